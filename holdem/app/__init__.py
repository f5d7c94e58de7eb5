"""The application layer: the session (table, bots, records, seeded streams), odds and the words.

No Textual here: ``holdem.tui`` draws what this package holds, and a test can play
a session without any screen.
"""
