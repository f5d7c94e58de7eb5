"""The statistics screen (key S): every player's tracker stats and the player's results over time."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Static

from holdem.app import strings as S
from holdem.app.chart import braille_chart
from holdem.app.practice_text import StatsTable, result_line
from holdem.app.session import PLAYER_SEAT, Session
from holdem.i18n.catalog import _
from holdem.records.tally import Tally
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import TextPanel


class ChipChart(Widget):
    """The player's running result as a braille line, as big as the widget."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.values: list[int] = [0]

    def render(self) -> RenderableType:
        width, height = self.content_region.width, self.content_region.height
        if width < 4 or height < 1:
            return Text()
        return braille_chart(self.values, width, height)


class StatsScreen(SizeAware):
    """Tab switches between this session and every session; Escape (or S) goes back to the table."""

    DEFAULT_CSS = """
    #stats-table { width: 100%; height: auto; padding: 1 1 0 1; }
    #stats-result { height: auto; padding: 0 2; }
    #stats-graph-title { height: 1; padding: 0 2; margin-top: 1; }
    #stats-graph { height: 1fr; min-height: 2; max-height: 12; padding: 0 1 1 1; }
    """
    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,s,S,q,Q", "close", S.KEY_BACK.english, key_display="Esc"),
        Binding("tab,left,right", "switch", show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.lifetime = False

    def compose(self) -> ComposeResult:
        yield TextPanel(id="stats-title", classes="screen-title")
        yield Static(id="stats-table")
        yield TextPanel(id="stats-result")
        yield TextPanel(id="stats-graph-title")
        yield ChipChart(id="stats-graph")
        yield TextPanel(id="stats-hint", classes="screen-hint")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.show()

    def tally(self) -> Tally:
        return self.session.lifetime() if self.lifetime else self.session.tally

    def show(self) -> None:
        tally = self.tally()
        scope = _(S.STATS_SCOPE_LIFETIME) if self.lifetime else _(S.STATS_SCOPE_SESSION)
        self.query_one("#stats-title", TextPanel).text = Text(
            " " + _(S.STATS_TITLE).format(scope=scope), style="bold #d7d7af"
        )
        names = self.session.names
        hero = names[PLAYER_SEAT]
        opponents = [n for i, n in enumerate(names) if i != PLAYER_SEAT]
        self.query_one("#stats-table", Static).update(StatsTable(tally, hero, opponents))
        self.query_one("#stats-result", TextPanel).text = result_line(tally)
        self.query_one("#stats-graph-title", TextPanel).text = Text(_(S.STATS_GRAPH), style="#d7d7af")
        chart = self.query_one(ChipChart)
        chart.values = tally.running_net()
        chart.refresh()
        self.query_one("#stats-hint", TextPanel).text = Text(" " + _(S.STATS_HINT), style="#d7d7af")

    def action_switch(self) -> None:
        self.lifetime = not self.lifetime
        self.show()

    def action_close(self) -> None:
        self.dismiss()
