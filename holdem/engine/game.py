"""The betting structure a table plays: no-limit, pot-limit or fixed-limit (sizes in ``structure``).

>>> Game.parse("PL"), Game.FIXED_LIMIT.label
(<Game.POT_LIMIT: 'pl'>, 'Limit')
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Game(StrEnum):
    """A betting structure; the value is the short name the command line and the records use."""

    NO_LIMIT = "nl"
    POT_LIMIT = "pl"
    FIXED_LIMIT = "fl"

    @property
    def label(self) -> str:
        """The structure as a hand history names it: "No Limit", "Pot Limit", "Limit"."""
        return _LABELS[self]

    @classmethod
    def parse(cls, text: str) -> Game:
        """``nl``, ``pl`` or ``fl`` (any case); a ValueError naming the three for anything else."""
        try:
            return cls(text.strip().lower())
        except ValueError:
            names = ", ".join(game.value for game in cls)
            raise ValueError(f"unknown betting structure {text!r}: choose one of {names}") from None


_LABELS: Final = {Game.NO_LIMIT: "No Limit", Game.POT_LIMIT: "Pot Limit", Game.FIXED_LIMIT: "Limit"}
