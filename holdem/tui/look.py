"""The app as its screens see it: its look (language and card style), which they follow, and its session.

The game's app (``holdem.tui.app.HoldemApp``) is a :class:`GameApp`. Screens and widgets know
it through this module and never import ``holdem.tui.app``, which imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from textual.app import App
from textual.dom import DOMNode
from textual.reactive import reactive

from holdem.app.render import CLASSIC, DeckStyle
from holdem.i18n import catalog
from holdem.i18n.numbers import amount_unit

if TYPE_CHECKING:
    from holdem.app.coaching import Coach
    from holdem.app.session import Session

# Languages whose labels need the action bar's wider spacing (the App class ``-wordy``).
WORDY_LANGUAGES: Final = frozenset({"pt"})


def wordy(language: str) -> bool:
    """Whether the action bar needs its wider spacing: longer words in ``language``, or amounts in bb."""
    return language in WORDY_LANGUAGES or amount_unit() == "bb"


class GameApp(App[None]):
    """An app whose screens follow its language and card style, and change them on the settings page."""

    language: reactive[str] = reactive(catalog.DEFAULT_LANGUAGE, init=False)
    deck: reactive[DeckStyle] = reactive(CLASSIC, init=False)  # how cards are drawn

    session: Session  # the hands being played
    data_dir: str | None  # where the player's choices are saved (None: nowhere)
    coach: Coach | None  # grades the finished hands (None: no coach)


def follow_look(node: DOMNode, redraw: Callable[[], None]) -> None:
    """``redraw()`` whenever the app of ``node`` changes its language or card style."""
    app = node.app
    if isinstance(app, GameApp):
        node.watch(app, "language", redraw, init=False)
        node.watch(app, "deck", redraw, init=False)


def deck_of(node: DOMNode) -> DeckStyle:
    """How the app of ``node`` draws cards (the classic deck in an app without that setting)."""
    app = node.app
    return app.deck if isinstance(app, GameApp) else CLASSIC
