"""Run the panel: the five opponent styles against person stand-ins, bb/100 with 95% intervals.

Heads-up (each style against each stand-in), six-handed (one stand-in and the
five styles) and the adaptation check (the adaptive style on minus off, same
decks, against the over-folder and the over-caller, heads-up and three-handed).
Duplicate deals with seats rotated, stacks reset to 100 BB, all-in adjusted.
The same ``--seed`` and ``--deals`` give the same figures for any ``--jobs``.

    PYTHONPATH=. python scripts/panel.py --deals 2000 --jobs 2
    PYTHONPATH=. python scripts/panel.py --sections adaptation --deals 2000 --json
    PYTHONPATH=. python scripts/panel.py --deals 2000 --six-handed-deals 6000 --adaptation-deals 6000
    PYTHONPATH=. python scripts/panel.py --read six-*.json     # pieces run apart (--stand-ins, --json)

A section's own count applies to every game of that section.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from holdem.engine.game import Game
from holdem_lab.panel import SECTIONS, STAND_INS, checks, from_json, markdown, run_panel
from holdem_lab.panel import as_json as panel_json


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="duplicate deals per game (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--sections", nargs="+", default=list(SECTIONS), choices=SECTIONS)
    parser.add_argument("--six-handed-deals", type=int, help="deals per six-handed game (default --deals)")
    parser.add_argument("--adaptation-deals", type=int, help="deals per adaptation game (default --deals)")
    parser.add_argument("--stand-ins", nargs="+", default=list(STAND_INS), choices=STAND_INS,
                        help="the stand-ins to play (default all)")
    parser.add_argument("--json", action="store_true", help="print JSON (schema holdem.panel/1)")
    parser.add_argument("--game", choices=[g.value for g in Game], default="nl",
                        help="the betting structure: nl (default), pl or fl")
    parser.add_argument("--read", type=Path, nargs="+",
                        help="report one panel from runs written with --json (e.g. a stand-in a run)")
    args = parser.parse_args()
    if args.read:
        try:
            panel = from_json([json.loads(path.read_text()) for path in args.read])
        except (OSError, ValueError, KeyError) as error:
            print(f"panel.py: cannot read the runs: {error}", file=sys.stderr)
            return 2
        print(markdown(panel))
        for criterion, holds in checks(panel):
            print(f"- [{'x' if holds else ' '}] {criterion}")
        return 0
    started = time.perf_counter()

    def progress(done: int, total: int) -> None:
        rate = done / max(time.perf_counter() - started, 1e-9)
        print(f"\r{done}/{total} deals ({rate:.1f} deals/s)", end="\n" if done == total else "",
              file=sys.stderr, flush=True)

    own = {"six-handed": args.six_handed_deals, "adaptation": args.adaptation_deals}
    section_deals = {section: n for section, n in own.items() if n is not None}
    panel = run_panel(args.sections, deals=args.deals, seed=args.seed, jobs=args.jobs, progress=progress,
                      section_deals=section_deals, stand_ins=args.stand_ins, game=Game(args.game))
    seconds = time.perf_counter() - started
    if args.json:
        print(json.dumps({**panel_json(panel), "seconds": round(seconds, 1)}, indent=2))
        return 0
    print(markdown(panel))
    for criterion, holds in checks(panel):
        print(f"- [{'x' if holds else ' '}] {criterion}")
    counts = ", ".join(f"{section} {panel.deals_in(section)}" for section in args.sections)
    label = Game(args.game).label
    print(f"\n({label}, seed {args.seed}, deals per game: {counts}; {args.jobs} jobs, {seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
