"""The action bar: Fold, Check or Call, Bet or Raise with its total, the chips and the presets."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive

from holdem.app import strings as S
from holdem.app.raise_builder import CHIP_VALUES, is_all_in, preset_total, raise_total
from holdem.app.render import chip_stack_text, chip_text, key_label
from holdem.app.scene import TableScene
from holdem.engine.actions import LegalActions
from holdem.i18n.catalog import _
from holdem.i18n.numbers import amount
from holdem.tui.widgets import Control, TextPanel

CHIP_KEYS = "123456"
PRESET_KEYS = (("min", "M", S.MIN), ("half", "H", S.HALF_POT), ("pot", "P", S.POT_PRESET),
               ("all_in", "A", S.ALL_IN))


class ActionBar(Vertical):
    """Every control shows its key; what is not legal now is drawn disabled."""

    scene: reactive[TableScene | None] = reactive(None, layout=False)

    def compose(self) -> ComposeResult:
        with Horizontal(id="bar-main"):
            with Vertical(id="bar-moves"):
                with Horizontal(classes="bar-row"):
                    yield Control("fold", id="ctl-fold")
                    yield Control("check_call", id="ctl-call")
                    yield Control("raise", id="ctl-raise")
                yield TextPanel(id="raise-total")
                yield TextPanel(id="raise-stack")
            with Vertical(id="bar-sizes"):
                with Horizontal(classes="bar-row", id="chips-row"):
                    for value in CHIP_VALUES:
                        yield Control(f"chip({value})", id=f"ctl-chip-{value}", classes="chip")
                    yield Control("take_back", id="ctl-back")
                with Horizontal(classes="bar-row"):
                    for preset, _key, _label in PRESET_KEYS:
                        yield Control(f"preset('{preset}')", id=f"ctl-{preset}", classes="preset")

    def watch_scene(self, scene: TableScene | None) -> None:
        if scene is not None:
            bar = scene.bar
            self.show(bar.legal, list(bar.chips), bar.pot_total, bar.waiting, compact=bar.compact)

    def show(
        self,
        legal: LegalActions | None,
        chips: list[int],
        pot_total: int,
        waiting: str,
        compact: bool = False,
    ) -> None:
        """Draw the controls for ``legal`` (None: not the player's turn) and the stack being built."""
        word = self._show_moves(legal)
        can_raise = legal is not None and legal.can_raise
        total_panel = self.query_one("#raise-total", TextPanel)
        stack_panel = self.query_one("#raise-stack", TextPanel)
        if legal is not None and can_raise:
            total = raise_total(chips, legal) or 0
            number = Text(amount(total), style="bold #ffd75f")
            if is_all_in(total, legal):
                number.append(f" {_(S.ALL_IN_MARK)}", style="bold #ff8787")
            stack = (
                Text.assemble(Text(f"{_(S.STACK_LABEL)} ", style="dim"), chip_stack_text(chips))
                if chips else Text(_(S.STACK_EMPTY).format(word=word.split()[0].lower()), style="dim")
            )
            total_panel.text = Text.assemble(Text(f"{word} ", style="dim"), number)
            if compact:
                total_panel.text = Text.assemble(total_panel.text, "  ", stack)
            stack_panel.text = stack
        elif legal is None:
            total_panel.text = Text(waiting, style="italic #d7d7af")
            stack_panel.text = Text()
        else:
            # The full reason is too long for this panel; R explains it on the message line.
            total_panel.text = Text(_(S.RAISE_CLOSED_SHORT), style="dim")
            stack_panel.text = Text()
        self._show_sizes(legal, chips, pot_total)

    def _show_moves(self, legal: LegalActions | None) -> str:
        """Fold, Check or Call, Bet or Raise; the word of the raise button."""
        mine = legal is not None
        self.query_one("#ctl-fold", Control).set_face(key_label("F", _(S.FOLD), enabled=mine), mine)
        if legal is not None and legal.can_call:
            template = _(S.CALL_ALL_IN) if legal.call_is_all_in else _(S.CALL)
            call_word = template.format(amount=amount(legal.call_amount))
        else:
            call_word = _(S.CHECK)
        self.query_one("#ctl-call", Control).set_face(key_label("C", call_word, enabled=mine), mine)
        can_raise = legal is not None and legal.can_raise
        word = _(S.BET) if legal is not None and legal.is_bet else _(S.RAISE_TO)
        self.query_one("#ctl-raise", Control).set_face(key_label("R", word, enabled=can_raise), can_raise)
        return word

    def _show_sizes(self, legal: LegalActions | None, chips: list[int], pot_total: int) -> None:
        """The chips, the take-back key and the presets with their totals."""
        can_raise = legal is not None and legal.can_raise
        for key, value in zip(CHIP_KEYS, CHIP_VALUES, strict=True):
            chip = self.query_one(f"#ctl-chip-{value}", Control)
            chip.set_face(key_label(key, chip_text(value), enabled=can_raise), can_raise)
        back = self.query_one("#ctl-back", Control)
        back.set_face(key_label("⌫", "", enabled=can_raise and bool(chips)), can_raise and bool(chips))
        for preset, key, label in PRESET_KEYS:
            control = self.query_one(f"#ctl-{preset}", Control)
            face = Text(_(label))
            if legal is not None and can_raise:
                face.append(f" {amount(preset_total(preset, legal, pot_total=pot_total))}", style="#ffd75f")
            control.set_face(key_label(key, face, enabled=can_raise), can_raise)
