"""What the coach says about a hand: each decision's pot odds, equity and the worth of each choice.

These are plain frozen values with a JSON form, so a grade can be stored with
its hand and read back without grading again:

>>> from holdem.engine.actions import Action
>>> decision = DecisionGrade(
...     step=9, street="river", pot=200, to_call=100, needed_equity=1 / 3, equity=0.25,
...     choices=(ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), -4.5, 0.0)),
...     taken=1, best=0, kind="call", opponent="Otto")
>>> decision.cost_bb, decision.mistake, decision.verdict.kind
(4.5, True, 'mistake')
>>> grade = HandGrade(hand_id=7, seat=0, big_blind=10, decisions=(decision,))
>>> HandGrade.from_json(grade.to_json()) == grade
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from holdem.coach.grade_json import (
    STREETS,
    _field,
    _int,
    _measure,
    _number,
    _reason,
    _reason_json,
    _sound,
    _sound_json,
)
from holdem.coach.reason import Reason
from holdem.coach.verdict import (
    CONFIRM_Z,
    KINDS,
    MISTAKE_BB,
    Z95,
    SoundCheck,
    Tendency,
    Verdict,
    decide,
)
from holdem.engine.actions import Action, InvalidActionError

__all__ = ["CONFIRM_Z", "MISTAKE_BB", "Z95", "SoundCheck", "Tendency", "Verdict"]

GRADE_VERSION: Final = 12
"""The form of a stored grade: 2 holds each decision's verdict and its sound-table check, 3 its reason too,
4 every choice's value at the sound table (a mistake's lesson is the choice good at both tables), 5 those
values with a raise of a size the sound style never makes read as its raise of any size, 6 the equity when
a bet is called against one caller (the likeliest, named) and his price, and the choices named best and
close by :func:`holdem.coach.verdict.named_best` (the recommended choice among them, a close choice's cost
against the one worth most, a gap the fresh deals do not keep close), 7 the price of the stack a call or a
bet called commits (:class:`holdem.coach.reason.Stack`, :attr:`holdem.coach.reason.Answers.stack`), 8 before
the flop with players yet to act, the equity against those who put chips in (``reason.Entered``), 9 a
tendency of the hands that call a bet (:data:`holdem.coach.verdict.CALLED`), 10 one choice for the raises
that put every opponent all in, and a preset raise leaving less than half the pot behind made all in, as
the bots make it (:func:`holdem.coach.spots.choices_at`), 11 the sound table defending at least the
minimum-defence share against the player's bet beyond the pot (:class:`holdem.coach.defender.Defender`) and
an opponent's bets into a check told as a tendency, 12 such a bet valued there as the lesser of that floor and
the style's own answer (:meth:`holdem.coach.sound_side.SoundSide.lesser`).
A grade stored in another form is not read (:class:`StaleGrade`): its verdicts were decided by other rules,
or it lacks what the review says."""


class StaleGrade(ValueError):
    """A stored grade written by another version of the coach (:data:`GRADE_VERSION`)."""


@dataclass(frozen=True, slots=True)
class Budget:
    """Fixed trial counts for grading (never a time budget), so a grade is reproducible."""

    playouts: int = 64
    """Hands played out from the decision for each choice (the same deals for every choice)."""
    playouts_cap: int = 128
    """Play-outs the leading choices may reach, a round of ``playouts`` at a time, while the best is
    not separated from them (fixed counts: a grade stays reproducible)."""
    verdict_cap: int = 384
    """Play-outs the choice taken and the best may reach, two choices a round, while the verdict
    (mistake or not) is within one standard error of turning (:func:`holdem.coach.compare.compare`)."""
    range_samples: int = 100
    """Holdings per opponent weighted after the flop (before the flop all 1,326 are)."""
    policy_trials: int = 48
    """Equity trials an opponent's policy may use for one answer (passed as ``trials``)."""
    equity_trials: int = 2000
    """Trials for the player's equity against the weighted ranges."""
    runouts: int = 8
    """Boards dealt at a showdown with cards to come (all-in), averaged."""
    showdown_boards: int = 20000
    """Boards dealt in all for a choice after which nobody decides again (an all-in called, say)."""
    fresh_playouts: int = 128
    """Fresh deals a mistake found is played on again, for the best choice and the one taken: once to
    confirm it (:data:`CONFIRM_Z`), and once more, when it stands, for the cost shown (independent of the
    deals that found and confirmed it, so not raised by the luck of either)."""


DEFAULT_BUDGET: Final = Budget()

RangeView = tuple[tuple[str, float], ...]
"""Starting-hand classes (``"AKs"``) with how much of each is in a range (0 to 1), most first."""


@dataclass(frozen=True, slots=True)
class ChoiceValue:
    """One choice the player had and its worth in big blinds from the decision on."""

    action: Action
    ev_bb: float
    """Expected chips won or lost from this decision on, in big blinds (chips already in are sunk)."""
    stderr_bb: float
    """Monte Carlo standard error (0.0 when computed exactly)."""
    diff_stderr_bb: float | None = None
    """Standard error of the best choice's value minus this one's, over the deals both were played on
    (0.0 for the best itself; None in grades stored before it was kept)."""

    @property
    def margin_bb(self) -> float:
        """The 95% margin of :attr:`ev_bb`."""
        return Z95 * self.stderr_bb


@dataclass(frozen=True, slots=True)
class DecisionGrade:
    """One decision of the player: the price, the equity, and what each choice was worth."""

    step: int
    """Index in the hand's full event list of the player's ``PlayerActed`` event."""
    street: str
    pot: int
    """Chips in the middle before the decision (bets on the table included)."""
    to_call: int
    needed_equity: float | None
    """Pot odds, ``to_call / (pot + to_call)``; None when there was no bet to answer (checking was
    free, or nobody had raised before the flop: the blinds are not a price)."""
    equity: float
    """The player's share of the pot at showdown against the weighted ranges."""
    choices: tuple[ChoiceValue, ...]
    taken: int
    best: int
    """The choice the coach recommends (:func:`holdem.coach.compare.best_choice`): among those named best
    (:func:`holdem.coach.verdict.named_best`), the one putting in the fewest chips; after a mistake found,
    one of those that beat the one taken by the line. Every choice's paired error is against it."""
    kind: str
    """The leak kind (docs/coach.md): ``preflop:<position>``, ``call``, ``fold_to_cbet``, ..."""
    opponent: str | None
    """The opponent whose bet the player faced, else the main opponent."""
    ranges: tuple[tuple[str, RangeView], ...] = ()
    """Each opponent still in (by name) and how much of each starting-hand class its range holds."""
    confirm_cost: tuple[float, float] | None = None
    """A mistake found, played again on fresh deals to see whether it stands: the best choice's value
    minus the one taken's, in big blinds, and its standard error (None when none was found, when the
    deals that found it leave nothing to draw again, as an exact river, or in grades stored before it was
    kept: the mistake then stands as found)."""
    fresh_cost: tuple[float, float] | None = None
    """A mistake's cost measured again on fresh deals, after it was confirmed (deals independent of both
    the finding and the confirmation, so not raised by the luck of either): the best choice's value minus
    the one taken's, in big blinds, and its standard error (None when not a mistake, when nothing is left
    to draw again, or in grades stored before it was kept)."""
    sound: SoundCheck | None = None
    """The choice taken against the sound table, where that can change the verdict
    (:mod:`holdem.coach.sound`); None where it cannot, or where the table is taken as sound."""
    reason: Reason | None = None
    """What the reason for the verdict needs (:mod:`holdem.coach.reason`); None for a grade made up
    without it (the review then says only the price and the equity)."""
    verdict: Verdict = field(init=False, compare=False)
    """The verdict (:func:`holdem.coach.verdict.decide`), worked out from the fields above."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "verdict", decide(self))

    @property
    def found_cost_bb(self) -> float:
        """Big blinds given up against the best choice on the deals that graded it (0.0 for the best)."""
        return max(self.choices[self.best].ev_bb - self.choices[self.taken].ev_bb, 0.0)

    @property
    def found_margin_bb(self) -> float:
        """The 95% margin of :attr:`found_cost_bb` (from the paired difference of the two values)."""
        return Z95 * self.difference_error(self.taken)

    @property
    def cost_bb(self) -> float:
        """What the choice taken gave up against the best, in big blinds: for a mistake, measured again
        on fresh deals (the deals that found it picked the largest of noisy gaps, so their gap runs high;
        the fresh one may even be below 0); for one found but not confirmed, the confirmation's gap; else
        :attr:`found_cost_bb`."""
        return self._measured[0]

    @property
    def cost_margin_bb(self) -> float:
        """The 95% margin of :attr:`cost_bb`."""
        return self._measured[1]

    @property
    def _measured(self) -> tuple[float, float]:
        if self.confirmed and self.fresh_cost is not None:
            return self.fresh_cost[0], Z95 * self.fresh_cost[1]
        if self.unconfirmed and self.confirm_cost is not None:
            return self.confirm_cost[0], Z95 * self.confirm_cost[1]
        return self.found_cost_bb, self.found_margin_bb

    @property
    def found(self) -> bool:
        """Whether the choice taken gave up at least :data:`MISTAKE_BB` against the best, beyond the noise,
        on the deals that graded it."""
        return self.found_cost_bb >= MISTAKE_BB and self.found_cost_bb > self.found_margin_bb

    @property
    def confirmed(self) -> bool:
        """A gap :attr:`found` that stands on the fresh deals that confirm it (above :data:`CONFIRM_Z`
        standard errors); one that nothing could confirm (valued exactly) stands as found."""
        confirm = self.confirm_cost
        return self.found and (confirm is None or confirm[0] > CONFIRM_Z * confirm[1])

    @property
    def unconfirmed(self) -> bool:
        """A mistake found on the deals that graded the decision that the fresh deals did not confirm."""
        return self.found and not self.confirmed

    @property
    def mistake(self) -> bool:
        """Whether the verdict is a mistake (in both tables: :mod:`holdem.coach.verdict`)."""
        return self.verdict.mistake

    @property
    def exploit(self) -> bool:
        """Whether the verdict is an exploit: a mistake at this table only."""
        return self.verdict.exploit

    def difference_error(self, index: int) -> float:
        """Standard error of the best value minus choice ``index``'s (older grades: as if independent)."""
        if index == self.best:
            return 0.0
        kept = self.choices[index].diff_stderr_bb
        if kept is not None:
            return kept
        return math.hypot(self.choices[self.best].stderr_bb, self.choices[index].stderr_bb)

    def close(self, index: int) -> bool:
        """Whether choice ``index`` is labelled close (:attr:`Verdict.close`)."""
        return index in self.verdict.close

    @property
    def advised(self) -> frozenset[int]:
        """The choices the coach advises after a mistake or an exploit: those its verdict names best (empty
        otherwise)."""
        return frozenset(self.verdict.best) if self.verdict.kind in ("mistake", "exploit") else frozenset()


@dataclass(frozen=True, slots=True)
class HandGrade:
    """The coach's grade of one stored hand for the player at ``seat``."""

    hand_id: int
    seat: int
    big_blind: int
    decisions: tuple[DecisionGrade, ...]

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict (actions in their notation, such as ``"raise_to 300"``)."""
        return {
            "version": GRADE_VERSION, "hand_id": self.hand_id, "seat": self.seat, "big_blind": self.big_blind,
            "decisions": [_decision_json(d) for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> HandGrade:
        """The grade ``to_json`` wrote; :class:`StaleGrade` when another version wrote it, ValueError when
        ``data`` is not one."""
        if not isinstance(data, Mapping):
            raise ValueError("a hand grade is a JSON object")
        if data.get("version") != GRADE_VERSION:
            raise StaleGrade(f"a grade of version {data.get('version', 1)}, not {GRADE_VERSION}")
        decisions = _field(data, "decisions", list)
        return cls(
            hand_id=_int(data, "hand_id"), seat=_int(data, "seat"), big_blind=_int(data, "big_blind"),
            decisions=tuple(_decision(item) for item in decisions),
        )


def _decision_json(d: DecisionGrade) -> dict[str, object]:
    return {
        "step": d.step, "street": d.street, "pot": d.pot, "to_call": d.to_call,
        "needed_equity": d.needed_equity, "equity": d.equity,
        "choices": [_choice_json(c) for c in d.choices],
        "taken": d.taken, "best": d.best, "kind": d.kind, "opponent": d.opponent,
        "ranges": [[name, [list(c) for c in classes]] for name, classes in d.ranges],
        "confirm_cost": None if d.confirm_cost is None else list(d.confirm_cost),
        "fresh_cost": None if d.fresh_cost is None else list(d.fresh_cost),
        "sound": None if d.sound is None else _sound_json(d.sound),
        "reason": None if d.reason is None else _reason_json(d.reason),
        "verdict": {"kind": d.verdict.kind, "cost_bb": d.verdict.cost_bb, "margin_bb": d.verdict.margin_bb,
                    "best": list(d.verdict.best), "reverse": d.verdict.reverse,
                    "table_best": list(d.verdict.table_best), "exploit_bb": d.verdict.exploit_bb,
                    "close": list(d.verdict.close)},
    }


def _decision(item: object) -> DecisionGrade:
    if not isinstance(item, Mapping):
        raise ValueError("a decision is a JSON object")
    choices = tuple(_choice(c) for c in _field(item, "choices", list))
    taken, best = _int(item, "taken"), _int(item, "best")
    if not choices or not (0 <= taken < len(choices) and 0 <= best < len(choices)):
        raise ValueError("a decision's taken and best must index its choices")
    street = _field(item, "street", str)
    if street not in STREETS:
        raise ValueError(f"unknown street {street!r}")
    needed = item.get("needed_equity")
    opponent = item.get("opponent")
    if opponent is not None and not isinstance(opponent, str):
        raise ValueError("opponent must be a name or null")
    decision = DecisionGrade(
        step=_int(item, "step"), street=street, pot=_int(item, "pot"), to_call=_int(item, "to_call"),
        needed_equity=None if needed is None else _number(needed, "needed_equity"),
        equity=_number(item.get("equity"), "equity"), choices=choices, taken=taken, best=best,
        kind=_field(item, "kind", str), opponent=opponent,
        ranges=_ranges(item.get("ranges", [])), confirm_cost=_measure(item, "confirm_cost"),
        fresh_cost=_measure(item, "fresh_cost"), sound=_sound(item.get("sound"), len(choices)),
        reason=_reason(item.get("reason"), len(choices)),
    )
    stored = _field(item, "verdict", dict)
    if stored.get("kind") not in KINDS or stored.get("kind") != decision.verdict.kind:
        raise ValueError("the stored verdict is not the one its values give")
    return decision


def _ranges(item: object) -> tuple[tuple[str, RangeView], ...]:
    """The stored range views (absent in older grades: none)."""
    if not isinstance(item, list):
        raise ValueError("ranges must be a list")
    found = []
    for entry in item:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)
                and isinstance(entry[1], list)):
            raise ValueError("a range is [name, [[class, share], ...]]")
        classes = []
        for pair in entry[1]:
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
                raise ValueError("a range's class is [class, share]")
            classes.append((pair[0], _number(pair[1], "share")))
        found.append((entry[0], tuple(classes)))
    return tuple(found)


def _choice_json(c: ChoiceValue) -> list[object]:
    found: list[object] = [str(c.action), c.ev_bb, c.stderr_bb]
    return found if c.diff_stderr_bb is None else [*found, c.diff_stderr_bb]


def _choice(item: object) -> ChoiceValue:
    if not isinstance(item, list) or len(item) not in (3, 4) or not isinstance(item[0], str):
        raise ValueError("a choice is [action, ev_bb, stderr_bb] with diff_stderr_bb after it or not")
    try:
        action = Action.parse(item[0])
    except InvalidActionError as error:
        raise ValueError(str(error)) from error
    diff = _number(item[3], "diff_stderr_bb") if len(item) == 4 else None
    return ChoiceValue(action, _number(item[1], "ev_bb"), _number(item[2], "stderr_bb"), diff)
