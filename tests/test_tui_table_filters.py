"""The statistics page and the hand list filter by the table's size and betting structure (T and G)."""

from __future__ import annotations

import pytest

from holdem.engine import Game
from holdem.i18n import catalog
from holdem.tui.app import make_app
from holdem.tui.screens.history import HistoryScreen
from holdem.tui.screens.stats import StatsScreen
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import screen_text

pytestmark = pytest.mark.asyncio

TABLES = ((2, Game.NO_LIMIT, 3), (3, Game.FIXED_LIMIT, 2))  # seats, structure, hands played


async def _hands(app, pilot, count: int) -> None:
    """Play ``count`` hands by keys: check or call each turn, Enter between hands."""
    session = app.screen.session
    start = session.hands_played
    for _ in range(400):
        if session.hands_played - start >= count:
            return
        await pilot.press("enter" if not session.in_hand else "c")
        await pilot.pause()
    raise AssertionError("the hands did not finish")


async def _two_tables(data_dir: str) -> None:
    for seats, game, count in TABLES:  # a session at each table: start a new one (N) the second time
        app = make_app(seed=seats, seats=seats, game=game, bot_delay=0, data_dir=data_dir)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            if not isinstance(app.screen, TableScreen):
                await pilot.press("n")
                await pilot.pause()
            await _hands(app, pilot, count)


async def _keys(pilot, *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def test_the_statistics_page_counts_the_hands_of_one_table_size_and_structure(tmp_path) -> None:
    await _two_tables(str(tmp_path))
    app = make_app(seed=3, seats=3, game=Game.FIXED_LIMIT, bot_delay=0, data_dir=str(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        if not isinstance(app.screen, TableScreen):
            await _keys(pilot, "y")  # resume the table of 3, limit
        await _keys(pilot, "s", "tab")
        assert isinstance(app.screen, StatsScreen)
        text = screen_text(app)
        assert "T seats" in text and "G structure" in text  # the short words at 100 columns
        every = app.screen.tally()
        assert len(every.results) == 5
        await _keys(pilot, "t")  # the smallest table first
        assert "table of 2" in screen_text(app) and len(app.screen.tally().results) == 3
        await _keys(pilot, "g", "g")  # then limit: no hand at a table of 2 played limit
        assert "table of 2 · Limit" in screen_text(app) and len(app.screen.tally().results) == 0
        await _keys(pilot, "t")
        assert "table of 3 · Limit" in screen_text(app) and len(app.screen.tally().results) == 2
        await _keys(pilot, "tab")  # the last 100 hands, of that table
        assert len(app.screen.tally().results) == 2
        await _keys(pilot, "tab", "t", "g")  # this session (a table of 3, limit), every table
        assert "table" not in screen_text(app).split("\n")[0] and len(app.screen.tally().results) == 2
        await _keys(pilot, "t")
        assert len(app.screen.tally().results) == 0  # this session was not played at a table of 2


async def test_the_hand_list_filters_by_the_betting_structure(tmp_path) -> None:
    await _two_tables(str(tmp_path))
    catalog.set_language("pt")
    try:
        await _portuguese_hand_list(make_app(seed=3, seats=3, game=Game.FIXED_LIMIT, bot_delay=0,
                                             data_dir=str(tmp_path)))
    finally:
        catalog.set_language("en")


async def _portuguese_hand_list(app) -> None:
    async with app.run_test(size=(120, 30)) as pilot:  # at 100 columns the row leaves T and G out
        await pilot.pause()
        if not isinstance(app.screen, TableScreen):
            await _keys(pilot, "y")
        await _keys(pilot, "l")
        assert isinstance(app.screen, HistoryScreen)
        assert "G estrutura" in screen_text(app)
        await _keys(pilot, "g")
        text = screen_text(app)
        assert "Sem limite" in text and len(app.screen.query_one("#hand-list").hands) == 3
        await _keys(pilot, "g")
        assert "Limite fixo" in screen_text(app) and len(app.screen.query_one("#hand-list").hands) == 2
