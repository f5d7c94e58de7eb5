"""The screens: the table, the rules-and-keys page, the quit question."""
