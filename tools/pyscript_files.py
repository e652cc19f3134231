"""Write the [files] table of pyscript.toml: every .py of engine/ and ui/ and the compiled text
catalogues (ui/locale/<lang>.json, one per .po: tools/catalogues.py), each mapped to itself.

`python3 tools/pyscript_files.py` rewrites it; `--check` exits 1 when it is out of date.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOML = ROOT / "pyscript.toml"
MARK = "[files]"


def sources(root: Path = ROOT) -> list[str]:
    """Every Python file of engine/ and ui/, relative to root, sorted."""
    return sorted(
        p.relative_to(root).as_posix()
        for d in ("engine", "ui")
        for p in (root / d).rglob("*.py")
        if "__pycache__" not in p.parts
    )


def catalogues(root: Path = ROOT) -> list[str]:
    """The compiled catalogues the page reads, relative to root, sorted: named after the .po
    sources, so that the table does not depend on whether they are compiled yet."""
    return sorted(
        p.with_suffix(".json").relative_to(root).as_posix()
        for p in (root / "ui" / "locale").glob("*.po")
    )


def table(paths: list[str]) -> str:
    """A [files] table that maps each path to itself."""
    return MARK + "\n" + "".join(f'"./{p}" = "./{p}"\n' for p in paths)


def wanted() -> str:
    return table(sorted(sources() + catalogues()))


def split(text: str) -> tuple[str, str]:
    """pyscript.toml's text before its [files] table, and the table (which must be the file's
    last section: a section after it is refused rather than lost)."""
    at = text.index("\n" + MARK + "\n") + 1
    if re.search(r"^\s*\[", text[at + len(MARK) :], re.M):
        raise ValueError(f"pyscript.toml: {MARK} must be the last section")
    return text[:at], text[at:]


def current() -> tuple[str, str]:
    return split(TOML.read_text(encoding="utf-8"))


def main() -> int:
    head, files = current()
    if "--check" in sys.argv:
        if files != wanted():
            print("pyscript.toml [files] is out of date: run python3 tools/pyscript_files.py")
            return 1
        return 0
    TOML.write_text(head + wanted(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
