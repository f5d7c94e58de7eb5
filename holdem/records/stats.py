"""Tracker-style statistics from a hand's events, per player name.

The definitions are those of tracking software (see docs/bots.md):

* **VPIP**: hands with a voluntary preflop call or raise, over hands in which the
  player had a preflop decision. Posting a blind is not voluntary, the big
  blind checking its option is not VPIP, and a walk (everyone folds to the big
  blind) is not counted at all.
* **PFR**: hands with a preflop raise, same denominator (so PFR <= VPIP).
* **3-bet**: re-raised when first facing exactly one preflop raise, over such chances.
* **AF**: postflop bets and raises over postflop calls (checks and folds ignored).
* **WTSD**: reached showdown over saw the flop. **W$SD**: won chips at a showdown
  over showdowns reached (a split pot counts as won).
* **bb/100**: 100 x mean net chips per hand / big blind, with a 95% interval
  1.96 x sd x 100 / (BB x sqrt(n)). Rebuys are not results.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Ann", "Bob", "Cy"],
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> hand.play("raise_to 30 fold fold")
>>> book = StatsBook()
>>> book.add_hand(hand.events)
>>> ann, bob, cy = book["Ann"], book["Bob"], book["Cy"]
>>> (ann.vpip, ann.pfr, bob.vpip, cy.vpip), (ann.hands, ann.net, cy.net)
((1.0, 1.0, 0.0, 0.0), (1, 15.0, -10.0))
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from holdem.engine.events import (
    CardsShown,
    Event,
    HandEnded,
    HandStarted,
    Move,
    PlayerActed,
    PotAwarded,
    ShowReason,
    Street,
    StreetDealt,
)


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What one hand says about one seat, the unit the counters add up."""

    had_preflop_decision: bool
    vpip: bool
    pfr: bool
    three_bet_chance: bool
    three_bet: bool
    postflop_aggressive: int
    postflop_calls: int
    saw_flop: bool
    showdown: bool
    won_at_showdown: bool
    net: int
    big_blind: int


def hand_facts(events: Sequence[Event], seat: int) -> HandFacts:
    """Read one seat's facts from a finished hand's events (any seat's view will do)."""
    big_blind = 0
    raises = 0
    decided = vpip = pfr = chance = three_bet = False
    aggressive = calls = 0
    folded = saw_flop = showdown = won = False
    net = 0
    for event in events:
        if isinstance(event, HandStarted):
            big_blind = event.big_blind
        elif isinstance(event, PlayerActed):
            move = event.move
            if event.seat == seat:
                folded = folded or move is Move.FOLD
                if event.street is Street.PREFLOP:
                    decided = True
                    if raises == 1 and not chance and not pfr:
                        chance = True
                        three_bet = move is Move.RAISE
                    vpip = vpip or move in (Move.CALL, Move.RAISE, Move.BET)
                    pfr = pfr or move in (Move.RAISE, Move.BET)
                elif move in (Move.BET, Move.RAISE):
                    aggressive += 1
                elif move is Move.CALL:
                    calls += 1
            if event.street is Street.PREFLOP and move in (Move.RAISE, Move.BET):
                raises += 1
        elif isinstance(event, StreetDealt) and event.street is Street.FLOP:
            saw_flop = not folded
        elif isinstance(event, CardsShown) and event.seat == seat and event.reason is ShowReason.SHOWDOWN:
            showdown = True
        elif isinstance(event, PotAwarded) and event.value is not None:
            won = won or any(s == seat and amount > 0 for s, amount in event.shares)
        elif isinstance(event, HandEnded):
            net = event.net[seat]
    return HandFacts(
        had_preflop_decision=decided,
        vpip=vpip,
        pfr=pfr,
        three_bet_chance=chance,
        three_bet=three_bet,
        postflop_aggressive=aggressive,
        postflop_calls=calls,
        saw_flop=saw_flop,
        showdown=showdown,
        won_at_showdown=showdown and won,
        net=net,
        big_blind=big_blind,
    )


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


@dataclass(slots=True)
class SeatStats:
    """Counters for one player, added to hand by hand with :meth:`add_hand`."""

    hands: int = 0
    decisions: int = 0
    vpip_hands: int = 0
    pfr_hands: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    postflop_aggressive: int = 0
    postflop_calls: int = 0
    saw_flop: int = 0
    showdowns: int = 0
    showdowns_won: int = 0
    net: float = 0.0
    net_squares: float = 0.0
    big_blind: int = 0

    def add_hand(self, events: Sequence[Event], seat: int, net: float | None = None) -> HandFacts:
        """Count one finished hand for ``seat``; ``net`` overrides the result (all-in adjustment)."""
        facts = hand_facts(events, seat)
        self.add_facts(facts, facts.net if net is None else net)
        return facts

    def add_facts(self, facts: HandFacts, net: float) -> None:
        self.hands += 1
        self.decisions += facts.had_preflop_decision
        self.vpip_hands += facts.vpip
        self.pfr_hands += facts.pfr
        self.three_bet_chances += facts.three_bet_chance
        self.three_bets += facts.three_bet
        self.postflop_aggressive += facts.postflop_aggressive
        self.postflop_calls += facts.postflop_calls
        self.saw_flop += facts.saw_flop
        self.showdowns += facts.showdown
        self.showdowns_won += facts.won_at_showdown
        self.add_result(net, facts.big_blind)

    def add_result(self, net: float, big_blind: int) -> None:
        """Only the money: used when hands are scored apart from their events (duplicate deals)."""
        self.net += net
        self.net_squares += float(net) * float(net)
        self.big_blind = big_blind or self.big_blind

    @property
    def vpip(self) -> float | None:
        return _ratio(self.vpip_hands, self.decisions)

    @property
    def pfr(self) -> float | None:
        return _ratio(self.pfr_hands, self.decisions)

    @property
    def three_bet(self) -> float | None:
        return _ratio(self.three_bets, self.three_bet_chances)

    @property
    def af(self) -> float | None:
        """Aggression factor; infinite when the player bet or raised but never called, None if neither."""
        if self.postflop_calls:
            return self.postflop_aggressive / self.postflop_calls
        return math.inf if self.postflop_aggressive else None

    @property
    def wtsd(self) -> float | None:
        return _ratio(self.showdowns, self.saw_flop)

    @property
    def wsd(self) -> float | None:
        """W$SD: won chips at showdown over showdowns."""
        return _ratio(self.showdowns_won, self.showdowns)

    @property
    def bb_per_100(self) -> float | None:
        if not self.hands or not self.big_blind:
            return None
        return 100.0 * self.net / self.hands / self.big_blind

    @property
    def bb_per_100_ci(self) -> float | None:
        """Half-width of the 95% interval of bb/100 (None with fewer than two hands)."""
        n = self.hands
        if n < 2 or not self.big_blind:
            return None
        mean = self.net / n
        variance = max(self.net_squares / n - mean * mean, 0.0) * n / (n - 1)
        return 1.96 * math.sqrt(variance) * 100.0 / (self.big_blind * math.sqrt(n))


class StatsBook:
    """:class:`SeatStats` by player name, fed whole hands."""

    def __init__(self) -> None:
        self._by_name: dict[str, SeatStats] = {}

    def add_hand(self, events: Sequence[Event], nets: Sequence[float] | None = None) -> None:
        """Count a finished hand for every seat, under the names the hand was dealt with."""
        started = next(e for e in events if isinstance(e, HandStarted))
        for seat, name in enumerate(started.names):
            self.seat(name).add_hand(events, seat, None if nets is None else nets[seat])

    def seat(self, name: str) -> SeatStats:
        found = self._by_name.get(name)
        if found is None:
            found = self._by_name[name] = SeatStats()
        return found

    def __getitem__(self, name: str) -> SeatStats:
        return self._by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_name)

    def items(self) -> Iterable[tuple[str, SeatStats]]:
        return self._by_name.items()
