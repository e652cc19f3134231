"""3-5-8's part of positions and records (``engine.codec``, docs/positions.md).

Tokens: a card played, discarded or returned is its letter (which of the three follows from the
step of the deal); every other action is a digit and its arguments.

A summary is the state at the first dealing of a deal: ``head`` = (its dealer,) and one ``Row``
per deal before it, from which its score-sheet entry is computed (scores, totals and draws are
never written: they follow from the tricks, the roles and the options): [the 8-player's passes
before it, unless passing is off] + its contract (C D H S trump, N no trump, M misère) + the
tricks of the first two seats (the third took the rest of 16).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..cards import shuffled
from ..codec import ALPHABET, Cursor, turn_seat, write_counts, write_varnum
from ..codec import turn as turn_values
from ..errors import SaveError
from . import legality
from .draw import draw_plan
from .game import SAFETY_DEALS, BlatoGame, deal_limit

if TYPE_CHECKING:
    from ..tricks import TrickRecord
    from .view import BlatoSheetEntry

Head = tuple[int]  # (the dealer,)

PLAYERS = 3
CARD_VERBS = ("play", "discard", "return")
ARGS: dict[str, dict[str, str]] = {}
# (lead digit, verb, argument kinds): fixed forever; a new action takes a new digit.
TOKENS = (
    ("0", "pass", ()),
    ("1", "notrump", ()),
    ("2", "misere", ()),
    ("3", "preview", ()),
    ("4", "trump", ("suit",)),
    ("5", "draw", ("seat", "suit")),
    ("6", "draw", ("seat", "card")),
)
CONTRACT_LETTERS = {
    "C": "trump C",
    "D": "trump D",
    "H": "trump H",
    "S": "trump S",
    "N": "notrump",
    "M": "misere",
}
LETTER_OF = {contract: letter for letter, contract in CONTRACT_LETTERS.items()}


class Row(NamedTuple):
    passes: int  # the 8-player's passes (redeals) before the deal was played
    contract: str
    tricks: tuple[int, ...]  # per seat


def bad(message: str) -> SaveError:
    return SaveError("position", message)


def card_verb(game: BlatoGame) -> str:
    """What a card letter stands for now: a discard, a card given back, or a card played."""
    if game.phase == "discard":
        return "discard"
    return "return" if game.phase == "draw" else "play"


def head_of(game: BlatoGame) -> Head:
    return (game.dealer,)


def row_of(entry: BlatoSheetEntry, actions: list[str], tricks: list[TrickRecord]) -> Row:
    contract = entry["contract"]
    assert contract is not None  # a deal scored was played under its contract
    return Row(actions.count("pass"), contract, tuple(entry["tricks"]))


def write(head: Head, rows: Sequence[Row], options: Any) -> str:
    out = [ALPHABET[head[0]]]
    for row in rows:
        if options.pass_limit != "none":
            out.append(write_varnum(row.passes))
        out.append(LETTER_OF[row.contract] + write_counts(row.tricks, 16))
    return "".join(out)


def read(text: str, options: Any) -> tuple[Head, list[Row]]:
    """(head, rows) of a summary, read by its shape only (``enter`` judges their sense)."""
    cur = Cursor(text, "summary")
    head = (cur.digit(PLAYERS, "the seat"),)
    rows: list[Row] = []
    while cur.more():
        d = len(rows) + 1
        if d >= SAFETY_DEALS:
            raise bad(f"a game stops after {SAFETY_DEALS} dealings")
        passes = cur.varnum(f"deal {d}: the passes") if options.pass_limit != "none" else 0
        letter = cur.char()
        if letter not in CONTRACT_LETTERS:
            raise bad(f"deal {d}: {letter!r} is no contract")
        tricks = cur.counts(PLAYERS, 16, f"deal {d}: the tricks")
        rows.append(Row(passes, CONTRACT_LETTERS[letter], tricks))
    return head, rows


def turn(head: Head, rows: list[Row], shift: int) -> tuple[Head, list[Row]]:
    """The summary with seat s renumbered (s - shift) % 3 (``engine.codec.turned``)."""
    rows = [r._replace(tricks=turn_values(r.tricks, shift)) for r in rows]
    dealer = turn_seat(head[0], shift, PLAYERS)
    assert dealer is not None  # (a seat in, a seat out)
    return (dealer,), rows


def enter(game: BlatoGame, head: Head, rows: list[Row]) -> None:
    """Set a freshly made ``game`` to the summary's state: the first dealing of deal
    len(rows) + 1, its generator brought there as the original drew it. Each row is judged as
    the game judged it: the announcement by ``legality.announcement``, the end of the game as
    ``BlatoGame._score_deal`` decides it."""
    o, limit = game.options, deal_limit(game.edition)
    first = (head[0] - len(rows)) % PLAYERS
    game.announced = [[], [], []]
    game.named = [[], [], []]
    game.scores = [0, 0, 0]
    game.sheet = []
    game.results = None
    dealings = 0
    for d, row in enumerate(rows, 1):
        dealer = (first + d - 1) % PLAYERS
        game.dealer, game.hand_number = dealer, d
        game.eight, game.five, game.three = game._roles(dealer)
        game.previewed = False
        dealings += 1  # the deal's first dealing
        # The game stops at a pass made at ``limit`` dealings, or after the deal scored there
        # (BlatoGame._stops): refused before any pass is replayed, so that no count in a text
        # makes this loop (or the shuffles below) run past ``limit``.
        if dealings + row.passes >= limit:
            raise bad(f"deal {d}: the game stopped after {limit} dealings")
        for _ in range(row.passes):
            _announce(game, "pass", d)
            dealings += 1  # a redeal
        _announce(game, row.contract, d)
        _score(game, row, d, dealer)
        end = o.game_end
        if end == "first_to_21":
            over = max(game.scores) >= 21
        elif end == "twelve_tricks":
            over = max(row.tricks) >= 12
        else:  # a game of a fixed number of deals
            over = game.hands_total is not None and d >= game.hands_total
        game.dealings = dealings
        if over or game._stops():
            raise bad(f"the game was over after deal {d}")
    game.rng = random.Random(game.seed)
    game._lot()
    for _ in range(dealings):
        shuffled(game.rng)
    game.dealings = dealings
    game.dealer = head[0]
    game.hand_number = len(rows) + 1
    game.last_trick = game.last_hand = None
    game.calls = []
    game.capped = False
    game._winners = []
    game._new_deal()


def _announce(game: BlatoGame, action: str, d: int) -> None:
    why = legality.announcement(game, action)
    if why is not None:
        raise bad(f"deal {d}: seat {game.eight} cannot announce {action} ({why[0]})")
    game.note(game.eight, action, d)


def _score(game: BlatoGame, row: Row, d: int, dealer: int) -> None:
    """The deal's score-sheet entry, as ``BlatoGame._score_deal`` writes it."""
    targets = game._targets_for(dealer)
    eight = game.eight
    if row.contract == "misere":
        targets[eight], targets[game.three] = targets[game.three], targets[eight]
        result = [targets[s] - row.tricks[s] for s in range(PLAYERS)]
    else:
        result = [row.tricks[s] - targets[s] for s in range(PLAYERS)]
    for s in range(PLAYERS):
        game.scores[s] += result[s]
    nxt = game._targets_for((dealer + 1) % PLAYERS)
    game.sheet.append(
        {
            "hand_number": d,
            "contract": row.contract,
            "dealer": dealer,
            "eight": eight,
            "targets": list(targets),
            "tricks": list(row.tricks),
            "scores": result,
            "totals": list(game.scores),
            "draws_next": [
                {"drawer": e[0], "giver": e[1], "count": e[2]}
                for e in draw_plan(result, nxt, game.options.draw_order)
            ],
        }
    )
    game.results = result
