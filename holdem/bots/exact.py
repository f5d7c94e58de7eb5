"""Exact river equity against weighted ranges: every live combo of a range scored once, with its weight.

>>> from holdem.bots.equity import uniform_range
>>> from holdem.engine.cards import parse_cards
>>> river = parse_cards("Ks 7d 2c 9h 3s")
>>> exact_equity(parse_cards("Kh Kd"), river, uniform_range())
1.0
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from holdem.bots.board import CARD_COMBOS
from holdem.bots.combos import COMBOS
from holdem.bots.equity import Range, Sampler
from holdem.engine.evaluator import evaluate


def exact_equity(hole: Sequence[int], board: Sequence[int], weights: Range) -> float:
    """Exact river equity against one weighted range (every live combo scored once)."""
    if len(board) != 5:
        raise ValueError("exact equity needs the whole board")
    sampler = Sampler(weights, (*hole, *board))
    me = evaluate((*hole, *board))
    won = 0.0
    previous = 0.0
    for (a, b, _key), cum in zip(sampler.combos, sampler.cumulative, strict=True):
        weight = cum - previous
        previous = cum
        them = evaluate((a, b, *board))
        if me > them:
            won += weight
        elif me == them:
            won += weight / 2
    return won / sampler.total


def river_equity(
    hole: Sequence[int], board: Sequence[int], strengths: Sequence[int], ranges: Sequence[Range]
) -> float:
    """River share against every range, exact per opponent and multiplied across them.

    ``strengths`` holds each combo's strength on this board (0 where a combo
    clashes with it). Card removal between opponents is ignored, which on the
    river moves the answer by far less than Monte Carlo noise would.
    """
    me = evaluate((*hole, *board))
    live = bytearray(b"\x01") * len(COMBOS)  # the combos that hold none of my cards
    for card in hole:
        for i in CARD_COMBOS[card]:
            live[i] = 0
    share = 1.0
    for weights in ranges:
        total = won = 0.0
        for w, s in compress(zip(weights, strengths, strict=True), live):
            if w > 0.0:
                total += w
                if me > s:
                    won += w
                elif me == s:
                    won += w / 2
        share *= won / total if total > 0 else 1.0
    return share

