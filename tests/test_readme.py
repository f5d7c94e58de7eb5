"""The README's set-up: one line installs and starts the game, one installs the test extra and runs the tests.

CI (``.ci/run``) runs that second line word for word, so the line a newcomer copies is the one tested.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _command_lines() -> list[str]:
    """The shell blocks of the README, each as its lines."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", text, flags=re.DOTALL)]


def test_the_readme_opens_with_one_line_to_play_and_one_to_test():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    play, test = _command_lines()[:2]
    assert "\n" not in play and "\n" not in test
    assert text.index(play) < text.index("## ")  # before the first section: the first thing read
    assert play.startswith("python3 -m venv .venv && ") and play.endswith(" && .venv/bin/holdem")
    assert "pip install . " in play
    assert 'pip install ".[test]"' in test and test.endswith("-m pytest")


def test_ci_runs_the_readme_test_line_word_for_word():
    test = _command_lines()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in ci
