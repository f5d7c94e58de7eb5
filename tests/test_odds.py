"""The odds aid: pot odds and equity from the player's view only, in a worker, off by default."""

from __future__ import annotations

import pytest

from holdem.app.odds import compute_odds
from holdem.engine import Hand, stacked_deck
from holdem.engine.events import CardsShown
from holdem.i18n import catalog
from holdem.records.replay import replay_view
from holdem.tui.app import make_app
from holdem.tui.testing import deck, scripted, widget_text

BOARD = "Kd 7h 2c 9h 3s"
# Same cards for the player and the board; the opponents' hidden cards differ.
OPPONENTS_A = {1: "QhQd", 2: "7c2d", 3: "AhAd", 4: "5s6s", 5: "JcTc"}
OPPONENTS_B = {1: "4c4d", 2: "8s8h", 3: "Th9c", 4: "AcQs", 5: "6d6h"}


def table(opponents, *scripts, bot_delay=0):
    holes = {0: "AsKs", **opponents}
    return make_app(seed=11, bot_delay=bot_delay, bots=scripted(*scripts), deck=deck(3, holes, BOARD),
                    button=3)


async def odds_line(opponents, keys: str) -> str:
    app = table(opponents, ["call"], ["call"], [], ["call"])
    async with app.run_test(size=(100, 30)) as pilot:
        for key in keys.split():
            await pilot.press(key)
        await pilot.pause()
        return widget_text(app, "#odds")


@pytest.mark.asyncio
async def test_the_panel_is_off_by_default_and_o_shows_pot_odds_and_equity():
    app = table(OPPONENTS_A)
    async with app.run_test(size=(100, 30)) as pilot:
        assert not app.screen.query_one("#odds").display
        await pilot.press("o")
        await pilot.pause()
        line = widget_text(app, "#odds")
        # nobody has raised: the price holds only if no one behind raises, and the line says so
        assert "call 10 (pot 15): needs 40%, players behind" in line
        assert "your equity vs 5, each read as unknown:" in line
        await pilot.press("O")
        await pilot.pause()
        assert not app.screen.query_one("#odds").display


@pytest.mark.asyncio
async def test_the_equity_does_not_change_when_the_hidden_cards_are_swapped():
    for keys in ("o", "o c"):  # before the flop, and on the flop facing checks
        first = await odds_line(OPPONENTS_A, keys)
        second = await odds_line(OPPONENTS_B, keys)
        assert "your equity vs" in first
        assert first == second


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
@pytest.mark.parametrize("size", [(60, 20), (80, 24), (120, 40), (200, 40)])
async def test_the_aids_line_says_what_its_equity_assumes_at_every_size(language, size):
    """The aid reads the opponents' bets as an unknown player's; the coach's review knows their styles,
    so where the two equities differ, the line has said why."""
    catalog.set_language(language)
    try:
        app = table(OPPONENTS_A)
        async with app.run_test(size=size) as pilot:
            await pilot.press("o")
            await pilot.pause()
            line = widget_text(app, "#odds")
    finally:
        catalog.set_language("en")
    unknown = {"en": "unknown", "pt": "desconhecido"}[language]
    assert unknown in line and line.count("%") == 2, line
    if size[0] >= 200:
        review = {"en": "the coach's review knows how they play", "pt": "a revisão do treinador sabe"}
        assert review[language] in line


def test_compute_odds_reads_only_the_players_view():
    def view(opponents):
        holes = ["AsKs"] + [opponents[s] for s in range(1, 6)]
        hand = Hand(stacks=[1000] * 6, button=3, names=list("HABCDE"),
                    deck=stacked_deck(num_seats=6, button=3, hole_cards=holes, board=BOARD))
        return hand.view(0)

    a, b = compute_odds(view(OPPONENTS_A)), compute_odds(view(OPPONENTS_B))
    assert a == b and a.equity is not None and 0.2 < a.equity < 0.5  # AKs against five ranges


def test_while_others_act_the_price_is_what_a_call_costs_not_nothing():
    holes = ["AsKs", "QhQd", "7c2d", "AhAd", "5s6s", "JcTc"]
    hand = Hand(stacks=[1000] * 6, button=3, names=list("HABCDE"),
                deck=stacked_deck(num_seats=6, button=3, hole_cards=holes, board=BOARD))
    waiting = hand.view(1)  # the player speaks first; Ann, after them, owes the big blind
    assert not waiting.my_turn
    odds = compute_odds(waiting)
    assert odds.to_call == 10 and odds.pot == 15
    hand.play("call")
    assert compute_odds(hand.view(1)).to_call == 10 and compute_odds(hand.view(1)).pot == 25


def test_a_short_stack_facing_a_bigger_bet_is_priced_on_the_pot_it_can_win_as_the_review_prices_it():
    from holdem.coach.table import winnable_pot

    holes = ["AsKs", "QhQd"]
    hand = Hand(stacks=[300, 2000], button=0, names=["Hero", "Ann"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=holes, board=BOARD))
    hand.play("call check")  # 10 each; on the flop Ann (first) bets 1500 into 20
    hand.play("raise_to 1500")
    odds = compute_odds(hand.view(0))
    assert odds.to_call == 290 and odds.pot == 20 + 290 == winnable_pot(hand.state, 0)  # not 20 + 1500
    assert round(odds.needed, 3) == round(290 / 600, 3)  # 48%, not the 16% of a pot of 1520


def test_cards_turned_up_are_used_as_they_are():
    hand = Hand(stacks=[1000, 1000], button=0, names=["Hero", "Ann"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=["AsAd", "7c2d"], board=BOARD))
    hand.play("raise_to 1000 call")  # all in: both hands are turned up before the board runs out
    events = hand.view(0).events
    upto = next(i + 1 for i, e in enumerate(events) if isinstance(e, CardsShown) and e.seat == 1)
    odds = compute_odds(replay_view(events, 0, upto))
    assert odds.opponents == 1 and odds.to_call == 0
    assert odds.equity is not None and 0.83 < odds.equity < 0.93  # aces against 7-2 offsuit: about 88%


@pytest.mark.asyncio
async def test_in_a_worker_the_panel_fills_in_without_freezing_the_table():
    app = table(OPPONENTS_A, bot_delay=0.01)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(200):
            if "your turn" in widget_text(app, "#seat-0"):
                break
            await pilot.pause(0.02)
        await pilot.press("o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "your equity vs 5, each read as unknown:" in widget_text(app, "#odds")


@pytest.mark.asyncio
async def test_the_odds_aid_is_as_the_player_left_it_when_the_game_starts_again(tmp_path):
    from holdem.settings import load_settings

    app = make_app(seed=11, bot_delay=0, bots=scripted(), deck=deck(3, {0: "AsKs"}, BOARD), button=3,
                   data_dir=str(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("o")
        await pilot.pause()
    settings = load_settings(tmp_path)[0]
    assert settings.odds == "on"  # the command starts the next game with odds_aid=True (holdem.cli)
    later = make_app(bot_delay=0, data_dir=str(tmp_path), odds_aid=settings.odds == "on")
    async with later.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # resume the saved session
        await pilot.pause()
        assert later.screen.query_one("#odds").display
        assert "your equity vs" in widget_text(later, "#odds")
        await pilot.press("o")
        await pilot.pause()
    assert load_settings(tmp_path)[0].odds == "off"


def test_before_any_raise_the_price_says_that_players_behind_may_raise():
    """A limp or a completed blind is no closed price: players still to act may raise, and the line says
    so; once someone has raised, the price is as it stands."""
    from holdem.app.odds_line import odds_text

    hand = Hand(stacks=[1000] * 3, button=0, names=["Hero", "Bob", "Cy"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
    unopened = compute_odds(hand.view(0))
    assert unopened.unopened
    line = odds_text(unopened, in_hand=True, over=False).fitting(200).plain
    assert "call 10 to win 15: needs 40% if no one behind raises" in line
    # At 60 columns (the beginner's play-test read "needs 40% · vs 4 unknown: 16%") the price stays, the
    # caveat the longer forms say gives way first
    narrow = odds_text(unopened, in_hand=True, over=False).fitting(56).plain
    assert "call 10 (pot 15): needs 40% · vs 2 unknown:" in narrow, narrow
    hand.play("raise_to 30")
    raised = compute_odds(hand.view(1))
    assert not raised.unopened
    assert "if no one behind raises" not in odds_text(raised, in_hand=True, over=False).fitting(200).plain
