"""The player's settings: read from storage and the URL, changed by the menu, saved at once.

The page's language and look follow them.

Stored under ``cardgames.settings``: the bots' level, the speed, the language, the look (four
colours, large cards), a fixed deal number, each game's rule options and the players' names.
A table gets a copy (``for_table``); the menu and the table's settings (ui/table/preferences.py)
change them, through the methods here.

Numbers typed or in a link (the deal number, ``seed=``, ``hand=``) are read by
``whole_number``: ASCII digits only and a bounded count of them, never ``str.isdigit()`` and a
bare ``int()`` ("²" passes isdigit and int() refuses it; int() refuses 4,300 digits). A deal
number stored by an earlier version that is not one is dropped when the settings are read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document, window

import engine
from ui.data import deal_codes, records, storage
from ui.words import i18n
from ui.words.i18n import t

if TYPE_CHECKING:
    from collections.abc import Mapping

SPEEDS = ("slow", "normal", "fast", "instant")
BACKS = ("red", "blue")
SEATS = 4  # names kept, the human's first
SEED_DIGITS = deal_codes.SEED_DIGITS  # a deal number's digits at most (the menu's, seed=, codes)
HAND_MOST = 999  # hand= of a link: 1..999 (past the game's last hand: the whole game)


def whole_number(text: object, lowest: int = 0, digits: int = SEED_DIGITS) -> int | None:
    """``text`` (spaces around it aside) as a whole number of at most ``digits`` ASCII digits
    and at least ``lowest``; None for anything else (a sign, a space or a letter inside,
    another script's digits, too many digits)."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    if not text or len(text) > digits or not (text.isascii() and text.isdigit()):
        return None
    number = int(text)
    return number if number >= lowest else None


def excerpt(value: object, most: int = 40) -> str:
    """The start of a value typed or given by a link, for a notice that quotes it (a link's
    value may be thousands of characters)."""
    value = str(value).strip()
    return value if len(value) <= most else value[:most] + "…"


def deal_number(text: object) -> int | None:
    """A deal number (the seed of a new game) typed in the menu or given by a link, a minus
    sign allowed as the engine allows it (an earlier page took ``seed=-5``); None when ``text``
    is not one."""
    if isinstance(text, str) and text.strip().startswith("-"):
        number = whole_number(text.strip()[1:], 0, SEED_DIGITS)
        return None if number is None else -number
    return whole_number(text, 0, SEED_DIGITS)


def checked_options(stored: object) -> dict:
    """The rule options of the stored settings, kept only where ``engine.option_spec`` knows
    the key and the value (any page on the origin may write the settings; one stored value of
    another shape broke the menu at every visit)."""
    if not isinstance(stored, dict):
        return {}
    out = {}
    for kind in engine.GAMES:
        mine = stored.get(kind)
        if not isinstance(mine, dict):
            continue
        spec = {o["key"]: o["values"] for o in engine.option_spec(kind)}
        out[kind] = {
            k: value
            for k, value in mine.items()
            if k in spec and any(value == v and type(value) is type(v) for v in spec[k])
        }
    return out


def default_level() -> str:
    levels = engine.bots.LEVELS
    return "medium" if "medium" in levels else levels[-1]


class Settings:
    def __init__(self, params: dict) -> None:
        """The stored settings, checked, with the URL's level, speed and language on top."""
        # every value of JSON kinds (stored by any page on the origin: checked below)
        self.values: dict[str, Any] = {
            "level": default_level(),
            "speed": "normal",
            "lang": None,
            "four_colour": False,
            "large": False,
            "motion": True,  # cards move (never under prefers-reduced-motion)
            "sound": False,  # short synthesised sounds
            "autoplay": False,  # play a single legal card by itself
            "back": "red",  # the card back: one of BACKS
            "seed": "",
            "options": {},
            "names": [""] * SEATS,
        }
        saved = storage.get_json("settings", {}) or {}
        if isinstance(saved, dict):
            self.values.update({k: v for k, v in saved.items() if k in self.values})
        v = self.values
        names = v["names"]
        names = [records.clean_name(n) for n in names] if isinstance(names, list) else []
        v["names"] = (names + [""] * SEATS)[:SEATS]
        v["options"] = checked_options(v["options"])
        if v["speed"] not in SPEEDS:
            v["speed"] = "normal"
        if not isinstance(v["lang"], str):
            v["lang"] = None
        # (an earlier version kept any text str.isdigit() accepted, which int() may refuse)
        v["seed"] = v["seed"].strip() if deal_number(v["seed"]) is not None else ""
        for key in ("four_colour", "large", "motion", "sound", "autoplay"):
            v[key] = bool(v[key])
        if v["back"] not in BACKS:
            v["back"] = BACKS[0]
        if v["level"] not in engine.bots.LEVELS:
            v["level"] = default_level()
        if params["level"] in engine.bots.LEVELS:
            v["level"] = params["level"]
        if params["speed"] in SPEEDS:
            v["speed"] = params["speed"]
        # A language picked by the player (the URL's, or one chosen earlier) wins over a saved
        # game's own language when that game is continued (ui/app.py).
        self.lang_chosen = bool(i18n.normalise(params["lang"]) or i18n.normalise(v["lang"]))
        self.set_lang(
            i18n.normalise(params["lang"])
            or i18n.normalise(v["lang"])
            or i18n.normalise(str(window.navigator.language))
            or "en"
        )

    def __getitem__(self, key: str):
        return self.values[key]

    def for_table(self) -> dict:
        """A copy for a table, which may change its level and speed to a saved game's."""
        return dict(self.values)

    def options(self, kind: str) -> dict:
        """The rule options chosen for ``kind`` (changed values only)."""
        return dict((self.values["options"] or {}).get(kind) or {})

    def seed(self) -> int | None:
        """The fixed deal number typed in the menu, if any."""
        return deal_number(self.values.get("seed"))

    # --- changes (each saved at once) ----------------------------------------------------------

    def save(self) -> None:
        storage.put_json("settings", self.values)

    def choose(self, key: str, value: Any) -> None:
        self.values[key] = value
        if key == "lang":
            self.lang_chosen = True
            self.set_lang(value)
        elif key in ("four_colour", "large", "motion", "back"):
            self.apply_look()
        self.save()

    def name(self, seat: int, text: str) -> None:
        self.values["names"][seat] = records.clean_name(text)
        self.save()

    def preset(self, kind: str, name: str) -> None:
        self.values["options"][kind] = engine.presets(kind).get(name, {})
        self.save()

    def option(self, kind: str, spec: Mapping[str, Any], value: object) -> None:
        """One rule option of ``kind`` (its ``engine.option_spec`` entry) set to ``value``."""
        mine = self.options(kind)
        if value == spec["default"]:
            mine.pop(spec["key"], None)
        else:
            mine[spec["key"]] = value
        self.values["options"][kind] = mine
        self.save()

    # --- what the page shows ----------------------------------------------------------------

    def set_lang(self, lang: str) -> None:
        """Speak ``lang`` from now on (saved with the next change)."""
        i18n.set_lang(lang)
        self.values["lang"] = lang
        document.documentElement.setAttribute("lang", lang)
        document.title = t("title")

    def apply_look(self) -> None:
        cl = document.documentElement.classList
        cl.toggle("four-colour", bool(self.values.get("four_colour")))
        cl.toggle("large-cards", bool(self.values.get("large")))
        cl.toggle("no-motion", not self.values.get("motion"))
        for back in BACKS:
            cl.toggle("back-" + back, self.values.get("back") == back)
