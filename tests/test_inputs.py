"""Bad input to the engine's public surface gets a clear error and changes nothing (the variant
audit of 2026-12-01): options that are not a table, a save's format that is not a number, huge
actions quoted back in full."""

from __future__ import annotations

import json

import pytest

import engine
from engine.errors import EXCERPT


@pytest.mark.parametrize("kind", engine.GAMES)
@pytest.mark.parametrize("options", [[], "", 0, False, "default", ("x",), 1.5])
def test_options_are_a_dict_or_none(kind, options):
    with pytest.raises(ValueError, match="options must be a dict or None"):
        engine.new_game(kind, seed=1, options=options)


@pytest.mark.parametrize("kind", engine.GAMES)
def test_no_options_and_empty_options_are_the_defaults(kind):
    a, b = engine.new_game(kind, 1, None), engine.new_game(kind, 1, {})
    assert a.options == b.options and a.legal_actions() == b.legal_actions()


@pytest.mark.parametrize("kind", engine.GAMES)
@pytest.mark.parametrize(
    "field,value",
    [
        ("format", True),
        ("format", 1.0),
        ("format", "1"),
        ("rules", True),
        ("rules", 3),
        ("rules", "2"),
    ],
)
def test_a_save_format_or_rules_edition_is_a_whole_number_we_know(kind, field, value):
    data = json.loads(engine.new_game(kind, seed=2).to_json())
    data[field] = value
    with pytest.raises(engine.SaveError) as err:
        engine.load_game(json.dumps(data))
    assert err.value.code == "format"


@pytest.mark.parametrize("kind", engine.GAMES)
@pytest.mark.parametrize("action", ["x" * 200_000, "play " + "Q" * 5000, ["a"] * 50_000])
def test_a_refusal_quotes_a_bounded_excerpt_of_the_action(kind, action):
    game = engine.new_game(kind, seed=3)
    before = game.to_json()
    with pytest.raises(engine.IllegalAction) as err:
        game.apply(action)
    assert len(str(err.value)) < EXCERPT + 80 and len(err.value.params["action"]) <= EXCERPT
    assert err.value.params["action"].endswith("…")
    assert game.to_json() == before


@pytest.mark.parametrize("kind", engine.GAMES)
def test_a_short_action_is_quoted_whole(kind):
    game = engine.new_game(kind, seed=3)
    with pytest.raises(engine.IllegalAction) as err:
        game.apply("hello")
    assert err.value.params["action"] == "hello" and "hello" in str(err.value)


@pytest.mark.parametrize("kind", engine.GAMES)
def test_new_games_write_their_rules_edition_and_old_saves_keep_theirs(kind):
    game = engine.new_game(kind, seed=5)
    assert json.loads(game.to_json())["rules"] == engine.game.RULES_EDITION == 2
    old = json.loads(game.to_json())
    del old["rules"]
    text = json.dumps(old, separators=(",", ":"))
    assert engine.load_game(text).to_json() == text  # an earlier save round-trips unchanged


@pytest.mark.parametrize("kind", engine.GAMES)
def test_rewound_replays_by_the_games_own_rules_edition(kind):
    game = engine.new_game(kind, seed=6)
    for _ in range(9):
        game.apply(game.legal_actions()[-1])
    old = json.loads(game.to_json())
    del old["rules"]
    legacy = engine.load_game(json.dumps(old))
    for n in (0, 4, 9):
        back = legacy.rewound(n)
        assert back.edition == 1 and back.log == legacy.log[:n]
        assert back.view(0) == engine.load_game(
            json.dumps({**old, "actions": old["actions"][:n]})
        ).view(0)
