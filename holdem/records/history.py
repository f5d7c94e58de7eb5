"""Hand histories in the PokerStars text format that tracking software imports.

A hand is written from the events as the player's seat saw them: other seats'
hole cards appear only when they were shown at a showdown. :func:`format_hand`
writes one hand; :class:`HistoryFile` appends hands to the day's history file
in the data directory, atomically.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from holdem.engine import Event, Game, Move, PotKind, ShowReason, Street, filter_events
from holdem.engine.events import (
    BlindPosted,
    CardsShown,
    HandEnded,
    HandStarted,
    HoleCardsDealt,
    PlayerActed,
    PotAwarded,
    StreetDealt,
    UncalledBetReturned,
)
from holdem.engine.structure import bet_unit
from holdem.records.pokerstars import DEFAULT_TABLE_NAME, cards_text, clean_name, hand_name, timestamp_text

_STREET_HEADS = {Street.FLOP: "FLOP", Street.TURN: "TURN", Street.RIVER: "RIVER"}


class HistoryFormatError(ValueError):
    """The events do not make a complete hand that can be written."""


@dataclass
class _Seat:
    name: str
    stack: int
    put_in_preflop: bool = False
    folded_on: Street | None = None
    shown: str | None = None  # "[Ah Kd]" at the showdown
    shown_name: str = ""
    won: int = 0


@dataclass
class _Writer:
    start: HandStarted
    hero: int
    seats: list[_Seat]
    lines: list[str] = field(default_factory=list)
    board: tuple[int, ...] = ()
    pots: list[PotAwarded] = field(default_factory=list)
    showdown_open: bool = False
    dealt_heading: bool = False

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def write(self, event: Event) -> None:
        """The lines of one event (pots are kept for the end)."""
        if isinstance(event, BlindPosted):
            self.blind(event)
        elif isinstance(event, HoleCardsDealt):
            if not self.dealt_heading:
                self.lines.append("*** HOLE CARDS ***")
                self.dealt_heading = True
            if event.seat == self.hero and event.cards is not None:
                self.lines.append(f"Dealt to {self.name(self.hero)} {cards_text(event.cards)}")
        elif isinstance(event, PlayerActed):
            self.act(event)
        elif isinstance(event, StreetDealt):
            self.street(event)
        elif isinstance(event, UncalledBetReturned):
            self.lines.append(f"Uncalled bet ({event.amount}) returned to {self.name(event.seat)}")
        elif isinstance(event, CardsShown):
            self.show(event)
        elif isinstance(event, PotAwarded):
            self.pots.append(event)

    def blind(self, event: BlindPosted) -> None:
        self.seats[event.seat].put_in_preflop = True
        tail = " and is all-in" if event.all_in else ""
        self.lines.append(f"{self.name(event.seat)}: posts {event.blind} blind {event.amount}{tail}")

    def act(self, event: PlayerActed) -> None:
        who = self.name(event.seat)
        tail = " and is all-in" if event.all_in else ""
        if event.move is Move.FOLD:
            self.seats[event.seat].folded_on = event.street
            self.lines.append(f"{who}: folds")
        elif event.move is Move.CHECK:
            self.lines.append(f"{who}: checks")
        elif event.move is Move.CALL:
            self.lines.append(f"{who}: calls {event.amount}{tail}")
        elif event.move is Move.BET:
            self.lines.append(f"{who}: bets {event.total}{tail}")
        else:
            self.lines.append(f"{who}: raises {event.total - event.previous_bet} to {event.total}{tail}")
        if event.street is Street.PREFLOP and event.amount > 0:
            self.seats[event.seat].put_in_preflop = True

    def street(self, event: StreetDealt) -> None:
        before = event.board[: len(event.board) - len(event.cards)]
        head = f"*** {_STREET_HEADS[event.street]} ***"
        if before:
            head += " " + cards_text(before)
        self.lines.append(f"{head} {cards_text(event.cards)}")
        self.board = event.board

    def show(self, event: CardsShown) -> None:
        if event.reason is not ShowReason.SHOWDOWN or event.value is None:
            return  # hands turned up before an all-in run-out are written at the showdown
        if not self.showdown_open:
            self.lines.append("*** SHOW DOWN ***")
            self.showdown_open = True
        seat = self.seats[event.seat]
        seat.shown, seat.shown_name = cards_text(event.cards), hand_name(event.value)
        self.lines.append(f"{seat.name}: shows {seat.shown} ({seat.shown_name})")

    def award_all(self) -> None:
        side_count = sum(1 for pot in self.pots if pot.kind is PotKind.SIDE)
        # PokerStars pays the last side pot first and the main pot last.
        for pot in sorted(self.pots, key=lambda p: p.index, reverse=True):
            for seat, amount in pot.shares:
                self.seats[seat].won += amount
                if amount:
                    where = _pot_label(pot, side_count)
                    self.lines.append(f"{self.name(seat)} collected {amount} from {where}")
        if self.pots and self.pots[0].value is None and len(self.pots) == 1:
            for seat, _ in self.pots[0].shares:
                self.lines.append(f"{self.name(seat)}: doesn't show hand")

    def summary(self) -> None:
        total = sum(pot.amount for pot in self.pots)
        self.lines.append("*** SUMMARY ***")
        if len(self.pots) > 1:
            side_count = len(self.pots) - 1
            parts = [f"Main pot {self.pots[0].amount}."]
            parts += [f"{_pot_label(p, side_count).capitalize()} {p.amount}." for p in self.pots[1:]]
            self.lines.append(f"Total pot {total} {' '.join(parts)} | Rake 0")
        else:
            self.lines.append(f"Total pot {total} | Rake 0")
        if self.board:
            self.lines.append(f"Board {cards_text(self.board)}")
        for index, seat in enumerate(self.seats):
            self.lines.append(f"Seat {index + 1}: {seat.name}{self._tags(index)} {_outcome(seat)}")

    def _tags(self, seat: int) -> str:
        tags = ""
        if seat == self.start.button:
            tags += " (button)"
        if seat == self.start.small_blind_seat:
            tags += " (small blind)"
        if seat == self.start.big_blind_seat:
            tags += " (big blind)"
        return tags


def _pot_label(pot: PotAwarded, side_count: int) -> str:
    if pot.kind is PotKind.ONLY:
        return "pot"
    if pot.kind is PotKind.MAIN:
        return "main pot"
    return "side pot" if side_count == 1 else f"side pot-{pot.index}"


def _outcome(seat: _Seat) -> str:
    if seat.folded_on is not None:
        if seat.folded_on is Street.PREFLOP:
            return "folded before Flop" + ("" if seat.put_in_preflop else " (didn't bet)")
        return f"folded on the {seat.folded_on.label}"
    if seat.shown is not None:
        if seat.won:
            return f"showed {seat.shown} and won ({seat.won}) with {seat.shown_name}"
        return f"showed {seat.shown} and lost with {seat.shown_name}"
    if seat.won:
        return f"collected ({seat.won})"
    return "mucked"


def _unique_names(names: Sequence[str]) -> list[str]:
    cleaned = [clean_name(name) for name in names]
    return [f"{name} {seat + 1}" if cleaned.count(name) > 1 else name for seat, name in enumerate(cleaned)]


def game_stakes(start: HandStarted) -> str:
    """The structure and stakes as PokerStars heads a hand: the blinds, or in limit the small and big bet.

    >>> from dataclasses import replace
    >>> start = HandStarted(1, ("A", "B"), (1000, 1000), 0, 0, 1, 5, 10)
    >>> game_stakes(start), game_stakes(replace(start, game=Game.FIXED_LIMIT))
    ('No Limit (5/10)', 'Limit (10/20)')
    """
    if start.game is Game.FIXED_LIMIT:
        small_bet = bet_unit(start.game, Street.PREFLOP, start.big_blind)
        big_bet = bet_unit(start.game, Street.RIVER, start.big_blind)
        return f"{start.game.label} ({small_bet}/{big_bet})"
    return f"{start.game.label} ({start.small_blind}/{start.big_blind})"


def format_hand(
    events: Sequence[Event],
    hero_seat: int,
    hand_id: int,
    table_name: str = DEFAULT_TABLE_NAME,
    timestamp: datetime | None = None,
) -> str:
    """One finished hand in PokerStars text, as ``hero_seat`` saw it, ending with a line break.

    Hole cards of other seats are dropped here too, so passing the full event
    list cannot leak them. ``timestamp`` defaults to now.
    """
    if hand_id <= 0:
        raise HistoryFormatError(f"hand ids are positive whole numbers, not {hand_id}")
    seen = filter_events(tuple(events), hero_seat)
    start = next((e for e in seen if isinstance(e, HandStarted)), None)
    if start is None:
        raise HistoryFormatError("no HandStarted event: these are not the events of a hand")
    if not any(isinstance(e, HandEnded) for e in seen):
        raise HistoryFormatError(f"hand {start.hand_number} is not over: only finished hands are written")
    names = _unique_names(start.names)
    w = _Writer(
        start, hero_seat, [_Seat(name, stack) for name, stack in zip(names, start.stacks, strict=True)]
    )
    moment = timestamp if timestamp is not None else datetime.now().astimezone()
    w.lines += [
        f"PokerStars Hand #{hand_id}:  Hold'em {game_stakes(start)} - {timestamp_text(moment)}",
        f"Table '{clean_name(table_name)}' {len(names)}-max (Play Money)"
        f" Seat #{start.button + 1} is the button",
    ]
    w.lines += [f"Seat {i + 1}: {s.name} ({s.stack} in chips)" for i, s in enumerate(w.seats)]
    for event in seen:
        w.write(event)
    w.award_all()
    w.summary()
    return "\n".join(w.lines) + "\n"
