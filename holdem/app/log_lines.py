"""The action log: each event as a dealer would say it, with a separator for every street."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.text import Text

from holdem.app import strings
from holdem.app.render import CLASSIC, DeckStyle, cards_text
from holdem.engine.cards import Card
from holdem.engine.evaluator import HandValue
from holdem.engine.events import (
    BlindPosted,
    CardsShown,
    Event,
    HandStarted,
    HoleCardsDealt,
    Move,
    PlayerActed,
    PotAwarded,
    SeatRebought,
    StreetDealt,
    UncalledBetReturned,
)
from holdem.i18n.catalog import _, msg
from holdem.i18n.hands import MADE_CARDS, hand_label, hand_name, rank_name
from holdem.i18n.numbers import amount

SEPARATOR_STYLE = "bold #d7af5f"
PLAYER_STYLE = "bold #87d7ff"
WIN_STYLE = "bold #87d787"
REBUY_STYLE = "bold #87d7ff"  # as on the message line: a rebuy is news

# The action log, as a dealer would say it.
LOG_NEW_HAND: Final = msg("strings.LOG_NEW_HAND", "Hand #{number}")
LOG_BUTTON: Final = msg("strings.LOG_BUTTON", "{name} has the button")
LOG_REBUY: Final = msg("strings.LOG_REBUY", "{name} rebuys for {amount}")
LOG_SMALL_BLIND: Final = msg("strings.LOG_SMALL_BLIND", "{name} posts the small blind, {amount}")
LOG_BIG_BLIND: Final = msg("strings.LOG_BIG_BLIND", "{name} posts the big blind, {amount}")
LOG_BLIND_ALL_IN: Final = msg("strings.LOG_BLIND_ALL_IN", "{name} posts {amount} and is all in")
LOG_DEALT: Final = msg("strings.LOG_DEALT", "You are dealt {cards}")
LOG_FOLD: Final = msg("strings.LOG_FOLD", "{name} folds")
LOG_CHECK: Final = msg("strings.LOG_CHECK", "{name} checks")
LOG_CALL: Final = msg("strings.LOG_CALL", "{name} calls {amount}")
LOG_CALL_ALL_IN: Final = msg("strings.LOG_CALL_ALL_IN", "{name} calls {amount}, all in")
LOG_BET: Final = msg("strings.LOG_BET", "{name} bets {amount}")
LOG_BET_ALL_IN: Final = msg("strings.LOG_BET_ALL_IN", "{name} bets {amount}, all in")
LOG_RAISE: Final = msg("strings.LOG_RAISE", "{name} raises to {total}")
LOG_RAISE_ALL_IN: Final = msg("strings.LOG_RAISE_ALL_IN", "{name} raises to {total}, all in")
LOG_UNCALLED: Final = msg("strings.LOG_UNCALLED", "{amount} uncalled, back to {name}")
LOG_SHOWS: Final = msg("strings.LOG_SHOWS", "{name} shows {cards}")
LOG_WINS_POT: Final = msg("strings.LOG_WINS_POT", "{name} wins {pot}, {amount}")
LOG_WINS_UNSHOWN: Final = msg("strings.LOG_WINS_UNSHOWN", "{name} wins {amount} without showing")
LOG_SPLIT: Final = msg("strings.LOG_SPLIT", "{names} split {pot}, {amount}")



def _acted(event: PlayerActed, name: str) -> str:
    if event.move is Move.FOLD:
        return _(LOG_FOLD).format(name=name)
    if event.move is Move.CHECK:
        return _(LOG_CHECK).format(name=name)
    if event.move is Move.CALL:
        template = _(LOG_CALL_ALL_IN) if event.all_in else _(LOG_CALL)
        return template.format(name=name, amount=amount(event.amount))
    if event.move is Move.BET:
        template = _(LOG_BET_ALL_IN) if event.all_in else _(LOG_BET)
        return template.format(name=name, amount=amount(event.total))
    template = _(LOG_RAISE_ALL_IN) if event.all_in else _(LOG_RAISE)
    return template.format(name=name, total=amount(event.total))


def separator(label: str | Text, width: int = 0) -> Text:
    text = Text("── ", style=SEPARATOR_STYLE)
    text.append_text(label if isinstance(label, Text) else Text(label, style=SEPARATOR_STYLE))
    text.append(" ──", style=SEPARATOR_STYLE)
    return text


def log_lines(
    events: Sequence[Event], names: Sequence[str], player: int = 0, deck: DeckStyle = CLASSIC
) -> list[Text]:
    """One line per thing that happened, in order, from the player's view of the events."""
    lines: list[Text] = []
    side = 0
    rebuys: list[Text] = []  # said under the new hand's header, with its button
    board: list[Card] = []
    shown: list[HandValue] = []  # every hand shown in the current hand, for the kickers
    for at, event in enumerate(events):
        if isinstance(event, SeatRebought):
            rebuy = _(LOG_REBUY).format(name=names[event.seat], amount=amount(event.amount))
            rebuys.append(Text(rebuy, style=REBUY_STYLE))
        elif isinstance(event, HandStarted):
            board = []
            shown = _shown_values(events[at + 1:])
            lines += _new_hand_lines(event, names, rebuys)
            rebuys = []
        elif isinstance(event, StreetDealt):
            board.extend(event.cards)
            lines.append(_street_line(event, deck))
        elif isinstance(event, CardsShown):
            lines.append(_shown_line(event, names[event.seat], board, shown, deck))
        elif isinstance(event, PotAwarded):
            if event.kind.value == "side":
                side += 1
            lines.append(Text(_award_words(event, names, side), style=WIN_STYLE))
        else:
            lines += _plain_lines(event, names, player, deck)
    return lines


def _new_hand_lines(event: HandStarted, names: Sequence[str], rebuys: list[Text]) -> list[Text]:
    """The new hand's header, the rebuys made before it, and its button."""
    header = separator(_(LOG_NEW_HAND).format(number=event.hand_number))
    return [header, *rebuys, Text(_(LOG_BUTTON).format(name=names[event.button]), style="dim")]


def _street_line(event: StreetDealt, deck: DeckStyle) -> Text:
    label = Text(_(strings.STREET_NAMES)[int(event.street)] + " ", style=SEPARATOR_STYLE)
    label.append_text(cards_text(event.cards, plain=True, deck=deck))
    return separator(label)


def _shown_line(
    event: CardsShown, name: str, board: Sequence[Card], shown: Sequence[HandValue], deck: DeckStyle
) -> Text:
    line = Text(_(LOG_SHOWS).format(name=name, cards="").rstrip() + " ")
    line.append_text(cards_text(event.cards, plain=True, deck=deck))
    if event.value is not None:  # named as the seat names it: "The board's pair of Jacks, King high"
        named = hand_label(event.cards, board)
        if named == hand_name(event.value):
            named = kicker_words(event.value, shown)
        line.append(f" · {named}")
    return line


def _plain_lines(event: Event, names: Sequence[str], player: int, deck: DeckStyle) -> list[Text]:
    """The line of a blind, a deal, an action or a returned bet (none for the others' hidden cards)."""
    if isinstance(event, BlindPosted):
        return [Text(_blind_words(event, names[event.seat]), style="dim")]
    if isinstance(event, HoleCardsDealt):
        if event.seat != player or event.cards is None:
            return []
        line = Text(_(LOG_DEALT).format(cards="").rstrip() + " ")
        line.append_text(cards_text(event.cards, plain=True, deck=deck))
        return [line]
    if isinstance(event, PlayerActed):
        return [Text(_acted(event, names[event.seat]), style=PLAYER_STYLE if event.seat == player else "")]
    if isinstance(event, UncalledBetReturned):
        back = _(LOG_UNCALLED).format(amount=amount(event.amount), name=names[event.seat])
        return [Text(back, style="dim")]
    return []


def _shown_values(events: Sequence[Event]) -> list[HandValue]:
    """The hands shown from the start of ``events`` to the next hand's start."""
    values: list[HandValue] = []
    for event in events:
        if isinstance(event, HandStarted):
            break
        if isinstance(event, CardsShown) and event.value is not None:
            values.append(event.value)
    return values


def kicker_words(value: HandValue, shown: Sequence[HandValue]) -> str:
    """The hand's name, with its kicker where another shown hand of the same name differs only by kickers.

    "Pair of Sixes" against "Pair of Sixes": the kicker decided it, and each says its own,
    "Pair of Sixes, Ace kicker", at the first card where they differ (the deepest one, against several).
    Straights, flushes and full houses have no kickers: all five cards make them.
    """
    name = hand_name(value)
    if MADE_CARDS[value.category] >= len(value.cards):
        return name
    deciding = [
        next(i for i, pair in enumerate(zip(value.ranks, other.ranks, strict=True)) if pair[0] != pair[1])
        for other in shown
        if other.category is value.category and other.ranks != value.ranks and hand_name(other) == name
    ]
    if not deciding:
        return name
    return _(strings.WITH_KICKER).format(hand=name, rank=rank_name(value.ranks[max(deciding)]))


def _blind_words(event: BlindPosted, name: str) -> str:
    if event.all_in:
        return _(LOG_BLIND_ALL_IN).format(name=name, amount=amount(event.amount))
    template = _(LOG_SMALL_BLIND) if event.blind == "small" else _(LOG_BIG_BLIND)
    return template.format(name=name, amount=amount(event.amount))


def _award_words(event: PotAwarded, names: Sequence[str], side: int) -> str:
    """Who took a pot; ``side`` numbers the side pots paid so far."""
    pot = _(strings.POT_WORDS)[event.kind.value].format(number=side)
    winners = [names[seat] for seat, _amount in event.shares]
    if event.value is None:
        return _(LOG_WINS_UNSHOWN).format(name=winners[0], amount=amount(event.amount))
    if len(winners) == 1:
        return _(LOG_WINS_POT).format(name=winners[0], pot=pot, amount=amount(event.amount))
    names = _(strings.AND).join(winners)
    return _(LOG_SPLIT).format(names=names, pot=pot, amount=amount(event.amount))


RECENT_GAP = Text(" | ", style="dim")


def recent_lines(lines: Sequence[Text], width: int, rows: int) -> list[Text]:
    """The latest log ``lines`` packed into ``rows`` lines of ``width`` cells: a short log, newest last.

    Lines that fit side by side share a row, a gap between them; a line is never cut: one too long
    for a row is left out with everything before it.

    >>> log = [Text("Ann folds"), Text("Bob raises to 30"), Text("Cat folds"), Text("Dan calls 30")]
    >>> [row.plain for row in recent_lines(log, 30, 2)]
    ['Ann folds | Bob raises to 30', 'Cat folds | Dan calls 30']
    >>> [row.plain for row in recent_lines(log, 20, 1)]
    ['Dan calls 30']
    """
    rows_out: list[Text] = []
    row = Text()
    for line in reversed(lines):
        if line.cell_len > width:
            break
        if row.plain and row.cell_len + RECENT_GAP.cell_len + line.cell_len <= width:
            row = Text.assemble(line, RECENT_GAP, row)
            continue
        if row.plain:
            rows_out.insert(0, row)
            if len(rows_out) == rows:
                return rows_out
        row = line.copy()
    if row.plain and len(rows_out) < rows:
        rows_out.insert(0, row)
    return rows_out


def untold(lines: Sequence[Text], result: str) -> list[Text]:
    """The log ``lines`` the hand's ``result`` does not already say (a short log beside the result does
    not repeat who won).

    >>> log = [Text("Bob shows K♦ K♥ · Pair of Kings"), Text("Bob wins the pot, 315")]
    >>> [line.plain for line in untold(log, "  Bob wins the pot, 315, with Pair of Kings")]
    ['Bob shows K♦ K♥ · Pair of Kings']
    """
    return [line for line in lines if not line.plain or line.plain not in result]
