"""King, docs/rules.md section 1: one test per rule (1.1-1.8) and per variant (KV-1..KV-18)."""

import json
import random

import pytest

import engine
from engine.cards import shuffled
from engine.errors import IllegalAction
from engine.king.game import CODES, KingGame
from engine.king.legality import TRUMP_CALLS
from engine.king.rules import KH

NEGATIVES = ["vazas", "copas", "homens", "mulheres", "king", "ultimas"]
VIEW_KEYS = {
    "game",
    "seat",
    "players",
    "to_move",
    "dealer",
    "hand_number",
    "hands_total",
    "phase",
    "legal",
    "hand",
    "hand_sizes",
    "trick",
    "leader",
    "trump",
    "contract",
    "tricks_taken",
    "scores",
    "history",
    "last_trick",
    "last_hand",
    "known",
    "is_over",
    "options",
    "beneficiary",
    "auction",
    "taken",
    "hand_points",
    "contracts_left",
}


def play_random(game, rng, until=None):
    while not game.is_over and not (until and until(game)):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def hand(hands, contract, options=None, dealer=0):
    return KingGame.from_hands(
        hands, hand_number=1, dealer=dealer, contract=contract, options=options
    )


def positive(hands=None, options=None, dealer=0):
    return KingGame.from_hands(
        hands or KingGame(0).hands, hand_number=7, dealer=dealer, options=options
    )


def kept(game, suit="S"):
    d = game.dealer
    for s in (d + 1, d + 2, d + 3):
        assert game.to_move == s % 4
        game.apply("pass")
    game.apply("trump " + suit)
    return game


def cards(game):
    return sorted(a[5:] for a in game.legal_actions())


def refusal(game, action):
    before = (game.to_json(), game.view(game.to_move or 0))
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert (game.to_json(), game.view(game.to_move or 0)) == before
    assert err.value.code in CODES
    return err.value


# --- 1.1 / 1.2 equipment, seating, dealer ---------------------------------------------------


def test_1_1_3_all_52_cards_dealt_13_each():
    g = KingGame(5)
    assert [bin(h).count("1") for h in g.hands] == [13] * 4
    assert g.hands[0] | g.hands[1] | g.hands[2] | g.hands[3] == (1 << 52) - 1


def test_1_2_1_play_moves_clockwise():
    g = KingGame(3)
    leader = g.to_move
    for i in range(4):
        assert g.to_move == (leader + i) % 4
        g.apply(g.legal_actions()[0])


@pytest.mark.parametrize("seed", range(12))
def test_1_2_2_first_dealer_is_first_to_receive_king_of_hearts(seed):
    deck = shuffled(random.Random(seed))  # cards turned to seats 0, 1, 2, 3, 0, ...
    assert KingGame(seed).dealer == deck.index(KH) % 4
    assert KingGame(seed).view(0)["kh_receiver"] == deck.index(KH) % 4


def test_1_2_3_kv_1_king_of_hearts_receiver_nominates_dealer():
    g = KingGame(4, {"first_dealer": "kh_nominate"})
    receiver = KingGame(4).dealer
    assert (g.phase, g.to_move, g.dealer) == ("contract", receiver, None)
    assert g.legal_actions() == ["dealer 0", "dealer 1", "dealer 2", "dealer 3"]
    assert refusal(g, "dealer 4").code == "no_seat"
    assert refusal(g, "contract vazas").code == "wrong_phase"
    g.apply("dealer 1")
    assert (
        g.dealer == 1
        and g.phase == "play"
        and g.view(0)["history"]["calls"] == [[receiver, "dealer 1"]]
    )


def test_kv_1_random_first_dealer_is_seeded():
    dealers = {KingGame(s, {"first_dealer": "random"}).dealer for s in range(30)}
    assert dealers == {0, 1, 2, 3}
    assert (
        KingGame(9, {"first_dealer": "random"}).dealer
        == KingGame(9, {"first_dealer": "random"}).dealer
    )


def test_1_2_4_dealer_rotates_left_each_hand():
    g = play_random(KingGame(11), random.Random(1))
    f = g.score_sheet()[0]["dealer"]
    assert [e["dealer"] for e in g.score_sheet()] == [(f + i) % 4 for i in range(10)]
    assert sorted(e["dealer"] for e in g.score_sheet()[6:]) == [0, 1, 2, 3]


def test_1_2_6_dealt_one_at_a_time_starting_left_of_dealer():
    rng = random.Random(21)
    first = shuffled(rng).index(KH) % 4
    deck = shuffled(rng)
    g = KingGame(21)
    for k, c in enumerate(deck):
        assert g.hands[(first + 1 + k) % 4] >> c & 1


# --- 1.3 structure --------------------------------------------------------------------------


def test_1_3_1_and_1_3_2_six_negative_hands_in_seed_order_then_four_positive():
    g = play_random(KingGame(2), random.Random(2))
    assert [e["contract"] for e in g.score_sheet()] == NEGATIVES + ["positiva"] * 4
    assert g.view(0)["hands_total"] == 10


def test_kv_2_queens_before_kings_and_jacks():
    g = play_random(KingGame(2, {"negative_order": "queens_first"}), random.Random(2))
    assert [e["contract"] for e in g.score_sheet()][:6] == [
        "vazas",
        "copas",
        "mulheres",
        "homens",
        "king",
        "ultimas",
    ]


def test_kv_2_free_choice_dealer_picks_an_unplayed_contract():
    g = KingGame(6, {"negative_order": "free"})
    assert g.phase == "contract" and g.to_move == g.dealer and g.view(0)["contract"] is None
    assert g.legal_actions() == ["contract " + n for n in NEGATIVES]
    assert len(g.view(g.dealer)["hand"]) == 13  # the dealer chooses after seeing his cards
    g.apply("contract king")
    assert g.view(0)["contract"] == "king" and g.phase == "play"
    play_random(g, random.Random(0), until=lambda x: x.phase == "contract")
    assert "contract king" not in g.legal_actions()
    assert refusal(g, "contract king").code == "contract_played"
    assert refusal(g, "contract festa").code == "contract_unknown"
    assert g.view(0)["contracts_left"] == [n for n in NEGATIVES if n != "king"]
    play_random(g, random.Random(0))
    assert [e["contract"] for e in g.score_sheet()][6:] == ["positiva"] * 4
    assert sorted(e["contract"] for e in g.score_sheet()[:6]) == sorted(NEGATIVES)


# --- 1.4 trick play -------------------------------------------------------------------------


def test_1_4_1_dealer_leads_first_trick_of_every_hand():
    g = KingGame(8)
    rng = random.Random(8)
    while not g.is_over:
        if g.phase == "play" and not g.trick and not g.tricks:
            assert g.to_move == g.dealer
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])


def test_kv_3_dealer_left_leads_negative_hands():
    g = engine.new_game("king", seed=8, options={"first_leader": "dealer_left"})
    assert g.view(0)["leader"] == (g.dealer + 1) % 4 == g.to_move


def test_1_4_2_must_follow_suit():
    g = hand([["2C", "3D"], ["4C", "5D"], ["6C", "7D"], ["8C", "9D"]], "vazas")
    g.apply("play 2C")
    assert cards(g) == ["4C"]
    err = refusal(g, "play 5D")
    assert err.code == "must_follow_suit" and err.params == {"suit": "C"}
    assert str(err) == "You must follow suit: you hold clubs."


def test_1_4_2_void_player_may_play_any_card():
    g = hand([["2C", "3C"], ["4D", "5S"], ["6C", "7D"], ["8C", "9D"]], "vazas")
    g.apply("play 2C")
    assert cards(g) == ["4D", "5S"]


def test_1_4_3_and_1_4_4_highest_of_led_suit_wins_and_leads_next():
    g = hand([["2C", "3D"], ["AD", "5C"], ["6C", "7D"], ["8C", "9D"]], "vazas")
    for a in ("play 2C", "play 5C", "play 6C", "play 8C"):
        g.apply(a)
    assert g.view(0)["last_trick"]["winner"] == 3 and g.to_move == 3 and g.leader == 3
    assert g.view(0)["tricks_taken"] == [0, 0, 0, 1]


def test_1_4_5_all_thirteen_tricks_are_played_by_default():
    g = play_random(KingGame(1), random.Random(1), until=lambda x: x.hand_number == 6)
    assert len(g.last_hand["tricks"]) == 13


def test_kv_16_early_end_once_no_penalty_remains():
    g = hand([["2C", "3C"], ["KH", "3D"], ["4C", "5C"], ["6C", "7C"]], "king", {"early_end": True})
    for a in ("play 2C", "play KH", "play 4C", "play 6C"):
        g.apply(a)
    e = g.score_sheet()[-1]
    assert e["scores"] == [0, 0, 0, -160] and g.hand_number == 2 and len(g.last_hand["tricks"]) == 1


# --- 1.5 negative duties --------------------------------------------------------------------


@pytest.mark.parametrize("contract", ["copas", "king"])
def test_1_5_1_heart_lead_restriction_copas_and_king(contract):
    g = hand(
        [["2H", "9S", "3H"], ["4C", "5C", "6C"], ["7C", "8C", "9C"], ["TC", "JC", "QC"]], contract
    )
    assert cards(g) == ["9S"]
    assert refusal(g, "play 2H").code == "heart_lead"


@pytest.mark.parametrize("contract", ["vazas", "homens", "mulheres", "ultimas"])
def test_1_5_1_hearts_led_freely_in_other_hands(contract):
    g = hand([["2H", "9S"], ["4C", "5C"], ["7C", "8C"], ["TC", "JC"]], contract)
    assert cards(g) == ["2H", "9S"]


def test_1_5_1_restriction_is_permanent_and_lifts_only_with_only_hearts():
    g = hand([["2S", "3S"], ["4H", "5S"], ["6H", "7H"], ["8S", "AH"]], "copas")
    for a in ("play 2S", "play 5S", "play 6H", "play 8S"):  # hearts have been played
        g.apply(a)
    assert g.to_move == 3 and cards(g) == ["AH"]  # only hearts left: he may lead one
    g = hand(
        [["2S", "3S", "4S"], ["AS", "2H", "4D"], ["6H", "7H", "8H"], ["8S", "AH", "9S"]], "copas"
    )
    for a in ("play 2S", "play AS", "play 6H", "play 8S"):
        g.apply(a)
    assert g.to_move == 1 and cards(g) == ["4D"]


def test_1_5_2_copas_void_player_discards_freely():
    g = hand([["2S", "3S"], ["AH", "4C"], ["6H", "7H"], ["8S", "9C"]], "copas")
    g.apply("play 2S")
    assert cards(g) == ["4C", "AH"]


def test_1_5_3_a_king_of_hearts_forced_when_void():
    g = hand([["2C", "3C"], ["KH", "QS"], ["4C", "5C"], ["6C", "7C"]], "king")
    g.apply("play 2C")
    assert cards(g) == ["KH"]
    err = refusal(g, "play QS")
    assert err.code == "king_of_hearts"
    assert str(err) == "You must play the King of hearts now: you cannot follow suit."


def test_1_5_3_b_king_of_hearts_free_on_heart_lead():
    g = hand([["AH", "2H"], ["KH", "5H"], ["4H", "6H"], ["7H", "8H"]], "king")
    g.apply("play AH")
    assert cards(g) == ["5H", "KH"]


def test_kv_5_king_of_hearts_forced_if_ace_in_trick():
    g = hand(
        [["AH", "2H", "3H"], ["KH", "5H", "9C"], ["4H", "6H", "TC"], ["7H", "8H", "JC"]],
        "king",
        {"kh_on_heart_lead": "forced_if_higher"},
    )
    g.apply("play AH")
    assert cards(g) == ["KH"]
    assert refusal(g, "play 5H").code == "king_of_hearts_over_ace"
    assert refusal(g, "play 9C").code == "must_follow_suit"  # off the suit led: that duty first
    g = hand(
        [["2H", "AC"], ["KH", "5H"], ["4H", "6H"], ["7H", "AH"]],
        "king",
        {"kh_on_heart_lead": "forced_if_higher"},
    )
    assert cards(g) == ["AC"]


def test_1_5_3_c_king_of_hearts_led_only_with_only_hearts():
    g = hand([["KH", "3D"], ["4C", "5C"], ["6C", "7C"], ["8C", "9C"]], "king")
    assert cards(g) == ["3D"]
    g = hand([["KH", "3H"], ["4C", "5C"], ["6C", "7C"], ["8C", "9C"]], "king")
    assert cards(g) == ["3H", "KH"]


def test_1_5_4_last_two_tricks_cost_90_each():
    g = hand([["2C", "3C"], ["4C", "5C"], ["6C", "7C"], ["8C", "AC"]], "ultimas")
    play_random(g, random.Random(0), until=lambda x: x.hand_number == 2)
    assert g.score_sheet()[0]["scores"] == [0, 0, 0, -180]
    g = play_random(KingGame(4), random.Random(4), until=lambda x: x.hand_number == 7)
    e = g.score_sheet()[5]
    assert e["contract"] == "ultimas" and sum(e["scores"]) == -180
    winners = [t[2] for t in g.last_hand["tricks"][11:]]
    assert e["scores"] == [-90 * winners.count(s) for s in range(4)]


def test_1_5_5_every_king_and_jack_counts_in_homens_including_king_of_hearts():
    g = hand([["2H"], ["KH"], ["JS"], ["AH"]], "homens")
    play_random(g, random.Random(0), until=lambda x: x.hand_number == 2)
    assert g.score_sheet()[0]["scores"] == [0, 0, 0, -60]


@pytest.mark.parametrize("contract,per_card", [("copas", -20), ("mulheres", -50)])
def test_1_5_5_penalty_cards_count_wherever_they_fall(contract, per_card):
    g = hand([["2H"], ["QH"], ["QS"], ["AH"]], contract)
    play_random(g, random.Random(0), until=lambda x: x.hand_number == 2)
    n = 3 if contract == "copas" else 2
    assert g.score_sheet()[0]["scores"] == [0, 0, 0, per_card * n]


def test_kv_6_forced_penalty_discard():
    opts = {"forced_penalty_discard": True}
    g = hand([["2S", "3S"], ["JD", "4C"], ["6H", "7H"], ["8S", "9C"]], "homens", opts)
    g.apply("play 2S")
    assert cards(g) == ["JD"]
    err = refusal(g, "play 4C")
    assert err.code == "penalty_discard" and err.params == {"cards": ["JD"]}
    assert str(err) == "You cannot follow suit, so you must throw a penalty card (JD)."
    g = hand([["2S", "3S"], ["QD", "4C"], ["6H", "7H"], ["8S", "9C"]], "mulheres", opts)
    g.apply("play 2S")
    assert cards(g) == ["QD"]


# --- 1.6 positive hands ---------------------------------------------------------------------


def test_1_6_1_dealer_is_beneficiary_and_owns_the_auction():
    g = positive(dealer=2)
    v = g.view(0)
    assert v["beneficiary"] == 2 and v["phase"] == "auction" and g.to_move == 3
    assert v["contract"] == "positiva"


def test_1_6_2_trump_suit_required():
    g = positive()
    for a in ("pass", "pass", "pass"):
        g.apply(a)
    assert "notrump" not in g.legal_actions()
    assert refusal(g, "notrump").code == "notrump_not_allowed"


def test_kv_10_no_trump_positive():
    g = positive(options={"no_trump_positive": True})
    for a in ("pass", "pass", "pass", "notrump"):
        g.apply(a)
    assert g.phase == "play" and g.trump is None and g.view(0)["trump"] is None
    play_random(g, random.Random(0), until=lambda x: x.hand_number == 8)
    e = g.score_sheet()[-1]
    assert e["notrump"] and e["trump"] is None and sum(e["scores"]) == 325


def test_1_6_3_trump_play():
    hands = [["2D", "4D", "KS"], ["3D", "AS", "5C"], ["AD", "2S", "6C"], ["5D", "9C", "TC"]]
    g = kept(positive(hands))
    g.apply("play 2D")
    assert cards(g) == ["3D"]  # a) follow suit, no trump while holding the suit
    g = kept(positive([["2D", "KS"], ["AS", "5C"], ["AD", "6C"], ["5D", "9C"]]))
    g.apply("play 2D")
    assert cards(g) == ["5C", "AS"]  # c) void: trump or discard freely
    g.apply("play AS")
    g.apply("play AD")
    g.apply("play 5D")
    assert g.view(0)["last_trick"]["winner"] == 1  # 1.4.3 a trump beats the led suit
    g = kept(positive([["KS", "2D"], ["AS", "5C"], ["2S", "6C"], ["5D", "9C"]]))
    assert cards(g) == ["2D", "KS"]  # d) trumps may be led at any time
    g.apply("play KS")
    assert cards(g) == ["AS"]  # b) follow trumps when trumps are led


def test_kv_7_trump_lead_not_before_trumps_played():
    g = kept(
        positive([["KS", "2D"], ["3D", "5C"], ["2S", "6C"], ["5D", "9C"]]),
    )
    g2 = kept(
        positive(
            [["KS", "2D"], ["3D", "5C"], ["2S", "6C"], ["5D", "9C"]],
            {"trump_lead": "not_before_played"},
        )
    )
    assert cards(g) == ["2D", "KS"] and cards(g2) == ["2D"]
    assert refusal(g2, "play KS").code == "trump_not_played"
    g2 = kept(
        positive(
            [["2D", "KS", "3S"], ["AD", "5C", "4S"], ["2S", "6C", "8S"], ["5D", "9C", "TC"]],
            {"trump_lead": "not_before_played"},
        )
    )
    for a in ("play 2D", "play AD", "play 2S", "play 5D"):  # C ruffs: trumps have been played
        g2.apply(a)
    assert g2.to_move == 2 and cards(g2) == ["6C", "8S"]


def test_kv_8_must_overtrump():
    g = kept(
        positive(
            [["2D", "KS", "3S"], ["AD", "5C", "4S"], ["JS", "6C", "2S"], ["5D", "9C", "TC"]],
            {"trump_duty": "must_overtrump"},
        )
    )
    g.apply("play 2D")
    g.apply("play AD")
    assert cards(g) == ["2S", "JS"]  # nobody has trumped yet: any trump
    g = kept(
        positive(
            [["2D", "KS", "3S"], ["3D", "5C", "4S"], ["JS", "6C", "2S"], ["8C", "AS", "TC"]],
            {"trump_duty": "must_overtrump"},
        )
    )
    for a in ("play 2D", "play 3D", "play 2S"):
        g.apply(a)
    assert refusal(g, "play TC").code == "must_overtrump"
    assert str(refusal(g, "play TC")) == "You must play a trump higher than 2S."
    assert cards(g) == ["AS"]


def test_1_6_4_each_trick_is_worth_25():
    g = kept(positive())
    play_random(g, random.Random(3), until=lambda x: x.hand_number == 8)
    e = g.score_sheet()[-1]
    assert e["scores"] == [25 * t for t in e["tricks"]] and sum(e["scores"]) == 325


def test_1_6_5_dealer_leads_even_after_a_sale():
    g = positive(dealer=1)
    for a in ("bid 2", "pass", "pass", "accept", "pass", "pass", "trump C"):
        g.apply(a)
    assert g.to_move == 1 and g.view(0)["auction"]["sold"] == [2, 2]


@pytest.mark.parametrize("rule,leader", [("buyer", 2), ("dealer_left", 2), ("dealer", 1)])
def test_kv_9_positive_hand_leader(rule, leader):
    g = positive(dealer=1, options={"positive_leader": rule})
    for a in ("bid 2", "pass", "pass", "accept", "pass", "pass", "trump C"):
        g.apply(a)
    assert g.to_move == leader


# --- 1.7 auction ----------------------------------------------------------------------------


def test_1_7_1_opponents_speak_left_of_beneficiary_in_order():
    g = positive(dealer=3)
    order = []
    for _ in range(3):
        order.append(g.to_move)
        g.apply("pass")
    assert order == [0, 1, 2]


def test_1_7_2_opponents_say_only_a_number_of_tricks():
    g = positive()
    assert all(a == "pass" or a.startswith("bid ") for a in g.legal_actions())
    assert refusal(g, "trump S").code == "wrong_phase"


def test_1_7_7_signed_score_per_hand_in_two_columns():
    g = positive()
    for a in ("bid 13", "pass", "pass", "accept", "pass", "pass", "trump C"):
        g.apply(a)
    play_random(g, random.Random(0), until=lambda x: x.hand_number == 8)
    e = g.score_sheet()[-1]
    assert e["scores"][1] < 0 and e["positive"] == e["scores"] and e["negative"] == [0] * 4


def test_1_7_3_offers_are_1_to_13_and_passers_may_speak_again():
    g = positive()
    assert g.legal_actions() == ["pass"] + [f"bid {n}" for n in range(1, 14)]
    assert refusal(g, "bid 14").code == "bid_range"
    assert refusal(g, "bid 0").code == "bid_range"
    for a in ("pass", "bid 2", "pass", "accept"):
        g.apply(a)
    assert g.to_move == 1 and "bid 2" in g.legal_actions()  # B passed, speaks again, pela mao


def test_1_7_4_silent_round_closes_and_no_decision_before_round_ends():
    g = positive()
    g.apply("bid 3")
    assert g.to_move == 2  # Ben does not decide before all three spoke
    g.apply("pass")
    g.apply("pass")
    assert g.to_move == 0 and g.legal_actions() == ["accept", "refuse"]
    assert refusal(g, "bid 4").code == "not_bidder"
    g.apply("accept")
    assert refusal(g, "accept").code == "not_beneficiary"
    g.apply("pass")
    g.apply("pass")
    assert g.phase == "trump" and g.to_move == 1


def test_kv_15_only_first_speaker_may_equal():
    g = positive(options={"pela_mao": "first_only"})
    for a in ("pass", "pass", "bid 3", "accept"):
        g.apply(a)
    assert "bid 3" in g.legal_actions()  # O1
    g.apply("pass")
    assert "bid 3" not in g.legal_actions()  # O2 may not equal
    err = refusal(g, "bid 3")  # O2 speaks before O3, the holder: the reason is the first-only rule
    assert err.code == "bid_not_first" and "Only the first speaker" in str(err)
    assert err.params == {"amount": 3, "min": 4}


def test_kv_15_first_only_a_junior_speaker_is_told_about_seniority():
    g = positive(options={"pela_mao": "first_only"})
    g.apply("bid 3")  # O1 holds 3; O2 is junior to him
    assert refusal(g, "bid 3").code == "bid_not_senior"


def test_kv_12_simple_auction():
    g = positive(options={"auction_style": "simple"})
    for a in ("bid 2", "bid 3", "pass", "bid 4"):
        g.apply(a)
    assert g.to_move == 2 and "bid 4" not in g.legal_actions()
    g.apply("pass")
    assert g.to_move == 0 and g.legal_actions() == ["accept", "refuse"]
    g.apply("refuse")
    assert g.phase == "trump" and g.to_move == 0 and "decline" not in g.legal_actions()
    g = positive(options={"auction_style": "simple"})
    for a in ("pass", "bid 5", "pass", "accept"):
        g.apply(a)
    assert g.phase == "trump" and g.to_move == 2 and g.view(0)["auction"]["sold"] == [2, 5]


def test_kv_11_no_auction_beneficiary_names_trump():
    g = positive(options={"auction": False})
    assert g.phase == "trump" and g.to_move == 0
    assert refusal(g, "bid 1").code == "wrong_phase"


@pytest.mark.parametrize("threshold", [1, 0, -1])
def test_kv_11_no_auction_no_decline(threshold):
    """KV-11 off: the beneficiary always names trump, whatever the decline threshold."""
    g = positive(options={"auction": False, "decline_threshold": threshold})
    assert "decline" not in g.legal_actions() and g.legal_actions()[:4] == list(TRUMP_CALLS)
    err = refusal(g, "decline")
    assert err.code == "decline_no_auction" and "always names trump" in str(err)


def test_kv_11_a_game_saved_before_edition_2_keeps_its_decline():
    """A save written before the audit (no "rules" key) goes on as it was: decline offered."""
    g = engine.new_game("king", seed=3, options={"auction": False})
    while g.phase != "trump" or g.to_move != g.dealer:
        g.apply(g.legal_actions()[0])
    assert "decline" not in g.legal_actions()
    old = json.loads(g.to_json())
    assert old.pop("rules") == 2
    legacy = engine.load_game(json.dumps(old, separators=(",", ":")))
    assert legacy.edition == 1 and "decline" in legacy.legal_actions()
    legacy.apply("decline")
    again = engine.load_game(legacy.to_json())
    assert "rules" not in json.loads(legacy.to_json()) and again.log == legacy.log


def test_1_7_5_decline_when_best_offer_at_most_one():
    g = positive()
    for a in ("bid 1", "pass", "pass"):
        g.apply(a)
    assert "decline" in g.legal_actions()
    g = positive()
    for a in ("bid 2", "pass", "pass"):
        g.apply(a)
    assert "decline" not in g.legal_actions()


def test_kv_14_disabled_says_declining_is_not_in_these_rules():
    g = positive(options={"decline_threshold": -1})
    for a in ("pass", "pass", "pass"):
        g.apply(a)
    err = refusal(g, "decline")
    assert err.code == "decline_disabled" and "not part of these rules" in str(err)
    g = positive(options={"decline_threshold": 0})
    for a in ("bid 1", "pass", "pass"):
        g.apply(a)
    assert refusal(g, "decline").code == "decline_not_allowed"


@pytest.mark.parametrize(
    "threshold,with_one,with_none", [(1, True, True), (0, False, True), (-1, False, False)]
)
def test_kv_14_decline_threshold(threshold, with_one, with_none):
    g = positive(options={"decline_threshold": threshold})
    for a in ("bid 1", "pass", "pass"):
        g.apply(a)
    assert ("decline" in g.legal_actions()) == with_one
    g = positive(options={"decline_threshold": threshold})
    for a in ("pass", "pass", "pass"):
        g.apply(a)
    assert ("decline" in g.legal_actions()) == with_none


def test_1_7_6_settlement_25_per_promised_trick():
    g = positive()
    for a in ("pass", "bid 3", "pass", "accept", "pass", "pass", "trump D"):
        g.apply(a)
    play_random(g, random.Random(1), until=lambda x: x.hand_number == 8)
    e = g.score_sheet()[-1]
    raw = [25 * t for t in e["tricks"]]
    assert e["scores"] == [raw[0] + 75, raw[1], raw[2] - 75, raw[3]] and e["payment"] == 75


# --- 1.8 end of match -----------------------------------------------------------------------


def test_1_8_1_highest_balance_wins_and_1_3_4_match_sums_to_zero():
    g = play_random(KingGame(13), random.Random(13))
    assert sum(g.scores) == 0 and g.view(0)["phase"] == "over" and g.to_move is None
    assert g.winners() == [s for s in range(4) if g.scores[s] == max(g.scores)]
    assert g.view(2)["winners"] == g.winners() and g.legal_actions() == []
    assert refusal(g, "play 2C").code == "game_over"


def fake_sheet(neg, pos):
    return [{"negative": neg, "positive": [0] * 4}, {"negative": [0] * 4, "positive": pos}]


@pytest.mark.parametrize(
    "rule,expected", [("shared", [0, 1]), ("positive_column", [1]), ("fewer_negative", [0])]
)
def test_1_8_2_kv_18_ties(rule, expected):
    g = KingGame(0, {"tie_break": rule})
    g.sheet = fake_sheet([-100, -300, -50, -50], [300, 500, 0, 0])
    g.scores = [200, 200, -50, -50]
    assert g.winners() == expected


# --- variants, options, notation, saves -----------------------------------------------------


def test_kv_4_quick_match_merges_hands_keeping_penalties():
    g = KingGame(3, {"quick_match": True})
    assert g.view(0)["hands_total"] == 7
    play_random(g, random.Random(3))
    sheet = g.score_sheet()
    assert [e["contract"] for e in sheet] == ["vazas+ultimas", "copas+king", "homens+mulheres"] + [
        "positiva"
    ] * 4
    assert [sum(e["scores"]) for e in sheet] == [-440, -420, -440] + [325] * 4
    g = hand([["2C", "3C"], ["KH", "QS"], ["4C", "5C"], ["6C", "7C"]], "copas+king")
    g.apply("play 2C")
    assert cards(g) == ["KH"]  # both hands' duties hold


def test_kv_17_score_display_is_display_only():
    a = play_random(KingGame(5), random.Random(5))
    b = play_random(KingGame(5, {"score_display": "single"}), random.Random(5))
    assert a.score_sheet() == b.score_sheet()


def test_options_every_variant_has_its_rule_id_and_bad_values_raise():
    spec = engine.option_spec("king")
    assert sorted(o["rule"] for o in spec) == sorted(f"KV-{i}" for i in range(1, 19))
    with pytest.raises(ValueError, match="colour"):
        KingGame(0, {"colour": "red"})
    with pytest.raises(ValueError, match="first_leader"):
        KingGame(0, {"first_leader": "nobody"})


def test_presets_listed_by_engine():
    p = engine.presets("king")
    assert list(p)[0] == "default" and p["default"] == {}
    assert p["free_choice"] == {"negative_order": "free"}
    assert p["portuguese"]["first_leader"] == "dealer_left"
    assert p["portuguese"]["negative_order"] == "queens_first"
    for opts in p.values():
        KingGame(0, opts)


def test_notation_malformed_and_wrong_phase_refused():
    g = KingGame(1)
    for bad in (
        "",
        "play",
        "play KX",
        "play kh",
        "PLAY KH",
        " play KH",
        "bid",
        "trump X",
        "dance",
        "bid 03",
        "dealer x",
        "pass ",
        "play KH ",
    ):
        assert refusal(g, bad).code == "malformed", bad
    assert refusal(g, "bid 3").code == "wrong_phase"
    assert refusal(g, "trump S").code == "wrong_phase"
    with pytest.raises(IllegalAction) as err:
        g.apply(None)
    assert err.value.code == "malformed"
    other = next(c for c in ("AS", "AC", "AD", "AH") if c not in g.view(g.to_move)["hand"])
    assert refusal(g, "play " + other).code == "not_in_hand"


def test_view_keys_and_score_sheet_entries():
    g = KingGame(2)
    v = g.view(1)
    assert VIEW_KEYS <= set(v) and json.loads(json.dumps(v)) == v
    assert v["legal"] == ([] if g.to_move != 1 else g.legal_actions())
    play_random(g, random.Random(2))
    for e in g.score_sheet():
        assert {
            "hand_number",
            "contract",
            "dealer",
            "scores",
            "trump",
            "buyer",
            "bid",
            "declined",
            "tricks",
            "negative",
            "positive",
        } <= set(e)


def test_whole_match_save_is_small_and_replays():
    g = play_random(KingGame(7), random.Random(7))
    text = g.to_json()
    assert len(text.encode()) <= 8 * 1024
    h = engine.load_game(text)
    assert h.scores == g.scores and h.score_sheet() == g.score_sheet()
