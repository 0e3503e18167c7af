"""Settings: animation speed, volume and mute, fullscreen, colour-blind symbols. Changes apply at
once and are saved (labdesk.settings) when the scene closes."""
from __future__ import annotations

import pygame
import pygame_gui

from labdesk.ui import theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed


class SettingsScene(Scene):
    name = "settings"
    opaque = False
    shade = 170

    def __init__(self, app):
        super().__init__(app)
        lay = layout("overlay")
        self.lay = lay
        s = app.settings
        self.speed = pygame_gui.elements.UIHorizontalSlider(
            lay.rect("speed"), float(s.animation_speed), (0.5, 3.0), manager=app.manager, container=self.ui,
            click_increment=0.25)
        self.volume = pygame_gui.elements.UIHorizontalSlider(
            lay.rect("volume"), int(round(s.volume * 100)), (0, 100), manager=app.manager, container=self.ui,
            click_increment=5)
        self.mute = button(self, lay.rect("mute"), "", tip="Silence every sound effect")
        self.fullscreen = button(self, lay.rect("fullscreen"), "", tip="Also F11 or Alt+Enter")
        self.symbols = button(self, lay.rect("symbols"), "",
                              tip="Letters and shapes on every colour, so colour is never the only signal")
        self.back = button(self, lay.rect("settings_back"), "Done", "@primary_button")
        self._labels()

    def update(self, dt: float) -> None:
        # F11 / Alt+Enter are handled by the app, not this scene: keep the labels true anyway
        s = self.app.settings
        if (s.muted, s.fullscreen, s.colourblind_symbols) != self._shown:
            self._labels()

    def _labels(self) -> None:
        s = self.app.settings
        self._shown = (s.muted, s.fullscreen, s.colourblind_symbols)
        self.mute.set_text(f"Sound: {'muted' if s.muted else 'on'}")
        self.fullscreen.set_text(f"Fullscreen: {'on' if s.fullscreen else 'off'}")
        self.symbols.set_text(f"Colour-blind symbols: {'on' if s.colourblind_symbols else 'off'}")

    def handle_event(self, event) -> None:
        s = self.app.settings
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.speed:
                s.animation_speed = round(float(self.speed.get_current_value()) * 4) / 4
            elif event.ui_element is self.volume:
                s.volume = self.volume.get_current_value() / 100
                self.app.sound.play("click")
            return
        which = pressed(event)
        if which is self.mute:
            s.muted = not s.muted
        elif which is self.fullscreen:
            self.app.set_fullscreen(not s.fullscreen)
        elif which is self.symbols:
            s.colourblind_symbols = not s.colourblind_symbols
        elif which is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return
        self._labels()

    def on_exit(self) -> None:
        from labdesk.settings import save_settings

        try:
            save_settings(self.app.settings)
        except OSError:
            pass  # settings still apply for this session
        super().on_exit()

    def draw(self, surface) -> None:
        s = self.app.settings
        lay = self.lay
        theme.panel(surface, lay.rect("settings_panel"))
        theme.blit_text(surface, "Settings", lay.rect("settings_title").center, 36, theme.TEXT, True, "center")
        theme.blit_text(surface, f"Animation speed: {s.animation_speed:.2f}×", lay.rect("speed_label").topleft, 22)
        theme.blit_text(surface, f"Volume: {round(s.volume * 100)}%", lay.rect("volume_label").topleft, 22)
        note = lay.rect("settings_note")
        for i, line in enumerate(theme.wrap("Click during an animation to skip it. F11 or Alt+Enter "
                                            "switches fullscreen anywhere.", note.width, 18)):
            theme.blit_text(surface, line, (note.x, note.y + i * 24), 18, theme.TEXT_DIM)
