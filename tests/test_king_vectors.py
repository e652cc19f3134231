"""The test vectors TV-K1..TV-K8 of docs/rules.md 1.12, built position by position."""

import random

import pytest

from engine.errors import IllegalAction
from engine.king.game import KingGame

A, B, C, D = 0, 1, 2, 3


def positive_hand(dealer=A, options=None):
    """A positive hand (hand 7) dealt by ``dealer`` from a fixed shuffle: phase auction."""
    deal = KingGame(0).hands
    return KingGame.from_hands(deal, hand_number=7, dealer=dealer, options=options)


def drive(game, steps):
    """Apply ``[(seat, action), ...]``, checking that each seat is the one to move."""
    for seat, action in steps:
        assert game.to_move == seat, f"expected seat {seat} to move before {action!r}"
        game.apply(action)


def state(game):
    a = game.view(0)["auction"]
    return a["standing"], a["accepted"], a["refused_max"]


def play_out_until(game, wanted, tries=30000):
    """Finish the current hand with random legal play (seeded tries) until ``wanted(entry)``."""
    done = len(game.score_sheet())
    for k in range(tries):
        trial, rng, actions = game.copy(), random.Random(k), []
        while len(trial.score_sheet()) == done:
            legal = trial.legal_actions()
            actions.append(legal[rng.randrange(len(legal))])
            trial.apply(actions[-1])
        if wanted(trial.score_sheet()[-1]):
            for action in actions:
                game.apply(action)
            return game.score_sheet()[-1]
    raise AssertionError("no play-out reached the wanted result")


def tricks_are(t):
    return lambda e: e["tricks"] == t


def test_tv_k1_seed_auction_step_by_step():
    g = positive_hand()
    drive(g, [(B, "pass"), (C, "bid 2")])
    assert state(g) == ([2, C], 0, 0)
    drive(g, [(D, "bid 3")])
    assert g.to_move == A and g.phase == "auction"
    drive(g, [(A, "accept")])
    assert state(g) == ([3, D], 3, 0)
    drive(g, [(B, "bid 3")])  # pela mao: B is senior to D
    assert state(g) == ([3, B], 3, 0)
    assert g.to_move == C and "bid 3" not in g.legal_actions()
    with pytest.raises(IllegalAction) as err:
        g.apply("bid 3")
    assert err.value.code == "bid_not_senior"
    drive(g, [(C, "pass"), (D, "bid 4"), (A, "accept")])
    assert state(g) == ([4, D], 4, 0)
    drive(g, [(B, "bid 4"), (C, "pass"), (D, "pass")])
    assert state(g) == ([4, B], 4, 0)
    assert g.to_move == C  # no decision at the accepted amount; B (holder) is skipped
    drive(g, [(C, "pass"), (D, "pass")])
    assert g.phase == "trump" and g.to_move == B
    assert g.view(0)["auction"]["sold"] == [B, 4]
    longest = max("CDHS", key=lambda s: sum(c.endswith(s) for c in g.view(B)["hand"]))
    drive(g, [(B, "trump " + longest)])
    assert g.to_move == A and g.view(A)["trump"] == longest  # the dealer leads after a sale
    e = play_out_until(g, tricks_are([2, 6, 3, 2]))
    assert e["scores"] == [150, 50, 75, 50] and sum(e["scores"]) == 325
    assert (e["buyer"], e["bid"], e["trump"], e["contract"]) == (B, 4, longest, "positiva")


def test_tv_k1_illegal_junior_tie_had_b_passed_c_may_tie():
    g = positive_hand()
    drive(g, [(B, "pass"), (C, "bid 2"), (D, "bid 3"), (A, "accept"), (B, "pass")])
    assert "bid 3" in g.legal_actions()  # C is senior to D


def test_tv_k1b_refusal_after_acceptance_falls_back():
    g = positive_hand()
    drive(
        g,
        [
            (B, "pass"),
            (C, "bid 2"),
            (D, "bid 3"),
            (A, "accept"),
            (B, "bid 3"),
            (C, "bid 4"),
            (D, "pass"),
            (A, "refuse"),
        ],
    )
    assert state(g) == ([3, B], 3, 4)
    assert g.to_move == C and g.legal_actions() == ["pass"] + [f"bid {n}" for n in range(5, 14)]
    drive(g, [(C, "pass"), (D, "pass")])
    assert g.phase == "trump" and g.to_move == B
    assert g.view(0)["auction"]["sold"] == [B, 3]


def test_tv_k2_refusal_variant_of_the_seed():
    g = positive_hand()
    drive(g, [(B, "pass"), (C, "bid 2"), (D, "bid 3"), (A, "refuse")])
    assert state(g) == (None, 0, 3)
    with pytest.raises(IllegalAction) as err:
        g.apply("bid 3")
    assert err.value.code == "bid_too_low" and err.value.params == {"min": 4}
    drive(g, [(B, "bid 4"), (C, "pass"), (D, "pass"), (A, "accept"), (C, "pass"), (D, "pass")])
    assert g.phase == "trump" and g.to_move == B
    assert g.view(0)["auction"]["sold"] == [B, 4]


def test_tv_k3_kept_after_refusal_no_decline():
    g = positive_hand()
    drive(
        g,
        [
            (B, "bid 2"),
            (C, "pass"),
            (D, "pass"),
            (A, "refuse"),
            (B, "pass"),
            (C, "pass"),
            (D, "pass"),
        ],
    )
    assert g.phase == "trump" and g.to_move == A
    assert "decline" not in g.legal_actions()
    assert g.legal_actions() == ["trump C", "trump D", "trump H", "trump S"]
    with pytest.raises(IllegalAction) as err:
        g.apply("decline")
    assert err.value.code == "decline_not_allowed"
    drive(g, [(A, "trump H")])
    assert g.phase == "play" and g.view(0)["auction"]["sold"] is None


def test_tv_k4_decline_after_one_trick_offer():
    g = positive_hand()
    drive(g, [(B, "pass"), (C, "bid 1"), (D, "pass")])
    assert g.legal_actions() == ["accept", "refuse", "decline"]
    drive(g, [(A, "decline")])
    e = g.score_sheet()[-1]
    assert e["scores"] == [100, 75, 75, 75] and e["declined"] and e["contract"] == "positiva"
    assert g.hand_number == 8


def test_tv_k4_decline_when_all_pass():
    g = positive_hand()
    drive(g, [(B, "pass"), (C, "pass"), (D, "pass")])
    assert g.phase == "trump" and "decline" in g.legal_actions()
    drive(g, [(A, "decline")])
    assert g.score_sheet()[-1]["scores"] == [100, 75, 75, 75]


@pytest.mark.parametrize(
    "payment,expected", [("uncapped", [225, 75, -50, 75]), ("capped", [175, 75, 0, 75])]
)
def test_tv_k5_buyer_falls_short(payment, expected):
    g = positive_hand(options={"payment": payment})
    drive(g, [(B, "pass"), (C, "bid 5"), (D, "pass"), (A, "accept"), (B, "pass"), (D, "pass")])
    assert g.to_move == C and g.phase == "trump"
    e = play_out_until(g, tricks_are([4, 3, 3, 3]))
    assert e["scores"] == expected


TV_K6 = [
    ("vazas", [-80, -60, -100, -20]),
    ("copas", [-100, 0, -120, -40]),
    ("homens", [-90, -60, -60, -30]),
    ("mulheres", [-50, 0, -100, -50]),
    ("king", [0, 0, -160, 0]),
    ("ultimas", [-90, 0, 0, -90]),
]


def test_tv_k6_and_tv_k7_full_match_balance():
    seed = next(s for s in range(100) if KingGame(s).dealer == C)
    g = KingGame(seed)
    for contract, scores in TV_K6:
        assert g.view(0)["contract"] == contract
        e = play_out_until(g, lambda e, s=scores: e["scores"] == s)
        assert e["contract"] == contract
    assert g.scores == [-410, -120, -540, -230]
    assert [e["dealer"] for e in g.score_sheet()] == [2, 3, 0, 1, 2, 3]
    # hand 7, Ben P0: kept; tricks 5,3,3,2
    drive(g, [(1, "pass"), (2, "pass"), (3, "pass")])
    assert play_out_until(g, tricks_are([5, 3, 3, 2]))["scores"] == [125, 75, 75, 50]
    # hand 8, Ben P1: sold to P2 for 2; tricks 3,2,6,2
    drive(g, [(2, "bid 2"), (3, "pass"), (0, "pass"), (1, "accept"), (3, "pass"), (0, "pass")])
    assert play_out_until(g, tricks_are([3, 2, 6, 2]))["scores"] == [75, 100, 100, 50]
    # hand 9, Ben P2: declined
    drive(g, [(3, "pass"), (0, "pass"), (1, "pass"), (2, "decline")])
    assert g.score_sheet()[-1]["scores"] == [75, 75, 100, 75]
    # hand 10, Ben P3: sold to P0 for 4; tricks 3,3,4,3
    drive(g, [(0, "bid 4"), (1, "pass"), (2, "pass"), (3, "accept"), (1, "pass"), (2, "pass")])
    assert play_out_until(g, tricks_are([3, 3, 4, 3]))["scores"] == [-25, 75, 100, 175]
    sheet = g.score_sheet()
    assert [e["dealer"] for e in sheet] == [2, 3, 0, 1, 2, 3, 0, 1, 2, 3]
    assert [sum(e["positive"][i] for e in sheet) for i in range(4)] == [250, 325, 375, 350]
    assert g.is_over and g.scores == [-160, 205, -165, 120] and sum(g.scores) == 0
    assert g.winners() == [1]


def legal_cards(game):
    return sorted(a[5:] for a in game.legal_actions())


def king_hand(hands, options=None, contract="king"):
    return KingGame.from_hands(hands, hand_number=5, dealer=A, contract=contract, options=options)


def test_tv_k8_king_lead_restricted():
    g = king_hand([["KH", "3H", "7D"], ["2C", "3C", "4C"], ["5C", "6C", "7C"], ["8C", "9C", "TC"]])
    assert legal_cards(g) == ["7D"]
    g = king_hand([["KH", "3H"], ["2C", "3C"], ["5C", "6C"], ["8C", "9C"]])
    assert legal_cards(g) == ["3H", "KH"]


def test_tv_k8_king_void_must_play_king():
    g = king_hand([["2C", "3C", "4C"], ["KH", "QS", "4D"], ["5C", "6C", "7C"], ["8C", "9C", "TC"]])
    g.apply("play 2C")
    assert legal_cards(g) == ["KH"]


@pytest.mark.parametrize("rule,expected", [("free", ["5H", "KH"]), ("forced_if_higher", ["KH"])])
def test_tv_k8_king_heart_lead_ace_played(rule, expected):
    g = king_hand(
        [["AH", "2H", "4H"], ["KH", "5H", "9C"], ["5C", "6C", "7C"], ["8C", "9D", "TD"]],
        options={"kh_on_heart_lead": rule},
    )
    g.apply("play AH")
    assert legal_cards(g) == expected


def test_tv_k8_copas_and_vazas_leads():
    hands = [["2H", "9S"], ["2C", "3C"], ["5C", "6C"], ["8C", "9C"]]
    assert legal_cards(king_hand(hands, contract="copas")) == ["9S"]
    assert legal_cards(king_hand(hands, contract="vazas")) == ["2H", "9S"]


@pytest.mark.parametrize("forced,expected", [(False, ["4C", "AH"]), (True, ["AH"])])
def test_tv_k8_copas_void_discard(forced, expected):
    g = king_hand(
        [["2S", "3S"], ["AH", "4C"], ["5S", "6C"], ["8S", "9C"]],
        options={"forced_penalty_discard": forced},
        contract="copas",
    )
    g.apply("play 2S")
    assert legal_cards(g) == expected


def trump_spades_hand(hands, options=None):
    g = KingGame.from_hands(hands, hand_number=7, dealer=A, options=options)
    drive(g, [(B, "pass"), (C, "pass"), (D, "pass"), (A, "trump S")])
    return g


def test_tv_k8_positive_follow_suit():
    g = trump_spades_hand(
        [["2D", "2C", "4C"], ["3D", "AS", "5C"], ["5H", "6C", "7C"], ["8C", "9C", "TC"]]
    )
    g.apply("play 2D")
    assert legal_cards(g) == ["3D"]


@pytest.mark.parametrize(
    "duty,expected", [("none", ["5C", "AS"]), ("must_trump", ["AS"]), ("must_overtrump", ["AS"])]
)
def test_tv_k8_positive_void_trump_duty(duty, expected):
    g = trump_spades_hand(
        [["2D", "2C"], ["AS", "5C"], ["5H", "6C"], ["8C", "9C"]], options={"trump_duty": duty}
    )
    g.apply("play 2D")
    assert legal_cards(g) == expected


@pytest.mark.parametrize(
    "rule,expected",
    [("free", ["5C", "AS"]), ("no_lead_while_other", ["5C"]), ("not_before_played", ["5C"])],
)
def test_tv_k8_positive_trump_lead_first_trick(rule, expected):
    g = trump_spades_hand(
        [["AS", "5C"], ["2D", "2C"], ["5H", "6C"], ["8C", "9C"]], options={"trump_lead": rule}
    )
    assert legal_cards(g) == expected
