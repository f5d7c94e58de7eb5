"""What an opponent is, and who: the ``Bot`` that turns its seat's view into an action, and the names.

A pool of neutral names holds several names per style, and a name keeps its style for ever
(so what a player, or a tracker, learns about a name stays true). A six-seat session seats five
of them, one per style, in seats drawn from the session seed (other table sizes: :func:`lineup`):

>>> names = lineup(1)
>>> len(names), sorted(STYLE_OF[name] for name in names) == sorted(NAME_POOL)
(5, True)
>>> lineup(1) == names
True

Every module of ``holdem.bots`` may read this one, which imports none of them: the line-up
(``lineup``) builds the bots from these names, and ``names.Opponents`` seats them by name
before any strategy is loaded.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final, Protocol, runtime_checkable

from holdem.engine.actions import Action
from holdem.engine.rng import stream
from holdem.engine.view import PlayerView


@runtime_checkable
class Bot(Protocol):
    """An opponent. It sees only its own seat's ``PlayerView`` and returns a legal action."""

    name: str

    def decide(self, view: PlayerView) -> Action:
        """The action for ``view.seat``, which is to act (``view.legal`` is set)."""
        ...


@runtime_checkable
class Learner(Protocol):
    """A bot that also learns from finished hands: call ``observe`` with its seat's final view.

    The simulator does this for every bot after every hand; the game should too
    (``if isinstance(bot, Learner): bot.observe(hand.view(seat))``). Without it a
    bot learns only from what it saw up to its own last decision in each hand.
    """

    def observe(self, view: PlayerView) -> None:
        """Take in what this seat saw of a hand (any number of times; each event counts once)."""
        ...


class ScriptedBot:
    """Plays a fixed list of actions, then checks or folds; for tests and replays."""

    def __init__(self, name: str, actions: Iterable[Action | str] = ()) -> None:
        self.name = name
        self._script: Iterator[Action | str] = iter(actions)

    def decide(self, view: PlayerView) -> Action:
        item = next(self._script, None)
        if item is not None:
            return item if isinstance(item, Action) else Action.parse(item)
        legal = view.legal
        assert legal is not None
        return Action.check() if legal.can_check else Action.fold()


class StatelessBot:
    """A bot that needs nothing but its name: its decision depends on the view alone."""

    def __init__(self, name: str) -> None:
        self.name = name


class CallingBot(StatelessBot):
    """Checks or calls every time; the simplest stand-in opponent."""

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        return Action.check() if legal.can_check else Action.call()


# ----- who the opponents are ----------------------------------------------------------

NAME_POOL: Final[dict[str, tuple[str, ...]]] = {
    "tight-aggressive": ("Marta", "Ingrid", "Tomas", "Yusuf"),
    "rock": ("Viktor", "Helga", "Anton", "Priya"),
    "loose-aggressive": ("Lena", "Dario", "Nadia", "Kenji"),
    "calling station": ("Otto", "Greta", "Felix", "Amara"),
    "maniac": ("Rafael", "Sonja", "Emil", "Bruno"),
}
"""The names each style plays under (never shown together with the style)."""

POOL_NAMES: Final = tuple(name for names in NAME_POOL.values() for name in names)
"""Every name an opponent can have; the player may not take one."""

SIM_LABELS: Final = {
    "tight-aggressive": "TAG", "rock": "Rock", "loose-aggressive": "LAG", "calling station": "Station",
    "maniac": "Maniac",
}
"""The labels the simulator seats the styles under."""

STYLE_OF: Final[dict[str, str]] = {
    **{name: style for style, names in NAME_POOL.items() for name in names},
    **{label: style for style, label in SIM_LABELS.items()},
}
"""Name (or simulator label) -> style: for the bots and the tests, never shown in the game."""

STAND_IN_NAME: Final = "Hero"


OPPONENTS: Final = 5
"""Opponents at the game's default table (six seats)."""

MOST_OPPONENTS: Final = 9
"""Opponents at the largest table (ten seats): five styles, four at most twice."""


def lineup(seed: int, count: int = OPPONENTS) -> tuple[str, ...]:
    """The session's ``count`` opponents, seats 1..count, names and seats drawn from ``seed``.

    Five opponents play one style each. Fewer play as many styles drawn from ``seed``; more play
    every style and some twice, each under its own name (a name keeps its style, names stay distinct):

    >>> sorted(STYLE_OF[name] for name in lineup(1, 2)) != sorted(STYLE_OF[name] for name in lineup(2, 2))
    True
    >>> names = lineup(1, 9)
    >>> len(set(names)), len({STYLE_OF[name] for name in names})
    (9, 5)
    """
    if not 1 <= count <= MOST_OPPONENTS:
        raise ValueError(f"a table seats 1 to {MOST_OPPONENTS} opponents, not {count}")
    rng = stream(seed, "lineup")
    styles = list(NAME_POOL)
    if count < len(styles):
        styles = rng.sample(styles, count)
    elif count > len(styles):
        styles += rng.sample(styles, count - len(styles))  # a second seat for some styles
    names: list[str] = []
    for style in styles:
        names.append(rng.choice([name for name in NAME_POOL[style] if name not in names]))
    rng.shuffle(names)
    return tuple(names)
