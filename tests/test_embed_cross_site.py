"""An embed on another site's page, where the browser blocks the frame's storage (issue 26, item
3): Chromium's default for a frame on another site, and every browser's private mode. There
localStorage and the cache storage throw SecurityError and IndexedDB refuses to open; PyScript's
core failed on that (tools/vendor.py PYSCRIPT_CORE_PATCHES) and the frame stayed on "Loading
the Python runtime…". The table must start in memory, play, and say nothing alarming.

The parent page is served at localhost, the game at 127.0.0.1: two sites, both loopback (the
page's guard lets the parent's own origin through, and nothing else that leaves 127.0.0.1). Service
workers are allowed, so the frame's registration meets the blocked storage too."""

from __future__ import annotations

import pytest

from tests.conftest import BOOT_TIMEOUT_MS, is_built

# What the frame can use of its storage: each is expected to be refused.
PROBE = """async () => {
  const out = {};
  try { localStorage.getItem('x'); out.localStorage = 'usable'; }
  catch (e) { out.localStorage = e.name; }
  try { await caches.keys(); out.caches = 'usable'; } catch (e) { out.caches = e.name; }
  out.indexedDB = await new Promise((done) => {
    try {
      const request = indexedDB.open('probe');
      request.onsuccess = () => done('usable');
      request.onerror = (event) => { event.preventDefault(); done(request.error.name); };
    } catch (e) { done(e.name); }
  });
  return out;
}"""


@pytest.fixture(params=["dev", "built"])
def game_root(request, site_root):
    """The development page (the repository, or SITE_ROOT when it is a build) and the built
    site (SITE_ROOT, or one built for this session)."""
    if request.param == "dev":
        if is_built(site_root):
            pytest.skip("SITE_ROOT is the built site: the 'built' case runs it")
        return site_root
    return request.getfixturevalue("built_site")


@pytest.fixture
def parent(tmp_path):
    """A static server for the parent page's folder; its URL at localhost."""
    from tools.serve import serve_in_thread

    srv, url = serve_in_thread(tmp_path)
    yield tmp_path, url.replace("127.0.0.1", "localhost")
    srv.shutdown()
    srv.server_close()


def test_an_embed_on_another_site_with_its_storage_blocked_starts_and_plays(
    browser, guard, game_root, parent
):
    from tools.serve import serve_in_thread

    srv, game_url = serve_in_thread(game_root)
    folder, parent_url = parent
    src = f"{game_url}/index.html?embed=1&game=king&seed=7&level=random&speed=instant&lang=en"
    (folder / "page.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A tutorial</title>'
        '<link rel="icon" href="data:,"></head><body>'
        f'<iframe title="King" style="width: 900px; height: 780px; border: 0" src="{src}">'
        "</iframe></body></html>",
        encoding="utf-8",
    )
    ctx = browser.new_context(viewport={"width": 1000, "height": 820}, service_workers="allow")

    def route(r):
        if r.request.url.startswith(parent_url + "/"):
            r.continue_()
        else:
            guard.route(r)

    ctx.route("**/*", route)
    ctx.on("console", guard.console)  # the page's and any worker's
    try:
        page = ctx.new_page()
        page.on("pageerror", guard.pageerror)
        page.goto(f"{parent_url}/page.html")
        frame = page.frame_locator("iframe")
        (inner,) = [f for f in page.frames if f.url.startswith(game_url)]
        # the storage is blocked in this frame, as the browser has it for another site's frame
        refused = inner.evaluate(PROBE)
        assert refused["localStorage"] == refused["caches"] == "SecurityError", refused
        assert refused["indexedDB"] != "usable", refused
        frame.locator("html[data-ready='1']").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        assert "embed" in inner.evaluate("document.documentElement.className")
        hand = frame.locator(".hand .card").count()
        for _ in range(3):  # a few moves, in memory
            inner.wait_for_function(
                "document.documentElement.dataset.toMove === '0'", timeout=BOOT_TIMEOUT_MS
            )
            frame.locator(".hand [data-action]:not([disabled])").first.click()
        inner.wait_for_function(
            "(n) => document.querySelectorAll('.hand .card').length < n", arg=hand
        )
        # nothing alarming: no notice of the storage (a blocked storage is normal in a frame)
        assert frame.locator("#notices .notice").count() == 0
        guard.check()
    finally:
        ctx.close()
        srv.shutdown()
        srv.server_close()
