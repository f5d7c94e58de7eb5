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

The best choice (:func:`recommended`) is then the one that puts in the fewest
chips among those no other choice beats beyond the noise: the coach does not
recommend a bigger risk for a gain it cannot show.
"""

from __future__ import annotations

from collections.abc import Sequence

from holdem.coach.grade import MISTAKE_BB, Z95, Budget, ChoiceValue
from holdem.coach.values import Played, Valuer
from holdem.engine.actions import Action, ActionType


def compare(
    valuer: Valuer, actions: Sequence[Action], budget: Budget, big_blind: int
) -> tuple[list[ChoiceValue], int]:
    """Each action's value in big blinds with its error and the error of its difference with the best,
    and the index of the best."""
    played = valuer.play(actions)
    while _spend(valuer, played, actions, budget, big_blind):
        pass
    best = recommended(valuer, played, actions)
    found = []
    for action in actions:
        mean, error = valuer.summary(played.get(action), action)
        diff_error = 0.0 if action == best else valuer.difference(played, best, action)[1]
        found.append(ChoiceValue(action, mean / big_blind, error / big_blind, diff_error / big_blind))
    return found, list(actions).index(best)


def _best(valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action]) -> Action:
    return max(actions, key=lambda a: valuer.summary(played.get(a), a)[0])


def recommended(valuer: Valuer, played: dict[Action, Played], actions: Sequence[Action]) -> Action:
    """The best choice: the one putting in the fewest chips that no choice beats beyond the noise (a
    larger risk is not recommended for a gain within the noise); the higher value on a tie."""
    ordered = sorted(actions, key=lambda a: (_chips(valuer, a), -valuer.summary(played.get(a), a)[0]))
    for candidate in ordered:
        if all(_not_above(valuer, played, other, candidate) for other in actions):
            return candidate
    return _best(valuer, played, actions)  # the highest value is never beaten: not reached


def _not_above(valuer: Valuer, played: dict[Action, Played], other: Action, candidate: Action) -> bool:
    gap, error = valuer.difference(played, other, candidate)
    return other == candidate or gap <= Z95 * error


def _chips(valuer: Valuer, action: Action) -> int:
    """The chips ``action`` puts in now."""
    state = valuer.line.state
    seat = valuer.seat
    if action.type is ActionType.CALL:
        return min(state.current_bet - state.committed[seat], state.stacks[seat])
    if action.type is ActionType.RAISE_TO:
        return action.amount - state.committed[seat]
    return 0


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
