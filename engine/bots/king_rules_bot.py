"""King's rule layer: what a seat knows (``Info``), the card-play policy per contract and the
bidding heuristics. easy and medium play with it alone; hard uses it as playout policy and as
blunder filter (``engine.bots.king_search``).

Everything works on ints and masks (``engine.cards``): a card is ``suit * 13 + rank``.

Card play, negative contracts: every legal card gets a score
``-P(I win the trick) * (trick penalty + penalty still to come) + danger(card)``, where danger is
what keeping the card may cost later (a penalty card I hold; a high card that can be forced to
win). So a void player dumps its most dangerous card (the highest heart in copas, the King of
hearts in king...), a follower ducks under the current winner with its highest safe card, a
leader leads cards that others can beat. Positive contracts: take sure tricks, win as cheaply as
possible, ruff when void, otherwise throw the least useful card.
"""

from __future__ import annotations

from ...engine_shim import __doc__ as _unused  # noqa: F401  (replaced below)
