"""The registry of games: each kind's package and the names in it, imported when first used.

A game is a package of ``engine`` with the same modules: ``rules`` (its ``Options`` subclass,
``PRESETS`` and refusal ``CODES``: all the menu needs), ``game`` (the game class), ``view``,
``fast`` (the fast-play surface for search) and ``bot`` (``think``, ``analyse`` and
``analyse_steps`` for every level). Adding a game is a package and one line here.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import NamedTuple


class Entry(NamedTuple):
    package: str  # the package under engine/
    game_class: str  # its class in <package>.game
    options_class: str  # its Options subclass in <package>.rules


# The public kind names stay as in saves and URLs; in code, 3-5-8 is "blato" (Блато).
REGISTRY = {
    "king": Entry("king", "KingGame", "KingOptions"),
    "358": Entry("blato", "BlatoGame", "BlatoOptions"),
}
GAMES = tuple(REGISTRY)


def entry(kind: str) -> Entry:
    try:
        return REGISTRY[kind]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {kind!r:.40}; the games are {', '.join(GAMES)}") from None


def part(kind: str, name: str) -> ModuleType:
    """The module ``name`` (rules, game, view, fast, bot, ...) of the game ``kind``."""
    return import_module(f"engine.{entry(kind).package}.{name}")


def game_class(kind: str) -> type:
    return getattr(part(kind, "game"), entry(kind).game_class)


def options_class(kind: str) -> type:
    return getattr(part(kind, "rules"), entry(kind).options_class)
