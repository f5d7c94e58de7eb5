"""The computer opponents. They see only their own seat's view."""
