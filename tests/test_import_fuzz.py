"""Fuzzing the page's readers of files and stored values (issue 26): an import file
(``records.parse_import``), stored statistics (``records.read_json`` + ``split_stats``), a save's
wrapper (``records.migrate_meta``) and a deal code (``deal_codes.parse_deal_code``) are given
seeded mutations of a real export of both games (characters changed, inserted, deleted, runs
cut and repeated; and JSON values swapped for hostile ones: 10**400, NaN, bools for numbers,
texts, nesting, huge strings). Every outcome is a value or a ``RecordError``, never another
exception, and what the checks let through is usable: the statistics aggregate, a wrapper's
fields have their types.

CI runs a few hundred cases per reader in seconds; ``FUZZ_CASES=20000`` runs that many, and
``FUZZ_SEED`` another sequence. A failure names its seed and case, which reproduce it.
"""

from __future__ import annotations

import json
import math
import os
import random

import pytest

import engine
from tests.test_saves_ui_pure import played
from ui.data import deal_codes, records
from ui.data.records import RecordError

CASES = int(os.environ.get("FUZZ_CASES") or 300)
SEED = int(os.environ.get("FUZZ_SEED") or 0)
JUNK = '{}[]",:0123456789-.eE+ntrufalsTF\\ué\x00'
HOSTILE = (
    10**400,
    -(10**400),
    float("nan"),
    float("inf"),
    1e308,
    True,
    False,
    None,
    "",
    "x" * 5000,
    "yesterday",
    [],
    {},
    [[[[[[[[]]]]]]]],
    {"a": {"b": {"c": {}}}},
    -1,
    0,
    2**63,
)


def corpus() -> str:
    """A real export file: a match of each game in progress, and finished matches recorded."""
    saves, stats = {}, records.empty_stats()
    for i, kind in enumerate(engine.GAMES):
        game = played(kind, 3 + i, 30)
        meta = records.migrate_meta({"level": "easy", "lang": "en", "speed": "fast"})
        saves[kind] = {"save": game.to_json(), "meta": meta}
        done = played(kind, 7 + i)
        stats, _ = records.add_match(
            stats, records.match_summary(f"m{i}", kind, "medium", done, 1.7e9 + i)
        )
    doc = records.export_doc(saves, stats, {"lang": "en"}, [], 1.7e9)
    return json.dumps(doc)


TEXT = corpus()
DOC = json.loads(TEXT)


def mutate_text(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(text) + 1)
        op = rng.randrange(5)
        if op == 0:  # change a character
            text = text[:i] + rng.choice(JUNK) + text[i + 1 :]
        elif op == 1:  # insert some
            text = text[:i] + "".join(rng.choice(JUNK) for _ in range(rng.randint(1, 6))) + text[i:]
        elif op == 2:  # delete a run
            text = text[:i] + text[i + rng.randint(1, 40) :]
        elif op == 3:  # repeat a run
            j = min(len(text), i + rng.randint(1, 60))
            text = text[:j] + text[i:j] * rng.randint(1, 5) + text[j:]
        else:  # cut short
            text = text[:i]
    return text


def nodes(value, path=()):
    """Every (path, value) of a JSON value."""
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from nodes(v, path + (k,))
    elif isinstance(value, list):
        for k, v in enumerate(value):
            yield from nodes(v, path + (k,))


def replaced(doc, path, new):
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(doc, dict):
        return {k: (replaced(v, rest, new) if k == head else v) for k, v in doc.items()}
    return [replaced(v, rest, new) if k == head else v for k, v in enumerate(doc)]


def mutate_doc(rng: random.Random, doc) -> str:
    """``doc`` with one to three values swapped for hostile ones (a save text is itself JSON:
    its values are swapped inside it too)."""
    for _ in range(rng.randint(1, 3)):
        path, value = rng.choice(list(nodes(doc)))
        if isinstance(value, str) and value.startswith("{") and rng.random() < 0.5:
            inner = json.loads(value)
            where, _ = rng.choice(list(nodes(inner)))
            new = json.dumps(replaced(inner, where, rng.choice(HOSTILE)))
        else:
            new = rng.choice(HOSTILE)
        doc = replaced(doc, path, new)
    return json.dumps(doc)


def cases(reader: str):
    rng = random.Random(f"{SEED}:{reader}")
    for i in range(CASES):
        text = mutate_text(rng, TEXT) if rng.random() < 0.4 else mutate_doc(rng, DOC)
        yield f"FUZZ_SEED={SEED} {reader} case {i}", text


def test_an_import_file_is_read_or_refused_never_broken():
    read = 0
    for case, text in cases("import"):
        try:
            out = records.parse_import(text)
        except RecordError as err:
            assert isinstance(err.code, str), case
            assert len(str(err)) < 2000, case
            continue
        read += 1
        for save, meta, game in out["saves"].values():
            assert engine.load_game(save).log == game.log, case
            assert_wrapper(meta, case)
        if out["stats"] is not None:
            assert_usable_stats(out["stats"], case)
    assert read, "the corpus never reads: the fuzz tests nothing"


def test_stored_statistics_are_split_into_good_and_set_aside_never_broken():
    for case, text in cases("stats"):
        try:
            stats = records.read_json(text)
        except RecordError:
            continue
        data = stats.get("stats") if isinstance(stats, dict) else stats
        try:
            good, bad = records.split_stats(data)
        except RecordError:
            continue
        assert_usable_stats(good, case)
        for _index, _match, why in bad:
            assert isinstance(why, str), case


def test_a_stored_wrapper_is_always_made_usable():
    for case, text in cases("meta"):
        try:
            doc = records.read_json(text)
        except RecordError:
            continue
        for meta in [doc] + [v for _, v in nodes(doc) if isinstance(v, dict)][:8]:
            assert_wrapper(records.migrate_meta(meta), case)


@pytest.mark.parametrize("seed", range(3))
def test_a_deal_code_is_read_or_refused(seed):
    rng = random.Random(f"{SEED}:code:{seed}")
    good = [deal_codes.deal_code(kind, rng.randrange(10**9), {}) for kind in engine.GAMES]
    for _ in range(CASES):
        text = mutate_text(rng, rng.choice(good))
        try:
            kind, number, options = deal_codes.parse_deal_code(text)
        except RecordError:
            continue
        engine.new_game(kind, seed=number, options=options)  # a code always makes a game


def assert_wrapper(meta, case) -> None:
    assert isinstance(meta, dict) and meta["v"] == records.WRAP_VERSION, case
    for key in ("rev", "started", "updated"):
        value = meta.get(key, 0)
        assert isinstance(value, (int, float)) and not isinstance(value, bool), case
        assert math.isfinite(value) and abs(value) < 10**15, case


def assert_usable_stats(stats, case) -> None:
    for m in stats["matches"]:
        assert records.match_problem(m) is None, case
    for a in records.aggregate(stats).values():  # what the statistics page shows
        assert math.isfinite(a["average"]), case
        json.dumps(a)
