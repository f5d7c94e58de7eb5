"""The rules-and-keys screen, written for a player, in our own words, and its words (context ``help.NAME``,
translated entry by entry where the page is drawn); the glossary is its second page (``holdem.app.glossary``).

The page is laid out in columns that wrap inside themselves, so a long key name ("Enter, Espaço")
never runs into what it does; below ``NARROW`` cells the hands put their rule under the cards.

>>> print(help_plain(width=60).splitlines()[0])
Rules and keys
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.table import Table
from rich.text import Text

from holdem.app.render import CLASSIC, DeckStyle, cards_text
from holdem.engine.cards import parse_cards
from holdem.i18n.catalog import _, msg

TITLE: Final = msg("help.TITLE", "Rules and keys")
HANDS_HEADING: Final = msg("help.HANDS_HEADING", "Hands, best first")
KEYS_HEADING: Final = msg("help.KEYS_HEADING", "Keys")
CLOSE_HINT: Final = msg("help.CLOSE_HINT", "Esc closes · Tab glossary · ↑ ↓ PgUp PgDn · T settings")
GLOSSARY_POINTER: Final = msg(
    "help.GLOSSARY_POINTER", "Tab: the glossary, every term and mark explained (VPIP, AF, bb/100, EV...)."
)

HANDS: Final = msg("help.HANDS", (
    ("Straight flush", "Five in a row, all one suit. Ace-high is the royal flush."),
    ("Four of a kind", "Four cards of one rank."),
    ("Full house", "Three of one rank with a pair of another."),
    ("Flush", "Any five of one suit."),
    ("Straight", "Five in a row of mixed suits. The ace starts A-2-3-4-5 (as a one) or ends 10-J-Q-K-A; "
     "no wrapping round."),
    ("Three of a kind", "Three of one rank."),
    ("Two pair", "Two pairs of different ranks."),
    ("Pair", "Two cards of one rank."),
    ("High card", "Nothing else: the highest card plays, then the next."),
))

SECTIONS: Final = msg("help.SECTIONS", (
    (
        "How a hand goes",
        "Everyone gets two cards only they can see. Five cards are shared face up in the middle: "
        "three at once (the flop), then one (the turn), then one more (the river). There is a round "
        "of betting before the flop and after each new card. Your hand is the best five cards you "
        "can make from your two and the five shared ones. Win by having the best hand when the "
        "cards are turned up, or by betting so that everyone else folds.",
    ),
    (
        "Comparing hands",
        "A better kind of hand always wins. Two hands of the same kind compare by the cards that "
        "make the kind (the higher pair, then the lower one), then by the leftover cards in order. "
        "Suits never decide: exactly equal hands split the pot, and an odd chip goes to the first "
        "winner to the left of the button.",
    ),
    (
        "The order of play",
        "The dealer button (BTN) moves one seat to the left every hand. The two seats after it post "
        "the blinds: the small blind (SB) 5 and the big blind (BB) 10. Before the flop the player "
        "after the big blind speaks first, and the big blind speaks last: if nobody raised, the big "
        "blind may still check or raise. After the flop the first player still in to the left of "
        "the button speaks first.",
    ),
    (
        "What you may do",
        "Fold: give up the hand. Check: pass when there is nothing to pay. Call: match the bet. "
        "Bet or raise: put in more, stated as the total you will have in front of you this round.",
    ),
    (
        "Minimum bet and raise",
        "A bet is at least the big blind (10). A raise goes up by at least as much as the biggest "
        "bet or raise so far this round: facing a bet of 10, you may raise to 20 or more; facing a "
        "raise from 10 to 40, to 70 or more. There is no limit on the top: you may bet every chip "
        "you have. A player short of the minimum may still go all in.",
    ),
    (
        "All in and side pots",
        "You can never lose more than you have in front of you. When a player is all in, the chips "
        "the others keep betting go to a side pot that the all-in player cannot win. Each pot is "
        "won on its own by the best hand among the players who put chips into it. An all-in for "
        "less than a full raise does not let players who have already acted raise again. When no "
        "more betting is possible the hands are turned up and the rest of the board is dealt. A bet "
        "that nobody called comes back to its owner.",
    ),
    (
        "Chips and rebuys",
        "Everyone starts with 1000 play chips. Anyone who ends a hand with nothing gets 1000 again "
        "before the next one, and the table says so. Nobody sits out: every seat plays every hand.",
    ),
    (
        "The coach",
        "After each hand the coach plays it out many times beside the game, with the opponents' real "
        "strategies, and grades each of your decisions. Pot odds is the share of the final pot you "
        "had to pay; your equity, your share of the pot at the showdown against the hands the "
        "opponents' actions point to. Each choice is worth so many big blinds (bb) from then on: "
        "folding is 0, a choice worth less than 0 loses chips on average. A choice that gives up "
        "3 bb or more against the best one, beyond the noise of the play-outs, is a mistake; a "
        "smaller gap is shown, not counted.",
    ),
    (
        "No limit, pot limit and limit",
        "The header names the table's betting structure (holdem --game nl, pl or fl). No limit: the "
        "rules above, up to every chip you have. Pot limit: the largest raise is to the bet plus the "
        "pot after you call (P makes it). Limit: every bet and raise is one size, 10 before the turn "
        "and 20 on the turn and river, and a round holds at most four bets and raises; R makes it.",
    ),
))

KEYS: Final = msg("help.KEYS", (
    ("F", "fold (when checking is free, press F twice)"),
    ("C", "check, or call when there is a bet to match"),
    ("R", "bet or raise to the total shown under Raise (Enter too, once chips or a size are set)"),
    ("1 2 3 4 5 6", "add a chip of 5, 10, 25, 50, 100 or 500 to the raise"),
    ("Backspace", "take the last chip back"),
    ("M H P A", "set the raise to the minimum, half the pot, the pot, or all in"),
    ("Enter, Space", "deal the next hand once the result is read; after you fold, skip to the result"),
    ("?", "this page"),
    ("S", "statistics: the opponents, you, the graph of your chips and the same all-in adjusted; "
     "Tab: this session, all sessions or the last 100 hands; P: one position; T, G: one table size, "
     "one betting structure (when you played several)"),
    ("U", "statistics on the seats (HUD): compact, then a second line, then off; remembered"),
    ("L", "hand history and replay; filters: P position, W won or lost, D showdown, C your cards, "
     "T table size, G betting structure, X none"),
    ("O", "odds aid: pot odds, and your equity against the hands the opponents' actions point to, "
     "read as if nothing were known of them (the coach's review reads them with their own strategies, "
     "so its equity can differ); on and off; remembered"),
    ("T", "settings: language, cards, opponent speed, watching after a fold, dealing by itself, "
     "the seats and game of a new session"),
    ("B", "amounts in chips or in big blinds (bb): each player's chips, bets, pots, the raise; "
     "also in settings"),
    ("V", "the coach's review of the last hand, decision by decision: ← → the next or the one before, "
     "Home End the first and the last, each opened at its top; ↑ ↓ PgUp PgDn scroll a page taller than "
     "the screen (V on a hand in the history too)"),
    ("G", "the coach: this session's costliest mistakes and the leaks over all your hands"),
    ("D", "drills: practise one kind of decision again and again against this table, each answer graded "
     "at once; your progress by kind (D on a mistake or a leak in G drills its kind)"),
    ("Q, Ctrl+C", "leave; during a hand Y confirms (N, Esc, Enter, Space stay) and your cards are folded"),
))

RAISE_NOTE: Final = (
    msg("help.RAISE_NOTE", "The number under Raise is your total for this round: what you already have "
    "in front of you "
    "plus the chips on the stack. With an empty stack it is the smallest raise allowed. Half pot "
    "and pot are measured after your call: the pot with every bet on the table plus what you "
    "must call. Letter keys work in capitals too, and the mouse can click every control.")
)


# ----- the betting bar's regulars' tools (issue 12), shown after the M H P A row ----------------
BET_KEYS: Final = msg("help.BET_KEYS", (
    ("Z X W", "before the flop: raise to 2.5, 3 or 4 times the bet to beat (big blinds when nobody "
     "raised); after it, Z a third and X three quarters of the pot"),
    ("E", "type the exact total for your bet or raise (in big blinds while amounts are in bb); Enter puts "
     "it under Raise, Escape cancels"),
    ("F C Y", "while an opponent acts: check/fold, check (or call that amount), call any, "
     "done for you when your turn comes"),
))
BET_KEYS_AFTER: Final = 6  # the rows of KEYS before them: F, C, R, the chips, Backspace, M H P A
# The HUD's keys, after every other key.
HUD_KEYS: Final = msg("help.HUD_KEYS", (
    ("I", "a player's figures: every statistic by position and by street, this session and all "
     "sessions (I then the seat's number, or click the seat)"),
    ("N", "a note and a colour label on a player's name, kept across sessions (N then the seat's number)"),
))

BET_NOTE: Final = msg(
    "help.BET_NOTE",
    "While the stack is below the minimum, the total shows in red with the minimum beside it and R "
    "does not send it. Each change of the stack is one step: Backspace right after a preset brings "
    "back the stack before it. Half pot, pot and the sizes round down to whole 5 chips; only an exact "
    "minimum or all in can need an odd few, shown as +2. The pre-actions Check and Call 30 are "
    "cleared when the amount to call changes; Check/fold and Call any stand until your turn or the "
    "end of the betting round.",
)

# An example of each hand, in the order of ``HANDS``.
HAND_EXAMPLES: Final = (
    "9h Th Jh Qh Kh", "7c 7d 7h 7s Kd", "Qs Qh Qd 4c 4s", "Ad Jd 8d 5d 2d", "5c 6d 7s 8h 9c",
    "8s 8h 8c Kd 3s", "Jc Jd 4h 4s Ac", "Th Tc Ks 6d 2h", "Ah Qc 9d 6s 3h",
)
HEADING = "bold #ffd75f"
KEY_STYLE = "bold #87d7ff"
NARROW: Final = 76  # below this many cells, a hand's rule goes under its name and cards
GAP: Final = 2  # cells between two columns


def close_hint() -> str:
    return _(CLOSE_HINT)


def _grid(*, first_width: int | None = None) -> Table:
    """Two or three columns with a gap; the last one wraps, the others never do."""
    grid = Table.grid(padding=(0, GAP))
    grid.add_column(no_wrap=True, min_width=first_width)
    return grid


def _hands(deck: DeckStyle, width: int) -> Table:
    names = [name for name, _rule in _(HANDS)]
    grid = _grid(first_width=max(len(name) for name in names))
    grid.add_column(no_wrap=width >= NARROW)  # the cards; on a narrow page, the rule under them
    if width >= NARROW:
        grid.add_column(ratio=1)
    for (name, rule), example in zip(_(HANDS), HAND_EXAMPLES, strict=True):
        cards = cards_text(parse_cards(example), deck=deck)
        if width >= NARROW:
            grid.add_row(Text(name, style="bold"), cards, Text(rule))
        else:
            grid.add_row(Text(name, style="bold"), cards)
            grid.add_row("", Text(rule), end_section=True)
    return grid


def _keys() -> Table:
    listed = _(KEYS)
    keys = (*listed[: BET_KEYS_AFTER], *_(BET_KEYS), *listed[BET_KEYS_AFTER :], *_(HUD_KEYS))
    grid = _grid(first_width=max(len(key) for key, _what in keys))
    grid.add_column(ratio=1)
    for key, what in keys:
        grid.add_row(Text(key, style=KEY_STYLE), Text(what))
    return grid


class HelpPage:
    """The whole page, in the current language and card style, laid out for the width it is given."""

    def __init__(self, deck: DeckStyle = CLASSIC) -> None:
        self.deck = deck

    def parts(self, width: int) -> Iterator[Text | Table]:
        yield Text(_(TITLE), style="bold underline")
        yield Text(_(GLOSSARY_POINTER) + "\n", style="italic")
        yield Text(_(HANDS_HEADING), style=HEADING)
        yield _hands(self.deck, width)
        for heading, body in _(SECTIONS):
            yield Text(f"\n{heading}", style=HEADING)
            yield Text(body)
        yield Text(f"\n{_(KEYS_HEADING)}", style=HEADING)
        yield _keys()
        yield Text(f"\n{_(RAISE_NOTE)}")
        yield Text(f"\n{_(BET_NOTE)}")

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Group(*self.parts(options.max_width))


def help_text(deck: DeckStyle = CLASSIC) -> HelpPage:
    """The page, ready to draw at any width."""
    return HelpPage(deck)


def help_plain(width: int = 100, deck: DeckStyle = CLASSIC) -> str:
    """The page as plain text ``width`` cells wide (for tests and for reading it in a terminal)."""
    console = Console(width=width, color_system=None, force_terminal=False)
    with console.capture() as captured:
        console.print(help_text(deck))
    return "\n".join(line.rstrip() for line in captured.get().splitlines())
