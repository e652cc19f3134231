"""The judgement of one answer to a puzzle: is this action right at this position, and by how much.

A puzzle asks the player for the move at a position (``?position=...&puzzle=1``). The answer is
judged by the strongest bot's ``analyse`` with a FIXED number of sampled worlds (``ITERATIONS``)
and a fixed seed (``SEED``), never a time budget, so the same answer at the same position gets
the same judgement on every machine, in CPython and in Pyodide (the contract's "same view and
seed, fixed iterations: same action").

An answer is correct when it is the best action or within ``MARGIN`` of it, in the game's unit
(King: points of the hand; 3-5-8: tricks against the target). The margin is about the noise of
``ITERATIONS`` sampled worlds between two good cards: a quarter of a trick of Vazas in King, a
fifth of a trick in 3-5-8. Where the analysis gives no estimate (3-5-8's draws and talon
discards, King's choice of the first dealer), the answer is correct when it is the bot's choice;
for a talon discard any of the cards the bot would lay away is.

``analyse_steps(view)`` is a generator (it yields between short slices, like a bot's ``think``)
returning the analysis once per position; ``verdict(view, entries, action)`` judges any number
of answers against it; ``judge(view, action)`` does both at once.

A puzzle is judged on the reader's view with the seats turned so that the reader is seat 0, as
the page shows it (``reader(text)``): the bots' sampling and their ties follow seat numbers, so
one canonical numbering makes the judgement independent of which seat the reader holds in the
text. ``judge_position(text, action)`` is that judgement with actions in the text's own seat
numbers (``turn_action``).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..games import GAMES, BotLike, GameView, entry
from . import LEVELS, SEARCHING, make
from .base import Analysis
from .search import drain

# A judgement (``verdict``): the keys its docstring lists.
Verdict = dict[str, Any]

ITERATIONS = 80  # sampled worlds of the analysis: deterministic, a few seconds in a browser
SEED = 358  # the analysis' random generator: the same worlds everywhere
# "correct": at most this much worse than the best, in the game's unit (engine/games.py)
MARGIN = {kind: entry(kind).judge_margin for kind in GAMES}
SEAT_VERBS = ("draw", "dealer")  # actions whose first argument is a seat


def bot() -> BotLike:
    """The judge: the strongest level with a fixed number of worlds and a fixed seed."""
    level = LEVELS[-1]
    if level in SEARCHING:
        return make(level, seed=SEED, iterations=ITERATIONS)
    return make(level, seed=SEED)


def analyse_steps(view: GameView) -> Generator[None, None, list[Analysis]]:
    """Generator: the judge's analysis of the position seen by ``view`` (its ``legal`` must be
    the actions to judge): ``[{"action", "points", "reason", "params"}]``, best first."""
    judge = bot()
    assert hasattr(judge, "analyse_steps")  # the strongest level is a Bot: it analyses in steps
    entries = yield from judge.analyse_steps(view)
    return list(entries or [])


def analyse(view: GameView) -> list[Analysis]:
    entries: list[Analysis] = drain(analyse_steps(view))
    return entries


def _best_set(view: GameView, entries: list[Analysis]) -> list[str]:
    """The actions the bot would take when the analysis has no estimate."""
    if view.get("phase") == "discard":  # several cards laid away: the best as many as that
        k = max(1, len(view.get("hand") or []) - entry(str(view.get("game"))).kept)
        return [e["action"] for e in entries[:k]]
    return [entries[0]["action"]] if entries else []


def verdict(view: GameView, entries: list[Analysis], action: str) -> Verdict:
    """The judgement of ``action`` against the analysis ``entries`` of ``view``'s position.

    Returns ``{"action", "correct", "best", "points", "best_points", "loss", "margin",
    "scored", "runner_up", "stake", "reason", "params"}``: ``best`` the best action (the
    highest estimate; with none, the bot's choice), ``points``/``best_points`` their
    estimates, ``loss`` how much worse the answer is than the best (0 for the best);
    ``runner_up`` the best of the actions that would be wrong and ``stake`` how much better the
    answer is than it (None when every action is right); ``reason``/``params`` why the best is
    best (a bot reason code). Without estimates ``scored`` is False and the points are None.
    Raises ValueError for an action that is not one of the analysed (legal) actions."""
    kind = view.get("game")
    margin = MARGIN.get(kind or "", 0.0)
    chosen = next((e for e in entries if e["action"] == action), None)
    if chosen is None:
        raise ValueError(f"{action!r} is not a legal action at this position")
    scored = [e for e in entries if e.get("points") is not None]
    out: Verdict = {
        "action": action,
        "margin": margin,
        "runner_up": None,
        "stake": None,
    }
    if chosen.get("points") is not None and scored:
        top = max(scored, key=lambda e: e["points"])  # the first of equals: the bot's order
        loss = round(top["points"] - chosen["points"], 2)
        wrong = [e for e in scored if top["points"] - e["points"] > margin]
        correct = loss <= margin
        ref = chosen if loss <= 0 else top  # an answer as good as the best is the best
        out.update(
            correct=correct,
            best=ref["action"],
            points=chosen["points"],
            best_points=top["points"],
            loss=max(loss, 0.0),
            scored=True,
            reason=ref.get("reason"),
            params=dict(ref.get("params") or {}),
        )
        if correct and wrong:
            runner = wrong[0]  # entries with estimates are best first: the best wrong one
            out["runner_up"] = runner["action"]
            out["stake"] = round(chosen["points"] - runner["points"], 2)
        return out
    best = _best_set(view, entries)
    first = next(e for e in entries if e["action"] == best[0]) if best else chosen
    out.update(
        correct=action in best,
        best=action if action in best else first["action"],
        points=None,
        best_points=None,
        loss=None,
        scored=False,
        reason=first.get("reason"),
        params=dict(first.get("params") or {}),
    )
    return out


def judge(view: GameView, action: str) -> Verdict:
    """``verdict`` of ``action`` at ``view``'s position, analysed now."""
    return verdict(view, analyse(view), action)


def turn_action(action: str, by: int, players: int) -> str:
    """``action`` with its seat argument (3-5-8's ``draw G S``, King's ``dealer N``) moved by
    ``by`` seats: from a turned game's numbering to the text's with ``by`` = the reader's
    seat, back with ``-by``."""
    parts = action.split(" ")
    if by and len(parts) >= 2 and parts[0] in SEAT_VERBS and parts[1].isdigit():
        parts[1] = str((int(parts[1]) + by) % players)
        return " ".join(parts)
    return action


def reader(text: str) -> tuple[GameView, int]:
    """(the view of the seat to move at the position ``text``, turned so that this seat is
    seat 0; that seat's number in the text). Bad text raises ``engine.SaveError``."""
    from .. import codec, from_position

    game = from_position(text)
    seat = game.to_move or 0
    if seat:
        game = from_position(codec.turned(text, seat))
    return game.view(0), seat


def judge_position(text: str, action: str) -> Verdict:
    """``judge`` of ``action`` (in the text's seat numbers) at the position ``text``, as a
    puzzle page judges it; the verdict's actions in the text's seat numbers."""
    view, seat = reader(text)
    players = view["players"]
    out = judge(view, turn_action(action, -seat, players))
    for key in ("action", "best", "runner_up"):
        if out[key] is not None:
            out[key] = turn_action(out[key], seat, players)
    return out
