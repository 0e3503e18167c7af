"""About labdesk (from the menu): the version, the licence and the credits on the left, and on the
right, scrolled, the notices of the third-party software the program carries
(``labdesk/third_party_notices.md``, the file that ships with it). Back or Esc closes it; the arrows,
PageUp / PageDown and Home / End scroll the page the ring is on (the notices when it is on Back).

The notices are legal text and stay in English in every language; the screen says so in the
reader's language."""
from __future__ import annotations

import pygame
import pygame_gui

from labdesk import __version__
from labdesk.i18n import _
from labdesk.resources import package_text
from labdesk.ui import access, theme
from labdesk.ui.gui import preload_sizes
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import SCROLL_KEYS, WHEEL_PX, button, layout, pressed, scroll_page
from labdesk.ui.scenes.rules import BODY_PX, H1_PX, H2_PX, markdown_to_html

NOTICES = "labdesk/third_party_notices.md"
YEAR = 2026
SUMMARY_WIDER = 100  # px taken from the notices for the left column


def notices_text() -> str:
    """The third-party notices as shipped; a line saying they are missing if the file is gone."""
    return unwrap(package_text(NOTICES) or _("The third-party notices are missing from this copy of labdesk."))


def unwrap(text: str) -> str:
    """Markdown's wrapped lines joined into one line per paragraph, heading or bullet, so the text box
    wraps them at its own width."""
    lines: list[str] = []
    for line in text.splitlines():
        words = line.strip()
        starts_block = not words or words.startswith(("#", "- ", "* "))
        if not starts_block and lines and lines[-1].strip() and not lines[-1].startswith("#"):
            lines[-1] += " " + words
        else:
            lines.append(line.rstrip())
    return "\n".join(lines)


def about_page() -> str:
    """The left column in the current language, in the rules pages' markdown."""
    return "\n\n".join([
        "# " + _("labdesk {version}").format(version=__version__),
        "## " + _("Licence"),
        _("© {year} the labdesk authors. Free software under the MIT licence.").format(year=YEAR),
        "## " + _("Credits"),
        _("The games' adaptations, card texts, illustrations, sounds and icon were made for this project."),
        _("Text is set in Noto Sans by the Noto Project Authors (SIL Open Font License)."),
        _("Made with Python, pygame-ce, SDL and pygame_gui."),
        "## " + _("Third-party software"),
        _("The licences of the software the program carries are legal texts: they are shown on the right "
          "in English, as their authors wrote them."),
    ])


class AboutScene(Scene):
    name = "about"

    def __init__(self, app):
        super().__init__(app)
        self.lay = layout("rules")  # the rules screen's frame: a column, a page, Back
        self.make_widgets()

    def make_widgets(self) -> None:
        self.back = button(self, self.lay.rect("back"), _("Back"), "@primary_button")
        scale = access.text_scale()
        preload_sizes(self.app.manager, {round(px * scale) for px in (BODY_PX, H2_PX, H1_PX)}, ("regular", "bold", "italic"))
        # two text boxes, so either scrolls when the text size or the language makes it long
        summary, notices = self.lay.rect("list"), self.lay.rect("text")
        summary.width += SUMMARY_WIDER  # wider than the rules' list of games: the column is prose
        notices.x += SUMMARY_WIDER
        notices.width -= SUMMARY_WIDER
        self.summary = self._page(about_page(), summary, scale)
        self.notices = self._page(notices_text(), notices, scale)

    def _page(self, markdown: str, rect: pygame.Rect, scale: float) -> pygame_gui.elements.UITextBox:
        page = pygame_gui.elements.UITextBox(markdown_to_html(markdown, scale), rect, manager=self.app.manager,
                                             container=self.ui)
        if getattr(page, "scroll_bar", None) is not None:
            page.scroll_bar.scroll_wheel_speed = WHEEL_PX
        return page

    def focus_areas(self) -> list[tuple[object, pygame.Rect]]:
        """The two pages, so the ring can stand on the one to scroll."""
        return [("summary", self.summary.rect), ("notices", self.notices.rect)]

    def focus_key(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            on_summary = self.focus.visible and self.focus.key == ("area", "summary")
            scroll_page(self.summary if on_summary else self.notices, event.key)
            return True
        return super().focus_key(event)

    def handle_event(self, event) -> None:
        if pressed(event) is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        title = self.lay.rect("title")
        size = theme.size_to_fit(_("About labdesk"), title.width, access.scaled(36), 36, True)
        theme.blit_text(surface, theme.fit(_("About labdesk"), title.width, size, True), title.midleft, size,
                        theme.TEXT, True, "midleft")
