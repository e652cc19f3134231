"""The loading screen speaks the browser's language before Python runs (ui/boot.js with the
catalogues' words, ui/locale/words.js), and the app goes on in the same language."""

import pytest

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
    assert page.locator("#loading h1").inner_text() == "Кинг и 3-5-8"
    assert page.locator("#loading-step").inner_text().startswith("Зарежда")
    assert page.evaluate("document.documentElement.lang") == "bg"
    assert page.title().startswith("Кинг и 3-5-8")
    page.wait_for_selector("html[data-ready='1']", timeout=60_000)
    assert "Кинг" in page.locator("[data-game='king']").inner_text()


def test_the_urls_language_comes_first(page):
    page.goto_app("?lang=pt-BR", wait_ready=False)
    assert page.locator("#loading [data-word='intro']").inner_text().startswith("King brasileiro")
    assert page.evaluate("document.documentElement.lang") == "pt-BR"
