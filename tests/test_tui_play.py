"""Complete hands played by keys and by mouse, checked by what the screen shows."""

from __future__ import annotations

import pytest

from holdem.tui.app import make_app
from holdem.tui.screens.confirm import QuitScreen
from holdem.tui.screens.help import HelpScreen
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import click, deck, log_text, screen_text, scripted, widget_text

pytestmark = pytest.mark.asyncio

# Button on seat 3 (Cat): Dan posts 5, Eve posts 10 and the player, seat 0, speaks first.
BUTTON = 3


def table(*scripts, holes=None, board="", stacks=None, button=BUTTON, **kwargs):
    holes = holes or {0: "AsKs", 1: "QhQd", 2: "7c2d"}
    return make_app(
        seed=11,
        bot_delay=kwargs.pop("bot_delay", 0),
        bots=scripted(*scripts),
        deck=kwargs.pop("decks", None) or deck(button, holes, board),
        button=button,
        stacks=stacks,
        **kwargs,
    )


def chips_conserved(app) -> bool:
    session = app.screen.session if isinstance(app.screen, TableScreen) else app.session
    return session.chips_in_play() == session.chips_bought()


async def press(pilot, keys: str) -> None:
    for key in keys.split():
        await pilot.press(key)
    await pilot.pause()


async def test_folding_with_the_skip_setting_plays_the_rest_of_the_hand_out_at_once():
    # Long opponent pauses: after the fold nothing waits for them (watching: tests/test_tui_flow.py).
    app = table(bot_delay=30.0, watch_folded=False)
    async with app.run_test(size=(80, 24)) as pilot:
        assert "your turn" in widget_text(app, "#seat-0")
        await press(pilot, "f")
        text = screen_text(app)
        assert "Eve wins 10; everyone else folded" in text
        assert "Enter or Space: next hand" in text
        assert "1000" in widget_text(app, "#seat-0")
        eve = widget_text(app, "#seat-5")
        assert "1005" in eve and "♠" not in eve and "♥" not in eve  # the winner shows nothing
        assert chips_conserved(app)


async def test_checking_and_calling_to_a_showdown_in_capitals():
    app = table(["call"], ["call"], [], ["call"], [], board="Kd 7h 2c 9h 3s")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "C")  # call 10
        assert "Flop" in widget_text(app, "#centre")
        assert "Pot 50" in widget_text(app, "#centre")
        assert "Pair of Kings" in widget_text(app, "#seat-0")
        await press(pilot, "C C C")  # check the flop, the turn and the river
        text = screen_text(app)
        assert "Bob wins the pot, 50, with Two pair, Sevens and Twos" in text
        assert "You −10 this hand" in text
        assert "7♣  2♦" in widget_text(app, "#seat-2")  # shown at the showdown
        assert "Q♥" not in text or "Q♥  Q♦" in widget_text(app, "#seat-1")
        assert "♠" not in widget_text(app, "#seat-3")  # Cat folded: never shown
        assert "990" in widget_text(app, "#seat-0")
        assert "1040" in widget_text(app, "#seat-2")
        assert chips_conserved(app)


async def test_a_raise_built_from_chips_with_a_chip_taken_back():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "3 2")
        assert "Raise to 35" in widget_text(app, "#raise-total")
        await press(pilot, "backspace")
        assert "Raise to 25" in widget_text(app, "#raise-total")
        await press(pilot, "2 r")
        text = screen_text(app)
        assert "Hero raises to 35" in text
        assert "Hero wins 25; everyone else folded" in text
        assert "You +15 this hand" in text
        assert "1015" in widget_text(app, "#seat-0")


@pytest.mark.parametrize(
    ("key", "total", "send", "logged"),
    [
        ("m", "Raise to 20", "r", "Hero raises to 20"),
        ("H", "Raise to 20", "r", "Hero raises to 20"),  # 10 + 25 // 2 = 22, down to real chips
        # Enter makes a raise built as R does (the play-test built "Bet 120", read "Finish this hand first")
        ("p", "Raise to 35", "enter", "Hero raises to 35"),
        ("a", "Raise to 1000 all in", "r", "Hero raises to 1000, all in"),
    ],
)
async def test_each_preset_sets_the_total_and_r_sends_it(key, total, send, logged):
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, key)
        assert total in widget_text(app, "#raise-total")
        await press(pilot, send)
        assert logged in log_text(app)
        assert chips_conserved(app)


async def test_below_the_minimum_is_not_sent_and_the_minimum_is_named():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "1 r")
        assert "The minimum raise is to 20" in widget_text(app, "#message")
        assert "Raise to 5" in widget_text(app, "#raise-total")  # the stack is kept
        assert "your turn" in widget_text(app, "#seat-0")


async def test_f_when_checking_is_free_asks_for_a_second_f():
    # Button on Dan: Eve posts 5, the player is the big blind and may check.
    holes = {0: "7h2c", 1: "AhAd", 5: "KhKd"}
    app = table(["call"], [], [], [], ["call"], holes=holes, button=4, board="3c 8d Js 4h 9s")
    async with app.run_test(size=(80, 24)) as pilot:
        assert "C Check" in widget_text(app, "#action-bar")
        await press(pilot, "f")
        assert "Press F again to fold" in widget_text(app, "#message")
        assert "your turn" in widget_text(app, "#seat-0")
        await press(pilot, "f")
        text = screen_text(app)
        assert "Hero folds" in text
        assert "Ann wins the pot, 30, with Pair of Aces" in text
        assert "7♥" in widget_text(app, "#seat-0")  # the player still sees their own cards


async def test_all_in_turns_the_hands_up_and_runs_the_board_out():
    app = table(["call"], board="Kd 7h 2c 9h 3s")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "a r")
        text = screen_text(app)
        assert "Ann calls 1000, all in" in log_text(app)
        assert "Ann shows Q♥ Q♦" in log_text(app)
        assert "Q♥  Q♦" in widget_text(app, "#seat-1")
        assert "K♦  7♥  2♣  9♥  3♠" in widget_text(app, "#centre")
        assert "Hero wins the pot, 2015, with Pair of Kings" in text
        assert "2015" in widget_text(app, "#seat-0")
        assert "0" in widget_text(app, "#seat-1").split("\n")[1]
        assert chips_conserved(app)


async def test_a_paced_run_out_reveals_the_board_once_then_shows_the_result():
    # With a pause between streets the board comes card by card, then the result stays.
    app = table(["call"], board="Kd 7h 2c 9h 3s", run_out_pause=0.3)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "a r")
        assert "K♦  7♥  2♣  9♥  3♠" not in widget_text(app, "#centre")  # not all at once
        assert not app.screen.between_hands
        assert "Session result 0" in screen_text(app)  # the top bar does not tell the result early
        for _ in range(30):
            await pilot.pause(0.1)
        assert "K♦  7♥  2♣  9♥  3♠" in widget_text(app, "#centre")
        assert "Hero wins the pot, 2015, with Pair of Kings" in screen_text(app)
        assert app.screen.between_hands  # the result stays; the run-out does not start again
        assert "Session result +1015" in screen_text(app)
        await press(pilot, "enter")
        assert "Hand #2" in screen_text(app)
        assert chips_conserved(app)


async def test_with_the_skip_setting_an_all_in_run_out_after_folding_is_not_paced():
    # Ann shoves, Bob calls all in; the player folded and skips, so the board comes at once.
    app = table(["raise_to 1000"], ["call"], holes={0: "7s2h", 1: "QhQd", 2: "AcKc"},
                board="Kd 7h 2c 9h 3s", run_out_pause=30.0, watch_folded=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        assert app.screen.between_hands
        assert "K♦  7♥  2♣  9♥  3♠" in widget_text(app, "#centre")
        assert chips_conserved(app)


async def test_a_short_all_in_makes_a_side_pot():
    holes = {0: "KsKh", 1: "AsAh", 2: "7c2d"}
    app = table(
        ["call"], ["call"], holes=holes, board="Qd 8h 4c 3d 9s", stacks=[1000, 200, 1000, 1000, 1000, 1000]
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "a r")
        text = screen_text(app)
        assert "Ann wins the main pot, 615, with Pair of Aces" in text
        assert "Bob" in text and "Hero wins side pot 1, 1600, with Pair of Kings" in text
        assert "Main 615 · Side 1600" in widget_text(app, "#centre")
        assert "1600" in widget_text(app, "#seat-0")
        assert "615" in widget_text(app, "#seat-1")
        assert chips_conserved(app)


async def test_a_tie_splits_the_pot_odd_chip_left_of_the_button():
    holes = {0: "AhKd", 1: "AsKc"}
    app = table(["call"], [], [], [], ["fold"], holes=holes, board="5c 6d 7h 8s 9c")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c c c c")
        text = screen_text(app)
        assert "Hero and Ann split the pot (35) with Straight, Nine high" in text
        assert "1008" in widget_text(app, "#seat-0")  # 18 back: the odd chip is the player's
        assert "1007" in widget_text(app, "#seat-1")


async def test_a_busted_seat_rebuys_and_the_next_hand_says_so():
    holes = {0: "AsAh", 1: "7c2d"}
    app = table(
        ["raise_to 50"], holes=holes, board="Kd 8h 4c 3d 9s", stacks=[1000, 50, 1000, 1000, 1000, 1000]
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c c")  # call 10, then call Ann's all-in raise to 50
        assert "Hero wins the pot, 115" in screen_text(app)  # 50 + 50 + 5 + 10
        assert "0" in widget_text(app, "#seat-1").split("\n")[1]
        await press(pilot, "enter")
        text = screen_text(app)
        assert "Hand #2" in text
        assert "Ann rebuys for 1000." in widget_text(app, "#message")
        assert "1000↻1" in widget_text(app, "#seat-1")
        assert "Ann rebuys for 1000" in log_text(app)
        assert chips_conserved(app)


async def test_enter_and_space_deal_the_next_hand_only_between_hands():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "Finish this hand first" in widget_text(app, "#message")
        await press(pilot, "f enter")
        assert "Hand #2" in widget_text(app, "#top-bar")
        while "Enter or Space" not in screen_text(app):
            await press(pilot, "f f")
        await press(pilot, "space")
        assert "Hand #3" in widget_text(app, "#top-bar")


async def test_quitting_mid_hand_asks_then_folds_and_finishes_the_hand():
    app = table(["call"], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c")
        await press(pilot, "q")
        assert isinstance(app.screen, QuitScreen)
        assert "Leave the table?" in screen_text(app)
        await press(pilot, "n")
        assert isinstance(app.screen, TableScreen)
        table_screen = app.screen
        await press(pilot, "ctrl+c")
        assert isinstance(app.screen, QuitScreen)
        await press(pilot, "y")
        session = table_screen.session
        assert session.hand is not None and session.hand.is_over
        assert session.hand.folded[0]
        assert session.chips_in_play() == session.chips_bought()
        assert session.hands_played == 1
    assert app.return_code == 0


async def test_quitting_between_hands_leaves_at_once():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f q")
        assert not isinstance(app.screen, QuitScreen)
    assert "1 hand," in app.summary()


async def test_mouse_clicks_do_what_the_keys_do():
    app = table(["call"], board="Kd 7h 2c 9h 3s")
    async with app.run_test(size=(80, 24)) as pilot:
        await click(pilot, "#ctl-chip-25")
        await click(pilot, "#ctl-chip-10")
        await pilot.pause()
        assert "Raise to 35" in widget_text(app, "#raise-total")
        await click(pilot, "#ctl-raise")
        await pilot.pause()
        assert "Hero raises to 35" in screen_text(app)
        assert "Ann calls 35" in screen_text(app)
        for _ in range(2):  # check the flop and the turn
            await click(pilot, "#ctl-call")
            await pilot.pause()
        await click(pilot, "#ctl-pot")
        await click(pilot, "#ctl-raise")
        await pilot.pause()
        assert "Hero bets 85" in log_text(app)
        assert "Hero wins 85; everyone else folded" in screen_text(app)


async def test_a_control_under_the_mouse_lights_up_and_the_gap_beside_it_is_not_a_control():
    from holdem.tui.action_bar import ActionBar
    from holdem.tui.testing import part_region

    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        bar, chip = part_region(app, "#ctl-chip-25")
        inside = chip.offset - bar.region.offset
        await pilot.hover(bar, offset=inside)
        await pilot.pause()
        assert isinstance(bar, ActionBar)
        assert bar.get_style_at(*inside).bgcolor.triplet.hex == "#3a3a3a"
        gap = (chip.right - bar.region.x, chip.y - bar.region.y)  # the cell after the chip
        await pilot.click(bar, offset=gap)
        await pilot.pause()
        assert app.screen.slip.chips == []  # nothing was stacked
        await click(pilot, "#ctl-chip-25")
        assert app.screen.slip.chips == [25]


async def test_a_click_on_a_footer_key_presses_it_and_next_hand_is_offered_only_between_hands():
    from holdem.tui.widgets import KeyFooter

    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        footer = app.screen.query_one(KeyFooter)
        line = widget_text(app, "KeyFooter")
        assert line.startswith("? Rules & keys Q Quit") and "Next hand" not in line  # during the hand
        await press(pilot, "f")
        line = widget_text(app, "KeyFooter")
        assert line.startswith("Enter Next hand ? Rules & keys Q Quit")
        await pilot.click(footer, offset=(line.index("Next"), 0))
        await pilot.pause()
        assert app.session.hand is not None and app.session.hand.hand_number == 2
        line = widget_text(app, "KeyFooter")
        await pilot.click(footer, offset=(line.index("Rules"), 0))
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"


async def test_keys_out_of_turn_explain_and_change_nothing():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "f")
        for key in ("c", "r", "1", "m", "backspace"):
            await press(pilot, key)
            assert "hand is over" in widget_text(app, "#message")
        await press(pilot, "s escape")  # the statistics screen opens and closes: nothing changes
        assert "hand is over" in widget_text(app, "#message")
        assert chips_conserved(app)


async def test_opponents_think_in_a_worker_thread():
    # Button on the player: the five opponents all act before the player's first decision.
    app = table([], [], ["call"], ["call"], [], button=0, bot_delay=0.01)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            if "your turn" in widget_text(app, "#seat-0"):
                break
            await pilot.pause(0.02)
        text = screen_text(app)
        assert "your turn" in widget_text(app, "#seat-0")
        assert "Dan calls 10" in log_text(app) and "Eve folds" in log_text(app)
        assert "1000" in widget_text(app, "#seat-0") and "Pot" in text


async def test_help_screen_opens_with_question_mark_and_closes_with_escape():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "Hands, best first" in text and "Straight flush" in text
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)


async def test_a_small_terminal_asks_to_be_made_bigger_and_resizing_repaints():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.resize_terminal(40, 12)
        await pilot.pause()
        assert "Make the terminal at least 60 x 20" in screen_text(app)
        await press(pilot, "c f f")  # nothing is played on a table the player cannot see
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        text = screen_text(app)
        assert "Make the terminal" not in text
        assert "Hero" in text and "Pot" in text and "your turn" in text
        await press(pilot, "c")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert "Hero calls 10" in widget_text(app, "#log")
        assert "Hero folds" not in widget_text(app, "#log")


async def test_every_part_of_the_table_draws_the_one_immutable_scene():
    import dataclasses

    from rich.text import Text

    from holdem.app.scene import TableScene

    app = table(["call"], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "2 2")  # two 10 chips on the raise stack
        screen = app.screen
        scene = screen.scene
        assert isinstance(scene, TableScene)
        assert scene.bar.chips == (10, 10)
        parts = screen.query("FeltView, LogView, ActionBar, ScenePanel, OddsPanel")
        assert len(parts) == 7
        assert all(part.scene is scene for part in parts)
        assert screen.query_one("FeltView").seats == scene.seats
        with pytest.raises(dataclasses.FrozenInstanceError):
            scene.message = Text("changed by hand")  # type: ignore[misc]
        await press(pilot, "backspace")
        assert screen.scene is not scene and screen.scene.bar.chips == (10,)
        assert all(part.scene is screen.scene for part in parts)
