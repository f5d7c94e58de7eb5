"""One object the game talks to: open the data directory, record each hand, resume sessions.

>>> import random, tempfile
>>> from holdem.engine import Table, TableConfig
>>> records = Records.open(tempfile.mkdtemp())
>>> table = Table(config=TableConfig(num_seats=2), names=["Hero", "Ann"], rng=random.Random(1))
>>> record = records.new_session(table, seed=1, hero_seat=0)
>>> hand = table.start_hand()
>>> records.begin_hand(record)
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
from typing import Final

from holdem.engine import Event, Table
from holdem.engine.events import HandStarted
from holdem.records import lock
from holdem.records.history_file import HistoryFile
from holdem.records.notices import Notice, Notices
from holdem.records.pokerstars import DEFAULT_TABLE_NAME
from holdem.records.session import Resume, SessionRecord, SessionStore, new_session_id
from holdem.records.storage import DataPaths, HandIdAllocator, remove_temporaries, resolve_data_dir
from holdem.records.store import HandStore
from holdem.records.stored_hand import StoredHand

# More hands than this missing from the history files is not what a stop leaves: they were removed.
CATCH_UP_LIMIT: Final = 50


@dataclass
class Records:
    """The data directory's stores, opened together. ``notices`` holds messages for the player.

    Holding a ``Records`` holds the data directory's lock: a second game on the same
    directory gets :class:`~holdem.records.lock.DataDirInUse` from :meth:`open`.

    A hand is written to the store first (one transaction), then appended to the day's
    history file, then the session save is replaced. A stop between the store and the
    history file is caught up on the next :meth:`open`, so the history files always
    hold exactly the stored hands, and a hand voided by a stop is in neither.
    """

    paths: DataPaths
    store: HandStore
    sessions: SessionStore
    histories: HistoryFile
    hand_ids: HandIdAllocator
    notices: Notices = field(default_factory=Notices)
    _history_behind: bool = False

    @classmethod
    def open(cls, data_dir: str | Path | None = None, *, table_name: str = DEFAULT_TABLE_NAME) -> Records:
        """Open (creating or repairing) everything in ``data_dir`` (default: the user's data directory)."""
        paths = resolve_data_dir(data_dir)
        lock.acquire(paths.root)
        try:
            remove_temporaries(paths)
            store = HandStore.open(paths.database)
            hand_ids = HandIdAllocator(paths.hand_ids, floor=store.max_hand_id())
            histories = HistoryFile(paths.histories, table_name=table_name)
            notices = Notices(store.notices)
            notices.take(hand_ids.notices)
            records = cls(paths, store, SessionStore(paths.session), histories, hand_ids, notices)
            records.catch_up_histories()
        except BaseException:
            lock.release(paths.root)
            raise
        return records

    def close(self) -> None:
        self.store.close()
        lock.release(self.paths.root)

    def catch_up_histories(self) -> None:
        """Append the stored hands a stop (or a full disk) kept out of the history files."""
        try:
            done = max((self.histories.last_id(path) for path in self.histories.recent_files()), default=0)
            missing = self.store.hands_after(done, limit=CATCH_UP_LIMIT + 1)
            if len(missing) <= CATCH_UP_LIMIT:
                for stored in missing:
                    self._write_history(stored)
            self._history_behind = False
        except OSError as error:
            self._history_failed(error)
        self._collect_history_notices()

    def _write_history(self, stored: StoredHand) -> None:
        from holdem.records.history import format_hand  # loaded with the first hand written, not at start-up

        text = format_hand(stored.events, stored.hero_seat, stored.hand_id, self.histories.table_name,
                           stored.played_at)
        start = next(e for e in stored.events if isinstance(e, HandStarted))  # format_hand found one
        self.histories.append(text, stored.played_at, start.game)

    def _history_failed(self, error: OSError) -> None:
        self._history_behind = True
        self.notices.append(Notice("history_failed", "The hand-history file could not be written ({reason}); "
                                   "it is caught up when it can be.", reason=_reason(error)))

    def _collect_history_notices(self) -> None:
        self.notices.take(self.histories.notices)

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
        """Call right after ``table.start_hand()``, before the hand is shown: a stop from here on voids it.

        Put the deck stream's state (after this hand's draw) in ``record.extra`` so a voided
        hand's cards are spent for good (the game's ``Session`` does).
        """
        self.sessions.begin_hand(record)

    def finish_hand(
        self,
        table: Table,
        record: SessionRecord,
        events: tuple[Event, ...] | list[Event],
        *,
        now: datetime | None = None,
    ) -> SessionRecord:
        """Record a finished hand (store, history file, then save) and return the new session record.

        Call after ``table.finish_hand(hand)``. Once the store has the hand it counts: a
        stop before the history file or the save is caught up on the next start (see
        :meth:`catch_up_histories` and :meth:`resume`). A history file or save that cannot
        be written (a full disk) leaves a notice instead of an error.
        """
        moment = now or datetime.now(UTC)
        if self._history_behind:
            self.catch_up_histories()
        stored = self.store.add_hand(
            hand_id=self.hand_ids.next_id(),
            session_id=record.session_id,
            events=events,
            hero_seat=record.hero_seat,
            played_at=moment,
        )
        self.notices.take(self.hand_ids.notices)
        if not self._history_behind:
            try:
                self._write_history(stored)
            except OSError as error:
                self._history_failed(error)
            self._collect_history_notices()
        updated = SessionRecord.from_table(
            table,
            session_id=record.session_id,
            seed=record.seed,
            hero_seat=record.hero_seat,
            started_at=record.started_at,
            extra=record.extra,
            bought_in=record.bought_in,
        )
        try:
            self.sessions.save(updated)
        except OSError as error:
            self.notices.append(Notice("save_failed", "The session could not be saved ({reason}); "
                                       "the hand is kept in the statistics.", reason=_reason(error)))
        return updated


def _reason(error: OSError) -> str:
    return str(error.strerror or error)
