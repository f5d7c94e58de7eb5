"""What the best five cards are, by the rules, written for clarity rather than speed.

This is the reference the fast evaluator's tables are built from, and what
:func:`holdem.engine.evaluator.best_hand` uses to name the five cards:

>>> from holdem.engine.cards import parse_cards
>>> category, ranks, cards = describe(parse_cards("Kh Kd 7c 7s Qd 2c 3h"))
>>> category.name, ranks
('TWO_PAIR', (11, 5, 10))
>>> [str(card) for card in cards]
['Kh', 'Kd', '7s', '7c', 'Qd']
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from enum import IntEnum
from itertools import combinations
from typing import Final

from holdem.engine.cards import ALL_CARDS, Card

ACE: Final = 12
FIVE: Final = 3


class HandCategory(IntEnum):
    """The nine kinds of poker hand, weakest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


# A hand described by its category and the ranks that order it within the category.
Description = tuple[HandCategory, tuple[int, ...], tuple[Card, ...]]


def _straight(cards: Sequence[Card]) -> tuple[Card, ...] | None:
    """The highest straight among these cards, top card first (the ace last in a wheel)."""
    best_of_rank: dict[int, Card] = {}
    for card in sorted(cards):  # by rank, then suit: the highest suit of a rank is kept
        best_of_rank[card.rank] = card
    for top in range(ACE, FIVE - 1, -1):
        # The ace also plays low, below the deuce, but only there: straights do not wrap.
        needed = [top - i for i in range(5)] if top > FIVE else [3, 2, 1, 0, ACE]
        if all(rank in best_of_rank for rank in needed):
            return tuple(best_of_rank[rank] for rank in needed)
    return None


def _flush(hand: list[Card]) -> Description | None:
    """The straight flush or flush in ``hand`` (sorted highest first), or None."""
    for suit in range(4):
        suited = [card for card in hand if card.suit == suit]
        if len(suited) >= 5:
            # With five of one suit among at most seven cards, no full house or quads is possible.
            straight = _straight(suited)
            if straight is not None:
                return HandCategory.STRAIGHT_FLUSH, (straight[0].rank,), straight
            top = tuple(suited[:5])
            return HandCategory.FLUSH, tuple(card.rank for card in top), top
    return None


def describe(cards: Sequence[int]) -> Description:
    """The category, ordering ranks and five cards of the best hand in 5 to 7 distinct cards."""
    # A card's index is rank * 4 + suit, so this sorts by rank, then suit, highest first.
    hand = sorted(map(ALL_CARDS.__getitem__, cards), reverse=True)
    flush = _flush(hand)
    if flush is not None:
        return flush
    groups: dict[int, list[Card]] = {}
    for card in hand:
        groups.setdefault(card.rank, []).append(card)
    # Bigger groups first, then higher ranks: the order in which ranks matter.
    ordered = sorted(groups.values(), key=lambda group: (len(group), group[0].rank), reverse=True)
    sizes = [len(group) for group in ordered]

    def kickers(used: Sequence[Card], count: int) -> list[Card]:
        return [card for card in hand if card not in used][:count]

    if sizes[0] == 4:
        quads = ordered[0]
        kicker = kickers(quads, 1)
        return HandCategory.FOUR_OF_A_KIND, (quads[0].rank, kicker[0].rank), (*quads, *kicker)
    if sizes[0] == 3 and sizes[1] >= 2:
        # With two sets of trips, the lower one plays as the pair.
        trips, pair = ordered[0], ordered[1][:2]
        return HandCategory.FULL_HOUSE, (trips[0].rank, pair[0].rank), (*trips, *pair)
    straight = _straight(hand)
    if straight is not None:
        return HandCategory.STRAIGHT, (straight[0].rank,), straight
    if sizes[0] == 3:
        trips = ordered[0]
        rest = kickers(trips, 2)
        return HandCategory.THREE_OF_A_KIND, (trips[0].rank, *(c.rank for c in rest)), (*trips, *rest)
    if sizes[0] == 2 and sizes[1] == 2:
        # A third pair only competes for the kicker.
        high, low = ordered[0], ordered[1]
        rest = kickers([*high, *low], 1)
        ranks = (high[0].rank, low[0].rank, rest[0].rank)
        return HandCategory.TWO_PAIR, ranks, (*high, *low, *rest)
    if sizes[0] == 2:
        pair = ordered[0]
        rest = kickers(pair, 3)
        return HandCategory.ONE_PAIR, (pair[0].rank, *(c.rank for c in rest)), (*pair, *rest)
    top = tuple(hand[:5])
    return HandCategory.HIGH_CARD, tuple(card.rank for card in top), top


def _no_straight(ranks: tuple[int, ...]) -> bool:
    return ranks[0] - ranks[4] != 4 and ranks != (ACE, FIVE, 2, 1, 0)


def _classes(category: HandCategory) -> Iterator[tuple[int, ...]]:
    """Every ordering-ranks tuple a five-card hand of this category can have, in any order."""
    ranks = range(13)
    if category in (HandCategory.HIGH_CARD, HandCategory.FLUSH):
        for five in combinations(reversed(ranks), 5):
            if _no_straight(five):
                yield five
    elif category in (HandCategory.STRAIGHT, HandCategory.STRAIGHT_FLUSH):
        yield from ((top,) for top in range(FIVE, ACE + 1))
    elif category is HandCategory.ONE_PAIR:
        for pair in ranks:
            others = [r for r in reversed(ranks) if r != pair]
            yield from ((pair, *three) for three in combinations(others, 3))
    elif category is HandCategory.TWO_PAIR:
        for high, low in combinations(reversed(ranks), 2):
            yield from ((high, low, kicker) for kicker in ranks if kicker not in (high, low))
    elif category is HandCategory.THREE_OF_A_KIND:
        for trips in ranks:
            others = [r for r in reversed(ranks) if r != trips]
            yield from ((trips, *two) for two in combinations(others, 2))
    else:  # FULL_HOUSE and FOUR_OF_A_KIND: a main rank and one other
        yield from ((main, other) for main in ranks for other in ranks if other != main)


def ranked_classes() -> list[tuple[HandCategory, tuple[int, ...]]]:
    """All 7,462 distinct five-card hand values, weakest first.

    Within a category, hands compare by their ordering ranks, first rank first.

    >>> classes = ranked_classes()
    >>> len(classes), classes[0], classes[-1]
    (7462, (<HandCategory.HIGH_CARD: 0>, (5, 3, 2, 1, 0)), (<HandCategory.STRAIGHT_FLUSH: 8>, (12,)))
    """
    return [(category, ranks) for category in HandCategory for ranks in sorted(_classes(category))]
