"""The page's texts are gettext catalogues (ui/locale/*.po, tools/catalogues.py): every message
in every language with the same placeholders, real plural forms, the players' words, the
engine's English written once, and the compiled catalogues (JSON) said as the gettext module
says the .mo files Babel compiles from the same sources."""

from __future__ import annotations

import gettext
import io
import json
import re
import subprocess
import sys
import zipfile

import pytest
from babel.messages.mofile import write_mo

from tests.conftest import ROOT
from tools import catalogues
from ui.words import i18n

TRANSLATIONS = catalogues.names()[1:]


@pytest.fixture(scope="module", autouse=True)
def compiled():
    """The .json catalogues and words.js as ./dev compiles them (build output, so always fresh
    here)."""
    catalogues.compile_all()


@pytest.fixture(autouse=True)
def english():
    i18n.set_lang("en")
    yield
    i18n.set_lang("en")


def english_messages() -> dict:
    return {catalogues.key(m): m for m in catalogues.messages(catalogues.load("en"))}


@pytest.mark.parametrize("name", TRANSLATIONS)
def test_every_english_message_is_translated_with_the_same_placeholders(name):
    source = english_messages()
    catalog = catalogues.load(name)
    own = {catalogues.key(m): m for m in catalogues.messages(catalog)}
    assert set(own) == set(source), f"{name}.po: keys differ from en.po"
    for key, message in own.items():
        wanted = set().union(*(catalogues.fields(t) for t in catalogues.forms(source[key])))
        assert message.pluralizable == source[key].pluralizable, key
        for text in catalogues.forms(message):
            assert text.strip(), f"{name}.po {key}: not translated"
            assert catalogues.fields(text) == wanted, f"{name}.po {key}: placeholders differ"
        assert not message.fuzzy, f"{name}.po {key}: fuzzy"


@pytest.mark.parametrize("name", catalogues.names())
def test_plural_messages_have_every_form_of_the_language(name):
    catalog = catalogues.load(name)
    expected = {
        "en": "nplurals=2; plural=(n != 1);",
        "pt_BR": "nplurals=2; plural=(n != 1);",  # "0 vazas", as Brazilians say it
        "bg": "nplurals=2; plural=(n != 1);",
    }
    assert catalog.plural_forms == expected[name]
    plurals = [m for m in catalogues.messages(catalog) if m.pluralizable]
    assert plurals, "no plural messages"
    for message in plurals:
        assert len(message.string) == catalog.num_plurals, catalogues.key(message)


def test_the_check_command_passes():
    result = subprocess.run(
        [sys.executable, "tools/catalogues.py", "check"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout[-3000:]


def test_the_engines_english_is_extracted_once_and_not_stale():
    extracted = {
        k: (catalogues.forms(m), m.locations[0][0])
        for k, m in english_messages().items()
        if catalogues.extracted(m)
    }
    assert extracted == catalogues.engine_messages(), "run python3 tools/catalogues.py update"


def test_update_is_stable_and_a_changed_english_asks_the_translators(tmp_path):
    for path in (ROOT / "ui" / "locale").glob("*.po"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    catalogues.update(tmp_path)
    for path in (ROOT / "ui" / "locale").glob("*.po"):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), f"{path.name} moved"
    english = (tmp_path / "en.po").read_text(encoding="utf-8")
    (tmp_path / "en.po").write_text(
        english.replace('msgstr "Undo"', 'msgstr "Take back"'), encoding="utf-8"
    )
    catalogues.update(tmp_path)
    assert sorted(catalogues.problems(tmp_path)) == [
        "bg.po undo: fuzzy (the English changed: check the translation)",
        "pt_BR.po undo: fuzzy (the English changed: check the translation)",
    ]
    translation = (tmp_path / "bg.po").read_text(encoding="utf-8")
    assert '#. English: Take back\n#, fuzzy\nmsgid "undo"\nmsgstr "Отменете хода"' in translation


@pytest.mark.parametrize(
    "lang,one,two,zero",
    [
        ("en", "1 trick", "2 tricks", "0 tricks"),
        ("pt-BR", "1 vaza", "2 vazas", "0 vazas"),
        ("bg", "1 взятка", "2 взятки", "0 взятки"),
    ],
)
def test_counts_take_the_languages_plural_forms(lang, one, two, zero):
    i18n.set_lang(lang)
    assert [i18n.tn("tricks_n", n) for n in (1, 2, 0)] == [one, two, zero]
    assert i18n.tn("b_tricks_n", 0.5, n="0,5").startswith("0,5 ")


# What the languages write (CLDR, as Intl.NumberFormat says it; tests/test_i18n_boot.py asks the
# browser), with one minus sign, MINUS, in every language.
NUMBERS = {
    "pt-BR": ["−1.300", "118,8", "−260", "12.345", "1.234.567,5", "0,2", "0", "1.000"],
    "bg": ["−1300", "118,8", "−260", "12\u00a0345", "1\u00a0234\u00a0567,5", "0,2", "0", "1000"],
    "en": ["−1,300", "118.8", "−260", "12,345", "1,234,567.5", "0.2", "0", "1,000"],
}


@pytest.mark.parametrize("lang", sorted(NUMBERS))
def test_numbers_are_written_as_the_language_writes_them(lang):
    from babel.numbers import format_decimal

    i18n.set_lang(lang)
    values = [-1300, 118.8, -260, 12345, 1234567.5, 0.15, -0.04, 1000]
    assert [i18n.number(x, 1) for x in values] == NUMBERS[lang]
    assert [i18n.number(n, sign=True) for n in (3, 0, -3)] == ["+3", "0", "−3"]
    assert i18n.number(7.25, 1) == ("7,3" if lang != "en" else "7.3")  # halves away from zero
    assert i18n.tn("points_n", -20) == i18n.t("points_n").replace("{n}", "−20").replace(
        i18n.tn("points_n", 1, n=""), i18n.tn("points_n", 2, n="")
    ) or "−20" in i18n.tn("points_n", -20)
    # Babel (CLDR) agrees on the separators (it knows no minimum grouping: 5 digits and up)
    locale = i18n.CATALOGUE[lang]
    for x in (-12345.5, 1234567, 99999.9):
        assert i18n.number(x, 1) == format_decimal(x, locale=locale).replace("-", i18n.MINUS)


def test_no_number_is_written_by_hand_in_the_pages_code():
    """Scores and amounts go through i18n.number: no ASCII-minus f-string or str() of a
    score, no decimal point swapped by hand."""
    wrong = re.compile(
        r'f"\+\{|str\(int\(n\)\)|replace\("\.", ","\)|:\.1f\}"\.removesuffix'
        r"|\{v:g\}|\{a\[.average.\]:g\}"
    )
    found = [
        f"{path.relative_to(ROOT)}:{no}: {line.strip()}"
        for path in sorted((ROOT / "ui").rglob("*.py"))
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if wrong.search(line)
    ]
    assert not found, found


# A count before what it counts ("{n} tricks", "{deals} deals") needs a plural message; these
# counts are never 1 (the targets 3, 5 and 8; the pad's 10 or 15 deals), and the engine's
# bots' reasons and refusals (x*_, c*_) are its own English (see the report of issue 27).
COUNTED = {
    "en": r"(tricks?|points?|cards?|deals?|match(es)?|games?|hands?|moves?)\b",
    "pt_BR": r"(vazas?|pontos?|cartas?|mãos?|partidas?|jogadas?)\b",
    "bg": r"(взятк[аи]|точк[аи]|карт[аи]|раздавани[яе]|игр[аи]|ходове|ход)\b",
}
NEVER_ONE = {"b_role_long", "b_pad", "g_k_end_declined"}  # and 75 or 100 points
COUNT = r"\{(?:n|count|deals|made|tricks|amount|min|max|points|pts|matches|games|left)\} "


@pytest.mark.parametrize("name", catalogues.names())
def test_every_count_in_a_sentence_is_a_plural_message(name):
    found = [
        (catalogues.key(m), text)
        for m in catalogues.messages(catalogues.load(name))
        if not m.pluralizable and catalogues.key(m) not in NEVER_ONE
        for text in catalogues.forms(m)
        if re.search(COUNT + COUNTED[name], text)
    ]
    assert not found, found


# The informal (ти) imperatives of Bulgarian: the page says Вие, "Играйте", "Научете".
BG_INFORMAL = (
    "играй затвори отвори продължи покажи сподели копирай изтрий тегли свали презареди отмени "
    "избери натисни виж опитай научи започни запази върни остави въведи кликни щракни докосни "
    "изтривай вземи дай кажи обяви хвърли сложи погледни"
).split()
# ... that are also third-person verbs ("той тегли", "свали" as "laid away") or nouns ("Обяви")
BG_ALSO_THIRD = {"тегли", "обяви", "продължи", "запази", "хвърли", "пази", "свали"}


def test_bulgarian_speaks_to_the_player_formally():
    found = []
    for message in catalogues.messages(catalogues.load("bg")):
        for text in catalogues.forms(message):
            # (after "да" or "се" a verb is not an imperative: "да се сподели")
            words = re.findall(r"[А-Яа-я]+", text)
            for before, word in zip(["", *words], words, strict=False):
                low = word.lower()
                if low not in BG_INFORMAL or before.lower() in ("да", "се"):
                    continue
                if word[0].isupper() and low == "обяви" or low in BG_ALSO_THIRD and word.islower():
                    continue  # "Обяви", the announcements; "той тегли", the third person
                found.append((catalogues.key(message), text))
    assert not found, found


def test_the_games_names_in_bulgarian_sentences_are_bulgarian():
    from ui import games

    i18n.set_lang("bg")
    assert games.name("king") == "Кинг" and games.name("358") == "3-5-8"
    assert i18n.t("resume", game=games.name("king"), hand=3) == "Продължете Кинг (раздаване 3)"
    i18n.set_lang("pt-BR")
    assert games.name("king") == "King"


def test_sentences_about_the_player_are_in_the_second_person():
    said = {}
    for lang in i18n.LANGS:
        i18n.set_lang(lang)
        said[lang] = (i18n.t("n_plays_you", card="Q♥"), i18n.t("n_takes_you"))
    assert said["en"] == ("You play Q♥.", "You take the trick.")
    assert said["pt-BR"] == ("Você joga Q♥.", "Você leva a vaza.")
    assert said["bg"] == ("Вие играете Q♥.", "Вие взимате взятката.")


def test_refusals_say_the_engines_data_in_the_players_words():
    i18n.set_lang("pt-BR")
    assert i18n.reason("must_follow_suit", {"suit": "C"}, kind="king") == (
        "Você deve servir o naipe: você tem paus."
    )
    assert i18n.reason("penalty_discard", {"cards": ["QH", "TS"]}, kind="king").endswith(
        "(Q♥, 10♠)."
    )
    i18n.set_lang("bg")
    assert i18n.reason("contract_played", {"contract": "copas"}, kind="king") == (
        "Играта „Купи“ вече е изиграна."
    )
    assert i18n.reason("no_such_code", {}, kind="358") == i18n.t("xb_not_legal")


@pytest.mark.parametrize(
    ("lang", "one", "more"),
    [
        ("en", "at least 1 trick.", "at least 2 tricks."),
        ("pt-BR", "pelo menos 1 vaza.", "pelo menos 2 vazas."),
        ("bg", "поне 1 взятка.", "поне 2 взятки."),
    ],
)
def test_the_engines_counted_sentences_take_the_plural_of_their_count(lang, one, more):
    """A refusal or a bot's reason that counts (engine.errors.Plural) is said in the form of its
    number, in the engine's English as on the page."""
    from engine.king import bot, rules
    from ui.words import coach

    assert str(rules.CODES["bid_too_low"].format(min=1)).endswith("at least 1 trick.")
    assert rules.CODES["bid_too_low"].format(min=3).endswith("at least 3 tricks.")
    assert "about 1.5 tricks" in bot.REASONS["bid_strength"].format(tricks=1.5, suit="hearts")
    i18n.set_lang(lang)
    try:
        assert i18n.reason("bid_too_low", {"min": 1}, kind="king").endswith(one)
        assert i18n.reason("bid_too_low", {"min": 2}, kind="king").endswith(more)
        word = {"en": "1 trick ", "pt-BR": "1 vaza ", "bg": "1 взятка "}[lang]
        assert word in coach.reason_text("king", "pass_weak", {"min": 1})
        assert word not in coach.reason_text("king", "pass_weak", {"min": 4})
    finally:
        i18n.set_lang("en")


@pytest.fixture
def loaded(monkeypatch):
    """i18n's loaded catalogues, restored after the test (which may put its own in)."""
    monkeypatch.setattr(i18n, "_loaded", dict(i18n._loaded))
    return i18n._loaded


def test_a_missing_translation_falls_back_to_english_and_a_missing_key_to_itself(loaded):
    partial = catalogues.load("pt_BR")
    del partial["title"]
    loaded["pt-BR"] = i18n.Translations("pt-BR", catalogues.compiled(partial))
    i18n.set_lang("pt-BR")
    assert i18n.t("title") == "King & 3-5-8" and i18n.t("undo") == "Desfazer"
    assert i18n.t("no_such_key") == "no_such_key" and not i18n.has("no_such_key")


def test_a_catalogue_not_compiled_says_how_to_compile_it(loaded, monkeypatch):
    monkeypatch.setitem(i18n.CATALOGUE, "bg", "not_compiled")
    loaded.pop("bg", None)
    wanted = r"ui/locale/not_compiled\.json: run `python3 tools/catalogues\.py compile`"
    with pytest.raises(FileNotFoundError, match=wanted):
        i18n.catalogue("bg")


def test_a_plural_rule_unknown_to_i18n_fails_the_check_and_the_compile(tmp_path):
    for path in (ROOT / "ui" / "locale").glob("*.po"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    russian = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2);"
    bg = (tmp_path / "bg.po").read_text(encoding="utf-8")
    (tmp_path / "bg.po").write_text(
        bg.replace("nplurals=2; plural=(n != 1);", russian), encoding="utf-8"
    )
    found = [line for line in catalogues.problems(tmp_path) if "plural rule" in line]
    assert found and found[0].startswith("bg.po: plural rule '(n%10==1"), found
    with pytest.raises(ValueError, match=r"bg\.po: plural rule '\(n%10==1"):
        catalogues.compile_all(tmp_path)  # nor compiles it


@pytest.mark.parametrize("name", catalogues.names())
def test_every_catalogues_plural_rule_is_one_i18n_knows(name):
    rule = catalogues.compiled(catalogues.load(name))["plural"]
    assert rule in i18n.PLURAL, f"{name}.po: plural rule {rule} unknown to ui/words/i18n.py"


class _Nothing(gettext.NullTranslations):
    """The end of gettext's fallbacks, as of i18n's: a message no catalogue has is None."""

    def gettext(self, message):
        return None

    def ngettext(self, msgid1, msgid2, n):
        return None


def doctored(name: str, catalog):
    """A catalogue with what a complete one never has, for the compiler's rules to show: a fuzzy
    and an empty translation, a plural message with one form empty, one with every form empty
    and one fuzzy (English and a translation at partly the same keys)."""
    singular = [m for m in catalogues.messages(catalog) if not m.pluralizable]
    plural = [m for m in catalogues.messages(catalog) if m.pluralizable]
    step = 1 if name == catalogues.SOURCE else 2
    singular[0].flags.add("fuzzy")
    singular[step].string = ""
    plural[0].string = ("", plural[0].string[1])
    plural[step].string = ("",) * len(plural[step].string)
    plural[step + 1].flags.add("fuzzy")
    return catalog


def gettext_catalogues(sources: dict) -> dict:
    """lang -> the GNUTranslations of the .mo Babel compiles (as tools/catalogues.py did before
    the JSON), English behind each translation, as i18n chains them."""
    out = {}
    for lang, name in i18n.CATALOGUE.items():
        data = io.BytesIO()
        write_mo(data, sources[name], use_fuzzy=False)
        data.seek(0)
        out[lang] = gettext.GNUTranslations(data)
    out["en"].add_fallback(_Nothing())
    for lang in i18n.LANGS:
        if lang != "en":
            out[lang].add_fallback(out["en"])
    return out


COUNTS = [*range(6), 11, 21, 101]


@pytest.mark.parametrize("doctor", [False, True], ids=["as_written", "incomplete"])
def test_the_json_catalogues_say_what_gettext_says_of_the_mo_files(doctor, loaded):
    sources = {name: catalogues.load(name) for name in catalogues.names()}
    if doctor:
        sources = {name: doctored(name, catalog) for name, catalog in sources.items()}
        for lang, name in i18n.CATALOGUE.items():
            loaded[lang] = i18n.Translations(lang, catalogues.compiled(sources[name]))
    else:
        loaded.clear()  # read from ui/locale/*.json
    expected = gettext_catalogues(sources)
    keys = [*english_messages(), "no_such_key"]
    plurals = [k for k, m in english_messages().items() if m.pluralizable]
    for lang in i18n.LANGS:
        i18n.set_lang(lang)
        ours, theirs = i18n.catalogue(lang), expected[lang]
        for key in keys:
            assert ours.gettext(key) == theirs.gettext(key), (lang, key)
            assert i18n.t(key) == (theirs.gettext(key) or key), (lang, key)
            assert ours.ngettext(key, key, 2) == theirs.ngettext(key, key, 2), (lang, key)
        for key in plurals:
            for n in COUNTS:
                said = theirs.ngettext(key, key, n)
                assert ours.ngettext(key, key, n) == said, (lang, key, n)
                if said is not None and catalogues.fields(said) <= {"n"}:
                    assert i18n.tn(key, n) == said.format(n=n), (lang, key, n)


# The players' proofreading (i18n-review.md): one word per idea, as the seeds say it.
AVOID = {
    "pt_BR": [
        r"[Cc]arteador",
        r"seguir o naipe",
        r"\b[Ss]iga o naipe",
        r"\b[Cc]ontrato",
        r"\bProva\b",
        r"castigo",
        r"[Tt]roca\b",
        r"de -1300",
        r"Jogadores do computador",
        r"funcionar offline",
        r"hand=",
    ],
    "bg": [
        r"[Рр]аздавач",
        r"\b[Тт]ърг",
        r"[Дд]оговор",
        r"^Назад$",
        r"King",
        r"положителн",
        r"\b[Рр]ъка \{n\} от",
        r"Обяви: \{",
        r"Набор правила",
        r"\b[Рр]ъц[еи]\b|\b[Рр]ъка(та)?\b(?!\))",  # a trick is "взятка" ("ръка" in the glossary)
        r"празно = ",
        r"hand=",
    ],
}


@pytest.mark.parametrize("name", sorted(AVOID))
def test_the_glossary_words_replace_the_ones_players_do_not_say(name):
    found = []
    for message in catalogues.messages(catalogues.load(name)):
        for text in catalogues.forms(message):
            found += [
                (catalogues.key(message), text)
                for pattern in AVOID[name]
                if re.search(pattern, text)
            ]
    assert not found, found


def test_the_loading_screen_words_are_generated_for_every_language():
    text = (ROOT / "ui" / "locale" / catalogues.WORDS_JS).read_text(encoding="utf-8")
    words = json.loads(text[text.index("{") : text.rindex("}") + 1])
    assert set(words) == set(i18n.LANGS)
    assert {len(w) for w in words.values()} == {len(words["en"])}
    assert words["bg"]["title"] == "Кинг и 3-5-8"
    assert words["pt-BR"]["offline"] == "Pronto para jogar sem internet."


def test_the_catalogues_load_from_a_zip_as_in_the_built_site(tmp_path):
    bundle = tmp_path / "app.zip"
    with zipfile.ZipFile(bundle, "w") as archive:
        for path in [
            ROOT / "ui" / "__init__.py",
            ROOT / "ui" / "words" / "__init__.py",
            ROOT / "ui" / "words" / "i18n.py",
            *(ROOT / "ui" / "locale").glob("*.json"),
            *(ROOT / "engine").rglob("*.py"),
        ]:
            archive.write(path, path.relative_to(ROOT).as_posix())
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); from ui.words import i18n; "
        "i18n.set_lang('bg'); print(i18n.__file__, i18n.tn('cards_n', 3))"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-c", code, str(bundle)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.split() == [str(bundle / "ui" / "words" / "i18n.py"), "3", "карти"]


def test_a_changed_engine_sentence_replaces_its_english_in_place(monkeypatch):
    """update takes the engine's new English (Babel's add alone keeps the old text), where the
    message stood, and a sentence that starts to count becomes a plural message."""
    source = catalogues.load("en")
    order = [catalogues.key(m) for m in catalogues.messages(source)]
    found = dict(catalogues.engine_messages())
    found["cb_draw_trumps"] = (("lead {card} now",), found["cb_draw_trumps"][1])
    found["cb_win_trick"] = (("{n} trick", "{n} tricks"), found["cb_win_trick"][1])
    monkeypatch.setattr(catalogues, "engine_messages", lambda: found)
    catalogues.extract(source)
    assert source["cb_draw_trumps"].string == "lead {card} now"
    assert source["cb_win_trick"].pluralizable
    assert tuple(source["cb_win_trick"].string) == ("{n} trick", "{n} tricks")
    after = [catalogues.key(m) for m in catalogues.messages(source)]
    assert [k for k in after if k != "cb_win_trick"] == [k for k in order if k != "cb_win_trick"]
