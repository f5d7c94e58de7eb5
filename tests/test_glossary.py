"""The glossary a beginner reads (? then Tab): every term and mark the game shows is explained, in both
languages, and docs/glossary.md says the same."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from holdem.app import hud_text
from holdem.app.glossary import SECTIONS, glossary_markdown, glossary_plain
from holdem.app.hud_text import COMPACT_FORMS, DETAIL_FORMS
from holdem.i18n import catalog
from holdem.tui.app import make_app
from holdem.tui.screens.help import HelpScreen
from holdem.tui.testing import screen_text

ROOT = Path(__file__).resolve().parents[1]
# What the table, the HUD, the statistics page, the pop-up and the coach show, and the positions.
SHOWN = ["VPIP", "PFR", "3B", "AF", "∞", "n", "↻", "WTSD", "W$SD", "bb/100", "UTG", "HJ", "CO", "BTN", "SB",
         "BB", "EV", "bb", "± 95%", "close", "within the noise", "mistake", "exploit", "range grid",
         "█ ▓ ▒ ░ ·",
         "F3B", "CB", "FCB", "WT", "V", "P", "–"]


def terms(language: str = "en") -> set[str]:
    """Every term the glossary explains ("V, VPIP" explains both)."""
    return {part.strip() for _heading, entries in catalog.translate(SECTIONS, language)
            for term, _what in entries for part in term.split(",")}


def test_every_term_and_mark_the_game_shows_is_explained():
    explained = terms()
    assert not [term for term in SHOWN if term not in explained]


def test_every_label_of_the_hud_and_every_column_of_the_figures_is_explained():
    explained = terms()
    labels = {label for form in (*COMPACT_FORMS, *DETAIL_FORMS)
              for label in re.findall(r"([A-Z0-9]*[A-Za-z])\{", catalog.translate(form))}
    columns = set(catalog.translate(hud_text.COLUMNS).values()) - {"Hands", "3-bet"}
    positions = set(catalog.translate(hud_text.POSITION_NAMES).values())
    assert not (labels | columns | positions) - explained


@pytest.mark.parametrize("language", ["en", "pt"])
def test_every_entry_is_translated_and_says_something(language):
    for heading, entries in catalog.translate(SECTIONS, language):
        assert heading
        for term, what in entries:
            assert term and len(what.split()) >= 4, (term, what)
    catalog.set_language(language)
    try:
        page = glossary_plain(56)
    finally:
        catalog.set_language("en")
    assert "…" not in page and max(len(line) for line in page.splitlines()) <= 56


def test_the_docs_say_what_the_game_says():
    doc = (ROOT / "docs" / "glossary.md").read_text("utf-8")
    for language in ("en", "pt"):
        assert glossary_markdown(language) in doc, f"docs/glossary.md differs from the game ({language})"
    checked = subprocess.run([sys.executable, "scripts/write_glossary.py", "--check"], cwd=ROOT, check=False)
    assert checked.returncode == 0


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_tab_in_the_help_turns_to_the_glossary_and_back(language):
    catalog.set_language(language)
    try:
        app = make_app(seed=11, bot_delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            rules = screen_text(app)
            assert {"en": "Tab glossary", "pt": "Tab glossário"}[language] in rules
            await pilot.press("tab")
            await pilot.pause()
            page = screen_text(app)
            assert {"en": "Glossary", "pt": "Glossário"}[language] in page
            assert re.search(r"BTN +\S", page) and "UTG" in page
            await pilot.press("tab")
            await pilot.pause()
            assert screen_text(app) == rules
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, HelpScreen)
    finally:
        catalog.set_language("en")
