"""Later visits start Python from a memory snapshot (ui/start/runtime.js, ui/start/snapshot.js), on
the built site with its service worker: made when the page is idle after the first visit, kept in
the service worker's cache of that version, used whole and only by that version, with `random`
reseeded; a broken, foreign or missing snapshot means a normal start, and a new snapshot.

One browser context (service workers allowed) makes the first visit for the whole module; each
test then changes the stored snapshot, opens a new page and puts the good one back.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import BOOT_TIMEOUT_MS, CLICK_TO_END, PageGuard, Site

SNAPSHOT_TIMEOUT_MS = 180_000

# In the page: the stored snapshot's entry {status, headers, size}, or null.
STORED = """async () => {
  const { SNAPSHOT } = await import("./ui/start/runtime.js");
  for (const name of await caches.keys()) {
    const response = await (await caches.open(name)).match(SNAPSHOT);
    if (response) {
      const size = (await response.arrayBuffer()).byteLength;
      return { cache: name, headers: Object.fromEntries(response.headers), size };
    }
  }
  return null;
}"""

# In the page: replace the stored snapshot by a changed copy ("truncated"; "magic": the header of
# ui/start/snapshot.js's packing; "pyodide", "build": Pyodide's own magic number and build id;
# "key": its X-Key header; "bits": 100 bits flipped across its pages, its size and headers kept;
# "keep": the same), or put back the good one (kept in window.__goodSnapshot).
CHANGE = """async (how) => {
  const { SNAPSHOT } = await import("./ui/start/runtime.js");
  const [name] = (await caches.keys()).filter((n) => n.startsWith("king358 "));
  const cache = await caches.open(name);
  if (how === "restore") {
    const { body, headers } = window.__goodSnapshot;
    await cache.put(SNAPSHOT, new Response(body, { headers }));
    return;
  }
  const response = await cache.match(SNAPSHOT);
  const headers = Object.fromEntries(response.headers);
  const bytes = new Uint8Array(await response.arrayBuffer());
  window.__goodSnapshot = { body: bytes.slice(), headers: { ...headers } };
  let body = bytes;
  if (how === "truncated") body = bytes.slice(0, bytes.length >> 1);  // X-Size stays whole
  if (how === "magic") body[0] ^= 0xff;
  // The packed memory: a 16-byte header, the bitmap of pages kept, then the first page (kept),
  // which starts with Pyodide's header: its magic number, and from byte 16 its build's id.
  const first = 16 + Math.ceil(Math.ceil(new Uint32Array(body.buffer, 0, 4)[2] / 4096) / 8);
  if (how === "pyodide") body[first] ^= 0xff;
  if (how === "build") body[first + 16] ^= 0xff;
  if (how === "key") headers["x-key"] = "another key";
  if (how === "bits") {
    for (let i = 1; i <= 100; i++) {
      const at = first + 4096 + Math.floor(((body.length - first - 4096) * i) / 101);
      body[at] ^= 1 << (i & 7);
    }
  }
  await cache.put(SNAPSHOT, new Response(body, { headers }));
}"""

# Before any page script: when the page uses the browser's cache storage (ms after navigation).
CACHE_CALLS = """(() => {
  window.__cacheCalls = [];
  for (const name of ["match", "open", "keys", "has"]) {
    const original = CacheStorage.prototype[name];
    CacheStorage.prototype[name] = function (...args) {
      window.__cacheCalls.push(performance.now());
      return original.apply(this, args);
    };
  }
})();"""

RANDOM = """async () => {
  const { loadPyodide } = await import("./ui/start/runtime.js");
  const pyodide = await loadPyodide();
  return pyodide.runPython("import random; random.random()");
}"""


@pytest.fixture(scope="module")
def visited(browser, built_site, tmp_path_factory):
    """A first visit of the built site in a context with service workers: the page, its site and
    its guard, once the snapshot is saved."""
    guard = PageGuard()
    site = Site(tmp_path_factory.mktemp("snapshot"), built_site)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    ctx.route("**/*", guard.route)
    ctx.on("console", guard.console)
    ctx.add_init_script(CACHE_CALLS)
    page = ctx.new_page()
    page.on("pageerror", guard.pageerror)
    page.goto(f"{site.url}/index.html")
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "fresh"
    page.wait_for_selector("html[data-offline='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector(
        "html[data-python-snapshot]", state="attached", timeout=SNAPSHOT_TIMEOUT_MS
    )
    assert page.evaluate("document.documentElement.dataset.pythonSnapshot") == "saved"
    guard.check()
    yield ctx, page, site, guard
    ctx.close()
    site.stop()


@pytest.fixture
def visit(visited):
    """Opens a new page of the site in the same context; the guard is checked after the test."""
    ctx, first, site, guard = visited
    guard.problems.clear()
    pages = []

    def open_page(query: str = ""):
        page = ctx.new_page()
        page.on("pageerror", guard.pageerror)
        page.goto(f"{site.url}/index.html{query}")
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        pages.append(page)
        return page

    open_page.first = first
    open_page.guard = guard
    yield open_page
    for page in pages:
        page.close()
    guard.check()


def start(page) -> str:
    return page.evaluate("document.documentElement.dataset.pythonStart")


def test_the_snapshot_is_kept_whole_in_the_cache_of_its_version(visit, built_site):
    stored = visit.first.evaluate(STORED)
    version = visit.first.evaluate(
        "caches.keys().then((names) => names.find((n) => n.startsWith('king358 ')))"
    )
    assert stored["cache"] == version
    page = (built_site / "index.html").read_text(encoding="utf-8")
    assert f'data-snapshot="{stored["headers"]["x-key"]}"' in page
    # Without its zero pages, yet millions of bytes: the app's memory.
    assert 5_000_000 < stored["size"] == int(stored["headers"]["x-size"]) < 31_500_000


def test_a_first_visit_starts_python_without_looking_for_a_snapshot(visit):
    # No service worker runs that page yet, so no snapshot can be there: opening the cache
    # storage would only hold up a cold start.
    early = visit.first.evaluate(
        """() => {
          const loaded = performance.getEntriesByName("python:loaded")[0].startTime;
          return window.__cacheCalls.filter((at) => at < loaded).length;
        }"""
    )
    assert early == 0


def test_a_later_visit_starts_from_the_snapshot_and_plays_a_whole_game(visit):
    page = visit("?game=358&level=random&speed=instant")
    assert start(page) == "snapshot"
    assert page.locator("#loading").count() == 0
    moves = page.evaluate(CLICK_TO_END, [7, None])
    assert moves > 0
    assert page.locator("html[data-phase='over']").count() == 1


def test_the_menu_and_the_language_come_from_a_restored_start(visit):
    page = visit("?lang=bg")
    assert start(page) == "snapshot"
    assert "Кинг" in page.locator("[data-game='king']").inner_text()


def test_a_restored_start_imports_pyscript_from_the_bundle_and_writes_no_sources(visit):
    from tests.test_offline import PYSCRIPT_ORIGIN

    page = visit()
    assert start(page) == "snapshot"
    init, web, written, _html = page.evaluate(PYSCRIPT_ORIGIN)
    assert init == "/home/pyodide/app.zip/pyscript/__init__.pyc"
    assert web == "/home/pyodide/app.zip/pyscript/web.pyc"
    assert written is False


def test_a_restored_start_resumes_and_saves_under_the_keys_of_the_page_s_directory(visit):
    # The snapshot is made in a worker with no window, where no keys can be chosen: a prefix
    # chosen there ("cardgames@/.") was every restored start's, so the saves that the earlier
    # versions left (cardgames.*, kept by the directory that owns them) seemed gone on every
    # visit after the first. ui/data/storage.py chooses in the page, on first use.
    from tests.test_storage_keys import FIXTURE, legacy
    from tests.test_ui_saves import reseed, store

    before = store(visit.first)
    assert before["cardgames@legacy"] == "/"  # the first visit's directory owns them
    reseed(visit.first, {**before, **legacy()})  # as an earlier version left them
    try:
        page = visit("?speed=instant")
        assert start(page) == "snapshot"
        assert page.locator("html").get_attribute("data-phase"), "the saved 3-5-8 game resumes"
        page.wait_for_selector("html[data-to-move='0']")
        logged = len(json.loads(FIXTURE["cardgames.game.358"])["actions"])
        page.locator("#app [data-action]:not([disabled])").first.click()
        page.wait_for_function(
            "(n) => JSON.parse(localStorage.getItem('cardgames.game.358')).actions.length > n",
            arg=logged,
        )
        assert [key for key in store(page) if key.startswith("cardgames@")] == ["cardgames@legacy"]
        page.close()
    finally:
        reseed(visit.first, before)


def test_random_is_reseeded_after_each_restore(visit):
    one, two = visit(), visit()
    assert start(one) == start(two) == "snapshot"
    assert one.evaluate(RANDOM) != two.evaluate(RANDOM)


@pytest.mark.parametrize("how", ["truncated", "magic", "pyodide", "build", "key", "bits"])
def test_a_broken_or_foreign_snapshot_means_a_normal_start_and_a_new_snapshot(visit, how):
    visit.first.evaluate(CHANGE, how)
    try:
        page = visit()
        assert start(page) == "fresh"
        assert page.locator("[data-game='king']").is_visible()
        # The bad one is dropped and, the page being idle, a good one made again.
        page.wait_for_selector(
            "html[data-python-snapshot]", state="attached", timeout=SNAPSHOT_TIMEOUT_MS
        )
        assert page.evaluate("document.documentElement.dataset.pythonSnapshot") == "saved"
        assert start(visit()) == "snapshot"
    finally:
        visit.first.evaluate(CHANGE, "restore")


def test_without_a_snapshot_python_starts_as_usual_and_makes_one(visit):
    visit.first.evaluate(
        """async () => {
          const { SNAPSHOT } = await import("./ui/start/runtime.js");
          for (const name of await caches.keys()) await (await caches.open(name)).delete(SNAPSHOT);
        }"""
    )
    page = visit()
    assert start(page) == "fresh"
    page.wait_for_selector(
        "html[data-python-snapshot]", state="attached", timeout=SNAPSHOT_TIMEOUT_MS
    )
    assert page.evaluate("document.documentElement.dataset.pythonSnapshot") == "saved"
    assert visit.first.evaluate(STORED) is not None


# What Pyodide logs itself on os.abort()'s fatal error (the page can do nothing about it).
FATAL_WORDS = [
    "Aborted()",
    "Pyodide has suffered a fatal error",
    "The cause of the fatal error was",
    "RuntimeError: unreachable",
]


def test_a_fatal_error_after_a_restore_means_a_normal_start_next_time(visit):
    visit.first.evaluate(CHANGE, "keep")
    page = visit()
    assert start(page) == "snapshot"
    guard = visit.guard
    guard.allowed_errors.extend(FATAL_WORDS)
    try:
        died = page.evaluate(
            """async () => {
              const { loadPyodide } = await import("./ui/start/runtime.js");
              const pyodide = await loadPyodide();
              try {
                pyodide.runPython("import os; os.abort()");
              } catch (error) {
                return String(error.message || error);
              }
              return null;
            }"""
        )
        assert died is not None
        # The snapshot is set aside (the page logs no error of its own: Pyodide's are allowed) ...
        page.wait_for_selector(
            "html[data-python-snapshot='dropped']", state="attached", timeout=BOOT_TIMEOUT_MS
        )
        # ... and the next visit starts Python as usual.
        assert start(visit()) == "fresh"
    finally:
        visit.first.evaluate(CHANGE, "restore")
        guard.allowed_errors[:] = [a for a in guard.allowed_errors if a not in FATAL_WORDS]
