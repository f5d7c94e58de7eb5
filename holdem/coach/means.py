"""Weighted means of play-outs and their standard errors: the arithmetic the values and differences share.

Each deal has a weight (systematic resampling of a weighted range gives equal
weights; a whole range played once gives each holding its own). The error of a
mean over drawn deals is the weighted spread over their effective number:

>>> mean, error = drawn([1.0, 1.0, 1.0, 1.0], [0.0, 2.0, 0.0, 2.0])
>>> mean, round(error, 3)
(1.0, 0.577)
>>> uneven([1.0] * 4, [3.0, 3.0, 5.0, 5.0], [1.0, 1.0])  # 4 - 1 over all four deals
(3.0, 0.0)
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def effective(weights: Sequence[float]) -> float:
    """The effective number of equally weighted draws that ``weights`` are worth."""
    return sum(weights) ** 2 / sum(w * w for w in weights)


def weighted(weights: Sequence[float], values: Sequence[float]) -> tuple[float, float]:
    """The weighted mean of ``values`` and their weighted spread (variance)."""
    total = sum(weights)
    mean = sum(w * v for w, v in zip(weights, values, strict=True)) / total
    spread = sum(w * (v - mean) ** 2 for w, v in zip(weights, values, strict=True)) / total
    return mean, spread


def drawn(weights: Sequence[float], values: Sequence[float]) -> tuple[float, float]:
    """The weighted mean of ``values``, one per drawn deal, and its standard error."""
    mean, spread = weighted(weights, values)
    return mean, math.sqrt(spread / max(effective(weights) - 1.0, 1.0))


def uneven(
    weights: Sequence[float], longer: Sequence[float], shorter: Sequence[float]
) -> tuple[float, float]:
    """The mean of ``longer`` over all its drawn deals (``weights``) minus that of ``shorter`` over the
    first of them, and its standard error: the shared deals paired (``share`` of the longer one's weight
    is on them), the rest of the longer one's apart, so a difference agrees with the two values shown."""
    size = len(shorter)
    share = sum(weights[:size]) / sum(weights)
    paired = [share * x - y for x, y in zip(longer[:size], shorter, strict=True)]
    head, head_error = drawn(weights[:size], paired)
    tail, tail_error = drawn(weights[size:], longer[size:])
    return head + (1.0 - share) * tail, math.hypot(head_error, (1.0 - share) * tail_error)
