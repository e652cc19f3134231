"""The bots decide as they did when a dated set was recorded (tests/fixtures/bots-*.json).

A change that is meant to change a bot's play is judged in a paired tournament (./dev
tournament) and comes with a new dated set; any other change must leave every decision as it was.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fixtures.make_bot_decisions import LEVELS, decide

NEWEST = sorted(Path(__file__).parent.glob("fixtures/bots-*.json"))[-1]
RECORDED = json.loads(NEWEST.read_text())
GAMES, CASES = RECORDED["games"], RECORDED["positions"]


@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_level_decides_as_recorded(level):
    changed = [
        (c["game"], c["moves"], c["choices"][level], got)
        for c in CASES
        if (got := decide(GAMES, c, level)) != c["choices"][level]
    ]
    assert not changed, f"{len(changed)} of {len(CASES)} decisions changed, e.g. {changed[:3]}"
