"""Rebuild the hand evaluator's shipped tables (holdem/engine/data/evaluator.bin).

Run from the repository root after changing the evaluator's rules or table layout
(with the package installed, e.g. ``pip install -e .``, or with ``PYTHONPATH=.``):

    python scripts/build_evaluator_tables.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from holdem.engine.evaluator_build import build_tables
from holdem.engine.evaluator_tables import RESOURCE_DIR, RESOURCE_NAME

TARGET = Path(__file__).resolve().parent.parent / "holdem" / "engine" / RESOURCE_DIR / RESOURCE_NAME


def main() -> int:
    started = time.perf_counter()
    data = build_tables()
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_bytes(data)
    print(f"wrote {TARGET} ({len(data):,} bytes) in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
