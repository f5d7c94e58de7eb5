"""Amounts at the table in chips or in big blinds: key B on the table, a row on the settings page."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import App

from holdem.app import strings
from holdem.i18n.catalog import _, current_language
from holdem.i18n.numbers import amount_unit, set_amount_unit
from holdem.tui.look import GameApp, wordy
from holdem.tui.screens.small import SizeAware, fit_to_size

BIG_BLIND = 10  # the game's big blind (holdem.engine.table.TableConfig)


def show_amounts(app: App[Any], unit: str) -> None:
    """Show every amount in ``unit`` ("chips" or "bb") from now on, on every open screen."""
    set_amount_unit(unit, BIG_BLIND)
    # Amounts in big blinds are longer words: the action bar stacks where Portuguese does.
    app.set_class(wordy(current_language()), "-wordy")
    for screen in app.screen_stack:
        if isinstance(screen, SizeAware):
            fit_to_size(screen, app.size.width, app.size.height)
        redraw = getattr(screen, "refresh_table", None)
        if callable(redraw):
            redraw()


class AmountsKey:
    """Key B: switch the table's amounts between chips and big blinds, and save the choice."""

    app: App[Any]

    def action_toggle_amounts(self) -> None:
        from holdem.settings import save_choice  # loaded on the first B, not with the table

        unit = "chips" if amount_unit() == "bb" else "bb"
        show_amounts(self.app, unit)
        app = self.app
        if isinstance(app, GameApp) and app.data_dir is not None:
            save_choice(app.data_dir, "amounts", unit)
        said = _(strings.MSG_AMOUNTS_BB) if unit == "bb" else _(strings.MSG_AMOUNTS_CHIPS)
        say = getattr(self, "say", None)
        if callable(say):
            say(said, style="italic")
        else:
            self.app.notify(Text(said).plain)
