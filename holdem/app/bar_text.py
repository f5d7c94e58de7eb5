"""The action bar's words, as pure functions returning Rich ``Text`` (unit-tested without an app).

>>> from holdem.engine import LegalActions
>>> legal = LegalActions(seat=0, call_amount=30, current_bet=30, committed=0, stack=1000,
...                      min_raise_to=50, max_raise_to=1000, raise_closed_reason=None)
>>> total_text([25], legal, "Raise to").plain
'Raise to 25 below min 50'
>>> total_text([25, 25], legal, "Raise to").plain
'Raise to 50'
>>> stack_text((25, 10, 2)).plain
'stack 25+10+2'
>>> stack_text((500, 100, 5), committed=40).plain
'stack 500+100+5 + 40 in'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.text import Text

from holdem.app import strings
from holdem.app.raise_builder import CHIP_VALUES, odd_remainder, raise_face
from holdem.app.render import chip_stack_text, key_label
from holdem.engine.actions import LegalActions
from holdem.i18n.catalog import _, msg
from holdem.i18n.numbers import amount

BELOW_MIN: Final = msg("strings.BELOW_MIN", "below min {amount}")
# After the chips stacked, those the player already has in on this street: the raise's total is their sum
# ("Raise to 645  stack 500+100+5" with 40 in read as a stack that does not add up).
ALREADY_IN: Final = msg("strings.ALREADY_IN", "+ {amount} in")

LEGAL_STYLE = "bold #ffd75f"
NOT_LEGAL_STYLE = "bold #ff8787"
CHOSEN_STYLE = "bold #87ff87"


def total_text(chips: Sequence[int], legal: LegalActions, word: str) -> Text:
    """``Raise to 45``, ``Raise to 1000 all in``, or ``Raise to 25 below min 50``."""
    face = raise_face(chips, legal)
    if face is None:
        return Text(_(strings.RAISE_CLOSED_SHORT), style="dim")
    text = Text.assemble(Text(f"{word} ", style="dim"),
                         Text(amount(face.total), style=LEGAL_STYLE if face.legal else NOT_LEGAL_STYLE))
    if face.all_in:
        text.append(f" {_(strings.ALL_IN_MARK)}", style=NOT_LEGAL_STYLE)
    elif not face.legal:
        text.append(" " + _(BELOW_MIN).format(amount=amount(face.minimum)), style=NOT_LEGAL_STYLE)
    return text


def stack_text(chips: Sequence[int], committed: int = 0) -> Text:
    """The chips on the stack as a sum, an odd remainder after them as a number: ``stack 25+10×2+2``; then
    the ``committed`` chips already in, if any, that the raise's total counts too."""
    real = [chip for chip in chips if chip in CHIP_VALUES]
    text = Text.assemble(Text(f"{_(strings.STACK_LABEL)} ", style="dim"), chip_stack_text(real))
    odd = odd_remainder(chips)
    if odd:
        text.append(f"{'+' if real else ''}{amount(odd, unit=False)}", style="bold")
    if committed:
        text.append(" " + _(ALREADY_IN).format(amount=amount(committed, unit=False)), style="dim")
    return text


def pre_face(key: str, label: str, chosen: bool) -> Text:
    """A pre-action control: its key, its words, and a tick when it is the one chosen."""
    words = Text(f"✓{label}", style=CHOSEN_STYLE) if chosen else Text(label)
    return key_label(key, words)
