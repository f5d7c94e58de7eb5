"""Every file the game writes, damaged every way we know: the game starts, says so in the player's language,
sets the damaged file aside and keeps every intact hand.

Each case plays six hands into a data directory, damages one file, then starts as the game
does (open the records, resume, sit down, play a hand) in Portuguese. Read-only and full-disk
files are simulated by making writes to them fail with EROFS / ENOSPC (the suite may run as
root, which chmod does not stop).
"""

from __future__ import annotations

import errno
import json
import random
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from holdem.app import strings
from holdem.app.session import Session
from holdem.bots.baselines import RandomBot
from holdem.engine.actions import Action
from holdem.engine.rng import stream
from holdem.i18n import catalog
from holdem.records import atomic, history_file
from holdem.records.drills import DrillAnswer
from holdem.records.history_file import hand_ids
from holdem.records.notes import Note
from holdem.records.recorder import Records
from holdem.records.store import HandStore

PORTUGUESE = ("foi", "não", "mão", "arquivo", "pasta", "sessão", "banco", "danificad")
START_UP_BOUND = 2.0  # seconds; measured, generously bounded (typical: well under 0.2 s)


def _play(session: Session, rng: random.Random) -> None:
    hand = session.start_hand()
    while session.in_hand:
        seat = session.to_act
        assert seat is not None
        if seat:
            session.bot_acts(seat)
            continue
        legal = hand.legal_actions()
        session.act(0, rng.choice([Action.check() if legal.can_check else Action.call(), Action.fold()]))


def _sit_down(data: Path) -> tuple[Records, Session, float]:
    """Start as the game does; the seconds it took to be ready to deal."""
    began = time.perf_counter()
    records = Records.open(data)
    resume = records.resume()
    bots = [RandomBot(name, stream(7, name)) for name in ("Ann", "Bo", "Cy", "Di", "Ed")]
    session = Session(seed=7, name="Hero", bots=bots, bot_delay=0, resume=resume.record)
    session.attach(records)
    session.lifetime()
    return records, session, time.perf_counter() - began


def _played(data: Path, hands: int = 6) -> set[int]:
    records, session, _ = _sit_down(data)
    rng = random.Random(1)
    for _ in range(hands):
        _play(session, rng)
    ids = {h.hand_id for h in records.store.hands()}
    records.close()
    return ids


def _history(data: Path) -> Path:
    (path,) = (data / "histories").glob("HH*.txt")
    return path


def _history_ids(data: Path) -> set[int]:
    found: set[int] = set()
    for path in (data / "histories").glob("HH*.txt"):
        found.update(hand_ids(path.read_text(encoding="utf-8")))
    return found


def _nested(depth: int = 100_000) -> bytes:
    return b"[" * depth + b"]" * depth


def _damage_page(path: Path) -> None:
    data = bytearray(path.read_bytes())
    middle = len(data) // 4096 // 2 * 4096
    data[middle : middle + 4096] = random.Random(3).randbytes(4096)
    path.write_bytes(bytes(data))


def _make_dir(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "x").write_text("x")


def _halve(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def _crlf_bom(path: Path) -> None:
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))


DAMAGES: dict[str, Callable[[Path], None]] = {
    "empty": lambda p: p.write_bytes(b""),
    "truncated": _halve,
    "random bytes": lambda p: p.write_bytes(random.Random(5).randbytes(5000)),
    "directory": _make_dir,
    "deep nesting": lambda p: p.write_bytes(_nested()),
    "huge numbers": lambda p: p.write_text("9999999999999999999999\n"),
    "superscript digit": lambda p: p.write_text("²\n"),
    "one damaged page": _damage_page,
    "only blank lines": lambda p: p.write_text("\n\n \n"),
    "windows line ends and bom": _crlf_bom,
    "latin-1": lambda p: p.write_bytes(p.read_bytes().replace(b"Hero", "Hérô".encode("latin-1"))),
    "huge stacks": lambda p: p.write_text(
        json.dumps({**json.loads(p.read_text()), "stacks": [10**30, 0, 0, 0, 0, 0]})
    ),
}
# (file, damage, whether it is set aside)
CASES = [
    ("holdem.sqlite3", "empty", True),
    ("holdem.sqlite3", "truncated", True),
    ("holdem.sqlite3", "random bytes", True),
    ("holdem.sqlite3", "one damaged page", True),
    ("holdem.sqlite3", "directory", True),
    ("session.json", "empty", True),
    ("session.json", "truncated", True),
    ("session.json", "random bytes", True),
    ("session.json", "deep nesting", True),
    ("session.json", "huge stacks", True),
    ("session.json", "directory", True),
    ("last-hand-id.txt", "empty", True),
    ("last-hand-id.txt", "random bytes", True),
    ("last-hand-id.txt", "huge numbers", True),
    ("last-hand-id.txt", "superscript digit", True),
    ("last-hand-id.txt", "deep nesting", True),
    ("last-hand-id.txt", "directory", True),
    ("history", "empty", False),  # an empty file is a day with no hand yet: the store's hands come back
    ("history", "only blank lines", True),
    ("history", "truncated", True),
    ("history", "random bytes", True),
    ("history", "windows line ends and bom", True),
    ("history", "latin-1", True),
    ("history", "directory", True),
]


@pytest.mark.parametrize(("name", "damage", "aside"), CASES, ids=[f"{n}-{d}" for n, d, _ in CASES])
def test_a_damaged_file_is_set_aside_said_in_portuguese_and_every_intact_hand_kept(
    tmp_path: Path, name: str, damage: str, aside: bool
) -> None:
    data = tmp_path / "data"
    played = _played(data)
    target = _history(data) if name == "history" else data / name
    DAMAGES[damage](target)
    catalog.set_language("pt")
    records, session, seconds = _sit_down(data)
    assert seconds < START_UP_BOUND
    _play(session, random.Random(2))
    shown = [strings.notice(n) for n in [*records.notices, *session.notices]]
    stored = {h.hand_id for h in records.store.hands()}
    records.close()
    if aside:
        assert list(target.parent.glob(target.name + ".damaged-*")), "the damaged file is set aside"
        assert shown and all(any(word in text for word in PORTUGUESE) for text in shown), shown
    kept = stored | _history_ids(data)
    assert played <= kept  # no intact hand is lost: each is in the store, the history, or both
    if name != "holdem.sqlite3" or damage == "one damaged page":
        assert len(played & stored) >= len(played) - 2
    if name != "history":
        assert played <= _history_ids(data)


# Notes on names live in the store's notes table: a damaged row or table is set aside in it.
NOTE_DAMAGES = {
    "a label that is not one": "UPDATE notes SET label = 'plaid' WHERE name = 'Bo'",
    "text that is not text": "UPDATE notes SET text = x'00ff' WHERE name = 'Bo'",
    "a name that is no name": "UPDATE notes SET name = NULL WHERE name = 'Bo'",
    "a note too long": "UPDATE notes SET text = printf('%.3000c', 'x') WHERE name = 'Bo'",
    "not the notes table": "DROP TABLE notes; CREATE TABLE notes (name TEXT)",
}


@pytest.mark.parametrize("damage", NOTE_DAMAGES)
def test_a_damaged_note_is_set_aside_said_in_portuguese_and_nothing_else_lost(
    tmp_path: Path, damage: str
) -> None:
    data = tmp_path / "data"
    played = _played(data)
    records = Records.open(data)
    records.store.save_note(Note("Ann", "red", "tight"))
    records.store.save_note(Note("Bo", "blue", "loose"))
    records.close()
    db = sqlite3.connect(data / "holdem.sqlite3")
    db.executescript(NOTE_DAMAGES[damage])
    db.close()
    catalog.set_language("pt")
    records, session, seconds = _sit_down(data)
    assert seconds < START_UP_BOUND
    _play(session, random.Random(2))
    shown = [strings.notice(n) for n in [*records.notices, *session.notices]]
    notes = dict(records.store.notes)
    stored = {h.hand_id for h in records.store.hands()}
    records.close()
    assert len(shown) == 1 and "anotações danificadas" in shown[0], shown
    assert played <= stored and played <= _history_ids(data)  # every hand kept
    db = sqlite3.connect(data / "holdem.sqlite3")
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if damage == "not the notes table":
        assert notes == {} and any(t.startswith("notes_damaged_") for t in tables)  # kept whole, renamed
    else:
        assert notes == {"Ann": Note("Ann", "red", "tight")}  # the other note is kept
        assert db.execute("SELECT COUNT(*) FROM notes_damaged").fetchone() == (1,)  # set aside, not deleted
    db.close()
    records, _session, _ = _sit_down(data)  # said once: the next start finds nothing wrong
    assert not records.notices
    records.close()


# Drill answers live in the store's drill_answers table: a damaged row or table is set aside in it.
DRILL_DAMAGES = {
    "a verdict that is not one": "UPDATE drill_answers SET verdict = 'awful' WHERE family = 'barrel'",
    "a cost that is no number": "UPDATE drill_answers SET cost_bb = 'lots' WHERE family = 'barrel'",
    "a negative cost": "UPDATE drill_answers SET cost_bb = -2.0 WHERE family = 'barrel'",
    "a time that is no time": "UPDATE drill_answers SET answered_at = 'yesterday' WHERE family = 'barrel'",
    "a family that is no text": "UPDATE drill_answers SET family = x'00ff' WHERE spot_key = 'barrel:BTN'",
    "not the answers table": "DROP TABLE drill_answers; CREATE TABLE drill_answers (family TEXT)",
}


@pytest.mark.parametrize("damage", DRILL_DAMAGES)
def test_a_damaged_drill_answer_is_set_aside_said_in_portuguese_and_nothing_else_lost(
    tmp_path: Path, damage: str
) -> None:
    data = tmp_path / "data"
    played = _played(data)
    records = Records.open(data)
    records.store.save_drill_answer(DrillAnswer("d1", "open", "open:CO", "fold", "best", 0.0, False))
    records.store.save_drill_answer(DrillAnswer("d1", "barrel", "barrel:BTN", "check", "mistake", 4.2, False))
    records.store.save_note(Note("Ann", "red", "tight"))
    records.close()
    db = sqlite3.connect(data / "holdem.sqlite3")
    db.executescript(DRILL_DAMAGES[damage])
    db.close()
    catalog.set_language("pt")
    records, session, seconds = _sit_down(data)
    assert seconds < START_UP_BOUND
    _play(session, random.Random(2))
    shown = [strings.notice(n) for n in [*records.notices, *session.notices]]
    answers = list(records.store.drill_answers)
    notes = dict(records.store.notes)
    stored = {h.hand_id for h in records.store.hands()}
    records.close()
    assert len(shown) == 1 and "treino" in shown[0] and "danificad" in shown[0], shown
    assert played <= stored and played <= _history_ids(data)  # every hand kept
    assert notes == {"Ann": Note("Ann", "red", "tight")}  # and every note
    db = sqlite3.connect(data / "holdem.sqlite3")
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if damage == "not the answers table":
        assert answers == [] and any(t.startswith("drill_answers_damaged_") for t in tables)  # renamed whole
    else:
        assert [(a.family, a.verdict) for a in answers] == [("open", "best")]  # the other answer is kept
        assert db.execute("SELECT COUNT(*) FROM drill_answers_damaged").fetchone() == (1,)  # set aside
    db.close()
    records, _session, _ = _sit_down(data)  # said once: the next start finds nothing wrong
    assert not records.notices
    records.close()


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS], ids=["disk full", "read-only"])
@pytest.mark.parametrize("name", ["holdem.sqlite3", "session.json", "last-hand-id.txt", "history"])
def test_a_file_that_cannot_be_written_costs_no_hand_and_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, code: int
) -> None:
    data = tmp_path / "data"
    played = _played(data)
    failure = OSError(code, "simulated")
    if name == "holdem.sqlite3":
        def refuse_hand(*args: object, **kwargs: object) -> None:
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(HandStore, "add_hand", refuse_hand)
    elif name == "history":
        def refuse_append(path: Path, data: bytes) -> None:
            raise failure

        monkeypatch.setattr(history_file, "_append_synced", refuse_append)
    else:
        real = atomic.atomic_write_bytes

        def refuse(path: Path, data: bytes) -> None:
            if path.name == name:
                raise failure
            real(path, data)

        monkeypatch.setattr(atomic, "atomic_write_bytes", refuse)
    catalog.set_language("pt")
    records, session, seconds = _sit_down(data)
    assert seconds < START_UP_BOUND
    _play(session, random.Random(2))
    shown = [strings.notice(n) for n in [*records.notices, *session.notices]]
    assert shown and all(any(word in text for word in PORTUGUESE) for text in shown), shown
    assert played <= {h.hand_id for h in records.store.hands()}
    records.close()
    assert played <= _history_ids(data)


def test_a_history_that_could_not_be_written_is_caught_up_when_it_can(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    _played(data, hands=2)
    with monkeypatch.context() as patch:
        def refuse_append(path: Path, data: bytes) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        patch.setattr(history_file, "_append_synced", refuse_append)
        records, session, _ = _sit_down(data)
        _play(session, random.Random(2))
        records.close()
    records, session, _ = _sit_down(data)
    assert {h.hand_id for h in records.store.hands()} == _history_ids(data)
    records.close()


@pytest.mark.parametrize("damage", ["empty", "truncated", "random bytes", "deep nesting", "directory"])
def test_damaged_settings_are_set_aside_and_said_in_the_players_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    from holdem.cli import settle_language
    from holdem.settings import Settings, save_settings

    monkeypatch.setenv("LANG", "pt_BR.UTF-8")  # the saved choice is lost with the file: the system's is used
    target = save_settings(Settings(language="pt", deck="four"), tmp_path)
    DAMAGES[damage](target)
    began = time.perf_counter()
    settings = settle_language(["--data-dir", str(tmp_path)])
    assert time.perf_counter() - began < START_UP_BOUND
    assert settings == Settings() and catalog.current_language() == "pt"
    assert "danificado" in capsys.readouterr().err
    assert list(tmp_path.glob("settings.json.damaged-*"))
