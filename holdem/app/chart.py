"""A line chart drawn with braille dots: two columns and four rows of dots per cell.

Pure functions returning Rich ``Text``; the zero line is drawn dim so gains and
losses read at a glance, with the top, zero and bottom values on the left.

>>> print(braille_chart([0, 10, 20, 10, 0, -10], width=12, height=3).plain)
  20 ⠀⢀⡼⢳⡀⠀⠀
   0 ⣠⠞⠤⠤⠙⣆⠤
 −10 ⠀⠀⠀⠀⠀⠈⢧
>>> print(braille_chart([0, 10, 20], width=12, height=3, second=[0, 5, 10], x_labels=("0", "2 hands")).plain)
 20 ⠀⠀⠀⠀⣀⡤⠖⠋
  0 ⣀⣤⠶⠿⠓⠚⠉⠉
    0 2 hands
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text

from holdem.i18n.numbers import number

# Dot bits of a braille cell, by (column, row) within the cell.
_DOTS = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))
LINE_STYLE = "#87d787"
LOSS_STYLE = "#ff8787"
SECOND_STYLE = "#af8700"
AXIS_STYLE = "#5f5f5f"


def _resample(values: Sequence[float], count: int) -> list[float]:
    """``count`` points along ``values`` (linear interpolation; a single value is repeated)."""
    if len(values) == 1:
        return [float(values[0])] * count
    out = []
    for i in range(count):
        x = i * (len(values) - 1) / max(count - 1, 1)
        lo = int(x)
        hi = min(lo + 1, len(values) - 1)
        out.append(values[lo] + (values[hi] - values[lo]) * (x - lo))
    return out


def _dots(values: Sequence[float], plot_w: int, row_of: Callable[[float], int]) -> list[int]:
    return [row_of(v) for v in _resample(values or [0], plot_w * 2)]


def _plot(cells: list[list[int]], points: Sequence[int]) -> None:
    for x, y in enumerate(points):
        previous = points[x - 1] if x else y
        low, high = sorted((previous, y))
        for yy in range(low, high + 1):
            cells[yy // 4][x // 2] |= _DOTS[x % 2][yy % 4]


def braille_chart(
    values: Sequence[float], width: int, height: int, *, second: Sequence[float] | None = None,
    x_labels: tuple[str, str] | None = None,
) -> Text:
    """``values`` as a line ``width`` x ``height`` cells, labels included (at least 1 x 1 cell of plot).

    ``second``: another line on the same axes, drawn where the first is not (dim gold);
    ``x_labels``: what the left and right ends of the horizontal axis are, on a row below.
    """
    both = [*values, *(second or ())]
    top, bottom = max(max(both, default=0), 0), min(min(both, default=0), 0)
    labels = [number(round(top)), number(round(bottom))]
    label_width = max(len(label) for label in labels) + 2
    axis_row = x_labels is not None and height >= 3
    plot_w, plot_h = max(1, width - label_width), max(1, height - axis_row)
    dots_h = plot_h * 4
    span = (top - bottom) or 1.0

    def row_of(value: float) -> int:
        return round((top - value) / span * (dots_h - 1))

    cells = [[0] * plot_w for _ in range(plot_h)]
    _plot(cells, _dots(values, plot_w, row_of))
    extra = [[0] * plot_w for _ in range(plot_h)]
    if second is not None:
        _plot(extra, _dots(second, plot_w, row_of))
    zero_row = row_of(0) // 4 if bottom < 0 < top else None
    text = Text()
    for r, row in enumerate(cells):
        if r:
            text.append("\n")
        label = labels[0] if r == 0 else labels[1] if r == plot_h - 1 else ("0" if r == zero_row else "")
        text.append(f"{label:>{label_width - 1}} ", style=AXIS_STYLE)
        below_zero = zero_row is not None and r > zero_row
        for bits, more in zip(row, extra[r], strict=True):
            if bits:
                text.append(chr(0x2800 + (bits | more)), style=LOSS_STYLE if below_zero else LINE_STYLE)
            elif more:
                text.append(chr(0x2800 + more), style=SECOND_STYLE)
            else:
                text.append("⠤" if r == zero_row else chr(0x2800), style=AXIS_STYLE)
    if axis_row and x_labels is not None:
        left, right = x_labels
        gap = max(1, plot_w - len(left) - len(right))
        text.append("\n" + " " * label_width + left + " " * gap + right, style=AXIS_STYLE)
    return text
