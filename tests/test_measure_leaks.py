"""scripts/measure_leaks.py: what a caller held on the board, and the bets and call-offs it counts."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from holdem.bots.base import ScriptedBot
from holdem.bots.lineup import TABLE_LINEUP
from holdem.bots.parallel import SimJob
from holdem.bots.parallel import run as run_sim
from holdem.bots.simulator import play_hand
from holdem.engine.cards import parse_cards
from holdem.engine.dealing import stacked_deck
from holdem.engine.events import Street
from holdem.engine.hand import Hand

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from measure_leaks import CallOff, Holding, LeakWatcher, Size, Tally, holding, play

SEATS = 6
BUTTON = 0


@pytest.mark.parametrize(("board", "hole", "held"), [
    ("Ks 8d 3c", "Ah Qd", Holding.HIGH_CARD),
    ("Ks Kd 3c", "Ah Qd", Holding.BOARD_PAIR),
    ("Ks 8d 3c 2h", "Ah Qd", Holding.HIGH_CARD),
    ("Ks 8d 3c", "3h 2d", Holding.BOTTOM_PAIR),
    ("Ks 8d 3c", "2h 2d", Holding.BOTTOM_PAIR),  # an underpair
    ("Ks Kd 8c", "5h 5d", Holding.BOTTOM_PAIR),  # an underpair on a paired board
    ("Ks Kd 8c", "8h Ad", Holding.TOP_PAIR),  # the kings are everyone's: the eight is the top rank shown once
    ("Ks Kd 8c 8h", "5h 5d", Holding.BOTTOM_PAIR),  # below every rank when the board shows none once
    ("Ks 8d 3c", "8h Ad", Holding.MIDDLE_PAIR),  # second pair
    ("Ks 8d 3c", "9h 9d", Holding.MIDDLE_PAIR),  # a pocket pair between the top and the second rank
    ("Ks 8d 5c 3h", "5h Ad", Holding.MIDDLE_PAIR),  # third pair of four ranks
    ("Ks 8d 3c", "Kh 2d", Holding.TOP_PAIR),
    ("Ks 8d 3c", "Ah Ad", Holding.TOP_PAIR),  # an overpair
    ("Ks 8d 3c", "8h 3d", Holding.TOP_PAIR),  # two pair of its own
    ("Ks 8d 3c", "3h 3d", Holding.TOP_PAIR),  # a set
])
def test_a_holding_is_named_by_the_pair_of_its_own_against_the_board_ranks(
    board: str, hole: str, held: Holding
) -> None:
    a, b = (int(card) for card in parse_cards(hole))
    assert holding(a, b, tuple(int(card) for card in parse_cards(board))) == held


def played(scripts: list[list[str]], holes: dict[int, str], board: str) -> list[Tally]:
    """Each seat's tally after one scripted six-handed hand (button seat 0, stacks 1,000, blinds 5/10)."""
    tallies = [Tally() for _ in range(SEATS)]
    bots = [LeakWatcher(ScriptedBot(f"P{seat}", moves), tallies[seat]) for seat, moves in enumerate(scripts)]
    deck = stacked_deck(num_seats=SEATS, button=BUTTON, hole_cards=holes, board=board)
    play_hand(Hand(stacks=[1000] * SEATS, button=BUTTON, deck=deck, names=[b.name for b in bots]), bots)
    return tallies


def test_an_open_over_a_limper_a_3bet_in_position_an_overbet_cbet_and_two_call_offs_are_counted() -> None:
    """The opener calls off with ace-high and a flush draw on the flop, the button with bottom pair later."""
    button, _, _, limper, opener, _ = played(
        [["r150", "r400", "call"], ["fold"], ["fold"], ["call", "fold"],
         ["r50", "call", "check", "call", "r450"], ["fold"]],
        holes={0: "3h 2c", 4: "Ad Qd"}, board="Ks 8d 3d 7h 4s")
    assert opener.opens == [Size(5.0, True)]  # 2-4 bb and one more for the limper
    assert button.three_bets_in_position == [Size(3.0, True)] and not button.three_bets_out_of_position
    assert button.cbets == button.bets == [Size(400 / 325, False)]  # above the pot
    assert opener.bets == [Size(450 / 1125, True)] and not opener.cbets  # a lead, not a c-bet
    assert opener.call_offs == [CallOff(Holding.HIGH_CARD, True, Street.FLOP, "Ad Qd", "Ks 8d 3d", 40.0)]
    assert button.call_offs == [
        CallOff(Holding.BOTTOM_PAIR, False, Street.TURN, "3h 2c", "Ks 8d 3d 7h", 45.0)]
    assert limper == Tally()  # a limp and a fold have no size


def test_a_3bet_from_the_small_blind_is_out_of_position() -> None:
    button, small_blind, _, opener, *_ = played(
        [["fold"], ["r110"], ["fold"], ["r25", "fold"], ["fold"], ["fold"]], holes={}, board="")
    assert opener.opens == [Size(2.5, True)]
    assert small_blind.three_bets_out_of_position == [Size(4.4, True)]
    assert not small_blind.three_bets_in_position
    assert button == Tally()


def test_a_seeded_run_plays_holdem_sims_hands_and_counts_what_its_stats_count() -> None:
    run = play(seed=5, hands=40, carry=False)
    sim = run_sim([SimJob(tokens=TABLE_LINEUP, seed=5, deals=40)])[0]
    for name in run.result.names:
        stats, tally = run.result.stats[name], run.tallies[name]
        assert stats == sim.stats[name]  # the watchers change nothing
        assert len(tally.cbets) == stats.cbets
        assert len(tally.three_bets_in_position) + len(tally.three_bets_out_of_position) == stats.three_bets
        assert len(tally.bets) == stats.bet_flop + stats.bet_turn + stats.bet_river
    assert sum(len(t.opens) for t in run.tallies.values()) > 0
    assert sum(len(t.bets) for t in run.tallies.values()) > 0
