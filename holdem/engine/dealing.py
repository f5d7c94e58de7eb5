"""The dealing order: who posts the blinds, and decks stacked to deal given cards.

Cards are dealt one at a time clockwise from the left of the button, two
rounds, then burn, flop, burn, turn, burn, river. ``stacked_deck`` builds a
deck in that order so tests and replays can fix every card of a hand.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from holdem.engine.cards import ALL_CARDS, Card, Deck, parse_cards


def blind_seats(num_seats: int, button: int) -> tuple[int, int]:
    """(small blind, big blind) seats; heads-up the button posts the small blind."""
    if num_seats == 2:
        return button, (button + 1) % 2
    return (button + 1) % num_seats, (button + 2) % num_seats


def _holes(
    hole_cards: Sequence[str | Sequence[Card] | None] | Mapping[int, str | Sequence[Card]],
) -> dict[int, tuple[Card, ...]]:
    """The hole cards given, by seat (seats given None or left out get none)."""
    holes: dict[int, tuple[Card, ...]] = {}
    items = hole_cards.items() if isinstance(hole_cards, Mapping) else enumerate(hole_cards)
    for seat, cards in items:
        if cards is not None:
            holes[seat] = parse_cards(cards) if isinstance(cards, str) else tuple(cards)
    return holes


def stacked_deck(
    *,
    num_seats: int,
    button: int,
    hole_cards: Sequence[str | Sequence[Card] | None] | Mapping[int, str | Sequence[Card]],
    board: str | Sequence[Card] = "",
    burns: str | Sequence[Card] = "",
) -> Deck:
    """A deck ordered so the deal gives these hole cards, burns and board.

    Cards go one at a time clockwise from the left of the button, two rounds;
    then burn, flop, burn, turn, burn, river. Anything not given is filled
    from the unused cards in a fixed order.

    Seat 1, first left of the button, gets the first and the fourth card;
    the flop comes after one burn:

    >>> from holdem.engine.cards import format_cards
    >>> deck = stacked_deck(num_seats=3, button=0, hole_cards={1: "AsAh"}, board="KsKh2c")
    >>> format_cards(deck.remaining()[:10])
    'As Ad Ac Ah Kd Kc Qs Ks Kh 2c'
    """
    holes = _holes(hole_cards)
    board_cards = parse_cards(board) if isinstance(board, str) else tuple(board)
    burn_cards = parse_cards(burns) if isinstance(burns, str) else tuple(burns)
    if any(not 0 <= seat < num_seats or len(cards) > 2 for seat, cards in holes.items()):
        raise ValueError(f"hole cards go to seats 0 to {num_seats - 1}, at most two each")
    if len(board_cards) > 5 or len(burn_cards) > 3:
        raise ValueError("a board has at most five cards and a deal at most three burns")
    used = [c for cards in holes.values() for c in cards] + list(board_cards) + list(burn_cards)
    if len(set(used)) != len(used):
        raise ValueError("the same card is given twice")
    spare = iter([c for c in reversed(ALL_CARDS) if c not in set(used)])
    order: list[Card] = []
    for round_index in range(2):
        for offset in range(1, num_seats + 1):
            seat = (button + offset) % num_seats
            given = holes.get(seat, ())
            order.append(given[round_index] if round_index < len(given) else next(spare))
    board_iter, burn_iter = iter(board_cards), iter(burn_cards)

    def given_or_spare(given: Iterator[Card]) -> Card:
        card = next(given, None)
        return next(spare) if card is None else card

    for size in (3, 1, 1):
        order.append(given_or_spare(burn_iter))
        order.extend(given_or_spare(board_iter) for _ in range(size))
    order.extend(spare)
    return Deck(order)
