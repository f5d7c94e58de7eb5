"""The Monte Carlo trials behind :func:`holdem.bots.equity.equity` (what a trial does is told there).

These are the game's hottest loops: each case has a loop of its own, unrolled (heads-up before the flop
and on the river, on the flop, on the turn; multiway in :mod:`holdem.bots.showdowns_multiway`), and every
path draws the same numbers. :func:`heads_up` says how a showdown is scored. A card is dealt from the
partial shuffle at ``floor(random() * cards left)``: for these non-negative numbers the same index as
``int()`` gives, at about half the cost of the call. Given an ``error``, a loop looks at its estimate
every :data:`LOOK` trials and stops once it has settled (:func:`settled`); without one it runs them all.
"""

from __future__ import annotations

import random
from array import array
from bisect import bisect_right
from math import floor
from typing import Final

from holdem.bots.combos import COMBOS
from holdem.engine.evaluator import flush_strength, seven_card_tables

Keyed = tuple[int, int, int]
"""A combo's two cards and the sum of their keys in the seven-card tables (what a showdown adds to the
board's key)."""

Drawn = tuple[list[Keyed], list[float], float]
"""A range ready for weighted draws (:class:`~holdem.bots.equity.Sampler`): its live combos (keyed),
their cumulative weights and the total."""

Cards = tuple[int, ...]

LOOK: Final = 80
"""Trials between two looks at an estimate that may stop once settled (:func:`settled`)."""

Lookups = tuple[list[int], list[int], "array[int]", list[int], int, int, int]
"""The seven-card tables as the hot loops read them (:class:`~holdem.engine.evaluator.SevenCardTables`):
keys, flush suits, strengths by rank hash, row offsets, the suit shift, the rank mask and the row shift."""


def heads_up(
    hole: Cards, board: Cards, drawn: Drawn, deck: list[int], trials: int, rng: random.Random,
    error: float = 0.0,
) -> float:
    """Share of the pot ``hole`` wins against a hand ``drawn`` (ties split), ``deck`` the live cards; with
    an ``error``, the trials stop at the first look where the estimate has settled (:func:`settled`)."""
    # Each showdown is scored as evaluate() scores it, from a key kept for the fixed cards plus
    # the dealt ones (see SevenCardTables): no call and no tuple per hand unless a flush is made.
    # The turn and the flop have loops of their own (one or two cards to come, dealt without a list,
    # and on the turn my strength worked out once per river card); every path draws the same numbers.
    need = 5 - len(board)
    if need == 1:
        return _heads_up_turn(hole, board, drawn, deck, trials, rng, error)
    if need == 2:
        return _heads_up_flop(hole, board, drawn, deck, trials, rng, error)
    return _heads_up_dealt(hole, board, drawn, deck, trials, rng, error)


def _heads_up_dealt(
    hole: Cards, board: Cards, drawn: Drawn, deck: list[int], trials: int, rng: random.Random, error: float
) -> float:
    """:func:`heads_up` before the flop and on the river (all five cards or none to come)."""
    need = 5 - len(board)
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    combos, cumulative, total = drawn
    rnd, size, mine = rng.random, len(deck), hole + board
    board_key, mine_key = fixed_keys(keys, hole, board)
    won = 0.0
    done = 0
    while done < trials:
        batch = min(LOOK, trials - done) if error else trials
        for _ in range(batch):
            a, b, them_key = combos[bisect_right(cumulative, rnd() * total)]
            run: list[int] = []
            run_key = 0
            i = dealt = 0
            while dealt < need:
                j = i + floor(rnd() * (size - i))
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
            key = board_key + run_key + them_key
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
        done += batch
        if error and settled(won, done, error):
            break
    return won / done


def _heads_up_turn(
    hole: Cards, board: Cards, drawn: Drawn, deck: list[int], trials: int, rng: random.Random, error: float
) -> float:
    """:func:`heads_up` with one card to come."""
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    combos, cumulative, total = drawn
    rnd, size, mine = rng.random, len(deck), hole + board
    board_key, mine_key = fixed_keys(keys, hole, board)
    mine_by_river = mine_with(mine, mine_key, deck)
    wins = ties = done = 0
    while done < trials:
        batch = min(LOOK, trials - done) if error else trials
        for _ in range(batch):
            a, b, them_key = combos[bisect_right(cumulative, rnd() * total)]
            j = floor(rnd() * size)  # the partial shuffle's first step (from 0)
            card = deck[j]
            deck[j] = deck[0]
            deck[0] = card
            i = 1
            while card == a or card == b:
                j = i + floor(rnd() * (size - i))
                card = deck[j]
                deck[j] = deck[i]
                deck[i] = card
                i += 1
            key = board_key + keys[card] + them_key
            flush = flush_suit[key >> shift]
            if flush:
                them = flush_strength((a, b, *board, card), flush - 1)
            else:
                ranks = key & mask
                them = by_hash[ranks + offsets[ranks >> row]]
            me = mine_by_river[card]
            if me > them:
                wins += 1
            elif me == them:
                ties += 1
        done += batch
        if error and settled(wins + 0.5 * ties, done, error):
            break
    return (wins + 0.5 * ties) / done


def _heads_up_flop(
    hole: Cards, board: Cards, drawn: Drawn, deck: list[int], trials: int, rng: random.Random, error: float
) -> float:
    """:func:`heads_up` with two cards to come."""
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    combos, cumulative, total = drawn
    rnd, size, mine = rng.random, len(deck), hole + board
    board_key, mine_key = fixed_keys(keys, hole, board)
    wins = ties = done = 0
    while done < trials:
        batch = min(LOOK, trials - done) if error else trials
        for _ in range(batch):
            a, b, them_key = combos[bisect_right(cumulative, rnd() * total)]
            turn = river = a  # not yet dealt: the partial shuffle deals each at least once, from place 0
            i = 0
            while turn == a or turn == b:
                j = i + floor(rnd() * (size - i))
                turn = deck[j]
                deck[j], deck[i] = deck[i], turn
                i += 1
            while river == a or river == b:
                j = i + floor(rnd() * (size - i))
                river = deck[j]
                deck[j], deck[i] = deck[i], river
                i += 1
            run_key = keys[turn] + keys[river]
            key = mine_key + run_key
            flush = flush_suit[key >> shift]
            me = (flush_strength((*mine, turn, river), flush - 1) if flush
                  else by_hash[(ranks := key & mask) + offsets[ranks >> row]])
            key = board_key + run_key + them_key
            flush = flush_suit[key >> shift]
            them = (flush_strength((a, b, *board, turn, river), flush - 1) if flush
                    else by_hash[(ranks := key & mask) + offsets[ranks >> row]])
            if me > them:
                wins += 1
            elif me == them:
                ties += 1
        done += batch
        if error and settled(wins + 0.5 * ties, done, error):
            break
    return (wins + 0.5 * ties) / done


def settled(won: float, done: int, error: float) -> bool:
    """Whether ``done`` trials that won ``won`` pin the share down to ``error``: a share ``p`` of outcomes
    between 0 and 1 has a variance of at most ``p * (1 - p)`` a trial, so its standard error is at most
    ``sqrt(p * (1 - p) / done)``, taken at the estimate.

    >>> settled(76.0, 80, 0.025), settled(40.0, 80, 0.025), settled(200.0, 400, 0.025)
    (True, False, True)
    """
    share = won / done
    return share * (1.0 - share) <= error * error * done


def mine_with(mine: tuple[int, ...], mine_key: int, deck: list[int]) -> list[int]:
    """My strength with each card of ``deck`` as the river (by card; 0 for the others), ``mine`` my six
    cards and ``mine_key`` the sum of their keys."""
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
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


def lookups() -> Lookups:
    """The loaded seven-card tables, unpacked for a hot loop's locals."""
    t = seven_card_tables()
    return t.keys, t.flush_suit, t.by_rank_hash, t.row_offsets, t.suit_shift, t.rank_mask, t.row_shift


def fixed_keys(keys: list[int], hole: Cards, board: Cards) -> tuple[int, int]:
    """The key of the board's cards, and of those and ``hole``'s: what each trial's dealt keys add to."""
    board_key = sum(keys[card] for card in board)
    return board_key, board_key + sum(keys[card] for card in hole)


def keyed_combos() -> list[Keyed]:
    """Every combo of :data:`~holdem.bots.combos.COMBOS`, in that order, with the sum of its cards' keys."""
    if not _KEYED:
        keys = lookups()[0]
        _KEYED.extend((a, b, keys[a] + keys[b]) for a, b in COMBOS)
    return _KEYED


_KEYED: list[Keyed] = []
