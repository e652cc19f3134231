"""3-5-8's part of the coach of a guided hand (ui/words/lesson.py ``game``): the targets, the
announcement, the talon and the drawing of cards, the count of tricks in play, and the end of a
deal."""

from __future__ import annotations

from ui.words.i18n import t, tn
from ui.words.lesson import rank, signed, suit_words


def aim(view: dict, name) -> str:
    targets = view.get("targets") or []
    if not targets:
        return ""
    roles = view.get("roles") or {}
    return t(
        "g_b_aim",
        n=targets[0],
        eight=name(roles.get("eight", 0)),
        five=name(roles.get("five", 1)),
        three=name(roles.get("three", 2)),
    )


def intro(view: dict) -> str | None:
    return t("g_b_intro") if view.get("phase") == "announce" else None


def negative(view: dict) -> bool:
    """Tricks are wanted, up to the target: never a hand where they cost."""
    return False


def before_play(view: dict) -> list:
    """The tricks taken against the target, and how many are left."""
    targets = view.get("targets") or []
    if not targets:
        return [""]
    taken = (view.get("tricks_taken") or [0])[0]
    left = 16 - len((view.get("history") or {}).get("tricks") or [])
    return [tn("g_b_progress", left, taken=taken, target=targets[0])]


def lead_rule(view: dict) -> str:
    return t("g_lead_any")


def after_play(view: dict) -> list:
    return []


def counts(view: dict, card: str) -> bool:
    return False


def bidding(view: dict, name, mine: bool) -> dict:
    """The announcement, the talon and the drawing of cards."""
    phase = view.get("phase")
    roles = view.get("roles") or {}
    eight = roles.get("eight", 0)
    if phase == "announce":
        if not mine:
            return {"step": "wait", "lines": [t("g_b_wait_announce", name=name(eight))]}
        lines = [t("g_b_announce"), t("g_b_announce_rules")]
        if view.get("hand_number") == 1 and view.get("previous_results") is None:
            lines.append(t("g_b_no_draw_first"))
        hand = view.get("hand") or []
        counts = {s: [c for c in hand if c[1] == s] for s in "SHDC"}
        long = max(counts, key=lambda s: (len(counts[s]), sum(rank(c) for c in counts[s])))
        lines.append(tn("g_b_tip_trump", len(counts[long]), suit=suit_words(long)))
        return {"step": "announce", "lines": lines}
    if phase == "discard":
        if not mine:
            return {"step": "wait", "lines": [t("g_b_wait_talon", name=name(eight))]}
        left = 4 - len((view.get("known") or {}).get("discards") or [])
        return {
            "step": "talon",
            "lines": [t("g_b_talon"), tn("g_b_talon_left", left), t("g_b_tip_talon")],
        }
    if phase == "draw":
        if not mine:
            return {"step": "wait", "lines": [t("g_b_wait_draw", name=name(view["to_move"]))]}
        return {"step": "draw", "lines": [t("g_b_draw"), t("g_b_tip_draw")]}
    return {"step": "wait", "lines": []}


def takes_on_purpose(view: dict, action: str) -> bool:
    return False


def end(entry: dict, name) -> list:
    """The tricks against the target, and what it gives."""
    tricks = (entry.get("tricks") or [0])[0]
    score = entry["scores"][0]
    target = entry["targets"][0]
    return [
        tn("g_b_end", tricks, target=target, delta=signed(score)),
        t("g_b_end_over" if score > 0 else "g_b_end_under" if score else "g_b_end_even"),
    ]


def end_next(entry: dict) -> str:
    return t("g_b_end_next")
