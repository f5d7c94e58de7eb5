"""The statistics screen (key S): every player's tracker stats and the player's results over time.

Tab chooses the hands (this session, every session, the last 100), P a position, T a table size
and G a betting structure (each shown when more than one was played); the graph draws the chips
won beside the same with every all-in before the river at its expected value.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar, Final

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Static

from holdem.app import strings
from holdem.app.chart import LINE_STYLE, SECOND_STYLE, braille_chart
from holdem.app.hud_text import POSITION_NAMES
from holdem.app.practice_text import StatsTable, result_line
from holdem.app.render import FittingText
from holdem.app.session import PLAYER_SEAT, Session
from holdem.app.stats_filters import (
    FILTER_KEYS,
    FILTER_KEYS_SHORT,
    LAST_HANDS,
    SCOPES,
    at_position,
    next_of,
    position_choices,
    scoped_tally,
    table_choices,
    table_words,
    tally_positions,
)
from holdem.i18n.catalog import _, msg, n_, plural
from holdem.i18n.numbers import number
from holdem.records.summary import TableKind
from holdem.records.tally import Tally
from holdem.tui.crash import guarded
from holdem.tui.key_row import KeyRow
from holdem.tui.messages import ControlClicked
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import TextPanel

SCOPE_LAST: Final = plural("hud.SCOPE_LAST", "the last {count} hand", "the last {count} hands")
POSITION_ONLY: Final = msg("hud.POSITION_ONLY", "{scope} · {position} only")
CHART_WON: Final = msg("hud.CHART_WON", "chips won")
CHART_ADJUSTED: Final = msg("hud.CHART_ADJUSTED", "all-in adjusted")
CHART_ADJUSTED_LONG: Final = msg(
    "hud.CHART_ADJUSTED_LONG", "all-in adjusted (each all-in before the river at its expected value)"
)
CHART_HANDS: Final = msg("hud.CHART_HANDS", "hand {count}")


class ChipChart(Widget):
    """The player's running result as a braille line, and the all-in adjusted one, as big as the widget."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.values: list[float] = [0]
        self.adjusted: list[float] | None = None

    def render(self) -> RenderableType:
        width, height = self.content_region.width, self.content_region.height
        if width < 4 or height < 1:
            return Text()
        hands = max(0, len(self.values) - 1)
        x_labels = ("0", _(CHART_HANDS).format(count=number(hands)))
        return braille_chart(self.values, width, height, second=self.adjusted, x_labels=x_labels)


def graph_title() -> FittingText:
    """The graph's title and its legend: the chips won, and the same all-in adjusted."""
    won = Text.assemble(("⠒⠒ ", LINE_STYLE), (_(CHART_WON), "#d7d7af"))
    forms = []
    for adjusted in (_(CHART_ADJUSTED_LONG), _(CHART_ADJUSTED)):
        legend = Text.assemble(won, "   ", ("⠒⠒ ", SECOND_STYLE), (adjusted, "#d7d7af"))
        forms.append(Text.assemble((_(strings.STATS_GRAPH), "#d7d7af"), "   ", legend))
        forms.append(legend)
    return FittingText(sorted(forms, key=lambda form: -form.cell_len))


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
        Binding("escape,s,S,q,Q", "close", strings.KEY_BACK.english, key_display="Esc"),
        Binding("tab,left,right", "switch", show=False),
        Binding("p,P", "position", show=False),
        Binding("t,T", "seats", show=False),
        Binding("g,G", "game", show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.scope = "session"  # or "lifetime", "last" (holdem.app.stats_filters.SCOPES)
        self.position: str | None = None
        self.kind = TableKind()  # every table, or one size, one structure or both

    def compose(self) -> ComposeResult:
        yield TextPanel(id="stats-title", classes="screen-title")
        yield Static(id="stats-table")
        yield TextPanel(id="stats-result")
        yield TextPanel(id="stats-graph-title")
        yield ChipChart(id="stats-graph")
        yield KeyRow(id="stats-hint", classes="screen-hint")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.show()

    def tally(self) -> Tally:
        return scoped_tally(self.session, self.scope, self.kind)

    def _scope_words(self) -> str:
        words = {"session": _(strings.STATS_SCOPE_SESSION), "lifetime": _(strings.STATS_SCOPE_LIFETIME),
                 "last": n_(SCOPE_LAST, LAST_HANDS).format(count=number(LAST_HANDS))}[self.scope]
        if self.position is not None:
            words = _(POSITION_ONLY).format(scope=words, position=_(POSITION_NAMES)[self.position])
        return " · ".join([words, *table_words(self.kind)])

    def show(self) -> None:
        tally = self.tally()
        self.query_one("#stats-title", TextPanel).text = Text(
            " " + _(strings.STATS_TITLE).format(scope=self._scope_words()), style="bold #d7d7af"
        )
        names = self.session.names
        hero = names[PLAYER_SEAT]
        opponents = [n for i, n in enumerate(names) if i != PLAYER_SEAT]
        table = StatsTable(at_position(tally, self.position), hero, opponents)
        self.query_one("#stats-table", Static).update(table)
        self.query_one("#stats-result", TextPanel).text = result_line(
            tally, every_position=self.position is not None)
        self.query_one("#stats-graph-title", TextPanel).text = graph_title()
        chart = self.query_one(ChipChart)
        chart.values, chart.adjusted = list(tally.running_net()), tally.running_adjusted()
        chart.refresh()
        long, short = _(FILTER_KEYS), _(FILTER_KEYS_SHORT)
        sizes, games = table_choices(self.session)
        several = {"seats": len(sizes) > 2, "game": len(games) > 2}  # no filter and more than one
        keys = (("Tab", "hands", "switch"), ("P", "position", "position"), ("T", "seats", "seats"),
                ("G", "game", "game"), ("Esc", "back", "close"))
        # A narrow row leaves out T and G first (the title names them while they filter).
        self.query_one("#stats-hint", KeyRow).show(
            [(key, long[words], short[words], action) for key, words, action in keys
             if several.get(action, True)], optional=("seats", "game"))

    def action_switch(self) -> None:
        self.scope = str(next_of(SCOPES, self.scope))
        self.show()

    def action_position(self) -> None:
        self.position = next_of(position_choices(tally_positions(self.tally())), self.position)
        self.show()

    def action_seats(self) -> None:
        """The next table size played (then every size again)."""
        self.kind = replace(self.kind, seats=next_of(table_choices(self.session)[0], self.kind.seats))
        self.show()

    def action_game(self) -> None:
        """The next betting structure played (then every one again)."""
        self.kind = replace(self.kind, game=next_of(table_choices(self.session)[1], self.kind.game))
        self.show()

    def action_close(self) -> None:
        self.dismiss()

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
