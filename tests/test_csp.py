"""The page's Content-Security-Policy (issue 26): no ``'unsafe-inline'`` for styles, in the page
and in the built site, and no part of the game that needs it. The page's looks come from its
style sheets; what code sets (the hand's ``--n``, a flying card's place) goes through the CSSOM
or data attributes, which a policy without ``'unsafe-inline'`` allows. ``'unsafe-eval'`` stays:
PyScript's core composes its worker hooks with ``Function()`` as the page starts."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from tests.conftest import BOOT_TIMEOUT_MS, ROOT, guarded_page

META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
STYLE_DIRECTIVES = ("style-src", "style-src-elem", "style-src-attr", "default-src")

# Every violation from the first byte on (an init script runs before the page's own scripts).
WATCH = r"""
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => {
  const t = e.target instanceof Element
    ? e.target.localName + (e.target.id ? '#' + e.target.id : '')
      + (e.target.className && e.target.className.baseVal === undefined
         ? '.' + e.target.className.trim().split(/\s+/).join('.') : '')
    : '';
  window.__csp.push([e.effectiveDirective, e.blockedURI, t, JSON.stringify(e.sample || ''),
    (e.sourceFile || '') + ':' + e.lineNumber].join(' '));
}, true);
"""
TURN = "document.documentElement.dataset.toMove === '0'"


def policy(html: str) -> dict[str, list[str]]:
    """The page's policy: each directive with its sources."""
    found = META.findall(html)
    assert len(found) == 1, "the page has exactly one Content-Security-Policy"
    directives = {}
    for part in found[0].split(";"):
        words = part.split()
        if words:
            directives[words[0]] = words[1:]
    return directives


def strict(html: str) -> str:
    """The page's own policy without ``'unsafe-inline'`` anywhere (the browser test serves it as
    a header too, so that it holds whatever the page's meta says); ``'report-sample'`` only
    makes a violation show the start of what was refused."""
    return "; ".join(
        " ".join(
            [name]
            + [s for s in sources if s != "'unsafe-inline'"]
            + (["'report-sample'"] if name.startswith("style-src") else [])
        )
        for name, sources in policy(html).items()
    )


def check_policy(html: str) -> None:
    directives = policy(html)
    for name in STYLE_DIRECTIVES:
        assert "'unsafe-inline'" not in directives.get(name, []), name
    # the rest stays as it was
    assert directives["style-src"] == ["'self'"]
    assert directives["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"]
    assert directives["default-src"] == ["'self'"] and directives["object-src"] == ["'none'"]


def test_the_pages_policy_allows_no_inline_style():
    check_policy((ROOT / "index.html").read_text(encoding="utf-8"))


def test_the_built_pages_policy_allows_no_inline_style(built_site: Path):
    check_policy((built_site / "index.html").read_text(encoding="utf-8"))


def test_the_page_has_no_style_attribute_or_element():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"<style\b|\sstyle=", html)


def test_the_style_sheet_says_every_row_size_the_code_can_give():
    """A row of cards says its size as data-n (ui/table/cards.py's row_size: 1 .. ROW_MOST), which
    ui/table.css turns into --n: a rule for each, each giving its own number."""
    source = (ROOT / "ui" / "table" / "cards.py").read_text(encoding="utf-8")
    most = int(re.search(r"^ROW_MOST = (\d+)$", source, re.M).group(1))
    css = (ROOT / "ui" / "table.css").read_text(encoding="utf-8")
    rules = re.findall(r'\[data-n="(\d+)"\] \{ --n: (\d+); \}', css)
    assert [int(a) for a, _ in rules] == list(range(1, most + 1))
    assert all(a == b for a, b in rules)
    assert most >= 20  # 3-5-8's talon step: 16 cards and the talon's 4


# --- the page under the strict policy, through every screen --------------------------------


def strict_page(page, server):
    """``page`` with the watch installed and index.html served with its own policy, less any
    ``'unsafe-inline'``, as a header (a header's policy is enforced beside the meta's)."""
    page.add_init_script(WATCH)

    def serve(route):
        response = route.fetch()
        body = response.text()
        headers = {**response.headers, "content-security-policy": strict(body)}
        route.fulfill(response=response, body=body, headers=headers)

    page.route(f"{server}/index.html*", serve)
    return page


def violations(page) -> list[str]:
    return page.evaluate("window.__csp")


def wait_turn(page):
    page.wait_for_function(TURN, timeout=60_000)


def play(page, moves: int) -> None:
    for _ in range(moves):
        wait_turn(page)
        page.locator(".hand [data-action]").first.click()


# Each row of cards (the hand, the fans): [the size it says, --n as the style sheet makes it].
ROWS = """() => [...document.querySelectorAll('.hand, .fan')].map((e) => [e.dataset.n,
  getComputedStyle(e).getPropertyValue('--n').trim()])"""


def check_rows(page, held: int) -> None:
    """Every fan and the hand get --n from the style sheet; the hand says its ``held`` cards."""
    rows = page.evaluate(ROWS)
    assert len(rows) == 3 and all(said == n and 1 <= int(n) <= 20 for said, n in rows), rows
    cards = page.eval_on_selector(".hand", "e => e.querySelectorAll('.card').length")
    assert int(page.get_attribute(".hand", "data-n")) == cards == held


def through_the_talon(page) -> None:
    """The human is the 8-player of the first deal: trumps, the talon, four discards, play."""
    wait_turn(page)
    check_rows(page, 16)
    page.locator("[data-action='trump S']").click()
    wait_turn(page)
    assert page.get_attribute("html", "data-phase") == "discard"
    check_rows(page, 20)  # the 16 cards and the talon's 4
    for _ in range(4):
        wait_turn(page)
        page.locator("[data-action^='discard ']").first.click()
    play(page, 3)


def seen(page, where: str, log: list) -> None:
    log.extend(f"{where}: {v}" for v in violations(page))


def report(found: list[str]) -> str:
    """Each violation once, with how many times it happened."""
    counts = Counter(found)
    return f"{len(found)} refused:\n" + "\n".join(f"{n} x {v}" for v, n in counts.items())


def test_no_screen_of_the_game_needs_an_inline_style(page, server, guard):
    import engine
    from tests.test_ui_blato import eight_seed
    from tests.test_ui_position import play_until

    # What was violated is named here; the console error it also makes is allowed, so that
    # this message, not the guard's, says it.
    guard.allowed_errors.append("Content Security Policy")
    strict_page(page, server)
    log: list[str] = []

    # the menu, the rules page, the statistics, a lesson
    page.goto_app("?lang=en&level=random&speed=normal")
    page.locator("[data-menu-game='king'] [data-cmd='rules']").click()
    page.wait_for_selector("article[data-role='rules'][data-kind='king']")
    page.locator("[data-menu='back']").first.click()
    page.locator("[data-menu='stats']").click()
    page.wait_for_selector("[data-role='statistics']")
    page.locator("[data-menu='back']").first.click()
    page.click("[data-menu-game='king'] [data-cmd='learn']")
    page.wait_for_selector("[data-role='guide']", timeout=30_000)
    page.wait_for_selector(".guide-mark[data-action]", timeout=60_000)
    page.click(".guide-mark")
    page.click("[data-cmd='guide-menu']")
    page.wait_for_selector("[data-menu-game='king'] [data-game='king']")
    seen(page, "menu, rules, statistics, lesson", log)

    # a King table: a few moves with the cards flying, the last trick, the sheet, a dialog
    page.click("[data-menu-game='king'] [data-game='king']")
    play(page, 6)
    wait_turn(page)
    page.locator(".toolbar [data-cmd='last']").click()
    page.wait_for_selector(".drawer", state="visible")
    page.locator(".drawer [data-cmd='close']").click()
    assert page.locator("table[data-role='scoresheet']").count() == 1
    page.locator(".toolbar [data-cmd='new']").click()
    page.wait_for_selector("dialog[open]")
    page.click("[data-dialog='cancel']")
    seen(page, "King table", log)

    # a 3-5-8 table through the talon step, with the 20-card hand
    page.goto_app(f"?game=358&level=random&speed=normal&seed={eight_seed()}&lang=en")
    through_the_talon(page)
    seen(page, "3-5-8 table", log)

    # a replay
    game = play_until("king", 5, lambda g: len(g.score_sheet()) >= 1, level="random")
    assert engine.load_game(game.to_json()).log == game.log
    page.goto_app(f"?game=king&record={game.record()}&hand=1&lang=en")
    for _ in range(3):
        page.click("[data-cmd=next]")
    seen(page, "replay", log)

    assert not log, report(log)


def test_the_phone_table_needs_no_inline_style(browser, guard, server):
    """The narrow screen's layout (its own rules for the hand, the folded toolbar)."""
    from tests.test_ui_blato import eight_seed

    guard.allowed_errors.append("Content Security Policy")
    ctx, page = guarded_page(browser, guard, (375, 667), phone=True)
    try:
        strict_page(page, server)
        query = f"?game=358&level=random&speed=normal&seed={eight_seed()}&lang=bg"
        page.goto(f"{server}/index.html{query}")
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        through_the_talon(page)
        found = violations(page)
    finally:
        ctx.close()
    guard.check()
    assert not found, report(found)
