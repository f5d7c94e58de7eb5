"""The coach's screens pinned as snapshots at 80x24, in English and Portuguese.

The review shows the hand's second decision (a 2.5 bb mistake of the stand-in grader); the coach
screen lists the session's mistakes and the leak report. Update with
``pytest tests/test_coach_ui_snapshots.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import pytest
from test_coach_ui import ONE_HAND, coached_table

from holdem.i18n import catalog


@pytest.mark.parametrize("language", ["en", "pt"])
def test_review_screen(snap_compare, tmp_path, language):
    catalog.set_language(language)
    assert snap_compare(coached_table(tmp_path), press=[*ONE_HAND, "v", "right"], terminal_size=(80, 24))


@pytest.mark.parametrize("language", ["en", "pt"])
def test_coach_screen(snap_compare, tmp_path, language):
    catalog.set_language(language)
    assert snap_compare(coached_table(tmp_path), press=[*ONE_HAND, "g"], terminal_size=(80, 24))
