"""The coach: its grades' stored form, ranges, values, exactness and what it may see."""

from __future__ import annotations

import json
import random

import pytest

from holdem.coach import ChoiceValue, DecisionGrade, HandGrade
from holdem.coach.exact import KINDS, check_spot, make_spot, matchup_counts
from holdem.coach.table import Line
from holdem.engine.actions import Action, LegalActions
from holdem.engine.cards import Deck, parse_cards
from holdem.engine.hand import Hand


def parse(text: str) -> tuple[int, ...]:
    """Cards as the coach's ints."""
    return tuple(sorted((int(c) for c in parse_cards(text)), reverse=True))


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


# ----- the play-outs' table follows the engine -------------------------------------------------


def _random_action(legal: LegalActions, rng: random.Random) -> Action:
    options = list(legal.actions())
    if legal.min_raise_to is not None and legal.max_raise_to is not None:
        options.append(Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to)))
    return rng.choice(options)


def test_a_line_records_what_the_engine_records_action_by_action() -> None:
    rng = random.Random(11)
    for number in range(150):
        seats = rng.randint(2, 6)
        stacks = [rng.choice([40, 200, 1000]) for _ in range(seats)]
        hand = Hand(stacks=stacks, button=number % seats, deck=Deck.shuffled(rng), hand_number=number + 1)
        line = Line.of(hand.events)
        while not hand.is_over:
            action = _random_action(hand.legal_actions(), rng)
            hand.act(action)
            line = line.act(action)
            while line.round_over and not line.over and not line.showdown_due:
                line = line.deal(hand.board)
            if not hand.is_over:
                assert line.state == hand.state
        seat = rng.randrange(seats)
        board = tuple(int(c) for c in hand.board)
        # What the line pays (uncalled chips included) leaves every seat with the engine's final stack.
        assert line.state.stacks[seat] + line.winnings(seat, board) == hand.stacks[seat]


# ----- exactness --------------------------------------------------------------------------------


@pytest.mark.parametrize("index", range(18))
def test_the_coach_values_a_river_decision_as_exact_enumeration_does(index: int) -> None:
    spot = make_spot(KINDS[index % 3], random.Random(1000 + index))
    check = check_spot(spot, seed=index)
    assert check.error_bb <= check.tolerance_bb


@pytest.mark.parametrize("index", range(2))
def test_the_coach_values_a_call_of_a_preflop_all_in_within_the_tolerance(index: int) -> None:
    spot = make_spot("preflop_shove", random.Random(2000 + index), size=1)
    check = check_spot(spot, seed=index)
    assert check.error_bb <= check.tolerance_bb


def test_exact_enumeration_counts_every_board_of_a_preflop_matchup() -> None:
    aces, kings = (parse("Ah Ad"), parse("Kc Ks"))
    wins, ties, total = matchup_counts(aces, kings)
    assert total == 1_712_304  # C(48, 5)
    assert 0.81 < (wins + ties / 2) / total < 0.83  # AA against KK with no shared suit: about 82%
