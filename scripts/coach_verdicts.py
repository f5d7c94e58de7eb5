"""The coach's verdicts measured: the give-up floor, stability across coach seeds, and who is best how often.

    PYTHONPATH=. python scripts/coach_verdicts.py --decisions 300 --standin chart [--out FILE]
    PYTHONPATH=. python scripts/coach_verdicts.py --decisions 1000 --seeds 1   # the floor only
    PYTHONPATH=. python scripts/coach_verdicts.py --read FILE [MORE_FILES ...]
    PYTHONPATH=. python scripts/coach_verdicts.py --read FILE [MORE_FILES ...] --lines 1 2 3
    PYTHONPATH=. python scripts/coach_verdicts.py --standin tag --seed 3 --seeds 1 --hands 12 72 --out FILE

A stand-in (``chart``: the chart player; ``tag``: the tight-aggressive style)
sits in seat 0 against the game's five opponents, stacks of 100 bb each hand.
Every hand it has a decision in is graded twice with ``grade_hand``, with coach
seeds ``--coach-seed`` and ``--coach-seed + 1`` (once with ``--seeds 1``: the
floor and the shares at half the cost, no stability), until ``--decisions``
decisions are graded; ``--playouts-scale K`` grades with K times the default
budget's play-outs (every round and both caps), to see what stability more
play-outs buy at K times the time. Each decision is written as a JSON line
(``--out``), and the report says:

- the give-up floor: choices valued below minus the chips they put in now by
  more than their 95% margin (a player can always give up later);
- stability: the share of decisions graded alike by both seeds (mistake or
  not, and the same best choice where either calls it a mistake; and the same
  kind of best choice, a raise's size set aside; and some choice advised under
  both seeds, the best or one the review names as good within the noise), and
  flagged mistakes within the noise;
- shares: how often each kind of choice is best, by street, and all in among
  the decisions with 50 bb or more behind;
- lessons (issue 42), run by run: the flagged mistakes, how many have all in as
  the lesson (and among each run's five costliest), mistakes shown below the
  line or within the noise, a "best" worth less than a choice not named with
  it (nor as the exploit part), a "best" beaten beyond the noise and a "close"
  beaten by the line, the exploits and exploit parts and whether each
  names its opponent and tendency, and whether each mistake of the first 100
  decisions is one in both verdicts (the line beyond the noise against its
  lesson at this table and at the sound table).

``--hands`` grades only the hands listed (each with the coach seed the full
run gives it, so as the full run grades it), to see what a change of the coach
does to chosen decisions of an earlier run.

Rows written by this grade version under an earlier verdict rule hold every
value the rule reads: they are decided again by the current rule; so are rows of
versions 4 and 5 (``SAME_FORM``), whose values are read as they were graded.

``--line BB`` is an experiment: it grades, and reads, as if a mistake's line were
``BB`` rather than :data:`~holdem.coach.grade.MISTAKE_BB` (the verdict rounds
spent near it, the best chosen among the choices gaining that much); read its
rows with the same ``--line``. The game's line does not change. Rows graded
before the line moved to 3 bb were graded at 1 bb: read them with ``--line 1``.

``--lines`` (with ``--read``) also reports the stability the verdicts would have
with a mistake's line higher than the one the rows were graded for: a decision
counts as a mistake at line ``L`` when it is one as graded and the cost found
is at least ``L`` bb. The grades spent their verdict rounds near their own line
and chose the best among the choices gaining that much, so it is an estimate
of what grading for line ``L`` would give, not a grading.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import replace
from typing import Any, Final

from coach_rows import add_arguments, keep_rows, player, read_runs, set_line

from holdem.coach import DecisionGrade, HandGrade
from holdem.coach.grade import DEFAULT_BUDGET, GRADE_VERSION, MISTAKE_BB, Z95
from holdem.coach.practice import practice_hands
from holdem.coach.review import grade_hand
from holdem.coach.verdict import KINDS, beats
from holdem.engine.actions import ActionType
from holdem.engine.events import PlayerActed
from holdem.engine.state import fold_events


def graded(args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """One row per decision: its street, chips behind, each choice's chips put in, and both grades."""
    scale, base = args.playouts_scale, DEFAULT_BUDGET
    budget = replace(base, playouts=base.playouts * scale, playouts_cap=base.playouts_cap * scale,
                     verdict_cap=base.verdict_cap * scale)
    wanted = set(args.hands or ())
    for played in practice_hands(args.seed, 100_000, player(args.standin, args.seed)):
        if wanted and played.hand_id not in wanted:  # played (the opponents learn from it), not graded
            if played.hand_id > max(wanted):
                return
            continue
        steps = [i for i, e in enumerate(played.events) if isinstance(e, PlayerActed) and e.seat == 0]
        if not steps:
            continue
        started = time.process_time()
        grades = [grade_hand(played.events, 0, played.hand_id, played.opponents,
                             seed=args.coach_seed + k, budget=budget) for k in range(args.seeds)]
        seconds = (time.process_time() - started) / args.seeds
        for decisions in zip(*(g.decisions for g in grades), strict=True):
            first = decisions[0]
            state = fold_events(played.events[: first.step])
            committed, stack = state.committed[0], state.stacks[0]
            put = [_put_in(c.action.type, c.action.amount, first.to_call, committed, stack)
                   for c in first.choices]
            yield {"hand": played.hand_id, "step": first.step, "street": first.street, "behind": stack / 10,
                   "all_in": stack + committed, "put": put, "seconds": seconds / len(steps),
                   "grades": [_one(d) for d in decisions]}


def _put_in(kind: ActionType, amount: int, to_call: int, committed: int, stack: int) -> int:
    if kind is ActionType.CALL:
        return min(to_call, stack)
    if kind is ActionType.RAISE_TO:
        return amount - committed
    return 0


def _one(decision: DecisionGrade) -> dict[str, object]:
    return HandGrade(hand_id=0, seat=0, big_blind=10, decisions=(decision,)).to_json()


SAME_FORM: Final = (4, 5, 6, 7, 8, 9, 10)
"""Earlier grade versions whose rows hold every value the current rule reads, in the current form: read as
they were graded (version 4: the sound table read a raise of a size its style never makes as any two
cards; the values are those it gave; version 5: the recommended choice, which every paired error is
against, chosen as the cheapest no choice beats, not the cheapest of those named best; versions 6 to 8:
the same values, their reasons without the stack's price (6) or the equity against those who put chips in
before the flop (7), which decide nothing, no tendency of the hands that call a bet (8), and raises
beyond what any opponent can match valued as several choices (9); version 10: a sound table without the
floor of defence against bets beyond the pot, and no tendency of bets into a check)."""


def decision(row: dict[str, Any], k: int) -> DecisionGrade:
    """The row's decision under coach seed ``k``, its verdict decided by the current rule: a row written by
    this grade version (or one of :data:`SAME_FORM`) under an earlier rule holds every value the rule reads,
    so it is decided again."""
    data = row["grades"][k]
    if data.get("version") in SAME_FORM:
        data = {**data, "version": GRADE_VERSION}
    try:
        return HandGrade.from_json(data).decisions[0]
    except ValueError as error:
        if "stored verdict" not in str(error):
            raise
    for kind in KINDS:  # the stored kind is only checked against the one the values give
        stored = {**data["decisions"][0], "verdict": {**data["decisions"][0]["verdict"], "kind": kind}}
        try:
            return HandGrade.from_json({**data, "decisions": [stored]}).decisions[0]
        except ValueError:
            continue
    raise ValueError("no verdict kind reads this row")


def report(rows: list[dict[str, Any]]) -> None:
    """The three measurements over ``rows``."""
    print(f"{len(rows)} decisions, {len({r['hand'] for r in rows})} hands; "
          f"grading {sum(r['seconds'] for r in rows) / len(rows):.2f} s CPU a decision (mean)")
    floor(rows)
    if all(len(row["grades"]) > 1 for row in rows):
        stability(rows)
    else:
        print("stability: graded under one coach seed (--seeds 1), not measured")
    shares(rows)
    lessons(rows)


def lessons(rows: list[dict[str, Any]]) -> None:
    """What a strong player reads, run by run (a pooled row's hand is ``run:hand``): the flagged mistakes
    and their best choices, the labels against the numbers, the exploits."""
    runs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        runs[str(row["hand"]).partition(":")[0] if ":" in str(row["hand"]) else "1"].append(row)
    print("lessons (each decision as graded under the first coach seed):")
    totals = Counter[str]()
    for run, found in sorted(runs.items()):
        counts = _lessons(found)
        totals.update(counts)
        _say(f"  run {run}", counts)
    if len(runs) > 1:
        _say("  all runs", totals)


def _lessons(rows: list[dict[str, Any]]) -> Counter[str]:
    counts = Counter[str]()
    mistakes: list[tuple[float, bool]] = []
    for index, row in enumerate(rows):
        d = decision(row, 0)
        v = d.verdict
        counts["decisions"] += 1
        named = [d.choices[i].ev_bb for i in v.best]
        counts["best below another"] += any(c.ev_bb > min(named) for i, c in enumerate(d.choices)
                                            if i not in v.best and i not in v.table_best)
        others = [i for i in range(len(d.choices)) if i not in v.table_best]
        counts["best beaten"] += any(beats(d, k, i) for i in v.best for k in others)
        counts["close beaten by the line"] += any(beats(d, k, i, MISTAKE_BB) for i in v.close if i != d.taken
                                                  for k in range(len(d.choices)))
        counts["sound valued"] += d.sound is not None
        counts["reverse notes"] += v.reverse
        if v.exploit:
            counts["exploits"] += 1
            t = d.sound.tendency if d.sound is not None else None
            counts["exploits naming opponent and tendency"] += t is not None and bool(t.name)
        if not v.mistake:
            continue
        shove = d.choices[v.best[0]].action.amount == row["all_in"]  # the lesson
        mistakes.append((v.cost_bb, shove))
        counts["mistakes with an exploit part"] += bool(v.table_best)
        counts["exploit parts naming opponent and tendency"] += bool(v.table_best) and (
            d.sound is not None and d.sound.tendency is not None and bool(d.sound.tendency.name))
        counts["mistakes within the noise"] += v.cost_bb <= v.margin_bb
        counts["mistakes"] += 1
        counts["mistakes with all in best"] += shove
        # a jam of at most the pot once called (a stack to pot of 1 or less: the natural raise) or an overbet
        counts["of them at most the pot"] += shove and row["put"][v.best[0]] - d.to_call <= d.pot + d.to_call
        counts["mistakes with all in among those named best"] += any(
            d.choices[i].action.amount == row["all_in"] for i in v.best)
        counts["mistakes shown below the line"] += v.cost_bb < MISTAKE_BB
        if index < 100:
            counts["mistakes in the first 100 decisions"] += 1
            counts["of them a mistake at the sound table too"] += _in_both(d)
    costliest = sorted(mistakes, reverse=True)[:5]
    counts["all in best among the five costliest"] += sum(shove for _, shove in costliest)
    return counts


def _in_both(d: DecisionGrade) -> bool:
    """Whether a mistake gives up the line beyond the noise against its lesson at both tables (at this one
    by the cost shown; at the sound table by the sound values, or, where only the choice taken was valued
    there, by its gap to the sound best); a grade against stated opponents (no sound check) counts."""
    v = d.verdict
    here = v.cost_bb >= MISTAKE_BB and v.cost_bb > v.margin_bb
    if d.sound is None:
        return here
    gap, error = d.sound.gap(v.best[0], d.taken)
    return here and gap >= MISTAKE_BB and gap > Z95 * error


def _say(label: str, c: Counter[str]) -> None:
    m = c["mistakes"]
    print(f"{label}: {c['decisions']} decisions, {m} flagged mistakes, {c['exploits']} exploits, "
          f"{c['reverse notes']} reverse notes; sound table valued in {c['sound valued']}")
    print(f"    all in the best choice: {c['mistakes with all in best']}/{m} = "
          f"{c['mistakes with all in best'] / max(m, 1):.0%} (bar 15%; of them a jam of at most the pot once "
          f"called: {c['of them at most the pot']}); among those named best: "
          f"{c['mistakes with all in among those named best']}; among the five costliest: "
          f"{c['all in best among the five costliest']} (bar 1 a run)")
    print(f"    mistakes shown below {MISTAKE_BB:g} bb: {c['mistakes shown below the line']} (bar 0); "
          f"within the noise: {c['mistakes within the noise']}/{m} (bar 10%); a best worth less than a "
          f"choice not named with it (nor as the exploit part): {c['best below another']} (bar 0)")
    print(f"    labels: a best beaten beyond the noise by a choice (not the exploit part): "
          f"{c['best beaten']}; a close choice not taken beaten by the line beyond the noise: "
          f"{c['close beaten by the line']}")
    print(f"    mistakes with an exploit part (this table's best is not the lesson): "
          f"{c['mistakes with an exploit part']}, naming opponent and tendency: "
          f"{c['exploit parts naming opponent and tendency']}")
    both, first = c["of them a mistake at the sound table too"], c["mistakes in the first 100 decisions"]
    print(f"    exploits naming opponent and tendency: {c['exploits naming opponent and tendency']}/"
          f"{c['exploits']} (bar all); mistakes of the first 100 decisions that are mistakes at the sound "
          f"table too: {both}/{first}")


def floor(rows: list[dict[str, Any]]) -> None:
    below = []
    choices = 0
    for row in rows:
        for k in range(len(row["grades"])):
            d = decision(row, k)
            for c, put in zip(d.choices, row["put"], strict=True):
                choices += 1
                short = -put / 10 - c.margin_bb - c.ev_bb
                if short > 0:
                    below.append((short, row["hand"], row["street"], str(c.action), c.ev_bb, put / 10))
    print(f"give-up floor: {len(below)} of {choices} choice values (every seed) below -(chips put in now) "
          f"by more than their 95% margin")
    for short, hand, street, action, ev, put in sorted(below, reverse=True)[:5]:
        print(f"  hand {hand} {street} {action}: {ev:+.1f} bb, puts in {put:.1f} bb, short by {short:.1f}")


def stability(rows: list[dict[str, Any]]) -> None:
    same = kept = kinds = advice = mutual = noisy = fresh_noisy = 0
    flagged, unconfirmed = [0, 0], [0, 0]
    costs, found = [], []
    for row in rows:
        a, b = decision(row, 0), decision(row, 1)
        same += a.mistake == b.mistake
        kept += a.mistake == b.mistake and (not a.mistake or a.best == b.best)
        kinds += a.mistake == b.mistake and (not a.mistake or _best_kind(row, a) == _best_kind(row, b))
        advice += a.mistake == b.mistake and (not a.mistake or bool(a.advised & b.advised))
        mutual += a.mistake == b.mistake and (not a.mistake or (a.best in b.advised and b.best in a.advised))
        flagged[0] += a.mistake
        flagged[1] += b.mistake
        unconfirmed[0] += a.unconfirmed
        unconfirmed[1] += b.unconfirmed
        for d in (a, b):
            if d.mistake:  # found on the deals that graded it, confirmed on fresh ones; the cost shown, more
                costs.append(d.cost_bb)
                found.append(d.found_cost_bb)
                noisy += d.found_cost_bb <= d.found_margin_bb
                fresh_noisy += d.cost_bb <= d.cost_margin_bb
    n = len(rows)
    print(f"stability: verdict (mistake or not) the same under both seeds in {same}/{n} = {same / n:.1%} "
          f"({_ci(same, n)})")
    print(f"  verdict, and best choice where either flags a mistake, the same: {kept}/{n} = {kept / n:.1%} "
          f"({_ci(kept, n)})")
    print(f"  verdict, and the kind of best choice (fold, check, call, raise, all in; a raise's size set "
          f"aside) where either flags a mistake, the same: {kinds}/{n} = {kinds / n:.1%} ({_ci(kinds, n)})")
    print(f"  verdict, and where a mistake, some choice advised under both (the best, or one the review "
          f"names as good within the noise): {advice}/{n} = {advice / n:.1%} ({_ci(advice, n)}); each "
          f"seed's best advised under the other: {mutual}/{n} = {mutual / n:.1%} ({_ci(mutual, n)})")
    print(f"  mistakes flagged: {flagged[0]} and {flagged[1]} of {n} ({flagged[0] / n:.1%}, "
          f"{flagged[1] / n:.1%}); mean cost shown {sum(costs) / max(len(costs), 1):.1f} bb (found "
          f"{sum(found) / max(len(found), 1):.1f}); within the noise: {noisy} (of the costs shown, measured "
          f"again on fresh deals: {fresh_noisy})")
    print(f"  found on the deals that graded them but not confirmed on fresh deals: {unconfirmed[0]} and "
          f"{unconfirmed[1]}")


def lines(rows: list[dict[str, Any]], found_at: list[float]) -> None:
    """Stability if a mistake needed a cost found of at least each of ``found_at`` (bb), from the rows."""
    n = len(rows)
    graded = [(decision(row, 0), decision(row, 1)) for row in rows]
    print("with a higher line (a mistake as graded, and a cost found of at least the line):")
    for line in found_at:
        same = kept = flagged = 0
        for first, second in graded:
            a, b = (d.mistake and d.found_cost_bb >= line for d in (first, second))
            same += a == b
            kept += a == b and (not a or first.best == second.best)
            flagged += a + b
        print(f"  {line:g} bb: verdict kept {same / n:.1%}, verdict and best choice {kept / n:.1%} "
              f"({_ci(kept, n)}); mistakes flagged {flagged / (2 * n):.1%}")


def shares(rows: list[dict[str, Any]]) -> None:
    by_street: dict[str, Counter[str]] = defaultdict(Counter)
    deep = deep_shove = 0
    for row in rows:
        d = decision(row, 0)
        kind = _best_kind(row, d)
        by_street[d.street][kind] += 1
        if row["behind"] >= 50:
            deep += 1
            deep_shove += kind == "all in"
    print("best choice by street (seed 1):")
    for street in ("preflop", "flop", "turn", "river"):
        counts = by_street.get(street, Counter())
        total = sum(counts.values())
        if total:
            parts = ", ".join(f"{k} {v / total:.0%}" for k, v in counts.most_common())
            print(f"  {street:8} {total:4}: {parts}")
    print(f"all in best with 50 bb or more behind: {deep_shove}/{deep} = {deep_shove / max(deep, 1):.1%} "
          f"({_ci(deep_shove, deep)})")


def _best_kind(row: dict[str, Any], d: DecisionGrade) -> str:
    """The kind of the best choice: fold, check, call, raise or all in (a raise's size set aside)."""
    best = d.choices[d.best].action
    return "all in" if best.amount == row["all_in"] else best.type.value.replace("_to", "")


def _ci(k: int, n: int) -> str:
    """A 95% Wilson interval for k of n."""
    if not n:
        return "no data"
    p, z = k / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"95% CI {max(centre - half, 0):.1%} to {min(centre + half, 1):.1%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--playouts-scale", type=int, default=1,
                        help="the play-outs of every round and cap times this (the default budget: 1)")
    parser.add_argument("--seeds", type=int, choices=(1, 2), default=2,
                        help="coach seeds each decision is graded under (1: no stability figure)")
    parser.add_argument("--hands", type=int, nargs="+", metavar="N",
                        help="grade only these hands of the run (the others played, not graded), each as "
                             "the full run grades it")
    parser.add_argument("--lines", type=float, nargs="+", metavar="BB",
                        help="with --read: the stability with a mistake's line at each of these (bb)")
    add_arguments(parser)
    args = parser.parse_args()
    if args.lines and not args.read:
        parser.error("--lines reads rows written before: give --read FILE")
    if args.line is not None:
        set_line(args.line)
    if args.read:  # several runs pooled: a hand is named by its run too
        rows = [{**row, "hand": f"{run}:{row['hand']}" if args.more else row["hand"]}
                for run, rows in enumerate(read_runs(args), 1) for row in rows]
        report(rows)
        if args.lines:
            lines(rows, args.lines)
        return
    rows = keep_rows(graded(args), args.out, args.decisions, report)
    report(rows)


if __name__ == "__main__":
    main()
