"""Hands to grade: the game's five opponents against a stand-in player, as ``holdem sim`` seats them.

Used by the coach's benchmark and its no-bias check. Each hand comes with a copy
of the opponents as they were when it began (what ``grade_hand`` is given) and
the stand-in's result.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from dataclasses import dataclass

from holdem.bots.base import Bot
from holdem.bots.lineup import personality
from holdem.bots.names import lineup
from holdem.bots.simulator import play_hand
from holdem.bots.strategy import StrategyBot
from holdem.engine.events import Event
from holdem.engine.rng import stream
from holdem.engine.table import Table, TableConfig


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One hand: its events (every card), the opponents as it began, and the player's net chips."""

    hand_id: int
    events: tuple[Event, ...]
    opponents: dict[int, StrategyBot]
    net: int


def practice_hands(seed: int, count: int, player: Bot, *, reset: bool = True) -> Iterator[PlayedHand]:
    """``count`` hands of ``player`` in seat 0 against the session ``seed``'s five opponents.

    ``reset`` gives every seat 1000 chips each hand (results do not carry over).
    """
    names = ("Hero", *lineup(seed))
    bots: list[Bot] = [player, *(personality(name, seed) for name in names[1:])]
    table = Table(config=TableConfig(), names=names, rng=stream(seed, "deck"))
    for number in range(1, count + 1):
        if reset:
            table.stacks = [1000] * 6
        snapshot = {seat: copy.deepcopy(bot) for seat, bot in enumerate(bots) if isinstance(bot, StrategyBot)}
        hand = table.start_hand()
        play_hand(hand, bots)
        table.finish_hand(hand)
        yield PlayedHand(number, hand.events, snapshot, hand.stacks[0] - hand.starting_stacks[0])


def stand_in(seed: int) -> StrategyBot:
    """A player for the benchmark: the tight-aggressive style, on its own stream."""
    return StrategyBot("Hero", personality("Marta", seed).style, random.Random(seed))
