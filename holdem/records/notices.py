"""Messages the records leave for the player: English text that a translation can rebuild.

A ``Notice`` is a ``str`` (the English message, so it can be logged or shown as it is) that
also carries its kind and the values in it; the screens look the kind up in the player's
language. Records import no catalog: translation is the screens' job.

>>> notice = Notice("save_damaged", "The save was moved to {aside}.", aside="session.json.damaged")
>>> str(notice), notice.kind, notice.params
('The save was moved to session.json.damaged.', 'save_damaged', {'aside': 'session.json.damaged'})
"""

from __future__ import annotations


class Notice(str):
    """An English message for the player, with ``kind`` and ``params`` for a translation."""

    kind: str
    params: dict[str, str]

    def __new__(cls, kind: str, template: str, **params: object) -> Notice:
        values = {name: str(value) for name, value in params.items()}
        notice = super().__new__(cls, template.format(**values))
        notice.kind = kind
        notice.params = values
        return notice
