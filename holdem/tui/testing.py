"""Helpers for tests of the table: read what the screen shows, build stacked hands.

Tests assert on the text a player would read, not only on the session's state.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from textual.app import App
from textual.css.query import NoMatches
from textual.errors import NoWidget
from textual.geometry import Offset, Region
from textual.pilot import Pilot
from textual.widget import Widget

from holdem.bots.base import ScriptedBot
from holdem.engine.cards import Deck
from holdem.engine.hand import stacked_deck

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve")


def screen_text(app: App[object]) -> str:
    """Every line of the current screen as plain text (scroll bars left out), as it reads: a no-break space
    (which keeps "◀ you" or "−4.6 bb" whole) is a space.

    Each widget is drawn where the screen places it (``Screen.find_widget``), back to front.
    """
    screen = app.screen
    width, height = app.size
    grid = [[" "] * width for _ in range(height)]
    placed = []
    for widget in screen.walk_children(Widget, with_self=True):
        try:
            placed.append((screen.find_widget(widget), widget))
        except NoWidget:  # not displayed
            continue
    for geometry, widget in sorted(placed, key=lambda item: item[0].order):
        visible = geometry.visible_region
        if not visible:
            continue
        crop = visible.translate((-geometry.region.x, -geometry.region.y))
        for row, strip in enumerate(widget.render_lines(crop)):
            line = grid[visible.y + row] if visible.y + row < height else None
            for column, char in enumerate(strip.text[: visible.width]):
                if line is not None and visible.x + column < width:
                    line[visible.x + column] = char
    return "\n".join("".join(line).rstrip() for line in grid).replace("\u00a0", " ")


async def settle(app: App[object], timeout: float = 30.0) -> None:
    """Wait until the app and every widget of its screen have handled the messages sent so far."""
    nodes = [app, *app.screen.walk_children(with_self=True)]
    done = asyncio.Event()
    waiting = 0

    def one_less() -> None:
        nonlocal waiting
        waiting -= 1
        if waiting == 0:
            done.set()

    for node in nodes:
        if node.call_later(one_less):
            waiting += 1
    if waiting:
        await asyncio.wait_for(done.wait(), timeout)


def part_region(app: App[object], selector: str) -> tuple[Widget, Region]:
    """The widget drawing ``selector`` on the current screen, and where on the screen that part is.

    ``selector`` is a widget (``#log``) or a part a widget lays out itself: a seat (``#seat-2``),
    the centre (``#centre``), a control of the action bar (``#ctl-fold``), its ``#raise-total``.
    """
    try:
        widget = app.screen.query_one(selector)
        return widget, widget.region
    except NoMatches:
        name = selector.removeprefix("#")
        for owner in app.screen.walk_children(Widget):
            parts = getattr(owner, "part_regions", None)
            if callable(parts) and name in (regions := parts()):
                return owner, regions[name]
        raise


def widget_text(app: App[object], selector: str) -> str:
    """The plain text a widget (or a part of one, see ``part_region``) on the current screen shows."""
    _widget, region = part_region(app, selector)
    lines = screen_text(app).split("\n")[region.y : region.y + region.height]
    return "\n".join(line[region.x : region.x + region.width].rstrip() for line in lines)


async def click(pilot: Pilot[object], selector: str) -> bool:
    """Click the middle of a widget or of a part of one (``#ctl-fold``), as a player clicks it."""
    widget, region = part_region(pilot.app, selector)
    middle = region.offset - widget.region.offset + Offset(region.width // 2, region.height // 2)
    return await pilot.click(widget, offset=middle)


async def press_each(pilot: Pilot[object], *keys: str) -> None:
    """Press ``keys`` one by one, letting the app settle after each, as a player reading the screen does."""
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def type_ahead(pilot: Pilot[object], *keys: str) -> None:
    """Press ``keys`` with no pause between them, as a fast typist does, then let the app catch up.

    Each key goes to the app at once, as the terminal's driver sends it; ``Pilot.press`` instead
    waits for the app to be idle after each key, which a player never does.
    """
    from textual import events

    app = pilot.app
    for key in keys:
        char = NAMED_CHARACTERS.get(key, key if len(key) == 1 else None)
        app.post_message(events.Key(key, char))
    for _ in range(3):  # the keys reach a screen, come back to the app's bindings, open or close a dialog
        await settle(app)
        await pilot.pause()


NAMED_CHARACTERS = {"enter": "\r", "escape": "\x1b", "space": " ", "backspace": "\x7f"}


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
