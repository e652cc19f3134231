"""The page boots offline from the vendored runtime to the menu."""

from playwright.sync_api import expect


def test_page_boots_offline_to_the_menu(page, guard):
    page.goto_app()
    assert page.locator("#loading").count() == 0, "the loading screen must be replaced"
    assert page.locator("#app").is_visible()
    assert page.locator("[data-game='king']").is_visible()
    assert page.locator("[data-game='358']").is_visible()


def test_loading_screen_shows_at_once(page):
    page.goto_app(wait_ready=False)
    # The static screen is in the HTML itself: visible before any script has run.
    expect(page.locator("#loading h1")).to_be_visible(timeout=20_000)
    page.wait_for_selector("html[data-ready='1']", timeout=60_000)
