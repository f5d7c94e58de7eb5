"""``python -m holdem`` does what the ``holdem`` command does."""

from holdem.cli import main

if __name__ == "__main__":  # not when the coach's worker process (spawn) imports this module again
    raise SystemExit(main())
