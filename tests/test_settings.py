"""The player's settings: saved in the data directory, read back, and a damaged file set aside."""

from __future__ import annotations

import json

import pytest

from holdem.app.render import DeckStyle
from holdem.i18n import catalog
from holdem.settings import Settings, load_settings, save_settings
from holdem.tui.app import make_app
from holdem.tui.testing import deck, screen_text, scripted


@pytest.fixture(autouse=True)
def defaults_afterwards():
    yield
    catalog.set_language("en")


def test_settings_are_saved_and_read_back(tmp_path):
    chosen = Settings(language="pt", deck="four", suits="ascii", speed="fast")
    save_settings(chosen, tmp_path)
    assert load_settings(tmp_path) == (chosen, None)
    assert json.loads((tmp_path / "settings.json").read_text())["deck"] == "four"


def test_no_settings_file_means_the_defaults(tmp_path):
    assert load_settings(tmp_path) == (Settings(), None)


@pytest.mark.parametrize("damage", [b"{not json", b"[1, 2]", b"\xff\xfe"])
def test_a_damaged_settings_file_is_set_aside(tmp_path, damage):
    (tmp_path / "settings.json").write_bytes(damage)
    settings, moved = load_settings(tmp_path)
    assert settings == Settings()
    assert moved is not None and moved.read_bytes() == damage
    assert moved.name.startswith("settings.json.damaged-")
    assert not (tmp_path / "settings.json").exists()


def test_unknown_values_are_ignored_not_fatal(tmp_path):
    (tmp_path / "settings.json").write_text('{"deck": "purple", "suits": "ascii", "extra": 1}')
    assert load_settings(tmp_path) == (Settings(suits="ascii"), None)


def _app(tmp_path):
    return make_app(seed=11, bot_delay=0, bots=scripted(), deck=deck(3, {0: "AsKs"}), button=3,
                    data_dir=str(tmp_path))


@pytest.mark.asyncio
async def test_settings_screen_changes_apply_at_once_and_are_saved(tmp_path):
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.press("right")  # language: English -> Português
        await pilot.press("down", "right")  # deck: two -> four colours
        await pilot.press("down", "right")  # suits: symbols -> letters
        await pilot.press("down", "left")  # speed: at once (bot_delay=0) -> fast
        await pilot.pause()
        assert "Configurações" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        text = screen_text(app)
        assert "Desistir" in text and "Regras e teclas" in text and "As" in text
    saved, _ = load_settings(tmp_path)
    assert saved == Settings(language="pt", deck="four", suits="ascii", speed="fast")
    assert app.deck == DeckStyle(colours="four", suits="ascii")
    assert app.language == "pt"


@pytest.mark.asyncio
async def test_settings_screen_says_when_the_file_was_damaged(tmp_path):
    (tmp_path / "settings.json").write_text("{oops")
    app = _app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert "The settings file was damaged; it was moved to" in screen_text(app).replace("\n", " ")
    assert list(tmp_path.glob("settings.json.damaged-*"))


@pytest.mark.asyncio
async def test_settings_reachable_from_the_help_screen(tmp_path):
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark", "t", "right", "escape")
        await pilot.pause()
        assert "Regras e teclas" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert "Desistir" in screen_text(app)


def test_the_suite_never_sees_the_players_own_data_directory() -> None:
    import os
    from pathlib import Path

    from holdem.settings import default_data_dir

    home = Path(os.environ["HOME"])
    assert default_data_dir().is_relative_to(home) and "pytest" in str(home)
    assert os.environ["LANG"] == "C.UTF-8"


@pytest.mark.asyncio
async def test_the_seats_setting_is_saved_for_a_new_session_and_the_table_keeps_its_own(tmp_path):
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t", "up", "up", "right", "right", "right")  # the row above the last, seats: 6 -> 9
        await pilot.pause()
        text = screen_text(app)
        assert "Seats (new session)" in text and "‹ 9 ›" in text
        assert "A new session seats 9; this table keeps its 6." in text
        await pilot.press("escape")
        await pilot.pause()
        assert len(app.screen.session.names) == 6
    assert load_settings(tmp_path)[0].table_seats == 9


@pytest.mark.asyncio
async def test_the_game_setting_is_saved_for_a_new_session_and_the_table_keeps_its_own(tmp_path):
    catalog.set_language("pt")
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t", "up", "right", "right")  # the last row, the structure: nl -> pl -> fl
        await pilot.pause()
        text = screen_text(app)
        assert "Apostas (sessão nova)" in text and "‹ Limite fixo ›" in text
        said = app.screen.message.plain  # the page's message line, whose words wrap with the path
        assert said.endswith(" Uma sessão nova joga Limite fixo; esta mesa continua em Sem limite.")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.session.table.config.game.value == "nl"
    assert load_settings(tmp_path)[0].game == "fl"


@pytest.mark.parametrize("argv", [["--seats", "11"], ["--seats", "1"], ["--seats", "nine"],
                                  ["sim", "--seats", "0"], ["--seats", "12", "sim"]])
def test_a_table_size_outside_2_to_10_is_refused_with_exit_2_and_nothing_saved(argv, tmp_path, capsys):
    from holdem.cli import main

    with pytest.raises(SystemExit) as stopped:
        main(["--data-dir", str(tmp_path), *argv])
    assert stopped.value.code == 2
    assert "2 to 10 seats" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_holdem_sim_seats_the_game_line_up_of_n_seats(capsys):
    from holdem.cli import main

    assert main(["sim", "--seats", "9", "--hands", "4", "--quiet", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["players"]) == 9 and report["lineup"][0] == "chart"
    assert len({p["name"] for p in report["players"]}) == 9
    assert main(["sim", "--seats", "3", "--lineup", "tag,rock"]) == 2  # a line-up of another size


def test_a_bad_table_size_after_lang_saves_not_even_the_language(tmp_path, capsys):
    from holdem.cli import main

    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "--lang", "pt", "--seats", "11"])
    assert "uma mesa tem de 2 a 10 lugares, não '11'" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_holdem_sim_keeps_six_seats_whatever_the_settings_say(tmp_path, capsys):
    from holdem.cli import main

    save_settings(Settings(seats="9"), tmp_path)
    assert main(["--data-dir", str(tmp_path), "sim", "--hands", "2", "--quiet", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["players"]) == 6
