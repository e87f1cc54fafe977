"""One table on screen: the painted table, the action bar, the chat box and the deal panel.

The window turns room events (through its `TableTracker`) into what is painted and the
player's clicks and hotkeys into requests; the session sends them as commands.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from decimal import Decimal
from functools import partial

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from client.notes.store import LABELS
from client.protocol.messages import (
    ActionRequest,
    ChatLine,
    DealState,
    TableEvent,
    TableSnapshot,
)
from client.ui.app.banner import Banner
from client.ui.app.settings import Settings
from client.ui.app.sounds import clock_cues
from client.ui.locale_format import money_affixes
from client.ui.mnemonics import no_mnemonic
from client.ui.regular.notes import label_name, swatch
from client.ui.table.action_bar import ActionBar
from client.ui.table.chat import ChatBox
from client.ui.table.deal_panel import DealPanel
from client.ui.table.dealer import Dealer
from client.ui.table.table_state import ActionOptions, SeatView
from client.ui.table.table_tracker import TableTracker, options_from_legal
from client.ui.table.table_widget import TableWidget
from client.ui.table.tournament_bar import TournamentBar
from client.ui.tournament.tournament_clock import NextBreakLabel, RebuyWindowPanel

#: The chat's height in a roomy window; a short window gives the felt what it can spare.
CHAT_HEIGHT = 190


class TableWindow(QWidget):
    """A table tab: everything the player sees and does at one table."""

    actRequested = Signal(str, str, int)  # table_id, kind, amount
    drawRequested = Signal(str, list)  # table_id, the cards thrown (none: stand pat)
    chatTyped = Signal(str, str)  # table_id, text
    discussDealToggled = Signal(str, bool)  # tournament_id, on
    proposeDealRequested = Signal(str, str, object, object)  # tid, kind, left, amounts
    acceptDealRequested = Signal(str, str, bool)  # tid, proposal_id, accept
    seatRequested = Signal(str, int)  # table_id, seat
    leaveRequested = Signal(str)
    sitOutToggled = Signal(str, bool)  # table_id, sitting out
    #: Cash tables: sit out from the next big blind (True) or not (False: back in).
    sitOutBigBlindToggled = Signal(str, bool)
    topUpRequested = Signal(str)  # table_id: cash tables, more chips between hands
    autoPostToggled = Signal(str, bool)  # table_id, on: cash tables, "Auto-post blinds"
    historyRequested = Signal()
    noteRequested = Signal(str)  # player name
    soundCue = Signal(str)  # a key of client.ui.app.settings.SOUNDS
    #: Our turn here started (True) or ended (False): multi-tabling raises or highlights.
    actionNeeded = Signal(bool)
    labelChosen = Signal(str, str)  # player name, label ("" for none)
    rebuyRequested = Signal(str)  # tournament_id: rebuy within the rebuy window
    declineRebuyRequested = Signal(str)  # tournament_id: let the rebuy window go
    #: Tester tools: play this player's (a bot's) seat here (player id), or give it back
    #: (empty string).
    takeOverRequested = Signal(str, str)  # table_id, player_id ("" gives back)

    def __init__(self, table_id: str, hero: str, title: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table_id = table_id
        self.tracker = TableTracker(table_id, hero, title)
        self.table = TableWidget()
        self.action_bar = ActionBar()
        self.chat = ChatBox()
        self.dealer = Dealer(hero)
        self.deal = DealPanel(hero)
        self.deal.hide()
        self.banner = Banner()
        self.next_break = NextBreakLabel()
        self.tournament_bar = TournamentBar()
        self.rebuy_panel = RebuyWindowPanel()
        self.title = QLabel(title or table_id)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        # A long name gives way (whole in the tooltip and the tab) to the buttons beside it.
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.setToolTip(self.title.text())
        #: Tester tools: the bot seat the tester plays here instead of their own.
        self.playing_as = QLabel()
        self.playing_as.setObjectName("playingAs")
        self.playing_as.hide()
        self.tester_tools = False  # seats' menus offer "Take over" (settings.tester_tools)
        self.history_button = QPushButton(self.tr("Hand &history"))
        #: Offered only at a full ring table the player watches (`offers_waiting_list`).
        self.join_waiting_list = QPushButton(self.tr("Join &waiting list"))
        self.join_waiting_list.setObjectName("joinWaitingList")
        self.join_waiting_list.setToolTip(self.tr("Be offered the next free seat at this table"))
        self.join_waiting_list.hide()
        self.offers_waiting_list = False
        self.leave_button = QPushButton(self.tr("&Leave table"))
        self.sit_out = QCheckBox(self.tr("Sit &out next hand"))
        self.sit_out.setToolTip(self.tr("In a tournament your blinds are still posted and "
                                        "your hands folded while you sit out"))
        self.sit_out_big_blind = QCheckBox(self.tr("Sit out next &big blind"))
        self.sit_out_big_blind.setToolTip(self.tr("Play on until the big blind reaches you, "
                                                  "then sit out"))
        self.wait_big_blind = QCheckBox(self.tr("&Wait for big blind"))
        self.wait_big_blind.setToolTip(self.tr(
            "Coming back owing a big blind: wait until it reaches your seat instead of "
            "posting it at once (Post now)"))
        #: The table's Options menu (cash tables): "Auto-post blinds", on by default.
        self.options_button = QToolButton()
        self.options_button.setText(self.tr("Options"))
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.options_menu = QMenu(self.options_button)
        self.auto_post = self.options_menu.addAction(self.tr("Auto-post blinds"))
        self.auto_post.setCheckable(True)
        self.auto_post.setChecked(True)
        self.auto_post.setToolTip(self.tr(
            "Off: no blind is posted for you; when one reaches you, you sit out and come "
            "back posting it (or waiting for the big blind)"))
        self.options_menu.setToolTipsVisible(True)
        self.options_button.setMenu(self.options_menu)
        self.top_up_button = QPushButton(self.tr("&Top up…"))
        self.top_up_button.setToolTip(self.tr("Bring your stack up to an amount between "
                                              "hands, or auto-rebuy"))
        self._lay_out()
        self._shortcuts: list[QShortcut] = []
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._tick)
        #: Clock cues already sounded this turn (each sounds once per turn).
        self._cued: set[str] = set()
        self._needs_action = False
        self._blocked = False
        self._offline = False  # the link to the room is down: nothing can be sent
        self._seat_loss_shown = False  # the banner says why we lost our seat here
        #: What the player last asked with "Sit out next hand" (out or back), until the
        #: room has done it (None: nothing pending).
        self._sit_out_asked: bool | None = None
        self._connect_controls()
        self.seat_menu: QMenu | None = None
        self.table.seatMenuRequested.connect(self.show_seat_menu)

    def _lay_out(self) -> None:
        """The title row, the felt beside the deal panel, then chat and the action bar."""
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.tournament_bar, 3)  # its own row made the window too tall
        top.addWidget(self.playing_as)
        top.addWidget(self.join_waiting_list)
        top.addWidget(self.next_break)
        top.addWidget(self.sit_out)
        top.addWidget(self.sit_out_big_blind)
        top.addWidget(self.wait_big_blind)
        top.addWidget(self.top_up_button)
        top.addWidget(self.history_button)
        top.addWidget(self.leave_button)
        upper = QSplitter(Qt.Orientation.Horizontal)
        upper.addWidget(self.table)
        upper.addWidget(self.deal)
        upper.setStretchFactor(0, 3)
        upper.setStretchFactor(1, 2)
        upper.setChildrenCollapsible(False)
        bottom = QHBoxLayout()
        self.chat.setMinimumWidth(180)
        self.chat.setCornerWidget(self.options_button)  # room to spare beside the tabs
        self.chat.setMaximumHeight(CHAT_HEIGHT)
        bottom.addWidget(self.chat, 2)
        bottom.addWidget(self.action_bar, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(upper, 1)
        layout.addWidget(self.rebuy_panel)
        layout.addLayout(bottom)
        self.setFocusProxy(self.table)

    def _connect_controls(self) -> None:
        """Every control's signal becomes this window's request, naming the table."""
        tid = self.table_id
        self.action_bar.actionChosen.connect(lambda kind, amount: self._on_action(kind, amount))
        self.action_bar.drawChosen.connect(self._on_draw)
        self.action_bar.discardsChanged.connect(self.table.set_selected)
        self.table.cardClicked.connect(self.action_bar.toggle_discard)
        self.action_bar.amountDone.connect(self._keys_to_the_table)
        self.chat.messageTyped.connect(lambda text: self.chatTyped.emit(tid, text))
        self.chat.discussDealToggled.connect(self._on_discuss)
        self.deal.proposeRequested.connect(self._on_propose)
        self.deal.acceptRequested.connect(self._on_accept)
        self.table.seatClicked.connect(lambda seat: self.seatRequested.emit(tid, seat))
        self.leave_button.clicked.connect(lambda: self.leaveRequested.emit(tid))
        self.sit_out.toggled.connect(lambda on: self._on_sit_out(tid, on))
        self.top_up_button.clicked.connect(lambda: self.topUpRequested.emit(tid))
        self.auto_post.toggled.connect(lambda on: self.autoPostToggled.emit(tid, on))
        self.sit_out_big_blind.toggled.connect(
            lambda on: self.sitOutBigBlindToggled.emit(tid, on))
        self.history_button.clicked.connect(self.historyRequested)
        self.rebuy_panel.rebuyRequested.connect(self.rebuyRequested)
        self.rebuy_panel.declineRequested.connect(self.declineRebuyRequested)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """In a short window (a small screen, four tiled tables) the chat shrinks towards
        the action bar's height so the felt keeps most of the room."""
        floor = max(self.chat.minimumSizeHint().height(),
                    self.action_bar.minimumSizeHint().height())
        self.chat.setMaximumHeight(max(floor, min(CHAT_HEIGHT, event.size().height() // 4)))
        super().resizeEvent(event)

    def seated_in_tournament(self) -> bool:
        """True when the player has a tournament seat here (it cannot be left)."""
        return self.tracker.hero_seat is not None and self.tracker.tournament_id is not None

    def set_title(self, title: str) -> None:
        """The table's name above the felt (tournament name and table number)."""
        self.title.setText(title)
        self.title.setToolTip(title)
        self.tracker.title = title

    def show_seat_menu(self, seat: int, where: QPoint) -> QMenu | None:
        """Right click on a player: write a note or put a colour label on them."""
        record = self.tracker.view.seat(seat)
        if record is None or not record.name:
            return None
        name = record.name
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addAction(self.tr("Notes on %1…").replace("%1", no_mnemonic(name)),
                       lambda: self.noteRequested.emit(name))
        labels = menu.addMenu(self.tr("Colour label"))
        current = self.table.labels.get(name, "")
        for key, colour in (("", ""), *LABELS.items()):
            action = labels.addAction(swatch(colour), label_name(key) or self.tr("No label"),
                                      partial(self.labelChosen.emit, name, key))
            action.setCheckable(True)
            action.setChecked(colour == current)
        if self.tester_tools:
            self._tester_items(menu, seat, name)
        menu.popup(where)
        self.seat_menu = menu
        return menu

    def _tester_items(self, menu: QMenu, seat: int, name: str) -> None:
        """Tester tools: take over this seat (the room refuses a seat no bot holds), or,
        while playing one (ours to the felt, so any other seat's menu), give it back."""
        player = self.tracker.player_at.get(seat, "")
        tid = self.table_id
        borrowed = self.playing_as_name()
        if borrowed:
            menu.addAction(self.tr("Give back %1").replace("%1", no_mnemonic(borrowed)),
                           lambda: self.takeOverRequested.emit(tid, ""))
        elif player and player != self.tracker.hero:
            menu.addAction(self.tr("Take over %1").replace("%1", no_mnemonic(name)),
                           lambda: self.takeOverRequested.emit(tid, player))

    def playing_as_name(self) -> str:
        """The name of the bot seat the room has us play here (tester tools), else ""."""
        bot = self.tracker.playing_as
        return self.tracker.names.get(bot, bot) if bot else ""

    # --- settings -----------------------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        """Theme, deck, animation speed and hotkeys."""
        self.table.set_theme(settings.theme)
        self.table.four_colour = settings.four_colour_deck
        self.table.animation_speed = settings.animation_speed
        self.table.update()
        self.tester_tools = settings.tester_tools
        self.action_bar.set_fractions(settings.bet_hotkeys)
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = []
        bindings: dict[str, Callable[[], object]] = {
            settings.action_keys.get("fold", ""): self.action_bar.fold,
            settings.action_keys.get("check", ""): self.action_bar.check,
            settings.action_keys.get("call", ""): self.action_bar.call,
            settings.action_keys.get("bet_raise", ""): self.action_bar.bet_or_raise,
            settings.action_keys.get("all_in", ""): self.action_bar.all_in_button.click,
        }
        for key in settings.bet_hotkeys:
            bindings[key] = partial(self.action_bar.bet_fraction_now, key)
        for key, slot in bindings.items():
            if not key:
                continue
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(partial(self._hotkey, slot))
            self._shortcuts.append(shortcut)

    # --- room events --------------------------------------------------------------------
    def set_currency(self, currency: str) -> None:
        """A cash table: show chips as the money they are (one chip = one cent)."""
        self.tracker.currency = currency
        self.action_bar.currency = currency
        self.action_bar.amount.cents = bool(currency)
        before, after = money_affixes(currency) if currency else ("", "")
        self.action_bar.amount.setPrefix(before)  # "$0.20" as on the buttons, not "0.20 USD"
        self.action_bar.amount.setSuffix(after)

    def apply_snapshot(self, snap: TableSnapshot) -> None:
        """Redraw from a full snapshot; offer actions if it is our turn."""
        view = self.tracker.apply_snapshot(snap, _now())
        self.table.set_view(view)
        self._sync_names()
        seat = self.tracker.hero_seat
        borrowed = self.playing_as_name()
        self.playing_as.setText(self.tr("Playing as %1").replace("%1", borrowed))
        self.playing_as.setVisible(bool(borrowed))
        hero = view.seat(seat) if seat is not None and not borrowed else None
        self.sit_out.blockSignals(True)
        self.sit_out.setChecked(self._sit_out_shown(hero))
        self.sit_out.setVisible(hero is not None)
        self.action_bar.pre_actions.setVisible(hero is not None)
        self.action_bar.setVisible(seat is not None)  # an observer has nothing to act with
        self.sit_out.blockSignals(False)
        cash = hero is not None and self.tracker.tournament_id is None
        out = hero is not None and hero.sitting_out
        self.sit_out_big_blind.setVisible(cash and not out)  # a wish while playing
        self.wait_big_blind.setVisible(cash and out)  # a choice for coming back
        self.top_up_button.setVisible(cash)
        self.options_button.setVisible(cash)
        if hero is None:  # the room turns it on again for whoever sits down
            self.auto_post.blockSignals(True)
            self.auto_post.setChecked(True)
            self.auto_post.blockSignals(False)
        self.leave_button.setText(self.tr("&Leave table") if hero is not None
                                  else self.tr("&Stop watching"))
        self.leave_button.setVisible(not self.seated_in_tournament() and not borrowed)
        self.next_break.set_break(snap.next_break, snap.next_break_reason, snap.on_break)
        self.tournament_bar.set_bar(snap.tournament_bar)
        self.rebuy_panel.set_offer(snap.rebuy_offer)
        if snap.legal is not None and seat is not None and snap.to_act == seat:
            self._offer(options_from_legal(snap.legal, view, seat, self.tracker.big_blind))
        else:
            self._offer(None)
        self._update_clock()
        self._update_waiting_list()
        if seat is not None and self._seat_loss_shown:  # seated again: old news
            self._seat_loss_shown = False
            self.banner.hide()

    def _on_sit_out(self, table_id: str, on: bool) -> None:
        self._sit_out_asked = on
        self.sitOutToggled.emit(table_id, on)

    def _sit_out_shown(self, hero: SeatView | None) -> bool:
        """Whether "Sit out next hand" is ticked: the player's request until the room has
        done it, else whether the room has them sitting out. (Seen: unticked to come back,
        the next view while still out ticked it again, and it stayed ticked once back in.)"""
        out = hero is not None and hero.sitting_out
        if hero is None or self._sit_out_asked == out:
            self._sit_out_asked = None
        return out if self._sit_out_asked is None else self._sit_out_asked

    def apply_event(self, event: TableEvent) -> None:
        """Patch the table with one event; our turn ends when we have acted."""
        said = self.dealer.line(event, self.tracker.view)  # before the seat may go
        self.table.set_view(self.tracker.apply_event(event))
        if said:
            self.chat.add_dealer(said)
        if (event.kind == "action" and event.seat == self.tracker.hero_seat) or \
                event.kind == "table_closed":  # nothing more to act on (a cancellation)
            self._offer(None)
        if event.kind == "table_closed":  # no level to come here (seen counting down)
            self.tournament_bar.set_bar(None)
        self._update_pending()
        self._update_clock()
        self._update_waiting_list()

    def apply_request(self, request: ActionRequest) -> None:
        """Our turn: enable the action bar with the room's legal options."""
        options = self.tracker.apply_request(request, _now())
        self.table.set_view(self.tracker.view)
        self._cued = set()
        self.soundCue.emit("your_turn")
        self._offer(options)
        self._update_clock()

    def apply_chat(self, line: ChatLine) -> None:
        """A chat line (sender shown by name); room (system) lines also go to the Info tab."""
        sender = self.tracker.names.get(line.sender, line.sender)
        self.chat.add_chat(sender, line.text, line.system, line.floor)
        if not line.system and line.sender != self.tracker.hero:
            self.soundCue.emit("chat")
        if line.system:
            self.chat.add_info(line.text)

    def apply_deal(self, state: DealState, allowed: bool) -> None:
        """Deal negotiation state: checkbox ticks, and the deal panel once paused.

        `allowed` is the tournament's deal-making flag (real money only): without it the
        Discuss A Deal checkbox never shows.
        """
        me = self.tracker.hero
        self.chat.set_deal_available(allowed and not state.done)
        if not allowed:
            return
        self.chat.set_deal_ticks(len(state.ticked), len(state.players), me in state.ticked,
                                 state.prizes_final)
        self.deal.set_names(self.tracker.names)
        self.deal.apply_state(state)
        self.deal.setVisible(state.paused or bool(state.proposals) or state.done)

    def deal_applied(self, amounts: dict[str, Decimal], left_in_play: Decimal) -> None:
        """The agreed deal was paid: show the payouts; the checkbox goes away."""
        self.chat.set_deal_available(False)
        self.deal.set_names(self.tracker.names)
        self.deal.show_payouts(amounts, left_in_play)
        self.deal.show()

    def _hotkey(self, slot: Callable[[], object]) -> None:
        """Run a hotkey's action unless play is blocked by the tools policy."""
        if not self._blocked and not self._offline:
            slot()

    def set_blocked(self, reason: str) -> None:
        """Block play here with the tools policy's reason ("" lifts the block)."""
        self._blocked = bool(reason)
        self.action_bar.setEnabled(not reason and not self._offline)
        if reason:
            self.banner.show_message(reason, "block")
        elif self.banner.severity == "block":
            self.banner.hide()

    def set_connected(self, connected: bool) -> None:
        """The link to the room: while it is down a click would be lost, so the action
        bar is disabled and the table says why until the link is back."""
        self._offline = not connected
        self.action_bar.setEnabled(connected and not self._blocked)
        if not connected:
            self.banner.show_message(self.tr("Connection lost: reconnecting… Your actions "
                                             "wait until the link is back."), "block")
        elif self.banner.severity == "block" and not self._blocked:
            self.banner.hide()

    def show_seat_loss(self, message: str) -> None:
        """Why the room no longer seats us here; it goes once we sit down again."""
        self.banner.show_message(message, "info")
        self._seat_loss_shown = True

    def show_error(self, message: str) -> None:
        """A refused command: say why, without blocking."""
        self.banner.show_message(message, "warn")

    # --- internals ----------------------------------------------------------------------
    def needs_action(self) -> bool:
        """True from the moment our turn comes here until we act (or it passes)."""
        return self._needs_action

    def _offer(self, options: ActionOptions | None) -> None:
        """Offer actions (or none) and say when our turn here starts or ends."""
        self.action_bar.set_options(options)
        self._set_needs_action(options is not None)
        self._update_pending()

    def _update_pending(self) -> None:
        """In a hand, waiting for our turn: the pre-action boxes learn what a call costs
        now (the room's numbers as painted); out of a hand they are cleared."""
        if self.action_bar.options() is not None:
            return
        view = self.tracker.view
        seat = self.tracker.hero_seat
        hero = view.seat(seat) if seat is not None else None
        if hero is None or not hero.cards or hero.folded or hero.all_in or hero.sitting_out:
            self.action_bar.set_pending(None)
            return
        top = max((s.bet for s in view.seats), default=0)
        self.action_bar.set_pending(max(0, min(top - hero.bet, hero.stack)))

    def _set_needs_action(self, on: bool) -> None:
        if on != self._needs_action:
            self._needs_action = on
            self.actionNeeded.emit(on)

    def _update_waiting_list(self) -> None:
        """The waiting list is for a full table one watches: not for an empty seat, nor
        for the table one sits at."""
        view = self.tracker.view
        full = all(view.seat(n) is not None for n in view.seat_numbers())
        self.join_waiting_list.setVisible(self.offers_waiting_list and full
                                          and self.tracker.hero_seat is None)

    def _sync_names(self) -> None:
        self.deal.set_names(self.tracker.names)

    def _on_action(self, kind: str, amount: int) -> None:
        self.actRequested.emit(self.table_id, kind, amount)
        self._keys_to_the_table()
        self._set_needs_action(False)  # decided here: the next table may have the keys

    def _on_draw(self, discards: list[str]) -> None:
        self.drawRequested.emit(self.table_id, discards)
        self._keys_to_the_table()
        self._set_needs_action(False)

    def _keys_to_the_table(self) -> None:
        """After an action or the bet box, the felt has the keyboard so hotkeys work (the
        buttons just went disabled and Qt would pass the focus on, maybe to the chat line);
        never taken from a chat line the player is typing in."""
        if not self.chat.input.hasFocus():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_discuss(self, on: bool) -> None:
        tid = self.tracker.tournament_id
        if tid is not None:
            self.discussDealToggled.emit(tid, on)

    def _on_propose(self, kind: str, left: Decimal, amounts: dict[str, Decimal]) -> None:
        tid = self.tracker.tournament_id
        if tid is not None:
            self.proposeDealRequested.emit(tid, kind, left, amounts)

    def _on_accept(self, proposal_id: str, accept: bool) -> None:
        tid = self.tracker.tournament_id
        if tid is not None:
            self.acceptDealRequested.emit(tid, proposal_id, accept)

    def _update_clock(self) -> None:
        running = self.tracker.timer is not None and self.tracker.view.to_act is not None
        if running and not self._clock.isActive():
            self._clock.start()
        elif not running:
            self._clock.stop()

    def _tick(self) -> None:
        view = self.tracker.tick(_now())
        self.table.set_view(view)
        timer = view.timer
        if timer is not None and timer.seat == self.tracker.hero_seat and not timer.det:
            for cue in sorted(clock_cues(timer) - self._cued):
                self._cued.add(cue)
                self.soundCue.emit(cue)


def _now() -> datetime:
    return datetime.now(UTC)
