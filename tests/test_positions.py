"""Positions and records (docs/engine.md "Positions and records", docs/positions.md): a
game's point as a short URL-safe text that gives back the same game for every seat, goes on
the same, and refuses bad text with a SaveError."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import engine
from engine import codec
from engine.blato.rules import BlatoOptions
from engine.king.rules import KingOptions
from tests.node_pyodide import run_in_pyodide

ROOT = Path(__file__).resolve().parent.parent
OPTIONS = {
    "king": st.fixed_dictionaries({o.key: st.sampled_from(o.values) for o in KingOptions.SPEC}),
    "358": st.fixed_dictionaries({o.key: st.sampled_from(o.values) for o in BlatoOptions.SPEC}),
}
SEEDS = st.integers(-(2**40), 2**40)
FEW = settings(max_examples=12, deadline=None, database=None)
URL_SAFE = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~!*'()")


def random_options(kind: str, rng: random.Random) -> dict:
    """Each option at a random value (most of them changed), contradictions left out."""
    spec = engine.option_spec(kind)
    while True:
        options = {o["key"]: rng.choice(o["values"]) for o in spec}
        if not engine.option_conflict(kind, options):
            return options


def step(game, rng: random.Random) -> str:
    legal = game.legal_actions()
    action = legal[rng.randrange(len(legal))]
    game.apply(action)
    return action


def played(kind: str, seed: int, options: dict, steps: int, rng: random.Random):
    game = engine.new_game(kind, seed=seed, options=options)
    for _ in range(steps):
        if game.is_over:
            break
        step(game, rng)
    return game


def views(game) -> list[dict]:
    """Every seat's view, all keys but ``history`` (which may begin at the position)."""
    out = []
    for seat in range(game.PLAYERS):
        view = game.view(seat)
        del view["history"]
        out.append(view)
    return out


def assert_same_game(got, want) -> None:
    assert views(got) == views(want)
    assert got.to_move == want.to_move
    assert got.legal_actions() == want.legal_actions()
    assert got.scores == want.scores
    assert got.score_sheet() == want.score_sheet()
    assert got.winners() == want.winners()
    assert got.is_over == want.is_over


def assert_same_continuation(got, want, rng: random.Random, checks: int = 6) -> None:
    """The same random actions, to the end, lead to the same views and score sheet."""
    want = want.copy()
    n = 0
    while not want.is_over:
        action = step(want, rng)
        got.apply(action)
        n += 1
        if n % 97 == 0 and checks:
            checks -= 1
            assert views(got) == views(want)
    assert_same_game(got, want)


# --- the round trip ----------------------------------------------------------------------------


@pytest.mark.parametrize("kind", engine.GAMES)
@FEW
@given(seed=SEEDS, data=st.data())
def test_a_position_gives_the_same_game_for_every_seat_and_goes_on_the_same(kind, seed, data):
    options = data.draw(OPTIONS[kind])
    assume(not engine.option_conflict(kind, options))
    steps = data.draw(st.integers(0, 900))
    rng = random.Random(seed)
    game = played(kind, seed, options, steps, rng)
    text = game.position()
    again = engine.from_position(text)
    assert_same_game(again, game)
    assert again.record() == text
    assert_same_continuation(again, game, rng)


@pytest.mark.parametrize("kind,seed", [("king", 5), ("358", 5)])
def test_every_point_of_a_game_reads_back_from_its_position(kind, seed):
    """A whole game, position by position (each hand's last points, and a sample of the rest,
    to keep the run short)."""
    rng = random.Random(seed)
    game = engine.new_game(kind, seed=seed, options=random_options(kind, rng))
    points = 0
    while True:
        near_end = len(game.tricks) >= (11 if kind == "king" else 15)
        if near_end or game.phase != "play" and rng.random() < 0.3 or rng.random() < 0.03:
            text = game.position()
            assert views(engine.from_position(text)) == views(game), text
            points += 1
        if game.is_over:
            break
        step(game, rng)
    assert points > 50


@pytest.mark.parametrize("kind", engine.GAMES)
def test_a_record_reads_back_to_the_same_game_and_the_same_text(kind):
    for seed in range(3):
        rng = random.Random(seed)
        game = played(kind, seed, random_options(kind, rng), rng.randrange(100, 1200), rng)
        text = game.record()
        again = engine.from_record(text)
        assert again.record() == text
        assert again.log == game.log
        assert_same_game(again, game)
        assert json.loads(again.to_json()) == json.loads(game.to_json())  # a plain save


@pytest.mark.parametrize("kind", engine.GAMES)
def test_a_game_from_a_position_keeps_its_start_for_records_positions_undo_and_saves(kind):
    rng = random.Random(11)
    game = played(kind, 11, random_options(kind, rng), 400, rng)
    begun = engine.from_position(game.position())
    start = begun.start
    assert start is not None and begun.record() == game.position()
    for _ in range(150):
        if begun.is_over:
            break
        action = step(begun, rng)
        game.apply(action)
    assert begun.record().startswith(start + ".")
    assert engine.from_record(begun.record()).record() == begun.record()
    assert_same_game(engine.from_position(begun.position()), game)
    # undo replays from the start: rewinding by one action is the game one action earlier
    earlier = begun.rewound(len(begun.log) - 1)
    assert earlier.start == start and earlier.log == begun.log[:-1]
    earlier.apply(begun.log[-1])
    assert views(earlier) == views(begun)
    # the save carries the start; load_game reads it back and the game goes on the same
    save = begun.to_json()
    assert json.loads(save)["start"] == start
    loaded = engine.load_game(save)
    assert loaded.to_json() == save and loaded.start == start
    assert_same_game(loaded, game)
    assert_same_continuation(loaded, game, rng)


def test_a_save_whose_start_is_of_another_game_is_refused():
    game = engine.from_position(played("king", 3, {}, 300, random.Random(3)).position())
    data = json.loads(game.to_json())
    data["seed"] = 4
    with pytest.raises(engine.SaveError):
        engine.load_game(json.dumps(data))
    data["seed"], data["start"] = 3, "K2..3.0x"
    with pytest.raises(engine.SaveError):
        engine.load_game(json.dumps(data))


# --- special points ----------------------------------------------------------------------------


def play_until(game, rng, stop, prefer=(), often=1.0) -> None:
    """Random play, choosing an action of ``prefer`` when legal (with probability ``often``),
    until ``stop(game)`` or the end."""
    while not game.is_over and not stop(game):
        legal = game.legal_actions()
        chosen = [a for a in legal if a in prefer] if rng.random() < often else []
        game.apply(rng.choice(chosen or legal))


def test_after_a_declined_king_hand_the_last_trick_of_an_older_hand_is_kept():
    rng = random.Random(2)
    game = engine.new_game("king", seed=2, options={"negative_order": "free"})
    play_until(game, rng, lambda g: g.hand_number == 9, prefer=("pass", "decline"))
    sheet = game.score_sheet()
    assert sheet[-1]["declined"] and sheet[-2]["declined"]  # hands 7 and 8 declined
    assert game.view(0)["last_trick"] is not None
    text = game.position()
    assert_same_game(engine.from_position(text), game)
    assert_same_continuation(engine.from_position(text), game, rng)


def test_a_king_match_whose_first_dealer_is_named_reads_back_before_and_after_the_naming():
    rng = random.Random(4)
    game = engine.new_game("king", seed=4, options={"first_dealer": "kh_nominate"})
    assert game.legal_actions()[0].startswith("dealer")
    for _ in range(3):
        assert_same_game(engine.from_position(game.position()), game)
        for turn in range(1, 4):
            turned = engine.from_position(codec.turned(game.position(), turn))
            assert turned.view(0)["hand"] == game.view(turn)["hand"]
        play_until(game, rng, lambda g, h=game.hand_number: g.hand_number > h)


def test_a_358_position_after_passes_keeps_the_redeals_and_the_passes_used():
    rng = random.Random(6)
    options = {"pass_limit": "unlimited"}
    game = engine.new_game("358", seed=6, options=options)
    play_until(game, rng, lambda g: g.hand_number == 4 and g.phase != "announce", ("pass",), 0.6)
    assert sum(a == "pass" for a in game.log) >= 3
    text = game.position()
    assert_same_game(engine.from_position(text), game)
    play_until(game, rng, lambda g: False, ("pass",), 0.6)
    assert_same_game(engine.from_position(game.position()), game)
    assert_same_game(engine.from_record(game.record()), game)


@pytest.mark.parametrize("kind", engine.GAMES)
def test_positions_of_a_finished_game_read_back_with_its_winners(kind):
    rng = random.Random(8)
    game = played(kind, 8, random_options(kind, rng), 10**5, rng)
    assert game.is_over
    again = engine.from_position(game.position())
    assert again.is_over and again.legal_actions() == []
    assert_same_game(again, game)


# --- the text ----------------------------------------------------------------------------------


def test_king_positions_stay_short_under_any_options():
    """A King position is well under 300 characters at any point of any match (the longest
    come at the end of a hand after a long auction, under every option changed)."""
    longest = 0
    for seed in range(10):
        rng = random.Random(seed)
        game = engine.new_game(
            "king", seed=rng.randrange(2**62), options=random_options("king", rng)
        )
        while not game.is_over:
            step(game, rng)
            if len(game.trick) == 3 and len(game.tricks) == 12 or game.phase == "trump":
                longest = max(longest, len(game.position()))
    assert longest <= 250


@pytest.mark.parametrize("kind", engine.GAMES)
def test_texts_are_plain_ascii_that_a_url_keeps_as_it_is(kind):
    rng = random.Random(1)
    game = played(kind, -(2**33), random_options(kind, rng), 500, rng)
    for text in (game.position(), game.record(), codec.turned(game.position(), 1)):
        assert set(text) <= URL_SAFE


def test_the_documented_examples_read_and_write_as_documented():
    """docs/positions.md explains these texts character by character: they stay as they are."""
    doc = (ROOT / "docs" / "positions.md").read_text(encoding="utf-8")
    rng = random.Random(3)
    king = engine.new_game(
        "king", seed=7, options={"first_leader": "dealer_left", "quick_match": True}
    )
    while king.hand_number < 5 or len(king.trick) < 2 or king.phase != "play":
        step(king, rng)
    text = king.position()
    assert text.startswith("K2.2131.7.221B0110730C01313402111.696A6C16D002005CHLDKt")
    assert text.endswith("Y616D01005Slb") and f"({len(text)} characters)" in doc
    rng = random.Random(3)
    blato = engine.new_game("358", seed=7)
    while blato.hand_number < 3 or blato.phase != "draw":
        step(blato, rng)
    text = blato.position()
    assert f"\n{text}\n" in doc and f"({len(text)} characters)" in doc
    assert engine.from_position("K2..7").record() == "K2..7"


def test_today_s_option_orders_only_grow_at_the_end():
    """Texts name options and values by their place: the order may only grow at its end."""
    today = {
        "king": [
            ("first_dealer", ("kh_draw", "kh_nominate", "random")),
            ("negative_order", ("seed", "queens_first", "free")),
            ("first_leader", ("dealer", "dealer_left")),
            ("quick_match", (False, True)),
            ("kh_on_heart_lead", ("free", "forced_if_higher")),
            ("forced_penalty_discard", (False, True)),
            ("trump_lead", ("free", "no_lead_while_other", "not_before_played")),
            ("trump_duty", ("none", "must_trump", "must_overtrump")),
            ("positive_leader", ("dealer", "buyer", "dealer_left")),
            ("no_trump_positive", (False, True)),
            ("auction", (True, False)),
            ("auction_style", ("copag", "simple")),
            ("payment", ("uncapped", "capped")),
            ("decline_threshold", (1, 0, -1)),
            ("pela_mao", ("any_senior", "first_only")),
            ("early_end", (False, True)),
            ("score_display", ("two_columns", "single")),
            ("tie_break", ("shared", "positive_column", "fewer_negative")),
        ],
        "358": [
            ("direction", ("counterclockwise", "clockwise")),
            ("roles", ("dealer3_next8", "english")),
            ("first_leader", ("eight", "five")),
            ("contracts", ("suits_notrump", "suits_only")),
            ("no_repeat", (True, False)),
            ("step_order", ("announce_draw_talon", "announce_talon_draw", "draw_announce_talon")),
            ("draw_card", ("lowest", "free")),
            ("trump_draw", ("forbidden", "allowed", "polish")),
            ("pass_limit", ("once", "unlimited", "none")),
            ("return_rule", ("highest_including", "literal")),
            ("draw_order", ("target", "surplus")),
            ("flat_preview", (False, True)),
            ("trump_duty", ("none", "must_trump_overtrump")),
            ("game_end", ("15_deals", "first_to_21", "twelve_tricks", "misere_18")),
            ("targets", ("8-5-3", "9-5-2")),
            ("talon_style", ("pick_all", "replace")),
            ("tie_break", ("shared", "last_deal", "fewest_below")),
        ],
    }
    for kind, spec in today.items():
        now = [(o["key"], tuple(o["values"])) for o in engine.option_spec(kind)]
        assert len(now) >= len(spec)
        for (key, values), (key_now, values_now) in zip(spec, now, strict=False):
            assert key_now == key and values_now[: len(values)] == values


# --- bad text ----------------------------------------------------------------------------------


def texts() -> list[str]:
    out = []
    for kind in engine.GAMES:
        for seed in (1, 2):
            rng = random.Random(seed)
            game = played(kind, seed, random_options(kind, rng), 300 * seed, rng)
            out += [game.position(), game.record()[:150]]
    return out


TEXTS = texts()


def reads_or_refuses(text) -> None:
    """``text`` is refused with a SaveError that says what is wrong, or it is a game whose
    record is ``text`` itself."""
    try:
        game = engine.from_position(text)
    except engine.SaveError as err:
        assert str(err) and "unexpected fault" not in str(err)
        return
    assert game.record() == text
    for seat in range(game.PLAYERS):
        game.view(seat)


@settings(max_examples=300, deadline=None, database=None)
@given(st.one_of(st.text(max_size=80), st.text(alphabet="KB2.-0123456789AaZz", max_size=60)))
def test_random_text_is_refused_with_a_save_error(text):
    reads_or_refuses(text)


@settings(
    max_examples=200, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(st.sampled_from(TEXTS), st.data())
def test_mutated_texts_are_refused_or_read_as_games(text, data):
    where = data.draw(st.integers(0, len(text) - 1))
    how = data.draw(st.sampled_from(["replace", "delete", "insert", "swap"]))
    char = data.draw(st.sampled_from(codec.ALPHABET + ".-_~!*'()é "))
    if how == "replace":
        text = text[:where] + char + text[where + 1 :]
    elif how == "delete":
        text = text[:where] + text[where + 1 :]
    elif how == "insert":
        text = text[:where] + char + text[where:]
    else:
        text = text[:where] + text[where + 1 : where + 2] + text[where] + text[where + 2 :]
    reads_or_refuses(text)


def test_every_single_character_change_of_a_position_is_refused_or_read():
    text = TEXTS[0]
    rng = random.Random(0)
    for where in range(len(text)):
        for char in rng.sample(codec.ALPHABET + ".-", 6):
            reads_or_refuses(text[:where] + char + text[where + 1 :])


@pytest.mark.parametrize("text", TEXTS)
def test_a_text_cut_short_is_refused_or_an_earlier_point(text):
    for end in range(0, len(text), 3):
        reads_or_refuses(text[:end])


@pytest.mark.parametrize(
    "text,code",
    [
        ("", "record"),
        ("K2", "record"),
        ("X2..7", "game"),
        ("K9..7", "format"),
        ("K2.2111.7", "options"),
        ("K2.0011.7", "options"),
        ("K2.1020.7", "options"),
        ("K2..07", "record"),
        ("K2..-0", "record"),
        ("K2..7.", "record"),
        ("K2..7..", "record"),
        ("K2..7..A9", "record"),
        ("K2..7..a", "replay"),
        ("K2..7.3", "position"),
        ("K2 ..7", "record"),
        ("B2..7..A", "replay"),
        ("B2.H1.7", "options"),
        ("B2.B1.7..0", None),
    ],
)
def test_bad_texts_say_what_is_wrong(text, code):
    if code is None:
        engine.from_position(text)
        return
    with pytest.raises(engine.SaveError) as err:
        engine.from_position(text)
    assert err.value.code == code and str(err.value)


def test_an_impossible_summary_is_refused():
    rng = random.Random(9)
    game = played("king", 9, {}, 350, rng)
    text = game.position()
    head, opts, seed, summary, tokens = text.split(".")
    assert summary[:2]
    cases = {
        "vazas with 14 tricks": summary[:2] + "DDD" + summary[5:],
        "the first dealer is not the King of hearts' receiver": "0" + "1" + summary[2:],
        "a hand too many": summary + "X" * 10,
        "cut short": summary[:-1],
    }
    for why, bad in cases.items():
        with pytest.raises(engine.SaveError) as err:
            engine.from_position(".".join((head, opts, seed, bad, tokens)))
        assert err.value.code in ("position", "replay"), why


def test_a_text_of_another_game_is_refused():
    king = played("king", 1, {}, 100, random.Random(1)).position()
    blato = played("358", 1, {}, 100, random.Random(1)).position()
    with pytest.raises(engine.SaveError):
        engine.from_position(king, "358")
    with pytest.raises(engine.SaveError):
        engine.from_record(blato, "king")
    for text, other in ((king, "B"), (blato, "K")):
        with pytest.raises(engine.SaveError):
            engine.from_position(other + text[1:])
    assert engine.from_position(king, "king").GAME == "king"


@pytest.mark.parametrize("bad", [None, 7, b"K2..7", ["K2..7"], "K2..7" * 20000])
def test_what_is_not_a_text_is_refused(bad):
    with pytest.raises(engine.SaveError):
        engine.from_position(bad)


# --- the legal list, turned texts --------------------------------------------------------------


@pytest.mark.parametrize("kind", engine.GAMES)
def test_legal_actions_is_a_new_list_each_time(kind):
    rng = random.Random(3)
    game = engine.new_game(kind, seed=3)
    for _ in range(60):
        legal = game.legal_actions()
        before = list(legal)
        legal.clear()
        legal.append("nonsense")
        assert game.legal_actions() == before
        assert game.view(game.to_move)["legal"] == before
        step(game, rng)


def turned_action(action: str, seat: int, players: int) -> str:
    words = action.split(" ")
    if words[0] in ("draw", "dealer"):
        words[1] = str((int(words[1]) - seat) % players)
    return " ".join(words)


def turned_list(values: list, seat: int) -> list:
    return [values[(s + seat) % len(values)] for s in range(len(values))]


@pytest.mark.parametrize("kind", engine.GAMES)
@settings(max_examples=6, deadline=None, database=None)
@given(seed=SEEDS, steps=st.integers(0, 800), data=st.data())
def test_turned_makes_a_seat_seat_0_and_keeps_the_game(kind, seed, steps, data):
    rng = random.Random(seed)
    game = played(kind, seed, random_options(kind, rng), steps, rng)
    n = game.PLAYERS
    seat = data.draw(st.integers(1, n - 1))
    text = codec.turned(game.position(), seat)
    turned = engine.from_position(text)
    back = engine.from_position(codec.turned(text, (n - seat) % n))
    assert views(back) == views(game)
    assert turned.to_move == (None if game.to_move is None else (game.to_move - seat) % n)
    assert sorted(turned.legal_actions()) == sorted(
        turned_action(a, seat, n) for a in game.legal_actions()
    )
    assert turned.scores == turned_list(game.scores, seat)
    for s in range(n):
        mine, theirs = game.view(s), turned.view((s - seat) % n)
        assert theirs["hand"] == mine["hand"]
        assert theirs["hand_sizes"] == turned_list(mine["hand_sizes"], seat)
        assert theirs["tricks_taken"] == turned_list(mine["tricks_taken"], seat)
        assert theirs["trick"] == [[(p - seat) % n, c] for p, c in mine["trick"]]
        assert theirs["dealer"] == (None if mine["dealer"] is None else (mine["dealer"] - seat) % n)
        assert (theirs["contract"], theirs["trump"]) == (mine["contract"], mine["trump"])
    while not game.is_over:
        action = step(game, rng)
        turned.apply(turned_action(action, seat, n))
    assert [e["scores"] for e in turned.score_sheet()] == [
        turned_list(e["scores"], seat) for e in game.score_sheet()
    ]
    assert sorted(turned.winners()) == sorted((w - seat) % n for w in game.winners())


def test_turned_by_no_seat_is_the_same_text_and_a_bad_seat_is_refused():
    text = played("358", 2, {}, 80, random.Random(2)).position()
    assert codec.turned(text, 0) == text
    for bad in (3, -1, True, "1"):
        with pytest.raises(ValueError):
            codec.turned(text, bad)
    with pytest.raises(engine.SaveError):
        codec.turned(text[:-1] + "!", 1)


# --- Pyodide -----------------------------------------------------------------------------------

CASES = [
    ("king", 21, {"negative_order": "free"}, 420),
    ("358", 21, {"pass_limit": "unlimited"}, 500),
]
# Plays the CASES in the vendored Pyodide and gives their texts (tests/node_pyodide.py).
CHECK = r"""
import json, random
import engine
out = []
for kind, seed, options, steps in json.loads(CASES):
    game = engine.new_game(kind, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    again = engine.from_position(game.position())
    out.append([game.position(), game.record(), again.record(), again.view(0)["hand"]])
json.dumps(out)
"""


def texts_of(kind, seed, options, steps):
    game = engine.new_game(kind, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    again = engine.from_position(game.position())
    return [game.position(), game.record(), again.record(), again.view(0)["hand"]]


@pytest.mark.runtime
def test_pyodide_writes_and_reads_the_same_texts_as_cpython(tmp_path):
    found = run_in_pyodide(f"CASES = {json.dumps(CASES)!r}\n" + CHECK, tmp_path)
    assert found == [texts_of(*case) for case in CASES]
