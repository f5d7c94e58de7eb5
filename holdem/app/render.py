"""Drawing cards, chips, keys and a hand's result: pure functions returning Rich ``Text`` (the seats' and
the centre's lines are in ``holdem.app.felt_text``).

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

from rich.console import Console, ConsoleOptions
from rich.segment import Segment
from rich.text import Text

from holdem.app import strings
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
        else:  # a card yet to come: a darker slot with a dot in its middle, as the small board's " · "
            parts = [Text(" " * 5, style=EMPTY_SLOT), Text("  ·  ", style=EMPTY_SLOT),
                     Text(" " * 5, style=EMPTY_SLOT)]
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
