"""Every kind of bot a measurement seats: the game's kinds and, on top of them, the lab's stand-ins.

``holdem sim`` seats only the game's kinds (``holdem.bots.lineup.KINDS``); the scripts, the panel
and ``python -m holdem_lab.sim`` seat these, by the same tokens and names:

>>> set(lineup.KINDS) < set(KINDS)
True
>>> seat_names(("tag", "shove", "shove"))
['TAG', 'Shover 1', 'Shover 2']
>>> [type(bot).__name__ for bot in build(("chart", "openshove"), seed=1)]
['ChartBot', 'OpenShover']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from holdem.bots import lineup
from holdem.bots.base import Bot, Learner
from holdem.bots.lineup import Kind, Roster
from holdem.engine.actions import Action
from holdem.engine.view import PlayerView
from holdem_lab.attacks import (
    BlindStealer,
    Floater,
    FourBetBluffer,
    LimpReraiser,
    RiverBlocker,
    Squeezer,
    TurnAttacker,
)
from holdem_lab.exploiters import MinRaiseBot, OverCaller, OverFolder, ProbeBot, ShoveBot
from holdem_lab.standins import (
    CheckRaiser,
    DonkBettor,
    EquityPlayer,
    FlopRaiseShover,
    LightThreeBettor,
    LoosePassive,
    OpenShover,
    RiverOverbettor,
    SmallProber,
    TwicePotBettor,
)


def _stateless(make: Callable[[str], Bot]) -> Callable[[str, random.Random], Bot]:
    """The factory of a kind whose bot draws nothing at random: its name is all it takes."""
    return lambda name, _rng: make(name)


LAB_KINDS: Final[dict[str, Kind]] = {
    kind.token: kind
    for kind in (
        Kind("shove", "Shover", "exploiter: all in at every chance", _stateless(ShoveBot)),
        Kind("minraise", "MinRaiser", "exploiter: min-raises at every chance", _stateless(MinRaiseBot)),
        Kind("probe", "Prober", "exploiter: bets whenever checked to", _stateless(ProbeBot)),
        Kind("overfolder", "Folder", "leak: folds to bets without top pair", OverFolder),
        Kind("overcaller", "Sticky", "leak: calls down with any pair or draw", OverCaller),
        Kind("beginner", "Newbie", "stand-in: loose-passive beginner, calls any pair or draw", LoosePassive),
        Kind("twicepot", "Blaster", "stand-in: bets twice the pot whenever checked to, any cards",
             _stateless(TwicePotBettor)),
        Kind("checkraiser", "Trapper", "stand-in: checks, then raises top pair, draws and some bluffs",
             CheckRaiser),
        Kind("equity", "Counter", "stand-in: bets, calls and folds by equity against random hands",
             EquityPlayer),
        Kind("threebet", "Squeezer", "stand-in: 3-bets the top 30% to 3x, c-bets every flop, then gives up",
             _stateless(LightThreeBettor)),
        Kind("openshove", "Jammer", "stand-in: all in over any raise with the top 35%",
             _stateless(OpenShover)),
        Kind("flopshove", "Rammer", "stand-in: all in over flop bets with any pair or draw",
             _stateless(FlopRaiseShover)),
        Kind("riverblast", "Bluffer", "stand-in: any cards, calls to the river, bets 1.5 pots there",
             _stateless(RiverOverbettor)),
        Kind("donk", "Leader", "stand-in: leads into the preflop raiser on every flop",
             _stateless(DonkBettor)),
        Kind("smallprobe", "Poker", "stand-in: bets a third of the pot with any hand when checked to",
             _stateless(SmallProber)),
        Kind("steal", "Thief", "stand-in: opens any two cards in the cutoff, button and small blind, c-bets",
             _stateless(BlindStealer)),
        Kind("fourbet", "Fourbettor", "stand-in: opens wide, 4-bets every 3-bet small, folds to a 5-bet",
             _stateless(FourBetBluffer)),
        Kind("float", "Floater", "stand-in: calls a flop bet in position with any two, bets when checked to",
             _stateless(Floater)),
        Kind("turnraise", "Ambusher", "stand-in: checks the flop, check-raises or bets the turn, some air",
             TurnAttacker),
        Kind("squeeze", "Presser", "stand-in: re-raises an open that others called, with the top 60%",
             _stateless(Squeezer)),
        Kind("limpraise", "Limper", "stand-in: limps, then re-raises a raise with its best and worst limps",
             _stateless(LimpReraiser)),
        Kind("blocker", "Blocker", "stand-in: bets a fifth of the pot on the river with any pair",
             _stateless(RiverBlocker)),
    )
}
"""The kinds only measurements seat: exploiters, leaky players and person stand-ins."""

KINDS: Final[dict[str, Kind]] = {**lineup.KINDS, **LAB_KINDS}
"""Every kind by token: the game's first, then the lab's."""


def seat_names(tokens: Sequence[str]) -> list[str]:
    """Names for a line-up of any kinds; a kind seated more than once gets numbered names."""
    return lineup.seat_names(tokens, KINDS)


def build(tokens: Sequence[str], seed: int) -> list[Bot]:
    """The bots of a line-up of any kinds, seat order, each with its own stream from ``seed``."""
    return lineup.build(tokens, seed, KINDS)


LAB: Final = Roster(KINDS, build)
"""What ``python -m holdem_lab.sim`` and the panel seat (``build`` pickles: jobs run in other processes)."""


class Apart:
    """``bot`` with its model out of the simulator's sight, so it counts the table in a model of its own, as
    every seat did before the seats of a table shared one (:func:`holdem.bots.model.count_once`): seated
    so, a line-up plays as it does sharing one, decision for decision."""

    def __init__(self, bot: Bot) -> None:
        self.bot, self.name = bot, bot.name

    def decide(self, view: PlayerView) -> Action:
        return self.bot.decide(view)

    def observe(self, view: PlayerView) -> None:
        if isinstance(self.bot, Learner):
            self.bot.observe(view)
