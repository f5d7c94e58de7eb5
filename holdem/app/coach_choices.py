"""The review's table of choices: each choice with its worth in bb, its 95% margin and its marks, laid out
for the width it gets (:class:`ChoicesTable`)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from holdem.app import coach_strings
from holdem.app.coach_labels import AllIn, choice_label, number
from holdem.app.coach_pages import BAD, BEST, EXPLOIT, GOOD, LABEL
from holdem.coach import DecisionGrade
from holdem.i18n.catalog import _

CELL_GAP: Final = 2
"""Spaces after each column of the choices' table but the last."""


def choices_table(decision: DecisionGrade, all_in: AllIn = None) -> ChoicesTable:
    """Each choice with its worth in bb and its 95% margin: the one taken marked, the choices the verdict
    names best and those it labels close (:class:`~holdem.coach.verdict.Verdict`), a mistake's or an
    exploit's cost."""
    v = decision.verdict
    rows = []
    for index, choice in enumerate(decision.choices):
        marks, short = [], []
        if index in v.best:
            marks.append(Text(_(coach_strings.MARK_BEST), style=BEST))
        elif index in v.table_best:
            marks.append(Text(_(coach_strings.MARK_TABLE_BEST), style=EXPLOIT))
        elif decision.close(index):
            marks.append(Text(_(coach_strings.MARK_CLOSE), style=GOOD))
        short = list(marks)
        if index == decision.taken:
            # the arrow and "you" never apart (a no-break space): "best ◀" / "you" read as two marks
            marks.append(Text(_(coach_strings.MARK_YOU).replace(" ", "\u00a0"), style="bold"))
            short.append(marks[-1])
            cost = number(-v.cost_bb)
            if v.mistake or v.exploit:
                whole = coach_strings.MARK_MISTAKE if v.mistake else coach_strings.MARK_EXPLOIT
                colour = BAD if v.mistake else EXPLOIT
                marks.append(Text(_(whole).format(cost=cost), style=colour))
                # the figure and its unit never apart (a no-break space)
                alone = _(coach_strings.MARK_COST).format(cost=cost).replace(" ", "\u00a0")
                short.append(Text(alone, style=colour))
        style = "bold" if index == decision.taken else ""
        worth = Text(number(choice.ev_bb, sign=True), style=GOOD if choice.ev_bb > 0 else "")
        label = Text(choice_label(choice, decision, all_in), style=style)
        rows.append((label, worth, Text("± " + number(choice.margin_bb)), Text("  ").join(marks),
                     Text("  ").join(short)))
    return ChoicesTable(rows)


class ChoicesTable:
    """The choices' table (:func:`choices_table`), laid out for the width it gets: where a line is too
    narrow for a row's marks, a mistake's or an exploit's cost stands alone in its colour ("−4.6 bb", the
    verdict above says which it is) and the marks wrap at their words; only where even their longest word
    has no room beside the other columns, the choice's name wraps too."""

    def __init__(self, rows: Sequence[tuple[Text, Text, Text, Text, Text]]) -> None:
        self.rows = rows

    def table(self, *, whole: bool, short: bool = False) -> Table:
        """The table, the choice, its worth and its margin kept on one line each if ``whole``; the marks
        in their ``short`` form."""
        table = Table(box=None, show_edge=False, pad_edge=False, padding=(0, CELL_GAP, 0, 0),
                      header_style=LABEL)
        table.add_column(_(coach_strings.CHOICE_HEADING), no_wrap=whole)
        table.add_column(_(coach_strings.EV_HEADING), justify="right", no_wrap=whole)
        table.add_column(_(coach_strings.MARGIN_HEADING), justify="right", style=LABEL, no_wrap=whole)
        table.add_column("")
        for label, worth, margin, marks, brief in self.rows:
            table.add_row(label, worth, margin, Glued(brief if short else marks))
        return table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Table]:
        # counted here: Rich measures a column by its longest word even where the column does not wrap
        headings = (coach_strings.CHOICE_HEADING, coach_strings.EV_HEADING, coach_strings.MARGIN_HEADING)
        whole = sum(max([cell_len(_(heading)), *(row[column].cell_len for row in self.rows)]) + CELL_GAP
                    for column, heading in enumerate(headings))
        if whole + max((row[3].cell_len for row in self.rows), default=0) <= options.max_width:
            yield self.table(whole=True)
            return
        words = max((cell_len(word) for row in self.rows for word in row[4].plain.split(" ")), default=0)
        yield self.table(whole=whole + words <= options.max_width, short=True)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table(whole=False))


class Glued:
    """A cell's text wrapped at its spaces, never at its no-break spaces ("◀ you", "−4.6 bb"), which Rich
    takes for spaces: each stands in for a character that is none while the text is wrapped."""

    STAND_IN: Final = "\u2024"

    def __init__(self, text: Text) -> None:
        self.text = text

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        words = self.text.plain.split(" ")
        return Measurement(max(cell_len(word) for word in words), self.text.cell_len)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Text]:
        glued = self.text.copy()
        glued.plain = glued.plain.replace("\u00a0", self.STAND_IN)
        lines = glued.wrap(console, options.max_width)
        for line in lines:
            line.plain = line.plain.replace(self.STAND_IN, "\u00a0")
        yield Text("\n").join(lines)
