"""localStorage, made safe: every call survives a missing or throwing storage (private mode,
quota full), and the page then plays on in memory with a notice.

Keys: ``cardgames.game.<kind>`` holds exactly ``game.to_json()`` of the game in progress;
``cardgames.meta.<kind>`` its level/lang/speed (JSON); ``cardgames.current`` the kind last
played; ``cardgames.settings`` the menu settings (JSON); ``cardgames.bad.<kind>`` a save that
could not be loaded, set aside.
"""

from __future__ import annotations

import json

import js
from pyodide.ffi import jsnull

PREFIX = "cardgames."
_memory: dict[str, str] = {}
state = {"ok": True, "full": False}


def _ls():
    try:
        ls = js.window.localStorage
        return None if ls is None or ls is jsnull else ls
    except Exception:  # noqa: BLE001 - storage access itself can throw (SecurityError)
        return None


def get(key: str) -> str | None:
    key = PREFIX + key
    ls = _ls()
    if ls is not None:
        try:
            value = ls.getItem(key)
            return None if value is None or value is jsnull else str(value)
        except Exception:  # noqa: BLE001
            state["ok"] = False
    return _memory.get(key)


def put(key: str, value: str) -> bool:
    """Store; False (and the value kept in memory) when the browser refuses."""
    key = PREFIX + key
    _memory[key] = value
    ls = _ls()
    if ls is None:
        state["ok"] = False
        return False
    try:
        ls.setItem(key, value)
        return True
    except Exception:  # noqa: BLE001 - QuotaExceededError and friends
        state["full"] = True
        return False


def remove(key: str) -> None:
    key = PREFIX + key
    _memory.pop(key, None)
    ls = _ls()
    if ls is not None:
        try:
            ls.removeItem(key)
        except Exception:  # noqa: BLE001
            pass


def get_json(key: str, default=None):
    text = get(key)
    if text is None:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


def put_json(key: str, value) -> bool:
    return put(key, json.dumps(value, separators=(",", ":")))


def works() -> bool:
    """Whether localStorage accepts a write now."""
    ls = _ls()
    if ls is None:
        return False
    try:
        ls.setItem(PREFIX + "probe", "1")
        ls.removeItem(PREFIX + "probe")
        return True
    except Exception:  # noqa: BLE001
        return False
