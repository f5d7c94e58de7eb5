"""Names of poker hands as the player reads them ("Full house, Kings full of Tens").

>>> from holdem.engine.cards import parse_cards
>>> from holdem.engine.evaluator import best_hand
>>> hand_name(best_hand(parse_cards("Kh Kd Ks Ts Tc 4d 2c")))
'Full house, Kings full of Tens'
>>> hand_name(best_hand(parse_cards("Ah 2c 3d 4s 5h Kd")))
'Straight, Five high'
>>> rank_name(4), rank_name(4, plural=True)
('Six', 'Sixes')
>>> [hand_name(best_hand(parse_cards("6h 6c 4d 4s Kd 2c")), short=level) for level in (1, 2)]
['Two pair, 6s and 4s', '2 pair 6s-4s']
>>> hand_label(parse_cards("Ah 4d"), parse_cards("2d 2h Th"))
"The board's pair of Twos, Ace high"

The English catalog below is the source; other languages come from the
gettext catalogs (context ``hands.<key>``, see ``holdem.i18n.catalog``) and
the default language is the one the game currently speaks:

>>> hand_name(best_hand(parse_cards("Kh Kd Ks Ts Tc 4d 2c")), language="pt")
'Full house, Reis com Dez'

A hand's template may use ``{rank}``/``{ranks}`` (its first rank,
singular/plural) and ``{second_rank}``/``{second_ranks}`` (its second), in
any order, so a translation can word the hand its own way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from holdem.engine.cards import Card
from holdem.engine.evaluator import HandCategory, HandValue, best_hand
from holdem.i18n import catalog as _catalogs

DEFAULT_LANGUAGE: Final = _catalogs.DEFAULT_LANGUAGE
CONTEXT: Final = "hands"

_SHORT_RANKS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_ENGLISH: Final = {
    "hand.royal_flush": "Royal flush",
    "hand.straight_flush": "Straight flush, {rank} high",
    "hand.four_of_a_kind": "Four of a kind, {ranks}",
    "hand.full_house": "Full house, {ranks} full of {second_ranks}",
    "hand.flush": "Flush, {rank} high",
    "hand.straight": "Straight, {rank} high",
    "hand.three_of_a_kind": "Three of a kind, {ranks}",
    "hand.two_pair": "Two pair, {ranks} and {second_ranks}",
    "hand.one_pair": "Pair of {ranks}",
    "hand.high_card": "High card, {rank}",
    # Plain English for players: "Two" and "Twos", not the card room's "Deuce".
    "rank.0": "Two",
    "rank.1": "Three",
    "rank.2": "Four",
    "rank.3": "Five",
    "rank.4": "Six",
    "rank.5": "Seven",
    "rank.6": "Eight",
    "rank.7": "Nine",
    "rank.8": "Ten",
    "rank.9": "Jack",
    "rank.10": "Queen",
    "rank.11": "King",
    "rank.12": "Ace",
    "ranks.0": "Twos",
    "ranks.1": "Threes",
    "ranks.2": "Fours",
    "ranks.3": "Fives",
    "ranks.4": "Sixes",
    "ranks.5": "Sevens",
    "ranks.6": "Eights",
    "ranks.7": "Nines",
    "ranks.8": "Tens",
    "ranks.9": "Jacks",
    "ranks.10": "Queens",
    "ranks.11": "Kings",
    "ranks.12": "Aces",
    # The shortest names, for a seat narrower than "Two pair, 6s and 4s" (with short rank names).
    "tiny.royal_flush": "Royal flush",
    "tiny.straight_flush": "Str. flush, {rank}",
    "tiny.four_of_a_kind": "Quads, {ranks}",
    "tiny.full_house": "{ranks} full of {second_ranks}",
    "tiny.flush": "Flush, {rank} high",
    "tiny.straight": "Straight to {rank}",
    "tiny.three_of_a_kind": "Trips, {ranks}",
    "tiny.two_pair": "2 pair {ranks}-{second_ranks}",
    "tiny.one_pair": "Pair of {ranks}",
    "tiny.high_card": "{rank} high",
    # A made hand that is only the board's, and the player's best card that plays beside it.
    "board.hand": "The board's {hand}",
    "board.kicker": "{hand}, {rank} high",
    # ... where a card of the board's plays above it ("The board's pair of Queens, Eight plays"): any
    # player's hand, so never "your" (the log read "Greta shows 3♣ 7♠ · ..., your Seven plays").
    "board.plays": "{hand}, {rank} plays",
    "board.tiny": "Board: {hand}",
    # Shorter still, for the narrowest seat: the board's hand left unnamed (the board shows it), the
    # player's card that plays beside it, or that none does.
    "board.kicker_tiny": "Board, {rank} high",
    "board.plays_tiny": "Board, {rank} plays",
    "board.only": "Board's hand",
    # Short names, where room is short: "Two pair, 6s and 4s".
    **{f"rank_short.{rank}": label for rank, label in enumerate(_SHORT_RANKS)},
    **{f"ranks_short.{rank}": f"{label}s" for rank, label in enumerate(_SHORT_RANKS)},
}

class _Catalogs(dict[str, dict[str, str]]):
    """Hand-name catalogs by language, each read from the gettext catalog when first asked for."""

    def __missing__(self, language: str) -> dict[str, str]:
        if language not in _catalogs.known_languages():
            raise KeyError(language)
        names = {key: _catalogs.tr(f"{CONTEXT}.{key}", text, language) for key, text in _ENGLISH.items()}
        if language in _catalogs.LANGUAGES:  # a test's pseudo-locale may change; shipped ones do not
            self[language] = names
        return names


CATALOGS: Final[dict[str, dict[str, str]]] = _Catalogs(en=_ENGLISH)

_ACE: Final = 12
# How many of a hand's five cards (the most important first) make its category; the rest are kickers.
MADE_CARDS: Final = {
    HandCategory.STRAIGHT_FLUSH: 5, HandCategory.FOUR_OF_A_KIND: 4, HandCategory.FULL_HOUSE: 5,
    HandCategory.FLUSH: 5, HandCategory.STRAIGHT: 5, HandCategory.THREE_OF_A_KIND: 3,
    HandCategory.TWO_PAIR: 4, HandCategory.ONE_PAIR: 2, HandCategory.HIGH_CARD: 0,
}


def _catalog(language: str | None) -> dict[str, str]:
    language = language or _catalogs.current_language()
    try:
        return CATALOGS[language]
    except KeyError:
        have = ", ".join(_catalogs.LANGUAGES)
        raise ValueError(f"no hand names in language {language!r}; have {have}") from None


def rank_name(rank: int, plural: bool = False, language: str | None = None, short: bool = False) -> str:
    """The name of a rank (0 for a two up to 12 for an ace): "Six", "Sixes" in the plural, "6s" short."""
    if not 0 <= rank <= _ACE:
        raise ValueError(f"ranks run from 0 (two) to 12 (ace), not {rank}")
    key = ("ranks" if plural else "rank") + ("_short" if short else "")
    return _catalog(language)[f"{key}.{rank}"]


def hand_name(value: HandValue, language: str | None = None, short: int = 0) -> str:
    """What the player is told the hand is: "Two pair, Kings and Sevens".

    Where room is short: ``short=1`` "Two pair, Ks and 7s", ``short=2`` (or more) "2 pair Ks-7s".
    """
    language = language or _catalogs.current_language()
    catalog = _catalog(language)
    first, *rest = value.ranks
    kind = "tiny" if short >= 2 else "hand"
    if value.category is HandCategory.STRAIGHT_FLUSH and first == _ACE:
        return catalog[f"{kind}.royal_flush"]
    brief = short >= 1  # short rank names
    names = {"rank": rank_name(first, False, language, brief)}
    names |= {"ranks": rank_name(first, True, language, brief)}
    if rest:
        names |= {"second_rank": rank_name(rest[0], False, language, brief)}
        names |= {"second_ranks": rank_name(rest[0], True, language, brief)}
    return catalog[f"{kind}.{value.category.name.lower()}"].format(**names)


def hand_label(
    hole: Sequence[Card], board: Sequence[Card], language: str | None = None, short: int = 0
) -> str:
    """The player's best hand with ``board``, said so when it is only the board's.

    A made hand whose every card is on the board is the board's, and everyone holds it: "The
    board's pair of Twos, Ace high" (the player's best card that plays beside it), not "Pair of
    Twos", which reads as if the player held it. ``short`` as :func:`hand_name`; at 3 the board's hand
    is left unnamed for the narrowest seat: "Board, A high" (the board shows it).
    """
    value = best_hand((*hole, *board))
    made = MADE_CARDS[value.category]
    if not made or not set(value.cards[:made]) <= set(board):
        return hand_name(value, language, short)
    catalog = _catalog(language)
    kickers = [card.rank for card in value.cards[made:] if card in hole]
    # "Ace high" where the player's card is the best beside the board's hand, else "Eight plays"
    high = bool(kickers) and max(kickers) == max(card.rank for card in value.cards[made:])
    if short >= 3:  # "Board, A high", "Board's hand"
        if kickers:
            tiny = "board.kicker_tiny" if high else "board.plays_tiny"
            return catalog[tiny].format(rank=rank_name(max(kickers), False, language, True))
        return catalog["board.only"]
    name = hand_name(value, language, short)  # "Board: trips, 9s" where "Board: three of a kind, 9s" is cut
    name = catalog["board.tiny" if short >= 2 else "board.hand"].format(hand=name[:1].lower() + name[1:])
    if kickers and short < 2:
        rank = rank_name(max(kickers), False, language, short >= 1)
        name = catalog["board.kicker" if high else "board.plays"].format(hand=name, rank=rank)
    return name[:1].upper() + name[1:]
