"""Trick play shared by both games: who wins a trick, and the duties of a player who cannot
follow suit when trumps must be played. A trick is its cards (ints) in play order.

Each duty answers with the cards allowed and the reason code that limits them (the code of
``IllegalAction`` that refuses any other card), so that a game's legal moves and its
explanation of a refused card come from one rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import SUIT_MASK

# A finished trick as the games keep it: (leader, its cards in play order, winner).
TrickRecord = tuple[int, tuple[int, ...], int]

MUST_FOLLOW_SUIT = "must_follow_suit"
MUST_TRUMP = "must_trump"
MUST_OVERTRUMP = "must_overtrump"


def winning_index(cards: Sequence[int], trump: int | None) -> int:
    """Index in ``cards`` (play order) of the card that wins: the highest trump, else the highest
    card of the suit led."""
    best = cards[0]
    win = 0
    for i in range(1, len(cards)):
        c = cards[i]
        if c // 13 == best // 13:
            if c > best:
                best, win = c, i
        elif c // 13 == trump:
            best, win = c, i
    return win


def follow(hand: int, cards: Sequence[int]) -> int:
    """The cards of ``hand`` in the suit led (0 when the player cannot follow suit)."""
    return hand & SUIT_MASK[cards[0] // 13]


def trump_duty(
    hand: int, cards: Sequence[int], trump: int, overtrump: bool
) -> tuple[int, str | None]:
    """(allowed cards, reason code) for a player who cannot follow suit and must trump: his
    trumps, and with ``overtrump`` only those above the highest trump in the trick when he has
    one; his whole hand (and no code) when he holds no trump."""
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand, None
    if overtrump:
        top = -1
        for c in cards:
            if c // 13 == trump and c > top:
                top = c
        if top >= 0:
            higher = trumps & ~((2 << top) - 1)
            if higher:
                return higher, MUST_OVERTRUMP
    return trumps, MUST_TRUMP
