"""Cards as ints 0..51, hands as 52-bit masks, and the card notation shared by both games.

A card is ``suit * 13 + rank``: suits C D H S are 0..3, ranks 2..A are 0..12, so a higher int
within a suit is a higher card and sorting ints groups suits with ranks in order.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

RANKS = "23456789TJQKA"
SUITS = "CDHS"
DECK = (1 << 52) - 1
SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))

NAMES = tuple(r + s for s in SUITS for r in RANKS)
CARD = {name: i for i, name in enumerate(NAMES)}


def mask(cards: Iterable[int | str]) -> int:
    """The bitmask of an iterable of card ints or names.

    >>> names_of(mask(["KH", "2C"]))
    ['2C', 'KH']
    """
    m = 0
    for c in cards:
        m |= 1 << (CARD[c] if isinstance(c, str) else c)
    return m


def cards_of(m: int) -> list[int]:
    """The card ints in a mask, lowest first."""
    out: list[int] = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def names_of(m: int) -> list[str]:
    return [NAMES[c] for c in cards_of(m)]


def shuffled(rng: random.Random) -> list[int]:
    """A fresh deck in random order; the same generator state gives the same order everywhere."""
    deck = list(range(52))
    # Fisher-Yates with randrange only: random.shuffle's algorithm is an implementation detail,
    # randrange(n) is documented to be reproducible across versions for the same seed.
    for i in range(51, 0, -1):
        j = rng.randrange(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck
