"""Each table size and betting structure started by the ``holdem`` command, played by keys in English
and Portuguese, and written as hand histories that pass the line checks (pokerkit reads no-limit).

The command runs as a player starts it (``holdem.cli.main`` with ``--seats``, ``--game``, ``--lang``,
``--data-dir``), on a terminal the test stands in for; only what would slow the suite is swapped: the
opponents play inline (no threads, no pause) and no coach process grades the hands. Snapshots of each
table as it starts at 80x24 and 120x40; update with ``--snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_structures import HEADER, LINES

from holdem import cli
from holdem.engine import Game
from holdem.i18n import catalog
from holdem.records.history_file import split_hands
from holdem.tui import app as tui_app
from holdem.tui.screens.table import TableScreen

TABLES = [(2, "nl"), (3, "pl"), (6, "fl"), (9, "nl"), (10, "fl"), (2, "pl")]
HANDS = {"en": 20, "pt": 10}  # 20 hands at each table; Portuguese shares the keys, 10 show its words
FOLD_EVERY = 4  # the player folds every fourth bet it faces (else calls): hands end at every street
SIZES = [(80, 24), (120, 40)]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    catalog.set_language("en")


def started(monkeypatch: pytest.MonkeyPatch, *argv: str) -> tui_app.HoldemApp:
    """The app ``holdem ARGV`` builds, before it runs (opponents inline, no coach process)."""
    built: list[tui_app.HoldemApp] = []
    make_app = tui_app.make_app

    def inline(**kwargs: Any) -> tui_app.HoldemApp:
        built.append(make_app(**{**kwargs, "bot_threads": False, "grader": None, "grade_in_worker": False}))
        return built[-1]

    with monkeypatch.context() as patch:  # undone before the test drives the app
        patch.setattr(tui_app, "make_app", inline)
        patch.setattr(tui_app, "ready_to_play", lambda: None)
        patch.setattr(tui_app.HoldemApp, "run", lambda self, *args, **kwargs: None)
        patch.setattr(cli, "has_terminal", lambda: True)
        assert cli.main(list(argv)) == 0
    (app,) = built
    return app


def command(seats: int, game: str, language: str, data_dir: Path) -> list[str]:
    return ["--seats", str(seats), "--game", game, "--lang", language, "--data-dir", str(data_dir),
            "--seed", str(seats), "--fast"]


async def play(app: tui_app.HoldemApp, hands: int) -> None:
    """Play ``hands`` hands by keys: C to check or call, F to every ``FOLD_EVERY``-th bet, Enter to deal."""
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        session, faced = screen.session, 0
        for _ in range(hands * 40):
            if session.hands_played >= hands:
                return
            if not isinstance(app.screen, TableScreen) or not session.in_hand:  # a notice, or between hands
                await pilot.press("enter")
            elif session.hand is not None and session.hand.to_act == 0:
                call = session.hand.legal_actions().call_amount
                faced += bool(call)
                await pilot.press("f" if call and faced % FOLD_EVERY == 0 else "c")
            else:  # the opponents' turns: let them play
                await pilot.pause()
        raise AssertionError(f"{session.hands_played} of {hands} hands finished")


def history_texts(data_dir: Path) -> list[str]:
    texts = []
    for path in sorted((data_dir / "histories").glob("HH*.txt")):
        hands, clean = split_hands(path.read_text(encoding="utf-8"))
        assert clean, path
        texts += [hand.strip() for hand in hands]
    return texts


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
@pytest.mark.parametrize(("seats", "game"), TABLES)
async def test_the_command_starts_the_table_and_its_hands_write_histories_that_pass_the_checks(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, seats: int, game: str, language: str
) -> None:
    app = started(monkeypatch, *command(seats, game, language, tmp_path))
    config = app.session.table.config
    assert (config.num_seats, config.game) == (seats, Game.parse(game))
    assert catalog.current_language() == language
    await play(app, HANDS[language])
    texts = history_texts(tmp_path)
    assert len(texts) == HANDS[language]
    for text in texts:
        lines = text.splitlines()
        header = HEADER.fullmatch(lines[0])
        assert header is not None and header.group(1) == Game.parse(game).label
        assert lines[1].startswith(f"Table 'Holdem Practice' {seats}-max ")
        for line in lines:
            assert any(p.fullmatch(line) for p in LINES), line
    if game == "nl":
        notation = pytest.importorskip("pokerkit.notation")
        parsed = list(notation.PokerStarsParser()("\n\n\n".join(texts), error_status=True))
        assert len(parsed) == len(texts) and all(len(p.starting_stacks) == seats for p in parsed)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
@pytest.mark.parametrize(("seats", "game"), TABLES, ids=[f"{s}-{g}" for s, g in TABLES])
def test_the_table_the_command_starts(snap_compare, monkeypatch, tmp_path, seats, game, size) -> None:
    app = started(monkeypatch, *command(seats, game, "en", tmp_path))
    assert snap_compare(app, terminal_size=size)
