"""A position from a link (``?position=TEXT``): the table at that position, the reader at the
seat to move there.

The page's human is always seat 0, so the game shown is the position turned
(``engine.codec.turned``) so that the seat to move is seat 0; ``Mode.turn`` keeps that seat's
number in the position. Actions that name a seat (3-5-8's ``draw G S``, King's ``dealer N``)
are written on the page (``data-action``) and posted to the parent in the position's own
numbering and read back from it (ui/table/turned.py), so the page's enabled actions are exactly
``engine.from_position(text).legal_actions()``.

Play goes on from there with the bots of ``level=`` (the strongest by default). With
``embed=1`` (or ``demo=1``) nothing is saved; on a full page the position becomes the saved game
of its kind once it has been read and drawn, after asking before a game in progress is
replaced, and the URL forgets the position (``App.forget_link``) so that a reload resumes it. A
text that cannot be read is told and leaves every saved game as it was. With ``puzzle=1`` the
reader is asked for the move instead (ui/screens/puzzle.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine
from ui.words.i18n import t

if TYPE_CHECKING:
    from engine.games import GameLike
    from ui import embed


def read(text: str, kind: str | None = None) -> tuple:
    """(the game at the position ``text``, turned so that the seat to move is seat 0; that
    seat). Bad text, or a position of another game than ``kind``, raises ``SaveError``."""
    from engine import codec

    game = engine.from_position(text)
    if kind in engine.GAMES and game.GAME != kind:
        raise engine.SaveError("game", f"this is a position of {game.GAME}, not of {kind}")
    seat = game.to_move or 0
    if seat:
        game = engine.from_position(codec.turned(text, seat))
    return game, seat


def level(params: dict) -> str:
    """The bots' level: the URL's, else the strongest."""
    wanted = params.get("level")
    return wanted if wanted in engine.bots.LEVELS else engine.bots.LEVELS[-1]


def open_link(app: Any) -> bool:
    """Show the URL's position (a table, or a puzzle); False (and a notice) for bad text."""
    from ui.core import notices

    params = app.params
    try:
        game, seat = read(str(params["position"]).strip(), params.get("game"))
    except (ValueError, ImportError, AttributeError):  # SaveError is a ValueError
        notices.notice(t("sh_bad_position"), key="bad-link")
        return False
    kind = game.GAME
    settings = app.settings.for_table()
    settings["level"] = level(params)
    mode = app.mode._replace(turn=seat, puzzle=params.get("puzzle") == "1")
    movers = [None] * len(game.log)
    if mode.puzzle:
        from ui.screens.puzzle import PuzzleController

        app.mount_table(kind, game, settings, movers, mode=mode, cls=PuzzleController)
        return True
    if mode.embed or mode.demo:  # saved nowhere: nothing to ask
        app.mount_table(kind, game, settings, movers, mode=mode)
        return True
    ask_then_open(app, kind, game, settings, movers, mode)
    return True


def ask_then_open(
    app: Any, kind: str, game: GameLike, settings: dict, movers: list, mode: embed.Mode
) -> None:
    """A full page: the position becomes the saved game of its kind; a game of that kind in
    progress is replaced only when the player says so (else it is resumed)."""
    from ui.core import dialog

    def go() -> None:
        app.forget_link()
        app.mount_table(kind, game, settings, movers, mode=mode)

    def keep() -> None:
        app.forget_link()
        if not app.resume(kind):
            app.show_menu()

    # (the question stands alone, not over "Loading Python…")
    dialog.leave_saved(
        kind,
        go,
        on_cancel=keep,
        title=t("sh_open_title"),
        ok=t("sh_open_ok"),
        before=app._remove_loading,
    )
