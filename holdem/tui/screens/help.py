"""The rules-and-keys page, and the glossary behind it (Tab)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from holdem.app import strings
from holdem.app.glossary import GlossaryPage, section_line
from holdem.app.help_text import close_hint, help_text
from holdem.tui.look import deck_of, follow_look
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import TextPanel


class HelpScreen(SizeAware):
    """Escape (or ?) closes it; Tab turns to the glossary and back; the arrow and page keys scroll; T opens
    the settings."""

    DEFAULT_CSS = """
    #help-scroll { height: 1fr; padding: 1 1 1 2; }
    #help-body { padding-right: 1; }  /* a column clear of the scroll bar */
    #help-hint { height: 1; background: #1c1c1c; padding: 0 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark", "close", strings.KEY_CLOSE.english, key_display="Esc"),
        Binding("t,T", "settings", strings.KEY_SETTINGS.english, show=False),
        Binding("tab,shift+tab", "turn", show=False),
        Binding("up,k", "scroll('up')", show=False),
        Binding("down,j", "scroll('down')", show=False),
        Binding("pageup", "scroll('page_up')", show=False),
        Binding("pagedown,space", "scroll('page_down')", show=False),
        Binding("home", "scroll('home')", show=False),
        Binding("end", "scroll('end')", show=False),
    ]

    def __init__(self, *, glossary: bool = False, section: int | None = None) -> None:
        """``glossary``: open on the glossary, at its section ``section`` (None: at the top)."""
        super().__init__()
        self.glossary = glossary  # the page shown: the rules and keys, or the glossary
        self.section = section

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll", can_focus=False):
            yield Static(GlossaryPage() if self.glossary else help_text(deck_of(self)), id="help-body")
        yield Static(close_hint(), id="help-hint")
        yield TextPanel(id="too-small")

    def action_close(self) -> None:
        self.dismiss()

    def action_turn(self) -> None:
        """Tab: the glossary, or back to the rules and keys, from the top."""
        self.glossary = not self.glossary
        self.redraw()
        self.query_one("#help-scroll", VerticalScroll).scroll_home(animate=False)

    def action_settings(self) -> None:
        from holdem.tui.screens.settings import open_settings

        open_settings(self)

    def on_mount(self) -> None:
        super().on_mount()
        follow_look(self, self.redraw)
        if self.glossary and self.section is not None:
            self.call_after_refresh(self._to_section, self.section)

    def _to_section(self, section: int) -> None:
        body = self.query_one("#help-body", Static)
        line = section_line(section, max(1, body.content_region.width))
        self.query_one("#help-scroll", VerticalScroll).scroll_to(y=line, animate=False)

    def redraw(self) -> None:
        """Draw the page again in the current language and card style."""
        page = GlossaryPage() if self.glossary else help_text(deck_of(self))
        self.query_one("#help-body", Static).update(page)
        self.query_one("#help-hint", Static).update(close_hint())

    def action_scroll(self, where: str) -> None:
        scroller = self.query_one("#help-scroll", VerticalScroll)
        {
            "up": scroller.scroll_up,
            "down": scroller.scroll_down,
            "page_up": scroller.scroll_page_up,
            "page_down": scroller.scroll_page_down,
            "home": scroller.scroll_home,
            "end": scroller.scroll_end,
        }[where](animate=False)
