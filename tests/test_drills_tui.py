"""The drill screen and the drills page played by keys: spots, verdicts at the key, progress kept.

The coach grades on a tiny budget here (its numbers are rough, its shape is the real one), so a few
spots of each family play in seconds.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_coach_ui import ONE_HAND, coached_table

from holdem.app.drill_text import family_name, fold_parts
from holdem.app.drills import family_for
from holdem.app.leak_drills import drill_family, leak_family
from holdem.coach import Budget
from holdem.coach.drill_families import FAMILIES
from holdem.coach.drill_spots import Narrowing
from holdem.i18n import catalog
from holdem.records.store import HandStore
from holdem.tui import app as tui_app
from holdem.tui.screens import drill as drill_screen
from holdem.tui.screens.coach import CoachScreen
from holdem.tui.screens.coach_list import MistakeList
from holdem.tui.screens.drill import DrillScreen, DrillsPage
from holdem.tui.screens.table import TableScreen
from holdem.tui.testing import screen_text

TINY = Budget(playouts=4, range_samples=8, policy_trials=4, equity_trials=30, runouts=1,
              showdown_boards=100, playouts_cap=8, verdict_cap=8, fresh_playouts=4)
SPOTS_PER_FAMILY = 1  # one spot of each family by keys: each costs seconds of grading in CI


@pytest.fixture(autouse=True)
def _tiny_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drill_screen, "BUDGET", TINY)
    monkeypatch.setattr(drill_screen, "MAX_HANDS", 250)


def _body(screen: DrillScreen) -> str:
    return screen.text()


async def _until_dealt(pilot, screen: DrillScreen) -> None:
    """Wait for the worker to reach the spot (and grade it: a tiny budget)."""
    for _ in range(400):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if not screen.searching and screen.run.number > 0:
            return
        await pilot.pause(0.05)


async def _answer_spots(pilot, screen: DrillScreen, spots: int, key: str = "1") -> int:
    answered = 0
    for number in range(spots):
        if number:  # N for the next spot (not after the last: its search would outlive the test)
            await pilot.press("n")
        await _until_dealt(pilot, screen)
        if screen.spot is None:  # the table did not reach it in the hands allowed
            continue
        await pilot.press(key)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.shown is not None, "the verdict shows once the key is pressed"
        answered += 1
    return answered


@pytest.mark.asyncio
@pytest.mark.parametrize("family", [f.key for f in FAMILIES])
async def test_every_family_is_drilled_by_keys_and_each_answer_gets_its_verdict_and_is_kept(
    tmp_path: Path, family: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if family == "allin_pre":  # the rarest spot at 100 bb: one in about 150 hands
        monkeypatch.setattr(drill_screen, "MAX_HANDS", 400)
    # at this table every family's first spot comes up within 45 hands, the in-position c-bet's at 226
    app = tui_app.make_app(seed=7, bot_delay=0, data_dir=str(tmp_path), drill=family)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        answered = await _answer_spots(pilot, screen, SPOTS_PER_FAMILY, key="2")
    assert answered >= 1
    store = HandStore.open(tmp_path / "holdem.sqlite3")
    assert len(store.drill_answers) == answered and {a.family for a in store.drill_answers} == {family}
    assert store.hands() == []  # drill hands are not the session's
    store.close()


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_the_verdict_shows_the_class_every_choices_value_and_the_reason(
    tmp_path: Path, language: str
) -> None:
    catalog.set_language(language)
    app = tui_app.make_app(seed=3, bot_delay=0, data_dir=str(tmp_path), drill="vs_cbet")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        await _until_dealt(pilot, screen)
        await pilot.press("1")  # fold
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        body = _body(screen)
        grade = screen.shown
        assert grade is not None
        assert body.count("±") >= len(grade.choices)
        word = {"en": {"best": "best", "close": "close", "mistake": "mistake", "exploit": "exploit"},
                "pt": {"best": "melhor", "close": "por pouco", "mistake": "erro", "exploit": "exploração"}}
        assert word[language][grade.verdict.kind] in body


@pytest.mark.asyncio
async def test_key_d_at_the_table_opens_the_drills_page_and_enter_drills_the_family_under_the_cursor(
    tmp_path: Path,
) -> None:
    app = tui_app.make_app(seed=3, bot_delay=0, data_dir=str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("d")
        assert isinstance(app.screen, DrillsPage)
        await pilot.press("down", "enter")
        assert isinstance(app.screen, DrillScreen) and app.screen.run.family.key == FAMILIES[1].key
        await _answer_spots(pilot, app.screen, 1)
        await pilot.press("escape")
        assert isinstance(app.screen, DrillsPage)
        page = str(app.screen.query_one("#drills-table").render())
        assert "Big blind vs an open" in page
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


def _snap_app(tmp_path: Path):
    return tui_app.make_app(seed=3, bot_delay=0, data_dir=str(tmp_path), drill="bb_defend")


async def _settle(pilot) -> None:
    """Wait for the worker, then for the repaints after it (the verdict brought into view may move again
    once the lines it wraps to are counted)."""
    await pilot.app.workers.wait_for_complete()
    for _ in range(SETTLE_PAUSES):
        await pilot.pause()


SETTLE_PAUSES = 5
"""Repaints to wait for after a verdict shows: two settle the view; more leave it as it is."""


@pytest.mark.parametrize(("language", "size"), [
    ("en", (80, 24)), ("en", (120, 40)), ("en", (60, 20)), ("pt", (80, 24)), ("pt", (120, 40)),
], ids=["en-80x24", "en-120x40", "en-60x20", "pt-80x24", "pt-120x40"])
def test_drill_screen_snapshot(snap_compare, tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    """The drill screen after an answer. Portuguese at 60x20 is left out: its longer verdict settles one
    line higher or lower from run to run (the view brought to the verdict before or after its last line
    wraps), which a snapshot cannot hold; the English one shows the screen at that size."""
    catalog.set_language(language)

    async def run_before(pilot) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, DrillScreen)
        await _until_dealt(pilot, screen)
        await pilot.press("2")
        await _settle(pilot)
        assert screen.shown is not None

    assert snap_compare(_snap_app(tmp_path), run_before=run_before, terminal_size=size)


@pytest.mark.asyncio
async def test_d_on_a_mistake_of_gs_list_drills_that_kind_of_spot(tmp_path: Path) -> None:
    app = coached_table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ONE_HAND, "g")
        await pilot.pause()
        coach = app.screen
        assert isinstance(coach, CoachScreen)
        chosen = coach._chosen()
        assert chosen is not None
        await pilot.press("d")
        assert isinstance(app.screen, DrillScreen)
        assert app.screen.run.family.key == family_for(chosen[1].kind, chosen[1].street)
        await pilot.app.workers.wait_for_complete()
        await pilot.press("escape")
        assert app.screen is coach


def test_a_leak_kind_maps_to_the_family_that_drills_it() -> None:
    assert family_for("preflop:BB", "preflop") == "bb_defend"
    assert family_for("preflop:CO", "preflop") == "open"
    assert family_for("fold_to_cbet", "flop") == "vs_cbet" and family_for("call", "river") == "river_call"
    assert family_for("bluff", "turn") == "barrel" and family_for("value", "river") == "river_value"


@pytest.mark.asyncio
async def test_d_on_a_row_of_the_leak_report_drills_that_kind_and_a_kind_without_a_family_says_so(
    tmp_path: Path,
) -> None:
    app = coached_table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ONE_HAND, "g")
        await pilot.pause()
        coach = app.screen
        assert isinstance(coach, CoachScreen)
        await pilot.press(*["down"] * len(coach.query_one(MistakeList).mistakes))
        assert coach.leak_cursor == 0 and coach._chosen() is None  # past the last mistake: the report's rows
        rows = [(leak.key, leak_family(leak.key, coach.decisions)) for leak in coach.kinds]
        said = coach.drill_said().plain
        assert said in screen_text(app)  # under the table of kinds
        assert f"D drills {family_name(rows[0][1])}" in said if rows[0][1] else "no drill" in said
        wanted = next(index for index, (_kind, family) in enumerate(rows) if family is not None)
        await pilot.press(*["down"] * wanted, "d")
        assert isinstance(app.screen, DrillScreen) and app.screen.run.family.key == rows[wanted][1]
        await pilot.app.workers.wait_for_complete()
        await pilot.press("escape")
        assert app.screen is coach
    assert drill_family("call", "turn") is None and drill_family("bluff", "river") is None


@pytest.mark.asyncio
async def test_h_after_the_verdict_plays_the_rest_of_the_hand_and_keeps_it_out_of_the_sessions_hands(
    tmp_path: Path,
) -> None:
    app = tui_app.make_app(seed=3, bot_delay=0, data_dir=str(tmp_path), drill="allin_post")  # two choices
    async with app.run_test(size=(100, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        await _until_dealt(pilot, screen)
        keys = screen.query_one("#drill-keys")
        await pilot.press("h")  # before the verdict: nothing to play out yet
        assert screen.rest is None and "H rest of hand" not in str(keys.render())
        await pilot.press("2")
        await _settle(pilot)
        assert screen.shown is not None and "H rest of hand" in str(keys.render())
        await pilot.press("h")
        await _settle(pilot)
        assert screen.rest is not None
        body = _body(screen)
        assert "The rest of the hand" in body and "Your result in this hand" in body
        assert ("Showdown" in body) == bool(screen.rest.shown)
        catalog.set_language("pt")
        screen.show()
        assert "O resto da mão" in _body(screen)
    store = HandStore.open(tmp_path / "holdem.sqlite3")
    assert store.hands() == [] and store.totals() == []  # a drill hand is not the session's
    store.close()


@pytest.mark.asyncio
async def test_the_drills_page_narrows_the_drill_by_keys_to_a_position_a_depth_and_close_decisions(
    tmp_path: Path,
) -> None:
    app = tui_app.make_app(seed=3, bot_delay=0, data_dir=str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("d")
        page = app.screen
        assert isinstance(page, DrillsPage)
        table = page.query_one("#drills-table")
        assert "P position any · S stacks 100 bb · C every decision" in str(table.render())
        await pilot.press("p", "p", "p", "s", "c")  # any -> UTG -> HJ -> CO; 100 -> 40 bb; close only
        assert page.narrowing == Narrowing(position="CO", depth_bb=40, close_only=True)
        assert "P position CO · S stacks 40 bb · C close decisions only" in str(
            page.query_one("#drills-table").render())
        await pilot.press("enter")  # the family under the cursor: the first, first in
        screen = app.screen
        assert isinstance(screen, DrillScreen) and screen.run.narrowing == page.narrowing
        await _until_dealt(pilot, screen)
        assert screen.spot is not None
        assert (screen.spot.position, screen.spot.depth_bb, screen.spot.trivial) == ("CO", 40, False)
        await pilot.press("p")  # the drill's page keeps its narrowing
        assert isinstance(app.screen, DrillsPage) and app.screen.narrowing == page.narrowing


@pytest.mark.asyncio
async def test_holdem_drill_narrowed_on_the_command_line_deals_only_spots_of_that_narrowing(
    tmp_path: Path,
) -> None:
    from holdem.cli import build_parser

    args = build_parser().parse_args(["drill", "bb_defend", "--depth", "20", "--close"])
    narrowing = Narrowing(position=args.position, depth_bb=args.depth, close_only=args.close)  # as main
    app = tui_app.make_app(seed=3, bot_delay=0, data_dir=str(tmp_path), drill="bb_defend",
                           drill_narrowing=narrowing)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        await _until_dealt(pilot, screen)
        assert screen.spot is not None and screen.spot.depth_bb == 20 and not screen.spot.trivial


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["en", "pt"])
async def test_at_60x20_the_verdict_is_brought_into_view_and_the_key_bar_says_how_to_see_the_rest(
    tmp_path: Path, language: str,
) -> None:
    catalog.set_language(language)
    app = _snap_app(tmp_path)
    async with app.run_test(size=(60, 20)) as pilot:
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        await _until_dealt(pilot, screen)
        await pilot.press("2")
        await _settle(pilot)
        scroll = screen.query_one("#drill-scroll")
        verdict = screen.query_one("#drill-verdict")
        assert screen.shown is not None and scroll.max_scroll_y > 0  # more than the screen holds
        assert scroll.scroll_y == min(verdict.virtual_region.y, scroll.max_scroll_y)  # its first line in view
        keys = str(screen.query_one("#drill-keys").render())
        assert keys.startswith("↑↓ " + {"en": "scroll", "pt": "rolar"}[language])
        await pilot.press("up", "up")
        assert scroll.scroll_y == min(verdict.virtual_region.y, scroll.max_scroll_y) - 2
    catalog.set_language("en")


def test_a_seats_actions_and_the_choices_are_broken_between_two_never_inside_one() -> None:
    assert fold_parts("ab ", ["calls 15", "calls 35", "calls 80"], " / ", 24) == [
        "ab calls 15 / calls 35", "   calls 80"]
    assert fold_parts("", ["1 Fold", "2 Call 210", "3 All in 860"], "  ", 20) == [
        "1 Fold  2 Call 210", "3 All in 860"]
    assert fold_parts("ab ", ["x", "y"], " / ", None) == ["ab x / y"]
