"""Drills in the app: answers scored and kept across restarts, spots due again, and ``holdem drill``."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from holdem.app.drill_text import family_list, progress_lines, spot_lines, verdict_lines
from holdem.app.drills import DrillRun, Score, due_position, first_due, progress
from holdem.cli import main
from holdem.coach import Budget
from holdem.coach.drill_families import FAMILIES
from holdem.engine.actions import Action
from holdem.i18n import catalog
from holdem.records.drills import DrillAnswer
from holdem.records.store import HandStore
from holdem.records.store_file import SCHEMA_VERSION

TINY = Budget(playouts=6, range_samples=12, policy_trials=8, equity_trials=50, runouts=2,
              showdown_boards=200, playouts_cap=12, verdict_cap=12, fresh_playouts=6)


def _answer(family: str, verdict: str, *, key: str = "", choice: str = "call", cost: float = 0.0,
            trivial: bool = False) -> DrillAnswer:
    return DrillAnswer("d1", family, key or f"{family}:BTN", choice, verdict, cost, trivial)


def test_the_score_leaves_out_trivial_folds_and_counts_mistakes_and_big_blinds_lost() -> None:
    answers = [_answer("open", "best"), _answer("open", "mistake", cost=6.0),
               _answer("open", "best", choice="fold", trivial=True),  # a fold every style makes: left out
               _answer("open", "mistake", choice="call", cost=4.0, trivial=True),  # a trivial fold missed: in
               _answer("open", "exploit", cost=3.0)]
    score = Score.of(answers)
    assert score == Score(4, 0.5, pytest.approx(13.0 / 4))
    # a fold every style makes that the coach finds a mistake costs: it is counted (JJ folded to two all-ins)
    missed = _answer("allin_pre", "mistake", choice="fold", cost=60.0, trivial=True)
    assert Score.of([missed]) == Score(1, 0.0, 60.0)
    assert progress(answers)["open"] == score and progress(answers)["barrel"] == Score(0, 0.0, 0.0)


def test_a_spot_key_answered_wrong_comes_back_after_one_spot_then_after_two_four_and_eight() -> None:
    answers = [_answer("barrel", "mistake", key="barrel:SB")]
    assert due_position(answers, "barrel") is None  # not at once: one other spot first
    answers.append(_answer("barrel", "best", key="barrel:BTN"))
    assert due_position(answers, "barrel") == "SB"
    answers.append(_answer("barrel", "best", key="barrel:SB"))  # right now: back after two
    answers.append(_answer("barrel", "best", key="barrel:BTN"))
    assert due_position(answers, "barrel") is None
    answers.append(_answer("barrel", "best", key="barrel:BTN"))
    assert due_position(answers, "barrel") == "SB"
    assert due_position(answers, "open") is None  # another family's schedule is its own


def test_a_drill_answer_is_graded_kept_in_one_transaction_and_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "holdem.sqlite3"
    store = HandStore.open(path)
    run = DrillRun("river_call", seed=5, store=store, budget=TINY)
    spot = run.next_spot()
    assert spot is not None
    run.prepare()  # every choice graded while the player looks
    action = spot.choices()[1]
    ready = run.ready(action)
    assert ready is not None
    grade = run.answer(action)
    assert grade is ready and grade.choices[grade.taken].action == action
    store.close()
    again = HandStore.open(path)
    (kept,) = again.drill_answers
    assert (kept.family, kept.choice, kept.verdict) == ("river_call", str(action), grade.verdict.kind)
    assert again.hands() == [] and again.totals() == []  # drill hands are not the session's hands
    again.close()


def test_a_key_pressed_while_the_choices_are_played_out_is_graded_next_and_grading_stops_there() -> None:
    run = DrillRun("river_call", seed=5, budget=TINY)
    spot = run.next_spot()
    assert spot is not None
    pressed = spot.choices()[-1]
    assert run.ready(pressed) is None  # not worked out yet: wanted next
    run.prepare()
    assert run.graded(pressed)
    assert [c for c in spot.choices() if run.graded(c)] == [pressed]  # the drill moves on after an answer


def test_an_older_store_gets_the_empty_answers_table_on_open(tmp_path: Path) -> None:
    path = tmp_path / "holdem.sqlite3"
    HandStore.open(path).close()
    db = sqlite3.connect(path)
    with db:
        db.execute("DROP TABLE drill_answers")
        db.execute("UPDATE meta SET value = '5' WHERE key = 'schema_version'")
    db.close()
    store = HandStore.open(path)
    assert store.drill_answers == [] and not list(store.notices)
    store.save_drill_answer(_answer("open", "best"))
    store.close()
    db = sqlite3.connect(path)
    version = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    assert version == (str(SCHEMA_VERSION),)
    db.close()


def test_the_spot_and_the_verdict_are_drawn_in_words_with_every_choices_value() -> None:
    run = DrillRun("vs_cbet", seed=5, budget=TINY)
    spot = run.next_spot()
    assert spot is not None
    lines = spot_lines(spot)
    assert lines[0].startswith(spot.position) and "▶" in "\n".join(lines)
    # the c-bettor's line keeps its raise before the flop beside its bet (each street's last action)
    assert any("raises to" in line and " / bets" in line for line in lines[2:])
    grade = run.answer(Action.fold())
    shown = verdict_lines(grade, spot)
    assert len([line for line in shown if "±" in line]) >= len(grade.choices)
    assert run.score().decisions == 1


@pytest.mark.parametrize("language", ["en", "pt"])
def test_drill_list_names_at_least_ten_families_with_one_line_each(
    language: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--lang", language, "--data-dir", str(tmp_path), "drill", "--list"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [line for line in out if line.startswith("  ")]
    assert len(rows) == len(FAMILIES) >= 10
    assert all(f.key in row for f, row in zip(FAMILIES, rows, strict=True))
    assert ("Primeiro a entrar" in out[1]) == (language == "pt")
    catalog.set_language("en")


def test_holdem_drill_takes_the_narrowing_of_position_depth_and_close_decisions() -> None:
    from holdem.cli import build_parser

    args = build_parser().parse_args(["drill", "open", "--position", "CO", "--depth", "40", "--close"])
    assert (args.family, args.position, args.depth, args.close) == ("open", "CO", 40, True)


def test_an_unknown_family_is_said_and_nothing_starts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--lang", "en", "--data-dir", str(tmp_path), "drill", "flips"]) == 2
    assert "flips" in capsys.readouterr().err


def test_holdem_drill_without_a_family_opens_the_first_with_a_spot_due() -> None:
    assert first_due([]) == FAMILIES[0].key
    answers = [_answer("barrel", "mistake", key="barrel:SB"), _answer("barrel", "best", key="barrel:BTN")]
    assert first_due(answers) == "barrel"


def test_the_progress_page_has_a_row_per_family_and_marks_the_ones_due() -> None:
    answers = [_answer("barrel", "mistake", key="barrel:SB"), _answer("barrel", "best", key="barrel:BTN")]
    lines = progress_lines(progress(answers), answers)
    assert len(lines) == len(FAMILIES) + 1
    (barrel,) = [line for line in lines if "Turn barrel" in line]
    assert barrel.startswith("↻") and "50%" in barrel
    for width in (57, 77):  # the room at 60 and 80 columns: no row wraps, the cursor's column in front
        fitted = progress_lines(progress(answers), answers, width)
        assert max(len(fitted[0]), *(1 + len(row) for row in fitted[1:])) <= width
        assert "█" in next(row for row in fitted if "Turn barrel" in row or "Turn barr…" in row)
    assert family_list().count("\n") == len(FAMILIES)


KILLED_AFTER_ANSWER = """
import os, signal, sys
from pathlib import Path
from holdem.records.drills import DrillAnswer
from holdem.records.store import HandStore
store = HandStore.open(Path(sys.argv[1]))
store.save_drill_answer(DrillAnswer("d1", "barrel", "barrel:BTN", "check", "mistake", 4.5, False))
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_an_answer_survives_a_kill_right_after_it_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "holdem.sqlite3"
    store = HandStore.open(path)
    store.save_drill_answer(_answer("open", "best"))
    store.close()
    done = subprocess.run([sys.executable, "-c", KILLED_AFTER_ANSWER, str(path)], check=False)
    assert done.returncode == -9  # killed, no close, no clean exit
    again = HandStore.open(path)
    assert [(a.family, a.verdict, a.cost_bb) for a in again.drill_answers] == [
        ("open", "best", 0.0), ("barrel", "mistake", 4.5)]
    assert not list(again.notices)
    again.close()


def test_a_rare_family_searches_longer_for_its_spot_than_the_others() -> None:
    from holdem.coach.drill_spots import MAX_HANDS, SEARCH_HANDS, search_hands

    assert DrillRun("allin_pre", seed=1).max_hands == search_hands("allin_pre") == SEARCH_HANDS["allin_pre"]
    assert SEARCH_HANDS["allin_pre"] > MAX_HANDS == DrillRun("open", seed=1).max_hands
    assert DrillRun("allin_pre", seed=1, max_hands=50).max_hands == 50  # a test's shorter search


def test_checks_whose_lessons_were_bluffs_are_not_drilled_as_value_bets() -> None:
    """G said "Checks: D drills River value bet" beside two missed river bluff jams: no family drills a
    river bluff; on the turn a missed bluff is drilled as the barrel it missed."""
    from holdem.app.leak_drills import leak_family
    from holdem.coach import ChoiceValue, DecisionGrade

    def check(street: str, equity: float) -> DecisionGrade:
        choices = (ChoiceValue(Action.check(), 0.0, 0.0, 0.0),
                   ChoiceValue(Action.raise_to(300), 9.0, 0.5, 0.5))
        d = DecisionGrade(step=9, street=street, pot=200, to_call=0, needed_equity=None, equity=equity,
                          choices=choices, taken=0, best=1, kind="check", opponent="Otto")
        assert d.verdict.mistake
        return d

    assert leak_family("check", [check("river", 0.2), check("river", 0.1)]) is None
    assert leak_family("check", [check("river", 0.8), check("river", 0.1)]) == "river_value"  # a tie: value
    assert leak_family("check", [check("turn", 0.2)]) == "barrel"
