"""Asking before leaving in the middle of a hand."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen

from holdem.app import strings as S
from holdem.app.render import key_label
from holdem.i18n.catalog import _
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.widgets import Control, TextPanel


class QuitScreen(CrashGuard, ModalScreen[bool]):
    """Y leaves (folding the hand and finishing it), N or Escape stays."""

    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,Y,q,Q,enter", "leave", show=False),
        Binding("n,N,escape", "stay", show=False),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="quit-box"):
            yield TextPanel(id="quit-title")
            yield TextPanel(id="quit-body")
            yield Control("leave", key_label("Y", _(S.QUIT_YES)[3:]), id="quit-yes")
            yield Control("stay", key_label("N", _(S.QUIT_NO)[3:]), id="quit-no")

    def on_mount(self) -> None:
        self.query_one("#quit-title", TextPanel).text = Text(_(S.QUIT_TITLE), style="bold")
        self.query_one("#quit-body", TextPanel).text = Text(_(S.QUIT_BODY))

    def action_leave(self) -> None:
        self.dismiss(True)

    def action_stay(self) -> None:
        self.dismiss(False)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
