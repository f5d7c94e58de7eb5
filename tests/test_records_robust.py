"""Records that survive: one game per directory, fresh cards after a voided hand, stats from summary rows,
bounded repair of a damaged store, strict saves, and a command line that accepts pt_BR."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from holdem.app.session import Session
from holdem.bots.baselines import RandomBot
from holdem.engine import Table, TableConfig
from holdem.engine.rng import stream
from holdem.records.history import format_hand
from holdem.records.history_file import HistoryFile, split_hands
from holdem.records.lock import DataDirInUse
from holdem.records.recorder import Records
from holdem.records.session import SessionRecord
from holdem.records.storage import HandIdAllocator
from holdem.records.store import HandStore
from holdem.records.tally import Tally

ROOT = Path(__file__).resolve().parent.parent
WHEN = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_storage import _hands, _session  # noqa: E402


def _table_session(records: Records | None, seed: int = 5, resume: SessionRecord | None = None) -> Session:
    bots = [RandomBot(name, stream(seed, name)) for name in ("Ann", "Bo", "Cy", "Di", "Ed")]
    session = Session(seed=seed, name="Hero", bots=bots, bot_delay=0, resume=resume)
    if records is not None:
        session.attach(records)
    return session


def _finish(session: Session) -> None:
    from holdem.engine.actions import Action

    while session.in_hand:
        seat = session.to_act
        assert seat is not None
        if seat:
            session.bot_acts(seat)
        else:
            session.act(0, Action.fold())


def _cards(session: Session) -> list[str]:
    assert session.hand is not None
    return [str(card) for seat in range(6) for card in session.hand.hole_cards(seat)]


# ----- a voided hand's cards are gone for good; the seed still replays the session -------------


def test_a_voided_hand_is_never_dealt_again_after_a_restart(tmp_path: Path) -> None:
    records = Records.open(tmp_path)
    session = _table_session(records)
    for _ in range(3):
        session.start_hand()
        _finish(session)
    session.start_hand()
    voided = _cards(session)  # the player saw these cards, then the game was killed
    records.close()
    again = Records.open(tmp_path)
    resume = again.resume()
    assert resume.voided_hand == 4
    replay = _table_session(again, resume=resume.record)
    replay.start_hand()
    assert replay.hand is not None and replay.hand.hand_number == 4
    assert _cards(replay) != voided
    again.close()


def test_the_same_seed_deals_the_same_session(tmp_path: Path) -> None:
    deals = []
    for run in ("a", "b"):
        records = Records.open(tmp_path / run)
        session = _table_session(records, seed=8)
        dealt = []
        for _ in range(4):
            session.start_hand()
            dealt.append(_cards(session))
            _finish(session)
        deals.append(dealt)
        records.close()
    assert deals[0] == deals[1]


# ----- two games on one data directory --------------------------------------------------------

HOLDER = """
import sys
from holdem.records.recorder import Records
records = Records.open(sys.argv[1])
print("holding", flush=True)
sys.stdin.readline()
"""


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_a_second_game_on_a_directory_in_use_says_so_and_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from holdem.cli import main
    from holdem.i18n import catalog

    records = Records.open(tmp_path)
    _session(records, seed=3, hands=3)
    records.close()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, cwd=ROOT, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        before = _snapshot(tmp_path)
        with pytest.raises(DataDirInUse):
            Records.open(tmp_path)
        assert main(["--data-dir", str(tmp_path), "--lang", "pt", "--fast"]) == 2
        assert "está em uso por outro jogo" in capsys.readouterr().err
        catalog.set_language("en")
        assert _snapshot(tmp_path) == before  # not even the --lang was saved
    finally:
        holder.communicate("\n", timeout=10)
    Records.open(tmp_path).close()  # free again once the first game has gone


# ----- the command line -------------------------------------------------------------------------


@pytest.mark.parametrize(("given", "language"), [("pt_BR", "pt"), ("pt-BR", "pt"), ("en_US", "en"),
                                                 ("pt_BR.UTF-8", "pt"), ("EN", "en")])
def test_lang_takes_locale_names(tmp_path: Path, given: str, language: str) -> None:
    from holdem.cli import build_parser, settle_language

    settle_language(["--data-dir", str(tmp_path), "--lang", given])
    assert build_parser().parse_args(["--lang", given]).lang == language
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == language


def test_an_unknown_lang_is_refused_and_nothing_saved(tmp_path: Path) -> None:
    from holdem.cli import build_parser, settle_language

    settle_language(["--data-dir", str(tmp_path), "--lang", "xx"])
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--lang", "xx"])
    assert not (tmp_path / "settings.json").exists()


def test_name_on_resume_is_said(tmp_path: Path) -> None:
    from holdem.bots.baselines import RandomBot as Bot
    from holdem.tui.app import make_app

    records = Records.open(tmp_path)
    _session(records, seed=3, hands=2)
    records.close()
    bots = [Bot(name, stream(1, name)) for name in ("Marta", "Viktor", "Lena", "Otto", "Rafael")]
    app = make_app(seed=1, data_dir=str(tmp_path), bots=bots, bot_delay=0, name="Zed")
    assert app.saved is not None and app._resumed is not None
    resumed = app._resumed(app.saved)
    assert resumed.names[0] == "Hero" and any("Zed" in notice for notice in resumed.notices)
    assert app.records is not None
    app.records.close()


# ----- saves and numbers --------------------------------------------------------------------------


def test_a_save_whose_stacks_do_not_add_up_is_refused(tmp_path: Path) -> None:
    records = Records.open(tmp_path)
    _, record = _session(records, seed=3, hands=2)
    records.close()
    data = json.loads((tmp_path / "session.json").read_text())
    data["stacks"][0] += 1  # one chip from nowhere
    (tmp_path / "session.json").write_text(json.dumps(data))
    again = Records.open(tmp_path)
    resume = again.resume()
    assert resume.record is None and "could not be read" in resume.notices[0]
    again.close()
    assert SessionRecord.from_json(record.to_json()) == record


@pytest.mark.parametrize("text", ["9999999999999999999999", "²", "-5", "1e9", "12 34"])
def test_a_hand_number_file_that_is_not_a_sane_number_is_set_aside(tmp_path: Path, text: str) -> None:
    path = tmp_path / "last-hand-id.txt"
    path.write_text(text)
    ids = HandIdAllocator(path, clock=lambda: 1_800_000_000.0)
    assert ids.notices and ids.next_id() == 1_800_000_000_000


# ----- history files ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "\n\n\n", "   \n", "garbage"])
def test_splitting_a_file_without_hands_does_not_crash(text: str) -> None:
    hands, clean = split_hands(text)
    assert hands == [] and clean == (not text.strip())


def test_a_torn_last_hand_is_cut_off_and_written_again_from_the_store(tmp_path: Path) -> None:
    records = Records.open(tmp_path)
    _session(records, seed=3, hands=3)
    records.close()
    (path,) = (tmp_path / "histories").glob("HH*.txt")
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) - 200])  # killed part-way through the last append
    again = Records.open(tmp_path)
    assert path.read_bytes() == whole
    assert [n.kind for n in again.notices] == ["history_torn"]  # type: ignore[attr-defined]
    assert list(path.parent.glob(path.name + ".damaged-*"))
    again.close()


def test_appending_reads_only_the_tail_of_the_days_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = HistoryFile(tmp_path)
    hands = _hands(3)
    path = files.append(format_hand(hands[0].events, 0, 1, timestamp=WHEN), WHEN)
    path.write_bytes(path.read_bytes() * 200)  # a long day (the same hand, for size)
    fresh = HistoryFile(tmp_path)

    def no_whole_reads(self: Path) -> bytes:
        raise AssertionError("the whole day file was read")

    monkeypatch.setattr(Path, "read_bytes", no_whole_reads)
    fresh.append(format_hand(hands[1].events, 0, 2, timestamp=WHEN), WHEN)
    fresh.append(format_hand(hands[2].events, 0, 3, timestamp=WHEN), WHEN)
    monkeypatch.undo()
    found, clean = split_hands(path.read_text(encoding="utf-8"))
    assert clean and len(found) == 202


# ----- the store: summary rows, upgrade, bounded salvage --------------------------------------------


def test_lifetime_stats_from_the_summary_rows_equal_a_recount_of_every_hand(tmp_path: Path) -> None:
    with HandStore.open(tmp_path / "h.sqlite3") as store:
        for number, hand in enumerate(_hands(120, seed=4), start=1):
            seat = number % 3  # the player's seat may differ from session to session
            store.add_hand(hand_id=number, session_id=f"s{number // 50}", events=hand.events,
                           hero_seat=seat, played_at=WHEN)
        for session_id in (None, "s0", "s1", "s2"):
            recount = Tally().add_stored(store.hands(session_id))
            assert Tally.from_store(store, session_id) == recount
            assert list(Tally.from_store(store, session_id).players) == list(recount.players)
        assert store.session_net("s1") == sum(h.hero_net for h in store.hands("s1"))


def test_a_version_1_store_is_upgraded_with_its_summaries(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with HandStore.open(path) as store:
        for number, hand in enumerate(_hands(20), start=1):
            store.add_hand(hand_id=number, session_id="s", events=hand.events, hero_seat=0, played_at=WHEN)
        expected = Tally().add_stored(store.hands())
    db = sqlite3.connect(path)
    with db:
        db.execute("DROP TABLE hand_summaries")
        db.execute("DROP TABLE seat_totals")
        db.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    db.close()
    with HandStore.open(path) as store:
        assert store.notices == [] and Tally.from_store(store) == expected


def test_a_damaged_page_among_huge_hand_ids_is_repaired_at_once(tmp_path: Path) -> None:
    path = tmp_path / "holdem.sqlite3"
    hands = _hands(30)
    with HandStore.open(path) as store:
        for number, hand in enumerate(hands):
            store.add_hand(hand_id=1_800_000_000_000 + 1000 * number, session_id="s", events=hand.events,
                           hero_seat=0, played_at=WHEN)
    data = bytearray(path.read_bytes())
    data[45056:49152] = random.Random(12).randbytes(4096)  # the 12th page, as in the report
    path.write_bytes(bytes(data))
    began = time.perf_counter()
    with HandStore.open(path) as store:
        seconds = time.perf_counter() - began
        assert store.notices and 0 < store.count() <= 30
    assert seconds < 2.0


def test_a_new_sessions_chips_bought_in_are_its_stacks_before_rebuys() -> None:
    table = Table(config=TableConfig(), names=["a", "b", "c", "d", "e", "f"], rng=random.Random(1))
    record = SessionRecord.from_table(table, session_id="x", seed=1, hero_seat=0, started_at="")
    assert record.bought_in == 6000 and record.chips_expected == 6000
