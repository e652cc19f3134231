"""King's lessons (ui/words/lessons.py): name -> (seed, hand, title key, next lesson)."""

LESSONS = {
    # Vazas, the first hand of every match: you deal and lead, follow, throw away high cards.
    "king": (21, 1, "g_lesson_king", "king-auction"),
    # The first positive hand: you offer for the right to name trump, buy it, name diamonds.
    "king-auction": (26, 7, "g_lesson_king_auction"),
}
