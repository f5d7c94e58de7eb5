"""The field for an exact raise (key E): type 135, Enter puts it under Raise, Escape cancels.

A refused amount keeps the field open, says why and changes nothing on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from holdem.app import bet_strings as B
from holdem.app.render import key_label
from holdem.i18n.catalog import _
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.widgets import Control, TextPanel

MAX_DIGITS = 7


class AmountScreen(CrashGuard, ModalScreen[int | None]):
    """Asks for a raise-to total in chips; ``refusal(amount)`` says why one is not allowed ("" if it is)."""

    DEFAULT_CSS = """
    AmountScreen { align: center bottom; background: #000000 40%; }
    #amount-box {
        width: 56; max-width: 100%; height: auto; padding: 0 1; margin-bottom: 3;
        background: #202020; border: round #ffd75f;
    }
    #amount-prompt { height: 1; }
    #amount-input { width: 100%; height: 1; margin: 1 0 0 0; }
    #amount-why { height: 1; color: #ffaf5f; }
    #amount-hint { height: 1; color: #d7d7af; }
    #amount-buttons { height: 1; }
    #amount-buttons Control { margin-right: 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, prompt: str, refusal: Callable[[int], str]) -> None:
        super().__init__()
        self.prompt = prompt
        self.refusal = refusal

    def compose(self) -> ComposeResult:
        with Vertical(id="amount-box"):
            yield TextPanel(id="amount-prompt")
            yield Input(id="amount-input", restrict=r"[0-9]*", max_length=MAX_DIGITS, compact=True)
            yield TextPanel(id="amount-why")
            yield TextPanel(id="amount-hint")
            with Horizontal(id="amount-buttons"):
                yield Control("submit", key_label("Enter", _(B.AMOUNT_OK)), id="amount-ok")
                yield Control("cancel", key_label("Esc", _(B.AMOUNT_CANCEL)), id="amount-cancel")

    def on_mount(self) -> None:
        self.query_one("#amount-prompt", TextPanel).text = Text(self.prompt, style="bold")
        self.query_one("#amount-hint", TextPanel).text = Text(_(B.AMOUNT_HINT))
        self.query_one(Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        """A new amount: the reason the last one was refused no longer applies."""
        event.stop()
        self.query_one("#amount-why", TextPanel).text = Text()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_submit()

    def action_submit(self) -> None:
        """Enter: the amount if it is allowed; otherwise why not, and the field stays open."""
        value = self.query_one(Input).value
        why = _(B.MSG_AMOUNT_EMPTY) if not value.isdigit() else self.refusal(int(value))
        if why:
            self.query_one("#amount-why", TextPanel).text = Text(why)
            return
        self.dismiss(int(value))

    def action_cancel(self) -> None:
        self.dismiss(None)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
