"""The menu: play or resume a game, its rules, a guided hand, settings, names, a deal code,
the player's data, the rule options.

Its page is drawn from the settings (ui/core/settings.py) by ui/screens/menu_page.py; the menu
answers the player's clicks and changes, changes the settings through their methods, and asks the
app where to go next (a game, the statistics, the menu again).
"""

from __future__ import annotations

import asyncio
from typing import Any

import js
from pyodide.ffi import to_js
from pyscript import document

import engine
from ui.core import dialog, notices, settings
from ui.core.dom import closest_attr, element, listen, markup, mount, val
from ui.data import deal_codes, records, saves
from ui.screens import menu_page, transfer
from ui.words.i18n import t


class Menu:
    def __init__(self, app, settings) -> None:
        self.app = app  # new_game(), resume(), show_menu(), show_stats()
        self.settings = settings

    def element(self) -> Any:
        """The menu, built and listening."""
        slots = saves.list_slots()
        notices.tell_problems()
        box = element("div", {"cls": "menu-box"})
        mount(box, menu_page.page(self.settings, slots))
        listen(box, "click", self._menu_click)
        listen(box, "change", self._menu_change)
        listen(box, "input", self._menu_input)
        listen(box, "keydown", self._menu_key)
        listen(box, "toggle", self._menu_toggle, capture=True)  # (toggle does not bubble)
        return box

    def _menu_toggle(self, event) -> None:
        """A game's rule options, opened for the first time: their content, now."""
        el = val(event.target)
        kind = val(el.getAttribute("data-kind")) if el is not None else None
        if not (kind in engine.GAMES and el.matches("details.rules") and el.open):
            return
        if val(el.querySelector("[data-preset]")) is None:
            parts = menu_page.rules_content(kind, self.settings.options(kind))
            el.insertAdjacentHTML("beforeend", markup(*parts))

    def _menu_key(self, event) -> None:
        el = val(event.target)
        if (
            event.key == "Enter"
            and el is not None
            and val(el.getAttribute("data-role")) == "deal-code-input"
        ):
            event.preventDefault()
            self.play_code(str(el.value))

    def _menu_click(self, event) -> None:
        target = event.target
        el = closest_attr(event, "data-cmd")
        part = val(el.closest("[data-menu-game]")) if el is not None else None
        if part is not None:
            kind = str(part.getAttribute("data-menu-game"))
            cmd = str(el.getAttribute("data-cmd"))
            self.settings.save()
            if cmd == "rules":
                from ui.screens import rules

                rules.show_page(self.app, kind)
            elif cmd == "learn":
                from ui.screens import learn  # another module's; imported when first asked for

                learn.start(self.app, kind)
            return
        el = val(target.closest("[data-game]")) if hasattr(target, "closest") else None
        if el is not None:
            kind = str(el.getAttribute("data-game"))
            if not self.deal_number_ok(play=True):  # Play waits for a good one
                return

            def go() -> None:
                self.settings.save()
                self.app.new_game(kind)

            dialog.leave_saved(kind, go)  # a saved game of that kind in progress: ask first
            return
        el = val(target.closest("[data-resume]")) if hasattr(target, "closest") else None
        if el is not None:
            if not self.app.resume(str(el.getAttribute("data-resume"))):
                self.app.show_menu()
            return
        el = closest_attr(event, "data-delete")
        if el is not None:
            kind = str(el.getAttribute("data-delete"))
            if kind in engine.GAMES:

                def delete() -> None:
                    saves.delete_slot(kind)
                    self.app.show_menu()
                    # (the button pressed is gone: the focus goes to that game's Play)
                    play = document.querySelector(f"[data-game='{kind}']")
                    if val(play) is not None:
                        play.focus()

                dialog.ask_delete(kind, delete)
            return
        el = closest_attr(event, "data-menu")
        if el is None:
            return
        what = str(el.getAttribute("data-menu"))
        if what == "deal":
            box = val(document.querySelector("[data-role='deal-code-input']"))
            self.play_code(str(box.value) if box is not None else "")
        elif what == "stats":
            self.app.show_stats()
        elif what == "export":
            transfer.export(self.settings.for_table())

    def _menu_change(self, event) -> None:
        el = event.target
        s = self.settings
        if val(el.getAttribute("data-role")) == "import-file":
            files = val(el.files)
            if files is not None and files.length:
                asyncio.ensure_future(transfer.import_file(files.item(0), self.app.show_menu))
            return
        seat = val(el.getAttribute("data-name"))
        if seat is not None:
            s.name(int(seat), str(el.value))
            return
        key = val(el.getAttribute("data-setting"))
        if key == "seed":
            if self.deal_number_ok(el):
                s.choose(key, str(el.value).strip())
            else:
                s.choose(key, "")  # never remembered: a later visit would deal at random
            return
        if key:
            s.choose(key, bool(el.checked) if el.type == "checkbox" else str(el.value))
            if key == "lang":
                self.app.show_menu()
            return
        kind = val(el.getAttribute("data-kind"))
        if val(el.getAttribute("data-preset")) is not None and kind:
            name = str(el.value)
            if name:
                s.preset(kind, name)
                self.app.show_menu()
            return
        option = val(el.getAttribute("data-option"))
        if option and kind:
            spec = {o["key"]: o for o in engine.option_spec(kind)}[option]
            s.option(
                kind,
                spec,
                next((v for v in spec["values"] if repr(v) == str(el.value)), spec["default"]),
            )

    def _menu_input(self, event) -> None:
        """While the deal number is typed, the message beside it follows: gone once the field
        holds a deal number, and about what is typed now if it is still shown (a new one is
        said only at the change, not at every key)."""
        el = event.target
        if val(el.getAttribute("data-setting")) != "seed":
            return
        why = val(document.getElementById("seed-error"))
        text = str(el.value)
        if not text.strip() or settings.deal_number(text) is not None:
            self.deal_number_ok(el)
        elif why is not None and not why.hidden:
            why.textContent = t("bad_seed", value=settings.excerpt(text), most=settings.SEED_DIGITS)

    def deal_number_ok(self, box: Any = None, play: bool = False) -> bool:
        """Whether the deal number field holds a deal number or nothing; if not, the player is
        told what is wrong and the field is marked (and, for Play, focused). The notice goes
        when Play starts a game: taken away at a change, it would move Play from under the
        pointer pressing it (the change comes as the field loses the focus)."""
        if box is None:
            box = val(document.querySelector("[data-setting='seed']"))
        if box is None:
            return True
        text = str(box.value)
        why = val(document.getElementById("seed-error"))
        if not text.strip() or settings.deal_number(text) is not None:
            box.removeAttribute("aria-invalid")
            box.removeAttribute("aria-describedby")
            if why is not None:
                why.hidden = True
            if play:
                notices.drop("seed")
            return True
        words = t("bad_seed", value=settings.excerpt(text), most=settings.SEED_DIGITS)
        box.setAttribute("aria-invalid", "true")
        notices.notice(words, key="seed")
        if why is not None:  # said beside the field too: on a phone the notices are far above
            why.textContent = words
            why.hidden = False
            box.setAttribute("aria-describedby", "seed-error")
        if play:
            box.focus()
            if why is not None:  # the field and the words under it in view
                where = to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries)
                why.scrollIntoView(where)
        return False

    def play_code(self, code: str) -> None:
        """Start the deal of a code typed or pasted in the menu (asking first, as New game does,
        if it would replace a saved game of that kind in progress)."""
        try:
            kind, seed, options = deal_codes.parse_deal_code(code)
        except records.RecordError:
            notices.notice(t("bad_deal_code", code=code.strip()[:40]), key="deal-code")
            return
        notices.drop("deal-code")

        def go() -> None:
            self.settings.save()
            self.app.new_game(kind, seed=seed, options=options)

        dialog.leave_saved(kind, go)
