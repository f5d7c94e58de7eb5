"""The "make the terminal bigger" notice every screen carries, and the page keys of its scrolling parts."""

from __future__ import annotations

from typing import Any, Final

from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.widget import Widget

from holdem.app import strings
from holdem.i18n.catalog import _
from holdem.tui.crash import CrashGuard
from holdem.tui.widgets import TextPanel

MIN_WIDTH: Final = 60
MIN_HEIGHT: Final = 20
SMALL_TABLE: Final = 6  # the most seats a felt of 60 x 20 shows readably
CROWDED_WIDTH: Final = 80
CROWDED_HEIGHT: Final = 24  # a table of more seats needs this much (holdem.tui.felt lays them out)


def smallest(screen: Screen[Any]) -> tuple[int, int]:
    """The smallest terminal ``screen`` is drawn in: more room for a felt of more than six seats."""
    if getattr(screen, "seat_count", 0) > SMALL_TABLE:
        return CROWDED_WIDTH, CROWDED_HEIGHT
    return MIN_WIDTH, MIN_HEIGHT


def too_small_text(width: int, height: int, screen: Screen[Any] | None = None) -> Text:
    least_width, least_height = smallest(screen) if screen is not None else (MIN_WIDTH, MIN_HEIGHT)
    seats = getattr(screen, "seat_count", 0)
    template = strings.TOO_SMALL_SEATS if seats > SMALL_TABLE else strings.TOO_SMALL
    return Text(
        _(template).format(width=least_width, height=least_height, now_width=width, now_height=height,
                           seats=seats),
        justify="center",
        style="bold",
    )


def size_classes(screen: Screen[Any], width: int, height: int) -> None:
    """Set the screen's size classes (a screen composing its widgets sets them before they are styled)."""
    least_width, least_height = smallest(screen)
    small = width < least_width or height < least_height
    if small != screen.has_class("-too-small"):
        screen.set_class(small, "-too-small")
        screen.refresh_bindings()  # keys that act on the hidden table are off while it is hidden
    # The action bar stacks its two halves when a row cannot hold them: narrow terminals, and
    # languages with longer labels (App.-wordy) below 100 columns.
    stack_bar = width < 80 or (screen.app.has_class("-wordy") and width < 100)
    screen.update_classes(
        {"-narrow": width < 80, "-stack-bar": stack_bar, "-wide": width >= 110, "-tall": height >= 30,
         "-short": height < 24, "-crowded": getattr(screen, "seat_count", 0) > SMALL_TABLE}
    )


def fit_to_size(screen: Screen[Any], width: int, height: int) -> None:
    """Set the screen's size classes; below the minimum, everything but the notice hides."""
    size_classes(screen, width, height)
    for notice in screen.query("#too-small").results(TextPanel):
        notice.text = too_small_text(width, height, screen)
    screen.refresh(layout=True)
    for widget in screen.query(".redraw-on-resize"):
        widget.refresh()


class SizeAware(CrashGuard, Screen[Any]):
    """A screen that follows the terminal's size, including resizes made while it was covered."""

    _fitted: tuple[int, int] | None = None  # the size the screen was last fitted to

    def _fit(self, width: int, height: int, *, again: bool = False) -> None:
        if again or (width, height) != self._fitted:  # the same size again changes nothing
            self._fitted = (width, height)
            fit_to_size(self, width, height)

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width, event.size.height)

    def on_screen_resume(self) -> None:
        # Only the screen on top hears about resizes; catch up when coming back to the top.
        self._fit(self.app.size.width, self.app.size.height)

    def on_mount(self) -> None:
        self._fit(self.app.size.width, self.app.size.height, again=True)


def turn_page(scroll: Widget, pages: int) -> None:
    """PgDn (``pages`` > 0) or PgUp: ``scroll`` moved a screenful (its own height), not a fixed count of
    lines, which is a sliver of a long page."""
    if pages > 0:
        scroll.scroll_page_down(animate=False)
    else:
        scroll.scroll_page_up(animate=False)
