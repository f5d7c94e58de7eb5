"""The drills' words (``holdem drill``, the drill screen, the drills page), read through the catalog.

Same convention as ``holdem.app.strings`` (context ``drills.NAME``).
"""

from __future__ import annotations

from typing import Final

from holdem.i18n.catalog import msg

FAMILY_NAMES: Final = msg("drills.FAMILY_NAMES", {
    "open": "First in",
    "bb_defend": "Big blind vs an open",
    "vs_open_ip": "An open, in position",
    "vs_3bet": "Facing a 3-bet",
    "bvb": "Blind against blind",
    "allin_pre": "All-in before the flop",
    "cbet_ip": "C-bet in position",
    "cbet_oop": "C-bet out of position",
    "vs_cbet": "Facing a c-bet",
    "barrel": "Turn barrel",
    "river_call": "River bluff-catch",
    "river_value": "River value bet",
    "allin_post": "All-in after the flop",
})
FAMILY_LINES: Final = msg("drills.FAMILY_LINES", {
    "open": "Folded to you before the flop (not the blinds): fold, limp or open, by position.",
    "bb_defend": "In the big blind, one raise in front of you (not the small blind's): fold, call or 3-bet.",
    "vs_open_ip": "One raise in front of you; you act after the raiser after the flop: fold, call, 3-bet.",
    "vs_3bet": "You opened and were re-raised: fold, call or 4-bet.",
    "bvb": "Folded to the small blind, or the big blind against the small blind alone.",
    "allin_pre": "Someone moved all in before the flop: call or fold.",
    "cbet_ip": "You raised before the flop and the flop is checked to you, last to act: bet or check.",
    "cbet_oop": "You raised before the flop and act first on the flop (or before others): bet or check.",
    "vs_cbet": "The preflop raiser bets the flop: fold, call or raise.",
    "barrel": "You bet the flop and were called: bet the turn again or check.",
    "river_call": "A bet faced on the river: call a bluff or fold a loser.",
    "river_value": "Checked to on the river with top pair or better: bet for value or check.",
    "allin_post": "Someone moved all in after the flop: call or fold.",
})

LIST_TITLE: Final = msg("drills.LIST_TITLE", "Drill families (holdem drill FAMILY):")
UNKNOWN_FAMILY: Final = msg(
    "drills.UNKNOWN_FAMILY", "holdem: no drill family {name!r}; holdem drill --list names them."
)
DRILL_HELP: Final = msg("drills.DRILL_HELP", "practise one kind of spot, graded at once")
FAMILY_HELP: Final = msg("drills.FAMILY_HELP", "the family to drill (default: the first with a spot due)")
LIST_HELP: Final = msg("drills.LIST_HELP", "name the families and leave")
POSITION_HELP: Final = msg("drills.POSITION_HELP", "only spots where you sit in this position")
DEPTH_HELP: Final = msg("drills.DEPTH_HELP", "every seat starts each hand with this many big blinds")
CLOSE_HELP: Final = msg("drills.CLOSE_HELP", "close decisions only: leave out the folds every style makes")

# ----- the drill screen ------------------------------------------------------------------------
SCREEN_TITLE: Final = msg("drills.SCREEN_TITLE", "Drill · {family} · spot {number}")
SEARCHING: Final = msg("drills.SEARCHING", "Dealing hands until the spot comes up…")
NOT_FOUND: Final = msg(
    "drills.NOT_FOUND", "The table did not reach this spot in the hands it dealt; N tries other hands."
)
SPOT_LINE: Final = msg(
    "drills.SPOT_LINE", "{position} · {street} · pot {pot} · to call {call} · {depth} bb deep"
)
YOUR_CARDS: Final = msg("drills.YOUR_CARDS", "Your cards: {cards}   Board: {board}")
BOARD_NONE: Final = msg("drills.BOARD_NONE", "(none yet)")
GRADING: Final = msg("drills.GRADING", "The coach is valuing the choices… ({done} of {total} ready)")
VERDICT: Final = msg("drills.VERDICT", "{choice}: {kind}")
VERDICT_KINDS: Final = msg("drills.VERDICT_KINDS", {
    "best": "best", "close": "close", "mistake": "mistake", "exploit": "missed exploit",
})
VALUES_TITLE: Final = msg("drills.VALUES_TITLE", "Each choice, in big blinds (± its 95% margin):")
MARK_BEST: Final = msg("drills.MARK_BEST", "best")
MARK_YOURS: Final = msg("drills.MARK_YOURS", "yours")
SCORE_LINE: Final = msg(
    "drills.SCORE_LINE",
    "This drill: decisions {decisions} · without a mistake {clean} · bb lost each {lost}",
)
SCORE_NONE: Final = msg(
    "drills.SCORE_NONE",
    "This drill: no decision scored yet (a fold every style makes is left out of the score)",
)
NEXT_KEYS: Final = msg("drills.NEXT_KEYS", "N next spot · P drills page · Esc back")
REST_KEYS: Final = msg("drills.REST_KEYS", "N next spot · H rest of hand · P drills · Esc back")
NEXT_KEYS_SCROLL: Final = msg("drills.NEXT_KEYS_SCROLL", "↑↓ scroll · N next spot · P drills · Esc back")
REST_KEYS_SCROLL: Final = msg("drills.REST_KEYS_SCROLL", "↑↓ scroll · N next · H rest · P drills · Esc back")
KEY_REST: Final = msg("drills.KEY_REST", "Rest of the hand")
REST_PLAYING: Final = msg("drills.REST_PLAYING", "Playing the rest of the hand…")
REST_TITLE: Final = msg("drills.REST_TITLE", "The rest of the hand, as the table plays it (your seat too):")
REST_STREET: Final = msg("drills.REST_STREET", "{street} {board}: {actions}")
REST_SHOWDOWN: Final = msg("drills.REST_SHOWDOWN", "Showdown: {hands}; {winners} wins.")
REST_SHOWDOWN_SPLIT: Final = msg("drills.REST_SHOWDOWN_SPLIT", "Showdown: {hands}; {winners} split the pot.")
REST_UNCONTESTED: Final = msg("drills.REST_UNCONTESTED", "{name} takes the pot: the others folded.")
REST_RESULT: Final = msg(
    "drills.REST_RESULT", "Your result in this hand: {net} (a drill hand: not in the session's results)."
)
KEY_NEXT: Final = msg("drills.KEY_NEXT", "Next")
KEY_PAGE: Final = msg("drills.KEY_PAGE", "Drills")
KEY_BACK: Final = msg("drills.KEY_BACK", "Back")
KEY_START: Final = msg("drills.KEY_START", "Drill")
LEAK_DRILL: Final = msg("drills.LEAK_DRILL", "{kind}: D drills {family}.")
LEAK_NO_DRILL: Final = msg("drills.LEAK_NO_DRILL", "{kind}: no drill works on this kind of decision yet.")

# ----- the drills page --------------------------------------------------------------------------
PAGE_TITLE: Final = msg("drills.PAGE_TITLE", "Drills · your progress by family (all sessions)")
PAGE_HEAD: Final = msg("drills.PAGE_HEAD", "family                     answers  no mistake  bb lost each")
PAGE_REPEAT: Final = msg(
    "drills.PAGE_REPEAT",
    "A spot you got wrong comes back after 1 spot, then after 2, 4 and 8 as you get it right (marked ↻).",
)
PAGE_KEYS: Final = msg("drills.PAGE_KEYS", "↑↓ choose · Enter drill this family · Esc back")
PAGE_KEYS_SCROLL: Final = msg(
    "drills.PAGE_KEYS_SCROLL", "↑↓ choose · PgUp/PgDn scroll · Enter drill · Esc back"
)
NARROW_LINE: Final = msg(
    "drills.NARROW_LINE", "Enter drills: P position {position} · S stacks {depth} bb · C {close}"
)
NARROW_ANY: Final = msg("drills.NARROW_ANY", "any")
NARROW_CLOSE: Final = msg("drills.NARROW_CLOSE", "close decisions only")
NARROW_EVERY: Final = msg("drills.NARROW_EVERY", "every decision")
PAGE_TRIVIAL: Final = msg(
    "drills.PAGE_TRIVIAL", "Folds every style makes are left out of the score."
)
