"""Forced multiway spots: a flop, turn or river with 3 to 6 players in, and what each style does there.

Bot-only tables almost never reach a river against three or more players, yet
a person who limps and calls makes such pots all the time. A spot is a real
engine ``Hand`` dealt from a seeded deck and played up to one decision:
everyone limps (the big blind checks), the earlier streets are checked
through, and on the target street the line is

* ``checked``: everyone before the bot checked, the bot acts last;
* ``bet``: the first player bets, the bot acts next;
* ``callers``: the first player bets and everyone else calls, the bot acts last.

Holdings are ``random`` (any two cards) or ``range`` (every seat holds a hand
from the top of the preflop ranking, as limpers would). Each style decides on
the same spots from its own seat's view; a raise *holds the best hand* when no
other live hand beats it on the board so far (a tie counts as holding it).

>>> kind = SpotKind(players=6, street=Street.RIVER, line="callers", holdings="random")
>>> spot = deal_spot(kind, random.Random(1))
>>> spot.hero, spot.hand.to_act, spot.hand.current_bet, len(spot.hand.view(spot.hero).in_hand)
(5, 5, 60, 6)
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from holdem.bots.base import Bot
from holdem.bots.preflop import top_fraction
from holdem.engine.actions import Action, ActionType
from holdem.engine.cards import ALL_CARDS, Card, Deck
from holdem.engine.dealing import stacked_deck
from holdem.engine.evaluator import HandCategory, category, evaluate
from holdem.engine.events import Street
from holdem.engine.hand import Hand
from holdem.engine.rng import stream

LINES = ("checked", "bet", "callers")
HOLDINGS = ("random", "range")
STREETS = (Street.FLOP, Street.TURN, Street.RIVER)
RANGE_WIDTH = 0.45
"""With ``range`` holdings every seat holds a hand from this top fraction of the preflop ranking."""


@dataclass(frozen=True, slots=True)
class SpotKind:
    """Which spot: players in, street, line, holdings, and the bet as a fraction of the pot."""

    players: int
    street: Street
    line: str
    holdings: str = "random"
    bet: float = 1.0

    def __post_init__(self) -> None:
        if not 3 <= self.players <= 6 or self.street not in STREETS:
            raise ValueError("a forced spot has 3 to 6 players on the flop, turn or river")
        if self.line not in LINES or self.holdings not in HOLDINGS:
            raise ValueError(f"line is one of {LINES}, holdings one of {HOLDINGS}")

    @property
    def label(self) -> str:
        """Short text for reports: ``6-way river, callers, random``."""
        return f"{self.players}-way {self.street.name.lower()}, {self.line}, {self.holdings}"


@dataclass(frozen=True, slots=True)
class Spot:
    """A hand stopped at the bot's decision (``hero`` is to act); nobody acts on it."""

    kind: SpotKind
    hand: Hand
    hero: int


def _range_holes(players: int, rng: random.Random) -> tuple[dict[int, Sequence[Card]], list[Card]]:
    """Hole cards from the top ``RANGE_WIDTH`` for every seat, and a random board from what is left."""
    deck = list(range(52))
    rng.shuffle(deck)
    holes: dict[int, Sequence[Card]] = {}
    for seat in range(players):
        while True:
            a, b = deck[-1], deck[-2]
            if top_fraction(a, b) < RANGE_WIDTH:
                break
            rng.shuffle(deck)
        deck = deck[:-2]
        holes[seat] = (ALL_CARDS[a], ALL_CARDS[b])
    return holes, [ALL_CARDS[c] for c in deck[:5]]


def _deck(kind: SpotKind, rng: random.Random) -> Deck:
    button = kind.players - 1
    if kind.holdings == "random":
        return Deck.shuffled(rng)
    holes, board = _range_holes(kind.players, rng)
    return stacked_deck(num_seats=kind.players, button=button, hole_cards=holes, board=board)


def deal_spot(kind: SpotKind, rng: random.Random, names: Sequence[str] | None = None) -> Spot:
    """Deal ``kind`` from ``rng`` and play it up to the decision (seat 0 is first to act after the flop)."""
    n = kind.players
    hand = Hand(stacks=[1000] * n, button=n - 1, deck=_deck(kind, rng), names=names)
    hand.play(["call"] * (n - 1) + ["check"])
    for street in STREETS[: STREETS.index(kind.street)]:
        assert hand.street is street
        hand.play(["check"] * n)
    assert hand.street is kind.street
    if kind.line == "checked":
        hand.play(["check"] * (n - 1))
        return Spot(kind, hand, n - 1)
    amount = max(hand.big_blind, round(hand.pot_total * kind.bet))
    hand.act(Action.raise_to(amount))
    if kind.line == "bet":
        return Spot(kind, hand, 1)
    hand.play(["call"] * (n - 2))
    return Spot(kind, hand, n - 1)


def deal_spots(kind: SpotKind, count: int, seed: int) -> list[Spot]:
    """``count`` spots of one kind, the same for the same seed."""
    rng = stream(seed, f"spots:{kind.label}:{kind.bet}")
    return [deal_spot(kind, rng) for _ in range(count)]


def holds_best(spot: Spot) -> bool:
    """Whether the bot's hand is at least as good as every other live hand on the board so far."""
    hand = spot.hand
    board = hand.board
    mine = evaluate((*hand.hole_cards(spot.hero), *board))
    others = [s for s in range(hand.num_seats) if s != spot.hero and not hand.folded[s]]
    return all(evaluate((*hand.hole_cards(s), *board)) <= mine for s in others)


def _made(spot: Spot) -> HandCategory:
    return category(evaluate((*spot.hand.hole_cards(spot.hero), *spot.hand.board)))


@dataclass(slots=True)
class SpotTally:
    """One style's decisions on one kind of spot."""

    decisions: int = 0
    raises: int = 0
    calls: int = 0
    checks: int = 0
    folds: int = 0
    raises_best: int = 0
    raises_one_pair_or_less: int = 0
    seconds: list[float] = field(default_factory=list)

    def rate(self, count: int) -> float:
        """``count`` as a fraction of the decisions."""
        return count / self.decisions if self.decisions else 0.0

    @property
    def best_share(self) -> float | None:
        """Fraction of the raises that held the best hand (None without raises)."""
        return self.raises_best / self.raises if self.raises else None

    def add(self, spot: Spot, action: Action, seconds: float) -> None:
        """Count one decision on ``spot``."""
        self.decisions += 1
        self.seconds.append(seconds)
        if action.type is ActionType.RAISE_TO:
            self.raises += 1
            self.raises_best += holds_best(spot)
            self.raises_one_pair_or_less += _made(spot) <= HandCategory.ONE_PAIR
        elif action.type is ActionType.CALL:
            self.calls += 1
        elif action.type is ActionType.CHECK:
            self.checks += 1
        else:
            self.folds += 1


BotMaker = Callable[[str, random.Random], Bot]


def run_spots(spots: Iterable[Spot], make: BotMaker, name: str, seed: int) -> SpotTally:
    """Ask a fresh bot (``make(name, rng)``, own stream per spot) for its decision on each spot."""
    tally = SpotTally()
    for index, spot in enumerate(spots):
        bot = make(name, stream(seed, f"spot-bot:{name}:{index}"))
        view = spot.hand.view(spot.hero)
        started = time.perf_counter()
        action = bot.decide(view)
        elapsed = time.perf_counter() - started
        reason = spot.hand.why_illegal(action)
        if reason is not None:
            raise ValueError(f"{name} on {spot.kind.label}: {action}: {reason}")
        tally.add(spot, action, elapsed)
    return tally


def timing(seconds: Sequence[float]) -> tuple[float, float]:
    """(median, 99th percentile) of decision times, in milliseconds."""
    if not seconds:
        return 0.0, 0.0
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return 1000 * statistics.median(ordered), 1000 * p99

