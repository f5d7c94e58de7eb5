"""The practice tools at the table: records written, stats, HUD, history and replay, resume, notices."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from holdem.records.recorder import Records
from holdem.tui.app import make_app
from holdem.tui.screens.history import HistoryScreen, ReplayScreen
from holdem.tui.screens.resume import NoticeScreen, ResumeScreen
from holdem.tui.screens.stats import StatsScreen
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import deck, screen_text, scripted, widget_text

pytestmark = pytest.mark.asyncio

# Hand 1, button on Cat (seat 3): the player speaks first. Hand 2, button on Dan: the player is the BB.


def hand_1():
    return deck(3, {0: "AsKs", 1: "QhQd", 2: "7c2d"}, "Kd 7h 2c 9h 3s")


def hand_2():
    return deck(4, {0: "8h8d", 1: "JcJd", 5: "5c5d"}, "2s 3d 9c Th 4s")


def clock() -> datetime:
    return datetime(2026, 1, 15, 20, 30, tzinfo=UTC)


def table(data_dir, *scripts, decks=(hand_1, hand_2), **kwargs):
    return make_app(seed=11, bot_delay=0, bots=scripted(*scripts), deck=[make() for make in decks], button=3,
                    data_dir=str(data_dir), clock=clock, **kwargs)


async def press(pilot, keys: str) -> None:
    for key in keys.split():
        await pilot.press(key)
    await pilot.pause()


async def two_hands(pilot) -> None:
    """Hand 1: the player and Bob call, check to a showdown Bob wins. Hand 2: all fold to the BB."""
    await press(pilot, "c c c c")
    await press(pilot, "enter")


async def test_every_hand_goes_to_the_history_file_the_store_and_the_save(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await two_hands(pilot)
        assert "Hero wins 10; everyone else folded" in screen_text(app)
    histories = list((tmp_path / "histories").glob("*.txt"))
    text = histories[0].read_text(encoding="utf-8")
    assert text.count("PokerStars Hand #") == 2
    assert "Dealt to Hero [As Ks]" in text and "Dealt to Hero [8h 8d]" in text
    assert "[Qh Qd]" not in text  # Ann folded: never written
    save = json.loads((tmp_path / "session.json").read_text(encoding="utf-8"))
    assert save["hand_number"] == 2 and save["hand_in_progress"] is None
    records = Records.open(tmp_path)
    assert [h.hand_number for h in records.store.recent(5)] == [2, 1]
    records.close()


async def test_stats_screen_shows_every_player_and_the_result_and_switches_to_lifetime(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await two_hands(pilot)
        await press(pilot, "s")
        assert isinstance(app.screen, StatsScreen)
        text = screen_text(app)
        assert "Statistics · this session" in text
        for word in ("VPIP", "PFR", "3-bet", "AF", "WTSD", "W$SD", "Hero (you)", "Ann", "Bob", "Eve"):
            assert word in text
        hero_row = next(line for line in text.splitlines() if "Hero (you)" in line)
        assert hero_row.split()[2:5] == ["2", "100%", "0%"]  # 2 hands, VPIP 100% (called), PFR 0%
        assert "Your result over 2 hands: −5 chips" in text and "0 rebuys" in text
        assert any(ch in text for ch in "⠁⠂⠄⡀⠈⠐⠠⢀⣀")  # the chip graph is drawn
        await press(pilot, "tab")
        assert "Statistics · lifetime" in screen_text(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)


async def test_hud_shows_compact_stats_then_a_second_line_and_a_third_u_hides_it(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(120, 40)) as pilot:
        await two_hands(pilot)
        assert "n2" not in widget_text(app, "#seat-2")
        await press(pilot, "u")
        assert "V50 P0 3B– AF– n2" in widget_text(app, "#seat-2")  # Bob called hand 1 and folded hand 2
        assert "n2" in widget_text(app, "#seat-0")
        assert "F3B" not in widget_text(app, "#seat-2")
        await press(pilot, "U")
        assert "V50 P0 3B– AF– n2" in widget_text(app, "#seat-2")
        # fold to 3-bet, c-bet, fold to c-bet: no chance yet; Bob saw one flop and went to showdown
        assert "F3B– CB– FCB– WT100" in widget_text(app, "#seat-2")
        await press(pilot, "u")
        assert "n2" not in widget_text(app, "#seat-2")


async def test_history_lists_hands_and_replays_one_step_by_step_as_the_player_saw_it(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(100, 28)) as pilot:
        await two_hands(pilot)
        await press(pilot, "l")
        assert isinstance(app.screen, HistoryScreen)
        text = screen_text(app)
        assert "the last 2 hands" in text
        rows = [line for line in text.splitlines() if line.strip().startswith(("▶", "#"))]
        assert "#2" in rows[0] and "+5" in rows[0] and "won, the others folded" in rows[0]
        assert "#1" in rows[1] and "−10" in rows[1] and "lost at showdown" in rows[1]
        await press(pilot, "down enter")
        assert isinstance(app.screen, ReplayScreen)
        assert "step 1 of" in screen_text(app)
        assert "The cards are dealt." in widget_text(app, "#message")
        assert "A♠  K♠" in widget_text(app, "#seat-0")
        assert "Pot 15" in widget_text(app, "#centre")
        await press(pilot, "right")
        assert "Hero calls 10" in widget_text(app, "#message")
        assert "990" in widget_text(app, "#seat-0")
        await press(pilot, "right")
        assert "Ann folds" in widget_text(app, "#message")
        await press(pilot, "end")
        final = screen_text(app)
        assert "Bob wins the pot" in widget_text(app, "#message") or "Bob" in final
        assert "7♣  2♦" in widget_text(app, "#seat-2")  # shown at the showdown
        assert "Q♥" not in final and "Q♦" not in final  # Ann's folded queens: never
        assert "1025" in widget_text(app, "#seat-2") and "wins 35" in widget_text(app, "#seat-2")
        await press(pilot, "left")
        assert "step" in screen_text(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, HistoryScreen)
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)


async def test_history_with_no_hands_says_so(tmp_path):
    app = table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "l")
        assert "No hands recorded yet" in screen_text(app)
        await press(pilot, "enter escape")
        assert isinstance(app.screen, TableScreen)


async def test_resume_restores_stacks_button_and_hand_number(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await two_hands(pilot)
        session = app.session
        stacks, button = list(session.table.stacks), session.table.button
        await press(pilot, "q")
    assert stacks[0] == 995 and button == 4
    later = make_app(bot_delay=0, data_dir=str(tmp_path), clock=clock)  # started again without --seed
    async with later.run_test(size=(80, 24)) as pilot:
        assert isinstance(later.screen, ResumeScreen)
        text = screen_text(later)
        assert "Welcome back" in text and "#2." in text and "995" in text and "−5" in text
        await press(pilot, "enter")
        assert isinstance(later.screen, TableScreen)
        session = later.session
        hand = session.hand
        assert session.seed == 11 and hand.hand_number == 3
        assert hand.button == 5  # one seat on from the last hand's button
        assert list(hand.starting_stacks) == stacks
        top = widget_text(later, "#top-bar")
        assert "Hand #3" in top and "Session result −5" in top
        assert "Seed 11" in top  # the session began with its seed shown (given): it still is
        await press(pilot, "s")
        assert "over 2 hands" in screen_text(later)  # the session's statistics came back too


async def test_a_seed_given_with_a_saved_session_waiting_is_said_to_be_a_new_sessions(tmp_path):
    """The play-test started with --seed 77, resumed and played seed 31: nothing had said so."""
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await two_hands(pilot)
    later = make_app(seed=77, bot_delay=0, data_dir=str(tmp_path), clock=clock)
    async with later.run_test(size=(80, 24)) as pilot:
        body = later.screen.query_one("#resume-body").text.plain
        assert "the seed you gave, 77, is a new session's" in body
        await press(pilot, "enter")
        assert later.session.seed == 11
    again = make_app(seed=11, bot_delay=0, data_dir=str(tmp_path), clock=clock)  # its own seed: nothing said
    async with again.run_test(size=(80, 24)) as pilot:
        assert "the seed you gave" not in again.screen.query_one("#resume-body").text.plain


async def test_a_secret_seed_stays_secret_after_a_resume(tmp_path):
    app = make_app(bot_delay=0, bots=scripted([], ["call"]), deck=[hand_1()], button=3,
                   data_dir=str(tmp_path), clock=clock)  # no seed: drawn at random and kept secret
    async with app.run_test(size=(120, 30)) as pilot:
        await press(pilot, "c c c c")
        assert "Seed" not in widget_text(app, "#top-bar")
    later = make_app(seed=99, bot_delay=0, data_dir=str(tmp_path), clock=clock)  # --seed 99, then resume
    async with later.run_test(size=(120, 30)) as pilot:
        await press(pilot, "enter")
        assert isinstance(later.screen, TableScreen)
        assert "Seed" not in widget_text(later, "#top-bar")


async def test_n_starts_a_new_session_instead(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await two_hands(pilot)
    later = table(tmp_path, decks=(hand_1,))
    async with later.run_test(size=(80, 24)) as pilot:
        await press(pilot, "n")
        session = later.session
        assert session.hand.hand_number == 1 and list(session.hand.starting_stacks) == [1000] * 6


async def test_q_on_the_welcome_back_page_leaves_with_the_saved_session_kept(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await two_hands(pilot)
    saved = (tmp_path / "session.json").read_bytes()
    later = table(tmp_path, decks=(hand_1,))
    async with later.run_test(size=(80, 24)) as pilot:
        assert "Q leave, keeping it for later" in screen_text(later)
        await press(pilot, "q")
        assert not later.is_running
    assert (tmp_path / "session.json").read_bytes() == saved
    assert later.summary().splitlines()[:2] == [
        "No hand played.", "Your saved session is kept as it was: start holdem again to resume it."]
    again = table(tmp_path, decks=(hand_1,))
    async with again.run_test(size=(80, 24)) as pilot:
        assert isinstance(again.screen, ResumeScreen)
        await press(pilot, "enter")
        assert again.session.hand.hand_number == 3


async def test_a_hand_cut_short_is_voided_and_the_player_is_told(tmp_path):
    app = table(tmp_path, ["fold", "call"], ["call"])  # Ann calls in hand 2: the player has a decision
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c c c c")
        after_one = list(app.session.table.stacks)
        await press(pilot, "enter")  # hand 2 is dealt ... and the game dies before it ends
        assert app.session.in_hand
    later = make_app(seed=11, bot_delay=0, data_dir=str(tmp_path), clock=clock)
    async with later.run_test(size=(80, 24)) as pilot:
        text = screen_text(later)
        assert "Hand #2 was cut short when the game stopped" in text
        assert "voided" in text
        await press(pilot, "enter")
        hand = later.session.hand
        assert hand.hand_number == 2 and list(hand.starting_stacks) == after_one


async def test_a_damaged_database_is_reported_and_the_game_starts(tmp_path):
    (tmp_path / "holdem.sqlite3").write_bytes(b"this is not a database" * 100)
    app = table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, NoticeScreen)
        assert "statistics database was damaged" in screen_text(app)
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert "your turn" in widget_text(app, "#seat-0")
    assert list(tmp_path.glob("holdem.sqlite3.damaged-*"))


async def test_record_notices_are_shown_in_the_players_language(tmp_path):
    from holdem.i18n import catalog

    (tmp_path / "holdem.sqlite3").write_bytes(b"this is not a database" * 100)
    catalog.set_language("pt")
    try:
        app = table(tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            text = screen_text(app)
            assert "O banco de estatísticas estava danificado" in text
            assert "statistics database" not in text
            await press(pilot, "enter")
            assert isinstance(app.screen, TableScreen)
    finally:
        catalog.set_language("en")


async def test_the_summary_on_leaving(tmp_path):
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await two_hands(pilot)
        await press(pilot, "q")
    summary = app.summary()
    assert "2 hands, result −5 chips (−25.0 bb/100), 0 rebuys" in summary
    assert "Biggest pot won: 10 (hand #2). Biggest pot lost, played to the end: 35 (hand #1)." in summary
    assert "Session seed 11" in summary and str(tmp_path) in summary


async def test_a_session_stopped_in_its_first_hand_is_said_to_be_saved_before_it(tmp_path):
    """The play-test's welcome back read "was saved after hand #0" for a session stopped in its first hand."""
    app = table(tmp_path, [], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()  # the first hand dealt, then the game stops
    later = make_app(bot_delay=0, data_dir=str(tmp_path), clock=clock)
    async with later.run_test(size=(80, 24)):
        assert isinstance(later.screen, ResumeScreen)
        body = later.screen.query_one("#resume-body").text.plain
        assert "was saved before its first hand." in body and "#0" not in body
