"""The 3-5-8 test vectors TV-B1 .. TV-B7 of docs/rules.md 2.12, position for position."""

from __future__ import annotations

import random

import pytest

import engine
from engine.blato.game import BlatoGame
from engine.cards import NAMES


def seed_with_dealer(dealer: int, options: dict | None = None) -> int:
    return next(s for s in range(100) if engine.new_game("358", s, options).dealer == dealer)


def play_random(game, rng: random.Random, until) -> None:
    while not game.is_over and not until(game):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def complete(fixed: dict[int, list[str]], fill: dict[int, list[str]]) -> tuple[list, list]:
    """Hands of 16 from the fixed cards plus cards of the ``fill`` suits; the rest is talon."""
    used = {c for cards in fixed.values() for c in cards}
    hands = {s: list(fixed[s]) for s in range(3)}
    for s in range(3):
        for name in NAMES:
            if len(hands[s]) == 16:
                break
            if name not in used and name[1] in fill[s]:
                hands[s].append(name)
                used.add(name)
    talon = [n for n in NAMES if n not in used]
    assert all(len(h) == 16 for h in hands.values()) and len(talon) == 4
    return [hands[0], hands[1], hands[2]], talon


def test_tv_b1_roles_and_rotation():
    game = engine.new_game("358", seed_with_dealer(0))
    rng = random.Random(1)
    table = []
    for deal in range(1, 16):
        play_random(game, rng, lambda g, d=deal: g.hand_number == d and g.phase == "announce")
        v = game.view(0)
        table.append((v["dealer"], v["roles"]["eight"], v["roles"]["five"]))
        assert v["targets"][v["roles"]["eight"]] == 8 and v["targets"][v["dealer"]] == 3
    assert table[:4] == [(0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 1, 2)]
    eights = {s: [d + 1 for d, row in enumerate(table) if row[1] == s] for s in range(3)}
    assert eights == {1: [1, 4, 7, 10, 13], 2: [2, 5, 8, 11, 14], 0: [3, 6, 9, 12, 15]}


def find_deal_one(tricks: list[int]):
    """A real game (dealer S0) whose first deal ended with ``tricks`` per seat."""
    for seed in range(5000):
        game = engine.new_game("358", seed)
        if game.dealer != 0:
            continue
        rng = random.Random(seed)
        play_random(game, rng, lambda g: g.hand_number == 2)
        if game.score_sheet()[0]["tricks"] == tricks:
            return game
    raise AssertionError("no seed found")


def test_tv_b2_deal_scoring_and_tv_b3_entitlement():
    game = find_deal_one([7, 6, 3])
    entry = game.score_sheet()[0]
    assert entry["targets"] == [3, 8, 5]
    assert entry["scores"] == [4, -2, -2] and sum(entry["scores"]) == 0
    assert game.scores == [4, -2, -2]
    assert entry["draws_next"] == [
        {"drawer": 0, "giver": 1, "count": 2},
        {"drawer": 0, "giver": 2, "count": 2},
    ]
    v = game.view(0)
    assert v["previous_results"] == [4, -2, -2]
    assert [(e["drawer"], e["giver"], e["count"]) for e in v["draw_plan"]] == [(0, 1, 2), (0, 2, 2)]


def tv_b3_game(options=None):
    # The holdings of TV-B3 are exact for spades and diamonds; S1 must then hold 6 hearts, so
    # S0 holds 7 hearts and one club more than listed (7C), which changes no draw.
    hands, talon = complete(
        {
            0: ["4S", "9S", "QS", "3C", "7C", "KC", "5D", "6D", "JD"],
            1: ["AS", "TS", "2S"],
            2: ["KD", "8D", "2D"],
        },
        {0: "H", 1: "DH", 2: "CSH"},
    )
    return BlatoGame.from_hands(
        hands, talon, dealer=1, hand_number=2, results=[4, -2, -2], options=options
    )


def suit_of(game, seat, suit):
    return [c for c in game.view(seat)["hand"] if c[1] == suit]


def test_tv_b3_drawing_in_deal_2():
    game = tv_b3_game()
    assert game.to_move == 2 and game.phase == "announce"
    game.apply("trump H")
    assert game.phase == "draw" and game.to_move == 0
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("draw 1 H")
    assert err.value.code == "draw_in_trump"
    assert str(err.value) == "hearts are trumps: you may not draw in them."
    game.apply("draw 1 S")
    assert suit_of(game, 0, "S") == ["9S", "QS", "AS"] and suit_of(game, 1, "S") == [
        "2S",
        "4S",
        "TS",
    ]
    before = game.view(0)["hand"]
    game.apply("draw 1 C")
    assert game.view(0)["hand"] == before and game.view(1)["known"]["draws"][-1] == {
        "drawer": 0,
        "giver": 1,
        "suit": "C",
        "given": "3C",
        "returned": "3C",
    }
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("draw 1 S")
    assert err.value.code == "draw_not_owed"
    game.apply("draw 2 D")
    assert suit_of(game, 0, "D") == ["6D", "JD", "KD"] and suit_of(game, 2, "D") == [
        "2D",
        "5D",
        "8D",
    ]
    game.apply("draw 2 D")
    assert suit_of(game, 0, "D") == ["8D", "JD", "KD"] and suit_of(game, 2, "D") == [
        "2D",
        "5D",
        "6D",
    ]
    assert game.phase == "discard" and game.to_move == 2
    assert len(game.view(2)["hand"]) == 20
    assert game.view(1)["known"]["draws"] == game.view(0)["known"]["draws"][:2]
    assert [c for _, c in game.view(1)["history"]["calls"]] == [
        "trump H",
        "draw 1 S",
        "draw 1 C",
        "draw 2 D",
        "draw 2 D",
    ]
    for card in game.view(2)["known"]["talon"]:
        game.apply("discard " + card)
    assert game.phase == "play" and game.to_move == 2


def test_tv_b3_draw_from_suit_not_held_is_illegal():
    hands, talon = complete({0: ["4S", "5D"], 1: ["AS"], 2: []}, {0: "SDC", 1: "SDH", 2: "CSHD"})
    game = BlatoGame.from_hands(hands, talon, dealer=1, hand_number=2, results=[4, -2, -2])
    game.apply("trump C")
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("draw 1 H")
    assert err.value.code == "draw_suit_not_held"


def test_tv_b3_no_trump_cancels_drawing():
    game = tv_b3_game()
    game.apply("notrump")
    assert game.phase == "discard" and game.view(0)["draw_plan"] == []


@pytest.mark.parametrize("rule,returned", [("highest_including", "4S"), ("literal", "3S")])
def test_tv_b3_literal_swap_variant_bv_10(rule, returned):
    hands, talon = complete({0: ["4S", "9S"], 1: ["3S"], 2: []}, {0: "CD", 1: "DH", 2: "CSH"})
    game = BlatoGame.from_hands(
        hands, talon, dealer=1, hand_number=2, results=[4, -2, -2], options={"return_rule": rule}
    )
    game.apply("trump H")
    game.apply("draw 1 S")
    assert game.view(0)["known"]["draws"][0]["returned"] == returned
    assert returned in game.view(0)["hand"]


@pytest.mark.parametrize("order,first", [("target", 0), ("surplus", 1)])
def test_tv_b4_two_drawers(order, first):
    hands, talon = complete({0: [], 1: [], 2: []}, {0: "CDHS", 1: "CDHS", 2: "CDHS"})
    game = BlatoGame.from_hands(
        hands, talon, dealer=2, hand_number=3, results=[1, 2, -3], options={"draw_order": order}
    )
    assert game.targets == [8, 5, 3]
    plan = [(e["drawer"], e["giver"], e["count"]) for e in game.view(0)["draw_plan"]]
    assert plan == ([(0, 2, 1), (1, 2, 2)] if first == 0 else [(1, 2, 2), (0, 2, 1)])
    game.apply("trump S")
    assert game.phase == "draw" and game.to_move == first
    suit = next(a for a in game.legal_actions())
    game.apply(suit)
    assert game.to_move == first if first == 1 else game.to_move == 1


def test_tv_b5_no_repeat_and_pass():
    game = engine.new_game("358", seed_with_dealer(0))
    rng = random.Random(3)
    plan = {1: ["trump S"], 4: ["notrump"], 7: ["pass", "trump H"], 10: ["trump D"]}
    for deal in range(1, 14):
        play_random(game, rng, lambda g, d=deal: g.hand_number == d and g.phase == "announce")
        if game.to_move != 1:
            continue
        if deal == 4:
            assert sorted(game.legal_actions()) == sorted(
                ["trump C", "trump D", "trump H", "notrump", "pass"]
            )
        for call in plan.get(deal, []):
            game.apply(call)
            assert game.hand_number == deal
    assert game.hand_number == 13 and game.to_move == 1 and game.phase == "announce"
    assert game.legal_actions() == ["trump C"]
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("pass")
    assert err.value.code == "pass_used"
    assert str(err.value) == "You have already passed once in this game."
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("trump S")
    assert err.value.code == "contract_used"
    assert err.value.params == {"contract": "trump S", "deal": 1}
    assert game.view(2)["announced"][1] == ["trump S", "notrump", "pass", "trump H", "trump D"]


def tv_b6_game(options=None):
    """Deal 1, S1 (8-player) announces hearts and leads a spade. S2 holds spades; S0 is void
    in spades and holds hearts 5 and K; the talon is the four discards."""
    hands, talon = complete(
        {0: ["5H", "KH"], 1: ["2S", "QH"], 2: ["3S"]}, {0: "CD", 1: "CDH", 2: "SCDH"}
    )
    game = BlatoGame.from_hands(hands, talon, dealer=0, hand_number=1, options=options)
    game.apply("trump H")
    for card in game.view(1)["known"]["talon"]:
        game.apply("discard " + card)
    return game


def test_tv_b6_play_legality_default():
    game = tv_b6_game()
    game.apply("play 2S")
    assert all(a[-1] == "S" for a in game.legal_actions())
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("play " + next(c for c in game.view(2)["hand"] if c[1] != "S"))
    assert err.value.code == "must_follow_suit"
    assert str(err.value) == "You must follow suit: you hold spades."
    game.apply("play 3S")
    assert len(game.legal_actions()) == 16  # void: any card, trumping optional


def test_tv_b6_play_legality_bv_13_must_trump_and_overtrump():
    game = tv_b6_game({"trump_duty": "must_trump_overtrump"})
    game.apply("play 2S")
    game.apply("play 3S")
    assert game.legal_actions() == ["play 5H", "play KH"]
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("play 2C")
    assert err.value.code == "must_trump"
    for s0_hearts, legal in (
        (["5H", "KH"], ["play 5H", "play KH"]),  # both beat 4H
        (["3H", "KH"], ["play KH"]),  # must over-trump
        (["2H", "3H"], ["play 2H", "play 3H"]),
    ):  # cannot: still trump
        s1 = [r + "S" for r in "23456789T"] + ["QH"] + [r + "C" for r in "234567"]
        hands, talon = complete({0: s0_hearts, 1: s1, 2: ["4H"]}, {0: "CD", 1: "", 2: "DH"})
        game = BlatoGame.from_hands(
            hands, talon, dealer=0, hand_number=1, options={"trump_duty": "must_trump_overtrump"}
        )
        game.apply("trump H")
        for card in game.view(1)["known"]["talon"]:
            game.apply("discard " + card)
        game.apply("play 2S")
        game.apply("play 4H")  # S2, void in spades, must trump
        assert game.legal_actions() == legal
        with pytest.raises(engine.IllegalAction) as err:
            game.apply("play 8C")
        assert err.value.code == "must_trump"
        if legal == ["play KH"]:
            with pytest.raises(engine.IllegalAction) as err:
                game.apply("play 3H")
            assert err.value.code == "must_overtrump"
            assert str(err.value) == "You must play a trump higher than 4H."


def test_tv_b7_game_invariants():
    for seed in range(3):
        game = engine.new_game("358", seed)
        rng = random.Random(seed)
        play_random(game, rng, lambda g: False)
        sheet = game.score_sheet()
        assert len(sheet) == 15
        for entry in sheet:
            assert sum(entry["tricks"]) == 16 and sum(entry["scores"]) == 0
        assert sum(game.scores) == 0
        contracts = {s: [e["contract"] for e in sheet if e["eight"] == s] for s in range(3)}
        assert all(len(c) == 5 and len(set(c)) == 5 for c in contracts.values())
        assert game.view(0)["out_of_play"] == 4
