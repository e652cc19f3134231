"""Kept for today's imports of the hint and review words (ui/coach.py, ui/table.py,
tests/test_coach.py) until they go (issue 13, phase 2): the words now live in ui/locale/*.po,
``c_...`` for the page's and ``ck_<code>`` / ``cb_<code>`` for the bots' reasons (extracted
from engine/king/bot.py and engine/blato/bot.py). ``EN``, ``PT`` and ``BG`` read them back as
dicts, when asked.
"""

from __future__ import annotations

from ui import i18n

_LANG = {"EN": "en", "PT": "pt-BR", "BG": "bg"}


def __getattr__(name: str) -> dict[str, str]:
    if name not in _LANG:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    own = i18n.catalogue(_LANG[name])._catalog  # gettext keeps no public list of its ids
    return {k: v for k, v in own.items() if isinstance(k, str) and k.startswith(("c_", "ck_",
                                                                                  "cb_"))}
