"""A running tally of the hands the player saw: tracker stats per player, results, the session's story.

Built from the player's view of each hand (the events the hand store keeps), so
an opponent's figures come only from what happened in front of the player. The
player is counted by seat, not by name, so renaming oneself keeps one record;
opponents are counted by name, which always belongs to the same style.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Hero", "Bob", "Cy"],
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> hand.play("raise_to 30 fold fold")
>>> tally = Tally()
>>> tally.add_hand(hand.events, hero_seat=0)
>>> tally.hands, tally.net, tally.results, tally.hero.vpip, tally.players["Cy"].hands
(1, 15, [15], 1.0, 1)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from holdem.engine.events import Event, HandEnded, HandStarted, Move, PlayerActed, PotAwarded, SeatRebought
from holdem.records.stats import SeatStats
from holdem.records.store import HandStore
from holdem.records.stored_hand import StoredHand
from holdem.records.summary import EVERY_TABLE, TableKind
from holdem.stats import count_hand
from holdem.stats.allin import allin_adjusted
from holdem.stats.positions import positions
from holdem.stats.totals import EMPTY

# What a middle-of-the-road six-max player looks like: the yardstick for "stands out".
TYPICAL = {"vpip": 0.25, "pfr": 0.18, "af": 2.0}
MIN_HANDS_TO_STAND_OUT = 8
# An aggression factor over fewer bets, raises and calls after the flop is the cards' luck, not a habit (the
# play-test's goodbye named "an aggression factor of 0.0" over 38 hands that held one post-flop call).
MIN_ACTIONS_FOR_AF = 10


@dataclass(frozen=True, slots=True)
class PotMark:
    """A pot worth remembering: its size and the hand it was in."""

    amount: int
    hand_number: int


@dataclass(frozen=True, slots=True)
class StandOut:
    """The opponent whose play is furthest from a typical player's, and on which statistic."""

    name: str
    stat: str  # "vpip", "pfr" or "af"
    value: float
    hands: int


@dataclass(slots=True)
class Tally:
    """Stats for the player (``hero``) and each opponent by name, plus the player's results."""

    hero: SeatStats = field(default_factory=SeatStats)
    players: dict[str, SeatStats] = field(default_factory=dict)
    results: list[int] = field(default_factory=list)  # the player's net, hand by hand
    adjusted: list[float] = field(default_factory=list)  # the same, all-in run-outs at their expected value
    rebuys: int = 0
    big_blind: int = 0
    biggest_won: PotMark | None = None
    biggest_lost: PotMark | None = None
    hero_positions: dict[str, SeatStats] = field(default_factory=dict)  # by position (BTN, SB, ...)
    positions: dict[str, dict[str, SeatStats]] = field(default_factory=dict)  # by name, then position

    def at(self, name: str | None) -> tuple[SeatStats, dict[str, SeatStats]]:
        """The stats of a name (None: the player), overall and by position."""
        if name is None:
            return self.hero, self.hero_positions
        return self.players.get(name, EMPTY), self.positions.get(name, {})

    @property
    def hands(self) -> int:
        return len(self.results)

    @property
    def net(self) -> int:
        return sum(self.results)

    @property
    def bb_per_100(self) -> float | None:
        return self.hero.bb_per_100

    def running_net(self) -> list[int]:
        """The player's result after each hand, starting from 0 before the first."""
        total, points = 0, [0]
        for result in self.results:
            total += result
            points.append(total)
        return points

    def running_adjusted(self) -> list[float]:
        """The same with every all-in run-out scored by its expected value (the cards' luck taken out)."""
        total, points = 0.0, [0.0]
        for result in self.adjusted:
            total += result
            points.append(total)
        return points

    def add_hand(self, events: Sequence[Event], hero_seat: int) -> None:
        """Count one finished hand, as the player at ``hero_seat`` saw it."""
        start = next((e for e in events if isinstance(e, HandStarted)), None)
        end = next((e for e in events if isinstance(e, HandEnded)), None)
        if start is None or end is None:
            return
        places = positions(start)
        for seat, record in enumerate(count_hand(events)):
            if seat == hero_seat:
                self.hero = self.hero + record
                by_position = self.hero_positions
            else:
                name = start.names[seat]
                self.players[name] = self.players.get(name, EMPTY) + record
                by_position = self.positions.setdefault(name, {})
            place = places[seat]
            if place is not None:
                by_position[place] = by_position.get(place, EMPTY) + record
        net = end.net[hero_seat]
        self.results.append(net)
        adjusted = allin_adjusted(events, hero_seat)
        self.adjusted.append(float(net) if adjusted is None else adjusted)
        self.big_blind = start.big_blind or self.big_blind
        self.rebuys += sum(1 for e in events if isinstance(e, SeatRebought) and e.seat == hero_seat)
        pot = sum(e.amount for e in events if isinstance(e, PotAwarded))
        mark = PotMark(pot, start.hand_number)
        folded = any(
            isinstance(e, PlayerActed) and e.seat == hero_seat and e.move is Move.FOLD for e in events
        )
        if net > 0 and (self.biggest_won is None or pot > self.biggest_won.amount):
            self.biggest_won = mark
        elif net < 0 and not folded and (self.biggest_lost is None or pot > self.biggest_lost.amount):
            self.biggest_lost = mark  # a pot the player played to the end, not one folded away

    @classmethod
    def from_store(
        cls, store: HandStore, session_id: str | None = None, kind: TableKind = EVERY_TABLE
    ) -> Tally:
        """The tally of every stored hand (one session's with ``session_id``, at tables of ``kind``).

        Equal to ``Tally().add_stored(store.hands(session_id))`` (those of ``kind``), from the summary
        rows, without decoding a single hand.
        """
        tally = cls()
        for is_player, name, stats in store.totals(session_id, kind):
            if is_player:
                tally.hero = stats
            else:
                tally.players[name] = stats
        for is_player, name, place, stats in store.positions(session_id, kind):
            by_position = tally.hero_positions if is_player else tally.positions.setdefault(name, {})
            by_position[place] = stats
        tally.results, tally.adjusted, tally.rebuys, tally.big_blind = store.results(session_id, kind)
        won = store.biggest_pot(session_id, won=True, kind=kind)
        lost = store.biggest_pot(session_id, won=False, kind=kind)
        tally.biggest_won = None if won is None else PotMark(*won)
        tally.biggest_lost = None if lost is None else PotMark(*lost)
        return tally

    def add_stored(self, hands: Iterable[StoredHand]) -> Tally:
        for stored in hands:
            self.add_hand(stored.events, stored.hero_seat)
        return self

    def stand_out(self) -> StandOut | None:
        """The opponent (with enough hands) whose VPIP, PFR or AF (with enough actions after the flop) is
        furthest from a typical player's."""
        best: tuple[float, StandOut] | None = None
        for name, stats in self.players.items():
            if stats.hands < MIN_HANDS_TO_STAND_OUT:
                continue
            few_actions = stats.postflop_aggressive + stats.postflop_calls < MIN_ACTIONS_FOR_AF
            for stat, typical in TYPICAL.items():
                value = getattr(stats, stat)
                if value is None or (stat == "af" and few_actions):
                    continue
                shown = min(value, 10.0) if math.isinf(value) else value
                score = abs(math.log((shown + 0.05) / (typical + 0.05)))
                if best is None or score > best[0]:
                    best = (score, StandOut(name, stat, shown, stats.hands))
        return None if best is None else best[1]
