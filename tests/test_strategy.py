"""Facts about how the opponents decide: multiway strength, call-offs, round sizes, line reads."""

from __future__ import annotations

import math
import pickle
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from holdem.bots.adapt import adjustment
from holdem.bots.board import CARD_COMBOS, BoardReading, has_draw, read_board
from holdem.bots.combos import COMBOS
from holdem.bots.exact import river_equity
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.model import LineCounts, Profile, TableModel
from holdem.bots.personalities import CALLING_STATION, ROCK, STYLES, TIGHT_AGGRESSIVE
from holdem.bots.places import DRAW_FLOOR, OwnPreflop, ramped
from holdem.bots.ranges import HandReader
from holdem.bots.simulator import play_hand, simulate
from holdem.bots.strategy import StrategyBot
from holdem.engine import Action, Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.cards import Deck
from holdem.engine.evaluator import evaluate
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.view import PlayerView
from holdem_lab.exploiters import OverFolder
from holdem_lab.spots import SpotKind, deal_spots, run_spots

SIX_WAY_RIVER = SpotKind(players=6, street=Street.RIVER, line="callers", holdings="random", bet=1.0)


@pytest.mark.parametrize("style", ["tight-aggressive", "rock"])
def test_a_pot_bet_and_four_callers_on_the_river_are_raised_rarely_and_only_with_the_best_hand(
    style: str,
) -> None:
    spots = deal_spots(SIX_WAY_RIVER, 240, seed=11)
    tally = run_spots(spots, lambda n, rng: StrategyBot(n, STYLES[style], rng), "Me", seed=11)
    assert tally.rate(tally.raises) <= 0.12
    assert tally.best_share is None or tally.best_share >= 0.75


def _turn_bet_into(hole: str, bet: int, bettor: Profile | None, seed: int) -> Action:
    """The tight-aggressive bot's answer to a big turn bet, heads-up, holding ``hole``."""
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ac Kc"], board="Qs 8h 3c 2d 7s"))
    hand.play("raise_to 30 call")  # the big blind (Them) acts first after the flop
    hand.play("check check")
    hand.play(f"raise_to {bet}")
    bot = StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(seed))
    if bettor is not None:
        bot.model.profiles["Them"] = bettor
    return bot.decide(hand.view(0))


@pytest.mark.parametrize("hole", ["8c 7c", "3d 4d", "Ad Jd", "9c 9d"])
def test_a_weak_pair_or_ace_high_never_calls_off_forty_big_blinds_to_an_unknown_bettor(hole: str) -> None:
    for seed in range(25):
        assert _turn_bet_into(hole, 600, None, seed).type is not ActionType.CALL


def test_top_pair_may_call_a_big_bet_and_a_player_who_always_bets_is_called_lighter() -> None:
    top_pair = [_turn_bet_into("Qd Jd", 300, None, seed).type for seed in range(30)]
    assert ActionType.CALL in top_pair or ActionType.RAISE_TO in top_pair
    always = Profile(bet_chances=200, bets=200, betting={Street.TURN: LineCounts(chances=60, bets=60)})
    weak = [_turn_bet_into("8c 7c", 600, always, seed).type for seed in range(30)]
    assert ActionType.CALL in weak


def _table_actions(hands: int, seed: int) -> list[tuple[Street, PlayerActed, bool]]:
    """Every bet or raise the five opponents made at the game's table (street, event, all in)."""
    names = seat_names(TABLE_LINEUP)
    bots = build(TABLE_LINEUP, seed)
    rng = random.Random(seed)
    found = []
    for number in range(hands):
        hand = Hand(stacks=[1000] * 6, button=number % 6, deck=Deck.shuffled(rng), names=names,
                    hand_number=number + 1)
        play_hand(hand, bots)
        for event in hand.events:
            if isinstance(event, PlayerActed) and event.move in (Move.BET, Move.RAISE) and event.seat:
                found.append((event.street, event, event.all_in))
    return found


def test_bets_and_raises_are_round_amounts_and_their_sizes_vary() -> None:
    actions = _table_actions(150, seed=5)
    sized = [(street, e.total) for street, e, all_in in actions if not all_in]
    assert len(sized) > 150
    assert all(total % 5 == 0 for _, total in sized)  # preflop: half big blinds; after: 5-chip multiples
    flop_bets = {e.total for street, e, all_in in actions if street is Street.FLOP and e.previous_bet == 0}
    assert len(flop_bets) >= 8


def test_reads_are_kept_per_line_so_a_folder_who_called_is_not_bluffed_again() -> None:
    """Heads-up against a player who folds flops without a good hand but never folds once it called."""
    names = ["Marta", "Folder"]

    def bots(seed: int) -> list:
        return [StrategyBot("Marta", TIGHT_AGGRESSIVE, random.Random(seed)),
                OverFolder("Folder", random.Random(seed + 1))]

    made = []

    def keep(seed: int) -> list:
        made.extend(bots(seed))
        return made

    simulate(names, keep, deals=500, seed=3, duplicate=True)
    read = made[0].model.profile("Folder")
    assert read.fold_rate("cbet") > 0.55 > 0.25 > read.fold_rate("after_call")
    assert adjustment([(read, "cbet")]).bluff > 1.5 > 0.5 > adjustment([(read, "after_call")]).bluff


def test_any_hand_is_bet_into_players_who_all_fold_but_not_into_one_who_calls() -> None:
    """Two over-folders on the flop: together they fold two bets in three, so the bet pays with any hand."""
    folder = Profile(faced_bets=200, folds_to_bets=160, facing={"cbet": LineCounts(100, 82)})
    caller = Profile(faced_bets=200, folds_to_bets=40, facing={"cbet": LineCounts(100, 20)})
    assert adjustment([(folder, "cbet")]).steal == 1.0
    assert adjustment([(folder, "cbet"), (folder, "cbet")]).steal > 0.9
    assert adjustment([(folder, "cbet"), (caller, "cbet")]).steal == 0.0
    assert adjustment([(Profile(), "cbet")]).steal == 0.0  # an unknown player is not a folder


def test_a_folder_is_stolen_from_with_small_bets_while_value_bets_keep_their_size() -> None:
    """A player who folds to any bet folds to a third of the pot too; a set still bets for real value."""
    folder = Profile(faced_bets=200, folds_to_bets=160, facing={"cbet": LineCounts(100, 82)})

    def bets(hole: str) -> dict[int, float]:
        hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                    deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ah Jd"], board="Ks 8h 3c"))
        hand.play("raise_to 30 call check")
        bot = StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(1))
        bot.model.profiles["Them"] = folder
        policy = bot.policy(hand.view(0))
        return {a.amount: p for a, p in policy.choices if a.type is ActionType.RAISE_TO}

    steals, value = bets("7c 2d"), bets("8c 8d")
    assert sum(p for amount, p in steals.items() if amount <= 0.4 * 60) > 0.99
    assert sum(p for amount, p in value.items() if amount >= 0.5 * 60) > 0.5


def test_the_rock_folds_an_unknown_players_shove_with_a_pair_below_top_pair() -> None:
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=["9c 9d", "Ac Kc"], board="Ks Qh 3c"))
    hand.play("raise_to 30 call raise_to 970")
    answers = {StrategyBot("Me", ROCK, random.Random(s)).decide(hand.view(0)).type for s in range(20)}
    assert answers == {ActionType.FOLD}


def _river_call(hole: str, stack: int, sticky: float) -> float:
    """How often the station (with stickiness ``sticky``) calls a river bet of 90 into 60 with ``hole``,
    heads-up, from a stack of ``stack`` chips (120: the call is all in)."""
    hand = Hand(stacks=[stack, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ac Kc"], board="Qs 8h 3c 2d 7s"))
    hand.play("raise_to 30 call")
    hand.play("check check")
    hand.play("check check")
    hand.play("raise_to 90")
    bot = StrategyBot("Me", replace(CALLING_STATION, sticky=sticky), random.Random(1))
    return bot.policy(hand.view(0)).probability(Action.call())


def test_the_station_calls_a_bet_light_with_a_weak_pair_but_its_stack_only_at_the_price() -> None:
    sticky = CALLING_STATION.sticky
    deep = _river_call("4d 3d", 1000, sticky)
    all_in = _river_call("4d 3d", 120, sticky)
    price = _river_call("4d 3d", 120, 0.0)  # no stickiness at all: the plain price
    assert deep > 0.95
    assert all_in == pytest.approx(price)
    assert all_in < deep - 0.2


def _facing_shove(style_name: str, hole: str, shover: int) -> float:
    """How often the style calls, in the big blind with 300 chips, a first-in shove of ``shover`` chips from
    the button after the small blind folds."""
    hand = Hand(stacks=[shover, 2500, 300], button=0, names=["Them", "Other", "Me"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["Ac Kc", "7c 2d", hole]))
    hand.play(f"raise_to {shover} fold")
    bot = StrategyBot("Me", STYLES[style_name], random.Random(1))
    return bot.policy(hand.view(2)).probability(Action.call())


@pytest.mark.parametrize("style_name", sorted(STYLES))
@pytest.mark.parametrize("hole", ["Qd 9d", "8c 8d", "Ah 5h", "Kd Jc"])
def test_a_shove_bigger_than_the_stack_is_answered_as_the_stacks_shove(style_name: str, hole: str) -> None:
    """Beyond what a seat can match, a bet is returned, not won: a shove of 2,400 or 1,200 chips over a
    300-chip stack is answered as one of 300 (counting the chips it cannot win made every style, the rock
    too, call it with any of these hands)."""
    stack_sized = _facing_shove(style_name, hole, 300)
    assert _facing_shove(style_name, hole, 2400) == pytest.approx(stack_sized)
    assert _facing_shove(style_name, hole, 1200) == pytest.approx(stack_sized)


# ----- strategies as distributions (issue 13) ------------------------------------------------------

def _random_spot(seed: int, players: int, steps: int, short: bool) -> Hand:
    """A hand played from a shuffled deck by random legal actions, stopped at a seat that must act."""
    rng = random.Random(seed)
    stacks = [rng.choice([40, 150, 333, 1000, 2500]) if short else 1000 for _ in range(players)]
    hand = Hand(stacks=stacks, button=rng.randrange(players), deck=Deck.shuffled(rng),
                names=[f"P{i}" for i in range(players)], hand_number=seed)
    for _ in range(steps):
        if hand.is_over:
            break
        legal = hand.legal_actions()
        roll = rng.random()
        if roll < 0.1:
            action = Action.fold()
        elif roll < 0.75 or legal.min_raise_to is None or legal.max_raise_to is None:
            action = Action.call() if legal.can_call else Action.check()
        else:
            action = Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))
        hand.act(action)
    return hand


spot_seeds = st.tuples(st.integers(0, 2**31), st.integers(2, 6), st.integers(0, 24), st.booleans())


@settings(max_examples=40)
@given(spot_seeds, st.sampled_from(sorted(STYLES)))
def test_a_policy_is_a_distribution_over_legal_actions_with_round_sizes(
    setup: tuple[int, int, int, bool], style: str
) -> None:
    hand = _random_spot(*setup)
    assume(not hand.is_over and hand.to_act is not None)
    view = hand.view(hand.to_act)
    legal = view.legal
    assert legal is not None
    policy = StrategyBot("Me", STYLES[style], random.Random(1)).policy(view, trials=48)
    assert math.isclose(sum(p for _, p in policy.choices), 1.0)
    assert all(p > 0 for _, p in policy.choices)
    assert len({a for a, _ in policy.choices}) == len(policy.choices)
    for action, _ in policy.choices:
        assert action in legal, f"{action} is not legal: {legal.why_illegal(action)}"
        if action.type is ActionType.RAISE_TO:
            assert action.amount % 5 == 0 or action.amount in (legal.min_raise_to, legal.max_raise_to)


def _river_facing_bet() -> PlayerView:
    """A river decision where the rock mixes: a middling pair facing a half-pot bet."""
    deck = stacked_deck(num_seats=2, button=0, hole_cards=["Qd Jd", "Ac Kc"], board="Qs 8h 3c 2d 7s")
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"], hand_number=7, deck=deck)
    hand.play("raise_to 30 call check check check check")
    hand.play("raise_to 40")
    return hand.view(0)


def _flop_checked_to() -> PlayerView:
    deck = stacked_deck(num_seats=3, button=0, hole_cards=["Ah Td", "7c 6c", "Ks 2h"], board="Th 8s 3d")
    hand = Hand(stacks=[1000] * 3, button=0, names=["Me", "A", "B"], hand_number=3, deck=deck)
    hand.play("raise_to 25 call call check check")
    return hand.view(0)


def _state(bot: StrategyBot) -> tuple[object, ...]:
    names = ("Them", "A", "B", "Me")
    return (bot.rng.getstate(), [bot.model.totals(n) for n in names], [bot.model.profile(n) for n in names],
            bot.reader, bot.reader.ranges and {s: list(w) for s, w in bot.reader.ranges.items()})


@pytest.mark.parametrize("make_view", [_river_facing_bet, _flop_checked_to])
def test_policy_changes_nothing_in_the_bot_and_the_same_view_gives_the_same_policy(
    make_view: Callable[[], PlayerView],
) -> None:
    view = make_view()
    bot = StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(4))
    bot.decide(view)  # the bot has read this hand and learnt from it
    before = _state(bot)
    first = bot.policy(view)
    assert _state(bot) == before
    assert bot.policy(view) == first
    assert StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(99)).policy(view, trials=200) == \
        StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(5)).policy(view, trials=200)


def test_decide_is_one_draw_from_the_policy_with_the_bots_own_rng() -> None:
    view = _flop_checked_to()
    deciding = StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(8))
    asking = StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(8))
    for _ in range(20):
        action = deciding.decide(view)
        asking.observe(view)
        assert asking.policy(view, rng=asking.rng).sample(asking.rng) == action
        assert asking.rng.getstate() == deciding.rng.getstate()


@settings(max_examples=30)
@given(spot_seeds, st.sampled_from(sorted(STYLES)), st.integers(-1, 30))
def test_a_bot_that_observed_less_of_the_hand_answers_as_one_that_observed_it_all(
    spot: tuple[int, int, int, bool], style: str, earlier: int,
) -> None:
    """A policy reads the others with the hand so far counted in, as ``decide`` does once it has
    observed the view: a bot fed the hand only up to an earlier step (``earlier``; -1: not at all, its
    model still in the hand before), as the coach's play-outs ask it, answers as one fed all of it,
    and its model is left as it was."""
    hand = _random_spot(*spot)
    assume(not hand.is_over)
    seat = hand.to_act
    assert seat is not None
    view = hand.view(seat)
    before = view.hand_number + 1  # a hand before this one, with nothing in it
    knowing = StrategyBot(f"P{seat}", STYLES[style], random.Random(1))
    knowing.model.feed(before, view.names, [])
    knowing.observe(view)
    asked = StrategyBot(f"P{seat}", STYLES[style], random.Random(1))
    asked.model.feed(before, view.names, [])
    if earlier >= 0:
        asked.model.feed(view.hand_number, view.names, view.events[: min(earlier, len(view.events))])
    counted, reads = asked.model.counted, [asked.model.profile(name) for name in view.names]
    assert asked.policy(view, rng=random.Random(3), trials=40) == \
        knowing.policy(view, rng=random.Random(3), trials=40)
    assert asked.model.counted == counted
    assert [asked.model.profile(name) for name in view.names] == reads


def test_the_model_seen_further_counts_as_feeding_it_would_and_changes_nothing() -> None:
    hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Ann", "Bob", "Cid"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["Ah Ad", "7c 2d", "Kc Qc"],
                                  board="Ks 8h 3c 4d 9s"))
    hand.play("raise_to 30 call call check check raise_to 40 fold call")
    events = hand.events
    model = TableModel()
    model.feed(1, ("Ann", "Bob", "Cid"), events[:6])
    fed = TableModel()
    fed.feed(1, ("Ann", "Bob", "Cid"), events)
    later = model.seen(1, ("Ann", "Bob", "Cid"), events)
    names = ("Ann", "Bob", "Cid")
    assert [later.profile(n) for n in names] == [fed.profile(n) for n in names]
    assert later.profile("Ann").bets == 1 and model.profile("Ann").bets == 0
    assert model.counted == 6 and later.counted == len(events)
    assert model.seen(1, ("Ann", "Bob", "Cid"), events[:4]) is model  # nothing new: itself
    assert model.seen(1, ("Ann", "Bob", "Cid"), events) is later  # asked again: kept

    kept = model.others(names, 0)
    assert model.others(names, 0) is kept  # the same reads, kept until the model is fed
    model.feed(1, names, events[:7])
    assert model.others(names, 0) is not kept
    assert model.others(names, 0) == {1: model.profile("Bob"), 2: model.profile("Cid")}


def _ramp_combo_by_combo(reading: BoardReading, weights: list[float], total: float, start: float,
                         width: float, low: float, scale: float) -> list[float]:
    """The narrowing ramp as it reads, one combo at a time in strength order (the reference)."""
    weights, seen = list(weights), 0.0
    for i in reading.order:
        w = weights[i]
        if w <= 0.0:
            continue
        q = (seen + w / 2) / total
        seen += w
        if q < DRAW_FLOOR and reading.draws[i]:
            q = DRAW_FLOOR
        x = (q - start) / width
        weights[i] = w * (low + scale * (0.0 if x <= -0.5 else 1.0 if x >= 0.5 else x + 0.5))
    return weights


@settings(max_examples=80)
@given(st.integers(0, 2**32), st.sampled_from([3, 4, 5]), st.integers(0, 5))
def test_a_board_reading_scores_and_orders_every_combo_as_one_by_one(
    seed: int, cards: int, suited: int,
) -> None:
    """A board is read in bulk (strengths by rank pair, draws by suit and rank pattern); each combo's strength
    and draw are those of :func:`evaluate` and :func:`has_draw` of that combo alone, 0 and no draw for a
    combo that holds a board card, and the order is by strength, ties in combo order."""
    rng = random.Random(seed)
    suit = rng.randrange(4)
    same_suit = rng.sample(range(suit, 52, 4), min(suited, cards))
    board = tuple(same_suit + rng.sample([c for c in range(52) if c & 3 != suit], cards - len(same_suit)))
    reading = read_board(board)
    for i, (a, b) in enumerate(COMBOS):
        dead = a in board or b in board
        assert reading.strength[i] == (0 if dead else evaluate((a, b, *board)))
        assert reading.draws[i] == (not dead and has_draw(a, b, board))
    assert list(reading.order) == sorted(range(len(COMBOS)), key=lambda i: (reading.strength[i], i))


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.sampled_from([3, 4, 5]), st.floats(0.0, 1.0),
       st.sampled_from([0.15, 0.2, 0.3]), st.floats(0.0, 1.0), st.sampled_from([1.0, 0.0, 0.5]))
def test_a_range_narrowed_in_bulk_weighs_every_combo_as_the_ramp_one_by_one(
    seed: int, cards: int, start: float, width: float, low: float, zeros: float,
) -> None:
    """The narrowing after the flop multiplies the flat ends of the ramp in bulk and finds them by
    bisection; every weight comes out as the ramp read combo by combo gives it, to the last bit, on
    flops, turns and rivers, with draws, zero weights and either slope (a check thins the top)."""
    rng = random.Random(seed)
    board = tuple(rng.sample(range(52), cards))
    reading = read_board(board)
    weights = [0.0 if rng.random() < zeros * 0.5 else rng.random() for _ in range(len(reading.order))]
    for card in board:
        for i in CARD_COMBOS[card]:
            weights[i] = 0.0
    total = sum(weights)
    assume(total > 0)
    for scale in (1.0 - low, -0.5):
        assert list(ramped(reading, weights, total, start, width, low, scale)) == \
            _ramp_combo_by_combo(reading, weights, total, start, width, low, scale)
    assert reading.gather(reading.in_order(weights)) == tuple(weights)
    assert list(reading.drawing_at) == [k for k, i in enumerate(reading.order) if reading.draws[i]]


def test_a_readers_copy_equals_it_and_reads_on_alone() -> None:
    hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Ann", "Bob", "Cid"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["Ah Ad", "7c 2d", "Kc Qc"],
                                  board="Ks 8h 3c 4d 9s"))
    hand.play("raise_to 30 call call check raise_to 40")
    reader = HandReader(seat=0)
    reader.update(1, tuple(hand.events), {1: Profile(), 2: Profile()})
    copied = reader.copy()
    assert copied == reader
    hand.play("call fold")
    copied.update(1, tuple(hand.events), {1: Profile(), 2: Profile()})
    assert copied != reader and reader.seen < copied.seen
    assert 1 in copied.folded and 1 not in reader.folded
    assert copied.ranges[1] is not reader.ranges[1]
    assert pickle.loads(pickle.dumps(copied)) == copied  # its board reading pickled as the board alone


def test_a_river_share_is_kept_by_its_reading_and_forgotten_when_it_reads_on() -> None:
    hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Ann", "Bob", "Cid"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["Ah Ad", "7c 2d", "Kc Qc"],
                                  board="Ks 8h 3c 4d 9s"))
    hand.play("raise_to 30 call call check check check check check check")  # to the river, Bob first
    profiles = {1: Profile(), 2: Profile()}
    reader = HandReader(seat=0)
    reader.update(1, tuple(hand.events), profiles)
    hole, board = (51, 50), reader.board
    assert len(board) == 5
    exact = river_equity(hole, board, reader.board_reading().strength, [reader.ranges[1], reader.ranges[2]])
    assert reader.river_share(hole, board, (1, 2), profiles) == exact
    assert reader.shares == {(hole, board, (1, 2)): exact}
    assert reader.river_share(hole, board, (1, 2), profiles) == exact  # asked again: kept
    reader.update(1, tuple(hand.events), profiles)  # nothing new read: still kept
    assert reader.shares
    hand.play("bet 50")
    reader.update(1, tuple(hand.events), profiles)  # Bob's bet narrows his range: worked out again
    assert not reader.shares
    strengths = reader.board_reading().strength
    narrowed = river_equity(hole, board, strengths, [reader.ranges[1], reader.ranges[2]])
    assert reader.river_share(hole, board, (1, 2), profiles) == narrowed != exact
    assert reader.copy().shares == {}


def test_a_place_kept_in_an_own_preflop_range_is_the_one_worked_out_afresh() -> None:
    hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Ann", "Bob", "Cid"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["Ah Ad", "7c 2d", "Kc Qc"],
                                  board="Ks 8h 3c 4d 9s"))
    hand.play("raise_to 30 call call check check bet 40 call fold")  # Ann's flop bet is called: the turn
    profiles = {1: Profile(), 2: Profile()}
    reader = HandReader(seat=0)
    reader.update(1, tuple(hand.events), profiles)
    weights = [1.0 - k / 2000 for k in range(len(COMBOS))]
    kept = OwnPreflop(weights)
    holes = [(51, 50), (0, 5), (44, 41), (12, 8)]
    flop = [reader.own_place(hole, weights) for hole in holes]
    assert [reader.own_place(hole, kept) for hole in holes] == flop
    assert len(kept.places) == len(holes)
    assert [reader.own_place(hole, kept) for hole in holes] == flop  # asked again: kept
    hand.play("check bet 120")  # Ann bets the turn: her range narrows again
    reader.update(1, tuple(hand.events), profiles)
    turn = [reader.own_place(hole, weights) for hole in holes]
    assert [reader.own_place(hole, kept) for hole in holes] == turn != flop
    assert len(kept.places) == 2 * len(holes)


# The 0.1% points of the chi-square distribution by degrees of freedom (any statistics table).
CHI_SQUARE_999 = {1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52, 6: 22.46, 7: 24.32, 8: 26.12, 9: 27.88}


@pytest.mark.parametrize("style", ["rock", "tight-aggressive", "loose-aggressive"])
def test_decisions_over_many_draws_come_at_the_policys_frequencies(style: str) -> None:
    view = _river_facing_bet()  # the river: exact equity, so every decision draws from one policy
    bot = StrategyBot("Me", STYLES[style], random.Random(21))
    policy = bot.policy(view)
    assert len(policy.choices) >= 2
    draws = 4000
    counts = Counter(bot.decide(view) for _ in range(draws))
    assert set(counts) <= {a for a, _ in policy.choices}
    chi = sum((counts[a] - draws * p) ** 2 / (draws * p) for a, p in policy.choices)
    assert chi < CHI_SQUARE_999[len(policy.choices) - 1]


def test_sizes_spread_over_several_round_amounts() -> None:
    view = _flop_checked_to()
    policy = StrategyBot("Me", STYLES["loose-aggressive"], random.Random(2)).policy(view)
    bets = [a.amount for a, _ in policy.choices if a.type is ActionType.RAISE_TO]
    assert len(bets) >= 3 and all(b % 5 == 0 for b in bets)
    low = bets[0]
    assert policy.probability(Action.raise_to(low)) > 0.0 == policy.probability(Action.raise_to(low + 1))
