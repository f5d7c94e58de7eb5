"""Cards, ranks, suits and the deck.

A card is a small immutable integer (``rank * 4 + suit``) with a notation:

>>> card = Card.parse("Td")
>>> str(card), card.rank, card.suit
('Td', 8, 1)
>>> card
Card.parse('Td')
>>> parse_cards("As Kd")
(Card.parse('As'), Card.parse('Kd'))

Integers keep the evaluator fast: a card *is* its index 0..51, so tables can
be indexed by it directly.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Final

RANKS: Final = "23456789TJQKA"
SUITS: Final = "cdhs"


class CardParseError(ValueError):
    """A card written in a notation that cannot be read."""


class Card(int):
    """One of the 52 cards; the value is ``rank * 4 + suit``."""

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card such as ``"As"``, ``"td"`` or ``"10h"``."""
        token = text.strip()
        if token[:2] == "10":
            token = "T" + token[2:]
        if len(token) != 2:
            raise CardParseError(f"cannot read {text!r} as a card (expected rank and suit, like 'As')")
        rank = RANKS.find(token[0].upper())
        suit = SUITS.find(token[1].lower())
        if rank < 0 or suit < 0:
            raise CardParseError(f"cannot read {text!r} as a card (ranks 2-9 T J Q K A, suits c d h s)")
        return ALL_CARDS[rank * 4 + suit]

    @property
    def rank(self) -> int:
        """0 for a deuce up to 12 for an ace."""
        return int(self) >> 2

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return int(self) & 3

    @property
    def rank_char(self) -> str:
        return RANKS[int(self) >> 2]

    @property
    def suit_char(self) -> str:
        return SUITS[int(self) & 3]

    def __str__(self) -> str:
        return RANKS[int(self) >> 2] + SUITS[int(self) & 3]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (str(self),))


ALL_CARDS: Final[tuple[Card, ...]] = tuple(int.__new__(Card, i) for i in range(52))


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read cards written together or apart: ``"AsKd"``, ``"As Kd"``, ``["As", "Kd"]``."""
    if isinstance(text, str):
        tokens: list[str] = []
        for word in text.replace(",", " ").replace("10", "T").split():
            if len(word) % 2:
                raise CardParseError(f"cannot read {text!r} as cards")
            tokens.extend(word[i : i + 2] for i in range(0, len(word), 2))
        return tuple(Card.parse(t) for t in tokens)
    return tuple(Card.parse(t) for t in text)


def format_cards(cards: Iterable[int]) -> str:
    """Cards in notation separated by spaces: ``"As Kd"``."""
    return " ".join(str(ALL_CARDS[c]) for c in cards)


class Deck:
    """An ordered deck; cards are drawn from the top (the front).

    Build it shuffled by an injected ``random.Random`` or in an explicit order:

    >>> deck = Deck.ordered(parse_cards("As Kd"))
    >>> deck.draw(), len(deck)
    (Card.parse('As'), 1)
    """

    __slots__ = ("_cards", "_next")

    def __init__(self, cards: Sequence[Card]) -> None:
        if len(set(cards)) != len(cards):
            raise ValueError("a deck cannot hold the same card twice")
        self._cards: tuple[Card, ...] = tuple(cards)
        self._next = 0

    @classmethod
    def shuffled(cls, rng: random.Random) -> Deck:
        """All 52 cards in an order drawn from ``rng`` (never the global generator)."""
        cards = list(ALL_CARDS)
        rng.shuffle(cards)
        return cls(cards)

    @classmethod
    def ordered(cls, cards: Iterable[Card | str]) -> Deck:
        """A deck holding exactly these cards, top first."""
        return cls([c if isinstance(c, Card) else Card.parse(c) for c in cards])

    @classmethod
    def complete(cls, top: Iterable[Card | str], rng: random.Random | None = None) -> Deck:
        """These cards on top, then the rest of the 52 (in index order, or shuffled by ``rng``)."""
        first = [c if isinstance(c, Card) else Card.parse(c) for c in top]
        taken = set(first)
        rest = [c for c in ALL_CARDS if c not in taken]
        if rng is not None:
            rng.shuffle(rest)
        return cls(first + rest)

    def draw(self) -> Card:
        if self._next >= len(self._cards):
            raise IndexError("the deck is empty")
        card = self._cards[self._next]
        self._next += 1
        return card

    def __len__(self) -> int:
        return len(self._cards) - self._next

    def remaining(self) -> tuple[Card, ...]:
        return self._cards[self._next :]

    def __repr__(self) -> str:
        # The undealt cards are the future: never in a repr, a log line or a crash report.
        return f"Deck(<{len(self)} cards>)"
