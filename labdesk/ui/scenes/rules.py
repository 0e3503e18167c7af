"""Rules reference: a list of the games, and the chosen game's rules page (scrollable), in the app's
language: ``rules.<lang>.md`` beside the game's ``rules.md`` when there is one (a long document is one
file per language, see docs/i18n.md), else the English page."""
from __future__ import annotations

import atexit
import html
import shutil
import tempfile
import weakref
from pathlib import Path
from typing import Callable

import pygame
import pygame_gui

from labdesk import games
from labdesk.i18n import SOURCE_LANGUAGE, _, language
from labdesk.resources import package_text
from labdesk.ui import access, theme
from labdesk.ui.gui import preload_sizes
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import SCROLL_KEYS, WHEEL_PX, button, layout, pressed, scroll_page
from labdesk.ui.table import diagram


H1_PX, H2_PX, BODY_PX = 30, 23, 19  # BODY_PX is the theme's text box size; pygame_gui preloads these (gui.py)


def markdown_to_html(text: str, scale: float = 1.0, picture: Callable[[str], str | None] | None = None) -> str:
    """The small markdown subset of rules pages (# headings, - bullets, **bold**, and a picture line
    ``![caption](picture-id)``) as pygame_gui's HTML subset, its text ``scale`` times the house sizes.
    ``picture(id)`` names the image file of a picture (None: the caption alone is shown). Everything
    else is escaped, so a page can never inject markup."""
    h1, h2, body = (round(px * scale) for px in (H1_PX, H2_PX, BODY_PX))
    out: list[str] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line:
            if out and out[-1] != "":
                out.append("")  # one blank line, however many the page has
            continue
        shown = diagram.PICTURE_LINE.match(line)
        if shown:
            src = picture(shown.group("id")) if picture else None
            if src:  # floated, so the caption sits under it (an inline picture's line leaves a quarter of its height free)
                out.append(f'<img src="{html.escape(src)}" float=left padding="8px 0px 4px 0px">')
            out.append(f"<font color=#a0acba><i>{_inline(shown.group('caption'))}</i></font>")
        elif line.startswith("## "):
            if out and out[-1] != "":
                out.append("")
            out.append(f"<font pixel_size={h2}><b>{_inline(line[3:])}</b></font>")
        elif line.startswith("# "):
            out.append(f"<font pixel_size={h1}><b>{_inline(line[2:])}</b></font>")
        elif line.lstrip().startswith(("- ", "* ")):
            indent = "&nbsp;" * (2 + len(line) - len(line.lstrip()))
            out.append(f"{indent}• {_inline(line.lstrip()[2:])}")
        else:
            out.append(_inline(line))
    page = "<br>".join(out)
    return page if body == BODY_PX else f"<font pixel_size={body}>{page}</font>"


# symbols rules pages like to use that the bundled NotoSans lacks (they showed as empty boxes)
GLYPH_FALLBACKS = {"→": "->", "←": "<-", "↔": "<->", "⇒": "=>", "★": "*", "☆": "*"}


def _inline(text: str) -> str:
    text = "".join(GLYPH_FALLBACKS.get(ch, ch) for ch in text)
    parts = html.escape(text, quote=False).split("**")
    return "".join(f"<b>{p}</b>" if i % 2 else p for i, p in enumerate(parts))


def rules_page(game_id: str, lang: str) -> str:
    """The rules page of a game in ``lang``; the English page when it has none in that language."""
    if lang != SOURCE_LANGUAGE:
        page = package_text(f"labdesk/games/{games.package(game_id)}/rules.{lang}.md")
        if page:
            return page
    return games.rules_text(game_id)


def keys_paragraph(lang: str) -> str:
    """The keyboard controls, one paragraph every rules page ends with (``labdesk/games/keys.<lang>.md``,
    else the English ``keys.md``)."""
    return ((lang != SOURCE_LANGUAGE and package_text(f"labdesk/games/keys.{lang}.md"))
            or package_text("labdesk/games/keys.md") or "")


def shown_page(game_id: str, lang: str) -> str:
    """What the Rules screen shows: the game's page, then the keys."""
    return rules_page(game_id, lang).rstrip() + "\n\n" + keys_paragraph(lang)


PICTURE_MARGIN = 50  # a long page's line is this much narrower than its box (scroll bar, padding): a picture fills it
_picture_folder: Path | None = None


def picture_file(game_id: str, picture_id: str, width: int) -> str | None:
    """A rules picture drawn now (in the current language and text size) as an image file the page
    can show; None when the game has no such picture. pygame_gui reads pictures only from files,
    so they go to a folder of this run's own, removed when the app exits. ``width`` is the page's
    whole line: nothing fits beside the picture, and a wider one would never lay out (pygame_gui
    loops looking for a line it fits on)."""
    global _picture_folder
    surface = diagram.draw_picture(game_id, picture_id, width)
    if surface is None:
        return None
    if _picture_folder is None:
        _picture_folder = Path(tempfile.mkdtemp(prefix="labdesk-rules-"))
        atexit.register(shutil.rmtree, _picture_folder, True)
    path = _picture_folder / f"{game_id}-{picture_id}-{language()}-{round(access.text_scale() * 100)}-{width}.png"
    pygame.image.save(surface, str(path))
    return str(path)


_PAGE_CACHES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _page_cache(app) -> tuple[pygame_gui.core.UIContainer, dict[tuple, dict[str, pygame_gui.elements.UITextBox]]]:
    """The app's built rules pages ((language, text size) -> game id -> text box) and their container."""
    if app not in _PAGE_CACHES:
        container = pygame_gui.core.UIContainer(pygame.Rect((0, 0), app.size), manager=app.manager)
        _PAGE_CACHES[app] = (container, {})
    return _PAGE_CACHES[app]


def forget_pages(app) -> None:
    """Drop every built page: the language is changing, and pygame_gui lays every live text box out
    again for a new locale (a second or more for an evening's pages, hidden or not). A page is built
    again when it is next shown."""
    _container, languages = _page_cache(app)
    for pages in languages.values():
        for page in pages.values():
            page.hide()
            page.kill()
        pages.clear()
    languages.clear()


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        lay = layout("rules")
        self.lay = lay
        self.game_id = game_id if game_id in games.GAMES else next(iter(games.GAMES))
        self.make_widgets()
        # Laying out a page takes pygame_gui 0.1-0.3 s (the Lab Wars page, parsed twice: once to find
        # it overflows, once narrower beside its scroll bar), seconds on a busy machine; nothing is
        # laid out per frame or per window resize. So each page is built at most once per app run,
        # kept (hidden) for every later Rules screen, and a page not built yet is built after one
        # frame saying so, or the click that opened it seemed to do nothing.
        self.container, self._languages = _page_cache(app)
        self.pages = self._languages.setdefault(self._edition(), {})  # game id -> page, in this language
        self.opening: str | None = None
        self._waited = 0  # updates since a page started opening: it is built on the second one
        self.show(self.game_id)

    def make_widgets(self) -> None:
        area = self.lay.rect("list")
        self.tabs = {}
        for i, (gid, info) in enumerate(games.GAMES.items()):
            rect = pygame.Rect(area.x, area.y + i * 66, area.width, 54)
            self.tabs[gid] = button(self, rect, theme.fit(_(info.title), area.width - 24, 20), tip=_(info.pitch))
        self.back = button(self, self.lay.rect("back"), _("Back"), "@primary_button")
        self.fair = button(self, self.lay.rect("fair"), _("Is it fair?"),
                           tip=_("How even the seats and strategies are, measured by self-play"))
        self.cards = button(self, self.lay.rect("cards"), _("Cards"),
                            tip=_("Every card of the game: its picture, text and ruling"))

    def retranslate(self) -> None:
        self._show_page(None)
        super().retranslate()
        self.pages = self._languages.setdefault(self._edition(), {})
        self.show(self.game_id)  # the page in the new language or text size (built once, like every page)

    @staticmethod
    def _edition() -> tuple[str, float]:
        """What a built page depends on: the language and the text size."""
        return language(), access.text_scale()

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        for gid, tab in self.tabs.items():
            tab.select() if gid == game_id else tab.unselect()
        self.opening = None if game_id in self.pages else game_id
        self._waited = 0
        self._show_page(game_id)

    def _show_page(self, game_id: str | None) -> None:
        for gid, page in self.pages.items():
            page.show() if gid == game_id else page.hide()

    def _build(self, game_id: str) -> None:
        preload_sizes(self.app.manager, {round(px * access.text_scale()) for px in (BODY_PX, H2_PX, H1_PX)},
                      ("regular", "bold", "italic"))
        width = self.lay.rect("text").width - PICTURE_MARGIN
        page = pygame_gui.elements.UITextBox(
            markdown_to_html(shown_page(game_id, language()), access.text_scale(),
                             lambda picture_id: picture_file(game_id, picture_id, width)), self.lay.rect("text"),
            manager=self.app.manager,
            container=self.container)
        if getattr(page, "scroll_bar", None) is not None:
            page.scroll_bar.scroll_wheel_speed = WHEEL_PX
        self.pages[game_id] = page
        self.show(game_id)

    def busy(self) -> bool:
        return self.opening is not None  # its page is being laid out

    def update(self, dt: float) -> None:
        # the app draws between the first and the second update: the "Opening" frame shows first
        if self.opening is not None:
            self._waited += 1
            if self._waited >= 2:
                self._build(self.opening)

    def on_uncover(self) -> None:
        super().on_uncover()
        self.show(self.game_id)

    def on_cover(self) -> None:
        super().on_cover()
        self._show_page(None)

    def on_exit(self) -> None:
        self._show_page(None)  # the pages stay built for the next Rules screen
        super().on_exit()

    def focus_key(self, event) -> bool:
        """Up / Down, PageUp / PageDown, Home / End scroll the page; Tab and Left / Right move the
        ring between the games, Back and "Is it fair?"."""
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(event.key)
            return True
        return super().focus_key(event)

    def scroll(self, key: int) -> None:
        """Scroll the shown page by a wheel notch, a page or to an end (``SCROLL_KEYS``)."""
        scroll_page(self.pages.get(self.game_id), key)

    def handle_event(self, event) -> None:
        which = pressed(event)
        for gid, tab in self.tabs.items():
            if which is tab:
                self.show(gid)
                return
        if which is self.cards:
            from labdesk.ui.scenes.catalogue import CatalogueScene

            self.app.push(CatalogueScene(self.app, self.game_id))
            return
        if which is self.fair:
            from labdesk.ui.scenes.fairness import FairnessScene

            self.app.push(FairnessScene(self.app, self.game_id))
            return
        if which is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        if self.opening is not None:
            theme.blit_text(surface, _("Opening the rules…"), self.lay.rect("text").center, access.scaled(22),
                            theme.TEXT_DIM, anchor="center")
        title = _("Rules — {game}").format(game=_(games.GAMES[self.game_id].title))
        box = self.lay.rect("title")
        size = min(theme.size_to_fit(title, box.width, access.scaled(36), 36, True),
                   theme.size_for_height(box.height + 8, access.scaled(36), 36, True))
        theme.blit_text(surface, theme.fit(title, box.width, size, True), box.midleft, size, theme.TEXT, True,
                        "midleft")
