"""A player's session at the table: the engine's table, the opponents and the seeded streams.

No Textual here: the screen asks the session for the player's view and tells it what was done.
"""

from __future__ import annotations

import random
import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from holdem.app import strings
from holdem.bots.base import Bot, Learner
from holdem.bots.names import Opponents
from holdem.engine.actions import Action
from holdem.engine.cards import Deck
from holdem.engine.hand import Hand
from holdem.engine.rng import stream
from holdem.engine.table import Table, TableConfig
from holdem.engine.view import PlayerView, filter_events
from holdem.i18n.catalog import _
from holdem.records.recorder import Records
from holdem.records.session import SessionRecord, new_session_id
from holdem.records.store import StoreError
from holdem.records.tally import Tally

if TYPE_CHECKING:
    from holdem.app.coaching import Coach

PLAYER_SEAT = 0

DeckSource = Deck | Sequence[Deck] | Callable[[int, int], Deck]
"""A stacked deck for the first hand, one per hand in turn, or a function of (hand number, button)."""

_PAUSE_LOW, _PAUSE_HIGH = 0.35, 0.9


@dataclass(frozen=True, slots=True)
class Pacing:
    """How long opponents seem to think: ``None`` for the human-like default, 0 for at once.

    ``watch_folded``: after the player folds, the rest of the hand plays at this pace (else at
    once); ``auto_deal``: seconds before the next hand deals itself (0: on Enter only).
    """

    delay: float | None
    threaded: bool = True
    watch_folded: bool = True
    auto_deal: int = 0

    @property
    def instant(self) -> bool:
        """Opponents act inline, in the screen's own thread, with no pause (tests)."""
        return not self.threaded

    @property
    def no_pauses(self) -> bool:
        return self.delay is not None and self.delay <= 0


def _rng_state(rng: random.Random) -> dict[str, object]:
    """The deck stream's state as compact JSON, so a resumed session deals on from where it was."""
    version, state, gauss = rng.getstate()
    return {"version": version, "state": "".join(f"{word:08x}" for word in state), "gauss": gauss}


def _restore_rng(rng: random.Random, saved: object) -> None:
    if not isinstance(saved, dict):
        return
    try:
        text = str(saved["state"])
        state = tuple(int(text[i : i + 8], 16) for i in range(0, len(text), 8))
        rng.setstate((int(saved["version"]), state, saved.get("gauss")))
    except (KeyError, TypeError, ValueError):
        pass  # a save from elsewhere: the deck goes on from the seed's stream instead


def _new_table(
    config: TableConfig, seed: int, names: list[str], stacks: Sequence[int] | None, button: int | None,
    resume: SessionRecord | None,
) -> Table:
    """The session's table: a new one, or the saved one with its deck's stream where it was."""
    if resume is not None:  # the saved table's structure, whatever this start asked for
        config = replace(config, game=resume.game)
        table = Table(config=config, rng=stream(seed, "deck"), **resume.table_arguments())
        _restore_rng(table.rng, resume.extra.get("deck_rng"))
        return table
    # The table moves the button before each hand, so start one seat to the right.
    start = None if button is None else (button - 1) % config.num_seats
    return Table(config=config, names=names, rng=stream(seed, "deck"), stacks=stacks, button=start)


class Session:
    """Hand after hand at a table of 2 to 10 seats (``config``, six by default); the player is seat 0."""

    def __init__(
        self,
        *,
        seed: int,
        name: str,
        bots: Sequence[Bot] | Opponents,
        deck: DeckSource | None = None,
        stacks: Sequence[int] | None = None,
        button: int | None = None,
        bot_delay: float | None = None,
        bot_threads: bool | None = None,
        watch_folded: bool = True, auto_deal: int = 0,  # the flow of hands (see Pacing)
        config: TableConfig | None = None,
        resume: SessionRecord | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        config = config or TableConfig()
        names = bots.names if isinstance(bots, Opponents) else tuple(bot.name for bot in bots)
        if len(names) != config.num_seats - 1:
            raise ValueError(f"{config.num_seats - 1} opponents are needed, not {len(names)}")
        self.seed = seed
        self._seated = bots if isinstance(bots, Opponents) else list(bots)
        self._copied = True  # the coach has its copy of the opponents as the hand began (_copy_opponents)
        self.table = _new_table(config, seed, [name, *names], stacks, button, resume)
        self._deck = deck
        self._bought_in = sum(self.table.stacks) - config.rebuy_stack * sum(self.table.rebuys)
        # By default a zero delay means inline (tests); --fast asks for threads without pauses.
        threaded = bot_threads if bot_threads is not None else bot_delay != 0
        self.pacing = Pacing(bot_delay, threaded, watch_folded=watch_folded, auto_deal=auto_deal)
        self._pacing_rng: random.Random = stream(seed, "pacing")
        self.net = 0
        self.hands_played = self.table.hand_number
        self.hand: Hand | None = None
        # What is recorded: the data directory's stores and this session's save (see attach()).
        self.records: Records | None = None
        self.record: SessionRecord | None = resume
        self.clock = clock or (lambda: datetime.now(UTC))
        self.tally = Tally()  # this session's hands, as the player saw them
        self._lifetime: Tally | None = None
        self.notices: list[str] = []  # for the screen to show, then clear
        self.coach: Coach | None = None  # grades each finished hand (holdem.app.coaching)
        self._writing: threading.Thread | None = None  # the record of a hand dealt ahead (deal_ahead)
        self._write_error: Exception | None = None

    # ----- records -----------------------------------------------------------------------

    def attach(self, records: Records) -> None:
        """Record every hand from now on: a resumed session reloads its hands, a new one is saved.

        A new session is saved by its first hand's ``begin_hand``, which comes at once: one synced
        write at start-up instead of two (``Records.new_session`` would save it first).
        """
        self.records = records
        if self.record is None:
            moment = self.clock()
            self.record = SessionRecord.from_table(
                self.table, session_id=new_session_id(moment), seed=self.seed, hero_seat=PLAYER_SEAT,
                started_at=moment.isoformat(),
            )
        else:
            self.tally = Tally.from_store(records.store, self.record.session_id)
            self.net = self.tally.net

    def shows_seed(self, shown: bool) -> bool:
        """Whether the header shows the seed: as when the session began (kept in its record), else ``shown``.

        A session started with ``--seed`` shows it after a resume too; a secret seed stays secret.
        """
        if self.record is None:
            return shown
        kept = self.record.extra.get("seed_shown")
        if isinstance(kept, bool):
            return kept
        self.record = replace(self.record, extra={**self.record.extra, "seed_shown": shown})
        return shown

    def lifetime(self) -> Tally:
        """Every stored hand, all sessions (read once from the store's totals, then kept up to date)."""
        if self._lifetime is None:
            self._lifetime = Tally.from_store(self.records.store) if self.records is not None else Tally()
        return self._lifetime

    def _record_start(self) -> None:
        """Mark the hand just dealt as in progress, with the deck stream past its deck.

        A stop from here on voids the hand, and its deck stays drawn: the next deal after a
        restart is a fresh one, so a player can never see a voided hand's cards again.
        """
        if self.records is None or self.record is None:
            return
        try:
            self.records.begin_hand(
                replace(self.record, extra={**self.record.extra, "deck_rng": _rng_state(self.table.rng)})
            )
        except OSError as error:
            self.notices.append(_(strings.MSG_RECORD_FAILED).format(reason=error.strerror or error))

    def _record_finish(self, hand: Hand) -> None:
        seen = filter_events(hand.events, PLAYER_SEAT)
        self.tally.add_hand(seen, PLAYER_SEAT)
        if self._lifetime is not None:
            self._lifetime.add_hand(seen, PLAYER_SEAT)
        if self.records is None or self.record is None:
            return
        record = replace(self.record, extra={**self.record.extra, "deck_rng": _rng_state(self.table.rng)})
        try:
            self.record = self.records.finish_hand(self.table, record, hand.events, now=self.clock())
        except (OSError, sqlite3.Error, StoreError) as error:
            self.notices.append(_(strings.MSG_RECORD_FAILED).format(reason=error))
        self.notices.extend(self.records.notices)
        self.records.notices.clear()

    @property
    def bots(self) -> list[Bot]:
        """The opponents, seats 1..5 (the game's are built when first asked for: ``Opponents``)."""
        seated = self._seated
        return seated.bots() if isinstance(seated, Opponents) else seated

    @property
    def names(self) -> tuple[str, ...]:
        return self.table.names

    @property
    def rebuys(self) -> tuple[int, ...]:
        return tuple(self.table.rebuys)

    def start_hand(self) -> Hand:
        """Rebuy busted seats, move the button and deal the next hand (or take the one dealt ahead)."""
        if self._writing is not None:  # dealt by deal_ahead(): shown only once its record is written
            self._writing.join()
            self._writing = None
            if self._write_error is not None:
                raise self._write_error
            assert self.hand is not None
            return self.hand
        self.hand = self._deal()
        self._record_start()  # before the hand is shown: its deck is spent for good
        return self.hand

    def deal_ahead(self) -> None:
        """Deal the next hand now and write its record in a thread; ``start_hand`` waits for it and takes it.

        The table's first hand is dealt while the screen is still being built, so the synced
        write overlaps that work instead of delaying the first frame; the hand is shown no sooner.
        """
        self.hand = self._deal()
        self._write_error = None
        self._writing = threading.Thread(target=self._record_in_thread, name="holdem-record", daemon=True)
        self._writing.start()

    def _record_in_thread(self) -> None:
        try:
            self._record_start()
        except Exception as error:  # raised again by start_hand, in the screen's thread
            self._write_error = error

    @property
    def dealt_ahead(self) -> bool:
        """A hand dealt by ``deal_ahead`` waits for ``start_hand``."""
        return self._writing is not None

    def _deal(self) -> Hand:
        deck = self._next_deck()
        self._copied = False
        return self.table.start_hand(deck)

    def _copy_opponents(self) -> None:
        """Before an opponent first decides, or learns, in this hand: the coach copies them as they are.

        Nothing changes a bot between the deal and that moment, so the copy is the opponents as
        the hand began; taken at the deal, it would build the game's opponents before the table
        is first drawn.
        """
        if not self._copied and self.coach is not None:
            self.coach.hand_began(self.bots)
        self._copied = True

    def _next_deck(self) -> Deck | None:
        source = self._deck
        if source is None:
            return None
        if isinstance(source, Deck):
            self._deck = None
            return source
        if callable(source):
            n = self.table.config.num_seats
            if self.table.button is None:
                raise ValueError("a deck function needs the first button given")
            return source(self.table.hand_number + 1, (self.table.button + 1) % n)
        decks = list(source)
        if not decks:
            self._deck = None
            return None
        self._deck = decks[1:] or None
        return decks[0]

    def view(self, seat: int = PLAYER_SEAT) -> PlayerView:
        assert self.hand is not None
        return self.hand.view(seat)

    def act(self, seat: int, action: Action) -> None:
        """Apply an action; the hand raises IllegalActionError if it is not allowed."""
        assert self.hand is not None
        self.hand.act(action, seat)
        if self.hand.is_over:
            self._finish()

    def _finish(self) -> None:
        assert self.hand is not None
        self.table.finish_hand(self.hand)
        self.hands_played += 1
        self.net += self.hand.stacks[PLAYER_SEAT] - self.hand.starting_stacks[PLAYER_SEAT]
        self._copy_opponents()
        for seat, bot in enumerate(self.bots, start=1):
            if isinstance(bot, Learner):  # opponents learn from each whole hand, seen from their seat
                bot.observe(self.hand.view(seat))
        self._record_finish(self.hand)
        if self.coach is not None:
            self.coach.hand_ended(self)

    @property
    def to_act(self) -> int | None:
        return None if self.hand is None else self.hand.to_act

    @property
    def in_hand(self) -> bool:
        return self.hand is not None and not self.hand.is_over

    def opponent(self, seat: int) -> Bot:
        """The opponent at ``seat``, about to be asked: the game's are built on the first ask, and the
        coach copies them all before the first ask of each hand (``_copy_opponents``).

        Raises what building or copying them raised: that is the game failing, not a decision.
        """
        self._copy_opponents()
        return self.bots[seat - 1]

    def decide(self, seat: int) -> Action:
        """Ask the opponent at ``seat`` what it does, from its own seat's view only."""
        return self.opponent(seat).decide(self.view(seat))

    def decide_or_none(self, seat: int) -> Action | None:
        """What the opponent at ``seat`` does, or None when its decision failed (the table plays on)."""
        bot = self.opponent(seat)
        try:
            return bot.decide(self.view(seat))
        except Exception:  # as in a worker thread: reported by checking or folding instead
            return None

    def act_for_bot(self, seat: int, action: Action | None) -> None:
        """Apply an opponent's choice; a bot that failed (None) or chose what is illegal checks or folds."""
        assert self.hand is not None
        if action is None or self.hand.why_illegal(action, seat) is not None:
            legal = self.hand.legal_actions()
            action = Action.check() if legal.can_check else Action.fold()
        self.act(seat, action)

    def bot_acts(self, seat: int) -> Action:
        action = self.decide(seat)
        self.act(seat, action)
        return action

    def pause(self) -> float:
        """The next opponent's thinking time, from the pacing stream."""
        delay = self.pacing.delay
        if delay is not None and delay <= 0:
            return 0.0
        draw = self._pacing_rng.random()
        if delay is None:
            return _PAUSE_LOW + (_PAUSE_HIGH - _PAUSE_LOW) * draw
        return delay * (0.6 + 0.8 * draw)

    def chips_in_play(self) -> int:
        """Stacks plus the pot: equal to the chips bought in, always."""
        if self.hand is None or self.hand.is_over:
            return sum(self.table.stacks)
        return sum(self.hand.stacks) + self.hand.pot_total

    def chips_bought(self) -> int:
        return self._bought_in + self.table.config.rebuy_stack * sum(self.table.rebuys)

    def player_rebuys(self) -> int:
        return self.table.rebuys[PLAYER_SEAT]
