"""Every table sentence right (issue 14), without a browser: the narration of whole King and 3-5-8
games, as the tables say it for every seat in English, Portuguese and Bulgarian, speaks to the
player in the second person ("You play", never "You plays" or "You: passes") and counts with
real plural forms; the calls of the King auction panel are sentences too."""

from __future__ import annotations

import random
import re
import sys
import types
from unittest import mock

import pytest

import engine
from tools import catalogues
from ui.words import i18n

LANGS = ("en", "pt-BR", "bg")
STUBBED = ("js", "pyodide", "pyodide.ffi", "pyscript")

# English: "You" never takes a third-person verb nor stands as a label before a call.
EN_WRONG = re.compile(
    r"\bYou (plays|takes|passes|bids|wins|offers|accepts|refuses|declines|names|chooses"
    r"|deals|announces|lays|draws|gives|keeps|leads)\b|\bYou:|\b1 tricks\b"
    r"|\b(?:[02-9]|\d\d+) trick\b|\b1 points\b|\b(?:[02-9]|\d\d+) point\b"
)
PT_WRONG = re.compile(r"\bVocê:|\b1 vazas\b|\b(?:[2-9]|\d\d+) vaza\b")  # você joga: right
BG_WRONG = re.compile(r"\bВие:|\b1 взятки\b|\b(?:[02-9]|\d\d+) взятка\b")
BG_YOU = re.compile(r"\bВие (?:не )?([а-яА-Я]+)")


@pytest.fixture(scope="module")
def tables():
    """The game tables' classes, imported with the browser's modules stubbed."""
    catalogues.compile_all()
    saved = {k: sys.modules.get(k) for k in STUBBED}
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy, ffi.jsnull, ffi.to_js = (lambda f: f), object(), (lambda x, **k: x)
    sys.modules.update(
        {
            "js": mock.MagicMock(),
            "pyodide": types.ModuleType("pyodide"),
            "pyodide.ffi": ffi,
            "pyscript": types.SimpleNamespace(document=mock.MagicMock(), window=mock.MagicMock()),
        }
    )
    before = set(sys.modules)
    try:
        from ui.games.blato.table import BlatoTable
        from ui.games.king.table import KingTable

        yield {"king": KingTable, "358": BlatoTable}
    finally:
        for name in set(sys.modules) - before:
            if name.startswith("ui."):
                sys.modules.pop(name, None)
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
        i18n.set_lang("en")


class Ctl:
    def __init__(self, kind: str, game) -> None:
        self.kind = kind
        self.game = game
        self.players = game.view(0)["players"]
        self.player_names: list[str] = []
        self.last_view = None


def table_for(cls, kind, game):
    table = cls.__new__(cls)  # the words only: no page elements
    table.ctl = Ctl(kind, game)
    return table


def sentences(cls, kind: str, seed: int) -> list[tuple[int, str]]:
    """Every sentence the table narrates in a random game, with the seat that acted."""
    game = engine.new_game(kind, seed=seed)
    table = table_for(cls, kind, game)
    rng = random.Random(seed)
    out = []
    while not game.is_over:
        seat = game.to_move
        before = game.view(0)
        table.ctl.last_view = before
        action = rng.choice(game.legal_actions())
        game.apply(action)
        after = game.view(0)
        out += [(seat, s) for s in table.describe(seat, action, before, after)]
        if kind == "king" and after.get("phase") in ("auction", "trump", "contract"):
            panel = table.center_panel(after)
            if panel is not None:
                from ui.core.dom import markup

                out += [(None, markup(panel))]
    return out


def wrong(lang: str, text: str) -> list[str]:
    found = []
    if lang == "en":
        found += [m.group(0) for m in EN_WRONG.finditer(text)]
    elif lang == "pt-BR":
        found += [m.group(0) for m in PT_WRONG.finditer(text)]
    else:
        found += [m.group(0) for m in BG_WRONG.finditer(text)]
        for m in BG_YOU.finditer(text):  # "Вие" takes the plural verb: играете, взимате
            word = m.group(1)
            if word not in ("и",) and not word.endswith(("те", "хте")):
                found.append(m.group(0))
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["king", "358"])
def test_the_narration_of_whole_games_speaks_to_the_player_rightly(tables, kind, lang):
    i18n.set_lang(lang)
    seen_you = seen_other = 0
    for seed in (1, 2, 3):
        for seat, text in sentences(tables[kind], kind, seed):
            assert not wrong(lang, text), (seat, text, wrong(lang, text))
            assert "{" not in text, text  # every placeholder filled
            seen_you += seat == 0
            seen_other += seat == 2
    assert seen_you and seen_other


@pytest.mark.parametrize("lang", LANGS)
def test_each_king_call_for_seat_0_and_seat_2(tables, lang):
    i18n.set_lang(lang)
    game = engine.new_game("king", seed=1)
    table = table_for(tables["king"], "king", game)
    calls = ["pass", "accept", "refuse", "decline", "bid 1", "bid 2", "bid 5", "trump H"]
    calls += ["notrump", "contract copas", "dealer 1", "dealer 0", "dealer 2"]
    for action in calls:
        mine, theirs = table.call_sentence(0, action), table.call_sentence(2, action)
        name = table.name(2)
        assert name in theirs, (action, theirs)
        assert action == "dealer 2" or name not in mine, (action, mine)
        for text in (mine, theirs):
            assert not wrong(lang, text), (action, text)
            assert "{" not in text and ":" not in text, text
    if lang == "en":
        assert table.call_sentence(0, "pass") == "You pass."
        assert table.call_sentence(2, "pass") == "Bruno passes."
        assert table.call_sentence(2, "bid 1") == "Bruno offers 1 trick."
        assert table.call_sentence(0, "bid 3") == "You offer 3 tricks."
        assert table.call_sentence(1, "dealer 0") == "Ana names you to deal."


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_of_the_match_and_its_placings(tables, lang):
    i18n.set_lang(lang)
    from ui.table.summary import ordinal, placings

    assert placings([10, 10, 5, -3]) == [1, 1, 3, 4]
    assert placings([10, 10, 5, -3], winners=[1]) == [2, 1, 3, 4]
    assert placings([0, 0, 0]) == [1, 1, 1]
    assert len({ordinal(p) for p in (1, 2, 3, 4)}) == 4
    game = engine.new_game("king", seed=1)
    table = table_for(tables["king"], "king", game)
    game.scores = [150, 150, -20, -30]  # as at a tied end
    for winners, who in (([0], None), ([0, 1], table.name(1)), ([1, 2], table.name(2))):
        text = table.result_text({"winners": winners})
        assert not wrong(lang, text) and "{" not in text, text
        if who:
            assert who in text
    if lang == "en":
        assert table.result_text({"winners": [0]}) == "You win with 150!"
        assert table.result_text({"winners": [0, 1]}) == "You and Ana share the win with 150."
