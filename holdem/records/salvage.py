"""Reading what is left of a damaged hand store, in bounded time.

The hands table is walked in hand-id order, a batch at a time. Where a read
fails (a damaged page), the walk gallops forward from the last good id
(1, 2, 4, ... ids further) until a read succeeds, then narrows back down to
the first id that can be read again, so a damaged page costs a few dozen
queries whatever the ids are (hand ids are about 1.8e12). A deadline stops the
walk, so start-up never hangs on a badly damaged file.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final

Row = tuple[object, ...]
_TOP: Final = 2**63 - 1  # SQLite's largest integer
_BATCH: Final = 64
SALVAGE_SECONDS: Final = 1.2


def _first_readable(connection: sqlite3.Connection, after: int, deadline: float) -> int | None:
    """The smallest ``x > after`` from which the walk can go on again (None: nothing readable after)."""

    def readable(start: int) -> bool:
        try:
            connection.execute("SELECT hand_id FROM hands WHERE hand_id > ? ORDER BY hand_id LIMIT 1",
                               (start,)).fetchone()
            return True
        except sqlite3.Error:
            return False

    step, good = 1, None
    while time.monotonic() < deadline:
        probe = min(after + step, _TOP)
        if readable(probe):
            good = probe
            break
        if probe >= _TOP:
            return None
        step *= 2
    if good is None:
        return None
    low = max(after + step // 2, after)  # unreadable (or ``after`` itself)
    while good - low > 1 and time.monotonic() < deadline:
        middle = (low + good) // 2
        if readable(middle):
            good = middle
        else:
            low = middle
    return good


def salvage_rows(
    path: Path, columns: str, keep: Callable[[Row], bool], seconds: float = SALVAGE_SECONDS
) -> list[Row]:
    """Every ``hands`` row of a damaged database that can be read and passes ``keep``, oldest first."""
    deadline = time.monotonic() + seconds
    rows: list[Row] = []
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=0.5)
    except sqlite3.Error:
        return rows
    try:
        connection.execute("SELECT name FROM sqlite_master").fetchall()
    except sqlite3.Error:
        connection.close()
        return rows  # not even the schema can be read
    after: int | None = -_TOP
    limit = _BATCH
    while after is not None and time.monotonic() < deadline:
        try:
            batch = connection.execute(
                f"SELECT {columns} FROM hands WHERE hand_id > ? ORDER BY hand_id LIMIT ?", (after, limit)
            ).fetchall()
        except sqlite3.Error:
            if limit > 1:
                limit = 1  # read up to the damage one row at a time
            else:
                after, limit = _first_readable(connection, after, deadline), _BATCH
            continue
        if not batch:
            break
        rows.extend(row for row in batch if keep(row))
        last = batch[-1][0]
        after = last if isinstance(last, int) else None
    connection.close()
    return rows
