"""The table across hands: seats, stacks, the moving button, blinds and rebuys."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from holdem.engine.cards import Deck
from holdem.engine.events import SeatRebought
from holdem.engine.hand import MAX_SEATS, MIN_SEATS, Hand


@dataclass(frozen=True, slots=True, kw_only=True)
class TableConfig:
    """How the table plays; the game's defaults are a six-seat 5/10 table with 1000-chip stacks."""

    num_seats: int = 6
    small_blind: int = 5
    big_blind: int = 10
    starting_stack: int = 1000
    rebuy_stack: int = 1000

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.num_seats <= MAX_SEATS:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {self.num_seats}")
        if not 0 < self.small_blind <= self.big_blind:
            raise ValueError("blinds must satisfy 0 < small blind <= big blind")
        if self.starting_stack <= 0 or self.rebuy_stack <= 0:
            raise ValueError("stacks must be positive")


class Table:
    """Seats that play hand after hand. The deck's randomness comes from an injected ``rng``.

    >>> table = Table(config=TableConfig(num_seats=3), names=["Ann", "Bob", "Cy"], rng=random.Random(7))
    >>> hand = table.start_hand()
    >>> while not hand.is_over:
    ...     hand.play("fold" if hand.legal_actions().call_amount else "check")
    >>> table.finish_hand(hand)
    >>> sum(table.stacks), table.hand_number
    (3000, 1)
    """

    def __init__(
        self,
        *,
        config: TableConfig,
        names: Sequence[str],
        rng: random.Random,
        stacks: Sequence[int] | None = None,
        button: int | None = None,
        hand_number: int = 0,
        rebuys: Sequence[int] | None = None,
    ) -> None:
        if len(names) != config.num_seats:
            raise ValueError(f"{len(names)} names for {config.num_seats} seats")
        self.config = config
        self.names = tuple(names)
        self.rng = rng
        self.stacks = list(stacks) if stacks is not None else [config.starting_stack] * config.num_seats
        self.rebuys = list(rebuys) if rebuys is not None else [0] * config.num_seats
        self.button = button
        self.hand_number = hand_number
        self.current: Hand | None = None

    def start_hand(self, deck: Deck | None = None) -> Hand:
        """Rebuy busted seats, move the button (drawn at random the first time) and deal."""
        if self.current is not None and not self.current.is_over:
            raise RuntimeError("the current hand is not over")
        n = self.config.num_seats
        rebought: list[SeatRebought] = []
        for seat in range(n):
            if self.stacks[seat] <= 0:
                self.stacks[seat] = self.config.rebuy_stack
                self.rebuys[seat] += 1
                rebought.append(SeatRebought(seat, self.config.rebuy_stack, self.rebuys[seat]))
        self.button = self.rng.randrange(n) if self.button is None else (self.button + 1) % n
        self.hand_number += 1
        self.current = Hand(
            stacks=self.stacks,
            button=self.button,
            deck=deck if deck is not None else Deck.shuffled(self.rng),
            small_blind=self.config.small_blind,
            big_blind=self.config.big_blind,
            names=self.names,
            hand_number=self.hand_number,
            prior_events=rebought,
        )
        return self.current

    def finish_hand(self, hand: Hand) -> None:
        """Take the final stacks of a finished hand."""
        if not hand.is_over:
            raise RuntimeError("the hand is not over")
        self.stacks = list(hand.stacks)
