"""Where the game's English text comes from: the modules of catalogued constants and the hand names.

``english_messages()`` is what ``scripts/extract_messages.py`` writes to the
template and what the tests hold every catalog to.
"""

from __future__ import annotations

import importlib
from typing import Final

from holdem.i18n.catalog import Plural, english_constants, messages_of
from holdem.i18n.po import Message

# module -> context prefix of its ``msg(...)`` constants.
MODULES: Final = {
    "holdem.app.strings": "strings",
    "holdem.app.bet_strings": "strings",
    "holdem.tui.amount_field": "strings",
    "holdem.app.odds_line": "strings",
    "holdem.app.help_text": "help",
    "holdem.app.glossary": "help",
    "holdem.app.coach_strings": "coach",
    "holdem.app.hud_strings": "hud",
    "holdem.app.hud_text": "hud",
    "holdem.cli_strings": "cli",
    "holdem.i18n.numbers": "numbers",
}


def english_messages() -> list[Message]:
    """Every message, English text as ``msgid``, in source order, each with where it comes from."""
    messages: dict[tuple[str, str], Message] = {}
    for module_name, prefix in MODULES.items():
        module = importlib.import_module(module_name)
        for name, value in english_constants(module).items():
            for message in messages_of(value):
                if not message.context.startswith(f"{prefix}."):
                    raise ValueError(f"{module_name}.{name}: context {message.context!r} is not {prefix}.*")
                where = [f"{module_name}.{name}"]
                found = (message.context, message.english)
                many = message.english_plural if isinstance(message, Plural) else ""
                messages.setdefault(found, Message(message.context, message.english, comments=where,
                                                   msgid_plural=many))
    from holdem.i18n.hands import _ENGLISH, CONTEXT

    for key, text in _ENGLISH.items():
        messages.setdefault(
            (f"{CONTEXT}.{key}", text), Message(f"{CONTEXT}.{key}", text, comments=["holdem.i18n.hands"])
        )
    return list(messages.values())
