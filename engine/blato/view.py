"""3-5-8 view: what one seat knows now, JSON-ready (engine-contract.md "The view")."""

from __future__ import annotations

from ..cards import NAMES, SUITS
from ..cards import names_of as _names
from ..game import view_head


def _cards(leader: int, cards) -> list[list]:
    """A trick's cards as the view shows them: ``[[seat, card name], ...]`` in play order."""
    return [[(leader + i) % 3, NAMES[c]] for i, c in enumerate(cards)]


def _trick(record: tuple) -> dict:
    leader, cards, winner = record
    return {"leader": leader, "cards": _cards(leader, cards), "winner": winner}


def view(game, seat: int) -> dict:
    """All that ``seat`` knows of ``game`` now, and nothing more."""
    g = game
    return {
        **view_head(g, seat),
        "hand": _names(g.hands[seat]),
        "hand_sizes": [h.bit_count() for h in g.hands],
        "trick": _cards(g.leader, g.trick),
        "leader": g.leader,
        "trump": None if g.trump is None else SUITS[g.trump],
        "contract": g.contract,
        "tricks_taken": list(g.tricks_taken),
        "scores": list(g.scores),
        "targets": list(g.targets),
        "roles": {"eight": g.eight, "five": g.five, "three": g.three},
        "announced": [[c for c, _ in a] for a in g.announced],
        "draw_plan": [
            {"drawer": e[0], "giver": e[1], "count": e[2], "done": e[3], "lapsed": e[4]}
            for e in g.plan
        ],
        "previous_results": None if g.results is None else list(g.results),
        "talon_size": 0 if g.talon_taken else len(g.talon),
        "out_of_play": len(g.discards),
        "history": {"calls": [list(c) for c in g.calls], "tricks": [_trick(t) for t in g.tricks]},
        "last_trick": None if g.last_trick is None else _trick(g.last_trick),
        "last_hand": _last_hand(g.last_hand),
        "known": _known(g, seat),
        "is_over": g.to_move is None,
        "winners": g.winners(),
        "options": g.options.as_dict(),
    }


def _last_hand(last: dict | None) -> dict | None:
    if last is None:
        return None
    out = dict(last)
    out["tricks"] = [_trick(t) for t in last["tricks"]]
    out["scores"] = list(last["scores"])
    return out


def _known(g, seat: int) -> dict:
    """The cards of the draws ``seat`` took part in; the talon and discards of the 8-player."""
    draws = [
        {"drawer": d, "giver": gv, "suit": SUITS[s], "given": NAMES[given], "returned": NAMES[back]}
        for d, gv, s, given, back in g.draws
        if seat in (d, gv)
    ]
    if g.pending is not None and seat in g.pending[:2]:
        d, gv, s, given = g.pending
        draws.append(
            {"drawer": d, "giver": gv, "suit": SUITS[s], "given": NAMES[given], "returned": None}
        )
    known = {"draws": draws}
    if seat == g.eight and (g.talon_taken or g.previewed):
        known["talon"] = [NAMES[c] for c in g.talon]
        known["discards"] = [NAMES[c] for c in g.discards]
    return known
