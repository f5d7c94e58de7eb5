"""How the evaluator's precomputed tables are keyed, stored and read back.

Every card has an integer key, and a hand's key is the sum of its cards' keys:

* the low 23 bits (:data:`RANK_MASK`) hold the *rank sum*, the sum of the
  cards' :data:`RANK_KEYS`. These are the rank keys of Henrik Skogstrom's
  SKPokerEval: sums of up to seven of them, no rank used more than four
  times, never collide (the table builder checks), so the rank sum
  identifies the ranks held;
* the bits above (``key >> SUIT_SHIFT``, a signed number) hold the *suit sum*,
  the sum of the cards' :data:`SUIT_WEIGHTS`. The weights were found by a
  search so that, for a given number of cards, the suit sum tells whether five
  or more share a suit, and which suit.

The weights are centred on zero to keep every sum of up to seven keys below
2**30 in size: CPython adds such one-digit ints much faster than larger ones.

Seven-card rank sums index a small array through a row-displacement perfect
hash, ``by_rank_hash[r + row_offsets[r >> ROW_SHIFT]]``, which is faster than a
dict because it touches less memory. Five- and six-card rank sums use dicts.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from dataclasses import dataclass
from typing import Final

RANK_KEYS: Final = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
SUIT_WEIGHTS: Final = (-16, -15, 9, 16)
SUIT_SHIFT: Final = 23
RANK_MASK: Final = (1 << SUIT_SHIFT) - 1
ROW_SHIFT: Final = 12
SUIT_SUMS: Final = 256  # flush-suit tables are indexed by the signed suit sum, negatives from the end
HAND_SIZES: Final = (5, 6, 7)

RESOURCE_DIR: Final = "data"
RESOURCE_NAME: Final = "evaluator.bin"
_MAGIC: Final = b"HEVT"
_VERSION: Final = 2


def card_key(card: int) -> int:
    """The key added up for ``card`` (index ``rank * 4 + suit``)."""
    rank, suit = divmod(card, 4)
    return RANK_KEYS[rank] + (SUIT_WEIGHTS[suit] << SUIT_SHIFT)


@dataclass(frozen=True, slots=True)
class Tables:
    """Everything evaluate() looks up. Strengths run 1..7462; 0 marks an unused slot."""

    row_offsets: array[int]  # 'i': per row of seven-card rank sums, where it lands in by_rank_hash
    by_rank_hash: array[int]  # 'H': seven-card strength by perfect hash of the rank sum
    rank_sums_5: array[int]  # 'I', sorted, with strengths_5 beside them
    strengths_5: array[int]  # 'H'
    rank_sums_6: array[int]  # 'I', sorted, with strengths_6 beside them
    strengths_6: array[int]  # 'H'
    by_flush_ranks: array[int]  # 'H': strength by the bitmask of ranks held in the flush suit
    flush_suit_5: array[int]  # 'B': 1 + the flush suit by suit sum of 5 cards, 0 if no flush
    flush_suit_6: array[int]  # 'B': the same for 6 cards
    flush_suit_7: array[int]  # 'B': the same for 7 cards


_SECTIONS: Final = tuple(Tables.__dataclass_fields__)
_TYPECODES: Final = ("i", "H", "I", "H", "I", "H", "H", "B", "B", "B")
_HEADER: Final = struct.Struct(f"<4sH{len(_SECTIONS)}I")  # magic, version, length of each section


def _swapped_if_big_endian(values: array[int]) -> array[int]:
    # The file is little-endian whatever machine built it.
    if sys.byteorder == "big":
        values = array(values.typecode, values)
        values.byteswap()
    return values


def encode(tables: Tables) -> bytes:
    """The tables as the bytes shipped in the package (little-endian, zlib-compressed)."""
    sections: list[array[int]] = [getattr(tables, name) for name in _SECTIONS]
    for name, typecode, values in zip(_SECTIONS, _TYPECODES, sections, strict=True):
        if values.typecode != typecode:
            raise ValueError(f"table {name} must be an array of {typecode!r}, not {values.typecode!r}")
    header = _HEADER.pack(_MAGIC, _VERSION, *(len(values) for values in sections))
    payload = header + b"".join(_swapped_if_big_endian(values).tobytes() for values in sections)
    return zlib.compress(payload, 9)


def decode_payload(data: bytes) -> bytes:
    """The uncompressed content of table bytes: two builds agree on this, whatever their zlib."""
    return zlib.decompress(data)


def decode(data: bytes) -> Tables:
    """Read tables written by :func:`encode`."""
    payload = memoryview(decode_payload(data))
    magic, version, *lengths = _HEADER.unpack_from(payload)
    if magic != _MAGIC or version != _VERSION:
        raise ValueError("not a holdem evaluator table, or one of another version: rebuild it")
    offset = _HEADER.size
    sections = []
    for typecode, length in zip(_TYPECODES, lengths, strict=True):
        values = array(typecode)
        end = offset + length * values.itemsize
        values.frombytes(payload[offset:end])
        sections.append(_swapped_if_big_endian(values))
        offset = end
    if offset != len(payload):
        raise ValueError("the evaluator table has the wrong size: rebuild it")
    return Tables(*sections)


def shipped_bytes() -> bytes:
    """The table file shipped inside the package."""
    from importlib import resources

    return resources.files("holdem.engine").joinpath(RESOURCE_DIR).joinpath(RESOURCE_NAME).read_bytes()


def load() -> Tables:
    """The shipped tables."""
    return decode(shipped_bytes())
