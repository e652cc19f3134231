"""The page's localStorage as a version of 2026-12-01 left it loads and plays on exactly.

tests/fixtures/storage-*.json holds every entry a page of that day wrote while a 3-5-8 game was
finished (statistics), a King match and a 3-5-8 game were in progress, and settings were saved.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from tests.test_ui_saves import P, seed_once, store

SETS = sorted(Path(__file__).parent.glob("fixtures/storage-*.json"))


def hand_on_table(page) -> list[str]:
    return page.evaluate(
        "() => [...document.querySelectorAll('[data-card]')]"
        ".filter(e => e.closest('.hand')).map(e => e.dataset.card)"
    )


@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_the_storage_of_an_earlier_version_resumes_both_games(page, path):
    data = json.loads(path.read_text())
    seed_once(page, data)
    page.goto_app("?speed=instant")
    # the game named current (3-5-8) resumes at its place
    game = engine.load_game(data[P + "game.358"])
    assert page.locator("html").get_attribute("data-phase") == game.view(0)["phase"]
    assert sorted(hand_on_table(page)) == sorted(game.view(0)["hand"])
    rows = page.locator("table[data-role='scoresheet'] tbody tr").count()
    assert rows == len(game.score_sheet())
    # it plays on: a legal move is taken and saved on top of the old log
    page.wait_for_selector("html[data-to-move='0']")
    page.locator("[data-action]:not([disabled])").first.click()
    page.wait_for_function(
        "(n) => JSON.parse(localStorage.getItem('cardgames.game.358')).actions.length > n",
        arg=len(game.log),
    )
    saved = engine.load_game(store(page)[P + "game.358"])
    assert saved.log[: len(game.log)] == game.log
    # the statistics and the King match are still there, and the match resumes from the menu
    assert json.loads(store(page)[P + "stats"]) == json.loads(data[P + "stats"])
    king = engine.load_game(data[P + "game.king"])
    page.locator("[data-cmd='menu']").first.click()
    page.locator("[data-resume='king']").first.click()
    page.wait_for_selector("html[data-phase]")
    assert sorted(hand_on_table(page)) == sorted(king.view(0)["hand"])
    assert page.locator("table[data-role='scoresheet'] tbody tr").count() == len(king.score_sheet())
