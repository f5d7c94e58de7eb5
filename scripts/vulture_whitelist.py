"""Names vulture cannot see used: Textual calls them by convention, or another part of issue 11 removes them.

Textual's hooks by name (``action_*``, ``on_*``, ``watch_*``, ``compose``, ``BINDINGS`` ...)
are ignored in ``[tool.vulture]`` of pyproject.toml; this file lists the rest.
"""

# ruff: noqa: B018
from holdem.bots import equity
from holdem.i18n import numbers
from holdem.tui.screens import table

# Textual: handlers registered with @on(...).
table.TableScreen.bot_decided
table.TableScreen.control_clicked

# A public helper kept for exact river checks (docs and doctest use it; the coach will).
equity.exact_equity

# A list as the language writes it ("a, b and c"): the coach now names its choices with "or"; kept for
# the pages that list with "and".
numbers.listing
