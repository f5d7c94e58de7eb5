"""The player's betting keys as a small state machine: F, C, R, the chips, Backspace, M H P A.

No Textual here. The screen asks ``not_now(view)`` whether the player may bet now, hands the
legal actions to a ``BetSlip`` method and follows the ``Reply``: send an action, say why not,
or draw the raise stack again.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000] * 3, button=0,
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> legal = hand.legal_actions()  # seat 0, facing the big blind
>>> slip = BetSlip()
>>> slip.fold(legal)
Reply(send=Action.fold(), say='', redraw=False)
>>> slip.chip(legal, 25), slip.chips
(Reply(send=None, say='', redraw=True), [25])
>>> slip.raise_(legal).send
Action.raise_to(25)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from holdem.app import strings as S
from holdem.app.raise_builder import fewest_chips, preset_total, raise_total
from holdem.engine.actions import Action, LegalActions
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _


@dataclass(frozen=True, slots=True)
class Reply:
    """What a key did: an action to send, words for the message line, or a stack to draw again."""

    send: Action | None = None
    say: str = ""
    redraw: bool = False  # the stack changed: clear the message line and draw it


def not_now(view: PlayerView) -> str:
    """Why the player cannot bet now, in words ("" when nothing needs saying)."""
    if view.is_over:
        return _(S.MSG_HAND_OVER)
    if view.folded[view.seat]:
        return _(S.YOU_FOLDED)
    if view.to_act is not None and view.to_act != view.seat:
        return _(S.MSG_NOT_YOUR_TURN).format(name=view.names[view.to_act])
    return ""


@dataclass
class BetSlip:
    """The raise being built from chips, and whether F has been pressed once when a check is free."""

    chips: list[int] = field(default_factory=list)
    fold_armed: bool = False

    def clear(self) -> None:
        """A new decision: an empty stack, F not pressed."""
        self.chips.clear()
        self.fold_armed = False

    def fold(self, legal: LegalActions) -> Reply:
        if legal.can_check and not self.fold_armed:
            self.fold_armed = True
            return Reply(say=_(S.MSG_FOLD_CONFIRM))
        return Reply(send=Action.fold())

    def check_call(self, legal: LegalActions) -> Reply:
        return Reply(send=Action.check() if legal.can_check else Action.call())

    def raise_(self, legal: LegalActions) -> Reply:
        if not legal.can_raise:
            return _closed(legal)
        if legal.min_raise_to is None or legal.max_raise_to is None:
            return Reply()
        total = raise_total(self.chips, legal)
        assert total is not None
        if total < legal.min_raise_to and total < legal.max_raise_to:
            template = _(S.MSG_MIN_BET) if legal.is_bet else _(S.MSG_MIN_RAISE)
            return Reply(say=template.format(amount=legal.min_raise_to))
        return Reply(send=Action.raise_to(total))

    def chip(self, legal: LegalActions, value: int) -> Reply:
        if not legal.can_raise:
            return _closed(legal)
        if legal.max_raise_to is None:
            return Reply()
        if legal.committed + sum(self.chips) >= legal.max_raise_to:
            return Reply(say=_(S.MSG_STACK_FULL).format(amount=legal.max_raise_to))
        self.chips.append(value)
        return Reply(redraw=True)

    def take_back(self, legal: LegalActions) -> Reply:
        if not legal.can_raise:
            return _closed(legal)
        if not self.chips:
            return Reply(say=_(S.MSG_STACK_EMPTY))
        self.chips.pop()
        return Reply(redraw=True)

    def preset(self, legal: LegalActions, preset: str, pot_total: int) -> Reply:
        if not legal.can_raise:
            return _closed(legal)
        total = preset_total(preset, legal, pot_total=pot_total)
        self.chips[:] = fewest_chips(total - legal.committed)
        return Reply(redraw=True)


def _closed(legal: LegalActions) -> Reply:
    return Reply(say=_(S.MSG_RAISE_CLOSED).format(reason=S.raise_closed_reason(legal)))
