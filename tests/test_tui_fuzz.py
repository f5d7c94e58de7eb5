"""Random keys and random resizes over many hands: nothing raises and no chip is lost or made."""

from __future__ import annotations

import os
import random

import pytest
from textual import events

from holdem.bots.lineup import opponents
from holdem.tui.app import make_app
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import settle

pytestmark = pytest.mark.asyncio

KEYS = [
    *"fFcCrRmMhHpPaA",
    *"123456",
    "backspace", "enter", "space", "question_mark", "escape",
    *"sSuUlLoOtT",
]
CHARACTERS = {"backspace": "\x08", "enter": "\r", "space": " ", "question_mark": "?", "escape": "\x1b"}
# Weighted towards playing so that many hands are completed.
WEIGHTS = {"c": 6, "C": 2, "f": 3, "enter": 5, "space": 2, "r": 3, "1": 2, "2": 2, "3": 2, "m": 2, "a": 1,
           # S and L open screens that take the keys until Escape: open them less often, close them more.
           "s": 0.5, "S": 0.5, "l": 0.25, "L": 0.25, "escape": 3}
SIZES = [(80, 24), (120, 40), (60, 20), (40, 12), (100, 30), (61, 21), (200, 60)]
NUMBER_OF_KEYS = 2_400
BATCH = 6  # keys sent before waiting for the screen to settle


async def test_random_keys_and_resizes_never_crash_and_conserve_chips():
    seed = int(os.environ.get("HOLDEM_FUZZ_SEED", "20240601"))
    rng = random.Random(seed)
    keys = rng.choices(KEYS, weights=[WEIGHTS.get(k, 1) for k in KEYS], k=NUMBER_OF_KEYS)
    resizes = {i: rng.choice(SIZES) for i in rng.sample(range(0, NUMBER_OF_KEYS, BATCH), 60)}
    # The line-up the key weights were tuned on (50+ hands in 2,400 keys); a session seats any five.
    tuned_on = opponents(seed, names=("Marta", "Viktor", "Lena", "Otto", "Rafael"))
    app = make_app(seed=seed, bot_delay=0, bots=tuned_on)
    done: list[str] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table = app.screen
            assert isinstance(table, TableScreen)
            session = table.session
            act = session.act

            def act_and_count(seat, action):
                act(seat, action)
                assert session.chips_in_play() == session.chips_bought(), "chips not conserved"

            session.act = act_and_count  # type: ignore[method-assign]
            for start in range(0, NUMBER_OF_KEYS, BATCH):
                if start in resizes:
                    done.append(f"<resize {resizes[start]}>")
                    await pilot.resize_terminal(*resizes[start])
                for key in keys[start : start + BATCH]:
                    done.append(key)
                    app.post_message(events.Key(key, CHARACTERS.get(key, key)))
                # Wait until the app and every widget have handled what was sent (no idle sleeps:
                # pilot.pause() would make this test four times slower).
                await settle(app)
                await settle(app)
                assert session.chips_in_play() == session.chips_bought(), "chips not conserved"
            await pilot.pause()
            # How many keys a hand takes depends on how the opponents play (47 hands on the default
            # seed since issue 9's strategy); the point is that the fuzz went through many hands.
            assert session.hands_played >= 40, f"only {session.hands_played} hands were played"
    except BaseException:
        print(f"key fuzz failed: HOLDEM_FUZZ_SEED={seed}\nkeys: {' '.join(done)}")
        raise
