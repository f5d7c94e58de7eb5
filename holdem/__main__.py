"""``python -m holdem`` does what the ``holdem`` command does."""

from holdem.cli import main

raise SystemExit(main())
