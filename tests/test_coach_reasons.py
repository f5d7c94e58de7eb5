"""A reason for every verdict, from the same play-outs, and one equity at the table or the difference said."""

from __future__ import annotations

import itertools
import random

import pytest
from rich.console import Console
from test_coach_honest import SMALL

from holdem.app.coach_labels import percent
from holdem.app.coach_pages import aid_note, price_lines, why_lines
from holdem.app.coach_text import said, set_language, tendency_line, why
from holdem.app.odds import compute_odds
from holdem.coach import Budget, ChoiceValue, DecisionGrade, HandGrade
from holdem.coach.explain import answers
from holdem.coach.grade import GRADE_VERSION, StaleGrade
from holdem.coach.practice import practice_hands, stand_in
from holdem.coach.reason import AID_GAP, COMMITTED_SPR, Answers, MakeUp, Reason, Stack, commits
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
                          "frente agora, 30% atrás com outs, 15% sem nada) você tem 31% com as cartas que "
                          "faltam."]
    finally:
        set_language("en")


def test_a_bet_says_who_folds_to_it_the_three_who_fold_least_in_the_order_they_act_and_the_others() -> None:
    """Nobody who answered is left out: the three who fold least by name, the others together by the least
    of their shares (one left over is named like the rest)."""
    folds = (("Emil", 0.45), ("Bo", 0.95), ("Ana", 0.30), ("Cy", 0.60), ("Di", 0.85))
    reason = Reason(answers=(Answers(2, folds, 0.38, 0.29),))
    d = _grade(reason, to_call=0, needed_equity=None, taken=2, best=1,
               choices=(ChoiceValue(Action.check(), 0.0, 0.0, 0.0),
                        ChoiceValue(Action.raise_to(60), 5.0, 0.5),
                        ChoiceValue(Action.raise_to(300), 1.0, 0.5, 0.5)))
    assert why(d) == ["Bet 300: Emil folds 45%, Ana 30%, and Cy 60%; Bo and Di fold 85% or more; called, you "
                      "have 38% (you need 29%)."]
    four = _grade(Reason(answers=(Answers(2, folds[:4], 0.38, 0.29),)), to_call=0, needed_equity=None,
                  taken=2, best=1, choices=d.choices)
    assert why(four)[0].startswith("Bet 300: Emil folds 45%, Bo 95%, Ana 30%, and Cy 60%; called")
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
    assert GRADE_VERSION == 12 and HandGrade.from_json(data) == grade
    committing = HandGrade(hand_id=3, seat=0, big_blind=10, decisions=(_committing(Stack(750, 1005, 0.34)),))
    assert HandGrade.from_json(committing.to_json()) == committing
    for version in (2, 5, 6, 7, 8, 9, 10, 11):  # 2: no reasons; 5: the equity against all at once; 6: no
        # stack's price; 8: no tendency of the hands that call a bet; 9: raises beyond anyone's reach several
        # choices; 10: a sound table that folded to bets beyond the pot more than a sound player does; 11: a
        # bet beyond the pot valued against the floor of defence alone
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
    assert "against both players still in at once" in price_lines(d).plain  # two: "both", not "all 2"
    three = (*two, ("Cy", (("QQ", 1.0),)))
    assert "all 3 players still in at once" in price_lines(_grade(None, ranges=three, street="preflop",
                                                                  equity=0.19, opponent="Bruno")).plain
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
    assert why(exploit)[0] == ("Raise to 330: Sonja folds 74%; called, you have 37% (a call alone would need "
                               "45%: folds and the play after make up the rest).")


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
    (who folds to it, the equity when called, the price of the call and of the stack it commits), a bet (who
    folds, the equity when called)."""
    assert _reasons(144, 17) == [
        "best",
        "You pay 60 to win 120: you need 33%; against Rafael's range (22% ahead of you now, 59% behind with "
        "outs, 19% air) you have 66% with the cards to come.",
        "The odds aid said 23%: it reads every bet as an unknown player's. Rafael takes this line (call "
        "preflop, bet on the flop) with weaker hands: against how Rafael plays it you have 66%.",
    ]
    assert _reasons(84, 18) == [
        "exploit",
        "Raise to 895: Rafael folds 65%; called, you have 20% (a call alone would need 45%: folds and the "
        "play after make up the rest).",
        "You pay 220 to win 440: you need 33%; against Rafael's range (56% ahead of you now, 28% behind with "
        "outs, 16% air) you have 42% with the cards to come. Calling 220 commits your stack: 895 in all to "
        "win 1115 needs 45%; against the hands that call your all in you have 20%.",
        "The odds aid said 23%: it reads every bet as an unknown player's. Rafael takes this line (raise "
        "preflop, bet on the flop) with weaker hands: against how Rafael plays it you have 42%.",
    ]
    assert _reasons(37, 17) == ["best", "Bet 60: Rafael folds 70% and Otto 76%; if Rafael alone calls, you "
                                        "have 96% (you need 30%)."]


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


def _committing(stack: Stack | None, **fields: object) -> DecisionGrade:
    """Hand 9 of a strong player's play-test: J-T suited in the hijack 3-bet to 120 and was 4-bet to 295,
    87 bb deep; the call leaves 575 behind into 605."""
    base: dict[str, object] = dict(
        street="preflop", pot=430, to_call=175, needed_equity=175 / 605, equity=0.38,
        choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), -14.2, 2.5, 2.5),
                 ChoiceValue(Action.raise_to(870), -20.0, 1.0, 1.0)),
        taken=1, best=0)
    base.update(fields)
    return _grade(Reason(stack=stack), **base)


def test_a_call_that_commits_the_stack_says_the_stacks_price_not_the_play_after() -> None:
    """Above the call's price (29%) and still a loss: the call commits the stack, and all of it needs 43%,
    more than the 34% against the hands that call an all in (where the play-outs met none, against their
    ranges, said so)."""
    price = "You pay 175 to win 430: you need 29%; against their ranges you have 38%."
    assert commits(430, 175, 0, 750, 575) == (750, 1005)
    assert why(_committing(Stack(750, 1005, 0.34))) == [
        f"{price} Calling 175 commits your stack: 750 in all to win 1005 needs 43%; against the hands that "
        "call your all in you have 34%."]
    assert why(_committing(Stack(750, 1005, None))) == [
        f"{price} Calling 175 commits your stack: 750 in all to win 1005 needs 43%; against their ranges you "
        "have 38%."]
    set_language("pt")
    try:
        assert why(_committing(Stack(750, 1005, 0.34)))[0].endswith(
            "Pagar 175 compromete todas as suas fichas: 750 ao todo para ganhar 1005 precisam de 43%; contra "
            "as mãos que pagam o seu all in você tem 34%.")
    finally:
        set_language("en")


def test_a_deep_call_or_one_the_stack_pays_for_keeps_the_play_after_as_its_reason() -> None:
    """Deep stacks commit nothing (a call leaving more than COMMITTED_SPR pots behind); where the equity
    pays for the whole stack too, the stack is not why the call loses: the play after it is said."""
    assert commits(430, 175, 0, 2000, 2000) is None
    assert commits(430, 175, 0, 750, 0) is None  # he is all in: the call's price is the stack's
    pot_after = 430 + 175
    assert commits(430, 175, 0, 175 + int(COMMITTED_SPR * pot_after) + 5, 5000) is None
    long = ("Above the price, yet calling is worth −14.2 bb: what comes after costs more (bets still to "
            "come, pots you give up when you miss).")
    assert why(_committing(None))[0].endswith(long)
    assert why(_committing(Stack(750, 1005, 0.45)))[0].endswith(long)


def test_a_bet_that_a_call_commits_says_the_stacks_price_beside_the_bets() -> None:
    reason = Reason(answers=(Answers(2, (("Emil", 0.45),), 0.38, 0.29, None, 0.43),))
    d = _grade(reason, to_call=0, needed_equity=None, taken=2, best=2)
    assert why(d) == ["Bet 300: Emil folds 45%; called, you have 38% (you need 29%, or 43% with your whole "
                      "stack in)."]
    assert commits(100, 60, 60, 200, 200) == (200, 300)  # 140 left behind into 220: all 200 to win 300


def _four_bet_called(stacks: list[int]) -> DecisionGrade:
    """J-T suited in the big blind calls a raise to 295 from a player who raises aces and kings only and
    calls anything after (a stated opponent): graded, with the table taken as sound."""
    from holdem.coach.stated import StatedOpponent
    from holdem.engine import Hand, stacked_deck
    from holdem.engine.cards import parse_cards
    from holdem.engine.view import filter_events

    def held(cards: str) -> tuple[int, int]:
        a, b = sorted((int(c) for c in parse_cards(cards)), reverse=True)
        return a, b

    raiser = StatedOpponent("Stated", {held("As Ah"): 1.0, held("Ks Kh"): 1.0}, open_to=295)
    hand = Hand(stacks=stacks, button=0, names=["Stated", "Hero"], deck=stacked_deck(
        num_seats=2, button=0, hole_cards=["As Ah", "Jd Td"]))
    hand.act(Action.raise_to(295))
    hand.act(Action.call())
    seen = filter_events(hand.events, 1)
    step = max(i for i, e in enumerate(seen) if isinstance(e, PlayerActed) and e.seat == 1)
    return grade_at(hand.events, 1, step, {0: raiser}, seed=1, budget=TINY, sound=False)


def test_grading_keeps_the_price_of_the_stack_a_call_commits_with_the_equity_against_all_in_callers() -> None:
    """870 deep, the call of 285 leaves 575 behind into 590: the stack's price is kept (all 860 to win 880),
    with the equity against the hands that call an all in (here every hand he raised: aces and kings);
    10,000 deep, nothing commits."""
    committed = _four_bet_called([870, 870])
    assert committed.reason is not None and committed.reason.stack is not None
    stack = committed.reason.stack
    assert (stack.rest, stack.win) == (860, 880) and stack.needed == pytest.approx(860 / 1740)
    assert stack.called is not None and 0.1 < stack.called < 0.3  # J-T suited against aces and kings
    deep = _four_bet_called([10000, 10000])
    assert deep.reason is not None and deep.reason.stack is None
