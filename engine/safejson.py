"""JSON read with its work bounded: a text nested deeper than a limit is refused before parsing.

``json.loads`` recurses once per level of nesting. CPython raises ``RecursionError`` from about
1,000 levels, but under Pyodide the same text overflows the JavaScript stack first (from about
8,000 levels, some 16 kB of text) and kills the interpreter: "Pyodide has suffered a fatal
error". So every text from outside (a save, an import file, a stored record) is measured by a
scan that does not recurse, in C-speed steps, and refused when it is nested too deep. A game's
save or a statistics file is at most a few levels deep.
"""

from __future__ import annotations

import json
import re
from array import array
from itertools import accumulate

MAX_DEPTH = 32
# A JSON string, its brackets not counted; an unterminated one runs to the end of the text
# (json.loads stops there with an error, never nesting inside it). Every quote thus begins a
# match and the scan is linear: were an unterminated string to match nothing, each quote after
# it would be scanned to the end again ('"' + '\\"' * 64,000 took minutes).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEPS = bytes.maketrans(b"[]{}", b"\x01\xff\x01\xff")


class TooDeep(ValueError):
    """The text nests deeper than allowed (refused before parsing). A ValueError, as json.loads
    raises for a text that is not JSON, so a caller that refuses both alike goes on as it did;
    a caller that says why tells it apart from ``json.JSONDecodeError`` and from the ValueError
    of a number of more digits than Python converts (``sys.get_int_max_str_digits``)."""


def depth(text: str) -> int:
    """How deeply ``text``'s arrays and objects nest (0 for a bare value), strings aside."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    steps = array("b", brackets.encode("ascii").translate(_STEPS))
    return max(0, max(accumulate(steps)))


def loads(text: str | bytes, max_depth: int = MAX_DEPTH) -> object:
    """``json.loads(text)``, refused with ``TooDeep`` (a ValueError, as for a text that is not
    JSON) when it nests more than ``max_depth`` levels deep, before any parsing."""
    if isinstance(text, (bytes, bytearray)):  # as json.loads reads bytes: UTF-8, -16 or -32
        text = bytes(text).decode(json.detect_encoding(text), "surrogatepass")
    if not isinstance(text, str):
        raise ValueError("JSON is text")
    if depth(text) > max_depth:
        raise TooDeep(f"the JSON nests more than {max_depth} levels deep")
    try:
        return json.loads(text)
    except RecursionError:  # cannot happen below max_depth; kept for a caller's larger limit
        raise TooDeep("the JSON nests too deeply") from None
