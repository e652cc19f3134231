"""The page's texts: one gettext catalogue per language in ui/locale/ (en.po is the source).

    python3 tools/catalogues.py update    en.po <- the engine's English; translations <- en.po
    python3 tools/catalogues.py compile   ui/locale/<lang>.json and ui/locale/words.js (built)
    python3 tools/catalogues.py check     exit 1 on a message missing, different or stale

A message id is a stable key (``"n_takes"``). en.po holds the English of every key. The engine's
refusal sentences (each game's ``rules.CODES``) and its bots' reasons (``bot.REASONS``) are
written into en.po by ``update`` only, as ``x<letter>_<code>`` and ``c<letter>_<code>`` with a
``#:`` reference to their engine file, so that English is written once. In pt_BR.po and bg.po
each entry carries ``#. English: <the English text>``; when the English changes, ``update``
refreshes that comment and marks the translation fuzzy, and ``check`` fails until a translator
has looked at it (and removed the ``#, fuzzy`` line).

``compile`` writes the catalogues ui/words/i18n.py reads: <name>.json (``CATALOGUE``), the messages
Babel would compile into a .mo (no fuzzy or untranslated entry; a plural message as its list of
forms) and the Plural-Forms expression, one of ``i18n.PLURAL`` (``check`` refuses another); and
words.js: the ``boot_`` messages of every language, said by ui/start/boot.js and
ui/start/sw-register.js before Python runs. Both are build output, git-ignored and never edited by
hand; ``./dev serve``, ``./dev test`` and ``./dev build`` compile them. Babel is a test dependency
(requirements-dev.txt).
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import string
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import games  # noqa: E402
from ui.words.i18n import CATALOGUE, GAME_LETTER, PLURAL  # noqa: E402

LOCALE = ROOT / "ui" / "locale"
SOURCE = "en"
WORDS_JS = "words.js"
BOOT = "boot_"  # the messages words.js carries
WIDTH = 100
HEADER = (
    'msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n"Plural-Forms: {plural}\\n"\n'
    '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    '"Content-Transfer-Encoding: 8bit\\n"\n\n'
)


def names() -> list[str]:
    """The catalogues' file names, the source first: ["en", "pt_BR", "bg"]."""
    return [SOURCE] + sorted((n for n in CATALOGUE.values() if n != SOURCE), reverse=True)


def load(name: str, root: Path = LOCALE) -> Catalog:
    with open(root / f"{name}.po", "rb") as file:
        return read_po(file, abort_invalid=True)


def save(name: str, catalog: Catalog, root: Path = LOCALE) -> None:
    """Write the catalogue: its leading comment as it was, a header of our own (no dates or
    tool names: the same catalogue gives the same bytes), then the entries in order."""
    path = root / f"{name}.po"
    lines = path.read_text(encoding="utf-8").split("\n") if path.exists() else []
    leading = "".join(
        line + "\n" for line in itertools.takewhile(lambda line: line.startswith("# "), lines)
    )
    body = io.BytesIO()
    write_po(body, catalog, width=WIDTH, omit_header=True, include_lineno=False)
    text = leading + HEADER.format(lang=name, plural=catalog.plural_forms)
    path.write_text(text + body.getvalue().decode("utf-8").rstrip("\n") + "\n", encoding="utf-8")


def messages(catalog: Catalog) -> list[Message]:
    return [m for m in catalog if m.id]


def key(message: Message) -> str:
    return message.id[0] if isinstance(message.id, (list, tuple)) else message.id


def forms(message: Message) -> tuple[str, ...]:
    """A message's texts: one, or one per plural form."""
    return tuple(message.string) if message.pluralizable else (message.string,)


def fields(text: str) -> set[str]:
    """The names of a text's placeholders ("{n} of {total}" -> {"n", "total"}), in lower case:
    a capitalised placeholder is the same word with a capital ("{Suit}", "Hearts")."""
    return {
        name.split(".")[0].split("[")[0].split("!")[0].lower()
        for _, name, _, _ in string.Formatter().parse(text)
        if name
    }


def english_comments(source: Message) -> list[str]:
    texts = forms(source)
    return [f"English: {texts[0]}"] + [f"English plural: {text}" for text in texts[1:]]


def same_words(a: list[str], b: list[str]) -> bool:
    """Comments alike but for line wrapping (Babel wraps long comments)."""
    return "".join(" ".join(a).split()) == "".join(" ".join(b).split())


# --- the engine's English ------------------------------------------------------------------


def engine_messages() -> dict[str, tuple[tuple[str, ...], str]]:
    """key -> (English forms, engine file) of every refusal code and bot reason of every game:
    one form, or two (one, more) for a sentence that counts (``engine.errors.Plural``)."""
    out = {}
    for kind in games.GAMES:
        for prefix, part, table in (("x", "rules", "CODES"), ("c", "bot", "REASONS")):
            module = games.part(kind, part)
            path = Path(module.__file__).resolve().relative_to(ROOT).as_posix()
            for code, text in getattr(module, table).items():
                texts = (text,) if isinstance(text, str) else (text.one, text.other)
                out[f"{prefix}{GAME_LETTER[kind]}_{code}"] = (texts, path)
    return out


def extracted(message: Message) -> bool:
    return any(path.startswith("engine/") for path, _ in message.locations)


def extract(source: Catalog) -> None:
    """Put the engine's current English into en.po (and drop codes the engine no longer has)."""
    found = engine_messages()
    for message in messages(source):
        if extracted(message) and key(message) not in found:
            del source[message.id]
    for name, (texts, path) in found.items():
        plural = len(texts) > 1  # a plural message has its key as both ids, as all of ours
        old = source.get(name)
        if old is not None and old.pluralizable == plural:
            old.string = texts if plural else texts[0]  # in its place: Babel's add keeps it
            old.locations = [(path, None)]
            continue
        if old is not None:
            del source[name]
        source.add(
            (name, name) if plural else name,
            texts if plural else texts[0],
            locations=[(path, None)],
        )


def sync(source: Catalog, target: Catalog) -> None:
    """Give ``target`` the keys of ``source`` in its order, each with the English as a
    translator comment; a translation whose English changed is marked fuzzy."""
    old = {key(m): m for m in messages(target)}
    for message in messages(target):
        del target[message.id]
    for message in messages(source):
        comments = english_comments(message)
        entry = old.get(key(message))
        plural = message.pluralizable
        if entry is None or entry.pluralizable != plural:
            empty = ("",) * target.num_plurals if plural else ""
            target.add(message.id, empty, auto_comments=comments, locations=message.locations)
            continue
        flags = set(entry.flags)
        if (
            entry.auto_comments
            and not same_words(entry.auto_comments, comments)
            and any(forms(entry))
        ):
            flags.add("fuzzy")
        target.add(
            message.id,
            entry.string,
            auto_comments=comments,
            user_comments=entry.user_comments,
            locations=message.locations,
            flags=flags,
        )


def update(root: Path = LOCALE) -> None:
    source = load(SOURCE, root)
    extract(source)
    save(SOURCE, source, root)
    for name in names()[1:]:
        target = load(name, root)
        sync(source, target)
        save(name, target, root)


# --- compile ---------------------------------------------------------------------------------


def boot_words(catalogues: dict[str, Catalog]) -> dict[str, dict[str, str]]:
    """The boot_ messages per page language (English where a translation lacks one)."""
    english = {key(m): m.string for m in messages(catalogues[SOURCE]) if key(m).startswith(BOOT)}
    out = {}
    for lang, name in sorted(CATALOGUE.items()):
        own = {
            key(m): m.string
            for m in messages(catalogues[name])
            if key(m) in english and m.string and not m.fuzzy
        }
        out[lang] = {k[len(BOOT) :]: own.get(k, v) for k, v in sorted(english.items())}
    return out


def compiled(catalog: Catalog) -> dict:
    """What ui/words/i18n.py reads of a catalogue: {"plural": its Plural-Forms expression,
    "messages": {key: text, or the list of a plural message's forms}}, with exactly the messages
    Babel's write_mo puts in a .mo: no fuzzy or empty translation, and an empty plural form said as
    the message id, as gettext would."""
    out = {}
    for message in messages(catalog):
        if not message.string or message.fuzzy:
            continue
        if message.pluralizable:
            text = [s or message.id[min(i, 1)] for i, s in enumerate(message.string)]
        else:
            text = message.string
        out[f"{message.context}\x04{key(message)}" if message.context else key(message)] = text
    return {"plural": catalog.plural_expr, "messages": out}


def compile_all(root: Path = LOCALE) -> list[Path]:
    """Write <name>.json for every catalogue and words.js; returns the files written."""
    catalogues = {name: load(name, root) for name in names()}
    unknown = [line for name, c in catalogues.items() for line in plural_problems(name, c)]
    if unknown:  # the page could not say a plural in that language
        raise ValueError("; ".join(unknown))
    written = []
    for name, catalog in catalogues.items():
        data = json.dumps(
            compiled(catalog), ensure_ascii=False, separators=(",", ":"), sort_keys=True
        )
        written.append(_write(root / f"{name}.json", data.encode("utf-8")))
    words = json.dumps(boot_words(catalogues), ensure_ascii=False, indent=1, sort_keys=True)
    text = (
        "// Generated by tools/catalogues.py from ui/locale/*.po (never edit): the words the\n"
        "// page says before Python runs (ui/start/boot.js, ui/start/sw-register.js).\n"
        f"self.BOOT_WORDS = {words};\n"
    )
    written.append(_write(root / WORDS_JS, text.encode("utf-8")))
    return written


def _write(path: Path, data: bytes) -> Path:
    if not path.exists() or path.read_bytes() != data:  # an unchanged file keeps its time
        path.write_bytes(data)
    return path


# --- check -----------------------------------------------------------------------------------


def problems(root: Path = LOCALE) -> list[str]:
    """Everything wrong with the catalogues, one line each (empty: all is well)."""
    out = []
    source = load(SOURCE, root)
    out.extend(plural_problems(SOURCE, source))
    english = {key(m): m for m in messages(source)}
    for name, message in english.items():
        for text in forms(message):
            if not text.strip():
                out.append(f"{SOURCE}.po {name}: no English text")
            try:
                fields(text)
            except ValueError as error:
                out.append(f"{SOURCE}.po {name}: {error}")
    found = engine_messages()
    ours = {name: (forms(m), m.locations[0][0]) for name, m in english.items() if extracted(m)}
    stale = sorted({name for name, _ in set(ours.items()) ^ set(found.items())})
    if stale:
        out.append(
            f"{SOURCE}.po: the engine's English differs ({', '.join(stale)}): "
            "run python3 tools/catalogues.py update"
        )
    for name in names()[1:]:
        catalog = load(name, root)
        out.extend(plural_problems(name, catalog))
        out.extend(translation_problems(name, catalog, english))
    return out


def plural_problems(name: str, catalog: Catalog) -> list[str]:
    """ui/words/i18n.py knows a plural rule by its expression (it evaluates none): a new one needs
    its function in i18n.PLURAL."""
    if catalog.plural_expr in PLURAL:
        return []
    return [
        f"{name}.po: plural rule {catalog.plural_expr!r} unknown to ui/words/i18n.py "
        f"(add it to i18n.PLURAL; it knows {', '.join(PLURAL)})"
    ]


def translation_problems(name: str, catalog: Catalog, english: dict[str, Message]) -> list[str]:
    out = []
    own = {key(m): m for m in messages(catalog)}
    for missing in sorted(set(english) - set(own)):
        out.append(f"{name}.po {missing}: missing")
    for extra in sorted(set(own) - set(english)):
        out.append(f"{name}.po {extra}: not in {SOURCE}.po")
    for k, message in own.items():
        source = english.get(k)
        if source is None:
            continue
        where = f"{name}.po {k}"
        if message.fuzzy:
            out.append(f"{where}: fuzzy (the English changed: check the translation)")
        if message.pluralizable != source.pluralizable:
            out.append(f"{where}: plural forms in one catalogue only")
            continue
        texts = forms(message)
        if message.pluralizable and len(texts) != catalog.num_plurals:
            out.append(f"{where}: {len(texts)} plural forms, not {catalog.num_plurals}")
        if not all(t.strip() for t in texts):
            out.append(f"{where}: not translated")
        wanted = set().union(*(fields(t) for t in forms(source)))
        for text in texts:
            try:
                got = fields(text)
            except ValueError as error:
                out.append(f"{where}: {error}")
                continue
            if text.strip() and got != wanted:
                out.append(f"{where}: placeholders {sorted(got)}, English has {sorted(wanted)}")
        if not same_words(message.auto_comments, english_comments(source)):
            out.append(f"{where}: stale translator comment: run python3 tools/catalogues.py update")
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("update", "compile", "check"))
    command = parser.parse_args(argv).command
    if command == "update":
        update()
    elif command == "compile":
        for path in compile_all():
            print(path.relative_to(ROOT))
    else:
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
