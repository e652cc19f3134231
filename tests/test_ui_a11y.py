"""Accessibility: axe-core (an npm devDependency, never shipped) finds no serious or critical
violation on the menu, both tables (3-5-8's auction and card play), the score sheets, the
drawer, the statistics page, the confirmation dialog and the event log when it scrolls.

The page's CSP allows only its own scripts, so axe's source is evaluated through the test
driver, not added as an inline script."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import CLICK_TO_END, guarded_page

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"

RUN = """async () => {
  const result = await axe.run(document, {
    runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']},
    rules: {'label-content-name-mismatch': {enabled: true}, 'region': {enabled: false}},
  });
  return result.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' | ' + n.failureSummary)}));
}"""


def axe_check(page, where: str) -> None:
    if not page.evaluate("typeof axe !== 'undefined'"):
        if not AXE.exists():
            pytest.fail("axe-core is missing: run `npm ci` (a devDependency)")
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    found = page.evaluate(RUN)
    bad = [v for v in found if v["impact"] in ("serious", "critical")]
    assert not bad, f"{where}: " + "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']}\n  " + "\n  ".join(v["nodes"]) for v in bad
    )


def test_axe_menu_and_statistics(page):
    page.goto_app("")
    page.wait_for_selector("[data-menu=stats]")
    axe_check(page, "menu")
    page.locator("[data-menu=stats]").click()
    page.wait_for_function("!document.querySelector('[data-menu=stats]')")
    page.wait_for_timeout(100)
    axe_check(page, "statistics")


def test_axe_king_table_sheet_drawer_and_dialog(page):
    page.goto_app("?game=king&seed=3&speed=instant")
    page.wait_for_selector("html[data-to-move='0'] [data-role=hand] .card[data-action]")
    axe_check(page, "King table")
    page.locator("[data-role=hand] .card[data-action]").first.click()
    page.wait_for_selector("html[data-to-move='0'] [data-role=hand] .card[data-action]")
    page.locator("[data-cmd=last]").first.click()
    page.wait_for_selector(".drawer:not([hidden]) .drawer-box")
    axe_check(page, "last trick drawer")
    page.keyboard.press("Escape")  # closes the drawer
    page.wait_for_selector(".drawer", state="hidden")
    axe_check(page, "King table with the score sheet")
    page.evaluate("document.querySelector('[data-cmd=new]').click()")  # a move made: it asks
    page.wait_for_selector("[role=dialog], [role=alertdialog]")
    axe_check(page, "confirmation dialog")
    page.keyboard.press("Escape")


def test_axe_358_auction_play_and_sheet_on_a_phone(browser, server, guard):
    ctx, page = guarded_page(browser, guard, (375, 667))
    try:
        page.goto(f"{server}/index.html?game=358&seed=3&speed=instant")
        page.wait_for_selector("html[data-ready='1']", timeout=60_000)
        page.evaluate(CLICK_TO_END, [1, "[data-action^='discard']"])
        axe_check(page, "3-5-8 talon")
        page.evaluate(CLICK_TO_END, [1, "[data-action^='announce'], [data-action^='trump']"])
        axe_check(page, "3-5-8 announce")
        page.evaluate(CLICK_TO_END, [1, "[data-role=trick] .card"])
        page.evaluate("document.querySelector('[data-cmd=sheet]').click()")
        page.wait_for_selector("[data-role=scoresheet]", state="visible")
        axe_check(page, "3-5-8 card play and score pad")
    finally:
        ctx.close()
    guard.check()


def test_axe_the_event_log_when_it_scrolls_is_reached_by_keyboard(page):
    # The log beside the table keeps a dozen lines in a box that scrolls: a keyboard user must
    # be able to reach it to scroll it (axe: scrollable-region-focusable).
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    log = page.locator("[data-role=event-log]")
    for _ in range(12):
        if log.evaluate("el => el.scrollHeight > el.clientHeight + 1"):
            break
        page.wait_for_selector("html[data-to-move='0'] [data-role=hand] .card[data-action]")
        page.locator("[data-role=hand] .card[data-action]").first.click()
    assert log.evaluate("el => el.scrollHeight > el.clientHeight + 1"), "the log never scrolled"
    axe_check(page, "King table with the event log scrolling")
    log.focus()
    assert log.evaluate("el => el === document.activeElement")


# --- focus is not advice, and every focused control can be read ---------------------------------

# The look of an element in-page: its text's contrast against its own background, the colours of
# its ring (outline and box-shadow) and the best contrast one of them has against what is around
# it (the parent's background; an outline drawn inside the element: the element's own).
# Colours: [r, g, b] after compositing over white.
LOOK = """(el) => {
  const rgba = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => (c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a, b) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
  const over = ([r, g, b, a = 1], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a),
    b * a + B * (1 - a)];
  const background = (node) => {  // composited from the root down
    const chain = [];
    for (let n = node; n && n.nodeType === 1; n = n.parentElement) chain.unshift(n);
    let colour = [255, 255, 255];
    for (const n of chain) {
      const s = getComputedStyle(n);
      const c = rgba(s.backgroundColor);
      if (c.length >= 3 && (c[3] === undefined || c[3] > 0)) colour = over(c, colour);
      // a gradient (the felt, a card): the mean of its colours
      const stops = [...s.backgroundImage.matchAll(/rgba?\\([^)]*\\)/g)].map((m) => rgba(m[0]));
      if (stops.length) {
        const mean = [0, 1, 2].map((i) => stops.reduce((t, x) => t + x[i], 0) / stops.length);
        colour = over([...mean, 1], colour);
      }
    }
    return colour;
  };
  const style = getComputedStyle(el);
  const own = background(el);
  const around = background(el.parentElement);
  const ring = [];  // [colour, what it is seen against]: an outline drawn inside, the element
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
    ring.push([rgba(style.outlineColor), parseFloat(style.outlineOffset) < 0 ? own : around]);
  }
  for (const m of style.boxShadow.matchAll(/rgba?\\([^)]*\\)/g)) ring.push([rgba(m[0]), around]);
  return {
    name: (el.getAttribute('data-cmd') || el.getAttribute('data-action')
      || el.getAttribute('data-dialog') || el.tagName + '.' + el.className) + ' '
      + (el.textContent.trim().slice(0, 24) || el.getAttribute('aria-label')),
    // (a control without text, as a notice's close button, has none to read; a box that scrolls,
    // as the score sheet, has its own text's colours in its children)
    text: el.matches('button, a, select, summary') && el.textContent.trim()
      ? ratio(over(rgba(style.color), own), own) : 21,
    ring: ring.map(([c, back]) => over(c, back).map(Math.round)),
    ringContrast: Math.max(0, ...ring.map(([c, back]) => ratio(over(c, back), back))),
    background: own.map(Math.round),
  };
}"""


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def looks_focused(page, look, where: str) -> None:
    """A focused control: text 4.5:1 on its background, a ring 3:1 against its surroundings."""
    assert look["text"] >= 4.5, f"{where}: {look['name']}: text contrast {look['text']:.2f}"
    assert look["ringContrast"] >= 3, f"{where}: {look}"


def test_focus_is_a_ring_unlike_the_hint_and_every_focused_control_reads(page):
    page.goto_app("?game=king&seed=2&speed=instant&lang=bg")
    # Hand 7, the trump choice: the focused suit is ringed, the hinted one glows yellow.
    page.evaluate(CLICK_TO_END, [1, "[data-action^='trump']"])
    page.locator("[data-cmd=hint]").first.click()
    hinted = page.locator("[data-action^='trump'].hint")
    hinted.wait_for(timeout=20_000)
    other = page.locator("[data-action^='trump']:not(.hint)").first
    hinted_look = hinted.evaluate(LOOK)
    page.keyboard.press("Shift+Tab")
    other.focus()
    focused = other.evaluate(LOOK)
    looks_focused(page, focused, "a suit")
    hint_colour = hinted_look["ring"][0]
    assert all(distance(c, hint_colour) > 120 for c in focused["ring"]), (focused, hinted_look)
    # Every control the keyboard reaches on the table reads when focused.
    seen = set()
    for _ in range(40):
        page.keyboard.press("Tab")
        look = page.evaluate(f"() => ({LOOK})(document.activeElement)")
        if look["name"] in seen or look["name"].startswith("BODY"):  # round the page
            break
        seen.add(look["name"])
        looks_focused(page, look, "the table")
    assert len(seen) > 10, seen
    # The match's end: its main button (yellow, like Next hand) focused under the pointer.
    page.evaluate(CLICK_TO_END, [1, None])
    button = page.locator(".cmd.big").first
    button.focus()
    button.hover()
    looks_focused(page, button.evaluate(LOOK), "the main button, focused under the pointer")


def test_a_dialogs_safe_choice_is_the_bright_focused_one(page):
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    page.wait_for_selector("html[data-to-move='0'] [data-role=hand] .card[data-action]")
    page.locator("[data-role=hand] .card[data-action]").first.click()
    page.wait_for_selector("html[data-to-move='0'] [data-role=hand] .card[data-action]")
    page.keyboard.press("Shift+Tab")
    page.evaluate("document.querySelector('[data-cmd=new]').click()")
    dialog = page.locator("[role=alertdialog]")
    dialog.wait_for()
    keep, lose = dialog.locator("[data-dialog=cancel]"), dialog.locator("[data-dialog=ok]")
    assert keep.evaluate("el => el === document.activeElement")
    hex_accent = page.evaluate("getComputedStyle(document.body).getPropertyValue('--accent')")
    accent = "rgb({}, {}, {})".format(*bytes.fromhex(hex_accent.strip().lstrip("#")))
    assert keep.evaluate("el => getComputedStyle(el).backgroundColor") == accent
    assert lose.evaluate("el => getComputedStyle(el).backgroundColor") != accent
    for button in (keep, lose):
        button.focus()
        button.hover()
        looks_focused(page, button.evaluate(LOOK), "the New game dialog")
    page.keyboard.press("Escape")


# Every layout shift of the page, from its first paint (buffered), with what moved.
SHIFTS = """window.shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!e.hadRecentInput) {
      window.shifts.push({value: e.value, nodes: e.sources.map((s) => s.node && s.node.nodeName)});
    }
  }
}).observe({type: 'layout-shift', buffered: true});"""


def test_the_menu_arrives_without_moving_the_page(browser, server, guard):
    # The loading screen's top margin collapsed through the body: when the menu replaced it the
    # whole body moved up (0.07 here, 0.17 in Lighthouse's phone). What arrives is new; nothing
    # that was there moves.
    ctx, page = guarded_page(browser, guard, (412, 823))
    try:
        ctx.add_init_script(SHIFTS)
        page.goto(f"{server}/index.html?lang=en", wait_until="commit")
        page.wait_for_selector("html[data-ready='1'] [data-game='king']", timeout=60_000)
        page.evaluate("new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 100)))")
        shifts = page.evaluate("window.shifts")
        assert sum(s["value"] for s in shifts) < 0.01, shifts
    finally:
        ctx.close()
    guard.check()
