"""A game killed (SIGKILL) at points of its write path, 30 times: the records always agree."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from crash_harness import run


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_thirty_kills_leave_histories_equal_to_the_store_and_no_voided_deal_again(tmp_path: Path) -> None:
    tally = run(tmp_path / "data", seed=2026, kills=30)
    assert tally.problems == []
    assert tally.kills == 30 and tally.stored > 0
    assert tally.voided > 0 and tally.fresh_deals_checked > 0  # the schedule does hit hands in play
