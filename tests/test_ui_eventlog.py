"""The event log beside the table (``[data-role=event-log]``, ui/table/eventlog.py) is told from the
game, not only gathered as events arrive: after Undo, a reload, in a second tab and at a shared
position it shows the lines a player who had watched would see (this trick, the last one, the
end of the last hand), the same as during play."""

from __future__ import annotations

import engine
from tests.test_ui_position import king_mid_trick
from tests.test_ui_saves import P, wait_turn
from tools import catalogues
from ui.words import i18n

LINES = "[...document.querySelectorAll('[data-role=event-log] li')].map(li => li.textContent)"

# Human moves (random legal actions, from the page itself) until ``n`` are made or the selector
# ``stop`` is there at the human's turn; resolves at the human's turn.
MOVES = """async ([seed, n, stop]) => {
  let x = seed >>> 0;
  const rnd = () => { x = (x * 1664525 + 1013904223) >>> 0; return x / 4294967296; };
  const root = document.documentElement;
  const turn = () => new Promise((ok) => {
    const check = () => (root.dataset.toMove === '0' || root.dataset.phase === 'over')
      ? ok() : setTimeout(check, 2);
    check();
  });
  for (let i = 0; i < n; i++) {
    await turn();
    if (stop && document.querySelector(stop)) return i;
    const acts = [...document.querySelectorAll('[data-action]:not([disabled])')];
    acts[Math.floor(rnd() * acts.length)].click();
  }
  await turn();
  return n;
}"""


def saved(page, kind: str):
    return engine.load_game(page.evaluate(f"localStorage.getItem('{P}game.{kind}')"))


def lines(page) -> list[str]:
    return page.evaluate(LINES)


def card_words(cards) -> list[str]:
    catalogues.compile_all()
    i18n.set_lang("en")
    return [i18n.card_words(c) for c in cards]


def plays_shown(log: list[str], view: dict) -> None:
    """The trick in progress and the last trick are in the log, card by card."""
    text = "\n".join(log)
    cards = [c for _, c in view["trick"]]
    if view.get("last_trick"):
        cards += [c for _, c in view["last_trick"]["cards"]]
    assert cards, "nothing on the table to look for"
    for words in card_words(cards):
        assert words in text, (words, log)


def test_undo_reload_and_a_second_tab_show_the_log_of_play(context, page, guard, server):
    # King, into hand 2: the log holds the end of hand 1 (its last trick, the hand's points, the
    # new hand) and the first trick of hand 2
    page.goto_app("?game=king&seed=8&level=random&speed=instant&lang=en")
    page.evaluate(MOVES, [8, 200, "table[data-role='scoresheet'] tbody tr"])
    page.evaluate(MOVES, [9, 1, None])
    game = saved(page, "king")
    assert game.view(0)["hand_number"] == 2 and game.view(0)["trick"]
    before = lines(page)
    assert any(s.startswith("Hand 1 (") for s in before), before
    plays_shown(before, game.view(0))
    # a move, then Undo: the log is the one before the move, line for line
    page.evaluate(MOVES, [10, 1, None])
    assert lines(page) != before
    page.click("[data-cmd='undo']")
    wait_turn(page)
    assert saved(page, "king").log == game.log
    assert lines(page) == before
    # a reload resumes with the same log
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=60_000)
    wait_turn(page)
    assert lines(page) == before
    # and so does a second tab on the same game
    other = context.new_page()
    guard.watch(other)
    other.goto(f"{server}/index.html?level=random&speed=instant&lang=en")
    other.wait_for_selector("html[data-ready='1']", timeout=60_000)
    wait_turn(other)
    assert lines(other) == before
    other.close()


def test_a_358_reload_keeps_the_log_across_a_deal(page):
    page.goto_app("?game=358&seed=5&level=random&speed=instant&lang=en")
    page.evaluate(MOVES, [5, 200, "table[data-role='scoresheet'] tbody tr"])
    before = lines(page)
    assert before and page.locator("[data-role=event-log] .log-empty").count() == 0
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=60_000)
    wait_turn(page)
    assert lines(page) == before


def test_a_position_with_a_trick_in_progress_shows_it_in_the_log(page):
    game = king_mid_trick(seed=7, hand=2)
    seat = game.to_move
    page.goto_app(f"?game=king&position={game.position()}&embed=1&speed=instant&lang=en")
    assert page.locator("[data-role=event-log] .log-empty").count() == 0
    plays_shown(lines(page), game.view(seat))
