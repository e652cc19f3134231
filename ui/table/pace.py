"""The waits of a table outside the bots' thinking: the end-of-hand pause and auto-play.

At a paced speed, the end of a hand stops the controller's loop: the table shows the summary
(ui/table/summary.py) with a focused ``data-cmd="continue"``, nobody moves and no action is open
until the player goes on (``Controller.go_on``); a demonstration shows it for a reading pause
and goes on by itself. With the setting "autoplay" (read live from the page's settings), the
player's only legal card plays itself after a short look, and the narration says so.
"""

from __future__ import annotations

import asyncio

from ui import games
from ui.core.dom import q
from ui.words import i18n
from ui.words.i18n import t

READING = 3.0  # a demonstration shows the end-of-hand summary this many paces
AUTOPLAY = 0.6  # a single legal card plays itself after this many paces
LINGER = 0.9  # and this many more when a trick was just taken


def show_pause(ctl) -> None:
    """A hand is over: its summary waits for the player (data-cmd=continue, focused)."""
    ctl.thinking = None
    key = games.word(ctl.kind, "paused")
    ctl.pending.append(i18n.device(key, n=ctl.game.score_sheet()[-1]["hand_number"]))
    ctl.render()
    button = q(ctl.table.root, '[data-cmd="continue"]')
    if button is not None:
        button.focus()
    ctl.page.ready()


async def demo_pause(ctl, epoch: int) -> bool:
    """A demonstration shows the summary a while, then goes on; False if stopped meanwhile."""
    ctl.thinking = None
    ctl.pending.append(t("s_next_soon"))
    ctl.render()
    await asyncio.sleep(ctl.pace() * READING)
    if epoch != ctl.epoch:
        return False
    ctl.paused = False
    ctl.linger = None
    ctl.render()
    return True


def autoplay_action(ctl) -> str | None:
    """The human's only legal action when it is a card and auto-play is on, else None."""
    g = ctl.game
    if ctl.readonly or ctl.demo or ctl.paused or g.is_over or g.to_move != 0:
        return None
    try:
        on = bool(ctl.page.settings["autoplay"])
    except Exception:  # noqa: BLE001 - a page without the setting: off
        on = False
    if not on:
        return None
    legal = g.legal_actions()
    return legal[0] if len(legal) == 1 and legal[0].startswith("play ") else None


async def autoplay(ctl, epoch: int, action: str, instant: bool) -> None:
    """Play the human's only legal card by itself, after a short look at the table."""
    ctl.thinking = None
    if not instant:
        ctl.render()
        ctl.page.ready()
        wait = ctl.pace() * AUTOPLAY
        if ctl.linger is not None:
            wait += ctl.pace() * LINGER  # let the finished trick be seen
        await asyncio.sleep(wait)
    if epoch != ctl.epoch or autoplay_action(ctl) != action:
        return
    ctl.pending.append(t("n_autoplay"))
    ctl.table.log_events([t("n_autoplay")])
    ctl._apply(action, 0)
    if not instant:
        ctl.render()
