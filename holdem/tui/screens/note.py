"""The note on a name (N, or N on a player's figures): free text and one colour label, kept in the store.

The text field has the focus, so every letter goes to the note; Tab and Shift+Tab step through
the labels and a click picks one; Enter (or the Save control) gives the note back to the caller,
Escape (or Cancel) gives nothing back.
"""

from __future__ import annotations

from typing import ClassVar, Final

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from holdem.app.hud_text import LABEL_NAMES
from holdem.app.note_marks import NOTE_MARK
from holdem.app.render import key_label
from holdem.i18n.catalog import _, msg
from holdem.records.notes import LABEL_COLOURS, LABELS, NOTE_MAX, Note
from holdem.tui.crash import CrashGuard, guarded
from holdem.tui.messages import ControlClicked
from holdem.tui.widgets import Control, TextPanel

NOTE_TITLE: Final = msg("hud.NOTE_TITLE", "Note on {name}")
NOTE_LABEL: Final = msg("hud.NOTE_LABEL", "Label:")
NOTE_PLACEHOLDER: Final = msg("hud.NOTE_PLACEHOLDER", "what you noticed about this player")
NOTE_HINT: Final = msg("hud.NOTE_HINT", "Enter saves · Tab, Shift+Tab: the label · Esc cancels")
NOTE_SAVE: Final = msg("hud.NOTE_SAVE", "Save")
NOTE_CANCEL: Final = msg("hud.NOTE_CANCEL", "Cancel")

CHOICES = ("", *LABELS)


class NoteScreen(CrashGuard, ModalScreen[Note | None]):
    """A note on ``name``, starting from the one it has (``note``)."""

    DEFAULT_CSS = """
    #note-box { width: 64; max-width: 100%; height: auto; max-height: 100%; padding: 0 1;
                background: #202020; border: round #ffd75f; }
    #note-title { height: 1; }
    #note-text { width: 100%; margin: 1 0 0 0; }
    #note-label-title { height: 1; margin-top: 1; }
    #note-labels { grid-size: 4; grid-gutter: 0 1; height: auto; }
    #note-labels Control { width: 100%; height: 1; }
    #note-buttons { height: 1; margin-top: 1; }
    #note-buttons Control { width: auto; margin-right: 2; }
    #note-hint { height: auto; margin-top: 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", show=False),
        Binding("tab", "step(1)", show=False, priority=True),
        Binding("shift+tab", "step(-1)", show=False, priority=True),
    ]

    def __init__(self, name: str, note: Note | None = None) -> None:
        super().__init__()
        self.player = name
        self.label = note.label if note is not None else ""
        self.start_text = note.text if note is not None else ""

    def compose(self) -> ComposeResult:
        with Vertical(id="note-box"):
            yield TextPanel(id="note-title")
            yield Input(self.start_text, placeholder=_(NOTE_PLACEHOLDER), max_length=NOTE_MAX,
                        id="note-text")
            yield TextPanel(id="note-label-title")
            with Grid(id="note-labels"):
                for index in range(len(CHOICES)):
                    yield Control(f"choose({index})", id=f"note-label-{index}")
            with Horizontal(id="note-buttons"):
                yield Control("save", id="note-save")
                yield Control("cancel", id="note-cancel")
            yield TextPanel(id="note-hint")

    def on_mount(self) -> None:
        self.query_one("#note-title", TextPanel).text = Text(_(NOTE_TITLE).format(name=self.player),
                                                             style="bold")
        self.query_one("#note-label-title", TextPanel).text = Text(_(NOTE_LABEL))
        self.query_one("#note-save", Control).set_face(key_label("Enter", _(NOTE_SAVE)), True)
        self.query_one("#note-cancel", Control).set_face(key_label("Esc", _(NOTE_CANCEL)), True)
        self.query_one("#note-hint", TextPanel).text = Text(_(NOTE_HINT))
        self.show_labels()
        field = self.query_one(Input)
        field.cursor_blink = not self.app.is_headless  # a still cursor in tests' pictures
        field.focus()

    def show_labels(self) -> None:
        words = _(LABEL_NAMES)
        for index, label in enumerate(CHOICES):
            chosen = label == self.label
            face = Text("▶" if chosen else " ", style="bold #ffd75f")
            face.append(NOTE_MARK if label else "·", style=LABEL_COLOURS.get(label, "#808080"))
            face.append(" " + words[label], style="bold reverse" if chosen else "")
            self.query_one(f"#note-label-{index}", Control).set_face(face, True)

    def action_step(self, step: int) -> None:
        self.label = CHOICES[(CHOICES.index(self.label) + step) % len(CHOICES)]
        self.show_labels()

    def action_choose(self, index: int) -> None:
        if 0 <= index < len(CHOICES):
            self.label = CHOICES[index]
            self.show_labels()

    def action_save(self) -> None:
        if self.is_current:  # a second Enter queued behind the first finds the note gone
            self.dismiss(Note(self.player, self.label, self.query_one(Input).value.strip()))

    def action_cancel(self) -> None:
        if self.is_current:
            self.dismiss(None)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_save()

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)
