"""An online table's connection line, where a local game says "X is thinking": connected or
reconnecting, and whose move the table waits for (a person elsewhere, one who lost the connection,
one who has not joined yet, or the server's AI). Every board draws it through ``BoardScene``."""
from __future__ import annotations

import pygame

from labdesk.i18n import _
from labdesk.online.link import CONNECTING, RECONNECTING, REFUSED
from labdesk.online.table import AWAY, WAITING
from labdesk.ui import audit, theme

STATUS_TEXT = 18  # as the "thinking" line it stands in for: the pill's width is the toolbar's gap


def connection_words(connection: str, waiting_name: str | None, waiting_state: str | None,
                     waiting_ai: bool, missing: tuple[str, str] | None = None) -> tuple[str, tuple[int, int, int]]:
    """The line and its colour: this screen's connection first, then whom the table waits for,
    then (``missing``: a name and its seat's state) someone else not at the table now."""
    if connection == RECONNECTING:
        return _("Reconnecting…"), theme.WARN
    if connection == CONNECTING:
        return _("Connecting…"), theme.WARN
    if connection == REFUSED:
        return _("The server refused this seat"), theme.BAD
    if waiting_name is None and missing is not None:
        name, state = missing
        if state == WAITING:
            return _("{name} has not joined yet").format(name=name), theme.WARN
        return _("{name} lost the connection").format(name=name), theme.WARN
    if waiting_name is None:
        return _("Online: connected"), theme.GOOD
    if waiting_state == AWAY:
        return _("Waiting for {name}: reconnecting…").format(name=waiting_name), theme.WARN
    if waiting_state == WAITING:
        return _("Waiting for {name} to join").format(name=waiting_name), theme.WARN
    if waiting_ai:
        return _("{name} is thinking").format(name=waiting_name), theme.ACCENT
    return _("Waiting for {name}").format(name=waiting_name), theme.ACCENT


def draw_connection(surface: pygame.Surface, rect: pygame.Rect, words: str, colour) -> None:
    size = STATUS_TEXT
    theme.panel(surface, rect, theme.PANEL, colour, radius=rect.height // 2)
    pygame.draw.circle(surface, colour, (rect.x + 18, rect.centery), 6)
    shown = theme.fit(words, rect.width - 44, size)
    label = theme.text(shown, size)
    surface.blit(label, label.get_rect(midleft=(rect.x + 32, rect.centery)))
    audit.overlay(rect, "connection", words)
