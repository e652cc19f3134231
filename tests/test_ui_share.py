"""Sharing (ui/screens/share.py): "copy a link to this position" and "copy a link to this hand" from
the table's toolbar (the "⋯" menu on a phone), the end-of-hand summary and the review; the link is
this page's own address and opens the same position, or the hand as a replay; where the browser will
not copy, the link is shown selected in a field. The toolbar's Rules button."""

from __future__ import annotations

import json

import pytest

import engine
from tests.conftest import BOOT_TIMEOUT_MS, guarded_page
from tests.test_ui_position import enabled, hand_cards, play_until

REFUSE = (
    "Object.defineProperty(navigator, 'clipboard', {value: {writeText: () =>"
    " Promise.reject(new DOMException('not allowed', 'NotAllowedError'))}})"
)


def at_my_turn(kind: str, seed: int):
    """The game a page at ``?game=KIND&seed=N`` shows at the player's first turn (its bots are
    medium, seeded as the page seeds them)."""
    game = engine.new_game(kind, seed=seed)
    bots = {s: engine.bots.make("medium", seed=seed * 7 + s) for s in range(1, 4)}
    while game.to_move != 0:
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    return game


def share(page, which: str) -> None:
    """Open the toolbar's Share (from the overflow menu when it is folded away) and copy."""
    if not page.locator(".toolbar [data-cmd=share]").is_visible():
        page.click("[data-cmd=more]")
    page.click(".toolbar [data-cmd=share]")
    page.click(f"dialog.share [data-share={which}]")


def copied(page) -> str:
    page.locator("[role=alert] .notice", has_text="Link copied.").wait_for()
    return page.evaluate("navigator.clipboard.readText()")


@pytest.fixture
def clipboard(context, server):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)


def test_a_link_to_this_position_opens_the_same_position(page, server, clipboard):
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    mine = enabled(page)
    share(page, "position")
    link = copied(page)
    assert link.startswith(f"{server}/index.html?game=king&position=")  # this page's address
    assert link.endswith(at_my_turn("king", 3).position())
    assert page.locator("dialog.share").count() == 0  # copied: the dialog closed
    page.goto(link)
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("[data-action]:not([disabled])")
    assert enabled(page) == mine


def test_a_link_to_this_hand_opens_it_as_a_replay(page, server, clipboard):
    page.goto_app("?game=358&seed=5&speed=instant&lang=en")
    page.wait_for_function("document.documentElement.dataset.toMove === '0'")
    mine = hand_cards(page)
    share(page, "hand")
    link = copied(page)
    assert link.startswith(f"{server}/index.html?game=358&record=") and link.endswith("&hand=1")
    page.goto(link)
    page.wait_for_selector("[data-role=replay]", timeout=BOOT_TIMEOUT_MS)
    assert page.inner_text("[data-role=replay-count]").startswith("Move 0 of ")
    page.keyboard.press("End")  # the whole game so far: the end is where it was shared
    assert hand_cards(page) == mine


def test_the_end_of_a_hand_copies_the_link_to_that_hand(page, server, clipboard):
    """The summary at the end of hand 1 (and the review of it) copy a link to hand 1."""

    def last_card_mine(g) -> bool:
        return g.to_move == 0 and g.view(0)["phase"] == "play" and len(g.view(0)["hand"]) == 1

    game = play_until("king", 2, last_card_mine)
    page.goto_app(f"?game=king&position={game.position()}&speed=fast&lang=en")
    page.click("[data-action]:not([disabled])")  # the hand's last card: its summary waits
    summary = page.locator("[data-role=hand-summary] [data-cmd=share-hand]")
    assert summary.get_attribute("data-hand") == "1"
    summary.click()
    link = copied(page)
    assert "&record=" in link and link.endswith("&hand=1")
    page.click("[data-cmd=continue]")
    if not page.locator(".toolbar [data-cmd=review]").is_visible():
        page.click("[data-cmd=more]")
    page.click(".toolbar [data-cmd=review]")
    button = page.locator("[data-role=review] [data-cmd=share-hand]")
    button.wait_for(timeout=BOOT_TIMEOUT_MS)
    assert button.get_attribute("data-hand") == "1"


def test_where_the_browser_will_not_copy_the_link_is_shown_selected(page, server):
    page.add_init_script(REFUSE)
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    share(page, "position")
    field = page.locator("dialog.share [data-role=share-field] input")
    field.wait_for()
    want = f"{server}/index.html?game=king&position={at_my_turn('king', 3).position()}"
    assert field.input_value() == want
    assert page.evaluate(
        "(() => { const f = document.activeElement;"
        " return f.tagName === 'INPUT' && f.selectionStart === 0"
        " && f.selectionEnd === f.value.length; })()"
    )
    page.keyboard.press("Escape")
    assert page.locator("dialog.share").count() == 0
    assert page.evaluate("document.activeElement.dataset.cmd") == "share"


def test_in_a_frame_not_allowed_to_copy_the_link_is_shown_without_trying(page, server):
    """An embed whose iframe lacks allow="clipboard-write": trying to copy would log a
    Permissions policy violation (a console error, which the guard fails on)."""
    src = f"{server}/index.html?embed=1&game=king&seed=3&speed=instant&lang=en"
    parent = f"{server}/test-parent.html"
    page.route(
        parent,
        lambda route: route.fulfill(
            content_type="text/html",
            body=f'<iframe allow="clipboard-write \'none\'" src="{src}"'
            ' style="width:1000px;height:760px;border:0"></iframe>',
        ),
    )
    page.goto(parent)
    frame = page.frame_locator("iframe")
    frame.locator("html[data-ready='1']").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    if not frame.locator(".toolbar [data-cmd=share]").is_visible():
        frame.locator("[data-cmd=more]").click()
    frame.locator(".toolbar [data-cmd=share]").click()
    frame.locator("dialog.share [data-share=position]").click()
    field = frame.locator("dialog.share [data-role=share-field] input")
    field.wait_for()
    assert field.input_value().endswith(at_my_turn("king", 3).position())


def test_a_saved_game_whose_seed_no_link_can_hold_says_so_instead_of_failing(page):
    """An earlier version took any typed deal number; such a game loads and plays (engine
    Game.saved), but position() and record() refuse its seed (SaveError "seed")."""
    seed = engine.MAX_SEED + 12345
    save = json.dumps(dict(json.loads(engine.new_game("king", seed=3).to_json()), seed=seed))
    assert engine.load_game(save).seed == seed
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('cardgames.game.king', {json.dumps(save)});"
        " localStorage.setItem('cardgames.current', 'king'); }"
    )
    page.goto_app("?lang=en&speed=instant")
    page.wait_for_selector("[data-action]:not([disabled])")
    for which in ("position", "hand"):
        share(page, which)
        page.locator("[role=alert] .notice", has_text="too large for a link").wait_for()
        assert page.locator("dialog.share").count() == 0
    page.click("[data-action]:not([disabled]) >> nth=0")  # the game itself goes on


def test_on_a_phone_share_and_rules_are_in_the_toolbars_overflow_menu(browser, guard, server):
    ctx, pg = guarded_page(browser, guard, (375, 667), phone=True)
    try:
        pg.goto(f"{server}/index.html?game=358&seed=5&speed=instant&lang=en")
        pg.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        assert not pg.locator(".toolbar [data-cmd=share]").is_visible()
        pg.click("[data-cmd=more]")
        pg.click(".toolbar [data-cmd=rules]")
        rules = pg.locator("dialog[open][data-role=rules]")
        rules.wait_for()
        assert rules.get_attribute("data-kind") == "358"
        pg.keyboard.press("Escape")
        rules.wait_for(state="detached")
        pg.click("[data-cmd=more]")
        pg.click(".toolbar [data-cmd=share]")
        box = pg.locator("dialog.share[open]")
        box.wait_for()
        width = box.evaluate("el => el.getBoundingClientRect().right")
        assert width <= 375, "the share dialog runs off a phone's screen"
        guard.check()
    finally:
        ctx.close()


def test_the_share_dialog_has_no_serious_accessibility_fault(page):
    from tests.test_ui_a11y import axe_check

    page.add_init_script(REFUSE)
    page.goto_app("?game=king&seed=3&speed=instant&lang=en")
    share(page, "hand")
    page.locator("dialog.share [data-role=share-field] input").wait_for()
    axe_check(page, "share dialog")
