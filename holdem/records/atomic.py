"""Writes that are all or nothing, and damaged files moved aside rather than lost.

A file is written to a temporary file in the same directory, flushed to disk
and renamed over the old one, so a reader (or a process killed mid-write)
finds either the old contents or the new, never a mix.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from datetime import datetime
from pathlib import Path


def _sync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable (POSIX; a no-op where directories cannot be opened)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (temp file, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_directory(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in UTF-8, atomically, with ``\\n`` line ends on every system."""
    atomic_write_bytes(path, text.encode("utf-8"))


def remove_stale_temporaries(directory: Path) -> None:
    """Delete temp files left by writes that were killed before their rename."""
    if not directory.is_dir():
        return
    for leftover in directory.glob(".*.tmp"):
        with contextlib.suppress(OSError):
            leftover.unlink()


def free_aside_name(path: Path, now: datetime | None = None) -> Path:
    """``<name>.damaged-YYYYmmdd-HHMMSS`` next to ``path`` (with a counter if taken)."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    return target


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a damaged file to ``<name>.damaged-YYYYmmdd-HHMMSS`` next to it and return the new path."""
    target = free_aside_name(path, now)
    os.replace(path, target)
    _sync_directory(path.parent)
    return target
