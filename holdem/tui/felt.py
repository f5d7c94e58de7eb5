"""The felt: the seats around the board, drawn by one widget, the same on the table and in a replay.

One widget lays the seats and the centre out itself (``felt_layout``) instead of a dozen
widgets and their wrappers, so the table's first frame is drawn sooner. The player's seat is
centred at the bottom; the opponents go round it clockwise from its left (:data:`PLANS`): up the
left side of the centre, along the top, down the right side, and at a crowded table in the
corners beside the player. Six seats are three on top (the middle one with a gap each side) and
one each side of the centre, vertically centred. Where a crowded felt is short of lines, the
seats lose their last action (the log has it) before anything else.
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

from holdem.app import strings
from holdem.app.felt_text import centre_text, seat_text
from holdem.app.render import BIG_BOARD_WIDTH, FittingText
from holdem.app.scene import TableScene
from holdem.app.table_model import CentreInfo, SeatInfo, Stage, centre_info, seat_infos
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _
from holdem.tui.look import deck_of
from holdem.tui.messages import SeatClicked
from holdem.tui.placed import place

SIDE_SEAT_MAX = 26  # a side seat's widest
CENTRE_MAX = 40
CENTRE_LINES = 3  # the street, the board and the pot, one above the other
MIN_SEAT_WIDTH = 16  # a seat's narrowest: "raises to 1000" and "░░░ ░░░ ● 1000" stay whole in it
MIN_PLAYER_WIDTH = 22  # the player's seat between two corner seats: a shorter hand name still fits
SIX_SEATS = 6  # the game's table, and a felt shown before its first hand
BIG_SEAT_LINES = 6  # a seat this tall draws its cards three lines high (a tall screen's)
MIN_CENTRE_WIDTH = 21  # the board and "Flop · Pot 1000" between two side seats
WIDE_CENTRE_WIDTH = 31  # a wide screen's centre, with room about its board
BOARD_GUTTER = 3  # cells at least between the big board and a side seat: its "wins 1240" is not the board's
BIG_CENTRE_WIDTH = BIG_BOARD_WIDTH + 2 * BOARD_GUTTER
BET_SEAT_WIDTH = 19  # a side seat with tall cards and "● 100" beside them, a cell clear each side
MIN_SEAT_LINES = 3  # name and position, stack, cards: a crowded table drops the last action first
CARDS_LINE = 2  # a seat's cards, under its name and its stack
BIG_CARD_LINES = 3  # cards drawn big are three lines high
SEAT_BACKGROUNDS = {"to_act": "#4d4412", "thinking": "#3a3416", "folded": "#15301d", "wins": "#245e2a"}
PLAYER_BACKGROUNDS = {"to_act": "#4d4412", "wins": "#245e2a", "folded": "#152535"}
SEAT_BACKGROUND, PLAYER_BACKGROUND = "#0e2a17", "#0b2440"

PLANS: dict[int, tuple[tuple[int, int, int], ...]] = {
    1: ((1, 0, 0),), 2: ((2, 0, 0),), 3: ((1, 1, 0),), 4: ((2, 1, 0),), 5: ((3, 1, 0),),
    6: ((2, 2, 0), (4, 1, 0)),
    7: ((3, 2, 0), (3, 1, 1)),
    8: ((4, 2, 0), (2, 2, 1)),
    9: ((3, 2, 1), (5, 2, 0)),
}
"""Where the opponents sit, by their number, best first: (seats on top, seats down each side, a seat
each side of the player's at the bottom). The seats go round clockwise from the player's left."""


class FeltShape:
    """What the layout depends on: the felt's inner size, the screen's size classes and the seat count.

    A plain class, not a dataclass: made at start-up, where a dataclass costs its creation.
    """

    __slots__ = ("centre_min", "height", "hud", "player_width", "seat_height", "seats", "width")

    def __init__(
        self, width: int, height: int, seat_height: int = 4, player_width: int = 32, centre_min: int = 21,
        *, hud: bool = False, seats: int = 6,
    ) -> None:
        self.width, self.height, self.seat_height = width, height, seat_height
        self.player_width, self.centre_min, self.hud, self.seats = player_width, centre_min, hud, seats


def shape_of(screen: Screen[object], width: int, height: int, seats: int = 6) -> FeltShape:
    """The felt's shape on ``screen`` (its size classes: -tall, -wide, -narrow, -hud, -hud-full).

    The full HUD's second line makes a tall screen's seats a line taller; on a shorter screen it
    takes the place of the seat's last action (the log has it).
    """
    tall, hud = screen.has_class("-tall"), screen.has_class("-hud")
    seat_height = (7 if tall else 5) if hud else (6 if tall else 4)
    if tall and hud and screen.has_class("-hud-full"):
        seat_height += 1
    narrow = screen.has_class("-narrow")
    centre_min = (MIN_CENTRE_WIDTH if narrow else BIG_CENTRE_WIDTH if tall
                  else WIDE_CENTRE_WIDTH if screen.has_class("-wide") else MIN_CENTRE_WIDTH)
    player = 44 if screen.has_class("-wide") else 32
    return FeltShape(width, height, seat_height, player, centre_min, hud=hud, seats=seats)


def _spread(start: Fraction, widths: Sequence[Fraction], gaps: Sequence[int]) -> list[tuple[int, int]]:
    """Columns (x, width) of boxes placed left to right from ``start``, rounded as Textual rounds them."""
    placed, x = [], start
    for width, gap in zip(widths, gaps, strict=True):
        end = x + width
        placed.append((floor(x), floor(end - floor(x))))
        x = end + gap
    return placed


def _middle_widths(shape: FeltShape, centre_min: int) -> list[Fraction]:
    """Widths of side seat, centre, side seat: 1fr each, within their minimum and maximum."""
    limits = [(None, SIDE_SEAT_MAX), (centre_min, CENTRE_MAX), (None, SIDE_SEAT_MAX)]
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


def _fits(shape: FeltShape, plan: tuple[int, int, int], seat_h: int) -> bool:
    """Whether ``plan`` seats every opponent at least :data:`MIN_SEAT_WIDTH` wide, seats ``seat_h`` high."""
    top, side, corner = plan
    width, height = shape.width, shape.height
    if top * MIN_SEAT_WIDTH + top - 1 > width:
        return False
    if side and width < 2 * MIN_SEAT_WIDTH + MIN_CENTRE_WIDTH:
        return False
    if corner and width < 2 * MIN_SEAT_WIDTH + MIN_PLAYER_WIDTH:
        return False
    # The sides' seats fit between the top row and the bottom one (or, with none, the centre's lines).
    return height - 2 * seat_h >= (side * seat_h if side else CENTRE_LINES)


def seat_plan(shape: FeltShape) -> tuple[tuple[int, int, int], int] | None:
    """The plan (:data:`PLANS`) and seat height the felt uses, or None when the seats cannot all be read."""
    plans = PLANS.get(shape.seats - 1, ())
    for seat_h in range(shape.seat_height, MIN_SEAT_LINES - 1, -1):
        for plan in plans:
            if _fits(shape, plan, seat_h):
                return plan, seat_h
        if shape.seats <= SIX_SEATS:  # six seats or fewer fit a short felt their own way (felt_layout)
            return plans[0], shape.seat_height
    return None


def felt_layout(shape: FeltShape) -> dict[str, Region]:
    """Where each seat (``seat-N``) and the centre go inside a felt of ``shape`` (empty: they do not fit)."""
    chosen = seat_plan(shape)
    if chosen is None:
        return {}
    (top_count, side, corner), seat_h = chosen
    regions: dict[str, Region] = {}
    width = Fraction(max(0, shape.width - (top_count - 1)), top_count)
    limit = max(shape.player_width, SIDE_SEAT_MAX)
    if width > limit:  # a short row of seats stays seat-sized, centred
        width = Fraction(limit)
    row_start = (Fraction(shape.width) - top_count * width - (top_count - 1)) / 2 if width == limit else 0
    top = _spread(Fraction(row_start), [width] * top_count, [1] * (top_count - 1) + [0])
    # On a short felt the player's own HUD line gives way to the board and the pot (S has the figures).
    player_h = seat_h - 1 if shape.hud and shape.height - 2 * seat_h < CENTRE_LINES and not corner else seat_h
    if seat_h < shape.seat_height:  # a crowded felt's spare lines go to the bottom row: the player's hand
        player_h = min(shape.seat_height, shape.height - seat_h * (1 + side))
    middle_h = max(0, shape.height - seat_h - player_h)
    centre_min = shape.centre_min
    if side and centre_min > WIDE_CENTRE_WIDTH:  # the gutter only from cells a bet beside the cards spares
        centre_min = max(WIDE_CENTRE_WIDTH, min(centre_min, shape.width - 2 * BET_SEAT_WIDTH))
    if side and 2 * MIN_SEAT_WIDTH + centre_min > shape.width:  # a crowded felt: the centre gives way
        centre_min = max(MIN_CENTRE_WIDTH, shape.width - 2 * MIN_SEAT_WIDTH)
    widths = _middle_widths(shape, centre_min) if side else [Fraction(0), Fraction(shape.width), Fraction(0)]
    start = max(0, (shape.width - floor(sum(widths))) // 2)  # the row is centred
    (x1, w1), (xc, wc), (x5, w5) = ((x + start, w) for x, w in _spread(Fraction(0), widths, [0, 0, 0]))
    gap = max(0, middle_h - side * seat_h) // (side + 1) if side > 1 else 0
    ys = ([seat_h + gap + row * (seat_h + gap) for row in range(side)] if side > 1
          else [seat_h + max(0, (middle_h - seat_h) // 2)] * side)
    player_y = seat_h + middle_h
    # A middle row shorter than a seat (a short terminal with the odds line on): the side seats reach
    # down beside the player's seat, which narrows to the centre's width so that they do not meet.
    player_w = shape.player_width if middle_h >= seat_h else min(shape.player_width, wc)
    corner_w = 0
    if corner:
        player_w = max(MIN_PLAYER_WIDTH, min(player_w, shape.width - 2 * MIN_SEAT_WIDTH))
        corner_w = min(SIDE_SEAT_MAX, (shape.width - player_w) // 2)
    player_x = max(0, (shape.width - player_w) // 2)
    boxes = (
        [Region(0, player_y, corner_w, player_h)] * corner
        + [Region(x1, y, w1, seat_h) for y in reversed(ys)]
        + [Region(x, 0, w, seat_h) for x, w in top]
        + [Region(x5, y, w5, seat_h) for y in ys]
        + [Region(shape.width - corner_w, player_y, corner_w, player_h)] * corner
    )
    for seat, box in enumerate(boxes, start=1):
        regions[f"seat-{seat}"] = box
    regions["centre"] = Region(xc, seat_h, wc, middle_h)
    regions["seat-0"] = Region(player_x, player_y, player_w, player_h)
    return regions


def side_seats(shape: FeltShape) -> frozenset[int]:
    """The seats down the sides of the centre (a short felt cuts them at its edges)."""
    chosen = seat_plan(shape)
    if chosen is None:
        return frozenset()
    (top, side, corner), _height = chosen
    return frozenset(range(1 + corner, 1 + corner + side)) | frozenset(
        range(1 + corner + side + top, 1 + corner + 2 * side + top)
    )


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


def _centred_lines(console: Console, text: Text, width: int, height: int, avoid: frozenset[int] = frozenset(),
                   band: tuple[int, int] | None = None) -> list[Text]:
    """``text`` (the board, the pot, the street) centred in ``width`` x ``height`` cells or beside the side
    seats' lines ``band`` (first, count), a line away where its board line would fall on ``avoid``."""
    rows = _wrapped(console, text, width)
    shape = max((row.cell_len for row in rows), default=0)
    left = max(0, width - shape) // 2
    first, count = band or (0, height)
    top = max(0, min(height - len(rows), first + (count - len(rows)) // 2))
    if top + 1 in avoid:
        free = [t for t in (top - 1, top + 1) if t + 1 not in avoid and 0 <= t <= height - len(rows)]
        top = free[0] if free else top
    lines = [Text()] * top
    for row in rows[: max(0, height - top)]:
        line = Text.assemble(" " * left, row)
        line.truncate(width, overflow="crop", pad=True)
        lines.append(line)
    return lines + [Text(" " * width)] * (height - len(lines))


class FeltView(Widget):
    """The seats and the centre, in one widget: it follows the table's scene, or a replay's infos."""

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

    def show(self, seats: Sequence[SeatInfo], centre: CentreInfo, huds: Sequence[Text] = (),
             marks: Sequence[Text] = ()) -> None:
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

    def _shape(self) -> FeltShape:
        content = self.content_region
        return shape_of(self.screen, content.width, content.height, seats=len(self.seats) or SIX_SEATS)

    def part_regions(self) -> dict[str, Region]:
        """Where each seat (``seat-N``) and the centre are on the screen."""
        offset = self.content_region.offset
        return {name: region.translate(offset) for name, region in felt_layout(self._shape()).items()}

    def render(self) -> RenderableType:
        width, height = self.content_region.width, self.content_region.height
        if self.centre is None or not width or not height:
            return Text()
        shape = self._shape()
        regions = felt_layout(shape)
        if not regions:  # more seats than this felt can show readably (the screen asks for more room)
            return Text(_(strings.FELT_CROWDED).format(seats=len(self.seats)), justify="center", style="bold")
        rows: list[list[tuple[int, Text]]] = [[] for _ in range(height)]
        middle, player = regions["centre"], regions["seat-0"]
        sides = side_seats(shape)
        for seat in self.seats:
            box = regions[f"seat-{seat.seat}"]
            # A side seat taller than the middle row is cut at its edges, unless it clears the player's seat.
            top, bottom = 0, height
            if seat.seat in sides:
                clear = box.right <= player.x or player.right <= box.x
                top, bottom = middle.y, box.bottom if clear else middle.bottom
            for y, line in enumerate(self._seat_lines(seat, box), start=box.y):
                if top <= y < min(bottom, height):
                    rows[y].append((box.x, line))
        box = regions["centre"]
        big = self.screen.has_class("-tall") and box.width >= BIG_BOARD_WIDTH
        centre = centre_text(self.centre, big=big, deck=deck_of(self), rows=box.height)
        # The board beside a side seat's cards reads as seven cards in a row: it moves a line away.
        avoid = frozenset() if big else frozenset(
            seat_box.y + line - box.y for seat_box in (regions[f"seat-{seat}"] for seat in sides)
            for line in range(CARDS_LINE, CARDS_LINE + (BIG_CARD_LINES if self._big(seat_box) else 1)))
        beside = {(regions[f"seat-{seat}"].y - box.y, regions[f"seat-{seat}"].height) for seat in sides}
        band = beside.pop() if len(beside) == 1 else None  # one row of side seats
        lines = _centred_lines(self.app.console, centre, box.width, box.height, avoid, band)
        for y, line in enumerate(lines, start=box.y):
            if y < height:
                rows[y].append((box.x, line))
        return Text("\n").join(place(row, width) for row in rows)

    def _big(self, box: Region) -> bool:
        """Whether a seat in ``box`` draws its cards three lines high."""
        return self.screen.has_class("-tall") and box.height >= BIG_SEAT_LINES

    def _seat_lines(self, seat: SeatInfo, box: Region) -> list[Text]:
        big = self._big(box)
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
            shown = hud.fitting(inner) if isinstance(hud, FittingText) else hud
            hud_lines = shown.split("\n")
            if len(self.seats) > SIX_SEATS:  # a crowded table: an opponent's last action gives way to the
                # HUD where the seat is short of lines, the player's hand never does
                room = box.height - len(hud_lines)
                lines = lines[: max(MIN_SEAT_LINES, room)] if seat.seat else lines
            elif not big and self.screen.has_class("-hud-full"):
                lines = lines[:3]  # the last action gives way to the second line (the log has it)
            for line in hud_lines:
                line.truncate(inner, overflow="ellipsis")
                lines.append(line)
            text = Text("\n").join(lines)
        if seat.seat == 0:
            background = PLAYER_BACKGROUNDS.get(seat.status, PLAYER_BACKGROUND)
        else:
            background = SEAT_BACKGROUNDS.get(seat.status, SEAT_BACKGROUND)
        return _box_lines(self.app.console, text, box, background)


def felt(scene: Reactive[Any] | None = None) -> Iterator[Widget]:
    """The felt; use inside ``compose`` as ``yield from felt()``. With ``scene`` (the screen's reactive
    ``TableScene``), the seats and the centre follow it."""
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
