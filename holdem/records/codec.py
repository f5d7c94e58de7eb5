"""Events as stable JSON, and back.

Each event is an object with its class name under ``"type"`` and its fields
by name; cards are written as text (``"Ah"``), enums by name, tuples as
lists, a hand value as its strength, category, ranks and cards. Keys are
sorted and there is no whitespace, so the same events always give the same
text.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[100, 100], button=0, deck=stacked_deck(num_seats=2, button=0, hole_cards=[]))
>>> hand.play("fold")
>>> events_from_json(events_to_json(hand.events)) == hand.events
True
"""

from __future__ import annotations

import functools
import json
import types
from collections.abc import Callable
from dataclasses import MISSING, fields
from enum import Enum, StrEnum
from typing import Any, Final, Union, get_args, get_origin, get_type_hints

from holdem.engine import Card, HandCategory, HandValue, Move, PotKind, Street
from holdem.engine import events as event_module
from holdem.engine.events import Event

FORMAT_VERSION: Final = 1

_EVENT_TYPES: Final[dict[str, type[Any]]] = {
    cls.__name__: cls
    for cls in (
        event_module.SeatRebought,
        event_module.HandStarted,
        event_module.BlindPosted,
        event_module.HoleCardsDealt,
        event_module.PlayerActed,
        event_module.StreetDealt,
        event_module.UncalledBetReturned,
        event_module.CardsShown,
        event_module.PotAwarded,
        event_module.HandEnded,
    )
}
_ENUMS: Final[tuple[type[Enum], ...]] = (Street, Move, PotKind, HandCategory)
_HINTS: Final = {name: get_type_hints(cls, vars(event_module)) for name, cls in _EVENT_TYPES.items()}


class CodecError(ValueError):
    """Text that is not a list of events in this format."""


def _encode(value: object) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, StrEnum):
        return value.value  # blind kinds and show reasons are stored as their words
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, HandValue):
        return {
            "strength": value.strength,
            "category": value.category.name,
            "ranks": list(value.ranks),
            "cards": [str(card) for card in value.cards],
        }
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    if isinstance(value, bool | int | str) or value is None:
        return value
    raise CodecError(f"cannot write {value!r} as JSON")


Decoder = Callable[[Any], Any]


def _optional(inner: Decoder) -> Decoder:
    return lambda value: None if value is None else inner(value)


def _list_of(items: Decoder) -> Decoder:
    def decode(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise CodecError(f"expected a list, found {value!r}")
        return tuple(items(item) for item in value)

    return decode


def _fixed(parts: tuple[Decoder, ...]) -> Decoder:
    def decode(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise CodecError(f"expected a list, found {value!r}")
        if len(parts) != len(value):
            raise CodecError(f"expected {len(parts)} items, found {len(value)}")
        return tuple(part(item) for part, item in zip(parts, value, strict=True))

    return decode


def _hand_value(value: Any) -> HandValue:
    return HandValue(
        strength=int(value["strength"]),
        category=HandCategory[value["category"]],
        ranks=tuple(int(rank) for rank in value["ranks"]),
        cards=tuple(Card.parse(card) for card in value["cards"]),
    )


def _exactly(kind: type) -> Decoder:
    def decode(value: Any) -> Any:
        if type(value) is not kind:
            raise CodecError(f"expected {kind.__name__}, found {value!r}")
        return value

    return decode


def _word_of(kind: type[StrEnum]) -> Decoder:
    def decode(value: Any) -> Any:
        if type(value) is not str:
            raise CodecError(f"expected {kind.__name__}, found {value!r}")
        return kind(value)

    return decode


@functools.cache
def _decoder(hint: Any) -> Decoder:
    """A reader for values of type ``hint``, built once per type (decoding stays cheap per hand)."""
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        (inner,) = [arg for arg in get_args(hint) if arg is not type(None)]
        return _optional(_decoder(inner))
    if origin is tuple:
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return _list_of(_decoder(args[0]))
        return _fixed(tuple(_decoder(arg) for arg in args))
    if hint is Card:
        return Card.parse
    if hint is HandValue:
        return _hand_value
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        return _word_of(hint)
    if isinstance(hint, type) and issubclass(hint, Enum) and hint in _ENUMS:
        return hint.__getitem__
    if hint in (int, str, bool):
        return _exactly(hint)
    raise CodecError(f"no reader for {hint!r}")


_FIELDS: Final = {
    name: tuple((spec.name, _decoder(_HINTS[name][spec.name])) for spec in fields(cls))
    for name, cls in _EVENT_TYPES.items()
}
_OPTIONAL: Final = {
    name: frozenset(spec.name for spec in fields(cls) if spec.default is not MISSING)
    for name, cls in _EVENT_TYPES.items()
}
"""Fields with a default may be absent: records written before the field existed (a hand without a
``game`` was no-limit) read with the default."""


def event_to_dict(event: Event) -> dict[str, Any]:
    """One event as a JSON-ready dict."""
    data: dict[str, Any] = {"type": type(event).__name__}
    for spec in fields(event):
        data[spec.name] = _encode(getattr(event, spec.name))
    return data


def event_from_dict(data: dict[str, Any]) -> Event:
    """The event a dict from :func:`event_to_dict` describes; CodecError if it does not."""
    try:
        name = data["type"]
        cls = _EVENT_TYPES[name]
        optional = _OPTIONAL[name]
        event: Event = cls(**{
            field: decode(data[field])
            for field, decode in _FIELDS[name]
            if field in data or field not in optional
        })
    except CodecError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise CodecError(f"not an event: {data!r:.200} ({error})") from error
    return event


def events_to_json(events: tuple[Event, ...] | list[Event]) -> str:
    """The events as one line of stable JSON: ``{"events": [...], "v": 1}``."""
    payload = {"v": FORMAT_VERSION, "events": [event_to_dict(event) for event in events]}
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def events_from_json(text: str) -> tuple[Event, ...]:
    """The events written by :func:`events_to_json`; CodecError for anything else."""
    try:
        payload = json.loads(text)
    except (json.JSONDecodeError, TypeError) as error:
        raise CodecError(f"not JSON: {error}") from error
    if not isinstance(payload, dict) or payload.get("v") != FORMAT_VERSION:
        raise CodecError("not a version-1 list of events")
    items = payload.get("events")
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        raise CodecError("the events are not a list of objects")
    return tuple(event_from_dict(item) for item in items)
