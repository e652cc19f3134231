"""A position from a link (``?position=TEXT``, ui/screens/position_link.py): the reader plays the
seat to move there, and the page's enabled actions are exactly that position's legal actions, in the
position's own seat numbers (3-5-8's ``draw G S``) even though the page's human is seat 0."""

from __future__ import annotations

import engine
from tests.conftest import BOOT_TIMEOUT_MS

ENABLED = "els => els.map(e => e.dataset.action)"


def play_until(kind: str, seed: int, stop, level: str = "medium"):
    """A game of ``kind`` played by bots of ``level`` until ``stop(game)``."""
    game = engine.new_game(kind, seed=seed)
    bots = [engine.bots.make(level, seed=s) for s in range(4)]
    while not stop(game):
        assert not game.is_over, "the game ended before the moment wanted"
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    return game


def king_mid_trick(seed: int = 7, seat: int = 2, hand: int = 1):
    """A King position in hand ``hand``, two cards on the table, ``seat`` to move with a
    choice of cards."""

    def stop(g) -> bool:
        v = g.view(0)
        return (
            len(g.score_sheet()) >= hand - 1
            and v["phase"] == "play"
            and len(v["trick"]) == 2
            and g.to_move == seat
            and len(g.legal_actions()) >= 3
        )

    return play_until("king", seed, stop)


def blato_drawing(seed: int = 4):
    """A 3-5-8 position in the draw phase where a seat other than 0 draws and draws again
    after its first draw."""

    def stop(g) -> bool:
        if g.view(0)["phase"] != "draw" or g.to_move in (None, 0):
            return False
        after = g.copy()
        after.apply(g.legal_actions()[0])
        return after.to_move == g.to_move

    return play_until("358", seed, stop)


def enabled(page) -> list[str]:
    return sorted(page.eval_on_selector_all("[data-action]:not([disabled])", ENABLED))


def hand_cards(page) -> list[str]:
    return sorted(
        page.eval_on_selector_all(
            "[data-role=hand] [data-card]", "els => els.map(e => e.dataset.card)"
        )
    )


def test_a_king_position_mid_trick_offers_exactly_its_legal_actions(page):
    game = king_mid_trick()
    text = game.position()
    page.goto_app(f"?game=king&position={text}&embed=1&speed=instant")
    assert enabled(page) == sorted(engine.from_position(text).legal_actions())
    assert page.get_attribute("html", "data-phase") == "play"
    assert hand_cards(page) == sorted(game.view(2)["hand"])
    # the two cards on the table are the ones played before the reader's turn
    on_table = page.eval_on_selector_all(
        "[data-role=trick] [data-card]", ENABLED.replace("action", "card")
    )
    assert sorted(on_table) == sorted(c for _, c in game.view(2)["trick"])
    keys = page.evaluate("Object.keys(localStorage)")
    assert not [k for k in keys if k.startswith("cardgames.game.")], "an embed saved a game"


def test_a_358_draw_is_written_and_taken_in_the_positions_seat_numbers(page):
    game = blato_drawing()
    seat = game.to_move
    text = game.position()
    page.goto_app(f"?game=358&position={text}&embed=1&speed=instant")
    legal = engine.from_position(text).legal_actions()
    assert enabled(page) == sorted(legal)
    assert page.get_attribute("html", "data-phase") == "draw"
    action = next(a for a in legal if a.startswith("draw "))
    expected = engine.from_position(text)
    expected.apply(action)
    page.click(f"[data-action='{action}']")
    want = sorted(expected.view(seat)["hand"])
    page.wait_for_function(
        "want => JSON.stringify([...document.querySelectorAll('[data-role=hand] [data-card]')]"
        ".map(e => e.dataset.card).sort()) === JSON.stringify(want)",
        arg=want,
        timeout=BOOT_TIMEOUT_MS,
    )
    assert enabled(page) == sorted(expected.legal_actions())


def test_a_position_that_cannot_be_read_is_told_over_the_menu(page):
    page.goto_app("?game=king&position=K2.garbage")
    alert = page.locator("[role=alert]")
    assert "cannot be read" in alert.inner_text()
    assert page.locator("[data-game]").count() >= 1  # the menu
    # a 3-5-8 position under game=king is another game: the same notice
    text = blato_drawing().position()
    page.goto_app(f"?game=king&position={text}")
    assert "cannot be read" in page.locator("[role=alert]").inner_text()


def test_a_shared_position_on_a_full_page_asks_before_replacing_a_game_in_progress(page):
    text = king_mid_trick(seed=11).position()
    legal = sorted(engine.from_position(text).legal_actions())
    page.goto_app("?game=king&seed=3&speed=instant")
    page.click("[data-action]:not([disabled])")  # a move: the saved game is in progress
    page.wait_for_function("document.documentElement.dataset.toMove === '0'")
    mine = enabled(page)
    page.goto_app(f"?game=king&position={text}")
    dialog = page.locator("[role=alertdialog]")
    dialog.wait_for()
    page.keyboard.press("Escape")  # keep playing: the saved game comes back
    page.wait_for_selector("[data-action]:not([disabled])")
    assert enabled(page) == mine
    assert "position=" not in page.url  # a reload resumes it, without asking again
    page.goto_app(f"?game=king&position={text}")
    dialog.wait_for()
    page.click("[data-dialog=ok]")
    page.wait_for_selector("[data-action]:not([disabled])")
    assert enabled(page) == legal
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("[data-action]:not([disabled])")
    assert enabled(page) == legal  # saved like any other game
