"""Babel's pofile/mofile give the same translations as the game's own reader and writer did."""

from __future__ import annotations

import gettext
import io

import pytest
from babel.messages.mofile import read_mo

from holdem.i18n import catalog
from holdem.i18n.catalog_files import compiled, read_catalog
from holdem.i18n.po import PLURAL_GLUE, compile_mo, parse_mo, parse_po

COUNTS = (0, 1, 2, 5, 21, 1000000)


def said(translations: gettext.NullTranslations, context: str, english: str, plural: str) -> tuple[str, ...]:
    if plural:
        return tuple(translations.npgettext(context, english, plural, n) for n in COUNTS)
    return (translations.pgettext(context, english),)


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_every_message_says_the_same_through_babel(language):
    po = catalog.catalog_path(language, "po")
    old_entries = parse_po(po.read_text("utf-8"))
    old = gettext.GNUTranslations(io.BytesIO(compile_mo(old_entries, language)))
    new = compiled(read_catalog(po))
    new_shipped = catalog.translations(language)
    babel_entries = {(m.context, m.id[0] if m.pluralizable else m.id): m for m in read_catalog(po) if m.id}
    assert len(babel_entries) == len(old_entries) > 700
    with catalog.catalog_path(language, "mo").open("rb") as handle:
        read = [m for m in read_mo(handle) if m.id]
    shipped = {(m.context, m.id[0] if m.pluralizable else m.id): m.string for m in read}
    old_compiled = parse_mo(compile_mo(old_entries, language))
    glued = {k: PLURAL_GLUE.join(v) if isinstance(v, tuple | list) else v for k, v in shipped.items()}
    assert glued == old_compiled
    for entry in old_entries:
        message = babel_entries[entry.key]
        strings = tuple(message.string) if message.pluralizable else (message.string,)
        assert PLURAL_GLUE.join(strings) == entry.msgstr
        answers = {said(t, entry.context, entry.msgid, entry.msgid_plural)
                   for t in (old, new, new_shipped)}
        assert len(answers) == 1, (entry.key, answers)
        assert said(new, entry.context, "not" + entry.msgid, "") == ("not" + entry.msgid,)
    for n in range(200):
        assert old.plural(n) == new_shipped.plural(n)  # type: ignore[attr-defined]


def test_the_pseudo_catalog_says_the_same_through_babel():
    from holdem.i18n.po import Message
    from holdem.i18n.pseudo import PSEUDO_LANGUAGE, pseudo_catalog, pseudo_text
    from holdem.i18n.sources import english_messages

    messages = english_messages()
    old_entries = [
        Message(m.context, m.id[0] if m.pluralizable else m.id,
                PLURAL_GLUE.join(pseudo_text(t) for t in (m.id if m.pluralizable else (m.id,))),
                msgid_plural=m.id[1] if m.pluralizable else "")
        for m in messages
    ]
    old = gettext.GNUTranslations(io.BytesIO(compile_mo(old_entries, PSEUDO_LANGUAGE)))
    new = pseudo_catalog()
    for entry in old_entries:
        assert said(old, entry.context, entry.msgid, entry.msgid_plural) == said(
            new, entry.context, entry.msgid, entry.msgid_plural
        )
