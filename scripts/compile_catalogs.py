"""Compile every holdem/i18n/locale/*/LC_MESSAGES/holdem.po to its .mo (GNU msgfmt is not needed).

    python scripts/compile_catalogs.py          # write the .mo files
    python scripts/compile_catalogs.py --check  # exit 1 if a .mo is out of date

Babel's ``mofile`` writes them (holdem.i18n.catalog_files.mo_bytes).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from holdem.i18n.catalog import LANGUAGES, catalog_path  # noqa: E402
from holdem.i18n.catalog_files import mo_bytes, read_catalog  # noqa: E402


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = 0
    for language in LANGUAGES:
        source, target = catalog_path(language, "po"), catalog_path(language, "mo")
        data = mo_bytes(read_catalog(source))
        if check:
            if not target.exists() or target.read_bytes() != data:
                print(f"{target.relative_to(ROOT)} is out of date", file=sys.stderr)
                stale += 1
            continue
        target.write_bytes(data)
        print(f"{target.relative_to(ROOT)}: {len(data)} bytes")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
