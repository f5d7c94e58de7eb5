"""The coach's honesty: margins, paired differences, the give-up floor, the sound continuation, ranges."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from holdem.bots.combos import COMBOS, class_combos, combo_index
from holdem.bots.strategy import StrategyBot
from holdem.coach import Budget, ChoiceValue, DecisionGrade, HandGrade, OpponentModel
from holdem.coach.continuation import SOUND, STATED, table_record
from holdem.coach.grade import GRADE_VERSION, StaleGrade
from holdem.coach.opponents import range_classes
from holdem.coach.practice import PlayedHand, practice_hands, stand_in
from holdem.coach.ranges import Range, systematic
from holdem.coach.review import grade_at
from holdem.coach.sound import SoundTable
from holdem.coach.table import Line
from holdem.engine.actions import Action, ActionType
from holdem.engine.cards import parse_cards
from holdem.engine.events import PlayerActed, Street
from holdem.engine.state import fold_events
from holdem.engine.view import filter_events

SMALL = Budget(playouts=24, playouts_cap=48, range_samples=24, policy_trials=16, equity_trials=200,
               runouts=2, showdown_boards=2000)


def _decision(cost: float, diff_error: float | None) -> DecisionGrade:
    choices = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0 if diff_error is not None else None),
               ChoiceValue(Action.call(), -cost, 1.0, diff_error))
    return DecisionGrade(step=9, street="turn", pot=200, to_call=100, needed_equity=1 / 3, equity=0.2,
                         choices=choices, taken=1, best=0, kind="call", opponent="Otto")


def test_a_cost_within_the_noise_of_the_paired_difference_is_close_not_a_mistake() -> None:
    noisy = _decision(4.0, 2.5)  # 4 bb against a margin of 4.9 bb
    assert noisy.cost_bb == 4.0 and not noisy.mistake and noisy.verdict.best == (0, 1)  # named together
    clear = _decision(4.0, 0.5)  # 4 bb against a margin of 1 bb
    assert clear.mistake and not clear.close(1)
    assert _decision(2.0, 0.5).close(1)  # beaten beyond the noise, under the line
    assert not _decision(2.9, 0.01).mistake  # significant, but under the 3 bb line
    assert not _decision(2.0, 0.5).found  # a gap of 2 bb beyond the noise is shown, not flagged


def test_a_grade_stored_by_another_version_is_refused_as_stale_not_read_with_fallbacks() -> None:
    grade = HandGrade(hand_id=1, seat=0, big_blind=10, decisions=(_decision(4.0, 0.5),))
    data = grade.to_json()
    assert HandGrade.from_json(data) == grade and data["version"] == GRADE_VERSION
    older = {key: value for key, value in data.items() if key != "version"}  # written before the verdicts
    with pytest.raises(StaleGrade):
        HandGrade.from_json(older)
    decision = data["decisions"][0]  # type: ignore[index]
    decision["verdict"]["kind"] = "best"  # a verdict its values do not give
    with pytest.raises(ValueError, match="verdict"):
        HandGrade.from_json(data)


def test_a_gap_measured_under_the_line_on_fresh_deals_is_close_not_a_mistake() -> None:
    """The deals that found a mistake picked the largest of noisy gaps, so their gap runs high: the cost
    shown is the one measured again on fresh deals, and a mistake is one only while that cost is at least
    the line; under it (beyond the noise) or within the noise of the fresh deals, the choice is close (the
    table shows it beaten), and the cost shown is the fresh one."""
    found = replace(_decision(4.0, 0.5), fresh_cost=(3.4, 0.9))
    assert found.mistake and found.found_cost_bb == 4.0 and math.isclose(found.found_margin_bb, 0.98)
    assert found.cost_bb == found.verdict.cost_bb == 3.4 and math.isclose(found.cost_margin_bb, 1.764)
    small = replace(_decision(4.0, 0.5), fresh_cost=(2.5, 0.5))
    assert not small.mistake and small.verdict.kind == "close" and small.verdict.cost_bb == 2.5
    noisy_fresh = replace(small, fresh_cost=(2.5, 2.55))  # "mistake, -2.5 bb ... cost 2.5 ± 5.0"
    assert not noisy_fresh.mistake and noisy_fresh.verdict.kind == "close" and noisy_fresh.close(1)
    grade = HandGrade(hand_id=1, seat=0, big_blind=10, decisions=(found, small))
    assert HandGrade.from_json(grade.to_json()) == grade
    noisy = replace(_decision(2.0, 1.5), fresh_cost=(3.0, 0.1))  # no mistake: nothing to measure again
    assert not noisy.mistake and noisy.cost_bb == 2.0 and math.isclose(noisy.cost_margin_bb, 2.94)


def test_a_mistake_found_stands_only_when_fresh_deals_confirm_it() -> None:
    """A gap only the deals that found it show (they picked the largest of noisy gaps) is no mistake: the
    fresh deals that confirm it must keep it above one standard error. One not confirmed shows the
    confirmation's gap; one valued exactly (nothing to draw again) stands as found."""
    found = _decision(4.0, 0.5)
    assert found.found and found.mistake and not found.unconfirmed  # nothing to confirm: stands as found
    undone = replace(found, confirm_cost=(0.8, 0.9))  # 0.8 bb, under one standard error of 0.9
    assert undone.found and not undone.mistake and undone.unconfirmed and undone.verdict.kind == "close"
    assert undone.cost_bb == 0.8 and math.isclose(undone.cost_margin_bb, 1.764)
    stands = replace(found, confirm_cost=(1.0, 0.9), fresh_cost=(3.4, 0.9))
    assert stands.mistake and not stands.unconfirmed and stands.cost_bb == 3.4  # the cost: another batch
    grade = HandGrade(hand_id=1, seat=0, big_blind=10, decisions=(undone, stands))
    assert HandGrade.from_json(grade.to_json()) == grade
    noisy = replace(_decision(2.0, 1.5), confirm_cost=(3.0, 0.1))  # never found: the confirmation is moot
    assert not noisy.found and not noisy.mistake and not noisy.unconfirmed and noisy.cost_bb == 2.0


def test_the_real_coach_measures_only_its_mistakes_again_on_fresh_deals() -> None:
    """A preflop decision of a practice hand (seed 9, the 110th, step 14: a raise to 140 in the big blind)
    is found a mistake of 17.1 bb on the deals that found it (against a raise to 60), and fresh deals do
    not confirm it (-0.6 bb, under one standard error of 3.1): it is close (the table shows it beaten; the
    fresh deals measure the gap within the noise), with the confirmation's gap shown, no third batch is
    played and the sound table is not asked (no mistake here)."""
    played = list(practice_hands(9, 110, stand_in(9)))[109]
    event = played.events[14]
    assert isinstance(event, PlayerActed) and event.seat == 0 and event.street is Street.PREFLOP
    found = grade_at(played.events, 0, 14, played.opponents, seed=2, budget=SMALL)
    assert found.found and found.unconfirmed and not found.mistake
    assert found.confirm_cost is not None and round(found.confirm_cost[0], 1) == -0.6
    assert round(found.found_cost_bb, 1) == 17.1 and found.cost_bb == found.confirm_cost[0]
    assert found.verdict.kind == "close"  # a gap the fresh deals do not show
    assert found.fresh_cost is None and found.sound is None


def test_a_river_mistake_valued_on_every_holding_of_its_range_is_not_played_again() -> None:
    """On the river every holding of the range sample is played: fresh deals would be the same ones, so the
    cost shown is the one found, with its margin (the sample's)."""
    played = list(practice_hands(9, 23, stand_in(9)))[22]
    river = grade_at(played.events, 0, 24, played.opponents, seed=2, budget=SMALL)
    assert river.street == "river" and river.found and river.confirmed
    assert river.verdict.kind == "exploit"  # no mistake at the sound table: an exploit of this one
    assert river.fresh_cost is None and river.confirm_cost is None
    assert river.cost_bb == river.found_cost_bb and river.cost_margin_bb == river.found_margin_bb > 0.0


def test_a_range_view_says_how_much_of_each_hand_class_is_in_the_range() -> None:
    aces = [COMBOS[combo_index(int(a), int(b))] for a, b in
            [parse_cards("Ah Ad"), parse_cards("As Ac"), parse_cards("Ah Ac")]]
    seven_deuce = COMBOS[combo_index(*(int(c) for c in parse_cards("7h 2c")))]
    found = range_classes(Range((*aces, seven_deuce), (1.0, 1.0, 1.0, 0.5)))
    assert found == (("AA", 0.5), ("72o", 0.04))  # half the aces, one of 12 offsuit 7-2 at half weight
    # With the ace of spades dead (the player's, or the board's) three pairs of aces are possible: two
    # of them are two thirds of the class (not a third of its six), and 7-2 offsuit is still one of 12.
    dead = [int(c) for c in parse_cards("As 9d")]
    assert range_classes(Range((*aces[:1], aces[2], seven_deuce), (1.0, 1.0, 0.5)), dead) == (
        ("AA", 0.67), ("72o", 0.04))
    everything = Range(tuple(c for c in COMBOS if not set(c) & set(dead)), (1.0,) * 1225)
    assert {share for _name, share in range_classes(everything, dead)} == {1.0}  # a range of every hand


def _drawn(weights: dict[tuple[int, int], float], draws: int, rng_value: float = 0.5) -> Range:
    """``draws`` holdings drawn from a range as the coach draws them after the flop."""
    combos, full = tuple(weights), tuple(weights.values())
    counts: dict[int, int] = {}
    for index in systematic(rng_value, full, draws):
        counts[index] = counts.get(index, 0) + 1
    return Range(tuple(combos[i] for i in counts), tuple(float(n) for n in counts.values()), sampled=True,
                 unit=sum(full) / draws, per_draw=tuple(full[i] / n for i, n in counts.items()))


def _width(shares: tuple[tuple[str, float], ...]) -> float:
    return sum(share * class_combos(name) for name, share in shares) / len(COMBOS)


@pytest.mark.parametrize("wide", [0.1, 0.3, 0.6, 0.9, 1.0])
def test_a_drawn_range_reads_as_wide_as_the_range_it_stands_for(wide: float) -> None:
    """100 holdings drawn from a range of the top ``wide`` of the 1,326 (every other at a tenth of the
    weight): the view reads the range's width, not the draw's (100 of 1,326), and no class above all."""
    order = sorted(COMBOS, key=lambda c: (c[0] // 4 + c[1] // 4, c[0] % 4 == c[1] % 4), reverse=True)
    cut = round(wide * len(order))
    weights = {c: 1.0 if i < cut else 0.1 for i, c in enumerate(order)}
    whole = range_classes(Range(tuple(weights), tuple(weights.values())))
    drawn = range_classes(_drawn(weights, 100))
    assert all(0.0 < share <= 1.0 for _name, share in drawn)
    assert _width(drawn) == pytest.approx(_width(whole), abs=0.01)


def test_a_drawn_class_is_never_more_than_all_of_it() -> None:
    """A class holding one live holding, drawn twice, is all in the range, and its extra weight goes to the
    other class drawn, never above all of that one either."""
    aces = [COMBOS[combo_index(int(a), int(b))] for a, b in [parse_cards("Ah Ad"), parse_cards("Ks Kc")]]
    # A-A drawn three times stands for 1.5 holdings of the one left; K-K once, for 0.5 of its one.
    tiny = Range((aces[0], aces[1]), (3.0, 1.0), sampled=True, unit=0.5, per_draw=(1 / 3, 1.0))
    dead = [int(c) for c in parse_cards("As Ac Kh Kd")]  # A-A: Ah Ad only; K-K: Ks Kc only
    assert dict(range_classes(tiny, dead)) == {"AA": 1.0, "KK": 1.0}


def test_the_sound_continuation_is_a_policy_and_the_stated_one_a_rule() -> None:
    sound = SOUND.for_decision((51, 50), {}, random.Random(1), {})
    assert isinstance(sound, StrategyBot) and isinstance(sound, OpponentModel)
    stated = STATED.for_decision((51, 50), {}, random.Random(1), {})
    assert callable(stated) and not isinstance(stated, OpponentModel)


def test_the_sound_continuation_reads_each_opponent_by_what_the_table_saw_him_do() -> None:
    """After 39 hands the continuation reads each opponent by another seat's count of him (every seat saw
    the same actions), not by the priors; his own model, which knows his cards, is never the source."""
    played = list(practice_hands(3, 40, stand_in(3)))[-1]
    models = {seat: bot for seat, bot in played.opponents.items() if seat != 0}  # seat 0 is the player
    record = table_record(models)
    assert set(record) == {bot.name for bot in models.values()}
    for seat, bot in models.items():
        other = next(b for s, b in models.items() if s != seat)
        assert record[bot.name] == other.model.profile(bot.name) and record[bot.name].hands >= 30
    sound = SOUND.for_decision((51, 50), {}, random.Random(1), models)
    assert isinstance(sound, StrategyBot)
    assert {name: sound.model.profile(name) for name in record} == record
    assert sound.model.profile("Hero").hands == 0  # the player itself: the priors
    assert table_record({1: models[1]}) == {}  # no other seat counted him: the priors
    table = SoundTable(filter_events(played.events, 0), 0, {s: b.name for s, b in models.items()}, SMALL,
                       random.Random(1))
    assert all(read.hands == 0 for read in table_record(table.models).values())  # the sound table: no reads


def test_no_choice_is_valued_below_what_it_puts_in_beyond_its_margin() -> None:
    """A player can always give up later: a raise is worth at least minus the raise."""
    graded = 0
    for played in practice_hands(4, 40, stand_in(4)):
        for step, event in enumerate(played.events):
            if not (isinstance(event, PlayerActed) and event.seat == 0 and event.street is Street.PREFLOP):
                continue
            state = fold_events(played.events[:step])
            grade = grade_at(played.events, 0, step, played.opponents, seed=2, budget=SMALL)
            for choice in grade.choices:
                kind = choice.action.type
                put = (choice.action.amount - state.committed[0] if kind is ActionType.RAISE_TO
                       else min(grade.to_call, state.stacks[0]) if kind is ActionType.CALL else 0)
                assert choice.ev_bb >= -put / 10 - choice.margin_bb, (str(choice.action), choice.ev_bb)
            graded += 1
        if graded >= 3:
            return
    raise AssertionError("fewer than 3 preflop decisions in 40 hands")


def test_no_bet_to_answer_before_the_flop_means_no_price() -> None:
    for played in practice_hands(4, 40, stand_in(4)):
        for step, event in enumerate(played.events):
            if isinstance(event, PlayerActed) and event.seat == 0 and event.street is Street.PREFLOP:
                state = fold_events(played.events[:step])
                if state.current_bet == state.big_blind and state.committed[0] < state.big_blind:
                    grade = grade_at(played.events, 0, step, played.opponents, seed=2, budget=SMALL)
                    assert grade.to_call > 0 and grade.needed_equity is None
                    return
    raise AssertionError("no unopened pot to come into in 40 hands")


def test_the_chance_that_all_fold_to_a_shove_is_worked_out_from_their_ranges() -> None:
    from holdem.coach.folds import fold_path
    from holdem.coach.ranges import RangeReader
    from holdem.coach.sound_side import decision_ranges
    from holdem.coach.table import Line
    from holdem.engine.view import filter_events

    for played in practice_hands(4, 40, stand_in(4)):
        seen = filter_events(played.events, 0)
        step = next((i for i, e in enumerate(seen) if isinstance(e, PlayerActed) and e.seat == 0), None)
        line = Line.of(seen[:step]) if step is not None else None
        if line is None or line.state.current_bet != line.state.big_blind or line.state.to_act != 0:
            continue
        reader = RangeReader(seen, 0, played.opponents, samples=24, trials=8, rng=random.Random(1))
        ranges = decision_ranges(seen, step, reader)
        shove = line.act(Action.raise_to(line.state.stacks[0] + line.state.committed[0]))
        path = fold_path(shove, 0, ranges, played.opponents, lambda end: 0.0, 8, random.Random(1))
        assert path is not None and 0.5 < path.all_fold < 1.0  # most hands fold to 100 bb, not all
        actors = [step.actor for step in path.steps]  # each opponent still to act, once, in turn
        assert 0 not in actors and len(set(actors)) == len(actors) == 6 - 1 - sum(line.state.folded)
        return
    raise AssertionError("no unopened pot in 40 hands")


def test_a_river_value_against_a_range_sample_carries_the_sample_s_error() -> None:
    """After the flop the ranges are a sample drawn once per hand: even a river value, which follows every
    holding of it, is not exact for the range it stands for."""
    for played in practice_hands(4, 60, stand_in(4)):
        for step, event in enumerate(played.events):
            if isinstance(event, PlayerActed) and event.seat == 0 and event.street is Street.RIVER:
                grade = grade_at(played.events, 0, step, played.opponents, seed=2, budget=SMALL)
                if len(grade.ranges) != 1:
                    continue
                played_out = [c for c in grade.choices if c.action.type is not ActionType.FOLD]
                assert played_out and all(c.stderr_bb > 0.0 for c in played_out)
                return
    raise AssertionError("no heads-up river decision in 60 hands")


def test_a_continuation_that_loses_more_than_giving_up_is_valued_at_the_give_up_floor() -> None:
    """Play-outs losing more than a choice puts in now say the continuation played badly, not that the
    choice is worth less: the player could fold at its next decision (the stated rule keeps its values)."""
    from holdem.coach.playout import Deal
    from holdem.coach.values import Played, Valuer

    played, line = _a_bet_to_answer()
    call = Action.call()
    outcomes = Played(closed=False, complete=False, deals=[Deal({}, 1.0, k) for k in range(4)],
                      results={call: [-400.0, -300.0, -500.0, -200.0]}, noise={call: [0.0] * 4})
    put = min(line.state.current_bet - line.state.committed[0], line.state.stacks[0])
    sound = Valuer(line, 0, {}, played.opponents, SMALL, random.Random(1))
    assert sound.put_in(call) == put > 0
    floor, error = sound.summary(outcomes, call)
    assert floor == -put and error > 0.0  # the floor, with the play-outs' error
    assert sound.difference({call: outcomes}, Action.fold(), call) == (put, error)  # fold is exactly 0
    stated = Valuer(line, 0, {}, played.opponents, SMALL, random.Random(1), STATED)
    assert stated.summary(outcomes, call)[0] == -350.0


def test_the_verdict_does_not_hang_on_which_of_two_close_choices_is_best() -> None:
    """Folding is a mistake when all in beats it by 4 bb beyond the noise, though a call, too noisy to beat
    the fold and within the noise of all in, puts in fewer chips: the best shown is all in."""
    from holdem.coach.compare import best_choice
    from holdem.coach.playout import Deal
    from holdem.coach.values import Played, Valuer

    played, line = _a_bet_to_answer()
    shove = Action.raise_to(line.state.stacks[0] + line.state.committed[0])
    call, fold = Action.call(), Action.fold()
    noisy = [15.0 + 60.0 * (-1) ** k for k in range(8)]  # a call: mean 15 chips, error about 23
    calls = Played(False, False, [Deal({}, 1.0, k) for k in range(8)], {call: noisy}, {call: [0.0] * 8})
    shoves = Played(True, False, [Deal({}, 1.0, k) for k in range(8)],
                    {shove: [40.0 + (-1) ** k for k in range(8)]}, {shove: [0.0] * 8})
    values = {call: calls, shove: shoves}
    valuer = Valuer(line, 0, {}, played.opponents, SMALL, random.Random(1))
    assert best_choice(valuer, values, [fold, call, shove], fold, 10) == shove
    assert best_choice(valuer, values, [fold, call, shove], None, 10) == call  # fewest chips unbeaten


def test_a_choice_that_played_more_rounds_is_compared_by_the_value_shown() -> None:
    """After the verdict rounds the choice taken has played more deals than the rest: a difference with it
    counts all of them, as its value shown does, so a choice shown lower never beats it (here a raise
    everyone folded to on the first deals, 30 chips ahead on each, and behind over all the deals)."""
    from holdem.coach.compare import best_choice
    from holdem.coach.playout import Deal
    from holdem.coach.values import Played, Valuer

    played, line = _a_bet_to_answer()
    small, big = Action.raise_to(3 * line.state.current_bet), Action.raise_to(4 * line.state.current_bet)
    taken = [10.0] * 12 + [150.0 + 20.0 * (-1) ** k for k in range(18)]  # 12 deals, then 18 more
    group = Played(False, False, [Deal({}, 1.0, k) for k in range(30)],
                   {small: taken, big: [40.0] * 12}, {small: [0.0] * 30, big: [0.0] * 12})
    valuer = Valuer(line, 0, {}, played.opponents, SMALL, random.Random(1))
    shown = valuer.summary(group, small)[0] - valuer.summary(group, big)[0]
    gap, error = valuer.difference({small: group, big: group}, small, big)
    assert math.isclose(gap, shown) and math.isclose(shown, (12 * 10.0 + 18 * 150.0) / 30 - 40.0)
    assert error > 0.0  # the 18 deals the big raise did not play are not paired
    assert valuer.difference({small: group, big: group}, big, small) == (-gap, error)
    values = {small: group, big: group}
    assert best_choice(valuer, values, [Action.fold(), small, big], small, 10) != big


def _a_bet_to_answer() -> tuple[PlayedHand, Line]:
    """The first practice hand (seed 4) whose first player decision answers a bet, and the table then."""
    for played in practice_hands(4, 40, stand_in(4)):
        seen = filter_events(played.events, 0)
        step = next((i for i, e in enumerate(seen) if isinstance(e, PlayerActed) and e.seat == 0), None)
        line = Line.of(seen[:step]) if step is not None else None
        if line is not None and line.state.to_act == 0 and line.state.current_bet > line.state.committed[0]:
            return played, line
    raise AssertionError("no bet to answer in 40 hands")
