"""Every word on the table, help and settings screens comes from the catalog; Portuguese play; card styles.

Snapshots (80x24) pin the table and the help page in Portuguese and each card style;
update them with ``pytest tests/test_tui_i18n.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import re

import pytest

from holdem.app.help_text import help_plain
from holdem.app.render import DeckStyle
from holdem.i18n import catalog
from holdem.i18n.numbers import set_amount_unit
from holdem.i18n.pseudo import PSEUDO_LANGUAGE, pseudo_catalog
from holdem.i18n.sources import english_messages
from holdem.tui.app import make_app
from holdem.tui.testing import NAMES, deck, screen_text, scripted

HOLES = {0: "AsKs", 1: "QhQd", 2: "7c2d"}
BOARD = "Kd 7h 2c 9h 3s"
# What may stay in plain ASCII letters: names, card ranks, key letters and key names,
# and the languages' own names on the settings page.
ALLOWED = {*NAMES, "Hero", "A", "K", "Q", "J", "F", "C", "R", "M", "H", "P", "T", "S", "U", "L", "O",
           "Y", "N", "E", "W", "X", "Z", "Enter", "Esc", "English", "Portugu", "s", "Brasil", "pseudo",
           "D", "I", "Tab",  # key caps: the filters (D showdown, Tab the hands), I a player's figures
           # Months come from Babel's CLDR data (English for the pseudo-locale), not from our catalog.
           "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}


@pytest.fixture(autouse=True)
def defaults_afterwards():
    yield
    catalog.set_language("en")


def table(*scripts, **kwargs):
    return make_app(seed=11, bot_delay=0, bots=scripted(*scripts), deck=deck(3, HOLES, BOARD), button=3,
                    **kwargs)


def stray_words(text: str) -> set[str]:
    return {word for word in re.findall(r"[A-Za-z]+", text) if word not in ALLOWED}


# ----- the pseudo-locale ------------------------------------------------------------------


@pytest.fixture
def pseudo():
    catalog.install(PSEUDO_LANGUAGE, pseudo_catalog())
    catalog.set_language(PSEUDO_LANGUAGE)


@pytest.mark.asyncio
async def test_every_word_on_every_screen_comes_from_the_catalog(pseudo, tmp_path):
    app = table(["call"], ["call"], [], ["call"], data_dir=str(tmp_path))
    seen: list[str] = []
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        seen.append(screen_text(app))  # a decision preflop
        await pilot.press("3", "2")
        seen.append(screen_text(app))  # a raise being built
        await pilot.press("backspace", "backspace")
        await pilot.press("c", "c", "c", "c")
        await pilot.pause()
        seen.append(screen_text(app))  # a showdown and its result
        await pilot.press("question_mark")
        for _ in range(12):
            seen.append(screen_text(app))  # the help page, scrolled through
            await pilot.press("pagedown")
        await pilot.press("t")
        for _ in range(4):
            seen.append(screen_text(app))  # the settings page, each row chosen
            await pilot.press("down")
        await pilot.press("escape", "escape", "q")
        await pilot.pause()
        seen.append(screen_text(app))
    strays = set().union(*(stray_words(text) for text in seen))
    assert not strays, f"words not from the catalog: {sorted(strays)}"
    assert not stray_words(help_plain())


# ----- playing in Portuguese ------------------------------------------------------------------


def english_giveaways() -> list[re.Pattern[str]]:
    """For each message whose Portuguese differs, its English words (3+ letters, between fields) that the
    Portuguese does not keep as they are (poker's own words, "Showdown", "River", are Portuguese too)."""
    patterns = set()
    for message in english_messages():
        english = message.id[0] if message.pluralizable else message.id
        portuguese = catalog.tr(message.context, english, "pt")
        if portuguese == english:
            continue
        for fragment in re.split(r"\{[^}]*\}", english):
            fragment = fragment.strip(" .,:;()·")
            if len(re.sub("[^A-Za-z]", "", fragment)) >= 3 and fragment not in portuguese:
                patterns.add(fragment)
    return [re.compile(rf"(?<![A-Za-zÀ-ÿ]){re.escape(p)}(?![A-Za-zÀ-ÿ])") for p in sorted(patterns)]


@pytest.mark.asyncio
async def test_a_hand_in_portuguese_shows_no_english():
    catalog.set_language("pt")
    app = table(["call"], ["call"], [], ["call"])
    giveaways = english_giveaways()
    seen = []
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        seen.append(screen_text(app))
        await pilot.press("4", "h")
        seen.append(screen_text(app))
        await pilot.press("c", "c")
        seen.append(screen_text(app))
        await pilot.press("c", "c")
        await pilot.pause()
        seen.append(screen_text(app))
        assert "Showdown" in seen[-1] or "Fim da mão" in seen[-1]
        await pilot.press("enter")
        seen.append(screen_text(app))
    for text in seen:
        found = [p.pattern for p in giveaways if p.search(text)]
        assert not found, f"English on a Portuguese screen: {found}\n{text}"
    assert "Desistir" in seen[0] and "Pagar" in seen[0]


@pytest.mark.asyncio
async def test_language_and_card_style_are_the_apps_reactive_state():
    app = table()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        before = screen_text(app)
        assert "Fold" in before and "Rules & keys" in before and "A♠ K♠" in before  # in the log
        app.language = "pt"  # every open screen follows: the table's words and the footer's key labels
        await pilot.pause()
        text = screen_text(app)
        assert "Desistir" in text and "Regras e teclas" in text and "Fold" not in text
        assert catalog.current_language() == "pt"
        app.deck = DeckStyle(colours="four", suits="ascii")
        await pilot.pause()
        assert "As Ks" in screen_text(app) and "A♠" not in screen_text(app)
        app.language = "en"
        await pilot.pause()
        assert "Rules & keys" in screen_text(app)


# ----- snapshots ------------------------------------------------------------------------------


def test_table_in_portuguese(snap_compare):
    catalog.set_language("pt")
    assert snap_compare(table(), terminal_size=(80, 24))


def test_showdown_in_portuguese(snap_compare):
    catalog.set_language("pt")
    app = table(["call"], ["call"], [], ["call"])
    assert snap_compare(app, press=["c", "c", "c", "c"], terminal_size=(80, 24))


def test_help_in_portuguese(snap_compare):
    catalog.set_language("pt")
    assert snap_compare(table(), press=["question_mark"], terminal_size=(80, 24))


@pytest.mark.parametrize(("colours", "suits"), [("four", "symbols"), ("two", "symbols"), ("four", "ascii")])
def test_card_style(snap_compare, colours, suits):
    app = table(["call"], ["call"], [], ["call"], deck_style=DeckStyle(colours=colours, suits=suits))
    assert snap_compare(app, press=["c", "c", "c", "c"], terminal_size=(80, 24))


def test_settings_page(snap_compare, tmp_path):
    assert snap_compare(table(), press=["t", "down"], terminal_size=(80, 24))


@pytest.mark.asyncio
async def test_every_word_on_the_practice_screens_comes_from_the_catalog(pseudo, tmp_path):
    app = table(["call"], ["call"], [], ["call"], data_dir=str(tmp_path))
    seen: list[str] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("o", "u")  # the odds aid and the HUD, on a decision
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        seen.append(screen_text(app))
        await pilot.press("c", "c", "c", "c")
        await pilot.pause()
        await pilot.press("s")  # statistics: this session, then lifetime
        await pilot.pause()
        seen.append(screen_text(app))
        await pilot.press("tab")
        await pilot.pause()
        seen.append(screen_text(app))
        await pilot.press("escape", "l")  # the hand history, then a replay step by step
        await pilot.pause()
        seen.append(screen_text(app))
        await pilot.press("enter")
        for _ in range(6):
            await pilot.press("right")
            seen.append(screen_text(app))
        await pilot.press("end")
        seen.append(screen_text(app))
        await pilot.press("escape", "escape")
    strays = set().union(*(stray_words(text) for text in seen))
    assert not strays, f"words not from the catalog: {sorted(strays)}"


@pytest.mark.asyncio
async def test_earlier_hands_in_the_log_follow_a_change_of_language():
    from holdem.tui.testing import log_text

    app = table(["call"], ["call"], [], ["call"])
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("c", "c", "c", "c")
        await pilot.pause()
        await pilot.press("enter")  # the first hand is now an earlier hand
        await pilot.pause()
        assert "Hand #1" in log_text(app)
        app.language = "pt"
        await pilot.pause()
        earlier = log_text(app)
        assert "Hand #1" not in earlier and "Mão nº 1" in earlier
        assert "folds" not in earlier and "calls" not in earlier


# ----- amounts in big blinds ----------------------------------------------------------------------


@pytest.fixture
def chips_afterwards():
    yield
    set_amount_unit("chips")


@pytest.mark.asyncio
@pytest.mark.usefixtures("chips_afterwards")
async def test_key_b_shows_every_amount_at_the_table_in_big_blinds_and_saves_it(tmp_path):
    from holdem.settings import load_settings
    from holdem.tui.testing import log_text, widget_text

    app = table(data_dir=str(tmp_path))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        assert "100 bb" in widget_text(app, "#seat-0")  # the stack
        assert "Pot 1.5 bb" in widget_text(app, "#centre")
        seat = widget_text(app, "#seat-5")
        assert "● 1" in seat and "posts 1 bb" in seat  # the chip is a number; the label keeps its unit
        assert "posts 0.5 bb" in widget_text(app, "#seat-4")
        bar = widget_text(app, "#action-bar")
        assert "Call 1 bb" in bar and "Raise to 2 bb" in bar and "All in 100 bb" in bar
        assert "posts the big blind, 1 bb" in log_text(app)
        assert load_settings(tmp_path)[0].amounts == "bb"
        await pilot.press("B")  # and back, in either case
        await pilot.pause()
        assert "1000" in widget_text(app, "#seat-0") and "Call 10" in widget_text(app, "#action-bar")
        assert load_settings(tmp_path)[0].amounts == "chips"


@pytest.mark.asyncio
@pytest.mark.usefixtures("chips_afterwards")
async def test_a_click_on_the_settings_row_switches_amounts_to_big_blinds(tmp_path):
    from holdem.tui.testing import widget_text

    app = table(data_dir=str(tmp_path))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("t")
        await pilot.click("#settings-amounts")
        await pilot.pause()
        assert "Big blinds (bb)" in widget_text(app, "#settings-amounts")
        await pilot.press("escape")
        await pilot.pause()
        assert "100 bb" in widget_text(app, "#seat-0")


@pytest.mark.asyncio
async def test_the_portuguese_leave_question_says_the_player_folds_in_good_portuguese():
    from holdem.tui.testing import widget_text

    catalog.set_language("pt")
    app = table(["call"], ["call"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        text = " ".join(widget_text(app, "#quit-body").split())
        assert text == "Você desistirá da mão, e ela terminará na hora."


@pytest.mark.asyncio
@pytest.mark.usefixtures("chips_afterwards")
async def test_in_big_blinds_a_narrow_seat_keeps_the_unit_where_it_fits_and_never_cuts_a_label():
    from holdem.tui.testing import widget_text

    catalog.set_language("pt")
    app = make_app(seed=11, bot_delay=0, bots=scripted(["call"], [], [], ["raise_to 125"]),
                   deck=deck(3, HOLES, BOARD), button=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("c", "b")  # call; Ann calls, ..., Dan raises to 125: 12.5 big blinds
        await pilot.pause()
        dan, ann = widget_text(app, "#seat-4"), widget_text(app, "#seat-1")
        assert "aumenta p/ 12,5" in dan and "…" not in dan  # "aumenta p/ 12,5 bb" is too long here
        assert "paga 1 bb" in ann  # where the unit fits, it stays


@pytest.mark.asyncio
@pytest.mark.usefixtures("chips_afterwards")
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_a_narrow_bar_in_big_blinds_drops_its_presets_units_rather_than_cut_one(tmp_path, language):
    """At 60x20 in Portuguese the presets' row read '… A All in 96,5 b': the last total was cut."""
    from holdem.tui.testing import widget_text

    catalog.set_language(language)
    stacks = (965, 1000, 1000, 1000, 1000, 1000)
    app = table(data_dir=str(tmp_path), stacks=stacks)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        lines = widget_text(app, "#action-bar").split("\n")
        assert any(re.search(r"All in 96[.,]5", line) for line in lines), lines
        for line in lines:
            assert not re.search(r"\d b$", line.rstrip()), line  # a unit cut short
            assert not line.rstrip().endswith(("All", "All i")), line
    wide = table(data_dir=str(tmp_path / "wide"), stacks=stacks)
    async with wide.run_test(size=(120, 40)) as pilot:  # where the row has room, the totals keep it
        await pilot.pause()
        assert re.search(r"All in 96[.,]5 bb", widget_text(wide, "#action-bar"))
