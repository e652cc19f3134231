"""King's per-seat view: ``view(game, seat)``, all that one seat knows now, JSON-ready."""

from __future__ import annotations

from ..cards import NAMES, SUITS, names_of
from ..game import view_head


def _trick_dict(t: tuple) -> dict:
    leader, cards, winner = t
    return {
        "leader": leader,
        "cards": [[(leader + i) % 4, NAMES[c]] for i, c in enumerate(cards)],
        "winner": winner,
    }


def view(g, seat: int) -> dict:
    """What ``seat`` knows of the King game ``g`` (engine-contract.md "The view")."""
    head = view_head(g, seat)
    con = g.contract
    over = g.phase == "over"
    positive = con is not None and con.positive
    if con is None or positive or not con.pen_mask:
        taken = list(g.tricks_taken)
    else:
        taken = [names_of(w & con.pen_mask) for w in g.won]
    auction = None
    if positive:
        a = g.auction
        auction = {
            "standing": None if a is None or a.standing is None else list(a.standing),
            "accepted": a.accepted if a else 0,
            "refused_max": a.refused_max if a else 0,
            "max_ever": a.max_ever if a else 0,
            "sold": None if g.buyer is None else [g.buyer, g.bid],
            "declined": g.declined,
        }
    lh = g.last_hand
    return {
        **head,
        "hand": [] if over else names_of(g.hands[seat]),
        "hand_sizes": [0] * 4 if over else [bin(h).count("1") for h in g.hands],
        "trick": [[(g.leader + i) % 4, NAMES[c]] for i, c in enumerate(g.trick)],
        "leader": g.leader if g.phase == "play" else None,
        "trump": None if g.trump is None else SUITS[g.trump],
        "contract": None if con is None else con.name,
        "tricks_taken": list(g.tricks_taken),
        "scores": list(g.scores),
        "history": {
            "calls": [[s, a] for s, a in g.calls],
            "tricks": [_trick_dict(t) for t in g.tricks],
        },
        "last_trick": None if g.last_trick is None else _trick_dict(g.last_trick),
        "last_hand": None
        if lh is None
        else {
            "hand_number": lh["hand_number"],
            "contract": lh["contract"],
            "tricks": [_trick_dict(t) for t in lh["tricks"]],
            "scores": list(lh["scores"]),
        },
        "known": {},
        "is_over": over,
        "options": g.options.as_dict(),
        "beneficiary": g.dealer if positive else None,
        "auction": auction,
        "taken": taken,
        "hand_points": list(g.hand_points),
        "contracts_left": [n for n in g.schedule if n not in g.played],
        "first_dealer": g.first_dealer,
        "kh_receiver": g.kh_receiver,
        "winners": g.winners() if over else None,
    }
