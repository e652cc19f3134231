"""Notices to the player in the page's role=alert box, each said in the player's language.

A save set aside, storage full or unavailable, another tab, an import.

A notice has a key: a new notice of the same key replaces the old one, and ``drop(key)`` takes
it away. A notice may carry one button (``data-notice-cmd``), which the app answers.
"""

from __future__ import annotations

from pyscript import document

import engine
from ui import games, i18n, saves
from ui.dom import val
from ui.i18n import t


def notice(text: str, key: str | None = None, button: tuple[str, str] | None = None) -> None:
    """Show ``text`` (text only). ``key`` replaces an earlier notice of the same key;
    ``button`` = (data-notice-cmd, label) adds a button to it."""
    box = val(document.getElementById("notices"))
    if box is None:
        return
    p = document.createElement("p")
    p.className = "notice"
    span = document.createElement("span")
    span.textContent = text
    p.appendChild(span)
    if key:
        p.setAttribute("data-notice", key)
        old = val(box.querySelector(f'[data-notice="{key}"]'))
        if old is not None:
            old.remove()
    if button:
        b = document.createElement("button")
        b.type = "button"
        b.className = "cmd"
        b.setAttribute("data-notice-cmd", button[0])
        b.textContent = button[1]
        p.appendChild(b)
    box.appendChild(p)


def drop(key: str) -> None:
    """Take the notice of ``key`` away, if it is shown."""
    box = val(document.getElementById("notices"))
    old = val(box.querySelector(f'[data-notice="{key}"]')) if box is not None else None
    if old is not None:
        old.remove()


def why_text(code: str, params: dict) -> str:
    """Why an entry could not be used, in the player's language."""
    params = dict(params or {})
    if "index" in params:
        params["n"] = int(params["index"]) + 1
    key = "why_" + str(code)
    return t(key, **params) if i18n.has(key) else t("why_not_a_save")


def tell_problems() -> None:
    """Say each entry set aside since the last call (ui/saves.py) once."""
    while saves.problems:
        key, code, params = saves.problems.pop(0)
        kind = key.partition(".")[2] if key.startswith("game.") else None
        what = (
            t("what_game", game=games.name(kind))
            if kind in engine.GAMES
            else t("what_stats")
            if key == "stats"
            else key
        )
        notice(t("bad_entry", what=what, why=why_text(code, params)), key="bad-" + key)


def storage_trouble(trouble: str) -> None:
    """Storage is full ("full") or unavailable ("off"): play goes on in memory."""
    notice(t("storage_full") if trouble == "full" else t("storage_off"), key="storage")
