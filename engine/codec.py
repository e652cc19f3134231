"""The text codec: a game (its record), or the point it has reached (its position), as a short
URL-safe text.

``game.record()`` is the whole game so far: its start and every action. ``game.position()`` is
the point it has reached, short: the start of the previous hand (with a summary of the hands
before it) and the actions since. ``engine.from_record`` and ``engine.from_position`` read
either (they are one reader); ``turned(text, seat)`` renumbers the seats of a text. The format,
its token tables and its stability promise: docs/positions.md.

    text    := head "." options "." seed [ "." summary [ "." tokens ] ]   (no empty last field)
    head    := kind letter ("K" King, "B" 3-5-8) and the rules edition (one character)

One codec serves both games; what differs is declared by each game's ``codec`` module
(``engine.king.codec``, ``engine.blato.codec``): its kind letter, its token table, the
verbs a card letter stands for, and its summary of the hands before a position (see
``Part``). Decoding replays every action with ``game.apply``, so the engine itself refuses an
illegal one; every fault is an ``engine.SaveError``.

The deal of a hand is never written: it comes from the seed. A summary's game is made from
seed, options and edition (which draws the first dealer's lot and the first shuffle), then the
generator is brought to the summary's hand by drawing the lot again and one shuffle per dealing
before it, exactly as the original game drew them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from importlib import import_module
from itertools import product
from typing import TYPE_CHECKING, Any, Protocol

from .cards import NAMES, SUITS
from .errors import IllegalAction, SaveError
from .formats import MAX_SEED, RULES_EDITION, seed_words
from .games import GAMES, entry, game_class

if TYPE_CHECKING:
    from types import ModuleType

    from .games import GameLike
    from .options import Options, OptionValues
    from .tricks import TrickRecord


class Replayable(Protocol):
    """What ``position`` reads of a game beside its public surface: the score sheet as it
    grows, the last finished trick, and ``_do`` (an action of its own log, not checked again)."""

    @property
    def hand_number(self) -> int: ...
    @property
    def sheet(self) -> Sequence[Mapping[str, Any]]: ...
    @property
    def last_trick(self) -> TrickRecord | None: ...
    def _do(self, action: str) -> None: ...


# Digits of every number in a text (base 62), and the letter of each card: card int c (see
# engine.cards: c // 13 is its suit in C D H S order, c % 13 its rank 2..A) is LETTERS[c].
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
DIGIT = {ch: i for i, ch in enumerate(ALPHABET)}
LETTERS = ALPHABET[10:]
CARD_OF_LETTER = {ch: c for c, ch in enumerate(LETTERS)}
# A text is letters, digits, "." (between fields) and "-" (a negative seed, no seat): nothing
# that encodeURIComponent changes.
SEP = "."
MAX_TEXT = 64 * 1024  # far above a 3-5-8 record of 90 dealings (about 6,000 characters)
SEED_DIGITS = 24  # digits of a seed: its range is engine.game.MAX_SEED's
assert 62**SEED_DIGITS - 1 == MAX_SEED

KIND_LETTER = {kind: entry(kind).letter for kind in GAMES}
LETTER_KIND = {letter: kind for kind, letter in KIND_LETTER.items()}


def bad(code: str, message: str, **params: Any) -> SaveError:
    return SaveError(code, message, **params)


# --- numbers -----------------------------------------------------------------------------------


def write_number(n: int) -> str:
    """A non-negative int in base 62 (``ALPHABET``), no leading zero."""
    out = ALPHABET[n % 62]
    n //= 62
    while n:
        out = ALPHABET[n % 62] + out
        n //= 62
    return out


def read_number(text: str, what: str) -> int:
    if not text or any(ch not in DIGIT for ch in text):
        raise bad("record", f"{what} {text!r:.40} is not a number in base 62")
    if len(text) > 1 and text[0] == "0":
        raise bad("record", f"{what} {text!r:.40} has a leading zero")
    n = 0
    for ch in text:
        n = n * 62 + DIGIT[ch]
    return n


def write_seed(seed: int) -> str:
    return "-" + write_number(-seed) if seed < 0 else write_number(seed)


def read_seed(text: str) -> int:
    negative = text.startswith("-")
    digits = text[1:] if negative else text
    if len(digits) > SEED_DIGITS:
        raise bad("record", f"the seed has more than {SEED_DIGITS} digits")
    n = read_number(digits, "the seed")
    if negative and not n:
        raise bad("record", "the seed -0 is written 0")
    return -n if negative else n


def write_varnum(n: int) -> str:
    """A self-delimiting non-negative int: base-31 digits, lowest first; a digit of value
    31..61 (``ALPHABET[31 + d]``) says that more digits follow."""
    out = ""
    while n >= 31:
        out += ALPHABET[31 + n % 31]
        n //= 31
    return out + ALPHABET[n]


class Cursor:
    """Reads a summary one character at a time; running out is a ``SaveError``."""

    def __init__(self, text: str, what: str) -> None:
        self.text, self.what, self.i = text, what, 0

    def more(self) -> bool:
        return self.i < len(self.text)

    def char(self) -> str:
        if self.i >= len(self.text):
            raise bad("position", f"the {self.what} ends too soon")
        ch = self.text[self.i]
        self.i += 1
        return ch

    def digit(self, limit: int, what: str) -> int:
        """One base-62 digit below ``limit``."""
        ch = self.char()
        n = DIGIT.get(ch)
        if n is None or n >= limit:
            raise bad("position", f"{what} {ch!r} at {self.i} of the {self.what} is out of range")
        return n

    def seat(self, players: int, none: bool = False) -> int | None:
        """A seat digit, or "-" for none when ``none``."""
        if none and self.text[self.i : self.i + 1] == "-":
            self.i += 1
            return None
        return self.digit(players, "the seat")

    def varnum(self, what: str) -> int:
        n, scale = 0, 1
        for _ in range(8):
            d = self.digit(62, what)
            if d < 31:
                if d == 0 and scale > 1:
                    raise bad("position", f"{what} at {self.i} has a needless digit")
                return n + d * scale
            n += (d - 31) * scale
            scale *= 31
        raise bad("position", f"{what} at {self.i} of the {self.what} is too long")

    def counts(self, players: int, total: int | None, what: str) -> tuple[int, ...]:
        """Per-seat counts: all of them, or all but the last when they sum to ``total``."""
        top = 62 if total is None else total + 1
        values = [self.digit(top, what) for _ in range(players - (total is not None))]
        if total is not None:
            rest = total - sum(values)
            if rest < 0:
                raise bad("position", f"{what} at {self.i} add up to more than {total}")
            values.append(rest)
        return tuple(values)


def write_seat(seat: int | None) -> str:
    return "-" if seat is None else ALPHABET[seat]


def write_counts(values: Sequence[int], total: int | None) -> str:
    """``Cursor.counts`` in reverse."""
    shown = values if total is None else values[:-1]
    return "".join(ALPHABET[v] for v in shown)


def turn(values: Sequence[Any], shift: int) -> tuple[Any, ...]:
    """Per-seat values after seat s becomes seat (s - shift) % n."""
    n = len(values)
    return tuple(values[(s + shift) % n] for s in range(n))


def turn_seat(seat: int | None, shift: int, players: int) -> int | None:
    return None if seat is None else (seat - shift) % players


# --- a game kind's codec -----------------------------------------------------------------------


class Codec:
    """The tokens of one game kind, built from its ``codec`` module (``part``):

    * ``part.TOKENS``: ``(lead digit, verb, argument kinds)``; a token is the lead and one
      character per argument, so its length is known from its first character;
    * ``part.ARGS``: argument kind -> {character: word} for the kinds of that game (``suit``,
      ``seat`` and ``card`` are common to all);
    * ``part.CARD_VERBS``: the verbs of card actions, each written as the card's letter alone;
      ``part.card_verb(game)`` says which one a letter stands for now.
    """

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.part: ModuleType
        self.part = part = import_module(f"engine.{entry(kind).package}.codec")
        self.cls = game_class(kind)
        self.players = self.cls.PLAYERS
        self.letter = KIND_LETTER[kind]
        args = {
            "suit": {s: s for s in SUITS},
            "seat": {ALPHABET[s]: str(s) for s in range(self.players)},
            "card": {LETTERS[c]: NAMES[c] for c in range(52)},
            **part.ARGS,
        }
        self.length: dict[str, int] = {}
        self.seats: dict[str, tuple[int, ...]] = {}  # lead -> positions of seat characters
        self.action_of: dict[str, str] = {}
        self.token_of: dict[str, str] = {}
        for lead, verb, kinds in part.TOKENS:
            assert lead.isdigit() and lead not in self.length
            self.length[lead] = 1 + len(kinds)
            self.seats[lead] = tuple(1 + i for i, k in enumerate(kinds) if k == "seat")
            for combo in product(*(args[k].items() for k in kinds)):
                token = lead + "".join(ch for ch, _ in combo)
                action = " ".join([verb, *(word for _, word in combo)])
                self.action_of[token] = action
                self.token_of[action] = token
        for verb in part.CARD_VERBS:
            for c in range(52):
                self.token_of[f"{verb} {NAMES[c]}"] = LETTERS[c]

    def tokens(self, text: str) -> list[str]:
        """The tokens of a tokens field, each checked to be one of the table."""
        out: list[str] = []
        i = 0
        while i < len(text):
            ch = text[i]
            if ch in CARD_OF_LETTER:
                out.append(ch)
                i += 1
                continue
            n = self.length.get(ch)
            if n is None:
                raise bad("record", f"{ch!r} at {i + 1} of the actions begins no token")
            token = text[i : i + n]
            if len(token) < n:
                raise bad("record", f"the actions end inside the token {token!r}")
            if token not in self.action_of:
                raise bad("record", f"{token!r} at {i + 1} of the actions is not a token")
            out.append(token)
            i += n
        return out

    def write(self, actions: Iterable[str]) -> str:
        return "".join(self.token_of[a] for a in actions)

    def turn_token(self, token: str, shift: int) -> str:
        chars = list(token)
        for i in self.seats.get(token[0], ()):
            chars[i] = ALPHABET[(DIGIT[chars[i]] - shift) % self.players]
        return "".join(chars)


@cache
def codec(kind: str) -> Codec:
    return Codec(kind)


# --- the parts of a text -----------------------------------------------------------------------


def write_options(options: Options) -> str:
    """(option index, value index) pairs of the options changed from their default, in the
    declared order of the game's Options.SPEC (an append-only order)."""
    out = []
    for i, o in enumerate(options.SPEC):
        value = getattr(options, o.key)
        if value != o.default:
            out.append(ALPHABET[i] + ALPHABET[_index(o.values, value)])
    return "".join(out)


def _index(values: tuple[Any, ...], value: object) -> int:
    for i, v in enumerate(values):  # by type too: True is not 1
        if v == value and type(v) is type(value):
            return i
    raise ValueError(value)


def read_options(text: str, cls: type[Options]) -> OptionValues:
    if len(text) % 2:
        raise bad("options", f"the options {text!r:.40} are not pairs of characters")
    spec, last = cls.SPEC, -1
    out: OptionValues = {}
    for k in range(0, len(text), 2):
        i, v = DIGIT.get(text[k], 99), DIGIT.get(text[k + 1], 99)
        if not last < i < len(spec):
            raise bad("options", f"option {text[k]!r} is unknown or out of order")
        if not 0 < v < len(spec[i].values):
            raise bad(
                "options", f"option {spec[i].key} has no value {text[k + 1]!r} (0 is its default)"
            )
        out[spec[i].key] = spec[i].values[v]
        last = i
    return out


class Text:
    """A text split into its fields (checked for characters and shape, not yet for sense)."""

    def __init__(self, text: object) -> None:
        if not isinstance(text, str):
            raise bad("record", "a position or record is text")
        if len(text) > MAX_TEXT:
            raise bad("too_large", f"the text is longer than {MAX_TEXT} characters")
        for i, ch in enumerate(text):
            if ch not in DIGIT and ch not in ".-":
                shown = ch if ch.isprintable() else f"U+{ord(ch):04X}"
                raise bad("record", f"character {shown!r} at {i + 1} has no place in a position")
        fields = text.split(SEP)
        if not 3 <= len(fields) <= 5:
            raise bad(
                "record",
                "a position or record has 3 to 5 fields separated by '.': "
                "game, options, seed, summary, actions",
            )
        if len(fields) > 3 and not fields[-1]:
            raise bad("record", "the text ends with an empty field ('.')")
        head = fields[0]
        if len(head) != 2 or head[0] not in LETTER_KIND:
            raise bad(
                "game",
                f"{head!r:.20} names no game: a text begins with K (King) or B (3-5-8) and the "
                "rules edition",
                game=head[:20],
            )
        self.kind = LETTER_KIND[head[0]]
        self.edition = DIGIT.get(head[1], 0)
        if not 1 <= self.edition <= RULES_EDITION:
            raise bad("format", f"unknown rules edition {head[1]!r}", format=head[1])
        self.head, self.options_text, self.seed_text = head, fields[1], fields[2]
        self.summary = fields[3] if len(fields) > 3 else ""
        self.tokens = fields[4] if len(fields) > 4 else ""

    @property
    def start(self) -> str:
        """The start: every field but the actions."""
        fields = [self.head, self.options_text, self.seed_text]
        return SEP.join(fields + [self.summary] if self.summary else fields)


def compose(start: str, tokens: str) -> str:
    if not tokens:
        return start
    return start + SEP + tokens if start.count(SEP) == 3 else start + SEP + SEP + tokens


def natural_start(game: GameLike) -> str:
    head = KIND_LETTER[game.GAME] + ALPHABET[game.edition]
    return SEP.join((head, write_options(game.options), write_seed(game.seed)))


# --- reading -----------------------------------------------------------------------------------


def begin(text: Text) -> GameLike:
    """The game at the start of ``text`` (its actions not yet played)."""
    c = codec(text.kind)
    options = read_options(text.options_text, c.cls.Options)
    seed = read_seed(text.seed_text)
    try:
        game = c.cls(seed, options, text.edition)
    except ValueError as err:
        raise bad("options", f"bad options: {err}") from None
    if text.summary:
        head, rows = c.part.read(text.summary, game.options)
        c.part.enter(game, head, rows)
        game.start = text.start
    return game


def play(game: GameLike, c: Codec, tokens: list[str]) -> None:
    """Replay ``tokens`` on ``game``: each action is checked by ``game.apply``."""
    for n, token in enumerate(tokens):
        card = CARD_OF_LETTER.get(token)
        if card is None:
            action = c.action_of[token]
        else:
            action = f"{c.part.card_verb(game)} {NAMES[card]}"
        try:
            game.apply(action)
        except IllegalAction as err:
            raise bad(
                "replay", f"action {n + 1} ({token} = {action}) is illegal: {err}", index=n
            ) from None


def from_text(text: object, kind: str | None = None) -> GameLike:
    """The game a position or record ``text`` describes, at its point (``SaveError`` if bad).
    With ``kind``, a text of another game is bad text too."""
    t = Text(text)
    if kind is not None and t.kind != kind:
        raise bad("game", f"this is a text of {t.kind}, not of {kind}", game=t.kind)
    try:
        game = begin(t)
        play(game, codec(t.kind), codec(t.kind).tokens(t.tokens))
    except SaveError:
        raise
    except (ValueError, LookupError, TypeError, AttributeError) as err:  # a safety net
        raise bad("record", f"unexpected fault in the text: {err!r}") from None
    return game


def start_game(start: str) -> GameLike:
    """A fresh game at ``start`` (a text without actions: a game's ``start`` attribute)."""
    t = Text(start)
    if t.tokens or not t.summary:
        raise bad("record", "a start has a summary and no actions")
    return begin(t)


# --- writing -----------------------------------------------------------------------------------


def writable(game: GameLike) -> None:
    """Refuse a game whose seed no text can hold (``SaveError("seed")``): only a save of an
    earlier version can give one (engine.game.MAX_SEED)."""
    if not -MAX_SEED <= game.seed <= MAX_SEED:
        raise bad(
            "seed",
            f"the game's seed {seed_words(game.seed)} is beyond MAX_SEED: it has no position "
            "or record (its save still loads and goes on)",
        )


def record(game: GameLike) -> str:
    """The game's start and every action since."""
    writable(game)
    return compose(game.start or natural_start(game), codec(game.GAME).write(game.log))


def position(game: GameLike) -> str:
    """The point ``game`` has reached, as short as the rules allow: the start of the previous
    hand (or earlier, to keep the last finished trick), its summary, and the actions since."""
    writable(game)
    c = codec(game.GAME)
    part = c.part
    fresh: GameLike
    rows: list[Any]
    if game.start is None:
        fresh = c.cls(game.seed, game.options.changed(), game.edition)
        rows = []
    else:
        fresh = start_game(game.start)
        _, rows = part.read(Text(game.start).summary, game.options)
    first = fresh.hand_number
    heads: dict[int, Any] = {}
    starts: dict[int, int] = {}
    actions: list[str] = []  # of the hand being replayed
    tricks: list[TrickRecord | None] = []
    trick_hand = None  # the hand of the last finished trick
    # Every game is Replayable (a sheet, last_trick, _do), but GameLike, the public surface,
    # does not promise it: the one place the engine looks past that surface.
    g: Replayable = fresh  # type: ignore[assignment]
    for i, action in enumerate(game.log):
        hand, done, last = g.hand_number, len(g.sheet), g.last_trick
        g._do(action)  # the game's own log, checked when it was played
        actions.append(action)
        if g.last_trick is not last:
            tricks.append(g.last_trick)
            trick_hand = hand
        if len(g.sheet) > done:
            rows.append(part.row_of(g.sheet[-1], actions, tricks))
            actions, tricks = [], []
            if g.hand_number != hand:
                heads[g.hand_number], starts[g.hand_number] = part.head_of(g), i + 1
    at = max(first, g.hand_number - 1)
    if trick_hand is None:
        at = first
    elif trick_hand < at:
        at = trick_hand
    if at == first:
        return record(game)
    start = SEP.join((natural_start(game), part.write(heads[at], rows[: at - 1], game.options)))
    return compose(start, c.write(game.log[starts[at] :]))


def turned(text: str, seat: int) -> str:
    """The same position or record with the seats renumbered so that ``seat`` becomes seat 0
    (every seat s becomes (s - seat) % players): for a page whose reader is always seat 0.
    Bad text raises ``SaveError``; a seat out of range, ``ValueError``."""
    game = from_text(text)
    c = codec(game.GAME)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < c.players:
        raise ValueError(f"there is no seat {seat!r}")
    if not seat:
        return text
    t = Text(text)
    if t.summary:
        head, rows = c.part.read(t.summary, game.options)
    else:
        head, rows = c.part.head_of(c.cls(game.seed, game.options.changed(), game.edition)), []
    head, rows = c.part.turn(head, rows, seat)
    start = SEP.join((natural_start(game), c.part.write(head, rows, game.options)))
    tokens = "".join(c.turn_token(tok, seat) for tok in c.tokens(t.tokens))
    out = compose(start, tokens)
    from_text(out)  # the turned text reads back, or this is a fault of the codec
    return out
