"""Settings: animation speed, volume and mute, fullscreen, colour-blind symbols, odds and the language.
Changes apply at once (a new language too: every scene is made again in it) and are saved
(labdesk.settings) when the scene closes."""
from __future__ import annotations

import pygame
import pygame_gui

from labdesk.i18n import LANGUAGES, _, language
from labdesk.ui import theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed

LANGUAGE_GAP = 20


def language_rects(area: pygame.Rect) -> dict[str, pygame.Rect]:
    """A button per language side by side in ``area``, each named in its own language."""
    width = (area.width - LANGUAGE_GAP * (len(LANGUAGES) - 1)) // len(LANGUAGES)
    return {code: pygame.Rect(area.x + i * (width + LANGUAGE_GAP), area.y, width, area.height)
            for i, code in enumerate(LANGUAGES)}


class SettingsScene(Scene):
    name = "settings"
    opaque = False
    shade = 170

    def __init__(self, app):
        super().__init__(app)
        self.lay = layout("overlay")
        self.make_widgets()

    def make_widgets(self) -> None:
        lay, s, app = self.lay, self.app.settings, self.app
        self.speed = pygame_gui.elements.UIHorizontalSlider(
            lay.rect("speed"), float(s.animation_speed), (0.5, 3.0), manager=app.manager, container=self.ui,
            click_increment=0.25)
        self.volume = pygame_gui.elements.UIHorizontalSlider(
            lay.rect("volume"), int(round(s.volume * 100)), (0, 100), manager=app.manager, container=self.ui,
            click_increment=5)
        self.mute = button(self, lay.rect("mute"), "", tip=_("Silence every sound effect"))
        self.fullscreen = button(self, lay.rect("fullscreen"), "", tip=_("Also F11 or Alt+Enter"))
        self.symbols = button(self, lay.rect("symbols"), "",
                              tip=_("Letters and shapes on every colour, so colour is never the only signal"))
        self.odds = button(self, lay.rect("odds"), "",
                           tip=_("Explosion: the chance the next selection explodes and what stopping scores. "
                                 "Wrong Chemistry: the actions each hand card still needs while you drag. "
                                 "Experiment: the tasks a row card would advance. Lab Wars: what a purchase "
                                 "gives this round and at the end. Always on in lessons."))
        self.languages = {code: button(self, rect, LANGUAGES[code])
                          for code, rect in language_rects(lay.rect("language")).items()}
        self.back = button(self, lay.rect("settings_back"), _("Done"), "@primary_button")
        self._labels()

    def update(self, dt: float) -> None:
        # F11 / Alt+Enter are handled by the app, not this scene: keep the labels true anyway
        s = self.app.settings
        if (s.muted, s.fullscreen, s.colourblind_symbols, s.show_odds) != self._shown:
            self._labels()

    def _labels(self) -> None:
        s = self.app.settings
        self._shown = (s.muted, s.fullscreen, s.colourblind_symbols, s.show_odds)
        self.mute.set_text(_("Sound: muted") if s.muted else _("Sound: on"))
        self.fullscreen.set_text(_("Fullscreen: on") if s.fullscreen else _("Fullscreen: off"))
        self.symbols.set_text(_("Colour-blind symbols: on") if s.colourblind_symbols
                              else _("Colour-blind symbols: off"))
        self.odds.set_text(_("Show odds: on") if s.show_odds else _("Show odds: off"))
        for code, widget in self.languages.items():
            widget.select() if code == language() else widget.unselect()

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
        elif which is self.odds:
            s.show_odds = not s.show_odds
        elif which is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return
        else:
            for code, widget in self.languages.items():
                if which is widget:
                    self.app.set_language(code)  # makes this scene's widgets again too
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
        theme.blit_text(surface, _("Settings"), lay.rect("settings_title").center, 36, theme.TEXT, True, "center")
        theme.blit_text(surface, _("Animation speed: {speed}×").format(speed=f"{s.animation_speed:.2f}"),
                        lay.rect("speed_label").topleft, 22)
        theme.blit_text(surface, _("Volume: {percent}%").format(percent=round(s.volume * 100)),
                        lay.rect("volume_label").topleft, 22)
        theme.blit_text(surface, _("Language"), lay.rect("language_label").topleft, 22)
        note = lay.rect("settings_note")
        for i, line in enumerate(theme.wrap(_("Click during an animation to skip it. F11 or Alt+Enter "
                                              "switches fullscreen anywhere."), note.width, 18)):
            theme.blit_text(surface, line, (note.x, note.y + i * 24), 18, theme.TEXT_DIM)
