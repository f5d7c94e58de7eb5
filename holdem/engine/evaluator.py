"""How strong a poker hand is: a fast evaluator for 5 to 7 cards, and the best five spelled out.

:func:`evaluate` is what the engine and the bots call in their inner loops; it
returns a strength from 1 to 7462, higher is better and equal is an exact tie:

>>> from holdem.engine.cards import format_cards, parse_cards
>>> evaluate(parse_cards("As Ks Qs Js Ts 2c 3d"))
7462
>>> evaluate(parse_cards("Ah Kd 9c 7s 5h 3c 2d")) < evaluate(parse_cards("2c 2d 4h 5s 7c 8d 9h"))
True
>>> category(evaluate(parse_cards("Kh Kd Kc Ts Td")))
<HandCategory.FULL_HOUSE: 6>

:func:`best_hand` says which five cards play, for showdowns and the table display:

>>> hand = best_hand(parse_cards("Ah 2c 3d 4s 5h Kd Kc"))
>>> hand.category.name, hand.ranks, format_cards(hand.cards)
('STRAIGHT', (3,), '5h 4s 3d 2c Ah')
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain, combinations
from typing import Final

from holdem.engine.cards import ALL_CARDS, Card
from holdem.engine.evaluator_rules import HandCategory, ranked_classes

__all__ = ["HOLES", "HOLES_OF_CARD", "HOLE_RANKS", "HandCategory", "HandValue", "SevenCardTables",
           "best_hand", "category", "evaluate", "evaluate_every_hole", "flush_strength", "hole_index",
           "seven_card_tables"]

STRONGEST: Final = 7462
"""The number of distinct five-card hand values, and the strength of a royal flush."""

# Distinct hand values per category, weakest category first (7,462 in all; see ranked_classes()).
CLASSES_PER_CATEGORY: Final = (1277, 2860, 858, 858, 10, 1277, 156, 156, 10)

_CATEGORY_OF_STRENGTH: Final[tuple[HandCategory, ...]] = tuple(
    chain.from_iterable((kind,) * n for kind, n in zip(HandCategory, CLASSES_PER_CATEGORY, strict=True))
)

# Filled in place on first use (see _load_tables), so that evaluate() pays nothing to check for
# them and importing the engine never reads the table file (nor imports how it is read). Index 7
# of _FLUSH_SUIT_BY_SIZE is _FLUSH_SUIT_7, filled last: once it is non-empty, everything is loaded.
_CARD_KEYS: Final[list[int]] = []
_ROW_OFFSETS: Final[list[int]] = []
_BY_RANK_HASH: Final = array("H")
_BY_RANK_SUM_BY_SIZE: Final[list[dict[int, int]]] = [{} for _ in range(7)]
_BY_FLUSH_RANKS: Final = array("H")
_FLUSH_SUIT_7: Final[list[int]] = []
_FLUSH_SUIT_BY_SIZE: Final[list[list[int]]] = [[], [], [], [], [], [], [], _FLUSH_SUIT_7]
_LOAD_LOCK: Final = threading.Lock()
_RANK_KEYS: Final[list[int]] = []  # each rank's part of a card's key, without the suit's (filled with them)

HOLES: Final[tuple[tuple[int, int], ...]] = tuple((hi, lo) for hi in range(52) for lo in range(hi))
"""The 1,326 two-card holes, higher card first, ordered by the higher card then the lower:
the hole ``(hi, lo)`` is at :func:`hole_index`."""


def hole_index(a: int, b: int) -> int:
    """The index in :data:`HOLES` of the hole holding cards ``a`` and ``b`` (in either order)."""
    hi, lo = (a, b) if a > b else (b, a)
    return hi * (hi - 1) // 2 + lo


HOLES_OF_CARD: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(hole_index(card, other) for other in range(52) if other != card) for card in range(52))
"""For each card, the indices of the 51 holes that hold it, in :data:`HOLES` order."""
HOLE_RANKS: Final[tuple[int, ...]] = tuple((hi >> 2) * 13 + (lo >> 2) for hi, lo in HOLES)
"""For each hole, its two ranks as one index (the higher card's rank x 13 + the lower's)."""


def evaluate(cards: Sequence[int]) -> int:
    """The strength of the best five of these 5, 6 or 7 distinct cards: 1 to 7462, higher wins.

    Equal strengths are exact ties. For speed, the cards are not checked to be
    distinct (:func:`best_hand` checks). Seven plain ints in a tuple or list are fastest.
    """
    # The table layout's SUIT_SHIFT, RANK_MASK and ROW_SHIFT are written out as literals
    # (23, 0x7FFFFF, 12) because a literal is faster than a global lookup; a test ties them.
    keys = _CARD_KEYS
    try:
        if len(cards) == 7:
            a, b, c, d, e, f, g = cards
            key = keys[a] + keys[b] + keys[c] + keys[d] + keys[e] + keys[f] + keys[g]
            flush = _FLUSH_SUIT_7[key >> 23]
            if flush:
                return flush_strength(cards, flush - 1)
            rank_sum = key & 0x7FFFFF
            return _BY_RANK_HASH[rank_sum + _ROW_OFFSETS[rank_sum >> 12]]
        size = len(cards)
        if not 5 <= size <= 6:
            raise ValueError(f"a hand is 5 to 7 cards, not {size}")
        key = sum(map(keys.__getitem__, cards))
        flush = _FLUSH_SUIT_BY_SIZE[size][key >> 23]
        if flush:
            return flush_strength(cards, flush - 1)
        return _BY_RANK_SUM_BY_SIZE[size][key & 0x7FFFFF]
    except (KeyError, IndexError):
        if not _FLUSH_SUIT_7:  # not loaded, or being loaded by another thread: wait for them, then again
            _load_tables()
            return evaluate(cards)
        _check(cards)
        raise


def evaluate_every_hole(board: Sequence[int]) -> list[int]:
    """:func:`evaluate` of every hole of :data:`HOLES` on one board of 3 to 5 distinct cards, in that order,
    with 0 for a hole that shares a card with the board. Without a flush a hand's strength depends on its
    ranks only, so each of the 91 pairs of hole ranks is looked up once and shared by the holes of that pair,
    and only the holes that can make a flush are looked at one by one: a board is read in about half the
    time of 1,326 lookups, one a hole.

    >>> from holdem.engine.cards import parse_cards
    >>> board = parse_cards("As Ks Qs 7d 2c")
    >>> strengths = evaluate_every_hole(board)
    >>> strengths[hole_index(*parse_cards("Js Ts"))], strengths[hole_index(*parse_cards("As 2d"))]
    (7462, 0)
    """
    size = len(board) + 2
    if not 5 <= size <= 7:
        raise ValueError(f"a board is 3 to 5 cards, not {len(board)}")
    if not _FLUSH_SUIT_7:
        _load_tables()
    rank_keys = _RANK_KEYS
    on_board = [0] * 13
    base = 0
    for card in board:
        on_board[card >> 2] += 1
        base += rank_keys[card >> 2]
    by_ranks = [0] * 169  # by the two hole ranks (first x 13 + second): the strength if no flush is made
    by_hash, offsets = _BY_RANK_HASH, _ROW_OFFSETS
    by_sum = _BY_RANK_SUM_BY_SIZE[size] if size < 7 else {}
    for r1 in range(13):
        for r2 in range(r1 + 1):
            if on_board[r1] + (r1 == r2) < 4 and on_board[r2] < 4:  # else no hole holds these two ranks
                rank_sum = base + rank_keys[r1] + rank_keys[r2]
                by_ranks[r1 * 13 + r2] = by_ranks[r2 * 13 + r1] = (
                    by_hash[rank_sum + offsets[rank_sum >> 12]] if size == 7 else by_sum[rank_sum])
    strengths = list(map(by_ranks.__getitem__, HOLE_RANKS))
    flushes = _flush_holes(board)
    if flushes:
        keys, flush_suit = _CARD_KEYS, _FLUSH_SUIT_BY_SIZE[size]
        board_key = sum(map(keys.__getitem__, board))
        for i in flushes:
            a, b = HOLES[i]
            flush = flush_suit[(board_key + keys[a] + keys[b]) >> 23]
            if flush:
                strengths[i] = flush_strength((a, b, *board), flush - 1)
    for card in board:
        for i in HOLES_OF_CARD[card]:
            strengths[i] = 0
    return strengths


@dataclass(frozen=True, slots=True)
class SevenCardTables:
    """The seven-card tables, for inner loops that add up card keys themselves.

    A Monte Carlo loop that scores thousands of showdowns on one board keeps the
    sum of the fixed cards' keys and adds only the dealt cards' keys per trial;
    the strength is then read as :func:`evaluate` reads it (``key`` a sum of
    seven of :attr:`keys`)::

        flush = tables.flush_suit[key >> tables.suit_shift]
        if flush:
            strength = flush_strength(cards, flush - 1)
        else:
            ranks = key & tables.rank_mask
            strength = tables.by_rank_hash[ranks + tables.row_offsets[ranks >> tables.row_shift]]

    >>> from holdem.engine.cards import parse_cards
    >>> cards = parse_cards("Ah Kd 9c 7s 5h 3c 2d")
    >>> tables = seven_card_tables()
    >>> ranks = sum(tables.keys[c] for c in cards) & tables.rank_mask
    >>> tables.by_rank_hash[ranks + tables.row_offsets[ranks >> tables.row_shift]] == evaluate(cards)
    True
    """

    keys: list[int]  # each card's key
    flush_suit: list[int]  # 1 + the flush suit by the suit part of a seven-card key, 0 if no flush
    by_rank_hash: array[int]  # the strength by perfect hash of the rank part
    row_offsets: list[int]  # the hash's row displacements
    suit_shift: int
    rank_mask: int
    row_shift: int


def seven_card_tables() -> SevenCardTables:
    """The loaded seven-card tables (the same lists :func:`evaluate` reads; do not change them)."""
    if not _SEVEN_CARD_TABLES:  # made once: every Monte Carlo estimate asks
        if not _FLUSH_SUIT_7:
            _load_tables()
        from holdem.engine.evaluator_tables import RANK_MASK, ROW_SHIFT, SUIT_SHIFT

        _SEVEN_CARD_TABLES.append(SevenCardTables(
            keys=_CARD_KEYS, flush_suit=_FLUSH_SUIT_7, by_rank_hash=_BY_RANK_HASH, row_offsets=_ROW_OFFSETS,
            suit_shift=SUIT_SHIFT, rank_mask=RANK_MASK, row_shift=ROW_SHIFT))
    return _SEVEN_CARD_TABLES[0]


_SEVEN_CARD_TABLES: Final[list[SevenCardTables]] = []




def _flush_holes(board: Sequence[int]) -> list[int]:
    """The holes that could make a flush with ``board`` (a superset; dead holes may be among them)."""
    counts = [0, 0, 0, 0]
    for card in board:
        counts[card & 3] += 1
    suit = max(range(4), key=counts.__getitem__)
    on_board = counts[suit]
    if on_board < 3:
        return []
    suited = [card for card in range(suit, 52, 4) if card not in board]
    if on_board == 3:  # both hole cards of the suit
        return [hole_index(a, b) for a, b in combinations(suited, 2)]
    if on_board == 4:  # one of them at least
        return [i for card in suited for i in HOLES_OF_CARD[card]]
    return list(range(len(HOLES)))


def flush_strength(cards: Sequence[int], suit: int) -> int:
    """The strength of 5 to 7 cards known to make a flush in ``suit`` (0-3), as :func:`evaluate` gives it."""
    # Five or more cards of one suit leave no room for a full house or quads among seven,
    # so the best hand is made from that suit's ranks.
    ranks = 0
    for card in cards:
        if card & 3 == suit:
            ranks |= 1 << (card >> 2)
    return _BY_FLUSH_RANKS[ranks]


def _load_tables() -> None:
    """Read the shipped tables unless done already (or being done: wait for it)."""
    with _LOAD_LOCK:
        if _FLUSH_SUIT_7:
            return
        from holdem.engine.evaluator_tables import card_key, load

        tables = load()
        _CARD_KEYS[:] = [card_key(card) for card in range(52)]
        _ROW_OFFSETS[:] = tables.row_offsets.tolist()
        _BY_RANK_HASH[:] = tables.by_rank_hash
        _BY_RANK_SUM_BY_SIZE[5].update(zip(tables.rank_sums_5, tables.strengths_5, strict=True))
        _BY_RANK_SUM_BY_SIZE[6].update(zip(tables.rank_sums_6, tables.strengths_6, strict=True))
        _BY_FLUSH_RANKS[:] = tables.by_flush_ranks
        _FLUSH_SUIT_BY_SIZE[5][:] = tables.flush_suit_5.tolist()
        _FLUSH_SUIT_BY_SIZE[6][:] = tables.flush_suit_6.tolist()
        _RANK_KEYS[:] = [_CARD_KEYS[rank * 4] & 0x7FFFFF for rank in range(13)]
        _FLUSH_SUIT_7[:] = tables.flush_suit_7.tolist()


def _check(cards: Sequence[int]) -> tuple[Card, ...]:
    """The cards as Card objects, or ValueError saying what is wrong with them."""
    if not 5 <= len(cards) <= 7:
        raise ValueError(f"a hand is 5 to 7 cards, not {len(cards)}")
    if any(not 0 <= card < 52 for card in cards):
        raise ValueError(f"cards are numbered 0 to 51: {list(cards)}")
    if len(set(cards)) != len(cards):
        raise ValueError(f"a hand cannot hold the same card twice: {list(cards)}")
    return tuple(ALL_CARDS[card] for card in cards)


def category(strength: int) -> HandCategory:
    """The category of a strength returned by :func:`evaluate`.

    >>> category(1), category(7462)
    (<HandCategory.HIGH_CARD: 0>, <HandCategory.STRAIGHT_FLUSH: 8>)
    """
    if not 1 <= strength <= STRONGEST:
        raise ValueError(f"hand strengths run from 1 to {STRONGEST}, not {strength}")
    return _CATEGORY_OF_STRENGTH[strength - 1]


@dataclass(frozen=True, slots=True)
class HandValue:
    """The best five cards of a hand, with what they make.

    ``ranks`` are the ranks that order hands within the category, most important
    first (full house Kings full of Tens: ``(11, 8)``; a straight: its top card).
    ``cards`` are the five cards in the same order of importance (in a wheel,
    A-2-3-4-5, the five comes first and the ace last).

    ``<``, ``>``, ``<=`` and ``>=`` compare strength only. ``==`` compares every
    field, so two hands that tie with different cards are not ``==``: compare
    ``.strength`` to test for a tie.
    """

    strength: int
    category: HandCategory
    ranks: tuple[int, ...]
    cards: tuple[Card, ...]

    def __lt__(self, other: HandValue) -> bool:
        return self.strength < other.strength

    def __le__(self, other: HandValue) -> bool:
        return self.strength <= other.strength

    def __gt__(self, other: HandValue) -> bool:
        return self.strength > other.strength

    def __ge__(self, other: HandValue) -> bool:
        return self.strength >= other.strength


def best_hand(cards: Sequence[int]) -> HandValue:
    """The best five of 5 to 7 distinct cards, checked, with category, ranks and cards.

    >>> from holdem.engine.cards import parse_cards
    >>> hand = best_hand(parse_cards("Kh Kd Ks Ts Tc Td 2c"))
    >>> hand.category.name, hand.ranks, [str(card) for card in hand.cards]
    ('FULL_HOUSE', (11, 8), ['Ks', 'Kh', 'Kd', 'Ts', 'Td'])
    """
    checked = _check(cards)
    strength = evaluate(checked)
    if not _CLASSES:
        _CLASSES.extend(ranked_classes())
    kind, ranks = _CLASSES[strength - 1]
    return HandValue(strength=strength, category=kind, ranks=ranks, cards=_five_cards(checked, kind, ranks))


# Category and ordering ranks of each strength, filled on the first best_hand() call.
_CLASSES: Final[list[tuple[HandCategory, tuple[int, ...]]]] = []


def _five_cards(cards: tuple[Card, ...], kind: HandCategory, ranks: tuple[int, ...]) -> tuple[Card, ...]:
    """The five cards that make a hand already known by its category and ordering ranks."""
    # Cards are ints (rank * 4 + suit): shifts, not the rank/suit properties (this runs at every showdown).
    hand = sorted(cards, reverse=True)  # by rank, then suit, highest first
    if kind is HandCategory.FLUSH or kind is HandCategory.STRAIGHT_FLUSH:
        suits = [card & 3 for card in hand]
        suit = max(range(4), key=suits.count)
        hand = [card for card in hand if card & 3 == suit]
    if kind is HandCategory.STRAIGHT or kind is HandCategory.STRAIGHT_FLUSH:
        top = ranks[0]
        needed = (top, top - 1, top - 2, top - 3, top - 4) if top > _FIVE else (3, 2, 1, 0, _ACE)
        first_of_rank: dict[int, Card] = {}
        for card in hand:
            first_of_rank.setdefault(card >> 2, card)
        return tuple(first_of_rank[rank] for rank in needed)
    if kind is HandCategory.FLUSH or kind is HandCategory.HIGH_CARD:
        return tuple(hand[:5])
    # Groups: how many cards of each ordering rank play (quads 4+1, full house 3+2, ...).
    five: list[Card] = []
    for rank, count in zip(ranks, _GROUP_SIZES[kind], strict=True):
        five.extend([card for card in hand if card >> 2 == rank][:count])
    return tuple(five)


_ACE: Final = 12
_FIVE: Final = 3
_GROUP_SIZES: Final = {
    HandCategory.FOUR_OF_A_KIND: (4, 1),
    HandCategory.FULL_HOUSE: (3, 2),
    HandCategory.THREE_OF_A_KIND: (3, 1, 1),
    HandCategory.TWO_PAIR: (2, 2, 1),
    HandCategory.ONE_PAIR: (2, 1, 1, 1),
}
