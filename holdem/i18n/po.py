"""Reading and writing gettext catalogs without GNU gettext: ``.po`` sources and compiled ``.mo`` files.

Only what holdem's catalogs use: contexts, plural forms, comments, UTF-8. A plural entry keeps
its forms in one ``msgstr``, separated by NUL as in a ``.mo`` file.

>>> entries = [Message("strings.FOLD", "Fold", "Desistir")]
>>> parse_mo(compile_mo(entries, language="pt"))[("strings.FOLD", "Fold")]
'Desistir'
>>> parse_po(write_po(entries))[0].msgstr
'Desistir'
>>> forms = PLURAL_GLUE.join(["{count} mão", "{count} mãos"])
>>> hands = Message("strings.HANDS", "{count} hand", forms, msgid_plural="{count} hands")
>>> parse_po(write_po([hands], "pt"))[0] == hands
True
"""

from __future__ import annotations

import ast
import re
import struct
from collections.abc import Iterable
from dataclasses import dataclass, field

MO_MAGIC = 0x950412DE
CONTEXT_GLUE = "\x04"


@dataclass(slots=True)
class Message:
    """One catalog entry: a context (where the text is used), the English source and its translation."""

    context: str
    msgid: str
    msgstr: str = ""
    comments: list[str] = field(default_factory=list)
    msgid_plural: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return self.context, self.msgid

    @property
    def forms(self) -> list[str]:
        """The translation's forms: one, or one per plural form of the language."""
        return self.msgstr.split(PLURAL_GLUE)


PLURAL_GLUE = "\x00"
# Which plural form a count takes (gettext's C expression): Brazilian Portuguese says "0 mão", "1 mão".
PLURAL_FORMS = {"en": "nplurals=2; plural=(n != 1);", "pt": "nplurals=2; plural=(n > 1);"}


def header(language: str) -> str:
    return (
        "Project-Id-Version: holdem\n"
        f"Language: {language}\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {PLURAL_FORMS.get(language, PLURAL_FORMS['en'])}\n"
    )


# ----- .po ---------------------------------------------------------------------------


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{escaped}"'


def _field(keyword: str, text: str) -> list[str]:
    if "\n" not in text.rstrip("\n"):
        return [f"{keyword} {_quote(text)}"]
    parts = text.splitlines(keepends=True)
    return [f'{keyword} ""', *(_quote(part) for part in parts)]


def write_po(entries: Iterable[Message], language: str = "") -> str:
    """The text of a ``.po`` file (a template when ``language`` is empty)."""
    lines = [*_field("msgid", ""), *_field("msgstr", header(language)), ""]
    for entry in entries:
        lines.extend(f"#. {comment}" if comment else "#." for comment in entry.comments)
        lines.extend(_field("msgctxt", entry.context))
        lines.extend(_field("msgid", entry.msgid))
        if entry.msgid_plural:
            lines.extend(_field("msgid_plural", entry.msgid_plural))
            for i, form in enumerate(entry.forms if entry.msgstr else ["", ""]):
                lines.extend(_field(f"msgstr[{i}]", form))
        else:
            lines.extend(_field("msgstr", entry.msgstr))
        lines.append("")
    return "\n".join(lines)


def _unquote(token: str, where: str) -> str:
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, found {token!r}")
    value = ast.literal_eval(token)
    if not isinstance(value, str):
        raise ValueError(f"{where}: expected a string")
    return value


def parse_po(text: str) -> list[Message]:
    """The entries of a ``.po`` file, header left out; raises ``ValueError`` with a line number."""
    entries: list[Message] = []
    fields: dict[str, str] = {}
    comments: list[str] = []
    current = ""

    def flush() -> None:
        if "msgid" in fields:
            if fields["msgid"]:
                forms = [fields[k] for k in sorted(fields, key=_form_number) if k.startswith("msgstr[")]
                msgstr = PLURAL_GLUE.join(forms) if any(forms) else fields.get("msgstr", "")
                entries.append(Message(fields.get("msgctxt", ""), fields["msgid"], msgstr, comments[:],
                                       fields.get("msgid_plural", "")))
            fields.clear()
            comments.clear()

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        where = f"line {number}"
        if not line:
            continue
        if line.startswith("#"):
            if "msgid" in fields:
                flush()
            if line.startswith("#."):
                comments.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if not current:
                raise ValueError(f"{where}: a continuation line with nothing to continue")
            fields[current] += _unquote(line, where)
            continue
        keyword, _, rest = line.partition(" ")
        known = keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr") or _PLURAL_STR.fullmatch(keyword)
        if not known:
            raise ValueError(f"{where}: unknown keyword {keyword!r}")
        if keyword in ("msgctxt", "msgid") and any(k.startswith("msgstr") for k in fields):
            flush()
        if keyword in fields:
            raise ValueError(f"{where}: {keyword} given twice for one entry")
        fields[keyword] = _unquote(rest.strip(), where)
        current = keyword
    flush()
    return entries


def _form_number(keyword: str) -> int:
    match = _PLURAL_STR.fullmatch(keyword)
    return int(match.group(1)) if match else -1


_PLURAL_STR = re.compile(r"msgstr\[(\d+)\]")


# ----- .mo ---------------------------------------------------------------------------


def compile_mo(entries: Iterable[Message], language: str) -> bytes:
    """A GNU ``.mo`` file (little-endian, no hash table) holding every translated entry."""
    pairs = {"": header(language)}
    for entry in entries:
        if entry.msgstr:
            key = f"{entry.context}{CONTEXT_GLUE}{entry.msgid}" if entry.context else entry.msgid
            if entry.msgid_plural:
                key += PLURAL_GLUE + entry.msgid_plural
            pairs[key] = entry.msgstr
    keys = sorted(pairs, key=lambda k: k.encode("utf-8"))
    ids = [k.encode("utf-8") for k in keys]
    strs = [pairs[k].encode("utf-8") for k in keys]
    count = len(keys)
    originals_at = 7 * 4
    translations_at = originals_at + count * 8
    data_at = translations_at + count * 8
    table: list[int] = []
    blob = b""
    for chunk in ids + strs:
        table += [len(chunk), data_at + len(blob)]
        blob += chunk + b"\0"
    head = struct.pack("<7I", MO_MAGIC, 0, count, originals_at, translations_at, 0, data_at)
    return head + struct.pack(f"<{len(table)}I", *table) + blob


def parse_mo(data: bytes) -> dict[tuple[str, str], str]:
    """The entries of a ``.mo`` file as ``{(context, msgid): msgstr}``, header left out."""
    if len(data) < 28:
        raise ValueError("not a .mo file: too short")
    (magic,) = struct.unpack("<I", data[:4])
    order = "<" if magic == MO_MAGIC else ">"
    magic, _revision, count, originals_at, translations_at = struct.unpack(f"{order}5I", data[:20])
    if magic != MO_MAGIC:
        raise ValueError("not a .mo file: bad magic number")
    result: dict[tuple[str, str], str] = {}
    for i in range(count):
        id_len, id_at = struct.unpack(f"{order}2I", data[originals_at + 8 * i : originals_at + 8 * i + 8])
        str_len, str_at = struct.unpack(
            f"{order}2I", data[translations_at + 8 * i : translations_at + 8 * i + 8]
        )
        key = data[id_at : id_at + id_len].decode("utf-8")
        if not key:
            continue
        context, glue, msgid = key.partition(CONTEXT_GLUE)
        if not glue:
            context, msgid = "", key
        msgid = msgid.partition(PLURAL_GLUE)[0]  # a plural entry is known by its singular
        result[(context, msgid)] = data[str_at : str_at + str_len].decode("utf-8")
    return result
