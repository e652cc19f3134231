"""The table any trick game is played at: the controller that owns the game and the bots, the
table that draws its views (top bar, felt, hand, sheet, drawer, log, end-of-hand summary), its
pace and motion, the advisor and the player's table settings. A game adds its hooks in
ui/games/<name>/."""
