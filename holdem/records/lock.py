"""One game per data directory: a lock (``.holdem.lock``) held while a game uses it.

The operating system drops the lock when the process ends, however it ends
(even ``kill -9``), so a stale lock never blocks the next start. Within one
process the lock is counted, so the command line and the game can both hold it.
On POSIX systems the lock is ``flock`` on the file, as filelock's own Unix lock does
(importing filelock costs about 10 ms of start-up); elsewhere it is filelock's.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Final, Protocol

LOCK_NAME: Final = ".holdem.lock"


class _Lock(Protocol):
    def release(self) -> None: ...


class _FlockLock:
    """An exclusive ``flock`` on an open lock file, taken without waiting."""

    def __init__(self, path: str) -> None:
        import fcntl

        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd

    def release(self) -> None:
        import fcntl

        fcntl.flock(self._fd, fcntl.LOCK_UN)
        os.close(self._fd)


def _take(path: str) -> _Lock | None:
    """The lock of ``path``, taken now, or None when another process holds it."""
    if os.name == "posix":
        try:
            return _FlockLock(path)
        except BlockingIOError:
            return None
    from filelock import FileLock, Timeout

    lock = FileLock(path, timeout=0, thread_local=False)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return None
    return lock


_held: dict[Path, tuple[_Lock, int]] = {}
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
        taken = _take(str(key / LOCK_NAME))
        if taken is None:
            raise DataDirInUse(key)
        _held[key] = (taken, 1)


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

