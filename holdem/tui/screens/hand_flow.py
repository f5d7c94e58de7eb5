"""The flow of a hand on the table screen: opponents thinking, the run-out, watching, dealing, leaving.

``HandFlow`` is the table screen's base: it lets the opponents act at their pace until the
player's turn, reveals an all-in run-out card by card, plays the rest of a folded hand on at
the opponents' pace (Enter or Space skip to the result), deals the next hand by itself after
a countdown when the player chose so, and asks before leaving mid-hand.
"""

from __future__ import annotations

import threading
from functools import partial

from rich.text import Text
from textual import events, on
from textual.binding import Binding

from holdem.app import strings
from holdem.app.session import PLAYER_SEAT, Session
from holdem.app.table_model import run_out_start
from holdem.engine.actions import Action
from holdem.i18n.catalog import _
from holdem.tui.countdown import Countdown
from holdem.tui.crash import guarded_sync
from holdem.tui.messages import BotDecided, bot_worker
from holdem.tui.screens.small import SizeAware

REVEAL_PAUSE = 0.9  # seconds between the cards of an all-in run-out
# Table actions whose keys leave the auto-deal countdown running: pages (the coach's too), toggles
# and leaving.
KEEP_COUNTDOWN_ACTIONS = frozenset(
    {"help", "stats", "history", "toggle_hud", "player", "note", "toggle_odds", "settings", "toggle_amounts",
     "app.coach('review')", "app.coach('summary')", "app.request_quit"}
)


class HandFlow(SizeAware):
    """What happens on the table between the player's decisions; the table screen draws it."""

    def __init__(self, session: Session, *, run_out_pause: float | None = None, tick: float = 1.0) -> None:
        super().__init__()
        self.session = session
        if run_out_pause is None:
            run_out_pause = 0.0 if session.pacing.no_pauses else REVEAL_PAUSE
        self.run_out_pause = run_out_pause
        self.thinking: int | None = None
        self.rush = False  # play the rest of the hand out at once
        self.run_out_shown: int | None = None  # the hand whose all-in run-out has been revealed
        self.quitting = False
        self.board_shown: int | None = None
        self.message = Text()
        self._wake = threading.Event()
        self.dealer = Countdown(self, self._show_countdown, self._deal_by_itself, tick=tick)  # auto-deal
        self._before_countdown = Text()

    def on_unmount(self) -> None:
        """Wake an opponent still in its thinking pause, so leaving never waits for it."""
        self._wake.set()

    # What the table screen provides.

    def start_hand(self) -> None:
        """Deal the next hand."""
        raise NotImplementedError

    def refresh_table(self) -> None:
        """Draw the table as it is now."""
        raise NotImplementedError

    def say_text(self, message: Text) -> None:
        """Put ``message`` on the message line."""
        raise NotImplementedError

    def turn_arrives(self) -> bool:
        """Whether a choice made before the player's turn has just been played (the betting screen says)."""
        return False

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
                if self.turn_arrives():  # a pre-action chosen while waiting plays itself
                    continue
                self.refresh_table()
                return
            if self.thinking == seat:  # already asked (a second advance, e.g. the first hand's deferred one)
                return
            folded = hand.folded[PLAYER_SEAT]
            if self.rush or session.pacing.instant or (folded and not session.pacing.watch_folded):
                session.act_for_bot(seat, session.decide_or_none(seat))
                continue
            if folded and not self.message.plain:
                self.message = Text(_(strings.MSG_WATCHING), style="italic #87d7ff")
            self.think(seat)
            return

    def think(self, seat: int) -> None:
        """Ask the opponent in a worker thread, after a short human-like pause."""
        session = self.session
        assert session.hand is not None
        self.thinking = seat
        self.refresh_table()
        view, pause = session.view(seat), session.pause()
        number, wake = session.hand.hand_number, self._wake
        opponent = partial(session.opponent, seat)  # in the worker: it may build the opponents first
        self.run_worker(
            bot_worker(opponent, view, pause, wake, lambda m: self.post_message(m), seat, number),
            thread=True, group="bots", exit_on_error=False,
        )

    @on(BotDecided)
    @guarded_sync
    def bot_decided(self, message: BotDecided) -> None:
        if message.failure is not None:
            raise message.failure
        hand = self.session.hand
        if hand is None or hand.hand_number != message.hand_number or hand.to_act != message.seat:
            return
        self.thinking = None
        self.session.act_for_bot(message.seat, message.action)
        self.advance()

    def hand_over(self) -> None:
        view = self.session.view()
        start = run_out_start(view)
        # After the player folds, the rest plays at the opponents' pace unless skipped (SPEC section 1).
        skip = view.folded[PLAYER_SEAT] and not self.session.pacing.watch_folded
        instant = self.rush or self.run_out_pause <= 0 or skip
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
        if self.message.plain == _(strings.MSG_WATCHING):
            self.message = Text()
        self.refresh_table()
        if self.quitting:
            self.app.exit()
        elif self.is_current:
            self.start_countdown()

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
        self.skip_to_result()

    def skip_to_result(self) -> None:
        """Play the rest of the hand out without pauses (Enter or Space while watching, or leaving)."""
        self.rush = True
        self._wake.set()
        if self.board_shown is not None:
            self.board_shown = None
            self.hand_over()
        elif self.thinking is None:
            self.advance()
        # Otherwise the opponent now thinking answers at once, and advance() goes on from there.

    @property
    def watching(self) -> bool:
        """The player has folded and the rest of the hand is playing on at the opponents' pace."""
        hand = self.session.hand
        playing = hand is not None and (not hand.is_over or self.board_shown is not None)
        return playing and hand is not None and hand.folded[PLAYER_SEAT] and not self.rush

    def start_countdown(self) -> None:
        """Between hands, with the auto-deal setting on: the next hand deals itself after a countdown."""
        if self.between_hands and not self.quitting and not self.dealer.running:
            self._before_countdown = self.message
            self.dealer.start(self.session.pacing.auto_deal)

    def _show_countdown(self, seconds: int) -> None:
        words = Text(_(strings.AUTO_DEAL_IN).format(seconds=seconds), style="bold #87d7ff")
        self.say_text(Text("  ").join([self._before_countdown, words]) if self._before_countdown else words)

    def _deal_by_itself(self) -> None:
        if self.between_hands and not self.quitting:
            self.start_hand()

    def on_key(self, event: events.Key) -> None:
        """While the next hand counts down, any key but a page's, a toggle's or Q deals it at once."""
        if self.dealer.running and not self._keeps_countdown(event.key):
            event.stop()
            event.prevent_default()
            self._deal_by_itself()

    def _keeps_countdown(self, key: str) -> bool:
        return any(
            isinstance(binding, Binding) and binding.action in KEEP_COUNTDOWN_ACTIONS
            and key in binding.key.split(",")
            for binding in self.BINDINGS
        )

    def on_screen_suspend(self) -> None:
        if self.dealer.running:  # a page over the table: no hand is dealt behind it, and its count goes
            self.dealer.stop()
            self.message = self._before_countdown  # (it starts again, once, when the table is back)

    def on_screen_resume(self) -> None:
        if self.session.hand is not None:
            self.start_countdown()

    @property
    def between_hands(self) -> bool:
        hand = self.session.hand
        return hand is not None and hand.is_over and self.board_shown is None

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
