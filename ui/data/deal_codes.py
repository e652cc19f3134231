"""Deal codes: "K-portuguese-1234", a deal (game, rules, seed) in a few characters, shown in the
top bar and typed in the menu to play that deal again. Plain data, without the browser
(tests/test_saves_ui_pure.py, tests/test_deal_numbers.py).

    >>> deal_code("king", 1234)
    'K-default-1234'
    >>> parse_deal_code("K-portuguese-77")[:2]
    ('king', 77)
"""

from __future__ import annotations

import re

import engine
from ui import games
from ui.data.records import RecordError

_KINDS = "|".join(re.escape(kind) for kind in engine.GAMES)  # a code may name its game in full
# A deal number: at most SEED_DIGITS ASCII digits, a minus sign allowed (an earlier page took
# ?seed=-5), so always inside the engine's range of seeds (engine.MAX_SEED, 62**24 - 1, has 44
# digits); the menu, seed= links and deal codes read the same (ui/core/settings.py deal_number).
SEED_DIGITS = 40
_CODE = re.compile(
    rf"^\s*([A-Za-z]|{_KINDS})\s*-\s*([A-Za-z0-9_]+)\s*-\s*(-?[0-9]{{1,{SEED_DIGITS}}})\s*$"
)
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def preset_of(kind: str, options: dict) -> str | None:
    """The name of the preset whose options are exactly ``options`` (changed values only)."""
    for name, opts in engine.presets(kind).items():
        if opts == options:
            return name
    return None


def deal_code(kind: str, seed: int, options: dict | None = None) -> str:
    """A short code for a deal: "K-portuguese-1234" (King, preset, seed); options that are
    no preset are written as "o" + one base-36 digit per option (its value's index)."""
    options = dict(options or {})
    name = preset_of(kind, options)
    if name is None:
        spec = engine.option_spec(kind)
        digits = []
        for o in spec:
            value = options.get(o["key"], o["default"])
            digits.append(_B36[o["values"].index(value)])
        name = "o" + "".join(digits).rstrip("0")
        if name == "o":
            name = "default"
    return f"{games.get(kind).letter}-{name}-{int(seed)}"


def parse_deal_code(code: str) -> tuple[str, int, dict]:
    """(kind, seed, options) of a deal code; RecordError("deal_code") if it is not one."""
    if not isinstance(code, str):
        raise RecordError("deal_code")
    m = _CODE.match(code)
    if not m:
        raise RecordError("deal_code")
    letter, name, seed = m.group(1), m.group(2), int(m.group(3))
    kind = letter.lower() if letter.lower() in engine.GAMES else games.by_letter(letter)
    if kind is None:
        raise RecordError("deal_code")
    presets = engine.presets(kind)
    lowered = {k.lower(): k for k in presets}
    if name.lower() in lowered:
        return kind, seed, dict(presets[lowered[name.lower()]])
    if name[:1] in "oO" and all(c in _B36 for c in name[1:].lower()):
        spec = engine.option_spec(kind)
        digits = name[1:].lower()
        if len(digits) > len(spec):
            raise RecordError("deal_code")
        options = {}
        for o, d in zip(spec, digits, strict=False):
            i = _B36.index(d)
            if i >= len(o["values"]):
                raise RecordError("deal_code")
            if i:
                options[o["key"]] = o["values"][i]
        return kind, seed, options
    raise RecordError("deal_code")
