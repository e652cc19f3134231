"""A short soak in every test run: random games under random options end without error."""

import engine
from tools.soak import soak


def test_random_games_under_random_options_end_without_error():
    for kind in engine.GAMES:
        soak(kind, 150, first_seed=10_000)
