"""The page's registry of games: each kind's name, table, text keys, coach and statistics.

The engine has its own registry (engine/games.py: the rules, the game, the bots); this one holds
what only the page needs, as plain data, so that the menu, the controller, the coach, the saves
and the statistics read it instead of asking which game they serve. Adding a game is a table
package (``ui/games/<game>/``) and one entry here. Nothing here imports a game's table: the
menu needs none.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import NamedTuple

from ui.words import i18n


def contract_sums(sheet: list) -> dict:
    """The statistics of a King match: per contract, the human's points and how often."""
    sums: dict[str, list[int]] = {}
    for entry in sheet:
        pair = sums.setdefault(str(entry.get("contract")), [0, 0])
        pair[0] += int(entry["scores"][0])
        pair[1] += 1
    return {"contracts": sums}


def targets_made(sheet: list) -> dict:
    """The statistics of a 3-5-8 game: in how many deals the human made the target."""
    made = deals = 0
    for entry in sheet:
        targets, tricks = entry.get("targets"), entry.get("tricks")
        if targets and tricks:
            deals += 1
            made += int(tricks[0] >= targets[0])
    return {"made": made, "deals": deals}


class GameUI(NamedTuple):
    name: str  # the game's name in code and logs; players read name(kind), in their language
    package: str  # its package under ui/games/ (table, sheet, rules, lessons, ...)
    letter: str  # the first part of its deal codes ("K-default-1234")
    table: str  # "module:Class" of its table
    play_key: str  # the text of the menu's button that starts it
    review_key: str  # the heading of the review of one hand ("Review of deal {n}")
    trick_key: str  # "Trick {n}" in a line of the review
    unit_key: str  # an amount of its score in the coach's words: "points_n" or "b_tricks_n"
    decimals: int  # the coach says amounts in whole points (0) or tenths of a trick (1)
    threshold: float  # a "clear" mistake in the review loses at least this much
    equal: float  # the best two moves of a hint are "about equal" within this
    contracts: tuple  # the order of the per-contract averages of the statistics
    summary: Callable[[list], dict]  # what a finished match adds to the statistics
    seats: int  # the players at its table
    words: dict  # the catalogue key of each idea the game says in its own words (WORDS)


# The ideas each game says in its own words, and the key of the King's (the 3-5-8's differ).
WORDS = ("paused", "share_hand", "stat_unit", "stat_axis")


REGISTRY = {
    "king": GameUI(
        "King",
        "king",
        "K",
        "ui.games.king.table:KingTable",
        "play_king",
        "c_review_of",
        "c_trick_n",
        "points_n",
        0,
        10.0,
        1.0,
        ("vazas", "copas", "homens", "mulheres", "king", "ultimas", "positiva"),
        contract_sums,
        4,
        {
            "paused": "s_paused",
            "share_hand": "sh_hand",
            "stat_unit": "st_points_n",
            "stat_axis": "st_axis_points",
        },
    ),
    "358": GameUI(
        "3-5-8",
        "blato",
        "B",
        "ui.games.blato.table:BlatoTable",
        "play_358",
        "c_review_of_358",
        "c_trick_n_358",
        "b_tricks_n",
        1,
        0.5,
        0.25,
        (),
        targets_made,
        3,
        {
            "paused": "b_s_paused",
            "share_hand": "sh_hand_358",
            "stat_unit": "st_tricks_n",
            "stat_axis": "st_axis_tricks",
        },
    ),
}


assert all(set(g.words) == set(WORDS) for g in REGISTRY.values())


def word(kind: str, idea: str) -> str:
    """The catalogue key of ``idea`` (one of WORDS) in ``kind``'s own words."""
    return get(kind).words[idea]


def get(kind: str) -> GameUI:
    """The entry of ``kind``; ValueError for a kind that is not a game."""
    try:
        return REGISTRY[kind]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {kind!r}") from None


def name(kind: str) -> str:
    """The game's name in the player's language ("Кинг" in Bulgarian sentences: catalogue key
    ``game_<kind>``), or ``kind`` itself if it is not a game (an imported file's key)."""
    if kind not in REGISTRY:
        return str(kind)
    return i18n.t("game_" + kind) if i18n.has("game_" + kind) else REGISTRY[kind].name


# Presets named differently in each game (a key preset_<kind>_<preset>); the others share a key
# (looking for a key that is missing would load the English catalogue behind the page's).
OWN_PRESET_NAMES = {("358", "default")}


def preset_name(kind: str, preset: str) -> str:
    """A preset's name in the page's language, in the game's own words first (the standard
    rules of King are Brazil's, those of 3-5-8 Bulgaria's); the preset's key if it has none."""
    key = f"preset_{kind}_{preset}" if (kind, preset) in OWN_PRESET_NAMES else f"preset_{preset}"
    return i18n.t(key) if i18n.has(key) else preset


def by_letter(letter: str) -> str | None:
    """The kind whose deal codes start with ``letter`` (any case), or None."""
    return next((k for k, g in REGISTRY.items() if g.letter == letter.upper()), None)


def table_class(kind: str) -> type:
    """The table of a game, imported when a game of it is first opened."""
    module, _, cls = get(kind).table.partition(":")
    return getattr(import_module(module), cls)
