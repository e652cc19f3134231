"""docs/engine.md "The view": a seat is an int in range, in both games; anything else is a
ValueError, never another seat's view."""

import pytest

import engine


@pytest.mark.parametrize("kind", engine.GAMES)
@pytest.mark.parametrize("seat", [True, False, 1.0, -1, 4, "0", None])
def test_a_view_is_asked_for_a_seat_number(kind, seat):
    game = engine.new_game(kind, seed=1)
    with pytest.raises(ValueError):
        game.view(seat)
