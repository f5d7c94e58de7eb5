"""Bot-only hands, headless: stacks reset or carried, duplicate deals, all-in adjustment.

Each seat's bot sees only its own :class:`~holdem.engine.view.PlayerView`. The
simulator itself sees everything (it is the dealer) and uses that only to score:
with *all-in adjustment* a hand that was all in before the river pays each
player its expected share of the pots over the possible run-outs instead of
the one that came, which removes most of the luck from the result.

With *duplicate dealing* each deck is played once per seat rotation, so every
bot holds every hand from every seat; results are summed per deal. Each bot's
own random stream is then reseeded before every hand from the seed, the deal and
the bot's name (never its seat), so the rotations of a deal, and two runs on the
same decks that differ in one bot (adaptation on and off), draw the same numbers:
common random numbers, which narrow the interval of a comparison.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Final

from holdem.bots.base import Bot
from holdem.bots.model import count_once
from holdem.bots.showdowns import fixed_keys, lookups
from holdem.engine.cards import Deck
from holdem.engine.evaluator import flush_strength
from holdem.engine.events import CardsShown, StreetDealt
from holdem.engine.game import Game
from holdem.engine.hand import Hand
from holdem.engine.pots import build_pots
from holdem.engine.rng import stream
from holdem.engine.table import Table, TableConfig
from holdem.stats import StatsBook

ALLIN_TRIALS: Final = 1000
"""Run-outs sampled for an all-in before the flop (later streets are enumerated exactly)."""


PER_HANDS: Final = 100.0
"""Win rates are in big blinds per hundred hands (bb/100), as players quote them."""
Z95: Final = 1.96
"""The normal quantile of a two-sided 95% interval: the half-width is 1.96 standard errors."""


class IllegalBotAction(RuntimeError):
    """A bot returned an action the rules do not allow."""


def play_hand(hand: Hand, bots: Sequence[Bot]) -> None:
    """Ask each seat's bot for its action until the hand is over, then let them look back at it."""
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        action = bots[seat].decide(hand.view(seat))
        reason = hand.why_illegal(action)
        if reason is not None:
            raise IllegalBotAction(f"{bots[seat].name} in seat {seat}: {action}: {reason}")
        hand.act(action)
    for seat, bot in enumerate(bots):
        observe = getattr(bot, "observe", None)  # a Learner (as isinstance reads it, without its cost)
        if observe is not None:
            observe(hand.view(seat))


def allin_adjusted_nets(hand: Hand, rng: random.Random) -> tuple[float, ...]:
    """Each seat's result, with any all-in before the river scored by its expected value."""
    events = hand.events
    board: tuple[int, ...] = ()
    first_shown = None
    for index, event in enumerate(events):
        if isinstance(event, StreetDealt):
            board = tuple(int(c) for c in event.board)
        elif isinstance(event, CardsShown) and event.reason == "all_in":
            first_shown = index
            break
    net = [hand.stacks[i] - hand.starting_stacks[i] + 0.0 for i in range(hand.num_seats)]
    if first_shown is None:
        return tuple(net)
    contributed = hand.contributed
    folded = hand.folded
    contenders = [s for s in range(hand.num_seats) if not folded[s]]
    holes = {s: tuple(int(c) for c in hand.hole_cards(s)) for s in contenders}
    dead = {c for cards in holes.values() for c in cards} | set(board)
    live = [c for c in range(52) if c not in dead]
    need = 5 - len(board)
    runouts: list[tuple[int, ...]]
    if need <= 2:
        runouts = list(combinations(live, need))
    else:
        runouts = [tuple(rng.sample(live, need)) for _ in range(ALLIN_TRIALS)]
    pots = build_pots(contributed, folded)
    won = dict.fromkeys(contenders, 0.0)
    # Each seven cards scored as evaluate() scores them, from their keys' sum (fixed part kept per seat):
    # the all-ins before the flop run thousands of boards, those after it up to a thousand.
    keys, flush_suit, by_hash, offsets, shift, mask, row = lookups()
    fixed = {s: fixed_keys(keys, holes[s], board)[1] for s in contenders}
    strength: dict[int, int] = {}
    for run in runouts:
        run_key = sum(keys[card] for card in run)
        for s in contenders:
            key = fixed[s] + run_key
            flush = flush_suit[key >> shift]
            strength[s] = (flush_strength((*holes[s], *board, *run), flush - 1) if flush
                           else by_hash[(ranks := key & mask) + offsets[ranks >> row]])
        for pot in pots:
            best = max(strength[s] for s in pot.eligible)
            winners = [s for s in pot.eligible if strength[s] == best]
            for s in winners:
                won[s] += pot.amount / len(winners)
    for s in range(hand.num_seats):
        net[s] = won.get(s, 0.0) / len(runouts) - contributed[s]
    return tuple(net)


@dataclass(slots=True)
class Money:
    """Results of one player over independent units (hands, or deals of several hands)."""

    units: int = 0
    hands_per_unit: int = 1
    total: float = 0.0
    squares: float = 0.0

    def add(self, net: float) -> None:
        self.units += 1
        self.total += net
        self.squares += net * net

    def bb_per_100(self, big_blind: int) -> float | None:
        if not self.units:
            return None
        return PER_HANDS * self.total / self.units / self.hands_per_unit / big_blind

    def ci95(self, big_blind: int) -> float | None:
        """Half-width of the 95% interval of bb/100."""
        n = self.units
        if n < 2:
            return None
        mean = self.total / n
        sd = math.sqrt(max(self.squares / n - mean * mean, 0.0) * n / (n - 1))
        return Z95 * sd / math.sqrt(n) * PER_HANDS / self.hands_per_unit / big_blind


@dataclass(slots=True)
class SimResult:
    """Per-name stats (from every hand) and money (per hand, or per deal when duplicate)."""

    names: tuple[str, ...]
    stats: StatsBook = field(default_factory=StatsBook)
    money: dict[str, Money] = field(default_factory=dict)
    rebuys: dict[str, int] = field(default_factory=dict)
    deal_nets: dict[str, list[float]] = field(default_factory=dict)
    """Each deal's net per name, when asked for (paired comparisons on the same decks)."""
    hands: int = 0
    deals: int = 0
    big_blind: int = 10

    def add_deal(self, nets: dict[str, float], keep: bool) -> None:
        """Count one deal's result per name (kept deal by deal when ``keep``)."""
        for name, net in nets.items():
            self.money[name].add(net)
            if keep:
                self.deal_nets.setdefault(name, []).append(net)
        self.deals += 1


Progress = Callable[[int, int], None]


def simulate(
    names: Sequence[str], make_bots: Callable[[int], Sequence[Bot]], *, deals: int, seed: int,
    duplicate: bool = False, carry: bool = False, allin_adjust: bool = True, progress: Progress | None = None,
    keep_deals: bool = False, game: Game = Game.NO_LIMIT,
) -> SimResult:
    """Play ``deals`` decks with the bots ``make_bots(seed)`` builds (one per name, seat order).

    Stacks reset every hand unless ``carry`` (busted seats rebuy); ``duplicate`` replays each deck
    once per rotation of the seats and sums the results per deal; ``game`` is the betting structure."""
    if duplicate and carry:
        raise ValueError("duplicate deals reset the stacks every hand")
    config = TableConfig(num_seats=len(names), game=game)
    bots = list(make_bots(seed))
    count_once(bots)  # every seat counts the same public events: the table is counted once
    n = len(bots)
    deck_rng, allin_rng = stream(seed, "deck"), stream(seed, "allin")
    rotations = n if duplicate else 1
    result = SimResult(names=tuple(names), big_blind=config.big_blind,
                       money={name: Money(hands_per_unit=rotations) for name in names})
    table = Table(config=config, names=list(names), rng=stream(seed, "button")) if carry else None
    button, hand_number = stream(seed, "button").randrange(n), 0
    for deal in range(deals):
        order = Deck.shuffled(deck_rng).remaining()
        deal_net = dict.fromkeys(names, 0.0)
        for shift in range(rotations):
            hand_number += 1
            seated = [bots[(seat + shift) % n] for seat in range(n)]
            if duplicate:
                _reseed(bots, seed, deal)
            hand = _start(table, config, seated, button, Deck(order), hand_number)
            play_hand(hand, seated)
            if table is not None:
                table.finish_hand(hand)
            nets = allin_adjusted_nets(hand, allin_rng) if allin_adjust else hand_nets(hand)
            result.stats.add_hand(hand.events, nets)
            for seat, bot in enumerate(seated):
                deal_net[bot.name] += nets[seat]
            result.hands += 1
        result.add_deal(deal_net, keep_deals)
        button = (button + 1) % n
        if progress is not None:
            progress(deal + 1, deals)
    result.rebuys = dict(zip(names, table.rebuys, strict=True)) if table is not None else {}
    return result


def _reseed(bots: Sequence[Bot], seed: int, deal: int) -> None:
    """Each bot's own stream restarted from the seed, the deal and its name (not its seat)."""
    for bot in bots:
        rng = getattr(bot, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(f"{seed}:deal:{deal}:{bot.name}")


def _start(
    table: Table | None, config: TableConfig, seated: Sequence[Bot], button: int, deck: Deck, number: int
) -> Hand:
    """The next hand: from the table when stacks are carried, else with fresh stacks."""
    if table is not None:
        return table.start_hand(deck)
    return Hand(
        stacks=[config.starting_stack] * len(seated), button=button, deck=deck,
        small_blind=config.small_blind, big_blind=config.big_blind,
        names=[b.name for b in seated], hand_number=number, game=config.game,
    )


def hand_nets(hand: Hand) -> tuple[float, ...]:
    """Each seat's actual result in a finished hand."""
    return tuple(float(hand.stacks[i] - hand.starting_stacks[i]) for i in range(hand.num_seats))
