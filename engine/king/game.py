"""Brazilian King (docs/rules.md section 1): four players, six negative hands, four positive hands.

Seats 0..3 clockwise, ``next(s) = (s + 1) % 4``. Phases: ``contract`` (free order: the dealer's
``contract NAME``; with ``first_dealer="kh_nominate"`` also the King-of-hearts receiver's
``dealer N`` before the first deal), ``auction`` (``bid N``, ``pass``, ``accept``, ``refuse``,
``decline``), ``trump`` (``trump S``, ``notrump`` with KV-10, ``decline`` when allowed),
``play`` (``play KH``), ``over``. Options: ``engine.king.rules.KingOptions``; what is legal and
the refusal codes: ``engine.king.legality``; the fast-play surface for bots:
``engine.king.fast``.

First dealer (1.2.2): cards of a seeded shuffle are turned to seats 0, 1, 2, 3, 0, ... (the pack
is handled by seat 3); the first seat to receive KH deals. Dealing: one card at a time from the
shuffled deck, clockwise, starting left of the dealer.

Readings where docs/rules.md leaves room (see also ``engine.king.rules``):
* Free order (KV-2): hands 1-6 stay negative; the dealer sees his cards, then names any unplayed
  negative contract. Quick match (KV-4): merged contracts ``vazas+ultimas``, ``copas+king``,
  ``homens+mulheres`` score both penalties and keep both duties; 7 hands.
* ``first_leader`` (KV-3) governs negative hands, ``positive_leader`` (KV-9) positive ones:
  the two options are independent.
* Auction off (KV-11): phase ``trump`` at once, and the beneficiary always names trump: no
  ``decline`` (rules edition 2, ``engine.game.RULES_EDITION``; a game saved before it goes on
  offering ``decline`` there when the threshold is >= 0, as it did). Simple auction (KV-12):
  see ``engine.king.auction``. First-only "pela mao" (KV-15): only O1 may equal the standing
  offer; KV-14 at -1: declining is no part of the rules, and the refusal says so.
* ``must_overtrump`` (KV-8): a void player holding trumps must trump, above the highest trump
  in the trick when he can; a player following a trump lead need not go higher.
* Score sheet: a positive hand's signed result (buyer's payment included) is its ``positive``
  column, a negative hand's is its ``negative`` column (1.7.7); ``positive_column`` and
  ``fewer_negative`` tie-breaks (KV-18) sum those columns.

State, readable by all (the bots read it through ``engine.king.fast``): ``phase``, ``to_move``,
``dealer``, ``hand_number``, ``hands_total``, ``hands`` (four 52-bit masks), ``contract`` (a
``rules.Contract``), ``trump`` (suit int or None), ``trick`` (cards in play order) and its
``leader``, ``tricks`` (this hand's finished tricks: ``(leader, cards, winner)``),
``tricks_taken``, ``tricks_played``, ``won`` (masks taken), ``hand_points``, ``scores``,
``buyer``, ``bid``, ``auction`` (``engine.king.auction``), ``play_rules``.
"""

from __future__ import annotations

from typing import Literal

from ..cards import NAMES, SUITS, shuffled
from ..errors import IllegalAction
from ..game import Game
from ..tricks import TrickRecord, winning_index
from . import legality
from . import view as king_view
from .auction import Auction, SimpleAuction
from .fast import FastPlay
from .rules import CODES, CONTRACTS, KH, POSITIVE, Contract, KingOptions, negative_schedule
from .view import KingLastHandRecord, KingSheetEntry, KingView

__all__ = ["KingGame", "CODES"]

CARD_OF_PLAY = {"play " + n: c for c, n in enumerate(NAMES)}


class KingGame(FastPlay, Game):
    GAME = "king"
    PLAYERS = 4
    Options = KingOptions
    CODES = CODES

    # The state (see the module's docstring); None where it has no value in this phase.
    options: KingOptions
    phase: str
    to_move: int | None
    dealer: int | None  # None until named (KV-1 kh_nominate)
    first_dealer: int | None
    kh_receiver: int | None
    hand_number: int
    hands_total: int
    negative_hands: int
    schedule: tuple[str, ...]
    played: list[str]
    play_rules: legality.PlayRules
    scores: list[int]
    sheet: list[KingSheetEntry]
    calls: list[tuple[int, str]]
    last_trick: TrickRecord | None
    last_hand: KingLastHandRecord | None
    hands: list[int]
    trick: list[int]
    tricks: list[TrickRecord]
    tricks_taken: list[int]
    tricks_played: int
    hand_points: list[int]
    won: list[int]
    contract: Contract | None  # None while the dealer chooses it (free order)
    trump: int | None
    trump_played: bool
    leader: int | None  # None outside phase play
    auction: Auction | None
    buyer: int | None
    bid: int
    declined: bool
    pen_left: int
    _early_end: bool
    _legal: list[str] | None

    # --- setting up ---------------------------------------------------------------------

    def _start(self) -> None:
        o = self.options
        self.play_rules = legality.PlayRules.of(o.as_dict())
        self._early_end = o.early_end
        self.negative_hands = 3 if o.quick_match else 6
        self.hands_total = self.negative_hands + 4
        self.schedule = negative_schedule(o.negative_order, o.quick_match)
        self.played = []
        self.scores = [0, 0, 0, 0]
        self.sheet = []
        self.calls = []
        self.last_trick = None
        self.last_hand = None
        self.hand_number = 1
        self._legal = None
        self._clear_hand()
        self.dealer = None
        self.kh_receiver = None
        first = self._lot()
        if o.first_dealer != "random":
            self.kh_receiver = first
        if o.first_dealer == "kh_nominate":
            self.first_dealer = None
            self.phase, self.to_move = "contract", first
            return
        self.first_dealer = first
        self._new_hand()

    def _lot(self) -> int:
        """The seat the first dealer's lot (1.2.2, KV-1) gives, drawn from ``rng``: the first to
        receive KH (also the KH receiver), or a random seat. ``engine.codec`` draws it again
        to bring the generator to a later hand."""
        if self.options.first_dealer == "random":
            return self.rng.randrange(4)
        return shuffled(self.rng).index(KH) % 4

    def _clear_hand(self) -> None:
        self.hands = [0, 0, 0, 0]
        self.trick = []
        self.tricks = []
        self.tricks_taken = [0, 0, 0, 0]
        self.hand_points = [0, 0, 0, 0]
        self.won = [0, 0, 0, 0]
        self.contract = None
        self.trump = None
        self.leader = None
        self.auction = None
        self.buyer = None
        self.bid = 0
        self.declined = False
        self.tricks_played = 0
        self.trump_played = False
        self.pen_left = 0

    def _new_hand(self, hands: list[int] | None = None, contract: str | None = None) -> None:
        self._clear_hand()
        assert self.first_dealer is not None  # named before the first hand is dealt
        self.dealer = dealer = (self.first_dealer + self.hand_number - 1) % 4
        if hands is None:
            deck = shuffled(self.rng)
            hands = [0, 0, 0, 0]
            for k in range(4):
                m = 0
                for c in deck[k::4]:
                    m |= 1 << c
                hands[(dealer + 1 + k) % 4] = m
        self.hands = list(hands)
        if self.hand_number <= self.negative_hands:
            if contract is None and self.options.negative_order != "free":
                contract = self.schedule[self.hand_number - 1]
            if contract is None:
                self.phase, self.to_move = "contract", dealer
            else:
                self._set_contract(contract)
            return
        self.contract = POSITIVE
        o = self.options
        if o.auction:
            cls = SimpleAuction if o.auction_style == "simple" else Auction
            self.auction = auction = cls(dealer, o.pela_mao, o.decline_threshold)
            self.phase, self.to_move = "auction", auction.to_move
        else:
            self.phase, self.to_move = "trump", dealer

    def _set_contract(self, name: str) -> None:
        self.contract = con = CONTRACTS[name]
        self.played.append(name)
        self.pen_left = con.pen_mask
        left = self.options.first_leader == "dealer_left"
        dealer = self.dealer
        assert dealer is not None  # a contract is set in a dealt hand
        self._begin_play((dealer + 1) % 4 if left else dealer)

    def _begin_play(self, leader: int) -> None:
        self.phase = "play"
        self.leader = self.to_move = leader
        self.tricks_played = 13 - bin(self.hands[leader]).count("1")

    # --- the public surface -------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        la = self._legal
        if la is None:
            la = self._legal = legality.legal_actions(self)
        return list(la)

    def apply(self, action: str) -> None:
        la = self._legal
        if la is None:
            la = self._legal = legality.legal_actions(self)
        if action.__class__ is str and action in la:
            self._do(action)
            self.log.append(action)
            return
        super().apply(action)  # raises the right IllegalAction

    def explain(self, action: str) -> IllegalAction:
        return legality.explain(self, action)

    def view(self, seat: int) -> KingView:
        return king_view.view(self, seat)

    def score_sheet(self) -> list[KingSheetEntry]:
        return [
            {
                **e,
                "scores": list(e["scores"]),
                "tricks": list(e["tricks"]),
                "negative": list(e["negative"]),
                "positive": list(e["positive"]),
            }
            for e in self.sheet
        ]

    def winners(self) -> list[int]:
        """Seats with the best total (KV-18 breaks ties); meaningful once ``is_over``."""
        s = self.scores
        tied = [i for i in range(4) if s[i] == max(s)]
        tb = self.options.tie_break
        if len(tied) > 1 and tb != "shared":
            col: Literal["positive", "negative"] = (
                "positive" if tb == "positive_column" else "negative"
            )
            key = [sum(e[col][i] for e in self.sheet) for i in range(4)]
            best = max(key[i] for i in tied)
            tied = [i for i in tied if key[i] == best]
        return tied

    # --- carrying out actions -----------------------------------------------------------

    def _do(self, action: str) -> None:
        self._legal = None
        c = CARD_OF_PLAY.get(action)
        if c is not None:  # nearly every action: played here, without another call
            seat: int = self.to_move  # type: ignore[assignment]  # an int: not checked, hot path
            self.hands[seat] ^= 1 << c
            trick = self.trick
            trick.append(c)
            if len(trick) < 4:
                self.to_move = (seat + 1) & 3
            else:
                self._finish_trick()
            return
        caller = self.to_move
        assert caller is not None  # someone is to move while the match goes on
        self.calls.append((caller, action))
        if self.phase == "auction":
            a = self.auction
            assert a is not None  # phase auction
            a.do(action)
            result = a.result
            if result is None:
                self.to_move = a.to_move
            elif result[0] == "declined":
                self._end_hand(declined=True)
            else:
                self.phase = "trump"
                if result[0] == "sold":
                    _, self.buyer, self.bid = result
                self.to_move = self.dealer if self.buyer is None else self.buyer
        elif action == "decline":
            self._end_hand(declined=True)
        elif action[0] == "t" or action == "notrump":
            self.trump = SUITS.index(action[6]) if action[0] == "t" else None
            how = self.options.positive_leader
            dealer = self.dealer
            assert dealer is not None  # trump is named in a dealt hand
            lead = dealer
            if how == "dealer_left":
                lead = (dealer + 1) % 4
            elif how == "buyer" and self.buyer is not None:
                lead = self.buyer
            self._begin_play(lead)
        elif action[0] == "c":
            self._set_contract(action[9:])
        else:
            self.first_dealer = int(action[7:])
            self._new_hand()

    def _finish_trick(self) -> None:
        cards = tuple(self.trick)
        trump = self.trump
        wi = winning_index(cards, trump)
        # Both are set in phase play; not checked on this hot path.
        leader: int = self.leader  # type: ignore[assignment]
        w = (leader + wi) & 3
        con: Contract = self.contract  # type: ignore[assignment]
        a, b, c, d = cards
        pts = con.trick_val
        vals = con.card_vals
        if vals is not None:
            pts += vals[a] + vals[b] + vals[c] + vals[d]
        self.tricks_played = n = self.tricks_played + 1
        if n >= 12:
            pts += con.last_val
        self.hand_points[w] += pts
        self.tricks_taken[w] += 1
        tm = 1 << a | 1 << b | 1 << c | 1 << d
        self.won[w] |= tm
        self.last_trick = t = (leader, cards, w)
        self.tricks.append(t)
        if cards[wi] // 13 == trump:
            self.trump_played = True
        self.trick = []
        if n >= 13:
            self._end_hand()
            return
        if self._early_end and con.early:
            self.pen_left &= ~tm
            if not self.pen_left:
                self._end_hand()
                return
        self.leader = self.to_move = w

    def _end_hand(self, declined: bool = False) -> None:
        con, dealer = self.contract, self.dealer
        assert con is not None and dealer is not None  # the hand's contract is known
        pts = list(self.hand_points)
        pay = 0
        if declined:
            self.declined = True
            pts = [75, 75, 75, 75]
            pts[dealer] = 100
        elif self.buyer is not None:
            pay = 25 * self.bid
            if self.options.payment == "capped":
                pay = min(pay, max(0, pts[self.buyer]))
            pts[self.buyer] -= pay
            pts[dealer] += pay
        zero = [0, 0, 0, 0]
        self.sheet.append(
            {
                "hand_number": self.hand_number,
                "contract": con.name,
                "dealer": dealer,
                "scores": pts,
                "trump": None if self.trump is None else SUITS[self.trump],
                "notrump": con.positive and not declined and self.trump is None,
                "buyer": self.buyer,
                "bid": self.bid,
                "payment": pay,
                "declined": declined,
                "tricks": list(self.tricks_taken),
                "negative": zero if con.positive else pts,
                "positive": pts if con.positive else zero,
            }
        )
        for i in range(4):
            self.scores[i] += pts[i]
        self.last_hand = {
            "hand_number": self.hand_number,
            "contract": con.name,
            "tricks": self.tricks,
            "scores": pts,
        }
        if self.hand_number >= self.hands_total:
            self.phase, self.to_move = "over", None
            return
        self.hand_number += 1
        self.calls = []
        self._new_hand()
