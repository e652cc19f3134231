"""The page's save rules in CPython (ui/data/records.py has no browser import): migrations, the
checks that set bad saves aside, deal codes, statistics and export files."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import engine
from engine.game import MAX_SAVE_BYTES
from ui import games
from ui.data import deal_codes, records
from ui.data.records import RecordError

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def played(kind: str, seed: int, steps: int | None = None):
    game = engine.new_game(kind, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not game.is_over and (steps is None or n < steps):
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return game


def test_wrapper_migration_chain_brings_v1_to_current():
    old = {"level": "easy", "lang": "bg", "speed": "fast", "movers": [1, 2]}
    meta = records.migrate_meta(old)
    assert meta["v"] == records.WRAP_VERSION
    assert meta["rev"] == 0 and meta["started"] == 0 and meta["level"] == "easy"
    assert meta["movers"] == [1, 2]
    # every version below the current one has a step
    assert set(records.WRAP_MIGRATIONS) == set(range(1, records.WRAP_VERSION))
    # unreadable or future wrappers start afresh (they hold no part of the game)
    for bad in (None, [], "x", {"v": 99, "rev": 5}, {"v": True}, {"rev": -3}):
        meta = records.migrate_meta(bad)
        assert meta["v"] == records.WRAP_VERSION and meta["rev"] == 0


def test_engine_save_migration_chain(monkeypatch):
    game = played("king", 3, 20)
    text = game.to_json()
    assert records.migrate_engine_save(text) == text
    # a pretend format 0 upgraded by a registered step
    old = json.loads(text)
    old["format"] = 0
    old["moves"] = old.pop("actions")

    def zero_to_one(data):
        data = dict(data)
        data["actions"] = data.pop("moves")
        data["format"] = 1
        return data

    monkeypatch.setitem(records.ENGINE_MIGRATIONS, 0, zero_to_one)
    upgraded = records.migrate_engine_save(json.dumps(old))
    assert engine.load_game(upgraded).view(0) == game.view(0)


@pytest.mark.parametrize(
    "mutate, code",
    [
        (lambda s: s[:-5], "not_json"),
        (lambda s: json.dumps(dict(json.loads(s), format=99)), "format"),
        (lambda s: json.dumps(dict(json.loads(s), game="hearts")), "game"),
        (
            lambda s: json.dumps(
                dict(json.loads(s), actions=json.loads(s)["actions"][:3] + ["play 2X"])
            ),
            "replay",
        ),
        (lambda s: s + " " * MAX_SAVE_BYTES, "too_large"),
        (lambda s: "[1, 2]", "not_a_save"),
    ],
)
def test_bad_saves_are_refused_with_a_reason_code(mutate, code):
    text = played("king", 5, 30).to_json()
    with pytest.raises(RecordError) as err:
        records.check_save("king", mutate(text))
    assert err.value.code == code
    if code == "format":
        assert err.value.params["format"] == 99
    if code == "replay":
        assert err.value.params["index"] == 3


def test_a_save_in_the_wrong_slot_is_refused():
    with pytest.raises(RecordError) as err:
        records.check_save("358", played("king", 1, 5).to_json())
    assert err.value.code == "game"


def test_quarantine_entry_keeps_the_text_and_cuts_huge_ones():
    e = records.quarantine_entry("cardgames.game.king", "{bad", "not_json", 12.5, {"x": 1})
    assert e == {
        "key": "cardgames.game.king",
        "why": "not_json",
        "when": 12.5,
        "length": 4,
        "value": "{bad",
        "params": {"x": 1},
    }
    huge = "x" * (records.MAX_QUARANTINE_BYTES + 10)
    e = records.quarantine_entry("k", huge, "too_large", 0)
    assert e["length"] == len(huge) and len(e["value"]) == records.MAX_QUARANTINE_BYTES


PRESETS = [(kind, name) for kind in engine.GAMES for name in engine.presets(kind)]


@FAST
@given(st.sampled_from(PRESETS), st.integers(0, 10**12 - 1))
def test_deal_code_round_trip_for_presets(kind_preset, seed):
    kind, name = kind_preset
    options = engine.presets(kind)[name]
    code = deal_codes.deal_code(kind, seed, options)
    assert code == f"{games.get(kind).letter}-{name}-{seed}"
    assert deal_codes.parse_deal_code(code) == (kind, seed, options)
    assert deal_codes.parse_deal_code("  " + code.lower() + " ") == (kind, seed, options)


@st.composite
def any_options(draw):
    kind = draw(st.sampled_from(engine.GAMES))
    options = {}
    for spec in engine.option_spec(kind):
        value = draw(st.sampled_from(spec["values"]))
        if value != spec["default"]:
            options[spec["key"]] = value
    assume(not engine.option_conflict(kind, options))
    return kind, options


@FAST
@given(any_options(), st.integers(0, 10**9))
def test_deal_code_round_trip_for_any_options(kind_options, seed):
    kind, options = kind_options
    code = deal_codes.deal_code(kind, seed, options)
    assert len(code) <= 40
    assert deal_codes.parse_deal_code(code) == (kind, seed, options)
    engine.new_game(kind, seed=seed, options=options)  # a code always makes a legal game


@FAST
@given(st.text(max_size=30))
def test_deal_code_parser_refuses_junk_politely(text):
    try:
        kind, seed, options = deal_codes.parse_deal_code(text)
    except RecordError as err:
        assert err.code == "deal_code"
    else:
        engine.new_game(kind, seed=seed, options=options)


def test_deal_code_examples():
    assert deal_codes.parse_deal_code("K-portuguese-1234") == (
        "king",
        1234,
        engine.presets("king")["portuguese"],
    )
    assert deal_codes.parse_deal_code("b-default-7") == ("358", 7, {})
    assert deal_codes.parse_deal_code("king-quick-9")[0:2] == ("king", 9)
    # every deal number the page takes (tests/test_deal_numbers.py), a negative one included:
    # the top bar shows the code of any game, and an earlier page took ?seed=-4
    assert deal_codes.parse_deal_code("K-default--4") == ("king", -4, {})
    assert deal_codes.parse_deal_code("K-default-1234567890123")[1] == 1234567890123
    for bad in (
        "",
        "K-nope-1",
        "Q-default-1",
        "K-default-",
        "K-default---4",
        "K-o9-1",
        "K-default-" + "1" * (deal_codes.SEED_DIGITS + 1),
    ):
        with pytest.raises(RecordError):
            deal_codes.parse_deal_code(bad)


def test_statistics_record_once_and_aggregate():
    stats = records.empty_stats()
    king = played("king", 2)
    s358 = played("358", 4)
    a = records.match_summary("k1", "king", "easy", king, 10.0)
    b = records.match_summary("b1", "358", "easy", s358, 11.0)
    stats, new = records.add_match(stats, a)
    assert new
    stats, new = records.add_match(stats, a)
    assert not new and len(stats["matches"]) == 1
    stats, _ = records.add_match(stats, b)
    c = dict(a, id="k2", score=a["score"] + 100, won=True, when=12.0)
    stats, _ = records.add_match(stats, c)
    agg = records.aggregate(stats)
    k = agg[("king", "easy")]
    assert k["played"] == 2 and k["won"] == int(a["won"]) + 1
    assert k["average"] == round((2 * a["score"] + 100) / 2, 1)
    assert k["best"]["score"] == a["score"] + 100
    assert k["recent"] == [a["score"], a["score"] + 100]
    sheet = king.score_sheet()
    for contract in {e["contract"] for e in sheet}:
        mine = [e["scores"][0] for e in sheet if e["contract"] == contract]
        assert k["contract_avg"][contract] == round(sum(mine) / len(mine), 1)
    assert sum(a["contracts"][c][0] for c in a["contracts"]) == king.scores[0]
    bl = agg[("358", "easy")]
    made = sum(e["tricks"][0] >= e["targets"][0] for e in s358.score_sheet())
    assert bl["made"] == made and bl["deals"] == len(s358.score_sheet())
    # the stored form survives its own check, and a merge is a union by id
    assert records.check_stats(json.loads(json.dumps(stats))) == stats
    merged, new = records.merge_stats(records.empty_stats(), stats)
    assert new == 3
    merged, new = records.merge_stats(merged, stats)
    assert new == 0 and len(merged["matches"]) == 3
    with pytest.raises(RecordError):
        records.check_stats({"v": 99, "matches": []})


@FAST
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["a", "b", "c", "d"]),
            st.integers(-500, 500),
            st.sampled_from(engine.GAMES),
            st.sampled_from(["easy", "hard"]),
        ),
        max_size=30,
    )
)
def test_statistics_count_each_match_once(entries):
    stats = records.empty_stats()
    for mid, score, kind, level in entries:
        m = {
            "id": f"{kind}-{level}-{mid}",
            "kind": kind,
            "level": level,
            "score": score,
            "won": score > 0,
            "when": 0,
        }
        stats, _ = records.add_match(stats, m)
    ids = {f"{k}-{lv}-{m}" for m, _, k, lv in entries}
    agg = records.aggregate(stats)
    assert sum(a["played"] for a in agg.values()) == len(ids)


def test_export_and_import_round_trip():
    king = played("king", 8, 40)
    over = played("358", 9)
    stats, _ = records.add_match(
        records.empty_stats(), records.match_summary("x", "358", "easy", over, 1.0)
    )
    doc = records.export_doc(
        {
            "king": {"save": king.to_json(), "meta": {"v": 2, "rev": 4}},
            "358": {"save": "{broken", "meta": {}},
        },
        stats,
        {"level": "easy"},
        [{"key": "k", "value": "v"}],
        5.0,
    )
    # all or nothing: a save in it that cannot be read refuses the whole file, saying which
    with pytest.raises(RecordError) as err:
        records.parse_import(json.dumps(doc))
    assert err.value.code == "not_json" and err.value.params["part"] == "358"
    doc["saves"].pop("358")
    back = records.parse_import(json.dumps(doc))
    assert list(back["saves"]) == ["king"]
    text, meta, game = back["saves"]["king"]
    assert text == king.to_json() and meta["rev"] == 4 and game.view(0) == king.view(0)
    assert back["stats"] == stats
    for bad in (
        "",
        "[]",
        "{}",
        json.dumps({"app": "other"}),
        json.dumps(dict(doc, export=9)),
        "x" * (records.MAX_IMPORT_BYTES + 1),
    ):
        with pytest.raises(RecordError):
            records.parse_import(bad)


def test_names_are_cleaned_to_one_short_line():
    assert records.clean_name("  Ana \n  Maria ") == "Ana Maria"
    assert len(records.clean_name("x" * 100)) == records.NAME_MAX
    assert records.clean_name(None) == ""
    assert records.clean_name("<img src=x onerror=alert(1)>") == "<img src=x onerror=alert(1)>"


HOSTILE = [
    '<img src=x onerror="window.__pwned=1">',
    "</span><script>alert(1)</script>",
    '" onmouseover="alert(1)',
    "' autofocus onfocus='alert(1)",
    "&lt;b&gt; & <!--",
]


@FAST
@given(
    st.sampled_from(HOSTILE)
    | st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=40)
)
def test_mount_markup_escapes_every_player_string(text):
    import sys
    import types

    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy, ffi.jsnull = (lambda f: f), object()
    saved = {k: sys.modules.get(k) for k in ("pyodide", "pyodide.ffi", "pyscript", "ui.core.dom")}
    sys.modules.update(
        {
            "pyodide": types.ModuleType("pyodide"),
            "pyodide.ffi": ffi,
            "pyscript": types.SimpleNamespace(document=None),
        }
    )
    sys.modules.pop("ui.core.dom", None)
    try:
        import ui.core.dom as dom

        html = dom.markup(
            dom.h("span", {"cls": "name", "title": text, "aria_label": text, "text": text}),
            dom.h("input", {"value": text}),
            text,
        )
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
    from html.parser import HTMLParser

    class Collect(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.tags, self.attrs, self.text = [], [], ""

        def handle_starttag(self, tag, attrs):
            self.tags.append(tag)
            self.attrs.append({k: v or "" for k, v in attrs})

        def handle_data(self, data):
            self.text += data

    p = Collect()
    p.feed(html)
    p.close()
    assert p.tags == ["span", "input"]  # no element made from the text
    assert p.attrs[0] == {"class": "name", "title": text, "aria-label": text}
    assert p.attrs[1] == {"value": text}
    assert p.text == text + text  # the text comes back exactly, as text


def test_the_page_knows_every_game_of_the_engine_each_with_its_own_code_letter():
    assert set(games.REGISTRY) == set(engine.GAMES)
    letters = [games.get(kind).letter for kind in engine.GAMES]
    assert len(set(letters)) == len(letters)
    assert all(
        games.by_letter(letter.lower()) == kind
        for kind, letter in zip(engine.GAMES, letters, strict=True)
    )
