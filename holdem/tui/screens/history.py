"""Hand history (key L): the last hands with their results; Enter replays one step by step, V reviews it.

The replay and the review of a hand open each other: they are in ``holdem.tui.screens.review``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widget import Widget

from holdem.app import strings
from holdem.app.hud_text import POSITION_NAMES
from holdem.app.practice_text import history_row
from holdem.app.stats_filters import (
    FILTER_KEYS,
    FILTER_KEYS_SHORT,
    RESULTS,
    betting_structure,
    filter_hands,
    hand_positions,
    next_of,
    position_choices,
    table_size,
    table_words,
)
from holdem.engine.game import Game
from holdem.i18n.catalog import _, msg, n_, plural
from holdem.i18n.numbers import number
from holdem.records.recorder import Records
from holdem.records.stored_hand import StoredHand
from holdem.records.summary import TableKind
from holdem.tui.crash import guarded
from holdem.tui.key_row import KeyRow
from holdem.tui.look import deck_of
from holdem.tui.messages import ControlClicked
from holdem.tui.screens.review import ReplayScreen, ReviewScreen
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import TextPanel

FILTER_RESULTS: Final = msg("hud.FILTER_RESULTS", {"won": "won", "lost": "lost"})
FILTER_SHOWDOWN: Final = msg("hud.FILTER_SHOWDOWN", {"yes": "showdown", "no": "no showdown"})
FILTER_CARDS: Final = msg("hud.FILTER_CARDS", "cards {cards}")
# The list's title while a filter is on: the hands kept out of those looked at (plural on the latter).
HISTORY_FILTERED_TITLE: Final = plural(
    "hud.HISTORY_FILTERED_TITLE", "Hand history · {count} of {total} hand",
    "Hand history · {count} of the last {total} hands",
)
FILTER_NONE_FOUND: Final = plural(
    "hud.FILTER_NONE_FOUND", "{count} hand looked at: none fits these filters (X: none).",
    "{count} hands looked at: none fits these filters (X: none).",
)

LIST_LENGTH = 50
FILTER_POOL = 500  # the last hands a filter looks through
# The keys under the list, each clickable: key, its words in FILTER_KEYS, action (T and G: shown when the
# hands were played at tables of several sizes, of several betting structures).
HISTORY_KEYS = (
    ("Enter", "replay", "open"), ("P", "position", "position"), ("W", "result", "result"),
    ("D", "showdown", "showdown"), ("C", "cards", "cards"), ("T", "seats", "seats"),
    ("G", "game", "game"), ("X", "none", "no_filter"), ("Esc", "back", "close"),
)


@dataclass(slots=True)
class HandFilters:
    """The hand list's filters, each off when None or empty."""

    position: str | None = None
    result: str = ""
    showdown: bool | None = None
    cards: str = ""
    seats: int | None = None
    game: str | None = None

    @property
    def on(self) -> bool:
        return bool(self.position or self.result or self.showdown is not None or self.cards or self.seats
                    or self.game)

    def keep(self, hands: list[StoredHand]) -> list[StoredHand]:
        return filter_hands(hands, position=self.position, result=self.result, showdown=self.showdown,
                            cards=self.cards, seats=self.seats, game=self.game)

    def words(self) -> list[str]:
        """The filters on, as the title says them."""
        words = [] if self.position is None else [_(POSITION_NAMES)[self.position]]
        words += [_(FILTER_RESULTS)[self.result]] if self.result else []
        if self.showdown is not None:
            words.append(_(FILTER_SHOWDOWN)["yes" if self.showdown else "no"])
        words += [_(FILTER_CARDS).format(cards=self.cards)] if self.cards else []
        return words + table_words(TableKind(self.seats, self.game))


class HandList(Widget):
    """The hands, newest first, with a cursor; scrolls to keep the cursor in sight."""

    def __init__(self, hands: list[StoredHand], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hands = hands
        self.cursor = 0
        self.empty = ""  # what an empty list says ("" : no hand recorded yet)

    def move(self, delta: int) -> None:
        if self.hands:
            self.cursor = max(0, min(len(self.hands) - 1, self.cursor + delta))
            self.refresh()

    def render(self) -> RenderableType:
        width, height = max(1, self.content_region.width), max(1, self.content_region.height)
        if not self.hands:
            return Text(self.empty or _(strings.HISTORY_EMPTY), style="italic")
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
        Binding("escape,l,L,q,Q", "close", strings.KEY_BACK.english, key_display="Esc"),
        Binding("up,k", "move(-1)", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("pageup", "move(-10)", show=False),
        Binding("pagedown", "move(10)", show=False),
        Binding("home", "move(-100000)", show=False),
        Binding("end", "move(100000)", show=False),
        Binding("enter,space,right", "open", show=False),
        Binding("v,V", "review", show=False),  # the coach's review of the hand (holdem.tui.screens.review)
        # Filters (holdem.app.stats_filters): the player's position, won or lost, showdown, hole cards.
        Binding("p,P", "position", show=False),
        Binding("w,W", "result", show=False),
        Binding("d,D", "showdown", show=False),
        Binding("c,C", "cards", show=False),
        Binding("t,T", "seats", show=False),
        Binding("g,G", "game", show=False),
        Binding("x,X", "no_filter", show=False),
    ]

    def __init__(self, hands: list[StoredHand], records: Records | None = None) -> None:
        super().__init__()
        self.hands = hands
        self.records = records  # where a filter looks for more hands than the list shows
        self.filters = HandFilters()
        self._sizes: tuple[int, ...] | None = None
        self._games: tuple[str, ...] | None = None

    def _pool(self) -> list[StoredHand]:
        """The hands a filter looks through."""
        return self.records.store.recent(FILTER_POOL) if self.records is not None else self.hands

    @property
    def sizes(self) -> tuple[int, ...]:
        """The table sizes of the hands a filter looks through (T offers them when there are several)."""
        if self._sizes is None:
            self._sizes = tuple(sorted({table_size(stored) for stored in self._pool()}))
        return self._sizes

    @property
    def games(self) -> tuple[str, ...]:
        """The betting structures of the hands a filter looks through (G offers them when several)."""
        if self._games is None:
            played = {betting_structure(stored) for stored in self._pool()}
            self._games = tuple(game.value for game in Game if game.value in played)
        return self._games

    @classmethod
    def of(cls, records: Records | None) -> HistoryScreen:
        """The list of the last hands in ``records`` (none without records)."""
        return cls(records.store.recent(LIST_LENGTH) if records is not None else [], records)

    def compose(self) -> ComposeResult:
        yield TextPanel(id="history-title", classes="screen-title")
        yield HandList(self.hands, id="hand-list")
        yield KeyRow(id="history-hint", classes="screen-hint")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.show()

    def show(self) -> None:
        """The list as the filters leave it, with its title and keys."""
        hands, pool = self.hands, self.hands
        if self.filters.on:
            pool = self._pool()
            hands = self.filters.keep(pool)[:LIST_LENGTH]
        listed = self.query_one(HandList)
        listed.hands, listed.cursor = hands, 0
        none_found = n_(FILTER_NONE_FOUND, len(pool)).format(count=number(len(pool)))
        listed.empty = none_found if self.filters.on and pool else ""
        listed.refresh()
        if self.filters.on:
            title = n_(HISTORY_FILTERED_TITLE, len(pool)).format(count=number(len(hands)),
                                                               total=number(len(pool)))
        else:
            title = n_(strings.HISTORY_TITLE, len(hands)).format(count=number(len(hands)))
        self.query_one("#history-title", TextPanel).text = Text(
            " " + " · ".join([title, *self.filters.words()]), style="bold #d7d7af")
        long, short = _(FILTER_KEYS), _(FILTER_KEYS_SHORT)
        several = {"seats": len(self.sizes) > 1, "game": len(self.games) > 1}
        shown = [(key, words, action) for key, words, action in HISTORY_KEYS if several.get(action, True)]
        keys = [(key, long[words], short[words], action) for key, words, action in shown]
        # A narrow row leaves out T and G first (the title names them while they filter), then Enter and Esc.
        hint = self.query_one("#history-hint", KeyRow)
        hint.show(keys, spare=("open", "close"), optional=("seats", "game"))

    def action_position(self) -> None:
        self.filters.position = next_of(position_choices(hand_positions(self._pool())), self.filters.position)
        self.show()

    def action_result(self) -> None:
        self.filters.result = str(next_of(RESULTS, self.filters.result))
        self.show()

    def action_showdown(self) -> None:
        self.filters.showdown = {None: True, True: False, False: None}[self.filters.showdown]
        self.show()

    def action_cards(self) -> None:
        from holdem.tui.screens.hand_filter import CardsFilterScreen

        def typed(cards: str | None) -> None:
            if cards is not None:
                self.filters.cards = cards
                self.show()

        self.app.push_screen(CardsFilterScreen(self.filters.cards), typed)

    def action_seats(self) -> None:
        """The next table size among the hands a filter looks through (then every size again)."""
        self.filters.seats = next_of((None, *self.sizes), self.filters.seats)
        self.show()

    def action_game(self) -> None:
        """The next betting structure among the hands a filter looks through (then every one again)."""
        self.filters.game = next_of((None, *self.games), self.filters.game)
        self.show()

    def action_no_filter(self) -> None:
        self.filters = HandFilters()
        self.show()

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)

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
