"""Facts about the lab: it seats every kind the game's ``holdem sim`` does and its own stand-ins on top,
through the same code, and the wheel ships the game without it."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from setuptools import find_namespace_packages

from holdem.bots import lineup
from holdem.cli import main as holdem_main
from holdem_lab import kinds
from holdem_lab.sim import main as lab_main

ROOT = Path(__file__).resolve().parent.parent


def test_the_lab_adds_kinds_to_the_games_and_changes_none() -> None:
    assert {t: kinds.KINDS[t] for t in lineup.KINDS} == lineup.KINDS
    assert set(kinds.LAB_KINDS).isdisjoint(lineup.KINDS)
    assert {"shove", "overfolder", "openshove"} <= set(kinds.KINDS)
    assert set(lineup.TABLE_LINEUP) <= set(lineup.KINDS)  # the game's sim seats its table without the lab


def test_holdem_sim_lists_and_seats_the_games_kinds_and_the_lab_every_kind(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert holdem_main(["sim", "--list"]) == 0
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines()] == list(lineup.KINDS)
    assert lab_main(["--list"]) == 0
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines()] == list(kinds.KINDS)

    argv = ["--hands", "3", "--seed", "2", "--json", "--quiet", "--lineup", "tag,openshove"]
    assert holdem_main(["sim", *argv]) == 2
    assert "unknown kinds ['openshove']" in capsys.readouterr().err
    assert lab_main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(p["kind"], p["name"]) for p in report["players"]] == [("tag", "TAG"), ("openshove", "Jammer")]


def test_the_wheel_ships_the_game_and_not_the_lab() -> None:
    found = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = found["tool"]["setuptools"]["packages"]["find"]["include"]
    shipped = find_namespace_packages(where=str(ROOT), include=include)
    assert "holdem" in shipped and "holdem.bots" in shipped
    assert not [p for p in shipped if p.split(".")[0] != "holdem"]
