"""3-5-8 at the table: targets, announcements, card drawing and narration, as the table's hooks.

Three seats in the direction of play, each with its target (8, 5, 3) and the tricks taken
against it ("5/8"); the announcement with the contracts already used greyed out and why; pass
and the redeal; card drawing (the buttons that say which card you give, the cards that came in
marked in the hand); and the narration of every call and exchange. The panels in the middle of
the felt are ui/games/blato/panels.py, the announcement and draw buttons ui/games/blato/buttons.py,
the score pad ui/games/blato/sheet.py.

Everything is drawn from ``game.view(0)``: ``targets``, ``roles``, ``announced``,
``draw_plan``, ``known.draws`` / ``known.talon`` / ``known.discards``.
"""

from __future__ import annotations

from pyscript import document

from ui.core.dom import h
from ui.games.blato import buttons, panels
from ui.games.blato.sheet import BlatoSheet, signed
from ui.table.table import NARRATED, GameTable
from ui.words import i18n
from ui.words.i18n import SUIT_SYMBOL, t, tn


class BlatoTable(GameTable):
    Sheet = BlatoSheet

    # --- words ----------------------------------------------------------------------------

    def contract_name(self, contract) -> str:
        """An announcement with its suit's symbol: "♥ Hearts trump", "No trump"."""
        if not contract:
            return "—"
        words = i18n.contract_name("358", contract)
        if str(contract).startswith("trump ") and contract[-1] in SUIT_SYMBOL:
            return SUIT_SYMBOL[contract[-1]] + " " + words
        return words

    def contract_short(self, contract) -> str:
        contract = str(contract or "")
        if contract.startswith("trump ") and contract[-1] in SUIT_SYMBOL:
            return SUIT_SYMBOL[contract[-1]]
        if contract in ("notrump", "misere"):
            return t("b_short_" + contract)
        return "—"

    def draws_text(self, draws: list) -> str:
        """Who draws how many cards from whom, in words for a sentence: "Ana draws 2 cards
        from you, Bruno draws 1 card from Ana"."""
        out = []
        for d in draws:
            drawer, giver = d["drawer"], d["giver"]
            key = (
                "b_draw_n_you" if drawer == 0 else "b_draw_n_from_you" if giver == 0 else "b_draw_n"
            )
            out.append(tn(key, d["count"], drawer=self.name(drawer), giver=self.name(giver)))
        return ", ".join(out)

    def draws_short(self, draws: list) -> str:
        """The same in a score pad's narrow cell: "Ana ⇐ Bruno 2" (its title says it in words)."""
        return ", ".join(
            t(
                "b_draw_short",
                drawer=self.name(d["drawer"]),
                giver=self.name(d["giver"]),
                n=d["count"],
            )
            for d in draws
        )

    # --- layout ---------------------------------------------------------------------------

    def places(self, view: dict) -> tuple:
        """Seat 0 at the bottom; next(0) on the right when play goes counter-clockwise."""
        if (view.get("options") or {}).get("direction") == "clockwise":
            return ("bottom", "left", "right")
        return ("bottom", "right", "left")

    def title(self, view: dict) -> str:
        n, total = view.get("hand_number"), view.get("hands_total")
        text = t("b_deal_of", n=n, total=total) if total else t("b_deal", n=n)
        if view.get("contract"):
            text += " · " + self.contract_name(view["contract"])
        return text

    def reminder(self, view: dict) -> str:
        roles = view.get("roles") or {}
        if not roles or view.get("is_over"):
            return ""
        text = t(
            "b_roles",
            eight=self.name(roles["eight"]),
            five=self.name(roles["five"]),
            three=self.name(roles["three"]),
        )
        if view.get("phase") == "play":
            text += " " + t("b_rule_play" if view.get("trump") else "b_rule_play_nt")
        return text

    def info(self, view: dict) -> list:
        # The title names the contract with its suit ("♣ Clubs trump", "No trump"): no trump
        # chip beside it, which a phone's one-line headline would only cut short.
        out = []
        draws = (view.get("known") or {}).get("draws") or []
        if draws and view.get("phase") in ("discard", "play"):
            for key, group in (
                ("b_your_draws", [d for d in draws if d["drawer"] == 0]),
                ("b_drawn_from_you", [d for d in draws if d["giver"] == 0]),
            ):
                if not group:
                    continue
                full = " ".join(panels.draw_sentence(self, d) for d in group)
                out.append(
                    h(
                        "span",
                        {
                            "cls": "draw-chip",
                            "data_role": "draw-log",
                            "title": full,
                            "aria_label": full,
                        },
                        h("b", {"text": t(key) + ": "}),
                        " · ".join(panels.draw_sentence(self, d, short=True) for d in group),
                    )
                )
        return out

    # --- seats ----------------------------------------------------------------------------

    def seat_badges(self, view: dict, seat: int) -> list:
        out = []
        targets = view.get("targets") or []
        if seat < len(targets) and not view.get("is_over"):
            n = targets[seat]
            out.append((str(n), t("b_role_long", n=n), f"badge-role role-{n}"))
        if view.get("dealer") == seat:
            out.append((t("dealer_short"), t("dealer"), "badge-dealer"))
        roles = view.get("roles") or {}
        if view.get("contract") and roles.get("eight") == seat:
            con = view["contract"]
            out.append(
                (
                    self.contract_short(con),
                    t("b_announced_long", contract=self.contract_name(con)),
                    "badge-contract" + (f" suit-{con[-1]}" if con.startswith("trump") else ""),
                )
            )
        return out

    def seat_extra(self, view: dict, seat: int):
        """Tricks taken against the target ("5/8") and the contracts announced so far."""
        targets = view.get("targets") or []
        progress = None
        if seat < len(targets) and not view.get("is_over"):
            tricks, target = view["tricks_taken"][seat], targets[seat]
            state = "made" if tricks >= target else "short"
            progress = h(
                "div",
                {"cls": f"target-line {state}", "data_role": "target", "title": t("b_tricks_of")},
                h("span", {"cls": "lbl", "text": t("b_tricks") + " "}),
                h("b", {"text": f"{tricks}/{target}"}),
            )
        used = [c for c in (view.get("announced") or [[], [], []])[seat] if c != "pass"]
        chips = None
        if used:
            label = t("b_used_list")
            chips = h(
                "div",
                {  # a group, so that its label is read; the chips' symbols are its picture
                    "cls": "used-contracts",
                    "role": "group",
                    "title": label,
                    "aria_label": label + ": " + ", ".join(self.contract_name(c) for c in used),
                },
                h("span", {"cls": "lbl", "aria_hidden": "true", "text": t("b_used_lbl")}),
                [
                    h(
                        "span",
                        {
                            "cls": "used-chip"
                            + (f" suit-{c[-1]}" if c.startswith("trump") else ""),
                            "aria_hidden": "true",
                            "text": self.contract_short(c),
                        },
                    )
                    for c in used
                ],
            )
        return h("div", {"cls": "b-seat"}, progress, chips)

    # --- the middle of the felt -----------------------------------------------------------

    def center_panel(self, view: dict):
        return panels.center_panel(self, view)

    # --- the human's decisions ------------------------------------------------------------

    def prompt(self, view: dict) -> str | None:
        if view.get("to_move") != 0:
            return None
        phase, legal = view.get("phase"), view.get("legal") or []
        if phase == "announce":
            return self._announce_prompt(legal)
        if phase == "draw":
            if any(a.startswith("return ") for a in legal):  # BV-8 polish: the giver gives back
                pending = [
                    d
                    for d in (view.get("known") or {}).get("draws") or []
                    if d.get("giver") == 0 and d.get("returned") is None
                ]
                if pending:
                    d = pending[-1]
                    card = i18n.card_text(d["given"])
                    return t("b_return_prompt", name=self.name(d["drawer"]), card=card)
                return t("b_return_prompt_any")
            if any(len(a.split(" ")) == 3 and len(a.split(" ")[2]) == 2 for a in legal):
                return t("b_draw_prompt_free")  # BV-7: the drawer picks the card he gives
            return t("b_draw_prompt")
        if phase == "discard":
            left = 4 - len((view.get("known") or {}).get("discards") or [])
            if left == 4:
                return t("b_talon_prompt")
            return tn("b_talon_more", left)
        return None

    def _announce_prompt(self, legal: list) -> str:
        """The 8-player's prompt, naming only the announcements he may make now (no-repeat,
        pass limit, BV-4): one whole sentence per set of choices."""
        contracts = [a for a in legal if a != "pass"]
        suits = [a for a in contracts if a.startswith("trump ")]
        others = {a for a in contracts if not a.startswith("trump ")}
        can_pass = "pass" in legal
        if len(contracts) == 1 and not can_pass:
            return t("b_forced", contract=self.contract_name(contracts[0]))
        if len(contracts) == 1:
            return t("b_announce_one_or_pass", contract=self.contract_name(contracts[0]))
        if suits and others <= {"notrump"}:
            key = {
                (True, True): "b_you_announce",
                (True, False): "b_announce_suit_notrump",
                (False, True): "b_announce_suit_pass",
                (False, False): "b_announce_suit",
            }[("notrump" in others, can_pass)]
            return t(key)
        return t("b_announce_any")  # misère or the talon preview (BV-14, BV-12) among them

    def action_label(self, action: str, view: dict) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump" and arg in SUIT_SYMBOL or action in ("notrump", "misere"):
            return self.contract_name(action)
        if action == "pass":
            return t("b_pass_redeal")
        if verb == "draw":
            suit = arg.partition(" ")[2]
            if suit in SUIT_SYMBOL:
                return SUIT_SYMBOL[suit] + " " + i18n.suit_name(suit)
        return super().action_label(action, view)

    def action_groups(self, legal: list, view: dict) -> list:
        if view.get("phase") != "draw":
            return super().action_groups(legal, view)
        owed: dict[int, int] = {}
        for e in view.get("draw_plan") or []:
            if e["drawer"] == 0 and not e.get("lapsed"):
                owed[e["giver"]] = owed.get(e["giver"], 0) + e["count"] - e.get("done", 0)
        groups: dict[int, list[str]] = {}
        rest: list[str] = []
        for a in legal:
            parts = a.split(" ")
            if parts[0] == "draw" and len(parts) == 3:
                groups.setdefault(int(parts[1]), []).append(a)
            else:
                rest.append(a)
        out: list[tuple[str | None, list[str]]] = [
            (t("b_draw_from", name=self.name(g), n=owed.get(g, "?")), acts)
            for g, acts in groups.items()
        ]
        if rest:
            out.append((None, rest))
        return out

    def action_button(self, action: str, view: dict):
        parts = action.split(" ")
        if parts[0] == "draw" and len(parts) == 3 and parts[2] in SUIT_SYMBOL:
            return buttons.draw_button(self, action, view)
        return super().action_button(action, view)

    def actions(self, view: dict) -> list:
        if view.get("phase") == "announce" and view.get("to_move") == 0 and not view.get("is_over"):
            return buttons.announce_row(self, view)
        return super().actions(view)

    def narrate(self, sentences: list) -> None:
        """The narrator as a log: new sentences are added (read out once), the last few stay."""
        if not sentences:
            return
        log = self.el_narrator
        for text in sentences:
            p = document.createElement("p")
            p.textContent = text
            log.appendChild(p)
        while log.childElementCount > NARRATED:
            log.removeChild(log.firstElementChild)

    # --- the hand -------------------------------------------------------------------------

    def hand_marks(self, view: dict) -> dict:
        """The cards that just came in: from the talon, or drawn from another player."""
        known = view.get("known") or {}
        marks = {}
        if view.get("phase") == "discard":
            for c in known.get("talon") or []:
                marks[c] = ("from-talon", t("b_from_talon"))
        if view.get("phase") in ("draw", "discard"):
            for d in known.get("draws") or []:
                got = d.get("returned") if d["drawer"] == 0 else d.get("given")
                if got and got != (d["given"] if d["drawer"] == 0 else d.get("returned")):
                    marks.setdefault(got, ("drawn-in", t("b_drawn_in")))
        return marks

    # --- narration ------------------------------------------------------------------------

    def describe(self, seat: int, action: str, before: dict, after: dict) -> list:
        name = self.name(seat)
        verb = action.split(" ")[0]
        if verb == "play":
            return super().describe(seat, action, before, after)
        out = []
        if verb in ("trump", "notrump", "misere"):
            out.append(
                i18n.about("b_n_announces", seat, name=name, contract=self.contract_name(action))
            )
        elif action == "pass":
            out.append(i18n.about("b_n_passes", seat, name=name))
        elif verb == "draw":
            old = len((before.get("known") or {}).get("draws") or [])
            new = (after.get("known") or {}).get("draws") or []
            if len(new) > old:
                out.append(panels.draw_sentence(self, new[-1]))
            else:
                out.append(panels.public_draw(self, seat, action))
        elif verb == "discard":
            if seat == 0:
                out.append(t("b_n_you_discard", card=i18n.card_words(action[8:])))
            elif before.get("out_of_play", 0) == 0:
                out.append(t("b_n_talon", name=name))
            else:
                out.append(t("b_n_discards", name=name))
        else:
            out.append(t("n_generic", name=name, action=self.action_label(action, before)))
        if after.get("hand_number") != before.get("hand_number") or after.get("is_over"):
            out.extend(self.hand_over_words(before, after))
        return out

    def hand_over_words(self, before: dict, after: dict) -> list:
        sheet = self.ctl.game.score_sheet()
        out = []
        if sheet:
            last = sheet[-1]
            scores = ", ".join(
                t(
                    "b_n_score",
                    name=self.name(s),
                    tricks=last["tricks"][s],
                    target=last["targets"][s],
                    delta=signed(v),
                )
                for s, v in enumerate(last["scores"])
            )
            out.append(
                t(
                    "b_n_deal_over",
                    n=last["hand_number"],
                    contract=self.contract_name(last.get("contract")),
                    scores=scores,
                )
            )
            if last.get("draws_next") and not after.get("is_over"):
                out.append(t("b_n_next_draws", draws=self.draws_text(last["draws_next"])))
        if after.get("is_over"):
            out.append(t("n_game_over", result=self.result_text(after)))
        else:
            roles = after.get("roles") or {}
            out.append(
                t(
                    "b_n_new_deal",
                    n=after["hand_number"],
                    dealer=self.name(after["dealer"]),
                    eight=self.name(roles.get("eight", 0)),
                )
            )
        return out
