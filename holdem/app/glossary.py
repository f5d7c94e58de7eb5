"""The glossary: every term and mark the table, the HUD, the statistics, a player's figures and the
coach show, explained for a beginner; the help's second page (? then Tab).

The words live here, beside the page that draws them (context ``help.GLOSSARY``), and
``docs/glossary.md`` holds the same entries written out by ``scripts/write_glossary.py``
(``glossary_markdown``), in English and in Portuguese, so the game and the docs say the same.

>>> print(glossary_plain(width=70).splitlines()[0])
Glossary
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.table import Table
from rich.text import Text

from holdem.i18n.catalog import _, msg, translate

HEADING: Final = "bold #ffd75f"
TERM_STYLE: Final = "bold #87d7ff"
GAP: Final = 2  # cells between a term and what it means
COACH_SECTION: Final = 3
"""The index in :data:`SECTIONS` of the coach's words: where the review's ? opens the glossary."""

TITLE: Final = msg("help.GLOSSARY_TITLE", "Glossary")
INTRO: Final = msg(
    "help.GLOSSARY_INTRO",
    "Every word and mark the table, the HUD, the statistics and the coach show. Tab: back to the rules and "
    "keys.",
)
# (heading, ((term, what it means), ...)), one section per place the terms are shown.
SECTIONS: Final = msg("help.GLOSSARY", (
    ("At the table", (
        ("BTN", "the button, the dealer's seat: it acts last on every street after the flop"),
        ("SB, BB", "small blind and big blind: the seats left of the button, which must put in 5 and "
                   "10 chips before the cards are dealt"),
        ("UTG", "under the gun: the first seat to act before the flop, left of the big blind"),
        ("HJ", "hijack: the seat two to the right of the button"),
        ("CO", "cutoff: the seat just right of the button"),
        ("bb", "a big blind, 10 chips; B shows every amount in big blinds (2.5 bb is 25 chips)"),
        ("↻", "after a stack, how many times the seat has rebought: 995↻1 is 995 chips, one rebuy"),
        ("●", "the chips a seat has put in on this street"),
        ("pot odds, needs", "the share of the pot a call must win to break even: the call over the pot "
                            "after calling (call 45 to win 125 needs 26%)"),
        ("equity", "the share of the pot your hand wins on average against the opponents' hands; the "
                   "odds aid (O) reads their bets as an unknown player's, the coach's review knows how "
                   "they play, so the two can differ"),
        ("the board's", "a hand made by the shared cards alone, which every player holds: the board's "
                        "pair of Twos, Ace high (the Ace is the best card of the hand beside it), or \"Eight "
                        "plays\" where cards of the board's come before it"),
        ("UTG+1, UTG+2", "at a table of nine or ten seats, the seats just after under the gun"),
        ("MP, LJ", "middle position and lojack: at seven seats and more, the seats before the hijack"),
    )),
    ("The HUD on the seats (U) and a player's figures (I)", (
        ("V, VPIP", "the share of hands in which the player put chips in before the flop by choice "
                    "(posting a blind does not count)"),
        ("P, PFR", "the share of hands the player raised before the flop"),
        ("3B", "3-bet: how often the player re-raised when facing one raise before the flop"),
        ("AF", "aggression factor: bets and raises after the flop divided by calls; above 1, the player "
               "bets more than calls"),
        ("∞", "an aggression factor with no call yet: every action after the flop was a bet or a raise"),
        ("–", "no chance to do it yet"),
        ("n", "how many hands the figures come from; over few hands they are guesses"),
        ("F3B", "fold to 3-bet: how often the player raised, was re-raised once and folded"),
        ("CB", "c-bet: how often the player who raised last before the flop bet the flop when first to bet"),
        ("FCB", "fold to c-bet: how often the player folded to that bet"),
        ("WT, WTSD", "went to showdown: the share of flops seen that the player played to the showdown"),
        ("50/4", "a figure over its chances: 50% of 4 times; dim when fewer than 10"),
    )),
    ("The statistics page (S)", (
        ("W$SD", "won money at showdown: the share of showdowns the player won (a split counts)"),
        ("bb/100", "big blinds won per 100 hands, the measure of a win rate; rebuys are not results"),
        ("all-in adjusted", "the graph with each all-in before the river counted at its equity, so luck "
                            "in the cards still to come is taken out"),
    )),
    ("The coach (V, G)", (
        ("EV", "expected value: what a choice wins or loses on average, in big blinds, over many play-outs "
               "of the rest of the hand"),
        ("± 95%", "the margin: the true value lies within it 19 times in 20; the play-outs are a sample"),
        ("within the noise", "a difference smaller than its margin: the play-outs cannot tell the two "
                             "choices apart"),
        ("best", "the choice worth most, named with every choice the play-outs cannot tell from it "
                 "(within the noise): several can be best together, read the one risking fewest chips first"),
        ("close", "a choice worth less than the best beyond the noise, but not by 3 bb beyond it: not a "
                  "mistake"),
        ("mistake", "a choice that lost 3 bb or more against a better one, both against these opponents "
                    "and against a sound player, by more than the play-outs' luck"),
        ("the lesson", "after a mistake, the better choice the coach teaches: one that does well against a "
                       "sound player and against this table alike"),
        ("this table, sound player", "this table: the opponents as they really play, leaks and all; a "
                                     "sound player: a solid regular who knows nothing of you, holding what "
                                     "he would after the same actions. The coach plays each choice against "
                                     "both"),
        ("exploit", "a choice that is best only against this opponent's leak; against a sound player it "
                    "would not pay"),
        ("missed exploit (not a leak)", "you missed a choice that wins more against these opponents only; "
                                        "against a sound player yours was fine, so it is listed apart and "
                                        "never counted as a leak of yours"),
        ("played again on fresh deals", "a gap the play-outs found is played again on new deals, because "
                                        "the first ones tend to pick a gap too large; the cost said is the "
                                        "new deals' and may differ from the choices table by luck"),
        ("the deals that found the mistake", "the first play-outs, whose values the choices table shows: "
                                             "they found the gap that the fresh deals then measured"),
        ("✓", "a decision worth as much as the best one"),
        ("range", "the hands an opponent may hold after what they did"),
        ("range grid", "the 169 starting hands, 13 by 13: pairs on the diagonal, suited hands above it "
                       "(AKs), offsuit hands below (AKo)"),
        ("█ ▓ ▒ ░ ·", "how much of each starting hand the range holds: most of it, half, some, a little, "
                      "none"),
        ("folds 45%", "in a reason: the share of an opponent's hands that fold to that bet, in the "
                      "play-outs"),
        ("ahead, behind with outs, air", "a bettor's hands against yours: ahead now; behind now but with "
                                         "four or more of the next cards to pass you (a straight or flush "
                                         "draw, or just higher cards); behind with little to catch up (a "
                                         "bluff)"),
        ("odds aid", "the Odds line (O): your equity against hands read as an unknown player's; the review "
                     "says why its own equity differs when it does"),
        ("best here only", "after a mistake, a choice worth more than the lesson against this table's "
                           "opponents only: the exploit part, not the lesson"),
        ("(no label)", "in the choices table, a choice another beats by 3 bb or more beyond the noise: "
                       "taken, it would be a mistake against this table"),
    )),
))


def _section(entries: tuple[tuple[str, str], ...]) -> Table:
    grid = Table.grid(padding=(0, GAP))
    grid.add_column(no_wrap=True, min_width=max(len(term) for term, _what in entries))
    grid.add_column(ratio=1)
    for term, what in entries:
        grid.add_row(Text(term, style=TERM_STYLE), Text(what))
    return grid


class GlossaryPage:
    """The glossary in the current language, laid out for the width it is given."""

    def parts(self) -> Iterator[Text | Table]:
        yield Text(_(TITLE), style="bold underline")
        yield Text(_(INTRO), style="italic")
        for heading, entries in _(SECTIONS):
            yield Text("\n" + heading, style=HEADING)
            yield _section(entries)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Group(*self.parts())


def section_line(section: int, width: int) -> int:
    """The line the heading of section ``section`` is drawn on, the page ``width`` cells wide."""
    parts = list(GlossaryPage().parts())[:2 + 2 * section]
    console = Console(width=width, color_system=None, force_terminal=False)
    with console.capture() as captured:
        console.print(Group(*parts))
    return len(captured.get().splitlines()) + 1  # the heading starts with a blank line


def glossary_plain(width: int = 100) -> str:
    """The page as plain text ``width`` cells wide."""
    console = Console(width=width, color_system=None, force_terminal=False)
    with console.capture() as captured:
        console.print(GlossaryPage())
    return "\n".join(line.rstrip() for line in captured.get().splitlines())


def cell(text: str) -> str:
    """``text`` in a Markdown table's cell."""
    return text.replace("|", "&#124;")


def glossary_markdown(language: str) -> str:
    """The glossary's entries in ``language`` as the Markdown ``docs/glossary.md`` holds."""
    lines = []
    for heading, entries in translate(SECTIONS, language):
        lines += [f"#### {heading}", "", "| | |", "|---|---|"]
        lines += [f"| {cell(term)} | {cell(what)} |" for term, what in entries]
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
