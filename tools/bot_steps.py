"""How long the bots' single thinking steps are: the page advances ``think(view)`` one ``next()``
at a time on the browser's main thread, so one step is the longest the page can freeze.

    ./dev botsteps                       one seeded game of each kind, hard bots in some seats
    ./dev botsteps --game 358 --games 3 --seed 7
    ./dev botsteps --iterations 8        fixed sampled deals instead of the time budget

Per game and phase: the hard decisions, the steps, the longest single step and the 99th
percentile step (ms), wall clock and CPU time; per phase over all games: the decision time
percentiles. Pyodide runs about 3-4x slower than CPython: a step should stay well under ~20 ms
here for the page's longest task to stay under 100 ms there. Other load on the machine inflates
the wall-clock figures (the CPU time columns much less): run it a few times. The bot modules are
imported before the games (a page's first ``think`` pays that once; its time is printed apart).
"""

from __future__ import annotations

import argparse
import time

import engine
from engine import bots

SEATS = {"king": ("hard", "medium", "hard", "medium"), "358": ("hard", "medium", "hard")}


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed_think(bot, view) -> tuple[str, list[float], list[float], float]:
    """The bot's action, its steps' lengths (s): wall clock and this thread's CPU time (which
    other processes' load does not inflate), and the whole decision's time (s)."""
    steps = []
    cpu = []
    gen = bot.think(view)
    start = time.perf_counter()
    while True:
        t = time.perf_counter()
        c = time.thread_time()
        try:
            next(gen)
        except StopIteration as stop:
            cpu.append(time.thread_time() - c)
            steps.append(time.perf_counter() - t)
            return stop.value, steps, cpu, time.perf_counter() - start
        cpu.append(time.thread_time() - c)
        steps.append(time.perf_counter() - t)


def play(kind: str, seed: int, preset: str | None, bot_args: dict, max_actions: int | None):
    """One game; {phase: {"steps": [...], "decisions": [...]}} over the hard seats' turns."""
    options = engine.presets(kind)[preset] if preset else None
    game = engine.new_game(kind, seed=seed, options=options)
    seats = SEATS[kind]
    players = [
        bots.make(lv, seed=seed * 10 + s, **(bot_args if lv == "hard" else {}))
        for s, lv in enumerate(seats)
    ]
    out: dict[str, dict[str, list[float]]] = {}
    n = 0
    while not game.is_over and (max_actions is None or n < max_actions):
        seat = game.to_move
        view = game.view(seat)
        if seats[seat] == "hard":
            action, steps, cpu, total = timed_think(players[seat], view)
            rec = out.setdefault(view["phase"], {"steps": [], "cpu": [], "decisions": []})
            rec["steps"].extend(steps)
            rec["cpu"].extend(cpu)
            rec["decisions"].append(total)
        else:
            action = players[seat].choose(view)
        game.apply(action)
        n += 1
    return out


def ms(x: float) -> str:
    return f"{1000 * x:7.1f}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description="The longest single thinking step of hard bots, per game and phase."
    )
    ap.add_argument("--game", choices=("king", "358", "both"), default="both")
    ap.add_argument("--games", type=int, default=1, help="games of each kind (default 1)")
    ap.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--preset", default=None, help="a preset name of the game (default: none)")
    ap.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="hard bots' fixed sampled deals (default: their time budget)",
    )
    ap.add_argument("--budget-ms", type=int, default=None, help="hard bots' time budget")
    ap.add_argument(
        "--max-actions", type=int, default=None, help="stop each game after this many actions"
    )
    args = ap.parse_args(argv)
    bot_args = {}
    if args.iterations is not None:
        bot_args["iterations"] = args.iterations
    if args.budget_ms is not None:
        bot_args["budget_ms"] = args.budget_ms
    kinds = ("king", "358") if args.game == "both" else (args.game,)
    started = time.perf_counter()
    for kind in kinds:  # the first think() would import them
        engine.games.part(kind, "bot")
    print(f"importing the bot modules took {1000 * (time.perf_counter() - started):.1f} ms")
    worst = worst_cpu = 0.0
    for kind in kinds:
        print(
            f"{kind}: seats {','.join(SEATS[kind])}"
            + (f", preset {args.preset}" if args.preset else "")
        )
        print(
            f"  {'game':>6} {'phase':<9} {'decisions':>9} {'steps':>7} "
            f"{'longest':>8} {'p99':>7} {'cpu max':>8} {'cpu p99':>8}   (ms)"
        )
        per_phase: dict[str, list[float]] = {}
        for seed in range(args.seed, args.seed + args.games):
            started = time.perf_counter()
            result = play(kind, seed, args.preset, bot_args, args.max_actions)
            for phase, rec in sorted(result.items()):
                steps = rec["steps"]
                cpu = rec["cpu"]
                worst = max(worst, max(steps))
                worst_cpu = max(worst_cpu, max(cpu))
                per_phase.setdefault(phase, []).extend(rec["decisions"])
                print(
                    f"  {seed:>6} {phase:<9} {len(rec['decisions']):>9} {len(steps):>7} "
                    f"{ms(max(steps))} {ms(percentile(steps, 0.99))} "
                    f" {ms(max(cpu))}  {ms(percentile(cpu, 0.99))}"
                )
            print(f"  {seed:>6} (game took {time.perf_counter() - started:.1f} s)")
        print(
            f"  decision time (ms) {'phase':<9} {'n':>5} {'p50':>7} {'p90':>7} {'p99':>7} "
            f"{'max':>7}"
        )
        for phase, ds in sorted(per_phase.items()):
            print(
                f"  {'':18} {phase:<9} {len(ds):>5} {ms(percentile(ds, 0.5))} "
                f"{ms(percentile(ds, 0.9))} {ms(percentile(ds, 0.99))} {ms(max(ds))}"
            )
    print(f"longest single step: {1000 * worst:.1f} ms wall clock, {1000 * worst_cpu:.1f} ms CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
