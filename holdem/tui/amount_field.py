"""The field for an exact raise (key E): type 135, Enter puts it under Raise, Escape cancels.

A refused amount keeps the field open, says why and changes nothing on the table.

Keys typed ahead: the field reads its digits, Backspace, Enter and Escape through its
bindings, not through a focused ``Input``. Textual checks a key's bindings against the screen
on top when the key reaches the app, in the order the keys were typed, so the digits typed
right after E belong to the field as soon as it is pushed, before it is even drawn; and the
amount reaches the table (``answer``) before the key typed after Enter does, so
``E 1 1 0 Enter R`` raises to 110 however fast it is typed.

While the table shows amounts in big blinds (key B), the field takes big blinds too, a decimal
allowed (``2.5``), and gives the table the chips they make.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import ClassVar, Final

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen

from holdem.app.render import key_label
from holdem.i18n.catalog import _, msg
from holdem.i18n.numbers import amount
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.widgets import Control, TextPanel

MAX_DIGITS = 7
CARET = "▏"
DECIMAL_MARKS = ".,"  # a decimal point or comma, for big blinds (2.5 or 2,5)

# The field's words (context ``strings.NAME``, as before they moved here).
AMOUNT_PROMPT_BET: Final = msg("strings.AMOUNT_PROMPT_BET", "Bet (from {low} to {high}):")
AMOUNT_PROMPT_RAISE: Final = msg("strings.AMOUNT_PROMPT_RAISE", "Raise to (from {low} to {high}):")
AMOUNT_IN_BB: Final = msg("strings.AMOUNT_IN_BB", "In big blinds (B: chips); 2.5 is two and a half.")
AMOUNT_HINT: Final = msg("strings.AMOUNT_HINT", "Enter puts it under Raise (R sends it) · Esc cancels")
AMOUNT_OK: Final = msg("strings.AMOUNT_OK", "OK")
AMOUNT_CANCEL: Final = msg("strings.AMOUNT_CANCEL", "Cancel")
MSG_AMOUNT_EMPTY: Final = msg("strings.MSG_AMOUNT_EMPTY", "Type an amount in chips, or Esc to cancel.")
MSG_AMOUNT_EMPTY_BB: Final = msg(
    "strings.MSG_AMOUNT_EMPTY_BB", "Type an amount in big blinds, or Esc to cancel."
)


def amount_prompt(is_bet: bool, low: int, high: int) -> str:
    """What the field asks, its limits in the table's unit: "Raise to (from 4 bb to 100 bb):"."""
    template = _(AMOUNT_PROMPT_BET) if is_bet else _(AMOUNT_PROMPT_RAISE)
    return template.format(low=amount(low), high=amount(high))


def chips_typed(text: str, big_blind: int) -> int | None:
    """The chips ``text`` stands for: whole chips, or big blinds of ``big_blind`` chips (0: chips).

    >>> chips_typed("135", 0), chips_typed("30", 10), chips_typed("2,5", 10), chips_typed("2.", 10)
    (135, 300, 25, 20)
    >>> chips_typed("", 10), chips_typed("2.5", 0)
    (None, None)
    """
    if not big_blind:
        return int(text) if text.isdigit() else None
    try:
        blinds = Decimal(text.replace(",", "."))
    except InvalidOperation:
        return None
    return round(blinds * big_blind) if blinds.is_finite() else None


class AmountScreen(CrashGuard, ModalScreen[None]):
    """Asks for a raise-to total in chips, or in big blinds of ``big_blind`` chips; ``refusal(amount)``
    says why one is not allowed ("" if it is).

    An allowed amount, in chips, goes to ``answer`` as the field closes.
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
        *(Binding(key, "decimal_mark", show=False) for key in ("full_stop", "comma")),
        Binding("backspace", "erase", show=False),
        Binding("enter", "submit", show=False),
        Binding("escape", "cancel", show=False),
    ]

    def __init__(
        self, prompt: str, refusal: Callable[[int], str], answer: Callable[[int], None], big_blind: int = 0
    ) -> None:
        super().__init__()
        self.prompt = prompt
        self.big_blind = big_blind
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
                yield Control("submit", key_label("Enter", _(AMOUNT_OK)), id="amount-ok")
                yield Control("cancel", key_label("Esc", _(AMOUNT_CANCEL)), id="amount-cancel")

    def on_mount(self) -> None:
        self.query_one("#amount-prompt", TextPanel).text = Text(self.prompt, style="bold")
        hint = f"{_(AMOUNT_IN_BB)} {_(AMOUNT_HINT)}" if self.big_blind else _(AMOUNT_HINT)
        self.query_one("#amount-hint", TextPanel).text = Text(hint)
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

    def action_decimal_mark(self) -> None:
        """A decimal point, in big blinds only, once."""
        if self.big_blind and not any(mark in self.value for mark in DECIMAL_MARKS):
            self._type(self.value + ".")

    def action_erase(self) -> None:
        self._type(self.value[:-1])

    def on_paste(self, event: events.Paste) -> None:
        """Pasted digits are typed; anything else in the paste is left out."""
        event.stop()
        marks = DECIMAL_MARKS if self.big_blind else ""
        self._type(self.value + "".join(c for c in event.text if c.isdigit() or c in marks))

    def action_submit(self) -> None:
        """Enter: the amount if it is allowed; otherwise why not, and the field stays open."""
        chips = chips_typed(self.value, self.big_blind)
        empty = MSG_AMOUNT_EMPTY_BB if self.big_blind else MSG_AMOUNT_EMPTY
        self.why = _(empty) if chips is None else self.refusal(chips)
        if self.why or chips is None:
            self._show()
            return
        self.answer(chips)  # now, before the next key: it may be R, which sends this amount
        self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
