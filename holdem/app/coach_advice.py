"""What the leak report says under its rows: each leak kind in words, and what to do next time.

>>> kind_label("preflop:BTN"), next_time("preflop:BTN", ("call", "raise"))
('Preflop, BTN', 'Next time from BTN, raise rather than call with hands like these.')
"""

from __future__ import annotations

from holdem.app import coach_strings
from holdem.i18n.catalog import _


def next_time(kind: str, move: tuple[str, str] = ("", "")) -> str:
    """One sentence on what to do next time about a leak of ``kind``, from ``move`` (the move taken in its
    costliest mistake and the move its lesson makes): before the flop, which to make instead; after it,
    what the move pair says (a fold whose lesson raises: too passive; a fold that had the price, ``price``:
    call or raise with such hands), else the kind's advice.

    >>> next_time("fold", ("fold", "raise"))
    'Next time, raise rather than fold where they fold to a raise often enough: folding was too passive.'
    >>> next_time("fold", ("fold", "price"))
    'Next time, call or raise when your equity beats the price: you folded hands that had it.'
    """
    words = _(coach_strings.NEXT_TIME)
    base, _colon, position = kind.partition(":")
    taken, better = move
    verbs = _(coach_strings.VERBS)
    if base == "preflop" and taken == better == "raise":
        return words["preflop_size"].format(position=position or "?")
    if base == "preflop" and taken in verbs and better in verbs:
        return words["preflop"].format(position=position or "?", taken=verbs[taken], better=verbs[better])
    if base == "preflop":
        return words["none"]
    moves = _(coach_strings.NEXT_MOVE)
    key = f"{taken}_{better}"
    if base == "value" and taken == "raise" and better in ("fold", "check", "call"):
        key = "value_passive"
    if key in moves:
        return moves[key]
    return words.get(base, words["none"]).format(position=position or "?")


def against(kind: str) -> str:
    """Under an opponent's leak row: the kind of decision where most of its cost was (its advice is in the
    row of that kind above, not said again)."""
    return _(coach_strings.AGAINST).format(kind=kind_label(kind))


def kind_label(kind: str) -> str:
    """A leak kind in words: ``preflop:BTN`` is "Preflop, BTN"; an unknown kind is shown as it is."""
    labels = _(coach_strings.KINDS)
    base, _colon, position = kind.partition(":")
    if base == "preflop":
        return labels["preflop"].format(position=position or "?")
    return labels.get(base, kind)
