"""One betting round: whose turn it is, what is legal, and what an action does.

The round keeps, per seat, the chips put in this round and the bet that seat
faced when it last acted. That is enough for every raising rule:

- the minimum raise is the current bet plus the largest full bet or raise
  of the round (the big blind when nobody has made one);
- a seat that has acted may raise again only when the bet has grown by at
  least a full raise since it acted (TDA rule 47: one short all-in does not
  reopen the betting, several that add up to a full raise do);
- nobody may raise when every other player still in is all in, or would be
  all in just by calling the current bet (nobody could answer the raise).

The betting structure (``holdem.engine.structure``) sets how large a raise may be
and, in fixed-limit, caps the bets and raises of a round; the round counts them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from holdem.engine.actions import LegalActions, RaiseClosed
from holdem.engine.events import Street
from holdem.engine.structure import Game, bet_unit, is_capped, raise_bounds


@dataclass(slots=True)
class Round:
    """Mutable state of the current betting round, owned by a ``Hand``."""

    big_blind: int
    game: Game = Game.NO_LIMIT
    street: Street = Street.PREFLOP
    current_bet: int = 0
    min_increment: int = 0
    committed: list[int] = field(default_factory=list)
    faced_when_acted: list[int | None] = field(default_factory=list)
    last_aggressor: int | None = None
    raises: int = 0  # bets and raises this round, all-ins for less included (the fixed-limit cap)

    @classmethod
    def fresh(
        cls, num_seats: int, big_blind: int, game: Game = Game.NO_LIMIT, street: Street = Street.PREFLOP
    ) -> Round:
        return cls(
            big_blind=big_blind,
            game=game,
            street=street,
            min_increment=bet_unit(game, street, big_blind),
            committed=[0] * num_seats,
            faced_when_acted=[None] * num_seats,
        )

    def copy(self) -> Round:
        """An independent copy (the lists too)."""
        return replace(self, committed=list(self.committed), faced_when_acted=list(self.faced_when_acted))

    def next_to_act(self, after: int, stacks: list[int], folded: list[bool]) -> int | None:
        """The next seat clockwise after ``after`` that owes a decision, or None (see ``next_to_act``)."""
        return next_to_act(after, self.committed, self.faced_when_acted, self.current_bet, stacks, folded)

    def legal_actions(self, seat: int, stack: int, raise_answerable: bool, pot: int) -> LegalActions:
        """The legal set for ``seat`` holding ``stack`` chips behind, ``pot`` chips in the middle."""
        structure = (
            NO_LIMIT if self.game is Game.NO_LIMIT
            else Structure(self.game, self.street, self.big_blind, pot, self.raises)
        )
        return legal_actions(
            seat, stack, self.committed[seat], self.current_bet, self.min_increment,
            self.faced_when_acted[seat], raise_answerable, structure,
        )

    def put_in(self, seat: int, total: int) -> tuple[int, bool]:
        """Bring ``seat``'s round total to ``total`` as a bet or raise; returns (added, full)."""
        added = total - self.committed[seat]
        increment = total - self.current_bet
        full = increment >= self.min_increment
        if full:
            self.min_increment = increment
        if total > self.current_bet:
            self.current_bet = total
        self.committed[seat] = total
        self.faced_when_acted[seat] = self.current_bet
        self.last_aggressor = seat
        self.raises += 1
        return added, full


def next_to_act(
    after: int,
    committed: Sequence[int],
    faced: Sequence[int | None],
    bet: int,
    stacks: Sequence[int],
    folded: Sequence[bool],
) -> int | None:
    """The next seat clockwise after ``after`` that owes a decision, or None when nobody does.

    A seat owes one when it has chips, has not folded, and has not acted this round or not
    matched the bet. A player alone with chips who already covers every other live player's
    chips in this round has no decision: heads-up, a big blind all in for the small blind's
    amount or less leaves the small blind nothing to do (a call would come straight back).
    """
    n = len(stacks)
    first: int | None = None
    able = 0
    last_able = after
    for offset in range(1, n + 1):
        seat = (after + offset) % n
        if stacks[seat] > 0 and not folded[seat]:
            able += 1
            last_able = seat
            if first is None and (faced[seat] is None or committed[seat] < bet):
                first = seat
    if able == 1:
        covered = max((committed[i] for i in range(n) if i != last_able and not folded[i]), default=0)
        if committed[last_able] >= covered:
            return None
    return first


def raise_answerable(
    seat: int, bet: int, committed: Sequence[int], stacks: Sequence[int], folded: Sequence[bool]
) -> bool:
    """Whether another player still in could put in more than ``bet`` (so a raise could be called)."""
    return any(
        stacks[i] > 0 and not folded[i] and committed[i] + stacks[i] > bet
        for i in range(len(stacks))
        if i != seat
    )


@dataclass(frozen=True, slots=True)
class Structure:
    """What sizing a raise needs beyond the chips: the game, the street, the pot, the raises so far."""

    game: Game
    street: Street
    big_blind: int
    pot: int
    raises: int


NO_LIMIT = Structure(Game.NO_LIMIT, Street.PREFLOP, 1, 0, 0)
"""No-limit sizes a raise from the stack and the last raise alone; the rest does not matter."""


def legal_actions(
    seat: int,
    stack: int,
    committed: int,
    current_bet: int,
    min_increment: int,
    faced: int | None,
    answerable: bool,
    structure: Structure = NO_LIMIT,
) -> LegalActions:
    """The legal set for ``seat`` with ``committed`` in front and ``stack`` behind.

    ``faced`` is the bet the seat faced when it last acted this round (None: it has not acted);
    ``answerable`` says whether any other player still in could put in more than the current bet.
    """
    call_amount = min(max(current_bet - committed, 0), stack)
    max_to = committed + stack
    reason: RaiseClosed | None = None
    if max_to <= current_bet:
        reason = RaiseClosed.SHORT_STACK
    elif not answerable:
        reason = RaiseClosed.NOBODY_TO_CALL
    elif is_capped(structure.game, structure.raises):
        reason = RaiseClosed.CAPPED
    elif faced is not None and current_bet - faced < min_increment:
        reason = RaiseClosed.NOT_REOPENED
    if reason is not None:
        return LegalActions(seat, call_amount, current_bet, committed, stack, None, None, reason)
    if structure.game is Game.NO_LIMIT:  # the common case, at the cost it had before structures
        min_to = min(current_bet + min_increment, max_to)
        return LegalActions(seat, call_amount, current_bet, committed, stack, min_to, max_to, None)
    low, high = raise_bounds(
        structure.game, structure.street, big_blind=structure.big_blind, current_bet=current_bet,
        committed=committed, stack=stack, min_increment=min_increment, pot=structure.pot,
    )
    return LegalActions(seat, call_amount, current_bet, committed, stack, low, high, None)
