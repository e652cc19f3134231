"""Computer players. A bot sees only a view (``game.view(seat)``), never the game itself.

``make(level, seed=...)`` builds one; ``LEVELS`` names the levels, weakest first. Every bot has
``choose(view) -> action``, ``think(view)`` (a generator that yields now and then while it thinks
and returns the same action, so a page can give the browser a turn between slices) and
``analyse(view) -> [{"action", "points", ...}]`` (best first) for hints and reviews.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ..games import BotLike
from .base import LEVEL_SETTINGS, Bot
from .random_bot import RandomBot

LEVELS = ("random", "easy", "medium", "hard")
# The levels that search take iterations= and budget_ms=.
SEARCHING = tuple(lv for lv, s in LEVEL_SETTINGS.items() if s["search"])
_MAKERS: dict[str, Callable[..., BotLike]] = {
    "random": RandomBot,
    **{lv: partial(Bot, lv) for lv in LEVEL_SETTINGS},
}


def make(level: str, seed: int = 0, **kwargs: Any) -> BotLike:
    """A bot of ``level`` (one of ``LEVELS``) with its own seeded random generator."""
    try:
        maker = _MAKERS[level]
    except KeyError:
        raise ValueError(
            f"unknown bot level {level!r}; the levels are {', '.join(LEVELS)}"
        ) from None
    return maker(seed=seed, **kwargs)
