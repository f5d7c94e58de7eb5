"""Root pytest configuration: modules that must not be imported by doctest collection."""

collect_ignore = ["holdem/__main__.py"]
