"""Verdicts kept with another coach seed: the share of decisions whose verdict class (best, close, mistake,
exploit) is the same when graded again with the next seed.

    PYTHONPATH=. python scripts/coach_verdicts.py --decisions 150 --standin chart --seed 3 --out rows.jsonl
    PYTHONPATH=. python scripts/coach_stability.py rows.jsonl [MORE_ROWS ...]

It reads the rows ``coach_verdicts.py`` writes with two coach seeds (its default ``--seeds 2``: every
decision graded with ``--coach-seed`` and the next), each decision's stored verdict as written, whichever
grade version wrote it (decided again by the current rule where the current grade version wrote it, or,
with ``--again``, every row: an older row's values as they were, a mistake here decided by the sound
check of the choice taken as when it was written).
The report: the share whose class is kept, with its 95% interval; the share whose verdict is kept (a
mistake, an exploit, or neither: what the two tables' verdicts decide; the issue's bar, 90%) and, where
neither, the share whose label of the choice taken (best or close) is kept; the
same where a mistake or an exploit also keeps a choice named best under both seeds; and the table of
classes under the first seed against the second.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import Counter
from pathlib import Path
from typing import Any

from coach_verdicts import SAME_FORM, decision

from holdem.coach.grade import GRADE_VERSION
from holdem.coach.verdict import EXPLOIT, MISTAKE

CLASSES = ("best", "close", "mistake", "exploit")


def verdicts(row: dict[str, Any], again: bool = False) -> list[dict[str, Any]]:
    """The verdict of each grade of the row's decision (one per coach seed): decided again by the current
    rule where this grade version wrote it (the row holds every value the rule reads), or where ``again``
    (:func:`upgraded`), else as stored."""
    found = []
    for k, grade in enumerate(row["grades"]):
        if grade.get("version") in (GRADE_VERSION, *SAME_FORM) or again:
            v = decision({**row, "grades": [upgraded(g) for g in row["grades"]]}, k).verdict
            found.append({"kind": v.kind, "best": list(v.best)})
        else:
            found.append(grade["decisions"][0]["verdict"])
    return found


def upgraded(grade: dict[str, Any]) -> dict[str, Any]:
    """A grade of an older version in the current form, to decide again: its values as they were, no sound
    value of the choices not taken (a mistake here is then decided by the sound check of the one taken, as
    when it was written) and no reason (a reason does not decide)."""
    if grade.get("version") in (GRADE_VERSION, *SAME_FORM):
        return grade
    decisions = []
    for d in grade["decisions"]:
        sound = None if d.get("sound") is None else {"values": [], **d["sound"]}
        decisions.append({**d, "sound": sound, "reason": None})
    return {**grade, "version": GRADE_VERSION, "decisions": decisions}


def report(rows: list[dict[str, Any]], again: bool = False) -> None:
    pairs = [verdicts(row, again) for row in rows if len(row["grades"]) > 1]
    n = len(pairs)
    if not n:
        print("no decision graded under two coach seeds (coach_verdicts.py --seeds 2)")
        return
    table = Counter((a["kind"], b["kind"]) for a, b in pairs)
    kept = sum(table[(c, c)] for c in CLASSES)
    advice = sum(a["kind"] == b["kind"] and (not _verdict(a["kind"]) or _shared(a, b)) for a, b in pairs)
    print(f"{n} decisions graded under two coach seeds")
    print(f"verdict class kept: {kept}/{n} = {kept / n:.1%} ({_ci(kept, n)})")
    told = [(_verdict(a["kind"]), _verdict(b["kind"])) for a, b in pairs]
    verdict = sum(x == y for x, y in told)
    print(f"  the verdict kept (mistake, exploit, or neither: the two tables' verdicts; best and close "
          f"are the labels of a choice that is neither): {verdict}/{n} = {verdict / n:.1%} "
          f"({_ci(verdict, n)}; bar 90%)")
    neither = [a["kind"] == b["kind"] for (a, b), (x, y) in zip(pairs, told, strict=True) if x == y == ""]
    label, neither_n = sum(neither), len(neither)
    print(f"  where neither under both seeds, its label (best or close) kept: {label}/{neither_n} = "
          f"{label / max(neither_n, 1):.1%} ({_ci(label, max(neither_n, 1))})")
    print(f"  and, for a mistake or an exploit, a choice named best under both: {advice}/{n} = "
          f"{advice / n:.1%} ({_ci(advice, n)})")
    print("  first seed (rows) against the second (columns): " + "  ".join(f"{c:>7}" for c in CLASSES))
    for first in CLASSES:
        cells = "  ".join(f"{table[(first, second)]:7}" for second in CLASSES)
        print(f"  {first:>46}: {cells}")


def _verdict(kind: str) -> str:
    """The verdict a class gives: a mistake, an exploit, or neither (best and close, labels): ``""``."""
    return kind if kind in (MISTAKE, EXPLOIT) else ""


def _shared(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two verdicts name some choice best in common."""
    return bool(set(a["best"]) & set(b["best"]))


def _ci(k: int, n: int) -> str:
    """A 95% Wilson interval for k of n."""
    p, z = k / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"95% CI {max(centre - half, 0):.1%} to {min(centre + half, 1):.1%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rows", type=Path, nargs="+", help="rows written by coach_verdicts.py --seeds 2")
    parser.add_argument("--again", action="store_true",
                        help="decide rows of older grade versions again by the current rule (upgraded)")
    args = parser.parse_args()
    rows = [json.loads(line) for path in args.rows for line in path.read_text().splitlines() if line]
    for path in args.rows:
        print(f"== {path}")
        report([json.loads(line) for line in path.read_text().splitlines() if line], args.again)
    if len(args.rows) > 1:
        print("== all")
        report(rows, args.again)


if __name__ == "__main__":
    main()
