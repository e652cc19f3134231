"""The shared card table, and how a game plugs into it.

``GameTable(ctl)`` draws any trick game from its views: seats around the felt (you at the
bottom), the trick in the middle, your hand at the bottom, a button for every other legal
action, the score sheet, the last trick and the tricks of the hand on demand, the narrator.
The controller (``ui.controller.Controller``) owns the game and calls ``render()`` after every
action; the table never changes the game itself: it calls ``ctl.act(action)``,
``ctl.explain(action)`` and ``ctl.command(name)``.

A game plugs in by subclassing ``GameTable`` in ``ui/<game>_table.py`` and registering the
class in ``ui.app.TABLES`` (kind -> "module:Class"). Every hook has a working default, so a
subclass overrides only what its game needs:

* ``positions(view)``        seat -> "bottom" | "left" | "top" | "right" (seat 0 is bottom).
* ``seat_badges(view, s)``   small markers beside a seat's name: [(short, long, css class)].
* ``seat_extra(view, s)``    an element under a seat (e.g. penalty cards taken) or None.
* ``title(view)``            the headline (hand number, contract); ``reminder(view)`` one line
                             of rule for this hand; ``info(view)`` more top-bar elements.
* ``center_panel(view)``     an element shown in the middle of the felt instead of the trick
                             (auction calls, announcements, talon), or None.
* ``prompt(view)``           a sentence above the human's action buttons, or None.
* ``action_label(a, view)``  the button text of a non-card action; ``action_groups(legal,
                             view)`` groups those buttons [(label or None, [actions])].
* ``card_action(card, view)`` the action a click on a hand card means ("play QH",
                             "discard 7C"); ``hand_cards(view)`` the cards shown in hand.
* ``describe(seat, action, before, after)`` narration sentences for one action.
* ``scoresheet(game)``       the <table data-role="scoresheet"> (thead headings, one tbody
                             row per finished hand, tfoot totals); ``sheet_rows`` and
                             ``sheet_head`` are the smaller hooks the default uses.
* ``result_text(view)``      the end-of-game sentence.

Words go through ``ui.i18n.t``; a game adds its own with ``ui.i18n.add(lang, table)``.
"""

from __future__ import annotations

from pyscript import document

from ui import cards as C
from ui import games, i18n
from ui.dom import closest_attr, element, h, listen, mount, q, val
from ui.i18n import t

POSITIONS = {4: ("bottom", "left", "top", "right"), 3: ("bottom", "left", "right"),
             2: ("bottom", "top")}


def fmt(n: int) -> str:
    """A score as text: ASCII minus, no thousands separator (tests read these)."""
    return str(int(n))


class GameTable:
    kind = ""

    def __init__(self, ctl) -> None:
        self.ctl = ctl
        self.drawer = None  # None | "last" | "tricks" | "review"
        self.sheet_open = False
        self.refocus = False  # the focused control went away: focus the first action
        self.memo: dict[str, dict] = {}
        self.root = element("div", {"cls": f"table-root kind-{ctl.kind}"})
        self.el_actions = element("section", {"cls": "actions", "data_role": "actions",
                                              "aria_label": t("actions")})
        self.el_hand = element("section", {"cls": "hand-area", "aria_label": t("your_hand")})
        self.el_top = element("header", {"cls": "topbar"})
        self.el_felt = element("section", {"cls": "felt", "aria_label": t("table")})
        self.el_sheet = element("aside", {"cls": "sheet-panel", "aria_label": t("scoresheet")})
        self.el_drawer = element("div", {"cls": "drawer", "hidden": True})
        self.el_message = element("p", {"cls": "message", "data_role": "message"})
        self.el_narrator = element("div", {"cls": "narrator", "data_role": "narrator",
                                           "aria_live": "polite", "role": "log"})
        # The hint's words for screen readers (the suggested button's aria-describedby).
        self.el_hint_note = element("span", {"cls": "sr-only", "id": "hint-note",
                                             "data_role": "hint-note"})
        self.root.appendChild(self.el_hint_note)
        for el in (self.el_actions, self.el_hand, self.el_top, self.el_felt, self.el_message,
                   self.el_narrator, self.el_sheet, self.el_drawer):
            self.root.appendChild(el)
        listen(self.root, "click", self._on_click)
        listen(self.el_hand, "keydown", self._on_key)

    # --- names -------------------------------------------------------------------------

    def name(self, seat: int) -> str:
        custom = self.ctl.player_names  # typed in the menu: text only
        if seat < len(custom) and custom[seat]:
            return custom[seat]
        if seat == 0:
            return t("you")
        names = t("names" if self.ctl.players == 4 else "names3").split("|")
        return names[(seat - 1) % len(names)]

    # --- hooks (override in a game module) ------------------------------------------------

    def positions(self, view: dict) -> tuple:
        return POSITIONS.get(view["players"], POSITIONS[4])

    def seat_badges(self, view: dict, seat: int) -> list:
        if view.get("dealer") == seat:
            return [(t("dealer_short"), t("dealer"), "badge-dealer")]
        return []

    def seat_extra(self, view: dict, seat: int):
        return None

    def title(self, view: dict) -> str:
        n, total = view.get("hand_number"), view.get("hands_total")
        text = t("hand_of", n=n, total=total) if total else f"{t('hand_word')} {n}"
        if view.get("contract"):
            text += " · " + self.contract_name(view["contract"])
        return text

    def contract_name(self, contract) -> str:
        return str(contract)

    def reminder(self, view: dict) -> str:
        return ""

    def info(self, view: dict) -> list:
        if view.get("trump"):
            s = view["trump"]
            return [h("span", {"cls": f"trump-chip suit-{s}"},
                      t("k_trump_is", suit=i18n.SUIT_SYMBOL[s] + " " + i18n.suit_name(s)))]
        return []

    def center_panel(self, view: dict):
        return None

    def prompt(self, view: dict) -> str | None:
        return None

    def action_label(self, action: str, view: dict) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump" and arg in i18n.SUIT_SYMBOL:
            return i18n.SUIT_SYMBOL[arg] + " " + i18n.suit_name(arg)
        if i18n.has("a_" + verb):
            if verb == "discard":
                return t("a_discard", card=i18n.card_text(arg))
            if verb == "bid":
                return t("a_bid", n=arg)
            if verb == "draw":
                giver, _, suit = arg.partition(" ")
                suit_text = (i18n.suit_name(suit) if suit in i18n.SUIT_SYMBOL
                             else i18n.card_text(suit))
                return t("a_draw", suit=suit_text, name=self.name(int(giver)))
            return t("a_" + verb)
        return action

    def action_groups(self, legal: list, view: dict) -> list:
        return [(None, legal)]

    def hand_cards(self, view: dict) -> list:
        return C.sort_hand(view.get("hand", []), view.get("trump"))

    def card_action(self, card: str, view: dict) -> str:
        if view.get("phase") == "discard":
            return "discard " + card
        return "play " + card

    def action_words(self, seat: int, action: str) -> str:
        """A public call said in words (no card names for hidden actions)."""
        return self.action_label(action, self.ctl.last_view or {})

    def describe(self, seat: int, action: str, before: dict, after: dict) -> list:
        out = []
        name = self.name(seat)
        if action.startswith("play "):
            card = action[5:]
            key = "n_plays_you" if seat == 0 and i18n.has("n_plays_you") else "n_plays"
            out.append(t(key, name=name, card=i18n.card_words(card)))
            done = (len(before.get("trick", [])) == before["players"] - 1)
            if done and after.get("last_trick"):
                out.append(t("n_takes", name=self.name(after["last_trick"]["winner"])))
        elif action.startswith("discard ") and seat != 0:
            out.append(t("n_generic", name=name, action=t("a_discard", card="?")))
        else:
            out.append(t("n_generic", name=name, action=self.action_words(seat, action)))
        if after.get("hand_number") != before.get("hand_number") or after.get("is_over"):
            out.extend(self.hand_over_words(before, after))
        return out

    def hand_over_words(self, before: dict, after: dict) -> list:
        sheet = self.ctl.game.score_sheet()
        out = []
        if sheet:
            last = sheet[-1]
            scores = ", ".join(f"{self.name(s)} {fmt(v)}" for s, v in enumerate(last["scores"]))
            out.append(t("n_hand_over", n=last["hand_number"],
                         contract=self.contract_name(last.get("contract")), scores=scores))
        if after.get("is_over"):
            out.append(t("n_game_over", result=self.result_text(after)))
        elif after.get("contract") or after.get("phase"):
            out.append(t("n_new_hand", n=after["hand_number"],
                         contract=self.contract_name(after.get("contract") or "—"),
                         dealer=self.name(after["dealer"]) if after.get("dealer") is not None
                         else "—"))
        return out

    def winners(self, view: dict) -> list:
        w = view.get("winners")
        if w:
            return list(w)
        scores = self.ctl.game.scores
        best = max(scores)
        return [s for s, v in enumerate(scores) if v == best]

    def result_text(self, view: dict) -> str:
        winners = self.winners(view)
        score = fmt(self.ctl.game.scores[winners[0]])
        if winners == [0]:
            return t("you_win", score=score)
        names = " & ".join(self.name(s) for s in winners)
        return t("winner" if len(winners) == 1 else "winners", names=names, score=score)

    # --- the score sheet ----------------------------------------------------------------

    def sheet_head(self, game) -> list:
        """The <tr> elements of <thead>."""
        n = self.ctl.players
        return [h("tr", {}, h("th", {"scope": "col", "text": "#"}),
                  h("th", {"scope": "col", "text": t("contract")}),
                  [h("th", {"scope": "col", "data_seat": s, "text": self.name(s)})
                   for s in range(n)])]

    def sheet_rows(self, game) -> list:
        """One <tr> per finished hand or deal."""
        rows = []
        for entry in game.score_sheet():
            rows.append(h("tr", {"data_hand": entry["hand_number"]},
                          h("th", {"scope": "row", "text": entry["hand_number"]}),
                          h("td", {"text": self.contract_name(entry.get("contract"))}),
                          [h("td", {"cls": "num", "data_seat": s, "text": fmt(v)})
                           for s, v in enumerate(entry["scores"])]))
        return rows

    def sheet_foot(self, game) -> list:
        return [h("tr", {"cls": "totals"}, h("th", {"scope": "row", "colspan": 2,
                                                     "text": t("total")}),
                  [h("td", {"cls": "num total", "data_seat": s, "data_total": fmt(v),
                            "text": fmt(v)}) for s, v in enumerate(game.scores)])]

    def scoresheet(self, game):
        return h("table", {"cls": f"scoresheet sheet-{self.ctl.kind}", "data_role": "scoresheet"},
                 h("caption", {"text": t("scoresheet")}),
                 h("thead", {}, self.sheet_head(game)),
                 h("tbody", {}, self.sheet_rows(game)),
                 h("tfoot", {}, self.sheet_foot(game)))

    # --- rendering ----------------------------------------------------------------------

    def render(self, view: dict) -> None:
        doc = document
        active = val(doc.activeElement)
        focus_key = None
        if active is not None and self.root.contains(active):
            focus_key = (val(active.getAttribute("data-action")),
                         val(active.getAttribute("data-card")),
                         val(active.getAttribute("data-cmd")))
        root = self.root
        root.classList.toggle("is-over", bool(view.get("is_over")))
        root.classList.toggle("my-turn", view.get("to_move") == 0)
        root.classList.toggle("sheet-open", self.sheet_open or bool(view.get("is_over")))
        self._render_top(view)
        self._render_felt(view)
        self._render_actions(view)
        self._render_hand(view)
        self._render_sheet()
        self._render_drawer(view)
        self._render_hint(view)
        self._restore_focus(focus_key, view)

    def _mount(self, name: str, container, *children) -> bool:
        return mount(container, *children, memo=self.memo.setdefault(name, {}))

    def _restore_focus(self, focus_key, view) -> None:
        el = None
        if focus_key:
            action, card, cmd = focus_key
            if action:
                el = q(self.root, f'[data-action="{action}"]')
            if el is None and card:
                el = q(self.el_hand, f'[data-card="{card}"]')
            if el is None and cmd:
                el = q(self.root, f'[data-cmd="{cmd}"]')
            if el is None:
                self.refocus = True
        if el is None and self.refocus and view.get("to_move") == 0:
            el = q(self.root, "[data-action]")
        if el is not None:
            self.refocus = False
            el.focus()

    def _render_top(self, view: dict) -> None:
        reminder = self.reminder(view)
        code = self.ctl.deal_code
        head = (h("div", {"cls": "headline"},
                         h("h2", {"cls": "title", "text": self.title(view)}),
                         h("p", {"cls": "reminder", "text": reminder}) if reminder else None,
                         h("div", {"cls": "info"}, self.info(view)),
                         h("p", {"cls": "deal-code"}, t("deal_code_is") + ": ",
                           h("code", {"data_role": "deal-code", "text": code})) if code
                         else None))
        has_last = bool(view.get("last_trick"))
        bar = h("nav", {"cls": "toolbar"},
                self._cmd("hint", t("c_hint"), disabled=not (view.get("legal")
                                                              and self.ctl.advisor.hint_ready()),
                          title=t("c_hint_title")),
                self._cmd("review", t("c_review"), pressed=self.drawer == "review",
                          title=t("c_review_title")),
                self._cmd("last", t("last_trick"), disabled=not has_last,
                          pressed=self.drawer == "last"),
                self._cmd("tricks", t("hand_tricks"), pressed=self.drawer == "tricks"),
                self._cmd("sheet", t("scoresheet"), pressed=self.sheet_open, cls="only-narrow"),
                self._cmd("undo", t("undo"), disabled=not self.ctl.can_undo()),
                self._cmd("new", t("new_game")),
                self._cmd("menu", t("menu")))
        self._mount("top", self.el_top, head, bar)

    def _cmd(self, cmd: str, label: str, disabled: bool = False, pressed=None, cls: str = "",
             title: str | None = None):
        attrs = {"type": "button", "cls": "cmd " + cls, "data_cmd": cmd, "text": label,
                 "disabled": disabled, "title": title}
        if pressed is not None:
            attrs["aria_pressed"] = "true" if pressed else "false"
        return h("button", attrs)

    def _render_felt(self, view: dict) -> None:
        pos = self.positions(view)
        n = view["players"]
        self.el_felt.className = f"felt players-{n}"
        seats = [self._seat(view, seat, pos[seat]) for seat in range(n)]
        center = None if view.get("is_over") else self.center_panel(view)
        if view.get("is_over"):
            center = h("div", {"cls": "result", "data_role": "result"},
                       h("h2", {"text": t("game_over")}),
                       h("p", {"cls": "winner", "text": self.result_text(view)}),
                       h("div", {"cls": "result-buttons"},
                         h("button", {"type": "button", "cls": "cmd big", "data_cmd": "new",
                                      "text": t("play_again")}),
                         h("button", {"type": "button", "cls": "cmd", "data_cmd": "menu",
                                      "text": t("menu")})))
        if center is not None:
            middle = h("div", {"cls": "center panel-center"}, center)
        else:
            middle = self._trick(view, pos)
        self._mount("felt", self.el_felt, seats, middle)

    def _seat(self, view: dict, seat: int, where: str):
        to_move = view.get("to_move") == seat
        thinking = self.ctl.thinking == seat
        badges = [h("abbr", {"cls": "badge " + cls, "title": long, "text": short})
                  for short, long, cls in self.seat_badges(view, seat)]
        sizes = view.get("hand_sizes") or []
        count = sizes[seat] if seat < len(sizes) else 0
        stats = h("div", {"cls": "stats"},
                  h("span", {"cls": "stat tricks", "title": t("tricks")},
                    h("span", {"cls": "lbl", "text": t("tricks") + " "}),
                    h("b", {"text": view["tricks_taken"][seat]})),
                  h("span", {"cls": "stat score", "title": t("points")},
                    h("span", {"cls": "lbl", "text": t("points") + " "}),
                    h("b", {"text": fmt(view["scores"][seat])})))
        fan = None
        if seat != 0 and count:
            fan = h("div", {"cls": "fan", "title": t("cards_left", n=count),
                            "style": f"--n:{min(count, 20)}"})
        return h("div", {"cls": f"seat pos-{where}" + (" to-move" if to_move else ""),
                         "data_seat": seat},
                 h("div", {"cls": "nameplate"},
                   h("span", {"cls": "name", "text": self.name(seat)}), badges,
                   h("span", {"cls": "thinking", "text": t("thinking")}) if thinking else None),
                 fan, stats, self.seat_extra(view, seat))

    def _trick(self, view: dict, pos):
        trick = view.get("trick") or []
        done = False
        winner = None
        if not trick and self.ctl.linger:
            trick = self.ctl.linger["cards"]
            winner = self.ctl.linger.get("winner")
            done = True
        box = h("div", {"cls": "center trick" + (" done" if done else ""),
                        "data_role": "trick", "aria_label": t("trick")})
        for seat, card in trick:
            box.appendChild(C.face(card, attrs={
                "cls": f"card suit-{card[1]} at-{pos[seat]}" + (" winner" if seat == winner
                                                               else ""),
                "aria_label": f"{self.name(seat)}: {i18n.card_words(card)}"}))
        return box

    def _render_actions(self, view: dict) -> None:
        el = []
        legal = view.get("legal") or []
        card_acts = {self.card_action(c, view) for c in view.get("hand", [])}
        others = [a for a in legal if a not in card_acts]
        prompt = self.prompt(view)
        if view.get("to_move") == 0 and not view.get("is_over"):
            if prompt:
                el.append(h("p", {"cls": "prompt", "text": prompt}))
            elif not others:
                el.append(h("p", {"cls": "prompt", "text": t("your_turn")}))
        elif view.get("to_move") is not None and not view.get("is_over"):
            el.append(h("p", {"cls": "prompt waiting",
                              "text": t("waiting", name=self.name(view["to_move"]))}))
        for label, group in self.action_groups(others, view):
            row = h("div", {"cls": "action-group", "role": "group",
                            "aria_label": label or t("actions")})
            if label:
                row.appendChild(h("span", {"cls": "group-label", "text": label}))
            for action in group:
                row.appendChild(self.action_button(action, view))
            el.append(row)
        self._mount("actions", self.el_actions, el)

    def action_button(self, action: str, view: dict):
        verb = action.split(" ")[0]
        arg = action.partition(" ")[2]
        cls = f"act act-{verb}"
        if verb == "trump" and arg:
            cls += f" suit-{arg}"
        return h("button", {"type": "button", "cls": cls, "data_action": action,
                            "text": self.action_label(action, view)})

    def _render_hand(self, view: dict) -> None:
        cards = self.hand_cards(view)
        legal = set(view.get("legal") or [])
        mine = view.get("to_move") == 0
        hand = h("div", {"cls": "hand", "data_role": "hand", "role": "group",
                         "aria_label": t("your_hand"),
                         "style": f"--n:{max(len(cards), 1)}"})
        first = None
        for card in cards:
            action = self.card_action(card, view)
            if mine and action in legal:
                btn = C.face(card, "button", {"data_action": action, "cls":
                                              f"card suit-{card[1]} legal", "tabindex": "-1"})
                if first is None:
                    first = btn
            else:
                btn = C.face(card, "button", {"aria_disabled": "true", "tabindex": "-1",
                                              "cls": f"card suit-{card[1]} "
                                                     + ("illegal" if mine else "waiting")})
            hand.appendChild(btn)
        if first is None and hand.children:
            first = hand.children[0]
        if first is not None:
            first.setAttribute("tabindex", "0")
        self._mount("hand", self.el_hand, hand)

    def _render_sheet(self) -> None:
        game = self.ctl.game
        key = (len(game.log) if game.is_over else len(game.score_sheet()), i18n.lang())
        if self.memo.get("sheet-key") == key:
            return
        self.memo["sheet-key"] = key
        self._mount("sheet", self.el_sheet, h("div", {"cls": "paper"}, self.scoresheet(game),
                                              self.sheet_after(game)))

    def sheet_after(self, game):
        return None

    def _render_drawer(self, view: dict) -> None:
        el = self.el_drawer
        if self.drawer is None:
            el.hidden = True
            self._mount("drawer", el)
            return
        el.hidden = False
        if self.drawer == "review":
            self._mount("drawer", el, self.review_box())
            return
        if self.drawer == "last":
            tricks = [view["last_trick"]] if view.get("last_trick") else []
            heading = t("last_trick")
        else:
            tricks = (view.get("history") or {}).get("tricks") or []
            heading = t("hand_tricks")
        box = h("div", {"cls": "drawer-box", "role": "dialog", "aria_label": heading},
                h("h3", {"text": heading}))
        if not tricks:
            box.appendChild(h("p", {"text": t("no_tricks_yet")}))
        first_no = 1
        for i, tr in enumerate(tricks):
            no = first_no + i
            label = (t("won_by", name=self.name(tr["winner"])) if self.drawer == "last"
                     else t("trick_n", n=no) + " · " + t("won_by", name=self.name(tr["winner"])))
            box.appendChild(h("div", {"cls": "trick-row"},
                              h("span", {"cls": "trick-label", "text": label}),
                              h("span", {"cls": "trick-cards"},
                                [h("span", {"cls": "played" + (" winner" if s == tr["winner"]
                                                               else "")},
                                   h("small", {"text": self.name(s)}),
                                   C.face(c, small=True)) for s, c in tr["cards"]])))
        box.appendChild(h("button", {"type": "button", "cls": "cmd", "data_cmd": "close",
                                     "text": t("close")}))
        self._mount("drawer", el, box)

    # --- hint and review (issue 7; words and logic in ui/coach.py) --------------------------

    def hint_label(self, action: str, view: dict | None = None) -> str:
        """An action named as the table shows it: a card as 'Q♥', a call as its button."""
        view = view or self.ctl.last_view or {}
        verb, _, arg = action.partition(" ")
        if verb in ("play", "discard", "return") and len(arg) == 2:
            return i18n.card_text(arg)
        if verb == "bid":
            return t("c_offer", n=arg)
        if verb == "draw":
            return GameTable.action_label(self, action, view)
        return self.action_label(action, view)

    def _render_hint(self, view: dict) -> None:
        for el in list(self.root.querySelectorAll(".hint")):
            el.classList.remove("hint")
            el.removeAttribute("aria-describedby")
        hint = self.ctl.advisor.shown_hint()
        if hint is None:
            self.el_hint_note.textContent = ""
            return
        self.el_hint_note.textContent = t("c_hint_note") + ": " + hint["text"]
        el = q(self.root, f'[data-action="{hint["action"]}"]')
        if el is not None:
            el.classList.add("hint")
            el.setAttribute("aria-describedby", "hint-note")

    def review_box(self):
        from ui import coach
        state = self.ctl.advisor.review_state()
        kind = self.ctl.kind
        hand = state["hand"]
        head = t(games.get(kind).review_key, n=hand) if hand \
            else t("c_review")
        box = h("div", {"cls": "drawer-box review", "role": "dialog", "aria_label": head,
                        "data_role": "review"},
                h("h3", {"text": head}))
        if state["pending"]:
            box.appendChild(h("p", {"cls": "review-working", "data_role": "review-working",
                                    "text": t("c_review_working")}))
        elif hand is None:
            box.appendChild(h("p", {"cls": "review-none", "text": t("c_review_none")}))
        elif not state["items"]:
            box.appendChild(h("p", {"cls": "review-good", "data_role": "review-good",
                                    "text": t("c_well_played")}))
        else:
            box.appendChild(h("ol", {"cls": "review-list"},
                              [h("li", {"data_review_action": it["action"],
                                        "text": coach.review_line(kind, it, self.hint_label)})
                               for it in state["items"]]))
        box.appendChild(h("button", {"type": "button", "cls": "cmd", "data_cmd": "close",
                                     "text": t("close")}))
        return box

    # --- messages -----------------------------------------------------------------------

    def say(self, text: str) -> None:
        """A one-line message (e.g. why a card is refused), also read out by the narrator."""
        self.el_message.textContent = text
        self.narrate([text])

    def narrate(self, sentences: list) -> None:
        if sentences:
            self.el_narrator.textContent = " ".join(sentences[-6:])

    # --- events -------------------------------------------------------------------------

    def _on_click(self, event) -> None:
        el = closest_attr(event, "data-action")
        if el is not None and not el.disabled:
            self.el_message.textContent = ""
            self.ctl.act(str(el.getAttribute("data-action")))
            return
        el = closest_attr(event, "data-card")
        if el is not None and self.el_hand.contains(el):
            view = self.ctl.last_view or {}
            self.ctl.explain(self.card_action(str(el.getAttribute("data-card")), view))
            return
        el = closest_attr(event, "data-cmd")
        if el is not None and not el.disabled:
            cmd = str(el.getAttribute("data-cmd"))
            if not self._toggle(cmd):
                self.ctl.command(cmd)

    def _toggle(self, cmd: str) -> bool:
        """The table's own commands: what it shows beside the game. False for others."""
        if cmd in ("last", "tricks", "review"):
            self.drawer = None if self.drawer == cmd else cmd
        elif cmd == "close":
            self.drawer = None
        elif cmd == "sheet":
            self.sheet_open = not self.sheet_open
        else:
            return False
        self.ctl.render()
        return True

    def showing(self, drawer: str) -> bool:
        """Whether the drawer ``drawer`` ("last", "tricks", "review") is open."""
        return self.drawer == drawer

    def _on_key(self, event) -> None:
        key = event.key
        if key not in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"):
            return
        buttons = list(self.el_hand.querySelectorAll("button.card"))
        if not buttons:
            return
        active = val(document.activeElement)
        idx = next((i for i, b in enumerate(buttons) if b == active), -1)
        if key in ("ArrowLeft", "ArrowUp"):
            idx = (idx - 1) % len(buttons)
        elif key in ("ArrowRight", "ArrowDown"):
            idx = (idx + 1) % len(buttons)
        elif key == "Home":
            idx = 0
        else:
            idx = len(buttons) - 1
        for i, b in enumerate(buttons):
            b.setAttribute("tabindex", "0" if i == idx else "-1")
        buttons[idx].focus()
        event.preventDefault()
