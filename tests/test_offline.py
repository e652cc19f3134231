"""The assembled site (tools/build.py) boots, works offline through its service worker, and
replaces a whole version by the next one.

These tests serve the built site themselves (SITE_ROOT under ./dev test, else a build made for
the session: conftest's built_site). Their browser contexts allow service workers (the shared
`context` fixture blocks them); the route guard is set on the context, which also sees the
service worker's own requests.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import time

import pytest

from tests.conftest import BOOT_TIMEOUT_MS, Site
from tools import precache, vendor
from tools.build import GZ, PACKED, PYSCRIPT_LOADS

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


@pytest.fixture
def built(built_site):
    """The site as `./dev build` assembles it."""
    return built_site


def snapshot_key(site) -> str:
    """Where ui/start/runtime.js keeps the memory snapshot in the service worker's cache."""
    page = (site.link / "index.html").read_text(encoding="utf-8")
    return f"{site.url}/python-memory.snapshot?" + re.search(r'data-snapshot="(\w+)"', page)[1]


def new_page(ctx, guard):
    page = ctx.new_page()
    page.on("pageerror", guard.pageerror)
    return page


def files_of(folder) -> dict[str, str]:
    return precache.read(folder)["files"]


def app_files(folder) -> set[str]:
    """The files of a built folder, without the tutorial's pages (./dev test's site has them,
    tools/build.py --examples: beside the app, not part of it)."""
    return {
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and not p.relative_to(folder).as_posix().startswith("examples/")
    }


def test_the_assembled_folder_holds_the_app_and_nothing_else(built):
    names = app_files(built)
    assert names == set(files_of(built)) | {"sw.js", "precache.js"}
    assert {
        "index.html",
        "manifest.webmanifest",
        "app.zip.gz",
        "ui/start/runtime.js",
        "ui/start/gunzip.js",
        "ui/start/snapshot.js",
        "ui/start/sw-register.js",
        "icons/icon-192.png",
        "icons/icon-512.png",
        "vendor/pyodide/pyodide.asm.wasm",
        "vendor/pyodide/python_stdlib.zip.gz",
        "vendor/pyscript/core.js",
    } <= names
    # The Python comes gzipped whole, never also as a plain zip.
    assert not any(n.endswith(".zip") for n in names)
    assert not any(n.startswith(("tests/", "tools/", "node_modules/")) for n in names)
    # The Python and the catalogues are in app.zip, PyScript's settings in index.html: of the
    # texts, only the loading screen's words are served loose.
    assert not any(n.endswith((".py", ".mo", ".toml")) for n in names)
    assert {n for n in names if n.startswith("ui/locale/")} == {"ui/locale/words.js"}
    # Of PyScript, what the page loads: no TOML reader, editor, terminal or archive modules.
    pyscript = {n.split("/")[-1] for n in names if n.startswith("vendor/pyscript/")}
    assert pyscript == set(vendor.pyscript_modules(built / "vendor/pyscript", PYSCRIPT_LOADS))
    assert not any(n.startswith(("toml-", "codemirror", "xterm", "zip-")) for n in pyscript)
    assert precache.read(built)["dev"] is False


def test_the_assembled_page_loads_its_runtime_at_once_and_python_from_the_bundle(built):
    page = (built / "index.html").read_text(encoding="utf-8")
    assert "pyscript.toml" not in page
    stdlib = "vendor/pyodide/python_stdlib.zip.gz"
    meta = (
        r'<meta name="python-bundle" content="\./app\.zip\.gz" '
        rf'data-stdlib="\./{re.escape(stdlib)}" data-snapshot="\w{{16}}">'
    )
    assert re.search(meta, page)
    for name in ("vendor/pyodide/pyodide.asm.wasm", stdlib, "app.zip.gz"):
        assert f'<link rel="preload" href="./{name}" as="fetch" crossorigin' in page
    assert '<link rel="modulepreload" href="./ui/start/gunzip.js"' in page
    assert re.search(
        r'<script type="py" config=\'\{[^\']*"interpreter":"\./ui/start/runtime\.js"', page
    )
    assert ">import ui.main</script>" in page
    lock = json.loads((built / "vendor/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"] == {} and lock["info"]["abi_version"]


# In the built page, after its start: where `pyscript` came from, whether PyScript wrote its
# package into the working directory, and a module of it the page imports only when used.
PYSCRIPT_ORIGIN = """async () => {
  const pyodide = await (await import("./ui/start/runtime.js")).loadPyodide();
  return JSON.parse(pyodide.runPython(`
import json, os, sys, pyscript, pyscript.web
json.dumps([pyscript.__file__, pyscript.web.__file__, os.path.exists(os.getcwd() + "/pyscript"),
            "html" in sys.modules])
`));
}"""


def test_the_assembled_page_imports_pyscript_from_the_bundle_and_writes_no_sources(
    built, context, guard, tmp_path
):
    """The built site's PyScript holds no sources of its package (tools/build.py): it neither
    compiles nor writes them at start, and `import pyscript` finds the bytecode in app.zip."""
    (core,) = (built / "vendor/pyscript").glob("core-*.js")
    assert '"__init__.py":' not in core.read_text(encoding="utf-8")
    site = Site(tmp_path, built)
    try:
        page = context.new_page()
        guard.watch(page)
        page.goto(f"{site.url}/index.html")
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        init, web, written, html = page.evaluate(PYSCRIPT_ORIGIN)
        assert init == "/home/pyodide/app.zip/pyscript/__init__.pyc"
        assert web == "/home/pyodide/app.zip/pyscript/web.pyc"
        assert written is False
        assert html is False  # PYSCRIPT_PATCHES: display() imports it when used
        guard.check()
    finally:
        site.stop()


def test_a_host_that_unpacks_the_gzipped_python_itself_still_works(
    built, sw_context, guard, tmp_path
):
    """A host that sends the .gz files with Content-Encoding: gzip has the browser unpack them:
    the page and the service worker get the zips themselves (ui/start/gunzip.js takes them as they
    are, the precache list knows their hashes for sw.js), and later visits start from the worker."""
    site = Site(tmp_path, built)
    unpacked = []

    def as_encoded(route):
        name = route.request.url.removeprefix(site.url + "/").split("?")[0]
        unpacked.append(name)
        body = gzip.decompress((built / name).read_bytes())
        route.fulfill(body=body, headers={"Content-Type": "application/gzip"})

    try:
        sw_context.route("**/*.zip.gz", as_encoded)
        page = new_page(sw_context, guard)
        page.goto(f"{site.url}/index.html?lang=pt-BR")
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        assert page.locator("[data-game='king']").is_visible()
        assert sorted(set(unpacked)) == sorted(name + GZ for name in PACKED)
        page.wait_for_selector("html[data-offline='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        again = new_page(sw_context, guard)
        again.goto(f"{site.url}/index.html?lang=bg")
        again.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        assert again.locator("[data-game='king']").is_visible()
        started = again.evaluate("document.documentElement.dataset.pythonStart")
        assert started in ("fresh", "snapshot")
    finally:
        site.stop()


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
        expected = {f"{site.url}/{name}" for name in files_of(built)}
        assert set(cached[f"king358 / {version}"]) - {snapshot_key(site)} == expected
    finally:
        site.stop()
    offline = new_page(sw_context, guard)
    offline.goto(f"{site.url}/index.html?lang=bg")
    offline.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    assert offline.locator("#loading").count() == 0
    assert offline.locator("[data-game='king']").is_visible()
    assert offline.evaluate(CONTROLLER_VERSION) == version


def two_versions(built, tmp_path):
    """Two copies of the built site, the second a new version (its style sheet changed): their
    folders and versions."""
    v1 = tmp_path / "v1"
    v2 = tmp_path / "v2"
    shutil.copytree(built, v1, ignore=shutil.ignore_patterns("examples"))
    shutil.copytree(built, v2, ignore=shutil.ignore_patterns("examples"))
    with open(v2 / "ui" / "styles.css", "a", encoding="utf-8") as f:
        f.write("\n/* the next version */\n")
    old, new = precache.read(v1)["version"], precache.write(v2)["version"]
    assert old != new
    later = time.time() + 60  # the test server compares Last-Modified to the second
    for name in ("ui/styles.css", "precache.js"):
        os.utime(v2 / name, (later, later))
    return v1, v2, old, new


def test_a_new_version_replaces_the_whole_cache(built, sw_context, guard, tmp_path):
    v1, v2, old, new = two_versions(built, tmp_path)
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
        style = page.evaluate("fetch('ui/styles.css').then((r) => r.text())")
        assert style == (v1 / "ui" / "styles.css").read_text(encoding="utf-8")

        page.reload()  # the only tab reloads: version 2 takes over and the page loads it whole
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate(CONTROLLER_VERSION) == new
        assert page.locator("html[data-update='1']").count() == 0
        cached = page.evaluate(CACHED_FILES)
        assert list(cached) == [f"king358 / {new}"], "the old version's cache must be gone"
        expected = {f"{site.url}/{name}": digest for name, digest in files_of(v2).items()}
        cached[f"king358 / {new}"].pop(snapshot_key(site), None)  # made when the page is idle
        assert cached[f"king358 / {new}"] == expected
        style = page.evaluate("fetch('ui/styles.css').then((r) => r.text())")
        assert style.endswith("/* the next version */\n")
    finally:
        site.stop()


def test_a_tab_opened_while_an_update_waits_reloads_no_other_tab(
    built, sw_context, guard, tmp_path
):
    """A new tab's navigation has no client yet: the worker must not take it for a reload of the
    only tab (and let the update take over, which reloads that tab by itself). The first tab
    keeps its state, the new one runs a single version whole, and the update still takes effect
    when the only tab reloads."""
    v1, v2, old, new = two_versions(built, tmp_path)
    site = Site(tmp_path, v1)
    try:
        first = new_page(sw_context, guard)
        loads = []
        first.on("load", lambda _page: loads.append(first.url))
        first.goto(f"{site.url}/index.html")
        first.wait_for_selector("html[data-offline='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        site.point(v2)
        first.reload()
        first.wait_for_selector("html[data-update='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        first.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        first.evaluate("window.__state = 'kept'")
        assert len(loads) == 2

        second = new_page(sw_context, guard)
        second.goto(f"{site.url}/index.html?lang=bg")
        second.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        # The first tab was not reloaded: its state is there, on the old version.
        assert len(loads) == 2
        assert first.evaluate("window.__state") == "kept"
        assert first.evaluate(CONTROLLER_VERSION) == old
        # The new tab runs one version whole: the old one, with the update still waiting.
        assert second.evaluate(CONTROLLER_VERSION) == old
        assert second.locator("html[data-update='1']").count() == 1
        style = second.evaluate("fetch('ui/styles.css').then((r) => r.text())")
        assert style == (v1 / "ui" / "styles.css").read_text(encoding="utf-8")

        second.close()
        first.reload()  # the only tab again: the update takes over
        first.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        assert first.evaluate(CONTROLLER_VERSION) == new
        assert first.locator("html[data-update='1']").count() == 0
    finally:
        site.stop()
