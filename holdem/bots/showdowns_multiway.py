"""The multiway Monte Carlo trials behind :func:`holdem.bots.equity.equity`, as :mod:`holdem.bots.showdowns`
scores them: every opponent's hand drawn in turn (a clash with an earlier one drawn again), then the board
dealt with the partial shuffle; the flop and the turn have loops of their own, and every path draws the
same numbers.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable
from math import floor

from holdem.bots.showdowns import LOOK, Cards, Drawn, Keyed, fixed_keys, lookups, mine_with, settled
from holdem.engine.evaluator import flush_strength


def multiway(
    hole: Cards, board: Cards, parts: list[Drawn], deck: list[int], trials: int, rng: random.Random,
    error: float = 0.0,
) -> float:
    """Share of the pot ``hole`` wins against a hand from each of ``parts`` (ties split), ``deck`` the live
    cards; with an ``error``, stopped as :func:`~holdem.bots.showdowns.heads_up` stops."""
    # Scored from kept keys as in heads_up. The flop and the turn have loops of their own (two cards to
    # come dealt without a list; on the turn my strength worked out once per river card); every path
    # draws the same numbers.
    need = 5 - len(board)
    if need == 1:
        return _multiway_turn(hole, board, parts, deck, trials, rng, error)
    if need == 2:
        if len(parts) == 2:
            return _two_flop(hole, board, parts, deck, trials, rng, error)
        return _multiway_flop(hole, board, parts, deck, trials, rng, error)
    return _multiway_dealt(hole, board, parts, deck, trials, rng, error)


def _multiway_dealt(
    hole: Cards, board: Cards, parts: list[Drawn], deck: list[int], trials: int, rng: random.Random,
    error: float,
) -> float:
    """:func:`multiway` before the flop and on the river."""
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    rnd, need, size, won = rng.random, 5 - len(board), len(deck), 0.0
    board_key, mine_key = fixed_keys(keys, hole, board)
    done = 0
    while done < trials:
        batch = min(LOOK, trials - done) if error else trials
        for _ in range(batch):
            used, hands = _hands(parts, rnd, deck)
            run: list[int] = []
            run_key = i = 0
            while len(run) < need:
                j = i + floor(rnd() * (size - i))
                card = deck[j]
                deck[j] = deck[i]
                deck[i] = card
                i += 1
                if card not in used:
                    run.append(card)
                    run_key += keys[card]
            key = mine_key + run_key
            flush = flush_suit[key >> shift]
            if flush:
                me = flush_strength((*hole, *board, *run), flush - 1)
            else:
                ranks = key & mask
                me = by_hash[ranks + offsets[ranks >> row]]
            won += _share(me, hands, board_key + run_key, (*board, *run))
        done += batch
        if error and settled(won, done, error):
            break
    return won / done


def _multiway_flop(
    hole: Cards, board: Cards, parts: list[Drawn], deck: list[int], trials: int, rng: random.Random,
    error: float,
) -> float:
    """:func:`multiway` with two cards to come."""
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    rnd, size, won = rng.random, len(deck), 0.0
    board_key, mine_key = fixed_keys(keys, hole, board)
    done = 0
    while done < trials:
        batch = min(LOOK, trials - done) if error else trials
        for _ in range(batch):
            used, hands = _hands(parts, rnd, deck)
            j = floor(rnd() * size)  # the partial shuffle's first step (from 0)
            turn = deck[j]
            deck[j], deck[0] = deck[0], turn
            i = 1
            while turn in used:
                j = i + floor(rnd() * (size - i))
                turn = deck[j]
                deck[j], deck[i] = deck[i], turn
                i += 1
            river = hands[0][0]  # not yet dealt: the loop deals it at least once
            while river in used:
                j = i + floor(rnd() * (size - i))
                river = deck[j]
                deck[j], deck[i] = deck[i], river
                i += 1
            run_key = keys[turn] + keys[river]
            key = mine_key + run_key
            flush = flush_suit[key >> shift]
            me = (flush_strength((*hole, *board, turn, river), flush - 1) if flush
                  else by_hash[(ranks := key & mask) + offsets[ranks >> row]])
            won += _share(me, hands, board_key + run_key, (*board, turn, river))
        done += batch
        if error and settled(won, done, error):
            break
    return won / done


def _two_flop(
    hole: Cards, board: Cards, parts: list[Drawn], deck: list[int], trials: int, rng: random.Random,
    error: float,
) -> float:
    """:func:`multiway` against two opponents with two cards to come (the most common multiway spot)."""
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    (combos, cumulative, total), (combos_2, cumulative_2, total_2) = parts
    rnd, size, won, done = rng.random, len(deck), 0.0, 0
    board_key, mine_key = fixed_keys(keys, hole, board)
    while done < trials:
        batch = min(LOOK, trials - done) if error else trials
        for _ in range(batch):
            a, b, them_key = combos[bisect_right(cumulative, rnd() * total)]
            a_2, b_2, them_key_2 = combos_2[bisect_right(cumulative_2, rnd() * total_2)]
            if a_2 == a or a_2 == b or b_2 == a or b_2 == b:
                a_2, b_2, them_key_2 = _redraw(combos_2, cumulative_2, total_2, {a, b}, rnd, deck)
            used = (a, b, a_2, b_2)
            turn = river = a  # not yet dealt: the partial shuffle deals each at least once, from place 0
            i = 0
            while turn in used:
                j = i + floor(rnd() * (size - i))
                turn = deck[j]
                deck[j], deck[i] = deck[i], turn
                i += 1
            while river in used:
                j = i + floor(rnd() * (size - i))
                river = deck[j]
                deck[j], deck[i] = deck[i], river
                i += 1
            run_key = keys[turn] + keys[river]
            key, common = mine_key + run_key, board_key + run_key
            flush = flush_suit[key >> shift]
            me = (flush_strength((*hole, *board, turn, river), flush - 1) if flush
                  else by_hash[(ranks := key & mask) + offsets[ranks >> row]])
            key = common + them_key
            flush = flush_suit[key >> shift]
            them = (flush_strength((a, b, *board, turn, river), flush - 1) if flush
                    else by_hash[(ranks := key & mask) + offsets[ranks >> row]])
            key = common + them_key_2
            flush = flush_suit[key >> shift]
            them_2 = (flush_strength((a_2, b_2, *board, turn, river), flush - 1) if flush
                      else by_hash[(ranks := key & mask) + offsets[ranks >> row]])
            best = them if them >= them_2 else them_2
            won += 1.0 if me > best else 0.0 if me < best else 1.0 / 3 if them == them_2 else 0.5
        done += batch
        if error and settled(won, done, error):
            break
    return won / done


def _multiway_turn(
    hole: Cards, board: Cards, parts: list[Drawn], deck: list[int], trials: int, rng: random.Random,
    error: float,
) -> float:
    """:func:`multiway` with one card to come."""
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    rnd, size, won = rng.random, len(deck), 0.0
    board_key, mine_key = fixed_keys(keys, hole, board)
    mine_by_river = mine_with(hole + board, mine_key, deck)
    done = 0
    while done < trials:
        batch = min(LOOK, trials - done) if error else trials
        for _ in range(batch):
            used, hands = _hands(parts, rnd, deck)
            j = floor(rnd() * size)  # the partial shuffle's first step (from 0)
            river = deck[j]
            deck[j] = deck[0]
            deck[0] = river
            i = 1
            while river in used:
                j = i + floor(rnd() * (size - i))
                river = deck[j]
                deck[j] = deck[i]
                deck[i] = river
                i += 1
            me, common, best, ties = mine_by_river[river], board_key + keys[river], 0, 0
            for a, b, them_key in hands:
                key = common + them_key
                flush = flush_suit[key >> shift]
                if flush:
                    them = flush_strength((a, b, *board, river), flush - 1)
                else:
                    ranks = key & mask
                    them = by_hash[ranks + offsets[ranks >> row]]
                if them > best:
                    best, ties = them, 1
                elif them == best:
                    ties += 1
            won += 1.0 if me > best else 1.0 / (ties + 1) if me == best else 0.0
        done += batch
        if error and settled(won, done, error):
            break
    return won / done


def _hands(parts: list[Drawn], rnd: Callable[[], float], deck: list[int]) -> tuple[set[int], list[Keyed]]:
    """One hand drawn from each of ``parts`` in turn, none clashing with those before, and their cards."""
    used: set[int] = set()
    hands: list[Keyed] = []
    for combos, cumulative, total in parts:
        hand = combos[bisect_right(cumulative, rnd() * total)]
        if hand[0] in used or hand[1] in used:
            hand = _redraw(combos, cumulative, total, used, rnd, deck)
        used.add(hand[0])
        used.add(hand[1])
        hands.append(hand)
    return used, hands


def _share(me: int, hands: list[Keyed], common: int, board: Cards) -> float:
    """The share of the pot my strength ``me`` wins against ``hands`` on ``board`` (the five cards, keys
    summing to ``common``): 1, 1 / (ties + 1) or 0."""
    _keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    best = ties = 0
    for a, b, them_key in hands:
        key = common + them_key
        flush = flush_suit[key >> shift]
        if flush:
            them = flush_strength((a, b, *board), flush - 1)
        else:
            ranks = key & mask
            them = by_hash[ranks + offsets[ranks >> row]]
        if them > best:
            best, ties = them, 1
        elif them == best:
            ties += 1
    return 1.0 if me > best else 1.0 / (ties + 1) if me == best else 0.0


def _redraw(
    combos: list[Keyed],
    cumulative: list[float],
    total: float,
    used: set[int],
    rnd: Callable[[], float],
    deck: list[int],
) -> Keyed:
    """Draw again until the combo misses the cards already dealt (any live hand after 20 tries)."""
    for _attempt in range(20):
        hand = combos[bisect_right(cumulative, rnd() * total)]
        if hand[0] not in used and hand[1] not in used:
            return hand
    a, b = [c for c in deck if c not in used][:2]
    keys = lookups()[0]
    return a, b, keys[a] + keys[b]
