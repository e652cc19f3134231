"""The lessons of "Learn to play": each one a fixed deal of a game and the hand it teaches.

``LESSONS`` names them (ui/screens/learn.py opens one, ui/words/lesson.py says the coach's words);
``lesson_game(name)`` is the game at the start of the lesson's hand, under the default rules,
the hands before it played quickly by bots. The deals were chosen for what they teach, so that
the strongest bot's suggestions agree with the rules of thumb the coach says.
"""

from __future__ import annotations

from typing import NamedTuple

import engine

BOT_LEVEL = "medium"  # the other players of a lesson, and the quick play before its hand


class Lesson(NamedTuple):
    kind: str  # the game
    seed: int  # its deal
    hand: int  # the hand the lesson plays (the ones before it are played quickly by bots)
    title: str  # the text key of its heading
    next: str | None = None  # the lesson offered at its end


LESSONS = {
    # Vazas, the first hand of every match: you deal and lead, follow, throw away high cards.
    "king": Lesson("king", 21, 1, "g_lesson_king", "king-auction"),
    # The first positive hand: you offer for the right to name trump, buy it, name diamonds.
    "king-auction": Lesson("king", 26, 7, "g_lesson_king_auction"),
    # Deal 1 with you as the 8-player: a long club suit, the talon empties diamonds.
    "358": Lesson("358", 5, 1, "g_lesson_358"),
}


def lesson_game(name: str):
    """The game of lesson ``name`` at the start of its hand."""
    spec = LESSONS[name]
    game = engine.new_game(spec.kind, seed=spec.seed)
    players = game.view(0)["players"]
    bots = [engine.bots.make(BOT_LEVEL, seed=spec.seed * 7 + s) for s in range(players)]
    while not game.is_over and len(game.score_sheet()) < spec.hand - 1:
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    return game
