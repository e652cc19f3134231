"""3-5-8 bots: the sampler's deals, analyse() in play and the rule layer. Legality under every
preset, honesty, determinism, analyse()'s form and the time budget, for every game:
tests/test_contract.py."""

from __future__ import annotations

import random

import pytest

import engine
from engine import bots
from engine.blato import bot as blato_bot
from engine.blato import policy as rules
from engine.blato.legality import playable
from engine.blato.sample import Info, sample_steps
from engine.bots.search import drain
from engine.cards import CARD, SUIT_MASK, mask

PRESETS = list(engine.presets("358"))
LEVELS = ("random", "easy", "medium", "hard")


def _bot(level, seed=0, iterations=3):
    if level == "hard":
        return bots.make(level, seed=seed, iterations=iterations)
    return bots.make(level, seed=seed)


def _positions(preset, seed, steps_per_game=400):
    """Views of random positions reached by random legal play (with the game for checks)."""
    game = engine.new_game("358", seed=seed, options=engine.presets("358")[preset])
    rng = random.Random(seed)
    n = 0
    while not game.is_over and n < steps_per_game:
        yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        n += 1


def test_358_sampled_deals_respect_voids_known_cards_and_sizes():
    for preset in PRESETS:
        for seed in range(3):
            for game in _positions(preset, seed, 250):
                for seat in range(3):
                    view = game.view(seat)
                    info = Info(view)
                    deal = drain(sample_steps(info, random.Random(seed)))
                    assert deal[seat] == info.hand
                    for p in range(3):
                        assert deal[p].bit_count() == view["hand_sizes"][p]
                        if p == seat:
                            continue
                        for s in range(4):
                            if info.voids[p] >> s & 1:
                                assert not deal[p] & SUIT_MASK[s]
                        # the inferences hold in the real game too
                        assert not game.hands[p] & info.forbid[p]
                        assert game.hands[p] & info.known[p] == info.known[p]


def test_358_analyse_in_play_estimates_points_for_every_distinct_card():
    for game in _positions("default", 4, 200):
        if game.phase == "play" and len(game.legal_actions()) >= 4:
            view = game.view(game.to_move)
            out = bots.make("hard", seed=2, iterations=10).analyse(view)
            assert all(isinstance(e["points"], float) for e in out)
            return
    pytest.fail("no play position found")


# --- the rule layer, rule by rule --------------------------------------------------------------


def _c(name):
    return CARD[name]


def test_rule_last_seat_wins_with_the_cheapest_winning_card():
    hand = mask(["KS", "AS", "3S", "4D"])
    trick = [_c("QS"), _c("5S")]
    played = mask(["QS", "5S"])
    legal = playable(hand, trick, None, False)[0]
    card, reason = rules.play_medium(0, hand, legal, trick, None, played, [0, 0, 0])
    assert card == _c("KS") and reason == "win_trick"


def test_rule_cannot_win_follows_with_the_lowest_card():
    hand = mask(["QS", "3S", "4D"])
    trick = [_c("AS"), _c("5S")]
    played = mask(["AS", "5S"])
    card, reason = rules.play_medium(0, hand, mask(["QS", "3S"]), trick, None, played, [0] * 3)
    assert card == _c("3S") and reason == "follow_low"


def test_rule_second_seat_does_not_waste_a_king_under_an_unseen_ace():
    hand = mask(["KS", "3S", "4D"])
    trick = [_c("5S")]
    played = mask(["5S"])
    card, _ = rules.play_medium(0, hand, mask(["KS", "3S"]), trick, None, played, [0] * 3)
    assert card == _c("3S")


def test_rule_void_player_ruffs_with_the_lowest_safe_trump():
    hand = mask(["2H", "9H", "AH", "4D"])
    trick = [_c("KS"), _c("AS")]
    played = mask(["KS", "AS"])
    legal = playable(hand, trick, 2, False)[0]
    card, reason = rules.play_medium(0, hand, legal, trick, 2, played, [0] * 3)
    assert card == _c("2H") and reason == "ruff"


def test_rule_second_seat_ruffs_high_enough_when_the_last_seat_is_void_too():
    hand = mask(["2H", "AH", "4D"])
    trick = [_c("KS")]
    played = mask(["KS"])
    voids = [0, 1 << 3, 0]  # seat 1 plays after us and has shown no spades
    legal = playable(hand, trick, 2, False)[0]
    card, _ = rules.play_medium(0, hand, legal, trick, 2, played, voids)
    assert card == _c("AH")


def test_rule_leader_draws_trumps_with_the_master_trump_when_long():
    hand = mask(["AH", "KH", "7H", "5H", "3D", "4C"])
    card, reason = rules.lead_medium(0, hand, hand, 2, rules.DECK & ~hand, [0] * 3)
    assert card == _c("AH") and reason == "draw_trumps"


def test_rule_leader_cashes_a_side_ace_in_no_trump():
    hand = mask(["AD", "3D", "5C", "7S"])
    card, reason = rules.lead_medium(0, hand, hand, None, rules.DECK & ~hand, [0] * 3)
    assert card == _c("AD") and reason == "cash_winner"


def test_rule_leader_avoids_a_suit_an_opponent_can_ruff():
    hand = mask(["5D", "6D", "7D", "4C", "5C", "6C", "2H"])
    voids = [0, 1 << 1, 0]  # seat 1 is void in diamonds and may hold trumps (hearts)
    card, _ = rules.lead_medium(0, hand, hand, 2, rules.DECK & ~hand, voids)
    assert card // 13 != 1


def test_rule_throw_keeps_trumps_and_masters_and_empties_short_suits():
    hand = mask(["AS", "2H", "3H", "9D", "4C", "8C", "TC"])
    unseen = rules.DECK & ~hand
    card = rules.throw(hand, hand, unseen, 2)
    assert card == _c("9D")


def test_rule_discard_keeps_trumps_and_aces_and_makes_voids():
    names = [
        "AH",
        "KH",
        "QH",
        "9H",
        "7H",
        "4H",
        "2H",
        "AS",
        "KS",
        "5S",
        "3S",
        "AC",
        "9C",
        "6C",
        "4C",
        "2C",
        "8D",
        "5D",
        "3D",
        "2D",
    ]
    hand = mask(names)
    out = rules.best_discards(hand, 4, 2, "medium")
    assert len(out) == 4
    assert not any(c // 13 == 2 for c in out)  # no trump laid away
    assert _c("AS") not in out and _c("AC") not in out
    after = hand & ~mask(out)
    assert not after & SUIT_MASK[1]  # diamonds, the weakest suit, emptied


def test_rule_announce_names_the_long_strong_suit():
    hand = mask(
        [
            "AS",
            "KS",
            "QS",
            "JS",
            "9S",
            "7S",
            "3S",
            "AD",
            "KD",
            "2D",
            "5C",
            "6C",
            "8C",
            "3H",
            "4H",
            "6H",
        ]
    )
    legal = ["trump C", "trump D", "trump H", "trump S", "notrump", "pass"]
    action, reason = rules.announce(hand, legal, "medium", 8)
    assert action == "trump S" and reason == "best_trump_suit"


def test_rule_announce_prefers_no_trump_to_a_suit_it_barely_holds():
    hand = mask(
        [
            "AS",
            "KS",
            "QS",
            "JS",
            "2S",
            "AD",
            "KD",
            "QD",
            "3D",
            "4D",
            "AH",
            "KH",
            "QH",
            "5H",
            "6H",
            "2C",
        ]
    )
    action, reason = rules.announce(hand, ["trump C", "notrump", "pass"], "medium", 8)
    assert action == "notrump" and reason == "notrump_strength"


def test_rule_announce_passes_a_hopeless_hand_once():
    hand = mask(
        [
            "2S",
            "3S",
            "4S",
            "5S",
            "2D",
            "3D",
            "4D",
            "6D",
            "2C",
            "3C",
            "4C",
            "5C",
            "2H",
            "3H",
            "4H",
            "6H",
        ]
    )
    action, reason = rules.announce(hand, ["trump C", "notrump", "pass"], "medium", 8)
    assert action == "pass" and reason == "pass_weak_hand"
    action, reason = rules.announce(hand, ["trump C"], "medium", 8)
    assert action == "trump C" and reason == "forced"


def test_rule_draw_goes_for_the_missing_ace_over_a_solid_suit():
    hand = mask(["AS", "KS", "QS", "2S", "KD", "3D", "4D", "5C"])
    unseen = rules.DECK & ~hand
    spades = rules.draw_gain(hand, 3, 2, unseen)
    diamonds = rules.draw_gain(hand, 1, 2, unseen)
    assert diamonds > spades


def test_rule_draw_gains_nothing_where_the_giver_is_known_to_hold_nothing_higher():
    hand = mask(["9S", "2S", "KD"])
    cand = rules.DECK & ~hand & ~rules.above(_c("9S"))
    assert rules.draw_gain(hand, 3, 2, cand) <= 0.0


def test_reason_codes_are_all_listed():
    for code in (
        "win_trick",
        "follow_low",
        "ruff",
        "draw_trumps",
        "cash_winner",
        "lead_low",
        "discard_low",
        "void_suit",
        "searched",
        "best_trump_suit",
        "notrump_strength",
        "save_contract",
        "forced",
        "pass_weak_hand",
        "draw_high_card",
        "keep_trumps",
        "return_least",
    ):
        assert code in blato_bot.REASONS
