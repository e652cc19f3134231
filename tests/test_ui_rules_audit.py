"""The variant audit (#17) as a player meets it: contradictory house rules are said, not
silently replaced."""

from __future__ import annotations

import json

SETTINGS = {
    "options": {"358": {"step_order": "draw_announce_talon", "flat_preview": True}},
    "lang": "en",
}


def test_contradictory_house_rules_are_told_and_the_game_uses_the_standard_ones(page):
    page.add_init_script(
        "localStorage.setItem('cardgames.settings', " + json.dumps(json.dumps(SETTINGS)) + ")"
    )
    page.goto_app("?speed=instant")
    page.click("[data-game='358']")
    page.wait_for_selector("html[data-phase]")
    toast = page.locator("#notices").inner_text()
    assert "contradict" in toast and "standard rules" in toast
    saved = json.loads(page.evaluate("localStorage.getItem('cardgames.game.358')"))
    assert saved["options"] == {} and saved["rules"] == 2
