"""A sound player's defence against a bet beyond the pot: at least the minimum-defence share of his hands.

At the sound table each opponent is the tight-aggressive style knowing nothing of anyone. Against a bet
or raise beyond the pot the style keeps a share of the range it *imagines* it holds
(:mod:`holdem.bots.places`); where what it holds after the hand's actions, as the coach reads it, is
weaker at the top than imagined, it folds more than the minimum-defence frequency ``1 / (1 + r)`` of a
bet of ``r`` pots, and a bet of any two cards pays against it: a queen-high river jam of fourteen pots was
taught as a lesson because the sound style folded 99%. A sound player does not fold so much, so
:class:`Defender` asks the style, then continues (calls where it would fold) with every holding in the top
share of the range the coach reads for him that keeps the bet from paying with any two cards: with ``n``
players left to answer it, each continues with ``1 - (1 - 1 / (1 + r)) ** (1 / n)`` of his range. Only his
first answer to the player's bet or raise after the decision graded is floored so (his range is then the one
read at the decision); a bet within the pot is answered by the style alone, as at the table, and so is a bet
whose total is in ``plain`` (the coach values a bet beyond the pot both ways and keeps the lesser,
:mod:`holdem.coach.sound_side`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from holdem.bots.board import read_board
from holdem.bots.combos import combo_index
from holdem.bots.policy import Policy
from holdem.coach.model import OpponentModel
from holdem.coach.model import Policy as PolicyLike
from holdem.coach.ranges import Range
from holdem.engine.actions import Action, ActionType
from holdem.engine.events import BlindPosted, Event, Move, PlayerActed, Street
from holdem.engine.state import TableState
from holdem.engine.view import PlayerView
from holdem.stats.habits import raise_in_pots


def acted(events: Sequence[Event], seat: int) -> int:
    """How many actions ``seat`` has taken in ``events``."""
    return sum(1 for e in events if isinstance(e, PlayerActed) and e.seat == seat)


def place(found: Range, hole: tuple[int, int], board: tuple[int, ...]) -> float:
    """Where ``hole`` sits in ``found`` on ``board``, weakest 0 to strongest 1: the share of the range's
    weight below it plus half of its ties (by made-hand strength on the board)."""
    strength = read_board(board).strength
    mine = strength[combo_index(*hole)]
    total = below = 0.0
    for combo, weight in zip(found.combos, found.weights, strict=True):
        theirs = strength[combo_index(*combo)]
        total += weight
        below += weight if theirs < mine else weight / 2 if theirs == mine else 0.0
    return below / total if total > 0 else 1.0


@dataclass(frozen=True, slots=True)
class Defender:
    """The sound style at ``seat`` with a floor of defence against the player's bet beyond the pot.

    ``ranges`` are the opponents' ranges read at the sound table at the decision graded; ``before`` how many
    actions each seat had taken then (the player's next one is the bet he answers)."""

    style: OpponentModel
    """The sound style's bot (its reads of the others are the table record the continuation reads)."""
    seat: int
    player: int
    ranges: Mapping[int, Range]
    before: Mapping[int, int]
    plain: frozenset[int] = frozenset()
    """The player's bets and raises (their totals on the street) this seat answers as the style alone, with
    no floor (:meth:`holdem.coach.sound_side.SoundSide.lesser`)."""

    @property
    def name(self) -> str:
        return self.style.name

    def policy(
        self, view: PlayerView, *, rng: random.Random | None = None, trials: int | None = None
    ) -> PolicyLike:
        found = self.style.policy(view, rng=rng, trials=trials)
        share = self.floor(view)
        fold = found.probability(Action.fold())
        if share <= 0.0 or fold <= 0.0 or view.hole_cards is None or view.legal is None:
            return found
        hole = (int(view.hole_cards[0]), int(view.hole_cards[1]))
        if place(self.ranges[self.seat], hole, tuple(int(c) for c in view.board)) < 1.0 - share:
            return found
        call = Action.call()
        choices = [(a, p) for a, p in found.choices if a.type is not ActionType.FOLD]
        if not any(a == call for a, _ in choices):
            choices.append((call, 0.0))
        return Policy(tuple((a, p + fold if a == call else p) for a, p in choices))

    def floor(self, view: PlayerView) -> float:
        """The share of his range this seat continues with at least, here: 0 unless this is his first answer,
        after the flop, to the player's bet or raise beyond the pot just after the decision graded."""
        legal = view.legal
        if view.street is Street.PREFLOP or legal is None or legal.call_amount <= 0:
            return 0.0
        if self.seat not in self.ranges or acted(view.events, self.seat) != self.before.get(self.seat, 0):
            return 0.0
        pot = before = 0
        bet: PlayerActed | None = None
        for event in view.events:
            if isinstance(event, PlayerActed):
                if event.move in (Move.BET, Move.RAISE):
                    bet, before = event, pot
                pot += event.amount
            elif isinstance(event, BlindPosted):
                pot += event.amount
        if bet is None or bet.seat != self.player or bet.street is not view.street or bet.total in self.plain:
            return 0.0
        if acted(view.events, self.player) != self.before.get(self.player, 0) + 1:
            return 0.0
        pots = raise_in_pots(before, bet)
        if pots <= 1.0:
            return 0.0
        left = sum(1 for s in view.in_hand if s not in (self.player,) and _yet_to_answer(view, s, bet))
        return 1.0 - float((pots / (1.0 + pots)) ** (1.0 / max(left, 1)))


def _yet_to_answer(view: PlayerView, seat: int, bet: PlayerActed) -> bool:
    """Whether ``seat`` has not acted since ``bet`` (he is to answer it)."""
    after = False
    for event in view.events:
        if event is bet:
            after = True
        elif after and isinstance(event, PlayerActed) and event.seat == seat:
            return False
    return True


def defenders(models: Mapping[int, OpponentModel], player: int, ranges: Mapping[int, Range],
              before: Sequence[Event], plain: frozenset[int] = frozenset()) -> dict[int, OpponentModel]:
    """Each sound opponent of ``models`` with its floor of defence, the decision graded after ``before``;
    the bets and raises to the totals ``plain`` are answered by the style alone."""
    acts = {s: acted(before, s) for s in (*models, player)}
    return {s: Defender(m, s, player, ranges, acts, plain) for s, m in models.items()}


def beyond_pot(state: TableState, action: Action) -> bool:
    """Whether ``action`` by the player to act is a bet or raise beyond the pot after the flop (its raise
    over the pot after his call: what the floor answers)."""
    legal = state.legal_actions()
    if state.street is Street.PREFLOP or legal is None or action.type is not ActionType.RAISE_TO:
        return False
    raised = action.amount - legal.current_bet
    return raised > state.pot_total + legal.call_amount
