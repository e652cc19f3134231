"""Learn to play (ui/screens/learn.py, ui/words/lesson.py): a guided hand of each game from the
menu's button, a coach that says what is going on and why a click is refused, a suggested card the
player may follow or not, start again and skip at any point, an end that says what happened; nothing
of a lesson is saved."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import engine
from engine.bots.search import drain
from tests.conftest import BOOT_TIMEOUT_MS, guarded_page
from tests.test_coach import plain_label
from tests.test_ui_a11y import axe_check
from ui.words import coach, i18n, lessons
from ui.words import lesson as words

LESSON_MS = 400_000  # a whole lesson at the calm pace, on a busy two-core machine

# Clicks the coach's suggestion at each of the player's turns until the lesson's end (or the
# selector ``stop`` shows at the player's turn); returns the number of clicks.
FOLLOW = """async ([stop, ms]) => {
  const root = document.documentElement;
  const end = Date.now() + ms;
  let clicks = 0;
  while (Date.now() < end) {
    await new Promise((ok) => setTimeout(ok, 25));
    if (document.querySelector('[data-step="end"]')) return clicks;
    if (root.dataset.toMove !== '0') continue;
    if (stop && document.querySelector(stop)) return clicks;
    const mark = document.querySelector('.guide-mark[data-action]');
    if (mark) { mark.click(); clicks += 1; }
  }
  return -1;
}"""


def game_keys(page) -> list:
    """The stored keys that hold a game or statistics."""
    keys = page.evaluate("Object.keys(localStorage)")
    return [k for k in keys if re.match(r"cardgames\.(game|meta|stats)", k)]


def open_lesson(page, kind: str) -> None:
    page.click(f'[data-menu-game="{kind}"] [data-cmd="learn"]')
    page.wait_for_selector('[data-role="guide"]', timeout=30_000)


def follow(page, stop: str | None = None) -> int:
    clicks = page.evaluate(FOLLOW, [stop, LESSON_MS])
    assert clicks >= 0, "the lesson did not end"
    return clicks


# --- the lessons and the coach's words, without a browser ------------------------------------


@pytest.fixture(autouse=True)
def english():
    i18n.set_lang("en")
    yield
    i18n.set_lang("en")


def test_each_lesson_starts_where_it_teaches():
    king = lessons.lesson_game("king").view(0)
    assert (king["hand_number"], king["contract"], king["dealer"]) == (1, "vazas", 0)
    assert king["to_move"] == 0  # you deal, so you lead
    auction = lessons.lesson_game("king-auction").view(0)
    assert (auction["hand_number"], auction["contract"], auction["phase"]) == (
        7,
        "positiva",
        "auction",
    )
    blato = lessons.lesson_game("358").view(0)
    assert blato["roles"]["eight"] == 0 and blato["phase"] == "announce" and blato["to_move"] == 0
    assert lessons.lesson_game("358").to_json() == lessons.lesson_game("358").to_json()  # fixed


def names(seat: int) -> str:
    return ["You", "Ana", "Bruno", "Carla"][seat]


def test_the_coach_says_what_is_legal_and_why_from_the_view():
    game = engine.new_game("king", seed=21)
    view = game.view(0)
    said = words.coach("king", view, names)
    assert said["step"] == "lead" and said["lines"][0] == "Your lead: any card is allowed."
    assert words.aim("king", view, names).startswith("Vazas: every trick you take costs 20")
    follow_view = dict(view, trick=[[3, "5H"]], legal=["play 2H", "play 7H"])
    said = words.coach("king", follow_view, names)
    assert said["step"] == "follow"
    must = "Carla led ♥ hearts: you hold ♥ hearts, so you must follow suit."
    assert said["lines"][0].startswith(must)
    assert said["lines"][1] == "5♥ (Carla) is winning the trick so far."
    assert said["lines"][2].startswith("Some of your cards stay under it")  # none marked yet
    said = words.coach("king", follow_view, names, marked="play 2H")
    assert said["lines"][2].startswith("2♥ stays under it, so you cannot win the trick")
    under = dict(follow_view, trick=[[3, "8H"]])
    assert "All your ♥ hearts are lower" in words.coach("king", under, names)["lines"][2]
    copas = dict(view, contract="copas")
    assert words.coach("king", copas, names)["lines"][0].startswith(
        "Your lead: any card but a heart"
    )
    # a suggestion that takes the trick on purpose says why
    entry = {"action": "play KH", "reason": "take_trick", "params": {}}
    on_purpose = dict(view, trick=[[3, "8H"]], legal=["play 6H", "play KH"])
    said = words.nudge_text("king", entry, "K♥", on_purpose)
    assert said.startswith("Suggested: K♥. It takes this trick, but a card this high")
    assert words.nudge_text("king", entry, "K♥") == "Suggested: K♥ — it wins the trick."
    duty = dict(
        view, contract="king", trick=[[3, "8S"]], hand=["KH", "2H", "3D"], legal=["play KH"]
    )
    assert words.coach("king", duty, names)["lines"][0].endswith("you must play it now.")


def hand_cards_named(text: str, hand: list) -> set:
    """The cards of ``hand`` a sentence names ("your 2♥", "Suggested: 4♦")."""
    return {c for c in hand if re.search(re.escape(i18n.card_text(c)) + r"(?![0-9])", text)}


@pytest.mark.parametrize("name", list(lessons.LESSONS))
def test_the_coach_names_only_the_card_it_marks_at_every_step_of_every_lesson(name):
    """Issue 27: the King lesson's coach spoke of "your 2♥" and marked 4♦. At every step of
    every lesson, with the player following the marks, the coach's words and its suggestion
    name no card of the player's hand but the marked one."""
    spec = lessons.LESSONS[name]
    game = lessons.lesson_game(name)
    bots = [engine.bots.make(lessons.BOT_LEVEL, seed=game.seed * 7 + s) for s in range(4)]
    steps = 0
    while len(game.score_sheet()) < spec.hand:
        view = game.view(0)
        if game.to_move != 0:
            game.apply(bots[game.to_move].choose(game.view(game.to_move)))
            continue
        before = words.coach(spec.kind, view, names)  # no mark yet: the analysis is running
        assert not hand_cards_named(" ".join(before["lines"]), view["hand"]), before
        bot = engine.bots.make(coach.strongest(), seed=game.seed + len(game.log), iterations=48)
        entries = drain(bot.analyse_steps(view))  # the hint's bot, repeatable: it buys trump
        best = entries[0]
        label = plain_label(best["action"])
        said = words.coach(spec.kind, view, names, marked=best["action"])
        text = " ".join([*said["lines"], words.nudge_text(spec.kind, best, label, view)])
        marked = best["action"].partition(" ")[2]
        assert hand_cards_named(text, view["hand"]) <= {marked}, (best["action"], text)
        steps += 1
        game.apply(best["action"])
    assert steps >= 5


def test_every_sentence_of_every_lesson_is_said_in_each_language():
    for lang in i18n.LANGS:
        i18n.set_lang(lang)
        for name, spec in lessons.LESSONS.items():
            game = lessons.lesson_game(name)
            bots = [engine.bots.make("medium", seed=s) for s in range(4)]
            said = []
            while len(game.score_sheet()) < spec.hand:
                view = game.view(0)
                step = words.coach(spec.kind, view, names)
                said += step["lines"] + [words.aim(spec.kind, view, names)]
                said.append(words.intro(spec.kind, view) or "")
                game.apply(bots[game.to_move].choose(game.view(game.to_move)))
            said += words.end_lines(spec.kind, game.score_sheet()[-1], 3, 4, names)
            for text in said:
                assert "g_" not in text and "{" not in text, (lang, name, text)


# --- the lessons in the page -----------------------------------------------------------------


def test_king_lesson_from_the_menu_to_its_end_then_the_auction(page):
    page.goto_app("?lang=en&speed=fast")
    open_lesson(page, "king")
    guide = page.locator('[data-role="guide"]')
    expect(page.locator('[data-role="guide-aim"]')).to_contain_text("Vazas")
    expect(guide).to_contain_text("A match of King has ten hands")
    page.wait_for_selector(".guide-mark[data-action]", timeout=60_000)
    assert page.get_attribute('[data-role="guide-step"]', "data-step") == "lead"
    # the suggested card is marked as a hint is, described by the coach's sentence
    mark = page.locator(".guide-mark")
    expect(mark).to_have_count(1)
    assert mark.get_attribute("aria-describedby") == "guide-nudge"
    expect(page.locator("#guide-nudge")).to_contain_text("Suggested:")
    # the player may play another card than the suggested one
    page.locator(".hand [data-action]:not(.guide-mark)").first.click()
    expect(page.locator('[data-role="guide-own"]')).to_contain_text("instead of")
    follow(page, stop='[data-step="follow"]')
    page.wait_for_selector(".guide-mark[data-action]", timeout=60_000)
    # a refused card is explained at the table and in the coach's panel
    page.locator(".hand .card.illegal").first.click(force=True)
    expect(page.locator('[data-role="guide-why"]')).to_contain_text("You must follow suit")
    expect(page.locator('[data-role="message"]')).to_contain_text("You must follow suit")
    follow(page)
    end = page.locator('[data-step="end"]')
    expect(end).to_contain_text("The hand is over: you took")
    expect(end).to_contain_text("You followed")
    expect(page.locator('[data-cmd="guide-real"]')).to_be_focused()
    expect(page.locator(".felt .summary")).to_be_visible()  # the table's summary of the hand
    expect(page.locator('[data-cmd="continue"]')).to_be_hidden()  # but no second hand
    assert game_keys(page) == []
    axe_check(page, "the end of a lesson")
    page.click('[data-cmd="guide-next"]')
    expect(page.locator(".guide-title")).to_contain_text("auction", timeout=30_000)
    page.wait_for_selector(".guide-mark[data-action]", timeout=60_000)
    assert page.get_attribute('[data-role="guide-step"]', "data-step") == "auction"
    expect(page.locator('[data-role="guide-aim"]')).to_contain_text("Positiva")
    follow(page)
    expect(end).to_contain_text("positive hands")
    assert game_keys(page) == []


def test_358_lesson_as_the_8_player_on_a_phone_in_portuguese(browser, server, guard):
    ctx, page = guarded_page(browser, guard, (375, 667), phone=True)
    try:
        page.goto(f"{server}/index.html?lang=pt-BR&speed=instant")
        page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
        open_lesson(page, "358")
        step = page.locator('[data-role="guide-step"]')
        expect(step).to_have_attribute("data-step", "announce")
        expect(step).to_contain_text("Você joga por 8")
        expect(step).to_contain_text("Não há puxada na primeira mão")
        page.wait_for_selector(".guide-mark[data-action]", timeout=60_000)
        assert page.get_attribute(".guide-mark", "data-action").startswith(("trump", "notrump"))
        page.click(".guide-mark")
        expect(step).to_have_attribute("data-step", "talon", timeout=30_000)
        expect(step).to_contain_text("Falta descartar 4 cartas")
        page.wait_for_selector(".guide-mark[data-action^='discard']", timeout=60_000)
        page.click(".guide-mark")
        expect(step).to_contain_text("Falta descartar 3 cartas")
        follow(page)
        expect(page.locator('[data-step="end"]')).to_contain_text("A mão terminou: você fez")
        assert game_keys(page) == []
        page.click('[data-cmd="guide-real"]')  # a real game with the same rules
        page.wait_for_selector(".kind-358 [data-role='hand'] .card", timeout=60_000)
        expect(page.locator('[data-role="guide"]')).to_have_count(0)
        expect(page.locator(".table-root")).not_to_have_class(re.compile("lesson"))
        assert "cardgames.game.358" in game_keys(page)
        guard.check()
    finally:
        ctx.close()


def test_start_again_the_menu_and_a_real_game_from_any_step(page):
    page.goto_app("?lang=bg&speed=instant")
    page.click('[data-menu-game="king"] [data-game="king"]')  # a real King game in progress
    page.wait_for_selector("html[data-to-move='0']", timeout=60_000)
    page.locator("[data-role='hand'] [data-action]").first.click()
    page.click('.toolbar [data-cmd="menu"], .more-list [data-cmd="menu"]')
    open_lesson(page, "king")
    page.wait_for_selector(".guide-mark[data-action]", timeout=60_000)
    page.click(".guide-mark")
    expect(page.locator("[data-role='hand'] .card")).to_have_count(12)
    page.click('[data-cmd="guide-again"]')  # the same deal from its start
    expect(page.locator("[data-role='hand'] .card")).to_have_count(13)
    expect(page.locator('[data-role="guide-step"]')).to_contain_text("Вие излизате")
    # a real game while a saved King game is in progress asks first; keeping it keeps the lesson
    page.click('[data-cmd="guide-real"]')
    page.click("[data-dialog='cancel']")
    expect(page.locator('[data-role="guide"]')).to_have_count(1)
    page.click('[data-cmd="guide-menu"]')
    page.wait_for_selector('[data-menu-game="king"]')
    assert page.locator("[data-resume='king']").count() >= 1  # the real game is still there
    open_lesson(page, "358")
    page.click('[data-cmd="guide-real"]')  # no 3-5-8 game saved: at once
    page.wait_for_selector(".kind-358", timeout=60_000)
    expect(page.locator('[data-role="guide"]')).to_have_count(0)


def test_a_lesson_is_never_the_current_game_and_its_coach_survives_a_new_language(page):
    page.goto_app("?lang=en")
    page.select_option(".menu-box select[data-setting='speed']", "fast")
    open_lesson(page, "king")
    expect(page.locator('[data-role="guide-aim"]')).to_contain_text("Vazas")
    # a reload must not resume a lesson's kind as if it were the game last played
    assert page.evaluate("localStorage.getItem('cardgames.current')") is None
    page.click('.toolbar [data-cmd="settings"], .more-list [data-cmd="settings"]')
    # the menu's fast pace is too quick for a lesson: it goes at the calm one (the URL's speed,
    # which the other tests give, would win)
    expect(page.locator("dialog select[data-setting='speed']")).to_have_value("normal")
    page.locator("dialog select[data-setting='lang']").select_option("pt-BR")
    page.keyboard.press("Escape")
    # the table is drawn again in Portuguese, and the coach goes along with it
    expect(page.locator('[data-role="guide"]')).to_have_count(1)
    expect(page.locator('[data-role="guide-aim"]')).to_contain_text("Vazas")
    expect(page.locator('[data-role="guide"]')).to_contain_text("Uma partida de King tem dez mãos")
    assert game_keys(page) == []
