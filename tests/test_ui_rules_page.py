"""The rules of each game in the page (issue 15; issue 17's readings): from the menu as a page of
their own and over a table as a modal dialog, in English, Portuguese and Bulgarian.

What a player relies on: every King contract by its name in his language, 3-5-8's targets, talon
and drawing, a glossary, the house rules of the game (every option that differs from the
standard rules, by name), and, at the table, Escape or Close back to the game exactly as it was.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.test_ui_a11y import axe_check

CONTRACTS = {  # King's negative hands in order, as the rules page heads them
    "en": ["Vazas", "Copas", "Homens", "Mulheres", "King", "Duas últimas"],
    "pt-BR": ["Vazas", "Copas", "Homens", "Mulheres", "King", "Duas últimas"],
    "bg": ["Взятки", "Купи", "Мъже", "Дами", "Кинг", "Последните две"],
}
KING_WORDS = {  # the positive hands, the auction and its words, the check
    "en": [
        "Positiva",
        "Leilão",
        "pela mão",
        "comprador",
        "não cartear",
        "trump",
        "−1,300",
        "+1,300",
    ],
    "pt-BR": ["Positiva", "leilão", "pela mão", "comprador", "não cartear", "trunfo", "−1.300"],
    "bg": ["позитивни", "Наддаване", "pela mão", "Купувач", "Отказ от раздаването", "коз", "−1300"],
}
BLATO_WORDS = {  # targets 8-5-3, announcing trump, the talon, drawing, the end
    "en": ["must take 3 tricks", "8", "5", "no trump", "talon", "draws", "15 deals"],
    "pt-BR": ["deve fazer 3 vazas", "sem trunfo", "monte", "puxa", "15 mãos"],
    "bg": ["трябва да направи 3 взятки", "без коз", "талон", "тегли", "15 разигравания"],
}
GLOSSARY = {  # a few terms each glossary defines
    ("king", "en"): ["Trick (vaza)", "Trump (trunfo)", "Pela mão", "Buyer (comprador)"],
    ("king", "pt-BR"): ["Vaza", "Trunfo, trunfar", "Leilão", "Pela mão", "Comprador"],
    ("king", "bg"): ["Взятка", "Коз, цакам", "Наддаване", "Pela mão", "Купувач"],
    ("358", "en"): ["Target", "Talon", "Drawing", "Pass"],
    ("358", "pt-BR"): ["Meta", "Monte", "Puxada, puxar", "Passo"],
    ("358", "bg"): ["Взятка (ръка)", "Цел", "Талон", "Теглене, тегля", "Пас"],
}


def open_from_menu(page, kind: str) -> None:
    page.locator(f"[data-menu-game='{kind}'] [data-cmd='rules']").click()
    page.wait_for_selector(f"article[data-role='rules'][data-kind='{kind}']")


def test_menu_has_rules_and_learn_per_game(page):
    page.goto_app()
    for kind in ("king", "358"):
        part = page.locator(f"[data-menu-game='{kind}']")
        assert part.locator("[data-cmd='rules']").is_visible()
        assert part.locator("[data-cmd='learn']").is_visible()
        assert page.locator(f"[data-game='{kind}']").count() == 1  # only the play button
    axe_check(page, "menu with each game's Rules and Learn to play")
    open_from_menu(page, "358")
    assert page.evaluate("document.activeElement.tagName") == "H1"  # a page starts at its title
    page.locator("[data-menu='back']").first.click()
    page.wait_for_selector("[data-menu-game='king'] [data-cmd='rules']")
    focused = "document.activeElement.closest('[data-menu-game]')?.dataset.menuGame"
    assert page.evaluate(focused) == "358"  # back where the player was


@pytest.mark.parametrize("lang", ["en", "pt-BR", "bg"])
def test_rules_pages_name_every_contract_target_and_term(page, lang):
    page.goto_app(f"?lang={lang}")
    open_from_menu(page, "king")
    rules = page.locator("article[data-role='rules']")
    heads = [x.split(". ", 1)[1] for x in rules.locator(".rules-contract h3").all_inner_texts()]
    assert heads == CONTRACTS[lang]
    text = rules.inner_text()
    for word in KING_WORDS[lang]:
        assert word.lower() in text.lower(), word
    assert rules.locator(".rules-contract[data-contract='king'] [role=img]").count() == 1
    assert rules.locator(".rules-fig-trick .wins").count() == 2  # a trick, a trick with trump
    terms = rules.locator(".rules-glossary dt").all_inner_texts()
    assert set(GLOSSARY["king", lang]) <= set(terms)
    assert rules.locator(".rules-glossary dd").count() == len(terms)
    assert rules.locator("[data-role='house-rules'] li").count() == 0  # standard rules

    page.locator("[data-rules-game='358']").click()  # the other game's rules
    page.wait_for_selector("article[data-role='rules'][data-kind='358']")
    rules = page.locator("article[data-role='rules']")
    text = rules.inner_text()
    for word in BLATO_WORDS[lang]:
        assert word in text, word
    assert set(GLOSSARY["358", lang]) <= set(rules.locator(".rules-glossary dt").all_inner_texts())
    assert rules.locator(".rules-fig-draw [role=img]").count() == 2  # given, got back
    assert rules.locator(".rules-fig-talon .card.back").count() == 4
    page.locator("[data-menu='back']").last.click()
    page.wait_for_selector("[data-menu-game='358']")


def test_issue_17_readings_are_where_a_player_reads_the_rules(page):
    page.goto_app("?lang=pt-BR")
    open_from_menu(page, "king")
    notes = {
        "tricks": "r_k_note_leaders",  # KV-3 and KV-9 independent
        "positive": "r_k_note_overtrump",  # KV-8: following a trump lead, not higher
        "auction": "r_k_note_no_auction",  # KV-11 off: no decline
        "score": "r_k_note_tiebreak",  # the buyer's result in the positive column
    }
    for section, key in notes.items():
        note = page.locator(f"[data-section='{section}'] [data-note='{key}']")
        assert note.count() == 1, key
        assert "Regra da casa" in note.inner_text()
    assert "mais alto" in page.locator("[data-note='r_k_note_overtrump']").inner_text()
    page.locator("[data-rules-game='358']").click()
    page.wait_for_selector("article[data-role='rules'][data-kind='358']")
    notes = {
        "announce": "r_b_note_norepeat",  # BV-4 with BV-5: the list starts afresh
        "talon": "r_b_note_preview",  # BV-12 not with BV-6 drawing first
        "play": "r_b_note_overtrump",  # BV-13
        "score": "r_b_note_misere",  # BV-14 misère: targets reversed
    }
    for section, key in notes.items():
        assert page.locator(f"[data-section='{section}'] [data-note='{key}']").count() == 1, key
    assert "90" in page.locator("[data-note='r_b_note_cap']").inner_text()
    assert "no máximo 3" in page.locator("[data-note='r_b_note_misere']").inner_text()


def test_house_rules_name_the_menus_preset_and_changed_options(page):
    page.goto_app("?lang=en")
    # the menu's first screen builds no list of variants: each comes when its game's is opened
    expect(page.locator(".menu-box [data-option], .menu-box [data-preset]")).to_have_count(0)
    page.locator("details.rules[data-kind='king'] summary").click()
    # each game's standard rules are named after their own country
    standard = "[data-preset][data-kind='{}'] option[value='default']"
    expect(page.locator(standard.format("king"))).to_have_text("Standard (Brazil)")
    expect(page.locator("details.rules[data-kind='358'] [data-option]")).to_have_count(0)
    page.locator("[data-preset][data-kind='king']").select_option("portuguese")
    page.wait_for_selector("[data-menu-game='king'] [data-cmd='rules']")
    page.locator("details.rules[data-kind='358'] summary").click()
    expect(page.locator(standard.format("358"))).to_have_text("Standard (Bulgaria)")
    page.locator("select[data-option='trump_duty'][data-kind='358']").select_option(
        "'must_trump_overtrump'"
    )
    open_from_menu(page, "king")
    house = page.locator("[data-role='house-rules']")
    changed = house.locator("li").evaluate_all("els => els.map((e) => e.dataset.option)")
    assert changed == [
        "negative_order",
        "first_leader",
        "forced_penalty_discard",
        "positive_leader",
    ]
    text = house.inner_text()
    assert "Rule preset: Portuguese style" in text
    assert "First lead (negative hands): Player on the dealer's left." in text
    assert "All the other rules are the standard ones" in text
    page.locator("[data-rules-game='358']").click()
    page.wait_for_selector("article[data-role='rules'][data-kind='358']")
    house = page.locator("[data-role='house-rules']")
    assert house.locator("li").evaluate_all("els => els.map((e) => e.dataset.option)") == [
        "trump_duty"
    ]
    assert "Duty to trump:" in house.inner_text()
    assert "Rule preset: Compulsory trumping." in house.inner_text()  # that one option's preset


def open_at_table(page) -> None:
    if not page.locator(".toolbar [data-cmd='rules']").is_visible():
        page.locator(".toolbar [data-cmd='more']").click()  # folded away on a narrow screen
    page.locator("[data-cmd='rules']").click()
    page.wait_for_selector("dialog.rules-dialog[open]")


def table_state(page) -> dict:
    return page.evaluate(
        """() => ({
          hand: [...document.querySelectorAll('[data-role=hand] [data-card]')]
            .map((c) => c.dataset.card),
          phase: document.documentElement.dataset.phase,
          toMove: document.documentElement.dataset.toMove,
          headline: document.querySelector('.headline').innerText,
        })"""
    )


def test_rules_over_the_table_close_back_to_the_same_game(page):
    page.goto_app("?game=king&seed=1&lang=bg")
    page.wait_for_selector("html[data-to-move='0'] [data-role=hand] [data-action]")
    before = table_state(page)
    open_at_table(page)
    dlg = page.locator("dialog.rules-dialog")
    assert dlg.get_attribute("data-kind") == "king"
    assert page.evaluate("document.querySelector('dialog.rules-dialog').matches(':modal')")
    assert dlg.locator("h1").inner_text() == "Правила на Кинг"
    assert "Това са правилата на играта на масата." in dlg.inner_text()
    assert dlg.locator(".rules-contract").count() == 6
    page.keyboard.press("End")  # reading keys scroll the rules, never the game behind
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.rules-dialog", state="detached")
    assert page.evaluate("document.activeElement.dataset.cmd") in ("rules", "more")
    assert table_state(page) == before
    open_at_table(page)
    page.locator("dialog.rules-dialog [data-rules='close']").last.click()
    page.wait_for_selector("dialog.rules-dialog", state="detached")
    assert table_state(page) == before
    page.locator("[data-role=hand] [data-action]").first.click()  # the game goes on
    page.wait_for_function("document.documentElement.dataset.toMove !== '0'", timeout=30_000)


def test_rules_over_a_358_table_show_its_house_rules(page):
    page.goto_app("?game=358&seed=1&preset=compulsory_trump&lang=pt-BR")
    page.wait_for_selector("html[data-to-move='0']")
    open_at_table(page)
    dlg = page.locator("dialog.rules-dialog")
    assert dlg.get_attribute("data-kind") == "358"
    house = dlg.locator("[data-role='house-rules']")
    assert house.locator("li").evaluate_all("els => els.map((e) => e.dataset.option)") == [
        "trump_duty"
    ]
    assert "Conjunto de regras: Obrigação de trunfar." in house.inner_text()
    assert "Estas são as regras da partida na mesa." in house.inner_text()
    axe_check(page, "3-5-8 rules over the table")
    page.locator("dialog.rules-dialog [data-rules='close']").first.click()
    page.wait_for_selector("dialog.rules-dialog", state="detached")


def test_axe_rules_pages(page):
    page.goto_app("?lang=bg")
    open_from_menu(page, "king")
    axe_check(page, "King rules page")
    page.locator("[data-rules-game='358']").click()
    page.wait_for_selector("article[data-role='rules'][data-kind='358']")
    axe_check(page, "3-5-8 rules page")
