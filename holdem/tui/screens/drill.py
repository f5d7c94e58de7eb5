"""The drill screen (one family's spots, graded as the key is pressed) and the drills page (key D).

The spot is found and its choices graded in a worker thread (:class:`holdem.app.drills.DrillRun`):
the table deals hands until the spot comes up, then the coach values every choice while the player
looks, so the verdict shows when a key 1-8 is pressed (or as soon as that choice's grade is ready).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from holdem.app import drill_strings, strings
from holdem.app.drill_text import (
    choice_keys,
    choices_line,
    family_name,
    narrowing_line,
    progress_lines,
    rest_lines,
    score_line,
    spot_lines,
    verdict_lines,
)
from holdem.app.drills import DrillRun, narrowed, progress
from holdem.coach.drill_families import FAMILIES
from holdem.coach.drill_rest import RestOfHand, play_rest
from holdem.coach.drill_spots import ANYWHERE, Narrowing
from holdem.coach.grade import DEFAULT_BUDGET, Budget, DecisionGrade
from holdem.engine.actions import Action
from holdem.i18n.catalog import _
from holdem.tui.screens.small import SizeAware, turn_page
from holdem.tui.widgets import TextPanel

if TYPE_CHECKING:
    from holdem.coach.drill_spots import DrillSpot

BUDGET: Budget = DEFAULT_BUDGET
"""The coach's trial counts for drills (tests set smaller ones)."""
MAX_HANDS: int | None = None
"""Hands a spot's search plays at most (None: the family's own, ``drill_spots.search_hands``; tests set
fewer)."""
TITLE_STYLE = "bold #ffd75f"
WRAP_MARGIN = 3
"""Columns of the screen the spot's lines leave free: the padding either side and the scrollbar."""
KIND_STYLES = {"best": "bold #5fd75f", "close": "bold #d7d7af", "mistake": "bold #ff5f5f",
               "exploit": "bold #5fafff"}


def drill_run(app: Any, family: str, narrowing: Narrowing | None = None) -> DrillRun:
    """A drill of ``family`` at the session's table: copies of its opponents as they are now, the session's
    store, a seed of the session's; narrowed as asked (else as ``holdem drill`` narrowed it, else not)."""
    session = app.session
    store = app.records.store if app.records is not None else None
    opponents = [copy.deepcopy(bot) for bot in session.bots]
    seed = session.seed * 1_000 + (len(store.drill_answers) if store is not None else 0)
    narrowing = narrowing or getattr(app, "drill_narrowing", None) or ANYWHERE
    run = DrillRun(family, seed=seed, narrowing=narrowing, opponents=opponents, store=store, budget=BUDGET,
                   max_hands=MAX_HANDS)
    app.drill_runs.append(run)
    return run


class DrillScreen(SizeAware):
    """One family's drill: the spot, the choices with keys, the verdict after the key; N next spot, H the rest
    of the hand after the verdict, P the drills page, Escape back."""

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    DrillScreen { background: #101410; }
    #drill-scroll { height: 1fr; padding: 0 1; scrollbar-size-vertical: 1; }
    #drill-verdict { margin-top: 1; }
    #drill-keys { height: 1; background: #1c1c1c; padding: 0 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(key, f"answer({index})", show=False) for index, key in enumerate("12345678")),
        Binding("up,k", "scroll(-1)", show=False),
        Binding("down,j", "scroll(1)", show=False),
        Binding("pageup", "turn(-1)", show=False),
        Binding("pagedown", "turn(1)", show=False),
        Binding("n,N", "next", drill_strings.KEY_NEXT.english, key_display="N"),
        Binding("h,H", "rest", drill_strings.KEY_REST.english, key_display="H"),
        Binding("p,P", "page", drill_strings.KEY_PAGE.english, key_display="P"),
        Binding("escape,q,Q", "close", drill_strings.KEY_BACK.english, key_display="Esc"),
    ]

    def __init__(self, run: DrillRun, *, leave_app: bool = False) -> None:
        super().__init__()
        self.run = run
        self.leave_app = leave_app  # the drill was started from the command line: Escape leaves the game
        self.spot: DrillSpot | None = None
        self.searching = False
        self.pending: Action | None = None
        self.shown: DecisionGrade | None = None
        self.rest: RestOfHand | None = None
        self.resting = False
        self.dealing = 1  # the number of the spot being dealt or shown
        self.revealed: object = None  # the verdict (or the rest of the hand) last scrolled into view
        self.revealed_at = 0.0  # and where it was scrolled to

    def compose(self) -> ComposeResult:
        yield TextPanel(id="drill-title", classes="screen-title")
        with VerticalScroll(id="drill-scroll", can_focus=False):
            yield Static(id="drill-body")
            yield Static(id="drill-verdict")
        yield Static(_(drill_strings.NEXT_KEYS), id="drill-keys")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        # the lines' count changes after a repaint too (a scrollbar that comes takes a column)
        scroll = self.query_one("#drill-scroll")
        self.watch(scroll, "virtual_size", lambda _size: self._fit_keys(), init=False)
        self.action_next()

    def action_next(self) -> None:
        """Deal hands until the next spot, then grade its choices, in a worker thread."""
        if self.searching:  # one search at a time: N again waits for it
            return
        self.searching, self.spot, self.pending, self.shown = True, None, None, None
        self.rest, self.resting = None, False
        self.dealing = self.run.number + 1
        self.show()
        self.run_worker(self._work, thread=True, exclusive=True, group="drill")

    def _work(self) -> None:
        spot = self.run.next_spot()
        self.app.call_from_thread(self._found, spot)
        if spot is not None:
            self.run.prepare(spot)
            self.app.call_from_thread(self._graded)

    def _found(self, spot: DrillSpot | None) -> None:
        self.spot, self.searching = spot, False
        self.show()

    def _graded(self) -> None:
        if self.pending is not None and self.shown is None:
            self.action_answer_with(self.pending)
        self.show()

    def action_answer(self, index: int) -> None:
        if self.spot is None or self.shown is not None:
            return
        keys = choice_keys(self.spot)
        if index < len(keys):
            self.action_answer_with(keys[index][1])

    def action_answer_with(self, action: Action) -> None:
        grade = self.run.ready(action)
        if grade is None:  # its turn to be graded comes next: shown when the worker has it
            self.pending = action
            self.show()
            return
        self.shown = self.run.answer(action, grade)
        self.pending = None
        self.show()

    def action_rest(self) -> None:
        """After the verdict: the table's strategies play the rest of the hand (in a worker thread)."""
        if self.spot is None or self.shown is None or self.rest is not None or self.resting:
            return
        self.resting = True
        self.show()
        spot, answer = self.spot, self.shown.choices[self.shown.taken].action
        self.run_worker(lambda: self.app.call_from_thread(self._rested, spot, play_rest(spot, answer)),
                        thread=True, group="drill-rest")

    def _rested(self, spot: DrillSpot, rest: RestOfHand) -> None:
        if spot is self.spot:  # not a hand the player has moved on from
            self.rest, self.resting = rest, False
            self.show()

    def text(self) -> str:
        """What the screen says under its title: the spot, the choices, and the verdict once shown."""
        body, verdict = self.query_one("#drill-body", Static), self.query_one("#drill-verdict", Static)
        said = str(body.render())
        return said + ("\n\n" + str(verdict.render()) if verdict.display else "")

    def show(self) -> None:
        if not self.is_mounted:
            return
        family = family_name(self.run.family.key)
        title = _(drill_strings.SCREEN_TITLE).format(family=family, number=self.dealing)
        self.query_one("#drill-title", TextPanel).text = Text(title, style=TITLE_STYLE)
        body = self.query_one("#drill-body", Static)
        verdict = self.query_one("#drill-verdict", Static)
        verdict.display = self.spot is not None and self.shown is not None
        if self.spot is None:
            message = _(drill_strings.SEARCHING) if self.searching else _(drill_strings.NOT_FOUND)
            body.update(Text(message, style="italic"))
        else:
            width = max(self.app.size.width - WRAP_MARGIN, 1)
            text = Text("\n".join(spot_lines(self.spot, width)))
            text.append("\n\n" + choices_line(self.spot, width), style="bold")
            if self.shown is None and self.pending is not None:
                done = sum(self.run.graded(a) for _key, a in choice_keys(self.spot))
                self.run.ready(self.pending)  # still the one wanted next
                grading = _(drill_strings.GRADING).format(done=done, total=len(choice_keys(self.spot)))
                text.append("\n\n" + grading, style="italic")
            body.update(text)
        if self.spot is not None and self.shown is not None:
            lines = verdict_lines(self.shown, self.spot)
            said = Text(lines[0], style=KIND_STYLES.get(self.shown.verdict.kind, "bold"))
            said.append("\n" + "\n".join(lines[1:]))
            said.append("\n\n" + score_line(self.run.score()), style="italic")
            if self.rest is not None:
                said.append("\n\n" + "\n".join(rest_lines(self.rest)))
            elif self.resting:
                said.append("\n\n" + _(drill_strings.REST_PLAYING), style="italic")
            verdict.update(said)
        self.call_after_refresh(self._fit_keys)

    def _fit_keys(self) -> None:
        """Bring a verdict just shown (or the rest of the hand) into view, and say in the key bar how to see
        what does not fit (↑↓ scroll)."""
        if not self.is_mounted:
            return
        scroll = self.query_one("#drill-scroll", VerticalScroll)
        shown = self.rest or self.shown
        # scrolled again while the player has not scrolled: a later repaint may change the lines' count
        if shown is not None and (shown is not self.revealed or scroll.scroll_y == self.revealed_at):
            self.revealed = shown
            if self.rest is not None:
                self.revealed_at = scroll.max_scroll_y
            else:  # as little as shows the whole verdict, never past its first line
                top = self.query_one("#drill-verdict", Static).virtual_region.y
                self.revealed_at = min(top, scroll.max_scroll_y)
            scroll.scroll_to(y=self.revealed_at, animate=False)
        rest_due = self.shown is not None and self.rest is None
        if scroll.max_scroll_y > 0:
            keys = drill_strings.REST_KEYS_SCROLL if rest_due else drill_strings.NEXT_KEYS_SCROLL
        else:
            keys = drill_strings.REST_KEYS if rest_due else drill_strings.NEXT_KEYS
        self.query_one("#drill-keys", Static).update(_(keys))

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        self.show()  # the seats' actions and the choices are broken to the new width

    def action_scroll(self, lines: int) -> None:
        """↑↓ (and the page keys): what does not fit on the screen."""
        scroll = self.query_one("#drill-scroll", VerticalScroll)
        scroll.scroll_relative(y=lines, animate=False)

    def action_turn(self, pages: int) -> None:
        """The page keys: a screenful at a time."""
        turn_page(self.query_one("#drill-scroll", VerticalScroll), pages)

    def action_page(self) -> None:
        self.app.push_screen(DrillsPage(self.run.store, self.run.narrowing))

    def action_close(self) -> None:
        if self.leave_app:
            self.app.exit()
        else:
            self.dismiss()


class DrillsPage(SizeAware):
    """Per-family progress over every stored drill answer, with a bar chart; Enter drills the family under
    the cursor, narrowed by P (the position), S (the stacks' depth) and C (close decisions only); Escape goes
    back."""

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    DrillsPage { background: #101410; }
    #drills-body { height: 1fr; padding: 0 1; scrollbar-size-vertical: 1; }
    #drills-keys { height: 1; background: #1c1c1c; padding: 0 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "move(-1)", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("pageup", "scroll(-10)", show=False),
        Binding("pagedown", "scroll(10)", show=False),
        Binding("enter", "start", drill_strings.KEY_START.english, key_display="Enter"),
        Binding("p,P", "narrow('position')", show=False),
        Binding("s,S", "narrow('depth')", show=False),
        Binding("c,C", "narrow('close')", show=False),
        Binding("escape,d,D,q,Q", "close", strings.KEY_BACK.english, key_display="Esc"),
    ]

    def __init__(self, store: Any = None, narrowing: Narrowing | None = None) -> None:
        super().__init__()
        self.store = store
        self.cursor = 0
        self.narrowing = narrowing or ANYWHERE  # what Enter's drill pins

    def compose(self) -> ComposeResult:
        yield TextPanel(id="drills-title", classes="screen-title")
        with VerticalScroll(id="drills-body", can_focus=False):
            yield Static(id="drills-table")
        yield Static(_(drill_strings.PAGE_KEYS), id="drills-keys")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.show()

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        self.show()

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        self.show()  # the rows fitted to the new width

    def show(self) -> None:
        if not self.is_mounted:
            return
        answers = list(self.store.drill_answers) if self.store is not None else []
        self.query_one("#drills-title", TextPanel).text = Text(_(drill_strings.PAGE_TITLE), style=TITLE_STYLE)
        rows = progress_lines(progress(answers), answers, self.app.size.width - WRAP_MARGIN)
        text = Text(rows[0] + "\n", style="bold")
        for index, row in enumerate(rows[1:]):
            text.append(("▶" if index == self.cursor else " ") + row + "\n",
                        style="on #303a30" if index == self.cursor else "")
        text.append("\n" + narrowing_line(self.narrowing) + "\n", style="bold")
        text.append("\n" + _(drill_strings.PAGE_REPEAT) + "\n" + _(drill_strings.PAGE_TRIVIAL),
                    style="italic")
        self.query_one("#drills-table", Static).update(text)
        self.call_after_refresh(self._fit_keys)

    def _fit_keys(self) -> None:
        """Keep the cursor's row in view, and say in the key bar how to see what does not fit."""
        if not self.is_mounted:
            return
        scroll = self.query_one("#drills-body", VerticalScroll)
        row, height = 1 + self.cursor, scroll.scrollable_content_region.height  # under the head
        if row < scroll.scroll_y:
            scroll.scroll_to(y=row, animate=False)
        elif height and row >= scroll.scroll_y + height:
            scroll.scroll_to(y=row - height + 1, animate=False)
        keys = drill_strings.PAGE_KEYS_SCROLL if scroll.max_scroll_y > 0 else drill_strings.PAGE_KEYS
        self.query_one("#drills-keys", Static).update(_(keys))

    def action_move(self, delta: int) -> None:
        self.cursor = max(0, min(len(FAMILIES) - 1, self.cursor + delta))
        self.show()

    def action_scroll(self, lines: int) -> None:
        """Page up and down: the lines under the table that do not fit on the screen."""
        self.query_one("#drills-body", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_start(self) -> None:
        start_drill(self.app, FAMILIES[self.cursor].key, self.narrowing)

    def action_narrow(self, what: str) -> None:
        """P, S, C: the next position (any first), the next stack depth, close decisions only or not."""
        self.narrowing = narrowed(self.narrowing, what)
        self.show()

    def action_close(self) -> None:
        self.dismiss()


def start_drill(app: Any, family: str, narrowing: Narrowing | None = None) -> None:
    """Open the drill of ``family`` (narrowed as asked) over the current screen."""
    app.push_screen(DrillScreen(drill_run(app, family, narrowing)))


def open_drills(app: Any) -> None:
    """Key D at the table: the drills page."""
    store = app.records.store if app.records is not None else None
    app.push_screen(DrillsPage(store, getattr(app, "drill_narrowing", None)))
