"""3-5-8 bots: legality under every preset, honesty, determinism, analyse() and the rule layer."""

from __future__ import annotations

import random

import pytest

import engine
from engine import bots
from engine.blato import bot as blato_bot
from engine.blato import policy as rules
from engine.blato.game import BlatoGame
from engine.blato.legality import playable
from engine.blato.sample import Info, sample_steps
from engine.bots.search import drain
from engine.cards import CARD, SUIT_MASK, mask, shuffled

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


@pytest.mark.parametrize("preset", PRESETS)
def test_358_bots_never_return_an_illegal_action_under_any_preset(preset):
    count = 0
    players = {lv: _bot(lv, seed=7) for lv in LEVELS}
    for seed in range(4):
        for game in _positions(preset, seed, 300):
            view = game.view(game.to_move)
            for level in LEVELS:
                if level == "hard" and count % 5:
                    continue
                action = players[level].choose(view)
                assert action in view["legal"], (preset, level, action, view["phase"])
            count += 1
    assert count > 1000


@pytest.mark.parametrize("preset", PRESETS)
def test_358_full_games_between_levels_stay_legal(preset):
    opts = engine.presets("358")[preset]
    game = engine.new_game("358", seed=3, options=opts)
    seats = [_bot("hard", 1, iterations=2), _bot("medium", 2), _bot("easy", 3)]
    while not game.is_over:
        view = game.view(game.to_move)
        action = seats[game.to_move].choose(view)
        game.apply(action)  # raises IllegalAction if the bot were wrong
    assert sum(game.scores) == 0


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


def _twin_games():
    """Two deal-1 games where seat 1 (the 8-player) holds the same cards and talon, but seats 0
    and 2 hold each other's cards: seat 1's view is the same in both."""
    deck = shuffled(random.Random(11))
    h0, h1, h2, talon = deck[:16], deck[16:32], deck[32:48], deck[48:]
    a = BlatoGame.from_position([h0, h1, h2], talon, dealer=0, seed=1)
    b = BlatoGame.from_position([h2, h1, h0], talon, dealer=0, seed=1)
    return a, b


def test_358_honesty_the_decision_depends_only_on_the_view():
    a, b = _twin_games()
    assert a.to_move == b.to_move == 1
    for _ in range(6):  # announcement, four discards, the first lead
        va, vb = a.view(1), b.view(1)
        assert va == vb
        ra = bots.make("hard", seed=5, iterations=8).choose(va)
        rb = bots.make("hard", seed=5, iterations=8).choose(vb)
        assert ra == rb
        a.apply(ra)
        b.apply(rb)


def test_358_hard_with_fixed_iterations_is_deterministic():
    for game in _positions("default", 9, 120):
        if game.phase != "play" or len(game.legal_actions()) < 3:
            continue
        view = game.view(game.to_move)
        first = bots.make("hard", seed=4, iterations=12).choose(view)
        again = bots.make("hard", seed=4, iterations=12).choose(view)
        assert first == again


def test_358_hard_respects_a_tiny_time_budget_and_stays_legal():
    bot = bots.make("hard", seed=1, budget_ms=1)
    for game in _positions("default", 5, 150):
        view = game.view(game.to_move)
        assert bot.choose(view) in view["legal"]


def test_358_analyse_gives_legal_candidates_with_known_reasons():
    seen_phases = set()
    for i, game in enumerate(_positions("default", 2, 300)):
        if i % 4 and game.phase == "play":
            continue
        view = game.view(game.to_move)
        for level in ("easy", "medium", "hard"):
            out = _bot(level, 1, iterations=6).analyse(view)
            assert out, view["phase"]
            assert {e["action"] for e in out} <= set(view["legal"])
            for e in out:
                assert e["reason"] in blato_bot.REASONS
                assert e["points"] is None or isinstance(e["points"], float)
                assert isinstance(e["params"], dict)
        seen_phases.add(view["phase"])
    assert {"announce", "discard", "play"} <= seen_phases


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
