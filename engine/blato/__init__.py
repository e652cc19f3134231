"""Bulgarian 3-5-8, Блато (rules.md section 2): rules and presets, the game, its view, its bots.

``rules`` options, presets and refusal codes; ``game`` ``BlatoGame``; ``draw`` card drawing;
``view`` what a seat sees and why an action is refused; ``fast`` the fast-play surface for
search; ``policy`` the rule layer of the bots; ``sample`` deals consistent with a view;
``search`` determinized search; ``bot`` every decision at every level, and hints.
"""
