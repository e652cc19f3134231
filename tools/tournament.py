"""Bot tournament with duplicate seating: the same deals, seats rotated, so luck cancels out.

    ./dev tournament --game king --seats hard,medium,medium,medium --matches 100
    ./dev tournament --game 358 --seats hard,medium,medium --matches 200 --jobs 2

Each seed is played once per rotation of the seating (4 for King, 3 for 3-5-8): every level
holds every seat's cards. Per seed, a level's score is the mean of its seats' scores over all
rotations; the report gives each level's mean, and for the first level against each other level
the mean difference with a 95% confidence interval, plus each level's decision time percentiles.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import engine
from engine import bots


def play(kind: str, seed: int, seats: list[str], options: dict | None, bot_args: dict) -> dict:
    """One game; returns each seat's final score and each level's decision times."""
    game = engine.new_game(kind, seed=seed, options=options)
    players = [
        bots.make(level, seed=seed * 10 + s, **bot_args.get(level, {}))
        for s, level in enumerate(seats)
    ]
    times: dict[str, list[float]] = {level: [] for level in seats}
    while not game.is_over:
        seat = game.to_move
        view = game.view(seat)
        start = time.perf_counter()
        action = players[seat].choose(view)
        times[seats[seat]].append(time.perf_counter() - start)
        game.apply(action)
    return {"scores": list(game.scores), "times": times}


def duplicate(kind: str, seed: int, seats: list[str], options, bot_args) -> dict:
    """All rotations of one seed: per level, its mean score; plus the decision times."""
    n = len(seats)
    totals = {level: [] for level in seats}
    times: dict[str, list[float]] = {level: [] for level in seats}
    for shift in range(n):
        rotated = seats[shift:] + seats[:shift]
        result = play(kind, seed, rotated, options, bot_args)
        for seat, level in enumerate(rotated):
            totals[level].append(result["scores"][seat])
        for level, ts in result["times"].items():
            times[level].extend(ts)
    return {"means": {lv: statistics.fmean(v) for lv, v in totals.items()}, "times": times}


def interval(samples: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(kind, seats, matches, first_seed=1, options=None, bot_args=None, jobs=1, out=print):
    bot_args = bot_args or {}
    seeds = range(first_seed, first_seed + matches)
    args = [(kind, s, seats, options, bot_args) for s in seeds]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(duplicate, *zip(*args, strict=True)))
    else:
        results = [duplicate(*a) for a in args]
    levels = list(dict.fromkeys(seats))
    out(f"{kind}: {matches} seeds x {len(seats)} rotations, seats {','.join(seats)}")
    for level in levels:
        mean, half = interval([r["means"][level] for r in results])
        ts = [t for r in results for t in r["times"][level]]
        out(
            f"  {level:8s} mean score {mean:8.2f} ± {half:.2f}   decision ms: "
            f"median {1000 * percentile(ts, 0.5):.1f}, p95 {1000 * percentile(ts, 0.95):.1f}, "
            f"max {1000 * max(ts):.1f} ({len(ts)} decisions)"
        )
    first = levels[0]
    summary = {}
    for other in levels[1:]:
        mean, half = interval([r["means"][first] - r["means"][other] for r in results])
        verdict = "better" if mean - half > 0 else "worse" if mean + half < 0 else "no clear"
        out(
            f"  {first} - {other}: {mean:+.2f} ± {half:.2f} (95% CI {mean - half:+.2f} .. "
            f"{mean + half:+.2f}): {verdict}"
        )
        summary[other] = (mean, half)
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=engine.GAMES, default="king")
    parser.add_argument(
        "--seats", help=f"one level per seat, comma-separated (levels: {', '.join(bots.LEVELS)})"
    )
    parser.add_argument("--matches", type=int, default=50, help="seeds to play (default 50)")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--preset", default="default", help="a rule preset of the game")
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="fixed search iterations for the searching levels (deterministic)",
    )
    parser.add_argument(
        "--budget-ms",
        type=int,
        default=None,
        help="time budget per decision for the searching levels",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args()
    players = engine.new_game(args.game).PLAYERS
    seats = args.seats or ",".join([bots.LEVELS[-1]] + [bots.LEVELS[-2]] * (players - 1))
    seats = seats.split(",")
    if len(seats) != players:
        parser.error(f"{args.game} has {players} seats; --seats names {len(seats)}")
    for level in seats:
        if level not in bots.LEVELS:
            parser.error(f"unknown level {level!r}; levels: {', '.join(bots.LEVELS)}")
    tuning = {
        k: v
        for k, v in (("iterations", args.iterations), ("budget_ms", args.budget_ms))
        if v is not None
    }
    bot_args = {lv: tuning for lv in seats if tuning and lv in bots.SEARCHING}
    run(
        args.game,
        seats,
        args.matches,
        args.first_seed,
        engine.presets(args.game)[args.preset],
        bot_args,
        args.jobs,
    )


if __name__ == "__main__":
    main()
