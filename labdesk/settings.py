"""Player settings, persisted as JSON in the user data dir. Pure Python."""
from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from labdesk.engine.validate import (FileRefused, Limits, Number, Record, Text, Whole, YesNo, check_file,
                                     read_json)
from labdesk.i18n import LANGUAGES
from labdesk.userdata import atomic_write_text, data_dir

SPEED_RANGE = (0.5, 3.0)
TEXT_SIZES = (100, 125, 150)  # percent of the house size: the log, prompts, rules pages, the magnifier
HINT_LEVELS = ("full", "nudge")  # Hint: the move and why at once; or first what to look at, then the move
AI_PACES = (0.45, 1.0, 2.0)  # seconds an AI's move stays on screen before the next (at animation speed 1)
REACTION_TIMES = (8, 15, 30)  # seconds Lab Chaos's reaction countdown gives a person


@dataclass
class Settings:
    animation_speed: float = 1.0  # multiplier: 0.5 (slow) .. 3 (fast)
    volume: float = 0.7  # 0..1
    muted: bool = False
    fullscreen: bool = False
    colourblind_symbols: bool = True  # letters/shapes on every colour
    language: str = ""  # a key of labdesk.i18n.LANGUAGES; "" until chosen: the system's language applies
    show_odds: bool = False  # boards show exact odds and previews (labdesk/ui/table/preview.py)
    text_size: int = 100  # one of TEXT_SIZES
    reduce_motion: bool = False  # animations end at once, no hover lift
    reaction_countdown: bool = True  # Lab Chaos's reaction prompt answers "No" by itself after a while
    hint_level: str = "full"  # one of HINT_LEVELS: the Hint button's advice at once, or a nudge first
    reaction_seconds: int = REACTION_TIMES[0]  # how long that while is: one of REACTION_TIMES
    ai_pace: float = AI_PACES[0]  # one of AI_PACES: so a person can follow AI-only stretches

    def clamp(self) -> "Settings":
        self.animation_speed = min(SPEED_RANGE[1], max(SPEED_RANGE[0], float(self.animation_speed)))
        self.volume = min(1.0, max(0.0, float(self.volume)))
        if self.text_size not in TEXT_SIZES:
            self.text_size = TEXT_SIZES[0]
        if self.hint_level not in HINT_LEVELS:
            self.hint_level = HINT_LEVELS[0]
        if self.reaction_seconds not in REACTION_TIMES:
            self.reaction_seconds = REACTION_TIMES[0]
        self.ai_pace = min(AI_PACES, key=lambda pace: abs(pace - float(self.ai_pace)))
        return self


SETTINGS_LIMITS = Limits(max_bytes=64_000, max_depth=2)
# every field may be missing (its default then applies); fields a newer labdesk added are ignored
_FIELDS = {
    "animation_speed": Number(*SPEED_RANGE),
    "volume": Number(0.0, 1.0),
    "muted": YesNo(),
    "fullscreen": YesNo(),
    "colourblind_symbols": YesNo(),
    "language": Text(8, choices=("", *LANGUAGES)),
    "show_odds": YesNo(),
    "text_size": Whole(TEXT_SIZES[0], TEXT_SIZES[-1], TEXT_SIZES),
    "reduce_motion": YesNo(),
    "reaction_countdown": YesNo(),
    "hint_level": Text(8, choices=HINT_LEVELS),
    "reaction_seconds": Whole(REACTION_TIMES[0], REACTION_TIMES[-1], REACTION_TIMES),
    "ai_pace": Number(AI_PACES[0], AI_PACES[-1]),
}
SETTINGS_SCHEMA = Record(_FIELDS, optional=frozenset(_FIELDS), extra=True)


def settings_path() -> Path:
    return data_dir() / "settings.json"


def read_settings(path: Path) -> Settings:
    """The settings in ``path``; raises FileRefused with a one-line reason naming the field."""
    return Settings(**check_file(path, SETTINGS_LIMITS, SETTINGS_SCHEMA))


def load_settings() -> Settings:
    """The saved settings; a missing file means the defaults. One field that cannot be used falls
    back to its default alone and the rest are kept (a file that cannot be read at all gives the
    defaults); what was not used is reported on stderr, and the file is left alone (rewritten only
    when the player changes a setting). ``settings_problems`` says it again for the screen."""
    settings, problems = _read_each_field(settings_path())
    for problem in problems:
        print(f"labdesk: settings: {problem}; its default is used", file=sys.stderr)
    return settings


def settings_problems() -> list[str]:
    """What of the saved settings could not be used, one line each, in the current language
    (the app shows them once at start)."""
    return _read_each_field(settings_path())[1]


def _read_each_field(path: Path) -> tuple[Settings, list[str]]:
    if not path.is_file():
        return Settings(), []
    try:
        data = read_json(path, SETTINGS_LIMITS)
        if not isinstance(data, dict):
            SETTINGS_SCHEMA.check(data)  # refuses it, saying why
    except FileRefused as exc:
        return Settings(), [str(exc)]
    values, problems = {}, []
    for name, schema in _FIELDS.items():
        if name not in data:
            continue
        try:
            values[name] = schema.check(data[name], name)
        except FileRefused as exc:
            problems.append(str(exc))
    return Settings(**values), problems


def save_settings(settings: Settings) -> None:
    atomic_write_text(settings_path(), json.dumps(asdict(settings.clamp()), indent=1))
