"""The engine's public surface: new games, saved games, presets and bots for King and 3-5-8.

Pure Python with no browser import, so the same code runs under CPython and Pyodide.

A game's modules, and the bots, are imported when first used: the page's first screen needs only
the rules (presets, options), not both games and their computer players.
"""

from __future__ import annotations

from importlib import import_module

from . import game as _game
from .errors import IllegalAction, SaveError

GAMES = ("king", "358")
# kind -> (module of its game, its class, module of its rules (options, presets), options class)
_MODULES = {"king": ("king", "KingGame", "king_rules", "KingOptions"),
            "358": ("blato", "BlatoGame", "blato_rules", "BlatoOptions")}

__all__ = ["GAMES", "IllegalAction", "SaveError", "new_game", "load_game", "presets",
           "option_spec", "bots"]


def _modules(kind: str) -> tuple[str, str, str, str]:
    try:
        return _MODULES[kind]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {kind!r}; the games are {', '.join(GAMES)}") from None


def _cls(kind: str):
    module, name, _, _ = _modules(kind)
    return getattr(import_module(f".{module}", __name__), name)


def _rules(kind: str):
    return import_module(f".{_modules(kind)[2]}", __name__)


class _Classes:
    """The game classes by kind, as engine.game.load looks them up, imported on demand."""

    def __contains__(self, kind) -> bool:
        return kind in _MODULES

    def __getitem__(self, kind: str):
        return _cls(kind)


def new_game(kind: str, seed: int = 0, options: dict | None = None):
    """A new game of ``kind`` ("king" or "358"); unknown options raise ``ValueError``."""
    return _cls(kind)(seed, options)


def load_game(text: str):
    """The game saved by ``game.to_json()``; bad text raises ``SaveError``."""
    return _game.load(text, _Classes())


def presets(kind: str) -> dict[str, dict]:
    """Named house rules of ``kind``: preset name -> options dict (``"default"`` first)."""
    return {name: dict(opts) for name, opts in _rules(kind).PRESETS.items()}


def option_spec(kind: str) -> list[dict]:
    """Every option of ``kind`` with its values (default first), rule id and description."""
    return getattr(_rules(kind), _modules(kind)[3]).describe()


def __dir__() -> list[str]:
    return sorted({*globals(), "bots"})


def __getattr__(name: str):
    if name == "bots":  # engine.bots without an import of its own, as before
        return import_module(".bots", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
