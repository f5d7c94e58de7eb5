"""The hand list's cards filter (C on the list): the player types ranks or cards, Enter keeps them."""

from __future__ import annotations

from typing import ClassVar, Final

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from holdem.i18n.catalog import _, msg
from holdem.tui.crash import CrashGuard
from holdem.tui.widgets import TextPanel

CARDS_TITLE: Final = msg("hud.CARDS_TITLE", "Your hole cards: ranks (AK, TT) or cards (Ah, AhKd)")
CARDS_HINT: Final = msg("hud.CARDS_HINT", "Enter: filter · empty: any cards · Esc: cancel")


class CardsFilterScreen(CrashGuard, ModalScreen[str | None]):
    """Enter gives back what was typed ("" for any cards); Escape gives back nothing."""

    DEFAULT_CSS = """
    #cards-box { width: 56; max-width: 100%; height: auto; padding: 0 1; background: #202020;
                 border: round #ffd75f; }
    #cards-title, #cards-hint { height: auto; }
    #cards-hint { color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, cards: str = "") -> None:
        super().__init__()
        self.cards = cards

    def compose(self) -> ComposeResult:
        with Vertical(id="cards-box"):
            yield TextPanel(id="cards-title")
            yield Input(self.cards, max_length=8, id="cards-text")
            yield TextPanel(id="cards-hint")

    def on_mount(self) -> None:
        self.query_one("#cards-title", TextPanel).text = Text(_(CARDS_TITLE), style="bold")
        self.query_one("#cards-hint", TextPanel).text = Text(_(CARDS_HINT))
        field = self.query_one(Input)
        field.cursor_blink = not self.app.is_headless
        field.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self.is_current:
            self.dismiss(event.value.strip())

    def action_cancel(self) -> None:
        if self.is_current:
            self.dismiss(None)
