"""Tables of 2 to 10 seats: every seat placed readably, played by keys, resumed with its size, filtered.

Snapshots of the heads-up, nine- and ten-seat tables at 80x24 and 120x40; update with
``pytest tests/test_tui_seats.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import asyncio
import itertools

import pytest
from rich.console import Console
from rich.text import Text

from holdem.app.session import PLAYER_SEAT
from holdem.tui.app import make_app
from holdem.tui.felt import MIN_SEAT_WIDTH, FeltShape, _centred_lines, felt_layout, seat_plan
from holdem.tui.screens.history import HistoryScreen
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import screen_text, widget_text

SEATS = range(2, 11)
SIZES = [(80, 24), (120, 40)]
# The felt's inner size at 80 x 24 with more than six seats (the log beside it, no side margins), and
# the seat heights the screen's classes give (4; 5 with the HUD; 6, 7, 8 on a tall screen).
CROWDED_80x24 = (54, 16)
SEAT_HEIGHTS = (4, 5, 6, 7, 8)


def _overlap(a, b) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("seats", SEATS)
def test_every_seat_has_its_own_box_at_least_a_readable_width_inside_the_felt(seats: int) -> None:
    for width, height, seat_height in itertools.product(range(54, 121, 3), range(12, 41, 2), SEAT_HEIGHTS):
        shape = FeltShape(width, height, seat_height, 32, 21, seats=seats)
        regions = felt_layout(shape)
        if not regions:
            continue
        boxes = [regions[f"seat-{seat}"] for seat in range(seats)]
        if seats <= 6 and height < 3 * seat_height:
            continue  # a short felt of six seats or fewer: the side seats reach beside the player's, cut
        assert all(box.width >= MIN_SEAT_WIDTH for box in boxes[1:])
        assert not any(_overlap(a, b) for a, b in itertools.combinations([*boxes, regions["centre"]], 2))
        assert all(box.right <= width and box.bottom <= height for box in boxes), (width, height, seats)


@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("seat_height", [4, 5])
def test_every_table_fits_the_felt_of_an_80x24_terminal(seats: int, seat_height: int) -> None:
    width, height = CROWDED_80x24
    assert seat_plan(FeltShape(width, height - 1, seat_height, 32, 21, seats=seats)) is not None  # odds on


def _play(seats: int, data_dir: str | None = None, seed: int = 3):
    return make_app(seed=seed, seats=seats, bot_delay=0, data_dir=data_dir)


async def _hands(app, pilot, count: int) -> None:
    """Play ``count`` hands by keys: check or call each turn, Enter between hands."""
    screen = app.screen
    assert isinstance(screen, TableScreen)
    session = screen.session
    start = session.hands_played
    for _ in range(400):
        if session.hands_played - start >= count:
            return
        await pilot.press("enter" if not session.in_hand else "c")
        await pilot.pause()
    raise AssertionError("the hands did not finish")


@pytest.mark.asyncio
@pytest.mark.parametrize("seats", [2, 9, 10])
async def test_a_table_of_n_seats_is_played_by_keys(seats: int, tmp_path) -> None:
    app = _play(seats, str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = app.screen.session
        assert len(session.names) == seats and len(set(session.names)) == seats
        await _hands(app, pilot, 6)
        assert session.chips_in_play() == session.chips_bought()
        for seat in range(seats):  # each seat on screen with its name
            assert session.names[seat] in widget_text(app, f"#seat-{seat}")
        history = next((tmp_path / "histories").glob("*.txt")).read_text("utf-8")
        assert f"{seats}-max (Play Money)" in history
        await pilot.press("s")  # the statistics: a row for every opponent
        await pilot.pause()
        stats = screen_text(app)
        assert all(name in stats for name in session.names[1:])
        await pilot.press("escape", "l", "enter")  # the last hand replayed on a felt of its seats
        await pilot.pause()
        assert type(app.screen).__name__ == "ReplayScreen"
        for seat in range(seats):
            assert session.names[seat] in widget_text(app, f"#seat-{seat}")


@pytest.mark.asyncio
@pytest.mark.parametrize("seats", [7, 9, 10])
async def test_more_than_six_seats_ask_for_80x24_and_never_fail_at_any_size(seats: int) -> None:
    app = _play(seats)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert f"A table of {seats} seats needs a window of at least 80 x 24" in screen_text(app)
        for width, height in [(80, 24), (79, 24), (80, 23), (30, 10), (3, 2), (120, 40), (60, 20)]:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            text = " ".join(screen_text(app).split())  # the notice wraps in a narrow window
            assert ("needs a window" in text) == (width < 80 or height < 24) or width < 30
            assert "do not fit" not in text


@pytest.mark.asyncio
async def test_six_seats_or_fewer_still_play_at_60x20() -> None:
    app = _play(3)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "needs a window" not in text and "Make the terminal" not in text
        assert app.screen.session.names[2] in widget_text(app, "#seat-2")


@pytest.mark.asyncio
async def test_a_resumed_session_keeps_its_seats_and_says_so_when_another_size_is_asked(tmp_path) -> None:
    first = _play(9, str(tmp_path))
    async with first.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _hands(first, pilot, 2)
    again = _play(6, str(tmp_path))
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "It was played at 9 seats: resuming keeps 9; a new session seats 6." in screen_text(again)
        await pilot.press("enter")
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, TableScreen) and len(screen.session.names) == 9
        assert "plays on at its table of 9 seats" in screen_text(again)


@pytest.mark.asyncio
async def test_the_hand_list_filters_by_the_tables_size(tmp_path) -> None:
    for seats in (2, 10):  # a session at each size: start a new one (N) the second time
        app = _play(seats, str(tmp_path), seed=seats)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            if not isinstance(app.screen, TableScreen):
                await pilot.press("n")
                await pilot.pause()
            await _hands(app, pilot, 2)
            if seats == 10:
                await pilot.press("l")
                await pilot.pause()
                assert isinstance(app.screen, HistoryScreen)
                await pilot.press("t")
                await pilot.pause()
                text = screen_text(app)
                assert "table of 2" in text and "2 of 4 hands" in text.replace("the last ", "")
                await pilot.press("t")
                await pilot.pause()
                assert "table of 10" in screen_text(app)


def _snapshot_app(seats: int):
    return make_app(seed=5, seats=seats, bot_delay=0)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 9, 10])
def test_the_table_of_n_seats(snap_compare, seats: int, size) -> None:
    assert snap_compare(_snapshot_app(seats), terminal_size=size)


@pytest.mark.parametrize("seats", [9, 10])
def test_the_table_of_n_seats_with_the_hud_and_odds_aid(snap_compare, seats: int) -> None:
    app = make_app(seed=5, seats=seats, bot_delay=0, hud="full", odds_aid=True)
    assert snap_compare(app, terminal_size=(80, 24))


def test_nine_seats_at_60x20_ask_for_a_larger_window(snap_compare) -> None:
    assert snap_compare(_snapshot_app(9), terminal_size=(60, 20))


def test_the_player_is_seat_zero_at_the_bottom_at_every_size() -> None:
    async def bottom(seats: int) -> bool:
        app = _play(seats)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            regions = app.screen.query_one("#felt").part_regions()
            return regions[f"seat-{PLAYER_SEAT}"].bottom == max(r.bottom for r in regions.values())

    assert all(asyncio.run(bottom(seats)) for seats in (2, 6, 10))


def test_the_board_moves_a_line_off_a_side_seats_cards_where_it_can() -> None:
    """80x24 with the odds aid on: the centre's three lines centred put the board beside the side seats'
    cards ("3♦  J♥  A♥  A♣  K♥   8♠  Q♠" read as seven cards); the block goes a line up instead, or down,
    and stays where neither is free or there is no room."""
    console = Console(width=40)
    centre = Text("Showdown\nBOARD\nPot 135")

    def board_line(height: int, avoid: tuple[int, ...]) -> int:
        lines = _centred_lines(console, centre, 21, height, frozenset(avoid))
        return [line.plain.strip() for line in lines].index("BOARD")

    moved = {avoid: board_line(6, avoid) for avoid in ((), (2,), (2, 1), (2, 1, 3), (3,))}
    assert moved == {(): 2, (2,): 1, (2, 1): 3, (2, 1, 3): 2, (3,): 2}
    assert board_line(3, (1,)) == 1
