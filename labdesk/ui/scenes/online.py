"""Play online (from the menu): host a table (the game's setup in its host mode, then the
invitations), join one with the host's address and an invite code, and My tables: every online game
of this person's, whose turn it was when last seen, with Resume.

Seats are taken on the network thread (``labdesk.ui.online_play``); these scenes poll them each
frame and open the board when the seats are in, so the window never waits on the network.
"""
from __future__ import annotations

import time

import pygame
import pygame_gui

from labdesk import games
from labdesk.i18n import _, ngettext, pgettext
from labdesk.online import mytables
from labdesk.online.addresses import normal_address
from labdesk.ui import access, theme
from labdesk.ui import online_play
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, pressed

HOST_PANEL = pygame.Rect(110, 130, 660, 250)
JOIN_PANEL = pygame.Rect(110, 400, 660, 410)
TABLES_PANEL = pygame.Rect(800, 130, 690, 680)
ROW_H = 80
ROWS = (TABLES_PANEL.height - 70) // ROW_H
FIELD_H = 44


def _label(surface, text: str, pos, size: int = 18, colour=theme.TEXT_DIM, bold: bool = False, width: int = 600,
           room: int | None = None):
    """One line at the player's text size, as large as ``width`` and the row's height (``room``,
    by default the line's own at the player's size) hold it whole."""
    room = room or theme.font(access.scaled(size), bold).get_linesize()
    grown = min(theme.size_to_fit(text, width, access.scaled(size), size, bold),
                theme.size_for_height(room, access.scaled(size), size, bold))
    theme.blit_text(surface, theme.fit(text, width, grown, bold), pos, grown, colour, bold)


def _entry(scene, rect, text: str = "", limit: int = 64, example: str = "") -> pygame_gui.elements.UITextEntryLine:
    """A text field; ``example`` shows greyed in it while it is empty."""
    field = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), manager=scene.app.manager, container=scene.ui,
                                                placeholder_text=example or None)
    field.set_text_length_limit(limit)
    field.set_text(text)
    return field


def last_seen(when: float, now: float) -> str:
    """How long ago a kept table was last seen ("5 minutes ago"): My tables is not live."""
    minutes = max(0, int(now - when) // 60)
    if minutes < 1:
        return _("just now")
    if minutes < 60:
        return ngettext("{n} minute ago", "{n} minutes ago", minutes).format(n=minutes)
    hours = minutes // 60
    if hours < 24:
        return ngettext("{n} hour ago", "{n} hours ago", hours).format(n=hours)
    days = hours // 24
    return ngettext("{n} day ago", "{n} days ago", days).format(n=days)


def table_line(entry: mytables.TableEntry, now: float | None = None) -> str:
    """A kept table's second line: the others at it, and whose turn it was when last seen (the
    list is what this app saw, not live: it says when that was)."""
    names = list(entry.names)
    others = [n for i, n in enumerate(names) if i not in entry.mine] or [_("nobody yet")]
    if entry.over:
        state = pgettext("a table in My tables", "finished")
    elif entry.my_turn():
        state = pgettext("a table in My tables", "your turn")
    elif 0 <= entry.to_move < len(names):
        state = pgettext("a table in My tables", "{name}'s turn").format(name=names[entry.to_move])
    else:
        state = pgettext("a table in My tables", "waiting")
    if entry.over:
        return _("with {names} · {state}").format(names=", ".join(others), state=state)
    return _("with {names} · {state}, as last seen {when}").format(
        names=", ".join(others), state=state, when=last_seen(entry.played, time.time() if now is None else now))


class OnlineScene(Scene):
    name = "online"

    def __init__(self, app):
        super().__init__(app)
        self.seating: online_play.Seating | None = None
        self.status = ""
        self.status_bad = False
        self.make_widgets()

    def make_widgets(self) -> None:
        built = [(_(spec.title), gid) for gid, spec in games.GAMES.items() if games.is_built(gid)]
        wider = 40 if access.text_scale() > 1 else 0  # the button's larger words take it from the game's box
        self.game = pygame_gui.elements.UIDropDownMenu(
            built, built[0], pygame.Rect(HOST_PANEL.x + 20, HOST_PANEL.y + 186, 400 - wider, FIELD_H),
            manager=self.app.manager, container=self.ui)
        self.btn_host = button(self, (HOST_PANEL.right - 220 - wider, HOST_PANEL.y + 186, 200 + wider, FIELD_H),
                               _("Host a table"),
                               "@primary_button", tip=_("Choose the seats and options, then invite friends"))
        x, y = JOIN_PANEL.x + 20, JOIN_PANEL.y
        self.address = _entry(self, (x, y + 100, 620, FIELD_H), limit=200,
                              example=_("for example 192.168.1.20 or labpc:8765"))
        self.code = _entry(self, (x, y + 190, 620, FIELD_H))
        self.player_name = _entry(self, (x, y + 280, 380, FIELD_H), _("Guest"), limit=16)
        self.btn_join = button(self, (JOIN_PANEL.right - 220, y + 280, 200, FIELD_H), _("Join"), "@primary_button")
        self.back = button(self, (110, 830, 200, 52), _("Back"))
        self._make_rows()

    def _make_rows(self) -> None:
        self.tables = mytables.load()[:ROWS]
        self.resume_buttons = []
        for i, entry in enumerate(self.tables):
            row = self.row_rect(i)
            label = _("History") if entry.over else _("Resume")
            self.resume_buttons.append(button(self, (row.right - 190, row.y + 16, 180, FIELD_H), label))

    @staticmethod
    def row_rect(i: int) -> pygame.Rect:
        return pygame.Rect(TABLES_PANEL.x + 10, TABLES_PANEL.y + 60 + i * ROW_H, TABLES_PANEL.width - 20, ROW_H - 6)

    # --- taking seats -------------------------------------------------------------------------
    def join(self) -> None:
        try:
            url = normal_address(self.address.get_text())
        except ValueError as exc:
            self._say(str(exc), bad=True)
            return
        code = self.code.get_text().strip()
        if len(code) < 8:
            self._say(_("type the invite code the host sent you"), bad=True)
            return
        self._start(online_play.join(url, code, self.player_name.get_text().strip() or None))

    def resume(self, entry: mytables.TableEntry) -> None:
        if entry.over and entry.recorded:
            from labdesk.ui.scenes.history import HistoryScene

            self.app.push(HistoryScene(self.app))  # the finished game is there, with its replay
            return
        try:
            seating = online_play.resume(entry)
        except OSError as exc:  # the app's server could not listen
            self._say(_("Cannot start this computer's server: {reason}").format(reason=exc.strerror or exc), bad=True)
            return
        self._start(seating)

    def _start(self, seating: online_play.Seating) -> None:
        if self.seating is not None:
            self.seating.close()
        self.seating = seating
        self._say(_("Connecting…"))

    def _say(self, text: str, bad: bool = False) -> None:
        self.status, self.status_bad = text, bad

    def update(self, dt: float) -> None:
        seating = self.seating
        if seating is None:
            return
        if seating.refused:
            self._say(_("Cannot join: {reason}").format(reason=seating.refused), bad=True)
            seating.close()
            self.seating = None
        elif seating.ready:
            self.seating = None
            self._say("")
            online_play.open_board(self.app, seating)

    def busy(self) -> bool:
        return self.seating is not None

    def on_uncover(self) -> None:
        super().on_uncover()
        for widget in self.resume_buttons:  # a game played meanwhile: the list as it is now
            widget.kill()
        self._make_rows()

    # --- input and drawing ----------------------------------------------------------------------
    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in (self.code, self.player_name):
                self.join()
            return
        if which is self.back:
            if self.seating is not None:
                self.seating.close()
                self.seating = None
            self.app.pop()
        elif which is self.btn_host:
            from labdesk.ui.scenes.setup import SetupScene

            self.app.push(SetupScene(self.app, self.game.selected_option[1], online=True))
        elif which is self.btn_join:
            self.join()
        elif which in self.resume_buttons:
            self.resume(self.tables[self.resume_buttons.index(which)])

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        _label(surface, _("Play online"), (110, 40), 36, theme.TEXT, True, 1380, room=52)
        _label(surface, _("Play people on other computers: host a table here, or join one."), (110, 92),
               18, width=1380)
        theme.panel(surface, HOST_PANEL)
        _label(surface, _("Host a table"), (HOST_PANEL.x + 20, HOST_PANEL.y + 16), 24, theme.TEXT, True)
        size = access.scaled(17)
        for i, line in enumerate(theme.wrap(_("This computer holds the table. Choose each seat: you, a person "
                                               "at this screen, a friend online or an AI. Each friend gets an "
                                               "invite code."), HOST_PANEL.width - 40, size, max_lines=4)):
            theme.blit_text(surface, line, (HOST_PANEL.x + 20, HOST_PANEL.y + 54 + i * (size + 4)), size,
                            theme.TEXT_DIM)
        theme.panel(surface, JOIN_PANEL)
        x, y = JOIN_PANEL.x + 20, JOIN_PANEL.y
        _label(surface, _("Join a table"), (x, y + 16), 24, theme.TEXT, True)
        line = theme.font(access.scaled(18)).get_linesize()  # each label sits just above its field
        _label(surface, _("The host's address"), (x, y + min(66, 100 - line - 1)))
        _label(surface, _("Your invite code"), (x, y + min(156, 190 - line - 1)))
        _label(surface, _("Your name at the table"), (x, y + min(246, 280 - line - 1)))
        if self.status:
            for i, line in enumerate(theme.wrap(self.status, JOIN_PANEL.width - 40, size, max_lines=2)):
                theme.blit_text(surface, line, (x, y + 340 + i * (size + 6)), size,
                                theme.BAD if self.status_bad else theme.ACCENT, True)
        theme.panel(surface, TABLES_PANEL)
        _label(surface, _("My tables"), (TABLES_PANEL.x + 20, TABLES_PANEL.y + 16), 24, theme.TEXT, True)
        if not self.tables:
            _label(surface, _("No online games yet."), (TABLES_PANEL.x + 20, TABLES_PANEL.y + 70), 18)
        for i, entry in enumerate(self.tables):
            row = self.row_rect(i)
            theme.panel(surface, row, theme.PANEL_LIGHT if entry.my_turn() else theme.BG, theme.LINE, radius=8)
            title = _(games.GAMES[entry.game].title) if entry.game in games.GAMES else entry.game
            room = row.width - 220
            _label(surface, title, (row.x + 14, row.y + 8), 20, theme.TEXT, True, room)
            _label(surface, table_line(entry), (row.x + 14, row.y + 42), 17,
                   theme.GOOD if entry.my_turn() else theme.TEXT_DIM, False, room)


class HostedScene(Scene):
    """The invitations of a table just made on this computer: its addresses and one invite code per
    friend online (selectable text and a Copy button each); Go to the table once the seats played
    here are taken."""
    name = "hosted"

    def __init__(self, app, hosted: online_play.Hosted):
        super().__init__(app)
        from labdesk.online.addresses import lan_addresses, shown_address

        self.hosted = hosted
        found = lan_addresses()
        room = 4 if len(hosted.invites) <= 4 else 3  # rows above the invite codes
        found = found[:room - 1] + found[-1:] if len(found) > room else found  # this computer's (loopback) last
        self.addresses = [shown_address(a, hosted.port) for a in found]
        self.make_widgets()

    def make_widgets(self) -> None:
        self.address_fields = []
        self.copy_buttons = []
        y = 200
        for address in self.addresses:
            self.address_fields.append(_entry(self, (110, y, 560, FIELD_H), address, 200))
            y += FIELD_H + 10
        self.codes_top = y + 50
        self.code_fields = []
        for i, (_seat, _name, code) in enumerate(self.hosted.invites):
            row_y = self.codes_top + i * 64
            self.code_fields.append(_entry(self, (430, row_y, 560, FIELD_H), code))
            self.copy_buttons.append(button(self, (1010, row_y, 160, FIELD_H), _("Copy"),
                                            tip=_("Copy the address and this invite code")))
        self.btn_go = button(self, (1290, 830, 200, 52), _("Go to the table"), "@primary_button")
        self.btn_go.disable()
        self.back = button(self, (110, 830, 200, 52), _("Back"), tip=_("The table stays under My tables"))
        self.copied = ""

    def invitation(self, i: int) -> str:
        """What a friend needs, as one text to send: the address and their invite code."""
        return _("labdesk table: address {address}, invite code {code}").format(
            address=self.addresses[0], code=self.hosted.invites[i][2])

    def update(self, dt: float) -> None:
        if self.hosted.seating.ready and not self.btn_go.is_enabled:
            self.btn_go.enable()

    def busy(self) -> bool:
        return not self.hosted.seating.ready

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.leave()
            return
        if which is self.back:
            self.leave()
        elif which is self.btn_go and self.hosted.seating.ready:
            online_play.open_board(self.app, self.hosted.seating, instead=True)
        elif which in self.copy_buttons:
            text = self.invitation(self.copy_buttons.index(which))
            try:
                pygame.scrap.put_text(text)
                self.copied = _("Copied: {text}").format(text=text)
            except pygame.error:  # no clipboard here (a headless run): the fields can still be selected
                self.copied = _("No clipboard here: select the code and press Ctrl+C")

    def leave(self) -> None:
        """Back to Play online; the table stays under My tables (its seats are let go)."""
        self.hosted.seating.close()
        self.app.pop()

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        game = _(games.GAMES[self.hosted.game].title)
        _label(surface, _("Your table: {game}").format(game=game), (110, 40), 36, theme.TEXT, True, 1380, room=58)
        _label(surface, _("Friends choose Play online, then Join a table, and type an address and their code."),
               (110, 100), 18, width=1380)
        _label(surface, _("This computer's addresses (a friend on another network needs a forwarded port)"),
               (110, 168), 18, theme.TEXT, True, 1380)
        _label(surface, _("Invite codes, one per friend online"), (110, self.codes_top - 36), 18, theme.TEXT, True,
               1380)
        if not self.hosted.invites:
            _label(surface, _("No seat is for a friend online: nobody needs a code."), (110, self.codes_top), 18)
        for i, (seat, name, _code) in enumerate(self.hosted.invites):
            label = _("Seat {n}: {name}").format(n=seat + 1, name=name)
            _label(surface, label, (110, self.codes_top + i * 64 + 10), 20, theme.TEXT, False, 300)
        if self.copied:
            _label(surface, self.copied, (110, 780), 17, theme.GOOD, False, 1380)
        if not self.hosted.seating.ready:
            _label(surface, _("Connecting…"), (1290, 800), 17, theme.WARN, False, 200)
