"""Action notation (docs/engine.md "Notation"): parsing is exact, for both games' grammars."""

from engine.cards import CARD
from engine.notation import parse

GRAMMAR = {
    "play": ("card",),
    "bid": ("number",),
    "pass": (),
    "trump": ("suit",),
    "contract": ("word",),
    "draw": ("number", "suit_or_card"),
}


def test_canonical_actions_parse_to_their_values():
    assert parse("play KH", GRAMMAR) == ("play", [CARD["KH"]])
    assert parse("bid 12", GRAMMAR) == ("bid", [12])
    assert parse("pass", GRAMMAR) == ("pass", [])
    assert parse("trump S", GRAMMAR) == ("trump", [3])
    assert parse("contract copas", GRAMMAR) == ("contract", ["copas"])
    assert parse("draw 2 H", GRAMMAR) == ("draw", [2, 2])
    assert parse("draw 2 7H", GRAMMAR) == ("draw", [2, CARD["7H"]])


def test_parsing_is_exact():
    bad = [
        "",
        "play",
        "play kh",
        "play KH ",
        " play KH",
        "play  KH",
        "bid 012",
        "bid -1",
        "bid +3",
        "bid ３",
        "pass now",
        "pass ",
        "trump s",
        "trump SS",
        "contract",
        "contract  x",
        "draw 2",
        "draw 2 H H",
        "draw x H",
        "fly 3",
        None,
        7,
    ]
    for text in bad:
        assert parse(text, GRAMMAR) is None, text
