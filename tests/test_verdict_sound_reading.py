"""The sound table reads an opponent's raise of a size its style never makes as a raise of any size."""

from __future__ import annotations

import random
from collections.abc import Sequence

from holdem.coach.grade import DEFAULT_BUDGET
from holdem.coach.ranges import RangeReader
from holdem.coach.sound import SoundTable
from holdem.coach.stated import StatedOpponent
from holdem.engine.actions import Action
from holdem.engine.events import Event
from holdem.engine.hand import Hand, stacked_deck
from holdem.engine.view import filter_events

WEIGHTS = {(51, 50): 1.0, (47, 46): 0.5}  # AsAh, KsKh: the stated opponent opens these to 30


def _raised_to(amount: int) -> Sequence[Event]:
    hand = Hand(stacks=[1000, 1000], button=0, names=["Stated", "Hero"], deck=stacked_deck(
        num_seats=2, button=0, hole_cards=["As Ah", "2s 3d"]))
    hand.act(Action.raise_to(amount))
    return filter_events(hand.events, 1)


def _read(seen: Sequence[Event], by_kind: bool) -> dict[tuple[int, int], float]:
    model = StatedOpponent("Stated", WEIGHTS, open_to=30)
    reader = RangeReader(seen, 1, {0: model}, samples=100, trials=8, rng=random.Random(1),
                         by_kind=by_kind)
    found = reader.range_at(len(seen), 0)
    return dict(zip(found.combos, found.weights, strict=True))


def test_a_raise_of_a_size_never_made_is_read_as_a_raise_of_any_size_by_kind() -> None:
    seen = _raised_to(45)  # the stated opponent raises to 30 only
    assert _read(seen, by_kind=True) == WEIGHTS


def test_without_by_kind_such_a_raise_leaves_every_live_holding_alike() -> None:
    seen = _raised_to(45)
    weights = _read(seen, by_kind=False)
    assert len(weights) == 1225 and set(weights.values()) == {1.0}  # any two cards


def test_a_raise_at_a_size_made_is_read_exactly_either_way() -> None:
    seen = _raised_to(30)
    assert _read(seen, by_kind=True) == _read(seen, by_kind=False) == WEIGHTS


def test_the_sound_table_reads_by_kind() -> None:
    seen = _raised_to(45)
    table = SoundTable(seen, 1, {0: "Stated"}, DEFAULT_BUDGET, random.Random(2))
    assert table.reader.by_kind
