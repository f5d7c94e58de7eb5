"""One finished hand, step by step: its review (key V), and its replay (Enter), which open each other.

The review shows decision by decision what each choice was worth: left and right step through
the player's decisions, Home and End go to the first and the last, and each opens at its top (↑ ↓
PgUp PgDn scroll a page taller than the screen); Enter opens the replay at the one shown. Until
the coach's worker has graded the hand the page says so, and fills in when the grade arrives (the
app calls ``grades_arrived``). The replay shows the hand as the player saw it, event by event; V
opens its review.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from holdem.app import coach_choices, coach_pages, coach_strings, drill_strings, strings
from holdem.app.coach_labels import street_name
from holdem.app.coach_text import hand_summary
from holdem.app.coaching import Status
from holdem.app.log_lines import log_lines
from holdem.app.render import FittingText
from holdem.app.table_model import Stage
from holdem.coach import HandGrade
from holdem.engine.events import HandStarted
from holdem.i18n.catalog import Msg, _
from holdem.records.replay import replay_steps, replay_view
from holdem.records.stored_hand import StoredHand
from holdem.tui.felt import draw_felt
from holdem.tui.felt import felt as felt_widgets
from holdem.tui.look import deck_of, follow_look
from holdem.tui.screens.small import SizeAware, turn_page
from holdem.tui.widgets import KeyFooter, LogView, TextPanel

if TYPE_CHECKING:
    from holdem.app.coaching import Coach

COACH_KEYS = (coach_strings.KEY_REVIEW, coach_strings.KEY_COACH, coach_strings.KEY_DECISION,
              coach_strings.KEY_REPLAY, coach_strings.KEY_MISTAKE, coach_strings.KEY_RANGES,
              coach_strings.KEY_GLOSSARY, coach_strings.KEY_SCROLL, drill_strings.KEY_START)


class CoachFooter(KeyFooter):
    """The footer, with the coach's key words in the current language too."""

    def words(self, description: str) -> str:
        for message in COACH_KEYS:
            if description == message.english:
                return _(message)
        return super().words(description)


def coach_of(widget: Widget) -> Coach | None:
    """The coach of the widget's app (None in an app without one)."""
    return getattr(widget.app, "coach", None)


def replay_at(hand: StoredHand, step: int, hint: Msg = strings.REPLAY_HINT_REVIEW) -> ReplayScreen:
    """The history's replay of ``hand``, opened just before the event at index ``step``.

    ``hint`` says where Escape goes back to: the review, or the coach's page (``strings.REPLAY_HINT_COACH``).
    """
    screen = ReplayScreen(hand, hint=hint)
    screen.step = max(0, bisect.bisect_right(screen.steps, step) - 1)
    return screen


class ReviewScreen(SizeAware):
    """One hand's decisions, one at a time; Escape goes back."""

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    ReviewScreen { background: #101410; }
    #review-body { height: 1fr; padding: 1 1 0 2; }
    #review-page { height: auto; padding-right: 1; }  /* a column clear of the scroll bar */
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,v,V,q,Q,backspace", "close", strings.KEY_BACK.english, key_display="Esc"),
        Binding("right,n,N,space", "step(1)", coach_strings.KEY_DECISION.english, key_display="← →"),
        Binding("left,p,P", "step(-1)", show=False),
        Binding("home", "step(-1000)", show=False),
        Binding("end", "step(1000)", show=False),
        Binding("up,k", "scroll(-1)", coach_strings.KEY_SCROLL.english, key_display="↑ ↓"),
        Binding("down,j", "scroll(1)", show=False),
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        Binding("enter,r,R", "replay", coach_strings.KEY_REPLAY.english, key_display="Enter"),
        Binding("h,H", "ranges", coach_strings.KEY_RANGES.english, key_display="H"),
        Binding("question_mark", "glossary", coach_strings.KEY_GLOSSARY.english, key_display="?"),
    ]

    def __init__(self, hand: StoredHand, *, at_step: int | None = None) -> None:
        super().__init__()
        self.hand = hand
        self.decision = 0  # which of the hand's decisions is shown
        self.opened = 0  # the decision the page was last scrolled to the top for
        self.at_step = at_step  # open at the decision made at this event, once the grade is there
        self.grade: HandGrade | Status = Status.NONE
        self.grid = -1  # the opponent whose range grid is shown (-1: none; H steps through them)

    def compose(self) -> ComposeResult:
        yield TextPanel(id="review-title", classes="screen-title")
        with VerticalScroll(id="review-body", can_focus=False):
            yield Static(id="review-page")
        yield CoachFooter()
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        follow_look(self, self.show)
        self.show()

    def grades_arrived(self, hand_ids: Iterable[int]) -> None:
        """The app's word that grades came in: redraw if this hand's is one."""
        if self.hand.hand_id in hand_ids:
            self.show()

    def show(self) -> None:
        coach = coach_of(self)
        self.grade = coach.grade(self.hand.hand_id) if coach is not None else Status.NONE
        grade = self.grade
        detail = ""
        if isinstance(grade, HandGrade) and grade.decisions:
            steps = [d.step for d in grade.decisions]
            if self.at_step in steps:
                self.decision, self.at_step = steps.index(self.at_step), None
            self.decision = max(0, min(len(grade.decisions) - 1, self.decision))
            d = grade.decisions[self.decision]
            detail = _(coach_strings.REVIEW_STEP).format(step=self.decision + 1, steps=len(grade.decisions),
                                             street=street_name(d.street))
        self.query_one("#review-title", TextPanel).text = coach_pages.title_line(
            _(coach_strings.REVIEW_TITLE).format(number=self.hand.hand_number), detail)
        self.query_one("#review-page", Static).update(self.page(coach is None))
        if self.decision != self.opened:  # another decision, however chosen: its page opens at its top
            self.opened = self.decision
            self.query_one("#review-body", VerticalScroll).scroll_home(animate=False)

    def page(self, coach_off: bool) -> Group | Text:
        grade = self.grade
        if not isinstance(grade, HandGrade):
            off = coach_strings.REVIEW_COACH_OFF if coach_off else coach_strings.REVIEW_NOT_GRADED
            words = {Status.GRADING: coach_strings.REVIEW_GRADING, Status.FAILED: coach_strings.REVIEW_FAILED,
                     Status.SKIPPED: coach_strings.REVIEW_SKIPPED, Status.STALE: coach_strings.REVIEW_STALE,
                     Status.NONE: off}[grade]
            return Text(_(words), style="italic")
        if not grade.decisions:
            return Text(_(coach_strings.REVIEW_NO_DECISIONS), style="italic")
        d = grade.decisions[self.decision]
        hand = self.hand
        all_in = coach_pages.stakes(hand.events, hand.hero_seat, d)
        exploit = coach_pages.exploit_line(d, all_in) or coach_pages.sound_line(d, all_in)
        aid = hand.hand_number in getattr(self.app, "aid_hands", ())  # the aid's figure, only if it was seen
        notes = [line for line in (exploit, coach_pages.why_lines(d, all_in, aid=aid)) if line is not None]
        return Group(
            coach_pages.cards_line(hand.events, hand.hero_seat, d, deck_of(self)), coach_pages.price_lines(d),
            Text(),
            coach_choices.choices_table(d, all_in), Text(), coach_pages.sentence(d, all_in), *notes,
            Text(), coach_pages.DecisionStrip(grade, self.decision),
            Text(hand_summary(grade), style="italic"), Text(),
            (coach_pages.range_grid(d, self.grid) if 0 <= self.grid < len(d.ranges)
             else coach_pages.range_lines(d)),
        )

    def action_ranges(self) -> None:
        """Show the next opponent's range as a grid (after the last, the list of ranges again)."""
        grade = self.grade
        if isinstance(grade, HandGrade) and grade.decisions:
            ranges = grade.decisions[self.decision].ranges
            self.grid = self.grid + 1 if self.grid + 1 < len(ranges) else -1
            self.show()
            body = self.query_one("#review-body", VerticalScroll)
            body.call_after_refresh(body.scroll_end, animate=False)  # the grid is at the foot of the page

    def action_step(self, delta: int) -> None:
        grade = self.grade
        if isinstance(grade, HandGrade) and grade.decisions:
            step = max(0, min(len(grade.decisions) - 1, self.decision + delta))
            if step != self.decision:
                self.decision = step
                self.show()

    def action_scroll(self, lines: int) -> None:
        """↑↓ (and the page keys): the rest of a page taller than the screen (the reasons, the ranges)."""
        self.query_one("#review-body", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_page(self, pages: int) -> None:
        """The page keys: a screenful of the page at a time (ten lines were a sliver of a long review)."""
        turn_page(self.query_one("#review-body", VerticalScroll), pages)

    def action_replay(self) -> None:
        grade = self.grade
        if isinstance(grade, HandGrade) and grade.decisions:
            self.app.push_screen(replay_at(self.hand, grade.decisions[self.decision].step))
        else:
            self.app.push_screen(replay_at(self.hand, 0))

    def action_glossary(self) -> None:
        """?: the glossary, where every word and mark of the review is explained."""
        from holdem.app.glossary import COACH_SECTION
        from holdem.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(glossary=True, section=COACH_SECTION))

    def action_close(self) -> None:
        self.dismiss()


class ReplayScreen(SizeAware):
    """One hand as the player saw it: left and right step through it, Escape goes back where it came from.

    ``hint`` is the bottom line's message: Escape goes back to the list (from the history), to the
    review or to the coach (``strings.REPLAY_HINT_REVIEW``, ``strings.REPLAY_HINT_COACH``).
    """

    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,backspace,q,Q", "close", strings.KEY_BACK.english, key_display="Esc"),
        Binding("right,down,space,enter,n,N", "step(1)", show=False),
        Binding("left,up,p,P", "step(-1)", show=False),
        Binding("home", "step(-1000)", show=False),
        Binding("end", "step(1000)", show=False),
        Binding("v,V", "review", show=False),
    ]

    def __init__(self, hand: StoredHand, hint: Msg = strings.REPLAY_HINT) -> None:
        super().__init__()
        self.hand = hand
        self.hint = hint
        self.steps = replay_steps(hand.events)
        self.step = 0
        started = next((e for e in hand.events if isinstance(e, HandStarted)), None)
        self.seat_count = len(started.names) if started is not None else 0  # the felt's size (small.py)

    def compose(self) -> ComposeResult:
        yield TextPanel(id="replay-title", classes="screen-title")
        with Horizontal(id="main"):
            yield from felt_widgets()
            yield LogView(id="log")
        yield TextPanel(id="message")
        yield TextPanel(id="replay-hint", classes="screen-hint")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        # where the line is short its groups close up, then the one between the first and the last gives way
        groups = _(self.hint).split("    ")
        forms = ["    ".join(groups), "  ".join(groups), "  ".join([groups[0], groups[-1]])]
        self.query_one("#replay-hint", TextPanel).text = FittingText(
            [Text(" " + form, style="#d7d7af") for form in forms])
        self.show()

    def show(self) -> None:
        hand = self.hand
        upto = self.steps[self.step]
        view = replay_view(hand.events, hand.hero_seat, upto)
        draw_felt(self, view, Stage())
        when = hand.played_at.astimezone()
        heading = _(strings.REPLAY_TITLE).format(number=hand.hand_number, time=strings.short_date(when))
        title = Text(" " + heading, style="bold #d7d7af")
        title.append("  ·  " + _(strings.REPLAY_STEP).format(step=self.step + 1, steps=len(self.steps)),
                     style="#d7d7af")
        self.query_one("#replay-title", TextPanel).text = title
        lines = log_lines(view.events, view.names, hand.hero_seat, deck_of(self))
        self.query_one(LogView).set_lines(lines)
        latest = lines[-1].copy() if self.step and lines else Text(_(strings.REPLAY_DEALT))
        latest.stylize("bold")
        self.query_one("#message", TextPanel).text = latest

    def action_review(self) -> None:
        self.app.push_screen(ReviewScreen(self.hand))

    def action_step(self, delta: int) -> None:
        step = max(0, min(len(self.steps) - 1, self.step + delta))
        if step != self.step:
            self.step = step
            self.show()

    def action_close(self) -> None:
        self.dismiss()
