"""Text that fits: every screen at 60x20 and 80x24, in English and Portuguese, pinned as snapshots.

Each scene is dealt from a stacked deck with scripted opponents. Besides the snapshots, the same
scenes are read as plain text and checked: no hand name or label cut short ("…"), and no two
columns touching (a key and what it does, a stat and the next).

Update with ``pytest tests/test_tui_sizes.py --snapshot-update`` after a deliberate change.
"""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime

import pytest

from holdem.i18n import catalog
from holdem.tui.app import make_app
from holdem.tui.testing import deck, screen_text, scripted

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


def two_pair_showdown(data_dir: str):
    """Called down to a showdown of two pair (Sixes and Fours) against two pair (Kings and Sevens)."""
    return _table(data_dir, ["call"], TWO_PAIRS, TWO_PAIR_BOARD)


SHOWDOWN_KEYS = ["c", "c", "c", "c"]
# scene name -> (app factory, keys pressed)
SCENES = {
    "facing_a_bet": (facing_a_bet, []),
    "facing_an_all_in": (facing_an_all_in, []),
    "showdown": (two_pair_showdown, SHOWDOWN_KEYS),
    "help": (facing_a_bet, ["question_mark"]),
    "stats": (two_pair_showdown, [*SHOWDOWN_KEYS, "s"]),
    "history": (two_pair_showdown, [*SHOWDOWN_KEYS, "l"]),
    "settings": (facing_a_bet, ["t"]),
    # The HUD, a player's figures and a note (holdem.tui.player_keys): Cat, seat 3, after a showdown.
    "hud_compact": (two_pair_showdown, [*SHOWDOWN_KEYS, "u"]),
    "hud_full": (two_pair_showdown, [*SHOWDOWN_KEYS, "u", "u"]),
    "player_pick": (two_pair_showdown, [*SHOWDOWN_KEYS, "i"]),
    "player": (two_pair_showdown, [*SHOWDOWN_KEYS, "i", "3"]),
    "note": (two_pair_showdown, [*SHOWDOWN_KEYS, "n", "3", "r", "i", "v", "e", "r", "tab"]),
    # The filters (holdem.app.stats_filters): every session at the button; the hands won at a showdown.
    "stats_filtered": (two_pair_showdown, [*SHOWDOWN_KEYS, "s", "tab", "p"]),
    "history_filtered": (two_pair_showdown, [*SHOWDOWN_KEYS, "l", "w", "d"]),
    "history_cards": (two_pair_showdown, [*SHOWDOWN_KEYS, "l", "c", "a", "k"]),
}


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
def test_screen_fits(snap_compare, tmp_path, scene, size, language):
    catalog.set_language(language)
    factory, keys = SCENES[scene]
    assert snap_compare(factory(str(tmp_path)), press=keys, terminal_size=size)


# ----- the same scenes read as text --------------------------------------------------------------

CUT = re.compile(r"\w…")  # a word cut short ("Sixes and…", "10…")


async def _screen(scene: str, size: tuple[int, int], language: str, tmp_path) -> str:
    catalog.set_language(language)
    factory, keys = SCENES[scene]
    app = factory(str(tmp_path))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        return screen_text(app)


TOUCHING = re.compile(r"[A-Za-zÀ-ú][0-9]")  # a label running into a number: "Raise to1"


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["60x20", "80x24"])
async def test_no_word_is_cut_and_no_columns_touch(tmp_path, size, language):
    from holdem.app.help_text import close_hint

    for scene in ("facing_a_bet", "facing_an_all_in", "showdown", "stats", "history", "settings", "help",
                  "hud_compact", "hud_full", "player_pick", "player", "note", "stats_filtered",
                  "history_filtered", "history_cards"):
        text = await _screen(scene, size, language, tmp_path / scene)
        if scene == "help":
            assert text.split("\n")[-1].strip() == close_hint(), "the help's hint line is cut"
            continue
        assert not CUT.search(text), f"{scene} {size} {language}: a word is cut\n{text}"
        bottom = "\n".join(text.split("\n")[-5:])  # the action bar (a player's figures have none)
        touching = scene != "player" and TOUCHING.search(bottom)
        assert not touching, f"{scene} {size} {language}: two controls touch\n{bottom}"
        for line in text.split("\n"):
            assert line.count("‹") == line.count("›"), f"a setting's value is cut: {line!r}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [56, 76, 116])
def test_the_help_keeps_a_gap_between_a_key_and_what_it_does(language, width):
    from holdem.app import help_strings as H
    from holdem.app.help_text import help_plain

    catalog.set_language(language)
    lines = help_plain(width).split("\n")
    keys = lines[lines.index(catalog.translate(H.KEYS_HEADING)) :]
    for key, what in catalog.translate(H.KEYS):
        line = next(line for line in keys if line.startswith(key + " "))
        assert line.startswith(key + "  "), line  # "Enter, Espaço  dar a próxima mão", never run together
        assert what.split()[0] in line
    for name, _rule in catalog.translate(H.HANDS):
        assert any(line.startswith(name + "  ") for line in lines), name
