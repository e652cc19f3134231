"""The page's keys in localStorage by its directory (issue 26, item 11): two copies of the game
on one origin (https://x.github.io/a/ and /b/) no longer share their saves, and the saves every
earlier version wrote (``cardgames.<name>``) stay where they are, for the first directory that
starts with none of its own (ui/data/storage.py). And a stored text nested too deep, which any page
of the origin can write, no longer kills Python.

The rule is tested here under CPython, with ui/data/storage.py reading a stand-in for the browser's
localStorage; then in the browser, the repository (or SITE_ROOT) served at /a/ and /b/ of one
origin."""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from urllib.parse import parse_qs

import pytest

from tests.conftest import BOOT_TIMEOUT_MS, ROOT
from tests.test_ui_saves import P, seed_once, store

FIXTURE = json.loads((ROOT / "tests/fixtures/storage-2026-12-01.json").read_text())


class Refused(Exception):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class FakeStorage:
    """What ui/data/storage.py uses of a browser's localStorage."""

    def __init__(self, data: dict | None = None, refuse_writes: bool = False) -> None:
        self.data = dict(data or {})
        self.refuse_writes = refuse_writes
        self.writes: list[str] = []
        self.others: dict[str, str] = {}  # written by another tab right after this one's write

    @property
    def length(self) -> int:
        return len(self.data)

    def key(self, i: int):
        return list(self.data)[i] if 0 <= i < len(self.data) else None

    def getItem(self, key: str):  # noqa: N802 - the browser's name
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        if self.refuse_writes:
            raise Refused("QuotaExceededError")
        self.writes.append(key)
        self.data[key] = str(value)
        self.data.update(self.others)

    def removeItem(self, key: str) -> None:  # noqa: N802
        if self.refuse_writes:
            raise Refused("QuotaExceededError")
        self.writes.append(key)
        self.data.pop(key, None)


class Blocked:
    """A window whose localStorage getter throws, as in a frame on another site."""

    @property
    def localStorage(self):  # noqa: N802
        raise Refused("SecurityError")


def load_storage(monkeypatch, ls, pathname="/a/index.html", search=""):
    """ui/data/storage.py imported afresh in a page at ``pathname`` whose localStorage is ``ls``
    (None: blocked); ``pathname`` None: where there is no window at all (ui/start/snapshot.js's
    worker), given one later by ``give_window``."""

    class Params:
        def __init__(self, query: str) -> None:
            self.q = parse_qs(query.lstrip("?"))

        @classmethod
        def new(cls, query: str):
            return cls(query)

        def get(self, name: str):
            return self.q.get(name, [None])[0]

    js = types.ModuleType("js")
    if pathname is not None:
        give_window(js, ls, pathname, search)
    js.URLSearchParams = Params
    ffi = types.ModuleType("pyodide.ffi")
    ffi.jsnull = object()
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    spec = importlib.util.spec_from_file_location("storage_under_test", ROOT / "ui/data/storage.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def give_window(js, ls, pathname, search="") -> None:
    js.window = Blocked() if ls is None else types.SimpleNamespace(localStorage=ls)
    js.window.location = types.SimpleNamespace(pathname=pathname, search=search)


def legacy() -> dict:
    return {k: v for k, v in FIXTURE.items() if k.startswith("cardgames.")}


def test_the_first_directory_keeps_the_saves_of_earlier_versions_in_place(monkeypatch):
    ls = FakeStorage(legacy())
    storage = load_storage(monkeypatch, ls, "/a/index.html")
    assert storage.prefix() == "cardgames."
    assert storage.get("current") == "358" and storage.get("game.358") == FIXTURE[P + "game.358"]
    # claimed by one write, nothing copied or moved: a reload at any moment loses nothing
    assert ls.writes == ["cardgames@legacy"] and ls.data["cardgames@legacy"] == "/a/"
    assert {k: v for k, v in ls.data.items() if k != "cardgames@legacy"} == legacy()
    # the same directory again (a reload, a second tab; /a/ and /a/index.html alike)
    for page in ("/a/index.html", "/a/", "/a/index.html"):
        again = load_storage(monkeypatch, ls, page)
        assert again.prefix() == "cardgames." and again.get("current") == "358"
    assert ls.writes == ["cardgames@legacy"]


def test_a_second_directory_on_the_origin_has_keys_of_its_own(monkeypatch):
    ls = FakeStorage(legacy())
    assert load_storage(monkeypatch, ls, "/a/index.html").prefix() == "cardgames."  # first
    b = load_storage(monkeypatch, ls, "/b/index.html")
    assert b.prefix() == "cardgames@/b/."
    assert b.get("current") is None and b.get("game.358") is None and b.get("settings") is None
    assert b.put("current", "king")
    assert ls.data["cardgames@/b/.current"] == "king" and ls.data[P + "current"] == "358"
    a = load_storage(monkeypatch, ls, "/a/index.html")
    assert a.get("current") == "358"
    # the root is a directory like any other: /a/ took the keys first
    root = load_storage(monkeypatch, ls, "/index.html")
    assert root.prefix() == "cardgames@/." and root.get("current") is None
    # and /b/ keeps its own keys even if the owner's record were lost
    del ls.data["cardgames@legacy"]
    assert load_storage(monkeypatch, ls, "/b/").prefix() == "cardgames@/b/."


def test_the_root_alone_on_its_origin_keeps_the_keys_as_they_are(monkeypatch):
    ls = FakeStorage(legacy())
    storage = load_storage(monkeypatch, ls, "/index.html")
    assert storage.prefix() == "cardgames." and ls.data["cardgames@legacy"] == "/"
    assert storage.get_json("settings")["lang"] == "bg"


def test_two_directories_claiming_at_once_end_with_one_owner(monkeypatch):
    ls = FakeStorage(legacy())
    ls.others = {"cardgames@legacy": "/b/"}  # another tab's claim lands right after this one's
    storage = load_storage(monkeypatch, ls, "/a/index.html")
    assert storage.prefix() == "cardgames@/a/."


def test_no_storage_at_all(monkeypatch):
    # writes refused (a full storage, an old private window): today's keys are still read
    ls = FakeStorage(legacy(), refuse_writes=True)
    storage = load_storage(monkeypatch, ls, "/a/index.html")
    assert storage.prefix() == "cardgames." and storage.get("current") == "358"
    # blocked (a frame on another site): memory only, told at the top level, untold in an embed
    for search, told in (("", ["off"]), ("?embed=1&game=king", [])):
        storage = load_storage(monkeypatch, None, "/a/index.html", search)
        heard = []
        storage.on_trouble(heard.append)
        assert storage.get("settings") is None
        assert storage.put("settings", "{}") is False and storage.get("settings") == "{}"
        assert heard == told and storage.state["off"] == bool(told)


def test_the_keys_are_chosen_in_the_page_never_at_import(monkeypatch):
    # The memory snapshot (ui/start/snapshot.js) imports every module in a worker with no window,
    # and every later visit restores what was decided there: the prefix frozen at import was the
    # root's own ("cardgames@/."), whatever the directory and its saves, and never quiet.
    storage = load_storage(monkeypatch, None, None)
    assert storage.prefix() == "cardgames@/." and storage.quiet() is False
    assert storage.get("current") is None and storage.state["off"] is False  # nothing to tell
    ls = FakeStorage(legacy())
    give_window(storage.js, ls, "/a/index.html")  # the page that restores it
    assert storage.prefix() == "cardgames." and storage.get("current") == "358"
    assert ls.data["cardgames@legacy"] == "/a/" and storage.quiet() is False
    # an embed on another site restored from it: storage blocked, and untold
    storage = load_storage(monkeypatch, None, None)
    assert storage.quiet() is False
    give_window(storage.js, None, "/a/index.html", "?embed=1&game=king")
    heard = []
    storage.on_trouble(heard.append)
    assert storage.put("settings", "{}") is False and storage.quiet() is True and heard == []
    # and in the page itself the import reads nothing either: the first use decides
    ls = FakeStorage(legacy())
    storage = load_storage(monkeypatch, ls, "/a/index.html")
    assert ls.writes == [] and storage.get("current") == "358" and ls.writes == ["cardgames@legacy"]


# --- in the browser ---------------------------------------------------------------------------


@pytest.fixture
def two_copies(site_root, tmp_path):
    """The site served at /a/ and /b/ of one origin; yields its base URL."""
    from tools.serve import serve_in_thread

    for name in ("a", "b"):
        (tmp_path / name).symlink_to(site_root, target_is_directory=True)
    srv, url = serve_in_thread(tmp_path)
    yield url
    srv.shutdown()
    srv.server_close()


# The languages <html lang> is given, in order: the first is ui/start/boot.js's, before Python runs.
FIRST_LANG = (
    "window.__langs = []; new MutationObserver((records) => { for (const r of records)"
    " if (r.target === document.documentElement) window.__langs.push(r.target.lang); })"
    ".observe(document, {attributes: true, subtree: true, attributeFilter: ['lang']});"
)


def ready(page, url):
    page.goto(url)
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    return page


def test_two_copies_on_one_origin_keep_apart_and_the_first_resumes_the_old_saves(
    context, guard, two_copies
):
    a = context.new_page()
    guard.watch(a)
    seed_once(a, legacy())
    a.add_init_script(FIRST_LANG)
    ready(a, f"{two_copies}/a/index.html?speed=instant")
    # the 3-5-8 game the earlier version left resumes, in the saved settings' language, from
    # the loading screen (ui/start/boot.js) on
    game = FIXTURE[P + "game.358"]
    logged = len(json.loads(game)["actions"])
    assert a.evaluate("window.__langs[0]") == "bg" == a.locator("html").get_attribute("lang")
    a.wait_for_selector("html[data-to-move='0']")
    a.locator("#app [data-action]:not([disabled])").first.click()
    a.wait_for_function(
        "(n) => JSON.parse(localStorage.getItem('cardgames.game.358')).actions.length > n",
        arg=logged,
    )
    assert store(a)["cardgames@legacy"] == "/a/"

    # /b/ on the same origin: none of /a/'s saves, settings or statistics
    b = context.new_page()
    guard.watch(b)
    b.add_init_script(FIRST_LANG)
    ready(b, f"{two_copies}/b/index.html?speed=instant")
    assert b.locator("#app [data-resume]").count() == 0
    assert b.evaluate("window.__langs[0]") == "en" == b.locator("html").get_attribute("lang")
    b.goto(f"{two_copies}/b/index.html?game=king&seed=5&level=random&speed=instant&lang=pt-BR")
    b.wait_for_selector("html[data-to-move='0']", timeout=BOOT_TIMEOUT_MS)
    b.locator("#app [data-action]:not([disabled])").first.click()
    b.wait_for_function("() => localStorage.getItem('cardgames@/b/.game.king') !== null")
    keys = store(b)
    assert keys[P + "game.king"] == FIXTURE[P + "game.king"]  # /a/'s King match untouched
    assert keys[P + "stats"] == FIXTURE[P + "stats"]
    assert keys[P + "current"] == "358" and keys["cardgames@/b/.current"] == "king"

    # /b/'s own settings speak on its loading screen; /a/ goes on with its own
    b.evaluate("localStorage.setItem('cardgames@/b/.settings', JSON.stringify({lang: 'pt-BR'}))")
    ready(b, f"{two_copies}/b/index.html?speed=instant")
    assert b.evaluate("window.__langs[0]") == "pt-BR"
    assert b.locator("html").get_attribute("data-phase")  # its own King match resumed
    ready(a, f"{two_copies}/a/index.html?speed=instant")
    assert a.evaluate("window.__langs[0]") == "bg"
    resumed = json.loads(a.evaluate("localStorage.getItem('cardgames.game.358')"))
    assert len(resumed["actions"]) > logged and a.locator("html").get_attribute("data-phase")
    guard.check()


def test_a_stored_text_nested_too_deep_is_read_as_missing(page):
    # Any page of the origin can write these keys (another app at x.github.io/other/ too); under
    # Pyodide json.loads of such a text overflowed the stack and killed Python before the menu.
    deep = "[" * 100_000
    seed_once(page, {P + "settings": deep, P + "quarantine": deep})
    page.goto_app("?lang=en")
    assert page.locator("[data-game='king']").is_visible()  # the menu, with the defaults
    page.locator("[data-game='king']").click()
    page.wait_for_selector("html[data-phase]")  # and a game starts
