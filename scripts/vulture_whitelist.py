"""Names vulture cannot see used: Textual calls them by convention, or another part of issue 11 removes them.

Textual's hooks by name (``action_*``, ``on_*``, ``watch_*``, ``compose``, ``BINDINGS`` ...)
are ignored in ``[tool.vulture]`` of pyproject.toml; this file lists the rest.
"""

# ruff: noqa: B018
from babel.messages.catalog import Catalog

from holdem.bots import exact
from holdem.tui.screens import table

# Textual: handlers registered with @on(...).
table.TableScreen.bot_decided
table.TableScreen.control_clicked

# A public helper kept for exact river checks (docs and doctest use it; the coach will).
exact.exact_equity

# Babel: a property whose setter reads header fields (the plural rule) into a catalog.
Catalog.mime_headers
