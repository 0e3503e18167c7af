"""The card catalogue of one game: every card (``labdesk.games.catalogue``) with its picture, name, rule
text and ruling, two to a row; a search box keeps the cards whose name holds what is typed. Scrolled
by wheel, keys (Up/Down, Page Up/Down, Home/End) or the scrollbar; Esc or Back goes back. Opened from
the game's menu tile and from its rules page."""
from __future__ import annotations

import importlib

import pygame
import pygame_gui

from labdesk import games
from labdesk.games.catalogue import Card, cards, search
from labdesk.i18n import _, language, ngettext
from labdesk.ui import access, theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, pressed

LIST = pygame.Rect(60, 150, 1460, 660)  # the cells; the scrollbar is right of it
COLUMNS = 2
CELL_H = 220
GAP = 12
PICTURE = (150, 200)  # the box a card's picture is fitted into
NAME_PX, TEXT_PX, RULING_PX = 22, 18, 16
SCROLLBAR = pygame.Rect(LIST.right + 12, LIST.y, 12, LIST.height)


def fitted(picture: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    """``picture`` scaled to fit ``box``, keeping its shape."""
    w, h = picture.get_size()
    k = min(box[0] / w, box[1] / h)
    return pygame.transform.smoothscale(picture, (max(1, round(w * k)), max(1, round(h * k))))


class CatalogueScene(Scene):
    name = "catalogue"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.faces = importlib.import_module(f"labdesk.games.{games.package(game_id)}.faces")
        self.scroll = 0  # the first row shown
        self.query = ""
        self._pictures: dict[tuple[str, str], pygame.Surface | None] = {}  # (card id, language) -> fitted face
        self._cards: tuple[str, list[Card]] | None = None  # (language, every card in it)
        self.make_widgets()

    def make_widgets(self) -> None:
        self.back = button(self, (LIST.x, 830, 200, 52), _("Back"))
        self.search_box = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(LIST.right - 420, 40, 420, 48), manager=self.app.manager, container=self.ui,
            placeholder_text=_("Search by name"))
        self.search_box.set_text(self.query)

    # --- the cards, and the one place cells are laid out: drawing and input both ask it ------------
    def all_cards(self) -> list[Card]:
        """Every card of the game, in the current language (read again when it changes)."""
        if self._cards is None or self._cards[0] != language():
            self._cards = (language(), cards(self.game_id))
        return self._cards[1]

    def shown(self) -> list[Card]:
        return search(self.all_cards(), self.query)

    @property
    def rows(self) -> int:
        return -(-len(self.shown()) // COLUMNS)

    @property
    def visible(self) -> int:
        return max(1, LIST.height // self.cell_height())

    def cell_rects(self) -> list[tuple[Card, pygame.Rect]]:
        """(card, rectangle) of every card on screen."""
        found = self.shown()
        width = (LIST.width - GAP * (COLUMNS - 1)) // COLUMNS
        out = []
        for row in range(self.scroll, min(self.rows, self.scroll + self.visible)):
            for col in range(COLUMNS):
                i = row * COLUMNS + col
                if i < len(found):
                    out.append((found[i], pygame.Rect(LIST.x + col * (width + GAP),
                                                      LIST.y + (row - self.scroll) * self.cell_height(), width,
                                                      self.cell_height() - GAP)))
        return out

    def cell_height(self) -> int:
        """A cell's height: at a larger text size as tall as the wordiest card needs, but never so
        tall that fewer than two rows show (a wordier card's words then take a size less, never
        below 100 %: ``card_scale``)."""
        if access.text_scale() == 1:
            return CELL_H
        key = (language(), access.text_scale())
        if getattr(self, "_cell_h", (None, 0))[0] != key:
            need = max((self._words_height(card, access.text_scale()) for card in self.all_cards()), default=0)
            self._cell_h = (key, min(LIST.height // 2, max(round(CELL_H * access.text_scale()), need + GAP)))
        return self._cell_h[1]

    def card_scale(self, card: Card) -> float:
        """The largest text scale, from the player's down to 100 %, at which ``card``'s words fit its cell."""
        room = self.cell_height() - GAP
        k = access.text_scale()
        while k > 1 and self._words_height(card, k) > room:
            k = max(1.0, round(k - 0.05, 2))
        return k

    @staticmethod
    def _words_height(card: Card, k: float) -> int:
        """The height a cell's words take whole at text scale ``k`` (as ``_draw_cell`` sets them) with
        its margins: as many lines as its room counts allow, and as tall as they are drawn (more than
        the list when the name would not fit its line)."""
        width = (LIST.width - GAP * (COLUMNS - 1)) // COLUMNS - 12 - PICTURE[0] - 16 - 14
        name_px, text_px, ruling_px, step = (round(px * k) for px in (NAME_PX, TEXT_PX, RULING_PX, TEXT_PX + 5))
        if k > 1 and theme.font(name_px, True).size(card.name)[0] > width:
            return LIST.height + 1  # the name takes one line: whole, or a size less
        lines = len(theme.wrap(card.text, width, text_px))
        ruling_text = _("Ruling: {ruling}").format(ruling=card.ruling) if card.ruling else ""
        ruling = len(theme.wrap(ruling_text, width, ruling_px)) if card.ruling else 0
        top = 10 + theme.font(name_px, True).get_linesize() + 4
        counted = max(lines + ruling, 2 * ruling) * step
        drawn = (lines * (theme.font(text_px).get_linesize() + 1) + 6
                 + ruling * (theme.font(ruling_px).get_linesize() + 1))
        return top + max(counted, drawn) + 8

    def scroll_to(self, first: int) -> None:
        self.scroll = max(0, min(first, self.rows - self.visible))

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.back:
            self.app.pop()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search_box:
            self.query = self.search_box.get_text()
            self.scroll_to(0)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and SCROLLBAR.inflate(16, 0).collidepoint(
                event.pos) and (event.type == pygame.MOUSEBUTTONDOWN or getattr(event, "buttons", (0,))[0]):
            share = (event.pos[1] - SCROLLBAR.y) / SCROLLBAR.height
            self.scroll_to(round(share * self.rows) - self.visible // 2)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if self.search_box.is_focused:
                return  # the keys are the search box's
            keys = {pygame.K_DOWN: self.scroll + 1, pygame.K_UP: self.scroll - 1,
                    pygame.K_PAGEDOWN: self.scroll + self.visible, pygame.K_PAGEUP: self.scroll - self.visible,
                    pygame.K_HOME: 0, pygame.K_END: self.rows}
            if event.key in keys:
                self.scroll_to(keys[event.key])

    # --- drawing ----------------------------------------------------------------------------------
    def picture(self, card: Card) -> pygame.Surface | None:
        key = (card.id, language())
        if key not in self._pictures:
            face = self.faces.catalogue_picture(card.picture)
            self._pictures[key] = fitted(face, PICTURE) if face is not None else None
        return self._pictures[key]

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        title = _("Cards — {game}").format(game=_(games.GAMES[self.game_id].title))
        size = theme.size_for_height(58, access.scaled(40), 40, True)
        theme.blit_text(surface, theme.fit(title, LIST.width - 460, size, True), (LIST.x, 40), size, theme.TEXT, True)
        total, found = len(self.all_cards()), len(self.shown())
        count = (ngettext("{n} card", "{n} cards", total).format(n=total) if found == total else
                 ngettext("{shown} of {n} card", "{shown} of {n} cards", total).format(shown=found, n=total))
        theme.blit_text(surface, count, (LIST.x, 98), theme.size_for_height(44, access.scaled(20), 20), theme.TEXT_DIM)
        if not found:
            theme.blit_text(surface, _("No card's name holds “{query}”").format(query=self.query.strip()),
                            (LIST.x + 20, LIST.y + 16), access.scaled(22), theme.TEXT_DIM)
        for card, rect in self.cell_rects():
            self._draw_cell(surface, card, rect)
        if self.rows > self.visible:
            pygame.draw.rect(surface, theme.PANEL, SCROLLBAR, border_radius=6)
            thumb_h = max(30, SCROLLBAR.height * self.visible // self.rows)
            top = SCROLLBAR.y + (SCROLLBAR.height - thumb_h) * self.scroll // max(1, self.rows - self.visible)
            pygame.draw.rect(surface, theme.LINE, (SCROLLBAR.x, top, SCROLLBAR.width, thumb_h), border_radius=6)

    def _draw_cell(self, surface, card: Card, rect: pygame.Rect) -> None:
        theme.panel(surface, rect, theme.PANEL, theme.LINE)
        picture = self.picture(card)
        box = pygame.Rect(rect.x + 12, rect.y + 4, *PICTURE)
        if picture is not None:
            surface.blit(picture, picture.get_rect(center=box.center))
        x = box.right + 16
        width = rect.right - 14 - x
        y = rect.y + 10
        k = self.card_scale(card)
        name_px, text_px, ruling_px, step = (round(px * k) for px in (NAME_PX, TEXT_PX, RULING_PX, TEXT_PX + 5))
        for line in theme.wrap(card.name, width, name_px, True, max_lines=1):
            y = theme.blit_text(surface, line, (x, y), name_px, theme.TEXT, True).bottom + 4
        room = (rect.bottom - 8 - y) // step
        ruling = (theme.wrap(_("Ruling: {ruling}").format(ruling=card.ruling), width, ruling_px,
                             max_lines=max(1, room // 2)) if card.ruling else [])
        for line in theme.wrap(card.text, width, text_px, max_lines=max(1, room - len(ruling))):
            y = theme.blit_text(surface, line, (x, y), text_px, theme.TEXT).bottom + 1
        y += 6
        for line in ruling:
            y = theme.blit_text(surface, line, (x, y), ruling_px, theme.TEXT_DIM).bottom + 1
