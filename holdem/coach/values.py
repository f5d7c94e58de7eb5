"""The worth of each choice: the hand played on from the decision, many times, against the real policies.

Each play-out (:mod:`holdem.coach.playout`) deals the opponents' holdings and the board and
plays the hand on through their policies. The value is the chips the player ends with minus
the chips it had behind at the decision, so a fold is worth 0.

The choices meet the same deals and the same draws (common random numbers), so
two choices are compared by the mean of their difference deal by deal
(:meth:`Valuer.difference`), whose error is far smaller than either value's.
"""

from __future__ import annotations

import copy
import math
import random
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from holdem.coach.folds import fold_path
from holdem.coach.means import drawn, effective, uneven, weighted
from holdem.coach.playout import Deal, Playouts
from holdem.coach.ranges import Combo
from holdem.engine.actions import Action, ActionType

Met = tuple[tuple[Combo, ...], tuple[float, ...], tuple[float, ...]]
"""An opponent's answers to a bet in the play-outs: his holdings, their weights, each one's chance to fold."""

_STOP = threading.local()
"""The check :func:`interruptible` set for this thread's play-outs."""


class Interrupted(Exception):
    """Play-outs stopped between two deals because their result is no longer wanted first."""


@contextmanager
def interruptible(stop: Callable[[], bool]) -> Iterator[None]:
    """Within the block, play-outs in this thread raise :class:`Interrupted` when ``stop()`` says so
    (asked between deals): a grade nobody waits for gives way to one somebody does. What was played is
    left unfinished, so an interrupted valuer is thrown away (a grade from a fork is begun again)."""
    previous = getattr(_STOP, "check", None)
    _STOP.check = stop
    try:
        yield
    finally:
        _STOP.check = previous


@dataclass(slots=True)
class Played:
    """The play-outs of a group of choices on the same deals: each choice's result deal by deal."""

    closed: bool
    """The choices end the betting (nobody decides again)."""
    complete: bool
    """The deals are every holding of a heads-up range once, with its weight."""
    deals: list[Deal]
    results: dict[Action, list[float]] = field(default_factory=dict)
    noise: dict[Action, list[float]] = field(default_factory=dict)
    """The variance of each result's mean over its run-outs (0.0 for one board)."""

    def copy(self) -> Played:
        """A copy whose deals and results grow apart from these."""
        results = {a: list(r) for a, r in self.results.items()}
        return Played(self.closed, self.complete, list(self.deals), results,
                      {a: list(n) for a, n in self.noise.items()})


class Valuer(Playouts):
    """Values the choices at one decision of the player (``line``: the table then, the player to act)."""

    def fork(self, played: Mapping[Action, Played]) -> tuple[Valuer, dict[Action, Played]]:
        """A copy of this valuer and of its play-outs ``played`` that goes on exactly as this one would (the
        same draws to come, the same answers met), without changing this one: the choices' play-outs are
        shared by the grades of every choice taken. The opponents and the continuation are shared, so they
        must be policies (which change nothing when asked), as the coach's are."""
        twin = copy.copy(self)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin._paths = dict(self._paths)
        twin._met = {a: {s: {c: list(m) for c, m in met.items()} for s, met in seats.items()}
                     for a, seats in self._met.items()}
        twin._facing = None
        copies = {id(p): p.copy() for p in played.values()}
        return twin, {a: copies[id(p)] for a, p in played.items()}

    # ----- the values ---------------------------------------------------------------------------

    def value(self, action: Action) -> tuple[float, float]:
        """The mean chips ``action`` wins from the decision on, and its standard error (0.0 when exact)."""
        return self.values([action])[0]

    def values(self, actions: Sequence[Action]) -> list[tuple[float, float]]:
        """:meth:`value` of each action, all played on the same deals."""
        played = self.play(actions)
        return [self.summary(played.get(a), a) for a in actions]

    def play(self, actions: Sequence[Action]) -> dict[Action, Played]:
        """Each action (but fold, worth 0) played out: the choices that end the betting on one set of
        deals, the others on another, deal by deal through the actions (so the opponents' readings of
        each deal's boards serve every choice)."""
        starts = {a: self.line.act(a) for a in actions if a != Action.fold()}
        found: dict[Action, Played] = {}
        for closed in (False, True):
            group = [a for a, s in starts.items() if (s.over or (s.round_over and s.showdown_due)) == closed]
            if group:
                complete = closed or len(self.board) == 5
                played = Played(closed, complete and len(self.ranges) == 1, self.deals(complete=complete))
                self._run(played, group, played.deals)
                found.update(dict.fromkeys(group, played))
        return found

    def more(self, played: Played, actions: Sequence[Action]) -> None:
        """Another round of fresh deals for ``actions``, each of which has played every deal so far."""
        assert not played.complete, "every holding was played already"
        assert all(len(played.results[a]) == len(played.deals) for a in actions), "choices kept aligned"
        deals = self.deals()
        played.deals.extend(deals)
        self._run(played, actions, deals)

    def _run(self, played: Played, actions: Sequence[Action], deals: Sequence[Deal]) -> None:
        self._boards = self.budget.runouts
        if played.closed:  # no decision is left: spend the showdown's boards on the deals there are
            self._boards = max(self._boards, -(-self.budget.showdown_boards // max(len(deals), 1)))
        starts = {a: self.line.act(a) for a in actions}
        for action in actions:
            played.results.setdefault(action, [])
            played.noise.setdefault(action, [])
            if not self.board and not played.closed and action not in self._paths:  # before the flop
                self._paths[action] = fold_path(starts[action], self.seat, self.ranges, self.models,
                                                self._won, self.budget.policy_trials, self.rng)
        stop = getattr(_STOP, "check", None)
        for deal in deals:
            if stop is not None and stop():
                raise Interrupted
            for action in actions:
                self._noise = 0.0
                path = self._paths.get(action)
                raised = action.type is ActionType.RAISE_TO and path is None
                self._facing = (action, deal.weight, set()) if raised else None
                result = self._through(path, deal) if path else self._play(starts[action], deal)
                played.results[action].append(result)
                played.noise[action].append(self._noise)
        self._facing = None

    def put_in(self, action: Action) -> int:
        """The chips ``action`` puts in now."""
        state, seat = self.line.state, self.seat
        if action.type is ActionType.CALL:
            return min(state.current_bet - state.committed[seat], state.stacks[seat])
        if action.type is ActionType.RAISE_TO:
            return action.amount - state.committed[seat]
        return 0

    def answered(self, action: Action) -> dict[int, Met]:
        """Each opponent who answered the bet or raise ``action`` facing it in the play-outs so far (nobody
        having raised it before him), in the order met: the holdings he was dealt, their weights summed over
        the deals, and each one's chance to fold (before the flop, over his whole range, on the line where
        those before him fold: :mod:`holdem.coach.folds`)."""
        path = self._paths.get(action)
        if path is not None:
            return {step.actor: (step.combos, step.weights, step.folds) for step in path.steps}
        found = {}
        for seat, met in self._met.get(action, {}).items():
            combos = tuple(met)
            weights = tuple(met[c][0] for c in combos)
            found[seat] = (combos, weights, tuple(met[c][1] / met[c][0] for c in combos))
        return found

    def summary(self, played: Played | None, action: Action) -> tuple[float, float]:
        """The weighted mean of ``action``'s play-outs and its standard error (fold: exactly 0); where
        the play-outs lose more than the chips ``action`` puts in now, the give-up floor, with the
        play-outs' error (whether the continuation does worse than giving up is itself uncertain)."""
        if played is None:
            return 0.0, 0.0
        mean, error = self._mean(played, played.results[action], played.noise[action])
        if self._below_floor(mean, action):
            return -float(self.put_in(action)), error
        return mean, error

    def _below_floor(self, mean: float, action: Action) -> bool:
        return self.floored and mean < -self.put_in(action)

    def difference(self, played: dict[Action, Played], a: Action, b: Action) -> tuple[float, float]:
        """The mean of ``a``'s value minus ``b``'s and its standard error, deal by deal where they shared
        the deals (paired; a choice that played more rounds counts them, as its value shown does), else
        as independent estimates (as where one of them is at its floor)."""
        first, second = played.get(a), played.get(b)
        floored = any(p is not None and self._below_floor(self._mean(p, p.results[x], p.noise[x])[0], x)
                      for p, x in ((first, a), (second, b)))
        if first is None or second is None or first is not second or floored:
            (mean_a, error_a), (mean_b, error_b) = self.summary(first, a), self.summary(second, b)
            return mean_a - mean_b, math.hypot(error_a, error_b)
        results = first.results
        if len(results[a]) != len(results[b]):  # one played more rounds: its mean counts them
            longer, shorter = (results[a], results[b]) if len(results[a]) > len(results[b]) else (
                results[b], results[a])
            mean, error = uneven([d.weight for d in first.deals[: len(longer)]], longer, shorter)
            return (mean, error) if longer is results[a] else (-mean, error)
        size = len(results[a])
        diffs = [x - y for x, y in zip(results[a], results[b], strict=True)]
        noise = [0.0] * size
        if first.complete:  # every holding played with its weight: the boards dealt carry chance, apart
            noise = [x + y for x, y in zip(first.noise[a], first.noise[b], strict=True)]
        return self._mean(first, diffs, noise)

    def _mean(self, played: Played, results: Sequence[float], noise: Sequence[float]) -> tuple[float, float]:
        weights = [d.weight for d in played.deals[: len(results)]]
        if not played.complete:
            return drawn(weights, results)
        mean, spread = weighted(weights, results)
        if self.exact:
            return mean, 0.0
        total = sum(weights)
        boards = sum((w / total) ** 2 * v for w, v in zip(weights, noise, strict=True))
        # after the flop the range is a sample drawn once per hand and the deals are its holdings: a
        # mean over them carries the sample's error, which a fresh coach seed would draw again
        sample = spread / max(effective(weights) - 1.0, 1.0) if self.sampled else 0.0
        return mean, math.sqrt(boards + sample)
