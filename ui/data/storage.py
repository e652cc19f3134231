"""localStorage made safe: every access survives a missing, full or refusing storage.

Private mode throws SecurityError, a full quota QuotaExceededError; the page then plays on in
memory with a notice. Nothing already stored is lost: a write that fails leaves the stored
value as it was, and this tab reads its own newer value from memory from then on.

Keys (all under ``prefix()``): ``game.<kind>`` exactly ``game.to_json()`` of the game in
progress of that kind; ``meta.<kind>`` the page's wrapper of it (see ui/data/records.py);
``current`` the kind last played; ``settings`` the menu settings; ``stats`` the statistics;
``quarantine`` the entries that could not be read, set aside for the export.

Keys by the page's directory. localStorage is the origin's, and two copies of the game on one
origin (https://x.github.io/a/ and /b/) would share it, while their service workers' caches are
apart. Every version before this one wrote ``cardgames.<name>`` (LEGACY); one directory on the
origin keeps those keys, the first whose page starts with no keys of its own, and is written
under OWNER (a single write: a reload at any moment finds either the old state or the new, and
nothing is copied or moved, so nothing can be half done). Every other directory has
``cardgames@<directory>.<name>``. So a copy alone on its origin (the usual case, at / or at /a/)
goes on with its keys exactly as they were, a tab of the version before on that directory still
reads and writes the same keys as a new one, and a second copy on the origin starts apart. The
root directory "/" follows the same rule: made a fixed owner of the legacy keys, it would share
them with a copy at /a/ that took them first. ui/start/boot.js reads the language with the same
rule.

A blocked storage is normal in an embed (a frame on another site; nothing is saved there
anyway): the page then plays in memory and says nothing. A top-level page tells it once.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import jsnull

from engine import safejson

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypedDict

    class _Chosen(TypedDict, total=False):
        prefix: str
        quiet: bool


LEGACY = "cardgames."  # the keys of the directory that owns them (every key, before)
OWNER = "cardgames@legacy"  # that directory ("/a/"); outside both LEGACY and every own prefix


def directory(pathname: str) -> str:
    """The page's directory: "/a/" for /a/index.html and for /a/."""
    return pathname[: pathname.rfind("/") + 1] or "/"


def own_prefix(path: str) -> str:
    return "cardgames@" + path + "."


def _owned(ls, prefix: str) -> bool:
    """Whether any key of ``ls`` starts with ``prefix``."""
    return any(str(ls.key(i) or "").startswith(prefix) for i in range(int(ls.length)))


def choose_prefix(ls: Any, path: str) -> str:
    """The prefix of this page's keys in localStorage ``ls`` (None: no storage), for the page
    at directory ``path``: LEGACY for the directory OWNER names, or for the first to start with
    no keys of its own (it claims them); else its own."""
    own = own_prefix(path)
    if ls is None:
        return own  # nothing is kept: whatever the prefix
    try:
        owner = ls.getItem(OWNER)
        owner = None if owner is None or owner is jsnull else str(owner)
        if owner == path:
            return LEGACY
        if owner is not None or _owned(ls, own):
            return own
    except Exception:  # noqa: BLE001 - SecurityError: nothing can be read either
        return own
    try:
        ls.setItem(OWNER, path)
    except Exception:  # noqa: BLE001 - full, or writes refused: read the keys anyway
        return LEGACY
    # Another directory claiming them at the same instant (in another tab) may have won.
    try:
        return LEGACY if str(ls.getItem(OWNER)) == path else own
    except Exception:  # noqa: BLE001
        return LEGACY


_memory: dict[str, str | None] = {}  # this tab's values that the browser refused to keep
state = {"full": False, "off": False}  # the troubles met so far
_listeners: list = []  # called once per new trouble: "full" or "off"


def on_trouble(callback: Callable[[str], object]) -> None:
    """``callback(kind)`` the first time storage is full ("full") or unavailable ("off")."""
    _listeners.append(callback)


def _trouble(kind: str) -> None:
    if state[kind] or (kind == "off" and quiet()) or _window() is None:
        return  # told already, untold in an embed, or no page to tell (the snapshot's worker)
    state[kind] = True
    for cb in list(_listeners):
        try:
            cb(kind)
        except Exception:  # noqa: BLE001 - a notice must never break storage
            pass


def _ls():
    try:
        ls = js.window.localStorage
        if ls is None or ls is jsnull:
            return None
        return ls
    except Exception:  # noqa: BLE001 - the getter itself throws SecurityError in private mode
        return None


def _path() -> str:
    try:
        return directory(str(js.window.location.pathname))
    except Exception:  # noqa: BLE001
        return "/"


def _window():
    """The page's window, or None where there is none: the worker of ui/start/snapshot.js imports
    every module with stand-in globals and keeps the memory for later visits to restore."""
    try:
        window = js.window
    except Exception:  # noqa: BLE001
        return None
    return None if window is None or window is jsnull else window


# What prefix() and quiet() decided, on their first call in the page. Never at import: the memory
# snapshot (ui/start/snapshot.js) imports this module in a worker without a window, and a choice
# made there would be the one every start from the snapshot restores (the root's own prefix,
# whatever the directory and its legacy keys; never quiet).
_chosen: _Chosen = {}


def prefix() -> str:
    """The prefix of this page's keys (choose_prefix), chosen on the first call in the page."""
    if "prefix" not in _chosen:
        if _window() is None:
            return own_prefix("/")  # no page here (the snapshot's worker): nothing is kept
        _chosen["prefix"] = choose_prefix(_ls(), _path())
    return _chosen["prefix"]


def quiet() -> bool:
    """Whether an unavailable storage goes untold: in an embed (``?embed=1``, as ui/embed.py
    reads it), whose blocked storage is the browser's rule for frames on another site."""
    if "quiet" not in _chosen:
        window = _window()
        if window is None:
            return False
        try:
            embedded = str(js.URLSearchParams.new(window.location.search).get("embed")) == "1"
        except Exception:  # noqa: BLE001
            embedded = False
        _chosen["quiet"] = embedded
    return _chosen["quiet"]


def get(key: str) -> str | None:
    key = prefix() + key
    if key in _memory:
        return _memory[key]
    ls = _ls()
    if ls is None:
        _trouble("off")
        return None
    try:
        value = ls.getItem(key)
    except Exception:  # noqa: BLE001
        _trouble("off")
        return None
    return None if value is None or value is jsnull else str(value)


def get_stored(key: str) -> str | None:
    """What the browser holds for ``key`` now (written by any tab), ignoring this tab's
    in-memory values."""
    ls = _ls()
    if ls is None:
        return None
    try:
        value = ls.getItem(prefix() + key)
    except Exception:  # noqa: BLE001
        return None
    return None if value is None or value is jsnull else str(value)


def put(key: str, value: str) -> bool:
    """Store; False when the browser refuses (the value is then kept in this tab's memory and
    the stored value is left as it was)."""
    return _write(key, value, lambda ls, full: ls.setItem(full, value))


def remove(key: str) -> bool:
    return _write(key, None, lambda ls, full: ls.removeItem(full))


def _write(key: str, value: str | None, change) -> bool:
    """``change(localStorage, full key)``; if the browser refuses, ``value`` (None: removed)
    stands in this tab's memory and the trouble is told."""
    full = prefix() + key
    ls = _ls()
    if ls is None:
        _memory[full] = value
        _trouble("off")
        return False
    try:
        change(ls, full)
    except Exception as err:  # noqa: BLE001 - QuotaExceededError, SecurityError
        _memory[full] = value
        name = str(getattr(err, "name", "") or "")
        _trouble("off" if value is None or name == "SecurityError" else "full")
        return False
    _memory.pop(full, None)
    return True


def get_json(key: str, default: Any = None) -> Any:
    """The stored value of ``key`` read as JSON, or ``default`` when it is missing or cannot be
    read: not JSON, or nested too deep (any page of the origin can write the key, and under
    Pyodide a deeply nested text kills Python inside json.loads: engine.safejson)."""
    text = get(key)
    if text is None:
        return default
    try:
        return safejson.loads(text)
    except ValueError:  # not JSON, or safejson.TooDeep
        return default


def put_json(key: str, value: object) -> bool:
    return put(key, json.dumps(value, separators=(",", ":")))
