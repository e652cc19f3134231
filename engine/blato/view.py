"""3-5-8 views: what one seat knows, JSON-ready (engine-contract.md), and the score sheet."""

from __future__ import annotations

from ..cards import NAMES, SUITS
from ..cards import names_of as _names


def _cards(leader: int, cards) -> list[list]:
    """A trick's cards as the view shows them: ``[[seat, card name], ...]`` in play order."""
    return [[(leader + i) % 3, NAMES[c]] for i, c in enumerate(cards)]


def _trick(record) -> dict:
    leader, cards, winner = record
    return {"leader": leader, "cards": _cards(leader, cards), "winner": winner}


class ViewMixin:
    """``view`` and ``score_sheet`` for ``BlatoGame``."""

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
