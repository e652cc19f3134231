"""The trick rules both games share (docs/rules.md 1.5 and 2.7): the winner, following
suit, trumping."""

from engine.cards import CARD, mask
from engine.tricks import MUST_OVERTRUMP, MUST_TRUMP, follow, trump_duty, winning_index

C, D, H, S = range(4)


def cards(*names):
    return [CARD[n] for n in names]


def test_trick_winner_is_the_highest_of_the_suit_led_without_trump():
    assert winning_index(cards("5H", "KH", "AS", "2H"), None) == 1


def test_trick_winner_is_the_highest_trump():
    assert winning_index(cards("5H", "KH", "2S", "9S"), S) == 3
    assert winning_index(cards("5H", "KH", "2S"), S) == 2
    assert winning_index(cards("AH", "KH", "2C"), S) == 0


def test_follow_suit_is_the_cards_of_the_suit_led():
    hand = mask(["2H", "9H", "AS"])
    assert follow(hand, cards("5H")) == mask(["2H", "9H"])
    assert follow(hand, cards("5C")) == 0


def test_must_trump_when_void_and_holding_trumps():
    hand = mask(["2S", "TS", "4D"])
    assert trump_duty(hand, cards("5H"), S, overtrump=False) == (mask(["2S", "TS"]), MUST_TRUMP)


def test_must_overtrump_above_the_highest_trump_in_the_trick():
    hand = mask(["2S", "TS", "4D"])
    trick = cards("5H", "9S")
    assert trump_duty(hand, trick, S, overtrump=True) == (mask(["TS"]), MUST_OVERTRUMP)


def test_overtrump_duty_falls_back_to_any_trump_when_none_is_higher():
    hand = mask(["2S", "4D"])
    assert trump_duty(hand, cards("5H", "9S"), S, overtrump=True) == (mask(["2S"]), MUST_TRUMP)


def test_no_duty_without_trumps_in_hand():
    hand = mask(["4D", "7C"])
    assert trump_duty(hand, cards("5H"), S, overtrump=True) == (hand, None)
