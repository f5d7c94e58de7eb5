"""Build the bots' preflop ranking of the 169 starting-hand classes (holdem/bots/data/preflop.json).

Each class is scored by Monte Carlo equity with the project's own evaluator,
against one random hand (heads-up value) and against four random hands
(multiway playability); the order is by the mean of the two ranks. Each class
also gets its equity against the top X% of hands for the widths in ``WIDTHS``. ``top`` is
the fraction of all 1,326 combos in this class or a better one, so "the top 20%"
is every class whose ``top`` is at most 0.20. Deterministic (fixed seed and
trial counts). Run from the repository root:

    PYTHONPATH=. python scripts/build_preflop_table.py
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

from holdem.bots.combos import CLASS_NAMES, COMBO_CLASS, class_combos, example_cards
from holdem.bots.equity import equity, uniform_range

TARGET = Path(__file__).resolve().parent.parent / "holdem" / "bots" / "data" / "preflop.json"
SEED = 20240601
TRIALS_HEADS_UP = 20_000
TRIALS_MULTIWAY = 8_000
TRIALS_VS_TOP = 1_500
WIDTHS = (0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.65, 0.8, 1.0)
"""Widths of the "top X%" ranges each class's equity is tabulated against."""


def top_range(order: list[dict[str, object]], width: float) -> list[float]:
    """Weights over the 1,326 combos: 1 for each class within the top ``width`` of combos."""
    keep = {str(row["name"]) for row in order if float(str(row["top"])) - 1e-9 <= width}
    keep.add(str(order[0]["name"]))
    return [1.0 if name in keep else 0.0 for name in COMBO_CLASS]


def main() -> int:
    started = time.perf_counter()
    rng = random.Random(SEED)
    rows = []
    for name in CLASS_NAMES:
        hole = example_cards(name)
        vs1 = equity(hole, (), [uniform_range()], TRIALS_HEADS_UP, rng)
        vs4 = equity(hole, (), [uniform_range()] * 4, TRIALS_MULTIWAY, rng)
        rows.append({"name": name, "combos": class_combos(name), "equity_vs_1": vs1, "equity_vs_4": vs4})
    rank1 = {r["name"]: i for i, r in enumerate(sorted(rows, key=lambda r: -float(r["equity_vs_1"])))}
    rank4 = {r["name"]: i for i, r in enumerate(sorted(rows, key=lambda r: -float(r["equity_vs_4"])))}
    rows.sort(key=lambda r: (rank1[str(r["name"])] + rank4[str(r["name"])], -float(r["equity_vs_1"])))
    seen = 0
    classes: list[dict[str, object]] = []
    for row in rows:
        seen += int(row["combos"])
        classes.append(
            {
                "name": row["name"],
                "combos": row["combos"],
                "equity_vs_1": round(float(row["equity_vs_1"]), 4),
                "equity_vs_4": round(float(row["equity_vs_4"]), 4),
                "top": round(seen / 1326, 5),
            }
        )
    ranges = [top_range(classes, width) for width in WIDTHS]
    for row in classes:
        hole = example_cards(str(row["name"]))
        row["vs_top"] = [round(equity(hole, (), [r], TRIALS_VS_TOP, rng), 4) for r in ranges]
    document = {
        "about": "169 starting-hand classes, best first; built by scripts/build_preflop_table.py",
        "seed": SEED,
        "trials": {"vs_1": TRIALS_HEADS_UP, "vs_4": TRIALS_MULTIWAY, "vs_top": TRIALS_VS_TOP},
        "widths": list(WIDTHS),
        "classes": classes,
    }
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(json.dumps(document, indent=1) + "\n")
    print(f"wrote {TARGET} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
