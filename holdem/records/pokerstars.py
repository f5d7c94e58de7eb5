"""How PokerStars writes things: hand names, cards, timestamps and the hand separator.

Hand names follow the wording of real PokerStars histories, which trackers
display as they are:

>>> from holdem.engine import best_hand, parse_cards
>>> hand_name(best_hand(parse_cards("Kh Kd 7c 6s 6d 2c 3h")))
'two pair, Kings and Sixes'
>>> hand_name(best_hand(parse_cards("Ah 2c 3d 4s 5h Kd Qc")))
'a straight, Ace to Five'
>>> hand_name(best_hand(parse_cards("As Ks Qs Js Ts 2c 3d")))
'a Royal Flush'
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Final

from holdem.engine import HandCategory, HandValue
from holdem.engine.cards import ALL_CARDS

if TYPE_CHECKING:
    from zoneinfo import ZoneInfo

DEFAULT_TABLE_NAME: Final = "Holdem Practice"
"""The table's name in the histories' headers (``Table 'Holdem Practice' 6-max``)."""

HAND_SEPARATOR: Final = "\n\n\n"
"""What follows each hand's last line break: three blank lines, as PokerStars files have.

pokerkit's parser needs at least two blank lines between hands; fpdb splits on them too.
"""

RANK_NAMES: Final = (
    "Deuce",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Jack",
    "Queen",
    "King",
    "Ace",
)
RANK_PLURALS: Final = (
    "Deuces",
    "Threes",
    "Fours",
    "Fives",
    "Sixes",
    "Sevens",
    "Eights",
    "Nines",
    "Tens",
    "Jacks",
    "Queens",
    "Kings",
    "Aces",
)
_ACE: Final = 12
_FIVE: Final = 3


def _straight(top: int) -> str:
    low = _ACE if top == _FIVE else top - 4
    return f"{RANK_NAMES[low]} to {RANK_NAMES[top]}"


def hand_name(value: HandValue) -> str:
    """The hand as PokerStars names it at a showdown: ``a full house, Kings full of Tens``.

    >>> from holdem.engine import best_hand, parse_cards
    >>> [hand_name(best_hand(parse_cards(text))) for text in (
    ...     "Ah Qd 9c 7s 5h", "Kh Kd 7c 6s 2d", "2h 2d 2c 6s 9d", "9h 8d 7c 6s 5d",
    ...     "Ah Qh 9h 7h 2h", "Kh Kd Kc Ts Td", "9h 9d 9c 9s 2d", "9h 8h 7h 6h 5h")]
    ... # doctest: +NORMALIZE_WHITESPACE
    ['high card Ace', 'a pair of Kings', 'three of a kind, Deuces', 'a straight, Five to Nine',
     'a flush, Ace high', 'a full house, Kings full of Tens', 'four of a kind, Nines',
     'a straight flush, Five to Nine']
    """
    category, ranks = value.category, value.ranks
    if category is HandCategory.HIGH_CARD:
        return f"high card {RANK_NAMES[ranks[0]]}"
    if category is HandCategory.ONE_PAIR:
        return f"a pair of {RANK_PLURALS[ranks[0]]}"
    if category is HandCategory.TWO_PAIR:
        return f"two pair, {RANK_PLURALS[ranks[0]]} and {RANK_PLURALS[ranks[1]]}"
    if category is HandCategory.THREE_OF_A_KIND:
        return f"three of a kind, {RANK_PLURALS[ranks[0]]}"
    if category is HandCategory.STRAIGHT:
        return f"a straight, {_straight(ranks[0])}"
    if category is HandCategory.FLUSH:
        return f"a flush, {RANK_NAMES[ranks[0]]} high"
    if category is HandCategory.FULL_HOUSE:
        return f"a full house, {RANK_PLURALS[ranks[0]]} full of {RANK_PLURALS[ranks[1]]}"
    if category is HandCategory.FOUR_OF_A_KIND:
        return f"four of a kind, {RANK_PLURALS[ranks[0]]}"
    if ranks[0] == _ACE:
        return "a Royal Flush"
    return f"a straight flush, {_straight(ranks[0])}"


def cards_text(cards: Iterable[int]) -> str:
    """Cards in brackets, as PokerStars writes them: ``[Ah Kd]``."""
    return "[" + " ".join(str(ALL_CARDS[card]) for card in cards) + "]"


def _eastern() -> ZoneInfo | None:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError  # here: the time zones cost start-up 2 ms

    try:
        return ZoneInfo("America/New_York")
    except (ZoneInfoNotFoundError, ValueError):
        return None


def timestamp_text(moment: datetime) -> str:
    """The header's time in PokerStars' Eastern time (``2026/01/15 15:30:00 ET``); UTC without a tz database.

    A naive ``moment`` is taken as the machine's local time.

    >>> timestamp_text(datetime(2026, 1, 15, 20, 30, tzinfo=UTC)) in (
    ...     "2026/01/15 15:30:00 ET", "2026/01/15 20:30:00 UTC")
    True
    """
    aware = moment if moment.tzinfo is not None else moment.astimezone()
    eastern = _eastern()
    if eastern is None:
        return aware.astimezone(UTC).strftime("%Y/%m/%d %H:%M:%S UTC")
    return aware.astimezone(eastern).strftime("%Y/%m/%d %H:%M:%S ET")


def clean_name(name: str) -> str:
    """A player name safe on one history line (no line breaks, no colon-space that parsers split on).

    >>> clean_name("Ann: the\\nbest ")
    'Ann; the best'
    """
    flat = " ".join(name.replace(": ", "; ").replace(":", ";").split())
    return flat or "Player"
