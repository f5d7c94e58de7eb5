"""Messages the table screen's parts send each other."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from textual.message import Message

from holdem.bots.base import Bot
from holdem.engine.actions import Action
from holdem.engine.view import PlayerView


@dataclass
class BotDecided(Message):
    """An opponent, thinking in a worker thread, has chosen its action (``failure``: none was asked)."""

    seat: int
    hand_number: int
    action: Action | None
    error: str = ""
    failure: Exception | None = None  # the opponents could not be built or copied: the game fails


@dataclass
class ControlClicked(Message):
    """A control on the action bar was clicked: run the action its key runs."""

    action: str


@dataclass
class SeatClicked(Message):
    """A seat on the felt was clicked: the table opens that player's figures."""

    seat: int


def bot_worker(
    opponent: Callable[[], Bot],
    view: PlayerView,
    pause: float,
    wake: threading.Event,
    post: Callable[[BotDecided], object],
    seat: int,
    hand_number: int,
) -> Callable[[], None]:
    """An opponent thinking in a worker thread: wait out the pause, decide, post ``BotDecided``.

    The pause comes first, so the bot's work never competes with drawing the frame that shows
    it thinking (the table's first frame, at start-up); ``wake`` cuts the pause short.
    ``opponent()`` gives the bot (the game's opponents are built on the first call, here).
    A decision that fails is reported and the table plays on; failing to get the bot at all is
    posted as ``failure``, for the screen to raise.
    """

    def work() -> None:
        wake.wait(pause)
        try:
            bot = opponent()
        except Exception as exc:
            post(BotDecided(seat, hand_number, None, repr(exc), failure=exc))
            return
        try:
            action: Action | None = bot.decide(view)
            error = ""
        except Exception as exc:  # reported, and the table plays on
            action, error = None, repr(exc)
        post(BotDecided(seat, hand_number, action, error))

    return work
