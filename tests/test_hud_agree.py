"""The HUD and a player's figures show what holdem.stats counts: 300 hands, then the table read as text.

The hands are played and recorded headless, then a new session at the same data directory shows
them: the HUD (U twice) on each opponent's seat, and the figures (I, a seat, Tab for every
session) by position. The expected figures are counted here from the stored hands' events with
``holdem.stats`` alone (``count_hand`` and ``positions``), not through the store's totals.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from holdem.app.session import Session
from holdem.bots.baselines import RandomBot
from holdem.engine.actions import Action
from holdem.engine.events import HandStarted
from holdem.engine.rng import stream
from holdem.i18n.numbers import decimal
from holdem.records.recorder import Records
from holdem.stats import Totals, count_hand
from holdem.stats.positions import positions
from holdem.tui.app import make_app
from holdem.tui.testing import screen_text, widget_text

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
HANDS = 300
ROWS = ("Total", "Hands", "VPIP", "PFR", "3-bet", "F3B", "CB", "FCB", "WTSD", "W$SD")


def _bots() -> list[RandomBot]:
    return [RandomBot(name, stream(7, name)) for name in NAMES]


def _play(data: Path) -> None:
    records = Records.open(data)
    session = Session(seed=7, name="Hero", bots=_bots(), bot_delay=0)
    session.attach(records)
    rng = random.Random(3)
    for _ in range(HANDS):
        hand = session.start_hand()
        while session.in_hand:
            seat = session.to_act
            assert seat is not None
            if seat:
                session.bot_acts(seat)
                continue
            legal = hand.legal_actions()
            choices = [Action.check() if legal.can_check else Action.call(), Action.fold()]
            if legal.can_raise:
                choices.append(Action.raise_to(legal.min_raise_to))
            session.act(0, rng.choice(choices))
    records.close()
    (data / "session.json").unlink()  # the table below is a new session over the same records


def _expected(data: Path) -> tuple[dict[str, Totals], dict[tuple[str, str], Totals]]:
    """Every name's totals, and by (name, position), counted from the stored events."""
    overall: dict[str, Totals] = {}
    by_position: dict[tuple[str, str], Totals] = {}
    records = Records.open(data)
    try:
        for stored in records.store.hands():
            start = next(e for e in stored.events if isinstance(e, HandStarted))
            records_and_places = zip(count_hand(stored.events), positions(start), strict=True)
            for seat, (record, place) in enumerate(records_and_places):
                name = start.names[seat]
                overall[name] = overall.get(name, Totals()) + record
                if place is not None:
                    key = (name, place)
                    by_position[key] = by_position.get(key, Totals()) + record
    finally:
        records.close()
    return overall, by_position


def _pct(value: float | None) -> str:
    return "–" if value is None else str(round(100 * value))


def _af(value: float | None) -> str:
    if value is None:
        return "–"
    return "∞" if value == float("inf") else decimal(value, digits=1)


_HUD_FIGURE = re.compile(r"^(F3B|FCB|3B|CB|WT|AF|V|P|n)(\S+)$")


def _labelled(line: str) -> dict[str, str]:
    """A HUD line's figures by label (``V28 P20 AF3.0 n29`` or ``F3B50/2 CB–/0 ...``); {} for other lines."""
    found = [_HUD_FIGURE.match(word) for word in line.split()]
    return {m.group(1): m.group(2) for m in found if m} if found and all(found) else {}


def _compact(stats: Totals) -> dict[str, str]:
    """The first line's figures: VPIP, PFR, 3-bet, AF and hands (a narrow seat leaves some out)."""
    return {"V": _pct(stats.vpip), "P": _pct(stats.pfr), "3B": _pct(stats.three_bet), "AF": _af(stats.af),
            "n": str(stats.hands)}


def _detail(stats: Totals) -> dict[str, tuple[str, str]]:
    """The second line's figures, each over its sample or alone."""
    pairs = {"F3B": (stats.fold_to_three_bet, stats.faced_three_bets), "CB": (stats.cbet, stats.cbet_chances),
             "FCB": (stats.fold_to_cbet, stats.faced_cbet), "WT": (stats.wtsd, stats.saw_flop)}
    return {label: (f"{_pct(rate)}/{n}", _pct(rate)) for label, (rate, n) in pairs.items()}


def _cell(stats: Totals, row: str) -> str:
    rate, sample = {"VPIP": (stats.vpip, stats.decisions), "PFR": (stats.pfr, stats.decisions),
                    "3-bet": (stats.three_bet, stats.three_bet_chances),
                    "F3B": (stats.fold_to_three_bet, stats.faced_three_bets),
                    "CB": (stats.cbet, stats.cbet_chances), "FCB": (stats.fold_to_cbet, stats.faced_cbet),
                    "WTSD": (stats.wtsd, stats.saw_flop), "W$SD": (stats.wsd, stats.showdowns)}[row]
    return f"{_pct(rate)}/{sample}"


@pytest.mark.asyncio
async def test_the_hud_and_the_figures_equal_holdem_stats_over_300_hands(tmp_path):
    _play(tmp_path)
    overall, by_position = _expected(tmp_path)
    assert sum(t.cbet_chances for t in overall.values()) > 20 and sum(t.faced_cbet for t in overall.values())
    app = make_app(seed=8, bot_delay=0, bots=_bots(), data_dir=str(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("u", "u")
        await pilot.pause()
        for seat, name in enumerate(NAMES, start=1):
            stats = overall[name]
            lines = [_labelled(line) for line in widget_text(app, f"#seat-{seat}").split("\n")]
            first = next(figures for figures in lines if "V" in figures and "P" in figures)
            second = next(figures for figures in lines if "WT" in figures)
            assert {"V", "P", "AF"} <= first.keys(), (name, first)
            assert all(_compact(stats)[label] == shown for label, shown in first.items()), (name, first)
            assert all(shown in _detail(stats)[label] for label, shown in second.items()), (name, second)
        for seat in (1, 4):
            name = NAMES[seat - 1]
            await pilot.press("i", str(seat), "tab")
            await pilot.pause()
            shown = [line.split() for line in screen_text(app).split("\n")]
            rows = {words[0]: words[1:] for words in shown if words and words[0] in ROWS}
            places = rows["Total"]
            assert places and set(places) <= {"BTN", "SB", "BB", "UTG", "HJ", "CO"}
            assert rows["Hands"][0] == str(overall[name].hands)
            for row in ("VPIP", "PFR", "3-bet", "F3B", "CB", "FCB", "WTSD", "W$SD"):
                expected = [_cell(overall[name], row)] + [_cell(by_position[name, p], row) for p in places]
                assert rows[row] == expected, (name, row)
            await pilot.press("escape")
            await pilot.pause()
