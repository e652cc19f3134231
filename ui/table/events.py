"""What a table does with clicks and keys: moves, the reasons of refused cards, the table's own
commands (drawers, the score sheet on a phone, the toolbar's overflow menu, settings, the rules,
sharing) and Escape; a controller's own keys (``ctl.on_key(key)``: a replay's arrows).

``TableEvents`` is a part of ``GameTable`` (ui/table/table.py): it reads the table's containers and
calls the controller (``ctl.act``, ``ctl.explain``, ``ctl.command``) for everything else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.core.dom import closest_attr, q, val

if TYPE_CHECKING:
    from collections.abc import Callable

    from ui.table.controller import Controller


class TableEvents:
    # What the table (``GameTable``, ui/table/table.py) has, that these handlers use.
    ctl: Controller
    root: Any  # the table's container element (a JS proxy), as are el_message and el_hand
    el_message: Any
    el_hand: Any
    drawer: str | None  # the drawer open: None | "last" | "tricks" | "review"
    sheet_open: bool
    more_open: bool
    say: Callable[[str], None]
    outward: Callable[..., str]  # outward(action, back=False): an action as the page writes it
    card_action: Callable[[str, dict], str]

    # --- events -------------------------------------------------------------------------

    def _on_click(self, event) -> None:
        if self.more_open and closest_attr(event, "data-more") is None:
            self.more_open = False  # a click anywhere but on the overflow toggle closes it
            self.ctl.render()
            self._focus_cmd("more")
        el = closest_attr(event, "data-why")  # an action not open now says why
        if el is not None and self.root.contains(el):
            self.say(str(el.getAttribute("data-why")))
            return
        el = closest_attr(event, "data-action")
        if el is not None and not el.disabled:
            self.el_message.textContent = ""
            self.ctl.act(self.outward(str(el.getAttribute("data-action")), back=True))
            return
        el = closest_attr(event, "data-card")
        if el is not None and self.el_hand.contains(el):
            view = self.ctl.last_view or {}
            self.ctl.explain(self.card_action(str(el.getAttribute("data-card")), view))
            return
        el = closest_attr(event, "data-cmd")
        if el is not None and not el.disabled:
            cmd = str(el.getAttribute("data-cmd"))
            if cmd.startswith(
                "share"
            ):  # a link to copy (ui/screens/share.py); data-hand: which hand
                from ui.screens import share

                share.command(self.ctl, cmd, val(el.getAttribute("data-hand")))
            elif not self._toggle(cmd):
                self.ctl.command(cmd)

    def _toggle(self, cmd: str) -> bool:
        """The table's own commands: what it shows beside the game. False for others."""
        if cmd in ("last", "tricks", "review"):
            self.drawer = None if self.drawer == cmd else cmd
            self.sheet_open = False  # a narrow screen's sheet would lie over the drawer
        elif cmd == "close":
            self._close_drawer()
            return True
        elif cmd == "sheet":
            self.sheet_open = not self.sheet_open
        elif cmd == "sheet-close":
            self.sheet_open = False
            self.ctl.render()
            self._focus_cmd("sheet")
            return True
        elif cmd == "more":  # the toolbar's overflow menu (narrow screens)
            self.more_open = not self.more_open
        elif cmd == "settings":
            from ui.table import preferences

            preferences.open_panel(self)
            return True
        elif cmd == "rules":
            from ui.screens import rules

            rules.open_over_table(self.ctl)
            return True
        else:
            return False
        self.ctl.render()
        return True

    def _close_drawer(self) -> None:
        """Close the drawer; the focus goes back to the command that opened it."""
        which = self.drawer
        self.drawer = None
        self.ctl.render()
        if which:
            self._focus_cmd(which)

    def _on_key(self, event) -> None:
        """Escape closes the overflow menu, else the drawer, else the sheet opened over the felt
        (dialogs close themselves); other keys go to the controller's ``on_key`` when it has
        one."""
        if event.defaultPrevented or not self.root.isConnected:
            return
        if val(event.key) != "Escape":
            own = getattr(self.ctl, "on_key", None)
            if own is not None and own(event):
                event.preventDefault()
            return
        if self.more_open:
            self.more_open = False
            self.ctl.render()
            self._focus_cmd("more")
        elif self.drawer is not None:
            self._close_drawer()
        elif self.sheet_open:
            self.sheet_open = False
            self.ctl.render()
            self._focus_cmd("sheet")
        else:
            return
        event.preventDefault()

    def _focus_cmd(self, cmd: str) -> None:
        """Focus the toolbar's ``cmd`` button, or the overflow toggle when it is folded away."""
        for sel in (f'.toolbar [data-cmd="{cmd}"]', '.toolbar [data-cmd="more"]'):
            el = q(self.root, sel)
            if el is not None and el.offsetParent is not None:
                el.focus()
                return

    def showing(self, which: str) -> bool:
        """Whether the drawer ``which`` ("last", "tricks", "review") is open."""
        return self.drawer == which
