"""localStorage made safe: every access survives a missing, full or refusing storage.

Private mode throws SecurityError, a full quota QuotaExceededError; the page then plays on in
memory with a notice. Nothing already stored is lost: a write that fails leaves the stored
value as it was, and this tab reads its own newer value from memory from then on.

Keys (all under ``cardgames.``): ``game.<kind>`` exactly ``game.to_json()`` of the game in
progress of that kind; ``meta.<kind>`` the page's wrapper of it (see ui/records.py);
``current`` the kind last played; ``settings`` the menu settings; ``stats`` the statistics;
``quarantine`` the entries that could not be read, set aside for the export.
"""

from __future__ import annotations

import json

import js
from pyodide.ffi import jsnull

PREFIX = "cardgames."
_memory: dict[str, str | None] = {}  # this tab's values that the browser refused to keep
state = {"full": False, "off": False}  # the troubles met so far
_listeners: list = []  # called once per new trouble: "full" or "off"


def on_trouble(callback) -> None:
    """``callback(kind)`` the first time storage is full ("full") or unavailable ("off")."""
    _listeners.append(callback)


def _trouble(kind: str) -> None:
    if state[kind]:
        return
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


def get(key: str) -> str | None:
    key = PREFIX + key
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
        value = ls.getItem(PREFIX + key)
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
    full = PREFIX + key
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


def get_json(key: str, default=None):
    text = get(key)
    if text is None:
        return default
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return default


def put_json(key: str, value) -> bool:
    return put(key, json.dumps(value, separators=(",", ":")))
