"""The flow of a hand: watching after a fold, leaving, the next hand dealing itself, replay steps."""

from __future__ import annotations

import itertools
import json

import pytest
from coach_fakes import fake_grade

from holdem.engine.events import PlayerActed
from holdem.settings import Settings
from holdem.tui.app import make_app
from holdem.tui.screens.confirm import QuitScreen
from holdem.tui.screens.history import ReplayScreen
from holdem.tui.screens.settings import SettingsScreen
from holdem.tui.screens.stats import StatsScreen
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import deck, log_text, screen_text, scripted, type_ahead, widget_text

pytestmark = pytest.mark.asyncio

# Button on seat 3 (Cat): Dan posts 5, Eve posts 10 and the player, seat 0, speaks first.
BUTTON = 3
BOARD = "Kd 7h 2c 9h 3s"


def table(*scripts, holes=None, board=BOARD, **kwargs):
    holes = holes or {0: "AsKs", 1: "QhQd", 2: "7c2d"}
    kwargs.setdefault("bot_delay", 0)
    return make_app(
        seed=11, bots=scripted(*scripts), deck=deck(BUTTON, holes, board), button=BUTTON, **kwargs
    )


async def press(pilot, keys: str) -> None:
    for key in keys.split():
        await pilot.press(key)
    await pilot.pause()


async def wait_until(pilot, condition, tries: int = 2000) -> bool:
    """Let the app run (a few ms at a time) until ``condition()`` holds; False if it never does."""
    for _ in range(tries):
        if condition():
            return True
        await pilot.pause(0.005)
    return condition()


def actions(scene) -> int:
    return sum(isinstance(event, PlayerActed) for event in scene.view.events)


def chips_conserved(session) -> bool:
    return session.chips_in_play() == session.chips_bought()


# ----- watching the hand after folding ------------------------------------------------------


async def test_after_folding_the_others_act_one_at_a_time_at_their_pace():
    # Opponents think in worker threads for a few ms each (the factory's pacing hooks).
    app = table(["call"], ["call"], bot_delay=0.004, run_out_pause=0.004)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        drawn = []  # every scene the table draws from the fold on
        screen.watch(screen, "scene", lambda scene: drawn.append(scene), init=False)
        await press(pilot, "f")
        assert await wait_until(pilot, lambda: screen.between_hands)
        assert drawn[0].message.plain.startswith("You folded: the hand plays on")
        counts = [actions(scene) for scene in drawn]
        assert counts[-1] - counts[0] >= 10  # Ann, Bob, Cat, Dan, Eve, then three checks a street
        assert all(later - earlier in (0, 1) for earlier, later in itertools.pairwise(counts))
        for before, after in itertools.pairwise(drawn):
            if actions(after) > actions(before):  # whoever acted was shown thinking first
                acted = [e for e in after.view.events if isinstance(e, PlayerActed)][-1]
                assert before.seats[acted.seat].status == "thinking"
        assert "Bob wins the pot" in screen_text(app)
        assert "You folded: the hand plays on" not in widget_text(app, "#message")
        assert chips_conserved(screen.session)


@pytest.mark.parametrize("key", ["space", "enter"])
async def test_space_or_enter_after_folding_skips_to_the_result(key):
    app = table(["call"], ["call"], bot_delay=30.0)  # an opponent thinks for half a minute
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await press(pilot, "f")
        # a seat of 13 cells: "1000 thinking…" does not fit, and the stack is never cut ("1000        …")
        thinking = ["1000", "…"]
        assert await wait_until(pilot, lambda: widget_text(app, "#seat-1").split("\n")[1].split() == thinking)
        assert not screen.between_hands
        bar = widget_text(app, "#action-bar")
        assert "You folded." in bar  # and no move is offered: none is the player's any more
        assert not any(word in bar for word in ("Fold", "Check", "Raise", "Min", "Pot", "All in"))
        await press(pilot, key)
        assert await wait_until(pilot, lambda: screen.between_hands)
        assert "Bob wins the pot" in screen_text(app)
        assert "Hand #1" in widget_text(app, "#top-bar")  # the key skipped; it did not deal
        assert chips_conserved(screen.session)
        await press(pilot, key)
        assert "Hand #2" in widget_text(app, "#top-bar")


async def test_after_folding_an_all_in_run_out_is_paced_and_space_skips_it():
    app = table(["raise_to 1000"], ["call"], holes={0: "7s2h", 1: "QhQd", 2: "AcKc"}, run_out_pause=30.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        assert not app.screen.between_hands
        assert "K♦  7♥  2♣  9♥  3♠" not in widget_text(app, "#centre")
        await press(pilot, "space")
        assert app.screen.between_hands
        assert "K♦  7♥  2♣  9♥  3♠" in widget_text(app, "#centre")
        assert chips_conserved(app.screen.session)


async def test_the_skip_setting_plays_a_folded_hand_out_at_once():
    app = table(["call"], ["call"], bot_delay=30.0, run_out_pause=30.0, watch_folded=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        assert app.screen.between_hands
        assert "Bob wins the pot" in screen_text(app)


# ----- leaving --------------------------------------------------------------------------------


async def ask_to_leave(pilot, app) -> None:
    await press(pilot, "c q")
    assert isinstance(app.screen, QuitScreen)


@pytest.mark.parametrize("key", ["n", "N", "escape", "enter", "space"])
async def test_the_leave_question_stays_on_n_escape_enter_and_space(key):
    app = table(["call"], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_leave(pilot, app)
        await press(pilot, key)
        assert isinstance(app.screen, TableScreen)
        hand = app.screen.session.hand
        assert not hand.is_over and not hand.folded[0]
        assert "your turn" in widget_text(app, "#seat-0")
        await press(pilot, "c")  # the hand goes on
        assert "Hero checks" in log_text(app)


async def test_staying_is_the_marked_default_and_q_again_does_not_answer():
    app = table(["call"], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_leave(pilot, app)
        stay = widget_text(app, "#quit-no")
        assert stay.startswith("▶") and "stay" in stay and "(default)" in stay
        assert "(default)" not in widget_text(app, "#quit-yes")
        assert "N, Esc, Enter or Space stays" in screen_text(app)
        await press(pilot, "q")
        assert isinstance(app.screen, QuitScreen)
        await pilot.click("#quit-no")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert not app.screen.session.hand.is_over


@pytest.mark.parametrize("how", ["y", "Y", "click"])
async def test_y_or_a_click_on_leave_folds_finishes_the_hand_and_leaves(how):
    app = table(["call"], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        table_screen = app.screen
        await ask_to_leave(pilot, app)
        if how == "click":
            await pilot.click("#quit-yes")
            await pilot.pause()
        else:
            await press(pilot, how)
        session = table_screen.session
        assert session.hand.is_over and session.hand.folded[0]
        assert chips_conserved(session)
    assert app.return_code == 0


async def test_the_leave_question_answered_at_typing_speed():
    """Q N C with no pause: the N answers the question, the C checks at the table."""
    app = table(["call"], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c")  # the player limps; Eve checks her option: the flop, the player first
        await type_ahead(pilot, "q", "n", "c")
        assert isinstance(app.screen, TableScreen)
        assert not app.screen.session.hand.is_over
        assert "Hero checks" in log_text(app).split("Flop")[-1]
        await type_ahead(pilot, "q", "y")
    assert app.return_code == 0


# ----- the next hand dealing itself -----------------------------------------------------------

# Hand 1: the player folds and so does everyone else. Hand 2 (button on Dan): Ann calls, the others
# fold, and the player, the big blind, has a decision.
AUTO = (["fold", "call"],)


async def test_auto_deal_is_off_by_default():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        await pilot.pause(0.05)
        assert "Next hand in" not in screen_text(app)
        assert "Hand #1" in widget_text(app, "#top-bar")


async def test_the_next_hand_deals_itself_after_counting_down():
    app = table(*AUTO, auto_deal=3, tick=0.01)  # a count of 10 ms instead of a second
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        said = []  # the message line of every scene drawn
        screen.watch(screen, "scene", lambda scene: said.append(scene.message.plain), init=False)
        await press(pilot, "f")
        assert await wait_until(pilot, lambda: "Hand #2" in widget_text(app, "#top-bar"))
        counted = [words for words in said if "Next hand in" in words]
        assert counted[:3] == [f"Next hand in {n} s: any key deals it now." for n in (3, 2, 1)]
        assert "your turn" in widget_text(app, "#seat-0")
        assert "Next hand in" not in widget_text(app, "#message")


async def test_any_key_deals_at_once_and_a_page_over_the_table_holds_the_countdown():
    app = table(*AUTO, auto_deal=5, tick=30.0)  # counts too slowly to deal by itself during the test
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        assert "Next hand in 5 s: any key deals it now" in widget_text(app, "#message")
        await press(pilot, "s")
        assert isinstance(app.screen, StatsScreen)
        await press(pilot, "escape")
        assert "Hand #1" in widget_text(app, "#top-bar")
        assert "Next hand in 5 s" in widget_text(app, "#message")
        await press(pilot, "c")
        assert "Hand #2" in widget_text(app, "#top-bar")
        assert "Hero calls" not in log_text(app).split("Hand #2")[-1]  # the key dealt; it did not call
        assert "your turn" in widget_text(app, "#seat-0")


@pytest.mark.parametrize("key", ["g", "v", "l", "s", "G", "V"])
async def test_a_page_key_during_the_countdown_opens_its_page_and_deals_nothing(key, tmp_path):
    app = table(*AUTO, auto_deal=5, tick=30.0, grader=fake_grade, data_dir=str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        await app.workers.wait_for_complete()
        assert "Next hand in 5 s" in widget_text(app, "#message")
        await press(pilot, key)
        assert not isinstance(app.screen, TableScreen), f"{key} did not open its page"
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)
        assert "Hand #1" in widget_text(app, "#top-bar")
        assert widget_text(app, "#message").count("Next hand in") == 1, widget_text(app, "#message")


async def test_enter_deals_at_once_during_the_countdown():
    app = table(*AUTO, auto_deal=10, tick=30.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f enter")
        assert "Hand #2" in widget_text(app, "#top-bar")
        assert "Next hand in" not in widget_text(app, "#message")


# ----- the settings page -------------------------------------------------------------------------


async def test_the_settings_page_chooses_watching_and_auto_deal_by_key_and_by_click(tmp_path):
    app = table(data_dir=str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "t")
        assert isinstance(app.screen, SettingsScreen)
        text = screen_text(app)
        assert "After I fold" in text and "Watch the hand" in text and "When I press Enter" in text
        await press(pilot, "down down down down down enter")  # language, deck, suits, speed, amounts
        assert "Skip to the result" in screen_text(app)
        assert not app.session.pacing.watch_folded
        await pilot.click("#settings-auto_deal")
        await pilot.pause()
        assert "By itself after 3 s" in screen_text(app)
        assert app.session.pacing.auto_deal == 3
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["after_fold"] == "skip" and saved["auto_deal"] == "3"
    settings = Settings.from_json(saved)
    assert settings.auto_deal_seconds == 3 and Settings().auto_deal_seconds == 0


# ----- the replay ------------------------------------------------------------------------------


async def test_each_replay_step_shows_this_hands_log_only(tmp_path):
    decks = [deck(BUTTON, {0: "AsKs", 1: "QhQd", 2: "7c2d"}, BOARD), deck(4, {0: "8h8d"}, "2s 3d 9c Th 4s")]
    app = make_app(seed=11, bot_delay=0, bots=scripted([], ["call"]), deck=decks, button=BUTTON,
                   data_dir=str(tmp_path))
    async with app.run_test(size=(100, 28)) as pilot:
        await press(pilot, "c c c c enter f")  # hand 1 to a showdown, hand 2 folded at once
        assert "Hand #2" in log_text(app)
        for row, number, other in (("", 2, 1), ("down", 1, 2)):
            await press(pilot, f"l {row} enter".replace("  ", " "))
            assert isinstance(app.screen, ReplayScreen)
            for _ in range(3):
                log = log_text(app)
                assert f"Hand #{number}" in log and f"Hand #{other}" not in log
                assert log.splitlines()[0].strip("─ ") == f"Hand #{number}"
                assert f"Hand #{other}" not in widget_text(app, "#log")
                await press(pilot, "right")
            await press(pilot, "escape escape")
            assert isinstance(app.screen, TableScreen)


# ----- a rebuy --------------------------------------------------------------------------------


async def test_a_rebuy_is_announced_as_the_hand_starts_on_the_seat_in_the_log_and_the_message_line():
    # Cat (seat 3) shoves her last 100 chips with 7-2 and loses to the player's aces.
    cards = deck(0, {0: "AsAd", 3: "7c2d"}, "Kd 9h 4c Jh 3s")
    app = make_app(seed=11, bot_delay=0, bots=scripted([], [], ["r100"]), button=0, deck=cards,
                   stacks=[1000, 1000, 1000, 100, 1000, 1000])
    async with app.run_test(size=(100, 32)) as pilot:
        await press(pilot, "c c c c c")
        assert app.screen.between_hands and app.session.table.stacks[3] == 0
        await press(pilot, "enter")
        assert "rebuys 1000" in widget_text(app, "#seat-3")  # in place of her big blind, until she acts
        assert "↻1" in widget_text(app, "#seat-3")
        assert "Cat rebuys for 1000." in widget_text(app, "#message")
        hand_2 = log_text(app).split("── Hand #2 ──")[1].split("\n")
        assert hand_2[1] == "Cat rebuys for 1000"  # under the new hand's header, not the last hand's


async def test_after_a_walk_the_winners_seat_says_it_won_not_that_it_posted_the_big_blind():
    app = table()  # everyone folds to Eve, the big blind
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        eve = widget_text(app, "#seat-5")
        assert "wins" in eve and "big blind" not in eve, eve
