"""The game's opponents, known by name at once and built when first needed.

>>> Opponents(1).names == lineup(1)
True

The names, and which style each plays, are in ``holdem.bots.base`` (the pool is re-exported
here). Nothing here imports the opponents' strategies: the table is drawn from the names
alone, and :class:`Opponents` builds the bots themselves (``holdem.bots.lineup``) when one is
first needed.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from holdem.bots.base import MOST_OPPONENTS, NAME_POOL, OPPONENTS, POOL_NAMES, STYLE_OF, Bot, lineup

__all__ = ["NAME_POOL", "POOL_NAMES", "STYLE_OF", "Opponents", "lineup"]


class Opponents:
    """The game's opponents (seats 1..N-1), known by name at once and built when first needed.

    ``names`` None seats the line-up of ``seed`` for a table of ``seats``; a resumed session passes
    its saved names (as many as it had).
    The bots are ``holdem.bots.lineup.opponents(seed, names)``, built once, by the first
    caller of :meth:`bots` (from any thread): the strategies' modules are not imported, nor
    their tables read, before the table's first frame is drawn. They count the table in one model
    (:func:`holdem.bots.model.count_once`).
    """

    def __init__(self, seed: int, names: Sequence[str] | None = None, *, seats: int = OPPONENTS + 1) -> None:
        self.seed = seed
        self.names = tuple(names) if names is not None else lineup(seed, seats - 1)
        if not 1 <= len(self.names) <= MOST_OPPONENTS:
            raise ValueError(f"1 to {MOST_OPPONENTS} opponents are needed, not {len(self.names)}")
        self._bots: list[Bot] | None = None
        self._building = threading.Lock()

    def bots(self) -> list[Bot]:
        """The bots, seat order: built on the first call, the same objects after."""
        with self._building:
            if self._bots is None:
                from holdem.bots.lineup import opponents
                from holdem.bots.model import count_once

                self._bots = opponents(self.seed, self.names)
                count_once(self._bots)  # the seats count the same public events: the table once
            return self._bots
