"""A table turned: the game shown to a reader who is not seat 0 of a position (``?position=``,
ui/screens/position_link.py), renumbered so that the reader is seat 0 on the page.

``Mode.turn`` is the reader's seat in the position. The page writes the actions that name a
seat (3-5-8's ``draw G S``, King's ``dealer N``) in the position's own numbering (``outward``)
and reads them back (``inward``); a puzzle's answer is said the same way.

    >>> outward("dealer 1", 1, 4), inward("dealer 2", 1, 4)
    ('dealer 2', 'dealer 1')
"""

from __future__ import annotations

from typing import Any

from engine.bots.judge import turn_action


def outward(action: str, turn: int, players: int) -> str:
    """An action of the turned game in the position's own seat numbering."""
    return turn_action(action, turn, players)


def inward(action: str, turn: int, players: int) -> str:
    """An action in the position's numbering as the turned game says it."""
    return turn_action(action, -turn, players)


def outward_tree(tree: Any, turn: int, players: int) -> Any:
    """Elements to be (``ui.core.dom.El``, lists) with every ``data-action`` written ``outward``."""
    from ui.core.dom import El

    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend(node)
        elif isinstance(node, El):
            if "data-action" in node.attrs:
                node.attrs["data-action"] = outward(node.attrs["data-action"], turn, players)
            stack.extend(node.children)
    return tree
