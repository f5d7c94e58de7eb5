"""The message catalogs: complete in English and Brazilian Portuguese, compiled files true to sources."""

from __future__ import annotations

import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from holdem.engine.cards import parse_cards
from holdem.engine.evaluator import best_hand
from holdem.i18n import catalog
from holdem.i18n.catalog_files import Message, compiled, new_catalog, po_text, read_catalog, read_po_text
from holdem.i18n.hands import hand_name, rank_name
from holdem.i18n.numbers import LOCALES, PLAIN_WHOLE_NUMBERS
from holdem.i18n.sources import english_messages

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    catalog.set_language("en")


def placeholders(template: str) -> set[str]:
    return {f"{name}!{conv}" for _, name, _, conv in string.Formatter().parse(template) if name is not None}


def key(message: Message) -> tuple[str, str]:
    """A message as a catalog knows it: its context and its English text (the singular of a plural)."""
    english = message.id[0] if message.pluralizable else message.id
    return message.context or "", english


def forms(message: Message) -> tuple[str, ...]:
    """The translation's forms: one, or one per plural form of the language."""
    return tuple(message.string) if message.pluralizable else (message.string,)


def po_messages(language: str) -> list[Message]:
    """The entries of ``language``'s ``.po`` file, header left out."""
    return [m for m in read_catalog(catalog.catalog_path(language, "po")) if m.id]


def po_entries(language: str) -> dict[tuple[str, str], tuple[str, ...]]:
    return {key(m): forms(m) for m in po_messages(language)}


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_every_message_is_translated_with_the_same_placeholders(language):
    entries = po_entries(language)
    for message in english_messages():
        translation = entries.get(key(message))
        assert translation and all(translation), f"{language}: {message.context} is not translated"
        assert (len(translation) == 2) == message.pluralizable, (language, message.context)
        english = message.id[1] if message.pluralizable else message.id
        for form in translation:
            assert placeholders(form) == placeholders(english), message.context


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_catalogs_hold_no_entry_the_game_no_longer_has(language):
    sources = {key(m) for m in english_messages()}
    assert set(po_entries(language)) <= sources


# Counts that pick each plural form: English's "1 hand" and "0 hands", Portuguese's "0 mão" and "2 mãos".
PLURAL_COUNTS = (0, 1, 2, 5)


def looked_up(translations, message: Message) -> tuple[str, ...]:
    """What gettext says for ``message``: its text, or its form for each of ``PLURAL_COUNTS``."""
    if message.pluralizable:
        singular, many = message.id
        return tuple(translations.npgettext(message.context, singular, many, n) for n in PLURAL_COUNTS)
    return (translations.pgettext(message.context, message.id),)


def expected(language: str, message: Message) -> tuple[str, ...]:
    """The ``.po`` file's translation of ``message`` as gettext should say it for each count."""
    if not message.pluralizable:
        return (message.string,)
    rule = {"en": lambda n: int(n != 1), "pt": lambda n: int(n > 1)}[language]
    return tuple(message.string[rule(n)] for n in PLURAL_COUNTS)


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_every_message_looked_up_in_the_shipped_catalog_is_its_po_translation(language):
    shipped = catalog.translations(language)
    for message in po_messages(language):
        assert looked_up(shipped, message) == expected(language, message), (language, message.context)


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_the_shipped_catalog_holds_exactly_the_po_entries(language):
    from babel.messages.mofile import read_mo

    with catalog.catalog_path(language, "mo").open("rb") as handle:
        shipped = {key(m): forms(m) for m in read_mo(handle) if m.id}
    assert shipped == po_entries(language)


def test_template_lists_every_message():
    template = read_catalog(ROOT / "holdem" / "i18n" / "holdem.pot")
    assert [key(m) for m in template if m.id] == [key(m) for m in english_messages()]


def test_po_round_trip_keeps_newlines_quotes_and_contexts():
    written = new_catalog("pt", [Message('two\nlines "quoted"\\', "duas\nlinhas", context="a.B",
                                         auto_comments=["from here"])])
    read = [m for m in read_po_text(po_text(written)) if m.id]
    assert [(key(m), m.string, m.auto_comments) for m in read] == [
        (("a.B", 'two\nlines "quoted"\\'), "duas\nlinhas", ["from here"])
    ]


def test_the_stdlib_reads_our_compiled_files_with_contexts():
    catalog.set_language("pt")
    assert catalog.tr("strings.FOLD", "Fold") == "Desistir"
    assert catalog.tr("strings.NOT_A_MESSAGE", "Untranslated") == "Untranslated"


def test_table_words_are_the_brazilian_poker_words():
    from holdem.app import strings
    from holdem.i18n.catalog import _

    catalog.set_language("pt")
    assert _((strings.FOLD, strings.CHECK, strings.CALL, strings.BET, strings.RAISE_TO)) == (
        "Desistir", "Passar", "Pagar {amount}", "Apostar", "Aumentar"
    )
    presets = (strings.MIN, strings.HALF_POT, strings.POT_PRESET, strings.ALL_IN)
    assert _(presets) == ("Mín", "Meio pote", "Pote", "All in")
    assert _((strings.BUTTON, strings.SMALL_BLIND, strings.BIG_BLIND)) == ("BTN", "SB", "BB")
    catalog.set_language("en")
    assert _(strings.FOLD) == "Fold"


def test_a_message_is_translated_where_it_is_drawn_not_when_it_is_read():
    from holdem.app import strings
    from holdem.i18n.catalog import Msg, _

    catalog.set_language("pt")
    assert Msg("strings.FOLD", "Fold") == strings.FOLD  # reading a constant translates nothing
    assert _(strings.FOLD) == "Desistir"
    assert _(strings.FOLD, "en") == "Fold"
    assert _(strings.STREET_NAMES)[1] == "Flop"
    assert type(strings).__name__ == "module"  # no module swaps its class


def test_a_message_added_in_the_same_style_is_extracted_and_falls_back_to_english():
    from holdem.app import strings
    from holdem.i18n.catalog import _, msg

    strings.__annotations__["ZZ_LATE_ADDITION"] = "Final"
    strings.ZZ_LATE_ADDITION = msg("strings.ZZ_LATE_ADDITION", "Fold")  # type: ignore[attr-defined]
    try:
        catalog.set_language("pt")
        # Untranslated under its own context, it falls back to English; the extractor will list it.
        assert _(strings.ZZ_LATE_ADDITION) == "Fold"
        assert any(m.context == "strings.ZZ_LATE_ADDITION" for m in english_messages())
    finally:
        del strings.__annotations__["ZZ_LATE_ADDITION"]
        del strings.ZZ_LATE_ADDITION


def test_hand_names_in_portuguese():
    catalog.set_language("pt")
    assert hand_name(best_hand(parse_cards("Kh Kd Ks Ts Tc 4d 2c"))) == "Full house, Reis com Dez"
    assert hand_name(best_hand(parse_cards("Ah Kh Qh Jh Th 2c"))) == "Royal flush"
    assert hand_name(best_hand(parse_cards("Jc Jd 4h 4s Ac"))) == "Dois pares, Valetes e Quatros"
    assert hand_name(best_hand(parse_cards("Ah 2c 3d 4s 5h Kd"))) == "Sequência, Cinco alto"
    assert rank_name(12) == "Ás"
    assert hand_name(best_hand(parse_cards("Jc Jd 4h 4s Ac")), language="en") == "Two pair, Jacks and Fours"


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "pt_BR.UTF-8"}, "pt"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "pt_PT", "LANG": "en_US"}, "pt"),
        ({"LC_MESSAGES": "pt_BR", "LANG": "en_US"}, "pt"),
        ({"LANGUAGE": "fr:pt_BR", "LANG": "en_US"}, "pt"),
        ({"LANGUAGE": "fr", "LANG": "pt_BR"}, "pt"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_language_follows_the_environment(environ, language):
    assert catalog.language_from_environ(environ) == language


def _help(args, tmp_path, **env):
    environ = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), **env}
    result = subprocess.run(
        [sys.executable, "-m", "holdem", "--data-dir", str(tmp_path), *args, "--help"],
        capture_output=True, text=True, env=environ, cwd=ROOT, check=True,
    )
    return result.stdout


def test_help_follows_the_environment_and_lang_overrides_it(tmp_path):
    assert "uso: holdem" in _help([], tmp_path, LANG="pt_BR.UTF-8")
    english = _help(["--lang", "en"], tmp_path, LANG="pt_BR.UTF-8")
    assert "usage: holdem" in english and "show this help" in english


def test_lang_is_remembered(tmp_path):
    portuguese = _help(["--lang", "pt"], tmp_path, LANG="en_US.UTF-8")
    assert "opções:" in portuguese and "mostrar esta ajuda e sair" in portuguese
    assert '"language": "pt"' in (tmp_path / "settings.json").read_text()
    assert "uso: holdem" in _help([], tmp_path, LANG="en_US.UTF-8")


@pytest.mark.parametrize("language", ["en", "pt"])
def test_every_reason_for_closed_raising_is_in_the_catalog(language: str) -> None:
    from holdem.app import strings
    from holdem.engine.actions import LegalActions, RaiseClosed
    from holdem.i18n.catalog import _, set_language

    before = catalog.current_language()
    set_language(language)
    try:
        texts = set()
        for code in RaiseClosed:
            legal = LegalActions(0, 10, 10, 0, 5, None, None, code.value)
            text = strings.raise_closed_reason(legal)
            assert text in _(strings.RAISE_CLOSED_REASONS).values()
            texts.add(text)
        assert len(texts) == len(RaiseClosed)  # each reason has its own words
    finally:
        set_language(before)


@pytest.mark.parametrize(
    ("language", "counts"),
    [("en", ["0 hands", "1 hand", "2 hands"]), ("pt", ["0 mão", "1 mão", "2 mãos"])],
)
def test_plurals_follow_each_languages_rule(language, counts):
    """English says "0 hands"; Brazilian Portuguese says "0 mão" (gettext's Plural-Forms n > 1)."""
    from holdem.app import strings
    from holdem.i18n.catalog import n_

    catalog.set_language(language)
    said = [n_(strings.OVER_HANDS, n).format(count=n) for n in (0, 1, 2)]
    assert [text.split(" ", 1)[1] for text in said] == counts
    assert n_(strings.REBUYS, 1).format(count=1) in ("1 rebuy", "1 recompra")


def test_a_plural_entry_survives_the_po_and_mo_round_trip():
    hands = Message(("{count} hand", "{count} hands"), ("{count} mão", "{count} mãos"), context="strings.X")
    read = read_po_text(po_text(new_catalog("pt", [hands]))).get(hands.id, "strings.X")
    assert (read.id, read.string) == (hands.id, hands.string)
    said = compiled(new_catalog("pt", [hands]))
    said_for = [said.npgettext("strings.X", *hands.id, n) for n in (0, 1, 2)]
    assert said_for == ["{count} mão", "{count} mão", "{count} mãos"]


def test_numbers_are_written_the_way_each_language_writes_them():
    from holdem.app.practice_text import bb_per_100, pct, result_line
    from holdem.records.tally import Tally

    assert (bb_per_100(-252.3), pct(1.0)) == ("−252.3", "100%")
    catalog.set_language("pt")
    assert (bb_per_100(-252.3), bb_per_100(12.0), pct(1.0)) == ("−252,3", "+12,0", "100%")
    assert "nenhuma" not in result_line(Tally()).plain  # no hands yet: the sentence for that


@pytest.mark.parametrize("code", sorted(PLAIN_WHOLE_NUMBERS))
def test_whole_numbers_written_without_babel_are_what_babel_writes(code):
    """``number`` skips Babel where it writes whole numbers as plain digits: it must, for every value."""
    from babel.numbers import format_decimal

    assert code in LOCALES.values()
    for value in (-10**12, -1234567, -1000, -35, -1, 0, 1, 5, 35, 999, 1000, 1500, 123456789, 10**15):
        assert str(value) == format_decimal(value, format="0", locale=code), (code, value)


# Concepts that had two words in one catalog, with the one docs/glossary.md chose.
ONE_WORD = {"pt": [("equidade", "equity"), ("lugar", "assento"), ("fator de agressão", "agressividade"),
                   ("saldo", "resultado da sessão")],
            "en": [("equity", "equidade"), ("fold", "muck"), ("result", " net ")]}


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_no_catalog_uses_two_words_for_one_concept(language):
    """One word per concept (docs/glossary.md): the Portuguese catalog says "equidade", never "equity"."""
    said = re.sub(r"\{[^}]*\}", "", " ".join(" ".join(f) for f in po_entries(language).values())).lower()
    for chosen, avoided in ONE_WORD[language]:
        assert chosen in said and avoided not in said, (chosen, avoided)


def _refused(args, tmp_path, **env):
    environ = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), **env}
    result = subprocess.run(
        [sys.executable, "-m", "holdem", "--data-dir", str(tmp_path), *args],
        capture_output=True, text=True, env=environ, cwd=ROOT, check=False,
    )
    assert result.returncode == 2
    return result.stderr


def test_argparses_own_messages_are_in_the_players_language(tmp_path):
    said = _refused(["--lang", "pt", "--seed", "x"], tmp_path)
    assert "holdem: erro: argumento --seed: uma semente" in said and "uso: holdem" in said
    assert "error" not in said and "argument " not in said
    said = _refused(["--lang", "pt", "sim", "--hands"], tmp_path)
    assert "holdem sim: erro: argumento --hands: esperava um valor" in said
    assert "holdem: error: unrecognized arguments: --nope" in _refused(["--lang", "en", "--nope"], tmp_path)


def test_every_argparse_message_keeps_its_fields_in_portuguese():
    from holdem import cli_strings
    from holdem.cli import argparse_words

    fields = re.compile(r"%\(\w+\)[sr]|%[sr]")
    portuguese = catalog.translate(cli_strings.ARGPARSE, "pt")
    for english, said in zip(cli_strings.ARGPARSE, portuguese, strict=True):
        assert sorted(fields.findall(english.english)) == sorted(fields.findall(said)), english.english
    catalog.set_language("pt")
    assert argparse_words("the following arguments are required: --seed, --name") == (
        "os seguintes argumentos são obrigatórios: --seed, --name"
    )
    assert argparse_words("something argparse never says") == "something argparse never says"
