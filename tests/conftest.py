"""Shared test set-up: a deterministic hypothesis profile and a clean terminal environment."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

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
