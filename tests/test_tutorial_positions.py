"""The tutorial page's tables (examples/lessons.js, made by tools/tutorial_positions.py): the file
is what the generator makes today, every text loads with the engine and shows the moment its
lesson talks about, every puzzle has one clearly best answer under the page's judge, and the page
has each of its texts in the three languages."""

from __future__ import annotations

from collections import defaultdict
from html.parser import HTMLParser

import pytest

import engine
from tests.conftest import ROOT
from tools import tutorial_positions as tp

LANGS = {"en", "pt-BR", "bg"}
PAGE = ROOT / "examples" / "tutorial.html"


@pytest.fixture(scope="module")
def lessons() -> dict:
    return tp.read()


def shown_game(row: dict):
    """The game a table's iframe shows, from its URL parameters."""
    params = row["params"]
    if "position" in params:
        return engine.from_position(params["position"])
    return engine.from_record(params["record"])


def test_lessons_file_is_what_the_generator_makes():
    assert tp.OUT.read_text(encoding="utf-8") == tp.render(), (
        "examples/lessons.js is out of date: run python3 tools/tutorial_positions.py"
    )


def test_every_table_of_the_generator_is_written_once(lessons):
    assert list(lessons) == [t.id for t in tp.TABLES]


@pytest.mark.parametrize("table", [t for t in tp.TABLES if t.kind != "demo"], ids=lambda t: t.id)
def test_each_text_loads_and_shows_the_moment_its_lesson_teaches(lessons, table):
    row = lessons[table.id]
    game = shown_game(row)
    assert game.GAME == table.game == row["params"]["game"]
    view = game.view(game.to_move)
    for key, value in table.expect.items():
        assert view[key] == value, f"{table.id}: {key}"
    if table.look is not None:
        assert table.look(game, view), f"{table.id} no longer shows what its lesson says"
    if table.kind == "record":
        assert game.record() == row["params"]["record"]
        hands = len(game.score_sheet()) + 1
        assert 1 <= int(row["params"]["hand"]) <= hands, "the replay opens at a hand it holds"


@pytest.mark.parametrize("table", [t for t in tp.TABLES if t.kind == "puzzle"], ids=lambda t: t.id)
def test_each_puzzle_has_one_clearly_best_answer_under_the_judge(lessons, table):
    """Issue 27: the Vazas puzzle's lesson said "play the highest card that still loses", the
    judge found 6♦ and 7♦ equal, told J♦ the best was 6♦ and then 7♦ "Right: best move". Each
    puzzle's best is now the only right answer, every other one at least CLEAR worse, and it
    is the move its lesson's words name; every verdict names that best with one explanation."""
    row = lessons[table.id]
    assert row["params"]["puzzle"] == "1"
    view = tp.judged_view(row["params"]["position"])
    assert tp.clear_best(view) == row["best"]
    assert table.rule is not None and table.rule(view) == row["best"], "the lesson's move"
    entries = tp.judge.analyse(view)
    best = next(e for e in entries if e["action"] == row["best"])
    clear = tp.CLEAR[table.game]
    assert all(e["points"] <= best["points"] - clear for e in entries if e is not best)
    assert clear > tp.judge.MARGIN[table.game]
    verdicts = [tp.judge.verdict(view, entries, e["action"]) for e in entries]
    assert [v["action"] for v in verdicts if v["correct"]] == [row["best"]]
    assert {(v["best"], v["reason"], str(v["params"])) for v in verdicts} == {
        (row["best"], best.get("reason"), str(best.get("params") or {}))
    }, "a right and a wrong answer are explained by the same best move"


def test_a_recipe_that_leads_elsewhere_fails_loudly():
    moved = tp.Table("copas-puzzle", "king", "puzzle", seed=5, ply=76, expect={"contract": "vazas"})
    with pytest.raises(tp.RecipeError, match="expected"):
        tp.row(moved)


def test_demo_tables_name_their_seed_and_hand(lessons):
    demos = [row for row in lessons.values() if row["kind"] == "demo"]
    assert demos
    for row in demos:
        assert row["params"]["demo"] == "1"
        assert int(row["params"]["seed"]) >= 0 and int(row["params"]["hand"]) >= 1


class PageReader(HTMLParser):
    """The tutorial page's tables (data-table) and its translated elements (class t + lang),
    grouped by their parent element."""

    VOID = {"meta", "link", "br", "img", "input", "hr"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[int] = []
        self.count = 0
        self.tables: list[str] = []
        self.langs: dict[int, list[str]] = defaultdict(list)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-table" in a:
            self.tables.append(a["data-table"])
        if "t" in (a.get("class") or "").split() and self.stack:
            self.langs[self.stack[-1]].append(a.get("lang"))
        if tag not in self.VOID:
            self.count += 1
            self.stack.append(self.count)

    def handle_endtag(self, tag):
        if tag not in self.VOID:
            self.stack.pop()


@pytest.fixture(scope="module")
def page() -> PageReader:
    reader = PageReader()
    reader.feed(PAGE.read_text(encoding="utf-8"))
    return reader


def test_the_page_shows_every_table_and_every_table_exists(page, lessons):
    assert sorted(page.tables) == sorted(lessons)


def test_every_text_of_the_page_is_there_in_the_three_languages(page):
    assert page.langs
    for parent, langs in page.langs.items():
        assert sorted(langs) == sorted(LANGS), f"element #{parent}: {langs}"


def test_the_readme_embedding_section_is_examples_embedding_md():
    """The README's section for site authors and examples/EMBEDDING.md (published beside the
    tutorial page, which links to it) are one text: edit one, copy it to the other."""
    section = (ROOT / "examples" / "EMBEDDING.md").read_text(encoding="utf-8").strip()
    assert section in (ROOT / "README.md").read_text(encoding="utf-8")
