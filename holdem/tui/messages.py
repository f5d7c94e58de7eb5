"""Messages the table screen's parts send each other."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from textual.message import Message

from holdem.engine.actions import Action


@dataclass
class BotDecided(Message):
    """An opponent, thinking in a worker thread, has chosen its action."""

    seat: int
    hand_number: int
    action: Action | None
    error: str = ""


@dataclass
class ControlClicked(Message):
    """A control on the action bar was clicked: run the action its key runs."""

    action: str


def bot_worker(
    decide: Callable[[], Action],
    pause: float,
    wake: threading.Event,
    post: Callable[[BotDecided], object],
    seat: int,
    hand_number: int,
) -> Callable[[], None]:
    """An opponent thinking in a worker thread: wait out the pause, ``decide()``, post ``BotDecided``.

    The pause comes first, so the bot's work never competes with drawing the frame that shows
    it thinking (the table's first frame, at start-up); ``wake`` cuts the pause short.
    """

    def work() -> None:
        wake.wait(pause)
        try:
            action: Action | None = decide()
            error = ""
        except Exception as exc:  # reported, and the table plays on
            action, error = None, repr(exc)
        post(BotDecided(seat, hand_number, action, error))

    return work
