"""The player's name at the table, made safe for hand histories.

>>> clean_name("  Ann: (Jo) [x]\\n", taken=["Marta"])
'Ann Jo x'
>>> clean_name("marta", taken=["Marta"]), clean_name("???", taken=[])
('', 'Hero')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from holdem.app.strings import DEFAULT_NAME
from holdem.i18n.catalog import _

MAX_LENGTH: Final = 12
# Hand histories use ':' '(' ')' '[' ']' '#' and line breaks as structure; keep letters,
# digits, spaces and a few harmless marks.
_UNSAFE: Final = re.compile(r"[^\w .'-]", re.UNICODE)


def clean_name(raw: str | None, taken: Iterable[str]) -> str:
    """``raw`` without characters that break hand histories; ``""`` if it copies a taken name.

    An empty result from cleaning gives the default name.
    """
    text = _UNSAFE.sub("", raw or "")
    text = " ".join(text.split())[:MAX_LENGTH].strip()
    if not text:
        return _(DEFAULT_NAME)
    if text.casefold() in {name.casefold() for name in taken}:
        return ""
    return text
