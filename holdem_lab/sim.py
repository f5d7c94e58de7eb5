"""``python -m holdem_lab.sim``: ``holdem sim`` with every kind, the lab's stand-ins too.

The same options and report as ``holdem sim`` (the code is ``holdem.bots.sim_cli``'s), seating
:data:`holdem_lab.kinds.KINDS` instead of the game's kinds alone; ``--list`` lists them all::

    PYTHONPATH=. python -m holdem_lab.sim --lineup tag,openshove --seed 3 --hands 300
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from holdem.bots.sim_cli import add_arguments, run
from holdem_lab.kinds import LAB

PROG = "python -m holdem_lab.sim"


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (default: the command line), play and print; 0 on success, 2 on a bad option."""
    parser = argparse.ArgumentParser(
        prog=PROG, description="Bot-only hands, headless, with every kind of bot: the game's and the lab's."
    )
    add_arguments(parser)
    return run(parser.parse_args(argv), LAB, PROG)


if __name__ == "__main__":
    sys.exit(main())
