"""Numbers, percents, bb/100, dates and chip amounts as the player's language writes them (Babel, CLDR).

Nothing player-facing formats a number by hand: Brazil writes "-252,3" where English
writes "-252.3", and a month is "nov." not "Nov". Babel is imported when first needed.

>>> from holdem.i18n.catalog import set_language
>>> decimal(-252.3, signed=True), percent(1.0), number(1500)
('−252.3', '100%', '1500')
>>> set_language("pt")
>>> decimal(-252.3, signed=True), percent(0.246), decimal(2.0, digits=1)
('−252,3', '25%', '2,0')
>>> set_language("en")

Amounts at the table are chips, or big blinds when the player asks for them:

>>> set_amount_unit("bb", big_blind=10)
>>> amount(1000), amount(25), amount(0), amount(25, unit=False)
('100 bb', '2.5 bb', '0', '2.5')
>>> set_amount_unit("chips")
>>> amount(1000)
'1000'
"""

from __future__ import annotations

from datetime import datetime
from typing import Final

from holdem.i18n import catalog
from holdem.i18n.catalog import _, msg

# The CLDR locale of each language the game speaks (a test's pseudo-locale writes as English).
LOCALES: Final = {"en": "en", "pt": "pt_BR"}
MINUS: Final = "−"  # a true minus sign, as wide as the plus
UNITS: Final = ("chips", "bb")
# The locales whose whole numbers Babel writes (pattern "0") as plain ASCII digits after a "-": there
# ``str`` writes them the same (tests/test_i18n.py checks it against Babel), so the table's first frame,
# all whole numbers, need not load Babel and its locale data (about 25 ms of start-up).
PLAIN_WHOLE_NUMBERS: Final = frozenset({"en", "pt_BR"})

BIG_BLINDS: Final = msg("numbers.BIG_BLINDS", "{amount} bb")

_unit: dict[str, int] = {"bb": 0}  # the big blind when amounts are shown in big blinds, else 0


def locale() -> str:
    """The CLDR locale of the current language."""
    return LOCALES.get(catalog.current_language(), "en")


def _signed(text: str, value: float, signed: bool) -> str:
    text = text.replace("-", MINUS)
    if signed and value > 0 and not text.startswith("+"):
        return "+" + text
    return text


def number(value: int, *, signed: bool = False) -> str:
    """A whole number (chips, hands, a seed), without grouping: ``1500``, ``−35``, ``+35``."""
    code = locale()
    if code in PLAIN_WHOLE_NUMBERS and isinstance(value, int):
        return _signed(str(value), value, signed)
    from babel.numbers import format_decimal

    return _signed(format_decimal(value, format="0", locale=code), value, signed)


def decimal(value: float, *, digits: int = 1, signed: bool = False) -> str:
    """A number with ``digits`` decimals in the player's language: ``−252.3`` or ``−252,3``."""
    from babel.numbers import format_decimal

    pattern = "0." + "0" * digits if digits else "0"
    return _signed(format_decimal(value, format=pattern, locale=locale()), value, signed)


def percent(value: float, digits: int = 0) -> str:
    """A share as a percent, whole or with ``digits`` decimals: ``0.246`` is ``25%``, ``0.0042`` with one
    decimal ``0.4%``."""
    from babel.numbers import format_percent

    return format_percent(value, format="0." + "0" * digits + "%" if digits else "0%", locale=locale())


def short_date(when: datetime, year: bool = False) -> str:
    """Day and month as the language writes them, then the time: ``Nov 30 20:30``, ``30 de nov. 20:30``."""
    from babel.dates import format_skeleton, format_time

    day = format_skeleton("yMMMd" if year else "MMMd", when, locale=locale())
    return f"{day} {format_time(when, 'HH:mm', locale=locale())}"


def set_amount_unit(unit: str, big_blind: int = 0) -> None:
    """Show amounts at the table in ``chips`` or in big blinds (``bb``, of ``big_blind`` chips)."""
    if unit not in UNITS:
        raise ValueError(f"amounts are shown in {' or '.join(UNITS)}, not {unit!r}")
    _unit["bb"] = big_blind if unit == "bb" else 0


def amount_unit() -> str:
    return "bb" if _unit["bb"] else "chips"


def amount(chips: int, unit: bool = True) -> str:
    """An amount at the table: ``1000`` chips, or ``100 bb`` (one decimal when needed).

    ``unit=False`` leaves "bb" out where the seat's stack already says it (the chips of a bet before a seat).
    """
    big_blind = _unit["bb"]
    if not big_blind or not chips:
        return number(chips)
    blinds = chips / big_blind
    text = number(round(blinds)) if blinds == round(blinds) else decimal(blinds, digits=1)
    return _(BIG_BLINDS).format(amount=text) if unit else text


def signed_amount(chips: int) -> str:
    """A result at the table, signed: ``+85``, ``−85``, ``0`` (or in big blinds: ``+8.5 bb``)."""
    text = amount(abs(chips))
    return text if not chips else ("+" if chips > 0 else MINUS) + text
