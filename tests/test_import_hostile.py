"""Hostile import files and stored records (issue 26, items 7 and 11) in CPython: nesting bounded
before any parse, every field of a recorded match and of a wrapper checked for type and range,
an import all or nothing with a short clear refusal, and a bad record already stored set aside
while the statistics page opens with the rest. ui/data/saves.py and ui/screens/transfer.py run here
on a dict standing in for localStorage (their browser modules stubbed); the browser half is
tests/test_ui_import_hostile.py."""

from __future__ import annotations

import asyncio
import importlib
import json
import random
import sys
import threading
import types
from pathlib import Path

import pytest

import engine
from engine import safejson
from tests.fixtures.make_saves import option_sets, play_to
from tests.test_saves_ui_pure import played
from ui.data import records
from ui.data.records import RecordError
from ui.words import i18n

FIXTURES = Path(__file__).parent / "fixtures"
P = "cardgames."
DEEP = 2 * 1024 * 1024  # 2 MB of "[": under Pyodide json.loads dies from ~8,000 levels
HUGE = 10**400  # JSON reads it as an int, of which there is no float (OverflowError)
LONG = "1" + "0" * 5000  # a number json.loads refuses (more digits than Python converts)


def good_match(**changes) -> dict:
    """A King match as the page records it (with its placing, from 2026-12)."""
    m = records.match_summary("king-5-1796145900.1", "king", "easy", KING_OVER, 1796145990.5)
    m["placing"] = 2
    m.update(changes)
    return m


KING_OVER = played("king", 5)
OLD_358 = json.loads(json.loads((FIXTURES / "storage-2026-12-01.json").read_text())[P + "stats"])[
    "matches"
][0]

# Each a field of a recorded match of the wrong type or range, and the field named for it. The
# first three passed check_stats before, were stored, and the statistics page raised on every
# open; "when" made merge_stats raise in the middle of an import; a "when" of HUGE raised
# OverflowError in match_problem itself (the statistics broken for good, the import refused
# with a generic notice). Every numeric field is tried with HUGE.
HOSTILE = [
    ({"contracts": {"vazas": ["x", 1]}}, "contracts"),
    ({"made": "x"}, "made"),
    ('"score": 1' + "0" * 400, "score"),  # 10**400: parsed as an int, no float of it
    ({"when": "yesterday"}, "when"),
    ({"score": True}, "score"),
    ({"won": 1}, "won"),
    ({"placing": True}, "placing"),
    ({"placing": 9}, "placing"),
    ({"contracts": {"<img src=x>": [1, 1]}}, "contracts"),
    ({"contracts": {"vazas": [1, -1]}}, "contracts"),
    ({"contracts": []}, "contracts"),
    ({"deals": -1}, "deals"),
    ({"made": 9, "deals": 3}, "made"),
    ({"scores": [1, 10**7]}, "scores"),
    ({"when": float("nan")}, "when"),
    ({"when": 10**12}, "when"),
    ({"kind": "hearts"}, "kind"),
    ({"level": ["easy"]}, "level"),
    ({"id": 7}, "id"),
    ({"when": HUGE}, "when"),
    ({"when": -HUGE}, "when"),
    ({"scores": [1, HUGE]}, "scores"),
    ({"placing": HUGE}, "placing"),
    ({"contracts": {"vazas": [HUGE, 1]}}, "contracts"),
    ({"contracts": {"vazas": [1, HUGE]}}, "contracts"),
    ({"deals": HUGE}, "deals"),
    ({"made": HUGE}, "made"),
]

# Each numeric field of a wrapper (meta.<kind>) of HUGE, and what it reads as: the wrapper of
# a "v" it does not know is read afresh, any other field is dropped or 0. "started" and
# "updated" raised OverflowError in migrate_meta: boot_check raised, then the menu's
# list_slots again, a blank page at every visit.
HUGE_META = [
    ("started", {"started": 0}),
    ("updated", {"updated": 0}),
    ("rev", {"rev": 0}),
    ("v", {"rev": 0, "started": 0, "updated": 0}),
    ("movers", {}),
]


def hostile_text(change) -> str:
    """A stored match with ``change`` in it, as JSON text."""
    if isinstance(change, str):  # a JSON fragment, as a hand-made file may say it
        text = json.dumps(good_match())
        return text.replace(f'"score": {KING_OVER.scores[0]}', change, 1)
    return json.dumps(good_match(**change))


def stats_text(*matches: str) -> str:
    return '{"v": 1, "matches": [' + ", ".join(matches) + "]}"


@pytest.fixture
def no_deep_parse(monkeypatch):
    """json.loads fails the test when it is given a text nested deeper than safejson allows:
    under Pyodide that call kills Python."""
    real = json.loads

    def guarded(text, *args, **kwargs):
        shown = text.decode("utf-8", "replace") if isinstance(text, (bytes, bytearray)) else text
        assert safejson.depth(shown) <= safejson.MAX_DEPTH, "a deep text reached json.loads"
        return real(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", guarded)


# --- import files --------------------------------------------------------------------------


def export_of(saves=None, stats=None, **doc) -> str:
    out = records.export_doc(saves or {}, stats or records.empty_stats(), {}, [], 5.0)
    out.update(doc)
    return json.dumps(out)


@pytest.mark.parametrize(
    "text",
    [
        "[" * DEEP,
        '{"a":' * 60_000 + "1" + "}" * 60_000,  # some 300 kB of nested objects
        '{"app": "cardgames", "export": 1, "settings": ' + "[" * 9000 + "]" * 9000 + "}",
    ],
    ids=["arrays", "objects", "inside-an-export"],
)
def test_a_deeply_nested_import_is_refused_before_it_is_parsed(no_deep_parse, text):
    with pytest.raises(RecordError) as err:
        records.parse_import(text)
    assert err.value.code == "too_deep"


def test_a_refusal_to_parse_says_which_it_is():
    """Before: every ValueError but a JSONDecodeError was "nested far too deeply", a number
    of 5,000 digits too."""
    with pytest.raises(safejson.TooDeep) as err:
        safejson.loads("[" * 40)
    assert isinstance(err.value, ValueError)  # engine.load_game's callers see what they did
    for text, code in (
        ("[" * 40, "too_deep"),
        ("[1" + "0" * 5000 + "]", "long_number"),
        ('{"a": -' + LONG + "}", "long_number"),
        ("[1, 2", "not_json"),
        (b"[1]", "not_json"),
        (None, "not_json"),
    ):
        with pytest.raises(RecordError) as err:
            records.read_json(text)
        assert err.value.code == code, text[:20] if text else text
    assert records.read_json("[1" + "0" * 4000 + "]") == [10**4000]
    with pytest.raises(engine.SaveError) as err:
        engine.load_game('{"format": 1, "actions": [], "seed": ' + LONG + "}")
    assert err.value.code == "not_json"


def test_the_export_version_is_an_int_and_not_a_bool():
    assert records.parse_import(export_of())["saves"] == {}
    for version, code in ((True, "export_bad"), ("1", "export_bad"), (0, "export_bad")):
        with pytest.raises(RecordError) as err:
            records.parse_import(export_of(export=version))
        assert err.value.code == code, version
    with pytest.raises(RecordError) as err:
        records.parse_import(export_of(export=2))
    assert err.value.code == "export_version" and err.value.params["format"] == 2
    with pytest.raises(RecordError) as err:  # a version of 400 digits is not quoted
        records.parse_import(export_of(export=10**400))
    assert err.value.code == "export_bad" and not err.value.params


@pytest.mark.parametrize("change, field", HOSTILE, ids=[f for _, f in HOSTILE])
def test_an_import_with_a_bad_match_is_refused_naming_it(change, field):
    doc = json.loads(export_of())
    text = json.dumps(doc).replace(
        '"matches": []', '"matches": [' + json.dumps(OLD_358) + ", " + hostile_text(change) + "]"
    )
    with pytest.raises(RecordError) as err:
        records.parse_import(text)
    assert err.value.code == "match"
    assert err.value.params == {"part": "stats", "n": 2, "field": field, "count": 1}


def test_unknown_games_in_an_import_are_quoted_short_and_few():
    doc = export_of(saves={"x" * 15_000 + str(i): {"save": ""} for i in range(40)})
    with pytest.raises(RecordError) as err:
        records.parse_import(doc)
    assert err.value.code == "unknown_game"
    names = err.value.params["names"]
    assert len(names) < 4 * (records.QUOTE_MAX + 4) and names.endswith("…")


# --- recorded matches ------------------------------------------------------------------------


def test_every_match_a_game_records_and_every_earlier_record_is_good():
    """The checks refuse nothing an earlier version wrote: every preset and option value of
    both games played out, the fixture's record of 2026-12-01 and the shapes the tests and the
    first version wrote (no placing, no seed)."""
    for kind in engine.GAMES:
        for i, (label, options) in enumerate(option_sets(kind)):
            game = engine.new_game(kind, seed=200 + i, options=options)
            play_to(game, random.Random(200 + i), 10**6)
            m = records.match_summary(f"{kind}-{i}", kind, "hard", game, 1796145990.123)
            assert records.match_problem(dict(m, placing=1)) is None, (kind, label, m)
            assert records.match_problem(m) is None
    assert records.match_problem(OLD_358) is None
    first = {"id": "m1", "kind": "king", "level": "easy", "score": 120, "won": True, "when": 1}
    assert records.match_problem(first) is None
    assert records.match_problem(dict(first, level="?", seed=10**4000, placing=None)) is None
    stats = {"v": 1, "matches": [OLD_358, first, good_match()]}
    assert records.check_stats(json.loads(json.dumps(stats))) == stats


def test_statistics_of_a_wrong_version_are_refused_whole():
    for data in (
        {"v": True, "matches": []},
        {"v": 1.0, "matches": []},
        {"v": HUGE, "matches": []},
        {"v": 1, "matches": {}},
    ):
        with pytest.raises(RecordError) as err:
            records.split_stats(data)
        assert err.value.code == "stats"


def test_merging_checked_statistics_never_raises_and_counts_each_match_once():
    mine = records.check_stats({"v": 1, "matches": [OLD_358, dict(OLD_358, id="a", when=7)]})
    theirs = records.check_stats({"v": 1, "matches": [dict(OLD_358, id="b"), OLD_358]})
    merged, new = records.merge_stats(mine, theirs)
    assert new == 1 and [m["id"] for m in merged["matches"]] == ["a", OLD_358["id"], "b"]


def test_a_wrapper_is_checked_field_by_field():
    meta = records.migrate_meta(
        json.loads(
            '{"v": 2, "rev": true, "started": 1e400, "updated": NaN, "level": 5, "lang": "'
            + "x" * 99
            + '", "speed": "fast", "id": [1], "movers": [0, 1, 1000000000], "other": 3}'
        )
    )
    assert meta == {"v": 2, "rev": 0, "started": 0, "updated": 0, "speed": "fast", "other": 3}
    good = {"v": 2, "rev": 3, "started": 1.5, "updated": 2, "level": "easy", "lang": "bg"}
    good.update({"speed": "instant", "id": "king-1-1.5", "movers": [0, None, 3]})
    assert records.migrate_meta(dict(good)) == good
    stored = json.loads(
        json.loads((FIXTURES / "storage-2026-12-01.json").read_text())[P + "meta.king"]
    )
    assert records.migrate_meta(dict(stored)) == stored


@pytest.mark.parametrize("field, reads", HUGE_META, ids=[f for f, _ in HUGE_META])
def test_a_wrapper_field_of_a_huge_number_is_dropped(field, reads):
    good = {"v": 2, "rev": 3, "started": 1.5, "updated": 2, "level": "easy", "movers": [0]}
    value = [HUGE] if field == "movers" else HUGE
    meta = records.migrate_meta(json.loads(json.dumps(dict(good, **{field: value}))))
    expected = {k: v for k, v in good.items() if k != field} | reads
    if field == "v":  # a wrapper of an unknown version is read afresh
        expected = {"v": 2} | reads
    assert meta == expected


# --- the page's storage and import, on a dict for localStorage ----------------------------------


class Storage(types.ModuleType):
    """ui/data/storage.py's surface over a dict. ``full_at = n``: the browser refuses the n-th put
    (counted from 1; every one from the n-th on with ``full_after``), and as ui/data/storage.py
    does, a value refused stands in ``memory``, which this tab reads first."""

    def __init__(self) -> None:
        super().__init__("ui.data.storage")
        self.data: dict[str, str] = {}
        self.memory: dict[str, str | None] = {}
        self.full_at: int | None = None
        self.full_after = False
        self.puts = 0

    def prefix(self) -> str:
        return P

    def get(self, key):
        if P + key in self.memory:
            return self.memory[P + key]
        return self.data.get(P + key)

    def get_stored(self, key):
        return self.data.get(P + key)

    def put(self, key, value) -> bool:
        self.puts += 1
        n, at = self.puts, self.full_at
        if at is not None and (n == at or (self.full_after and n > at)):
            self.memory[P + key] = value
            return False
        self.data[P + key] = value
        self.memory.pop(P + key, None)
        return True

    def put_json(self, key, value) -> bool:
        return self.put(key, json.dumps(value, separators=(",", ":")))

    def remove(self, key) -> bool:
        self.data.pop(P + key, None)
        self.memory.pop(P + key, None)
        return True

    def get_json(self, key, default=None):
        try:
            return json.loads(self.data[P + key])
        except (KeyError, ValueError, RecursionError):
            return default


@pytest.fixture
def page(monkeypatch):
    """ui.data.saves, ui.screens.transfer, ui.core.notices and ui.screens.stats imported afresh on a
    dict storage (pyscript, pyodide and js stubbed); the notices shown are in ``page.shown``."""
    storage = Storage()
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = ffi.create_once_callable = ffi.to_js = lambda f, **_: f
    ffi.jsnull = object()
    stubs = {
        "js": types.SimpleNamespace(console=types.SimpleNamespace(warn=print)),
        "pyodide": types.ModuleType("pyodide"),
        "pyodide.ffi": ffi,
        "pyscript": types.SimpleNamespace(document=None),
        "ui.data.storage": storage,
    }
    for name, module in stubs.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(importlib.import_module("ui.data"), "storage", storage, raising=False)
    fresh = (
        "ui.core.dom",
        "ui.data.saves",
        "ui.core.notices",
        "ui.screens.transfer",
        "ui.screens.stats",
    )

    def split(name: str) -> tuple[types.ModuleType, str]:  # "ui.data.saves": (ui.data, "saves")
        parent, _, leaf = name.rpartition(".")
        return importlib.import_module(parent), leaf

    before = {name: getattr(*split(name), None) for name in fresh}
    for name in fresh:
        monkeypatch.delitem(sys.modules, name, raising=False)
        monkeypatch.delattr(*split(name), raising=False)
    mods = types.SimpleNamespace(storage=storage, shown=[])
    for name in fresh:
        setattr(mods, split(name)[1], importlib.import_module(name))
    for name in fresh:  # the import set both: put back as they were once the test is over
        monkeypatch.setitem(sys.modules, name, sys.modules[name])
    monkeypatch.setattr(
        mods.notices,
        "notice",
        lambda text, key=None, button=None, level="warn": mods.shown.append((key, level, text)),
    )
    i18n.set_lang("en")
    yield mods
    i18n.set_lang("en")
    for name, module in before.items():
        if module is None:
            delattr(*split(name))
        else:
            setattr(*split(name), module)


class File:
    def __init__(self, text: str) -> None:
        self._text, self.size = text, len(text.encode())

    async def text(self) -> str:
        return self._text


def run_apart(coro) -> None:
    """``asyncio.run(coro)`` in a thread of its own: a worker of the suite that ran a browser
    test first has Playwright's event loop running in this thread, where asyncio.run refuses."""
    failed: list[BaseException] = []

    def main() -> None:
        try:
            asyncio.run(coro)
        except BaseException as err:  # noqa: BLE001 - raised again below, in the test's thread
            failed.append(err)

    thread = threading.Thread(target=main)
    thread.start()
    thread.join()
    if failed:
        raise failed[0]


def import_text(page, text: str) -> str:
    """Import ``text`` as a file; the notice it gives."""
    done = []
    run_apart(page.transfer.import_file(File(text), lambda: done.append(1)))
    assert done == [1]
    key, _, notice = page.shown[-1]
    assert key == "import"
    return notice


def test_an_import_with_a_bad_match_changes_nothing_and_says_why(page):
    """Before: the 3-5-8 save was written, then merge_stats raised (half an import, no
    notice)."""
    king = played("king", 3, 30)
    page.storage.data = {
        P + "game.king": king.to_json(),
        P + "stats": stats_text(json.dumps(OLD_358)),
    }
    before = dict(page.storage.data)
    b358 = played("358", 4, 25)
    matches = [dict(OLD_358, id="y", when="yesterday"), dict(OLD_358, id="z", when=7)]
    text = export_of(
        saves={"358": {"save": b358.to_json(), "meta": {}}}, stats={"v": 1, "matches": matches}
    )
    notice = import_text(page, text)
    assert page.storage.data == before
    assert notice == (
        "This file could not be imported, and nothing was changed: the statistics in it cannot "
        "be used (match 1 has a bad value in “when”)."
    )
    # the same file with its matches mended goes in whole
    matches[0]["when"] = 6
    text = export_of(
        saves={"358": {"save": b358.to_json(), "meta": {}}}, stats={"v": 1, "matches": matches}
    )
    assert (
        import_text(page, text)
        == "Imported: 1 saved game and 2 finished matches in the statistics."
    )
    assert page.storage.data[P + "game.358"] == b358.to_json()
    assert [m["id"] for m in json.loads(page.storage.data[P + "stats"])["matches"]] == [
        "y",  # oldest first
        "z",
        OLD_358["id"],
    ]


def test_an_import_with_a_bad_save_changes_nothing_and_names_the_game(page):
    king = played("king", 8, 40)
    bad = json.loads(king.to_json())
    bad["actions"][5] = "play 2X"
    text = export_of(
        saves={"358": {"save": played("358", 2, 9).to_json()}, "king": {"save": json.dumps(bad)}},
        stats={"v": 1, "matches": [OLD_358]},
    )
    i18n.set_lang("pt-BR")
    notice = import_text(page, text)
    assert page.storage.data == {}
    assert notice == (
        "Não foi possível importar este arquivo, e nada foi alterado: a partida salva de King "
        "nele não pode ser usada (a jogada 6 não é permitida)."
    )


@pytest.mark.parametrize(
    "text, words",
    [
        ("[" * DEEP, "nested far too deeply"),
        (export_of(export=True), "nothing was changed: its export format is missing or is not a"),
        (export_of(export=3), "newer version of the page (export format 3)"),
        ("{not json", "not JSON"),
        ('{"app": "cardgames", "export": 1, "x": ' + LONG + "}", "number of far too many digits"),
    ],
    ids=["deep", "export-true", "newer", "not-json", "long-number"],
)
def test_an_import_refusal_says_what_was_wrong(page, no_deep_parse, text, words):
    page.storage.data = {P + "stats": stats_text(json.dumps(OLD_358))}
    notice = import_text(page, text)
    assert "could not be imported" in notice and words in notice
    assert page.storage.data == {P + "stats": stats_text(json.dumps(OLD_358))}


def test_the_import_notice_quotes_unknown_keys_short_and_few(page):
    """Before: every unknown key in full (a 15 kB toast)."""
    saves = {"<b>" + "x" * 15_000 + str(i): {"save": ""} for i in range(20)}
    notice = import_text(page, export_of(saves=saves))
    assert len(notice) < 250
    assert notice.startswith(
        "This file could not be imported, and nothing was changed: it holds games"
    )
    assert notice.count("“") == records.QUOTE_COUNT and "…" in notice


def test_a_bad_stored_match_is_set_aside_and_the_statistics_page_shows_the_rest(page):
    """Before: the record passed check_stats and the statistics page raised on every open."""
    bad = [hostile_text(change) for change, _ in HOSTILE[:3]]
    raw = stats_text(json.dumps(OLD_358), bad[0], json.dumps(good_match(id="g2")), *bad[1:])
    page.storage.data = {P + "stats": raw}
    page.saves.boot_check()
    stats = page.saves.load_stats()
    assert [m["id"] for m in stats["matches"]] == [OLD_358["id"], "g2"]
    assert json.loads(page.storage.data[P + "stats"]) == stats
    (entry,) = json.loads(page.storage.data[P + "quarantine"])
    assert entry["key"] == P + "stats" and entry["why"] == "stats_matches"
    assert entry["params"] == {"count": 3, "n": 2, "field": "contracts"}
    aside = json.loads(entry["value"])
    assert aside == {"v": 1, "matches": [json.loads(b) for b in bad]}
    assert page.saves.problems == [("stats", "stats_matches", entry["params"])]
    # the notice, as the page says it (role=alert)
    page.notices.tell_problems()
    ((_, _, notice),) = page.shown
    assert "statistics could not be read" in notice
    assert "damaged matches in them: 3 (the first has a bad value in “contracts”)" in notice
    # the page opens, with the good matches only; the bad ones are in the export
    html = page.dom.markup(page.stats.stats_page(stats))
    assert 'data-kind="358"' in html and 'data-kind="king"' in html
    doc = json.loads(page.saves.export_text({}))
    assert doc["stats"] == stats and [e["why"] for e in doc["quarantine"]] == ["stats_matches"]
    # and nothing more is set aside at the next read
    page.saves.load_stats()
    assert len(json.loads(page.storage.data[P + "quarantine"])) == 1


@pytest.mark.parametrize("change, field", HOSTILE, ids=[f for _, f in HOSTILE])
def test_the_statistics_page_opens_whatever_match_is_stored(page, change, field):
    page.storage.data = {P + "stats": stats_text(json.dumps(OLD_358), hostile_text(change))}
    stats = page.saves.load_stats()
    assert stats["matches"] == [OLD_358]
    assert page.saves.problems[-1][2]["field"] == field
    assert 'data-kind="358"' in page.dom.markup(page.stats.stats_page(stats))


def test_the_statistics_of_an_earlier_version_are_read_as_they_are(page):
    data = json.loads((FIXTURES / "storage-2026-12-01.json").read_text())
    page.storage.data = dict(data)
    page.saves.boot_check()
    assert page.storage.data == data and page.saves.problems == []
    assert page.saves.load_stats() == json.loads(data[P + "stats"])
    assert page.saves.read_meta("king") == json.loads(data[P + "meta.king"])


@pytest.mark.parametrize("key", ["stats", "meta.king", "quarantine"])
def test_deeply_nested_stored_entries_are_never_parsed(page, no_deep_parse, key):
    deep = "[" * 20_000  # 20 kB, under every size bound, past Pyodide's ~8,000 levels
    king = played("king", 3, 30).to_json()
    page.storage.data = {P + "game.king": king, P + key: deep}
    page.saves.boot_check()
    assert page.saves.load_slot("king")[0].to_json() == king
    assert page.saves.load_stats() == records.empty_stats()
    page.saves.export_text({})
    if key == "stats":
        (entry,) = json.loads(page.storage.data[P + "quarantine"])
        assert entry["why"] == "too_deep" and entry["value"] == deep


@pytest.mark.parametrize("field, reads", HUGE_META, ids=[f for f, _ in HUGE_META])
def test_a_stored_or_imported_wrapper_of_a_huge_number_is_read(page, field, reads):
    """Before: OverflowError from boot_check, then from the menu's list_slots (a blank page at
    every visit), and an import with it got a generic refusal."""
    king = played("king", 3, 30)
    meta = {"v": 2, "rev": 4, "started": 7.5, "updated": 9, "level": "easy"}
    meta[field] = [HUGE] if field == "movers" else HUGE
    page.storage.data = {P + "game.king": king.to_json(), P + "meta.king": json.dumps(meta)}
    page.saves.boot_check()
    assert page.saves.problems == []
    (slot,) = page.saves.list_slots()
    assert slot["kind"] == "king" and slot["updated"] == reads.get("updated", 9)
    assert page.saves.read_meta("king").items() >= (reads | {"v": records.WRAP_VERSION}).items()
    # imported
    page.storage.data = {}
    text = export_of(saves={"king": {"save": king.to_json(), "meta": meta}})
    assert import_text(page, text) == (
        "Imported: 1 saved game and 0 finished matches in the statistics."
    )
    (slot,) = page.saves.list_slots()
    assert slot["kind"] == "king" and slot["rev"] == 1


def test_a_stored_match_of_a_huge_when_is_set_aside(page):
    """Before: OverflowError from load_stats at every read: the statistics broken for good."""
    page.storage.data = {P + "stats": stats_text(json.dumps(OLD_358), hostile_text({"when": HUGE}))}
    page.saves.boot_check()
    assert page.saves.load_stats()["matches"] == [OLD_358]
    assert page.saves.problems == [
        ("stats", "stats_matches", {"count": 1, "n": 2, "field": "when"})
    ]


def full_import(page) -> tuple[str, dict]:
    """An export of two new saved games and two new matches (five writes: a game and its
    wrapper each, then the statistics) over a page with a finished match; the file's text and
    what the page holds before."""
    page.storage.data = {P + "stats": stats_text(json.dumps(OLD_358)), P + "current": "king"}
    matches = [dict(OLD_358, id="y", when=6), dict(OLD_358, id="z", when=7)]
    saves = {
        "king": {"save": played("king", 8, 40).to_json(), "meta": {}},
        "358": {"save": played("358", 4, 25).to_json(), "meta": {"level": "hard"}},
    }
    return export_of(saves=saves, stats={"v": 1, "matches": matches}), dict(page.storage.data)


@pytest.mark.parametrize("after", [False, True], ids=["once", "from-then-on"])
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_an_import_the_browser_has_no_room_for_changes_nothing(page, n, after):
    """Before: the writes before the refused one stayed, and the player was told "Imported"."""
    text, before = full_import(page)
    page.storage.full_at, page.storage.full_after = n, after
    notice = import_text(page, text)
    assert notice == (
        "This file could not be imported, and nothing was changed: the browser has no room left "
        "to store it."
    )
    assert page.storage.puts >= n
    assert page.storage.data == before
    keys = ["stats", "current"] + [k for kind in engine.GAMES for k in page.saves.slot_keys(kind)]
    assert {k: page.storage.get(k) for k in keys} == {k: before.get(P + k) for k in keys}
    assert page.saves.list_slots() == []
    # in the page's language
    page.storage.puts = 0
    i18n.set_lang("bg")
    assert import_text(page, text).startswith("Този файл не можа да бъде внесен и нищо не")
    assert page.storage.data == before
    # with room, the same file goes in whole
    page.storage.full_at = None
    i18n.set_lang("en")
    assert import_text(page, text) == (
        "Imported: 2 saved games and 2 finished matches in the statistics."
    )
    assert len(page.saves.list_slots()) == 2 and len(page.saves.load_stats()["matches"]) == 3
