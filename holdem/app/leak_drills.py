"""The drill that works on a leak: the family of a leak kind, on the street where it happened.

A graded decision has a leak kind (``preflop:CO``, ``call``, ``bluff``...: docs/coach.md) and a street; a
row of G's leak report has a kind and every decision of that kind, on any street. The row drills the
family of the street where the kind's mistakes cost most (where it has none, the street where it came up
most). Some kinds on some streets have no family: a call or a fold facing a turn bet, a river bluff.

>>> drill_family("fold_to_cbet", "flop"), drill_family("bluff", "river")
('vs_cbet', None)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from holdem.app.drills import POSTFLOP_FAMILY, family_for
from holdem.coach.grade import DecisionGrade
from holdem.coach.spots import VALUE_EQUITY

RIVER_FACING: frozenset[str] = frozenset({"call", "fold"})
"""Leak kinds of a bet faced: on the river they are the bluff-catch's decisions."""


def drill_family(kind: str, street: str) -> str | None:
    """The family that drills a decision of leak kind ``kind`` on ``street`` (None: no family drills it)."""
    base = kind.partition(":")[0]
    if base == "preflop" or (street, base) in POSTFLOP_FAMILY or (street == "river" and base in RIVER_FACING):
        return family_for(kind, street)
    return None


def leak_street(kind: str, decisions: Iterable[DecisionGrade]) -> str | None:
    """The street where the decisions of ``kind`` cost most in mistakes (none: where they came up most)."""
    mine = [d for d in decisions if d.kind == kind]
    cost: dict[str, float] = {}
    for d in mine:
        if d.verdict.mistake:
            cost[d.street] = cost.get(d.street, 0.0) + d.verdict.cost_bb
    if cost:
        return max(sorted(cost), key=lambda street: cost[street])
    seen = Counter(d.street for d in mine)
    return max(sorted(seen), key=lambda street: seen[street]) if seen else None


def leak_family(kind: str, decisions: Iterable[DecisionGrade]) -> str | None:
    """The family a row of the leak report drills (None: no family drills that kind there). Checks where
    a bet was the lesson are drilled as the bet they missed: the river's value bet where their mistakes'
    cost there was mostly with a value hand, none where it was mostly a missed bluff (no family drills a
    river bluff; the play-test read "Checks: D drills River value bet" beside two missed bluff jams)."""
    decisions = list(decisions)
    street = leak_street(kind, decisions)
    if street is None:
        return None
    if kind == "check":
        missed = [d for d in decisions if d.kind == kind and d.street == street and d.verdict.mistake]
        bluffs = sum(d.verdict.cost_bb for d in missed if d.equity < VALUE_EQUITY)
        if bluffs > sum(d.verdict.cost_bb for d in missed) / 2:
            return drill_family("bluff", street)
    return drill_family(kind, street)
