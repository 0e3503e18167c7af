"""Settings: animation speed, reduce motion and the AI's pace, volume and mute, fullscreen, colour-blind
symbols, odds, the Hint button's level, Lab Chaos's reaction countdown (off or its length), the text size and the language. Changes apply at once (a new language
or text size too: every scene is made again with it) and are saved (labdesk.settings) when the scene
closes."""
from __future__ import annotations

import pygame
import pygame_gui

from labdesk.i18n import LANGUAGES, N_, _, language
from labdesk.settings import AI_PACES, REACTION_TIMES, TEXT_SIZES
from labdesk.ui import access, theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed
from labdesk.ui.table import glyphs

LANGUAGE_GAP = 20
# the note under the settings when a controller was used last: what its buttons do here (a controller
# has no fullscreen key, so the keyboard's F11 line is not among them)
PAD_NOTES = ((N_("{button} changes the setting in focus"), "use"), (N_("{button} skips an animation"), "use"),
             (N_("{button} goes back"), "back"))
PACE_NAMES = (N_("AI pace: brisk"), N_("AI pace: calm"), N_("AI pace: slow"))  # one per settings.AI_PACES


def next_countdown(on: bool, seconds: int) -> tuple[bool, int]:
    """The reaction countdown's next setting, as its button cycles: each length in turn, then off."""
    if not on:
        return True, REACTION_TIMES[0]
    later = [t for t in REACTION_TIMES if t > seconds]
    return (True, later[0]) if later else (False, seconds)


def pace_index(pace: float) -> int:
    return min(range(len(AI_PACES)), key=lambda i: abs(AI_PACES[i] - pace))


def side_by_side(area: pygame.Rect, keys) -> dict:
    """A button per key side by side in ``area``, in order."""
    keys = list(keys)
    width = (area.width - LANGUAGE_GAP * (len(keys) - 1)) // len(keys)
    return {key: pygame.Rect(area.x + i * (width + LANGUAGE_GAP), area.y, width, area.height)
            for i, key in enumerate(keys)}


def language_rects(area: pygame.Rect) -> dict[str, pygame.Rect]:
    """A button per language side by side in ``area``, each named in its own language."""
    return side_by_side(area, LANGUAGES)


class SettingsScene(Scene):
    name = "settings"
    opaque = False
    shade = 170

    def __init__(self, app):
        super().__init__(app)
        self.make_widgets()

    def make_widgets(self) -> None:
        self.lay = layout("overlay")  # again after a change of text size: larger text has its own panel
        lay, s, app = self.lay, self.app.settings, self.app
        self.speed = pygame_gui.elements.UIHorizontalSlider(
            lay.rect("speed"), float(s.animation_speed), (0.5, 3.0), manager=app.manager, container=self.ui,
            click_increment=0.25)
        self.volume = pygame_gui.elements.UIHorizontalSlider(
            lay.rect("volume"), int(round(s.volume * 100)), (0, 100), manager=app.manager, container=self.ui,
            click_increment=5)
        self.motion = button(self, lay.rect("motion"), "",
                             tip=_("Animations end at once, hovered cards stay still, nothing shakes"))
        self.pace = button(self, lay.rect("ai_pace"), "", tip=_("How long an AI's move stays on screen before the next"))
        self.mute = button(self, lay.rect("mute"), "", tip=_("Silence every sound effect"))
        self.fullscreen = button(self, lay.rect("fullscreen"), "", tip=_("Also F11 or Alt+Enter"))
        self.symbols = button(self, lay.rect("symbols"), "",
                              tip=_("Letters and shapes on every colour, so colour is never the only signal"))
        self.odds = button(self, lay.rect("odds"), "",
                           tip=_("Explosion: the chance the next selection explodes and what stopping scores. "
                                 "Wrong Chemistry: the actions each hand card still needs while you drag. "
                                 "Experiment: the tasks a row card would advance. Lab Wars: what a purchase "
                                 "gives this round and at the end. Always on in lessons."))
        self.hints = button(self, lay.rect("hints"), "",
                            tip=_("Nudge first: the Hint button first says what to look at; pressed again, the "
                                  "hard AI's move and why. Full: the move and why at once."))
        self.countdown = button(self, lay.rect("countdown"), "",
                                tip=_("Off: a reaction prompt waits for your answer however long it takes"))
        self.text_sizes = {size: button(self, rect, _("{percent}%").format(percent=size))
                           for size, rect in side_by_side(lay.rect("text_size"), TEXT_SIZES).items()}
        self.languages = {code: button(self, rect, LANGUAGES[code])
                          for code, rect in language_rects(lay.rect("language")).items()}
        self.back = button(self, lay.rect("settings_back"), _("Done"), "@primary_button")
        self._labels()

    def update(self, dt: float) -> None:
        # F11 / Alt+Enter are handled by the app, not this scene: keep the labels true anyway
        s = self.app.settings
        if self._state() != self._shown:
            self._labels()

    def _state(self) -> tuple:
        s = self.app.settings
        return (s.muted, s.fullscreen, s.colourblind_symbols, s.show_odds, s.reduce_motion, s.reaction_countdown,
                s.reaction_seconds, s.ai_pace, s.text_size, s.hint_level)

    def _labels(self) -> None:
        s = self.app.settings
        self._shown = self._state()
        self.motion.set_text(_("Reduce motion: on") if s.reduce_motion else _("Reduce motion: off"))
        self.countdown.set_text(_("Lab Chaos reaction countdown: {seconds} s").format(seconds=s.reaction_seconds)
                                if s.reaction_countdown else _("Lab Chaos reaction countdown: off"))
        self.pace.set_text(_(PACE_NAMES[pace_index(s.ai_pace)]))
        for size, widget in self.text_sizes.items():
            widget.select() if size == s.text_size else widget.unselect()
        self.mute.set_text(_("Sound: muted") if s.muted else _("Sound: on"))
        self.fullscreen.set_text(_("Fullscreen: on") if s.fullscreen else _("Fullscreen: off"))
        self.symbols.set_text(_("Colour-blind symbols: on") if s.colourblind_symbols
                              else _("Colour-blind symbols: off"))
        self.odds.set_text(_("Show odds: on") if s.show_odds else _("Show odds: off"))
        self.hints.set_text(_("Hint: nudge first") if s.hint_level == "nudge" else _("Hint: full advice"))
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
        if which is self.motion:
            self.app.set_reduce_motion(not s.reduce_motion)
        elif which is self.countdown:
            s.reaction_countdown, s.reaction_seconds = next_countdown(s.reaction_countdown, s.reaction_seconds)
        elif which is self.pace:
            s.ai_pace = AI_PACES[(pace_index(s.ai_pace) + 1) % len(AI_PACES)]
        elif which is self.mute:
            s.muted = not s.muted
        elif which is self.fullscreen:
            self.app.set_fullscreen(not s.fullscreen)
        elif which is self.symbols:
            s.colourblind_symbols = not s.colourblind_symbols
        elif which is self.odds:
            s.show_odds = not s.show_odds
        elif which is self.hints:
            s.hint_level = "full" if s.hint_level == "nudge" else "nudge"
        elif which is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return
        else:
            for code, widget in self.languages.items():
                if which is widget:
                    self.app.set_language(code)  # makes this scene's widgets again too
                    return
            for size, widget in self.text_sizes.items():
                if which is widget:
                    self.app.set_text_size(size)  # lays every scene out again, this one too
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
        theme.blit_text(surface, _("Settings"), lay.rect("settings_title").center,
                        theme.size_for_height(lay.rect("settings_title").height, access.scaled(36), 36, True),
                        theme.TEXT, True, "center")
        labels = ((_("Animation speed: {speed}×").format(speed=f"{s.animation_speed:.2f}"), "speed_label"),
                  (_("Volume: {percent}%").format(percent=round(s.volume * 100)), "volume_label"),
                  (_("Text size"), "text_size_label"),
                  (_("Language"), "language_label"))
        for words, name in labels:
            box = lay.rect(name)  # a row above its widget (or, at 150 %, beside it): the words grow as far
            size = min(theme.size_to_fit(words, box.width, access.scaled(22), 22),  # as the row holds them
                       theme.size_for_height(box.height + 4, access.scaled(22), 22))
            theme.blit_text(surface, words, box.midleft if box.height > 36 else box.bottomleft, size, theme.TEXT,
                            anchor="midleft" if box.height > 36 else "bottomleft")
        note = lay.rect("settings_note")
        how = glyphs.device(self.app)
        if how == glyphs.PAD:  # the controller's buttons, as the boards show them
            step = note.height // len(PAD_NOTES)  # the lines share the note's room, above Done
            size = theme.size_for_height(step, access.scaled(18), 18)
            for i, (template, control) in enumerate(PAD_NOTES):
                glyphs.hint(surface, _(template), control, how, (note.x, note.y + i * step), size,
                            anchor="topleft")
            return
        block = theme.fit_block(_("Click during an animation to skip it. F11 or Alt+Enter switches fullscreen "
                                  "anywhere."), note.width, note.height, access.scaled(18), 18, 24, lines=3)
        for i, line in enumerate(block.lines):
            theme.blit_text(surface, line, (note.x, note.y + i * block.step), block.size, theme.TEXT_DIM)
