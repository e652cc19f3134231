"""The house-rule options of both games are worded in every language (their words in the
catalogues ui/locale/*.po, read by ui/words/options.py: pure Python, no browser import, so it runs
under CPython)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import engine
from tools import catalogues
from ui.words import i18n, options

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("king", "358")


def _keys(kind: str, spec: dict) -> list[str]:
    return [options.label_key(kind, spec["key"]), options.doc_key(kind, spec["key"])] + [
        options.value_key(kind, spec["key"], v) for v in spec["values"]
    ]


def option_words(name: str) -> dict[str, str]:
    """The opt_ messages of one catalogue (ui/locale/<name>.po)."""
    return {
        catalogues.key(m): m.string
        for m in catalogues.messages(catalogues.load(name))
        if catalogues.key(m).startswith("opt_")
    }


@pytest.mark.parametrize("name", catalogues.names())
@pytest.mark.parametrize("kind", KINDS)
def test_every_option_and_value_has_words(kind, name):
    table = option_words(name)
    missing = [
        key
        for spec in engine.option_spec(kind)
        for key in _keys(kind, spec)
        if not str(table.get(key, "")).strip()
    ]
    assert not missing, f"{name} lacks {missing}"


@pytest.mark.parametrize("name", catalogues.names())
def test_no_stale_or_unbalanced_keys(name):
    wanted = {"opt_yes", "opt_no"} | {
        key for kind in KINDS for spec in engine.option_spec(kind) for key in _keys(kind, spec)
    }
    table = option_words(name)
    assert set(table) == wanted
    assert not [k for k, v in table.items() if "{" in v or "}" in v]


@pytest.mark.parametrize("name", catalogues.names())
def test_docs_are_one_sentence(name):
    for key, text in option_words(name).items():
        if key.endswith("_doc"):
            assert text.endswith("."), key
            assert ". " not in text.rstrip(".").replace("e.g. ", ""), key


def test_option_labels_name_no_rule_ids():
    # Rule ids such as "(KV-1)" are for maintainers (docs/rules.md), not players.
    for name in catalogues.names():
        assert not [k for k, v in option_words(name).items() if re.search(r"\b[KB]V-\d", v)]


def test_the_form_words_follow_the_language_and_fall_back():
    spec = next(s for s in engine.option_spec("king") if s["key"] == "first_leader")
    try:
        i18n.set_lang("pt-BR")
        assert options.label("king", spec) == "Saída nas negativas"
        assert options.value_label("king", spec, "dealer_left") == (
            "Jogador à esquerda de quem deu"
        )
        i18n.set_lang("bg")
        quick = next(s for s in engine.option_spec("king") if s["key"] == "quick_match")
        assert [options.value_label("king", quick, v) for v in quick["values"]] == ["Не", "Да"]
        unknown = {"key": "no_such_option", "doc": "Engine words.", "values": ("x",)}
        assert options.doc("king", unknown) == "Engine words."
        assert options.label("king", unknown) == "no such option"
        assert options.value_label("king", unknown, "x") == "x"
    finally:
        i18n.set_lang("en")


@pytest.mark.parametrize("module", ["ui/words/i18n.py", "ui/words/options.py"])
def test_tables_have_no_browser_import(module):
    """Nothing the module imports when loaded needs the browser (ui/words/i18n.py asks the browser's
    Intl and matchMedia inside functions, only when it runs there)."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    names = {
        alias.name.split(".")[0]
        for node in tree.body
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    names |= {
        (node.module or "").split(".")[0] for node in tree.body if isinstance(node, ast.ImportFrom)
    }
    assert not names & {"js", "pyodide", "pyscript"}
