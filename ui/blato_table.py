"""3-5-8 at the table: three seats in the direction of play, each with its target (8, 5, 3) and
the tricks taken against it ("5/8"); the announcement with the contracts already used greyed
out and why; pass and the redeal; card drawing (who owes whom, the card you gave and the one
you got, what left and what arrived when a bot draws from you); the talon joining the
8-player's hand and his four cards laid away; and the score pad (target, tricks and plus/minus
per player and deal, running totals, who draws from whom in the next deal).

Everything is drawn from ``game.view(0)`` (engine/blato_view.py): ``targets``, ``roles``,
``announced``, ``draw_plan``, ``previous_results``, ``talon_size``, ``known.draws`` /
``known.talon`` / ``known.discards``; and from ``game.score_sheet()`` for the pad.
"""

from __future__ import annotations

from pyscript import document

from ui import cards as C
from ui import i18n
from ui.dom import closest_attr, h, q
from ui.i18n import SUIT_SYMBOL, t
from ui.table import GameTable, fmt

NARRATED = 6  # sentences kept in the narrator log
CONTRACT_ORDER = ("trump C", "trump D", "trump H", "trump S", "notrump")


def signed(n: int) -> str:
    """A deal result for the pad: +2, 0, -3 (ASCII minus, readable by int())."""
    return f"+{n}" if n > 0 else str(int(n))


class BlatoTable(GameTable):
    kind = "358"

    # --- words ----------------------------------------------------------------------------

    def contract_name(self, contract) -> str:
        if not contract:
            return "—"
        contract = str(contract)
        if contract.startswith("trump ") and contract[-1] in SUIT_SYMBOL:
            s = contract[-1]
            name = i18n.suit_name(s)
            return SUIT_SYMBOL[s] + " " + t("b_c_trump", suit=name, Suit=name[:1].upper()
                                            + name[1:])
        if contract in ("notrump", "pass", "misere"):
            return t("b_c_" + contract)
        return contract

    def contract_short(self, contract) -> str:
        contract = str(contract or "")
        if contract.startswith("trump ") and contract[-1] in SUIT_SYMBOL:
            return SUIT_SYMBOL[contract[-1]]
        if contract in ("notrump", "misere"):
            return t("b_short_" + contract)
        return "—"

    def card_list(self, cards) -> str:
        return " ".join(i18n.card_text(c) for c in cards)

    # --- layout ---------------------------------------------------------------------------

    def positions(self, view: dict) -> tuple:
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
        text = t("b_roles", eight=self.name(roles["eight"]), five=self.name(roles["five"]),
                 three=self.name(roles["three"]))
        if view.get("phase") == "play":
            text += " " + t("b_rule_play" if view.get("trump") else "b_rule_play_nt")
        return text

    def info(self, view: dict) -> list:
        out = super().info(view)
        if view.get("contract") == "notrump":
            out.append(h("span", {"cls": "trump-chip notrump", "text": t("b_notrump_chip")}))
        draws = (view.get("known") or {}).get("draws") or []
        if draws and view.get("phase") in ("discard", "play"):
            for key, group in (("b_your_draws", [d for d in draws if d["drawer"] == 0]),
                               ("b_drawn_from_you", [d for d in draws if d["giver"] == 0])):
                if not group:
                    continue
                full = " ".join(self.draw_sentence(d) for d in group)
                out.append(h("span", {"cls": "draw-chip", "data_role": "draw-log",
                                      "title": full, "aria_label": full},
                              h("b", {"text": t(key) + ": "}),
                              " · ".join(self.draw_sentence(d, short=True) for d in group)))
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
            out.append((self.contract_short(con), t("b_announced_long",
                                                    contract=self.contract_name(con)),
                        "badge-contract" + (f" suit-{con[-1]}" if con.startswith("trump")
                                            else "")))
        return out

    def seat_extra(self, view: dict, seat: int):
        """Tricks taken against the target ("5/8") and the contracts announced so far."""
        targets = view.get("targets") or []
        progress = None
        if seat < len(targets) and not view.get("is_over"):
            tricks, target = view["tricks_taken"][seat], targets[seat]
            state = "made" if tricks >= target else "short"
            progress = h("div", {"cls": f"target-line {state}", "data_role": "target",
                                 "title": t("b_tricks_of")},
                         h("span", {"cls": "lbl", "text": t("b_tricks") + " "}),
                         h("b", {"text": f"{tricks}/{target}"}))
        used = [c for c in (view.get("announced") or [[], [], []])[seat] if c != "pass"]
        chips = None
        if used:
            label = t("b_used_list")
            chips = h("div", {"cls": "used-contracts", "title": label,
                              "aria_label": label + ": " + ", ".join(self.contract_name(c)
                                                                    for c in used)},
                      [h("span", {"cls": "used-chip" + (f" suit-{c[-1]}"
                                                        if c.startswith("trump") else ""),
                                  "text": self.contract_short(c)}) for c in used])
        return h("div", {"cls": "b-seat"}, progress, chips)

    # --- the middle of the felt -----------------------------------------------------------

    def center_panel(self, view: dict):
        phase = view.get("phase")
        if phase == "announce":
            return self.announce_panel(view)
        if phase == "draw":
            return self.draw_panel(view)
        if phase == "discard":
            return self.talon_panel(view)
        return None

    def announce_panel(self, view: dict):
        roles = view.get("roles") or {}
        eight = roles.get("eight")
        calls = [(s, a) for s, a in (view.get("history") or {}).get("calls") or []
                 if a in CONTRACT_ORDER or a in ("pass", "misere")]
        items = [h("li", {"data_seat": s},
                   t("b_call", name=self.name(s),
                     call=t("b_call_pass") if a == "pass" else self.contract_name(a)))
                 for s, a in calls]
        return h("div", {"cls": "b-panel announce-panel", "data_role": "announce"},
                 h("h3", {"text": t("b_announce") + " · " + (
                     t("b_announcer_you") if eight == 0 else t("b_announcer",
                                                                name=self.name(eight)))}),
                 h("ol", {"cls": "calls"}, items) if items else None,
                 h("div", {"cls": "talon-row"}, [C.back(small=False) for _ in
                                                  range(view.get("talon_size") or 0)],
                   h("span", {"text": t("b_talon_down")})),
                 self.plan_block(view, before=True))

    def plan_entries(self, view: dict) -> list:
        out = []
        for e in view.get("draw_plan") or []:
            drawer, giver, n = e["drawer"], e["giver"], e["count"]
            if drawer == 0:
                text = t("b_plan_you_draw", n=n, giver=self.name(giver))
            elif giver == 0:
                text = t("b_plan_from_you", n=n, drawer=self.name(drawer))
            else:
                text = t("b_plan_entry", n=n, drawer=self.name(drawer), giver=self.name(giver))
            if e.get("lapsed"):
                state = t("b_lapsed")
            else:
                state = t("b_plan_done", done=e.get("done", 0), n=n)
            out.append(h("li", {"data_drawer": drawer, "data_giver": giver,
                                "cls": "lapsed" if e.get("lapsed") else
                                ("done" if e.get("done", 0) >= n else "")},
                         text, h("small", {"text": f" · {state}"})))
        return out

    def plan_block(self, view: dict, before: bool):
        """Who owes whom this deal (view draw_plan), shown before and during the drawing."""
        items = self.plan_entries(view)
        if view.get("hand_number") == 1 and view.get("previous_results") is None:
            note = t("b_no_draw_first")
        elif view.get("contract") == "notrump":
            note = t("b_no_draw_nt")
        elif not items:
            note = t("b_no_draw_even")
        else:
            note = None
        box = h("div", {"cls": "plan", "data_role": "draw-plan"},
                h("h4", {"text": t("b_draw_title")}))
        if note:
            box.appendChild(h("p", {"text": note}))
            return box
        box.appendChild(h("p", {"text": t("b_plan_if" if before else "b_plan_now")}))
        box.appendChild(h("ul", {}, items))
        box.appendChild(h("p", {"cls": "rule", "text": t("b_plan_rule")}))
        return box

    def draw_sentence(self, d: dict, short: bool = False) -> str:
        """One of this seat's draws (view known.draws) in words."""
        given, returned = d.get("given"), d.get("returned")
        same = returned == given
        if short:  # what left this hand and what arrived
            left, came = (given, returned) if d["drawer"] == 0 else (returned, given)
            text = (f"−{i18n.card_text(left) if left else '…'} "
                    f"+{i18n.card_text(came) if came else '…'}")
            return text if d["drawer"] == 0 else f"{text} ({self.name(d['drawer'])})"
        if d["drawer"] == 0:
            key = "b_you_drew_same" if same else "b_you_drew"
            return t(key, given=i18n.card_text(given), giver=self.name(d["giver"]),
                     returned=i18n.card_text(returned) if returned else "…")
        key = "b_drew_from_you_same" if same else "b_drew_from_you"
        return t(key, drawer=self.name(d["drawer"]), suit=i18n.suit_name(d["suit"]),
                 given=i18n.card_text(given),
                 returned=i18n.card_text(returned) if returned else "…")

    def draw_row(self, d: dict):
        mine = d["drawer"] == 0
        out_card = d["given"] if mine else d.get("returned")
        in_card = d.get("returned") if mine else d["given"]
        return h("li", {"cls": "draw-row", "data_drawer": d["drawer"], "data_giver": d["giver"],
                        "data_given": d["given"], "data_returned": d.get("returned") or ""},
                 h("span", {"cls": "who", "text": self.draw_sentence(d)}),
                 h("span", {"cls": "swap", "aria_hidden": "true"},
                   h("small", {"text": t("b_gave" if mine else "b_left")}),
                   C.face(out_card, small=True) if out_card else None,
                   h("small", {"text": t("b_got" if mine else "b_arrived")}),
                   C.face(in_card, small=True) if in_card else None))

    def draw_panel(self, view: dict):
        known = (view.get("known") or {}).get("draws") or []
        mine = [d for d in known if 0 in (d["drawer"], d["giver"])]
        public = [(s, a) for s, a in (view.get("history") or {}).get("calls") or []
                  if a.startswith("draw ") and s != 0 and a.split(" ")[1] != "0"]
        return h("div", {"cls": "b-panel draw-panel", "data_role": "drawing"},
                 self.plan_block(view, before=False),
                 h("ol", {"cls": "draws", "data_role": "draws"},
                   [self.draw_row(d) for d in mine]) if mine else None,
                 h("ul", {"cls": "public-draws"},
                   [h("li", {"text": self.public_draw(s, a)}) for s, a in public])
                 if public else None)

    def public_draw(self, seat: int, action: str) -> str:
        _, giver, suit = action.split(" ")
        suit_text = i18n.suit_name(suit) if suit in SUIT_SYMBOL else i18n.card_text(suit)
        return t("b_public_draw", drawer=self.name(seat), giver=self.name(int(giver)),
                 suit=suit_text)

    def talon_panel(self, view: dict):
        roles = view.get("roles") or {}
        eight = roles.get("eight")
        known = view.get("known") or {}
        box = h("div", {"cls": "b-panel talon-panel", "data_role": "talon"},
                h("h3", {"text": t("b_talon")}))
        if eight == 0 and known.get("talon") is not None:
            box.appendChild(h("p", {"text": t("b_talon_you")}))
            box.appendChild(h("div", {"cls": "talon-cards"},
                              [C.face(c, small=True) for c in known["talon"]]))
            discards = known.get("discards") or []
            box.appendChild(h("p", {"text": t("b_laid_away")}))
            box.appendChild(h("div", {"cls": "talon-cards discards", "data_role": "discards"},
                              [C.face(c, small=True) for c in discards],
                              [C.back(small=False) for _ in range(4 - len(discards))]))
        else:
            n = view.get("out_of_play") or 0
            box.appendChild(h("p", {"text": t("b_talon_other", name=self.name(eight), n=n)}))
            box.appendChild(h("div", {"cls": "talon-row"},
                              [C.back(small=False) for _ in range(n)]))
        mine = [d for d in known.get("draws") or []]
        if mine:
            box.appendChild(h("ol", {"cls": "draws", "data_role": "draws"},
                              [self.draw_row(d) for d in mine]))
        return box

    # --- the human's decisions ------------------------------------------------------------

    def prompt(self, view: dict) -> str | None:
        if view.get("to_move") != 0:
            return None
        phase, legal = view.get("phase"), view.get("legal") or []
        if phase == "announce":
            contracts = [a for a in legal if a != "pass"]
            if len(contracts) == 1 and "pass" not in legal:
                return t("b_forced", contract=self.contract_name(contracts[0]))
            return t("b_you_announce")
        if phase == "draw":
            return t("b_draw_prompt")
        if phase == "discard":
            left = 4 - len((view.get("known") or {}).get("discards") or [])
            return t("b_talon_prompt", n=left)
        return None

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
        owed = {}
        for e in view.get("draw_plan") or []:
            if e["drawer"] == 0 and not e.get("lapsed"):
                owed[e["giver"]] = owed.get(e["giver"], 0) + e["count"] - e.get("done", 0)
        groups, rest = {}, []
        for a in legal:
            parts = a.split(" ")
            if parts[0] == "draw" and len(parts) == 3:
                groups.setdefault(int(parts[1]), []).append(a)
            else:
                rest.append(a)
        out = [(t("b_draw_from", name=self.name(g), n=owed.get(g, "?")), acts)
               for g, acts in groups.items()]
        if rest:
            out.append((None, rest))
        return out

    def lowest(self, view: dict, suit: str):
        ranks = C.RANKS
        held = [c for c in view.get("hand") or [] if c[1] == suit]
        return min(held, key=lambda c: ranks.index(c[0])) if held else None

    def action_button(self, action: str, view: dict):
        parts = action.split(" ")
        if not (parts[0] == "draw" and len(parts) == 3 and parts[2] in SUIT_SYMBOL):
            return super().action_button(action, view)
        suit, giver = parts[2], int(parts[1])
        card = self.lowest(view, suit)
        words = t("b_draw_btn_aria", suit=i18n.suit_name(suit), name=self.name(giver),
                  card=i18n.card_words(card) if card else "—")
        return h("button", {"type": "button", "cls": f"act act-draw suit-{suit}",
                            "data_action": action, "aria_label": words, "title": words},
                 h("span", {"cls": "sym", "text": SUIT_SYMBOL[suit]}),
                 h("span", {"cls": "word", "text": " " + i18n.suit_name(suit)}),
                 h("small", {"cls": "give", "text": t("b_give", card=i18n.card_text(card))})
                 if card else None)

    def used_reason(self, view: dict, action: str) -> tuple:
        """(why, deal): why an announcement is greyed out, and the deal it was made in."""
        err = self.ctl.game.explain(action)
        code, params = err.code, getattr(err, "params", {}) or {}
        if code == "contract_used":
            deal = params.get("deal")
            return t("b_used", contract=self.contract_name(action), deal=deal), deal
        if code == "pass_used":
            deal = self.pass_deal(view)
            return t("b_used_pass", deal=deal), deal
        if code == "pass_disabled":
            return t("b_no_pass"), None
        return i18n.reason(code, params, kind=self.ctl.kind), None

    def pass_deal(self, view: dict):
        """The deal in which seat 0 passed: that of his next announcement, or this one."""
        mine = (view.get("announced") or [[]])[0]
        if "pass" not in mine:
            return view.get("hand_number")
        after = mine[mine.index("pass") + 1:]
        if not after:
            return view.get("hand_number")
        for entry in self.ctl.game.score_sheet():
            if entry.get("eight") == 0 and entry.get("contract") == after[0]:
                return entry["hand_number"]
        return view.get("hand_number")

    def _render_actions(self, view: dict) -> None:
        if view.get("phase") != "announce" or view.get("to_move") != 0 or view.get("is_over"):
            super()._render_actions(view)
            return
        legal = view.get("legal") or []
        prompt = h("p", {"cls": "prompt", "text": self.prompt(view)})
        row = h("div", {"cls": "action-group announce-group", "role": "group",
                        "aria_label": t("b_announce")})
        game = self.ctl.game
        allowed = list(game.allowed_contracts()) if hasattr(game, "allowed_contracts") \
            else list(CONTRACT_ORDER)
        for action in allowed + ["pass"]:
            if action in legal:
                row.appendChild(self.action_button(action, view))
                continue
            if action == "pass" and (view.get("options") or {}).get("pass_limit") == "none":
                continue
            why, deal = self.used_reason(view, action)
            verb, _, arg = action.partition(" ")
            cls = f"act act-{verb} used" + (f" suit-{arg}" if verb == "trump" else "")
            row.appendChild(h("button", {"type": "button", "cls": cls, "aria_disabled": "true",
                                         "title": why, "data_why": why, "data_used": action,
                                         "aria_label": self.action_label(action, view) + ": "
                                         + why},
                              h("span", {"text": self.action_label(action, view)}),
                              h("small", {"text": t("b_used_short", deal=deal)})
                              if deal is not None else None))
        self._mount("actions", self.el_actions, prompt, row)

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

    def _on_click(self, event) -> None:
        el = closest_attr(event, "data-why")
        if el is not None and self.root.contains(el):
            self.say(str(el.getAttribute("data-why")))
            return
        super()._on_click(event)

    # --- the hand -------------------------------------------------------------------------

    def _render_hand(self, view: dict) -> None:
        super()._render_hand(view)
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
        hand = q(self.el_hand, ".hand")
        if hand is None:
            return
        hand.classList.toggle("many", len(view.get("hand") or []) > 14)
        for card, (cls, words) in marks.items():
            el = q(hand, f'[data-card="{card}"]')
            if el is not None:
                el.classList.add(cls)
                el.setAttribute("aria-label", i18n.card_words(card) + f" ({words})")
                el.setAttribute("title", words)

    # --- narration ------------------------------------------------------------------------

    def describe(self, seat: int, action: str, before: dict, after: dict) -> list:
        name = self.name(seat)
        verb = action.split(" ")[0]
        if verb == "play":
            return super().describe(seat, action, before, after)
        out = []
        if verb in ("trump", "notrump", "misere"):
            out.append(t("b_n_announces_you" if seat == 0 else "b_n_announces", name=name,
                         contract=self.contract_name(action)))
        elif action == "pass":
            out.append(t("b_n_passes", name=name))
        elif verb == "draw":
            old = len((before.get("known") or {}).get("draws") or [])
            new = (after.get("known") or {}).get("draws") or []
            if len(new) > old:
                out.append(self.draw_sentence(new[-1]))
            else:
                out.append(self.public_draw(seat, action))
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

    def draws_text(self, draws: list) -> str:
        return ", ".join(t("b_draw_short", drawer=self.name(d["drawer"]),
                           giver=self.name(d["giver"]), n=d["count"]) for d in draws)

    def hand_over_words(self, before: dict, after: dict) -> list:
        sheet = self.ctl.game.score_sheet()
        out = []
        if sheet:
            last = sheet[-1]
            scores = ", ".join(t("b_n_score", name=self.name(s), tricks=last["tricks"][s],
                                 target=last["targets"][s], delta=signed(v))
                               for s, v in enumerate(last["scores"]))
            out.append(t("b_n_deal_over", n=last["hand_number"],
                         contract=self.contract_name(last.get("contract")), scores=scores))
            if last.get("draws_next") and not after.get("is_over"):
                out.append(t("b_n_next_draws", draws=self.draws_text(last["draws_next"])))
        if after.get("is_over"):
            out.append(t("n_game_over", result=self.result_text(after)))
        else:
            roles = after.get("roles") or {}
            out.append(t("b_n_new_deal", n=after["hand_number"], dealer=self.name(after["dealer"]),
                         eight=self.name(roles.get("eight", 0))))
        return out

    # --- the score pad --------------------------------------------------------------------

    def sheet_head(self, game) -> list:
        n = self.ctl.players
        top = h("tr", {}, h("th", {"scope": "col", "rowspan": 2, "text": "#"}),
                h("th", {"scope": "col", "rowspan": 2, "text": t("contract")}),
                [h("th", {"scope": "colgroup", "colspan": 3, "cls": "player", "data_of": s,
                          "text": self.name(s)}) for s in range(n)])
        sub = h("tr", {"cls": "sub"},
                [[h("th", {"scope": "col", "cls": "tricks", "title": t("b_h_tricks_long"),
                           "text": t("b_h_tricks")}),
                  h("th", {"scope": "col", "cls": "delta", "title": t("b_h_delta_long"),
                           "text": t("b_h_delta")}),
                  h("th", {"scope": "col", "cls": "run", "title": t("b_h_total_long"),
                           "text": t("b_h_total")})] for _ in range(n)])
        return [top, sub]

    def sheet_rows(self, game) -> list:
        rows = []
        for e in game.score_sheet():
            cells = []
            for s in range(len(e["scores"])):
                delta = e["scores"][s]
                cells.append(h("td", {"cls": "num tricks", "data_of": s,
                                      "title": t("b_h_tricks_long"),
                                      "text": f"{e['tricks'][s]}/{e['targets'][s]}"}))
                cells.append(h("td", {"cls": "num delta " + ("plus" if delta > 0 else
                                                             "minus" if delta < 0 else "zero"),
                                      "data_seat": s, "data_score": delta,
                                      "text": signed(delta)}))
                cells.append(h("td", {"cls": "num run", "data_of": s, "data_total": e["totals"][s],
                                      "text": fmt(e["totals"][s])}))
            draws = e.get("draws_next") or []
            eight = e.get("eight")
            con = h("td", {"cls": "contract", "title": self.contract_name(e.get("contract"))
                           + (" · " + t("b_by", name=self.name(eight)) if eight is not None
                              else "")},
                    h("span", {"cls": "con " + (f"suit-{e['contract'][-1]}"
                                                if str(e.get("contract")).startswith("trump")
                                                else ""),
                               "text": self.contract_short(e.get("contract"))}),
                    h("span", {"cls": "by", "text": " " + self.name(eight)})
                    if eight is not None else None,
                    h("small", {"cls": "next-draws",
                                "title": t("b_draws_next_long", draws=self.draws_text(draws)),
                                "text": self.draws_text(draws)}) if draws else None)
            rows.append(h("tr", {"data_hand": e["hand_number"]},
                          h("th", {"scope": "row", "text": e["hand_number"]}), con, cells))
        return rows

    def sheet_foot(self, game) -> list:
        return [h("tr", {"cls": "totals"},
                  h("th", {"scope": "row", "colspan": 2, "text": t("total")}),
                  [h("td", {"cls": "num total", "colspan": 3, "data_seat": s,
                            "data_total": fmt(v), "text": fmt(v)})
                   for s, v in enumerate(game.scores)])]

    def scoresheet(self, game):
        return h("table", {"cls": "scoresheet sheet-358", "data_role": "scoresheet"},
                 h("caption", {"text": t("b_pad", n=getattr(game, "hands_total", None) or "")}),
                 h("thead", {}, self.sheet_head(game)),
                 h("tbody", {}, self.sheet_rows(game)),
                 h("tfoot", {}, self.sheet_foot(game)))

    def sheet_after(self, game):
        sheet = game.score_sheet()
        if game.is_over:
            view = self.ctl.last_view or game.view(0)
            return h("p", {"cls": "checks ok", "data_role": "winner"}, self.result_text(view))
        if not sheet:
            return None
        draws = sheet[-1].get("draws_next") or []
        text = (t("b_next_deal_draws", draws=self.draws_text(draws)) if draws
                else t("b_no_draws_next"))
        return h("p", {"cls": "checks", "data_role": "next-draws", "text": text})
