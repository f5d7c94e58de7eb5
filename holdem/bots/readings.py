"""Readings of a hand kept for pure policy questions, keyed by the public events they read.

A reading (:class:`~holdem.bots.ranges.HandReader`) depends on the reading seat, the
hand, the profiles and the public actions and boards, never on the reading seat's own
cards: :class:`ReaderCache` lets the coach ask a bot's policy for many holdings in one
spot and read the hand once.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

from holdem.bots.model import Profile
from holdem.bots.ranges import HandReader
from holdem.engine.events import BlindPosted, Event, PlayerActed, StreetDealt

_READ = (BlindPosted, PlayerActed, StreetDealt)
"""The only events a :class:`HandReader` reads: the public blinds, actions and boards."""


class _Node:
    """A public event sequence in a :class:`ReaderCache`: its continuations and (if asked for) its reader."""

    __slots__ = ("children", "reader")

    def __init__(self, reader: HandReader | None = None) -> None:
        self.children: dict[Event, _Node] = {}
        self.reader = reader


class ReaderCache:
    """Hand readings keyed by the public actions and boards they read, for pure policy questions.

    A reading depends on the reading seat, the hand, the profiles and the events a
    :class:`HandReader` reads, never on the reading seat's own cards: asking a policy
    for many holdings in one spot reads the hand once, and a spot one action further
    on carries on from the reading before it. Readings are shared, so a caller must
    not change one (filling in a range or a board reading lazily changes no answer).
    Not part of a bot's state: a copy or a pickle starts empty. It keeps up to
    ``max_readers`` readings: a river decision's play-outs come back to more than 64 of a
    bot's readings in turn (two river grades of the coach's benchmark made 33,912 readings
    with 64 kept, 385 with 128, as many with 256: half their time).
    """

    __slots__ = ("_key", "_max_nodes", "_max_readers", "_nodes", "_profiles", "_root", "_stored")

    def __init__(self, max_nodes: int = 16_000, max_readers: int = 128) -> None:
        self._max_nodes, self._max_readers = max_nodes, max_readers
        self._key: tuple[int, int] = (-1, -1)
        self._profiles: dict[int, Profile] = {}
        self._root = _Node()
        self._nodes = 0
        self._stored: OrderedDict[int, _Node] = OrderedDict()  # oldest first: dropped in O(1)

    def __deepcopy__(self, _memo: dict[int, object]) -> ReaderCache:
        return ReaderCache(self._max_nodes, self._max_readers)

    def __reduce__(self) -> tuple[type[ReaderCache], tuple[int, int]]:
        return ReaderCache, (self._max_nodes, self._max_readers)

    def reader(self, seat: int, hand_number: int, events: Sequence[Event], profiles: dict[int, Profile],
               counted: int = 0, later: Callable[[int], dict[int, Profile]] | None = None) -> HandReader:
        """The reader of ``events`` from ``seat`` in hand ``hand_number``: what a new
        :class:`HandReader` would read, from the cache or carried on from the longest prefix read.

        ``profiles`` are the reads as the reading bot's model stands, having counted the first
        ``counted`` events (they key the cache: other reads, other readings). With ``later``, each event
        from there on is read as a bot that observed it would read it: with ``later(n)``, the reads once
        the first ``n`` events are counted."""
        if not self._holds(seat, hand_number, profiles) or self._nodes > self._max_nodes:
            self._key, self._profiles = (seat, hand_number), profiles
            self._root, self._nodes, self._stored = _Node(HandReader(seat=seat)), 0, OrderedDict()
        node = self._root
        path: list[Event] = []
        at: list[int] = []  # each read event's place in ``events``
        reader = node.reader
        for index, event in enumerate(events):
            if isinstance(event, _READ):
                child = node.children.get(event)
                if child is None:
                    child = node.children[event] = _Node()
                    self._nodes += 1
                node = child
                path.append(event)
                at.append(index)
                if node.reader is not None:
                    reader = node.reader
        if node.reader is not None:
            return node.reader
        assert reader is not None, "the root always holds a reader"
        found = node.reader = reader.copy()  # it read a prefix of ``path`` (the root's read nothing)
        start = found.seen if found.hand_number == hand_number else 0
        first = len(path) if later is None else next(
            (k for k in range(start, len(path)) if at[k] >= counted), len(path))
        found.update(hand_number, tuple(path[:first]), profiles)
        read = tuple(path)
        for k in range(first, len(path)):  # only another seat's action reads a profile (its own)
            event = read[k]
            if isinstance(event, PlayerActed) and event.seat != seat and later is not None:
                profiles = later(at[k] + 1)
            found.update(hand_number, read[: k + 1], profiles)
        self._store(node)
        return found

    def _holds(self, seat: int, hand_number: int, profiles: dict[int, Profile]) -> bool:
        """Whether the cached readings are for this seat, hand and (the very same) profiles."""
        held = self._profiles
        return (self._key == (seat, hand_number) and held.keys() == profiles.keys()
                and all(held[s] is p for s, p in profiles.items()))

    def _store(self, node: _Node) -> None:
        """Keep ``node``'s reader, dropping the oldest kept one beyond the limit."""
        self._stored[id(node)] = node
        if len(self._stored) > self._max_readers:
            self._stored.popitem(last=False)[1].reader = None
