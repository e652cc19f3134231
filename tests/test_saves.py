"""Saves: a game is its seed, options and action log; loading replays and validates it.

Whatever text is offered as a save or as an action, the engine answers with a game, a
SaveError or an IllegalAction, never another exception."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import SaveError
from tools.playout import random_game

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def midgame(kind: str, seed: int, steps: int):
    game = engine.new_game(kind, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def test_a_whole_king_match_saves_in_at_most_8_kb():
    for seed in range(5):
        assert len(random_game("king", seed)["save"]) <= 8 * 1024


def test_not_json_is_a_save_error_saying_so():
    for text in ("", "{", "null", "[1, 2]", "{'format': 1}"):
        try:
            engine.load_game(text)
        except SaveError as err:
            assert err.code in ("not_json", "not_a_save")
        else:
            raise AssertionError(f"{text!r} loaded")


def test_future_format_is_refused_politely():
    save = json.loads(engine.new_game("king", seed=1).to_json())
    save["format"] = 99
    try:
        engine.load_game(json.dumps(save))
    except SaveError as err:
        assert err.code == "format" and "99" in str(err)
    else:
        raise AssertionError("a save from the future loaded")


def test_foreign_game_is_refused():
    save = json.loads(engine.new_game("king", seed=1).to_json())
    save["game"] = "hearts"
    try:
        engine.load_game(json.dumps(save))
    except SaveError as err:
        assert err.code == "game"
    else:
        raise AssertionError("a save of another game loaded")


def test_log_that_replays_into_an_illegal_move_names_the_move():
    game = midgame("358", 5, 40)
    save = json.loads(game.to_json())
    save["actions"][10] = "play 2C" if not save["actions"][10].startswith("play") else "bid 99"
    try:
        engine.load_game(json.dumps(save))
    except SaveError as err:
        assert err.code == "replay" and err.params["index"] == 10 and "action 11" in str(err)
    else:
        raise AssertionError("an illegal log replayed")


def test_oversized_save_is_refused_before_parsing():
    try:
        engine.load_game(" " * (1 << 20))
    except SaveError as err:
        assert err.code == "too_large"
    else:
        raise AssertionError("a 1 MB save loaded")


def check_load(text):
    try:
        game = engine.load_game(text)
    except SaveError:
        return
    assert game.to_move is None or game.legal_actions()


@FUZZ
@given(st.text(max_size=300))
def test_fuzz_loader_random_text(text):
    check_load(text)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=25,
)


@FUZZ
@given(JSON)
def test_fuzz_loader_random_json(data):
    check_load(json.dumps(data))


@FUZZ
@given(
    st.sampled_from(engine.GAMES),
    st.integers(0, 50),
    st.integers(0, 200),
    st.sampled_from(["format", "engine", "game", "seed", "options", "actions"]),
    JSON,
)
def test_fuzz_loader_mutated_real_saves(kind, seed, steps, key, value):
    game = midgame(kind, seed, min(steps, 150))
    save = json.loads(game.to_json())
    save[key] = value
    check_load(json.dumps(save))


@FUZZ
@given(
    st.sampled_from(engine.GAMES),
    st.integers(0, 50),
    st.integers(0, 200),
    st.integers(),
    st.text(max_size=6),
)
def test_fuzz_loader_mutated_action_logs(kind, seed, steps, where, junk):
    game = midgame(kind, seed, min(steps, 150))
    save = json.loads(game.to_json())
    if save["actions"]:
        i = where % len(save["actions"])
        save["actions"][i] = save["actions"][i][: where % 7] + junk
    check_load(json.dumps(save))
