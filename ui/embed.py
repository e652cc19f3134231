"""Embedding in a tutorial site: the URL's mode, the demonstration, the events for the parent.

``?embed=1`` gives a compact table without menu chrome that never touches the player's saved
games. ``preset=NAME`` picks a rule preset; ``demo=1`` lets the computer play every seat at
reading pace with the narration shown, and with ``hand=N`` it first plays quickly up to hand
(deal) N, shows that hand being played, and stops at its end. The parent page receives
``{"source": "king358", "type": "hand-end" | "game-end" | "demo-end" | "puzzle-answer", ...}``
messages.

A table opened at a position (ui/screens/position_link.py) shows the game turned so that the reader,
the seat to move there, is seat 0; ``Mode.turn`` is that seat's number in the position, and the
events give seats and per-seat lists in the position's own numbering (``seat_out``, ``seats_out``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, cast

import js
from pyodide.ffi import to_js
from pyscript import window

import engine
from ui.core.settings import HAND_MOST, whole_number

if TYPE_CHECKING:
    from engine.games import GameLike


SOURCE = "king358"
DEMO_PACE = 1.8  # seconds per action: time to read the narration
FAST_FORWARD_LEVEL = "medium"  # quick and sensible, for the hands before the one shown


class Mode(NamedTuple):
    """How a table runs in this page."""

    embed: bool = False  # compact, and the player's saves and statistics are left alone
    demo: bool = False  # the computer plays seat 0 too
    until: int | None = None  # the demonstration stops at the end of this hand
    pace: float | None = None  # seconds per action of the demonstration (None: the speed's)
    guide: bool = False  # a guided lesson (ui/screens/learn.py): never saved, no statistics
    turn: int = 0  # the reader's seat in a position (ui/screens/position_link.py); else 0
    puzzle: bool = False  # the reader is asked for the move (ui/screens/puzzle.py)
    replay: bool = False  # a recorded game stepped through (ui/screens/replay.py)


def mode(params: dict) -> Mode:
    """The mode the URL asks for (``params``: embed, demo, game, hand, speed)."""
    demo = params.get("demo") == "1" and params.get("game") in engine.GAMES
    return Mode(
        embed=params.get("embed") == "1",
        demo=demo,
        until=demo_hand(params.get("hand")) if demo else None,
        pace=DEMO_PACE if demo and params.get("speed") != "instant" else None,
    )


def preset_options(kind: str, name: str | None) -> dict | None:
    """The options of preset ``name`` of ``kind``, or None if there is no such preset."""
    if not name:
        return None
    return engine.presets(kind).get(name)


def demo_hand(value: str | None) -> int | None:
    """The hand to show from ``hand=N``: a whole number of 1..HAND_MOST in ASCII digits, else
    None (from the start; the page says so, ui/app.py)."""
    number = whole_number(value, 1, len(str(HAND_MOST)))
    return number if number is not None and number <= HAND_MOST else None


def fast_forward(game: GameLike, hand: int) -> None:
    """Play ``game`` quickly with computer players until hand ``hand`` starts (or it ends)."""
    players = game.view(0)["players"]
    bots = [engine.bots.make(FAST_FORWARD_LEVEL, seed=game.seed * 7 + s) for s in range(players)]
    while not game.is_over and len(game.score_sheet()) < hand - 1:
        seat = cast(int, game.to_move)  # a game not over has a seat to move
        game.apply(bots[seat].choose(game.view(seat)))


def seat_out(seat: int, turn: int, players: int) -> int:
    """A seat of the turned game in the position's own numbering."""
    return (seat + turn) % players


def seats_out(values: list, turn: int) -> list:
    """A per-seat list of the turned game in the position's own seat order."""
    n = len(values)
    return [values[(j - turn) % n] for j in range(n)]


def events(kind: str, game: GameLike, sheet_before: int, turn: int = 0) -> list[dict]:
    """The messages for the parent page after one action (hand and game ends); ``turn``: the
    reader's seat in the position the game was turned from."""
    sheet = game.score_sheet()
    players = len(game.scores)
    out = []
    if len(sheet) > sheet_before:
        entry = sheet[-1]
        out.append(
            {
                "source": SOURCE,
                "type": "hand-end",
                "game": kind,
                "hand_number": entry["hand_number"],
                "contract": entry["contract"],
                "scores": seats_out(list(entry["scores"]), turn),
                "totals": seats_out(list(game.scores), turn),
            }
        )
    if game.is_over:
        out.append(
            {
                "source": SOURCE,
                "type": "game-end",
                "game": kind,
                "totals": seats_out(list(game.scores), turn),
                "winners": [seat_out(w, turn, players) for w in game.winners()],
            }
        )
    return out


def post_to_parent(event: dict) -> None:
    """Tell the page that embeds this one (an iframe's parent; the page itself otherwise)."""
    window.parent.postMessage(to_js(event, dict_converter=js.Object.fromEntries), "*")
