"""The table's keys: each letter in both cases (Textual binds "f" and "F" apart), and the footer's words.

A shown binding's description is the English message id of a ``strings.KEY_`` constant; the
footer says it in the current language (``KeyFooter``).
"""

from __future__ import annotations

from typing import Final

from textual.binding import Binding, BindingType

from holdem.app import coach_strings, drill_strings, strings
from holdem.i18n.catalog import msg

KEY_PLAYER: Final = msg("hud.KEY_PLAYER", "Player")
KEY_NOTE: Final = msg("hud.KEY_NOTE", "Note")


def _letters(key: str) -> str:
    return f"{key},{key.upper()}"


TABLE_BINDINGS: Final[list[BindingType]] = [
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
    # Regulars' tools (issue 12): sizes beside M H P A, a typed amount, Call any while waiting.
    Binding(_letters("z"), "size(0)", "2.5x or a third of the pot", show=False),
    Binding(_letters("x"), "size(1)", "3x or three quarters of the pot", show=False),
    Binding(_letters("w"), "size(2)", "4x", show=False),
    Binding(_letters("e"), "amount", "Type an amount", show=False),
    Binding(_letters("y"), "call_any", "Call any", show=False),
    Binding("enter,space", "next_hand", strings.KEY_NEXT.english, key_display="Enter"),
    Binding("enter,space", "explain_next_hand", show=False),  # when the one above is greyed
    Binding("question_mark", "help", strings.KEY_HELP.english, key_display="?"),
    Binding(_letters("s"), "stats", strings.KEY_STATS.english, show=False),
    Binding(_letters("l"), "history", strings.KEY_HISTORY.english, show=False),
    Binding(_letters("u"), "toggle_hud", strings.KEY_HUD.english, show=False),
    Binding(_letters("i"), "player", KEY_PLAYER.english, show=False),
    Binding(_letters("n"), "note", KEY_NOTE.english, show=False),
    Binding(_letters("o"), "toggle_odds", strings.KEY_ODDS.english, show=False),
    Binding(_letters("t"), "settings", strings.KEY_SETTINGS.english, show=False),
    # The coach's pages are the app's actions (holdem.tui.app): the table screen is full.
    Binding(_letters("v"), "app.coach('review')", coach_strings.KEY_REVIEW.english, show=False),
    Binding(_letters("g"), "app.coach('summary')", coach_strings.KEY_COACH.english, show=False),
    Binding(_letters("d"), "app.drills", drill_strings.KEY_PAGE.english, show=False),
    Binding(_letters("q"), "app.request_quit", strings.KEY_QUIT.english, key_display="Q"),
    Binding(_letters("b"), "toggle_amounts", strings.KEY_AMOUNTS.english, show=False),  # chips or big blinds
]
