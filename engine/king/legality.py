"""King's legality: one check per decision, answering "legal or not, and if not, why".

Each check (``play``, ``auction_call``, ``trump_call``, ``contract_call``, ``dealer_call``)
returns None for a legal action, else a ``Refusal``: a reason code of ``rules.CODES`` and its
data. Card play's rule is a mask, ``playable``: the cards a hand may play to a trick and the code
that refuses its others (following suit and the trump duties are ``engine.tricks``, shared with
3-5-8; the heart lead, the King of hearts, the penalty discard and the trump lead are King's
own). Everything else is built on them, so each rule is written once:

* ``legal_actions(game)`` lists what the mask allows and the candidates the checks accept;
* ``explain(game, action)`` is the ``IllegalAction`` that ``apply`` raises (and a page shows for
  an illegal click): a malformed string, the wrong decision, or the check's refusal;
* the game's ``legal_cards_mask``, which the bots' play-outs use, is ``playable``, and what the
  bots infer from the cards others played is ``ruled_out``, also read from ``playable``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple, Protocol

from ..cards import NAMES, SUIT_MASK, SUITS, names_of
from ..errors import IllegalAction, refusal
from ..notation import parse
from ..tricks import MUST_FOLLOW_SUIT, MUST_OVERTRUMP, follow, trump_duty
from .auction import Auction, SimpleAuction
from .rules import AH, CODES, HEART_MASK, HEARTS, KH_BIT, Contract

Refusal = tuple[str, dict[str, Any]]  # a reason code of rules.CODES and its data

PLAY = tuple("play " + n for n in NAMES)
BIDS = tuple(f"bid {n}" for n in range(14))
TRUMP_CALLS = tuple("trump " + s for s in SUITS)
DEALER_CALLS = tuple(f"dealer {seat}" for seat in range(4))
_SUIT_PLAYS: tuple[dict[int, list[str]], ...] = (
    {},
    {},
    {},
    {},
)  # suit -> its 13-bit mask -> its play actions


class KingState(Protocol):
    """What the checks read of a King game (``engine.king.game.KingGame``)."""

    phase: str
    to_move: int | None
    dealer: int | None
    first_dealer: int | None  # None until named (KV-1 kh_nominate)
    hands: list[int]
    trick: list[int]
    contract: Contract | None  # None while the dealer chooses it (free order)
    trump: int | None
    trump_played: bool
    play_rules: PlayRules
    auction: Auction | None  # the positive hands' auction while it runs
    buyer: int | None
    played: list[str]  # the negative contracts played so far
    schedule: tuple[str, ...]
    options: Any  # KingOptions: the values read as attributes
    edition: int


# --- card play ----------------------------------------------------------------------------------


class PlayRules(NamedTuple):
    """The options that change which card may be played (KV-5 to KV-8), read once per game."""

    kh_over_ace: bool  # KV-5: on a heart lead with the Ace in the trick, the King must go
    penalty_discard: bool  # KV-6: a player who cannot follow suit throws a penalty card
    trump_lead: str  # KV-7: "free", "no_lead_while_other" or "not_before_played"
    trump_duty: str  # KV-8: "none", "must_trump" or "must_overtrump"

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> PlayRules:
        """The play rules of an options dict (``Options.as_dict()`` or a view's options)."""
        return cls(
            options["kh_on_heart_lead"] == "forced_if_higher",
            options["forced_penalty_discard"],
            options["trump_lead"],
            options["trump_duty"],
        )


def playable(
    hand: int,
    trick: Sequence[int],
    contract: Contract,
    trump: int | None,
    trump_played: bool,
    rules: PlayRules,
) -> tuple[int, str | None]:
    """The cards of ``hand`` that its player may play to ``trick`` (cards in play order), and the
    reason code that refuses his other cards (None when all are legal). ``trump_played``: a
    trump fell in an earlier trick of this hand."""
    if not trick:
        if contract.hlr and hand & ~HEART_MASK:  # 1.5.1 and 1.5.3 c
            return hand & ~HEART_MASK, "heart_lead"
        lead = rules.trump_lead
        if trump is not None and lead != "free":  # KV-7
            other = hand & ~SUIT_MASK[trump]
            if other:
                if lead == "no_lead_while_other":
                    return other, "trump_lead"
                if not trump_played:
                    return other, "trump_not_played"
        return hand, None
    suit = follow(hand, trick)
    if suit:
        if contract.khd and rules.kh_over_ace and suit & KH_BIT and AH in trick:  # KV-5
            return KH_BIT, "king_of_hearts_over_ace"
        return suit, MUST_FOLLOW_SUIT
    if contract.khd and hand & KH_BIT:  # 1.5.3 a
        return KH_BIT, "king_of_hearts"
    if rules.penalty_discard and hand & contract.pen_mask:  # KV-6
        return hand & contract.pen_mask, "penalty_discard"
    if trump is not None and rules.trump_duty != "none":  # KV-8
        return trump_duty(hand, trick, trump, rules.trump_duty == "must_overtrump")
    return hand, None


def ruled_out(
    card: int,
    trick: Sequence[int],
    contract: Contract,
    trump: int | None,
    trump_played: bool,
    rules: PlayRules,
    unknown: int,
) -> int:
    """The cards of ``unknown`` that the player of ``card`` to ``trick`` cannot have held then:
    those that, held beside it, would have made it illegal.

    Every duty reads "if you hold one of these, play one of these", so a set of cards held
    beside ``card`` makes it illegal exactly when one of its cards does; halving the sets that
    do finds those cards in a few calls of ``playable``."""
    bit = 1 << card
    cards = unknown & ~bit
    if not cards or playable(bit | cards, trick, contract, trump, trump_played, rules)[0] & bit:
        return 0  # the usual answer, in one call
    out = 0
    todo = [cards]
    while todo:
        cards = todo.pop()
        if not cards & (cards - 1):
            out |= cards
            continue
        middle = ((cards & -cards).bit_length() + cards.bit_length()) // 2
        for part in (cards & ((1 << middle) - 1), cards & ~((1 << middle) - 1)):
            if (
                part
                and not playable(bit | part, trick, contract, trump, trump_played, rules)[0] & bit
            ):
                todo.append(part)
    return out


def play(g: KingState, card: int) -> Refusal | None:
    """``to_move`` plays ``card`` to the trick."""
    assert g.to_move is not None and g.contract is not None  # phase play
    hand = g.hands[g.to_move]
    if not hand >> card & 1:
        return "not_in_hand", {"card": NAMES[card]}
    allowed, code = playable(hand, g.trick, g.contract, g.trump, g.trump_played, g.play_rules)
    if code is None or allowed >> card & 1:
        return None
    if code == "king_of_hearts_over_ace" and card // 13 != HEARTS:
        code = MUST_FOLLOW_SUIT  # a card off the suit led breaks the wider duty first
    if code == MUST_FOLLOW_SUIT:
        return code, {"suit": SUITS[g.trick[0] // 13]}
    if code == "penalty_discard":
        return code, {"cards": names_of(allowed)}
    if code == MUST_OVERTRUMP:
        return code, {"card": NAMES[max(c for c in g.trick if c // 13 == g.trump)]}
    return code, {}


# --- the calls ----------------------------------------------------------------------------------


def auction_call(g: KingState, verb: str, amount: int | None = None) -> Refusal | None:
    """An opponent's ``bid N`` or ``pass``, or the beneficiary's ``accept``, ``refuse`` or
    ``decline`` (1.7, KV-12, KV-14, KV-15), as the auction's state allows."""
    a = g.auction
    assert a is not None and g.to_move is not None  # phase auction
    if verb in ("accept", "refuse", "decline"):
        if not a.deciding:
            return "not_beneficiary", {"seat": g.dealer, "action": verb}
        if verb == "decline" and not a.may_decline():
            return _no_decline(g)
        return None
    if a.deciding:
        return "not_bidder", {"action": verb}
    if verb == "pass":
        return None
    if amount is None or not 1 <= amount <= 13:
        return "bid_range", {}
    low = a.min_bid(g.to_move)
    if amount >= low:
        return None
    if (
        a.standing is not None
        and amount == a.standing[0] > a.refused_max
        and not isinstance(a, SimpleAuction)
    ):
        if a.first_only and a.opps.index(g.to_move) < a.opps.index(a.standing[1]):
            return "bid_not_first", {"amount": amount, "min": low}  # KV-15 first_only
        return "bid_not_senior", {"amount": amount, "min": low}
    return "bid_too_low", {"min": low}


def trump_call(g: KingState, verb: str, suit: int | None = None) -> Refusal | None:
    """``trump S``, ``notrump`` (KV-10) or ``decline`` (1.7.5, KV-14) by whoever names trump."""
    if verb == "trump":
        return None
    if verb == "notrump":
        return None if g.options.no_trump_positive else ("notrump_not_allowed", {})
    if g.buyer is not None:  # the buyer names trump: declining was the beneficiary's
        return "not_beneficiary", {"seat": g.dealer, "action": verb}
    if g.auction is None:  # KV-11 off: the beneficiary always names trump (edition 2)
        allowed = g.edition < 2 and g.options.decline_threshold >= 0
        return None if allowed else ("decline_no_auction", {})
    return None if g.auction.may_decline() else _no_decline(g)


def _no_decline(g: KingState) -> Refusal:
    """Why the beneficiary may not decline now: never under these rules (KV-14 disabled), or
    not after this auction (an offer above the threshold, or one accepted)."""
    if g.options.decline_threshold < 0:
        return "decline_disabled", {}
    return "decline_not_allowed", {"max": g.options.decline_threshold}


def contract_call(g: KingState, verb: str, name: str) -> Refusal | None:
    """The dealer's ``contract NAME`` in free order (KV-2): a negative contract not yet played."""
    if name in g.played:
        return "contract_played", {"contract": name}
    if name not in g.schedule:
        return "contract_unknown", {"contract": name}
    return None


def dealer_call(g: KingState, verb: str, seat: int) -> Refusal | None:
    """The King of hearts receiver's ``dealer N`` (KV-1)."""
    return None if 0 <= seat < 4 else ("no_seat", {"seat": seat})


# --- the legal actions and the refusals -----------------------------------------------------------


def decision(g: KingState) -> str:
    """What the player to move decides now: the phase, except that the first dealer's
    nomination (KV-1) is a decision of its own in phase ``contract``."""
    if g.phase == "contract" and g.first_dealer is None:
        return "dealer"
    return g.phase


def _auction_calls(g: KingState) -> list[str]:
    if auction_call(g, "pass") is None:  # an opponent speaks: any offer the check accepts
        assert g.auction is not None and g.to_move is not None  # (auction_call checked it)
        return ["pass", *BIDS[g.auction.min_bid(g.to_move) : 14]]
    return [w for w in ("accept", "refuse", "decline") if auction_call(g, w) is None]


_CALLS: dict[str, Callable[[KingState], list[str]]] = {
    "auction": _auction_calls,
    "trump": lambda g: (
        list(TRUMP_CALLS) + [w for w in ("notrump", "decline") if trump_call(g, w) is None]
    ),
    "contract": lambda g: [
        "contract " + n for n in g.schedule if contract_call(g, "contract", n) is None
    ],
    "dealer": lambda g: [
        a for seat, a in enumerate(DEALER_CALLS) if dealer_call(g, "dealer", seat) is None
    ],
    "over": lambda g: [],
}


def legal_actions(g: KingState) -> list[str]:
    """The legal actions of the King game ``g`` now (a list the caller must not change)."""
    if g.phase != "play":
        return _CALLS[decision(g)](g)
    # Nearly every action is a card: the play actions of each suit's holding are built once.
    # (In phase play to_move and contract are set: not asserted here, the hottest path.)
    allowed = playable(
        g.hands[g.to_move],  # type: ignore[index]
        g.trick,
        g.contract,  # type: ignore[arg-type]
        g.trump,
        g.trump_played,
        g.play_rules,
    )[0]
    s = (allowed.bit_length() - 1) // 13
    if not allowed & ~SUIT_MASK[s]:  # one suit, as when following suit
        bits = allowed >> 13 * s
        return _SUIT_PLAYS[s].get(bits) or _suit_plays(s, bits)
    out: list[str] = []
    for s in (0, 1, 2, 3):
        bits = allowed >> 13 * s & 0x1FFF
        if bits:
            out += _SUIT_PLAYS[s].get(bits) or _suit_plays(s, bits)
    return out


def _suit_plays(s: int, bits: int) -> list[str]:
    """The play actions of the cards of suit ``s`` in its 13-bit mask ``bits``, made once."""
    _SUIT_PLAYS[s][bits] = plays = [PLAY[13 * s + r] for r in range(13) if bits >> r & 1]
    return plays


GRAMMAR: dict[str, tuple[str, ...]] = {
    "play": ("card",),
    "bid": ("number",),
    "pass": (),
    "accept": (),
    "refuse": (),
    "decline": (),
    "trump": ("suit",),
    "notrump": (),
    "contract": ("word",),
    "dealer": ("number",),
}

# verb -> (the decisions it belongs to, see ``decision``; the check of its parsed arguments)
DECISIONS: dict[str, tuple[tuple[str, ...], Callable[..., Refusal | None]]] = {
    "play": (("play",), lambda g, verb, card: play(g, card)),
    **{verb: (("auction",), auction_call) for verb in ("bid", "pass", "accept", "refuse")},
    "decline": (
        ("auction", "trump"),
        lambda g, verb: (auction_call if g.phase == "auction" else trump_call)(g, verb),
    ),
    "trump": (("trump",), trump_call),
    "notrump": (("trump",), trump_call),
    "contract": (("contract",), contract_call),
    "dealer": (("dealer",), dealer_call),
}


def explain(g: KingState, action: str) -> IllegalAction:
    """Why ``action`` (not in ``legal_actions(g)``) is refused in the King game ``g``."""
    parsed = parse(action, GRAMMAR)
    if parsed is None:
        return refusal(CODES, "malformed", action=action)
    verb, args = parsed
    decisions, check = DECISIONS[verb]
    if decision(g) not in decisions:
        return refusal(CODES, "wrong_phase", action=action, phase=g.phase)
    code, params = check(g, verb, *args) or ("not_legal", {"action": action})
    return refusal(CODES, code, **params)
