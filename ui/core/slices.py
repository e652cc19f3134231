"""The one driver of thinking in time slices, so that the page never freezes.

A generator is advanced a few milliseconds at a time, with a browser turn in between.

Bots (``bot.think(view)``), the hint (``bot.analyse_steps(view)``) and the review
(``coach.review_steps(...)``) are generators that yield often; every place that runs one awaits
``Driver.run``. Between two slices it asks ``alive()``: when the position it thinks about has
gone (a move, an undo, another page), the generator is closed and ``run`` returns None.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Generator
from typing import Any

SLICE = 0.006  # seconds of thought between two browser turns


class Driver:
    """Runs thinking generators in slices and remembers the longest single step it ran."""

    def __init__(self) -> None:
        self.longest = 0.0  # seconds: what the page froze for at worst between two yields

    async def run(self, gen: Generator[Any, Any, Any], alive: Callable[[], bool]) -> Any:
        """The value ``gen`` returns, or None if ``alive()`` turned false before it ended."""
        while True:
            end = time.perf_counter() + SLICE
            try:
                while True:
                    start = time.perf_counter()
                    next(gen)
                    now = time.perf_counter()
                    self.longest = max(self.longest, now - start)
                    if now >= end:
                        break
            except StopIteration as stop:
                return stop.value
            await asyncio.sleep(0)
            if not alive():
                gen.close()
                return None
