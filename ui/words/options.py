"""The words of the house-rule options of both games, from the catalogues (ui/locale/*.po).

Every entry of ``engine.option_spec(kind)`` has a label (``opt_<kind>_<key>``), one label per
value (``opt_<kind>_<key>_<value>``; booleans share ``opt_yes`` / ``opt_no``) and its
one-sentence explanation (``opt_<kind>_<key>_doc``). No browser import, so CPython tests can
read it. King speaks the Brazilian table's words (vaza, copas, rei de copas, leilão,
beneficiado); 3-5-8 the Bulgarian ones (коз, без коз, пас, талон, теглене, ръце).
"""

from __future__ import annotations

from ui.words import i18n


def label_key(kind: str, key: str) -> str:
    return f"opt_{kind}_{key}"


def doc_key(kind: str, key: str) -> str:
    return f"opt_{kind}_{key}_doc"


def value_key(kind: str, key: str, value) -> str:
    """The key of one value's label; the booleans say yes / no in every option."""
    if isinstance(value, bool):
        return "opt_yes" if value else "opt_no"
    return f"opt_{kind}_{key}_{value}"


def label(kind: str, spec: dict) -> str:
    """The option's name in the current language (``spec`` from ``engine.option_spec``)."""
    key = label_key(kind, spec["key"])
    return i18n.t(key) if i18n.has(key) else spec["key"].replace("_", " ")


def value_label(kind: str, spec: dict, value) -> str:
    key = value_key(kind, spec["key"], value)
    return i18n.t(key) if i18n.has(key) else str(value)


def doc(kind: str, spec: dict) -> str:
    """The one-sentence explanation; the engine's English doc when the tables lack it."""
    key = doc_key(kind, spec["key"])
    return i18n.t(key) if i18n.has(key) else spec["doc"]
