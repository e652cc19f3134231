"""King's own fast-play members (engine/king/fast.py): stop_after_hand and from_position. What
every game's fast play promises (the mask is the play actions, play_card is apply, copies and
with_hands) and that bots and views use nothing private: tests/test_contract.py."""

import random

from engine.cards import mask
from engine.king.game import KingGame

HANDS = [["2C", "3C", "KH"], ["4C", "5D", "QS"], ["6C", "7C", "AH"], ["8C", "9D", "JS"]]


def into_play(seed=3, options=None):
    game = KingGame(seed, options)
    rng = random.Random(seed)
    while game.phase != "play":
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def test_stop_after_hand_ends_the_match_when_the_hand_is_scored():
    game = into_play(5)
    game.stop_after_hand()
    number = game.hand_number
    while game.phase == "play":
        game.play_card((game.legal_cards_mask() & -game.legal_cards_mask()).bit_length() - 1)
    assert game.is_over and game.hand_number == number
    entry = game.score_sheet()[-1]
    assert entry["hand_number"] == number and entry["tricks"] == game.tricks_taken
    assert sum(game.tricks_taken) == 13


def test_from_position_starts_the_chosen_hand_from_the_chosen_cards():
    game = KingGame.from_hands(
        HANDS, hand_number=5, dealer=2, contract="king", scores=[10, -10, 0, 0]
    )
    assert (game.hand_number, game.dealer, game.phase, game.to_move) == (5, 2, "play", 2)
    assert game.hands == [mask(h) for h in HANDS] and game.tricks_played == 10
    assert game.contract.name == "king" and game.scores == [10, -10, 0, 0]
    assert game.legal_cards_mask() == mask(["6C", "7C"])  # no heart lead while other suits
    same = KingGame.from_hands(
        [mask(h) for h in HANDS], hand_number=5, dealer=2, contract="king", scores=[10, -10, 0, 0]
    )
    assert same.view(0) == game.view(0)
