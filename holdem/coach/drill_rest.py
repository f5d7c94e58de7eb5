"""The rest of a drilled hand: after the answer, the table's strategies play it out (key H).

From the spot's events with the player's answer, every seat acts as the table plays: the opponents
as the hand began (the spot's copies), the player's seat by the drill's stand-in style. The cards
still to come are drawn from the cards nobody holds, on the spot's own stream: the spot keeps the
dealer's record up to the decision, not the deck, and the undealt cards are as unknown as the
deck's. Nothing is stored: a drill hand is never a session's hand.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from holdem.bots.base import Bot
from holdem.bots.personalities import STYLES
from holdem.bots.strategy import StrategyBot
from holdem.coach.drill_spots import STAND_IN_STYLE, DrillSpot
from holdem.coach.table import Line
from holdem.engine.actions import Action
from holdem.engine.cards import Card
from holdem.engine.events import Event, Street
from holdem.engine.rng import stream

BOARD_SIZE = 5
"""Cards on a full board."""


@dataclass(frozen=True, slots=True)
class RestOfHand:
    """A drilled hand played to its end: every event (the answer at ``answered``), the board, who showed
    down, and what the player's seat took from the pots and put in."""

    events: tuple[Event, ...]
    answered: int
    seat: int
    board: tuple[Card, ...]
    shown: tuple[int, ...]
    """The seats at the showdown, in seat order (empty when everyone else folded)."""
    winners: tuple[int, ...]
    """The seats that took chips from the pots."""
    won: int
    put_in: int

    @property
    def net(self) -> int:
        """The player's chips after the hand less before it."""
        return self.won - self.put_in


def play_rest(spot: DrillSpot, answer: Action) -> RestOfHand:
    """The hand of ``spot`` played to its end after ``answer`` (a pure function of the two)."""
    rng = stream(spot.seed, "drill-rest")
    style = STYLES[STAND_IN_STYLE.get(spot.family, "tight-aggressive")]
    bots: dict[int, Bot] = {seat: copy.deepcopy(bot) for seat, bot in spot.opponents.items()}
    bots[spot.seat] = StrategyBot("Hero", style, stream(spot.seed, "drill-rest:stand-in"))
    line = Line.of(spot.events).act(answer)
    held = {int(card) for cards in line.state.hole if cards is not None for card in cards}
    board = [int(card) for card in line.state.board]
    unseen = [card for card in range(52) if card not in held and card not in board]
    runout = board + rng.sample(unseen, BOARD_SIZE - len(board))
    while not line.over:
        if line.showdown_due:
            while line.state.street is not Street.RIVER:
                line = line.deal(runout)
            break
        if line.round_over:
            line = line.deal(runout)
            continue
        seat = line.state.to_act
        assert seat is not None
        line = line.act(bots[seat].decide(line.view(seat)))
    state = line.state
    live = tuple(s for s in range(state.num_seats) if not state.folded[s])
    shown = () if line.over else live
    full = runout if shown else []
    winners = tuple(s for s in live if line.winnings(s, full) > 0)
    return RestOfHand(line.events, len(spot.events), spot.seat, tuple(state.board), shown, winners,
                      line.winnings(spot.seat, full), state.contributed[spot.seat])
