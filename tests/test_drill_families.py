"""Which drill family each decision belongs to, pinned over seeded hands of random play.

The families' predicates (``holdem.coach.drill_families``) decide which spots a drill deals; a
rewrite of them must leave every decision in the same families. Random legal play with uneven
stacks reaches every family (all-ins included) in a hundred-odd six-seat hands.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Iterator

from holdem.coach.drill_families import FAMILIES, families_at
from holdem.engine.actions import Action, LegalActions
from holdem.engine.cards import Deck
from holdem.engine.hand import Hand

SEED = 2026
HANDS = 120
STACKS = (1000, 1000, 1000, 400, 150)  # drawn per seat: short stacks bring the all-ins
RAISE_SHARE = 0.22  # of decisions where raising is open
SHOVE_SHARE = 0.15  # of those raises: all in rather than the minimum
FOLD_SHARE = 0.6  # of the decisions facing a bet that do not raise: enough folds to reach the blinds

# Measured with the predicates as they stood when the families were first pinned, then with the river
# value hand made with the seat's own cards (a kicker to the board's pair, or second pair on a paired board
# counted as two pair, no longer: 60 -> 35); any change here means a decision moved between families.
EXPECTED_COUNTS = {
    "open": 188, "bb_defend": 36, "vs_open_ip": 99, "vs_3bet": 22, "bvb": 2, "allin_pre": 127,
    "cbet_ip": 9, "cbet_oop": 35, "vs_cbet": 13, "barrel": 29, "river_call": 45, "river_value": 35,
    "allin_post": 42,
}
EXPECTED_DECISIONS = 1767
EXPECTED_DIGEST = "01dd0b37cfaa293ef1153fe51a26ae5d5546ec86824c7f5bbfa89dcd630c32b5"


def _random_action(rng: random.Random, legal: LegalActions) -> Action:
    draw = rng.random()
    if legal.min_raise_to is not None and legal.max_raise_to is not None and draw < RAISE_SHARE:
        return Action.raise_to(legal.max_raise_to if rng.random() < SHOVE_SHARE else legal.min_raise_to)
    if legal.call_amount:
        return Action.fold() if draw < FOLD_SHARE else Action.call()
    return Action.check()


def _decisions(hands: int, seed: int) -> Iterator[tuple[int, int, tuple[str, ...]]]:
    """(hand, events before the decision, the families' keys) for every decision of the seeded hands."""
    rng = random.Random(seed)
    for number in range(hands):
        stacks = [rng.choice(STACKS) for _ in range(6)]
        hand = Hand(stacks=stacks, button=number % 6, deck=Deck.shuffled(rng), hand_number=number + 1)
        while not hand.is_over:
            keys = tuple(f.key for f in families_at(hand.events, hand.to_act))
            yield number, len(hand.events), keys
            hand.act(_random_action(rng, hand.legal_actions()))


def test_every_decision_of_seeded_random_hands_keeps_its_families() -> None:
    counts: Counter[str] = Counter()
    digest = hashlib.sha256()
    decisions = 0
    for number, at, keys in _decisions(HANDS, SEED):
        decisions += 1
        counts.update(keys)
        digest.update(f"{number}:{at}:{','.join(keys)};".encode())
    assert {f.key: counts[f.key] for f in FAMILIES} == EXPECTED_COUNTS  # every family is reached
    assert decisions == EXPECTED_DECISIONS
    assert digest.hexdigest() == EXPECTED_DIGEST  # and each decision is in the same ones
