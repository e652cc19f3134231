"""The thinking levels. One Bot class for every level and game: the level decides how well it
thinks (which policy, how many sampled deals), never what it sees. A game's bot module supplies
``think(bot, view)`` (a generator returning the action) and ``analyse(bot, view)``."""

from __future__ import annotations

import random
import time

from ..games import part
from .search import drain

# level -> (uses search, default budget in ms, default sampled-deal iterations or None)
LEVEL_SETTINGS = {
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
        self.deadline = None

    def _module(self, view: dict):
        return part(view["game"], "bot")

    def think(self, view: dict):
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
        return (yield from self._module(view).think(self, view))

    def choose(self, view: dict) -> str:
        return drain(self.think(view))

    def analyse(self, view: dict) -> list[dict]:
        """Candidate actions, best first: ``{"action", "points", "reason", "params"}``."""
        return drain(self.analyse_steps(view))

    def analyse_steps(self, view: dict):
        """``analyse`` as a generator that yields between slices, like ``think``."""
        self.deadline = (
            None
            if self.iterations is not None or self.budget_ms is None
            else time.perf_counter() + 2 * self.budget_ms / 1000
        )
        module = self._module(view)
        if hasattr(module, "analyse_steps"):
            return (yield from module.analyse_steps(self, view))
        return module.analyse(self, view)

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.perf_counter() > self.deadline
