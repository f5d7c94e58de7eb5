"""Advice that pays: a stand-in that follows the coach's best choice wherever the coach flags a mistake,
against the same stand-in not deviating, on the same deals, the opponents learning as in a session.

    PYTHONPATH=. python scripts/coach_pays.py --hands 2000 --standin chart [--out FILE]
    PYTHONPATH=. python scripts/coach_pays.py --hands 2000 --standin chart --resume FILE
    PYTHONPATH=. python scripts/coach_pays.py --read FILE [MORE_FILES ...]
    PYTHONPATH=. python scripts/coach_pays.py --standin tag --seed 2 --once --replay FILE --policy-trials 640

Two sessions are played with the same seed: the stand-in alone, and the
follower (the same stand-in; at each of its decisions the coach grades the
action it is about to take, from the hand so far and the opponents as the
hand began, exactly as it grades a finished hand, and where it flags a
mistake the follower takes the verdict's lesson instead, the choice good at both tables; with
``--exploits``, also the best choice here where the verdict is an exploit). Every seat has 100 bb
each hand; the cards are the same in both sessions, and each bot's random
stream is seeded again each hand from (seed, hand, seat), so a hand where the
follower does not deviate plays out alike unless the opponents learned
differently. The opponents observe every hand, as in the game.

The report: the follower's net minus the stand-in's, hand by hand, in bb per
100 hands with its 95% interval (all-in adjusted); and over the hands with a
deviation, the realised gain (the follower's net minus the stand-in's on that
hand) minus the gain the coach predicted (the costs of the mistakes it
corrected, as the review shows them: measured again on fresh deals after the
verdict), with its 95% interval, and beside it the costs on the deals that
found the mistakes, which run high (they picked the largest of noisy gaps).
Each deviation is also graded again with the next coach seed, on deals
independent of those that found the mistake: a second fresh estimate; where
the realised gain matches neither, the play-outs misjudge the hand. And each
is valued a third time with the stand-in's own later play in the play-outs (a
copy of it plays the player's later decisions, where the coach seats its sound
strategy): the gain the deviation should realise when the follower plays on as
the stand-in does, which with ``--once`` it does. Realised
minus predicted is then shown by where the hand's deviations were (before the
flop only or after it too; one or several), and the hands with one deviation
by kind (street, the choice taken and the best). With ``--once`` the follower
takes the coach's advice at most once a hand and then plays on as the
stand-in, so a hand's prediction is one deviation's cost. ``--line BB`` (an
experiment) grades as if a mistake's line were ``BB`` rather than the game's
(3 bb); runs made before it moved were at 1 bb. ``--replay FILE`` (with the
run's ``--standin``, ``--seed`` and ``--once``) plays a follower's run again,
taking its deviations without grading anything, and values each deviation's
gap again on fresh deals with ``--policy-trials`` Monte Carlo trials for every
policy answer (the grade's budget otherwise), beside the cost the run
predicted; ``--read FILES --replayed`` reports replays' rows pooled (``--against OTHERS``: beside
the same replays valued by other play-outs, deviation by deviation). ``--resume FILE`` (with the run's
``--standin``, ``--seed``, ``--once`` and ``--exploits``) carries on a run that was stopped: the
follower's hands in FILE are played again taking their deviations without grading (each must end
with the net it had, or the resume stops), then the run goes on, its rows appended to FILE; with more
``--hands`` than the run had, the stand-in's hands alone are played on first (those played checked equal),
so a finished run is carried on to more hands. Every row
carries a fingerprint of the game's code (``code``), and a run is resumed only by the same code.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import math
import random
import time
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import IO, Any

from coach_rows import action_kind, add_arguments, mean_ci, next_hand, read_rows, read_runs, seated, set_line

from holdem.bots.base import Bot, Learner
from holdem.bots.simulator import allin_adjusted_nets
from holdem.bots.strategy import StrategyBot
from holdem.coach.continuation import Continuation
from holdem.coach.grade import DEFAULT_BUDGET, Budget
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Range
from holdem.coach.review import decision_at, grade_at
from holdem.coach.table import acted
from holdem.coach.values import Valuer
from holdem.coach.verdict import Z95
from holdem.engine.actions import Action
from holdem.engine.events import Event
from holdem.engine.hand import Hand

BB = 10



def code_fingerprint() -> str:
    """A fingerprint of the game's code (every module of the ``holdem`` package): rows of one run carry
    it, and a run is resumed only by the code that began it."""
    root = Path(__file__).resolve().parent.parent / "holdem"
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def session(args: argparse.Namespace, follow: bool,
            forced: dict[tuple[int, int], dict[str, Any]] | None = None,
            resumed: Mapping[int, dict[str, Any]] | None = None) -> Iterator[dict[str, Any]]:
    """One row per hand: the player's all-in adjusted net, and (following) its deviations.

    ``forced`` replays a follower's run: its deviations by (hand, step) are taken again, without
    grading any decision, and each is valued again with :func:`regrade` (the row's ``regraded``).
    ``resumed`` (a stopped run's follower rows by hand) plays those hands again taking their
    deviations without grading, checks each ends with the net it had, and yields no row for them."""
    bots, table = seated(args.standin, args.seed)
    resumed = resumed or {}
    for number in range(1, args.hands + 1):
        hand, began = next_hand(table, bots, args.seed, number)
        deviations: list[dict[str, Any]] = []
        started = time.process_time()
        again = {d["step"]: d for d in resumed[number]["deviated"]} if number in resumed else None
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            action = bots[seat].decide(hand.view(seat))
            if seat == 0 and again is not None:
                action = _taken_again(again, len(hand.events), action, number)
            elif seat == 0 and forced is not None:
                if (number, len(hand.events)) in forced:
                    action = replayed(hand, action, began, args, forced[number, len(hand.events)], deviations,
                                      bots[0])
            elif seat == 0 and follow and not (args.once and deviations):
                action = advice(hand, action, began, args, number, deviations, bots[0])
            hand.act(action)
        for seat, bot in enumerate(bots):
            if isinstance(bot, Learner):
                bot.observe(hand.view(seat))
        table.finish_hand(hand)
        net = allin_adjusted_nets(hand, random.Random(f"{args.seed}:{number}:adjust"))[0] / BB
        if number in resumed:
            if not math.isclose(net, resumed[number]["net"], abs_tol=1e-9):
                raise SystemExit(f"hand {number} played again ends with {net:+.2f} bb, not the "
                                 f"{resumed[number]['net']:+.2f} bb of the run: not resumed")
            continue
        seconds = time.process_time() - started - sum(d["again_seconds"] + d.get("own_seconds", 0.0)
                                                      for d in deviations)
        yield {"hand": number, "net": net, "predicted": sum(d["cost"] for d in deviations),
               "deviations": len(deviations), "seconds": seconds, "deviated": deviations}


def _taken_again(deviations: Mapping[int, dict[str, Any]], step: int, action: Action, number: int) -> Action:
    """The action a resumed hand took at ``step``: the recorded deviation's best choice, else ``action``."""
    if step not in deviations:
        return action
    if str(action) != deviations[step]["taken"]:
        raise SystemExit(f"hand {number}, step {step}: the stand-in now takes {action}, the run took "
                         f"{deviations[step]['taken']}: not resumed")
    return Action.parse(deviations[step]["best"])


def grade_seed(coach_seed: int, number: int) -> int:
    """The seed hand ``number`` is graded with under ``--coach-seed`` ``coach_seed``."""
    return coach_seed * 1_000_003 + number


def advice(hand: Hand, action: Action, began: dict[int, StrategyBot], args: argparse.Namespace,
           number: int, deviations: list[dict[str, Any]], standin: Bot) -> Action:
    """The coach's advice where it grades ``action`` a mistake (the verdict's lesson, the choice good at
    both tables), or with ``--exploits`` an exploit (the choice best at this table), else ``action``.

    Each deviation is kept in ``deviations``: the street, the step, the choice taken and the best, the
    cost predicted (the verdict's, measured on fresh deals after it) and its margin, the verdict's kind,
    the cost on the deals that found the mistake (``found``), and the same gap graded again with the
    next coach seed (``again``: on deals independent of those that found the mistake, so not raised by
    the luck that found it), and the same gap valued with the stand-in's own later play as the
    continuation (``own``: a copy of the stand-in, as it is now, plays the player's later decisions in
    the play-outs, on deals of a third coach seed): what the deviation should realise when the follower
    plays on as the stand-in.
    """
    events = (*hand.events, acted(hand.state, action))
    grade = grade_at(events, 0, len(events) - 1, began, seed=grade_seed(args.coach_seed, number))
    if not (grade.mistake or (args.exploits and grade.exploit)):
        return action
    advised = grade.verdict.best[0]  # a mistake's lesson (good at both tables), an exploit's best here
    best = grade.choices[advised].action
    started = time.process_time()
    again = grade_at(events, 0, len(events) - 1, began, seed=grade_seed(args.coach_seed + 1, number))
    deviations.append({"street": grade.street, "step": len(events) - 1, "taken": str(action),
                       "best": str(best), "cost": grade.verdict.cost_bb, "margin": grade.verdict.margin_bb,
                       "kind": grade.verdict.kind,
                       "found": grade.choices[advised].ev_bb - grade.choices[grade.taken].ev_bb,
                       "found_margin": Z95 * grade.difference_error(advised),
                       "again": again.choices[advised].ev_bb - again.choices[grade.taken].ev_bb,
                       "again_seconds": time.process_time() - started})
    started = time.process_time()
    own = grade_at(events, 0, len(events) - 1, began, seed=grade_seed(args.coach_seed + 2, number),
                   continuation=copy.deepcopy(standin).decide)
    deviations[-1]["own"] = own.choices[advised].ev_bb - own.choices[grade.taken].ev_bb
    deviations[-1]["own_seconds"] = time.process_time() - started
    return best


def replayed(hand: Hand, action: Action, began: dict[int, StrategyBot], args: argparse.Namespace,
             deviation: dict[str, Any], deviations: list[dict[str, Any]], standin: Bot) -> Action:
    """The best choice of a deviation replayed, its gap over the choice taken valued again."""
    assert str(action) == deviation["taken"], "the replay follows the run it replays"
    best = Action.parse(deviation["best"])
    events = (*hand.events, acted(hand.state, action))
    budget = replace(DEFAULT_BUDGET, policy_trials=args.policy_trials)
    holes = hand.state.hole
    oracle = None
    if args.oracle:
        oracle = {s: (int(h[0]), int(h[1])) for s, h in enumerate(holes) if s and h is not None}
    gap, error = regrade(events, began, len(events) - 1, best, budget,
                         seed=grade_seed(args.coach_seed + 3, hand.state.hand_number), oracle=oracle,
                         continuation=copy.deepcopy(standin).decide if args.own else None)
    deviations.append({**deviation, "regraded": gap, "regraded_error": error, "again_seconds": 0.0})
    return best


def regrade(events: tuple[Event, ...], opponents: Mapping[int, OpponentModel], step: int, best: Action,
            budget: Budget, seed: int, oracle: Mapping[int, tuple[int, int]] | None = None,
            continuation: Continuation | None = None) -> tuple[float, float]:
    """The gap of ``best`` over the action taken at ``step`` (seat 0's), in big blinds with its standard
    error: the ranges read and the choices played on ``budget.fresh_playouts`` deals with ``budget``, the
    sound continuation, on deals of ``seed`` (as a grade's fresh cost is measured). With ``oracle`` (each
    opponent's real cards) every opponent still in holds his own cards instead of the range read: the
    gap the deviation was worth in that very hand, the boards and later actions still drawn; with
    ``continuation``, the player's later decisions follow it instead of the sound strategy."""
    d = decision_at(events, 0, step, opponents, seed=seed, budget=budget)
    ranges = d.ranges if oracle is None else {s: Range((oracle[s],), (1.0,)) for s in d.ranges}
    fresh = replace(budget, playouts=budget.fresh_playouts)
    valuer = Valuer(d.line, 0, ranges, d.models, fresh, d.rng, continuation)
    gap, error = valuer.difference(valuer.play([best, d.taken]), best, d.taken)
    return gap / BB, error / BB


def report_replay(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    """Over the hands replayed (rows with their ``realised`` gain): the realised gain against the cost the
    run predicted and the gap valued again (with ``--policy-trials`` Monte Carlo trials for each policy
    answer; with ``--oracle``, against the opponents' real cards), and the gap valued again minus the
    cost predicted, deviation by deviation."""
    kept = [(r["realised"], r["deviated"]) for r in rows if r["deviated"]]
    if len(kept) < 2:
        return
    again = (f"valued again, {args.policy_trials} trials" + (", real cards" if args.oracle else "")
             + (", own later play" if args.own else ""))
    for label, key in (("predicted (the run's)", "cost"), (again, "regraded")):
        values = [sum(d[key] for d in ds) for _, ds in kept]
        mean, half = mean_ci([gain - v for (gain, _), v in zip(kept, values, strict=True)])
        print(f"{label:28} {sum(values) / len(kept):+6.2f} bb a hand; realised - that: {mean:+.2f} bb, "
              f"95% CI [{mean - half:+.2f}, {mean + half:+.2f}]")
    for where, preflop in (("before the flop only", True), ("after the flop too", False)):
        part = [(g, ds) for g, ds in kept if all(d["street"] == "preflop" for d in ds) == preflop]
        if len(part) >= 2:
            line = f"  {where:26} {len(part):4}"
            for key in ("cost", "regraded"):
                mean, half = mean_ci([g - sum(d[key] for d in ds) for g, ds in part])
                line += f"  {key} {mean:+6.2f} [{mean - half:+.2f}, {mean + half:+.2f}]"
            print(line)
    every: list[dict[str, Any]] = [d for _, dev in kept for d in dev]
    after = [d for d in every if d["street"] != "preflop"]
    for label, chosen in (("all", every), ("after the flop", after)):
        if len(chosen) >= 2:
            mean, half = mean_ci([d["regraded"] - d["cost"] for d in chosen])
            print(f"  valued again - predicted, {label} ({len(chosen)}): {mean:+.2f} bb, 95% CI "
                  f"[{mean - half:+.2f}, {mean + half:+.2f}]")
    print(f"{len(kept)} hands, realised {sum(g for g, _ in kept) / len(kept):+.2f} bb a hand", flush=True)


def report_against(runs: list[list[dict[str, Any]]], others: list[list[dict[str, Any]]]) -> None:
    """Each deviation's gap valued again by these replays minus the same gap valued by the ``others``
    (the same runs replayed by other play-outs, on the same deals), by where it was."""
    pairs = []
    for rows, other in zip(runs, others, strict=True):
        theirs = {r["hand"]: r["deviated"] for r in other if r["deviated"]}
        pairs += [(d, o) for r in rows if r["deviated"] for d, o in zip(r["deviated"], theirs[r["hand"]],
                                                                         strict=True)]
    for label, keep in (("all", lambda d: True), ("after the flop", lambda d: d["street"] != "preflop"),
                        ("before the flop", lambda d: d["street"] == "preflop")):
        diffs = [d["regraded"] - o["regraded"] for d, o in pairs if keep(d)]
        if len(diffs) >= 2:
            mean, half = mean_ci(diffs)
            print(f"  these - the others, {label} ({len(diffs)}): {mean:+.2f} bb, 95% CI "
                  f"[{mean - half:+.2f}, {mean + half:+.2f}]")


def report(alone: list[dict[str, Any]], follower: list[dict[str, Any]]) -> None:
    n = min(len(alone), len(follower))
    diffs = [f["net"] - a["net"] for a, f in zip(alone[:n], follower[:n], strict=True)]
    mean, half = mean_ci(diffs)
    print(f"{n} hands: stand-in {sum(a['net'] for a in alone[:n]) / n * 100:+.1f} bb/100, follower "
          f"{sum(f['net'] for f in follower[:n]) / n * 100:+.1f} bb/100")
    print(f"follower - stand-in: {mean * 100:+.1f} bb/100, 95% CI [{(mean - half) * 100:+.1f}, "
          f"{(mean + half) * 100:+.1f}]")
    rows = [(f["net"] - a["net"], f["predicted"], f["deviations"])
            for a, f in zip(alone[:n], follower[:n], strict=True) if f["deviations"]]
    if len(rows) < 2:
        print(f"{len(rows)} hands with a deviation")
        return
    gaps = [realised - predicted for realised, predicted, _ in rows]
    mean, half = mean_ci(gaps)
    count, hands = sum(k for _, _, k in rows), len(rows)
    print(f"{count} deviations in {hands} hands: predicted {sum(p for _, p, _ in rows) / hands:+.2f} bb "
          f"a hand, realised {sum(r for r, _, _ in rows) / hands:+.2f} bb a hand")
    print(f"realised - predicted per hand with a deviation: {mean:+.2f} bb, 95% CI [{mean - half:+.2f}, "
          f"{mean + half:+.2f}]; grading {sum(f['seconds'] for f in follower[:n]) / n:.1f} s CPU a hand")
    kept = [(f["net"] - a["net"], f["deviated"]) for a, f in zip(alone[:n], follower[:n], strict=True)
            if f.get("deviated")]
    if len(kept) < 2:
        return
    found = sum(d.get("found", d["cost"]) for _, ds in kept for d in ds) / len(kept)
    print(f"found on the deals that graded them (before the fresh deals): {found:+.2f} bb a hand")
    again = [sum(d["again"] for d in ds) for _, ds in kept]
    mean, half = mean_ci([realised - a for (realised, _), a in zip(kept, again, strict=True)])
    print(f"graded again with the next coach seed (independent deals): {sum(again) / len(kept):+.2f} bb "
          f"a hand; realised - that: {mean:+.2f} bb, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]")
    owned = [(realised, ds) for realised, ds in kept if all("own" in d for d in ds)]
    if len(owned) >= 2:
        own = [sum(d["own"] for d in ds) for _, ds in owned]
        mean, half = mean_ci([realised - o for (realised, _), o in zip(owned, own, strict=True)])
        print(f"valued with the stand-in's own later play ({len(owned)} hands): {sum(own) / len(owned):+.2f} "
              f"bb a hand; realised - that: {mean:+.2f} bb, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]")
    by_where: dict[str, list[tuple[float, float]]] = {}
    for realised, ds in kept:
        where = "before the flop only" if all(d["street"] == "preflop" for d in ds) else "after the flop too"
        many = "one deviation" if len(ds) == 1 else "several"
        by_where.setdefault(f"{where}, {many}", []).append(
            (realised - sum(d["cost"] for d in ds), realised - sum(d.get("own", math.nan) for d in ds)))
    print("realised - predicted by where the hand's deviations were: hands, bb a hand, 95% CI; and realised "
          "- valued with the stand-in's own later play")
    for where, gaps_w in sorted(by_where.items()):
        mean, half = mean_ci([gap for gap, _ in gaps_w])
        line = f"  {where:36} {len(gaps_w):4} {mean:+7.2f} [{mean - half:+.2f}, {mean + half:+.2f}]"
        owns = [gap for _, gap in gaps_w if not math.isnan(gap)]
        if len(owns) >= 2:
            mean, half = mean_ci(owns)
            line += f"   {mean:+7.2f} [{mean - half:+.2f}, {mean + half:+.2f}]"
        print(line)
    by_kind: dict[str, list[tuple[float, float, float, float, float]]] = {}
    for realised, ds in kept:
        if len(ds) == 1:  # a hand's gain is the deviation's alone
            d = ds[0]
            kind = f"{d['street']} {action_kind(d['taken'])} -> {action_kind(d['best'])}"
            by_kind.setdefault(kind, []).append(
                (d.get("found", d["cost"]), d["cost"], d["again"], d.get("own", math.nan), realised))
    print("hands with one deviation, by kind: count, found, predicted, graded again, with the stand-in's own "
          "later play, realised (bb a hand)")
    for kind, rows_k in sorted(by_kind.items(), key=lambda item: -len(item[1])):
        k = len(rows_k)
        found_k, predicted, again_k, own_k, realised_k = (sum(row[i] for row in rows_k) / k for i in range(5))
        print(f"  {kind:28} {k:4} {found_k:+7.2f} {predicted:+7.2f} {again_k:+7.2f} {own_k:+7.2f} "
              f"{realised_k:+7.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--once", action="store_true",
                        help="follow the coach at most once a hand: after a deviation the stand-in plays on")
    parser.add_argument("--exploits", action="store_true",
                        help="follow the exploits too (the choice best at this table only)")
    parser.add_argument("--replay", type=Path,
                        help="a follower's rows: take its deviations again and value each again (no grading)")
    parser.add_argument("--own", action="store_true",
                        help="with --replay: the stand-in's own later play in the play-outs, not the sound")
    parser.add_argument("--oracle", action="store_true",
                        help="with --replay: each gap against the opponents' real cards, not the ranges")
    parser.add_argument("--replayed", action="store_true",
                        help="with --read: the files are replays' rows (--replay --out), reported pooled")
    parser.add_argument("--against", type=Path, nargs="+",
                        help="with --read --replayed: the same replays valued by other play-outs (one file a "
                             "run, in the same order): the two values compared deviation by deviation")
    parser.add_argument("--resume", type=Path,
                        help="a stopped run's rows: play its follower's hands again, go on, append to it")
    parser.add_argument("--policy-trials", type=int, default=DEFAULT_BUDGET.policy_trials,
                        help="with --replay: Monte Carlo trials for each policy answer (real decisions: 640)")
    add_arguments(parser)
    args = parser.parse_args()
    if args.line is not None:
        set_line(args.line)
    if args.replay:
        rows = read_rows(args.replay)
        alone_net = {r["hand"]: r["net"] for r in rows if not r["follow"]}
        done = [r for r in rows if r["follow"]]
        realised = {r["hand"]: r["net"] - alone_net[r["hand"]] for r in done}
        forced = {(r["hand"], d["step"]): d for r in done for d in r["deviated"]}
        args.hands = len(done)
        sink = args.out.open("w") if args.out else None
        replayed_rows: list[dict[str, Any]] = []
        for row in session(args, follow=True, forced=forced):
            row = {**row, "realised": realised[row["hand"]]}
            replayed_rows.append(row)
            if sink:
                sink.write(json.dumps(row) + "\n")
                sink.flush()
            if row["deviated"] and sum(1 for r in replayed_rows if r["deviated"]) % 10 == 0:
                report_replay(replayed_rows, args)
        report_replay(replayed_rows, args)
        return
    if args.read and args.replayed:
        runs = read_runs(args)
        report_replay([row for rows in runs for row in rows], args)
        if args.against:
            report_against(runs, [read_rows(path) for path in args.against])
        return
    if args.resume:
        resume(args)
        return
    if args.read:
        alone, follower = [], []
        for rows in read_runs(args):  # each run's hands paired within it, then pooled
            done = [r for r in rows if r["follow"]]  # a run stopped early: its first hands
            pairs = list(zip([r for r in rows if not r["follow"]][: len(done)], done, strict=True))
            alone += [a for a, _ in pairs]
            follower += [f for _, f in pairs]
        report(alone, follower)
        return
    out = args.out.open("w") if args.out else None
    code = code_fingerprint()
    alone = list(session(args, follow=False))
    for row in alone:
        if out:
            out.write(json.dumps({**row, "follow": False, "code": code}) + "\n")
    follow(args, alone, [], session(args, follow=True), out, code)


def follow(args: argparse.Namespace, alone: list[dict[str, Any]], follower: list[dict[str, Any]],
           rows: Iterator[dict[str, Any]], out: IO[str] | None, code: str) -> None:
    """The follower's ``rows`` as they come, after the ``follower`` rows already played: each written
    to ``out``, the report every 50 hands and at the end."""
    for row in rows:
        follower.append(row)
        if out:
            out.write(json.dumps({**row, "follow": True, "code": code}) + "\n")
            out.flush()
        if len(follower) % 50 == 0:
            report(alone, follower)
    report(alone, follower)


def _whole_rows(path: Path) -> list[dict[str, Any]]:
    """The rows of ``path``; a last line cut short when the run was stopped is said and removed."""
    text = path.read_text()
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        print(f"{path}: the last row was cut short when the run stopped; it is played again", flush=True)
        path.write_text("".join(lines[:-1]))
    return read_rows(path)


def resume(args: argparse.Namespace) -> None:
    """Carry on the stopped run in ``args.resume`` (see the module's docstring)."""
    rows = _whole_rows(args.resume)
    code = code_fingerprint()
    if {r.get("code") for r in rows} != {code}:
        raise SystemExit(f"{args.resume} was not written by this code (fingerprint {code}): not resumed")
    alone = [r for r in rows if not r["follow"]]
    done = [r for r in rows if r["follow"]]
    if [r["hand"] for r in done] != list(range(1, len(done) + 1)) or len(done) > args.hands:
        raise SystemExit(f"{args.resume} holds {len(alone)} hands alone and {len(done)} followed: "
                         f"not a stopped run of {args.hands} hands")
    with args.resume.open("a") as out:
        if len(alone) < args.hands:  # carried on to more hands: the stand-in's alone first, as a run starts
            alone = more_alone(args, alone, out, code)
        print(f"resuming after hand {len(done)} of {args.hands}: playing the followed hands again",
              flush=True)
        follow(args, alone, done, session(args, follow=True, resumed={r["hand"]: r for r in done}), out, code)


def more_alone(args: argparse.Namespace, alone: list[dict[str, Any]], out: IO[str],
               code: str) -> list[dict[str, Any]]:
    """The stand-in's session alone played again to ``args.hands`` hands, its first hands checked equal to
    ``alone`` (each hand's net and deviations, or the carrying on stops), the rest written to ``out``."""
    again = list(session(args, follow=False))
    for old, new in zip(alone, again, strict=False):
        if any(old[key] != new[key] for key in ("hand", "net", "deviations")):
            raise SystemExit(f"{args.resume}: hand {old['hand']} alone plays otherwise now: not carried on")
    print(f"carrying the run on from {len(alone)} to {args.hands} hands", flush=True)
    for row in again[len(alone):]:
        out.write(json.dumps({**row, "follow": False, "code": code}) + "\n")
    out.flush()
    return [*alone, *again[len(alone):]]


if __name__ == "__main__":
    main()
