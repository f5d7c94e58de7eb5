"""The coach screen (key G): this session's costliest mistakes, then its missed exploits (the first
:data:`~holdem.app.coach_report.TOP_MISTAKES` of each), and the leak report.

Up and down choose a mistake or an exploit, Enter opens the history's replay at that decision. Each has
its reason on the line under it, and the chosen one its verdict in words under that; the exploits (better
against these opponents only) are listed apart, in their own colour, and never counted as leaks. Below,
the cost of the mistakes of every stored hand, grouped by kind and by opponent, each leak with a sentence
on what to do next time.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Final

from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.geometry import Region
from textual.widgets import Static

from holdem.app import coach_pages, coach_strings, drill_strings, strings
from holdem.app.coach_advice import kind_label
from holdem.app.coach_labels import plural
from holdem.app.coach_report import Leak, costliest, flagged, leaks
from holdem.app.coach_text import hand_summary
from holdem.app.drill_text import family_name
from holdem.app.drills import family_for
from holdem.app.leak_drills import leak_family
from holdem.coach import DecisionGrade, HandGrade
from holdem.i18n.catalog import _
from holdem.tui.look import follow_look
from holdem.tui.screens.coach_list import Mistake, MistakeList
from holdem.tui.screens.drill import start_drill
from holdem.tui.screens.review import CoachFooter, ReviewScreen, coach_of, replay_at
from holdem.tui.screens.small import SizeAware, turn_page
from holdem.tui.screens.table import TableScreen
from holdem.tui.widgets import TextPanel

if TYPE_CHECKING:
    from holdem.app.session import Session
    from holdem.tui.look import GameApp

ADVICE_MARGIN: Final = 2
"""Columns the sentences under the leak tables stand in from the edge, their wrapped lines too."""
LEAK_ROWS_BELOW: Final = 4
"""Lines of the leak report above its first row by kind (the padding, the heading, the table's title and
head): kept in sight above a chosen row."""


class CoachScreen(SizeAware):
    """The session's costliest mistakes and the leak report; Escape (or G) goes back. The cursor goes on
    from the last mistake down the leak report's rows by kind, where D drills the row's kind."""

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    CoachScreen { background: #101410; }
    #coach-page { height: 1fr; }
    #coach-mistakes-title { height: auto; padding: 0 1; margin-top: 1; }
    #coach-mistakes { height: auto; padding: 0 1; }
    #coach-leak-tables { height: auto; padding: 1 1 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,g,G,q,Q,backspace", "close", strings.KEY_BACK.english, key_display="Esc"),
        Binding("up,k", "move(-1)", coach_strings.KEY_MISTAKE.english, key_display="↑ ↓"),
        Binding("down,j", "move(1)", show=False),
        Binding("enter,right,space", "replay", coach_strings.KEY_REPLAY.english, key_display="Enter"),
        Binding("v,V", "review", coach_strings.KEY_REVIEW.english, key_display="V"),
        Binding("d,D", "drill", drill_strings.KEY_START.english, key_display="D"),
        Binding("pageup", "scroll_page(-1)", show=False),
        Binding("pagedown", "scroll_page(1)", show=False),
        Binding("home", "page_end(0)", show=False),
        Binding("end", "page_end(1)", show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.kinds: list[Leak] = []
        """The leak report's rows by kind, as shown."""
        self.grades: list[Any] = []
        """Every stored hand's grade: what the leak report counts."""
        self.decisions: list[DecisionGrade] = []
        """Their decisions."""
        self.leak_cursor: int | None = None
        """The row of :attr:`kinds` under the cursor (None: the cursor is on the mistakes)."""

    def compose(self) -> ComposeResult:
        yield TextPanel(id="coach-title", classes="screen-title")
        # one page that scrolls as a whole: long lists of mistakes never leave the leak report out of reach
        with VerticalScroll(id="coach-page", can_focus=False):
            yield TextPanel(id="coach-mistakes-title")
            yield MistakeList(id="coach-mistakes")
            yield Static(id="coach-leak-tables")
        yield CoachFooter()
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        follow_look(self, self.show)
        self.show()

    def grades_arrived(self, hand_ids: Iterable[int]) -> None:
        """New grades: the lists are worked out again."""
        self.show()

    def show(self) -> None:
        coach, records, record = coach_of(self), self.session.records, self.session.record
        session_grades = coach.stored_grades(record.session_id) if coach and record else []
        every_grade = coach.stored_grades() if coach else []
        found: list[Mistake] = []
        exploits = 0
        top = costliest(session_grades)
        top_exploits = costliest(session_grades, exploits=True)
        for grade, decision in [*top, *top_exploits]:
            hand = records.store.get(grade.hand_id) if records is not None else None
            if hand is not None:
                found.append((hand, decision))
                exploits += decision.verdict.exploit
        pending = coach.pending if coach is not None else 0
        self.query_one("#coach-title", TextPanel).text = coach_pages.title_line(
            _(coach_strings.COACH_TITLE), plural(coach_strings.STILL_GRADING, pending) if pending else "")
        self.query_one("#coach-mistakes-title", TextPanel).text = Text(_(coach_strings.MISTAKES_HEADING),
                                                                       style=coach_pages.LABEL)
        mistakes = self.query_one(MistakeList)
        mistakes.mistakes = found
        mistakes.exploits = exploits
        mistakes.more = (flagged(session_grades) - len(top),
                         flagged(session_grades, exploits=True) - len(top_exploits))
        mistakes.move(0)
        mistakes.refresh(layout=True)
        self.grades, self.kinds = every_grade, leaks(every_grade, by="kind")
        self.decisions = [d for grade in every_grade for d in grade.decisions]
        if self.leak_cursor is not None:
            self.leak_cursor = min(self.leak_cursor, len(self.kinds) - 1) if self.kinds else None
        self.query_one("#coach-leak-tables", Static).update(self.leak_report(every_grade))
        self.refresh_bindings()

    def leak_report(self, grades: list[Any]) -> RenderableType:
        if not grades:
            return Text(_(coach_strings.NO_LEAKS), style="italic")
        kinds, opponents = leaks(grades, by="kind"), leaks(grades, by="opponent")
        def indented(text: Text) -> Padding:  # a sentence that wraps keeps its margin
            return Padding(text, (0, 0, 0, ADVICE_MARGIN))

        return Group(
            Text(plural(coach_strings.LEAKS_HEADING, len(grades)), style=f"bold {coach_pages.LABEL}"),
            coach_pages.leak_table(kinds, by_kind=True, chosen=self.leak_cursor),
            *([indented(said)] if (said := self.drill_said()).plain else []),
            indented(coach_pages.leak_advice(kinds, by_kind=True)), Text(),
            coach_pages.leak_table(opponents, by_kind=False),
            indented(coach_pages.leak_advice(opponents, by_kind=False)),
        )

    def action_move(self, delta: int) -> None:
        mistakes = self.query_one(MistakeList)
        last = len(mistakes.mistakes) - 1
        if self.leak_cursor is None and delta > 0 and mistakes.cursor >= last and self.kinds:
            self.leak_cursor = 0  # on from the last mistake into the leak report
        elif self.leak_cursor is not None:
            row = self.leak_cursor + delta
            back = row < 0 and bool(mistakes.mistakes)  # up from the first row: back to the last mistake
            self.leak_cursor = None if back else max(0, min(len(self.kinds) - 1, row))
        else:
            mistakes.move(delta)
        self._moved()
        self.call_after_refresh(self.chosen_in_sight)

    def _moved(self) -> None:
        """The list and the report drawn again for the cursor where it is now."""
        mistakes = self.query_one(MistakeList)
        mistakes.active = self.leak_cursor is None
        mistakes.refresh(layout=True)
        self.query_one("#coach-leak-tables", Static).update(self.leak_report(self.grades))
        self.refresh_bindings()

    def chosen_in_sight(self, again: bool = True) -> None:
        """Scroll the page so the chosen mistake or leak row is in sight (a leak row with its table's
        heading and head above it); ``again`` after the next refresh too, as the list laid out again (the
        chosen row's words under it) can move the report below after this refresh."""
        page = self.query_one("#coach-page", VerticalScroll)
        mistakes = self.query_one(MistakeList)
        if self.leak_cursor is not None:
            tables = self.query_one("#coach-leak-tables", Static).virtual_region
            # the padding line, the report's heading, the table's title and head, then the rows
            top = tables.y + LEAK_ROWS_BELOW + self.leak_cursor
            page.scroll_to_region(Region(0, top - LEAK_ROWS_BELOW, 1, LEAK_ROWS_BELOW + 1), animate=False)
        elif mistakes.mistakes:
            mistakes.drawn(mistakes.content_region.width)  # the rows where they are now, not as last drawn
            first, lines = mistakes.rows[min(mistakes.cursor, len(mistakes.rows) - 1)]
            top = mistakes.virtual_region.y + first
            page.scroll_to_region(Region(0, top, 1, lines), animate=False)
        if again:
            self.call_after_refresh(self.chosen_in_sight, False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """D is offered where it works: on a mistake or exploit, or on a leak row whose kind a drill family
        trains (dimmed elsewhere, with the line under the list saying why)."""
        if action == "drill" and self.is_mounted:
            return True if self._chosen() is not None or self.leak_row_family() is not None else None
        return True

    def leak_row_family(self) -> str | None:
        """The family D drills from the leak report's chosen row (None: no family drills its kind)."""
        if self.leak_cursor is None:
            return None
        return leak_family(self.kinds[self.leak_cursor].key, self.decisions)

    def drill_said(self) -> Text:
        """On a leak row, the drill D starts (or that none does), said under the table of kinds (a chosen
        mistake has its words under its own row, :class:`MistakeList`); else nothing."""
        if self.leak_cursor is None:
            return Text()
        kind = self.kinds[self.leak_cursor].key
        family = self.leak_row_family()
        words = (_(drill_strings.LEAK_DRILL).format(kind=kind_label(kind), family=family_name(family))
                 if family is not None else _(drill_strings.LEAK_NO_DRILL).format(kind=kind_label(kind)))
        return Text(words, style="italic")

    def _chosen(self) -> Mistake | None:
        mistakes = self.query_one(MistakeList)
        return mistakes.mistakes[mistakes.cursor] if mistakes.mistakes and self.leak_cursor is None else None

    def action_replay(self) -> None:
        chosen = self._chosen()
        if chosen is not None:
            self.app.push_screen(replay_at(chosen[0], chosen[1].step, strings.REPLAY_HINT_COACH))

    def action_review(self) -> None:
        chosen = self._chosen()
        if chosen is not None:
            self.app.push_screen(ReviewScreen(chosen[0], at_step=chosen[1].step))

    def action_drill(self) -> None:
        """D: drill the kind of spot of the chosen mistake or leak row (its leak kind's family)."""
        chosen = self._chosen()
        if self.leak_cursor is not None:
            family = self.leak_row_family()
            if family is not None:
                start_drill(self.app, family)
            else:  # the line under the list says that no drill works on this kind
                self.app.bell()
        elif chosen is not None:
            start_drill(self.app, family_for(chosen[1].kind, chosen[1].street))

    def action_scroll_page(self, pages: int) -> None:
        """PgDn and PgUp: a screenful, the cursor taken to the first row in sight (↑ ↓ and Enter go on from
        what is on the screen, not from a row scrolled away)."""
        turn_page(self.query_one("#coach-page", VerticalScroll), pages)
        self.call_after_refresh(self.cursor_in_sight, pages)

    def action_page_end(self, end: int) -> None:
        """Home (``0``) and End (``1``): the top of the page with the cursor on the first row (a mistake, else
        a row by kind), or its foot with the leak report, the cursor on the last row by kind."""
        scroll = self.query_one("#coach-page", VerticalScroll)
        mistakes = self.query_one(MistakeList)
        if end:
            scroll.scroll_end(animate=False)
            if self.kinds:
                self.leak_cursor = len(self.kinds) - 1
        else:
            scroll.scroll_home(animate=False)
            if mistakes.mistakes:
                self.leak_cursor, mistakes.cursor = None, 0
            elif self.kinds:  # no mistake listed: the first row by kind is the first row
                self.leak_cursor = 0
        self._moved()
        self.call_after_refresh(scroll.scroll_end if end else scroll.scroll_home, animate=False)

    def cursor_in_sight(self, pages: int = 0) -> None:
        """The cursor on the first mistake or row by kind whose line is on the screen (left where it is when
        none is: the foot of the report); after PgDn (``pages`` 1) never a row above it, after PgUp (-1)
        never one below (at the foot of the page the screen cannot move a whole page, and the first row in
        sight may be above the cursor: PgDn took it back up)."""
        page = self.query_one("#coach-page", VerticalScroll)
        mistakes = self.query_one(MistakeList)
        top, bottom = page.scroll_y, page.scroll_y + page.scrollable_content_region.height
        first_row = self.query_one("#coach-leak-tables", Static).virtual_region.y + LEAK_ROWS_BELOW
        listed = mistakes.virtual_region.y
        rows: list[tuple[int, int, int | None]] = [
            (listed + first, index, None) for index, (first, _lines) in enumerate(mistakes.rows)]
        rows += [(first_row + index, mistakes.cursor, index) for index in range(len(self.kinds))]
        at = mistakes.cursor if self.leak_cursor is None else len(mistakes.rows) + self.leak_cursor
        found = next(((index, row) for place, (y, index, row) in enumerate(rows) if top <= y < bottom
                      and (pages <= 0 or place > at) and (pages >= 0 or place < at)), None)
        if found is None or (found[1], found[0]) == (self.leak_cursor, mistakes.cursor):
            return
        # The row left above the screen loses the words under it: what is on the screen would move up by
        # as many lines, and the lines at its top (a row's tail) would go unread. The page keeps them.
        left = mistakes.cursor if self.leak_cursor is None else None
        above = left is not None and left < len(mistakes.rows) and listed + mistakes.rows[left][0] < top
        shift = mistakes.words_lines(left) if above and left is not None else 0
        mistakes.cursor, self.leak_cursor = found
        self._moved()
        self.call_after_refresh(self._kept_in_place, shift)

    def _kept_in_place(self, shift: int) -> None:
        """After the page turned and the cursor moved to the first row in sight: the page back up by the
        ``shift`` lines the row left above lost, then the chosen row's first line kept in sight."""
        page = self.query_one("#coach-page", VerticalScroll)
        top = max(page.scroll_y - shift, 0)
        mistakes = self.query_one(MistakeList)
        if self.leak_cursor is None and mistakes.mistakes:
            mistakes.drawn(mistakes.content_region.width)
            first, _lines = mistakes.rows[min(mistakes.cursor, len(mistakes.rows) - 1)]
            row = mistakes.virtual_region.y + first
            if not top <= row < top + page.scrollable_content_region.height:
                top = row  # (not so far down the rows: the chosen row's first line at the top)
        page.scroll_to(y=top, animate=False)

    def action_close(self) -> None:
        self.dismiss()


def announce_grade(app: GameApp, hand_ids: Iterable[int]) -> None:
    """Between hands, with nothing else on the message line: say that the last hand's grade came in."""
    table, records, coach = app.screen, app.session.records, app.coach
    if not (isinstance(table, TableScreen) and table.between_hands and not table.message.plain):
        return
    last = records.store.recent(1) if records is not None else []
    if not (last and coach is not None and last[0].hand_id in hand_ids):
        return
    grade = coach.grade(last[0].hand_id)
    if isinstance(grade, HandGrade) and grade.decisions:
        summary = hand_summary(grade, exploits=False)  # one line: the mistakes, and the exploits counted
        missed = sum(d.verdict.exploit for d in grade.decisions)
        if missed:
            summary += " " + plural(coach_strings.HAND_EXPLOITS_SHORT, missed)
        said = _(coach_strings.GRADED).format(number=last[0].hand_number, summary=summary)
        table.say(said, style="italic")


def open_coach(app: GameApp, page: str) -> None:
    """Key V (``page="review"``: the last finished hand) or G (``"summary"``) at the table."""
    if page == "summary":
        app.push_screen(CoachScreen(app.session))
        return
    records = app.session.records
    hands = records.store.recent(1) if records is not None else []
    if hands:
        app.push_screen(ReviewScreen(hands[0]))
    elif isinstance(app.screen, TableScreen):
        app.screen.say(_(coach_strings.NO_HAND_YET))
