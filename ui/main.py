"""Entry point loaded by index.html: start the app."""

from ui.app import start

start()
