"""What the coach of a guided hand says, built from the view, without the browser
(ui/screens/learn.py).

``coach(kind, view, name)`` says what is going on at this step: the contract
and its aim, who leads, what is legal now and why, and what a good player thinks about here,
in short sentences built from the view (the cards in the trick, those still out, the targets);
``nudge_text`` says why the suggested action is good and ``end_lines`` what happened in the
hand. ``name(seat)`` is the table's name of a seat ("You", "Ana", ...).
"""

from __future__ import annotations

from importlib import import_module

from ui import games
from ui.words import coach as advice
from ui.words import i18n
from ui.words.i18n import t, tn

RANKS = "23456789TJQKA"
DECK = [r + s for s in "SHDC" for r in RANKS]


# --- facts from the view ---------------------------------------------------------------------


def rank(card: str) -> int:
    return RANKS.index(card[0])


def cards_text(cards) -> str:
    return ", ".join(i18n.card_text(c) for c in cards)


def trick_number(view: dict) -> int:
    return len((view.get("history") or {}).get("tricks") or []) + 1


def still_out(view: dict) -> set:
    """The cards neither in the player's hand, nor played, nor laid away by the player."""
    tricks = [*((view.get("history") or {}).get("tricks") or []), {"cards": view.get("trick")}]
    gone = {c for tr in tricks for _, c in tr["cards"] or []} | set(view.get("hand") or [])
    return set(DECK) - gone - set((view.get("known") or {}).get("discards") or [])


def winning(trick: list, trump: str | None) -> tuple:
    """(seat, card) winning the trick so far."""
    best = trick[0]
    for seat, card in trick[1:]:
        if beats(card, best[1], trump):
            best = (seat, card)
    return tuple(best)


def beats(card: str, best: str, trump: str | None) -> bool:
    if card[1] == best[1]:
        return rank(card) > rank(best)
    return card[1] == trump


def higher_out(card: str, out) -> int:
    """How many cards of ``card``'s suit still out are higher than it."""
    return sum(1 for c in out if c[1] == card[1] and rank(c) > rank(card))


def suit_words(suit: str) -> str:
    return i18n.SUIT_SYMBOL[suit] + " " + i18n.suit_name(suit)


# --- the coach's words -----------------------------------------------------------------------


def game(kind: str):
    """The game's own part of the coach (``lesson`` in its package under ui/games/): ``aim``,
    ``intro``, ``bidding`` (the phases before play), ``negative`` (a hand where tricks cost),
    ``before_play``, ``lead_rule``, ``after_play`` and ``counts`` (lines and facts of play),
    ``takes_on_purpose``, ``end`` and ``end_next``."""
    return import_module(f"ui.games.{games.get(kind).package}.lesson")


def aim(kind: str, view: dict, name) -> str:
    """The contract and its aim, in one sentence."""
    return game(kind).aim(view, name)


def intro(kind: str, view: dict) -> str | None:
    """The first words of a lesson, until the player's first card."""
    return game(kind).intro(view)


def coach(kind: str, view: dict, name, marked: str | None = None) -> dict:
    """{"step", "lines"}: what the coach says now (the aim is ``aim``'s). ``marked`` is the
    action the coach marks (its suggestion), None while the analysis runs: a tip names a card
    of the player's hand only when it is the marked one, so the words never point at one card
    while the mark is on another (issue 27)."""
    phase = view.get("phase")
    mine = view.get("to_move") == 0
    if phase == "play":
        if not mine:
            return {"step": "wait", "lines": waiting_play(view, name)}
        card = marked[5:] if marked and marked.startswith("play ") else None
        return play_lines(kind, view, name, card)
    return game(kind).bidding(view, name, mine)


def waiting_play(view: dict, name) -> list:
    trick = view.get("trick") or []
    seat = view.get("to_move")
    if seat is None:
        return []
    if not trick:
        if trick_number(view) == 1:
            return [t("g_first_lead", name=name(seat))]
        return [t("g_leads_won", name=name(seat))]
    leader, card = trick[0]
    return [t("g_led_wait", name=name(leader), suit=suit_words(card[1]))]


def play_lines(kind: str, view: dict, name, marked: str | None = None) -> dict:
    trick = view.get("trick") or []
    hand = view.get("hand") or []
    legal = [a[5:] for a in view.get("legal") or [] if a.startswith("play ")]
    trump = view.get("trump")
    own = game(kind)
    negative = own.negative(view)
    lines = own.before_play(view)
    if not trick:
        step = "lead"
        lines.append(own.lead_rule(view))
        lines.append(lead_tip(view, negative, marked))
        return {"step": step, "lines": [x for x in lines if x]}
    leader, first = trick[0]
    led = first[1]
    win_seat, win_card = winning(trick, trump)
    last = len(trick) == view["players"] - 1
    if any(c[1] == led for c in hand):
        step = "follow"
        lines.append(t("g_follow", name=name(leader), suit=suit_words(led)))
        lines.append(t("g_winning", card=i18n.card_text(win_card), name=name(win_seat)))
        lines.append(follow_tip(view, legal, win_card, led, last, negative, marked))
    else:
        step = "void"
        if legal == ["KH"] and len(hand) > 1:
            lines.append(t("g_void_kh", suit=suit_words(led)))
        else:
            lines.append(t("g_void", suit=suit_words(led)))
            lines.append(void_tip(view, legal, win_card, own, marked))
    lines += own.after_play(view)
    return {"step": step, "lines": [x for x in lines if x]}


def lead_tip(view: dict, negative: bool, marked: str | None = None) -> str:
    """What a good player thinks about when leading; a card named is the ``marked`` one."""
    hand = view.get("hand") or []
    out = still_out(view)
    if negative:
        if not any(higher_out(c, out) for c in hand):
            return t("g_tip_lead_stuck")
        if marked is None:
            return t("g_tip_lead_low_any")
        higher = higher_out(marked, out)
        return tn("g_tip_lead_low", higher, card=i18n.card_text(marked)) if higher else ""
    trump = view.get("trump")
    trumps_out = [c for c in out if c[1] == trump]
    mine = [c for c in hand if c[1] == trump]
    clear = trumps_out and mine and max(map(rank, mine)) > max(map(rank, trumps_out))
    if clear and (marked is None or marked[1] == trump):
        return tn("g_tip_trumps_out", len(trumps_out))
    top = [c for c in hand if not higher_out(c, out)]
    if not top:
        return t("g_tip_lead_low_pos")
    if marked is None or marked not in top:
        return ""  # a sure or high card to name, but not the one marked (or none marked yet)
    if marked[1] == trump or not trumps_out:
        return t("g_tip_sure", card=i18n.card_text(marked))
    return t("g_tip_cash", card=i18n.card_text(marked))


def follow_tip(view, legal, win_card, led, last, negative, marked=None) -> str:
    """The tip when following suit; a card named is the ``marked`` one, and a tip that
    advises another card than the marked one is not said (the suggestion says why)."""
    trump = view.get("trump")
    over = [c for c in legal if beats(c, win_card, trump)]
    under = [c for c in legal if c not in over]
    suit = suit_words(led)
    lowest = min(legal, key=rank) if legal else None
    highest = max(legal, key=rank) if legal else None
    if negative:
        if over and under:
            if marked is None:
                return t("g_tip_under_any")
            if marked not in under:
                return ""  # taken on purpose: nudge_text says why
            key = "g_tip_under_high" if marked == max(under, key=rank) else "g_tip_under_card"
            return t(key, card=i18n.card_text(marked))
        if under:
            return t("g_tip_all_under", suit=suit) if marked in (None, highest) else ""
        if last:
            return t("g_tip_all_over_last", suit=suit) if marked in (None, highest) else ""
        return t("g_tip_all_over", suit=suit) if marked in (None, lowest) else ""
    if over:
        cheapest = min(over, key=lambda c: (c[1] == trump, rank(c)))
        return t("g_tip_pos_beat", card=i18n.card_text(cheapest)) if marked == cheapest else ""
    return t("g_tip_pos_low", card=i18n.card_text(win_card)) if marked in (None, lowest) else ""


def void_tip(view, legal, win_card, own, marked=None) -> str:
    """The tip when the player cannot follow; ``own`` is the game's part (``game``)."""
    if own.negative(view):
        counted = [c for c in legal if own.counts(view, c)]
        if counted and marked in counted:
            return t("g_tip_void_penalty", cards=i18n.card_text(marked))
        if counted and marked is None:
            return t("g_tip_void_penalty_any")
        return t("g_tip_void")
    trump = view.get("trump")
    trumps = [c for c in legal if c[1] == trump]
    if trumps and beats(max(trumps, key=rank), win_card, trump):
        return t("g_tip_void_trump", suit=suit_words(trump))
    return t("g_tip_void_throw")


def nudge_text(kind: str, entry: dict, label: str, view: dict | None = None) -> str:
    """'Suggested: 4♠ — it keeps you from winning the trick.'"""
    if view and game(kind).takes_on_purpose(view, entry.get("action") or ""):
        return t("g_nudge_take", card=label)
    why = advice.reason_text(kind, entry.get("reason"), entry.get("params"))
    bare = label.lstrip("♣♦♥♠ ").lower()  # "♣ Clubs" is said "Clubs: your strongest ..."
    if label.lower() in why.lower() or why.lower().startswith(bare):
        return t("g_nudge_plain", why=why[:1].upper() + why[1:])
    return t("g_nudge", card=label, why=why)


def signed(n: int) -> str:
    """+2, 0, −40, as the score sheet writes them."""
    return i18n.number(n, sign=True)


def end_lines(kind: str, entry: dict, followed: int, asked: int, name) -> list:
    """What happened in the hand (its score sheet ``entry``) and what comes next."""
    own = game(kind)
    lines = own.end(entry, name)
    if asked:
        lines.append(tn("g_end_followed", asked, followed=followed))
    lines.append(own.end_next(entry))
    return lines
