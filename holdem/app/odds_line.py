"""The odds aid's line (key O): pot odds and the player's equity, and what that equity assumes.

The aid keeps to what the player can see: each opponent's hands are read from their bets as an
unknown player's would be (``holdem.app.odds``), never from how that opponent really plays. The
coach's review knows the opponents' styles, so its equity for the same decision may differ; the
line says which it is. Shorter forms keep the equity on a narrow terminal. The words live here,
beside the function that draws them (context ``strings.NAME``).

>>> from holdem.app.odds import Odds
>>> odds = Odds(key=(1, 9), to_call=45, pot=125, opponents=2, equity=0.31)
>>> line = odds_text(odds, in_hand=True, over=False)
>>> line.fitting(200).plain.split("·")[-1].strip()
"your equity vs 2: 31%, their bets read as an unknown player's (the coach's review knows how they play)"
>>> line.fitting(60).plain
' Odds  call 45 to win 125: needs 26% · vs 2 unknown: 31%'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rich.text import Text

from holdem.app.practice_text import GAIN_STYLE, LOSS_STYLE, pct
from holdem.app.render import FittingText
from holdem.i18n.catalog import _, msg
from holdem.i18n.numbers import amount

if TYPE_CHECKING:
    from holdem.app.odds import Odds

ODDS_LABEL: Final = msg("strings.ODDS_LABEL", "Odds")
ODDS_POT: Final = msg("strings.ODDS_POT", "call {call} to win {pot}: needs {needed}")
# Before the flop with no raise yet: the price holds only if nobody still to act raises.
ODDS_POT_BEHIND: Final = msg(
    "strings.ODDS_POT_BEHIND", "call {call} to win {pot}: needs {needed} if no one behind raises"
)
ODDS_POT_SHORT_BEHIND: Final = msg(
    "strings.ODDS_POT_SHORT_BEHIND", "call {call} (pot {pot}): needs {needed}, players behind"
)
ODDS_NO_CALL: Final = msg("strings.ODDS_NO_CALL", "nothing to call")
# The equity, with what it assumes: the longest form says why the coach's review may differ.
ODDS_EQUITY_ASSUMED: Final = msg(
    "strings.ODDS_EQUITY_ASSUMED",
    "your equity vs {count}: {equity}, their bets read as an unknown player's (the coach's review knows how "
    "they play)",
)
ODDS_EQUITY_UNKNOWN: Final = msg(
    "strings.ODDS_EQUITY_UNKNOWN", "your equity vs {count}, each read as unknown: {equity}"
)
# Shorter forms, for a narrow terminal: the line keeps the equity rather than lose it at the edge.
ODDS_POT_SHORT: Final = msg("strings.ODDS_POT_SHORT", "call {call} (pot {pot}): needs {needed}")
ODDS_NEEDS: Final = msg("strings.ODDS_NEEDS", "needs {needed}")
ODDS_EQUITY_SHORT: Final = msg("strings.ODDS_EQUITY_SHORT", "vs {count} unknown: {equity}")
ODDS_EQUITY_TINY: Final = msg("strings.ODDS_EQUITY_TINY", "equity {equity}")
ODDS_WORKING: Final = msg("strings.ODDS_WORKING", "your equity: working it out…")
ODDS_OUT: Final = msg("strings.ODDS_OUT", "you are out of this hand")
ODDS_OVER: Final = msg("strings.ODDS_OVER", "the hand is over")


def odds_text(odds: Odds | None, *, in_hand: bool, over: bool) -> FittingText:
    """The odds panel's one line, with shorter forms that keep the equity on a narrow terminal."""
    label = Text(f" {_(ODDS_LABEL)} ", style="bold #000000 on #d7af5f")
    if over or not in_hand or odds is None:
        words = _(ODDS_OVER) if over else _(ODDS_OUT) if not in_hand else _(ODDS_WORKING)
        return FittingText([Text.assemble(label, "  ", (words, "italic"))])
    if odds.to_call:
        call, pot, needed = amount(odds.to_call), amount(odds.pot), pct(odds.needed)
        behind = odds.unopened  # no raise yet: the price holds only if no one behind raises
        long, short = (ODDS_POT_BEHIND, ODDS_POT_SHORT_BEHIND) if behind else (ODDS_POT, ODDS_POT_SHORT)
        # before "needs 40%" alone, the price without "players behind" (the longer forms say it)
        prices = [_(form).format(call=call, pot=pot, needed=needed) for form in (long, short, ODDS_POT_SHORT)]
        prices.append(_(ODDS_NEEDS).format(needed=needed))
    else:
        prices = [_(ODDS_NO_CALL)] * 4
    if odds.equity is None:
        equities = [Text(_(ODDS_OUT), style="italic")] * 3
        longest = equities[0]
    else:
        good = not odds.to_call or odds.equity >= odds.needed
        style = GAIN_STYLE if good else LOSS_STYLE
        figures = {"count": odds.opponents, "equity": pct(odds.equity)}
        longest = Text(_(ODDS_EQUITY_ASSUMED).format(**figures), style=style)
        equities = [Text(_(form).format(**figures), style=style)
                    for form in (ODDS_EQUITY_UNKNOWN, ODDS_EQUITY_SHORT, ODDS_EQUITY_TINY)]
    forms = [Text.assemble(label, "  ", prices[0], "  ·  ", equity) for equity in (longest, equities[0])]
    # Where room is short, the price and what the equity assumes give way in turn, the assumption last.
    order = [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (0, 2), (1, 2), (2, 2), (3, 2)]
    forms += [Text.assemble(label, " ", prices[price], " · ", equities[equity]) for price, equity in order]
    return FittingText(forms)
