"""Asking before leaving in the middle of a hand."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen

from holdem.app import strings
from holdem.app.render import key_label
from holdem.i18n.catalog import _
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.widgets import Control, TextPanel


class QuitScreen(CrashGuard, ModalScreen[bool]):
    """Y (or a click on it) leaves, folding the hand and finishing it; N, Escape, Enter and Space stay.

    Staying is the default: Enter and Space, the next-hand keys a habit presses, answer it, and
    its control is drawn marked as the default.
    """

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    #quit-no { background: #3a3a20; text-style: bold; }
    #quit-keys { height: auto; margin-top: 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,Y", "leave", show=False),
        Binding("n,N,escape,enter,space", "stay", show=False),
        Binding("q,Q", "ignore", show=False),  # a second Q is not an answer: Y is
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="quit-box"):
            yield TextPanel(id="quit-title")
            yield TextPanel(id="quit-body")
            yield Control("leave", id="quit-yes")
            yield Control("stay", id="quit-no")
            yield TextPanel(id="quit-keys")

    def on_mount(self) -> None:
        self.query_one("#quit-title", TextPanel).text = Text(_(strings.QUIT_TITLE), style="bold")
        self.query_one("#quit-body", TextPanel).text = Text(_(strings.QUIT_BODY))
        self.query_one("#quit-yes", Control).set_face(Text("  ").append_text(
            key_label("Y", _(strings.QUIT_YES)[3:])), True)
        stay = Text("▶ ", style="bold #ffd75f").append_text(key_label("N", _(strings.QUIT_NO)[3:]))
        stay.append("  " + _(strings.QUIT_DEFAULT), style="italic #ffd75f")
        self.query_one("#quit-no", Control).set_face(stay, True)
        self.query_one("#quit-keys", TextPanel).text = Text(_(strings.QUIT_KEYS))

    def action_leave(self) -> None:
        self.dismiss(True)

    def action_stay(self) -> None:
        self.dismiss(False)

    def action_ignore(self) -> None:
        """Q again while asked: the question stays until it is answered."""

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
