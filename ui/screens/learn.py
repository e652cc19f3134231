"""Learn to play: a guided hand of each game on a fixed deal, with a coach beside the table.

``start(app, kind, lesson=None)`` opens the lesson (the menu's "Learn to play" button calls it):
the table of ``App.mount_lesson`` in guide mode (never saved, no statistics), bots of a sensible
level at a calm pace, and the coach's panel (``data-role="guide"``) in the table's grid. The
coach follows the game through the controller's watchers: after every drawn view it says what
is going on (ui/words/lesson.py), and at the player's turn it asks the strongest bot's analysis
(the hint's small time budget, in slices) and marks the suggested card or button (``.hint
.guide-mark``, described by the coach's sentence). Any legal card may be played; a refused
click is explained at the table as usual and in the panel too. Start again, a real game with
the same rules, the menu (``data-cmd="guide-again" | "guide-real" | "guide-menu"``) are there
at every step; at the end of the hand the coach says what happened and offers a real game,
the lesson again and, after King's first hand, the next lesson (``guide-next``).
"""

from __future__ import annotations

import asyncio
import traceback
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import to_js

import engine
from ui import embed
from ui.core import dialog
from ui.core.dom import closest_attr, element, h, listen, mount, q, val
from ui.core.slices import Driver
from ui.words import coach, i18n, lessons
from ui.words import lesson as words
from ui.words.i18n import t

if TYPE_CHECKING:
    from ui.core.dom import El

CALM = ("slow", "normal")  # a lesson goes no faster than "normal" (unless the URL says)


def start(app: Any, kind: str, lesson: str | None = None) -> Guide:
    """Open lesson ``lesson`` (default: the first one of ``kind``); its Guide."""
    name = lesson if lesson is not None and lesson in lessons.LESSONS else kind
    guide = Guide(app, name)
    guide.begin()
    return guide


class Guide:
    def __init__(self, app: Any, name: str) -> None:
        self.app = app
        self.name = name
        self.spec = lessons.LESSONS[name]
        self.kind = self.spec.kind
        # The lesson's Controller (ui/table/controller.py), mounted by begin() before the
        # Guide is used; None only until then.
        self.ctl: Any = None
        self.panel: Any = None  # the coach's <aside> (a JS element), from attach() on
        self.memo: dict = {}
        self.driver = Driver()
        # {"key", "action", "label", "text"} for the position ``key``
        self.nudge: dict | None = None
        self.busy: tuple | None = None  # the position being analysed
        # (key, text): why the last click at this position was refused
        self.why: tuple | None = None
        # (key, text): the player chose another card than the suggested one
        self.own: tuple | None = None
        self.asked = 0  # suggestions the player acted on, and how many he followed
        self.followed = 0
        self.ended = False

    # --- the lesson's table ---------------------------------------------------------------

    def begin(self) -> None:
        game = lessons.lesson_game(self.name)
        ctl = self.app.mount_lesson(self.kind, game, embed.Mode(guide=True))
        # Bots of a sensible level and a calm pace, whatever the menu says (the controller's
        # loop has not started yet: it runs at the next turn of the event loop).
        ctl.settings["level"] = lessons.BOT_LEVEL
        ctl.bots = {
            s: engine.bots.make(lessons.BOT_LEVEL, seed=game.seed * 7 + s)
            for s in range(1, ctl.players)
        }
        if ctl.speed not in CALM and ctl.speed != self.app.params.get("speed"):
            ctl.speed = "normal"  # the menu's fast pace is too quick to follow; a URL's speed wins
        self.ctl = ctl
        self.attach()
        self.follow(ctl.last_view or ctl.view())

    def attach(self) -> None:
        root = self.ctl.table.root
        root.classList.add("lesson")
        self.panel = element(
            "aside", {"cls": "guide", "data_role": "guide", "aria_labelledby": "guide-title"}
        )
        self.memo = {}
        root.appendChild(self.panel)
        listen(self.panel, "click", self._click)
        listen(root, "click", self._table_click)  # after the table's own handler
        if self.follow not in self.ctl.watchers:
            self.ctl.watchers.append(self.follow)

    def key(self) -> tuple:
        game = self.ctl.game
        return (id(game), len(game.log))

    def name_of(self, seat: int) -> str:
        return self.ctl.table.name(seat)

    # --- following the game ---------------------------------------------------------------

    def follow(self, view: dict) -> None:
        """A watcher: the table has just drawn ``view``."""
        ctl = self.app.ctl
        if ctl is not self.ctl and ctl is not None and self.follow in ctl.watchers:
            self.ctl = ctl  # the same lesson drawn again (a new language): the coach goes along
            self.attach()
        if self.app.ctl is not self.ctl or view is None:
            return  # another table is shown now
        try:
            self._follow(view)
        except Exception:  # noqa: BLE001 - the coach never stops the game
            js.console.warn(traceback.format_exc())

    def _follow(self, view: dict) -> None:
        ctl = self.ctl
        key = self.key()
        self._count(key)
        over = self.hand_over()
        # the table already shows the next hand's heading: the lesson's end hides it (guide.css)
        ctl.table.root.classList.toggle("lesson-over", over)
        if over:
            first = not self.ended
            self.ended = True
            self.paint(view)
            if first:
                self.focus_end()
            return
        self.ended = False
        if self.why and self.why[0] != key:
            self.why = None
        legal = view.get("legal") or []
        if view.get("to_move") == 0 and legal and not ctl.paused:
            self._ask(key, view)
        self.paint(view)

    def hand_over(self) -> bool:
        game = self.ctl.game
        return self.ctl.paused or game.is_over or len(game.score_sheet()) >= self.spec.hand

    def _count(self, key: tuple) -> None:
        """The player acted on the suggestion shown: count it, and note another choice."""
        nudge = self.nudge
        if nudge is None or nudge["key"] == key:
            return
        self.nudge = None
        game, at = self.ctl.game, nudge["key"][1]
        if nudge["key"][0] != id(game) or len(game.log) <= at or self.ctl.movers[at] != 0:
            return  # an undo, or the position went by without the player's decision
        if nudge.get("only"):
            return
        self.asked += 1
        if game.log[at] == nudge["action"]:
            self.followed += 1
            return
        chosen = self.ctl.table.hint_label(game.log[at], self.ctl.last_view)
        self.own = (at, t("g_own_choice", card=chosen, best=nudge["label"]))

    # --- the suggestion -------------------------------------------------------------------

    def _ask(self, key: tuple, view: dict) -> None:
        if self.busy == key or (self.nudge and self.nudge["key"] == key):
            return
        legal = view.get("legal") or []
        if len(legal) == 1:
            label = self.ctl.table.hint_label(legal[0], view)
            self.nudge = {
                "key": key,
                "action": legal[0],
                "label": label,
                "text": t("g_nudge_only", card=label),
                "only": True,  # no choice: not counted as a suggestion followed
            }
            return
        self.busy = key
        asyncio.ensure_future(self._think(key))

    async def _think(self, key: tuple) -> None:
        ctl = self.ctl
        game = ctl.game
        view = game.view(0)
        entries = None
        try:
            bot = coach.hint_bot(seed=game.seed * 17 + len(game.log))
            entries = await self.driver.run(
                bot.analyse_steps(view), lambda: not ctl.stopped and self.key() == key
            )
        except Exception:  # noqa: BLE001 - no suggestion, the lesson goes on
            js.console.warn(traceback.format_exc())
        finally:
            if self.busy == key:
                self.busy = None
        if not entries or self.key() != key or self.app.ctl is not ctl:
            return
        best = entries[0]
        label = ctl.table.hint_label(best["action"], view)
        self.nudge = {
            "key": key,
            "action": best["action"],
            "label": label,
            "text": words.nudge_text(self.kind, best, label, view),
        }
        self.paint(ctl.last_view or view)

    # --- the panel ------------------------------------------------------------------------

    def paint(self, view: dict) -> None:
        key = self.key()
        aim = words.aim(self.kind, view, self.name_of)
        if self.ended:
            step, lines = "end", self.end_lines()
            nudge = None
            entry = self.entry()  # the view is the next hand's already
            aim = words.aim(
                self.kind, {k: entry.get(k) for k in ("contract", "trump")}, self.name_of
            )
        else:
            ours = self.nudge if self.nudge and self.nudge["key"] == key else None
            # the words name a card only once it is the one marked (guide_words.coach)
            said = words.coach(self.kind, view, self.name_of, ours["action"] if ours else None)
            step, lines = said["step"], said["lines"]
            first = words.intro(self.kind, view)
            if first:
                lines = [first, *lines]
            nudge = None
            if ours:
                nudge = ours["text"]
            elif self.busy == key:
                nudge = t("g_thinking")
        own = None  # said until the next suggestion is shown
        if self.own and not self.ended and not (self.nudge and self.nudge["key"] == key):
            own = self.own[1]
        why = self.why[1] if self.why and self.why[0] == key else None
        mount(
            self.panel,
            h(
                "h2",
                {"id": "guide-title", "cls": "guide-title"},
                h("span", {"cls": "guide-kicker", "text": t("g_title")}),
                " ",
                t(self.spec.title),
            ),
            h("p", {"cls": "guide-aim", "data_role": "guide-aim", "text": aim}) if aim else None,
            h(
                "div",
                {
                    "cls": "guide-step",
                    "id": "guide-step",
                    "data_role": "guide-step",
                    "data_step": step,
                },
                [h("p", {"text": line}) for line in lines],
            ),
            h("p", {"cls": "guide-own", "data_role": "guide-own", "text": own}) if own else None,
            h(
                "p",
                {
                    "cls": "guide-nudge",
                    "id": "guide-nudge",
                    "data_role": "guide-nudge",
                    "aria_live": "polite",
                    "text": nudge or "",
                },
            ),
            h("p", {"cls": "guide-why", "data_role": "guide-why", "text": why}) if why else None,
            self.buttons(),
            memo=self.memo,
        )
        self.mark()

    def buttons(self) -> El:
        def button(cmd: str, key: str, primary: bool = False) -> El:
            attrs = {"type": "button", "cls": "cmd" + (" big" if primary else ""), "data_cmd": cmd}
            if primary:  # focused at the end: a screen reader hears what happened with it
                attrs["aria_describedby"] = "guide-step"
            return h("button", attrs, t(key))

        if self.ended:
            row = [button("guide-real", "g_real", primary=True), button("guide-again", "g_again")]
            if self.spec.next:
                row.append(button("guide-next", "g_next"))
        else:
            row = [button("guide-again", "g_again"), button("guide-real", "g_real")]
        row.append(button("guide-menu", "menu"))
        return h("div", {"cls": "guide-buttons", "role": "group", "aria_label": t("g_title")}, row)

    def mark(self) -> None:
        """The suggested card or button: marked as the hint marks it, described by the coach."""
        root = self.ctl.table.root
        for el in list(root.querySelectorAll(".guide-mark")):
            el.classList.remove("guide-mark", "hint")
            el.removeAttribute("aria-describedby")
        nudge = self.nudge
        if self.ended or nudge is None or nudge["key"] != self.key():
            return
        el = q(root, f'[data-action="{nudge["action"]}"]')
        if el is not None:
            el.classList.add("hint", "guide-mark")
            el.setAttribute("aria-describedby", "guide-nudge")

    def focus_end(self) -> None:
        """The lesson is over: its first button has the focus, its words in view."""
        button = q(self.panel, '[data-cmd="guide-real"]')
        if button is not None:
            button.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
        self.panel.scrollTop = 0
        self.panel.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))

    def entry(self) -> dict:
        """The lesson hand's line of the score sheet ({} before its end)."""
        sheet = self.ctl.game.score_sheet()
        return sheet[self.spec.hand - 1] if len(sheet) >= self.spec.hand else {}

    def end_lines(self) -> list:
        entry = self.entry()
        if not entry:
            return []
        return words.end_lines(self.kind, entry, self.followed, self.asked, self.name_of)

    # --- clicks ---------------------------------------------------------------------------

    def _click(self, event) -> None:
        el = closest_attr(event, "data-cmd")
        cmd = str(el.getAttribute("data-cmd")) if el is not None else ""
        if cmd == "guide-again":
            start(self.app, self.kind, self.name)
        elif cmd == "guide-next" and self.spec.next:
            start(self.app, self.kind, self.spec.next)
        elif cmd == "guide-real":
            kind = self.kind
            dialog.leave_saved(kind, lambda: self.app.new_game(kind, options={}))
        elif cmd == "guide-menu":
            self.app.show_menu()

    def _table_click(self, event) -> None:
        """A card or a call that is not allowed now: the reason in the coach's panel too."""
        if self.app.ctl is not self.ctl or self.ended:
            return
        try:
            ctl = self.ctl
            text = None
            el = closest_attr(event, "data-why")
            if el is not None:
                text = str(el.getAttribute("data-why"))
            else:
                el = closest_attr(event, "data-card")
                if el is None or val(el.getAttribute("data-action")) is not None:
                    return
                if not ctl.table.el_hand.contains(el) or ctl.game.to_move != 0 or ctl.paused:
                    return
                action = ctl.table.card_action(str(el.getAttribute("data-card")), ctl.last_view)
                err = ctl.game.explain(action)
                text = i18n.reason(err.code, err.params, kind=self.kind)
            self.why = (self.key(), t("g_illegal", why=text))
            self.paint(ctl.last_view)
        except Exception:  # noqa: BLE001 - the coach never stops the game
            js.console.warn(traceback.format_exc())
