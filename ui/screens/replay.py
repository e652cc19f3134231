"""A replay (``?record=TEXT``, ``game.record()``): a whole game stepped through, every hand face up.

Previous and Next (``data-cmd="prev"`` / ``"next"``, the Left and Right arrow keys) step one
action, Start and End (``data-cmd="start"`` / ``"end"``, Home and End) go to either end at once;
each step shows the table's own narration of the action that led to it, and the event log as
it stands at that step (told from the game, ui/table/eventlog.py: a step back shows exactly the page
of the step before). The other seats' hands lie face up at their seats, as in a hand viewer.
No bot plays and nothing is saved. ``hand=N`` opens the replay at the start of hand (deal) N. A
text that cannot be read is told in a notice over the menu.

The states are rebuilt from the recorded game's first position (``rewound(0)``, so a replay
follows the rules edition the game was played under), with a copy kept every ``EVERY`` steps so
that any step is a few actions away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import engine
from ui import embed
from ui.core.dom import El, h, val
from ui.table.controller import Controller
from ui.words.i18n import t

if TYPE_CHECKING:
    from engine.games import GameLike


EVERY = 24  # actions between two kept states
KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "start", "End": "end"}


def start_of_hand(game: GameLike, hand: int) -> int:
    """The step at which hand (deal) ``hand`` of the recorded ``game`` starts (its end when the
    record stops before it)."""
    g = game.rewound(0)
    for i, action in enumerate(game.log):
        if (g.hand_number or 0) >= hand:
            return i
        g.apply(action)
    return len(game.log)


def open_link(app: Any) -> bool:
    """Show the URL's record as a replay; False (and a notice) when it cannot be read."""
    from ui.core import notices

    params = app.params
    try:
        full = engine.from_record(str(params["record"]).strip())
        kind = params.get("game")
        if kind in engine.GAMES and full.GAME != kind:
            raise engine.SaveError("game", f"this is a record of {full.GAME}, not of {kind}")
    except (ValueError, ImportError, AttributeError):  # SaveError is a ValueError
        notices.notice(t("x_bad_record"), key="bad-link")
        return False
    hand = embed.demo_hand(params.get("hand"))
    step = start_of_hand(full, hand) if hand else 0
    mode = app.mode._replace(replay=True, demo=False, until=None, pace=None)
    meta = {"full": full, "step": step}
    app.mount_table(
        full.GAME, full, app.settings.for_table(), [], mode=mode, cls=ReplayController, meta=meta
    )
    return True


def open_seats(tree: list, hands: dict) -> list:
    """The felt's elements (``[seats, middle]``) with ``hands`` (seat -> cards) face up at the
    seats instead of their backs."""
    from ui.table import cards as C
    from ui.words import i18n

    for node in tree[0]:
        cards = hands.get(int(node.attrs.get("data-seat", -1)))
        if cards is None:
            continue
        node.children = [
            c
            for c in node.children
            if not (isinstance(c, El) and "fan" in c.attrs.get("class", "").split())
        ]
        node.attrs["class"] += " open"
        node.children.append(
            h(
                "div",
                {
                    "cls": "open-hand",
                    "data_role": "open-hand",
                    "role": "img" if cards else None,
                    "aria_label": ", ".join(i18n.card_words(c) for c in cards) or None,
                },
                [C.face(c, attrs={"aria_hidden": "true"}, small=True) for c in cards],
            )
        )
    return tree


class ReplayController(Controller):
    """The table of a replay: the game shown is the recorded one after ``step`` actions."""

    role = "replay"

    def __init__(self, page, kind, game, settings, movers=None, meta=None, **kwargs) -> None:
        meta = dict(meta or {})
        self.full = meta.get("full") or game
        self.log = list(self.full.log)
        self.kept = {0: self.full.rewound(0)}
        self.step = max(0, min(int(meta.get("step", 0)), len(self.log)))
        meta.update(full=self.full, step=self.step)
        kwargs.pop("readonly", None)
        super().__init__(
            page, kind, self.state(self.step), settings, [None] * self.step, meta=meta, **kwargs
        )
        self.persist = False  # a replay never touches the saved games
        self.words = [t("x_at_start")] if self.step == 0 else self._words(self.step)

    # --- the states ----------------------------------------------------------------------

    def state(self, step: int) -> GameLike:
        """A new game: the recorded one after ``step`` actions."""
        base = max(k for k in self.kept if k <= step)
        game = self.kept[base].copy()
        for i in range(base, step):
            game.apply(self.log[i])
            if (i + 1) % EVERY == 0 and i + 1 not in self.kept:
                self.kept[i + 1] = game.copy()
        return game

    def _words(self, step: int) -> list:
        """The narration of the action that led to ``step`` (the game shown is at ``step``)."""
        before = self.state(step - 1)
        seat, action = before.to_move, self.log[step - 1]
        b, a = before.view(0), self.game.view(0)
        self.last_view = cast(dict, b)  # a GameView is a dict
        self.linger = None
        if action.startswith("play ") and not a["trick"] and a.get("last_trick"):
            self.linger = a["last_trick"]  # the trick just completed stays on the felt
        return self.table.describe(seat, action, b, a)

    def go(self, step: int) -> None:
        """Show the game after ``step`` actions, with the narration of the last one."""
        step = max(0, min(step, len(self.log)))
        if step == self.step:
            return
        forward = step == self.step + 1
        self.game = self.state(step) if not forward else self._next()
        self.step = self.meta["step"] = step
        self.movers = [None] * step
        self.words = [t("x_at_start")] if step == 0 else self._words(step)
        # the log told again from the game at this step: a step back shows the lines it
        # showed there before, not the last step's alone
        self.log_due = True
        self.pending = list(self.words)
        self.render()

    def _next(self):
        game = self.game.copy()
        game.apply(self.log[self.step])
        if (self.step + 1) % EVERY == 0:
            self.kept.setdefault(self.step + 1, game.copy())
        return game

    # --- the controller's surface --------------------------------------------------------

    def mount(self, container: Any, save: bool = True) -> None:
        container.appendChild(self.table.root)
        self.pending = list(self.words)
        self.render()
        self.page.ready()

    def run(self) -> None:
        """Nobody plays in a replay."""

    def state_at(self, step: int) -> GameLike:
        return self.state(step)  # from the nearest state kept, not from the start

    def view(self) -> dict:
        self.last_view = self.game.view(0)
        self.last_view["legal"] = []
        return self.last_view

    def open_hands(self, view: dict) -> dict:
        return {s: self.game.view(s)["hand"] for s in range(1, self.players)}

    def can_undo(self) -> bool:
        return False

    def act(self, action: str) -> None:
        self.table.say(t("x_no_moves"))

    def explain(self, action: str) -> None:
        self.table.say(t("x_no_moves"))

    def command(self, cmd: str) -> None:
        if cmd in ("next", "prev", "start", "end"):
            from pyscript import document

            active = val(document.activeElement)
            pressed = active is not None and val(active.getAttribute("data-cmd")) == cmd
            target = {"next": self.step + 1, "prev": self.step - 1, "start": 0}
            self.go(target.get(cmd, len(self.log)))
            if pressed:
                self._keep_focus(cmd)
        elif cmd == "new":  # the same rules; a saved game in progress is replaced on a yes
            from ui.core import dialog

            options = self.full.options.changed()
            dialog.leave_saved(self.kind, lambda: self.page.new_game(self.kind, options=options))
        elif cmd in ("menu", "stats"):
            super().command(cmd)

    def on_key(self, event: Any) -> bool:
        """Left / Right step, Home / End go to either end (not while typing or in a dialog)."""
        from pyscript import document

        cmd = KEYS.get(str(event.key))
        active = val(document.activeElement)
        tag = str(active.tagName) if active is not None else ""
        if cmd is None or tag in ("INPUT", "SELECT", "TEXTAREA") or event.altKey or event.ctrlKey:
            return False
        if val(document.querySelector("dialog[open]")) is not None:
            return False
        self.command(cmd)
        return True

    def _keep_focus(self, cmd: str) -> None:
        """The step button just pressed turned disabled (at either end): the focus goes to
        its opposite, so that Enter or Space keeps working."""
        el = val(self.table.root.querySelector(f'[data-cmd="{cmd}"]'))
        if el is None or not el.disabled:
            return
        other = {"next": "prev", "end": "start", "prev": "next", "start": "end"}[cmd]
        el = val(self.table.root.querySelector(f'[data-cmd="{other}"]'))
        if el is not None:
            el.focus()

    # --- what the table shows above the hand ---------------------------------------------

    def panel(self, view: dict) -> El:
        n, last = self.step, len(self.log)
        return h(
            "section",
            {"cls": "replay", "data_role": "replay", "aria_label": t("x_replay")},
            h(
                "p",
                {"cls": "replay-where"},
                h("b", {"text": t("x_replay")}),
                " · ",
                h("span", {"data_role": "replay-count", "text": t("x_step_of", n=n, total=last)}),
            ),
            h(
                "p",
                {"cls": "replay-step", "data_role": "replay-step", "text": " ".join(self.words)},
            ),
            h(
                "div",
                {"cls": "replay-buttons", "role": "group", "aria_label": t("x_steps")},
                step_button("start", "|◀", t("x_start"), n == 0),
                step_button("prev", "◀", t("x_prev"), n == 0),
                step_button("next", "▶", t("x_next"), n == last, after=True),
                step_button("end", "▶|", t("x_end"), n == last, after=True),
            ),
        )


def step_button(cmd: str, symbol: str, label: str, disabled: bool, after: bool = False) -> El:
    mark = h("span", {"aria_hidden": "true", "text": symbol})
    return h(
        "button",
        {
            "type": "button",
            "cls": f"cmd step step-{cmd}",
            "data_cmd": cmd,
            "disabled": disabled,
            "title": label,
        },
        [h("span", {"text": label}), " ", mark]
        if after
        else [mark, " ", h("span", {"text": label})],
    )
