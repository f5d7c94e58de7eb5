"""Play the same random hands on holdem's engine and on pokerkit 0.7.7, and compare them.

Shared by ``tests/test_differential.py`` (a few thousand hands in CI) and
``scripts/differential.py`` (100,000 by default). pokerkit is a test-only
dependency: nothing here is part of the installed package.

Each hand is fixed by one integer, its *hand seed*: the seed draws the seats,
blinds, stacks, button and cards, then the actions. Both engines get the same
cards: our deck is stacked in our dealing order (one card at a time from the
left of the button, a burn before each street) and pokerkit is dealt the same
hole cards, burns and board explicitly. pokerkit's player 0 is the first seat
left of the button (heads-up: the big blind), so our seat ``s`` is pokerkit's
player ``(s - button - 1) % n``.

Before every decision both engines must agree on the chips in front of and
behind every seat, who acts, whether folding is allowed, the check or call
amount and the raise-to range (or that raising is closed), and our raising
verdict must agree with TDA rule 47 worked out from the events. The action is
then drawn from what both allow. At a showdown every pot must be paid to the
same players, split as SPEC rule 13 says, shown in the same order after river
betting; at the end every stack must match.

pokerkit is configured to play by our rules where it can be: ``Mode.CASH_GAME``
lets a player fold when checking is free (pokerkit warns; the warning is
silenced), the runout count is automated with no preference (one board), and
the harness shows every hand at a showdown. The remaining differences, where
SPEC section 2 (TDA rule 47) is followed and pokerkit is not, are detected at
the hand, decision or pot they touch and counted under a ``Divergence``;
anything else is a ``Mismatch``.
"""

from __future__ import annotations

import warnings
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from differential_hands import HandSetup, Options, choose_action, random_setup
from differential_rules import (
    Divergence,
    can_afford_raise,
    pokerkit_payouts,
    raise_history,
    spec_split,
    total,
)
from pokerkit import Automation, FixedLimitTexasHoldem, Mode, NoLimitTexasHoldem, StandardHighHand, State
from pokerkit import Card as PkCard
from pokerkit import Hand as PkHand
from pokerkit.games import PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem
from pokerkit.state import ChipsPushing, HoleCardsShowingOrMucking

from holdem.engine.actions import Action, ActionType
from holdem.engine.cards import Deck, format_cards
from holdem.engine.dealing import stacked_deck
from holdem.engine.events import CardsShown, Move, PlayerActed, PotAwarded, Street
from holdem.engine.game import Game
from holdem.engine.hand import Hand
from holdem.engine.structure import LIMIT_CAP

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
"""pokerkit runs everything but the cards and the showdown, which the harness feeds it."""


class PotLimitTexasHoldem(PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem):
    """Pot-limit Texas hold'em, which pokerkit 0.7.7 does not name: its no-limit game with the pot-limit
    mixin (the largest raise is ``pot_completion_betting_or_raising_to_amount``), as it builds Omaha's."""


def pokerkit_state(setup: HandSetup) -> State:
    """pokerkit's state for ``setup``'s structure, blinds and stacks (in pokerkit's player order)."""
    n, small, big = setup.num_seats, setup.small_blind, setup.big_blind
    stacks = [setup.stacks[setup.seat_of(p)] for p in range(n)]
    if setup.game is Game.FIXED_LIMIT:  # the small bet is the big blind, the big bet twice it
        return FixedLimitTexasHoldem.create_state(
            AUTOMATIONS, True, 0, (small, big), big, 2 * big, stacks, n, mode=Mode.CASH_GAME
        )
    if setup.game is Game.POT_LIMIT:
        game = PotLimitTexasHoldem(AUTOMATIONS, True, 0, (small, big), big, mode=Mode.CASH_GAME)
        return game(stacks, n)
    return NoLimitTexasHoldem.create_state(
        AUTOMATIONS, True, 0, (small, big), big, stacks, n, mode=Mode.CASH_GAME
    )


class Mismatch(AssertionError):
    """The engines disagree in a way no ``Divergence`` explains."""


# ----- pokerkit -------------------------------------------------------------------


@contextmanager
def pokerkit_session() -> Iterator[None]:
    """Silence pokerkit's warning about folding with a free check, and rank each hand once.

    pokerkit ranks the same seven cards again for every player and every pot
    it looks at; remembering the result makes a hand several times faster and
    changes nothing else: pokerkit still ranks every hand itself.
    """
    evaluate = StandardHighHand.from_game
    known: dict[tuple[tuple[PkCard, ...], tuple[PkCard, ...]], PkHand | ValueError] = {}

    def from_game(hole_cards: Iterable[PkCard], board_cards: Iterable[PkCard] = ()) -> PkHand:
        key = (tuple(hole_cards), tuple(board_cards))
        if key not in known:
            try:
                known[key] = evaluate(*key)
            except ValueError as error:  # too few cards yet: pokerkit reads this as "no hand"
                known[key] = error
        found = known[key]
        if isinstance(found, ValueError):
            raise found
        return found

    outer = StandardHighHand.__dict__.get("from_game")  # set by an enclosing session, if any
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        setattr(StandardHighHand, "from_game", from_game)  # noqa: B010 (replacing a classmethod)
        try:
            yield
        finally:
            if outer is None:
                delattr(StandardHighHand, "from_game")
            else:
                setattr(StandardHighHand, "from_game", outer)  # noqa: B010


def _pk_raise_refusal(state: State) -> str:
    """pokerkit's reason for not letting the actor raise ('' when it may)."""
    try:
        state.verify_completion_betting_or_raising_to()
    except ValueError as error:
        return str(error)
    return ""


# ----- one hand on both engines -----------------------------------------------------


@dataclass(slots=True)
class HandResult:
    """What one hand contributed to the totals."""

    compared: bool = True
    actions: list[tuple[int, Action]] = field(default_factory=list)
    decisions: int = 0
    divergences: Counter[Divergence] = field(default_factory=Counter)
    features: Counter[str] = field(default_factory=Counter)


class Duel:
    """One hand dealt to both engines and played in lockstep (use inside ``pokerkit_session``)."""

    def __init__(self, setup: HandSetup, *, with_pokerkit: bool = True) -> None:
        self.setup = setup
        self.actions: list[tuple[int, Action]] = []
        self.shown: list[int] = []
        self.hand = self._our_hand()
        self.state: State | None = None
        if with_pokerkit:
            self.state = pokerkit_state(setup)
            self._pk_until_decision()

    @property
    def pk(self) -> State:
        assert self.state is not None, "this duel is played without pokerkit"
        return self.state

    def fail(self, problem: str) -> Mismatch:
        """A mismatch report with everything needed to replay the hand."""
        setup = self.setup
        played = " ".join(f"[{seat}] {action}" for seat, action in self.actions) or "(none)"
        words = " ".join(str(action) for _, action in self.actions)
        holes = [format_cards(h).replace(" ", "") for h in setup.hole_cards]
        return Mismatch(
            f"{problem}\n{setup.describe()}\n  actions {played}\n"
            f"  replay: python scripts/differential.py --replay {setup.hand_seed}{_options(setup)}\n"
            f"  or: Hand(game=Game.{setup.game.name}, stacks={list(setup.stacks)}, button={setup.button},"
            f" small_blind={setup.small_blind},"
            f" big_blind={setup.big_blind}, deck=stacked_deck(num_seats={setup.num_seats},"
            f" button={setup.button}, hole_cards={holes}, board={format_cards(setup.board)!r},"
            f" burns={format_cards(setup.burns)!r})).play({words!r})"
        )

    def _our_hand(self) -> Hand:
        setup = self.setup
        order = setup.deck_order()
        dealt = 2 * setup.num_seats + 8
        stacked = stacked_deck(
            num_seats=setup.num_seats,
            button=setup.button,
            hole_cards=list(setup.hole_cards),
            board=setup.board,
            burns=setup.burns,
        )
        if stacked.remaining()[:dealt] != tuple(order[:dealt]):
            raise self.fail("stacked_deck does not stack the deck in the dealing order")
        hand = Hand(
            stacks=setup.stacks,
            button=setup.button,
            deck=Deck.ordered(order),
            small_blind=setup.small_blind,
            big_blind=setup.big_blind,
            game=setup.game,
        )
        if tuple(hand.hole_cards(s) for s in range(setup.num_seats)) != setup.hole_cards:
            raise self.fail("our dealer did not deal the hole cards in the dealing order")
        return hand

    def _pk_until_decision(self) -> None:
        """Deal pokerkit's cards and show its hands until a player must act or the hand is over."""
        state, setup = self.pk, self.setup
        while state.status and state.actor_index is None:
            if state.can_burn_card():
                state.burn_card(str(setup.burns[len(state.burn_cards)]))
            elif state.can_deal_hole():
                player = state.hole_dealee_index
                assert player is not None
                card = setup.hole_cards[setup.seat_of(player)][len(state.hole_cards[player])]
                state.deal_hole(str(card))
            elif state.can_deal_board():
                count = state.board_dealing_count
                assert count is not None
                dealt = len(state.board_cards)
                state.deal_board("".join(str(c) for c in setup.board[dealt : dealt + count]))
            elif state.can_show_or_muck_hole_cards():
                operation = state.show_or_muck_hole_cards(True)
                assert isinstance(operation, HoleCardsShowingOrMucking)
                self.shown.append(setup.seat_of(operation.player_index))
            else:
                raise self.fail("pokerkit is waiting for something the harness does not give it")

    def ours(self) -> Options:
        legal = self.hand.legal_actions()
        low, high = legal.min_raise_to, legal.max_raise_to
        raise_range = None if low is None or high is None else (low, high)
        return Options(legal.seat, True, legal.call_amount, raise_range)

    def theirs(self) -> Options:
        state = self.pk
        player = state.actor_index
        if player is None:
            raise self.fail(f"seat {self.hand.to_act} is to act, but pokerkit has nobody to act")
        call = state.checking_or_calling_amount
        raise_range = None
        if state.can_complete_bet_or_raise_to():
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            assert low is not None and high is not None
            raise_range = (low, high)
        call_amount = -1 if call is None else call  # pokerkit refusing a check or call shows as -1
        return Options(self.setup.seat_of(player), state.can_fold(), call_amount, raise_range)

    def check_chips(self) -> None:
        """The chips in front of each seat and behind it are the same in both engines."""
        state, setup, hand = self.pk, self.setup, self.hand
        bets = [state.bets[setup.pk_player(s)] for s in range(setup.num_seats)]
        stacks = [state.stacks[setup.pk_player(s)] for s in range(setup.num_seats)]
        if bets != list(hand.committed) or stacks != list(hand.stacks):
            raise self.fail(
                f"chips differ before seat {hand.to_act} acts\n"
                f"  ours:     in front {list(hand.committed)}, behind {list(hand.stacks)}\n"
                f"  pokerkit: in front {bets}, behind {stacks}"
            )

    def check_tda(self, ours: Options) -> None:
        """Our raising verdict is what TDA rule 47 says, worked out from the events (and the limit cap)."""
        seat = ours.actor
        if not can_afford_raise(self.hand, seat):
            return
        history = raise_history(self.hand, seat)
        capped = self.setup.game is Game.FIXED_LIMIT and history.raises >= LIMIT_CAP
        if (history.reopened and not capped) != (ours.raise_range is not None):
            verdict = "may not" if ours.raise_range is None else "may"
            raise self.fail(f"seat {seat} {verdict} raise here, but TDA rule 47 says otherwise: {history}")

    def explain(self, ours: Options, theirs: Options) -> Divergence | None:
        """The documented divergence behind two different legal sets, or None if there is none."""
        if ours.without_raise() != theirs.without_raise():
            return None
        hand, seat = self.hand, ours.actor
        history = raise_history(hand, seat)
        if ours.raise_range is None and theirs.raise_range is not None:
            if can_afford_raise(hand, seat) and not history.reopened and history.sub_bb_short_before_full:
                return Divergence.SUB_BB_ALL_IN_REOPENS
        elif ours.raise_range is not None and theirs.raise_range is None:
            refusal = _pk_raise_refusal(self.pk)
            if (
                refusal.startswith(("The player already acted", "Short all-in"))
                and history.acted
                and not history.full_raise_since
                and history.short_since >= 2
                and history.rise_since >= history.full_size
            ):
                return Divergence.CUMULATIVE_SHORT_ALL_INS
        return None

    def act(self, action: Action) -> None:
        """Apply ``action`` on both engines."""
        seat = self.hand.to_act
        assert seat is not None
        self.actions.append((seat, action))
        self.hand.act(action)
        if self.state is None:
            return
        if action.type is ActionType.FOLD:
            self.state.fold()
        elif action.type is ActionType.RAISE_TO:
            self.state.complete_bet_or_raise_to(action.amount)
        else:
            self.state.check_or_call()
        self._pk_until_decision()

    def play(self, actions: str) -> None:
        """Apply comma-separated actions (``"call,raise_to 17,fold"``) in turn on both engines."""
        for word in actions.split(","):
            self.act(Action.parse(word))

    def finish(self, result: HandResult) -> None:
        """Bring pokerkit to the end of the hand and compare pots, showdown order and stacks."""
        state, setup, hand = self.pk, self.setup, self.hand
        if state.actor_index is not None:
            seat = setup.seat_of(state.actor_index)
            if self.theirs() != Options(seat, True, 0, None):
                raise self.fail(f"our hand is over, but pokerkit has seat {seat} to act")
            result.divergences[Divergence.LONE_PLAYER_CHECK] += 1
            state.check_or_call()
            self._pk_until_decision()
        if state.status:
            raise self.fail("our hand is over, but pokerkit's is not")
        if hand.board != setup.board[: len(hand.board)]:
            raise self.fail(f"our board {format_cards(hand.board)} is not the deck's")
        expected = list(hand.stacks)
        awards = [e for e in hand.events if isinstance(e, PotAwarded)]
        if any(award.value is not None for award in awards):
            self._compare_showdown(awards, expected, result)
        theirs = [state.stacks[setup.pk_player(s)] for s in range(setup.num_seats)]
        if expected != theirs:
            raise self.fail(f"final stacks differ: ours {list(hand.stacks)}, pokerkit {theirs}")
        if sum(hand.stacks) != sum(setup.stacks):
            raise self.fail("chips were not conserved")

    def _compare_showdown(self, awards: list[PotAwarded], expected: list[int], result: HandResult) -> None:
        setup, hand = self.setup, self.hand
        for award in awards:
            if dict(award.shares) != spec_split(award, setup):
                raise self.fail(f"pot {award.index} was not split as SPEC rule 13 says: {award.shares}")
        pushes = [op for op in self.pk.operations if isinstance(op, ChipsPushing)]
        theirs = [{setup.seat_of(p): a for p, a in enumerate(op.amounts) if a} for op in pushes]
        payouts = pokerkit_payouts(awards, setup)
        if payouts != theirs:
            raise self.fail(f"pots were paid differently\n  ours:     {payouts}\n  pokerkit: {theirs}")
        ours_paid = total(dict(award.shares) for award in awards)
        unmerged = total(pokerkit_payouts(awards, setup, merge=False))
        pk_paid = total(payouts)
        if unmerged != ours_paid:
            result.divergences[Divergence.ODD_CHIPS] += 1
        if pk_paid != unmerged:
            result.divergences[Divergence.MERGED_POTS] += 1
        if len(payouts) < len(awards):
            result.features["showdowns where pokerkit merged pots"] += 1
        for seat in range(setup.num_seats):
            expected[seat] += pk_paid[seat] - ours_paid[seat]
        river_action = any(isinstance(e, PlayerActed) and e.street is Street.RIVER for e in hand.events)
        our_order = [e.seat for e in hand.events if isinstance(e, CardsShown) and e.reason == "showdown"]
        if river_action and self.shown != our_order:
            raise self.fail(f"showdown order differs: ours {our_order}, pokerkit {self.shown}")


def _options(setup: HandSetup) -> str:
    """The script's options that replay a hand of a structure or table size the seed alone does not fix."""
    if setup.game is Game.NO_LIMIT:
        return ""
    return f" --game {setup.game.value} --seats {setup.num_seats}"


def _note_features(hand: Hand, result: HandResult) -> None:
    features = result.features
    raises: Counter[Street] = Counter()
    for event in hand.events:
        if isinstance(event, PlayerActed):
            raised = event.move in (Move.BET, Move.RAISE)
            short = raised and not event.full
            features["all-in actions"] += event.all_in
            features["short all-in bets and raises"] += short
            raises[event.street] += raised
            features["rounds with four bets and raises"] += raised and raises[event.street] == LIMIT_CAP
        elif isinstance(event, PotAwarded):
            split = len(event.shares) > 1
            features["side pots"] += event.index > 0
            features["split pots"] += split
            features["split pots with odd chips"] += split and event.amount % len(event.shares) > 0
    features[f"hands ending on the {hand.street.label.lower()}"] += 1
    features["showdowns"] += any(isinstance(e, CardsShown) and e.reason == "showdown" for e in hand.events)


def play_hand(seed: int, game: Game = Game.NO_LIMIT, num_seats: int | None = None) -> HandResult:
    """Play hand ``seed`` on both engines; raise ``Mismatch`` on any unexplained difference."""
    setup, rng = random_setup(seed, game, num_seats)
    result = HandResult(compared=not setup.short_big_blind)
    with pokerkit_session():
        duel = Duel(setup, with_pokerkit=result.compared)
        result.actions = duel.actions
        hand = duel.hand
        while hand.to_act is not None:
            ours = duel.ours()
            duel.check_tda(ours)
            if result.compared:
                duel.check_chips()
                theirs = duel.theirs()
                result.decisions += 1
                result.features[f"decisions on the {hand.street.label.lower()}"] += 1
                if ours != theirs:
                    divergence = duel.explain(ours, theirs)
                    if divergence is None:
                        raise duel.fail(f"legal actions differ\n  ours:     {ours}\n  pokerkit: {theirs}")
                    result.divergences[divergence] += 1
                    ours = ours.without_raise()
            action = choose_action(rng, ours)
            if action.type is ActionType.FOLD and not ours.call_amount:
                result.features["folds when checking was free"] += 1
            duel.act(action)
        if result.compared:
            duel.finish(result)
        else:
            result.divergences[Divergence.SHORT_BIG_BLIND] += 1
            if sum(hand.stacks) != sum(setup.stacks):
                raise duel.fail("chips were not conserved")
    _note_features(hand, result)
    return result


@dataclass(slots=True)
class Totals:
    """Running totals over many hands."""

    hands: int = 0
    compared_hands: int = 0
    decisions: int = 0
    divergences: Counter[Divergence] = field(default_factory=Counter)
    features: Counter[str] = field(default_factory=Counter)

    def add(self, result: HandResult) -> None:
        self.hands += 1
        self.compared_hands += result.compared
        self.decisions += result.decisions
        self.divergences.update(result.divergences)
        self.features.update(result.features)


def run(
    seeds: Iterable[int],
    totals: Totals | None = None,
    game: Game = Game.NO_LIMIT,
    num_seats: int | None = None,
) -> Totals:
    """Play every hand in ``seeds``; the first ``Mismatch`` stops the run."""
    totals = totals if totals is not None else Totals()
    for seed in seeds:
        totals.add(play_hand(seed, game, num_seats))
    return totals
