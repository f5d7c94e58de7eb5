"""The worth of each choice: the hand played on from the decision, many times, against the real policies.

Each play-out deals the opponents still in a holding from their weighted ranges
(heads-up: every holding of the range once, with its weight, on the river, after
a choice that ends the betting, or when the range is no bigger than the budget's
play-outs) and the rest of the board. The player
takes the choice; the opponents then act by their policies (on the river every
action a policy may take is followed with its probability, so a river value is
exact for its range; before it one action is drawn); the player's later
decisions follow the continuation (:class:`EquityContinuation` unless another
is given). A showdown with cards to come is averaged over several run-outs.
The value is the chips the player ends with minus the chips it had behind at
the decision, so a fold is worth 0.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate

from holdem.coach.grade import Budget
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Combo, Range, systematic
from holdem.coach.table import Line
from holdem.engine.actions import Action
from holdem.engine.evaluator import evaluate
from holdem.engine.events import PlayerActed, Street
from holdem.engine.pots import build_pots, split_pot
from holdem.engine.view import PlayerView

Continuation = Callable[[PlayerView], Action]
"""The player's later decisions in a play-out: a view in, a legal action out."""

_ENUMERATE_DEPTH = 4
"""Heads-up river decisions of the opponents followed in full (all their actions) down to this depth."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One play-out's cards: a holding for each opponent still in, its weight, and its own random seed."""

    holdings: dict[int, Combo]
    weight: float
    seed: int


def draw_runout(rng: random.Random, dead: set[int], need: int) -> tuple[int, ...]:
    """``need`` cards drawn from the cards not in ``dead``."""
    deck = [c for c in range(52) if c not in dead]
    return tuple(rng.sample(deck, need))


class Valuer:
    """Values the choices at one decision of the player (``line``: the table then, the player to act)."""

    def __init__(
        self, line: Line, seat: int, ranges: Mapping[int, Range], models: Mapping[int, OpponentModel],
        budget: Budget, rng: random.Random, continuation: Continuation | None = None,
    ) -> None:
        self.line, self.seat, self.ranges, self.models, self.budget = line, seat, ranges, models, budget
        self.stack0 = line.state.stacks[seat]
        hole = line.state.hole[seat]
        assert hole is not None, "the player's own cards are known"
        self.hole: tuple[int, int] = (int(hole[0]), int(hole[1]))
        self.board = tuple(int(c) for c in line.state.board)
        self.rng = rng
        self.continuation = continuation or EquityContinuation(self.hole, ranges, budget, rng)
        self.sampled = any(r.sampled for r in ranges.values())
        self._boards = budget.runouts
        self._noise = 0.0
        self._seed = 0

    def value(self, action: Action) -> tuple[float, float]:
        """The mean chips ``action`` wins from the decision on, and its standard error (0.0 when exact)."""
        return self.values([action])[0]

    def values(self, actions: Sequence[Action]) -> list[tuple[float, float]]:
        """:meth:`value` of each action; the play-outs go deal by deal through the actions, so each
        deal's boards are read once by the opponents (their board readings are cached) for all of them."""
        found: dict[Action, tuple[float, float]] = {Action.fold(): (0.0, 0.0)}  # chips already in are sunk
        starts = {a: self.line.act(a) for a in actions if a != Action.fold()}
        for closed in (False, True):
            group = [a for a, s in starts.items() if (s.over or (s.round_over and s.showdown_due)) == closed]
            if not group:
                continue
            deals = self.deals(complete=closed or len(self.board) == 5)
            self._boards = self.budget.runouts
            if closed:  # no decision is left: spend the showdown's boards on the deals there are
                self._boards = max(self._boards, -(-self.budget.showdown_boards // max(len(deals), 1)))
            results: dict[Action, tuple[list[float], list[float]]] = {a: ([], []) for a in group}
            for deal in deals:
                for action in group:
                    self._noise = 0.0
                    results[action][0].append(self._play(starts[action], deal))
                    results[action][1].append(self._noise)
            for action in group:
                found[action] = self._summary(deals, *results[action], closed)
        return [found[a] for a in actions]

    def _summary(
        self, deals: list[Deal], results: list[float], noise: list[float], closed: bool
    ) -> tuple[float, float]:
        """The weighted mean of the play-outs and its standard error."""
        total = sum(d.weight for d in deals)
        mean = sum(d.weight * r for d, r in zip(deals, results, strict=True)) / total
        single = self._heads_up_range()
        if single is not None and not self.sampled and len(deals) == len(single.combos):
            # Every holding was played with its weight: only the boards dealt carry chance.
            if len(self.board) == 5:
                return mean, 0.0
            if closed:
                weighted = zip(deals, noise, strict=True)
                return mean, math.sqrt(sum((d.weight / total) ** 2 * v for d, v in weighted))
        spread = sum(d.weight * (r - mean) ** 2 for d, r in zip(deals, results, strict=True)) / total
        effective = total**2 / sum(d.weight**2 for d in deals)
        return mean, math.sqrt(spread / max(effective - 1.0, 1.0))

    def _heads_up_range(self) -> Range | None:
        return next(iter(self.ranges.values())) if len(self.ranges) == 1 else None

    def deals(self, *, complete: bool = False) -> list[Deal]:
        """The play-outs' cards (``complete``: every holding of a heads-up range, however many)."""
        seeds = random.Random(self.rng.getrandbits(64))
        single = self._heads_up_range()
        if single is not None:
            (opponent,) = self.ranges
            if complete:
                return [Deal({opponent: c}, w, seeds.getrandbits(32))
                        for c, w in zip(single.combos, single.weights, strict=True)]
            if len(single.combos) <= self.budget.playouts:  # every holding, each played several times
                times = -(-self.budget.playouts // len(single.combos))
                return [Deal({opponent: c}, w / times, seeds.getrandbits(32))
                        for c, w in zip(single.combos, single.weights, strict=True) for _ in range(times)]
            picked = systematic(seeds.random(), single.weights, self.budget.playouts)
            return [Deal({opponent: single.combos[i]}, 1.0, seeds.getrandbits(32)) for i in picked]
        return self._joint_deals(seeds)

    def _joint_deals(self, seeds: random.Random) -> list[Deal]:
        """Holdings for several opponents drawn together (no card twice); equal weights."""
        tables = {s: (r.combos, list(accumulate(r.weights))) for s, r in self.ranges.items()}
        deals: list[Deal] = []
        dead = set(self.hole) | set(self.board)
        for _ in range(self.budget.playouts):
            holdings = _joint_draw(tables, dead, seeds)
            if holdings is not None:
                deals.append(Deal(holdings, 1.0, seeds.getrandbits(32)))
        return deals

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
            if actor == seat:
                line = line.act(self.continuation(line.view(seat)))
                continue
            policy = self.models[actor].policy(line.view(actor), rng=rng, trials=self.budget.policy_trials)
            if state.street is Street.RIVER and depth < _ENUMERATE_DEPTH and state.folded.count(False) == 2:
                branches = [(a, p) for a, p in policy.choices if p > 0]
                return sum(p * self._node(line.act(a), runout, rng, depth + 1) for a, p in branches)
            line = line.act(policy.sample(self._coupled(line, actor)))

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


def _joint_draw(
    tables: Mapping[int, tuple[Sequence[Combo], list[float]]], dead: set[int], rng: random.Random
) -> dict[int, Combo] | None:
    """One holding per range, none sharing a card (None after 20 failed tries for one of them)."""
    used = set(dead)
    holdings: dict[int, Combo] = {}
    for seat, (combos, cumulative) in tables.items():
        for _attempt in range(20):
            combo = combos[min(bisect_right(cumulative, rng.random() * cumulative[-1]), len(combos) - 1)]
            if combo[0] not in used and combo[1] not in used:
                break
        else:
            return None
        used.update(combo)
        holdings[seat] = combo
    return holdings


def share(
    hole: Sequence[int], board: Sequence[int], ranges: Mapping[int, Range], trials: int, rng: random.Random
) -> float:
    """The share of the pot ``hole`` wins at a showdown against one holding from each range (ties split).

    Heads-up on the river it is exact (every holding scored with its weight); otherwise Monte Carlo.
    """
    if not ranges:
        return 1.0
    dead = set(hole) | set(board)
    if len(ranges) == 1 and len(board) == 5:
        (single,) = ranges.values()
        live = single.without(tuple(dead))
        me = evaluate((*hole, *board))
        won = 0.0
        for (a, b), w in zip(live.combos, live.weights, strict=True):
            them = evaluate((a, b, *board))
            won += w if me > them else w / 2 if me == them else 0.0
        return won / live.total if live.combos else 1.0
    tables = {s: (r.combos, list(accumulate(r.weights))) for s, r in ranges.items()}
    won = 0.0
    done = 0
    for _ in range(trials):
        holdings = _joint_draw(tables, dead, rng)
        if holdings is None:
            continue
        used = dead | {c for combo in holdings.values() for c in combo}
        full = (*board, *draw_runout(rng, used, 5 - len(board)))
        me = evaluate((*hole, *full))
        theirs = [evaluate((*combo, *full)) for combo in holdings.values()]
        best = max(theirs)
        ties = theirs.count(best)
        won += 1.0 if me > best else 1.0 / (ties + 1) if me == best else 0.0
        done += 1
    return won / done if done else 0.0


class EquityContinuation:
    """The coach's stated continuation for the player: check when free; facing a bet, call when the equity
    against the ranges held at the decision (on the board as it is now) pays the pot odds, else fold."""

    def __init__(
        self, hole: tuple[int, int], ranges: Mapping[int, Range], budget: Budget, rng: random.Random
    ) -> None:
        self.hole = hole
        self.ranges = ranges
        self.trials = budget.continuation_trials
        self.rng = rng
        self._equity: dict[tuple[tuple[int, ...], frozenset[int]], float] = {}

    def __call__(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        if legal.can_check:
            return Action.check()
        board = tuple(int(c) for c in view.board)
        live = frozenset(s for s in view.in_hand if s in self.ranges)
        key = (board, live)
        if key not in self._equity:
            ranges = {s: self.ranges[s].without(board) for s in live}
            ranges = {s: r for s, r in ranges.items() if r.combos}
            self._equity[key] = share(self.hole, board, ranges, self.trials, self.rng)
        need = legal.call_amount / (view.pot_total + legal.call_amount)
        return Action.call() if self._equity[key] >= need else Action.fold()
