"""The Textual app: ``make_app`` builds it (tests use it too), ``run_game`` runs it for the CLI.

What a start opens before the app is built (the records, the session, the coach) is
:mod:`holdem.app.startup`; this module wraps it in the table's app.
"""

from __future__ import annotations

import gc
import shutil
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from textual.binding import Binding, BindingType
from textual.screen import Screen

from holdem.app import startup, strings
from holdem.app.render import CLASSIC, DeckStyle
from holdem.engine.game import Game
from holdem.i18n import catalog
from holdem.i18n.catalog import _
from holdem.tui.crash import CrashGuard
from holdem.tui.look import GameApp, wordy
from holdem.tui.screens.small import SizeAware, fit_to_size

if TYPE_CHECKING:
    import tempfile
    from datetime import datetime

    from holdem.app.coaching import Coach, Grader
    from holdem.app.drills import DrillRun
    from holdem.app.session import DeckSource, Session
    from holdem.bots.base import Bot
    from holdem.records.recorder import Records
    from holdem.records.session import SessionRecord


GRADE_POLL = 0.3  # seconds between looks for the coach's finished grades


class HoldemApp(CrashGuard, GameApp):
    """The practice table; the language it speaks and its cards' style are its reactive state."""

    CSS_PATH = "holdem.tcss"
    TITLE = _(strings.APP_TITLE)
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+c", "request_quit", show=False, priority=True),
        Binding("ctrl+q", "request_quit", show=False, priority=True),
    ]

    def __init__(
        self,
        session: Session,
        *,
        show_seed: bool,
        run_out_pause: float | None = None,
        tick: float = 1.0,
        records: Records | None = None,
        saved: SessionRecord | None = None,
        resumed: Callable[[SessionRecord], Session] | None = None,
        data_dir: str | None = None,
        deck_style: DeckStyle | None = None,
        scratch: tempfile.TemporaryDirectory[str] | None = None,
        coach: Coach | None = None,
        odds_aid: bool = False,
        hud: str = "off",
        drill: str | None = None,
        drill_narrowing: Any = None,
    ) -> None:
        super().__init__()
        self.drill_narrowing = drill_narrowing  # what ``holdem drill`` pins (a Narrowing; None: nothing)
        self.drill = drill  # a drill family ("": the first due): the game opens on its drill screen
        self.drill_runs: list[DrillRun] = []  # the drills played in this game, for the closing score
        self.session = session
        self.show_seed = show_seed
        self.run_out_pause = run_out_pause
        self.tick = tick  # seconds per count of the next hand's countdown
        self.records = records
        self.saved = saved  # a session to offer to resume
        self._resumed = resumed
        self.data_dir = data_dir
        self._scratch = scratch  # the records' directory when none was given: removed on exit
        self._notices: list[str] = []  # the records' notices, shown before the table
        self.coach = coach  # grades the finished hands (keys V and G)
        self.odds_aid = odds_aid  # the table starts with the odds aid on (the player's setting)
        self.aid_hands: set[int] = set()  # the hands (by number) the odds aid was on in: the review quotes it
        self.hud = hud  # and the HUD as the player left it: off, compact or full
        self.set_reactive(HoldemApp.language, catalog.current_language())
        self.set_reactive(HoldemApp.deck, deck_style or CLASSIC)
        self.set_class(wordy(self.language), "-wordy")

    def watch_language(self, language: str) -> None:
        """Speak ``language``: every open screen draws its words and key labels again."""
        catalog.set_language(language)
        # Longer words in some languages tighten the action bar (holdem.tcss).
        self.set_class(wordy(language), "-wordy")
        for screen in self.screen_stack:
            screen.refresh_bindings()
            if isinstance(screen, SizeAware):
                fit_to_size(screen, self.size.width, self.size.height)

    def watch_deck(self) -> None:
        """Cards are drawn again in the new style."""
        for screen in self.screen_stack:
            screen.refresh(layout=True)
            for widget in screen.query(".redraw-on-resize"):
                widget.refresh()

    def get_default_screen(self) -> Screen[Any]:
        """The table itself when there is nothing to ask first: no empty screen is drawn before it."""
        if self.records is not None:
            self._notices = list(self.records.notices)
            self.records.notices.clear()
        if self.drill is not None:
            from holdem.app.drills import first_due
            from holdem.tui.screens.drill import DrillScreen, drill_run

            answers = self.records.store.drill_answers if self.records is not None else []
            return DrillScreen(drill_run(self, self.drill or first_due(answers)), leave_app=True)
        if (self.saved is None or self.records is None) and not self._notices:
            return self._table_screen()
        return super().get_default_screen()

    def on_mount(self) -> None:
        from holdem.tui.screens.table import TableScreen

        self.call_after_refresh(_collect_again)
        if self.coach is not None and self.coach.worker:
            self.set_interval(GRADE_POLL, self.poll_grades)
        if isinstance(self.screen, TableScreen) or self.drill is not None:
            return
        # The resume and notice pages are imported only when shown: start-up goes straight to the table.
        if self.saved is not None and self.records is not None:
            from holdem.tui.screens.resume import ResumeScreen

            seats = self.session.table.config.num_seats  # asked for a new session
            seed = self.session.seed if self.show_seed else None  # --seed given: a new session's
            self.push_screen(ResumeScreen(self.saved, self.records, self._notices, seats=seats, seed=seed),
                             self._resume_answered)
        else:
            from holdem.tui.screens.resume import NoticeScreen

            self.push_screen(NoticeScreen(self._notices), lambda _: self.start_table())

    def _resume_answered(self, resume: bool | None) -> None:
        if resume and self.saved is not None and self._resumed is not None:
            pacing = self.session.pacing
            self.session = self._resumed(self.saved)
            self.session.pacing = pacing  # the settings of this start, not of the saved one
        self.saved = None
        self.start_table()

    def start_table(self) -> None:
        self.push_screen(self._table_screen())

    def _table_screen(self) -> Screen[Any]:
        """The table for this session, which records its hands from now on."""
        if self.records is not None:
            self.session.attach(self.records)
            self.show_seed = self.session.shows_seed(self.show_seed)  # a resumed session: as it was
        self.session.coach = self.coach
        if self.session.hand is None:
            self.session.deal_ahead()  # its record is written while the table is built
        from holdem.tui.screens.table import TableScreen

        return TableScreen(
            self.session, show_seed=self.show_seed, run_out_pause=self.run_out_pause, tick=self.tick,
            odds_on=self.odds_aid, hud=self.hud,
        )

    def action_coach(self, page: str) -> None:
        """Keys V (``review``: the last hand) and G (``summary``: mistakes and leaks) at the table."""
        from holdem.tui.screens.coach import open_coach

        open_coach(self, page)

    def action_drills(self) -> None:
        """Key D at the table: the drills page."""
        from holdem.tui.screens.drill import open_drills

        open_drills(self)

    def poll_grades(self) -> None:
        """Take in the grades the coach's worker has sent back; open coach screens show them."""
        changed = self.coach.poll() if self.coach is not None else []
        if changed:
            from holdem.tui.screens.coach import announce_grade

            for screen in self.screen_stack:
                arrived = getattr(screen, "grades_arrived", None)
                if callable(arrived):
                    arrived(changed)
            announce_grade(self, changed)

    def on_unmount(self) -> None:
        if self.coach is not None:
            self.coach.close()  # what is still being graded is dropped, without waiting
        if self.records is not None:
            self.records.close()
        if self._scratch is not None:
            self._scratch.cleanup()

    def action_request_quit(self) -> None:
        from holdem.tui.screens.table import TableScreen

        # Close the rules page or the question first, then ask the table.
        while len(self.screen_stack) > 1 and not isinstance(self.screen, TableScreen):
            self.pop_screen()
        screen = self.screen
        if isinstance(screen, TableScreen):
            screen.request_quit()
        else:
            self.exit()

    def summary(self) -> str:
        from holdem.app.practice_text import summary_text

        if self.drill is not None:
            from holdem.app.drill_text import score_line
            from holdem.app.drills import Score

            return score_line(Score.of(a for run in self.drill_runs for a in run.answers))

        # Left at the question to resume a saved session (Q there): it is kept, and the goodbye says so.
        return summary_text(self.session.tally, self.session.seed, self.data_dir, kept=self.saved is not None)


def _collect_again() -> None:
    """The garbage collector, off while the ``holdem`` command starts (``holdem.cli``), works again.

    A function of ours rather than ``gc.enable`` itself: Textual reads a callback's signature,
    and a built-in's is parsed from text (which costs the first frame a few milliseconds).
    """
    gc.enable()


def make_app(
    *,
    seed: int | None = None, data_dir: str | None = None,
    bot_delay: float | None = None, bot_threads: bool | None = None,
    deck: DeckSource | None = None, bots: Sequence[Bot] | None = None, name: str | None = None,
    stacks: Sequence[int] | None = None, button: int | None = None,
    show_seed: bool | None = None, run_out_pause: float | None = None,
    clock: Callable[[], datetime] | None = None, deck_style: DeckStyle | None = None,
    watch_folded: bool = True, auto_deal: int = 0, tick: float = 1.0,
    grader: Grader | None = None, grade_in_worker: bool = False, odds_aid: bool = False, hud: str = "off",
    seats: int | None = None, game: Game = Game.NO_LIMIT,
    drill: str | None = None, drill_narrowing: Any = None,
) -> HoldemApp:
    """A table app. ``bot_delay=0`` runs opponents inline at once (deterministic tests).

    ``seed`` None draws a fresh secret seed; ``deck`` stacks the deck (see ``Session``), ``bots``
    replaces the opponents, ``stacks`` and ``button`` set up the first hand; ``run_out_pause``:
    seconds between the cards of an all-in run-out (0.9, or none when ``bot_delay`` is 0).
    ``data_dir`` holds the records (None: a scratch directory removed on exit; a saved session
    there is offered for resuming); ``clock`` dates the records; ``deck_style`` draws the cards;
    ``watch_folded``, ``auto_deal`` and ``tick`` pace the hands (``Pacing``); ``grader`` grades each
    finished hand (None: no coach), inline unless ``grade_in_worker``; ``odds_aid`` starts with the
    odds aid on, and ``hud`` the HUD (off, compact, full). ``seats``: the table's size for a new
    session (default: one more than ``bots``, else six); ``game`` is a new session's betting
    structure (a resumed session keeps its own size and structure).
    """
    from holdem.engine.rng import fresh_seed

    session, resumed = startup.sessions(
        seed=fresh_seed() if seed is None else seed, name=_(strings.DEFAULT_NAME) if name is None else name,
        name_given=name is not None, bots=bots, seats=seats, game=game, deck=deck, stacks=stacks,
        button=button, bot_delay=bot_delay, bot_threads=bot_threads, clock=clock, watch_folded=watch_folded,
        auto_deal=auto_deal,
    )
    records, scratch = startup.open_records(data_dir)
    saved = records.resume().record if scratch is None else None
    shown = (seed is not None) if show_seed is None else show_seed  # a secret seed is not shown
    return HoldemApp(
        session, show_seed=shown, run_out_pause=run_out_pause, tick=tick, records=records, saved=saved,
        resumed=resumed, data_dir=data_dir if scratch is None else None, deck_style=deck_style,
        scratch=scratch, coach=startup.coach_for(records, grader, grade_in_worker), odds_aid=odds_aid,
        hud=hud, drill=drill, drill_narrowing=drill_narrowing,
    )


def ready_to_play() -> None:
    """Call with the app built, just before it runs: start-up's objects leave the garbage collector's sight.

    The modules, the session and the records live as long as the game, so the collector need
    never walk them again; otherwise its first full pass walks all ~65,000 of them (about 25 ms)
    just as the table is first drawn, and later passes would again. The little garbage alive
    at this moment stays until the game ends (one game per process). The ``holdem`` command
    turns the collector off while it starts (``holdem.cli``); the app turns it on again once
    its first frame is drawn (``HoldemApp.on_mount``).
    """
    gc.freeze()


def run_game(args: Any) -> int:
    """Play at the table with the command line's ``seed``, ``fast``, ``name`` and ``data_dir``."""
    from holdem.app.names import clean_name
    from holdem.bots.names import POOL_NAMES
    from holdem.engine.rng import fresh_seed

    seed = args.seed if args.seed is not None else fresh_seed()
    taken = list(POOL_NAMES)  # any opponent's name, in this session or a later one
    name = clean_name(args.name, taken)
    if not name:
        print(_(strings.NAME_TAKEN).format(name=args.name, fallback=_(strings.DEFAULT_NAME)), file=sys.stderr)
        name = _(strings.DEFAULT_NAME)
    from platformdirs import user_data_dir

    from holdem.app.coaching import grade_job
    from holdem.records.lock import DataDirInUse
    from holdem.records.storage import APP_NAME

    try:
        app = make_app(
            seed=seed,
            data_dir=args.data_dir or user_data_dir(APP_NAME, appauthor=False),
            bot_delay=0 if args.fast else getattr(args, "bot_delay", None),  # settings: opponent speed
            bot_threads=True,
            name=name if args.name is not None else None,
            show_seed=args.seed is not None,
            deck_style=getattr(args, "deck_style", None),  # settings: deck colours and suit marks
            watch_folded=getattr(args, "watch_folded", True),  # settings: after I fold
            auto_deal=getattr(args, "auto_deal", 0),  # settings: the next hand deals itself
            odds_aid=getattr(args, "odds_aid", False),  # the odds aid as the player left it (key O)
            hud=getattr(args, "hud", "off"),  # the HUD as the player left it (key U)
            seats=getattr(args, "seats", None),  # --seats, else the settings' table size
            game=Game.parse(getattr(args, "game", "nl")),  # the betting structure of a new session
            grader=grade_job, grade_in_worker=True,  # the coach, in a worker process
            drill=getattr(args, "drill", None),  # holdem drill FAMILY: the drill screen first
            drill_narrowing=getattr(args, "drill_narrowing", None),  # its --position, --depth, --close
        )
    except DataDirInUse as error:
        from holdem import cli_strings

        print(_(cli_strings.DATA_DIR_IN_USE).format(dir=error.root), file=sys.stderr)
        return 2
    ready_to_play()
    app.run()
    from holdem.app.practice_text import for_terminal

    print(for_terminal(app.summary(), shutil.get_terminal_size().columns))
    return app.return_code or 0  # 1 after a crash
