"""The rules-and-keys screen, written for a player, in our own words (the words are in help_strings).

The page is laid out in columns that wrap inside themselves, so a long key name ("Enter, Espaço")
never runs into what it does; below ``NARROW`` cells the hands put their rule under the cards.

>>> print(help_plain(width=60).splitlines()[0])
Rules and keys
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.table import Table
from rich.text import Text

from holdem.app import help_strings as H
from holdem.app import hud_strings as HUD
from holdem.app.render import CLASSIC, DeckStyle, cards_text
from holdem.engine.cards import parse_cards
from holdem.i18n.catalog import _

# An example of each hand, in the order of ``help_strings.HANDS``.
HAND_EXAMPLES: Final = (
    "9h Th Jh Qh Kh", "7c 7d 7h 7s Kd", "Qs Qh Qd 4c 4s", "Ad Jd 8d 5d 2d", "5c 6d 7s 8h 9c",
    "8s 8h 8c Kd 3s", "Jc Jd 4h 4s Ac", "Th Tc Ks 6d 2h", "Ah Qc 9d 6s 3h",
)
HEADING = "bold #ffd75f"
KEY_STYLE = "bold #87d7ff"
NARROW: Final = 76  # below this many cells, a hand's rule goes under its name and cards
GAP: Final = 2  # cells between two columns


def close_hint() -> str:
    return _(H.CLOSE_HINT)


def _grid(*, first_width: int | None = None) -> Table:
    """Two or three columns with a gap; the last one wraps, the others never do."""
    grid = Table.grid(padding=(0, GAP))
    grid.add_column(no_wrap=True, min_width=first_width)
    return grid


def _hands(deck: DeckStyle, width: int) -> Table:
    names = [name for name, _rule in _(H.HANDS)]
    grid = _grid(first_width=max(len(name) for name in names))
    grid.add_column(no_wrap=width >= NARROW)  # the cards; on a narrow page, the rule under them
    if width >= NARROW:
        grid.add_column(ratio=1)
    for (name, rule), example in zip(_(H.HANDS), HAND_EXAMPLES, strict=True):
        cards = cards_text(parse_cards(example), deck=deck)
        if width >= NARROW:
            grid.add_row(Text(name, style="bold"), cards, Text(rule))
        else:
            grid.add_row(Text(name, style="bold"), cards)
            grid.add_row("", Text(rule), end_section=True)
    return grid


def _keys() -> Table:
    listed = _(H.KEYS)
    keys = (*listed[: H.BET_KEYS_AFTER], *_(H.BET_KEYS), *listed[H.BET_KEYS_AFTER :], *_(HUD.HELP_KEYS))
    grid = _grid(first_width=max(len(key) for key, _what in keys))
    grid.add_column(ratio=1)
    for key, what in keys:
        grid.add_row(Text(key, style=KEY_STYLE), Text(what))
    return grid


class HelpPage:
    """The whole page, in the current language and card style, laid out for the width it is given."""

    def __init__(self, deck: DeckStyle = CLASSIC) -> None:
        self.deck = deck

    def parts(self, width: int) -> Iterator[Text | Table]:
        yield Text(_(H.TITLE) + "\n", style="bold underline")
        yield Text(_(H.HANDS_HEADING), style=HEADING)
        yield _hands(self.deck, width)
        for heading, body in _(H.SECTIONS):
            yield Text(f"\n{heading}", style=HEADING)
            yield Text(body)
        yield Text(f"\n{_(H.KEYS_HEADING)}", style=HEADING)
        yield _keys()
        yield Text(f"\n{_(H.RAISE_NOTE)}")
        yield Text(f"\n{_(H.BET_NOTE)}")

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Group(*self.parts(options.max_width))


def help_text(deck: DeckStyle = CLASSIC) -> HelpPage:
    """The page, ready to draw at any width."""
    return HelpPage(deck)


def help_plain(width: int = 100, deck: DeckStyle = CLASSIC) -> str:
    """The page as plain text ``width`` cells wide (for tests and for reading it in a terminal)."""
    console = Console(width=width, color_system=None, force_terminal=False)
    with console.capture() as captured:
        console.print(help_text(deck))
    return "\n".join(line.rstrip() for line in captured.get().splitlines())
