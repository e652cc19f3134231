"""Legal-move counts at fixed positions, kept as data (perft-style): tests/data/legal_counts.json,
written by ``python3 -m tests.fixtures.make_legal_counts``. At each position, reached by its
actions from a seeded game, the number of legal actions and of legal two-action sequences is
as recorded; a few of the numbers are worked out here from the rules as well."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from tests.fixtures.make_legal_counts import counts

ROWS = json.loads((Path(__file__).parent / "data" / "legal_counts.json").read_text())


def at(row: dict):
    game = engine.new_game(row["kind"], row["seed"], row["options"])
    for action in row["actions"]:
        game.apply(action)
    return game


def test_the_table_has_every_phase_of_every_game():
    phases = {(r["kind"], r["phase"]) for r in ROWS}
    assert {kind for kind, _ in phases} == set(engine.GAMES)
    assert {"play", "contract", "auction", "trump"} <= {p for k, p in phases if k == "king"}
    assert {"announce", "draw", "discard", "play"} <= {p for k, p in phases if k == "358"}
    for kind in engine.GAMES:
        assert {r["preset"] for r in ROWS if r["kind"] == kind} == set(engine.presets(kind))


@pytest.mark.parametrize("kind", engine.GAMES)
def test_the_legal_actions_at_fixed_positions_are_as_many_as_recorded(kind):
    for row in (r for r in ROWS if r["kind"] == kind):
        game = at(row)
        assert game.phase == row["phase"], row
        got = counts(game)
        assert got == (row["legal"], row["depth2"]), (row["preset"], row["seed"], row["actions"])


def suits_held(hand: list[str]) -> dict[str, int]:
    out = dict.fromkeys("CDHS", 0)
    for card in hand:
        out[card[1]] += 1
    return out


def test_a_few_counts_worked_out_from_the_rules():
    """Reasoned, not recorded: the table agrees with the rules at these positions."""
    checked = 0
    for row in ROWS:
        game = at(row)
        v = game.view(game.to_move)
        if row["kind"] == "king" and row["preset"] == "default" and not row["actions"]:
            # 1.4.1: the dealer leads any of his 13 cards in vazas (no heart rule there); 1.4.2:
            # the next seat follows suit with as many cards as it holds of it, any of 13 if void.
            assert (v["contract"], row["legal"]) == ("vazas", 13)
            lead = suits_held(v["hand"])
            nxt = suits_held(game.view((game.to_move + 1) % 4)["hand"])
            assert row["depth2"] == sum(n * (nxt[s] or 13) for s, n in lead.items())
            checked += 1
        elif row["kind"] == "king" and row["phase"] == "auction":
            # 1.7.3: an offer of 1..13 tricks, or pass
            assert row["legal"] == 14
            checked += 1
        elif row["kind"] == "king" and row["phase"] == "trump" and row["preset"] == "quick":
            # 1.6.2: a trump suit is required (no no-trump option in this preset)
            assert row["legal"] == 4
            checked += 1
        elif row["kind"] == "358" and row["phase"] == "discard":
            # 2.6.1: the 8-player holds 20 cards and discards any four, one at a time
            assert (len(v["hand"]), row["legal"], row["depth2"]) == (20, 20, 20 * 19)
            checked += 1
        elif row["kind"] == "358" and not row["actions"]:
            # 2.4.1: a suit, no trump or pass (3-5-8's sergeant major: suits only, bv_4 and
            # bv_9); 2.5.1: no drawing in the first deal, so each announcement is followed by
            # the 20 discards, and a pass by the redealt hand's announcement without a pass
            # (2.4.3: each player passes at most once a game)
            suits_only = row["preset"] == "sergeant_major"
            assert row["legal"] == (4 if suits_only else 6)
            assert row["depth2"] == (4 * 20 if suits_only else 5 * 20 + 5)
            checked += 1
    assert checked >= 10
