"""Hand history (key L): the last hands with their results; Enter replays one step by step, V reviews it.

The replay and the review of a hand open each other: they are in ``holdem.tui.screens.review``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widget import Widget

from holdem.app import strings as S
from holdem.app.practice_text import history_row
from holdem.i18n.catalog import _, n_
from holdem.i18n.numbers import number
from holdem.records.recorder import Records
from holdem.records.store import StoredHand
from holdem.tui.look import deck_of
from holdem.tui.screens.review import ReplayScreen, ReviewScreen
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import TextPanel

LIST_LENGTH = 50


class HandList(Widget):
    """The hands, newest first, with a cursor; scrolls to keep the cursor in sight."""

    def __init__(self, hands: list[StoredHand], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hands = hands
        self.cursor = 0

    def move(self, delta: int) -> None:
        if self.hands:
            self.cursor = max(0, min(len(self.hands) - 1, self.cursor + delta))
            self.refresh()

    def render(self) -> RenderableType:
        width, height = max(1, self.content_region.width), max(1, self.content_region.height)
        if not self.hands:
            return Text(_(S.HISTORY_EMPTY), style="italic")
        first = max(0, min(self.cursor - height // 2, len(self.hands) - height))
        lines = []
        for index in range(first, min(len(self.hands), first + height)):
            row = history_row(self.hands[index], width - 2, deck_of(self))
            line = Text("▶ " if index == self.cursor else "  ", style="bold #ffd75f")
            line.append_text(row)
            if index == self.cursor:
                line.stylize("on #303a30")
            lines.append(line)
        return Text("\n").join(lines)


class HistoryScreen(SizeAware):
    """Up and down choose a hand, Enter replays it, Escape goes back to the table."""

    DEFAULT_CSS = """
    #hand-list { height: 1fr; padding: 1 1; }
    """
    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,l,L,q,Q", "close", S.KEY_BACK.english, key_display="Esc"),
        Binding("up,k", "move(-1)", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("pageup", "move(-10)", show=False),
        Binding("pagedown", "move(10)", show=False),
        Binding("home", "move(-100000)", show=False),
        Binding("end", "move(100000)", show=False),
        Binding("enter,space,right", "open", show=False),
        Binding("v,V", "review", show=False),  # the coach's review of the hand (holdem.tui.screens.review)
    ]

    def __init__(self, hands: list[StoredHand]) -> None:
        super().__init__()
        self.hands = hands

    @classmethod
    def of(cls, records: Records | None) -> HistoryScreen:
        """The list of the last hands in ``records`` (none without records)."""
        return cls(records.store.recent(LIST_LENGTH) if records is not None else [])

    def compose(self) -> ComposeResult:
        yield TextPanel(id="history-title", classes="screen-title")
        yield HandList(self.hands, id="hand-list")
        yield TextPanel(id="history-hint", classes="screen-hint")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#history-title", TextPanel).text = Text(
            " " + n_(S.HISTORY_TITLE, len(self.hands)).format(count=number(len(self.hands))),
            style="bold #d7d7af",
        )
        self.query_one("#history-hint", TextPanel).text = Text(" " + _(S.HISTORY_HINT), style="#d7d7af")

    def action_move(self, delta: int) -> None:
        self.query_one(HandList).move(delta)

    def action_open(self) -> None:
        hands = self.query_one(HandList)
        if hands.hands:
            self.app.push_screen(ReplayScreen(hands.hands[hands.cursor]))

    def action_review(self) -> None:
        hands = self.query_one(HandList)
        if hands.hands:
            self.app.push_screen(ReviewScreen(hands.hands[hands.cursor]))

    def action_close(self) -> None:
        self.dismiss()
