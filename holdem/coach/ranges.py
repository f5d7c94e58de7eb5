"""Ranges from the real strategies: each holding weighted by how likely it made the actions seen.

For a past decision of the player, an opponent's holding ``h`` weighs the
product, over that opponent's actions so far in the hand, of the probability
its policy gives the action it took, from its view at that moment rebuilt from
the player's view with ``h`` as its cards. Only what the player saw is used:
the player's own cards and the board are dead, other hidden cards are unknown.

Before the flop every live holding is weighed (policies there need no
equity). After it, a fixed number of holdings is drawn from the preflop range
once per opponent (all of them when the range is no bigger) and only those
are weighed by the later actions; the answers are cached for the hand.

A reader for other models than the opponents' own (the sound table's,
:mod:`holdem.coach.sound`) may find an action no holding would take at its
size (a maniac's 4-bet to 44 bb, where the model raises to 24): with
``by_kind`` such a raise is read as a raise of any size by that model, and an
action no holding would take even so tells nothing, where it would otherwise
leave every live holding alike (any two cards, which fold to any bet).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import accumulate

from holdem.bots.combos import COMBOS
from holdem.coach.model import OpponentModel
from holdem.coach.table import action_of
from holdem.engine.actions import ActionType
from holdem.engine.cards import Card
from holdem.engine.events import CardsShown, Event, HoleCardsDealt, PlayerActed, Street, StreetDealt
from holdem.engine.state import fold_events
from holdem.engine.view import PlayerView, view_of_state

Combo = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Range:
    """Holdings with weights (not normalised); every weight is positive."""

    combos: tuple[Combo, ...]
    weights: tuple[float, ...]
    sampled: bool = False
    """Drawn from a bigger range (so values against it carry sampling error)."""
    unit: float = 1.0
    """For a drawn range, the bigger range's weight that one draw stands for (its total over the draws):
    a drawn holding's weight times this estimates what its holdings weigh in the bigger range, so a drawn
    range of 100 holdings reads as wide as the range it stands for (1.0 when not drawn)."""
    per_draw: tuple[float, ...] = ()
    """For a drawn range, each holding's own weight in the bigger range divided by the times it was
    drawn: its weight times this is what the holding itself weighs, as in a range not drawn (the
    heaviest holding is found from these); empty when not drawn."""
    cumulative: tuple[float, ...] = field(init=False, repr=False, compare=False)
    """The running sums of :attr:`weights`, from which a holding is drawn by bisection (made once)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cumulative", tuple(accumulate(self.weights)))

    @property
    def total(self) -> float:
        return sum(self.weights)

    def without(self, dead: Sequence[int]) -> Range:
        """The holdings that miss the ``dead`` cards."""
        gone = set(dead)
        keep = [i for i, c in enumerate(self.combos) if c[0] not in gone and c[1] not in gone]
        return self._keep(keep, self.weights)

    def weighed(self, weights: Sequence[float]) -> Range:
        """The same holdings with new ``weights`` (one each), those at 0 dropped (the draws kept)."""
        if len(weights) != len(self.combos):
            raise ValueError(f"{len(weights)} weights for {len(self.combos)} holdings")
        return self._keep([i for i, w in enumerate(weights) if w > 0.0], weights)

    def _keep(self, pick: Sequence[int], weights: Sequence[float]) -> Range:
        """The holdings at ``pick``, with their ``weights`` (and their draws, for a drawn range)."""
        per_draw = tuple(self.per_draw[i] for i in pick) if self.per_draw else ()
        return replace(self, combos=tuple(self.combos[i] for i in pick),
                       weights=tuple(weights[i] for i in pick), per_draw=per_draw)


def systematic(rng_value: float, weights: Sequence[float], count: int) -> list[int]:
    """Indices drawn ``count`` times in proportion to ``weights`` by systematic resampling.

    >>> systematic(0.5, [1.0, 3.0], 4)
    [0, 1, 1, 1]
    """
    cumulative = list(accumulate(weights))
    total = cumulative[-1]
    picked: list[int] = []
    index = 0
    for k in range(count):
        point = (k + rng_value) * total / count
        while cumulative[index] <= point and index < len(cumulative) - 1:
            index += 1
        picked.append(index)
    return picked


class RangeReader:
    """The opponents' ranges at each of the player's decisions in one hand, with the policy answers cached."""

    def __init__(
        self, seen: Sequence[Event], seat: int, models: Mapping[int, OpponentModel], *,
        samples: int, trials: int, rng: random.Random, by_kind: bool = False,
    ) -> None:
        self.seen = tuple(seen)
        self.seat = seat
        self.models = models
        self.samples = samples
        self.trials = trials
        self.rng = rng
        self.by_kind = by_kind
        """Read a raise no holding makes at its size as a raise of any size (the module's docstring)."""
        hole = next((e.cards for e in seen if isinstance(e, HoleCardsDealt) and e.seat == seat), None)
        self.hole: tuple[int, ...] = tuple(hole) if hole is not None else ()
        self._likelihoods: dict[tuple[int, int], dict[Combo, tuple[float, float]]] = {}
        self._particles: dict[int, Range] = {}

    def range_at(self, step: int, opponent: int) -> Range:
        """``opponent``'s range just before the event at ``step``."""
        shown = [e.cards for e in self.seen[:step] if isinstance(e, CardsShown) and e.seat == opponent]
        if shown:
            a, b = shown[-1]
            return Range(((max(a, b), min(a, b)),), (1.0,))
        state = fold_events(self.seen[:step])
        dead = (*self.hole, *state.board)
        acts = [j for j in range(step) if _acted_by(self.seen[j], opponent)]
        preflop = [j for j in acts if _street(self.seen[j]) is Street.PREFLOP]
        later = [j for j in acts if _street(self.seen[j]) is not Street.PREFLOP]
        if state.street is Street.PREFLOP:
            return self._weighed(self._live(self.hole), opponent, preflop)
        base = self._postflop_base(opponent, preflop, step).without(dead)
        if not base.combos:  # every drawn holding is on the board now: start again from any live one
            base = self._live(dead)
        return self._weighed(base, opponent, later)

    def _live(self, dead: Sequence[int]) -> Range:
        gone = set(dead)
        combos = tuple(c for c in COMBOS if c[0] not in gone and c[1] not in gone)
        return Range(combos, (1.0,) * len(combos))

    def _postflop_base(self, opponent: int, preflop: list[int], step: int) -> Range:
        """Holdings drawn once per hand from the preflop range (all of them when few), as the flop fell."""
        if opponent not in self._particles:
            flop = next(e.board for e in self.seen[:step] if isinstance(e, StreetDealt))
            weighed = self._weighed(self._live((*self.hole, *flop)), opponent, preflop)
            if len(weighed.combos) > self.samples:
                picked = systematic(self.rng.random(), weighed.weights, self.samples)
                counts: dict[int, int] = {}
                for index in picked:
                    counts[index] = counts.get(index, 0) + 1
                combos = tuple(weighed.combos[i] for i in counts)
                weighed = Range(combos, tuple(float(n) for n in counts.values()), sampled=True,
                                unit=weighed.total / self.samples,
                                per_draw=tuple(weighed.weights[i] / n for i, n in counts.items()))
            self._particles[opponent] = weighed
        return self._particles[opponent]

    def _weighed(self, base: Range, opponent: int, acts: list[int]) -> Range:
        weights = list(base.weights)
        for j in acts:
            answers = self._likelihood(opponent, j, base.combos)
            exact = [w * answers[c][0] for w, c in zip(weights, base.combos, strict=True)]
            if not self.by_kind or any(exact):
                weights = exact
                continue
            kind = [w * answers[c][1] for w, c in zip(weights, base.combos, strict=True)]
            if any(kind):  # no holding raises to this size: a raise of any size by this model
                weights = kind
        weighed = base.weighed(weights)
        # Nothing the model would have played this way: fall back to the unweighted holdings.
        return weighed if weighed.combos else base

    def _likelihood(self, opponent: int, j: int, combos: Sequence[Combo]) -> dict[Combo, tuple[float, float]]:
        """For each holding, the probability of the action at ``j`` and of its kind (for a raise, of a raise
        of any size; else the action's own), cached per hand."""
        known = self._likelihoods.setdefault((opponent, j), {})
        missing = [c for c in combos if c not in known]
        if missing:
            event = self.seen[j]
            assert isinstance(event, PlayerActed)
            action = action_of(event)
            model = self.models[opponent]
            raising = action.type is ActionType.RAISE_TO
            for combo, view in zip(missing, self._views(opponent, j, missing), strict=True):
                policy = model.policy(view, rng=self.rng, trials=self.trials)
                exact = policy.probability(action)
                raises = sum(p for a, p in policy.choices if a.type is ActionType.RAISE_TO)
                known[combo] = exact, raises if raising else exact
        return known

    def _views(self, opponent: int, j: int, combos: Sequence[Combo]) -> list[PlayerView]:
        """``opponent``'s view just before the event at ``j``, once per holding in ``combos``."""
        prefix = tuple(
            HoleCardsDealt(e.seat, None) if isinstance(e, HoleCardsDealt) and e.seat == self.seat else e
            for e in self.seen[:j]
        )
        dealt = next(i for i, e in enumerate(prefix) if isinstance(e, HoleCardsDealt) and e.seat == opponent)
        state = fold_events(prefix)
        base = view_of_state(state, opponent, prefix)
        views = []
        for a, b in combos:
            cards = (Card(a), Card(b))
            events = (*prefix[:dealt], HoleCardsDealt(opponent, cards), *prefix[dealt + 1:])
            views.append(replace(base, hole_cards=cards, events=events))
        return views


def _acted_by(event: Event, seat: int) -> bool:
    return isinstance(event, PlayerActed) and event.seat == seat


def _street(event: Event) -> Street:
    assert isinstance(event, PlayerActed)
    return event.street
