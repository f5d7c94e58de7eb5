"""Names vulture cannot see used: Textual calls them by convention, or another part of issue 11 removes them.

Textual's hooks by name (``action_*``, ``on_*``, ``watch_*``, ``compose``, ``BINDINGS`` ...)
are ignored in ``[tool.vulture]`` of pyproject.toml; this file lists the rest.
"""

# ruff: noqa: B018
from holdem.bots import equity, model, situation
from holdem.records import codec
from holdem.tui.screens import table

# Textual: handlers registered with @on(...).
table.TableScreen.bot_decided
table.TableScreen.control_clicked

# Dead code in holdem/bots and holdem/records, owned by the engine, bots and statistics parts of
# issue 11 (listed in the issue); remove each line when its name goes.
equity.exact_equity
model.Profile.showdown_rate
situation.Spot.spr
codec._decode
