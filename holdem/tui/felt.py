"""The felt: six seats around the board, laid out the same on the table and in a replay."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from textual.containers import Horizontal, Vertical
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget

from holdem.app.table_model import Stage, centre_info, seat_infos
from holdem.engine.view import PlayerView
from holdem.tui.widgets import CentreView, SeatView


def felt(scene: Reactive[Any] | None = None) -> Iterator[Widget]:
    """The felt's widgets; use inside ``compose`` as ``yield from felt()``.

    With ``scene`` (the screen's reactive ``TableScene``), every seat and the centre follow it.
    """

    def bound(widget: Widget) -> Widget:
        return widget.data_bind(scene=scene) if scene is not None else widget

    def seat(number: int, classes: str = "seat redraw-on-resize") -> Widget:
        return bound(SeatView(number, id=f"seat-{number}", classes=classes))

    with Vertical(id="felt"):
        with Horizontal(id="row-top", classes="felt-row"):
            for number in (2, 3, 4):
                yield seat(number)
        with Horizontal(id="row-middle", classes="felt-row"):
            with Vertical(classes="side-seat"):
                yield seat(1)
            yield bound(CentreView(id="centre", classes="redraw-on-resize"))
            with Vertical(classes="side-seat"):
                yield seat(5)
        with Horizontal(id="row-player", classes="felt-row"):
            yield seat(0, "seat player redraw-on-resize")


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
