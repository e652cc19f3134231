"""The statistics (issue 14): a finished match is recorded with the human's placing and the page
shows labelled numbers per game and per level (matches, wins, placings, scores with their unit)
and a chart with named axes; statistics saved before placings were recorded still load and
show."""

from __future__ import annotations

import json

from tests.conftest import CLICK_TO_END
from tests.test_ui_saves import near_the_end

P = "cardgames."
OLD_358 = {  # as the version of 2026-12-01 saved it (tests/fixtures/storage-2026-12-01.json)
    "id": "358-11-1796145922.869",
    "kind": "358",
    "level": "random",
    "when": 1796145934.868,
    "seed": 11,
    "score": -31,
    "scores": [-31, 26, 5],
    "won": False,
    "made": 5,
    "deals": 15,
}


def test_a_finished_match_shows_in_labelled_statistics_with_a_chart_with_axes(page):
    game = near_the_end()
    stats = {"v": 1, "matches": [OLD_358]}
    data = {
        P + "game.king": game.to_json(),
        P + "current": "king",
        P + "stats": json.dumps(stats),
        P + "meta.king": json.dumps({"level": "random", "speed": "instant"}),
    }
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" const d = {json.dumps(data)};"
        " for (const k in d) localStorage.setItem(k, d[k]); }"
    )
    page.goto_app("?lang=en&speed=instant")
    page.evaluate(CLICK_TO_END, [1, None])
    page.wait_for_selector("html[data-phase='over']")
    me = page.locator("[data-role='placings'] li[data-seat='0']")
    place = int(me.get_attribute("data-place"))
    saved = json.loads(page.evaluate("localStorage.getItem('cardgames.stats')"))
    assert saved["matches"][0] == OLD_358  # the old entry is kept as it was
    new = saved["matches"][-1]
    assert new["placing"] == place and new["won"] == (place == 1)
    # the end of the match links to the statistics
    page.locator("[data-role='result'] [data-cmd='stats']").click()
    page.wait_for_selector("[data-role='statistics']")
    over = page.locator("[data-role='stats-overview']")
    heads = over.locator("thead").inner_text()
    for label in ("Game", "Level", "Matches played", "Won (1st place)", "1st", "4th"):
        assert label in heads
    king_all = over.locator("tr[data-kind='king'][data-level='all'] td")
    cells = king_all.all_inner_texts()
    assert cells[1:3] == ["1", str(int(place == 1))]
    assert cells[2 + place] == "1"
    old_row = over.locator("tr[data-kind='358'][data-level='all'] td").all_inner_texts()
    assert old_row[1:3] == ["1", "0"] and old_row[-1] == "—"  # no 4th place in 3-5-8
    assert "Place not recorded" in over.inner_text()
    block = page.locator(".stats-block[data-kind='king'][data-level='random']")
    assert block.locator(f"[data-stat='place-{place}'] td").inner_text() == "1"
    assert "Matches played" in block.locator("[data-stat='played'] th").inner_text()
    assert "(points)" in block.locator("[data-stat='average'] th").inner_text()
    chart = block.locator("svg[data-chart='recent']")
    labels = chart.locator(".axis-label").all_text_contents()
    assert labels == ["Match (oldest → newest)", "Final score (points)"]
    assert chart.locator(".x-axis").count() == 1 and chart.locator(".y-axis").count() == 1
    assert chart.locator(".tick").count() >= 2
    old = page.locator(".stats-block[data-kind='358'][data-level='random']")
    assert old.locator("[data-stat='place-unknown'] td").inner_text() == "1"
    # numbers as the language writes them (ui/words/i18n.py number: one minus sign, U+2212)
    assert old.locator("[data-stat='average'] td").inner_text() == "−31"
    assert "(tricks" in old.locator("svg[data-chart='recent'] .axis-label").nth(1).text_content()
