"""3-5-8 rules of docs/rules.md 2.2-2.8 and the variants of 2.10, each test named after its rule."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.blato.game import SAFETY_DEALS, BlatoGame
from engine.cards import NAMES, shuffled
from engine.game import MAX_SAVE_BYTES
from tests.test_blato_vectors import complete, play_random, seed_with_dealer, suit_of


def game_at(hands_fixed, fill, options=None, dealer=1, hand_number=2, results=(4, -2, -2)):
    hands, talon = complete(hands_fixed, fill)
    return BlatoGame.from_hands(
        hands,
        talon,
        dealer=dealer,
        hand_number=hand_number,
        results=None if results is None else list(results),
        options=options,
    )


def random_game(seed=0, options=None):
    game = engine.new_game("358", seed, options)
    play_random(game, random.Random(seed), lambda g: False)
    return game


# --- 2.2 roles, rotation --------------------------------------------------------------------


def test_2_2_2_dealer_is_three_next_is_eight_then_five():
    game = engine.new_game("358", seed_with_dealer(2))
    v = game.view(0)
    assert v["roles"] == {"eight": 0, "five": 1, "three": 2}
    assert v["targets"] == [8, 5, 3] and game.to_move == 0 and v["phase"] == "announce"


def test_2_2_3_first_roles_by_lot_from_the_seed():
    dealers = [engine.new_game("358", s).dealer for s in range(30)]
    assert set(dealers) == {0, 1, 2}
    assert dealers == [engine.new_game("358", s).dealer for s in range(30)]


def test_2_2_4_deal_passes_to_the_old_eight_player():
    game = engine.new_game("358", 4)
    eight = game.eight
    play_random(game, random.Random(0), lambda g: g.hand_number == 2)
    assert game.dealer == eight and game.view(0)["roles"]["three"] == eight


def test_2_2_5_fifteen_deals_each_player_eight_five_times():
    sheet = random_game(7).score_sheet()
    assert [e["hand_number"] for e in sheet] == list(range(1, 16))
    assert sorted(e["eight"] for e in sheet) == [0] * 5 + [1] * 5 + [2] * 5


# --- 2.3 dealing and steps --------------------------------------------------------------------


def test_2_3_1_deal_sixteen_each_from_the_eight_player_and_four_to_the_talon():
    game = engine.new_game("358", 11)
    rng = random.Random(11)
    dealer = rng.randrange(3)
    deck = shuffled(rng)
    for k in range(3):
        seat = (dealer + 1 + k) % 3
        assert game.view(seat)["hand"] == sorted((NAMES[c] for c in deck[k:48:3]), key=NAMES.index)
    assert game.view(0)["talon_size"] == 4 and game.view(0)["hand_sizes"] == [16, 16, 16]


def test_2_3_steps_announce_draw_talon_play():
    game = game_at({0: [], 1: [], 2: []}, {0: "CDHS", 1: "CDHS", 2: "CDHS"})
    phases = []
    while game.phase != "play":
        phases.append(game.phase)
        game.apply(game.legal_actions()[0])
    assert phases[0] == "announce" and phases[-1] == "discard"
    assert phases.index("draw") < phases.index("discard")


# --- 2.4 announcement -------------------------------------------------------------------------


def test_2_4_1_the_eight_player_announces_a_suit_notrump_or_pass():
    game = engine.new_game("358", 1)
    assert game.legal_actions() == ["trump C", "trump D", "trump H", "trump S", "notrump", "pass"]
    game.apply("trump D")
    assert game.view(0)["contract"] == "trump D" and game.view(0)["trump"] == "D"


def test_2_4_2_no_repeat_each_player_names_five_distinct_contracts():
    for seed in range(3):
        sheet = random_game(seed).score_sheet()
        for s in range(3):
            assert len({e["contract"] for e in sheet if e["eight"] == s}) == 5


def test_2_4_3_pass_at_most_once_per_game():
    game = engine.new_game("358", 2)
    eight = game.to_move
    game.apply("pass")
    assert "pass" not in game.legal_actions()
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("pass")
    assert err.value.code == "pass_used"
    assert game.view(0)["announced"][eight] == ["pass"]


def test_2_4_4_pass_redeals_same_dealer_same_roles_same_hand_number():
    game = engine.new_game("358", 2)
    before = game.view(game.to_move)
    game.apply("pass")
    after = game.view(before["seat"])
    assert after["hand"] != before["hand"] and after["hand_number"] == 1
    assert after["dealer"] == before["dealer"] and after["roles"] == before["roles"]
    assert after["phase"] == "announce" and after["to_move"] == before["seat"]
    assert after["history"]["calls"] == [[before["seat"], "pass"]]


def test_2_4_5_no_talon_preview_by_default():
    flat = {0: [], 1: [r + s for s in "CDHS" for r in "2345"], 2: []}
    game = game_at(flat, {0: "CDHS", 1: "", 2: "CDHS"}, dealer=0, hand_number=1, results=None)
    assert "preview" not in game.legal_actions()
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("preview")
    assert err.value.code == "preview_disabled"


def test_2_4_5_bv_12_flat_hand_preview_forfeits_own_draws():
    flat = {0: [], 1: [r + s for s in "CDHS" for r in "2345"], 2: []}
    game = game_at(
        flat,
        {0: "CDHS", 1: "", 2: "CDHS"},
        {"flat_preview": True},
        dealer=0,
        hand_number=2,
        results=(-1, 2, -1),
    )
    assert "preview" in game.legal_actions()
    assert "talon" not in game.view(1)["known"]
    game.apply("preview")
    assert len(game.view(1)["known"]["talon"]) == 4 and "talon" not in game.view(0)["known"]
    assert all(e["lapsed"] for e in game.view(0)["draw_plan"])
    game.apply("trump S")
    assert game.phase == "discard"


# --- 2.5 drawing --------------------------------------------------------------------------------


def test_2_5_1_no_drawing_in_the_first_deal():
    game = engine.new_game("358", 0)
    assert game.view(0)["draw_plan"] == []
    game.apply("trump S")
    assert game.phase == "discard"


def test_2_5_1_no_drawing_in_no_trump():
    game = game_at({0: [], 1: [], 2: []}, {0: "CDHS", 1: "CDHS", 2: "CDHS"})
    game.apply("notrump")
    assert game.phase == "discard" and game.view(0)["draw_plan"] == []


@pytest.mark.parametrize(
    "results,plan",
    [
        ((4, -2, -2), [(0, 1, 2), (0, 2, 2)]),
        ((1, 2, -3), [(1, 2, 2), (0, 2, 1)]),  # dealer 1: targets S2 8, S0 5, S1 3
        ((3, 0, -3), [(0, 2, 3)]),
    ],
)
def test_2_5_2_entitlement_from_the_previous_deal(results, plan):
    game = game_at({0: [], 1: [], 2: []}, {0: "CDHS", 1: "CDHS", 2: "CDHS"}, results=results)
    got = [(e["drawer"], e["giver"], e["count"]) for e in game.view(0)["draw_plan"]]
    assert sorted(got) == sorted(plan)


def test_2_5_3_higher_target_this_deal_draws_first():
    game = game_at(
        {0: [], 1: [], 2: []}, {0: "CDHS", 1: "CDHS", 2: "CDHS"}, dealer=0, results=(-3, 1, 2)
    )  # targets S1 8, S2 5, S0 3
    assert [e["drawer"] for e in game.view(0)["draw_plan"]] == [1, 2]


def test_2_5_4_a_suit_must_not_be_trump_and_must_be_held():
    game = game_at({0: ["4S"], 1: [], 2: []}, {0: "CDH", 1: "CDHS", 2: "CDHS"})
    game.apply("trump H")
    assert game.legal_actions() == [
        "draw 1 C",
        "draw 1 D",
        "draw 1 S",
        "draw 2 C",
        "draw 2 D",
        "draw 2 S",
    ]


def test_2_5_4_b_drawer_gives_his_lowest_card_of_the_suit():
    game = game_at({0: ["4S", "9S"], 1: ["2S"], 2: []}, {0: "CD", 1: "DH", 2: "CSH"})
    game.apply("trump H")
    game.apply("draw 1 S")
    assert game.view(0)["known"]["draws"][0]["given"] == "4S"


def test_2_5_4_giver_returns_highest_including_received():
    game = game_at({0: ["4S", "9S"], 1: ["2S", "KS"], 2: []}, {0: "CD", 1: "DH", 2: "CSH"})
    game.apply("trump H")
    game.apply("draw 1 S")
    assert game.view(1)["known"]["draws"][0] == {
        "drawer": 0,
        "giver": 1,
        "suit": "S",
        "given": "4S",
        "returned": "KS",
    }
    assert suit_of(game, 1, "S") == ["2S", "4S"] and "KS" in game.view(0)["hand"]


def test_2_5_4_c_void_or_lower_giver_returns_the_received_card():
    game = game_at({0: ["9S"], 1: ["2S"], 2: []}, {0: "CD", 1: "DH", 2: "CSH"})
    game.apply("trump H")
    game.apply("draw 1 S")
    assert game.view(0)["known"]["draws"][0]["returned"] == "9S"
    game.apply("draw 1 C")
    assert game.view(1)["known"]["draws"][1]["given"] == "2C"
    assert game.view(1)["known"]["draws"][1]["returned"] == "2C"


def test_2_5_4_d_third_player_sees_the_call_but_not_the_cards():
    game = game_at({0: ["4S"], 1: ["KS"], 2: []}, {0: "CD", 1: "DH", 2: "CSH"}, results=(2, -2, 0))
    game.apply("trump H")
    game.apply("draw 1 S")
    third = game.view(2)
    assert third["known"]["draws"] == [] and third["history"]["calls"][-1] == [0, "draw 1 S"]
    assert "4S" not in json.dumps(third) and "KS" not in json.dumps(third)


def test_2_5_4_e_drawer_with_only_trumps_loses_his_draws():
    # With 16 cards and 13 trumps this cannot arise in play; the mechanism is checked on a
    # doctored position where the drawer's non-trump cards went to the talon.
    game = game_at({0: [], 1: [], 2: []}, {0: "HS", 1: "CD", 2: "CDS"})
    hearts = sum(1 << c for c in range(26, 39))
    game.talon = sorted(
        set(game.talon) | {c for c in range(52) if game.hands[0] >> c & 1 and not hearts >> c & 1}
    )
    game.hands[0] &= hearts
    game.apply("trump H")
    assert game.phase == "discard" and all(e["lapsed"] for e in game.view(0)["draw_plan"])


def test_2_5_5_the_same_suit_may_be_used_again():
    game = game_at(
        {0: ["2S", "3S"], 1: ["AS", "KS"], 2: []}, {0: "CD", 1: "DH", 2: "CSH"}, results=(2, -2, 0)
    )
    game.apply("trump H")
    game.apply("draw 1 S")
    game.apply("draw 1 S")
    assert [d["returned"] for d in game.view(0)["known"]["draws"]] == ["AS", "KS"]


def test_2_5_6_eight_player_draws_before_his_talon_exchange():
    game = game_at({0: [], 1: [], 2: []}, {0: "CDHS", 1: "CDHS", 2: "CDHS"}, results=(-2, -2, 4))
    game.apply("trump S")
    assert game.phase == "draw" and game.to_move == 2 and game.eight == 2
    assert game.view(2)["hand_sizes"] == [16, 16, 16]


# --- 2.6 talon -------------------------------------------------------------------------------


def test_2_6_1_eight_player_takes_the_talon_and_discards_any_four():
    game = engine.new_game("358", 3)
    eight = game.to_move
    game.apply("notrump")  # 2.6.3: the talon exchange happens in no trump too
    v = game.view(eight)
    assert v["phase"] == "discard" and len(v["hand"]) == 20 and v["talon_size"] == 0
    assert set(v["known"]["talon"]) <= set(v["hand"])
    keep = v["known"]["talon"]
    for card in [c for c in v["hand"] if c not in keep][:4]:
        game.apply("discard " + card)
    assert set(keep) <= set(game.view(eight)["hand"]) and game.phase == "play"


def test_2_6_2_discards_are_out_of_play_and_private():
    game = engine.new_game("358", 3)
    eight = game.to_move
    game.apply("trump C")
    discards = game.view(eight)["hand"][:4]
    for card in discards:
        game.apply("discard " + card)
    assert game.view(eight)["known"]["discards"] == discards
    for seat in range(3):
        v = game.view(seat)
        assert v["out_of_play"] == 4 and sum(v["hand_sizes"]) == 48
        if seat != eight:
            assert "discards" not in v["known"] and "talon" not in v["known"]
            assert not set(discards) & set(json.dumps(v).replace('"', " ").split())
    assert [c for c in game.view(0)["history"]["calls"] if c[1] == "discard"] == [
        [eight, "discard"]
    ] * 4


# --- 2.7 play ----------------------------------------------------------------------------------


def test_2_7_1_eight_player_leads_and_the_winner_leads_next():
    game = engine.new_game("358", 5)
    eight = game.to_move
    play_random(game, random.Random(0), lambda g: g.phase == "play")
    assert game.to_move == eight == game.view(0)["leader"]
    play_random(game, random.Random(0), lambda g: len(g.view(0)["history"]["tricks"]) == 1)
    assert game.to_move == game.view(0)["history"]["tricks"][0]["winner"]


def test_2_7_2_follow_suit_and_no_duty_to_trump():
    for seed in range(3):
        game = engine.new_game("358", seed)
        rng = random.Random(seed)
        while game.hand_number == 1:
            if game.phase == "play" and game.trick:
                led = game.view(0)["trick"][0][1][1]
                hand = game.view(game.to_move)["hand"]
                suited = [c for c in hand if c[1] == led]
                want = suited or hand
                assert sorted(a[5:] for a in game.legal_actions()) == sorted(want)
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])


def test_2_7_3_trick_won_by_highest_trump_else_highest_of_suit_led():
    for seed in range(3):
        game = random_game(seed)
        for entry in game.score_sheet():
            assert sum(entry["tricks"]) == 16
    game = engine.new_game("358", 0)
    play_random(game, random.Random(0), lambda g: g.hand_number == 2)
    trump = (
        game.score_sheet()[0]["contract"][-1]
        if game.score_sheet()[0]["contract"] != "notrump"
        else None
    )
    for trick in game.view(0)["last_hand"]["tricks"]:
        cards = trick["cards"]
        led = cards[0][1][1]
        trumps = [(s, c) for s, c in cards if c[1] == trump]
        pool = trumps or [(s, c) for s, c in cards if c[1] == led]
        assert trick["winner"] == max(pool, key=lambda sc: "23456789TJQKA".index(sc[1][0]))[0]


# --- 2.8 scoring and the end --------------------------------------------------------------------


def test_2_8_1_deal_score_is_tricks_minus_target():
    game = random_game(9)
    totals = [0, 0, 0]
    for e in game.score_sheet():
        assert e["scores"] == [t - g for t, g in zip(e["tricks"], e["targets"], strict=True)]
        totals = [a + b for a, b in zip(totals, e["scores"], strict=True)]
        assert e["totals"] == totals
    assert game.scores == totals


def test_2_8_2_game_ends_after_fifteen_deals_highest_total_wins():
    game = random_game(12)
    assert game.is_over and game.to_move is None and game.legal_actions() == []
    assert game.view(0)["phase"] == "over"
    assert game.winners() == [s for s in range(3) if game.scores[s] == max(game.scores)]
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("pass")
    assert err.value.code == "game_over"


def test_2_8_3_bv_17_tie_breaks():
    game = engine.new_game("358", 0)
    game.sheet = [{"scores": [-1, 0, 1]}, {"scores": [-1, 1, 0]}, {"scores": [3, 0, -3]}]
    game.scores = [1, 1, -2]
    assert game._find_winners() == [0, 1]
    for rule, winners in (("last_deal", [0]), ("fewest_below", [1])):
        other = engine.new_game("358", 0, {"tie_break": rule})
        other.sheet, other.scores = game.sheet, game.scores
        assert other._find_winners() == winners


# --- variants (2.10) ------------------------------------------------------------------------------


def test_bv_1_2_3_english_roles_clockwise_eldest_leads():
    game = engine.new_game("358", 0, engine.presets("358")["sergeant_major"])
    v = game.view(0)
    dealer = v["dealer"]
    assert v["roles"] == {"eight": dealer, "five": (dealer + 1) % 3, "three": (dealer + 2) % 3}
    play_random(game, random.Random(0), lambda g: g.phase == "play")
    assert game.to_move == (dealer + 1) % 3


def test_bv_4_suits_only_and_bv_9_no_pass():
    game = engine.new_game("358", 0, {"contracts": "suits_only", "pass_limit": "none"})
    assert game.legal_actions() == ["trump C", "trump D", "trump H", "trump S"]
    for action, code in (("notrump", "contract_not_allowed"), ("pass", "pass_disabled")):
        with pytest.raises(engine.IllegalAction) as err:
            game.apply(action)
        assert err.value.code == code


def test_bv_5_no_repeat_off_allows_repeats():
    game = engine.new_game("358", 0, {"no_repeat": False, "pass_limit": "unlimited"})
    rng = random.Random(0)
    while not game.is_over:
        if game.phase == "announce":
            assert "trump S" in game.legal_actions() and "pass" in game.legal_actions()
            game.apply("trump S")
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    assert {e["contract"] for e in game.score_sheet()} == {"trump S"}


def test_bv_6_step_orders():
    for order, expect in (
        ("announce_talon_draw", ["announce", "discard", "draw"]),
        ("draw_announce_talon", ["draw", "announce", "discard"]),
    ):
        game = game_at(
            {0: [], 1: [], 2: []}, {0: "CDHS", 1: "CDHS", 2: "CDHS"}, {"step_order": order}
        )
        phases = []
        while game.phase != "play":
            if not phases or phases[-1] != game.phase:
                phases.append(game.phase)
            game.apply(game.legal_actions()[0])
        assert phases == expect


def test_bv_7_free_choice_of_the_card_handed_over():
    game = game_at(
        {0: ["4S", "9S"], 1: ["2S", "KS"], 2: []},
        {0: "CD", 1: "DH", 2: "CSH"},
        {"draw_card": "free"},
    )
    game.apply("trump H")
    assert "draw 1 9S" in game.legal_actions() and "draw 1 S" not in game.legal_actions()
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("draw 1 S")
    assert err.value.code == "draw_needs_card"
    game.apply("draw 1 9S")
    assert game.view(1)["known"]["draws"][0]["returned"] == "KS"
    assert game.view(2)["history"]["calls"][-1] == [0, "draw 1 S"]


def test_bv_8_trump_draw_allowed_and_polish_return():
    fixed = {0: ["4H", "9S"], 1: ["AH", "2S"], 2: []}
    game = game_at(fixed, {0: "CD", 1: "DH", 2: "CSH"}, {"trump_draw": "allowed"})
    game.apply("trump H")
    game.apply("draw 1 H")
    assert game.view(0)["known"]["draws"][0]["returned"] == "AH"
    game = game_at(fixed, {0: "CD", 1: "DH", 2: "CSH"}, {"trump_draw": "polish"})
    game.apply("trump H")
    game.apply("draw 1 H")
    assert game.to_move == 1 and game.phase == "draw" and "return 2S" in game.legal_actions()
    assert game.view(1)["known"]["draws"][0]["returned"] is None
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("draw 1 S")
    assert err.value.code == "must_return"
    game.apply("return 2S")
    assert "2S" in game.view(0)["hand"] and "4H" in game.view(1)["hand"]
    assert game.view(2)["history"]["calls"][-1] == [1, "return"]


def test_bv_14_first_to_21_and_twelve_tricks_and_misere_18():
    game = engine.new_game("358", 0, {"game_end": "first_to_21"})
    game.scores = [19, 0, -19]
    game.tricks_taken, game.tricks = [16, 0, 0], []
    game._score_deal()
    assert game.is_over and game.winners() == [0]
    game = engine.new_game("358", 0, {"game_end": "twelve_tricks"})
    game.tricks_taken, game.tricks = [12, 3, 1], []
    game._score_deal()
    assert game.is_over and game.winners() == [0]
    game = random_game(1, {"game_end": "misere_18"})
    sheet = game.score_sheet()
    assert len(sheet) == 18 and game.view(0)["hands_total"] == 18
    misere = [e for e in sheet if e["contract"] == "misere"]
    assert len(misere) == 3
    for e in misere:
        assert e["targets"][e["eight"]] == 3 and e["targets"][e["dealer"]] == 8
        assert e["scores"] == [g - t for t, g in zip(e["tricks"], e["targets"], strict=True)]


def test_bv_15_targets_nine_five_two():
    game = engine.new_game("358", seed_with_dealer(0), {"targets": "9-5-2"})
    assert game.view(0)["targets"] == [2, 9, 5]


def test_options_presets_and_codes():
    assert list(engine.presets("358")) == ["default", "sergeant_major", "compulsory_trump"]
    assert engine.presets("358")["compulsory_trump"] == {"trump_duty": "must_trump_overtrump"}
    spec = engine.option_spec("358")
    assert [o["rule"] for o in spec] == [f"BV-{i}" for i in range(1, 18)]
    with pytest.raises(ValueError, match="unknown option"):
        engine.new_game("358", 0, {"bogus": 1})
    with pytest.raises(ValueError, match="cannot be"):
        engine.new_game("358", 0, {"targets": "10-4-2"})
    for name, opts in engine.presets("358").items():
        random_game(0, opts if name != "sergeant_major" else None)
    assert "must_follow_suit" in BlatoGame.CODES


@pytest.mark.parametrize(
    "action,code",
    [
        ("play", "malformed"),
        ("trump X", "malformed"),
        ("draw 3 S", "malformed"),
        ("", "malformed"),
        ("play KH", "wrong_phase"),
        ("discard 2C", "wrong_phase"),
        ("draw 1 S", "wrong_phase"),
        ("return 2C", "wrong_phase"),
        ("preview", "preview_disabled"),
    ],
)
def test_explain_reason_codes(action, code):
    game = engine.new_game("358", 0)
    with pytest.raises(engine.IllegalAction) as err:
        game.apply(action)
    assert err.value.code == code and str(err.value)


def pass_whenever_legal(game, rng, share=1.0):
    """Play on, the 8-player passing whenever he may (with probability ``share``)."""
    while not game.is_over:
        legal = game.legal_actions()
        if "pass" in legal and rng.random() < share:
            game.apply("pass")
        else:
            game.apply(legal[rng.randrange(len(legal))])


def test_bv_9_unlimited_passes_stop_the_game_at_90_dealings():
    game = engine.new_game("358", 4, {"pass_limit": "unlimited"})
    pass_whenever_legal(game, random.Random(0))
    assert game.is_over and game.capped and game.dealings == SAFETY_DEALS
    assert game.log.count("pass") == SAFETY_DEALS and game.score_sheet() == []
    assert game.winners() == [0, 1, 2]  # nothing played: all equal on 0
    assert engine.load_game(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize("order", ["announce_draw_talon", "draw_announce_talon"])
@pytest.mark.parametrize("end", ["twelve_tricks", "first_to_21", "15_deals"])
def test_bv_9_the_longest_games_write_saves_that_load(order, end):
    """Unlimited passes and open-ended ends: every save written is one the engine reads."""
    options = {"pass_limit": "unlimited", "step_order": order, "game_end": end}
    options["draw_card"] = "free"
    options["trump_draw"] = "polish"
    for seed in range(3):
        game = engine.new_game("358", seed, options)
        pass_whenever_legal(game, random.Random(seed), share=0.4)
        text = game.to_json()
        assert len(text) <= MAX_SAVE_BYTES and game.dealings <= SAFETY_DEALS
        assert engine.load_game(text).to_json() == text


def test_open_ended_games_stop_at_90_deals_and_say_so():
    game = engine.new_game("358", 1, {"game_end": "twelve_tricks", "pass_limit": "none"})
    rng = random.Random(1)
    while not game.is_over:  # the 8-player never takes 12: play to lose tricks is enough
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert game.capped == (game.hand_number == SAFETY_DEALS)
    assert game.capped or max(game.score_sheet()[-1]["tricks"]) >= 12


def test_bv_6_draw_first_with_bv_12_flat_preview_is_refused():
    options = {"step_order": "draw_announce_talon", "flat_preview": True}
    with pytest.raises(ValueError) as err:
        engine.new_game("358", 0, options)
    assert all(word in str(err.value) for word in ("flat_preview", "step_order", "BV-12", "BV-6"))
    assert engine.option_conflict("358", options) == str(err.value)
    # a game saved before the audit (no "rules" key) with both options still loads
    legacy = json.dumps(
        {"format": 1, "engine": "1.0", "game": "358", "seed": 0, "options": options, "actions": []}
    )
    assert engine.load_game(legacy).edition == 1
    for order in ("announce_draw_talon", "announce_talon_draw"):
        engine.new_game("358", 0, {"step_order": order, "flat_preview": True})
