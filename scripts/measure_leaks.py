"""People's leaks at the game's table: each style's big calls by what it held, its bet sizes and its bands.

Plays ``holdem sim``'s "table" (the chart stand-in in seat 0, the five styles in seats 1..5) in the
blocks ``holdem sim`` plays them in (:mod:`holdem.bots.parallel`), so the hands, the VPIP, PFR and AF
and the money are those of ``holdem sim --seed S --hands N``. Each bot is wrapped so that the script
sees every decision with the decider's own cards: the script knows every card, each bot only its own.
Stacks start every hand at 100 big blinds unless ``--carry``. Per player it prints

- its calls of :data:`~measure_bands.CALL_OFF_BB` big blinds or more after the flop (the amount
  called, not the pot) by what it held on that board (:func:`holding`), as counts and per 1,000 hands;
- the sizes of its bets: opens in big blinds, 3-bets as a multiple of the raise faced (in and out of
  position against the opener), flop c-bets and every post-flop bet (not raises) as shares of the pot;
- its VPIP, PFR and AF (:mod:`holdem.stats`), its bb/100 with the 95% interval and, with ``--carry``
  (stacks carried, busted seats rebuy), its rebuys;

then every bar with PASS or FAIL (the exit status is 1 when one fails). The figures go to stdout and
are the same for the same options; the time taken goes to stderr.

    PYTHONPATH=. python scripts/measure_leaks.py --seeds 5,6 --hands 3000
    PYTHONPATH=. python scripts/measure_leaks.py --seeds 1 --hands 8000 --carry
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, field, fields
from enum import IntEnum
from itertools import pairwise
from typing import Any, Final, NamedTuple

from measure_bands import CALL_OFF_BB, Watcher, is_call_off

from holdem.bots.base import STYLE_OF, Bot
from holdem.bots.board import HIGH_CARD, TOP_PAIR, has_draw, made_class
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.parallel import SimJob, blocks, merge
from holdem.bots.simulator import SimResult, simulate
from holdem.engine.actions import Action, ActionType
from holdem.engine.cards import format_cards
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.view import PlayerView

PER_HANDS: Final = 1000
"""Call-offs are counted per this many hands."""
STATION_NO_PAIR: Final = 2.0
"""The bar: the station calls off with no pair of its own at most this often per 1,000 hands."""
NEVER_BOTTOM: Final = ("tight-aggressive", "rock", "loose-aggressive")
"""The bar: these styles never call off with bottom pair or worse."""
OPEN_BB: Final = (2.0, 4.0)
"""The bar: an open raises to 2-4 big blinds ..."""
PER_LIMPER_BB: Final = 1.0
"""... and one big blind more per limper."""
THREE_BET_IN_POSITION: Final = (3.0, 4.0)
"""The bar: a 3-bet in position raises to 3-4 times the raise faced."""
THREE_BET_OUT_OF_POSITION: Final = (4.0, 5.0)
"""The bar: a 3-bet out of position raises to 4-5 times the raise faced."""
CBET_POT: Final = (0.25, 1.0)
"""The bar: a flop c-bet bets a quarter of the pot to the pot."""
WITHIN_POT: Final = (0.0, 1.0)
"""A post-flop bet above the pot is an overbet."""
OVERBETS: Final = {"maniac": 0.25}
"""The bar: the share of a style's post-flop bets that may be overbets ..."""
OVERBETS_OTHERS: Final = 0.10
"""... and of every other style's."""
IN_BAND: Final = 0.95
"""A size bar holds when this share of the sizes is in band: a person strays from his sizes now and then."""
SLACK_SMALL_BLINDS: Final = 0.5
"""A size is in band give or take this many small blinds: the bots round their sizes to the small blind."""
ROCK_VPIP: Final = (8.0, 13.0)
"""The bar: the rock plays 8-13% of its hands (VPIP %)."""
STATION_LOSS: Final = -60.0
"""The bar, stacks carried: the station loses at most this many bb/100."""
REBUY_HANDS: Final = 150
"""The bar, stacks carried: the station rebuys at most once per this many hands."""
QUANTILES: Final = (0.1, 0.5, 0.9)
"""The points of each size distribution printed between its least and its largest."""
BET_EDGES: Final = (1 / 3, 1 / 2, 3 / 4, 1.0, 3 / 2)
"""The shares of the pot that split the post-flop bets into the printed columns."""
EXAMPLES: Final = 3
"""Call-offs shown for each call-off bar that fails."""


class Holding(IntEnum):
    """What a player held on the board, weakest first.

    A pair of its own is ranked against the ranks the board shows once (all of them when it shows
    none once), as :func:`holdem.bots.board.made_class` ranks it: a rank the board pairs is the same
    for every hand, so on K K 8 a pair of eights is top pair and a pair of fives an underpair.
    """

    HIGH_CARD = 0
    """No pair of its own, the board unpaired."""
    BOARD_PAIR = 1
    """No pair of its own, a pair on the board."""
    BOTTOM_PAIR = 2
    """A pair of its own no higher than the board's lowest rank: bottom pair or an underpair."""
    MIDDLE_PAIR = 3
    """A pair of its own between the board's top rank and its lowest: second pair (or third on a turn)."""
    TOP_PAIR = 4
    """Top pair, an overpair, or better (two pair or more with a hole card)."""


LABELS: Final = {
    Holding.HIGH_CARD: "high card", Holding.BOARD_PAIR: "board pair only",
    Holding.BOTTOM_PAIR: "bottom pair, underpair", Holding.MIDDLE_PAIR: "second or middle pair",
    Holding.TOP_PAIR: "top pair or better",
}
"""Each holding as the tables name it."""


def holding(a: int, b: int, board: tuple[int, ...]) -> Holding:
    """What the hole cards ``a``, ``b`` hold on ``board`` (3 to 5 cards).

    >>> from holdem.engine.cards import parse_cards
    >>> board = tuple(parse_cards("Ks 8d 3c"))
    >>> [holding(*parse_cards(h), board).name for h in ("Ah Qd", "3h 2d", "9h 9d", "Kh 2d")]
    ['HIGH_CARD', 'BOTTOM_PAIR', 'MIDDLE_PAIR', 'TOP_PAIR']
    """
    made = made_class(a, b, board)
    ranks = [card >> 2 for card in board]
    if made >= TOP_PAIR:
        return Holding.TOP_PAIR
    if made == HIGH_CARD:
        return Holding.BOARD_PAIR if len(set(ranks)) < len(ranks) else Holding.HIGH_CARD
    ra, rb = a >> 2, b >> 2
    pair = ra if ra == rb or ra in ranks else rb
    shown_once = [rank for rank in ranks if ranks.count(rank) == 1] or ranks
    return Holding.BOTTOM_PAIR if pair <= min(shown_once) else Holding.MIDDLE_PAIR


class CallOff(NamedTuple):
    """One call of 40 big blinds or more after the flop (``draw``: a flush or open-ended straight draw)."""

    holding: Holding
    draw: bool
    street: Street
    cards: str
    board: str
    big_blinds: float


class Size(NamedTuple):
    """One bet's size (big blinds, a multiple of the raise faced or a share of the pot) and its verdict."""

    ratio: float
    in_band: bool


@dataclass(slots=True)
class Tally:
    """One player's call-offs and the sizes of its bets."""

    call_offs: list[CallOff] = field(default_factory=list)
    opens: list[Size] = field(default_factory=list)
    three_bets_in_position: list[Size] = field(default_factory=list)
    three_bets_out_of_position: list[Size] = field(default_factory=list)
    cbets: list[Size] = field(default_factory=list)
    bets: list[Size] = field(default_factory=list)
    """Every post-flop bet (raises apart), ``in_band`` when it is at most the pot."""

    def add(self, other: Tally) -> None:
        """Count ``other``'s figures in this tally too."""
        for part in fields(self):
            getattr(self, part.name).extend(getattr(other, part.name))


SIZES: Final = {
    "opens": "opens (bb)", "three_bets_in_position": "3-bets in position (x the raise)",
    "three_bets_out_of_position": "3-bets out of position (x the raise)", "cbets": "flop c-bets (x the pot)",
    "bets": "post-flop bets (x the pot; in band: at most the pot)",
}
"""The size lists of a :class:`Tally` and their headings."""


def record(tally: Tally, view: PlayerView, action: Action) -> None:
    """Count one decision in ``tally``: a call-off by holding, or the size of a bet or raise."""
    if is_call_off(view, action):
        assert view.hole_cards is not None and view.legal is not None
        a, b = (int(card) for card in view.hole_cards)
        board = tuple(int(card) for card in view.board)
        tally.call_offs.append(CallOff(holding(a, b, board), has_draw(a, b, board), view.street,
                                       format_cards(view.hole_cards), format_cards(view.board),
                                       view.legal.call_amount / view.big_blind))
    elif action.type is ActionType.RAISE_TO:
        _record_size(tally, view, action.amount)


def _record_size(tally: Tally, view: PlayerView, amount: int) -> None:
    slack = SLACK_SMALL_BLINDS * view.small_blind
    if view.street is Street.PREFLOP:
        acted = [e for e in view.events if isinstance(e, PlayerActed)]
        raises = [e for e in acted if e.move in (Move.BET, Move.RAISE)]
        if not raises:
            limpers = PER_LIMPER_BB * sum(e.move is Move.CALL for e in acted)
            band = (OPEN_BB[0] + limpers, OPEN_BB[1] + limpers)
            tally.opens.append(_size(amount, view.big_blind, band, slack))
        elif len(raises) == 1 and raises[0].seat != view.seat:
            opener = raises[0]
            if _acts_later(view, view.seat, opener.seat):
                tally.three_bets_in_position.append(_size(amount, opener.total, THREE_BET_IN_POSITION, slack))
            else:
                tally.three_bets_out_of_position.append(
                    _size(amount, opener.total, THREE_BET_OUT_OF_POSITION, slack))
        return
    if view.current_bet:
        return
    tally.bets.append(_size(amount, view.pot_total, WITHIN_POT, slack))
    if view.street is Street.FLOP and _last_preflop_raiser(view) == view.seat:
        tally.cbets.append(_size(amount, view.pot_total, CBET_POT, slack))


def _size(amount: int, unit: int, band: tuple[float, float], slack: float) -> Size:
    """``amount`` in ``unit``s, in band when its chips are within ``band`` units give or take ``slack``."""
    return Size(amount / unit, band[0] * unit - slack <= amount <= band[1] * unit + slack)


def _acts_later(view: PlayerView, seat: int, other: int) -> bool:
    """Whether ``seat`` acts after ``other`` on the streets after the flop (is in position on it)."""
    def order(s: int) -> int:
        return (s - view.button - 1) % view.num_seats

    return order(seat) > order(other)


def _last_preflop_raiser(view: PlayerView) -> int | None:
    raisers = [e.seat for e in view.events if isinstance(e, PlayerActed)
               and e.street is Street.PREFLOP and e.move in (Move.BET, Move.RAISE)]
    return raisers[-1] if raisers else None


class LeakWatcher(Watcher):
    """Wraps a bot and counts its decisions in a :class:`Tally`."""

    def __init__(self, bot: Bot, tally: Tally) -> None:
        super().__init__(bot)
        self.tally = tally

    def seen(self, view: PlayerView, action: Action) -> None:
        """Count the decision."""
        record(self.tally, view, action)


@dataclass(slots=True)
class Run:
    """What the table played: ``holdem sim``'s result and each player's tally, by name."""

    result: SimResult
    tallies: dict[str, Tally]


def play(seed: int, hands: int, carry: bool) -> Run:
    """Play ``hands`` hands at the game's table from ``seed``, in ``holdem sim``'s blocks."""
    names = seat_names(TABLE_LINEUP)
    tallies = {name: Tally() for name in names}

    def make(block_seed: int) -> list[Bot]:
        return [LeakWatcher(bot, tallies[bot.name]) for bot in build(TABLE_LINEUP, block_seed)]

    parts = [simulate(names, make, deals=block.deals, seed=block.seed, carry=carry)
             for block in blocks(SimJob(tokens=TABLE_LINEUP, seed=seed, deals=hands, carry=carry))]
    return Run(merge(parts), tallies)


def pooled(runs: list[Run]) -> Run:
    """One run from several (of the same table)."""
    tallies = {name: Tally() for name in runs[0].tallies}
    for run in runs:
        for name, tally in run.tallies.items():
            tallies[name].add(tally)
    return Run(merge([run.result for run in runs]), tallies)


class Bar(NamedTuple):
    """One bar for one player: what it says, the figure measured and PASS, FAIL or - (nothing to judge)."""

    player: str
    rule: str
    figure: str
    verdict: str


def _verdict(ok: bool | None) -> str:
    return "-" if ok is None else "PASS" if ok else "FAIL"


def distribution(sizes: list[Size]) -> dict[str, Any]:
    """How many sizes, the least, the quantiles, the largest and the share in band."""
    if not sizes:
        return {"n": 0}
    ratios = sorted(size.ratio for size in sizes)
    points = [ratios[min(int(q * len(ratios)), len(ratios) - 1)] for q in QUANTILES]
    return {"n": len(ratios), "min": ratios[0], "quantiles": points, "max": ratios[-1],
            "in_band": sum(size.in_band for size in sizes) / len(sizes)}


def bet_columns(bets: list[Size]) -> list[int]:
    """The post-flop bets counted between the :data:`BET_EDGES` (the last column: above the last edge)."""
    columns = [0] * (len(BET_EDGES) + 1)
    for bet in bets:
        columns[sum(bet.ratio > edge for edge in BET_EDGES)] += 1
    return columns


def player_report(name: str, run: Run, carry: bool) -> dict[str, Any]:
    """One player's figures (JSON-ready)."""
    stats, money, tally = run.result.stats[name], run.result.money[name], run.tallies[name]
    big_blind = run.result.big_blind
    counts = Counter(call.holding for call in tally.call_offs)
    return {
        "name": name, "style": STYLE_OF.get(name), "hands": stats.hands,
        "call_offs": {held.name.lower(): counts[held] for held in Holding},
        "no_pair_draws": sum(call.draw for call in tally.call_offs if call.holding <= Holding.BOARD_PAIR),
        "weak_call_offs": [
            {"holding": call.holding.name.lower(), "draw": call.draw, "street": call.street.label,
             "cards": call.cards, "board": call.board, "big_blinds": call.big_blinds}
            for call in tally.call_offs if call.holding <= Holding.BOTTOM_PAIR],
        "sizes": {part: distribution(getattr(tally, part)) for part in SIZES},
        "bet_columns": bet_columns(tally.bets),
        "vpip": stats.vpip, "pfr": stats.pfr, "af": "inf" if stats.af == float("inf") else stats.af,
        "bb_per_100": money.bb_per_100(big_blind), "bb_per_100_ci95": money.ci95(big_blind),
        "rebuys": run.result.rebuys.get(name) if carry else None,
    }


def bars(player: dict[str, Any]) -> list[Bar]:
    """The bars that hold for this player's style, judged on its figures."""
    name, style, hands = player["name"], player["style"], player["hands"]
    calls, sizes = player["call_offs"], player["sizes"]
    found: list[Bar] = []
    if style == "calling station":
        no_pair = calls["high_card"] + calls["board_pair"]
        rate = PER_HANDS * no_pair / hands
        rule = (f"calls {CALL_OFF_BB} bb+ with no pair of its own <= {STATION_NO_PAIR:g} "
                f"per {PER_HANDS:,} hands")
        found.append(Bar(name, rule, f"{rate:.1f} ({no_pair})", _verdict(rate <= STATION_NO_PAIR)))
    if style in NEVER_BOTTOM:
        weak = sum(calls[held.name.lower()] for held in Holding if held <= Holding.BOTTOM_PAIR)
        found.append(Bar(name, f"never calls {CALL_OFF_BB} bb+ with bottom pair or worse", str(weak),
                         _verdict(weak == 0)))
    if style is None:
        return found
    rules = {
        "opens": f"opens {OPEN_BB[0]:g}-{OPEN_BB[1]:g} bb (+{PER_LIMPER_BB:g} per limper)",
        "three_bets_in_position": "3-bets {:g}-{:g}x in position".format(*THREE_BET_IN_POSITION),
        "three_bets_out_of_position": "3-bets {:g}-{:g}x out of position".format(*THREE_BET_OUT_OF_POSITION),
        "cbets": f"c-bets {CBET_POT[0]:.0%}-{CBET_POT[1]:.0%} of the pot",
    }
    for part, rule in rules.items():
        shown = sizes[part]
        share = shown.get("in_band")
        figure = "-" if share is None else f"{share:.1%} of {shown['n']}"
        found.append(Bar(name, f"{rule}, {IN_BAND:.0%} of them", figure,
                         _verdict(None if share is None else share >= IN_BAND)))
    allowed = OVERBETS.get(style, OVERBETS_OTHERS)
    within = sizes["bets"].get("in_band")
    over = None if within is None else 1 - within
    found.append(Bar(name, f"overbets <= {allowed:.0%} of post-flop bets",
                     "-" if over is None else f"{over:.1%} of {sizes['bets']['n']}",
                     _verdict(None if over is None else over <= allowed)))
    if style == "rock":
        vpip = 100 * (player["vpip"] or 0.0)
        found.append(Bar(name, "VPIP {:g}-{:g}%".format(*ROCK_VPIP), f"{vpip:.1f}",
                         _verdict(ROCK_VPIP[0] <= vpip <= ROCK_VPIP[1])))
    if style == "calling station" and player["rebuys"] is not None:
        bb = player["bb_per_100"] or 0.0
        found.append(Bar(name, f"stacks carried: bb/100 >= {STATION_LOSS:g}", f"{bb:+.1f}",
                         _verdict(bb >= STATION_LOSS)))
        per = REBUY_HANDS * player["rebuys"] / hands
        found.append(Bar(name, f"stacks carried: at most 1 rebuy per {REBUY_HANDS} hands", f"{per:.2f}",
                         _verdict(per <= 1)))
    return found


def report(seeds: list[int], hands: int, carry: bool) -> dict[str, Any]:
    """Play every seed and return the pooled figures and the bars (JSON-ready)."""
    run = pooled([play(seed, hands, carry) for seed in seeds])
    players = [player_report(name, run, carry) for name in run.result.names]
    return {
        "seeds": seeds, "hands_per_seed": hands, "hands": run.result.hands,
        "stacks": "carried" if carry else "reset", "call_off_bb": CALL_OFF_BB, "players": players,
        "bars": [bar._asdict() for player in players for bar in bars(player)],
    }


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return [_row(header), _row(["---"] * len(header)), *(_row(row) for row in rows)]


def _style(player: dict[str, Any]) -> str:
    return player["style"] or "stand-in (not judged)"


def format_report(figures: dict[str, Any]) -> str:
    """The figures as Markdown tables, the bars last."""
    players = figures["players"]
    seeds = ", ".join(map(str, figures["seeds"]))
    lines = [f"# People's leaks: the game's table, seeds {seeds}, {figures['hands_per_seed']} hands each "
             f"({figures['hands']} hands), stacks {figures['stacks']}", "",
             f"## Calls of {figures['call_off_bb']} bb or more after the flop, by what the caller held: "
             f"count (per {PER_HANDS:,} hands)", ""]
    lines += _table(["player", "style", *LABELS.values(), "no pair, with a draw"], [
        [p["name"], _style(p), *(_per_hands(p["call_offs"][h.name.lower()], p["hands"]) for h in Holding),
         _per_hands(p["no_pair_draws"], p["hands"])]
        for p in players])
    for part, heading in SIZES.items():
        lines += ["", f"## Sizes: {heading}", ""]
        rows = []
        for p in players:
            shown = p["sizes"][part]
            if not shown["n"]:
                rows.append([p["name"], "0", *["-"] * (len(QUANTILES) + 3)])
                continue
            rows.append([p["name"], str(shown["n"]), f"{shown['min']:.2f}",
                         *(f"{q:.2f}" for q in shown["quantiles"]), f"{shown['max']:.2f}",
                         f"{shown['in_band']:.1%}"])
        lines += _table(["player", "n", "least", *(f"p{round(100 * q)}" for q in QUANTILES), "largest",
                         "in band"], rows)
    edges = [f"{edge:.2f}" for edge in BET_EDGES]
    lines += ["", "## Post-flop bets by share of the pot", ""]
    lines += _table(["player", f"<= {edges[0]}", *(f"{a}-{b}" for a, b in pairwise(edges)), f"> {edges[-1]}"],
                    [[p["name"], *map(str, p["bet_columns"])] for p in players])
    lines += ["", "## Bands and money", ""]
    lines += _table(["player", "style", "VPIP %", "PFR %", "AF", "bb/100", "95% CI", "rebuys",
                     f"rebuys per {REBUY_HANDS} hands"], [
        [p["name"], _style(p), _percent(p["vpip"]), _percent(p["pfr"]), _af(p["af"]),
         f"{p['bb_per_100'] or 0.0:+.1f}", f"±{p['bb_per_100_ci95'] or 0.0:.1f}",
         "-" if p["rebuys"] is None else str(p["rebuys"]),
         "-" if p["rebuys"] is None else f"{REBUY_HANDS * p['rebuys'] / p['hands']:.2f}"] for p in players])
    lines += ["", "## Bars", ""]
    lines += _table(["player", "bar", "figure", "verdict"],
                    [[b["player"], b["rule"], b["figure"], b["verdict"]] for b in figures["bars"]])
    lines += _examples(figures)
    failed = sum(b["verdict"] == "FAIL" for b in figures["bars"])
    lines += ["", f"{failed} of {len(figures['bars'])} bars FAIL"]
    return "\n".join(lines)


def _examples(figures: dict[str, Any]) -> list[str]:
    """A few of the call-offs behind each call-off bar that fails."""
    lines: list[str] = []
    for p in figures["players"]:
        failing = [b for b in figures["bars"]
                   if b["player"] == p["name"] and b["verdict"] == "FAIL" and "calls" in b["rule"]]
        if not failing:
            continue
        worst = Holding.BOARD_PAIR if p["style"] == "calling station" else Holding.BOTTOM_PAIR
        shown = [c for c in p["weak_call_offs"] if Holding[c["holding"].upper()] <= worst][:EXAMPLES]
        lines += ["", f"{p['name']}, the first call-offs behind its failing bar:"]
        lines += [f"- {c['cards']} on {c['board']} ({c['street'].lower()}): called {c['big_blinds']:.1f} bb "
                  f"with {LABELS[Holding[c['holding'].upper()]]}{' and a draw' if c['draw'] else ''}"
                  for c in shown]
    return lines


def _per_hands(count: int, hands: int) -> str:
    return f"{count} ({PER_HANDS * count / hands:.1f})"


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def _af(value: float | str | None) -> str:
    return "-" if value is None else value if isinstance(value, str) else f"{value:.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=lambda text: [int(s) for s in text.split(",")], default=[5, 6],
                        help="comma-separated seeds, e.g. 5,6")
    parser.add_argument("--hands", type=int, default=3000, help="hands per seed")
    parser.add_argument("--carry", action="store_true", help="carry stacks; busted seats rebuy")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    started = time.perf_counter()
    figures = report(args.seeds, args.hands, args.carry)
    print(json.dumps(figures, indent=2) if args.json else format_report(figures))
    print(f"{figures['hands']} hands in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 1 if any(bar["verdict"] == "FAIL" for bar in figures["bars"]) else 0


if __name__ == "__main__":
    sys.exit(main())
