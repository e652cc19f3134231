"""What the rules pages say, in order: each game's sections as data, drawn by ui/screens/rules.py.

Every text is a key of ui/locale/*.po (prefix ``r_``; ``r_k_`` King, ``r_b_`` 3-5-8), plain
text with no markup; the pages are built in Python from these lists. A section is
``(id, heading key, blocks)``; a block is one of

* ``("p", key)`` a paragraph;
* ``("contract", name key, number, key, cards, caption key)`` one of King's negative hands: its
  name as the game calls it in the player's language (``k_vazas`` ...), what it asks, and the
  cards it counts;
* ``("trick", cards, winner index, trump suit or None, caption key)`` a trick, in play order;
* ``("cards", cards, caption key)`` a row of cards;
* ``("draw", given, received, caption key)`` one card drawn in 3-5-8;
* ``("talon", caption key)`` the talon, four cards face down;
* ``("note", option keys, key)`` a reading of a house rule (issue 17), headed by the names of
  the options it is about (``ui.words.options``), in the section where a player looks for it.

The glossaries are ``(term key, definition key)`` pairs. Rule numbers (KV-3, BV-13) are for
maintainers and stay out of the texts (i18n-review.md).
"""

from __future__ import annotations

KING = (
    ("intro", None, (("p", "r_k_intro"),)),
    (
        "deal",
        "r_k_h_deal",
        (("p", "r_k_deal"), ("p", "r_k_first_dealer")),
    ),
    (
        "tricks",
        "r_k_h_tricks",
        (
            ("p", "r_k_tricks"),
            ("trick", ("7S", "QS", "2S", "AH"), 1, None, "r_k_fig_trick"),
            ("note", ("first_leader", "positive_leader"), "r_k_note_leaders"),
        ),
    ),
    (
        "negative",
        "r_k_h_negative",
        (
            ("p", "r_k_negative"),
            ("contract", "k_vazas", 1, "r_k_vazas", (), None),
            ("contract", "k_copas", 2, "r_k_copas", ("AH", "KH", "7H", "2H"), "r_k_fig_copas"),
            (
                "contract",
                "k_homens",
                3,
                "r_k_homens",
                ("KS", "KH", "KC", "KD", "JS", "JH", "JC", "JD"),
                "r_k_fig_homens",
            ),
            (
                "contract",
                "k_mulheres",
                4,
                "r_k_mulheres",
                ("QS", "QH", "QC", "QD"),
                "r_k_fig_mulheres",
            ),
            ("contract", "k_king", 5, "r_k_king", ("KH",), "r_k_fig_king"),
            ("contract", "k_ultimas", 6, "r_k_ultimas", (), None),
            ("p", "r_k_neg_total"),
        ),
    ),
    (
        "positive",
        "r_k_h_positive",
        (
            ("p", "r_k_positive"),
            ("p", "r_k_trump"),
            ("trick", ("KD", "AD", "3S", "5D"), 2, "S", "r_k_fig_trump"),
            ("note", ("trump_duty",), "r_k_note_overtrump"),
        ),
    ),
    (
        "auction",
        "r_k_h_auction",
        (
            ("p", "r_k_auction"),
            ("p", "r_k_pela_mao"),
            ("p", "r_k_accept"),
            ("p", "r_k_buyer"),
            ("p", "r_k_decline"),
            ("p", "r_k_auction_example"),
            ("note", ("auction",), "r_k_note_no_auction"),
        ),
    ),
    (
        "score",
        "r_k_h_score",
        (
            ("p", "r_k_score"),
            ("note", ("tie_break",), "r_k_note_tiebreak"),
        ),
    ),
)

BLATO = (
    ("intro", None, (("p", "r_b_intro"),)),
    (
        "roles",
        "r_b_h_roles",
        (("p", "r_b_deal"), ("p", "r_b_roles"), ("talon", "r_b_fig_talon")),
    ),
    (
        "announce",
        "r_b_h_announce",
        (
            ("p", "r_b_announce"),
            ("p", "r_b_pass"),
            ("note", ("contracts", "no_repeat"), "r_b_note_norepeat"),
        ),
    ),
    (
        "draw",
        "r_b_h_draw",
        (
            ("p", "r_b_draw"),
            ("p", "r_b_draw_how"),
            ("draw", "4S", "AS", "r_b_fig_draw"),
            ("p", "r_b_draw_order"),
        ),
    ),
    (
        "talon",
        "r_b_h_talon",
        (
            ("p", "r_b_talon"),
            ("note", ("flat_preview", "step_order"), "r_b_note_preview"),
        ),
    ),
    (
        "play",
        "r_b_h_play",
        (
            ("p", "r_b_play"),
            ("trick", ("TC", "KC", "2H"), 2, "H", "r_b_fig_trick"),
            ("note", ("trump_duty",), "r_b_note_overtrump"),
        ),
    ),
    (
        "score",
        "r_b_h_score",
        (
            ("p", "r_b_score"),
            ("p", "r_b_end"),
            ("note", ("game_end",), "r_b_note_misere"),
            ("note", ("game_end", "pass_limit"), "r_b_note_cap"),
        ),
    ),
)

SECTIONS = {"king": KING, "358": BLATO}

GLOSSARY = {
    "king": tuple(
        (f"r_kg_{w}", f"r_kg_{w}_d")
        for w in (
            "trick",
            "follow",
            "discard",
            "trump",
            "hand",
            "negative",
            "positive",
            "beneficiary",
            "auction",
            "offer",
            "pela_mao",
            "buyer",
            "decline",
            "penalty",
            "check",
        )
    ),
    "358": tuple(
        (f"r_bg_{w}", f"r_bg_{w}_d")
        for w in (
            "trick",
            "target",
            "deal",
            "talon",
            "announcement",
            "trump",
            "notrump",
            "pass",
            "draw",
            "giver",
            "follow",
            "ruff",
        )
    ),
}
