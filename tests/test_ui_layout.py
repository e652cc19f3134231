"""The table's layout: the phone promises of docs/page.md (upright and sideways), the score
pads that scroll as a whole with names and hands kept in view, the trick clear of every
nameplate, seats whose numbers say what they count, and a suit order that holds for a hand."""

from __future__ import annotations

import importlib
import json
import random
import sys
import types
from itertools import pairwise

import pytest

# --- the suit order (pure Python: ui/table/hand.py with the browser modules stubbed) -------------


@pytest.fixture(scope="module")
def hand_module():
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy, ffi.jsnull, ffi.to_js = (lambda f: f), object(), (lambda v, **k: v)
    stubs = {
        "pyodide": types.ModuleType("pyodide"),
        "pyodide.ffi": ffi,
        "pyscript": types.SimpleNamespace(document=None, window=None),
        "js": types.SimpleNamespace(),
    }
    names = ("ui.table.hand", "ui.table.cards", "ui.core.dom", "ui.words.i18n")
    saved = {k: sys.modules.get(k) for k in (*stubs, *names)}
    sys.modules.update(stubs)
    for name in names:
        sys.modules.pop(name, None)
    try:
        yield importlib.import_module("ui.table.hand")
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v


def suits(cards):
    out = []
    for c in cards:
        if c[1] not in out:
            out.append(c[1])
    return out


def test_suit_order_holds_when_a_suit_runs_out(hand_module):
    hm = hand_module
    cards = ["AS", "8S", "TH", "9H", "KC", "4C", "QD", "3D"]
    order = hm.keep_suit_order(None, cards)
    first = suits(hm.in_suit_order(order, cards))
    # clubs run out, then hearts: the others keep their places
    for gone in ("C", "H"):
        cards = [c for c in cards if c[1] != gone]
        order = hm.keep_suit_order(order, cards)
        shown = suits(hm.in_suit_order(order, cards))
        assert shown == [s for s in first if s in shown]
    # an undone card comes back where its suit was
    cards.append("KC")
    order = hm.keep_suit_order(order, cards)
    assert suits(hm.in_suit_order(order, cards)) == [s for s in first if s in "SCD"]


def test_cards_within_a_suit_high_to_low(hand_module):
    hm = hand_module
    cards = ["3H", "AH", "TH", "2S", "KS"]
    shown = hm.in_suit_order(hm.keep_suit_order(None, cards), cards)
    assert [c for c in shown if c[1] == "H"] == ["AH", "TH", "3H"]
    assert [c for c in shown if c[1] == "S"] == ["KS", "2S"]


def test_an_arriving_suit_keeps_the_others_in_place_and_colours_alternating(hand_module):
    hm = hand_module
    cards = ["AS", "KS", "TH", "9H", "QD", "3D"]  # no clubs: three suits
    order = hm.keep_suit_order(None, cards)
    before = suits(hm.in_suit_order(order, cards))
    cards += ["7C", "2C"]  # the talon brings clubs
    order = hm.keep_suit_order(order, cards)
    after = suits(hm.in_suit_order(order, cards))
    assert [s for s in after if s != "C"] == before
    reds = [s in "HD" for s in after]
    assert all(a != b for a, b in pairwise(reds)), after


def test_trump_first_at_a_fresh_hand(hand_module):
    hm = hand_module
    cards = ["AS", "KH", "QC", "JD"]
    assert hm.keep_suit_order(None, cards, "D")[0] == "D"


# --- in the browser ------------------------------------------------------------------------

import engine  # noqa: E402
from tests.conftest import CLICK_TO_END, guarded_page  # noqa: E402

LARGE = "localStorage.setItem('cardgames.settings', JSON.stringify({large: true}))"
TALON = "[data-action^='discard']"

# Every hand card's box, the page's width, and for each legal card whether a tap at the middle
# of its visible part (left of the next card) reaches it; at the viewport as it is, no scrolling.
HAND_GEOMETRY = """() => {
  const cards = [...document.querySelectorAll('[data-role=hand] .card')];
  const rects = cards.map((c) => c.getBoundingClientRect());
  const taps = [];
  cards.forEach((c, i) => {
    if (!c.dataset.action) return;
    const r = rects[i], n = rects[i + 1];
    let right = r.right;
    if (n && Math.abs(n.top - r.top) < r.height / 2) right = Math.min(right, n.left);
    const x = (r.left + right) / 2, y = r.top + Math.min(r.height / 2, 25);
    const hit = document.elementFromPoint(x, y);
    taps.push([c.dataset.action, !!hit && hit.closest('[data-action]') === c, x, y]);
  });
  return {
    n: cards.length, width: innerWidth, height: innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)),
    top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)),
    taps,
  };
}"""


def reached(kind: str, seed: int, until):
    """A game of ``kind`` from deal ``seed``, played at random by the engine in CPython until
    ``until(game)``: the state a table then resumes from its save, instead of playing up to it
    move by move in the page."""
    game = engine.new_game(kind, seed=seed)
    rng = random.Random(seed)
    while not until(game):
        assert not game.is_over, "never reached"
        game.apply(rng.choice(game.legal_actions()))
    return game


def saved(kind: str, game) -> str:
    """An init script that puts ``game`` in localStorage as the game in progress (once per tab)."""
    data = {
        f"cardgames.game.{kind}": game.to_json(),
        "cardgames.current": kind,
        f"cardgames.meta.{kind}": json.dumps({"speed": "instant"}),
    }
    return (
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" const d = {json.dumps(data)}; for (const k in d) localStorage.setItem(k, d[k]); }}"
    )


def at_talon(game) -> bool:
    """The player (seat 0) discards at 3-5-8's talon, 20 cards in hand."""
    return game.phase == "discard" and game.to_move == 0 and len(game.view(0)["hand"]) == 20


def after_four_deals(game) -> bool:
    """Four deals of 3-5-8 on the score pad, the player to play a card."""
    return len(game.score_sheet()) >= 4 and game.phase == "play" and game.to_move == 0


def open_table(browser, server, guard, size, query, large=False, stop=None):
    """A table at ``size``: ``query`` opened, then played at random in the page until ``stop``
    (a selector) matches at the player's turn; or, with ``stop`` a test of the engine's game
    (``at_talon``), the 3-5-8 game of seed 3 that ``reached`` plays until then, resumed from its
    save (``query`` then only sets the speed)."""
    ctx, page = guarded_page(browser, guard, size)
    if large:
        page.add_init_script(LARGE)
    until = stop if callable(stop) else None
    if until:
        page.add_init_script(saved("358", reached("358", 3, until)))
        query, stop = "?speed=instant", None
    page.goto(f"{server}/index.html{query}")
    page.wait_for_selector("html[data-ready='1']", timeout=60_000)
    if stop:
        page.evaluate(CLICK_TO_END, [1, stop])
    page.wait_for_selector("html[data-to-move='0'] [data-role=hand] .card[data-action]")
    if until is at_talon:  # the page shows the talon step (discards) at the player's turn
        assert page.locator(TALON).count() > 0
    return ctx, page


GAMES = {
    "king": ("?game=king&seed=3&speed=instant", None, 13),
    "358-talon": ("?game=358&seed=3&speed=instant", at_talon, 20),
}


@pytest.mark.parametrize("large", [False, True], ids=["cards", "large-cards"])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(375, 667), (667, 375)], ids=["upright", "sideways"])
def test_phone_hand_inside_the_screen_and_every_legal_card_tappable(
    browser, server, guard, size, game, large
):
    query, stop, n = GAMES[game]
    ctx, page = open_table(browser, server, guard, size, query, large, stop)
    try:
        if size[0] < size[1]:  # upright: the hand may be below the fold; scroll to it
            page.evaluate("document.querySelector('[data-role=hand]').scrollIntoView()")
        geo = page.evaluate(HAND_GEOMETRY)
        assert geo["n"] == n
        assert geo["scrollWidth"] <= geo["width"], "the page scrolls sideways"
        assert geo["left"] >= 0 and geo["right"] <= geo["width"], geo
        if size[0] > size[1]:  # sideways: the hand in view at the player's turn, unscrolled
            assert page.evaluate("scrollY") == 0
            assert geo["top"] >= 0 and geo["bottom"] <= geo["height"], geo
        assert geo["taps"] and all(ok for _, ok, *_ in geo["taps"]), geo["taps"]
    finally:
        ctx.close()
    guard.check()


@pytest.mark.parametrize("size", [(768, 1024), (1024, 768)], ids=["tablet-upright", "tablet"])
def test_tablet_the_20_card_talon_hand_fits_the_width(browser, server, guard, size):
    """Between phone and desktop, cards shrink so 20 overlapping 3-5-8 cards stay on screen."""
    query, stop, n = GAMES["358-talon"]
    ctx, page = open_table(browser, server, guard, size, query, False, stop)
    try:
        page.evaluate("document.querySelector('[data-role=hand]').scrollIntoView()")
        geo = page.evaluate(HAND_GEOMETRY)
        assert geo["n"] == n
        assert geo["scrollWidth"] <= geo["width"], "the page scrolls sideways"
        assert geo["left"] >= 0 and geo["right"] <= geo["width"], geo
        assert geo["taps"] and all(ok for _, ok, *_ in geo["taps"]), geo["taps"]
    finally:
        ctx.close()
    guard.check()


def test_a_tap_plays_the_card_sideways(browser, server, guard):
    ctx, page = open_table(browser, server, guard, (667, 375), GAMES["king"][0])
    try:
        geo = page.evaluate(HAND_GEOMETRY)
        action, _, x, y = geo["taps"][-1]
        page.mouse.click(x, y)
        page.wait_for_function(
            "a => !document.querySelector(`[data-role=hand] [data-card='${a.slice(5)}']`)",
            arg=action,
        )
    finally:
        ctx.close()
    guard.check()


NAMEPLATES_CLEAR = """() => {
  const boxes = (sel) => [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
  const plates = boxes('.seat .nameplate'), cards = boxes('[data-role=trick] .card');
  const meet = (a, b) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  return {cards: cards.length, plates: plates.length,
          overlaps: cards.flatMap((c) => plates.filter((p) => meet(c, p))
            .map((p) => [c.toJSON(), p.toJSON()]))};
}"""


@pytest.mark.parametrize("game", ["king", "358"])
@pytest.mark.parametrize("size", [(1280, 800), (375, 667), (667, 375)], ids=str)
def test_the_trick_never_covers_a_nameplate_with_large_cards(browser, server, guard, size, game):
    query = f"?game={game}&seed=3&speed=instant"
    stop = "[data-role=trick] .card" if game == "358" else None
    ctx, page = open_table(browser, server, guard, size, query, True, stop)
    try:
        page.locator("[data-role=hand] .card[data-action]").first.click()  # the trick fills up
        page.wait_for_selector("[data-role=trick] .card")
        found = page.evaluate(NAMEPLATES_CLEAR)
        assert found["cards"] >= 2 and found["plates"] == (4 if game == "king" else 3)
        assert not found["overlaps"], found["overlaps"]
    finally:
        ctx.close()
    guard.check()


def test_a_focused_or_hinted_card_does_not_grow_over_its_neighbour(page):
    page.goto_app("?game=king&seed=3&speed=instant")
    page.wait_for_selector("html[data-to-move='0']")
    page.keyboard.press("Tab")
    first = page.locator("[data-role=hand] .card").first
    box = first.bounding_box()
    for how in ("focus", "hint"):
        if how == "focus":
            first.focus()
        else:
            first.evaluate("el => el.classList.add('hint')")
        after = page.evaluate(
            """() => {
          const [a, b] = document.querySelectorAll('[data-role=hand] .card');
          const r = a.getBoundingClientRect(), n = b.getBoundingClientRect();
          const hit = document.elementFromPoint(n.left + 4, n.top + n.height / 2);
          return {w: r.width, h: r.height, next: !!hit && hit.closest('.card') === b,
                  z: getComputedStyle(a).zIndex};
        }"""
        )
        assert after["w"] == box["width"] and after["h"] == box["height"], (how, after)
        assert after["next"], f"the {how} card covers its neighbour"


def test_the_suit_order_only_shrinks_during_a_king_hand(page):
    page.goto_app("?game=king&seed=5&speed=instant")
    seen = page.evaluate(
        """async () => {
      const root = document.documentElement, out = [];
      const turn = () => new Promise((ok) => {
        const check = () => root.dataset.toMove === '0' ? ok() : setTimeout(check, 2);
        check();
      });
      for (let i = 0; i < 13; i++) {
        await turn();
        const cards = [...document.querySelectorAll('[data-role=hand] .card')];
        out.push(cards.map((c) => c.dataset.card));
        const legal = cards.filter((c) => c.dataset.action);
        if (!legal.length) break;
        legal[legal.length - 1].click();
        await new Promise((ok) => setTimeout(ok, 0));
        if (cards.length === 1) break;
      }
      return out;
    }"""
    )
    assert len(seen) >= 10
    orders = [suits(hand) for hand in seen]
    for before, after in pairwise(orders):
        assert after == [s for s in before if s in after], (before, after)


@pytest.mark.parametrize("lang,words", [("en", ("Tricks", "Total")), ("bg", ("Взятки", "Общо"))])
def test_phone_seats_say_what_their_numbers_count(browser, server, guard, lang, words):
    ctx, page = open_table(
        browser, server, guard, (375, 667), f"?game=king&seed=3&speed=instant&lang={lang}"
    )
    try:
        texts = page.evaluate(
            "() => [...document.querySelectorAll('.seat .stats')].map((e) => e.innerText)"
        )
        assert len(texts) == 4
        for text in texts:
            assert all(w in text for w in words), text
            assert "▣" not in text
    finally:
        ctx.close()
    guard.check()


# Every seat's nameplate with the page's "thinking…" beside the name, as a seat whose bot is
# thinking has it: [seat, the nameplate's content wider than it, the nameplate out of its seat].
THINKING_IN_EVERY_SEAT = """(word) => [...document.querySelectorAll('.seat')].map((seat) => {
  const plate = seat.querySelector('.nameplate');
  if (!plate.querySelector('.thinking')) {
    const label = document.createElement('span');
    label.className = 'thinking';
    label.textContent = word;
    plate.append(label);
  }
  const s = seat.getBoundingClientRect(), n = plate.getBoundingClientRect();
  return [seat.className, plate.scrollWidth > plate.clientWidth + 1,
          n.left < s.left - 1 || n.right > s.right + 1];
})"""


@pytest.mark.parametrize("size", [(375, 667), (667, 375)], ids=str)
def test_phone_a_thinking_seat_keeps_its_name_and_label_inside(browser, server, guard, size):
    ctx, page = open_table(
        browser, server, guard, size, "?game=king&seed=3&speed=instant&lang=pt-BR"
    )
    try:
        seats = page.evaluate(THINKING_IN_EVERY_SEAT, "pensando…")
        assert len(seats) == 4
        assert [s for s in seats if s[1] or s[2]] == []
    finally:
        ctx.close()
    guard.check()


SHEET_SCROLLED = """() => {
  const paper = document.querySelector('.sheet-panel .paper');
  paper.scrollLeft = paper.scrollWidth; paper.scrollTop = paper.scrollHeight;
  const p = paper.getBoundingClientRect();
  const at = (el) => { const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit); };
  const inside = (el) => { const r = el.getBoundingClientRect();
    return r.left >= p.left - 1 && r.right <= p.right + 1
      && r.top >= p.top - 1 && r.bottom <= p.bottom + 1; };
  const sheet = paper.querySelector('[data-role=scoresheet]');
  const last = sheet.querySelector('thead [data-of="2"]');
  const lastCells = [...sheet.querySelectorAll(
    'tbody tr:last-child [data-of="2"], tbody tr:last-child [data-seat="2"]')];
  const rowHead = sheet.querySelector('tbody tr:last-child th');
  return {scrolls: paper.scrollWidth > paper.clientWidth, lastName: inside(last) && at(last),
          lastCells: lastCells.length > 0 && lastCells.every((c) => inside(c) && at(c)),
          rowHead: at(rowHead), total: at(sheet.querySelector('tfoot [data-seat="2"]'))};
}"""


@pytest.mark.parametrize("size", [(375, 667), (1366, 800), (667, 375)], ids=str)
def test_358_pad_last_players_columns_reachable_with_names_and_deals_kept(
    browser, server, guard, size
):
    ctx, page = open_table(
        browser,
        server,
        guard,
        size,
        "?game=358&seed=3&speed=instant",
        stop=after_four_deals,
    )
    try:
        assert page.locator("[data-role=scoresheet] tbody tr").count() >= 4
        if size[0] <= 900:
            page.evaluate("document.querySelector('[data-cmd=sheet]').click()")  # on demand
            page.evaluate("document.querySelector('.sheet-panel .paper').scrollIntoView()")
        got = page.evaluate(SHEET_SCROLLED)
        assert got["lastName"] and got["lastCells"] and got["total"], got
        assert got["rowHead"], got
    finally:
        ctx.close()
    guard.check()
