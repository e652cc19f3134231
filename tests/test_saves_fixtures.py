"""Saves made by earlier versions load and go on exactly (the dated sets in tests/fixtures)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from tests.fixtures.make_saves import continuation, digest

SETS = sorted(Path(__file__).parent.glob("fixtures/saves-*.json"))
CASES = [
    (path.stem, i, case) for path in SETS for i, case in enumerate(json.loads(path.read_text()))
]


@pytest.mark.parametrize(
    "name,i,case", CASES, ids=[f"{n}-{c['kind']}-{c['label']}-{i % 3}" for n, i, c in CASES]
)
def test_an_earlier_save_loads_and_goes_on_exactly(name, i, case):
    game = engine.load_game(case["save"])
    assert game.to_json() == case["save"], "the save does not round-trip"
    assert game.to_move == case["to_move"]
    assert digest(game.legal_actions()) == case["legal"], "other legal actions than when saved"
    players = len(game.scores)
    assert [digest(game.view(s)) for s in range(players)] == case["views"], (
        "a seat sees something else than when saved"
    )
    assert list(game.scores) == case["scores"]
    then = continuation(game, random.Random(case["then_seed"]))
    assert then == case["then"], "the game went on differently than when saved"
