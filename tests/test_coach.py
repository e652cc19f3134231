"""The hint and the end-of-hand review without a browser (tracker issue 7): the hint sentence,
the bots' reasons in the player's words, which decisions a review keeps and in what order.
(That every reason is translated with the same placeholders is tests/test_i18n.py's check.)"""

from __future__ import annotations

import asyncio
import random
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

import engine
from engine.bots.search import drain
from ui import games
from ui.words import coach, i18n


@pytest.fixture(autouse=True)
def english():
    i18n.set_lang("en")
    yield
    i18n.set_lang("en")


def plain_label(action: str, view: dict | None = None) -> str:
    """A label without a table: cards as 'Q♥', other actions as they are."""
    verb, _, arg = action.partition(" ")
    if verb in ("play", "discard", "return") and len(arg) == 2:
        return i18n.card_text(arg)
    return action


def entry(action, points, reason="avoid_trick", **params):
    return {"action": action, "points": points, "reason": reason, "params": params}


def test_the_hint_sentence():
    entries = [entry("play 7C", -10.4), entry("play 8C", -10.0), entry("play QH", -28.6)]
    assert coach.hint_sentence("king", entries, plain_label) == (
        "Best: 7♣, about 18 points better than Q♥: it keeps you from winning the trick."
    )
    equal = [entry("play 7C", -10.4), entry("play 8C", -10.0)]
    assert coach.hint_sentence("king", equal, plain_label) == (
        "Best: 7♣, about as good as 8♣: it keeps you from winning the trick."
    )
    only = [entry("pass", None, "pass_weak", min=3, suit="H", tricks=2.5)]
    assert coach.hint_sentence("king", only, plain_label) == (
        "Best: pass: your hand is not worth paying 3 tricks for the trump."
    )
    i18n.set_lang("pt-BR")
    assert coach.hint_sentence("king", entries, plain_label) == (
        "Melhor: 7♣, cerca de 18 pontos a mais que Q♥: assim você não ganha a vaza."
    )
    blato = [entry("play KD", 1.5, "win_trick", card="KD"), entry("play 2D", 0.5)]
    i18n.set_lang("bg")
    assert coach.hint_sentence("358", blato, plain_label) == (
        "Най-добре: K♦, около 1 взятка повече от 2♦: K♦ сигурно взема тази взятка."
    )


def test_reason_params_in_the_players_words():
    i18n.set_lang("pt-BR")
    assert coach.reason_text("king", "name_trump", {"tricks": 5.5, "suit": "H"}) == (
        "sua mão faz cerca de 5,5 vazas com trunfo em copas"
    )
    assert "sem trunfo" in coach.reason_text(
        "king", "bid_strength", {"tricks": 4, "suit": "notrump", "min": 2}
    )
    assert "Vazas" in coach.reason_text("king", "choose_contract", {"contract": "vazas"})
    i18n.set_lang("bg")
    assert coach.reason_text("358", "best_trump_suit", {"contract": "trump H"}).startswith(
        "Коз купа"
    )
    assert coach.reason_text("358", "forced", {"contract": "notrump"}).startswith("Без коз")
    # a code the tables do not know yet falls back to the engine's own words
    assert coach.reason_text("king", "brand_new_code", {}) == "brand_new_code"


def test_judge_keeps_clear_losses_only():
    view = {"phase": "play", "history": {"tricks": [1, 2, 3]}}
    entries = [entry("play 7C", -10.0), entry("play QH", -28.0), entry("play 8C", -15.0)]
    item = coach.judge("king", view, "play QH", entries)
    assert item["better"] == "play 7C" and item["loss"] == 18.0 and item["trick"] == 4
    assert coach.judge("king", view, "play 8C", entries) is None  # 5 points: not clear
    assert coach.judge("king", view, "play 7C", entries) is None
    assert coach.review_line("king", item, plain_label) == (
        "Trick 4: you played Q♥; 7♣ was about 18 points better "
        "(it keeps you from winning the trick)."
    )
    tricks = [entry("play KD", 1.0, "win_trick", card="KD"), entry("play 2D", 0.4)]
    assert coach.judge("358", view, "play 2D", tricks)["loss"] == pytest.approx(0.6)
    assert coach.judge("358", view, "play 2D", [tricks[0], entry("play 2D", 0.7)]) is None


def finished_hand(kind, seed):
    game = engine.new_game(kind, seed=seed)
    rnd = random.Random(seed)
    while not game.score_sheet():
        game.apply(rnd.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("kind", ["king", "358"])
def test_review_of_a_random_hand(kind):
    game = finished_hand(kind, 4)
    hand = game.score_sheet()[0]["hand_number"]
    items, decisions = drain(coach.review_steps(game.rewound(0), list(game.log), hand))
    assert decisions > 0 and len(items) <= coach.REVIEW_MAX
    losses = [it["loss"] for it in items]
    assert losses == sorted(losses, reverse=True)
    assert all(loss >= games.get(kind).threshold for loss in losses)
    # random play makes clear mistakes; each one is a decision of seat 0 in that hand
    assert items
    for it in items:
        replay = engine.new_game(kind, seed=game.seed, options=game.options.changed())
        for action in game.log[: it["index"]]:
            replay.apply(action)
        assert replay.to_move == 0 and game.log[it["index"]] == it["action"]
        assert it["better"] in replay.legal_actions()
    for line in (coach.review_line(kind, it, plain_label) for it in items):
        assert re.match(r"(Trick \d+|[A-Z][a-z]+): you (played|chose) ", line), line


def test_a_hint_from_the_strongest_bot():
    assert coach.strongest() == engine.bots.LEVELS[-1]
    game = engine.new_game("king", seed=9)
    rnd = random.Random(1)
    while game.to_move != 0 or len(game.legal_actions()) < 2:
        game.apply(rnd.choice(game.legal_actions()))
    view = game.view(0)
    entries = drain(coach.review_bot(3).analyse_steps(view))
    text = coach.hint_sentence("king", entries, plain_label, view)
    assert text.startswith("Best: ") and entries[0]["action"] in view["legal"]


def _run(coroutine):
    """asyncio.run in a thread of its own: the browser tests' Playwright may hold this thread's
    event loop when the whole suite runs in one process."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_thinking_runs_in_slices_that_give_the_browser_turns_and_stops_when_the_position_goes():
    import time

    from ui.core import slices

    def think(steps):
        for _ in range(steps):
            time.sleep(slices.SLICE / 4)
            yield
        return "play 7C"

    async def turns_while(run):
        task = asyncio.ensure_future(run)
        turns = 0
        while not task.done():
            turns += 1
            await asyncio.sleep(0)
        return task.result(), turns

    driver = slices.Driver()
    result, turns = _run(turns_while(driver.run(think(40), lambda: True)))
    assert result == "play 7C" and turns >= 40 // 4 - 1  # a browser turn every few steps
    assert driver.longest >= slices.SLICE / 4  # the longest single step, for the page
    closed = []

    def watched():
        try:
            yield from think(1000)
        finally:
            closed.append(True)

    alive = iter([True, True, False])
    assert _run(driver.run(watched(), lambda: next(alive))) is None
    assert closed == [True]
