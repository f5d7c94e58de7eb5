"""Reasons a strong player reads without being misled (play-test strong3, section 2): nobody left out of a
fold list, two figures for one answer that agree, a price compared with an equity of the same situation, the
leak advice of a fold that had the price, and a bet's price when called said as half its story."""

from __future__ import annotations

import itertools
from dataclasses import replace

from test_coach_honest import SMALL

from holdem.app.coach_advice import next_time
from holdem.app.coach_labels import Stakes
from holdem.app.coach_pages import price_lines
from holdem.app.coach_report import leaks
from holdem.app.coach_text import said, set_language, tendency_line, why
from holdem.coach import ChoiceValue, DecisionGrade, HandGrade
from holdem.coach.practice import practice_hands, stand_in
from holdem.coach.reason import Answers, Entered, Reason
from holdem.coach.review import grade_at
from holdem.coach.verdict import SoundCheck, Tendency
from holdem.engine.actions import Action

FIVE = (("Felix", 0.05), ("Kenji", 0.76), ("Emil", 0.08), ("Priya", 0.97), ("Ingrid", 0.99))


def _open(folds: tuple[tuple[str, float], ...], called: float | None = 0.4,
          worth: float = 1.5) -> DecisionGrade:
    """An open of 25 under the gun (the one taken and best) answered with ``folds``."""
    return DecisionGrade(
        step=5, street="preflop", pot=15, to_call=10, needed_equity=None, equity=0.2,
        choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.0),
                 ChoiceValue(Action.raise_to(25), worth, 0.5, 0.5)),
        taken=1, best=1, kind="preflop:UTG", opponent=None,
        ranges=tuple((name, (("AA", 1.0),)) for name, _share in folds),
        reason=Reason(answers=(Answers(1, folds, called, 0.45, "Felix"),)))


def test_a_fold_list_accounts_for_every_opponent_who_could_answer() -> None:
    """Before: "Felix folds 5%, Kenji 76%, and Emil 8%", no word on the blinds (only the three who fold least
    were named). Now the others are named together, nearly always where they fold 95% or more."""
    line = why(_open(FIVE))[0]
    assert line.startswith("Raise to 25: Felix folds 5%, Kenji 76%, and Emil 8%; Priya and Ingrid fold "
                           "nearly always; if Felix alone calls")
    some = (*FIVE[:3], ("Priya", 0.9), ("Ingrid", 0.83))
    assert "; Priya and Ingrid fold 83% or more;" in why(_open(some))[0]
    set_language("pt")
    try:
        assert "; Priya e Ingrid desistem quase sempre; " in why(_open(FIVE))[0]
    finally:
        set_language("en")


def test_a_bets_price_when_called_says_the_folds_make_up_the_rest_or_do_not() -> None:
    """Before: "if Ingrid alone calls, you have 33% (you need 45%)" under a raise worth +1.1, read as "the
    raise is bad". Now the parenthesis says the folds pay the rest where the bet is worth more than
    nothing."""
    two = (("Priya", 0.91), ("Ingrid", 0.83))
    paid = DecisionGrade(
        step=5, street="preflop", pot=15, to_call=10, needed_equity=None, equity=0.3,
        choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.raise_to(25), 1.1, 0.5, 0.5)),
        taken=1, best=1, kind="preflop:BTN", opponent=None, ranges=(("Priya", ()), ("Ingrid", ())),
        reason=Reason(answers=(Answers(1, two, 0.33, 0.45, "Ingrid"),)))
    assert why(paid)[0] == ("Raise to 25: Priya folds 91% and Ingrid 83%; if Ingrid alone calls, you have "
                            "33% (a call alone would need 45%: folds and the play after make up the rest).")
    assert why(_open(FIVE, called=0.2, worth=-2.0))[0].endswith(
        "you have 20% (a call alone would need 45%, and folds and the play after do not make up the rest).")
    assert why(_open(FIVE, called=0.5))[0].endswith("you have 50% (you need 45%).")


def _all_in_exploit(tendency: Tendency | None) -> DecisionGrade:
    """H49's flop: a set folded to a 3-bet of 455; call best here, all in 1235 the lesson."""
    return DecisionGrade(
        step=20, street="flop", pot=910, to_call=455, needed_equity=455 / 1365, equity=0.87,
        choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 95.4, 5.8, 5.8),
                 ChoiceValue(Action.raise_to(1235), 91.8, 3.7, 3.7)),
        taken=0, best=1, kind="fold", opponent="Emil", ranges=(("Emil", (("AA", 1.0),)),),
        reason=Reason(answers=(Answers(2, (("Emil", 0.71),), 0.78, 0.41),)),
        sound=SoundCheck(best=2, gap_bb=109.1, stderr_bb=6.0, tendency=tendency,
                         values=((0.0, 0.0), (60.0, 5.0), (109.1, 5.0))))


def test_the_tendency_and_the_reason_give_one_answer_to_one_choice_that_adds_up() -> None:
    """Before: "Emil calls All in 1235 with about 26% of hands here" beside "All in 1235: Emil folds 71%"
    (26 + 71 is not 100: two estimates). Nobody can raise an all in, so what does not fold calls: 29%."""
    d = _all_in_exploit(Tendency("Emil", "call", 2, 0.26, 0.65))
    assert tendency_line(d, Stakes(1235)) == ("Emil calls All in 1235 with about 29% of hands here; a sound "
                                              "player, 65%.")
    assert why(d, Stakes(1235))[0].startswith("All in 1235: Emil folds 71%;")


def test_the_reason_tells_the_bet_its_tendency_line_speaks_of() -> None:
    """Before: "Emil folds to Raise to 675 with about 42% of hands here" beside "All in 780: Emil folds 73%"
    (two bets named best together, each line about another). Now the reason tells Raise to 675 too, and its
    fold share is the one the tendency line says."""
    choices = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), -6.0, 2.0, 2.0),
               ChoiceValue(Action.raise_to(675), 15.1, 4.5, 4.5),
               ChoiceValue(Action.raise_to(780), 17.9, 3.8, 3.8))
    answers = (Answers(2, (("Emil", 0.45),), 0.2, 0.4), Answers(3, (("Emil", 0.73),), 0.15, 0.46))
    d = DecisionGrade(step=30, street="turn", pot=450, to_call=300, needed_equity=0.4, equity=0.51,
                      choices=choices, taken=0, best=3, kind="fold", opponent="Emil",
                      ranges=(("Emil", (("AA", 1.0),)),), reason=Reason(answers=answers),
                      sound=SoundCheck(best=0, gap_bb=0.0, stderr_bb=1.0,
                                       tendency=Tendency("Emil", "fold", 2, 0.42, 0.15)))
    assert d.verdict.exploit
    assert tendency_line(d, Stakes(780)) == ("Emil folds to Raise to 675 with about 45% of hands here; a "
                                             "sound player, 15%.")
    assert why(d, Stakes(780))[0].startswith("Raise to 675: Emil folds 45%;")


def _call_preflop(entered: Entered | None) -> DecisionGrade:
    """9-3 offsuit calls a raise to 30 on the button; the blinds yet to act."""
    return DecisionGrade(
        step=12, street="preflop", pot=45, to_call=30, needed_equity=0.4, equity=0.15,
        choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 0.1, 1.8, 1.8)),
        taken=1, best=0, kind="preflop:BTN", opponent="Lena",
        ranges=(("Lena", ()), ("Priya", ()), ("Ingrid", ())),
        reason=Reason(entered=entered))


def test_before_the_flop_the_price_is_compared_with_the_equity_against_those_who_put_chips_in() -> None:
    """Before: "you need 40%; against their ranges you have 15%", the 15% against the raiser and both blinds
    at once, the blinds counted as nearly any two cards. Now the 40% is set beside the equity against the
    raiser, who put chips in, and the blinds are said to be yet to act."""
    d = _call_preflop(Entered(("Lena",), 0.31, ("Priya", "Ingrid")))
    assert said(d) == "You called 30 needing 40%; against Lena, who put chips in, you had 31%: +0.1 bb."
    assert why(d)[0].startswith("You pay 30 to win 45: you need 40%; against Lena, who put chips in, you "
                                "have 31% (Priya and Ingrid yet to act).")
    assert price_lines(d).plain.endswith("Your equity against Lena, who put chips in: 31%; against all 3 "
                                         "still in at once (Priya and Ingrid yet to act): 15%")
    assert "15%" not in said(d) and "15%" not in why(d)[0]
    set_language("pt")
    try:
        assert said(d) == ("Você pagou 30 precisando de 40%; contra quem pôs fichas no pote (Lena) você "
                           "tinha 31%: +0,1 bb.")
        assert next_time("fold", ("fold", "price")).startswith("Da próxima vez, pague ou aumente quando sua "
                                                               "equidade supera o preço")
    finally:
        set_language("en")


def test_grading_a_call_before_the_flop_with_the_blinds_to_act_keeps_the_equity_against_the_raiser() -> None:
    """Practice hand 4 of seed 3: the button faces a raise with both blinds yet to act."""
    played = next(itertools.islice(practice_hands(3, 4, stand_in(3)), 3, None))
    d = grade_at(played.events, 0, 12, played.opponents, seed=1, budget=SMALL)
    assert d.reason is not None and d.reason.entered is not None
    entered = d.reason.entered
    names = {name for name, _range in d.ranges}
    assert set(entered.names) | set(entered.waiting) == names and len(entered.waiting) == 2
    assert not set(entered.names) & set(entered.waiting)
    assert entered.equity > d.equity  # against the raiser alone, not against him and two blinds at once
    assert HandGrade.from_json(HandGrade(4, 0, 10, (d,)).to_json()).decisions[0].reason == d.reason


def test_the_leak_advice_of_a_fold_that_had_the_price_is_the_equitys_not_folds() -> None:
    """Before: "Folds: Next time, raise rather than fold where they fold to a raise often enough" on a set
    folded with 87% against a price of 33%. Now the advice follows that mistake's reason."""
    d = replace(_all_in_exploit(None), sound=None)
    assert d.verdict.mistake
    (leak,) = leaks([HandGrade(49, 0, 10, (d,))], by="kind")
    assert leak.move == ("fold", "price")
    assert next_time(leak.worst_kind, leak.move) == (
        "Next time, call or raise when your equity beats the price: you folded hands that had it.")
