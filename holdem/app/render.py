"""Drawing cards, chips, seats and the centre of the table: pure functions returning Rich ``Text``.

Cards read without colour: the suit is always its own mark, a glyph (♠ ♥ ♦ ♣, never the
emoji forms) or, for terminals without them, a letter (s h d c). Colour only adds to it: the
classic two-colour deck (red hearts and diamonds) or the four-colour deck (spades in the
text colour, hearts red, diamonds blue, clubs green).

>>> from holdem.engine.cards import Card
>>> card_text(Card.parse("Ts")).plain, card_text(Card.parse("Ah")).plain
('10♠', ' A♥')
>>> card_text(Card.parse("Ts"), deck=DeckStyle(suits="ascii")).plain
'10s'
>>> card_text(Card.parse("Qd"), deck=DeckStyle(colours="four")).style
'bold #1456c8 on #f4f1e8'
>>> card_text(Card.parse("Qd"), deck=DeckStyle(colours="two")).style
'bold #c0001a on #f4f1e8'
>>> chip_stack_text((100, 100, 25, 2)).plain
'100×2+25+2'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions
from rich.segment import Segment
from rich.text import Text

from holdem.app import strings
from holdem.app.table_model import CentreInfo, SeatInfo
from holdem.engine.cards import Card
from holdem.i18n.catalog import _
from holdem.i18n.numbers import amount

SUIT_GLYPHS = "♣♦♥♠"  # indexed by Card.suit: clubs, diamonds, hearts, spades
SUIT_LETTERS = "cdhs"
DECK_COLOURS = ("two", "four")
SUIT_STYLES = ("symbols", "ascii")
CARD_WIDTH = 3
BIG_BOARD_WIDTH = 29  # five tall cards and the gaps between them
CARD_FACE = "#f4f1e8"
# Suit colours on a card face and in the log (on the dark background), by Card.suit.
FACE_COLOURS = {"two": ("#111111", "#c0001a", "#c0001a", "#111111"),
                "four": ("#0a7d20", "#1456c8", "#c0001a", "#111111")}
PLAIN_COLOURS = {"two": ("#e4e4e4", "#ff5f5f", "#ff5f5f", "#e4e4e4"),
                 "four": ("#5fd75f", "#5fafff", "#ff5f5f", "#e4e4e4")}
WINNING_FACE = "#ffd75f"
CARD_BACK = "#7aa6da on #1f3f73"
EMPTY_SLOT = "#3f6f4f on #183d27"

@dataclass(frozen=True, slots=True)
class DeckStyle:
    """How cards are drawn: the deck's colours (``two``, ``four``) and suit marks (``symbols``, ``ascii``)."""

    colours: str = "two"
    suits: str = "symbols"

    def __post_init__(self) -> None:
        if self.colours not in DECK_COLOURS:
            raise ValueError(f"deck colours are {' or '.join(DECK_COLOURS)}, not {self.colours!r}")
        if self.suits not in SUIT_STYLES:
            raise ValueError(f"suit styles are {' or '.join(SUIT_STYLES)}, not {self.suits!r}")

    def with_(self, *, colours: str | None = None, suits: str | None = None) -> DeckStyle:
        """This style with the colours or the suit marks changed."""
        return replace(self, colours=colours or self.colours, suits=suits or self.suits)


CLASSIC: Final = DeckStyle()


def suit_mark(card: Card, deck: DeckStyle = CLASSIC) -> str:
    return (SUIT_LETTERS if deck.suits == "ascii" else SUIT_GLYPHS)[card.suit]


def _face_style(card: Card, highlight: bool, dim: bool, deck: DeckStyle) -> str:
    style = f"bold {FACE_COLOURS[deck.colours][card.suit]} on {CARD_FACE}"
    if highlight:
        style = style.replace(CARD_FACE, WINNING_FACE) + " underline"
    if dim:
        style += " dim"
    return style


CHIP_STYLES = {
    5: "bold #ffffff on #b22222",
    10: "bold #ffffff on #1f5fbf",
    25: "bold #ffffff on #1e7b34",
    50: "bold #000000 on #ff9f1c",
    100: "bold #ffffff on #202020",
    500: "bold #ffffff on #6c3fb0",
}
ODD_CHIP = "bold #000000 on #bcbcbc"
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


def rank_label(card: Card) -> str:
    return "10" if card.rank_char == "T" else card.rank_char


def card_text(
    card: Card, *, highlight: bool = False, dim: bool = False, plain: bool = False, deck: DeckStyle = CLASSIC
) -> Text:
    """A card face three cells wide (" A♠", "10♥"); ``plain`` is the log form without a face."""
    mark = suit_mark(card, deck)
    if plain:
        return Text(rank_label(card) + mark, style=f"bold {PLAIN_COLOURS[deck.colours][card.suit]}")
    return Text(f"{rank_label(card):>2}{mark}", style=_face_style(card, highlight, dim, deck))


def big_card_lines(
    card: Card | None, *, highlight: bool = False, dim: bool = False, deck: DeckStyle = CLASSIC
) -> list[Text]:
    """A card three lines tall and five cells wide; ``None`` draws the back."""
    if card is None:
        return [Text("░" * 5, style=CARD_BACK) for _ in range(3)]
    style = _face_style(card, highlight, dim, deck)
    rank, glyph = rank_label(card), suit_mark(card, deck)
    return [Text(f"{rank:<2}{glyph}  ", style=style), Text(f"  {glyph}  ", style=style),
            Text(f"  {glyph}{rank:>2}", style=style)]


def big_cards_lines(
    cards: Sequence[Card | None],
    *,
    highlight: frozenset[Card] | None = None,
    slots: int = 0,
    deck: DeckStyle = CLASSIC,
) -> list[Text]:
    """Tall cards side by side, three lines; empty slots up to ``slots`` are drawn faintly."""
    lines = [Text(), Text(), Text()]
    for i in range(max(len(cards), slots)):
        card = cards[i] if i < len(cards) else None
        if i < len(cards):
            lit = highlight is not None and card is not None and card in highlight
            faded = highlight is not None and bool(highlight) and not lit
            parts = big_card_lines(card, highlight=lit, dim=faded, deck=deck)
        else:
            parts = [Text(" " * 5, style=EMPTY_SLOT)] * 3
        for line, part in zip(lines, parts, strict=True):
            if i:
                line.append(" ")
            line.append_text(part)
    return lines


def card_back() -> Text:
    return Text("░" * CARD_WIDTH, style=CARD_BACK)


def empty_slot() -> Text:
    return Text(" · ", style=EMPTY_SLOT)


def cards_text(
    cards: Iterable[Card],
    *,
    highlight: frozenset[Card] | None = None,
    plain: bool = False,
    deck: DeckStyle = CLASSIC,
) -> Text:
    """Cards side by side. With ``highlight`` (a showdown), the winning five stand out, the rest dim."""
    text = Text()
    for i, card in enumerate(cards):
        if i:
            text.append(" ")
        lit = highlight is not None and card in highlight
        faded = highlight is not None and bool(highlight) and not lit
        text.append_text(card_text(card, highlight=lit, dim=faded, plain=plain, deck=deck))
    return text


def board_text(
    board: Sequence[Card], highlight: frozenset[Card] | None = None, slots: int = 5, deck: DeckStyle = CLASSIC
) -> Text:
    text = cards_text(board, highlight=highlight, deck=deck)
    for i in range(len(board), slots):
        if i:
            text.append(" ")
        text.append_text(empty_slot())
    return text


def chip_text(value: int) -> Text:
    """A chip's face: its value, in big blinds when the table shows them (the 5 chip is "0.5")."""
    return Text(f" {amount(value, unit=False)} ", style=CHIP_STYLES.get(value, ODD_CHIP))


def chip_stack_text(chips: Sequence[int]) -> Text:
    """The raise stack as the sum it is, runs of one chip grouped: ``100×2+25+2`` (bb: ``10×2+2.5``)."""
    text = Text()
    i = 0
    while i < len(chips):
        j = i
        while j < len(chips) and chips[j] == chips[i]:
            j += 1
        if text:
            text.append("+")
        text.append(amount(chips[i], unit=False), style=CHIP_STYLES.get(chips[i], ODD_CHIP))
        if j - i > 1:
            text.append(f"×{j - i}")
        i = j
    return text


class FittingText(Text):
    """A line with shorter forms: it draws the first form that fits the width it is given.

    >>> line = FittingText([Text("Session result +85 · Seed 11"), Text("Session result +85")])
    >>> line.fitting(20).plain, line.fitting(80).plain
    ('Session result +85', 'Session result +85 · Seed 11')
    """

    __slots__ = ("forms", "widths")

    def __init__(self, forms: Sequence[Text], widths: Sequence[int] | None = None) -> None:
        super().__init__()
        self.forms = tuple(forms)
        # The cells each form needs; by default its widest line (the HUD measures its forms with room
        # for the figures to grow, so that a seat keeps its form).
        self.widths = tuple(widths) if widths is not None else tuple(
            max(line.cell_len for line in form.split("\n")) for form in self.forms)
        self.append_text(self.forms[0])

    def fitting(self, width: int) -> Text:
        """The first form that fits ``width`` cells (the last if none does)."""
        fits = (form for form, needs in zip(self.forms, self.widths, strict=True) if needs <= width)
        return next(fits, self.forms[-1])

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterable[Segment]:
        yield from self.fitting(options.max_width).__rich_console__(console, options)


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


def status_text(info: SeatInfo, width: int | None = None) -> Text:
    """The seat's status beside its stack; in a seat ``width`` cells wide where the stack's bare figure
    and "wins 2025" do not both fit, "wins" (the log and the result say how much): the stack is never cut."""
    won = _(strings.STATUS_WINS).format(amount=amount(info.won))
    if width is not None and cell_len(amount(info.stack, unit=False)) + 1 + cell_len(won) > width:
        won = _(strings.STATUS_WINS_SHORT)
    words = {
        "to_act": _(strings.STATUS_YOUR_TURN) if info.is_player else _(strings.STATUS_TO_ACT),
        "thinking": _(strings.STATUS_THINKING),
        "folded": _(strings.STATUS_FOLDED),
        "all_in": _(strings.STATUS_ALL_IN),
        "wins": won,
    }
    word = words.get(info.status, "")
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
    bet = Text(f"● {amount(info.bet, unit=False)}", style=BET_STYLE) if info.bet else Text()
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


def result_text(lines: Sequence[str], net: int) -> Text:
    """The end of a hand: who won which pot with what, the player's result, how to go on."""
    text = Text()
    for line in lines:
        text.append("  " + line + "\n", style="bold")
    sign = "+" if net > 0 else "−" if net < 0 else "±"
    you = Text("  " + _(strings.RESULT_YOU_NET).format(sign=sign, amount=amount(abs(net))),
               style="bold #87d787" if net > 0 else "bold #ff8787" if net < 0 else "")
    text.append_text(you)
    text.append("    ")
    text.append(_(strings.RESULT_NEXT), style="bold #000000 on #ffd75f")
    return text


def key_label(key: str, label: str | Text, *, enabled: bool = True) -> Text:
    """A control's face: its key in a box, then what it does."""
    text = Text()
    text.append(key, style="bold #000000 on #d7d7d7" if enabled else "#6c6c6c on #303030")
    if label:
        text.append(" ")
        text.append_text(label if isinstance(label, Text) else Text(label))
    if not enabled:
        text.stylize("dim")
    return text
