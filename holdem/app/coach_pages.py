"""The coach's pages drawn as Rich text: one decision of a review, the mistakes list, the leak tables.

No Textual here: the screens (``holdem.tui.screens.review`` and ``.coach``) put these on screen.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from holdem.app import coach_strings
from holdem.app.coach_advice import against, kind_label, next_time
from holdem.app.coach_labels import AllIn, Stakes, choice_label, number, percent, plural, street_name
from holdem.app.coach_price import entered_of, listed
from holdem.app.coach_report import Leak
from holdem.app.coach_text import best_label, exploit_note, reason, said, sound_reason, verdict, why
from holdem.app.render import CLASSIC, DeckStyle, board_text, cards_text
from holdem.bots import preflop
from holdem.bots.combos import COMBOS, RANK_CHARS, class_combos
from holdem.coach import DecisionGrade, HandGrade
from holdem.coach.reason import AID_GAP
from holdem.engine import Event
from holdem.i18n import numbers
from holdem.i18n.catalog import _
from holdem.records.replay import replay_view

LISTED_WHOLE: Final = 0.9
"""The share of a range's weight its listed hands must make to stand for the range: past it a hand outside
them turns up one time in ten or less; under it the line says how much of the range they make."""

ANY_HAND: Final = 0.9
"""A range this wide (of all 1,326 holdings) is nearly any hand, as a player yet to act holds: listing its
best hands would read as if he held them."""

LABEL = "#d7d7af"
GOOD, BAD, BEST = "#87d787", "bold #ff8787", "bold #87d787"
EXPLOIT = "bold #ffd75f"  # a missed exploit: not a mistake's red


def cards_line(
    events: Sequence[Event], seat: int, decision: DecisionGrade, deck: DeckStyle = CLASSIC
) -> Text:
    """The player's cards and the board as they were when the decision was made."""
    view = replay_view(events, seat, decision.step)
    line = Text(_(coach_strings.YOUR_CARDS) + "  ", style=LABEL)
    line.append_text(cards_text(view.hole_cards or (), deck=deck))
    line.append("    " + _(coach_strings.BOARD) + "  ", style=LABEL)
    line.append_text(board_text(view.board, deck=deck))
    return line


def price_lines(decision: DecisionGrade) -> Text:
    """The pot, the price (only where there is a bet to answer) and the equity."""
    pot, to_call = numbers.amount(decision.pot), numbers.amount(decision.to_call)
    if decision.to_call > 0 and decision.needed_equity is None:
        spot = _(coach_strings.SPOT_UNOPENED).format(pot=pot, to_call=to_call)
    elif decision.to_call > 0:
        needed = percent(decision.needed_equity or 0.0)
        spot = _(coach_strings.SPOT_TO_CALL).format(pot=pot, to_call=to_call, needed=needed)
    else:
        spot = _(coach_strings.SPOT_FREE).format(pot=pot)
    text = Text(spot + "\n")
    entered = entered_of(decision)
    if entered is not None:  # before the flop with players yet to act: the equity the price is compared with
        both = len(decision.ranges) == 2
        text.append(_(coach_strings.EQUITY_ENTERED_BOTH if both else coach_strings.EQUITY_ENTERED).format(
            names=listed(entered.names), equity=percent(entered.equity), all=percent(decision.equity),
            count=numbers.number(len(decision.ranges)), waiting=listed(entered.waiting)))
    elif len(decision.ranges) == 2:
        text.append(_(coach_strings.EQUITY_BOTH).format(equity=percent(decision.equity)))
    elif len(decision.ranges) > 1:
        text.append(plural(coach_strings.EQUITY_MANY, len(decision.ranges), equity=percent(decision.equity)))
    else:
        text.append(_(coach_strings.EQUITY).format(equity=percent(decision.equity)))
    return text


def stakes(events: Sequence[Event], seat: int, decision: DecisionGrade) -> Stakes:
    """The player's all-in total at the decision, and the most an opponent still in can put in on the
    street where it is less (the choices' labels say a bet above it is as much as he has)."""
    view = replay_view(events, seat, decision.step)
    total = view.stacks[seat] + view.committed[seat]
    others = [(view.stacks[s] + view.committed[s], view.names[s]) for s in range(view.num_seats)
              if s != seat and not view.folded[s]]
    cover, name = max(others, default=(total, ""))
    return Stakes(total, cover, name) if cover < total else Stakes(total)


def exploit_line(decision: DecisionGrade, all_in: AllIn = None) -> Text | None:
    """The note that the best choice (or, the reverse, the choice taken) rests on one opponent's tendencies
    (None when it does not)."""
    note = exploit_note(decision, all_in)
    return None if note is None else Text(note, style="italic " + EXPLOIT)


def sound_line(decision: DecisionGrade, all_in: AllIn = None) -> Text | None:
    """Under a mistake, what its best choice was worth against a sound player too: the lesson holds in
    general (None for any other verdict, or a mistake graded with the table taken as sound)."""
    words = sound_reason(decision, all_in) if decision.verdict.mistake else None
    return None if words is None else Text(words, style="italic " + LABEL)


def aid_note(decision: DecisionGrade) -> str | None:
    """Where the odds aid's equity for this decision differs from the review's by
    :data:`~holdem.coach.reason.AID_GAP` or more, why, in one line: the aid reads every bet as an unknown
    player's, the review from how the opponent plays (his line named, heads-up); None where they agree."""
    found = decision.reason
    if found is None or found.aid is None or abs(found.aid - decision.equity) < AID_GAP:
        return None
    figures = {"aid": percent(found.aid), "equity": percent(decision.equity)}
    if len(decision.ranges) != 1 or not found.line or decision.opponent is None:
        return _(coach_strings.AID)["ranges"].format(**figures)
    moves, streets = _(coach_strings.MOVES), dict.fromkeys(street for street, _move in found.line)
    line = ", ".join(
        (_(coach_strings.LINE_PREFLOP) if street == "preflop" else _(coach_strings.LINE_STEP)).format(
            moves=f" {_(coach_strings.LINE_THEN)} ".join(moves[m] for s, m in found.line if s == street),
            street=street_name(street).lower())
        for street in streets)
    key = "more" if decision.equity < found.aid else "less"
    return _(coach_strings.AID)[key].format(name=decision.opponent, line=line, **figures)


def why_lines(decision: DecisionGrade, all_in: AllIn = None, *, aid: bool = True) -> Text | None:
    """Under the verdict, its reason (:func:`~holdem.app.coach_text.why`) and, where the odds aid gave
    another equity, why they differ (only where the player had the aid on, ``aid``: a figure never seen is
    not quoted; None for a grade without its reason)."""
    lines = why(decision, all_in)
    note = aid_note(decision) if aid else None
    if note is not None:
        lines.append(note)
    return Text("\n".join(lines), style=LABEL) if lines else None


def range_lines(decision: DecisionGrade, classes: int = 12) -> Text:
    """Each opponent's range as the coach gave it: its width and the hands mostly in it, with the share of
    the range they make where a hand outside them is not rare (:data:`LISTED_WHOLE`); a range of nearly
    every hand (:data:`ANY_HAND`) said so, not by its best hands."""
    text = Text(_(coach_strings.RANGES_HEADING), style=LABEL)
    for name, shares in decision.ranges:
        mass = sum(share * class_combos(hand) for hand, share in shares)
        width = mass / len(COMBOS)
        shown = percent(width, 1 if width < 0.01 else 0)
        if width >= ANY_HAND:
            text.append("\n" + _(coach_strings.RANGE_ANY).format(name=name, width=shown))
            continue
        # as much of one class as of another: the stronger first (AA, KK and QQ before A8s)
        shares = tuple(sorted(shares, key=lambda item: (-item[1], preflop.table().top.get(item[0], 1.0))))
        heavy = [(hand, share) for hand, share in shares[:classes] if share >= 0.5]
        # A narrow range (a few holdings of a class, say sets after a bet and a raise): its heaviest
        # classes with how much of each it holds.
        top = " ".join(hand for hand, _share in heavy) or "  ".join(
            f"{hand} {percent(share)}" for hand, share in shares[:4]) or "—"
        listed = heavy or shares[:4]
        part = sum(share * class_combos(hand) for hand, share in listed) / mass if mass > 0.0 else 1.0
        if part >= LISTED_WHOLE:
            text.append("\n" + _(coach_strings.RANGE_LINE).format(name=name, width=shown, classes=top))
        else:
            text.append("\n" + _(coach_strings.RANGE_PART).format(name=name, width=shown, classes=top,
                                                                   part=percent(part)))
    return text


_SHADES = ((0.75, "█"), (0.4, "▓"), (0.15, "▒"), (0.01, "░"))


def range_grid(decision: DecisionGrade, opponent: int = 0) -> Text:
    """One opponent's range as the 13 x 13 grid of starting hands (pairs on the diagonal, suited above)."""
    if not decision.ranges:
        return Text()
    name, shares = decision.ranges[opponent % len(decision.ranges)]
    found = dict(shares)
    ranks = RANK_CHARS[::-1]
    text = Text(_(coach_strings.RANGE_GRID).format(name=name), style=LABEL)
    text.append("\n   " + " ".join(ranks), style=LABEL)
    for row, high in enumerate(ranks):
        text.append("\n" + high + "  ", style=LABEL)
        for column, low in enumerate(ranks):
            hand = high + low if row == column else (high + low + "s" if column > row else low + high + "o")
            share = found.get(hand, 0.0)
            shade = next((mark for floor, mark in _SHADES if share >= floor), "·")
            text.append(shade + " ", style=GOOD if share >= 0.4 else "")
    return text


def decision_strip(grade: HandGrade, current: int, width: int = 80) -> Text:
    """The hand's decisions in lines of ``width`` at most: the one shown lit, each with its verdict in a word
    (a mistake and a missed exploit with their cost), not by colour alone."""
    strip, used = Text(), 0
    marks = _(coach_strings.STRIP)
    for index, d in enumerate(grade.decisions):
        v = d.verdict
        mark = " " + marks[v.kind].format(cost=number(-v.cost_bb))
        style = BAD if v.mistake else (EXPLOIT if v.exploit else "")
        piece = Text(f"{index + 1}. {street_name(d.street)}{mark}", style=style)
        if index == current:
            piece.stylize("reverse")
        if index and used + 2 + len(piece) > width:
            strip.append("\n")
            used = 0
        elif index:
            strip.append("  ")
            used += 2
        strip.append_text(piece)
        used += len(piece)
    return strip


@dataclass(frozen=True, slots=True)
class DecisionStrip:
    """:func:`decision_strip` laid out in the width it is drawn in (known only then: a page with a
    scroll bar is two cells narrower), so no decision breaks across two lines."""

    grade: HandGrade
    current: int

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Text]:
        yield decision_strip(self.grade, self.current, options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(min(20, options.max_width), options.max_width)


def sentence(decision: DecisionGrade, all_in: AllIn = None) -> Text:
    """What the player did and what it was worth, in plain words."""
    v = decision.verdict
    style = BAD if v.mistake else (EXPLOIT if v.exploit else "")
    return Text(said(decision) + " " + verdict(decision, all_in), style=style)


def mistake_row(hand: Where | int, decision: DecisionGrade, width: int, all_in: AllIn = None, *,
                chosen: bool = False) -> Text:
    """``Hand #12 · A♠Q♦ BTN · Flop: Call 120 instead of Fold`` with its cost at the right (an exploit's in
    its own colour), wrapped in ``width``, and under it the reason (``hand``: its number alone, or with the
    player's cards and position). The row under the cursor (``chosen``) has its :func:`sentence` under
    the reason, so the paragraph reads as that row's and no other's."""
    v = decision.verdict
    hand = hand if isinstance(hand, Where) else Where(hand)
    where = f"{hand.cards} {hand.position}".strip()
    words = _(coach_strings.MISTAKE_ROW).format(
        number=hand.number, where=f" · {where}" if where else "", street=street_name(decision.street),
        choice=choice_label(decision.choices[decision.taken], decision, all_in),
        best=best_label(decision, all_in),
    )
    cost = number(-v.cost_bb) + " bb"
    room = max(1, width - len(cost) - 1)
    first, *rest = _first_line(words, room)
    row = Text(first.ljust(room) + " ")
    row.append(cost, style=EXPLOIT if v.exploit else BAD)
    for line in textwrap.wrap(" ".join(rest), max(1, width - 4)) if rest else []:
        row.append("\n    " + line)
    why = reason(decision, all_in)
    for line in textwrap.wrap(why, max(1, width - 4)):
        row.append("\n    " + line, style="italic " + LABEL)
    if chosen:
        told = sentence(decision, all_in)
        for line in textwrap.wrap(told.plain, max(1, width - 4)):
            row.append("\n    " + line, style=f"italic {told.style}".strip())
    return row


def _first_line(words: str, room: int) -> list[str]:
    """``words`` wrapped in ``room``, the first line ending at a " · " where the whole does not fit (the hand
    and where it was on the line with the cost, the move and its lesson whole under it: "Fold instead of"
    beside the cost and "Raise to 270" under it read as two things)."""
    if len(words) <= room:
        return [words]
    cut = words.rfind(" · ", 0, room + 1)
    if cut <= 0:
        return textwrap.wrap(words, room) or [""]
    return [words[:cut], words[cut + len(" · "):]]


@dataclass(frozen=True, slots=True)
class Where:
    """A listed decision's hand: its number, the player's cards and position, as a row names them."""

    number: int
    cards: str = ""
    position: str = ""


def where(events: Sequence[Event], seat: int, number: int, decision: DecisionGrade, position: str,
          deck: DeckStyle = CLASSIC) -> Where:
    """The hand of a listed decision: its number, the player's cards at the decision and ``position``."""
    view = replay_view(events, seat, decision.step)
    return Where(number, " ".join(cards_text(view.hole_cards or (), deck=deck).plain.split()), position)


def leak_table(leaks: Sequence[Leak], *, by_kind: bool, chosen: int | None = None) -> Table:
    """One group of the leak report: the decisions, the mistakes and their cost per kind or opponent (the
    row ``chosen`` marked as the cursor's; by kind, where the cursor goes, each row keeps room for the mark,
    so the columns stay put as it moves)."""
    table = Table(box=None, show_edge=False, pad_edge=False, padding=(0, 2, 0, 0), header_style=LABEL)
    table.add_column(_(coach_strings.BY_KIND) if by_kind else _(coach_strings.BY_OPPONENT), style="bold")
    for heading in (coach_strings.DECISIONS_COLUMN, coach_strings.MISTAKES_COLUMN, coach_strings.COST_COLUMN):
        table.add_column(_(heading), justify="right")
    for index, leak in enumerate(leaks):
        name = kind_label(leak.key) if by_kind else (leak.key or _(coach_strings.NO_OPPONENT))
        here = index == chosen
        first = _marked("▶ " if here else "  ", name) if by_kind else name
        table.add_row(first, numbers.number(leak.decisions), numbers.number(leak.mistakes),
                      Text(number(leak.cost_bb), style=BAD if leak.mistakes else ""),
                      style="on #303a30" if here else None)
    return table


def _marked(mark: str, name: str) -> Table:
    """A row's name after the cursor's mark, its wrapped part under the name, not under the mark ("▶ Folding
    to" / "  continuation bets")."""
    grid = Table.grid()
    grid.add_column(width=cell_len(mark), no_wrap=True)
    grid.add_column()
    grid.add_row(mark, name)
    return grid


def leak_advice(leaks: Sequence[Leak], *, by_kind: bool) -> Text:
    """Under a leak table, for each row with mistakes, one sentence on what to do next time (for an
    opponent, the kind of decision where most of the cost was, whose row says what to do); the page
    indents it, so that a sentence that wraps keeps its margin."""
    lines = []
    for leak in leaks:
        if not leak.mistakes:
            continue
        name = kind_label(leak.key) if by_kind else (leak.key or _(coach_strings.NO_OPPONENT))
        line = Text(f"{name}: ", style="bold " + LABEL)
        line.append(next_time(leak.worst_kind, leak.move) if by_kind else against(leak.worst_kind),
                    style="italic")
        lines.append(line)
    return Text("\n").join(lines)


def title_line(template: str, detail: str = "") -> Text:
    """A screen's title bar: the title, then ``detail`` after a dot."""
    title = Text(" " + template, style=f"bold {LABEL}")
    if detail:
        title.append("  ·  " + detail, style=LABEL)
    return title

