"""What a board does to every possible hand: strengths, the order they fall in, and draws.

Computed once per board and shared by every bot at the table (the board is
public), because narrowing ranges after the flop needs all 1,326 combos scored.

>>> from holdem.engine.cards import parse_cards
>>> from holdem.bots.combos import combo_index
>>> board = tuple(parse_cards("Ts 9s 2c"))
>>> reading = read_board(board)
>>> nuts = combo_index(*parse_cards("Qh Jh"))
>>> reading.order[-1] == nuts or reading.strength[reading.order[-1]] >= reading.strength[nuts]
True
>>> has_draw(*parse_cards("As 5s"), board), has_draw(*parse_cards("8h 7d"), board)
(True, True)
>>> has_draw(*parse_cards("Ah 4d"), board)
False
>>> [made_class(*parse_cards(h), board) for h in ("Qh Jh", "Ts 4h", "9h 8h", "Ah Kd", "Jd Jc", "Td 9d")]
[0, 2, 1, 0, 2, 3]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import compress
from operator import itemgetter, or_
from typing import Final

from holdem.bots.combos import COMBOS
from holdem.engine.evaluator import (
    HOLE_RANKS,
    HOLES_OF_CARD,
    HandCategory,
    category,
    evaluate,
    evaluate_every_hole,
)

HIGH_CARD, WEAK_PAIR, TOP_PAIR, STRONG = 0, 1, 2, 3
"""What :func:`made_class` returns: no pair of one's own, a pair below top pair, top pair or an
overpair, two pair or better made with a hole card."""


CARD_COMBOS: Final = HOLES_OF_CARD
"""For each card, the indices of the 51 combos that hold it (in combo order: the engine's holes')."""

_SUIT_PAIR: tuple[int, ...] = tuple((a & 3) * 4 + (b & 3) for a, b in COMBOS)
"""For each combo, its two suits as one index (first suit x 4 + second)."""
_BY_SUIT_PAIR: Final = itemgetter(*_SUIT_PAIR)
"""A table by two hole suits (16 entries) read for every combo, in combo order."""
_BY_HOLE_RANKS: Final = itemgetter(*HOLE_RANKS)
"""A table by two hole ranks (169 entries) read for every combo, in combo order."""
_PLACES: tuple[int, ...] = tuple(range(len(COMBOS)))
"""0 to 1,325 once: a board reading's orders and places share these ints (each of its tuples then weighs
its pointers, about 10 kB; readings are kept by every hand reader that read that board)."""


@dataclass(frozen=True, slots=True)
class BoardReading:
    """Per combo: its made-hand strength (0 if it clashes with the board) and whether it draws."""

    board: tuple[int, ...]
    strength: tuple[int, ...]
    draws: tuple[bool, ...]
    order: tuple[int, ...]
    """Combo indices from weakest to strongest made hand."""
    drawing_at: tuple[int, ...]
    """The places in :attr:`order` of the combos that draw, in order."""
    in_order: Callable[[Sequence[float]], tuple[float, ...]] = field(compare=False, repr=False)
    """Values given in combo order, put in :attr:`order`'s order."""
    gather: Callable[[Sequence[float]], tuple[float, ...]] = field(compare=False, repr=False)
    """Values given in :attr:`order`'s order, put back in combo order (undoes :attr:`in_order`)."""

    def __reduce__(self) -> tuple[Callable[[tuple[int, ...]], BoardReading], tuple[tuple[int, ...]]]:
        """A pickle or a copy holds the board only: the reading is worked out again from it."""
        return read_board, (self.board,)


@lru_cache(maxsize=16)
def read_board(board: tuple[int, ...]) -> BoardReading:
    """Score every combo on ``board`` (3 to 5 cards); cached, since every seat sees the same board."""
    suits = [0, 0, 0, 0]
    ranks = 0
    for c in board:
        suits[c & 3] += 1
        ranks |= 1 << (c >> 2)
    strength = evaluate_every_hole(board)  # in COMBOS order, which is the engine's HOLES order
    if len(board) < 5:  # each combo looked up by its two suits and two ranks, each pattern worked out once
        flush, open_ended = _flush_table(tuple(suits)), _open_ended_table(ranks)
        draws = list(map(or_, _BY_SUIT_PAIR(flush), _BY_HOLE_RANKS(open_ended)))  # either, combo by combo
        for card in board:
            for i in CARD_COMBOS[card]:
                draws[i] = False
    else:
        draws = [False] * len(COMBOS)
    order = sorted(_PLACES, key=strength.__getitem__)
    in_order = itemgetter(*order)
    place = [0] * len(COMBOS)
    for k, i in zip(_PLACES, order, strict=True):
        place[i] = k
    return BoardReading(board, tuple(strength), tuple(draws), tuple(order),
                        tuple(compress(_PLACES, in_order(draws))), in_order, itemgetter(*place))


@cache
def _open_ended_table(board_ranks: int) -> tuple[bool, ...]:
    """:func:`_open_ended` for every two hole ranks (13 x 13) on a board of these ranks (a bit mask; a
    flop's or turn's has 1 to 4 ranks: at most 1,092 tables of 169, about 1.5 MB)."""
    table = [False] * 169
    for r1 in range(13):
        for r2 in range(r1 + 1):  # the two ranks in either order: worked out once
            table[r1 * 13 + r2] = table[r2 * 13 + r1] = _open_ended(r1, r2, board_ranks)
    return tuple(table)


@cache
def _flush_table(suits: tuple[int, ...]) -> tuple[bool, ...]:
    """:func:`_flush_draw` for every two hole suits (4 x 4) on a board with these counts of each suit."""
    return tuple(_flush_draw(sa, sb, suits) for sa in range(4) for sb in range(4))


def has_draw(a: int, b: int, board: tuple[int, ...]) -> bool:
    """A flush draw or an open-ended straight draw (on the flop or turn) that uses a hole card."""
    if not 3 <= len(board) <= 4:
        return False
    suits = [0, 0, 0, 0]
    ranks = 0
    for c in board:
        suits[c & 3] += 1
        ranks |= 1 << (c >> 2)
    return _flush_draw(a, b, suits) or _open_ended(a >> 2, b >> 2, ranks)


def _flush_draw(a: int, b: int, suits: Sequence[int]) -> bool:
    sa, sb = a & 3, b & 3
    if sa == sb:
        return suits[sa] == 2
    return suits[sa] == 3 or suits[sb] == 3


def _open_ended(r1: int, r2: int, board_ranks: int) -> bool:
    """Four ranks in a row, open at both ends, at least one from the hole cards."""
    mine = (1 << r1) | (1 << r2)
    ranks = board_ranks | mine
    r14 = (ranks << 1) | ((ranks >> 12) & 1)  # bit 0 is the ace playing low
    m14 = (mine << 1) | ((mine >> 12) & 1)
    for window, ends in _FOURS:
        if r14 & window == window and m14 & window:
            return not r14 & ends
    return False


_FOURS: Final = tuple((0b1111 << low, (1 << (low - 1)) | (1 << (low + 4))) for low in range(1, 10))
"""Each run of four ranks above the low ace (bit 0, as :func:`_open_ended` reads ranks), lowest first,
with the two ranks at its ends."""


def made_class(a: int, b: int, board: tuple[int, ...]) -> int:
    """How strong a made hand is in a player's terms: :data:`HIGH_CARD` to :data:`STRONG`."""
    board_ranks = [c >> 2 for c in board]
    counts = {r: board_ranks.count(r) for r in board_ranks}
    board_best = max(counts.values()) if counts else 0
    made = category(evaluate((a, b, *board)))
    if len(board) == 5:
        on_board = category(evaluate(board))
    else:
        pairs = sum(1 for n in counts.values() if n == 2)
        on_board = (HandCategory.THREE_OF_A_KIND if board_best >= 3 else HandCategory.TWO_PAIR
                    if pairs >= 2 else HandCategory.ONE_PAIR if pairs else HandCategory.HIGH_CARD)
    ra, rb = a >> 2, b >> 2
    matched = [r for r in (ra, rb) if r in counts]
    if made > on_board and made >= HandCategory.THREE_OF_A_KIND:
        return STRONG
    if len(set(matched)) == 2 or (ra == rb and matched):
        return STRONG
    pair = ra if ra == rb else max(matched, default=-1)
    if pair < 0:
        return HIGH_CARD
    unpaired = [r for r, n in counts.items() if n == 1] or board_ranks
    return TOP_PAIR if pair >= max(unpaired) else WEAK_PAIR


def bottom_pair(a: int, b: int, board: tuple[int, ...]) -> bool:
    """A :data:`WEAK_PAIR` no better than the board's lowest card: paired with it, or a pocket pair below
    it (every pair a bettor values beats it: for a stack it is a bluff-catcher).

    >>> from holdem.engine.cards import parse_cards
    >>> board = tuple(parse_cards("Ks 9d 4c"))
    >>> [bottom_pair(*parse_cards(h), board) for h in ("4h 2h", "3s 3d", "6s 6d", "9h 2h", "Ah Qd")]
    [True, True, False, False, False]
    """
    if made_class(a, b, board) != WEAK_PAIR:
        return False
    counts = {r: sum(1 for c in board if c >> 2 == r) for r in {c >> 2 for c in board}}
    unpaired = sorted(r for r, n in counts.items() if n == 1) or sorted(counts)
    ra, rb = a >> 2, b >> 2
    return ra < unpaired[0] if ra == rb else unpaired[0] in (ra, rb)
