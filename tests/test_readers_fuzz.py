"""Fuzzing every reader of outside text: ``engine.load_game``, ``engine.from_position`` and
``engine.from_record`` are given seeded mutations of real texts (character changes,
insertions, deletions, splices of texts of both games under several rule options and both
rules editions, fields swapped, numbers blown up) and generated ones. Every outcome is a game
or a ``SaveError`` (never another exception, nor the readers' safety net), a game read is
usable, and each call's work is bounded: its shuffles, announcement checks and actions carried
out are counted (``Budget``) against a fixed limit plus a multiple of the text's length.

CI runs a few hundred cases per reader in seconds; ``FUZZ_CASES=200000`` runs that many per
reader, and ``FUZZ_SEED`` another sequence. A failure names the case's seed and index, which
reproduce it.
"""

from __future__ import annotations

import json
import os
import random

import pytest

import engine
from engine.blato import codec as blato_position
from engine.blato import game as blato_game
from engine.blato.game import EDITION_1_DEALS
from engine.blato.rules import BlatoOptions
from engine.codec import ALPHABET, read_options, write_varnum
from engine.game import MAX_SAVE_BYTES, MAX_SEED
from engine.king import game as king_game
from tests.test_readers_hostile import Budget

CASES = int(os.environ.get("FUZZ_CASES") or 300)
SEED = int(os.environ.get("FUZZ_SEED") or 0)
JUNK = ALPHABET + ".-" * 8 + "_~!*'()é \x00{}[]\"\\,:"

# Rule options the corpus is played under: defaults, and those that change what a text holds.
OPTIONS = {
    "king": [
        {},
        {"negative_order": "free"},
        {"quick_match": True, "first_dealer": "kh_nominate"},
        {"auction": False, "decline_threshold": 0},
        {"early_end": True, "no_trump_positive": True},
    ],
    "358": [
        {},
        {"pass_limit": "unlimited"},
        {"pass_limit": "none", "game_end": "misere_18"},
        {"pass_limit": "unlimited", "game_end": "first_to_21", "draw_card": "free"},
        {"trump_draw": "polish", "flat_preview": True, "contracts": "suits_only"},
    ],
}


def valid_options(kind: str, options: dict) -> dict:
    """``options`` less any key or value this engine does not have (the corpus must play)."""
    spec = {o["key"]: o["values"] for o in engine.option_spec(kind)}
    out = {k: v for k, v in options.items() if k in spec and v in spec[k]}
    return {} if engine.option_conflict(kind, out) else out


def corpus_game(kind: str, options: dict, edition: int, seed: int, steps: int, rng):
    """A game played ``steps`` random actions, passing often (redeals are what texts count)."""
    cls = engine.games.game_class(kind)
    game = cls(seed, valid_options(kind, options), edition)
    for _ in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        action = "pass" if "pass" in legal and rng.random() < 0.5 else rng.choice(legal)
        game.apply(action)
    return game


def build_corpus() -> dict[str, list[str]]:
    rng = random.Random(2026)
    texts, saves = [], []
    for kind, option_sets in OPTIONS.items():
        for i, options in enumerate(option_sets):
            for edition in (1, 2):
                steps = rng.choice((0, 3, 40, 150, 400, 900))
                game = corpus_game(kind, options, edition, rng.randrange(-999, 10**6), steps, rng)
                texts += [game.position(), game.record()]
                saves.append(game.to_json())
                if i % 2:  # a game begun at a position saves its start
                    begun = engine.from_position(game.position())
                    for _ in range(rng.randrange(1, 30)):
                        if begun.is_over:
                            break
                        begun.apply(rng.choice(begun.legal_actions()))
                    saves.append(begun.to_json())
                    texts.append(begun.record())
    return {"texts": texts, "saves": saves}


CORPUS = build_corpus()


# --- mutations -------------------------------------------------------------------------------


def char_edit(text: str, rng: random.Random) -> str:
    where = rng.randrange(len(text) + 1)
    how = rng.randrange(5)
    char = rng.choice(JUNK)
    if how == 0:  # replace
        return text[:where] + char + text[where + 1 :]
    if how == 1:  # insert
        return text[:where] + char + text[where:]
    if how == 2:  # delete a run
        return text[:where] + text[where + rng.randrange(1, 8) :]
    if how == 3:  # duplicate a run
        end = min(len(text), where + rng.randrange(1, 40))
        return text[:end] + text[where:end] + text[end:]
    return text[:where]  # cut short


def splice(text: str, other: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)] + other[rng.randrange(len(other) + 1) :]


def big_number(rng: random.Random) -> int:
    """A count as a hostile text states it: small, near a bound, or far beyond every bound."""
    return rng.choice(
        (
            rng.randrange(5),
            rng.randrange(200),
            rng.randrange(86, 95),
            EDITION_1_DEALS + rng.randrange(-3, 3),
            rng.randrange(31**8),
        )
    )


def more_passes(fields: list[str], rng: random.Random) -> str:
    """A 3-5-8 summary with one deal's passes changed to ``big_number``; else a varnum put
    anywhere in the summary."""
    summary = fields[3]
    if fields[0][0] == "B":
        try:
            options = BlatoOptions.from_dict(read_options(fields[1], BlatoOptions))
            head, rows = blato_position.read(summary, options)
        except (engine.SaveError, ValueError):
            rows = []
        if rows and options.pass_limit != "none":
            d = rng.randrange(len(rows))
            rows[d] = rows[d]._replace(passes=big_number(rng))
            return blato_position.write(head, rows, options)
    at = rng.randrange(len(summary) + 1)
    return summary[:at] + write_varnum(big_number(rng)) + summary[at:]


def text_mutation(text: str, rng: random.Random) -> str:
    fields = text.split(".")
    how = rng.randrange(8)
    if how == 0 and len(fields) > 3 and fields[3]:  # a count blown up inside the summary
        fields[3] = more_passes(fields, rng)
        return ".".join(fields)
    if how == 1:  # a field from another text
        other = rng.choice(CORPUS["texts"]).split(".")
        i = rng.randrange(min(len(fields), len(other)))
        fields[i] = other[i]
        return ".".join(fields)
    if how == 2:  # another rules edition or game letter
        head = rng.choice("KBX") + rng.choice("0123z")
        return ".".join([head] + fields[1:])
    if how == 3:  # a seed at or beyond the range
        fields[2] = rng.choice(("", "-", "0", "-0", "z" * 24, "z" * 25, "1" + "0" * 24))
        return ".".join(fields)
    if how == 4:
        return splice(text, rng.choice(CORPUS["texts"]), rng)
    out = text
    for _ in range(rng.randrange(1, 4)):
        out = char_edit(out, rng)
    return out


def generated_text(rng: random.Random) -> str:
    head = rng.choice("KB") + rng.choice("12")
    if rng.random() < 0.7:  # the options of a real text of that game (passes counted or not)
        options = rng.choice([t.split(".")[1] for t in CORPUS["texts"] if t[0] == head[0]])
    else:
        options = "".join(
            rng.choice(ALPHABET[:16]) + rng.choice("0123") for _ in range(rng.randrange(3))
        )
    seed = rng.choice(("", "-")) + "".join(
        rng.choice(ALPHABET) for _ in range(rng.randrange(1, 26))
    )
    fields = [head, options, seed]
    if rng.random() < 0.8:
        summary = rng.choice(ALPHABET[:4])
        for _ in range(rng.randrange(1, 5)):
            if head[0] == "B":  # mostly well-formed rows: their counts are what is tested
                first = rng.randrange(17)
                summary += (
                    write_varnum(big_number(rng))
                    + rng.choice("CDHSNCDHSNMX")
                    + ALPHABET[first]
                    + ALPHABET[rng.randrange(18 - first)]
                )
            else:
                summary += "".join(
                    rng.choice(ALPHABET[:14] + "-X") for _ in range(rng.randrange(8))
                )
        fields.append(summary)
        if rng.random() < 0.7:
            fields.append("".join(rng.choice(ALPHABET) for _ in range(rng.randrange(1, 60))))
    return ".".join(fields)


def hostile_value(rng: random.Random, depth: int = 0):
    """A JSON value a save may be given in place of any field."""
    choice = rng.randrange(10 if depth < 3 else 7)
    if choice == 0:
        return rng.choice((MAX_SEED, MAX_SEED + 1, -(10**4299), 10**4299, 2**63, -1, 0))
    if choice == 1:
        return rng.choice((True, False, None, 1.5, float("1e308"), -0.0))
    if choice == 2:
        return rng.choice(("", "pass", "play KH", "trump S", "draw 2 H", " " * 3, "é" * 5))
    if choice == 3:
        return rng.choice(CORPUS["texts"])
    if choice == 4:
        return big_number(rng)
    if choice == 5:
        return "x" * rng.randrange(300)
    if choice == 6:
        return rng.choice((1, 2, 3, "1", [], {}))
    if choice == 7:
        return [hostile_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if choice == 8:
        return {rng.choice(("format", "actions", "a", "")): hostile_value(rng, depth + 1)}
    return NEST  # replaced by deep nesting once the save is written (save_mutation)


NEST = "@nest@"


def nested(rng: random.Random) -> str:
    """Arrays or objects nested a random depth, closed or not."""
    n = rng.choice((rng.randrange(30, 40), rng.randrange(100, 2000), rng.randrange(8000, 40000)))
    if rng.random() < 0.5:
        body = "[" * n + ("]" * n if rng.random() < 0.7 else "")
    else:
        body = '{"a":' * n + "1" + ("}" * n if rng.random() < 0.7 else "")
    return body


def save_mutation(text: str, rng: random.Random) -> str:
    how = rng.randrange(9)
    if how <= 2:
        out = text
        for _ in range(rng.randrange(1, 4)):
            out = char_edit(out, rng)
        return out
    if how == 3:
        return splice(text, rng.choice(CORPUS["saves"]), rng)
    if how == 4:  # nesting inside a field, or as the whole text
        if rng.random() < 0.3:
            return nested(rng)
        data = json.loads(text)
        return json.dumps({**data, rng.choice(("x", "options", "actions")): "@"}).replace(
            '"@"', nested(rng)
        )
    data = json.loads(text)
    if how == 5:  # a field replaced
        key = rng.choice(("format", "rules", "game", "seed", "options", "actions", "start", "x"))
        data[key] = hostile_value(rng)
    elif how == 6:  # the actions edited as a list
        actions = list(data["actions"])
        for _ in range(rng.randrange(1, 4)):
            where = rng.randrange(len(actions) + 1)
            op = rng.randrange(4)
            if op == 0:
                actions.insert(where, hostile_value(rng))
            elif op == 1:
                del actions[where : where + rng.randrange(1, 20)]
            elif op == 2:
                other = json.loads(rng.choice(CORPUS["saves"]))["actions"]
                actions[where:] = other[rng.randrange(len(other) + 1) :]
            else:
                many = min(big_number(rng), MAX_SAVE_BYTES // 7) if rng.random() < 0.1 else 1
                actions[where:where] = ["pass"] * many
        data["actions"] = actions[: MAX_SAVE_BYTES // 7 + 10]
    elif how == 7:  # options from another game or out of range
        data["options"] = rng.choice(
            (
                {"pass_limit": "unlimited"},
                {"quick_match": True},
                {"pass_limit": rng.choice(("once", "twice", 1, None))},
                {o: rng.choice((True, False, 0, "x")) for o in ("no_repeat", "auction")},
            )
        )
    else:  # a start of another game or a mutated one
        start = rng.choice(CORPUS["texts"])
        data["start"] = (
            text_mutation(start, rng).rpartition(".")[0] if rng.random() < 0.5 else start
        )
    return json.dumps(data, separators=(",", ":")).replace(json.dumps(NEST), nested(rng), 1)


# --- the readers --------------------------------------------------------------------------------


class Counter:
    """Counts the actions carried out (``_do`` of both games) during a read."""

    def __init__(self, monkeypatch) -> None:
        self.n = 0
        for cls in (blato_game.BlatoGame, king_game.KingGame):
            real = cls._do

            def counted(game, action, real=real):
                self.n += 1
                if self.n > self.limit:
                    raise AssertionError(f"more than {self.limit} actions carried out")
                return real(game, action)

            monkeypatch.setattr(cls, "_do", counted)
        self.limit = 0


def check_read(read, text, budget: Budget, counter: Counter, case: str):
    """One call of ``read``: a game or a SaveError, within its bounded work."""
    size = len(text) if isinstance(text, str) else 0
    budget.shuffles = budget.checks = counter.n = 0
    budget.limits = {
        "shuffles": EDITION_1_DEALS + 2 + size,
        "checks": 10 * (EDITION_1_DEALS + 2 + size),
    }
    counter.limit = size + 1
    with budget:
        try:
            game = read(text)
        except engine.SaveError as err:
            assert err.code and str(err), case
            assert "unexpected fault" not in str(err), f"{case}: {err}"
            assert len(str(err)) < 2000, f"{case}: a refusal of {len(str(err))} characters"
            return None
        except Exception as err:  # noqa: BLE001 - any other exception is the failure sought
            raise AssertionError(f"{case}: {type(err).__name__}: {err!r:.300}") from err
    counter.limit = 10**9
    game.legal_actions()
    for seat in range(game.PLAYERS):
        game.view(seat)
    return game


def fuzz(reader: str, monkeypatch) -> dict:
    rng = random.Random(f"{SEED}-{reader}")
    budget, counter = Budget(monkeypatch, 0), Counter(monkeypatch)
    read = {"load_game": engine.load_game, "from_position": engine.from_position}.get(
        reader, engine.from_record
    )
    outcomes = {"game": 0, "refused": 0}
    for i in range(CASES):
        case = f"FUZZ_SEED={SEED} {reader} case {i}"
        if reader == "load_game":
            text = save_mutation(rng.choice(CORPUS["saves"]), rng)
        elif rng.random() < 0.3:
            text = generated_text(rng)
        else:
            text = text_mutation(rng.choice(CORPUS["texts"]), rng)
        game = check_read(read, text, budget, counter, case + f" {text[:200]!r}")
        if game is None:
            outcomes["refused"] += 1
            continue
        outcomes["game"] += 1
        if reader == "load_game":
            again = game.to_json()
            assert engine.load_game(again).to_json() == again, case
        else:
            assert game.record() == text, case
    return outcomes


@pytest.mark.parametrize("reader", ["load_game", "from_position", "from_record"])
def test_every_reader_gives_a_game_or_a_save_error_within_bounded_work(reader, monkeypatch):
    outcomes = fuzz(reader, monkeypatch)
    assert outcomes["game"] and outcomes["refused"], outcomes  # the fuzz reaches both ends
    print(reader, outcomes)


def test_the_corpus_holds_both_games_both_editions_and_redeals():
    texts = CORPUS["texts"]
    assert {t[:2] for t in texts} >= {"K1", "K2", "B1", "B2"}
    assert any(t.startswith("B") and t.count(".") >= 3 for t in texts)  # a summary
    saves = [json.loads(s) for s in CORPUS["saves"]]
    assert any("start" in s for s in saves) and any("rules" not in s for s in saves)
    assert any(s["actions"].count("pass") > 3 for s in saves)
