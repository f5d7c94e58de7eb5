"""G's lists: the session's costliest mistakes, then its missed exploits, each with its reason, and a cursor
over both (the coach screen, :mod:`holdem.tui.screens.coach`, holds them and the leak report below)."""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from holdem.app import coach_pages, coach_strings
from holdem.app.coach_labels import AllIn, plural
from holdem.app.render import DeckStyle
from holdem.app.stats_filters import hand_position
from holdem.coach import DecisionGrade
from holdem.i18n.catalog import _
from holdem.records.stored_hand import StoredHand
from holdem.tui.look import deck_of

Mistake = tuple[StoredHand, DecisionGrade]
Read = tuple[coach_pages.Where, AllIn]
"""A listed decision's hand (its cards and place) and stakes, as its row names them."""


class MistakeList(Widget):
    """The costliest mistakes, then the missed exploits under their heading, each with its reason, and a
    cursor over both: the row under it has its verdict in words under its reason."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.mistakes: list[Mistake] = []
        """The mistakes, then the exploits (:attr:`exploits` of them, at the end)."""
        self.exploits = 0
        self.more = (0, 0)
        """The mistakes and the exploits left out of the lists (said as a count under each)."""
        self.cursor = 0
        self.active = True
        """Whether the cursor is on this list (not on a row of the leak report)."""
        self.rows: list[tuple[int, int]] = []
        """Each row's first line in the list as last drawn and its lines (to bring the cursor in sight)."""
        self._read: tuple[list[Mistake], DeckStyle | None, list[Read]] = ([], None, [])
        """Each row's hand (its cards and place) and stakes, read from its events once for these rows (the
        very list) and this deck: the list is drawn again at every move of the cursor."""
        self._drawn: dict[tuple[int, int, bool], tuple[Text, int]] = {}
        """Each row drawn (by its place, the width, whether it is chosen) and the lines it takes, for the
        same rows and deck."""

    def move(self, delta: int) -> None:
        if self.mistakes:
            self.cursor = max(0, min(len(self.mistakes) - 1, self.cursor + delta))
            self.refresh(layout=True)  # the chosen row has its words under it: the list grows

    def render(self) -> RenderableType:
        return self.drawn(self.content_region.width)

    def get_content_height(self, _container: Size, _viewport: Size, width: int) -> int:
        """The lines the list takes at ``width`` (the rows wrap: measured at the width it is laid out in,
        not the width it had before)."""
        return len(self.drawn(width).wrap(self.app.console, max(1, width)))

    def drawn(self, room: int) -> Text:
        """The list drawn in ``room`` columns."""
        first_exploit = len(self.mistakes) - self.exploits
        lines = [] if first_exploit else [Text(_(coach_strings.NO_MISTAKES), style="italic")]
        read = self._hands_read(deck_of(self))
        self.rows = []
        above = sum(self._height(line, room) for line in lines)  # the lines above the next row
        for index, (_hand, decision) in enumerate(self.mistakes):
            if index == first_exploit:
                heading = Text(_(coach_strings.EXPLOITS_HEADING), style=coach_pages.LABEL)
                said = [*self._more(self.more[0]), heading]
                lines += said
                above += sum(self._height(line, room) for line in said)
            here = index == self.cursor and self.active
            key = (index, room, here)
            drawn = self._drawn.get(key)
            if drawn is None:
                line = Text("▶ " if here else "  ", style="bold #ffd75f")
                where, all_in = read[index]
                width = max(10, room - 2)
                line.append_text(coach_pages.mistake_row(where, decision, width, all_in, chosen=here))
                if here:
                    line.stylize("on #303a30")
                drawn = self._drawn[key] = (line, self._height(line, room))
            line, height = drawn
            self.rows.append((above, height))
            lines.append(line)
            above += height
        lines += self._more(self.more[0] if first_exploit == len(self.mistakes) else self.more[1])
        return Text("\n").join(lines)

    def words_lines(self, index: int) -> int:
        """How many lines the chosen row ``index`` takes beyond what it takes unchosen: its verdict's words
        (0 where it was not drawn chosen at the width it has now)."""
        room = self.content_region.width
        chosen, plain = self._drawn.get((index, room, True)), self._drawn.get((index, room, False))
        if chosen is None:
            return 0
        if plain is None:
            self.active, cursor = False, self.cursor
            self.drawn(room)  # each row unchosen, at this width
            self.active, self.cursor = True, cursor
            plain = self._drawn.get((index, room, False))
        return chosen[1] - plain[1] if plain is not None else 0

    def _height(self, text: Text, room: int) -> int:
        """The lines ``text`` takes wrapped in ``room`` columns."""
        return len(text.wrap(self.app.console, max(1, room)))

    def _hands_read(self, deck: DeckStyle) -> list[Read]:
        """Each row's :func:`~holdem.app.coach_pages.where` and :func:`~holdem.app.coach_pages.stakes`."""
        rows, read_deck, read = self._read
        if rows is not self.mistakes or read_deck != deck:
            read = [(coach_pages.where(hand.events, hand.hero_seat, hand.hand_number, decision,
                                       hand_position(hand) or "", deck),
                     coach_pages.stakes(hand.events, hand.hero_seat, decision))
                    for hand, decision in self.mistakes]
            self._read = (self.mistakes, deck, read)
            self._drawn.clear()
        return read

    @staticmethod
    def _more(count: int) -> list[Text]:
        """The line saying how many a list leaves out (none when it leaves none out)."""
        return [Text("  " + plural(coach_strings.MORE_MISTAKES, count), style="italic")] if count else []
