"""The one strategy every personality plays, and the parameters that make a personality.

A decision starts from the spot (pot odds, position, stacks, texture), the hand's
strength (the preflop table before the flop; Monte Carlo equity against the
opponents' narrowed ranges after it) and what is known of the opponents. Each
action is then drawn with a probability that rises smoothly with the margin
over a threshold, so the same hand is not always played the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import fields, replace
from typing import Final

from holdem.bots.adapt import Adjustment, adjustment, clamp, gave_up, lines_for_my_bet, pressure, raise_folds
from holdem.bots.bigbets import BIG_CALL_BB, defends_overbet, loose_bettor, refuses_call_off
from holdem.bots.board import HIGH_CARD, WEAK_PAIR, has_draw, made_class
from holdem.bots.combos import CLASS_NAMES, COMBO_CLASS, example_cards
from holdem.bots.defence import answer_raise, open_width, premium, sigmoid, soft_below
from holdem.bots.equity import SETTLED, TRIALS, equity
from holdem.bots.model import Profile, TableModel
from holdem.bots.places import OwnPreflop, OwnRanges
from holdem.bots.policy import Dist, Mix, Policy, seeded
from holdem.bots.preflop import top_fraction
from holdem.bots.ranges import HandReader
from holdem.bots.readings import ReaderCache
from holdem.bots.situation import Spot, read_spot, spot_of, texture
from holdem.bots.sizes import bet_sizes, legalize, open_sizes, raise_sizes, reraise_sizes, steal_sizes
from holdem.bots.style import Personality
from holdem.engine.actions import Action, ActionType, LegalActions
from holdem.engine.cards import Card
from holdem.engine.events import Event, Move, PlayerActed, Street
from holdem.engine.game import Game
from holdem.engine.state import fold_events
from holdem.engine.view import PlayerView, view_of_state


class StrategyBot:
    """A bot that plays :class:`Personality` ``style`` from its own seat's view, with its own rng."""

    def __init__(self, name: str, style: Personality, rng: random.Random, *, adaptive: bool | None = None):
        self.name = name
        self.style = style
        self.rng = rng
        self.adaptive = style.adaptive if adaptive is None else float(adaptive)
        """How far it shifts against its reads: the style's, or in full (``adaptive=True``) or none."""
        self.model = TableModel()
        self.reader = HandReader(seat=-1)
        """The ranges of the hand in play as far as :meth:`decide` read them (kept, not read again)."""
        self._read: tuple[Event, ...] = ()
        self._readings = ReaderCache()
        """Readings for :meth:`policy`, by the public events (not the bot's state: copies start empty)."""
        self._own = OwnRanges()
        """Its own preflop ranges by hand and preflop line (:meth:`_own_preflop`), shared with its copies."""

    def observe(self, view: PlayerView) -> None:
        """Learn from what this seat saw (the simulator and the game call it when a hand ends)."""
        self.model.feed(view.hand_number, view.names, view.events)

    def decide(self, view: PlayerView) -> Action:
        """Learn from the view, then draw the action from :meth:`policy` with this bot's own rng."""
        self.observe(view)
        profiles = self._profiles(view)
        reader = self._reader_for(view, profiles, keep=True)
        return self._policy(view, reader, profiles, self.rng, TRIALS).sample(self.rng)

    def policy(
        self, view: PlayerView, *, rng: random.Random | None = None, trials: int | None = None
    ) -> Policy:
        """Each legal action this bot would take in ``view`` with its probability; changes nothing in the bot.

        The view is read as :meth:`decide` reads it once it has observed it: with the hand so far counted
        in the reads of the others, though the bot has observed less of it (a question from the coach
        about a moment further on) or none (a bot whose model is still in the hand before).

        ``rng`` drives the Monte Carlo equity after the flop (default: a stream seeded from the view, so
        the same view gives the same policy); ``trials`` overrides :data:`~holdem.bots.equity.TRIALS`.
        """
        if rng is None:
            rng = seeded(view.hand_number, view.seat, view.hole_cards, view.board, len(view.events))
        profiles = self._profiles(view)
        reader = self._reader_for(view, profiles, keep=False)
        return self._policy(view, reader, profiles, rng, trials or TRIALS)

    def _profiles(self, view: PlayerView, events: Sequence[Event] | None = None) -> dict[int, Profile]:
        """The reads of the others with the hand so far counted in (``events``, by default the view's),
        as at the table, where this bot observes a view before it decides (the model is not changed)."""
        model = self.model.seen(view.hand_number, view.names, view.events if events is None else events)
        return model.others(view.names, view.seat)

    def _reader_for(self, view: PlayerView, profiles: dict[int, Profile], *, keep: bool) -> HandReader:
        """The ranges read up to ``view``: the kept reader carried on (in place if ``keep``) or a new one."""
        reader = self.reader
        if (reader.seat != view.seat or reader.hand_number != view.hand_number
                or view.events[: reader.seen] != self._read):
            if not keep:  # a new reading, the same for any holding: shared through the cache
                model = self.model
                counted = model.counted if model.hand == view.hand_number else 0
                own = model.others(view.names, view.seat)
                return self._readings.reader(view.seat, view.hand_number, view.events, own, counted,
                                             lambda n: self._profiles(view, view.events[:n]))
            reader = HandReader(seat=view.seat)
        elif not keep:
            reader = reader.copy()
        reader.update(view.hand_number, view.events, profiles)
        if keep:
            self.reader, self._read = reader, tuple(view.events)
        return reader

    def _policy(self, view: PlayerView, reader: HandReader, profiles: dict[int, Profile],
                rng: random.Random, trials: int) -> Policy:
        legal = view.legal
        assert legal is not None, "a policy is only asked when it is this seat's turn"
        spot = read_spot(view)
        if spot.street is Street.PREFLOP:
            return self._preflop_policy(spot, legal, view.big_blind, reader, profiles)
        mix = Mix()
        own = lambda: self._own_preflop(view)  # noqa: E731 - asked only against an overbet
        self._postflop(mix, spot, legal, reader, profiles, rng, trials, view.big_blind, own)
        return mix.policy(lambda action: legalize(action, legal, spot))

    def _preflop_policy(self, spot: Spot, legal: LegalActions, bb: int, reader: HandReader,
                        profiles: dict[int, Profile],
                        legalized: Callable[[Action], Action] | None = None) -> Policy:
        mix = Mix()
        self._preflop(mix, spot, legal, bb, reader, profiles)
        return mix.policy((lambda action: legalize(action, legal, spot)) if legalized is None else legalized)

    def _own_preflop(self, view: PlayerView) -> OwnPreflop:
        """Its own range before the flop, each combo's weight the chance its own policy takes the line it
        took (the product over its preflop decisions of the chance of the move it made), by hand class:
        the range its answer to an overbet keeps a share of. Kept for the hand (the coach asks for many
        holdings in one spot)."""
        events = view.events
        moves = [k for k, e in enumerate(events)
                 if isinstance(e, PlayerActed) and e.seat == view.seat and e.street is Street.PREFLOP]
        # the public actions only: the range is the same whatever cards this seat holds
        key = (view.hand_number, view.seat, view.names,
               tuple(e for e in events[: moves[-1] + 1] if isinstance(e, PlayerActed)) if moves else ())
        kept = self._own.get(key)
        if kept is not None:
            return kept
        by_class = dict.fromkeys(CLASS_NAMES, 1.0)
        for k in moves:
            move = events[k]
            assert isinstance(move, PlayerActed)
            kind = _MOVE_TYPE.get(move.move, ActionType.RAISE_TO)
            before = view_of_state(fold_events(events[:k]), view.seat, events[:k])
            # :meth:`policy` of ``before`` with each class's cards: all but the cards is read once
            legal, bb = before.legal, before.big_blind
            assert legal is not None
            profiles = self._profiles(before)
            reader = self._reader_for(before, profiles, keep=False)
            spot = read_spot(replace(before, hole_cards=(Card(0), Card(1))))
            read = {f.name: getattr(spot, f.name) for f in fields(spot)}  # the spot for each class's cards
            legalized = _Legalized(legal, spot)  # the cards play no part in making an action legal
            for name, weight in by_class.items():
                if weight > 0.0:
                    read["hole"] = example_cards(name)
                    asked = self._preflop_policy(spot_of(**read), legal, bb, reader, profiles, legalized)
                    by_class[name] = weight * sum(p for action, p in asked.choices if action.type is kind)
        weights = OwnPreflop(by_class[name] for name in COMBO_CLASS)
        self._own.keep(key, weights)
        return weights

    # ----- before the flop --------------------------------------------------------------------

    def _preflop(self, mix: Mix, spot: Spot, legal: LegalActions, bb: int, reader: HandReader,
                 profiles: dict[int, Profile]) -> None:
        style = self.style
        p = top_fraction(*spot.hole)
        if spot.raises_preflop == 0:
            if legal.can_check:  # the big blind's option
                if legal.can_raise:
                    mix.branch(soft_below(p, style.open_width * BIG_BLIND_RAISES) * style.open_raise,
                               open_sizes(self.style, bb, spot.limpers))
                mix.rest(_CHECK)
                return
            width = open_width(style, spot) * (OVER_LIMPERS if spot.limpers else 1.0)
            mix.branch(1.0 - soft_below(p, width), _FOLD)
            if legal.can_raise:
                opens = open_sizes(style, bb, spot.limpers)
                mix.branch(1.0 if p <= style.premium else style.open_raise, opens)
            mix.rest(_CALL)
            return
        value = style.three_bet * (1.0 if spot.raises_preflop == 1 else FOUR_BET_SHARE)
        if legal.can_raise and p <= value:
            mix.rest(reraise_sizes(spot, legal))
            return
        if legal.can_raise and spot.raises_preflop == 1 and p < value + BLUFF_BAND:
            mix.branch(style.three_bet_bluff, reraise_sizes(spot, legal))
        read = profiles.get(spot.preflop_aggressor) if spot.preflop_aggressor is not None else None
        answer_raise(mix, style, spot, legal, reader, bb, reraise_sizes(spot, legal), read)
        mix.rest(_CALL if premium(*spot.hole) else _FOLD)

    # ----- after the flop ---------------------------------------------------------------------

    def _postflop(self, mix: Mix, spot: Spot, legal: LegalActions, reader: HandReader,
                  profiles: dict[int, Profile], rng: random.Random, trials: int, bb: int,
                  own: Callable[[], Sequence[float]]) -> None:
        if len(spot.board) == 5:
            eq = reader.river_share(spot.hole, spot.board, spot.opponents, profiles)
        else:
            eq = equity(spot.hole, spot.board, [reader.range_of(s, profiles[s]) for s in spot.opponents],
                        trials, rng, SETTLED)
        adjust = self._adjust(spot, profiles)
        if spot.game is Game.FIXED_LIMIT:
            adjust = fixed_limit(adjust, len(spot.opponents))
        if legal.can_check:
            stab = self.style.counter * gave_up(spot, profiles)
            if spot.street is Street.RIVER and made_class(*spot.hole, spot.board) >= WEAK_PAIR:
                stab = 0.0  # a pair beats the air that gave up at the showdown: it checks
            self._checked_to(mix, spot, eq, adjust, stab)
        else:
            self._facing_bet(mix, spot, legal, eq, adjust, profiles, bb, reader, own)

    def _adjust(self, spot: Spot, profiles: dict[int, Profile]) -> Adjustment:
        weight = self.adaptive
        if not weight:
            return Adjustment()
        lines = lines_for_my_bet(spot)
        full = adjustment([(profiles[s], line) for s, line in zip(spot.opponents, lines, strict=True)])
        if weight == 1.0:  # its steals have their own small size: value bets keep theirs against folders
            return replace(full, size=max(full.size, 1.0), steal=ADAPTIVE_STEAL * full.steal)
        return Adjustment(bluff=1.0 + weight * (full.bluff - 1.0), value_shift=weight * full.value_shift,
                          call_shift=weight * full.call_shift, size=1.0 + weight * (full.size - 1.0))

    def _checked_to(self, mix: Mix, spot: Spot, eq: float, adjust: Adjustment, stab: float = 0.0) -> None:
        """Bet for value, semi-bluff, continuation-bet, bluff, take a pot a c-bettor gave up (``stab``:
        :func:`~holdem.bots.adapt.gave_up` times the style's ``counter``), or check."""
        style = self.style
        crowd = multiway(len(spot.opponents))
        strong = eq ** (1.0 / crowd)
        bet = bet_sizes(self.style, spot, adjust.size)
        # Against players who fold to any bet, a third of the pot folds them as well as more does.
        small = steal_sizes(spot) if adjust.steal > 0.0 else bet
        mix.branch(style.slowplay if strong >= SLOWPLAY_BET else 0.0, _CHECK)
        mix.branch(style.bet_prob * sigmoid((strong - style.value_eq - adjust.value_shift) / VALUE_BLUR), bet)
        mix.branch(style.semibluff / crowd if has_draw(*spot.hole, spot.board) else 0.0, small)
        if spot.preflop_aggressor == spot.seat and spot.street is Street.FLOP:
            wet = 1.0 - WET_CBET * texture(spot.board)
            mix.branch(style.cbet * wet * adjust.bluff / crowd, small)
        # A player who has already called a bet this hand holds something: barrel him half as often.
        called = sum(1 for s in spot.opponents if s in spot.called_before)
        bluff = clamp(style.bluff * adjust.bluff * 0.5**called / crowd, 0.0, 1.0)
        mix.branch(1.0 - (1.0 - bluff) * (1.0 - clamp(adjust.steal, 0.0, 1.0)), small)
        mix.branch(STAB * stab, small)
        mix.rest(_CHECK)

    def _facing_bet(self, mix: Mix, spot: Spot, legal: LegalActions, eq: float, adjust: Adjustment,
                    profiles: dict[int, Profile], bb: int, reader: HandReader,
                    own: Callable[[], Sequence[float]]) -> None:
        """Raise for value or as a (semi-)bluff, call, or fold; against a bettor who takes this line far
        more often than most, call wider and (before the river) raise more, by the style's ``counter``."""
        style = self.style
        # Against a bet (and callers) the ranges are already narrowed and a raise is called only by
        # the best of them: it must be ahead of all of them, so the strength is the whole equity.
        strong = eq
        # Each caller of the bet shows strength: raise into it half as often, as with barrels.
        crowd = 0.5**spot.street_callers / multiway(len(spot.opponents))
        bettor = profiles.get(spot.bettor) if spot.bettor is not None else None
        press = style.counter * pressure(spot, bettor) if bettor is not None else 0.0
        folds = raise_folds(bettor) if bettor is not None else 1.0
        klass = made_class(*spot.hole, spot.board)
        # The cap (limit's last raise of a round) is only for value, and never without a pair of its own.
        if legal.can_raise and not (spot.raise_caps and klass == HIGH_CARD):
            raise_ = raise_sizes(self.style, spot, legal, adjust.size)
            mix.branch(style.slowplay if strong >= SLOWPLAY_RAISE else 0.0, _CALL)
            chance = style.check_raise if spot.checked_this_street else style.raise_prob
            mix.branch(chance * sigmoid((strong - style.raise_eq - adjust.value_shift) / VALUE_BLUR), raise_)
            if not spot.raise_caps:
                mix.branch(style.semibluff * 0.5 * crowd if has_draw(*spot.hole, spot.board) else 0.0, raise_)
                loose = loose_bettor(spot, profiles) * folds
                counter = PRESSED_RAISES * press * folds if spot.street is not Street.RIVER else 0.0
                mix.branch((style.bluff_raise * adjust.bluff * loose + counter) * crowd, raise_)
        draw = spot.street is not Street.RIVER and has_draw(*spot.hole, spot.board)
        big = spot.to_call >= BIG_CALL_BB * bb
        if big and refuses_call_off(self.style, spot, profiles, klass, press):
            mix.rest(_FOLD)
            return
        # Stickiness is calling short of the price with a pair or a draw, as people do; nothing gets the
        # plain price. It is for a price, not a stack: it fades as the call takes more of the stack behind.
        sticky = style.sticky if klass >= WEAK_PAIR or draw or style.sticky < 0 else 0.0
        sticky /= multiway(len(spot.opponents)) if sticky > 0 else 1.0
        sticky *= 1.0 - stack_share(legal)
        shift = adjust.call_shift + PRESSED_CALLS * press
        priced = sigmoid((eq - spot.pot_odds + sticky + shift) / CALL_BLUR)
        # The floor keeps a hand that beats more than air, a pair of its own or a draw: no pair is left to
        # the price (a person folds ace-high to a big bet).
        real = klass >= WEAK_PAIR or draw
        floor = defends_overbet(self.style, spot, reader, profiles, sticky, own) if real else 0.0
        mix.branch(max(priced, floor), _CALL)
        mix.rest(_FOLD)


LIMIT_THINNER_VALUE: Final = 0.05
"""In limit a bet is a small fixed price that draws and weak pairs call down: a value bet or raise needs
this much less equity, as against players who do not fold."""

LIMIT_BLUFF_SHARE: Final = 1.0
"""In limit every opponent beyond the first counts a full one against a bluff (not :data:`MULTIWAY_SHARE`):
a fixed bet is cheap, so each player with a pair or a draw calls it."""

ADAPTIVE_STEAL: Final = 0.3
"""How readily the adaptive style bets any hand into players who all fold to bets in their line (times
:attr:`~holdem.bots.adapt.Adjustment.steal`); the styles that shift only part of the way do not."""

FOUR_BET_SHARE: Final = 0.35
"""Against a re-raise, the share of its value 3-bet range that re-raises again (the 4-bets)."""

BLUFF_BAND: Final = 0.25
"""The band of hands just below the value re-raises (a share of all hands) that re-raises as a bluff."""

BIG_BLIND_RAISES: Final = 0.3
"""The big blind raises limpers with the top 30% of its open width: the rest checks its option."""

STAB: Final = 0.7
"""How often (times ``counter`` and the c-bettor's excess rate) it bets a pot a c-bettor gave up."""

SLOWPLAY_BET: Final = 0.85
"""Strength from which a hand checked to may be slow-played (checked) instead of bet."""

SLOWPLAY_RAISE: Final = 0.9
"""Equity from which a hand facing a bet may be slow-played (called) instead of raised."""

VALUE_BLUR: Final = 0.04
"""Width of the smooth edge of a value bet or raise around its threshold (equity points)."""

CALL_BLUR: Final = 0.03
"""Width of the smooth edge of a call around its price (equity points)."""

PRESSED_CALLS: Final = 0.08
"""Equity points a call gives away, at full pressure, against a bettor who takes this line always."""

PRESSED_RAISES: Final = 0.15
"""Raise probability added, at full pressure, against a bettor who c-bets or leads far more than most."""


MULTIWAY_SHARE: Final = 0.5
"""The one multiway rule: each opponent beyond the first counts half of one (:func:`multiway`)."""

OVER_LIMPERS: Final = 0.9
"""Behind limpers it opens a tenth fewer hands: the pot is bigger but so is the field."""

WET_CBET: Final = 0.4
"""A continuation bet on the wettest board is made 40% less often: draws call and raise it."""


_MOVE_TYPE: Final = {Move.CALL: ActionType.CALL, Move.CHECK: ActionType.CHECK}
"""The action type of a move made (a bet or a raise: ``raise_to``)."""
_FOLD: Final[Dist] = ((Action.fold(), 1.0),)
_CHECK: Final[Dist] = ((Action.check(), 1.0),)
_CALL: Final[Dist] = ((Action.call(), 1.0),)


class _Legalized(dict[Action, Action]):
    """:func:`~holdem.bots.sizes.legalize` in one spot, each action made legal once (a bot's own range asks
    the same few actions for each class of hands)."""

    def __init__(self, legal: LegalActions, spot: Spot) -> None:
        super().__init__()
        self.legal, self.spot = legal, spot

    def __missing__(self, action: Action) -> Action:
        made = self[action] = legalize(action, self.legal, self.spot)
        return made

    def __call__(self, action: Action) -> Action:
        return self[action]


def multiway(opponents: int) -> float:
    """How many opponents a decision counts: a bet is called (and a bluff caught) by the best of several
    hands, but their ranges overlap, so each beyond the first counts :data:`MULTIWAY_SHARE` of one. A
    hand's strength is its equity to the power ``1 / multiway`` (against five opponents a 30% share of the
    pot counts as 0.6, not 8% as with ``1 / n``), and every bluff, semi-bluff, c-bet, bluff-raise and the
    stickiness are divided by it."""
    return 1.0 + MULTIWAY_SHARE * (opponents - 1)


def stack_share(legal: LegalActions) -> float:
    """The share of its stack behind a call puts in (1: all in): stickiness fades with it, so a person who
    calls small bets light still needs the price, or a real hand, to call off a stack."""
    return legal.call_amount / legal.stack if legal.stack else 1.0


def fixed_limit(adjust: Adjustment, opponents: int) -> Adjustment:
    """The shift of a limit table, where every bet is small beside the pot: thinner value
    (:data:`LIMIT_THINNER_VALUE`) and fewer bluffs into several players (:data:`LIMIT_BLUFF_SHARE`);
    the calls need no shift, the small price already asks for little equity."""
    fewer = multiway(opponents) / (1.0 + LIMIT_BLUFF_SHARE * (opponents - 1))
    return replace(adjust, value_shift=adjust.value_shift - LIMIT_THINNER_VALUE, bluff=adjust.bluff * fewer)
