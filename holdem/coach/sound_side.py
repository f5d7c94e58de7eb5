"""One decision at the sound table (:mod:`holdem.coach.sound`): the ranges read there, the sound opponents
with their floor of defence (:mod:`holdem.coach.defender`), and every choice played there once, forked for
each grade that asks.

A bet or raise beyond the pot is valued there as it pays the player less: answered with the floor of
defence or by the sound style alone, both played on the same deals. A general lesson must not rest on how a
stranger defends against a big bet: where the floor pays a value jam more than the style would, the jam is
valued as the style answers it, and the other way round.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from holdem.coach.compare import play_choices
from holdem.coach.continuation import ContinuationFactory, Seat
from holdem.coach.defender import beyond_pot, defenders
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Range, RangeReader
from holdem.coach.sound import SoundTable
from holdem.coach.table import Line
from holdem.coach.values import Played, Valuer
from holdem.engine.actions import Action
from holdem.engine.events import Event


def decision_ranges(seen: Sequence[Event], step: int, reader: RangeReader) -> dict[int, Range]:
    """The range of each opponent still in just before the player's action at ``step``."""
    state = Line.of(seen[:step]).state
    live = [s for s in range(state.num_seats) if s != reader.seat and not state.folded[s]]
    return {s: reader.range_at(step, s) for s in live}


class SoundSide:
    """One decision at the sound table: the ranges read there and the seed of its draws, taken once; every
    choice played there (for a mistake's check) when first needed, and forked for each grade."""

    def __init__(self, sound: SoundTable, seen: Sequence[Event], step: int, valuer: Valuer,
                 choices: Sequence[Action], continuation: Seat | ContinuationFactory | None) -> None:
        self.seed, self.ranges = sound.rng.getrandbits(64), decision_ranges(seen, step, sound.reader)
        self.before, self.sound = seen[:step], sound
        self.models = defenders(sound.models, valuer.seat, self.ranges, self.before)
        self.line, self.seat, self.budget = valuer.line, valuer.seat, valuer.budget
        self.choices, self.continuation = list(choices), continuation
        self._every: tuple[Valuer, dict[Action, Played]] | None = None
        self._answered: set[Action] = set()
        self.plain: frozenset[int] = frozenset()

    def valuer(self, models: Mapping[int, OpponentModel] | None = None) -> Valuer:
        """A valuer at the sound table, drawing from the start of its stream."""
        models = self.models if models is None else models
        return Valuer(self.line, self.seat, self.ranges, models, self.budget, random.Random(self.seed),
                      self.continuation)

    def lesser(self, actions: Sequence[Action]) -> None:
        """Answer each of ``actions`` beyond the pot (:func:`~holdem.coach.defender.beyond_pot`) as it pays
        the player less: with the floor of defence or by the style alone. Both are played on the same deals
        (the first drawn from the stream, whichever bets are played with it: the answer found does not hang on
        which grade asked first); the answer is kept for every later valuer of this decision, once found (a
        drill interrupted in the play-outs asks again)."""
        beyond = [a for a in actions if a not in self._answered and beyond_pot(self.line.state, a)]
        if not beyond:
            return
        plain = frozenset(a.amount for a in beyond)
        floored, alone = self.valuer(), self.valuer(
            defenders(self.sound.models, self.seat, self.ranges, self.before, plain))
        with_floor, by_style = floored.play(beyond), alone.play(beyond)
        kept = {a.amount for a in beyond
                if alone.summary(by_style.get(a), a)[0] < floored.summary(with_floor.get(a), a)[0]}
        self._answered.update(beyond)
        if kept:
            self.plain |= kept
            self.models = defenders(self.sound.models, self.seat, self.ranges, self.before, self.plain)

    def every_choice(self) -> tuple[Valuer, dict[Action, Played]]:
        """Every choice played at the sound table as :func:`~holdem.coach.compare.play_choices` plays them
        (a fresh :meth:`valuer`), forked for the one grade that asks."""
        if self._every is None:
            self.lesser(self.choices)
            there = self.valuer()
            self._every = there, play_choices(there, self.choices, self.budget, self.line.state.big_blind)
        return self._every[0].fork(self._every[1])
