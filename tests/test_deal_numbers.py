"""One range for the page's deal numbers (issue 26): the menu's field, a link's ``seed=`` and a
deal code read the same numbers (``ui/data/deal_codes.py`` SEED_DIGITS, inside ``engine.MAX_SEED``),
so that every deal code the top bar shows can be typed back."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from ui.data import deal_codes
from ui.data.records import RecordError

TOP = 10**deal_codes.SEED_DIGITS - 1
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def test_every_deal_number_the_page_takes_is_a_seed_the_engine_takes():
    assert TOP <= engine.MAX_SEED
    engine.new_game("king", seed=TOP)
    engine.new_game("358", seed=-TOP)


@FAST
@given(st.sampled_from(engine.GAMES), st.integers(-TOP, TOP))
def test_a_deal_code_of_any_deal_number_reads_back(kind, seed):
    code = deal_codes.deal_code(kind, seed, {})
    assert deal_codes.parse_deal_code(code) == (kind, seed, {})


@pytest.mark.parametrize(
    "code",
    [
        "K-default-" + "9" * (deal_codes.SEED_DIGITS + 1),  # more digits than a deal number has
        "K-default-١٢٣",  # another script's digits (\\d took them)
        "K-default-²",
        "K-default---5",
        "K-default-5-",
    ],
)
def test_a_deal_code_of_no_deal_number_is_refused(code):
    with pytest.raises(RecordError):
        deal_codes.parse_deal_code(code)
