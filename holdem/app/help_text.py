"""The rules-and-keys screen, written for a player, in our own words (the words are in help_strings)."""

from __future__ import annotations

from typing import Final

from rich.text import Text

from holdem.app import help_strings as H
from holdem.app.render import CLASSIC, DeckStyle, cards_text
from holdem.engine.cards import parse_cards
from holdem.i18n.catalog import _

# An example of each hand, in the order of ``help_strings.HANDS``.
HAND_EXAMPLES: Final = (
    "9h Th Jh Qh Kh", "7c 7d 7h 7s Kd", "Qs Qh Qd 4c 4s", "Ad Jd 8d 5d 2d", "5c 6d 7s 8h 9c",
    "8s 8h 8c Kd 3s", "Jc Jd 4h 4s Ac", "Th Tc Ks 6d 2h", "Ah Qc 9d 6s 3h",
)


def close_hint() -> str:
    return _(H.CLOSE_HINT)


def help_text(deck: DeckStyle = CLASSIC) -> Text:
    """The whole page, in the current language and card style."""
    text = Text()
    text.append(_(H.TITLE) + "\n\n", style="bold underline")
    text.append(_(H.HANDS_HEADING) + "\n", style="bold #ffd75f")
    for (name, rule), example in zip(_(H.HANDS), HAND_EXAMPLES, strict=True):
        text.append(f"  {name:<16}", style="bold")
        text.append_text(cards_text(parse_cards(example), deck=deck))
        text.append(f"  {rule}\n")
    for heading, body in _(H.SECTIONS):
        text.append(f"\n{heading}\n", style="bold #ffd75f")
        text.append(f"  {body}\n")
    text.append(f"\n{_(H.KEYS_HEADING)}\n", style="bold #ffd75f")
    keys = _(H.KEYS)
    for key, what in (*keys[: H.BET_KEYS_AFTER], *_(H.BET_KEYS), *keys[H.BET_KEYS_AFTER :]):
        text.append(f"  {key:<13}", style="bold #87d7ff")
        text.append(f"{what}\n")
    text.append(f"\n  {_(H.RAISE_NOTE)}\n")
    text.append(f"\n  {_(H.BET_NOTE)}\n")
    return text
