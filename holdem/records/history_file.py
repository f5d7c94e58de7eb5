"""The hand-history files: one per day, like PokerStars, each hand appended and synced to disk.

Files are named ``HH20260115 Holdem Practice - 5-10 - Play Money No Limit Hold'em.txt``
in the data directory's ``histories`` folder, one per betting structure as PokerStars names
them (``... - 5-10 - Play Money Pot Limit Hold'em.txt``, ``... - 10-20 - Play Money Limit
Hold'em.txt`` with limit's bets for stakes). A hand is appended at the end of
the day's file and ``fsync``ed, so recording a hand costs the same at the
first hand of the day and at the ten-thousandth. A process killed mid-append
leaves a torn tail: before a file is first written to, its start and its tail
are checked, and a torn last hand is cut off (kept aside) and the file goes on
from the last whole hand. The hand store holds every hand before it is
appended, so the caller writes the cut-off hand again (see ``Records``).

A file that is not a clean list of hands (undecodable bytes, a byte-order
mark, Windows line ends, text that is not a hand) is moved aside; the hands in
it that can still be read are copied to the new file, and the caller gets a
message to show.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Final

from holdem.engine.game import Game
from holdem.records.atomic import atomic_write_text, free_aside_name, move_aside
from holdem.records.notices import Notice, Notices
from holdem.records.pokerstars import DEFAULT_TABLE_NAME, HAND_SEPARATOR, clean_name

_HAND_START = re.compile(r"^PokerStars Hand #(\d+): ", re.MULTILINE)
_COMPLETE = re.compile(
    r"\n\*\*\* SUMMARY \*\*\*\nTotal pot \d+.*\| Rake 0\n(?:Board \[[^\]]*\]\n)?(?:Seat \d+: .+\n)+\Z"
)
_TABLE_SEAT = re.compile(r"^Seat \d+: .+ \(\d+ in chips\)$", re.MULTILINE)
_HEAD: Final = b"PokerStars Hand #"
_TAIL_BYTES: Final = 64 * 1024  # far more than one hand


def _whole(chunk: str) -> bool:
    """A hand with its complete summary: a closing line for every seat dealt in."""
    if not _COMPLETE.search(chunk):
        return False
    head, _, summary = chunk.partition("\n*** SUMMARY ***\n")
    seats = len(_TABLE_SEAT.findall(head))
    return seats > 0 and sum(1 for line in summary.splitlines() if line.startswith("Seat ")) == seats


def split_hands(text: str) -> tuple[list[str], bool]:
    """The complete hands in ``text`` (each ending with one line break) and whether it all was hands."""
    starts = [m.start() for m in _HAND_START.finditer(text)]
    clean = not text.strip() or (bool(starts) and not text[: starts[0]].strip())
    hands: list[str] = []
    for begin, end in zip(starts, [*starts[1:], len(text)], strict=False):
        chunk = text[begin:end].rstrip("\n") + "\n"
        if _whole(chunk):
            hands.append(chunk)
        else:
            clean = False
    return hands, clean


def hand_ids(text: str) -> list[int]:
    """The hand numbers of the hands that start in ``text``, in order."""
    return [int(m.group(1)) for m in _HAND_START.finditer(text)]


def _normal_text(raw: bytes) -> str:
    """The text of a history file as the game writes it: UTF-8, no byte-order mark, ``\\n`` line ends."""
    text = raw.decode("utf-8", errors="replace").removeprefix("\ufeff")
    return text.replace("\r\n", "\n").replace("\r", "\n")


@dataclass
class _Tail:
    """What the end of a history file says: the offset a torn last hand starts at, the last hand id."""

    sound: bool
    torn_at: int | None = None
    last_id: int = 0
    missing_newlines: int = 0  # a whole last hand whose closing blank lines were cut off


def _read_tail(path: Path) -> _Tail:
    """Check a file's start and end without reading the whole of it."""
    with path.open("rb") as handle:
        size = handle.seek(0, os.SEEK_END)
        if size == 0:
            return _Tail(True)
        handle.seek(0)
        if handle.read(len(_HEAD)) != _HEAD[: min(size, len(_HEAD))]:
            return _Tail(False)
        start = max(0, size - _TAIL_BYTES)
        handle.seek(start)
        raw = handle.read()
    if start:
        raw = raw[raw.find(b"\n") + 1 :]  # the first line may begin inside a character
        start = size - len(raw)
    if b"\r" in raw:
        return _Tail(False)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _Tail(False)
    matches = list(_HAND_START.finditer(text))
    if not matches:
        return _Tail(False)
    last = matches[-1]
    ending = len(text) - len(text.rstrip("\n"))
    if ending and _whole(text[last.start() :].rstrip("\n") + "\n"):
        missing = max(0, 1 + len(HAND_SEPARATOR) - ending)
        return _Tail(True, last_id=int(last.group(1)), missing_newlines=missing)
    before = text[: last.start()]
    if before and not before.endswith("\n" + HAND_SEPARATOR):
        return _Tail(False)
    previous = int(matches[-2].group(1)) if len(matches) > 1 else 0
    return _Tail(True, torn_at=start + len(before.encode("utf-8")), last_id=previous)


@dataclass
class HistoryFile:
    """Appends hands to the day's PokerStars history file in ``directory``."""

    directory: Path
    table_name: str = DEFAULT_TABLE_NAME
    stakes: str = "5-10"
    limit_stakes: str = "10-20"  # a limit table's file names its small and big bet, as PokerStars does
    notices: Notices = field(default_factory=Notices)
    _checked: dict[Path, tuple[int, int]] = field(default_factory=dict)  # file -> (last hand id, size)

    def path_for(self, moment: datetime, game: Game = Game.NO_LIMIT) -> Path:
        day = moment.astimezone() if moment.tzinfo is not None else moment
        stakes = self.limit_stakes if game is Game.FIXED_LIMIT else self.stakes
        table = clean_name(self.table_name)
        return self.directory / f"HH{day:%Y%m%d} {table} - {stakes} - Play Money {game.label} Hold'em.txt"

    def recent_files(self, count: int = 2) -> list[Path]:
        """The last ``count`` day files of each structure, newest last."""
        found: list[Path] = []
        for game in Game:
            stakes = self.limit_stakes if game is Game.FIXED_LIMIT else self.stakes
            pattern = f"HH* {clean_name(self.table_name)} - {stakes} - Play Money {game.label} Hold'em.txt"
            found += sorted(self.directory.glob(pattern))[-count:]
        return sorted(found)

    def last_id(self, path: Path) -> int:
        """The number of the last whole hand in ``path`` (0 when none); the file is checked first."""
        known = self._checked.get(path)
        if known is None or known[1] != _size(path):  # changed by someone else: look again
            last = self._check(path)
            known = self._checked[path] = (last, _size(path))
        return known[0]

    def _check(self, path: Path) -> int:
        if path.is_dir() or path.is_symlink():
            self._set_aside(path, [], "it is not a file")
            return 0
        try:
            tail = _read_tail(path)
        except FileNotFoundError:
            return 0
        except OSError:
            tail = _Tail(False)
        if not tail.sound:
            hands = self.read_hands(path)
            return hand_ids(hands[-1])[0] if hands else 0
        if tail.torn_at is not None:
            self._cut_torn_tail(path, tail.torn_at)
        elif tail.missing_newlines:
            _append_synced(path, b"\n" * tail.missing_newlines)
        return tail.last_id

    def _cut_torn_tail(self, path: Path, offset: int) -> None:
        """Keep a hand cut off by a stop aside, and end the file at the last whole hand."""
        with path.open("rb+") as handle:
            handle.seek(offset)
            kept = free_aside_name(path)
            kept.write_bytes(handle.read())
            handle.truncate(offset)
            handle.flush()
            os.fsync(handle.fileno())
        self.notices.append(
            Notice(
                "history_torn",
                "The last hand in {file} was cut off when the game stopped; the cut-off text was "
                "moved to {aside} and the hand is written again from the statistics database.",
                file=path.name, aside=kept.name,
            )
        )

    def read_hands(self, path: Path) -> list[str]:
        """The hands of one history file; a damaged file is moved aside (see ``notices``) first."""
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return []
        text = _normal_text(raw)
        hands, clean = split_hands(text)
        kept = [h for h in hands if "\ufffd" not in h]
        canonical = "".join(hand + HAND_SEPARATOR for hand in kept)
        if raw != canonical.encode("utf-8"):
            self._set_aside(path, kept, self._reason(raw, clean))
        return kept

    @staticmethod
    def _reason(raw: bytes, clean: bool) -> str:
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            return "it holds bytes that are not text"
        if raw.startswith(b"\xef\xbb\xbf"):
            return "it starts with a byte-order mark"
        if b"\r" in raw:
            return "it has Windows line ends"
        if not raw.strip():
            return "it holds only blank lines"
        if not clean:
            return "it holds text that is not a complete hand"
        return "its hands are not laid out as the game writes them"

    def _set_aside(self, path: Path, kept: list[str], reason: str) -> None:
        aside = move_aside(path)
        atomic_write_text(path, "".join(hand + HAND_SEPARATOR for hand in kept))
        self.notices.append(
            Notice(
                "history_damaged",
                "The hand-history file {file} was damaged ({reason}). It was moved to {aside}; "
                "the {count} complete hands in it were copied to a new file.",
                file=path.name, reason=reason, aside=aside.name, count=len(kept),
            )
        )

    def append(self, hand_text: str, moment: datetime, game: Game = Game.NO_LIMIT) -> Path:
        """Add one hand (from :func:`~holdem.records.history.format_hand`) at the end of the day's file
        of its structure."""
        if not split_hands(hand_text) == ([hand_text], True):
            raise ValueError("not one complete hand in PokerStars text")
        path = self.path_for(moment, game)
        self.last_id(path)
        _append_synced(path, (hand_text + HAND_SEPARATOR).encode("utf-8"))
        self._checked[path] = (hand_ids(hand_text)[0], _size(path))
        return path


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return -1


def _append_synced(path: Path, data: bytes) -> None:
    """Add ``data`` at the end of ``path`` and sync it; a failed write (a full disk) is taken back."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        size = os.fstat(fd).st_size
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        except OSError:
            os.ftruncate(fd, size)
            raise
    finally:
        os.close(fd)
