"""The odds aid's line (key O): pot odds and the player's equity, with shorter forms for a narrow terminal.

Same convention as ``holdem.app.strings``, and the same catalog context (``strings.NAME``):
the odds panel's words, kept apart so that module stays small.
"""

from __future__ import annotations

from typing import Final

from holdem.i18n.catalog import msg

ODDS_LABEL: Final = msg("strings.ODDS_LABEL", "Odds")
ODDS_POT: Final = msg("strings.ODDS_POT", "call {call} to win {pot}: needs {needed}")
ODDS_NO_CALL: Final = msg("strings.ODDS_NO_CALL", "nothing to call")
ODDS_EQUITY: Final = msg("strings.ODDS_EQUITY", "your equity vs {count}: {equity}")
# Shorter forms, for a narrow terminal: the line keeps the equity rather than lose it at the edge.
ODDS_POT_SHORT: Final = msg("strings.ODDS_POT_SHORT", "call {call} (pot {pot}): needs {needed}")
ODDS_NEEDS: Final = msg("strings.ODDS_NEEDS", "needs {needed}")
ODDS_EQUITY_SHORT: Final = msg("strings.ODDS_EQUITY_SHORT", "equity {equity}")
ODDS_WORKING: Final = msg("strings.ODDS_WORKING", "your equity: working it out…")
ODDS_OUT: Final = msg("strings.ODDS_OUT", "you are out of this hand")
ODDS_OVER: Final = msg("strings.ODDS_OVER", "the hand is over")
