"""King's own words (ui/words/i18n.py reads them)."""

from ui.words.i18n import has, t

# The negative contracts whose penalty is in certain cards, and those cards (a part of a
# combined contract).
PENALTY = {
    "copas": lambda c: c[1] == "H",
    "homens": lambda c: c[0] in "KJ",
    "mulheres": lambda c: c[0] == "Q",
    "king": lambda c: c == "KH",
}


def contract_name(contract: str) -> str:
    """A contract by its name in the player's language; a combined one ("vazas+ultimas") as
    a pair."""
    return " + ".join(t("k_" + p) if has("k_" + p) else p for p in contract.split("+"))
