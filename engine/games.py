"""The registry of games: each kind's package and the names in it, imported when first used.

A game is a package of ``engine`` with the same modules: ``rules`` (its ``Options`` subclass,
``PRESETS`` and refusal ``CODES``: all the menu needs), ``game`` (the game class), ``view``,
``fast`` (the fast-play surface for search) and ``bot`` (``think``, ``analyse`` and
``analyse_steps`` for every level). Adding a game is a package and one line here.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol, Self, TypedDict

if TYPE_CHECKING:
    from .errors import IllegalAction
    from .options import Options


class Entry(NamedTuple):
    package: str  # the package under engine/
    game_class: str  # its class in <package>.game
    options_class: str  # its Options subclass in <package>.rules
    letter: str  # the first character of its position and record texts (engine.codec)
    judge_margin: float  # the judge's "correct": at most this much worse than the best (bots/judge)
    kept: int  # the cards a hand keeps once laid away (a talon's discards; the judge's best set)


# The public kind names stay as in saves and URLs; in code, 3-5-8 is "blato" (Блато).
REGISTRY = {
    "king": Entry("king", "KingGame", "KingOptions", "K", 5.0, 13),
    "358": Entry("blato", "BlatoGame", "BlatoOptions", "B", 0.2, 16),
}
GAMES = tuple(REGISTRY)


def entry(kind: str) -> Entry:
    try:
        return REGISTRY[kind]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {kind!r:.40}; the games are {', '.join(GAMES)}") from None


def part(kind: str, name: str) -> ModuleType:
    """The module ``name`` (rules, game, view, fast, bot, ...) of the game ``kind``."""
    return import_module(f"engine.{entry(kind).package}.{name}")


def game_class(kind: str) -> GameClass:
    """The class of the games of ``kind`` (``GameClass``, below)."""
    cls: GameClass = getattr(part(kind, "game"), entry(kind).game_class)
    return cls


def options_class(kind: str) -> type[Options]:
    """The ``Options`` subclass of ``kind`` (its rule variants)."""
    cls: type[Options] = getattr(part(kind, "rules"), entry(kind).options_class)
    return cls


# --- what every game provides, as types -------------------------------------------------------
# The engine's surfaces (docs/engine.md): the head of every view (``ViewHead``) and the keys every
# game's view holds (``GameView``), what every game offers (``GameLike``), a game's class
# (``GameClass``), the fast-play surface the bots' search drives (``FastPlayLike``) and a
# computer player (``BotLike``). ``typing.Protocol``s are matched by shape: a game's package
# names none of them, and the type checker (``mypy engine``) holds each game to them.


class ViewHead(TypedDict):
    """The keys every view begins with (``engine.game.view_head``; docs/engine.md "The
    view"); each game's view adds its own (``engine.king.view.KingView``,
    ``engine.blato.view.BlatoView``)."""

    game: str  # the game's kind, as in engine.GAMES
    seat: int  # whose view this is
    players: int
    to_move: int | None  # None once the game is over
    dealer: int | None  # King: None until the first dealer is named (KV-1 kh_nominate)
    hand_number: int  # from 1; 3-5-8's redeals do not count
    hands_total: int | None  # 3-5-8: None when the game ends by points or tricks
    phase: str  # king: contract auction trump play over; 358: announce draw discard play over
    legal: list[str]  # the legal actions when seat == to_move, else []


# A seat and what it did, as a view's JSON pair: ``[seat, card name]`` in a trick, ``[seat,
# action]`` among the calls.
SeatCard = list[Any]
SeatCall = list[Any]


class TrickView(TypedDict):
    """A finished trick in a view: who led, its cards in play order, who won it."""

    leader: int
    cards: list[SeatCard]
    winner: int


class History(TypedDict):
    """A view's ``history``: the public record of this hand."""

    calls: list[SeatCall]  # its calls (auction, announcements, draws): [seat, action]
    tricks: list[TrickView]  # its finished tricks


class GameView(ViewHead):
    """The keys every game's view holds (docs/engine.md "The view"): the head and the table.
    Each game's view adds its own (and ``known``, of each game's shape)."""

    hand: list[str]  # this seat's cards, sorted
    hand_sizes: list[int]
    trick: list[SeatCard]  # the trick in progress: [[seat, card], ...] in play order
    leader: int | None  # of the current trick; None outside the play
    trump: str | None  # a suit letter
    contract: str | None
    tricks_taken: list[int]
    scores: list[int]
    history: History
    last_trick: TrickView | None
    is_over: bool
    options: dict[str, str | bool | int]


class HeadSource(Protocol):
    """What ``engine.game.view_head`` reads of a game."""

    GAME: ClassVar[str]
    PLAYERS: ClassVar[int]

    @property
    def to_move(self) -> int | None: ...
    @property
    def dealer(self) -> int | None: ...
    @property
    def hand_number(self) -> int: ...
    @property
    def hands_total(self) -> int | None: ...
    @property
    def phase(self) -> str: ...
    def legal_actions(self) -> list[str]: ...


class GameLike(Protocol):
    """A game of any kind, as ``engine.new_game`` and ``engine.load_game`` give it."""

    GAME: ClassVar[str]  # its kind
    PLAYERS: ClassVar[int]
    seed: int
    edition: int  # the rules edition it follows (engine.formats.RULES_EDITION)
    options: Options
    log: list[str]  # the actions applied so far
    start: str | None  # the position text it began at, if not its seed's beginning
    to_move: int | None  # whose decision it is; None once over
    scores: list[int]  # running totals per seat
    dealer: int | None
    hand_number: int
    hands_total: int | None
    phase: str

    @property
    def is_over(self) -> bool: ...
    def legal_actions(self) -> list[str]: ...
    def apply(self, action: str) -> None: ...
    def explain(self, action: str) -> IllegalAction: ...
    def view(self, seat: int) -> GameView: ...
    def score_sheet(self) -> Sequence[Mapping[str, Any]]: ...
    def winners(self) -> list[int]: ...
    def copy(self) -> Self: ...
    def rewound(self, n: int = 0) -> GameLike: ...
    def to_json(self) -> str: ...
    def position(self) -> str: ...
    def record(self) -> str: ...


class GameClass(Protocol):
    """A game's class (``engine.games.game_class``): it makes new games and games from saves."""

    GAME: str
    PLAYERS: int
    Options: type[Options]

    def __call__(
        self, seed: int = ..., options: Mapping[str, Any] | None = ..., edition: int = ...
    ) -> GameLike: ...
    def saved(self, seed: int, options: Mapping[str, Any] | None, edition: int) -> GameLike: ...


class FastPlayLike(Protocol):
    """The fast-play surface both games offer the bots' play-outs (``engine.king.fast``,
    ``engine.blato.fast``): cards as ints, hands as masks, no strings, no legality checks."""

    hands: list[int]  # one mask per seat
    trick: list[int]  # the cards of the trick in progress, in play order
    tricks_taken: list[int]

    @property
    def to_move(self) -> int | None: ...
    def legal_cards_mask(self) -> int: ...
    def play_card(self, card: int) -> None: ...


class BotLike(Protocol):
    """A computer player (``engine.bots.make``): it sees only a view, never the game."""

    level: str

    def choose(self, view: GameView) -> str: ...
    def think(self, view: GameView) -> Generator[None, None, str]: ...
    def analyse(self, view: GameView) -> list[dict[str, Any]]: ...
