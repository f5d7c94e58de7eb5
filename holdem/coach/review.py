"""Grade a stored hand: each decision of the player, valued against the opponents' policies.

The coach reads the hand as the player saw it (``filter_events``) and only up to each decision: the
opponents' ranges come from their actions before it (:mod:`holdem.coach.ranges`), the choices' values
from play-outs after it (:mod:`holdem.coach.values`); the price, from the pot the player can win.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from holdem.coach.compare import play_choices, settle
from holdem.coach.continuation import ContinuationFactory, Seat
from holdem.coach.equity import share
from holdem.coach.explain import aid_equity, answers, entered, make_up, opponent_line, raises
from holdem.coach.grade import DEFAULT_BUDGET, Budget, DecisionGrade, HandGrade
from holdem.coach.model import OpponentModel
from holdem.coach.opponents import InProgress, range_classes
from holdem.coach.ranges import Range, RangeReader
from holdem.coach.reason import Answers, Reason, Stack, commits
from holdem.coach.sound import SoundTable, disagreement, tendency
from holdem.coach.sound_side import SoundSide, decision_ranges
from holdem.coach.spots import choices_at, leak_kind, opponent_faced
from holdem.coach.table import Line, action_of, winnable_pot
from holdem.coach.values import Valuer
from holdem.coach.verdict import BEST, MISTAKE, MISTAKE_BB, SoundCheck
from holdem.engine.actions import Action, ActionType
from holdem.engine.events import Event, HandStarted, PlayerActed, Street
from holdem.engine.rng import stream
from holdem.engine.state import TableState
from holdem.engine.view import filter_events

Continuation = Seat | ContinuationFactory
"""The player's later decisions in the play-outs: a rule, a policy, or a factory of either."""


def grade_hand(
    events: Sequence[Event], seat: int, hand_id: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET, continuation: Continuation | None = None, sound: bool = True,
) -> HandGrade:
    """The grade of every decision ``seat`` made in the hand ``events`` (a pure function of its arguments).

    ``opponents`` maps each other seat to its model as it was when the hand began (only its pure
    ``policy`` is asked); ``continuation`` plays the player's later decisions in the play-outs
    (default: the sound strategy of :mod:`holdem.coach.continuation`); ``sound=False`` takes the table
    as the sound table (no second valuation: a mistake here is one; for grades against stated opponents).
    """
    seen = filter_events(tuple(events), seat)
    _check_models(seen, seat, opponents)
    master = stream(seed, f"coach:{hand_id}")
    reader = RangeReader(seen, seat, opponents, samples=budget.range_samples, trials=budget.policy_trials,
                         rng=random.Random(master.getrandbits(64)))
    answering = InProgress(opponents, seen)
    table = _sound_table(seen, seat, opponents, budget, seed, f"coach-sound:{hand_id}") if sound else None
    why = stream(seed, f"coach-reason:{hand_id}")  # the reasons' own draws: the values' stay as they were
    decisions = []
    for step, event in enumerate(seen):
        if isinstance(event, PlayerActed) and event.seat == seat:
            rng = random.Random(master.getrandbits(64))
            models = answering.at(step)
            decisions.append(grade_decision(seen, step, reader, models, budget, rng, continuation, table,
                                            random.Random(why.getrandbits(64))))
    big_blind = next((e.big_blind for e in seen if isinstance(e, HandStarted)), 0)
    return HandGrade(hand_id=hand_id, seat=seat, big_blind=big_blind, decisions=tuple(decisions))


def grade_at(
    events: Sequence[Event], seat: int, step: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET, continuation: Continuation | None = None, sound: bool = True,
) -> DecisionGrade:
    """The grade of the one decision of ``seat`` at ``step`` of the hand ``events``."""
    event = filter_events(tuple(events), seat)[step]
    assert isinstance(event, PlayerActed) and event.seat == seat, "the event at step is the player's action"
    taken = action_of(event)
    prepared = prepare_at(events, seat, step, opponents, seed=seed, budget=budget, continuation=continuation,
                          sound=sound, example=taken)
    return prepared.grade(taken, fork=False)


def prepare_at(
    events: Sequence[Event], seat: int, step: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET, continuation: Continuation | None = None, sound: bool = True,
    example: Action | None = None,
) -> PreparedDecision:
    """:func:`grade_at`'s work on the decision of ``seat`` at ``step`` that does not depend on the choice
    taken (``events``: the hand up to the decision at least); its :meth:`~PreparedDecision.grade` of a
    choice is :func:`grade_at`'s of the hand with that choice at ``step``. ``example``: a choice among those
    to grade (default: checking or calling)."""
    seen = filter_events(tuple(events), seat)
    master = stream(seed, f"coach:{step}")
    reader = RangeReader(seen, seat, opponents, samples=budget.range_samples, trials=budget.policy_trials,
                         rng=random.Random(master.getrandbits(64)))
    rng = random.Random(master.getrandbits(64))
    models = InProgress(opponents, seen).at(step)
    table = _sound_table(seen, seat, opponents, budget, seed, f"coach-sound:{step}") if sound else None
    why = stream(seed, f"coach-reason:{step}").getrandbits(64)
    return PreparedDecision(seen, step, reader, models, budget, rng, continuation, table, example, why)


def _sound_table(
    seen: Sequence[Event], seat: int, opponents: Mapping[int, OpponentModel], budget: Budget, seed: int,
    name: str,
) -> SoundTable:
    """The hand's sound table, drawing from its own stream (the table's draws stay as they were)."""
    names = {s: model.name for s, model in opponents.items()}
    return SoundTable(seen, seat, names, budget, random.Random(stream(seed, name).getrandbits(64)))


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


def _check_models(seen: Sequence[Event], seat: int, opponents: Mapping[int, OpponentModel]) -> None:
    """Refuse a hand with an opponent who acted and has no model (a clear error, not a KeyError later)."""
    missing = sorted({e.seat for e in seen if isinstance(e, PlayerActed) and e.seat != seat} - set(opponents))
    if missing:
        raise ValueError(f"no opponent model for seat(s) {missing}")


def grade_decision(
    seen: Sequence[Event], step: int, reader: RangeReader, models: Mapping[int, OpponentModel],
    budget: Budget, rng: random.Random, continuation: Continuation | None = None,
    sound: SoundTable | None = None, reasons: random.Random | None = None,
) -> DecisionGrade:
    """The grade of the player's action at ``step`` of ``seen`` (the hand as the player saw it).

    ``reader`` reads the ranges (with the opponents as the hand began, each answer read with the hand
    up to it counted in); ``models`` answer in the play-outs (the opponents having observed the hand
    so far, :class:`InProgress`, and counting the play-out's actions as they come); ``sound``, the
    hand's sound table, values the choice taken there where that can change the verdict
    (:func:`_sound_checked`; None: the table is taken as sound); ``reasons`` draws for the reason
    (:func:`_reason`), apart from the values' ``rng`` (None: a stream of its own from ``step``).
    """
    event = seen[step]
    assert isinstance(event, PlayerActed)
    taken = action_of(event)
    prepared = PreparedDecision(seen, step, reader, models, budget, rng, continuation, sound, taken)
    assert prepared.seat == event.seat, "the event at step is the player's action"
    return prepared.grade(taken, reasons or random.Random(step), fork=False)


class PreparedDecision:
    """One decision graded as far as the choice taken does not matter: the ranges read, the player's
    equity, and every choice played on the same deals until each is settled against the leader
    (:func:`holdem.coach.compare.play_choices`). :meth:`grade` finishes the grade of one choice taken: its
    verdict rounds, a mistake's fresh deals, the sound-table check and the reason. With ``fork`` (the
    default) it works on a copy (:meth:`~holdem.coach.values.Valuer.fork`), so every choice is graded from
    one preparation, each exactly as :func:`grade_decision` grades it alone."""

    def __init__(
        self, seen: Sequence[Event], step: int, reader: RangeReader, models: Mapping[int, OpponentModel],
        budget: Budget, rng: random.Random, continuation: Continuation | None, sound: SoundTable | None,
        example: Action | None = None, reasons_seed: int | None = None,
    ) -> None:
        """``example``: a choice the grades are for (the choices valued are :func:`choices_at` with it;
        None: checking or calling);
        ``reasons_seed``: the reasons' draws for each grade (None: passed to :meth:`grade`)."""
        self.seen, self.step, self.models, self.budget = seen, step, models, budget
        self.continuation, self.sound, self.reasons_seed = continuation, sound, reasons_seed
        self.line = Line.of(seen[:step])
        state = self.line.state
        legal = state.legal_actions()
        assert legal is not None, "a decision is a seat's turn"
        self.seat, self.legal = legal.seat, legal
        passive = Action.call() if legal.call_amount else Action.check()
        self.choices = choices_at(state, legal, example or passive)
        self.ranges = decision_ranges(seen, step, reader)
        hole = state.hole[self.seat]
        assert hole is not None
        self.equity = share(tuple(hole), tuple(state.board), self.ranges, budget.equity_trials, rng)
        self.valuer = Valuer(self.line, self.seat, self.ranges, models, budget, rng, continuation)
        self.played = play_choices(self.valuer, self.choices, budget, state.big_blind)
        self._sound_side: SoundSide | None = None

    def sound_side(self) -> SoundSide:
        """The decision at the sound table (read when a grade first needs it)."""
        if self._sound_side is None:
            assert self.sound is not None
            self._sound_side = SoundSide(self.sound, self.seen, self.step, self.valuer, self.choices,
                                         self.continuation)
        return self._sound_side

    def grade(
        self, taken: Action, reasons: random.Random | None = None, *, fork: bool = True
    ) -> DecisionGrade:
        """The grade of taking ``taken`` (one of :attr:`choices`); without ``fork`` this preparation is
        spent on it."""
        state, legal, seen, step, seat = self.line.state, self.legal, self.seen, self.step, self.seat
        if choices_at(state, legal, taken) != self.choices:
            raise ValueError(f"{taken} is not among the choices prepared")
        valuer, played = self.valuer.fork(self.played) if fork else (self.valuer, self.played)
        values, best = settle(valuer, played, self.choices, self.budget, state.big_blind, taken)
        hole = state.hole[seat]
        assert hole is not None
        pot, to_call, equity = winnable_pot(state, seat), legal.call_amount, self.equity
        grade = DecisionGrade(
            step=step, street=state.street.name.lower(), pot=pot, to_call=to_call,
            needed_equity=to_call / (pot + to_call) if to_call and _opened(state) else None, equity=equity,
            choices=tuple(values), taken=self.choices.index(taken), best=best,
            kind=leak_kind(seen[:step], state, seat, taken, equity), opponent=opponent_faced(state, seat),
            ranges=tuple((state.names[s], range_classes(r, (*hole, *state.board)))
                         for s, r in self.ranges.items()),
        )
        grade = _confirmed(grade, valuer, self.models, self.continuation)
        if self.sound is not None:
            grade = _sound_checked(grade, valuer, self.sound_side)
        if reasons is None:
            reasons = random.Random(self.reasons_seed if self.reasons_seed is not None else step)
        return replace(grade, reason=_reason(grade, seen, step, valuer, reasons))


def _confirmed(
    grade: DecisionGrade, valuer: Valuer, models: Mapping[int, OpponentModel],
    continuation: Continuation | None,
) -> DecisionGrade:
    """``grade`` with a mistake found played again on fresh deals (:func:`_fresh_cost`), drawn from the
    valuer's stream: once to confirm it, and once more for the cost shown when it stands."""
    rng = valuer.rng
    if grade.found and grade.found_margin_bb != 0.0:  # else valued exactly: no luck to undo
        confirm = _fresh_cost(valuer, grade, models, random.Random(rng.getrandbits(64)), continuation)
        if not math.isclose(confirm[0], grade.found_cost_bb, abs_tol=1e-9):  # else nothing left to draw
            grade = replace(grade, confirm_cost=confirm)
            if grade.confirmed:  # else a gap only the deals that found it show
                fresh = _fresh_cost(valuer, grade, models, random.Random(rng.getrandbits(64)), continuation)
                grade = replace(grade, fresh_cost=fresh)
    return grade


def _reason(grade: DecisionGrade, seen: Sequence[Event], step: int, valuer: Valuer,
            rng: random.Random) -> Reason:
    """What the reason for ``grade``'s verdict needs (:mod:`holdem.coach.explain`): the answers to the bets
    and raises among those named best and the one taken; the range of a bettor faced heads-up after the flop;
    the odds aid's equity and the line of the opponent faced; a committed stack's price (before the river)
    with the equity against all-in callers; before the flop, the equity against those who put chips in."""
    state = valuer.line.state
    actions = [c.action for c in grade.choices]
    later = state.street is not Street.RIVER  # a river call or bet called ends the betting: nothing commits
    stacks, mine = (state.stacks, state.stacks[valuer.seat]) if later else ((), None)

    def answered(index: int) -> Answers | None:
        action = actions[index]
        return answers(valuer.answered(action), index, action, valuer.hole, valuer.board, state.names,
                       valuer.put_in(action), state.pot_total, state.committed, rng, stacks, mine)

    told = raises(actions, (*grade.verdict.best, grade.taken))
    found = [got for got in map(answered, told) if got is not None]
    faced = next((s for s in valuer.ranges if state.names[s] == grade.opponent), None)
    split = stack = None
    if faced is not None and grade.opponent is not None and grade.to_call > 0 and len(valuer.ranges) == 1:
        split = make_up(grade.opponent, valuer.ranges[faced], valuer.hole, valuer.board)
        price = commits(state.pot_total, grade.to_call, 0, state.stacks[valuer.seat], state.stacks[faced])
        if later and price is not None:
            total = state.committed[valuer.seat] + state.stacks[valuer.seat]
            stack = Stack(*price, _all_in_called(actions, total, found, answered))
    line = opponent_line(seen[:step], faced) if faced is not None else ()
    return Reason(tuple(found), split, aid_equity(valuer.line.view(valuer.seat)), line, stack,
                  entered(seen[:step], valuer.ranges, state.names, valuer.hole, valuer.board, rng))


def _all_in_called(actions: Sequence[Action], total: int, found: Sequence[Answers],
                   answered: Callable[[int], Answers | None]) -> float | None:
    """The player's equity against the holdings that call his all in (raise to ``total``), from its answers
    already found or from its play-outs; None where it is no choice or no holding called it."""
    index = next((i for i, a in enumerate(actions) if a == Action.raise_to(total)), None)
    if index is None:
        return None
    got = next((a for a in found if a.choice == index), None) or answered(index)
    return None if got is None else got.called


def _sound_checked(grade: DecisionGrade, valuer: Valuer, side: Callable[[], SoundSide]) -> DecisionGrade:
    """``grade`` with the choice taken valued at the sound table, where that can change the verdict: a
    mistake here (every choice valued there, as here: a mistake in both, or an exploit of this table), or
    a call or raise best here that gains the line over folding (checking when free), played there against
    that passive choice alone (the reverse: a mistake against a sound table). Where the tables disagree,
    the tendency that makes the difference is found (:func:`holdem.coach.sound.tendency`). ``side`` gives
    the decision at the sound table, read when first asked."""
    verdict, choices = grade.verdict, grade.choices
    taken = choices[grade.taken].action
    passive = next((i for i, c in enumerate(choices) if c.action.type in (ActionType.FOLD, ActionType.CHECK)),
                   None)
    everything = verdict.kind == MISTAKE  # no sound check yet: a mistake here
    if not everything and not (
        verdict.kind == BEST and passive is not None and taken.type in (ActionType.CALL, ActionType.RAISE_TO)
        and choices[grade.taken].ev_bb - choices[passive].ev_bb >= MISTAKE_BB
    ):
        return grade
    sound = side()
    ranges = sound.ranges
    bb = valuer.line.state.big_blind
    if everything:
        there, played = sound.every_choice()
        values, best = settle(there, played, sound.choices, valuer.budget, bb, taken)
        gap = values[best].ev_bb - values[grade.taken].ev_bb
        check = SoundCheck(best, gap, values[grade.taken].diff_stderr_bb or 0.0,
                           values=tuple((v.ev_bb, v.diff_stderr_bb or 0.0) for v in values))
    else:
        assert passive is not None
        other = choices[passive].action
        sound.lesser([taken])
        there = sound.valuer()
        gap, error = there.difference(there.play([other, taken]), other, taken)
        check = SoundCheck(passive if gap > 0.0 else grade.taken, gap / bb, error / bb)
    asked = disagreement(replace(grade, sound=check))
    if asked:  # the tables disagree: what makes the difference
        found = tendency(valuer.line, valuer.seat, choices, asked, (valuer.ranges, valuer.models),
                         (ranges, sound.models), valuer.budget.policy_trials, there.rng)
        check = replace(check, tendency=found)
    return replace(grade, sound=check)


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
