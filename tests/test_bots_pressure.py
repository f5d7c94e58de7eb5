"""Issue 19 in forced spots: shoves, 3-bets and stacks answered by price and by the per-chance read."""

from __future__ import annotations

import random

import pytest

from holdem.bots.aggression import AggressionRead, Line
from holdem.bots.combos import COMBOS
from holdem.bots.defence import jam_break_even
from holdem.bots.model import Profile
from holdem.bots.personalities import STYLES
from holdem.bots.preflop import equity_vs_top, top_fraction
from holdem.bots.situation import read_spot
from holdem.bots.strategy import StrategyBot
from holdem.engine import Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.cards import Card, parse_cards

THINKING = ("tight-aggressive", "rock", "loose-aggressive", "maniac")
HEADS_UP_HANDS = ("Ah 9s", "8c 8d", "Kh Qd", "As 4d", "Jh Tc", "Jh 6d", "9c 7d", "Qs 5h", "6c 6h", "Kd 8s")


def _names(cards: tuple[int, int], seats: int) -> list[str]:
    """Hole cards for ``seats`` players: the hero's ``cards`` last, the others from the rest of the deck."""
    rest = [c for c in range(52) if c not in cards]
    holes = [" ".join(str(Card(c)) for c in rest[2 * i: 2 * i + 2]) for i in range(seats - 1)]
    return [*holes, " ".join(str(Card(c)) for c in cards)]


def _answer(style: str, hole: str | tuple[int, int], read: Profile, actions: str, seats: int = 2,
            button: int = 1) -> dict[ActionType, float]:
    """The style's shares in the last seat ('Me') after ``actions``; seat 0, 'Them', is read as ``read``.

    Heads-up with ``button=1`` 'Me' is on the button (and opens first); six-handed with ``button=0``
    'Them' is on the button and 'Me' in the cutoff."""
    cards = tuple(int(c) for c in parse_cards(hole)) if isinstance(hole, str) else hole
    names = ["Them", *(f"P{i}" for i in range(1, seats - 1)), "Me"]
    hand = Hand(stacks=[1000] * seats, button=button, names=names,
                deck=stacked_deck(num_seats=seats, button=button, hole_cards=_names(cards, seats)))
    hand.play(actions)
    bot = StrategyBot("Me", STYLES[style], random.Random(1))
    bot.model.profiles["Them"] = read
    shares = dict.fromkeys(ActionType, 0.0)
    for action, p in bot.policy(hand.view(seats - 1)).choices:
        shares[action.type] += p
    return shares


def _shover(shoves: int, chances: int) -> Profile:
    return Profile(hands=2 * chances, vpip=chances, pfr=chances,
                   aggression=AggressionRead(shove_over_open=Line(chances, shoves)))


@pytest.mark.parametrize("style", THINKING)
def test_after_20_shoves_of_a_top_35_percent_shover_a_style_calls_as_the_best_answer(style: str) -> None:
    read = _shover(shoves=20, chances=57)
    for hole in HEADS_UP_HANDS:
        # 'Me' on the button opens to 25, 'Them' in the big blind moves all in for 100 bb.
        shares = _answer(style, hole, read, "raise_to 25 raise_to 1000")
        price = 975 / (1025 + 975)
        cards = tuple(int(c) for c in parse_cards(hole))
        best_calls = equity_vs_top(*cards, width=0.35) >= price
        assert (shares[ActionType.CALL] > 0.8) if best_calls else (shares[ActionType.CALL] < 0.1), hole


FIRST_SHOVE_CALLED_BY = {"rock": 0.06, "calling station": 0.09, "tight-aggressive": 0.1,
                         "loose-aggressive": 0.12, "maniac": 0.13}
"""Heads-up the button opens 85-90% of hands (the rock 38%): against a 100 bb shove over it from a
stranger, the price (:func:`jam_break_even`, 8% at 30% equity for the shove) asks it to continue with
about 8% of them, each style its own multiple of that (the rock and the station the break-even share
itself); no hand outside these tops calls."""


@pytest.mark.parametrize("style", [*THINKING, "calling station"])
def test_a_first_shove_from_a_stranger_is_called_only_by_the_hands_the_price_asks(style: str) -> None:
    read = _shover(shoves=0, chances=0)
    for i in range(0, len(COMBOS), 11):
        cards = COMBOS[i]
        if top_fraction(*cards) > FIRST_SHOVE_CALLED_BY[style]:
            assert _answer(style, cards, read, "raise_to 25 raise_to 1000")[ActionType.CALL] < 0.1, cards


@pytest.mark.parametrize("style", [*THINKING, "calling station"])
def test_a_first_shove_from_a_player_seen_never_shoving_is_called_only_by_the_top_6_percent(
        style: str) -> None:
    # Fifteen chances to shove over a raise, none taken: the read, not the stranger's floor, says what calls,
    # heads-up over the button's open and six-handed over the cutoff's open.
    read = _shover(shoves=0, chances=15)
    for i in range(0, len(COMBOS), 11):
        cards = COMBOS[i]
        if top_fraction(*cards) > 0.06:
            assert _answer(style, cards, read, "raise_to 25 raise_to 1000")[ActionType.CALL] < 0.1, cards
            six = "fold fold raise_to 25 raise_to 1000 fold fold"  # 'Me' in the cutoff, 'Them' on the button
            assert _answer(style, cards, read, six, seats=6, button=0)[ActionType.CALL] < 0.1, cards


def _continues(style: str, actions: str, then: str, read: Profile | None = None) -> tuple[float, float]:
    """Six-handed, 'Me' in the cutoff, 'Them' on the button read as ``read`` (else unknown): of the hands
    'Me' raises after ``actions``, the share that call the shove after ``then`` (its raise and the rest),
    and the break-even share."""
    raised = called = break_even = 0.0
    names = ["Them", "P1", "P2", "P3", "P4", "Me"]
    for i in range(0, len(COMBOS), 7):
        deck = stacked_deck(num_seats=6, button=0, hole_cards=_names(COMBOS[i], 6))
        hand = Hand(stacks=[1000] * 6, button=0, names=names, deck=deck)
        hand.play(actions)
        bot = StrategyBot("Me", STYLES[style], random.Random(1))
        if read is not None:
            bot.model.profiles["Them"] = read
        p = sum(q for a, q in bot.policy(hand.view(5)).choices if a.type is ActionType.RAISE_TO)
        if p > 0:
            hand.play(then)
            calls = sum(q for a, q in bot.policy(hand.view(5)).choices if a.type is ActionType.CALL)
            raised, called = raised + p, called + p * calls
            break_even = jam_break_even(read_spot(hand.view(5)))
    return called / raised, break_even


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive", "maniac"])
def test_a_junk_shove_over_an_open_or_a_3_bet_does_not_profit_yet_reads_strong(style: str) -> None:
    # An unknown 100 bb shove over the cutoff's open: the opener continues with at least the share at
    # which a shove with 30% equity when called breaks even, and not with twice it.
    share, break_even = _continues(style, "fold fold", "raise_to 25 raise_to 1000 fold fold")
    assert break_even < share < 2 * break_even
    # Over its 3-bet: a stranger under the gun opens, 'Me' in the cutoff 3-bets, the opener shoves.
    share, break_even = _continues(style, "raise_to 25 fold", "raise_to 80 fold fold fold raise_to 1000")
    assert break_even < share < 2 * break_even


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive"])
def test_a_junk_shove_from_a_player_seen_never_shoving_still_does_not_profit_six_handed(style: str) -> None:
    # Seen in 15 chances, none taken, the button's shove reads as the top 1.5%, but the floor left
    # (at most the top 5% of hands: six-handed that is the whole floor) keeps the break-even share.
    share, break_even = _continues(style, "fold fold", "raise_to 25 raise_to 1000 fold fold",
                                   read=_shover(shoves=0, chances=15))
    assert break_even < share < 2 * break_even


def test_the_station_folds_q3o_to_a_100_bb_shove_even_from_a_player_who_shoves_every_hand() -> None:
    read = _shover(shoves=100, chances=100)
    read.aggression.shove_first_in = Line(200, 200)
    shares = _answer("calling station", "Qc 3d", read, "raise_to 1000", button=0)  # the small blind moves in
    assert shares[ActionType.FOLD] == 1.0
    assert _answer("calling station", "Ac 3d", read, "raise_to 1000", button=0)[ActionType.CALL] > 0.9


def _three_bettor(folds_to_reraise: int | None) -> Profile:
    """A player seen 3-betting 20 of 66 chances and folding ``folds_to_reraise`` of 20 re-raises."""
    aggression = AggressionRead(three_bet=Line(66, 20))
    if folds_to_reraise is not None:
        aggression.fold_to_reraise = Line(20, folds_to_reraise)
    return Profile(hands=100, vpip=40, pfr=35, three_bet_chances=66, three_bets=20, aggression=aggression)


def _opens_against_a_3_bet(style: str, read: Profile, six_handed: bool) -> list[dict[ActionType, float]]:
    """The style's answers with every fifth hand it opens, to a 3-bet to 75 over its open to 25: six-handed
    from the cutoff against the button (out of position), heads-up on the button (in position)."""
    width = STYLES[style].open_width
    answers = []
    for i in range(0, len(COMBOS), 5):
        if top_fraction(*COMBOS[i]) < width:
            if six_handed:
                answers.append(_answer(style, COMBOS[i], read, "fold fold raise_to 25 raise_to 75 fold fold",
                                       seats=6, button=0))
            else:
                answers.append(_answer(style, COMBOS[i], read, "raise_to 25 raise_to 75"))
    return answers


@pytest.mark.parametrize("style", ["tight-aggressive", "rock", "loose-aggressive"])
def test_after_20_three_bets_of_a_30_percent_three_bettor_opens_fold_below_break_even(style: str) -> None:
    # Six-handed, 'Me' in the cutoff opens, 'Them' on the button 3-bets to 75, the blinds fold.
    folds = [a[ActionType.FOLD] for a in _opens_against_a_3_bet(style, _three_bettor(None), six_handed=True)]
    break_even = 75 / (15 + 25 + 75)  # the 3-bet profits at once above this fold share
    assert sum(folds) / len(folds) < break_even - 0.08


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive"])
def test_a_3_bettor_folding_85_percent_to_re_raises_is_4_bet_with_any_hand_out_of_position(
    style: str,
) -> None:
    answers = _opens_against_a_3_bet(style, _three_bettor(folds_to_reraise=17), six_handed=True)
    reraise = sum(a[ActionType.RAISE_TO] for a in answers) / len(answers)
    assert reraise > STYLES[style].counter - 0.05
    unknown = _opens_against_a_3_bet(style, _three_bettor(folds_to_reraise=None), six_handed=True)
    assert reraise > sum(a[ActionType.RAISE_TO] for a in unknown) / len(unknown) + 0.3


@pytest.mark.parametrize("style", ["tight-aggressive", "rock", "loose-aggressive"])
def test_in_position_only_the_hands_that_would_fold_4_bet_as_bluffs(style: str) -> None:
    folder = _opens_against_a_3_bet(style, _three_bettor(folds_to_reraise=17), six_handed=False)
    unknown = _opens_against_a_3_bet(style, _three_bettor(folds_to_reraise=None), six_handed=False)
    for against_folder, against_unknown in zip(folder, unknown, strict=True):
        # a call stays a call; what folded against an unknown player now re-raises part of the time
        assert against_folder[ActionType.CALL] >= against_unknown[ActionType.CALL] - 1e-9
        kept = 1 - 0.9 * STYLES[style].counter
        assert against_folder[ActionType.FOLD] <= against_unknown[ActionType.FOLD] * kept + 1e-9


def _big_blind_against_a_steal(style: str, folds_to_reraise: int | None, steal_refolds: Line | None = None,
                               actions: str = "raise_to 25 fold", seats: int = 3,
                               button: int = 0) -> dict[ActionType, float]:
    """Three-handed, 'Them' on the button opens to 25 and the small blind folds: the big blind's mean shares
    over every tenth hand, 'Them' read as folding ``folds_to_reraise`` of 40 re-raises (None: a stranger),
    and ``steal_refolds`` of its re-raised steals."""
    aggression = AggressionRead(steal_refold=steal_refolds or Line())
    if folds_to_reraise is not None:
        aggression.fold_to_reraise = Line(40, folds_to_reraise)
    read = Profile(hands=100, vpip=45, pfr=45, aggression=aggression)
    answers = [_answer(style, COMBOS[i], read, actions, seats=seats, button=button)
               for i in range(0, len(COMBOS), 10)]
    return {kind: sum(a[kind] for a in answers) / len(answers) for kind in ActionType}


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive"])
def test_an_opener_who_folds_90_percent_to_re_raises_is_3_bet_with_most_hands_from_the_big_blind(
    style: str,
) -> None:
    # A 3-bet to 4-5 times 25 adds about 102 to a pot of 40: it pays as a bluff above 72% folds.
    stranger = _big_blind_against_a_steal(style, folds_to_reraise=None)
    stealer = _big_blind_against_a_steal(style, folds_to_reraise=36)
    assert stranger[ActionType.RAISE_TO] < 0.2
    assert stealer[ActionType.RAISE_TO] > 0.8 * STYLES[style].counter
    assert stealer[ActionType.FOLD] < stranger[ActionType.FOLD] / 2


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive"])
def test_an_opener_folding_half_its_reraised_opens_but_19_in_20_steals_has_its_steals_3_bet(
    style: str,
) -> None:
    # Its early opens continue, its steals (any two cards) do not: one read of both sits below the
    # 3-bet's break-even (72%), the steals' own above it; its open from under the gun (six-handed, 'Me' in
    # the big blind) is not bluffed.
    steals = Line(40, 38)
    mixed = _big_blind_against_a_steal(style, folds_to_reraise=20)
    stealer = _big_blind_against_a_steal(style, folds_to_reraise=20, steal_refolds=steals)
    early = _big_blind_against_a_steal(style, folds_to_reraise=20, steal_refolds=steals,
                                       actions="raise_to 25 fold fold fold fold", seats=6, button=3)
    assert mixed[ActionType.RAISE_TO] < 0.2 and early[ActionType.RAISE_TO] < 0.2
    assert stealer[ActionType.RAISE_TO] > 0.8 * STYLES[style].counter


def _river_after_turn_checked(style: str, read: Profile | None) -> float:
    """Heads-up, 'Them' raised before the flop and c-bet it, 'Me' called, the turn went by unbet and
    'Them' checks the river: the share of bets 'Me' makes with seven high."""
    deck = stacked_deck(num_seats=2, button=1, hole_cards=["Ah Qd", "7c 2d"], board="Ks 9h 4d 3c Jd")
    hand = Hand(stacks=[1000, 1000], button=1, names=["Them", "Me"], deck=deck)
    hand.play("call raise_to 30 call raise_to 30 call check check check")
    bot = StrategyBot("Me", STYLES[style], random.Random(1))
    if read is not None:
        bot.model.profiles["Them"] = read
    return sum(p for a, p in bot.policy(hand.view(1)).choices if a.type is ActionType.RAISE_TO)


@pytest.mark.parametrize("style", THINKING)
def test_a_river_after_a_frequent_c_bettor_gave_up_the_turn_is_bet_with_air(style: str) -> None:
    always = Profile(hands=60, vpip=30, pfr=25, aggression=AggressionRead(c_bet=Line(40, 40)))
    stab = _river_after_turn_checked(style, always)
    plain = _river_after_turn_checked(style, None)
    # 0.7 x counter x gave_up of what its bluffs leave (at least half of it: the read moves the rest)
    assert stab > plain + 0.5 * 0.7 * STYLES[style].counter * (1.0 - plain)


def _defends_first_in(style: str, read: Profile | None) -> tuple[float, float]:
    """Six-handed, everyone folds to 'Them' in the small blind, who moves all in for 100 bb: the share of
    all hands 'Me' in the big blind calls with, and the share at which a junk shove breaks even."""
    called = total = break_even = 0.0
    names = ["P0", "P1", "P2", "P3", "Them", "Me"]
    for i in range(0, len(COMBOS), 7):
        deck = stacked_deck(num_seats=6, button=3, hole_cards=_names(COMBOS[i], 6))
        hand = Hand(stacks=[1000] * 6, button=3, names=names, deck=deck)
        hand.play("fold fold fold fold raise_to 1000")
        bot = StrategyBot("Me", STYLES[style], random.Random(1))
        if read is not None:
            bot.model.profiles["Them"] = read
        called += sum(q for a, q in bot.policy(hand.view(5)).choices if a.type is ActionType.CALL)
        total += 1
        break_even = jam_break_even(read_spot(hand.view(5)))
    return called / total, break_even


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive", "maniac"])
def test_a_junk_first_in_shove_from_the_small_blind_does_not_profit(style: str) -> None:
    # The small blind risks 995 to win 15: with 30% equity when called its shove breaks even when the big
    # blind continues with 3.7% of hands. A stranger's, and one seen passing up 15 chances to shove first
    # in (its shove reads as the top 1.5%), are both called at least that often, and not twice as often.
    never = Profile(hands=15, aggression=AggressionRead(shove_first_in=Line(15, 0)))
    for read in (None, never):
        share, break_even = _defends_first_in(style, read)
        assert 0.035 < break_even < 0.04
        assert break_even < share < 2 * break_even, read


def _defends_squeeze(style: str) -> tuple[float, float]:
    """Six-handed, 'Me' opens to 2.5 bb in the cutoff, the button calls, 'Them' in the small blind moves
    all in for 100 bb and the big blind folds: the share of its opening range 'Me' continues with (each
    hand weighted by how often 'Me' opens it), and the share at which a junk squeeze breaks even."""
    names = ["Them", "P1", "P2", "P3", "Me", "P5"]
    opened = called = break_even = 0.0
    for cards in COMBOS[::3]:
        rest = [c for c in range(52) if c not in cards]
        holes = [rest[0:2], rest[2:4], rest[4:6], rest[6:8], list(cards), rest[8:10]]
        named = [" ".join(str(Card(c)) for c in h) for h in holes]
        deck = stacked_deck(num_seats=6, button=5, hole_cards=named)
        hand = Hand(stacks=[1000] * 6, button=5, names=names, deck=deck)
        bot = StrategyBot("Me", STYLES[style], random.Random(1))
        hand.play("fold fold")
        share = sum(q for a, q in bot.policy(hand.view(4)).choices if a.type is ActionType.RAISE_TO)
        if share <= 0.0:
            continue
        hand.play("raise_to 25 call raise_to 1000 fold")
        opened += share
        called += share * sum(q for a, q in bot.policy(hand.view(4)).choices if a.type is ActionType.CALL)
        break_even = jam_break_even(read_spot(hand.view(4)))
    return called / opened, break_even


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive", "maniac"])
def test_a_junk_squeeze_all_in_does_not_profit(style: str) -> None:
    # An all-in over an open and a call risks 995 to win 65: with 30% equity when called it breaks even
    # when 14.6% of the time someone continues. The caller's best hands 3-bet instead and the big blind
    # continues by equity alone (0.5% of hands), so the opener carries the floor: it did not, keeping
    # only its share with the caller (8-10% of its range), and a junk squeeze won 1.5-2.6 bb.
    share, break_even = _defends_squeeze(style)
    assert 0.14 < break_even < 0.15
    assert break_even < share < 2 * break_even
