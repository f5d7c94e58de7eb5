"""The table's keys for reading opponents: U (the HUD: off, compact, full), I (a player's figures), N (notes).

A click on a seat opens that player's figures too. The pages are imported when first opened,
so none of them is on the way to the table's first frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from rich.text import Text
from textual.app import App

from holdem.app import strings
from holdem.app.player_notes import keep_note, note_of
from holdem.app.render import FittingText
from holdem.app.session import PLAYER_SEAT, Session
from holdem.i18n.catalog import _, msg
from holdem.records.notes import Note

# What U says, the longest form that fits the message line.
MSG_HUD_COMPACT: Final = msg("hud.MSG_HUD_COMPACT", (
    "HUD: VPIP / PFR / 3-bet %, aggression factor, n hands. U again: a second line. I: a player's figures.",
    "HUD: VPIP/PFR/3-bet/AF, n hands. U: a second line. I: a player.",
    "HUD: VPIP/PFR/3-bet/AF, n hands. U: more. I: a player.",
))
MSG_HUD_FULL: Final = msg("hud.MSG_HUD_FULL", (
    "Second line: fold to 3-bet, c-bet, fold to c-bet, WTSD %, each over the times it could "
    "(dim: fewer than 10). U hides the HUD.",
    "Line 2: fold to 3-bet, c-bet, fold to c-bet, WTSD %/chances. U: off.",
    "Line 2: F3B/CB/FCB/WTSD %/chances. U: off. I: more.",
))
PICK_STATS: Final = msg("hud.PICK_STATS", "Whose figures? Press the seat's number or click it.")
PICK_NOTE: Final = msg("hud.PICK_NOTE", "A note on whom? Press the seat's number or click it.")

HUD_NEXT: Final = {"off": "compact", "compact": "full", "full": "off"}


class PlayerKeys:
    """Mixed into the table screen, which gives the session, the message line and the redraw."""

    app: App[Any]
    session: Session
    hud: str = "off"

    if TYPE_CHECKING:  # what the table screen gives (declared only: the screen's own are used)

        def say_text(self, message: Text) -> None: ...

        def refresh_table(self) -> None: ...

        def set_class(self, add: bool, *names: str, update: bool = ...) -> Any: ...

    def action_toggle_hud(self) -> None:
        self.hud = HUD_NEXT.get(self.hud, "off")
        self.set_class(self.hud != "off", "-hud")
        self.set_class(self.hud == "full", "-hud-full")
        data_dir = getattr(self.app, "data_dir", None)
        if data_dir is not None:  # the next game starts so too
            from holdem.settings import save_choice  # loaded on the first U, not with the table

            save_choice(data_dir, "hud", self.hud)
        if self.hud == "off":
            forms = [_(strings.MSG_HUD_OFF)]
        else:
            forms = list(_(MSG_HUD_FULL if self.hud == "full" else MSG_HUD_COMPACT))
        self.say_text(FittingText([Text(form, style="italic") for form in forms]))
        self.refresh_table()

    def action_player(self) -> None:
        self._pick(_(PICK_STATS), PLAYER_SEAT, self.open_player)

    def action_note(self) -> None:
        self._pick(_(PICK_NOTE), PLAYER_SEAT + 1, self.open_note)

    def _pick(self, prompt: str, first: int, then: Callable[[int], None]) -> None:
        from holdem.tui.screens.player import SeatPickScreen

        def picked(seat: int | None) -> None:
            if seat is not None:
                then(seat)

        self.app.push_screen(SeatPickScreen(self.session.names, prompt, first=first), picked)

    def open_player(self, seat: int) -> None:
        """The figures of the player at ``seat``."""
        from holdem.tui.screens.player import PlayerScreen

        self.app.push_screen(PlayerScreen(self.session, seat))

    def open_note(self, seat: int) -> None:
        """The note on the name at ``seat`` (an opponent's)."""
        from holdem.tui.screens.note import NoteScreen

        name = self.session.names[seat]

        def written(note: Note | None) -> None:
            if note is not None:
                self.say_text(Text(keep_note(self.session, note), style="italic"))
                self.refresh_table()

        self.app.push_screen(NoteScreen(name, note_of(self.session, name)), written)
