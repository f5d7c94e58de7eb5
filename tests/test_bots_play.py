"""Facts about how the opponents play: distinct styles, adaptation, and the simulator's report."""

from __future__ import annotations

import functools
import json
import math
import random

import pytest

from holdem.bots.aggression import AggressionRead, Line
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.model import Profile
from holdem.bots.personalities import TIGHT_AGGRESSIVE
from holdem.bots.simulator import SimResult, simulate
from holdem.bots.strategy import StrategyBot
from holdem.cli import main
from holdem.engine import Action, Hand, stacked_deck

# The bands, widened by what 500 hands can honestly resolve: VPIP and PFR move
# by about +-3 points between seeds at this length, 3-bet by about +-4 (a few hundred
# chances), AF by about a half (it rests on a hundred or so postflop calls).
SHORT_RUN_BANDS = {
    "rock": ((3, 15), (1, 11), (0, 8), (0.5, 3.2)),
    "tight-aggressive": ((12, 26), (10, 24), (3, 18), (1.6, 7.0)),
    "loose-aggressive": ((22, 38), (19, 36), (6, 27), (2.8, 11.0)),
    "calling station": ((36, 60), (0, 8), (0, 6), (0.0, 0.8)),
    "maniac": ((44, 69), (37, 62), (15, 100), (5.0, math.inf)),
}
STYLE_OF_TOKEN = {"tag": "tight-aggressive", "rock": "rock", "lag": "loose-aggressive",
                  "station": "calling station", "maniac": "maniac"}
BAND_SEEDS = (1, 2, 3)


@functools.cache
def table_run(seed: int) -> SimResult:
    """The game's table, 500 hands on ``seed`` (played once per test session)."""
    return simulate(seat_names(TABLE_LINEUP), lambda s: build(TABLE_LINEUP, s), deals=500, seed=seed)


@pytest.mark.parametrize("seed", BAND_SEEDS)
def test_each_personality_lands_in_its_band_on_a_short_table_run(seed: int) -> None:
    result = table_run(seed)
    for token, name in zip(TABLE_LINEUP[1:], result.names[1:], strict=True):
        stats = result.stats[name]
        figures = (100 * (stats.vpip or 0), 100 * (stats.pfr or 0), 100 * (stats.three_bet or 0),
                   stats.af or 0.0)
        for label, value, (low, high) in zip(("VPIP", "PFR", "3-bet", "AF"), figures,
                                             SHORT_RUN_BANDS[STYLE_OF_TOKEN[token]], strict=True):
            assert low <= value <= high, f"{name} ({token}) {label} {value:.2f} on seed {seed}"


def test_three_bets_rise_from_the_rock_to_the_maniac_and_the_station_goes_to_showdown_most() -> None:
    table_runs = {seed: table_run(seed) for seed in BAND_SEEDS}
    def pooled(name: str) -> tuple[float, float]:
        seats = [run.stats[name] for run in table_runs.values()]
        three = sum(s.three_bets for s in seats) / max(sum(s.three_bet_chances for s in seats), 1)
        # Of the hands dealt (not of the flops seen: a rock that sees few flops shows most of them down).
        showdowns = sum(s.showdowns for s in seats) / max(sum(s.hands for s in seats), 1)
        return three, showdowns

    names = dict(zip(TABLE_LINEUP, next(iter(table_runs.values())).names, strict=True))
    three = {token: pooled(names[token])[0] for token in STYLE_OF_TOKEN}
    assert three["station"] < three["rock"] < three["tag"] < three["lag"] < three["maniac"]
    wtsd = {token: pooled(name)[1] for token, name in names.items()}
    assert max(wtsd, key=wtsd.__getitem__) == "station"


def _bet_rate(hole: str, board: str, opponent: Profile, adaptive: bool, decisions: int = 120) -> float:
    """How often the tight-aggressive bot bets when checked to heads-up on the flop."""
    bets = 0
    for i in range(decisions):
        hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                    deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Qc Jd"], board=board))
        hand.play("call check check")  # the big blind checks to the button on the flop
        bot = StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(i), adaptive=adaptive)
        bot.model.profiles["Them"] = opponent
        assert hand.to_act == 0
        bets += bot.decide(hand.view(0)).type is not Action.check().type
    return bets / decisions


FOLDER = Profile(hands=300, vpip=90, faced_bets=200, folds_to_bets=180, bet_chances=100, bets=10)
CALLER = Profile(hands=300, vpip=150, faced_bets=200, folds_to_bets=12, bet_chances=100, bets=15)


def test_the_adaptive_bot_bluffs_more_into_a_player_who_folds_too_much() -> None:
    on = _bet_rate("7c 2d", "As Kd 9h", FOLDER, adaptive=True)
    off = _bet_rate("7c 2d", "As Kd 9h", FOLDER, adaptive=False)
    assert on > off + 0.15


def test_the_adaptive_bot_bluffs_less_and_value_bets_thinner_into_a_calling_player() -> None:
    assert _bet_rate("7c 2d", "As Kd 9h", CALLER, adaptive=True) < _bet_rate(
        "7c 2d", "As Kd 9h", CALLER, adaptive=False)
    assert _bet_rate("5c 4c", "Kd 9s 4h", CALLER, adaptive=True) > _bet_rate(
        "5c 4c", "Kd 9s 4h", CALLER, adaptive=False) + 0.2


def test_a_shove_is_called_by_pot_odds_against_the_shovers_observed_range() -> None:
    """The read counts first-in shoves per chance to shove first in (issue 19), not per hand."""

    def calls(shoves: int) -> float:
        count = 0
        for i in range(60):
            hand = Hand(stacks=[1000, 1000], button=0, names=["Them", "Me"],
                        deck=stacked_deck(num_seats=2, button=0, hole_cards=["2c 2d", "Ah 9s"]))
            hand.play("raise_to 1000")
            bot = StrategyBot("Me", TIGHT_AGGRESSIVE, random.Random(i))
            read = AggressionRead(shove_first_in=Line(chances=200, taken=shoves))
            bot.model.profiles["Them"] = Profile(hands=200, vpip=shoves, pfr=shoves, shoves=shoves,
                                                 aggression=read)
            count += bot.decide(hand.view(1)).type is Action.call().type
        return count / 60

    assert calls(shoves=200) > 0.9  # A9o is well ahead of any two cards
    assert calls(shoves=4) < 0.1  # and far behind a 2% shoving range


def test_sim_json_report_follows_its_schema(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["sim", "--hands", "4", "--seed", "2", "--json", "--quiet", "--lineup", "tag,call,random"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["schema"] == "holdem.sim/1"
    assert (report["seed"], report["deals"], report["hands"], report["stacks"]) == (2, 4, 4, "reset")
    assert [p["kind"] for p in report["players"]] == ["tag", "call", "random"]
    fields = {"name", "kind", "seat", "hands", "vpip", "pfr", "three_bet", "af", "wtsd", "wsd",
              "bb_per_100", "bb_per_100_ci95", "net_chips", "rebuys"}
    for player in report["players"]:
        assert set(player) == fields
        assert player["hands"] == 4
    assert abs(sum(p["net_chips"] for p in report["players"])) < 1e-6


def test_sim_duplicate_plays_every_deck_in_every_rotation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--hands", "3", "--json", "--quiet", "--duplicate", "--lineup", "rock,random"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["deals"], report["hands"], report["duplicate"]) == (3, 6, True)
    assert main(["sim", "--lineup", "tag,nobody"]) == 2
