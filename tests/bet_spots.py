"""A seeded corpus of betting spots where the player (seat 0 of six) is to act.

Each spot is a hand replayed from its stacks, its button and the actions before the player's
decision, so a Pilot test can reach the same spot with scripted opponents and the player's keys.
Stacks are mixed (some short, some deep) and opponents raise odd amounts and shove, so the corpus
holds every kind of spot: facing nothing, a bet, a raise, an all-in; in the blinds; short stacked.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from holdem.engine.actions import Action, LegalActions
from holdem.engine.events import Move, PlayerActed
from holdem.engine.hand import Hand, stacked_deck

SEATS = 6
HERO = 0
BIG_BLIND = 10


@dataclass(frozen=True)
class Spot:
    """A hand up to the player's decision: the stacks, the button and every action before it."""

    stacks: tuple[int, ...]
    button: int
    actions: tuple[tuple[int, Action], ...]

    def hand(self) -> Hand:
        hand = Hand(stacks=self.stacks, button=self.button,
                    deck=stacked_deck(num_seats=SEATS, button=self.button, hole_cards=[]))
        for seat, action in self.actions:
            hand.act(action, seat)
        return hand

    def scripts(self) -> list[list[str]]:
        """The opponents' actions, seat 1 to 5, as ``ScriptedBot`` scripts."""
        return [[str(a) for s, a in self.actions if s == seat] for seat in range(1, SEATS)]

    def hero_actions(self) -> list[Action]:
        return [a for s, a in self.actions if s == HERO]

    def kinds(self) -> set[str]:
        """What the player faces here, in the words of the issue."""
        hand = self.hand()
        legal = hand.legal_actions()
        kinds = {"facing nothing" if legal.current_bet == 0 or legal.call_amount == 0 else "facing a bet"}
        street = int(hand.street)
        raised = [e for e in hand.events if isinstance(e, PlayerActed) and e.street == street
                  and e.move is Move.RAISE and e.seat != HERO]
        if raised and legal.call_amount:
            kinds.add("facing a raise")
        if any(hand.all_in[s] and hand.committed[s] > legal.committed for s in range(1, SEATS)):
            kinds.add("facing an all-in")
        if street == 0 and HERO in (hand.state.small_blind_seat, hand.state.big_blind_seat):
            kinds.add("as blind")
        if legal.committed + legal.stack < 20 * BIG_BLIND:
            kinds.add("short stacked")
        if not legal.can_raise:
            kinds.add("raising closed")
        return kinds


def _stacks(rng: random.Random) -> tuple[int, ...]:
    stacks = []
    for _ in range(SEATS):
        draw = rng.random()
        if draw < 0.2:
            stacks.append(rng.randint(1, 60))
        elif draw < 0.4:
            stacks.append(rng.randint(61, 300))
        else:
            stacks.append(rng.randint(301, 2500))
    return tuple(stacks)


def _action(legal: LegalActions, seat: int, rng: random.Random) -> Action:
    if seat != HERO and legal.can_call and rng.random() < 0.2:
        return Action.fold()
    if legal.min_raise_to is not None and legal.max_raise_to is not None and rng.random() < 0.35:
        low, high, draw = legal.min_raise_to, legal.max_raise_to, rng.random()
        if draw < 0.15:
            return Action.raise_to(high)
        if draw < 0.7:
            return Action.raise_to(min(high, low + rng.randint(0, 4 * BIG_BLIND)))
        return Action.raise_to(rng.randint(low, high))
    return Action.check() if legal.can_check else Action.call()


def corpus(size: int, seed: int = 12) -> list[Spot]:
    """``size`` spots from the seeded stream ``seed``."""
    rng = random.Random(seed)
    spots: list[Spot] = []
    while len(spots) < size:
        stacks, button = _stacks(rng), rng.randrange(SEATS)
        hand = Spot(stacks, button, ()).hand()
        actions: list[tuple[int, Action]] = []
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            if seat == HERO and rng.random() < 0.5:
                spots.append(Spot(stacks, button, tuple(actions)))
                break
            action = _action(hand.legal_actions(), seat, rng)
            hand.act(action, seat)
            actions.append((seat, action))
    return spots
