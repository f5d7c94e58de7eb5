"""One stored hand: the row of the hands table and the value the store gives back for it.

A row holds a hand's id, session, number, time, the player's seat and net result, and the
events as the player's seat saw them (JSON, see :mod:`holdem.records.codec`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from holdem.engine import Event
from holdem.records.codec import CodecError, events_from_json

COLUMNS: Final = "hand_id, session_id, hand_number, played_at, hero_seat, hero_net, big_blind, events"


@dataclass(frozen=True, slots=True)
class StoredHand:
    """One completed hand as stored."""

    hand_id: int
    session_id: str
    hand_number: int
    played_at: datetime
    hero_seat: int
    hero_net: int
    big_blind: int
    events: tuple[Event, ...]


def row_to_hand(row: tuple[object, ...]) -> StoredHand:
    hand_id, session_id, number, played_at, seat, net, big_blind, events = row
    if not (isinstance(hand_id, int) and isinstance(number, int) and isinstance(seat, int)):
        raise CodecError("a hand row with non-integer ids")
    if not (isinstance(net, int) and isinstance(big_blind, int)):
        raise CodecError("a hand row with non-integer amounts")
    if not (isinstance(session_id, str) and isinstance(played_at, str) and isinstance(events, str)):
        raise CodecError("a hand row with non-text fields")
    try:
        moment = datetime.fromisoformat(played_at)
    except ValueError as error:
        raise CodecError(f"bad time {played_at!r}") from error
    return StoredHand(hand_id, session_id, number, moment, seat, net, big_blind, events_from_json(events))


def well_typed(row: tuple[object, ...]) -> bool:
    """A row whose columns have the stored types (its events are decoded when it is copied)."""
    return len(row) == 8 and all(isinstance(row[i], int) for i in (0, 2, 4, 5, 6)) and all(
        isinstance(row[i], str) for i in (1, 3, 7)
    )
