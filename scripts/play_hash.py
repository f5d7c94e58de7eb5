"""A hash of every decision of a seeded bot-only run: the proof that a change left the bots' play alone.

Plays ``--hands`` hands of a line-up (the game's table by default; the lab's stand-ins
may be seated too) through :func:`holdem.bots.simulator.simulate`, stacks reset unless
``--carry``, in the betting structure ``--game``, and hashes each decision in order as
hand number, seat and action. Run it before and after a change that must not change
the play (a refactoring, a faster count): the two lines must be equal.

    PYTHONPATH=. python scripts/play_hash.py
    PYTHONPATH=. python scripts/play_hash.py --seed 7 --lineup tag,openshove,threebet,lag,station,maniac
    PYTHONPATH=. python scripts/play_hash.py --seed 2 --game fl --carry
"""

from __future__ import annotations

import argparse
import hashlib

from holdem.bots.base import Bot, Learner
from holdem.bots.lineup import TABLE_LINEUP
from holdem.bots.simulator import simulate
from holdem.engine.actions import Action
from holdem.engine.game import Game
from holdem.engine.view import PlayerView
from holdem_lab.kinds import Apart, build, seat_names


class _Hashed:
    """Plays exactly as the bot it wraps and adds each of its decisions to a shared hash."""

    def __init__(self, bot: Bot, digest: hashlib._Hash, counted: list[int]) -> None:
        self.bot, self.name, self.digest, self.counted = bot, bot.name, digest, counted

    def decide(self, view: PlayerView) -> Action:
        action = self.bot.decide(view)
        self.digest.update(f"{view.hand_number}:{view.seat}:{action};".encode())
        self.counted[0] += 1
        return action

    def observe(self, view: PlayerView) -> None:
        if isinstance(self.bot, Learner):
            self.bot.observe(view)

    @property
    def model(self) -> object:
        """The bot's model of the table, which the simulator lets the seats share (none: None)."""
        return getattr(self.bot, "model", None)

    @model.setter
    def model(self, model: object) -> None:
        self.bot.model = model  # type: ignore[attr-defined]


def play_hash(tokens: tuple[str, ...], hands: int, seed: int, game: Game = Game.NO_LIMIT,
              carry: bool = False, apart: bool = False) -> tuple[str, int]:
    """The hex digest of every decision in ``hands`` hands of the line-up ``tokens``, and how many;
    ``apart``: each bot counts the table in a model of its own (the simulator lets them share one)."""
    digest, counted = hashlib.sha256(), [0]

    def bots(bot_seed: int) -> list[Bot]:
        built: list[Bot] = [_Hashed(bot, digest, counted) for bot in build(tokens, bot_seed)]
        return [Apart(bot) for bot in built] if apart else built

    simulate(seat_names(tokens), bots, deals=hands, seed=seed, game=game, carry=carry)
    return digest.hexdigest(), counted[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lineup", default=",".join(TABLE_LINEUP), help="comma-separated kinds, seat order")
    parser.add_argument("--game", choices=[g.value for g in Game], default=Game.NO_LIMIT.value)
    parser.add_argument("--carry", action="store_true", help="carry stacks, busted seats rebuy")
    parser.add_argument("--apart", action="store_true",
                        help="each bot counts the table in a model of its own (the same hash: the proof "
                             "that sharing one changes nothing)")
    args = parser.parse_args()
    tokens = tuple(args.lineup.split(","))
    hexdigest, decisions = play_hash(tokens, args.hands, args.seed, Game(args.game), args.carry, args.apart)
    stacks = "carried" if args.carry else "reset"
    print(f"{hexdigest} {decisions} decisions, {args.hands} hands, seed {args.seed}, {args.game}, "
          f"stacks {stacks}, {','.join(tokens)}")


if __name__ == "__main__":
    main()
