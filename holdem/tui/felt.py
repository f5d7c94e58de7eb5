"""The felt: six seats around the board, laid out the same on the table and in a replay."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget

from holdem.app.table_model import Stage, centre_info, seat_infos
from holdem.engine.view import PlayerView
from holdem.tui.widgets import CentreView, SeatView


def felt() -> Iterator[Widget]:
    """The felt's widgets; use inside ``compose`` as ``yield from felt()``."""
    with Vertical(id="felt"):
        with Horizontal(id="row-top", classes="felt-row"):
            for seat in (2, 3, 4):
                yield SeatView(id=f"seat-{seat}", classes="seat redraw-on-resize")
        with Horizontal(id="row-middle", classes="felt-row"):
            with Vertical(classes="side-seat"):
                yield SeatView(id="seat-1", classes="seat redraw-on-resize")
            yield CentreView(id="centre", classes="redraw-on-resize")
            with Vertical(classes="side-seat"):
                yield SeatView(id="seat-5", classes="seat redraw-on-resize")
        with Horizontal(id="row-player", classes="felt-row"):
            yield SeatView(id="seat-0", classes="seat player redraw-on-resize")


def draw_felt(
    screen: Screen[object],
    view: PlayerView,
    stage: Stage,
    rebuys: Sequence[int] = (),
    huds: Sequence[str] = (),
) -> None:
    """Show ``view`` on the felt of ``screen`` (``huds``: a line of stats per seat, or none)."""
    for info in seat_infos(view, stage, rebuys):
        seat = screen.query_one(f"#seat-{info.seat}", SeatView)
        seat.hud = huds[info.seat] if info.seat < len(huds) else ""
        seat.info = info
    screen.query_one(CentreView).info = centre_info(view, stage)
