"""Filters on the stats screen and the hand list, and the all-in adjusted line, by key in both languages."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from holdem.app import strings
from holdem.i18n import catalog
from holdem.tui.app import make_app
from holdem.tui.key_row import KeyRow
from holdem.tui.screens import history, stats
from holdem.tui.screens.hand_filter import CardsFilterScreen
from holdem.tui.screens.history import HandList, HistoryScreen
from holdem.tui.screens.stats import ChipChart, StatsScreen
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import deck, press_each, screen_text, scripted

WHEN = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    catalog.set_language("en")


def _two_hands(data_dir):
    """Hand 1 (button Cat): the player (UTG, AsKs) and Bob call to a showdown. Hand 2: a walk to the BB."""
    decks = [deck(3, {0: "AsKs", 1: "QhQd", 2: "7c2d"}, "Kd 7h 2c 9h 3s"),
             deck(4, {0: "8h8d", 1: "JcJd", 5: "5c5d"}, "2s 3d 9c Th 4s")]
    return make_app(seed=11, bot_delay=0, bots=scripted(["call"]), deck=decks, button=3,
                    data_dir=str(data_dir), clock=lambda: WHEN)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_stats_tab_chooses_the_hands_and_p_a_position(tmp_path, language):
    catalog.set_language(language)
    app = _two_hands(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        await press_each(pilot, "c", "c", "c", "c", "enter", "s")
        assert isinstance(app.screen, StatsScreen)
        tr = catalog.translate
        for words in (tr(strings.STATS_SCOPE_SESSION), tr(strings.STATS_SCOPE_LIFETIME),
                      catalog.n_(stats.SCOPE_LAST, 100).format(count=100), tr(strings.STATS_SCOPE_SESSION)):
            assert words in screen_text(app).split("\n")[0]
            await press_each(pilot, "tab")
        await press_each(pilot, "p", "p", "p", "p")  # BTN, SB, BB, UTG
        title = screen_text(app).split("\n")[0]
        assert tr(stats.POSITION_ONLY).format(scope=tr(strings.STATS_SCOPE_LIFETIME), position="UTG") in title
        hero = next(line for line in screen_text(app).split("\n") if line.strip().startswith("Hero"))
        assert hero.split()[2] == "1"  # one hand under the gun (the other was in the big blind)
        every = tr(strings.STATS_RESULT_EVERY).format(result="").strip(" ·")
        assert every in screen_text(app)  # the result under the table is still over both hands: it says so
        await press_each(pilot, "p", "p", "p")  # HJ, CO, every position
        hero = next(line for line in screen_text(app).split("\n") if line.strip().startswith("Hero"))
        assert hero.split()[2] == "2" and every not in screen_text(app)


@pytest.mark.asyncio
async def test_the_graph_draws_the_all_in_adjusted_line_beside_the_chips_won_with_its_axes(tmp_path):
    app = make_app(seed=11, bot_delay=0, bots=scripted([], [], ["call", "call"]), button=0,
                   data_dir=str(tmp_path), deck=deck(0, {0: "AhAd", 3: "KsKd"}, "Kh 2c 3d 9s 4h"),
                   clock=lambda: WHEN)
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, "a", "r")  # all in with aces; the kings call and hit their king
        await app.workers.wait_for_complete()
        await press_each(pilot, "s")
        chart = app.screen.query_one(ChipChart)
        assert chart.values[-1] == -1000  # the aces lost the run-out
        assert 500 < chart.adjusted[-1] < 800  # about 81% of a 2,015-chip pot, less the 1,000 put in
        text = screen_text(app)
        assert "hand 1" in text and "all-in adjusted" in text and "chips won" in text


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_the_hand_list_filters_by_result_showdown_position_and_cards(tmp_path, language):
    catalog.set_language(language)
    app = _two_hands(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, "c", "c", "c", "c", "enter", "f", "l")
        assert isinstance(app.screen, HistoryScreen)

        def numbers() -> list[int]:
            return [hand.hand_number for hand in app.screen.query_one(HandList).hands]

        nets = {hand.hand_number: hand.hero_net for hand in app.screen.query_one(HandList).hands}
        assert numbers() == [2, 1]
        await press_each(pilot, "w")
        assert numbers() == [n for n in (2, 1) if nets[n] > 0]
        await press_each(pilot, "w")
        assert numbers() == [n for n in (2, 1) if nets[n] < 0]
        await press_each(pilot, "x", "d")
        assert numbers() == [1]  # only hand 1 went to a showdown
        title = screen_text(app).split("\n")[0]
        assert catalog.translate(history.FILTER_SHOWDOWN)["yes"] in title
        # A filtered title counts the hands kept out of those looked at, not "the last 1 hand"
        kept = catalog.n_(history.HISTORY_FILTERED_TITLE, 2).format(count="1", total="2")
        assert title.strip().startswith(kept), title
        await press_each(pilot, "d")
        assert numbers() == [2]
        await press_each(pilot, "x", "p", "p", "p")  # BTN, SB, BB: the player was the big blind in hand 2
        assert numbers() == [2]
        await press_each(pilot, "x", "c")
        assert isinstance(app.screen, CardsFilterScreen)
        await pilot.press("k", "a", "enter")
        await pilot.pause()
        assert numbers() == [1]  # ace-king
        await press_each(pilot, "c", "backspace", "backspace", "escape")  # Escape keeps the filter
        assert numbers() == [1]
        await press_each(pilot, "c", "q", "q", "enter")
        assert numbers() == [] and "X" in screen_text(app)
        none_kept = catalog.n_(history.HISTORY_FILTERED_TITLE, 2).format(count="0", total="2")
        assert screen_text(app).split("\n")[0].strip().startswith(none_kept)
        await press_each(pilot, "x", "escape")
        assert isinstance(app.screen, TableScreen)


async def _click_key(pilot, action: str) -> None:
    row = pilot.app.screen.query_one(KeyRow)
    x = row.where(action)
    assert x is not None, action
    await pilot.click(row, offset=(x, 0))
    await pilot.pause()


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_the_filters_keys_are_clicked_too(tmp_path, language):
    catalog.set_language(language)
    app = _two_hands(tmp_path)
    async with app.run_test(size=(60, 20)) as pilot:
        await press_each(pilot, "c", "c", "c", "c", "enter", "f", "s")
        await _click_key(pilot, "switch")
        assert catalog.translate(strings.STATS_SCOPE_LIFETIME) in screen_text(app).split("\n")[0]
        await _click_key(pilot, "position")
        assert "BTN" in screen_text(app).split("\n")[0]
        await _click_key(pilot, "close")
        assert isinstance(app.screen, TableScreen)
        await press_each(pilot, "l")
        await _click_key(pilot, "showdown")
        assert [hand.hand_number for hand in app.screen.query_one(HandList).hands] == [1]
        await _click_key(pilot, "cards")
        assert isinstance(app.screen, CardsFilterScreen)
        await press_each(pilot, "escape")
        await _click_key(pilot, "no_filter")
        assert [hand.hand_number for hand in app.screen.query_one(HandList).hands] == [2, 1]
        await pilot.resize_terminal(80, 24)  # at 60 columns Enter and Esc give their room to the filters
        await pilot.pause()
        await _click_key(pilot, "open")
        assert type(app.screen).__name__ == "ReplayScreen"
