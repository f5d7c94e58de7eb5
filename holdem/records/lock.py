"""One game per data directory: a lock (``.holdem.lock``, via filelock) held while a game uses it.

The operating system drops the lock when the process ends, however it ends
(even ``kill -9``), so a stale lock never blocks the next start. Within one
process the lock is counted, so the command line and the game can both hold it.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Final

from filelock import FileLock, Timeout

LOCK_NAME: Final = ".holdem.lock"

_held: dict[Path, tuple[FileLock, int]] = {}
_guard = threading.Lock()


class DataDirInUse(RuntimeError):
    """Another holdem is using this data directory."""

    def __init__(self, root: Path) -> None:
        super().__init__(f"the data directory {root} is in use by another holdem")
        self.root = root


def _key(root: Path) -> Path:
    return Path(root).expanduser().resolve()


def acquire(root: Path) -> None:
    """Hold the data directory's lock; raise DataDirInUse at once if another process holds it."""
    key = _key(root)
    with _guard:
        if key in _held:
            lock, count = _held[key]
            _held[key] = (lock, count + 1)
            return
        lock = FileLock(str(key / LOCK_NAME), timeout=0, thread_local=False)
        try:
            lock.acquire(timeout=0)
        except Timeout:
            raise DataDirInUse(key) from None
        _held[key] = (lock, 1)


def release(root: Path) -> None:
    """Let go of one hold on the lock (the last one unlocks the directory)."""
    key = _key(root)
    with _guard:
        if key not in _held:
            return
        lock, count = _held[key]
        if count > 1:
            _held[key] = (lock, count - 1)
            return
        del _held[key]
        lock.release()

