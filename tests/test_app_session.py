"""The application layer plays whole hands without any screen: bots, records and seeded streams."""

from __future__ import annotations

import subprocess
import sys

from holdem.app.session import PLAYER_SEAT, Session
from holdem.bots.lineup import opponents
from holdem.engine.actions import Action
from holdem.records.recorder import Records


def play_hands(session: Session, count: int) -> list[Action]:
    """Play ``count`` hands: the player checks or calls, the opponents decide for themselves."""
    mine: list[Action] = []
    for _ in range(count):
        hand = session.start_hand()
        while session.in_hand:
            seat = session.to_act
            assert seat is not None
            if seat == PLAYER_SEAT:
                legal = hand.legal_actions()
                action = Action.call() if legal.call_amount else Action.check()
                mine.append(action)
                session.act(seat, action)
            else:
                session.bot_acts(seat)
    return mine


def test_a_session_plays_and_records_hands_without_textual(tmp_path) -> None:
    records = Records.open(tmp_path)
    session = Session(seed=11, name="Hero", bots=opponents(11), bot_delay=0)
    session.attach(records)
    mine = play_hands(session, 6)
    assert mine, "the player was asked to act"
    assert session.hands_played == 6
    assert records.store.count() == 6
    assert session.tally.hands == 6
    assert session.chips_in_play() == session.chips_bought()
    assert session.net == session.tally.net
    records.close()


def test_the_same_seed_deals_the_same_session() -> None:
    first = Session(seed=5, name="Hero", bots=opponents(5), bot_delay=0)
    second = Session(seed=5, name="Hero", bots=opponents(5), bot_delay=0)
    play_hands(first, 4)
    play_hands(second, 4)
    assert first.table.stacks == second.table.stacks
    assert [first.pause() for _ in range(3)] == [second.pause() for _ in range(3)]


def test_the_application_layer_imports_no_textual() -> None:
    code = (
        "import sys, holdem.app.session, holdem.app.odds, holdem.app.practice_text, holdem.app.log_lines;"
        "print('textual' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_run_out_shows_the_folded_prefix_of_the_hand() -> None:
    from holdem.app.table_model import Stage, centre_info, seat_infos, visible_events
    from holdem.engine.hand import Hand, stacked_deck
    from holdem.engine.state import fold_events

    deck = stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKh"], board="As5d3c 9h 2s")
    hand = Hand(stacks=[1000, 1000, 1000], button=0, deck=deck)
    hand.play("raise_to 1000 fold call")
    view = hand.view(0)
    stage = Stage(board_shown=3)  # the flop is out, the turn and river still to come
    shown = fold_events(visible_events(view, stage))
    seats = seat_infos(view, stage)
    assert [s.stack for s in seats] == list(shown.stacks) == [0, 995, 0]  # nobody has been paid yet
    assert all(s.won == 0 for s in seats)
    centre = centre_info(view, stage)
    assert len(centre.board) == 3 and centre.pot_total == shown.pot_total == 2005
    finished = seat_infos(view, Stage())
    assert [s.stack for s in finished] == list(view.stacks)  # and at the end, the paid table


def test_a_seat_whose_bet_was_partly_uncalled_says_what_came_back() -> None:
    from holdem.app.table_model import Stage, seat_infos
    from holdem.engine.hand import Hand, stacked_deck

    deck = stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "7c2d"], board="As5d3c 9h 2s")
    hand = Hand(stacks=[1000, 400], button=0, names=["Hero", "Ann"], deck=deck)
    hand.play("call check" + " check check" * 2 + " check bet 990 call")  # Ann can call only 390
    seats = seat_infos(hand.view(0), Stage())
    assert seats[0].won == 800
    assert seats[0].last_action == "bets 990, 600 back"  # not "bets 990": 390 of it stood


def test_the_players_seat_shows_what_came_back_of_its_bet_where_its_chips_stood() -> None:
    """The player's seat shows its hand under its cards, never its action: the play-test read "wins 360"
    alone after an all-in of 990 with 845 returned. What came back stands where the chips stood."""
    from holdem.app.felt_text import seat_text
    from holdem.app.table_model import Stage, seat_infos
    from holdem.engine.hand import Hand, stacked_deck

    deck = stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "7c2d"], board="As5d3c 9h 2s")
    hand = Hand(stacks=[1000, 400], button=0, names=["Hero", "Ann"], deck=deck)
    hand.play("call check" + " check check" * 2 + " check bet 990 call")
    hero, ann = seat_infos(hand.view(0), Stage())
    assert hero.back == "600 back" and ann.back == ""  # Ann's own seat says it in its action line
    lines = seat_text(hero, 24).plain.split("\n")
    assert "600 back" in lines[2] and lines[3].startswith("Three of a kind")  # cards row; the hand below
    mid = seat_infos(Hand(stacks=[1000, 400], button=0, names=["Hero", "Ann"], deck=deck).view(0), Stage())
    assert mid[0].back == ""
    shoved = Hand(stacks=[1000, 400], button=0, names=["Hero", "Ann"], deck=deck)
    shoved.play("raise 1000 call")  # all in before the flop, 600 back, the board dealt out to a showdown
    assert seat_infos(shoved.view(0), Stage())[0].back == "600 back"
    walk = Hand(stacks=[1000, 1000], button=1, names=["Hero", "Ann"], deck=deck)
    walk.play("fold")  # Ann folds her small blind: Hero's big blind is not said to come back
    assert seat_infos(walk.view(0), Stage())[0].back == ""


def test_a_narrow_seat_says_what_came_back_of_a_bet_rather_than_cut_the_words() -> None:
    """The play-tests at 80x24 and 60x20 read "raises to 30, 20 ba…" and "bets 2275, 2275 b…" on the
    seats: where the whole does not fit, what went back is said alone."""
    from holdem.app.felt_text import seat_text
    from holdem.app.table_model import Stage, seat_infos
    from holdem.engine.hand import Hand, stacked_deck

    deck = stacked_deck(num_seats=2, button=0, hole_cards=["7c2d", "AhAd"], board="As5d3c 9h 2s")
    hand = Hand(stacks=[1000, 1000], button=0, names=["Hero", "Ann"], deck=deck)
    hand.play("call raise 30 fold")  # Hero limps, Ann raises to 30, Hero folds: 20 of it was not called
    ann = seat_infos(hand.view(0), Stage())[1]
    assert ann.last_action == "raises to 30, 20 back"
    assert seat_text(ann, 24).plain.split("\n")[-1].startswith("raises to 30, 20 back")
    assert seat_text(ann, 14).plain.split("\n")[-1].startswith("20 back")


def test_the_bet_slip_asks_twice_before_folding_a_free_check_and_caps_the_stack() -> None:
    from holdem.app.bet_slip import BetSlip, not_now
    from holdem.engine.hand import Hand, stacked_deck

    deck = stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKh"])
    hand = Hand(stacks=[1000, 1000, 40], button=0, deck=deck)
    hand.play("call call")  # the big blind, seat 2, may check
    legal = hand.legal_actions()
    slip = BetSlip()
    first = slip.fold(legal)
    assert first.send is None and "F again" in first.say
    assert slip.fold(legal).send == Action.fold()
    assert slip.take_back(legal).say  # nothing to take back
    slip.chip(legal, 25)
    assert slip.chip(legal, 5).redraw
    assert "all in" in slip.chip(legal, 5).say  # 10 in front + 30 on the stack: all 40 chips
    assert slip.raise_(legal).send == Action.raise_to(40)
    assert not_now(hand.view(0)) == "Not your turn: Seat 3 is to act."
