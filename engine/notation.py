"""Parsing of action strings, shared by both games: each game declares its verbs and the kinds
of their arguments, and ``parse`` checks a string against that grammar exactly.

Argument kinds: ``card`` (``KH`` -> its int), ``suit`` (``H`` -> 2), ``number`` (a canonical
non-negative int: no sign, no leading zero), ``word`` (any text without spaces at its ends),
``suit_or_card`` (``H`` -> 2 or ``7H`` -> the card int; the caller tells them apart by size).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .cards import CARD, SUITS


def _number(text: str) -> int | None:
    if text.isascii() and text.isdigit() and str(int(text)) == text:
        return int(text)
    return None


def _suit(text: str) -> int | None:
    return SUITS.index(text) if len(text) == 1 and text in SUITS else None


def _suit_or_card(text: str) -> int | None:
    return _suit(text) if len(text) == 1 else CARD.get(text)


_KINDS: dict[str, Callable[[str], int | None]] = {
    "card": CARD.get,
    "suit": _suit,
    "number": _number,
    "suit_or_card": _suit_or_card,
}


def parse(action: object, grammar: Mapping[str, tuple[str, ...]]) -> tuple[str, list[Any]] | None:
    """``(verb, arguments)`` of a well-formed ``action`` under ``grammar`` (verb -> argument
    kinds), else None."""
    if not isinstance(action, str):
        return None
    verb, sep, rest = action.partition(" ")
    kinds = grammar.get(verb)
    if kinds is None or (not kinds and sep) or (kinds and not rest):
        return None
    if kinds == ("word",):
        return (verb, [rest]) if rest.strip() == rest and rest else None
    texts = rest.split(" ") if rest else []
    if len(texts) != len(kinds):
        return None
    args: list[Any] = []
    for text, kind in zip(texts, kinds, strict=True):
        value = _KINDS[kind](text)
        if value is None:
            return None
        args.append(value)
    return verb, args
