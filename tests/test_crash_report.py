"""A crash prints a traceback, and no hidden hole card in it (issue 10).

Each case starts the game in a fresh interpreter, makes one of its parts fail while that part
holds hidden cards (the encoded events of a hand on their way to the records, every seat's
cards, the engine's hand and deck) and reads everything the process printed. The cards hidden
from the player are written to a side file by the failing part itself, so no card is named in
this file's code (a traceback quotes source lines).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CHILD = r"""
import json, sys
from holdem.engine.events import CardsShown, HoleCardsDealt
from holdem.tui.app import make_app

where, side_file = sys.argv[1], sys.argv[2]
app = make_app(seed=21, bot_delay=0)


def hidden_of(hand):
    shown = {e.seat for e in hand.events if isinstance(e, CardsShown)}
    cards = [str(c) for e in hand.events if isinstance(e, HoleCardsDealt) and e.seat != 0
             and e.seat not in shown for c in e.cards]
    with open(side_file, "w") as out:
        json.dump(cards, out)
    return cards


if where == "records":
    from holdem.records.codec import events_to_json
    from holdem.records.recorder import Records

    def finish_hand(self, table, record, events, now=None):
        encoded = events_to_json(events)  # every seat's cards, as the store keeps them
        opponents = [e.cards for e in events if isinstance(e, HoleCardsDealt)][1:]
        hidden_of(table.current)
        raise RuntimeError("the records writer broke")

    Records.finish_hand = finish_hand
elif where == "drawing":
    import holdem.tui.screens.table as table_screen

    real = table_screen.build_scene

    def build_scene(session, look):
        hand = session.hand
        if hand.street >= 1:
            holes = [hand.hole_cards(seat) for seat in range(hand.num_seats)]
            deck = hand._deck
            hidden_of(hand)
            raise RuntimeError("drawing the table broke")
        return real(session, look)

    table_screen.build_scene = build_scene


async def auto(pilot):
    for _ in range(400):
        if app.return_code is not None:
            return  # crashed (or left): nothing more to press
        await pilot.press("c", "enter")

app.run(headless=True, size=(80, 24), auto_pilot=auto)
print("exit status", app.return_code)
"""


def leaks(output: str, hidden: list[str]) -> list[str]:
    """The forms in which a hidden card could show: a Card repr, a quoted string, a pair."""
    found = []
    for card in hidden:
        forms = [f"Card.parse('{card}')", f"'{card}", f'"{card}', f"{card}'", f'{card}"']
        found += [form for form in forms if form in output]
    for first, second in zip(hidden[::2], hidden[1::2], strict=True):
        found += [pair for pair in (first + second, f"{first} {second}") if pair in output]
    return found


@pytest.mark.parametrize("where", ["records", "drawing"])
def test_a_crash_traceback_shows_no_hidden_hole_card(where: str, tmp_path: Path) -> None:
    side_file = tmp_path / "hidden.json"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path),
           "COLUMNS": "200", "LINES": "50"}
    env.pop("NO_COLOR", None)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, where, str(side_file)],
        capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path, check=False,
    )
    output = done.stdout + done.stderr
    hidden = json.loads(side_file.read_text())
    assert len(hidden) >= 2, output  # the failing part did hold cards the player cannot see
    assert "broke" in output and "Traceback" in output, output  # the crash is reported
    assert "exit status 1" in output, output
    assert leaks(output, hidden) == [], output


def test_engine_objects_print_no_hidden_card() -> None:
    import random

    from holdem.engine import Deck, Hand

    hand = Hand(stacks=[1000, 1000, 1000], button=0, deck=Deck.shuffled(random.Random(5)))
    hidden = [str(card) for seat in (1, 2) for card in hand.hole_cards(seat)]
    text = " ".join([repr(hand), str(hand), repr(hand.events), repr(hand.view(0)), str(hand.view(0)),
                     repr(Deck.shuffled(random.Random(5)))])
    assert leaks(text, hidden) == []
    assert "cards=<hidden>" in repr(hand.events)
