"""The tutorial page (examples/tutorial.html): lessons of both games in three languages, each
with tables of the game page opened on demand. Every table starts offline and shows its moment
(the reader may take exactly the position's legal moves), a puzzle's answer is judged in the
table and shown beside it, a demonstration posts its events, the language switch reaches the
open tables, and a phone never runs more than two tables at once."""

from __future__ import annotations

import json

import pytest

import engine
from tests.conftest import BOOT_TIMEOUT_MS, guarded_page
from tools import tutorial_positions as tp

LESSONS = tp.read()
LANGS = ("en", "pt-BR", "bg")


def tutorial(page, server, query: str = ""):
    page.goto(f"{server}/examples/tutorial.html?speed=instant{query}")
    page.wait_for_selector("figure[data-table] button.open")
    return page


def open_table(page, table_id: str):
    """Open a table with its button; returns (figure, frame) once the table is ready."""
    figure = page.locator(f"figure[data-table='{table_id}']")
    figure.locator("button.open").click()
    frame = page.frame_locator(f"figure[data-table='{table_id}'] iframe")
    frame.locator("html[data-ready='1']").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    return figure, frame


def enabled_actions(frame) -> list[str]:
    return sorted(
        frame.locator("[data-action]:not([disabled])").evaluate_all(
            "els => els.map(e => e.dataset.action)"
        )
    )


def test_no_table_starts_before_the_reader_opens_one(page, server):
    tutorial(page, server, "&lang=pt-BR")
    assert page.locator("iframe").count() == 0, "a reader's phone must not boot every table"
    assert page.locator("figure[data-table]").count() == len(LESSONS)
    opens = page.locator("figure[data-table] button.open")
    assert set(opens.all_inner_texts()) == {"Abrir a mesa"}


def test_the_language_switch_shows_one_language_everywhere(page, server):
    tutorial(page, server, "&lang=en")
    copas = page.locator("#copas")
    assert copas.locator(".t[lang='en']").first.is_visible()
    assert not copas.locator(".t[lang='bg']").first.is_visible()
    page.get_by_role("button", name="Български").click()
    assert page.locator("html").get_attribute("lang") == "bg"
    assert page.title() == "Научете Кинг и 3-5-8"
    assert copas.locator(".t[lang='bg']").first.is_visible()
    assert not copas.locator(".t[lang='en']").first.is_visible()
    assert not copas.locator(".t[lang='pt-BR']").first.is_visible()
    assert page.get_by_role("button", name="Български").get_attribute("aria-pressed") == "true"
    assert copas.locator("button.open").inner_text() == "Отворете масата"
    assert "lang=bg" in page.url, "a link to the page keeps the reader's language"
    # every visible lesson text is in the language chosen
    shown = page.locator("main .t:visible").evaluate_all("els => els.map(e => e.lang)")
    assert shown and set(shown) == {"bg"}


def test_the_page_has_no_serious_accessibility_problem(page, server):
    from tests.test_ui_a11y import axe_check

    for lang in LANGS:
        tutorial(page, server, f"&lang={lang}")
        axe_check(page, f"tutorial page ({lang})")


def check_table(page, table, lang):
    row = LESSONS[table.id]
    figure, frame = open_table(page, table.id)
    root = frame.locator("html")
    assert "embed" in root.get_attribute("class")
    assert root.get_attribute("lang") == lang, "the table speaks the page's language"
    assert not frame.locator("[data-cmd='menu']").is_visible()
    if table.kind in ("position", "puzzle"):
        game = engine.from_position(row["params"]["position"])
        assert root.get_attribute("data-phase") == game.view(game.to_move)["phase"]
        assert enabled_actions(frame) == sorted(game.legal_actions()), "the reader's moves"
    if table.kind == "record":
        frame.locator("[data-cmd='next']:not([disabled])").click()
        frame.locator("[data-cmd='prev']:not([disabled])").wait_for()
    if table.kind == "demo":
        ends = page.locator(f"#events li[data-type='demo-end'][data-table='{table.id}']")
        ends.wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.locator(f"#events li[data-type='hand-end'][data-table='{table.id}']").count()
    return figure, frame


@pytest.mark.parametrize("table", [t for t in tp.TABLES if t.kind != "puzzle"], ids=lambda t: t.id)
def test_each_table_starts_offline_and_shows_its_moment(page, server, table):
    lang = LANGS[[t.id for t in tp.TABLES].index(table.id) % 3]
    tutorial(page, server, f"&lang={lang}")
    check_table(page, table, lang)


@pytest.mark.parametrize("table", [t for t in tp.TABLES if t.kind == "puzzle"], ids=lambda t: t.id)
def test_each_puzzle_answer_is_judged_and_shown_beside_its_table(page, server, table):
    lang = LANGS[[t.id for t in tp.TABLES].index(table.id) % 3]
    tutorial(page, server, f"&lang={lang}")
    figure, frame = check_table(page, table, lang)
    result = figure.locator("output.result")
    best = LESSONS[table.id]["best"]
    frame.locator(f"[data-action='{best}']").click()
    result.locator("xpath=self::*[@data-correct='true']").wait_for(timeout=BOOT_TIMEOUT_MS)
    card = best.split()[1].replace("T", "10")
    assert card[:-1] in result.inner_text()
    answers = page.locator(f"#events li[data-type='puzzle-answer'][data-table='{table.id}']")
    assert answers.count() == 1
    # try again with a wrong answer: the page counts both
    frame.locator("[data-cmd='retry']").click()
    view = tp.judged_view(LESSONS[table.id]["params"]["position"])
    entries = tp.judge.analyse(view)
    wrong = next(
        e["action"] for e in entries if not tp.judge.verdict(view, entries, e["action"])["correct"]
    )
    frame.locator(f"[data-action='{wrong}']").click()
    result.locator("xpath=self::*[@data-correct='false']").wait_for(timeout=BOOT_TIMEOUT_MS)
    assert answers.count() == 2
    assert result.locator(".tally").inner_text().replace(" ", "").count("2") >= 1
    # both verdicts name the lesson's move as the best, with the same explanation (issue 27)
    right, wrong_answer = (json.loads(text) for text in answers.all_text_contents())
    assert (right["correct"], wrong_answer["correct"]) == (True, False)
    assert right["best"] == wrong_answer["best"] == best
    assert right["text"].rsplit(": ", 1)[1] == wrong_answer["text"].rsplit(": ", 1)[1]


def test_a_new_language_restarts_the_open_tables_in_it(page, server):
    tutorial(page, server, "&lang=en")
    figure, _frame = open_table(page, "king-position")
    page.get_by_role("button", name="Português").click()
    frame = page.frame_locator("figure[data-table='king-position'] iframe")
    frame.locator("html[lang='pt-BR'][data-ready='1']").wait_for(
        state="attached", timeout=BOOT_TIMEOUT_MS
    )
    assert figure.locator("button.close").inner_text() == "Fechar a mesa"


def test_a_phone_runs_at_most_two_tables_at_once(browser, guard, server):
    ctx, phone = guarded_page(browser, guard, (375, 667), phone=True)
    try:
        tutorial(phone, server, "&lang=en")
        ids = ["vazas-puzzle", "copas-puzzle", "homens-puzzle"]
        for table_id in ids:
            phone.locator(f"figure[data-table='{table_id}'] button.open").click()
        assert phone.locator("iframe").count() == 2
        first = phone.locator(f"figure[data-table='{ids[0]}']")
        assert first.get_attribute("data-state") == "closed"
        assert "at most 2 tables" in first.locator(".note").inner_text()
        assert first.locator("button.open").is_visible(), "the reader can open it again"
        # nothing of the page is wider than the phone
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 375
        guard.check()
    finally:
        ctx.close()
