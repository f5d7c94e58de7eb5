"""Pre-action choices: what the player decides while opponents act, applied when the turn arrives.

As in online clients: Check/fold (check if free, else fold), Check or Call N (cleared when the
amount to call changes), Call any (check if free, else call whatever it costs). Every choice
lasts for one decision of this betting round; a new street or hand forgets it.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000] * 3, button=0, deck=stacked_deck(num_seats=3, button=0, hole_cards=[]))
>>> view = hand.view(2)  # the big blind, while the button acts
>>> pre = choose(None, "check_call", view)
>>> pre, holds(pre, view)
(PreAction(kind='check_call', hand_number=1, street=0, owed=0), True)
>>> hand.play("raise_to 30")
>>> holds(pre, hand.view(2))  # the amount to call changed: the choice is gone
False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from holdem.engine.actions import Action, LegalActions
from holdem.engine.view import PlayerView

KINDS: Final = ("check_fold", "check_call", "call_any")


@dataclass(frozen=True, slots=True)
class PreAction:
    """A choice made while waiting, and the spot it was made in."""

    kind: str
    hand_number: int
    street: int
    owed: int  # what a call cost when the choice was made


def owed(view: PlayerView) -> int:
    """What a call would cost the player now (capped at their chips)."""
    seat = view.seat
    return max(0, min(view.current_bet - view.committed[seat], view.stacks[seat]))


def may_choose(view: PlayerView) -> bool:
    """True while an opponent is to act and the player still has a decision to come in this hand."""
    seat = view.seat
    return (
        not view.is_over
        and view.to_act is not None
        and view.to_act != seat
        and not view.folded[seat]
        and view.stacks[seat] > 0
    )


def choose(current: PreAction | None, kind: str, view: PlayerView) -> PreAction | None:
    """Pressing a choice: it is chosen, or unchosen when it already was."""
    if kind not in KINDS:
        raise ValueError(f"unknown pre-action {kind!r}")
    if current is not None and current.kind == kind and holds(current, view):
        return None
    return PreAction(kind, view.hand_number, int(view.street), owed(view))


def holds(pre: PreAction | None, view: PlayerView) -> bool:
    """Whether ``pre`` still stands: same hand and round, and for Check/Call the same amount to call."""
    if pre is None or view.hand_number != pre.hand_number or int(view.street) != pre.street:
        return False
    return pre.kind != "check_call" or owed(view) == pre.owed


def resolve(pre: PreAction, legal: LegalActions) -> Action:
    """The action a standing choice makes on the player's turn."""
    if legal.can_check:
        return Action.check()
    return Action.fold() if pre.kind == "check_fold" else Action.call()
