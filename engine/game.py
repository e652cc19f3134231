"""What both games share: seeding, the action log, checked ``apply``, saves and copies.

A game subclass supplies ``GAME``, ``PLAYERS``, an ``Options`` class (see ``engine.options``) and
the game-specific methods listed at the end of this class.
"""

from __future__ import annotations

import copy as _copy
import json
import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Self

from . import safejson
from .errors import IllegalAction, Plural, SaveError, excerpt, refusal
from .formats import (  # noqa: F401 (MAX_SAVE_BYTES, MAX_SEED: engine.game's names as before)
    ENGINE_VERSION,
    MAX_SAVE_BYTES,
    MAX_SEED,
    RULES_EDITION,
    SAVE_FORMAT,
    check_seed,
    seed_words,
)
from .games import GAMES, game_class

if TYPE_CHECKING:
    from .games import GameLike, GameView, HeadSource, ViewHead
    from .options import Options as _Options


class Game:
    GAME: ClassVar[str] = ""
    PLAYERS: ClassVar[int] = 0
    Options: ClassVar[type[_Options]]  # the game's engine.options.Options subclass
    # reason code -> its English sentence (engine.errors.refusal)
    CODES: ClassVar[Mapping[str, str | Plural]] = {}
    # Where the game began when not at its seed's beginning: the start of a position or record
    # text (engine.codec; no actions); record(), rewound() and saves replay from it.
    start: str | None = None
    seed: int
    edition: int
    options: _Options  # the game's Options (its values read as attributes)
    rng: random.Random
    log: list[str]  # every action applied, in order (what a save replays)

    def __init__(
        self, seed: int = 0, options: Mapping[str, Any] | None = None, edition: int = RULES_EDITION
    ) -> None:
        check_seed(seed)
        self._setup(seed, options, edition)

    @classmethod
    def saved(cls, seed: int, options: Mapping[str, Any] | None, edition: int) -> Self:
        """A new game as a save describes it: like ``cls(seed, options, edition)``, but any
        int seed, for a save may hold one beyond MAX_SEED (see there)."""
        check_seed(seed, bounded=False)
        game = cls.__new__(cls)
        game._setup(seed, options, edition)
        return game

    def _setup(self, seed: int, options: Mapping[str, Any] | None, edition: int) -> None:
        if options is not None and not isinstance(options, dict):
            raise ValueError(f"options must be a dict or None, not {options!r:.40}")
        self.seed = seed
        self.edition = edition
        self.options = self.Options.from_dict({} if options is None else options)
        if edition >= 2 and (why := self.options.conflict()):
            raise ValueError(why)
        self.rng = random.Random(seed)
        self.log: list[str] = []
        self._start()

    # --- the public surface -------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def apply(self, action: str) -> None:
        """Carry out ``action`` for ``to_move``; raise ``IllegalAction`` and change nothing if
        it is malformed or not legal now."""
        if not isinstance(action, str):
            raise refusal(self.CODES, "malformed", action=repr(action))
        if self.to_move is None:
            raise refusal(self.CODES, "game_over", action=action)
        if action not in self.legal_actions():
            raise self.explain(action)
        self._do(action)
        self.log.append(action)

    def rewound(self, n: int = 0) -> GameLike:
        """A new game like this one (seed, options, rules edition) after its first ``n``
        actions: for undo and for replays, which must follow the rules this game follows."""
        game: GameLike
        if self.start is None:
            game = type(self).saved(self.seed, self.options.changed(), self.edition)
        else:
            from . import codec  # loaded when a text is first used (start-up)

            game = codec.start_game(self.start)
        for action in self.log[:n]:
            game.apply(action)
        return game

    def copy(self) -> Self:
        """An independent deep copy."""
        return _copy.deepcopy(self)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "engine": ENGINE_VERSION,
                "game": self.GAME,
                "seed": self.seed,
                "options": self.options.changed(),
                "actions": self.log,
                **({"rules": self.edition} if self.edition != 1 else {}),
                **({"start": self.start} if self.start is not None else {}),
            },
            separators=(",", ":"),
        )

    def position(self) -> str:
        """This exact point of the game as a short URL-safe text (``engine.from_position``
        reads it; docs/positions.md). A game whose seed is beyond MAX_SEED (from an old save)
        has none: ``SaveError("seed")``."""
        from . import codec

        return codec.position(self)

    def record(self) -> str:
        """The whole game so far, its start and every action, as a URL-safe text
        (``engine.from_record`` reads it; docs/positions.md). A game whose seed is beyond
        MAX_SEED (from an old save) has none: ``SaveError("seed")``."""
        from . import codec

        return codec.record(self)

    # --- what a game supplies ------------------------------------------------------------
    # to_move (attribute or property), legal_actions(), view(seat), scores, score_sheet(),
    # _start() (deal the first hand), _do(action) (carry out a legal action),
    # explain(action) -> IllegalAction (why a string that is not legal now is refused);
    # for every view (view_head) also dealer, hand_number, hands_total and phase.

    if TYPE_CHECKING:  # declared for the type checker only: each game defines them
        to_move: int | None
        scores: list[int]
        dealer: int | None
        hand_number: int
        hands_total: int | None
        phase: str

        def legal_actions(self) -> list[str]: ...
        def view(self, seat: int) -> GameView: ...
        def score_sheet(self) -> list[Any]: ...
        def winners(self) -> list[int]: ...
        def explain(self, action: str) -> IllegalAction: ...
        def _start(self) -> None: ...
        def _do(self, action: str) -> None: ...


def view_head(game: HeadSource, seat: int) -> ViewHead:
    """What every view begins with (docs/engine.md "The view"); a seat is an int in range
    (not a bool), else ``ValueError``."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.PLAYERS:
        raise ValueError(f"there is no seat {seat!r}")
    return {
        "game": game.GAME,
        "seat": seat,
        "players": game.PLAYERS,
        "to_move": game.to_move,
        "dealer": game.dealer,
        "hand_number": game.hand_number,
        "hands_total": game.hands_total,
        "phase": game.phase,
        "legal": game.legal_actions() if seat == game.to_move else [],
    }


def load(text: str | bytes) -> GameLike:
    """Rebuild a game from ``to_json`` text, replaying and so validating every action.

    Its work is bounded by the text: at most MAX_SAVE_BYTES, nested at most
    ``safejson.MAX_DEPTH`` deep (refused before parsing: under Pyodide a deeper text kills the
    interpreter inside ``json.loads``), one ``apply`` per action, and a start text read as
    ``engine.from_position`` reads it (bounded there)."""
    if not isinstance(text, (str, bytes)):
        raise SaveError("not_a_save", "a save is text")
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError("too_large", f"the save is larger than {MAX_SAVE_BYTES} bytes")
    try:
        data = safejson.loads(text)
    except ValueError as err:  # TooDeep and UnicodeDecodeError are ValueErrors
        raise SaveError("not_json", f"the save is not JSON: {err}") from None
    if not isinstance(data, dict) or "format" not in data or "actions" not in data:
        raise SaveError("not_a_save", "this is not a saved game")
    form, edition = data["format"], data.get("rules", 1)
    if type(form) is not int or form != SAVE_FORMAT:  # True == 1, but a bool is no number
        raise SaveError("format", f"unknown save format {form!r:.40}", format=str(form)[:40])
    if type(edition) is not int or not 1 <= edition <= RULES_EDITION:
        raise SaveError(
            "format", f"unknown rules edition {edition!r:.40}", format=str(edition)[:40]
        )
    kind = data.get("game")
    if not isinstance(kind, str) or kind not in GAMES:
        raise SaveError("game", f"unknown game {kind!r:.40}", game=str(kind)[:40])
    seed, options, actions = data.get("seed"), data.get("options", {}), data["actions"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("not_a_save", "the save's seed is not an integer")
    if not isinstance(options, dict):
        raise SaveError("options", "the save's options are not a table")
    if not isinstance(actions, list):
        raise SaveError("not_a_save", "the save's actions are not a list")
    try:
        game = game_class(kind).saved(seed, options, edition)
    except ValueError as err:
        raise SaveError("options", f"bad options in the save: {err}") from None
    start = data.get("start")
    if start is not None:  # a game begun at a position: its start replaces the seed's
        if not isinstance(start, str):
            raise SaveError("not_a_save", "the save's start is not text")
        from . import codec

        begun = codec.start_game(start)
        if (begun.GAME, begun.seed, begun.options, begun.edition) != (
            kind,
            seed,
            game.options,
            edition,
        ):
            raise SaveError("not_a_save", "the save's start is of another game")
        game = begun
    for i, action in enumerate(actions):
        try:
            game.apply(action)
        except IllegalAction as err:
            raise SaveError(
                "replay", f"action {i + 1} ({excerpt(repr(action))}) is illegal: {err}", index=i
            ) from None
    return game
