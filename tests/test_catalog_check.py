"""The catalog check: no plural written without ngettext, no number formatted by hand in player-facing text.

Two kinds of mistake make "1 hands" or "-252.3" (for Brazil's "-252,3") on screen:

- a template that puts a count before a plural noun ("{hands} hands") instead of a ``plural`` message;
- code that formats a number itself (``f"{x:.1f}"``, ``f"{n:+d}"``, ``str(stack)``, a ``%`` pasted after
  a number, ``.replace("-", "−")``) instead of ``holdem.i18n.numbers``.

Run on the code before the fixes of issue 12 (commit cc53be5), the check found 18 cases: 6 templates
and 12 places in the code.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from holdem.i18n.sources import english_messages

ROOT = Path(__file__).resolve().parent.parent
# The modules that put text in front of the player (the engine, the records' files and the bots'
# reports speak to programs and tools, not to the player).
PLAYER_FACING = [
    *sorted((ROOT / "holdem" / "app").glob("*.py")),
    *sorted((ROOT / "holdem" / "tui").rglob("*.py")),
    ROOT / "holdem" / "cli.py",
]
# A count field, then a noun in the plural: "{hands} hands", "{count} rebuys".
COUNT_THEN_NOUN = re.compile(r"\{(count|hands|rebuys|steps|n|number)(![rsa])?(:[^}]*)?\}\s+[a-zà-ú]{3,}s\b")
NUMBER_SPEC = re.compile(r"[-+ ]?[#0]?\d*[,_]?(\.\d+)?[dfeEgGn%]$|^[-+ ]")
NUMERIC_HINT = re.compile(
    r"\b(stack|bet|amount|amounts|total|hands|count|net|chips|pot|number|won|n)\b|round\(|len\("
)


def template_problems() -> list[str]:
    """Catalog messages that write a plural by hand."""
    found = []
    for message in english_messages():
        if message.pluralizable:
            continue
        if COUNT_THEN_NOUN.search(message.id):
            found.append(f"{message.context}: {message.id!r} needs a plural message (ngettext)")
    return found


def _is_number_spec(spec: ast.AST | None) -> bool:
    if not isinstance(spec, ast.JoinedStr):
        return False
    text = "".join(part.value for part in spec.values if isinstance(part, ast.Constant))
    return bool(text) and bool(NUMBER_SPEC.search(text))


def code_problems(path: Path) -> list[str]:
    """Numbers formatted by hand in one module: format specs, ``str(number)``, ``%`` or a minus pasted on."""
    source = path.read_text("utf-8")
    found = []
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FormattedValue) and _is_number_spec(node.format_spec):
            found.append(f"{where}:{node.lineno}: a format spec formats a number by hand")
        elif isinstance(node, ast.JoinedStr):
            for before, after in zip(node.values, node.values[1:], strict=False):
                if (isinstance(before, ast.FormattedValue) and isinstance(after, ast.Constant)
                        and str(after.value).startswith("%")):
                    found.append(f"{where}:{node.lineno}: a % pasted after a number")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str":
            if node.args and NUMERIC_HINT.search(ast.get_source_segment(source, node.args[0]) or ""):
                found.append(f"{where}:{node.lineno}: str() of a number pasted into text")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "replace"
              and [getattr(a, "value", None) for a in node.args] == ["-", "−"]):
            found.append(f"{where}:{node.lineno}: a minus sign swapped in by hand")
    return found


def all_problems() -> list[str]:
    problems = template_problems()
    for path in PLAYER_FACING:
        problems += code_problems(path)
    return problems


def test_no_plural_without_ngettext_and_no_number_formatted_by_hand():
    problems = all_problems()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        ('f"{bb:+.1f} bb/100"', "format spec"),
        ('f"{round(100 * value)}%"', "%"),
        ('Text(str(info.stack))', "str()"),
        ('f"{bb}".replace("-", "−")', "minus"),
        ('f"{net:+d}"', "format spec"),
    ],
)
def test_the_check_finds_each_kind_of_number_formatted_by_hand(tmp_path, code, kind):
    module = tmp_path / "sample.py"
    module.write_text(f"x = {code}\n", "utf-8")
    problems = code_problems(module)
    assert len(problems) == 1 and kind in problems[0], problems


def test_the_check_finds_a_plural_written_by_hand():
    assert COUNT_THEN_NOUN.search("Thanks for playing. {hands} hands, net {net} chips")
    assert COUNT_THEN_NOUN.search("{count} rebuys")
    assert not COUNT_THEN_NOUN.search("{name} raises to {total}")  # a verb after a name is not a count
    assert not COUNT_THEN_NOUN.search("Hand #{number}")
