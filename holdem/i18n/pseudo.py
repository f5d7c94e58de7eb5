"""A pseudo-locale for tests: every catalog message with each ASCII letter swapped for an accented one.

Text on screen that still has plain ASCII letters did not come from the
catalog (names, card ranks and key letters aside).

>>> pseudo_text("{name} raises to {total}")
'{name} ŕáíšéš ţó {total}'
"""

from __future__ import annotations

import gettext
import re
from typing import Final

from holdem.i18n.catalog_files import Message, compiled, new_catalog

PSEUDO_LANGUAGE: Final = "pseudo"
_PLAIN: Final = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ACCENTED: Final = "áƀçďéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
_TABLE: Final = str.maketrans(_PLAIN, _ACCENTED)
_FIELD: Final = re.compile(r"(\{[^{}]*\})")


def pseudo_text(text: str) -> str:
    """``text`` with its letters accented, ``{fields}`` left as they are."""
    return "".join(part if _FIELD.fullmatch(part) else part.translate(_TABLE) for part in _FIELD.split(text))


def pseudo_catalog() -> gettext.GNUTranslations:
    """A compiled catalog of every message in the pseudo-locale."""
    from holdem.i18n.sources import english_messages

    entries = []
    for message in english_messages():
        if isinstance(message.id, str):
            accented: str | tuple[str, ...] = pseudo_text(message.id)
        else:
            accented = tuple(pseudo_text(text) for text in message.id)
        entries.append(Message(message.id, accented, context=message.context))
    return compiled(new_catalog(PSEUDO_LANGUAGE, entries))
