"""Saves in the browser (tracker issue 9): bad saves set aside with a notice in the player's
language and nothing else touched; storage full or unavailable; two tabs on one game; the
saved-games list, export/import and deal codes; statistics recorded once; player names shown
only as text; the Content-Security-Policy never violated."""

from __future__ import annotations

import json
import random

import engine
from engine.game import MAX_SAVE_BYTES
from ui.data import records

P = "cardgames."
TO_MOVE_OR_OVER = (
    "document.documentElement.dataset.toMove === '0'"
    " || document.documentElement.dataset.phase === 'over'"
)
CSP_WATCH = (
    "window.__csp = []; document.addEventListener('securitypolicyviolation',"
    " (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));"
)
CLICK_TO_END = """async () => {
  const root = document.documentElement;
  const turn = () => new Promise((ok) => {
    const check = () => (root.dataset.toMove === '0' || root.dataset.phase === 'over')
      ? ok() : setTimeout(check, 2);
    check();
  });
  for (;;) {
    await turn();
    if (root.dataset.phase === 'over') return;
    document.querySelector('#app [data-action]:not([disabled])').click();
  }
}"""


def played(kind, seed, steps):
    game = engine.new_game(kind, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return game


def seed_once(page, data: dict, extra_js: str = ""):
    """Put ``data`` in localStorage before the page's scripts run (first load of the tab)."""
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" const d = {json.dumps(data)};"
        " for (const k in d) localStorage.setItem(k, d[k]); }" + extra_js
    )


def store(page) -> dict:
    return page.evaluate(
        "() => { const o = {}; for (let i = 0; i < localStorage.length; i++)"
        " { const k = localStorage.key(i); o[k] = localStorage.getItem(k); }"
        " return o; }"
    )


def reseed(page, data: dict):
    page.evaluate(
        "(d) => { localStorage.clear(); for (const k in d) localStorage.setItem(k, d[k]); }", data
    )


def alert_text(page) -> str:
    return page.locator("[role='alert']").inner_text()


def wait_turn(page):
    page.wait_for_function(TO_MOVE_OR_OVER, timeout=60_000)


def quarantined(page) -> list:
    return json.loads(store(page).get(P + "quarantine") or "[]")


def test_bad_saves_are_set_aside_and_nothing_else_is_touched(page):
    good358 = played("358", 2, 25).to_json()
    king = played("king", 3, 30)
    corrupt = '{"format": 1, "actions": ['
    seed_once(page, {P + "game.king": corrupt, P + "game.358": good358, P + "current": "358"})
    page.goto_app("?lang=pt-BR&level=random&speed=instant")
    # 1. corrupt JSON: said in Portuguese, set aside, the 3-5-8 game resumed untouched
    text = alert_text(page)
    assert "Não foi possível ler a partida salva de King" in text and "JSON" in text
    assert page.locator("html").get_attribute("data-phase")  # the 3-5-8 table is up
    st = store(page)
    assert P + "game.king" not in st
    assert st[P + "game.358"] == good358
    q = quarantined(page)
    assert [(e["key"], e["why"], e["value"]) for e in q] == [(P + "game.king", "not_json", corrupt)]

    # 2. a future format and a foreign game, in Bulgarian; the statistics are left alone
    future = json.dumps(dict(json.loads(king.to_json()), format=99))
    stats = json.dumps(
        {
            "v": 1,
            "matches": [
                {"id": "m1", "kind": "king", "level": "easy", "score": 120, "won": True, "when": 1}
            ],
        }
    )
    reseed(
        page,
        {
            P + "game.king": future,
            P + "game.358": king.to_json(),
            P + "stats": stats,
            P + "quarantine": json.dumps(q),
        },
    )
    page.goto_app("?lang=bg")
    text = alert_text(page)
    assert "по-нова версия" in text and "99" in text
    assert "друга игра" in text
    st = store(page)
    assert st[P + "stats"] == stats
    assert P + "game.king" not in st and P + "game.358" not in st
    q = quarantined(page)
    assert [e["why"] for e in q] == ["not_json", "format", "game"]
    assert q[1]["value"] == future
    assert page.locator("[data-game='king']").is_visible()  # the menu

    # 3. a log that replays into an illegal move, and an oversized entry, in English
    bad_log = json.loads(king.to_json())
    bad_log["actions"][5] = "play 2X"
    huge = king.to_json() + " " * (MAX_SAVE_BYTES + 1)
    settings = json.dumps({"level": "easy", "names": ["Zoe", "", "", ""]})
    reseed(
        page,
        {
            P + "game.king": json.dumps(bad_log),
            P + "game.358": huge,
            P + "settings": settings,
            P + "stats": stats,
            P + "current": "king",
        },
    )
    page.goto_app("?lang=en")
    text = alert_text(page)
    assert "could not be read" in text
    assert "move 6 in it is not a legal move" in text and "far too large" in text
    st = store(page)
    assert st[P + "settings"] == settings and st[P + "stats"] == stats
    q = quarantined(page)
    assert [e["why"] for e in q] == ["replay", "too_large"]
    assert q[1]["length"] == len(huge) and q[1]["value"] == huge
    # the quarantine is offered in the export
    with page.expect_download() as dl:
        page.locator("[data-menu='export']").click()
    doc = json.loads(open(dl.value.path(), encoding="utf-8").read())
    assert [e["why"] for e in doc["quarantine"]] == ["replay", "too_large"]
    assert doc["stats"] == json.loads(stats)


def test_storage_full_and_storage_unavailable(context, page, guard, server):
    good358 = played("358", 6, 20).to_json()
    seed_once(
        page,
        {P + "game.358": good358},
        "Storage.prototype.setItem = function () {"
        " throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };",
    )
    page.goto_app("?game=king&seed=8&level=random&speed=instant&lang=en")
    assert "storage is full" in alert_text(page)
    hand = page.locator(".hand .card").count()
    for _ in range(3):  # play goes on, in memory
        wait_turn(page)
        page.locator(".hand [data-action]").first.click()
    wait_turn(page)
    assert page.locator(".hand .card").count() < hand
    assert store(page) == {P + "game.358": good358}  # nothing else lost
    # the menu still knows the game in memory, next to the stored one
    page.locator("[data-cmd='menu']").click()
    rows = page.locator("[data-role='saved-games'] tbody tr")
    assert rows.count() == 2
    page.locator("[data-resume='king']").first.click()
    wait_turn(page)
    assert page.locator(".hand .card").count() < hand

    # private mode: localStorage itself throws SecurityError
    other = context.new_page()
    guard.watch(other)
    other.add_init_script(
        "Object.defineProperty(window, 'localStorage', { get() {"
        " throw new DOMException('The operation is insecure.', 'SecurityError'); } });"
    )
    other.goto(f"{server}/index.html?game=358&seed=4&level=random&speed=instant&lang=bg")
    other.wait_for_selector("html[data-ready='1']", timeout=60_000)
    assert "не позволява запис" in alert_text(other)
    wait_turn(other)
    before = other.evaluate("document.querySelectorAll('#app [data-action]').length")
    assert before
    other.locator("#app [data-action]").first.click()
    wait_turn(other)
    other.locator("[data-cmd='menu']").click()
    assert other.locator("[data-resume='358']").count() >= 1
    other.close()


def test_two_tabs_never_overwrite_each_other(context, page, guard, server):
    a = page
    a.goto_app("?game=king&seed=21&level=random&speed=instant&lang=en")
    wait_turn(a)
    b = context.new_page()
    guard.watch(b)
    b.goto(f"{server}/index.html?level=random&speed=instant&lang=en")
    b.wait_for_selector("html[data-ready='1']", timeout=60_000)
    wait_turn(b)
    assert b.locator("[data-role='deal-code']").inner_text() == "K-default-21"

    # (each tab reads its own view of localStorage: the writer's is never behind)
    def rev(pg=a):
        return json.loads(store(pg)[P + "meta.king"])["rev"]

    def log(pg=a):
        return engine.load_game(store(pg)[P + "game.king"]).log

    r0, n0 = rev(), len(log())
    # tab A moves: tab B shows the new state, read-only, and says so
    a.locator(".hand [data-action]").first.click()
    wait_turn(a)
    b.wait_for_selector("[data-notice='other-tab']", timeout=20_000)
    assert "Another tab moved this game on" in alert_text(b)
    assert b.locator("#app [data-action]").count() == 0
    assert rev() > r0 and len(log()) > n0
    b.wait_for_function(
        "n => document.querySelectorAll('.hand .card').length === n",
        arg=a.locator(".hand .card").count(),
    )
    hand_a = a.locator(".hand .card").evaluate_all("els => els.map(e => e.dataset.card)")
    hand_b = b.locator(".hand .card").evaluate_all("els => els.map(e => e.dataset.card)")
    assert hand_a == hand_b
    b.locator(".hand .card").first.click(force=True)
    assert "read-only" in b.locator("[data-role='message']").inner_text()
    # B takes over: A turns read-only; B plays on; A never writes again
    r1, n1 = rev(b), len(log(b))
    b.locator("[data-notice-cmd='takeover']").click()
    a.wait_for_selector("[data-notice='other-tab']", timeout=20_000)
    assert a.locator("#app [data-action]").count() == 0
    wait_turn(b)
    b.locator(".hand [data-action]").first.click()
    wait_turn(b)
    r2, n2 = rev(b), len(log(b))
    assert r2 > r1 and n2 > n1
    a.wait_for_function(
        f"document.querySelectorAll('.hand .card').length === {b.locator('.hand .card').count()}"
    )
    a.wait_for_timeout(500)
    assert rev(b) == r2 and len(log(b)) == n2 and rev(a) == r2
    b.close()


def test_saved_games_list_export_import_and_deal_codes(page, tmp_path):
    page.add_init_script(CSP_WATCH)
    natives = []  # the browser's own dialogs (window.confirm...): there must be none
    page.on("dialog", lambda d: (natives.append(d.message), d.dismiss()))
    page.goto_app("?game=king&seed=31&level=random&speed=instant&lang=en")
    assert page.locator("[data-role='deal-code']").inner_text() == "K-default-31"
    wait_turn(page)
    page.locator(".hand [data-action]").first.click()
    wait_turn(page)
    page.locator("[data-cmd='menu']").click()
    page.locator("[data-game='358']").click()
    wait_turn(page)
    code358 = page.locator("[data-role='deal-code']").inner_text()
    assert code358.startswith("B-default-")
    page.locator("[data-cmd='menu']").click()
    rows = page.locator("[data-role='saved-games'] tbody tr")
    assert rows.count() == 2  # both kinds in progress at once
    assert "King" in rows.nth(0).inner_text() and "3-5-8" in rows.nth(1).inner_text()
    king_text = store(page)[P + "game.king"]
    # export, delete, import: the King game comes back as it was
    with page.expect_download() as dl:
        page.locator("[data-menu='export']").click()
    path = dl.value.path()
    doc = json.loads(open(path, encoding="utf-8").read())
    assert set(doc["saves"]) == {"king", "358"} and doc["saves"]["king"]["save"] == king_text
    # Delete asks first, in the page's own dialog: Escape, then its first button, keep it
    page.locator("[data-delete='king']").click()
    dlg = page.locator("[role='alertdialog']")
    assert "Delete the saved King game?" in dlg.inner_text()
    assert "hand 1 of 10" in dlg.inner_text()
    page.keyboard.press("Escape")
    assert page.locator("[role='alertdialog']").count() == 0
    assert store(page)[P + "game.king"] == king_text
    page.locator("[data-delete='king']").click()
    assert page.evaluate("document.activeElement.textContent") == "Keep it"
    page.locator("[role='alertdialog'] [data-dialog='cancel']").click()
    assert page.locator("[data-role='saved-games'] tbody tr").count() == 2
    assert store(page)[P + "game.king"] == king_text
    page.locator("[data-delete='king']").click()
    page.locator("[role='alertdialog'] [data-dialog='ok']").click()
    assert page.locator("[data-role='saved-games'] tbody tr").count() == 1
    assert page.evaluate("document.activeElement.dataset.game") == "king"
    assert natives == []
    assert P + "game.king" not in store(page)
    page.set_input_files("input[data-role='import-file']", path)
    page.wait_for_selector("[data-notice='import']")
    assert "Imported: 1 saved game" in alert_text(page)
    assert page.locator("[data-role='saved-games'] tbody tr").count() == 2
    assert store(page)[P + "game.king"] == king_text
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    page.set_input_files("input[data-role='import-file']", str(bad))
    page.wait_for_function(
        "document.querySelector('[data-notice=import]')"
        " && document.querySelector('[data-notice=import]')"
        ".textContent.includes('could not be imported')"
    )
    # a deal code that is not one, then a real one
    page.fill("[data-role='deal-code-input']", "zzz-1")
    page.locator("[data-menu='deal']").click()
    assert "is not a deal code" in alert_text(page)
    page.fill("[data-role='deal-code-input']", " k-PORTUGUESE-77 ")
    page.press("[data-role='deal-code-input']", "Enter")
    # (it replaces the King game in progress: asked first)
    page.locator("[role='alertdialog'] [data-dialog='ok']").click()
    wait_turn(page)
    assert page.locator("[data-role='deal-code']").inner_text() == "K-portuguese-77"
    game = engine.load_game(store(page)[P + "game.king"])
    assert game.seed == 77 and game.options.changed() == engine.presets("king")["portuguese"]
    assert (
        game.view(0)["hand"]
        == engine.new_game("king", seed=77, options=engine.presets("king")["portuguese"]).view(0)[
            "hand"
        ]
    )
    assert page.evaluate("window.__csp") == []


def near_the_end():
    """A King match whose last hand is under way (the human to move)."""
    game = engine.new_game("king", seed=12)
    rng = random.Random(12)
    while not (
        game.view(0)["hand_number"] == 10 and game.to_move == 0 and game.view(0)["phase"] == "play"
    ):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_statistics_once_with_charts_and_names_only_as_text(page):
    evil = '<img src=x onerror="window.__pwned=1">'
    game = near_the_end()
    settings = {"level": "random", "names": [evil, "Zé <b>bold</b>", "", ""]}
    seed_once(
        page,
        {
            P + "game.king": game.to_json(),
            P + "current": "king",
            P + "settings": json.dumps(settings),
            P + "meta.king": json.dumps({"level": "random", "speed": "instant"}),
        },
        CSP_WATCH,
    )
    page.goto_app("?lang=en&speed=instant")
    me = page.locator(".seat[data-seat='0'] .name")
    assert me.inner_text() == evil
    assert page.locator(".seat[data-seat='1'] .name").inner_text() == "Zé <b>bold</b>"
    page.evaluate(CLICK_TO_END)
    assert page.locator("html").get_attribute("data-phase") == "over"
    assert evil in page.locator("table[data-role='scoresheet'] thead").inner_text()
    assert page.evaluate("document.querySelectorAll('#app img, #app .name *').length") == 0
    assert page.evaluate("window.__pwned") is None
    final = engine.load_game(store(page)[P + "game.king"])
    stats = json.loads(store(page)[P + "stats"])
    assert len(stats["matches"]) == 1 and stats["matches"][0]["score"] == final.scores[0]
    # a reload does not count it again; the statistics page shows it with two charts
    page.goto_app("?lang=en")
    assert len(json.loads(store(page)[P + "stats"])["matches"]) == 1
    assert page.locator("input[data-name='0']").input_value() == evil
    page.locator("[data-menu='stats']").click()
    block = page.locator(".stats-block[data-kind='king'][data-level='random']")
    assert block.locator("[data-stat='played'] td").inner_text() == "1"
    # written as the page writes numbers: one minus sign, U+2212 (ui/words/i18n.py number)
    best = str(final.scores[0]).replace("-", "\u2212")
    assert block.locator("[data-stat='best'] td").inner_text() == best
    assert block.locator("svg[data-chart='contracts'] rect").count() == len(
        {e["contract"] for e in final.score_sheet()}
    )
    assert block.locator("svg[data-chart='recent'] polyline").count() == 1
    page.screenshot(path="/tmp/stats-page.png")
    assert page.evaluate("window.__csp") == []
    agg = records.aggregate(records.check_stats(stats))[("king", "random")]
    average = f"{agg['average']:g}".replace("-", "\u2212")
    assert block.locator("[data-stat='average'] td").inner_text() == average
