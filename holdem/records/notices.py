"""Messages the records leave for the player: English text that a translation can rebuild.

A ``Notice`` is an immutable ``str`` (the English message, so it can be logged or shown as it is)
that also carries its kind and the values in it; the screens look the kind up in the player's
language. Records import no catalog: translation is the screens' job.

>>> notice = Notice("save_damaged", "The save was moved to {aside}.", aside="session.json.damaged")
>>> str(notice), notice.kind, notice.params
('The save was moved to session.json.damaged.', 'save_damaged', {'aside': 'session.json.damaged'})
>>> notice.kind = "other"
Traceback (most recent call last):
  ...
AttributeError: a Notice cannot be changed

The stores gather notices in a ``Notices`` inbox; whoever shows them takes them once:

>>> inbox, shown = Notices(), Notices()
>>> inbox.append(notice)
>>> shown.take(inbox)
>>> len(shown), len(inbox), shown.drain() == (notice,), shown
(1, 0, True, [])
"""

from __future__ import annotations


class Notice(str):
    """An English message for the player, with ``kind`` and ``params`` for a translation."""

    kind: str
    params: dict[str, str]  # a dict, as the screens' translation expects; never changed after creation

    def __new__(cls, kind: str, template: str, **params: object) -> Notice:
        values = {name: str(value) for name, value in params.items()}
        notice = super().__new__(cls, template.format(**values))
        object.__setattr__(notice, "kind", kind)
        object.__setattr__(notice, "params", values)
        return notice

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Notice cannot be changed")


class Notices(list[str]):
    """Notices waiting to be shown (a screen may add plain text too): ``take`` moves, ``drain`` empties."""

    def take(self, other: Notices) -> None:
        """Move every notice of ``other`` to the end of this inbox, leaving ``other`` empty."""
        self.extend(other.drain())

    def drain(self) -> tuple[str, ...]:
        """The waiting notices, oldest first; the inbox is empty afterwards."""
        taken = tuple(self)
        self.clear()
        return taken
