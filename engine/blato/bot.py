"""3-5-8 computer players: ``think(bot, view)`` and ``analyse(bot, view)`` for every decision
(announcement, draws, talon discards, card play) at levels easy, medium and hard.

* easy: rank-only rules (``policy.play_easy``), longest suit as trump, lowest discards.
* medium: the full rule layer (``policy``): card memory, voids, sure winners, hand
  valuation for the announcement (relative to the contract's average, so a contract kept for a
  later deal keeps its value), for the draws and for the discards.
* hard: determinized search (``search``) over deals sampled from the view
  (``sample``) for card play and the discards, the medium choice as prior and fallback.

Only the view is used: nothing here can reach the real game.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..bots.search import drain
from ..cards import CARD, NAMES
from . import policy as rules
from .sample import Info
from .search import pick, search_discard, search_play

if TYPE_CHECKING:
    from ..bots.base import Analysis, Bot
    from .view import BlatoView

SUITS = "CDHS"

REASONS = {
    "win_trick": "{card} wins this trick for sure",
    "cash_winner": "{card} is the highest card left in its suit: take the trick now",
    "draw_trumps": "lead {card}, as good as your highest trump, to pull the others' trumps",
    "ruff": "trump with {card}: nobody can beat it",
    "follow_low": "you cannot win this trick: follow with the low {card}",
    "discard_low": "you cannot win this trick: throw away {card}, your least useful card",
    "void_suit": "throw {card} to empty that suit, so you can trump it later",
    "lead_low": "lead the low {card} and keep your winners for later",
    "searched": "{card} took the most tricks in {samples} sampled deals",
    "best_trump_suit": "{contract}: your strongest trump suit",
    "notrump_strength": "no trump: your high cards win without a trump suit",
    "save_contract": "{contract} now; the contract that suits this hand better is kept for a "
    "deal where it is worth more",
    "forced": "{contract} is the only announcement left",
    "pass_weak_hand": "pass: this hand is too weak for the 8 tricks; the deal is redealt",
    "draw_high_card": "draw in {suit}: you give your lowest and can get the giver's highest",
    "keep_trumps": "lay away {card}: keep your trumps and aces, empty short suits",
    "return_least": "give back {card}, your least useful card",
}


def think(bot: Bot, view: BlatoView) -> Generator[None, None, str]:
    phase = view["phase"]
    legal = view["legal"]
    if phase == "play":
        return (yield from _think_play(bot, view))
    if phase == "discard":
        return (yield from _think_discard(bot, view))
    if phase == "announce":
        return _announce(bot, view)[0]
    if phase == "draw":
        return _draw(bot, view)[0]
    return legal[0]


# --- card play --------------------------------------------------------------------------------


def _rule_card(level: str, info: Info, legal: int) -> tuple[int, str]:
    if level == "easy":
        return rules.play_easy(info.seat, info.hand, legal, info.trick, info.trump)
    return rules.play_medium(
        info.seat, info.hand, legal, info.trick, info.trump, info.played, info.voids
    )


def _think_play(bot: Bot, view: BlatoView) -> Generator[None, None, str]:
    info = Info(view)
    legal = info.legal_mask(view["legal"])
    card, _ = _rule_card(bot.level, info, legal)
    if bot.level == "hard":
        stats, prior = yield from search_play(bot, info, legal, card)
        card = pick(stats, prior)
    action = "play " + NAMES[card]
    return action if action in view["legal"] else view["legal"][0]


def _think_discard(bot: Bot, view: BlatoView) -> Generator[None, None, str]:
    info = Info(view)
    k = len(view["hand"]) - 16
    if bot.level == "hard":  # the search weighs the rule layer's discards (medium's) itself
        stats, rule_set = yield from search_discard(bot, info, k)
        best = pick(stats, rule_set, bonus=0.15)
        card = min(best, key=lambda c: (c % 13, c))
    else:
        rule = rules.best_discards(info.hand, k, info.trump, bot.level)
        card = min(rule, key=lambda c: (c % 13, c))
    action = "discard " + NAMES[card]
    return action if action in view["legal"] else view["legal"][0]


# --- announcement and draws -------------------------------------------------------------------


def _announce(bot: Bot, view: BlatoView) -> tuple[str, str]:
    info = Info(view)
    target = info.targets[info.seat]
    return rules.announce(info.hand, view["legal"], bot.level, target)


def _draw_options(view: BlatoView, info: Info) -> list[tuple[str, int, int, int]]:
    """[(action, giver, suit, card handed over)] with the lowest card of each suit."""
    out: list[tuple[str, int, int, int]] = []
    seen: set[tuple[str, int]] = set()
    for a in view["legal"]:
        if not a.startswith("draw "):
            continue
        _, g, what = a.split(" ")
        if len(what) == 1:
            s = SUITS.index(what)
            m = info.hand & rules.SM[s]
            give = rules.lo(m)
        else:
            give = CARD[what]
            s = give // 13
            if give != rules.lo(info.hand & rules.SM[s]):
                continue
        if (g, s) not in seen:
            seen.add((g, s))
            out.append((a, int(g), s, give))
    return out


def _draw(bot: Bot, view: BlatoView) -> tuple[str, str]:
    legal = view["legal"]
    info = Info(view)
    if legal[0].startswith("return "):
        c = rules.least_card(info.hand, info.trump)
        return "return " + NAMES[c], "return_least"
    options = _draw_options(view, info)
    if not options:
        return legal[0], "draw_high_card"
    trump = info.trump
    if bot.level == "easy":
        best = min(options, key=lambda o: (rules.hi(info.hand & rules.SM[o[2]]), o[1], o[2]))
        return best[0], "draw_high_card"
    scored = []
    for a, g, s, _give in options:
        cand = info.hidden & ~info.forbid[g] | info.known[g]
        scored.append((rules.draw_gain(info.hand, s, trump, cand), a))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return scored[0][1], "draw_high_card"


# --- analyse ----------------------------------------------------------------------------------


def analyse(bot: Bot, view: BlatoView) -> list[Analysis]:
    entries: list[Analysis] = drain(analyse_steps(bot, view))
    return entries


def analyse_steps(bot: Bot, view: BlatoView) -> Generator[None, None, list[Analysis]]:
    """``analyse`` as a generator that yields between short slices, like ``think``."""
    phase = view["phase"]
    legal = view["legal"]
    if not legal:
        return []
    info = Info(view)
    target = info.targets[info.seat]
    if phase == "play":
        mask = info.legal_mask(legal)
        card, reason = _rule_card("medium", info, mask)
        saved = bot.iterations
        if bot.iterations is None and bot.deadline is None:
            bot.iterations = 24
        try:
            stats, prior = yield from search_play(bot, info, mask, card)
        finally:
            bot.iterations = saved
        best = pick(stats, prior)
        out = []
        for c, (s, n) in stats.items():
            pts = round(s / n - target, 2) if n else None
            why = reason if c == prior else "searched"
            out.append(_entry("play " + NAMES[c], pts, why, card=NAMES[c], samples=n))
        out.sort(
            key=lambda e: (
                e["action"] != "play " + NAMES[best],
                -(e["points"] if e["points"] is not None else -99),
            )
        )
        return out
    if phase == "announce":
        choice, reason = rules.announce(info.hand, legal, bot.level, target)
        vals = rules.announce_values(info.hand, legal, target)
        out = [_entry(a, p, reason if a == choice else r, contract=a) for a, p, r in vals]
        out.sort(
            key=lambda e: (
                e["action"] != choice,
                -(e["points"] if e["points"] is not None else -99),
            )
        )
        return out
    if phase == "draw":
        choice, reason = _draw(bot, view)
        out = [_entry(choice, None, reason, suit=choice[-1])]
        out += [_entry(a, None, reason, suit=a[-1]) for a in legal if a != choice]
        return out
    if phase == "discard":
        k = len(view["hand"]) - 16
        rule = rules.best_discards(info.hand, k, info.trump, "medium")
        out = [
            _entry("discard " + NAMES[c], None, "keep_trumps", card=NAMES[c])
            for c in sorted(rule, key=lambda c: (c % 13, c))
        ]
        out += [
            _entry(a, None, "keep_trumps", card=a[8:]) for a in legal if CARD[a[8:]] not in rule
        ]
        return out
    return [_entry(a, None, "forced", contract=a) for a in legal]


def _entry(action: str, points: float | None, reason: str, **params: Any) -> Analysis:
    return {"action": action, "points": points, "reason": reason, "params": params}
