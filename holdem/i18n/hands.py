"""Names of poker hands as the player reads them ("Full house, Kings full of Tens").

>>> from holdem.engine.cards import parse_cards
>>> from holdem.engine.evaluator import best_hand
>>> hand_name(best_hand(parse_cards("Kh Kd Ks Ts Tc 4d 2c")))
'Full house, Kings full of Tens'
>>> hand_name(best_hand(parse_cards("Ah 2c 3d 4s 5h Kd")))
'Straight, Five high'
>>> rank_name(4), rank_name(4, plural=True)
('Six', 'Sixes')

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

from typing import Final

from holdem.engine.evaluator import HandCategory, HandValue
from holdem.i18n import catalog as _catalogs

DEFAULT_LANGUAGE: Final = _catalogs.DEFAULT_LANGUAGE
CONTEXT: Final = "hands"

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


def _catalog(language: str | None) -> dict[str, str]:
    language = language or _catalogs.current_language()
    try:
        return CATALOGS[language]
    except KeyError:
        have = ", ".join(_catalogs.LANGUAGES)
        raise ValueError(f"no hand names in language {language!r}; have {have}") from None


def rank_name(rank: int, plural: bool = False, language: str | None = None) -> str:
    """The name of a rank (0 for a two up to 12 for an ace): "Six", or "Sixes" in the plural."""
    if not 0 <= rank <= _ACE:
        raise ValueError(f"ranks run from 0 (two) to 12 (ace), not {rank}")
    return _catalog(language)[f"ranks.{rank}" if plural else f"rank.{rank}"]


def hand_name(value: HandValue, language: str | None = None) -> str:
    """What the player is told the hand is: "Two pair, Kings and Sevens"."""
    language = language or _catalogs.current_language()
    catalog = _catalog(language)
    first, *rest = value.ranks
    if value.category is HandCategory.STRAIGHT_FLUSH and first == _ACE:
        return catalog["hand.royal_flush"]
    names = {"rank": rank_name(first, language=language), "ranks": rank_name(first, True, language)}
    if rest:
        names |= {"second_rank": rank_name(rest[0], language=language)}
        names |= {"second_ranks": rank_name(rest[0], True, language)}
    return catalog[f"hand.{value.category.name.lower()}"].format(**names)
