"""What the stats screen and the hand list show when filtered: a scope of hands, a position, a kind of hand.

Scopes: this session, every session (lifetime), or the last :data:`LAST_HANDS` stored hands.
A position filter keeps each player's figures at that position (the graph keeps every hand of
the scope); a table filter (a size, a betting structure) keeps the hands played at such tables, the
graph's too. The hand list filters by the player's position, result, showdown, hole cards, the
table's size and its betting structure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, TypeVar

from holdem.app import strings
from holdem.app.session import Session
from holdem.engine.events import CardsShown, HandEnded, HandStarted, HoleCardsDealt
from holdem.engine.game import Game
from holdem.i18n.catalog import _, msg
from holdem.records.stored_hand import StoredHand
from holdem.records.summary import EVERY_TABLE, TableKind
from holdem.records.tally import Tally
from holdem.stats.positions import POSITIONS, positions
from holdem.stats.totals import EMPTY

# The keys of the stats screen and the hand list, each clickable: long words, then short ones.
FILTER_KEYS: Final = msg("hud.FILTER_KEYS", {
    "hands": "this session, all, the last 100 hands", "position": "one position", "back": "back to the table",
    "replay": "replay", "result": "won or lost", "showdown": "showdown", "cards": "your cards",
    "none": "no filter", "seats": "table size", "game": "betting structure",
})
FILTER_KEYS_SHORT: Final = msg("hud.FILTER_KEYS_SHORT", {
    "hands": "hands", "position": "position", "back": "back", "replay": "replay", "result": "won/lost",
    "showdown": "showdown", "cards": "cards", "none": "none", "seats": "seats", "game": "structure",
})
FILTER_SEATS: Final = msg("hud.FILTER_SEATS", "table of {seats}")

Choice = TypeVar("Choice")
SCOPES: Final = ("session", "lifetime", "last")
LAST_HANDS: Final = 100
RESULTS: Final = ("", "won", "lost")
"""The hand list's result filter: any, won chips, lost chips."""


def next_of(choices: Sequence[Choice], current: Choice) -> Choice:
    """The choice after ``current`` (round to the first)."""
    index = choices.index(current) if current in choices else -1
    return choices[(index + 1) % len(choices)]


def position_choices(present: Iterable[str]) -> tuple[str | None, ...]:
    """No filter, then the positions among ``present`` (those the tables played have), in the usual order.

    >>> position_choices(["BB", "BTN", "MP"])
    (None, 'BTN', 'BB', 'MP')
    """
    seen = set(present)
    return (None, *(place for place in POSITIONS if place in seen))


def tally_positions(tally: Tally) -> set[str]:
    """Every position someone in ``tally`` played from."""
    return set(tally.hero_positions).union(*(set(places) for places in tally.positions.values()))


def hand_positions(hands: Iterable[StoredHand]) -> set[str]:
    """Every position at the tables ``hands`` were played at."""
    return {place for stored in hands for place in positions(_started(stored)) if place is not None}


def scoped_tally(session: Session, scope: str, kind: TableKind = EVERY_TABLE) -> Tally:
    """The player's and every opponent's figures over the hands of ``scope`` played at tables of ``kind``."""
    if scope == "last" and session.records is not None:
        return Tally().add_stored(reversed(session.records.store.recent(LAST_HANDS, kind)))
    if scope == "lifetime" and kind == EVERY_TABLE:
        return session.lifetime()
    if scope == "lifetime" and session.records is not None:
        return Tally.from_store(session.records.store, kind=kind)
    config = session.table.config  # a session plays one table: all of its hands or none
    if kind.seats not in (None, config.num_seats) or kind.game not in (None, config.game.value):
        return Tally()
    return session.lifetime() if scope == "lifetime" else session.tally


def table_choices(session: Session) -> tuple[tuple[int | None, ...], tuple[str | None, ...]]:
    """No filter, then each table size; no filter, then each betting structure (those played, and this one).

    The structures come in the order of ``Game`` (no-limit, pot-limit, limit).
    """
    kinds = set(session.records.store.table_kinds()) if session.records is not None else set()
    kinds.add((session.table.config.num_seats, session.table.config.game.value))
    sizes, games = sorted({kind[0] for kind in kinds}), {kind[1] for kind in kinds}
    return (None, *sizes), (None, *(game.value for game in Game if game.value in games))


def table_words(kind: TableKind) -> list[str]:
    """The table filter as a title says it: "table of 9", "Pot limit" (nothing when off)."""
    words = [] if kind.seats is None else [_(FILTER_SEATS).format(seats=kind.seats)]
    return words + ([] if kind.game is None else [_(strings.GAME_NAMES)[kind.game]])


def at_position(tally: Tally, position: str | None) -> Tally:
    """Each player's figures at ``position`` only (None: every position); the results stay whole."""
    if position is None:
        return tally
    return Tally(
        hero=tally.hero_positions.get(position, EMPTY),
        players={name: places.get(position, EMPTY) for name, places in tally.positions.items()},
        results=tally.results, adjusted=tally.adjusted, rebuys=tally.rebuys, big_blind=tally.big_blind,
        biggest_won=tally.biggest_won, biggest_lost=tally.biggest_lost,
        hero_positions=tally.hero_positions, positions=tally.positions,
    )


def _started(stored: StoredHand) -> HandStarted:
    return next(e for e in stored.events if isinstance(e, HandStarted))


def hand_position(stored: StoredHand) -> str | None:
    """The player's position in a stored hand."""
    return positions(_started(stored))[stored.hero_seat]


def table_size(stored: StoredHand) -> int:
    """The seats at the table a stored hand was played at."""
    return len(_started(stored).names)


def betting_structure(stored: StoredHand) -> str:
    """The betting structure (``nl``, ``pl``, ``fl``) of the table a stored hand was played at."""
    return _started(stored).game.value


def went_to_showdown(stored: StoredHand) -> bool:
    """The player's cards were turned up at the end (a showdown, or a run-out after an all-in)."""
    return any(isinstance(e, CardsShown) and e.seat == stored.hero_seat for e in stored.events)


def hole_cards(stored: StoredHand) -> str:
    """The player's two cards as text (``AhKd``), or "" when they are not in the record."""
    dealt = next((e for e in stored.events if isinstance(e, HoleCardsDealt) and e.seat == stored.hero_seat
                  and e.cards is not None), None)
    return "" if dealt is None or dealt.cards is None else "".join(str(card) for card in dealt.cards)


def matches_cards(cards: str, wanted: str) -> bool:
    """Whether ``cards`` (``AhKd``) fit what the player typed: ranks (``AK``, ``TT``), cards (``Ah``) or both.

    >>> [matches_cards("AhKd", typed) for typed in ("ak", "KA", "Ah", "AhKd", "QQ", "Ad")]
    [True, True, True, True, False, False]
    """
    wanted = wanted.strip().replace(" ", "")
    if not cards or not wanted:
        return not wanted
    held = [cards[i:i + 2] for i in range(0, len(cards), 2)]
    if len(wanted) in (1, 2) and all(ch.upper() in "23456789TJQKA" for ch in wanted):
        ranks = [card[0] for card in held]
        for rank in wanted.upper():
            if rank not in ranks:
                return False
            ranks.remove(rank)
        return True
    pieces = [wanted[i:i + 2] for i in range(0, len(wanted), 2)]
    return all(any(p[0].upper() == c[0] and (len(p) < 2 or p[1].lower() == c[1]) for c in held)
               for p in pieces)


def filter_hands(hands: Sequence[StoredHand], *, position: str | None = None, result: str = "",
                 showdown: bool | None = None, cards: str = "", seats: int | None = None,
                 game: str | None = None) -> list[StoredHand]:
    """The hands the filters keep (each filter off when it is None or empty)."""
    kept = []
    for stored in hands:
        if seats is not None and table_size(stored) != seats:
            continue
        if game is not None and betting_structure(stored) != game:
            continue
        end = next((e for e in stored.events if isinstance(e, HandEnded)), None)
        net = stored.hero_net if end is None else end.net[stored.hero_seat]
        if position is not None and hand_position(stored) != position:
            continue
        if (result == "won" and net <= 0) or (result == "lost" and net >= 0):
            continue
        if showdown is not None and went_to_showdown(stored) != showdown:
            continue
        if cards and not matches_cards(hole_cards(stored), cards):
            continue
        kept.append(stored)
    return kept

