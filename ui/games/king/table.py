"""King at the table: contract and rule, dealer and beneficiary, penalty cards, the auction.

The contract and its one-line rule, the dealer and beneficiary markers, the penalty cards each
player took, the auction (Leilão) with the calls in words, naming trump; the score sheet is the
paper block of ui/games/king/sheet.py.
"""

from __future__ import annotations

from ui.core.dom import h
from ui.games.king.sheet import KingSheet
from ui.table import cards as C
from ui.table.table import GameTable
from ui.words import i18n
from ui.words.i18n import t, tn

# The prompt of each set of choices, one whole sentence each (translators need whole
# sentences): the beneficiary may decline only while the best offer is within the threshold
# (rules 1.7.5, KV-14), so "or decline" is said only when the button is there.
BEN_PROMPTS = {
    frozenset(("accept", "refuse", "decline")): "k_you_ben",
    frozenset(("accept", "refuse")): "k_you_ben_no_decline",
}
TRUMP_PROMPTS = {  # (no trump allowed, decline allowed) -> prompt
    (False, False): "k_name_trump",
    (False, True): "k_name_trump_decline",
    (True, False): "k_name_trump_notrump",
    (True, True): "k_name_trump_notrump_decline",
}


class KingTable(GameTable):
    Sheet = KingSheet

    # --- words ----------------------------------------------------------------------------

    def contract_name(self, contract) -> str:
        return i18n.contract_name("king", contract) if contract else "—"

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
            return i18n.about("a_dealer", int(arg), name=self.name(int(arg)))
        return super().action_label(action, view)

    def action_groups(self, legal: list, view: dict) -> list:
        bids = [a for a in legal if a.startswith("bid ")]
        rest = [a for a in legal if not a.startswith("bid ")]
        groups: list[tuple[str | None, list[str]]] = []
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
            return i18n.about("k_dealer", int(arg), name=self.name(int(arg)))
        if i18n.has("k_" + verb):
            return t("k_" + verb)
        return action

    def action_words(self, seat: int, action: str) -> str:
        return self.call_words(seat, action)

    def call_sentence(self, seat: int, action: str) -> str:
        """A call of the auction or a choice, as a sentence: "You pass.", "Bruno offers 2
        tricks.", "Ana names you to deal."."""
        verb, _, arg = action.partition(" ")
        name = self.name(seat)
        if verb == "bid" and arg.isdigit():
            return tn("k_n_bid_you" if seat == 0 else "k_n_bid", int(arg), name=name)
        if verb == "trump" and arg in i18n.SUIT_SYMBOL:
            suit = i18n.SUIT_SYMBOL[arg] + " " + i18n.suit_name(arg)
            return i18n.about("k_n_trump", seat, name=name, suit=suit)
        if verb == "contract":
            return i18n.about("k_n_contract", seat, name=name, contract=self.contract_name(arg))
        if verb == "dealer" and arg.isdigit():
            other = int(arg)
            if other == seat:
                return i18n.about("k_n_dealer_self", seat, name=name)
            if other == 0:
                return t("k_n_dealer_to_you", name=name)
            return i18n.about("k_n_dealer", seat, name=name, dealer=self.name(other))
        if i18n.has("k_n_" + verb):
            return i18n.about("k_n_" + verb, seat, name=name)
        return super().call_sentence(seat, action)

    def sold_words(self, seat: int, n: int) -> str:
        """The trump right sold: "Sold to Ana for 2 tricks (50 points)." / "You bought …"."""
        key = "k_sold_n_you" if seat == 0 else "k_sold_n"
        return tn(key, n, name=self.name(seat), pts=n * 25)

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
            out.append((f"{sold[1]}", self.sold_words(seat, sold[1]), "badge-buyer"))
        return out

    def seat_extra(self, view: dict, seat: int):
        # A list in a hand with penalty cards (an int, the tricks, otherwise): the row is there
        # from the first trick, empty until a card comes, so the seat holds its size.
        taken = (view.get("taken") or [None] * 4)[seat]
        if not isinstance(taken, list):
            return None
        if not taken:
            return h("div", {"cls": "taken", "aria_hidden": "true"})
        words = t("k_pen_taken") + ": " + ", ".join(i18n.card_words(c) for c in taken)
        return h(
            "div",
            {"cls": "taken", "data_n": C.row_size(len(taken)), "title": words, "aria_label": words},
            [C.face(c, small=True) for c in taken],
        )

    # --- the auction ----------------------------------------------------------------------

    def _auction_state(self, view: dict) -> str:
        auc = view.get("auction") or {}
        if auc.get("declined"):
            return t("k_declined")
        sold = auc.get("sold")
        if sold:
            return self.sold_words(sold[0], sold[1])
        if view.get("phase") in ("trump", "play") and view.get("beneficiary") is not None:
            ben = view["beneficiary"]
            return i18n.about("k_kept", ben, name=self.name(ben))
        parts = []
        if auc.get("standing"):
            n, seat = auc["standing"]
            key = "k_standing_n_you" if seat == 0 else "k_standing_n"
            parts.append(tn(key, n, name=self.name(seat)))
        if auc.get("accepted"):
            parts.append(t("k_accepted", n=auc["accepted"]))
        return " ".join(parts)

    def center_panel(self, view: dict):
        phase = view.get("phase")
        if phase not in ("auction", "trump", "contract"):
            return None
        calls = (view.get("history") or {}).get("calls") or []
        heading = t("k_leilao") if phase in ("auction", "trump") else t("contract")
        items = [h("li", {"data_seat": s, "text": self.call_sentence(s, a)}) for s, a in calls]
        state = self._auction_state(view) if view.get("contract") == "positiva" else ""
        ben = view.get("beneficiary")
        return h(
            "div",
            {"cls": "auction", "data_role": "auction"},
            h(
                "h3",
                {
                    "text": heading
                    + (f" · {t('beneficiary')}: {self.name(ben)}" if ben is not None else "")
                },
            ),
            h("ol", {"cls": "calls", "aria_label": t("k_calls")}, items)
            if items
            else h("p", {"cls": "calls-empty", "text": t("k_no_calls")}),
            h("p", {"cls": "auction-state", "text": state}) if state else None,
        )

    def prompt(self, view: dict) -> str | None:
        if view.get("to_move") != 0:
            return None
        phase, legal = view.get("phase"), view.get("legal") or []
        if phase == "auction":
            choice = frozenset(a for a in legal if a in ("accept", "refuse", "decline"))
            if choice:  # the beneficiary decides: name exactly the buttons he has
                return t(BEN_PROMPTS.get(choice, "k_you_ben_decide"))
            if any(a.startswith("bid ") for a in legal):
                return t("k_offer_prompt")
            return t("k_offer_pass_only")  # 13 is on the table: nothing higher to offer
        if phase == "trump":
            return t(TRUMP_PROMPTS[("notrump" in legal, "decline" in legal)])
        if phase == "contract":
            if any(a.startswith("dealer") for a in legal):
                return t("k_choose_dealer")
            return t("k_choose_contract")
        return None
