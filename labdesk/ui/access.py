"""The accessibility settings the kit reads while it draws and animates: the text size and reduce motion.

The app copies them from its ``Settings`` (``apply``) when it starts and whenever the player changes
one, so kit code asks here instead of reaching for the app::

    size = access.scaled(18)        # the log's, a prompt's or a rules page's text at the chosen size
    access.reduce_motion()          # True: animations end at once, hovered cards do not lift

Every word off the boards grows (menu, setup, Settings, rules, catalogue, History, Statistics,
results, Play online, dialogs, toasts, the hand-off, widgets' labels), and on a board the reading
text (log, prompts, the magnifier's card, hover tips, the lesson panel), the board's own labels and
the card faces, each as large as its place holds (``labdesk.ui.table.labels``, ``cardsize``).
"""
from __future__ import annotations

_text_scale = 1.0
_reduce_motion = False


def apply(settings) -> None:
    """Take the text size and reduce motion from ``settings`` (a ``labdesk.settings.Settings``)."""
    global _text_scale, _reduce_motion
    _text_scale = settings.text_size / 100
    _reduce_motion = bool(settings.reduce_motion)


def text_scale() -> float:
    return _text_scale


def scaled(size: int) -> int:
    """``size`` pixels of reading text at the chosen text size."""
    return round(size * _text_scale)


def reduce_motion() -> bool:
    return _reduce_motion
