"""The drill screen (one family's spots, graded as the key is pressed) and the drills page (key D).

The spot is found and its choices graded in a worker thread (:class:`holdem.app.drills.DrillRun`):
the table deals hands until the spot comes up, then the coach values every choice while the player
looks, so the verdict shows when a key 1-8 is pressed (or as soon as that choice's grade is ready).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from holdem.app import drill_strings, strings
from holdem.app.drill_text import (
    choice_keys,
    choices_line,
    family_name,
    progress_lines,
    rest_lines,
    score_line,
    spot_lines,
    verdict_lines,
)
from holdem.app.drills import DrillRun, progress
from holdem.coach.drill_families import FAMILIES
from holdem.coach.drill_rest import RestOfHand, play_rest
from holdem.coach.drill_spots import ANYWHERE
from holdem.coach.grade import DEFAULT_BUDGET, Budget, DecisionGrade
from holdem.engine.actions import Action
from holdem.i18n.catalog import _
from holdem.tui.screens.small import SizeAware
from holdem.tui.widgets import TextPanel

if TYPE_CHECKING:
    from holdem.coach.drill_spots import DrillSpot

BUDGET: Budget = DEFAULT_BUDGET
"""The coach's trial counts for drills (tests set smaller ones)."""
MAX_HANDS: int | None = None
"""Hands a spot's search plays at most (None: the family's own, ``drill_spots.search_hands``; tests set
fewer)."""
TITLE_STYLE = "bold #ffd75f"
KIND_STYLES = {"best": "bold #5fd75f", "close": "bold #d7d7af", "mistake": "bold #ff5f5f",
               "exploit": "bold #5fafff"}


def drill_run(app: Any, family: str) -> DrillRun:
    """A drill of ``family`` at the session's table: copies of its opponents as they are now, the session's
    store, a seed of the session's."""
    session = app.session
    store = app.records.store if app.records is not None else None
    opponents = [copy.deepcopy(bot) for bot in session.bots]
    seed = session.seed * 1_000 + (len(store.drill_answers) if store is not None else 0)
    narrowing = getattr(app, "drill_narrowing", None) or ANYWHERE
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
    #drill-scroll { height: 1fr; padding: 0 1; }
    #drill-keys { height: 1; background: #1c1c1c; padding: 0 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(key, f"answer({index})", show=False) for index, key in enumerate("12345678")),
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

    def compose(self) -> ComposeResult:
        yield TextPanel(id="drill-title", classes="screen-title")
        with VerticalScroll(id="drill-scroll", can_focus=False):
            yield Static(id="drill-body")
        yield Static(_(drill_strings.NEXT_KEYS), id="drill-keys")
        yield TextPanel(id="too-small")

    def on_mount(self) -> None:
        super().on_mount()
        self.action_next()

    def action_next(self) -> None:
        """Deal hands until the next spot, then grade its choices, in a worker thread."""
        if self.searching:  # one search at a time: N again waits for it
            return
        self.searching, self.spot, self.pending, self.shown = True, None, None, None
        self.rest, self.resting = None, False
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

    def show(self) -> None:
        if not self.is_mounted:
            return
        rest_due = self.shown is not None and self.rest is None
        keys = drill_strings.REST_KEYS if rest_due else drill_strings.NEXT_KEYS
        self.query_one("#drill-keys", Static).update(_(keys))
        number = self.run.number
        title = _(drill_strings.SCREEN_TITLE).format(family=family_name(self.run.family.key), number=number)
        self.query_one("#drill-title", TextPanel).text = Text(title, style=TITLE_STYLE)
        body = self.query_one("#drill-body", Static)
        if self.spot is None:
            message = _(drill_strings.SEARCHING) if self.searching else _(drill_strings.NOT_FOUND)
            body.update(Text(message, style="italic"))
            return
        text = Text("\n".join(spot_lines(self.spot)))
        text.append("\n\n" + choices_line(self.spot), style="bold")
        if self.shown is not None:
            lines = verdict_lines(self.shown, self.spot)
            text.append("\n\n" + lines[0], style=KIND_STYLES.get(self.shown.verdict.kind, "bold"))
            text.append("\n" + "\n".join(lines[1:]))
            text.append("\n\n" + score_line(self.run.score()), style="italic")
            if self.rest is not None:
                text.append("\n\n" + "\n".join(rest_lines(self.rest)))
            elif self.resting:
                text.append("\n\n" + _(drill_strings.REST_PLAYING), style="italic")
        elif self.pending is not None:
            done = sum(self.run.graded(a) for _key, a in choice_keys(self.spot))
            self.run.ready(self.pending)  # still the one wanted next
            grading = _(drill_strings.GRADING).format(done=done, total=len(choice_keys(self.spot)))
            text.append("\n\n" + grading, style="italic")
        body.update(text)

    def action_page(self) -> None:
        self.app.push_screen(DrillsPage(self.run.store))

    def action_close(self) -> None:
        if self.leave_app:
            self.app.exit()
        else:
            self.dismiss()


class DrillsPage(SizeAware):
    """Per-family progress over every stored drill answer, with a bar chart; Enter drills the family under
    the cursor, Escape goes back."""

    AUTO_FOCUS = None
    DEFAULT_CSS = """
    DrillsPage { background: #101410; }
    #drills-body { height: 1fr; padding: 0 1; }
    #drills-keys { height: 1; background: #1c1c1c; padding: 0 1; color: #d7d7af; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "move(-1)", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("enter", "start", drill_strings.KEY_START.english, key_display="Enter"),
        Binding("escape,d,D,q,Q", "close", strings.KEY_BACK.english, key_display="Esc"),
    ]

    def __init__(self, store: Any = None) -> None:
        super().__init__()
        self.store = store
        self.cursor = 0

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

    def show(self) -> None:
        answers = list(self.store.drill_answers) if self.store is not None else []
        self.query_one("#drills-title", TextPanel).text = Text(_(drill_strings.PAGE_TITLE), style=TITLE_STYLE)
        rows = progress_lines(progress(answers), answers)
        text = Text(rows[0] + "\n", style="bold")
        for index, row in enumerate(rows[1:]):
            text.append(("▶" if index == self.cursor else " ") + row + "\n",
                        style="on #303a30" if index == self.cursor else "")
        text.append("\n" + _(drill_strings.PAGE_REPEAT) + "\n" + _(drill_strings.PAGE_TRIVIAL),
                    style="italic")
        self.query_one("#drills-table", Static).update(text)

    def action_move(self, delta: int) -> None:
        self.cursor = max(0, min(len(FAMILIES) - 1, self.cursor + delta))
        self.show()

    def action_start(self) -> None:
        start_drill(self.app, FAMILIES[self.cursor].key)

    def action_close(self) -> None:
        self.dismiss()


def start_drill(app: Any, family: str) -> None:
    """Open the drill of ``family`` over the current screen."""
    app.push_screen(DrillScreen(drill_run(app, family)))


def open_drills(app: Any) -> None:
    """Key D at the table: the drills page."""
    store = app.records.store if app.records is not None else None
    app.push_screen(DrillsPage(store))
