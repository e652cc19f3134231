"""King properties over random legal play under random options (hypothesis)."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.cards import NAMES
from engine.errors import IllegalAction, english
from engine.king.game import CODES, KingGame
from engine.king.rules import CONTRACTS, KingOptions

OPTIONS = st.fixed_dictionaries({o.key: st.sampled_from(o.values) for o in KingOptions.SPEC})
SEEDS = st.integers(0, 2**32)
FAST = settings(max_examples=25, deadline=None, database=None)


def play(game, rng, steps=10**6):
    for _ in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


@FAST
@given(SEEDS, OPTIONS)
def test_1_8_3_hand_totals_and_zero_sum_match(seed, options):
    g = play(KingGame(seed, options), random.Random(seed))
    sheet = g.score_sheet()
    assert len(sheet) == g.hands_total == (7 if options["quick_match"] else 10)
    for e in sheet:
        assert sum(e["scores"]) == CONTRACTS[e["contract"]].total
        assert [a + b for a, b in zip(e["negative"], e["positive"], strict=True)] == e["scores"]
    assert [e["contract"] for e in sheet[-4:]] == ["positiva"] * 4
    totals = sorted(CONTRACTS[e["contract"]].total for e in sheet[:-4])
    assert totals == (
        [-440, -440, -420] if options["quick_match"] else [-260, -260, -240, -200, -180, -160]
    )
    assert sum(g.scores) == 0
    assert g.scores == [sum(e["scores"][i] for e in sheet) for i in range(4)]
    assert g.winners() and all(g.scores[w] == max(g.scores) for w in g.winners())


def others_reshuffled(g, seat, rng):
    pool = []
    for s in range(4):
        if s != seat:
            pool += [c for c in range(52) if g.hands[s] >> c & 1]
    for i in range(len(pool) - 1, 0, -1):
        j = rng.randrange(i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    hands = list(g.hands)
    for s in range(4):
        if s != seat:
            n = bin(g.hands[s]).count("1")
            hands[s] = sum(1 << c for c in pool[:n])
            pool = pool[n:]
    return hands


@FAST
@given(SEEDS, OPTIONS, st.integers(0, 600))
def test_views_never_show_other_seats_cards(seed, options, steps):
    rng = random.Random(seed)
    g = play(KingGame(seed, options), rng, steps)
    for seat in range(4):
        v = g.view(seat)
        json.dumps(v)
        assert v["legal"] == (g.legal_actions() if g.to_move == seat else [])
        assert v["known"] == {}
        # the view is the same whatever the other seats hold
        assert g.with_hands(others_reshuffled(g, seat, rng)).view(seat) == v
        current = {k: v[k] for k in v if k not in ("last_hand", "last_trick")}
        text = json.dumps(current)
        for s in range(4):
            if s != seat:
                for c in range(52):
                    if g.hands[s] >> c & 1:
                        assert f'"{NAMES[c]}"' not in text and f"play {NAMES[c]}" not in text


def near_misses(g, rng):
    words = [
        "play KH",
        "play 2C",
        "bid 0",
        "bid 14",
        "bid 1",
        "bid 7",
        "pass",
        "accept",
        "refuse",
        "decline",
        "trump S",
        "trump N",
        "notrump",
        "contract copas",
        "contract x",
        "dealer 2",
        "dealer 9",
        "",
        " ",
        "play  KH",
        "play KH ",
        "Pass",
        "bid -1",
        "bid 1.0",
        "trump",
        "play 10H",
        "bid ١",
    ]
    words += ["play " + NAMES[rng.randrange(52)] for _ in range(6)]
    return [w for w in words if w not in g.legal_actions()]


@FAST
@given(SEEDS, OPTIONS, st.integers(0, 600), st.text(max_size=12))
def test_illegal_or_malformed_actions_raise_and_change_nothing(seed, options, steps, junk):
    rng = random.Random(seed)
    g = play(KingGame(seed, options), rng, steps)
    before = g.to_json(), [g.view(s) for s in range(4)], g.legal_actions()
    for bad in near_misses(g, rng) + ([junk] if junk not in g.legal_actions() else []):
        try:
            g.apply(bad)
        except IllegalAction as err:
            assert err.code in CODES
            if err.code not in ("game_over",):
                words = {key: english(key, value) for key, value in err.params.items()}
                assert str(err) == CODES[err.code].format(**words)
        else:
            raise AssertionError(f"{bad!r} was accepted")
        assert (g.to_json(), [g.view(s) for s in range(4)], g.legal_actions()) == before


@FAST
@given(SEEDS, OPTIONS, st.integers(0, 600))
def test_save_and_load_mid_match_continue_identically(seed, options, steps):
    g = play(KingGame(seed, options), random.Random(seed), steps)
    h = engine.load_game(g.to_json())
    assert h.view(0) == g.view(0)
    play(g, random.Random(1))
    play(h, random.Random(1))
    assert h.to_json() == g.to_json() and h.score_sheet() == g.score_sheet()
    assert len(g.to_json()) <= 8 * 1024


@FAST
@given(SEEDS, OPTIONS, st.integers(0, 600))
def test_determinism_by_seed_and_copy_independence(seed, options, steps):
    a = play(KingGame(seed, options), random.Random(seed), steps)
    b = play(KingGame(seed, options), random.Random(seed), steps)
    assert [a.view(s) for s in range(4)] == [b.view(s) for s in range(4)]
    c = a.copy()
    before = a.to_json(), a.view(0)
    play(c, random.Random(2))
    assert (a.to_json(), a.view(0)) == before
    play(a, random.Random(2))
    assert a.to_json() == c.to_json() and a.scores == c.scores
