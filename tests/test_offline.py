"""The assembled site (tools/build.py) boots, works offline through its service worker, and
replaces a whole version by the next one.

These tests build the site into a temporary folder and serve it themselves. Their browser
contexts allow service workers (the shared `context` fixture blocks them); the route guard is set
on the context, which also sees the service worker's own requests.
"""

from __future__ import annotations

import os
import shutil
import time

import pytest

from tests.conftest import BOOT_TIMEOUT_MS
from tools import precache
from tools.build import build
from tools.serve import serve_in_thread

pytestmark = pytest.mark.browser

CONTROLLER_VERSION = """() => new Promise((resolve) => {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return resolve(null);
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data.version);
  worker.postMessage("version", [channel.port2]);
})"""

# Every cache of the origin: name -> {url: SHA-256 of the cached body}.
CACHED_FILES = """async () => {
  const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, "0")).join("");
  const out = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    out[name] = {};
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request)).arrayBuffer();
      out[name][request.url] = hex(await crypto.subtle.digest("SHA-256", body));
    }
  }
  return out;
}"""


@pytest.fixture(scope="module")
def built(tmp_path_factory, site_root):
    """The site as `./dev build` assembles it, in a temporary folder."""
    out = tmp_path_factory.mktemp("build") / "dist"
    build(out)
    return out


class Site:
    """A static server for a folder reached through a symlink, so that a test can swap the
    version it serves (same origin, same service worker registration)."""

    def __init__(self, base, folder):
        self.link = base / "site"
        self.point(folder)
        self.server, self.url = serve_in_thread(self.link)

    def point(self, folder) -> None:
        tmp = self.link.with_name("site.tmp")
        os.symlink(folder, tmp)
        os.replace(tmp, self.link)

    def stop(self) -> None:
        if self.server:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture
def sw_context(browser, guard):
    """A browser context where service workers run; route guard and console checks included."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    ctx.route("**/*", guard.route)
    ctx.on("console", guard.console)  # the pages' and the service worker's
    yield ctx
    ctx.close()
    guard.check()


def new_page(ctx, guard):
    page = ctx.new_page()
    page.on("pageerror", guard.pageerror)
    return page


def files_of(folder) -> dict[str, str]:
    return precache.read(folder)["files"]


def test_the_assembled_folder_holds_the_app_and_nothing_else(built):
    names = {p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()}
    assert names == set(files_of(built)) | {"sw.js", "precache.js"}
    assert {
        "index.html",
        "pyscript.toml",
        "manifest.webmanifest",
        "ui/main.py",
        "ui/sw-register.js",
        "icons/icon-192.png",
        "icons/icon-512.png",
        "vendor/pyodide/pyodide.asm.wasm",
    } <= names
    assert not any(n.startswith(("tests/", "tools/", "node_modules/")) for n in names)
    assert precache.read(built)["dev"] is False


def test_boot_test_passes_on_the_assembled_folder(built, context, guard, tmp_path):
    from tests import test_boot

    site = Site(tmp_path, built)
    try:
        page = context.new_page()
        guard.watch(page)

        def goto_app(query: str = "", wait_ready: bool = True):
            page.goto(f"{site.url}/index.html{query}")
            if wait_ready:
                page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
            return page

        page.goto_app = goto_app
        test_boot.test_page_boots_offline_to_the_menu(page, guard)
        guard.check()
    finally:
        site.stop()


def test_a_new_tab_boots_offline_after_the_first_visit(built, sw_context, guard, tmp_path):
    site = Site(tmp_path, built)
    try:
        page = new_page(sw_context, guard)
        page.goto(f"{site.url}/index.html")
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        # After the app is up, the worker fetches every file; active = precache complete.
        page.wait_for_selector("html[data-offline='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        notice = page.locator("#notices [data-notice='offline-ready']")
        assert notice.inner_text() == "Ready to work offline."
        version = precache.read(built)["version"]
        assert page.evaluate(CONTROLLER_VERSION) == version
        cached = page.evaluate(CACHED_FILES)
        assert list(cached) == [f"king358 / {version}"]
        assert len(cached[f"king358 / {version}"]) == len(files_of(built))
    finally:
        site.stop()
    offline = new_page(sw_context, guard)
    offline.goto(f"{site.url}/index.html?lang=bg")
    offline.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    assert offline.locator("#loading").count() == 0
    assert offline.locator("[data-game='king']").is_visible()
    assert offline.evaluate(CONTROLLER_VERSION) == version


def test_a_new_version_replaces_the_whole_cache(built, sw_context, guard, tmp_path):
    v1 = tmp_path / "v1"
    v2 = tmp_path / "v2"
    shutil.copytree(built, v1)
    shutil.copytree(built, v2)
    with open(v2 / "ui" / "style.css", "a", encoding="utf-8") as f:
        f.write("\n/* the next version */\n")
    old, new = precache.read(v1)["version"], precache.write(v2)["version"]
    assert old != new
    later = time.time() + 60  # the test server compares Last-Modified to the second
    for name in ("ui/style.css", "precache.js"):
        os.utime(v2 / name, (later, later))
    site = Site(tmp_path, v1)
    try:
        page = new_page(sw_context, guard)
        page.goto(f"{site.url}/index.html")
        page.wait_for_selector("html[data-offline='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate(CONTROLLER_VERSION) == old

        site.point(v2)
        page.reload()  # served by version 1; the browser finds the changed list and installs 2
        page.wait_for_selector("html[data-update='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        notice = page.locator("#notices [data-notice='update-ready']")
        assert notice.inner_text().startswith("An update is ready: reload to use it.")
        # While the update waits, this tab still runs version 1 only.
        assert page.evaluate(CONTROLLER_VERSION) == old
        style = page.evaluate("fetch('ui/style.css').then((r) => r.text())")
        assert style == (v1 / "ui" / "style.css").read_text(encoding="utf-8")

        page.reload()  # the only tab reloads: version 2 takes over and the page loads it whole
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate(CONTROLLER_VERSION) == new
        assert page.locator("html[data-update='1']").count() == 0
        cached = page.evaluate(CACHED_FILES)
        assert list(cached) == [f"king358 / {new}"], "the old version's cache must be gone"
        expected = {f"{site.url}/{name}": digest for name, digest in files_of(v2).items()}
        assert cached[f"king358 / {new}"] == expected
        style = page.evaluate("fetch('ui/style.css').then((r) => r.text())")
        assert style.endswith("/* the next version */\n")
    finally:
        site.stop()
