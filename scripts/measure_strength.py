"""Measure the bots' strength with duplicate deals, all-in adjustment and stacks reset to 100 BB.

    PYTHONPATH=. python scripts/measure_strength.py table --deals 6000
    PYTHONPATH=. python scripts/measure_strength.py baselines --deals 2000
    PYTHONPATH=. python scripts/measure_strength.py exploiters --deals 2000
    PYTHONPATH=. python scripts/measure_strength.py adaptive --deals 3000

Work is cut into chunks, each with its own seed, run on ``--jobs`` processes
and summed, so the figures are the same however many processes run them.
Results are bb/100 with the 95% interval over deals.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from holdem.bots.lineup import TABLE_LINEUP
from holdem.bots.simulator import Money, simulate
from holdem_lab.kinds import build, seat_names

PERSONALITIES = ("tag", "rock", "lag", "station", "maniac")
EXPLOITERS = ("shove", "minraise", "probe")
BASELINE_SEATS = ("call", "call", "call", "random", "random")
CHUNK = 500

Job = tuple[tuple[str, ...], int, int]  # line-up, seed, deals


def play(job: Job) -> dict[str, list[float]]:
    tokens, seed, deals = job
    names = seat_names(tokens)
    result = simulate(
        names, lambda s: build(tokens, s), deals=deals, seed=seed, duplicate=True, keep_deals=True
    )
    return result.deal_nets


def chunks(tokens: tuple[str, ...], deals: int, base_seed: int) -> list[Job]:
    return [
        (tokens, base_seed + i, min(CHUNK, deals - start)) for i, start in enumerate(range(0, deals, CHUNK))
    ]


def run_all(groups: dict[str, list[Job]], jobs: int) -> dict[str, dict[str, list[float]]]:
    """Each group's per-deal nets by name, chunks concatenated in seed order."""
    flat = [(key, job) for key, group in groups.items() for job in group]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        outputs = list(pool.map(play, [job for _, job in flat]))
    merged: dict[str, dict[str, list[float]]] = {key: {} for key in groups}
    for (key, _), nets in zip(flat, outputs, strict=True):
        for name, values in nets.items():
            merged[key].setdefault(name, []).extend(values)
    return merged


def summary(values: list[float], rotations: int) -> tuple[float, float]:
    """(bb/100, half-width of the 95% interval) from per-deal nets."""
    money = Money(hands_per_unit=rotations)
    for v in values:
        money.add(v)
    return money.bb_per_100(10) or 0.0, money.ci95(10) or math.nan


def line(label: str, values: list[float], rotations: int) -> str:
    bb, ci = summary(values, rotations)
    verdict = "above 0" if bb - ci > 0 else "NOT above 0"
    return (
        f"| {label} | {len(values)} | {bb:+.1f} | ±{ci:.1f} | [{bb - ci:+.1f}, {bb + ci:+.1f}] | {verdict} |"
    )


HEADER = "| who | deals | bb/100 | 95% CI | interval | lower bound |\n|---|---|---|---|---|---|"


def table(args: argparse.Namespace) -> None:
    nets = run_all({"table": chunks(TABLE_LINEUP, args.deals, 1000)}, args.jobs)["table"]
    print(f"## The game's table, {args.deals} duplicate deals x 6 rotations\n\n{HEADER}")
    for name in seat_names(TABLE_LINEUP):
        print(line(name, nets[name], 6))


def baselines(args: argparse.Namespace) -> None:
    groups = {
        p: chunks((p, *BASELINE_SEATS), args.deals, 2000 + 100 * i) for i, p in enumerate(PERSONALITIES)
    }
    merged = run_all(groups, args.jobs)
    print(
        f"## Each personality with 3 always-call and 2 random bots, {args.deals} duplicate deals\n\n{HEADER}"
    )
    for p in PERSONALITIES:
        name = seat_names((p, *BASELINE_SEATS))[0]
        print(line(f"{p} ({name})", merged[p][name], 6))


def exploiters(args: argparse.Namespace) -> None:
    groups = {
        f"{p}/{e}": chunks((p, e), args.deals, 3000 + 100 * i)
        for i, (p, e) in enumerate((p, e) for p in PERSONALITIES for e in EXPLOITERS)
    }
    merged = run_all(groups, args.jobs)
    print(f"## Heads-up against scripted exploiters, {args.deals} duplicate deals\n\n{HEADER}")
    for key, nets in merged.items():
        p = key.split("/")[0]
        name = seat_names((p, key.split("/")[1]))[0]
        print(line(f"{p} vs {key.split('/')[1]}", nets[name], 2))


def adaptive(args: argparse.Namespace) -> None:
    on = ("tag", "overfolder", "overcaller")
    off = ("tag-fixed", "overfolder", "overcaller")
    merged = run_all({"on": chunks(on, args.deals, 4000), "off": chunks(off, args.deals, 4000)}, args.jobs)
    name = seat_names(on)[0]
    diff = [a - b for a, b in zip(merged["on"][name], merged["off"][name], strict=True)]
    print(f"## Adaptation on vs off, same decks, 3-handed, {args.deals} duplicate deals\n\n{HEADER}")
    print(line("adaptive on", merged["on"][name], 3))
    print(line("adaptive off", merged["off"][name], 3))
    print(line("difference (on - off)", diff, 3))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["table", "baselines", "exploiters", "adaptive"])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    {"table": table, "baselines": baselines, "exploiters": exploiters, "adaptive": adaptive}[args.what](args)
    print(f"\n({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
