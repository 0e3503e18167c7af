"""What to press, shown the way the player plays: a game controller's buttons as little pictures (A
a green disc, B a red one, Start a pill with three bars, the shoulders LB / RB as tabs) when a
controller was used last (``Pads.used``), else the keyboard's keys as key caps (Enter, Esc, Tab).

A hint is a translated sentence with a ``{button}`` placeholder where the picture goes, so the
words keep their order in every language and the picture is never glued onto a sentence::

    glyphs.hint(surface, _("Press {button} when ready"), "use", glyphs.device(app), pos, 24)
    glyphs.badge(surface, "use", glyphs.device(app), ring)   # beside the focus ring: what uses it

Controls are named by what they do: ``use`` (Enter / A), ``back`` (Esc / B), ``pause`` (Esc /
Start), ``next`` (Tab / RB), ``previous`` (Shift+Tab / LB).
"""
from __future__ import annotations

import pygame

from labdesk.i18n import pgettext
from labdesk.ui import theme

PAD, KEYS = "pad", "keys"
PAD_BUTTONS = {"use": "A", "back": "B", "pause": "start", "next": "RB", "previous": "LB"}
PAD_COLOURS = {"A": (96, 186, 96), "B": (214, 84, 78)}  # the colours most controllers print them in


def device(app) -> str:
    """``PAD`` when the player's last input came from a game controller, else ``KEYS``."""
    pads = getattr(app, "pads", None)
    return PAD if pads is not None and pads.used else KEYS


def key_name(control: str) -> str:
    """A key's name as printed on it (Russian keyboards print these in Latin too)."""
    enter, esc = pgettext("a key on the keyboard", "Enter"), pgettext("a key on the keyboard", "Esc")
    tab = pgettext("a key on the keyboard", "Tab")
    return {"use": enter, "back": esc, "pause": esc, "next": tab,
            "previous": pgettext("keys on the keyboard", "Shift+Tab")}[control]


def glyph_size(control: str, how: str, size: int) -> tuple[int, int]:
    """The picture's size for text of ``size`` pixels: as tall as a line of it."""
    h = round(size * 1.35)
    if how == PAD:
        name = PAD_BUTTONS[control]
        return (h, h) if name in PAD_COLOURS else (round(h * 1.7), h)
    return theme.font(max(10, round(size * 0.8)), True).size(key_name(control))[0] + round(size * 0.8), h


def draw_glyph(surface: pygame.Surface, control: str, how: str, rect: pygame.Rect) -> None:
    """The button or key cap of ``control`` filling ``rect`` (from ``glyph_size``)."""
    h = rect.height
    label = max(10, round(h * 0.6))
    if how == PAD:
        name = PAD_BUTTONS[control]
        if name in PAD_COLOURS:
            pygame.draw.circle(surface, theme.BG_DARK, rect.center, h // 2)
            pygame.draw.circle(surface, PAD_COLOURS[name], rect.center, h // 2 - 2)
            _letters(surface, name, rect.center, label, theme.BG_DARK)
            return
        pygame.draw.rect(surface, theme.BG_DARK, rect, border_radius=h // 2)
        pygame.draw.rect(surface, theme.TEXT_DIM, rect.inflate(-4, -4), border_radius=h // 2)
        if name == "start":  # three bars: the menu button's own picture on most controllers
            bar = pygame.Rect(0, 0, rect.width // 3, max(2, h // 10))
            for dy in (-1, 0, 1):
                bar.center = (rect.centerx, rect.centery + dy * max(3, h // 5))
                pygame.draw.rect(surface, theme.BG_DARK, bar)
        else:
            _letters(surface, name, rect.center, label, theme.BG_DARK)
        return
    pygame.draw.rect(surface, theme.LINE, rect, border_radius=5)  # a key cap: its edge, then its top
    pygame.draw.rect(surface, theme.PANEL_LIGHT, rect.inflate(-4, -6).move(0, -1), border_radius=4)
    _letters(surface, key_name(control), rect.center, max(10, round(h * 0.6)), theme.TEXT)


def _letters(surface, text: str, center, size: int, colour) -> None:
    theme.blit_text(surface, text, center, size, colour, True, "center")


def hint_width(template: str, control: str, how: str, size: int) -> int:
    before, _sep, after = template.partition("{button}")
    gap = size // 4
    words = sum(theme.font(size).size(part.strip())[0] for part in (before, after) if part.strip())
    gaps = gap * sum(1 for part in (before, after) if part.strip())
    return words + gaps + glyph_size(control, how, size)[0]


def hint(surface: pygame.Surface, template: str, control: str, how: str, pos, size: int,
         colour=theme.TEXT_DIM, anchor: str = "center") -> pygame.Rect:
    """One line: ``template``'s words with the control's picture where ``{button}`` stands.
    ``pos`` is where ``anchor`` of the whole line goes; returns the line's rectangle."""
    gw, gh = glyph_size(control, how, size)
    line_h = max(gh, theme.font(size).get_linesize())
    box = pygame.Rect(0, 0, hint_width(template, control, how, size), line_h)
    setattr(box, anchor, pos)
    x, gap = box.x, size // 4
    before, _sep, after = (part.strip() for part in template.partition("{button}"))
    if before:
        x = theme.blit_text(surface, before, (x, box.centery), size, colour, anchor="midleft").right + gap
    draw_glyph(surface, control, how, pygame.Rect(x, box.centery - gh // 2, gw, gh))
    x += gw + gap
    if after:
        theme.blit_text(surface, after, (x, box.centery), size, colour, anchor="midleft")
    return box


def badge(surface: pygame.Surface, control: str, how: str, ring: pygame.Rect, size: int = 14) -> pygame.Rect:
    """The control's picture on the focus ring's top-right corner, kept on the surface."""
    w, h = glyph_size(control, how, size)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = ring.topright
    rect.clamp_ip(surface.get_rect())
    draw_glyph(surface, control, how, rect)
    return rect
