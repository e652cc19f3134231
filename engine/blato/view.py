"""3-5-8 views, score sheet and the reasons for refused actions (engine-contract.md)."""

from __future__ import annotations

from ..cards import CARD, NAMES, SUIT_MASK
from ..cards import names_of as _names
from .rules import CONTRACT_WORDS, SUIT_WORDS, illegal

SUITS = "CDHS"
_PHASE_OF = {"play": "play", "discard": "discard", "draw": "draw", "return": "draw",
             "trump": "announce", "notrump": "announce", "pass": "announce",
             "preview": "announce", "misere": "announce"}



def _cards(leader: int, cards) -> list[list]:
    """A trick's cards as the view shows them: ``[[seat, card name], ...]`` in play order."""
    return [[(leader + i) % 3, NAMES[c]] for i, c in enumerate(cards)]


def _trick(record) -> dict:
    leader, cards, winner = record
    return {"leader": leader, "cards": _cards(leader, cards), "winner": winner}


def _well_formed(parts: list[str]) -> bool:
    verb, n = parts[0], len(parts)
    if verb in ("play", "discard", "return"):
        return n == 2 and parts[1] in CARD
    if verb == "trump":
        return n == 2 and len(parts[1]) == 1 and parts[1] in SUITS
    if verb in ("notrump", "pass", "preview", "misere"):
        return n == 1
    if verb == "draw":
        return (n == 3 and parts[1] in ("0", "1", "2")
                and ((len(parts[2]) == 1 and parts[2] in SUITS) or parts[2] in CARD))
    return False


class ViewMixin:
    """``view``, ``score_sheet`` and ``explain`` for ``BlatoGame``."""

    def view(self, seat: int) -> dict:
        if seat not in (0, 1, 2):
            raise ValueError(f"seat must be 0, 1 or 2, not {seat!r}")
        return {
            "game": self.GAME, "seat": seat, "players": 3, "to_move": self.to_move,
            "dealer": self.dealer, "hand_number": self.hand_number,
            "hands_total": self.hands_total, "phase": self.phase,
            "legal": list(self.legal_actions()) if seat == self.to_move else [],
            "hand": _names(self.hands[seat]),
            "hand_sizes": [bin(h).count("1") for h in self.hands],
            "trick": _cards(self.leader, self.trick),
            "leader": self.leader,
            "trump": None if self.trump is None else SUITS[self.trump],
            "contract": self.contract,
            "tricks_taken": list(self.tricks_taken), "scores": list(self.scores),
            "targets": list(self.targets),
            "roles": {"eight": self.eight, "five": self.five, "three": self.three},
            "announced": [[c for c, _ in a] for a in self.announced],
            "draw_plan": [{"drawer": e[0], "giver": e[1], "count": e[2], "done": e[3],
                           "lapsed": e[4]} for e in self.plan],
            "previous_results": None if self.results is None else list(self.results),
            "talon_size": 0 if self.talon_taken else len(self.talon),
            "out_of_play": len(self.discards),
            "history": {"calls": [list(c) for c in self.calls],
                        "tricks": [_trick(t) for t in self.tricks]},
            "last_trick": None if self.last_trick is None else _trick(self.last_trick),
            "last_hand": self._last_hand_view(),
            "known": self._known(seat),
            "is_over": self.to_move is None,
            "winners": self.winners(),
            "options": self.options.as_dict(),
        }

    def _last_hand_view(self):
        last = self.last_hand
        if last is None:
            return None
        out = dict(last)
        out["tricks"] = [_trick(t) for t in last["tricks"]]
        out["scores"] = list(last["scores"])
        return out

    def _known(self, seat: int) -> dict:
        draws = [{"drawer": d, "giver": g, "suit": SUITS[s], "given": NAMES[gv],
                  "returned": NAMES[rt]} for d, g, s, gv, rt in self.draws if seat in (d, g)]
        if self.pending is not None and seat in self.pending[:2]:
            d, g, s, gv = self.pending
            draws.append({"drawer": d, "giver": g, "suit": SUITS[s], "given": NAMES[gv],
                          "returned": None})
        known = {"draws": draws}
        if seat == self.eight and (self.talon_taken or self.previewed):
            known["talon"] = [NAMES[c] for c in self.talon]
            known["discards"] = [NAMES[c] for c in self.discards]
        return known

    def score_sheet(self) -> list[dict]:
        """One dict per finished deal: hand_number, contract, dealer, eight, targets, tricks,
        scores (that deal's), totals (running, after it) and draws_next."""
        out = []
        for e in self.sheet:
            e = dict(e)
            for key in ("targets", "tricks", "scores", "totals"):
                e[key] = list(e[key])
            e["draws_next"] = [dict(d) for d in e["draws_next"]]
            out.append(e)
        return out

    # --- why an action is refused -----------------------------------------------------------

    def explain(self, action: str):
        parts = action.split(" ")
        if not _well_formed(parts):
            return illegal("malformed", action=action)
        verb = parts[0]
        if _PHASE_OF[verb] != self.phase:
            return illegal("wrong_phase", verb=verb, phase=self.phase)
        why = getattr(self, "_why_" + self.phase)(action, parts)
        return why or illegal("not_legal", action=action)

    def _why_announce(self, action: str, parts: list[str]):
        seat = self.eight
        if action == "pass":
            if self.options.pass_limit == "none":
                return illegal("pass_disabled")
            return illegal("pass_used")
        if action == "preview":
            if not self.options.flat_preview:
                return illegal("preview_disabled")
            if self.previewed:
                return illegal("preview_done")
            return illegal("preview_not_flat")
        if action not in self.allowed_contracts():
            return illegal("contract_not_allowed", contract=action,
                           contract_name=CONTRACT_WORDS[action])
        for contract, deal in self._used_contracts(seat):
            if contract == action:
                return illegal("contract_used", contract=action,
                               contract_name=CONTRACT_WORDS[action], deal=deal)
        return None

    def _why_draw(self, action: str, parts: list[str]):
        if self.pending is not None:
            if parts[0] != "return":
                return illegal("must_return", suit=SUITS[self.pending[2]],
                               suit_name=SUIT_WORDS[self.pending[2]])
            return illegal("not_in_hand", card=parts[1])
        if parts[0] == "return":
            return illegal("no_return_due")
        giver, what = int(parts[1]), parts[2]
        if giver not in self._owing(self.to_move):
            return illegal("draw_not_owed", giver=giver)
        free = self.options.draw_card == "free"
        suit = SUITS.index(what[-1])
        if free and len(what) == 1:
            return illegal("draw_needs_card", giver=giver, suit=what)
        if not free and len(what) == 2:
            return illegal("draw_needs_suit", giver=giver, suit=what[-1])
        if self.trump == suit and self.options.trump_draw == "forbidden":
            return illegal("draw_in_trump", suit=what[-1], suit_name=SUIT_WORDS[suit])
        if free and not self.hands[self.to_move] >> CARD[what] & 1:
            return illegal("not_in_hand", card=what)
        if not self.hands[self.to_move] & SUIT_MASK[suit]:
            return illegal("draw_suit_not_held", suit=what, suit_name=SUIT_WORDS[suit])
        return None

    def _why_discard(self, action: str, parts: list[str]):
        return illegal("not_in_hand", card=parts[1])

    def _why_play(self, action: str, parts: list[str]):
        card = CARD[parts[1]]
        hand = self.hands[self.to_move]
        if not hand >> card & 1:
            return illegal("not_in_hand", card=parts[1])
        led = self.trick[0] // 13
        if hand & SUIT_MASK[led]:
            return illegal("must_follow_suit", suit=SUITS[led], suit_name=SUIT_WORDS[led])
        trump = self.trump
        if card // 13 != trump:
            return illegal("must_trump", suit=SUITS[trump], suit_name=SUIT_WORDS[trump],
                           led=SUITS[led], led_name=SUIT_WORDS[led])
        best = max(c for c in self.trick if c // 13 == trump)
        return illegal("must_overtrump", suit=SUITS[trump], card=NAMES[best])

