"""The practice screens pinned as snapshots at 80x24 and 120x40: stats, hand list, a replay step, odds.

Update with ``pytest tests/test_tui_records_snapshots.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import os
import time
from datetime import UTC, datetime

import pytest

from holdem.tui.app import make_app
from holdem.tui.testing import deck, scripted

SIZES = [(80, 24), (120, 40)]
PLAY_TWO_HANDS = ["c", "c", "c", "c", "enter"]


@pytest.fixture(autouse=True)
def utc(monkeypatch):
    """Times on screen are local: pin the zone."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def table(data_dir, **kwargs):
    decks = [deck(3, {0: "AsKs", 1: "QhQd", 2: "7c2d"}, "Kd 7h 2c 9h 3s"),
             deck(4, {0: "8h8d", 1: "JcJd", 5: "5c5d"}, "2s 3d 9c Th 4s")]
    return make_app(seed=11, bot_delay=0, bots=scripted([], ["call"]), deck=decks, button=3,
                    data_dir=str(data_dir), clock=lambda: datetime(2026, 1, 15, 20, 30, tzinfo=UTC),
                    **kwargs)


@pytest.mark.parametrize("size", SIZES)
def test_stats_screen(snap_compare, size, tmp_path):
    assert snap_compare(table(tmp_path), press=[*PLAY_TWO_HANDS, "s"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_history_list(snap_compare, size, tmp_path):
    assert snap_compare(table(tmp_path), press=[*PLAY_TWO_HANDS, "l"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_replay_step(snap_compare, size, tmp_path):
    press = [*PLAY_TWO_HANDS, "l", "down", "enter", "right", "right", "right", "right"]
    assert snap_compare(table(tmp_path), press=press, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_odds_panel_and_hud(snap_compare, size, tmp_path):
    assert snap_compare(table(tmp_path), press=["o", "u"], terminal_size=size)


def test_no_stray_environment():
    assert "NO_COLOR" not in os.environ
