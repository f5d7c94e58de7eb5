"""Spots whose answer is exact, and that answer, for checking the coach (tests and scripts/coach_exact.py).

A spot is a heads-up hand against a :class:`~holdem.coach.stated.StatedOpponent`
up to one decision of the player: on the river (facing a bet, first to act, or
checked to) or before the flop facing an all-in. The exact values are worked
out independently of the coach's play-outs: the range by replaying the hand on
the engine's :class:`~holdem.engine.hand.Hand` with every holding, the river by
following every action of the stated policy with its probability, an all-in
by scoring every board.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from holdem.bots.combos import COMBOS
from holdem.coach.spots import choices_at
from holdem.coach.stated import BET, CALL, StatedOpponent
from holdem.coach.table import action_of
from holdem.engine.actions import Action
from holdem.engine.cards import Card
from holdem.engine.evaluator import evaluate
from holdem.engine.events import (
    Event,
    HandStarted,
    HoleCardsDealt,
    PlayerActed,
    PotAwarded,
    Street,
    StreetDealt,
)
from holdem.engine.hand import Hand, stacked_deck
from holdem.engine.pots import build_pots, split_pot
from holdem.engine.view import filter_events

KINDS = ("river_facing", "river_first", "river_checked_to", "preflop_shove")
Combo = tuple[int, int]


@dataclass(frozen=True, slots=True)
class ExactSpot:
    """A hand (every event up to and including the player's action at ``step``) against ``opponent``."""

    kind: str
    events: tuple[Event, ...]
    seat: int
    step: int
    opponent: StatedOpponent

    @property
    def other(self) -> int:
        return 1 - self.seat


def make_spot(kind: str, rng: random.Random, *, size: int | None = None) -> ExactSpot:
    """A random spot of ``kind`` (one of :data:`KINDS`); ``size``: the holdings in the stated range."""
    while True:
        spot = _try_spot(kind, rng, size)
        if spot is not None:
            return spot


def _try_spot(kind: str, rng: random.Random, size: int | None) -> ExactSpot | None:
    seat = 0 if kind == "river_checked_to" else 1
    cards = list(range(52))
    rng.shuffle(cards)
    hole, board = tuple(cards[:2]), tuple(cards[2:7])
    if size is None:
        size = rng.randint(1, 3) if kind == "preflop_shove" else rng.randint(12, 90)
    pool = [c for c in COMBOS if c[0] not in hole and c[1] not in hole]
    weights = {c: round(rng.uniform(0.1, 1.0), 3) for c in rng.sample(pool, size)}
    stacks = [rng.randrange(300, 1600, 10) for _ in range(2)]
    opponent = StatedOpponent(
        "Stated", weights, open_to=_open_size(kind, stacks[1 - seat], rng),
        bet_fraction=round(rng.uniform(0.3, 1.5), 2),
        bet=tuple(min(1.0, p * rng.uniform(0.5, 1.5)) for p in BET),
        call=tuple(min(1.0, p * rng.uniform(0.5, 1.5)) for p in CALL),
    )
    live = [c for c in weights if c[0] not in board and c[1] not in board]
    if not live:
        return None
    held = rng.choices(live, [weights[c] for c in live])[0]
    names = ["Hero", "Stated"] if seat == 0 else ["Stated", "Hero"]
    given = {seat: tuple(map(Card, hole)), 1 - seat: tuple(map(Card, held))}
    deck = stacked_deck(num_seats=2, button=0, hole_cards=given, board=list(map(Card, board)))
    hand = Hand(stacks=stacks, button=0, names=names, deck=deck)
    return _play_spot(kind, hand, seat, opponent, rng)


def _open_size(kind: str, stack: int, rng: random.Random) -> int:
    if kind == "preflop_shove":
        return stack
    return rng.randrange(60, 121, 5) if kind == "river_checked_to" else rng.randrange(20, 61, 5)


def _play_spot(
    kind: str, hand: Hand, seat: int, opponent: StatedOpponent, rng: random.Random
) -> ExactSpot | None:
    """Play to the player's decision of ``kind`` and take a random choice there (None: it did not come)."""
    while hand.to_act is not None:
        view = hand.view(hand.to_act)
        legal = hand.legal_actions()
        if hand.to_act != seat:
            hand.act(opponent.policy(view).sample(rng))
            continue
        if view.street is Street.RIVER and kind == "river_facing" and legal.can_check:
            hand.act(Action.check())
            continue
        shoved = view.street is Street.PREFLOP and view.all_in[1 - seat]
        if shoved or view.street is Street.RIVER:
            if not _is_kind(kind, legal.call_amount, seat):
                return None
            step = len(hand.events)
            passive = Action.call() if legal.call_amount else Action.check()
            hand.act(rng.choice(choices_at(hand.state, legal, passive)))
            return ExactSpot(kind, hand.events, seat, step, opponent)
        if view.street is Street.PREFLOP and kind == "river_checked_to" and legal.can_raise and not any(
                isinstance(e, PlayerActed) and e.seat == seat for e in view.events):
            hand.act(Action.raise_to(25))
        else:
            hand.act(Action.check() if legal.can_check else Action.call())
    return None


def _is_kind(kind: str, to_call: int, seat: int) -> bool:
    if kind in ("river_facing", "preflop_shove"):
        return to_call > 0
    return to_call == 0


# ----- the exact answer --------------------------------------------------------------------------


def exact_values(spot: ExactSpot) -> dict[Action, float]:
    """Each choice's exact value in chips (from the decision on), as the coach defines it."""
    seen = filter_events(spot.events, spot.seat)
    before = seen[: spot.step]
    setup = next(e for e in seen if isinstance(e, HandStarted))
    hole = next(e.cards for e in seen if isinstance(e, HoleCardsDealt) and e.seat == spot.seat)
    assert hole is not None
    board = _board(before)
    played = [action_of(e) for e in before if isinstance(e, PlayerActed)]
    rebuild = _Rebuild(setup, spot.seat, tuple(hole), board)
    weights = {c: w for c in COMBOS if (w := rebuild.likelihood(c, played, spot.opponent)) > 0}
    hand = rebuild.hand(next(iter(weights)), played)
    stack0 = hand.stacks[spot.seat]
    choices = choices_at(hand.state, hand.legal_actions(), action_of(_player_event(spot)))
    values: dict[Action, float] = {}
    equity = _river_share(tuple(hole), board, weights) if spot.kind != "preflop_shove" else 0.0
    total = sum(weights.values())
    for choice in choices:
        if choice == Action.fold():
            values[choice] = 0.0
            continue
        found = 0.0
        for combo, w in weights.items():
            found += w * rebuild.walk(combo, [*played, choice], spot.opponent, equity, stack0)
        values[choice] = found / total
    return values


def _player_event(spot: ExactSpot) -> PlayerActed:
    event = spot.events[spot.step]
    assert isinstance(event, PlayerActed)
    return event


def _board(events: Sequence[Event]) -> tuple[int, ...]:
    boards = [e.board for e in events if isinstance(e, StreetDealt)]
    return tuple(int(c) for c in boards[-1]) if boards else ()


def _river_share(hole: tuple[int, ...], board: tuple[int, ...], weights: dict[Combo, float]) -> float:
    me = evaluate((*hole, *board))
    won = total = 0.0
    for (a, b), w in weights.items():
        them = evaluate((a, b, *board))
        won += w if me > them else w / 2 if me == them else 0.0
        total += w
    return won / total


class _Rebuild:
    """The hand rebuilt on the engine with a holding for the opponent, replayed to any point."""

    def __init__(self, setup: HandStarted, seat: int, hole: tuple[int, ...], board: tuple[int, ...]) -> None:
        self.setup, self.seat, self.hole, self.board = setup, seat, hole, board

    def hand(self, combo: Combo, actions: Sequence[Action]) -> Hand:
        s = self.setup
        given = {self.seat: tuple(map(Card, self.hole)), 1 - self.seat: (Card(combo[0]), Card(combo[1]))}
        deck = stacked_deck(num_seats=2, button=s.button, hole_cards=given, board=list(map(Card, self.board)))
        hand = Hand(stacks=s.stacks, button=s.button, names=s.names, deck=deck,
                    small_blind=s.small_blind, big_blind=s.big_blind, hand_number=s.hand_number, game=s.game)
        for action in actions:
            hand.act(action)
        return hand

    def likelihood(self, combo: Combo, played: Sequence[Action], opponent: StatedOpponent) -> float:
        """The probability that the opponent holding ``combo`` took its actions in ``played``."""
        if set(combo) & set(self.hole) or (len(self.board) == 5 and set(combo) & set(self.board)):
            return 0.0
        hand = self.hand(combo, ())
        weight = 1.0
        for action in played:
            if hand.to_act == 1 - self.seat:
                weight *= opponent.policy(hand.view(hand.to_act)).probability(action)
            hand.act(action)
        return weight

    def walk(
        self, combo: Combo, actions: list[Action], opponent: StatedOpponent, equity: float, stack0: int
    ) -> float:
        """The player's chips from the decision on, every opponent action followed with its probability."""
        hand = self.hand(combo, actions)
        if hand.is_over:
            if len(self.board) < 5:  # all in before the river: every board counts
                return _all_in_value(hand, self.seat, self.hole, combo, stack0)
            return hand.stacks[self.seat] - stack0
        view = hand.view(hand.to_act)
        legal = hand.legal_actions()
        if hand.to_act == self.seat:
            need = legal.call_amount / (view.pot_total + legal.call_amount)
            step = Action.check() if legal.can_check else Action.call() if equity >= need else Action.fold()
            return self.walk(combo, [*actions, step], opponent, equity, stack0)
        return sum(p * self.walk(combo, [*actions, a], opponent, equity, stack0)
                   for a, p in opponent.policy(view).choices if p > 0)


def _all_in_value(hand: Hand, seat: int, hole: tuple[int, ...], combo: Combo, stack0: int) -> float:
    """The exact value of a hand that ended all in before the river: every board scored."""
    if hand.folded[seat] or hand.folded[1 - seat]:
        return hand.stacks[seat] - stack0
    contributed, folded = hand.contributed, hand.folded
    paid = sum(amount for award in _awards(hand) for s, amount in award if s == seat)
    behind = hand.stacks[seat] - paid
    pots = build_pots(contributed, folded)
    n = hand.num_seats

    def winnings(winners: list[int]) -> int:
        return sum(dict(split_pot(p.amount, [w for w in winners if w in p.eligible] or list(p.eligible),
                                  hand.button, n)).get(seat, 0) for p in pots)

    wins, ties, total = matchup_counts(tuple(sorted(hole)), tuple(sorted(combo)))
    other = 1 - seat
    won = winnings([seat])
    split = winnings([seat, other])
    expected = (wins * won + ties * split) / total
    return behind + expected - stack0


def _awards(hand: Hand) -> list[tuple[tuple[int, int], ...]]:
    return [e.shares for e in hand.events if isinstance(e, PotAwarded)]


@cache
def matchup_counts(mine: tuple[int, ...], theirs: tuple[int, ...]) -> tuple[int, int, int]:
    """(boards won, boards tied, all boards) for ``mine`` against ``theirs`` over every five-card board."""
    rest = [c for c in range(52) if c not in mine and c not in theirs]
    a, b = mine
    c, d = theirs
    ev = evaluate
    wins = ties = total = 0
    for board in combinations(rest, 5):
        me = ev((a, b, *board))
        them = ev((c, d, *board))
        total += 1
        if me > them:
            wins += 1
        elif me == them:
            ties += 1
    return wins, ties, total


@dataclass(frozen=True, slots=True)
class Check:
    """The coach against the exact answer at one spot: the worst choice's error and the tolerance, in bb."""

    kind: str
    error_bb: float
    tolerance_bb: float

    @property
    def ratio(self) -> float:
        """The error as a share of the tolerance (at most 1.0 passes)."""
        return self.error_bb / self.tolerance_bb


def check_spot(spot: ExactSpot, seed: int) -> Check:
    """Grade ``spot`` with the coach's default budget and compare every choice with :func:`exact_values`."""
    from holdem.coach.continuation import STATED  # the rule exact_values follows
    from holdem.coach.review import grade_at  # the coach itself, imported where it is checked

    grade = grade_at(spot.events, spot.seat, spot.step, {spot.other: spot.opponent}, seed=seed,
                     continuation=STATED)
    exact = exact_values(spot)
    bb = next(e.big_blind for e in spot.events if isinstance(e, HandStarted))
    error = max(abs(choice.ev_bb - exact[choice.action] / bb) for choice in grade.choices)
    return Check(spot.kind, error, max(0.2, 0.02 * grade.pot / bb))
