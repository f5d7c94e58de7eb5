"""The table's betting keys and what they do, as the base of ``TableScreen``.

F C R, the chips, Backspace, the sizes and presets, the typed amount (E) on the player's turn;
F C Y choose a pre-action while an opponent acts. The logic lives in ``holdem.app.bet_slip``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from rich.text import Text

from holdem.app import strings
from holdem.app.bet_slip import (
    BetSlip,
    Reply,
    closed_reply,
    exact_refusal,
    not_now,
    one_size_reply,
    pre_action_label,
)
from holdem.app.pre_action import may_choose, resolve
from holdem.app.raise_builder import size_preset, sizing_applies
from holdem.app.session import PLAYER_SEAT, Session
from holdem.engine.actions import Action, IllegalActionError, LegalActions
from holdem.i18n.catalog import _, msg
from holdem.i18n.numbers import amount_unit
from holdem.tui.screens.small import SizeAware

MSG_PRE_ACTION_CLEARED: Final = msg(
    "strings.MSG_PRE_ACTION_CLEARED", "The bet changed: your pre-action is cleared.",
)
MSG_CALL_ANY_WAITING_ONLY: Final = msg(
    "strings.MSG_CALL_ANY_WAITING_ONLY", "Call any (Y) is for while others act; now press C.",
)
MSG_PRE_ACTION_PLAYED: Final = msg("strings.MSG_PRE_ACTION_PLAYED", "Your pre-action was played: {choice}.")

INFO_STYLE = "italic #d7d7af"


class BettingScreen(SizeAware):
    """A screen with the player's betting keys; the table screen supplies the hand and the drawing."""

    session: Session
    slip: BetSlip
    message: Text
    _said_to_act: tuple[int | None, Text] | None = None  # who "Not your turn" named, and those words

    if TYPE_CHECKING:  # what the table screen provides; declared only, so no base class is shadowed

        def _legal(self) -> LegalActions | None: ...

        def say(self, message: str, style: str = "bold #ffaf5f") -> None: ...

        def refresh_table(self) -> None: ...

        def advance(self) -> None: ...

    # ----- the turn, and what was chosen before it ------------------------------------

    def turn_arrives(self) -> bool:
        """The player's turn: words said while waiting go; a standing pre-action is played (True)."""
        if self.slip.said_while_waiting:
            self.slip.said_while_waiting = False
            self.message = Text()
        view = self.session.view()
        pre = self.slip.standing(view)
        self.slip.pre = None
        if pre is None or view.legal is None:
            return False
        self.slip.clear()
        self.session.act(PLAYER_SEAT, resolve(pre, view.legal))
        played = _(MSG_PRE_ACTION_PLAYED).format(choice=pre_action_label(pre))
        self.message = Text(played, style=INFO_STYLE)
        self.slip.said_while_waiting = True  # gone when the next turn comes
        return True

    def pre_action_shown(self) -> str:
        """The pre-action to draw; one the bet has made stale is dropped, and the message line says so."""
        had, view = self.slip.pre, self.session.view()
        standing = self.slip.standing(view)
        if had is not None and standing is None and self.slip.said_while_waiting and may_choose(view):
            self.message = Text(_(MSG_PRE_ACTION_CLEARED), style=INFO_STYLE)
        return "" if standing is None else standing.kind

    def _choose_ahead(self, kind: str) -> bool:
        """While an opponent acts, F, C and Y choose a pre-action; True when the key did that."""
        view = self.session.view()
        if self._legal() is not None or not may_choose(view):
            return False
        reply = self.slip.choose(view, kind)
        self.message = Text(reply.say, style=INFO_STYLE)
        self.refresh_table()
        return True

    # ----- the keys -------------------------------------------------------------------

    def _my_turn_or_explain(self) -> LegalActions | None:
        legal = self._legal()
        if legal is None:
            view = self.session.view()
            words = not_now(view)
            if words:
                self.say(words)
                self.slip.said_while_waiting = True
                self._said_to_act = (view.to_act, self.message)
        return legal

    def words_still_true(self) -> None:
        """"Not your turn: Nadia is to act." follows the turn: the next name, or gone when no one is."""
        if self._said_to_act is None:
            return
        seat, said = self._said_to_act
        if self.message is not said:  # other words have been said since
            self._said_to_act = None
            return
        view = self.session.view()
        if view.to_act == seat:
            return
        self._said_to_act = None
        self.message = Text()
        if not view.is_over and view.to_act is not None and view.to_act != PLAYER_SEAT:
            self._my_turn_or_explain()

    def _follow(self, reply: Reply) -> None:
        """Do what a betting key asked: send its action, say why not, or draw the new stack."""
        if reply.say:
            self.say(reply.say)
        elif reply.redraw:
            self.message = Text()
            self.refresh_table()
        elif reply.send is not None:
            self._send(reply.send)

    def _send(self, action: Action) -> None:
        legal = self._legal()
        reason = "" if legal is None else legal.why_illegal(action)
        if legal is None or reason:
            self.say(reason or _(strings.MSG_HAND_OVER))
            return
        self.slip.clear()
        self.message = Text()
        try:
            self.session.act(PLAYER_SEAT, action)
        except IllegalActionError as error:  # the engine has the last word
            self.say(str(error))
            return
        self.advance()

    def _betting_key(self, press: Callable[[LegalActions], Reply]) -> None:
        """Any key but F first forgets a pressed F, then acts on the player's turn only."""
        self.slip.fold_armed = False
        legal = self._my_turn_or_explain()
        if legal is not None:
            self._follow(press(legal))

    def action_fold(self) -> None:
        if self._choose_ahead("check_fold"):
            return
        legal = self._my_turn_or_explain()
        if legal is not None:
            self._follow(self.slip.fold(legal))

    def action_check_call(self) -> None:
        if not self._choose_ahead("check_call"):
            self._betting_key(self.slip.check_call)

    def action_call_any(self) -> None:
        if not self._choose_ahead("call_any") and self._my_turn_or_explain() is not None:
            self.say(_(MSG_CALL_ANY_WAITING_ONLY), style=INFO_STYLE)

    def action_raise(self) -> None:
        self._betting_key(self.slip.raise_)

    def action_chip(self, value: int) -> None:
        self._betting_key(lambda legal: self.slip.chip(legal, value))

    def action_take_back(self) -> None:
        self._betting_key(self.slip.take_back)

    def action_preset(self, preset: str) -> None:
        pot = self.session.view().pot_total
        self._betting_key(lambda legal: self.slip.preset(legal, preset, pot))

    def action_size(self, slot: int) -> None:
        view = self.session.view()
        preset = size_preset(slot, preflop=int(view.street) == 0)
        self._betting_key(lambda legal: self.slip.preset(legal, preset, view.pot_total))

    def action_amount(self) -> None:
        """E: a field for the exact raise-to total."""
        self.slip.fold_armed = False
        legal = self._my_turn_or_explain()
        if legal is None:
            return
        if legal.min_raise_to is None or legal.max_raise_to is None:
            self._follow(closed_reply(legal))
            return
        if not sizing_applies(self.slip.game):  # limit: R is the one size, nothing to type
            self._follow(one_size_reply(legal))
            return
        from holdem.tui.amount_field import AmountScreen, amount_prompt

        prompt = amount_prompt(legal.is_bet, legal.min_raise_to, legal.max_raise_to)
        big_blind = self.session.table.config.big_blind if amount_unit() == "bb" else 0
        self.app.push_screen(
            AmountScreen(prompt, lambda chips: exact_refusal(chips, legal), self._typed, big_blind=big_blind)
        )

    def _typed(self, amount: int) -> None:
        legal = self._legal()
        if legal is not None:
            self._follow(self.slip.exact(legal, amount))
