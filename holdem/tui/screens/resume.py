"""Before the table: offer to resume the saved session, and say what happened to damaged records."""

from __future__ import annotations

from datetime import datetime
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen

from holdem.app import strings
from holdem.app.practice_text import signed
from holdem.app.render import key_label
from holdem.i18n.catalog import _
from holdem.records.recorder import Records
from holdem.records.session import SessionRecord
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.widgets import Control, TextPanel


def _started(text: str) -> str:
    try:
        return strings.short_date(datetime.fromisoformat(text).astimezone(), year=True)
    except ValueError:
        return text


def notice_text(notices: list[str]) -> Text:
    text = Text()
    for i, notice in enumerate(notices):
        if i:
            text.append("\n")
        text.append("• " + strings.notice(notice), style="#ffaf5f")
    return text


class ResumeScreen(CrashGuard, ModalScreen[bool]):
    """Enter resumes the saved session, N starts a new one, Q leaves the game with the saved session kept as
    it is; notices (a voided hand) are shown too."""

    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,y,Y", "answer(True)", show=False),
        Binding("n,N", "answer(False)", show=False),
        Binding("q,Q", "app.request_quit", show=False),
    ]

    def __init__(
        self, record: SessionRecord, records: Records, notices: list[str], *, seats: int | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__()
        self.record = record
        self.records = records
        self.notices = notices
        self.seats = seats  # the table size asked for a new session (said when the saved one differs)
        self.seed = seed  # the seed given for a new session (--seed; said when the saved one differs)

    def compose(self) -> ComposeResult:
        with Vertical(id="resume-box", classes="dialog"):
            yield TextPanel(id="resume-title", classes="dialog-title")
            yield TextPanel(id="resume-body", classes="dialog-body")
            yield TextPanel(id="resume-notices", classes="dialog-body")
            yield Control("answer(True)", key_label("Enter", _(strings.RESUME_YES)), id="resume-yes")
            yield Control("answer(False)", key_label("N", _(strings.RESUME_NO)), id="resume-no")
            yield Control("app.request_quit", key_label("Q", _(strings.RESUME_QUIT)), id="resume-quit")

    def on_mount(self) -> None:
        record = self.record
        net = self.records.store.session_net(record.session_id)  # from summary rows: no hand decoded
        button = record.names[record.button] if record.button is not None else _(strings.STATS_NONE)
        self.query_one("#resume-title", TextPanel).text = Text(_(strings.RESUME_TITLE), style="bold")
        saved = strings.RESUME_SAVED if record.hand_number else strings.RESUME_SAVED_FRESH
        body = Text(
            _(saved).format(started=_started(record.started_at), hands=record.hand_number)
            + "\n"
            + _(strings.RESUME_STACK).format(stack=record.stacks[record.hero_seat], result=signed(net),
                                           button=button)
            + "\n"
            + _(strings.RESUME_GAME).format(game=_(strings.GAME_NAMES)[record.game.value])
        )
        if self.seats is not None and self.seats != len(record.names):
            body.append("\n" + _(strings.RESUME_SEATS).format(seats=len(record.names), given=self.seats))
        if self.seed is not None and self.seed != record.seed:
            body.append("\n" + _(strings.RESUME_SEED).format(given=self.seed))
        self.query_one("#resume-body", TextPanel).text = body
        notices = self.query_one("#resume-notices", TextPanel)
        notices.text = notice_text(self.notices)
        notices.display = bool(self.notices)

    def action_answer(self, resume: bool) -> None:
        self.dismiss(resume)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)


class NoticeScreen(CrashGuard, ModalScreen[None]):
    """Messages about the records (a damaged file moved aside); Enter goes on to the table."""

    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,escape", "close", show=False),
    ]

    def __init__(self, notices: list[str]) -> None:
        super().__init__()
        self.notices = notices

    def compose(self) -> ComposeResult:
        with Vertical(id="notice-box", classes="dialog"):
            yield TextPanel(id="notice-title", classes="dialog-title")
            yield TextPanel(id="notice-body", classes="dialog-body")
            yield Control("close", key_label("Enter", _(strings.NOTICE_CONTINUE)), id="notice-ok")

    def on_mount(self) -> None:
        self.query_one("#notice-title", TextPanel).text = Text(_(strings.NOTICE_TITLE), style="bold")
        self.query_one("#notice-body", TextPanel).text = notice_text(self.notices)

    def action_close(self) -> None:
        self.dismiss(None)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
