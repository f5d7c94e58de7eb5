"""Stand-in graders for the coach's UI tests: grades made up from the events, at once and the same every time.

``fake_grade`` values the player's k-th decision of a hand with a fixed table of EVs, so that
the second decision of every hand is a mistake (when it was a call or a check: 3.5 bb on the
deals that found it, 4.2 ± 1.0 measured again on fresh deals, 4.0 ± 0.5 at the sound table), the
fourth is a missed exploit of the opponent (3.5 bb here, none at the sound table: the opponent
calls the raise with 45% of hands, a sound player with 15%), the sixth a mistake valued exactly
(3.5 bb), the fifth is close to the best (0.3 bb, within the noise) and the others are the best. Each decision
gives the opponent a small range. They are top-level functions, so a worker process can run them
too.
"""

from __future__ import annotations

import time

from holdem.app.coaching import GradeJob
from holdem.coach import Budget, ChoiceValue, DecisionGrade, HandGrade, grade_hand
from holdem.coach.verdict import SoundCheck, Tendency
from holdem.engine.actions import Action
from holdem.engine.events import Event, HandStarted, Move, PlayerActed
from holdem.records.replay import state_at

STREETS = ("preflop", "flop", "turn", "river")
RANGE = (("AA", 1.0), ("KK", 1.0), ("AKs", 1.0), ("QQ", 0.9), ("AKo", 0.8), ("JJ", 0.6), ("AQs", 0.5),
         ("TT", 0.3), ("KQs", 0.2), ("99", 0.05))


def _choices(move: Move, to_call: int, total: int, big_blind: int) -> tuple[list[Action], int]:
    """The choices of a decision and the index of the one taken."""
    passive = Action.call() if to_call else Action.check()
    raise_to = total if move in (Move.BET, Move.RAISE) else max(2 * big_blind, 3 * to_call)
    choices = ([Action.fold()] if to_call else []) + [passive, Action.raise_to(raise_to)]
    taken = {Move.FOLD: 0, Move.CHECK: 0, Move.CALL: len(choices) - 2}.get(move, len(choices) - 1)
    return choices, taken


def grade_events(events: tuple[Event, ...], seat: int, hand_id: int) -> HandGrade:
    """A made-up grade of every decision ``seat`` made in ``events``."""
    decisions = []
    start = next(e for e in events if isinstance(e, HandStarted))
    for step, event in enumerate(events):
        if not (isinstance(event, PlayerActed) and event.seat == seat):
            continue
        state = state_at(events, step)
        bb = state.setup.big_blind
        to_call = max(0, state.current_bet - state.committed[seat])
        choices, taken = _choices(event.move, to_call, event.total, bb)
        k = len(decisions)
        # The passive choice is worth 0.5, raising 1.0 on even decisions; odd ones: the raise 4.0.
        evs = [0.0] * len(choices)
        evs[-2 if to_call else 0], evs[-1] = (0.5, 1.0) if k % 2 == 0 else (0.5, 4.0)
        if event.move in (Move.FOLD, Move.CHECK, Move.CALL) and k % 2 == 0:
            evs[taken] = 1.5  # the first decision is always the best one
        if k == 4:
            evs[-1] = evs[taken] + 0.3  # the raise is better, within the noise
        pot = sum(state.contributed)
        best = max(range(len(evs)), key=lambda i: evs[i])
        opened = event.street != 0 or state.current_bet > bb  # the blinds are no price
        needed = to_call / (pot + to_call) if to_call and opened else None
        opponent = state.setup.names[(seat + 1) % len(state.setup.names)]
        kind = f"preflop:{'BTN' if state.setup.button == seat else 'BB'}" if event.street == 0 else "call"
        decisions.append(DecisionGrade(
            step=step, street=STREETS[int(event.street)], pot=pot, to_call=to_call, needed_equity=needed,
            equity=0.25 + 0.1 * k,
            choices=tuple(ChoiceValue(a, e, 0.1 + 0.2 * i, 0.0 if i == best else 0.4)
                          for i, (a, e) in enumerate(zip(choices, evs, strict=True))),
            taken=taken, best=best, kind=kind, opponent=opponent, ranges=((opponent, RANGE),),
            fresh_cost=(4.2, 0.5) if k == 1 and taken != best else None,
            sound=_sound(k, taken, best, opponent),
        ))
    return HandGrade(hand_id=hand_id, seat=seat, big_blind=start.big_blind, decisions=tuple(decisions))


def _sound(k: int, taken: int, best: int, opponent: str) -> SoundCheck | None:
    """The sound table's check: a mistake there too for the second decision, none for the fourth."""
    if taken == best or k not in (1, 3):
        return None
    if k == 1:
        return SoundCheck(best=best, gap_bb=4.0, stderr_bb=0.5)
    calls = Tendency(opponent, "call", best, 0.45, 0.15)
    return SoundCheck(best=taken, gap_bb=0.0, stderr_bb=0.0, tendency=calls)


def fake_grade(job: GradeJob) -> HandGrade:
    """The stand-in grader: ``grade_events`` on the job's hand."""
    return grade_events(job.events, job.seat, job.hand_id)


def crowded_grade(job: GradeJob) -> HandGrade:
    """``fake_grade`` with every decision said 21 times: a hand of 42 mistakes and 21 missed exploits,
    which fill G's lists (20 rows each) as a long session does."""
    grade = fake_grade(job)
    return HandGrade(grade.hand_id, grade.seat, grade.big_blind, grade.decisions * 21)


def tiny_real_grade(job: GradeJob) -> HandGrade:
    """The real coach on a tiny budget: its numbers are rough, its shape is the real one."""
    return grade_hand(job.events, job.seat, job.hand_id, job.bots(), seed=job.seed,
                      budget=Budget(playouts=6, range_samples=6, policy_trials=6, equity_trials=40))


def slow_grade(job: GradeJob) -> HandGrade:
    """A grader that takes a minute: for cancelling on quit."""
    time.sleep(60)
    return fake_grade(job)


def broken_grade(job: GradeJob) -> HandGrade:
    """A grader with a bug."""
    raise RuntimeError(f"no grade for hand {job.hand_id}")
