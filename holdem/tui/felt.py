"""The felt: six seats around the board, drawn by one widget, the same on the table and in a replay.

One widget lays the seats and the centre out itself (``felt_layout``) instead of a dozen
widgets and their wrappers, so the table's first frame is drawn sooner. The layout is the one
the seats had as widgets: three seats on top (the middle one with a gap each side), a seat each
side of the centre, vertically centred, and the player's seat centred at the bottom.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from fractions import Fraction
from math import floor
from typing import Any

from rich.console import Console, RenderableType
from rich.text import Text
from textual import events
from textual.geometry import Region
from textual.reactive import Reactive, reactive
from textual.screen import Screen
from textual.widget import Widget

from holdem.app.render import BIG_BOARD_WIDTH, FittingText, centre_text, seat_text
from holdem.app.scene import TableScene
from holdem.app.table_model import CentreInfo, SeatInfo, Stage, centre_info, seat_infos
from holdem.engine.view import PlayerView
from holdem.tui.look import deck_of
from holdem.tui.messages import SeatClicked
from holdem.tui.placed import place

SIDE_SEAT_MAX = 26  # a side seat's widest
SIDE_SEATS = (1, 5)
CENTRE_MAX = 40
CENTRE_LINES = 3  # the street, the board and the pot, one above the other
SEAT_BACKGROUNDS = {"to_act": "#4d4412", "thinking": "#3a3416", "folded": "#15301d", "wins": "#245e2a"}
PLAYER_BACKGROUNDS = {"to_act": "#4d4412", "wins": "#245e2a", "folded": "#152535"}
SEAT_BACKGROUND, PLAYER_BACKGROUND = "#0e2a17", "#0b2440"


class FeltShape:
    """What the layout depends on: the felt's inner size and the screen's size classes.

    A plain class, not a dataclass: made at start-up, where a dataclass costs its creation.
    """

    __slots__ = ("centre_min", "height", "hud", "player_width", "seat_height", "width")

    def __init__(
        self, width: int, height: int, seat_height: int = 4, player_width: int = 32, centre_min: int = 21,
        *, hud: bool = False,
    ) -> None:
        self.width, self.height, self.seat_height = width, height, seat_height
        self.player_width, self.centre_min, self.hud = player_width, centre_min, hud


def shape_of(screen: Screen[object], width: int, height: int) -> FeltShape:
    """The felt's shape on ``screen`` (its size classes: -tall, -wide, -narrow, -hud, -hud-full).

    The full HUD's second line makes a tall screen's seats a line taller; on a shorter screen it
    takes the place of the seat's last action (the log has it).
    """
    tall, hud = screen.has_class("-tall"), screen.has_class("-hud")
    seat_height = (7 if tall else 5) if hud else (6 if tall else 4)
    if tall and hud and screen.has_class("-hud-full"):
        seat_height += 1
    narrow = screen.has_class("-narrow")
    centre_min = 21 if narrow else (31 if tall or screen.has_class("-wide") else 21)
    player = 44 if screen.has_class("-wide") else 32
    return FeltShape(width, height, seat_height, player, centre_min, hud=hud)


def _spread(start: Fraction, widths: Sequence[Fraction], gaps: Sequence[int]) -> list[tuple[int, int]]:
    """Columns (x, width) of boxes placed left to right from ``start``, rounded as Textual rounds them."""
    placed, x = [], start
    for width, gap in zip(widths, gaps, strict=True):
        end = x + width
        placed.append((floor(x), floor(end - floor(x))))
        x = end + gap
    return placed


def _middle_widths(shape: FeltShape) -> list[Fraction]:
    """Widths of side seat, centre, side seat: 1fr each, within their minimum and maximum."""
    limits = [(None, SIDE_SEAT_MAX), (shape.centre_min, CENTRE_MAX), (None, SIDE_SEAT_MAX)]
    fixed: list[Fraction | None] = [None, None, None]
    space, parts = Fraction(shape.width), 3
    changed = True
    while parts and changed:
        changed, unit = False, space / parts
        for index, (low, high) in enumerate(limits):
            if fixed[index] is not None:
                continue
            bound = low if low is not None and unit < low else None
            if bound is None and high is not None and unit > high:
                bound = high
            if bound is not None:
                fixed[index], space, parts, changed = Fraction(bound), space - bound, parts - 1, True
    unit = space / parts if parts else Fraction(shape.width)
    widths = []
    for low, high in limits:
        value = unit
        if high is not None and value > high:
            value = Fraction(high)
        if low is not None and value < low:
            value = Fraction(low)
        widths.append(value)
    return widths


def felt_layout(shape: FeltShape) -> dict[str, Region]:
    """Where each seat (``seat-N``) and the centre go inside a felt of ``shape``."""
    seat_h = shape.seat_height
    top = _spread(Fraction(0), [Fraction(max(0, shape.width - 2), 3)] * 3, [1, 1, 0])  # seat 3's margins
    regions = {f"seat-{n}": Region(x, 0, w, seat_h) for n, (x, w) in zip((2, 3, 4), top, strict=True)}
    # On a short felt the player's own HUD line gives way to the board and the pot (S has the figures).
    player_h = seat_h - 1 if shape.hud and shape.height - 2 * seat_h < CENTRE_LINES else seat_h
    middle_h = max(0, shape.height - seat_h - player_h)
    widths = _middle_widths(shape)
    start = max(0, (shape.width - floor(sum(widths))) // 2)  # the row is centred
    (x1, w1), (xc, wc), (x5, w5) = ((x + start, w) for x, w in _spread(Fraction(0), widths, [0, 0, 0]))
    side_y = seat_h + max(0, (middle_h - seat_h) // 2)
    regions["seat-1"] = Region(x1, side_y, w1, seat_h)
    regions["centre"] = Region(xc, seat_h, wc, middle_h)
    regions["seat-5"] = Region(x5, side_y, w5, seat_h)
    # A middle row shorter than a seat (a short terminal with the odds line on): the side seats reach
    # down beside the player's seat, which narrows to the centre's width so that they do not meet.
    player_w = shape.player_width if middle_h >= seat_h else min(shape.player_width, wc)
    player_x = max(0, (shape.width - player_w) // 2)
    regions["seat-0"] = Region(player_x, seat_h + middle_h, player_w, player_h)
    return regions


def _wrapped(console: Console, text: Text, width: int) -> list[Text]:
    """The lines of ``text`` wrapped at ``width`` cells, as a widget wraps them."""
    lines: list[Text] = []
    for line in text.split("\n", allow_blank=True) if text.plain else []:
        if line.cell_len <= width:
            lines.append(line)
            continue
        for part in line.wrap(console, max(1, width), justify="default"):
            part.rstrip()  # a line broken at a space does not keep it
            lines.append(part)
    return lines


def _box_lines(console: Console, text: Text, box: Region, background: str) -> list[Text]:
    """``text`` in ``box`` on ``background``, a cell clear each side."""
    width, height = box.width, box.height
    inner = max(0, width - 2)
    rows = _wrapped(console, text, inner)[:height]
    lines = []
    for row in rows + [Text()] * (height - len(rows)):
        line = row.copy()
        line.truncate(inner, overflow="crop", pad=True)
        lines.append(Text.assemble(" ", line, " ", style=f"on {background}"))
    return lines


def _centred_lines(console: Console, text: Text, width: int, height: int) -> list[Text]:
    """``text`` centred as a block in ``width`` x ``height`` cells (the board, the pot and the street)."""
    rows = _wrapped(console, text, width)
    shape = max((row.cell_len for row in rows), default=0)
    left = max(0, width - shape) // 2
    top = max(0, height - len(rows)) // 2
    lines = [Text()] * top
    for row in rows[: max(0, height - top)]:
        line = Text.assemble(" " * left, row)
        line.truncate(width, overflow="crop", pad=True)
        lines.append(line)
    return lines + [Text(" " * width)] * (height - len(lines))


class FeltView(Widget):
    """The six seats and the centre, in one widget: it follows the table's scene, or a replay's infos."""

    scene: reactive[TableScene | None] = reactive(None, layout=False)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.seats: tuple[SeatInfo, ...] = ()
        self.huds: tuple[Text, ...] = ()
        self.marks: tuple[Text, ...] = ()
        self.centre: CentreInfo | None = None

    def watch_scene(self, scene: TableScene | None) -> None:
        if scene is not None:
            self.show(scene.seats, scene.centre, scene.huds, scene.marks)

    def show(
        self,
        seats: Sequence[SeatInfo],
        centre: CentreInfo,
        huds: Sequence[Text] = (),
        marks: Sequence[Text] = (),
    ) -> None:
        """Draw ``seats`` (in seat order), ``centre``, each seat's stats (``huds``) and note (``marks``)."""
        self.seats, self.centre, self.huds, self.marks = tuple(seats), centre, tuple(huds), tuple(marks)
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        """A click on a seat asks for that player's figures."""
        for name, region in self.part_regions().items():
            if name.startswith("seat-") and region.contains(event.screen_x, event.screen_y):
                event.stop()
                self.post_message(SeatClicked(int(name.removeprefix("seat-"))))
                return

    def part_regions(self) -> dict[str, Region]:
        """Where each seat (``seat-N``) and the centre are on the screen."""
        content = self.content_region
        shape = shape_of(self.screen, content.width, content.height)
        return {name: region.translate(content.offset) for name, region in felt_layout(shape).items()}

    def render(self) -> RenderableType:
        width, height = self.content_region.width, self.content_region.height
        if self.centre is None or not width or not height:
            return Text()
        shape = shape_of(self.screen, width, height)
        regions = felt_layout(shape)
        rows: list[list[tuple[int, Text]]] = [[] for _ in range(height)]
        middle, player = regions["centre"], regions["seat-0"]
        for seat in self.seats:
            box = regions[f"seat-{seat.seat}"]
            # A side seat taller than the middle row is cut at its edges, unless it clears the player's seat.
            top, bottom = 0, height
            if seat.seat in SIDE_SEATS:
                clear = box.right <= player.x or player.right <= box.x
                top, bottom = middle.y, box.bottom if clear else middle.bottom
            for y, line in enumerate(self._seat_lines(seat, box), start=box.y):
                if top <= y < min(bottom, height):
                    rows[y].append((box.x, line))
        box = regions["centre"]
        big = self.screen.has_class("-tall") and box.width >= BIG_BOARD_WIDTH
        centre = centre_text(self.centre, big=big, deck=deck_of(self), rows=box.height)
        lines = _centred_lines(self.app.console, centre, box.width, box.height)
        for y, line in enumerate(lines, start=box.y):
            if y < height:
                rows[y].append((box.x, line))
        return Text("\n").join(place(row, width) for row in rows)

    def _seat_lines(self, seat: SeatInfo, box: Region) -> list[Text]:
        big = self.screen.has_class("-tall")
        inner = max(1, box.width - 2)
        mark = self.marks[seat.seat] if seat.seat < len(self.marks) else Text()
        if mark:
            seat = replace(seat, name=f"{mark.plain} {seat.name}")
        text = seat_text(seat, inner, big=big, deck=deck_of(self))
        if mark:
            text.stylize(mark.style, 0, mark.cell_len)
        hud = self.huds[seat.seat] if seat.seat < len(self.huds) else Text()
        if hud:
            lines = list(text.split("\n", allow_blank=True))
            if not big and self.screen.has_class("-hud-full"):
                lines = lines[:3]  # the last action gives way to the second line (the log has it)
            shown = hud.fitting(inner) if isinstance(hud, FittingText) else hud
            for line in shown.split("\n"):
                line.truncate(inner, overflow="ellipsis")
                lines.append(line)
            text = Text("\n").join(lines)
        if seat.seat == 0:
            background = PLAYER_BACKGROUNDS.get(seat.status, PLAYER_BACKGROUND)
        else:
            background = SEAT_BACKGROUNDS.get(seat.status, SEAT_BACKGROUND)
        return _box_lines(self.app.console, text, box, background)


def felt(scene: Reactive[Any] | None = None) -> Iterator[Widget]:
    """The felt; use inside ``compose`` as ``yield from felt()``.

    With ``scene`` (the screen's reactive ``TableScene``), the seats and the centre follow it.
    """
    view = FeltView(id="felt", classes="redraw-on-resize")
    yield view.data_bind(scene=scene) if scene is not None else view


def draw_felt(
    screen: Screen[object],
    view: PlayerView,
    stage: Stage,
    rebuys: Sequence[int] = (),
    huds: Sequence[Text] = (),
) -> None:
    """Show ``view`` on the felt of ``screen`` (``huds``: a line of stats per seat, or none)."""
    screen.query_one(FeltView).show(seat_infos(view, stage, rebuys), centre_info(view, stage), huds)
