"""Who sits where: the five opponents of the game's table, and every kind of bot the simulator seats.

Each opponent's name always belongs to the same style, and the names say nothing
about it. Each bot draws from its own stream, ``rng.stream(seed, "bot:<name>")``:

>>> [bot.name for bot in opponents(1)]
['Marta', 'Viktor', 'Lena', 'Otto', 'Rafael']
>>> [STYLE_OF[name] for name in OPPONENT_NAMES]
['tight-aggressive', 'rock', 'loose-aggressive', 'calling station', 'maniac']
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from holdem.bots.base import Bot, CallingBot
from holdem.bots.baselines import ChartBot, MinRaiseBot, OverCaller, OverFolder, ProbeBot, RandomBot, ShoveBot
from holdem.bots.personalities import STYLES
from holdem.bots.standins import CheckRaiser, EquityPlayer, LoosePassive, TwicePotBettor
from holdem.bots.strategy import StrategyBot
from holdem.engine.rng import stream

OPPONENT_NAMES: Final = ("Marta", "Viktor", "Lena", "Otto", "Rafael")
"""The opponents in seat order 1..5."""

STYLE_OF: Final = {
    "Marta": "tight-aggressive",
    "Viktor": "rock",
    "Lena": "loose-aggressive",
    "Otto": "calling station",
    "Rafael": "maniac",
}
"""The fixed name -> style mapping (never shown in the game)."""

STAND_IN_NAME: Final = "Hero"


def personality(name: str, seed: int, *, adaptive: bool | None = None) -> StrategyBot:
    """The opponent called ``name``, playing its style from its own random stream."""
    return StrategyBot(name, STYLES[STYLE_OF[name]], stream(seed, f"bot:{name}"), adaptive=adaptive)


def opponents(seed: int) -> list[Bot]:
    """The five opponents in seat order 1..5, each drawing from its own stream derived from ``seed``."""
    return [personality(name, seed) for name in OPPONENT_NAMES]


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of bot the simulator can seat: a short token, a default name and a factory."""

    token: str
    name: str
    about: str
    make: Callable[[str, random.Random], Bot]


def _style(name: str, adaptive: bool | None = None) -> Callable[[str, random.Random], Bot]:
    style = STYLES[STYLE_OF[name]]
    return lambda n, rng: StrategyBot(n, style, rng, adaptive=adaptive)


KINDS: Final[dict[str, Kind]] = {
    kind.token: kind
    for kind in (
        Kind("tag", "Marta", "tight-aggressive, adaptive (the strongest)", _style("Marta")),
        Kind("tag-fixed", "Marta", "tight-aggressive with adaptation off", _style("Marta", False)),
        Kind("rock", "Viktor", "very tight", _style("Viktor")),
        Kind("lag", "Lena", "loose-aggressive", _style("Lena")),
        Kind("station", "Otto", "calling station", _style("Otto")),
        Kind("maniac", "Rafael", "maniac", _style("Rafael")),
        Kind("chart", STAND_IN_NAME, "chart-based tight-aggressive stand-in for the player", ChartBot),
        Kind("call", "Caller", "baseline: always checks or calls", lambda n, rng: CallingBot(n)),
        Kind("random", "Random", "baseline: random legal actions", RandomBot),
        Kind("shove", "Shover", "exploiter: all in at every chance", lambda n, rng: ShoveBot(n)),
        Kind("minraise", "MinRaiser", "exploiter: min-raises at every chance", lambda n, rng: MinRaiseBot(n)),
        Kind("probe", "Prober", "exploiter: bets whenever checked to", lambda n, rng: ProbeBot(n)),
        Kind("overfolder", "Folder", "leak: folds to bets without top pair", OverFolder),
        Kind("overcaller", "Sticky", "leak: calls down with any pair or draw", OverCaller),
        Kind("beginner", "Newbie", "stand-in: loose-passive beginner, calls any pair or draw", LoosePassive),
        Kind("twicepot", "Blaster", "stand-in: bets twice the pot whenever checked to, any cards",
             lambda n, rng: TwicePotBettor(n)),
        Kind("checkraiser", "Trapper", "stand-in: checks, then raises top pair, draws and some bluffs",
             CheckRaiser),
        Kind("equity", "Counter", "stand-in: bets, calls and folds by equity against random hands",
             EquityPlayer),
    )
}
"""Every kind by token, for ``holdem sim --lineup``."""

TABLE_LINEUP: Final = ("chart", "tag", "rock", "lag", "station", "maniac")
"""The game's table: the stand-in in the player's seat 0, the five opponents in seats 1..5."""


def seat_names(tokens: list[str] | tuple[str, ...]) -> list[str]:
    """Names for a line-up; a kind seated more than once gets numbered names."""
    counts = {t: tokens.count(t) for t in tokens}
    seen: dict[str, int] = {}
    names = []
    for token in tokens:
        kind = KINDS[token]
        seen[token] = seen.get(token, 0) + 1
        names.append(f"{kind.name} {seen[token]}" if counts[token] > 1 else kind.name)
    if len(set(names)) != len(names):
        raise ValueError(f"two seats would share a name in {list(tokens)}")
    return names


def build(tokens: list[str] | tuple[str, ...], seed: int) -> list[Bot]:
    """The bots of a line-up, seat order, each with its own stream from ``seed``."""
    names = seat_names(tokens)
    return [KINDS[t].make(name, stream(seed, f"bot:{name}")) for t, name in zip(tokens, names, strict=True)]
