"""The hint button and the end-of-hand review in the page (tracker issue 7)."""

from __future__ import annotations

TO_MOVE_OR_OVER = (
    "document.documentElement.dataset.toMove === '0'"
    " || document.documentElement.dataset.phase === 'over'"
)

# Clicks random legal actions until the first hand is on the score sheet.
CLICK_TO_HAND_END = """async (seed) => {
  let x = seed >>> 0;
  const rnd = () => { x = (x * 1664525 + 1013904223) >>> 0; return x / 4294967296; };
  const root = document.documentElement;
  const done = () => document.querySelectorAll('[data-role="scoresheet"] tbody tr').length > 0;
  const turn = () => new Promise((ok) => {
    const check = () => (done() || root.dataset.toMove === '0' || root.dataset.phase === 'over')
      ? ok() : setTimeout(check, 2);
    check();
  });
  let moves = 0;
  for (;;) {
    await turn();
    if (done() || root.dataset.phase === 'over') return moves;
    const acts = [...document.querySelectorAll('[data-action]:not([disabled])')];
    acts[Math.floor(rnd() * acts.length)].click();
    moves += 1;
  }
}"""


def ask_hint(page, start):
    page.wait_for_function(TO_MOVE_OR_OVER, timeout=60_000)
    button = page.locator('[data-cmd="hint"]')
    assert button.is_enabled()
    button.click()
    page.wait_for_function(
        f"document.querySelector('[data-role=\"message\"]').textContent.startsWith('{start}')"
        " && document.querySelector('.hint[data-action]') !== null",
        timeout=30_000,
    )
    message = page.locator('[data-role="message"]').text_content()
    hinted = page.locator(".hint[data-action]")
    assert hinted.count() == 1
    assert hinted.get_attribute("aria-describedby") == "hint-note"
    assert message in page.locator("#hint-note").text_content()
    assert message in page.locator('[data-role="narrator"]').text_content()
    return message, hinted


def test_hint_then_review_of_the_first_hand(page):
    page.goto_app("?game=king&level=random&speed=instant&seed=21&lang=en")
    message, hinted = ask_hint(page, "Best: ")
    action = hinted.get_attribute("data-action")
    if action.startswith("play "):
        card = action[5:]
        shown = (
            card.replace("T", "10")
            .replace("C", "♣")
            .replace("D", "♦")
            .replace("H", "♥")
            .replace("S", "♠")
        )
        assert message.startswith(f"Best: {shown}"), message
    moves = len(
        page.evaluate("JSON.parse(localStorage.getItem('cardgames.game.king')).actions || []") or []
    )
    hinted.click()
    # a new action clears the hint
    page.wait_for_function("document.querySelector('.hint') === null", timeout=10_000)
    log = page.evaluate("JSON.parse(localStorage.getItem('cardgames.game.king')).actions")
    assert log[moves] == action
    page.evaluate(CLICK_TO_HAND_END, 5)
    page.locator('[data-cmd="review"]').click()
    review = page.locator('[data-role="review"]')
    review.wait_for(timeout=10_000)
    page.wait_for_function(
        'document.querySelector(\'[data-role="review"] li, [data-role="review-good"]\')',
        timeout=60_000,
    )
    assert review.locator("h3").text_content().startswith("Review of hand 1")
    lines = review.locator("li").all_text_contents()
    if lines:
        assert len(lines) <= 3
        for line in lines:
            assert ": you played " in line or ": you chose " in line, line
            assert " better (" in line
    else:
        assert review.text_content().count("Well played: no clear mistake.") == 1


def test_hint_in_portuguese(page):
    page.goto_app("?game=358&level=random&speed=instant&seed=4&lang=pt-BR")
    assert page.locator("html").get_attribute("lang") == "pt-BR"
    message, hinted = ask_hint(page, "Melhor: ")
    assert hinted.get_attribute("data-action")
    page.locator('[data-cmd="review"]').click()
    assert "Ainda não há mão terminada" in page.locator('[data-role="review"]').text_content()
