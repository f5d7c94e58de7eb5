"""Every word the table screen shows, in one place, read through the translation catalog.

Templates use named ``str.format`` fields; nothing here knows poker rules.
Each ``NAME: Final = "English"`` constant below is a catalog message (context
``strings.NAME``): ``S.NAME`` answers in the current language when it is read
(see ``holdem.i18n.catalog``), so add new text in the same style, anywhere in
this file, then run ``python scripts/extract_messages.py``, translate the new
entries in ``holdem/i18n/locale/pt/LC_MESSAGES/holdem.po`` and run
``python scripts/compile_catalogs.py``.
"""

from __future__ import annotations

import sys
from datetime import datetime
from typing import Any, Final

from holdem.engine.actions import LegalActions, RaiseClosed
from holdem.i18n.catalog import catalogued, on_language_change

catalogued(__name__, "strings")


def _follow_language(language: str) -> None:
    """Labels captured before a change of language (footer keys, preset names) follow it."""
    from holdem.tui.relabel import relabel_classes

    relabel_classes()


on_language_change(_follow_language)

APP_TITLE: Final = "holdem"
DEFAULT_NAME: Final = "Hero"

# ----- top bar ----------------------------------------------------------------------
HAND_NUMBER: Final = "Hand #{number}"
BLINDS: Final = "Blinds {small}/{big}"
SEED: Final = "Seed {seed}"
SESSION_RESULT: Final = "Session {result}"
YOUR_REBUYS: Final = "Rebuys {count}"

# ----- seats ------------------------------------------------------------------------
BUTTON: Final = "BTN"
SMALL_BLIND: Final = "SB"
BIG_BLIND: Final = "BB"
STATUS_TO_ACT: Final = "to act"
STATUS_YOUR_TURN: Final = "your turn"
STATUS_THINKING: Final = "thinking…"
STATUS_FOLDED: Final = "folded"
STATUS_ALL_IN: Final = "ALL IN"
STATUS_WINS: Final = "wins {amount}"
REBUY_COUNT: Final = "↻{count}"

# ----- centre -----------------------------------------------------------------------
STREET_NAMES: Final = {0: "Preflop", 1: "Flop", 2: "Turn", 3: "River"}
SHOWDOWN: Final = "Showdown"
HAND_OVER: Final = "Hand over"
RUN_OUT: Final = "All in: running the board"
POT: Final = "Pot {amount}"
MAIN_POT: Final = "Main {amount}"
SIDE_POT: Final = "Side {amount}"

# ----- action log (as a dealer would say it) -----------------------------------------
LOG_NEW_HAND: Final = "Hand #{number}"
LOG_BUTTON: Final = "{name} has the button"
LOG_REBUY: Final = "{name} rebuys for {amount}"
LOG_SMALL_BLIND: Final = "{name} posts the small blind, {amount}"
LOG_BIG_BLIND: Final = "{name} posts the big blind, {amount}"
LOG_BLIND_ALL_IN: Final = "{name} posts {amount} and is all in"
LOG_DEALT: Final = "You are dealt {cards}"
LOG_FOLD: Final = "{name} folds"
LOG_CHECK: Final = "{name} checks"
LOG_CALL: Final = "{name} calls {amount}"
LOG_CALL_ALL_IN: Final = "{name} calls {amount}, all in"
LOG_BET: Final = "{name} bets {amount}"
LOG_BET_ALL_IN: Final = "{name} bets {amount}, all in"
LOG_RAISE: Final = "{name} raises to {total}"
LOG_RAISE_ALL_IN: Final = "{name} raises to {total}, all in"
LOG_UNCALLED: Final = "{amount} uncalled, back to {name}"
LOG_SHOWS: Final = "{name} shows {cards}"
LOG_WINS_POT: Final = "{name} wins {pot}, {amount}"
LOG_WINS_UNSHOWN: Final = "{name} wins {amount} without showing"
LOG_SPLIT: Final = "{names} split {pot}, {amount}"

POT_WORDS: Final = {"only": "the pot", "main": "the main pot", "side": "side pot {number}"}

# ----- seat and result lines ----------------------------------------------------------
ACT_FOLD: Final = "folds"
ACT_CHECK: Final = "checks"
ACT_CALL: Final = "calls {amount}"
ACT_BET: Final = "bets {amount}"
ACT_RAISE: Final = "raises to {total}"
ACT_SMALL_BLIND: Final = "small blind {amount}"
ACT_BIG_BLIND: Final = "big blind {amount}"
RESULT_WINS_WITH: Final = "{name} wins {pot}, {amount}, with {hand}"
WITH_KICKER: Final = "{hand}, {rank} kicker"
RESULT_WINS_UNSHOWN: Final = "{name} wins {amount}; everyone else folded"
RESULT_SPLIT: Final = "{names} split {pot} ({amount}) with {hand}"
RESULT_NEXT: Final = "Enter or Space: next hand"
RESULT_YOU_NET: Final = "You {sign}{amount} this hand"
AND: Final = " and "

# ----- action bar -------------------------------------------------------------------
FOLD: Final = "Fold"
CHECK: Final = "Check"
CALL: Final = "Call {amount}"
CALL_ALL_IN: Final = "All in {amount}"
BET: Final = "Bet"
RAISE_TO: Final = "Raise to"
ALL_IN_MARK: Final = "all in"
MIN: Final = "Min"
HALF_POT: Final = "½ Pot"
POT_PRESET: Final = "Pot"
ALL_IN: Final = "All in"
STACK_EMPTY: Final = "no chips: R {word}s the minimum"
STACK_LABEL: Final = "stack"
WAITING: Final = "Waiting for {name}…"
YOU_FOLDED: Final = "You folded."

# ----- messages after a key ---------------------------------------------------------
MSG_NOT_YOUR_TURN: Final = "Not your turn: {name} is to act."
MSG_HAND_OVER: Final = "The hand is over. Enter or Space deals the next one."
MSG_IN_HAND: Final = "Finish this hand first; Enter deals the next one when it is over."
MSG_FOLD_CONFIRM: Final = "Checking is free. Press F again to fold anyway."
MSG_MIN_BET: Final = "The minimum bet is {amount}. Add chips or press M."
MSG_MIN_RAISE: Final = "The minimum raise is to {amount}. Add chips or press M."
MSG_RAISE_CLOSED: Final = "You cannot raise: {reason}."
RAISE_CLOSED_SHORT: Final = "No raise now · R says why"

# ----- dates ---------------------------------------------------------------------------
MONTHS: Final = {
    1: "Jan", 2: "Feb", 3: "Mar", 4: "Apr", 5: "May", 6: "Jun",
    7: "Jul", 8: "Aug", 9: "Sep", 10: "Oct", 11: "Nov", 12: "Dec",
}
MSG_STACK_EMPTY: Final = "Nothing to take back: the stack is empty."
MSG_STACK_FULL: Final = "That is already all in ({amount})."
MSG_REBUY: Final = "{name} rebuys for {amount}."
MSG_NOT_YET: Final = "{feature} is not in this version of the table yet."
MSG_WHO_ACTS_ALL_IN: Final = "You are all in; the hand plays itself out."
FEATURE_NAMES: Final = {
    "stats": "Statistics",
    "hud": "The seat HUD",
    "history": "Hand history and replay",
    "odds": "The odds aid",
    "settings": "Settings",
}

# ----- quit -------------------------------------------------------------------------
QUIT_TITLE: Final = "Leave the table?"
QUIT_BODY: Final = "Your hand will be folded and this hand finished at once."
QUIT_YES: Final = "Y  leave"
QUIT_NO: Final = "N  stay"
NAME_TAKEN: Final = "The name {name!r} belongs to an opponent; you play as {fallback}."

# ----- too small --------------------------------------------------------------------
TOO_SMALL: Final = "Make the terminal at least {width} x {height}\n(it is {now_width} x {now_height} now)"

# ----- footer -----------------------------------------------------------------------
KEY_HELP: Final = "Rules & keys"
KEY_NEXT: Final = "Next hand"
KEY_QUIT: Final = "Quit"
KEY_CLOSE: Final = "Close"

# ----- preflop hand label (rank names come from holdem.i18n.hands) ----------------------
PREFLOP_PAIR: Final = "Pair of {plural}"
PREFLOP_SUITED: Final = "{high}-{low} suited"
PREFLOP_OFFSUIT: Final = "{high}-{low}"

# ----- records screens -----------------------------------------------------------------
# Footer labels of the table's practice keys.
KEY_STATS: Final = "Stats"
KEY_HISTORY: Final = "History"
KEY_HUD: Final = "HUD"
KEY_ODDS: Final = "Odds"
KEY_BACK: Final = "Back"

# Start-up: resuming a saved session, notices about damaged or voided records.
RESUME_TITLE: Final = "Welcome back"
RESUME_BODY: Final = (
    "Your last session, started {started}, was saved after hand #{hands}.\n"
    "Your stack: {stack} chips · session result {result} · button: {button}."
)
RESUME_YES: Final = "resume it"
RESUME_NO: Final = "start a new session"
NOTICE_TITLE: Final = "Please note"
NOTICE_CONTINUE: Final = "continue"
MSG_RECORD_FAILED: Final = "This hand could not be saved ({reason}); play goes on."
MSG_NAME_ON_RESUME: Final = (
    "You play this resumed session as {name}, the name it was started with; --name {given} applies to a "
    "new session."
)
# What the records report (holdem.records.notices), by kind; the technical reason is left out.
NOTICES: Final = {
    "history_damaged": "The hand-history file {file} was damaged. It was moved to {aside}; "
                       "the {count} complete hands in it were copied to a new file.",
    "ids_damaged": "The hand-number file was damaged; it was moved to {aside} and numbering goes on.",
    "database_damaged": "The statistics database was damaged. It was moved to {aside}; a new one "
                        "was started with the {count} hands that could still be read.",
    "save_damaged": "The saved session could not be read; it was moved to {aside}. A new session "
                    "starts; your hand history and statistics are kept.",
    "hand_voided": "Hand #{number} was cut short when the game stopped. It has been voided and every "
                   "seat has the chips it had before it.",
    "database_empty": "The statistics database was an empty file; it was moved to {aside} and a new one "
                      "was started.",
    "history_torn": "The last hand in {file} was cut off when the game stopped; the cut-off text was moved "
                    "to {aside} and the hand is written again from the statistics database.",
    "history_failed": "The hand-history file could not be written ({reason}); it is caught up when it "
                      "can be.",
    "ids_failed": "The hand-number file could not be written ({reason}); numbering goes on from the clock "
                  "and the statistics.",
    "save_failed": "The session could not be saved ({reason}); the hand is kept in the statistics.",
    "data_dir_unusable": "The data directory {dir} cannot be used ({reason}); this session is not saved.",
}

# The statistics screen.
STATS_TITLE: Final = "Statistics · {scope}"
STATS_SCOPE_SESSION: Final = "this session"
STATS_SCOPE_LIFETIME: Final = "lifetime, all sessions"
STATS_PLAYER: Final = "Player"
STATS_HANDS: Final = "Hands"
STATS_VPIP: Final = "VPIP"
STATS_PFR: Final = "PFR"
STATS_3BET: Final = "3-bet"
STATS_AF: Final = "AF"
STATS_WTSD: Final = "WTSD"
STATS_WSD: Final = "W$SD"
STATS_YOU: Final = "{name} (you)"
STATS_NONE: Final = "–"
STATS_RESULT: Final = "Your result: {net} chips · {bb} bb/100{ci} over {hands} hands · rebuys {rebuys}"
STATS_CI: Final = " (±{ci})"
STATS_NO_HANDS: Final = "No hands played yet: the figures fill in as you play."
STATS_GRAPH: Final = "Your chips won (+) and lost (−), hand by hand"
STATS_HINT: Final = "Tab: this session / lifetime    Esc: back to the table"

# The seat HUD.
HUD_LINE: Final = "V{vpip} P{pfr} AF{af} n{hands}"
MSG_HUD_ON: Final = "HUD: V = VPIP %, P = PFR %, AF = aggression, n = hands. U hides it."
MSG_HUD_OFF: Final = "HUD off."

# The hand-history list and the replay.
HISTORY_TITLE: Final = "Hand history · the last {count} hands"
HISTORY_EMPTY: Final = "No hands recorded yet: play a hand first."
HISTORY_HINT: Final = "↑ ↓: choose    Enter: replay    Esc: back to the table"
OUTCOME_FOLDED: Final = "folded {street}"
OUTCOME_STREETS: Final = {0: "preflop", 1: "on the flop", 2: "on the turn", 3: "on the river"}
OUTCOME_WON_SHOWDOWN: Final = "won at showdown"
OUTCOME_LOST_SHOWDOWN: Final = "lost at showdown"
OUTCOME_WON_UNCONTESTED: Final = "won, the others folded"
OUTCOME_LOST: Final = "lost"
REPLAY_TITLE: Final = "Replay · hand #{number} · {time}"
REPLAY_STEP: Final = "step {step} of {steps}"
REPLAY_DEALT: Final = "The cards are dealt."
REPLAY_HINT: Final = "← →: step    Home / End: first / last    Esc: back to the list"

# The odds panel.
ODDS_LABEL: Final = "Odds"
ODDS_POT: Final = "call {call} to win {pot}: needs {needed}"
ODDS_NO_CALL: Final = "nothing to call"
ODDS_EQUITY: Final = "your equity vs {count}: {equity}"
ODDS_WORKING: Final = "your equity: working it out…"
ODDS_OUT: Final = "you are out of this hand"
ODDS_OVER: Final = "the hand is over"
MSG_ODDS_ON: Final = "Odds: pot odds, and your equity against likely hands. O hides it."
MSG_ODDS_OFF: Final = "Odds aid off."

# The summary printed on leaving.
SUMMARY_HEAD: Final = "Thanks for playing. {hands} hands, net {net} chips ({bb} bb/100), {rebuys} rebuys."
SUMMARY_POTS: Final = "Biggest pot won: {won}. Biggest pot lost: {lost}."
SUMMARY_POT: Final = "{amount} (hand #{number})"
SUMMARY_NO_POT: Final = "none"
SUMMARY_STANDS_OUT: Final = {
    "vpip": "Stands out: {name} plays {value} of hands (VPIP over {hands} hands; typical is about 25%).",
    "pfr": "Stands out: {name} raises before the flop in {value} of hands (PFR over {hands} hands; "
    "typical is about 18%).",
    "af": "Stands out: {name} has an aggression factor of {value} (AF over {hands} hands; "
    "typical is about 2).",
}
SUMMARY_SEED: Final = "Session seed {seed}: replay it with  holdem --seed {seed}"
SUMMARY_SAVED: Final = "Hand histories and statistics are in {path}"

# ----- reasons the engine gives for a closed raise (shown after "You cannot raise:") ----
RAISE_CLOSED_REASONS: Final = {
    "short": "calling puts you all in",
    "nobody": "nobody left could call a raise",
    "not_reopened": "a short all-in did not reopen the betting",
}


def raise_closed_reason(legal: LegalActions) -> str:
    """Why raising is closed for the player, in the current language."""
    code = legal.raise_closed
    key = {
        RaiseClosed.SHORT_STACK: "short",
        RaiseClosed.NOBODY_TO_CALL: "nobody",
        RaiseClosed.NOT_REOPENED: "not_reopened",
    }.get(code) if code is not None else None
    reasons: dict[str, str] = _current("RAISE_CLOSED_REASONS")
    return reasons[key] if key is not None else (legal.raise_closed_reason or "")

# ----- settings (key T) ----------------------------------------------------------------
SETTINGS_TITLE: Final = "Settings"
SETTINGS_HINT: Final = "↑ ↓ choose · ← → or Enter change · Esc or T close"
SETTINGS_LANGUAGE: Final = "Language"
SETTINGS_DECK: Final = "Deck colours"
SETTINGS_SUITS: Final = "Suit style"
SETTINGS_SPEED: Final = "Opponent speed"
SETTINGS_PREVIEW: Final = "Preview"
DECK_CHOICES: Final = {"four": "Four colours", "two": "Two colours (classic)"}
SUIT_CHOICES: Final = {"symbols": "Symbols ♠ ♥ ♦ ♣", "ascii": "Letters s h d c"}
SPEED_CHOICES: Final = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "At once"}
SETTINGS_SAVED: Final = "Settings saved in {path}."
SETTINGS_NOT_SAVED: Final = "Settings could not be saved ({error}); they last until you quit."
SETTINGS_DAMAGED: Final = "The settings file was damaged; it was moved to {path} and the defaults are used."
KEY_SETTINGS: Final = "Settings"


def short_date(when: datetime, year: bool = False) -> str:
    """``30 Nov 20:30`` (with the year: ``30 Nov 2026 20:30``), the month in the current language."""
    months: dict[int, str] = _current("MONTHS")
    day = f"{when.day:02d} {months[when.month]}" + (f" {when.year}" if year else "")
    return f"{day} {when:%H:%M}"


def notice(text: str) -> str:
    """A message from the records in the current language (other text is shown as it is)."""
    kind, params = getattr(text, "kind", None), getattr(text, "params", None)
    templates: dict[str, str] = _current("NOTICES")
    if kind in templates and isinstance(params, dict):
        try:
            return templates[kind].format(**params)
        except (KeyError, IndexError):
            pass
    return str(text)


def _current(name: str) -> Any:
    """A constant of this module in the current language.

    The functions here read their texts through the module, not the global name, because only
    an attribute read goes through the catalog.
    """
    return getattr(sys.modules[__name__], name)
