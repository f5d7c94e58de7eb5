"""The player's betting keys as a small state machine: F, C, R, the chips, Backspace, the sizes.

No Textual here. The screen asks ``not_now(view)`` whether the player may bet now, hands the
legal actions to a ``BetSlip`` method and follows the ``Reply``: send an action, say why not,
or draw the raise stack again. Every change of the stack is one step Backspace undoes.

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
>>> _ = slip.preset(legal, "pot", pot_total=15); slip.chips
[25, 10]
>>> _ = slip.take_back(legal); slip.chips  # the preset was one step
[25]

In limit R is the one size, and the chips say so instead of stacking:

>>> from holdem.engine import Game
>>> limit = Hand(stacks=[1000] * 3, button=0, game=Game.FIXED_LIMIT,
...              deck=stacked_deck(num_seats=3, button=0, hole_cards=[])).legal_actions()
>>> slip = BetSlip(game=Game.FIXED_LIMIT)
>>> slip.chip(limit, 25).say
'In limit every bet and raise is one size: R raises to 20.'
>>> slip.raise_(limit).send
Action.raise_to(20)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from holdem.app import strings
from holdem.app.pre_action import PreAction, choose, holds, may_choose
from holdem.app.raise_builder import fewest_chips, preset_applies, preset_total, raise_face, sizing_applies
from holdem.engine.actions import Action, LegalActions
from holdem.engine.game import Game
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _, msg
from holdem.i18n.numbers import amount as shown

MSG_AMOUNT_TOO_BIG: Final = msg("strings.MSG_AMOUNT_TOO_BIG", "You cannot put in {amount}: all in is {most}.")
MSG_ABOVE_POT: Final = msg(
    "strings.MSG_ABOVE_POT", "Pot limit: the most you can {word} is {most} (P), not {amount}."
)
MSG_LIMIT_ONE_SIZE: Final = msg(
    "strings.MSG_LIMIT_ONE_SIZE", "In limit every bet and raise is one size: R {word} {amount}."
)
LIMIT_WORDS: Final = msg("strings.LIMIT_WORDS", {"bet": "bets", "raise": "raises to", "pot_bet": "bet",
                                                 "pot_raise": "raise to"})
MSG_SIZE_PREFLOP_ONLY: Final = msg("strings.MSG_SIZE_PREFLOP_ONLY", "4x is a size for before the flop.")
PRE_CHECK_FOLD: Final = msg("strings.PRE_CHECK_FOLD", "Check/fold")
PRE_CALL_ANY: Final = msg("strings.PRE_CALL_ANY", "Call any")
PRE_ACTION_WORDS: Final = msg("strings.PRE_ACTION_WORDS", {
    "check_fold": "On your turn: check if free, otherwise fold.",
    "check": "On your turn: check, unless someone bets first.",
    "call": "On your turn: call {amount}, unless the bet changes.",
    "call_any": "On your turn: check if free, otherwise call any bet.",
})
MSG_PRE_ACTION_OFF: Final = msg("strings.MSG_PRE_ACTION_OFF", "No pre-action: you decide on your turn.")


@dataclass(frozen=True, slots=True)
class Reply:
    """What a key did: an action to send, words for the message line, or a stack to draw again."""

    send: Action | None = None
    say: str = ""
    redraw: bool = False  # the stack changed: clear the message line and draw it


def not_now(view: PlayerView) -> str:
    """Why the player cannot bet now, in words ("" when nothing needs saying)."""
    if view.is_over:
        return _(strings.MSG_HAND_OVER)
    if view.folded[view.seat]:
        return _(strings.YOU_FOLDED)
    if view.to_act is not None and view.to_act != view.seat:
        return _(strings.MSG_NOT_YOUR_TURN).format(name=view.names[view.to_act])
    return ""


def exact_refusal(amount: int, legal: LegalActions) -> str:
    """Why a typed raise-to total is refused, in words ("" when R could send it)."""
    if legal.min_raise_to is None or legal.max_raise_to is None:
        return _(strings.MSG_RAISE_CLOSED).format(reason=strings.raise_closed_reason(legal))
    if amount > legal.max_raise_to:
        if legal.max_raise_to < legal.committed + legal.stack:  # pot-limit: a ceiling below all in
            return above_pot(amount, legal)
        return _(MSG_AMOUNT_TOO_BIG).format(amount=shown(amount), most=shown(legal.max_raise_to))
    if amount < legal.min_raise_to:
        template = _(strings.MSG_MIN_BET) if legal.is_bet else _(strings.MSG_MIN_RAISE)
        return template.format(amount=shown(legal.min_raise_to))
    return ""


@dataclass
class BetSlip:
    """The raise being built, the stacks before each step, F pressed once, a pre-action chosen.

    ``game`` is the table's betting structure: in limit the chips, sizes and amount do not apply.
    """

    game: Game = Game.NO_LIMIT
    chips: list[int] = field(default_factory=list)
    fold_armed: bool = False
    undo: list[tuple[int, ...]] = field(default_factory=list)
    pre: PreAction | None = None
    said_while_waiting: bool = False  # the message line speaks of a turn not yet come

    def clear(self) -> None:
        """A new decision: an empty stack, F not pressed, no pre-action."""
        self.chips.clear()
        self.undo.clear()
        self.fold_armed = False
        self.pre = None
        self.said_while_waiting = False

    def _step(self, chips: tuple[int, ...]) -> Reply:
        """Replace the stack in one undoable step (one even when it changes nothing, as Backspace expects)."""
        self.undo.append(tuple(self.chips))
        self.chips[:] = chips
        return Reply(redraw=True)

    def fold(self, legal: LegalActions) -> Reply:
        if legal.can_check and not self.fold_armed:
            self.fold_armed = True
            return Reply(say=_(strings.MSG_FOLD_CONFIRM))
        return Reply(send=Action.fold())

    def check_call(self, legal: LegalActions) -> Reply:
        return Reply(send=Action.check() if legal.can_check else Action.call())

    def raise_(self, legal: LegalActions) -> Reply:
        face = raise_face(self.chips, legal)
        if face is None:
            return closed_reply(legal)
        if not face.legal:
            template = _(strings.MSG_MIN_BET) if legal.is_bet else _(strings.MSG_MIN_RAISE)
            return Reply(say=template.format(amount=shown(face.minimum)))
        return Reply(send=Action.raise_to(face.total))

    def chip(self, legal: LegalActions, value: int) -> Reply:
        if legal.max_raise_to is None:
            return closed_reply(legal)
        if not sizing_applies(self.game):
            return one_size_reply(legal)
        if legal.committed + sum(self.chips) >= legal.max_raise_to:
            if legal.max_raise_to < legal.committed + legal.stack:  # pot-limit: the pot is the ceiling
                return Reply(say=above_pot(legal.committed + sum(self.chips) + value, legal))
            return Reply(say=_(strings.MSG_STACK_FULL).format(amount=shown(legal.max_raise_to)))
        return self._step((*self.chips, value))

    def take_back(self, legal: LegalActions) -> Reply:
        if not legal.can_raise:
            return closed_reply(legal)
        if not self.undo:
            return Reply(say=_(strings.MSG_STACK_EMPTY))
        self.chips[:] = self.undo.pop()
        return Reply(redraw=True)

    def preset(self, legal: LegalActions, preset: str | None, pot_total: int) -> Reply:
        if not legal.can_raise:
            return closed_reply(legal)
        if not sizing_applies(self.game):
            return one_size_reply(legal)
        if preset is None:
            return Reply(say=_(MSG_SIZE_PREFLOP_ONLY))
        if not preset_applies(preset, legal, self.game):  # all in, above the pot-limit raise
            return Reply(say=above_pot(legal.committed + legal.stack, legal))
        return self._step(fewest_chips(preset_total(preset, legal, pot_total=pot_total) - legal.committed))

    def exact(self, legal: LegalActions, amount: int) -> Reply:
        """A typed raise-to total: the stack becomes it, or the words say why not and nothing changes."""
        if legal.can_raise and not sizing_applies(self.game):
            return one_size_reply(legal)
        refusal = exact_refusal(amount, legal)
        if refusal:
            return Reply(say=refusal)
        return self._step(fewest_chips(amount - legal.committed))

    def choose(self, view: PlayerView, kind: str) -> Reply:
        """F, C or Y while an opponent acts: choose (or unchoose) what to do when the turn comes."""
        if not may_choose(view):
            return Reply(say=not_now(view))
        self.pre = pre = choose(self.pre, kind, view)
        self.said_while_waiting = True
        if pre is None:
            return Reply(say=_(MSG_PRE_ACTION_OFF))
        words = _(PRE_ACTION_WORDS)
        if pre.kind != "check_call":
            return Reply(say=words[pre.kind])
        return Reply(say=words["call"].format(amount=shown(pre.owed)) if pre.owed else words["check"])

    def standing(self, view: PlayerView) -> PreAction | None:
        """The pre-action that still holds, forgetting one the table has made stale."""
        if self.pre is not None and not holds(self.pre, view):
            self.pre = None
        return self.pre


def pre_action_label(pre: PreAction) -> str:
    """A chosen pre-action as the bar named it: Check/fold, Check, Call 30, Call any."""
    if pre.kind == "check_fold":
        return _(PRE_CHECK_FOLD)
    if pre.kind == "call_any":
        return _(PRE_CALL_ANY)
    return _(strings.CALL).format(amount=shown(pre.owed)) if pre.owed else _(strings.CHECK)


def one_size_reply(legal: LegalActions) -> Reply:
    """A chip, a size or an amount in limit: R bets or raises the one legal size."""
    words = _(LIMIT_WORDS)
    word = words["bet"] if legal.is_bet else words["raise"]
    return Reply(say=_(MSG_LIMIT_ONE_SIZE).format(word=word, amount=shown(legal.min_raise_to or 0)))


def above_pot(amount: int, legal: LegalActions) -> str:
    """Why ``amount`` is refused in pot-limit: the pot (P) is the largest raise."""
    words = _(LIMIT_WORDS)
    word = words["pot_bet"] if legal.is_bet else words["pot_raise"]
    return _(MSG_ABOVE_POT).format(word=word, most=shown(legal.max_raise_to or 0), amount=shown(amount))


def closed_reply(legal: LegalActions) -> Reply:
    """R, a chip or a size when raising is closed: why, in words."""
    return Reply(say=_(strings.MSG_RAISE_CLOSED).format(reason=strings.raise_closed_reason(legal)))
