"""King's rules pages: its sections and glossary, in the format of ui/words/rules.py."""

SECTIONS = (
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

GLOSSARY = tuple(
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
)
