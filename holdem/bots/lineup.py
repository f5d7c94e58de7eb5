"""Who sits where: the opponents of the game's table, and the kinds of bot ``holdem sim`` seats.

The names, and which style each plays, are in ``holdem.bots.base``. A six-seat session seats
five of them, one per style (``lineup``: other sizes); a resumed session rebuilds its bots from
the saved names. Each
bot draws from its own stream, ``rng.stream(seed, "bot:<name>")``:

>>> [bot.name for bot in opponents(1)] == list(lineup(1))
True
>>> [bot.name for bot in opponents(1, names=("Otto", "Marta", "Ann", "Helga", "Emil"))]
['Otto', 'Marta', 'Ann', 'Helga', 'Emil']

The simulator seats styles under labels (``TAG``, ``Rock``, ...), never under the game's names.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from holdem.bots.base import OPPONENTS, STAND_IN_NAME, STYLE_OF, Bot, CallingBot, lineup
from holdem.bots.baselines import ChartBot, RandomBot
from holdem.bots.personalities import STYLES
from holdem.bots.strategy import StrategyBot
from holdem.engine.rng import stream


def personality(
    name: str, seed: int, *, adaptive: bool | None = None, style: str | None = None
) -> StrategyBot:
    """The opponent called ``name``, playing its style (or ``style``) from its own random stream."""
    chosen = STYLES[style or STYLE_OF[name]]
    return StrategyBot(name, chosen, stream(seed, f"bot:{name}"), adaptive=adaptive)


def opponents(seed: int, names: Sequence[str] | None = None, *, count: int = OPPONENTS) -> list[Bot]:
    """The opponents, seats 1..: the session's line-up of ``count``, or the saved ``names`` of a resumed one.

    A saved name outside the pool keeps its seat and plays the style the seed draws for that seat.
    """
    chosen = tuple(names) if names is not None else lineup(seed, count)
    drawn = lineup(seed, len(chosen))
    return [
        personality(name, seed, style=STYLE_OF.get(name, STYLE_OF[fallback]))
        for name, fallback in zip(chosen, drawn, strict=True)
    ]


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of bot the simulator can seat: a short token, a default name and a factory."""

    token: str
    name: str
    about: str
    make: Callable[[str, random.Random], Bot]


def _style(style_name: str, adaptive: bool | None = None) -> Callable[[str, random.Random], Bot]:
    style = STYLES[style_name]
    return lambda n, rng: StrategyBot(n, style, rng, adaptive=adaptive)


KINDS: Final[dict[str, Kind]] = {
    kind.token: kind
    for kind in (
        Kind("tag", "TAG", "tight-aggressive, adaptive (the strongest)", _style("tight-aggressive")),
        Kind("tag-fixed", "TAG", "tight-aggressive with adaptation off", _style("tight-aggressive", False)),
        Kind("rock", "Rock", "very tight", _style("rock")),
        Kind("lag", "LAG", "loose-aggressive", _style("loose-aggressive")),
        Kind("station", "Station", "calling station", _style("calling station")),
        Kind("maniac", "Maniac", "maniac", _style("maniac")),
        Kind("chart", STAND_IN_NAME, "chart-based tight-aggressive stand-in for the player", ChartBot),
        Kind("call", "Caller", "baseline: always checks or calls", lambda n, rng: CallingBot(n)),
        Kind("random", "Random", "baseline: random legal actions", RandomBot),
    )
}
"""The kinds ``holdem sim --lineup`` seats, by token (``holdem_lab.kinds`` adds the stand-ins)."""

TABLE_LINEUP: Final = ("chart", "tag", "rock", "lag", "station", "maniac")
"""The game's table: the stand-in in the player's seat 0, the five opponents in seats 1..5."""

STYLE_TOKENS: Final = {"tight-aggressive": "tag", "rock": "rock", "loose-aggressive": "lag",
                       "calling station": "station", "maniac": "maniac"}
"""The kind that plays each style."""


def table_lineup(seed: int, seats: int = len(TABLE_LINEUP)) -> tuple[str, ...]:
    """The stand-in in seat 0 and the styles a game of ``seats`` draws from ``seed`` (six: TABLE_LINEUP).

    >>> table_lineup(1, 3), len(table_lineup(1, 10))
    (('chart', 'lag', 'tag'), 10)
    """
    if seats == len(TABLE_LINEUP):
        return TABLE_LINEUP
    return ("chart", *(STYLE_TOKENS[STYLE_OF[name]] for name in lineup(seed, seats - 1)))


def seat_names(tokens: Sequence[str], kinds: Mapping[str, Kind] = KINDS) -> list[str]:
    """Names for a line-up of ``kinds``; a kind seated more than once gets numbered names."""
    counts = {t: tokens.count(t) for t in tokens}
    seen: dict[str, int] = {}
    names = []
    for token in tokens:
        kind = kinds[token]
        seen[token] = seen.get(token, 0) + 1
        names.append(f"{kind.name} {seen[token]}" if counts[token] > 1 else kind.name)
    if len(set(names)) != len(names):
        raise ValueError(f"two seats would share a name in {list(tokens)}")
    return names


def build(tokens: Sequence[str], seed: int, kinds: Mapping[str, Kind] = KINDS) -> list[Bot]:
    """The bots of a line-up of ``kinds``, seat order, each with its own stream from ``seed``."""
    names = seat_names(tokens, kinds)
    return [kinds[t].make(name, stream(seed, f"bot:{name}")) for t, name in zip(tokens, names, strict=True)]


Builder = Callable[[Sequence[str], int], list[Bot]]
"""Builds the bots of a line-up from its tokens and a seed, as :func:`build` does."""


@dataclass(frozen=True, slots=True)
class Roster:
    """The kinds a simulator may seat and the function that builds a line-up of them.

    ``build`` is a module-level function, so that a job naming it can be sent to another process
    (the kinds' factories cannot be); it must build from ``kinds``.
    """

    kinds: Mapping[str, Kind]
    build: Builder


GAME: Final = Roster(KINDS, build)
"""What ``holdem sim`` seats."""
