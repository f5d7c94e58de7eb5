"""One count, every reader: the stats screen, the HUD, the session, the bots (their tracker figures and their
lines per chance) and `holdem sim --json`."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from holdem.bots.base import Bot
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.simulator import simulate
from holdem.bots.strategy import StrategyBot
from holdem.cli import main
from holdem.engine import Action, PlayerView
from holdem.records.store import HandStore
from holdem.records.tally import Tally
from holdem.stats import Totals

DEALS, SEED, SEAT = 240, 11, 1  # seat 1: the tight-aggressive opponent, which keeps a model
WHEN = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)


class Watcher:
    """Plays exactly as the bot it wraps and keeps each hand's final view of its seat."""

    def __init__(self, bot: StrategyBot) -> None:
        self.bot, self.name = bot, bot.name
        self.views: list[PlayerView] = []

    def decide(self, view: PlayerView) -> Action:
        return self.bot.decide(view)

    def observe(self, view: PlayerView) -> None:
        self.views.append(view)
        self.bot.observe(view)


def _figures(stats: Totals) -> tuple[object, ...]:
    af = "inf" if stats.af == float("inf") else stats.af
    return stats.hands, stats.vpip, stats.pfr, stats.three_bet, af, stats.wtsd, stats.wsd


def _sim_json(capsys: pytest.CaptureFixture[str]) -> dict[str, tuple[object, ...]]:
    assert main(["sim", "--hands", str(DEALS), "--seed", str(SEED), "--json", "--quiet"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    keys = ("hands", "vpip", "pfr", "three_bet", "af", "wtsd", "wsd")
    return {p["name"]: tuple(p[k] for k in keys) for p in players}


def test_stats_screen_hud_session_bot_reads_and_sim_json_agree_on_the_same_hands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    watchers: list[Watcher] = []

    def bots(seed: int) -> list[Bot]:
        seated = build(TABLE_LINEUP, seed)
        bot = seated[SEAT]
        assert isinstance(bot, StrategyBot)
        watchers.append(Watcher(bot))
        return [*seated[:SEAT], watchers[-1], *seated[SEAT + 1:]]

    names = seat_names(TABLE_LINEUP)
    simulate(names, bots, deals=DEALS, seed=SEED)  # the same hands `holdem sim` plays with this seed
    (watcher,) = watchers
    assert len(watcher.views) == DEALS
    session = Tally()
    with HandStore.open(tmp_path / "hands.sqlite3") as store:
        for view in watcher.views:
            store.add_hand(hand_id=view.hand_number, session_id="s", events=view.events, hero_seat=SEAT,
                           played_at=WHEN)
            session.add_hand(view.events, SEAT)
        screen = Tally.from_store(store, "s")  # the stats screen's session table
        lifetime = Tally.from_store(store)  # the HUD's lines and the lifetime table
    sim = _sim_json(capsys)
    model = watcher.bot.model
    for seat, name in enumerate(names):
        readers = [screen, lifetime, session]
        figures = {_figures(r.hero if seat == SEAT else r.players[name]) for r in readers}
        figures.add(_figures(model.totals(name)))
        figures.add(sim[name])
        assert len(figures) == 1, (name, figures)
    model.feed(-1, tuple(names), [])  # the last hand finished: the lines per chance read finished hands
    for seat, name in enumerate(names):
        shown, read = screen.hero if seat == SEAT else screen.players[name], model.aggression(name)
        hud = (shown.three_bet_chances, shown.three_bets, shown.cbet_chances, shown.cbets, shown.faced_cbet,
               shown.raised_cbet, *shown.checked_to("river"))
        lines = (read.three_bet, read.c_bet, read.raise_cbet, read.river_bet)
        assert tuple(n for line in lines for n in (line.chances, line.taken)) == hud, name
    tag = screen.hero
    # The sample exercises every figure compared (AF needs both bets and calls after the flop).
    assert tag.hands == DEALS and tag.three_bet_chances > 10 and tag.showdowns > 5
    assert tag.postflop_aggressive > 5 and tag.postflop_calls > 2
