"""The two errors of the engine's public surface, each with a stable reason code for the UI.

A refusal's ``params`` are data, never words: a suit is its letter (``"C"``), a card its name
(``"KH"``), ``cards`` a list of names, a contract its name, a seat its number. ``refusal`` puts
them into a game's English template for ``str(err)``; a page says them in its own language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple


class IllegalAction(ValueError):
    """An action that is malformed or not legal now. The game is left exactly as it was.

    ``code`` is a stable identifier (``"must_follow_suit"``) and ``params`` the values the
    sentence needs (``{"suit": "C"}``), so a page can say it in the player's own language;
    ``str(err)`` is the English sentence.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class SaveError(ValueError):
    """A save, position or record that cannot be loaded: not JSON, another format, or a log
    that does not replay.

    ``code`` is one of ``"not_json"``, ``"not_a_save"``, ``"format"``, ``"game"``,
    ``"options"``, ``"replay"``, ``"too_large"``; for a position or record text
    (``engine.from_position``, ``engine.from_record``) also ``"record"`` (the text is not one:
    a character, field or token out of place, or cut short) and ``"position"`` (its summary of
    the earlier hands is cut short or impossible). ``"game"``: an unknown game letter;
    ``"format"``: an unknown rules edition; ``"options"``: options out of order, unknown or
    contradictory; ``"replay"``: an action illegal where it stands (``params["index"]``).

    ``game.position()`` and ``game.record()`` raise it too, with ``"seed"``, for the one game
    they cannot write: one loaded from an earlier version's save whose seed is beyond
    ``engine.MAX_SEED`` (the game itself plays on and saves as before).
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class Plural(NamedTuple):
    """A sentence template that counts: its English for one and for more, chosen by the
    parameter ``count`` (a fraction counts as more: "1.5 tricks"). It fills as a ``str``
    template does (``format``, ``format_map``); a page picks its own language's form."""

    count: str  # type: ignore[assignment]  # the counted parameter's name, not tuple.count
    one: str
    other: str

    def form(self, n: Any) -> str:
        try:
            return self.one if float(n) == 1 else self.other
        except (TypeError, ValueError):
            return self.other

    def format(self, **params: Any) -> str:
        return self.form(params.get(self.count)).format(**params)

    def format_map(self, params: Mapping[str, Any]) -> str:
        return self.form(params.get(self.count)).format_map(params)


SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
# 3-5-8 announcements in words; King's contracts are named as players name them (copas, ...).
CONTRACT_WORDS = {
    "notrump": "no trump",
    "misere": "misère",
    **{f"trump {s}": word for s, word in SUIT_WORDS.items()},
}


def english(key: str, value: Any) -> Any:
    """A refusal parameter in English words (suits and announcements by name, card lists
    joined)."""
    if key in ("suit", "led") and value in SUIT_WORDS:
        return SUIT_WORDS[value]
    if key == "contract" and value in CONTRACT_WORDS:
        return CONTRACT_WORDS[value]
    if key == "cards" and isinstance(value, (list, tuple)):
        return ", ".join(value)
    return value


EXCERPT = 40  # characters of a player's text quoted back in a refusal


def excerpt(text: str) -> str:
    """``text`` cut to ``EXCERPT`` characters (with "…"), so that a refusal of a huge action
    stays a sentence."""
    return text if len(text) <= EXCERPT else text[: EXCERPT - 1] + "…"


def refusal(templates: Mapping[str, str | Plural], code: str, **params: Any) -> IllegalAction:
    """The ``IllegalAction`` of ``code``, its English sentence from ``templates`` (a game's
    ``CODES``) with the parameters in words. Text the player typed (``action``) is quoted as
    a bounded excerpt, in the sentence and in ``params``."""
    if isinstance(params.get("action"), str):
        params["action"] = excerpt(params["action"])
    words = {key: english(key, value) for key, value in params.items()}
    return IllegalAction(code, templates[code].format(**words), **params)
