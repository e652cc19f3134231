"""3-5-8 properties over random legal games and random options (hypothesis)."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.blato.rules import BlatoOptions
from engine.cards import NAMES

CARD_TOKEN = re.compile(r"\b[2-9TJQKA][CDHS]\b")
FAST = settings(max_examples=40, deadline=None)

options_st = st.fixed_dictionaries(
    {o.key: st.sampled_from(o.values) for o in BlatoOptions.SPEC}
).filter(lambda options: not engine.option_conflict("358", options))


def names(mask: int) -> set[str]:
    return {NAMES[c] for c in range(52) if mask >> c & 1}


def step(game, rng: random.Random) -> str:
    legal = game.legal_actions()
    action = legal[rng.randrange(len(legal))]
    game.apply(action)
    return action


def check_deal_invariants(game) -> None:
    for entry in game.score_sheet():
        assert sum(entry["tricks"]) == 16, "a deal has 16 tricks"
        assert sum(entry["scores"]) == 0, "deal scores sum to zero"


@FAST
@given(options_st, st.integers(0, 10**6))
def test_random_games_with_random_options_keep_the_rules(options, seed):
    game = engine.new_game("358", seed, options)
    rng = random.Random(seed)
    while not game.is_over and game.hand_number <= 3:
        if game.phase == "play" and not game.tricks and not game.trick:
            assert sum(game.view(0)["hand_sizes"]) == 48
            assert game.view(0)["out_of_play"] == 4, "four cards out of play"
        if game.phase == "draw" and game.pending is None:
            before = list(game.hands)
            n = len(game.draws)
            drawer = game.to_move
            step(game, rng)
            if len(game.draws) > n:
                d, g, suit, given_card, returned = game.draws[-1]
                assert d == drawer and before[d] >> given_card & 1
                if options["draw_card"] == "lowest":
                    low = before[d] >> (13 * suit) & 0x1FFF
                    assert given_card == 13 * suit + (low & -low).bit_length() - 1
                pool = (before[g] >> (13 * suit) & 0x1FFF) << (13 * suit)
                if options["return_rule"] == "highest_including" or not pool:
                    expect = max(pool.bit_length() - 1, given_card)
                else:
                    expect = pool.bit_length() - 1  # literal: his own highest, even if lower
                if not (options["trump_draw"] == "polish" and suit == game.trump):
                    assert returned == expect
            continue
        step(game, rng)
    check_deal_invariants(game)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6))
def test_full_default_games_five_distinct_contracts_each(seed):
    game = engine.new_game("358", seed)
    rng = random.Random(seed)
    while not game.is_over:
        step(game, rng)
    check_deal_invariants(game)
    sheet = game.score_sheet()
    assert len(sheet) == 15 and sum(game.scores) == 0
    for seat in range(3):
        contracts = [e["contract"] for e in sheet if e["eight"] == seat]
        assert len(contracts) == 5 and len(set(contracts)) == 5
    assert game.winners() and all(game.scores[w] == max(game.scores) for w in game.winners())


@FAST
@given(st.integers(0, 10**6))
def test_with_hands_resamples_unseen_cards_for_search(seed):
    game = engine.new_game("358", seed)
    rng = random.Random(seed)
    while game.phase != "play" or len(game.tricks) < 3:
        step(game, rng)
    seat = game.to_move
    known = game.known_hands(seat)
    pool = [c for c in range(52) if game.unseen(seat) >> c & 1]
    rng.shuffle(pool)
    hands = list(known)
    for other in range(3):
        if other != seat:
            need = bin(game.hands[other]).count("1") - bin(known[other]).count("1")
            hands[other] |= sum(1 << c for c in pool[:need])
            pool = pool[need:]
    sample = game.with_hands(hands)
    assert sample.hands[seat] == game.hands[seat]
    while not sample.is_over and sample.hand_number == game.hand_number:
        mask = sample.legal_cards_mask() if sample.phase == "play" else 0
        if mask:
            sample.play_card((mask & -mask).bit_length() - 1)
        else:
            step(sample, rng)
    assert sum(sample.score_sheet()[-1]["tricks"]) == 16
    assert game.hands[seat] == hands[seat]
