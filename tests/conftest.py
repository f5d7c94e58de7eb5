"""Shared test set-up: a deterministic hypothesis profile, a clean terminal environment, a private HOME."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from holdem.i18n import catalog
from holdem.i18n.numbers import set_amount_unit

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# Snapshot tests differ when these are set (see FIELD_NOTES.md); clear them for every test.
for _name in list(os.environ):
    if _name == "NO_COLOR" or _name.startswith("TEXTUAL_"):
        del os.environ[_name]


@pytest.fixture(autouse=True)
def _private_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Every test gets its own HOME and data directory and an English locale: never the player's own.

    The player's settings (``"language": "pt"`` after one ``--lang pt``) and records live in the
    default data directory under HOME; the suite must pass whatever they hold, and must not touch them.
    """
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    if catalog.current_language() != catalog.DEFAULT_LANGUAGE:
        catalog.set_language(catalog.DEFAULT_LANGUAGE)
    set_amount_unit("chips")  # key B (amounts in big blinds) is process-wide, like the language


@pytest.fixture
def pokerkit_rules() -> Iterator[None]:
    """pokerkit set up as the differential harness plays it (``differential_harness.pokerkit_session``)."""
    from differential_harness import pokerkit_session

    with pokerkit_session():
        yield
