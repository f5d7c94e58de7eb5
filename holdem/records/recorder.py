"""One object the game talks to: open the data directory, record each hand, resume sessions.

>>> import random, tempfile
>>> from holdem.engine import Table, TableConfig
>>> records = Records.open(tempfile.mkdtemp())
>>> table = Table(config=TableConfig(num_seats=2), names=["Hero", "Ann"], rng=random.Random(1))
>>> record = records.new_session(table, seed=1, hero_seat=0)
>>> records.begin_hand(record)
>>> hand = table.start_hand()
>>> hand.play("fold")
>>> table.finish_hand(hand)
>>> record = records.finish_hand(table, record, hand.events)
>>> records.store.count(record.session_id), record.hand_number
(1, 1)
>>> records.close()
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from holdem.engine import Event, Table
from holdem.records.history import DEFAULT_TABLE_NAME, format_hand
from holdem.records.history_file import HistoryFile
from holdem.records.session import Resume, SessionRecord, SessionStore, new_session_id
from holdem.records.storage import DataPaths, HandIdAllocator, resolve_data_dir
from holdem.records.store import HandStore


@dataclass
class Records:
    """The data directory's stores, opened together. ``notices`` holds messages for the player."""

    paths: DataPaths
    store: HandStore
    sessions: SessionStore
    histories: HistoryFile
    hand_ids: HandIdAllocator
    notices: list[str] = field(default_factory=list)

    @classmethod
    def open(cls, data_dir: str | Path | None = None, *, table_name: str = DEFAULT_TABLE_NAME) -> Records:
        """Open (creating or repairing) everything in ``data_dir`` (default: the user's data directory)."""
        paths = resolve_data_dir(data_dir)
        store = HandStore.open(paths.database)
        hand_ids = HandIdAllocator(paths.hand_ids, floor=store.max_hand_id())
        histories = HistoryFile(paths.histories, table_name=table_name)
        return cls(
            paths,
            store,
            SessionStore(paths.session),
            histories,
            hand_ids,
            [*store.notices, *hand_ids.notices],
        )

    def close(self) -> None:
        self.store.close()

    def resume(self) -> Resume:
        """The saved session, if any (a hand cut short is voided and said so in ``notices``)."""
        found = self.sessions.load(self.store)
        self.notices.extend(found.notices)
        return found

    def new_session(
        self, table: Table, *, seed: int, hero_seat: int, now: datetime | None = None
    ) -> SessionRecord:
        """Start a new session at ``table`` and save it."""
        moment = now or datetime.now(UTC)
        record = SessionRecord.from_table(
            table,
            session_id=new_session_id(moment),
            seed=seed,
            hero_seat=hero_seat,
            started_at=moment.isoformat(),
        )
        self.sessions.save(record)
        return record

    def begin_hand(self, record: SessionRecord) -> None:
        """Call just before ``table.start_hand()``: a crash from here on voids the hand."""
        self.sessions.begin_hand(record)

    def finish_hand(
        self,
        table: Table,
        record: SessionRecord,
        events: tuple[Event, ...] | list[Event],
        *,
        now: datetime | None = None,
    ) -> SessionRecord:
        """Record a finished hand (history file, store, then save) and return the new session record.

        Call after ``table.finish_hand(hand)``. The store is written before the
        save, so a crash in between is recovered by :meth:`resume` as a played hand.
        """
        moment = now or datetime.now(UTC)
        hand_id = self.hand_ids.next_id()
        text = format_hand(events, record.hero_seat, hand_id, self.histories.table_name, moment)
        self.histories.append(text, moment)
        self.notices.extend(self.histories.notices)
        self.histories.notices.clear()
        self.store.add_hand(
            hand_id=hand_id,
            session_id=record.session_id,
            events=events,
            hero_seat=record.hero_seat,
            played_at=moment,
        )
        updated = SessionRecord.from_table(
            table,
            session_id=record.session_id,
            seed=record.seed,
            hero_seat=record.hero_seat,
            started_at=record.started_at,
            extra=record.extra,
        )
        self.sessions.save(updated)
        return updated
