"""Entry point loaded by index.html: start the app.

The assembled site (tools/build.py) brings the Python files as one zip with their bytecode
(app.zip, tools/bundle.py), which Python imports in place; in development they are plain files.
"""

import os
import sys

BUNDLE = os.path.abspath("app.zip")
if os.path.isfile(BUNDLE) and BUNDLE not in sys.path:  # (ui/start/runtime.js put it there already)
    sys.path.insert(0, BUNDLE)

from ui.app import start  # noqa: E402

start()
