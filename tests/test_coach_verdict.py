"""The verdict, decided in one place: labels that match the numbers, and a mistake only when it is one in both
tables (this one and a sound one); an exploit apart, with its opponent and tendency."""

from __future__ import annotations

import random
from dataclasses import replace

from rich.console import Console
from test_coach_honest import SMALL

from holdem.app.coach_choices import choices_table
from holdem.app.coach_pages import mistake_row
from holdem.app.coach_report import costliest, leaks
from holdem.app.coach_text import exploit_note, reason, verdict
from holdem.bots.baselines import ChartBot
from holdem.coach import ChoiceValue, DecisionGrade, HandGrade
from holdem.coach.practice import practice_hands
from holdem.coach.review import grade_at
from holdem.coach.sound import called_equity
from holdem.coach.verdict import MISTAKE_BB, SoundCheck, Tendency
from holdem.engine.actions import Action
from holdem.engine.cards import parse_cards


def _grade(
    values: list[tuple[Action, float, float]], taken: int, best: int, **fields: object
) -> DecisionGrade:
    """A decision whose choices are worth ``values`` (action, bb, standard error of its gap to the best)."""
    choices = tuple(ChoiceValue(a, ev, error, 0.0 if i == best else error)
                    for i, (a, ev, error) in enumerate(values))
    base: dict[str, object] = dict(step=9, street="flop", pot=400, to_call=100, needed_equity=0.2, equity=0.3,
                                   kind="call", opponent="Emil")
    base.update(fields)
    return DecisionGrade(choices=choices, taken=taken, best=best, **base)  # type: ignore[arg-type]


def _table_text(decision: DecisionGrade) -> list[str]:
    console = Console(width=100, record=True, color_system=None)
    console.print(choices_table(decision))
    return console.export_text().splitlines()


def _marked_best(decision: DecisionGrade) -> set[str]:
    """The choices the table marks best, by their label."""
    return {line.split("  ")[0].strip() for line in _table_text(decision)[1:] if " best" in line}


def test_best_is_the_choice_worth_most_or_those_the_same_within_the_noise_named_together() -> None:
    """"Call +71.9 best", "Raise to 625 +74.6 close" was a contradiction: both are the best within the noise
    and are named together."""
    d = _grade([(Action.fold(), 0.0, 0.0), (Action.call(), 71.9, 0.0), (Action.raise_to(625), 74.6, 3.0)],
               taken=0, best=1)
    assert set(d.verdict.best) == {1, 2} and d.verdict.best[0] == 2  # worth most first
    assert _marked_best(d) == {"Call 100", "Raise to 625"}
    said = verdict(d)
    assert "Raise to 625 was worth +74.6 bb (Call 100: the same within the noise)" in said
    # "limp +2.8 best" with a raise at +4.4: whatever the errors, no choice left out is worth more
    limp = _grade([(Action.fold(), 0.0, 0.0), (Action.call(), 2.8, 0.0), (Action.raise_to(40), 4.4, 0.9),
                   (Action.raise_to(60), 3.5, 0.1)], taken=1, best=1, street="preflop")
    named = limp.verdict.best
    worst_named = min(limp.choices[i].ev_bb for i in named)
    assert all(c.ev_bb < worst_named for i, c in enumerate(limp.choices) if i not in named)
    assert {2, 3} <= set(named)


def test_the_text_says_the_best_choice_only_where_the_table_marks_it_alone() -> None:
    """"That was the best choice" where the table marks Check best: a bet worth 0.03 bb less is one of the
    best with Check, and the text says so."""
    d = _grade([(Action.check(), 1.03, 0.0), (Action.raise_to(60), 1.0, 0.4)], taken=1, best=0, to_call=0,
               needed_equity=None)
    assert d.verdict.kind == "best" and set(d.verdict.best) == {0, 1}
    assert "That was the best choice" not in verdict(d) and "Yours was one of them" in verdict(d)
    assert _marked_best(d) == {"Check", "Bet 60"}
    alone = _grade([(Action.check(), 1.0, 0.0), (Action.raise_to(60), -1.0, 0.4)], taken=0, best=0, to_call=0,
                   needed_equity=None)
    assert verdict(alone) == "That was the best choice." and _marked_best(alone) == {"Check"}


def test_a_mistake_is_never_shown_below_the_line() -> None:
    """"mistake, −2.5 bb … cost 2.5 ± 5.0": a gap found and confirmed whose fresh cost is under 3 bb is
    close."""
    found = _grade([(Action.fold(), 0.0, 0.0), (Action.call(), -4.0, 0.5)], taken=1, best=0,
                   confirm_cost=(3.5, 1.0), fresh_cost=(2.5, 0.5))
    assert found.verdict.kind == "close" and not found.mistake
    assert "mistake" not in " ".join(_table_text(found)) and "close, not a mistake" in verdict(found)
    noisy = replace(found, fresh_cost=(2.5, 2.55))  # within the noise of the fresh deals: close all the same
    assert noisy.verdict.kind == "close"
    assert "within the noise (it may cost nothing), close, not a mistake" in verdict(noisy)
    for fresh in (3.0, 3.4, 8.0):
        flagged = replace(found, fresh_cost=(fresh, 1.0))
        assert flagged.mistake and flagged.verdict.cost_bb >= MISTAKE_BB
        assert f"mistake, −{fresh:.1f} bb" in " ".join(_table_text(flagged))


def test_a_mistake_here_that_is_none_at_a_sound_table_is_an_exploit_with_its_opponent_and_tendency() -> None:
    jam = Action.raise_to(1000)
    base = _grade([(Action.fold(), 0.0, 0.0), (Action.call(), 1.0, 0.5), (jam, 9.0, 1.0)], taken=1, best=2,
                  confirm_cost=(7.0, 1.0), fresh_cost=(6.0, 1.0))
    tendency = Tendency("Emil", "call", 2, 0.45, 0.15)
    exploit = replace(base, sound=SoundCheck(best=1, gap_bb=0.0, stderr_bb=0.0, tendency=tendency))
    mistake = replace(base, sound=SoundCheck(best=2, gap_bb=5.0, stderr_bb=1.0))
    noisy = replace(base, sound=SoundCheck(best=2, gap_bb=5.0, stderr_bb=3.0))  # within the noise there
    assert exploit.verdict.kind == "exploit" and not exploit.mistake and exploit.verdict.cost_bb == 6.0
    assert mistake.verdict.kind == "mistake" and noisy.verdict.kind == "exploit"
    note = exploit_note(exploit)
    assert note is not None and "Emil" in note
    assert "Emil calls All in 1000" not in note  # all_in unknown here: the raise's own label
    assert "Emil calls Raise to 1000 with about 45% of hands here; a sound player, 15%." in note
    assert reason(exploit) == "Emil calls Raise to 1000 with about 45% of hands here; a sound player, 15%."
    grades = [HandGrade(1, 0, 10, (exploit,)), HandGrade(2, 0, 10, (mistake,))]
    assert [d.verdict.kind for _, d in costliest(grades)] == ["mistake"]
    assert [d.verdict.kind for _, d in costliest(grades, exploits=True)] == ["exploit"]
    assert [(leak.key, leak.mistakes) for leak in leaks(grades, by="opponent")] == [("Emil", 1)]
    row = mistake_row(2, mistake, 80)
    assert "−6.0 bb" in row.plain and "You needed 20% and had 30% against their range." in row.plain


def test_the_equity_against_the_hands_that_call_carries_the_spread_of_those_hands() -> None:
    """Kings against a caller who holds only aces: about 18%, nearly certain; against one who calls as
    often with aces as with seven-deuce: about half, but the two hands' equities lie far apart, so the
    figure's error is wide and a difference from a sound player must clear it to be told."""
    kings, aces, junk = (tuple(int(c) for c in parse_cards(h)) for h in ("KsKh", "AsAh", "7c2d"))
    rng = random.Random(3)
    tight = called_equity((kings[0], kings[1]), (), 1, {(aces[0], aces[1]): 1.0}, rng)
    wide = called_equity((kings[0], kings[1]), (), 1, {(aces[0], aces[1]): 0.5, (junk[0], junk[1]): 0.5}, rng)
    assert tight is not None and wide is not None
    assert 0.1 < tight[0] < 0.26 and tight[1] < 0.04
    assert 0.4 < wide[0] < 0.6 and wide[1] > 0.3
    assert called_equity((kings[0], kings[1]), (), 1, {}, rng) is None


def test_the_reverse_a_choice_best_here_that_a_sound_table_punishes_is_a_note_not_a_mistake() -> None:
    called = _grade([(Action.fold(), 0.0, 0.0), (Action.call(), 5.0, 0.5)], taken=1, best=1,
                    sound=SoundCheck(best=0, gap_bb=4.0, stderr_bb=0.5,
                                     tendency=Tendency("Ana", "equity", 1, 0.55, 0.25)))
    assert called.verdict.kind == "best" and called.verdict.reverse and not called.mistake
    note = exploit_note(called)
    assert note is not None and note.startswith("Your choice pays here, but against a sound player Fold")
    said = "Against Ana's range here you had 55%; against a sound player's after the same actions, 25%."
    assert said in note


def test_the_real_coach_tells_an_exploit_of_one_opponent_from_a_mistake_in_general() -> None:
    """The chart player folds the flop of hand 17 (seed 2) to Sonja's pot-size bet of 290: against the range
    her own strategy gives her it has 67%, and folding gives up 36.2 bb against the jam to 860 (a pot-size
    raise is more than the stack: all in is the only raise); against a sound player's range after the same
    actions it has 50%, and folding is best. An exploit of Sonja, named with what it rests on (called, the
    jam is short of its price: her folds, 80% of hands), not a mistake; and no leak."""
    played = list(practice_hands(2, 17, ChartBot("Hero", random.Random(2))))[16]
    graded = grade_at(played.events, 0, 18, played.opponents, seed=1, budget=SMALL)
    assert graded.street == "flop" and graded.choices[graded.taken].action == Action.fold()
    assert graded.verdict.kind == "exploit" and not graded.mistake
    assert [c.action for c in graded.choices] == [Action.fold(), Action.call(), Action.raise_to(860)]
    assert round(graded.verdict.cost_bb, 1) == 36.2
    assert graded.sound is not None and graded.sound.gap_bb == 0.0
    tendency = graded.sound.tendency
    assert tendency is not None and (tendency.name, tendency.what) == ("Sonja", "equity")
    assert (round(tendency.here, 2), round(tendency.sound, 3)) == (0.67, 0.503)
    assert round(graded.equity, 2) == 0.67  # heads-up the note says the review's equity: one figure, one fact
    assert exploit_note(graded) == (
        "Exploit of Sonja: Raise to 860 pays against this table only. Raise to 860 pays by Sonja's folds, "
        "not by your cards: Sonja folds 80% of hands to it here.")
    assert leaks([HandGrade(17, 0, 10, (graded,))], by="kind")[0].mistakes == 0


def test_a_mistake_whose_best_differs_at_the_sound_table_says_which_is_best_there() -> None:
    """Calling a raise is a mistake at both tables, but here all in is best and against a sound player
    folding is: the reason names the sound table's best, not "too"."""
    jam = Action.raise_to(1000)
    called = _grade([(Action.fold(), 0.0, 0.0), (Action.call(), -5.7, 0.5), (jam, 13.3, 2.0)], taken=1,
                    best=2, street="preflop", sound=SoundCheck(best=0, gap_bb=10.9, stderr_bb=2.5))
    assert called.mistake and called.verdict.best == (2,)
    assert reason(called) == "Against a sound player Fold was best: your choice cost 10.9 bb there."
    same = replace(called, sound=SoundCheck(best=2, gap_bb=10.9, stderr_bb=2.5))
    assert reason(same) == "You needed 20% and had 30% against their range."


def test_a_mistakes_lesson_is_the_choice_good_at_both_tables_and_the_jams_extra_its_exploit_part() -> None:
    """"Instead of All in" topped the G list: calling is a mistake at both tables, but all in is worth most
    only here (a sound table punishes it). The lesson is the raise, good at both; its cost is the gap to the
    raise, not to the jam; the jam's extra is the exploit part, named with the opponent and the tendency."""
    jam = Action.raise_to(1000)
    values = [(Action.fold(), 0.0, 0.0), (Action.call(), -2.0, 0.5), (Action.raise_to(300), 4.0, 0.5),
              (jam, 13.0, 1.0)]
    sound = SoundCheck(best=2, gap_bb=5.0, stderr_bb=0.5, tendency=Tendency("Emil", "call", 3, 0.45, 0.15),
                       values=((0.0, 0.4), (-1.0, 0.5), (4.0, 0.0), (-9.0, 2.0)))
    called = _grade(values, taken=1, best=3, street="preflop", confirm_cost=(14.0, 1.0),
                    fresh_cost=(14.0, 1.0), sound=sound)
    v = called.verdict
    assert v.kind == "mistake" and v.best == (2,) and v.table_best == (3,)
    assert round(v.cost_bb, 6) == 5.0 and round(v.exploit_bb, 6) == 9.0  # 14 to the jam, less its 9 extra
    assert verdict(called) == ("Raise to 300 was better here and against a sound player: your choice cost "
                               "5.0 ± 2.2 bb against it here (5.0 bb there), a mistake. (The table shows "
                               "6.0 bb from its own deals; the cost was measured again on new deals, and the "
                               "two differ by luck.)")
    note = exploit_note(called)
    assert note is not None and note.startswith(
        "Raise to 1000 was worth 9.0 bb more than that, at this table only: an exploit of Emil")
    assert "Emil calls Raise to 1000 with about 45% of hands here; a sound player, 15%." in note
    rows = {line.split("  ")[0].strip(): line for line in _table_text(called)[1:]}
    assert rows["Raise to 300"].rstrip().endswith("best")
    assert rows["Raise to 1000"].rstrip().endswith("best here only")
    assert reason(called) == "Raise to 300 was better against a sound player too: 5.0 bb there."
    assert "instead of Raise to 300" in mistake_row(1, called, 100).plain
    # the lesson's gap is under the line at the sound table: no mistake in both, an exploit of this table
    weak = replace(called, sound=replace(sound, values=((0.0, 0.4), (2.0, 0.5), (4.0, 0.0), (-9.0, 2.0))))
    assert weak.verdict.kind == "exploit"


def test_an_exploit_whose_choice_taken_loses_at_the_sound_table_to_another_choice_says_both() -> None:
    """The bet taken gives up the line here against all in and at the sound table against checking, but no
    choice is better than it at both: an exploit, and the text does not say it would be no mistake there."""
    values = [(Action.check(), 0.0, 0.0), (Action.raise_to(256), 8.0, 1.0),
              (Action.raise_to(1000), 16.0, 1.0)]
    sound = SoundCheck(best=0, gap_bb=17.3, stderr_bb=4.0, values=((0.0, 0.0), (-17.3, 4.0), (-42.6, 4.3)))
    bet = _grade(values, taken=1, best=2, to_call=0, needed_equity=None, confirm_cost=(7.0, 1.0),
                 fresh_cost=(7.2, 1.0), sound=sound)
    assert bet.verdict.kind == "exploit" and not bet.mistake
    assert verdict(bet) == ("Bet 1000 was better at this table: your choice cost 7.2 ± 2.0 bb here. Against "
                            "a sound player Check was best, and yours cost 17.3 bb there: no one choice is "
                            "better at both tables. A missed exploit, not a leak. (The table shows 8.0 bb "
                            "from its own deals; the cost was measured again on new deals, and the two "
                            "differ by luck.)")


def test_of_the_choices_good_at_both_tables_the_lesson_puts_in_the_fewest_chips_no_other_beats_here() -> None:
    """All in and the raise are both best at the sound table (within its noise) and the jam is worth more
    here but within the noise: the lesson is the raise, the jam named with it, no bigger risk for a gain the
    play-outs cannot show; beyond the noise here, the jam is the lesson."""
    jam = Action.raise_to(1000)
    values = [(Action.fold(), 0.0, 0.0), (Action.raise_to(300), 9.0, 1.0), (jam, 11.0, 1.5)]
    sound = SoundCheck(best=1, gap_bb=6.0, stderr_bb=0.5, values=((0.0, 0.5), (6.0, 0.0), (5.0, 1.0)))
    folded = _grade(values, taken=0, best=1, street="preflop", confirm_cost=(9.0, 1.0),
                    fresh_cost=(9.0, 1.0), sound=sound)
    v = folded.verdict
    assert v.kind == "mistake" and v.best == (1, 2) and not v.table_best
    sure = replace(folded, choices=(*folded.choices[:2], ChoiceValue(jam, 14.0, 0.5, 0.5)))
    assert sure.verdict.best == (2,)


def test_a_surely_worse_choice_is_not_named_best_through_a_noisy_one_worth_less() -> None:
    """Folding queens in the small blind read "Fold: best, the same within the noise" beside all in at
    +2.2 ± 0.5, because a raise at -1.1 ± 2.6 was within the noise of the best and everything worth more
    than it was named: the named run stops at the first choice beaten beyond the noise."""
    d = _grade([(Action.fold(), 0.0, 0.0), (Action.call(), 0.9, 2.4), (Action.raise_to(20), -1.1, 2.6),
                (Action.raise_to(30), 1.3, 0.9), (Action.raise_to(1000), 2.2, 0.5)],
               taken=0, best=1, street="preflop")
    assert d.verdict.best == (4, 3) and 0 not in d.verdict.best  # the call too is beaten by all in (1.3 bb)
    assert d.verdict.kind == "close"
    assert "Fold" not in _marked_best(d)


def test_a_gap_to_the_best_of_both_tables_within_its_noise_here_is_no_exploit() -> None:
    """A bet into two strong players: checking is best here (the gap found, confirmed on fresh deals at
    3.6 ± 6.4 bb) and at the sound table (16.5 bb). It read "Check pays against this table only", a missed
    exploit, because a cost here within its noise made it no mistake here: it is none, and no exploit
    either (the fresh deals measure the gap within their noise: close here, with the sound table's note);
    measured beyond the noise, a mistake in both."""
    values = [(Action.check(), 0.0, 0.0), (Action.raise_to(165), -12.5, 2.0)]
    sound = SoundCheck(best=0, gap_bb=16.5, stderr_bb=3.0, values=((0.0, 0.0), (-16.5, 3.0)))
    bet = _grade(values, taken=1, best=0, to_call=0, needed_equity=None, confirm_cost=(5.0, 1.5),
                 fresh_cost=(3.6, 3.27), sound=sound)
    assert bet.verdict.kind == "close" and bet.verdict.reverse
    sure = replace(bet, fresh_cost=(6.0, 1.0))
    assert sure.verdict.kind == "mistake" and sure.verdict.best == (0,)


def test_an_exploit_whose_sound_best_beats_the_choice_here_too_says_so_and_why_it_is_no_mistake() -> None:
    """The strong player's play-test: a cold call of a 3-bet with T2s, fold better here and at the sound
    table, but the lesson's gap here not surely the line: the text must not say none is better at both."""
    values = [(Action.check(), 9.0, 3.0), (Action.raise_to(256), 8.0, 1.0),
              (Action.raise_to(1000), 16.0, 1.0)]
    sound = SoundCheck(best=0, gap_bb=17.3, stderr_bb=4.0, values=((0.0, 0.0), (-17.3, 4.0), (-42.6, 4.3)))
    bet = _grade(values, taken=1, best=2, to_call=0, needed_equity=None, confirm_cost=(7.0, 1.0),
                 fresh_cost=(7.2, 1.0), sound=sound)
    assert bet.verdict.kind == "exploit"
    said = verdict(bet)
    assert "no one choice is better at both tables" not in said
    assert said.startswith("Bet 1000 was better at this table: your choice cost 7.2 ± 2.0 bb here. Against "
                           "a sound player Check was best, and yours cost 17.3 bb there; Check beats yours "
                           "here too (1.0 bb), but not surely by 3 bb at both tables, so no mistake. A "
                           "missed exploit, not a leak.")
