"""The three betting structures end to end: the engine's rules, the records that keep them, the
hand histories that name them, the bots that play them and the command line that chooses them."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.simulator import play_hand, simulate
from holdem.engine import (
    Action,
    Deck,
    Game,
    Hand,
    IllegalActionError,
    RaiseClosed,
    Table,
    TableConfig,
    stacked_deck,
)
from holdem.engine.events import HandStarted, PlayerActed
from holdem.engine.state import fold_events
from holdem.records.codec import events_from_json, events_to_json
from holdem.records.history import format_hand
from holdem.records.session import SessionRecord


def hand(game: Game, stacks=(1000, 1000, 1000), button=0) -> Hand:
    deck = stacked_deck(num_seats=len(stacks), button=button, hole_cards=[])
    return Hand(stacks=list(stacks), button=button, deck=deck, game=game)


# ----- the rules ----------------------------------------------------------------------------


def test_pot_limit_largest_raise_is_the_current_bet_plus_the_pot_after_calling():
    h = hand(Game.POT_LIMIT)
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (20, 35)
    h.play("raise_to 35")
    legal = h.legal_actions()  # the small blind: 30 to call, 80 in the pot after it
    assert (legal.min_raise_to, legal.max_raise_to) == (60, 115)
    assert h.why_illegal(Action.raise_to(116)) == "raise to 116 is above the largest allowed here, 115"


def test_pot_limit_bet_after_the_flop_is_at_most_the_pot():
    h = hand(Game.POT_LIMIT)
    h.play("call call check")
    assert h.legal_actions().max_raise_to == 30


def test_pot_limit_short_stack_may_still_go_all_in_below_the_pot():
    h = hand(Game.POT_LIMIT, stacks=(28, 1000, 1000))
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (20, 28)


def test_limit_bets_are_one_small_bet_before_the_turn_and_one_big_bet_after():
    h = hand(Game.FIXED_LIMIT)
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (20, 20)
    h.play("call call check")
    assert h.legal_actions().max_raise_to == 10  # the flop: a small bet
    h.play("check check check")
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (20, 20)  # the turn
    h.play("raise_to 20")
    assert (h.legal_actions().min_raise_to, h.legal_actions().max_raise_to) == (40, 40)


def test_limit_caps_a_round_at_four_bets_and_raises_heads_up_too():
    h = hand(Game.FIXED_LIMIT, stacks=(1000, 1000))
    h.play("raise_to 20 raise_to 30 raise_to 40 raise_to 50")
    legal = h.legal_actions()
    assert legal.raise_closed is RaiseClosed.CAPPED and legal.call_amount == 10
    with pytest.raises(IllegalActionError, match="capped"):
        h.act(Action.raise_to(60))
    h.play("call")
    assert h.legal_actions().max_raise_to == 10  # a new round: the count starts again


def test_limit_short_all_in_raise_does_not_reopen_the_betting():
    # On the turn seat 1 bets 20, seat 2 is all in for 30 (short of the 40 a raise needs), seat 0
    # calls: seat 1 faced less than a full raise since it acted and may only call.
    h = hand(Game.FIXED_LIMIT, stacks=(1000, 1000, 40))
    h.play("call call check  check check check")
    h.play("raise_to 20 raise_to 30 call")
    assert h.to_act == 1
    legal = h.legal_actions()
    assert legal.call_amount == 10 and legal.raise_closed is RaiseClosed.NOT_REOPENED


def test_the_reducer_agrees_with_the_hand_in_every_structure():
    for game in Game:
        h = hand(game)
        h.play("raise_to 20 call call")
        assert fold_events(h.events).legal_actions() == h.legal_actions()
        assert fold_events(h.events).game is game


# ----- the records -------------------------------------------------------------------------


def test_events_keep_the_structure_and_old_records_read_as_no_limit():
    h = hand(Game.FIXED_LIMIT)
    h.play("fold fold")
    text = events_to_json(h.events)
    assert events_from_json(text) == h.events
    old = json.loads(text)
    del old["events"][0]["game"]  # a record written before structures existed
    start = events_from_json(json.dumps(old))[0]
    assert isinstance(start, HandStarted) and start.game is Game.NO_LIMIT


def test_a_session_saved_in_limit_resumes_in_limit_and_old_saves_in_no_limit():
    table = Table(config=TableConfig(num_seats=3, game=Game.FIXED_LIMIT), names=["A", "B", "C"],
                  rng=random.Random(1))
    record = SessionRecord.from_table(table, session_id="s", seed=1, hero_seat=0, started_at="2026-01-01")
    again = SessionRecord.from_json(record.to_json())
    assert again.game is Game.FIXED_LIMIT
    old = json.loads(record.to_json())
    del old["game"]
    assert SessionRecord.from_json(json.dumps(old)).game is Game.NO_LIMIT
    old["game"] = "xl"
    with pytest.raises(ValueError):
        SessionRecord.from_json(json.dumps(old))


def test_a_resumed_session_plays_its_saved_structure(tmp_path: Path):
    from holdem.app.session import Session
    from holdem.bots.names import Opponents

    first = Session(seed=3, name="Hero", bots=Opponents(3), config=TableConfig(game=Game.POT_LIMIT))
    record = SessionRecord.from_table(first.table, session_id="s", seed=3, hero_seat=0, started_at="x")
    seated = list(record.names[1:])
    again = Session(seed=3, name="Hero", bots=Opponents(3, names=seated), resume=record)
    assert again.table.config.game is Game.POT_LIMIT


# ----- hand histories ------------------------------------------------------------------------

HEADER = re.compile(
    r"PokerStars Hand #\d+:  Hold'em (No Limit|Pot Limit|Limit) \((\d+)/(\d+)\)"
    r" - \d{4}/\d\d/\d\d \d\d:\d\d:\d\d (ET|UTC)"
)
NAME, CARDS, N = r"[^\n]+?", r"\[(?:[2-9TJQKA][cdhs] ?)+\]", r"\d+"
ROLE = r"(?: \((?:button|small blind|big blind)\))*"
LINES = [re.compile(p) for p in (
    HEADER.pattern,
    rf"Table '[^']+' (\d+)-max \(Play Money\) Seat #{N} is the button",
    rf"Seat {N}: {NAME} \({N} in chips\)",
    rf"{NAME}: posts (small|big) blind {N}( and is all-in)?",
    r"\*\*\* (HOLE CARDS|SHOW DOWN|SUMMARY) \*\*\*",
    rf"\*\*\* FLOP \*\*\* {CARDS}",
    rf"\*\*\* (TURN|RIVER) \*\*\* {CARDS} {CARDS}",
    rf"Dealt to {NAME} {CARDS}",
    rf"{NAME}: (folds|checks|doesn't show hand)",
    rf"{NAME}: (calls|bets) {N}( and is all-in)?",
    rf"{NAME}: raises {N} to {N}( and is all-in)?",
    rf"Uncalled bet \({N}\) returned to {NAME}",
    rf"{NAME}: shows {CARDS} \([^)]+\)",
    rf"{NAME} collected {N} from (pot|main pot|side pot(-{N})?)",
    rf"Total pot {N}( Main pot {N}\.( Side pot(-{N})? {N}\.)+)? \| Rake 0",
    rf"Board {CARDS}",
    rf"Seat {N}: {NAME}{ROLE} (folded before Flop( \(didn't bet\))?|folded on the (Flop|Turn|River)"
    rf"|collected \({N}\)|showed {CARDS} and (won \({N}\)|lost) with .+)",
)]


def histories(game: Game, seats: int, hands: int) -> list[str]:
    rng = random.Random(seats)
    config = TableConfig(num_seats=seats, game=game)
    table = Table(config=config, names=[f"P{i}" for i in range(seats)], rng=rng)
    texts = []
    for number in range(1, hands + 1):
        h = table.start_hand()
        while not h.is_over:
            h.act(rng.choice(h.legal_actions().actions()))
        table.finish_hand(h)
        texts.append(format_hand(h.events, 0, number))
    return texts


@pytest.mark.parametrize("seats", [2, 6, 10])
@pytest.mark.parametrize("game", list(Game))
def test_histories_name_the_structure_and_the_table_size_and_pass_the_line_checks(game: Game, seats: int):
    for text in histories(game, seats, 25):
        lines = text.splitlines()
        header = HEADER.fullmatch(lines[0])
        assert header is not None and header.group(1) == game.label
        stakes = (10, 20) if game is Game.FIXED_LIMIT else (5, 10)  # limit: the small and the big bet
        assert (int(header.group(2)), int(header.group(3))) == stakes
        assert lines[1].startswith(f"Table 'Holdem Practice' {seats}-max ")
        for line in lines:
            assert any(p.fullmatch(line) for p in LINES), line


@pytest.mark.parametrize("seats", [2, 10])
def test_pokerkit_reads_no_limit_histories_at_every_table_size(seats: int):
    notation = pytest.importorskip("pokerkit.notation")
    for text in histories(Game.NO_LIMIT, seats, 10):
        (parsed,) = list(notation.PokerStarsParser()(text, error_status=True))
        assert len(parsed.starting_stacks) == seats


# ----- the bots and the simulator --------------------------------------------------------------


@pytest.mark.parametrize("game", list(Game))
def test_the_opponents_play_legally_in_every_structure(game: Game):
    """``simulate`` stops at the first illegal action; the bots' sizes go through ``legalize``."""
    names = seat_names(TABLE_LINEUP)
    result = simulate(names, lambda seed: build(TABLE_LINEUP, seed), deals=60, seed=4, game=game)
    assert result.hands == 60


@pytest.mark.parametrize("game", list(Game))
def test_the_opponents_raises_are_legal_heads_up(game: Game):
    bots = build(("lag", "maniac"), 2)
    raised = 0
    for number in range(1, 41):
        h = Hand(stacks=[1000, 1000], button=number % 2, deck=Deck.shuffled(random.Random(number)),
                 names=[b.name for b in bots], game=game, hand_number=number)
        play_hand(h, bots)  # raises IllegalBotAction at the first illegal action
        raised += sum(isinstance(e, PlayerActed) and e.move.value in ("bet", "raise") for e in h.events)
    assert raised > 20



# ----- the command line ------------------------------------------------------------------------

COMMAND = [sys.executable, "-m", "holdem"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, *args], env={**os.environ, "LANG": "en_US.UTF-8"}, capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)


def test_a_bad_structure_is_refused_with_exit_2_and_nothing_changes(tmp_path: Path):
    done = run("--game", "xl", "--data-dir", str(tmp_path))
    assert done.returncode == 2
    assert "unknown betting structure 'xl': choose nl (no-limit), pl (pot-limit) or fl (limit)" in done.stderr
    assert list(tmp_path.iterdir()) == []
    sim = run("sim", "--game", "xl", "--hands", "1")
    assert sim.returncode == 2 and "invalid choice: 'xl'" in sim.stderr


def test_the_structure_chosen_is_remembered(tmp_path: Path):
    run("--game", "PL", "--data-dir", str(tmp_path))  # no terminal here: it stops, but remembers
    assert json.loads((tmp_path / "settings.json").read_text())["game"] == "pl"


def test_sim_plays_the_structure_asked_for():
    done = run("sim", "--game", "fl", "--hands", "20", "--quiet", "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["game"] == "fl"


def test_each_structure_has_its_own_day_file_and_hand_ids_keep_rising(tmp_path: Path):
    from datetime import UTC, datetime

    from holdem.records.recorder import Records

    when = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)
    records = Records.open(tmp_path)
    try:
        for game in (Game.NO_LIMIT, Game.FIXED_LIMIT, Game.POT_LIMIT, Game.FIXED_LIMIT):
            config = TableConfig(num_seats=2, game=game)
            table = Table(config=config, names=["Hero", "Ann"], rng=random.Random(1))
            record = records.new_session(table, seed=1, hero_seat=0, now=when)
            h = table.start_hand()
            h.play("fold")
            table.finish_hand(h)
            records.finish_hand(table, record, h.events, now=when)
    finally:
        records.close()
    names = sorted(p.name for p in (tmp_path / "histories").glob("HH*.txt"))
    day = f"{when.astimezone():%Y%m%d}"  # the files are named for the local day
    assert names == [
        f"HH{day} Holdem Practice - 10-20 - Play Money Limit Hold'em.txt",
        f"HH{day} Holdem Practice - 5-10 - Play Money No Limit Hold'em.txt",
        f"HH{day} Holdem Practice - 5-10 - Play Money Pot Limit Hold'em.txt",
    ]
    limit = (tmp_path / "histories" / names[0]).read_text()
    assert limit.count("Hold'em Limit (10/20)") == 2
    again = Records.open(tmp_path)  # the catch-up reads every structure's file: nothing is written twice
    try:
        assert (tmp_path / "histories" / names[0]).read_text() == limit
    finally:
        again.close()
