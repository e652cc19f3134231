"""The short log beside the table: the events of this trick and the last, for a player who looked
away.

Each action's sentences (from the table's ``describe``) are added as they happen, newest last;
a finished trick (or hand) closes a group, and the log keeps the open group and the two before
it, at most ``KEEP`` lines. It is a plain list, not a live region: the narrator
(``[data-role=narrator]``) is the one read out to screen readers.
"""

from __future__ import annotations

from ui.dom import element, h, mount
from ui.i18n import t

KEEP = 12  # lines at most
GROUPS = 3  # the open group (this trick) and the two closed before it


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

    def clear(self) -> None:
        self.groups = [[]]
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
