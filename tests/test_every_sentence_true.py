"""Every sentence true (issue 27): a table's prompt names only the actions the player has now.
The beneficiary with an offer of 3 on the table has no decline button, so his prompt must not
say "or decline"; the 8-player who has used his pass or no trump is not told to pass or to
announce no trump. Without a browser, over whole random games under the rule variants that
change the choices, in English (each language has one whole sentence per set of choices)."""

from __future__ import annotations

import random

import pytest

import engine
from tests.test_ui_words import table_for, tables  # noqa: F401  (the fixture)
from ui.words import i18n


def prompts(cls, kind: str, options: dict, seeds: range):
    """(legal actions, prompt) at each of the player's decisions in random games."""
    for seed in seeds:
        game = engine.new_game(kind, seed=seed, options=options)
        table = table_for(cls, kind, game)
        rng = random.Random(seed)
        while not game.is_over:
            if game.to_move == 0:
                view = game.view(0)
                table.ctl.last_view = view
                text = table.prompt(view)
                if text is not None:
                    yield view["phase"], game.legal_actions(), text
            legal = game.legal_actions()
            if kind == "king" and "pass" in legal and rng.random() < 0.8:
                game.apply("pass")  # low auctions too, where declining is allowed
            else:
                game.apply(rng.choice(legal))


KING_RULES = [{}, {"decline_threshold": 0}, {"decline_threshold": -1}, {"no_trump_positive": True}]


@pytest.mark.parametrize("options", KING_RULES, ids=str)
def test_king_prompts_name_only_the_choices_there_are(tables, options):  # noqa: F811
    i18n.set_lang("en")
    seen = set()
    for phase, legal, text in prompts(tables["king"], "king", options, range(6)):
        if phase not in ("auction", "trump"):
            continue
        low = text.lower()
        assert ("decline" in low) == ("decline" in legal), (legal, text)
        assert ("without trump" in low) == ("notrump" in legal), (legal, text)
        if "accept" in legal:
            assert "accept" in low and "refuse" in low, (legal, text)
        seen.add((phase, "decline" in legal, "accept" in legal))
    # the games reached both kinds of decision the issue is about
    assert ("auction", False, True) in seen
    if options.get("decline_threshold", 1) >= 0:
        assert any(d for _, d, _ in seen)


BLATO_RULES = [
    {},
    {"pass_limit": "none"},
    {"contracts": "suits_only"},
    {"draw_card": "free"},
    {"trump_draw": "polish"},
]


@pytest.mark.parametrize("options", BLATO_RULES, ids=str)
def test_358_prompts_name_only_the_choices_there_are(tables, options):  # noqa: F811
    i18n.set_lang("en")
    said = set()
    for phase, legal, text in prompts(tables["358"], "358", options, range(3)):
        low = text.lower()
        if phase == "announce":
            contracts = [a for a in legal if a != "pass"]
            if len(contracts) > 1 or "pass" in legal:
                assert (" pass" in low) == ("pass" in legal), (legal, text)
                if any(a.startswith("trump") for a in contracts) and len(contracts) > 1:
                    assert ("no trump" in low) == ("notrump" in legal), (legal, text)
            said.add(text)
        elif phase == "draw":
            returning = any(a.startswith("return ") for a in legal)
            assert ("give back" in low) == returning, (legal, text)
            if not returning:
                free = any(len(a.split(" ")[-1]) == 2 for a in legal)
                assert ("which suit" in low) != free, (legal, text)
        elif phase == "discard":
            assert "4 more" not in text and "1 more cards" not in text, text
    assert len(said) > 1  # the used announcements changed the sentence during the game


# --- what the summary, the seats and the 3-5-8 panels say ------------------------------------


def markup(el) -> str:
    from ui.core.dom import markup as html

    return html(el)


def king_at_a_sold_hand_end(seed_range=range(40)):
    """A King game just after a positive hand that was sold (its summary's moment)."""
    for seed in seed_range:
        game = engine.new_game("king", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            action = "bid 2" if "bid 2" in legal else rng.choice(legal)
            if "accept" in legal:
                action = "accept"
            before = len(game.score_sheet())
            game.apply(action)
            sheet = game.score_sheet()
            if len(sheet) > before and sheet[-1].get("buyer") is not None:
                if sheet[-1]["buyer"] != 0 and sheet[-1]["dealer"] != 0:
                    return game
    raise AssertionError("no sold hand")


@pytest.mark.parametrize("lang", ["en", "pt-BR", "bg"])
def test_a_sold_hands_summary_shows_the_payment_so_its_numbers_add_up(tables, lang):  # noqa: F811
    from ui.table import summary

    i18n.set_lang(lang)
    game = king_at_a_sold_hand_end()
    entry = game.score_sheet()[-1]
    table = table_for(tables["king"], "king", game)
    table.ctl.demo, table.ctl.persist = False, False
    view = game.view(0)
    html = markup(summary.hand_summary(table, view))
    pay = entry["payment"]
    assert pay > 0
    note = summary.paid_sentence(table, entry)
    assert i18n.number(pay) in note and table.name(entry["buyer"]) in note
    assert table.name(entry["dealer"]) in note
    assert 'data-role="payment"' in html and note in html
    paid = summary.payment(entry)
    assert paid[entry["buyer"]] == -pay and paid[entry["dealer"]] == pay and sum(paid) == 0
    for s in range(4):  # tricks' points + payment = the hand's points, each shown in its row
        assert entry["tricks"][s] * 25 + paid[s] == entry["scores"][s]
        assert f">{entry['tricks'][s]} ({i18n.number(entry['tricks'][s] * 25)})<" in html


def test_a_seat_says_its_points_are_the_running_total(tables):  # noqa: F811
    from ui.table import felt

    for lang, word in (("en", "Total"), ("pt-BR", "Total"), ("bg", "Общо")):
        i18n.set_lang(lang)
        game = engine.new_game("king", seed=3)
        table = table_for(tables["king"], "king", game)
        table.ctl.thinking = None
        html = markup(felt.seat(table, game.view(0), 1, "left"))
        assert f">{word} <" in html and i18n.t("seat_total_long") in html
        assert i18n.t("seat_tricks_long") in html
        assert ">" + i18n.t("points") + " <" not in html  # not "Points", unlabelled as a total


def blato_game_at(phase: str, seed: int = 1, options: dict | None = None):
    """A 3-5-8 game at the player's first decision of ``phase``, and the game."""
    for s in range(seed, seed + 60):
        game = engine.new_game("358", seed=s, options=options)
        rng = random.Random(s)
        while not game.is_over:
            if game.to_move == 0 and game.phase == phase:
                return game
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(phase)


def test_laid_away_shows_only_the_cards_laid_away(tables):  # noqa: F811
    from ui.games.blato import panels

    i18n.set_lang("en")
    game = blato_game_at("discard")
    table = table_for(tables["358"], "358", game)
    html = markup(panels.talon_panel(table, game.view(0)))
    discards = html.split('data-role="discards"')[1]
    assert "card back" not in discards  # nothing laid away yet: no face-down cards
    assert "Nothing laid away yet." in html
    game.apply(game.legal_actions()[0])
    html = markup(panels.talon_panel(table, game.view(0)))
    assert html.split('data-role="discards"')[1].count("card back") == 0
    assert "Laid away (hidden from the others):" in html


@pytest.mark.parametrize("lang", ["en", "pt-BR", "bg"])
def test_the_draws_of_the_next_deal_are_said_in_words(tables, lang):  # noqa: F811
    i18n.set_lang(lang)
    game = engine.new_game("358", seed=1)
    table = table_for(tables["358"], "358", game)
    draws = [{"drawer": 1, "giver": 0, "count": 2}, {"drawer": 0, "giver": 2, "count": 1}]
    text = table.draws_text(draws)
    assert "⇐" not in text
    words = {
        "en": ("Ana draws 2 cards from you", "you draw 1 card from Bruno"),
        "pt-BR": ("Ana puxa 2 cartas de você", "você puxa 1 carta de Bruno"),
        "bg": ("Ана тегли 2 карти от вас", "вие теглите 1 карта от Бруно"),
    }[lang]
    names = [table.name(1), table.name(2)]
    expect = [w.replace("Ana", names[0]).replace("Ана", names[0]) for w in words]
    expect = [w.replace("Bruno", names[1]).replace("Бруно", names[1]) for w in expect]
    assert text == ", ".join(expect)


def test_equal_answers_to_a_puzzle_are_told_one_best_with_one_explanation(tables):  # noqa: F811
    """The first tutorial puzzle's judge found 6♦ and 7♦ equal: J♦ was told "the best move,
    6♦", then 7♦ "Right: 7♦ is the best move". One analysis, one best, one explanation."""
    import sys

    from engine.bots import judge

    sys.modules["pyodide.ffi"].create_once_callable = lambda f: f  # what ui.core.notices takes
    from ui.screens import puzzle

    i18n.set_lang("en")
    view = {"game": "king", "legal": ["play 6D", "play 7D", "play JD"]}
    entries = [
        {"action": "play 6D", "points": -61.0, "reason": "avoid_trick", "params": {}},
        {"action": "play 7D", "points": -61.0, "reason": "avoid_trick", "params": {}},
        {"action": "play JD", "points": -91.4, "reason": "may_win_trick", "params": {}},
    ]

    def label(action):
        return i18n.card_text(action[5:])

    said = {}
    for action in view["legal"]:
        v = puzzle.one_best(judge.verdict(view, entries, action), entries)
        assert v["best"] == "play 6D" and v["reason"] == "avoid_trick"
        said[action] = puzzle.sentence("king", v, label)
    assert said["play 6D"].startswith("Right: 6♦ is the best move")
    assert said["play 7D"].startswith("Right: 7♦ is as good as the best move, 6♦")
    assert said["play JD"].startswith("Not quite: J♦") and "the best move, 6♦" in said["play JD"]
    whys = {text.rsplit(": ", 1)[1] for text in said.values()}
    assert len(whys) == 1, said  # the same explanation, from the same analysis


def test_the_lessons_coach_speaks_of_declining_only_when_it_is_allowed():
    from ui.words import lesson as words

    i18n.set_lang("en")
    seen = set()
    for seed in range(6):
        game = engine.new_game("king", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            view = game.view(0)
            if view["phase"] == "auction" and view["to_move"] is not None:
                lines = " ".join(words.coach("king", view, lambda s: f"P{s}")["lines"])
                ben = view["to_move"] == view["beneficiary"]
                if ben:
                    deciding = view["to_move"] != 0 or "accept" in view["legal"]
                    can = "decline" in game.legal_actions()
                    if deciding:
                        assert ("or decline" in lines or "or, when" in lines) == can, lines
                        seen.add(can)
            legal = game.legal_actions()
            bids = [a for a in legal if a.startswith("bid ")]
            if bids and rng.random() < 0.5:
                game.apply(bids[0])  # the lowest offer: a low auction, where declining is allowed
            else:
                game.apply("pass" if "pass" in legal and rng.random() < 0.6 else rng.choice(legal))
    assert seen == {True, False}
