"""Short sounds made on the spot with Web Audio (no files): a card played, a trick taken, your turn.

Off unless the player turned them on (setting "sound"), never in an embedded table. The audio
context is made on the first sound after the player has touched the page (browsers refuse it
before). A sound that cannot be made is skipped without a word: sound is never worth an error.
"""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy
from pyscript import window

VOLUME = 0.7

_ctx = None
_out = None
_broken = False
_ignore = None  # a JS callback that swallows a refused resume()


def enabled(ctl: Any) -> bool:
    """Whether this table makes sounds now (the live setting, not a copy)."""
    if ctl.mode.embed:
        return False
    settings = getattr(ctl.page, "settings", None)
    try:
        return bool(settings is not None and settings["sound"])
    except (KeyError, TypeError):
        return False


def _context():
    """The page's audio context, made once, after a user gesture; None if there is none."""
    global _ctx, _out, _broken, _ignore
    if _ctx is None:
        activation = getattr(window.navigator, "userActivation", None)
        if activation is not None and not activation.hasBeenActive:
            return None  # made now it would start suspended and warn
        maker = getattr(window, "AudioContext", None) or getattr(window, "webkitAudioContext", None)
        if maker is None:
            _broken = True
            return None
        _ctx = maker.new()
        _out = _ctx.createGain()
        _out.gain.value = VOLUME
        _out.connect(_ctx.destination)
    if _ctx.state == "suspended":
        if _ignore is None:
            _ignore = create_proxy(lambda *_: None)
        _ctx.resume().catch(_ignore)
    return _ctx


def _tone(ctx, at: float, freq: float, length: float, peak: float, kind="sine", to=None):
    """One note: a quick rise to ``peak`` then a fall to silence; ``to``: glide to that pitch."""
    osc = ctx.createOscillator()
    amp = ctx.createGain()
    osc.type = kind
    osc.frequency.setValueAtTime(freq, at)
    if to:
        osc.frequency.exponentialRampToValueAtTime(to, at + length * 0.8)
    amp.gain.setValueAtTime(0.0001, at)
    amp.gain.linearRampToValueAtTime(peak, at + min(0.008, length / 4))
    amp.gain.exponentialRampToValueAtTime(0.0001, at + length)
    osc.connect(amp)
    amp.connect(_out)
    osc.start(at)
    osc.stop(at + length + 0.02)


def card(ctx: Any, at: float) -> None:
    """A card laid on the cloth: a soft snap over a low knock."""
    _tone(ctx, at, 1500, 0.06, 0.16, "triangle", to=380)
    _tone(ctx, at, 190, 0.07, 0.14, "sine", to=90)


def trick(ctx: Any, at: float) -> None:
    """A trick swept in: a quick, soft rising chord."""
    for i, freq in enumerate((523.25, 659.25, 783.99)):
        _tone(ctx, at + i * 0.035, freq, 0.32, 0.06)
    _tone(ctx, at, 320, 0.16, 0.05, "triangle", to=900)


def turn(ctx: Any, at: float) -> None:
    """Your turn: a gentle two-note chime."""
    for i, freq in enumerate((783.99, 1046.5)):
        _tone(ctx, at + i * 0.13, freq, 0.45, 0.08)
        _tone(ctx, at + i * 0.13, freq * 2, 0.25, 0.015)


def react(table: Any, prev: dict | None, now: dict) -> None:
    """The sounds for what changed between two renders (ui/table/motion.py's summaries)."""
    global _broken
    if prev is None or _broken:
        return
    try:
        if not enabled(table.ctl):
            return
        played = bool(set(now["trick"]) - set(prev["trick"]))
        new_hand = now["hand_number"] != prev["hand_number"]
        taken = now["taken"] > prev["taken"] or (new_hand and bool(prev["trick"]))
        mine = now["to_move"] == 0 and prev["to_move"] != 0 and not now["over"]
        if not (played or taken or mine):
            return
        ctx = _context()
        if ctx is None:
            return
        at = ctx.currentTime + 0.01
        if played:
            card(ctx, at)
            at += 0.12
        if taken:
            trick(ctx, at + 0.1)
            at += 0.35
        if mine:
            turn(ctx, at)
    except Exception:  # noqa: BLE001 - no sound is worth an error
        _broken = _ctx is None
