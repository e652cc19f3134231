"""Sharing: a link to the position on the table or to the hand being played, copied for a friend.

The table's toolbar (``data-cmd="share"``, in the "⋯" menu on phones) opens a dialog with
"copy a link to this position" (``?game=KIND&position=...``, ``game.position()``) and "copy a
link to this hand" (``?game=KIND&record=...&hand=N``, ``game.record()``, opened as a replay at
the start of hand N); the end-of-hand summary and the review copy the hand's link at once
(``data-cmd="share-hand"``, ``data-hand``). A link is this page's own address with a new query,
so it works wherever the page is served (GitHub Pages, a tutorial site's copy).

``navigator.clipboard`` copies it and a toast says so; where the browser refuses (no
permission), or the page is in a frame not allowed to (``may_copy``), the dialog shows the link
selected in a field instead.
"""

from __future__ import annotations

import asyncio

import js
from pyscript import window

import engine
from ui import games
from ui.core import notices
from ui.core.dom import element, h, listen, mount, q, val
from ui.words.i18n import t

_open: list = []  # the dialog shown: [element, close]


def link(pairs: list) -> str:
    """This page's address with the query ``pairs`` [(name, value)] instead of its own."""
    query = "&".join(f"{k}={js.encodeURIComponent(str(v))}" for k, v in pairs)
    return str(js.URL.new("?" + query, window.location.href).href)


def _game(ctl):
    """The whole game behind the table (a replay's recorded game, else the one played)."""
    return getattr(ctl, "full", None) or ctl.game


def this_hand(ctl) -> int:
    """The hand a hand link names: the one being played, or the one whose end is shown."""
    sheet = ctl.game.score_sheet()
    if sheet and (getattr(ctl, "paused", False) or ctl.game.is_over):
        return int(sheet[-1]["hand_number"])
    return int(ctl.game.view(0).get("hand_number") or 1)


def position_link(ctl) -> str:
    return link([("game", ctl.kind), ("position", ctl.game.position())])


def hand_link(ctl, hand: int | None = None) -> str:
    return link(
        [("game", ctl.kind), ("record", _game(ctl).record()), ("hand", hand or this_hand(ctl))]
    )


def command(ctl, cmd: str, hand=None) -> None:
    """``share`` opens the dialog; ``share-hand`` / ``share-position`` copy a link at once."""
    if cmd == "share":
        open_dialog(ctl)
        return
    try:
        number = int(hand) if hand else None
    except ValueError:
        number = None
    if cmd == "share-position":
        copy_link(lambda: position_link(ctl))
    else:
        copy_link(lambda: hand_link(ctl, number))


def copy_link(make) -> None:
    """Copy the link ``make()`` writes; where the game has none, say so instead."""
    try:
        url = make()
    except engine.SaveError as err:
        if err.code != "seed":
            raise
        # A game an earlier version saved with a deal number beyond engine.MAX_SEED (the page
        # took any typed number then): it plays and saves, but no link can hold its seed.
        close()
        notices.notice(t("sh_too_large"), key="share")
        return
    asyncio.ensure_future(copy(url))


def may_copy() -> bool:
    """Whether this document may write to the clipboard: in a frame whose page did not grant it
    (``<iframe allow="clipboard-write">``, missing from many embeds) Chromium logs a
    "Permissions policy violation" error for every try, so the page does not try there."""
    policy = getattr(js.document, "permissionsPolicy", None) or getattr(
        js.document, "featurePolicy", None
    )
    if not policy:  # a browser that does not say: try, and fall back on a refusal
        return True
    try:
        return bool(policy.allowsFeature("clipboard-write"))
    except Exception:  # noqa: BLE001 - an unknown feature name: try
        return True


async def copy(url: str) -> None:
    """Copy ``url``: a toast when it worked, else the link selected in the dialog's field."""
    if not may_copy():
        show_field(url)
        return
    try:
        await js.navigator.clipboard.writeText(url)
    except Exception:  # noqa: BLE001 - refused, or no clipboard here: show the link instead
        show_field(url)
        return
    close()
    notices.notice(t("sh_copied"), key="share", level="info")


def open_dialog(ctl, url: str | None = None) -> None:
    """The share dialog: the two links to copy, and the field for one the browser would not
    copy."""
    close()
    dlg = element(
        "dialog",
        {"cls": "share", "role": "dialog", "aria_labelledby": "share-title", "data_role": "share"},
    )
    mount(
        dlg,
        h("h2", {"id": "share-title", "text": t("tb_share")}),
        h("p", {"cls": "share-intro", "text": t("sh_intro")}),
        h(
            "div",
            {"cls": "share-buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "cls": "cmd",
                    "data_share": "position",
                    "text": t("sh_position"),
                },
            ),
            h(
                "button",
                {
                    "type": "button",
                    "cls": "cmd",
                    "data_share": "hand",
                    "text": t(games.word(ctl.kind, "share_hand")),
                },
            ),
        )
        if ctl is not None
        else None,
        h(
            "label",
            {"cls": "share-field", "data_role": "share-field", "hidden": url is None},
            h("span", {"text": t("sh_copy_this")}),
            h(
                "input",
                {"type": "text", "readonly": True, "value": url or "", "spellcheck": "false"},
            ),
        ),
        h(
            "div",
            {"cls": "dialog-buttons"},
            h(
                "button",
                {"type": "button", "cls": "cmd", "data_share": "close", "text": t("close")},
            ),
        ),
    )
    from ui.core import dialog

    done = dialog.modal(dlg, q(dlg, "[data-share]"), on_cancel=lambda: _open.clear())
    _open[:] = [dlg, done]

    def on_click(event) -> None:
        target = val(event.target)
        el = val(target.closest("[data-share]")) if target is not None else None
        which = str(el.getAttribute("data-share")) if el is not None else ""
        if which == "close":
            close()
        elif which == "position":
            copy_link(lambda: position_link(ctl))
        elif which == "hand":
            copy_link(lambda: hand_link(ctl))

    listen(dlg, "click", on_click)
    if url is not None:
        _select(dlg)


def show_field(url: str) -> None:
    """The link in the dialog's field, selected (the dialog opens for it if need be)."""
    if not _open:
        open_dialog(None, url)
        return
    dlg = _open[0]
    field = q(dlg, "[data-role='share-field']")
    field.hidden = False
    q(field, "input").value = url
    _select(dlg)


def _select(dlg) -> None:
    box = q(dlg, "[data-role='share-field'] input")
    if box is not None:
        box.focus()
        box.select()


def close() -> None:
    """Close the share dialog if it is open."""
    if _open:
        _dlg, done = _open[:2]
        _open.clear()
        done()
