"""Puzzles (``?position=TEXT&puzzle=1``, ui/screens/puzzle.py): the reader's answer is judged by the
strongest bot with a fixed number of worlds and seed, exactly as CPython judges it
(engine/bots/judge.py), explained in one sentence with the points at stake, and posted to the
parent page; then "try again" and "show the best move". Nothing is played or saved."""

from __future__ import annotations

import pytest

import engine
from engine.bots import judge
from tests.conftest import BOOT_TIMEOUT_MS
from tests.test_ui_position import blato_drawing, enabled, king_mid_trick

LISTEN = "window.__posted = []; addEventListener('message', e => window.__posted.push(e.data))"


@pytest.fixture(scope="module")
def king_puzzle():
    """A King position (seat 2 to move) where one card costs clearly more than the best:
    (text, the judge's analysis, the best action, the costliest action)."""
    for seed in range(7, 40):
        text = king_mid_trick(seed=seed).position()
        view, _seat = judge.reader(text)  # as the page judges it: the reader turned to seat 0
        entries = judge.analyse(view)
        scored = [e for e in entries if e["points"] is not None]
        verdicts = [judge.verdict(view, entries, e["action"]) for e in scored]
        best = next(v for v in verdicts if v["loss"] == 0)
        worst = max(verdicts, key=lambda v: v["loss"])
        if worst["loss"] > 3 * judge.MARGIN["king"]:
            return text, view, entries, best, worst
    raise AssertionError("no King position with a costly card")


def answer(page, action: str) -> dict:
    """Click ``action`` and wait for the posted answer; returns it."""
    count = page.evaluate("window.__posted.length")
    page.click(f"[data-action='{action}']")
    page.wait_for_function(f"window.__posted.length > {count}", timeout=BOOT_TIMEOUT_MS)
    return page.evaluate("window.__posted[window.__posted.length - 1]")


def open_puzzle(page, query: str) -> None:
    page.goto_app(query)
    page.evaluate(LISTEN)
    assert page.evaluate("window.parent === window")  # not framed: posted to the page itself


def test_a_right_and_a_wrong_answer_are_judged_as_cpython_judges_them(page, king_puzzle):
    text, view, entries, best, worst = king_puzzle
    open_puzzle(page, f"?game=king&position={text}&puzzle=1&embed=1&lang=en")
    assert enabled(page) == sorted(view["legal"])
    phase = page.get_attribute("html", "data-phase")
    right = answer(page, best["action"])
    assert right["source"] == "king358" and right["type"] == "puzzle-answer"
    assert right["correct"] is True and right["action"] == best["action"]
    assert right["best"] == best["action"] and right["points"] == best["points"]
    verdict = page.locator("[data-role=puzzle-verdict]")
    assert verdict.get_attribute("data-correct") == "true"
    said = verdict.inner_text()
    assert said.startswith("Right: ") and " better than " in said and " points" in said
    assert said == right["text"]
    assert enabled(page) == []  # answered: nothing is open until "try again"
    page.click("[data-cmd=retry]")
    assert enabled(page) == sorted(view["legal"])
    wrong = answer(page, worst["action"])
    assert wrong["correct"] is False and wrong["action"] == worst["action"]
    assert wrong["best"] == best["action"] and wrong["loss"] == worst["loss"]
    loss = round(worst["loss"])
    said = page.locator("[data-role=puzzle-verdict]").inner_text()
    assert said.startswith("Not quite: ") and f"would cost about {loss} points more" in said
    assert page.locator("[data-role=puzzle-verdict]").get_attribute("data-correct") == "false"
    # the answer was judged, never played: the table is still at the position
    assert page.get_attribute("html", "data-phase") == phase
    assert page.locator("[data-role=trick] [data-card]").count() == 2


def test_show_the_best_move_marks_it_and_the_reader_may_answer_again(page, king_puzzle):
    text, view, entries, best, worst = king_puzzle
    open_puzzle(page, f"?game=king&position={text}&puzzle=1")
    answer(page, worst["action"])
    page.click("[data-cmd=best]")
    marked = page.locator(".hint[data-action]")
    assert marked.get_attribute("data-action") == best["action"]
    assert page.locator("[data-role=puzzle-best]").inner_text().startswith("The best move is ")
    assert enabled(page) == sorted(view["legal"])
    assert answer(page, best["action"])["correct"] is True
    keys = page.evaluate("Object.keys(localStorage)")
    assert not [k for k in keys if k.startswith("cardgames.game.")], "a puzzle was saved"


def test_a_358_draw_puzzle_posts_the_draw_in_the_positions_seat_numbers(page):
    text = blato_drawing().position()
    legal = engine.from_position(text).legal_actions()
    verdicts = {a: judge.judge_position(text, a) for a in legal}
    open_puzzle(page, f"?game=358&position={text}&puzzle=1&embed=1")
    assert enabled(page) == sorted(legal)
    wrong = next(a for a, v in verdicts.items() if not v["correct"])
    posted = answer(page, wrong)
    assert posted["action"] == wrong and posted["correct"] is False
    assert posted["best"] == verdicts[wrong]["best"] and posted["best"] in legal
    page.click("[data-cmd=retry]")
    assert answer(page, posted["best"])["correct"] is True


@pytest.mark.parametrize(
    ("lang", "right", "wrong"),
    [("pt-BR", "Certo: ", "Não é bem isso: "), ("bg", "Вярно: ", "Не съвсем: ")],
)
def test_the_verdict_is_said_in_the_readers_language(page, king_puzzle, lang, right, wrong):
    text, view, entries, best, worst = king_puzzle
    open_puzzle(page, f"?game=king&position={text}&puzzle=1&lang={lang}")
    assert answer(page, worst["action"])["text"].startswith(wrong)
    page.click("[data-cmd=retry]")
    assert answer(page, best["action"])["text"].startswith(right)


def test_a_judged_puzzle_has_no_serious_accessibility_fault(page, king_puzzle):
    from tests.test_ui_a11y import axe_check

    text, view, entries, best, worst = king_puzzle
    open_puzzle(page, f"?game=king&position={text}&puzzle=1&lang=en")
    axe_check(page, "puzzle")
    answer(page, worst["action"])
    axe_check(page, "puzzle verdict")


def test_a_new_language_says_the_same_verdict_in_it(page, king_puzzle):
    text, view, entries, best, worst = king_puzzle
    open_puzzle(page, f"?game=king&position={text}&puzzle=1&lang=en")
    answer(page, worst["action"])
    page.click(".toolbar [data-cmd=settings]")
    page.locator("[data-role=table-settings] select[data-setting=lang]").select_option("pt-BR")
    page.keyboard.press("Escape")
    verdict = page.locator("[data-role=puzzle-verdict]")
    assert verdict.get_attribute("data-correct") == "false"
    assert verdict.inner_text().startswith("Não é bem isso: ")
    page.click("[data-cmd=retry]")
    assert enabled(page) == sorted(view["legal"])
