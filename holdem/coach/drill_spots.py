"""Drill spots reached by real play, and graded the way the review grades a decision.

A spot of a family is found by playing: the session's opponents (copies of them, with
their reads of the player) and a stand-in in the player's seat (by default the
tight-aggressive style, as the coach's practice hands seat it) play hands with the real
strategies, dealt from a stream of the drill's seed, until the stand-in is to act in a
decision of the family; the player takes over there. The player's cards are the ones the
stand-in was dealt in that hand: a fresh deal every spot, fit for the family by
construction, since the stand-in played them to the spot as the table's strategies would. No
spot is made up that the table would not produce.

A spot is graded by :func:`holdem.coach.review.grade_at`, the function that grades one
decision of a stored hand, on the spot's events with the answer appended: the same
values, verdict and reason the review gives that decision with that seed. The choices'
play-outs do not depend on the answer, so :func:`prepare_spot` plays them once while the
player looks at the spot, and each choice's grade is finished from that (in the order of
:func:`grading_order`), the same as :func:`grade_choice` gives.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Final

from holdem.bots.base import Bot, Learner
from holdem.bots.lineup import personality
from holdem.bots.names import lineup
from holdem.bots.personalities import STYLES
from holdem.bots.strategy import StrategyBot
from holdem.coach.drill_families import Family, Moment
from holdem.coach.grade import DEFAULT_BUDGET, Budget, DecisionGrade
from holdem.coach.review import PreparedDecision, grade_at, prepare_at
from holdem.coach.spots import choices_at, position
from holdem.coach.table import acted
from holdem.engine.actions import Action
from holdem.engine.events import Event
from holdem.engine.rng import stream
from holdem.engine.state import TableState, fold_events
from holdem.engine.table import Table, TableConfig
from holdem.engine.view import PlayerView, filter_events, view_of_state
from holdem.stats.positions import middle_names

PLAYER_SEAT: Final = 0
"""The player's seat at a drill table (the game's own seat)."""
MAX_HANDS: Final = 400
"""Hands played at most to reach one spot (:data:`SEARCH_HANDS` for the rarer families): every other family
comes up once in 40 hands or fewer on average at this table (the river value bet, 36), so 400 hands miss
about once in 20,000 searches (e^-10); a search that finds none says so."""
SEARCH_HANDS: Final = {"allin_pre": 3000}
"""Hands played at most where a family is rarer: an all-in faced before the flop at 100 bb comes about once
in 330 hands (seed 3's table: 22 to 906 hands over 13 spots), so 400 hands missed 7 spots of 20; 3,000 miss
about once in 8,000 searches (e^-9), at about 0.02 s of CPU a hand (a minute at worst, 6 s on average)."""
TRIVIAL_FOLD: Final = 0.95
"""A spot every style folds at least this often is a trivial fold: "close decisions only" skips it, and
a fold there is left out of the score (as trainers leave out the obvious folds) unless the coach finds
it a mistake."""
TRIVIAL_TRIALS: Final = 64
"""Monte Carlo equity trials of each style's policy when asking whether it folds (after the flop)."""


@dataclass(frozen=True, slots=True)
class Narrowing:
    """What a drill pins: the player's position (None: any), the stacks' depth in big blinds, and
    whether trivial folds are skipped."""

    position: str | None = None
    depth_bb: int = 100
    close_only: bool = False


ANYWHERE: Final = Narrowing()
"""No narrowing: any position, 100 big blinds deep, trivial folds dealt too."""


@dataclass(frozen=True)
class DrillSpot:
    """One decision to drill: the hand's events before it (every card: the dealer's record), the seat
    to act, the opponents as the hand began, and the coach's seed for grading it."""

    family: str
    events: tuple[Event, ...]
    seat: int
    opponents: dict[int, StrategyBot] = field(repr=False)
    seed: int
    trivial: bool
    hands: int
    """Hands played to reach the spot (this one included)."""

    @cached_property
    def state(self) -> TableState:
        """The table as the dealer knows it (every hand): for building the answer's event."""
        return fold_events(self.events)

    @cached_property
    def seen(self) -> tuple[Event, ...]:
        """The hand so far as the player sees it."""
        return filter_events(self.events, self.seat)

    def view(self) -> PlayerView:
        """The player's view of the spot, as the table screen draws it."""
        return view_of_state(fold_events(self.seen), self.seat, self.seen)

    @property
    def position(self) -> str:
        return position(self.state, self.seat)

    @property
    def key(self) -> str:
        """The spot's key for spaced repetition: its family and the player's position."""
        return f"{self.family}:{self.position}"

    @property
    def depth_bb(self) -> int:
        """The effective stack in big blinds: the player's chips against the largest other stack in."""
        s = self.state
        others = [s.stacks[i] + s.contributed[i] for i in range(s.num_seats)
                  if i != self.seat and not s.folded[i]]
        mine = s.stacks[self.seat] + s.contributed[self.seat]
        return min(mine, max(others, default=mine)) // s.big_blind

    def choices(self) -> list[Action]:
        """The choices the player has and the coach values: fold when there is a bet, check or call,
        raises to half the pot, the pot and all in (the raise builder's presets)."""
        legal = self.state.legal_actions()
        assert legal is not None and legal.seat == self.seat
        passive = Action.call() if legal.call_amount else Action.check()
        return choices_at(self.state, legal, passive)


def search_hands(family: str) -> int:
    """The hands a search for a spot of ``family`` plays at most (:data:`SEARCH_HANDS`, else
    :data:`MAX_HANDS`)."""
    return SEARCH_HANDS.get(family, MAX_HANDS)


def drill_table(seed: int, opponents: Sequence[Bot] | None) -> list[Bot]:
    """The five opponents of a drill: copies of ``opponents`` (the session's, with their reads), or the
    line-up of ``seed`` as a new session seats it."""
    if opponents is not None:
        return [copy.deepcopy(bot) for bot in opponents]
    return [personality(name, seed) for name in lineup(seed)]


STAND_IN_STYLE: Final = {"vs_cbet": "calling station", "river_call": "calling station",
                          "allin_post": "calling station"}
"""The stand-in's style where it is not the tight-aggressive one: a family reached after calls (a c-bet,
a river bet, an all-in faced after the flop) comes up five to ten times as often with a player who calls
(tight-aggressive: one river bet faced in about 100 hands; the calling station: one in 15)."""


def default_stand_in(seed: int, family: str, number: int) -> StrategyBot:
    """The player's seat until the spot: the tight-aggressive style (:data:`STAND_IN_STYLE` for the
    families reached by calling), on the spot's own stream."""
    style = STYLES[STAND_IN_STYLE.get(family, "tight-aggressive")]
    return StrategyBot("Hero", style, stream(seed, f"drill-stand-in:{family}:{number}"))


def find_spot(
    family: Family, *, seed: int, number: int, narrowing: Narrowing = ANYWHERE,
    opponents: Sequence[Bot] | None = None, stand_in: Bot | None = None, max_hands: int | None = None,
) -> DrillSpot | None:
    """Spot ``number`` of ``family`` in the drill of ``seed``: hands played from the deck stream of
    ``(seed, family, number)`` until the player's seat is to act in a decision of the family that the
    narrowing admits (None after ``max_hands`` hands, by default the family's :func:`search_hands`). A pure
    function of its arguments."""
    label = f"drill:{family.key}:{number}"
    player = copy.deepcopy(stand_in) if stand_in is not None else default_stand_in(seed, family.key, number)
    bots: list[Bot] = [player, *drill_table(seed, opponents)]
    names = tuple(bot.name for bot in bots)
    big_blind = TableConfig().big_blind
    table = Table(config=TableConfig(), names=names, rng=stream(seed, label))
    buttons = _buttons(len(bots), narrowing.position)
    button_rng = stream(seed, f"{label}:button")
    limit = search_hands(family.key) if max_hands is None else max_hands
    for hands in range(1, limit + 1):
        table.stacks = [narrowing.depth_bb * big_blind] * len(bots)
        table.button = (button_rng.choice(buttons) - 1) % len(bots)  # start_hand moves it on by one
        began = {seat: copy.deepcopy(bot) for seat, bot in enumerate(bots)
                 if seat != PLAYER_SEAT and isinstance(bot, StrategyBot)}
        hand = table.start_hand()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            if seat == PLAYER_SEAT and _fits(family, narrowing, hand.events):
                trivial = every_style_folds(view)
                if not (narrowing.close_only and trivial):
                    coach_seed = stream(seed, f"{label}:coach").getrandbits(63)
                    return DrillSpot(family.key, hand.events, seat, began, coach_seed, trivial, hands)
            hand.act(bots[seat].decide(view))
        for seat, bot in enumerate(bots):
            if isinstance(bot, Learner):
                bot.observe(hand.view(seat))
        table.finish_hand(hand)
    return None


def _buttons(seats: int, pinned: str | None) -> list[int]:
    """The seats the button is drawn from, each hand afresh: any seat, or those that put the player's seat in
    the pinned position. Drawn, not moved on: with a moving button the first spot after a start is more often
    in the positions the button reaches first (an open from the button or the cutoff twice as often as the
    simulator's share, from UTG half as often); with hands drawn alike the first spot of a family has the
    shares of all the family's spots."""
    every = list(range(seats))
    if pinned is None or seats < 3:
        return every
    middle = middle_names(seats - 3)
    names = {0: "BTN", 1: "SB", 2: "BB"} | {3 + i: name for i, name in enumerate(middle)}
    fitting = [b for b in every if names[(PLAYER_SEAT - b) % seats] == pinned]
    return fitting or every


def _fits(family: Family, narrowing: Narrowing, events: Sequence[Event]) -> bool:
    m = Moment.of(events, PLAYER_SEAT)
    return family(m) and (narrowing.position is None or m.position == narrowing.position)


def every_style_folds(view: PlayerView) -> bool:
    """Whether every style of the game folds here at least :data:`TRIVIAL_FOLD` of the time (a trivial
    fold); never where checking is free."""
    legal = view.legal
    if legal is None or not legal.call_amount:
        return False
    for name, style in STYLES.items():
        judge = StrategyBot(name, style, random.Random(0), adaptive=False)
        answer = judge.policy(view, rng=random.Random(0), trials=TRIVIAL_TRIALS)
        if answer.probability(Action.fold()) < TRIVIAL_FOLD:
            return False
    return True


def answer_event_list(spot: DrillSpot, action: Action) -> tuple[Event, ...]:
    """The spot's events with the player's answer appended, as ``Hand.act`` would record it."""
    return (*spot.events, acted(spot.state, action))


def grade_choice(spot: DrillSpot, action: Action, budget: Budget = DEFAULT_BUDGET) -> DecisionGrade:
    """The coach's grade of answering ``spot`` with ``action``: :func:`~holdem.coach.review.grade_at` on
    the spot's hand with the answer appended, with the spot's seed (what the review gives it)."""
    return grade_at(answer_event_list(spot, action), spot.seat, len(spot.events), spot.opponents,
                    seed=spot.seed, budget=budget)


def prepare_spot(spot: DrillSpot, budget: Budget = DEFAULT_BUDGET) -> PreparedDecision:
    """:func:`grade_choice`'s work that does not depend on the answer (the ranges, the equity and every
    choice played out): its ``grade(action)`` is ``grade_choice(spot, action, budget)``, in a fraction of
    the time."""
    return prepare_at(spot.events, spot.seat, len(spot.events), spot.opponents, seed=spot.seed, budget=budget)


def grading_order(prepared: PreparedDecision) -> list[Action]:
    """The order the choices of a prepared spot are graded in while the player looks: by their value so
    far, the best first. The answers a player weighs are the best and those near it, and they are the
    quickest to finish (a mistake plays fresh deals and the sound table besides), so most keys find their
    verdict ready."""
    valuer, played = prepared.valuer, prepared.played
    return sorted(prepared.choices, key=lambda a: -valuer.summary(played.get(a), a)[0])
