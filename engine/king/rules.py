"""King's rule data: the options (variants KV-1..KV-18), the contracts and the refusal codes.

Contracts are data (``Contract``): which duties apply and what each card and trick is worth, so
the play code in ``engine.king`` has no per-contract branches. With quick match (KV-4) the six
negative contracts merge pairwise (hands 1+6, 2+5, 3+4 of the chosen order) into contracts named
``"vazas+ultimas"``, ``"copas+king"``, ``"homens+mulheres"`` (``"mulheres+homens"`` with queens
first): a merged hand scores both contracts' penalties and obeys both hands' duties.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import SUIT_MASK
from ..errors import Plural
from ..options import Option, Options

HEARTS = 2
KH = HEARTS * 13 + 11
AH = HEARTS * 13 + 12
KH_BIT = 1 << KH
HEART_MASK = SUIT_MASK[HEARTS]
KINGS_JACKS = sum(1 << (s * 13 + r) for s in range(4) for r in (9, 11))
QUEENS = sum(1 << (s * 13 + 10) for s in range(4))


class KingOptions(Options):
    # Position and record texts (docs/positions.md) name options and values by their place in
    # this list, and tutorial sites keep such links for years: only append options, and values
    # at the end of an option's values.
    SPEC = (
        Option(
            "first_dealer",
            ("kh_draw", "kh_nominate", "random"),
            "KV-1",
            "Who deals first: the first to receive the King of hearts when cards are turned "
            "to seats 0, 1, 2, 3, 0, ... (kh_draw); that player names the dealer with "
            "'dealer N' (kh_nominate); or a random seat.",
        ),
        Option(
            "negative_order",
            ("seed", "queens_first", "free"),
            "KV-2",
            "Order of the negative hands: vazas, copas, homens, mulheres, king, ultimas; "
            "queens (mulheres) before kings and jacks (homens); or free: each dealer of "
            "hands 1-6 picks an unplayed negative contract with 'contract NAME' after "
            "the deal.",
        ),
        Option(
            "first_leader",
            ("dealer", "dealer_left"),
            "KV-3",
            "Who leads the first trick of a negative hand (positive hands: positive_leader).",
        ),
        Option(
            "quick_match",
            (False, True),
            "KV-4",
            "Merge negative hands 1+6, 2+5, 3+4 into three deals keeping every penalty "
            "(7 hands in all).",
        ),
        Option(
            "kh_on_heart_lead",
            ("free", "forced_if_higher"),
            "KV-5",
            "King hand, hearts led: the King of hearts is free, or must be played when the "
            "Ace of hearts is already in the trick.",
        ),
        Option(
            "forced_penalty_discard",
            (False, True),
            "KV-6",
            "When void in the suit led, a penalty card of the hand (heart, K/J, Q) must be "
            "thrown if held.",
        ),
        Option(
            "trump_lead",
            ("free", "no_lead_while_other", "not_before_played"),
            "KV-7",
            "Leading trumps: free; not while holding another suit; not before a trump has "
            "been played to an earlier trick of the hand (unless holding only trumps).",
        ),
        Option(
            "trump_duty",
            ("none", "must_trump", "must_overtrump"),
            "KV-8",
            "When void in the suit led: free; must trump if able; must trump and beat the "
            "highest trump in the trick if able (else any trump).",
        ),
        Option(
            "positive_leader",
            ("dealer", "buyer", "dealer_left"),
            "KV-9",
            "Who leads the first trick of a positive hand (buyer = the dealer when unsold).",
        ),
        Option(
            "no_trump_positive",
            (False, True),
            "KV-10",
            "Allow 'notrump' as the contract of a positive hand.",
        ),
        Option(
            "auction",
            (True, False),
            "KV-11",
            "Trump auction (leilao) in positive hands; off: the beneficiary always names "
            "trump and may not decline.",
        ),
        Option(
            "auction_style",
            ("copag", "simple"),
            "KV-12",
            "copag: rounds of 1.7 with accept/refuse after each round; simple: opponents bid "
            "up (a pass drops out) until one remains, then one accept-or-refuse decision.",
        ),
        Option(
            "payment",
            ("uncapped", "capped"),
            "KV-13",
            "Buyer pays 25 per promised trick in full, or at most his own trick points.",
        ),
        Option(
            "decline_threshold",
            (1, 0, -1),
            "KV-14",
            "Beneficiary may decline (4/3/3/3) when the best offer is at most this many "
            "tricks and nothing was accepted (only with the auction, KV-11); -1 disables "
            "declining.",
        ),
        Option(
            "pela_mao",
            ("any_senior", "first_only"),
            "KV-15",
            "Who may equal the standing offer: any senior speaker, or only the first (O1).",
        ),
        Option(
            "early_end",
            (False, True),
            "KV-16",
            "End a negative hand as soon as no penalty is left to take (scores unchanged).",
        ),
        Option(
            "score_display",
            ("two_columns", "single"),
            "KV-17",
            "Score sheet layout (display only).",
        ),
        Option(
            "tie_break",
            ("shared", "positive_column", "fewer_negative"),
            "KV-18",
            "Equal totals: shared win; higher positive column; fewer negative points.",
        ),
    )


class Contract(NamedTuple):
    name: str
    positive: bool
    hlr: bool  # heart-lead restriction (1.5.1)
    khd: bool  # King-of-hearts duty (1.5.3)
    card_vals: tuple[int, ...] | None  # points per card taken, or None
    trick_val: int  # points per trick taken
    last_val: int  # extra points for tricks 12 and 13
    pen_mask: int  # penalty cards (KV-6 forced discards, KV-16 early end, view "taken")
    early: bool  # may end early once pen_mask has fallen (KV-16)
    total: int


def _vals(cards_points: list[tuple[int, int]]) -> tuple[int, ...]:
    vals = [0] * 52
    for m, pts in cards_points:
        for c in range(52):
            if m >> c & 1:
                vals[c] += pts
    return tuple(vals)


# name: (hlr, khd, [(mask, points)], trick_val, last_val)
_Base = tuple[bool, bool, list[tuple[int, int]], int, int]
_BASE: dict[str, _Base] = {
    "vazas": (False, False, [], -20, 0),
    "copas": (True, False, [(HEART_MASK, -20)], 0, 0),
    "homens": (False, False, [(KINGS_JACKS, -30)], 0, 0),
    "mulheres": (False, False, [(QUEENS, -50)], 0, 0),
    "king": (True, True, [(KH_BIT, -160)], 0, 0),
    "ultimas": (False, False, [], 0, -90),
}
NEGATIVES = tuple(_BASE)
ORDERS = {
    "seed": NEGATIVES,
    "queens_first": ("vazas", "copas", "mulheres", "homens", "king", "ultimas"),
}


def _make(names: tuple[str, ...]) -> Contract:
    hlr = khd = False
    pts: list[tuple[int, int]] = []
    trick_val = last_val = 0
    for n in names:
        h, k, p, t, lv = _BASE[n]
        hlr, khd, trick_val, last_val = hlr or h, khd or k, trick_val + t, last_val + lv
        pts += p
    pen = 0
    for m, _ in pts:
        pen |= m
    vals = _vals(pts) if pts else None
    total = sum(vals or ()) + 13 * trick_val + 2 * last_val
    return Contract(
        "+".join(names),
        False,
        hlr,
        khd,
        vals,
        trick_val,
        last_val,
        pen,
        bool(pen) and not trick_val and not last_val,
        total,
    )


CONTRACTS: dict[str, Contract] = {n: _make((n,)) for n in NEGATIVES}
for _order in ORDERS.values():
    for _i in range(3):
        _c = _make((_order[_i], _order[5 - _i]))
        CONTRACTS[_c.name] = _c
POSITIVE = Contract("positiva", True, False, False, None, 25, 0, 0, False, 325)
CONTRACTS["positiva"] = POSITIVE


def negative_schedule(order: str, quick: bool) -> tuple[str, ...]:
    """The negative contracts in play order (the candidates, for free choice)."""
    base = ORDERS.get(order, NEGATIVES)
    if quick:
        return tuple(base[i] + "+" + base[5 - i] for i in range(3))
    return base


# Named house rules (engine.presets("king")): preset name -> options, "default" first.
PRESETS = {
    "default": {},
    "portuguese": {
        "first_leader": "dealer_left",
        "positive_leader": "dealer_left",
        "negative_order": "queens_first",
        "forced_penalty_discard": True,
    },
    "free_choice": {"negative_order": "free"},
    "quick": {"quick_match": True},
}

# Refusal codes (engine.errors.refusal) -> the English sentence players read. The codes are
# stable: a page says them in its own language by code.
CODES: dict[str, str | Plural] = {
    "malformed": "“{action}” is not a move of this game.",
    "game_over": "The match is over.",
    "wrong_phase": "That is not possible now: this is the {phase} step.",
    "not_in_hand": "You do not hold {card}.",
    "not_legal": "That move is not allowed now.",
    "must_follow_suit": "You must follow suit: you hold {suit}.",
    "heart_lead": "You may not lead hearts while you hold another suit.",
    "king_of_hearts": "You must play the King of hearts now: you cannot follow suit.",
    "king_of_hearts_over_ace": (
        "You must play the King of hearts: the Ace of hearts is in the trick."
    ),
    "penalty_discard": "You cannot follow suit, so you must throw a penalty card ({cards}).",
    "trump_lead": "You may not lead trumps while you hold another suit.",
    "trump_not_played": "You may not lead trumps before trumps have been played.",
    "must_trump": "You cannot follow suit, so you must trump.",
    "must_overtrump": "You must play a trump higher than {card}.",
    "bid_range": "An offer is from 1 to 13 tricks.",
    "bid_too_low": Plural(
        "min",
        "Your offer must be at least {min} trick.",
        "Your offer must be at least {min} tricks.",
    ),
    "bid_not_senior": (
        "You may equal {amount} only if you speak before its holder; offer {min} or more."
    ),
    "not_beneficiary": "Only the beneficiary may do that now.",
    "not_bidder": "Only an opponent of the beneficiary may do that now.",
    "no_offer_to_decide": "There is no offer to accept or refuse now.",
    "bid_not_first": (
        "Only the first speaker may equal the standing offer of {amount}; offer {min} or more."
    ),
    "decline_disabled": "Declining the hand is not part of these rules.",
    "decline_no_auction": (
        "Without the auction the beneficiary always names trump: there is no declining."
    ),
    "decline_not_allowed": (
        "You may decline only while the best offer is at most {max} and nothing was accepted."
    ),
    "notrump_not_allowed": "No trump is not a contract in these rules.",
    "contract_played": "{contract} has already been played.",
    "contract_unknown": "{contract} is not a contract of this match.",
    "no_seat": "There is no such seat.",
}
