"""The end of a hand and of a match (issue 14): at a paced speed the table stops after each hand
with a summary and a focused data-cmd=continue (no move open, the bots waiting), Enter goes on;
at speed=instant nothing waits; the event log keeps the last trick; the match ends with the
placings, Undo off and "play again with the same rules"; auto-play of a single legal card."""

from __future__ import annotations

import json
import random

import engine
from ui.words import i18n

P = "cardgames."

# Click legal actions inside the page until the selector ``stop`` appears (a pause, a row of the
# score sheet) or the match is over; a pause ends the waiting for the player's turn too.
CLICK_UNTIL = """async ([seed, stop]) => {
  let x = seed >>> 0;
  const rnd = () => { x = (x * 1664525 + 1013904223) >>> 0; return x / 4294967296; };
  const root = document.documentElement;
  const found = () => document.querySelector(stop);
  const turn = () => new Promise((ok) => {
    const check = () => (found() || root.dataset.toMove === '0' || root.dataset.phase === 'over')
      ? ok() : setTimeout(check, 2);
    check();
  });
  let moves = 0;
  for (;;) {
    await turn();
    if (found() || root.dataset.phase === 'over') return moves;
    const acts = [...document.querySelectorAll('[data-action]:not([disabled])')];
    if (acts.length) { acts[Math.floor(rnd() * acts.length)].click(); moves += 1; }
    else await new Promise((ok) => setTimeout(ok, 5));
  }
}"""


def saved(page, kind: str):
    return engine.load_game(page.evaluate(f"localStorage.getItem('{P}game.{kind}')"))


def seed_once(page, data: dict):
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" const d = {json.dumps(data)};"
        " for (const k in d) localStorage.setItem(k, d[k]); }"
    )


def check_pause(page, kind: str, lang: str):
    """At the end of hand 1: the summary, a focused continue, nothing to do, the bots still."""
    cont = page.locator("[data-cmd='continue']")
    assert cont.count() == 1
    assert page.evaluate("document.activeElement.dataset.cmd") == "continue"
    assert page.locator("[data-action]").count() == 0
    assert page.locator("html").get_attribute("data-to-move") == ""
    game = saved(page, kind)
    entry = game.score_sheet()[0]
    shown = page.locator("[data-role='hand-summary'] [data-role='hand-points']").all_inner_texts()
    # the page's minus sign is U+2212 (ui/words/i18n.py number)
    assert [int(x.replace("+", "").replace("\u2212", "-")) for x in shown] == entry["scores"]
    # the last trick's plays are in the event log, in words
    i18n.set_lang(lang)
    try:
        words = [i18n.card_words(c) for _, c in game.view(0)["last_hand"]["tricks"][-1]["cards"]]
    finally:
        i18n.set_lang("en")
    log = page.locator("[data-role='event-log']").inner_text()
    assert all(w in log for w in words), (words, log)
    # nobody moves while the summary waits (a few bot paces at speed=fast)
    actions = len(game.log)
    page.wait_for_timeout(1500)
    assert len(saved(page, kind).log) == actions
    assert page.locator("[data-role='event-log']").inner_text() == log
    assert page.locator("[data-cmd='continue']").count() == 1
    # Enter goes on: the summary goes away and the next hand is played
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-cmd='continue']", state="detached")
    page.wait_for_function(
        "([k, n]) => JSON.parse(localStorage.getItem('cardgames.game.' + k)).actions.length > n",
        arg=[kind, actions],
    )
    return game


def test_king_pauses_after_each_hand_with_its_summary(page):
    page.goto_app("?game=king&seed=3&level=random&speed=fast&lang=en")
    page.evaluate(CLICK_UNTIL, [3, "[data-cmd='continue']"])
    summary = page.locator("[data-role='hand-summary']")
    assert "Vazas" in summary.inner_text()
    assert summary.locator("tbody tr").count() == 4
    check_pause(page, "king", "en")


def test_358_pauses_after_each_deal(page):
    page.goto_app("?game=358&seed=5&level=random&speed=fast&lang=bg")
    page.evaluate(CLICK_UNTIL, [5, "[data-cmd='continue']"])
    summary = page.locator("[data-role='hand-summary']")
    assert summary.locator("tbody tr").count() == 3
    assert "Следващо раздаване" in page.locator("[data-cmd='continue']").inner_text()
    check_pause(page, "358", "bg")


def test_nothing_waits_at_instant_speed(page):
    page.goto_app("?game=king&seed=4&level=random&speed=instant&lang=en")
    page.evaluate(CLICK_UNTIL, [4, "table[data-role='scoresheet'] tbody tr"])
    page.wait_for_selector("html[data-to-move='0']")
    assert page.locator("[data-cmd='continue']").count() == 0
    assert page.locator("[data-action]:not([disabled])").count() > 0


def near_the_end(kind: str, options: dict, seed: int):
    """A match whose last hand is under way, the human to move, under ``options``."""
    game = engine.new_game(kind, seed=seed, options=options)
    rng = random.Random(seed)
    while not (
        game.view(0)["hand_number"] == game.view(0)["hands_total"]
        and game.to_move == 0
        and game.view(0)["phase"] == "play"
    ):
        assert not game.is_over
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_match_ends_with_placings_and_plays_again_with_the_same_rules(page):
    options = engine.presets("358")["compulsory_trump"]
    game = near_the_end("358", options, 21)
    seed_once(
        page,
        {
            P + "game.358": game.to_json(),
            P + "current": "358",
            P + "meta.358": json.dumps({"level": "random", "speed": "instant"}),
        },
    )
    page.goto_app("?lang=en&speed=instant")
    page.evaluate(CLICK_UNTIL, [21, "[data-role='placings']"])
    page.wait_for_selector("html[data-phase='over']")
    final = saved(page, "358")
    assert final.is_over
    places = page.locator("[data-role='placings'] li")
    assert places.count() == 3
    first = places.first
    assert first.get_attribute("data-place") == "1"
    assert int(first.get_attribute("data-seat")) in final.winners()
    text = page.locator("[data-role='result']").inner_text()
    assert "1st" in text and final.view(0)["winners"] is not None
    assert page.locator("[data-cmd='undo']").first.is_disabled()
    assert page.locator("[data-cmd='continue']").count() == 0
    # the statistics are updated, with the placing of this match
    stats = json.loads(page.evaluate("localStorage.getItem('cardgames.stats')"))
    assert stats["matches"][-1]["placing"] == int(
        page.locator("[data-role='placings'] li[data-seat='0']").get_attribute("data-place")
    )
    # play again with the same rules: a new game of 3-5-8 under the same options
    page.locator("[data-role='result'] [data-cmd='new']").click()
    page.wait_for_function("document.documentElement.dataset.phase !== 'over'")
    page.wait_for_function(
        "(s) => JSON.parse(localStorage.getItem('cardgames.game.358')).seed !== s", arg=game.seed
    )
    again = saved(page, "358")
    assert not again.is_over
    assert again.options.changed() == game.options.changed() != {}


LOG_WATCH = """() => { window.__logged = new Set();
  new MutationObserver(() => document.querySelectorAll("[data-role='event-log'] li")
    .forEach((li) => window.__logged.add(li.textContent)))
    .observe(document.body, {childList: true, subtree: true}); }"""


def test_auto_play_plays_a_single_legal_card_when_switched_on(page):
    seed_once(page, {P + "settings": json.dumps({"autoplay": True})})
    page.goto_app("?game=king&seed=6&level=random&speed=instant&lang=en")
    page.evaluate(LOG_WATCH)
    page.evaluate(CLICK_UNTIL, [6, "table[data-role='scoresheet'] tbody tr"])
    # the 13th card of hand 1 was the only one: it played itself, and said so
    logged = page.evaluate("[...window.__logged]")
    assert "Your only legal card is played for you." in logged
    game = saved(page, "king")
    movers = json.loads(page.evaluate("localStorage.getItem('cardgames.meta.king')"))["movers"]
    assert len(movers) == len(game.log) and movers.count(0) >= 13


def test_auto_play_is_off_by_default(page):
    page.goto_app("?game=king&seed=6&level=random&speed=instant&lang=en")
    page.evaluate(LOG_WATCH)
    page.evaluate(CLICK_UNTIL, [6, "table[data-role='scoresheet'] tbody tr"])
    logged = page.evaluate("[...window.__logged]")
    assert any("You play" in x for x in logged)
    assert not any("played for you" in x for x in logged)
