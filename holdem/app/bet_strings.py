"""The betting bar's words (issue 12): the live minimum, sizes, a typed amount, pre-actions.

Same convention as ``holdem.app.strings``, and the same catalog context (``strings.NAME``):
these are table-screen words kept apart so that module stays small.
"""

from __future__ import annotations

from typing import Final

from holdem.i18n.catalog import msg

BELOW_MIN: Final = msg("strings.BELOW_MIN", "below min {amount}")
SIZE_LABELS: Final = msg("strings.SIZE_LABELS", {
    "x2.5": "2.5x", "x3": "3x", "x4": "4x", "third": "⅓ Pot", "three_quarters": "¾ Pot",
})
AMOUNT_CONTROL: Final = msg("strings.AMOUNT_CONTROL", "Amount")
MSG_AMOUNT_TOO_BIG: Final = msg("strings.MSG_AMOUNT_TOO_BIG", "You cannot put in {amount}: all in is {most}.")
MSG_SIZE_PREFLOP_ONLY: Final = msg("strings.MSG_SIZE_PREFLOP_ONLY", "4x is a size for before the flop.")
PRE_CHECK_FOLD: Final = msg("strings.PRE_CHECK_FOLD", "Check/fold")
PRE_CALL_ANY: Final = msg("strings.PRE_CALL_ANY", "Call any")
PRE_ACTION_WORDS: Final = msg("strings.PRE_ACTION_WORDS", {
    "check_fold": "On your turn: check if free, otherwise fold.",
    "check": "On your turn: check, unless someone bets first.",
    "call": "On your turn: call {amount}, unless the bet changes.",
    "call_any": "On your turn: check if free, otherwise call any bet.",
})
MSG_PRE_ACTION_CLEARED: Final = msg(
    "strings.MSG_PRE_ACTION_CLEARED", "The bet changed: your pre-action is cleared.",
)
MSG_CALL_ANY_WAITING_ONLY: Final = msg(
    "strings.MSG_CALL_ANY_WAITING_ONLY", "Call any (Y) is for while others act; now press C.",
)
MSG_PRE_ACTION_PLAYED: Final = msg("strings.MSG_PRE_ACTION_PLAYED", "Your pre-action was played: {choice}.")
MSG_PRE_ACTION_OFF: Final = msg("strings.MSG_PRE_ACTION_OFF", "No pre-action: you decide on your turn.")
