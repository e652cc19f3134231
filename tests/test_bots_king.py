"""King bots: legality over many positions, honesty, determinism, analyse(), the budget, and the
rule layer's rules by name."""

from __future__ import annotations

import random

import pytest

import engine
from engine import bots
from engine.cards import CARD, DECK, SUIT_MASK, mask
from engine.king import bot as king_bot
from engine.king.game import KingGame
from engine.king.policy import best_trump, play_card, trick_estimate
from engine.king.rules import CONTRACTS

OPTION_SETS = [
    {},
    engine.presets("king")["portuguese"],
    engine.presets("king")["free_choice"],
    engine.presets("king")["quick"],
    {
        "first_dealer": "kh_nominate",
        "kh_on_heart_lead": "forced_if_higher",
        "trump_duty": "must_overtrump",
        "trump_lead": "not_before_played",
        "no_trump_positive": True,
        "early_end": True,
    },
    {
        "auction_style": "simple",
        "trump_duty": "must_trump",
        "trump_lead": "no_lead_while_other",
        "positive_leader": "buyer",
        "payment": "capped",
        "decline_threshold": 0,
        "pela_mao": "first_only",
    },
    {"auction": False, "decline_threshold": -1, "forced_penalty_discard": True},
]


def _random_step(game, rng):
    legal = game.legal_actions()
    game.apply(legal[rng.randrange(len(legal))])


# --- legality --------------------------------------------------------------------------------


@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_bots_never_choose_an_illegal_action_easy_medium(opts):
    """Whole matches where every seat is easy or medium: each action is in view["legal"]."""
    for seed in range(3):
        game = engine.new_game("king", seed=seed, options=OPTION_SETS[opts])
        players = [
            bots.make(lv, seed=seed + i)
            for i, lv in enumerate(("easy", "medium", "easy", "medium"))
        ]
        rng = random.Random(seed)
        while not game.is_over:
            view = game.view(game.to_move)
            for p in players[:2]:  # both levels judge every position, one of them moves
                assert p.choose(view) in view["legal"]
            action = players[game.to_move].choose(view)
            if rng.random() < 0.15:  # some random moves reach unusual positions
                legal = view["legal"]
                action = legal[rng.randrange(len(legal))]
            game.apply(action)


@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_hard_never_chooses_an_illegal_action(opts):
    """hard with a few fixed iterations, at random positions of random matches."""
    rng = random.Random(100 + opts)
    hard = bots.make("hard", seed=opts, iterations=2)
    checked = 0
    for seed in range(4):
        game = engine.new_game("king", seed=1000 * opts + seed, options=OPTION_SETS[opts])
        while not game.is_over:
            if rng.random() < 0.08:
                view = game.view(game.to_move)
                assert hard.choose(view) in view["legal"]
                checked += 1
            _random_step(game, rng)
    assert checked > 20


# --- honesty and determinism ---------------------------------------------------------------------


def _two_deals_same_view(hand_number, seed=3):
    """Two games where seat 0 holds the same cards but the others' cards differ."""
    rng = random.Random(seed)
    deck = list(range(52))
    for i in range(51, 0, -1):
        j = rng.randrange(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    mine, rest = deck[:13], deck[13:]
    other = rest[::-1]
    a = [mask(mine)] + [mask(rest[13 * k : 13 * k + 13]) for k in range(3)]
    b = [mask(mine)] + [mask(other[13 * k : 13 * k + 13]) for k in range(3)]
    dealer = 3 if hand_number >= 7 else 0  # seat 0 moves first: leads, or speaks first (O1)
    return (
        KingGame.from_position(a, hand_number=hand_number, dealer=dealer),
        KingGame.from_position(b, hand_number=hand_number, dealer=dealer),
    )


@pytest.mark.parametrize("hand_number", [1, 2, 5, 7])
def test_hard_decision_depends_only_on_the_view(hand_number):
    g1, g2 = _two_deals_same_view(hand_number)
    v1, v2 = g1.view(0), g2.view(0)
    assert v1 == v2
    for level in ("easy", "medium", "hard"):
        a1 = (
            bots.make(level, seed=7, iterations=6).choose(v1)
            if level == "hard"
            else bots.make(level, seed=7).choose(v1)
        )
        a2 = (
            bots.make(level, seed=7, iterations=6).choose(v2)
            if level == "hard"
            else bots.make(level, seed=7).choose(v2)
        )
        assert a1 == a2


def test_hard_with_fixed_iterations_is_deterministic_mid_hand():
    game = engine.new_game("king", seed=11)
    rng = random.Random(4)
    for _ in range(9):  # into the first trick or two
        _random_step(game, rng)
    view = game.view(game.to_move)
    picks = {bots.make("hard", seed=5, iterations=10).choose(view) for _ in range(3)}
    assert len(picks) == 1
    r1 = bots.make("hard", seed=5, iterations=10).analyse(view)
    r2 = bots.make("hard", seed=5, iterations=10).analyse(view)
    assert r1 == r2


# --- analyse -------------------------------------------------------------------------------------


def _check_analysis(result, view):
    assert result, "analyse gives at least one candidate"
    for e in result:
        assert e["action"] in view["legal"]
        assert e["reason"] in king_bot.REASONS
        assert e["points"] is None or isinstance(e["points"], float)
        assert isinstance(e["params"], dict)
        king_bot.REASONS[e["reason"]].format(**e["params"])  # the template can be filled
    pts = [e["points"] for e in result if e["points"] is not None]
    assert pts == sorted(pts, reverse=True)


def test_analyse_gives_candidates_with_points_and_reasons():
    rng = random.Random(9)
    hard = bots.make("hard", seed=1, iterations=6)
    seen = set()
    for seed in range(3):
        game = engine.new_game("king", seed=seed)
        while not game.is_over:
            view = game.view(game.to_move)
            if len(view["legal"]) > 1 and rng.random() < 0.1:
                result = hard.analyse(view)
                _check_analysis(result, view)
                seen.add(view["phase"])
                if view["phase"] == "play":
                    assert len({e["action"] for e in result}) == len(view["legal"])
                    assert result[0]["points"] is not None
            _random_step(game, rng)
    assert {"play", "auction"} <= seen


# --- the budget ----------------------------------------------------------------------------------


def test_hard_stops_when_out_of_time_and_yields_while_thinking():
    """With a budget the search stops at the first out_of_time() (after one complete sample)."""
    game = engine.new_game("king", seed=2)
    rng = random.Random(2)
    for _ in range(6):
        _random_step(game, rng)
    view = game.view(game.to_move)
    bot = bots.make("hard", seed=1, budget_ms=10_000)
    calls = {"n": 0}

    def out_of_time():
        calls["n"] += 1
        return calls["n"] > 3

    bot.out_of_time = out_of_time
    gen = bot.think(view)
    slices = 0
    while True:
        try:
            next(gen)
            slices += 1
        except StopIteration as stop:
            action = stop.value
            break
    assert action in view["legal"]
    assert slices >= 1
    assert calls["n"] <= 12  # it stopped soon after the budget ran out


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
    return KingGame.from_position(hands, hand_number=7, dealer=3, seed=seed)


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
    g = KingGame.from_position(hands, hand_number=7, dealer=0, options={"auction": False})
    assert bots.make(level, seed=1, iterations=16).choose(g.view(0)) == "trump H"


def test_beneficiary_accepts_a_high_offer_and_refuses_a_low_one_with_a_strong_hand():
    strong = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "AD", "KD", "AC", "KC", "2H", "3H"]
    rest = [c for c in range(52) if not mask(strong) >> c & 1]
    hands = [mask(strong)] + [mask(rest[13 * k : 13 * k + 13]) for k in range(3)]
    g = KingGame.from_position(hands, hand_number=7, dealer=0)
    for a in ("pass", "bid 1", "pass"):
        g.apply(a)
    v = g.view(0)
    assert "accept" in v["legal"]
    assert bots.make("medium", seed=1).choose(v) == "refuse"
    g = KingGame.from_position(hands, hand_number=7, dealer=0)
    for a in ("pass", "bid 9", "pass"):
        g.apply(a)
    assert bots.make("medium", seed=1).choose(g.view(0)) == "accept"


def test_weak_beneficiary_declines_when_allowed():
    weak = ["2S", "3S", "4D", "5D", "6C", "7C", "8H", "9H", "2C", "3D", "4H", "5S", "6D"]
    rest = [c for c in range(52) if not mask(weak) >> c & 1]
    hands = [mask(weak)] + [mask(rest[13 * k : 13 * k + 13]) for k in range(3)]
    g = KingGame.from_position(hands, hand_number=7, dealer=0)
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
