"""A long session does not grow: the footer builds no widgets as hands go by (issue 10).

Textual's Footer keeps every FooterKey it ever built through the ``data_bind`` watchers of
its ``compact`` setting (upstream issue 6666), and the table refreshes its keys twice a hand
(Enter is offered between hands only). ``KeyFooter`` draws its keys itself (one widget, no
FooterKey); this test plays hands by keys and counts the live widgets. The 2,000-hand RSS
measurement is ``benchmarks/bench_memory.py``.
"""

from __future__ import annotations

import gc

import pytest
from textual.widget import Widget

from holdem.tui.app import make_app
from holdem.tui.screens.table import TableScreen

pytestmark = pytest.mark.asyncio


def live(kind: type) -> int:
    gc.collect()
    return sum(1 for obj in gc.get_objects() if isinstance(obj, kind))


async def play_until(pilot, screen: TableScreen, last_hand: int) -> None:
    """Fold every hand (F twice when a check is free) and press Enter between hands."""
    while True:
        hand = screen.session.hand
        assert hand is not None
        if screen.between_hands:
            if hand.hand_number >= last_hand:
                return
            await pilot.press("enter")
        else:
            await pilot.press("f", "f")


async def test_a_long_session_keeps_the_same_number_of_widgets_and_footer_keys(tmp_path) -> None:
    from textual.widgets._footer import FooterKey  # only to count them: the game builds none

    app = make_app(seed=8, data_dir=str(tmp_path), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await play_until(pilot, screen, 5)
        keys, widgets = live(FooterKey), live(Widget)
        await play_until(pilot, screen, 30)
        await pilot.pause()
        # Twenty-five hands changed the footer's keys fifty times; Textual's Footer kept each rebuild's keys.
        assert live(FooterKey) == keys == 0
        assert live(Widget) == widgets
