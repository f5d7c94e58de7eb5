"""What the player reads in the coach's pages: reasons that do not argue against the verdict, costs and
labels that match the table, G's rows and advice, the glossary the review points to."""

from __future__ import annotations

from dataclasses import replace

import pytest

from holdem.app.coach_labels import Stakes, choice_label
from holdem.app.coach_pages import Where, decision_strip, leak_advice, mistake_row, range_lines, why_lines
from holdem.app.coach_report import Leak, flagged, leaks
from holdem.app.coach_text import hand_summary, tendency_line, verdict, why
from holdem.app.glossary import glossary_plain
from holdem.bots.combos import CLASS_NAMES
from holdem.coach import ChoiceValue, DecisionGrade, HandGrade
from holdem.coach.reason import Answers, MakeUp, Reason
from holdem.coach.sound import disagreement
from holdem.coach.verdict import SoundCheck, Tendency
from holdem.engine.actions import Action

CALL_OR_FOLD = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 1.0, 0.4, 0.4),
                ChoiceValue(Action.raise_to(300), -1.0, 0.5, 0.5))


def _grade(**fields: object) -> DecisionGrade:
    base: dict[str, object] = dict(
        step=9, street="preflop", pot=40, to_call=25, needed_equity=25 / 65, equity=0.24,
        choices=CALL_OR_FOLD, taken=1, best=1, kind="preflop:BTN", opponent="Nadia",
        ranges=(("Nadia", (("AA", 1.0),)), ("Sonja", (("KK", 1.0),))), reason=Reason())
    base.update(fields)
    return DecisionGrade(**base)  # type: ignore[arg-type]


def test_a_call_worth_more_than_its_price_says_why_and_so_does_one_worth_less() -> None:
    """"You need 38% … you have 24%" beside a call rated best read as a contradiction: the reason says that
    the play after the call counts too; and the reverse (more equity than the price, the call losing)."""
    short = _grade()
    assert short.verdict.kind == "best"
    assert why(short)[-1].endswith(
        "you have 24%. Short of the price, yet calling is worth +1.0 bb: what comes after counts too (bets "
        "you win when you hit, pots they give up).")
    losing = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), -2.0, 0.4, 0.4))
    long = _grade(street="flop", pot=75, to_call=20, needed_equity=20 / 95, equity=0.33, choices=losing,
                  best=0)
    assert "Above the price, yet calling is worth −2.0 bb: what comes after costs more" in why(long)[-1]
    agreeing = _grade(equity=0.45)
    assert "yet calling" not in why(agreeing)[-1]
    noisy = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), -2.5, 12.1, 12.1))
    assert why(_grade(equity=0.28, needed_equity=0.24, choices=noisy, best=0))[-1].endswith(
        "Above the price, yet calling is no better than folding within the noise (−2.5 bb): what comes after "
        "costs too (bets still to come, pots you give up when you miss).")
    even = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 1.2, 1.2, 1.2))
    assert "calling is as good as folding within the noise (+1.2 bb)" in why(_grade(choices=even))[-1]
    river = _grade(street="river", equity=0.20, ranges=(("Nadia", (("AA", 1.0),)),))  # nothing after the call
    assert "yet calling" not in why(river)[-1]
    # Heads-up against an all in (no raise to make): no bets are still to come, so none is blamed (the
    # play-test's turn call of 785, 37% against 36% needed and -1.1 bb within the noise).
    all_in = _grade(street="turn", equity=0.37, needed_equity=0.36, choices=noisy, best=0,
                    ranges=(("Nadia", (("AA", 1.0),)),))
    assert "yet calling" not in why(all_in)[-1]
    assert "yet calling" in why(replace(all_in, ranges=short.ranges))[-1]  # another player still in


def test_the_bettors_range_says_ahead_now_and_behind_with_outs_in_parts_that_add_up_to_100() -> None:
    """"45% ahead of you, 46% draws, 10% air" added up to 101% and called overcards draws; and "97% ahead
    of you … you have 35%" read as a contradiction without "now" and "with the cards to come"."""
    d = _grade(street="flop", to_call=25, needed_equity=25 / 65, equity=0.35, taken=0, best=0,
               reason=Reason(make_up=MakeUp("Nadia", 0.446, 0.456, 0.098)),
               ranges=(("Nadia", (("AA", 1.0),)),))
    line = why(d)[-1]
    assert "(45% ahead of you now, 45% behind with outs, 10% air) you have 35% with the cards to come" in line


def test_a_raise_tendency_names_the_raise_once_and_an_equity_tendency_is_no_reason_for_a_bet_won_by_folds(
) -> None:
    """"Bruno raises Raise to 870" is said "Over Raise to 870, Bruno raises again"; a jam that pays by
    Sonja's folds (called, short of its price) is not backed by the equity against her range, which argues
    for calling: the note says it pays by her folds."""
    jam = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 0.9, 1.0, 1.0),
           ChoiceValue(Action.raise_to(970), 7.2, 1.5, 1.5))
    raised = _grade(street="flop", choices=jam, taken=0, best=2, opponent="Bruno",
                    sound=SoundCheck(best=0, gap_bb=0.0, stderr_bb=0.5,
                                     tendency=Tendency("Bruno", "raise", 2, 0.45, 1.0)))
    assert tendency_line(raised) == ("Over Raise to 970, Bruno raises again with about 45% of hands here; a "
                                     "sound player, 100%.")
    by_folds = Reason(answers=(Answers(2, (("Sonja", 0.95),), 0.12, 0.49),))
    shove = _grade(street="flop", choices=jam, taken=0, best=2, opponent="Sonja", reason=by_folds,
                   sound=SoundCheck(best=0, gap_bb=0.0, stderr_bb=0.5,
                                    tendency=Tendency("Sonja", "equity", 2, 0.49, 0.31)))
    assert shove.verdict.kind == "exploit"
    assert tendency_line(shove) == ("Raise to 970 pays by Sonja's folds, not by your cards: Sonja folds 95% "
                                    "of hands to it here.")


def test_bets_into_a_check_are_said_as_bets_after_the_players_check() -> None:
    """A check that is best because the opponent bets into it more than a sound player: "After your check,
    Sonja bets", not "Over Check, Sonja raises again"."""
    river = (ChoiceValue(Action.check(), 13.9, 1.0, 0.0), ChoiceValue(Action.raise_to(85), 8.4, 1.0, 1.0))
    checked = _grade(street="turn", choices=river, taken=1, best=0, opponent="Sonja",
                     sound=SoundCheck(best=0, gap_bb=1.0, stderr_bb=1.5,
                                      tendency=Tendency("Sonja", "raise", 0, 0.63, 0.45)))
    assert tendency_line(checked) == ("After your check, Sonja bets with about 63% of hands here; a sound "
                                      "player, 45%.")


def test_an_exploits_cost_on_fresh_deals_says_why_it_differs_from_the_tables_gap() -> None:
    """Hand 40: "Call 15 +1.1 … Raise to 105 +4.2 best" is a 3.1 bb gap, the verdict's cost 4.8: said why."""
    values = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 1.1, 0.5, 0.5),
              ChoiceValue(Action.raise_to(105), 4.2, 0.1, 0.0))
    d = _grade(to_call=15, pot=45, choices=values, taken=1, best=2, confirm_cost=(4.0, 0.9),
               fresh_cost=(4.8, 0.87), sound=SoundCheck(best=1, gap_bb=0.0, stderr_bb=0.5))
    assert d.verdict.kind == "exploit" and round(d.verdict.cost_bb, 1) == 4.8
    assert verdict(d).endswith("(The table shows 3.1 bb from its own deals; the cost was measured again on "
                               "new deals, and the two differ by luck.)")


def test_a_bet_bigger_than_anyone_can_call_says_how_much_he_has() -> None:
    """"Bet 895" beside "All in 1632" when Bruno had 630: each says that Bruno has 630."""
    d = _grade(street="flop", to_call=0, needed_equity=None,
               choices=(ChoiceValue(Action.check(), 0.0, 0.0, 0.0),
                        ChoiceValue(Action.raise_to(300), 1.0, 0.5),
                        ChoiceValue(Action.raise_to(895), 5.0, 0.5),
                        ChoiceValue(Action.raise_to(1632), 4.0, 0.5)),
               taken=0, best=2)
    stakes = Stakes(1632, 630, "Bruno")
    labels = [choice_label(c, d, stakes) for c in d.choices]
    # the all in is in effect a bet of what Bruno has, and named so (the beginner read "All in 1295 (Lena has
    # 285)" as a lesson to shove)
    assert labels == ["Check", "Bet 300", "Bet 895 (Bruno has 630)", "Bet 630 (puts Bruno all in)"]
    raise_ = replace(d, to_call=100, needed_equity=0.3)  # a raise to 300 is allowed: so is one to 630
    assert choice_label(raise_.choices[3], raise_, stakes) == "Raise to 630 (puts Bruno all in)"
    big = replace(raise_, choices=(d.choices[0], d.choices[3]), best=1)  # no raise to 630 or less allowed
    assert choice_label(big.choices[1], big, stakes) == "All in 1632 (Bruno has 630)"
    assert choice_label(d.choices[3], d, 1632) == "All in 1632"  # the total alone, as the drills pass it


def test_the_strip_says_mistake_exploit_and_close_in_words_and_the_summary_counts_missed_exploits() -> None:
    fold_best = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), -8.0, 0.5, 0.5))
    mistake = _grade(choices=fold_best, best=0)
    exploit = _grade(choices=fold_best, best=0, sound=SoundCheck(best=1, gap_bb=0.0, stderr_bb=0.5))
    close = _grade(choices=(fold_best[0], ChoiceValue(Action.call(), -2.0, 0.5, 0.5)), best=0)
    best = _grade(equity=0.45)
    grade = HandGrade(1, 0, 10, (best, close, mistake, exploit))
    assert decision_strip(grade, 0).plain == (
        "1. Preflop ✓  2. Preflop close  3. Preflop mistake −8.0  4. Preflop exploit −8.0")
    assert hand_summary(grade) == ("1 mistake in this hand, 8.0 bb in all. 1 missed exploit: better against "
                                   "these opponents only, not a mistake.")
    assert hand_summary(HandGrade(1, 0, 10, (exploit,))) == (
        "No mistake of 3 bb or more in this hand. 1 missed exploit: better against these opponents only, not "
        "a mistake.")
    assert hand_summary(grade, exploits=False) == "1 mistake in this hand, 8.0 bb in all."
    assert flagged([grade]) == 1 and flagged([grade], exploits=True) == 1


def test_a_g_row_names_the_hands_cards_and_position_and_wraps_instead_of_cutting_off() -> None:
    many = (ChoiceValue(Action.call(), 0.0, 0.0, 0.5), ChoiceValue(Action.raise_to(165), 4.0, 0.3, 0.0),
            ChoiceValue(Action.raise_to(1020), 4.0, 0.3, 0.3),
            ChoiceValue(Action.raise_to(100), 3.9, 0.3, 0.3),
            ChoiceValue(Action.fold(), 3.9, 0.3, 0.3))
    d = _grade(to_call=30, choices=many, taken=0, best=1, confirm_cost=(4.0, 0.5), fresh_cost=(4.0, 0.5),
               sound=SoundCheck(best=0, gap_bb=0.0, stderr_bb=0.5))
    row = mistake_row(Where(8, "Q♥ 7♣", "UTG"), d, 60).plain
    # too long for one line: the hand beside the cost, the move and its lesson under it (the play-test
    # read "Fold instead of −9.2 bb" with "Raise to 270" on the next line)
    first, second = row.splitlines()[:2]
    assert first.startswith("Hand #8 · Q♥ 7♣ UTG ") and first.endswith("−4.0 bb")
    assert second.strip().startswith("Preflop: Call 30 instead of")
    assert mistake_row(Where(8), d, 200).plain.startswith("Hand #8 · Preflop: Call 30 instead of")  # fits
    words = " ".join(line.strip() for line in row.splitlines())
    assert "(the same within the noise)" in words  # cut off at the width before
    assert all(len(line) <= 60 for line in row.splitlines())


def test_leak_advice_says_what_to_do_from_the_move_and_an_opponents_row_does_not_repeat_it() -> None:
    """"Next time from BTN, open each of these hands in the review (V)" was circular, and an opponent's row
    said a position's advice again."""
    raise_best = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.5), ChoiceValue(Action.call(), -1.0, 0.5, 0.5),
                  ChoiceValue(Action.raise_to(245), 8.0, 0.5, 0.0))
    fold_best = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), -8.0, 0.5, 0.5))
    folded = _grade(choices=raise_best, taken=0, best=2, to_call=90, needed_equity=0.34)
    called = _grade(choices=fold_best, taken=1, best=0, kind="preflop:SB")
    grades = [HandGrade(1, 0, 10, (folded, called))]
    by_kind = leaks(grades, by="kind")
    assert {leak.key: leak.move for leak in by_kind} == {"preflop:BTN": ("fold", "raise"),
                                                        "preflop:SB": ("call", "fold")}
    said = leak_advice(by_kind, by_kind=True).plain
    assert "Preflop, BTN: Next time from BTN, raise rather than fold with hands like these." in said
    assert "Preflop, SB: Next time from SB, fold rather than call with hands like these." in said
    assert "review (V)" not in said
    sized = Leak("preflop:CO", 3, 1, 4.0, "preflop:CO", ("raise", "raise"))
    assert "raise to the size the review shows" in leak_advice([sized], by_kind=True).plain
    against = leak_advice(leaks(grades, by="opponent"), by_kind=False).plain
    assert "Nadia: most of it was in Preflop, " in against and "Next time" not in against


def test_the_advice_after_the_flop_fits_the_better_move_of_the_mistakes_it_sums_up() -> None:
    """"Folds: compare the price with your equity" summed up one fold mistake whose lesson was a jam the
    price says not to call: a fold that should have been a raise is too passive, not a price misread."""
    jam_best = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), -9.0, 0.5, 0.5),
                ChoiceValue(Action.raise_to(775), 21.1, 2.0, 2.0))
    folded = _grade(street="flop", kind="fold", choices=jam_best, taken=0, best=2, to_call=285,
                    needed_equity=0.33, equity=0.21)
    assert folded.verdict.mistake
    said = leak_advice(leaks([HandGrade(19, 0, 10, (folded,))], by="kind"), by_kind=True).plain
    assert "Folds: Next time, raise rather than fold where they fold to a raise often enough" in said
    assert "compare the price" not in said
    cases = {("fold", ("fold", "call")): "yours was enough to call",
             ("call", ("call", "raise")): "calling was too passive",
             ("value", ("raise", "raise")): "to the size the review shows",
             ("value", ("raise", "check")): "check or call with hands like these",
             ("bluff", ("raise", "check")): "bluff where they fold often enough"}
    for (kind, move), words in cases.items():
        assert words in leak_advice([Leak(kind, 2, 1, 4.0, kind, move)], by_kind=True).plain, (kind, move)


def test_an_exploits_tendency_is_a_real_difference_or_the_play_after_is_named() -> None:
    """"Bruno folds … with about 11% of hands here; a sound player, 12%" named no difference: where none is
    found beyond the noise, the note says the gap comes from the play after."""
    jam = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 0.9, 1.0, 1.0),
           ChoiceValue(Action.raise_to(970), 7.2, 1.5, 1.5))
    exploit = _grade(street="flop", choices=jam, taken=0, best=2, opponent="Bruno",
                     sound=SoundCheck(best=0, gap_bb=0.0, stderr_bb=0.5))
    assert exploit.verdict.kind == "exploit"
    assert tendency_line(exploit) == ("Their ranges and first answers here differ from a sound player's "
                                      "only within the noise: the gap comes from how the rest of the hand is "
                                      "played.")
    agreeing = _grade(street="flop", choices=jam, taken=2, best=2, sound=SoundCheck(best=2, gap_bb=0.0,
                                                                                  stderr_bb=0.5))
    assert tendency_line(agreeing) is None


def test_an_exploit_resting_on_the_hands_that_call_says_the_equity_against_them() -> None:
    """Hand 12 of the tight-aggressive audit (seed 3): a jam worth +11.7 bb here and -8.2 at the sound
    table, whose fold shares and ranges differ within the noise: what differs is the hands that call it.
    The note says the equity against them at each table, not "the play after"."""
    jam = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 0.5, 2.7, 2.7),
           ChoiceValue(Action.raise_to(1000), 11.7, 1.4, 1.4))
    exploit = _grade(street="preflop", choices=jam, taken=1, best=2, opponent="Rafael",
                     sound=SoundCheck(best=1, gap_bb=0.0, stderr_bb=0.5,
                                      tendency=Tendency("Rafael", "called", 2, 0.52, 0.31)))
    assert exploit.verdict.kind == "exploit"
    assert tendency_line(exploit, Stakes(1000)) == (
        "Against the hands Rafael calls All in 1000 with here you have 52%; against a sound player's calls, "
        "31%.")


def test_a_tendency_names_a_covered_bet_as_he_meets_it_and_a_jams_folds_by_its_calls() -> None:
    """The play-test read "Kenji calls Raise to 735, Kenji all in with about 18% of hands here" and
    "Felix folds to All in 835 with about 95% of hands here; a sound player, 100%": the answer is to the
    raise he meets, and a fold share near all at both tables is said by the calls, which differ."""
    jam = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 0.9, 1.0, 1.0),
           ChoiceValue(Action.raise_to(1015), 7.2, 1.5, 1.5))
    calls = _grade(street="flop", to_call=100, choices=jam, taken=1, best=2, opponent="Kenji",
                   sound=SoundCheck(best=1, gap_bb=0.0, stderr_bb=0.5,
                                    tendency=Tendency("Kenji", "call", 2, 0.18, 0.35)))
    assert tendency_line(calls, Stakes(1015, 735, "Kenji")) == (
        "Kenji calls Raise to 735 with about 18% of hands here; a sound player, 35%.")
    folds = _grade(street="flop", to_call=100, choices=jam, taken=2, best=0, opponent="Felix",
                   sound=SoundCheck(best=2, gap_bb=0.0, stderr_bb=0.5,
                                    tendency=Tendency("Felix", "fold", 2, 0.95, 1.0)))
    assert tendency_line(folds, Stakes(1015)) == (
        "Felix calls All in 1015 with about 5% of hands here; a sound player, 0%.")
    shallow = replace(folds, choices=(*jam[:2], ChoiceValue(Action.raise_to(500), 7.2, 1.5, 1.5)))
    line = tendency_line(shallow, Stakes(1015))  # a raise he can raise again: his answers are not two
    assert line is not None and line.startswith("Felix folds to Raise to 500 with about 95%")


def test_a_reverse_is_told_by_the_choice_taken_against_the_sound_tables_best() -> None:
    """Hand 39: a jam best here, folding best at the sound table; the difference asked is the jam's against
    the fold there, not the jam's against the call (both best here), which found 11% against 12%."""
    values = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 15.8, 2.8, 1.0),
              ChoiceValue(Action.raise_to(473), 14.6, 2.3, 1.0))
    d = _grade(street="flop", choices=values, taken=2, best=1, opponent="Bruno",
               sound=SoundCheck(best=0, gap_bb=9.1, stderr_bb=1.0))
    assert d.verdict.reverse
    assert disagreement(d) == (2, 0)


def test_a_range_line_says_how_much_of_the_range_its_hands_make_and_any_hand_is_said_so() -> None:
    """Otto, "about 2% of hands: AA KK QQ", then showed A8o from the thin rest of his range; and a player
    yet to act, "about 100% of hands: AA AKs AKo …", read as if he held aces."""
    thin = tuple((hand, 0.05) for hand in ("A8o", "A9o", "ATo", "KJo", "QJo", "JTo", "T9o", "98o"))
    otto = ("Otto", (("AA", 1.0), ("KK", 1.0), ("QQ", 1.0), *thin))
    lines = range_lines(_grade(ranges=(otto,))).plain.splitlines()
    assert lines[1] == "Otto, about 2% of hands; 79% of it is AA KK QQ"
    tight = ("Otto", (("AA", 1.0), ("KK", 1.0), ("QQ", 1.0)))
    assert range_lines(_grade(ranges=(tight,))).plain.splitlines()[1] == "Otto, about 1% of hands: AA KK QQ"
    every = ("Dario", tuple((hand, 1.0) for hand in CLASS_NAMES))
    assert range_lines(_grade(ranges=(every,))).plain.splitlines()[1] == (
        "Dario, about 100% of hands: nearly any two cards")
    # Rafael, about 50% of hands: "AA AKs AKo AQs AQo AJs AJo ATs ATo A9s A9o A8s" (no KK, no QQ) listed
    # the classes held in full in the grid's order; the stronger go first.
    wide = ("Rafael", tuple((hand, 1.0) for hand in CLASS_NAMES[:90]))
    listed = range_lines(_grade(ranges=(wide,))).plain.splitlines()[1].partition(" is ")[2].split()
    assert listed[:5] == ["AA", "KK", "QQ", "JJ", "TT"] and "A8s" not in listed


def test_the_aids_figure_is_quoted_only_where_the_player_had_the_aid_on() -> None:
    d = _grade(reason=Reason(aid=0.53), equity=0.24)
    shown = why_lines(d)
    assert shown is not None and "The odds aid said 53%" in shown.plain
    hidden = why_lines(d, aid=False)
    assert hidden is not None and "odds aid" not in hidden.plain


def test_the_glossary_explains_the_reviews_words_and_a_mistake_in_plain_words() -> None:
    page = " ".join(glossary_plain(width=200).split())
    for term in ("played again on fresh deals", "the deals that found the mistake", "the lesson",
                 "this table, sound player", "missed exploit (not a leak)", "ahead, behind with outs, air"):
        assert term in page, term
    assert "mistake a choice that lost 3 bb or more against a better one" in page
    assert "the choice worth most here among the best" not in page
    assert "best the choice worth most, named with every choice the play-outs cannot tell from it" in page


@pytest.mark.asyncio
async def test_the_reviews_footer_points_to_the_glossary_and_gs_footer_to_the_drill(tmp_path) -> None:
    from test_coach_ui import ONE_HAND, coached_table

    from holdem.tui.screens.coach import CoachScreen
    from holdem.tui.screens.help import HelpScreen
    from holdem.tui.testing import screen_text

    app = coached_table(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press(*ONE_HAND, "v")
        assert "? Glossary" in screen_text(app)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen) and app.screen.glossary
        assert "within the noise" in screen_text(app) and "best" in screen_text(app)
        await pilot.press("escape", "escape", "g")
        screen = app.screen
        assert isinstance(screen, CoachScreen)
        assert "D Drill" in screen_text(app) and screen.check_action("drill", ()) is True  # on a mistake
        for _ in range(len(screen.query_one("#coach-mistakes").mistakes) + len(screen.kinds)):
            await pilot.press("down")  # down the mistakes and the leak report's rows by kind
            works = screen.leak_cursor is None or screen.leak_row_family() is not None
            assert screen.check_action("drill", ()) is (True if works else None)  # dimmed where it does not


def test_where_nothing_differs_beyond_the_noise_an_all_ins_gap_is_not_put_on_the_play_after_it() -> None:
    """An exploit whose best here is all in, with no answer nor equity differing beyond the noise: nothing
    of the player's is left to play after an all in, so the gap is not "how the rest of the hand is played"
    (the beginner's play-test) but the small differences of their answers added up."""
    choices = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.raise_to(300), -1.0, 0.5, 0.5),
               ChoiceValue(Action.raise_to(975), 6.0, 0.5, 0.5))
    sound = SoundCheck(best=0, gap_bb=0.0, stderr_bb=0.5, values=((0.0, 0.0), (-2.0, 0.5), (-1.0, 0.5)))
    shove = _grade(choices=choices, taken=0, best=2, to_call=0, needed_equity=None, sound=sound)
    assert shove.verdict.exploit and shove.verdict.best == (2,)
    said = tendency_line(shove, 975)
    assert said is not None and "rest of the hand" not in said
    assert said.startswith("Their ranges and answers to All in 975 differ from a sound player's only within")
    bet = (choices[0], ChoiceValue(Action.raise_to(300), 6.0, 0.5, 0.5),
           ChoiceValue(Action.raise_to(975), -9.0, 0.5, 0.5))
    raised = _grade(choices=bet, taken=0, best=1, to_call=0, needed_equity=None, sound=sound)
    assert raised.verdict.exploit and raised.verdict.best == (1,)
    assert tendency_line(raised, 975) == (
        "Their ranges and first answers here differ from a sound player's only within the noise: the gap "
        "comes from how the rest of the hand is played.")
    # The second play-test: a fold to an all in, the call best here; after the call only the cards come.
    calls = (ChoiceValue(Action.fold(), 0.0, 0.0, 0.0), ChoiceValue(Action.call(), 6.0, 0.5, 0.5))
    called = _grade(choices=calls, taken=0, best=1, street="flop", ranges=(("Nadia", (("AA", 1.0),)),),
                    sound=SoundCheck(best=0, gap_bb=0.0, stderr_bb=0.5, values=((0.0, 0.0), (-1.0, 0.5))))
    assert called.verdict.exploit
    assert tendency_line(called) == (
        "Their ranges here differ from a sound player's only within the noise, each a little: after Call 25 "
        "nothing is left to play but the cards, so the gap is those small differences added up.")


def test_the_players_mark_and_a_costs_unit_never_part_however_narrow_the_table() -> None:
    """60x20: "best  ◀" / "you" (Rich wraps at a no-break space as at any space)."""
    from rich.console import Console

    from holdem.app.coach_choices import choices_table

    d = _grade(taken=0, best=1)  # the fold taken, the call best
    for width in range(24, 61):
        console = Console(width=width, color_system=None)
        with console.capture() as captured:
            console.print(choices_table(d))
        lines = [line.rstrip() for line in captured.get().splitlines()]
        assert not any(line.endswith("◀") for line in lines), (width, lines)
        assert not any(line.lstrip().startswith(("you", "bb")) for line in lines), (width, lines)
