"""The action bar: Fold, Check or Call, Bet or Raise with its total, the chips, the sizes and presets.

While an opponent acts, F, C and Y show the pre-action choices (Check/fold, Check or Call N,
Call any) instead of the moves. The bar is one widget that lays its controls out itself
(``holdem.tui.bar_layout``); a click on a control runs what its key runs.
"""

from __future__ import annotations

from typing import Final

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.geometry import Offset, Region
from textual.reactive import reactive
from textual.renderables.text_opacity import TextOpacity
from textual.strip import Strip

from holdem.app import strings
from holdem.app.bar_text import pre_face, stack_text, total_text
from holdem.app.bet_slip import PRE_CALL_ANY, PRE_CHECK_FOLD
from holdem.app.pre_action import owed
from holdem.app.raise_builder import (
    CHIP_VALUES,
    distinct_presets,
    preset_applies,
    preset_total,
    size_preset,
    sizing_applies,
)
from holdem.app.render import chip_text, key_label
from holdem.app.scene import BarState, TableScene
from holdem.engine.actions import LegalActions
from holdem.engine.game import Game
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _, msg
from holdem.i18n.numbers import amount
from holdem.tui.bar_layout import BarFaces, Shape, bar_lines
from holdem.tui.hover import HoverParts
from holdem.tui.messages import ControlClicked

SIZE_LABELS: Final = msg("strings.SIZE_LABELS", {
    "x2.5": "2.5x", "x3": "3x", "x4": "4x", "third": "⅓ Pot", "three_quarters": "¾ Pot",
})
AMOUNT_CONTROL: Final = msg("strings.AMOUNT_CONTROL", "Amount")
LIMIT_ONE_SIZE: Final = msg("strings.LIMIT_ONE_SIZE", "limit: one size, R makes it")

CHIP_KEYS = "123456"
PRESET_KEYS = (("min", "M", strings.MIN), ("half", "H", strings.HALF_POT), ("pot", "P", strings.POT_PRESET),
               ("all_in", "A", strings.ALL_IN))
SIZE_KEYS = "ZXW"  # beside M H P A: 2.5x 3x 4x before the flop, a third and three quarters after it
AMOUNT_KEY = "E"
CALL_ANY_KEY = "Y"
DISABLED_OPACITY = 0.6  # a control that is not legal now is drawn faded


class ActionBar(HoverParts):
    """Every control shows its key; what is not legal now is drawn disabled."""

    scene: reactive[TableScene | None] = reactive(None, layout=False, repaint=False)  # show() repaints

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.faces = BarFaces()
        self._placed: dict[str, Region] = {}  # where each part was last drawn, in content cells

    def watch_scene(self, scene: TableScene | None) -> None:
        if scene is not None:
            self.show(scene.bar, scene.view)

    # ----- what the controls say ------------------------------------------------------

    def show(self, bar: BarState, view: PlayerView) -> None:
        """Draw the controls for ``bar.legal`` (None: not the player's turn) and the stack being built."""
        legal, chips = bar.legal, list(bar.chips)
        shown, faces = self.faces, BarFaces(pre=bar.pre is not None, compact=bar.compact)
        self.faces = faces
        if legal is None and view.folded[view.seat]:  # out of the hand: no move is the player's to make
            faces.total = faces.waiting = Text(bar.waiting, style="italic #d7d7af")
            if not faces.same_as(shown):
                self.refresh()
            return
        word = self._show_moves(bar, view)
        if legal is not None and legal.can_raise:
            empty = (
                _(strings.STACK_EMPTY).format(word=word.split()[0].lower()) if sizing_applies(view.game)
                else _(LIMIT_ONE_SIZE)  # no chips to add in limit: the one size is R's
            )
            stack = stack_text(chips, legal.committed) if chips else Text(empty, style="dim")
            total = total_text(chips, legal, word)
            faces.total = Text.assemble(total, "  ", stack) if bar.compact else total
            faces.stack = stack
        elif legal is None:
            faces.total = faces.waiting = Text(bar.waiting, style="italic #d7d7af")
        else:
            # The full reason is too long for this panel; R explains it on the message line.
            faces.total = total_text(chips, legal, word)
        self._show_sizes(legal, chips, bar.pot_total, preflop=int(view.street) == 0, game=view.game)
        if not faces.same_as(shown):
            self.refresh()

    def _show_moves(self, bar: BarState, view: PlayerView) -> str:
        """Fold, Check or Call, Bet or Raise (or the pre-action choices); the word of the raise button."""
        legal, faces = bar.legal, self.faces
        if bar.pre is not None:
            self._show_pre_actions(bar.pre, view)
            return _(strings.RAISE_TO)
        mine = legal is not None
        faces.set("ctl-fold", "fold", key_label("F", _(strings.FOLD), enabled=mine), mine)
        call_word = _(strings.CHECK)
        if legal is not None and legal.can_call:
            template = _(strings.CALL_ALL_IN) if legal.call_is_all_in else _(strings.CALL)
            call_word = template.format(amount=amount(legal.call_amount))
        faces.set("ctl-call", "check_call", key_label("C", call_word, enabled=mine), mine)
        can_raise = legal is not None and legal.can_raise
        word = _(strings.BET) if legal is not None and legal.is_bet else _(strings.RAISE_TO)
        faces.set("ctl-raise", "raise", key_label("R", word, enabled=can_raise), can_raise)
        return word

    def _show_pre_actions(self, chosen: str, view: PlayerView) -> None:
        """F Check/fold, C Check or Call N, Y Call any: what the keys choose while an opponent acts."""
        cost = owed(view)
        fold_word = _(PRE_CHECK_FOLD) if cost == 0 else _(strings.FOLD)
        call_word = _(strings.CHECK)
        if cost:
            template = _(strings.CALL_ALL_IN) if cost >= view.stacks[view.seat] else _(strings.CALL)
            call_word = template.format(amount=amount(cost))
        faces = (("ctl-fold", "F", fold_word, "check_fold", "fold"),
                 ("ctl-call", "C", call_word, "check_call", "check_call"),
                 ("ctl-any", CALL_ANY_KEY, _(PRE_CALL_ANY), "call_any", "call_any"))
        for name, key, words, kind, action in faces:
            self.faces.set(name, action, pre_face(key, words, chosen == kind), True)

    def _show_sizes(
        self, legal: LegalActions | None, chips: list[int], pot_total: int, *, preflop: bool, game: Game
    ) -> None:
        """The chips, the take-back key, the sizes, the typed amount and the presets with their totals.

        In limit none of them applies and none is drawn (the stack panel says R is the one size); in
        pot-limit all in is disabled when it is above the pot (P is the largest raise). Presets that
        land on one total show it once, by the key that names it best (4x at the pot cap is P).
        """
        if not sizing_applies(game):
            return
        can_raise = legal is not None and legal.can_raise
        faces = self.faces
        for key, value in zip(CHIP_KEYS, CHIP_VALUES, strict=True):
            chip = key_label(key, chip_text(value), enabled=can_raise)
            faces.set(f"ctl-chip-{value}", f"chip({value})", chip, can_raise)
        back = can_raise and bool(chips)
        faces.set("ctl-back", "take_back", key_label("⌫", "", enabled=back), back)
        sizes = [size_preset(slot, preflop) for slot in range(len(SIZE_KEYS))]
        named = [*(p for p in sizes if p is not None), *(entry[0] for entry in PRESET_KEYS)]
        shown = distinct_presets(named, legal, game, pot_total=pot_total) if legal and can_raise else None
        for slot, (key, preset) in enumerate(zip(SIZE_KEYS, sizes, strict=True)):
            label = _(SIZE_LABELS)[preset] if preset is not None else ""
            self._preset_face(f"ctl-size-{slot}", f"size({slot})", key, label, preset, legal, pot_total, game,
                              shown)
        faces.set("ctl-amount", "amount", key_label(AMOUNT_KEY, _(AMOUNT_CONTROL), enabled=can_raise),
                  can_raise)
        for name, key, words in PRESET_KEYS:
            self._preset_face(f"ctl-{name}", f"preset('{name}')", key, _(words), name, legal, pot_total, game,
                              shown)

    def _preset_face(
        self, name: str, action: str, key: str, label: str, preset: str | None,
        legal: LegalActions | None, pot_total: int, game: Game, shown: frozenset[str] | None,
    ) -> None:
        """A size or preset control: its key, its name and the total it sets.

        Hidden without a size, and where another key shows the same total (not in ``shown``, the
        presets drawn while the player can raise).
        """
        if preset is None:
            return
        enabled = legal is not None and legal.can_raise and preset_applies(preset, legal, game)
        if enabled and shown is not None and preset not in shown:
            return
        face, short, tiny = Text(label), Text(label), None
        if enabled and legal is not None:
            total = preset_total(preset, legal, pot_total=pot_total)
            face.append(f" {amount(total)}", style="#ffd75f")
            short.append(f" {amount(total, unit=False)}", style="#ffd75f")
            tiny = key_label(key, Text(amount(total, unit=False), style="#ffd75f"), enabled=enabled)
        self.faces.set(name, action, key_label(key, face, enabled=enabled), enabled,
                       key_label(key, short, enabled=enabled), tiny)

    # ----- drawing ----------------------------------------------------------------------

    def _shape(self) -> Shape:
        wordy = self.app.has_class("-wordy")
        return Shape(self.content_region.width, stacked=self.screen.has_class("-stack-bar"), wordy=wordy)

    def render(self) -> RenderableType:
        lines, self._placed = bar_lines(self.faces, self._shape(), hover=self._hover)
        return Text("\n").join(lines)

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)
        faded = sorted(
            (region.x, region.right) for name, region in self._placed.items()
            if region.y == y and name in self.faces.controls and not self.faces.controls[name].enabled
        )
        if not faded:
            return strip
        pieces, at = [], 0
        for start, end in faded:
            pieces += [strip.crop(at, start), self._faded(strip.crop(start, end))]
            at = end
        pieces.append(strip.crop(at, strip.cell_length))
        return Strip.join(pieces)

    def _faded(self, strip: Strip) -> Strip:
        app = self.app
        segments = TextOpacity.process_segments(
            strip, DISABLED_OPACITY, app.ansi_theme, app.native_ansi_color
        )
        return Strip(list(segments), strip.cell_length)

    # ----- the mouse --------------------------------------------------------------------

    def part_regions(self) -> dict[str, Region]:
        """Where each control (``ctl-*``) and panel (``raise-total``, ``raise-stack``) is on the screen."""
        if not self._placed:
            self.render()
        offset = self.content_region.offset
        return {name: region.translate(offset) for name, region in self._placed.items()}

    def _control_at(self, offset: Offset) -> str | None:
        inner = offset - (self.content_region.offset - self.region.offset)
        return next(
            (name for name, region in self._placed.items()
             if name in self.faces.controls and region.contains_point(inner)), None,
        )

    def on_click(self, event: events.Click) -> None:
        name = self._control_at(event.offset)
        if name is not None:
            event.stop()
            self.post_message(ControlClicked(self.faces.controls[name].action))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._set_hover(self._control_at(event.offset))
