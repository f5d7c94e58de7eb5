"""Pot-limit and fixed-limit hands play on our engine as on pokerkit 0.7.7, at 2, 3, 6 and 10 seats.

The harness is the no-limit one (``differential_harness.py``) with pokerkit's fixed-limit hold'em
(small bet = the big blind, big bet = two; at most four completions, bets and raises a round) and
its pot-limit structure on hold'em. Both engines must agree on every legal set (who acts, the call,
the smallest and largest raise-to, or that raising is closed) and on the final stacks, apart from the
divergences documented for no-limit. ``scripts/differential.py --game fl --seats 6`` runs thousands.
"""

from __future__ import annotations

import pytest
from differential_hands import HandSetup, Options, hand_seed
from differential_harness import Duel, Mismatch, run
from differential_rules import Divergence

from holdem.engine import Action, Game

CI_SEED = 43
CI_HANDS = 120  # per structure and table size: about 12 seconds in all

KNOWN = {  # the no-limit divergences (docs/rules.md), none new
    Divergence.SHORT_BIG_BLIND,
    Divergence.SUB_BB_ALL_IN_REOPENS,
    Divergence.CUMULATIVE_SHORT_ALL_INS,
    Divergence.LONE_PLAYER_CHECK,
    Divergence.ODD_CHIPS,
    Divergence.MERGED_POTS,
}


@pytest.mark.parametrize("num_seats", [2, 3, 6, 10])
@pytest.mark.parametrize("game", [Game.POT_LIMIT, Game.FIXED_LIMIT])
def test_random_hands_match_pokerkit_in_each_structure(game: Game, num_seats: int) -> None:
    try:
        totals = run((hand_seed(CI_SEED, i) for i in range(CI_HANDS)), game=game, num_seats=num_seats)
    except Mismatch as mismatch:
        pytest.fail(str(mismatch), pytrace=False)
    assert totals.hands == CI_HANDS
    assert totals.compared_hands >= 0.9 * CI_HANDS
    assert set(totals.divergences) <= KNOWN
    assert totals.decisions > 4 * CI_HANDS
    assert totals.features["short all-in bets and raises"] + totals.features["all-in actions"] > 0
    if game is Game.FIXED_LIMIT:
        assert totals.features["rounds with four bets and raises"] >= 5  # the cap is reached, and agreed


@pytest.mark.usefixtures("pokerkit_rules")
class TestWorkedExamples:
    def test_pot_limit_largest_raise_is_the_pot_after_calling(self) -> None:
        # Under the gun faces 10 with 15 in the pot: after calling the pot is 25, so raise to 35.
        duel = Duel(HandSetup.fixed([1000, 1000, 1000], button=0, game=Game.POT_LIMIT))
        assert duel.ours() == duel.theirs() == Options(0, True, 10, (20, 35))
        duel.play("raise_to 35")  # the small blind calls 30 more: the pot is 80, so raise to 35 + 80
        assert duel.ours() == duel.theirs() == Options(1, True, 30, (60, 115))

    def test_fixed_limit_cap_is_four_raises_before_the_flop_heads_up(self) -> None:
        duel = Duel(HandSetup.fixed([1000, 1000], button=0, game=Game.FIXED_LIMIT))
        for raise_to in (20, 30, 40, 50):
            ours = duel.ours()
            assert ours == duel.theirs() and ours.raise_range == (raise_to, raise_to)
            duel.act(Action.raise_to(raise_to))
        assert duel.ours() == duel.theirs() == Options(0, True, 10, None)  # the button may only call

    def test_fixed_limit_bets_double_on_the_turn(self) -> None:
        duel = Duel(HandSetup.fixed([1000, 1000, 1000], button=0, game=Game.FIXED_LIMIT))
        duel.play("call,call,check, check,check,check")
        assert duel.ours() == duel.theirs() == Options(1, True, 0, (20, 20))
        duel.play("raise_to 20,raise_to 40,raise_to 60,raise_to 80")
        assert duel.ours() == duel.theirs() == Options(2, True, 40, None)  # a bet and three raises: capped
