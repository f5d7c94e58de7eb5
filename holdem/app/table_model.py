"""What each part of the table shows, worked out from the player's view alone.

The screen turns a ``PlayerView`` (plus what only the screen knows: who is thinking, how much
of an all-in run-out has been revealed) into these small values; the render functions draw them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from holdem.app import strings
from holdem.engine.cards import Card
from holdem.engine.evaluator import HandValue
from holdem.engine.events import (
    BlindPosted,
    CardsShown,
    Event,
    HandStarted,
    Move,
    PlayerActed,
    PotAwarded,
    SeatRebought,
    StreetDealt,
    UncalledBetReturned,
)
from holdem.engine.pots import build_pots
from holdem.engine.state import fold_events
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _
from holdem.i18n.hands import hand_label, hand_name, rank_name
from holdem.i18n.numbers import amount, amount_unit


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as drawn: who, how many chips, where the button is, what it did, its cards."""

    seat: int
    name: str
    stack: int
    labels: tuple[str, ...] = ()
    bet: int = 0
    status: str = ""  # "", "to_act", "thinking", "folded", "all_in", "wins"
    won: int = 0
    last_action: str = ""
    cards: tuple[Card, ...] = ()
    face_down: bool = False
    hand_label: str = ""
    # Shorter forms of the words under the cards where room is short: the hand's name ("Two pair, 6s
    # and 4s", …), or the last action without its unit ("raises to 12.5" for "raises to 12.5 bb").
    hand_shorter: tuple[str, ...] = ()
    highlight: frozenset[Card] = field(default_factory=frozenset)
    showdown: bool = False
    is_player: bool = False
    rebuys: int = 0
    back: str = ""
    """What came back of the player's own bet not called in full ("845 back"): the player's seat shows its
    hand under the cards, not its action, so this goes where its chips stood."""


@dataclass(frozen=True, slots=True)
class CentreInfo:
    """The middle of the table: street, board, pots."""

    street: str
    board: tuple[Card, ...]
    pot_total: int
    pots: tuple[int, ...] = ()
    highlight: frozenset[Card] = field(default_factory=frozenset)


@dataclass(frozen=True, slots=True)
class Stage:
    """What the screen knows beyond the view: a seat thinking, the cards of a run-out shown so far."""

    thinking: int | None = None
    board_shown: int | None = None  # None: all of it


def hand_started(events: Sequence[Event]) -> HandStarted | None:
    for event in events:
        if isinstance(event, HandStarted):
            return event
    return None


def awards(events: Sequence[Event]) -> list[PotAwarded]:
    return [e for e in events if isinstance(e, PotAwarded)]


def winnings(events: Sequence[Event], num_seats: int) -> list[int]:
    won = [0] * num_seats
    for award in awards(events):
        for seat, share in award.shares:
            won[seat] += share
    return won


def run_out_start(view: PlayerView) -> int | None:
    """How many board cards were out when hands were turned up for an all-in run-out, or None."""
    board = 0
    for event in view.events:
        if isinstance(event, StreetDealt):
            board = len(event.board)
        elif isinstance(event, CardsShown) and event.reason == "all_in":
            return board
    return None


def visible_events(view: PlayerView, stage: Stage) -> tuple[Event, ...]:
    """The events as far as the run-out has been revealed (all of them when nothing is held back)."""
    if stage.board_shown is None:
        return view.events
    for index, event in enumerate(view.events):
        if isinstance(event, StreetDealt) and len(event.board) > stage.board_shown:
            return view.events[:index]
    return view.events


def preflop_label(cards: Sequence[Card], short: int = 0) -> str:
    """Two hole cards in words: "Ace-King suited"; shorter "A-K suited", "AKs"."""
    high, low = sorted(cards, reverse=True)
    brief = short >= 1
    if high.rank == low.rank:
        return _(strings.PREFLOP_PAIR).format(plural=rank_name(high.rank, plural=True, short=brief))
    suited = high.suit == low.suit
    if short >= 2:
        template = _(strings.PREFLOP_TINY)["suited" if suited else "offsuit"]
    else:
        template = _(strings.PREFLOP_SUITED) if suited else _(strings.PREFLOP_OFFSUIT)
    return template.format(high=rank_name(high.rank, short=brief), low=rank_name(low.rank, short=brief))


def best_label(hole: Sequence[Card], board: Sequence[Card], short: int = 0) -> str:
    """The player's current best hand in words (``short`` 1 or 2: shorter names, see ``hand_name``)."""
    if len(board) < 3:
        return preflop_label(hole, short)
    return hand_label(hole, board, short=short)


def action_words(event: PlayerActed, unit: bool = True) -> str:
    """What a seat did, as its seat says it (``unit=False``: the amount without "bb")."""
    if event.move is Move.FOLD:
        return _(strings.ACT_FOLD)
    if event.move is Move.CHECK:
        return _(strings.ACT_CHECK)
    if event.move is Move.CALL:
        return _(strings.ACT_CALL).format(amount=amount(event.amount, unit=unit))
    if event.move is Move.BET:
        return _(strings.ACT_BET).format(amount=amount(event.total, unit=unit))
    return _(strings.ACT_RAISE).format(total=amount(event.total, unit=unit))


def _last_actions(
    events: Sequence[Event], num_seats: int, street: int, unit: bool = True, *, over: bool = False
) -> tuple[list[str], list[str]]:
    """What each seat last did this street; a seat that rebought says so until it acts (not its blind).
    Beside it, for a seat too narrow for a bet partly returned ("raises to 30, 20 back"), what went back
    alone ("20 back"; "" for the others).

    ``unit=False``: the shorter form, amounts without "bb", for a seat too narrow for the unit.
    ``over``: the hand is over, and a blind nobody acted after (a walk) is in the pot, not in front
    of its seat: it is not said.
    """
    last = [""] * num_seats
    blinds = [""] * num_seats
    backs = [""] * num_seats
    for event in events:
        if isinstance(event, SeatRebought):
            last[event.seat] = _(strings.ACT_REBOUGHT).format(amount=amount(event.amount, unit=unit))
        elif isinstance(event, BlindPosted) and not last[event.seat]:
            template = _(strings.ACT_SMALL_BLIND) if event.blind == "small" else _(strings.ACT_BIG_BLIND)
            if amount_unit() == "bb":  # "small blind 0.5 bb" would not fit a narrow seat
                template = _(strings.ACT_POSTS)
            last[event.seat] = blinds[event.seat] = template.format(amount=amount(event.amount, unit=unit))
        elif isinstance(event, PlayerActed):
            if event.street == street or event.move is Move.FOLD:
                last[event.seat] = action_words(event, unit)
        elif isinstance(event, StreetDealt):
            last = [_(strings.ACT_FOLD) if text == _(strings.ACT_FOLD) else "" for text in last]
            backs = [""] * num_seats
        elif isinstance(event, UncalledBetReturned) and last[event.seat] not in ("", blinds[event.seat]):
            # "bets 610" beside "wins 1035" would say 610 stood: the seat says what came back (a blind
            # nobody acted after is not said at the end at all)
            back = amount(event.amount, unit=unit)
            last[event.seat] = _(strings.ACT_RETURNED).format(action=last[event.seat], amount=back)
            backs[event.seat] = _(strings.ACT_BACK).format(amount=back)
    if over:
        last = ["" if text and text == blind else text for text, blind in zip(last, blinds, strict=True)]
    return last, backs


def seat_infos(view: PlayerView, stage: Stage, rebuys: Sequence[int] = ()) -> list[SeatInfo]:
    """Every seat as the player sees it now."""
    n = view.num_seats
    events = visible_events(view, stage)
    started = hand_started(view.events)
    held_back = len(events) < len(view.events)
    over = view.is_over and not held_back
    won = winnings(events, n) if over else [0] * n
    # While a run-out is still being revealed, the table is the fold of the events shown so far.
    stacks = list(fold_events(events).stacks) if held_back else list(view.stacks)
    street = max((e.street for e in events if isinstance(e, StreetDealt)), default=0)
    last, _backs = _last_actions(events, n, street, over=over)
    terse, backs = _last_actions(events, n, street, unit=False, over=over)
    board = view.board[: stage.board_shown] if stage.board_shown is not None else view.board
    highlight = _winning_cards(events) if over else frozenset()
    values = {e.seat: e.value for e in events if isinstance(e, CardsShown) and e.value is not None}
    seats: list[SeatInfo] = []
    for seat in range(n):
        cards, face_down, label = _cards_of(view, seat, board)
        # the last action without its unit, then only what went back of a bet not called in full
        shorter: tuple[str, ...] = (terse[seat], backs[seat]) if backs[seat] else (terse[seat],)
        if label:
            shorter = tuple(best_label(cards, board, short=level) for level in (1, 2, 3))
        value = values.get(seat)
        if value is not None and over:
            label = hand_label(cards, board) if cards else hand_name(value)
            shorter = tuple(hand_label(cards, board, short=level) if cards else hand_name(value, short=level)
                            for level in (1, 2, 3))
        seats.append(
            SeatInfo(
                seat=seat,
                name=view.names[seat],
                stack=stacks[seat],
                labels=_position_labels(started, seat),
                bet=0 if view.is_over else view.committed[seat],
                status=_status(view, stage, seat, won=won[seat], stack=stacks[seat], over=over),
                won=won[seat],
                last_action=last[seat],
                cards=cards,
                face_down=face_down,
                hand_label=label,
                hand_shorter=shorter,
                highlight=highlight,
                showdown=over and seat in values,
                is_player=seat == view.seat,
                rebuys=rebuys[seat] if seat < len(rebuys) else 0,
                back=_back(events, seat) if seat == view.seat else "",
            )
        )
    return seats


def _position_labels(started: HandStarted | None, seat: int) -> tuple[str, ...]:
    """BTN, SB, BB where ``seat`` holds them."""
    if started is None:
        return ()
    held = ((started.button, strings.BUTTON), (started.small_blind_seat, strings.SMALL_BLIND),
            (started.big_blind_seat, strings.BIG_BLIND))
    return tuple(_(label) for holder, label in held if holder == seat)


def _cards_of(view: PlayerView, seat: int, board: Sequence[Card]) -> tuple[tuple[Card, ...], bool, str]:
    """The seat's cards as the player sees them, whether they lie face down, and the player's hand."""
    shown = view.shown[seat]
    if seat == view.seat and view.hole_cards is not None:
        return view.hole_cards, False, best_label(view.hole_cards, board)
    if shown is not None and not view.folded[seat]:
        return shown, False, ""
    return (), not view.folded[seat], ""


def _back(events: Sequence[Event], seat: int) -> str:
    """What came back of ``seat``'s bet or raise not called in full ("540 back"), for the rest of the hand:
    no one bets after it (everyone else folded, or the board is dealt out to a showdown). A blind nobody
    acted after is not said, as on the other seats."""
    acted, back = False, 0
    for event in events:
        if isinstance(event, PlayerActed) and event.seat == seat:
            acted = True
        elif isinstance(event, UncalledBetReturned) and event.seat == seat and acted:
            back += event.amount
    return _(strings.ACT_BACK).format(amount=amount(back, unit=False)) if back else ""


def _status(view: PlayerView, stage: Stage, seat: int, *, won: int, stack: int, over: bool) -> str:
    if won:
        return "wins"
    if view.folded[seat]:
        return "folded"
    if stack == 0 and not over:
        return "all_in"
    if stage.thinking == seat:
        return "thinking"
    if view.to_act == seat:
        return "to_act"
    return ""


def _winning_cards(events: Sequence[Event]) -> frozenset[Card]:
    cards: set[Card] = set()
    for award in awards(events):
        if award.value is not None:
            cards.update(award.value.cards)
    return frozenset(cards)


def centre_info(view: PlayerView, stage: Stage) -> CentreInfo:
    events = visible_events(view, stage)
    held_back = len(events) < len(view.events)
    board = view.board[: stage.board_shown] if stage.board_shown is not None else view.board
    if view.is_over and not held_back:
        paid = awards(view.events)
        showdown = any(a.value is not None for a in paid)
        return CentreInfo(
            street=_(strings.SHOWDOWN) if showdown else _(strings.HAND_OVER),
            board=board,
            pot_total=sum(a.amount for a in paid),
            pots=tuple(a.amount for a in paid) if len(paid) > 1 else (),
            highlight=_winning_cards(paid),
        )
    if held_back:
        shown = fold_events(events)
        pots = tuple(p.amount for p in shown.pots())
        return CentreInfo(street=_(strings.RUN_OUT), board=board, pot_total=shown.pot_total,
                          pots=pots if len(pots) > 1 else ())
    # Bets of this round still sit in front of the seats; the split into main and side pots is
    # shown for the chips already gathered into the middle.
    gathered = [c - k for c, k in zip(view.contributed, view.committed, strict=True)]
    pots = tuple(p.amount for p in build_pots(gathered, view.folded)) if any(gathered) else ()
    return CentreInfo(
        street=_(strings.STREET_NAMES)[int(view.street)],
        board=board,
        pot_total=view.pot_total,
        pots=pots if len(pots) > 1 else (),
    )


def pot_word(award: PotAwarded, side_number: int) -> str:
    kind = award.kind.value
    return _(strings.POT_WORDS)[kind].format(number=side_number)


def result_lines(view: PlayerView, short: int = 0) -> list[str]:
    """Who won which pot, with what, in words (``short``: shorter hand names, see ``hand_name``)."""
    names = view.names
    lines: list[str] = []
    side = 0
    shown = {e.seat: e.value for e in view.events if isinstance(e, CardsShown) and e.value is not None}
    for award in awards(view.events):
        if award.kind.value == "side":
            side += 1
        pot = pot_word(award, side)
        winners = [seat for seat, _ in award.shares]
        if award.value is None:
            said = _(strings.RESULT_WINS_UNSHOWN)
            lines.append(said.format(name=names[winners[0]], amount=amount(award.amount)))
        elif len(winners) == 1:
            lines.append(
                _(strings.RESULT_WINS_WITH).format(
                    name=names[winners[0]], pot=pot, amount=amount(award.amount),
                    hand=winning_hand_words(
                        award.value, [shown[s] for s in award.eligible if s in shown], short
                    ),
                )
            )
        else:
            lines.append(
                _(strings.RESULT_SPLIT).format(
                    names=_(strings.AND).join(names[s] for s in winners),
                    pot=pot,
                    amount=amount(award.amount),
                    hand=hand_name(award.value, short=short),
                )
            )
    return lines


def winning_hand_words(winner: HandValue, contenders: Sequence[HandValue], short: int = 0) -> str:
    """The winning hand's name, with the kicker that decided it when a beaten hand has the same name.

    "Two pair, Aces and Fives" beats "Two pair, Aces and Fives" only by the fifth card:
    the player is told "Two pair, Aces and Fives, Queen kicker".
    """
    name = hand_name(winner, short=short)
    for other in contenders:
        if other.strength < winner.strength and hand_name(other, short=short) == name:
            for mine, theirs in zip(winner.ranks, other.ranks, strict=False):
                if mine != theirs:
                    return _(strings.WITH_KICKER).format(hand=name, rank=rank_name(mine, short=bool(short)))
    return name


def player_net(view: PlayerView) -> int:
    from holdem.engine.events import HandEnded

    for event in reversed(view.events):
        if isinstance(event, HandEnded):
            return event.net[view.seat]
    return 0
