"""The table's chrome (issue 14): the question before a game in progress is lost, notices as
toasts that cover nothing, Escape, a toolbar that fits a phone, settings at the table, and the
language chosen last."""

from __future__ import annotations

import json

import pytest

from tests.conftest import guarded_page

P = "cardgames."
MY_TURN = "document.documentElement.dataset.toMove === '0'"
CORRUPT = '{"format": 1, "actions": ['

# Every visible control or card on the page, outside the notices: [x, y, w, h, what].
TARGETS = """() => [...document.querySelectorAll(
    'button, select, input, [data-action], [data-cmd], .card, [data-card]')]
  .filter((el) => !el.closest('#notices') && el.offsetParent !== null)
  .map((el) => { const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height, el.outerHTML.slice(0, 80)]; })
  .filter((r) => r[2] > 0 && r[3] > 0)"""
TOASTS = """() => [...document.querySelectorAll('#notices .notice')].map((el) => {
  const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })"""
HAND_IN_VIEW = """() => [...document.querySelectorAll('.hand [data-card]')].every((el) => {
  const r = el.getBoundingClientRect(); return r.bottom <= innerHeight + 1 && r.top >= 0; })"""
IN_DIALOG = "() => !!document.activeElement.closest('[role=alertdialog], [role=dialog], dialog')"


def state(page) -> dict:
    """What must not change when the player keeps the game: the deal, the sheet, the hand, the
    saved revision."""
    return {
        "code": page.locator("[data-role='deal-code']").inner_text(),
        "sheet": page.locator("[data-role='scoresheet']").first.inner_html(),
        "hand": page.locator(".hand-area").inner_html(),
        "meta": page.evaluate(f"localStorage.getItem('{P}meta.king')"),
        "game": page.evaluate(f"localStorage.getItem('{P}game.king')"),
    }


def seed_storage(page, data: dict):
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" const d = {json.dumps(data)};"
        " for (const k in d) localStorage.setItem(k, d[k]); }"
    )


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def assert_toasts_cover_nothing(page):
    toasts = page.evaluate(TOASTS)
    assert toasts
    for toast in toasts:
        hit = [t[4] for t in page.evaluate(TARGETS) if overlaps(toast, t)]
        assert not hit, f"a toast covers {hit}"


def test_new_game_asks_first_cancel_keeps_everything_confirm_starts_anew(page):
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    page.wait_for_function(MY_TURN)
    page.locator(".hand [data-action]").first.click()
    page.wait_for_function(MY_TURN)
    before = state(page)
    new = page.locator(".toolbar [data-cmd='new']")
    # cancel by the button: focus inside the dialog (Tab cycles), nothing changed
    new.click()
    dlg = page.locator("[role='alertdialog']")
    assert dlg.is_visible()
    assert dlg.get_attribute("aria-modal") == "true"
    assert "hand 1 of 10" in dlg.inner_text() and "lost" in dlg.inner_text()
    assert page.evaluate("document.activeElement.dataset.dialog") == "cancel"
    for _ in range(3):
        page.keyboard.press("Tab")
        assert page.evaluate(IN_DIALOG)
    page.locator("[role='alertdialog'] [data-dialog='cancel']").click()
    assert page.locator("[role='alertdialog']").count() == 0
    assert page.evaluate("document.activeElement.dataset.cmd") == "new"
    assert state(page) == before
    # Escape cancels too
    new.click()
    assert page.locator("[role='alertdialog']").is_visible()
    page.keyboard.press("Escape")
    assert page.locator("[role='alertdialog']").count() == 0
    page.wait_for_function(MY_TURN)
    assert state(page) == before
    # confirm: a new game, which (no move of the player yet) is left without a question
    new.click()
    page.locator("[role='alertdialog'] [data-dialog='ok']").click()
    page.wait_for_function(MY_TURN)
    code = page.locator("[data-role='deal-code']").inner_text()
    assert code != before["code"]
    page.locator(".toolbar [data-cmd='new']").click()
    page.wait_for_function(
        f"document.querySelector('[data-role=deal-code]').textContent != '{code}'"
    )
    assert page.locator("[role='alertdialog']").count() == 0


def test_the_menus_new_game_asks_when_a_saved_game_would_be_replaced(page):
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    page.wait_for_function(MY_TURN)
    page.locator(".hand [data-action]").first.click()
    page.wait_for_function(MY_TURN)
    saved = page.evaluate(f"localStorage.getItem('{P}game.king')")
    page.locator("[data-cmd='menu']").click()
    page.locator("[data-game='king']").click()
    assert page.locator("[role='alertdialog']").is_visible()
    page.keyboard.press("Escape")
    assert page.locator("[data-game='king']").is_visible()  # still the menu
    assert page.evaluate(f"localStorage.getItem('{P}game.king')") == saved
    # A deal code of that game replaces it too: the same question first.
    page.fill("[data-role='deal-code-input']", "K-default-5")
    page.press("[data-role='deal-code-input']", "Enter")
    assert page.locator("[role='alertdialog']").is_visible()
    page.locator("[role='alertdialog'] [data-dialog='cancel']").click()
    assert page.locator("[data-game='king']").is_visible()
    assert page.evaluate(f"localStorage.getItem('{P}game.king')") == saved
    page.locator("[data-game='king']").click()
    page.locator("[role='alertdialog'] [data-dialog='ok']").click()
    page.wait_for_function(MY_TURN)
    assert page.evaluate(f"localStorage.getItem('{P}game.king')") != saved


TABLE_BOXES = """() => ['.felt', '.hand-area', '.topbar'].map((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; })"""


def assert_toasts_cover_no_card_or_action(page):
    """On a narrow screen the toasts lie over the top bar (issue 27: they never move the table):
    never over a card, a legal action or the felt."""
    toasts = page.evaluate(TOASTS)
    assert toasts
    felt = page.evaluate(
        "() => { const r = document.querySelector('.felt').getBoundingClientRect();"
        " return [r.x, r.y, r.width, r.height]; }"
    )
    for toast in toasts:
        hit = [
            t[4]
            for t in page.evaluate(TARGETS)
            if overlaps(toast, t) and ("data-action" in t[4] or "card" in t[4])
        ]
        assert not hit, f"a toast covers {hit}"
        assert not overlaps(toast, felt), "a toast lies over the felt"


@pytest.mark.parametrize("size", [(1280, 800), (375, 667), (667, 375)])
def test_toasts_cover_no_card_never_move_the_table_close_and_at_most_three(
    browser, server, guard, size
):
    wide = size[0] > 900
    ctx, page = guarded_page(browser, guard, size)
    try:
        seed_storage(
            page,
            {P + "game.king": CORRUPT, P + "game.358": CORRUPT, P + "stats": CORRUPT},
        )
        page.goto(f"{server}/index.html?game=king&seed=3&speed=instant&lang=en")
        page.wait_for_selector("html[data-ready='1']", timeout=60_000)
        page.wait_for_function(MY_TURN)
        toasts = page.locator("[role='alert'] .notice")
        assert toasts.count() == 3
        assert "could not be read" in page.locator("[role='alert']").inner_text()
        assert page.evaluate(HAND_IN_VIEW)
        if not wide:
            # over the top bar: no card, no action, not the felt; closed, the table is where it was
            assert_toasts_cover_no_card_or_action(page)
            # one at a time, the newest; the others wait under it
            assert [toasts.nth(i).is_visible() for i in range(3)] == [False, False, True]
            with_toasts = page.evaluate(TABLE_BOXES)
            while toasts.count():
                page.locator("[data-notice-cmd='close']").last.click()
            assert page.evaluate(TABLE_BOXES) == with_toasts
            page.locator("[data-cmd='hint']").click()  # the toolbar is usable again
            guard.check()
            return
        assert_toasts_cover_nothing(page)
        page.locator("[data-cmd='hint']").click()  # reachable: nothing lies over it
        # a fourth notice: the oldest goes
        page.locator("[data-cmd='menu']").click()
        page.fill("[data-role='deal-code-input']", "hello")
        page.locator("[data-menu='deal']").click()
        assert toasts.count() == 3
        assert page.locator("[data-notice='deal-code']").count() == 1
        assert page.locator("[data-notice='bad-game.king']").count() == 0
        assert_toasts_cover_nothing(page)
        # the close button takes a toast away
        close = page.locator("[data-notice='deal-code'] [data-notice-cmd='close']")
        assert close.get_attribute("aria-label")
        close.click()
        assert toasts.count() == 2
        assert page.locator("[data-notice='deal-code']").count() == 0
        guard.check()
    finally:
        ctx.close()


def test_escape_closes_each_drawer_and_the_toolbar_stays_usable(page):
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    while True:
        page.wait_for_function(MY_TURN)
        if page.locator("[data-cmd='last']").is_enabled():
            break
        page.locator(".hand [data-action]").first.click()
    drawer = page.locator(".drawer")
    for cmd in ("last", "tricks", "review"):
        page.locator(f".toolbar [data-cmd='{cmd}']").click()
        assert drawer.is_visible()
        page.keyboard.press("Escape")
        assert not drawer.is_visible(), cmd
        assert page.evaluate("document.activeElement.dataset.cmd") == cmd
    # while a drawer is open, the toolbar is not covered: another command is clicked through
    page.locator(".toolbar [data-cmd='last']").click()
    page.locator(".toolbar [data-cmd='tricks']").click()  # fails if anything lies over it
    assert page.locator(".toolbar [data-cmd='tricks']").get_attribute("aria-pressed") == "true"
    page.locator(".toolbar [data-cmd='hint']").click()
    page.locator(".drawer [data-cmd='close']").click()
    assert not drawer.is_visible()


def test_the_toolbar_fits_a_phone(browser, server, guard):
    ctx, page = guarded_page(browser, guard, (375, 667), phone=True)
    try:
        for lang in ("en", "pt-BR", "bg"):
            page.goto(f"{server}/index.html?game=king&seed=3&speed=instant&lang={lang}")
            page.wait_for_selector("html[data-ready='1']", timeout=60_000)
            page.wait_for_function(MY_TURN)
            assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
            # at 360 px too (Bulgarian's words are the longest): "⋯" on the screen, the three
            # buttons beside it whole
            page.set_viewport_size({"width": 360, "height": 640})
            page.wait_for_function("innerWidth === 360")
            assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth"), lang
            assert page.evaluate(
                "[...document.querySelectorAll('.toolbar > .cmd, .toolbar .more-toggle')]"
                ".filter((e) => e.offsetParent).every((e) => e.scrollWidth <= e.clientWidth + 1"
                " && e.getBoundingClientRect().right <= innerWidth)"
            ), lang
            page.set_viewport_size({"width": 375, "height": 667})
            page.wait_for_function("innerWidth === 375")
            cmds = page.evaluate(
                "[...document.querySelectorAll('.toolbar [data-cmd]')].map((e) => e.dataset.cmd)"
            )
            assert {"hint", "undo", "last", "tricks", "new", "menu", "settings"} <= set(cmds)
            hidden = [
                c for c in cmds if not page.locator(f".toolbar [data-cmd='{c}']").is_visible()
            ]
            assert hidden, "a phone folds some commands into the overflow menu"
            toggle = page.locator(".toolbar [data-cmd='more']")
            assert toggle.get_attribute("aria-expanded") == "false"
            toggle.click()
            assert toggle.get_attribute("aria-expanded") == "true"
            for c in cmds:
                el = page.locator(f".toolbar [data-cmd='{c}']")
                assert el.is_visible(), c
                box = el.bounding_box()
                assert box["x"] >= 0 and box["x"] + box["width"] <= 375, c
            assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
            page.keyboard.press("Escape")
            assert toggle.get_attribute("aria-expanded") == "false"
            assert [c for c in cmds if page.locator(f".toolbar [data-cmd='{c}']").is_visible()]
        # an item of the overflow menu works and closes the menu
        page.locator(".toolbar [data-cmd='more']").click()
        page.locator(".more-list [data-cmd='tricks']").click()
        assert page.locator(".drawer").is_visible()
        assert page.locator(".toolbar [data-cmd='more']").get_attribute("aria-expanded") == "false"
        guard.check()
    finally:
        ctx.close()


def test_settings_at_the_table_change_at_once_and_are_remembered(page):
    page.goto_app("?game=king&seed=3&speed=instant")
    page.wait_for_function(MY_TURN)
    page.locator(".hand [data-action]").first.click()
    page.wait_for_function(MY_TURN)
    page.locator(".toolbar [data-cmd='settings']").click()
    dlg = page.locator("[data-role='table-settings']")
    assert dlg.is_visible()
    assert page.evaluate(IN_DIALOG)
    dlg.locator("select[data-setting='speed']").select_option("fast")
    dlg.locator("input[data-setting='four_colour']").check()
    assert "four-colour" in page.locator("html").get_attribute("class")
    dlg.locator("select[data-setting='lang']").select_option("pt-BR")
    assert page.locator("html").get_attribute("lang") == "pt-BR"
    assert page.locator(".toolbar [data-cmd='menu']").inner_text() == "Menu"
    assert page.locator(".toolbar [data-cmd='undo']").inner_text() == "Desfazer"
    assert "Ritmo" in dlg.inner_text()  # the dialog speaks the new language too
    page.keyboard.press("Escape")
    assert page.locator("[data-role='table-settings']").count() == 0
    stored = json.loads(page.evaluate(f"localStorage.getItem('{P}settings')"))
    assert (stored["speed"], stored["four_colour"], stored["lang"]) == ("fast", True, "pt-BR")
    # after a reload: the game resumed, in Portuguese, four colours, the menu shows the pace
    page.goto_app("")
    assert page.locator("html").get_attribute("lang") == "pt-BR"
    assert "four-colour" in page.locator("html").get_attribute("class")
    assert page.locator(".toolbar [data-cmd='undo']").inner_text() == "Desfazer"
    page.locator(".toolbar [data-cmd='menu']").click()
    assert page.locator("select[data-setting='speed']").input_value() == "fast"
    assert page.locator("input[data-setting='four_colour']").is_checked()


def test_the_language_picked_in_the_menu_sticks_when_continuing(page):
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    page.wait_for_function(MY_TURN)
    page.locator(".hand [data-action]").first.click()
    page.wait_for_function(MY_TURN)
    page.locator("[data-cmd='menu']").click()
    page.locator("select[data-setting='lang']").select_option("bg")
    page.locator(".menu-resume [data-resume='king']").click()
    page.wait_for_function(MY_TURN)
    assert page.locator("html").get_attribute("lang") == "bg"
    assert page.locator(".toolbar [data-cmd='menu']").inner_text() == "Меню"
    page.goto_app("?speed=instant")  # a reload continues the game, still in Bulgarian
    page.wait_for_function(MY_TURN)
    assert page.locator("html").get_attribute("lang") == "bg"
    assert page.locator(".toolbar [data-cmd='menu']").inner_text() == "Меню"
