"""The drills in words: the family list, a spot as the table shows it, the verdict, the progress page.

Pure functions of the spot, the grade and the answers; the screens draw what they return.
The verdict's words are the review's (:mod:`holdem.app.coach_text`): a drill says what V says.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from holdem.app import coach_labels, coach_text, drill_strings
from holdem.app.drills import Score, due_position
from holdem.app.render import rank_label, suit_mark
from holdem.app.table_model import action_words
from holdem.coach.drill_families import FAMILIES
from holdem.coach.drill_rest import RestOfHand
from holdem.coach.drill_spots import DrillSpot, Narrowing
from holdem.coach.grade import ChoiceValue, DecisionGrade
from holdem.coach.spots import position
from holdem.engine.actions import Action
from holdem.engine.cards import Card
from holdem.engine.events import PlayerActed, StreetDealt
from holdem.engine.state import fold_events
from holdem.i18n import numbers
from holdem.i18n.catalog import _
from holdem.i18n.hands import hand_label
from holdem.records.drills import DrillAnswer

BAR_WIDTH: Final = 20
"""Characters of the progress chart's bar at 100% without a mistake, where the page is wide enough."""
BAR_LEAST: Final = 4
"""The bar's least width: on a narrow page the family's name gives way first, down to NAME_LEAST."""
NAME_WIDTH: Final = 24
"""Characters of a family's name on the drills page (the longest name in either language fits)."""
NAME_LEAST: Final = 14
"""A family's name is cut (…) to no fewer characters on a narrow page."""
CHOICE_KEYS: Final = "12345678"
"""The keys of the choices, in the order the coach lists them (fold, check or call, raises)."""


def family_name(key: str) -> str:
    return str(_(drill_strings.FAMILY_NAMES).get(key, key))


def family_line(key: str) -> str:
    return str(_(drill_strings.FAMILY_LINES).get(key, ""))


def family_list() -> str:
    """``holdem drill --list``: each family's key, name and one line."""
    lines = [_(drill_strings.LIST_TITLE)]
    lines += [f"  {f.key:<12} {family_name(f.key)}: {family_line(f.key)}" for f in FAMILIES]
    return "\n".join(lines)


def choice_name(action: Action, spot: DrillSpot) -> str:
    """``Fold``, ``Call 20``, ``Bet 60``, ``Raise to 300``, ``All in 1000``, as the review names them."""
    state = spot.state
    legal = state.legal_actions()
    assert legal is not None
    all_in = legal.max_raise_to
    decision = DecisionGrade(step=0, street=state.street.name.lower(), pot=state.pot_total,
                             to_call=legal.call_amount, needed_equity=None, equity=0.0,
                             choices=(ChoiceValue(action, 0.0, 0.0),), taken=0, best=0, kind="",
                             opponent=None)
    return coach_labels.choice_label(decision.choices[0], decision, all_in)


def choice_keys(spot: DrillSpot) -> list[tuple[str, Action]]:
    """Each choice with its key: 1, 2, 3... in the coach's order."""
    return list(zip(CHOICE_KEYS, spot.choices(), strict=False))


def fold_parts(head: str, parts: Sequence[str], sep: str, width: int | None) -> list[str]:
    """``head`` then ``parts`` joined by ``sep``, broken between two parts to fit ``width`` characters, the
    lines after the first indented under the first part (at most half the width); one line when ``width`` is
    None. A part is never split: a terminal's own wrap would put "All in" and its amount on two lines."""
    if width is None or not parts:
        return [head + sep.join(parts)]
    indent = " " * min(len(head), width // 2)
    lines, line = [], head + parts[0]
    for part in parts[1:]:
        if len(line) + len(sep) + len(part) > width:
            lines.append(line.rstrip())
            line = indent + part
        else:
            line += sep + part
    return [*lines, line]


def spot_lines(spot: DrillSpot, width: int | None = None) -> list[str]:
    """The spot as the player sees it: where, the pot and the price, the cards, and what each seat did
    (its last action on each street, the streets in order: "raises to 35 / bets 85 / checks"), a seat's
    actions broken between two to fit ``width`` (None: one line each)."""
    state = fold_events(spot.seen)
    legal = spot.state.legal_actions()
    assert legal is not None
    hole = state.hole[spot.seat]
    cards = " ".join(rank_label(c) + suit_mark(c) for c in hole) if hole is not None else "?"
    board = " ".join(rank_label(c) + suit_mark(c) for c in state.board) or _(drill_strings.BOARD_NONE)
    lines = [
        _(drill_strings.SPOT_LINE).format(position=spot.position,
                              street=coach_labels.street_name(state.street.name.lower()),
                              pot=numbers.amount(state.pot_total), call=numbers.amount(legal.call_amount),
                              depth=spot.depth_bb),
        _(drill_strings.YOUR_CARDS).format(cards=cards, board=board),
    ]
    for seat in range(state.num_seats):
        last = {e.street: e for e in spot.seen if isinstance(e, PlayerActed) and e.seat == seat}
        said = [action_words(e) for e in last.values()]  # each street's last word, in order
        mark = "▶" if seat == spot.seat else ("×" if state.folded[seat] else " ")
        head = (f" {mark} {state.names[seat]:<10} {position(spot.state, seat):<3} "
                f"{numbers.amount(state.stacks[seat]):>8}  ")
        lines += fold_parts(head, said, " / ", width)
    return lines


def choices_line(spot: DrillSpot, width: int | None = None) -> str:
    """The choices with their keys: ``1 Fold  2 Call 20  3 Raise to 45 ...``, broken between two choices to
    fit ``width`` (None: one line)."""
    parts = [f"{key} {choice_name(action, spot)}" for key, action in choice_keys(spot)]
    return "\n".join(fold_parts("", parts, "  ", width))


def verdict_lines(grade: DecisionGrade, spot: DrillSpot) -> list[str]:
    """The verdict after the key: the class and what the choice gave up, every choice's value with its
    margin (the best and the one taken marked), and the reason, in the review's words (V's lines)."""
    legal = spot.state.legal_actions()
    all_in = legal.max_raise_to if legal is not None else None
    v = grade.verdict
    taken = grade.choices[grade.taken]
    lines = [_(drill_strings.VERDICT).format(choice=coach_labels.choice_label(taken, grade, all_in),
                                 kind=_(drill_strings.VERDICT_KINDS).get(v.kind, v.kind)),
             coach_text.verdict(grade, all_in)]
    lines.append(_(drill_strings.VALUES_TITLE))
    for index, choice in enumerate(grade.choices):
        marks = []
        if index in v.best:
            marks.append(_(drill_strings.MARK_BEST))
        if index == grade.taken:
            marks.append(_(drill_strings.MARK_YOURS))
        label = coach_labels.choice_label(choice, grade, all_in)
        lines.append(f"  {label:<18} {coach_labels.number(choice.ev_bb, sign=True):>7} ± "
                     f"{coach_labels.number(choice.margin_bb)}  {' · '.join(marks)}")
    # the reason as the review gives it: who folds to the bet it turns on, the price against the equity
    note = coach_text.exploit_note(grade, all_in)
    lines += coach_text.why(grade, all_in) or [coach_text.reason(grade, all_in)]
    if note:
        lines.append(note)
    return [line for line in lines if line]


def rest_lines(rest: RestOfHand) -> list[str]:
    """How the hand went on after the answer (key H): each street's actions from the answer on, with the
    board, then the showdown (each hand shown and named, who won) or who took the pot, and the player's
    result."""
    state = fold_events(rest.events)
    names = [("▶" if seat == rest.seat else "") + name for seat, name in enumerate(state.names)]

    def cards_of(cards: Sequence[Card]) -> str:
        return " ".join(rank_label(c) + suit_mark(c) for c in cards)

    streets: list[tuple[str, str, list[str]]] = []
    before = fold_events(rest.events[:rest.answered])
    board = cards_of(before.board)
    streets.append((coach_labels.street_name(before.street.name.lower()), board, []))
    for event in rest.events[rest.answered:]:
        if isinstance(event, StreetDealt):
            board = cards_of(event.board)
            streets.append((coach_labels.street_name(event.street.name.lower()), board, []))
        elif isinstance(event, PlayerActed):
            streets[-1][2].append(f"{names[event.seat]} {action_words(event)}")
    lines = [_(drill_strings.REST_TITLE)]
    lines += [_(drill_strings.REST_STREET).format(street=street, board=board or "–",
                                                  actions=" · ".join(acts) or "–")
              for street, board, acts in streets]
    winners = ", ".join(names[seat] for seat in rest.winners)
    if rest.shown:
        hole = state.hole
        hands = " · ".join(
            f"{names[seat]} {cards_of(cards)} ({hand_label(cards, rest.board)})"
            for seat in rest.shown if (cards := hole[seat]) is not None)
        said = drill_strings.REST_SHOWDOWN if len(rest.winners) == 1 else drill_strings.REST_SHOWDOWN_SPLIT
        lines.append(_(said).format(hands=hands, winners=winners))
    else:
        lines.append(_(drill_strings.REST_UNCONTESTED).format(name=winners))
    sign = "+" if rest.net > 0 else "−" if rest.net < 0 else ""
    lines.append(_(drill_strings.REST_RESULT).format(net=sign + numbers.amount(abs(rest.net))))
    return lines


def score_line(score: Score) -> str:
    """The score of this drill in one line; before any scored decision, why the answers so far are not."""
    if not score.decisions:
        return _(drill_strings.SCORE_NONE)
    clean, lost = coach_labels.percent(score.clean), coach_labels.number(score.lost_bb)
    decisions = numbers.number(score.decisions)
    return _(drill_strings.SCORE_LINE).format(decisions=decisions, clean=clean, lost=lost)


def narrowing_line(narrowing: Narrowing) -> str:
    """The drills page's line of what the next drill pins, with the keys that change it."""
    close = drill_strings.NARROW_CLOSE if narrowing.close_only else drill_strings.NARROW_EVERY
    return _(drill_strings.NARROW_LINE).format(position=narrowing.position or _(drill_strings.NARROW_ANY),
                                               depth=narrowing.depth_bb, close=_(close))


def progress_lines(scores: Mapping[str, Score], answers: Sequence[DrillAnswer], width: int | None = None
                   ) -> list[str]:
    """The drills page: a head, then one row per family (answers, share without a mistake as a bar, bb lost
    each), a ↻ on the families with a spot due again; each row led by a column for the page's cursor. Fitted
    to ``width`` characters (None: the widest) by shortening the family's name and the bar."""
    head = re.split(r"\s{2,}", _(drill_strings.PAGE_HEAD).strip())
    if len(head) != 4:  # a translation that does not keep its columns two spaces apart
        head = re.split(r"\s{2,}", drill_strings.PAGE_HEAD.english.strip())
    counts, shares, losses = (max(len(head[1]), 7), max(len(head[2]), 6), max(len(head[3]), 6))
    fixed = 4 + counts + 2 + shares + 2 + losses + 2  # cursor, ↻, spaces and the number columns
    room = BAR_WIDTH + NAME_WIDTH if width is None else width - fixed
    name_width = max(NAME_LEAST, min(NAME_WIDTH, room - BAR_LEAST))
    bar_width = max(0, min(BAR_WIDTH, room - name_width))
    lines = [f"   {head[0]:<{name_width}} {head[1]:>{counts}}  {head[2]:>{shares}}  {head[3]:>{losses}}"]
    for f in FAMILIES:
        score = scores.get(f.key, Score(0, 0.0, 0.0))
        due = "↻" if due_position(answers, f.key) is not None else " "
        bar = "█" * round(bar_width * score.clean) if score.decisions else ""
        clean = coach_labels.percent(score.clean) if score.decisions else "–"
        lost = coach_labels.number(score.lost_bb) if score.decisions else "–"
        name = family_name(f.key)
        name = name if len(name) <= name_width else name[:name_width - 1] + "…"
        lines.append(f"{due} {name:<{name_width}} {score.decisions:>{counts}}  {clean:>{shares}}  "
                     f"{lost:>{losses}}  {bar}".rstrip())
    return lines
