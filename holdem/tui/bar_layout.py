"""Where the action bar's controls go: the moves' column, then the chips, the sizes and the presets.

Beside each other (three lines) when a row can hold both halves, else stacked (five lines: the
moves and the total, then the chips, sizes and presets). The moves' column holds the longest row
of words ("F Fold C All in 1000 R Raise to", 32 cells; 40 with longer words: Portuguese, amounts
in big blinds). A control keeps a gap after it, so two never touch.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.geometry import Region

from holdem.app.raise_builder import CHIP_VALUES
from holdem.tui.placed import fitted, place

MOVES_WIDTH, WORDY_MOVES_WIDTH = 32, 40
PANEL_PADDING = 2  # the total and the stack keep two cells clear on their right
HOVER = "on #3a3a3a"
MOVES = ("ctl-fold", "ctl-call", "ctl-raise")
CHIPS = (*(f"ctl-chip-{value}" for value in CHIP_VALUES), "ctl-back")
SIZES = ("ctl-size-0", "ctl-size-1", "ctl-size-2", "ctl-amount")
PRESETS = ("ctl-min", "ctl-half", "ctl-pot", "ctl-all_in")


# Plain classes rather than dataclasses: they are made at start-up, and a dataclass costs its
# module a fraction of a millisecond to create (benchmarks/bench_startup.py).


def _same(a: Text, b: Text) -> bool:
    return a.plain == b.plain and a.spans == b.spans and a.style == b.style


class Face:
    """One control: the action its click runs, what it shows, and whether it is legal now.

    ``short``: what it shows where its row is too long for its column (a total without its unit);
    ``tiny``: its key and total alone, where even that leaves it no room (a total is never cut short:
    "All in 188" for 1885 would read as another amount).
    """

    __slots__ = ("action", "enabled", "label", "short", "tiny")

    def __init__(self, action: str, label: Text, enabled: bool, short: Text | None = None,
                 tiny: Text | None = None) -> None:
        self.action, self.label, self.enabled, self.tiny = action, label, enabled, tiny
        self.short = label if short is None else short


class BarFaces:
    """What the bar shows now: its controls (those not shown are absent) and its three panels.

    ``pre``: the pre-action choices stand where Raise and its total were.
    """

    __slots__ = ("compact", "controls", "pre", "stack", "total", "waiting")

    def __init__(self, *, pre: bool = False, compact: bool = False) -> None:
        self.pre, self.compact = pre, compact
        self.controls: dict[str, Face] = {}
        self.total, self.stack, self.waiting = Text(), Text(), Text()

    def set(self, name: str, action: str, label: Text, enabled: bool, short: Text | None = None,
            tiny: Text | None = None) -> None:
        self.controls[name] = Face(action, label, enabled, short, tiny)

    def same_as(self, other: BarFaces) -> bool:
        """Whether the bar would look the same (so nothing need be drawn anew)."""
        if (self.pre, self.compact) != (other.pre, other.compact):
            return False
        if self.controls.keys() != other.controls.keys():
            return False
        texts = [(self.total, other.total), (self.stack, other.stack), (self.waiting, other.waiting)]
        for name, face in self.controls.items():
            theirs = other.controls[name]
            if (face.action, face.enabled) != (theirs.action, theirs.enabled):
                return False
            texts.append((face.label, theirs.label))
        return all(_same(a, b) for a, b in texts)


class Shape:
    """The bar's inner width and how it is laid out."""

    __slots__ = ("stacked", "width", "wordy")

    def __init__(self, width: int, *, stacked: bool = False, wordy: bool = False) -> None:
        self.width, self.stacked, self.wordy = width, stacked, wordy


Placed = dict[str, Region]
Pieces = list[tuple[int, Text]]


class _Builder:
    """Places the controls of ``faces`` and remembers where each went (``placed``)."""

    __slots__ = ("faces", "hover", "placed")

    def __init__(self, faces: BarFaces, hover: str | None) -> None:
        self.faces, self.hover = faces, hover
        self.placed: Placed = {}

    def row(self, names: Sequence[str], x: int, y: int, width: int) -> Pieces:
        """The shown controls among ``names`` left to right from column ``x``, a cell apart.

        A row too long for its column shows the controls' short forms (totals without their unit), and
        a control with a total that still has no room its key and total alone (:attr:`Face.tiny`), or
        nothing: a total is never cut.
        """
        pieces, at = [], x
        faces = [(name, face) for name in names if (face := self.faces.controls.get(name)) is not None]
        short = sum(face.label.cell_len + 1 for __, face in faces) - 1 > width
        for name, face in faces:
            label = (face.short if short else face.label).copy()
            room = x + width - at
            if label.cell_len > room and face.tiny is not None:
                if face.tiny.cell_len > room:
                    break
                label = face.tiny.copy()
            shown = label.cell_len
            if name == self.hover:
                label.stylize(HOVER)
            if room <= 0:
                break
            if shown > room:  # a row longer than its column is cut at the column's edge
                label.truncate(room, overflow="crop")
            self.placed[name] = Region(at, y, min(shown, room), 1)
            pieces.append((at, label))
            at += shown + 1
        return pieces

    def panel(self, name: str, text: Text, y: int, width: int, align: str) -> tuple[int, Text]:
        """A line of words in the moves' column, clear of the column's last two cells."""
        self.placed[name] = Region(0, y, width, 1)
        return 0, fitted(text, max(0, width - PANEL_PADDING), align=align)

    def moves(self, width: int, stacked: bool) -> list[Pieces]:
        """The moves' column: the moves, then the total (or the pre-action row), then the stack."""
        faces = self.faces
        lines = [self.row(MOVES, 0, 0, width)]
        if faces.pre:
            row = self.row(("ctl-any",), 0, 1, width)
            at = self.placed["ctl-any"].right + 1 if "ctl-any" in self.placed else 0
            self.placed["pre-waiting"] = Region(at, 1, max(0, width - at), 1)
            lines.append([*row, (at, fitted(faces.waiting, max(0, width - at)))])
        else:
            lines.append([self.panel("raise-total", faces.total, 1, width, "left" if stacked else "right")])
        if not stacked:
            lines.append([self.panel("raise-stack", faces.stack, 2, width, "right")])
        return lines


def bar_lines(faces: BarFaces, shape: Shape, hover: str | None = None) -> tuple[list[Text], Placed]:
    """The bar's lines, each ``shape.width`` cells, and where each control and panel went."""
    build = _Builder(faces, hover)
    width = shape.width
    moves_width = width if shape.stacked else min(width, WORDY_MOVES_WIDTH if shape.wordy else MOVES_WIDTH)
    moves = build.moves(moves_width, shape.stacked)
    top = len(moves) if shape.stacked else 0
    x = 1 if shape.stacked else moves_width + 1  # the sizes' half keeps a cell clear on its left
    sizes_width = max(0, width - x)
    sizes = []
    rows = zip(("chips-row", "sizes-row", "presets-row"), (CHIPS, SIZES, PRESETS), strict=True)
    for y, (row, names) in enumerate(rows, start=top):
        build.placed[row] = Region(x, y, sizes_width, 1)
        sizes.append(build.row(names, x, y, sizes_width))
    if shape.stacked:
        lines = [*moves, *sizes]
    else:
        lines = [[*left, *right] for left, right in zip(moves, sizes, strict=True)]
    return [place(line, width) for line in lines], build.placed
