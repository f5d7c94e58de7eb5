"""Facts about the panel: every matchup is played, figures are honest, and the verdicts follow them."""

from __future__ import annotations

import math

import pytest

from holdem_lab.panel import (
    STAND_INS,
    STYLE_TOKENS,
    Figure,
    PanelResult,
    as_json,
    checks,
    figure,
    from_json,
    markdown,
    plan,
    run_panel,
)


def test_the_interval_is_1_96_standard_errors_of_bb_per_100() -> None:
    nets = [100.0, -60.0, 20.0, -20.0]  # per deal of 2 hands, big blind 10
    result = figure(nets, rotations=2)
    sd = math.sqrt(sum((x - 10.0) ** 2 for x in nets) / 3)
    assert result.bb == 100 * 10.0 / 2 / 10
    assert math.isclose(result.ci, 1.96 * sd / 2 * 100 / 2 / 10)
    assert result.lower < result.bb < result.upper and result.deals == 4


def test_the_plan_has_every_style_against_every_stand_in_and_the_adaptation_pairs() -> None:
    games = plan(["heads-up", "six-handed", "adaptation"], deals=10, seed=1)
    assert sum(key[0] == "heads-up" for key in games) == len(STYLE_TOKENS) * len(STAND_INS) == 105
    assert {games["six-handed", s].tokens for s in STAND_INS} == {(s, *STYLE_TOKENS) for s in STAND_INS}
    on, off = games["adaptation-on", "overfolder", "3"], games["adaptation-off", "overfolder", "3"]
    assert on.tokens == ("tag", "overfolder", "overfolder") and off.tokens[0] == "tag-fixed"
    assert on.seed == off.seed and all(job.duplicate for job in games.values())


def test_a_section_can_play_more_deals_and_says_so() -> None:
    games = plan(["heads-up", "six-handed", "adaptation"], deals=10, seed=1, section_deals={"six-handed": 30})
    assert {job.deals for key, job in games.items() if key[0] == "six-handed"} == {30}
    assert {job.deals for key, job in games.items() if key[0] != "six-handed"} == {10}
    panel = run_panel(["adaptation"], deals=2, seed=2, section_deals={"adaptation": 4})
    assert panel.deals_in("adaptation") == 4 and "(4 duplicate deals)" in markdown(panel)
    assert all(on.deals == 4 for on, _, _ in panel.adaptation.values())
    assert as_json(panel)["section_deals"]["adaptation"] == 4


def test_a_small_panel_reports_every_game_and_the_adaptation_difference_deal_by_deal() -> None:
    played = ("beginner", "threebet")
    panel = run_panel(["six-handed", "adaptation"], deals=3, seed=2, stand_ins=played)
    for figures in panel.six_handed.values():
        assert abs(sum(f.bb for f in figures.values())) < 1e-6  # the six seats' results add up to nothing
    for on, off, diff in panel.adaptation.values():
        assert math.isclose(diff.bb, on.bb - off.bb, abs_tol=1e-9)
    text = markdown(panel)
    assert all(f"| {s} |" in text for s in played)
    data = as_json(panel)
    assert data["schema"] == "holdem.panel/1" and len(data["six_handed"]) == 2 * 6
    assert len(data["adaptation"]) == 4 and len(data["checks"]) == 4 + 4


def test_the_verdicts_follow_the_intervals() -> None:
    win, lose, flat = Figure(20.0, 5.0, 2000), Figure(-20.0, 5.0, 2000), Figure(1.0, 5.0, 2000)
    panel = PanelResult(deals=2000, seed=1)
    panel.heads_up = {(st, si): win for st in STYLE_TOKENS for si in STAND_INS}
    assert all(holds for _, holds in checks(panel))
    panel.heads_up["rock", "beginner"] = lose
    panel.heads_up["tag", "equity"] = flat
    failed = {criterion for criterion, holds in checks(panel) if not holds}
    assert failed == {
        "heads-up: rock loses to no stand-in (upper >= 0)",
        "heads-up: tag beats every stand-in (lower > 0)",
        "heads-up: tag wins >= 10 bb/100 against equity",
    }


def test_a_panel_run_a_stand_in_at_a_time_reads_back_as_the_panel_run_at_once() -> None:
    whole = run_panel(["six-handed", "adaptation"], deals=2, seed=3, stand_ins=("beginner", "threebet"))
    pieces = [as_json(run_panel(["six-handed"], deals=2, seed=3, stand_ins=(s,)))
              for s in ("beginner", "threebet")]
    pieces.append(as_json(run_panel(["adaptation"], deals=2, seed=3, stand_ins=())))
    read = from_json(pieces)
    assert as_json(read) == as_json(whole)
    with pytest.raises(ValueError, match="one seed"):
        from_json([pieces[0], {**pieces[0], "seed": 4}])
