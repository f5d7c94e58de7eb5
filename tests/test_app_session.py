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
