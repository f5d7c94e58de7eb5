"""The words around a decision: the choices to value, the leak kind, the opponent faced, the position."""

from __future__ import annotations

from collections.abc import Sequence

from holdem.bots.sizes import leaves_too_little
from holdem.engine.actions import Action, ActionType, LegalActions
from holdem.engine.events import Event, Move, PlayerActed, Street
from holdem.engine.state import TableState
from holdem.stats.positions import middle_names

VALUE_EQUITY = 0.5
"""A bet or raise with at least this equity against the ranges is a value bet, below it a bluff."""


def position(state: TableState, seat: int) -> str:
    """The seat's position label (``holdem.stats.positions``): BTN, SB, BB, then UTG ... HJ, CO.

    Heads-up the button (who posts the small blind) is BTN and the other seat BB.
    """
    if seat == state.button:
        return "BTN"
    if seat == state.big_blind_seat:
        return "BB"
    if seat == state.small_blind_seat:
        return "SB"
    n, big_blind = state.num_seats, state.big_blind_seat
    middle = [(big_blind + step) % n for step in range(1, (state.button - big_blind) % n)]
    return dict(zip(middle, middle_names(len(middle)), strict=True)).get(seat, "UTG")


def choices_at(state: TableState, legal: LegalActions, taken: Action) -> list[Action]:
    """Fold (when there is a bet, or when it was taken), check or call, and raises to half the pot,
    the pot and all in (the presets' sizes), with the one taken among them. Raises to as much as the
    most any opponent still in can put in (:func:`cover`) or more are one choice (he is all in, the rest
    comes back): the one taken if it is one of them, else all in."""
    found: list[Action] = []
    if legal.call_amount or taken.type is ActionType.FOLD:
        found.append(Action.fold())
    found.append(Action.call() if legal.call_amount else Action.check())
    most = cover(state, legal.seat)
    sizes = set(raise_sizes(state.pot_total, legal, most))
    raised = taken.amount if sizes and taken.type is ActionType.RAISE_TO else None
    if raised is not None:
        sizes.add(raised)
    beyond = {size for size in sizes if size >= most}
    if len(beyond) > 1:
        sizes = (sizes - beyond) | {raised if raised in beyond else max(beyond)}
    found.extend(Action.raise_to(size) for size in sorted(sizes))
    if taken not in found:  # a stored action outside these (should not happen): value it too
        found.append(taken)
    return found


def cover(state: TableState, seat: int) -> int:
    """The most chips (this street's total) any opponent still in can have in: his chips in on the street
    and his stack; a raise to this or more puts them all in.

    >>> from holdem.engine.hand import Hand, stacked_deck
    >>> hand = Hand(stacks=[1000, 600, 1000], button=0, deck=stacked_deck(
    ...     num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKh"], board="As5d3c 9h 2s"))
    >>> cover(hand.state, 0)  # before the flop the big blind can match anything
    1000
    >>> hand.play("raise_to 30 call fold")
    >>> cover(hand.state, 0), cover(hand.state, 1)  # on the flop the small blind has 570 left
    (570, 970)
    """
    return max((state.stacks[s] + state.committed[s] for s in range(state.num_seats)
                if s != seat and not state.folded[s]), default=0)


def raise_sizes(pot_total: int, legal: LegalActions, most: int | None = None) -> list[int]:
    """The raises the coach values, as totals: half the pot, the pot and all in (none when raising is
    closed); ``pot_total`` is the pot before the player's call. With ``most`` (:func:`cover`), a size that
    would leave behind, of what an opponent can match, too little of the pot after it is all in, by the
    bots' own rule (:func:`~holdem.bots.sizes.leaves_too_little`): nobody folds for the last chips.

    >>> legal = LegalActions(seat=0, call_amount=110, current_bet=140, committed=30, stack=485,
    ...     min_raise_to=250, max_raise_to=515, raise_closed_reason=None)
    >>> raise_sizes(200, legal)  # the beginner play-test's squeeze: 450 of 515 was the lesson, not the jam
    [295, 450, 515]
    >>> raise_sizes(200, legal, 1000)  # 450 leaves 65 behind, 295 leaves 220 of a pot of 465: all in
    [515]
    """
    low, high = legal.min_raise_to, legal.max_raise_to
    if low is None or high is None:
        return []
    sizes = {high}
    for fraction in (0.5, 1.0):
        total = legal.current_bet + fraction * (pot_total + legal.call_amount)
        size = min(max(int(total) // 5 * 5, low), high)
        if most is not None:
            added = size - legal.committed
            if leaves_too_little(min(high, most) - legal.committed, added, pot_total):
                size = high
        sizes.add(size)
    return sorted(sizes)


def opponent_faced(state: TableState, seat: int) -> str | None:
    """The last bettor or raiser on this street, else the opponent still in with the most chips in."""
    if state.last_aggressor is not None and state.last_aggressor != seat:
        return state.names[state.last_aggressor]
    others = [s for s in range(state.num_seats) if s != seat and not state.folded[s]]
    if not others:
        return None
    n = state.num_seats
    main = max(others, key=lambda s: (state.contributed[s], -((s - seat) % n)))
    return state.names[main]


def leak_kind(
    before: Sequence[Event], state: TableState, seat: int, taken: Action, equity: float
) -> str:
    """The leak kind of a decision (docs/coach.md): ``preflop:<position>`` before the flop; after it
    ``fold_to_cbet``, ``fold``, ``call``, ``value`` or ``bluff`` (a bet or raise by its equity), ``check``."""
    if state.street is Street.PREFLOP:
        return f"preflop:{position(state, seat)}"
    kind = taken.type
    if kind is ActionType.RAISE_TO:
        return "value" if equity >= VALUE_EQUITY else "bluff"
    if kind is ActionType.CHECK:
        return "check"
    if kind is ActionType.CALL:
        return "call"
    if state.current_bet and _is_cbet(before, state):
        return "fold_to_cbet"
    return "fold"


def _is_cbet(before: Sequence[Event], state: TableState) -> bool:
    """Whether the bet faced is a flop continuation bet: the first bet of the flop, by the preflop raiser."""
    if state.street is not Street.FLOP:
        return False
    acted = [e for e in before if isinstance(e, PlayerActed)]
    raisers = [e.seat for e in acted if e.street is Street.PREFLOP and e.move is Move.RAISE]
    flop_bets = [e for e in acted if e.street is Street.FLOP and e.move in (Move.BET, Move.RAISE)]
    return bool(raisers) and len(flop_bets) == 1 and flop_bets[0].seat == raisers[-1]
