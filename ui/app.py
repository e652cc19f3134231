"""The app shell: the menu, then a table for the chosen game."""

from __future__ import annotations

from pyscript import document

import engine


def _show_menu(app) -> None:
    app.innerHTML = ""
    menu = document.createElement("section")
    menu.className = "menu"
    title = document.createElement("h1")
    title.textContent = "King & 3-5-8"
    menu.appendChild(title)
    for kind, label in (("king", "King"), ("358", "3-5-8")):
        button = document.createElement("button")
        button.textContent = label
        button.dataset.game = kind
        menu.appendChild(button)
    app.appendChild(menu)


def start() -> None:
    app = document.getElementById("app")
    _show_menu(app)
    document.getElementById("loading").remove()
    app.hidden = False
    document.documentElement.dataset.ready = "1"
    assert engine.GAMES
