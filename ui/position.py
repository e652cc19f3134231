"""A position from a link (``?position=TEXT``): the table at that position, the reader at the
seat to move there.

The page's human is always seat 0, so the game shown is the position turned
(``engine.positions.turned``) so that the seat to move is seat 0; ``Mode.turn`` keeps that seat's
number in the position. Actions that name a seat (3-5-8's ``draw G S``, King's ``dealer N``)
are written on the page (``data-action``) and posted to the parent in the position's own
numbering (``outward``) and read back from it (``inward``), so the page's enabled actions are
exactly ``engine.from_position(text).legal_actions()``.

Play goes on from there with the bots of ``level=`` (the strongest by default). With
``embed=1`` nothing is saved; on a full page the position becomes the saved game of its kind,
after asking before a game in progress is replaced, and the URL forgets the position so that a
reload resumes it. With ``puzzle=1`` the reader is asked for the move instead (ui/puzzle.py).
"""

from __future__ import annotations

import engine
from engine.bots.judge import turn_action
from ui.i18n import t

URL_PARAMS = ("game", "position", "puzzle", "seed", "preset", "demo", "hand")  # forgotten


def outward(action: str, turn: int, players: int) -> str:
    """An action of the turned game in the position's own seat numbering."""
    return turn_action(action, turn, players)


def inward(action: str, turn: int, players: int) -> str:
    """An action in the position's numbering as the turned game says it."""
    return turn_action(action, -turn, players)


def outward_tree(tree, turn: int, players: int):
    """Elements to be (``ui.dom.El``, lists) with every ``data-action`` written ``outward``."""
    from ui.dom import El

    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend(node)
        elif isinstance(node, El):
            if "data-action" in node.attrs:
                node.attrs["data-action"] = outward(node.attrs["data-action"], turn, players)
            stack.extend(node.children)
    return tree


def read(text: str, kind: str | None = None) -> tuple:
    """(the game at the position ``text``, turned so that the seat to move is seat 0; that
    seat). Bad text, or a position of another game than ``kind``, raises ``SaveError``."""
    from engine import positions

    game = engine.from_position(text)
    if kind in engine.GAMES and game.GAME != kind:
        raise engine.SaveError("game", f"this is a position of {game.GAME}, not of {kind}")
    seat = game.to_move or 0
    if seat:
        game = engine.from_position(positions.turned(text, seat))
    return game, seat


def level(params: dict) -> str:
    """The bots' level: the URL's, else the strongest."""
    wanted = params.get("level")
    return wanted if wanted in engine.bots.LEVELS else engine.bots.LEVELS[-1]


def open_link(app) -> bool:
    """Show the URL's position (a table, or a puzzle); False (and a notice) for bad text."""
    from ui import notices

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
        from ui.puzzle import PuzzleController

        app.mount_table(kind, game, settings, movers, mode=mode, cls=PuzzleController)
        return True
    if mode.embed:
        app.mount_table(kind, game, settings, movers, mode=mode)
        return True
    ask_then_open(app, kind, game, settings, movers, mode)
    return True


def ask_then_open(app, kind, game, settings, movers, mode) -> None:
    """A full page: the position becomes the saved game of its kind; a game of that kind in
    progress is replaced only when the player says so (else it is resumed)."""
    from ui import dialog, notices, saves

    def go() -> None:
        forget_link(app)
        app.mount_table(kind, game, settings, movers, mode=mode)

    def keep() -> None:
        forget_link(app)
        if not app.resume(kind):
            app.show_menu()

    loaded = saves.load_slot(kind)
    notices.tell_problems()
    if loaded is None:
        go()
        return
    saved, meta = loaded
    movers_saved = meta.get("movers")
    if movers_saved is None:
        movers_saved = [None] * len(saved.log)
    if not dialog.in_progress(saved, movers_saved):
        go()
        return
    app._remove_loading()  # the question stands alone, not over "Loading Python…"
    view = saved.view(0)
    lost = t("dlg_lost_" + kind, n=view.get("hand_number"), total=view.get("hands_total"))
    dialog.confirm(t("sh_open_title"), lost, t("sh_open_ok"), t("dlg_keep"), go, keep)


def forget_link(app) -> None:
    """The URL without the link's game: a reload resumes the saved game instead."""
    import js
    from pyscript import window

    params = js.URLSearchParams.new(window.location.search)
    for name in URL_PARAMS + ("record",):
        params.delete(name)
    rest = str(params.toString())
    window.history.replaceState(None, "", "?" + rest if rest else window.location.pathname)
    for name in URL_PARAMS + ("record",):
        app.params[name] = None
