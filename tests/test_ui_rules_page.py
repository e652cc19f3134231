"""The rules of each game in the page: from the menu and over a table, in three languages."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_menu_has_rules_and_learn_per_game(page, guard):
    page.goto_app()
    for kind in ("king", "358"):
        part = page.locator(f"[data-menu-game='{kind}']")
        assert part.locator("[data-cmd='rules']").is_visible()
        assert part.locator("[data-cmd='learn']").is_visible()
    page.locator("[data-menu-game='358'] [data-cmd='rules']").click()
    page.wait_for_selector("[data-role='rules'][data-kind='358']")
    page.locator("[data-menu='back']").click()
    page.wait_for_selector("[data-menu-game='king']")
    guard.check()
