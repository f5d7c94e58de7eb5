"""Answers to a raise before the flop, by the price and by what the raiser has shown (issue 19).

Five principles, each a reader can check against the numbers of a spot:

* **An all-in is called by price.** With no betting left, a call wins
  ``equity x (pot + call) - call``: every style calls when its equity
  against the raiser's read range pays the price, no more and no less. The
  read comes from the raiser's rate in that very line, counted per chance by
  :mod:`holdem.stats` and read with a prior (:mod:`holdem.bots.aggression`),
  so an unknown 100 bb shove reads as the top 3% and the twentieth shove in
  sixty chances as what it is.
* **A re-raise of one's own raise is defended by the price.** A re-raise that
  risks ``B`` to win the pot ``P`` before it profits at once if it folds out
  more than ``B / (P + B)``; the minimum-defence frequency ``P / (P + B)`` is
  the share of the raising range that keeps it from profiting. Each style
  continues with that share less its :attr:`Personality.defends_below_mdf`,
  in full against a stranger or a re-raiser whose range is wide (12% or more),
  in proportion against one seen to re-raise tighter (the chances it was seen
  to shove or 4-bet, as below), and always with whatever its equity pays for.
* **An all-in over its own raise is defended by the price too.** However strong an
  unknown shove reads, a raiser that folds more than a shove with junk pays for
  is exploited by any two cards. A shove that risks ``B`` into a pot ``P`` with a
  hand that wins ``e`` of the time when called breaks even when the raiser
  continues with ``P / (P + B - e x final pot)`` of its raising range
  (:func:`jam_break_even`; with ``e = 0`` it is the minimum-defence frequency).
  Each style continues with :attr:`Personality.defends_jams` times that share of
  its raise (the open or the 3-bet, when the all-in is the very next raise) at
  :data:`JUNK_EQUITY` (the rock and the station the share itself, the loose styles
  more), and always with
  whatever its equity pays for. The raiser carries the floor alone, callers of its
  raise or not: a squeeze over an open and a call breaks even when someone
  continues 14.6% of the time, and the caller (whose best hands 3-bet instead)
  and the big blind continue by equity alone, none and 0.5% of their hands.
  The floor guards against a shover it knows nothing of: it fades with each
  chance it has seen this player take or pass up a shove over a raise, down to
  at most the top :data:`SEEN_FLOOR` of hands after :data:`JAM_EVIDENCE` of them,
  when the player's own rate says what else to call (never shoving reads as
  the top 1.5%; shoving often reads wide).
* **A first-in all-in is defended by the price too**, from every hand dealt: a
  small blind that shoves 100 bb into the big blind risks 995 to win 15, and with
  30% equity when called it breaks even when the big blind continues with 3.7% of
  hands. Each seat left to answer continues with its share of
  :attr:`Personality.defends_jams` times that, the chances seen to shove first in
  fading it as above.
* **Frequent re-raisers are re-raised.** Against a 3-bettor whose read range
  is wide, hands ahead of that range 4-bet for value.
* **Raisers who fold to re-raises are re-raised.** A re-raise that adds ``B``
  to a pot ``P`` pays as a bluff when the raiser folds more than ``B / (P + B)``
  of the time (:func:`refold_break_even`: about 60% for a 4-bet of 2.4 times,
  70% for a 3-bet of four times an open from the blinds). Against a raiser
  read (:mod:`holdem.stats`' count of its raises re-raised and folded) to fold
  more than that, the open alone or a 3-bet, hands re-raise as a bluff, up to
  the style's :attr:`Personality.counter` 15 points above it (never on a
  stranger's prior alone: in limit a re-raise breaks even below it): out of position
  any hand (a call there realises little), in position only the hands that would
  fold (a call of a c-bettor who gives up the turn realises more). An opener
  who steals with any hand and gives it up to a 3-bet pays for it here.

A style with :attr:`Personality.stacks_need_real_hand` (the station) calls a
stack of 50 big blinds or more only with a pair, an ace or two cards ten or higher.
"""

from __future__ import annotations

import math

from holdem.bots.adapt import clamp
from holdem.bots.aggression import FOLD_TO_RERAISE_PRIOR
from holdem.bots.model import Profile
from holdem.bots.policy import Dist, Mix
from holdem.bots.preflop import equity_vs_top, top_fraction
from holdem.bots.ranges import HandReader
from holdem.bots.situation import Spot
from holdem.bots.style import Personality
from holdem.engine.actions import Action, LegalActions

WIDE_RERAISER = 0.12
"""A re-raiser whose read range is this wide or wider is defended at the full style share of the MDF."""

JUNK_EQUITY = 0.3
"""The equity a hand a chart would fold keeps when its shove over a raise is called by a strong range."""

JAM_EVIDENCE = 15
"""Chances to shove over a raise (over an open, or a 4-bet over a 3-bet) after which a player's own
shove rate decides, with what is left of the all-in floor (:data:`SEEN_FLOOR`): after 15 chances,
none taken reads as the top 1.5% and three taken as the top 15%."""

SEEN_FLOOR = 0.05
"""What stays of the all-in floor once :data:`JAM_EVIDENCE` chances were seen, as a share of all hands:
six-handed the whole floor (1-3% of hands: a junk shove from a player who never shoved still does not
pay), heads-up over a button that opens 85-90% the top 5% instead of about 10%."""

POSITION = {9: 0.37, 8: 0.41, 7: 0.46, 6: 0.52, 5: 0.62, 4: 0.78, 3: 1.0, 2: 1.3, 1: 1.1, 0: 1.0}
"""Open width by the number of players still to act behind (1: the small blind, 2: the button, 3: the
cut-off, 5: six-handed under the gun, 9: ten-handed under the gun), at any table size: what matters is
who may still wake up with a hand. Full-ring charts open about two thirds of the six-handed UTG range
under the gun (10-12% against 15-18%), and each seat nearer the button a little more."""

HEADS_UP_WIDTH = (2.5, 0.2, 0.9)
"""Heads-up the open width is at least ``2.5 x open_width + 0.2`` of hands, at most 90%."""

BLUFF_BAND = 0.25
"""The band of hands just below the value 3-bets from which the 3-bet bluffs come (a share of all)."""

EDGE = 0.15
"""A range's edge is soft over this share of its width (hands at the edge play it part of the time)."""

MIN_EDGE = 0.01
"""The softest edge, and the narrowest width, a range is worked out with (a share of all hands)."""

MIN_EQUITY = 0.01
"""Equity never counted below this against one player (the odds against it stay finite)."""

DEEP_CALLS = 10.0
"""Implied odds count in full when this many times the call is left behind."""

HEADS_UP_MARGIN = 0.4
"""Heads-up a style keeps 40% of its margin above the price: both blinds are in every hand."""

OUT_OF_POSITION = 0.03
"""Equity a call out of position needs above the price: it realises less of its equity."""

ALL_IN_BLUR = 0.01
"""An all-in's price is exact (no equity left to realise or lose): its edge is a sharp one."""

CALL_BLUR = 0.025
"""The smooth edge of a call of a raise around its price, with the play after it still to come."""

REFOLDS_TO_FULL = 0.15
"""Fold rate to re-raises above the re-raise's break-even (:func:`refold_break_even`) at which a re-raise
bluff beats a call out of position (a 4-bet at 75% folds: full ``counter``)."""

VALUE_FOUR_BET = 0.6
"""Equity against a wide re-raiser's range from which a hand 4-bets for value."""

FOUR_BET_BLUR = 0.03
"""The smooth edge of that value 4-bet (equity points)."""

WIDE_FOUR_BETS = (0.08, 0.25)
"""Re-raiser widths (from 8%, over 25 points more) over which the hands that would fold are 4-bet from
none to half ``counter``."""

ACE, KING, QUEENS = 12, 11, 10
"""Card ranks (``card >> 2``) of the premium hands."""

_CALL: Dist = ((Action.call(), 1.0),)


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x)) if x < 30 else 1.0


def soft_below(p: float, width: float, blur: float = EDGE) -> float:
    """1 well inside the top ``width``, 0 well outside, linear across the edge."""
    edge = max(width * blur, MIN_EDGE)
    return clamp((width + edge - p) / (2 * edge), 0.0, 1.0)


def real_hand(a: int, b: int) -> bool:
    """A pair, an ace, or two cards ten or higher."""
    ra, rb = a >> 2, b >> 2
    return ra == rb or 12 in (ra, rb) or min(ra, rb) >= 8


def premium(a: int, b: int) -> bool:
    """Queens or better, or ace-king: no style folds them before the flop, to any raise.

    >>> from holdem.engine.cards import parse_cards
    >>> [premium(*parse_cards(h)) for h in ("Qs Qd", "Ah Kd", "Js Jd", "Ah Qh")]
    [True, True, False, False]
    """
    ra, rb = a >> 2, b >> 2
    return (ra == rb and ra >= QUEENS) or {ra, rb} == {ACE, KING}


def mdf(spot: Spot) -> float:
    """The minimum-defence frequency against the last bet or raise: the pot before it over the pot."""
    if spot.pot <= 0 or spot.last_raise <= 0:
        return 0.0
    return clamp((spot.pot - spot.last_raise) / spot.pot, 0.0, 1.0)


def open_width(style: Personality, spot: Spot) -> float:
    """The share of hands the style raises first in from this seat (its range when re-raised)."""
    width = style.open_width * POSITION[min(spot.seats_to_blind, max(POSITION))]
    if spot.dealt == 2:  # heads-up every hand is a blind battle: play far more of them
        slope, base, most = HEADS_UP_WIDTH
        width = max(width, min(most, slope * style.open_width + base))
    return width


def raise_width(style: Personality, spot: Spot) -> float:
    """The share of all hands this seat's own last preflop raise came from: its open, or its 3-bet
    (value and the bluffs from the band below); 0 for a later raise (its range is not a share to defend)."""
    if spot.own_raise == 1:
        return open_width(style, spot)
    if spot.own_raise == 2:
        return style.three_bet + BLUFF_BAND * style.three_bet_bluff
    return 0.0


def jam_break_even(spot: Spot, equity: float = JUNK_EQUITY) -> float:
    """The share of its range a raiser facing an all-in must continue with for that all-in, made with a
    hand that has ``equity`` when called, not to profit: ``P / (P + B - equity x (pot + call))``."""
    bet, call = spot.last_raise, spot.to_call  # beyond this stack a shove is returned: not in either
    before = spot.pot - spot.last_raise
    loss = bet - equity * (spot.pot + call)
    if before <= 0:
        return 0.0
    return 1.0 if loss <= 0 else clamp(before / (before + loss), 0.0, 1.0)


def stranger_share(read: Profile | None, first_in: bool = False) -> float:
    """How much of the whole all-in floor still stands: 1 for a stranger, none after :data:`JAM_EVIDENCE`
    chances seen to shove over a raise (``first_in``: to shove first in) (the rest of the floor is capped
    at :data:`SEEN_FLOOR`)."""
    if read is None:
        return 1.0
    aggression = read.aggression
    seen = (aggression.shove_first_in.chances if first_in
            else aggression.shove_over_open.chances + aggression.four_bet.chances)
    return clamp(1.0 - seen / JAM_EVIDENCE, 0.0, 1.0)


def jam_floor(style: Personality, spot: Spot, read: Profile | None, ranged: float, first_in: bool) -> float:
    """The share of its range (``ranged``: of all hands) a seat continues with against an all-in whatever
    the read: the style's multiple of the break-even share; first in, shared by everyone left to answer it
    (every hand dealt is their range), over a raise carried by the raiser alone (a caller of its raise
    holds the hands below its 3-bets); what was seen of this shover shrinks it to at most the top
    :data:`SEEN_FLOOR` of all hands."""
    sharers = len(spot.opponents) if first_in else 1
    share = style.defends_jams * jam_break_even(spot) / max(sharers, 1)
    stranger = stranger_share(read, first_in)
    return stranger * share + (1.0 - stranger) * min(share, SEEN_FLOOR / ranged)


def preflop_equity(spot: Spot, reader: HandReader) -> float:
    """Equity against everyone who put money in before the flop, from their preflop widths."""
    entered = {s for s, info in reader.preflop.items() if info.raises or info.called}
    losing = 0.0
    for seat in spot.opponents:
        if seat in entered:
            e = max(equity_vs_top(*spot.hole, width=reader.widths.get(seat, 1.0)), MIN_EQUITY)
            losing += (1.0 - e) / e
    return 1.0 / (1.0 + losing)


def refold_break_even(spot: Spot, legal: LegalActions, reraise: Dist) -> float:
    """The share of the time the raiser must fold for a re-raise with no equity to break even, ``B / (P +
    B)``: ``B`` the chips the re-raise adds (over its sizes, by their probabilities), ``P`` the pot before it.

    >>> from holdem.bots.situation import read_spot
    >>> from holdem.engine import Hand, stacked_deck
    >>> hand = Hand(stacks=[1000] * 3, button=0, names=["A", "B", "C"],
    ...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["7c 2d", "8h 3s", "9d 4c"]))
    >>> hand.play("raise_to 25 fold")  # the button opens to 2.5 big blinds; the big blind 3-bets to 110
    >>> view = hand.view(2)
    >>> round(refold_break_even(read_spot(view), view.legal, [(Action.raise_to(110), 1.0)]), 2)
    0.71
    """
    total = sum(p for _, p in reraise)
    added = sum(max((action.amount or 0) - legal.committed, 0) * p for action, p in reraise)
    return added / (spot.pot * total + added) if added > 0 else 1.0


def all_in_call(spot: Spot, legal: LegalActions) -> bool:
    """Whether a call leaves no more betting (it or the raise is all in)."""
    return spot.effective_stack - spot.to_call <= 0 or not legal.can_raise


def call_need(style: Personality, spot: Spot, legal: LegalActions) -> float:
    """The equity a call of a raise needs: the price straight when no betting is left; otherwise the
    price less implied odds when deep, plus the style's margin (half of it against a re-raise of its
    own raise, which already has a price that a good player defends)."""
    if all_in_call(spot, legal):
        return spot.pot_odds
    deep = spot.effective_stack - spot.to_call
    implied = style.implied * clamp(deep / max(DEEP_CALLS * spot.to_call, 1.0), 0.0, 1.0)
    margin = style.defend_margin * (HEADS_UP_MARGIN if spot.dealt == 2 else 1.0)
    margin *= 0.5 if spot.raised_preflop else 1.0
    return spot.pot_odds * (1.0 - implied) + margin + (0.0 if spot.in_position else OUT_OF_POSITION)


def reraise_bluff(
    style: Personality, spot: Spot, legal: LegalActions, reraise: Dist, read: Profile | None
) -> float:
    """How often to re-raise a raise as a bluff with any hand, from how often ``read``, the raiser, folds."""
    # A re-raise that adds B to the pot P pays as a bluff with any hand against a raiser who folds to
    # re-raises more than B / (P + B) of the time, and beats a call out of position 15 points above that;
    # in position a call of a c-bettor realises more, so only hands that would fold bluff. Only the raiser
    # is asked: an open nobody has called yet (a caller or a limper would have to fold too), or a 3-bet;
    # and never on the stranger's prior alone (limit's cheap re-raises break even below it).
    alone = spot.raised_preflop or (spot.raises_preflop == 1 and not spot.street_callers and not spot.limpers)
    if not alone or spot.raise_caps or read is None:
        return 0.0
    # An open nobody called from a steal seat is read by its steals' folds (wider than its early opens').
    steal = spot.stolen and not spot.raised_preflop
    aggression = read.aggression
    folds = aggression.steal_refold_rate() if steal else aggression.fold_to_reraise_rate()
    even_at = max(refold_break_even(spot, legal, reraise), FOLD_TO_RERAISE_PRIOR)
    return style.counter * clamp((folds - even_at) / REFOLDS_TO_FULL, 0.0, 1.0)


def answer_raise(mix: Mix, style: Personality, spot: Spot, legal: LegalActions, reader: HandReader,
                 bb: int, reraise: Dist, read: Profile | None) -> None:
    """Call, re-raise (4-bet) or fold a raise that is not this seat's own value re-raise; ``read`` is what
    is known of the last raiser."""
    if style.stacks_need_real_hand and spot.to_call >= 50 * bb and not real_hand(*spot.hole):
        return
    aggressor = spot.preflop_aggressor
    width = reader.widths.get(aggressor, 1.0) if aggressor is not None else 1.0
    reraises = legal.can_raise and style.counter > 0.0 and not all_in_call(spot, legal)
    fights = spot.raised_preflop and reraises
    ahead = equity_vs_top(*spot.hole, width=width)
    if fights and width >= WIDE_RERAISER:
        mix.branch(style.counter * sigmoid((ahead - VALUE_FOUR_BET) / FOUR_BET_BLUR), reraise)
    bluff = reraise_bluff(style, spot, legal, reraise, read) if reraises else 0.0
    bluffs = fights and not spot.raise_caps  # limit's cap is for value only
    if not spot.in_position:
        mix.branch(bluff, reraise)
    # An all-in's price is exact (no equity left to realise or lose): its edge is a sharp one.
    blur = ALL_IN_BLUR if all_in_call(spot, legal) else CALL_BLUR
    call = sigmoid((preflop_equity(spot, reader) - call_need(style, spot, legal)) / blur)
    ranged = raise_width(style, spot)
    if spot.raised_preflop and not all_in_call(spot, legal):
        # A stranger's re-raise reads tight, but folding more than the MDF to it would let any two cards
        # re-raise: the floor stands in full until the re-raiser has shown what it re-raises with.
        trust = max(clamp(width / WIDE_RERAISER, 0.0, 1.0), stranger_share(read))
        share = max(mdf(spot) - style.defends_below_mdf, 0.0) * trust
        mine = ranged or open_width(style, spot)
        call = max(call, soft_below(top_fraction(*spot.hole) / max(mine, MIN_EDGE), share))
    if ranged > 0.0 and spot.raises_preflop == spot.own_raise + 1 and all_in_call(spot, legal):
        # Only the all-in straight over its raise, its range the share of hands it raised with.
        share = jam_floor(style, spot, read, ranged, first_in=False)
        call = max(call, soft_below(top_fraction(*spot.hole) / ranged, share))
    elif spot.raises_preflop == 1 and spot.own_raise == 0 and all_in_call(spot, legal):
        # A first-in all-in (the small blind's into the big blind above all): nobody raised before it,
        # so the range it attacks is every hand dealt.
        share = jam_floor(style, spot, read, 1.0, first_in=True)
        call = max(call, soft_below(top_fraction(*spot.hole), share))
    mix.branch(call, _CALL)
    if spot.in_position:
        mix.branch(bluff, reraise)
    if bluffs:
        low, span = WIDE_FOUR_BETS
        mix.branch(0.5 * style.counter * clamp((width - low) / span, 0.0, 1.0), reraise)
