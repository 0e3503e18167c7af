"""Hot-seat hand-off: an opaque screen between two human seats of a game with hidden hands. It shows
nothing private: whose turn it is, and "Since your last turn: ..." (the log's lines since that
seat's last action, which are public; the newest that fit, the rest is in the log); then it waits
for that person to click. Its note says how long the screen is theirs: the rest of their turn, a
reaction prompt, or one choice asked of them on another player's turn (``NOTES``, the board's
``handoff_case``). What to press is drawn as the player plays: Enter and Esc, or a controller's A
and Start (``table.glyphs``)."""
from __future__ import annotations

import pygame

from labdesk.i18n import N_, _, ngettext
from labdesk.ui import access, art, theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed
from labdesk.ui.table import glyphs

# how long the screen belongs to the person it is passed to (the board's pause key is a hint under it)
NOTES = {
    "turn": N_("Only {name} should watch the screen until their turn ends."),
    "reaction": N_("Only {name} should watch the screen while deciding whether to react."),
    "choice": N_("Only {name} should watch the screen while making the choice asked of them."),
}
READY = {glyphs.KEYS: N_("Click anywhere or press {button} when ready"),
         glyphs.PAD: N_("Press {button} when ready")}


class HandoffScene(Scene):
    name = "handoff"
    opaque = True  # nothing of the board (and its hands) may show through

    def __init__(self, app, player_name: str, on_ready, board=None, catch_up: list[str] = (), case: str = "turn"):
        super().__init__(app)
        self.player_name = player_name
        self.case = case  # a key of NOTES
        self.catch_up = list(catch_up)  # public log lines since this seat's last turn, oldest first
        self.on_ready = on_ready
        self.board = board  # Esc opens its pause menu (save and quit) over this screen
        lay = layout("overlay")
        self.lay = lay
        self.make_widgets()
        self.armed = 0.3  # ignore clicks for a moment: the previous player's last click must not pass it on

    def make_widgets(self) -> None:
        self.ready = button(self, self.lay.rect("handoff_button"), _("I'm ready"), "@primary_button")

    def confirm(self) -> None:
        self.app.pop()
        self.on_ready()

    def busy(self) -> bool:
        return self.armed > 0

    def update(self, dt: float) -> None:
        self.armed = max(0.0, self.armed - dt)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.board is not None:
            from labdesk.ui.scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self.board))  # over this opaque screen: nothing private
            return
        if self.armed > 0:
            return
        if pressed(event) is self.ready or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_SPACE)):
            self.confirm()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.ready.rect.collidepoint(event.pos):
            self.confirm()

    def draw(self, surface) -> None:
        surface.fill(theme.BG_DARK)
        # two face-down cards: a hand being passed, and nothing of its faces
        area = self.lay.rect("handoff_art")
        back = art.card_back((104, 150))
        for dx, angle in ((-34, 10), (34, -10)):
            img = art.cached(("handoff-card", angle), lambda a=angle: pygame.transform.rotate(back, a))
            surface.blit(img, img.get_rect(center=(area.centerx + dx, area.centery)))
        width = self.lay.rect("handoff_message").width - 80
        message = theme.fit(_("Pass to {name}").format(name=self.player_name), width, 52, True)
        theme.blit_text(surface, message, self.lay.rect("handoff_message").center, 52, theme.TEXT, True, "center")
        how = glyphs.device(self.app)  # the keys or the controller's buttons, as the player plays
        glyphs.hint(surface, _(READY[how]), "use", how, self.lay.rect("handoff_hint").center, access.scaled(24))
        note_box, note_px = self.lay.rect("handoff_note"), access.scaled(18)
        note = _(NOTES[self.case]).format(name=self.player_name)
        note_at = theme.blit_text(surface, note, note_box.center, note_px, theme.TEXT_DIM, False, "center")
        if self.board is not None:
            glyphs.hint(surface, _("{button} pause menu"), "pause", how, (note_box.centerx, note_at.bottom + 4),
                        note_px, anchor="midtop")
        if self.catch_up:
            self._draw_catch_up(surface, self.lay.rect("handoff_catch_up"))

    def catch_up_lines(self, width: int, rows: int, size: int) -> tuple[list[str], int]:
        """The wrapped lines of the newest whole entries that fit ``rows`` (one row kept for the
        note on the rest when some do not fit), and how many entries are left to the log."""
        entries = self.catch_up
        lines: list[str] = []
        shown = 0
        for k in range(len(entries) - 1, -1, -1):
            wrapped = theme.wrap(entries[k], width, size)
            room = rows - (1 if k > 0 else 0)  # a line for "... earlier in the log" unless this is the first
            if len(lines) + len(wrapped) > room:
                break
            lines[:0] = wrapped
            shown += 1
        return lines, len(entries) - shown

    def _draw_catch_up(self, surface, rect: pygame.Rect) -> None:
        theme.panel(surface, rect, theme.PANEL, theme.LINE, radius=12)
        size, line_h = access.scaled(18), access.scaled(24)  # the player's text size: fewer lines, the rest in the log
        theme.blit_text(surface, _("Since your last turn:"), (rect.x + 20, rect.y + 12), access.scaled(20), theme.TEXT,
                        True)
        top = rect.y + 12 + access.scaled(34)
        lines, rest = self.catch_up_lines(rect.width - 40, (rect.bottom - 12 - top) // line_h, size)
        if rest:
            earlier = ngettext("… {n} earlier line is in the log", "… {n} earlier lines are in the log",
                               rest).format(n=rest)
            theme.blit_text(surface, earlier, (rect.x + 20, top), size, theme.TEXT_DIM)
            top += line_h
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (rect.x + 20, top + i * line_h), size, theme.TEXT)
