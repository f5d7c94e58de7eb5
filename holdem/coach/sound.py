"""The sound table: the same hand with every opponent played by a sound regular who knows nothing of anyone.

A lesson a strong player trusts holds against a sound opponent, not only
against one opponent's quirk. So beside the table as it is, the coach values
the choice taken against a *sound table*: each opponent still in is the
tight-aggressive style (:data:`SOUND_OPPONENT`) without reads of anyone, and
his range is read from the same actions by that style (what a sound player
holds having played so), so both his answers and his range are a sound
player's. The player's later decisions follow the same continuation as at the
table, which reads these opponents by its priors (they have no record).

It is valued only where it can change what the player is told
(:func:`holdem.coach.review.grade_decision`): a mistake found at this table
(all choices, as at the table: a mistake in both, or an exploit of this table),
and a choice best here that gains the line over the passive one (fold, or
check), which alone is played again (the reverse: it would be a mistake
against a sound table). Where the tables disagree, :func:`tendency` finds
what makes the difference, from the same ranges and policies: the share of an
opponent's range that folds, calls or raises to a bet here and at the sound
table, the player's equity against the hands that call it, or the player's
equity against each range. Which way an answer points depends on the bet: one
the hands that go on against it pay (:func:`paid`, a value bet) gains from his
calls and raises and loses by his folds; any other gains from his folds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Final

from holdem.bots.personalities import TIGHT_AGGRESSIVE
from holdem.bots.strategy import StrategyBot
from holdem.coach.equity import share
from holdem.coach.grade import Budget, ChoiceValue, DecisionGrade
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Combo, Range, RangeReader, systematic
from holdem.coach.table import Line
from holdem.coach.verdict import ANSWERS, CALLED, EQUITY, Z95, Tendency, weight
from holdem.engine.actions import Action, ActionType
from holdem.engine.events import Event

SOUND_OPPONENT: Final = TIGHT_AGGRESSIVE
"""The sound regular's style: the game's tight-aggressive style (seated without reads of anyone)."""

ANSWER_HOLDINGS: Final = 40
"""Holdings of a range whose answer to a bet is asked, drawn by weight: a share to about ±8% (95%)."""

CALLED_AHEAD: Final = 0.5
"""Equity against an opponent's range from which more calls of a bet pay it (a value bet) rather than
cost it (a bluff): even money against his range."""

EQUITY_TRIALS: Final = 600
"""Trials for the player's equity against one opponent's range on each table (about ±4%, 95%)."""

ANSWER_GAP: Final = 0.12
"""The least difference between the shares of a range answering a bet so, here and at the sound table,
that is a tendency: two shares of :data:`ANSWER_HOLDINGS` holdings (±8% each, 95%) differ by up to ±11%
by chance."""

EQUITY_GAP: Final = 0.06
"""The least difference between the player's equities against a range here and against a sound player's
that is a tendency: two estimates of :data:`EQUITY_TRIALS` trials (±4% each, 95%) differ by up to ±6% by
chance."""

FINE_HOLDINGS: Final = 400
"""Holdings of a range asked again where :data:`ANSWER_HOLDINGS` show no difference (every holding of most
ranges before the flop, drawn by weight): ten times the holdings, a share to within a third the error."""

FINE_GAP: Final = 0.05
"""The least difference between shares of :data:`FINE_HOLDINGS` holdings that is a tendency: the margin of
:data:`ANSWER_GAP` over ten times the holdings (0.12 / sqrt(10), about 0.04), rounded up."""

CALLER_TRIALS: Final = 200
"""Trials for the player's equity against each holding that calls a bet (about ±7%, 95%; averaged over the
callers, a few points): the spread between the holdings is most of the noise."""


class SoundTable:
    """The sound table of one hand of the player at ``seat``: its opponents and their ranges, read once."""

    def __init__(self, seen: Sequence[Event], seat: int, names: Mapping[int, str], budget: Budget,
                 rng: random.Random) -> None:
        self.models: dict[int, OpponentModel] = {
            s: StrategyBot(name, SOUND_OPPONENT, random.Random(0), adaptive=False)
            for s, name in names.items()}
        self.rng = rng
        self.reader = RangeReader(seen, seat, self.models, samples=budget.range_samples,
                                  trials=budget.policy_trials, rng=random.Random(rng.getrandbits(64)),
                                  by_kind=True)


def disagreement(grade: DecisionGrade) -> tuple[int, ...]:
    """The choices whose difference the tables disagree on, better here first, for :func:`tendency`: an
    exploit's best here and the one taken; a mistake's best here and its lesson where they differ (the
    exploit part); the reverse's choice taken and the sound table's best (the passive choice it was played
    against there); none where the tables agree."""
    v = grade.verdict
    if v.reverse and grade.sound is not None:  # the choice taken, against the one best at the sound table
        return tuple(dict.fromkeys((grade.taken, grade.sound.best)))
    if v.exploit or v.reverse:
        return tuple(dict.fromkeys((grade.best, grade.taken)))
    if v.mistake and v.table_best:
        return v.table_best[0], v.best[0]
    return ()


def answer_shares(
    line: Line, player: int, opponent: int, found: Range, model: OpponentModel, trials: int,
    rng: random.Random, holdings: int = ANSWER_HOLDINGS,
) -> tuple[dict[str, float], dict[Combo, float], dict[Combo, float]] | None:
    """The share of ``found`` (``opponent``'s range) answering the bet just made on ``line`` by folding,
    calling or raising, from ``holdings`` holdings drawn by weight, the players between them folding; and
    the holdings drawn that call it and those that raise it, each with how often; None when he has no
    answer to give."""
    here = line
    while True:
        actor = here.state.to_act
        if here.over or here.round_over or actor is None or actor == player:
            return None
        if actor == opponent:
            break
        here = here.act(Action.fold())
    if not found.combos:
        return None
    totals = dict.fromkeys(ANSWERS, 0.0)
    picked = systematic(rng.random(), found.weights, min(holdings, len(found.combos)))
    calls: dict[Combo, float] = {}
    raises: dict[Combo, float] = {}
    for index in picked:
        view = here.with_holdings({opponent: found.combos[index]}).view(opponent)
        for action, p in model.policy(view, rng=rng, trials=trials).choices:
            kind = _answer(action)
            totals[kind] += p / len(picked)
            if kind != "fold" and p > 0.0:
                kept = calls if kind == "call" else raises
                kept[found.combos[index]] = kept.get(found.combos[index], 0.0) + p
    return totals, calls, raises


def called_equity(cards: Combo, board: tuple[int, ...], seat: int, calls: Mapping[Combo, float],
                  rng: random.Random, known: dict[Combo, float] | None = None) -> tuple[float, float] | None:
    """The player's equity against the holdings that call (:func:`answer_shares`), each weighed by how often
    it calls, and its standard error: the spread of those holdings' equities over how many there are, and
    each one's trials (None when none calls). The calling part of a range drawn is small, and the equities
    in it spread little before the flop (premium pairs and big aces) and widely after it (sets and air), so
    a difference is told only beyond its own noise. ``known`` keeps each holding's equity once worked out,
    for the same holdings weighed again (those that call or raise: :func:`paid`)."""
    total = sum(calls.values())
    if not calls or total <= 0.0:
        return None
    single = {} if known is None else known
    for combo in calls:
        if combo not in single:
            single[combo] = share(cards, board, {seat: Range((combo,), (1.0,))}, CALLER_TRIALS, rng)
    mean = sum(w * single[c] for c, w in calls.items()) / total
    spread = sum((w / total) ** 2 * (single[c] - mean) ** 2 for c, w in calls.items())
    spread *= len(calls) / max(len(calls) - 1, 1)  # a sample's spread, not the whole range's
    trials = sum((w / total) ** 2 * single[c] * (1.0 - single[c]) / CALLER_TRIALS for c, w in calls.items())
    return mean, math.sqrt(spread + trials)


def paid(pot: int, to_call: int, equity: float) -> bool:
    """Whether the hands that go on against a bet (call or raise it) pay it: the player's ``equity`` against
    them is at least what makes a call worth more to him than a fold, ``pot / (pot + to_call)`` with ``pot``
    the chips in the middle once he has bet and ``to_call`` what the opponent needs to call it (a call
    leaves him ``equity * (pot + to_call)`` of a pot he put his bet into, a fold the pot before it). Then
    the bet is for value: each fold costs it, each call or raise pays it; below, it pays by folds.

    >>> paid(200, 100, 0.7), paid(200, 100, 0.6)  # a pot-size bet of 100 into 100: two thirds pays it
    (True, False)
    """
    return equity >= pot / (pot + max(to_call, 0))


def _answer(action: Action) -> str:
    if action.type is ActionType.FOLD:
        return "fold"
    if action.type in (ActionType.CALL, ActionType.CHECK):
        return "call"
    return "raise"


def tendency(
    line: Line, player: int, choices: Sequence[ChoiceValue], asked: Sequence[int],
    here: tuple[Mapping[int, Range], Mapping[int, OpponentModel]],
    sound: tuple[Mapping[int, Range], Mapping[int, OpponentModel]], trials: int, rng: random.Random,
) -> Tendency | None:
    """What one opponent does here that a sound player does not, the largest difference found that is
    :func:`real` and points the way of the advice (:func:`supports`): his answers to the bets among the
    choices ``asked`` (fold, call, raise: shares of his range), the player's equity against the hands that
    call them, or the player's equity against his range (here, and against a sound player's after the same
    actions). Where the answers of :data:`ANSWER_HOLDINGS` holdings show none, they are asked again of
    :data:`FINE_HOLDINGS` (a difference their noise hides: a loose raiser who folds to a four-bet jam a
    quarter more often than a sound one, a regular who reads the player and folds a little more to his
    re-raise). None when no such difference is found now: the tables then differ in the play after this
    decision."""
    hole = line.state.hole[player]
    assert hole is not None
    cards = (int(hole[0]), int(hole[1]))
    board = tuple(int(c) for c in line.state.board)
    names = line.state.names
    found: list[Tendency] = []
    for seat, held in here[0].items():
        plain = sound[0].get(seat, held)
        equity_here = share(cards, board, {seat: held}, EQUITY_TRIALS, rng)
        equity_sound = share(cards, board, {seat: plain}, EQUITY_TRIALS, rng)
        found.append(Tendency(names[seat], EQUITY, asked[0], equity_here, equity_sound))
    pays: dict[tuple[str, int], bool] = {}
    for seat, index, after, a, b in _answered(line, player, choices, asked, here, sound, trials, rng,
                                              ANSWER_HOLDINGS):
        kinds = _kinds(choices, index)
        found.extend(Tendency(names[seat], what, index, a[0][what], b[0][what]) for what in kinds)
        if choices[index].action.type is not ActionType.CHECK:  # after a check, his bets are the answer
            found.extend(_callers(cards, board, seat, names[seat], index, after, a, b, rng, pays))
    best, taken = choices[asked[0]].action, choices[asked[-1]].action
    first = told(found, best, taken, asked[0], pays, answer_gap=ANSWER_GAP)
    if first is not None:
        return first
    finer = [t for t in found if t.what not in ANSWERS]
    again = _answered(line, player, choices, asked, here, sound, trials, rng, FINE_HOLDINGS)
    for seat, index, _, a, b in again:
        kinds = _kinds(choices, index)
        finer.extend(Tendency(names[seat], what, index, a[0][what], b[0][what]) for what in kinds)
    return told(finer, best, taken, asked[0], pays, answer_gap=FINE_GAP)


Answered = tuple[dict[str, float], dict[Combo, float], dict[Combo, float]]


def _callers(
    cards: Combo, board: tuple[int, ...], seat: int, name: str, index: int, after: Line, a: Answered,
    b: Answered, rng: random.Random, pays: dict[tuple[str, int], bool],
) -> list[Tendency]:
    """The tendency of the hands that call bet ``index`` (the player's equity against them, here ``a`` and
    at the sound table ``b``) where it differs beyond its noise; and in ``pays`` whether the hands that go
    on against it here pay it (:func:`paid`)."""
    known: dict[Combo, float] = {}
    here_calls = called_equity(cards, board, seat, a[1], rng, known)  # the hands that call it, each table
    going = called_equity(cards, board, seat, _merged(a[1], a[2]), rng, known)  # that call or raise
    if going is not None:
        state = after.state
        to_call = min(state.current_bet - state.committed[seat], state.stacks[seat])
        pays[name, index] = paid(state.pot_total, to_call, going[0])
    sound_calls = called_equity(cards, board, seat, b[1], rng)
    if here_calls is not None and sound_calls is not None:
        (mean_a, error_a), (mean_b, error_b) = here_calls, sound_calls
        if abs(mean_a - mean_b) > Z95 * math.hypot(error_a, error_b):
            return [Tendency(name, CALLED, index, mean_a, mean_b)]
    return []


def _answered(
    line: Line, player: int, choices: Sequence[ChoiceValue], asked: Sequence[int],
    here: tuple[Mapping[int, Range], Mapping[int, OpponentModel]],
    sound: tuple[Mapping[int, Range], Mapping[int, OpponentModel]], trials: int, rng: random.Random,
    holdings: int,
) -> Iterator[tuple[int, int, Line, Answered, Answered]]:
    """For each opponent and each bet among the choices ``asked``, and each check he is next to answer:
    the seat, the choice, the table after it, and his answers to it (:func:`answer_shares` of ``holdings``
    holdings) here and at the sound table, where he has answers to give at both."""
    for seat, held in here[0].items():
        plain = sound[0].get(seat, held)
        for index in asked:
            action = choices[index].action
            if action.type is not ActionType.RAISE_TO and not (
                    action.type is ActionType.CHECK and line.act(action).state.to_act == seat):
                continue
            after = line.act(action)
            a = answer_shares(after, player, seat, held, here[1][seat], trials, rng, holdings)
            b = answer_shares(after, player, seat, plain, sound[1][seat], trials, rng, holdings)
            if a is not None and b is not None:
                yield seat, index, after, a, b


def _kinds(choices: Sequence[ChoiceValue], index: int) -> tuple[str, ...]:
    """The answers to choice ``index`` that can be a tendency: to a bet, folds, calls and raises; to a
    check, his bets into it (a check gains from them when the player is ahead, and they cost it behind;
    his checks behind are the rest, no second fact)."""
    return ("raise",) if choices[index].action.type is ActionType.CHECK else ANSWERS


def _merged(first: Mapping[Combo, float], second: Mapping[Combo, float]) -> dict[Combo, float]:
    """Two weighings of holdings as one (how often each calls plus how often it raises)."""
    return {c: first.get(c, 0.0) + second.get(c, 0.0) for c in {**first, **second}}


def told(
    found: Sequence[Tendency], best: Action, taken: Action, best_index: int,
    pays: Mapping[tuple[str, int], bool] | None = None, *, answer_gap: float = ANSWER_GAP,
) -> Tendency | None:
    """Of the differences ``found`` (each opponent's equity first, then his answers), the largest that is
    :func:`real` (an answer share by ``answer_gap``) and :func:`supports` the advice; None when there is none
    (a tiny difference, or one pointing the other way, explains nothing). ``pays`` says, by opponent and
    choice, whether the hands that go on against that bet pay it (:func:`paid`); where it is not known, the
    player's equity against the opponent's range says it (:data:`CALLED_AHEAD`).

    >>> bet, check = Action.raise_to(40), Action.check()
    >>> tiny = [Tendency("Bruno", "equity", 0, 0.3, 0.29), Tendency("Bruno", "fold", 0, 0.12, 0.11)]
    >>> told(tiny, bet, check, 0) is None
    True
    >>> told([*tiny, Tendency("Bruno", "fold", 0, 0.47, 0.25)], bet, check, 0).here
    0.47
    >>> told([*tiny, Tendency("Bruno", "fold", 0, 0.47, 0.25)], bet, check, 0, {("Bruno", 0): True}) is None
    True
    """
    ahead = {t.name: t.here >= CALLED_AHEAD for t in found if t.what == EQUITY}
    known = pays or {}
    backing = [t for t in found if real(t, answer_gap) and supports(
        t, best, taken, best_index, ahead=known.get((t.name, t.choice), ahead[t.name]))]
    return max(backing, key=lambda t: abs(t.here - t.sound), default=None)


def real(found: Tendency, answer_gap: float = ANSWER_GAP) -> bool:
    """Whether a difference from a sound player is beyond what the estimates differ by chance (an answer
    share by ``answer_gap``: :data:`ANSWER_GAP`, or :data:`FINE_GAP` for shares of :data:`FINE_HOLDINGS`
    holdings; an equity by :data:`EQUITY_GAP`; one against the callers is kept only beyond its own noise,
    :func:`called_equity`, and told from :data:`EQUITY_GAP` up).

    >>> real(Tendency("Bruno", "fold", 2, 0.11, 0.12)), real(Tendency("Bruno", "fold", 2, 0.47, 0.25))
    (False, True)
    >>> finer = Tendency("Bruno", "fold", 2, 0.49, 0.41)
    >>> real(finer), real(finer, FINE_GAP)
    (False, True)
    """
    gap = EQUITY_GAP if found.what in (EQUITY, CALLED) else answer_gap  # CALLED: found beyond its own noise
    return abs(found.here - found.sound) >= gap


def supports(found: Tendency, best: Action, taken: Action, best_index: int, *, ahead: bool) -> bool:
    """Whether a difference from a sound player points the way of the advice (``ahead``: the hands that go
    on against the bet pay it, :func:`paid`). More equity against his range backs the choice that puts in
    more. An answer to a bet backs that bet when he folds to it more and calls or raises it less while
    it pays by folds; folds less and calls or raises more while it is for value (``ahead``); or calls it
    with hands the player beats more often: it backs the best choice when the bet is the best choice's, and
    the best against the one taken when the bet is the one taken. A difference that points the other way
    explains nothing.

    >>> bet, check = Action.raise_to(40), Action.check()
    >>> supports(Tendency("Ann", "fold", 0, 0.8, 0.5), bet, check, 0, ahead=False)
    True
    >>> supports(Tendency("Ann", "fold", 0, 0.8, 0.99), bet, check, 0, ahead=False)
    False
    >>> supports(Tendency("Ann", "call", 1, 0.19, 0.46), check, bet, 0, ahead=True)  # calls of the bet taken
    True
    >>> supports(Tendency("Ann", "called", 0, 0.55, 0.30), bet, check, 0, ahead=False)  # calls it with worse
    True
    >>> supports(Tendency("Ann", "fold", 0, 0.8, 0.5), bet, check, 0, ahead=True)  # for value: folds cost it
    False
    >>> supports(Tendency("Ann", "raise", 0, 0.26, 0.08), bet, check, 0, ahead=True)  # raises pay it
    True
    """
    gap = found.here - found.sound
    if found.what == EQUITY:
        return gap > 0.0 if weight(best) > weight(taken) else gap < 0.0
    more = gap > 0.0
    helps_bet = {"fold": more != ahead, "raise": more == ahead, "call": more == ahead,
                 CALLED: more}[found.what]
    return helps_bet if found.choice == best_index else not helps_bet
