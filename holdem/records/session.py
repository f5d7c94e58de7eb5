"""Sessions that last: the save written after every hand, and hands cut short by a crash.

Before a hand is dealt the save is rewritten with an "in progress" marker;
after the hand it is rewritten with the new stacks and no marker. If the game
dies in between, the next start finds the marker: the hand is voided and the
stacks are those saved before it, unless the hand store shows the hand did
finish (the crash came after it was recorded), in which case its result stands.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from holdem.engine import Table
from holdem.engine.events import HandEnded, HandStarted, SeatRebought
from holdem.records.atomic import atomic_write_text, move_aside
from holdem.records.notices import Notice
from holdem.records.store import HandStore

SAVE_VERSION: Final = 1


def new_session_id(now: datetime | None = None) -> str:
    """A unique, sortable session id: ``20260115T203000-1f2e3d``."""
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    return f"{moment:%Y%m%dT%H%M%S}-{secrets.token_hex(3)}"


@dataclass(frozen=True, slots=True)
class SessionRecord:
    """What is needed to sit down again at the same table, as of the last completed hand."""

    session_id: str
    seed: int
    names: tuple[str, ...]
    hero_seat: int
    stacks: tuple[int, ...]
    rebuys: tuple[int, ...]
    button: int | None  # None before the first hand: the first button is drawn
    hand_number: int  # hands completed in this session
    started_at: str  # ISO 8601
    hand_in_progress: int | None = None  # the hand number being played, while it is played
    extra: dict[str, Any] = field(default_factory=dict)  # the UI's own JSON-able state

    @classmethod
    def from_table(
        cls,
        table: Table,
        *,
        session_id: str,
        seed: int,
        hero_seat: int,
        started_at: str,
        extra: dict[str, Any] | None = None,
    ) -> SessionRecord:
        """The record of a table between hands."""
        return cls(
            session_id=session_id,
            seed=seed,
            names=table.names,
            hero_seat=hero_seat,
            stacks=tuple(table.stacks),
            rebuys=tuple(table.rebuys),
            button=table.button,
            hand_number=table.hand_number,
            started_at=started_at,
            extra=dict(extra or {}),
        )

    def table_arguments(self) -> dict[str, Any]:
        """Keyword arguments for :class:`holdem.engine.Table` to continue this session."""
        return {
            "names": list(self.names),
            "stacks": list(self.stacks),
            "button": self.button,
            "hand_number": self.hand_number,
            "rebuys": list(self.rebuys),
        }

    def to_json(self) -> str:
        data = asdict(self)
        data["version"] = SAVE_VERSION
        return json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> SessionRecord:
        """Read a save; ValueError if it is not a sound one."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.pop("version", None) != SAVE_VERSION:
            raise ValueError("not a version-1 session save")
        record = cls(
            session_id=str(data["session_id"]),
            seed=int(data["seed"]),
            names=tuple(str(n) for n in data["names"]),
            hero_seat=int(data["hero_seat"]),
            stacks=tuple(int(s) for s in data["stacks"]),
            rebuys=tuple(int(r) for r in data["rebuys"]),
            button=None if data["button"] is None else int(data["button"]),
            hand_number=int(data["hand_number"]),
            started_at=str(data["started_at"]),
            hand_in_progress=None if data.get("hand_in_progress") is None else int(data["hand_in_progress"]),
            extra=dict(data.get("extra") or {}),
        )
        seats = len(record.names)
        if not (len(record.stacks) == len(record.rebuys) == seats and 0 <= record.hero_seat < seats):
            raise ValueError("the seats, stacks and rebuys do not match")
        if any(s < 0 for s in record.stacks) or (
            record.button is not None and not 0 <= record.button < seats
        ):
            raise ValueError("impossible stacks or button")
        return record


@dataclass(frozen=True, slots=True)
class Resume:
    """What the last session left: a record to resume (or None) and messages for the player."""

    record: SessionRecord | None
    voided_hand: int | None = None
    notices: tuple[str, ...] = ()


class SessionStore:
    """The session save file (``session.json``), always replaced atomically."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def save(self, record: SessionRecord) -> None:
        """Save the state after a completed hand (no hand in progress)."""
        atomic_write_text(self.path, replace(record, hand_in_progress=None).to_json())

    def begin_hand(self, record: SessionRecord) -> None:
        """Mark hand ``record.hand_number + 1`` as being played; call just before dealing it."""
        atomic_write_text(self.path, replace(record, hand_in_progress=record.hand_number + 1).to_json())

    def clear(self) -> None:
        """Forget the saved session (the player chose to start a new one)."""
        self.path.unlink(missing_ok=True)

    def load(self, store: HandStore | None = None) -> Resume:
        """The session to resume; a hand cut short is voided (or, if it was stored, taken as played)."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Resume(None)
        except (OSError, UnicodeDecodeError) as error:
            return self._damaged(str(error))
        try:
            record = SessionRecord.from_json(text)
        except (ValueError, KeyError, TypeError) as error:
            return self._damaged(str(error))
        number = record.hand_in_progress
        if number is None:
            return Resume(record)
        stored = store.find(record.session_id, number) if store is not None else None
        if stored is not None:
            finished = _after_stored_hand(record, stored.events)
            self.save(finished)
            return Resume(finished)
        resumed = replace(record, hand_in_progress=None)
        self.save(resumed)
        message = Notice(
            "hand_voided",
            "Hand #{number} was cut short when the game stopped. It has been voided and every "
            "seat has the chips it had before it.",
            number=number,
        )
        return Resume(resumed, voided_hand=number, notices=(message,))

    def _damaged(self, reason: str) -> Resume:
        aside = move_aside(self.path)
        return Resume(
            None,
            notices=(
                Notice(
                    "save_damaged",
                    "The saved session could not be read ({reason}); it was moved to {aside}. "
                    "A new session starts; your hand history and statistics are kept.",
                    reason=reason, aside=aside.name,
                ),
            ),
        )


def _after_stored_hand(record: SessionRecord, events: tuple[object, ...]) -> SessionRecord:
    """The record as it stands after a hand the store has but the save missed."""
    start = next(e for e in events if isinstance(e, HandStarted))
    end = next(e for e in events if isinstance(e, HandEnded))
    rebuys = list(record.rebuys)
    for event in events:
        if isinstance(event, SeatRebought):
            rebuys[event.seat] = event.rebuys
    return replace(
        record,
        stacks=end.stacks,
        rebuys=tuple(rebuys),
        button=start.button,
        hand_number=start.hand_number,
        hand_in_progress=None,
    )
