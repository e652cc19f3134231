"""Hostile texts, saves and seeds (issue 26, items 1, 7 and 10): every reader of outside text
(``engine.load_game``, ``engine.from_position``, ``engine.from_record``) does work bounded by
the text's length and fixed limits, and refuses with a ``SaveError`` before doing more.

Work is counted, never timed: calls of the functions that deal (``Budget``) and Python lines
run (``lines_run``), each with a ceiling that stops a runaway reader at once.
"""

from __future__ import annotations

import json
import random
import sys

import pytest

import engine
from engine import safejson
from engine.blato import codec as blato_position
from engine.blato import game as blato_game
from engine.blato import legality
from engine.blato.game import EDITION_1_DEALS, SAFETY_DEALS, BlatoGame
from engine.codec import write_varnum
from engine.game import MAX_SAVE_BYTES, MAX_SEED
from engine.king import codec as king_position
from engine.king import game as king_game
from tests.node_pyodide import run_in_pyodide

UNLIMITED = {"pass_limit": "unlimited"}


class OutOfBudget(BaseException):
    """A reader did more work than its budget (a BaseException: no net of the engine's
    catches it)."""


DEALERS = (blato_game, blato_position, king_game, king_position)  # modules that shuffle
REAL = {"shuffled": {m: m.shuffled for m in DEALERS}, "announcement": legality.announcement}


class Budget:
    """Within ``with Budget(monkeypatch, shuffles):``, counts the dealing shuffles and the
    3-5-8 announcement checks a reader makes and stops it past ``shuffles`` shuffles or
    ``checks`` checks (by default ten per shuffle: a legal list checks eight announcements)."""

    def __init__(self, monkeypatch, shuffles: int, checks: int | None = None) -> None:
        self.limits = {"shuffles": shuffles, "checks": 10 * shuffles if checks is None else checks}
        self.shuffles = self.checks = 0
        self.active = False
        for module in DEALERS:
            real = REAL["shuffled"][module]
            monkeypatch.setattr(module, "shuffled", self._counted(real, "shuffles"))
        monkeypatch.setattr(legality, "announcement", self._counted(REAL["announcement"], "checks"))

    def _counted(self, real, what: str):
        def counted(*args):
            if self.active:
                n = getattr(self, what) + 1
                setattr(self, what, n)
                if n > self.limits[what]:
                    raise OutOfBudget(f"more than {self.limits[what]} {what}")
            return real(*args)

        return counted

    def __enter__(self) -> Budget:
        self.active = True
        return self

    def __exit__(self, *exc) -> None:
        self.active = False


def lines_run(fn, ceiling: int) -> int:
    """The Python lines (and calls) run by ``fn()``, stopped past ``ceiling``."""
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        count += 1
        if count > ceiling:
            raise OutOfBudget(f"more than {ceiling} lines")
        return tracer

    sys.settrace(tracer)
    try:
        fn()
    finally:
        sys.settrace(None)
    return count


def refusal(read, text) -> engine.SaveError:
    with pytest.raises(engine.SaveError) as err:
        read(text)
    assert str(err.value), "a refusal says what is wrong"
    return err.value


def passes_save(passes: int, seed: int = 7, **extra) -> str:
    """A 3-5-8 save of rules edition 1 (no "rules" key: written before edition 2) whose
    8-player passed ``passes`` times with unlimited passes."""
    data = {
        "format": 1,
        "engine": "1.0",
        "game": "358",
        "seed": seed,
        "options": UNLIMITED,
        "actions": ["pass"] * passes,
        **extra,
    }
    return json.dumps(data, separators=(",", ":"))


def edition_1_text(passes: int, contract: str = "N55") -> str:
    """An edition-1 3-5-8 position: the first deal redealt ``passes`` times, then played."""
    return f"B1.81.7.0{write_varnum(passes)}{contract}"


# --- item 1: the 3-5-8 texts of edition 1 ------------------------------------------------------


@pytest.mark.parametrize(
    "text,passes",
    [
        ("B1.81.7.0iaXAN55", 300_000),  # took 12.9 s
        ("B1.81.7.0zzzzzzzUN55", 31**8 - 1),  # never returned
        ("B1.81.7.0auKN55", 20_000),  # froze the page for 27 s
    ],
)
def test_an_edition_1_text_stating_too_many_passes_is_refused_before_dealing_them(
    monkeypatch, text, passes
):
    assert edition_1_text(passes) == text
    with Budget(monkeypatch, 10) as budget:
        err = refusal(engine.from_position, text)
    assert err.code == "position" and str(EDITION_1_DEALS) in str(err)
    assert budget.shuffles <= 1 and budget.checks == 0


def test_an_edition_1_text_up_to_the_bound_reads_and_one_pass_more_is_refused(monkeypatch):
    most = EDITION_1_DEALS - 2  # the deal's first dealing, its redeals, and the next deal's
    with Budget(monkeypatch, EDITION_1_DEALS + 1) as budget:
        game = engine.from_position(edition_1_text(most))
    assert game.dealings == most + 2 and game.hand_number == 2 and not game.is_over
    assert budget.shuffles <= EDITION_1_DEALS + 1
    assert engine.from_position(game.position()).dealings == game.dealings
    with Budget(monkeypatch, 10):
        assert refusal(engine.from_position, edition_1_text(most + 1)).code == "position"


def test_edition_2_texts_stop_at_90_dealings_before_dealing_more(monkeypatch):
    text = f"B2.81.7.0{write_varnum(SAFETY_DEALS - 2)}N55"
    assert engine.from_position(text).dealings == SAFETY_DEALS
    with Budget(monkeypatch, 10):
        for passes in (SAFETY_DEALS - 1, 300_000, 31**8 - 1):
            bad = f"B2.81.7.0{write_varnum(passes)}N55"
            assert refusal(engine.from_position, bad).code == "position"


def test_an_edition_1_game_stops_at_the_bound_which_no_loadable_save_reaches(monkeypatch):
    game = BlatoGame(0, UNLIMITED, 1)
    with Budget(monkeypatch, EDITION_1_DEALS + 1):
        while not game.is_over:
            game.apply("pass")
    assert game.capped and game.dealings == EDITION_1_DEALS
    assert game.log.count("pass") == EDITION_1_DEALS
    # Why the bound breaks no save: one action fewer is already more than a save may hold.
    shortest = passes_save(EDITION_1_DEALS - 1, seed=0)
    assert len(shortest) > MAX_SAVE_BYTES
    assert refusal(engine.load_game, shortest).code == "too_large"
    # and what the capped game writes, it reads
    assert engine.from_record(game.record()).is_over
    assert engine.from_position(game.position()).record() == game.record()


def test_an_edition_1_record_of_more_passes_than_the_bound_is_refused(monkeypatch):
    text = "B1.81.7.." + "0" * (EDITION_1_DEALS + 5)
    with Budget(monkeypatch, EDITION_1_DEALS + 2):
        err = refusal(engine.from_record, text)
    assert err.code == "replay" and err.params["index"] == EDITION_1_DEALS


def test_loading_an_edition_1_save_of_10000_passes_does_linear_work():
    """Each pass's legal actions read the no-repeat rule's round in constant time: they
    filtered every announcement before it (10,000 passes took 9.9 s, 130 kB 30 s)."""
    small, big = passes_save(1_000), passes_save(10_000)
    few = lines_run(lambda: engine.load_game(small), 10**7)
    many = lines_run(lambda: engine.load_game(big), 12 * few)
    assert many <= 11 * few  # ten times the passes, about ten times the work
    game = engine.load_game(big)
    assert game.dealings == 10_001 and game.to_json() == big
    assert "trump C" in game.legal_actions()
    game.apply("trump C")
    assert game.phase != "announce"


def test_the_no_repeat_round_and_pass_once_read_only_the_contracts_named():
    game = engine.load_game(passes_save(2_000))
    seat = game.eight
    assert game.named[seat] == [] and len(game.announced[seat]) == 2_000
    game.apply("trump S")
    assert legality.used_contracts(game, seat) == [("trump S", 1)]
    assert legality.has_passed(game, seat)
    fresh = engine.new_game("358", 3, {"pass_limit": "once"})
    assert not legality.has_passed(fresh, fresh.eight)
    fresh.apply("pass")
    assert legality.has_passed(fresh, fresh.eight) and "pass" not in fresh.legal_actions()
    copy = game.copy()
    copy.named[seat].append(("notrump", 2))
    assert game.named[seat] == [("trump S", 1)]


@pytest.mark.parametrize(
    "field,value",
    [
        ("game", 10**4299),
        ("game", "x" * 100_000),
        ("options", {"x" * 100_000: 1}),
        ("options", {"pass_limit": ["x" * 1000] * 100}),
        ("actions", ["x" * 100_000]),
        ("actions", [["x" * 1000] * 100]),
    ],
    ids=["game number", "game text", "option key", "option value", "action", "action list"],
)
def test_a_save_s_refusal_quotes_its_huge_fields_as_excerpts(field, value):
    data = json.loads(passes_save(0))
    data[field] = value
    err = refusal(engine.load_game, json.dumps(data))
    assert len(str(err)) < 400 and all(len(str(v)) <= 40 for v in err.params.values())


# --- item 7: nesting ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "[" * 20_000 + "]" * 20_000,
        '{"a":' * 20_000 + "1" + "}" * 20_000,
        '{"format":1,"actions":[],"x":' + "[" * 20_000,
    ],
    ids=["arrays", "objects", "unclosed"],
)
def test_a_deeply_nested_save_is_not_json(text):
    assert refusal(engine.load_game, text).code == "not_json"


def test_a_save_nested_deeper_than_any_save_is_refused_before_parsing():
    """json.loads reads 100 levels in CPython, but under Pyodide some 8,000 kill the
    interpreter: the nesting is measured first, and refused, in every runtime alike."""
    game = engine.new_game("king", 1)
    data = json.loads(game.to_json())
    data["extra"] = json.loads("[" * 100 + "]" * 100)
    err = refusal(engine.load_game, json.dumps(data))
    assert err.code == "not_json"
    assert engine.load_game(game.to_json().encode("utf-16")).to_json() == game.to_json()


def test_quotes_that_never_close_are_scanned_once():
    """An unterminated string runs to the end of the text in the nesting scan: each quote
    after it was scanned to the end again (128 kB of '\\"' took minutes)."""
    text = '"' + '\\"' * 60_000
    assert safejson._STRING.fullmatch(text)
    assert safejson.depth('[["[[[[') == 2
    assert refusal(engine.load_game, "[" + text).code == "not_json"


# --- item 10: one range of seeds ---------------------------------------------------------------


@pytest.mark.parametrize("kind", engine.GAMES)
def test_new_games_take_the_seeds_a_text_can_write_and_refuse_others(kind):
    assert engine.MAX_SEED == MAX_SEED == 62**24 - 1
    for seed in (MAX_SEED, -MAX_SEED):
        game = engine.new_game(kind, seed=seed)
        for text in (game.position(), game.record()):
            assert engine.from_position(text).seed == seed
    for seed in (MAX_SEED + 1, -MAX_SEED - 1, 10**5000):
        with pytest.raises(ValueError) as err:
            engine.new_game(kind, seed=seed)
        assert "MAX_SEED" in str(err.value) and len(str(err.value)) < 200
        with pytest.raises(ValueError):
            engine.games.game_class(kind)(seed)


@pytest.mark.parametrize("kind", engine.GAMES)
@pytest.mark.parametrize("seed", [MAX_SEED + 1, -(10**4299)], ids=["MAX_SEED+1", "4300 digits"])
def test_an_old_save_with_a_larger_seed_loads_and_goes_on_but_has_no_text(kind, seed):
    """An earlier page took any deal number typed: its save is sacred, but its position and
    record cannot be written (they could not be read)."""
    game = engine.games.game_class(kind).saved(seed, None, 1)
    rng = random.Random(5)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    loaded = engine.load_game(game.to_json())
    assert loaded.seed == seed and loaded.to_json() == game.to_json()
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded.rewound(10).log == game.log[:10]  # undo replays from the seed
    for write in (loaded.position, loaded.record):
        with pytest.raises(engine.SaveError) as err:
            write()
        assert err.value.code == "seed" and len(str(err.value)) < 300
    loaded.apply(rng.choice(loaded.legal_actions()))


def test_a_text_s_seed_beyond_the_range_is_refused():
    too_big = positions_seed(MAX_SEED + 1)
    assert refusal(engine.from_position, f"K2..{too_big}").code == "record"
    assert engine.from_position(f"K2..{positions_seed(MAX_SEED)}").seed == MAX_SEED


def positions_seed(seed: int) -> str:
    from engine.codec import write_seed

    return write_seed(seed)


# --- under Pyodide ------------------------------------------------------------------------------

CHECKS = r"""
import json
import engine

def outcome(read, text):
    try:
        read(text)
        return "read"
    except engine.SaveError as err:
        return err.code

def save(n):
    return json.dumps({"format": 1, "engine": "1.0", "game": "358", "seed": 7,
        "options": {"pass_limit": "unlimited"}, "actions": ["pass"] * n}, separators=(",", ":"))

json.dumps([
    outcome(engine.load_game, "[" * 20000 + "]" * 20000),
    outcome(engine.load_game, '{"a":' * 20000 + "1" + "}" * 20000),
    outcome(engine.load_game, '"' + '\\"' * 60000),
    outcome(engine.from_position, "B1.81.7.0iaXAN55"),
    outcome(engine.from_position, "B1.81.7.0zzzzzzzUN55"),
    outcome(engine.from_position, "B1.81.7.0auKN55"),
    outcome(engine.load_game, save(18000)),
])
"""


@pytest.mark.runtime
def test_pyodide_refuses_deep_nesting_and_hostile_texts_with_save_errors(tmp_path):
    """Under Pyodide, json.loads of some 8,000 levels is no RecursionError but the end of the
    interpreter ("Pyodide has suffered a fatal error"): such a save is refused before. The
    hostile texts and the quotes are refused there too, and 18,000 passes load."""
    assert run_in_pyodide(CHECKS, tmp_path) == [
        "not_json",
        "not_json",
        "not_json",
        "position",
        "position",
        "position",
        "read",
    ]
