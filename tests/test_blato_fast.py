"""The 3-5-8 fast-play surface (engine/blato/fast.py): what a seat knows, the search's PlayOut
playing by exactly the game's rules, from_position. Card play by int and mask and copies, for
every game: tests/test_contract.py."""

from __future__ import annotations

import random

import pytest

import engine
from engine.blato.fast import PlayOut
from engine.blato.game import BlatoGame
from engine.cards import NAMES, cards_of


def at_play(seed, options=None, tricks=0):
    """A seeded game in phase play, ``tricks`` tricks into a deal, by random legal actions."""
    game = engine.new_game("358", seed, options)
    rng = random.Random(seed)
    while game.phase != "play" or len(game.tricks) < tricks:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def playout_of(game):
    return PlayOut(
        game.hands,
        game.trick,
        game.leader,
        game.trump,
        game.duty,
        game.played,
        game.voids,
        game.tricks_taken,
    )


@pytest.mark.parametrize("options", [{}, {"trump_duty": "must_trump_overtrump"}])
def test_playout_plays_by_the_game_rules_to_the_end_of_the_deal(options):
    for seed in range(4):
        game = at_play(seed, options, tricks=seed)
        state = playout_of(game)
        rng = random.Random(seed)
        while state.hands[state.to_move]:
            assert (state.to_move, state.leader, state.trick) == (
                game.to_move,
                game.leader,
                game.trick,
            )
            assert (state.voids, state.played, state.tricks_taken) == (
                game.voids,
                game.played,
                game.tricks_taken,
            )
            assert state.legal_cards_mask() == game.legal_cards_mask()
            card = rng.choice(cards_of(state.legal_cards_mask()))
            state.play_card(card)
            game.play_card(card)
        assert state.tricks_taken == game.score_sheet()[-1]["tricks"]


def test_playout_copies_what_it_is_given():
    game = at_play(5, tricks=2)
    state = playout_of(game)
    state.play_card(cards_of(state.legal_cards_mask())[0])
    assert game.trick != state.trick and game.hands != state.hands
    assert playout_of(game).hands == game.hands


def test_known_hands_unseen_and_with_hands_for_a_determinized_search():
    game = at_play(8, {"draw_card": "free"}, tricks=2)
    for seat in range(3):
        known = game.known_hands(seat)
        assert known[seat] == game.hands[seat]
        for other in range(3):
            assert game.hands[other] & known[other] == known[other]
        unseen = game.unseen(seat)
        assert not unseen & (game.hands[seat] | game.played)
        others = [s for s in range(3) if s != seat]
        for other in others:
            assert game.hands[other] & ~known[other] & ~unseen == 0
    hands = list(game.hands)
    hands[1], hands[2] = hands[2], hands[1]
    if hands[1].bit_count() == hands[2].bit_count():
        swapped = game.with_hands(hands)
        assert swapped.hands == hands and game.hands != hands
    with pytest.raises(ValueError):
        game.with_hands([game.hands[0], game.hands[0], game.hands[2]])


def test_from_position_starts_a_chosen_deal():
    hands = [NAMES[0:16], NAMES[16:32], NAMES[32:48]]
    game = BlatoGame.from_hands(
        hands, NAMES[48:], dealer=2, hand_number=4, results=[2, -1, -1], scores=[3, -1, -2]
    )
    assert game.hand_number == 4 and game.dealer == 2 and game.scores == [3, -1, -2]
    assert [game.view(s)["hand"] for s in range(3)] == [sorted(h, key=NAMES.index) for h in hands]
    assert game.phase == "announce" and game.to_move == game.eight == 0
    assert [(e["drawer"], e["giver"]) for e in game.view(0)["draw_plan"]] == [(0, 1), (0, 2)]
