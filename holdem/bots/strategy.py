"""The one strategy every personality plays, and the parameters that make a personality.

A decision starts from the spot (pot odds, position, stacks, texture), the hand's
strength (the preflop table before the flop; Monte Carlo equity against the
opponents' narrowed ranges after it) and what is known of the opponents. Each
action is then drawn with a probability that rises smoothly with the margin
over a threshold, so the same hand is not always played the same way.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from holdem.bots.adapt import Adjustment, adjustment, clamp, gave_up, lines_for_my_bet, pressure, raise_folds
from holdem.bots.board import HIGH_CARD, WEAK_PAIR, bottom_pair, has_draw, made_class
from holdem.bots.defence import answer_raise, open_width, premium, sigmoid, soft_below
from holdem.bots.equity import TRIALS, equity
from holdem.bots.model import Profile, TableModel
from holdem.bots.policy import Dist, Mix, Policy, even, seeded, spread
from holdem.bots.preflop import top_fraction
from holdem.bots.ranges import HandReader
from holdem.bots.readings import ReaderCache
from holdem.bots.situation import Spot, read_spot, texture
from holdem.bots.style import Personality
from holdem.engine.actions import Action, LegalActions
from holdem.engine.events import Event, Street
from holdem.engine.view import PlayerView


class StrategyBot:
    """A bot that plays :class:`Personality` ``style`` from its own seat's view, with its own rng."""

    def __init__(self, name: str, style: Personality, rng: random.Random, *, adaptive: bool | None = None):
        self.name = name
        self.style = style
        self.rng = rng
        self.adaptive = style.adaptive if adaptive is None else adaptive
        self.model = TableModel()
        self.reader = HandReader(seat=-1)
        """The ranges of the hand in play as far as :meth:`decide` read them (kept, not read again)."""
        self._read: tuple[Event, ...] = ()
        self._readings = ReaderCache()
        """Readings for :meth:`policy`, by the public events (not the bot's state: copies start empty)."""

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
        mix = Mix()
        if spot.street is Street.PREFLOP:
            self._preflop(mix, spot, legal, view.big_blind, reader, profiles)
        else:
            self._postflop(mix, spot, legal, reader, profiles, rng, trials, view.big_blind)
        return mix.policy(lambda action: legalize(action, legal, spot))

    # ----- before the flop --------------------------------------------------------------------

    def _preflop(self, mix: Mix, spot: Spot, legal: LegalActions, bb: int, reader: HandReader,
                 profiles: dict[int, Profile]) -> None:
        style = self.style
        p = top_fraction(*spot.hole)
        if spot.raises_preflop == 0:
            if legal.can_check:  # the big blind's option
                if legal.can_raise:
                    mix.branch(soft_below(p, style.open_width * BIG_BLIND_RAISES) * style.open_raise,
                               self._open(bb, spot.limpers))
                mix.rest(_CHECK)
                return
            width = open_width(style, spot) * (OVER_LIMPERS if spot.limpers else 1.0)
            mix.branch(1.0 - soft_below(p, width), _FOLD)
            if legal.can_raise:
                mix.branch(1.0 if p <= style.premium else style.open_raise, self._open(bb, spot.limpers))
            mix.rest(_CALL)
            return
        value = style.three_bet * (1.0 if spot.raises_preflop == 1 else FOUR_BET_SHARE)
        if legal.can_raise and p <= value:
            mix.rest(self._reraise(spot, legal))
            return
        if legal.can_raise and spot.raises_preflop == 1 and p < value + BLUFF_BAND:
            mix.branch(style.three_bet_bluff, self._reraise(spot, legal))
        read = profiles.get(spot.preflop_aggressor) if spot.preflop_aggressor is not None else None
        answer_raise(mix, style, spot, legal, reader, bb, self._reraise(spot, legal), read)
        mix.rest(_CALL if premium(*spot.hole) else _FOLD)

    def _open(self, bb: int, limpers: int) -> Dist:
        """An open of the style's ``open_size`` big blinds, one more per limper, in half big blinds."""
        low, high = self.style.open_size
        unit = max(bb // 2, 1)
        return even([Action.raise_to(_round_chips((f + limpers) * bb, unit)) for f in spread(low, high)])

    @staticmethod
    def _reraise(spot: Spot, legal: LegalActions) -> Dist:
        """A 3-bet of :data:`THREE_BET_IN_POSITION` or :data:`THREE_BET_OUT_OF_POSITION` times the raise,
        a later re-raise of :data:`FOUR_BET` times it."""
        if spot.raises_preflop >= 2:
            low, high = FOUR_BET
        else:
            low, high = THREE_BET_IN_POSITION if spot.behind_raiser else THREE_BET_OUT_OF_POSITION
        return even([Action.raise_to(_round_chips(legal.current_bet * f, CHIP)) for f in spread(low, high)])

    # ----- after the flop ---------------------------------------------------------------------

    def _postflop(self, mix: Mix, spot: Spot, legal: LegalActions, reader: HandReader,
                  profiles: dict[int, Profile], rng: random.Random, trials: int, bb: int) -> None:
        if len(spot.board) == 5:
            eq = reader.river_share(spot.hole, spot.board, spot.opponents, profiles)
        else:
            eq = equity(spot.hole, spot.board, [reader.range_of(s, profiles[s]) for s in spot.opponents],
                        trials, rng)
        adjust = self._adjust(spot, profiles)
        if legal.can_check:
            stab = self.style.counter * gave_up(spot, profiles)
            if spot.street is Street.RIVER and made_class(*spot.hole, spot.board) >= WEAK_PAIR:
                stab = 0.0  # a pair beats the air that gave up at the showdown: it checks
            self._checked_to(mix, spot, eq, adjust, stab)
        else:
            self._facing_bet(mix, spot, legal, eq, adjust, profiles, bb)

    def _adjust(self, spot: Spot, profiles: dict[int, Profile]) -> Adjustment:
        weight = 1.0 if self.adaptive else self.style.reads
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
        bet = self._bet(spot, adjust.size)
        # Against players who fold to any bet, a third of the pot folds them as well as more does.
        small = self._steal_bet(spot) if adjust.steal > 0.0 else bet
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
                    profiles: dict[int, Profile], bb: int) -> None:
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
        if legal.can_raise:
            raise_ = self._raise(spot, legal, adjust.size)
            mix.branch(style.slowplay if strong >= SLOWPLAY_RAISE else 0.0, _CALL)
            chance = style.check_raise if spot.checked_this_street else style.raise_prob
            mix.branch(chance * sigmoid((strong - style.raise_eq - adjust.value_shift) / VALUE_BLUR), raise_)
            mix.branch(style.semibluff * 0.5 * crowd if has_draw(*spot.hole, spot.board) else 0.0, raise_)
            loose = self._loose_bettor(spot, profiles) * folds
            counter = PRESSED_RAISES * press * folds if spot.street is not Street.RIVER else 0.0
            mix.branch((style.bluff_raise * adjust.bluff * loose + counter) * crowd, raise_)
        klass = made_class(*spot.hole, spot.board)
        draw = spot.street is not Street.RIVER and has_draw(*spot.hole, spot.board)
        big = spot.to_call >= BIG_CALL_BB * bb
        if big and self._refuses_call_off(spot, profiles, klass, press):
            mix.rest(_FOLD)
            return
        # Stickiness is calling short of the price with a pair or a draw, as people do; nothing gets the
        # plain price.
        sticky = style.sticky if klass >= WEAK_PAIR or draw or style.sticky < 0 else 0.0
        sticky /= multiway(len(spot.opponents)) if sticky > 0 else 1.0
        shift = adjust.call_shift + PRESSED_CALLS * press
        mix.branch(sigmoid((eq - spot.pot_odds + sticky + shift) / CALL_BLUR), _CALL)
        mix.rest(_FOLD)

    def _loose_bettor(self, spot: Spot, profiles: dict[int, Profile]) -> float:
        """How much wider than usual the bettor's range for this line is (x0.2 to x1.5): a bluff-raise
        works against a player who bets often, not against one whose rare bets are strong."""
        read = profiles.get(spot.bettor) if spot.bettor is not None else None
        if read is None:
            return 1.0
        return clamp(read.street_bet_rate(spot.street) / USUAL_BET_RATE, *LOOSE_BETTOR)

    def _refuses_call_off(self, spot: Spot, profiles: dict[int, Profile], klass: int, press: float) -> bool:
        """Whether a call of :data:`BIG_CALL_BB` or more is folded whatever the price: a hand below the
        style's call-off class (one class lower against a bettor whose line is wide: it bets that street,
        or raises, :data:`WIDE_LINE` of the time, or it is pressing hard), and always no pair, a draw or
        bottom pair (a stack is called with a made hand that beats the bettor's bluffs and some value)."""
        if spot.bettor is None:
            return False
        if klass == HIGH_CARD or bottom_pair(*spot.hole, spot.board):
            return True
        read = profiles.get(spot.bettor)
        rate = 0.0
        if read is not None:
            raised = spot.street_bets > 1
            rate = read.raise_to_bet_rate() * 2.0 if raised else read.street_bet_rate(spot.street)
        wide = press >= 0.5 or rate >= WIDE_LINE
        return klass < max(self.style.call_off - wide, WEAK_PAIR)

    def _bet(self, spot: Spot, size: float) -> Dist:
        """A bet sized by the spot, never by the hand: the style's ``bet_size`` of the pot (larger on wet
        boards, times the adaptive ``size``) taken to the nearest size of :data:`BET_MENU`, or with
        probability ``overbet`` one of :data:`OVERBETS`."""
        low, high = self.style.bet_size
        wet = WET_SIZE * texture(spot.board)
        plain = [_nearest((f + wet) * size, BET_MENU) for f in spread(low, high)]
        over = self.style.overbet
        bets = [(_bet_of(spot, f), (1.0 - over) / len(plain)) for f in plain]
        bets += [(_bet_of(spot, f), over / len(OVERBETS)) for f in OVERBETS if over > 0.0]
        return bets

    @staticmethod
    def _steal_bet(spot: Spot) -> Dist:
        """A small bet (:data:`STEAL_SIZES`), for players who fold to any size."""
        return even([_bet_of(spot, f) for f in STEAL_SIZES])

    def _raise(self, spot: Spot, legal: LegalActions, size: float) -> Dist:
        """A raise that adds the style's ``raise_size`` of the pot after calling (times the adaptive
        ``size``), taken to the nearest size of :data:`RAISE_MENU`."""
        low, high = self.style.raise_size
        raises = []
        for fraction in spread(low, high):
            total = legal.current_bet + _nearest(fraction * size, RAISE_MENU) * (spot.pot + spot.to_call)
            raises.append(Action.raise_to(_round_chips(total, CHIP)))
        return even(raises)


BET_MENU: Final = (0.25, 0.33, 0.5, 0.66, 0.75, 1.0)
"""The sizes people bet after the flop, as fractions of the pot: a quarter to the pot."""

OVERBETS: Final = (1.25, 1.5, 2.0)
"""Bets bigger than the pot, each as likely, taken with the style's ``overbet`` probability."""

RAISE_MENU: Final = (0.5, 0.75, 1.0)
"""A raise after the flop adds half the pot to the pot (after calling) on top of the call."""

STEAL_SIZES: Final = (0.25, 0.33)
"""Against players who fold to any bet the smallest sizes take the pot as often as bigger ones."""

WET_SIZE: Final = 0.2
"""How much bigger (in pots) a bet is on the wettest board than on a dry one: draws pay to see cards."""

THREE_BET_IN_POSITION: Final = (3.0, 4.0)
"""A 3-bet in position: three to four times the raise."""

THREE_BET_OUT_OF_POSITION: Final = (4.0, 5.0)
"""A 3-bet out of position: four to five times the raise (no position to play the flop with)."""

FOUR_BET: Final = (2.2, 2.6)
"""A re-raise of a re-raise: a bit more than twice it."""

SHOVE_BEHIND: Final = 0.5
"""A bet or raise that would leave behind (of the effective stack) less than this share of the pot after
it is made all in: nobody folds for the last chips, so a person puts them in now."""

CHIP: Final = 5
"""Bets and raises are multiples of 5 chips, as people bet (before the flop: half big blinds)."""

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

USUAL_BET_RATE: Final = 0.45
"""The usual rate of betting a street when checked to: a bluff-raise scales with the bettor's over it."""

LOOSE_BETTOR: Final = (0.2, 1.5)
"""The bounds of that scale: a bettor whose bets are rare is bluff-raised a fifth as often."""

MULTIWAY_SHARE: Final = 0.5
"""The one multiway rule: each opponent beyond the first counts half of one (:func:`multiway`)."""

OVER_LIMPERS: Final = 0.9
"""Behind limpers it opens a tenth fewer hands: the pot is bigger but so is the field."""

WET_CBET: Final = 0.4
"""A continuation bet on the wettest board is made 40% less often: draws call and raise it."""

BIG_CALL_BB: Final = 30
"""A call of this many big blinds after the flop is a stack decision: it needs a made pair above the
bottom, never hope (:meth:`StrategyBot._refuses_call_off`)."""

WIDE_LINE: Final = 0.85
"""A bettor who bets this street (or raises) this often when it may is read as betting any two cards:
its big bets are called one made-hand class lower."""

_FOLD: Final[Dist] = ((Action.fold(), 1.0),)
_CHECK: Final[Dist] = ((Action.check(), 1.0),)
_CALL: Final[Dist] = ((Action.call(), 1.0),)


def multiway(opponents: int) -> float:
    """How many opponents a decision counts: a bet is called (and a bluff caught) by the best of several
    hands, but their ranges overlap, so each beyond the first counts :data:`MULTIWAY_SHARE` of one. A
    hand's strength is its equity to the power ``1 / multiway`` (against five opponents a 30% share of the
    pot counts as 0.6, not 8% as with ``1 / n``), and every bluff, semi-bluff, c-bet, bluff-raise and the
    stickiness are divided by it."""
    return 1.0 + MULTIWAY_SHARE * (opponents - 1)


def _round_chips(amount: float, unit: int) -> int:
    return max(round(amount / unit) * unit, unit)


def _nearest(fraction: float, menu: Sequence[float]) -> float:
    """The size of ``menu`` nearest ``fraction``."""
    return min(menu, key=lambda size: abs(size - fraction))


def _bet_of(spot: Spot, fraction: float) -> Action:
    """A bet of ``fraction`` of the pot in round chips, rounded inside the menu's bounds (not below a
    quarter of the pot, and over the pot only as an overbet)."""
    amount = _round_chips(fraction * spot.pot, CHIP)
    if fraction <= 1.0:
        amount = min(amount, spot.pot // CHIP * CHIP)
    return Action.raise_to(max(amount, math.ceil(spot.pot * BET_MENU[0] / CHIP) * CHIP))


def legalize(action: Action, legal: LegalActions, spot: Spot) -> Action:
    """The nearest legal action: raises in round chips clamped to the legal range, and all in when
    :data:`SHOVE_BEHIND` says so (or a call when raising is closed)."""
    if action.amount and action.type.value == "raise_to":
        if legal.min_raise_to is None or legal.max_raise_to is None:
            return Action.call() if legal.can_call else Action.check()
        amount = min(max(action.amount, legal.min_raise_to), legal.max_raise_to)
        amount = min(-(-amount // CHIP) * CHIP, legal.max_raise_to)
        added = amount - legal.committed
        if spot.effective_stack - added < SHOVE_BEHIND * (spot.pot + added):
            amount = legal.max_raise_to
        return Action.raise_to(amount)
    if action.type.value == "call" and not legal.can_call:
        return Action.check()
    if action.type.value == "check" and not legal.can_check:
        return Action.fold()
    return action
