"""Rows of a coach measurement: written one JSON line each as they come, read back to report again;
and what the measurements share: the stand-in in seat 0 and its arguments.

The measuring scripts (``coach_verdicts.py``, ``coach_spread.py``, ``coach_pays.py``) run for long;
each row is written and flushed as soon as it is made, so a run stopped early can still be
reported with ``--read``.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import random
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from holdem.bots.base import Bot
from holdem.bots.baselines import ChartBot
from holdem.bots.lineup import personality
from holdem.bots.names import lineup
from holdem.bots.strategy import StrategyBot
from holdem.coach import compare, grade, review, verdict
from holdem.coach.practice import stand_in
from holdem.engine.hand import Hand
from holdem.engine.rng import stream
from holdem.engine.table import Table, TableConfig

Row = dict[str, Any]


def read_rows(path: Path) -> list[Row]:
    """The rows written to ``path`` before."""
    return [json.loads(line) for line in path.read_text().splitlines() if line]


def keep_rows(rows: Iterable[Row], out: Path | None, limit: int,
              report: Callable[[list[Row]], None] | None = None, every: int = 50) -> list[Row]:
    """The first ``limit`` of ``rows``, each written to ``out`` as it comes, with a report every ``every``."""
    kept: list[Row] = []
    sink = out.open("w") if out else None
    for row in rows:
        kept.append(row)
        if sink:
            sink.write(json.dumps(row) + "\n")
            sink.flush()
        if report and len(kept) % every == 0:
            report(kept)
        if len(kept) >= limit:
            break
    return kept


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% interval."""
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / max(n - 1, 1))
    return mean, 1.96 * sd / math.sqrt(n)


def action_kind(action: str) -> str:
    """``fold``, ``call``, ``check``, ``raise`` or ``all in`` of an action as written (``raise_to 1000``:
    every seat starts a hand with 1000)."""
    return "all in" if action == "raise_to 1000" else action.split()[0].replace("raise_to", "raise")


def player(name: str, seed: int) -> Bot:
    """The stand-in in seat 0: ``chart`` (the chart player) or ``tag`` (the tight-aggressive style)."""
    return ChartBot("Hero", random.Random(seed)) if name == "chart" else stand_in(seed)


def seated(name: str, seed: int) -> tuple[list[Bot], Table]:
    """The stand-in ``name`` in seat 0 and the game's opponents of ``seed``, at a table dealt from the
    seed's deck."""
    names = ("Hero", *lineup(seed))
    bots = [player(name, seed), *(personality(n, seed) for n in names[1:])]
    return bots, Table(config=TableConfig(), names=names, rng=stream(seed, "deck"))


def next_hand(table: Table, bots: list[Bot], seed: int, number: int) -> tuple[Hand, dict[int, StrategyBot]]:
    """Hand ``number`` dealt: every seat with 100 bb, each bot's stream seeded again from (seed, hand,
    seat); and the opponents as the hand began."""
    table.stacks = [1000] * 6
    for seat, bot in enumerate(bots):
        bot.rng = random.Random(f"{seed}:{number}:{seat}")  # type: ignore[attr-defined]
    began = {s: copy.deepcopy(b) for s, b in enumerate(bots) if s and isinstance(b, StrategyBot)}
    return table.start_hand(), began


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments every coach measurement takes: the stand-in, the seeds, where rows go or come from."""
    parser.add_argument("--standin", choices=("chart", "tag"), default="chart")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--coach-seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--read", type=Path, help="report on rows written before")
    parser.add_argument("--line", type=float, metavar="BB",
                        help="an experiment: grade and read as if a mistake's line were BB "
                             f"(the game's: {grade.MISTAKE_BB:g})")
    parser.add_argument("more", nargs="*", type=Path,
                        help="with --read: more runs' rows (other seeds), each run read apart, then pooled")


def set_line(bb: float) -> None:
    """Grade and read as if a mistake's line were ``bb`` bb, not :data:`~holdem.coach.grade.MISTAKE_BB`
    (an experiment: every module that holds the line is given this one, in this process only)."""
    for module in (grade, compare, review, verdict):
        module.MISTAKE_BB = bb


def read_runs(args: argparse.Namespace) -> list[list[Row]]:
    """The rows of each run named by ``--read`` and the files after it, one list per run."""
    return [read_rows(path) for path in [args.read, *args.more]]
