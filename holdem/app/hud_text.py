"""The HUD's lines on the seats and the player pop-up's tables, drawn from :mod:`holdem.stats` figures.

Pure functions returning Rich ``Text`` and tables; the seats' HUD forms and the pop-up's words are
defined here, all translated at call time. Each figure is read off a
:class:`~holdem.stats.Totals` with the size of its sample (the times the player could have done
it), so the HUD, the pop-up and the tests read the same pairs.

>>> from holdem.stats import Totals
>>> stats = Totals(hands=57, decisions=50, vpip_hands=12, pfr_hands=9, three_bet_chances=12, three_bets=1,
...                postflop_aggressive=21, postflop_calls=10, faced_three_bets=4, folded_three_bets=2)
>>> hud_text(stats, full=False).fitting(30).plain
'V24 P18 3B8 AF2.1 n57'
>>> hud_text(stats, full=False).fitting(16).plain
'V24 P18 AF2.1'
>>> print(hud_text(stats, full=True).fitting(24).plain)
V24 P18 3B8 AF2.1 n57
F3B50 CB– FCB– WT–
>>> figures(stats)["fold_to_three_bet"]
(0.5, 4)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Final

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import PaddingDimensions
from rich.table import Table
from rich.text import Text

from holdem.app import strings
from holdem.app.note_marks import note_mark
from holdem.app.render import FittingText
from holdem.i18n.catalog import _, msg
from holdem.i18n.numbers import decimal, number
from holdem.records.notes import Note
from holdem.stats import Totals
from holdem.stats.positions import POSITIONS
from holdem.stats.totals import STREETS

POPUP_NO_HANDS: Final = msg("hud.POPUP_NO_HANDS", "No hands with this player yet.")
POPUP_OVERALL: Final = msg("hud.POPUP_OVERALL", "Total")
POPUP_STREET: Final = msg("hud.POPUP_STREET", "Street")
COLUMNS: Final = msg("hud.COLUMNS", {
    "hands": "Hands", "vpip": "VPIP", "pfr": "PFR", "three_bet": "3-bet", "fold_to_three_bet": "F3B",
    "cbet": "CB", "fold_to_cbet": "FCB", "af": "AF", "wtsd": "WTSD", "wsd": "W$SD", "bb100": "bb/100",
})
COLUMN_NOTE: Final = msg(
    "hud.COLUMN_NOTE",
    "F3B: fold to 3-bet · CB: c-bet · FCB: fold to c-bet; after the slash: how many times the player could.",
)
STREET_COLUMNS: Final = msg("hud.STREET_COLUMNS", {
    "af": "AF", "bet": "Bet when checked to", "fold": "Fold to a bet",
})
STREET_NAMES: Final = msg("hud.STREETS", {"flop": "Flop", "turn": "Turn", "river": "River"})
POSITION_NAMES: Final = msg("hud.POSITIONS", {
    "BTN": "BTN", "SB": "SB", "BB": "BB", "UTG": "UTG", "UTG+1": "UTG+1", "UTG+2": "UTG+2", "MP": "MP",
    "LJ": "LJ", "HJ": "HJ", "CO": "CO",
})
NOTE_NONE: Final = msg("hud.NOTE_NONE", "No note on this player: N writes one.")
LABEL_NAMES: Final = msg("hud.LABELS", {
    "": "none", "red": "red", "orange": "orange", "yellow": "yellow", "green": "green", "blue": "blue",
    "purple": "purple",
})

SMALL_SAMPLE: Final = 10  # fewer chances than this: the figure is drawn dim, a guess more than a read
HUD_STYLE: Final = "#87afd7"
HEADING: Final = "bold #d7d7af"
POPUP_ROWS: Final = ("hands", "vpip", "pfr", "three_bet", "fold_to_three_bet", "cbet", "fold_to_cbet", "af",
                     "wtsd", "wsd", "bb100")

Figure = tuple[float | None, int]

# ----- the HUD on the seats (U: off, compact, full; context ``hud.NAME``) --------------------
# VPIP / PFR / 3-bet % and the aggression factor, over n hands; where a seat is narrow, the same
# labels with the last figures left out.
COMPACT_FORMS: Final = msg("hud.COMPACT_FORMS", (
    "V{vpip} P{pfr} 3B{three_bet} AF{af} n{hands}",
    "V{vpip} P{pfr} AF{af} n{hands}",
    "V{vpip} P{pfr} AF{af}",
    "V{vpip} P{pfr}",
))
# Fold to 3-bet, c-bet, fold to c-bet and WTSD %, each over its sample; then without the samples,
# then without the last figures.
DETAIL_FORMS: Final = msg("hud.DETAIL_FORMS", (
    "F3B{fold_3bet}/{fold_3bet_n} CB{cbet}/{cbet_n} FCB{fold_cbet}/{fold_cbet_n} WT{wtsd}/{wtsd_n}",
    "F3B{fold_3bet} CB{cbet} FCB{fold_cbet} WT{wtsd}",
    "F3B{fold_3bet} CB{cbet} WT{wtsd}",
    "F3B{fold_3bet} CB{cbet}",
))
# The room a form is given is measured with each figure at least this wide, so that a seat keeps
# its form while the figures move within their usual widths (a percent of two digits, "7.0", 99 hands).
ROOM_FOR: Final = {"percent": "99", "af": "9.9", "count": "99"}


def figures(stats: Totals) -> dict[str, Figure]:
    """Every HUD figure of ``stats`` with its sample: (rate or None, how many times it could)."""
    return {
        "hands": (None, stats.hands),
        "vpip": (stats.vpip, stats.decisions),
        "pfr": (stats.pfr, stats.decisions),
        "three_bet": (stats.three_bet, stats.three_bet_chances),
        "fold_to_three_bet": (stats.fold_to_three_bet, stats.faced_three_bets),
        "cbet": (stats.cbet, stats.cbet_chances),
        "fold_to_cbet": (stats.fold_to_cbet, stats.faced_cbet),
        "af": (stats.af, stats.postflop_aggressive + stats.postflop_calls),
        "wtsd": (stats.wtsd, stats.saw_flop),
        "wsd": (stats.wsd, stats.showdowns),
        "bb100": (stats.bb_per_100, stats.hands),
    }


def whole_percent(value: float | None) -> str:
    """A rate as a whole percent without the sign (the HUD's way): 0.246 is ``25``; none is ``–``."""
    return _(strings.STATS_NONE) if value is None else number(round(100 * value))


def aggression(value: float | None) -> str:
    if value is None:
        return _(strings.STATS_NONE)
    return "∞" if math.isinf(value) else decimal(value, digits=1)


def _values(stats: Totals) -> dict[str, str]:
    found = figures(stats)
    values = {"hands": number(stats.hands), "af": aggression(stats.af)}
    for key, name in (("vpip", "vpip"), ("pfr", "pfr"), ("three_bet", "three_bet"),
                      ("fold_3bet", "fold_to_three_bet"), ("cbet", "cbet"), ("fold_cbet", "fold_to_cbet"),
                      ("wtsd", "wtsd")):
        rate, sample = found[name]
        values[key], values[f"{key}_n"] = whole_percent(rate), number(sample)
    return values


def _room(values: Mapping[str, str]) -> dict[str, str]:
    """``values`` widened to the usual widths of their kind (``ROOM_FOR``): what a form is measured with."""
    def kind(key: str) -> str:
        return "af" if key == "af" else "count" if key == "hands" or key.endswith("_n") else "percent"

    return {key: value.rjust(len(ROOM_FOR[kind(key)]), "9") for key, value in values.items()}


def hud_text(stats: Totals, *, full: bool) -> FittingText:
    """A seat's HUD: one line (compact), or two (full), every figure labelled.

    The forms are measured with each figure at its usual width (``ROOM_FOR``), so that a seat's
    HUD keeps one form while its figures move and leaves figures out, the last first, only where
    the seat is narrow.
    """
    values = _values(stats)
    room = _room(values)
    compact = [(Text(form.format(**values), style=HUD_STYLE), len(form.format(**room)))
               for form in _(COMPACT_FORMS)]
    if not full:
        return FittingText([line for line, _width in compact], widths=[width for _line, width in compact])
    found = figures(stats)
    samples = [found[k][1] for k in ("fold_to_three_bet", "cbet", "fold_to_cbet", "wtsd")]
    dim = "dim " if min(samples) < SMALL_SAMPLE else ""
    details = [(Text(detail.format(**values), style=dim + HUD_STYLE), len(detail.format(**room)))
               for detail in _(DETAIL_FORMS)]
    pairs = [(Text.assemble(line, "\n", detail), max(width, detail_width))
             for detail, detail_width in details for line, width in compact]
    pairs.sort(key=lambda pair: -pair[1])  # the widest form that fits: both lines as long as they can be
    return FittingText([form for form, _width in pairs], widths=[width for _form, width in pairs])


def _cell(name: str, figure: Figure, stats: Totals) -> Text:
    rate, sample = figure
    if name == "hands":
        return Text(number(sample))
    if name == "bb100":
        return Text(_(strings.STATS_NONE) if rate is None else number(round(rate), signed=True))
    shown = aggression(stats.af) if name == "af" else whole_percent(rate)
    return Text.assemble(shown, ("/" + number(sample), "dim"))


def _grid(first: str, padding: PaddingDimensions = (0, 1)) -> Table:
    table = Table(box=box.SIMPLE_HEAD, padding=padding, header_style=HEADING, show_edge=False, pad_edge=False)
    table.add_column(first, no_wrap=True)
    return table


def positions_table(
    overall: Totals | None, by_position: Mapping[str, Totals], places: Sequence[str] | None = None,
    padding: PaddingDimensions = (0, 1),
) -> Table:
    """Every figure (rows) for all positions (``overall``) and each position (columns), over its sample."""
    names = _(COLUMNS)
    table = _grid("", padding)
    places = [p for p in POSITIONS if p in by_position] if places is None else places
    titles = _(POSITION_NAMES)
    columns = [] if overall is None else [(overall, figures(overall))]
    columns += [(by_position[p], figures(by_position[p])) for p in places]
    for title in ([] if overall is None else [_(POPUP_OVERALL)]) + [titles[p] for p in places]:
        table.add_column(title, justify="right", no_wrap=True)
    for row in POPUP_ROWS:
        table.add_row(names[row], *(_cell(row, found[row], stats) for stats, found in columns))
    return table


class PositionsTable:
    """The positions table, narrowed where the terminal is narrow, then cut in two: no figure is cut short."""

    def __init__(self, overall: Totals, by_position: Mapping[str, Totals]) -> None:
        self.overall, self.by_position = overall, by_position

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        def width(table: Table) -> int:
            return console.measure(table, options=options.update_width(1000)).maximum

        for padding in ((0, 1), (0, 0, 0, 1)):
            table = positions_table(self.overall, self.by_position, padding=padding)
            if width(table) <= options.max_width:
                yield table
                return
        places = [p for p in POSITIONS if p in self.by_position]
        half = (len(places) + 1) // 2
        yield positions_table(self.overall, self.by_position, places[:half], padding=(0, 0, 0, 1))
        yield positions_table(None, self.by_position, places[half:], padding=(0, 0, 0, 1))


def streets_table(stats: Totals) -> Table:
    """Aggression, bets when checked to and folds to a bet, on each postflop street."""
    words = _(STREET_COLUMNS)
    table = _grid(_(POPUP_STREET))
    for key in ("af", "bet", "fold"):
        table.add_column(words[key], justify="right", no_wrap=True)
    titles = _(STREET_NAMES)
    for street in STREETS:
        found = stats.street(street)
        table.add_row(
            titles[street],
            Text(aggression(found.af)),
            Text.assemble(whole_percent(found.bet), ("/" + number(found.bet_chances), "dim")),
            Text.assemble(whole_percent(found.fold_to_bet), ("/" + number(found.faced_bets), "dim")),
        )
    return table


def note_text(note: Note | None) -> Text:
    """The note on a name as the pop-up shows it: its label, then its text."""
    if note is None:
        return Text(_(NOTE_NONE), style="italic")
    text = Text()
    if note.label:
        text.append_text(note_mark(note))
        text.append(" " + _(LABEL_NAMES)[note.label] + "  ", style="bold")
    text.append(note.text)
    return text


def popup_body(overall: Totals, by_position: Mapping[str, Totals], note: Note | None) -> RenderableType:
    """The pop-up's page for one name and one scope: the note, by position, by street."""
    if not overall.hands:
        return Group(note_text(note), Text(""), Text(_(POPUP_NO_HANDS), style="italic"))
    return Group(
        note_text(note), Text(""), PositionsTable(overall, by_position),
        Text(_(COLUMN_NOTE), style="dim"), Text(""), streets_table(overall),
    )
