"""Pause menu over a board: resume, rules, settings, save and quit."""
from __future__ import annotations

import pygame

from labdesk.i18n import N_, _
from labdesk.ui import theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed


BUTTONS = (("resume", N_("Resume"), "@primary_button"), ("rules", N_("Rules"), None),
           ("settings", N_("Settings"), None), ("quit", N_("Save and quit"), "@danger_button"))


class PauseScene(Scene):
    name = "pause"
    opaque = False
    shade = 160

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        lay = layout("overlay")
        self.panel = lay.rect("pause_panel")
        self.title_rect = lay.rect("pause_title")
        self.area = lay.rect("pause_buttons")
        self.make_widgets()

    def make_widgets(self) -> None:
        self.buttons = {}
        for i, (key, text, cls) in enumerate(BUTTONS):
            rect = pygame.Rect(self.area.x, self.area.y + i * 76, self.area.width, 60)
            self.buttons[key] = button(self, rect, _(text), cls)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        which = pressed(event)
        if which is self.buttons["resume"]:
            self.app.pop()
        elif which is self.buttons["rules"]:
            from labdesk.ui.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.board.match.game_id))
        elif which is self.buttons["settings"]:
            from labdesk.ui.scenes.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif which is self.buttons["quit"]:
            self.save_and_quit()

    def save_and_quit(self) -> None:
        from labdesk.ui.scenes.menu import MenuScene

        try:
            self.board.save_now()
        except OSError:
            pass  # the autosave after the last move is already on disk
        self.app.reset(MenuScene(self.app))

    def draw(self, surface) -> None:
        theme.panel(surface, self.panel)
        theme.blit_text(surface, _("Paused"), self.title_rect.center, 36, theme.TEXT, True, "center")
