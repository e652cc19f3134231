"""3-5-8's score pad: tricks against targets, plus or minus and totals per deal, next draws.

Per deal and player the tricks against the target, the plus or minus and the running total;
the contract and who announced it; who draws from whom in the next deal. Under the pad, the
winner or the next deal's drawing.
"""

from __future__ import annotations

from ui.core.dom import h
from ui.table.sheet import Sheet, fmt
from ui.words import i18n
from ui.words.i18n import t


def signed(n: int) -> str:
    """A deal result for the pad: +2, 0, −3."""
    return i18n.number(n, sign=True)


class BlatoSheet(Sheet):
    TOTAL_SPAN = 3  # tricks, plus or minus, and the running total under each player

    def head(self, game) -> list:
        return self.split_head(
            "data_of",
            [
                ("tricks", "b_h_tricks_long", "b_h_tricks"),
                ("delta", "b_h_delta_long", "b_h_delta"),
                ("run", "b_h_total_long", "b_h_total"),
            ],
        )

    def rows(self, game) -> list:
        table = self.table
        rows = []
        for e in game.score_sheet():
            cells = []
            for s in range(len(e["scores"])):
                delta = e["scores"][s]
                cells.append(
                    h(
                        "td",
                        {
                            "cls": "num tricks",
                            "data_of": s,
                            "title": t("b_h_tricks_long"),
                            "text": f"{e['tricks'][s]}/{e['targets'][s]}",
                        },
                    )
                )
                cells.append(
                    h(
                        "td",
                        {
                            "cls": "num delta "
                            + ("plus" if delta > 0 else "minus" if delta < 0 else "zero"),
                            "data_seat": s,
                            "data_score": delta,
                            "text": signed(delta),
                        },
                    )
                )
                cells.append(
                    h(
                        "td",
                        {
                            "cls": "num run",
                            "data_of": s,
                            "data_total": e["totals"][s],
                            "text": fmt(e["totals"][s]),
                        },
                    )
                )
            draws = e.get("draws_next") or []
            eight = e.get("eight")
            by = "" if eight is None else " · " + i18n.about("b_by", eight, name=table.name(eight))
            con = h(
                "td",
                {"cls": "contract", "title": table.contract_name(e.get("contract")) + by},
                h(
                    "span",
                    {
                        "cls": "con "
                        + (
                            f"suit-{e['contract'][-1]}"
                            if str(e.get("contract")).startswith("trump")
                            else ""
                        ),
                        "text": table.contract_short(e.get("contract")),
                    },
                ),
                h("span", {"cls": "by", "text": " " + table.name(eight)})
                if eight is not None
                else None,
                h(
                    "small",
                    {
                        "cls": "next-draws",
                        "title": t("b_draws_next_long", draws=table.draws_text(draws)),
                        "text": table.draws_short(draws),
                    },
                )
                if draws
                else None,
            )
            rows.append(
                h(
                    "tr",
                    {"data_hand": e["hand_number"]},
                    h("th", {"scope": "row", "text": e["hand_number"]}),
                    con,
                    cells,
                )
            )
        return rows

    def caption(self, game) -> str:
        return t("b_pad", n=game.hands_total or "")

    def after(self, game):
        sheet = game.score_sheet()
        if game.is_over:
            view = self.table.ctl.last_view or game.view(0)
            return h("p", {"cls": "checks ok", "data_role": "winner"}, self.table.result_text(view))
        if not sheet:
            return None
        draws = sheet[-1].get("draws_next") or []
        text = (
            t("b_next_deal_draws", draws=self.table.draws_text(draws))
            if draws
            else t("b_no_draws_next")
        )
        return h("p", {"cls": "checks", "data_role": "next-draws", "text": text})
