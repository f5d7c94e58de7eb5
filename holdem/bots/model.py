"""What a bot remembers about the others: per-name tendencies over the session.

Every bot reads a :class:`TableModel`, fed with the events its own seat saw and counted by
:mod:`holdem.stats` (the same pass as the stats screen, the HUD and ``holdem sim``); the bots seated
together from a table's first hand share one (:func:`count_once`). The counts are turned into estimates
with a prior (so a few hands do not swing them), and the estimates set how wide each opponent's range is
when it opens, calls, re-raises or shoves, and how much its postflop bets mean. The aggressive lines per
chance (:mod:`holdem.bots.aggression`) are read from the hands finished.
:meth:`TableModel.seen` is the model as it would be having counted more of the hand, itself
unchanged: a bot's policy reads a view through it, as the bot reads one it has observed.

>>> from holdem.engine.events import Move, PlayerActed, Street
>>> model = TableModel()
>>> model.feed(1, ("Ann", "Bob"), [PlayerActed(0, Street.PREFLOP, Move.RAISE, 990, 1000, 10, True)])
>>> model.profile("Ann").hands, model.profile("Ann").shoves, model.profile("Ann").aggression.shove_first_in
(1, 1, Line(chances=0, taken=0))
>>> model.feed(2, ("Ann", "Bob"), [])
>>> model.profile("Ann").aggression.shove_first_in
Line(chances=1, taken=1)
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from holdem.bots.aggression import AggressionRead
from holdem.bots.profile import READ_COUNTS, LineCounts, Profile
from holdem.engine.events import (
    BlindPosted,
    Event,
    HandStarted,
    HoleCardsDealt,
    Move,
    PlayerActed,
    SeatRebought,
    StreetDealt,
)
from holdem.stats import LINES, Habits, HandCounter, Totals, line_faced
from holdem.stats.counting import counts_reader
from holdem.stats.habits import NO_HABITS
from holdem.stats.shared import Shared
from holdem.stats.totals import EMPTY

__all__ = ["LINES", "LineCounts", "Profile", "TableModel", "line_faced"]

_IN_HAND: Final = counts_reader(READ_COUNTS)
"""The counts a profile reads of a seat, its finished hands plus the hand so far (no whole Totals built)."""
_SHARED_READS: Final = 256
"""Reads kept for reuse: every bot at a table reads the same totals of the same players (a hand makes a
few dozen; the oldest are dropped first). Shared reads are never changed."""
_READS: Final[Shared[Profile]] = Shared(_SHARED_READS)
_AGGRESSION: Final[Shared[AggressionRead]] = Shared(_SHARED_READS)


@dataclass(slots=True)
class TableModel:
    """Totals by player name over the hands seen, the hand in play counted as it goes."""

    profiles: dict[str, Profile] = field(default_factory=dict)
    """Reads given from outside (a test, a prior): used as they are instead of the counted ones."""
    finished: dict[str, Totals] = field(default_factory=dict)
    """Totals of the hands finished before the one in play."""
    _hand: int = -1
    _names: tuple[str, ...] = ()
    _counter: HandCounter = field(default_factory=lambda: HandCounter(0))
    _reads: dict[str, tuple[int, int, Profile]] = field(default_factory=dict)
    habits: dict[str, Habits] = field(default_factory=dict)
    """Lines per chance of the hands finished before the one in play."""
    _aggression: dict[str, AggressionRead] = field(default_factory=dict)
    """The read of each name's lines, from the finished hands (emptied when a hand begins)."""
    _later: _Later = field(default_factory=lambda: _Later(), repr=False, compare=False)

    @property
    def counted(self) -> int:
        """How many events of the hand in play (:attr:`hand`) are counted."""
        return self._counter.seen

    @property
    def hand(self) -> int:
        """The number of the hand in play (the last one fed)."""
        return self._hand

    def seen(self, hand_number: int, names: tuple[str, ...], events: Sequence[Event]) -> TableModel:
        """This model as it would be having been fed ``events`` of hand ``hand_number`` too, this one
        unchanged (itself when there is nothing new: those events, or more, are counted).

        What a bot's policy reads from: at the table a bot observes a view before it decides, and a
        question about a view further on (the coach's play-outs) or in a hand not begun for the model
        is answered by the model as it would be then. The model returned shares this one's finished
        totals: read it, never feed it. Models read recently are kept (not part of the state).
        """
        if hand_number == self._hand and len(events) <= self._counter.seen:
            return self
        later, counted = self._kept(), self._counter.seen
        if later.last is not None and later.last[0] is events and later.last[1] == hand_number:
            return later.last[2]  # the same events asked again (a policy, then its reading of them)
        if hand_number != self._hand:
            opened = later.opened
            if opened is None or opened._hand != hand_number or opened._names != tuple(names):
                opened = copy.deepcopy(self)  # the hand before is closed as feeding the new one closes it
                opened.profiles = self.profiles  # reads given later are read there too
                opened.feed(hand_number, names, ())
                later.opened = opened
            further = opened.seen(hand_number, names, events)
            later.last = (events, hand_number, further)
            return further
        key = tuple(map(_counted_as, events[counted:]))
        found = later.models.get(key)
        if found is not None:
            later.models.move_to_end(key)
            later.last = (events, hand_number, found)
            return found
        for name in self._names:  # the reads of the counts left alone are shared: computed once, here
            self.profile(name)
        found = TableModel(profiles=self.profiles, finished=self.finished, _hand=self._hand,
                           _names=self._names, _counter=self._counter.copy().feed(events),
                           _reads=dict(self._reads), habits=self.habits, _aggression=self._aggression)
        found._later.derived = True
        later.models[key] = found
        later.last = (events, hand_number, found)
        if len(later.models) > _Later.KEPT:
            later.models.popitem(last=False)
        return found

    def others(self, names: tuple[str, ...], seat: int) -> dict[int, Profile]:
        """The reads of the players at every seat of ``names`` but ``seat`` (kept until the model changes:
        the same dict, of the same reads, until then)."""
        later = self._later if self._later.derived else self._kept()
        found = later.others.get((names, seat))
        if found is None:
            found = later.others[names, seat] = {s: self.profile(name) for s, name in enumerate(names)
                                                 if s != seat}
        return found

    def _kept(self) -> _Later:
        """What this model keeps of the models derived from it, emptied if it changed since."""
        given = tuple(self.profiles.items()) if self.profiles else ()
        later, base = self._later, (self._hand, self._counter.seen, given)
        if later.base != base:
            later.base, later.opened, later.last = base, None, None
            later.models.clear()
            later.others.clear()
        return later

    def feed(self, hand_number: int, names: tuple[str, ...], events: Sequence[Event]) -> None:
        """Count the events of hand ``hand_number`` not counted before (pass the whole list each time)."""
        if hand_number != self._hand:
            for seat, name in enumerate(self._names):
                self.finished[name] = self._counter.record(seat, self.finished.get(name, EMPTY))
                self.habits[name] = self._counter.habits(seat, self.habits.get(name, NO_HABITS))
            self._hand, self._names, self._counter = hand_number, tuple(names), HandCounter(len(names))
            self._reads = {}
            self._aggression.clear()
        self._counter.feed(events)

    def totals(self, name: str) -> Totals:
        """Everything counted for ``name``: the finished hands and the one in play."""
        finished = self.finished.get(name, EMPTY)
        if name not in self._names:
            return finished
        return self._counter.record(self._names.index(name), finished)

    def aggression(self, name: str) -> AggressionRead:
        """The read of ``name``'s aggressive lines, from the hands finished before the one in play."""
        found = self._aggression.get(name)
        if found is None:
            habits = self.habits.get(name, NO_HABITS)
            finished = self.finished.get(name, EMPTY)
            found = self._aggression[name] = _AGGRESSION.get(
                finished, habits, None, lambda: AggressionRead.of(finished, habits))
        return found

    def profile(self, name: str) -> Profile:
        """The read of ``name``: a given one, else the estimate from its totals."""
        given = self.profiles.get(name)
        if given is not None:
            return given
        seat = self._names.index(name) if name in self._names else -1
        version = self._counter.version(seat) if seat >= 0 else 0
        cached = self._reads.get(name)
        if cached is None or cached[:2] != (seat, version):
            # Nothing counted for it in the hand in play yet (version 0): the read is that of its finished
            # hands (the hand's record would add a hand dealt, which the read does not take); else of the
            # counts it reads, the hand so far added (the same numbers as its whole totals would hold).
            finished, aggression = self.finished.get(name, EMPTY), self.aggression(name)
            if version:
                counts = _IN_HAND(self._counter, seat, finished)
                read = _READS.get(aggression, None, counts, lambda: Profile.of_counts(counts, aggression))
            else:
                read = _READS.get(finished, aggression, None, lambda: Profile.of(finished, aggression))
            cached = self._reads[name] = (seat, version, read)
        return cached[2]


def count_once(bots: Sequence[object]) -> None:
    """Let the bots seated together at a table from its first hand count the table once: one model.

    Each seat counts the same public events (the hole cards it alone saw are never counted, see
    :func:`_counted_as`), in the same order, so the models of bots that sat at a table from its first hand
    are equal throughout, and one :class:`TableModel` can serve them all: at a bot's turn, or when it looks
    back at a hand, the model holds what the others fed of the same events, never more than its own view.
    Only fresh models are joined (nothing counted, no reads given); a copy or a pickle of the bots
    together keeps them sharing, a copy of one bot gets a model of its own.
    """
    fresh = [bot for bot in bots if _fresh(getattr(bot, "model", None))]
    if fresh:
        shared = getattr(fresh[0], "model")  # noqa: B009 - any bot with a model, not one class
        for bot in fresh[1:]:
            setattr(bot, "model", shared)  # noqa: B010


def _fresh(model: object) -> bool:
    """Whether ``model`` is a :class:`TableModel` that has counted nothing and was given no reads."""
    return isinstance(model, TableModel) and model.hand == -1 and not model.finished and not model.profiles


class _Later:
    """The models :meth:`TableModel.seen` derived lately from the model as it is, by what they counted
    beyond it (hole cards aside, a dealt street by its name: the counts never read the cards); not part
    of the model's state: a copy or a pickle starts empty."""

    __slots__ = ("base", "derived", "last", "models", "opened", "others")
    KEPT = 256

    def __init__(self) -> None:
        self.base: tuple[object, ...] = ()
        """The model's hand, count of its events and reads given (the same objects) when these were
        derived (any other state: none kept)."""
        self.models: OrderedDict[tuple[object, ...], TableModel] = OrderedDict()
        self.opened: TableModel | None = None
        """This model with the next hand begun, the one before it closed."""
        self.last: tuple[Sequence[Event], int, TableModel] | None = None
        """The events asked last (the very object), their hand, and the model derived for them."""
        self.derived = False
        """Whether the model is one :meth:`TableModel.seen` derived (read only)."""
        self.others: dict[tuple[tuple[str, ...], int], dict[int, Profile]] = {}

    def __deepcopy__(self, _memo: dict[int, object]) -> _Later:
        return _Later()

    def __reduce__(self) -> tuple[type[_Later], tuple[()]]:
        return _Later, ()


def _counted_as(event: Event) -> object:
    """What the counts read of ``event``, as a cheap key: an action's seat, street and move, whether it
    faced a bet and went all in, packed in an int (never its size); a dealt street's number (never its
    cards); what comes before the first action by its kind (the same for every question about one hand),
    and hole cards not at all."""
    if isinstance(event, PlayerActed):
        return (event.seat | event.street << 4 | _MOVES.index(event.move) << 6
                | (event.previous_bet == 0) << 9 | event.all_in << 10)
    if isinstance(event, StreetDealt):
        return -1 - event.street
    if isinstance(event, (HandStarted, BlindPosted, SeatRebought, HoleCardsDealt)):
        return type(event)
    return event


_MOVES = tuple(Move)
