"""Small rows kept beside each stored hand, so statistics never decode every hand's events.

Each stored hand gets a summary row (the player's result, the pot, whether the
player folded, rebuys, the table's size and betting structure) and adds its counters to
``seat_totals``, one row per session, player, position and table (the player by seat,
opponents by name). Both are written in
the same transaction as the hand, so they always agree with it. Reading the
lifetime statistics is then a few rows, however many hands are stored.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from holdem.engine.events import Event, HandEnded, HandStarted, Move, PlayerActed, PotAwarded, SeatRebought
from holdem.records.stats import SeatStats
from holdem.stats import count_hand
from holdem.stats.allin import allin_adjusted
from holdem.stats.positions import positions
from holdem.stats.totals import COUNTERS

HAND_SUMMARIES_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS hand_summaries (
    hand_id     INTEGER PRIMARY KEY,
    session_id  TEXT    NOT NULL,
    hand_number INTEGER NOT NULL,
    hero_net    INTEGER NOT NULL,
    big_blind   INTEGER NOT NULL,
    pot         INTEGER NOT NULL,
    hero_folded INTEGER NOT NULL,
    hero_rebuys INTEGER NOT NULL,
    hero_adjusted REAL NOT NULL,
    seats       INTEGER NOT NULL,   -- the seats at the table
    game        TEXT    NOT NULL    -- the betting structure: nl, pl, fl (holdem.engine.game.Game)
);
CREATE INDEX IF NOT EXISTS summaries_by_session ON hand_summaries (session_id, hand_id);
"""
SEAT_TOTALS_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS seat_totals (
    session_id          TEXT    NOT NULL,
    hero                INTEGER NOT NULL,   -- 1: the player (by seat), 0: an opponent (by name)
    name                TEXT    NOT NULL,
    position            TEXT    NOT NULL,   -- BTN, SB, BB, UTG, HJ, CO (holdem.stats.positions)
    first_seen          INTEGER NOT NULL,   -- hand_id * 16 + seat, for the order players appeared in
    {counters},
    big_blind           INTEGER NOT NULL,
    seats               INTEGER NOT NULL,
    game                TEXT    NOT NULL,
    PRIMARY KEY (session_id, hero, name, position, seats, game)
);
""".replace("{counters}", ",\n    ".join(  # one column per summed field of holdem.stats.Totals
    f"{c} {'REAL' if c.startswith('net') else 'INTEGER'}" for c in COUNTERS))
SUMMARY_SCHEMA: Final = HAND_SUMMARIES_SCHEMA + SEAT_TOTALS_SCHEMA
_ADD_TOTALS: Final = (
    "INSERT INTO seat_totals (session_id, hero, name, position, first_seen, "
    f"{', '.join(COUNTERS)}, big_blind, seats, game)"
    f" VALUES ({', '.join('?' * (len(COUNTERS) + 8))})"
    " ON CONFLICT (session_id, hero, name, position, seats, game) DO UPDATE SET "
    + ", ".join(f"{c} = {c} + excluded.{c}" for c in COUNTERS)
    + ", first_seen = MIN(first_seen, excluded.first_seen)"
    + ", big_blind = CASE WHEN excluded.big_blind THEN excluded.big_blind ELSE big_blind END"
)


def add_summary(
    db: sqlite3.Connection, hand_id: int, session_id: str, seen: Sequence[Event], hero: int
) -> None:
    """Write the summary row and add to the totals of one hand (inside the caller's transaction)."""
    start = next(e for e in seen if isinstance(e, HandStarted))
    end = next(e for e in seen if isinstance(e, HandEnded))
    folded = any(isinstance(e, PlayerActed) and e.seat == hero and e.move is Move.FOLD for e in seen)
    adjusted = allin_adjusted(seen, hero)
    db.execute(
        "INSERT OR REPLACE INTO hand_summaries VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            hand_id, session_id, start.hand_number, end.net[hero], start.big_blind,
            sum(e.amount for e in seen if isinstance(e, PotAwarded)), int(folded),
            sum(1 for e in seen if isinstance(e, SeatRebought) and e.seat == hero),
            float(end.net[hero]) if adjusted is None else adjusted, len(start.names), start.game.value,
        ),
    )
    places = positions(start)
    for seat, record in enumerate(count_hand(seen)):
        counters = [getattr(record, c) for c in COUNTERS]
        key = (session_id, 1, "") if seat == hero else (session_id, 0, start.names[seat])
        db.execute(_ADD_TOTALS, (*key, places[seat] or "", hand_id * 16 + seat, *counters, record.big_blind,
                                 len(start.names), start.game.value))


@dataclass(frozen=True, slots=True)
class TableKind:
    """Which tables' hands to read: a size and a betting structure, each None for every one.

    >>> TableKind(seats=2, game="fl").where(["session_id = ?"], ["s1"])
    ('WHERE session_id = ? AND seats = ? AND game = ?', ('s1', 2, 'fl'))
    >>> TableKind().where([], [])
    ('', ())
    """

    seats: int | None = None
    game: str | None = None

    def where(self, clauses: list[str], args: list[object]) -> tuple[str, tuple[object, ...]]:
        """A WHERE clause of ``clauses`` (joined by AND, with their ``args``) and this kind's."""
        if self.seats is not None:
            clauses, args = [*clauses, "seats = ?"], [*args, self.seats]
        if self.game is not None:
            clauses, args = [*clauses, "game = ?"], [*args, self.game]
        return ("WHERE " + " AND ".join(clauses) if clauses else ""), tuple(args)


EVERY_TABLE: Final = TableKind()


def _where(session_id: str | None, kind: TableKind, *clauses: str) -> tuple[str, tuple[object, ...]]:
    if session_id is None:
        return kind.where(list(clauses), [])
    return kind.where(["session_id = ?", *clauses], [session_id])


def _stats(values: Sequence[object]) -> SeatStats:
    counts: dict[str, Any] = dict(zip((*COUNTERS, "big_blind"), values, strict=True))
    counts["net"], counts["net_squares"] = float(counts["net"]), float(counts["net_squares"])
    return SeatStats(**counts)


def read_totals(
    db: sqlite3.Connection, session_id: str | None, kind: TableKind = EVERY_TABLE
) -> list[tuple[bool, str, SeatStats]]:
    """(is the player, name, stats) for everyone, in the order they first appeared."""
    where, args = _where(session_id, kind)
    sums = ", ".join(f"SUM({c})" for c in COUNTERS)
    rows = db.execute(
        f"SELECT hero, name, {sums}, MAX(big_blind) FROM seat_totals {where}"
        " GROUP BY hero, name ORDER BY MIN(first_seen)",
        args,
    ).fetchall()
    return [(bool(hero), str(name), _stats(values)) for hero, name, *values in rows]


def read_positions(
    db: sqlite3.Connection, session_id: str | None, kind: TableKind = EVERY_TABLE
) -> list[tuple[bool, str, str, SeatStats]]:
    """(is the player, name, position, stats) for everyone at each position they held."""
    where, args = _where(session_id, kind, "position <> ''")
    sums = ", ".join(f"SUM({c})" for c in COUNTERS)
    rows = db.execute(
        f"SELECT hero, name, position, {sums}, MAX(big_blind) FROM seat_totals {where}"
        " GROUP BY hero, name, position",
        args,
    ).fetchall()
    return [(bool(hero), str(name), str(place), _stats(values)) for hero, name, place, *values in rows]


def read_results(
    db: sqlite3.Connection, session_id: str | None, kind: TableKind = EVERY_TABLE
) -> tuple[list[int], list[float], int, int]:
    """The player's net hand by hand, the same all-in adjusted, the player's rebuys and the last big blind."""
    where, args = _where(session_id, kind)
    rows = db.execute(
        "SELECT hero_net, hero_rebuys, big_blind, hero_adjusted FROM hand_summaries"
        f" {where} ORDER BY hand_id",
        args,
    ).fetchall()
    big_blind = next((int(row[2]) for row in reversed(rows) if row[2]), 0)
    nets, adjusted = [int(row[0]) for row in rows], [float(row[3]) for row in rows]
    return nets, adjusted, sum(int(row[1]) for row in rows), big_blind


def read_biggest(
    db: sqlite3.Connection, session_id: str | None, *, won: bool, kind: TableKind = EVERY_TABLE
) -> tuple[int, int] | None:
    """(pot, hand number) of the biggest pot the player won, or lost without folding; the first on ties."""
    where, args = _where(session_id, kind, "hero_net > 0" if won else "hero_net < 0 AND NOT hero_folded")
    row = db.execute(
        f"SELECT pot, hand_number FROM hand_summaries {where} ORDER BY pot DESC, hand_id LIMIT 1", args
    ).fetchone()
    return None if row is None else (int(row[0]), int(row[1]))


def table_kinds(db: sqlite3.Connection) -> list[tuple[int, str]]:
    """(seats, game) of every kind of table a stored hand was played at, smallest first."""
    rows = db.execute("SELECT DISTINCT seats, game FROM hand_summaries ORDER BY seats, game").fetchall()
    return [(int(seats), str(game)) for seats, game in rows]


def session_net(db: sqlite3.Connection, session_id: str) -> int:
    """The player's result over one session's stored hands."""
    (total,) = db.execute(
        "SELECT COALESCE(SUM(hero_net), 0) FROM hand_summaries WHERE session_id = ?", (session_id,)
    ).fetchone()
    return int(total)
