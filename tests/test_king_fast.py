"""King's fast-play surface for search (engine/king/fast.py): each member does what apply() and
the view would, only faster, and the bots and the view use nothing private of a game."""

import random
import re
from pathlib import Path

import pytest

from engine.cards import CARD, mask
from engine.king.game import KingGame

ROOT = Path(__file__).resolve().parent.parent
HANDS = [["2C", "3C", "KH"], ["4C", "5D", "QS"], ["6C", "7C", "AH"], ["8C", "9D", "JS"]]


def into_play(seed=3, options=None):
    game = KingGame(seed, options)
    rng = random.Random(seed)
    while game.phase != "play":
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def test_legal_cards_mask_is_the_play_actions():
    game = into_play()
    rng = random.Random(1)
    for _ in range(30):
        legal = game.legal_actions()
        assert game.legal_cards_mask() == mask(a[5:] for a in legal)
        game.apply(legal[rng.randrange(len(legal))])


def test_play_card_is_apply_without_the_check():
    a, b = into_play(), into_play()
    rng = random.Random(2)
    for _ in range(40):  # across tricks: the winner leads, points are counted
        legal = a.legal_actions()
        action = legal[rng.randrange(len(legal))]
        a.apply(action)
        b.play_card(CARD[action[5:]])
        assert [b.view(s) for s in range(4)] == [a.view(s) for s in range(4)]
    assert b.to_json() == a.to_json()


def test_copy_is_independent_and_plays_on_the_same():
    game = KingGame.from_position(KingGame(0).hands, hand_number=7, dealer=0)
    game.apply("bid 2")
    twin = game.copy()
    for action in ("pass", "pass", "accept"):
        twin.apply(action)
    assert game.view(0)["auction"]["accepted"] == 0 and game.to_move == 2
    assert twin.view(0)["auction"]["accepted"] == 2
    for action in ("pass", "pass", "accept"):
        game.apply(action)
    assert game.to_json() == twin.to_json()


def test_with_hands_changes_only_the_hands():
    game = into_play()
    seat = game.to_move
    hands = list(game.hands)
    others = [s for s in range(4) if s != seat]
    hands[others[0]], hands[others[1]] = hands[others[1]], hands[others[0]]
    world = game.with_hands(hands)
    assert world.hands == hands and game.hands != hands
    assert world.view(seat) == game.view(seat)  # what the seat to move sees is the same


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
    game = KingGame.from_position(
        HANDS, hand_number=5, dealer=2, contract="king", scores=[10, -10, 0, 0]
    )
    assert (game.hand_number, game.dealer, game.phase, game.to_move) == (5, 2, "play", 2)
    assert game.hands == [mask(h) for h in HANDS] and game.tricks_played == 10
    assert game.contract.name == "king" and game.scores == [10, -10, 0, 0]
    assert game.legal_cards_mask() == mask(["6C", "7C"])  # no heart lead while other suits
    same = KingGame.from_position(
        [mask(h) for h in HANDS], hand_number=5, dealer=2, contract="king", scores=[10, -10, 0, 0]
    )
    assert same.view(0) == game.view(0)


@pytest.mark.parametrize("options", [{}, {"negative_order": "free"}])
def test_legal_actions_is_a_new_list_each_time(options):
    game = KingGame(4, options)
    legal = game.legal_actions()
    before = list(legal)
    legal.clear()
    assert game.legal_actions() == before
    game.apply(before[0])


def test_bots_and_view_read_no_private_member_of_a_game():
    private = re.compile(r"\b(?!self\b)[a-z_]\w*\._[a-z]\w*")
    for name in ("bot", "policy", "search", "view"):
        text = (ROOT / "engine" / "king" / f"{name}.py").read_text(encoding="utf-8")
        found = private.findall(text)
        assert not found, f"engine/king/{name}.py reads {found}"
