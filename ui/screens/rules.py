"""The rules of each game, in the player's language: a page from the menu, a dialog at the table.

``show_page(app, kind)`` shows the rules of ``kind`` as a page of its own (``app.page =
"rules"``, a Back button with ``data-menu``), with the house rules chosen in the menu.
``open_over_table(ctl)`` opens the rules of the game at the table (``ctl.kind``, the options of
``ctl.game``) over it in a modal ``<dialog>`` (ui/core/dialog.py); the bots wait meanwhile. Escape
or either Close button (``data-rules="close"``) returns to the game as it was, the focus back on the
button that opened them. Both show the same content (``content``): the sections of ui/words/rules.py
with small card pictures drawn by ui/table/cards.py, the house rules of the game (every option that
differs from the standard rules, with its name and one-sentence description from
ui/words/options.py), and a glossary. Every text is a catalogue entry (``r_`` keys), put in the page
as text, never as markup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from pyscript import document, window

import engine
from ui import games
from ui.core import dialog, notices
from ui.core.dom import clear, closest_attr, element, h, listen, mount, q, val
from ui.table import cards
from ui.words import options as i18n_options
from ui.words.i18n import GAME_LETTER, t
from ui.words.rules import GLOSSARY, SECTIONS

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ui.core.dom import El

# --- pictures ------------------------------------------------------------------------------


def _card(card: str, label: str | None = None, cls: str = ""):
    """One card drawn by the app, an image named by the card (and ``label`` under it)."""
    return h(
        "span",
        {"cls": ("rules-card " + cls).strip()},
        cards.face(card),
        h("span", {"cls": "rules-card-label", "text": label}) if label else None,
    )


def _figure(kind: str, caption_key: str, *content):
    return h(
        "figure",
        {"cls": f"rules-figure rules-fig-{kind}"},
        h("div", {"cls": "rules-cards"}, content),
        h("figcaption", {"text": t(caption_key)}),
    )


def trick(played: Iterable, winner: int, caption_key: str) -> El:
    """A trick in play order, its winner marked in words under it."""
    row = [
        _card(c, t("r_wins") if i == winner else None, "wins" if i == winner else "")
        for i, c in enumerate(played)
    ]
    return _figure("trick", caption_key, row)


def draw(given: str, received: str, caption_key: str) -> El:
    """One draw of 3-5-8: the card given, the card got back."""
    return _figure(
        "draw",
        caption_key,
        _card(given, t("r_draw_gives")),
        h("span", {"cls": "rules-arrow", "aria_hidden": "true", "text": "⇄"}),
        _card(received, t("r_draw_gets")),
    )


def talon(caption_key: str) -> El:
    """The talon: four cards face down."""
    return _figure("talon", caption_key, [cards.back(small=False) for _ in range(4)])


# --- the text ------------------------------------------------------------------------------


def note(kind: str, option_keys: Iterable[str], key: str) -> El:
    """A reading of a house rule, headed by the names of the options it is about."""
    specs = {s["key"]: s for s in engine.option_spec(kind)}
    # (an OptionSpec is a dict; ui/words/options.py takes a dict)
    names = " · ".join(
        i18n_options.label(kind, cast(dict, specs[k])) for k in option_keys if k in specs
    )
    return h(
        "p",
        {"cls": "rules-note", "data_note": key},
        h("strong", {"text": f"{t('r_note')} · {names}:"}),
        " ",
        t(key),
    )


def block(kind: str, item: tuple) -> El:
    what = item[0]
    if what == "p":
        return h("p", {"text": t(item[1])})
    if what == "contract":
        _, name, number, key, shown, caption = item
        return h(
            "div",
            {"cls": "rules-contract", "data_contract": name[2:]},
            h("h3", {"text": f"{number}. {t(name)}"}),
            h("p", {"text": t(key)}),
            _figure("cards", caption, [_card(c) for c in shown]) if shown else None,
        )
    if what == "trick":
        return trick(item[1], item[2], item[4])
    if what == "cards":
        return _figure("cards", item[2], [_card(c) for c in item[1]])
    if what == "draw":
        return draw(item[1], item[2], item[3])
    if what == "talon":
        return talon(item[1])
    if what == "note":
        return note(kind, item[1], item[2])
    raise ValueError(what)


def house_rules(kind: str, chosen: dict, at_table: bool) -> El:
    """The house rules of a game: every option that differs from the standard rules, with its
    name, its value and its one-sentence description; then a line saying the rest are
    standard. ``chosen``: the options (changed values at least) of the game or the menu."""
    specs = engine.option_spec(kind)
    changed = {}
    for spec in specs:
        value = chosen.get(spec["key"], spec["default"])
        if value in spec["values"] and value != spec["default"]:
            changed[spec["key"]] = value
    preset = next(
        (n for n, o in engine.presets(kind).items() if o == changed and n != "default"), None
    )
    # (an OptionSpec is a dict; ui/words/options.py takes a dict)
    items = [
        h(
            "li",
            {"data_option": spec["key"]},
            h("strong", {"text": i18n_options.label(kind, cast(dict, spec)) + ":"}),
            " " + i18n_options.value_label(kind, cast(dict, spec), changed[spec["key"]]) + ". ",
            h("span", {"cls": "doc", "text": i18n_options.doc(kind, cast(dict, spec))}),
        )
        for spec in specs
        if spec["key"] in changed
    ]
    refused = not at_table and engine.option_conflict(kind, changed)
    return h(
        "section",
        {
            "cls": "rules-house",
            "data_role": "house-rules",
            "aria_labelledby": f"rules-{kind}-house",
        },
        h("h2", {"id": f"rules-{kind}-house", "text": t("r_house_h")}),
        h("p", {"text": t("r_house_table" if at_table else "r_house_menu")}),
        h("p", {"text": t("r_house_preset", preset=games.preset_name(kind, preset))})
        if preset
        else None,
        h("ul", {}, items) if items else None,
        h("p", {"text": t("options_refused", game=games.name(kind))}) if refused else None,
        h("p", {"cls": "rules-standard", "text": t("r_house_rest" if items else "r_house_none")}),
    )


def glossary(kind: str) -> El:
    """The game's words in the player's language, each with what it means."""
    return h(
        "section",
        {"cls": "rules-glossary", "aria_labelledby": f"rules-{kind}-glossary"},
        h("h2", {"id": f"rules-{kind}-glossary", "text": t("r_gloss_h")}),
        h(
            "dl",
            {},
            [
                [h("dt", {"text": t(term)}), h("dd", {"text": t(meaning)})]
                for term, meaning in GLOSSARY[kind]
            ],
        ),
    )


def content(kind: str, options: dict | None = None, at_table: bool = False) -> list[El]:
    """The rules of ``kind``: a title, the sections, the house rules of ``options`` and the
    glossary, as an element list."""
    out = [h("h1", {"id": f"rules-title-{kind}", "tabindex": "-1", "text": t("r_title_" + kind)})]
    for sid, heading, blocks in SECTIONS[kind]:
        body = [block(kind, item) for item in blocks]
        if heading is None:
            out.append(h("div", {"cls": "rules-intro"}, body))
            out.append(house_rules(kind, options or {}, at_table))
            continue
        hid = f"rules-{kind}-{sid}"
        out.append(
            h(
                "section",
                {"cls": "rules-section", "data_section": sid, "aria_labelledby": hid},
                h("h2", {"id": hid, "text": t(heading)}),
                body,
            )
        )
    out.append(glossary(kind))
    return out


def _other(kind: str) -> str:
    return next(k for k in engine.GAMES if k != kind)


# --- the page from the menu, the dialog at the table ---------------------------------------


def show_page(app: Any, kind: str) -> None:
    """The rules of ``kind`` as a page of the app, from the menu (Back returns to the menu)."""
    if app.ctl is not None:
        app.ctl.stop()
        app.ctl = None
    app.page = "rules"
    document.documentElement.removeAttribute("data-phase")
    document.documentElement.removeAttribute("data-to-move")
    loading = val(document.getElementById("loading"))
    if loading is not None:
        loading.remove()
    root = app.root
    root.hidden = False
    clear(root)
    other = _other(kind)
    box = element("div", {"cls": "menu-box rules-box"})
    mount(
        box,
        h(
            "article",
            {"cls": "menu rules-page", "data_role": "rules", "data_kind": kind},
            h(
                "div",
                {"cls": "rules-bar"},
                h(
                    "button",
                    {"type": "button", "cls": "cmd", "data_menu": "back", "text": t("back")},
                ),
                h(
                    "button",
                    {
                        "type": "button",
                        "cls": "cmd",
                        "data_rules_game": other,
                        "text": t(f"r_menu_rules_{GAME_LETTER[other]}"),
                    },
                ),
            ),
            content(kind, app.settings.options(kind)),
            h("button", {"type": "button", "cls": "cmd", "data_menu": "back", "text": t("back")}),
        ),
    )
    notices.tell_problems()

    def on_click(event: Any) -> None:
        if closest_attr(event, "data-menu") is not None:
            app.show_menu()
            back = val(document.querySelector(f"[data-menu-game='{kind}'] [data-cmd='rules']"))
            if back is not None:
                back.focus()  # where the player was in the menu
            return
        el = closest_attr(event, "data-rules-game")
        if el is not None:
            show_page(app, str(el.getAttribute("data-rules-game")))

    listen(box, "click", on_click)
    root.appendChild(box)
    window.scrollTo(0, 0)
    title = q(box, "h1")
    if title is not None:
        title.focus()
    app.ready()


def open_over_table(ctl: Any) -> None:
    """The rules of the game at the table (``ctl.kind``, its options) over the table in a modal
    dialog; the bots wait meanwhile (a read-only table, a summary or the player's turn has
    nothing to wait for). Escape or Close returns to the game unchanged."""
    if val(document.querySelector("dialog.rules-dialog")) is not None:
        return
    kind = ctl.kind
    dlg = element(
        "dialog",
        {
            "cls": "rules-dialog",
            "aria_labelledby": f"rules-title-{kind}",
            "data_role": "rules",
            "data_kind": kind,
        },
    )
    close_button = {"type": "button", "cls": "cmd", "data_rules": "close", "text": t("r_close")}
    mount(
        dlg,
        h("div", {"cls": "rules-bar"}, h("button", close_button)),
        h(
            "article",
            {"cls": "rules-page"},
            content(kind, ctl.game.options.changed(), at_table=True),
            h("div", {"cls": "rules-bar end"}, h("button", close_button)),
        ),
    )
    game = ctl.game
    bots_busy = not (
        ctl.readonly or ctl.stopped or getattr(ctl, "paused", False) or game.is_over
    ) and (getattr(ctl, "demo", False) or game.to_move != 0)
    if bots_busy:
        ctl.epoch += 1  # the bots wait while the rules are read

    def resume() -> None:
        if bots_busy and not ctl.stopped:
            ctl.run()

    close = dialog.modal(dlg, q(dlg, "[data-rules='close']"), resume)

    def on_click(event: Any) -> None:
        if closest_attr(event, "data-rules") is not None:
            close()

    def on_key(event: Any) -> None:  # reading keys (arrows, Page Down) scroll the rules only
        if val(event.key) not in ("Escape", "Tab"):
            event.stopPropagation()

    listen(dlg, "click", on_click)
    listen(dlg, "keydown", on_key)
