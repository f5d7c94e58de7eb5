"""Messages the table screen's parts send each other."""

from __future__ import annotations

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
