"""The short log beside the table: the events of this trick and the last, for a player who looked
away.

Each action's sentences (from the table's ``describe``) are listed, newest last; a finished
trick (or hand) closes a group, and the log keeps the open group and the two before it, at most
``KEEP`` lines. It is a plain list, not a live region: the narrator (``[data-role=narrator]``) is
the one read out to screen readers.

The log is a function of the game: ``story(ctl)`` tells again, from seat 0's views, the actions
that fill the groups kept, so that an undo, a reload, a second tab, a shared position or a replay
stepped either way shows the lines a player who had watched would see. During play the
controller adds each action's sentences as they come (``add``), with the same sentences and the
same ends of groups (``closes``) as ``story`` gives (a note that is no action's, such as
"your only legal card is played for you", is not told again).
"""

from __future__ import annotations

from typing import Any

from ui.core.dom import element, h, mount
from ui.words.i18n import t

KEEP = 12  # lines at most
GROUPS = 3  # the open group (this trick) and the two closed before it
WINDOW = 24  # actions told again at first; more when they do not reach back three groups


def closes(action: str, before: dict, after: dict, ended: bool) -> bool:
    """Whether ``action`` (between the views ``before`` and ``after``) ends a group: it took
    the last card of a trick, or a hand (deal) was scored (``ended``)."""
    took = (
        action.startswith("play ")
        and not after.get("trick")
        and bool(after.get("last_trick"))
        and len(before.get("trick") or []) == before["players"] - 1
    )
    return took or ended


def story(ctl: Any) -> list[list[str]]:
    """The log's groups at ``ctl.game`` as seat 0 saw them: its last actions told again by the
    table (``describe`` of seat 0's views before and after each: no hidden card is named).

    ``ctl.state_at(k)`` gives a new game after the first ``k`` actions (a position's or a
    record's game starts where its text starts, so its actions are all there is to tell)."""
    game = ctl.game
    n = len(game.log)
    width = WINDOW
    while True:
        k = max(0, n - width)
        groups = _tell(ctl, ctl.state_at(k), game.log[k:n])
        # enough when the oldest group kept is whole: a group ended before it
        if k == 0 or len(groups) > GROUPS:
            return groups[-GROUPS:]
        width *= 4


def _tell(ctl, g, actions: list) -> list[list[str]]:
    """The groups of ``actions`` played from the game ``g`` (changed in place). The table's
    words read the controller's game and view (the score sheet of the hand just ended), so
    these are the game after each action and the view before it while it is told."""
    game, last_view = ctl.game, ctl.last_view
    groups: list[list[str]] = [[]]
    try:
        before, finished = g.view(0), len(g.score_sheet())
        for action in actions:
            seat = g.to_move
            g.apply(action)
            after, done = g.view(0), len(g.score_sheet())
            ctl.game, ctl.last_view = g, before
            groups[-1].extend(s for s in ctl.table.describe(seat, action, before, after) if s)
            if closes(action, before, after, done > finished):
                groups.append([])
            before, finished = after, done
    finally:
        ctl.game, ctl.last_view = game, last_view
    return groups


class EventLog:
    def __init__(self) -> None:
        self.groups: list[list[str]] = [[]]
        # A short box that scrolls: focusable, so that a keyboard can scroll it too.
        self.el = element(
            "section",
            {
                "cls": "event-log",
                "data_role": "event-log",
                "aria_label": t("log_title"),
                "tabindex": "0",
            },
        )
        self.memo: dict = {}
        self.render()

    def add(self, sentences: list, trick_done: bool = False) -> None:
        """Log one action's sentences; ``trick_done``: they end a trick (or a hand)."""
        self.groups[-1].extend(s for s in sentences if s)
        if trick_done:
            self.groups.append([])
        self.groups = self.groups[-GROUPS:]
        self.render()

    def show(self, groups: list[list[str]]) -> None:
        """Show these groups (``story``'s) instead of what was logged."""
        self.groups = [list(g) for g in groups[-GROUPS:]] or [[]]
        self.render()

    def lines(self) -> list[tuple[str, bool]]:
        """The sentences kept, oldest first, each with whether it closes a trick or hand."""
        out = []
        for i, group in enumerate(self.groups):
            closed = i < len(self.groups) - 1
            out += [(s, closed and j == len(group) - 1) for j, s in enumerate(group)]
        return out[-KEEP:]

    def render(self) -> None:
        lines = self.lines()
        items = [h("li", {"cls": "group-end" if end else None, "text": s}) for s, end in lines]
        mount(
            self.el,
            h("h3", {"cls": "log-title", "text": t("log_title")}),
            h("ol", {"cls": "log-lines"}, items)
            if lines
            else h("p", {"cls": "log-empty", "text": t("log_empty")}),
            memo=self.memo,
        )
        self.el.scrollTop = self.el.scrollHeight  # a short area scrolls: the newest in view
