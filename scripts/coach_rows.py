"""Rows of a coach measurement: written one JSON line each as they come, read back to report again.

The measuring scripts (``coach_verdicts.py``, ``coach_spread.py``, ``coach_pays.py``) run for long;
each row is written and flushed as soon as it is made, so a run stopped early can still be
reported with ``--read``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

Row = dict[str, Any]


def read_rows(path: Path) -> list[Row]:
    """The rows written to ``path`` before."""
    return [json.loads(line) for line in path.read_text().splitlines() if line]


def keep_rows(rows: Iterable[Row], out: Path | None, limit: int,
              report: Callable[[list[Row]], None] | None = None, every: int = 50) -> list[Row]:
    """The first ``limit`` of ``rows``, each written to ``out`` as it comes, with a report every ``every``."""
    kept: list[Row] = []
    sink = out.open("w") if out else None
    for row in rows:
        kept.append(row)
        if sink:
            sink.write(json.dumps(row) + "\n")
            sink.flush()
        if report and len(kept) % every == 0:
            report(kept)
        if len(kept) >= limit:
            break
    return kept
