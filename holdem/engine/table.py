"""The table across hands: seats, stacks, the moving button, blinds and rebuys."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from holdem.engine.cards import Deck
from holdem.engine.checks import (
    blinds,
    check_deck,
    chip_counts,
    is_whole,
    seat_count,
    table_seat,
    whole_chips,
)
from holdem.engine.events import SeatRebought
from holdem.engine.game import Game
from holdem.engine.hand import Hand


@dataclass(frozen=True, slots=True, kw_only=True)
class TableConfig:
    """How the table plays; the game's defaults are a six-seat 5/10 no-limit table with 1000-chip stacks."""

    num_seats: int = 6
    small_blind: int = 5
    big_blind: int = 10
    starting_stack: int = 1000
    rebuy_stack: int = 1000
    game: Game = Game.NO_LIMIT

    def __post_init__(self) -> None:
        if not isinstance(self.game, Game):
            raise TypeError(f"the betting structure must be a Game, not {self.game!r}")
        if not is_whole(self.num_seats):
            raise TypeError(f"the number of seats must be a whole number, not {self.num_seats!r}")
        seat_count(self.num_seats)
        blinds(self.small_blind, self.big_blind)
        whole_chips("the starting stack", self.starting_stack)
        whole_chips("the rebuy stack", self.rebuy_stack)


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
        n = config.num_seats
        if len(names) != n:
            raise ValueError(f"{len(names)} names for {n} seats")
        self.config = config
        self.names = tuple(names)
        self.rng = rng
        self.stacks = [config.starting_stack] * n if stacks is None else _per_seat("stack", stacks, n)
        self.rebuys = [0] * n if rebuys is None else _per_seat("rebuy count", rebuys, n)
        self.button = None if button is None else table_seat("the button", button, n)
        if not is_whole(hand_number):
            raise TypeError(f"the hand number must be a whole number, not {hand_number!r}")
        self.hand_number = hand_number
        self.current: Hand | None = None

    def start_hand(self, deck: Deck | None = None) -> Hand:
        """Rebuy busted seats, move the button (drawn at random the first time) and deal."""
        if self.current is not None and not self.current.is_over:
            raise RuntimeError("the current hand is not over")
        n = self.config.num_seats
        if deck is not None:
            check_deck(deck, n)  # before anything changes, the generator included
        stacks, rebuys = list(self.stacks), list(self.rebuys)
        rebought: list[SeatRebought] = []
        for seat in range(n):
            if stacks[seat] <= 0:
                stacks[seat] = self.config.rebuy_stack
                rebuys[seat] += 1
                rebought.append(SeatRebought(seat, self.config.rebuy_stack, rebuys[seat]))
        button = self.rng.randrange(n) if self.button is None else (self.button + 1) % n
        hand = Hand(
            stacks=stacks,
            button=button,
            deck=deck if deck is not None else Deck.shuffled(self.rng),
            small_blind=self.config.small_blind,
            big_blind=self.config.big_blind,
            names=self.names,
            hand_number=self.hand_number + 1,
            prior_events=rebought,
            game=self.config.game,
        )
        self.stacks, self.rebuys, self.button, self.current = stacks, rebuys, button, hand
        self.hand_number += 1
        return hand

    def finish_hand(self, hand: Hand) -> None:
        """Take the final stacks of a finished hand."""
        if not hand.is_over:
            raise RuntimeError("the hand is not over")
        self.stacks = list(hand.stacks)


def _per_seat(each: str, values: Sequence[int], num_seats: int) -> list[int]:
    """Whole, non-negative numbers, one per seat (a busted seat holds 0 chips until its rebuy)."""
    found = chip_counts(each, values, minimum=0)
    if len(found) != num_seats:
        raise ValueError(f"{len(found)} {each}s for {num_seats} seats")
    return list(found)
