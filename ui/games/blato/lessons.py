"""3-5-8's lessons (ui/words/lessons.py): name -> (seed, hand, title key, next lesson)."""

LESSONS = {
    # Deal 1 with you as the 8-player: a long club suit, the talon empties diamonds.
    "358": (5, 1, "g_lesson_358"),
}
