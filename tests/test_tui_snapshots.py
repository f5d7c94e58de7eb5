"""What the table looks like, pinned as snapshots at 80x24 and 120x40 (and the too-small notice).

Update with ``pytest tests/test_tui_snapshots.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import pytest

from holdem.tui.app import make_app
from holdem.tui.testing import deck, scripted

SIZES = [(80, 24), (120, 40)]


def table(*scripts, holes=None, board="Kd 7h 2c 9h 3s", **kwargs):
    holes = holes or {0: "AsKs", 1: "QhQd", 2: "7c2d"}
    return make_app(
        seed=11, bot_delay=0, bots=scripted(*scripts), deck=deck(3, holes, board), button=3, **kwargs
    )


@pytest.mark.parametrize("size", SIZES)
def test_preflop_decision(snap_compare, size):
    assert snap_compare(table(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_raise_being_built(snap_compare, size):
    assert snap_compare(table(), press=["3", "2", "1"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_all_in_run_out(snap_compare, size):
    # The run-out stops at the flop: the next card would come after a very long pause.
    app = table(["call"], run_out_pause=10_000)
    assert snap_compare(app, press=["a", "r"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_showdown_result(snap_compare, size):
    app = table(["call"], ["call"], [], ["call"])
    assert snap_compare(app, press=["c", "c", "c", "c"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_help_screen(snap_compare, size):
    assert snap_compare(table(), press=["question_mark"], terminal_size=size)


def test_too_small(snap_compare):
    assert snap_compare(table(), terminal_size=(40, 12))
