"""The table fits the screen and holds still (issue 27): at every turn of the player in a whole
King match and a whole 3-5-8 game every legal action is inside the viewport (large cards, a hint
shown on some turns), the score sheet, the log, the seats, the trick and the hand never overlap
at six screen sizes, and a hand played at a paced speed shifts the layout by less than 0.1.

Each game is played from inside the page (one evaluate per game and size), the results
collected there: a failure names the turn, the phase, the size and the action."""

from __future__ import annotations

import pytest

from tests.conftest import guarded_page

LARGE = "localStorage.setItem('cardgames.settings', JSON.stringify({large: true}))"

# The shared in-page helpers: the player's turn (or the end), the legal actions outside the
# viewport, and the boxes of the table's parts that overlap.
HELPERS = """
const root = document.documentElement;
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
let x = SEED >>> 0;
const rnd = () => { x = (x * 1664525 + 1013904223) >>> 0; return x / 4294967296; };
const ready = async () => {
  for (let i = 0; i < 30000; i++) {
    if (root.dataset.phase === 'over') return 'over';
    const go = document.querySelector('[data-cmd=continue]');
    if (go && root.dataset.toMove !== '0') { go.click(); await sleep(5); continue; }
    if (root.dataset.toMove === '0'
        && document.querySelector('[data-action]:not([disabled])')) return 'turn';
    await sleep(5);
  }
  return 'stuck';
};
const box = (el) => { const r = el.getBoundingClientRect();
  return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, w: r.width, h: r.height}; };
const shown = (el) => el && el.getClientRects().length > 0 && el.offsetParent !== null;
// A legal action is out of reach unless it is whole inside the viewport (a hand card whose
// next card covers its right part: its visible strip) and nothing lies over it there.
const outside = () => [...document.querySelectorAll('[data-action]:not([disabled])')]
  .map((el) => { const r = box(el); const card = !!el.closest('[data-role=hand]');
    const strip = card ? Math.min(r.w, 14) : r.w;
    const seen = r.w > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1
      && r.left + strip <= innerWidth + 1;
    const hit = seen && document.elementFromPoint(r.left + strip / 2,
                                                  r.top + Math.min(r.h / 2, 25));
    const where = JSON.stringify(r, (k, v) => typeof v === 'number' ? Math.round(v) : v);
    if (!seen) return `${el.dataset.action} out of view at ${where}`;
    if (!hit || !el.contains(hit))
      return `${el.dataset.action} covered by ${hit && hit.outerHTML.slice(0, 60)} at ${where}`;
    return null; })
  .filter((m) => m);
const union = (els) => { const bs = els.filter(shown).map(box).filter((b) => b.w && b.h);
  if (!bs.length) return null;
  return {left: Math.min(...bs.map((b) => b.left)), right: Math.max(...bs.map((b) => b.right)),
          top: Math.min(...bs.map((b) => b.top)), bottom: Math.max(...bs.map((b) => b.bottom))}; };
const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
  && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const overlaps = () => {
  const q = (s) => [...document.querySelectorAll(s)];
  const parts = [
    ['sheet', union(q('.sheet-panel .paper'))],
    ['log', union(q('[data-role=event-log]'))],
    ...q('[data-role=trick] .card').map((c) => ['trick ' + c.dataset.card, union([c])]),
    ['hand', union(q('[data-role=hand] .card'))],
    // a panel in the middle (auction, announcement, talon); a summary covers the seats on
    // purpose (the game waits for the player)
    ['panel', union(q('.felt > .panel-center').filter((p) => !p.querySelector('.summary')))],
    ...q('.felt .seat[data-seat]').map((s) => ['seat ' + s.dataset.seat, union([s])]),
  ].filter(([, b]) => b);
  const out = [];
  parts.forEach(([a, ba], i) => parts.slice(i + 1).forEach(([b, bb]) => {
    if (a.split(' ')[0] === b.split(' ')[0]) return;  // two seats, two cards of the trick
    if (meet(ba, bb)) out.push(`${a} and ${b}`);
  }));
  return out;
};
"""

# A whole game: at each of the player's turns, a hint shown on every eighth one, the legal
# actions that are not on screen; a random legal action then.
WHOLE_GAME = (
    """async ([SEED, size]) => {"""
    + HELPERS
    + """
  const bad = [];
  let turns = 0, hinted = 0;
  for (;;) {
    const state = await ready();
    if (state !== 'turn') { if (state === 'stuck') bad.push('stuck at turn ' + turns); break; }
    turns += 1;
    const phase = root.dataset.phase;
    const hint = document.querySelector('[data-cmd=hint]:not([disabled])');
    if (turns % 8 === 0 && hint) {
      hint.click();
      for (let i = 0; i < 400 && !document.querySelector('.hint'); i++) await sleep(5);
      if (document.querySelector('.hint')) hinted += 1;
    }
    const off = outside();
    if (off.length) bad.push(`turn ${turns} (${phase}) at ${size}: ${off.join('; ')}`);
    if (root.scrollHeight > innerHeight + 1)
      bad.push(`turn ${turns} (${phase}) at ${size}: the page is ${root.scrollHeight} px high`);
    const acts = [...document.querySelectorAll('[data-action]:not([disabled])')];
    acts[Math.floor(rnd() * acts.length)].click();
  }
  return {turns, hinted, bad};
}"""
)

# Some turns of a game at one size: what overlaps, at each of the player's turns.
OVERLAPS = (
    """async ([SEED, size, turnsEach]) => {"""
    + HELPERS
    + """
  const bad = [];
  let turns = 0;
  for (let n = 0; n < turnsEach; n++) {
    if (await ready() !== 'turn') break;
    turns += 1;
    const found = overlaps();
    const phase = root.dataset.phase;
    if (found.length) bad.push(`${size} turn ${turns} (${phase}): ${found.join(', ')}`);
    const acts = [...document.querySelectorAll('[data-action]:not([disabled])')];
    acts[Math.floor(rnd() * acts.length)].click();
  }
  return {turns, bad};
}"""
)

SIZES = [(1280, 720), (1366, 768), (1920, 1080), (375, 667), (667, 375), (360, 640)]


def open_game(browser, server, guard, size, query):
    ctx, page = guarded_page(browser, guard, size, phone=size[0] < 800)
    page.add_init_script(LARGE)
    page.goto(f"{server}/index.html{query}")
    page.wait_for_selector("html[data-ready='1']", timeout=60_000)
    return ctx, page


# ... and King's auction on a phone held sideways (its 14 offers and Pass beside the felt)
@pytest.mark.parametrize(
    ("game", "size"),
    [(g, s) for g in ("king", "358") for s in ((1366, 768), (375, 667))] + [("king", (667, 375))],
    ids=str,
)
def test_every_legal_action_on_screen_at_every_turn_of_a_whole_game(
    browser, server, guard, game, size
):
    query = f"?game={game}&seed=4&speed=instant&level=random&lang=en"
    ctx, page = open_game(browser, server, guard, size, query)
    try:
        page.set_default_timeout(240_000)
        got = page.evaluate(WHOLE_GAME, [4, f"{size[0]}x{size[1]}"])
        assert got["turns"] > (100 if game == "king" else 150), got
        assert got["hinted"] > 5, got  # the hint's words were on screen at those turns
        assert not got["bad"], "\n".join(got["bad"][:12])
        assert page.evaluate("document.documentElement.dataset.phase") == "over"
    finally:
        ctx.close()
    guard.check()


@pytest.mark.parametrize("game", ["king", "358"])
def test_sheet_log_seats_trick_and_hand_never_overlap_at_six_sizes(browser, server, guard, game):
    ctx, page = open_game(
        browser, server, guard, SIZES[0], f"?game={game}&seed=6&speed=instant&level=random"
    )
    try:
        turns, bad = 0, []
        for w, h in SIZES:  # one page resized through the six sizes: cheap
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_function(f"innerWidth === {w} && innerHeight === {h}")
            got = page.evaluate(OVERLAPS, [w + h, f"{w}x{h}", 10])
            turns += got["turns"]
            bad += got["bad"]
        assert turns >= 40, turns
        assert not bad, "\n".join(bad[:12])
    finally:
        ctx.close()
    guard.check()


# Layout shifts that the player did not cause (the browser excludes 500 ms after an input).
SHIFTS = """() => { window.__shift = 0; window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__shift += e.value;
    window.__shifts.push([Math.round(e.value * 1000) / 1000,
      e.sources.map((s) => s.node && (s.node.className || s.node.nodeName)).join(' | ')]);
  } }).observe({type: 'layout-shift'}); }"""


def test_a_hand_at_a_paced_speed_shifts_the_layout_less_than_a_tenth(browser, server, guard):
    ctx, page = open_game(
        browser, server, guard, (1366, 768), "?game=king&seed=3&speed=fast&level=easy"
    )
    try:
        page.evaluate(SHIFTS)
        for _ in range(6):  # six tricks: the player's cards clicked as a player does
            page.wait_for_function(
                "document.documentElement.dataset.toMove === '0'"
                " && document.querySelector('[data-role=hand] [data-action]')",
                timeout=30_000,
            )
            page.locator("[data-role=hand] [data-action]").last.click()
        page.wait_for_timeout(1500)  # the last trick goes to its winner
        total, shifts = page.evaluate("[window.__shift, window.__shifts]")
        assert total < 0.1, shifts
    finally:
        ctx.close()
    guard.check()
