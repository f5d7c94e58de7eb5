"""Both rulebooks, worked out independently of both engines.

What TDA rule 47 says about raising, from a hand's events alone; how SPEC rule
13 and pokerkit split pots; and the catalogue of places where our rules
(SPEC section 2) and pokerkit 0.7.7 knowingly differ.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from differential_hands import HandSetup

from holdem.engine.events import Move, PlayerActed, PotAwarded
from holdem.engine.hand import Hand
from holdem.engine.structure import bet_unit


class Divergence(StrEnum):
    """A known place where our rules (SPEC section 2) and pokerkit 0.7.7 differ."""

    SHORT_BIG_BLIND = "short_big_blind"
    SUB_BB_ALL_IN_REOPENS = "sub_bb_all_in_reopens"
    CUMULATIVE_SHORT_ALL_INS = "cumulative_short_all_ins"
    LONE_PLAYER_CHECK = "lone_player_check"
    ODD_CHIPS = "odd_chips"
    MERGED_POTS = "merged_pots"

    @property
    def description(self) -> str:
        return DESCRIPTIONS[self]


DESCRIPTIONS = {
    Divergence.SHORT_BIG_BLIND: (
        "hands whose big blind cannot cover the blind: we make the others owe the full big blind,"
        " pokerkit only what was posted (the hand is played on our engine alone)"
    ),
    Divergence.SUB_BB_ALL_IN_REOPENS: (
        "decisions after an all-in bet or raise of less than one big blind (in limit, one bet of the"
        " round), made before any full bet or raise of the round: pokerkit counts it as full and"
        " reopens raising, we do not"
    ),
    Divergence.CUMULATIVE_SHORT_ALL_INS: (
        "decisions where several short all-ins since the player acted add up to a full raise: we"
        " reopen raising (TDA rule 47), pokerkit restarts its running sum and does not"
    ),
    Divergence.LONE_PLAYER_CHECK: (
        "hands where a fold leaves one player with chips and nothing to call: pokerkit still asks"
        " that player to check, we turn the hands up and deal the rest at once (SPEC rule 9)"
    ),
    Divergence.ODD_CHIPS: (
        "showdowns with two or more odd chips in a split pot: we give them one at a time from the"
        " button's left, pokerkit all to the first winner (stacks compared after adjusting)"
    ),
    Divergence.MERGED_POTS: (
        "showdowns where pokerkit, having killed the hands that win nothing, merges neighbouring"
        " pots left with the same live hands, which moves odd chips: we split each pot on its own"
        " (stacks compared after adjusting)"
    ),
}


# ----- what TDA rule 47 says, from the events alone ---------------------------------


@dataclass(frozen=True, slots=True)
class RaiseHistory:
    """What this round's raises mean for one seat."""

    acted: bool  # the seat has acted this round (posting a blind is not acting)
    full_raise_since: bool  # a full bet or raise came after the seat last acted
    short_since: int  # short all-in bets or raises after the seat last acted
    sub_bb_short_before_full: bool  # one of those was below one big blind, before any full one
    rise_since: int  # how much the bet has grown since the seat last acted
    full_size: int  # the size of the last full bet or raise (the round's bet unit if none)
    raises: int = 0  # bets and raises this round by anyone, all-ins for less included

    @property
    def reopened(self) -> bool:
        """A seat may raise unless it acted and has since faced less than a full raise in total."""
        return not self.acted or self.full_raise_since or self.rise_since >= self.full_size


def raise_history(hand: Hand, seat: int) -> RaiseHistory:
    unit = bet_unit(hand.game, hand.street, hand.big_blind)  # the smallest full bet of the round
    full_size = unit
    full_seen = acted = full_since = sub_bb = False
    short_since = faced = raises = 0
    for action in hand.events:
        if not isinstance(action, PlayerActed) or action.street is not hand.street:
            continue
        raised = action.move in (Move.BET, Move.RAISE)
        raises += raised
        increment = action.total - action.previous_bet
        full = raised and increment >= full_size
        if action.seat == seat:
            acted, full_since, sub_bb, short_since = True, False, False, 0
            faced = max(action.previous_bet, action.total)
        elif full:
            full_since = True
        elif raised:
            short_since += 1
            sub_bb = sub_bb or (not full_seen and increment < unit)
        if full:
            full_size, full_seen = increment, True
    rise = hand.current_bet - faced
    return RaiseHistory(acted, full_since, short_since, sub_bb, rise, full_size, raises)


def can_afford_raise(hand: Hand, seat: int) -> bool:
    """The seat has more than a call, and someone else could put in more than the current bet."""
    bet = hand.current_bet
    answerable = any(
        not hand.folded[i] and hand.stacks[i] > 0 and hand.committed[i] + hand.stacks[i] > bet
        for i in range(hand.num_seats)
        if i != seat
    )
    return answerable and hand.committed[seat] + hand.stacks[seat] > bet


# ----- paying pots ----------------------------------------------------------------


def _split(amount: int, winners: list[int], *, one_at_a_time: bool) -> dict[int, int]:
    share, odd = divmod(amount, len(winners))
    if one_at_a_time:
        return {seat: share + (1 if i < odd else 0) for i, seat in enumerate(winners)}
    return {seat: share + (odd if i == 0 else 0) for i, seat in enumerate(winners)}


def _winners(award: PotAwarded, setup: HandSetup) -> list[int]:
    """A pot's winners from the button's left, which is also pokerkit's player order."""
    return sorted((seat for seat, _ in award.shares), key=setup.pk_player)


def spec_split(award: PotAwarded, setup: HandSetup) -> dict[int, int]:
    """SPEC rule 13: equal shares, odd chips one at a time from the first winner left of the button."""
    return _split(award.amount, _winners(award, setup), one_at_a_time=True)


def pokerkit_payouts(
    awards: Sequence[PotAwarded], setup: HandSetup, *, merge: bool = True
) -> list[dict[int, int]]:
    """Our pots paid the way pokerkit pays them, pot by pot.

    pokerkit kills every hand that wins nothing before pushing chips, so
    neighbouring pots left with the same live hands become one pot; and it
    gives all the odd chips of a split to its first winner. The winners never
    change, only odd chips move.
    """
    live = {seat for award in awards for seat, _ in award.shares}
    pots: list[tuple[tuple[int, ...], int, list[int]]] = []
    for award in awards:
        key = tuple(sorted(set(award.eligible) & live))
        if merge and pots and pots[-1][0] == key:
            pots[-1] = (key, pots[-1][1] + award.amount, pots[-1][2])
        else:
            pots.append((key, award.amount, _winners(award, setup)))
    return [_split(amount, winners, one_at_a_time=False) for _, amount, winners in pots]


def total(payouts: Iterable[dict[int, int]]) -> Counter[int]:
    paid: Counter[int] = Counter()
    for payout in payouts:
        paid.update(payout)
    return paid
