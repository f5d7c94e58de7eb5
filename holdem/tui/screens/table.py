"""The table: six seats, the board and pot, the action log and the action bar."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical

from holdem.app import strings as S
from holdem.app.log_lines import log_lines
from holdem.app.render import result_text
from holdem.app.session import PLAYER_SEAT, Session
from holdem.app.table_model import Stage, player_net, result_lines, run_out_start
from holdem.bots.base import Bot
from holdem.engine.actions import Action
from holdem.engine.events import SeatRebought
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _
from holdem.tui.action_bar import ActionBar
from holdem.tui.crash import guarded, guarded_sync
from holdem.tui.felt import draw_felt, felt
from holdem.tui.messages import BotDecided, ControlClicked
from holdem.tui.player_keys import PlayerKeys
from holdem.tui.practice_keys import PracticeTools
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import KeyFooter, LogView, TextPanel, deck_of

LOG_KEEP = 400  # lines of earlier hands kept in the log
REVEAL_PAUSE = 0.9  # seconds between the cards of an all-in run-out


def _letters(key: str) -> str:
    return f"{key},{key.upper()}"


class TableScreen(PlayerKeys, PracticeTools, SizeAware):
    """Where the hands are played. Keys are bindings on the screen; no widget here takes focus."""

    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(_letters("f"), "fold", "Fold", show=False),
        Binding(_letters("c"), "check_call", "Check/Call", show=False),
        Binding(_letters("r"), "raise", "Raise", show=False),
        *(Binding(str(i + 1), f"chip({v})", f"Chip {v}", show=False)
          for i, v in enumerate((5, 10, 25, 50, 100, 500))),
        Binding("backspace", "take_back", "Take back", show=False),
        Binding(_letters("m"), "preset('min')", "Min", show=False),
        Binding(_letters("h"), "preset('half')", "Half pot", show=False),
        Binding(_letters("p"), "preset('pot')", "Pot", show=False),
        Binding(_letters("a"), "preset('all_in')", "All in", show=False),
        Binding("enter,space", "next_hand", S.KEY_NEXT.english, key_display="Enter"),
        Binding("enter,space", "explain_next_hand", show=False),  # when the one above is greyed
        Binding("question_mark", "help", S.KEY_HELP.english, key_display="?"),
        Binding(_letters("s"), "stats", S.KEY_STATS.english, show=False),
        Binding(_letters("l"), "history", S.KEY_HISTORY.english, show=False),
        Binding(_letters("u"), "toggle_hud", S.KEY_HUD.english, show=False),
        Binding(_letters("o"), "toggle_odds", S.KEY_ODDS.english, show=False),
        Binding(_letters("t"), "settings", S.KEY_SETTINGS.english, show=False),
        Binding(_letters("q"), "app.request_quit", S.KEY_QUIT.english, key_display="Q"),
    ]

    def __init__(self, session: Session, *, show_seed: bool, run_out_pause: float | None = None) -> None:
        super().__init__()
        self.session = session
        if run_out_pause is None:
            run_out_pause = 0.0 if session.pacing.no_pauses else REVEAL_PAUSE
        self.run_out_pause = run_out_pause
        self.show_seed = show_seed
        self.chips: list[int] = []
        self.fold_armed = False
        self.thinking: int | None = None
        self.rush = False  # play the rest of the hand out at once
        self.run_out_shown: int | None = None  # the hand whose all-in run-out has been revealed
        self.quitting = False
        self.board_shown: int | None = None
        self.message = Text()
        self.past_log: list[Text] = []
        self._wake = threading.Event()

    # ----- layout -----------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TextPanel(id="top-bar")
        with Horizontal(id="main"):
            yield from felt()
            yield LogView(id="log")
        yield TextPanel(id="odds")
        yield TextPanel(id="message")
        with Vertical(id="bottom"):
            yield ActionBar(id="action-bar")
            yield TextPanel(id="result")
        yield KeyFooter(compact=True, show_command_palette=False)
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.start_hand()

    def on_resize(self, event: events.Resize) -> None:
        was_stacked = self.has_class("-stack-bar")
        super().on_resize(event)
        if was_stacked != self.has_class("-stack-bar") and self.session.hand is not None:
            self.refresh_table()  # the action bar draws its stack in one place or the other

    # ----- the flow of a hand -----------------------------------------------------

    def start_hand(self) -> None:
        session = self.session
        if session.hand is not None:
            self.past_log = (self.past_log + self._hand_log())[-LOG_KEEP:]
        session.start_hand()
        self.chips.clear()
        self.fold_armed = self.rush = False
        self.board_shown = None
        self._wake.clear()
        view = session.view()
        rebuys = [e for e in view.events if isinstance(e, SeatRebought)]
        self.message = Text(
            " ".join(_(S.MSG_REBUY).format(name=view.names[e.seat], amount=e.amount) for e in rebuys),
            style="bold #87d7ff",
        )
        self._show_notices()
        self.advance()

    def _show_notices(self) -> None:
        """Problems with the records (a hand not saved, a file repaired) go on the message line."""
        if self.session.notices:
            self.message = Text(" ".join(S.notice(n) for n in self.session.notices), style="bold #ffaf5f")
            self.session.notices.clear()

    def advance(self) -> None:
        """Let opponents act until it is the player's turn or the hand is over."""
        session = self.session
        while True:
            hand = session.hand
            assert hand is not None
            if hand.is_over:
                self.hand_over()
                return
            seat = hand.to_act
            assert seat is not None
            if seat == PLAYER_SEAT:
                if self.quitting:
                    session.act(PLAYER_SEAT, Action.fold())
                    continue
                self.refresh_table()
                return
            if self.rush or session.pacing.instant or hand.folded[PLAYER_SEAT]:
                self._bot_acts_at_once(seat)
                continue
            self.think(seat)
            return

    def think(self, seat: int) -> None:
        """Ask the opponent in a worker thread, after a short human-like pause."""
        session = self.session
        assert session.hand is not None
        self.thinking = seat
        self.refresh_table()
        bot, view, pause = session.bot_at(seat), session.view(seat), session.pause()
        number, wake = session.hand.hand_number, self._wake
        self.run_worker(
            _thinker(bot, view, pause, wake, lambda m: self.post_message(m), seat, number),
            thread=True, group="bots", exit_on_error=False,
        )

    @on(BotDecided)
    @guarded_sync
    def bot_decided(self, message: BotDecided) -> None:
        hand = self.session.hand
        if hand is None or hand.hand_number != message.hand_number or hand.to_act != message.seat:
            return
        self.thinking = None
        self._apply_bot_action(message.seat, message.action)
        self.advance()

    def _bot_acts_at_once(self, seat: int) -> None:
        """The opponent decides here, without a worker; one that fails checks or folds."""
        try:
            action: Action | None = self.session.decide(seat)
        except Exception:  # as in a worker (_thinker): the table plays on
            action = None
        self._apply_bot_action(seat, action)

    def _apply_bot_action(self, seat: int, action: Action | None) -> None:
        hand = self.session.hand
        assert hand is not None
        if action is None or hand.why_illegal(action, seat) is not None:
            # A bot that fails must not stop the game; it checks or folds instead.
            legal = hand.legal_actions()
            action = Action.check() if legal.can_check else Action.fold()
        self.session.act(seat, action)

    def hand_over(self) -> None:
        view = self.session.view()
        start = run_out_start(view)
        # After the player folds, the rest of the hand plays out at once (SPEC section 1).
        instant = self.rush or self.run_out_pause <= 0 or view.folded[PLAYER_SEAT]
        if (
            start is not None
            and start < 5
            and not instant
            and self.board_shown is None
            and self.run_out_shown != view.hand_number
        ):
            self.board_shown = start
            self.refresh_table()
            self.set_timer(self.run_out_pause, self.reveal_next)
            return
        self.board_shown = None
        self.refresh_table()
        if self.quitting:
            self.app.exit()

    def reveal_next(self) -> None:
        if self.board_shown is None:
            return
        self.board_shown = 3 if self.board_shown < 3 else self.board_shown + 1
        if self.board_shown >= 5:
            self.board_shown = None
            self.run_out_shown = self.session.view().hand_number  # shown once: now the result
            self.hand_over()
            return
        self.refresh_table()
        self.set_timer(self.run_out_pause, self.reveal_next)

    def finish_at_once(self) -> None:
        """Fold the player's hand (when it comes to them) and play the hand out without pauses."""
        self.quitting = True
        self.rush = True
        self._wake.set()
        if self.board_shown is not None:
            self.board_shown = None
            self.hand_over()
        elif self.thinking is None:
            self.advance()
        # Otherwise the opponent now thinking answers at once, and advance() goes on from there.

    @property
    def between_hands(self) -> bool:
        hand = self.session.hand
        return hand is not None and hand.is_over and self.board_shown is None

    # ----- drawing ----------------------------------------------------------------

    def _hand_log(self) -> list[Text]:
        view = self.session.view()
        events = view.events
        if self.board_shown is not None:
            from holdem.app.table_model import visible_events

            events = visible_events(view, self._stage())
        return log_lines(events, view.names, PLAYER_SEAT, deck_of(self))

    def _stage(self) -> Stage:
        return Stage(thinking=self.thinking, board_shown=self.board_shown)

    def refresh_table(self) -> None:
        session = self.session
        view = session.view()
        stage = self._stage()
        draw_felt(self, view, stage, session.rebuys, self.huds())
        self.draw_odds(view)
        self.query_one(LogView).set_lines(self.past_log + self._hand_log())
        self.query_one("#top-bar", TextPanel).text = self._top_bar(view)
        self.query_one("#message", TextPanel).text = self.message
        waiting = ""
        if view.folded[PLAYER_SEAT]:
            waiting = _(S.YOU_FOLDED)
        elif view.to_act is not None and view.to_act != PLAYER_SEAT:
            waiting = _(S.WAITING).format(name=view.names[view.to_act])
        elif view.all_in[PLAYER_SEAT]:
            waiting = _(S.MSG_WHO_ACTS_ALL_IN)
        self.query_one(ActionBar).show(
            self._legal(view), self.chips, view.pot_total, waiting, compact=self.has_class("-stack-bar")
        )
        between = self.between_hands
        if between and session.notices:
            self._show_notices()
            self.query_one("#message", TextPanel).text = self.message
        if between:
            self.query_one("#result", TextPanel).text = result_text(result_lines(view), player_net(view))
        if between != self.has_class("-between-hands"):
            self.set_class(between, "-between-hands")
            self.refresh_bindings()  # the footer greys Enter during a hand

    def _top_bar(self, view: PlayerView) -> Text:
        session = self.session
        text = Text(f" {_(S.APP_TITLE)} ", style="bold #000000 on #87af5f")
        parts = [_(S.HAND_NUMBER).format(number=view.hand_number),
                 _(S.BLINDS).format(small=view.small_blind, big=view.big_blind)]
        net = session.net
        if self.board_shown is not None and session.hand is not None:
            # While the board is still running out, the result of this hand is not known yet.
            net -= session.hand.stacks[PLAYER_SEAT] - session.hand.starting_stacks[PLAYER_SEAT]
        parts.append(_(S.SESSION_RESULT).format(result=f"{net:+d}" if net else "0"))
        if session.player_rebuys():
            parts.append(_(S.YOUR_REBUYS).format(count=session.player_rebuys()))
        if self.show_seed:
            parts.append(_(S.SEED).format(seed=session.seed))
        text.append("  " + "  ·  ".join(parts), style="#d7d7af")
        return text

    def say(self, message: str, style: str = "bold #ffaf5f") -> None:
        self.message = Text(message, style=style)
        self.query_one("#message", TextPanel).text = self.message

    # ----- the player's keys ------------------------------------------------------

    def action_next_hand(self) -> None:
        if self.between_hands:
            self.start_hand()

    def action_explain_next_hand(self) -> None:
        self.say(_(S.MSG_IN_HAND))

    def action_help(self) -> None:
        from holdem.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_settings(self) -> None:
        from holdem.tui.screens.settings import open_settings

        open_settings(self, self.refresh_table)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.has_class("-too-small") and "quit" not in action:
            return False  # the table is hidden: no key may play a hand the player cannot see
        if action == "next_hand":
            return True if self.between_hands else None
        return True

    @on(ControlClicked)
    @guarded
    async def control_clicked(self, message: ControlClicked) -> None:
        await self.run_action(message.action)

    # ----- leaving ----------------------------------------------------------------

    def request_quit(self) -> None:
        """Q or Ctrl+C: leave now between hands; during a hand, ask first."""
        if self.quitting:
            return
        hand = self.session.hand
        if hand is None or hand.is_over:
            self.quitting = True
            self.app.exit()
            return
        if hand.folded[PLAYER_SEAT]:
            self.finish_at_once()
            return
        from holdem.tui.screens.confirm import QuitScreen

        def answered(leave: bool | None) -> None:
            if leave:
                self.finish_at_once()

        self.app.push_screen(QuitScreen(), answered)


def _thinker(
    bot: Bot,
    view: PlayerView,
    pause: float,
    wake: threading.Event,
    post: Callable[[BotDecided], object],
    seat: int,
    hand_number: int,
) -> Callable[[], None]:
    def work() -> None:
        try:
            action: Action | None = bot.decide(view)
            error = ""
        except Exception as exc:  # reported, and the table plays on
            action, error = None, repr(exc)
        wake.wait(pause)
        post(BotDecided(seat, hand_number, action, error))

    return work
