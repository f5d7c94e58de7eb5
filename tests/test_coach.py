"""The coach: its grades' stored form, ranges, values, exactness and what it may see."""

from __future__ import annotations

import json

import pytest

from holdem.coach import ChoiceValue, DecisionGrade, HandGrade
from holdem.engine.actions import Action


def _grade() -> HandGrade:
    decisions = (
        DecisionGrade(
            step=8, street="preflop", pot=15, to_call=10, needed_equity=0.4, equity=0.55,
            choices=(ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), 0.4, 0.1),
                     ChoiceValue(Action.raise_to(30), 1.2, 0.2)),
            taken=0, best=2, kind="preflop:BTN", opponent=None),
        DecisionGrade(
            step=14, street="river", pot=300, to_call=0, needed_equity=None, equity=0.7,
            choices=(ChoiceValue(Action.check(), 3.0, 0.0), ChoiceValue(Action.raise_to(150), 4.25, 0.0)),
            taken=1, best=1, kind="value", opponent="Otto"),
    )
    return HandGrade(hand_id=12, seat=0, big_blind=10, decisions=decisions)


def test_a_grade_survives_its_json_form() -> None:
    grade = _grade()
    assert HandGrade.from_json(json.loads(json.dumps(grade.to_json()))) == grade


def test_cost_is_what_the_taken_choice_gave_up_against_the_best() -> None:
    first, second = _grade().decisions
    assert first.cost_bb == pytest.approx(1.2) and first.mistake
    assert second.cost_bb == 0.0 and not second.mistake


@pytest.mark.parametrize("damage", [
    {"hand_id": "x"}, {"decisions": "none"}, {"decisions": [{"street": "flop"}]},
    {"decisions": [{**_grade().to_json()["decisions"][0], "taken": 7}]},  # type: ignore[index, dict-item]
    {"decisions": [{**_grade().to_json()["decisions"][0], "choices": [["shove", 1.0, 0.0]]}]},  # type: ignore[index, dict-item]
])
def test_a_damaged_grade_is_refused_with_a_value_error(damage: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        HandGrade.from_json({**_grade().to_json(), **damage})
