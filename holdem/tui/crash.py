"""A crash shows its traceback without local variables: they may hold other seats' hidden cards.

Textual prints the traceback of an uncaught error with every frame's local variables, and a
frame of the game may hold a hand's deck, an opponent's view or the encoded events of a hand.
The app and its screens turn an error into ``GameCrashed``, whose Rich rendering (the
``__rich__`` protocol Textual uses for errors that have one) is the same traceback without
locals. The engine's own objects also print no hidden card (see ``Hand``, ``Deck``,
``HoleCardsDealt`` and ``PlayerView``), for anything that prints them anyway.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, ParamSpec, TypeVar

from textual import events
from textual.message_pump import MessagePump

if TYPE_CHECKING:
    from rich.traceback import Traceback

P = ParamSpec("P")
R = TypeVar("R")


class GameCrashed(Exception):
    """An error inside the game; shown as a traceback without local variables."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error = error

    def __rich__(self) -> Traceback:
        from rich.traceback import Traceback

        error = self.error
        return Traceback.from_exception(
            type(error), error, error.__traceback__, show_locals=False, width=None
        )


def crashed(error: Exception) -> GameCrashed:
    """``error`` as a ``GameCrashed`` (itself when it already is one)."""
    return error if isinstance(error, GameCrashed) else GameCrashed(error)


class CrashGuard(MessagePump):
    """Mixed into the app and its screens: an error in handling an event crashes without locals."""

    async def on_event(self, event: events.Event) -> None:
        try:
            await super().on_event(event)
        except Exception as error:
            raise crashed(error) from error


def guarded(handler: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """The same for a message handler (messages do not pass through ``on_event``)."""

    @functools.wraps(handler)
    async def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await handler(*args, **kwargs)
        except Exception as error:
            raise crashed(error) from error

    return run


def guarded_sync(handler: Callable[P, R]) -> Callable[P, R]:
    """``guarded`` for a handler that is a plain function."""

    @functools.wraps(handler)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return handler(*args, **kwargs)
        except Exception as error:
            raise crashed(error) from error

    return run


__all__ = ["CrashGuard", "GameCrashed", "guarded", "guarded_sync"]
