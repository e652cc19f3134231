"""The 3-5-8 game, ``BlatoGame``: the deal's steps, carrying out actions, scoring (docs/rules.md 2).

3-5-8 is Bulgarian Blato, English Sergeant Major, for three players. Seats 0..2 are numbered in
the direction of play; ``next(s) = (s + 1) % 3``. Roles by lot for the first deal, then the deal
passes to next(dealer). Each deal: announce, draw, discard (talon), play 16 tricks, score tricks
- target. Phases: ``announce``, ``draw``, ``discard``, ``play``, ``over``.

Actions (canonical strings; the legal list of ``legal_actions()`` is exhaustive):

* ``trump C|D|H|S``, ``notrump``, ``pass`` (redeal, same dealer and roles), ``misere`` (only with
  game_end=misere_18), ``preview`` (flat_preview option: 8-player with 4-4-4-4 looks at the
  talon and gives up his own draws) -- the 8-player, phase ``announce``.
* ``draw G S`` -- the drawer takes from seat G in suit S (draw_card=lowest);
  ``draw G 7H`` -- he hands over the 7H (draw_card=free). ``return XX`` -- the giver, after a
  trump draw under trump_draw=polish. Phase ``draw``. The public call is always ``draw G S``.
* ``discard XX`` -- the 8-player, four times, from his 20 cards. Phase ``discard``.
* ``play XX`` -- phase ``play``.

Legality and the reason codes of ``IllegalAction`` (``rules.CODES``, also ``BlatoGame.CODES``):
``legality``. The view: ``view``. The fast surface for bots and search (``legal_cards_mask``,
``play_card``, ``copy``, ``with_hands``, ``known_hands``, ``unseen``, ``from_hands``): ``fast``.
Also public: ``winners()`` (the winning seats once over), ``allowed_contracts()`` and
``capped`` (the game stopped at ``deal_limit`` dealings, not by its own end).

Readings where docs/rules.md leaves room (kept, and said where a player reads the rules):
* Under must_trump_overtrump (BV-13) a player following a trump lead need not go higher.
* Misère (BV-14 misere_18) is played as "targets reversed": the 8-player's target becomes at
  most 3 tricks and the dealer's 8.
* Under the no-repeat rule (BV-5), a player who has used every allowed contract (e.g. four
  suits only, BV-4, and a fifth turn as 8-player) starts his list afresh.
* flat_preview (BV-12) with drawing first (BV-6 draw_announce_talon) is refused with a
  ``ValueError`` (``BlatoOptions.CONFLICTS``): the preview would come after the draws it is
  meant to cost (rules edition 2).
"""

from __future__ import annotations

from typing import Any

from ..cards import SUITS, shuffled
from ..cards import mask as _mask
from ..errors import IllegalAction
from ..formats import MAX_SAVE_BYTES
from ..game import Game
from ..tricks import TrickRecord
from . import legality
from . import view as blato_view
from .draw import DrawMixin, draw_plan
from .fast import SearchMixin, TrickPlay
from .legality import PlanEntry
from .rules import CODES, PRESETS, TARGETS, TRUMPS, BlatoOptions
from .view import BlatoLastHandRecord, BlatoSheetEntry, BlatoView

PLAY_CARD = {a: i for i, a in enumerate(legality.PLAY)}
DISCARD_CARD = {a: i for i, a in enumerate(legality.DISCARD)}
STEPS = {
    "announce_draw_talon": ("announce", "draw", "discard", "play"),
    "announce_talon_draw": ("announce", "discard", "draw", "play"),
    "draw_announce_talon": ("draw", "announce", "discard", "play"),
}
DEAL_LIMIT = {"15_deals": 15, "misere_18": 18}
# A game stops after this many dealings, redeals after a pass included (highest total wins;
# ``capped`` tells it), so that a save stays below engine.game.MAX_SAVE_BYTES: a dealing writes
# at most about 1,000 bytes (48 plays, 4 discards, two announcements, at most 16 drawn cards
# and their returns). Only open-ended games (first_to_21, twelve_tricks) and unlimited passes
# (BV-9) can reach it. Rules edition 1 counted deals only, and only in open-ended games.
SAFETY_DEALS = 90
# Rules edition 1 set no bound on dealings with unlimited passes, so an edition-1 text could
# state any number of redeals, each a shuffle to replay (a 15-character link stated 300,000).
# An edition-1 game stops at EDITION_1_DEALS dealings instead, a bound no game an earlier
# version saved can have reached: every dealing before the current one ended with at least
# one action, each at least 7 bytes of the save ('"pass",'), so a game at EDITION_1_DEALS
# dealings has a save longer than MAX_SAVE_BYTES (which no version loads; it was 64 kB at
# first). A loadable save lies below it and goes on exactly as before; reading an edition-1
# text replays at most this many shuffles.
EDITION_1_DEALS = MAX_SAVE_BYTES // len('"pass",') + 1


def deal_limit(edition: int) -> int:
    """The dealings, redeals included, after which a game of rules ``edition`` stops."""
    return SAFETY_DEALS if edition >= 2 else EDITION_1_DEALS


class BlatoGame(DrawMixin, SearchMixin, TrickPlay, Game):
    GAME = "358"
    PLAYERS = 3
    Options = BlatoOptions
    PRESETS = PRESETS
    CODES = CODES

    # The state (see the module's docstring and engine.blato.fast); None where it has no value
    # in this phase.
    options: BlatoOptions
    phase: str
    to_move: int | None
    dealer: int
    hand_number: int
    hands_total: int | None  # None when the game ends by points or tricks
    dealings: int
    capped: bool
    duty: bool
    scores: list[int]
    sheet: list[BlatoSheetEntry]
    announced: list[list[tuple[str, int]]]  # per seat: (contract or pass, deal)
    named: list[list[tuple[str, int]]]
    results: list[int] | None  # the deal before's tricks - target
    last_trick: TrickRecord | None
    last_hand: BlatoLastHandRecord | None
    calls: list[list[Any]]  # this deal's: [seat, action]
    eight: int
    five: int
    three: int
    targets: list[int]
    hands: list[int]
    talon: list[int]
    talon_taken: bool
    discards: list[int]
    contract: str | None
    trump: int | None
    steps: list[str]
    plan: list[PlanEntry]
    draws: list[tuple[int, int, int, int, int]]
    pending: tuple[int, int, int, int] | None
    previewed: bool
    trick: list[int]
    leader: int | None  # None before the play
    tricks_taken: list[int]
    tricks: list[TrickRecord]  # finished: (leader, cards, winner)
    voids: list[int]
    played: int
    _winners: list[int]
    _legal: list[str] | None

    # --- game and deal set-up ---------------------------------------------------------------

    def _start(self) -> None:
        self.duty = self.options.trump_duty != "none"  # BV-13
        self.hands_total = DEAL_LIMIT.get(self.options.game_end)
        self.scores = [0, 0, 0]
        self.sheet = []
        self.announced = [[], [], []]
        self.named = [[], [], []]  # announced without the passes
        self.results = None
        self.hand_number = 1
        self.dealer = self._lot()
        self.last_trick = None
        self.last_hand = None
        self._winners = []
        self.calls = []
        self.dealings = 0  # deals and redeals dealt so far
        self.capped = False  # stopped at SAFETY_DEALS, not by the game's own end
        self._new_deal()

    def _lot(self) -> int:
        """The first dealer, by lot (2.2.3), drawn from ``rng`` (``engine.codec`` draws it
        again to bring the generator to a later deal)."""
        return self.rng.randrange(3)

    def _roles(self, dealer: int) -> tuple[int, int, int]:
        """(eight, five, three) for ``dealer`` (2.2.2, BV-2)."""
        if self.options.roles == "english":
            return dealer, (dealer + 1) % 3, (dealer + 2) % 3
        return (dealer + 1) % 3, (dealer + 2) % 3, dealer

    def _targets_for(self, dealer: int) -> list[int]:
        targets = [0, 0, 0]
        for seat, t in zip(self._roles(dealer), TARGETS[self.options.targets], strict=True):
            targets[seat] = t
        return targets

    def _new_deal(self, cards: tuple[list[int], list[int]] | None = None) -> None:
        """Deal (2.3 step 1) and run the deal's steps up to the first decision."""
        dealer = self.dealer
        self.dealings += 1
        self.eight, self.five, self.three = self._roles(dealer)
        self.targets = self._targets_for(dealer)
        if cards is None:
            # one card at a time from next(dealer) round to the dealer; the last four: talon
            deck = shuffled(self.rng)
            hands = [0, 0, 0]
            for k in range(3):
                hands[(dealer + 1 + k) % 3] = _mask(deck[k:48:3])
            talon = sorted(deck[48:])
        else:
            hands, talon = cards
        self.hands = list(hands)
        self.talon = list(talon)
        self.talon_taken = False
        self.discards = []
        self.contract = None
        self.trump = None
        self.steps = list(STEPS[self.options.step_order])
        self.plan = draw_plan(self.results, self.targets, self.options.draw_order)
        self.draws = []
        self.pending = None
        self.previewed = False
        self.trick = []
        self.leader = None
        self.tricks_taken = [0, 0, 0]
        self.tricks = []  # finished: (leader, cards, winner)
        self.voids = [0, 0, 0]
        self.played = 0
        self._legal = None
        self._next_step()

    def _next_step(self) -> None:
        """Enter the next step of the deal that needs a decision, skipping empty draw steps."""
        while self.steps:
            step = self.steps.pop(0)
            if step == "announce":
                self.phase, self.to_move = "announce", self.eight
                return
            if step == "draw":
                turn = self._draw_turn()
                if turn is not None:
                    self.phase, self.to_move = "draw", turn
                    return
            elif step == "discard":
                self.hands[self.eight] |= _mask(self.talon)
                self.talon_taken = True
                self.phase, self.to_move = "discard", self.eight
                return
            else:
                self.leader = self.five if self.options.first_leader == "five" else self.eight
                self.phase, self.to_move = "play", self.leader
                return

    # --- legal actions and refusals (engine.blato.legality) ---------------------------------

    def legal_actions(self) -> list[str]:
        legal = self._legal
        if legal is None:
            legal = self._legal = legality.legal_actions(self)
        return legal[:]

    def apply(self, action: str) -> None:
        legal = self._legal
        if legal is None:
            legal = self._legal = legality.legal_actions(self)
        if action in legal:  # the common case, without a copy of the legal list
            self._do(action)
            self.log.append(action)
            return
        super().apply(action)  # refuses it, with the reason

    def explain(self, action: str) -> IllegalAction:
        """Why ``action``, not legal now, is refused."""
        return legality.explain(self, action)

    def view(self, seat: int) -> BlatoView:
        return blato_view.view(self, seat)

    def score_sheet(self) -> list[BlatoSheetEntry]:
        """One dict per finished deal: hand_number, contract, dealer, eight, targets, tricks,
        scores (that deal's), totals (running, after it) and draws_next."""
        return [
            {
                **e,
                "targets": list(e["targets"]),
                "tricks": list(e["tricks"]),
                "scores": list(e["scores"]),
                "totals": list(e["totals"]),
                "draws_next": [d.copy() for d in e["draws_next"]],
            }
            for e in self.sheet
        ]

    def allowed_contracts(self) -> tuple[str, ...]:
        """The announcements of this game (BV-4, BV-14 misere_18), pass excluded."""
        return legality.allowed_contracts(self.options)

    # --- carrying out actions ---------------------------------------------------------------

    def _do(self, action: str) -> None:
        self._legal = None
        phase = self.phase
        if phase == "play":
            TrickPlay.play_card(self, PLAY_CARD[action])  # apply() logs it, not play_card
        elif phase == "discard":
            card = DISCARD_CARD[action]
            self.hands[self.eight] ^= 1 << card
            self.discards.append(card)
            self.calls.append([self.eight, "discard"])
            if len(self.discards) == 4:
                self._next_step()
        elif phase == "draw":
            self._do_draw(action)
        else:
            self._announce(action)

    def _announce(self, action: str) -> None:
        seat = self.eight
        self.calls.append([seat, action])
        if action == "preview":  # 2.4.5 / BV-12: he forfeits his own draws of this deal
            self.previewed = True
            for entry in self.plan:
                if entry[0] == seat and entry[3] < entry[2]:
                    entry[4] = True
            return
        self.note(seat, action, self.hand_number)
        if action == "pass":  # 2.4.4: same dealer and roles, hand_number unchanged
            if self.dealings >= deal_limit(self.edition):
                self._game_over(capped=True)
                return
            self._new_deal()
            return
        self.contract = action
        self.trump = SUITS.index(action[-1]) if action in TRUMPS else None
        if self.trump is None and "draw" in self.steps:  # 2.5.1: no drawing without trump
            self.plan = []
        if action == "misere":  # targets reversed: the 8-player may take at most 3, etc.
            self.targets[self.eight], self.targets[self.three] = (
                self.targets[self.three],
                self.targets[self.eight],
            )
        self._next_step()

    def note(self, seat: int, action: str, deal: int) -> None:
        """``seat`` announced ``action`` (a contract or ``pass``) in ``deal``: ``announced``,
        and ``named`` beside it (the contracts alone, so that the no-repeat rule reads the
        current round in constant time, however many passes came before)."""
        self.announced[seat].append((action, deal))
        if action != "pass":
            self.named[seat].append((action, deal))

    def play_card(self, card: int) -> None:
        """Fast ``apply("play XX")`` for bots: ``card`` must be legal (not checked)."""
        self._legal = None
        TrickPlay.play_card(self, card)
        self.log.append(legality.PLAY[card])

    def _trick_won(self, leader: int, cards: list[int], winner: int) -> None:
        """Record the finished trick; score the deal after its 16th (2.8.1)."""
        record = (leader, tuple(cards), winner)
        self.tricks.append(record)
        self.last_trick = record
        if len(self.tricks) == 16:
            self._score_deal()

    # --- scoring and the end ----------------------------------------------------------------

    def _score_deal(self) -> None:
        """2.8.1: tricks - target (misère: target - tricks); then the next deal or the end."""
        taken, targets = self.tricks_taken, self.targets
        if self.contract == "misere":
            result = [targets[s] - taken[s] for s in range(3)]
        else:
            result = [taken[s] - targets[s] for s in range(3)]
        for s in range(3):
            self.scores[s] += result[s]
        nxt = self._targets_for((self.dealer + 1) % 3)
        self.sheet.append(
            {
                "hand_number": self.hand_number,
                "contract": self.contract,
                "dealer": self.dealer,
                "eight": self.eight,
                "targets": list(targets),
                "tricks": list(taken),
                "scores": result,
                "totals": list(self.scores),
                "draws_next": [
                    {"drawer": e[0], "giver": e[1], "count": e[2]}
                    for e in draw_plan(result, nxt, self.options.draw_order)
                ],
            }
        )
        self.last_hand = {
            "hand_number": self.hand_number,
            "contract": self.contract,
            "tricks": self.tricks,
            "scores": result,
            "targets": list(targets),
            "tricks_taken": list(taken),
        }
        self.results = result
        end = self.options.game_end
        if end == "first_to_21":
            over = max(self.scores) >= 21
        elif end == "twelve_tricks":
            over = max(taken) >= 12
        else:  # a game of a fixed number of deals
            over = self.hands_total is not None and self.hand_number >= self.hands_total
        if over or self._stops():
            self._game_over(capped=not over)
            return
        self.dealer = (self.dealer + 1) % 3
        self.hand_number += 1
        self.calls = []
        self._new_deal()

    def _stops(self) -> bool:
        """Whether the game stops after the deal just scored though not over by its own end:
        at ``deal_limit`` dealings; edition 1 also after SAFETY_DEALS deals of an open-ended
        game (it counted deals only)."""
        if self.dealings >= deal_limit(self.edition):
            return True
        return self.edition < 2 and self.hands_total is None and self.hand_number >= SAFETY_DEALS

    def _game_over(self, capped: bool) -> None:
        self.phase, self.to_move = "over", None
        self.capped = capped
        self._winners = self._find_winners()

    def _find_winners(self) -> list[int]:
        if self.options.game_end == "twelve_tricks" and max(self.tricks_taken) >= 12:
            return [s for s in range(3) if self.tricks_taken[s] >= 12]
        best = max(self.scores)
        tied = [s for s in range(3) if self.scores[s] == best]
        rule = self.options.tie_break
        if len(tied) > 1 and rule == "last_deal" and self.sheet:
            last = self.sheet[-1]["scores"]
            top = max(last[s] for s in tied)
            tied = [s for s in tied if last[s] == top]
        elif len(tied) > 1 and rule == "fewest_below":
            below = [sum(1 for e in self.sheet if e["scores"][s] < 0) for s in range(3)]
            low = min(below[s] for s in tied)
            tied = [s for s in tied if below[s] == low]
        return tied

    def winners(self) -> list[int]:
        """The winning seat(s) once the game is over (ties per BV-17), else []."""
        return list(self._winners)
