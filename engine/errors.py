"""The two errors of the engine's public surface, each with a stable reason code for the UI."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that is malformed or not legal now. The game is left exactly as it was.

    ``code`` is a stable identifier (``"must_follow_suit"``) and ``params`` the values the
    sentence needs (``{"suit": "C"}``), so a page can say it in the player's own language;
    ``str(err)`` is the English sentence.
    """

    def __init__(self, code: str, message: str, **params) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class SaveError(ValueError):
    """A save that cannot be loaded: not JSON, another format, or a log that does not replay.

    ``code`` is one of ``"not_json"``, ``"not_a_save"``, ``"format"``, ``"game"``,
    ``"options"``, ``"replay"``, ``"too_large"``.
    """

    def __init__(self, code: str, message: str, **params) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
