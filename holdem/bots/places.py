"""A holding's place in a range on a board, and the ramps that narrow a range by place.

An action after the flop keeps each combo of a range by its place in the range's strength order
(:func:`ramped`, which :class:`holdem.bots.ranges.HandReader` puts on every range it reads); a bot
answering a bet beyond the pot looks up where its own holding sits in its own range (:func:`own_place`).
The own ranges and the places in them are kept (:class:`OwnRanges`, :class:`OwnPreflop`): the coach's
play-outs ask the same line again and again.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from itertools import accumulate, repeat
from operator import mul
from typing import Final

from holdem.bots.board import CARD_COMBOS, BoardReading
from holdem.bots.combos import combo_index
from holdem.bots.equity import Range

DRAW_FLOOR: Final = 0.6
"""Where a flush draw or open-ended straight draw sits in a range's strength order."""

Ramp = tuple[tuple[int, ...], float, float, float, float]
"""An action after the flop as the ramp it puts on a range: the board then, start, width, low, scale."""


class OwnPreflop(list[float]):
    """A seat's own range before the flop (its weight of each combo, as a list) that keeps the places of
    holdings in it worked out by :meth:`holdem.bots.ranges.HandReader.own_place`, by holding, board and the
    seat's own actions since the flop: the coach's play-outs ask the same of one line again and again (each
    choice of the player is played out on the same deals)."""

    __slots__ = ("places",)

    def __init__(self, weights: Iterable[float] = ()) -> None:
        super().__init__(weights)
        self.places: dict[tuple[int, tuple[int, ...], tuple[Ramp, ...]], float] = {}


PLACES_KEPT: Final = 256
"""Places an :class:`OwnPreflop` keeps (all dropped when full): about 50 kB, as much as the range."""


def without_board(weights: Range, board: tuple[int, ...], dealt: tuple[int, ...]) -> tuple[int, ...]:
    """``weights`` with the combos holding a card of ``board`` not in ``dealt`` (already out) set to 0."""
    for card in board[len(dealt):]:
        for i in CARD_COMBOS[card]:
            weights[i] = 0.0
    return board


def own_place(reading: BoardReading, weights: Range, hole: tuple[int, ...]) -> float:
    """Where ``hole`` sits in ``weights`` on the board read, weakest 0 to strongest 1 (the share of the
    range below it plus half its ties; a draw at least :data:`DRAW_FLOOR`, as ranges are narrowed)."""
    mine = reading.strength[combo_index(*hole)]
    total = below = 0.0
    for w, strength in zip(weights, reading.strength, strict=True):
        if w > 0.0:
            total += w
            below += w if strength < mine else w / 2 if strength == mine else 0.0
    place = below / total if total > 0 else 1.0
    return max(place, DRAW_FLOOR) if reading.draws[combo_index(*hole)] else place


def ramped(reading: BoardReading, weights: Range, total: float, start: float, width: float, low: float,
            scale: float) -> tuple[float, ...]:
    """Each weight times its place on the ramp, in combo order: the combos in strength order, ``q`` the
    range's share below a combo plus half its own (a draw's at least :data:`DRAW_FLOOR`), its weight
    times ``low`` where ``(q - start) / width`` is at most -0.5, ``low + scale`` from +0.5, between them
    the straight line. ``q`` only grows along the order, so the two flat ends are found by bisection
    and multiplied in bulk: this runs for every action read after the flop."""
    ordered = reading.in_order(weights)
    below = list(accumulate(ordered, initial=0.0))

    def ramp_at(k: int) -> float:
        return ((below[k] + ordered[k] / 2) / total - start) / width

    n = len(ordered)
    first = bisect_right(range(n), -0.5, key=ramp_at)
    top = bisect_left(range(first, n), 0.5, key=ramp_at) + first
    flat = low + scale * 0.0
    out = list(ordered[:first]) if flat == 1.0 else list(map(mul, ordered[:first], repeat(flat)))
    out += [w * (low + scale * (((under + w / 2) / total - start) / width + 0.5)) if w > 0.0 else w
            for w, under in zip(ordered[first:top], below[first:top], strict=True)]
    flat = low + scale * 1.0
    out += ordered[top:] if flat == 1.0 else map(mul, ordered[top:], repeat(flat))
    floor = (DRAW_FLOOR - start) / width
    if floor > -0.5:  # a draw lifted to the floor off the low flat end
        lifted = low + scale * (1.0 if floor >= 0.5 else floor + 0.5)
        for k in reading.drawing_at:
            w = ordered[k]
            if (below[k] + w / 2) / total >= DRAW_FLOOR:
                break
            if w > 0.0:
                out[k] = w * lifted
    return reading.gather(out)


class OwnRanges:
    """A bot's own preflop ranges (:meth:`holdem.bots.strategy.StrategyBot._own_preflop`), kept by hand,
    seat, names and the public preflop actions: shared by the bot's copies (the coach plays each decision
    out on many copies of the same bots, in the same hand, so each line's range is worked out once), a
    pickle starts empty. The key holds the hand's number, and a bot's reads change only when a hand ends:
    two copies asking with the same key get the same range."""

    __slots__ = ("_kept",)

    def __init__(self) -> None:
        self._kept: dict[object, OwnPreflop] = {}

    def __deepcopy__(self, _memo: dict[int, object]) -> OwnRanges:
        return self

    def __reduce__(self) -> tuple[type[OwnRanges], tuple[()]]:
        return OwnRanges, ()

    def get(self, key: object) -> OwnPreflop | None:
        """The range kept for ``key``, if any."""
        return self._kept.get(key)

    def keep(self, key: object, weights: OwnPreflop) -> None:
        """Keep ``weights`` for ``key`` (all dropped once :data:`OWN_RANGES_KEPT` are kept)."""
        if len(self._kept) >= OWN_RANGES_KEPT:
            self._kept.clear()
        self._kept[key] = weights


OWN_RANGES_KEPT: Final = 256
"""Own ranges a bot keeps (a hand's lines in the coach's play-outs are a few dozen; older hands dropped)."""
