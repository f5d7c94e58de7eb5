"""Where the game's English text comes from: the modules of catalogued constants and the hand names.

``english_messages()`` is what ``scripts/extract_messages.py`` writes to the
template and what the tests hold every catalog to: Babel messages, each with its
context, its English text as ``id`` (``(singular, plural)`` for a plural) and,
as an automatic comment, the constant it comes from.
"""

from __future__ import annotations

import importlib
from typing import Final

from babel.messages.catalog import Message

from holdem.i18n.catalog import Plural, english_constants, messages_of

# module -> context prefix of its ``msg(...)`` constants.
MODULES: Final = {
    "holdem.app.strings": "strings",
    "holdem.app.log_lines": "strings",
    "holdem.app.scene": "strings",
    "holdem.app.bar_text": "strings",
    "holdem.app.bet_slip": "strings",
    "holdem.tui.action_bar": "strings",
    "holdem.tui.screens.betting": "strings",
    "holdem.tui.amount_field": "strings",
    "holdem.app.odds_line": "strings",
    "holdem.app.practice_text": "strings",
    "holdem.app.help_text": "help",
    "holdem.app.glossary": "help",
    "holdem.app.coach_strings": "coach",
    "holdem.app.drill_strings": "drills",
    "holdem.app.hud_text": "hud",
    "holdem.app.player_notes": "hud",
    "holdem.app.stats_filters": "hud",
    "holdem.tui.table_keys": "hud",
    "holdem.tui.screens.player_keys": "hud",
    "holdem.tui.screens.player": "hud",
    "holdem.tui.screens.note": "hud",
    "holdem.tui.screens.stats": "hud",
    "holdem.tui.screens.history": "hud",
    "holdem.tui.screens.hand_filter": "hud",
    "holdem.cli_strings": "cli",
    "holdem.i18n.numbers": "numbers",
}


def english_messages() -> list[Message]:
    """Every message, English text as ``id``, in source order, each with where it comes from."""
    messages: dict[tuple[str, str], Message] = {}
    for module_name, prefix in MODULES.items():
        module = importlib.import_module(module_name)
        for name, value in english_constants(module).items():
            for message in messages_of(value):
                if not message.context.startswith(f"{prefix}."):
                    raise ValueError(f"{module_name}.{name}: context {message.context!r} is not {prefix}.*")
                where = [f"{module_name}.{name}"]
                found = (message.context, message.english)
                english: str | tuple[str, str] = message.english
                if isinstance(message, Plural):
                    english = (message.english, message.english_plural)
                messages.setdefault(found, Message(english, context=message.context, auto_comments=where))
    from holdem.i18n.hands import _ENGLISH, CONTEXT

    for key, text in _ENGLISH.items():
        messages.setdefault(
            (f"{CONTEXT}.{key}", text),
            Message(text, context=f"{CONTEXT}.{key}", auto_comments=["holdem.i18n.hands"]),
        )
    return list(messages.values())
