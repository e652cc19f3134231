"""Replays (``?record=TEXT``, ui/screens/replay.py): a recorded game stepped with Previous / Next
and the arrow keys, Start and End at once (and Home / End), each step narrated as the table narrates
a move, every hand face up, ``hand=N`` opening at the start of hand N; nothing played, nothing
saved."""

from __future__ import annotations

import pytest

import engine
from tests.test_ui_position import enabled, hand_cards, play_until
from tools import catalogues
from ui.words import i18n

COUNT = "[data-role=replay-count]"
STEP = "[data-role=replay-step]"
CARDS = "els => els.map(e => e.dataset.card)"


@pytest.fixture(scope="module")
def king_record():
    """A King game played into its third hand."""
    return play_until("king", 5, lambda g: len(g.score_sheet()) >= 2 and len(g.view(0)["hand"]) < 9)


def start_of_hand(game, hand: int) -> int:
    g = game.rewound(0)
    for i, action in enumerate(game.log):
        if g.hand_number >= hand:
            return i
        g.apply(action)
    return len(game.log)


def shown_step(page) -> int:
    return int(page.inner_text(COUNT).split()[1])


def open_hand(page, seat: int) -> list[str]:
    return sorted(
        page.eval_on_selector_all(f"[data-seat='{seat}'] [data-role=open-hand] [data-card]", CARDS)
    )


def test_a_replay_opens_at_the_hand_asked_and_shows_every_hand_face_up(page, king_record):
    game = king_record
    start = start_of_hand(game, 2)
    page.goto_app(f"?game=king&record={game.record()}&hand=2&lang=en")
    total = len(game.log)
    assert page.inner_text(COUNT) == f"Move {start} of {total}"
    at = game.rewound(start)
    assert at.view(0)["hand_number"] == 2 and page.get_attribute("html", "data-phase") == "play"
    assert hand_cards(page) == sorted(at.view(0)["hand"])
    for seat in (1, 2, 3):
        assert open_hand(page, seat) == sorted(at.view(seat)["hand"])
    assert enabled(page) == []  # nothing to play in a replay
    assert page.locator("[data-cmd=hint], [data-cmd=undo]").count() == 0
    keys = page.evaluate("Object.keys(localStorage)")
    assert not [k for k in keys if k.startswith("cardgames.game.")], "a replay was saved"


def test_next_and_previous_step_one_move_with_the_tables_narration(page, king_record):
    catalogues.compile_all()
    i18n.set_lang("en")
    game = king_record
    start = start_of_hand(game, 2)
    page.goto_app(f"?game=king&record={game.record()}&hand=2&lang=en")
    for n in range(start, start + 3):  # the first three cards of hand 2
        action = game.log[n]
        assert action.startswith("play ")
        page.click("[data-cmd=next]")
        assert shown_step(page) == n + 1
        card = action[5:]
        assert i18n.card_words(card) in page.inner_text(STEP)
        trick = page.eval_on_selector_all("[data-role=trick] [data-card]", CARDS)
        assert card in trick
        seat = game.rewound(n).to_move
        if seat:  # the card left its seat's open hand
            assert card not in open_hand(page, seat)
    page.click("[data-cmd=prev]")
    assert shown_step(page) == start + 2
    trick = page.eval_on_selector_all("[data-role=trick] [data-card]", CARDS)
    assert game.log[start + 2][5:] not in trick and game.log[start + 1][5:] in trick


# What a step shows (the headline, the felt with its trick, the score sheet, the event log,
# the replay's own lines); and, from the page itself: at each of ``n`` steps going back from
# ``ahead`` steps after this one, that page, the page after Next, the page after Next then Prev.
PAGE_AT = """([ahead, n]) => {
  const text = (sel) => [...document.querySelectorAll(sel)].map((e) => e.innerText).join("|");
  const snap = () => JSON.stringify([
    text(".headline"), text(".felt"), text("[data-role=scoresheet]"),
    text("[data-role=event-log]"), text("[data-role=replay]"),
    [...document.querySelectorAll("[data-role=trick] [data-card]")].map((e) => e.dataset.card),
  ]);
  const step = (cmd) => document.querySelector(`[data-cmd=${cmd}]`).click();
  for (let i = 0; i < ahead; i++) step("next");
  const out = [];
  for (let i = 0; i < n; i++) {
    const before = snap();
    step("next");
    const next = snap();
    step("prev");
    out.push([before, next, snap()]);
    step("prev");
  }
  return out;
}"""


def test_a_step_back_shows_exactly_the_page_of_the_step_before(page, king_record):
    game = king_record
    start = start_of_hand(game, 2)
    page.goto_app(f"?game=king&record={game.record()}&hand=2&lang=en")
    # from 6 steps into hand 2 back to 6 steps before its end: tricks end, the hand ends
    pages = page.evaluate(PAGE_AT, [6, 12])
    assert shown_step(page) == start - 6
    for i, (before, after_next, after_prev) in enumerate(pages):
        assert after_next != before
        assert after_prev == before, f"step {start + 6 - i}"
        assert "Nothing has happened yet" not in before


def test_start_and_end_at_once_and_the_arrow_keys(page, king_record):
    game = king_record
    total = len(game.log)
    page.goto_app(f"?game=king&record={game.record()}&lang=en")
    assert shown_step(page) == 0  # without hand=N: the deal before the first move
    assert page.locator("[data-cmd=prev]").is_disabled()
    assert page.locator("[data-cmd=start]").is_disabled()
    assert "nobody has moved yet" in page.inner_text(STEP)
    page.click("[data-cmd=end]")
    assert shown_step(page) == total
    assert page.locator("[data-cmd=next]").is_disabled()
    assert hand_cards(page) == sorted(game.view(0)["hand"])
    page.keyboard.press("Home")
    assert shown_step(page) == 0
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    assert shown_step(page) == 3
    page.keyboard.press("ArrowLeft")
    assert shown_step(page) == 2
    page.keyboard.press("End")
    assert shown_step(page) == total
    # Enter on Next reaching the end: Next turns disabled and the focus goes to Previous, so
    # Enter goes on working
    page.keyboard.press("ArrowLeft")
    page.focus("[data-cmd=next]")
    page.keyboard.press("Enter")
    assert shown_step(page) == total
    assert page.evaluate("document.activeElement.dataset.cmd") == "prev"
    page.keyboard.press("Enter")
    assert shown_step(page) == total - 1


def test_a_358_replay_steps_through_the_draws_and_the_talon(page):
    game = play_until(
        "358", 6, lambda g: len(g.score_sheet()) >= 1 and g.view(0)["phase"] == "play"
    )
    start = start_of_hand(game, 2)
    page.goto_app(f"?game=358&record={game.record()}&hand=2&lang=bg")
    assert shown_step(page) == start
    # the announcement, the draws and the talon of deal 2 and the end of deal 1: each step
    # back shows the page of the step before
    for i, (before, after_next, after_prev) in enumerate(page.evaluate(PAGE_AT, [6, 8])):
        assert after_next != before and after_prev == before, f"step {start + 6 - i}"
    assert shown_step(page) == start - 2
    page.keyboard.press("End")
    assert shown_step(page) == len(game.log)
    assert page.get_attribute("html", "data-phase") == "play"
    for seat in (1, 2):
        assert open_hand(page, seat) == sorted(game.view(seat)["hand"])
    page.keyboard.press("ArrowLeft")
    assert page.inner_text(STEP).strip()


def test_a_record_that_cannot_be_read_is_told_over_the_menu(page):
    page.goto_app("?game=358&record=B2.x.y.z")
    assert "cannot be replayed" in page.locator("[role=alert]").inner_text()
    assert page.locator("[data-game]").count() >= 1
    king = engine.new_game("king", seed=1).record()
    page.goto_app(f"?game=358&record={king}")  # a King record under game=358
    assert "cannot be replayed" in page.locator("[role=alert]").inner_text()


def test_a_replay_has_no_serious_accessibility_fault(page, king_record):
    from tests.test_ui_a11y import axe_check

    page.goto_app(f"?game=king&record={king_record.record()}&hand=2&lang=en")
    page.click("[data-cmd=next]")
    axe_check(page, "replay")


def test_a_new_language_keeps_the_replay_at_its_step(page, king_record):
    game = king_record
    start = start_of_hand(game, 2)
    page.goto_app(f"?game=king&record={game.record()}&hand=2&lang=en")
    page.click("[data-cmd=next]")
    page.click("[data-cmd=next]")
    page.click(".toolbar [data-cmd=settings]")
    page.locator("[data-role=table-settings] select[data-setting=lang]").select_option("bg")
    page.keyboard.press("Escape")
    assert page.inner_text(COUNT) == f"Ход {start + 2} от {len(game.log)}"
    assert " играе " in page.inner_text(STEP) or "Вие играете" in page.inner_text(STEP)
    page.keyboard.press("ArrowRight")
    assert shown_step(page) == start + 3


def test_a_new_game_from_a_replay_asks_before_a_saved_game_is_lost(page, king_record):
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    page.click("[data-action]:not([disabled])")  # the saved King game is in progress
    page.wait_for_function("document.documentElement.dataset.toMove === '0'")
    saved = page.evaluate("localStorage.getItem('cardgames.game.king')")
    page.goto_app(f"?game=king&record={king_record.record()}&lang=en")
    page.click(".toolbar [data-cmd=new]")
    page.locator("[role=alertdialog]").wait_for()
    page.keyboard.press("Escape")
    assert page.locator("[data-role=replay]").count() == 1  # still the replay
    assert page.evaluate("localStorage.getItem('cardgames.game.king')") == saved
