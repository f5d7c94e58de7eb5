"""A player's figures (I, or a click on a seat): every statistic by position and by street, with the note.

Also the small question that comes first when the key is used: which seat (its number or a click).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Final

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from holdem.app import strings
from holdem.app.hud_text import popup_body
from holdem.app.player_notes import keep_note, note_of
from holdem.app.render import FittingText, key_label
from holdem.app.session import PLAYER_SEAT, Session
from holdem.i18n.catalog import _, msg
from holdem.records.notes import Note
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import Control, TextPanel

POPUP_TITLE: Final = msg("hud.POPUP_TITLE", "{name}: every statistic, {scope}")
POPUP_HINT: Final = msg("hud.POPUP_HINT", (
    "Tab: this session or all sessions  ·  N: note  ·  Esc: back",
    "Tab: session or all · N: note · Esc: back",
))
PICK_HINT: Final = msg("hud.PICK_HINT", "Esc: cancel")


class SeatPickScreen(CrashGuard, ModalScreen[int | None]):
    """Which seat: its number (0 is the player's own) or a click on its row; Escape asks nothing."""

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    #pick-box { width: 56; max-width: 100%; height: auto; max-height: 100%; padding: 0 1;
                background: #202020; border: round #ffd75f; }
    #pick-title { height: auto; margin-bottom: 1; }
    #pick-box Control { height: 1; }
    #pick-hint { height: 1; margin-top: 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "pick(-1)", show=False),
        *(Binding(str(seat), f"pick({seat})", show=False) for seat in range(6)),
    ]

    def __init__(self, names: Sequence[str], prompt: str, *, first: int = 0) -> None:
        super().__init__()
        self.players, self.prompt, self.first = tuple(names), prompt, first

    def compose(self) -> ComposeResult:
        with Vertical(id="pick-box"):
            yield TextPanel(id="pick-title")
            for seat in range(self.first, len(self.players)):
                yield Control(f"pick({seat})", id=f"pick-{seat}")
            yield TextPanel(id="pick-hint")

    def on_mount(self) -> None:
        self.query_one("#pick-title", TextPanel).text = Text(self.prompt, style="bold")
        for seat in range(self.first, len(self.players)):
            self.query_one(f"#pick-{seat}", Control).set_face(key_label(str(seat), self.players[seat]), True)
        self.query_one("#pick-hint", TextPanel).text = Text(_(PICK_HINT), style="#d7d7af")

    def action_pick(self, seat: int) -> None:
        if not self.is_current:  # a second answer queued behind the first
            return
        if seat < 0:
            self.dismiss(None)
        elif self.first <= seat < len(self.players):
            self.dismiss(seat)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)


class PlayerScreen(SizeAware):
    """Tab switches this session / every session; N (or its control) writes the note; Escape goes back."""

    DEFAULT_CSS = """
    #player-scroll { height: 1fr; padding: 1 0 0 1; }
    #player-body { padding-right: 1; }  /* a column clear of the scroll bar */
    #player-keys { height: 1; padding: 0 1; }
    """
    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,i,I,q,Q", "close", strings.KEY_BACK.english, key_display="Esc"),
        Binding("tab,left,right", "switch", show=False),
        Binding("n,N", "note", show=False),
        Binding("up,k", "scroll('up')", show=False),
        Binding("down,j", "scroll('down')", show=False),
        Binding("pageup", "scroll('page_up')", show=False),
        Binding("pagedown,space", "scroll('page_down')", show=False),
    ]

    def __init__(self, session: Session, seat: int) -> None:
        super().__init__()
        self.session, self.seat = session, seat
        self.player = session.names[seat]
        self.lifetime = False

    def compose(self) -> ComposeResult:
        yield TextPanel(id="player-title", classes="screen-title")
        with VerticalScroll(id="player-scroll", can_focus=False):
            yield Static(id="player-body")
        yield Control("note", id="player-keys")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.show()

    def show(self, said: str = "") -> None:
        tally = self.session.lifetime() if self.lifetime else self.session.tally
        overall, by_position = tally.at(None if self.seat == PLAYER_SEAT else self.player)
        scope = _(strings.STATS_SCOPE_LIFETIME) if self.lifetime else _(strings.STATS_SCOPE_SESSION)
        self.query_one("#player-title", TextPanel).text = Text(
            " " + _(POPUP_TITLE).format(name=self.player, scope=scope), style="bold #d7d7af")
        note = None if self.seat == PLAYER_SEAT else note_of(self.session, self.player)
        self.query_one("#player-body", Static).update(popup_body(overall, by_position, note))
        forms = [Text(hint, style="#d7d7af") for hint in _(POPUP_HINT)]
        if said:
            forms = [Text.assemble((said, "bold #ffaf5f"), "  ", form) for form in forms]
            forms.append(Text(said, style="bold #ffaf5f"))
        self.query_one("#player-keys", Control).set_face(FittingText(forms), True)

    def action_switch(self) -> None:
        self.lifetime = not self.lifetime
        self.show()

    def action_close(self) -> None:
        if self.is_current:
            self.dismiss()

    def action_note(self) -> None:
        if self.seat == PLAYER_SEAT or not self.is_current:
            return  # notes are on opponents' names
        from holdem.tui.screens.note import NoteScreen

        def written(note: Note | None) -> None:
            if note is not None:
                self.show(said=keep_note(self.session, note))

        self.app.push_screen(NoteScreen(self.player, note_of(self.session, self.player)), written)

    def action_scroll(self, where: str) -> None:
        scroller = self.query_one("#player-scroll", VerticalScroll)
        {
            "up": scroller.scroll_up,
            "down": scroller.scroll_down,
            "page_up": scroller.scroll_page_up,
            "page_down": scroller.scroll_page_down,
        }[where](animate=False)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
