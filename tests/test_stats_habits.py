"""The lines per chance the opponents read, counted by holdem.stats in the HUD's pass, on hand-made hands.

Four seats, button 0: seat 1 posts the small blind, seat 2 the big blind, seat 3 acts first
preflop; after the flop the order is 1, 2, 3, 0.
"""

from __future__ import annotations

from holdem.bots.aggression import AggressionRead, Line
from holdem.bots.model import LineCounts, TableModel
from holdem.engine import Hand, stacked_deck
from holdem.engine.events import Move, PlayerActed, Street
from holdem.stats import Habits, HandCounter, StatsBook, Totals

NAMES = ("Btn", "Sb", "Bb", "Utg")
HOLES = ["AhAd", "7c3d", "KsKd", "QhQs"]


def _hand(actions: str, holes: list[str] = HOLES) -> Hand:
    hand = Hand(stacks=[1000] * 4, button=0, names=list(NAMES),
                deck=stacked_deck(num_seats=4, button=0, hole_cards=holes, board="Ts 9s 2c 4h 8d"))
    hand.play(actions)
    assert hand.is_over
    return hand


def _habits(actions: str, holes: list[str] = HOLES) -> list[Habits]:
    counter = HandCounter(4).feed(_hand(actions, holes).events)
    return [counter.habits(seat) for seat in range(4)]


def test_a_shove_first_in_has_every_unraised_decision_as_its_chances_limps_included() -> None:
    btn, sb, bb, utg = _habits("call raise_to 1000 fold fold fold")
    assert (utg.unraised, utg.shoves_unraised, btn.unraised, btn.shoves_unraised) == (1, 0, 1, 1)
    assert (sb.unraised, bb.unraised) == (0, 0)  # they faced the shove


def test_a_shove_over_an_open_is_one_of_the_3bet_chances() -> None:
    hand = _hand("raise_to 30 raise_to 1000 fold fold fold")
    counter = HandCounter(4).feed(hand.events)
    btn, sb = counter.record(0), counter.record(1)
    assert (btn.three_bet_chances, btn.three_bets, counter.habits(0).shoves_over_open) == (1, 1, 1)
    assert (sb.three_bet_chances, counter.habits(1).shoves_over_open) == (0, 0)  # it faced two raises


def test_a_reraise_answered_is_any_raisers_first_answer_where_fold_to_3bet_is_the_openers_to_one() -> None:
    hand = _hand("raise_to 30 raise_to 90 raise_to 270 fold fold fold")
    counter = HandCounter(4).feed(hand.events)
    btn, utg = counter.habits(0), counter.habits(3)
    assert (utg.faced_reraises, utg.folded_reraises, counter.record(3).faced_three_bets) == (1, 1, 0)
    assert (btn.faced_reraises, btn.folded_reraises, btn.raised_reraises) == (1, 1, 0)
    four_bet = HandCounter(4).feed(_hand("raise_to 30 raise_to 90 fold fold raise_to 270 fold").events)
    assert (four_bet.habits(3).faced_reraises, four_bet.habits(3).raised_reraises) == (1, 1)
    assert (four_bet.record(3).faced_three_bets, four_bet.record(3).folded_three_bets) == (1, 0)
    five_bet = _habits("raise_to 30 raise_to 90 fold fold raise_to 270 raise_to 600 fold")
    utg = five_bet[3]  # its fold to the 5-bet is a second answer: only the first counts
    assert (utg.faced_reraises, utg.raised_reraises, utg.folded_reraises) == (1, 1, 0)


def test_a_lead_into_the_raiser_before_it_acts_is_a_donk_and_takes_its_cbet_chance() -> None:
    _btn, _sb, bb, utg = _habits("raise_to 30 fold fold call  bet 40 fold")
    assert (bb.donk_chances, bb.donks, utg.donk_chances) == (1, 1, 0)
    checked = _habits("raise_to 30 call call call  check check check bet 60 fold fold fold")
    assert [h.donk_chances for h in checked] == [0, 1, 1, 0]  # the button bets after the raiser checked


def test_a_postflop_bet_raised_and_folded_is_a_fold_to_a_raise() -> None:
    btn, _sb, _bb, utg = _habits("raise_to 30 call fold fold  bet 60 raise_to 180 fold")
    assert (utg.bets_raised, utg.folded_bets_raised, btn.bets_raised) == (1, 1, 0)


def test_a_river_bet_shown_down_without_a_pair_of_its_own_is_a_bluff() -> None:
    line = "call call call check" + "  check check check check" * 2 + "  bet 50 call fold fold"
    habits = _habits(line)  # Sb bets the river with 7c3d: ten high on Ts 9s 2c 4h 8d
    assert (habits[1].river_bets_shown, habits[1].river_bluffs) == (1, 1)
    paired = _habits(line, ["AhAd", "Tc3d", "KsKd", "QhQs"])
    assert (paired[1].river_bets_shown, paired[1].river_bluffs) == (1, 0)
    assert sum(h.river_bets_shown for h in habits if h is not habits[1]) == 0  # only the bettor's hand


def test_a_bet_beyond_the_pot_shown_down_is_a_bluff_when_less_than_a_pair_on_the_full_board() -> None:
    # Sb bets 100 into the 40 on the flop Ts 9s 2c with 7c3d (no pair, no draw: a bluff) and Bb calls down.
    line = "call call call check  bet 100 call fold fold  check check  check check"
    habits = _habits(line)
    assert (habits[1].overbets_shown, habits[1].overbet_bluffs) == (1, 1)
    assert sum(h.overbets_shown for h in habits) == 1  # the caller's hand is no overbet
    paired = _habits(line, ["AhAd", "Tc3d", "KsKd", "QhQs"])  # top pair then
    assert (paired[1].overbets_shown, paired[1].overbet_bluffs) == (1, 0)
    came_in = _habits(line, ["AhAd", "7c6d", "KsKd", "QhQs"])  # a flop gutshot, a straight by the river
    assert (came_in[1].overbets_shown, came_in[1].overbet_bluffs) == (1, 0)
    pot = _habits("call call call check  bet 40 call fold fold  check check  check check")
    assert pot[1].overbets_shown == 0  # a pot-size bet is no overbet


def test_an_all_in_beyond_the_pot_counts_once_though_shown_before_the_run_out_and_at_the_showdown() -> None:
    habits = _habits("call call call check  bet 990 call fold fold")
    assert (habits[1].overbets_shown, habits[1].overbet_bluffs) == (1, 1)
    read = AggressionRead.of(Totals(), habits[1])
    assert read.overbet_bluff == Line(1, 1)
    assert read.overbet_bluff_share(0.4) > 0.4 == AggressionRead().overbet_bluff_share(0.4)  # a stranger's


def test_aggression_is_counted_per_chance_and_the_prior_gives_way_within_twenty_chances() -> None:
    model = TableModel()
    for i in range(60):
        opens = [PlayerActed(0, Street.PREFLOP, Move.RAISE, 25, 25, 10, False)]
        answer = (PlayerActed(1, Street.PREFLOP, Move.RAISE, 990, 1000, 25, True) if i % 3 == 0
                  else PlayerActed(1, Street.PREFLOP, Move.FOLD, 0, 10, 25, False))
        folds = [PlayerActed(0, Street.PREFLOP, Move.FOLD, 0, 25, 1000, False)] if i % 3 == 0 else []
        model.feed(i, ("Ann", "Bob"), [*opens, answer, *folds])
    model.feed(60, ("Ann", "Bob"), [])
    bob, ann = model.aggression("Bob"), model.aggression("Ann")
    assert (bob.shove_over_open.chances, bob.shove_over_open.taken) == (60, 20)
    assert bob.shove_first_in.chances == 0  # it never was first in: no chance to shove first in
    assert 0.3 < bob.shove_over_open_rate() < 0.34  # a third of its chances, the 3% prior nearly gone
    assert ann.shove_first_in.chances == 60 and ann.shove_first_in_rate() < 0.01
    assert (ann.fold_to_reraise.chances, ann.fold_to_reraise.taken) == (20, 20)
    assert ann.fold_to_reraise_rate() > 0.85


def test_the_bots_read_of_3bets_cbets_and_folds_to_them_is_the_huds_count_of_them() -> None:
    hands = [_hand("raise_to 30 raise_to 90 fold fold call  check bet 100 fold"),  # Btn 3-bets and c-bets
             _hand("fold raise_to 30 fold call" + "  check check" * 3),  # Btn opens, checks the flop
             _hand("raise_to 30 fold fold call  check bet 60 raise_to 200 fold"),  # Utg's c-bet raised
             _hand("fold raise_to 30 fold raise_to 90 fold")]  # Btn's open 3-bet by the big blind
    model, book = TableModel(), StatsBook()
    for number, hand in enumerate(hands):
        model.feed(number, NAMES, hand.view(0).events)  # the button's view, as a bot at seat 0 sees it
        book.add_hand(hand.events)
    model.feed(len(hands), NAMES, [])
    for name in NAMES:
        hud: Totals = book[name]
        read: AggressionRead = model.aggression(name)
        assert read.three_bet == Line(hud.three_bet_chances, hud.three_bets), name
        assert read.c_bet == Line(hud.cbet_chances, hud.cbets), name
        assert read.raise_cbet == Line(hud.faced_cbet, hud.raised_cbet), name
        assert read.river_bet == Line(*hud.checked_to("river")), name
        facing = model.profile(name).facing.get("cbet", LineCounts())  # what its fold to a c-bet reads
        assert (facing.chances, facing.folds, facing.raises) == hud.facing("cbet"), name
    btn, utg = model.aggression("Btn"), model.aggression("Utg")
    assert (btn.three_bet, btn.c_bet) == (Line(2, 1), Line(2, 1))
    assert (book["Btn"].three_bet, book["Btn"].cbet) == (0.5, 0.5)
    assert (btn.fold_to_reraise, book["Btn"].fold_to_three_bet) == (Line(1, 1), 1.0)
    assert (utg.fold_to_reraise, book["Utg"].fold_to_three_bet) == (Line(1, 0), 0.0)
    assert model.aggression("Bb").raise_cbet == Line(1, 1)
    assert (model.profile("Utg").facing["cbet"].folds, book["Utg"].fold_to_cbet) == (1, 1.0)


def test_a_steal_is_a_raise_first_in_from_the_cut_off_button_or_small_blind_over_the_chances_there() -> None:
    # Four seats: the seat after the big blind is the cut-off (a short table drops under the gun first).
    btn, sb, bb, co = _habits("fold raise_to 30 fold fold")
    assert (co.steal_chances, co.steals, btn.steal_chances, btn.steals) == (1, 0, 1, 1)
    assert (sb.steal_chances, bb.steal_chances, co.early_chances, btn.early_chances) == (0, 0, 0, 0)
    btn, sb, bb, co = _habits("call raise_to 1000 fold fold fold")  # behind a limp nobody is first in
    assert (co.steal_chances, co.steals, btn.steal_chances) == (1, 0, 0)


def test_an_open_before_the_cut_off_is_counted_apart_from_the_steals() -> None:
    holes = ["AhAd", "7c3d", "KsKd", "QhQs", "JhJs", "5h5s"]
    hand = Hand(stacks=[1000] * 6, button=0, names=["Btn", "Sb", "Bb", "Utg", "Hj", "Co"],
                deck=stacked_deck(num_seats=6, button=0, hole_cards=holes, board="Ts 9s 2c 4h 8d"))
    hand.play("fold raise_to 30 fold fold fold fold")
    counter = HandCounter(6).feed(hand.events)
    utg, hj, co = (counter.habits(seat) for seat in (3, 4, 5))
    assert (utg.early_chances, utg.early_opens, hj.early_chances, hj.early_opens) == (1, 0, 1, 1)
    assert (co.early_chances, co.steal_chances, utg.steal_chances) == (0, 0, 0)  # the cut-off faced the open


def test_a_reraised_steal_is_counted_apart_from_a_reraised_early_open_and_read_from_the_overall_rate(
) -> None:
    holes = ["AhAd", "7c3d", "KsKd", "QhQs", "JhJs", "5h5s"]
    names = ["Btn", "Sb", "Bb", "Utg", "Hj", "Co"]

    def played(actions: str) -> list[Habits]:
        hand = Hand(stacks=[1000] * 6, button=0, names=names,
                    deck=stacked_deck(num_seats=6, button=0, hole_cards=holes, board="Ts 9s 2c 4h 8d"))
        hand.play(actions)
        counter = HandCounter(6).feed(hand.events)
        return [counter.habits(seat) for seat in range(6)]

    btn = played("fold fold fold raise_to 30 fold raise_to 110 fold")[0]  # the button's steal 3-bet: folded
    assert (btn.faced_reraises, btn.folded_reraises) == (1, 1)
    assert (btn.steals_reraised, btn.folded_steals_reraised) == (1, 1)
    utg = played("raise_to 30 fold fold fold fold raise_to 110 fold")[3]  # an early open 3-bet: not a steal
    assert (utg.faced_reraises, utg.folded_reraises, utg.steals_reraised) == (1, 1, 0)
    btn = played("call fold fold raise_to 40 fold raise_to 140 fold fold")[0]  # behind a limp: no steal
    assert (btn.faced_reraises, btn.steals_reraised) == (1, 0)
    # Its early opens call re-raises, its steals fold: read from its overall rate, then its steals' own.
    read = AggressionRead(fold_to_reraise=Line(20, 10), steal_refold=Line(0, 0))
    assert read.steal_refold_rate() == read.fold_to_reraise_rate()
    read = AggressionRead(fold_to_reraise=Line(20, 10), steal_refold=Line(10, 10))
    assert read.steal_refold_rate() > 0.8 > read.fold_to_reraise_rate()
