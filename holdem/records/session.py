"""Sessions that last: the save written after every hand, and hands cut short by a crash.

Before a hand is dealt the save is rewritten with an "in progress" marker;
after the hand it is rewritten with the new stacks and no marker. If the game
dies in between, the next start finds the marker: the hand is voided and the
stacks are those saved before it, unless the hand store shows the hand did
finish (the crash came after it was recorded), in which case its result stands.
"""

from __future__ import annotations

import contextlib
import json
import secrets
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from holdem.engine import Game, Table
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
    bought_in: int | None = None  # chips the seats sat down with (None: the game's 1000 a seat)
    rebuy_stack: int = 1000  # chips a rebuy brings
    game: Game = Game.NO_LIMIT  # the betting structure (a save without one was no-limit)

    @property
    def chips_expected(self) -> int:
        """What the stacks must add up to: the chips bought in plus every rebuy."""
        start = self.bought_in if self.bought_in is not None else 1000 * len(self.names)
        return start + self.rebuy_stack * sum(self.rebuys)

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
        bought_in: int | None = None,
    ) -> SessionRecord:
        """The record of a table between hands (``bought_in`` defaults to the chips at it before rebuys)."""
        rebuy_stack = table.config.rebuy_stack
        if bought_in is None:
            bought_in = sum(table.stacks) - rebuy_stack * sum(table.rebuys)
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
            bought_in=bought_in,
            rebuy_stack=rebuy_stack,
            game=table.config.game,
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
        """Read a save; ValueError if it is not a sound one (chips that do not add up included)."""
        try:
            data = json.loads(text)
        except RecursionError:
            raise ValueError("nested too deeply to be a save") from None
        if not isinstance(data, dict) or data.pop("version", None) != SAVE_VERSION:
            raise ValueError("not a version-1 session save")
        extra = data.get("extra") or {}
        if not isinstance(extra, dict):
            raise ValueError("the extra state is not an object")
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
            extra=extra,
            bought_in=None if data.get("bought_in") is None else int(data["bought_in"]),
            rebuy_stack=int(data.get("rebuy_stack", 1000)),
            game=Game.parse(str(data.get("game", Game.NO_LIMIT.value))),
        )
        record.check()
        return record

    def check(self) -> None:
        """Raise ValueError unless the seats, stacks, button and chips make sense together."""
        seats = len(self.names)
        if not (2 <= seats <= 10 and len(self.stacks) == len(self.rebuys) == seats):
            raise ValueError("the seats, stacks and rebuys do not match")
        if not 0 <= self.hero_seat < seats or (self.button is not None and not 0 <= self.button < seats):
            raise ValueError("impossible seat or button")
        if any(s < 0 for s in self.stacks) or any(r < 0 for r in self.rebuys) or self.hand_number < 0:
            raise ValueError("negative stacks, rebuys or hand count")
        if sum(self.stacks) != self.chips_expected:
            total, expected = sum(self.stacks), self.chips_expected
            raise ValueError(f"the stacks add up to {total}, not the {expected} bought in and rebought")
        if self.hand_in_progress is not None and self.hand_in_progress != self.hand_number + 1:
            raise ValueError("the hand in progress is not the next hand")


@dataclass(frozen=True, slots=True)
class Resume:
    """What the last session left: a record to resume (or None) and messages for the player."""

    record: SessionRecord | None
    voided_hand: int | None = None
    notices: tuple[Notice, ...] = ()


class SessionStore:
    """The session save file (``session.json``), always replaced atomically."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def save(self, record: SessionRecord) -> None:
        """Save the state after a completed hand (no hand in progress)."""
        atomic_write_text(self.path, replace(record, hand_in_progress=None).to_json())

    def begin_hand(self, record: SessionRecord) -> None:
        """Mark hand ``record.hand_number + 1`` as being played.

        Call once its deck is drawn and before any of it is shown, with the deck stream's state
        after the draw in ``record.extra``: a hand voided by a stop then never comes back.
        """
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
        return self._settle(record, store)

    def _settle(self, record: SessionRecord, store: HandStore | None) -> Resume:
        """A save with a hand in progress: the hand stands if it was stored, else it is voided."""
        number = record.hand_in_progress
        if number is None:
            return Resume(record)
        stored = store.find(record.session_id, number) if store is not None else None
        if stored is not None:
            finished = _after_stored_hand(record, stored.events)
            with contextlib.suppress(OSError):
                self.save(finished)
            return Resume(finished)
        resumed = replace(record, hand_in_progress=None)
        with contextlib.suppress(OSError):  # a save that cannot be written is voided again next time
            self.save(resumed)
        message = Notice(
            "hand_voided",
            "Hand #{number} was cut short when the game stopped. It has been voided and every "
            "seat has the chips it had before it.",
            number=number,
        )
        return Resume(resumed, voided_hand=number, notices=(message,))

    def _damaged(self, reason: str) -> Resume:
        try:
            aside = move_aside(self.path)
        except OSError:
            aside = self.path
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
