"""The preflop ranking of the 169 starting-hand classes, read from the shipped table.

The table (``data/preflop.json``) is built by ``scripts/build_preflop_table.py``
from Monte Carlo equities. ``top`` is the fraction of all combos that are this
good or better, so a hand is "in the top 10%" when its ``top`` is at most 0.10:

>>> from holdem.engine.cards import parse_cards
>>> top_fraction(*parse_cards("As Ad")) < 0.01 < top_fraction(*parse_cards("Ks Qs")) < 0.1
True
>>> top_fraction(*parse_cards("7c 2d")) > 0.95
True
>>> 0.8 < equity_vs_top(*parse_cards("As Ah"), width=0.3) < 0.9
True
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from operator import itemgetter
from typing import Final

from holdem.bots.combos import COMBO_CLASS, COMBOS, combo_index
from holdem.bots.equity import Range

_FADE: Final = 0.3
"""How far past its edge a "top X%" range fades out, as a share of X: ranges have no hard edge."""
_NARROWEST: Final = 0.01
"""The narrowest "top X%" range (aces, kings and a few queens): a range is never empty."""
_FADE_FLOOR: Final = 0.02
"""The shortest fade past a range's edge, in shares of all hands: a narrow range fades over a few classes."""


@dataclass(frozen=True, slots=True)
class PreflopTable:
    """Per class: its ``top`` fraction and equity against "top X%" ranges of ``widths``."""

    top: dict[str, float]
    vs_top: dict[str, tuple[float, ...]]
    widths: tuple[float, ...]
    combo_top: tuple[float, ...]
    """The ``top`` of each of the 1,326 combos' class, measured at the middle of the class."""


@lru_cache(maxsize=1)
def table() -> PreflopTable:
    """The shipped preflop table (read once)."""
    text = resources.files("holdem.bots").joinpath("data").joinpath("preflop.json").read_text()
    document = json.loads(text)
    top: dict[str, float] = {}
    vs_top: dict[str, tuple[float, ...]] = {}
    middle: dict[str, float] = {}
    for row in document["classes"]:
        name = str(row["name"])
        top[name] = float(row["top"])
        middle[name] = float(row["top"]) - int(row["combos"]) / len(COMBOS) / 2
        vs_top[name] = tuple(float(x) for x in row["vs_top"])
    return PreflopTable(
        top=top,
        vs_top=vs_top,
        widths=tuple(float(w) for w in document["widths"]),
        combo_top=tuple(middle[name] for name in COMBO_CLASS),
    )


def top_fraction(a: int, b: int) -> float:
    """How far down the ranking these two cards are: 0 is the best hand, 1 the worst."""
    return table().combo_top[combo_index(a, b)]


def equity_vs_top(a: int, b: int, width: float) -> float:
    """Equity of these cards against a random hand from the top ``width`` of hands (interpolated)."""
    data = table()
    values = data.vs_top[COMBO_CLASS[combo_index(a, b)]]
    widths = data.widths
    if width <= widths[0]:
        return values[0]
    for i in range(1, len(widths)):
        if width <= widths[i]:
            t = (width - widths[i - 1]) / (widths[i] - widths[i - 1])
            return values[i - 1] + t * (values[i] - values[i - 1])
    return values[-1]


def top_range(width: float, soft: float = _FADE, weaker_weight: float = 1.0) -> Range:
    """Weights for "the top ``width`` of hands", fading out over ``soft * width`` past the edge.

    ``weaker_weight`` scales the whole range; the fade keeps ranges from having a hard edge
    so that narrowing never leaves an opponent with no hands at all.
    """
    return list(_ranking()[1](_top_in_order(width, soft, weaker_weight)))


def capped_range(width: float, cap: float, cap_weight: float) -> Range:
    """The top ``width`` of hands with the very top ``cap`` down-weighted (a calling range)."""
    weights = _top_in_order(width, _FADE, 1.0)
    if cap > 0:
        capped = bisect_right(_ranking()[0], cap)
        weights[:capped] = [w * cap_weight for w in weights[:capped]]
    return list(_ranking()[1](weights))


def _top_in_order(width: float, soft: float, weaker_weight: float) -> list[float]:
    """:func:`top_range`'s weights in the order of :func:`_ranking` (best first): a run of
    ``weaker_weight``, the fade, then zeros, their ends found by bisection (a range is built whenever
    a read changes)."""
    tops = _ranking()[0]
    edge = max(width, _NARROWEST)
    fade = max(edge * soft, _FADE_FLOOR)
    inside = bisect_right(tops, edge)
    end = bisect_left(tops, edge + fade, inside)
    weights = [weaker_weight] * inside
    weights += [weaker_weight * (1.0 - (p - edge) / fade) for p in tops[inside:end]]
    weights += [0.0] * (len(tops) - end)
    return weights


@lru_cache(maxsize=1)
def _ranking() -> tuple[tuple[float, ...], Callable[[Sequence[float]], tuple[float, ...]]]:
    """Every combo's ``top``, best first, and the function that puts values given in that order back in
    combo order."""
    tops = table().combo_top
    order = sorted(range(len(tops)), key=tops.__getitem__)
    place = [0] * len(order)
    for k, i in enumerate(order):
        place[i] = k
    return tuple(tops[i] for i in order), itemgetter(*place)
