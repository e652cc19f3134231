"""King's computer players: every decision at every level (``think``) and hints (``analyse``).

Levels (see ``engine.bots.base``): easy = the rule layer with little memory (forgets played cards
and voids) and cruder bidding; medium = the full rule layer (``engine.king.policy``: card memory,
voids, who can still win a trick, dangerous cards, hand-strength bidding); hard = determinized
search (``engine.king.search``): card play over deals sampled from the view, the same deals for
every candidate, played out by the rule layer; auction, trump and free contract choice by playing
out sampled deals under each trump suit / contract.

``REASONS`` maps each reason code of ``analyse`` to an English sentence template.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..bots.search import drain, evaluate_candidates
from ..cards import NAMES, SUIT_MASK, SUITS, mask
from ..errors import Plural
from ..tricks import winning_index
from . import search as ks
from .game import KingGame
from .policy import ABOVE, PEN, Info, card_scores, others_trump_value, trick_estimate
from .rules import CONTRACTS, KH, NEGATIVES

if TYPE_CHECKING:
    from ..bots.base import Analysis, Bot
    from .view import KingView

Steps = Generator[None, None, list["Analysis"]]  # a decision's analysis, in slices

REASONS = {
    "only_move": "it is the only legal move",
    "avoid_trick": "it keeps you from winning the trick",
    "dump_penalty": "it throws away a penalty card ({card}) while someone else wins the trick",
    "discard_high": "it gets rid of a dangerous high card while you cannot follow suit",
    "take_trick": "it wins the trick",
    "may_win_trick": "it may win the trick",
    "safe_lead": "it is a lead that others can beat",
    "risky_lead": "it is a lead that is likely to win the trick",
    "void_suit": "it empties a suit so you can throw cards later",
    "win_trick": "it wins the trick",
    "sure_trick": "it is a sure trick",
    "ruff": "it trumps the trick",
    "draw_trumps": "it draws the other players' trumps",
    "throw_low": "it throws a card that would not win anyway",
    "bid_strength": Plural(
        "tricks",
        "your hand takes about {tricks} trick with {suit} as trump",
        "your hand takes about {tricks} tricks with {suit} as trump",
    ),
    "pass_weak": Plural(
        "min",
        "your hand is not worth paying {min} trick for the trump",
        "your hand is not worth paying {min} tricks for the trump",
    ),
    "accept_price": Plural(
        "amount",
        "{amount} trick from the buyer is worth more than naming trump yourself",
        "{amount} tricks from the buyer is worth more than naming trump yourself",
    ),
    "refuse_price": Plural(
        "amount",
        "naming trump yourself is worth more than {amount} trick",
        "naming trump yourself is worth more than {amount} tricks",
    ),
    "decline_weak": "declining gives you 4 tricks, more than your hand takes",
    "name_trump": Plural(
        "tricks",
        "your hand takes about {tricks} trick with {suit} as trump",
        "your hand takes about {tricks} tricks with {suit} as trump",
    ),
    "choose_contract": "your hand suits {contract} best among the contracts left",
    "nominate_dealer": "it decides which positive hand you will deal",
}


def think(bot: Bot, view: KingView) -> Generator[None, None, str]:
    legal = view["legal"]
    phase = view["phase"]
    action: str
    if phase == "play":
        return (yield from _play(bot, view))
    if phase == "auction":
        action = (yield from _auction(bot, view))[0]["action"]
        return action
    if phase == "trump":
        action = (yield from _trump(bot, view))[0]["action"]
        return action
    if phase == "contract":
        action = (yield from _contract(bot, view))[0]["action"]
        return action
    return legal[0]


def analyse(bot: Bot, view: KingView) -> list[Analysis]:
    entries: list[Analysis] = drain(analyse_steps(bot, view))
    return entries


def analyse_steps(bot: Bot, view: KingView) -> Steps:
    """``analyse`` as a generator that yields between short slices, like ``think``."""
    if not view["legal"]:
        return []
    return (yield from _analyse(bot, view))


def _analyse(bot: Bot, view: KingView) -> Steps:
    phase = view["phase"]
    if len(view["legal"]) == 1:
        return [_entry(view["legal"][0], None, "only_move")]
    if phase == "play":
        info = Info(view)
        legal = info.legal_mask(view["legal"])
        scores = card_scores(info, legal)
        order = sorted(scores, key=lambda c: -scores[c])
        stats = yield from ks.search_card(bot, view, info, legal, order, 52, True)
        rep = ks.equivalents(info, legal)
        means = {}
        for st in stats or []:
            means[rep.get(st.candidate, st.candidate)] = round(st.mean, 1)
        out = []
        for c in order:
            out.append(_entry("play " + NAMES[c], means.get(rep.get(c, c)), *_card_reason(info, c)))
        out.sort(key=lambda e: -1e9 if e["points"] is None else -e["points"])
        out.sort(key=lambda e: e["points"] is None)
        return out
    if phase == "auction":
        return (yield from _auction(bot, view))
    if phase == "trump":
        return (yield from _trump(bot, view))
    return (yield from _contract(bot, view))


def _entry(
    action: str, points: float | None, reason: str, params: dict[str, Any] | None = None
) -> Analysis:
    return {"action": action, "points": points, "reason": reason, "params": params or {}}


# --- card play -----------------------------------------------------------------------------------


def _play(bot: Bot, view: KingView) -> Generator[None, None, str]:
    level = bot.level
    info = Info(view, memory=level != "easy")
    legal = info.legal_mask(view["legal"])
    if level != "hard":
        return "play " + NAMES[info.choose(legal, level)]
    scores = card_scores(info, legal)
    order = sorted(scores, key=lambda c: -scores[c])
    pick = info.choose(legal, "medium")
    if pick in order:
        order.remove(pick)
    order.insert(0, pick)
    stats = yield from ks.search_card(bot, view, info, legal, order)
    if not stats:
        return "play " + NAMES[pick]
    best = stats[0]
    rule = next((s for s in stats if s.candidate == order[0]), None)
    if rule is not None and best is not rule and best.mean - rule.mean <= 1.0:
        best = rule
    card: int = best.candidate
    return "play " + NAMES[card]


def _card_reason(info: Info, c: int) -> tuple[str, dict[str, Any]]:
    con = info.contract
    trick = info.trick
    hand = info.hand
    s = c // 13
    params = {"card": NAMES[c]}
    if con.positive:
        trump = info.trump
        if not trick:
            if s == trump and info.others & SUIT_MASK[s]:
                return "draw_trumps", params
            if info.others & SUIT_MASK[s] and not info.others & ABOVE[c]:
                return "sure_trick", params
            return "safe_lead", params
        led = trick[0] // 13
        w = trick[winning_index(trick, trump)]
        beats = (s == w // 13 and c > w) or (s == trump and w // 13 != trump)
        if beats:
            if s == trump and led != trump:
                return "ruff", params
            return (
                "win_trick" if len(trick) == 3 or not info.others & ABOVE[c] else "may_win_trick"
            ), params
        return "throw_low", params
    pen = PEN[con.name]
    if not trick:
        sm = info.others & SUIT_MASK[s]
        if (hand & SUIT_MASK[s]).bit_count() == 1 and sm:
            return "void_suit", params
        if sm & ABOVE[c]:
            return "safe_lead", params
        return "risky_lead", params
    led = trick[0] // 13
    if s != led:
        if pen is not None and pen[c]:
            return "dump_penalty", params
        return "discard_high", params
    w = trick[winning_index(trick, None)]
    if c < w:
        return "avoid_trick", params
    if len(trick) == 3 or not info.others & ABOVE[c]:
        return "take_trick", params
    return "may_win_trick", params


# --- auction and trump ----------------------------------------------------------------------------


def _suits(view: KingView) -> list[int | None]:
    return [0, 1, 2, 3] + ([None] if view["options"].get("no_trump_positive") else [])


def _suit_name(t: int | None) -> str:
    """A trump as data for a reason's parameters: its letter, or "notrump"."""
    return "notrump" if t is None else SUITS[t]


def _table(bot: Bot, view: KingView) -> Generator[None, None, list[ks.TrumpRow]]:
    """hard: per-suit expected tricks from sampled deals; (means per seat, rows)."""
    rows = yield from ks.trump_table(bot, view, _suits(view))
    return rows


def _auction(bot: Bot, view: KingView) -> Steps:
    legal = view["legal"]
    me = view["seat"]
    hand = mask(view["hand"])
    hard = bot.level == "hard"
    rows = (yield from _table(bot, view)) if hard else None
    suits = _suits(view)
    if rows:
        mine = {t: sum(r[t][me] for _, r in rows) / len(rows) for t in suits}
    else:
        est = {t: trick_estimate(hand, t) for t in suits}
        mine = est
    tb = max(suits, key=lambda t: (mine[t], t is not None and -t))
    best = mine[tb]
    if "accept" in legal:  # the beneficiary decides
        auction = view["auction"]
        assert auction is not None and auction["standing"] is not None  # an offer to decide on
        amount, buyer = auction["standing"]
        sold: float
        if rows:
            sold = sum(r[ks.heuristic_trump(h[buyer], None in suits)][me] for h, r in rows)
            sold = amount + sold / len(rows)
        elif bot.level == "easy":
            sold = amount + 3.0
        else:
            sold = amount + others_trump_value(hand, tb)
        vals = {"accept": sold, "refuse": best}
        if "decline" in legal:
            vals["decline"] = 4.0
        reasons = {
            "accept": ("accept_price", {"amount": amount}),
            "refuse": ("refuse_price", {"amount": amount}),
            "decline": ("decline_weak", {}),
        }
        order = sorted(vals, key=lambda k: -vals[k] + (0.3 if k == "refuse" else 0))
        return [_entry(k, round(25 * vals[k], 1), *reasons[k]) for k in order]
    bids = [int(x[4:]) for x in legal if x.startswith("bid ")]
    low = min(bids) if bids else 14
    if rows:
        ben = view["beneficiary"]
        assert ben is not None  # a positive hand's auction
        e0 = sum(r[ks.heuristic_trump(h[ben], None in suits)][me] for h, r in rows) / len(rows)
        margin = 0.3
    elif bot.level == "easy":
        longest = max((hand & SUIT_MASK[s]).bit_count() for s in range(4))
        best = longest - 1.5
        e0 = 3.25
        margin = 0.5
    else:
        e0 = others_trump_value(hand, tb)
        margin = 0.6
    gain = best - e0 - margin
    params = {"tricks": round(best, 1), "suit": _suit_name(tb), "min": low}
    out = []
    if low <= gain:
        out.append(_entry(f"bid {low}", round(25 * (best - low), 1), "bid_strength", params))
        out.append(_entry("pass", round(25 * e0, 1), "pass_weak", params))
    else:
        out.append(_entry("pass", round(25 * e0, 1), "pass_weak", params))
        if bids:
            out.append(_entry(f"bid {low}", round(25 * (best - low), 1), "bid_strength", params))
    return out


def _trump(bot: Bot, view: KingView) -> Steps:
    legal = view["legal"]
    me = view["seat"]
    hand = mask(view["hand"])
    suits = [t for t in _suits(view) if ("notrump" if t is None else "trump " + SUITS[t]) in legal]
    if bot.level == "hard":
        rows = yield from _table(bot, view)
        mine = {t: sum(r[t][me] for _, r in rows) / len(rows) for t in suits}
    elif bot.level == "easy":
        mine = {
            t: (0 if t is None else (hand & SUIT_MASK[t]).bit_count() + 0.01 * t) for t in suits
        }
    else:
        mine = {t: trick_estimate(hand, t) for t in suits}
    order = sorted(suits, key=lambda t: -mine[t])
    out = [
        _entry(
            "notrump" if t is None else "trump " + SUITS[t],
            round(25 * mine[t], 1) if bot.level != "easy" else None,
            "name_trump",
            {"tricks": round(mine[t], 1), "suit": _suit_name(t)},
        )
        for t in order
    ]
    if "decline" in legal and bot.level != "easy":
        d = _entry("decline", 100.0, "decline_weak")
        if bot.level == "hard":
            keep = mine[order[0]]
        else:
            keep = mine[order[0]] + 0.3
        out.insert(0 if keep < 4.0 else len(out), d)
    return out


# --- free contract order and the first-dealer nomination ----------------------------------------


def _contract(bot: Bot, view: KingView) -> Steps:
    legal = view["legal"]
    me = view["seat"]
    if legal[0].startswith("dealer"):
        pick = f"dealer {(me + 1) % 4}"
        rest = [a for a in legal if a != pick]
        return [_entry(pick, None, "nominate_dealer")] + [
            _entry(a, None, "nominate_dealer") for a in rest
        ]
    names = [a[9:] for a in legal]
    hand = mask(view["hand"])
    if bot.level == "hard":
        vals = yield from _contract_search(bot, view, names)
    elif bot.level == "easy":
        vals = {n: -_contract_cost(hand, n, crude=True) for n in names}
    else:
        vals = {n: -_contract_cost(hand, n) for n in names}
    order = sorted(names, key=lambda n: -vals[n])
    return [
        _entry("contract " + n, round(vals[n], 1), "choose_contract", {"contract": n})
        for n in order
    ]


def _contract_search(
    bot: Bot, view: KingView, names: list[str]
) -> Generator[None, None, dict[str, float]]:
    me = view["seat"]
    hand = mask(view["hand"])
    unseen = [c for c in range(52) if not hand >> c & 1]

    dealer = view["dealer"]
    assert dealer is not None  # the dealer chooses the contract

    def draw() -> Generator[None, None, list[int]]:
        hands = ks.random_deal(bot.rng, unseen, me, hand)
        yield
        return hands

    def evaluate(hands: list[int], name: str) -> Generator[None, None, float]:
        g = KingGame.from_hands(
            hands,
            hand_number=view["hand_number"],
            dealer=dealer,
            contract=name,
            options=view["options"],
        )
        g.stop_after_hand()
        yield from ks.playout_steps(g)
        return g.score_sheet()[-1]["scores"][me] - CONTRACTS[name].total / 4

    stats = yield from evaluate_candidates(bot, names, draw, evaluate, margin=5.0)
    return {st.candidate: st.mean for st in stats}


def _contract_cost(hand: int, name: str, crude: bool = False) -> float:
    """My rough penalty in contract ``name`` minus an average player's (lower is better)."""
    cost = 0.0
    for part in name.split("+"):
        cost += _part_cost(hand, part, crude) - CONTRACTS[part].total / -4
    return cost


def _part_cost(hand: int, part: str, crude: bool) -> float:
    high = 0.0
    for s in range(4):
        sm = hand >> 13 * s & 0x1FFF
        n = sm.bit_count()
        low = (sm & 0x3F).bit_count()  # 2..7
        for r in range(13):
            if sm >> r & 1 and r >= 7:
                high += (r - 6) / 6 * (1.0 if crude or low < 2 else 0.6)
        if not crude and n <= 1:
            high -= 0.3
    if part == "vazas":
        return 20 * high * 0.7
    if part == "ultimas":
        return 90 * high / 6
    pen = PEN[part]
    assert pen is not None  # a contract of penalty cards (vazas and ultimas are above)
    mine = sum(pen[c] for c in range(52) if hand >> c & 1)
    if part == "king":
        if not hand >> KH & 1:
            return 160 * 0.25 * high / 5
        hearts = (hand & SUIT_MASK[2]).bit_count()
        return 160 * (0.5 if hearts <= 3 else 0.3)
    if part == "copas":
        return mine * 0.6 + 20 * high * 0.5
    return mine * 0.5 + CONTRACTS[part].total / -13 * high * 0.4


assert set(NEGATIVES) <= set(CONTRACTS)
