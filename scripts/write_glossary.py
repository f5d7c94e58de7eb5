"""Write the player's glossary (the help's second page) into docs/glossary.md, in English and Portuguese.

    python scripts/write_glossary.py          # rewrite the part between the markers
    python scripts/write_glossary.py --check  # exit 1 if docs/glossary.md says something else

The entries' one source is ``holdem.app.glossary``; ``tests/test_glossary.py`` holds the docs to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from holdem.app.glossary import glossary_markdown  # noqa: E402

DOC = ROOT / "docs" / "glossary.md"
START, END = "<!-- glossary: written by scripts/write_glossary.py -->", "<!-- glossary: end -->"
LANGUAGES = {"en": "English", "pt": "Português (Brasil)"}


def written() -> str:
    """The part of the doc between the markers, markers included."""
    parts = [START, ""]
    for language, name in LANGUAGES.items():
        parts += [f"### {name}", "", glossary_markdown(language)]
    return "\n".join([*parts, END])


def main(argv: list[str]) -> int:
    text = DOC.read_text("utf-8")
    if START not in text or END not in text:
        print(f"{DOC.relative_to(ROOT)} has no glossary markers", file=sys.stderr)
        return 1
    head, rest = text.split(START, 1)
    tail = rest.split(END, 1)[1]
    new = head + written() + tail
    if "--check" in argv:
        if new != text:
            print(f"{DOC.relative_to(ROOT)} is out of date: run scripts/write_glossary.py", file=sys.stderr)
            return 1
        return 0
    DOC.write_text(new, "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
