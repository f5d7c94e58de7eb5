"""What the player reads in the coach's pages, by keys: which mistake a paragraph belongs to in G, the
review's key bar, and where the review opens when the decision shown changes.

The hand and the stand-in grader are those of ``test_coach_ui``: the player calls three times, the second
call a mistake, the fourth decision a missed exploit.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from coach_fakes import crowded_grade, fake_grade
from test_coach_ui import ONE_HAND, coached_table
from textual.containers import VerticalScroll

from holdem.app import coach_strings
from holdem.app.coach_advice import kind_label
from holdem.app.coach_report import TOP_MISTAKES
from holdem.coach import HandGrade
from holdem.i18n import catalog
from holdem.i18n.catalog import _
from holdem.tui.screens.coach import CoachScreen
from holdem.tui.screens.coach_list import MistakeList
from holdem.tui.screens.review import ReviewScreen
from holdem.tui.testing import screen_text, widget_text


def _line_of(lines: list[str], words: str) -> int:
    """The index of the first line holding ``words`` (-1: none)."""
    return next((index for index, line in enumerate(lines) if words in line), -1)


@pytest.mark.asyncio
async def test_the_chosen_mistakes_words_are_under_that_mistake_and_no_other(tmp_path):
    """The strong play-test: with ▶ on the first mistake its paragraph was printed under the last item of
    the list, so it read as that item's text."""
    app = coached_table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ONE_HAND, "g")
        assert isinstance(app.screen, CoachScreen)
        lines = screen_text(app).splitlines()
        first, second = _line_of(lines, "▶ Hand #1 · A♠ K♠ UTG · Flop"), _line_of(lines, "River: Check")
        said = _line_of(lines, "You checked with 35% against their ranges")
        assert 0 <= first < said < second  # under the chosen row, before the next one
        await pilot.press("down")
        lines = screen_text(app).splitlines()
        river, exploits = _line_of(lines, "▶ Hand #1 · A♠ K♠ UTG · River"), _line_of(lines, "Missed exploits")
        said = _line_of(lines, "You checked with 75% against their ranges")
        assert 0 <= river < said < exploits
        assert _line_of(lines, "You checked with 35%") == -1  # the first row's words went with the cursor
        await pilot.press("down")  # the missed exploit, under its heading
        lines = screen_text(app).splitlines()
        turn, said = _line_of(lines, "▶ Hand #1 · A♠ K♠ UTG · Turn"), _line_of(lines, "A missed exploit, not")
        assert 0 <= turn < said < _line_of(lines, "Leaks over 1 graded hand")
        assert said - turn <= 4  # the row, its reason, then the words: nothing between



@pytest.mark.asyncio
async def test_the_list_shrinks_when_the_cursor_leaves_it_for_the_leak_report(tmp_path):
    """The chosen row's words make the list taller: off the list (on a leak row) they go, and so do their
    lines (the list laid out again, not left with blank lines where the words were)."""
    app = coached_table(tmp_path, grader=crowded_grade)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ONE_HAND, "g", *["down"] * (2 * TOP_MISTAKES))  # both lists full, a leak row
        assert app.screen.leak_cursor == 0
        lines = screen_text(app).splitlines()
        # the report right under the list (its padding line between), no blank lines where the words were
        assert _line_of(lines, "Leaks over 1 graded hand") == _line_of(lines, "… and 1 more") + 2

@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "scroll", "glossary"),
                         [("en", "Scroll", "Glossary"), ("pt", "Rolar", "Glossário")])
async def test_the_reviews_key_bar_says_the_keys_that_scroll_it_and_fits_at_60_by_20(
    tmp_path, language, scroll, glossary
):
    """The strong play-test: the bar did not mention ↑ ↓, which a review taller than the screen needs; at
    60x20 (a short screen, where the table hides its bar) the review keeps its bar, closed up to fit."""
    catalog.set_language(language)
    app = coached_table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ONE_HAND, "v")
        assert isinstance(app.screen, ReviewScreen)
        assert f"← → {_(coach_strings.KEY_DECISION)} ↑ ↓ {scroll} Enter" in widget_text(app, "KeyFooter")
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        bar = widget_text(app, "KeyFooter")
        assert bar.startswith("Esc ←→") and f"↑↓ {scroll}" in bar and bar.endswith(f"? {glossary}")
        body = app.screen.query_one("#review-body", VerticalScroll)
        await pilot.press("down", "down", "down")
        assert body.scroll_y == 3
        await pilot.click("KeyFooter", offset=(bar.index("↑↓"), 0))  # a click on the key closed up presses ↑
        assert body.scroll_y == 2


@pytest.mark.asyncio
async def test_a_review_opens_each_decision_at_its_top_whichever_key_changes_it(tmp_path):
    """The strong play-test: End from decision 2 kept the scroll offset, so decision 3 opened in the
    middle of its table with the "Choice" heading above the screen."""
    app = coached_table(tmp_path)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press(*ONE_HAND, "v", "right")
        assert isinstance(app.screen, ReviewScreen)
        body = app.screen.query_one("#review-body", VerticalScroll)
        steps = len(app.coach.grade(app.screen.hand.hand_id).decisions)
        for key, decision in (("end", steps - 1), ("left", steps - 2), ("home", 0), ("right", 1)):
            await pilot.press("pagedown")
            await pilot.pause()
            assert body.scroll_y > 0
            await pilot.press(key)
            await pilot.pause()
            assert app.screen.decision == decision and body.scroll_y == 0, key
            assert "Choice" in screen_text(app)  # the choices' table with its heading in sight
        await pilot.press("pagedown", "h")  # a range grid is drawn at the foot, where the page goes
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y > 0


@pytest.mark.asyncio
async def test_the_help_says_what_home_and_end_do_in_the_review(tmp_path):
    app = coached_table(tmp_path)
    async with app.run_test(size=(120, 150)) as pilot:  # tall enough for the whole page
        await pilot.press("question_mark")
        help_text = " ".join(screen_text(app).split())
        assert "← → the next or the one before, Home End the first and the last, each opened at its top" \
            in help_text


@pytest.mark.asyncio
async def test_the_page_keys_turn_a_screenful_of_the_review(tmp_path):
    """The beginner's play-test: PgDn moved a long review ten lines, a sliver of the page; it turns the
    page (the body's height), and PgUp turns it back."""
    app = coached_table(tmp_path)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press(*ONE_HAND, "v", "h")  # the ranges under the decision: a page taller than the screen
        await pilot.pause()
        body = app.screen.query_one("#review-body", VerticalScroll)
        height = body.scrollable_content_region.height
        assert height > 10 and body.max_scroll_y > 10
        await pilot.press("pagedown")
        await pilot.pause()
        down = body.scroll_y
        assert down >= min(height, body.max_scroll_y)
        await pilot.press("pageup")
        await pilot.pause()
        assert body.scroll_y == max(down - height, 0)


@pytest.mark.asyncio
async def test_the_page_keys_take_the_cursor_along_on_g(tmp_path):
    """The play-test: after End the ▶ stayed on the first mistake, off the screen; ↓ then jumped back up
    and Enter replayed a row nobody could see. End takes it to the last row by kind, Home to the first
    mistake, and PgDn to the first row in sight."""
    app = coached_table(tmp_path, grader=crowded_grade)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ONE_HAND, "g")
        coach = app.screen
        assert isinstance(coach, CoachScreen)
        await pilot.press("end")
        await pilot.pause()
        assert coach.leak_cursor == len(coach.kinds) - 1
        assert "▶ " + kind_label(coach.kinds[-1].key) in screen_text(app)
        await pilot.press("home")
        await pilot.pause()
        assert coach.leak_cursor is None and coach.query_one(MistakeList).cursor == 0
        assert "▶ Hand #1" in screen_text(app)
        await pilot.press("pagedown")
        for _ in range(3):  # the cursor moved, then the page laid out again and kept it in sight
            await pilot.pause()
        cursor = coach.query_one(MistakeList).cursor
        assert cursor > 0 and "▶ Hand #1" in screen_text(app)  # a row further down, on the screen
        await pilot.press("down")
        assert coach.query_one(MistakeList).cursor == cursor + 1  # on from there


@pytest.mark.asyncio
async def test_the_page_keys_leave_no_line_unread_on_g(tmp_path):
    """The play-test at 60x20: one PgDn ended at a row's first lines, the next began at the row after it, and
    the lines between were never shown. The cursor moves to the first row in sight and the row it left
    above loses its words: the page keeps its lines where they were, the cut row's tail at the top."""
    app = coached_table(tmp_path, grader=crowded_grade)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press(*ONE_HAND, "g")
        screens = []
        for _ in range(3):
            for _ in range(4):
                await pilot.pause()
            screens.append(screen_text(app).splitlines()[1:-1])  # the title and the key bar aside
            await pilot.press("pagedown")
        cut, tail = screens[1][-2:], screens[2][:2]
        assert "Hand #1" in cut[0] and "Flop:" in cut[1]  # the second screen ends on a row's first lines
        assert "better against a sound player" in tail[0] and "bb there." in tail[1], screens[2]
        assert screens[2][2].startswith(" ▶ Hand #1")  # and the cursor on the row after it


def _clean_grade(job):
    """``fake_grade`` with the best choice taken at every decision: a hand with nothing listed in G."""
    grade = fake_grade(job)
    return HandGrade(grade.hand_id, grade.seat, grade.big_blind,
                     tuple(replace(d, taken=d.best, sound=None) for d in grade.decisions))


@pytest.mark.asyncio
async def test_with_no_mistake_listed_home_and_end_move_over_the_rows_by_kind(tmp_path):
    app = coached_table(tmp_path, grader=_clean_grade)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ONE_HAND, "g", "end")
        coach = app.screen
        assert isinstance(coach, CoachScreen) and not coach.query_one(MistakeList).mistakes
        assert coach.leak_cursor == len(coach.kinds) - 1
        await pilot.press("home")
        assert coach.leak_cursor == 0


@pytest.mark.asyncio
async def test_the_table_of_kinds_keeps_its_columns_as_the_cursor_moves_and_says_the_drill_under_it(tmp_path):
    """The play-test: with ▶ on the longest kind the columns moved two to the right, and the drill D starts
    was said above the report's heading, a dozen lines from the row."""
    app = coached_table(tmp_path, grader=crowded_grade)
    async with app.run_test(size=(100, 50)) as pilot:
        await pilot.press(*ONE_HAND, "g", "end")
        await pilot.pause()
        coach = app.screen
        lines = screen_text(app).splitlines()
        head = _line_of(lines, _(coach_strings.BY_KIND))
        columns = lines[head].index(_(coach_strings.DECISIONS_COLUMN))
        await pilot.press("up")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        head = _line_of(lines, _(coach_strings.BY_KIND))
        assert lines[head].index(_(coach_strings.DECISIONS_COLUMN)) == columns
        said = coach.drill_said().plain.strip()
        chosen = _line_of(lines, "▶ " + kind_label(coach.kinds[coach.leak_cursor].key))
        assert chosen < _line_of(lines, said) <= chosen + len(coach.kinds)  # under the table, not above it


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(60, 20), (80, 24), (100, 30)])
async def test_pagedown_never_takes_the_cursor_back_up_on_g(tmp_path, size):
    """The play-test at 100x30: near the foot PgDn went from "▶ Hand #6" to "▶ Bluffs" and back, the page
    unable to turn a whole screen and the first row in sight above the cursor (these grades do not reach
    that state: the property is checked where they go)."""
    app = coached_table(tmp_path, grader=crowded_grade)
    async with app.run_test(size=size) as pilot:
        await pilot.press(*ONE_HAND, "g")
        coach = app.screen
        assert isinstance(coach, CoachScreen)
        mistakes = coach.query_one(MistakeList)

        def place() -> int:
            return mistakes.cursor if coach.leak_cursor is None else len(mistakes.rows) + coach.leak_cursor

        places = [place()]
        for _ in range(12):
            await pilot.press("pagedown")
            for _ in range(4):
                await pilot.pause()
            places.append(place())
        assert places == sorted(places), places
        assert places[-1] > places[0]
