"""Brazilian King (rules.md section 1): rules and presets, the game, its view and its bots.

``rules`` options, presets, contracts and refusal codes; ``auction`` the trump auction;
``game`` ``KingGame``; ``view`` what a seat sees and why an action is refused; ``fast`` the
fast-play surface for search; ``policy`` the rule layer of the bots; ``search`` determinized
search; ``bot`` every decision at every level, and hints.
"""
