"""What an opponent is: something that turns its seat's view into an action."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol, runtime_checkable

from holdem.engine.actions import Action
from holdem.engine.view import PlayerView


@runtime_checkable
class Bot(Protocol):
    """An opponent. It sees only its own seat's ``PlayerView`` and returns a legal action."""

    name: str

    def decide(self, view: PlayerView) -> Action:
        """The action for ``view.seat``, which is to act (``view.legal`` is set)."""
        ...


@runtime_checkable
class Learner(Protocol):
    """A bot that also learns from finished hands: call ``observe`` with its seat's final view.

    The simulator does this for every bot after every hand; the game should too
    (``if isinstance(bot, Learner): bot.observe(hand.view(seat))``). Without it a
    bot learns only from what it saw up to its own last decision in each hand.
    """

    def observe(self, view: PlayerView) -> None:
        """Take in what this seat saw of a hand (any number of times; each event counts once)."""
        ...


class ScriptedBot:
    """Plays a fixed list of actions, then checks or folds; for tests and replays."""

    def __init__(self, name: str, actions: Iterable[Action | str] = ()) -> None:
        self.name = name
        self._script: Iterator[Action | str] = iter(actions)

    def decide(self, view: PlayerView) -> Action:
        item = next(self._script, None)
        if item is not None:
            return item if isinstance(item, Action) else Action.parse(item)
        legal = view.legal
        assert legal is not None
        return Action.check() if legal.can_check else Action.fold()


class StatelessBot:
    """A bot that needs nothing but its name: its decision depends on the view alone."""

    def __init__(self, name: str) -> None:
        self.name = name


class CallingBot(StatelessBot):
    """Checks or calls every time; the simplest stand-in opponent."""

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        return Action.check() if legal.can_check else Action.call()
