"""The hand played on from a decision of the player, one deal at a time, against the real policies.

Each play-out deals the opponents still in a holding from their weighted ranges
(heads-up: every holding of the range once, with its weight, on the river, after
a choice that ends the betting, or when the range is no bigger than the budget's
play-outs) and the rest of the board. The player
takes the choice; the opponents then act by their policies (on the river every
action a policy may take is followed with its probability, so a river value is
exact for its range; after a decision before it each action is drawn); the player's later
decisions follow the continuation (:mod:`holdem.coach.continuation`). A
showdown with cards to come is averaged over several run-outs.
:class:`~holdem.coach.values.Valuer` turns the play-outs into each choice's value.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from holdem.coach.continuation import SOUND, Continuation, ContinuationFactory, Seat
from holdem.coach.equity import draw_runout, joint_draw
from holdem.coach.folds import FoldPath
from holdem.coach.grade import Budget
from holdem.coach.model import OpponentModel, Policy
from holdem.coach.ranges import Combo, Range, systematic
from holdem.coach.table import Line
from holdem.engine.actions import Action
from holdem.engine.evaluator import evaluate
from holdem.engine.events import PlayerActed
from holdem.engine.pots import build_pots, split_pot

_ENUMERATE_DEPTH = 4
"""After a heads-up river decision, the actions followed in full (each with its probability) to this depth."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One play-out's cards: a holding for each opponent still in, its weight, and its own random seed."""

    holdings: dict[int, tuple[int, int]]
    weight: float
    seed: int


class Playouts:
    """Plays the hand on from one decision of the player (``line``: the table then, the player to act)."""

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
