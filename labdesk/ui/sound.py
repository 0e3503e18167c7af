"""Sound effects: small WAVs made by tools/make_sounds.py into assets/sounds/. Volume and mute come
from the settings. Without an audio device (CI, headless, a laptop with no sound card) every call is
silently a no-op: sound must never crash the app."""
from __future__ import annotations

import pygame

from labdesk.resources import resource_path

EFFECTS = ("card", "shuffle", "pour", "explosion", "click", "win", "error")


class Sound:
    def __init__(self, settings, enabled: bool = True):
        self.settings = settings
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.available = True
        except pygame.error:
            self.available = False

    def _load(self, name: str):
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(resource_path(f"assets/sounds/{name}.wav")))
            except (pygame.error, FileNotFoundError):
                self._sounds[name] = None
        return self._sounds[name]

    def volume(self) -> float:
        return 0.0 if self.settings.muted else float(self.settings.volume)

    def play(self, name: str) -> None:
        if not self.available or self.volume() <= 0:
            return
        try:
            sound = self._load(name)
            if sound is not None:
                sound.set_volume(self.volume())
                sound.play()
        except pygame.error:
            self.available = False  # the device went away: stay quiet from now on
