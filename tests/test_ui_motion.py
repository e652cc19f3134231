"""Motion, card faces and sounds (issue 14): cards fly at a pace, never under reduced motion, at
speed=instant or with motion switched off; court cards have figures, two backs differ, a card's
name holds what it shows; sounds are made (Web Audio, stubbed here) only when switched on.

Animations are counted by wrapping ``Element.prototype.animate`` before the page's scripts run,
so nothing here depends on how long a flight lasts.
"""

from __future__ import annotations

import json

import pytest

TURN = "document.documentElement.dataset.toMove === '0'"
KING = "?game=king&seed=3&level=random&lang=en"

# Every Element.animate call: [id, data-card of the target, 't' in the trick / 'h' in the hand].
COUNT_ANIMATE = """
window.__anims = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const where = this.closest('[data-role=trick]') ? 't'
    : this.closest('[data-role=hand]') ? 'h' : '';
  window.__anims.push([(options && options.id) || '', this.getAttribute('data-card'), where]);
  return animate.call(this, frames, options);
};
"""

# A silent AudioContext that counts what is made and started.
FAKE_AUDIO = """
window.__audio = {made: 0, started: 0};
class FakeParam { setValueAtTime() {} linearRampToValueAtTime() {}
  exponentialRampToValueAtTime() {} }
class FakeNode {
  constructor() { this.gain = new FakeParam(); this.frequency = new FakeParam(); }
  connect() {} start() { window.__audio.started += 1; } stop() {}
}
window.AudioContext = class {
  constructor() { window.__audio.made += 1; this.state = 'running'; this.currentTime = 0;
    this.destination = {}; }
  createOscillator() { return new FakeNode(); }
  createGain() { return new FakeNode(); }
  resume() { return Promise.resolve(); }
};
"""


def with_settings(page, **values):
    """Stored settings before the page's scripts run (once per tab)."""
    page.add_init_script(
        "if (!sessionStorage.getItem('set')) { sessionStorage.setItem('set', '1');"
        f" localStorage.setItem('cardgames.settings', {json.dumps(json.dumps(values))}); }}"
    )


def play(page, moves: int) -> list:
    """Play the first legal card ``moves`` times, each at the player's turn; the cards played."""
    played = []
    for _ in range(moves):
        page.wait_for_function(TURN, timeout=60_000)
        card = page.locator(".hand [data-action]").first
        played.append(card.get_attribute("data-card"))
        card.click()
    page.wait_for_function(TURN, timeout=60_000)
    return played


def anims(page) -> list:
    return page.evaluate("window.__anims")


def card_anims(page) -> list:
    return [a for a in anims(page) if a[0].startswith("card-") or a[1]]


def test_cards_fly_at_a_pace_and_a_taken_trick_goes_to_its_winner(page):
    page.add_init_script(COUNT_ANIMATE)
    page.goto_app(KING + "&speed=fast")
    page.wait_for_function(TURN, timeout=60_000)
    seen = anims(page)
    # the first hand was dealt: every card of the hand flew in
    assert len([a for a in seen if a[0] == "card-deal" and a[2] == "h"]) == 13
    # the computer players' cards flew to the trick (from their seats)
    assert any(a[0] == "card-flight" and a[2] == "t" for a in seen)
    before = len(seen)
    card = page.locator(".hand [data-action]").first
    played = card.get_attribute("data-card")
    card.click()
    after = anims(page)[before:]  # started while the click was handled
    assert ["card-flight", played, "t"] in after, after
    # the rest of the hand closes the gap
    assert any(a[0] == "card-flight" and a[2] == "h" for a in after)
    assert int(page.get_attribute("html", "data-flights")) >= len(after)
    # within a few tricks, a trick taken is gathered to its winner (clones off the page's flow)
    for _ in range(6):
        if any(a[0] == "card-gather" for a in anims(page)):
            break
        play(page, 1)
    assert any(a[0] == "card-gather" for a in anims(page))
    # the gathered clones never take a click: they are in a layer with no pointer events
    layer = page.locator(".motion-layer")
    if layer.count():
        assert layer.evaluate("el => getComputedStyle(el).pointerEvents") == "none"
        assert layer.get_attribute("aria-hidden") == "true"


def test_animations_are_running_right_after_a_click_at_normal_speed(page):
    page.goto_app(KING + "&speed=normal")
    page.wait_for_function(TURN, timeout=60_000)
    running = page.evaluate(
        """() => { document.querySelector('.hand [data-action]').click();
        return document.getAnimations().filter((a) => a.id.startsWith('card-')).length; }"""
    )
    assert running > 0


def test_a_card_passing_across_the_table_takes_no_click(page):
    # A click at a place a flying card passes over goes to what is laid out there (the replay's
    # Next button under a card flying to the trick lost its click); a card of the hand shifting
    # to close the gap still takes its own.
    page.goto_app(KING + "&speed=normal")
    page.wait_for_function(TURN, timeout=60_000)
    seen = page.evaluate(
        """() => {
      const card = document.querySelector('.hand [data-action]');
      const played = card.dataset.card;
      card.click();
      const out = {};
      for (const a of document.getAnimations()) {
        if (!a.id.startsWith('card-')) continue;
        a.pause();
        a.currentTime = a.effect.getComputedTiming().duration / 2;
      }
      const flying = document.querySelector(`[data-role=trick] [data-card="${played}"]`);
      const r = flying.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      out.flying = [flying.classList.contains('in-flight'), getComputedStyle(flying).pointerEvents,
                    hit !== null && flying.contains(hit)];
      out.shifted = [...document.querySelectorAll('.hand [data-card]')]
        .filter((e) => e.getAnimations().length)
        .map((e) => [e.classList.contains('in-flight'), getComputedStyle(e).pointerEvents]);
      for (const a of document.getAnimations()) if (a.id.startsWith('card-')) a.finish();
      return out;
    }"""
    )
    assert seen["flying"] == [True, "none", False]
    assert seen["shifted"], "no card of the hand closed the gap"
    assert all(s == [False, "auto"] for s in seen["shifted"]), seen["shifted"]
    # once landed, a card takes clicks again
    page.wait_for_function("!document.querySelector('.in-flight')", timeout=10_000)


@pytest.mark.parametrize(
    "how", ["reduced-motion", "instant", "motion-off"], ids=["reduced", "instant", "off"]
)
def test_nothing_moves_under_reduced_motion_at_instant_or_with_motion_off(page, how):
    page.add_init_script(COUNT_ANIMATE)
    speed = "instant" if how == "instant" else "fast"
    if how == "reduced-motion":
        page.emulate_media(reduced_motion="reduce")
    if how == "motion-off":
        with_settings(page, motion=False)
    page.goto_app(KING + f"&speed={speed}")
    if how == "motion-off":
        assert "no-motion" in page.get_attribute("html", "class")
    play(page, 3)
    assert card_anims(page) == []
    assert page.get_attribute("html", "data-flights") is None


def test_court_cards_have_figures_numbers_their_pips_and_names_hold_what_they_show(page):
    page.goto_app(KING + "&speed=instant")
    page.wait_for_function(TURN, timeout=60_000)
    drawn = page.evaluate(
        """() => {
        const art = (id) => document.getElementById(id);
        const out = {};
        for (const r of ['J', 'Q', 'K']) {
          for (const s of ['S', 'H', 'D', 'C']) {
            out[r + s] = art('a' + r + s).querySelectorAll(`use[href="#f${r}"]`).length;
          }
          out['fig' + r] = art('f' + r).innerHTML;
          out['shapes' + r] = art('f' + r).querySelectorAll('path, circle, ellipse').length;
        }
        for (const r of '2345678') out[r + 'H'] = art('a' + r + 'H').querySelectorAll(
          'use[href="#sH"]').length;
        out.TH = art('aTH').querySelectorAll('use[href="#sH"]').length;
        out.AS = art('aAS').querySelectorAll('use[href="#sS"]').length;
        return out;
      }"""
    )
    for rank in "JQK":
        assert drawn["shapes" + rank] >= 8  # a figure, not a letter
        for suit in "SHDC":
            assert drawn[rank + suit] == 2  # double-headed, in its frame
    assert len({drawn["figJ"], drawn["figQ"], drawn["figK"]}) == 3
    for n in range(2, 9):
        assert drawn[f"{n}H"] == n
    assert drawn["TH"] == 10 and drawn["AS"] == 1
    # a hand card points at its drawing; its only text is its name, which holds the index
    hand = page.locator(".hand [data-card]")
    for i in range(hand.count()):
        card = hand.nth(i)
        code = card.get_attribute("data-card")
        art = card.locator("svg.art use").get_attribute("href")
        assert art == f"#a{code}"
        if code[0] in "JQK":
            assert card.locator("svg.art.court").count() == 1
        shown = ("10" if code[0] == "T" else code[0]) + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[
            code[1]
        ]
        assert card.get_attribute("aria-label").startswith(shown + " — ")
        assert card.evaluate("el => el.textContent.trim()") == ""
        assert card.locator(".corner.tl").get_attribute("data-r") == shown[:-1]


def test_two_backs_four_colours_and_large_cards(page):
    with_settings(page, back="blue", four_colour=True, large=True)
    page.goto_app(KING + "&speed=instant")
    page.wait_for_function(TURN, timeout=60_000)
    html = page.get_attribute("html", "class")
    assert "back-blue" in html and "four-colour" in html and "large-cards" in html
    looks = page.evaluate(
        """() => {
        const back = document.createElement('div');
        back.className = 'card back';
        document.body.appendChild(back);
        const cl = document.documentElement.classList;
        const look = () => { const s = getComputedStyle(back);
          return s.backgroundColor + ' ' + s.backgroundImage; };
        const blue = look();
        cl.remove('back-blue'); cl.add('back-red');
        const red = look();
        const card = (s) => document.querySelector(`.hand [data-card$="${s}"]`);
        const colour = (s) => card(s) && getComputedStyle(card(s)).color;
        const four = {D: colour('D'), H: colour('H'), C: colour('C'), S: colour('S')};
        cl.remove('four-colour');
        const two = {D: colour('D'), H: colour('H'), C: colour('C'), S: colour('S')};
        const large = card('S').getBoundingClientRect().width;
        cl.remove('large-cards');
        const normal = card('S').getBoundingClientRect().width;
        return {blue, red, four, two, large, normal};
      }"""
    )
    assert looks["blue"] != looks["red"]
    four, two = looks["four"], looks["two"]
    assert len({four[s] for s in "SHDC" if four[s]}) == len([s for s in "SHDC" if four[s]])
    assert two["D"] is None or two["H"] is None or two["D"] == two["H"]
    # (the hand's width caps a card's: large cards are at least 15% wider where the hand has room)
    assert looks["large"] > looks["normal"] * 1.15


def test_a_phone_hand_card_is_read_by_its_big_index(page):
    page.set_viewport_size({"width": 375, "height": 667})
    page.goto_app(KING + "&speed=instant")
    page.wait_for_function(TURN, timeout=60_000)
    sizes = page.locator(".hand [data-card]").first.evaluate(
        """(el) => { const c = el.querySelector('.corner.tl').getBoundingClientRect();
          const r = el.getBoundingClientRect();
          return [r.width, c.width, c.height,
                  getComputedStyle(el.querySelector('.corner.br')).display]; }"""
    )
    width, corner_w, corner_h, br = sizes
    assert width < 60
    assert corner_h > width * 0.6 and corner_w > width * 0.25  # rank over suit, big
    assert br == "none"  # one index is enough on a small card


def test_sounds_only_when_switched_on(page):
    page.add_init_script(FAKE_AUDIO)
    with_settings(page, sound=True)
    page.goto_app(KING + "&speed=fast")
    play(page, 2)
    page.wait_for_function("window.__audio.made === 1 && window.__audio.started > 0")
    # one context for the page, however many sounds
    assert page.evaluate("window.__audio.made") == 1


def test_no_sound_by_default(page):
    page.add_init_script(FAKE_AUDIO)
    page.goto_app(KING + "&speed=fast")
    play(page, 3)
    assert page.evaluate("window.__audio") == {"made": 0, "started": 0}


def test_no_sound_in_an_embedded_table(page):
    page.add_init_script(FAKE_AUDIO)
    with_settings(page, sound=True)
    page.goto_app(KING + "&speed=fast&embed=1")
    play(page, 2)
    assert page.evaluate("window.__audio") == {"made": 0, "started": 0}


def kit_js() -> str:
    """ui/table/motion.py's page side (_KIT_JS), read from its source (it imports the
    browser's js)."""
    import ast
    from pathlib import Path

    source = Path(__file__).parent.parent / "ui" / "table" / "motion.py"
    tree = ast.parse(source.read_text("utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "_KIT_JS":
            return node.value.value
    raise AssertionError("ui/table/motion.py has no _KIT_JS")


def test_a_flight_handed_off_twice_in_one_task_never_breaks_the_table(page):
    # A flight whose card left the page is cancelled by the first redraw; a second redraw in the
    # same task (before its promise settles) found it again and copied its unresolved time.
    page.set_content("<div id='root'><div data-role='trick'></div></div>")
    result = page.evaluate(
        """(kitSource) => {
      const kit = new Function(kitSource)();
      const root = document.getElementById('root');
      const old = document.createElement('div');
      old.setAttribute('data-card', '12');
      root.querySelector('[data-role=trick]').appendChild(old);
      const a = old.animate([{opacity: 0}, {opacity: 1}], {duration: 5000, id: 'card-play'});
      kit.track(a);
      old.remove();
      kit.handoff(root);  // no new card yet: the flight ends
      const card = document.createElement('div');
      card.setAttribute('data-card', '12');
      root.querySelector('[data-role=trick]').appendChild(card);
      kit.handoff(root);  // the same task: nothing to hand off any more
      return [a.playState, card.getAnimations().length];
    }""",
        kit_js(),
    )
    assert result == ["idle", 0]
