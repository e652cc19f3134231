"""3-5-8 legality: the rule of each decision, answering "legal or not, and if not, why".

``playable`` is the rule of card play (2.7.2, BV-13) on masks: the cards allowed and the reason
code that refuses the others.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..tricks import MUST_FOLLOW_SUIT, follow, trump_duty


def playable(hand: int, trick: Sequence[int], trump: int | None, duty: bool
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
