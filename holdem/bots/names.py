"""The game's five opponents, known by name at once and built when first needed.

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

from holdem.bots.base import NAME_POOL, POOL_NAMES, STYLE_OF, Bot, lineup

__all__ = ["NAME_POOL", "POOL_NAMES", "STYLE_OF", "Opponents", "lineup"]


class Opponents:
    """The game's five opponents (seats 1..5), known by name at once and built when first needed.

    ``names`` None seats the line-up of ``seed``; a resumed session passes its saved names.
    The bots are ``holdem.bots.lineup.opponents(seed, names)``, built once, by the first
    caller of :meth:`bots` (from any thread): the strategies' modules are not imported, nor
    their tables read, before the table's first frame is drawn.
    """

    def __init__(self, seed: int, names: Sequence[str] | None = None) -> None:
        drawn = lineup(seed)
        self.seed = seed
        self.names = tuple(names) if names is not None else drawn
        if len(self.names) != len(drawn):
            raise ValueError(f"{len(drawn)} opponents are needed, not {len(self.names)}")
        self._bots: list[Bot] | None = None
        self._building = threading.Lock()

    def bots(self) -> list[Bot]:
        """The five bots, seat order: built on the first call, the same objects after."""
        with self._building:
            if self._bots is None:
                from holdem.bots.lineup import opponents

                self._bots = opponents(self.seed, self.names)
            return self._bots
