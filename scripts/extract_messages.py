"""Write the message template (holdem/i18n/holdem.pot) from the string sources and bring each .po up to date.

Run it after adding or changing player-facing text:

    python scripts/extract_messages.py      # template, and new entries in every .po
    (translate the empty msgstr entries in holdem/i18n/locale/pt/LC_MESSAGES/holdem.po)
    python scripts/compile_catalogs.py      # .po -> .mo

The English catalog is filled in by itself (each translation is the English text);
other languages keep their translations, and new or changed entries get an empty msgstr.
Standard library only.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from holdem.i18n.catalog import LANGUAGES, catalog_path  # noqa: E402
from holdem.i18n.po import PLURAL_GLUE, Message, parse_po, write_po  # noqa: E402
from holdem.i18n.sources import english_messages  # noqa: E402

TEMPLATE = ROOT / "holdem" / "i18n" / "holdem.pot"


def updated(language: str, sources: list[Message]) -> list[Message]:
    path = catalog_path(language, "po")
    old = {m.key: m.msgstr for m in parse_po(path.read_text("utf-8"))} if path.exists() else {}
    result = []
    for source in sources:
        english = PLURAL_GLUE.join(t for t in (source.msgid, source.msgid_plural) if t)
        msgstr = english if language == "en" else old.get(source.key, "")
        if language != "en" and bool(source.msgid_plural) != (PLURAL_GLUE in msgstr):
            msgstr = ""  # a message that became a plural (or stopped being one) is translated again
        result.append(Message(source.context, source.msgid, msgstr, source.comments, source.msgid_plural))
    return result


def main() -> int:
    sources = english_messages()
    TEMPLATE.write_text(write_po(sources), "utf-8")
    for language in LANGUAGES:
        entries = updated(language, sources)
        path = catalog_path(language, "po")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(write_po(entries, language), "utf-8")
        missing = sum(1 for e in entries if not e.msgstr)
        print(f"{path.relative_to(ROOT)}: {len(entries)} entries, {missing} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
