"""Tracker statistics on hands built by hand: each test pins one definition."""

from __future__ import annotations

import math
import random
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from test_storage import _hands, _play_out

from holdem.engine import Hand, Table, TableConfig, stacked_deck
from holdem.engine.events import HandStarted
from holdem.engine.game import Game
from holdem.records.stats import SeatStats, StatsBook
from holdem.records.store import HandStore
from holdem.records.store_file import SCHEMA_VERSION
from holdem.records.summary import TableKind
from holdem.records.tally import StandOut, Tally
from holdem.stats import count_hand

NAMES = ["Btn", "Sb", "Bb"]
WHEN = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)


HOLES = ("AhAd", "7c2d", "KsKd")


def _hand(actions: str, holes: tuple[str, ...] = HOLES, board: str = "Ts 9s 2c 4h 8d") -> StatsBook:
    hand = Hand(stacks=[1000, 1000, 1000], button=0, names=NAMES,
                deck=stacked_deck(num_seats=3, button=0, hole_cards=list(holes), board=board))
    hand.play(actions)
    assert hand.is_over
    book = StatsBook()
    book.add_hand(hand.events)
    return book


def test_a_walk_is_not_a_vpip_opportunity_for_the_big_blind() -> None:
    book = _hand("fold fold")
    assert book["Bb"].hands == 1 and book["Bb"].decisions == 0 and book["Bb"].vpip is None
    assert book["Btn"].vpip == 0.0 and book["Sb"].vpip == 0.0
    assert book["Bb"].net == 5


def test_the_big_blind_checking_its_option_is_not_vpip_but_completing_the_small_blind_is() -> None:
    book = _hand("call call check" + " check check check" * 3)
    assert book["Bb"].vpip == 0.0 and book["Bb"].decisions == 1
    assert book["Btn"].vpip == 1.0 and book["Sb"].vpip == 1.0
    assert book["Btn"].pfr == 0.0


def test_three_bet_chance_is_the_first_time_facing_exactly_one_raise() -> None:
    book = _hand("raise_to 30 raise_to 90 fold call" + " check check" * 3)
    sb, bb, btn = book["Sb"], book["Bb"], book["Btn"]
    assert (sb.three_bet_chances, sb.three_bets) == (1, 1)
    assert (bb.three_bet_chances, bb.three_bets) == (0, 0)  # it faced two raises, not one
    assert (btn.three_bet_chances, btn.three_bets) == (0, 0)  # the opener never faces one raise
    assert btn.pfr == 1.0 and sb.pfr == 1.0 and bb.vpip == 0.0


def test_three_bet_chance_counts_when_folding_to_a_single_raise() -> None:
    book = _hand("raise_to 30 fold fold")
    assert (book["Sb"].three_bet_chances, book["Sb"].three_bets) == (1, 0)
    assert (book["Bb"].three_bet_chances, book["Bb"].three_bets) == (1, 0)


def test_aggression_factor_is_postflop_bets_and_raises_over_calls() -> None:
    # Flop: Sb bets, Btn raises, Sb calls (Bb folded). Turn: Sb checks, Btn bets, Sb calls. River checks.
    book = _hand("call call check  bet 20 fold raise_to 60 call  check bet 100 call  check check")
    assert (book["Sb"].postflop_aggressive, book["Sb"].postflop_calls) == (1, 2)
    assert book["Sb"].af == 0.5
    assert book["Btn"].af == math.inf  # bets and raises, never a call
    assert book["Bb"].af is None  # only checked and folded


def test_wtsd_and_won_at_showdown_with_a_split_pot_counting_as_won() -> None:
    # Broadway on the board: everyone who shows down splits.
    book = _hand("call call check" + " check check check" * 3, holes=("2h3d", "4c5d", "6h7c"),
                 board="As Ks Qd Jc Th")
    for name in NAMES:
        stats = book[name]
        assert stats.saw_flop == 1 and stats.wtsd == 1.0 and stats.wsd == 1.0


def test_a_pot_won_without_a_showdown_is_no_showdown_for_anyone() -> None:
    book = _hand("call call check  bet 20 fold fold")
    for name in NAMES:
        assert book[name].saw_flop == 1 and book[name].wtsd == 0.0 and book[name].wsd is None
    assert book["Sb"].net == 20 and book["Sb"].af == math.inf


def test_bb_per_100_and_its_95_percent_interval() -> None:
    stats = SeatStats()
    nets = [100, -50, 30, -10, 0, 200, -120, 15]
    for net in nets:
        stats += SeatStats(hands=1, big_blind=10).with_net(net)
    assert stats.hands == len(nets) and stats.net == sum(nets)
    mean = sum(nets) / len(nets)
    sd = math.sqrt(sum((x - mean) ** 2 for x in nets) / (len(nets) - 1))
    assert stats.bb_per_100 == 100 * mean / 10
    assert math.isclose(stats.bb_per_100_ci or 0.0, 1.96 * sd * 100 / (10 * math.sqrt(len(nets))))


def test_stats_are_kept_by_player_name_across_seats() -> None:
    book = StatsBook()
    for button in range(3):
        hand = Hand(stacks=[1000] * 3, button=button, names=NAMES,
                    deck=stacked_deck(num_seats=3, button=button, hole_cards=["AhAd", "7c2d", "KsKd"]))
        hand.play("fold fold")
        book.add_hand(hand.events)
    assert sorted(book) == sorted(NAMES)
    assert all(book[name].hands == 3 and book[name].decisions == 2 for name in NAMES)


_V2_SEAT_TOTALS = (
    "CREATE TABLE seat_totals (session_id TEXT, hero INTEGER, name TEXT, first_seen INTEGER, hands INTEGER,"
    " decisions INTEGER, vpip_hands INTEGER, pfr_hands INTEGER, three_bet_chances INTEGER,"
    " three_bets INTEGER, postflop_aggressive INTEGER, postflop_calls INTEGER, saw_flop INTEGER,"
    " showdowns INTEGER, showdowns_won INTEGER, net REAL, net_squares REAL, big_blind INTEGER,"
    " PRIMARY KEY (session_id, hero, name))"
)


def test_a_version_2_store_gets_every_counter_rebuilt_from_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with HandStore.open(path) as store:
        for number, hand in enumerate(_hands(60, seed=5), start=1):
            store.add_hand(hand_id=number, session_id="s", events=hand.events, hero_seat=0, played_at=WHEN)
        expected = Tally().add_stored(store.hands())
    db = sqlite3.connect(path)
    with db:  # the tracker counters only, as version 2 kept them
        db.execute("DROP TABLE seat_totals")
        db.execute(_V2_SEAT_TOTALS)
        db.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    db.close()
    with HandStore.open(path) as store:
        upgraded = Tally.from_store(store)
    assert upgraded == expected
    assert sum(s.checked_to_flop + s.faced_cbet + s.faced_other for s in upgraded.players.values()) > 0


def _table_hands(seats: int, game: Game, count: int, seed: int) -> list[Hand]:
    rng = random.Random(seed)
    names = [f"P{seat}" for seat in range(seats)]
    table = Table(config=TableConfig(num_seats=seats, game=game), names=names, rng=rng)
    hands = []
    for _ in range(count):
        hand = table.start_hand()
        _play_out(hand, rng)
        table.finish_hand(hand)
        hands.append(hand)
    return hands


def _kind_of(hand: Hand) -> tuple[int, str]:
    start = next(e for e in hand.events if isinstance(e, HandStarted))
    return len(start.names), start.game.value


_TABLES = ((2, Game.NO_LIMIT), (6, Game.FIXED_LIMIT), (9, Game.POT_LIMIT), (6, Game.NO_LIMIT))


def _store_at_several_tables(path: Path) -> list[tuple[str, Hand]]:
    played = [(f"s{i}", hand) for i, (seats, game) in enumerate(_TABLES)
              for hand in _table_hands(seats, game, 15, seed=i)]
    with HandStore.open(path) as store:
        for hand_id, (session, hand) in enumerate(played, start=1):
            store.add_hand(hand_id=hand_id, session_id=session, events=hand.events, hero_seat=0,
                           played_at=WHEN)
    return played


def test_the_statistics_of_one_table_size_and_structure_are_those_of_its_hands_alone(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    played = _store_at_several_tables(path)
    with HandStore.open(path) as store:
        assert store.table_kinds() == [(2, "nl"), (6, "fl"), (6, "nl"), (9, "pl")]
        for kind in (TableKind(seats=6), TableKind(game="nl"), TableKind(seats=9, game="pl"),
                     TableKind(seats=2, game="fl")):
            kept = [h for _, h in played if kind.seats in (None, _kind_of(h)[0])
                    and kind.game in (None, _kind_of(h)[1])]
            expected = Tally()
            for hand in kept:
                expected.add_hand(hand.events, 0)
            assert Tally.from_store(store, kind=kind) == expected, kind
            assert len(store.recent(100, kind)) == len(kept)


def test_a_version_6_store_gets_each_hands_table_size_and_structure_from_its_events(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    _store_at_several_tables(path)
    with HandStore.open(path) as store:
        expected = {kind: Tally.from_store(store, kind=TableKind(*kind)) for kind in store.table_kinds()}
    db = sqlite3.connect(path)
    with db:  # version 6 kept neither the size nor the structure in the summaries
        db.execute("ALTER TABLE hand_summaries DROP COLUMN seats")
        db.execute("ALTER TABLE hand_summaries DROP COLUMN game")
        db.execute("DROP TABLE seat_totals")  # the columns are in its key: SQLite cannot drop them
        db.execute("UPDATE meta SET value = '6' WHERE key = 'schema_version'")
    db.close()
    with HandStore.open(path) as store:
        assert store.table_kinds() == [(2, "nl"), (6, "fl"), (6, "nl"), (9, "pl")]
        rebuilt = {kind: Tally.from_store(store, kind=TableKind(*kind)) for kind in store.table_kinds()}
        assert rebuilt == expected
    db = sqlite3.connect(path)
    version = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    assert version == (str(SCHEMA_VERSION),)
    db.close()


def test_a_bet_after_having_called_one_is_the_after_call_line_and_a_preflop_all_in_raise_a_shove() -> None:
    hand = Hand(stacks=[1000, 1000], button=0, names=["Btn", "Bb"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "7c2d"], board="Ts 9s 2c 4h 8d"))
    hand.play("raise_to 30 call  check bet 40 call  check bet 100 fold")
    btn, bb = count_hand(hand.events)
    assert (bb.faced_cbet, bb.folded_cbet, bb.faced_after_call, bb.folded_after_call) == (1, 0, 1, 1)
    assert (btn.checked_to_flop, btn.bet_flop, btn.checked_to_turn, btn.bet_turn) == (1, 1, 1, 1)
    shove = Hand(stacks=[1000, 1000], button=0, names=["Btn", "Bb"],
                 deck=stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "7c2d"]))
    shove.play("raise_to 1000 fold")
    assert [r.shoves for r in count_hand(shove.events)] == [1, 0]


def test_an_aggression_factor_over_few_actions_after_the_flop_does_not_stand_out() -> None:
    """The play-test's goodbye: "Lena has an aggression factor of 0.0 (AF over 38 hands)", her AF resting on
    one call after the flop. With ten such actions it is a habit and may stand out."""
    typical = dict(hands=40, decisions=40, vpip_hands=10, pfr_hands=7)
    tally = Tally()
    loose = typical | {"vpip_hands": 14}
    tally.players = {"Lena": SeatStats(**typical, postflop_calls=1), "Otto": SeatStats(**loose)}
    assert tally.stand_out() == StandOut("Otto", "vpip", 0.35, 40)
    tally.players["Lena"] = SeatStats(**typical, postflop_calls=10)
    assert tally.stand_out() == StandOut("Lena", "af", 0.0, 40)
