"""The card table of one game: its page containers, rendering and a game's hooks (clicks and keys:
ui/table/events.py).

``GameTable(ctl)`` draws any trick game from its views: the top bar (ui/table/topbar.py), the seats
and the trick on the felt (ui/table/felt.py), the player's actions and hand (ui/table/hand.py), the
score sheet (ui/table/sheet.py), the drawer with the last trick, the tricks or the review
(ui/table/drawer.py), and the narrator. The controller (ui/table/controller.py) owns the game and
calls ``render(view)`` after every change; the table never changes the game itself: it calls
``ctl.act(action)``, ``ctl.explain(action)`` and ``ctl.command(name)``, and keeps only what it shows
(the open drawer, the score sheet on a narrow screen, where the focus goes).

A game plugs in by subclassing ``GameTable`` in ``ui/<game>_table.py`` (registered in
ui/games/). Every hook has a working default, so a subclass overrides only what its game
needs:

* ``places(view)``           seat -> "bottom" | "left" | "top" | "right" (seat 0 is bottom).
* ``seat_badges(view, s)``   small markers beside a seat's name: [(short, long, css class)].
* ``seat_extra(view, s)``    an element under a seat (e.g. penalty cards taken) or None.
* ``title(view)``            the headline (hand number, contract); ``reminder(view)`` one line
                             of rule for this hand; ``info(view)`` more top-bar elements.
* ``center_panel(view)``     an element shown in the middle of the felt instead of the trick
                             (auction calls, announcements, talon), or None.
* ``prompt(view)``           a sentence above the player's action buttons, or None;
                             ``actions(view)`` all that is above the hand.
* ``action_label(a, view)``  the button text of a non-card action; ``action_groups(legal,
                             view)`` groups those buttons [(label or None, [actions])];
                             ``action_button(a, view)`` one button.
* ``card_action(card, view)`` the action a click on a hand card means ("play QH",
                             "discard 7C"); ``hand_cards(view)`` the cards shown in hand;
                             ``hand_marks(view)`` card -> (css class, words) to mark some.
* ``describe(seat, action, before, after)`` narration sentences for one action;
                             ``narrate(sentences)`` how the narrator shows them.
* ``Sheet``                  the class of the score sheet (ui/table/sheet.py).
* ``result_text(view)``      the end-of-game sentence.

A controller may add ``ctl.panel(view)`` above the actions (a replay's controls, a puzzle's
verdict) and ``ctl.open_hands(view)``, seat -> cards shown face up; at a turned position
(``ctl.mode.turn``, ui/screens/position_link.py) ``data-action`` uses the position's own seat
numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document

from ui.core.dom import element, h, listen, mount, q, val
from ui.table import drawer, felt, hand, motion, topbar, turned
from ui.table.eventlog import EventLog
from ui.table.events import TableEvents
from ui.table.sheet import Sheet, fmt
from ui.words import i18n
from ui.words.i18n import t

if TYPE_CHECKING:
    from ui.core.dom import El


POSITIONS = {
    4: ("bottom", "left", "top", "right"),
    3: ("bottom", "left", "right"),
    2: ("bottom", "top"),
}
NARRATED = 6  # sentences the narrator keeps


class GameTable(TableEvents):
    Sheet = Sheet

    def __init__(self, ctl) -> None:
        self.ctl = ctl
        self.drawer = None  # None | "last" | "tricks" | "review"
        self.sheet_open = False
        self.more_open = False  # the toolbar's overflow menu (narrow screens)
        self.refocus = False  # the focused control went away: focus the first action
        self.memo: dict[str, Any] = {}  # mount()'s memo of each part by name; "sheet-key"
        self.sheet = self.Sheet(self)
        self.root = element("div", {"cls": f"table-root kind-{ctl.kind}"})
        self.el_actions = element(
            "section", {"cls": "actions", "data_role": "actions", "aria_label": t("actions")}
        )
        self.el_hand = element("section", {"cls": "hand-area", "aria_label": t("your_hand")})
        self.el_top = element("header", {"cls": "topbar"})
        self.el_felt = element("section", {"cls": "felt", "aria_label": t("table")})
        self.el_sheet = element("aside", {"cls": "sheet-panel", "aria_label": t("scoresheet")})
        self.el_drawer = element("div", {"cls": "drawer", "hidden": True})
        self.el_message = element("p", {"cls": "message", "data_role": "message"})
        self.el_narrator = element(
            "div",
            {"cls": "narrator", "data_role": "narrator", "aria_live": "polite", "role": "log"},
        )
        # The hint's words for screen readers (the suggested button's aria-describedby).
        self.el_hint_note = element(
            "span", {"cls": "sr-only", "id": "hint-note", "data_role": "hint-note"}
        )
        self.root.appendChild(self.el_hint_note)
        self.log = EventLog()  # the last events, beside the table (grid area "log")
        for el in (
            self.el_actions,
            self.el_hand,
            self.el_top,
            self.el_felt,
            self.el_message,
            self.el_narrator,
            self.el_sheet,
            self.log.el,
            self.el_drawer,
        ):
            self.root.appendChild(el)
        listen(self.root, "click", self._on_click)
        listen(document, "keydown", self._on_key)  # Escape closes the drawer, the overflow
        listen(self.el_hand, "keydown", lambda event: hand.move_focus(self.el_hand, event))

    # --- names and words ----------------------------------------------------------------

    def name(self, seat: int) -> str:
        custom = self.ctl.player_names  # typed in the menu: text only
        if seat < len(custom) and custom[seat]:
            return custom[seat]
        if seat == 0:
            return t("you")
        names = t("names" if self.ctl.players == 4 else "names3").split("|")
        return names[(seat - 1) % len(names)]

    def contract_name(self, contract: object) -> str:
        return str(contract)

    def title(self, view: dict) -> str:
        n, total = view.get("hand_number"), view.get("hands_total")
        text = t("hand_of", n=n, total=total) if total else f"{t('hand_word')} {n}"
        if view.get("contract"):
            text += " · " + self.contract_name(view["contract"])
        return text

    def reminder(self, view: dict) -> str:
        return ""

    def info(self, view: dict) -> list:
        if view.get("trump"):
            s = view["trump"]
            return [
                h(
                    "span",
                    {"cls": f"trump-chip suit-{s}"},
                    t("k_trump_is", suit=i18n.SUIT_SYMBOL[s] + " " + i18n.suit_name(s)),
                )
            ]
        return []

    # --- the felt -------------------------------------------------------------------------

    def places(self, view: dict) -> tuple:
        return POSITIONS.get(view["players"], POSITIONS[4])

    def seat_badges(self, view: dict, seat: int) -> list:
        if view.get("dealer") == seat:
            return [(t("dealer_short"), t("dealer"), "badge-dealer")]
        return []

    def seat_extra(self, view: dict, seat: int):
        return None

    def center_panel(self, view: dict):
        return None

    # --- the player's actions -----------------------------------------------------------

    def prompt(self, view: dict) -> str | None:
        return None

    def actions(self, view: dict) -> list:
        return hand.action_rows(self, view)

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
                suit_text = (
                    i18n.suit_name(suit) if suit in i18n.SUIT_SYMBOL else i18n.card_text(suit)
                )
                return t("a_draw", suit=suit_text, name=self.name(int(giver)))
            return t("a_" + verb)
        return action

    def action_groups(self, legal: list, view: dict) -> list:
        return [(None, legal)]

    def action_button(self, action: str, view: dict) -> El:
        return hand.action_button(self, action, view)

    def hand_cards(self, view: dict) -> list:
        return hand.stable_cards(self, view)  # suits in the order of the deal, kept

    def hand_marks(self, view: dict) -> dict:
        return {}

    def card_action(self, card: str, view: dict) -> str:
        if view.get("phase") == "discard":
            return "discard " + card
        return "play " + card

    def hint_label(self, action: str, view: dict | None = None) -> str:
        """An action named as the table shows it: a card as 'Q♥', a call as its button."""
        view = view or self.ctl.last_view or {}
        verb, _, arg = action.partition(" ")
        if verb in ("play", "discard", "return") and len(arg) == 2:
            return i18n.card_text(arg)
        if verb == "bid":
            return t("c_offer", n=arg)
        if verb == "draw":  # the whole draw in words, not a game's short button label
            return GameTable.action_label(self, action, view)
        return self.action_label(action, view)

    # --- narration ------------------------------------------------------------------------

    def action_words(self, seat: int, action: str) -> str:
        """A public call said in words (no card names for hidden actions)."""
        return self.action_label(action, self.ctl.last_view or {})

    def call_sentence(self, seat: int, action: str) -> str:
        """A call that is not a card, as a sentence about ``seat`` (a game says its own)."""
        return t("n_generic", name=self.name(seat), action=self.action_words(seat, action))

    def describe(self, seat: int, action: str, before: dict, after: dict) -> list:
        out = []
        name = self.name(seat)
        if action.startswith("play "):
            card = action[5:]
            out.append(i18n.about("n_plays", seat, name=name, card=i18n.card_words(card)))
            done = len(before.get("trick", [])) == before["players"] - 1
            if done and after.get("last_trick"):
                winner = after["last_trick"]["winner"]
                out.append(i18n.about("n_takes", winner, name=self.name(winner)))
        else:
            out.append(self.call_sentence(seat, action))
        if after.get("hand_number") != before.get("hand_number") or after.get("is_over"):
            out.extend(self.hand_over_words(before, after))
        return out

    def hand_over_words(self, before: dict, after: dict) -> list:
        sheet = self.ctl.game.score_sheet()
        out = []
        if sheet:
            last = sheet[-1]
            scores = ", ".join(f"{self.name(s)} {fmt(v)}" for s, v in enumerate(last["scores"]))
            out.append(
                t(
                    "n_hand_over",
                    n=last["hand_number"],
                    contract=self.contract_name(last.get("contract")),
                    scores=scores,
                )
            )
        if after.get("is_over"):
            out.append(t("n_game_over", result=self.result_text(after)))
        elif after.get("contract") or after.get("phase"):
            dealer = after.get("dealer")
            out.append(
                i18n.about(
                    "n_new_hand",
                    dealer,
                    n=after["hand_number"],
                    contract=self.contract_name(after.get("contract") or "—"),
                    dealer="—" if dealer is None else self.name(dealer),
                )
            )
        return out

    def result_text(self, view: dict) -> str:
        """Who won, in a sentence: "You win with 150!", "Ana and Bruno share the win …"."""
        scores = self.ctl.game.scores
        winners = list(view.get("winners") or [s for s, v in enumerate(scores) if v == max(scores)])
        score = fmt(scores[winners[0]])
        if winners == [0]:
            return t("you_win", score=score)
        others = [self.name(s) for s in winners if s != 0]
        names = t("and_list", first=", ".join(others[:-1]), last=others[-1])
        if len(others) == 1:
            names = others[0]
        if 0 in winners:
            return t("winners_you", names=names, score=score)
        return t("winner" if len(winners) == 1 else "winners", names=names, score=score)

    def say(self, text: str) -> None:
        """A one-line message (e.g. why a card is refused), also read out by the narrator."""
        self.el_message.textContent = text
        self.narrate([text])

    def log_events(self, sentences: list, trick_done: bool = False) -> None:
        """An action's sentences into the event log beside the table."""
        self.log.add(sentences, trick_done)

    def narrate(self, sentences: list) -> None:
        if sentences:
            self.el_narrator.textContent = " ".join(sentences[-NARRATED:])

    # --- rendering ----------------------------------------------------------------------

    def render(self, view: dict) -> None:
        active = val(document.activeElement)
        focus_key = None
        if active is not None and self.root.contains(active):
            focus_key = (
                val(active.getAttribute("data-action")),
                val(active.getAttribute("data-card")),
                val(active.getAttribute("data-cmd")),
            )
        root = self.root
        root.classList.toggle("is-over", bool(view.get("is_over")))
        root.classList.toggle("my-turn", view.get("to_move") == 0)
        root.classList.toggle("sheet-open", self.sheet_open or bool(view.get("is_over")))
        motion.before(self, view)  # where the cards are before they move
        self._mount("top", self.el_top, topbar.build(self, view))
        self.el_felt.className = f"felt players-{view['players']}"
        self._mount("felt", self.el_felt, self._open_hands(felt.build(self, view), view))
        panel = getattr(self.ctl, "panel", None)
        replay = getattr(self.ctl, "role", "") == "replay"  # its panel says whose turn it is
        acts = None if replay else self._outward(self.actions(view))
        self._mount("actions", self.el_actions, panel(view) if panel else None, acts)
        self._mount("hand", self.el_hand, self._outward(hand.cards(self, view)))
        self._render_sheet()
        self.el_drawer.hidden = self.drawer is None
        self._mount(
            "drawer", self.el_drawer, drawer.build(self, view, self.drawer) if self.drawer else None
        )
        self._render_hint()
        self._restore_focus(focus_key, view)
        motion.after(self, view)  # the cards fly to where they are now; sounds

    # --- a turned position, a replay's open hands ------------------------------------------

    def outward(self, action: str, back: bool = False) -> str:
        """An action of the game as the page writes it (``back``: the reverse)."""
        turn = getattr(self.ctl.mode, "turn", 0)
        return turned.outward(action, -turn if back else turn, self.ctl.players)

    def _outward(self, tree):
        """``tree`` (elements to be) with every ``data-action`` written as the page says it."""
        turn = getattr(self.ctl.mode, "turn", 0)
        return turned.outward_tree(tree, turn, self.ctl.players) if turn else tree

    def _open_hands(self, tree: list, view: dict) -> list:
        """The felt with the controller's open hands face up at their seats (a replay)."""
        shown = getattr(self.ctl, "open_hands", None)
        hands = shown(view) if shown else None
        if not hands:
            return tree
        from ui.screens import replay

        return replay.open_seats(tree, hands)

    def _mount(self, name: str, container, *children) -> bool:
        return mount(container, *children, memo=self.memo.setdefault(name, {}))

    def _render_sheet(self) -> None:
        game = self.ctl.game
        key = (len(game.log) if game.is_over else len(game.score_sheet()), i18n.lang())
        if self.memo.get("sheet-key") != key:  # the sheet changes only when a hand ends
            self.memo["sheet-key"] = key
            # on a narrow screen the sheet lies over the felt: it closes by its own button too
            close = h(
                "button",
                {
                    "type": "button",
                    "cls": "cmd sheet-close",
                    "data_cmd": "sheet-close",
                    "aria_label": t("close"),
                    "title": t("close"),
                    "text": "\u00d7",
                },
            )
            self._mount("sheet", self.el_sheet, close, self.sheet.build(game))
            # The sheet scrolls in its own box (names and totals kept in view): show the
            # latest hands, as the bottom of a paper pad.
            paper = q(self.el_sheet, ".paper")
            if paper is not None:
                paper.scrollTop = paper.scrollHeight

    def _render_hint(self) -> None:
        for el in list(self.root.querySelectorAll(".hint")):
            el.classList.remove("hint")
            el.removeAttribute("aria-describedby")
        hint = self.ctl.advisor.shown_hint()
        if hint is None:
            self.el_hint_note.textContent = ""
            return
        self.el_hint_note.textContent = t("c_hint_note") + ": " + hint["text"]
        el = q(self.root, f'[data-action="{self.outward(hint["action"])}"]')
        if el is not None:
            el.classList.add("hint")
            el.setAttribute("aria-describedby", "hint-note")

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
