"""King bots: analyse() in play and the rule layer's rules by name. Legality, honesty,
determinism, analyse()'s form and the time budget, for every game: tests/test_contract.py."""

from __future__ import annotations

import random

import pytest

import engine
from engine import bots
from engine.cards import CARD, DECK, SUIT_MASK, mask
from engine.king.game import KingGame
from engine.king.policy import best_trump, play_card, trick_estimate
from engine.king.rules import CONTRACTS


def _random_step(game, rng):
    legal = game.legal_actions()
    game.apply(legal[rng.randrange(len(legal))])


# --- analyse -------------------------------------------------------------------------------------


def test_analyse_in_play_weighs_every_legal_card():
    """King's hard bot gives one candidate per legal card, the best with points (what every
    game's analyse promises: tests/test_contract.py)."""
    rng = random.Random(9)
    hard = bots.make("hard", seed=1, iterations=6)
    weighed = 0
    for seed in range(3):
        game = engine.new_game("king", seed=seed)
        while not game.is_over:
            view = game.view(game.to_move)
            if view["phase"] == "play" and len(view["legal"]) > 1 and rng.random() < 0.1:
                result = hard.analyse(view)
                assert len({e["action"] for e in result}) == len(view["legal"])
                assert result[0]["points"] is not None
                weighed += 1
            _random_step(game, rng)
    assert weighed > 20


# --- the rule layer ------------------------------------------------------------------------------


def _play(con, hand, trick, legal=None, trump=None, trick_no=5, played=()):
    hand_m = mask(hand)
    trick_c = [CARD[n] for n in trick]
    others = DECK & ~hand_m & ~mask(trick) & ~mask(played)
    legal_m = hand_m if legal is None else mask(legal)
    me = len(trick)
    c = play_card(
        hand_m, legal_m, trick_c, me, 0, CONTRACTS[con], trump, others, [others] * 4, trick_no
    )
    return engine.cards.NAMES[c]


def test_copas_void_player_dumps_the_highest_heart():
    assert _play("copas", ["AH", "5H", "9S", "2S"], ["2C"], legal=["AH", "5H", "9S", "2S"]) == "AH"


def test_homens_void_player_dumps_a_king_or_jack():
    assert _play("homens", ["KS", "3S", "4D"], ["9C"]) in ("KS",)


def test_mulheres_queen_dropped_under_a_higher_card():
    assert _play("mulheres", ["QS", "3S", "4D"], ["AS"], legal=["QS", "3S"]) == "QS"


def test_king_king_of_hearts_dropped_under_the_ace():
    assert _play("king", ["KH", "5H", "4D"], ["AH"], legal=["KH", "5H"]) == "KH"


def test_vazas_follower_ducks_with_highest_card_under_the_winner():
    assert _play("vazas", ["9D", "7D", "KD", "2C"], ["TD"], legal=["9D", "7D", "KD"]) == "9D"


def test_vazas_last_player_forced_to_win_plays_highest():
    assert _play("vazas", ["KD", "QD", "2C"], ["TD", "3D", "4D"], legal=["KD", "QD"]) == "KD"


def test_vazas_leader_leads_a_low_card():
    assert _play("vazas", ["2D", "AS", "KS", "QC"], []) == "2D"


def test_positive_last_player_wins_with_the_cheapest_winning_card():
    assert (
        _play(
            "positiva",
            ["AD", "KD", "QD", "2C"],
            ["TD", "3D", "JD"],
            legal=["AD", "KD", "QD"],
            trump=3,
        )
        == "QD"
    )


def test_positive_void_player_ruffs_with_the_lowest_trump():
    assert _play("positiva", ["AS", "3S", "2H"], ["TD", "3D", "JD"], trump=3) == "3S"


def test_positive_player_who_cannot_win_throws_low():
    assert _play("positiva", ["2D", "9D", "AC"], ["AD"], legal=["2D", "9D"], trump=3) == "2D"


def test_positive_leader_cashes_a_sure_winner():
    assert _play("positiva", ["AC", "5C", "4D", "2H"], [], trump=3) == "AC"


def test_trick_estimate_prefers_the_long_strong_suit():
    hand = mask(["AS", "KS", "QS", "JS", "9S", "5S", "AD", "3D", "4C", "5C", "6C", "2H", "3H"])
    assert best_trump(hand)[0] == 3
    assert trick_estimate(hand, 3) > trick_estimate(hand, 0) + 2


def _positive_auction_game(hand0, seed=1):
    """Hand 7 dealt by seat 3, so seat 0 (O1) speaks first in the auction."""
    rest = [c for c in range(52) if not mask(hand0) >> c & 1]
    hands = [mask(hand0)] + [mask(rest[13 * k : 13 * k + 13]) for k in range(3)]
    hands = [hands[0], hands[1], hands[2], hands[3]]
    return KingGame.from_hands(hands, hand_number=7, dealer=3, seed=seed)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_auction_strong_hand_bids_weak_hand_passes(level):
    strong = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "AD", "KD", "AC", "KC", "2H", "3H"]
    weak = ["2S", "3S", "4D", "5D", "6C", "7C", "8H", "9H", "2C", "3D", "4H", "5S", "6D"]
    g = _positive_auction_game(strong)
    assert g.to_move == 0
    bot = bots.make(level, seed=1, iterations=16)
    assert bot.choose(g.view(0)).startswith("bid")
    g = _positive_auction_game(weak)
    assert bots.make(level, seed=1, iterations=16).choose(g.view(0)) == "pass"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_trump_named_in_the_long_strong_suit(level):
    hand = ["AH", "KH", "QH", "JH", "9H", "5H", "AD", "3D", "4C", "5C", "6C", "2S", "3S"]
    rest = [c for c in range(52) if not mask(hand) >> c & 1]
    hands = [mask(hand)] + [mask(rest[13 * k : 13 * k + 13]) for k in range(3)]
    g = KingGame.from_hands(hands, hand_number=7, dealer=0, options={"auction": False})
    assert bots.make(level, seed=1, iterations=16).choose(g.view(0)) == "trump H"


def test_beneficiary_accepts_a_high_offer_and_refuses_a_low_one_with_a_strong_hand():
    strong = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "AD", "KD", "AC", "KC", "2H", "3H"]
    rest = [c for c in range(52) if not mask(strong) >> c & 1]
    hands = [mask(strong)] + [mask(rest[13 * k : 13 * k + 13]) for k in range(3)]
    g = KingGame.from_hands(hands, hand_number=7, dealer=0)
    for a in ("pass", "bid 1", "pass"):
        g.apply(a)
    v = g.view(0)
    assert "accept" in v["legal"]
    assert bots.make("medium", seed=1).choose(v) == "refuse"
    g = KingGame.from_hands(hands, hand_number=7, dealer=0)
    for a in ("pass", "bid 9", "pass"):
        g.apply(a)
    assert bots.make("medium", seed=1).choose(g.view(0)) == "accept"


def test_weak_beneficiary_declines_when_allowed():
    weak = ["2S", "3S", "4D", "5D", "6C", "7C", "8H", "9H", "2C", "3D", "4H", "5S", "6D"]
    rest = [c for c in range(52) if not mask(weak) >> c & 1]
    hands = [mask(weak)] + [mask(rest[13 * k : 13 * k + 13]) for k in range(3)]
    g = KingGame.from_hands(hands, hand_number=7, dealer=0)
    for a in ("pass", "pass", "pass"):
        g.apply(a)
    v = g.view(0)
    assert "decline" in v["legal"]
    assert bots.make("medium", seed=1).choose(v) == "decline"


def test_free_order_dealer_picks_an_unplayed_contract():
    game = engine.new_game("king", seed=5, options={"negative_order": "free"})
    rng = random.Random(1)
    while game.phase != "contract" or game.hand_number < 2:
        _random_step(game, rng)
    view = game.view(game.to_move)
    for level in ("easy", "medium"):
        assert bots.make(level).choose(view) in view["legal"]
    assert bots.make("hard", iterations=3).choose(view) in view["legal"]


def test_void_inference_keeps_samples_consistent():
    """A seat that failed to follow a suit never gets a card of it in hard's samples."""
    from engine.bots.search import drain
    from engine.king.policy import Info
    from engine.king.search import Sampler

    game = engine.new_game("king", seed=21)
    rng = random.Random(3)
    found = None
    while not game.is_over and found is None:
        _random_step(game, rng)
        if game.phase == "play":
            v = game.view(game.to_move)
            for t in v["history"]["tricks"]:
                led = t["cards"][0][1][1]
                voids = [seat for seat, card in t["cards"] if card[1] != led and seat != v["seat"]]
                if voids:
                    found = Info(v), voids[0], SUIT_MASK["CDHS".index(led)]
    assert found is not None
    info, seat, suit = found
    assert info.others & suit and not info.possible[seat] & suit
    sampler = Sampler(info, random.Random(0))
    for _ in range(50):
        hands = drain(sampler.draw_steps())
        for p in range(4):
            if p != info.me:
                assert not hands[p] & info.forbid[p]
                assert hands[p].bit_count() == info.sizes[p]
        assert not hands[seat] & suit
