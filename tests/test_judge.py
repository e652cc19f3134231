"""The puzzle's judge (engine/bots/judge.py): one answer at one position is judged the same on
every run and every machine, right when it is the best or within the margin, wrong otherwise."""

import time

import pytest

import engine
from engine.bots import judge


def position(kind: str, seed: int, phase: str = "play", trick_cards: int = 1, skip: int = 3):
    """A game played by medium bots until ``phase`` with ``trick_cards`` cards on the table,
    after ``skip`` such moments, where the player to move has a choice."""
    game = engine.new_game(kind, seed=seed)
    bots = [engine.bots.make("medium", seed=s) for s in range(4)]
    seen = 0
    while not game.is_over:
        view = game.view(game.to_move)
        if view["phase"] == phase and len(view["trick"]) == trick_cards and len(view["legal"]) > 1:
            if seen >= skip:
                return game
            seen += 1
        game.apply(bots[game.to_move].choose(view))
    raise AssertionError("no such position")


def to_move_view(game):
    return game.view(game.to_move)


@pytest.mark.parametrize("kind", ["king", "358"])
def test_the_same_answer_is_judged_the_same_on_every_run(kind):
    view = to_move_view(position(kind, 5))
    first = judge.analyse(view)
    again = judge.analyse(view)
    assert first == again
    for action in view["legal"]:
        assert judge.verdict(view, first, action) == judge.judge(view, action)


def test_the_judgement_never_depends_on_the_machines_speed(monkeypatch):
    """A fixed number of worlds, never a time budget: a clock that races changes nothing."""
    view = to_move_view(position("king", 7))
    calm = judge.analyse(view)
    ticks = [0.0]

    def racing() -> float:
        ticks[0] += 10.0
        return ticks[0]

    monkeypatch.setattr(time, "perf_counter", racing)
    assert judge.analyse(view) == calm
    assert judge.bot().iterations == judge.ITERATIONS


@pytest.mark.parametrize("kind", ["king", "358"])
def test_the_best_card_is_right_and_a_costly_one_wrong(kind):
    for seed in range(1, 30):
        view = to_move_view(position(kind, seed, skip=2))
        entries = judge.analyse(view)
        scored = [e for e in entries if e["points"] is not None]
        top = max(scored, key=lambda e: e["points"])
        worst = min(scored, key=lambda e: e["points"])
        if top["points"] - worst["points"] > 3 * judge.MARGIN[kind]:
            break
    else:
        pytest.fail("no position with a costly card among 30 deals")
    right = judge.verdict(view, entries, top["action"])
    assert right["correct"] and right["best"] == top["action"] and right["loss"] == 0
    assert right["runner_up"] is not None and right["stake"] > judge.MARGIN[kind]
    wrong = judge.verdict(view, entries, worst["action"])
    assert not wrong["correct"]
    assert wrong["best"] == top["action"]
    assert wrong["loss"] == pytest.approx(top["points"] - worst["points"], abs=0.01)


def entries(*pairs):
    return [{"action": a, "points": p, "reason": "r_" + a, "params": {}} for a, p in pairs]


def test_an_answer_within_the_margin_of_the_best_is_right():
    view = {"game": "king", "phase": "play", "hand": []}
    es = entries(("play 7C", -20.0), ("play 8C", -24.0), ("play QH", -60.0))
    close = judge.verdict(view, es, "play 8C")
    assert close["correct"] and close["best"] == "play 7C" and close["loss"] == 4.0
    assert close["reason"] == "r_play 7C"
    assert close["runner_up"] == "play QH" and close["stake"] == 36.0
    far = judge.verdict(view, es, "play QH")
    assert not far["correct"] and far["loss"] == 40.0 and far["stake"] is None


def test_a_card_as_good_as_the_bots_first_is_the_best_itself():
    view = {"game": "king", "phase": "play", "hand": []}
    es = entries(("play TD", -22.9), ("play JD", -22.9), ("play QC", -40.0))
    same = judge.verdict(view, es, "play JD")
    assert same["correct"] and same["best"] == "play JD" and same["reason"] == "r_play JD"


def test_where_every_answer_is_right_nothing_is_at_stake():
    view = {"game": "358", "phase": "play", "hand": []}
    es = entries(("play 2H", 0.15), ("play 4H", 0.1))
    v = judge.verdict(view, es, "play 4H")
    assert v["correct"] and v["runner_up"] is None and v["stake"] is None


def test_without_estimates_the_bots_choice_is_right():
    view = {"game": "358", "phase": "draw", "hand": ["AS"] * 10}
    es = entries(("draw 2 H", None), ("draw 2 D", None))
    assert judge.verdict(view, es, "draw 2 H")["correct"]
    wrong = judge.verdict(view, es, "draw 2 D")
    assert not wrong["correct"] and wrong["best"] == "draw 2 H" and not wrong["scored"]


def test_any_card_the_bot_would_lay_away_is_a_right_discard():
    hand = [f"{r}C" for r in "23456789TJQKA"] + [f"{r}D" for r in "234567"]  # 19: 3 to go
    view = {"game": "358", "phase": "discard", "hand": hand}
    es = entries(*[(f"discard {c}", None) for c in ("2C", "3C", "4C", "AC", "KC")])
    right = [judge.verdict(view, es, e["action"])["correct"] for e in es]
    assert right == [True, True, True, False, False]


def test_an_answer_that_is_not_a_legal_action_is_refused():
    view = {"game": "king", "phase": "play", "hand": []}
    with pytest.raises(ValueError, match="not a legal action"):
        judge.verdict(view, entries(("play 7C", -20.0)), "play 2S")


def test_a_seat_argument_turns_with_the_seats_and_back():
    assert judge.turn_action("draw 2 H", 1, 3) == "draw 0 H"
    assert judge.turn_action("draw 0 H", -1, 3) == "draw 2 H"
    assert judge.turn_action("dealer 3", 2, 4) == "dealer 1"
    assert judge.turn_action("play 7C", 2, 4) == "play 7C"


def test_a_puzzle_is_judged_the_same_whatever_seat_number_the_reader_has():
    """The same position written with the seats renumbered: the same judgement, so a puzzle
    does not depend on which seat of the text is to move."""
    game = position("358", 4, phase="draw", trick_cards=0, skip=0)
    text = game.position()
    seat = game.to_move
    shifted = engine.codec.turned(text, (seat + 1) % 3)  # the reader is seat 2 there
    assert engine.from_position(shifted).to_move == 2
    for action in game.legal_actions():
        here = judge.judge_position(text, action)
        there = judge.judge_position(shifted, judge.turn_action(action, -(seat + 1), 3))
        assert there["correct"] == here["correct"]
        assert judge.turn_action(there["best"], seat + 1, 3) == here["best"]
    view, reader_seat = judge.reader(text)
    assert reader_seat == seat and view["seat"] == 0 and view["to_move"] == 0
