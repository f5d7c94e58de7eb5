"""Separate random streams derived from one session seed.

The deck, each bot and the pacing each draw from their own stream, so
turning a feature on never changes the cards:

>>> stream(42, "deck").random() == stream(42, "deck").random()
True
>>> stream(42, "deck").random() == stream(42, "bot:1").random()
False
"""

from __future__ import annotations

import hashlib
import random
import secrets


def stream(seed: int, name: str) -> random.Random:
    """A ``random.Random`` for consumer ``name``, fixed by ``seed``."""
    digest = hashlib.sha256(f"{seed}:{name}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def fresh_seed() -> int:
    """A seed from the operating system's randomness, for a session started without --seed."""
    return secrets.randbits(48)
