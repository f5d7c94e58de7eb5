"""Grade a stored hand: each decision of the player, valued against the opponents' policies."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from holdem.coach.grade import DEFAULT_BUDGET, Budget, HandGrade
from holdem.coach.model import OpponentModel
from holdem.engine.events import Event


def grade_hand(
    events: Sequence[Event], seat: int, hand_id: int, opponents: Mapping[int, OpponentModel], *,
    seed: int, budget: Budget = DEFAULT_BUDGET,
) -> HandGrade:
    """The grade of every decision ``seat`` made in the hand ``events`` (a pure function of its arguments)."""
    raise NotImplementedError("the coach's engine is being built")
