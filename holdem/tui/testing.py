"""Helpers for tests of the table: read what the screen shows, build stacked hands.

Tests assert on the text a player would read, not only on the session's state.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import App

from holdem.bots.base import ScriptedBot
from holdem.engine.cards import Deck
from holdem.engine.hand import stacked_deck

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve")


def screen_text(app: App[object]) -> str:
    """Every line of the current screen as plain text."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text.rstrip() for strip in strips)


def widget_text(app: App[object], selector: str) -> str:
    """The plain text a widget on the current screen shows."""
    widget = app.screen.query_one(selector)
    region = widget.region
    lines = screen_text(app).split("\n")[region.y : region.y + region.height]
    return "\n".join(line[region.x : region.x + region.width].rstrip() for line in lines)


def log_text(app: App[object]) -> str:
    """The action log's lines, one per line, unwrapped (the log may be hidden on a narrow screen)."""
    from holdem.tui.widgets import LogView

    return "\n".join(line.plain for line in app.screen.query_one(LogView).lines)


def scripted(*scripts: Sequence[str]) -> list[ScriptedBot]:
    """Five scripted opponents named Ann..Eve (seats 1 to 5); missing scripts check or fold."""
    padded = list(scripts) + [()] * (5 - len(scripts))
    return [ScriptedBot(name, script) for name, script in zip(NAMES, padded, strict=True)]


def deck(button: int, holes: dict[int, str], board: str = "") -> Deck:
    return stacked_deck(num_seats=6, button=button, hole_cards=holes, board=board)
