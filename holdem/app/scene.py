"""What the table screen shows at one moment, as one immutable value built from the player's view.

No Textual here: the screen builds a ``TableScene`` whenever something changes and each of
its widgets draws its own part of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from rich.text import Text

from holdem.app import strings
from holdem.app.log_lines import log_lines
from holdem.app.note_marks import note_mark
from holdem.app.pre_action import may_choose
from holdem.app.render import DeckStyle, FittingText, result_text
from holdem.app.session import PLAYER_SEAT, Session
from holdem.app.table_model import (
    CentreInfo,
    SeatInfo,
    Stage,
    centre_info,
    player_net,
    result_lines,
    seat_infos,
    visible_events,
)
from holdem.engine.actions import LegalActions
from holdem.engine.events import Event, SeatRebought
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _, current_language, msg
from holdem.i18n.numbers import amount, amount_unit, number, signed_amount

# The top bar.
HAND_NUMBER: Final = msg("strings.HAND_NUMBER", "Hand #{number}")
BLINDS: Final = msg("strings.BLINDS", "Blinds {small}/{big}")
SEED: Final = msg("strings.SEED", "Seed {seed}")
SESSION_RESULT: Final = msg("strings.SESSION_RESULT", "Session result {result}")
YOUR_REBUYS: Final = msg("strings.YOUR_REBUYS", "Rebuys {count}")



@dataclass(frozen=True, slots=True)
class BarState:
    """The action bar: what the player may do, the raise stack, and who is awaited otherwise."""

    legal: LegalActions | None
    chips: tuple[int, ...]
    pot_total: int
    waiting: str
    compact: bool  # the stack goes on the total's line (a stacked, narrow bar)
    pre: str | None = None  # while opponents act: the pre-action chosen ("" none); None: no choice to make


@dataclass(frozen=True, slots=True)
class Look:
    """What only the screen knows: its settings of the moment and the words it is showing."""

    stage: Stage
    legal: LegalActions | None
    chips: tuple[int, ...]
    message: Text
    past_log: tuple[Text, ...]
    deck: DeckStyle
    show_seed: bool = False
    hud: str = "off"  # the HUD on the seats: "off", "compact" or "full" (a second line)
    odds_on: bool = False
    compact: bool = False
    pre: str = ""  # the pre-action chosen while opponents act
    help_key: bool = False  # no key line on the screen (too short): the top bar names the help key


@dataclass(frozen=True, slots=True)
class TableScene:
    """Everything the table screen shows at one moment."""

    view: PlayerView
    top_bar: Text
    seats: tuple[SeatInfo, ...]
    huds: tuple[Text, ...]  # the HUD of each seat (none when it is off)
    marks: tuple[Text, ...]  # each seat's note mark (empty without a note)
    centre: CentreInfo
    log: tuple[Text, ...]
    message: Text
    bar: BarState
    result: Text
    between_hands: bool
    odds_on: bool
    odds_inline: bool  # work the odds out at once (tests), not in a worker


def build_scene(session: Session, look: Look) -> TableScene:
    """The table as the player sees it now, with what the screen adds (``look``)."""
    view = session.view()
    stage = look.stage
    between = view.is_over and stage.board_shown is None
    waiting = look.legal is None and stage.board_shown is None and may_choose(view)
    pre = look.pre if waiting else None
    return TableScene(
        view=view,
        top_bar=top_bar_text(session, view, stage, look.show_seed, help_key=look.help_key),
        seats=tuple(seat_infos(view, stage, session.rebuys)),
        huds=tuple(hud_lines(session, full=look.hud == "full")) if look.hud != "off" else (),
        marks=note_marks(session),
        centre=centre_info(view, stage),
        log=(*look.past_log, *hand_log(session, stage, look.deck)),
        message=look.message,
        bar=BarState(look.legal, look.chips, view.pot_total, waiting_text(view), look.compact, pre=pre),
        result=FittingText([result_text(result_lines(view, short), player_net(view)) for short in (0, 1, 2)])
        if between else Text(),
        between_hands=between,
        odds_on=look.odds_on,
        odds_inline=session.pacing.instant,
    )


class PastLog:
    """The log of earlier hands, kept as what happened and drawn again when the language or look changes."""

    def __init__(self, keep: int = 400) -> None:
        self.keep = keep  # lines
        self._hands: list[tuple[tuple[Event, ...], tuple[str, ...]]] = []
        self._drawn: tuple[tuple[str, str, DeckStyle], tuple[Text, ...]] | None = None

    def add(self, view: PlayerView) -> None:
        """Keep the hand of ``view`` (over) for the log; the oldest hands go when there are too many."""
        self._hands = [*self._hands, (view.events, view.names)][-max(1, self.keep // 8) :]
        self._drawn = None

    def lines(self, deck: DeckStyle) -> tuple[Text, ...]:
        """The earlier hands' lines in the current language, amount unit and card style."""
        key = (current_language(), amount_unit(), deck)
        if self._drawn is None or self._drawn[0] != key:
            drawn = [line for events, names in self._hands
                     for line in log_lines(events, names, PLAYER_SEAT, deck)]
            self._drawn = (key, tuple(drawn[-self.keep :]))
        return self._drawn[1]


def hand_log(session: Session, stage: Stage, deck: DeckStyle) -> list[Text]:
    """The log lines of the hand in play, as far as it has been shown."""
    view = session.view()
    events = visible_events(view, stage) if stage.board_shown is not None else view.events
    return log_lines(events, view.names, PLAYER_SEAT, deck)


def rebuy_message(view: PlayerView) -> Text:
    """The message line as a hand starts: who rebought."""
    rebuys = [e for e in view.events if isinstance(e, SeatRebought)]
    words = (_(strings.MSG_REBUY).format(name=view.names[e.seat], amount=amount(e.amount)) for e in rebuys)
    return Text(" ".join(words), style="bold #87d7ff")


def waiting_text(view: PlayerView) -> str:
    """What the action bar says when it is not the player's turn."""
    if view.folded[PLAYER_SEAT]:
        return _(strings.YOU_FOLDED)
    if view.to_act is not None and view.to_act != PLAYER_SEAT:
        return _(strings.WAITING).format(name=view.names[view.to_act])
    if view.all_in[PLAYER_SEAT]:
        return _(strings.MSG_WHO_ACTS_ALL_IN)
    return ""


def top_bar_text(session: Session, view: PlayerView, stage: Stage, show_seed: bool, *,
                 help_key: bool = False) -> Text:
    """The game's name, the hand number, the betting structure, the blinds, the session's result,
    rebuys and the seed; with ``help_key`` (a screen too short for its line of keys), the help key
    and its words last, so a player finds the rules and keys there.

    Where the line is too long for the terminal, the gaps narrow, then the name, the seed, the
    rebuys (the seats mark them too) and the blinds go; the structure stays (it decides the sizes);
    the help key goes last of all.
    """
    title = Text(f" {_(strings.APP_TITLE)} ", style="bold #000000 on #87af5f")
    parts = [_(HAND_NUMBER).format(number=view.hand_number), _(strings.GAME_NAMES)[view.game.value],
             _(BLINDS).format(small=view.small_blind, big=view.big_blind)]
    net = session.net
    if stage.board_shown is not None and session.hand is not None:
        # While the board is still running out, the result of this hand is not known yet.
        net -= session.hand.stacks[PLAYER_SEAT] - session.hand.starting_stacks[PLAYER_SEAT]
    parts.append(_(SESSION_RESULT).format(result=signed_amount(net)))
    rebuys = [_(YOUR_REBUYS).format(count=session.player_rebuys())] if session.player_rebuys() else []
    seed = [_(SEED).format(seed=number(session.seed))] if show_seed else []
    forms = []
    whole = parts + rebuys
    for named, shown, gap in ((True, whole + seed, "  ·  "), (True, whole + seed, " · "),
                              (False, whole + seed, " · "), (False, whole, " · "), (False, parts, " · "),
                              (False, [parts[0], parts[1], parts[3]], " · ")):
        text = title.copy() if named else Text()
        text.append((" " if named else "") + " " + gap.join(shown), style="#d7d7af")
        forms.append(text)
    if help_key:  # each form with the help key (its words, else a shorter word), then without it
        keyed = [Text.assemble(form, (" · ", "#d7d7af"), ("?", "bold #ffaf5f"), (f" {_(words)}", "#d7d7af"))
                 for form in forms for words in (strings.KEY_HELP, strings.KEY_HELP_SHORT)]
        forms = keyed + forms
    return FittingText(forms)


def hud_lines(session: Session, *, full: bool) -> Sequence[Text]:
    """The HUD of each seat (one line, or two when ``full``), from every hand seen with that player."""
    from holdem.app.hud_text import (
        hud_text,  # drawn only once the HUD is on: not on the way to the first frame
    )

    lifetime = session.lifetime()
    lines = []
    for seat, name in enumerate(session.names):
        stats = lifetime.hero if seat == PLAYER_SEAT else lifetime.players.get(name)
        lines.append(hud_text(stats, full=full) if stats is not None else Text())
    return lines


def note_marks(session: Session) -> tuple[Text, ...]:
    """The mark of each seat whose name has a note (the player's own seat has none)."""
    notes = session.records.store.notes if session.records is not None else {}
    return tuple(Text() if seat == PLAYER_SEAT else note_mark(notes.get(name))
                 for seat, name in enumerate(session.names))
