"""3-5-8 legality has one source: the check of each decision (engine/blato/legality.py) decides
both the legal list and the refusal, and a refusal's params are data, never English words."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.blato import legality
from engine.blato.game import BlatoGame
from engine.blato.rules import CODES
from engine.cards import NAMES
from engine.errors import english

FAST = settings(max_examples=12, deadline=None)
from tests.test_blato_properties import options_st  # noqa: E402 - every consistent option set

# Every well-formed action of the game, whatever the phase.
EVERY = (
    list(legality.ANNOUNCEMENTS)
    + [f"{verb} {n}" for verb in ("play", "discard", "return") for n in NAMES]
    + [f"draw {g} {s}" for g in range(3) for s in "CDHS"]
    + [f"draw {g} {n}" for g in range(3) for n in NAMES]
)
DATA_KEYS = {
    "action": str,
    "phase": str,
    "contract": str,
    "deal": int,
    "suit": str,
    "led": str,
    "card": str,
    "giver": int,
}


def positions(options, seed, steps=160):
    game = engine.new_game("358", seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            return
        yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


@FAST
@given(options_st, st.integers(0, 10**6))
def test_an_action_is_legal_exactly_when_the_check_of_its_decision_accepts_it(options, seed):
    for game in positions(options, seed):
        legal = game.legal_actions()
        assert len(set(legal)) == len(legal)
        for action in EVERY:
            verb, args = legality.parse_action(action)
            phase, check = legality.DECISIONS[verb]
            accepted = phase == game.phase and check(game, action, args) is None
            assert accepted == (action in legal), (action, game.phase, legal)


@FAST
@given(options_st, st.integers(0, 10**6))
def test_refusals_carry_data_and_say_the_english_sentence_of_their_code(options, seed):
    for game in positions(options, seed, 80):
        legal = game.legal_actions()
        for action in EVERY[::7]:
            if action in legal:
                continue
            err = game.explain(action)
            assert err.code in CODES
            for key, value in err.params.items():
                assert isinstance(value, DATA_KEYS[key]), (err.code, key, value)
                if key in ("suit", "led"):
                    assert value in "CDHS" and len(value) == 1
                if key == "card":
                    assert value in NAMES
            words = {k: english(k, v) for k, v in err.params.items()}
            assert str(err) == CODES[err.code].format(**words)


def test_bv_13_a_non_trump_is_refused_for_the_trump_due_a_low_trump_for_the_higher_one():
    from tests.test_blato_vectors import complete

    s1 = [r + "S" for r in "23456789T"] + ["QH"] + [r + "C" for r in "234567"]
    hands, talon = complete({0: ["3H", "KH"], 1: s1, 2: ["4H"]}, {0: "CD", 1: "", 2: "DH"})
    game = BlatoGame.from_hands(
        hands, talon, dealer=0, options={"trump_duty": "must_trump_overtrump"}
    )
    game.apply("trump H")
    for card in game.view(1)["known"]["talon"]:
        game.apply("discard " + card)
    game.apply("play 2S")
    game.apply("play 4H")
    assert game.legal_actions() == ["play KH"]
    low, other = game.explain("play 3H"), game.explain("play 8C")
    assert (low.code, low.params) == ("must_overtrump", {"suit": "H", "card": "4H"})
    assert (other.code, other.params) == ("must_trump", {"suit": "H", "led": "S"})


def test_malformed_and_wrong_phase_come_before_the_checks():
    game = engine.new_game("358", 0)
    for action in ("draw 3 S", "draw 01 S", "pass ", "trump s", "play", "return 1C", 7):
        assert game.explain(action).code == "malformed", action
    err = game.explain("play KH")
    assert (err.code, err.params) == ("wrong_phase", {"action": "play KH", "phase": "announce"})
