"""Text that fits: every screen and dialog at 60x20 and 80x24, in English and Portuguese, as snapshots.

Each scene is dealt from a stacked deck with scripted opponents. Besides the snapshots, the same
scenes are read as plain text and checked: no hand name or label cut short ("…"), no two
columns touching (a key and what it does, a stat and the next), and the dialogs', hints' and
message line's words whole (a word clipped at a widget's edge has no "…" to find).

Update with ``pytest tests/test_tui_sizes.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import asyncio
import re
import time
from datetime import UTC, datetime

import pytest
from coach_fakes import fake_grade

from holdem.app import strings
from holdem.i18n import catalog
from holdem.tui import amount_field
from holdem.tui.app import make_app
from holdem.tui.testing import deck, screen_text, scripted, widget_text

SIZES = [(60, 20), (80, 24)]
LANGUAGES = ["en", "pt"]
WHEN = datetime(2026, 1, 15, 20, 30, tzinfo=UTC)
# Two pair against two pair at the showdown: the longest hand names a table shows.
TWO_PAIRS = {0: "6h4h", 3: "Ks7s"}
TWO_PAIR_BOARD = "Kd 7h 6c 4d 2s"


def _table(data_dir: str, script: list[str], holes: dict[int, str], board: str, **kwargs):
    """Hero on the button (seat 0); Cat (seat 3) plays ``script``, everyone else checks or folds."""
    return make_app(seed=11, bot_delay=0, bots=scripted([], [], script), deck=deck(0, holes, board), button=0,
                    data_dir=data_dir, clock=lambda: WHEN, **kwargs)


def facing_a_bet(data_dir: str):
    """On the button, facing a raise to 30 (Cat raised, the others folded)."""
    return _table(data_dir, ["r30"], {0: "AsKs", 3: "QhQd"}, "Kd 7h 2c 9h 3s")


def facing_an_all_in(data_dir: str):
    """668 chips behind, facing Cat's all-in for 1000: call for less or fold, no raise."""
    return _table(data_dir, ["r1000"], {0: "AsKs", 3: "QhQd"}, "Kd 7h 2c 9h 3s",
                  stacks=[668, 1000, 1000, 1000, 1000, 1000])


def two_pair_showdown(data_dir: str, **kwargs):
    """Called down to a showdown of two pair (Sixes and Fours) against two pair (Kings and Sevens)."""
    return _table(data_dir, ["call"], TWO_PAIRS, TWO_PAIR_BOARD, **kwargs)


def coached_showdown(data_dir: str):
    """The two-pair showdown, graded by the coach's stand-in (the review and the coach's page)."""
    return two_pair_showdown(data_dir, grader=fake_grade)


def welcome_back(data_dir: str):
    """A table with a saved session to resume: one hand was played in ``data_dir`` before."""

    async def one_hand() -> None:
        first = two_pair_showdown(data_dir)
        async with first.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press(*SHOWDOWN_KEYS)
            await pilot.pause()

    asyncio.run(one_hand())
    return make_app(seed=11, bot_delay=0, data_dir=data_dir, clock=lambda: WHEN)


class StoppedClock(datetime):
    """``datetime.now()`` is always ``WHEN``: a file set aside is named the same in every run."""

    @classmethod
    def now(cls, tz=None):
        return WHEN if tz is None else WHEN.astimezone(tz)


def damaged_records(data_dir: str):
    """A statistics database that is not one: the notice page before the table."""
    from pathlib import Path

    Path(data_dir).mkdir(parents=True, exist_ok=True)
    (Path(data_dir) / "holdem.sqlite3").write_bytes(b"this is not a database" * 100)
    return facing_a_bet(data_dir)


SHOWDOWN_KEYS = ["c", "c", "c", "c"]
# scene name -> (app factory, keys pressed)
SCENES = {
    "facing_a_bet": (facing_a_bet, []),
    "facing_an_all_in": (facing_an_all_in, []),
    "showdown": (two_pair_showdown, SHOWDOWN_KEYS),
    "help": (facing_a_bet, ["question_mark"]),
    "glossary": (facing_a_bet, ["question_mark", "tab"]),
    "stats": (two_pair_showdown, [*SHOWDOWN_KEYS, "s"]),
    "history": (two_pair_showdown, [*SHOWDOWN_KEYS, "l"]),
    "settings": (facing_a_bet, ["t"]),
    "amount": (facing_a_bet, ["e", "1", "5"]),  # the raise-amount dialog, a refused amount typed
    "amount_refused": (facing_a_bet, ["e", "1", "5", "enter"]),
    "quit": (facing_a_bet, ["q"]),
    "odds": (facing_a_bet, ["o"]),
    "long_message": (facing_a_bet, ["enter"]),  # "Finish this hand first; ..."
    "replay": (two_pair_showdown, [*SHOWDOWN_KEYS, "l", "enter", "right"]),
    "review": (coached_showdown, [*SHOWDOWN_KEYS, "v"]),
    "coach": (coached_showdown, [*SHOWDOWN_KEYS, "g"]),
    "resume": (welcome_back, []),
    "notice": (damaged_records, []),
    # The HUD, a player's figures and a note (holdem.tui.screens.player_keys): Cat, seat 3, after a showdown.
    "hud_compact": (two_pair_showdown, [*SHOWDOWN_KEYS, "u"]),
    "hud_full": (two_pair_showdown, [*SHOWDOWN_KEYS, "u", "u"]),
    "player_pick": (two_pair_showdown, [*SHOWDOWN_KEYS, "i"]),
    "player": (two_pair_showdown, [*SHOWDOWN_KEYS, "i", "3"]),
    "note": (two_pair_showdown, [*SHOWDOWN_KEYS, "n", "3", "r", "i", "v", "e", "r", "tab"]),
    # The filters (holdem.app.stats_filters): every session at the button; the hands won at a showdown.
    "stats_filtered": (two_pair_showdown, [*SHOWDOWN_KEYS, "s", "tab", "p"]),
    "history_filtered": (two_pair_showdown, [*SHOWDOWN_KEYS, "l", "w", "d"]),
    "history_cards": (two_pair_showdown, [*SHOWDOWN_KEYS, "l", "c", "a", "k"]),
    # Amounts in big blinds (key B) with the full HUD: longer stacks, totals and labels.
    "big_blinds": (facing_a_bet, ["b", "u", "u"]),
}
# What must show whole, word for word (spaces aside), in a scene: (part of the screen, words).
WHOLE = {
    "amount": [("#amount-hint", amount_field.AMOUNT_HINT)],
    "amount_refused": [("#amount-why", lambda: _(strings.MSG_MIN_RAISE).format(amount="50"))],
    "quit": [
        ("#quit-title", strings.QUIT_TITLE), ("#quit-body", strings.QUIT_BODY),
        ("#quit-keys", strings.QUIT_KEYS),
    ],
    "long_message": [("#message", strings.MSG_IN_HAND)],
    "odds": [("#message", strings.MSG_ODDS_ON)],
}


def _(message):
    return catalog.translate(message)


def whole(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(autouse=True)
def utc_and_english_afterwards(monkeypatch):
    """Times on screen are local: pin the zone; the language goes back to English after each test."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()
    catalog.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["60x20", "80x24"])
@pytest.mark.parametrize("scene", SCENES)
def test_screen_fits(snap_compare, tmp_path, monkeypatch, scene, size, language):
    monkeypatch.setattr("holdem.records.atomic.datetime", StoppedClock)  # a damaged file's new name
    catalog.set_language(language)
    factory, keys = SCENES[scene]
    assert snap_compare(factory(str(tmp_path)), press=keys, terminal_size=size)


# ----- the same scenes read as text --------------------------------------------------------------

CUT = re.compile(r"\w…")  # a word cut short ("Sixes and…", "10…")




TOUCHING = re.compile(r"[A-Za-zÀ-ú][0-9]")  # a label running into a number: "Raise to1"


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["60x20", "80x24"])
@pytest.mark.parametrize("scene", [name for name in SCENES if name not in ("resume",)])
async def test_no_word_is_cut_and_no_columns_touch(tmp_path, scene, size, language):
    from holdem.app.help_text import close_hint

    text, parts = await _screen_and_parts(scene, size, language, tmp_path / scene)
    if scene == "help":
        assert text.split("\n")[-1].strip() == close_hint(), "the help's hint line is cut"
        return
    assert not CUT.search(text), f"{scene} {size} {language}: a word is cut\n{text}"
    bottom = "\n".join(text.split("\n")[-5:])  # the action bar (a player's figures have none)
    touching = scene != "player" and TOUCHING.search(bottom)
    assert not touching, f"{scene} {size} {language}: two controls touch\n{bottom}"
    for line in text.split("\n"):
        assert line.count("‹") == line.count("›"), f"a setting's value is cut: {line!r}"
    for selector, words in WHOLE.get(scene, []):
        expected = whole(words() if callable(words) else _(words))
        assert expected in parts[selector], f"{scene} {size} {language}: {selector} is cut\n{text}"
    if scene.startswith("stats"):  # the result line wraps between its parts, not inside one ("0 / rebuys")
        split = f"{scene} {size} {language}: the result line is split inside a part\n{text}"
        assert re.search(r"\d (rebuys?|recompras?)", text), split
    if scene == "replay":  # the keys and where Esc goes, each on one line (the play-test: "the / list")
        hint = _(strings.REPLAY_HINT).split("    ")  # the group between them may give way
        for words in (hint[0], hint[-1]):
            said = f"{size} {language}: {words!r} cut\n{text}"
            assert any(words in line for line in text.split("\n")), said
    if scene == "odds":  # the price and the equity, both with their figure
        assert re.search(r"\d%.*\d%", parts["#odds"]), f"the equity is cut: {parts['#odds']!r}"


def test_the_resume_page_fits(tmp_path):
    """The resume page (its first hand is played in a loop of its own): no word cut, at either size."""
    for language in LANGUAGES:
        for size in SIZES:
            catalog.set_language(language)
            app = welcome_back(str(tmp_path / f"{language}{size[0]}"))
            text = asyncio.run(_resume_page(app, size))
            assert not CUT.search(text), f"resume {size} {language}: a word is cut\n{text}"
            assert whole(_(strings.RESUME_TITLE)) in whole(text), text


async def _resume_page(app, size: tuple[int, int]) -> str:
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        return screen_text(app)


async def _screen_and_parts(scene: str, size: tuple[int, int], language: str, tmp_path) -> tuple[str, dict]:
    """The screen's text, and the text of each part of it that ``WHOLE`` names (and the odds line)."""
    catalog.set_language(language)
    factory, keys = SCENES[scene]
    app = factory(str(tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        selectors = [selector for selector, _words in WHOLE.get(scene, [])]
        selectors += ["#odds"] if scene == "odds" else []
        return screen_text(app), {selector: whole(widget_text(app, selector)) for selector in selectors}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [56, 76, 116])
def test_the_help_keeps_a_gap_between_a_key_and_what_it_does(language, width):
    from holdem.app import help_text
    from holdem.app.help_text import help_plain

    catalog.set_language(language)
    lines = help_plain(width).split("\n")
    keys = lines[lines.index(catalog.translate(help_text.KEYS_HEADING)) :]
    for key, what in catalog.translate(help_text.KEYS):
        line = next(line for line in keys if line.startswith(key + " "))
        assert line.startswith(key + "  "), line  # "Enter, Espaço  dar a próxima mão", never run together
        assert what.split()[0] in line
    for name, _rule in catalog.translate(help_text.HANDS):
        assert any(line.startswith(name + "  ") for line in lines), name


@pytest.mark.asyncio
async def test_a_narrow_table_keeps_a_short_log_under_the_felt(tmp_path):
    app = facing_a_bet(str(tmp_path))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert not app.screen.query_one("#log").display  # no room for the log's column
        short_log = widget_text(app, "#message").split("\n")
        assert len(short_log) == 2
        assert short_log[-1].strip().endswith("Cat raises to 30 | Dan folds | Eve folds")
        await pilot.press("enter")  # a message takes the lines it needs; the log keeps what is left
        assert whole(widget_text(app, "#message")) == whole(_(strings.MSG_IN_HAND))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen.query_one("#log").display and "Cat raises to 30" not in widget_text(app, "#message")


@pytest.mark.asyncio
async def test_a_table_too_short_for_its_line_of_keys_names_the_help_key_in_the_top_bar(tmp_path):
    """At 60x20 the line of keys is gone (the felt needs the rows): a beginner found no "? Rules & keys".
    The top bar names it there, before the blinds; where the line of keys is back, it is said once."""
    app = facing_a_bet(str(tmp_path))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert widget_text(app, "#top-bar").rstrip().endswith("? Rules & keys"), screen_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert "Rules and keys" in screen_text(app)
        await pilot.press("escape")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "Rules & keys" not in widget_text(app, "#top-bar")
        assert "Blinds" in widget_text(app, "#top-bar") and "Rules & keys" in screen_text(app)


@pytest.mark.asyncio
@pytest.mark.parametrize("hud", ["off", "compact", "full"])
@pytest.mark.parametrize("odds", [False, True])
async def test_at_60x20_the_board_and_the_pot_stay_in_sight_with_the_hud_and_the_odds_aid(
    tmp_path, hud, odds
):
    app = two_pair_showdown(str(tmp_path), hud=hud, odds_aid=odds)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        await pilot.press("c")  # the flop
        await pilot.pause()
        centre = widget_text(app, "#centre")
        assert "K♦  7♥  6♣" in centre and re.search(r"Pot \d+", centre), screen_text(app)
        assert "K♦  7♥  6♣" in screen_text(app) and re.search(r"Pot \d+", screen_text(app))
        for key in SHOWDOWN_KEYS[1:]:
            await pilot.press(key)
        await pilot.pause()
        text = screen_text(app)
        assert "K♦  7♥  6♣  4♦  2♠" in text and re.search(r"Pot \d+", text), text
