"""A limit and a pot-limit table pinned as snapshots at 80x24 (the header names the structure; in
limit the one-size note stands where the chips, sizes, amount and presets are; in pot-limit all in is
disabled above the pot, and a preset at the cap is shown once, by P).

Update with ``pytest tests/test_tui_snapshots_structures.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import pytest

from holdem.engine import Game
from holdem.tui.app import make_app
from holdem.tui.testing import deck, scripted


def table(game: Game):
    holes = {0: "AsKs", 1: "QhQd", 2: "7c2d"}
    return make_app(
        seed=11, bot_delay=0, bots=scripted(), deck=deck(3, holes, "Kd 7h 2c 9h 3s"), button=3, game=game
    )


@pytest.mark.parametrize("game", [Game.FIXED_LIMIT, Game.POT_LIMIT], ids=["limit", "pot_limit"])
def test_preflop_decision(snap_compare, game):
    assert snap_compare(table(game), terminal_size=(80, 24))


def test_pot_limit_raise_at_the_pot(snap_compare):
    assert snap_compare(table(Game.POT_LIMIT), press=["p"], terminal_size=(80, 24))
