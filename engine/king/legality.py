"""King's legality: what is legal now and, for any other action, the reason code that refuses it.

Each rule is written once here and everything reads it: the game's ``legal_actions()`` and
``apply()`` refusals, the page's explanation of an illegal click, the bots' play-outs (through
``legal_cards_mask()``) and what the bots infer from the cards others played (``ruled_out``).

* Card play: ``playable`` gives the cards a hand may play to a trick and the code that refuses
  its others. Following suit and the trump duties are ``engine.tricks`` (shared with 3-5-8); the
  heart lead, the King of hearts, the penalty discard and the trump lead are King's own.
* The calls: the auction's calls are its state machine's (``engine.king.auction``); naming
  trump, the free choice of contract and the first dealer's nomination are listed here.
* Refusals: ``verify`` parses an action with King's grammar (``engine.notation``), checks that
  its verb belongs to the decision now, and asks the verb's entry of ``VERBS`` why it is refused.
  Refusals are ``IllegalAction``s whose parameters are data (``engine.errors.refusal``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from ..cards import NAMES, SUIT_MASK, SUITS, names_of
from ..errors import IllegalAction, refusal
from ..notation import parse
from ..tricks import MUST_FOLLOW_SUIT, MUST_OVERTRUMP, follow, trump_duty
from .auction import SimpleAuction
from .rules import AH, CODES, HEART_MASK, HEARTS, KH_BIT, Contract

PLAY = tuple("play " + n for n in NAMES)
TRUMP_CALLS = tuple("trump " + s for s in SUITS)
DEALER_CALLS = tuple(f"dealer {seat}" for seat in range(4))
_SUIT_PLAYS: tuple[dict, ...] = ({}, {}, {}, {})  # suit -> its 13-bit mask -> its play actions


# --- card play ----------------------------------------------------------------------------------

class PlayRules(NamedTuple):
    """The options that change which card may be played (KV-5 to KV-8), read once per game."""

    kh_over_ace: bool  # KV-5: on a heart lead with the Ace in the trick, the King must go
    penalty_discard: bool  # KV-6: a player who cannot follow suit throws a penalty card
    trump_lead: str  # KV-7: "free", "no_lead_while_other" or "not_before_played"
    trump_duty: str  # KV-8: "none", "must_trump" or "must_overtrump"

    @classmethod
    def of(cls, options: Mapping) -> PlayRules:
        """The play rules of an options dict (``Options.as_dict()`` or a view's options)."""
        return cls(options["kh_on_heart_lead"] == "forced_if_higher",
                   options["forced_penalty_discard"], options["trump_lead"],
                   options["trump_duty"])


def playable(hand: int, trick: Sequence[int], contract: Contract, trump: int | None,
             trump_played: bool, rules: PlayRules) -> tuple[int, str | None]:
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


def ruled_out(card: int, trick: Sequence[int], contract: Contract, trump: int | None,
              trump_played: bool, rules: PlayRules, unknown: int) -> int:
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
            if part and not playable(bit | part, trick, contract, trump, trump_played,
                                     rules)[0] & bit:
                todo.append(part)
    return out


# Each _why_<verb>(game, verb, *arguments) says why a use of the verb in its own decision is
# not legal now (None: no more to say than "not_legal").

def _why_play(g, verb: str, card: int) -> IllegalAction:
    if not g.hands[g.to_move] >> card & 1:
        return refusal(CODES, "not_in_hand", card=NAMES[card])
    allowed, code = playable(g.hands[g.to_move], g.trick, g.contract, g.trump, g.trump_played,
                             g.play_rules)
    if code == "king_of_hearts_over_ace" and card // 13 != HEARTS:
        code = MUST_FOLLOW_SUIT  # a card off the suit led breaks the wider duty first
    if code == MUST_FOLLOW_SUIT:
        return refusal(CODES, code, suit=SUITS[g.trick[0] // 13])
    if code == "penalty_discard":
        return refusal(CODES, code, cards=names_of(allowed))
    if code == MUST_OVERTRUMP:
        top = max(c for c in g.trick if c // 13 == g.trump)
        return refusal(CODES, code, card=NAMES[top])
    return refusal(CODES, code)


# --- the calls ----------------------------------------------------------------------------------

def _may_decline(g) -> bool:
    """The beneficiary who named no buyer may decline the hand (1.7.5, KV-14): as the auction
    allows, or without an auction when the threshold allows it at all."""
    if g.auction is not None:
        return g.auction.may_decline()
    return 0 <= g.options.decline_threshold


def _trump_calls(g) -> list[str]:
    out = list(TRUMP_CALLS)
    if g.options.no_trump_positive:  # KV-10
        out.append("notrump")
    if g.buyer is None and _may_decline(g):
        out.append("decline")
    return out


def _contract_calls(g) -> list[str]:
    return ["contract " + name for name in g.schedule if name not in g.played]


def _why_call(g, verb: str, amount: int | None = None) -> IllegalAction | None:
    a = g.auction
    if a.deciding:
        return refusal(CODES, "not_bidder", action=verb)
    if verb == "pass":
        return None
    if not 1 <= amount <= 13:
        return refusal(CODES, "bid_range")
    low = a.min_bid(g.to_move)
    if (a.standing is not None and amount == a.standing[0] > a.refused_max
            and not isinstance(a, SimpleAuction)):
        return refusal(CODES, "bid_not_senior", amount=amount, min=low)
    return refusal(CODES, "bid_too_low", min=low)


def _why_decision(g, verb: str) -> IllegalAction | None:
    if not g.auction.deciding:
        return refusal(CODES, "not_beneficiary", seat=g.dealer, action=verb)
    return None


def _why_decline(g, verb: str) -> IllegalAction:
    if (g.phase == "auction" and not g.auction.deciding) or g.to_move != g.dealer:
        return refusal(CODES, "not_beneficiary", seat=g.dealer, action=verb)
    return refusal(CODES, "decline_not_allowed", max=g.options.decline_threshold)


def _why_trump(g, verb: str, suit: int) -> None:
    return None  # any suit may be named: only a phase can refuse it


def _why_notrump(g, verb: str) -> IllegalAction:
    return refusal(CODES, "notrump_not_allowed")


def _why_contract(g, verb: str, name: str) -> IllegalAction:
    if name in g.played:
        return refusal(CODES, "contract_played", contract=name)
    return refusal(CODES, "contract_unknown", contract=name)


def _why_dealer(g, verb: str, seat: int) -> IllegalAction:
    return refusal(CODES, "no_seat", seat=seat)


# --- every decision -----------------------------------------------------------------------------

def decision(g) -> str:
    """What the player to move decides now: the phase, except that the first dealer's
    nomination (KV-1) is a decision of its own in phase ``contract``."""
    if g.phase == "contract" and g.first_dealer is None:
        return "dealer"
    return g.phase


_CALLS: dict[str, Callable] = {
    "auction": lambda g: g.auction.legal(),
    "trump": _trump_calls,
    "contract": _contract_calls,
    "dealer": lambda g: list(DEALER_CALLS),
    "over": lambda g: [],
}


def legal_actions(g) -> list[str]:
    """The legal actions of the King game ``g`` now, in a new list."""
    if g.phase != "play":
        return _CALLS[decision(g)](g)
    # Nearly every action is a card: the play actions of each suit's holding are built once.
    allowed = playable(g.hands[g.to_move], g.trick, g.contract, g.trump, g.trump_played,
                       g.play_rules)[0]
    out = []
    for s in (0, 1, 2, 3):
        bits = allowed >> 13 * s & 0x1FFF
        if bits:
            plays = _SUIT_PLAYS[s].get(bits)
            if plays is None:
                plays = _SUIT_PLAYS[s][bits] = [PLAY[13 * s + r] for r in range(13)
                                                if bits >> r & 1]
            out += plays
    return out


class Verb(NamedTuple):
    args: tuple[str, ...]  # the kinds of its arguments (engine.notation)
    decisions: tuple[str, ...]  # the decisions it belongs to (see ``decision``)
    why: Callable  # (game, verb, *arguments) -> the refusal of a well-placed but illegal use


VERBS = {
    "play": Verb(("card",), ("play",), _why_play),
    "bid": Verb(("number",), ("auction",), _why_call),
    "pass": Verb((), ("auction",), _why_call),
    "accept": Verb((), ("auction",), _why_decision),
    "refuse": Verb((), ("auction",), _why_decision),
    "decline": Verb((), ("auction", "trump"), _why_decline),
    "trump": Verb(("suit",), ("trump",), _why_trump),
    "notrump": Verb((), ("trump",), _why_notrump),
    "contract": Verb(("word",), ("contract",), _why_contract),
    "dealer": Verb(("number",), ("dealer",), _why_dealer),
}
GRAMMAR = {verb: v.args for verb, v in VERBS.items()}


def verify(g, action: str) -> IllegalAction | None:
    """None when ``action`` is legal now in the King game ``g``, else the ``IllegalAction``
    that says why not."""
    parsed = parse(action, GRAMMAR)
    if parsed is None:
        return refusal(CODES, "malformed", action=action)
    verb, args = parsed
    entry = VERBS[verb]
    if decision(g) not in entry.decisions:
        return refusal(CODES, "wrong_phase", action=action, phase=g.phase)
    if action in g.legal_actions():
        return None
    return entry.why(g, verb, *args) or refusal(CODES, "not_legal", action=action)
