"""The betting bar as the player drives it: the honest total, presets undone, sizes, a typed amount,
pre-actions while opponents act. Each feature by key, and by mouse where the bar has a control."""

from __future__ import annotations

import random
import threading

import pytest
from bet_spots import corpus

from holdem.app.bar_text import stack_text, total_text
from holdem.app.raise_builder import raise_face
from holdem.bots.base import ScriptedBot
from holdem.engine.actions import ActionType
from holdem.tui.amount_field import AmountScreen
from holdem.tui.app import make_app
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import click, deck, log_text, scripted, type_ahead, widget_text

pytestmark = pytest.mark.asyncio

BUTTON = 3  # Cat; Dan posts 5, Eve 10, and the player, seat 0, speaks first
CHIP_KEYS = {5: "1", 10: "2", 25: "3", 50: "4", 100: "5", 500: "6"}


def table(*scripts, bots=None, **kwargs):
    return make_app(
        seed=11, bot_delay=kwargs.pop("bot_delay", 0), bots=bots or scripted(*scripts),
        deck=deck(BUTTON, {0: "AsKs", 1: "QhQd", 2: "7c2d"}, kwargs.pop("board", "Kd 7h 2c 9h 3s")),
        button=BUTTON, **kwargs,
    )


async def press(pilot, keys: str) -> None:
    for key in keys.split():
        await pilot.press(key)
    await pilot.pause()


async def type_amount(pilot, amount: int) -> None:
    await press(pilot, " ".join(["e", *str(amount), "enter"]))


def total_shown(app) -> str:
    return widget_text(app, "#raise-total").strip()


# ----- the honest total, shown live -----------------------------------------------------

def sample_of_the_corpus(count: int) -> list:
    """The first spot of each kind, then seeded others; the player is to act in each."""
    spots, seen = [], set()
    for spot in corpus(2000):
        new = spot.kinds() - seen
        if new and spot.hand().legal_actions().can_raise:
            spots.append(spot)
            seen |= new
    spots += random.Random(5).sample(corpus(2000), count - len(spots))
    return spots


@pytest.mark.parametrize("spot", sample_of_the_corpus(10), ids=lambda spot: "-".join(sorted(spot.kinds())))
async def test_the_bar_shows_the_builders_number_in_spots_of_the_corpus(spot):
    bots = scripted(*spot.scripts())
    app = make_app(seed=3, bot_delay=0, bots=bots, stacks=spot.stacks, button=spot.button)
    rng = random.Random(spot.button)
    async with app.run_test(size=(80, 24)) as pilot:
        for action in spot.hero_actions():  # the player's own actions before the spot, by keys
            if action.type is ActionType.RAISE_TO:
                await type_amount(pilot, action.amount)
                await press(pilot, "r")
            else:
                await press(pilot, "c")
        screen = app.screen
        legal = screen.session.view().legal
        assert legal == spot.hand().legal_actions()  # the same spot as in the corpus
        if not legal.can_raise:
            assert "No raise now" in total_shown(app)
            return
        word = "Bet" if legal.is_bet else "Raise to"
        for _ in range(6):
            assert total_shown(app) == total_text(screen.slip.chips, legal, word).plain
            if screen.slip.chips:
                assert stack_text(screen.slip.chips).plain in widget_text(app, "#raise-stack")
            if raise_face(screen.slip.chips, legal).all_in:
                break
            await press(pilot, CHIP_KEYS[rng.choice(list(CHIP_KEYS))])


async def test_chips_count_from_what_is_in_and_a_short_stack_is_marked_below_the_minimum():
    app = table(["raise_to 25"], bots=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c")  # call 10; Ann raises to 25; everyone else folds
        assert "Raise to 40" in total_shown(app)  # an empty stack: the minimum, 25 + 15
        await press(pilot, "3")
        assert total_shown(app) == "Raise to 35 below min 40"  # 10 in front + a 25 chip
        assert "stack 25 + 10 in" in widget_text(app, "#raise-stack")  # the sum the total is
        await press(pilot, "r")
        assert "The minimum raise is to 40" in widget_text(app, "#message")
        assert "Hero calls 15" not in log_text(app)
        await press(pilot, "1 r")
        assert "Hero raises to 40" in log_text(app)


async def test_on_a_narrow_terminal_the_total_the_minimum_and_the_stack_share_a_line():
    app = table()
    async with app.run_test(size=(60, 20)) as pilot:
        await press(pilot, "1")
        assert total_shown(app) == "Raise to 5 below min 20  stack 5"
        assert "Z 2.5x 25" in widget_text(app, "#sizes-row") and "M Min 20" in widget_text(app, "#action-bar")


async def test_a_preset_is_one_step_that_backspace_undoes():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "3 2")
        assert total_shown(app) == "Raise to 35"
        await press(pilot, "a")
        assert total_shown(app) == "Raise to 1000 all in"
        await press(pilot, "backspace")
        assert total_shown(app) == "Raise to 35"
        assert "stack 25+10" in widget_text(app, "#raise-stack")
        await click(pilot, "#ctl-pot")  # by mouse too
        await click(pilot, "#ctl-back")
        await pilot.pause()
        assert total_shown(app) == "Raise to 35" and app.screen.slip.chips == [25, 10]


# ----- sizes beside M H P A ---------------------------------------------------------------

async def test_preflop_sizes_in_big_blinds_then_pot_shares_after_the_flop():
    app = table(["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        assert "Z 2.5x 25" in widget_text(app, "#sizes-row")
        for key, total in (("z", 25), ("x", 30), ("w", 40)):
            await press(pilot, key)
            assert total_shown(app) == f"Raise to {total}"
        await click(pilot, "#ctl-size-0")
        await pilot.pause()
        assert total_shown(app) == "Raise to 25"
        await press(pilot, "r")  # Ann calls 25: 65 in the pot on the flop
        assert "Hero raises to 25" in log_text(app)
        assert "⅓ Pot 20" in widget_text(app, "#sizes-row")  # 65 / 3 = 21, down to real chips
        await press(pilot, "x")
        assert total_shown(app) == "Bet 45"  # three quarters of 65 = 48, down to 45
        await press(pilot, "w")
        assert "before the flop" in widget_text(app, "#message")
        await press(pilot, "r")
        assert "Hero bets 45" in log_text(app)


# ----- an exact amount, typed ---------------------------------------------------------------

async def test_an_exact_amount_typed_goes_under_raise_and_r_sends_it():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await type_amount(pilot, 135)
        assert isinstance(app.screen, TableScreen)
        assert total_shown(app) == "Raise to 135"
        assert "stack 100+25+10" in widget_text(app, "#raise-stack")
        await click(pilot, "#ctl-amount")  # by mouse: the field opens, OK takes the amount
        await pilot.pause()
        await press(pilot, "2 0 0")
        await pilot.click("#amount-ok")
        await pilot.pause()
        assert total_shown(app) == "Raise to 200"
        await press(pilot, "backspace")  # a typed amount is one step too
        assert total_shown(app) == "Raise to 135"
        await press(pilot, "r")
        assert "Hero raises to 135" in log_text(app)


async def test_in_big_blinds_the_chips_show_their_value_in_big_blinds_and_e_takes_big_blinds():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "b")
        bar = widget_text(app, "#action-bar")
        assert "1  0.5  2  1  3  2.5  4  5  5  10  6  50" in bar, bar
        await press(pilot, "3 3")  # two chips of 25: 5 big blinds
        assert "stack 2.5×2" in widget_text(app, "#action-bar")
        await press(pilot, "e")
        assert "from 2 bb to 100 bb" in widget_text(app, "#amount-prompt")
        await press(pilot, "3 0 enter")
        assert total_shown(app).startswith("Raise to 30 bb  stack 10×3")
        await press(pilot, "e 7 full_stop 5 enter")
        assert total_shown(app).startswith("Raise to 7.5 bb")
        await press(pilot, "r")
        assert "Hero raises to 7.5 bb" in log_text(app)


async def test_the_amount_field_leaves_the_table_in_sight_dimmed():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "e")
        assert isinstance(app.screen, AmountScreen)
        assert 0 < app.screen.styles.background.a < 1  # the seats, board and pot show through


async def test_a_refused_amount_says_why_and_escape_changes_nothing():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "4")
        await type_amount(pilot, 15)
        assert isinstance(app.screen, AmountScreen)  # the field stays open
        assert "The minimum raise is to 20" in widget_text(app, "#amount-why")
        await press(pilot, "backspace backspace 5 0 0 0 enter")
        assert "all in is 1000" in widget_text(app, "#amount-why")
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)
        assert total_shown(app) == "Raise to 50" and app.screen.slip.chips == [50]
        await click(pilot, "#ctl-amount")  # by mouse: the field opens, Cancel closes it
        await pilot.pause()
        assert isinstance(app.screen, AmountScreen)
        await pilot.click("#amount-cancel")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and total_shown(app) == "Raise to 50"


async def test_an_amount_typed_ahead_with_no_pause_is_raised_to():
    """E 1 1 0 Enter R at typing speed: the field takes the digits typed before it is drawn."""
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await type_ahead(pilot, "e", "1", "1", "0", "enter", "r")
        assert isinstance(app.screen, TableScreen)
        assert "Hero raises to 110" in log_text(app)


async def test_an_amount_typed_ahead_then_escape_cancels_cleanly():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await type_ahead(pilot, "e", "1", "1", "0", "escape", "2")
        assert isinstance(app.screen, TableScreen)
        assert app.screen.slip.chips == [10]  # the 2 after Escape is the table's: a chip of 10
        assert "Hero" not in log_text(app).split("Your cards")[-1]  # nothing was sent
        await type_ahead(pilot, "e", "6", "0", "enter")  # a typed amount takes the chips' place
        assert isinstance(app.screen, TableScreen) and total_shown(app) == "Raise to 60"


async def test_a_refused_amount_typed_ahead_keeps_the_field_and_what_follows():
    app = table()
    async with app.run_test(size=(80, 24)) as pilot:
        await type_ahead(pilot, "e", "1", "5", "enter", "backspace", "5", "0", "enter", "r")
        assert "Hero raises to 150" in log_text(app)


# ----- pre-actions while opponents act --------------------------------------------------------

class GatedBot(ScriptedBot):
    """A scripted opponent that thinks until the test lets one decision through."""

    def __init__(self, name, script, gate: threading.Semaphore) -> None:
        super().__init__(name, script)
        self.gate = gate

    def decide(self, view):
        assert self.gate.acquire(timeout=10)
        return super().decide(view)


def gated_table(ann_script, scripts=([], ["fold"], ["fold"], ["fold"], ["check"]), button=BUTTON):
    """Ann (seat 1) thinks until ``gate.release()``; the others play their scripts at once."""
    gate = threading.Semaphore(0)
    bots = scripted(*scripts)
    bots[0] = GatedBot("Ann", ann_script, gate)
    app = make_app(seed=11, bot_delay=0.001, bots=bots, deck=deck(button, {0: "AsKs"}, "Kd 7h 2c 9h 3s"),
                   button=button)
    return app, gate


async def until(pilot, condition) -> None:
    for _ in range(250):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("the table never got there")


async def test_while_an_opponent_acts_the_bar_offers_pre_actions_and_a_changed_bet_clears_check():
    app, gate = gated_table(["raise_to 40"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c")  # call 10; Ann thinks
        bar = widget_text(app, "#action-bar")
        assert "F Check/fold" in bar and "C Check" in bar and "Y Call any" in bar
        assert "F Fold" not in bar
        await press(pilot, "c")
        assert "C ✓Check" in widget_text(app, "#action-bar")
        gate.release()  # Ann raises to 40: the check no longer stands
        await until(pilot, lambda: "your turn" in widget_text(app, "#seat-0"))
        assert "Hero checks" not in log_text(app)
        assert "C Call 30" in widget_text(app, "#action-bar")


async def test_a_check_chosen_while_waiting_is_played_when_the_turn_comes():
    # The player on the button: Cat, Dan and Eve fold, Ann (small blind) and Bob (big blind) play on.
    app, gate = gated_table(["call", "check"], scripts=([], ["check", "check"]), button=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: "your turn" in widget_text(app, "#seat-0"))
        await press(pilot, "c")  # call 10; Ann, thinking, calls; Bob checks: the flop, Ann first
        gate.release()
        await until(pilot, lambda: "Flop" in widget_text(app, "#centre"))
        assert "Y Call any" in widget_text(app, "#action-bar")  # Ann thinks: the pre-actions are offered
        await press(pilot, "c")
        assert "On your turn: check" in widget_text(app, "#message")
        gate.release()  # Ann checks, Bob checks, and the player's check plays itself
        await until(pilot, lambda: "Turn" in widget_text(app, "#centre"))
        assert log_text(app).count("Hero checks") == 1
        assert "Your pre-action was played: Check." in widget_text(app, "#message")
        gate.release(5)


async def test_call_any_chosen_while_waiting_calls_the_raise_when_the_turn_comes():
    app, gate = gated_table(["raise_to 40"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c")
        await press(pilot, "y")
        assert "Y ✓Call any" in widget_text(app, "#action-bar")
        gate.release()
        await until(pilot, lambda: "Hero calls 30" in log_text(app))
        await until(pilot, lambda: "your turn" in widget_text(app, "#seat-0"))  # the flop: the player first
        assert "Flop" in widget_text(app, "#centre")
        gate.release(5)


@pytest.mark.parametrize("by", ["key", "mouse"])
async def test_check_fold_folds_to_a_raise(by):
    app, gate = gated_table(["raise_to 40"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c")
        if by == "key":
            await press(pilot, "f")
        else:
            await click(pilot, "#ctl-fold")
            await pilot.pause()
        assert "F ✓Check/fold" in widget_text(app, "#action-bar")
        gate.release()
        await until(pilot, lambda: "Hero folds" in log_text(app))


async def test_not_your_turn_goes_away_when_the_turn_arrives():
    app, gate = gated_table(["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c r")
        assert "Not your turn: Ann is to act." in widget_text(app, "#message")
        gate.release()  # Ann calls, Bob Cat Dan fold, Eve checks: the flop, the player first
        await until(pilot, lambda: "your turn" in widget_text(app, "#seat-0"))
        assert "Not your turn" not in widget_text(app, "#message")
        assert "C Check" in widget_text(app, "#action-bar") and "R Bet" in widget_text(app, "#action-bar")
        gate.release(5)


async def test_not_your_turn_follows_the_turn_when_the_named_opponent_folds():
    gate = threading.Semaphore(0)
    bots = scripted([], [], ["fold"], ["fold"], ["check"])
    bots[0], bots[1] = GatedBot("Ann", ["fold"], gate), GatedBot("Bob", ["fold"], gate)
    app = make_app(seed=11, bot_delay=0.001, bots=bots, deck=deck(BUTTON, {0: "AsKs"}, "Kd 7h 2c 9h 3s"),
                   button=BUTTON)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c r")  # call 10; Ann thinks; R is not the player's to press now
        assert widget_text(app, "#message").strip() == "Not your turn: Ann is to act."
        gate.release()  # Ann folds; Bob thinks
        await until(pilot, lambda: "Ann folds" in log_text(app))
        await until(pilot, lambda: "Bob" in widget_text(app, "#message"))
        assert widget_text(app, "#message").strip() == "Not your turn: Bob is to act."
        gate.release()  # Bob folds, Cat and Dan fold, Eve checks: the flop, Eve first, then the player
        await until(pilot, lambda: "your turn" in widget_text(app, "#seat-0"))
        assert "Not your turn" not in widget_text(app, "#message")
