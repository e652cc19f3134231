"""The engine's public surface: new games, saved games, presets and bots for King and 3-5-8.

Pure Python with no browser import, so the same code runs under CPython and Pyodide.
"""

from __future__ import annotations

from . import bots
from . import game as _game
from .blato import BlatoGame
from .errors import IllegalAction, SaveError
from .king import KingGame

GAMES = ("king", "358")
_CLASSES = {"king": KingGame, "358": BlatoGame}

__all__ = ["GAMES", "IllegalAction", "SaveError", "new_game", "load_game", "presets",
           "option_spec", "bots"]


def _cls(kind: str):
    try:
        return _CLASSES[kind]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {kind!r}; the games are {', '.join(GAMES)}") from None


def new_game(kind: str, seed: int = 0, options: dict | None = None):
    """A new game of ``kind`` ("king" or "358"); unknown options raise ``ValueError``."""
    return _cls(kind)(seed, options)


def load_game(text: str):
    """The game saved by ``game.to_json()``; bad text raises ``SaveError``."""
    return _game.load(text, _CLASSES)


def presets(kind: str) -> dict[str, dict]:
    """Named house rules of ``kind``: preset name -> options dict (``"default"`` first)."""
    return {name: dict(opts) for name, opts in _cls(kind).PRESETS.items()}


def option_spec(kind: str) -> list[dict]:
    """Every option of ``kind`` with its values (default first), rule id and description."""
    return _cls(kind).Options.describe()
