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
    open_width=0.125, defend_margin=0.18,
    open_raise=0.85, three_bet=0.03, value_eq=0.66, bet_prob=0.85, raise_prob=0.5, slowplay=0.3, cbet=0.35,
    bluff=0.02, three_bet_bluff=0.0,
    bet_size=(0.45, 0.65), sticky=0.05, adaptive=0.5, counter=0.5,
)

TIGHT_AGGRESSIVE: Final = Personality(
    open_width=0.26, defend_margin=0.18,
    open_raise=0.97, three_bet=0.06, value_eq=0.6, bet_prob=0.95, raise_prob=0.9, slowplay=0.25, cbet=0.7,
    bluff=0.12, three_bet_bluff=0.12,
    bet_size=(0.5, 0.8), sticky=0.03, adaptive=1.0, counter=1.0,
)

LOOSE_AGGRESSIVE: Final = Personality(
    open_width=0.4, defend_margin=0.15,
    open_raise=0.97, three_bet=0.09, value_eq=0.62, bet_prob=0.85, raise_prob=0.8, slowplay=0.1, cbet=0.75,
    bluff=0.18, three_bet_bluff=0.3,
    bet_size=(0.55, 0.95), sticky=0.16, adaptive=0.8, counter=0.7,
)

CALLING_STATION: Final = Personality(
    open_width=0.3, defend_margin=0.01,
    open_raise=0.02, three_bet=0.012, value_eq=0.8, bet_prob=0.35, raise_prob=0.3, slowplay=0.5, cbet=0.1,
    bluff=0.01, three_bet_bluff=0.0,
    bet_size=(0.3, 0.5), sticky=0.2,
)

MANIAC: Final = Personality(
    open_width=0.64, defend_margin=0.05,
    open_raise=1.0, three_bet=0.16, value_eq=0.55, bet_prob=0.95, raise_prob=0.85, slowplay=0.03, cbet=0.95,
    bluff=0.65, three_bet_bluff=0.5,
    bet_size=(0.7, 1.3), sticky=0.05, adaptive=0.5, counter=0.5,
)

STYLES: Final[dict[str, Personality]] = {
    "rock": ROCK,
    "tight-aggressive": TIGHT_AGGRESSIVE,
    "loose-aggressive": LOOSE_AGGRESSIVE,
    "calling station": CALLING_STATION,
    "maniac": MANIAC,
}
"""Every style by its name in the issue's band table."""
