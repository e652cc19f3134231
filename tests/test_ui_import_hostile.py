"""Hostile import files and stored records in the browser (issue 26, item 7), where CPython's
tests cannot see it: under Pyodide a deeply nested text overflows the JavaScript stack inside
json.loads and kills Python ("Pyodide has suffered a fatal error"), and the statistics page
raised on every open over one bad record. The rules themselves: tests/test_import_hostile.py."""

from __future__ import annotations

import json

from tests.test_import_hostile import HOSTILE, HUGE, OLD_358, hostile_text, stats_text
from tests.test_ui_saves import P, alert_text, played, quarantined, seed_once, store


def test_a_deeply_nested_import_file_is_refused_and_python_lives_on(page, tmp_path):
    page.goto_app("?lang=en")
    before = store(page)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * (2 * 1024 * 1024), encoding="utf-8")
    page.set_input_files("input[data-role='import-file']", str(deep))
    page.wait_for_selector("[data-notice='import']")
    text = page.locator("[data-notice='import']").inner_text()
    assert "could not be imported, and nothing was changed" in text
    assert "nested far too deeply" in text
    assert store(page) == before
    # Python still answers: the statistics page opens
    page.locator("[data-menu='stats']").click()
    page.wait_for_selector("[data-role='statistics']")


def test_a_bad_stored_match_is_set_aside_and_the_statistics_page_opens(page):
    bad = [hostile_text(change) for change, _ in HOSTILE[:3]]  # contracts, made, 10**400
    raw = stats_text(json.dumps(OLD_358), *bad)
    seed_once(page, {P + "stats": raw})
    page.goto_app("?lang=en")
    text = alert_text(page)
    assert "Your statistics could not be read" in text
    assert "damaged matches in them: 3 (the first has a bad value in “contracts”)" in text
    assert json.loads(store(page)[P + "stats"]) == {"v": 1, "matches": [OLD_358]}
    (entry,) = quarantined(page)
    assert entry["why"] == "stats_matches"
    assert json.loads(entry["value"])["matches"] == [json.loads(b) for b in bad]
    page.locator("[data-menu='stats']").click()
    page.wait_for_selector("[data-role='statistics']")
    block = page.locator(".stats-block[data-kind='358'][data-level='random']")
    assert block.locator("[data-stat='played'] td").inner_text() == "1"
    assert page.locator(".stats-block").count() == 1


def test_a_stored_wrapper_and_match_of_a_huge_number_leave_the_page_working(page):
    """Before: "started" of 10**400 raised OverflowError in boot_check, then in the menu's
    list of saved games (a blank page at every visit); a match's "when" of 10**400 broke the
    statistics for good."""
    king = played("king", 3, 30)
    meta = '{"v": 2, "rev": 1, "started": 1' + "0" * 400 + ', "updated": 1' + "0" * 400 + "}"
    raw = stats_text(json.dumps(OLD_358), hostile_text({"when": HUGE}))
    seed_once(page, {P + "game.king": king.to_json(), P + "meta.king": meta, P + "stats": raw})
    page.goto_app("?lang=en")
    page.wait_for_selector("[data-resume='king']")
    assert "damaged matches in them: 1 (the first has a bad value in “when”)" in alert_text(page)
    page.locator("[data-menu='stats']").click()
    page.wait_for_selector("[data-role='statistics']")
    assert page.locator(".stats-block").count() == 1
