"""Soak: many random games of each kind under random rule options, checking that none errs.

    ./dev soak [--games 1000]

Every game is played to the end with uniformly random legal actions; the save is reloaded and
must replay to the same scores, and each game's scores must sum to zero.
"""

from __future__ import annotations

import argparse
import random
import time

import engine


def random_options(kind: str, rng: random.Random) -> dict:
    spec = engine.option_spec(kind)
    while True:
        options = {
            o["key"]: o["values"][rng.randrange(len(o["values"]))]
            for o in spec
            if rng.randrange(3) == 0
        }
        if not engine.option_conflict(kind, options):  # contradictory rules are refused
            return options


def soak(kind: str, games: int, first_seed: int = 0) -> None:
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(seed)
        options = random_options(kind, rng)
        try:
            game = engine.new_game(kind, seed=seed, options=options)
            while not game.is_over:
                legal = game.legal_actions()
                game.apply(legal[rng.randrange(len(legal))])
            assert sum(game.scores) == 0, f"scores {game.scores} do not sum to 0"
            again = engine.load_game(game.to_json())
            assert again.scores == game.scores, "the save replays to other scores"
        except Exception as err:
            raise SystemExit(f"{kind} seed {seed} options {options}: {err!r}") from err


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    for kind in engine.GAMES:
        start = time.perf_counter()
        soak(kind, args.games)
        print(
            f"{kind}: {args.games} random games under random options, no error "
            f"({time.perf_counter() - start:.1f} s)"
        )


if __name__ == "__main__":
    main()
