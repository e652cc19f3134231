"""A puzzle (``?position=TEXT&puzzle=1``): "your move" at a position, the answer judged and
explained.

The position is shown turned so that the reader, the seat to move, is seat 0
(ui/table/turned.py). The judge (engine/bots/judge.py: the strongest bot's analysis with a
fixed number of worlds and a fixed seed, so the same answer is judged the same everywhere) starts
thinking in slices (ui/core/slices.py) as soon as the table is shown, so the page stays responsive
and an answer is usually judged at once. The answer is not played: the table stays at the position,
the verdict is one sentence with the points at stake, and the page posts ``{"source": "king358",
"type": "puzzle-answer", "correct", "action", "best", "points", "best_points", "loss", "margin",
"game", "text"}`` to the parent (actions in the position's own seat numbering). Then "try again"
(``data-cmd="retry"``) asks anew and "show the best move" (``data-cmd="best"``) marks the best
action and says why. No bot plays, nothing is saved, and there is no hint, undo or review.

The puzzle's state lives in the controller's ``meta`` (the analysis, the answer, its verdict),
so a redraw in another language keeps it.
"""

from __future__ import annotations

import asyncio
import time
import traceback

import js
from pyscript import document

from engine.bots import judge
from ui import embed, games
from ui.core.dom import h, q
from ui.core.notices import notice
from ui.table import turned
from ui.table.controller import Controller
from ui.words import coach
from ui.words.i18n import t


def sentence(kind: str, verdict: dict, label) -> str:
    """The verdict in one sentence, with the points at stake; ``label(action)`` names an action
    as the table shows it."""
    why = coach.reason_text(kind, verdict.get("reason"), verdict.get("params"))
    chosen, best = label(verdict["action"]), label(verdict["best"])
    if not verdict["scored"]:
        key = "z_right_unscored" if verdict["correct"] else "z_wrong_unscored"
        return t(key, chosen=chosen, best=best, why=why)
    loss = verdict["loss"] or 0.0
    shown = coach.number(loss, games.get(kind).decimals)
    if not verdict["correct"]:
        return t("z_wrong", chosen=chosen, best=best, amount=coach.amount(loss, kind), why=why)
    if loss > 0 and shown != "0":
        return t(
            "z_right_close", chosen=chosen, best=best, amount=coach.amount(loss, kind), why=why
        )
    if verdict.get("tie"):  # as good as the move a wrong answer is told is the best
        return t("z_right_tie", chosen=chosen, best=best, why=why)
    if verdict.get("runner_up") is None:
        return t("z_right_all", chosen=chosen, why=why)
    other = label(verdict["runner_up"])
    amount = coach.amount(verdict["stake"], kind)
    return t("z_right_best", chosen=chosen, other=other, amount=amount, why=why)


def one_best(verdict: dict, entries: list) -> dict:
    """The verdict naming the same best move, with the same explanation, whatever the answer:
    the judge calls an answer as good as the best "the best" itself, so among equal answers
    a wrong one would be told "the best is 6♦" and 7♦ "7♦ is the best move". The best is the
    first of the highest estimates (the judge's order); another right answer is a ``tie``."""
    scored = [e for e in entries if e.get("points") is not None]
    if not verdict.get("scored") or not scored:
        return verdict
    top = max(scored, key=lambda e: e["points"])  # the first of equals, as judge.verdict
    out = dict(verdict, tie=bool(verdict.get("correct")) and verdict["action"] != top["action"])
    out.update(best=top["action"], reason=top.get("reason"), params=dict(top.get("params") or {}))
    return out


def best_sentence(kind: str, verdict: dict, label) -> str:
    why = coach.reason_text(kind, verdict.get("reason"), verdict.get("params"))
    return t("z_best", best=label(verdict["best"]), why=why)


class PuzzleController(Controller):
    """The table of a puzzle: the reader answers, the judge judges; nothing is played."""

    role = "puzzle"

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.persist = False  # a puzzle never touches the saved games
        self.bots = {}
        self.advisor.can_hint = lambda: False  # type: ignore[method-assign]  # the reader answers
        for key in ("entries", "answer", "verdict", "best"):
            self.meta.setdefault(key, None)

    # --- the judge -----------------------------------------------------------------------

    def mount(self, container, save: bool = True) -> None:
        container.appendChild(self.table.root)
        self.render()
        self.page.ready()
        if self.meta["entries"] is None:
            asyncio.ensure_future(self._analyse())

    async def _analyse(self) -> None:
        try:
            view = self.game.view(0)
            began = time.perf_counter()
            entries = await self.driver.run(judge.analyse_steps(view), lambda: not self.stopped)
            # how long the judge thought, and its longest step (what the page froze for)
            root = document.documentElement
            root.setAttribute("data-judge-ms", str(round((time.perf_counter() - began) * 1000)))
            root.setAttribute("data-judge-step-ms", str(round(self.driver.longest * 1000)))
        except Exception as err:  # noqa: BLE001 - keep the page alive, tell the player
            js.console.warn(traceback.format_exc())
            notice(t("error", why=str(err)))
            return
        if entries is None or self.stopped:
            return
        self.meta["entries"] = entries
        if self.meta["answer"] is not None and self.meta["verdict"] is None:
            self._judge()

    def _judge(self) -> None:
        view = self.game.view(0)
        entries = self.meta["entries"]
        v = one_best(judge.verdict(view, entries, self.meta["answer"]), entries)
        self.meta["verdict"] = v
        text = sentence(self.kind, v, self._label)
        turn, n = self.mode.turn, self.players
        embed.post_to_parent(
            {
                "source": embed.SOURCE,
                "type": "puzzle-answer",
                "game": self.kind,
                "correct": bool(v["correct"]),
                "action": turned.outward(v["action"], turn, n),
                "best": turned.outward(v["best"], turn, n),
                "points": v["points"],
                "best_points": v["best_points"],
                "loss": v["loss"],
                "margin": v["margin"],
                "text": text,
            }
        )
        self.pending.append(text)
        self.render()
        self._focus('[data-cmd="retry"]')

    def _label(self, action: str) -> str:
        return self.table.hint_label(action, self.game.view(0))

    def _focus(self, selector: str) -> None:
        el = q(self.table.root, selector)
        if el is not None:
            el.focus()

    # --- the controller's surface --------------------------------------------------------

    def run(self) -> None:
        """Nobody plays in a puzzle."""

    def save(self) -> None:
        """A puzzle is never saved."""

    def view(self) -> dict:
        view = super().view()
        if self.meta["answer"] is not None:  # answered: "try again" opens the actions again
            view["legal"] = []
        return view

    def can_undo(self) -> bool:
        return False

    def act(self, action: str) -> None:
        if self.meta["answer"] is not None or self.readonly:
            return
        if action not in self.game.legal_actions():
            self.explain(action)
            return
        self.meta.update(answer=action, verdict=None, best=None)
        self.advisor.forget_hint()
        if self.meta["entries"] is None:
            self.pending.append(t("z_judging"))
            self.render()
            return
        self._judge()

    def command(self, cmd: str) -> None:
        if cmd == "retry":
            self.meta.update(answer=None, verdict=None, best=None)
            self.advisor.forget_hint()
            self.table.refocus = True
            self.render()
        elif cmd == "best":
            v = self.meta["verdict"]
            if v is None:
                return
            text = best_sentence(self.kind, v, self._label)
            self.meta.update(answer=None, verdict=None, best=text)
            self.advisor.hint = {"key": self.advisor.position(), "action": v["best"], "text": text}
            self.pending.append(text)
            self.render()
            self._focus(".hint")
        elif cmd == "new":  # a saved game in progress is replaced only on a yes
            from ui.core import dialog

            dialog.leave_saved(self.kind, lambda: self.page.new_game(self.kind))
        elif cmd in ("menu", "stats"):
            super().command(cmd)

    # --- what the table shows above the actions ------------------------------------------

    def panel(self, view: dict):
        m = self.meta
        if m["answer"] is not None and m["verdict"] is None:
            body = [
                h(
                    "p",
                    {"cls": "puzzle-text", "data_role": "puzzle-judging", "text": t("z_judging")},
                )
            ]
        elif m["verdict"] is not None:
            v = m["verdict"]
            body = [
                h(
                    "p",
                    {
                        "cls": "puzzle-text verdict " + ("right" if v["correct"] else "wrong"),
                        "data_role": "puzzle-verdict",
                        "data_correct": "true" if v["correct"] else "false",
                        "text": sentence(self.kind, v, self._label),
                    },
                ),
                h(
                    "div",
                    {"cls": "puzzle-buttons"},
                    h(
                        "button",
                        {
                            "type": "button",
                            "cls": "cmd big",
                            "data_cmd": "retry",
                            "text": t("z_retry"),
                        },
                    ),
                    h(
                        "button",
                        {
                            "type": "button",
                            "cls": "cmd",
                            "data_cmd": "best",
                            "text": t("z_show_best"),
                        },
                    ),
                ),
            ]
        elif m["best"]:
            body = [h("p", {"cls": "puzzle-text", "data_role": "puzzle-best", "text": m["best"]})]
        else:
            body = [
                h(
                    "p",
                    {"cls": "puzzle-text", "data_role": "puzzle-question", "text": t("z_question")},
                )
            ]
        return h(
            "section",
            {"cls": "puzzle", "data_role": "puzzle", "aria_label": t("z_puzzle")},
            h("p", {"cls": "kicker", "text": t("z_puzzle")}),
            body,
        )
