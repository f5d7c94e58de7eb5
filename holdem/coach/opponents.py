"""The opponents in the play-outs as they would answer at the table, and what their ranges look like.

At the table a bot reads the others with the hand in progress counted in (its
``decide`` observes the view first). Its ``policy``, which the coach asks, reads
a view the same way without changing the bot: its model as it would be having
counted the view's events (:meth:`~holdem.bots.model.TableModel.seen`), each
action read with the reads as they were once it was counted. So in a play-out
an opponent counts the player's choice and every later action in his reads of
the player, as the real one does, and the answers the coach's ranges are read
from count the hand up to each answer. :class:`InProgress` gives the play-outs
copies of the opponents that have observed the hand up to each graded decision
(what every play-out shares is counted once).

Whether a choice rests on an opponent's tendencies is found at the sound
table (:mod:`holdem.coach.sound`), not here.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence

from holdem.bots.combos import CLASS_NAMES, COMBOS, class_name
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Range
from holdem.coach.table import Line
from holdem.engine.events import Event

SHOWN_FREQUENCY = 0.01
"""A starting-hand class is kept in the review's range view when at least this much of it is in the range."""


class InProgress:
    """Copies of the opponents, fed the hand as far as each decision (decisions taken in order)."""

    def __init__(self, models: Mapping[int, OpponentModel], seen: Sequence[Event]) -> None:
        self.models: dict[int, OpponentModel] = copy.deepcopy(dict(models))
        self.seen = tuple(seen)

    def at(self, step: int) -> dict[int, OpponentModel]:
        """The opponents having observed the hand up to (not including) the event at ``step``."""
        line = Line.of(self.seen[:step])
        for seat, model in self.models.items():
            observe = getattr(model, "observe", None)
            if callable(observe):
                observe(line.view(seat))
        return self.models


def range_classes(found: Range, dead: Sequence[int] = ()) -> tuple[tuple[str, float], ...]:
    """How much of each starting-hand class is in a range: its holdings' mean weight against the
    heaviest holding's (1.0: all of it, as often as any), most first; classes under 1% left out.

    The mean is over the class's holdings the ``dead`` cards (the player's and the board's) leave
    possible: with the jack of hearts in the player's hand, a range holding the other three A-J suited
    holds all of A-J suited, not three quarters of it. A range drawn from a bigger one (after the flop)
    is read as the range it stands for: each drawn holding weighs what its draws stand for
    (:attr:`~holdem.coach.ranges.Range.unit`), so a draw of 100 holdings from a range of 400 reads as
    wide as 400, not 100; its classes' shares are then estimates (:func:`_filled`).
    """
    if not found.combos:
        return ()
    own = found.per_draw or (1.0,) * len(found.combos)
    top = max(w * o for w, o in zip(found.weights, own, strict=True))
    sums: dict[str, float] = {}
    for (a, b), weight in zip(found.combos, found.weights, strict=True):
        name = class_name(a, b)
        sums[name] = sums.get(name, 0.0) + weight * found.unit / top
    live = _live_combos(dead)
    if found.per_draw:
        read = _filled(sums, live)
    else:  # a range not drawn: each class's mean weight, never above all of it
        read = {name: total / live[name] for name, total in sums.items()}
    shares = {name: round(share, 2) for name, share in read.items()}
    kept = [(name, share) for name, share in shares.items() if share >= SHOWN_FREQUENCY]
    return tuple(sorted(kept, key=lambda item: (-item[1], CLASS_NAMES.index(item[0]))))


def _filled(masses: Mapping[str, float], live: Mapping[str, int]) -> dict[str, float]:
    """A drawn range's share of each class, from the weight its draws stand for in each (``masses``)
    and the class's ``live`` holdings, the range's width kept. A class that drew more than it holds is
    full, and the rest of what it drew goes to the other drawn classes in proportion; once every drawn
    class is full, what is left goes evenly to the live classes that drew nothing (a range of most
    hands, 100 draws from it, has classes nothing was drawn from that it holds all the same)."""
    full: set[str] = set()
    total = sum(masses.values())
    while True:
        spread = sum(mass for name, mass in masses.items() if name not in full)
        if spread <= 0.0:
            break
        scale = (total - sum(live[name] for name in full)) / spread  # at least 1: full classes held less
        over = {name for name, mass in masses.items() if name not in full and mass * scale > live[name]}
        if not over:
            return {name: 1.0 if name in full else mass * scale / live[name] for name, mass in masses.items()}
        full |= over
    shares = dict.fromkeys(masses, 1.0)
    rest = [name for name in live if name not in masses]
    left, holdings = total - sum(live[name] for name in masses), sum(live[name] for name in rest)
    if left > 0.0 and holdings:
        shares.update(dict.fromkeys(rest, min(left / holdings, 1.0)))
    return shares


def _live_combos(dead: Sequence[int]) -> dict[str, int]:
    """How many holdings of each starting-hand class miss the ``dead`` cards."""
    gone = set(dead)
    counts: dict[str, int] = {}
    for a, b in COMBOS:
        if a not in gone and b not in gone:
            name = class_name(a, b)
            counts[name] = counts.get(name, 0) + 1
    return counts
