"""3-5-8's own words (ui/words/i18n.py reads them)."""

from ui.words.i18n import SUIT_SYMBOL, has, suit_name, t


def contract_name(contract: str) -> str:
    """An announcement in the player's words: "trump H", "notrump", "pass", "misere"."""
    verb, _, suit = contract.partition(" ")
    if verb == "trump" and suit in SUIT_SYMBOL:
        name = suit_name(suit)
        return t("b_c_trump", suit=name, Suit=name[:1].upper() + name[1:])
    return t("b_c_" + verb) if has("b_c_" + verb) else contract
