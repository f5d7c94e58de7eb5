"""The table: its seats, the board and pot, the action log and the action bar."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive

from holdem.app import strings
from holdem.app.bet_slip import BetSlip
from holdem.app.scene import Look, PastLog, TableScene, build_scene, rebuy_message
from holdem.app.session import Session
from holdem.app.table_model import Stage
from holdem.engine.actions import LegalActions
from holdem.i18n.catalog import _
from holdem.tui.action_bar import ActionBar
from holdem.tui.crash import guarded
from holdem.tui.felt import felt
from holdem.tui.look import GameApp, deck_of, follow_look
from holdem.tui.messages import ControlClicked, SeatClicked
from holdem.tui.odds_panel import OddsPanel
from holdem.tui.screens.amounts import AmountsKey
from holdem.tui.screens.betting import BettingScreen
from holdem.tui.screens.hand_flow import HandFlow
from holdem.tui.screens.player_keys import PlayerKeys
from holdem.tui.screens.small import size_classes
from holdem.tui.table_keys import TABLE_BINDINGS
from holdem.tui.widgets import KeyFooter, LogView, MessageLines, ScenePanel, TextPanel


class TableScreen(AmountsKey, PlayerKeys, BettingScreen, HandFlow):
    """Where the hands are played. Keys are bindings on the screen; no widget here takes focus.

    Whatever changes, the screen builds one immutable ``TableScene`` (``refresh_table``) and each
    widget, bound to it, draws its own part.
    """

    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = TABLE_BINDINGS

    scene: reactive[TableScene | None] = reactive(None, layout=False)

    def __init__(
        self, session: Session, *, show_seed: bool, run_out_pause: float | None = None, tick: float = 1.0,
        odds_on: bool = False, hud: str = "off",
    ) -> None:
        super().__init__(session, run_out_pause=run_out_pause, tick=tick)
        self.show_seed = show_seed
        self.slip = BetSlip(game=session.table.config.game)  # the raise being built, F pressed once
        self.past_log = PastLog()  # earlier hands, drawn in the language of the moment
        self.hud = hud  # the HUD on the seats: off, compact, full (PlayerKeys), as the player left it
        self.set_class(hud != "off", "-hud")
        self.set_class(hud == "full", "-hud-full")
        self.odds_on = odds_on  # the odds aid (key O), as the player left it
        self.set_class(odds_on, "-odds")

    @property
    def seat_count(self) -> int:
        """The table's seats: a felt of more than six needs a larger terminal (``screens.small``)."""
        return self.session.table.config.num_seats

    # ----- layout -----------------------------------------------------------------

    def compose(self) -> ComposeResult:
        size_classes(self, self.app.size.width, self.app.size.height)  # styled once, at the right size
        scene = TableScreen.scene
        yield ScenePanel(lambda s: s.top_bar, id="top-bar").data_bind(scene)
        with Horizontal(id="main"):
            yield from felt(scene)
            yield LogView(id="log").data_bind(scene)
        yield OddsPanel(id="odds").data_bind(scene)
        yield MessageLines(id="message").data_bind(scene)
        with Vertical(id="bottom"):
            yield ActionBar(id="action-bar").data_bind(scene)
            yield ScenePanel(lambda s: s.result, id="result").data_bind(scene)
        yield KeyFooter()
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        follow_look(self, self.refresh_table)
        self.start_hand()

    def on_resize(self, event: events.Resize) -> None:
        was = self.has_class("-stack-bar"), self.has_class("-short")
        super().on_resize(event)
        if was != (self.has_class("-stack-bar"), self.has_class("-short")) and self.session.hand is not None:
            self.refresh_table()  # the action bar draws its stack in one place or the other, the top bar
            # names the help key where the line of keys is gone

    # ----- the flow of a hand -----------------------------------------------------

    def start_hand(self) -> None:
        session = self.session
        if session.hand is not None and not session.dealt_ahead:
            self.past_log.add(session.view())
        session.start_hand()
        self.slip.clear()
        self.rush = False
        self.board_shown = None
        self.dealer.stop()
        self._wake.clear()
        self.message = rebuy_message(session.view())
        self._show_notices()
        if session.table.hand_number > 1 or session.pacing.instant:
            self.advance()
        else:  # the first hand: paint the table first, then let the opponents think
            self.refresh_table()
            self.call_after_refresh(self.advance)

    def _show_notices(self) -> None:
        """Problems with the records (a hand not saved, a file repaired) go on the message line."""
        if self.session.notices:
            said = " ".join(strings.notice(n) for n in self.session.notices)
            self.message = Text(said, style="bold #ffaf5f")
            self.session.notices.clear()

    # ----- drawing ----------------------------------------------------------------

    def _stage(self) -> Stage:
        return Stage(thinking=self.thinking, board_shown=self.board_shown)

    def _legal(self) -> LegalActions | None:
        """What the player may do now, or None when it is not their turn to bet."""
        view = self.session.view()
        return None if self.board_shown is not None or self.quitting or not view.my_turn else view.legal

    def refresh_table(self) -> None:
        """Build the scene of this moment; every widget bound to it draws its part."""
        if self.between_hands and self.session.notices:
            self._show_notices()
        self.words_still_true()
        look = Look(
            stage=self._stage(), legal=self._legal(), chips=tuple(self.slip.chips), message=self.message,
            past_log=self.past_log.lines(deck_of(self)), deck=deck_of(self), show_seed=self.show_seed,
            hud=self.hud, odds_on=self.odds_on, compact=self.has_class("-stack-bar"),
            pre=self.pre_action_shown(), help_key=self.has_class("-short"),
        )
        self.scene = build_scene(self.session, look)

    def watch_scene(self, scene: TableScene | None) -> None:
        between = scene is not None and scene.between_hands
        if between != self.has_class("-between-hands"):
            self.set_class(between, "-between-hands")
            self.refresh_bindings()  # the footer offers Enter between hands only

    def say(self, message: str, style: str = "bold #ffaf5f") -> None:
        self.say_text(Text(message, style=style))

    def say_text(self, message: Text) -> None:
        self.message = message
        if self.scene is not None:
            self.scene = replace(self.scene, message=self.message)

    # ----- the other keys -----------------------------------------------------------

    def action_next_hand(self) -> None:
        if self.between_hands:
            self.start_hand()

    def action_explain_next_hand(self) -> None:
        if self.watching:
            self.skip_to_result()  # Enter or Space after folding: straight to the result
        elif self.slip.chips and self._legal() is not None:
            self.action_raise()  # a raise built (chips, a size): Enter makes it, as R does
        else:
            self.say(_(strings.MSG_IN_HAND))

    def action_help(self) -> None:
        from holdem.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_settings(self) -> None:
        from holdem.tui.screens.settings import open_settings

        open_settings(self)

    def action_stats(self) -> None:
        from holdem.tui.screens.stats import StatsScreen

        self.app.push_screen(StatsScreen(self.session))

    def action_history(self) -> None:
        from holdem.tui.screens.history import HistoryScreen

        self.app.push_screen(HistoryScreen.of(self.session.records))

    def action_toggle_odds(self) -> None:
        from holdem.settings import save_choice  # loaded on the first O, not with the table

        self.odds_on = not self.odds_on
        self.set_class(self.odds_on, "-odds")
        app = self.app
        if isinstance(app, GameApp) and app.data_dir is not None:  # the next game starts so too
            save_choice(app.data_dir, "odds", "on" if self.odds_on else "off")
        self.say(_(strings.MSG_ODDS_ON) if self.odds_on else _(strings.MSG_ODDS_OFF), style="italic")
        self.refresh_table()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.has_class("-too-small") and "quit" not in action:
            return False  # the table is hidden: no key may play a hand the player cannot see
        if action == "next_hand":
            return self.between_hands  # not offered during a hand (Enter there explains, or skips)
        return True

    @on(ControlClicked)
    @guarded
    async def control_clicked(self, message: ControlClicked) -> None:
        await self.run_action(message.action)

    def on_seat_clicked(self, message: SeatClicked) -> None:
        if self.check_action("player", ()):
            self.open_player(message.seat)

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        if self.session.hand is not None:
            self.refresh_table()  # a note written on a page over the table marks its seat
