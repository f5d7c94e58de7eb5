"""``holdem`` without a terminal (piped, redirected, TERM=dumb) says why in one sentence and exits 2."""

from __future__ import annotations

import os
import pty
import subprocess
import sys

import pytest

COMMAND = [sys.executable, "-m", "holdem"]


def run(*args: str, env: dict[str, str] | None = None, **kwargs) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, *args], env={**os.environ, **(env or {})}, capture_output=True,
                          text=True, timeout=60, **kwargs)


def test_piped_holdem_says_it_needs_a_terminal_and_exits_2():
    done = run(stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "needs a terminal" in lines[0]


def test_the_sentence_is_in_the_players_language():
    done = run(stdin=subprocess.DEVNULL, env={"LANG": "pt_BR.UTF-8"})
    assert done.returncode == 2
    assert "precisa de um terminal" in done.stderr


@pytest.mark.parametrize("option", ["--version", "--help"])
def test_version_and_help_still_answer_when_piped(option):
    done = run(option, stdin=subprocess.DEVNULL)
    assert done.returncode == 0
    assert "holdem" in done.stdout and "needs a terminal" not in done.stdout + done.stderr


def test_a_dumb_terminal_is_not_enough():
    # A real terminal (a pseudo-terminal on every stream), but TERM=dumb: the table cannot be drawn.
    main, child = pty.openpty()
    try:
        done = subprocess.run(COMMAND, env={**os.environ, "TERM": "dumb"}, stdin=child, stdout=child,
                              stderr=child, timeout=60)
        os.close(child)
        child = -1
        said = b""
        while True:
            try:
                chunk = os.read(main, 4096)
            except OSError:  # the child side is closed: everything has been read
                break
            if not chunk:
                break
            said += chunk
    finally:
        os.close(main)
        if child != -1:
            os.close(child)
    assert done.returncode == 2
    assert b"needs a terminal" in said and b"Traceback" not in said
