"""Cards, chips, seats and the raise builder, drawn and computed without an app."""

from __future__ import annotations

import pytest

from holdem.app import strings
from holdem.app.felt_text import seat_text
from holdem.app.names import clean_name
from holdem.app.raise_builder import fewest_chips, preset_total, raise_total
from holdem.app.render import big_card_lines, card_text, cards_text, chip_stack_text
from holdem.app.table_model import SeatInfo, preflop_label
from holdem.engine import LegalActions, parse_cards

FACING_BB = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
                         min_raise_to=20, max_raise_to=1000, raise_closed_reason=None)


def test_every_suit_has_its_own_glyph_so_cards_read_without_colour():
    faces = [card_text(card).plain for card in parse_cards("As Ah Ad Ac")]
    assert faces == [" A♠", " A♥", " A♦", " A♣"]
    assert "\ufe0f" not in "".join(faces)  # never the emoji forms


def test_a_ten_is_written_10_and_every_face_is_three_cells():
    assert card_text(parse_cards("Td")[0]).plain == "10♦"
    assert {card_text(c).cell_len for c in parse_cards("2c Tc Ac")} == {3}


def test_big_cards_are_three_lines_of_five_cells():
    lines = big_card_lines(parse_cards("Qh")[0])
    assert [line.plain for line in lines] == ["Q ♥  ", "  ♥  ", "  ♥ Q"]
    assert {line.cell_len for line in big_card_lines(None)} == {5}


def test_at_a_showdown_the_winning_cards_stand_out_and_the_rest_fade():
    cards = parse_cards("As 2c")
    text = cards_text(cards, highlight=frozenset(cards[:1]))
    styles = [str(span.style) for span in text.spans]
    assert "underline" in styles[0] and "dim" in styles[1]


@pytest.mark.parametrize(
    ("preset", "total"),
    [("min", 20), ("half", 20), ("pot", 35), ("all_in", 1000)],
)
def test_presets_preflop_facing_the_big_blind(preset, total):
    # Pot 15 (the blinds), 10 to call: pot-sized is 10 + (15 + 10) = 35.
    assert preset_total(preset, FACING_BB, pot_total=15) == total


def test_presets_are_clamped_to_all_in_for_a_short_stack():
    short = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=30,
                         min_raise_to=20, max_raise_to=30, raise_closed_reason=None)
    assert preset_total("pot", short, pot_total=15) == 30


def test_preset_stacks_use_the_fewest_chips_largest_first():
    assert fewest_chips(1000) == (500, 500)
    assert fewest_chips(35) == (25, 10)
    assert fewest_chips(997) == (500, 100, 100, 100, 100, 50, 25, 10, 10, 2)


def test_the_number_under_raise_is_the_round_total_and_the_minimum_when_empty():
    in_bb = LegalActions(seat=0, call_amount=20, current_bet=30, committed=10, stack=990,
                         min_raise_to=50, max_raise_to=1000, raise_closed_reason=None)
    assert raise_total([], in_bb) == 50
    assert raise_total([25, 10], in_bb) == 45
    assert raise_total([500, 500, 500], in_bb) == 1000  # capped at all in


def test_chip_stack_groups_runs_and_reads_as_one_sum():
    assert chip_stack_text((500, 100, 100, 25)).plain == "500+100×2+25"
    assert chip_stack_text((500, 50)).plain == "500+50"  # not "500 50", two numbers


def test_a_seat_shows_name_position_stack_status_cards_bet_and_action():
    info = SeatInfo(seat=2, name="Lena", stack=940, labels=("BTN",), bet=60, status="to_act",
                    last_action="raises to 60", face_down=True)
    lines = seat_text(info, 20).plain.split("\n")
    assert lines[0].startswith("Lena") and lines[0].endswith("BTN")
    assert lines[1].startswith("940") and lines[1].endswith("to act")
    assert lines[2].startswith("░░░ ░░░") and lines[2].endswith("● 60")
    assert lines[3] == "raises to 60".ljust(20)


def test_a_seat_too_narrow_for_cards_and_chips_keeps_its_cards_whole():
    def seat(action: str, width: int) -> list[str]:
        info = SeatInfo(seat=4, name="Ingrid", stack=975, labels=(), bet=25, status="",
                        last_action=action, face_down=True)
        return seat_text(info, width, big=True).plain.split("\n")

    roomy = seat("raises to 25", 20)  # tall cards, 11 cells, and "● 25" beside them
    assert roomy[3].startswith("░░░░░ ░░░░░ ") and roomy[3].endswith("● 25")
    assert roomy[-1].rstrip() == "raises to 25"
    moved = seat("calls 25", 15)  # no room beside the cards: the chips go beside the action
    assert all("…" not in line for line in moved) and "●" not in moved[3]
    assert moved[-1] == "calls 25   ● 25"  # the chips at the right edge, as beside the cards
    left_out = seat("raises to 25", 15)  # no room there either: the action says the amount
    assert all("…" not in line and "●" not in line for line in left_out)
    assert left_out[-1].rstrip() == "raises to 25"


def test_a_narrow_winners_seat_keeps_its_stack_whole_and_says_wins_alone():
    """80x24 with the odds aid on, a side seat 13 cells inside: "20… wins 2025" cut the stack; now "2025
    wins" (the log and the result say how much), and "wins 2025" where both fit."""
    info = SeatInfo(seat=1, name="Bruno", stack=2025, labels=("BB",), bet=0, status="wins", won=2025,
                    last_action="", face_down=False)
    assert seat_text(info, 13).plain.split("\n")[1] == "2025     wins"
    assert seat_text(info, 14).plain.split("\n")[1] == "2025 wins 2025"


def test_a_narrow_seats_passing_status_gives_way_to_its_stack():
    """80x24: "11… thinking…" for a stack of 1160; now "1160 …" (the seat's colour says it thinks)."""
    def line(status: str, width: int) -> str:
        info = SeatInfo(seat=3, name="Otto", stack=1160, labels=(), bet=0, status=status,
                        last_action="", face_down=True)
        return seat_text(info, width).plain.split("\n")[1]

    assert line("thinking", 12) == "1160       …"
    assert line("thinking", 14) == "1160 thinking…"
    assert line("folded", 10) == "1160".ljust(10)
    assert line("all_in", 12) == "1160  ALL IN"  # what the others must know stays


def test_preflop_hands_are_named_in_words():
    assert preflop_label(parse_cards("Kd Kc")) == "Pair of Kings"
    assert preflop_label(parse_cards("Ks As")) == "Ace-King suited"
    assert preflop_label(parse_cards("2c 7d")) == "Seven-Two"


def test_names_lose_what_would_break_a_hand_history_and_may_not_copy_an_opponent():
    assert clean_name("Jo: [7] (x)#\n", taken=["Lena"]) == "Jo 7 x"
    assert clean_name("LENA", taken=["Lena"]) == ""
    assert clean_name("", taken=[]) == "Hero"


def test_a_win_by_the_kicker_names_the_kicker():
    from holdem.app.table_model import winning_hand_words
    from holdem.engine.cards import parse_cards
    from holdem.engine.evaluator import best_hand

    board = "Ah As 5c 5d 2h"
    otto = best_hand(parse_cards(board + " Qc 3d"))  # aces and fives, queen kicker
    hero = best_hand(parse_cards(board + " Jc 3s"))  # aces and fives, jack kicker
    assert winning_hand_words(otto, [otto, hero]) == "Two pair, Aces and Fives, Queen kicker"
    # Different names need no kicker.
    trips = best_hand(parse_cards(board + " Ad 3c"))
    assert winning_hand_words(trips, [trips, hero]) == "Full house, Aces full of Fives"


@pytest.mark.parametrize("language", ["en", "pt"])
def test_a_narrow_seats_stack_in_big_blinds_drops_its_unit_rather_than_be_cut(language):
    """At 80x24 in big blinds, 'folded' beside '41.4 bb' did not fit a side seat: the stack read '41.4…'."""
    from holdem.i18n import catalog
    from holdem.i18n.numbers import set_amount_unit

    catalog.set_language(language)
    set_amount_unit("bb", big_blind=10)
    try:
        for rebuys in (0, 1):
            info = SeatInfo(seat=5, name="Bruno", stack=414, status="folded", rebuys=rebuys)
            stack_line = seat_text(info, 14).plain.split("\n")[1]
            assert "…" not in stack_line, stack_line
            assert stack_line.startswith(("41.4", "41,4")) and stack_line.rstrip().endswith(
                catalog.translate(strings.STATUS_FOLDED)), stack_line
        wide = seat_text(SeatInfo(seat=5, name="Bruno", stack=414, status="folded"), 24).plain.split("\n")[1]
        assert wide.startswith(("41.4 bb", "41,4 bb"))  # the unit stays where it fits
    finally:
        set_amount_unit("chips")
        catalog.set_language("en")


@pytest.mark.parametrize("language", ["en", "pt"])
def test_the_header_at_60_columns_keeps_whole_words_with_rebuys_in_big_blinds(language):
    """At 60x20 in Portuguese, big blinds and a rebuy, the header read '… Saldo da sessão −103,5 bb ·'."""
    from types import SimpleNamespace

    from holdem.app.scene import top_bar_text
    from holdem.engine.game import Game
    from holdem.i18n import catalog
    from holdem.i18n.numbers import set_amount_unit

    catalog.set_language(language)
    set_amount_unit("bb", big_blind=10)
    try:
        session = SimpleNamespace(net=-1035, hand=None, seed=5, player_rebuys=lambda: 1)
        view = SimpleNamespace(hand_number=18, small_blind=5, big_blind=10, game=Game.NO_LIMIT)
        stage = SimpleNamespace(board_shown=None)
        header = top_bar_text(session, view, stage, True).fitting(60).plain  # type: ignore[arg-type]
        assert len(header) <= 60, header
        assert "103,5 bb" in header or "103.5 bb" in header
        assert not header.rstrip().endswith("·"), header
    finally:
        set_amount_unit("chips")
        catalog.set_language("en")


def test_a_wrapped_log_line_keeps_an_amount_with_its_unit():
    """At 80x24 in big blinds the log read 'Hero aumenta para 11' then 'bb' alone on the next line."""
    from rich.console import Console
    from rich.text import Text

    from holdem.tui.widgets import wrap_whole

    console = Console(width=80)
    lines = [line.plain.rstrip() for line in wrap_whole(Text("Hero aumenta para 11 bb"), console, 21)]
    assert lines == ["Hero aumenta para", "11 bb"], lines
    lines = [line.plain.rstrip() for line in wrap_whole(Text("Nadia raises to 3.5 bb, all in"), console, 22)]
    assert "bb," not in lines[1:] and all(line != "bb" for line in lines), lines
    assert [t.plain for t in wrap_whole(Text("Pot 1.5 bb"), console, 40)] == ["Pot 1.5 bb"]
