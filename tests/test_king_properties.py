"""King properties over random legal play under random options (hypothesis)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.king.game import KingGame
from engine.king.rules import CONTRACTS, KingOptions

OPTIONS = st.fixed_dictionaries({o.key: st.sampled_from(o.values) for o in KingOptions.SPEC})
SEEDS = st.integers(0, 2**32)
FAST = settings(max_examples=25, deadline=None, database=None)


def play(game, rng, steps=10**6):
    for _ in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


@FAST
@given(SEEDS, OPTIONS)
def test_1_8_3_hand_totals_and_zero_sum_match(seed, options):
    g = play(KingGame(seed, options), random.Random(seed))
    sheet = g.score_sheet()
    assert len(sheet) == g.hands_total == (7 if options["quick_match"] else 10)
    for e in sheet:
        assert sum(e["scores"]) == CONTRACTS[e["contract"]].total
        assert [a + b for a, b in zip(e["negative"], e["positive"], strict=True)] == e["scores"]
    assert [e["contract"] for e in sheet[-4:]] == ["positiva"] * 4
    totals = sorted(CONTRACTS[e["contract"]].total for e in sheet[:-4])
    assert totals == (
        [-440, -440, -420] if options["quick_match"] else [-260, -260, -240, -200, -180, -160]
    )
    assert sum(g.scores) == 0
    assert g.scores == [sum(e["scores"][i] for e in sheet) for i in range(4)]
    assert g.winners() and all(g.scores[w] == max(g.scores) for w in g.winners())
