"""Words and tables for the practice tools: stats, HUD, hand list, leaving summary.

Pure functions returning ``str`` or Rich renderables; every word comes from ``strings`` (and the summary's
below) at call time.

>>> pct(None), pct(0.5), af_text(float("inf")), signed(-35), signed(0), signed(35)
('–', '50%', '∞', '−35', '0', '+35')
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Sequence
from typing import Final

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.padding import PaddingDimensions
from rich.table import Table
from rich.text import Text

from holdem.app import strings
from holdem.app.render import CLASSIC, DeckStyle, FittingText, cards_text
from holdem.engine.cards import Card
from holdem.engine.events import CardsShown, Event, HandEnded, HoleCardsDealt, Move, PlayerActed, StreetDealt
from holdem.i18n.catalog import _, msg, n_, plural
from holdem.i18n.numbers import decimal, number, percent
from holdem.records.stats import SeatStats
from holdem.records.stored_hand import StoredHand
from holdem.records.tally import TYPICAL, PotMark, Tally

# The summary printed on leaving.
SUMMARY_HEAD: Final = plural(
    "strings.SUMMARY_HEAD",
    "Thanks for playing. {count} hand, result {net} chips ({bb} bb/100), {rebuys}.",
    "Thanks for playing. {count} hands, result {net} chips ({bb} bb/100), {rebuys}.",
)
SUMMARY_POTS: Final = msg(
    "strings.SUMMARY_POTS", "Biggest pot won: {won}. Biggest pot lost, played to the end: {lost}.")
SUMMARY_POT: Final = msg("strings.SUMMARY_POT", "{amount} (hand #{number})")
SUMMARY_NO_POT: Final = msg("strings.SUMMARY_NO_POT", "none")
SUMMARY_STANDS_OUT: Final = msg("strings.SUMMARY_STANDS_OUT", {
    "vpip": "Stands out: {name} plays {value} of hands (VPIP {sample}; typical is about {typical}).",
    "pfr": "Stands out: {name} raises before the flop in {value} of hands (PFR {sample}; "
    "typical is about {typical}).",
    "af": "Stands out: {name} has an aggression factor of {value} (AF {sample}; typical is about {typical}).",
})
SUMMARY_SEED: Final = msg("strings.SUMMARY_SEED", "Session seed {seed}: replay it with  holdem --seed {seed}")
SUMMARY_SAVED: Final = msg("strings.SUMMARY_SAVED", "Hand histories and statistics are in {path}")
SUMMARY_NO_HANDS: Final = msg("strings.SUMMARY_NO_HANDS", "No hand played.")
SUMMARY_KEPT: Final = msg(
    "strings.SUMMARY_KEPT", "Your saved session is kept as it was: start holdem again to resume it.")

GAIN_STYLE = "bold #87d787"
DATED_ROW = 72  # cells a hand-list row needs to show its date and time
HOLE_CELLS = 7  # two hole cards at their widest, two tens ("10♥ 10♣")
LOSS_STYLE = "bold #ff8787"


def pct(value: float | None) -> str:
    return _(strings.STATS_NONE) if value is None else percent(value)


def af_text(value: float | None) -> str:
    if value is None:
        return _(strings.STATS_NONE)
    return "∞" if math.isinf(value) else decimal(value, digits=1)


def signed(value: float) -> str:
    """+35, −35 (a true minus sign), 0."""
    return number(round(value), signed=True)


def bb_per_100(value: float | None) -> str:
    """A win rate in big blinds per 100 hands, one decimal, signed: ``+12.5``, ``−252,3``."""
    return _(strings.STATS_NONE) if value is None else decimal(value, digits=1, signed=True)


def result_style(value: float) -> str:
    return GAIN_STYLE if value > 0 else LOSS_STYLE if value < 0 else ""


class StatsTable:
    """The stats table, its gaps narrowed where the terminal is narrow: a figure is never cut short."""

    def __init__(self, tally: Tally, hero_name: str, opponents: Sequence[str]) -> None:
        self.rows = (tally, hero_name, tuple(opponents))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        wide = stats_table(*self.rows)
        if console.measure(wide, options=options.update_width(1000)).maximum <= options.max_width:
            yield wide
        else:
            yield stats_table(*self.rows, padding=(0, 0, 0, 1))


def stats_table(
    tally: Tally, hero_name: str, opponents: Sequence[str], padding: PaddingDimensions = (0, 1)
) -> Table:
    """One row for the player, then one per opponent (those at the table first, then others seen)."""
    table = Table(box=box.SIMPLE_HEAD, padding=padding, header_style="bold #d7d7af", show_edge=False,
                  pad_edge=False)
    table.add_column(_(strings.STATS_PLAYER), no_wrap=True, max_width=18, overflow="ellipsis")
    columns = (
        strings.STATS_HANDS, strings.STATS_VPIP, strings.STATS_PFR, strings.STATS_3BET, strings.STATS_AF,
        strings.STATS_WTSD, strings.STATS_WSD,
    )
    for title in _(columns):
        # Wide enough for its title and for "100%", so rich never shortens a figure.
        table.add_column(title, justify="right", no_wrap=True, min_width=max(len(title), len(pct(1.0))))

    def row(name: Text, stats: SeatStats) -> None:
        table.add_row(name, number(stats.hands), pct(stats.vpip), pct(stats.pfr), pct(stats.three_bet),
                      af_text(stats.af), pct(stats.wtsd), pct(stats.wsd))

    row(Text(_(strings.STATS_YOU).format(name=hero_name), style="bold #87d7ff"), tally.hero)
    names = [n for n in opponents if n in tally.players]
    names += sorted(n for n in tally.players if n not in names)
    for name in names:
        row(Text(name, style="bold"), tally.players[name])
    return table


def result_line(tally: Tally, *, every_position: bool = False) -> Text:
    """The player's result over the tally's hands; ``every_position``: said to be over every position, where
    the table above shows one position only (the result and the graph stay whole)."""
    if not tally.hands:
        return Text(_(strings.STATS_NO_HANDS), style="italic")
    bb = tally.hero.bb_per_100
    ci = tally.hero.bb_per_100_ci
    text = n_(strings.STATS_RESULT, tally.hands).format(
        count=number(tally.hands),
        net=signed(tally.net),
        bb=bb_per_100(bb),
        ci="" if ci is None else _(strings.STATS_CI).format(ci=number(round(ci))),
        rebuys=n_(strings.REBUYS, tally.rebuys).format(count=number(tally.rebuys)),
    )
    if every_position:
        text = _(strings.STATS_RESULT_EVERY).format(result=text)
    # Where the line is too long, it breaks between its parts (last first), never inside one.
    parts = text.split(" · ")
    forms = [text] if len(parts) < 2 else [text, " · ".join(parts[:-1]) + "\n" + parts[-1], "\n".join(parts)]
    return FittingText([Text(form, style="bold") for form in forms])


def _street_of_fold(events: Sequence[Event], seat: int) -> int | None:
    for event in events:
        if isinstance(event, PlayerActed) and event.seat == seat and event.move is Move.FOLD:
            return int(event.street)
    return None


def hand_outcome(events: Sequence[Event], seat: int) -> str:
    """What happened to the player in a hand, in a few words."""
    folded = _street_of_fold(events, seat)
    if folded is not None:
        return _(strings.OUTCOME_FOLDED).format(street=_(strings.OUTCOME_STREETS)[folded])
    end = next((e for e in events if isinstance(e, HandEnded)), None)
    net = end.net[seat] if end is not None else 0
    showdown = any(isinstance(e, CardsShown) and e.seat == seat and e.reason == "showdown" for e in events)
    if showdown:
        return _(strings.OUTCOME_WON_SHOWDOWN) if net >= 0 else _(strings.OUTCOME_LOST_SHOWDOWN)
    return _(strings.OUTCOME_WON_UNCONTESTED) if net > 0 else _(strings.OUTCOME_LOST)


def _outcome_cells() -> int:
    """The widest of :func:`hand_outcome`'s words in the language spoken."""
    streets = _(strings.OUTCOME_STREETS).values()
    folded = (_(strings.OUTCOME_FOLDED).format(street=street) for street in streets)
    others = (strings.OUTCOME_WON_SHOWDOWN, strings.OUTCOME_LOST_SHOWDOWN, strings.OUTCOME_WON_UNCONTESTED,
              strings.OUTCOME_LOST)
    return max(cell_len(words) for words in (*folded, *map(_, others)))


def history_row(hand: StoredHand, width: int, deck: DeckStyle = CLASSIC) -> Text:
    """One line of the hand list: number, time, cards, board, result and what happened.

    Below ``DATED_ROW`` cells the date and time are left out, so what happened is never cut short.
    """
    events = hand.events
    hole = next((e.cards for e in events if isinstance(e, HoleCardsDealt) and e.seat == hand.hero_seat
                 and e.cards is not None), None)
    board: tuple[Card, ...] = ()
    for event in events:
        if isinstance(event, StreetDealt):
            board = event.board
    when = strings.short_date(hand.played_at.astimezone()) + "  " if width >= DATED_ROW else ""
    text = Text(f"#{number(hand.hand_number):<4} {when}", style="#d7d7af")
    cards = cards_text(hole, plain=True, deck=deck) if hole else Text()
    cards.pad_right(HOLE_CELLS - cards.cell_len)  # a ten is two cells: every row as wide as "10♥ 10♣"
    text.append_text(cards)
    text.append("  ")
    text.append(f"{signed(hand.hero_net):>6}", style=result_style(hand.hero_net))
    outcome = hand_outcome(events, hand.hero_seat)
    text.append("  " + outcome)
    if board and width >= 90:
        text.append(" " * (2 + _outcome_cells() - cell_len(outcome)))  # every row's board in one column
        text.append_text(cards_text(board, plain=True, deck=deck))
    text.truncate(width, overflow="ellipsis")
    return text


def _pot(mark: PotMark | None) -> str:
    if mark is None:
        return _(SUMMARY_NO_POT)
    return _(SUMMARY_POT).format(amount=mark.amount, number=mark.hand_number)


def summary_text(tally: Tally, seed: int, data_dir: str | None = None, *, kept: bool = False) -> str:
    """The few lines printed on leaving the table; with ``kept``, the player left at the question to resume
    a saved session, which is left as it was.

    >>> print(summary_text(Tally(), 7, "/tmp/h", kept=True))
    No hand played.
    Your saved session is kept as it was: start holdem again to resume it.
    Hand histories and statistics are in /tmp/h
    """
    if not tally.hands:
        lines = [_(SUMMARY_NO_HANDS), *([_(SUMMARY_KEPT)] if kept else [])]
        return "\n".join([*lines, *([_(SUMMARY_SAVED).format(path=data_dir)] if data_dir else [])])
    lines = [
        n_(SUMMARY_HEAD, tally.hands).format(
            count=number(tally.hands),
            net=signed(tally.net),
            bb=bb_per_100(tally.bb_per_100),
            rebuys=n_(strings.REBUYS, tally.rebuys).format(count=number(tally.rebuys)),
        ),
        _(SUMMARY_POTS).format(won=_pot(tally.biggest_won), lost=_pot(tally.biggest_lost)),
    ]
    standout = tally.stand_out()
    if standout is not None:
        af = standout.stat == "af"
        value = af_text(standout.value) if af else pct(standout.value)
        typical = af_text(TYPICAL[standout.stat]) if af else pct(TYPICAL[standout.stat])
        sample = n_(strings.OVER_HANDS, standout.hands).format(count=number(standout.hands))
        lines.append(_(SUMMARY_STANDS_OUT)[standout.stat].format(name=standout.name, value=value,
                                                                 sample=sample, typical=typical))
    lines.append(_(SUMMARY_SEED).format(seed=seed))
    if data_dir:
        lines.append(_(SUMMARY_SAVED).format(path=data_dir))
    return "\n".join(lines)


def for_terminal(text: str, width: int) -> str:
    """``text`` wrapped at words to a terminal ``width`` cells wide (a terminal breaks a long line anywhere,
    "(han" / "d #4)"); a word longer than the line, a path say, stays whole.

    >>> print(for_terminal("Biggest pot lost, played to the end: 255 (hand #4).", 30))
    Biggest pot lost, played to
    the end: 255 (hand #4).
    """
    return "\n".join(textwrap.fill(line, max(width, 20), break_long_words=False, break_on_hyphens=False)
                     or line for line in text.split("\n"))
