"""Shared fixtures. Browser tests get a page on a local static server, with every request that
leaves 127.0.0.1 aborted and failed, and any console error or Python traceback failing the test."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.serve import CHROMIUM_ARGS  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
BOOT_TIMEOUT_MS = 60_000
# The tests' Chromium runs WebAssembly with its baseline compiler only: every test's new context
# compiles Pyodide's 9.6 MB afresh, and the optimising tier's compiles then take the two cores
# (measured: test_ui_chrome.py and test_ui_king.py 86 -> 71 s on two workers; the hard bots'
# puzzles and lessons 80 -> 75 s). What the page does is the same; the benchmarks (tools/) keep
# the browser as players have it.
TEST_ARGS = ["--js-flags=--liftoff-only"]

# Clicks data-action elements inside the page until the game is over, or until the selector
# ``stop`` matches at the human's turn (no round trip to Playwright per move). Returns the
# number of human moves made.
CLICK_TO_END = """async ([seed, stop]) => {
  let x = seed >>> 0;
  const rnd = () => { x = (x * 1664525 + 1013904223) >>> 0; return x / 4294967296; };
  const root = document.documentElement;
  const turn = () => new Promise((ok) => {
    const check = () => (root.dataset.toMove === '0' || root.dataset.phase === 'over')
      ? ok() : setTimeout(check, 2);
    check();
  });
  let moves = 0;
  for (;;) {
    await turn();
    if (root.dataset.phase === 'over') return moves;
    if (stop && document.querySelector(stop)) return moves;
    const acts = [...document.querySelectorAll('[data-action]:not([disabled])')];
    acts[Math.floor(rnd() * acts.length)].click();
    moves += 1;
  }
}"""


# The fixtures below that drive Chromium or serve the page to it. A test that uses one, itself or
# through another fixture, is a browser test: marked so here, never by hand.
BROWSER_FIXTURES = ("browser", "context", "sw_context", "page", "guard", "server")


def uses_browser(item) -> bool:
    """Whether ``item`` uses one of this file's BROWSER_FIXTURES (not a fixture of its own
    that happens to have the name)."""
    defs = getattr(getattr(item, "_fixtureinfo", None), "name2fixturedefs", {})
    return any(
        name in defs and getattr(defs[name][-1].func, "__module__", None) == __name__
        for name in BROWSER_FIXTURES
    )


@pytest.hookimpl(tryfirst=True)  # before -m selects by the marks
def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        if uses_browser(item):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_root() -> Path:
    """The folder the browser tests serve: SITE_ROOT (./dev test builds the site and sets it:
    every browser test runs on what ./dev build assembles), or the repo (a test file run on its
    own with pytest: the development page)."""
    root = Path(os.environ.get("SITE_ROOT", ROOT))
    if not (root / "vendor" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail(f"the runtime is not vendored in {root}: run ./dev test (or ./dev vendor)")
    return root


def is_built(root: Path) -> bool:
    """A folder tools/build.py assembled (its settings are in index.html, its Python in
    app.zip.gz)."""
    return (root / "app.zip.gz").is_file() and not (root / "pyscript.toml").is_file()


@pytest.fixture(scope="session")
def built_site(site_root, tmp_path_factory) -> Path:
    """The site as ./dev build assembles it: SITE_ROOT when it is one, else built once per
    session (per test worker) into a temporary folder. Tests copy it before changing it."""
    if is_built(site_root):
        return site_root
    from tools.build import build

    out = tmp_path_factory.mktemp("build") / "site"
    build(out)
    return out


class Site:
    """A static server for a folder reached through a symlink, so that a test can swap the
    version it serves (same origin, same service worker registration)."""

    def __init__(self, base, folder):
        from tools.serve import serve_in_thread

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


@pytest.fixture(scope="session")
def server(site_root):
    from tools.serve import serve_in_thread

    srv, url = serve_in_thread(site_root)
    yield url
    srv.shutdown()


@pytest.fixture(scope="session")
def browser():
    exe = CHROMIUM if os.path.exists(CHROMIUM) else shutil.which("chromium")
    if not exe:
        pytest.fail(
            "Chromium not found at /usr/bin/chromium: install Debian's package "
            "(apt-get install chromium) or set CHROMIUM=/path/to/chromium"
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS + TEST_ARGS, headless=True)
        yield b
        b.close()


class PageGuard:
    """Collects what must never happen on the page: offsite requests, console errors."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.allowed_errors: list[str] = []

    def route(self, route) -> None:
        url = route.request.url
        if url.startswith(("http://127.0.0.1:", "data:", "blob:")):
            route.continue_()
        else:
            self.problems.append(f"request left 127.0.0.1: {url}")
            route.abort()

    def console(self, msg) -> None:
        text = msg.text
        if msg.type == "error" and not any(a in text for a in self.allowed_errors):
            self.problems.append(f"console error: {text}")
        elif "Traceback (most recent call last)" in text:
            self.problems.append(f"Python traceback: {text}")

    def pageerror(self, err) -> None:
        self.problems.append(f"page error: {err}")

    def watch(self, page) -> None:
        page.on("console", self.console)
        page.on("pageerror", self.pageerror)

    def check(self) -> None:
        assert not self.problems, "\n".join(self.problems)


@pytest.fixture
def guard():
    return PageGuard()


def guarded_page(browser, guard, size, phone=False):
    """(context, page) at ``size`` (width, height), a touch phone with ``phone``, under the same
    guard as the ``page`` fixture; the caller closes the context."""
    ctx = browser.new_context(
        viewport={"width": size[0], "height": size[1]},
        service_workers="block",
        **({"is_mobile": True, "has_touch": True} if phone else {}),
    )
    ctx.route("**/*", guard.route)
    pg = ctx.new_page()
    guard.watch(pg)
    return ctx, pg


@pytest.fixture
def sw_context(browser, guard):
    """A browser context where service workers run; route guard and console checks included
    (the pages' and the service worker's)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    ctx.route("**/*", guard.route)
    ctx.on("console", guard.console)
    yield ctx
    ctx.close()
    guard.check()


@pytest.fixture
def context(browser, guard):
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    ctx.route("**/*", guard.route)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, guard, server):
    """A fresh page; `page.goto_app("?game=king")` opens the app and waits until it is ready."""
    pg = context.new_page()
    guard.watch(pg)

    def goto_app(query: str = "", wait_ready: bool = True):
        # Without waiting for the app, only until the page's first bytes: its `load` event waits
        # for the runtime's preloads, by which time Python may have replaced the loading screen.
        pg.goto(f"{server}/index.html{query}", wait_until="load" if wait_ready else "commit")
        if wait_ready:
            pg.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        return pg

    pg.goto_app = goto_app
    yield pg
    guard.check()
