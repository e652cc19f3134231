"""An embedded table (?embed=1, as examples/tutorial.html frames it) gets the service worker like
any page, but never the toasts of ui/start/sw-register.js ("Ready to work offline", "A new version
is ready"): the page around it is not where the player installs the app. The page itself still says
it."""

from __future__ import annotations

from tests.conftest import BOOT_TIMEOUT_MS, Site
from tests.test_offline import new_page


def first_visit(ctx, guard, site, query: str):
    """A first visit of ``site`` (a fresh origin: no worker yet), until it can work offline."""
    page = new_page(ctx, guard)
    page.goto(f"{site.url}/index.html{query}")
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("html[data-offline='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    return page


def test_an_embed_shows_no_offline_toast_while_the_page_does(
    built_site, sw_context, guard, tmp_path
):
    (tmp_path / "top").mkdir()
    (tmp_path / "embed").mkdir()
    top, embed = Site(tmp_path / "top", built_site), None
    try:
        page = first_visit(sw_context, guard, top, "?lang=en")
        assert page.locator("#notices [data-notice='offline-ready']").is_visible()
        embed = Site(tmp_path / "embed", built_site)
        page = first_visit(sw_context, guard, embed, "?embed=1&game=king&demo=1&speed=instant")
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert page.locator("#notices .notice").count() == 0
    finally:
        top.stop()
        if embed is not None:
            embed.stop()
