"""Start-up goes straight to the table: it is the app's first screen when nothing is asked first
(a resume question or a notice comes first otherwise: tests/test_tui_records.py).

(How long start-up takes is measured in ``benchmarks/bench_startup.py``, never here.)
"""

from __future__ import annotations

import pytest

from holdem.tui.app import make_app
from holdem.tui.screens.table import TableScreen

pytestmark = pytest.mark.asyncio


async def test_a_start_with_nothing_to_ask_shows_the_table_as_the_only_screen(tmp_path) -> None:
    app = make_app(seed=5, bot_delay=0, data_dir=str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert [type(screen) for screen in app.screen_stack] == [TableScreen]
        assert app.session.hand is not None and app.session.hand.hand_number == 1  # dealt and recorded
        assert app.session.record is not None


async def test_the_first_hand_is_recorded_as_in_progress_before_the_table_shows_it(tmp_path) -> None:
    """Dealt while the table is built, its record written meanwhile: shown only once it is saved."""
    import json

    app = make_app(seed=5, bot_delay=0, data_dir=str(tmp_path))
    shown: list[object] = []

    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, TableScreen)
        saved = json.loads(app.records.sessions.path.read_text(encoding="utf-8"))  # type: ignore[union-attr]
        shown.append(saved.get("hand_in_progress"))
        await pilot.pause()
        assert not app.session.dealt_ahead
        assert app.session.hand is not None and app.session.hand.hand_number == 1
    assert shown == [1]


async def test_a_table_opened_at_a_small_size_is_fitted_before_it_is_drawn(tmp_path) -> None:
    app = make_app(seed=5, bot_delay=0, data_dir=str(tmp_path))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert app.screen.has_class("-narrow", "-stack-bar", "-short")
        assert not app.screen.has_class("-too-small", "-wide", "-tall")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert app.screen.has_class("-wide", "-tall")
        assert not app.screen.has_class("-narrow", "-short")


async def test_the_table_and_the_coach_load_without_the_coachs_worker_or_babel() -> None:
    """What only a finished hand or a decimal needs waits for it: the first frame does not load it."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from holdem.tui.app import make_app\n"
        "from holdem.app.coaching import Coach, grade_job\n"
        "from holdem.tui.screens.table import TableScreen\n"
        "from holdem.i18n.numbers import amount\n"
        "amount(1000)\n"
        "print(' '.join(m for m in ('multiprocessing', 'babel', 'holdem.coach') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


async def test_the_first_frame_is_drawn_before_what_only_play_needs_is_loaded(tmp_path) -> None:
    """The table needs the opponents' names only: their strategies load when the first one decides,
    the odds aid's arithmetic when the aid is turned on, the history writer with the first hand's end.
    """
    import subprocess
    import sys

    code = (
        "import asyncio, sys\n"
        "from holdem.tui.app import make_app\n"
        "from holdem.tui.screens.table import TableScreen\n"
        "async def first_frame(pilot):\n"
        "    while not (isinstance(pilot.app.screen, TableScreen) and pilot.app.screen.is_mounted):\n"
        "        await asyncio.sleep(0)\n"
        "    drawn = asyncio.get_running_loop().create_future()\n"
        "    pilot.app.screen.call_after_refresh(lambda: drawn.set_result(sorted(sys.modules)))\n"
        "    print(' '.join(m for m in await drawn if m.startswith('holdem.')))\n"
        "    pilot.app.exit()\n"
        "app = make_app(seed=5, data_dir=sys.argv[1])\n"  # the game's pacing: opponents think first
        "app.run(headless=True, size=(80, 24), auto_pilot=first_frame)\n"
    )
    run = [sys.executable, "-c", code, str(tmp_path)]
    loaded = set(subprocess.run(run, capture_output=True, text=True, check=True).stdout.split())
    assert {"holdem.tui.screens.table", "holdem.records.history_file"} <= loaded  # the run got there
    assert {m for m in loaded if m.startswith(("holdem.bots", "holdem.coach"))} == {
        "holdem.bots", "holdem.bots.base", "holdem.bots.names"
    }
    assert not loaded & {"holdem.app.odds", "holdem.records.history"}
    # The HUD's drawing, a player's figures, the notes dialog and the filters come with their keys.
    assert not loaded & {"holdem.app.hud_text", "holdem.app.stats_filters", "holdem.tui.screens.player",
                         "holdem.tui.screens.note", "holdem.tui.screens.hand_filter"}


async def test_the_command_loads_textual_only_inside_main_where_the_collector_is_off() -> None:
    """``holdem`` runs ``from holdem.cli import main; main()``: Textual's import (the largest part of
    start-up) is then made with the garbage collector off, as the rest of start-up is."""
    import subprocess
    import sys

    code = "import sys, holdem.cli\nprint([m for m in sys.modules if m.startswith(('textual', 'rich'))])"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


async def test_the_garbage_collector_is_on_again_once_the_first_frame_is_drawn(tmp_path) -> None:
    """The holdem command starts with the collector off (holdem.cli); the running game has it on."""
    import gc

    gc.disable()
    try:
        app = make_app(seed=5, bot_delay=0, data_dir=str(tmp_path))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("delay", [0.01, 0], ids=["in-a-worker", "inline"])
async def test_opponents_that_cannot_be_built_crash_the_game_not_fold(delay, tmp_path, monkeypatch) -> None:
    """Built where the first one is asked (its worker thread, or inline): failing is the game's failure."""
    import holdem.bots.lineup
    from holdem.tui.crash import GameCrashed

    def broken(seed: int, names: object = None) -> list[object]:
        raise RuntimeError("the opponents could not be built")

    monkeypatch.setattr(holdem.bots.lineup, "opponents", broken)
    app = make_app(seed=5, bot_delay=delay, bot_threads=delay > 0, data_dir=str(tmp_path))
    with pytest.raises(GameCrashed, match="could not be built"):
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(100):
                await pilot.pause(0.02)
                if app.return_code is not None:
                    break
    assert app.session.hands_played == 0  # nobody folded for the opponents
