"""The score sheet beside the table, kept as on paper; a game's own paper subclasses Sheet.

A ``<table data-role="scoresheet">`` with its headings in ``<thead>``, one ``<tbody>`` row per
finished hand or deal and the totals in ``<tfoot>``, and a line under it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.core.dom import h
from ui.words import i18n
from ui.words.i18n import t

if TYPE_CHECKING:
    from ui.core.dom import El


def fmt(n: int) -> str:
    """A score as the player's language writes it ("−1.300"; data-total keeps the digits)."""
    return i18n.number(n)


class Sheet:
    """The plain sheet: per hand its contract and each player's points; the totals below."""

    TOTAL_SPAN = 1  # columns under each player's total (3-5-8's pad has three per player)

    def __init__(self, table) -> None:
        self.table = table  # the players' names and the game's words
        self.players = table.ctl.players

    def caption(self, game: Any) -> str:
        return t("scoresheet")

    def head(self, game: Any) -> list:
        """The <tr> elements of <thead>."""
        return [
            h(
                "tr",
                {},
                h("th", {"scope": "col", "text": "#"}),
                h("th", {"scope": "col", "text": t("contract")}),
                [
                    h("th", {"scope": "col", "data_seat": s, "text": self.table.name(s)})
                    for s in range(self.players)
                ],
            )
        ]

    def rows(self, game: Any) -> list:
        """One <tr> per finished hand or deal."""
        return [
            h(
                "tr",
                {"data_hand": entry["hand_number"]},
                h("th", {"scope": "row", "text": entry["hand_number"]}),
                h("td", {"text": self.table.contract_name(entry.get("contract"))}),
                [
                    h("td", {"cls": "num", "data_seat": s, "text": fmt(v)})
                    for s, v in enumerate(entry["scores"])
                ],
            )
            for entry in game.score_sheet()
        ]

    def split_head(self, player_attr: str, columns: list[tuple[str, str, str]]) -> list:
        """The two heading rows of a paper sheet with several columns per player: the hand number,
        the game and each player over his columns; then, under each player, every column's
        ``(class, key of its long title, key of its short text)``."""
        n = self.players
        top = h(
            "tr",
            {},
            h("th", {"scope": "col", "rowspan": 2, "text": "#"}),
            h("th", {"scope": "col", "rowspan": 2, "text": t("contract")}),
            [
                h(
                    "th",
                    {
                        "scope": "colgroup",
                        "colspan": len(columns),
                        player_attr: s,
                        "cls": "player",
                        "text": self.table.name(s),
                    },
                )
                for s in range(n)
            ],
        )
        sub = h(
            "tr",
            {"cls": "sub"},
            [
                [
                    h("th", {"scope": "col", "cls": cls, "title": t(title), "text": t(text)})
                    for cls, title, text in columns
                ]
                for _ in range(n)
            ],
        )
        return [top, sub]

    def foot(self, game: Any) -> list:
        """The <tr> elements of <tfoot>: the totals."""
        span: dict[str, str | int] = {"cls": "num total"}
        if self.TOTAL_SPAN > 1:
            span["colspan"] = self.TOTAL_SPAN
        return [
            h(
                "tr",
                {"cls": "totals"},
                h("th", {"scope": "row", "colspan": 2, "text": t("total")}),
                [
                    h("td", {**span, "data_seat": s, "data_total": int(v), "text": fmt(v)})
                    for s, v in enumerate(game.scores)
                ],
            )
        ]

    def after(self, game: Any) -> Any:
        """A line under the sheet (a game's checks, who draws next), or None."""
        return None

    def build(self, game: Any) -> El:
        """The sheet and the line under it, on their paper."""
        table = h(
            "table",
            {"cls": f"scoresheet sheet-{self.table.ctl.kind}", "data_role": "scoresheet"},
            h("caption", {"text": self.caption(game)}),
            h("thead", {}, self.head(game)),
            h("tbody", {}, self.rows(game)),
            h("tfoot", {}, self.foot(game)),
        )
        # The paper scrolls in its own box (names and totals kept in view): focusable, so a
        # keyboard scrolls it too.
        paper = {"cls": "paper", "tabindex": "0", "role": "region", "aria_label": t("scoresheet")}
        return h("div", paper, table, self.after(game))
