"""The practice keys on the table: S statistics, L hand history, U the seat HUD, O the odds aid."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from holdem.app import strings as S
from holdem.app.odds import Odds, compute_odds, odds_key
from holdem.app.practice_text import hud_line, odds_text
from holdem.app.session import PLAYER_SEAT, Session
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _
from holdem.tui.crash import guarded_sync
from holdem.tui.widgets import TextPanel


@dataclass
class OddsReady(Message):
    """The odds worker has an estimate for one moment of a hand."""

    odds: Odds


class PracticeTools:
    """Mixed into the table screen (a Textual ``Screen``): the keys that open or toggle the tools."""

    session: Session
    hud_on: bool = False
    odds_on: bool = False
    odds: Odds | None = None

    # ----- screens ---------------------------------------------------------------------

    def action_stats(self) -> None:
        from holdem.tui.screens.stats import StatsScreen

        self.app.push_screen(StatsScreen(self.session))  # type: ignore[attr-defined]

    def action_history(self) -> None:
        from holdem.tui.screens.history import LIST_LENGTH, HistoryScreen

        records = self.session.records
        hands = records.store.recent(LIST_LENGTH) if records is not None else []
        self.app.push_screen(HistoryScreen(hands))  # type: ignore[attr-defined]

    # ----- the HUD ---------------------------------------------------------------------

    def action_toggle_hud(self) -> None:
        self.hud_on = not self.hud_on
        self.set_class(self.hud_on, "-hud")  # type: ignore[attr-defined]
        self.say(_(S.MSG_HUD_ON) if self.hud_on else _(S.MSG_HUD_OFF), style="italic")
        self.refresh_table()  # type: ignore[attr-defined]

    def huds(self) -> list[str]:
        """A stats line per seat, from every hand seen with that player (none when the HUD is off)."""
        if not self.hud_on:
            return []
        lifetime = self.session.lifetime()
        lines = []
        for seat, name in enumerate(self.session.names):
            stats = lifetime.hero if seat == PLAYER_SEAT else lifetime.players.get(name)
            lines.append(hud_line(stats) if stats is not None else "")
        return lines

    # ----- the odds aid ----------------------------------------------------------------

    def action_toggle_odds(self) -> None:
        self.odds_on = not self.odds_on
        self.set_class(self.odds_on, "-odds")  # type: ignore[attr-defined]
        self.say(_(S.MSG_ODDS_ON) if self.odds_on else _(S.MSG_ODDS_OFF), style="italic")
        self.refresh_table()  # type: ignore[attr-defined]

    def draw_odds(self, view: PlayerView) -> None:
        """Show the odds for ``view``, starting an estimate if there is none for this moment yet."""
        if not self.odds_on:
            return
        in_hand = view.hole_cards is not None and not view.folded[PLAYER_SEAT]
        current = self.odds if self.odds is not None and self.odds.key == odds_key(view) else None
        if current is None and in_hand and not view.is_over:
            if self.session.pacing.instant:
                current = self.odds = compute_odds(view)
            else:
                self.run_worker(  # type: ignore[attr-defined]
                    lambda: self.post_message(OddsReady(compute_odds(view))),  # type: ignore[attr-defined]
                    thread=True, group="odds", exclusive=True, exit_on_error=False,
                )
        panel = self.query_one("#odds", TextPanel)  # type: ignore[attr-defined]
        panel.text = odds_text(current, in_hand=in_hand, over=view.is_over)

    @guarded_sync
    def on_odds_ready(self, message: OddsReady) -> None:
        self.odds = message.odds
        hand = self.session.hand
        if self.odds_on and hand is not None:
            view = self.session.view()
            if odds_key(view) == message.odds.key:
                self.draw_odds(view)

    def say(self, message: str, style: str = "bold #ffaf5f") -> None:
        raise NotImplementedError

