"""The words of the HUD, the player pop-up and the notes on names (context ``hud.NAME``).

Same convention as ``holdem.app.strings``: every ``NAME: Final`` constant is a catalog
message, translated where it is drawn (``_(H.NAME)``).
"""

from __future__ import annotations

from typing import Final

from holdem.i18n.catalog import msg, plural

# ----- the HUD on the seats (U: off, compact, full) ---------------------------------------
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

# ----- the player pop-up (I, or a click on a seat) -------------------------------------
POPUP_TITLE: Final = msg("hud.POPUP_TITLE", "{name}: every statistic, {scope}")
POPUP_HINT: Final = msg("hud.POPUP_HINT", (
    "Tab: this session or all sessions  ·  N: note  ·  Esc: back",
    "Tab: session or all · N: note · Esc: back",
))
POPUP_NO_HANDS: Final = msg("hud.POPUP_NO_HANDS", "No hands with this player yet.")
POPUP_OVERALL: Final = msg("hud.POPUP_OVERALL", "Total")
POPUP_STREET: Final = msg("hud.POPUP_STREET", "Street")
COLUMNS: Final = msg("hud.COLUMNS", {
    "hands": "Hands", "vpip": "VPIP", "pfr": "PFR", "three_bet": "3-bet", "fold_to_three_bet": "F3B",
    "cbet": "CB", "fold_to_cbet": "FCB", "af": "AF", "wtsd": "WTSD", "wsd": "W$SD", "bb100": "bb/100",
})
COLUMN_NOTE: Final = msg(
    "hud.COLUMN_NOTE",
    "F3B: fold to 3-bet · CB: c-bet · FCB: fold to c-bet; after the slash: how many times the player could.",
)
STREET_COLUMNS: Final = msg("hud.STREET_COLUMNS", {
    "af": "AF", "bet": "Bet when checked to", "fold": "Fold to a bet",
})
STREETS: Final = msg("hud.STREETS", {"flop": "Flop", "turn": "Turn", "river": "River"})
POSITIONS: Final = msg("hud.POSITIONS", {
    "BTN": "BTN", "SB": "SB", "BB": "BB", "UTG": "UTG", "HJ": "HJ", "CO": "CO",
})

# ----- picking a seat (I or N, then its number) -----------------------------------------
PICK_STATS: Final = msg("hud.PICK_STATS", "Whose figures? Press the seat's number or click it.")
PICK_NOTE: Final = msg("hud.PICK_NOTE", "A note on whom? Press the seat's number or click it.")
PICK_HINT: Final = msg("hud.PICK_HINT", "Esc: cancel")

# ----- notes and labels on names (N) ---------------------------------------------------
NOTE_TITLE: Final = msg("hud.NOTE_TITLE", "Note on {name}")
NOTE_LABEL: Final = msg("hud.NOTE_LABEL", "Label:")
NOTE_PLACEHOLDER: Final = msg("hud.NOTE_PLACEHOLDER", "what you noticed about this player")
NOTE_HINT: Final = msg("hud.NOTE_HINT", "Enter saves · Tab, Shift+Tab: the label · Esc cancels")
NOTE_SAVE: Final = msg("hud.NOTE_SAVE", "Save")
NOTE_CANCEL: Final = msg("hud.NOTE_CANCEL", "Cancel")
NOTE_NONE: Final = msg("hud.NOTE_NONE", "No note on this player: N writes one.")
NOTE_SAVED: Final = msg("hud.NOTE_SAVED", "The note on {name} is saved.")
NOTE_REMOVED: Final = msg("hud.NOTE_REMOVED", "The note on {name} is removed.")
NOTE_NOT_SAVED: Final = msg("hud.NOTE_NOT_SAVED", "The note could not be saved: {reason}")
NOTE_NO_RECORDS: Final = msg("hud.NOTE_NO_RECORDS", "Notes are kept only when the game records its hands.")
LABELS: Final = msg("hud.LABELS", {
    "": "none", "red": "red", "orange": "orange", "yellow": "yellow", "green": "green", "blue": "blue",
    "purple": "purple",
})

# ----- the stats screen's filters and graph (S) -----------------------------------------
SCOPE_LAST: Final = plural("hud.SCOPE_LAST", "the last {count} hand", "the last {count} hands")
POSITION_ONLY: Final = msg("hud.POSITION_ONLY", "{scope} · {position} only")
CHART_WON: Final = msg("hud.CHART_WON", "chips won")
CHART_ADJUSTED: Final = msg("hud.CHART_ADJUSTED", "all-in adjusted")
CHART_ADJUSTED_LONG: Final = msg(
    "hud.CHART_ADJUSTED_LONG", "all-in adjusted (each all-in before the river at its expected value)"
)
CHART_HANDS: Final = msg("hud.CHART_HANDS", "hand {count}")

# ----- the hand list's filters (L) -----------------------------------------------------
FILTER_RESULTS: Final = msg("hud.FILTER_RESULTS", {"won": "won", "lost": "lost"})
FILTER_SHOWDOWN: Final = msg("hud.FILTER_SHOWDOWN", {"yes": "showdown", "no": "no showdown"})
FILTER_CARDS: Final = msg("hud.FILTER_CARDS", "cards {cards}")
# The list's title while a filter is on: the hands kept out of those looked at (plural on the latter).
HISTORY_FILTERED_TITLE: Final = plural(
    "hud.HISTORY_FILTERED_TITLE", "Hand history · {count} of {total} hand",
    "Hand history · {count} of the last {total} hands",
)
FILTER_NONE_FOUND: Final = plural(
    "hud.FILTER_NONE_FOUND", "{count} hand looked at: none fits these filters (X: none).",
    "{count} hands looked at: none fits these filters (X: none).",
)
CARDS_TITLE: Final = msg("hud.CARDS_TITLE", "Your hole cards: ranks (AK, TT) or cards (Ah, AhKd)")
CARDS_HINT: Final = msg("hud.CARDS_HINT", "Enter: filter · empty: any cards · Esc: cancel")

# The keys of the stats screen and the hand list, each clickable: long words, then short ones.
FILTER_KEYS: Final = msg("hud.FILTER_KEYS", {
    "hands": "this session, all, the last 100 hands", "position": "one position", "back": "back to the table",
    "replay": "replay", "result": "won or lost", "showdown": "showdown", "cards": "your cards",
    "none": "no filter",
})
FILTER_KEYS_SHORT: Final = msg("hud.FILTER_KEYS_SHORT", {
    "hands": "hands", "position": "position", "back": "back", "replay": "replay", "result": "won/lost",
    "showdown": "showdown", "cards": "cards", "none": "none",
})

# ----- keys (the help page and the footer) ----------------------------------------------
KEY_PLAYER: Final = msg("hud.KEY_PLAYER", "Player")
KEY_NOTE: Final = msg("hud.KEY_NOTE", "Note")
HELP_KEYS: Final = msg("hud.HELP_KEYS", (
    ("I", "a player's figures: every statistic by position and by street, this session and all "
     "sessions (I then the seat's number, or click the seat)"),
    ("N", "a note and a colour label on a player's name, kept across sessions (N then the seat's number)"),
))

NOTICES: Final = msg("hud.NOTICES", {
    "notes_damaged": "{count} damaged notes were set aside in the table notes_damaged of {store}; "
                     "the other notes are kept.",
})
