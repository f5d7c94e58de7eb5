"""The coach's words (review of a hand, key V; the coach screen, key G), read through the catalog.

Same convention as ``holdem.app.strings`` (context ``coach.NAME``); a message with a count is a
``plural`` one, said with ``n_(message, count)``.
"""

from __future__ import annotations

from typing import Final

from holdem.i18n.catalog import msg, plural

# ----- keys -------------------------------------------------------------------------------
KEY_REVIEW: Final = msg("coach.KEY_REVIEW", "Review")
KEY_COACH: Final = msg("coach.KEY_COACH", "Coach")
KEY_DECISION: Final = msg("coach.KEY_DECISION", "Decision")
KEY_REPLAY: Final = msg("coach.KEY_REPLAY", "Replay")
KEY_MISTAKE: Final = msg("coach.KEY_MISTAKE", "Mistake")
KEY_RANGES: Final = msg("coach.KEY_RANGES", "Ranges")
KEY_GLOSSARY: Final = msg("coach.KEY_GLOSSARY", "Glossary")
KEY_SCROLL: Final = msg("coach.KEY_SCROLL", "Scroll")

# ----- the review of a hand -----------------------------------------------------------------
REVIEW_TITLE: Final = msg("coach.REVIEW_TITLE", "Review of hand #{number}")
REVIEW_STEP: Final = msg("coach.REVIEW_STEP", "decision {step} of {steps} · {street}")
REVIEW_GRADING: Final = msg(
    "coach.REVIEW_GRADING",
    "Grading… the coach plays this hand out many times beside the game; the review fills in here "
    "when it is done.",
)
REVIEW_FAILED: Final = msg("coach.REVIEW_FAILED", "The coach could not grade this hand.")
REVIEW_SKIPPED: Final = msg(
    "coach.REVIEW_SKIPPED",
    "The coach skipped this hand: too many hands were waiting, and the newest go first.",
)
REVIEW_NOT_GRADED: Final = msg(
    "coach.REVIEW_NOT_GRADED", "This hand was not graded: the game was closed before the coach finished it."
)
REVIEW_STALE: Final = msg(
    "coach.REVIEW_STALE",
    "This hand was graded by an older version of the coach, whose verdicts followed other rules: its grade "
    "is not shown, nor counted in the coach's lists.",
)
REVIEW_COACH_OFF: Final = msg("coach.REVIEW_COACH_OFF", "The coach is off in this game.")
REVIEW_NO_DECISIONS: Final = msg("coach.REVIEW_NO_DECISIONS", "You had no decision to make in this hand.")
NO_HAND_YET: Final = msg("coach.NO_HAND_YET", "No hand to review yet: finish one first.")
GRADED: Final = msg("coach.GRADED", "Hand #{number} graded: {summary} V: review.")
YOUR_CARDS: Final = msg("coach.YOUR_CARDS", "Your cards")
BOARD: Final = msg("coach.BOARD", "Board")
SPOT_TO_CALL: Final = msg("coach.SPOT_TO_CALL", "Pot {pot} · {to_call} to call · you needed {needed}")
SPOT_FREE: Final = msg("coach.SPOT_FREE", "Pot {pot} · nothing to call")
SPOT_UNOPENED: Final = msg("coach.SPOT_UNOPENED", "Pot {pot} · no raise yet: {to_call} to come in")
EQUITY: Final = msg(
    "coach.EQUITY", "Your equity against the ranges their own strategies give them: {equity}"
)
# Several opponents still in: the equity is against all of them at once, not against one caller.
EQUITY_MANY: Final = plural(
    "coach.EQUITY_MANY",
    "Your equity against the {count} player still in (the range his own strategy gives him): {equity}",
    "Your equity against all {count} players still in at once (the ranges their own strategies give them): "
    "{equity}",
)
# Two opponents still in: "both", not "all 2".
EQUITY_BOTH: Final = msg(
    "coach.EQUITY_BOTH",
    "Your equity against both players still in at once (the ranges their own strategies give them): {equity}",
)
CHOICE_HEADING: Final = msg("coach.CHOICE_HEADING", "Choice")
EV_HEADING: Final = msg("coach.EV_HEADING", "EV (bb)")
MARK_YOU: Final = msg("coach.MARK_YOU", "◀ you")
MARK_BEST: Final = msg("coach.MARK_BEST", "best")
MARK_MISTAKE: Final = msg("coach.MARK_MISTAKE", "mistake, {cost} bb")
MARK_CLOSE: Final = msg("coach.MARK_CLOSE", "close")
MARK_EXPLOIT: Final = msg("coach.MARK_EXPLOIT", "exploit missed, {cost} bb")
MARK_TABLE_BEST: Final = msg("coach.MARK_TABLE_BEST", "best here only")
# A mistake's or an exploit's cost alone, in its colour, where the whole mark would wrap (the verdict above
# the table says which it is).
MARK_COST: Final = msg("coach.MARK_COST", "{cost} bb")
MARGIN_HEADING: Final = msg("coach.MARGIN_HEADING", "± 95%")
CHOICES: Final = msg("coach.CHOICES", {
    "fold": "Fold", "check": "Check", "call": "Call {amount}", "bet": "Bet {amount}",
    "raise": "Raise to {amount}", "all_in": "All in {amount}",
})
# A bet or raise more than any opponent still in can call: how much the one with most has.
COVERED: Final = msg("coach.COVERED", "{choice} ({name} has {amount})")
# The player's all in when every opponent has less: in effect a bet (or raise) of what he has, so named
# (in brackets: "Bet 680, Rafael all in or Check" read as three choices).
COVERED_ALL_IN: Final = msg("coach.COVERED_ALL_IN", {
    "bet": "Bet {amount} (puts {name} all in)",
    "raise": "Raise to {amount} (puts {name} all in)",
})
SAID: Final = msg("coach.SAID", {
    "fold": "You folded to {amount} needing {needed}; against what {name} bets here you had {equity}.",
    "call": "You called {amount} needing {needed}; against what {name} bets here you had {equity}: "
            "{ev} bb.",
    "fold_ranges": "You folded to {amount} needing {needed}; against their ranges you had {equity}.",
    "call_ranges": "You called {amount} needing {needed}; against their ranges you had {equity}: {ev} bb.",
    # Before the flop with players yet to act: the equity against those who put chips in (the raiser, the
    # callers), the one the price is compared with.
    "fold_entered": "You folded to {amount} needing {needed}; against {names}, who put chips in, you had "
                    "{equity}.",
    "call_entered": "You called {amount} needing {needed}; against {names}, who put chips in, you had "
                    "{equity}: {ev} bb.",
    "check": "You checked with {equity} against their ranges: {ev} bb.",
    "fold_free": "You folded when checking was free, with {equity} against their ranges.",
    "fold_unopened": "You folded before anyone raised, with {equity} against their ranges.",
    "call_unopened": "You came in for {amount} before anyone raised, with {equity} against their ranges: "
                     "{ev} bb.",
    "bet": "You bet {amount} with {equity} against their ranges: {ev} bb.",
    "raise": "You raised to {amount} with {equity} against their ranges: {ev} bb.",
})
VERDICT: Final = msg("coach.VERDICT", {
    "best": "That was the best choice.",
    "best_with": "{choices}: the same within the noise. Yours was one of them.",
    "close": "{choice} was worth {more} bb more, within the noise (± {margin}: it may be worth no more): "
             "close, not a mistake.",
    "small": "{choice} was worth {more} bb more: less than 3 bb, close, not a mistake.",
    "mistake": "{choice} was worth {best} bb: this cost you {cost} ± {margin} bb, a mistake.",
    "mistake_with": "{choice} was worth {best} bb ({others}: the same within the noise): this cost you "
                    "{cost} ± {margin} bb, a mistake.",
    "mistake_fresh": "{choice} was better: a mistake. Played again on fresh deals, your choice cost "
                     "{cost} ± {margin} bb ({found} on the deals that found the mistake).",
    "mistake_both": "{choice} was better here and against a sound player: your choice cost {cost} ± {margin} "
                    "bb against it here ({sound} bb there), a mistake.",
    "fresh_same": "{choice} looked {found} bb better, but played again on fresh deals your choice cost "
                  "{cost} ± {margin} bb: within the noise (it may cost nothing), close, not a mistake.",
    "fresh_small": "{choice} looked {found} bb better, but played again on fresh deals your choice cost "
                   "{cost} ± {margin} bb: less than 3 bb, close, not a mistake.",
    "fresh_none": "{choice} looked {found} bb better, but played again on fresh deals it did no better than "
                  "yours: yours came out {gain} ± {margin} bb ahead. Close, not a mistake.",
    "exploit_apart": "{choice} was better at this table: your choice cost {cost} ± {margin} bb here. "
                     "Against a sound player {sound} was best, and yours cost {gap} bb there: no one choice "
                     "is better at both tables. A missed exploit, not a leak.",
    # The sound table's best beats the choice taken here too, but not by the line beyond the noise at both.
    "exploit_apart_noise": "{choice} was better at this table: your choice cost {cost} ± {margin} bb here. "
                           "Against a sound player {sound} was best, and yours cost {gap} bb there; {sound} "
                           "beats yours here too ({here} bb), but not surely by 3 bb at both tables, so no "
                           "mistake. A missed exploit, not a leak.",
    "exploit": "{choice} was better at this table: your choice cost {cost} ± {margin} bb here, but against "
               "a sound player it would be no mistake. A missed exploit, not a leak.",
})
# After a cost measured again on new deals where the table's own gap shows another figure: why they differ.
FRESH_NOTE: Final = msg(
    "coach.FRESH_NOTE",
    "(The table shows {found} bb from its own deals; the cost was measured again on new deals, and the two "
    "differ by luck.)",
)
EXPLOIT_PART: Final = msg(
    "coach.EXPLOIT_PART",
    "{choice} was worth {extra} bb more than that, at this table only: an exploit of {name}, not the lesson.",
)
EITHER: Final = msg("coach.EITHER", "{choices} (the same within the noise)")
EXPLOIT: Final = msg("coach.EXPLOIT", "Exploit of {name}: {choice} pays against this table only.")
REVERSE: Final = msg(
    "coach.REVERSE",
    "Your choice pays here, but against a sound player {choice} would be worth {cost} bb more: it "
    "exploits {name}.",
)
TENDENCY: Final = msg("coach.TENDENCY", {
    "fold": "{name} folds to {choice} with about {here} of hands here; a sound player, {sound}.",
    "call": "{name} calls {choice} with about {here} of hands here; a sound player, {sound}.",
    "raise": "Over {choice}, {name} raises again with about {here} of hands here; a sound player, {sound}.",
    # A tendency of his answer to a check: how much of his range bets into it.
    "bets": "After your check, {name} bets with about {here} of hands here; a sound player, {sound}.",
    "equity": "Against {name}'s range here you had {here}; against a sound player's after the same "
              "actions, {sound}.",
    "called": "Against the hands {name} calls {choice} with here you have {here}; against a sound "
              "player's calls, {sound}.",
    # An equity tendency is no reason for a bet that pays by folds (called, it is short of its price).
    "folds": "{choice} pays by {name}'s folds, not by your cards: {name} folds {here} of hands to it here.",
})
# The tables disagree, but no answer to the bet nor equity differs beyond the noise: what is left.
TENDENCY_LATER: Final = msg(
    "coach.TENDENCY_LATER",
    "Their ranges and first answers here differ from a sound player's only within the noise: the gap comes "
    "from how the rest of the hand is played.",
)
# The same where the choice at issue puts the player all in: nothing of his is left to play, so the gap is
# the small differences of their answers added up.
TENDENCY_SUM: Final = msg(
    "coach.TENDENCY_SUM",
    "Their ranges and answers to {choice} differ from a sound player's only within the noise, each a little: "
    "the gap is those small differences added up.",
)
# The same where the choice at issue is a call that ends the betting (heads-up, the bettor all in): no
# answer to it, and nothing but the cards after it.
TENDENCY_CARDS: Final = msg(
    "coach.TENDENCY_CARDS",
    "Their ranges here differ from a sound player's only within the noise, each a little: after {choice} "
    "nothing is left to play but the cards, so the gap is those small differences added up.",
)
# Before the flop with players yet to act: the equity against those who put chips in first (the one the
# price above is compared with), then against everyone still in at once.
EQUITY_ENTERED: Final = msg(
    "coach.EQUITY_ENTERED",
    "Your equity against {names}, who put chips in: {equity}; against all {count} still in at once "
    "({waiting} yet to act): {all}",
)
EQUITY_ENTERED_BOTH: Final = msg(
    "coach.EQUITY_ENTERED_BOTH",
    "Your equity against {names}, who put chips in: {equity}; against both still in at once ({waiting} yet "
    "to act): {all}",
)
RANGES_HEADING: Final = msg("coach.RANGES_HEADING", "The ranges the coach gave them")
RANGE_LINE: Final = msg("coach.RANGE_LINE", "{name}, about {width} of hands: {classes}")
# The hands listed make only part of the range: how much, so a hand shown outside them is no surprise.
RANGE_PART: Final = msg("coach.RANGE_PART", "{name}, about {width} of hands; {part} of it is {classes}")
RANGE_ANY: Final = msg("coach.RANGE_ANY", "{name}, about {width} of hands: nearly any two cards")
RANGE_GRID: Final = msg("coach.RANGE_GRID", "{name}'s range (█ most of a hand, ▓ half, ▒ some, ░ a little)")
HAND_SUMMARY: Final = plural(
    "coach.HAND_SUMMARY", "{count} mistake in this hand, {cost} bb in all.",
    "{count} mistakes in this hand, {cost} bb in all.",
)
HAND_CLEAN: Final = msg("coach.HAND_CLEAN", "No mistake of 3 bb or more in this hand.")
HAND_EXPLOITS: Final = plural(
    "coach.HAND_EXPLOITS", "{count} missed exploit: better against these opponents only, not a mistake.",
    "{count} missed exploits: better against these opponents only, not mistakes.",
)
# The same on the table's one line after a hand, where room is short (the review says what one is).
HAND_EXPLOITS_SHORT: Final = plural(
    "coach.HAND_EXPLOITS_SHORT", "{count} missed exploit.", "{count} missed exploits."
)
# The decision strip's marks, in words as well as colours.
STRIP: Final = msg("coach.STRIP", {
    "best": "✓", "close": "close", "mistake": "mistake {cost}", "exploit": "exploit {cost}",
})

# ----- the coach screen ----------------------------------------------------------------------
COACH_TITLE: Final = msg("coach.COACH_TITLE", "Coach")
MISTAKES_HEADING: Final = msg("coach.MISTAKES_HEADING", "This session's costliest mistakes")
NO_MISTAKES: Final = msg("coach.NO_MISTAKES", "No mistake of 3 bb or more in this session's graded hands.")
STILL_GRADING: Final = plural(
    "coach.STILL_GRADING", "{count} hand is still being graded…", "{count} hands are still being graded…"
)
MISTAKE_ROW: Final = msg(
    "coach.MISTAKE_ROW", "Hand #{number}{where} · {street}: {choice} instead of {best}"
)
MORE_MISTAKES: Final = plural(
    "coach.MORE_MISTAKES", "… and {count} more, in each hand's review (V)",
    "… and {count} more, in each hand's review (V)",
)
EXPLOITS_HEADING: Final = msg(
    "coach.EXPLOITS_HEADING", "Missed exploits: better against these opponents only (not leaks)"
)
REASON: Final = msg("coach.REASON", {
    "price": "You needed {needed} and had {equity} against their range.",
    "sound": "{choice} was better against a sound player too: {cost} bb there.",
    "sound_other": "Against a sound player {choice} was best: your choice cost {cost} bb there.",
})
# The reason for a verdict, from the same play-outs (review and coach screen): who folds to a bet and the
# equity when called; the price against the equity, with the bettor's range split against the player's hand.
WHY: Final = msg("coach.WHY", {
    "raise": "{choice}: {folds}; called, you have {called} ({needed}).",
    # Several answer the bet: the equity and the price when the likeliest caller alone calls.
    "raise_by": "{choice}: {folds}; if {caller} alone calls, you have {called} ({needed}).",
    "raise_folded": "{choice}: {folds}.",
    "fold_first": "{name} folds {share}",
    "fold_next": "{name} {share}",
    # The opponents left out of the names above (those who fold most), together: nobody reads as forgotten.
    "fold_rest": "{names} fold {share} or more",
    "fold_rest_always": "{names} fold nearly always",
    # What a bet needs when called: the equity then pays for it; or short of it, the folds pay the rest (the
    # bet is worth more than nothing), or they do not.
    "needed": "you need {needed}",
    "needed_folds": "a call alone would need {needed}: folds and the play after make up the rest",
    "needed_short": "a call alone would need {needed}, and folds and the play after do not make up the rest",
    "price": "You pay {call} to win {pot}: you need {needed}; against {name}'s range ({ahead} ahead of you "
             "now, {draws} behind with outs, {air} air) you have {equity} with the cards to come.",
    "price_river": "You pay {call} to win {pot}: you need {needed}; against {name}'s range ({ahead} ahead of "
                   "you, {air} behind) you have {equity}.",
    "price_ranges": "You pay {call} to win {pot}: you need {needed}; against their ranges you have {equity}.",
    "price_entered": "You pay {call} to win {pot}: you need {needed}; against {names}, who put chips in, you "
                     "have {equity} ({waiting} yet to act).",
    "equity": "Against their ranges you have {equity}.",
    # Where the call's worth and the price against the equity point opposite ways: what else counts.
    "short": "Short of the price, yet calling is worth {ev} bb: what comes after counts too (bets you win "
             "when you hit, pots they give up).",
    "long": "Above the price, yet calling is worth {ev} bb: what comes after costs more (bets still to come, "
            "pots you give up when you miss).",
    "short_even": "Short of the price, yet calling is as good as folding within the noise ({ev} bb): what "
                  "comes after counts too (bets you win when you hit, pots they give up).",
    "long_even": "Above the price, yet calling is no better than folding within the noise ({ev} bb): what "
                 "comes after costs too (bets still to come, pots you give up when you miss).",
    # Where calling leaves a stack behind that nearly any later bet puts in: what the whole of it costs,
    # against the hands that call the player's all in, or (the play-outs met none) against their ranges.
    "stack_called": "Calling {call} commits your stack: {rest} in all to win {win} needs {needed}; against "
                    "the hands that call your all in you have {equity}.",
    "stack_ranges": "Calling {call} commits your stack: {rest} in all to win {win} needs {needed}; against "
                    "their ranges you have {equity}.",
    # A bet's price when called, and the whole stack's where that call commits it: "(you need {needed})".
    "needed_stack": "{needed}, or {stack} with your whole stack in",
})
# Where the odds aid's equity and the review's differ: why, in one line.
AID: Final = msg("coach.AID", {
    "more": "The odds aid said {aid}: it reads every bet as an unknown player's. {name} takes this line "
            "({line}) with stronger hands: against how {name} plays it you have {equity}.",
    "less": "The odds aid said {aid}: it reads every bet as an unknown player's. {name} takes this line "
            "({line}) with weaker hands: against how {name} plays it you have {equity}.",
    "ranges": "The odds aid said {aid}: it reads every bet as an unknown player's; against the ranges their "
              "own play gives them you have {equity}.",
})
LINE_STEP: Final = msg("coach.LINE_STEP", "{moves} on the {street}")
LINE_PREFLOP: Final = msg("coach.LINE_PREFLOP", "{moves} preflop")
LINE_THEN: Final = msg("coach.LINE_THEN", "then")
MOVES: Final = msg("coach.MOVES", {
    "fold": "fold", "check": "check", "call": "call", "bet": "bet", "raise": "raise",
})
LEAKS_HEADING: Final = plural(
    "coach.LEAKS_HEADING", "Leaks over {count} graded hand", "Leaks over {count} graded hands"
)
NO_LEAKS: Final = msg("coach.NO_LEAKS", "No graded hands yet.")
BY_KIND: Final = msg("coach.BY_KIND", "By kind")
BY_OPPONENT: Final = msg("coach.BY_OPPONENT", "By opponent")
DECISIONS_COLUMN: Final = msg("coach.DECISIONS_COLUMN", "decisions")
MISTAKES_COLUMN: Final = msg("coach.MISTAKES_COLUMN", "mistakes")
COST_COLUMN: Final = msg("coach.COST_COLUMN", "cost (bb)")
NO_OPPONENT: Final = msg("coach.NO_OPPONENT", "(nobody)")
NEXT_TIME: Final = msg("coach.NEXT_TIME", {
    "preflop": "Next time from {position}, {better} rather than {taken} with hands like these.",
    "preflop_size": "Next time from {position}, raise to the size the review shows: yours gave up most.",
    "call": "Next time, call only when your equity against their range beats the price.",
    "fold_to_cbet": "Next time, defend more against continuation bets when the price is small.",
    "bluff": "Next time, bluff where they fold often enough, with hands that can improve.",
    "value": "Next time, size your value bets so that worse hands can still call.",
    "check": "Next time, bet where checking wins less: a strong hand or a draw that worse hands call, or a "
             "bluff where they fold often enough.",
    "fold": "Next time, compare the price with your equity before folding.",
    "none": "No mistake here: keep playing these the same way.",
})
# After the flop, what to do next time by the move taken in the leak's costliest mistake and the move its
# lesson makes, so the advice fits the mistakes it sums up (a fold that should have been a raise is too
# passive, not a price misread).
NEXT_MOVE: Final = msg("coach.NEXT_MOVE", {
    "fold_call": "Next time, compare the price with your equity before folding: yours was enough to call.",
    "fold_raise": "Next time, raise rather than fold where they fold to a raise often enough: folding was "
                  "too passive.",
    # A fold that had the price by far: its lesson pays through the equity when called, not through folds.
    "fold_price": "Next time, call or raise when your equity beats the price: you folded hands that had it.",
    "call_fold": "Next time, call only when your equity against their range beats the price.",
    "call_raise": "Next time, raise rather than call with hands like these: calling was too passive.",
    "raise_raise": "Next time, bet or raise to the size the review shows: yours gave up most.",
    "value_passive": "Next time, check or call with hands like these: a bet is paid by better hands, not "
                     "worse.",
})
# Preflop advice says the move: what the player did and what was better.
VERBS: Final = msg("coach.VERBS", {"fold": "fold", "check": "check", "call": "call", "raise": "raise"})
# Under the leak table by opponent: where the cost against him was, not the kind's advice again.
AGAINST: Final = msg("coach.AGAINST", "most of it was in {kind}: see that row above.")
KINDS: Final = msg("coach.KINDS", {
    "preflop": "Preflop, {position}",
    "call": "Calling bets",
    "fold_to_cbet": "Folding to continuation bets",
    "bluff": "Bluffs",
    "value": "Value bets",
    "check": "Checks",
    "fold": "Folds",
})
