"""Accessibility: axe-core (an npm devDependency, never shipped) finds no serious or critical
violation on the menu, both tables (3-5-8's auction and card play), the score sheets, the
drawer, the statistics page, the confirmation dialog and the event log when it scrolls.

The page's CSP allows only its own scripts, so axe's source is evaluated through the test
driver, not added as an inline script."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import CLICK_TO_END, guarded_page

pytestmark = pytest.mark.browser

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
