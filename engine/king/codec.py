"""King's part of positions and records (``engine.codec``, docs/positions.md).

Tokens: a card played is its letter; every other action is a digit and its arguments.

A summary is the state at the start of a hand: ``head`` = (first dealer, KH receiver), each a
seat or None, and one ``Row`` per hand before it, from which its score-sheet entry is computed
(scores are never written: they follow from the counts, the auction and the options):

* a negative hand: [its contract, with free order] + tricks per seat + per penalty of its
  contract the penalty cards (or tricks 12 and 13) each seat took;
* a positive hand: trump (C D H S, N no trump, X declined: nothing follows) + the sale (0 none,
  else 1 + 13 * buyer + bid - 1) + tricks per seat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..cards import SUITS, shuffled
from ..codec import ALPHABET, Cursor, turn_seat, write_counts, write_seat
from ..codec import turn as turn_values
from ..errors import SaveError
from .rules import CONTRACTS, HEART_MASK, KH_BIT, KINGS_JACKS, QUEENS, negative_schedule

if TYPE_CHECKING:
    from ..tricks import TrickRecord
    from .game import KingGame
    from .view import KingSheetEntry

Head = tuple[int | None, int | None]  # (first dealer, KH receiver)

PLAYERS = 4
CARD_VERBS = ("play",)
# Contract names as one character each (ALPHABET[i]): this order is fixed forever.
CONTRACT_NAMES = (
    "vazas",
    "copas",
    "homens",
    "mulheres",
    "king",
    "ultimas",
    "vazas+ultimas",
    "copas+king",
    "homens+mulheres",
    "mulheres+homens",
)
ARGS = {
    "bid": {ALPHABET[n]: str(n) for n in range(1, 14)},
    "contract": {ALPHABET[i]: name for i, name in enumerate(CONTRACT_NAMES)},
}
# (lead digit, verb, argument kinds): fixed forever; a new action takes a new digit.
TOKENS = (
    ("0", "pass", ()),
    ("1", "accept", ()),
    ("2", "refuse", ()),
    ("3", "decline", ()),
    ("4", "notrump", ()),
    ("5", "trump", ("suit",)),
    ("6", "bid", ("bid",)),
    ("7", "contract", ("contract",)),
    ("8", "dealer", ("seat",)),
)
# A negative contract's penalties: what each seat took, how many there are in a hand, points
# each. "ultimas" counts tricks 12 and 13; vazas counts tricks (CONTRACTS' trick_val).
PENALTIES: dict[str, tuple[int | None, int, int]] = {
    "copas": (HEART_MASK, 13, -20),
    "homens": (KINGS_JACKS, 8, -30),
    "mulheres": (QUEENS, 4, -50),
    "king": (KH_BIT, 1, -160),
    "ultimas": (None, 2, -90),
}
POSITIVE_TRUMPS = "CDHSNX"  # a suit, N no trump, X declined


class Row(NamedTuple):
    contract: str
    tricks: tuple[int, ...]  # per seat
    penalties: tuple[tuple[int, ...], ...] = ()  # negative: per penalty of the contract, per seat
    trump: str = ""  # positive: one of POSITIVE_TRUMPS
    buyer: int | None = None
    bid: int = 0


def bad(message: str) -> SaveError:
    return SaveError("position", message)


def card_verb(game: KingGame) -> str:
    return "play"


def head_of(game: KingGame) -> Head:
    return (game.first_dealer, game.kh_receiver)


def penalties_of(name: str) -> list[str]:
    return [p for p in name.split("+") if p in PENALTIES]


def row_of(entry: KingSheetEntry, actions: list[str], tricks: list[TrickRecord]) -> Row:
    """The row of a finished hand: its score-sheet entry and its finished tricks."""
    name, taken = entry["contract"], tuple(entry["tricks"])
    if name == "positiva":
        if entry["declined"]:
            return Row(name, (0,) * PLAYERS, trump="X")
        trump = "N" if entry["notrump"] else entry["trump"]
        assert trump is not None  # a positive hand played has a trump or none (N)
        return Row(name, taken, trump=trump, buyer=entry["buyer"], bid=entry["bid"])
    won = [0] * PLAYERS
    lasts = [0] * PLAYERS
    for n, (_, cards, winner) in enumerate(tricks):
        for c in cards:
            won[winner] |= 1 << c
        if n >= 11:
            lasts[winner] += 1
    counts: list[tuple[int, ...]] = []
    for p in penalties_of(name):
        mask = PENALTIES[p][0]
        counts.append(tuple(lasts) if mask is None else tuple((w & mask).bit_count() for w in won))
    return Row(name, taken, tuple(counts))


def _early(options: Any, name: str) -> bool:
    return bool(options.early_end and CONTRACTS[name].early)


def write(head: Head, rows: Sequence[Row], options: Any) -> str:
    fd, khr = head
    out = [write_seat(fd), write_seat(khr)]
    for row in rows:
        if row.contract == "positiva":
            out.append(row.trump)
            if row.trump != "X":
                sale = 0 if row.buyer is None else 1 + 13 * row.buyer + row.bid - 1
                out.append(ALPHABET[sale] + write_counts(row.tricks, 13))
            continue
        if options.negative_order == "free":
            out.append(ALPHABET[CONTRACT_NAMES.index(row.contract)])
        out.append(write_counts(row.tricks, None if _early(options, row.contract) else 13))
        for p, counts in zip(penalties_of(row.contract), row.penalties, strict=True):
            total = PENALTIES[p][1]
            if total == 1:
                out.append(ALPHABET[counts.index(1)])
            elif total == 2:
                out.append("".join(ALPHABET[s] for s in range(PLAYERS) for _ in range(counts[s])))
            else:
                out.append(write_counts(counts, total))
    return "".join(out)


def read(text: str, options: Any) -> tuple[Head, list[Row]]:
    """(head, rows) of a summary, read by its shape only (``enter`` judges their sense)."""
    cur = Cursor(text, "summary")
    head = (cur.seat(PLAYERS, none=True), cur.seat(PLAYERS, none=True))
    negatives = 3 if options.quick_match else 6
    schedule = negative_schedule(options.negative_order, options.quick_match)
    rows: list[Row] = []
    while cur.more():
        h = len(rows) + 1
        if h > negatives + 3:
            raise bad(f"the summary has more than {negatives + 3} hands")
        if h > negatives:
            trump = cur.char()
            if trump not in POSITIVE_TRUMPS:
                raise bad(f"hand {h}: {trump!r} is no trump of a positive hand")
            if trump == "X":
                rows.append(Row("positiva", (0,) * PLAYERS, trump="X"))
                continue
            sale = cur.digit(1 + 13 * PLAYERS, f"hand {h}: the sale")
            buyer, bid = (None, 0) if not sale else divmod(sale - 1, 13)
            tricks = cur.counts(PLAYERS, 13, f"hand {h}: the tricks")
            rows.append(Row("positiva", tricks, trump=trump, buyer=buyer, bid=bid + bool(sale)))
            continue
        if options.negative_order == "free":
            name = CONTRACT_NAMES[cur.digit(len(CONTRACT_NAMES), f"hand {h}: the contract")]
        else:
            name = schedule[h - 1]
        tricks = cur.counts(PLAYERS, None if _early(options, name) else 13, f"hand {h}: tricks")
        counts: list[tuple[int, ...]] = []
        for p in penalties_of(name):
            total, what = PENALTIES[p][1], f"hand {h}: {p}"
            if total == 1:
                seat = cur.seat(PLAYERS)
                counts.append(tuple(int(s == seat) for s in range(PLAYERS)))
            elif total == 2:
                a, b = cur.digit(PLAYERS, "the seat"), cur.digit(PLAYERS, "the seat")
                if a > b:
                    raise bad(f"{what}: the seats of tricks 12 and 13 are written lowest first")
                counts.append(tuple((s == a) + (s == b) for s in range(PLAYERS)))
            else:
                counts.append(cur.counts(PLAYERS, total, what))
        rows.append(Row(name, tricks, tuple(counts)))
    return head, rows


def turn(head: Head, rows: list[Row], shift: int) -> tuple[Head, list[Row]]:
    """The summary with seat s renumbered (s - shift) % 4 (``engine.codec.turned``)."""
    fd, khr = head
    rows = [
        r._replace(
            tricks=turn_values(r.tricks, shift),
            penalties=tuple(turn_values(c, shift) for c in r.penalties),
            buyer=turn_seat(r.buyer, shift, PLAYERS),
        )
        for r in rows
    ]
    return (turn_seat(fd, shift, PLAYERS), turn_seat(khr, shift, PLAYERS)), rows


def entry_of(row: Row, h: int, dealer: int, options: Any) -> KingSheetEntry:
    """The score-sheet entry of ``row`` (hand ``h``), as ``KingGame._end_hand`` writes it."""
    con = CONTRACTS[row.contract]
    zero = [0] * PLAYERS
    pay = 0
    if con.positive:
        declined = row.trump == "X"
        if declined:
            pts = [75] * PLAYERS
            pts[dealer] = 100
        else:
            pts = [25 * t for t in row.tricks]
            if row.buyer is not None:
                pay = 25 * row.bid
                if options.payment == "capped":
                    pay = min(pay, max(0, pts[row.buyer]))
                pts[row.buyer] -= pay
                pts[dealer] += pay
        trump = row.trump if row.trump in SUITS else None
        notrump = row.trump == "N"
    else:
        declined, trump, notrump = False, None, False
        pts = [con.trick_val * t for t in row.tricks]
        for p, counts in zip(penalties_of(row.contract), row.penalties, strict=True):
            for s in range(PLAYERS):
                pts[s] += PENALTIES[p][2] * counts[s]
    return {
        "hand_number": h,
        "contract": con.name,
        "dealer": dealer,
        "scores": pts,
        "trump": trump,
        "notrump": notrump,
        "buyer": row.buyer,
        "bid": row.bid,
        "payment": pay,
        "declined": declined,
        "tricks": list(row.tricks),
        "negative": zero if con.positive else pts,
        "positive": pts if con.positive else zero,
    }


def _check_row(game: KingGame, row: Row, h: int, dealer: int, played: list[str]) -> None:
    """Refuse a row no game of these options could have written."""
    o = game.options
    con = CONTRACTS[row.contract]
    if not con.positive:
        if row.contract in played:
            raise bad(f"hand {h}: {row.contract} was played before")
        if row.contract not in game.schedule:
            raise bad(f"hand {h}: {row.contract} is not a contract of this match")
        tricks = sum(row.tricks)
        if tricks != 13 and not (_early(o, row.contract) and 0 < tricks < 13):
            raise bad(f"hand {h}: {tricks} tricks were taken, not 13")
        names = penalties_of(row.contract)
        for s in range(PLAYERS):
            cards = lasts = 0
            for p, counts in zip(names, row.penalties, strict=True):
                if p == "ultimas":
                    lasts = counts[s]
                elif not (p == "king" and "copas" in names):  # KH is one of the hearts
                    cards += counts[s]
            if cards > 4 * row.tricks[s] or lasts > row.tricks[s]:
                raise bad(f"hand {h}: seat {s} took more than {row.tricks[s]} tricks hold")
        if "king" in names and "copas" in names:
            kh = names.index("king"), names.index("copas")
            if any(row.penalties[kh[0]][s] > row.penalties[kh[1]][s] for s in range(PLAYERS)):
                raise bad(f"hand {h}: the King of hearts is one of the hearts taken")
        return
    if row.trump == "X":
        if o.decline_threshold >= 0 and (o.auction or game.edition < 2):
            return
        raise bad(f"hand {h}: declining is not possible under these rules")
    if row.trump == "N" and not o.no_trump_positive:
        raise bad(f"hand {h}: no trump is not a contract under these rules")
    if row.buyer is not None and (not o.auction or row.buyer == dealer):
        raise bad(f"hand {h}: seat {row.buyer} cannot have bought this hand")


def enter(game: KingGame, head: Head, rows: list[Row]) -> None:
    """Set a freshly made ``game`` to the summary's state: the start of hand len(rows) + 1,
    its generator brought there as the original drew it."""
    o = game.options
    fd, khr = head
    if (khr is None) != (o.first_dealer == "random"):
        raise bad("the King of hearts receiver is given exactly when the lot is by the King")
    if o.first_dealer == "kh_draw" and fd != khr:
        raise bad("the first to receive the King of hearts deals first under these rules")
    if fd is None and (o.first_dealer != "kh_nominate" or rows):
        raise bad("only a match whose first dealer is still to be named has none")
    if len(rows) >= game.hands_total:
        raise bad(f"the match has {game.hands_total} hands")
    sheet: list[KingSheetEntry] = []
    played: list[str] = []
    scores = [0] * PLAYERS
    for h, row in enumerate(rows, 1):
        assert fd is not None  # (refused above: no first dealer, no hands before)
        dealer = (fd + h - 1) % PLAYERS
        _check_row(game, row, h, dealer, played)
        e = entry_of(row, h, dealer, o)
        sheet.append(e)
        if row.contract != "positiva":
            played.append(row.contract)
        for s in range(PLAYERS):
            scores[s] += e["scores"][s]
    game.rng = random.Random(game.seed)
    game._lot()
    for _ in range(len(rows)):
        shuffled(game.rng)
    game.first_dealer, game.kh_receiver = fd, khr
    game.hand_number = len(rows) + 1
    game.sheet, game.played, game.scores = sheet, played, scores
    game.calls = []
    game.last_trick = game.last_hand = None
    game._legal = None
    if fd is None:
        game._clear_hand()
        game.dealer = None
        game.phase, game.to_move = "contract", khr
    else:
        game._new_hand()
