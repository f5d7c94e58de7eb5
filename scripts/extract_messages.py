"""Write the message template (holdem/i18n/holdem.pot) from the string sources and bring each .po up to date.

Run it after adding or changing player-facing text:

    python scripts/extract_messages.py      # template, and new entries in every .po
    (translate the empty msgstr entries in holdem/i18n/locale/pt/LC_MESSAGES/holdem.po)
    python scripts/compile_catalogs.py      # .po -> .mo

The English catalog is filled in by itself (each translation is the English text);
other languages keep their translations, and new or changed entries get an empty msgstr.
Babel's ``pofile`` reads and writes the files (holdem.i18n.catalog_files).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from holdem.i18n.catalog import LANGUAGES, catalog_path  # noqa: E402
from holdem.i18n.catalog_files import Message, new_catalog, po_text, read_catalog  # noqa: E402
from holdem.i18n.sources import english_messages  # noqa: E402

TEMPLATE = ROOT / "holdem" / "i18n" / "holdem.pot"


def updated(language: str, sources: list[Message]) -> list[Message]:
    """``sources`` translated into ``language``: the English itself, or what its .po already says."""
    path = catalog_path(language, "po")
    old = read_catalog(path) if path.exists() else new_catalog(language)
    result = []
    for source in sources:
        known = old.get(source.id, source.context)
        string = source.id if language == "en" else known.string if known else ""
        if language != "en" and known is not None and known.pluralizable != source.pluralizable:
            string = ""  # a message that became a plural (or stopped being one) is translated again
        result.append(Message(source.id, string, auto_comments=source.auto_comments, context=source.context))
    return result


def main() -> int:
    sources = english_messages()
    TEMPLATE.write_text(po_text(new_catalog("", sources)), "utf-8")
    for language in LANGUAGES:
        catalog = new_catalog(language, updated(language, sources))
        path = catalog_path(language, "po")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(po_text(catalog), "utf-8")
        missing = sum(1 for m in catalog if m.id and not (all(m.string) if m.pluralizable else m.string))
        print(f"{path.relative_to(ROOT)}: {len(catalog)} entries, {missing} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
