"""Pause menu over a board: resume, rules, settings, save and quit."""
from __future__ import annotations

import pygame

from labdesk.ui import theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed


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
        area = lay.rect("pause_buttons")
        labels = [("resume", "Resume", "@primary_button"), ("rules", "Rules", None),
                  ("settings", "Settings", None), ("quit", "Save and quit", "@danger_button")]
        self.buttons = {}
        for i, (key, text, cls) in enumerate(labels):
            rect = pygame.Rect(area.x, area.y + i * 76, area.width, 60)
            self.buttons[key] = button(self, rect, text, cls)

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
        theme.blit_text(surface, "Paused", self.title_rect.center, 36, theme.TEXT, True, "center")
