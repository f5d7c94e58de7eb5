"""What a start of the game opens before anything is drawn: the records, the session, the coach.

No Textual here: ``holdem.tui.app.make_app`` builds the app around these. Each function imports
what it needs when it runs, so the table's first frame waits only for what a start uses.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from holdem.app import strings
from holdem.engine.game import Game
from holdem.engine.table import TableConfig
from holdem.i18n.catalog import _

if TYPE_CHECKING:
    import tempfile
    from datetime import datetime

    from holdem.app.coaching import Coach, Grader
    from holdem.app.session import DeckSource, Session
    from holdem.bots.base import Bot
    from holdem.records.recorder import Records
    from holdem.records.session import SessionRecord


def sessions(
    *,
    seed: int,
    name: str,
    name_given: bool,
    bots: Sequence[Bot] | None,
    seats: int | None,
    game: Game,
    deck: DeckSource | None,
    stacks: Sequence[int] | None,
    button: int | None,
    bot_delay: float | None,
    bot_threads: bool | None,
    clock: Callable[[], datetime] | None,
    watch_folded: bool,
    auto_deal: int,
) -> tuple[Session, Callable[[SessionRecord], Session]]:
    """The new session a start plays, of ``seats`` (default: one more than ``bots``, else six) playing
    ``game``, and the way to play a saved one on instead (:func:`resumed_session`, with this start's
    player and opponents)."""
    from holdem.app.session import Session
    from holdem.bots.names import Opponents

    config = TableConfig(num_seats=seats or (len(bots) + 1 if bots is not None else TableConfig().num_seats),
                         game=game)
    session = Session(
        seed=seed, name=name, bots=bots if bots is not None else Opponents(seed, seats=config.num_seats),
        deck=deck, stacks=stacks, button=button, bot_delay=bot_delay, bot_threads=bot_threads, clock=clock,
        watch_folded=watch_folded, auto_deal=auto_deal, config=config,
    )
    resumed = functools.partial(resumed_session, name=name, name_given=name_given, bots=bots, deck=deck,
                                bot_delay=bot_delay, bot_threads=bot_threads, clock=clock, seats=seats)
    return session, resumed


def coach_for(records: Records, grader: Grader | None, in_worker: bool) -> Coach | None:
    """The coach grading each finished hand with ``grader`` (the game: ``coaching.grade_job`` in a worker)."""
    if grader is None:
        return None
    from holdem.app.coaching import Coach

    return Coach(records.store, grader=grader, worker=in_worker)


def resumed_session(
    record: SessionRecord,
    *,
    name: str,
    name_given: bool,
    bots: Sequence[Bot] | None,
    deck: DeckSource | None,
    bot_delay: float | None,
    bot_threads: bool | None,
    clock: Callable[[], datetime] | None,
    seats: int | None = None,
) -> Session:
    """The saved session ``record``, played on; the name and the seats it was started with stay with it.

    ``seats`` (what this start asked for) applies to a new session: a notice says so when it differs.
    """
    from holdem.app.session import Session
    from holdem.bots.names import Opponents

    seated = [n for seat, n in enumerate(record.names) if seat != record.hero_seat]  # the saved line-up
    again = Session(
        seed=record.seed, name=name, bots=bots or Opponents(record.seed, names=seated), deck=deck,
        bot_delay=bot_delay, bot_threads=bot_threads, resume=record, clock=clock,
        config=TableConfig(num_seats=len(record.names)),
    )
    saved_name = record.names[record.hero_seat]
    if name_given and name != saved_name:
        again.notices.append(_(strings.MSG_NAME_ON_RESUME).format(name=saved_name, given=name))
    if seats is not None and seats != len(record.names):
        again.notices.append(_(strings.MSG_SEATS_ON_RESUME).format(seats=len(record.names), given=seats))
    return again


def open_records(data_dir: str | None) -> tuple[Records, tempfile.TemporaryDirectory[str] | None]:
    """The records of ``data_dir``, or of a scratch directory (None, or a directory that cannot be used).

    A data directory in use by another game raises ``DataDirInUse``: the caller says so and stops.
    """
    import tempfile

    from holdem.records.recorder import Records
    from holdem.records.storage import DataDirError

    problem: str = ""
    try:
        if data_dir is not None:
            return Records.open(data_dir), None
    except DataDirError as error:
        problem = error.notice
    scratch = tempfile.TemporaryDirectory(prefix="holdem-")
    records = Records.open(scratch.name)
    if problem:
        records.notices.append(problem)
    return records, scratch
