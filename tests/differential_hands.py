"""Random hands for the differential test: what fixes a hand, and the random player.

A hand is fixed by one integer, its *hand seed*: the seed draws the seats,
blinds, stacks, button and cards, then the actions. Stacks lean short and
boards lean toward ties, so side pots, short all-ins, short blinds and split
pots with odd chips come up often.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from holdem.engine.actions import Action
from holdem.engine.cards import ALL_CARDS, Card, format_cards, parse_cards
from holdem.engine.dealing import blind_seats
from holdem.engine.game import Game

BLINDS = ((5, 10), (5, 10), (5, 10), (1, 2), (3, 5), (10, 25))
"""Small and big blind, drawn per hand: mostly the game's, some others to keep sizes honest.

Equal blinds are left out: pokerkit then starts heads-up preflop action with the
big blind (it breaks the tie between the two blinds by player index).
"""


@dataclass(frozen=True, slots=True)
class HandSetup:
    """Everything that fixes a hand before the first action."""

    hand_seed: int
    stacks: tuple[int, ...]
    button: int
    small_blind: int
    big_blind: int
    hole_cards: tuple[tuple[Card, Card], ...]
    burns: tuple[Card, ...]
    board: tuple[Card, ...]
    game: Game = Game.NO_LIMIT

    @classmethod
    def fixed(
        cls,
        stacks: Sequence[int],
        button: int,
        *,
        blinds: tuple[int, int] = (5, 10),
        hole_cards: Sequence[str] = (),
        board: str = "",
        game: Game = Game.NO_LIMIT,
    ) -> HandSetup:
        """A hand for a worked example: the cards not given come from the top of an unshuffled deck."""
        given = [parse_cards(h) for h in hole_cards]
        fixed_board = list(parse_cards(board))
        used = {c for cards in given for c in cards} | set(fixed_board)
        spare = iter([c for c in ALL_CARDS if c not in used])
        holes = [h if len(h) == 2 else (next(spare), next(spare)) for h in given]
        holes += [(next(spare), next(spare)) for _ in range(len(stacks) - len(holes))]
        fixed_board += [next(spare) for _ in range(5 - len(fixed_board))]
        burns = (next(spare), next(spare), next(spare))
        pairs = tuple((h[0], h[1]) for h in holes)
        return cls(0, tuple(stacks), button, blinds[0], blinds[1], pairs, burns, tuple(fixed_board), game)

    @property
    def num_seats(self) -> int:
        return len(self.stacks)

    @property
    def short_big_blind(self) -> bool:
        return self.stacks[blind_seats(self.num_seats, self.button)[1]] < self.big_blind

    def pk_player(self, seat: int) -> int:
        """pokerkit's player index for our ``seat``."""
        return (seat - self.button - 1) % self.num_seats

    def seat_of(self, player: int) -> int:
        """Our seat for pokerkit's player index."""
        return (self.button + 1 + player) % self.num_seats

    def deck_order(self) -> list[Card]:
        """The deck as our dealer uses it, worked out here independently of ``stacked_deck``."""
        n = self.num_seats
        order = [self.hole_cards[(self.button + k) % n][r] for r in range(2) for k in range(1, n + 1)]
        b, burns = self.board, self.burns
        order += [burns[0], b[0], b[1], b[2], burns[1], b[3], burns[2], b[4]]
        used = set(order)
        return order + [c for c in ALL_CARDS if c not in used]

    def describe(self) -> str:
        holes = ", ".join(f"{s}: {format_cards(h)}" for s, h in enumerate(self.hole_cards))
        return (
            f"hand seed {self.hand_seed}: {self.game.label}, {self.num_seats} seats,"
            f" stacks {list(self.stacks)},"
            f" button {self.button}, blinds {self.small_blind}/{self.big_blind}\n"
            f"  hole cards {{{holes}}}\n  burns {format_cards(self.burns)}, board {format_cards(self.board)}"
        )


def hand_seed(run_seed: int, index: int) -> int:
    """The seed of hand ``index`` of a run; any hand replays on its own from it."""
    return run_seed * 1_000_003 + index


def _random_stack(rng: random.Random, big_blind: int) -> int:
    roll = rng.random()
    if roll < 0.04 and big_blind > 1:
        return rng.randint(1, big_blind - 1)  # cannot cover the big blind
    if roll < 0.35:
        return rng.randint(big_blind, 6 * big_blind)  # a few big blinds: short all-ins are common
    if roll < 0.65:
        return rng.randint(6 * big_blind + 1, 30 * big_blind)
    return rng.randint(30 * big_blind + 1, 200 * big_blind)


def _random_board(rng: random.Random, deck: list[Card]) -> list[Card]:
    """Mostly a random board; sometimes one that many hands play, so split pots are common."""
    roll = rng.random()
    if roll < 0.10:  # broadway, at most two of a suit: the board plays unless someone has a flush
        while True:
            board = [ALL_CARDS[rank * 4 + rng.randrange(4)] for rank in (12, 11, 10, 9, 8)]
            if max(Counter(c.suit for c in board).values()) <= 2:
                break
    elif roll < 0.15:  # four of a kind and a kicker: everyone without a higher kicker ties
        rank = rng.randrange(13)
        kicker = rng.choice([r for r in range(13) if r != rank])
        board = [ALL_CARDS[rank * 4 + s] for s in range(4)] + [ALL_CARDS[kicker * 4 + rng.randrange(4)]]
    else:
        return [deck.pop() for _ in range(5)]
    for card in board:
        deck.remove(card)
    rng.shuffle(board)
    return board


def random_setup(
    seed: int, game: Game = Game.NO_LIMIT, num_seats: int | None = None
) -> tuple[HandSetup, random.Random]:
    """The hand fixed by ``seed`` (and the structure and seats, when given), and the generator that then
    draws its actions. Without ``num_seats`` the seed draws 2 to 6 seats."""
    rng = random.Random(seed)
    n = rng.choice((2, 2, 3, 3, 4, 5, 6, 6)) if num_seats is None else num_seats
    small_blind, big_blind = rng.choice(BLINDS)
    stacks = [_random_stack(rng, big_blind) for _ in range(n)]
    if n >= 4 and rng.random() < 0.15:  # close stacks: chains of short all-ins
        stack = rng.randint(2 * big_blind, 10 * big_blind)
        for seat in rng.sample(range(n), rng.randint(3, n - 1)):
            stacks[seat] = stack
            stack += rng.randint(1, 2 * big_blind)
    button = rng.randrange(n)
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    board = tuple(_random_board(rng, deck))
    holes = tuple((deck.pop(), deck.pop()) for _ in range(n))
    burns = (deck.pop(), deck.pop(), deck.pop())
    return HandSetup(seed, tuple(stacks), button, small_blind, big_blind, holes, burns, board, game), rng


@dataclass(frozen=True, slots=True)
class Options:
    """A legal-action set in the terms both engines share."""

    actor: int
    can_fold: bool
    call_amount: int
    raise_range: tuple[int, int] | None

    def __str__(self) -> str:
        call = f"call {self.call_amount}" if self.call_amount else "check"
        raising = f"raise to {self.raise_range[0]}..{self.raise_range[1]}" if self.raise_range else "no raise"
        return f"seat {self.actor}: fold {'yes' if self.can_fold else 'no'}, {call}, {raising}"

    def without_raise(self) -> Options:
        return Options(self.actor, self.can_fold, self.call_amount, None)


def choose_action(rng: random.Random, options: Options) -> Action:
    """A random legal action, biased toward calls, all-ins and minimum raises."""
    roll = rng.random()
    fold_weight = 0.10 if options.call_amount else 0.03
    if roll < fold_weight:
        return Action.fold()
    raise_weight = 0.28
    if options.raise_range is not None and options.raise_range[0] == options.raise_range[1]:
        raise_weight = 0.50  # all in is the only raise: often a short all-in, the rule engines get wrong
    if options.raise_range is not None and roll < fold_weight + raise_weight:
        low, high = options.raise_range
        size = rng.random()
        if size < 0.40:
            return Action.raise_to(low)
        if size < 0.65:
            return Action.raise_to(high)
        return Action.raise_to(rng.randint(low, high))
    return Action.call() if options.call_amount else Action.check()
