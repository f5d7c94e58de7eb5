"""The tracker's tools at the table, driven by key and by click in both languages: the HUD (U),
a player's figures (I, or a click on a seat) and notes with colour labels on names (N).
"""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from holdem.app import player_notes, strings
from holdem.app.hud_text import LABEL_NAMES, hud_text
from holdem.i18n import catalog
from holdem.records.notes import Note
from holdem.records.recorder import Records
from holdem.stats import Totals
from holdem.tui.app import make_app
from holdem.tui.screens import player_keys
from holdem.tui.screens.note import NoteScreen
from holdem.tui.screens.player import PlayerScreen, SeatPickScreen
from holdem.tui.screens.resume import ResumeScreen
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import click, deck, press_each, screen_text, scripted, widget_text

WHEN = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)
SHOWDOWN = ("c", "c", "c", "c")  # Hero (button) calls Cat's call down to a showdown
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    catalog.set_language("en")


def _app(data_dir: Path):
    """Hero on the button; Cat (seat 3, under the gun) calls; the others check or fold."""
    return make_app(seed=11, bot_delay=0, bots=scripted([], [], ["call"]), button=0, data_dir=str(data_dir),
                    deck=deck(0, {0: "6h4h", 3: "Ks7s"}, "Kd 7h 6c 4d 2s"), clock=lambda: WHEN)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_u_cycles_the_hud_compact_full_and_off(tmp_path, language):
    catalog.set_language(language)
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await press_each(pilot, *SHOWDOWN)
        assert "n1" not in widget_text(app, "#seat-3")
        await press_each(pilot, "u")
        cat = widget_text(app, "#seat-3")
        assert "V100 P0 AF– n1" in cat and "100/1" not in cat  # VPIP/PFR/AF over one hand
        await press_each(pilot, "U")
        assert "F3B– CB– FCB– WT100" in widget_text(app, "#seat-3")  # no chance, WTSD 1 of 1
        assert any(form in screen_text(app) for form in catalog.translate(player_keys.MSG_HUD_FULL))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "V100 P0 AF–\n F3B– CB–" in widget_text(app, "#seat-3")  # a narrow seat: the first figures
        await press_each(pilot, "u")
        assert "n1" not in widget_text(app, "#seat-3")


def _totals(vpip: int, three_bets: int, aggressive: int, calls: int, hands: int) -> Totals:
    return Totals(hands=hands, decisions=hands, vpip_hands=vpip, pfr_hands=vpip, three_bet_chances=hands,
                  three_bets=three_bets, postflop_aggressive=aggressive, postflop_calls=calls,
                  faced_three_bets=hands // 3, folded_three_bets=hands // 6, cbet_chances=hands // 2,
                  cbets=hands // 4, faced_cbet=hands // 4, folded_cbet=hands // 8, saw_flop=hands // 2,
                  showdowns=hands // 9)


# The figures of one seat as they grow: AF from ∞ to 7.0, 3-bet from 9 to 27, VPIP from 5 to 57.
GROWING = [_totals(8, 3, 7, 0, 29), _totals(8, 3, 7, 1, 29), _totals(16, 8, 21, 3, 29),
           _totals(2, 0, 1, 9, 40),
           _totals(33, 16, 40, 9, 57)]


@pytest.mark.parametrize("full", [False, True])
@pytest.mark.parametrize("language", ["en", "pt"])
def test_a_seats_hud_keeps_one_labelled_form_as_its_figures_grow(full, language):
    catalog.set_language(language)
    for width in range(10, 44):
        shown = [hud_text(stats, full=full).fitting(width).plain for stats in GROWING]
        labels = {re.sub(r"[\d.,∞–/]+", "#", line) for line in shown}
        assert len(labels) == 1, f"at {width} cells the HUD changes form: {shown}"
        for line in shown[0].split("\n"):
            unlabelled = [figure for figure in line.split() if not re.match(r"3B|[A-Za-z]", figure)]
            assert not unlabelled, f"an unlabelled figure: {line}"
            assert len(line) <= width or width < 12, (width, line)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_i_then_a_seat_number_or_a_click_opens_a_players_figures(tmp_path, language):
    catalog.set_language(language)
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, *SHOWDOWN, "i")
        assert isinstance(app.screen, SeatPickScreen)
        await press_each(pilot, "9")  # no such seat: still asking
        assert isinstance(app.screen, SeatPickScreen)
        await press_each(pilot, "3")
        assert isinstance(app.screen, PlayerScreen) and app.screen.player == "Cat"
        text = screen_text(app)
        assert "Cat" in text and "UTG" in text and "100/1" in text
        # The legend says where the sample is (the terminal draws it dim, not small)
        assert ("after the slash" if language == "en" else "depois da barra") in " ".join(text.split())
        await press_each(pilot, "tab")  # every session: the same one hand here
        assert catalog.translate(strings.STATS_SCOPE_LIFETIME) in screen_text(app)
        await press_each(pilot, "escape")
        assert isinstance(app.screen, TableScreen)
        await click(pilot, "#seat-2")  # a click on Bob's seat
        await pilot.pause()
        assert isinstance(app.screen, PlayerScreen) and app.screen.player == "Bob"
        await press_each(pilot, "escape", "i")
        await click(pilot, "#pick-0")  # a click on a row of the question: the player's own figures
        await pilot.pause()
        assert isinstance(app.screen, PlayerScreen) and app.screen.player == "Hero"
        await press_each(pilot, "escape", "i", "escape")
        assert isinstance(app.screen, TableScreen)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_n_writes_a_note_and_a_label_by_keys_and_by_clicks(tmp_path, language):
    catalog.set_language(language)
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, *SHOWDOWN, "n", "3")
        assert isinstance(app.screen, NoteScreen)
        await pilot.press(*"calls down", "tab", "tab", "enter")
        await pilot.pause()
        store = app.session.records.store
        assert store.notes["Cat"] == Note("Cat", "orange", "calls down")
        assert widget_text(app, "#seat-3").lstrip().startswith("■ Cat")
        assert catalog.translate(player_notes.NOTE_SAVED).format(name="Cat") in screen_text(app)
        await press_each(pilot, "n", "3", "x", "escape")  # Escape keeps the note as it was
        assert store.notes["Cat"] == Note("Cat", "orange", "calls down")
        # By clicks: the seat, the note control of the figures, a label, Save.
        await click(pilot, "#seat-2")
        await pilot.pause()
        await click(pilot, "#player-keys")
        await pilot.pause()
        assert isinstance(app.screen, NoteScreen)
        await pilot.press(*"station")
        await click(pilot, "#note-label-1")
        await click(pilot, "#note-save")
        await pilot.pause()
        assert store.notes["Bob"] == Note("Bob", "red", "station")
        assert isinstance(app.screen, PlayerScreen)
        assert "station" in screen_text(app) and catalog.translate(LABEL_NAMES)["red"] in screen_text(app)
        await press_each(pilot, "n")  # N on the figures: the same note, emptied, is removed
        field = app.screen.query_one("#note-text")
        field.value = ""
        await click(pilot, "#note-label-0")
        await press_each(pilot, "enter")
        assert "Bob" not in store.notes


@pytest.mark.asyncio
async def test_notes_survive_a_restart_and_mark_the_seat(tmp_path):
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, *SHOWDOWN, "n", "3")
        await pilot.press(*"slowplays sets", "tab", "enter")
        await press_each(pilot, "q")
    later = _app(tmp_path)
    async with later.run_test(size=(80, 24)) as pilot:
        assert isinstance(later.screen, ResumeScreen)
        await press_each(pilot, "n")  # a new session: the note is kept across sessions
        assert widget_text(later, "#seat-3").lstrip().startswith("■ Cat")
        await press_each(pilot, "i", "3")
        assert "slowplays sets" in screen_text(later)


_SAVE_AND_WAIT = """
import sys, time
from holdem.records.notes import Note
from holdem.records.recorder import Records
from holdem.stats import Totals
records = Records.open(sys.argv[1])
records.store.save_note(Note("Cat", "green", "folds to c-bets"))
print("saved", flush=True)
time.sleep(60)
"""


def test_a_saved_note_survives_a_kill(tmp_path):
    process = subprocess.Popen([sys.executable, "-c", _SAVE_AND_WAIT, str(tmp_path)], stdout=subprocess.PIPE,
                               text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "saved"
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait(timeout=30)
    records = Records.open(tmp_path)
    try:
        assert records.store.notes == {"Cat": Note("Cat", "green", "folds to c-bets")}
        assert not records.notices
    finally:
        records.close()


# ----- pictures at the big size (tests/test_tui_sizes.py has 60x20 and 80x24): the filtered pages too --


@pytest.mark.parametrize("keys", [("u",), ("u", "u"), ("i", "3"), ("n", "3", "tab"), ("s", "tab", "p"),
                                  ("l", "w", "w", "d")],
                         ids=["hud-compact", "hud-full", "player", "note", "stats-filtered-graph",
                              "history-filtered"])
def test_at_120x40(snap_compare, tmp_path, keys):
    assert snap_compare(_app(tmp_path), press=[*SHOWDOWN, *keys], terminal_size=(120, 40))


@pytest.mark.asyncio
async def test_random_keys_and_sizes_through_the_hud_figures_and_notes_never_crash(tmp_path):
    """Keys typed anywhere (the seat question, a note being written, the figures) at any size."""
    from textual import events

    from holdem.tui.testing import settle

    rng = random.Random(int(os.environ.get("HOLDEM_HUD_FUZZ_SEED", "22")))
    keys = rng.choices(["u", "i", "n", "N", "I", *"0123459", "tab", "shift+tab", "enter", "escape", "c", "f",
                        "a", "space", "backspace", "left", "pagedown", "x", "é"], k=700)
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        for start in range(0, len(keys), 5):
            if start % 70 == 0:
                await pilot.resize_terminal(*rng.choice([(60, 20), (80, 24), (120, 40), (40, 12)]))
            for key in keys[start : start + 5]:
                app.post_message(events.Key(key, key if len(key) == 1 else None))
            await settle(app)
        await pilot.pause()
        notes = app.session.records.store.notes
        assert all(note.name in ("Ann", "Bob", "Cat", "Dan", "Eve") for note in notes.values())


@pytest.mark.asyncio
async def test_the_seat_question_and_the_note_leave_the_table_in_sight_dimmed(tmp_path):
    """Like the leave question, the dialogs of I and N dim the table rather than hide it:
    the player sees the seats while choosing one, and reads the table while writing a note."""
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await press_each(pilot, *SHOWDOWN, "i")
        assert isinstance(app.screen, SeatPickScreen)
        dimmed = app.screen.styles.background
        assert dimmed.a < 1
        await press_each(pilot, "3")
        assert isinstance(app.screen, PlayerScreen)
        await press_each(pilot, "n")
        assert isinstance(app.screen, NoteScreen)
        assert app.screen.styles.background == dimmed
        await press_each(pilot, "escape", "escape", "l", "c")
        assert type(app.screen).__name__ == "CardsFilterScreen"
        assert app.screen.styles.background == dimmed


@pytest.mark.asyncio
async def test_the_hud_is_as_the_player_left_it_when_the_game_starts_again(tmp_path):
    """A regular turns the HUD on once: the next game (and a resumed session) starts with it."""
    from holdem.settings import load_settings

    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await press_each(pilot, *SHOWDOWN, "u", "u")
    settings = load_settings(tmp_path)[0]
    assert settings.hud == "full"  # the command starts the next game so (holdem.cli)
    later = make_app(bot_delay=0, data_dir=str(tmp_path), hud=settings.hud)
    async with later.run_test(size=(120, 40)) as pilot:
        await press_each(pilot, "enter")  # resume the saved session
        assert isinstance(later.screen, TableScreen)
        assert later.screen.hud == "full" and later.screen.has_class("-hud-full")
        assert "n1" in widget_text(later, "#seat-3")
        await press_each(pilot, "u")
    assert load_settings(tmp_path)[0].hud == "off"
