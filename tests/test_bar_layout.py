"""The action bar's layout: where its controls go, and what a control shows where its row runs out."""

from __future__ import annotations

import pytest
from rich.text import Text

from holdem.app.render import key_label
from holdem.tui.bar_layout import BarFaces, Shape, bar_lines

PRESETS = (("ctl-min", "M", "Min"), ("ctl-half", "H", "½ Pot"), ("ctl-pot", "P", "Pot"),
           ("ctl-all_in", "A", "All in"))


def presets(totals: tuple[int, ...]) -> BarFaces:
    faces = BarFaces()
    for (name, key, words), total in zip(PRESETS, totals, strict=True):
        label = key_label(key, Text(f"{words} {total}"))
        faces.set(name, f"preset('{name}')", label, True, label, key_label(key, Text(str(total))))
    return faces


@pytest.mark.parametrize(("width", "shown"), [
    (78, "M Min 560 H ½ Pot 700 P Pot 1120 A 1885"),  # 80x24: one cell short of "A All in 1885"
    (68, "M Min 560 H ½ Pot 700 P Pot 1120"),  # not even "A 1885" fits: left out, not cut
    (90, "M Min 560 H ½ Pot 700 P Pot 1120 A All in 1885"),
])
def test_a_preset_short_of_room_shows_its_key_and_total_and_never_a_cut_total(width: int, shown: str) -> None:
    """At 80x24 with 1885 behind the row read "A All in 188": another amount than the one A sets."""
    lines, placed = bar_lines(presets((560, 700, 1120, 1885)), Shape(width))
    row = lines[2].plain.strip()
    assert row == shown
    if "A " in row:  # a click where the control is drawn sets it
        assert placed["ctl-all_in"].width == len(row.rpartition("P Pot 1120 ")[2])
    else:
        assert "ctl-all_in" not in placed
