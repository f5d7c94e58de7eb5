"""Player actions, the legal-action set and the two kinds of action error.

An action is a small value with a notation:

>>> Action.raise_to(300)
Action.raise_to(300)
>>> str(Action.raise_to(300)), str(Action.call())
('raise_to 300', 'call')
>>> Action.parse("raise_to 300") == Action.raise_to(300)
True
>>> Action.parse("r60"), Action.parse("x"), Action.parse("f")
(Action.raise_to(60), Action.check(), Action.fold())

A bet is a ``raise_to`` when nobody has bet yet on the street; the engine
records it as a bet.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import lru_cache
from typing import Final


class InvalidActionError(ValueError):
    """An action that is badly formed: an unknown word, a negative or fractional amount."""


class IllegalActionError(Exception):
    """A well-formed action that the rules do not allow at this moment."""


class RaiseClosed(StrEnum):
    """Why a seat may not bet or raise now; the value is the reason in poker words (the one definition)."""

    SHORT_STACK = "not enough chips to raise: calling puts you all in"
    NOBODY_TO_CALL = "nobody could call a raise: the other players are all in, or all in just by calling"
    NOT_REOPENED = "betting was not reopened: the all-in since your last action was less than a full raise"
    CAPPED = "the betting is capped: four bets and raises this round"


class ActionType(Enum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    RAISE_TO = "raise_to"

    # A member is its only instance (equal means the same), so the identity hash serves, in C: actions and
    # events are dict keys in every policy and reading, and Enum's own hash is a Python call.
    __hash__ = object.__hash__


@lru_cache(maxsize=4096, typed=True)  # typed: 30.0 and True are refused, not taken for 30 and 1
def _raise_to(amount: int) -> Action:
    """The action raising to ``amount``, made once: the bots size many raises in every policy."""
    return Action(ActionType.RAISE_TO, amount)


_SHORT = {"f": "fold", "x": "check", "k": "check", "c": "call"}


@dataclass(frozen=True, slots=True)
class Action:
    """What a player does on their turn; ``amount`` is the raise-to total for ``raise_to``."""

    type: ActionType
    amount: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.type, ActionType):
            raise InvalidActionError(f"unknown action type {self.type!r}")
        if isinstance(self.amount, bool) or not isinstance(self.amount, int):
            raise InvalidActionError(f"amounts are whole chips, not {self.amount!r}")
        if self.type is ActionType.RAISE_TO:
            if self.amount <= 0:
                raise InvalidActionError(f"raise to {self.amount} is not a positive number of chips")
        elif self.amount != 0:
            raise InvalidActionError(f"{self.type.value} takes no amount")

    @classmethod
    def fold(cls) -> Action:
        return _FOLD

    @classmethod
    def check(cls) -> Action:
        return _CHECK

    @classmethod
    def call(cls) -> Action:
        return _CALL

    @classmethod
    def raise_to(cls, amount: int) -> Action:
        """Bet or raise so that this round's total in front of the player is ``amount``."""
        return _raise_to(amount)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read ``fold``/``f``, ``check``/``x``/``k``, ``call``/``c``, ``raise_to N``/``rN``/``bN``."""
        words = text.strip().lower().split()
        if not words:
            raise InvalidActionError("an empty string is not an action")
        head = _SHORT.get(words[0], words[0])
        if head in ("fold", "check", "call") and len(words) == 1:
            return cls(ActionType(head))
        if head in ("raise_to", "raise", "bet") and len(words) == 2:
            return cls.raise_to(_parse_amount(words[1], text))
        if len(words) == 1 and words[0][0] in "rb" and words[0][1:].isdigit():
            return cls.raise_to(_parse_amount(words[0][1:], text))
        raise InvalidActionError(f"cannot read {text!r} as an action")

    def __str__(self) -> str:
        if self.type is ActionType.RAISE_TO:
            return f"raise_to {self.amount}"
        return str(self.type.value)

    def __repr__(self) -> str:
        if self.type is ActionType.RAISE_TO:
            return f"Action.raise_to({self.amount})"
        return f"Action.{self.type.value}()"


def parse_actions(actions: str | Iterable[Action | str]) -> list[Action]:
    """Read several actions written together, or a list of actions and notations.

    >>> parse_actions("call raise_to 60 r120 fold")
    [Action.call(), Action.raise_to(60), Action.raise_to(120), Action.fold()]
    """
    if not isinstance(actions, str):
        return [item if isinstance(item, Action) else Action.parse(item) for item in actions]
    words = actions.split()
    found: list[Action] = []
    i = 0
    while i < len(words):
        takes_amount = words[i].lower() in ("raise_to", "raise", "bet") and i + 1 < len(words)
        found.append(Action.parse(" ".join(words[i : i + 2]) if takes_amount else words[i]))
        i += 2 if takes_amount else 1
    return found


# Actions without an amount are immutable values: one of each serves every hand.
_FOLD: Final = Action(ActionType.FOLD)
_CHECK: Final = Action(ActionType.CHECK)
_CALL: Final = Action(ActionType.CALL)


def _parse_amount(word: str, text: str) -> int:
    if not word.isdigit():
        raise InvalidActionError(f"cannot read the amount in {text!r}: amounts are whole chips")
    return int(word)


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the seat to act may do now.

    ``call_amount`` is what a call adds (0 when checking is free; capped at
    the stack, so a call may be all in for less). ``min_raise_to`` and
    ``max_raise_to`` bound a bet or raise as this round's total; both are
    ``None`` when raising is closed, and ``raise_closed_reason`` says why
    (a ``RaiseClosed``, which is also its words as a ``str``).

    >>> legal = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
    ...                      min_raise_to=20, max_raise_to=1000, raise_closed_reason=None)
    >>> Action.call() in legal, Action.check() in legal, Action.raise_to(25) in legal
    (True, False, True)
    """

    seat: int
    call_amount: int
    current_bet: int
    committed: int
    stack: int
    min_raise_to: int | None
    max_raise_to: int | None
    raise_closed_reason: RaiseClosed | None

    @property
    def raise_closed(self) -> RaiseClosed | None:
        """Why raising is closed, as a code a translation can key on; None when it is open."""
        return None if self.raise_closed_reason is None else RaiseClosed(self.raise_closed_reason)

    @property
    def can_check(self) -> bool:
        return self.call_amount == 0

    @property
    def can_call(self) -> bool:
        return self.call_amount > 0

    @property
    def can_raise(self) -> bool:
        return self.min_raise_to is not None

    @property
    def is_bet(self) -> bool:
        """True when nobody has bet this round, so a raise_to is a bet."""
        return self.current_bet == 0

    @property
    def call_is_all_in(self) -> bool:
        return 0 < self.call_amount == self.stack

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is not allowed now, in poker words, or None if it is."""
        kind = action.type
        if kind is ActionType.FOLD:
            return None
        if kind is ActionType.CHECK:
            if self.call_amount:
                return f"cannot check facing a bet: {self.call_amount} to call"
            return None
        if kind is ActionType.CALL:
            if not self.call_amount:
                return "there is no bet to call; check instead"
            return None
        word = "bet" if self.is_bet else "raise to"
        if self.min_raise_to is None or self.max_raise_to is None:
            return f"cannot {word.split()[0]}: {self.raise_closed_reason}"
        if action.amount > self.max_raise_to:
            if self.max_raise_to < self.committed + self.stack:  # pot-limit or limit: a ceiling below all in
                return f"{word} {action.amount} is above the largest allowed here, {self.max_raise_to}"
            return f"{word} {action.amount} is more than the {self.max_raise_to} available"
        if action.amount < self.min_raise_to:
            if self.is_bet:
                return f"bet {action.amount} is below the minimum bet of {self.min_raise_to}"
            return f"raise to {action.amount} is below the minimum raise to {self.min_raise_to}"
        return None

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and self.why_illegal(action) is None

    def actions(self) -> tuple[Action, ...]:
        """The distinct action kinds allowed, raises at their minimum and maximum."""
        found = [Action.fold()]
        found.append(Action.call() if self.call_amount else Action.check())
        if self.min_raise_to is not None and self.max_raise_to is not None:
            found.append(Action.raise_to(self.min_raise_to))
            if self.max_raise_to != self.min_raise_to:
                found.append(Action.raise_to(self.max_raise_to))
        return tuple(found)
