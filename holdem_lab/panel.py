"""The panel: the five opponent styles against person stand-ins, duplicate dealt, with 95% intervals.

Three sections, every game duplicate dealt (each deck once per seat rotation),
stacks reset to 100 big blinds every hand, all-ins scored by their equity:

* ``heads-up``: each style against each stand-in; the style's bb/100.
* ``six-handed``: one stand-in and the five styles; everyone's bb/100.
* ``adaptation``: the adaptive (tight-aggressive) style with adaptation on minus
  off, on the same decks, against the over-folder and the over-caller, heads-up
  and three-handed (two of the stand-in); the difference is taken deal by deal.

Every game of a section plays the same number of deals (``deals``, or the section's own
count from ``section_deals``). Work goes through :mod:`holdem.bots.parallel`, so ``jobs``
changes only the time taken; the games seat :data:`holdem_lab.kinds.KINDS`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from holdem.bots.parallel import Progress, SimJob, run
from holdem.bots.simulator import Money, SimResult
from holdem.engine.game import Game
from holdem_lab.kinds import build

STYLE_TOKENS = ("tag", "rock", "lag", "station", "maniac")
AGGRESSIVE = ("threebet", "openshove", "flopshove", "riverblast", "donk", "smallprobe")
"""The aggressive stand-ins of issue 19, each repeating one line."""
ATTACKERS = ("steal", "fourbet", "float", "turnraise", "squeeze", "limpraise", "blocker")
"""The stand-ins that attack a thinking person's lines (:mod:`holdem_lab.attacks`)."""
STAND_INS = ("beginner", "overfolder", "overcaller", "shove", "minraise", "twicepot", "checkraiser", "equity",
             *AGGRESSIVE, *ATTACKERS)
CARD_BLIND = ("shove", "minraise", "twicepot", "riverblast")
"""Stand-ins that ignore their own cards (the river overbettor looks at them only to call a river bet)."""
ADAPTATION_TARGETS = ("overfolder", "overcaller")
SECTIONS = ("heads-up", "six-handed", "adaptation")


@dataclass(frozen=True, slots=True)
class Figure:
    """bb/100 with the half-width of its 95% interval, over ``deals`` duplicate deals."""

    bb: float
    ci: float
    deals: int

    @property
    def lower(self) -> float:
        return self.bb - self.ci

    @property
    def upper(self) -> float:
        return self.bb + self.ci

    def cell(self) -> str:
        """``+12.3 ± 4.5`` for a table."""
        return f"{self.bb:+.1f} ± {self.ci:.1f}"


def figure(values: Sequence[float], rotations: int, big_blind: int = 10) -> Figure:
    """The figure of per-deal nets (each deal is ``rotations`` hands)."""
    money = Money(hands_per_unit=rotations)
    for value in values:
        money.add(value)
    return Figure(money.bb_per_100(big_blind) or 0.0, money.ci95(big_blind) or 0.0, money.units)


def _money_figure(result: SimResult, name: str) -> Figure:
    money = result.money[name]
    return Figure(money.bb_per_100(result.big_blind) or 0.0, money.ci95(result.big_blind) or 0.0, money.units)


@dataclass(slots=True)
class PanelResult:
    """The panel's figures: heads-up by (style, stand-in), six-handed by stand-in then seat, adaptation."""

    deals: int
    seed: int
    section_deals: dict[str, int] = field(default_factory=dict)
    """Sections that played another number of deals than ``deals``."""
    heads_up: dict[tuple[str, str], Figure] = field(default_factory=dict)
    six_handed: dict[str, dict[str, Figure]] = field(default_factory=dict)
    adaptation: dict[tuple[str, int], tuple[Figure, Figure, Figure]] = field(default_factory=dict)
    """(stand-in, players) -> (on, off, on minus off)."""

    def deals_in(self, section: str) -> int:
        """The deals every game of ``section`` played."""
        return self.section_deals.get(section, self.deals)


def _adaptation_lineups(target: str, players: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    rest = (target,) * (players - 1)
    return ("tag", *rest), ("tag-fixed", *rest)


def plan(
    sections: Sequence[str], deals: int, seed: int, section_deals: Mapping[str, int] | None = None,
    stand_ins: Sequence[str] = STAND_INS, game: Game = Game.NO_LIMIT,
) -> dict[tuple[str, ...], SimJob]:
    """Every game the sections need (against ``stand_ins``, in the betting structure ``game``), keyed by
    (section, ...); a section's own count overrides ``deals``."""
    jobs: dict[tuple[str, ...], SimJob] = {}
    counts = section_deals or {}

    def job(section: str, tokens: tuple[str, ...]) -> SimJob:
        n = counts.get(section, deals)
        return SimJob(tokens=tokens, seed=seed, deals=n, duplicate=True, keep_deals=True, build=build,
                      game=game)

    if "heads-up" in sections:
        for style in STYLE_TOKENS:
            for stand_in in stand_ins:
                jobs["heads-up", style, stand_in] = job("heads-up", (style, stand_in))
    if "six-handed" in sections:
        for stand_in in stand_ins:
            jobs["six-handed", stand_in] = job("six-handed", (stand_in, *STYLE_TOKENS))
    if "adaptation" in sections:
        for target in ADAPTATION_TARGETS:
            for players in (2, 3):
                on, off = _adaptation_lineups(target, players)
                jobs["adaptation-on", target, str(players)] = job("adaptation", on)
                jobs["adaptation-off", target, str(players)] = job("adaptation", off)
    return jobs


def run_panel(
    sections: Sequence[str] = SECTIONS, *, deals: int, seed: int, jobs: int = 1,
    progress: Progress | None = None, section_deals: Mapping[str, int] | None = None,
    stand_ins: Sequence[str] = STAND_INS, game: Game = Game.NO_LIMIT,
) -> PanelResult:
    """Play the sections' games (against ``stand_ins``, in ``game``) on ``jobs`` processes and collect
    their figures."""
    games = plan(sections, deals, seed, section_deals, stand_ins, game)
    unique = list(dict.fromkeys(games.values()))  # the adaptive style heads-up is also a heads-up game
    played = dict(zip(unique, run(unique, jobs=jobs, progress=progress), strict=True))
    results = {key: played[job] for key, job in games.items()}
    own = {s: n for s, n in (section_deals or {}).items() if s in sections and n != deals}
    panel = PanelResult(deals=deals, seed=seed, section_deals=own)
    for key, result in results.items():
        names = result.names
        if key[0] == "heads-up":
            panel.heads_up[key[1], key[2]] = _money_figure(result, names[0])
        elif key[0] == "six-handed":
            tokens = (key[1], *STYLE_TOKENS)
            seats = zip(tokens, names, strict=True)
            panel.six_handed[key[1]] = {t: _money_figure(result, n) for t, n in seats}
        elif key[0] == "adaptation-on":
            off = results["adaptation-off", key[1], key[2]]
            on_nets, off_nets = result.deal_nets[names[0]], off.deal_nets[off.names[0]]
            players = int(key[2])
            diff = [a - b for a, b in zip(on_nets, off_nets, strict=True)]
            panel.adaptation[key[1], players] = (
                figure(on_nets, players), figure(off_nets, players), figure(diff, players)
            )
    return panel


def checks(panel: PanelResult) -> list[tuple[str, bool]]:
    """The issue's "done when" criteria that the panel measures, each with whether it holds."""
    found: list[tuple[str, bool]] = []
    if panel.six_handed:
        found.append(("six-handed: every stand-in loses (upper < 0)",
                      all(f[s].upper < 0 for s, f in panel.six_handed.items())))
        for style in ("tag", "rock", "lag"):
            found.append((f"six-handed: {style} wins at every table (lower > 0)",
                           all(f[style].lower > 0 for f in panel.six_handed.values())))
    hu = panel.heads_up
    played = [s for s in STAND_INS if ("tag", s) in hu]
    blind = [s for s in CARD_BLIND if s in played]
    if hu:
        found.append(("heads-up: tag beats every stand-in (lower > 0)",
                      all(hu["tag", s].lower > 0 for s in played)))
        if "equity" in played:
            found.append(("heads-up: tag wins >= 10 bb/100 against equity", hu["tag", "equity"].bb >= 10))
        for style in ("rock", "lag"):
            pressed = [s for s in played if s in CARD_BLIND or s in AGGRESSIVE or s in ATTACKERS]
            found.append((f"heads-up: {style} beats every card-blind and aggressive stand-in (lower > 0)",
                           all(hu[style, s].lower > 0 for s in pressed)))
            found.append((f"heads-up: {style} loses to no stand-in (upper >= 0)",
                           all(hu[style, s].upper >= 0 for s in played)))
        for style in ("station", "maniac"):
            found.append((f"heads-up: {style} loses to no card-blind stand-in (upper >= 0)",
                           all(hu[style, s].upper >= 0 for s in blind)))
    for (target, players), (_, _, diff) in sorted(panel.adaptation.items()):
        found.append((f"adaptation on - off vs {target}, {players}-handed (lower > 0)", diff.lower > 0))
    return found


def markdown(panel: PanelResult) -> str:
    """The panel as Markdown tables (bb/100 ± 95% interval), for docs/bots.md."""
    out: list[str] = []
    played = [s for s in STAND_INS if ("tag", s) in panel.heads_up]
    if panel.heads_up:
        out += [f"Heads-up, the opponent style's bb/100 against each stand-in ({panel.deals_in('heads-up')} "
                "duplicate deals x 2 seats):", "", "| style | " + " | ".join(played) + " |",
                "|---" * (len(played) + 1) + "|"]
        for style in STYLE_TOKENS:
            row = [panel.heads_up[style, s].cell() for s in played]
            out.append(f"| {style} | " + " | ".join(row) + " |")
        out.append("")
    if panel.six_handed:
        out += [f"Six-handed, one stand-in and the five styles ({panel.deals_in('six-handed')} duplicate "
                "deals x 6 seats):",
                "",
                "| stand-in | stand-in's bb/100 | " + " | ".join(STYLE_TOKENS) + " |",
                "|---" * (len(STYLE_TOKENS) + 2) + "|"]
        for stand_in, figures in panel.six_handed.items():
            cells = [figures[stand_in].cell(), *(figures[s].cell() for s in STYLE_TOKENS)]
            out.append(f"| {stand_in} | " + " | ".join(cells) + " |")
        out.append("")
    if panel.adaptation:
        out += [f"Adaptation, the tight-aggressive style's bb/100 with it on and off, same decks "
                f"({panel.deals_in('adaptation')} duplicate deals):", "",
                "| against | players | on | off | on - off |", "|---|---|---|---|---|"]
        for (target, players), (on, off, diff) in sorted(panel.adaptation.items()):
            out.append(f"| {target} | {players} | {on.cell()} | {off.cell()} | {diff.cell()} |")
        out.append("")
    return "\n".join(out)


def as_json(panel: PanelResult) -> dict[str, Any]:
    """The panel as plain data (schema ``holdem.panel/1``)."""

    def fig(f: Figure) -> dict[str, float]:
        return {"bb_per_100": round(f.bb, 2), "ci95": round(f.ci, 2)}

    return {
        "schema": "holdem.panel/1", "seed": panel.seed, "deals": panel.deals,
        "section_deals": {s: panel.deals_in(s) for s in SECTIONS},
        "heads_up": [{"style": st, "stand_in": si, **fig(f)} for (st, si), f in panel.heads_up.items()],
        "six_handed": [{"stand_in": si, "seat": t, **fig(f)}
                       for si, figures in panel.six_handed.items() for t, f in figures.items()],
        "adaptation": [{"against": t, "players": p, "on": fig(on), "off": fig(off), "difference": fig(d)}
                       for (t, p), (on, off, d) in panel.adaptation.items()],
        "checks": [{"criterion": c, "holds": ok} for c, ok in checks(panel)],
    }



def from_json(pieces: Sequence[Mapping[str, Any]]) -> PanelResult:
    """One panel from the plain data of several runs (:func:`as_json`), each of some stand-ins or sections
    (a long panel run a piece at a time); every piece must be of one seed and the same deals a section.

    >>> piece = {"seed": 2, "deals": 2000, "section_deals": {"heads-up": 2000, "six-handed": 2000,
    ...     "adaptation": 2000}, "heads_up": [{"style": "tag", "stand_in": "shove", "bb_per_100": 95.0,
    ...     "ci95": 12.5}], "six_handed": [], "adaptation": []}
    >>> from_json([piece]).heads_up["tag", "shove"].cell()
    '+95.0 ± 12.5'
    """
    first = pieces[0]
    if any(p["seed"] != first["seed"] or p["section_deals"] != first["section_deals"] for p in pieces):
        raise ValueError("the pieces of one panel must have one seed and the same deals a section")
    panel = PanelResult(deals=first["deals"], seed=first["seed"], section_deals=dict(first["section_deals"]))

    def fig(row: Mapping[str, Any], section: str) -> Figure:
        return Figure(row["bb_per_100"], row["ci95"], panel.deals_in(section))

    for piece in pieces:
        for row in piece["heads_up"]:
            panel.heads_up[row["style"], row["stand_in"]] = fig(row, "heads-up")
        for row in piece["six_handed"]:
            panel.six_handed.setdefault(row["stand_in"], {})[row["seat"]] = fig(row, "six-handed")
        for row in piece["adaptation"]:
            figures = tuple(fig(row[k], "adaptation") for k in ("on", "off", "difference"))
            panel.adaptation[row["against"], row["players"]] = figures  # type: ignore[assignment]
    return panel
