"""Player settings, persisted as JSON in the user data dir. Pure Python."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from labdesk.userdata import atomic_write_text, data_dir


@dataclass
class Settings:
    animation_speed: float = 1.0  # multiplier: 0.5 (slow) .. 3 (fast)
    volume: float = 0.7  # 0..1
    muted: bool = False
    fullscreen: bool = False
    colourblind_symbols: bool = True  # letters/shapes on every colour

    def clamp(self) -> "Settings":
        self.animation_speed = min(3.0, max(0.5, float(self.animation_speed)))
        self.volume = min(1.0, max(0.0, float(self.volume)))
        return self


def settings_path():
    return data_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings; anything missing or unreadable falls back to the default (the file is
    left alone and rewritten only when the player changes a setting)."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    known = {f.name: f.type for f in fields(Settings)}
    defaults = Settings()
    values = {}
    for name in known:
        value = data.get(name, getattr(defaults, name))
        if isinstance(value, type(getattr(defaults, name))) or (
            isinstance(getattr(defaults, name), float) and isinstance(value, int) and not isinstance(value, bool)
        ):
            values[name] = value
    return Settings(**values).clamp()


def save_settings(settings: Settings) -> None:
    atomic_write_text(settings_path(), json.dumps(asdict(settings.clamp()), indent=1))
