"""How each style answers pressure, beside the best answer to the aggressor's real range (issue 19).

Three lines, each met by one stand-in of :mod:`holdem_lab.standins` whose range is known exactly:

* ``shove``: an all-in over the style's own open, from :class:`~holdem_lab.standins.OpenShover`
  (the top 35%); the best answer calls when the equity against that range pays the price.
* ``threebet``: a 3-bet over the style's own open, from :class:`~holdem_lab.standins.LightThreeBettor`
  (the top 30%); a 3-bet with any two cards profits at once when more than ``B / (P + B)`` of
  opens fold (``B`` the 3-bet, ``P`` the pot before it), the break-even fold share reported.
  The "best" continue proxy is equity against the range above the price.
* ``cbet-raise``: an all-in raise over the style's flop c-bet, from
  :class:`~holdem_lab.standins.FlopRaiseShover` (its preflop range with a pair or a draw).

A :class:`Recorder` sits in a style's seat, plays exactly as the style, and in each such spot
where only it and the aggressor are left writes down the style's policy (fold, call, re-raise
shares) and what the best answer does, with how many times the bot had seen that player take the
line before (its per-chance read).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from holdem.bots.base import Bot
from holdem.bots.combos import COMBOS
from holdem.bots.equity import equity
from holdem.bots.preflop import equity_vs_top, top_fraction
from holdem.bots.simulator import play_hand
from holdem.bots.strategy import StrategyBot
from holdem.engine import Deck, Hand
from holdem.engine.actions import Action, ActionType
from holdem.engine.evaluator import HandCategory, category, evaluate
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.view import PlayerView
from holdem_lab.kinds import build
from holdem_lab.standins import draws

LINES = {"shove": "openshove", "threebet": "threebet", "cbet-raise": "flopshove"}
"""Each line measured and the stand-in that plays it."""
BUCKETS = ((0, 10), (10, 20), (20, 50), (50, 10**9))
"""Spots grouped by how many times the bot had already seen the player take the line."""


@dataclass(frozen=True, slots=True)
class Answer:
    """One spot: the style's fold, call and re-raise shares, whether the best answer continues, the
    break-even fold share of the aggressor's bet, and the times the line was seen before."""

    fold: float
    call: float
    reraise: float
    best_continues: bool
    break_even: float
    seen: int


@dataclass(slots=True)
class Recorder:
    """A style's bot that notes its answers in one line (a bot itself: decide, observe, name)."""

    bot: StrategyBot
    line: str
    answers: list[Answer] = field(default_factory=list)
    name: str = ""

    def __post_init__(self) -> None:
        self.name = self.bot.name

    def observe(self, view: PlayerView) -> None:
        self.bot.observe(view)

    def decide(self, view: PlayerView) -> Action:
        if _in_line(view, self.line):
            self.bot.observe(view)
            policy = self.bot.policy(view)
            shares = {t: 0.0 for t in ActionType}
            for action, p in policy.choices:
                shares[action.type] += p
            aggressor = view.names[_last_bet(view).seat]
            self.answers.append(Answer(
                fold=shares[ActionType.FOLD], call=shares[ActionType.CALL],
                reraise=shares[ActionType.RAISE_TO], best_continues=_best_continues(view, self.line),
                break_even=_break_even(view), seen=_seen(self.bot, aggressor, self.line),
            ))
        return self.bot.decide(view)


def _acts(view: PlayerView, street: Street) -> list[PlayerActed]:
    return [e for e in view.events if isinstance(e, PlayerActed) and e.street is street]


def _last_bet(view: PlayerView) -> PlayerActed:
    return [e for e in view.events if isinstance(e, PlayerActed) and e.move in (Move.BET, Move.RAISE)][-1]


def _in_line(view: PlayerView, line: str) -> bool:
    """Whether the seat to act faces ``line`` after its own open (or, for c-bet raises, its c-bet), with
    everyone else out (the best answer is priced heads-up against the aggressor)."""
    if len(view.in_hand) != 2:
        return False
    pre = [e for e in _acts(view, Street.PREFLOP) if e.move is Move.RAISE]
    if view.street is Street.PREFLOP:
        if len(pre) != 2 or pre[0].seat != view.seat:
            return False
        return pre[1].all_in if line == "shove" else line == "threebet" and not pre[1].all_in
    if line != "cbet-raise" or view.street is not Street.FLOP or not pre or pre[-1].seat != view.seat:
        return False
    flop = [e for e in _acts(view, Street.FLOP) if e.move in (Move.BET, Move.RAISE)]
    return len(flop) == 2 and flop[0].seat == view.seat and flop[1].all_in


def _price(view: PlayerView) -> float:
    assert view.legal is not None
    return view.legal.call_amount / (view.pot_total + view.legal.call_amount)


def _break_even(view: PlayerView) -> float:
    """The fold share above which the last bet or raise profits at once: B / pot (B included)."""
    return _last_bet(view).amount / view.pot_total


def _best_continues(view: PlayerView, line: str) -> bool:
    assert view.hole_cards is not None
    hole = (int(view.hole_cards[0]), int(view.hole_cards[1]))
    if line == "shove":
        return equity_vs_top(*hole, width=0.35) >= _price(view)
    if line == "threebet":
        return equity_vs_top(*hole, width=0.30) >= _price(view)
    board = tuple(int(c) for c in view.board)
    weights = [0.0] * len(COMBOS)
    for i, (a, b) in enumerate(COMBOS):
        if {a, b} & {*hole, *board} or top_fraction(a, b) >= 0.3:
            continue
        paired = category(evaluate((a, b, *board))) >= HandCategory.ONE_PAIR
        weights[i] = 1.0 if paired or draws((a, b), board) else 0.0
    rng = random.Random(f"{view.hand_number}:{hole}")
    return equity(hole, board, [weights], 2000, rng) >= _price(view)


def _seen(bot: StrategyBot, name: str, line: str) -> int:
    read = bot.model.profile(name).aggression
    return {"shove": read.shove_over_open, "threebet": read.three_bet,
            "cbet-raise": read.raise_cbet}[line].taken


def play_line(line: str, styles: Sequence[str], hands: int, seed: int) -> dict[str, list[Answer]]:
    """Play ``hands`` hands of the line's stand-in (seat 0) against ``styles`` (100 bb, fresh stacks,
    the button moving on) and return each style's answers, in the order met."""
    tokens = (LINES[line], *styles)
    bots = build(tokens, seed)
    seated: list[Bot] = [bots[0]]
    for bot in bots[1:]:
        assert isinstance(bot, StrategyBot)
        seated.append(Recorder(bot, line))
    rng = random.Random(seed)
    names = [b.name for b in bots]
    for number in range(hands):
        hand = Hand(stacks=[1000] * len(tokens), button=number % len(tokens), deck=Deck.shuffled(rng),
                    names=names, hand_number=number)
        play_hand(hand, seated)
    return {style: r.answers for style, r in zip(styles, seated[1:], strict=True) if isinstance(r, Recorder)}


@dataclass(frozen=True, slots=True)
class Summary:
    """Shares over a group of spots: the style's fold, call and re-raise, the best answer's fold, the
    style's continue share where the best answer continues and where it folds, the break-even fold."""

    spots: int
    fold: float
    call: float
    reraise: float
    best_fold: float
    continues_best_calls: float | None
    continues_best_folds: float | None
    break_even: float


def summarize(answers: Sequence[Answer]) -> Summary | None:
    if not answers:
        return None
    n = len(answers)
    calls = [1.0 - a.fold for a in answers if a.best_continues]
    folds = [1.0 - a.fold for a in answers if not a.best_continues]
    return Summary(
        spots=n, fold=sum(a.fold for a in answers) / n, call=sum(a.call for a in answers) / n,
        reraise=sum(a.reraise for a in answers) / n,
        best_fold=sum(not a.best_continues for a in answers) / n,
        continues_best_calls=sum(calls) / len(calls) if calls else None,
        continues_best_folds=sum(folds) / len(folds) if folds else None,
        break_even=sum(a.break_even for a in answers) / n,
    )


def by_bucket(answers: Sequence[Answer]) -> list[tuple[str, Summary | None]]:
    """Summaries by how often the line had been seen before: 0-9, 10-19, 20-49, 50+, then all."""
    out = [(f"{lo}-{hi - 1}" if hi < 10**9 else f"{lo}+",
            summarize([a for a in answers if lo <= a.seen < hi])) for lo, hi in BUCKETS]
    return [*out, ("all", summarize(answers))]
