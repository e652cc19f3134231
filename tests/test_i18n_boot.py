"""The loading screen speaks the browser's language before Python runs (ui/boot.js with the
catalogues' words, ui/locale/words.js), and the app goes on in the same language."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.fixture
def context(browser, guard):
    """A Bulgarian browser."""
    ctx = browser.new_context(
        viewport={"width": 1280, "height": 800}, service_workers="block", locale="bg-BG"
    )
    ctx.route("**/*", guard.route)
    yield ctx
    ctx.close()


def test_the_loading_screen_speaks_the_browsers_language(page):
    page.goto_app(wait_ready=False)
    # (before Python replaces the loading screen; a busy machine may take seconds to run boot.js)
    expect(page.locator("#loading h1")).to_have_text("Кинг и 3-5-8", timeout=20_000)
    expect(page.locator("#loading-step")).to_have_text(re.compile("^Зарежда"))
    expect(page.locator("html")).to_have_attribute("lang", "bg")
    expect(page).to_have_title(re.compile("^Кинг и 3-5-8"))
    page.wait_for_selector("html[data-ready='1']", timeout=60_000)
    assert "Кинг" in page.locator("[data-game='king']").inner_text()


def test_the_urls_language_comes_first(page):
    page.goto_app("?lang=pt-BR", wait_ready=False)
    intro = page.locator("#loading [data-word='intro']")
    expect(intro).to_have_text(re.compile("^King brasileiro"), timeout=20_000)
    expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
