"""Choices compared as a careful reader would: by their paired difference, with play-outs spent where needed.

Every choice is first played on the same deals (:meth:`~holdem.coach.values.Valuer.play`).
The leader is the highest mean; each other choice is compared with it by the mean
of their difference deal by deal and its standard error. A choice is *settled*
when it is separated from the leader (the difference is beyond its 95% margin) or
could not be a mistake whatever the noise (the difference plus its margin is
under :data:`~holdem.coach.grade.MISTAKE_BB`). While a choice is not settled,
the leader and the unsettled choices are played on another round of fresh deals,
up to :attr:`~holdem.coach.grade.Budget.playouts_cap` deals: fixed counts, so a
grade stays a pure function of its seed.

The verdict: the choice taken is a mistake when some choice gains at least
:data:`~holdem.coach.grade.MISTAKE_BB` over it beyond the 95% margin of their
difference. It does not hang on which of two choices within the noise of each
other is called best. While it is within one standard error of turning (a cost
just at its margin is one seed away from the other answer), the choice taken
and the one the verdict turns on alone play another round of fresh deals, up
to :attr:`~holdem.coach.grade.Budget.verdict_cap`: the play-outs go where the
verdict is decided, two choices at a time.

The best choice puts in the fewest chips among those named best (the one worth
most and each after it until the first some choice beats beyond the noise,
:func:`recommended`): the coach does not recommend a bigger risk for a gain it
cannot show, nor a cheap noisy choice below one shown worse. After a mistake it
is also one of the choices shown to beat the one taken, so the best and the
cost shown always agree with the verdict.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from holdem.coach.grade import MISTAKE_BB, Z95, Budget, ChoiceValue
from holdem.coach.values import Played, Valuer
from holdem.coach.verdict import named_best
from holdem.engine.actions import Action

VERDICT_Z: Final = 1.0
"""Standard errors a cost must be from turning its verdict before the verdict rounds stop."""


def compare(
    valuer: Valuer, actions: Sequence[Action], budget: Budget, big_blind: int, taken: Action | None = None
) -> tuple[list[ChoiceValue], int]:
    """Each action's value in big blinds with its error and the error of its difference with the best,
    and the index of the best (``taken``: the choice graded, whose verdict gets the verdict rounds)."""
    return settle(valuer, play_choices(valuer, actions, budget, big_blind), actions, budget, big_blind, taken)


def play_choices(
    valuer: Valuer, actions: Sequence[Action], budget: Budget, big_blind: int
) -> dict[Action, Played]:
    """Every action played on the same deals, with rounds added while a choice is not settled against the
    leader: the part of :func:`compare` that does not depend on the choice taken."""
    played = valuer.play(actions)
    while _spend(valuer, played, actions, budget, big_blind):
        pass
    return played


def settle(
    valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action], budget: Budget, big_blind: int,
    taken: Action | None = None,
) -> tuple[list[ChoiceValue], int]:
    """The rest of :func:`compare` on the choices :func:`play_choices` played: the verdict rounds of the
    choice ``taken``, then the values and the best."""
    while taken is not None and _settle_verdict(valuer, played, actions, taken, budget, big_blind):
        pass
    best = best_choice(valuer, played, actions, taken, big_blind)
    found = []
    for action in actions:
        mean, error = valuer.summary(played.get(action), action)
        diff_error = 0.0 if action == best else valuer.difference(played, best, action)[1]
        found.append(ChoiceValue(action, mean / big_blind, error / big_blind, diff_error / big_blind))
    return found, list(actions).index(best)


def _best(valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action]) -> Action:
    return max(actions, key=lambda a: valuer.summary(played.get(a), a)[0])


def recommended(valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action]) -> Action:
    """The best choice: among those named best (:func:`~holdem.coach.verdict.named_best`: from the one
    worth most, each until the first some choice beats beyond the noise), the one putting in the fewest
    chips (a larger risk is not recommended for a gain within the noise); the higher value on a tie."""
    return min(_named(valuer, played, actions), key=lambda a: _cheap(valuer, played, a))


def best_choice(
    valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action], taken: Action | None,
    big_blind: int,
) -> Action:
    """The best choice: when some choice beats the one taken by a mistake's cost beyond the noise, the
    one putting in the fewest chips among those that do and are named best (else the highest of those
    that do); otherwise :func:`recommended`."""
    if taken is None:
        return recommended(valuer, played, actions)
    beating = [c for c in actions if _beats(valuer, played, c, taken, big_blind)]
    if not beating:
        return recommended(valuer, played, actions)
    named = [c for c in _named(valuer, played, actions) if c in beating]
    if named:
        return min(named, key=lambda a: _cheap(valuer, played, a))
    return _best(valuer, played, beating)


def _named(valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action]) -> list[Action]:
    """The choices named best (:func:`~holdem.coach.verdict.named_best`), with the play-outs' paired
    errors."""
    values = [valuer.summary(played.get(a), a)[0] for a in actions]

    def beats(i: int, j: int) -> bool:
        return i != j and not _not_above(valuer, played, actions[i], actions[j])

    return [actions[i] for i in named_best(values, beats)]


def _cheap(valuer: Valuer, played: dict[Action, Played], action: Action) -> tuple[int, float]:
    """The order of the cheaper choice first: the chips it puts in, then the higher value."""
    return valuer.put_in(action), -valuer.summary(played.get(action), action)[0]


def _beats(
    valuer: Valuer, played: dict[Action, Played], choice: Action, taken: Action, big_blind: int
) -> bool:
    """Whether ``choice`` gains a mistake's cost (:data:`MISTAKE_BB`) over ``taken``, beyond the noise."""
    gap, error = valuer.difference(played, choice, taken)
    return choice != taken and gap >= MISTAKE_BB * big_blind and gap > Z95 * error


def _not_above(valuer: Valuer, played: dict[Action, Played], other: Action, candidate: Action) -> bool:
    gap, error = valuer.difference(played, other, candidate)
    return other == candidate or gap <= Z95 * error


def _spend(
    valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action], budget: Budget, big_blind: int
) -> bool:
    """Play another round for the choices not settled against the best; False when none is left to play."""
    best = _best(valuer, played, actions)
    unsettled = [a for a in actions if a != best and not _settled(valuer, played, best, a, big_blind)]
    spent = False
    for group in {id(p): p for p in played.values()}.values():
        if group.complete or len(group.deals) >= budget.playouts_cap:
            continue
        aligned = [a for a in actions if played.get(a) is group and len(group.results[a]) == len(group.deals)]
        wanted = [a for a in aligned if a in unsettled]
        if not wanted:
            continue
        valuer.more(group, [*wanted, *([best] if best in aligned and best not in wanted else [])])
        spent = True
    return spent


def _settled(
    valuer: Valuer, played: dict[Action, Played], best: Action, other: Action, big_blind: int
) -> bool:
    """Separated from the best beyond the noise, or too near it to be a mistake whatever the noise."""
    gap, error = valuer.difference(played, best, other)
    margin = Z95 * error
    return gap > margin or gap + margin < MISTAKE_BB * big_blind


def _settle_verdict(
    valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action], taken: Action, budget: Budget,
    big_blind: int,
) -> bool:
    """Another round for the choice taken and the one its verdict turns on (the best when it is a
    mistake, else the nearest to beating it) while that verdict is within :data:`VERDICT_Z` standard
    errors of turning; False when it is clear, or the cap is reached."""
    threshold = MISTAKE_BB * big_blind
    distances = {c: verdict_distance(*valuer.difference(played, c, taken), threshold)
                 for c in actions if c != taken}
    if not distances:
        return False
    best = best_choice(valuer, played, actions, taken, big_blind)
    rival = best if best != taken and _beats(valuer, played, best, taken, big_blind) else min(
        distances, key=lambda c: distances[c])
    if distances[rival] >= VERDICT_Z:
        return False
    wanted = [a for a in (rival, taken) if a in played]  # a fold is exactly 0: nothing to play
    groups = {id(played[a]): played[a] for a in wanted}
    if len(groups) != 1:  # played on different deals (one ends the betting): not paired, leave it
        return False
    (group,) = groups.values()
    if group.complete or len(group.deals) >= budget.verdict_cap:
        return False
    if any(len(group.results[a]) != len(group.deals) for a in wanted):
        return False
    valuer.more(group, wanted)
    return True


def verdict_distance(gap: float, error: float, threshold: float) -> float:
    """How many standard errors ``gap`` (the best's value minus the choice taken's) is from turning the
    verdict: a mistake is a gap of at least ``threshold`` and beyond its 95% margin.

    >>> round(verdict_distance(30.0, 10.0, 10.0), 2)  # a mistake, 1.04 errors above its margin
    1.04
    >>> round(verdict_distance(5.0, 10.0, 10.0), 2)  # not one: the gap would have to rise by 1.46 errors
    1.46
    """
    if error <= 0.0:
        return math.inf
    if gap >= threshold and gap > Z95 * error:
        return min(gap - threshold, gap - Z95 * error) / error
    return max(threshold - gap, Z95 * error - gap) / error
