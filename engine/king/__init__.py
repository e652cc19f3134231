"""Brazilian King (docs/rules.md section 1): its rules, the game, what is legal, the view
and the bots.

* ``rules``: the options (KV-1..KV-18), presets, contracts as data and the refusal codes with
  the English sentences players read.
* ``auction``: the trump auction (leilão) of the positive hands, as a state machine.
* ``legality``: every rule of what is legal now, with the reason code that refuses the rest;
  the game, its refusals and the bots all ask it.
* ``game``: ``KingGame``, the state of a match and how each action changes it.
* ``fast``: the fast-play surface bots search with (play by card int, cheap copies, other
  hidden hands, a game from a chosen position).
* ``view``: ``view(game, seat)``, all that one seat knows.
* ``policy``: the bots' rule layer: what a seat knows, card play per contract, bidding.
* ``search``: the hard level's determinized search over deals sampled from a view.
* ``bot``: every decision at every level (``think``) and the hints (``analyse``).
"""
