"""Cards that move: a played card flies to the trick, a taken trick is gathered to its winner,
a new hand is dealt from the dealer's seat; and the table's sounds are cued (ui/core/sounds.py).

FLIP with the Web Animations API: ``before(table, view)`` (just before the table re-mounts its
felt and hand) notes where each card is on the screen; ``after(table, view)`` finds each card
where it is now and animates it from where it was. The page is already in its final state, so
a flight never delays a click, and a card passing across the table never takes one (it is
``.in-flight`` meanwhile); only ``translate``, ``scale`` and ``opacity`` animate (the CSS
``transform`` of a card stays its own). Durations follow the table's pace; nothing moves at
speed=instant, with the setting "motion" off (``<html class="no-motion">``) or under
``prefers-reduced-motion: reduce``. Each animation has an ``id`` starting with ``card-`` and
``<html data-flights>`` counts them.
"""

from __future__ import annotations

import time
import traceback
import weakref
from typing import Any

import js
from pyodide.ffi import to_js
from pyscript import document, window

from ui.core import sounds

FLIGHT = 0.45  # a flight takes this share of the pace (seconds per computer action)
LONGEST = 0.5  # seconds, at most
EASE = "cubic-bezier(.2,.75,.3,1)"
GATHER_EASE = "cubic-bezier(.45,0,.7,.4)"
MOVED = 1.5  # pixels: less is no move

# The page side, in one JS object made once: ``read`` (where each card and seat is, one call:
# [key, left, top, width, height, element, "h" | "t" | "s", width, height, turn] with a trick
# card's own size and rotation), ``track`` (the flights under way; a card passing across the
# table is ``.in-flight``: it takes no click, ui/motion.css) and ``handoff`` (a flight whose
# card was redrawn mid-way goes on on the new element, from where it was).
_KIT_JS = """
const live = new Set();
const read = (root, sel) => {
  const out = [];
  for (const e of root.querySelectorAll(sel)) {
    const r = e.getBoundingClientRect();
    const card = e.getAttribute('data-card');
    const where = card === null ? 's' : (e.closest('[data-role=hand]') ? 'h' : 't');
    let turn = 'none';
    if (where === 't') {
      const m = new DOMMatrix(getComputedStyle(e).transform);
      m.e = 0; m.f = 0;
      turn = m.toString();
    }
    out.push([card === null ? e.getAttribute('data-seat') : card, r.left, r.top, r.width,
              r.height, e, where, e.offsetWidth, e.offsetHeight, turn]);
  }
  return out;
};
const track = (a, passing) => {
  live.add(a);
  const el = a.effect && a.effect.target;
  if (el && passing) el.classList.add('in-flight');
  const done = () => {
    live.delete(a);
    if (el && ![...live].some((b) => b.effect && b.effect.target === el)) {
      el.classList.remove('in-flight');
    }
  };
  a.finished.then(done, done);
};
const handoff = (root) => {
  for (const a of [...live]) {
    const old = a.effect && a.effect.target;
    if (!old || old.isConnected) continue;
    const card = old.getAttribute('data-card');
    const sel = `[data-role=trick] [data-card="${card}"], [data-role=hand] [data-card="${card}"]`;
    const el = card && root.querySelector(sel);
    if (el && !el.getAnimations().some((b) => b.id.startsWith('card-'))) {
      const b = el.animate(a.effect.getKeyframes(), a.effect.getTiming());
      b.id = a.id;
      // (an animation whose card left the page may have no time left: it starts afresh)
      if (a.currentTime !== null) b.currentTime = a.currentTime;
      track(b, old.classList.contains('in-flight'));
    }
    live.delete(a);  // now: a second handoff in this task must not hand it off again
    a.cancel();
  }
  return live.size;
};
return {read, track, handoff};
"""
CARDS = "[data-role=trick] [data-card], [data-role=hand] [data-card]"
SEATS = ".seat[data-seat]"


class _State:
    __slots__ = ("prev", "now", "snap")

    def __init__(self) -> None:
        self.prev = None  # what the last render showed (summary)
        self.now = None  # what this render shows
        self.snap = None  # where the cards were before this render: {card: row}


_states: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_kit = None
_layer = None
_count = 0
_live_until = 0.0  # time.monotonic() when the last flight started will have ended


def _page():
    global _kit
    if _kit is None:
        _kit = js.Function.new(_KIT_JS)()
    return _kit


def _read(root, selector: str) -> list:
    return _page().read(root, selector).to_py()


def _js(obj):
    return to_js(obj, dict_converter=js.Object.fromEntries)


def moving(table: Any) -> bool:
    """Whether cards move now: a pace, motion on, and no wish for reduced motion."""
    if table.ctl.pace() <= 0:
        return False
    if document.documentElement.classList.contains("no-motion"):
        return False
    return not window.matchMedia("(prefers-reduced-motion: reduce)").matches


def summary(table: Any, view: dict) -> dict:
    """What a render shows that motion and sounds care about."""
    trick = [tuple(x) for x in view.get("trick") or []]
    winner = None
    linger = table.ctl.linger
    if not trick and linger:
        trick = [tuple(x) for x in linger["cards"]]
        winner = linger.get("winner")
    last = view.get("last_trick") or {}
    return {
        "trick": trick,
        "winner": winner,
        "hand": tuple(view.get("hand") or ()),
        "hand_number": view.get("hand_number"),
        "to_move": view.get("to_move"),
        "taken": sum(view.get("tricks_taken") or ()),
        "over": bool(view.get("is_over")),
        "dealer": view.get("dealer"),
        "last": ([tuple(x) for x in last.get("cards") or []], last.get("winner")),
    }


def _key(s: dict) -> tuple:
    return (tuple(s["trick"]), s["hand"], s["hand_number"])


def before(table: Any, view: dict) -> None:
    """Note where the cards are, if this render will move any."""
    st = _states.get(table)
    if st is None:
        st = _states[table] = _State()
    st.snap = None
    try:
        st.now = summary(table, view)
        if moving(table) and (st.prev is None or _key(st.now) != _key(st.prev)):
            st.snap = {row[0]: row for row in _read(table.root, CARDS)}
    except Exception:  # noqa: BLE001 - motion must never stop the table
        js.console.warn(traceback.format_exc())


def after(table: Any, view: dict) -> None:
    """Move the cards from where they were to where they are; cue the sounds."""
    st = _states.get(table)
    if st is None or st.now is None:
        return
    prev, now, snap = st.prev, st.now, st.snap
    st.prev, st.now, st.snap = now, None, None
    sounds.react(table, prev, now)
    try:
        if snap is None:
            if time.monotonic() < _live_until:  # a card redrawn in flight flies on
                _page().handoff(table.root)
            return
        started = _animate(table, prev, now, snap)
        if started:
            global _count
            _count += started
            document.documentElement.setAttribute("data-flights", str(_count))
    except Exception:  # noqa: BLE001 - motion must never stop the table
        js.console.warn(traceback.format_exc())


def _run(el, frames: list, timing: dict, passing: bool = True) -> Any:
    """Start one animation of ``el``, and keep track of it until it ends. A ``passing`` card
    (on its way across the table, over buttons and other cards) takes no click meanwhile: the
    click goes to what is laid out where it passes. A card of the hand shifting a little to
    close a gap stays under the finger that aims at it."""
    global _live_until
    anim = el.animate(_js(frames), _js(timing))
    _page().track(anim, passing)
    ends = time.monotonic() + (timing["delay"] + timing["duration"]) / 1000
    _live_until = max(_live_until, ends)
    return anim


# --- the moves ------------------------------------------------------------------------------


def _centre(row) -> tuple:
    return row[1] + row[3] / 2, row[2] + row[4] / 2


def _fly(
    el, src, dst, ms: float, delay: float = 0, scale=None, fade=False, name="flight", passing=True
):
    """Animate ``el`` (now at ``dst``) from the point ``src`` (x, y), ``scale`` times its size."""
    sx, sy = src
    dx, dy = _centre(dst)
    first: dict[str, str | float] = {
        "translate": f"{sx - dx:.1f}px {sy - dy:.1f}px",
        "scale": f"{scale or 1:.3f}",
    }
    last: dict[str, str | float] = {"translate": "0px 0px", "scale": "1"}
    frames = [first, last]
    if fade:
        first["opacity"] = 0
        last["opacity"] = 1
        frames.insert(1, {"opacity": 1, "offset": 0.3})
    for f in frames:
        f["zIndex"] = 30  # above the felt and the other cards on the way
    timing = {"duration": ms, "delay": delay, "easing": EASE, "fill": "backwards"}
    _run(el, frames, timing | {"id": "card-" + name}, passing)


def _animate(table, prev, now: dict, snap: dict) -> int:
    pace = table.ctl.pace()
    ms = min(FLIGHT * pace, LONGEST) * 1000
    rows = _read(table.root, CARDS)
    seats = None
    fresh = not now["trick"] and not now["taken"]
    if prev is None:
        deal = fresh and bool(now["hand"])
    else:
        deal = bool(now["hand"]) and (now["hand_number"] != prev["hand_number"] or not prev["hand"])
    played_by = {card: seat for seat, card in now["trick"]}
    started = 0
    dealt = 0
    here = set()
    for row in rows:
        card, el, where = row[0], row[5], row[6]
        here.add(card)
        if where == "h" and deal:
            if seats is None:
                seats = _seats(table)
            src = seats.get(str(now["dealer"])) or _felt_centre(table)
            step = min(60.0, ms * 0.12)
            _fly(el, src, row, ms * 1.1, dealt * step, 0.35, fade=True, name="deal")
            dealt += 1
            started += 1
            continue
        old = snap.get(card)
        if old is not None:
            ox, oy = _centre(old)
            nx, ny = _centre(row)
            ratio = old[3] / row[3] if row[3] else 1
            if abs(ox - nx) > MOVED or abs(oy - ny) > MOVED or abs(ratio - 1) > 0.02:
                far = old[6] != where
                passing = far or where != "h"  # not the hand closing a gap
                _fly(el, (ox, oy), row, ms if far else ms * 0.6, 0, ratio, passing=passing)
                started += 1
        elif where == "t":
            if seats is None:
                seats = _seats(table)
            src = seats.get(str(played_by.get(card))) or _felt_centre(table)
            _fly(el, src, row, ms, 0, 0.55, fade=True, name="flight")
            started += 1
        elif prev is not None:  # a card joins the hand (the talon, an undo)
            _fly(el, _felt_centre(table), row, ms, 0, 0.5, fade=True, name="flight")
            started += 1
    gone = [r for c, r in snap.items() if r[6] == "t" and c not in here and not r[5].isConnected]
    if gone and prev is not None:
        winner = prev["winner"]
        cards, last_winner = now["last"]
        if winner is None and {c for _, c in cards} == {r[0] for r in gone}:
            winner = last_winner
        if winner is not None:
            if seats is None:
                seats = _seats(table)
            dst = seats.get(str(winner))
            if dst is not None:
                started += _gather(gone, dst, ms * 1.15)
    return started


def _seats(table) -> dict:
    return {row[0]: _centre(row) for row in _read(table.root, SEATS) if row[3] > 0}


def _felt_centre(table) -> tuple:
    r = table.el_felt.getBoundingClientRect()
    return r.left + r.width / 2, r.top + r.height / 2


def _gather(gone: list, dst: tuple, ms: float) -> int:
    """The cards of a taken trick (already off the page) slide to the winner's seat and fade."""
    layer = _motion_layer()
    for i, row in enumerate(gone):
        x, y, w, h, el, ow, oh, turn = (
            row[1],
            row[2],
            row[3],
            row[4],
            row[5],
            row[7],
            row[8],
            row[9],
        )
        cx, cy = x + w / 2, y + h / 2
        el.setAttribute("aria-hidden", "true")
        # Through the CSSOM: the page's policy refuses a style attribute, never this.
        el.style.cssText = (
            f"position:fixed;left:{cx - ow / 2:.1f}px;top:{cy - oh / 2:.1f}px;width:{ow}px;"
            f"height:{oh}px;--cw:{ow}px;margin:0;transform:{turn}"
        )
        layer.appendChild(el)
        frames = [
            {"translate": "0px 0px", "scale": "1", "opacity": 1},
            {"opacity": 1, "offset": 0.55},
            {
                "translate": f"{dst[0] - cx:.1f}px {dst[1] - cy:.1f}px",
                "scale": "0.4",
                "opacity": 0,
            },
        ]
        timing = {"duration": ms, "delay": i * 25, "easing": GATHER_EASE, "fill": "both"}
        anim = _run(el, frames, timing | {"id": "card-gather"})
        done = el.remove.bind(el)
        anim.finished.then(done, done)
    return len(gone)


def _motion_layer():
    """Where the cards of a gathered trick fly: over the page, never in the way of a click."""
    global _layer
    if _layer is None or not _layer.isConnected:
        _layer = document.createElement("div")
        _layer.className = "motion-layer"
        _layer.setAttribute("aria-hidden", "true")
        document.body.appendChild(_layer)
    return _layer
