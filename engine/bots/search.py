"""A generic determinized-search loop, shared by the games' bots (it knows nothing of any game).

``evaluate_candidates(bot, candidates, draw, evaluate)`` is a generator: it draws one sampled
world per iteration (``draw()``, a generator returning e.g. a deal consistent with the view),
evaluates EVERY live candidate on that same world (``evaluate(world, candidate)``, a generator
returning a float, higher is better), yields after each evaluation so a page can breathe (and
passes on the yields of ``draw`` and ``evaluate``, which should yield every few tricks of a
play-out so that no single step is long), and prunes candidates that are clearly worse than
the leader on the paired differences. It stops after ``bot.iterations`` worlds when that is set
(deterministic), else when ``bot.out_of_time()`` (only complete worlds are counted; it does not
start a world that would end well past ``bot.deadline``), or after ``max_worlds``. It returns
a list of ``Stat`` (one per candidate, best mean first).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Iterable
from typing import Any, Protocol

# A thinking step: a generator that yields (None) between slices and returns its result.
Steps = Generator[None, None, Any]


class Searcher(Protocol):
    """What the loop reads of a bot (``engine.bots.base.Bot``)."""

    iterations: int | None  # a fixed number of worlds (deterministic), else a time budget
    deadline: float | None
    rng: random.Random  # the bot's own generator: the worlds it samples

    def out_of_time(self) -> bool: ...


def drain(gen: Generator[Any, Any, Any]) -> Any:
    """Run a thinking generator to its end and return its value (what ``choose`` does)."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


class Stat:
    __slots__ = ("candidate", "values", "pruned")

    def __init__(self, candidate: Any) -> None:
        self.candidate = candidate
        self.values: list[float] = []
        self.pruned = False

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else -math.inf

    @property
    def n(self) -> int:
        return len(self.values)


def paired_gap(a: Stat, b: Stat) -> tuple[float, float]:
    """Mean of a - b over the worlds both saw, and its standard error."""
    n = min(a.n, b.n)
    if n == 0:
        return 0.0, math.inf
    d = [a.values[i] - b.values[i] for i in range(n)]
    m = sum(d) / n
    if n < 2:
        return m, math.inf
    var = sum((x - m) ** 2 for x in d) / (n - 1)
    return m, math.sqrt(var / n)


def evaluate_candidates(
    bot: Searcher,
    candidates: Iterable[Any],
    draw: Callable[[], Generator[None, None, Any]],
    evaluate: Callable[[Any, Any], Generator[None, None, float]],
    *,
    min_worlds: int = 6,
    prune_z: float = 2.5,
    max_worlds: int = 2000,
    default_worlds: int = 40,
    margin: float = 0.5,
) -> Generator[None, None, list[Stat]]:
    stats = [Stat(c) for c in candidates]
    live = list(stats)
    fixed = bot.iterations
    if fixed is None and bot.deadline is None:
        fixed = default_worlds
    worlds = 0
    started = time.perf_counter()
    while True:
        if fixed is not None and worlds >= fixed:
            break
        if worlds >= max_worlds:
            break
        if len(live) == 1 and worlds >= min_worlds and fixed is None:
            break
        if fixed is None and worlds >= 2 and no_room(bot, started, worlds):
            break  # another world would end well past the deadline
        world = yield from draw()
        done: list[float] = []
        stopped = False
        for st in live:
            done.append((yield from evaluate(world, st.candidate)))
            yield
            if fixed is None and worlds >= 1 and bot.out_of_time():
                stopped = True
                break
        if stopped:
            break
        for st, v in zip(live, done, strict=True):
            st.values.append(v)
        worlds += 1
        if worlds >= min_worlds and len(live) > 1 and worlds % 2 == 0:
            lead = max(live, key=lambda s: s.mean)
            keep = []
            for st in live:
                if st is lead:
                    keep.append(st)
                    continue
                gap, se = paired_gap(lead, st)
                if gap > prune_z * se + margin:
                    st.pruned = True
                else:
                    keep.append(st)
            live = keep
    stats.sort(key=lambda s: -s.mean if s.values else math.inf)
    return stats


def no_room(bot: object, started: float, worlds: int) -> bool:
    """True when half a world more (at the mean pace so far) would pass ``bot.deadline``."""
    deadline: float | None = getattr(bot, "deadline", None)
    if deadline is None:
        return False
    now = time.perf_counter()
    return now + 0.5 * (now - started) / worlds > deadline
