"""The 1,326 two-card combinations and the 169 starting-hand classes they fall into.

Cards are the engine's integers (``rank * 4 + suit``). A combo is stored high
card first, and has a fixed index so a range can be a flat list of weights:

>>> from holdem.engine.cards import parse_cards
>>> ace_king = parse_cards("As Kh")
>>> class_name(*ace_king), COMBOS[combo_index(*ace_king)] == (51, 46)
('AKo', True)
>>> class_name(*parse_cards("7d 7c")), class_name(*parse_cards("5s 4s"))
('77', '54s')
>>> len(COMBOS), len(CLASS_NAMES)
(1326, 169)
"""

from __future__ import annotations

from typing import Final

from holdem.engine.evaluator import HOLES, hole_index

RANK_CHARS: Final = "23456789TJQKA"

COMBOS: Final = HOLES
"""The engine's holes (:data:`holdem.engine.evaluator.HOLES`): ``(hi, lo)`` by the higher card, then the
lower, so :func:`~holdem.engine.evaluator.evaluate_every_hole` reads a board in this order."""

combo_index: Final = hole_index
"""The index of the combo holding cards ``a`` and ``b`` (in either order)."""


def class_name(a: int, b: int) -> str:
    """The starting-hand class: ``"AA"``, ``"AKs"`` (suited) or ``"AKo"`` (offsuit)."""
    r1, r2 = a >> 2, b >> 2
    if r1 < r2:
        r1, r2 = r2, r1
    if r1 == r2:
        return RANK_CHARS[r1] * 2
    return RANK_CHARS[r1] + RANK_CHARS[r2] + ("s" if a & 3 == b & 3 else "o")


def class_combos(name: str) -> int:
    """How many combos a class has: 6 for a pair, 4 suited, 12 offsuit."""
    return 6 if len(name) == 2 else 4 if name[2] == "s" else 12


def example_cards(name: str) -> tuple[int, int]:
    """One pair of cards in a class (clubs first), for building tables."""
    r1, r2 = RANK_CHARS.index(name[0]), RANK_CHARS.index(name[1])
    if len(name) == 2:
        return r1 * 4, r1 * 4 + 1
    return (r1 * 4, r2 * 4) if name[2] == "s" else (r1 * 4, r2 * 4 + 1)


def _all_class_names() -> tuple[str, ...]:
    names = []
    for r1 in range(12, -1, -1):
        for r2 in range(r1, -1, -1):
            if r1 == r2:
                names.append(RANK_CHARS[r1] * 2)
            else:
                names.append(RANK_CHARS[r1] + RANK_CHARS[r2] + "s")
                names.append(RANK_CHARS[r1] + RANK_CHARS[r2] + "o")
    return tuple(names)


CLASS_NAMES: Final = _all_class_names()
COMBO_CLASS: Final[tuple[str, ...]] = tuple(class_name(a, b) for a, b in COMBOS)
