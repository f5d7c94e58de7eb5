"""The table's words that many modules draw, read through the translation catalog.

Words that one widget or page draws live beside it instead (``holdem.i18n.sources`` lists them all).

Templates use named ``str.format`` fields; nothing here knows poker rules.
Each ``NAME: Final = msg("strings.NAME", "English")`` constant below is a catalog
message; whoever draws it translates it there, ``_(strings.NAME)`` (see
``holdem.i18n.catalog``). Add new text in the same style, then run
``python scripts/extract_messages.py``, translate the new entries in
``holdem/i18n/locale/pt/LC_MESSAGES/holdem.po`` and run
``python scripts/compile_catalogs.py``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final

from holdem.engine.actions import LegalActions, RaiseClosed
from holdem.i18n.catalog import _, msg, plural

APP_TITLE: Final = msg("strings.APP_TITLE", "holdem")
DEFAULT_NAME: Final = msg("strings.DEFAULT_NAME", "Hero")

# ----- top bar ----------------------------------------------------------------------
GAME_NAMES: Final = msg("strings.GAME_NAMES", {"nl": "No limit", "pl": "Pot limit", "fl": "Limit"})

# ----- seats ------------------------------------------------------------------------
BUTTON: Final = msg("strings.BUTTON", "BTN")
SMALL_BLIND: Final = msg("strings.SMALL_BLIND", "SB")
BIG_BLIND: Final = msg("strings.BIG_BLIND", "BB")
STATUS_TO_ACT: Final = msg("strings.STATUS_TO_ACT", "to act")
STATUS_YOUR_TURN: Final = msg("strings.STATUS_YOUR_TURN", "your turn")
STATUS_THINKING: Final = msg("strings.STATUS_THINKING", "thinking…")
STATUS_FOLDED: Final = msg("strings.STATUS_FOLDED", "folded")
STATUS_ALL_IN: Final = msg("strings.STATUS_ALL_IN", "ALL IN")
STATUS_WINS: Final = msg("strings.STATUS_WINS", "wins {amount}")
STATUS_WINS_SHORT: Final = msg("strings.STATUS_WINS_SHORT", "wins")  # a seat too narrow for the amount
REBUY_COUNT: Final = msg("strings.REBUY_COUNT", "↻{count}")

# ----- centre -----------------------------------------------------------------------
STREET_NAMES: Final = msg("strings.STREET_NAMES", {0: "Preflop", 1: "Flop", 2: "Turn", 3: "River"})
SHOWDOWN: Final = msg("strings.SHOWDOWN", "Showdown")
HAND_OVER: Final = msg("strings.HAND_OVER", "Hand over")
RUN_OUT: Final = msg("strings.RUN_OUT", "All in: running the board")
POT: Final = msg("strings.POT", "Pot {amount}")
MAIN_POT: Final = msg("strings.MAIN_POT", "Main {amount}")
SIDE_POT: Final = msg("strings.SIDE_POT", "Side {amount}")

POT_WORDS: Final = msg(
    "strings.POT_WORDS",
    {"only": "the pot", "main": "the main pot", "side": "side pot {number}"},
)

# ----- seat and result lines ----------------------------------------------------------
ACT_FOLD: Final = msg("strings.ACT_FOLD", "folds")
ACT_CHECK: Final = msg("strings.ACT_CHECK", "checks")
ACT_CALL: Final = msg("strings.ACT_CALL", "calls {amount}")
ACT_BET: Final = msg("strings.ACT_BET", "bets {amount}")
ACT_RAISE: Final = msg("strings.ACT_RAISE", "raises to {total}")
# A bet or raise partly uncalled: the action as made, and the part that went back to the seat.
ACT_RETURNED: Final = msg("strings.ACT_RETURNED", "{action}, {amount} back")
# The same where the seat is too narrow for the action too: the part that went back only.
ACT_BACK: Final = msg("strings.ACT_BACK", "{amount} back")
ACT_SMALL_BLIND: Final = msg("strings.ACT_SMALL_BLIND", "small blind {amount}")
ACT_BIG_BLIND: Final = msg("strings.ACT_BIG_BLIND", "big blind {amount}")
ACT_REBOUGHT: Final = msg("strings.ACT_REBOUGHT", "rebuys {amount}")  # on the seat, until it acts
# A blind in big blinds: "small blind 0.5 bb" is too long for a narrow seat; SB or BB stands beside the name.
ACT_POSTS: Final = msg("strings.ACT_POSTS", "posts {amount}")
RESULT_WINS_WITH: Final = msg("strings.RESULT_WINS_WITH", "{name} wins {pot}, {amount}, with {hand}")
WITH_KICKER: Final = msg("strings.WITH_KICKER", "{hand}, {rank} kicker")
RESULT_WINS_UNSHOWN: Final = msg("strings.RESULT_WINS_UNSHOWN", "{name} wins {amount}; everyone else folded")
RESULT_SPLIT: Final = msg("strings.RESULT_SPLIT", "{names} split {pot} ({amount}) with {hand}")
RESULT_NEXT: Final = msg("strings.RESULT_NEXT", "Enter or Space: next hand")
RESULT_YOU_NET: Final = msg("strings.RESULT_YOU_NET", "You {sign}{amount} this hand")
AND: Final = msg("strings.AND", " and ")

# ----- action bar -------------------------------------------------------------------
FOLD: Final = msg("strings.FOLD", "Fold")
CHECK: Final = msg("strings.CHECK", "Check")
CALL: Final = msg("strings.CALL", "Call {amount}")
CALL_ALL_IN: Final = msg("strings.CALL_ALL_IN", "All in {amount}")
BET: Final = msg("strings.BET", "Bet")
RAISE_TO: Final = msg("strings.RAISE_TO", "Raise to")
ALL_IN_MARK: Final = msg("strings.ALL_IN_MARK", "all in")
MIN: Final = msg("strings.MIN", "Min")
HALF_POT: Final = msg("strings.HALF_POT", "½ Pot")
POT_PRESET: Final = msg("strings.POT_PRESET", "Pot")
ALL_IN: Final = msg("strings.ALL_IN", "All in")
STACK_EMPTY: Final = msg("strings.STACK_EMPTY", "no chips: R {word}s the minimum")
STACK_LABEL: Final = msg("strings.STACK_LABEL", "stack")
WAITING: Final = msg("strings.WAITING", "Waiting for {name}…")
YOU_FOLDED: Final = msg("strings.YOU_FOLDED", "You folded.")

# ----- messages after a key ---------------------------------------------------------
MSG_NOT_YOUR_TURN: Final = msg("strings.MSG_NOT_YOUR_TURN", "Not your turn: {name} is to act.")
MSG_HAND_OVER: Final = msg("strings.MSG_HAND_OVER", "The hand is over. Enter or Space deals the next one.")
MSG_IN_HAND: Final = msg(
    "strings.MSG_IN_HAND",
    "Finish this hand first; Enter deals the next one when it is over.",
)
MSG_FOLD_CONFIRM: Final = msg("strings.MSG_FOLD_CONFIRM", "Checking is free. Press F again to fold anyway.")
MSG_MIN_BET: Final = msg("strings.MSG_MIN_BET", "The minimum bet is {amount}. Add chips or press M.")
MSG_MIN_RAISE: Final = msg("strings.MSG_MIN_RAISE", "The minimum raise is to {amount}. Add chips or press M.")
MSG_RAISE_CLOSED: Final = msg("strings.MSG_RAISE_CLOSED", "You cannot raise: {reason}.")
RAISE_CLOSED_SHORT: Final = msg("strings.RAISE_CLOSED_SHORT", "No raise now · R says why")

MSG_STACK_EMPTY: Final = msg("strings.MSG_STACK_EMPTY", "Nothing to take back: the stack is empty.")
MSG_STACK_FULL: Final = msg("strings.MSG_STACK_FULL", "That is already all in ({amount}).")
MSG_REBUY: Final = msg("strings.MSG_REBUY", "{name} rebuys for {amount}.")
MSG_WHO_ACTS_ALL_IN: Final = msg("strings.MSG_WHO_ACTS_ALL_IN", "You are all in; the hand plays itself out.")

# ----- quit -------------------------------------------------------------------------
QUIT_TITLE: Final = msg("strings.QUIT_TITLE", "Leave the table?")
QUIT_BODY: Final = msg("strings.QUIT_BODY", "Your hand will be folded and this hand finished at once.")
QUIT_YES: Final = msg("strings.QUIT_YES", "Y  leave")
QUIT_NO: Final = msg("strings.QUIT_NO", "N  stay")
NAME_TAKEN: Final = msg(
    "strings.NAME_TAKEN",
    "The name {name!r} belongs to an opponent; you play as {fallback}.",
)

# ----- too small --------------------------------------------------------------------
TOO_SMALL: Final = msg(
    "strings.TOO_SMALL",
    "Make the terminal at least {width} x {height}\n(it is {now_width} x {now_height} now)",
)
TOO_SMALL_SEATS: Final = msg(
    "strings.TOO_SMALL_SEATS",
    "A table of {seats} seats needs a window of at least {width} x {height}\n"
    "(it is {now_width} x {now_height} now)",
)
FELT_CROWDED: Final = msg("strings.FELT_CROWDED", "{seats} seats do not fit here: make the window larger")

# ----- footer -----------------------------------------------------------------------
KEY_HELP: Final = msg("strings.KEY_HELP", "Rules & keys")
KEY_HELP_SHORT: Final = msg("strings.KEY_HELP_SHORT", "Help")  # the top bar's help key, short of room
KEY_NEXT: Final = msg("strings.KEY_NEXT", "Next hand")
KEY_QUIT: Final = msg("strings.KEY_QUIT", "Quit")
KEY_CLOSE: Final = msg("strings.KEY_CLOSE", "Close")

# ----- preflop hand label (rank names come from holdem.i18n.hands) ----------------------
PREFLOP_PAIR: Final = msg("strings.PREFLOP_PAIR", "Pair of {plural}")
PREFLOP_SUITED: Final = msg("strings.PREFLOP_SUITED", "{high}-{low} suited")
PREFLOP_OFFSUIT: Final = msg("strings.PREFLOP_OFFSUIT", "{high}-{low}")

# ----- records screens -----------------------------------------------------------------
# Footer labels of the table's practice keys.
KEY_STATS: Final = msg("strings.KEY_STATS", "Stats")
KEY_HISTORY: Final = msg("strings.KEY_HISTORY", "History")
KEY_HUD: Final = msg("strings.KEY_HUD", "HUD")
KEY_ODDS: Final = msg("strings.KEY_ODDS", "Odds")
KEY_BACK: Final = msg("strings.KEY_BACK", "Back")

# Start-up: resuming a saved session, notices about damaged or voided records.
RESUME_TITLE: Final = msg("strings.RESUME_TITLE", "Welcome back")
RESUME_SAVED: Final = msg(
    "strings.RESUME_SAVED", "Your last session, started {started}, was saved after hand #{hands}.")
# The same, for a session saved before its first hand was over ("saved after hand #0" read as a slip).
RESUME_SAVED_FRESH: Final = msg(
    "strings.RESUME_SAVED_FRESH", "Your last session, started {started}, was saved before its first hand.")
RESUME_STACK: Final = msg(
    "strings.RESUME_STACK", "Your stack: {stack} chips · session result {result} · button: {button}.")
RESUME_SEATS: Final = msg(
    "strings.RESUME_SEATS",
    "It was played at {seats} seats: resuming keeps {seats}; a new session seats {given}.",
)
RESUME_SEED: Final = msg(
    "strings.RESUME_SEED", "Resuming keeps its own cards; the seed you gave, {given}, is a new session's.")
RESUME_GAME: Final = msg("strings.RESUME_GAME", "Betting structure: {game}, as it began.")
RESUME_YES: Final = msg("strings.RESUME_YES", "resume it")
RESUME_NO: Final = msg("strings.RESUME_NO", "start a new session")
RESUME_QUIT: Final = msg("strings.RESUME_QUIT", "leave, keeping it for later")
NOTICE_TITLE: Final = msg("strings.NOTICE_TITLE", "Please note")
NOTICE_CONTINUE: Final = msg("strings.NOTICE_CONTINUE", "continue")
MSG_RECORD_FAILED: Final = msg(
    "strings.MSG_RECORD_FAILED",
    "This hand could not be saved ({reason}); play goes on.",
)
MSG_NAME_ON_RESUME: Final = (
    msg("strings.MSG_NAME_ON_RESUME", "You play this resumed session as {name}, the name it was started "
        "with; --name {given} applies to a new session.")
)
MSG_SEATS_ON_RESUME: Final = (
    msg("strings.MSG_SEATS_ON_RESUME", "This resumed session plays on at its table of {seats} seats; "
        "{given} seats apply to a new session.")
)
# What the records report (holdem.records.notices), by kind; the technical reason is left out.
NOTICES: Final = msg("strings.NOTICES", {
    "history_damaged": "The hand-history file {file} was damaged. It was moved to {aside}; "
                       "its complete hands ({count}) were copied to a new file.",
    "ids_damaged": "The hand-number file was damaged; it was moved to {aside} and numbering goes on.",
    "database_damaged": "The statistics database was damaged. It was moved to {aside}; a new one "
                        "was started with the hands that could still be read ({count}).",
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
    "notes_damaged": "{count} damaged notes were set aside in the table notes_damaged of {store}; "
                     "the other notes are kept.",
    "drills_damaged": "{count} damaged drill answers were set aside in the table drill_answers_damaged "
                      "of {store}; the other answers are kept.",
})

# The statistics screen.
STATS_TITLE: Final = msg("strings.STATS_TITLE", "Statistics · {scope}")
STATS_SCOPE_SESSION: Final = msg("strings.STATS_SCOPE_SESSION", "this session")
STATS_SCOPE_LIFETIME: Final = msg("strings.STATS_SCOPE_LIFETIME", "lifetime, all sessions")
STATS_PLAYER: Final = msg("strings.STATS_PLAYER", "Player")
STATS_HANDS: Final = msg("strings.STATS_HANDS", "Hands")
STATS_VPIP: Final = msg("strings.STATS_VPIP", "VPIP")
STATS_PFR: Final = msg("strings.STATS_PFR", "PFR")
STATS_3BET: Final = msg("strings.STATS_3BET", "3-bet")
STATS_AF: Final = msg("strings.STATS_AF", "AF")
STATS_WTSD: Final = msg("strings.STATS_WTSD", "WTSD")
STATS_WSD: Final = msg("strings.STATS_WSD", "W$SD")
STATS_YOU: Final = msg("strings.STATS_YOU", "{name} (you)")
STATS_NONE: Final = msg("strings.STATS_NONE", "–")
STATS_RESULT: Final = plural(
    "strings.STATS_RESULT",
    "Your result over {count} hand: {net} chips · {bb} bb/100{ci} · {rebuys}",
    "Your result over {count} hands: {net} chips · {bb} bb/100{ci} · {rebuys}",
)
STATS_CI: Final = msg("strings.STATS_CI", " (±{ci})")
# Under a table of one position: the result and the graph are still over every position.
STATS_RESULT_EVERY: Final = msg("strings.STATS_RESULT_EVERY", "{result} · every position")
STATS_NO_HANDS: Final = msg("strings.STATS_NO_HANDS", "No hands played yet: the figures fill in as you play.")
STATS_GRAPH: Final = msg("strings.STATS_GRAPH", "Your chips won (+) and lost (−), hand by hand")

# The seat HUD (its other words: holdem.app.hud_text).
MSG_HUD_OFF: Final = msg("strings.MSG_HUD_OFF", "HUD off.")

# The hand-history list and the replay.
HISTORY_TITLE: Final = plural(
    "strings.HISTORY_TITLE", "Hand history · {count} hand", "Hand history · the last {count} hands"
)
HISTORY_EMPTY: Final = msg("strings.HISTORY_EMPTY", "No hands recorded yet: play a hand first.")
OUTCOME_FOLDED: Final = msg("strings.OUTCOME_FOLDED", "folded {street}")
OUTCOME_STREETS: Final = msg(
    "strings.OUTCOME_STREETS",
    {0: "preflop", 1: "on the flop", 2: "on the turn", 3: "on the river"},
)
OUTCOME_WON_SHOWDOWN: Final = msg("strings.OUTCOME_WON_SHOWDOWN", "won at showdown")
OUTCOME_LOST_SHOWDOWN: Final = msg("strings.OUTCOME_LOST_SHOWDOWN", "lost at showdown")
OUTCOME_WON_UNCONTESTED: Final = msg("strings.OUTCOME_WON_UNCONTESTED", "won, the others folded")
OUTCOME_LOST: Final = msg("strings.OUTCOME_LOST", "lost")
REPLAY_TITLE: Final = msg("strings.REPLAY_TITLE", "Replay · hand #{number} · {time}")
REPLAY_STEP: Final = msg("strings.REPLAY_STEP", "step {step} of {steps}")
REPLAY_DEALT: Final = msg("strings.REPLAY_DEALT", "The cards are dealt.")
REPLAY_HINT: Final = msg(
    "strings.REPLAY_HINT",
    "← →: step    Home / End: first / last    Esc: back to the list",
)
REPLAY_HINT_REVIEW: Final = msg(
    "strings.REPLAY_HINT_REVIEW",
    "← →: step    Home / End: first / last    Esc: back to the review",
)
REPLAY_HINT_COACH: Final = msg(
    "strings.REPLAY_HINT_COACH",
    "← →: step    Home / End: first / last    Esc: back to the coach",
)

MSG_ODDS_ON: Final = msg(
    "strings.MSG_ODDS_ON",
    "Odds: your equity reads their bets as an unknown player's; the coach's review knows how they play. "
    "O turns it off.",
)
MSG_ODDS_OFF: Final = msg("strings.MSG_ODDS_OFF", "Odds aid off.")

# ----- reasons the engine gives for a closed raise (shown after "You cannot raise:") ----
RAISE_CLOSED_REASONS: Final = msg("strings.RAISE_CLOSED_REASONS", {
    "short": "calling puts you all in",
    "nobody": "nobody left could call a raise",
    "not_reopened": "a short all-in did not reopen the betting",
    "capped": "the betting is capped: four bets and raises this round",
})


def raise_closed_reason(legal: LegalActions) -> str:
    """Why raising is closed for the player, in the current language."""
    code = legal.raise_closed
    key = {
        RaiseClosed.SHORT_STACK: "short",
        RaiseClosed.NOBODY_TO_CALL: "nobody",
        RaiseClosed.NOT_REOPENED: "not_reopened",
        RaiseClosed.CAPPED: "capped",
    }.get(code) if code is not None else None
    reasons = _(RAISE_CLOSED_REASONS)
    return reasons[key] if key is not None else (legal.raise_closed_reason or "")

# ----- settings (key T) ----------------------------------------------------------------
SETTINGS_TITLE: Final = msg("strings.SETTINGS_TITLE", "Settings")
SETTINGS_HINT: Final = msg("strings.SETTINGS_HINT", "↑ ↓ choose · ← → or Enter change · Esc or T close")
SETTINGS_LANGUAGE: Final = msg("strings.SETTINGS_LANGUAGE", "Language")
SETTINGS_DECK: Final = msg("strings.SETTINGS_DECK", "Deck colours")
SETTINGS_SUITS: Final = msg("strings.SETTINGS_SUITS", "Suit style")
SETTINGS_SPEED: Final = msg("strings.SETTINGS_SPEED", "Opponent speed")
SETTINGS_PREVIEW: Final = msg("strings.SETTINGS_PREVIEW", "Preview")
DECK_CHOICES: Final = msg("strings.DECK_CHOICES", {"four": "Four colours", "two": "Two colours (classic)"})
SUIT_CHOICES: Final = msg("strings.SUIT_CHOICES", {"symbols": "Symbols ♠ ♥ ♦ ♣", "ascii": "Letters s h d c"})
SPEED_CHOICES: Final = msg(
    "strings.SPEED_CHOICES",
    {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "At once"},
)
SETTINGS_SAVED: Final = msg("strings.SETTINGS_SAVED", "Settings saved in {path}.")
SETTINGS_NOT_SAVED: Final = msg(
    "strings.SETTINGS_NOT_SAVED",
    "Settings could not be saved ({error}); they last until you quit.",
)
SETTINGS_DAMAGED: Final = msg(
    "strings.SETTINGS_DAMAGED",
    "The settings file was damaged; it was moved to {path} and the defaults are used.",
)
KEY_SETTINGS: Final = msg("strings.KEY_SETTINGS", "Settings")

# The footer's words, by their English text (a binding's description is the message id).
FOOTER_KEYS: Final = (
    KEY_HELP, KEY_NEXT, KEY_QUIT, KEY_CLOSE, KEY_STATS, KEY_HISTORY, KEY_HUD, KEY_ODDS, KEY_BACK, KEY_SETTINGS
)


def key_word(description: str) -> str:
    """A key's description (the English message id of a ``KEY_`` constant) in the current language."""
    for message in FOOTER_KEYS:
        if message.english == description:
            return _(message)
    return description


def short_date(when: datetime, year: bool = False) -> str:
    """``Nov 30 20:30`` (with the year: ``Nov 30, 2026 20:30``), as the current language writes it."""
    from holdem.i18n.numbers import short_date as dated

    return dated(when, year)


def notice(text: str) -> str:
    """A message from the records in the current language (other text is shown as it is)."""
    kind, params = getattr(text, "kind", None), getattr(text, "params", None)
    templates = _(NOTICES)
    if kind in templates and isinstance(params, dict):
        try:
            return templates[kind].format(**params)
        except (KeyError, IndexError):
            pass
    return str(text)


# ----- the flow of a hand: leaving, watching after a fold, dealing by itself --------------
QUIT_DEFAULT: Final = msg("strings.QUIT_DEFAULT", "(default)")
QUIT_KEYS: Final = msg("strings.QUIT_KEYS", "Y leaves. N, Esc, Enter or Space stays.")
MSG_WATCHING: Final = msg(
    "strings.MSG_WATCHING", "You folded: the hand plays on. Enter or Space: skip to the result."
)
AUTO_DEAL_IN: Final = msg("strings.AUTO_DEAL_IN", "Next hand in {seconds} s: any key deals it now.")
SETTINGS_AFTER_FOLD: Final = msg("strings.SETTINGS_AFTER_FOLD", "After I fold")
AFTER_FOLD_CHOICES: Final = msg(
    "strings.AFTER_FOLD_CHOICES", {"watch": "Watch the hand", "skip": "Skip to the result"}
)
SETTINGS_AUTO_DEAL: Final = msg("strings.SETTINGS_AUTO_DEAL", "Next hand")
AUTO_DEAL_CHOICES: Final = msg(
    "strings.AUTO_DEAL_CHOICES",
    {"off": "When I press Enter", "3": "By itself after 3 s", "5": "By itself after 5 s",
     "10": "By itself after 10 s"},
)
# ----- counts and labels (issue 12: plurals by ngettext, amounts in big blinds) ------------------
REBUYS: Final = plural("strings.REBUYS", "{count} rebuy", "{count} rebuys")
OVER_HANDS: Final = plural("strings.OVER_HANDS", "over {count} hand", "over {count} hands")
MSG_AMOUNTS_BB: Final = msg("strings.MSG_AMOUNTS_BB", "Amounts in big blinds. B shows chips.")
MSG_AMOUNTS_CHIPS: Final = msg("strings.MSG_AMOUNTS_CHIPS", "Amounts in chips. B shows big blinds.")
SETTINGS_AMOUNTS: Final = msg("strings.SETTINGS_AMOUNTS", "Amounts")
SETTINGS_SEATS: Final = msg("strings.SETTINGS_SEATS", "Seats (new session)")
SETTINGS_SEATS_LATER: Final = msg(
    "strings.SETTINGS_SEATS_LATER", "A new session seats {seats}; this table keeps its {now}."
)
SETTINGS_GAME: Final = msg("strings.SETTINGS_GAME", "Game (new session)")
SETTINGS_GAME_LATER: Final = msg(
    "strings.SETTINGS_GAME_LATER", "A new session plays {game}; this table stays {now}."
)
AMOUNT_CHOICES: Final = msg("strings.AMOUNT_CHOICES", {"chips": "Chips", "bb": "Big blinds (bb)"})
KEY_AMOUNTS: Final = msg("strings.KEY_AMOUNTS", "Chips/bb")
# Two hole cards where room is short, in the card room's notation: "AKs", "AKo".
PREFLOP_TINY: Final = msg("strings.PREFLOP_TINY", {"suited": "{high}{low}s", "offsuit": "{high}{low}o"})
