"""The weakest level: any legal action, uniformly at random."""

from __future__ import annotations

import random
from collections.abc import Generator

from ..games import GameView
from .base import Analysis


class RandomBot:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GameView) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError("it is not this seat's turn: the view has no legal action")
        return legal[self.rng.randrange(len(legal))]

    def think(self, view: GameView) -> Generator[None, None, str]:
        """A generator that yields while it thinks and returns the action (see engine.bots)."""
        return self.choose(view)
        yield  # type: ignore[unreachable]  # pragma: no cover - makes this a generator

    def analyse(self, view: GameView) -> list[Analysis]:
        """Every legal action with no estimate: the random bot has no opinion."""
        return [{"action": a, "points": None} for a in view["legal"]]
