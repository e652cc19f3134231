"""What the rules pages say, in order: each game's sections as data (``rules`` in its package
under ui/games/), drawn by ui/screens/rules.py.

Every text is a key of ui/locale/*.po (prefix ``r_``; ``r_k_`` King, ``r_b_`` 3-5-8), plain
text with no markup; the pages are built in Python from these lists. A section is
``(id, heading key, blocks)``; a block is one of

* ``("p", key)`` a paragraph;
* ``("contract", name key, number, key, cards, caption key)`` one of King's negative hands: its
  name as the game calls it in the player's language (``k_vazas`` ...), what it asks, and the
  cards it counts;
* ``("trick", cards, winner index, trump suit or None, caption key)`` a trick, in play order;
* ``("cards", cards, caption key)`` a row of cards;
* ``("draw", given, received, caption key)`` one card drawn in 3-5-8;
* ``("talon", caption key)`` the talon, four cards face down;
* ``("note", option keys, key)`` a reading of a house rule (issue 17), headed by the names of
  the options it is about (``ui.words.options``), in the section where a player looks for it.

The glossaries are ``(term key, definition key)`` pairs. Rule numbers (KV-3, BV-13) are for
maintainers and stay out of the texts (i18n-review.md).
"""

from __future__ import annotations

from importlib import import_module

from ui import games


def _part(kind: str):
    return import_module(f"ui.games.{games.get(kind).package}.rules")


SECTIONS = {kind: _part(kind).SECTIONS for kind in games.REGISTRY}
GLOSSARY = {kind: _part(kind).GLOSSARY for kind in games.REGISTRY}
