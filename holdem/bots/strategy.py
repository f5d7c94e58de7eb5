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
from dataclasses import dataclass, replace

from holdem.bots.adapt import Adjustment, adjustment, clamp, lines_for_my_bet
from holdem.bots.board import has_draw, made_class
from holdem.bots.equity import TRIALS, equity, river_equity
from holdem.bots.model import Profile, TableModel
from holdem.bots.preflop import equity_vs_top, top_fraction
from holdem.bots.ranges import HandReader
from holdem.bots.situation import Spot, read_spot, texture
from holdem.engine.actions import Action, LegalActions
from holdem.engine.events import Street
from holdem.engine.view import PlayerView


@dataclass(frozen=True, slots=True, kw_only=True)
class Personality:
    """A style: the parameters the shared strategy plays by (fractions are of all hands or of the pot)."""

    open_width: float
    """Hands opened when first in from the cutoff (wider on the button, tighter early)."""
    open_raise: float
    """Probability that an open is a raise rather than a limp."""
    premium: float
    """Hands that are always raised, never limped."""
    defend_margin: float
    """Equity above the pot odds needed to call a raise before the flop (negative: looser)."""
    implied: float
    """Part of the price forgiven for implied odds when stacks are deep."""
    three_bet: float
    """Hands (a fraction of all) re-raised for value against a single raise; a third of it 4-bets."""
    three_bet_bluff: float
    """Probability of re-raising a hand from the band just below the value re-raises."""
    value_eq: float
    """Per-opponent equity from which it bets for value."""
    bet_prob: float
    """Probability of betting a hand well above ``value_eq``."""
    raise_eq: float
    """Per-opponent equity from which it raises a bet."""
    raise_prob: float
    """Probability of raising a hand well above ``raise_eq``."""
    cbet: float
    """Probability of a continuation bet on the flop as the preflop raiser."""
    bluff: float
    """Probability of betting a weak hand when checked to (divided by the number of opponents)."""
    semibluff: float
    """Probability of betting a draw (half of it for raising one)."""
    bluff_raise: float
    """Probability of raising a bet with a weak hand."""
    slowplay: float
    """Probability of just checking or calling a very strong hand."""
    check_raise: float
    """Probability of raising after checking a strong hand this street."""
    sticky: float
    """Equity short of the pot odds that it still calls with after the flop."""
    bet_size: tuple[float, float]
    """A bet, as a fraction of the pot: drawn between these bounds."""
    raise_size: tuple[float, float]
    """A raise: added on top of the call, as a fraction of the pot after calling."""
    open_size: tuple[float, float]
    """An open raise, in big blinds."""
    overbet: float
    """Probability that a bet is an overbet (1.3 to 2 pots)."""
    call_off: int = 0
    """The weakest made hand (:func:`~holdem.bots.board.made_class`) it calls 30 big blinds or more
    with, unless the bettor's observed line is wide."""
    adaptive: bool = False
    """Keeps reads on the players and shifts bluffs and value bets against their leaks."""
    reads: float = 0.0
    """How far a style that is not adaptive still shifts against its line reads (0 none, 1 fully)."""
    steal: float = 0.0
    """How readily it bets any hand into players who all fold to bets in their line (0 never, 1 always)."""


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x)) if x < 30 else 1.0


def _soft_below(p: float, width: float, blur: float = 0.15) -> float:
    """1 well inside the top ``width``, 0 well outside, linear across the edge."""
    edge = max(width * blur, 0.01)
    return clamp((width + edge - p) / (2 * edge), 0.0, 1.0)


_POSITION = {5: 0.62, 4: 0.78, 3: 1.0, 2: 1.3, 1: 1.1, 0: 1.0}
"""Open width by the number of players still to act behind (5: under the gun, 1: small blind)."""


class StrategyBot:
    """A bot that plays :class:`Personality` ``style`` from its own seat's view, with its own rng."""

    def __init__(self, name: str, style: Personality, rng: random.Random, *, adaptive: bool | None = None):
        self.name = name
        self.style = style
        self.rng = rng
        self.adaptive = style.adaptive if adaptive is None else adaptive
        self.model = TableModel()
        self.reader = HandReader(seat=-1)
        self.big_blind = 10

    def observe(self, view: PlayerView) -> None:
        """Learn from what this seat saw (the simulator and the game call it when a hand ends)."""
        self.model.feed(view.hand_number, view.names, view.events)

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None, "decide() is only asked when it is this seat's turn"
        self.observe(view)
        if self.reader.seat != view.seat:
            self.reader = HandReader(seat=view.seat)
        profiles = {s: self.model.profile(name) for s, name in enumerate(view.names) if s != view.seat}
        self.reader.update(view.hand_number, view.events, profiles)
        spot = read_spot(view)
        self.big_blind = view.big_blind
        if spot.street is Street.PREFLOP:
            action = self._preflop(spot, legal, view.big_blind, profiles)
        else:
            action = self._postflop(spot, legal, profiles)
        return legalize(action, legal)

    # ----- before the flop --------------------------------------------------------------------

    def _preflop(self, spot: Spot, legal: LegalActions, bb: int, profiles: dict[int, Profile]) -> Action:
        style, rnd = self.style, self.rng.random
        p = top_fraction(*spot.hole)
        if spot.raises_preflop == 0:
            if legal.can_check:  # the big blind's option
                if legal.can_raise and rnd() < _soft_below(p, style.open_width * 0.3) * style.open_raise:
                    return self._open(legal, bb, spot.limpers)
                return Action.check()
            width = style.open_width * _POSITION.get(spot.behind, 0.62) * (0.9 if spot.limpers else 1.0)
            if spot.dealt == 2:  # heads-up every hand is a blind battle: play far more of them
                width = max(width, min(0.9, 2.5 * style.open_width + 0.2))
            if rnd() >= _soft_below(p, width):
                return Action.fold()
            if legal.can_raise and (p <= style.premium or rnd() < style.open_raise):
                return self._open(legal, bb, spot.limpers)
            return Action.call()
        # Facing a raise: price it against the ranges of the players who put money in.
        reader = self.reader
        entered = {s for s, info in reader.preflop.items() if info.raises or info.called}
        inside = [s for s in spot.opponents if s in entered]
        losing = 0.0
        for seat in inside:
            e = max(equity_vs_top(*spot.hole, width=reader.widths.get(seat, 1.0)), 0.01)
            losing += (1.0 - e) / e
        eq = 1.0 / (1.0 + losing)
        deep = spot.effective_stack - spot.to_call
        implied = style.implied * clamp(deep / max(10.0 * spot.to_call, 1.0), 0.0, 1.0)
        if deep <= 0 or not legal.can_raise:
            # No more betting after this call: the equity is all realised, so price it straight.
            need = spot.pot_odds + style.defend_margin * 0.25
        else:
            margin = style.defend_margin * (0.4 if spot.dealt == 2 else 1.0)
            need = spot.pot_odds * (1.0 - implied) + margin + (0.0 if spot.in_position else 0.03)
        value = style.three_bet * (1.0 if spot.raises_preflop == 1 else 0.35)
        if legal.can_raise and p <= value:
            return self._reraise(spot, legal)
        if (legal.can_raise and spot.raises_preflop == 1 and p < value + 0.25
                and rnd() < style.three_bet_bluff):
            return self._reraise(spot, legal)
        if rnd() < _sigmoid((eq - need) / 0.025):
            return Action.call()
        return Action.fold()

    def _open(self, legal: LegalActions, bb: int, limpers: int) -> Action:
        low, high = self.style.open_size
        size = (low + (high - low) * self.rng.random() + limpers) * bb
        return Action.raise_to(_round_chips(size, max(bb // 2, 1)))

    def _reraise(self, spot: Spot, legal: LegalActions) -> Action:
        factor = 2.2 + 0.4 * self.rng.random() if spot.raises_preflop >= 2 else 2.8 + 0.6 * self.rng.random()
        if not spot.in_position:
            factor += 0.5
        size = legal.current_bet * factor + (spot.pot - legal.current_bet - legal.committed) * 0.3
        if size >= 0.4 * (spot.stack + legal.committed):
            return Action.raise_to(legal.max_raise_to or int(size))
        return Action.raise_to(_round_chips(size, 5))

    # ----- after the flop ---------------------------------------------------------------------

    def _postflop(self, spot: Spot, legal: LegalActions, profiles: dict[int, Profile]) -> Action:
        opponents = spot.opponents
        ranges = [self.reader.range_of(s, profiles[s]) for s in opponents]
        if len(spot.board) == 5:
            eq = river_equity(spot.hole, spot.board, self.reader.board_reading().strength, ranges)
        else:
            eq = equity(spot.hole, spot.board, ranges, TRIALS, self.rng)
        if legal.can_check:
            return self._checked_to(spot, legal, eq, profiles)
        return self._facing_bet(spot, legal, eq, profiles)

    def _adjust(self, spot: Spot, profiles: dict[int, Profile]) -> Adjustment:
        weight = 1.0 if self.adaptive else self.style.reads
        if not weight:
            return Adjustment()
        lines = lines_for_my_bet(spot)
        full = adjustment([(profiles[s], line) for s, line in zip(spot.opponents, lines, strict=True)])
        if weight == 1.0:
            return replace(full, steal=self.style.steal * full.steal)
        return Adjustment(bluff=1.0 + weight * (full.bluff - 1.0), value_shift=weight * full.value_shift,
                          call_shift=weight * full.call_shift, size=1.0 + weight * (full.size - 1.0),
                          steal=self.style.steal * full.steal)

    def _checked_to(self, spot: Spot, legal: LegalActions, eq: float, profiles: dict[int, Profile]) -> Action:
        """Bet for value, semi-bluff, continuation-bet, bluff or check."""
        style, rnd = self.style, self.rng.random
        n = len(spot.opponents)
        # A bet multiway is called by the best of several hands: strength per opponent counts
        # only half of each extra opponent, so a hand needs a real share of the whole pot.
        strong = eq ** (1.0 / (1.0 + 0.5 * (n - 1)))
        adjust = self._adjust(spot, profiles)
        if strong >= 0.85 and rnd() < style.slowplay:
            return Action.check()
        if rnd() < style.bet_prob * _sigmoid((strong - style.value_eq - adjust.value_shift) / 0.04):
            return self._bet(spot, adjust.size)
        if has_draw(*spot.hole, spot.board) and rnd() < style.semibluff / n:
            return self._bet(spot, adjust.size)
        raiser = spot.preflop_aggressor == spot.seat and spot.street is Street.FLOP
        wet = texture(spot.board)
        if raiser and rnd() < style.cbet * (1.0 - 0.4 * wet) * adjust.bluff / math.sqrt(n):
            return self._bet(spot, adjust.size)
        # A player who has already called a bet this hand holds something: barrel him half as often.
        called = sum(1 for s in spot.opponents if s in spot.called_before)
        if rnd() < style.bluff * adjust.bluff * 0.5**called / n**1.5 or rnd() < adjust.steal:
            return self._bet(spot, adjust.size)
        return Action.check()

    def _facing_bet(self, spot: Spot, legal: LegalActions, eq: float, profiles: dict[int, Profile]) -> Action:
        """Raise for value or as a (semi-)bluff, call, or fold."""
        style, rnd = self.style, self.rng.random
        n = len(spot.opponents)
        # Against a bet (and callers) the ranges are already narrowed and a raise is called only by
        # the best of them: it must be ahead of all of them, so the strength is the whole equity.
        strong = eq
        adjust = self._adjust(spot, profiles)
        crowd = 0.5**spot.street_callers / n
        if legal.can_raise:
            if strong >= 0.9 and rnd() < style.slowplay:
                return Action.call()
            chance = style.check_raise if spot.checked_this_street else style.raise_prob
            if rnd() < chance * _sigmoid((strong - style.raise_eq - adjust.value_shift) / 0.04):
                return self._raise(spot, legal, adjust.size)
            if has_draw(*spot.hole, spot.board) and rnd() < style.semibluff * 0.5 * crowd:
                return self._raise(spot, legal, adjust.size)
            if rnd() < style.bluff_raise * adjust.bluff * crowd * self._loose_bettor(spot, profiles) / n:
                return self._raise(spot, legal, adjust.size)
        if self._refuses_call_off(spot, profiles):
            return Action.fold()
        sticky = style.sticky * (0.5 if n > 1 and style.sticky > 0 else 1.0)
        if rnd() < _sigmoid((eq - spot.pot_odds + sticky + adjust.call_shift) / 0.03):
            return Action.call()
        return Action.fold()

    def _loose_bettor(self, spot: Spot, profiles: dict[int, Profile]) -> float:
        """How much wider than usual the bettor's range for this line is (x0.2 to x1.5): a bluff-raise
        works against a player who bets often, not against one whose rare bets are strong."""
        read = profiles.get(spot.bettor) if spot.bettor is not None else None
        if read is None:
            return 1.0
        return clamp(read.street_bet_rate(spot.street) / 0.45, 0.2, 1.5)

    def _refuses_call_off(self, spot: Spot, profiles: dict[int, Profile]) -> bool:
        """A call of 30 big blinds or more with a hand below the style's call-off class, against a
        bettor whose observed line is not wide (it bets that street, or raises, less than 85% of the time)."""
        if spot.to_call < 30 * self.big_blind or spot.bettor is None:
            return False
        if made_class(*spot.hole, spot.board) >= self.style.call_off:
            return False
        read = profiles.get(spot.bettor)
        if read is None:
            return True
        rate = read.raise_to_bet_rate() * 2.0 if spot.street_bets > 1 else read.street_bet_rate(spot.street)
        return rate < 0.85

    def _bet(self, spot: Spot, size: float) -> Action:
        """A bet sized by the spot, never by the hand: the board, the street and how many are in."""
        low, high = self.style.bet_size
        n = len(spot.opponents)
        fraction = low + (high - low) * self.rng.random() + 0.2 * texture(spot.board)
        fraction *= (1.1 if spot.street is Street.RIVER else 1.0) * (1.0 - 0.05 * (n - 1)) * size
        if self.rng.random() < self.style.overbet:
            fraction = 1.3 + 0.7 * self.rng.random()
        amount = fraction * spot.pot
        if amount >= 0.6 * spot.stack:
            amount = spot.stack
        return Action.raise_to(_round_chips(amount, 5))

    def _raise(self, spot: Spot, legal: LegalActions, size: float) -> Action:
        low, high = self.style.raise_size
        fraction = (low + (high - low) * self.rng.random()) * size
        total = legal.current_bet + fraction * (spot.pot + spot.to_call)
        if total - legal.committed >= 0.5 * spot.stack:
            total = legal.committed + spot.stack
        return Action.raise_to(_round_chips(total, 5))


def _round_chips(amount: float, unit: int) -> int:
    return max(round(amount / unit) * unit, unit)


def legalize(action: Action, legal: LegalActions) -> Action:
    """The nearest legal action: raises clamped to the legal range (or a call when raising is closed)."""
    if action.amount and action.type.value == "raise_to":
        if legal.min_raise_to is None or legal.max_raise_to is None:
            return Action.call() if legal.can_call else Action.check()
        amount = min(max(action.amount, legal.min_raise_to), legal.max_raise_to)
        amount = min(-(-amount // 5) * 5, legal.max_raise_to)  # round chips, as people bet
        if amount >= 0.85 * legal.max_raise_to:
            amount = legal.max_raise_to
        return Action.raise_to(amount)
    if action.type.value == "call" and not legal.can_call:
        return Action.check()
    if action.type.value == "check" and not legal.can_check:
        return Action.fold()
    return action
