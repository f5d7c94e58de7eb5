"""The odds aid's line: pot odds and the player's equity, worked out in a worker thread."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.console import RenderableType
from rich.text import Text
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from holdem.app.odds_line import odds_text
from holdem.app.render import FittingText
from holdem.app.scene import TableScene
from holdem.tui.crash import guarded_sync

if TYPE_CHECKING:  # the aid's arithmetic loads when the aid is first turned on (O), not with the table
    from holdem.app.odds import Odds


@dataclass
class OddsReady(Message):
    """The odds worker has an estimate for one moment of a hand."""

    odds: Odds


class OddsPanel(Widget):
    """Shows the odds of the scene's moment while the aid is on, starting an estimate when needed."""

    scene: reactive[TableScene | None] = reactive(None, layout=False)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.odds: Odds | None = None
        self.text = Text()

    def watch_scene(self, scene: TableScene | None) -> None:
        if scene is None or not scene.odds_on:
            return
        from holdem.app.odds import compute_odds, odds_key

        view = scene.view
        in_hand = view.hole_cards is not None and not view.folded[view.seat]
        if in_hand:  # the review quotes the aid's figure only for hands it was on in
            seen: set[int] = getattr(self.app, "aid_hands", set())
            seen.add(view.hand_number)
        current = self.odds if self.odds is not None and self.odds.key == odds_key(view) else None
        if current is None and in_hand and not view.is_over:
            if scene.odds_inline:
                current = self.odds = compute_odds(view)
            else:
                self.run_worker(
                    lambda: self.post_message(OddsReady(compute_odds(view))),
                    thread=True, group="odds", exclusive=True, exit_on_error=False,
                )
        self.text = odds_text(current, in_hand=in_hand, over=view.is_over)
        self.refresh()

    @guarded_sync
    def on_odds_ready(self, message: OddsReady) -> None:
        from holdem.app.odds import odds_key

        self.odds = message.odds
        scene = self.scene
        if scene is not None and scene.odds_on and odds_key(scene.view) == message.odds.key:
            self.watch_scene(scene)

    def render(self) -> RenderableType:
        text = self.text  # the form that fits: on a narrow terminal the equity stays, in fewer words
        return text.fitting(self.content_region.width) if isinstance(text, FittingText) else text
