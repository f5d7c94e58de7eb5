"""A pseudo-locale for tests: every catalog message with each ASCII letter swapped for an accented one.

Text on screen that still has plain ASCII letters did not come from the
catalog (names, card ranks and key letters aside).

>>> pseudo_text("{name} raises to {total}")
'{name} ŕáíšéš ţó {total}'
"""

from __future__ import annotations

import gettext
import io
import re
from typing import Final

from holdem.i18n.po import PLURAL_GLUE, Message, compile_mo

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

    entries = [
        Message(m.context, m.msgid, PLURAL_GLUE.join(pseudo_text(t) for t in (m.msgid, m.msgid_plural) if t),
                msgid_plural=m.msgid_plural)
        for m in english_messages()
    ]
    return gettext.GNUTranslations(io.BytesIO(compile_mo(entries, PSEUDO_LANGUAGE)))
