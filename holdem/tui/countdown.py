"""A countdown in whole seconds on a node's timer: the next hand dealing itself."""

from __future__ import annotations

from collections.abc import Callable

from textual.message_pump import MessagePump
from textual.timer import Timer


class Countdown:
    """Counts ``seconds`` down, one ``tick`` each, showing what is left, then calls ``done``."""

    def __init__(
        self, node: MessagePump, show: Callable[[int], None], done: Callable[[], None], *, tick: float = 1.0
    ) -> None:
        self._node = node
        self._show = show
        self._done = done
        self.tick = tick  # seconds per count (tests shorten it)
        self.left = 0
        self._timer: Timer | None = None

    @property
    def running(self) -> bool:
        return self._timer is not None

    def start(self, seconds: int) -> None:
        """Count ``seconds`` down from now (nothing when ``seconds`` is 0)."""
        self.stop()
        if seconds <= 0:
            return
        self.left = seconds
        self._show(seconds)
        self._timer = self._node.set_interval(self.tick, self._count)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.left = 0

    def _count(self) -> None:
        self.left -= 1
        if self.left > 0:
            self._show(self.left)
            return
        self.stop()
        self._done()
