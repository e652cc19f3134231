"""King at the table: the contract and its one-line rule, the dealer and beneficiary markers,
penalty cards taken, the auction (Leilão) with the calls in words, naming trump, and the score
sheet as the paper block (a negative and a positive column per player, -1300/+1300 checks)."""

from __future__ import annotations

from ui import cards as C
from ui import i18n
from ui.dom import h
from ui.i18n import t
from ui.table import GameTable, fmt

NEG_TOTAL = -1300
POS_TOTAL = 1300


class KingTable(GameTable):
    kind = "king"

    # --- words ----------------------------------------------------------------------------

    def contract_name(self, contract) -> str:
        if not contract:
            return "—"
        return " + ".join(t("k_" + part) if i18n.has("k_" + part) else part
                          for part in str(contract).split("+"))

    def reminder(self, view: dict) -> str:
        con = view.get("contract")
        if not con:
            return ""
        if con == "positiva":
            if view.get("trump"):
                s = view["trump"]
                return t("r_positiva_trump", suit=i18n.SUIT_SYMBOL[s] + " " + i18n.suit_name(s))
            return t("r_positiva") + " " + t("r_positiva_auction")
        return " ".join(t("r_" + part) for part in con.split("+") if i18n.has("r_" + part))

    def info(self, view: dict) -> list:
        out = []
        auc = view.get("auction")
        if view.get("contract") == "positiva" and auc:
            text = self._auction_state(view)
            if text:
                out.append(h("span", {"cls": "auction-chip", "text": text}))
        return out

    def action_label(self, action: str, view: dict) -> str:
        verb, _, arg = action.partition(" ")
        auc = view.get("auction") or {}
        standing = auc.get("standing")
        if verb == "bid":
            return arg
        if verb in ("accept", "refuse") and standing:
            return t(f"k_{verb}_n", n=standing[0])
        if verb == "contract":
            return self.contract_name(arg)
        if verb == "dealer":
            return t("a_dealer", name=self.name(int(arg)))
        return super().action_label(action, view)

    def action_groups(self, legal: list, view: dict) -> list:
        bids = [a for a in legal if a.startswith("bid ")]
        rest = [a for a in legal if not a.startswith("bid ")]
        groups = []
        if bids:
            groups.append((t("k_offer_n", n="…").replace("…", "").strip() + ":", bids))
        if rest:
            groups.append((None, rest))
        return groups

    def action_button(self, action: str, view: dict):
        btn = super().action_button(action, view)
        if action.startswith("bid "):
            btn.setAttribute("aria-label", t("k_offer_n", n=action[4:]))
        return btn

    def call_words(self, seat: int, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "bid":
            return t("k_bid", n=arg)
        if verb == "trump" and arg in i18n.SUIT_SYMBOL:
            return t("k_trump", suit=i18n.SUIT_SYMBOL[arg] + " " + i18n.suit_name(arg))
        if verb == "contract":
            return t("k_contract", contract=self.contract_name(arg))
        if verb == "dealer":
            return t("k_dealer", name=self.name(int(arg)))
        if i18n.has("k_" + verb):
            return t("k_" + verb)
        return action

    def action_words(self, seat: int, action: str) -> str:
        return self.call_words(seat, action)

    # --- seats ----------------------------------------------------------------------------

    def seat_badges(self, view: dict, seat: int) -> list:
        out = []
        if view.get("dealer") == seat:
            out.append((t("dealer_short"), t("dealer"), "badge-dealer"))
        if view.get("beneficiary") == seat:
            out.append((t("beneficiary_short"), t("beneficiary"), "badge-ben"))
        auc = view.get("auction") or {}
        sold = auc.get("sold")
        if sold and sold[0] == seat:
            out.append((f"{sold[1]}", t("k_sold", name=self.name(seat), n=sold[1],
                                        pts=sold[1] * 25), "badge-buyer"))
        return out

    def seat_extra(self, view: dict, seat: int):
        taken = (view.get("taken") or [None] * 4)[seat]
        if isinstance(taken, list) and taken:
            return h("div", {"cls": "taken", "title": t("k_pen_taken"),
                             "aria_label": t("k_pen_taken") + ": "
                             + ", ".join(i18n.card_words(c) for c in taken)},
                     [C.face(c, small=True) for c in taken])
        return None

    # --- the auction ----------------------------------------------------------------------

    def _auction_state(self, view: dict) -> str:
        auc = view.get("auction") or {}
        if auc.get("declined"):
            return t("k_declined")
        sold = auc.get("sold")
        if sold:
            return t("k_sold", name=self.name(sold[0]), n=sold[1], pts=sold[1] * 25)
        if view.get("phase") in ("trump", "play") and view.get("beneficiary") is not None:
            return t("k_kept", name=self.name(view["beneficiary"]))
        parts = []
        if auc.get("standing"):
            n, seat = auc["standing"]
            parts.append(t("k_standing", name=self.name(seat), n=n))
        if auc.get("accepted"):
            parts.append(t("k_accepted", n=auc["accepted"]))
        return " ".join(parts)

    def center_panel(self, view: dict):
        phase = view.get("phase")
        if phase not in ("auction", "trump", "contract") or self.linger_shown(view):
            return None
        calls = (view.get("history") or {}).get("calls") or []
        heading = t("k_leilao") if phase in ("auction", "trump") else t("contract")
        items = [h("li", {"data_seat": s},
                   h("b", {"text": self.name(s) + ": "}), self.call_words(s, a))
                 for s, a in calls]
        state = self._auction_state(view) if view.get("contract") == "positiva" else ""
        ben = view.get("beneficiary")
        return h("div", {"cls": "auction", "data_role": "auction"},
                 h("h3", {"text": heading + (f" · {t('beneficiary')}: {self.name(ben)}"
                                             if ben is not None else "")}),
                 h("ol", {"cls": "calls", "aria_label": t("k_calls")}, items) if items
                 else h("p", {"cls": "calls-empty", "text": t("k_no_calls")}),
                 h("p", {"cls": "auction-state", "text": state}) if state else None)

    def linger_shown(self, view: dict) -> bool:
        return False

    def prompt(self, view: dict) -> str | None:
        if view.get("to_move") != 0:
            return None
        phase, legal = view.get("phase"), view.get("legal") or []
        if phase == "auction":
            if "accept" in legal or "refuse" in legal or (
                    "decline" in legal and not any(a.startswith("bid") for a in legal)):
                return t("k_you_ben")
            return t("k_offer_prompt")
        if phase == "trump":
            return t("k_name_trump")
        if phase == "contract":
            if any(a.startswith("dealer") for a in legal):
                return t("k_choose_dealer")
            return t("k_choose_contract")
        return None

    # --- narration ------------------------------------------------------------------------

    def hand_over_words(self, before: dict, after: dict) -> list:
        return super().hand_over_words(before, after)

    # --- the score sheet: the paper block --------------------------------------------------

    def sheet_head(self, game) -> list:
        n = self.ctl.players
        top = h("tr", {}, h("th", {"scope": "col", "rowspan": 2, "text": "#"}),
                h("th", {"scope": "col", "rowspan": 2, "text": t("contract")}),
                [h("th", {"scope": "colgroup", "colspan": 2, "data_seat": s, "cls": "player",
                          "text": self.name(s)}) for s in range(n)])
        sub = h("tr", {"cls": "sub"},
                [[h("th", {"scope": "col", "cls": "neg", "title": t("neg_long"),
                           "text": t("negative")}),
                  h("th", {"scope": "col", "cls": "pos", "title": t("pos_long"),
                           "text": t("positive")})] for _ in range(n)])
        return [top, sub]

    def _row_label(self, entry: dict) -> str:
        label = self.contract_name(entry.get("contract"))
        if entry.get("contract") == "positiva":
            if entry.get("declined"):
                label += " · " + t("k_declined")
            elif entry.get("trump"):
                label += " " + i18n.SUIT_SYMBOL.get(entry["trump"], "")
            elif entry.get("notrump"):
                label += " · " + t("a_notrump")
            if entry.get("buyer") is not None and entry.get("bid"):
                label += f" ({self.name(entry['buyer'])} {entry['bid']})"
        return label

    def sheet_rows(self, game) -> list:
        rows = []
        for entry in game.score_sheet():
            neg = entry.get("negative") or [v if entry.get("contract") != "positiva" else 0
                                             for v in entry["scores"]]
            pos = entry.get("positive") or [v if entry.get("contract") == "positiva" else 0
                                             for v in entry["scores"]]
            positive = entry.get("contract") == "positiva"
            cells = []
            for s in range(len(entry["scores"])):
                n_text = fmt(neg[s]) if (not positive or neg[s]) else ""
                p_text = fmt(pos[s]) if (positive or pos[s]) else ""
                cells.append(h("td", {"cls": "num neg", "data_seat": s, "text": n_text}))
                cells.append(h("td", {"cls": "num pos", "data_seat": s, "text": p_text}))
            rows.append(h("tr", {"data_hand": entry["hand_number"],
                                 "cls": "row-pos" if positive else "row-neg"},
                          h("th", {"scope": "row", "text": entry["hand_number"]}),
                          h("td", {"cls": "contract", "text": self._row_label(entry)}),
                          cells))
        return rows

    def _columns(self, game):
        n = self.ctl.players
        neg, pos = [0] * n, [0] * n
        for entry in game.score_sheet():
            positive = entry.get("contract") == "positiva"
            e_neg = entry.get("negative") or [0 if positive else v for v in entry["scores"]]
            e_pos = entry.get("positive") or [v if positive else 0 for v in entry["scores"]]
            for s in range(n):
                neg[s] += e_neg[s]
                pos[s] += e_pos[s]
        return neg, pos

    def sheet_foot(self, game) -> list:
        n = self.ctl.players
        neg, pos = self._columns(game)
        sums = h("tr", {"cls": "columns"},
                 h("th", {"scope": "row", "colspan": 2, "text": t("total")}),
                 [[h("td", {"cls": "num neg", "data_seat": s, "text": fmt(neg[s])}),
                   h("td", {"cls": "num pos", "data_seat": s, "text": fmt(pos[s])})]
                  for s in range(n)])
        balance = h("tr", {"cls": "totals"},
                    h("th", {"scope": "row", "colspan": 2, "text": t("balance")}),
                    [h("td", {"cls": "num total", "colspan": 2, "data_seat": s,
                              "data_total": fmt(v), "text": fmt(v)})
                     for s, v in enumerate(game.scores)])
        return [sums, balance]

    def sheet_after(self, game):
        neg, pos = self._columns(game)
        sn, sp = sum(neg), sum(pos)
        done = game.is_over
        ok = "✓" if done and sn == NEG_TOTAL and sp == POS_TOTAL else ""
        return h("p", {"cls": "checks" + (" ok" if ok else ""), "data_role": "checks"},
                 h("b", {"text": t("check") + ": "}),
                 t("check_text", neg=fmt(sn), pos=fmt(sp)) + (" " + ok if ok else ""))
