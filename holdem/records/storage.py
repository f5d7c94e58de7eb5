"""Where holdem keeps its records, and the hand numbers that never repeat.

Everything lives in one data directory: the user's data directory from
platformdirs (``~/.local/share/holdem`` on Linux) or the one given with
``--data-dir``. See docs/records.md for the files and their formats.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

from holdem.records.atomic import atomic_write_text, move_aside, remove_stale_temporaries
from holdem.records.notices import Notice, Notices

APP_NAME = "holdem"
DATABASE_NAME = "holdem.sqlite3"
SESSION_NAME = "session.json"
HAND_ID_NAME = "last-hand-id.txt"
HISTORY_DIR_NAME = "histories"


MAX_HAND_ID = 10**18  # below SQLite's largest integer, with room to count on


class DataDirError(OSError):
    """The data directory cannot be created or written; ``notice`` says so in a translatable way."""

    def __init__(self, root: Path, reason: str) -> None:
        super().__init__(f"cannot use {root} for holdem's records: {reason}")
        self.notice = Notice(
            "data_dir_unusable",
            "The data directory {dir} cannot be used ({reason}); this session is not saved.",
            dir=root, reason=reason,
        )


@dataclass(frozen=True, slots=True)
class DataPaths:
    """The files of one data directory."""

    root: Path

    @property
    def database(self) -> Path:
        return self.root / DATABASE_NAME

    @property
    def session(self) -> Path:
        return self.root / SESSION_NAME

    @property
    def hand_ids(self) -> Path:
        return self.root / HAND_ID_NAME

    @property
    def histories(self) -> Path:
        return self.root / HISTORY_DIR_NAME


def resolve_data_dir(explicit: str | Path | None = None) -> DataPaths:
    """The data directory (``explicit`` or the user's platform data directory), created if needed.

    A file standing where the ``histories`` folder belongs is moved aside. Stale temporary
    files are removed by ``Records.open`` once it holds the directory's lock.
    """
    root = (
        Path(explicit).expanduser()
        if explicit is not None
        else Path(user_data_dir(APP_NAME, appauthor=False))
    )
    histories = root / HISTORY_DIR_NAME
    try:
        root.mkdir(parents=True, exist_ok=True)
        if histories.exists() and not histories.is_dir():
            move_aside(histories)
        histories.mkdir(exist_ok=True)
    except OSError as error:
        raise DataDirError(root, str(error.strerror or error)) from error
    return DataPaths(root)


def remove_temporaries(paths: DataPaths) -> None:
    """Delete temp files left by writes that were killed (only while holding the directory's lock)."""
    remove_stale_temporaries(paths.root)
    remove_stale_temporaries(paths.histories)


class HandIdAllocator:
    """All-digits hand ids that only go up, across sessions and runs.

    The last id is kept in a small file. A new id is one more than the last,
    and never below the clock in milliseconds, so ids keep rising even if the
    file is lost. ``floor`` lets the caller raise the starting point (the
    highest id already in the database, say).
    """

    def __init__(self, path: Path, *, clock: Callable[[], float] = time.time, floor: int = 0) -> None:
        self.path = path
        self._clock = clock
        self.notices = Notices()
        self._unwritable = False
        self._last = max(floor, self._read())

    def _read(self) -> int:
        try:
            text = self.path.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            return 0
        except (OSError, UnicodeDecodeError):
            text = "unreadable"
        if re.fullmatch(r"[0-9]{1,19}", text) and int(text) < MAX_HAND_ID:
            return int(text)
        aside = move_aside(self.path)
        self.notices.append(
            Notice(
                "ids_damaged",
                "The hand-number file was damaged; it was moved to {aside}"
                " and numbering continues from the clock.",
                aside=aside.name,
            )
        )
        return 0

    def next_id(self) -> int:
        """A fresh hand id, saved before it is returned."""
        self._last = max(self._last + 1, int(self._clock() * 1000))
        try:
            atomic_write_text(self.path, f"{self._last}\n")
        except OSError as error:  # ids still rise (store, clock): the hand goes on being recorded
            if not self._unwritable:
                self._unwritable = True
                self.notices.append(Notice(
                    "ids_failed", "The hand-number file could not be written ({reason}); numbering goes on "
                    "from the clock and the statistics.", reason=error.strerror or error,
                ))
        return self._last
