"""Monte Carlo equity of two hole cards against opponents' weighted ranges.

A range is a list of 1,326 weights, one per combo in :data:`~holdem.bots.combos.COMBOS`.
Each trial draws every opponent's hand from its range (a weighted draw, with
cards clashing with earlier draws redrawn), deals the rest of the board with a
partial shuffle driven by ``random.random()``, and scores the showdown with the
engine's evaluator (:func:`holdem.engine.evaluator.evaluate`, 7-tuples of ints).
The trial count is fixed, never a time budget: at
:data:`TRIALS` the standard error is at most 0.5 / sqrt(640) < 2 equity points.

>>> import random
>>> from holdem.engine.cards import parse_cards
>>> aces = parse_cards("Ah Ad")
>>> round(equity(aces, (), [uniform_range()], 4000, random.Random(1)), 1)
0.9
>>> river = parse_cards("Ks 7d 2c 9h 3s")
>>> exact_equity(parse_cards("Kh Kd"), river, uniform_range())
1.0
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate, compress
from typing import Final

from holdem.bots.board import CARD_COMBOS
from holdem.bots.combos import COMBOS
from holdem.engine.evaluator import evaluate, flush_strength, seven_card_tables

TRIALS: Final = 640
"""Trials per estimate: standard error at most 0.5 / sqrt(640), about 1.98 equity points."""

Range = list[float]


def uniform_range() -> Range:
    """Every combo equally likely: an opponent about whom nothing is known."""
    return [1.0] * len(COMBOS)


class Sampler:
    """A range with the dead cards removed, ready for weighted draws by bisection."""

    __slots__ = ("combos", "cumulative", "total")

    def __init__(self, weights: Sequence[float], dead: Sequence[int]) -> None:
        if len(weights) != len(COMBOS):
            raise ValueError(f"a range has one weight per combo ({len(COMBOS)}), not {len(weights)}")
        # a weight is a share, never below 0 (were one so, it would be drawn as none, as 0 is)
        live = _without(list(weights) if min(weights) >= 0.0 else [max(w, 0.0) for w in weights], dead)
        if not any(live):  # a range narrowed to nothing: fall back to any live hand
            live = _without([1.0] * len(COMBOS), dead)
        self.combos = list(compress(COMBOS, live))
        self.cumulative = list(accumulate(filter(None, live)))
        self.total = self.cumulative[-1]


def _without(weights: list[float], dead: Sequence[int]) -> list[float]:
    """``weights`` with every combo holding a dead card set to 0 (in place)."""
    for card in set(dead):
        for i in CARD_COMBOS[card]:
            weights[i] = 0.0
    return weights


def equity(
    hole: Sequence[int],
    board: Sequence[int],
    ranges: Sequence[Range],
    trials: int,
    rng: random.Random,
) -> float:
    """Share of the pot ``hole`` wins on average against one hand from each range (ties split)."""
    dead = (*hole, *board)
    samplers = [Sampler(weights, dead) for weights in ranges]
    deck = [c for c in range(52) if c not in dead]
    if len(samplers) == 1:
        return _equity_heads_up(tuple(hole), tuple(board), samplers[0], deck, trials, rng)
    return _equity_multiway(tuple(hole), tuple(board), samplers, deck, trials, rng)


def _equity_heads_up(
    hole: tuple[int, ...],
    board: tuple[int, ...],
    sampler: Sampler,
    deck: list[int],
    trials: int,
    rng: random.Random,
) -> float:
    # Each showdown is scored as evaluate() scores it, from a key kept for the fixed cards plus
    # the dealt ones (see SevenCardTables): no call and no tuple per hand unless a flush is made.
    # The turn and the flop have loops of their own (one or two cards to come, dealt without a list,
    # and on the turn my strength worked out once per river card); every path draws the same numbers.
    need = 5 - len(board)
    if need == 1:
        return _heads_up_turn(hole, board, sampler, deck, trials, rng)
    if need == 2:
        return _heads_up_flop(hole, board, sampler, deck, trials, rng)
    tables = seven_card_tables()
    keys, flush_suit = tables.keys, tables.flush_suit
    by_hash, offsets = tables.by_rank_hash, tables.row_offsets
    shift, mask, row = tables.suit_shift, tables.rank_mask, tables.row_shift
    rnd = rng.random
    combos, cumulative, total = sampler.combos, sampler.cumulative, sampler.total
    size = len(deck)
    mine = hole + board
    board_key = sum(keys[card] for card in board)
    mine_key = board_key + sum(keys[card] for card in hole)
    won = 0.0
    for _ in range(trials):
        a, b = combos[bisect_right(cumulative, rnd() * total)]
        run: list[int] = []
        run_key = 0
        i = dealt = 0
        while dealt < need:
            j = i + int(rnd() * (size - i))
            card = deck[j]
            deck[j] = deck[i]
            deck[i] = card
            i += 1
            if card != a and card != b:
                run.append(card)
                run_key += keys[card]
                dealt += 1
        key = mine_key + run_key
        flush = flush_suit[key >> shift]
        if flush:
            me = flush_strength((*mine, *run), flush - 1)
        else:
            ranks = key & mask
            me = by_hash[ranks + offsets[ranks >> row]]
        key = board_key + run_key + keys[a] + keys[b]
        flush = flush_suit[key >> shift]
        if flush:
            them = flush_strength((a, b, *board, *run), flush - 1)
        else:
            ranks = key & mask
            them = by_hash[ranks + offsets[ranks >> row]]
        if me > them:
            won += 1.0
        elif me == them:
            won += 0.5
    return won / trials


def _heads_up_turn(
    hole: tuple[int, ...],
    board: tuple[int, ...],
    sampler: Sampler,
    deck: list[int],
    trials: int,
    rng: random.Random,
) -> float:
    """:func:`_equity_heads_up` with one card to come."""
    tables = seven_card_tables()
    keys, flush_suit = tables.keys, tables.flush_suit
    by_hash, offsets = tables.by_rank_hash, tables.row_offsets
    shift, mask, row = tables.suit_shift, tables.rank_mask, tables.row_shift
    rnd = rng.random
    combos, cumulative, total = sampler.combos, sampler.cumulative, sampler.total
    size = len(deck)
    mine = hole + board
    board_key = sum(keys[card] for card in board)
    mine_key = board_key + sum(keys[card] for card in hole)
    mine_with = _mine_with(mine, mine_key, deck)
    wins = ties = 0
    for _ in range(trials):
        a, b = combos[bisect_right(cumulative, rnd() * total)]
        j = int(rnd() * size)  # the partial shuffle's first step (from 0)
        card = deck[j]
        deck[j] = deck[0]
        deck[0] = card
        i = 1
        while card in (a, b):
            j = i + int(rnd() * (size - i))
            card = deck[j]
            deck[j] = deck[i]
            deck[i] = card
            i += 1
        key = board_key + keys[card] + keys[a] + keys[b]
        flush = flush_suit[key >> shift]
        if flush:
            them = flush_strength((a, b, *board, card), flush - 1)
        else:
            ranks = key & mask
            them = by_hash[ranks + offsets[ranks >> row]]
        me = mine_with[card]
        if me > them:
            wins += 1
        elif me == them:
            ties += 1
    return (wins + 0.5 * ties) / trials


def _heads_up_flop(
    hole: tuple[int, ...],
    board: tuple[int, ...],
    sampler: Sampler,
    deck: list[int],
    trials: int,
    rng: random.Random,
) -> float:
    """:func:`_equity_heads_up` with two cards to come."""
    tables = seven_card_tables()
    keys, flush_suit = tables.keys, tables.flush_suit
    by_hash, offsets = tables.by_rank_hash, tables.row_offsets
    shift, mask, row = tables.suit_shift, tables.rank_mask, tables.row_shift
    rnd = rng.random
    combos, cumulative, total = sampler.combos, sampler.cumulative, sampler.total
    size = len(deck)
    mine = hole + board
    board_key = sum(keys[card] for card in board)
    mine_key = board_key + sum(keys[card] for card in hole)
    wins = ties = 0
    for _ in range(trials):
        a, b = combos[bisect_right(cumulative, rnd() * total)]
        j = int(rnd() * size)  # the partial shuffle's first step (from 0)
        turn = deck[j]
        deck[j] = deck[0]
        deck[0] = turn
        i = 1
        while turn in (a, b):
            j = i + int(rnd() * (size - i))
            turn = deck[j]
            deck[j] = deck[i]
            deck[i] = turn
            i += 1
        j = i + int(rnd() * (size - i))
        river = deck[j]
        deck[j] = deck[i]
        deck[i] = river
        i += 1
        while river in (a, b):
            j = i + int(rnd() * (size - i))
            river = deck[j]
            deck[j] = deck[i]
            deck[i] = river
            i += 1
        run_key = keys[turn] + keys[river]
        key = mine_key + run_key
        flush = flush_suit[key >> shift]
        if flush:
            me = flush_strength((*mine, turn, river), flush - 1)
        else:
            ranks = key & mask
            me = by_hash[ranks + offsets[ranks >> row]]
        key = board_key + run_key + keys[a] + keys[b]
        flush = flush_suit[key >> shift]
        if flush:
            them = flush_strength((a, b, *board, turn, river), flush - 1)
        else:
            ranks = key & mask
            them = by_hash[ranks + offsets[ranks >> row]]
        if me > them:
            wins += 1
        elif me == them:
            ties += 1
    return (wins + 0.5 * ties) / trials


def _equity_multiway(
    hole: tuple[int, ...],
    board: tuple[int, ...],
    samplers: list[Sampler],
    deck: list[int],
    trials: int,
    rng: random.Random,
) -> float:
    # Scored from kept keys as in _equity_heads_up.
    tables = seven_card_tables()
    keys, flush_suit = tables.keys, tables.flush_suit
    by_hash, offsets = tables.by_rank_hash, tables.row_offsets
    shift, mask, row = tables.suit_shift, tables.rank_mask, tables.row_shift
    rnd = rng.random
    need = 5 - len(board)
    size = len(deck)
    parts = [(s.combos, s.cumulative, s.total) for s in samplers]
    board_key = sum(keys[card] for card in board)
    mine_key = board_key + sum(keys[card] for card in hole)
    mine_with = _mine_with(hole + board, mine_key, deck) if need == 1 else []  # by the river card
    won = 0.0
    for _ in range(trials):
        used: set[int] = set()
        hands: list[tuple[int, int]] = []
        for combos, cumulative, total in parts:
            a, b = combos[bisect_right(cumulative, rnd() * total)]
            if a in used or b in used:
                a, b = _redraw(combos, cumulative, total, used, rnd, deck)
            used.add(a)
            used.add(b)
            hands.append((a, b))
        run: list[int] = []
        run_key = 0
        i = 0
        while len(run) < need:
            j = i + int(rnd() * (size - i))
            card = deck[j]
            deck[j] = deck[i]
            deck[i] = card
            i += 1
            if card not in used:
                run.append(card)
                run_key += keys[card]
        if mine_with:
            me = mine_with[run[0]]
        else:
            key = mine_key + run_key
            flush = flush_suit[key >> shift]
            if flush:
                me = flush_strength((*hole, *board, *run), flush - 1)
            else:
                ranks = key & mask
                me = by_hash[ranks + offsets[ranks >> row]]
        common = board_key + run_key
        best = 0
        ties = 0
        for a, b in hands:
            key = common + keys[a] + keys[b]
            flush = flush_suit[key >> shift]
            if flush:
                them = flush_strength((a, b, *board, *run), flush - 1)
            else:
                ranks = key & mask
                them = by_hash[ranks + offsets[ranks >> row]]
            if them > best:
                best, ties = them, 1
            elif them == best:
                ties += 1
        if me > best:
            won += 1.0
        elif me == best:
            won += 1.0 / (ties + 1)
    return won / trials


def _mine_with(mine: tuple[int, ...], mine_key: int, deck: list[int]) -> list[int]:
    """My strength with each card of ``deck`` as the river (by card; 0 for the others), ``mine`` my six
    cards and ``mine_key`` the sum of their keys."""
    tables = seven_card_tables()
    keys, flush_suit = tables.keys, tables.flush_suit
    by_hash, offsets = tables.by_rank_hash, tables.row_offsets
    shift, mask, row = tables.suit_shift, tables.rank_mask, tables.row_shift
    strengths = [0] * 52
    for card in deck:
        key = mine_key + keys[card]
        flush = flush_suit[key >> shift]
        if flush:
            strengths[card] = flush_strength((*mine, card), flush - 1)
        else:
            ranks = key & mask
            strengths[card] = by_hash[ranks + offsets[ranks >> row]]
    return strengths


def _redraw(
    combos: list[tuple[int, int]],
    cumulative: list[float],
    total: float,
    used: set[int],
    rnd: Callable[[], float],
    deck: list[int],
) -> tuple[int, int]:
    """Draw again until the combo misses the cards already dealt (any live hand after 20 tries)."""
    for _attempt in range(20):
        a, b = combos[bisect_right(cumulative, rnd() * total)]
        if a not in used and b not in used:
            return a, b
    free = [c for c in deck if c not in used]
    return free[0], free[1]


def exact_equity(hole: Sequence[int], board: Sequence[int], weights: Range) -> float:
    """Exact river equity against one weighted range (every live combo scored once)."""
    if len(board) != 5:
        raise ValueError("exact equity needs the whole board")
    sampler = Sampler(weights, (*hole, *board))
    me = evaluate((*hole, *board))
    won = 0.0
    previous = 0.0
    for (a, b), cum in zip(sampler.combos, sampler.cumulative, strict=True):
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

