"""The field for an exact raise (key E): type 135, Enter puts it under Raise, Escape cancels.

A refused amount keeps the field open, says why and changes nothing on the table.

Keys typed ahead: the field reads its digits, Backspace, Enter and Escape through its
bindings, not through a focused ``Input``. Textual checks a key's bindings against the screen
on top when the key reaches the app, in the order the keys were typed, so the digits typed
right after E belong to the field as soon as it is pushed, before it is even drawn; and the
amount reaches the table (``answer``) before the key typed after Enter does, so
``E 1 1 0 Enter R`` raises to 110 however fast it is typed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen

from holdem.app import bet_strings as B
from holdem.app.render import key_label
from holdem.i18n.catalog import _
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.widgets import Control, TextPanel

MAX_DIGITS = 7
CARET = "▏"


class AmountScreen(CrashGuard, ModalScreen[None]):
    """Asks for a raise-to total in chips; ``refusal(amount)`` says why one is not allowed ("" if it is).

    An allowed amount goes to ``answer`` as the field closes.
    """

    AUTO_FOCUS = None  # no widget takes the keys: the screen's bindings read them in order
    DEFAULT_CSS = """
    #amount-box {
        width: 64; max-width: 100%; height: auto; padding: 0 1; margin-bottom: 3;
        background: #202020; border: round #ffd75f;
    }
    #amount-prompt { height: auto; }
    #amount-input { width: 100%; height: 1; margin: 1 0 0 0; background: #303030; }
    #amount-why { height: auto; min-height: 1; color: #ffaf5f; }
    #amount-hint { height: auto; color: #d7d7af; }
    #amount-buttons { height: 1; }
    #amount-buttons Control { margin-right: 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(digit), f"digit({digit})", show=False) for digit in range(10)),
        Binding("backspace", "erase", show=False),
        Binding("enter", "submit", show=False),
        Binding("escape", "cancel", show=False),
    ]

    def __init__(self, prompt: str, refusal: Callable[[int], str], answer: Callable[[int], None]) -> None:
        super().__init__()
        self.prompt = prompt
        self.refusal = refusal
        self.answer = answer
        self.value = ""  # the digits typed so far (some perhaps before the field was drawn)
        self.why = ""  # why the last amount was refused

    def compose(self) -> ComposeResult:
        with Vertical(id="amount-box"):
            yield TextPanel(id="amount-prompt")
            yield TextPanel(id="amount-input")
            yield TextPanel(id="amount-why")
            yield TextPanel(id="amount-hint")
            with Horizontal(id="amount-buttons"):
                yield Control("submit", key_label("Enter", _(B.AMOUNT_OK)), id="amount-ok")
                yield Control("cancel", key_label("Esc", _(B.AMOUNT_CANCEL)), id="amount-cancel")

    def on_mount(self) -> None:
        self.query_one("#amount-prompt", TextPanel).text = Text(self.prompt, style="bold")
        self.query_one("#amount-hint", TextPanel).text = Text(_(B.AMOUNT_HINT))
        self._show()

    def _show(self) -> None:
        """Draw the typed digits and the reason of a refusal (nothing to draw before the field is built)."""
        for field in self.query("#amount-input").results(TextPanel):
            field.text = Text(self.value + CARET, style="bold")
        for why in self.query("#amount-why").results(TextPanel):
            why.text = Text(self.why)

    def _type(self, value: str) -> None:
        """A new amount: the reason the last one was refused no longer applies."""
        self.value, self.why = value[:MAX_DIGITS], ""
        self._show()

    def action_digit(self, digit: int) -> None:
        self._type(self.value + str(digit))

    def action_erase(self) -> None:
        self._type(self.value[:-1])

    def on_paste(self, event: events.Paste) -> None:
        """Pasted digits are typed; anything else in the paste is left out."""
        event.stop()
        self._type(self.value + "".join(c for c in event.text if c.isdigit()))

    def action_submit(self) -> None:
        """Enter: the amount if it is allowed; otherwise why not, and the field stays open."""
        value = self.value
        self.why = _(B.MSG_AMOUNT_EMPTY) if not value.isdigit() else self.refusal(int(value))
        if self.why:
            self._show()
            return
        self.answer(int(value))  # now, before the next key: it may be R, which sends this amount
        self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
