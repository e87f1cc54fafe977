"""The hero's action bar: fold / check / call / bet / raise, sizing, presets, pre-actions.

It shows only what the room's `ActionOptions` allow and emits the chosen action; the room
validates it. Bet presets and hotkeys size with an exact pot fraction the player chose in
Settings (site tools policy: a hotkey may bet half the pot, never a random amount).
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import partial

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.ui.locale_format import display_locale, number_text
from client.ui.table.sizing import bet_for_fraction, clamp_total, describe_fraction
from client.ui.table.table_state import ActionOptions, chips_text

#: Narrowest Fold / Check / Bet and preset buttons: with the chat beside it the whole bar
#: fits a table in an 800x600 screen (PokerStars' tables play down to about 800x550).
MAIN_BUTTON_WIDTH = 90
SMALL_BUTTON_WIDTH = 48


class AmountBox(QSpinBox):
    """The bet amount in chips; at a cash table (one chip = one cent) it shows and takes money,
    "19.14" rather than "1,914" (the locale's separators: "19,14" in German), so a player
    types the sum they mean."""

    #: Enter in the box: the amount typed is meant (bet it). Escape: never mind.
    submitted = Signal()
    dismissed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.cents = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter takes the typed amount and submits it; Escape puts back the amount the
        box had. Either way the player is done typing (the table takes the keys back)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            self.submitted.emit()
        elif event.key() == Qt.Key.Key_Escape:
            self.setValue(self.value())
            self.dismissed.emit()
        else:
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        """While the box has the focus it types what an amount is made of (digits, the
        decimal point and separators, editing keys), so digit hotkeys type; any other key
        (a letter, F1) cannot be typed here and stays the table's hotkey."""
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and not self._types(event)):
            event.ignore()
            return False
        return super().event(event)

    @staticmethod
    def _types(event: QKeyEvent) -> bool:
        """True when the key belongs to the box (Qt decides for non-text keys)."""
        text = event.text()
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                          | Qt.KeyboardModifier.KeypadModifier)
        if not text or not text.isprintable() or not plain:
            return True
        locale = display_locale()
        return text.isdigit() or text in {".", ",", locale.decimalPoint(),
                                          locale.groupSeparator()}

    def textFromValue(self, value: int) -> str:
        """Cents as money at a cash table; plain chips otherwise."""
        if not self.cents:
            return super().textFromValue(value)
        return number_text(Decimal(value) / 100, always_cents=True)

    def valueFromText(self, text: str) -> int:
        """Typed money back to cents; anything unreadable keeps the current value."""
        if not self.cents:
            return super().valueFromText(text)
        try:
            return int(Decimal(self._number(text)).scaleb(2).to_integral_value())
        except InvalidOperation:
            return self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """At a cash table accept digits with at most two decimals; Qt clamps the range."""
        if not self.cents:
            return super().validate(text, pos)
        number = self._number(text)
        whole, _, fraction = number.partition(".")
        whole_ok = whole.isdigit() or not whole
        fraction_ok = not fraction or (fraction.isdigit() and len(fraction) <= 2)
        if number in ("", "."):
            state = QValidator.State.Intermediate
        elif whole_ok and fraction_ok:
            state = QValidator.State.Acceptable
        else:
            state = QValidator.State.Invalid
        return state, text, pos

    def _number(self, text: str) -> str:
        """The typed money as plain digits with a "." decimal point."""
        locale = display_locale()
        plain = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        return plain.replace(locale.groupSeparator(), "").replace(locale.decimalPoint(), ".")

class ActionBar(QWidget):
    """Buttons and sizing controls; `actionChosen(kind, amount)` carries the decision.

    `kind` is one of "fold", "check", "call", "bet", "raise"; `amount` is the bet total
    for bet/raise and 0 otherwise.
    """

    actionChosen = Signal(str, int)
    #: A draw game: the cards picked to throw (empty: stand pat), sent as one draw.
    drawChosen = Signal(list)
    #: The cards picked to throw changed (a frozenset, for the table to raise them).
    discardsChanged = Signal(object)
    #: The player is done with the bet box (Enter or Escape): the table takes the keys.
    amountDone = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._options: ActionOptions | None = None
        #: Cash tables: chips are cents of this currency; the bet button shows money.
        self.currency = ""
        self._fractions: dict[str, Fraction] = {}
        #: A draw game's cards picked to throw, in the order picked.
        self._discards: tuple[str, ...] = ()
        self.fold_button = QPushButton(self.tr("Fold"))
        self.call_button = QPushButton(self.tr("Check"))
        self.raise_button = QPushButton(self.tr("Bet"))
        for button, colour in ((self.fold_button, "#b23b3b"), (self.call_button, "#2f6fb2"),
                               (self.raise_button, "#2d8a4e")):
            button.setMinimumHeight(44)
            button.setMinimumWidth(MAIN_BUTTON_WIDTH)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setStyleSheet(
                f"QPushButton {{ background: {colour}; color: white; font-weight: bold;"
                f" font-size: 15px; border-radius: 6px; padding: 6px 12px; }}"
                "QPushButton:disabled { background: #555b62; color: #a0a6ad; }"
                "QPushButton:focus { border: 2px solid #ffd866; }")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(self.tr("Bet size"))
        self.slider.setMinimumWidth(40)  # stays usable when a dock narrows the table
        self.amount = AmountBox()
        self.amount.setAccessibleName(self.tr("Bet amount"))
        self.amount.setMinimumWidth(104)
        self.amount.setGroupSeparatorShown(True)
        self.amount.setKeyboardTracking(False)
        self.presets = QHBoxLayout()
        self.all_in_button = QPushButton(self.tr("All-in"))
        self.all_in_button.setMinimumWidth(SMALL_BUTTON_WIDTH)
        self.preset_buttons: dict[str, QPushButton] = {}
        self.pre_fold = QCheckBox(self.tr("Fold"))
        self.fold_ahead = QCheckBox(self.tr("Check/Fold"))
        self.pre_check = QCheckBox(self.tr("Check"))
        self.pre_call = QCheckBox(self.tr("Call"))
        self.call_any = QCheckBox(self.tr("Call any"))
        self.pre_fold.setToolTip(self.tr("When your turn comes: fold"))
        self.fold_ahead.setToolTip(self.tr("When your turn comes: check if free, otherwise fold"))
        self.pre_check.setToolTip(self.tr("When your turn comes: check (not if someone bets)"))
        self.pre_call.setToolTip(self.tr("When your turn comes: call this amount (not if the "
                                         "bet changes)"))
        self.call_any.setToolTip(self.tr("When your turn comes: call whatever the bet is"))
        self.pre_boxes = (self.pre_fold, self.fold_ahead, self.pre_check, self.pre_call,
                          self.call_any)
        #: What the hero faces while waiting (chips to call), None when not in a hand.
        self._pending: int | None = None
        #: The amount the Call box was ticked for: it calls exactly that, never more.
        self._call_seen = 0
        for sizer in (self.slider, self.amount, self.all_in_button):
            _keep_room(sizer)
        sizing = QHBoxLayout()
        sizing.addLayout(self.presets)
        sizing.addWidget(self.all_in_button)
        sizing.addWidget(self.slider, 1)
        sizing.addWidget(self.amount)
        buttons = QHBoxLayout()
        buttons.addWidget(self.fold_button)
        buttons.addWidget(self.call_button)
        buttons.addWidget(self.raise_button)
        #: The pre-action boxes: only for a player seated in the hand's table, never an
        #: observer's.
        self.pre_actions = QWidget()
        self.pre_actions.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        pre = QHBoxLayout(self.pre_actions)
        pre.setContentsMargins(0, 0, 0, 0)
        pre.setSpacing(4)
        for box in self.pre_boxes:
            pre.addWidget(box)
        pre.addStretch(1)
        self.action_widgets = QWidget()
        action_layout = QVBoxLayout(self.action_widgets)
        action_layout.setContentsMargins(0, 0, 0, 0)
        action_layout.addLayout(sizing)
        action_layout.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.action_widgets)
        layout.addWidget(self.pre_actions)
        self.slider.valueChanged.connect(self._slider_moved)
        self.amount.valueChanged.connect(self._amount_typed)
        self.amount.submitted.connect(self._amount_submitted)
        self.amount.dismissed.connect(self.amountDone)
        self.fold_button.clicked.connect(lambda: self._choose("fold"))
        self.call_button.clicked.connect(self._check_or_call)
        self.raise_button.clicked.connect(self._bet_or_raise)
        self.all_in_button.clicked.connect(self._set_all_in)
        for box in self.pre_boxes:
            box.toggled.connect(partial(self._exclusive, box))
        self.pre_call.toggled.connect(self._call_ticked)
        self.set_options(None)
        self.set_pending(None)

    def _exclusive(self, ticked: QCheckBox, on: bool) -> None:
        """Only one pre-action at a time."""
        if on:
            for box in self.pre_boxes:
                if box is not ticked:
                    box.setChecked(False)

    def _call_ticked(self, on: bool) -> None:
        if on:
            self._call_seen = self._pending or 0

    def set_pending(self, to_call: int | None) -> None:
        """While waiting for our turn in a hand: the chips a call would cost now (None: not
        in a hand, every box cleared). A box whose meaning the bet changed is cleared: Check
        once someone bets, Call $X once X changes, so no box acts on an amount not seen."""
        self._pending = to_call
        for box in self.pre_boxes:
            box.setEnabled(to_call is not None)
        if to_call is None:  # Check/Fold and Call any stay in sight, the others come and go
            for box in self.pre_boxes:
                box.setChecked(False)
            for box in (self.pre_fold, self.pre_check, self.pre_call):
                box.setVisible(False)
            return
        if to_call:
            self.pre_check.setChecked(False)
        if self.pre_call.isChecked() and to_call != self._call_seen:
            self.pre_call.setChecked(False)
        self.pre_call.setText(self.tr("Call %1").replace("%1", chips_text(to_call,
                                                                          self.currency)))
        self.pre_fold.setVisible(bool(to_call))
        self.pre_check.setVisible(not to_call)
        self.pre_call.setVisible(bool(to_call))

    def tick_pre_action(self, box: QCheckBox) -> bool:
        """A hotkey while waiting: tick (or untick) the pre-action box shown for it."""
        if self._options is not None or self._pending is None or not box.isVisible():
            return False
        box.setChecked(not box.isChecked())
        return True

    # --- configuration ------------------------------------------------------------------
    def set_fractions(self, fractions: dict[str, Fraction]) -> None:
        """Preset buttons for the player's chosen pot fractions (key -> fraction)."""
        for button in self.preset_buttons.values():
            self.presets.removeWidget(button)
            button.deleteLater()
        self.preset_buttons = {}
        self._fractions = dict(fractions)
        for key, fraction in sorted(fractions.items(), key=lambda kv: kv[1]):
            button = QPushButton(describe_fraction(fraction))
            button.setMinimumWidth(SMALL_BUTTON_WIDTH)
            button.setToolTip(self.tr("Size to %1 of the pot (hotkey %2)")
                              .replace("%1", str(fraction)).replace("%2", key))
            button.clicked.connect(lambda _c=False, f=fraction: self.size_to_fraction(f))
            _keep_room(button)
            self.presets.addWidget(button)
            self.preset_buttons[key] = button
        self._refresh_enabled()

    # --- state --------------------------------------------------------------------------
    def options(self) -> ActionOptions | None:
        """The options currently offered (None when it is not the hero's turn)."""
        return self._options

    def set_options(self, options: ActionOptions | None) -> None:
        """Offer these options (None: not our turn). Pre-actions fire here if ticked."""
        self._options = options
        if self._discards:  # a new turn starts with nothing picked to throw
            self._discards = ()
            self.discardsChanged.emit(frozenset())
        if options is not None and self._run_pre_action(options):
            return
        if options is not None:
            self.set_pending(None)  # our turn: the buttons, not the boxes
        self._refresh_enabled()
        if options is None:
            self.call_button.setText(self.tr("Check"))
            self.raise_button.setText(self.tr("Bet"))
            return
        if options.can_draw:
            self._update_draw_text()
        elif options.bring_in:  # stud: the lowest (razz: highest) up card opens
            self.call_button.setText(self.tr("Bring in %1").replace(
                "%1", chips_text(options.bring_in, self.currency)))
        else:
            self.call_button.setText(self.tr("Check") if options.can_check
                                     else self.tr("Call %1").replace(
                                         "%1", chips_text(options.to_call, self.currency)))
        low, high = options.min_total, max(options.min_total, options.max_total)
        for widget in (self.slider, self.amount):
            widget.blockSignals(True)
            widget.setRange(low, high)
            widget.setValue(low)
            widget.blockSignals(False)
        self.slider.setSingleStep(max(1, options.big_blind))
        self.slider.setPageStep(max(1, options.big_blind * 4))
        self._update_raise_text()

    def _refresh_enabled(self) -> None:
        options = self._options
        active = options is not None
        self.fold_button.setEnabled(active and bool(options and options.can_fold))
        self.call_button.setEnabled(active)
        can_raise = bool(options and options.can_raise)
        for widget in (self.raise_button, self.slider, self.amount, self.all_in_button,
                       *self.preset_buttons.values()):
            widget.setEnabled(can_raise)
        # The sizers only when there is a size to choose: not between turns, not in a
        # fixed-limit game or a raise capped to one amount (the button says it), as in the
        # PokerStars client; their room stays so the buttons do not jump.
        choice = bool(options and options.can_raise and options.min_total < options.max_total)
        for widget in self._sizers():
            widget.setVisible(choice)
        # Nothing to size: a blank box, not a greyed amount from a turn gone (a special
        # text shows only at the range's minimum, which is where the box is put then).
        self.amount.setSpecialValueText("" if can_raise else " ")
        if not can_raise:
            for sizer in (self.slider, self.amount):
                sizer.blockSignals(True)
                sizer.setValue(sizer.minimum())
                sizer.blockSignals(False)

    def _sizers(self) -> tuple[QWidget, ...]:
        return (self.slider, self.amount, self.all_in_button, *self.preset_buttons.values())

    def toggle_discard(self, card: str) -> bool:
        """A click on one of the player's cards at a draw: pick it to throw, or put it
        back. False when no draw is offered now or the most allowed are already picked."""
        options = self._options
        if options is None or not options.can_draw:
            return False
        if card in self._discards:
            self._discards = tuple(c for c in self._discards if c != card)
        elif len(self._discards) < options.max_discards:
            self._discards = (*self._discards, card)
        else:
            return False
        self._update_draw_text()
        self.discardsChanged.emit(frozenset(self._discards))
        return True

    def _update_draw_text(self) -> None:
        count = len(self._discards)
        self.call_button.setText(self.tr("Stand pat") if not count else
                                 self.tr("Discard %1").replace("%1", str(count)))

    def _draw(self) -> None:
        """Throw the picked cards (none: stand pat) and take as many new ones."""
        discards = list(self._discards)
        self._options = None
        self._discards = ()
        self._refresh_enabled()
        self.drawChosen.emit(discards)
        self.discardsChanged.emit(frozenset())

    def _run_pre_action(self, options: ActionOptions) -> bool:
        """Our turn came with a box ticked: act as it says, if it still means what it
        meant when ticked (Check only when free, Call $X only for that X); else ask."""
        ticked = next((box for box in self.pre_boxes if box.isChecked()), None)
        self._pending = None
        for box in self.pre_boxes:
            box.setChecked(False)
        if options.bring_in or options.can_draw:  # no box meant a bring-in or a draw: ask
            return False
        kind = None
        if ticked is self.fold_ahead:
            kind = "check" if options.can_check else "fold"
        elif ticked is self.pre_fold and options.can_fold and not options.can_check:
            kind = "fold"
        elif ticked is self.pre_check and options.can_check:
            kind = "check"
        elif ticked is self.pre_call and not options.can_check and \
                options.to_call == self._call_seen:
            kind = "call"
        elif ticked is self.call_any:
            kind = "check" if options.can_check else "call"
        if kind is None:
            return False
        self._options = None
        self._refresh_enabled()
        self.actionChosen.emit(kind, 0)
        return True

    # --- sizing -------------------------------------------------------------------------
    def size_to_fraction(self, fraction: Fraction) -> int:
        """Put exactly `fraction` of the pot (clamped to the legal range) in the amount box."""
        options = self._options
        if options is None or not options.can_raise:
            return 0
        total = bet_for_fraction(options, fraction)
        self.amount.setValue(total)
        return total

    def bet_fraction_now(self, key: str) -> bool:
        """Hotkey: bet the fraction bound to `key` at once. False if not possible now."""
        fraction = self._fractions.get(key)
        if fraction is None or self._options is None or not self._options.can_raise:
            return False
        self.size_to_fraction(fraction)
        self._bet_or_raise()
        return True

    def _set_all_in(self) -> None:
        if self._options is not None:
            self.amount.setValue(self._options.max_total)

    def _slider_moved(self, value: int) -> None:
        self.amount.blockSignals(True)
        self.amount.setValue(value)
        self.amount.blockSignals(False)
        self._update_raise_text()

    def _amount_typed(self, value: int) -> None:
        if self._options is not None:
            value = clamp_total(self._options, value)
        self.slider.blockSignals(True)
        self.slider.setValue(value)
        self.slider.blockSignals(False)
        self._update_raise_text()

    def _update_raise_text(self) -> None:
        options = self._options
        if options is None:
            return
        word = options.raise_word
        if not options.can_raise:  # a call that is all in: no amount to raise to
            self.raise_button.setText(self.tr("Bet") if word == "Bet" else self.tr("Raise"))
            return
        amount = self.amount.value()
        all_in = amount >= options.current_bet + options.stack  # not at a lower bet cap
        shown = chips_text(amount, self.currency)
        text = (self.tr("Bet %1") if word == "Bet" else self.tr("Complete to %1")
                if word == "Complete" else self.tr("Raise to %1"))
        if all_in:
            text = self.tr("%1 (all-in)").replace("%1", text)
        self.raise_button.setText(text.replace("%1", shown))

    # --- decisions ----------------------------------------------------------------------
    def check(self) -> bool:
        """Check (hotkey). False unless checking is offered now: never calls instead."""
        if self._options is None:
            return self.tick_pre_action(self.pre_check)
        if not self._options.can_check:
            return False
        self._choose("check")
        return True

    def call(self) -> bool:
        """Call (hotkey); bring in where stud asks for it, draw the picked cards at a draw.
        False unless there is a bet to call: never checks instead."""
        if self._options is None:
            return self.tick_pre_action(self.pre_call)
        if self._options.can_draw:  # the picked cards (none: stand pat)
            self._draw()
            return True
        if self._options.bring_in:
            self._choose("bring_in", self._options.bring_in)
            return True
        if self._options.can_check or not self._options.to_call:
            return False
        self._choose("call")
        return True

    def fold(self) -> bool:
        """Fold (hotkey and button). False if folding is not offered now."""
        if self._options is None:
            return self.tick_pre_action(self.pre_fold)
        if not self._options.can_fold:
            return False
        self._choose("fold")
        return True

    def bet_or_raise(self) -> bool:
        """Bet/raise the amount in the box (hotkey and button)."""
        if self._options is None or not self._options.can_raise:
            return False
        self._bet_or_raise()
        return True

    def _amount_submitted(self) -> None:
        """Enter in the bet box bets (or raises to) the amount typed, when that is offered."""
        self.bet_or_raise()
        self.amountDone.emit()

    def _check_or_call(self) -> None:
        options = self._options
        if options is not None and options.can_draw:
            self._draw()
        elif options is not None and options.bring_in:
            self._choose("bring_in", options.bring_in)
        elif options is not None:
            self._choose("check" if options.can_check else "call")

    def _bet_or_raise(self) -> None:
        options = self._options
        if options is not None:
            kind = {"Bet": "bet", "Complete": "complete"}.get(options.raise_word, "raise")
            self._choose(kind, clamp_total(options, self.amount.value()))

    def _choose(self, kind: str, amount: int = 0) -> None:
        self._options = None
        self._refresh_enabled()
        self.actionChosen.emit(kind, amount)


def _keep_room(widget: QWidget) -> None:
    """A hidden sizer keeps its place, so the bar does not jump when a turn comes."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
