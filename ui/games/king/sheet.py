"""King's score sheet as the paper block, with the -1300/+1300 check.

Per hand a negative and a positive column for each player, their sums and the balance at the
foot, and the check that a match deals out exactly -1300 and +1300 points.
"""

from __future__ import annotations

from ui.core.dom import h
from ui.table.sheet import Sheet, fmt
from ui.words import i18n
from ui.words.i18n import t

NEG_TOTAL = -1300
POS_TOTAL = 1300


def columns(entry: dict) -> tuple[list, list]:
    """A hand's points in the negative and in the positive column of each player."""
    positive = entry.get("contract") == "positiva"
    neg = entry.get("negative") or [0 if positive else v for v in entry["scores"]]
    pos = entry.get("positive") or [v if positive else 0 for v in entry["scores"]]
    return neg, pos


class KingSheet(Sheet):
    def head(self, game) -> list:
        return self.split_head(
            "data_seat",
            [("neg", "neg_long", "negative"), ("pos", "pos_long", "positive")],
        )

    def _row_label(self, entry: dict) -> str:
        label = self.table.contract_name(entry.get("contract"))
        if entry.get("contract") == "positiva":
            if entry.get("declined"):
                label += " · " + t("k_declined")
            elif entry.get("trump"):
                label += " " + i18n.SUIT_SYMBOL.get(entry["trump"], "")
            elif entry.get("notrump"):
                label += " · " + t("a_notrump")
            if entry.get("buyer") is not None and entry.get("bid"):
                label += f" ({self.table.name(entry['buyer'])} {entry['bid']})"
        return label

    def rows(self, game) -> list:
        rows = []
        for entry in game.score_sheet():
            neg, pos = columns(entry)
            positive = entry.get("contract") == "positiva"
            cells = []
            for s in range(len(entry["scores"])):
                n_text = fmt(neg[s]) if (not positive or neg[s]) else ""
                p_text = fmt(pos[s]) if (positive or pos[s]) else ""
                cells.append(h("td", {"cls": "num neg", "data_seat": s, "text": n_text}))
                cells.append(h("td", {"cls": "num pos", "data_seat": s, "text": p_text}))
            rows.append(
                h(
                    "tr",
                    {
                        "data_hand": entry["hand_number"],
                        "cls": "row-pos" if positive else "row-neg",
                    },
                    h("th", {"scope": "row", "text": entry["hand_number"]}),
                    h("td", {"cls": "contract", "text": self._row_label(entry)}),
                    cells,
                )
            )
        return rows

    def _columns(self, game):
        """The sums of each player's two columns."""
        n = self.players
        neg, pos = [0] * n, [0] * n
        for entry in game.score_sheet():
            e_neg, e_pos = columns(entry)
            for s in range(n):
                neg[s] += e_neg[s]
                pos[s] += e_pos[s]
        return neg, pos

    def foot(self, game) -> list:
        n = self.players
        neg, pos = self._columns(game)
        sums = h(
            "tr",
            {"cls": "columns"},
            h("th", {"scope": "row", "colspan": 2, "text": t("total")}),
            [
                [
                    h("td", {"cls": "num neg", "data_seat": s, "text": fmt(neg[s])}),
                    h("td", {"cls": "num pos", "data_seat": s, "text": fmt(pos[s])}),
                ]
                for s in range(n)
            ],
        )
        balance = h(
            "tr",
            {"cls": "totals"},
            h("th", {"scope": "row", "colspan": 2, "text": t("balance")}),
            [
                h(
                    "td",
                    {
                        "cls": "num total",
                        "colspan": 2,
                        "data_seat": s,
                        "data_total": int(v),
                        "text": fmt(v),
                    },
                )
                for s, v in enumerate(game.scores)
            ],
        )
        return [sums, balance]

    def after(self, game):
        neg, pos = self._columns(game)
        sn, sp = sum(neg), sum(pos)
        ok = "✓" if game.is_over and sn == NEG_TOTAL and sp == POS_TOTAL else ""
        return h(
            "p",
            {"cls": "checks" + (" ok" if ok else ""), "data_role": "checks"},
            h("b", {"text": t("check") + ": "}),
            t("check_text", neg=fmt(sn), pos=fmt(sp)) + (" " + ok if ok else ""),
        )
