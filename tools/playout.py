"""A seeded random game through the engine's public API, shared by the benchmark, the soak test
and the check that Pyodide plays exactly as CPython."""

from __future__ import annotations

import random

import engine


def random_game(kind: str, seed: int, options: dict | None = None) -> dict:
    """Play a whole game with uniformly random legal actions; return its log and result."""
    game = engine.new_game(kind, seed=seed, options=options)
    rng = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return {
        "actions": len(game.log),
        "scores": list(game.scores),
        "last": game.log[-1],
        "save": game.to_json(),
    }
