"""The engine's public surface: new games, saved games, positions and records (short URL-safe
texts of a game, docs/positions.md), presets and bots for King and 3-5-8.

Pure Python with no browser import, so the same code runs under CPython and Pyodide.

A game's modules, and the bots, are imported when first used: the page's first screen needs only
the rules (presets, options), not both games and their computer players.

    >>> import engine
    >>> game = engine.new_game("king", seed=7)
    >>> game.to_move, game.legal_actions()[:2]
    (2, ['play 2C', 'play 5C'])
    >>> game.apply("play 2C")
    >>> text = game.position()
    >>> text
    'K2..7..A'
    >>> engine.from_position(text).view(1) == game.view(1)
    True
    >>> engine.load_game(game.to_json()).legal_actions() == game.legal_actions()
    True
    >>> try:
    ...     game.apply("play XX")
    ... except engine.IllegalAction as refused:
    ...     print(refused.code)
    malformed
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any

from . import game as _game
from . import games as _games
from .errors import IllegalAction, SaveError
from .formats import MAX_SEED
from .games import GAMES

if TYPE_CHECKING:
    from .games import GameLike
    from .options import OptionSpec, OptionValues

__all__ = [
    "GAMES",
    "MAX_SEED",
    "IllegalAction",
    "SaveError",
    "new_game",
    "load_game",
    "from_position",
    "from_record",
    "presets",
    "option_conflict",
    "option_spec",
    "bots",
    "codec",
]


def new_game(kind: str, seed: int = 0, options: Mapping[str, Any] | None = None) -> GameLike:
    """A new game of ``kind`` ("king" or "358"); unknown options, or a seed that is not an
    int of -MAX_SEED..MAX_SEED (the range a position or record can write), raise
    ``ValueError``."""
    return _games.game_class(kind)(seed, options)


def load_game(text: str) -> GameLike:
    """The game saved by ``game.to_json()``; bad text raises ``SaveError``. A save of an
    earlier version may hold a seed beyond MAX_SEED: it loads and goes on, but its
    ``position()`` and ``record()`` raise ``SaveError("seed")``."""
    return _game.load(text)


def from_position(text: str, kind: str | None = None) -> GameLike:
    """The game at the position ``game.position()`` wrote (any record too); play goes on from
    it. Bad text, or with ``kind`` a text of another game, raises ``SaveError``."""
    from .codec import from_text

    return from_text(text, kind)


def from_record(text: str, kind: str | None = None) -> GameLike:
    """The game ``game.record()`` wrote, at the same point (``record()`` gives ``text`` back);
    positions are records too. Bad text raises ``SaveError``."""
    from .codec import from_text

    return from_text(text, kind)


def presets(kind: str) -> dict[str, OptionValues]:
    """Named house rules of ``kind``: preset name -> options dict (``"default"`` first)."""
    return {name: dict(opts) for name, opts in _games.part(kind, "rules").PRESETS.items()}


def option_conflict(kind: str, options: Mapping[str, Any]) -> str | None:
    """Why ``options`` of ``kind`` contradict each other (``new_game`` refuses them with this
    ``ValueError``), or None. Unknown options raise ``ValueError``."""
    return _games.options_class(kind).from_dict(options).conflict()


def option_spec(kind: str) -> list[OptionSpec]:
    """Every option of ``kind`` with its values (default first), rule id and description."""
    return _games.options_class(kind).describe()


def __dir__() -> list[str]:
    return sorted({*globals(), "bots", "codec"})


def __getattr__(name: str) -> Any:
    if name in ("bots", "codec"):  # engine.bots without an import of its own, as before
        return import_module("." + name, __name__)
    if name == "positions":  # the codec's name before issue 28, for code written against it
        return import_module(".codec", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
