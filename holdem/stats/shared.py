"""Results of pure functions kept by the identity of the objects they read, shared by every caller.

Models that count the same public events (bots with models of their own, the coach's copies of them and
the models it derives for the lines it plays out) add the same hand to the same totals and read the same
estimates from them. A :class:`Shared` keeps such a
result under the identities of the very objects it was worked out from (and plain values beside them):
the next caller with those objects gets it without working it out again. The entry holds the objects, so
no other object can take their identities while it is kept; a result is only ever reused for inputs that
would give it again, so keeping or dropping entries changes no answer.

>>> made = []
>>> shared: Shared[list[int]] = Shared(limit=8)
>>> base = (1, 2)
>>> first = shared.get(base, None, 3, lambda: made.append(1) or [*base, 3])
>>> shared.get(base, None, 3, lambda: made.append(1) or [*base, 3]) is first, len(made)
(True, 1)
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")


class Shared(Generic[T]):
    """Results by the identity of their objects and by their plain values; the latest ``limit`` kept (a
    table reads only the last hand's: the oldest is dropped first)."""

    __slots__ = ("_found", "_limit", "_lock")

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._lock = threading.Lock()  # a bot thinking in a worker thread and another reader may add at once
        self._found: dict[tuple[int, int, Hashable], tuple[object, object, T]] = {}

    def get(self, first: object, second: object, values: Hashable, make: Callable[[], T]) -> T:
        """The result ``make()`` gives for ``first`` and ``second`` (compared by identity; ``None`` for
        one object) and ``values`` (by value)."""
        key = (id(first), id(second), values)
        found = self._found.get(key)
        if found is not None:  # the objects kept alive under these ids: the very ones given
            return found[2]
        made = make()
        with self._lock:
            if len(self._found) >= self._limit:
                del self._found[next(iter(self._found))]
            self._found[key] = (first, second, made)
        return made
