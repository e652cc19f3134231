"""3-5-8 in the browser (tracker issue 6): a whole 15-deal game through the page with a score
pad that matches the engine, the announcement (pass and redeal, contracts already used greyed
out with the reason), card drawing both ways, the talon exchange, resume after a reload during
the drawing and during the talon, and the phone screen at the 20-card talon step.

Positions are found by driving the engine in CPython and put in localStorage, so each test
starts exactly where it needs to be; the page then plays the bots (level random, instant).
"""

from __future__ import annotations

import json
import random

import engine
from tests.conftest import CLICK_TO_END

SAVE = "cardgames.game.358"
TO_MOVE_OR_OVER = (
    "document.documentElement.dataset.toMove === '0'"
    " || document.documentElement.dataset.phase === 'over'"
)
QUERY = "?lang=en&level=random&speed=instant"

# --- positions, found with the engine in CPython ---------------------------------------------


def drive(seed: int, until, rng_seed: int = 0, game=None):
    """Random legal play from a new game (or ``game``) until ``until(game)``; None if never."""
    game = game or engine.new_game("358", seed=seed)
    rng = random.Random(rng_seed)
    while not game.is_over:
        if until(game):
            return game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return None


def owed_to_me(game) -> int:
    return sum(
        e["count"] - e["done"]
        for e in game.view(0)["draw_plan"]
        if e["drawer"] == 0 and not e["lapsed"]
    )


def you_draw(game) -> bool:
    """The human draws now, with at least three draws owed (so a reload finds him drawing)."""
    return game.phase == "draw" and game.to_move == 0 and owed_to_me(game) >= 3


def bot_draws_from_you(game) -> bool:
    plan = game.view(0)["draw_plan"]
    return (
        game.phase == "draw"
        and game.to_move != 0
        and any(
            e["drawer"] == game.to_move and e["giver"] == 0 and e["done"] < e["count"] for e in plan
        )
    )


def eight_seed() -> int:
    """A seed whose first deal has the human (seat 0) as the 8-player."""
    return next(
        s for s in range(1, 100) if engine.new_game("358", seed=s).view(0)["roles"]["eight"] == 0
    )


# --- page helpers ---------------------------------------------------------------------------


def saved_game(page):
    text = page.evaluate(f"localStorage.getItem('{SAVE}')")
    assert text, "the game must be saved in localStorage"
    return engine.load_game(text)


def wait_turn(page):
    page.wait_for_function(TO_MOVE_OR_OVER, timeout=60_000)


def store(game, lang="en") -> dict:
    return {
        SAVE: game.to_json(),
        "cardgames.current": "358",
        "cardgames.meta.358": json.dumps({"level": "random", "lang": lang, "speed": "instant"}),
    }


def seed_save(page, game, lang="en"):
    """Put ``game`` in localStorage before the page's scripts run (once per tab)."""
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" const d = {json.dumps(store(game, lang))};"
        " for (const k in d) localStorage.setItem(k, d[k]); }"
    )


def load_position(page, game, lang="en"):
    """Replace the saved game in this tab and reload: the page resumes ``game``."""
    page.evaluate("(d) => { for (const k in d) localStorage.setItem(k, d[k]); }", store(game, lang))
    page.goto_app(QUERY.replace("lang=en", f"lang={lang}"))
    wait_turn(page)


def hand(page) -> list:
    return page.locator(".hand .card").evaluate_all("els => els.map(e => e.dataset.card)")


def card_text(card: str) -> str:
    return card[0].replace("T", "10") + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[card[1]]


def text_of(page, selector: str) -> str:
    return page.locator(selector).inner_text()


# --- the tests ------------------------------------------------------------------------------


def test_a_whole_game_of_15_deals_with_the_engines_score_pad(page):
    page.goto_app("?game=358&level=random&speed=instant&seed=3&lang=bg")
    html = page.locator("html")
    assert html.get_attribute("lang") == "bg"
    assert "Раздаване 1 от 15" in text_of(page, ".topbar")
    # the second time the human announces, what he used before is greyed out, with the deal
    moves = page.evaluate(CLICK_TO_END, [3, "[data-why]:not([data-used='pass'])"])
    game = saved_game(page)
    assert game.phase == "announce" and game.to_move == 0 and game.hand_number > 3
    first = next(e for e in game.score_sheet() if e["eight"] == 0)
    used = page.locator(f"[data-why][data-used='{first['contract']}']")
    assert used.count() == 1 and used.get_attribute("data-action") is None
    assert f"в раздаване {first['hand_number']}" in used.get_attribute("data-why")
    assert page.locator(f"[data-action='{first['contract']}']").count() == 0
    used.click(force=True)
    assert "обявихте" in text_of(page, "[data-role='message']")
    moves += page.evaluate(CLICK_TO_END, [3, None])
    assert moves > 150
    assert html.get_attribute("data-phase") == "over"
    sheet = page.locator("table[data-role='scoresheet']")
    assert sheet.count() == 1
    assert sheet.locator("thead").count() == 1 and sheet.locator("tfoot").count() == 1
    assert sheet.locator("tbody tr").count() == 15
    assert "15 раздавания" in sheet.locator("caption").inner_text()
    game = saved_game(page)  # the same actions replayed by the engine in CPython
    assert game.is_over and len(game.score_sheet()) == 15
    totals = [
        int(sheet.locator(f"tfoot td.total[data-seat='{s}']").get_attribute("data-total"))
        for s in range(3)
    ]
    assert totals == game.scores
    rows = sheet.locator("tbody tr").evaluate_all("""rows => rows.map(r => ({
        deltas: [0, 1, 2].map(s => r.querySelector(`td[data-seat='${s}']`).textContent),
        tricks: [...r.querySelectorAll('td.tricks')].map(td => td.textContent),
        runs: [...r.querySelectorAll('td.run')].map(td => td.textContent)}))""")
    for row, entry in zip(rows, game.score_sheet(), strict=True):
        assert [int(x.replace("−", "-")) for x in row["deltas"]] == entry["scores"]
        assert row["tricks"] == [
            f"{k}/{n}" for k, n in zip(entry["tricks"], entry["targets"], strict=True)
        ]
        assert [int(x.replace("−", "-")) for x in row["runs"]] == entry["totals"]
    # each player announced each of the five contracts once (the no-repeat rule)
    eights = {}
    for entry in game.score_sheet():
        eights.setdefault(entry["eight"], []).append(entry["contract"])
    assert all(
        sorted(c) == sorted(["trump C", "trump D", "trump H", "trump S", "notrump"])
        for c in eights.values()
    )
    best = max(game.scores)
    winners = [s for s, v in enumerate(game.scores) if v == best]
    result = text_of(page, "[data-role='result']")
    assert str(best) in result
    assert ("Вие печелите" in result) == (winners == [0])
    assert "Играта свърши" in text_of(page, "[data-role='narrator']")


def test_announce_pass_redeal_talon_phone_and_resume(page):
    seed = eight_seed()
    page.goto_app(f"?game=358&level=random&speed=instant&seed={seed}&lang=en")
    wait_turn(page)
    html = page.locator("html")
    assert html.get_attribute("data-phase") == "announce"
    for action in ("trump C", "trump D", "trump H", "trump S", "notrump", "pass"):
        assert page.locator(f"[data-action='{action}']").count() == 1
    assert "No drawing in the first deal" in text_of(page, "[data-role='draw-plan']")
    seats = page.locator(".seat").evaluate_all("els => els.map(e => [e.dataset.seat, e.className])")
    where = {s: cls for s, cls in seats}
    assert "pos-bottom" in where["0"] and "pos-right" in where["1"] and "pos-left" in where["2"]
    assert "0/8" in text_of(page, ".seat[data-seat='0']")

    # pass: the same dealer deals again, still deal 1, and pass is now used up
    before = hand(page)
    page.locator("[data-action='pass']").click()
    wait_turn(page)
    assert "the same dealer deals again" in text_of(page, "[data-role='narrator']")
    assert html.get_attribute("data-phase") == "announce"
    assert "Deal 1 of 15" in text_of(page, ".topbar")
    assert hand(page) != before
    assert page.locator("[data-action='pass']").count() == 0
    used = page.locator("[data-why]")
    assert used.count() == 1 and "you passed in deal 1" in used.get_attribute("data-why")
    used.click(force=True)
    assert "you passed in deal 1" in text_of(page, "[data-role='message']")

    # the talon: the four cards join the hand, marked; the hand cards become discards
    page.locator("[data-action='trump S']").click()
    wait_turn(page)
    assert html.get_attribute("data-phase") == "discard"
    game = saved_game(page)
    talon = game.view(0)["known"]["talon"]
    cards = page.locator(".hand .card")
    assert cards.count() == 20
    marked = page.locator(".hand .card.from-talon").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert sorted(marked) == sorted(talon)
    actions = cards.evaluate_all("els => els.map(e => e.dataset.action)")
    assert sorted(actions) == sorted(game.legal_actions())

    # the phone: all 20 cards on the screen, no sideways scrolling, each one tappable
    page.set_viewport_size({"width": 375, "height": 667})
    page.wait_for_timeout(100)
    page.screenshot(path="/tmp/358-phone-talon.png")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    spots = cards.evaluate_all("""els => els.map(e => { const r = e.getBoundingClientRect();
        const x = Math.min(r.left + 6, r.right - 1), y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        return [r.left, r.right, r.top, r.bottom, !!hit && hit.closest('.card') === e]; })""")
    for left, right, top, bottom, hit in spots:
        assert left >= 0 and right <= 375 and top >= 0 and bottom <= 667
        assert hit, "every legal card must be tappable"
    page.set_viewport_size({"width": 1280, "height": 800})

    # lay away two, then reload: the talon step resumes with 18 cards and two laid away
    for card in talon[:2]:
        page.locator(f"[data-action='discard {card}']").click()
        wait_turn(page)
    assert "You lay away" in text_of(page, "[data-role='narrator']")
    log = saved_game(page).log
    page.goto_app(QUERY)
    wait_turn(page)
    assert saved_game(page).log == log
    assert html.get_attribute("data-phase") == "discard"
    assert page.locator(".hand .card[data-action^='discard ']").count() == 18
    laid = page.locator("[data-role='discards'] .card[data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert laid == talon[:2]
    for card in hand(page)[:2]:
        page.locator(f"[data-action='discard {card}']").click()
        wait_turn(page)
    game = saved_game(page)
    assert game.phase == "play" and len(game.view(0)["known"]["discards"]) == 4
    for other in (1, 2):  # the 8-player's discards stay hidden from the others
        assert "discards" not in game.view(other)["known"]
        assert "talon" not in game.view(other)["known"]


def test_drawing_both_ways_undo_keyboard_and_resume(page):
    start = drive(2, you_draw)
    assert start is not None
    seed_save(page, start)
    page.goto_app(QUERY)
    wait_turn(page)
    html = page.locator("html")
    assert html.get_attribute("data-phase") == "draw"
    plan = text_of(page, "[data-role='draw-plan']")
    for e in start.view(0)["draw_plan"]:
        giver = ["You", "Ana", "Bruno"][e["giver"]]
        assert f"You draw {e['count']} from {giver}" in plan
    buttons = page.locator("[data-action^='draw ']").evaluate_all(
        "els => els.map(e => e.dataset.action)"
    )
    assert sorted(buttons) == sorted(start.legal_actions())

    # keyboard: Tab reaches a draw, Enter takes it; the panel shows the card given and got
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.dataset.action"):
            break
    action = page.evaluate("document.activeElement.dataset.action")
    assert action and action.startswith("draw ")
    page.keyboard.press("Enter")
    wait_turn(page)
    game = saved_game(page)
    assert game.log[len(start.log)] == action
    mine = game.view(0)["known"]["draws"][-1]
    row = page.locator("[data-role='draws'] .draw-row").last
    assert row.get_attribute("data-given") == mine["given"]
    assert row.get_attribute("data-returned") == mine["returned"]
    assert "You gave" in row.inner_text()

    # undo goes back before the draw
    page.locator("[data-cmd='undo']").click()
    wait_turn(page)
    assert len(saved_game(page).log) == len(start.log)
    assert page.locator("[data-role='draws']").count() == 0

    # draw twice, reload in the middle of the drawing: it resumes there
    for _ in range(2):
        page.locator("[data-action^='draw ']").first.click()
        wait_turn(page)
    game = saved_game(page)
    assert game.phase == "draw" and game.to_move == 0
    page.goto_app(QUERY)
    wait_turn(page)
    assert saved_game(page).log == game.log
    assert html.get_attribute("data-phase") == "draw"
    assert page.locator("[data-role='draws'] .draw-row").count() == 2

    # a computer player draws from you: what left and what arrived
    other = drive(1, bot_draws_from_you)
    assert other is not None
    load_position(page, other)
    game = saved_game(page)
    theirs = [d for d in game.view(0)["known"]["draws"] if d["giver"] == 0]
    assert theirs
    if html.get_attribute("data-phase") in ("discard", "play"):
        shown = " ".join(
            page.locator("[data-role='draw-log']").evaluate_all(
                "els => els.map(e => e.title + ' ' + e.textContent)"
            )
        )
    else:
        shown = text_of(page, "[data-role='draws']")
    for d in theirs:
        left, came = card_text(d["returned"]), card_text(d["given"])
        if left == came:
            assert f"{came} came and went back" in shown
        else:
            assert f"{left} left, {came} arrived" in shown
        if "−" in shown:
            assert f"−{left} +{came}" in shown


def test_every_358_refusal_code_is_said_in_three_languages():
    """Every IllegalAction code of the 3-5-8 engine has its own sentence in pt-BR and bg."""
    from engine.blato.rules import CODES
    from ui.words import i18n

    params = {
        "action": "play 7C",
        "verb": "play",
        "phase": "draw",
        "contract": "trump S",
        "contract_name": "spades",
        "deal": 4,
        "suit": "H",
        "suit_name": "hearts",
        "giver": 2,
        "card": "7C",
        "led": "S",
        "led_name": "spades",
    }
    try:
        for code in CODES:
            said = {}
            for lang in ("en", "pt-BR", "bg"):
                i18n.set_lang(lang)
                assert i18n.has("xb_" + code), (lang, code)
                said[lang] = i18n.reason(code, params, CODES)
                assert "{" not in said[lang] and said[lang].strip(), (lang, code)
            assert said["pt-BR"] != said["en"] and said["bg"] != said["en"], code
    finally:
        i18n.set_lang("en")
