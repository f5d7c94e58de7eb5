"""The felt's words: each seat's lines (name and position, stack and status, cards and chips, hand or
action) and the centre's (street, board, pot), fitted to the cells they get; pure functions returning Rich
``Text``, drawn by ``holdem.tui.felt`` on the table and in a replay.

>>> from holdem.app.table_model import SeatInfo
>>> seat = SeatInfo(seat=1, name="Bruno", stack=2025, labels=(), bet=0, status="wins", won=2025,
...                 last_action="", face_down=False)
>>> [seat_text(seat, width).plain.splitlines()[1] for width in (14, 13)]
['2025 wins 2025', '2025     wins']
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text

from holdem.app import strings
from holdem.app.render import CLASSIC, DeckStyle, big_cards_lines, board_text, card_back, cards_text
from holdem.app.table_model import CentreInfo, SeatInfo
from holdem.engine.cards import Card
from holdem.i18n.catalog import _
from holdem.i18n.numbers import amount

BET_STYLE = "bold #ffd75f"

BADGE_STYLES = {
    "button": "bold #000000 on #f0f0f0",
    "small_blind": "bold #000000 on #87afd7",
    "big_blind": "bold #000000 on #5f87d7",
}
STATUS_STYLES = {
    "to_act": "bold #000000 on #ffd75f",
    "thinking": "italic #ffd75f",
    "folded": "dim",
    "all_in": "bold #ffffff on #af0000",
    "wins": "bold #000000 on #87d787",
}


def _line(left: Text, right: Text, width: int) -> Text:
    """``left`` and ``right`` on one line of ``width`` cells, ``left`` cut short if they do not fit."""
    room = max(0, width - right.cell_len - (1 if right.cell_len else 0))
    if left.cell_len > room:
        left = left.copy()
        left.truncate(room, overflow="ellipsis")
    gap = max(0, width - left.cell_len - right.cell_len)
    line = left.copy()
    line.append(" " * gap)
    line.append_text(right)
    return line


def _badge_style(label: str) -> str:
    """A position label's colours, looked up by what it says in the current language."""
    keys = {
        _(strings.BUTTON): "button", _(strings.SMALL_BLIND): "small_blind", _(strings.BIG_BLIND): "big_blind",
    }
    return BADGE_STYLES.get(keys.get(label, ""), "bold")


GIVES_WAY = {"thinking": "…", "to_act": "…", "folded": ""}
"""Where a status and the stack's bare figure do not both fit, what the status shrinks to (the seat's colour
says it too): the stack is never cut ("11… thinking…" read as another stack)."""


def status_text(info: SeatInfo, width: int | None = None) -> Text:
    """The seat's status beside its stack; in a seat ``width`` cells wide where the stack's bare figure
    and "wins 2025" do not both fit, "wins" (the log and the result say how much), and a passing status
    its :data:`GIVES_WAY` form: the stack is never cut."""
    figure = cell_len(amount(info.stack, unit=False)) + 1
    won = _(strings.STATUS_WINS).format(amount=amount(info.won))
    if width is not None and figure + cell_len(won) > width:
        won = _(strings.STATUS_WINS_SHORT)
    words = {
        "to_act": _(strings.STATUS_YOUR_TURN) if info.is_player else _(strings.STATUS_TO_ACT),
        "thinking": _(strings.STATUS_THINKING),
        "folded": _(strings.STATUS_FOLDED),
        "all_in": _(strings.STATUS_ALL_IN),
        "wins": won,
    }
    word = words.get(info.status, "")
    if width is not None and figure + cell_len(word) > width:
        word = GIVES_WAY.get(info.status, word)
    if not word:
        return Text()
    return Text(word, style=STATUS_STYLES.get(info.status, ""))


def _stack_text(info: SeatInfo, width: int) -> Text:
    """The stack (and its rebuys), the longest form that leaves room for the status: the unit of a
    big-blind amount goes first, then the rebuy mark; the number itself is never cut."""
    status = status_text(info, width).cell_len
    room = width - (status + 1 if status else 0)
    style = "bold #ffd787" if info.stack else "bold #ff5f5f"
    rebuys = _(strings.REBUY_COUNT).format(count=info.rebuys) if info.rebuys else ""
    forms = [(amount(info.stack), rebuys), (amount(info.stack, unit=False), rebuys),
             (amount(info.stack, unit=False), "")]
    for figure, mark in forms:
        if Text(figure + mark).cell_len <= room:
            break
    stack = Text(figure, style=style)
    if mark:
        stack.append(mark, style="dim")
    return stack


def seat_text(info: SeatInfo, width: int, big: bool = False, deck: DeckStyle = CLASSIC) -> Text:
    """Four lines: name and position; stack and status; cards and chips in front; hand or action.

    ``big`` draws the cards three lines tall (six lines in all).
    """
    width = max(width, 8)
    name = Text(info.name, style="bold #87d7ff" if info.is_player else "bold")
    badges = Text()
    for label in info.labels:
        if badges:
            badges.append(" ")
        badges.append(f"{label}", style=_badge_style(label))
    stack = _stack_text(info, width)
    if info.cards:
        cards = cards_text(info.cards, highlight=info.highlight if info.showdown else None, deck=deck)
    elif info.face_down:
        cards = Text.assemble(card_back(), " ", card_back())
    else:
        cards = Text()
    bet = (Text(f"● {amount(info.bet, unit=False)}", style=BET_STYLE) if info.bet
           else Text(info.back, style="dim") if info.back else Text())
    words = info.hand_label or ("" if info.status == "folded" else info.last_action)
    for shorter in info.hand_shorter:
        if Text(words).cell_len <= width:
            break
        words = shorter  # "Two pair, 6s and 4s" where "Two pair, Sixes and Fours" does not fit
    last = Text(words, style="italic" if info.hand_label else "")
    if big:
        shown: list[Card | None] = list(info.cards) if info.cards else [None, None] if info.face_down else []
        tall = big_cards_lines(shown, highlight=info.highlight if info.showdown else None, deck=deck)
    cards_width = tall[1].cell_len if big else cards.cell_len
    bet_below = Text()
    if bet and cards_width + 1 + bet.cell_len > width:  # the cards are never cut for the chips:
        # the chips go beside the action ("raises to 25  ● 25"), or stay out where that is full too
        # (the action already says the amount)
        bet_below = bet if last.cell_len + 1 + bet.cell_len <= width else Text()
        bet = Text()
    if big:
        card_rows = [_line(tall[0], Text(), width), _line(tall[1], bet, width), _line(tall[2], Text(), width)]
    else:
        card_rows = [_line(cards, bet, width)]
    lines = [_line(name, badges, width), _line(stack, status_text(info, width), width), *card_rows,
             _line(last, bet_below, width)]
    return Text("\n").join(lines)


def centre_text(
    info: CentreInfo, big: bool = False, deck: DeckStyle = CLASSIC, rows: int | None = None
) -> Text:
    """Street, board, pot and side pots, one above the other.

    In fewer than ``rows`` lines than that needs, the street and the pot share the first line, so
    that the board and the pot stay in sight:

    >>> from holdem.app.table_model import CentreInfo
    >>> centre_text(CentreInfo("Flop", (), 40), rows=2).plain.splitlines()[0]
    'Flop · Pot 40'
    """
    street = Text(info.street, style="bold #d7d7af")
    pot = Text(_(strings.POT).format(amount=amount(info.pot_total)), style="bold #ffd75f")
    board = (big_cards_lines(list(info.board), highlight=info.highlight or None, slots=5, deck=deck) if big
             else [board_text(info.board, highlight=info.highlight or None, deck=deck)])
    lines = [street, *board, pot]
    if rows is not None and len(lines) + bool(info.pots) > rows:
        lines = [Text.assemble(street, " · ", pot), *board]
    if info.pots:
        side = Text(style="#d7d7af")
        for i, chips in enumerate(info.pots):
            if i:
                side.append(" · ")
            side.append(_(strings.MAIN_POT if i == 0 else strings.SIDE_POT).format(amount=amount(chips)))
        lines.append(side)  # where the rows run out, the side pots go first (the log has them)
    return Text("\n", justify="center").join(lines)
