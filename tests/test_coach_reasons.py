"""A reason for every verdict, from the same play-outs, and one equity at the table or the difference said."""

from __future__ import annotations

import itertools
import random

import pytest
from rich.console import Console
from test_coach_honest import SMALL

from holdem.app.coach_pages import aid_note, price_lines, why_lines
from holdem.app.coach_text import percent, said, set_language, tendency_line, why
from holdem.app.odds import compute_odds
from holdem.coach import Budget, ChoiceValue, DecisionGrade, HandGrade
from holdem.coach.explain import answers
from holdem.coach.grade import GRADE_VERSION, StaleGrade
from holdem.coach.practice import practice_hands, stand_in
from holdem.coach.reason import AID_GAP, Answers, MakeUp, Reason
from holdem.coach.review import grade_at, grade_hand
from holdem.coach.verdict import SoundCheck, Tendency
from holdem.engine.actions import Action
from holdem.engine.cards import Card
from holdem.engine.events import PlayerActed
from holdem.records.replay import replay_view

TINY = Budget(playouts=8, playouts_cap=8, verdict_cap=8, fresh_playouts=8, range_samples=24, policy_trials=8,
              equity_trials=400, runouts=1, showdown_boards=200)
"""A budget for the equities alone: the aid's and the review's do not depend on the play-outs."""


def _grade(reason: Reason | None, **fields: object) -> DecisionGrade:
    base: dict[str, object] = dict(
        step=9, street="flop", pot=260, to_call=80, needed_equity=80 / 340, equity=0.31,
        choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 2.0, 0.5, 0.5),
                 ChoiceValue(Action.raise_to(300), 1.0, 0.5, 0.5)),
        taken=1, best=1, kind="call", opponent="Ana", ranges=(("Ana", (("AA", 1.0),)),), reason=reason)
    base.update(fields)
    return DecisionGrade(**base)  # type: ignore[arg-type]


def test_a_call_says_the_price_and_the_equity_against_the_bettors_range_split() -> None:
    d = _grade(Reason(make_up=MakeUp("Ana", 0.55, 0.30, 0.15)))
    assert why(d) == ["You pay 80 to win 260: you need 24%; against Ana's range (55% ahead of you now, 30% "
                      "behind with outs, 15% air) you have 31% with the cards to come."]
    river = _grade(Reason(make_up=MakeUp("Ana", 0.55, 0.0, 0.45)), street="river", equity=0.40)
    assert why(river) == ["You pay 80 to win 260: you need 24%; against Ana's range (55% ahead of you, 45% "
                          "behind) you have 40%."]
    set_language("pt")
    try:
        assert why(d) == ["Você paga 80 para ganhar 260: precisa de 24%; contra o range de Ana (55% à sua "
                          "frente agora, 30% atrás com outs, 15% de nada) você tem 31% com as cartas que "
                          "faltam."]
    finally:
        set_language("en")


def test_a_bet_says_who_folds_to_it_the_three_who_fold_least_in_the_order_they_act() -> None:
    folds = (("Emil", 0.45), ("Bo", 0.95), ("Ana", 0.30), ("Cy", 0.60))
    reason = Reason(answers=(Answers(2, folds, 0.38, 0.29),))
    d = _grade(reason, to_call=0, needed_equity=None, taken=2, best=1,
               choices=(ChoiceValue(Action.check(), 0.0, 0.0, 0.0),
                        ChoiceValue(Action.raise_to(60), 5.0, 0.5),
                        ChoiceValue(Action.raise_to(300), 1.0, 0.5, 0.5)))
    assert why(d) == ["Bet 300: Emil folds 45%, Ana 30%, and Cy 60%; called, you have 38% (you need 29%)."]
    everyone = _grade(Reason(answers=(Answers(2, (("Emil", 1.0),), None, 0.29),)), to_call=0,
                      needed_equity=None, taken=2, best=2)
    assert why(everyone) == ["Bet 300: Emil folds 100%."]
    assert why(_grade(None)) == []  # a grade made up without its reason: the price and equity only, as before


def test_a_grade_keeps_its_reason_and_a_grade_of_the_version_before_is_stale() -> None:
    reason = Reason(answers=(Answers(2, (("Emil", 0.45), ("Ana", 0.3)), 0.38, 0.29, "Ana"),),
                    make_up=MakeUp("Ana", 0.55, 0.3, 0.15), aid=0.18,
                    line=(("preflop", "call"), ("turn", "raise")))
    grade = HandGrade(hand_id=3, seat=0, big_blind=10, decisions=(_grade(reason),))
    data = grade.to_json()
    assert GRADE_VERSION == 6 and HandGrade.from_json(data) == grade
    for version in (2, 5):  # 2: no reasons; 5: the equity against all at once, labels by another rule
        with pytest.raises(StaleGrade):
            HandGrade.from_json({**data, "version": version})


def test_the_equity_when_called_is_against_the_likeliest_caller_alone_at_his_price() -> None:
    """Queens raised into Dario, who keeps only aces, and Otto, who calls with seven-deuce: called, the
    queens are ahead of the one who calls (Otto, nearly always), not 20% against both at once; and the
    price is Otto's call (he has 10 in, Dario nothing). Before, it was against both at once: 18%."""
    def pair(a: str, b: str) -> tuple[int, int]:
        return int(Card.parse(a)), int(Card.parse(b))

    hole, board = pair("Qs", "Qh"), ()
    aces, kings = (pair("Ac", "Ad"),), (pair("Kc", "Kd"), pair("Kh", "Ks"), pair("Kd", "Kh"))
    deuces = (pair("7c", "2d"), pair("7d", "2c"))
    answered = {1: ((*aces, *kings), (1.0,) * 4, (0.0, 1.0, 1.0, 1.0)),  # Dario: folds all but aces
                2: (deuces, (1.0, 1.0), (0.0, 0.0))}  # Otto: calls every seven-deuce
    got = answers(answered, 2, Action.raise_to(60), hole, board, ("Hero", "Dario", "Otto"), put_in=60,
                  pot=15, committed=(0, 0, 10), rng=random.Random(1))
    assert got is not None and got.caller == "Otto" and got.folds == (("Dario", 0.75), ("Otto", 0.0))
    assert got.called is not None and got.called > 0.75  # queens against seven-deuce, not against both
    assert got.needed == pytest.approx(60 / (15 + 60 + 50))
    d = _grade(Reason(answers=(got,)), to_call=0, needed_equity=None, taken=2, best=2)
    assert why(d)[0].startswith("Bet 300: Dario folds 75% and Otto 0%; if Otto alone calls, you have ")


def test_an_equity_against_several_ranges_is_said_against_their_ranges_not_one_bettors() -> None:
    two = (("Bruno", (("AA", 1.0),)), ("Dario", (("KK", 1.0),)))
    d = _grade(None, ranges=two, street="preflop", equity=0.19, opponent="Bruno")
    assert said(d) == "You called 80 needing 24%; against their ranges you had 19%: +2.0 bb."
    assert "all 2 players still in at once" in price_lines(d).plain
    assert "against what Ana bets" in said(_grade(None, equity=0.19))  # heads-up: her range alone


def test_an_exploits_fold_share_is_the_one_the_reason_says() -> None:
    """The tendency's share of folds here (40 holdings asked) and the reason's (the play-outs) are one fact:
    the page says the play-outs' figure in both places where the two point the same way."""
    tendency = Tendency("Sonja", "fold", 2, 0.83, 0.57)
    exploit = _grade(Reason(answers=(Answers(2, (("Sonja", 0.74),), 0.37, 0.45),)), taken=0, best=2,
                     choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.0),
                              ChoiceValue(Action.call(), -3.0, 0.5),
                              ChoiceValue(Action.raise_to(330), 5.4, 0.5, 0.5)),
                     sound=SoundCheck(best=0, gap_bb=0.0, stderr_bb=0.5, tendency=tendency))
    assert exploit.verdict.kind == "exploit"
    said = "Sonja folds to Raise to 330 with about 74% of hands here; a sound player, 57%."
    assert tendency_line(exploit) == said
    assert why(exploit)[0] == "Raise to 330: Sonja folds 74%; called, you have 37% (you need 45%)."


def test_the_aid_names_the_opponents_line_where_its_equity_differs() -> None:
    reason = Reason(aid=0.45, line=(("preflop", "call"), ("turn", "check"), ("turn", "raise")))
    d = _grade(reason, equity=0.18)
    said = ("The odds aid said 45%: it reads every bet as an unknown player's. Ana takes this line (call "
            "preflop, check then raise on the turn) with stronger hands: against how Ana plays it you have "
            "18%.")
    assert aid_note(d) == said
    assert aid_note(_grade(reason, equity=0.45 - AID_GAP + 0.01)) is None


def _reasons(hand: int, step: int) -> list[str]:
    played = next(itertools.islice(practice_hands(3, hand, stand_in(3)), hand - 1, None))
    d = grade_at(played.events, 0, step, played.opponents, seed=1, budget=SMALL)
    note = aid_note(d)
    return [d.verdict.kind, *why(d), *([note] if note else [])]


def test_the_reasons_of_known_decisions() -> None:
    """Pinned on the practice hands of seed 3 (the stand-in in seat 0), coach seed 1, a small budget: a call
    heads-up (the bettor's range split, and the odds aid's equity explained), a raise missed as an exploit
    (who folds to it, the equity when called, the price of the call), a bet (who folds, the equity when
    called)."""
    assert _reasons(29, 17) == [
        "best",
        "You pay 55 to win 110: you need 33%; against Rafael's range (0% ahead of you now, 79% behind with "
        "outs, 21% air) you have 75% with the cards to come.",
        "The odds aid said 49%: it reads every bet as an unknown player's. Rafael takes this line (call "
        "preflop, bet on the flop) with weaker hands: against how Rafael plays it you have 75%.",
    ]
    assert _reasons(12, 18) == [
        "exploit",
        "Raise to 880: Rafael folds 86%; called, you have 19% (you need 44%).",
        "You pay 250 to win 500: you need 33%; against Rafael's range (13% ahead of you now, 75% behind with "
        "outs, 12% air) you have 69% with the cards to come. Above the price, yet calling is no better than "
        "folding within the noise (−7.2 bb): what comes after costs too (bets still to come, pots you give "
        "up when you miss).",
        "The odds aid said 31%: it reads every bet as an unknown player's. Rafael takes this line (raise "
        "preflop, bet on the flop) with weaker hands: against how Rafael plays it you have 69%.",
    ]
    assert _reasons(14, 20) == ["best", "Bet 20: Otto folds 11%; called, you have 23% (you need 33%)."]


def test_one_equity_at_the_table_or_the_difference_said_over_100_decisions() -> None:
    """The odds aid's equity as it shows it (``compute_odds`` on the player's view at the decision) and the
    review's: within :data:`AID_GAP` of each other, or the review says why."""
    checked = said = 0
    console = Console(width=200, record=True, color_system=None)
    for played in practice_hands(3, 200, stand_in(3)):
        grade = grade_hand(played.events, 0, played.hand_id, played.opponents, seed=1, budget=TINY,
                           sound=False)
        for d in grade.decisions:
            assert isinstance(played.events[d.step], PlayerActed)
            aid = compute_odds(replay_view(played.events, 0, d.step)).equity
            assert aid is not None and d.reason is not None and d.reason.aid == aid
            lines = why_lines(d)
            assert lines is not None
            console.print(lines)
            page = console.export_text()
            told = f"The odds aid said {percent(aid)}" in page
            assert told == (abs(aid - d.equity) >= AID_GAP), (played.hand_id, d.step, aid, d.equity)
            checked += 1
            said += told
        if checked >= 100:
            break
    assert checked >= 100 and said > 0
