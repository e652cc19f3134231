"""King's per-seat view (what one seat knows, JSON-ready) and the reasons for refused actions."""

from __future__ import annotations

from ..cards import CARD, NAMES, SUITS
from ..cards import names_of as _names
from ..errors import IllegalAction
from .auction import SimpleAuction
from .rules import HEART_MASK, KH_BIT, SUIT_MASK, message

SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")



def _trick_dict(t: tuple) -> dict:
    leader, cards, winner = t
    return {"leader": leader, "cards": [[(leader + i) % 4, NAMES[c]] for i, c in enumerate(cards)],
            "winner": winner}


def view(g, seat: int) -> dict:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
        raise ValueError(f"there is no seat {seat!r}")
    con = g.contract
    over = g.phase == "over"
    positive = con is not None and con.positive
    if con is None or positive or not con.pen_mask:
        taken = list(g.tricks_taken)
    else:
        taken = [_names(w & con.pen_mask) for w in g.won]
    auction = None
    if positive:
        a = g.auction
        auction = {
            "standing": None if a is None or a.standing is None else list(a.standing),
            "accepted": a.accepted if a else 0, "refused_max": a.refused_max if a else 0,
            "max_ever": a.max_ever if a else 0,
            "sold": None if g.buyer is None else [g.buyer, g.bid],
            "declined": g.declined,
        }
    lh = g.last_hand
    return {
        "game": "king", "seat": seat, "players": 4, "to_move": g.to_move,
        "dealer": g.dealer, "hand_number": g.hand_no, "hands_total": g.hands_total,
        "phase": g.phase,
        "legal": g.legal_actions() if seat == g.to_move else [],
        "hand": [] if over else _names(g.hands[seat]),
        "hand_sizes": [0] * 4 if over else [bin(h).count("1") for h in g.hands],
        "trick": [[(g.leader + i) % 4, NAMES[c]] for i, c in enumerate(g.trick)],
        "leader": g.leader if g.phase == "play" else None,
        "trump": None if g.trump is None else SUITS[g.trump],
        "contract": None if con is None else con.name,
        "tricks_taken": list(g.tricks_taken), "scores": list(g.scores),
        "history": {"calls": [[s, a] for s, a in g.calls],
                    "tricks": [_trick_dict(t) for t in g.tricks]},
        "last_trick": None if g.last_trick is None else _trick_dict(g.last_trick),
        "last_hand": None if lh is None else {
            "hand_number": lh["hand_number"], "contract": lh["contract"],
            "tricks": [_trick_dict(t) for t in lh["tricks"]], "scores": list(lh["scores"])},
        "known": {}, "is_over": over, "options": g.options.as_dict(),
        "beneficiary": g.dealer if positive else None,
        "auction": auction,
        "taken": taken,
        "hand_points": list(g.hand_pts),
        "contracts_left": [n for n in g.schedule if n not in g.played],
        "first_dealer": g.first_dealer, "kh_receiver": g.kh_receiver,
        "winners": g.winners() if over else None,
    }


def _err(code: str, **params) -> IllegalAction:
    return IllegalAction(code, message(code, **params), **params)


_PHASES = {"play": ("play",), "bid": ("auction",), "pass": ("auction",),
           "accept": ("auction",), "refuse": ("auction",), "decline": ("auction", "trump"),
           "trump": ("trump",), "notrump": ("trump",), "contract": ("contract",),
           "dealer": ("contract",)}


def _number(text: str) -> int | None:
    if text.isascii() and text.isdigit() and str(int(text)) == text:
        return int(text)
    return None


def _parse(action: str):
    """(kind, argument) of a well-formed action string, else None."""
    if action in ("pass", "accept", "refuse", "decline", "notrump"):
        return action, None
    head, sep, arg = action.partition(" ")
    if not sep:
        return None
    if head == "play" and arg in CARD:
        return head, CARD[arg]
    if head in ("bid", "dealer") and _number(arg) is not None:
        return head, _number(arg)
    if head == "trump" and len(arg) == 1 and arg in SUITS:
        return head, arg
    if head == "contract" and arg and arg.strip() == arg:
        return head, arg
    return None


def explain(g, action: str) -> IllegalAction:
    parsed = _parse(action)
    if parsed is None:
        return _err("malformed", action=action)
    kind, arg = parsed
    phase = g.phase
    if phase not in _PHASES[kind] or (phase == "contract" and
                                      (kind == "dealer") != (g.first_dealer is None)):
        return _err("wrong_phase", action=action, phase=phase)
    seat = g.to_move
    a = g.auction
    if kind == "play":
        return _card_reason(g, arg) or _err("not_legal", action=action)
    if kind in ("bid", "pass"):
        if a.deciding:
            return _err("not_bidder", action=kind)
        if kind == "pass":
            return _err("not_legal", action=action)
        if not 1 <= arg <= 13:
            return _err("bid_range")
        low = a.min_bid(seat)
        if (a.standing is not None and arg == a.standing[0] > a.refused_max
                and not isinstance(a, SimpleAuction)):
            return _err("bid_not_senior", amount=arg, min=low)
        return _err("bid_too_low", min=low)
    if kind in ("accept", "refuse"):
        if not a.deciding:
            return _err("not_beneficiary", seat=g.dealer, action=kind)
        return _err("not_legal", action=action)
    if kind == "decline":
        if (phase == "auction" and not a.deciding) or seat != g.dealer:
            return _err("not_beneficiary", seat=g.dealer, action=kind)
        return _err("decline_not_allowed", max=g.options.decline_threshold)
    if kind == "notrump":
        return _err("notrump_not_allowed")
    if kind == "contract":
        if arg in g.played:
            return _err("contract_played", contract=arg)
        return _err("contract_unknown", contract=arg)
    if kind == "dealer":
        return _err("no_seat", seat=arg)
    return _err("not_legal", action=action)


def _card_reason(g, c: int) -> IllegalAction | None:
    hand = g.hands[g.to_move]
    if not hand >> c & 1:
        return _err("not_in_hand", card=NAMES[c])
    con, trick, trump, s = g.contract, g.trick, g.trump, c // 13
    if not trick:
        if con.hlr and s == 2 and hand & ~HEART_MASK:
            return _err("heart_lead")
        if trump is not None and s == trump and hand & ~SUIT_MASK[trump]:
            if g._tlead == "no_lead_while_other":
                return _err("trump_lead")
            if g._tlead == "not_before_played" and not g.trump_played:
                return _err("trump_not_played")
        return None
    led = trick[0] // 13
    if hand & SUIT_MASK[led]:
        if s != led:
            return _err("must_follow_suit", suit=SUITS[led], suit_name=SUIT_WORDS[led])
        return _err("king_of_hearts_over_ace")
    if con.khd and hand & KH_BIT:
        return _err("king_of_hearts")
    if g._forced and hand & con.pen_mask:
        return _err("penalty_discard", cards=" ".join(_names(hand & con.pen_mask)))
    if trump is not None and g._tduty != "none" and hand & SUIT_MASK[trump]:
        top = max((x for x in trick if x // 13 == trump), default=-1)
        higher = hand & SUIT_MASK[trump] & ~((2 << top) - 1) if top >= 0 else 0
        if g._tduty == "must_overtrump" and higher:
            return _err("must_overtrump", card=NAMES[top])
        return _err("must_trump")
    return None
