"""What the game keeps of the hands played: statistics, hand histories and saves."""
