"""Every word of the page in Portuguese (Brazil), Bulgarian and English, read from gettext
catalogues.

The texts live in ui/locale/<lang>.po (en.po is the source); tools/catalogues.py checks them and
compiles them to the JSON read here (ui/locale/<lang>.json: the messages a .mo would hold, a plural
message as its list of forms, and the language's plural rule, one of ``PLURAL``), which
``json.loads`` reads faster than the ``gettext`` module parses a .mo. A message id is a stable key
(``"n_takes"``); ``t(key, **params)`` says it in the current language, English standing in for a
missing translation and the key for a missing message. ``tn(key, n, **params)`` says a message
with plural forms; ``number(x)`` writes a number as the language does ("−1.300", "118,8").
``reason(code, params, templates)`` says an engine refusal (``IllegalAction.code`` and its data
``params``) in the player's words.

    >>> set_lang("pt-BR")
    >>> number(-1300, sign=True), contract_name("king", "vazas+ultimas")
    ('−1.300', 'Vazas + Duas últimas')
    >>> set_lang("en")

A game's own words carry its letter in their keys (``GAME_LETTER``): ``k_`` King, ``b_`` 3-5-8;
the engine's refusal sentences are ``x<letter>_<code>`` and its bots' reasons
``c<letter>_<code>``, both extracted from the engine into en.po by tools/catalogues.py.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from importlib import import_module

from engine import games

LANGS = ("pt-BR", "bg", "en")
LANG_NAMES = {"pt-BR": "Português (Brasil)", "bg": "Български", "en": "English"}
UI_DIR = os.path.dirname(os.path.dirname(__file__))  # ui/, beside ui/words/
CATALOGUE = {"pt-BR": "pt_BR", "bg": "bg", "en": "en"}  # ui/locale/<name>.po and .json
# the letter of its texts and deal codes (engine/games.py), small
GAME_LETTER = {kind: games.entry(kind).letter.lower() for kind in games.GAMES}
SUIT_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANK_SHOW = {"T": "10"}
# The plural rules of our catalogues (their Plural-Forms expression -> the index of the form for
# a count), so that no expression is evaluated: tools/catalogues.py check refuses any other.
PLURAL: dict[str, Callable[[int], int]] = {
    "(n != 1)": lambda n: int(n != 1),
    "(n > 1)": lambda n: int(n > 1),
}

# One minus sign in every language, the typographic one the catalogues' texts write ("−20 for
# each trick", "de −1.300"): the browser's Intl.NumberFormat would give the hyphen "-" of CLDR.
MINUS = "\u2212"
# What Intl.NumberFormat (CLDR) writes in each language: the group and decimal separators and the
# fewest digits before a first group (Bulgarian writes 1300 but 12 345); the page asks the
# browser itself, this is the same for CPython (tests/test_i18n.py checks it against Intl and
# Babel).
SEPARATORS = {"pt-BR": (".", ",", 1), "bg": ("\u00a0", ",", 2), "en": (",", ".", 1)}
BROWSER = sys.platform == "emscripten"

_current = ["en"]
_loaded: dict[str, Translations] = {}


class Translations:
    """One language's messages, with gettext's methods: a message this language lacks is
    English's (loaded at its first use: a complete catalogue, the check of tools/catalogues.py,
    never needs it, and each catalogue costs Pyodide some time), and None when English lacks it
    too."""

    def __init__(self, lang: str, data: dict) -> None:
        self.messages: dict[str, str | list[str]] = data["messages"]
        self.plural = PLURAL[data["plural"]]
        self.behind = None if lang == "en" else "en"

    def gettext(self, message: str) -> str | None:
        """The text of ``message``; of a plural message, the form of 1 (as gettext says it)."""
        text = self.messages.get(message)
        if isinstance(text, list):
            index = self.plural(1)
            text = text[index] if index < len(text) else None
        if text is not None:
            return text
        return catalogue(self.behind).gettext(message) if self.behind else None

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str | None:
        """The form of ``msgid1`` for ``n`` (``msgid2`` is never said: a message no catalogue
        has is None)."""
        forms = self.messages.get(msgid1)
        index = self.plural(n)
        if isinstance(forms, list) and index < len(forms):
            return forms[index]
        return catalogue(self.behind).ngettext(msgid1, msgid2, n) if self.behind else None


def catalogue(lang: str) -> Translations:
    """The compiled catalogue of ``lang``, English behind it (loaded once, as the package's data
    through the module's loader, so that it reads the same from plain files and from the built
    site's app.zip)."""
    if lang not in _loaded:
        name = CATALOGUE[lang] + ".json"
        try:
            data = __loader__.get_data(  # type: ignore[name-defined]  # the module's loader
                os.path.join(UI_DIR, "locale", name)
            )
        except OSError:
            raise FileNotFoundError(
                f"ui/locale/{name}: run `python3 tools/catalogues.py compile`"
            ) from None
        _loaded[lang] = Translations(lang, json.loads(data))
    return _loaded[lang]


def normalise(lang: str | None) -> str | None:
    """One of LANGS for a browser/URL language tag, else None."""
    if not lang:
        return None
    low = str(lang).strip().lower()
    for code in LANGS:
        if low.startswith(code[:2].lower()):
            return code
    return None


def set_lang(lang: str) -> None:
    _current[0] = lang if lang in LANGS else "en"


def lang() -> str:
    return _current[0]


def _text(key: str) -> str | None:
    return catalogue(_current[0]).gettext(key)


def has(key: str) -> bool:
    return _text(key) is not None


class _Safe(dict):
    """Format parameters: a placeholder without a value stays as it is."""

    def __missing__(self, key):
        return "{" + key + "}"


def _fill(text: str, params: dict) -> str:
    return text.format_map(_Safe(params)) if params else text


def t(key: str, **params) -> str:
    text = _text(key)
    return key if text is None else _fill(text, params)


def tn(key: str, n: int | float, /, **params) -> str:
    """The form of the plural message ``key`` for the count ``n`` (also passed as ``{n}``,
    written by ``number``, unless ``params`` gives its text). A fraction takes the form of 0
    below 1 and of 2 above: the plural in our three languages ("0.5 tricks", "0,5 vazas",
    "1,5 взятки"), as zero is ("0 vazas": Brazilian Portuguese counts as English does)."""
    count = int(n) if n == int(n) else (2 if n > 1 else 0)
    text = catalogue(_current[0]).ngettext(key, key, count)
    params.setdefault("n", number(n, 0 if n == int(n) else 1))
    return key if text is None else _fill(text, params)


_formats: dict = {}


def _rounded(x: float, decimals: int) -> tuple[int, str, str]:
    """``x`` to ``decimals`` places as (sign -1/0/1, whole digits, fraction digits without
    trailing zeros), halves away from zero as Intl.NumberFormat rounds: from the shortest
    decimal that reads back as ``x`` (0.15 -> 0.2, where the float itself is below 0.15); never
    a negative zero. (Digits, not the decimal module: the page's trimmed stdlib lacks it.)"""
    if isinstance(x, int):
        digits, places = str(abs(x)), 0
    else:
        text = repr(abs(float(x)))
        if "e" in text or "n" in text:  # 1e+16, 1e-07, inf, nan: far from any score
            text = f"{abs(float(x)):.{decimals + 1}f}"
        whole, _, fraction = text.partition(".")
        digits, places = whole + fraction, len(fraction)
    if places > decimals:
        cut = len(digits) - (places - decimals)
        kept = int(digits[:cut] or "0") + (digits[cut] >= "5")
        digits, places = str(kept), decimals
    digits = digits.rjust(places + 1, "0")
    whole, fraction = (
        digits[: len(digits) - places].lstrip("0") or "0",
        digits[len(digits) - places :],
    )
    fraction = fraction.rstrip("0")
    sign = 0 if whole == "0" and not fraction else (-1 if x < 0 else 1)
    return sign, whole, fraction


def _intl(lang: str, decimals: int, sign: bool):
    """The browser's Intl.NumberFormat for ``lang`` (one per kind of number: building one
    costs more than formatting with it)."""
    key = (lang, decimals, sign)
    if key not in _formats:
        import js
        from pyodide.ffi import to_js

        options = {
            "maximumFractionDigits": decimals,
            "signDisplay": "exceptZero" if sign else "auto",
        }
        options = to_js(options, dict_converter=js.Object.fromEntries)
        _formats[key] = js.Intl.NumberFormat.new(lang, options)
    return _formats[key]


def _python(value: tuple[int, str, str], lang: str, sign: bool) -> str:
    """What Intl.NumberFormat writes for ``value`` (``_rounded``), from SEPARATORS."""
    group, point, least = SEPARATORS[lang]
    signum, whole, fraction = value
    if len(whole) >= 3 + least:
        head = len(whole) % 3 or 3
        whole = group.join([whole[:head], *(whole[i : i + 3] for i in range(head, len(whole), 3))])
    text = whole + (point + fraction if fraction else "")
    if signum < 0:
        return "-" + text
    return "+" + text if sign and signum > 0 else text


def number(x: float, decimals: int = 0, *, sign: bool = False) -> str:
    """``x`` written as the current language writes numbers, to at most ``decimals`` places:
    "−1.300", "118,8" in Portuguese; "−1300", "12 345", "118,8" in Bulgarian; "−1,300", "118.8"
    in English; with ``sign`` a plus before a positive number ("+2", "0", "−3"). The browser's
    Intl.NumberFormat writes it, in CPython the same separators (SEPARATORS); the minus is
    always MINUS."""
    value = _rounded(x, decimals)
    lang_ = _current[0]
    if BROWSER:
        digits = ("-" if value[0] < 0 else "") + value[1] + ("." + value[2] if value[2] else "")
        shown = float(digits) if value[2] else int(digits)
        text = str(_intl(lang_, decimals, sign).format(shown))
    else:
        text = _python(value, lang_, sign)
    return text.replace("-", MINUS)


def touch() -> bool:
    """The page is used with a finger (a coarse pointer: a phone, a tablet), so its sentences
    say "tap" rather than "click"."""
    if not BROWSER:
        return False
    import js

    return bool(js.matchMedia("(pointer: coarse)").matches)


def device(key: str, /, **params) -> str:
    """The sentence ``key`` with the verb of the device in use: ``key + "_tap"`` on a touch
    screen, ``key + "_click"`` elsewhere (whole sentences: the verb and its object's form
    differ by language, "clique em" / "toque em", "щракнете върху" / "докоснете")."""
    return t(key + ("_tap" if touch() else "_click"), **params)


def about(key: str, seat: int | None, /, **params) -> str:
    """The sentence ``key`` about ``seat``: the player (seat 0) has a sentence of his own in the
    second person (``key + "_you"``: "You take the trick.", not "You takes the trick.")."""
    return t(key + "_you" if seat == 0 else key, **params)


def suit_name(letter: str) -> str:
    return t("suit_" + letter)


def card_text(card: str) -> str:
    """A card for reading: 'Q♥' style (rank in digits/letters and the suit symbol)."""
    return RANK_SHOW.get(card[0], card[0]) + SUIT_SYMBOL.get(card[1], card[1])


def card_words(card: str) -> str:
    """A card in words for screen readers: 'queen of hearts'."""
    rank = "10" if card[0] == "T" else card[0]  # as the other numbers: "10 of hearts"
    rank_word = t("rank_" + rank) if has("rank_" + rank) else rank
    return t("card_name", rank=rank_word, suit=t("suit_" + card[1]))


def contract_name(kind: str, contract: str) -> str:
    """A contract in the player's words, as its game says it (``contract_name`` of its
    ``words`` under ui/games/: King's by name, "vazas+ultimas" as a pair; 3-5-8's announcement,
    "trump H", "notrump", "pass", "misere"). A kind that is not a game reads as the first's."""
    entry = games.REGISTRY.get(kind) or games.REGISTRY[games.GAMES[0]]
    return import_module(f"ui.games.{entry.package}.words").contract_name(str(contract))


def _words(kind: str, key: str, value):
    """A refusal parameter (data: a suit letter, a card name, a list of cards, a phase, a
    contract) in the player's words."""
    if key in ("suit", "led") and value in SUIT_SYMBOL:
        return suit_name(value)
    if key == "card" and isinstance(value, str) and len(value) == 2:
        return card_text(value)
    if key == "cards" and isinstance(value, (list, tuple)):
        return ", ".join(card_text(c) for c in value)
    if key == "phase" and has("phase_" + str(value)):
        return t("phase_" + str(value))
    if key == "contract":
        return contract_name(kind, value)
    return value


def _kind_of(templates: dict | None) -> str:
    """The game whose refusal CODES ``templates`` are (King when unknown)."""
    for kind in games.GAMES:
        if templates is not None and games.part(kind, "rules").CODES == templates:
            return kind
    return games.GAMES[0]


def reason(
    code: str, params: dict | None = None, templates: dict | None = None, kind: str | None = None
) -> str:
    """The sentence for an engine refusal ``code`` of the game ``kind`` (found from
    ``templates``, the game's CODES, when not given) in the current language."""
    kind = kind or _kind_of(templates)
    letter = GAME_LETTER[kind]
    words = {key: _words(kind, key, value) for key, value in (params or {}).items()}
    key = f"x{letter}_{code}"
    if not has(key):
        return t(f"x{letter}_not_legal", **words)
    return counted(key, games.part(kind, "rules").CODES.get(code), params or {}, words)


def counted(key: str, template, params: dict, words: dict) -> str:
    """The message ``key`` with ``words``; of an engine sentence that counts (its English
    ``template`` an ``engine.errors.Plural``), the form for the number it counts."""
    n = params.get(getattr(template, "count", ""))
    if isinstance(n, (int, float)) and not isinstance(n, bool):
        return tn(key, n, **words)
    return t(key, **words)
