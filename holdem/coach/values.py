"""The worth of each choice: the hand played on from the decision, many times, against the real policies.

Each play-out deals the opponents still in a holding from their weighted ranges
(heads-up: every holding of the range once, with its weight, on the river, after
a choice that ends the betting, or when the range is no bigger than the budget's
play-outs) and the rest of the board. The player
takes the choice; the opponents then act by their policies (on the river every
action a policy may take is followed with its probability, so a river value is
exact for its range; after a decision before it each action is drawn); the player's later
decisions follow the continuation (:mod:`holdem.coach.continuation`). A
showdown with cards to come is averaged over several run-outs. The value is the
chips the player ends with minus the chips it had behind at the decision, so a
fold is worth 0.

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
from typing import cast

from holdem.coach.continuation import SOUND, Continuation, ContinuationFactory, Seat
from holdem.coach.equity import draw_runout, joint_draw
from holdem.coach.folds import FoldPath, fold_path
from holdem.coach.grade import Budget
from holdem.coach.means import drawn, effective, uneven, weighted
from holdem.coach.model import OpponentModel, Policy
from holdem.coach.ranges import Combo, Range, systematic
from holdem.coach.table import Line
from holdem.engine.actions import Action, ActionType
from holdem.engine.evaluator import evaluate
from holdem.engine.events import PlayerActed
from holdem.engine.pots import build_pots, split_pot

Met = tuple[tuple[Combo, ...], tuple[float, ...], tuple[float, ...]]
"""An opponent's answers to a bet in the play-outs: his holdings, their weights, each one's chance to fold."""

_ENUMERATE_DEPTH = 4
"""After a heads-up river decision, the actions followed in full (each with its probability) to this depth."""

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


@dataclass(frozen=True, slots=True)
class Deal:
    """One play-out's cards: a holding for each opponent still in, its weight, and its own random seed."""

    holdings: dict[int, tuple[int, int]]
    weight: float
    seed: int


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


class Valuer:
    """Values the choices at one decision of the player (``line``: the table then, the player to act)."""

    def __init__(
        self, line: Line, seat: int, ranges: Mapping[int, Range], models: Mapping[int, OpponentModel],
        budget: Budget, rng: random.Random, continuation: Seat | ContinuationFactory | None = None,
    ) -> None:
        self.line, self.seat, self.ranges, self.models, self.budget = line, seat, ranges, models, budget
        self.stack0 = line.state.stacks[seat]
        hole = line.state.hole[seat]
        assert hole is not None, "the player's own cards are known"
        self.hole: tuple[int, int] = (int(hole[0]), int(hole[1]))
        self.board = tuple(int(c) for c in line.state.board)
        self.rng = rng
        chosen = SOUND if continuation is None else continuation
        if isinstance(chosen, ContinuationFactory):
            chosen = chosen.for_decision(self.hole, ranges, rng, models)
        self.player: Seat = chosen
        self._asks_policy = isinstance(chosen, OpponentModel)
        self.floored = continuation is None or continuation is SOUND
        """No choice is worth less than minus the chips it puts in now: the player can always give up at
        its next decision. Kept for the sound continuation; the stated rule's values stay as the rule
        plays (the exactness checks work them out independently)."""
        self.sampled = any(r.sampled for r in ranges.values())
        self.river = len(self.board) == 5
        """A river decision: heads-up, every action after it is followed with its probability."""
        self.exact = self.river and not self.sampled and len(ranges) == 1
        self._boards = budget.runouts
        self._paths: dict[Action, FoldPath | None] = {}
        self._noise = 0.0
        self._seed = 0
        self._met: dict[Action, dict[int, dict[Combo, list[float]]]] = {}
        self._facing: tuple[Action, float, set[int]] | None = None
        """While a bet or raise is played out: it, the deal's weight, and the opponents who answered it."""

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

    def _note(self, line: Line, actor: int, policy: Policy) -> None:
        """Count ``actor``'s first answer in this play-out when it is to the bet or raise played out."""
        facing = self._facing
        if facing is None or actor in facing[2]:
            return
        facing[2].add(actor)
        state = line.state
        hole = state.hole[actor]
        if hole is None or state.street is not self.line.state.street:
            return
        if state.current_bet != facing[0].amount:  # raised before him: his answer is to the raise
            return
        weight = facing[1]
        if weight <= 0.0:
            return
        combo = (int(hole[0]), int(hole[1]))
        met = self._met.setdefault(facing[0], {}).setdefault(actor, {}).setdefault(combo, [0.0, 0.0])
        met[0] += weight
        met[1] += weight * policy.probability(Action.fold())

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

    # ----- the deals ----------------------------------------------------------------------------

    def deals(self, *, complete: bool = False) -> list[Deal]:
        """The play-outs' cards (``complete``: every holding of a heads-up range, however many)."""
        seeds = random.Random(self.rng.getrandbits(64))
        if len(self.ranges) != 1:
            return self._joint_deals(seeds)
        ((opponent, single),) = self.ranges.items()
        if complete:
            return [Deal({opponent: c}, w, seeds.getrandbits(32))
                    for c, w in zip(single.combos, single.weights, strict=True)]
        if len(single.combos) <= self.budget.playouts:  # every holding, each played several times
            times = -(-self.budget.playouts // len(single.combos))
            return [Deal({opponent: c}, w / times, seeds.getrandbits(32))
                    for c, w in zip(single.combos, single.weights, strict=True) for _ in range(times)]
        picked = systematic(seeds.random(), single.weights, self.budget.playouts)
        return [Deal({opponent: single.combos[i]}, 1.0, seeds.getrandbits(32)) for i in picked]

    def _joint_deals(self, seeds: random.Random) -> list[Deal]:
        """Holdings for several opponents drawn together (no card twice); equal weights."""
        tables = {s: (r.combos, r.cumulative) for s, r in self.ranges.items()}
        deals: list[Deal] = []
        dead = set(self.hole) | set(self.board)
        for _ in range(self.budget.playouts):
            holdings = joint_draw(tables, dead, seeds)
            if holdings is not None:
                deals.append(Deal(holdings, 1.0, seeds.getrandbits(32)))
        return deals

    # ----- one play-out -------------------------------------------------------------------------

    def _won(self, line: Line) -> float:
        return line.state.stacks[self.seat] + line.winnings(self.seat) - self.stack0

    def _through(self, path: FoldPath, deal: Deal) -> float:
        """One play-out of a choice the opponents may all fold to (:mod:`holdem.coach.folds`)."""
        everyone = path.all_fold
        if everyone >= 1.0:
            return path.won
        self._seed = deal.seed
        rng = random.Random(deal.seed)
        first, holdings = path.draw(deal.holdings, self.ranges, set(self.hole) | set(self.board), rng)
        step = path.steps[first]
        line = step.line.with_holdings(holdings)
        model = self.models[step.actor]
        answer = model.policy(line.view(step.actor), rng=rng, trials=self.budget.policy_trials)
        rest = [(a, p) for a, p in answer.choices if p > 0.0 and a != Action.fold()]
        if not rest:  # this holding always folds (its sampled chance said otherwise): play it as drawn
            rest = list(answer.choices)
        action = _weighted_pick(rest, self._coupled(line, step.actor).random())
        dead = set(self.hole) | set(self.board) | {c for combo in holdings.values() for c in combo}
        runout = (*self.board, *draw_runout(rng, dead, 5 - len(self.board)))
        rest_value = self._node(line.act(action), runout, rng, 0)
        return everyone * path.won + (1.0 - everyone) * rest_value

    def _play(self, start: Line, deal: Deal) -> float:
        self._seed = deal.seed
        rng = random.Random(deal.seed)
        dead = set(self.hole) | set(self.board) | {c for combo in deal.holdings.values() for c in combo}
        runout = (*self.board, *draw_runout(rng, dead, 5 - len(self.board)))
        return self._node(start.with_holdings(deal.holdings), runout, rng, 0)

    def _node(self, line: Line, runout: tuple[int, ...], rng: random.Random, depth: int) -> float:
        seat = self.seat
        while True:
            state = line.state
            if line.over:
                return state.stacks[seat] + line.winnings(seat) - self.stack0
            if line.round_over:
                if line.showdown_due:
                    return self._showdown(line, runout, rng)
                line = line.deal(runout)
                continue
            actor = state.to_act
            assert actor is not None
            if actor == seat and not self._asks_policy:
                line = line.act(cast(Continuation, self.player)(line.view(seat)))
                continue
            model = self.models[actor] if actor != seat else cast(OpponentModel, self.player)
            policy = model.policy(line.view(actor), rng=rng, trials=self.budget.policy_trials)
            if actor != seat:
                self._note(line, actor, policy)
            if self.river and depth < _ENUMERATE_DEPTH and state.folded.count(False) == 2:
                branches = [(a, p) for a, p in policy.choices if p > 0]
                return sum(p * self._node(line.act(a), runout, rng, depth + 1) for a, p in branches)
            if actor != seat:
                through = self._through_folds(line, policy, runout, rng, depth)
                if through is not None:
                    return through
            line = line.act(policy.sample(self._coupled(line, actor)))

    def _through_folds(
        self, line: Line, first: Policy, runout: tuple[int, ...], rng: random.Random, depth: int
    ) -> float | None:
        """When the opponents to act may all fold and that ends the hand, the value with that share taken
        exactly and the rest played on from the first who does not fold (drawn with its share), so a rare
        call is never missed nor over-counted; None when folding all does not end the hand."""
        path: list[tuple[Line, Policy, float, float]] = []  # line, policy, fold chance, chance to get there
        here, policy, reach = line, first, 1.0
        while True:
            fold = policy.probability(Action.fold())
            if fold <= 0.0:
                return None
            path.append((here, policy, fold, reach))
            reach *= fold
            here = here.act(Action.fold())
            if here.over:
                break
            actor = here.state.to_act
            if here.round_over or actor is None or actor == self.seat:
                return None
            policy = self.models[actor].policy(here.view(actor), rng=rng, trials=self.budget.policy_trials)
            self._note(here, actor, policy)
        won = here.state.stacks[self.seat] + here.winnings(self.seat) - self.stack0
        if reach >= 1.0:
            return won
        draw = self._coupled(line, cast(int, line.state.to_act))
        point = draw.random() * sum(r * (1.0 - f) for _, _, f, r in path)
        k = 0
        while k < len(path) - 1 and point >= path[k][3] * (1.0 - path[k][2]):
            point -= path[k][3] * (1.0 - path[k][2])
            k += 1
        at, answer = path[k][0], path[k][1]
        rest = [(a, p) for a, p in answer.choices if p > 0.0 and a != Action.fold()]
        action = _weighted_pick(rest, draw.random())
        return reach * won + (1.0 - reach) * self._node(at.act(action), runout, rng, depth)

    def _coupled(self, line: Line, actor: int) -> random.Random:
        """The draw for ``actor``'s action, the same in every choice's play-out of this deal (for the
        same seat, street and turn), so the choices are compared on the same luck."""
        state = line.state
        street = state.street
        acted = (e for e in line.events if isinstance(e, PlayerActed) and e.seat == actor)
        turn = sum(1 for e in acted if e.street is street)
        return random.Random(self._seed * 7919 + actor * 131 + int(street) * 17 + turn)

    def _showdown(self, line: Line, runout: tuple[int, ...], rng: random.Random) -> float:
        """The player's chips after the showdown, averaged over run-outs when cards are to come."""
        state, seat = line.state, self.seat
        base = state.stacks[seat] - self.stack0
        if len(state.board) == 5:
            return base + line.winnings(seat, state.board)
        pots = [p for p in build_pots(state.contributed, state.folded) if seat in p.eligible]
        holes = {s: (int(cards[0]), int(cards[1])) for s, cards in enumerate(state.hole)
                 if cards is not None and not state.folded[s]}
        known = tuple(int(c) for c in state.board)
        dead = set(known) | {c for cards in holes.values() for c in cards}
        deck = [c for c in range(52) if c not in dead]
        need, size, rnd = 5 - len(known), len(deck), rng.random
        won = squares = 0
        for k in range(self._boards):
            if k:
                for i in range(need):  # a partial shuffle: the first ``need`` cards are the run-out
                    j = i + int(rnd() * (size - i))
                    deck[i], deck[j] = deck[j], deck[i]
                full = (*known, *deck[:need])
            else:
                full = runout
            strengths = {s: evaluate((*cards, *full)) for s, cards in holes.items()}
            here = 0
            for pot in pots:
                best = max(strengths[s] for s in pot.eligible)
                if strengths[seat] == best:
                    winners = [s for s in pot.eligible if strengths[s] == best]
                    here += pot.amount if len(winners) == 1 else dict(
                        split_pot(pot.amount, winners, state.button, state.num_seats))[seat]
            won += here
            squares += here * here
        boards = self._boards
        self._noise = max(squares / boards - (won / boards) ** 2, 0.0) / boards
        return base + won / boards


def _weighted_pick(choices: Sequence[tuple[Action, float]], u: float) -> Action:
    """The action that ``u`` (uniform in [0, 1)) lands on when ``choices`` share it by their weights."""
    pick = u * sum(p for _, p in choices)
    for candidate, p in choices:
        pick -= p
        if pick < 0.0:
            return candidate
    return choices[-1][0]

