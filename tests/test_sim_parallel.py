"""Facts about the simulator's accounting and its split over processes: zero-sum, paid once, same results."""

from __future__ import annotations

import random

import pytest

from holdem.bots.parallel import SimJob, blocks, run
from holdem.bots.simulator import allin_adjusted_nets, hand_nets
from holdem.engine import Hand, stacked_deck
from holdem_lab.kinds import build


def _split_hand(action_line: str) -> Hand:
    """Three players; seats 1 and 2 both hold the ace-high straight by the turn, whatever the river."""
    deck = stacked_deck(num_seats=3, button=0, hole_cards=["7c 2d", "As Kd", "Ac Kh"], board="Qs Jc Td 2h 3c")
    hand = Hand(stacks=[1000, 1000, 1000], button=0, deck=deck)
    hand.play(action_line)
    assert hand.is_over
    return hand


def test_a_split_pot_is_paid_once_and_the_results_add_up_to_nothing() -> None:
    hand = _split_hand("call call" + " check" * 10)
    assert hand_nets(hand) == (-10.0, 5.0, 5.0)  # each straight gets half the pot of 30, not all of it
    assert sum(hand_nets(hand)) == 0


def test_an_all_in_split_is_scored_as_a_split_over_every_run_out() -> None:
    hand = _split_hand("call call check check check check raise_to 990 call fold")
    assert allin_adjusted_nets(hand, random.Random(1)) == (-10.0, 5.0, 5.0)


@pytest.mark.parametrize("tokens, duplicate", [
    (("chart", "tag", "rock", "lag", "station", "maniac"), False),
    (("shove", "minraise", "equity"), True),
    (("maniac", "station"), True),
])
def test_chips_won_and_lost_across_seats_add_up_to_nothing_on_every_run(
    tokens: tuple[str, ...], duplicate: bool
) -> None:
    for adjust in (True, False):
        result = run([SimJob(tokens=tokens, seed=4, deals=30, duplicate=duplicate, allin_adjust=adjust,
                             keep_deals=True, build=build)])[0]
        assert abs(sum(m.total for m in result.money.values())) < 1e-6
        for deal in zip(*result.deal_nets.values(), strict=True):
            assert abs(sum(deal)) < 1e-6


def test_carried_stacks_add_up_to_nothing_but_the_rebuys() -> None:
    job = SimJob(tokens=("shove", "call", "maniac"), seed=2, deals=60, carry=True, allin_adjust=False,
                 build=build)
    result = run([job])[0]
    assert abs(sum(m.total for m in result.money.values())) < 1e-6
    assert sum(result.rebuys.values()) > 0


def test_a_run_split_over_two_processes_gives_the_same_results_as_one() -> None:
    # the lab's stand-in too: the job names the lab's builder, which the workers import
    job = SimJob(tokens=("tag", "overfolder", "station"), seed=9, deals=24, duplicate=True, keep_deals=True,
                 block=8, build=build)
    assert len(blocks(job)) == 3
    one, two = run([job], jobs=1)[0], run([job], jobs=2)[0]
    assert one.deal_nets == two.deal_nets and one.hands == two.hands == 72
    for name in one.names:
        assert one.stats[name] == two.stats[name]
        assert one.money[name] == two.money[name]


def test_blocks_are_dealt_from_different_seeds() -> None:
    job = SimJob(tokens=("call", "call"), seed=1, deals=10, block=5, keep_deals=True)
    first, second = blocks(job)
    assert first.seed == 1 and second.seed != 1
