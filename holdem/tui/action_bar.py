"""The action bar: Fold, Check or Call, Bet or Raise with its total, the chips, the sizes and presets.

While an opponent acts, F, C and Y show the pre-action choices (Check/fold, Check or Call N,
Call any) instead of the moves.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive

from holdem.app import bet_strings as B
from holdem.app import strings as S
from holdem.app.bar_text import pre_face, stack_text, total_text
from holdem.app.pre_action import owed
from holdem.app.raise_builder import CHIP_VALUES, preset_total, size_preset
from holdem.app.render import chip_text, key_label
from holdem.app.scene import BarState, TableScene
from holdem.engine.actions import LegalActions
from holdem.engine.view import PlayerView
from holdem.i18n.catalog import _
from holdem.i18n.numbers import amount
from holdem.tui.widgets import Control, TextPanel

CHIP_KEYS = "123456"
PRESET_KEYS = (("min", "M", S.MIN), ("half", "H", S.HALF_POT), ("pot", "P", S.POT_PRESET),
               ("all_in", "A", S.ALL_IN))
SIZE_KEYS = "ZXW"  # beside M H P A: 2.5x 3x 4x before the flop, a third and three quarters after it
AMOUNT_KEY = "E"
CALL_ANY_KEY = "Y"


class ActionBar(Vertical):
    """Every control shows its key; what is not legal now is drawn disabled."""

    DEFAULT_CSS = """
    ActionBar #pre-row { display: none; }
    ActionBar #pre-waiting { width: 1fr; }
    """

    scene: reactive[TableScene | None] = reactive(None, layout=False)

    def compose(self) -> ComposeResult:
        with Horizontal(id="bar-main"):
            with Vertical(id="bar-moves"):
                with Horizontal(classes="bar-row"):
                    yield Control("fold", id="ctl-fold")
                    yield Control("check_call", id="ctl-call")
                    yield Control("raise", id="ctl-raise")
                yield TextPanel(id="raise-total")
                with Horizontal(classes="bar-row", id="pre-row"):  # in its place while opponents act
                    yield Control("call_any", id="ctl-any")
                    yield TextPanel(id="pre-waiting")
                yield TextPanel(id="raise-stack")
            with Vertical(id="bar-sizes"):
                with Horizontal(classes="bar-row", id="chips-row"):
                    for value in CHIP_VALUES:
                        yield Control(f"chip({value})", id=f"ctl-chip-{value}", classes="chip")
                    yield Control("take_back", id="ctl-back")
                with Horizontal(classes="bar-row", id="sizes-row"):
                    for slot in range(len(SIZE_KEYS)):
                        yield Control(f"size({slot})", id=f"ctl-size-{slot}", classes="preset")
                    yield Control("amount", id="ctl-amount", classes="preset")
                with Horizontal(classes="bar-row"):
                    for preset, _key, _label in PRESET_KEYS:
                        yield Control(f"preset('{preset}')", id=f"ctl-{preset}", classes="preset")

    def watch_scene(self, scene: TableScene | None) -> None:
        if scene is not None:
            self.show(scene.bar, scene.view)

    def show(self, bar: BarState, view: PlayerView) -> None:
        """Draw the controls for ``bar.legal`` (None: not the player's turn) and the stack being built."""
        legal, chips = bar.legal, list(bar.chips)
        word = self._show_moves(bar, view)
        total_panel = self.query_one("#raise-total", TextPanel)
        stack_panel = self.query_one("#raise-stack", TextPanel)
        if legal is not None and legal.can_raise:
            stack = (
                stack_text(chips) if chips
                else Text(_(S.STACK_EMPTY).format(word=word.split()[0].lower()), style="dim")
            )
            total = total_text(chips, legal, word)
            total_panel.text = Text.assemble(total, "  ", stack) if bar.compact else total
            stack_panel.text = stack
        elif legal is None:
            total_panel.text = Text(bar.waiting, style="italic #d7d7af")
            self.query_one("#pre-waiting", TextPanel).text = total_panel.text
            stack_panel.text = Text()
        else:
            # The full reason is too long for this panel; R explains it on the message line.
            total_panel.text = total_text(chips, legal, word)
            stack_panel.text = Text()
        self._show_sizes(legal, chips, bar.pot_total, preflop=int(view.street) == 0)

    def _show_moves(self, bar: BarState, view: PlayerView) -> str:
        """Fold, Check or Call, Bet or Raise (or the pre-action choices); the word of the raise button."""
        legal = bar.legal
        self.query_one("#raise-total").display = bar.pre is None
        self.query_one("#ctl-raise").display = bar.pre is None
        self.query_one("#pre-row").display = bar.pre is not None
        if bar.pre is not None:
            self._show_pre_actions(bar.pre, view)
            return _(S.RAISE_TO)
        mine = legal is not None
        self.query_one("#ctl-fold", Control).set_face(key_label("F", _(S.FOLD), enabled=mine), mine)
        call_word = _(S.CHECK)
        if legal is not None and legal.can_call:
            template = _(S.CALL_ALL_IN) if legal.call_is_all_in else _(S.CALL)
            call_word = template.format(amount=amount(legal.call_amount))
        self.query_one("#ctl-call", Control).set_face(key_label("C", call_word, enabled=mine), mine)
        can_raise = legal is not None and legal.can_raise
        word = _(S.BET) if legal is not None and legal.is_bet else _(S.RAISE_TO)
        self.query_one("#ctl-raise", Control).set_face(key_label("R", word, enabled=can_raise), can_raise)
        return word

    def _show_pre_actions(self, chosen: str, view: PlayerView) -> None:
        """F Check/fold, C Check or Call N, Y Call any: what the keys choose while an opponent acts."""
        cost = owed(view)
        fold_word = _(B.PRE_CHECK_FOLD) if cost == 0 else _(S.FOLD)
        call_word = _(S.CHECK)
        if cost:
            template = _(S.CALL_ALL_IN) if cost >= view.stacks[view.seat] else _(S.CALL)
            call_word = template.format(amount=amount(cost))
        faces = (("#ctl-fold", "F", fold_word, "check_fold"), ("#ctl-call", "C", call_word, "check_call"),
                 ("#ctl-any", CALL_ANY_KEY, _(B.PRE_CALL_ANY), "call_any"))
        for selector, key, words, kind in faces:
            self.query_one(selector, Control).set_face(pre_face(key, words, chosen == kind), True)

    def _show_sizes(
        self, legal: LegalActions | None, chips: list[int], pot_total: int, *, preflop: bool
    ) -> None:
        """The chips, the take-back key, the sizes, the typed amount and the presets with their totals."""
        can_raise = legal is not None and legal.can_raise
        for key, value in zip(CHIP_KEYS, CHIP_VALUES, strict=True):
            chip = self.query_one(f"#ctl-chip-{value}", Control)
            chip.set_face(key_label(key, chip_text(value), enabled=can_raise), can_raise)
        back = self.query_one("#ctl-back", Control)
        back.set_face(key_label("⌫", "", enabled=can_raise and bool(chips)), can_raise and bool(chips))
        typed = self.query_one("#ctl-amount", Control)
        typed.set_face(key_label(AMOUNT_KEY, _(B.AMOUNT_CONTROL), enabled=can_raise), can_raise)
        for slot, key in enumerate(SIZE_KEYS):
            preset = size_preset(slot, preflop)
            label = _(B.SIZE_LABELS)[preset] if preset is not None else ""
            self._preset_face(f"#ctl-size-{slot}", key, label, preset, legal, pot_total)
        for name, key, words in PRESET_KEYS:
            self._preset_face(f"#ctl-{name}", key, _(words), name, legal, pot_total)

    def _preset_face(
        self, selector: str, key: str, label: str, preset: str | None,
        legal: LegalActions | None, pot_total: int,
    ) -> None:
        """A size or preset control: its key, its name and the total it sets."""
        control = self.query_one(selector, Control)
        control.display = preset is not None
        enabled = legal is not None and legal.can_raise and preset is not None
        face = Text(label)
        if enabled and legal is not None and preset is not None:
            face.append(f" {amount(preset_total(preset, legal, pot_total=pot_total))}", style="#ffd75f")
        control.set_face(key_label(key, face, enabled=enabled), enabled)
