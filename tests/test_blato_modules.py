"""A 3-5-8 game and its bots load exactly these engine modules: nothing of King (issue #13)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAY = """
import sys, engine, engine.bots
game = engine.new_game("358", seed=3)
players = [engine.bots.make(level, seed=1, **({"iterations": 2} if level == "hard" else {}))
           for level in engine.bots.LEVELS]
while not game.is_over and game.hand_number < 3:
    view = game.view(game.to_move)
    game.apply(players[len(game.log) % len(players)].choose(view))
    players[0].analyse(view)
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine"))))
"""
SHARED = {"engine", "engine.bots", "engine.bots.base", "engine.bots.random_bot",
          "engine.bots.search", "engine.cards", "engine.errors", "engine.game", "engine.games",
          "engine.notation", "engine.options", "engine.tricks"}
OWN = {"engine.blato", *(f"engine.blato.{m}" for m in (
    "bot", "draw", "fast", "game", "legality", "policy", "rules", "sample", "search", "view"))}


def test_a_358_game_and_its_bots_load_only_the_shared_engine_and_engine_blato():
    result = subprocess.run([sys.executable, "-c", PLAY], cwd=ROOT, capture_output=True,
                            text=True, check=True)
    assert set(result.stdout.split()) == SHARED | OWN
