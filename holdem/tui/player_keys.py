"""The player's betting keys on the table: fold, check or call, and the raise built from chips."""

from __future__ import annotations

from rich.text import Text

from holdem.app import strings as S
from holdem.app.raise_builder import fewest_chips, preset_total, raise_total
from holdem.app.session import PLAYER_SEAT, Session
from holdem.engine.actions import Action, IllegalActionError, LegalActions
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _


class PlayerKeys:
    """Mixed into the table screen: what F, C, R, the chip keys, Backspace and M H P A do."""

    session: Session
    chips: list[int]
    fold_armed: bool
    board_shown: int | None
    quitting: bool
    message: Text

    def say(self, message: str, style: str = "bold #ffaf5f") -> None:
        raise NotImplementedError

    def advance(self) -> None:
        raise NotImplementedError

    def refresh_table(self) -> None:
        raise NotImplementedError

    def _legal(self, view: PlayerView | None = None) -> LegalActions | None:
        view = view or self.session.view()
        if self.board_shown is not None or self.quitting:
            return None
        return view.legal if view.my_turn else None

    def _my_turn_or_explain(self) -> LegalActions | None:
        legal = self._legal()
        if legal is not None:
            return legal
        hand = self.session.hand
        if hand is None or hand.is_over:
            self.say(_(S.MSG_HAND_OVER))
        elif hand.folded[PLAYER_SEAT]:
            self.say(_(S.YOU_FOLDED))
        elif hand.to_act is not None:
            self.say(_(S.MSG_NOT_YOUR_TURN).format(name=hand.names[hand.to_act]))
        return None

    def _send(self, action: Action) -> None:
        legal = self._legal()
        reason = "" if legal is None else legal.why_illegal(action)
        if legal is None or reason:
            self.say(reason or _(S.MSG_HAND_OVER))
            return
        self.chips.clear()
        self.fold_armed = False
        self.message = Text()
        try:
            self.session.act(PLAYER_SEAT, action)
        except IllegalActionError as error:  # the engine has the last word
            self.say(str(error))
            return
        self.advance()

    def _raising(self) -> LegalActions | None:
        """The legal actions when a raise can be built now, else None (after explaining why)."""
        legal = self._my_turn_or_explain()
        if legal is None:
            return None
        if not legal.can_raise:
            self.say(_(S.MSG_RAISE_CLOSED).format(reason=S.raise_closed_reason(legal)))
            return None
        return legal

    def _disarm(self) -> None:
        self.fold_armed = False

    def action_fold(self) -> None:
        legal = self._my_turn_or_explain()
        if legal is None:
            return
        if legal.can_check and not self.fold_armed:
            self.fold_armed = True
            self.say(_(S.MSG_FOLD_CONFIRM))
            return
        self._send(Action.fold())

    def action_check_call(self) -> None:
        self._disarm()
        legal = self._my_turn_or_explain()
        if legal is not None:
            self._send(Action.check() if legal.can_check else Action.call())

    def action_raise(self) -> None:
        self._disarm()
        legal = self._raising()
        if legal is None or legal.min_raise_to is None or legal.max_raise_to is None:
            return
        total = raise_total(self.chips, legal)
        assert total is not None
        if total < legal.min_raise_to and total < legal.max_raise_to:
            template = _(S.MSG_MIN_BET) if legal.is_bet else _(S.MSG_MIN_RAISE)
            self.say(template.format(amount=legal.min_raise_to))
            return
        self._send(Action.raise_to(total))

    def action_chip(self, value: int) -> None:
        self._disarm()
        legal = self._raising()
        if legal is None or legal.max_raise_to is None:
            return
        if legal.committed + sum(self.chips) >= legal.max_raise_to:
            self.say(_(S.MSG_STACK_FULL).format(amount=legal.max_raise_to))
            return
        self.chips.append(value)
        self.message = Text()
        self.refresh_table()

    def action_take_back(self) -> None:
        self._disarm()
        if self._raising() is None:
            return
        if not self.chips:
            self.say(_(S.MSG_STACK_EMPTY))
            return
        self.chips.pop()
        self.message = Text()
        self.refresh_table()

    def action_preset(self, preset: str) -> None:
        self._disarm()
        legal = self._raising()
        if legal is None:
            return
        total = preset_total(preset, legal, pot_total=self.session.view().pot_total)
        self.chips[:] = fewest_chips(total - legal.committed)
        self.message = Text()
        self.refresh_table()

