"""The five styles at the game's table, as parameters of the one shared strategy.

>>> sorted(STYLES)
['calling station', 'loose-aggressive', 'maniac', 'rock', 'tight-aggressive']
>>> STYLES["tight-aggressive"].adaptive
1.0
"""

from __future__ import annotations

from typing import Final

from holdem.bots.style import Personality

ROCK: Final = Personality(
    open_width=0.125, open_raise=0.85, premium=0.04, defend_margin=0.18, implied=0.15,
    three_bet=0.03, three_bet_bluff=0.0,
    value_eq=0.66, bet_prob=0.85, raise_eq=0.78, raise_prob=0.5,
    cbet=0.35, bluff=0.02, semibluff=0.15, bluff_raise=0.0,
    slowplay=0.3, check_raise=0.5, sticky=0.05,
    bet_size=(0.45, 0.65), raise_size=(0.6, 0.9), open_size=(2.5, 3.0), overbet=0.0,
    adaptive=0.5, defends_below_mdf=0.2, counter=0.5, defends_jams=1.0,
)

TIGHT_AGGRESSIVE: Final = Personality(
    open_width=0.27, open_raise=0.97, premium=0.08, defend_margin=0.18, implied=0.25,
    three_bet=0.06, three_bet_bluff=0.12,
    value_eq=0.6, bet_prob=0.95, raise_eq=0.72, raise_prob=0.9,
    cbet=0.7, bluff=0.12, semibluff=0.4, bluff_raise=0.05,
    slowplay=0.25, check_raise=0.6, sticky=0.03,
    bet_size=(0.5, 0.8), raise_size=(0.7, 1.0), open_size=(2.2, 3.0), overbet=0.02,
    adaptive=1.0, defends_below_mdf=0.05, counter=1.0, defends_jams=1.15,
)

LOOSE_AGGRESSIVE: Final = Personality(
    open_width=0.4, open_raise=0.97, premium=0.1, defend_margin=0.15, implied=0.3,
    three_bet=0.09, three_bet_bluff=0.3,
    value_eq=0.62, bet_prob=0.85, raise_eq=0.72, raise_prob=0.8,
    cbet=0.75, bluff=0.18, semibluff=0.55, bluff_raise=0.15,
    slowplay=0.1, check_raise=0.5, sticky=0.16,
    bet_size=(0.55, 0.95), raise_size=(0.8, 1.1), open_size=(2.3, 3.2), overbet=0.01,
    adaptive=0.8, allin_margin=-0.01, counter=0.7, defends_jams=1.35,
)

CALLING_STATION: Final = Personality(
    open_width=0.3, open_raise=0.02, premium=0.01, defend_margin=0.01, implied=0.4,
    three_bet=0.012, three_bet_bluff=0.0,
    value_eq=0.8, bet_prob=0.35, raise_eq=0.92, raise_prob=0.3,
    cbet=0.1, bluff=0.01, semibluff=0.02, bluff_raise=0.0,
    slowplay=0.5, check_raise=0.2, sticky=0.2,
    bet_size=(0.3, 0.5), raise_size=(0.5, 0.7), open_size=(2.0, 2.5), overbet=0.0,
    defends_jams=1.0,
)

MANIAC: Final = Personality(
    open_width=0.64, open_raise=1.0, premium=0.2, defend_margin=0.05, implied=0.35,
    three_bet=0.16, three_bet_bluff=0.5,
    value_eq=0.55, bet_prob=0.95, raise_eq=0.62, raise_prob=0.85,
    cbet=0.95, bluff=0.65, semibluff=0.9, bluff_raise=0.3,
    slowplay=0.03, check_raise=0.6, sticky=0.05,
    bet_size=(0.7, 1.3), raise_size=(0.9, 1.4), open_size=(2.5, 4.0), overbet=0.15,
    adaptive=0.5, allin_margin=-0.01, counter=0.5, defends_jams=1.5,
)

STYLES: Final[dict[str, Personality]] = {
    "rock": ROCK,
    "tight-aggressive": TIGHT_AGGRESSIVE,
    "loose-aggressive": LOOSE_AGGRESSIVE,
    "calling station": CALLING_STATION,
    "maniac": MANIAC,
}
"""Every style by its name in the issue's band table."""
