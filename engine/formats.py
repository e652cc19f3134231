"""How a game is written down: the save format, the engine's version, the rules' edition, the
largest save and the range of seeds. Shared by ``engine.game`` (saves) and ``engine.codec``
(position and record texts), neither of which imports the other for them.
"""

from __future__ import annotations

from .errors import excerpt

SAVE_FORMAT = 1
ENGINE_VERSION = "1.0"
# The edition of the rules' reading a game follows. A save without "rules" was written before
# edition 2 and goes on under edition 1 exactly as it did (saves are never broken):
#   2 (2026-12-01, the variant audit): with the auction off (KV-11) the beneficiary always
#     names trump, with no decline; unlimited passes (BV-9) stop at 90 dealings per game
#     (engine.blato.game.SAFETY_DEALS; edition 1 at EDITION_1_DEALS, which no save reached).
RULES_EDITION = 2
MAX_SAVE_BYTES = 128 * 1024  # a 3-5-8 game of 90 dealings (engine.blato.game) is below it
# The seeds of a game: -MAX_SEED..MAX_SEED, the range a position or record can write (24 digits
# in base 62 and a sign, engine.codec), so that every game new_game makes can be shared.
# new_game and Game() refuse any other seed (ValueError). A save may hold a larger one: an
# earlier version's page took any deal number typed (up to some 4,300 digits). Such a save
# loads and goes on (saves are never broken), but its position() and record() raise
# SaveError("seed"): it cannot be shared as a text.
MAX_SEED = 62**24 - 1


def check_seed(seed: object, bounded: bool = True) -> None:
    """Refuse, with ``ValueError``, a seed that is not an int (of -MAX_SEED..MAX_SEED when
    ``bounded``: a save's seed is not, see MAX_SEED)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an int, not {seed!r:.40}")
    if bounded and not -MAX_SEED <= seed <= MAX_SEED:
        raise ValueError(
            f"seed {seed_words(seed)} is out of range: a seed is an int from -MAX_SEED to "
            f"MAX_SEED (62**24 - 1, {MAX_SEED})"
        )


def seed_words(seed: int) -> str:
    """A seed as a bounded excerpt (an int of over 4,300 digits has no str() at all)."""
    if abs(seed).bit_length() > 4000:
        return f"of {abs(seed).bit_length()} bits"
    return excerpt(str(seed))
