"""The footer: the screen's shown keys in one line, in the current language; a click presses the key.

One widget draws what Textual's ``Footer`` draws with a widget per key (compact style: the
key, its words, a cell between keys; a key not usable now is dimmed). It redraws when the
screen's bindings change, so it builds no widgets as hands go by. Where the line is wider than
the footer, arrow pairs close up ("← →" to "←→"), then the words of the keys every page has
(Esc Back) are left out; the key itself stays.
"""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding

from holdem.app import strings
from holdem.app.strings import key_word
from holdem.tui.hover import HoverParts

KNOWN_WORDS = (strings.KEY_BACK.english, strings.KEY_CLOSE.english)
"""What the key every page has does (Esc goes back): its words go first when the line is narrow."""


class KeyFooter(HoverParts):
    """The keys of the screen's shown bindings (``show=True``), the greyed ones dimmed."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "footer-key--key", "footer-key--description", "footer-key--hover",
    }
    DEFAULT_CSS = """
    KeyFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    KeyFooter > .footer-key--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyFooter > .footer-key--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    KeyFooter > .footer-key--hover {
        color: $footer-key-foreground;
        background: $block-hover-background;
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self._placed: list[tuple[int, int, Binding, bool]] = []  # start, end, binding, usable now

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, _screen: object) -> None:
        self.refresh()

    def words(self, description: str) -> str:
        """What a key does, in the current language (a binding's description is the English id)."""
        return key_word(description)

    def _shown(self) -> list[tuple[Binding, bool]]:
        """The first shown binding of each action, and whether it is usable now."""
        first: dict[str, tuple[Binding, bool]] = {}
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in first:
                first[binding.action] = (binding, enabled)
        return list(first.values())

    def render(self) -> Text:
        shown, width = self._shown(), self.content_region.width
        for close_up, known in ((False, True), (True, True), (True, False)):
            line = self._line(shown, close_up=close_up, known_words=known)
            if line.cell_len <= width + 1:  # the space after the last key may go
                break
        return line

    def _line(self, shown: list[tuple[Binding, bool]], *, close_up: bool, known_words: bool) -> Text:
        """The keys in one line (``close_up``: arrow pairs without the space between them; without
        ``known_words``, the :data:`KNOWN_WORDS` left out), and where each key is in it."""
        key_style = self.get_component_rich_style("footer-key--key")
        words_style = self.get_component_rich_style("footer-key--description")
        hover_style = self.get_component_rich_style("footer-key--hover")
        line, self._placed = Text(no_wrap=True, overflow="crop"), []
        for binding, enabled in shown:
            display = self.app.get_key_display(binding)
            piece = Text.assemble((display.replace(" ", "") if close_up else display, key_style))
            if binding.description and (known_words or binding.description not in KNOWN_WORDS):
                piece.append(" " + self.words(binding.description), words_style)
            base = Style(dim=not enabled) + (hover_style if binding.key == self._hover else Style())
            piece.stylize_before(self.rich_style + base)
            start = line.cell_len
            line.append_text(piece)
            self._placed.append((start, line.cell_len, binding, enabled))
            line.append(" ")
        return line

    def _key_at(self, x: int) -> tuple[Binding, bool] | None:
        return next(((binding, on) for start, end, binding, on in self._placed if start <= x < end), None)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        found = self._key_at(event.x)
        if found is None:
            return
        binding, enabled = found
        if enabled:
            self.app.simulate_key(binding.key)
        else:
            self.app.bell()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        found = self._key_at(event.x)
        self._set_hover(found[0].key if found is not None else None)
