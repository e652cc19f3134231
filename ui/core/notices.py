"""Notices to the player as toasts in the page's role=alert box, in the player's language.

A save set aside, storage full or unavailable, another tab, an import, a deal code that is not
one.

The box (``#notices``) is a strip of its own at the top of the page, in the page's flow, so a
toast never covers a control or a card. Each toast has a close button (``data-notice-cmd=
"close"``); an "info" toast fades by itself after a few seconds (not while the pointer or the
focus is on it), a "warn" one (the default) stays until it is closed. At most ``MOST`` are
shown: the oldest goes first. A notice has a key: a new notice of the same key replaces the old
one, and ``drop(key)`` takes it away. A notice may carry one more button
(``data-notice-cmd``), which the app answers.
"""

from __future__ import annotations

from typing import Any

import js
from pyodide.ffi import create_once_callable, to_js
from pyscript import document

import engine
from ui import games
from ui.core.dom import val
from ui.data import saves
from ui.words import i18n
from ui.words.i18n import t

MOST = 3  # toasts shown at once
FADE_MS = 7000  # an info toast's time on screen


def notice(
    text: str,
    key: str | None = None,
    button: tuple[str, str] | None = None,
    level: str = "warn",
) -> None:
    """Show ``text`` (text only) as a toast. ``key`` replaces an earlier notice of the same
    key; ``button`` = (data-notice-cmd, label) adds a button to it; ``level`` "info" fades by
    itself, "warn" stays until closed."""
    box = val(document.getElementById("notices"))
    if box is None:
        return
    p = document.createElement("p")
    p.className = "notice notice-" + level
    span = document.createElement("span")
    span.className = "notice-text"
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
    x = document.createElement("button")
    x.type = "button"
    x.className = "notice-close"
    x.setAttribute("data-notice-cmd", "close")
    x.setAttribute("aria-label", t("notice_close"))
    x.setAttribute("title", t("notice_close"))
    p.appendChild(x)
    box.appendChild(p)
    trim(box)
    if level == "info":
        _fade_later(p)


def trim(box: Any) -> None:
    """At most MOST toasts: the oldest go."""
    shown = list(box.querySelectorAll(".notice"))
    for old in shown[: max(0, len(shown) - MOST)]:
        old.remove()


def close(el: Any) -> None:
    """The toast holding ``el`` (its close button) goes."""
    toast = val(el.closest(".notice")) if el is not None else None
    if toast is not None:
        toast.remove()


def _fade_later(p) -> None:
    def fade() -> None:
        if not p.isConnected:
            return
        if p.matches(":hover, :focus-within"):  # being read or used: later
            _fade_later(p)
            return
        root = document.documentElement
        still = (
            root.classList.contains("no-motion")
            or js.matchMedia("(prefers-reduced-motion: reduce)").matches
        )
        if still:
            p.remove()
            return
        frames = to_js([{"opacity": 1}, {"opacity": 0}], dict_converter=js.Object.fromEntries)
        opts = to_js({"duration": 400, "easing": "ease-in"}, dict_converter=js.Object.fromEntries)
        anim = p.animate(frames, opts)
        anim.onfinish = create_once_callable(lambda *_: p.remove())

    js.setTimeout(create_once_callable(fade), FADE_MS)


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
    """Say each entry set aside since the last call (ui/data/saves.py) once."""
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
        words = "bad_entry_stats" if key == "stats" else "bad_entry"  # "statistics ... were"
        notice(t(words, what=what, why=why_text(code, params)), key="bad-" + key)


def storage_trouble(trouble: str) -> None:
    """Storage is full ("full") or unavailable ("off"): play goes on in memory."""
    notice(t("storage_full") if trouble == "full" else t("storage_off"), key="storage")
