"""Entry point loaded by index.html: start the app.

The assembled site (tools/build.py) brings the Python files as one zip with their bytecode
(app.zip, tools/bundle.py), which Python imports in place; in development they are plain files.
"""

import os
import sys

if os.path.isfile("app.zip"):
    sys.path.insert(0, os.path.abspath("app.zip"))

from ui.app import start  # noqa: E402

start()
