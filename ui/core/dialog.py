"""Modal dialogs: the question before a game in progress is lost, and the table's settings.

``confirm(...)`` asks a yes/no question in a native ``<dialog>`` with role alertdialog, opened
with ``showModal()`` so that the page behind is inert. Focus starts on the cancel button ("Keep
playing", "Keep it"), the prominent one (the confirm button, which loses something, is plain),
and Tab cycles inside; Escape or the cancel button calls ``on_cancel`` and
gives the focus back to the element that had it; the confirm button calls ``on_ok``.
``modal(dlg, ...)`` shows any other dialog element the same way (ui/table/preferences.py).

``leave_table(ctl, go)`` and ``leave_saved(kind, go)`` ask before a new game (from the toolbar,
the menu, a deal code, a link: ``?game=``, ``?position=``) replaces a game in progress (one that
is not over and in which the human has moved); otherwise they go at once.
``ask_delete(kind, go)`` asks before the menu deletes a saved game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document

import engine
from ui import games
from ui.core import notices
from ui.core.dom import element, h, listen, mount, q, val
from ui.data import saves
from ui.words.i18n import t

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.games import GameLike


_made = [0]  # dialogs made so far: their element ids


def _focusable(dlg) -> list:
    sel = "button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]"
    return [el for el in dlg.querySelectorAll(sel) if el.offsetParent is not None]


def modal(
    dlg: Any, first: Any = None, on_cancel: Callable[[], object] | None = None
) -> Callable[..., None]:
    """Show the dialog element ``dlg`` modally (appended to the body); focus ``first``.

    Escape, the dialog's own close or ``close()`` ends it: ``on_cancel`` is called once, the
    element is removed and the focus goes back where it was (``close(back=False)`` for a
    dialog whose answer goes on elsewhere). Returns ``close``."""
    opener = val(document.activeElement)
    cmd = val(opener.getAttribute("data-cmd")) if opener is not None else None
    done = [False]

    def close(back: bool = True, cancelled: bool = True) -> None:
        if done[0]:
            return
        done[0] = True
        if dlg.open:
            dlg.close()
        dlg.remove()
        if back:
            _focus_back(opener, cmd)
        if cancelled and on_cancel is not None:
            on_cancel()

    def on_key(event: Any) -> None:
        if event.key == "Escape":
            event.preventDefault()
            event.stopPropagation()
            close()
        elif event.key == "Tab":  # keep the focus inside: the last control leads to the first
            items = _focusable(dlg)
            if not items:
                return
            active = val(document.activeElement)
            if event.shiftKey and (active is None or active == items[0]):
                event.preventDefault()
                items[-1].focus()
            elif not event.shiftKey and active == items[-1]:
                event.preventDefault()
                items[0].focus()

    def on_native_cancel(event: Any) -> None:  # the browser's own Escape (close watcher)
        event.preventDefault()
        close()

    listen(dlg, "keydown", on_key)
    listen(dlg, "cancel", on_native_cancel)
    listen(dlg, "close", lambda event: close())
    document.body.appendChild(dlg)
    dlg.showModal()
    target = first or (_focusable(dlg) or [None])[0]
    if target is not None:
        target.focus()
    return close


def _focus_back(opener, cmd) -> None:
    """Focus the element that opened a dialog, or, when the page was redrawn meanwhile (a new
    language), the command of the same name, or the toolbar's overflow toggle."""
    if opener is not None and opener.isConnected:
        opener.focus()
        return
    for sel in ([f'[data-cmd="{cmd}"]'] if cmd else []) + ['[data-cmd="more"]']:
        el = val(document.querySelector(sel))
        if el is not None and el.offsetParent is not None:
            el.focus()
            return


def confirm(
    title: str,
    text: str,
    ok: str,
    cancel: str,
    on_ok: Callable[[], object],
    on_cancel: Callable[[], object] | None = None,
) -> None:
    """Ask ``title`` / ``text``: the ``cancel`` button (focused first, and Escape) keeps things
    as they are, the ``ok`` button calls ``on_ok``."""
    _made[0] += 1
    n = _made[0]
    dlg = element(
        "dialog",
        {
            "cls": "confirm",
            "role": "alertdialog",
            "aria_modal": "true",
            "aria_labelledby": f"dialog-title-{n}",
            "aria_describedby": f"dialog-text-{n}",
            "data_role": "confirm",
        },
    )
    mount(
        dlg,
        h("h2", {"id": f"dialog-title-{n}", "text": title}),
        h("p", {"id": f"dialog-text-{n}", "text": text}),
        h(
            "div",
            {"cls": "dialog-buttons"},
            # The safe choice is the bright one (and has the focus); the one that loses
            # something is plain.
            h(
                "button",
                {"type": "button", "cls": "cmd big", "data_dialog": "cancel", "text": cancel},
            ),
            h("button", {"type": "button", "cls": "cmd", "data_dialog": "ok", "text": ok}),
        ),
    )
    close = modal(dlg, q(dlg, "[data-dialog='cancel']"), on_cancel)

    def on_click(event: Any) -> None:
        el = (
            val(event.target.closest("[data-dialog]")) if hasattr(event.target, "closest") else None
        )
        if el is None:
            return
        if str(el.getAttribute("data-dialog")) == "ok":
            close(back=False, cancelled=False)
            on_ok()
        else:
            close()

    listen(dlg, "click", on_click)


# --- leaving a game in progress ----------------------------------------------------------------


def in_progress(game: GameLike, movers: list) -> bool:
    """Not over, and the human has moved (or the save does not say who moved)."""
    movers = list(movers or [])
    return not game.is_over and (0 in movers or (None in movers and bool(game.log)))


def _lost(kind: str, game) -> str:
    """What is lost with ``game``: its hand of how many, in words."""
    view = game.view(0)
    n, total = view.get("hand_number"), view.get("hands_total")
    key = "dlg_lost_" + kind
    return t(key, n=n, total=total) if n and total else t("dlg_lost", game=games.name(kind))


def _ask_new(kind: str, game, go, on_cancel=None) -> None:
    confirm(t("dlg_new_title"), _lost(kind, game), t("new_game"), t("dlg_keep"), go, on_cancel)


def leave_table(ctl: Any, go: Callable[[], object]) -> None:
    """The table's New game: ask first if the game shown is in progress (the bots wait
    meanwhile; Keep playing leaves everything as it was)."""
    if ctl.demo or not in_progress(ctl.game, ctl.movers):
        go()
        return
    ctl.epoch += 1  # the bots pause while the question is open

    def resume() -> None:
        if not ctl.stopped:
            ctl.run()

    _ask_new(ctl.kind, ctl.game, go, resume)


def ask_delete(kind: str, go: Callable[[], object]) -> None:
    """The menu's Delete of a saved game of ``kind``: asked in the page's own dialog and
    language, like New game (Escape and the first button keep it)."""
    loaded = saves.load_slot(kind) if kind in engine.GAMES else None
    name = games.name(kind)
    lost = _lost(kind, loaded[0]) if loaded is not None else t("dlg_lost", game=name)
    confirm(t("delete_confirm", game=name), lost, t("delete"), t("dlg_keep_saved"), go)


def leave_saved(
    kind: str,
    go: Callable[[], object],
    on_cancel: Callable[[], object] | None = None,
    title: str | None = None,
    ok: str | None = None,
    before: Callable[[], object] | None = None,
) -> None:
    """A new game of ``kind`` from the menu or a link: ask first if a saved game of that kind
    is in progress (else go at once). ``on_cancel``: called when the player keeps it (Escape,
    the cancel button); ``title`` and ``ok``: the question and its button, New game's by
    default; ``before``: called just before the question is shown."""
    loaded = saves.load_slot(kind) if kind in engine.GAMES else None
    notices.tell_problems()  # a saved game set aside on the way: said, and nothing to ask
    if loaded is None:
        go()
        return
    game, meta = loaded
    movers = meta.get("movers")
    if movers is None:
        movers = [None] * len(game.log)
    if not in_progress(game, movers):
        go()
        return
    if before is not None:
        before()
    confirm(
        title or t("dlg_new_title"),
        _lost(kind, game),
        ok or t("new_game"),
        t("dlg_keep"),
        go,
        on_cancel,
    )
