"""Build the evaluator's tables from the rules (run by ``scripts/build_evaluator_tables.py``).

Never imported at run time: the game reads the shipped result instead. A test
rebuilds the tables and checks that they equal the shipped file.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from itertools import combinations_with_replacement

from holdem.engine.evaluator_rules import describe, ranked_classes
from holdem.engine.evaluator_tables import (
    HAND_SIZES,
    RANK_KEYS,
    RANK_MASK,
    ROW_SHIFT,
    SUIT_SUMS,
    SUIT_WEIGHTS,
    Tables,
    card_key,
    encode,
)

_ONE_DIGIT: int = 1 << 30  # CPython adds ints below this size fastest


def build_tables() -> bytes:
    """The table file's bytes: the strength of every rank multiset and of every flush."""
    strength_of = {cls: strength for strength, cls in enumerate(ranked_classes(), start=1)}

    by_rank_sum: dict[int, dict[int, int]] = {size: {} for size in HAND_SIZES}
    for size, ranks in _rank_multisets():
        # Dealing suits round-robin over sorted ranks gives distinct suits within a rank
        # and at most two cards of a suit: a real hand, and never a flush.
        category, ordering, _ = describe([rank * 4 + i % 4 for i, rank in enumerate(ranks)])
        rank_sum = sum(RANK_KEYS[rank] for rank in ranks)
        if rank_sum in by_rank_sum[size]:
            raise RuntimeError(f"rank sums collide for {ranks}: the rank keys are broken")
        by_rank_sum[size][rank_sum] = strength_of[category, ordering]

    by_flush_ranks = array("H", bytes(2 * (1 << 13)))  # one 2-byte strength per set of ranks
    for mask in range(1 << 13):
        if 5 <= mask.bit_count() <= 7:
            category, ordering, _ = describe([rank * 4 for rank in range(13) if mask >> rank & 1])
            by_flush_ranks[mask] = strength_of[category, ordering]

    _check_key_scheme(max(by_rank_sum[7]))
    row_offsets, by_rank_hash = _perfect_hash(by_rank_sum[7])
    return encode(
        Tables(
            row_offsets=row_offsets,
            by_rank_hash=by_rank_hash,
            rank_sums_5=array("I", sorted(by_rank_sum[5])),
            strengths_5=array("H", [by_rank_sum[5][key] for key in sorted(by_rank_sum[5])]),
            rank_sums_6=array("I", sorted(by_rank_sum[6])),
            strengths_6=array("H", [by_rank_sum[6][key] for key in sorted(by_rank_sum[6])]),
            by_flush_ranks=by_flush_ranks,
            flush_suit_5=_flush_suits(5),
            flush_suit_6=_flush_suits(6),
            flush_suit_7=_flush_suits(7),
        )
    )


def _rank_multisets() -> Iterator[tuple[int, tuple[int, ...]]]:
    """(size, ranks) for every multiset of 5, 6 or 7 ranks a deck can deal."""
    for size in HAND_SIZES:
        for ranks in combinations_with_replacement(range(13), size):
            if all(ranks[i] != ranks[i + 4] for i in range(size - 4)):  # four of a rank at most
                yield size, ranks


def _suit_counts(size: int) -> Iterator[tuple[int, int, int, int]]:
    """How ``size`` cards can fall into the four suits."""
    for clubs in range(size + 1):
        for diamonds in range(size + 1 - clubs):
            for hearts in range(size + 1 - clubs - diamonds):
                yield clubs, diamonds, hearts, size - clubs - diamonds - hearts


def _flush_suits(size: int) -> array[int]:
    """By suit sum (negative sums from the end): 1 + the suit holding five or more cards, or 0."""
    table = array("B", bytes(SUIT_SUMS))
    seen: dict[int, int] = {}
    for counts in _suit_counts(size):
        suit_sum = sum(count * weight for count, weight in zip(counts, SUIT_WEIGHTS, strict=True))
        flush = next((1 + suit for suit, count in enumerate(counts) if count >= 5), 0)
        if seen.setdefault(suit_sum, flush) != flush:
            raise RuntimeError(f"suit weights cannot tell the flush suit of {size} cards apart")
        table[suit_sum] = flush
    return table


def _check_key_scheme(largest_rank_sum: int) -> None:
    """The sums evaluate() forms stay one-digit ints and split cleanly into rank and suit sums."""
    if largest_rank_sum > RANK_MASK:
        raise RuntimeError("rank sums overflow into the suit sum")
    if 7 * max(abs(weight) for weight in SUIT_WEIGHTS) >= SUIT_SUMS // 2:
        raise RuntimeError("suit sums do not fit the flush-suit tables")
    # No partial sum of up to seven keys is bigger than the sum of their sizes.
    biggest = 7 * max(abs(card_key(card)) for card in range(52))
    if biggest >= _ONE_DIGIT:
        raise RuntimeError(f"key sums reach {biggest}, past the fast one-digit ints")


def _perfect_hash(strength_of_rank_sum: dict[int, int]) -> tuple[array[int], array[int]]:
    """Row displacement: rank sums are split into rows of 2**ROW_SHIFT; rows are slid into one array.

    The fullest rows are placed first, each at the lowest offset where all its
    entries land on free slots. Free slots are the set bits of one big int, so
    finding that offset takes a few whole-array shifts rather than a slot-by-slot scan.
    """
    width = 1 << ROW_SHIFT
    rows: dict[int, list[int]] = {}
    for rank_sum in sorted(strength_of_rank_sum):
        rows.setdefault(rank_sum >> ROW_SHIFT, []).append(rank_sum & (width - 1))
    free = (1 << (len(strength_of_rank_sum) * 4 + width)) - 1
    start_of_row: dict[int, int] = {}
    for row in sorted(rows, key=lambda row: (-len(rows[row]), row)):
        fits = free
        for column in rows[row]:
            fits &= free >> column
        if not fits:
            raise RuntimeError("the perfect-hash array is too small")
        start = (fits & -fits).bit_length() - 1
        start_of_row[row] = start
        free ^= sum(1 << column for column in rows[row]) << start
    size = max(start_of_row[row] + rows[row][-1] for row in rows) + 1
    # Stored as offsets from the rank sum itself, so the lookup is r + row_offsets[r >> ROW_SHIFT].
    row_offsets = array("i", [start_of_row.get(row, 0) - (row << ROW_SHIFT) for row in range(max(rows) + 1)])
    by_rank_hash = array("H", bytes(2 * size))
    for rank_sum, strength in strength_of_rank_sum.items():
        by_rank_hash[rank_sum + row_offsets[rank_sum >> ROW_SHIFT]] = strength
    return row_offsets, by_rank_hash
