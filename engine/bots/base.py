"""The thinking levels. One Bot class for every level and game: the level decides how well it
thinks (which policy, how many sampled deals), never what it sees. A game's bot module supplies
``think(bot, view)`` (a generator returning the action) and ``analyse(bot, view)``."""

from __future__ import annotations

import random
import time
from collections.abc import Generator
from types import ModuleType
from typing import Any

from ..games import GameView, part
from .search import drain

# One entry of ``analyse``: an action, its estimate (None: no opinion) and why, as a reason code
# of the game's bot module (``REASONS``) with its parameters.
Analysis = dict[str, Any]

# level -> (uses search, default budget in ms, default sampled-deal iterations or None)
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"search": False},
    "medium": {"search": False},
    "hard": {"search": True, "budget_ms": 250},
}


class Bot:
    def __init__(
        self, level: str, seed: int = 0, iterations: int | None = None, budget_ms: int | None = None
    ) -> None:
        self.level = level
        self.settings = LEVEL_SETTINGS[level]
        self.rng = random.Random(seed)
        # A fixed iteration count makes the bot deterministic (tests); else a time budget.
        self.iterations = iterations
        self.budget_ms = budget_ms if budget_ms is not None else self.settings.get("budget_ms")
        self.deadline: float | None = None

    def _module(self, view: GameView) -> ModuleType:
        return part(view["game"], "bot")

    def think(self, view: GameView) -> Generator[None, None, str]:
        """Generator: yields between slices of thought, returns the chosen action."""
        if not view["legal"]:
            raise ValueError("it is not this seat's turn: the view has no legal action")
        if len(view["legal"]) == 1:
            return view["legal"][0]
        self.deadline = (
            None
            if self.iterations is not None or self.budget_ms is None
            else time.perf_counter() + self.budget_ms / 1000
        )
        action: str = yield from self._module(view).think(self, view)
        return action

    def choose(self, view: GameView) -> str:
        action: str = drain(self.think(view))
        return action

    def analyse(self, view: GameView) -> list[Analysis]:
        """Candidate actions, best first: ``{"action", "points", "reason", "params"}``."""
        entries: list[Analysis] = drain(self.analyse_steps(view))
        return entries

    def analyse_steps(self, view: GameView) -> Generator[None, None, list[Analysis]]:
        """``analyse`` as a generator that yields between slices, like ``think``."""
        self.deadline = (
            None
            if self.iterations is not None or self.budget_ms is None
            else time.perf_counter() + 2 * self.budget_ms / 1000
        )
        module = self._module(view)
        entries: list[Analysis]
        if hasattr(module, "analyse_steps"):
            entries = yield from module.analyse_steps(self, view)
        else:
            entries = module.analyse(self, view)
        return entries

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.perf_counter() > self.deadline
