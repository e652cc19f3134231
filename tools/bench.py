"""Engine speed: random full games per second through the public API, for each game.

./dev bench [--seconds 3]
"""

from __future__ import annotations

import argparse
import time

from tools.playout import random_game

NAMES = {"king": "King matches (10 hands)", "358": "3-5-8 games (15 deals)"}


def games_per_second(kind: str, seconds: float) -> tuple[float, int]:
    start = time.perf_counter()
    n = 0
    while time.perf_counter() - start < seconds or n == 0:
        random_game(kind, seed=n)
        n += 1
    return n / (time.perf_counter() - start), n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game (default 3)")
    args = parser.parse_args()
    for kind, label in NAMES.items():
        rate, n = games_per_second(kind, args.seconds)
        print(f"{label:28s} {rate:8.1f} per second  ({n} played)")


if __name__ == "__main__":
    main()
