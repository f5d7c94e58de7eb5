"""Facts about the opponents: what they can see, that they play by the rules, and that a seed fixes them."""

from __future__ import annotations

import gc
import pathlib
import random
import types

import pytest

from holdem.bots.base import Bot
from holdem.bots.lineup import TABLE_LINEUP, build, opponents, seat_names
from holdem.bots.model import count_once
from holdem.bots.names import NAME_POOL, POOL_NAMES, STYLE_OF, Opponents, lineup
from holdem.bots.personalities import STYLES
from holdem.bots.simulator import play_hand, simulate
from holdem.bots.strategy import StrategyBot
from holdem.engine import Deck, Hand, Table, TableConfig
from holdem.engine.events import HoleCardsDealt, PlayerActed
from holdem.engine.rng import stream
from holdem_lab import kinds as lab


def _reachable(*roots: object) -> list[object]:
    """Every object reachable from the roots, not following modules, classes or functions."""
    seen: set[int] = set()
    stack = list(roots)
    found = []
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, types.ModuleType | type | types.FunctionType | types.BuiltinFunctionType):
            continue
        found.append(obj)
        stack.extend(gc.get_referents(obj))
    return found


def test_a_bot_cannot_reach_another_seats_cards_or_the_deck() -> None:
    bots = build(TABLE_LINEUP, seed=5)
    table = Table(config=TableConfig(), names=seat_names(TABLE_LINEUP), rng=stream(5, "deck"))
    for _ in range(30):  # let the bots build up their memories first
        hand = table.start_hand()
        play_hand(hand, bots)
        table.finish_hand(hand)
    hand = table.start_hand()
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        bot = bots[seat]
        hand.act(bot.decide(view))
        others = {id(hand.hole_cards(s)) for s in range(hand.num_seats) if s != seat}
        for obj in _reachable(bot, view):
            assert not isinstance(obj, Hand | Deck | Table), f"{bot.name} can reach a {type(obj).__name__}"
            assert id(obj) not in others, f"{bot.name} can reach another seat's hole cards"
        hidden = [e for e in view.events if isinstance(e, HoleCardsDealt) and e.seat != seat]
        assert hidden and all(e.cards is None for e in hidden)


@pytest.mark.parametrize("lineup", [
    TABLE_LINEUP,
    ("tag", "shove", "lag", "minraise", "maniac", "probe"),
    ("rock", "station", "random", "random", "overfolder", "overcaller"),
    ("maniac", "shove"),
    ("station", "minraise", "lag"),
])
def test_bots_only_return_legal_actions_with_any_stacks(lineup: tuple[str, ...]) -> None:
    rng = random.Random(hash(lineup) & 0xFFFF)
    bots = lab.build(lineup, seed=11)
    names = lab.seat_names(lineup)
    for number in range(1, 301):
        stacks = [rng.choice((1, 3, 7, 15, 60, 200, 1000, 1000, 2500)) for _ in lineup]
        hand = Hand(stacks=stacks, button=number % len(lineup), deck=Deck.shuffled(rng), names=names,
                    hand_number=number)
        play_hand(hand, bots)  # raises IllegalBotAction on any illegal action
        assert hand.is_over and sum(hand.stacks) == sum(stacks)


def _decisions(seed: int, hands: int = 25) -> list[tuple[int, str, int]]:
    names = seat_names(TABLE_LINEUP)
    result = simulate(names, lambda s: build(TABLE_LINEUP, s), deals=hands, seed=seed, carry=True)
    return [(int(result.money[n].total), n, result.stats[n].vpip_hands) for n in names]


def test_seats_counting_the_table_in_one_model_play_as_seats_counting_it_apart() -> None:
    names = seat_names(TABLE_LINEUP)
    played = []
    for make in (lambda s: build(TABLE_LINEUP, s), lambda s: [lab.Apart(b) for b in build(TABLE_LINEUP, s)]):
        result = simulate(names, make, deals=40, seed=8, carry=True)
        played.append([(result.money[n].total, result.stats[n].vpip_hands, result.stats[n].af)
                       for n in names])
    assert played[0] == played[1]


def test_only_fresh_models_are_joined() -> None:
    bots = build(TABLE_LINEUP, 3)
    learned = bots[2]
    assert isinstance(learned, StrategyBot)
    learned.model.feed(1, tuple(b.name for b in bots), [])
    learned.model.feed(2, tuple(b.name for b in bots), [])  # one hand counted: not fresh
    count_once(bots)
    models = {id(b.model) for b in bots if isinstance(b, StrategyBot)}
    assert len(models) == 2 and id(learned.model) in models


def test_the_same_seed_gives_the_same_decisions_and_another_seed_does_not() -> None:
    bots_a, bots_b = build(TABLE_LINEUP, 3), build(TABLE_LINEUP, 3)
    deck_order = Deck.shuffled(random.Random(9)).remaining()
    events = []
    for bots in (bots_a, bots_b):
        hand = Hand(stacks=[1000] * 6, button=2, deck=Deck(deck_order), names=seat_names(TABLE_LINEUP))
        play_hand(hand, bots)
        events.append([e for e in hand.events if isinstance(e, PlayerActed)])
    assert events[0] == events[1]
    assert _decisions(21) == _decisions(21)
    assert _decisions(21) != _decisions(22)


def test_the_name_pool_has_neutral_names_each_tied_to_one_style_for_ever() -> None:
    assert set(NAME_POOL) == set(STYLE_OF.values()) and len(NAME_POOL) == 5
    assert all(len(names) >= 3 for names in NAME_POOL.values())
    assert len({name.casefold() for name in POOL_NAMES}) == len(POOL_NAMES) == 20
    assert all(STYLE_OF[name] == style for style, names in NAME_POOL.items() for name in names)
    styles = ("rock", "tight", "loose", "aggress", "station", "call", "maniac", "fish", "shark", "wild")
    assert not any(word in name.lower() for name in POOL_NAMES for word in styles)
    assert all(isinstance(kind.make("x", random.Random(0)), Bot) for kind in lab.KINDS.values())


def test_each_session_seats_one_name_per_style_in_seats_drawn_from_its_seed() -> None:
    lineups = {seed: lineup(seed) for seed in range(1, 41)}
    for names in lineups.values():
        assert sorted(STYLE_OF[name] for name in names) == sorted(NAME_POOL)
    assert lineup(7) == lineups[7]  # the same seed seats the same names in the same seats
    assert len(set(lineups.values())) > 30  # fresh line-ups from session to session
    for seat in range(5):  # every style turns up in every seat
        assert {STYLE_OF[names[seat]] for names in lineups.values()} == set(NAME_POOL)
    assert set().union(*lineups.values()) == set(POOL_NAMES)  # and every name gets its turn


def test_opponents_play_the_style_of_their_name_whatever_the_seed() -> None:
    for seed in (1, 2, 3):
        bots: list[Bot] = opponents(seed)
        assert tuple(b.name for b in bots) == lineup(seed)
        for bot in bots:
            assert isinstance(bot, StrategyBot)
            assert bot.style == STYLES[STYLE_OF[bot.name]]


def test_a_resumed_session_rebuilds_its_saved_line_up() -> None:
    saved = ("Greta", "Kenji", "Priya", "Bruno", "Tomas")
    bots = opponents(99, names=saved)
    assert tuple(b.name for b in bots) == saved
    assert [STYLE_OF[b.name] for b in bots] == ["calling station", "loose-aggressive", "rock", "maniac",
                                                "tight-aggressive"]
    strangers = opponents(99, names=("Ann", "Bob", "Cat", "Dan", "Eve"))  # a save from outside the pool
    assert [b.name for b in strangers] == ["Ann", "Bob", "Cat", "Dan", "Eve"]
    assert [b.name for b in opponents(99, names=("Ann", "Bob"))] == ["Ann", "Bob"]  # a three-seat save
    with pytest.raises(ValueError):
        opponents(99, names=tuple("ABCDEFGHIJ"))  # eleven seats


def test_the_games_opponents_are_named_at_once_and_built_once_when_first_asked_for() -> None:
    import pickle

    seated = Opponents(5)
    assert seated.names == lineup(5)
    bots = seated.bots()
    assert seated.bots() is bots  # built once: the same opponents hand after hand
    built = opponents(5)
    count_once(built)
    assert pickle.dumps(bots) == pickle.dumps(built)  # the line-up's bots, in the same state
    assert len({id(getattr(b, "model", None)) for b in bots}) == 1  # the table counted in one model
    saved = ("Greta", "Kenji", "Priya", "Bruno", "Tomas")
    assert [b.name for b in Opponents(99, names=saved).bots()] == [b.name for b in opponents(99, names=saved)]
    with pytest.raises(ValueError):
        Opponents(99, names=())
    assert len(Opponents(5, seats=10).names) == 9


@pytest.mark.parametrize("seats", range(2, 11))
def test_every_table_size_seats_distinct_names_and_spreads_the_styles(seats: int) -> None:
    for seed in range(20):
        names = lineup(seed, seats - 1)
        styles = [STYLE_OF[name] for name in names]
        assert len(names) == seats - 1 == len(set(names))  # names stay distinct
        # Fewer than five opponents: as many styles; more: every style, none more than twice.
        assert len(set(styles)) == min(seats - 1, 5)
        assert max(styles.count(style) for style in styles) == (1 if seats <= 6 else 2)


def test_a_short_table_draws_its_styles_from_the_session_seed() -> None:
    heads_up = {STYLE_OF[lineup(seed, 1)[0]] for seed in range(40)}
    assert len(heads_up) == 5  # every style meets the player heads-up, session by session
    assert lineup(7, 2) == lineup(7, 2)


@pytest.mark.asyncio
async def test_the_game_seats_the_sessions_line_up_and_resume_keeps_it(tmp_path: pathlib.Path) -> None:
    from holdem.tui.app import make_app

    app = make_app(seed=5, bot_delay=0, data_dir=str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.session.names[1:] == lineup(5)
        for key in ("q", "y"):
            await pilot.press(key)
        await pilot.pause()
    assert lineup(99) != lineup(5)
    later = make_app(seed=99, bot_delay=0, data_dir=str(tmp_path))
    async with later.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # resume the saved session
        await pilot.pause()
        assert later.session.seed == 5
        assert later.session.names[1:] == lineup(5)
        assert tuple(bot.name for bot in later.session.bots) == lineup(5)


def test_nothing_the_player_reads_maps_a_name_to_its_style(capsys: pytest.CaptureFixture[str]) -> None:
    from holdem.cli import main

    assert main(["sim", "--list"]) == 0
    assert main(["sim", "--hands", "2", "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "tight-aggressive" in printed  # --list may list the styles ...
    assert not any(name in printed for name in POOL_NAMES)  # ... but never with the game's names
    style_words = ("rock", "tight", "loose", "aggressive", "station", "maniac", "TAG", "LAG")
    root = pathlib.Path(__file__).parent.parent
    for page in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        for line in page.read_text(encoding="utf-8").splitlines():
            names = [n for n in POOL_NAMES if n in line.split() or f"{n}:" in line or f"{n}," in line]
            assert not (names and any(w in line for w in style_words)), f"{page.name}: {line}"


def _first_in_width(style: str, seats: int, seat_from_blind: int) -> float:
    """The open width of ``style`` first in, ``seat_from_blind`` seats before the big blind, at ``seats``."""
    from holdem.bots.defence import open_width
    from holdem.bots.personalities import STYLES
    from holdem.bots.situation import read_spot
    from holdem.engine.cards import Deck
    from holdem.engine.hand import Hand

    hand = Hand(stacks=[1000] * seats, button=0, deck=Deck.shuffled(random.Random(seats)))
    big_blind = 1 if seats == 2 else 2
    seat = (big_blind - seat_from_blind) % seats
    while hand.to_act != seat:
        hand.play("fold")
    return open_width(STYLES[style], read_spot(hand.view(seat)))


@pytest.mark.parametrize("seats", range(2, 11))
def test_every_seat_at_every_table_size_has_an_open_width_that_widens_towards_the_button(seats: int) -> None:
    first = seats - 1 if seats > 2 else 1  # under the gun (heads-up: the button, who is the small blind)
    widths = [_first_in_width("tight-aggressive", seats, behind) for behind in range(first, 1, -1)]
    assert widths == sorted(widths) and all(0 < width < 1 for width in widths)


def test_the_opens_widen_as_the_table_shortens_the_way_good_players_widen_them() -> None:
    ten_gun, six_gun = _first_in_width("tight-aggressive", 10, 9), _first_in_width("tight-aggressive", 6, 5)
    assert 0.08 <= ten_gun <= 0.12 < 0.15 <= six_gun <= 0.18  # full-ring UTG about two thirds of six-max's
    # The button opens the same with the same two players behind, three-handed or six-handed.
    assert _first_in_width("tight-aggressive", 3, 2) == _first_in_width("tight-aggressive", 6, 2)
    # Heads-up the button opens most hands: the tight-aggressive player 80-90%, the rock half.
    assert 0.8 <= _first_in_width("tight-aggressive", 2, 1) <= 0.9
    assert 0.45 <= _first_in_width("rock", 2, 1) <= 0.55
