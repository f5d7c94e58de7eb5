"""The settings page (key T): language, cards, opponent speed, amounts in chips or bb, the flow of hands, and
the seats and betting structure of a new session's table.

Each change applies at once to the app's reactive state (its ``language`` and
``deck``, which the screens behind follow) and is saved in the data directory.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar, Final

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen

from holdem.app import render, strings
from holdem.app.session import Pacing
from holdem.engine.cards import parse_cards
from holdem.i18n import catalog
from holdem.i18n.catalog import _
from holdem.i18n.numbers import amount_unit
from holdem.settings import CHOICES, SPEED_DELAYS, Settings, load_settings, save_settings
from holdem.tui.crash import guarded
from holdem.tui.look import GameApp
from holdem.tui.messages import ControlClicked
from holdem.tui.screens.amounts import show_amounts
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import Control, TextPanel

ROWS: Final = ("language", "deck", "suits", "speed", "amounts", *("after_fold", "auto_deal"), "seats", "game")
PREVIEW_CARDS: Final = "As Kh Qd Jc Ts"


def _speed_of(delay: float | None) -> str:
    for speed, value in SPEED_DELAYS.items():
        if value == delay:
            return speed
    if delay is None:
        return "normal"
    return min(SPEED_DELAYS, key=lambda speed: abs((SPEED_DELAYS[speed] or 0.6) - delay))


def _flow_shown(pacing: Pacing) -> dict[str, str]:
    """The flow-of-hands settings as the page shows them: after I fold, the next hand."""
    after_fold = "watch" if pacing.watch_folded else "skip"
    return {"after_fold": after_fold, "auto_deal": str(pacing.auto_deal or "off")}


def _flow_change(name: str, choice: str) -> dict[str, Any]:
    """The change to the pacing that a flow-of-hands ``choice`` makes."""
    if name == "after_fold":
        return {"watch_folded": choice == "watch"}
    return {"auto_deal": 0 if choice == "off" else int(choice)}


class SettingsScreen(SizeAware):
    """↑ ↓ pick a setting, ← → Enter Space change it, Esc or T close."""

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    SettingsScreen { background: #101410; align: center top; }
    #settings-box { width: 70; max-width: 100%; height: auto; padding: 1 2; margin-top: 1;
                    background: #1a1a1a; border: round #a0703c; }
    #settings-box Control { width: 100%; margin-right: 0; }
    #settings-title { height: 2; }
    #settings-preview { height: 2; margin-top: 1; }
    #settings-message { height: auto; margin-top: 1; }
    #settings-hint { dock: bottom; height: 1; background: #1c1c1c; padding: 0 1; color: #d7d7af; }
    SettingsScreen.-short #settings-box { padding: 0 2; margin-top: 0; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,t,T", "close", show=False),
        Binding("up,k", "move(-1)", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("right,l,enter,space", "change(1)", show=False),
        Binding("left,h", "change(-1)", show=False),
    ]

    def __init__(self, data_dir: str | None = None) -> None:
        super().__init__()
        self.data_dir = data_dir
        self.row = 0
        self.message = Text()
        self.saved = Settings()
        if data_dir is not None:
            self.saved, moved = load_settings(data_dir)
            if moved is not None:
                self.message = Text(_(strings.SETTINGS_DAMAGED).format(path=moved), style="bold #ffaf5f")

    def compose(self) -> ComposeResult:
        with Vertical(id="settings-box"):
            yield TextPanel(id="settings-title")
            for name in ROWS:
                yield Control(f"pick('{name}')", id=f"settings-{name}")
            yield TextPanel(id="settings-preview")
            yield TextPanel(id="settings-message")
        yield TextPanel(id="settings-hint")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.draw()

    # ----- what each setting is now ---------------------------------------------------

    @property
    def game(self) -> GameApp:
        """The app whose settings these are."""
        app = self.app
        if not isinstance(app, GameApp):
            raise TypeError("the settings page belongs to a GameApp")
        return app

    def current(self) -> dict[str, str]:
        game = self.game
        return {"language": game.language, "deck": game.deck.colours, "suits": game.deck.suits,
                "speed": _speed_of(game.session.pacing.delay), "amounts": amount_unit(),
                **_flow_shown(game.session.pacing), "seats": self.saved.seats,
                "game": self.saved.game}

    def _label(self, name: str) -> str:
        return {"language": _(strings.SETTINGS_LANGUAGE), "deck": _(strings.SETTINGS_DECK),
                "suits": _(strings.SETTINGS_SUITS), "speed": _(strings.SETTINGS_SPEED),
                "amounts": _(strings.SETTINGS_AMOUNTS), "after_fold": _(strings.SETTINGS_AFTER_FOLD),
                "auto_deal": _(strings.SETTINGS_AUTO_DEAL), "seats": _(strings.SETTINGS_SEATS),
                "game": _(strings.SETTINGS_GAME)}[name]

    def _value(self, name: str, value: str) -> str:
        if name == "language":
            return catalog.LANGUAGE_NAMES.get(value, value)
        if name == "seats":
            return value
        choices: dict[str, str] = {"deck": _(strings.DECK_CHOICES), "suits": _(strings.SUIT_CHOICES),
                                   "speed": _(strings.SPEED_CHOICES), "amounts": _(strings.AMOUNT_CHOICES),
                                   "after_fold": _(strings.AFTER_FOLD_CHOICES),
                                   "auto_deal": _(strings.AUTO_DEAL_CHOICES),
                                   "game": _(strings.GAME_NAMES)}[name]
        return choices[value]

    def draw(self) -> None:
        title = Text(_(strings.SETTINGS_TITLE), style="bold underline")
        self.query_one("#settings-title", TextPanel).text = title
        now = self.current()
        # The labels' column is as wide as the longest label, plus a gap: a value never touches it.
        label_width = max(len(self._label(name)) for name in ROWS) + 2
        for i, name in enumerate(ROWS):
            chosen = i == self.row
            face = Text("▶ " if chosen else "  ", style="bold #ffd75f")
            face.append(f"{self._label(name):<{label_width}}", style="bold" if chosen else "")
            face.append(f"‹ {self._value(name, now[name])} ›",
                        style="bold #000000 on #ffd75f" if chosen else "#d7d7af")
            self.query_one(f"#settings-{name}", Control).set_face(face, True)
        preview = Text(f"{_(strings.SETTINGS_PREVIEW)}  ", style="dim")
        deck = self.game.deck
        preview.append_text(render.cards_text(parse_cards(PREVIEW_CARDS), deck=deck))
        preview.append("   ")
        preview.append_text(render.cards_text(parse_cards(PREVIEW_CARDS), plain=True, deck=deck))
        self.query_one("#settings-preview", TextPanel).text = preview
        self.query_one("#settings-message", TextPanel).text = self.message
        self.query_one("#settings-hint", TextPanel).text = Text(_(strings.SETTINGS_HINT))

    # ----- keys -----------------------------------------------------------------------

    def action_move(self, step: int) -> None:
        self.row = (self.row + step) % len(ROWS)
        self.draw()

    def action_change(self, step: int) -> None:
        name = ROWS[self.row]
        options = CHOICES[name]
        now = self.current()[name]
        value = options[(options.index(now) + step) % len(options)] if now in options else options[0]
        self.apply(name, value)

    def action_pick(self, name: str) -> None:
        """A click on a row selects it and changes it."""
        self.row = ROWS.index(name)
        self.action_change(1)

    def apply(self, name: str, value: str) -> None:
        """Use ``value`` for the setting ``name`` now, and save it."""
        game = self.game
        if name == "language":
            game.language = value
        elif name == "deck":
            game.deck = game.deck.with_(colours=value)
        elif name == "suits":
            game.deck = game.deck.with_(suits=value)
        elif name == "amounts":
            show_amounts(game, value)
        elif name == "speed":
            game.session.pacing = replace(game.session.pacing, delay=SPEED_DELAYS[value])
        elif name in ("seats", "game"):
            pass  # the table in play keeps its seats and structure: a new session takes them
        else:  # the flow of hands: after I fold, the next hand
            game.session.pacing = replace(game.session.pacing, **_flow_change(name, value))
        self.saved = self.saved.with_(**{name: value})
        self.message = Text()
        if self.data_dir is not None:
            try:
                path = save_settings(self.saved, self.data_dir)
                self.message = Text(_(strings.SETTINGS_SAVED).format(path=path), style="dim")
                if name == "seats":
                    now = game.session.table.config.num_seats
                    self.message.append(" " + _(strings.SETTINGS_SEATS_LATER).format(seats=value, now=now))
                if name == "game":
                    names = _(strings.GAME_NAMES)
                    later = _(strings.SETTINGS_GAME_LATER).format(
                        game=names[value], now=names[game.session.table.config.game.value])
                    self.message.append(" " + later)
            except OSError as error:
                self.message = Text(_(strings.SETTINGS_NOT_SAVED).format(error=error), style="bold #ffaf5f")
        self.draw()

    def action_close(self) -> None:
        self.dismiss(True)

    @guarded
    async def on_control_clicked(self, message: ControlClicked) -> None:
        message.stop()
        await self.run_action(message.action)


def open_settings(screen: Screen[Any]) -> None:
    """Push the settings page over ``screen`` (which follows the app's language and card style)."""
    app = screen.app
    app.push_screen(SettingsScreen(app.data_dir if isinstance(app, GameApp) else None))
