"""Bring labels captured before a change of language up to date.

Almost every word is read from the catalog when it is drawn, but a few are
captured once: Textual keeps each screen's binding descriptions (the footer's
words) from class definition, and the action bar builds its preset labels at
import. After a change of language this module swaps those for the new
language's words, found by what they said in the old one.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import replace
from typing import Any

from holdem.i18n import catalog
from holdem.i18n.catalog import english_constants, messages_of


def _strings_messages() -> list[tuple[str, str]]:
    from holdem.tui import strings

    found: list[tuple[str, str]] = []
    for name, value in english_constants(strings).items():
        found.extend(messages_of(value, f"strings.{name}"))
    # Footer words first: the same English word may be both a key label and something else.
    found.sort(key=lambda item: not item[0].startswith("strings.KEY_"))
    return found


@functools.cache
def _message_of_text(languages: tuple[str, ...]) -> dict[str, tuple[str, str]]:
    """Each message's text in these languages -> (context, English); built once per set of languages."""
    found: dict[str, tuple[str, str]] = {}
    # Reversed so that the earlier messages (the footer words) win when two share a text.
    for context, english in reversed(_strings_messages()):
        for known in languages:
            found[catalog.tr(context, english, known)] = (context, english)
    return found


def retranslate(text: str, language: str | None = None) -> str:
    """``text``, a catalog message in any known language, in ``language`` (default: current)."""
    message = _message_of_text(tuple(catalog.known_languages())).get(text)
    if message is None:
        return text
    return catalog.tr(*message, language or catalog.current_language())


def _relabel_map(bindings: Any) -> Any:
    """A copy of a ``BindingsMap`` with every description in the current language."""
    copy = bindings.copy()
    copy.key_to_bindings = {
        key: [replace(b, description=retranslate(b.description)) if b.description else b for b in items]
        for key, items in bindings.key_to_bindings.items()
    }
    return copy


def _holdem_screen_classes() -> list[type[Any]]:
    from textual.screen import Screen

    found: list[type[Any]] = []
    pending: list[type[Any]] = [Screen]
    while pending:
        cls = pending.pop()
        for sub in cls.__subclasses__():
            pending.append(sub)
            if sub.__module__.startswith("holdem."):
                found.append(sub)
    return found


def relabel_classes() -> None:
    """New screens and controls get the current language's labels."""
    if "textual.screen" in sys.modules:
        for cls in _holdem_screen_classes():
            if cls.__dict__.get("_merged_bindings") is not None:
                cls._merged_bindings = _relabel_map(cls._merged_bindings)
    action_bar = sys.modules.get("holdem.tui.action_bar")
    if action_bar is not None and hasattr(action_bar, "PRESET_KEYS"):
        action_bar.PRESET_KEYS = tuple(  # type: ignore[attr-defined]
            (preset, key, retranslate(label)) for preset, key, label in action_bar.PRESET_KEYS
        )


WORDY_LANGUAGES = frozenset({"pt"})


def mark_language(app: Any) -> None:
    """Give ``app`` the class ``-wordy`` in languages whose labels need the action bar's spacing."""
    app.set_class(catalog.current_language() in WORDY_LANGUAGES, "-wordy")


def relabel_app(app: Any) -> None:
    """Every open screen of ``app`` shows the current language's key labels."""
    from holdem.tui.screens.small import SizeAware, fit_to_size

    relabel_classes()
    mark_language(app)
    for screen in app.screen_stack:
        screen._bindings = _relabel_map(screen._bindings)
        screen.refresh_bindings()
        if isinstance(screen, SizeAware):
            fit_to_size(screen, app.size.width, app.size.height)  # the action bar's layout may change
