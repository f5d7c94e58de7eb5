"""A replay rebuilt from the stored (player's view) events matches the table as it was, step by step."""

from __future__ import annotations

import random

from holdem.bots.baselines import RandomBot
from holdem.engine import Hand, filter_events
from holdem.engine.cards import Deck
from holdem.records.replay import replay_steps, replay_view
from holdem.records.tally import Tally


def played_hands(count: int, seed: int = 5):
    rng = random.Random(seed)
    bots = [RandomBot(f"B{i}", random.Random(seed + i)) for i in range(6)]
    for number in range(count):
        seats = rng.randint(2, 6)
        stacks = [rng.choice((40, 200, 1000)) for _ in range(seats)]
        hand = Hand(stacks=stacks, button=number % seats, names=[f"P{i}" for i in range(seats)],
                    deck=Deck.shuffled(rng), hand_number=number + 1)
        moments = []
        while not hand.is_over:
            seat = hand.to_act
            hand.act(bots[seat].decide(hand.view(seat)), seat)
            moments.append((len(hand.events), hand.view(0)))
        yield hand, moments


def test_every_moment_of_a_replay_matches_the_live_table():
    for hand, moments in played_hands(150):
        seen = filter_events(hand.events, 0)
        for length, live in moments:
            replayed = replay_view(seen, 0, length)
            assert replayed.stacks == live.stacks
            assert replayed.committed == live.committed
            assert replayed.pots == live.pots
            assert replayed.contributed == live.contributed
            assert replayed.folded == live.folded
            assert replayed.board == live.board
            assert replayed.pot_total == live.pot_total
            assert replayed.shown == live.shown
            assert replayed.hole_cards == live.hole_cards


def test_a_replay_never_holds_a_card_the_player_did_not_see():
    for hand, _ in played_hands(60, seed=9):
        seen = filter_events(hand.events, 0)
        steps = replay_steps(seen)
        assert steps == sorted(set(steps)) and steps[-1] == len(seen)
        final = replay_view(seen, 0, steps[-1])
        for seat in range(1, hand.num_seats):
            if final.shown[seat] is not None:
                assert not final.folded[seat]
        assert final.hole_cards == hand.hole_cards(0)


def test_the_tally_counts_results_rebuys_and_the_biggest_pots():
    tally = Tally()
    nets = []
    for hand, _ in played_hands(40, seed=3):
        tally.add_hand(filter_events(hand.events, 0), 0)
        nets.append(hand.stacks[0] - hand.starting_stacks[0])
    assert tally.results == nets and tally.hands == 40 and tally.running_net()[-1] == sum(nets)
    won = [n for n in nets if n > 0]
    assert (tally.biggest_won is not None) == bool(won)


def test_a_blind_folded_away_is_not_the_biggest_pot_lost():
    from holdem.engine import Hand, stacked_deck

    tally = Tally()
    # The player (seat 0) posts the big blind and folds to a raise: a loss, but not a pot played.
    folded = Hand(stacks=[1000, 1000, 1000], button=1,
                  deck=stacked_deck(num_seats=3, button=1, hole_cards=["7c2d", "AhAd", "KsKd"]))
    folded.play("raise_to 300 call fold")
    while not folded.is_over:
        folded.play("check")
    tally.add_hand(filter_events(folded.events, 0), 0)
    assert tally.results == [-10] and tally.biggest_lost is None
    # Played to a showdown and lost: that pot counts.
    deck = stacked_deck(num_seats=3, button=1, hole_cards=["7c2d", "AhAd", "KsKd"], board="3h 4h 9s Jc Qd")
    lost = Hand(stacks=[1000, 1000, 1000], button=1, deck=deck)
    lost.play("call fold check")
    while not lost.is_over:
        lost.play("check")
    tally.add_hand(filter_events(lost.events, 0), 0)
    assert tally.biggest_lost is not None and tally.biggest_lost.amount == 25
