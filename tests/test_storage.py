"""Records that survive: atomic writes, damaged files set aside, sessions resumed, crashed hands voided."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from holdem.engine import Action, Hand, Table, TableConfig
from holdem.engine.events import HoleCardsDealt
from holdem.records.atomic import atomic_write_text
from holdem.records.codec import CodecError, events_from_json, events_to_json
from holdem.records.history import format_hand
from holdem.records.history_file import HistoryFile, split_hands
from holdem.records.recorder import Records
from holdem.records.session import SessionRecord, SessionStore
from holdem.records.storage import HandIdAllocator, resolve_data_dir
from holdem.records.store import HandStore

ROOT = Path(__file__).resolve().parent.parent
WHEN = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)
NAMES = ["Hero", "Marta", "Viktor", "Lena", "Otto", "Rafael"]


def _play_out(hand: Hand, rng: random.Random) -> None:
    while not hand.is_over:
        legal = hand.legal_actions()
        choices = [Action.check() if legal.can_check else Action.call(), Action.fold()]
        if legal.can_raise and legal.min_raise_to is not None:
            choices.append(Action.raise_to(legal.min_raise_to))
        hand.act(rng.choice(choices))


def _hands(count: int, seed: int = 3) -> list[Hand]:
    rng = random.Random(seed)
    table = Table(config=TableConfig(), names=NAMES, rng=rng)
    hands = []
    for _ in range(count):
        hand = table.start_hand()
        _play_out(hand, rng)
        table.finish_hand(hand)
        hands.append(hand)
    return hands


# ----- a process killed part-way through a write ----------------------------------

WRITER = {
    "file": """
        from holdem.records.atomic import atomic_write_text
        i = 0
        while True:
            i += 1
            atomic_write_text(target, f"{i}\\n" + "x" * 400_000 + f"\\n{i}\\n")
            print(i, flush=True)
    """,
    "database": """
        import random
        from datetime import datetime, timezone
        from holdem.engine import Table, TableConfig
        from holdem.records.store import HandStore
        rng = random.Random(1)
        table = Table(config=TableConfig(), names=["A", "B", "C", "D", "E", "F"], rng=rng)
        store = HandStore.open(target)
        i = 0
        while True:
            hand = table.start_hand()
            while not hand.is_over:
                hand.play("check" if hand.legal_actions().can_check else "call")
            table.finish_hand(hand)
            i += 1
            store.add_hand(hand_id=i, session_id="s", events=hand.events, hero_seat=0,
                           played_at=datetime.now(timezone.utc))
            print(i, flush=True)
    """,
    "history": """
        import random
        from datetime import datetime, timezone
        from holdem.engine import Table, TableConfig
        from holdem.records.history import format_hand
        from holdem.records.history_file import HistoryFile
        rng = random.Random(2)
        table = Table(config=TableConfig(), names=["A", "B", "C", "D", "E", "F"], rng=rng)
        files = HistoryFile(target.parent)
        when = datetime(2026, 1, 15, 12, tzinfo=timezone.utc)
        i = 0
        while True:
            hand = table.start_hand()
            while not hand.is_over:
                hand.play("check" if hand.legal_actions().can_check else "call")
            table.finish_hand(hand)
            i += 1
            files.append(format_hand(hand.events, 0, i, timestamp=when), when)
            print(i, flush=True)
    """,
}


def _run_and_kill(kind: str, target: Path, after: int, rng: random.Random) -> int:
    """Start a writer, let it finish ``after`` writes, kill it mid-way through a later one."""
    code = f"from pathlib import Path\ntarget = Path({str(target)!r})\n" + textwrap.dedent(WRITER[kind])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env, text=True)
    assert child.stdout is not None
    done = 0
    while done < after:
        line = child.stdout.readline()
        assert line, "the writer stopped on its own"
        done = int(line)
    time.sleep(rng.uniform(0.0, 0.05))
    child.kill()  # SIGKILL on POSIX: no clean-up, no flush
    child.wait()
    return done


@pytest.mark.parametrize("attempt", range(4))
def test_a_file_write_killed_part_way_leaves_the_old_or_the_new_file(tmp_path: Path, attempt: int) -> None:
    target = tmp_path / "state.txt"
    done = _run_and_kill("file", target, 3, random.Random(attempt))
    head, body, tail, end = target.read_text().split("\n")
    assert head == tail and int(head) >= done and body == "x" * 400_000 and end == ""


def test_a_database_write_killed_part_way_keeps_every_committed_hand(tmp_path: Path) -> None:
    target = tmp_path / "holdem.sqlite3"
    done = _run_and_kill("database", target, 40, random.Random(5))
    with HandStore.open(target) as store:
        assert store.notices == []
        assert store.count() >= done
        assert all(hand.events for hand in store.hands())
        assert store._db.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_history_append_killed_part_way_leaves_only_whole_hands(tmp_path: Path) -> None:
    target = tmp_path / "histories" / "HH.txt"
    target.parent.mkdir()
    done = _run_and_kill("history", target, 30, random.Random(6))
    (path,) = target.parent.glob("HH*.txt")
    hands, clean = split_hands(path.read_text(encoding="utf-8"))
    assert clean and len(hands) >= done


# ----- damaged files: moved aside, a fresh start, nothing readable lost -------------


def test_a_database_that_is_not_a_database_is_moved_aside(tmp_path: Path) -> None:
    target = tmp_path / "holdem.sqlite3"
    target.write_bytes(b"this is not SQLite" * 100)
    with HandStore.open(target) as store:
        assert store.count() == 0
        (message,) = store.notices
        assert "damaged" in message and "moved to holdem.sqlite3.damaged-" in message
    (aside,) = tmp_path.glob("holdem.sqlite3.damaged-*")
    assert aside.read_bytes() == b"this is not SQLite" * 100


def test_a_damaged_database_keeps_every_hand_still_readable(tmp_path: Path) -> None:
    target = tmp_path / "holdem.sqlite3"
    hands = _hands(120)
    with HandStore.open(target) as store:
        for number, hand in enumerate(hands, start=1):
            store.add_hand(hand_id=number, session_id="s", events=hand.events, hero_seat=0, played_at=WHEN)
    data = bytearray(target.read_bytes())
    middle = len(data) // 4096 // 2 * 4096
    data[middle : middle + 4096] = random.Random(1).randbytes(4096)
    target.write_bytes(bytes(data))
    with HandStore.open(target) as store:
        assert store.notices and "damaged" in store.notices[0]
        kept = store.hands()
        assert 0 < len(kept) < 120
        for stored in kept:
            assert stored.events == format_check(hands[stored.hand_id - 1], stored.hero_seat)
    assert list(tmp_path.glob("holdem.sqlite3.damaged-*"))


def format_check(hand: Hand, seat: int) -> tuple[object, ...]:
    from holdem.engine import filter_events

    return filter_events(hand.events, seat)


def test_a_damaged_history_file_is_moved_aside_and_its_whole_hands_kept(tmp_path: Path) -> None:
    files = HistoryFile(tmp_path)
    first, second = _hands(2)
    path = files.append(format_hand(first.events, 0, 1, timestamp=WHEN), WHEN)
    original = path.read_bytes() + b"PokerStars Hand #2:  Hold'em No Limit (5/10) - cut off\n\xff\xfe"
    path.write_bytes(original)
    files.append(format_hand(second.events, 0, 3, timestamp=WHEN), WHEN)
    (message,) = files.notices
    assert "damaged" in message and "1 complete hands" in message
    (aside,) = tmp_path.glob("*.damaged-*")
    assert aside.read_bytes() == original
    hands, clean = split_hands(path.read_text(encoding="utf-8"))
    assert clean and [h.split(":")[0] for h in hands] == ["PokerStars Hand #1", "PokerStars Hand #3"]


def test_a_damaged_save_is_moved_aside_and_a_new_session_offered(tmp_path: Path) -> None:
    save = tmp_path / "session.json"
    save.write_text('{"version": 1, "stacks": [1000')
    resume = SessionStore(save).load()
    assert resume.record is None and "moved to session.json.damaged-" in resume.notices[0]
    assert not save.exists() and len(list(tmp_path.glob("session.json.damaged-*"))) == 1


def test_a_damaged_hand_id_file_never_lets_ids_repeat(tmp_path: Path) -> None:
    path = tmp_path / "last-hand-id.txt"
    ids = [HandIdAllocator(path, clock=lambda: 1.0).next_id() for _ in range(3)]
    path.write_text("garbage")
    again = HandIdAllocator(path, clock=lambda: 1.0, floor=max(ids))
    assert again.notices and again.next_id() > max(ids)
    assert ids == sorted(set(ids))


def test_undecodable_events_are_refused() -> None:
    for text in ("", "[]", '{"v": 2, "events": []}', '{"v": 1, "events": [{"type": "Nope"}]}'):
        with pytest.raises(CodecError):
            events_from_json(text)


def test_stored_events_round_trip_and_hide_opponents_cards(tmp_path: Path) -> None:
    with HandStore.open(tmp_path / "h.sqlite3") as store:
        for number, hand in enumerate(_hands(30), start=1):
            stored = store.add_hand(
                hand_id=number, session_id="s", events=hand.events, hero_seat=2, played_at=WHEN
            )
            assert events_from_json(events_to_json(stored.events)) == stored.events
            assert store.get(number) == stored
            dealt = [e for e in stored.events if isinstance(e, HoleCardsDealt)]
            assert all((e.cards is None) == (e.seat != 2) for e in dealt)


# ----- sessions ---------------------------------------------------------------------


def test_the_data_directory_is_the_platform_one_unless_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert resolve_data_dir().root == tmp_path / "xdg" / "holdem"
    assert resolve_data_dir(tmp_path / "mine").histories.is_dir()


def _session(records: Records, seed: int, hands: int) -> tuple[Table, SessionRecord]:
    table = Table(config=TableConfig(), names=NAMES, rng=random.Random(seed))
    record = records.new_session(table, seed=seed, hero_seat=0, now=WHEN)
    rng = random.Random(seed + 1)
    for _ in range(hands):
        records.begin_hand(record)
        hand = table.start_hand()
        _play_out(hand, rng)
        table.finish_hand(hand)
        record = records.finish_hand(table, record, hand.events, now=WHEN)
    return table, record


def test_a_session_resumes_from_the_last_completed_hand(tmp_path: Path) -> None:
    records = Records.open(tmp_path)
    table, record = _session(records, seed=9, hands=12)
    records.close()
    again = Records.open(tmp_path)
    resume = again.resume()
    assert resume.record == record and resume.voided_hand is None and again.notices == []
    resumed = Table(config=TableConfig(), rng=random.Random(0), **resume.record.table_arguments())
    assert (resumed.stacks, resumed.button, resumed.hand_number, resumed.rebuys) == (
        table.stacks,
        table.button,
        table.hand_number,
        table.rebuys,
    )
    assert again.store.count(record.session_id) == 12
    _session(again, seed=10, hands=3)
    ids = [hand.hand_id for hand in again.store.hands()]
    assert ids == sorted(set(ids)) and len(ids) == 15  # never repeating, also across sessions
    again.close()


def test_a_hand_cut_short_is_voided_and_its_chips_restored(tmp_path: Path) -> None:
    records = Records.open(tmp_path)
    table, record = _session(records, seed=4, hands=5)
    before = list(table.stacks)
    records.begin_hand(record)
    hand = table.start_hand()
    hand.act(Action.raise_to(hand.legal_actions().min_raise_to or 20))  # then the terminal is killed
    records.close()
    again = Records.open(tmp_path)
    resume = again.resume()
    assert resume.voided_hand == 6 and resume.record is not None
    assert list(resume.record.stacks) == before and resume.record.hand_number == 5
    assert "Hand #6 was cut short" in again.notices[0] and "voided" in again.notices[0]
    assert again.resume().voided_hand is None  # told once
    again.close()


def test_a_crash_after_the_hand_was_stored_keeps_its_result(tmp_path: Path) -> None:
    records = Records.open(tmp_path)
    table, record = _session(records, seed=5, hands=2)
    records.begin_hand(record)
    hand = table.start_hand()
    _play_out(hand, random.Random(1))
    table.finish_hand(hand)
    records.store.add_hand(
        hand_id=10**15, session_id=record.session_id, events=hand.events, hero_seat=0, played_at=WHEN
    )  # stored, then killed before the save
    records.close()
    again = Records.open(tmp_path)
    resume = again.resume()
    assert resume.voided_hand is None and resume.record is not None
    assert list(resume.record.stacks) == table.stacks and resume.record.hand_number == 3
    again.close()


def test_saves_are_written_atomically(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    atomic_write_text(path, "old")
    assert path.read_text() == "old" and not list(tmp_path.glob(".*.tmp"))
