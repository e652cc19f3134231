"""Bulgarian 3-5-8, Блато (docs/rules.md section 2): its rules, the game, its view and its bots.

``rules`` the options (2.10), presets and refusal codes with their English sentences;
``legality`` one check per decision, from which come the legal actions and every refusal;
``game`` ``BlatoGame``: the deal's steps, carrying out actions, scoring; ``draw`` the card
drawing plan and draws; ``view`` what one seat knows; ``fast`` the fast-play surface (card play
on masks, shared with the search's play-outs; copies; what a seat knows); ``policy`` the rule
layer of the bots; ``sample`` what a view tells and deals consistent with it; ``search``
determinized search on ``fast.PlayOut``; ``bot`` every decision at every level, and hints.
"""
