"""Building frozen, slotted dataclasses at the speed of plain ones, where many are built.

A frozen dataclass's ``__init__`` sets every field through ``object.__setattr__``, several times
slower than setting a slot: for the 52 counts of a :class:`holdem.stats.Totals` or the 25 fields
of a :class:`~holdem.engine.view.PlayerView` that was most of the cost of building one.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 0
>>> made = slots_filler(Point)
>>> made(1, 2) == Point(1, 2), made(y=3, x=4)
(True, Point(x=4, y=3))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


def slots_filler(cls: type[T]) -> Callable[..., T]:
    """A function that builds ``cls`` from all its field values (by position or by name, no defaults),
    as ``cls(...)`` does, by setting each slot once; written out for the fields once, as
    ``dataclasses`` writes ``__init__``. ``cls`` is a frozen dataclass with slots and no
    ``__post_init__``."""
    names = [spec.name for spec in fields(cls)]  # type: ignore[arg-type]
    lines = [f"def filled({', '.join(names)}):", "    new = _new(cls)"]
    lines += [f"    _set_{name}(new, {name})" for name in names]
    lines.append("    return new")
    scope: dict[str, Any] = {"_new": object.__new__, "cls": cls}
    scope.update({f"_set_{name}": vars(cls)[name].__set__ for name in names})
    exec("\n".join(lines), scope)  # the source is built from the field names only
    filled: Callable[..., T] = scope["filled"]
    return filled
