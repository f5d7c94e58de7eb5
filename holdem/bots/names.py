"""The opponents' names: the pool each style plays under, and the five a session seats.

A pool of neutral names holds several names per style, and a name keeps its
style for ever (so what a player, or a tracker, learns about a name stays
true). Each session seats five of them, one per style, in seats drawn from the
session seed:

>>> names = lineup(1)
>>> len(names), sorted(STYLE_OF[name] for name in names) == sorted(NAME_POOL)
(5, True)
>>> lineup(1) == names, Opponents(1).names == names
(True, True)

Nothing here imports the opponents' strategies: the table is drawn from the names alone,
and :class:`Opponents` builds the bots themselves (``holdem.bots.lineup``) when one is
first needed.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from holdem.engine.rng import stream

if TYPE_CHECKING:
    from holdem.bots.base import Bot

NAME_POOL: Final[dict[str, tuple[str, ...]]] = {
    "tight-aggressive": ("Marta", "Ingrid", "Tomas", "Yusuf"),
    "rock": ("Viktor", "Helga", "Anton", "Priya"),
    "loose-aggressive": ("Lena", "Dario", "Nadia", "Kenji"),
    "calling station": ("Otto", "Greta", "Felix", "Amara"),
    "maniac": ("Rafael", "Sonja", "Emil", "Bruno"),
}
"""The names each style plays under (never shown together with the style)."""

POOL_NAMES: Final = tuple(name for names in NAME_POOL.values() for name in names)
"""Every name an opponent can have; the player may not take one."""

SIM_LABELS: Final = {
    "tight-aggressive": "TAG", "rock": "Rock", "loose-aggressive": "LAG", "calling station": "Station",
    "maniac": "Maniac",
}
"""The labels the simulator seats the styles under."""

STYLE_OF: Final[dict[str, str]] = {
    **{name: style for style, names in NAME_POOL.items() for name in names},
    **{label: style for style, label in SIM_LABELS.items()},
}
"""Name (or simulator label) -> style: for the bots and the tests, never shown in the game."""

STAND_IN_NAME: Final = "Hero"


def lineup(seed: int) -> tuple[str, ...]:
    """The session's five opponents, seats 1..5: one name per style, names and seats drawn from ``seed``."""
    rng = stream(seed, "lineup")
    names = [rng.choice(NAME_POOL[style]) for style in NAME_POOL]
    rng.shuffle(names)
    return tuple(names)


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
