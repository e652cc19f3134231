"""Embedding: the example tutorial page holds two tables in iframes; each plays its demo hand
by itself and posts its events to the parent page, without touching the player's saves."""

import json

from tests.conftest import BOOT_TIMEOUT_MS


def test_tutorial_page_embeds_two_demo_tables_that_post_their_events(page, server):
    page.goto(f"{server}/examples/two-tables.html?speed=instant")
    events = page.locator("#events li[data-type='demo-end']")
    events.nth(1).wait_for(state="attached", timeout=BOOT_TIMEOUT_MS * 4)
    posted = [json.loads(t) for t in page.locator("#events li").all_text_contents()]
    for kind, hand in (("king", 2), ("358", 1)):
        mine = [e for e in posted if e["game"] == kind]
        ends = [e for e in mine if e["type"] == "hand-end"]
        assert [e["hand_number"] for e in ends] == [hand], f"{kind}: {mine}"
        assert sum(ends[0]["scores"]) == (-260 if kind == "king" else 0)
        assert mine[-1]["type"] == "demo-end"
    for frame in page.frames[1:]:
        root = frame.locator("html")
        assert root.get_attribute("data-ready") == "1"
        assert "embed" in root.get_attribute("class")
        # no menu chrome, and the demonstration is narrated
        assert not frame.locator("[data-cmd='menu']").is_visible()
        assert frame.locator("[data-role='narrator']").inner_text().strip()
        # an embedded table keeps out of the player's own saved games
        keys = frame.evaluate("Object.keys(localStorage)")
        assert not [k for k in keys if k.startswith("cardgames.game.")], keys
