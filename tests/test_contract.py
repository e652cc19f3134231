"""The engine contract (docs/engine.md), tested the same way for every game in
``engine.GAMES``: a game added to the registry is tested here without a line of its own.

Random play to the end under several seeds and option sets; the legal lists (each listed action
applies, a sample of unlisted strings is refused and changes nothing); saves and copies; what a
view shows each seat; the fast-play surface search uses; and bots that see only views. A rule of
one game is tested in that game's own files, under its rule id.
"""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest

import engine
from engine import bots
from engine.cards import NAMES, RANKS, cards_of, mask
from engine.errors import english
from engine.games import entry, part

ROOT = Path(__file__).resolve().parent.parent
CARD_TOKEN = re.compile(r"\b[2-9TJQKA][CDHS]\b")
# docs/engine.md "The view": the keys every game's view holds.
VIEW_KEYS = {
    "game",
    "seat",
    "to_move",
    "dealer",
    "hand_number",
    "phase",
    "legal",
    "hand",
    "trick",
    "leader",
    "trump",
    "contract",
    "tricks_taken",
    "scores",
    "history",
    "known",
}
# Keys about tricks already finished (the last one, the hand before): their cards are public.
FINISHED = ("last_trick", "last_hand")
JUNK = ["", " ", "play", "play ", "pass ", " pass", "PASS", "Pass", "play 1H", "play 10H",
        "play KX", "play kh", "bid", "bid 0", "bid 14", "bid -1", "bid 1.0", "bid ١", "draw",
        "draw 9 S", "draw 0 X", "trump", "trump N", "trump SS", "discard", "contract x",
        "dealer 9", "return 2C", "misere", "preview", "dance", "\x00", "play\tKH", "é"]  # fmt: skip
LETTERS = "0123456789 TJQKACDHSxcdhs-+._\t\n\u00a0éЖ١"
NOT_TEXT = [None, 7, 1.5, True, ["pass"], ("play", "KH"), {"play": "KH"}, b"pass"]


MIXES = ("mix1", "mix2", "mix3")


def option_sets(kind: str) -> dict[str, str | dict]:
    """Every preset by name, and three mixes (see ``options_for``)."""
    return {**engine.presets(kind), **dict.fromkeys(MIXES, "mix")}


def options_for(kind: str, name: str, seed: int) -> dict:
    """A preset's options; for a mix, values drawn from option_spec for this seed (none that
    contradict each other), so a new option is played as soon as it is described."""
    if name not in MIXES:
        return engine.presets(kind)[name]
    spec = engine.option_spec(kind)
    rng = random.Random(f"contract {kind} {name} {seed}")
    while True:
        options = {o["key"]: rng.choice(o["values"]) for o in spec}
        if not engine.option_conflict(kind, options):
            return options


CASES = [(kind, name) for kind in engine.GAMES for name in option_sets(kind)]
IDS = [f"{kind}-{name}" for kind, name in CASES]


def random_step(game, rng: random.Random) -> str:
    legal = game.legal_actions()
    action = legal[rng.randrange(len(legal))]
    game.apply(action)
    return action


def play_to_end(game, rng: random.Random):
    while not game.is_over:
        random_step(game, rng)
    return game


def views(game) -> list[dict]:
    return [game.view(s) for s in range(game.PLAYERS)]


def cards_in(data) -> set[str]:
    return set(CARD_TOKEN.findall(json.dumps(data)))


def played(actions) -> set[str]:
    return {a[5:] for a in actions if a.startswith("play ")}


class Watch:
    """What each seat has held in this hand (its view's hand after every action), and which
    cards were played in it (the log): all a seat may know of the cards."""

    def __init__(self, game) -> None:
        self.game = game
        self.key = None
        self.update()

    def update(self) -> None:
        game = self.game
        vs = views(game)
        # A new hand (or a redeal) begins when hand_number changes or the hand's history,
        # which covers the current hand only, shrinks.
        key = (vs[0]["hand_number"], len(json.dumps(vs[0]["history"])))
        if self.key is None or key[0] != self.key[0] or key[1] < self.key[1]:
            self.held = [set() for _ in vs]
            self.start = len(game.log)
        self.key = key
        for s, v in enumerate(vs):
            self.held[s] |= set(v["hand"])
        self.vs = vs

    def played(self) -> set[str]:
        return played(self.game.log[self.start :])


def check_hand_sorted(hand: list[str]) -> None:
    assert len(set(hand)) == len(hand)
    suits = [c[1] for c in hand]
    assert all(suits.index(s) == i or suits[i - 1] == s for i, s in enumerate(suits)), hand
    for i in range(1, len(hand)):
        if suits[i] == suits[i - 1]:
            assert RANKS.index(hand[i][0]) > RANKS.index(hand[i - 1][0]), hand


def exchanged(card: str, seat: int, hands, secrets) -> bool:
    """A card that went to ``seat`` and came back within one action (a 3-5-8 draw that returns
    the card given): a secret ``seat`` shares with its holder, named in both seats' ``known``.
    (That a third seat is not told is a rule of that game: 3-5-8's 2.5.4 d.)"""
    holder = next(s for s, h in enumerate(hands) if card in h)
    return card in secrets[holder] and card in secrets[seat]


def check_views(game, watch: Watch) -> None:
    """Each seat's view: the contract's keys, JSON data, its legal list, its sorted hand, and no
    card it cannot know: a card of another hand only if it held it in this hand (or was party
    to an exchange of it), a card outside its hand, ``legal`` and ``known`` only if played in
    this hand or held by it, a card of a finished trick only if played."""
    legal = game.legal_actions()
    hands = [set(v["hand"]) for v in watch.vs]
    assert sum(len(h) for h in hands) == len(set().union(*hands)), "a card in two hands"
    everything_played = played(game.log)
    this_hand = watch.played()
    named = [{k: cards_in(x) for k, x in v.items()} for v in watch.vs]
    secrets = [n["known"] for n in named]
    for seat, v in enumerate(watch.vs):
        assert VIEW_KEYS <= set(v), VIEW_KEYS - set(v)
        assert (v["game"], v["seat"], v["to_move"]) == (game.GAME, seat, game.to_move)
        assert v["legal"] == (legal if seat == game.to_move else [])
        assert len(v["scores"]) == len(v["tricks_taken"]) == game.PLAYERS
        check_hand_sorted(v["hand"])
        mine = watch.held[seat]
        current = set().union(*(x for k, x in named[seat].items() if k not in FINISHED))
        others = set().union(*(h for s, h in enumerate(hands) if s != seat))
        leaked = current & others - mine
        leaked -= {c for c in leaked & secrets[seat] if exchanged(c, seat, hands, secrets)}
        assert not leaked, f"seat {seat} sees {sorted(leaked)} of other hands"
        public = set().union(
            *(x for k, x in named[seat].items() if k not in (*FINISHED, "hand", "legal", "known"))
        )
        unknown = public - this_hand - mine
        assert not unknown, f"seat {seat} is shown {sorted(unknown)}, neither played nor held"
        finished = set().union(*(named[seat].get(k, set()) for k in FINISHED))
        assert finished <= everything_played, finished - everything_played


def unlisted(game, rng: random.Random, vocabulary: list[str], k: int = 24) -> list:
    """A sample of strings that are not in the legal list: near misses of the legal actions,
    actions of every game and phase, junk; and values that are no strings."""
    legal = game.legal_actions()
    near = set()
    for a in legal:
        near |= {a.upper(), a.title(), a + " ", " " + a, a.replace(" ", "  "), a[:-1], a + "0"}
    near |= {"play " + n for n in rng.sample(NAMES, 8)}
    verbs = sorted({a.split(" ")[0] for a in vocabulary})
    for _ in range(6):  # a verb and anything, or anything
        junk = "".join(rng.choice(LETTERS) for _ in range(rng.randrange(1, 6)))
        near |= {rng.choice(verbs) + " " + junk, junk}
    pool = sorted((near | set(vocabulary) | set(JUNK)) - set(legal))
    return rng.sample(pool, min(k, len(pool))) + NOT_TEXT


def check_refusals(game, rng: random.Random, vocabulary: list[str]) -> None:
    """Every unlisted string raises IllegalAction with a known code and its English sentence,
    and changes nothing: to_json, every view and the legal list before == after."""
    codes = type(game).CODES
    before = game.to_json(), views(game), game.legal_actions()
    for bad in unlisted(game, rng, vocabulary):
        with pytest.raises(engine.IllegalAction) as caught:
            game.apply(bad)
        err = caught.value
        assert err.code in codes, (bad, err.code)
        words = {key: english(key, value) for key, value in err.params.items()}
        assert str(err) == codes[err.code].format(**words)
        json.dumps(err.params)  # data, not words
        assert (game.to_json(), views(game), game.legal_actions()) == before, bad


def check_legal_list(game) -> None:
    """Distinct strings, a new list at each call, every one applies (on a copy)."""
    legal = game.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    assert all(isinstance(a, str) for a in legal)
    legal.append("junk")
    legal.clear()
    assert game.legal_actions() and game.legal_actions() is not game.legal_actions()
    for action in game.legal_actions():
        game.copy().apply(action)


def play_on(game, rng: random.Random, steps: int | None):
    for _ in range(10**6 if steps is None else steps):
        if game.is_over:
            break
        random_step(game, rng)
    return game


def check_save(game, rng_seed: int, steps: int | None = None) -> None:
    """to_json/load_game round-trips and the loaded game continues exactly as the original
    (``steps`` actions, or to the end)."""
    text = game.to_json()
    loaded = engine.load_game(text)
    assert loaded.to_json() == text and views(loaded) == views(game)
    assert loaded.legal_actions() == game.legal_actions() and loaded.scores == game.scores
    a = play_on(game.copy(), random.Random(rng_seed), steps)
    b = play_on(loaded, random.Random(rng_seed), steps)
    assert a.to_json() == b.to_json() and views(a) == views(b)
    assert a.score_sheet() == b.score_sheet()


def check_copy(game, rng_seed: int, steps: int | None = None) -> None:
    """A copy plays on (``steps`` actions, or to the end) without touching the original; a
    second copy then plays the same."""
    before = game.to_json(), views(game)
    twin = play_on(game.copy(), random.Random(rng_seed), steps)
    assert (game.to_json(), views(game)) == before
    again = play_on(game.copy(), random.Random(rng_seed), steps)
    assert again.to_json() == twin.to_json() and again.scores == twin.scores
    assert views(again) == views(twin)


def other_world(game, watch: Watch, seat: int, rng: random.Random):
    """The game with the cards ``seat`` has not held in this hand dealt anew among the other
    hands (each keeps its size and the cards the seat knows it holds): the same for ``seat``."""
    hands = [list(v["hand"]) for v in watch.vs]
    pool = [c for s, h in enumerate(hands) if s != seat for c in h if c not in watch.held[seat]]
    rng.shuffle(pool)
    new = []
    for s, h in enumerate(hands):
        if s == seat:
            new.append(h)
            continue
        n = sum(c not in watch.held[seat] for c in h)
        new.append([c for c in h if c in watch.held[seat]] + pool[:n])
        pool = pool[n:]
    return game.with_hands([mask(h) for h in new])


def check_fast_play(game, rng: random.Random) -> None:
    """In phase play the fast-play surface is the public one: legal_cards_mask() is the play
    actions, play_card(c) is apply("play c")."""
    legal = game.legal_actions()
    assert all(a.startswith("play ") for a in legal)
    assert game.legal_cards_mask() == mask(a[5:] for a in legal)
    fast, slow = game.copy(), game.copy()
    for _ in range(rng.randrange(1, 9)):
        if fast.is_over or fast.phase != "play":
            break
        card = rng.choice(cards_of(fast.legal_cards_mask()))
        fast.play_card(card)
        slow.apply("play " + NAMES[card])
        assert fast.log == slow.log and views(fast) == views(slow)
    assert fast.to_json() == slow.to_json()


def vocabulary_of_every_game() -> list[str]:
    """Every action string a few random games of every kind used: each game's actions are
    unlisted strings for the others, and for itself in other phases."""
    seen: set[str] = set()
    for kind in engine.GAMES:
        for seed in range(2):
            game = play_to_end(engine.new_game(kind, seed), random.Random(seed))
            seen |= set(game.log)
    return sorted(seen)


VOCABULARY = vocabulary_of_every_game()


@pytest.mark.parametrize("kind,name", CASES, ids=IDS)
def test_random_games_keep_the_contract_to_the_end(kind, name):
    """Whole games by random legal play under three seeds: the views at a quarter of the
    positions; at each phase's first position and some more (the seed picks them) the legal
    list, refusals, another world, fast play, and at the first ones copies and saves a
    stretch ahead; one copy and one save early on, played to the end; the end itself."""
    for seed in (0, 7, 2**31 - 1):
        options = options_for(kind, name, seed)
        rng = random.Random(f"{kind} {name} {seed}")
        game = engine.new_game(kind, seed, options)
        assert engine.new_game(kind, seed, options).to_json() == game.to_json()
        assert views(engine.new_game(kind, seed, options)) == views(game), "the seed decides"
        watch = Watch(game)
        phases = set()
        save_at, copy_at = rng.randrange(1, 90), rng.randrange(1, 90)
        while not game.is_over:
            phase = game.phase
            if phase not in phases or rng.random() < 0.25:
                check_views(game, watch)
            first = phase not in phases
            if first or rng.random() < 0.03:  # each phase's first position, and some
                phases.add(phase)
                assert all(json.loads(json.dumps(v)) == v for v in watch.vs), "views are JSON"
                check_legal_list(game)
                check_refusals(game, rng, VOCABULARY)
                seat = game.to_move
                world = other_world(game, watch, seat, rng)
                assert world.view(seat) == game.view(seat), "a view hangs on other hands"
                if phase == "play":
                    check_fast_play(game, rng)
                if first:
                    check_copy(game, seed, 60)
                    check_save(game, seed, 60)
            if len(game.log) == save_at:
                check_save(game, seed)
            if len(game.log) == copy_at:
                check_copy(game, seed)
            random_step(game, rng)
            watch.update()
        check_views(game, watch)
        check_the_end(game, rng)
        replay = engine.new_game(kind, seed, options)
        for action in game.log:
            replay.apply(action)
        assert replay.to_json() == game.to_json() and views(replay) == views(game)


def check_the_end(game, rng: random.Random) -> None:
    """Over: nobody to move, nothing legal, everything refused with nothing changed; the score
    sheet adds up to the scores; the save loads over."""
    assert game.is_over and game.to_move is None and game.legal_actions() == []
    assert all(v["legal"] == [] for v in views(game))
    check_refusals(game, rng, VOCABULARY + game.log[-5:])
    sheet = game.score_sheet()
    assert sheet and [e["hand_number"] for e in sheet] == sorted({e["hand_number"] for e in sheet})
    for e in sheet:
        assert {"hand_number", "contract", "scores"} <= set(e) and len(e["scores"]) == game.PLAYERS
    assert game.scores == [sum(e["scores"][s] for e in sheet) for s in range(game.PLAYERS)]
    assert all(type(x) is int for x in game.scores)
    loaded = engine.load_game(game.to_json())
    assert loaded.is_over and loaded.score_sheet() == sheet and views(loaded) == views(game)
    assert loaded.to_json() == game.to_json()


# --- bots see only views ------------------------------------------------------------------------


def make_bot(level: str, seed: int, iterations: int = 2):
    """A bot of ``level``; a searching one thinks ``iterations`` sampled deals, not a time."""
    if level in bots.SEARCHING:
        return bots.make(level, seed=seed, iterations=iterations)
    return bots.make(level, seed=seed)


def pure_data(value) -> bool:
    """JSON data only: no game object, no tuple, nothing a bot could reach a game through."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and pure_data(v) for k, v in value.items())
    if isinstance(value, list):
        return all(pure_data(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool))


@pytest.mark.parametrize("kind,name", CASES, ids=IDS)
def test_bots_choose_a_legal_action_from_the_view_alone(kind, name):
    """At every position of random games the levels that do not search choose a listed
    action, and at some every level does; there the view is pure data, and a bot given the
    view, a copy of it or the view of another world the seat cannot tell apart decides the
    same, and leaves the view as it was."""
    quick = [lv for lv in bots.LEVELS if lv not in bots.SEARCHING]
    players = {lv: make_bot(lv, 7) for lv in quick}
    checked = positions = 0
    for seed in range(2):
        game = engine.new_game(kind, 100 + seed, options_for(kind, name, 100 + seed))
        rng = random.Random(f"bots {kind} {name} {seed}")
        watch = Watch(game)
        while not game.is_over:
            view = game.view(game.to_move)
            for level, bot in players.items():
                assert bot.choose(view) in view["legal"], (level, view["phase"])
            positions += 1
            if rng.random() < 0.1:
                check_bots_see_only_the_view(game, watch, rng, checked)
                checked += 1
            random_step(game, rng)
            watch.update()
    assert checked > 40 and positions > 500


def check_bots_see_only_the_view(game, watch: Watch, rng: random.Random, n: int) -> None:
    seat = game.to_move
    view = game.view(seat)
    assert pure_data(view)
    kept = copy.deepcopy(view)
    world = other_world(game, watch, seat, rng).view(seat)
    for i, level in enumerate(bots.LEVELS):
        if level in bots.SEARCHING and n % 2:
            continue
        action = make_bot(level, n + i).choose(view)
        assert action in view["legal"], (level, action)
        assert view == kept, f"{level} changed the view"
        again = make_bot(level, n + i).choose(json.loads(json.dumps(view)))
        elsewhere = make_bot(level, n + i).choose(world)
        assert action == again == elsewhere, level


@pytest.mark.parametrize("kind", engine.GAMES)
def test_whole_games_between_levels_stay_legal(kind):
    """Every level in a seat, presets of the game: apply() would refuse a wrong choice."""
    for p, (preset, options) in enumerate(engine.presets(kind).items()):
        game = engine.new_game(kind, 3 + p, options)
        levels = [bots.LEVELS[(p + s) % len(bots.LEVELS)] for s in range(game.PLAYERS)]
        seats = [make_bot(lv, seed=s, iterations=1) for s, lv in enumerate(levels)]
        while not game.is_over:
            view = game.view(game.to_move)
            game.apply(seats[game.to_move].choose(view))
        assert len(game.score_sheet()) >= 1, preset


def positions_with_a_choice(kind: str, seed: int, every: int = 7):
    """Views at positions where the seat to move has a choice, by random play."""
    game = engine.new_game(kind, seed)
    rng = random.Random(seed)
    n = 0
    while not game.is_over:
        if len(game.legal_actions()) > 1:
            n += 1
            if n % every == 0:
                yield game.view(game.to_move)
        random_step(game, rng)


@pytest.mark.parametrize("kind", engine.GAMES)
def test_searching_bots_with_fixed_iterations_decide_the_same_every_time(kind):
    for i, view in enumerate(positions_with_a_choice(kind, 11, 23)):
        if i == 12:
            break
        for level in bots.SEARCHING:
            picks = {bots.make(level, seed=5, iterations=8).choose(view) for _ in range(2)}
            assert len(picks) == 1
            first = bots.make(level, seed=5, iterations=8).analyse(view)
            assert bots.make(level, seed=5, iterations=8).analyse(view) == first


@pytest.mark.parametrize("kind", engine.GAMES)
def test_analyse_gives_legal_candidates_best_first_with_reasons_the_game_can_say(kind):
    reasons = part(kind, "bot").REASONS
    seen, choices = set(), set()
    for i, view in enumerate(positions_with_a_choice(kind, 2, 1)):
        choices.add(view["phase"])
        if view["phase"] in seen and i % 25:
            continue
        seen.add(view["phase"])
        for level in bots.LEVELS:
            out = make_bot(level, 1, iterations=4).analyse(view)
            assert out, (level, view["phase"])
            assert {e["action"] for e in out} <= set(view["legal"])
            for e in out:
                assert e["points"] is None or isinstance(e["points"], float)
                if level == "random":  # no opinion: every action, no reason
                    continue
                assert e["reason"] in reasons, e["reason"]
                assert isinstance(e["params"], dict) and pure_data(e["params"])
                reasons[e["reason"]].format(**e["params"])  # the sentence can be said
            if level in bots.SEARCHING:  # best first by the points its search found
                points = [e["points"] for e in out if e["points"] is not None]
                assert points == sorted(points, reverse=True), level
    assert seen == choices


@pytest.mark.parametrize("kind", engine.GAMES)
def test_a_searching_bot_stops_when_its_time_is_up_and_yields_while_it_thinks(kind):
    view = next(v for v in positions_with_a_choice(kind, 2, 3) if v["phase"] == "play")
    for level in bots.SEARCHING:  # a clock that says the time is up after three looks
        bot = bots.make(level, seed=1, budget_ms=10_000)
        calls = {"n": 0}

        def out_of_time(calls=calls):
            calls["n"] += 1
            return calls["n"] > 3

        bot.out_of_time = out_of_time
        think = bot.think(view)
        slices = 0
        while True:
            try:
                next(think)
                slices += 1
            except StopIteration as stop:
                action = stop.value
                break
        assert action in view["legal"] and slices >= 1
        # it stops soon after the time is up: one more look at the clock per action at most
        assert calls["n"] - 3 <= len(view["legal"])
        tiny = bots.make(level, seed=1, budget_ms=1)
        for other in positions_with_a_choice(kind, 5, 11):
            assert tiny.choose(other) in other["legal"]


@pytest.mark.parametrize("kind", engine.GAMES)
def test_bots_and_views_read_no_private_member_of_a_game(kind):
    """The bot, its policy and search, the sampler and the view use a game's public members
    only (self's own aside)."""
    private = re.compile(r"\b(?!self\b)[a-z_]\w*\._[a-z]\w*")
    folder = ROOT / "engine" / entry(kind).package
    names = [
        n for n in ("bot", "policy", "search", "sample", "view") if (folder / f"{n}.py").is_file()
    ]
    assert {"bot", "view"} <= set(names)
    for name in names:
        found = private.findall((folder / f"{name}.py").read_text(encoding="utf-8"))
        assert not found, f"engine/{entry(kind).package}/{name}.py reads {found}"
