"""Pot-limit and limit tables played by keys: the header names the structure, the raise builder offers
only what the structure allows (limit: R is the one size; pot-limit: P is the largest raise), and
whole hands against the opponents stay legal and keep the chips."""

from __future__ import annotations

import pytest

from holdem.engine import Game, Move
from holdem.engine.events import PlayerActed
from holdem.engine.structure import LIMIT_CAP, bet_unit
from holdem.i18n import catalog
from holdem.tui.amount_field import AmountScreen
from holdem.tui.app import make_app
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import deck, scripted, widget_text

pytestmark = pytest.mark.asyncio

BUTTON = 3  # Cat; Dan posts 5, Eve 10 and the player, seat 0, speaks first


def table(game: Game, *scripts, **kwargs):
    return make_app(
        seed=11, bot_delay=0, bots=scripted(*scripts), game=game, button=BUTTON,
        deck=deck(BUTTON, {0: "AsKs", 1: "QhQd", 2: "7c2d"}, "Kd 7h 2c 9h 3s"), **kwargs,
    )


async def press(pilot, keys: str) -> None:
    for key in keys.split():
        await pilot.press(key)
    await pilot.pause()


def message(app) -> str:
    return " ".join(widget_text(app, "#message").split())


async def test_limit_header_names_the_structure_and_r_raises_the_one_size():
    app = table(Game.FIXED_LIMIT)
    async with app.run_test(size=(80, 24)) as pilot:
        assert "Limit" in widget_text(app, "#top-bar")
        await press(pilot, "3")  # a chip: in limit it does not stack
        assert "one size: R raises to 20" in message(app)
        assert app.screen.slip.chips == []
        await press(pilot, "p")
        assert "one size" in message(app)
        await press(pilot, "e")  # no amount to type
        assert not isinstance(app.screen, AmountScreen) and "one size" in message(app)
        await press(pilot, "r")
        hero = [e for e in app.screen.session.hand.events if isinstance(e, PlayerActed) and e.seat == 0]
        assert (hero[0].move, hero[0].total) == (Move.RAISE, 20)


async def test_pot_limit_p_is_the_largest_raise_and_nothing_above_it_is_offered():
    app = table(Game.POT_LIMIT)
    async with app.run_test(size=(80, 24)) as pilot:
        assert "Pot limit" in widget_text(app, "#top-bar")
        await press(pilot, "p")  # 10 to call into 15: the pot after calling is 25, so raise to 35
        assert "35" in widget_text(app, "#raise-total")
        await press(pilot, "a")  # all in is above the pot: refused, the stack stays at the pot
        assert "the most you can raise to is 35 (P)" in message(app)
        await press(pilot, "6")  # a 500 chip on top: the pot is the ceiling
        assert "35 (P)" in message(app)
        await press(pilot, "r")
        hero = [e for e in app.screen.session.hand.events if isinstance(e, PlayerActed) and e.seat == 0]
        assert hero[0].total == 35


async def test_pot_limit_typed_amount_above_the_pot_is_refused_in_words():
    app = table(Game.POT_LIMIT)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "e 5 0 0 enter")
        assert isinstance(app.screen, AmountScreen)  # refused: the field stays, and says why
        assert "the most you can raise to is 35 (P), not 500" in widget_text(app, "#amount-why")


async def test_the_structure_is_named_in_portuguese():
    catalog.set_language("pt")
    try:
        app = table(Game.FIXED_LIMIT)
        async with app.run_test(size=(80, 24)) as pilot:
            assert "Limite fixo" in widget_text(app, "#top-bar")
            await press(pilot, "3")
            assert "um só tamanho" in message(app)
    finally:
        catalog.set_language("en")


@pytest.mark.parametrize("game", [Game.FIXED_LIMIT, Game.POT_LIMIT])
async def test_hands_against_the_opponents_are_legal_for_the_structure(game: Game):
    app = make_app(seed=5, bot_delay=0, game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        hands, presses = 0, 0
        while hands < 4 and presses < 200:
            screen = app.screen
            assert isinstance(screen, TableScreen)
            session = screen.session
            view = session.view()
            if view.is_over:
                assert session.chips_in_play() == session.chips_bought()
                hands += 1
                await press(pilot, "enter")
            elif view.legal is not None:
                # Raise when the size is open (P in pot-limit: the largest), else call or check.
                raise_keys = "p r" if game is Game.POT_LIMIT else "r"
                await press(pilot, raise_keys if view.legal.can_raise else "c")
            else:
                await pilot.pause()
            presses += 1
        assert hands == 4
        events = screen.session.hand.events
        raises = [e for e in events if isinstance(e, PlayerActed) and e.move in (Move.BET, Move.RAISE)]
        for event in raises:
            if game is Game.FIXED_LIMIT:
                unit = bet_unit(game, event.street, 10)
                assert event.total - event.previous_bet == unit or event.all_in
        for street in {e.street for e in raises}:
            assert game is not Game.FIXED_LIMIT or sum(e.street is street for e in raises) <= LIMIT_CAP
