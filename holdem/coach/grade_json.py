"""The JSON form of a grade's parts beside the values: the sound-table check, the reason, the gaps measured
again, and the checked reading of a stored field (:mod:`holdem.coach.grade` writes and reads the rest)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Final, TypeVar

from holdem.coach.reason import MOVES, Answers, Entered, MakeUp, Reason, Stack
from holdem.coach.verdict import ANSWERS, CALLED, EQUITY, SoundCheck, Tendency

_T = TypeVar("_T")

STREETS: Final = ("preflop", "flop", "turn", "river")


def _sound_json(sound: SoundCheck) -> dict[str, object]:
    t = sound.tendency
    tendency = None if t is None else {"name": t.name, "what": t.what, "choice": t.choice, "here": t.here,
                                       "sound": t.sound}
    return {"best": sound.best, "gap_bb": sound.gap_bb, "stderr_bb": sound.stderr_bb, "tendency": tendency,
            "values": [list(v) for v in sound.values]}


def _reason_json(reason: Reason) -> dict[str, object]:
    m, s, e = reason.make_up, reason.stack, reason.entered
    return {
        "answers": [{"choice": a.choice, "folds": [list(f) for f in a.folds], "called": a.called,
                     "needed": a.needed, "caller": a.caller, "stack": a.stack} for a in reason.answers],
        "make_up": None if m is None else [m.name, m.ahead, m.draws, m.air],
        "aid": reason.aid, "line": [list(step) for step in reason.line],
        "stack": None if s is None else [s.rest, s.win, s.called],
        "entered": None if e is None else {"names": list(e.names), "equity": e.equity,
                                           "waiting": list(e.waiting)},
    }


def _reason(item: object, choices: int) -> Reason | None:
    if item is None:
        return None
    if not isinstance(item, Mapping):
        raise ValueError("reason is an object or null")
    found = []
    for entry in _field(item, "answers", list):
        if not isinstance(entry, Mapping):
            raise ValueError("an answer is an object")
        choice = _int(entry, "choice")
        if not 0 <= choice < choices:
            raise ValueError("an answer's choice must index the decision's")
        folds = []
        for pair in _field(entry, "folds", list):
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
                raise ValueError("a fold share is [name, share]")
            folds.append((pair[0], _number(pair[1], "fold")))
        called, caller, stack = entry.get("called"), entry.get("caller"), entry.get("stack")
        if caller is not None and caller not in (name for name, _share in folds):
            raise ValueError("an answer's caller is one who answered, or null")
        found.append(Answers(choice, tuple(folds), None if called is None else _number(called, "called"),
                             _number(entry.get("needed"), "needed"), caller,
                             None if stack is None else _number(stack, "stack")))
    split = item.get("make_up")
    make_up = None
    if split is not None:
        if not (isinstance(split, list) and len(split) == 4 and isinstance(split[0], str)):
            raise ValueError("make_up is [name, ahead, draws, air] or null")
        make_up = MakeUp(split[0], *(_number(x, "make_up") for x in split[1:]))
    aid = item.get("aid")
    line = []
    for step in _field(item, "line", list):
        if not (isinstance(step, list) and len(step) == 2 and step[0] in STREETS and step[1] in MOVES):
            raise ValueError("a line's step is [street, move]")
        line.append((str(step[0]), str(step[1])))
    return Reason(tuple(found), make_up, None if aid is None else _number(aid, "aid"), tuple(line),
                  _stack(item.get("stack")), _entered(item.get("entered")))


def _entered(item: object) -> Entered | None:
    """A stored equity against those who put chips in before the flop (null where none was needed)."""
    if item is None:
        return None
    if not isinstance(item, Mapping):
        raise ValueError("entered is an object or null")
    names, waiting = _field(item, "names", list), _field(item, "waiting", list)
    if not all(isinstance(n, str) for n in (*names, *waiting)) or not names or not waiting:
        raise ValueError("entered names those in the pot and those yet to act")
    return Entered(tuple(names), _number(item.get("equity"), "equity"), tuple(waiting))


def _stack(item: object) -> Stack | None:
    """A stored stack's price, [rest, win, called or null] (null where calling commits nothing)."""
    if item is None:
        return None
    if not (isinstance(item, list) and len(item) == 3):
        raise ValueError("stack is [rest, win, called] or null")
    rest, win, called = item
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (rest, win)) or rest <= 0 or win < 0:
        raise ValueError("a stack's rest is a whole number above 0 and its win one not below")
    return Stack(rest, win, None if called is None else _number(called, "called"))


def _sound(item: object, choices: int) -> SoundCheck | None:
    if item is None:
        return None
    if not isinstance(item, Mapping):
        raise ValueError("sound is an object or null")
    best = _int(item, "best")
    tendency = item.get("tendency")
    found = None
    if tendency is not None:
        if not isinstance(tendency, Mapping):
            raise ValueError("a tendency is an object or null")
        what = _field(tendency, "what", str)
        if what not in (*ANSWERS, EQUITY, CALLED):
            raise ValueError(f"unknown tendency {what!r}")
        found = Tendency(_field(tendency, "name", str), what, _int(tendency, "choice"),
                         _number(tendency.get("here"), "here"), _number(tendency.get("sound"), "sound"))
    if not 0 <= best < choices or (found is not None and not 0 <= found.choice < choices):
        raise ValueError("a sound check's choices must index the decision's")
    gap, error = _number(item.get("gap_bb"), "gap_bb"), _number(item.get("stderr_bb"), "stderr_bb")
    values = []
    for pair in _field(item, "values", list):
        if not (isinstance(pair, list) and len(pair) == 2):
            raise ValueError("a sound value is [bb, standard error]")
        values.append((_number(pair[0], "values"), _number(pair[1], "values")))
    if values and len(values) != choices:
        raise ValueError("a sound check values every choice or none")
    return SoundCheck(best, gap, error, found, tuple(values))


def _measure(data: Mapping[str, object], key: str) -> tuple[float, float] | None:
    """A stored gap measured on fresh deals, [bb, standard error] (absent in older grades: None)."""
    item = data.get(key)
    if item is None:
        return None
    if not isinstance(item, list) or len(item) != 2:
        raise ValueError(f"{key} is [bb, standard error] or null")
    return _number(item[0], key), _number(item[1], key)


def _field(data: Mapping[str, object], key: str, kind: type[_T]) -> _T:
    value = data.get(key)
    if not isinstance(value, kind):
        raise ValueError(f"{key} must be a {kind.__name__}")
    return value


def _int(data: Mapping[str, object], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} must be a whole number")
    return value


def _number(value: object, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{key} must be a finite number")
    return float(value)
