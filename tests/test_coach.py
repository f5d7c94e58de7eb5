"""The coach: its grades' stored form, ranges, values, exactness and what it may see."""

from __future__ import annotations

import copy
import json
import pickle
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from holdem.bots.combos import COMBOS, class_name, combo_index
from holdem.bots.lineup import personality
from holdem.bots.model import Profile
from holdem.bots.policy import Policy, seeded
from holdem.bots.ranges import HandReader
from holdem.bots.strategy import StrategyBot
from holdem.coach import Budget, ChoiceValue, DecisionGrade, HandGrade, OpponentModel, grade_hand
from holdem.coach.exact import KINDS, check_spot, make_spot, matchup_counts
from holdem.coach.opponents import range_classes
from holdem.coach.practice import PlayedHand, practice_hands, stand_in
from holdem.coach.ranges import RangeReader
from holdem.coach.spots import choices_at, position
from holdem.coach.stated import StatedOpponent
from holdem.coach.table import Line, action_of
from holdem.engine.actions import Action, ActionType, LegalActions
from holdem.engine.cards import Card, Deck, parse_cards
from holdem.engine.events import Event, HoleCardsDealt, PlayerActed, Street, StreetDealt
from holdem.engine.hand import Hand, stacked_deck
from holdem.engine.state import fold_events
from holdem.engine.view import PlayerView, filter_events


def parse(text: str) -> tuple[int, ...]:
    """Cards as the coach's ints."""
    return tuple(sorted((int(c) for c in parse_cards(text)), reverse=True))


def combo(a: int, b: int) -> tuple[int, int]:
    """The combo holding ``a`` and ``b`` as the ranges store it."""
    return COMBOS[combo_index(a, b)]


def _grade() -> HandGrade:
    decisions = (
        DecisionGrade(
            step=8, street="preflop", pot=15, to_call=10, needed_equity=0.4, equity=0.55,
            choices=(ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), 0.4, 0.1),
                     ChoiceValue(Action.raise_to(30), 3.2, 0.2)),
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
    assert first.cost_bb == pytest.approx(3.2) and first.mistake
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


# ----- ranges and what the coach may see ----------------------------------------------------------

TINY = Budget(playouts=6, range_samples=12, policy_trials=8, equity_trials=50, runouts=2,
              showdown_boards=200, playouts_cap=12)


def _postflop_hand() -> tuple[PlayedHand, int]:
    """A practice hand in which the player has a decision after the flop with two players still in."""
    for played in practice_hands(3, 60, stand_in(3)):
        for step, event in enumerate(played.events):
            if isinstance(event, PlayerActed) and event.seat == 0 and event.street is not Street.PREFLOP:
                return played, step
    raise AssertionError("no postflop decision in 60 hands")


def _swap_hidden(events: tuple[Event, ...], player: int) -> tuple[Event, ...]:
    """The events with every other seat's hole cards replaced by cards nobody holds or sees."""
    used = {int(c) for e in events if isinstance(e, HoleCardsDealt) and e.cards for c in e.cards}
    used |= {int(c) for e in events if isinstance(e, StreetDealt) for c in e.cards}
    spare = iter(Card(c) for c in range(52) if c not in used)
    hidden = [isinstance(e, HoleCardsDealt) and e.seat != player for e in events]
    return tuple(
        HoleCardsDealt(e.seat, (next(spare), next(spare))) if swap and isinstance(e, HoleCardsDealt) else e
        for e, swap in zip(events, hidden, strict=True)
    )


def test_the_coach_sees_only_what_the_player_saw() -> None:
    played, step = _postflop_hand()
    swapped = _swap_hidden(played.events, 0)
    assert swapped != played.events
    readers = [RangeReader(filter_events(events, 0), 0, played.opponents, samples=12, trials=8,
                           rng=random.Random(4)) for events in (played.events, swapped)]
    live = [s for s in range(1, 6) if not fold_events(played.events[:step]).folded[s]]
    assert live
    for seat in live:
        assert readers[0].range_at(step, seat) == readers[1].range_at(step, seat)
    grades = [grade_hand(e, 0, 1, played.opponents, seed=9, budget=TINY) for e in (played.events, swapped)]
    assert grades[0] == grades[1] and grades[0].decisions


def test_a_range_drawn_after_the_flop_reads_as_wide_as_the_range_it_stands_for() -> None:
    """After the flop the coach plays against holdings drawn from the preflop range; the review's view of
    that range must read as wide as the whole (it read the draw's size: "about 7% of hands" for any range)."""
    played, step = _postflop_hand()
    seen = filter_events(played.events, 0)
    state = fold_events(played.events[:step])
    dead = (*parse(" ".join(str(c) for c in state.hole[0] or ())), *(int(c) for c in state.board))
    live = sum(1 for c in COMBOS if not set(c) & set(dead))
    for seat in [s for s in range(1, 6) if not state.folded[s]]:
        widths = []
        for samples in (100, 5000):  # a draw of 100 holdings, and every holding of the range
            reader = RangeReader(seen, 0, played.opponents, samples=samples, trials=8, rng=random.Random(4))
            found = reader.range_at(step, seat)
            assert found.sampled == (samples == 100)
            shares = range_classes(found, dead)
            widths.append(sum(share * _live_count(hand, dead) for hand, share in shares) / live)
        drawn, whole = widths
        assert whole > 0.05 and abs(drawn - whole) < 0.2 * whole, (drawn, whole)  # not 100 of 1,326 (7.5%)


def _live_count(name: str, dead: tuple[int, ...]) -> int:
    return sum(1 for c in COMBOS if class_name(*c) == name and not set(c) & set(dead))


def test_a_stated_range_is_read_back_from_the_action_it_explains() -> None:
    weights = {(51, 50): 1.0, (47, 46): 0.5, (20, 3): 0.25}  # AsAh, KsKh, 7c2s (the last clashes with us)
    opponent = StatedOpponent("Stated", weights, open_to=30)
    hand = Hand(stacks=[1000, 1000], button=0, names=["Stated", "Hero"], deck=stacked_deck(
        num_seats=2, button=0, hole_cards=["As Ah", "2s 3d"]))
    hand.act(Action.raise_to(30))
    seen = filter_events(hand.events, 1)
    reader = RangeReader(seen, 1, {0: opponent}, samples=100, trials=8, rng=random.Random(1))
    found = reader.range_at(len(seen), 0)
    assert dict(zip(found.combos, found.weights, strict=True)) == {(51, 50): 1.0, (47, 46): 0.5}


def test_a_rocks_raise_weighs_aces_above_seven_deuce() -> None:
    rock = personality("Viktor", 1)
    for attempt in range(20):
        hand = Hand(stacks=[1000, 1000], button=0, names=["Viktor", "Hero"], hand_number=attempt + 1,
                    deck=stacked_deck(num_seats=2, button=0, hole_cards=["Ac Ad", "9s 8s"]))
        action = rock.policy(hand.view(0)).sample(random.Random(attempt))
        if action.type is ActionType.RAISE_TO:
            break
    hand.act(action)
    seen = filter_events(hand.events, 1)
    reader = RangeReader(seen, 1, {0: rock}, samples=100, trials=8, rng=random.Random(1))
    found = reader.range_at(len(seen), 0)
    weight = dict(zip(found.combos, found.weights, strict=True))
    assert weight.get(combo(*parse("Ah As")), 0.0) > 10 * weight.get(combo(*parse("7h 2c")), 0.0)


def test_grading_is_a_pure_function_of_its_arguments() -> None:
    played, _ = _postflop_hand()
    first = grade_hand(played.events, 0, 1, played.opponents, seed=5, budget=TINY)
    again = grade_hand(played.events, 0, 1, copy.deepcopy(played.opponents), seed=5, budget=TINY)
    assert first == again
    for decision in first.decisions:
        assert decision.choices[decision.taken].action == action_of(played.events[decision.step])
        # No choice beats the best beyond the noise (it may be valued a little higher).
        best = decision.choices[decision.best].ev_bb
        assert all(c.ev_bb - best <= 1.96 * decision.difference_error(i) + 1e-9
                   for i, c in enumerate(decision.choices))


def test_six_seats_have_the_six_position_labels_from_the_button() -> None:
    hand = Hand(stacks=[1000] * 6, button=2, deck=Deck.shuffled(random.Random(1)))
    labels = [position(hand.state, seat) for seat in range(6)]
    assert labels == ["HJ", "CO", "BTN", "SB", "BB", "UTG"]


@pytest.mark.parametrize("seats", range(2, 11))
def test_the_coach_names_every_seat_as_the_statistics_do_at_every_table_size(seats: int) -> None:
    from holdem.engine.events import HandStarted
    from holdem.stats.positions import positions

    hand = Hand(stacks=[1000] * seats, button=seats - 1, deck=Deck.shuffled(random.Random(seats)))
    start = next(e for e in hand.events if isinstance(e, HandStarted))
    labels = [position(hand.state, seat) for seat in range(seats)]
    assert labels == list(positions(start))
    assert len(set(labels)) == seats  # every seat its own name


def test_the_choices_hold_the_action_taken_and_no_fold_when_checking_is_free() -> None:
    deck = stacked_deck(num_seats=2, button=0, hole_cards=["As Ah", "2s 3d"])
    hand = Hand(stacks=[1000, 1000], button=0, deck=deck)
    hand.play("call")
    legal = hand.legal_actions()
    found = choices_at(hand.state, legal, Action.raise_to(45))
    assert Action.fold() not in found and found[0] == Action.check()
    assert Action.raise_to(45) in found and Action.raise_to(1000) in found


def test_raises_that_put_every_opponent_all_in_are_one_choice() -> None:
    """The beginner's play-test showed "Bet 825 (Priya has 605)" and "All in 1005 (Priya has 605)", the same
    bet twice, and "Raise to 450" of 515 taught over the jam: a raise to the most any opponent still in can
    match, or more, is one choice (all in, or the one taken if it is one of them), and a preset raise that
    would leave behind less than half the pot after it is all in, as the bots make it."""

    def raises(behind: int, taken: Action) -> list[int | None]:
        deck = stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKh"], board="As5d3c 9h 2s")
        hand = Hand(stacks=[1000, behind + 30, 1000], button=0, deck=deck)
        hand.play("raise_to 30 call fold check")  # on the flop the small blind has `behind` left, the pot 70
        legal = hand.legal_actions()
        assert legal is not None and legal.seat == 0
        return [a.amount for a in choices_at(hand.state, legal, taken) if a.type is ActionType.RAISE_TO]

    assert raises(170, Action.check()) == [35, 70, 970]  # half the pot and the pot leave him chips to fold
    assert raises(70, Action.check()) == [970]  # 35 would leave 35 of a pot of 105; 70 is all he has
    assert raises(70, Action.raise_to(70)) == [70]  # the bet taken stands for them


def test_a_hand_with_an_opponent_without_a_model_is_refused_clearly() -> None:
    played, _ = _postflop_hand()
    with pytest.raises(ValueError, match="no opponent model"):
        grade_hand(played.events, 0, 1, {}, seed=1, budget=TINY)


def _grade_in_worker(args: tuple[tuple[Event, ...], dict[int, OpponentModel]]) -> HandGrade:
    events, opponents = args
    return grade_hand(events, 0, 1, opponents, seed=5, budget=TINY)


def test_a_worker_process_gives_the_same_grade_from_pickled_arguments() -> None:
    played, _ = _postflop_hand()
    here = grade_hand(played.events, 0, 1, played.opponents, seed=5, budget=TINY)
    with ProcessPoolExecutor(max_workers=1) as pool:
        there = pool.submit(_grade_in_worker, (played.events, dict(played.opponents))).result()
    assert there == here


def _policy_read_from_scratch(bot: StrategyBot, view: PlayerView, trials: int) -> Policy:
    """What ``bot.policy`` answers, without the cached readings: a new reader reads the view, each event
    the bot's model has not counted with the reads of the model once it has counted that event."""
    model = bot.model

    def reads(events: tuple[Event, ...]) -> dict[int, Profile]:
        seen = model.seen(view.hand_number, view.names, events)
        return {s: seen.profile(name) for s, name in enumerate(view.names) if s != view.seat}

    counted = model.counted if model.hand == view.hand_number else 0
    reader = HandReader(seat=view.seat)
    reader.update(view.hand_number, view.events[:counted], reads(view.events[:counted]))
    for n in range(counted + 1, len(view.events) + 1):
        reader.update(view.hand_number, view.events[:n], reads(view.events[:n]))
    profiles = reads(view.events)
    rng = seeded(view.hand_number, view.seat, view.hole_cards, view.board, len(view.events))
    return bot._policy(view, reader, profiles, rng, trials)


def test_policies_from_the_shared_hand_reading_equal_those_of_a_reading_from_scratch() -> None:
    """The bots cache their reading of the hand by its public events for the coach's many questions;
    every answer, across holdings, seats, streets and hands, is the one a reading from scratch gives."""
    rng = random.Random(13)
    asked = later = 0
    for played in practice_hands(13, 9, stand_in(13)):
        for step, event in enumerate(played.events):
            if not isinstance(event, PlayerActed) or event.seat == 0:
                continue
            line = Line.of(played.events[:step])
            bot = played.opponents[event.seat]
            dead = {int(c) for c in line.state.board}
            later += event.street is not Street.PREFLOP
            for held in [c for c in rng.sample(COMBOS, 8) if not dead & set(c)][:3]:
                view = line.with_holdings({event.seat: held}).view(event.seat)
                assert bot.policy(view, trials=24) == _policy_read_from_scratch(bot, view, 24)
                asked += 1
    assert asked >= 200 and later >= 20


def test_a_bot_whose_reads_change_reads_the_hand_again_and_its_copies_answer_alike() -> None:
    played, _ = _postflop_hand()
    step, event = next((j, e) for j, e in enumerate(played.events) if isinstance(e, PlayerActed)
                       and e.seat != 0 and e.street is not Street.PREFLOP)
    bot = played.opponents[event.seat]
    view = Line.of(played.events[:step]).view(event.seat)
    before = bot.policy(view, trials=24)
    bot.model.profiles["Hero"] = Profile(hands=300, vpip=290, pfr=280, three_bet_chances=100, three_bets=90)
    after = bot.policy(view, trials=24)
    assert after == _policy_read_from_scratch(bot, view, 24)
    assert after.choices != before.choices  # a maniac's bets mean less: the reading changed
    for twin in (copy.deepcopy(bot), pickle.loads(pickle.dumps(bot))):
        assert twin.policy(view, trials=24) == after
