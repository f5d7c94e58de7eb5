"""The table screen's parts. None of them takes focus, so every key reaches the screen.

On the table each part holds the screen's one ``TableScene`` (bound with ``data_bind``) and
draws its own piece of it. The felt and the action bar have modules of their own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console, RenderableType
from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget

from holdem.app.log_lines import recent_lines, untold
from holdem.app.render import FittingText
from holdem.app.scene import TableScene
from holdem.tui.key_footer import KeyFooter
from holdem.tui.messages import ControlClicked


class LogView(Widget):
    """The action log, newest line at the bottom; shows as much as fits."""

    scene: reactive[TableScene | None] = reactive(None, layout=False, repaint=False)  # set_lines repaints

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._lines: list[Text] = []

    @property
    def lines(self) -> list[Text]:
        return self._lines

    def watch_scene(self, scene: TableScene | None) -> None:
        if scene is not None:
            self.set_lines(scene.log)

    def set_lines(self, lines: Sequence[Text]) -> None:
        """Show ``lines``; the same lines again (an opponent starting to think) draw nothing anew."""
        if len(lines) == len(self._lines) and all(map(_same, lines, self._lines)):
            return
        self._lines = list(lines)
        self.refresh()

    def render(self) -> RenderableType:
        width = max(1, self.content_region.width)
        height = max(1, self.content_region.height)
        shown: list[Text] = []
        for line in reversed(self._lines):
            shown[:0] = hanging(line, self.app.console, width)
            if len(shown) >= height:
                break
        return Text("\n").join(shown[-height:])


HANG = 1
"""Columns a log line's wrapped part stands in, so that it does not read as a line of its own."""


def hanging(text: Text, console: Console, width: int) -> list[Text]:
    """``text`` wrapped to ``width`` cells (:func:`wrap_whole`), its wrapped part indented by :data:`HANG`.

    >>> from rich.console import Console
    >>> [line.plain.rstrip() for line in hanging(Text("15 uncalled, back to Rafael"), Console(), 21)]
    ['15 uncalled, back to', ' Rafael']
    """
    lines = wrap_whole(text, console, width)
    if len(lines) < 2 or width <= HANG + 1:
        return lines
    lines = wrap_whole(text, console, width - HANG)
    return [lines[0], *(Text(" " * HANG) + line for line in lines[1:])]


GLUE = "\u2024"  # stands for the space between an amount and its unit while a line is wrapped
_UNIT = re.compile(r"(?<=\d) (?=bb\b)")


def wrap_whole(text: Text, console: Console, width: int) -> list[Text]:
    """``text`` wrapped to ``width`` cells, an amount never parted from its unit ("11 bb")."""
    plain = text.plain
    if " bb" not in plain:
        return list(text.wrap(console, width))
    glued = text.copy()
    glued.plain = _UNIT.sub(GLUE, plain)
    lines = list(glued.wrap(console, width))
    for line in lines:
        line.plain = line.plain.replace(GLUE, " ")
    return lines


def _same(a: Text, b: Text) -> bool:
    return a.plain == b.plain and a.spans == b.spans and a.style == b.style


def _same_forms(a: Text, b: Text) -> bool:
    """The same text, and the same shorter forms when it has some (``FittingText``)."""
    forms_a = a.forms if isinstance(a, FittingText) else (a,)
    forms_b = b.forms if isinstance(b, FittingText) else (b,)
    return len(forms_a) == len(forms_b) and all(map(_same, forms_a, forms_b))


class Control(Widget):
    """A clickable face for one key's action; clicking runs what the key runs."""

    label: reactive[Text] = reactive(Text, layout=True, always_update=False)

    def __init__(self, action: str, label: Text | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.action_name = action
        if label is not None:
            self.label = label

    def render(self) -> RenderableType:
        label = self.label
        return label.fitting(self.content_region.width) if isinstance(label, FittingText) else label

    def set_face(self, label: Text, enabled: bool) -> None:
        if not _same(label, self.label):
            self.label = label
        self.set_class(not enabled, "-disabled")

    def on_click(self, event: Click) -> None:
        event.stop()
        self.post_message(ControlClicked(self.action_name))


class TextPanel(Widget):
    """A block of prepared text: the top bar, the message line, the result of a hand."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._text = Text()

    @property
    def text(self) -> Text:
        return self._text

    @text.setter
    def text(self, value: Text) -> None:
        if not _same(value, self._text):
            self._text = value
            self.refresh(layout=True)

    def render(self) -> RenderableType:
        text = self._text
        return text.fitting(self.content_region.width) if isinstance(text, FittingText) else text


class ScenePanel(Widget):
    """A line or block of the table drawn from the scene: the top bar, the message line, the result.

    Its size is set by the stylesheet, so a new scene repaints it without laying the screen out again.
    """

    scene: reactive[TableScene | None] = reactive(None, layout=False, repaint=False)

    def __init__(self, part: Callable[[TableScene], Text], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.part = part
        self._shown: Text | None = None

    def watch_scene(self, scene: TableScene | None) -> None:
        """Repaint when this panel's part of the scene reads or looks different."""
        text = None if scene is None else self.part(scene)
        if text is None or self._shown is None or not _same_forms(text, self._shown):
            self._shown = text
            self.refresh()

    @property
    def text(self) -> Text:
        return Text() if self.scene is None else self.part(self.scene)

    def render(self) -> RenderableType:
        text = self.text
        return text.fitting(self.content_region.width) if isinstance(text, FittingText) else text


class MessageLines(ScenePanel):
    """The message line, whole: a long message wraps onto a second line.

    On a narrow terminal, where the log column is hidden, the panel keeps two lines and the one
    (or two) the message leaves free show the latest actions: a short log.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(lambda scene: scene.message, **kwargs)

    def watch_scene(self, scene: TableScene | None) -> None:
        text = None if scene is None else scene.message
        if text is None or self._shown is None or not _same_forms(text, self._shown):
            self._shown = text
            self.refresh(layout=True)  # a longer or shorter message: one line more or less
        elif self.screen.has_class("-narrow"):
            self.refresh()  # the short log moves on

    def _message_lines(self, width: int) -> list[Text]:
        message = self.text.fitting(width) if isinstance(self.text, FittingText) else self.text
        return wrap_whole(message, self.app.console, width) if message.plain else []

    def get_content_height(self, _container: Size, _viewport: Size, width: int) -> int:
        return len(self._message_lines(max(1, width)))  # the stylesheet keeps it to one or two lines

    def render(self) -> RenderableType:
        width, rows = max(1, self.content_region.width), max(1, self.content_region.height)
        lines = self._message_lines(width)[:rows]
        if self.scene is not None and self.screen.has_class("-narrow") and len(lines) < rows:
            recent = recent_lines(untold(self.scene.log, self.scene.result.plain), width, rows - len(lines))
            for line in recent:
                line.stylize("dim")
            lines += recent
        return Text("\n").join(lines)


__all__ = ["Control", "KeyFooter", "LogView", "MessageLines", "ScenePanel", "TextPanel"]
