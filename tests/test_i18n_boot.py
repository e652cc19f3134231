"""The loading screen speaks the browser's language before Python runs (ui/start/boot.js with the
catalogues' words, ui/locale/words.js), and the app goes on in the same language."""

import re

import pytest
from playwright.sync_api import expect


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


# In the page's own Python (the instance ui/start/runtime.js started): numbers as Intl.NumberFormat
# writes them in each language, and the end-of-hand sentence with the device's verb.
IN_PAGE = """async (code) => {
  const pyodide = await (await import("./ui/start/runtime.js")).loadPyodide();
  return JSON.parse(pyodide.runPython(code));
}"""
SAY = """
import json
from ui.words import i18n
was = i18n.lang()
out = {}
for lang in i18n.LANGS:
    i18n.set_lang(lang)
    out[lang] = [i18n.number(x, 1) for x in %r]
    out[lang] += [i18n.number(-3, sign=True), i18n.number(2, sign=True)]
    out[lang + " pause"] = i18n.device("s_paused", n=3)
i18n.set_lang(was)
json.dumps(out)
"""
VALUES = [-1300, 118.8, -260, 12345, 1234567.5, 0.15, -0.04, 7.25, 100]


@pytest.mark.parametrize("touch", [False, True], ids=["desktop", "phone"])
def test_numbers_by_intl_and_the_verb_of_the_device_in_the_page(browser, guard, server, touch):
    from tests.conftest import guarded_page
    from ui.words import i18n

    ctx, pg = guarded_page(browser, guard, (375, 667) if touch else (1366, 768), phone=touch)
    try:
        pg.goto(f"{server}/index.html?lang=pt-BR")
        pg.wait_for_selector("html[data-ready='1']", timeout=60_000)
        said = pg.evaluate(IN_PAGE, SAY % VALUES)
    finally:
        ctx.close()
    guard.check()
    for lang in i18n.LANGS:  # the browser's Intl says what CPython's table says
        i18n.set_lang(lang)
        assert said[lang] == [i18n.number(x, 1) for x in VALUES] + ["−3", "+2"], lang
    i18n.set_lang("en")
    assert said["pt-BR"][:2] == ["−1.300", "118,8"] and said["bg"][:2] == ["−1300", "118,8"]
    assert said["en"][:2] == ["−1,300", "118.8"]
    verbs = {
        "en": "tap Next hand" if touch else "click Next hand",
        "pt-BR": "toque em Próxima mão" if touch else "clique em Próxima mão",
        "bg": "докоснете „Следващо" if touch else "щракнете върху „Следващо",
    }
    for lang, verb in verbs.items():
        assert verb in said[lang + " pause"], said[lang + " pause"]
