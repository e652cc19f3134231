"""3-5-8's rules pages: its sections and glossary, in the format of ui/words/rules.py."""

SECTIONS = (
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

GLOSSARY = tuple(
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
)
