"""3-5-8 legality: one check per decision, answering "legal or not, and if not, why".

Each check (``announcement``, ``draw``, ``give_back``, ``discard``, ``play``) returns None for a
legal action, else a ``Refusal``: the reason code of ``rules.CODES`` and its data. Where the
decision is a card, the rule is a mask of the cards allowed (``returnable``, ``discardable``,
``playable``: it also names the code refusing the others) and the check reads it. Everything
else is built on them, so each rule is written once:

* ``legal_actions(game)`` lists what the masks allow and the candidates the checks accept;
* ``explain(game, action)`` is the ``IllegalAction`` that ``apply`` raises (and a page shows for
  an illegal click): a malformed string, the wrong phase, or the check's refusal;
* the game's ``legal_cards_mask`` and the play-outs of the search (``fast.TrickPlay``) are
  ``playable``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..cards import NAMES, SUIT_MASK, SUITS, cards_of
from ..errors import IllegalAction, refusal
from ..notation import parse
from ..tricks import MUST_FOLLOW_SUIT, MUST_TRUMP, follow, trump_duty
from .rules import CODES, TRUMPS

Refusal = tuple[str, dict[str, Any]]  # a reason code of rules.CODES and its data

# A drawing plan's entry: [drawer, giver, count, done, lapsed (a bool)] (engine.blato.draw)
PlanEntry = list[int]


class BlatoState(Protocol):
    """What the checks read of a 3-5-8 game (``engine.blato.game.BlatoGame``)."""

    phase: str
    to_move: int | None
    options: Any  # BlatoOptions: the values read as attributes
    eight: int
    hands: list[int]
    trick: list[int]
    trump: int | None
    duty: bool
    previewed: bool
    plan: list[PlanEntry]
    pending: tuple[int, int, int, int] | None  # a trump draw owed back: drawer, giver, suit, card
    announced: list[list[tuple[str, int]]]
    named: list[list[tuple[str, int]]]

    def legal_cards_mask(self) -> int: ...


GRAMMAR: dict[str, tuple[str, ...]] = {
    "trump": ("suit",),
    "notrump": (),
    "misere": (),
    "pass": (),
    "preview": (),
    "draw": ("number", "suit_or_card"),
    "return": ("card",),
    "discard": ("card",),
    "play": ("card",),
}
ANNOUNCEMENTS = TRUMPS + ("notrump", "misere", "pass", "preview")  # in their legal order
PLAY = tuple("play " + n for n in NAMES)
DISCARD = tuple("discard " + n for n in NAMES)
RETURN = tuple("return " + n for n in NAMES)


# --- the announcement (2.4) ---------------------------------------------------------------------


def allowed_contracts(options: Any) -> tuple[str, ...]:
    """The announcements of a game with ``options`` (BV-4, BV-14 misere_18), pass excluded."""
    out: tuple[str, ...] = TRUMPS if options.contracts == "suits_only" else TRUMPS + ("notrump",)
    if options.game_end == "misere_18":
        out += ("misere",)
    return out


def used_contracts(game: BlatoState, seat: int) -> list[tuple[str, int]]:
    """(contract, deal) of ``seat``'s current round of announcements (2.4.2): a player who has
    named every contract starts afresh. Constant time: ``game.named`` keeps the contracts of
    ``game.announced`` without the passes (an edition-1 game may hold thousands)."""
    used = game.named[seat]
    n = len(allowed_contracts(game.options))
    return used[len(used) - len(used) % n :]


def has_passed(game: BlatoState, seat: int) -> bool:
    """Whether ``seat`` has passed in this game (pass_limit=once, BV-9), in constant time."""
    return len(game.announced[seat]) > len(game.named[seat])


def announcement(game: BlatoState, action: str) -> Refusal | None:
    """The 8-player's ``action``: a contract, ``pass`` (2.4.3, BV-9) or ``preview`` (BV-12)."""
    options, seat = game.options, game.eight
    if action == "pass":
        if options.pass_limit == "none":
            return "pass_disabled", {}
        if options.pass_limit == "once" and has_passed(game, seat):
            return "pass_used", {}
        return None
    if action == "preview":
        if not options.flat_preview:
            return "preview_disabled", {}
        if game.previewed:
            return "preview_done", {}
        if any((game.hands[seat] & m).bit_count() != 4 for m in SUIT_MASK):
            return "preview_not_flat", {}
        return None
    if action not in allowed_contracts(options):
        return "contract_not_allowed", {"contract": action}
    if options.no_repeat:  # BV-5
        for contract, deal in used_contracts(game, seat):
            if contract == action:
                return "contract_used", {"contract": action, "deal": deal}
    return None


# --- drawing (2.5) --------------------------------------------------------------------------------


def owing(game: BlatoState, drawer: int) -> list[int]:
    """The seats that still owe ``drawer`` a card this deal, in drawing order (2.5.3)."""
    return [e[1] for e in game.plan if e[0] == drawer and e[3] < e[2] and not e[4]]


class HandsState(Protocol):
    """What ``drawable`` reads (a ``BlatoState`` has it)."""

    options: Any
    trump: int | None
    hands: list[int]


def forbidden_suit(game: HandsState) -> int | None:
    """The suit no card may be drawn in: the trump, under trump_draw=forbidden (BV-8)."""
    return game.trump if game.options.trump_draw == "forbidden" else None


def drawable(game: HandsState, seat: int) -> int:
    """The cards ``seat`` may hand over in a draw (2.5.4)."""
    banned = forbidden_suit(game)
    hand = game.hands[seat]
    return hand if banned is None else hand & ~SUIT_MASK[banned]


def draw(game: BlatoState, giver: int, suit: int, card: int | None) -> Refusal | None:
    """The drawer's ``draw G S`` (``card`` None; draw_card=lowest) or ``draw G XX`` (the card he
    hands over, of ``suit``; draw_card=free, BV-7)."""
    if game.pending is not None:
        return "must_return", {"suit": SUITS[game.pending[2]]}
    drawer = game.to_move
    assert drawer is not None  # phase draw
    if giver not in owing(game, drawer):
        return "draw_not_owed", {"giver": giver}
    free = game.options.draw_card == "free"
    if free and card is None:
        return "draw_needs_card", {"giver": giver, "suit": SUITS[suit]}
    if not free and card is not None:
        return "draw_needs_suit", {"giver": giver, "suit": SUITS[suit]}
    if suit == forbidden_suit(game):
        return "draw_in_trump", {"suit": SUITS[suit]}
    hand = game.hands[drawer]
    if card is not None and not hand >> card & 1:
        return "not_in_hand", {"card": NAMES[card]}
    if not hand & SUIT_MASK[suit]:
        return "draw_suit_not_held", {"suit": SUITS[suit]}
    return None


def returnable(game: BlatoState) -> int:
    """The cards the giver may give back for a trump drawn under trump_draw=polish (BV-8): any
    of his cards; none when no card is owed back."""
    if game.pending is None or game.to_move is None:
        return 0
    return game.hands[game.to_move]


def give_back(game: BlatoState, card: int) -> Refusal | None:
    """The giver's ``return XX``."""
    if game.pending is None:
        return "no_return_due", {}
    if not returnable(game) >> card & 1:
        return "not_in_hand", {"card": NAMES[card]}
    return None


# --- the talon (2.6) and card play (2.7) ----------------------------------------------------------


def discardable(game: BlatoState) -> int:
    """The cards the 8-player may lay away (2.6.1): any of the 20 he holds."""
    return game.hands[game.eight]


def discard(game: BlatoState, card: int) -> Refusal | None:
    """The 8-player's ``discard XX``."""
    if not discardable(game) >> card & 1:
        return "not_in_hand", {"card": NAMES[card]}
    return None


def playable(
    hand: int, trick: Sequence[int], trump: int | None, duty: bool
) -> tuple[int, str | None]:
    """(the cards of ``hand`` that may be played to ``trick``, the code refusing the others):
    follow suit (2.7.2); with ``duty`` (BV-13) a void player must trump, above the trumps in the
    trick when he can."""
    if not trick:
        return hand, None
    suited = follow(hand, trick)
    if suited:
        return suited, MUST_FOLLOW_SUIT
    if trump is None or not duty:
        return hand, None
    return trump_duty(hand, trick, trump, overtrump=True)


def play(game: BlatoState, card: int) -> Refusal | None:
    """``to_move`` plays ``card`` to the trick."""
    assert game.to_move is not None  # phase play
    hand = game.hands[game.to_move]
    if not hand >> card & 1:
        return "not_in_hand", {"card": NAMES[card]}
    allowed, code = playable(hand, game.trick, game.trump, game.duty)
    if code is None or allowed >> card & 1:
        return None
    led = SUITS[game.trick[0] // 13]
    if code == MUST_FOLLOW_SUIT:
        return code, {"suit": led}
    trump = game.trump
    assert trump is not None  # only a trump duty refuses a card that does not follow suit
    if card // 13 != trump:  # a trump is due (a higher one if he has it): first of all a trump
        return MUST_TRUMP, {"suit": SUITS[trump], "led": led}
    top = max(c for c in game.trick if c // 13 == trump)
    return code, {"suit": SUITS[trump], "card": NAMES[top]}


# --- the legal actions and the refusals -----------------------------------------------------------


def _each(actions: tuple[str, ...], cards: int) -> list[str]:
    """The actions (a table by card int) of the mask ``cards``, lowest card first."""
    out: list[str] = []
    while cards:
        low = cards & -cards
        out.append(actions[low.bit_length() - 1])
        cards ^= low
    return out


def legal_actions(game: BlatoState) -> list[str]:
    """The legal actions now, in a fixed order. Card decisions read their mask (``playable``,
    ``discardable``, ``returnable``); announcements and draws are the candidates of the phase
    (the drawer's own suits or cards, from each seat owing him) that their check accepts."""
    phase = game.phase
    if phase == "play":
        return _each(PLAY, game.legal_cards_mask())
    if phase == "announce":
        return [a for a in ANNOUNCEMENTS if announcement(game, a) is None]
    if phase == "discard":
        return _each(DISCARD, discardable(game))
    if phase != "draw":
        return []
    if game.pending is not None:
        return _each(RETURN, returnable(game))
    seat = game.to_move
    assert seat is not None  # phase draw
    hand = game.hands[seat]
    if game.options.draw_card == "free":
        return [
            f"draw {g} {NAMES[c]}"
            for g in owing(game, seat)
            for c in cards_of(hand)
            if draw(game, g, c // 13, c) is None
        ]
    return [
        f"draw {g} {SUITS[s]}"
        for g in owing(game, seat)
        for s in range(4)
        if hand & SUIT_MASK[s] and draw(game, g, s, None) is None
    ]


def _draw_words(game: BlatoState, action: str, args: list[int]) -> Refusal | None:
    giver, value = args
    if len(action.rpartition(" ")[2]) == 2:  # "draw 2 7H": a card (its int), not a suit
        return draw(game, giver, value // 13, value)
    return draw(game, giver, value, None)


# verb -> (its phase, the check of its decision given the action and its parsed arguments)
DECISIONS: dict[str, tuple[str, Callable[..., Refusal | None]]] = {
    **{
        verb: ("announce", lambda game, action, args: announcement(game, action))
        for verb in ("trump", "notrump", "misere", "pass", "preview")
    },
    "draw": ("draw", _draw_words),
    "return": ("draw", lambda game, action, args: give_back(game, args[0])),
    "discard": ("discard", lambda game, action, args: discard(game, args[0])),
    "play": ("play", lambda game, action, args: play(game, args[0])),
}


def parse_action(action: str) -> tuple[str, list[Any]] | None:
    """(verb, arguments) of a well-formed 3-5-8 action (docs/engine.md), else None."""
    parsed = parse(action, GRAMMAR)
    if parsed is None:
        return None
    verb, args = parsed
    if verb == "draw" and args[0] > 2:  # the giver is a seat
        return None
    return parsed


def explain(game: BlatoState, action: str) -> IllegalAction:
    """Why ``action`` (not in ``legal_actions(game)``) is refused."""
    parsed = parse_action(action)
    if parsed is None:
        return refusal(CODES, "malformed", action=action)
    verb, args = parsed
    phase, check = DECISIONS[verb]
    if phase != game.phase:
        return refusal(CODES, "wrong_phase", action=action, phase=game.phase)
    code, params = check(game, action, args) or ("not_legal", {"action": action})
    return refusal(CODES, code, **params)
