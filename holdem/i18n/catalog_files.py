"""The game's gettext catalogs as files: ``.po`` sources and compiled ``.mo`` files, by Babel.

Babel's ``pofile`` and ``mofile`` read and write them; this module holds what holdem decides on top:
each language's plural rule, a header that stays the same from one run to the next (so an unchanged
catalog is written and compiled to the same bytes), no line wrapping (a text is split only at its own
newlines) and no flags (the tests hold each translation's ``{fields}`` to its English text's).

>>> pt = new_catalog("pt", [Message("Fold", context="strings.FOLD")])
>>> pt.get("Fold", "strings.FOLD").string = "Desistir"
>>> compiled(pt).pgettext("strings.FOLD", "Fold")
'Desistir'
>>> read_po_text(po_text(pt)).get("Fold", "strings.FOLD").string
'Desistir'
"""

from __future__ import annotations

import datetime
import gettext
import io
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from holdem import __version__

__all__ = ["Message", "compiled", "mo_bytes", "new_catalog", "po_text", "read_catalog", "read_po_text"]

# Which plural form a count takes (gettext's C expression): Brazilian Portuguese says "0 mão", "1 mão".
# Babel's own rule for pt has three forms (CLDR's "many" for millions); the game's words have two.
PLURAL_FORMS: Final = {"en": "nplurals=2; plural=(n != 1);", "pt": "nplurals=2; plural=(n > 1);"}
PROJECT: Final = "holdem"
HEADER_COMMENT: Final = "# holdem's player-facing text: scripts/extract_messages.py writes this file."
# The date every catalog's header carries: a fixed one, so that writing a catalog again changes nothing.
HEADER_DATE: Final = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
# No wrapping: a text stays on one line (split only at its own newlines).
NO_WRAP: Final = 0


def new_catalog(language: str, messages: Iterable[Message] = ()) -> Catalog:
    """A catalog of ``language`` (a template when empty) holding ``messages``, with the game's header."""
    catalog = Catalog(locale=language or None, project=PROJECT, version=__version__, fuzzy=False,
                      creation_date=HEADER_DATE, revision_date=HEADER_DATE, header_comment=HEADER_COMMENT)
    catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS.get(language, PLURAL_FORMS["en"]))]
    for message in messages:
        message.flags.clear()  # Babel marks a text with {fields} python-brace-format by itself
        catalog[message.id] = message
    return catalog


def po_text(catalog: Catalog) -> str:
    """The text of ``catalog`` as a ``.po`` file."""
    out = io.BytesIO()
    write_po(out, catalog, width=NO_WRAP)
    return out.getvalue().decode(catalog.charset)


def read_po_text(text: str) -> Catalog:
    """The catalog a ``.po`` text holds; raises Babel's ``PoFileError`` when it is malformed."""
    return read_po(io.StringIO(text), abort_invalid=True)


def read_catalog(path: Path) -> Catalog:
    return read_po_text(path.read_text("utf-8"))


def mo_bytes(catalog: Catalog) -> bytes:
    """``catalog`` compiled to a GNU ``.mo`` file (its translated entries and its header)."""
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def compiled(catalog: Catalog) -> gettext.GNUTranslations:
    """``catalog`` as the standard library's gettext reads it at run time."""
    return gettext.GNUTranslations(io.BytesIO(mo_bytes(catalog)))
