"""Links that start or show a game (issue 26): a ``?game=`` link asks before it replaces a match
in progress and leaves the address so that a reload resumes what is being played; a
demonstration touches neither the saved games nor the statistics; a position the engine refuses
leaves every saved game as it was; every number of a link (``hand=``, ``seed=``) and the menu's
deal number is read strictly, and a bad one (or an unknown ``preset=``) is told and ignored,
never a Python traceback on the loading screen."""

from __future__ import annotations

import json

import engine
from tests.conftest import BOOT_TIMEOUT_MS

P = "cardgames."
TURN = (
    "() => document.documentElement.dataset.toMove === '0'"
    " || document.documentElement.dataset.phase === 'over'"
)
# A 3-5-8 position whose summary asks for tens of thousands of dealings: the link that
# froze the page and then became the saved game (the engine refuses it).
HEAVY_POSITION = "B1.81.7.0auKN55"
SAVED = ("game.", "meta.", "current", "stats")  # what a link must leave alone


def store(page) -> dict:
    """The page's own entries in localStorage."""
    return page.evaluate(
        "() => Object.fromEntries(Object.entries(localStorage)"
        f".filter(([k]) => k.startsWith('{P}')))"
    )


def players_games(page) -> dict:
    """The saved games, which one is current, the statistics."""
    return {k: v for k, v in store(page).items() if k[len(P) :].startswith(SAVED)}


def enabled(page) -> list[str]:
    return sorted(
        page.eval_on_selector_all(
            "[data-action]:not([disabled])", "els => els.map(e => e.dataset.action)"
        )
    )


def wait_turn(page) -> None:
    page.wait_for_function(TURN, timeout=BOOT_TIMEOUT_MS)


def alerts(page) -> str:
    return page.locator("[role=alert]").inner_text()


def king_in_progress(page, seed: int = 5) -> None:
    """A fresh page on ``?game=king&seed=N``: played at once, one move of the player's."""
    page.goto_app(f"?game=king&seed={seed}&speed=instant&lang=en")
    wait_turn(page)
    assert page.locator("[role=alertdialog]").count() == 0  # nothing to ask on a fresh page
    page.click("[data-action]:not([disabled])")
    wait_turn(page)


def saved_log(page, kind: str = "king") -> list:
    return engine.load_game(store(page)[P + "game." + kind]).log


def test_a_game_link_is_forgotten_once_started_and_asks_before_replacing_a_match(page):
    king_in_progress(page)
    assert "game=" not in page.url and "seed=" not in page.url  # a reload resumes it
    # its level and pace too (the game's wrapper keeps them; left there they would override
    # the player's own choice at every reload); the language stays
    assert "speed=" not in page.url and "lang=en" in page.url
    mine, acts = store(page)[P + "game.king"], enabled(page)
    assert len(engine.load_game(mine).log) > 2
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    wait_turn(page)
    assert store(page)[P + "game.king"] == mine and enabled(page) == acts  # not started anew

    # with the match in progress, the same kind of link asks first; Escape keeps it exactly,
    # at its own level too (not the link's)
    level = json.loads(store(page)[P + "meta.king"])["level"]
    assert level != "random"
    page.goto_app("?game=king&seed=9&speed=instant&lang=en&level=random")
    dialog = page.locator("[role=alertdialog]")
    dialog.wait_for()
    assert "Start the game of this link?" in dialog.inner_text()
    assert "hand 1 of 10" in dialog.inner_text()
    assert store(page)[P + "game.king"] == mine  # nothing replaced while asking
    page.keyboard.press("Escape")
    wait_turn(page)
    assert store(page)[P + "game.king"] == mine and enabled(page) == acts
    assert "seed=9" not in page.url  # declined: a reload resumes the match, without asking
    assert "level=random" not in page.url
    page.click("[data-action]:not([disabled])")
    wait_turn(page)
    assert json.loads(store(page)[P + "meta.king"])["level"] == level

    # asked again, the player says yes: the link's deal, and a reload goes on with it
    page.goto_app("?game=king&seed=9&speed=instant&lang=en&level=random")
    dialog.wait_for()
    page.click("[data-dialog=ok]")
    page.wait_for_function(
        "() => document.querySelector('[data-role=deal-code]')?.textContent === 'K-default-9'"
    )
    wait_turn(page)
    assert "seed=9" not in page.url and "game=" not in page.url and "level=" not in page.url
    page.click("[data-action]:not([disabled])")
    wait_turn(page)
    theirs = store(page)[P + "game.king"]
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    wait_turn(page)
    assert page.inner_text("[data-role=deal-code]") == "K-default-9"
    assert store(page)[P + "game.king"] == theirs
    assert json.loads(store(page)[P + "meta.king"])["level"] == "random"  # the link's match


def test_demos_embeds_and_refused_positions_leave_the_players_games_alone(page):
    king_in_progress(page, seed=6)
    before = players_games(page)
    assert before[P + "current"] == "king" and P + "game.king" in before

    # the computer's whole match: neither saved over the player's nor counted for them
    page.goto_app("?game=king&demo=1&hand=99&speed=instant&level=random&lang=en")
    page.wait_for_selector("html[data-phase='over']", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("[role=alertdialog]").count() == 0  # nothing of the player's is at stake
    assert players_games(page) == before
    assert "demo=1" in page.url and "game=king" in page.url  # a reload shows the demo again
    assert page.locator("[data-cmd=stats]").count() == 0  # the summary offers no statistics

    # an embedded table: at once, never saved, its link kept
    page.goto_app("?game=king&embed=1&seed=4&speed=instant&lang=en")
    wait_turn(page)
    assert page.locator("[role=alertdialog]").count() == 0
    page.click("[data-action]:not([disabled])")
    wait_turn(page)
    assert players_games(page) == before and "embed=1" in page.url

    # a position text the engine refuses: the usual notice, and nothing stored or replaced
    page.goto_app(f"?position={HEAVY_POSITION}&lang=en")
    assert "The position in this link cannot be read" in alerts(page)
    assert page.locator("[data-game]").count() >= 1  # the menu, with the match to resume
    assert players_games(page) == before and P + "game.358" not in store(page)
    page.goto_app("?lang=en&speed=instant")  # a plain visit resumes the match
    wait_turn(page)
    assert players_games(page)[P + "game.king"] == before[P + "game.king"]


def test_bad_numbers_and_presets_in_links_are_told_and_ignored(page):
    # a demonstration's hand: a superscript two (str.isdigit() says yes), then 5,000 nines
    page.goto_app("?game=king&demo=1&hand=²&speed=instant&level=random&lang=en")
    assert "The hand number “²” in this link was ignored" in alerts(page)
    assert "demo" in page.get_attribute("html", "class")
    page.goto_app("?game=358&demo=1&embed=1&hand=" + "9" * 5000 + "&speed=instant&lang=en")
    text = alerts(page)
    assert "The hand number “" + "9" * 40 + "…” in this link was ignored" in text
    assert "from 1 to 999" in text

    # a replay's hand
    game = engine.new_game("king", seed=3)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    page.goto_app(f"?record={game.record()}&hand=²&lang=en")
    page.wait_for_selector("[data-role=replay]")
    assert "The hand number “²”" in alerts(page) and "went wrong" not in alerts(page)

    # a deal number of 5,000 digits and an unknown preset: the game starts, both are told
    page.goto_app("?game=king&seed=" + "9" * 5000 + "&preset=nope&speed=instant&lang=en")
    wait_turn(page)
    text = alerts(page)
    assert "The deal number “" + "9" * 40 + "…” in this link was ignored" in text
    assert "The rule preset “nope” in this link is unknown" in text and "portuguese" in text
    assert page.inner_text("[data-role=deal-code]").startswith("K-default-")

    # declined, a link's notice about its deal ("... a random deal") goes with it
    page.click("[data-action]:not([disabled])")  # the match is in progress: a link asks
    wait_turn(page)
    page.goto_app("?game=king&seed=" + "9" * 300 + "&speed=instant&lang=en")
    page.locator("[role=alertdialog]").wait_for()
    assert "The deal number “" in alerts(page)
    page.keyboard.press("Escape")
    wait_turn(page)
    assert "The deal number “" not in alerts(page)

    # in the page's language
    page.goto_app("?game=358&seed=²&speed=instant&lang=bg")
    wait_turn(page)
    assert "Номерът на раздаването „²“ в тази връзка е пренебрегнат" in alerts(page)


def test_the_menus_deal_number_is_checked_and_a_bad_stored_one_dropped(page):
    page.goto_app("?lang=en&speed=instant")
    # settings an earlier version stored: a deal number int() cannot read
    # (and values of other shapes, which any page of the origin may write: each broke the
    # menu or every table at every visit)
    page.evaluate(
        "localStorage.setItem('cardgames.settings', JSON.stringify({seed: '²', lang: 'en',"
        " speed: [], options: {king: 'x', '358': {bogus: 1, targets: [8]}}}))"
    )
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    field = page.locator("[data-setting=seed]")
    assert field.input_value() == ""  # dropped on load

    for typed, quoted in (("²", "²"), ("9" * 5000, "9" * 40 + "…"), ("1 2", "1 2")):
        field.fill(typed)
        field.dispatch_event("change")  # as when the field loses the focus: told at once
        assert f"“{quoted}” is not a deal number" in alerts(page)
        assert field.get_attribute("aria-invalid") == "true"
        # said beside the field too (a phone's notices are far above it), and read with it
        assert f"“{quoted}” is not a deal number" in page.inner_text("#seed-error")
        assert field.get_attribute("aria-describedby") == "seed-error"
        assert json.loads(store(page)[P + "settings"])["seed"] == ""  # never remembered
        page.click("[data-game=king]")  # Play waits, says why again, and goes to the field
        assert page.evaluate("document.activeElement.dataset.setting") == "seed"
        assert f"“{quoted}” is not a deal number" in alerts(page)
        assert page.get_attribute("html", "data-phase") is None  # still the menu

    field.fill("7 7")  # typing another bad one: the words beside the field follow it
    assert "“7 7” is not a deal number" in page.inner_text("#seed-error")
    field.fill("42")  # a good one: they go as it is typed, before the change
    assert not page.is_visible("#seed-error")
    field.dispatch_event("change")
    assert field.get_attribute("aria-invalid") is None
    assert not page.is_visible("#seed-error")
    page.click("[data-game=king]")
    wait_turn(page)
    assert page.inner_text("[data-role=deal-code]") == "K-default-42"
    assert json.loads(store(page)[P + "settings"])["seed"] == "42"
