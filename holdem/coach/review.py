"""Grade a stored hand: each decision of the player, valued against the opponents' policies.

The coach reads the hand as the player saw it (``filter_events``) and only up
to each decision: the opponents' ranges come from their actions before it
(:mod:`holdem.coach.ranges`), the choices' values from play-outs after it
(:mod:`holdem.coach.values`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from holdem.coach.compare import compare
from holdem.coach.continuation import ContinuationFactory, Seat
from holdem.coach.equity import share
from holdem.coach.grade import DEFAULT_BUDGET, MISTAKE_BB, Z95, Budget, DecisionGrade, HandGrade
from holdem.coach.model import OpponentModel
from holdem.coach.opponents import InProgress, range_classes, without_reads
from holdem.coach.ranges import Range, RangeReader
from holdem.coach.spots import choices_at, leak_kind, opponent_faced
from holdem.coach.table import Line, action_of
from holdem.coach.values import Valuer
from holdem.engine.actions import Action
from holdem.engine.events import Event, HandStarted, PlayerActed, Street
from holdem.engine.rng import stream
from holdem.engine.state import TableState
from holdem.engine.view import filter_events

Continuation = Seat | ContinuationFactory
"""The player's later decisions in the play-outs: a rule, a policy, or a factory of either."""


def grade_hand(
    events: Sequence[Event], seat: int, hand_id: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET, continuation: Continuation | None = None,
) -> HandGrade:
    """The grade of every decision ``seat`` made in the hand ``events`` (a pure function of its arguments).

    ``opponents`` maps each other seat to its model as it was when the hand began (only its pure
    ``policy`` is asked); ``continuation`` plays the player's later decisions in the play-outs
    (default: the sound strategy of :mod:`holdem.coach.continuation`).
    """
    seen = filter_events(tuple(events), seat)
    _check_models(seen, seat, opponents)
    master = stream(seed, f"coach:{hand_id}")
    reader = RangeReader(seen, seat, opponents, samples=budget.range_samples, trials=budget.policy_trials,
                         rng=random.Random(master.getrandbits(64)))
    answering = InProgress(opponents, seen)
    decisions = []
    for step, event in enumerate(seen):
        if isinstance(event, PlayerActed) and event.seat == seat:
            rng = random.Random(master.getrandbits(64))
            models = answering.at(step)
            decisions.append(grade_decision(seen, step, reader, models, budget, rng, continuation))
    big_blind = next((e.big_blind for e in seen if isinstance(e, HandStarted)), 0)
    return HandGrade(hand_id=hand_id, seat=seat, big_blind=big_blind, decisions=tuple(decisions))


def grade_at(
    events: Sequence[Event], seat: int, step: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET, continuation: Continuation | None = None,
) -> DecisionGrade:
    """The grade of the one decision of ``seat`` at ``step`` of the hand ``events``."""
    seen = filter_events(tuple(events), seat)
    master = stream(seed, f"coach:{step}")
    reader = RangeReader(seen, seat, opponents, samples=budget.range_samples, trials=budget.policy_trials,
                         rng=random.Random(master.getrandbits(64)))
    rng = random.Random(master.getrandbits(64))
    models = InProgress(opponents, seen).at(step)
    return grade_decision(seen, step, reader, models, budget, rng, continuation)


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of a seat, ready to value: the table before it, the action taken, each opponent's
    range read there, the opponents as they answer in the play-outs, and the play-outs' random stream."""

    line: Line
    taken: Action
    ranges: dict[int, Range]
    models: Mapping[int, OpponentModel]
    rng: random.Random


def decision_at(
    events: Sequence[Event], seat: int, step: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET,
) -> Decision:
    """The decision of ``seat`` at ``step`` of the hand ``events``, read as :func:`grade_at` reads it."""
    seen = filter_events(tuple(events), seat)
    master = stream(seed, f"coach:{step}")
    reader = RangeReader(seen, seat, opponents, samples=budget.range_samples, trials=budget.policy_trials,
                         rng=random.Random(master.getrandbits(64)))
    event = seen[step]
    assert isinstance(event, PlayerActed) and event.seat == seat
    ranges = decision_ranges(seen, step, reader)
    rng = random.Random(master.getrandbits(64))
    return Decision(Line.of(seen[:step]), action_of(event), ranges, InProgress(opponents, seen).at(step), rng)


def value_taken(
    events: Sequence[Event], seat: int, step: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET, continuation: Continuation | None = None,
) -> tuple[float, float]:
    """The value in chips (and its standard error) of the action ``seat`` took at ``step``, alone."""
    d = decision_at(events, seat, step, opponents, seed=seed, budget=budget)
    return Valuer(d.line, seat, d.ranges, d.models, budget, d.rng, continuation).value(d.taken)


def decision_ranges(seen: Sequence[Event], step: int, reader: RangeReader) -> dict[int, Range]:
    """The range of each opponent still in just before the player's action at ``step``."""
    state = Line.of(seen[:step]).state
    live = [s for s in range(state.num_seats) if s != reader.seat and not state.folded[s]]
    return {s: reader.range_at(step, s) for s in live}


def _check_models(seen: Sequence[Event], seat: int, opponents: Mapping[int, OpponentModel]) -> None:
    """Refuse a hand with an opponent who acted and has no model (a clear error, not a KeyError later)."""
    missing = sorted({e.seat for e in seen if isinstance(e, PlayerActed) and e.seat != seat} - set(opponents))
    if missing:
        raise ValueError(f"no opponent model for seat(s) {missing}")


def grade_decision(
    seen: Sequence[Event], step: int, reader: RangeReader, models: Mapping[int, OpponentModel],
    budget: Budget, rng: random.Random, continuation: Continuation | None = None,
) -> DecisionGrade:
    """The grade of the player's action at ``step`` of ``seen`` (the hand as the player saw it).

    ``reader`` reads the ranges (with the opponents as the hand began, each answer read with the hand
    up to it counted in); ``models`` answer in the play-outs (the opponents having observed the hand
    so far, :class:`InProgress`, and counting the play-out's actions as they come).
    """
    event = seen[step]
    assert isinstance(event, PlayerActed)
    line = Line.of(seen[:step])
    state = line.state
    legal = state.legal_actions()
    assert legal is not None and legal.seat == event.seat, "the event at step is the player's action"
    taken_action = action_of(event)
    choices = choices_at(state, legal, taken_action)
    ranges = decision_ranges(seen, step, reader)
    hole = state.hole[event.seat]
    assert hole is not None
    equity = share(tuple(hole), tuple(state.board), ranges, budget.equity_trials, rng)
    valuer = Valuer(line, event.seat, ranges, models, budget, rng, continuation)
    values, best = compare(valuer, choices, budget, state.big_blind, taken_action)
    pot = state.pot_total
    to_call = legal.call_amount
    grade = DecisionGrade(
        step=step, street=state.street.name.lower(), pot=pot, to_call=to_call,
        needed_equity=to_call / (pot + to_call) if to_call and _opened(state) else None, equity=equity,
        choices=tuple(values), taken=choices.index(taken_action), best=best,
        kind=leak_kind(seen[:step], state, event.seat, taken_action, equity),
        opponent=opponent_faced(state, event.seat),
        ranges=tuple((state.names[s], range_classes(r, (*hole, *state.board))) for s, r in ranges.items()),
    )
    if not grade.found:
        return grade
    exploit_rng = random.Random(rng.getrandbits(64))
    checked = grade
    if grade.found_margin_bb != 0.0:  # else valued exactly (every holding, every board): no luck to undo
        confirm = _fresh_cost(valuer, grade, models, random.Random(rng.getrandbits(64)), continuation)
        if not math.isclose(confirm[0], grade.found_cost_bb, abs_tol=1e-9):  # else nothing left to draw
            checked = replace(grade, confirm_cost=confirm)
            if not checked.mistake:  # a gap only the deals that found it show
                return checked
            fresh = _fresh_cost(valuer, grade, models, random.Random(rng.getrandbits(64)), continuation)
            checked = replace(checked, fresh_cost=fresh)
    return replace(checked, exploits=_exploited(valuer, grade, models, exploit_rng, continuation))


def _opened(state: TableState) -> bool:
    """Whether there is a bet to answer: any bet after the flop, a raise before it (not the blinds)."""
    return state.street is not Street.PREFLOP or state.current_bet > state.big_blind


def _fresh_cost(
    valuer: Valuer, grade: DecisionGrade, models: Mapping[int, OpponentModel], rng: random.Random,
    continuation: Continuation | None,
) -> tuple[float, float]:
    """A mistake's cost played again on :attr:`~Budget.fresh_playouts` fresh deals: the best choice's
    value minus the one taken's and its standard error, in big blinds. The deals that found the mistake
    also picked the best among noisy values and kept the gap only when it was large, so their gap runs
    high (a winner's curse); deals drawn after the verdict do not. Played twice for a mistake: once to
    confirm it, and once more for the cost shown (the confirmation kept only the gaps that stood, so its
    own gap runs high too)."""
    budget = replace(valuer.budget, playouts=valuer.budget.fresh_playouts)
    fresh = Valuer(valuer.line, valuer.seat, valuer.ranges, models, budget, rng, continuation)
    best, taken = grade.choices[grade.best].action, grade.choices[grade.taken].action
    gap, error = fresh.difference(fresh.play([best, taken]), best, taken)
    bb = valuer.line.state.big_blind
    return gap / bb, error / bb


def _exploited(
    valuer: Valuer, grade: DecisionGrade, models: Mapping[int, OpponentModel], rng: random.Random,
    continuation: Continuation | None,
) -> str | None:
    """The opponent faced, when against the same style without reads the choice taken is no mistake."""
    state = valuer.line.state
    if grade.opponent is None or grade.opponent not in state.names:
        return None
    seat = state.names.index(grade.opponent)
    plain = without_reads(models[seat]) if seat in models else None
    if plain is None:
        return None
    others = {**models, seat: plain}
    neutral = Valuer(valuer.line, valuer.seat, valuer.ranges, others, valuer.budget, rng, continuation)
    best, taken = grade.choices[grade.best].action, grade.choices[grade.taken].action
    gap, error = neutral.difference(neutral.play([best, taken]), best, taken)
    bb = state.big_blind
    return grade.opponent if gap < MISTAKE_BB * bb or gap <= Z95 * error else None
