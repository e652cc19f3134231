"""King's part of the coach of a guided hand (ui/words/lesson.py ``game``): the contract's aim,
the auction and the naming of trump, what a negative hand adds to the lines of play, and the
end of a hand."""

from __future__ import annotations

from ui.games.king.words import PENALTY
from ui.words import i18n
from ui.words.i18n import t, tn
from ui.words.lesson import beats, cards_text, signed, suit_words, trick_number, winning

NO_HEART_LEAD = ("copas", "king")  # the heart-lead restriction (docs/rules.md 1.5.1)


def aim(view: dict, name) -> str:
    contract = view.get("contract")
    if not contract:
        return ""
    words = i18n.contract_name("king", contract)
    if contract == "positiva":
        trump = view.get("trump")
        if trump:
            return t("g_k_aim_positiva_trump", contract=words, suit=suit_words(trump))
        return t("g_k_aim_positiva", contract=words)
    key = "g_k_aim_" + str(contract)
    return t(key, contract=words) if i18n.has(key) else t("r_" + str(contract))


def intro(view: dict) -> str | None:
    if len(view.get("hand") or []) < 13:
        return None
    return t("g_k_intro_positive" if view.get("contract") == "positiva" else "g_k_intro")


def negative(view: dict) -> bool:
    """A negative hand: every trick, or some cards in them, cost."""
    return str(view.get("contract") or "") != "positiva"


def before_play(view: dict) -> list:
    return []


def lead_rule(view: dict) -> str:
    """What the player may lead: anything, or no heart while another suit is held."""
    hand = view.get("hand") or []
    others = [c for c in hand if c[1] != "H"]
    contract = str(view.get("contract") or "")
    if negative(view) and contract in NO_HEART_LEAD and others and len(others) < len(hand):
        return t("g_lead_no_hearts")
    return t("g_lead_any")


def after_play(view: dict) -> list:
    """The penalty cards in the trick, and Duas últimas' free tricks."""
    if not negative(view):
        return []
    contract = str(view.get("contract") or "")
    lines = []
    if contract in PENALTY:
        counted = [c for _, c in view.get("trick") or [] if PENALTY[contract](c)]
        if counted:
            lines.append(t("g_penalty_in_trick", cards=cards_text(counted)))
    if contract == "ultimas" and trick_number(view) < 12:
        lines.append(t("g_tip_ultimas_free"))
    return lines


def counts(view: dict, card: str) -> bool:
    """Whether ``card`` is a penalty card of this hand's contract."""
    contract = view.get("contract")
    return contract in PENALTY and PENALTY[contract](card)


def bidding(view: dict, name, mine: bool) -> dict:
    """King's auction, naming trump and choosing a contract."""
    phase = view.get("phase")
    ben = view.get("beneficiary")
    legal = view.get("legal") or []
    if phase == "auction":
        if not mine:
            who = view.get("to_move")
            if who == ben:
                key = "g_k_wait_ben" if may_decline(view) else "g_k_wait_ben_no_decline"
                return {"step": "wait", "lines": [t(key, name=name(who))]}
            return {"step": "wait", "lines": [t("g_k_wait_bid", name=name(who))]}
        if any(a.startswith("bid ") for a in legal):
            return {
                "step": "auction",
                "lines": [t("g_k_bid", name=name(ben)), t("g_k_bid_cost"), t("g_k_tip_bid")],
            }
        ben_key = "g_k_ben" if "decline" in legal else "g_k_ben_no_decline"
        return {"step": "auction", "lines": [t(ben_key), t("g_k_tip_ben")]}
    if phase == "trump":
        if not mine:
            return {"step": "wait", "lines": [t("g_k_wait_trump", name=name(view["to_move"]))]}
        return {"step": "trump", "lines": [t("g_k_trump"), t("g_k_tip_trump")]}
    return {"step": "wait", "lines": []}


def may_decline(view: dict) -> bool:
    """Whether the beneficiary may still decline the hand (rules 1.7.5, KV-14): nothing
    accepted and no offer above the threshold."""
    auc = view.get("auction") or {}
    threshold = (view.get("options") or {}).get("decline_threshold", 1)
    return threshold >= 0 and not auc.get("accepted") and (auc.get("max_ever") or 0) <= threshold


def takes_on_purpose(view: dict, action: str) -> bool:
    """A negative hand's suggested card takes the trick though a card that stays under it is
    allowed: the high card would likely take a later trick anyway."""
    trick = view.get("trick") or []
    if view.get("contract") == "positiva" or not trick or not action.startswith("play "):
        return False
    best = winning(trick, None)[1]
    legal = [a[5:] for a in view.get("legal") or [] if a.startswith("play ")]
    return beats(action[5:], best, None) and any(not beats(c, best, None) for c in legal)


def end(entry: dict, name) -> list:
    """What happened in the hand."""
    tricks = (entry.get("tricks") or [0])[0]
    score = entry["scores"][0]
    points = signed(score)
    if entry.get("declined"):
        return [t("g_k_end_declined", name=name(entry.get("dealer", 0)), points=points)]
    if entry.get("contract") == "positiva":
        lines = [tn("g_k_end_pos", tricks, points=points)]
        if entry.get("buyer") == 0 and entry.get("bid"):
            lines.append(
                tn(
                    "g_k_end_paid",
                    entry["bid"],
                    pts=entry.get("payment", 25 * entry["bid"]),
                    name=name(entry.get("dealer", 0)),
                )
            )
        return lines
    return [
        tn("g_k_end_neg", tricks, points=points),
        t("g_k_end_clean") if score == 0 else t("g_k_end_cost", review=t("c_review")),
    ]


def end_next(entry: dict) -> str:
    """What comes next."""
    if entry.get("contract") == "positiva" or entry.get("declined"):
        return t("g_k_end_next_pos")
    rest = ("copas", "homens", "mulheres", "king", "ultimas")
    names = ", ".join(i18n.contract_name("king", c) for c in rest)
    return t("g_k_end_next", contracts=names)
