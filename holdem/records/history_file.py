"""The hand-history files: one per day, like PokerStars, each hand appended atomically.

Files are named ``HH20260115 Holdem Practice - 5-10 - Play Money No Limit Hold'em.txt``
in the data directory's ``histories`` folder. Each append rewrites the day's
file through a temp file and a rename, so a crash leaves the file as it was
before the hand or after it, never half a hand.

A file that is not a clean list of hands (undecodable bytes, a cut-off hand,
text that is not a hand) is moved aside; the hands in it that can still be
read are copied to the new file, and the caller gets a message to show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from holdem.records.atomic import atomic_write_text, move_aside
from holdem.records.history import DEFAULT_TABLE_NAME
from holdem.records.notices import Notice
from holdem.records.pokerstars import HAND_SEPARATOR, clean_name

_HAND_START = re.compile(r"^PokerStars Hand #\d+: ", re.MULTILINE)
_COMPLETE = re.compile(
    r"\n\*\*\* SUMMARY \*\*\*\nTotal pot \d+.*\| Rake 0\n(?:Board \[[^\]]*\]\n)?(?:Seat \d+: .+\n)+\Z"
)


def split_hands(text: str) -> tuple[list[str], bool]:
    """The complete hands in ``text`` (each ending with one line break) and whether it all was hands."""
    starts = [m.start() for m in _HAND_START.finditer(text)]
    clean = not text.strip() or (bool(starts) and not text[: starts[0]].strip())
    hands: list[str] = []
    for begin, end in zip(starts, [*starts[1:], len(text)], strict=True):
        chunk = text[begin:end].rstrip("\n") + "\n"
        if _COMPLETE.search(chunk):
            hands.append(chunk)
        else:
            clean = False
    return hands, clean


@dataclass
class HistoryFile:
    """Appends hands to the day's PokerStars history file in ``directory``."""

    directory: Path
    table_name: str = DEFAULT_TABLE_NAME
    stakes: str = "5-10"
    notices: list[str] = field(default_factory=list)

    def path_for(self, moment: datetime) -> Path:
        day = moment.astimezone() if moment.tzinfo is not None else moment
        name = (
            f"HH{day:%Y%m%d} {clean_name(self.table_name)} - {self.stakes} - Play Money No Limit Hold'em.txt"
        )
        return self.directory / name

    def read_hands(self, path: Path) -> list[str]:
        """The hands of one history file; a damaged file is moved aside (see ``notices``) first."""
        try:
            text = path.read_bytes().decode("utf-8")
        except FileNotFoundError:
            return []
        except UnicodeDecodeError:
            text = path.read_bytes().decode("utf-8", errors="replace")
            hands, _ = split_hands(text)
            self._set_aside(path, [h for h in hands if "\ufffd" not in h], "it holds bytes that are not text")
            return [h for h in hands if "\ufffd" not in h]
        hands, clean = split_hands(text)
        if not clean:
            self._set_aside(path, hands, "it holds text that is not a complete hand")
        return hands

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

    def append(self, hand_text: str, moment: datetime) -> Path:
        """Add one hand (from :func:`~holdem.records.history.format_hand`) to the day's file."""
        if not split_hands(hand_text) == ([hand_text], True):
            raise ValueError("not one complete hand in PokerStars text")
        path = self.path_for(moment)
        hands = self.read_hands(path)
        hands.append(hand_text)
        atomic_write_text(path, "".join(hand + HAND_SEPARATOR for hand in hands))
        return path
