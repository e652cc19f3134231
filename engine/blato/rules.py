"""3-5-8 rule data: the options of docs/rules.md 2.10, the named presets and the reason codes.

Kept apart from ``engine.blato`` so the UI can read the option list and the message templates
without the game logic.
"""

from __future__ import annotations

from ..options import Option, Options

TRUMPS = ("trump C", "trump D", "trump H", "trump S")
TARGETS = {"8-5-3": (8, 5, 3), "9-5-2": (9, 5, 2)}  # (eight, five, three)


class BlatoOptions(Options):
    # Position and record texts (docs/positions.md) name options and values by their place in
    # this list, and tutorial sites keep such links for years: only append options, and values
    # at the end of an option's values.
    SPEC = (
        Option(
            "direction",
            ("counterclockwise", "clockwise"),
            "BV-1",
            "Direction of play. Seats are always numbered in the direction of play, so this "
            "changes only where the UI draws next(s): to the right (counter-clockwise) or to "
            "the left (clockwise).",
        ),
        Option(
            "roles",
            ("dealer3_next8", "english"),
            "BV-2",
            "dealer3_next8: the dealer has target 3, next(dealer) 8, the third 5. english: the "
            "dealer has target 8, next(dealer) (eldest) 5, the third 3. Either way the deal "
            "passes to next(dealer) and every player's role cycle is 3 -> 5 -> 8.",
        ),
        Option(
            "first_leader",
            ("eight", "five"),
            "BV-3",
            "Who leads the first trick: the 8-player or the 5-player (eldest, English).",
        ),
        Option(
            "contracts",
            ("suits_notrump", "suits_only"),
            "BV-4",
            "Announcements: four trump suits and no trump, or the four suits only.",
        ),
        Option(
            "no_repeat",
            (True, False),
            "BV-5",
            "Each player names each contract once per game. When a player has used every "
            "allowed contract (more turns than contracts), his list starts afresh.",
        ),
        Option(
            "step_order",
            ("announce_draw_talon", "announce_talon_draw", "draw_announce_talon"),
            "BV-6",
            "Order of announcement, card drawing and talon exchange inside a deal. When "
            "drawing comes first the trump is still unknown, so every suit may be drawn "
            "and a later no-trump announcement does not undo the draws.",
        ),
        Option(
            "draw_card",
            ("lowest", "free"),
            "BV-7",
            "lowest: the drawer names a suit ('draw 2 H') and hands over his lowest card of "
            "it. free: the drawer names the card he hands over ('draw 2 7H'); its suit is "
            "the suit of the draw.",
        ),
        Option(
            "trump_draw",
            ("forbidden", "allowed", "polish"),
            "BV-8",
            "Drawing in the trump suit: forbidden; allowed like any suit; or allowed with the "
            "giver returning any card of his choice ('return XX') for the trump received.",
        ),
        Option(
            "pass_limit",
            ("once", "unlimited", "none"),
            "BV-9",
            "How often a player may pass (redeal) in a game: once, without limit, never.",
        ),
        Option(
            "return_rule",
            ("highest_including", "literal"),
            "BV-10",
            "highest_including: the giver returns his highest card of the suit counting the "
            "card just received. literal: his highest other card of the suit, even if lower "
            "(the received card only when he has no other card of the suit).",
        ),
        Option(
            "draw_order",
            ("target", "surplus"),
            "BV-11",
            "With two drawers: higher target this deal first, or larger surplus first "
            "(equal surplus: higher target first).",
        ),
        Option(
            "flat_preview",
            (False, True),
            "BV-12",
            "With a 4-4-4-4 hand the 8-player may 'preview' the talon before announcing; "
            "he then loses his own draws of this deal.",
        ),
        Option(
            "trump_duty",
            ("none", "must_trump_overtrump"),
            "BV-13",
            "none: follow suit only. must_trump_overtrump: a player void in the suit led "
            "must play a trump if he has one, and a trump higher than the trumps already in "
            "the trick if he can.",
        ),
        Option(
            "game_end",
            ("15_deals", "first_to_21", "twelve_tricks", "misere_18"),
            "BV-14",
            "15_deals: 15 deals, highest total wins. first_to_21: the game ends after the "
            "deal in which a total reaches +21; highest total wins. twelve_tricks: the game "
            "ends after a deal in which a player takes 12 or more tricks; he wins. "
            "misere_18: 18 deals and a sixth announcement 'misere' (no trump, targets "
            "reversed: the 8-player may take at most 3, the dealer 8; each trick fewer "
            "scores +1, each trick more -1).",
        ),
        Option("targets", ("8-5-3", "9-5-2"), "BV-15", "Trick targets of the three roles."),
        Option(
            "talon_style",
            ("pick_all", "replace"),
            "BV-16",
            "UI only: pick up all four talon cards and discard four, or swap one by one. "
            "The engine's actions are the same four 'discard' actions either way.",
        ),
        Option(
            "tie_break",
            ("shared", "last_deal", "fewest_below"),
            "BV-17",
            "Equal top totals: shared victory; the better score in the last deal; or the "
            "fewest deals below target (still equal: shared).",
        ),
    )
    CONFLICTS = (
        (
            {"flat_preview": True, "step_order": "draw_announce_talon"},
            "the talon preview (BV-12) costs the 8-player his own draws, but drawing first "
            "(BV-6) has made them before he announces",
        ),
    )


PRESETS = {
    "default": {},
    # The English game as [S15][S16][S17] describe it: clockwise, the dealer plays for 8, eldest
    # leads, exchanges before the trump call, suits only, no pass, no no-repeat rule, the
    # up-player chooses the card he passes, 12 tricks in a deal win.
    "sergeant_major": {
        "direction": "clockwise",
        "roles": "english",
        "first_leader": "five",
        "step_order": "draw_announce_talon",
        "contracts": "suits_only",
        "pass_limit": "none",
        "no_repeat": False,
        "draw_card": "free",
        "game_end": "twelve_tricks",
    },
    "compulsory_trump": {"trump_duty": "must_trump_overtrump"},
}

# The English sentences of the refusal codes; the data they name: ``suit`` and ``led`` are suit
# letters, ``card`` a card name, ``contract`` an announcement ("trump S", "notrump"), ``giver`` a
# seat, ``deal`` a deal number, ``action`` the refused string, ``phase`` the phase.
CODES = {
    "malformed": "“{action}” is not a move of this game.",
    "game_over": "The match is over.",
    "wrong_phase": "That is not possible now: this is the {phase} step.",
    "not_legal": "That move is not allowed now.",
    "contract_not_allowed": "{contract} is not an announcement in this game.",
    "contract_used": "You announced {contract} in deal {deal}.",
    "pass_used": "You have already passed once in this game.",
    "pass_disabled": "Passing is not allowed in this game.",
    "preview_disabled": "Looking at the talon is not allowed in this game.",
    "preview_not_flat": "You may look at the talon only with a 4-4-4-4 hand.",
    "preview_done": "You have already looked at the talon.",
    "must_return": "First give back a card for the {suit} you received.",
    "no_return_due": "Nobody owes you a card back now.",
    "draw_not_owed": "That player owes you no card.",
    "draw_in_trump": "{suit} are trumps: you may not draw in them.",
    "draw_suit_not_held": "You hold no {suit} to hand over.",
    "draw_needs_card": "Name the card you hand over, not just its suit.",
    "draw_needs_suit": "Name a suit, not a card.",
    "not_in_hand": "You do not hold {card}.",
    "must_follow_suit": "You must follow suit: you hold {suit}.",
    "must_trump": "You cannot follow suit, so you must trump.",
    "must_overtrump": "You must play a trump higher than {card}.",
}
