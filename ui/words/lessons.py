"""The lessons of "Learn to play": each one a fixed deal of a game and the hand it teaches.

``LESSONS`` names them (ui/screens/learn.py opens one, ui/words/lesson.py says the coach's words);
``lesson_game(name)`` is the game at the start of the lesson's hand, under the default rules,
the hands before it played quickly by bots. The deals were chosen for what they teach, so that
the strongest bot's suggestions agree with the rules of thumb the coach says.
"""

from __future__ import annotations

from importlib import import_module
from typing import NamedTuple

import engine
from ui import games

BOT_LEVEL = "medium"  # the other players of a lesson, and the quick play before its hand


class Lesson(NamedTuple):
    kind: str  # the game
    seed: int  # its deal
    hand: int  # the hand the lesson plays (the ones before it are played quickly by bots)
    title: str  # the text key of its heading
    next: str | None = None  # the lesson offered at its end


# Each game's lessons (``LESSONS`` in its package under ui/games/): name -> (seed, hand, title,
# next), in the order the menu offers them.
LESSONS = {
    name: Lesson(kind, *row)
    for kind, game in games.REGISTRY.items()
    for name, row in import_module(f"ui.games.{game.package}.lessons").LESSONS.items()
}


def lesson_game(name: str):
    """The game of lesson ``name`` at the start of its hand."""
    spec = LESSONS[name]
    game = engine.new_game(spec.kind, seed=spec.seed)
    players = game.view(0)["players"]
    bots = [engine.bots.make(BOT_LEVEL, seed=spec.seed * 7 + s) for s in range(players)]
    while not game.is_over and len(game.score_sheet()) < spec.hand - 1:
        seat = game.to_move
        assert seat is not None  # a game not over has a seat to move
        game.apply(bots[seat].choose(game.view(seat)))
    return game
