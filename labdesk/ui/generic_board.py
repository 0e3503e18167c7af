"""The generic board: makes any game playable before (or without) its own board.py.

The viewer's observation is shown as readable text, the legal actions as buttons (paged), the log
underneath; each logged event slides in as a banner. Undo, hint and pause come from BoardScene.
"""
from __future__ import annotations

import html

import pygame
import pygame_gui

from labdesk import games
from labdesk.i18n import _
from labdesk.ui import access, art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite
from labdesk.ui.table.overlay import label_box
from labdesk.ui.tween import Call, Tween

PAGE_ROWS = 9
PAGE_COLS = 2


def _label(key: str) -> str:
    return str(key).replace("_", " ").strip().capitalize()


def _scalar(value) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None:
        return "–"
    return str(value)


def observation_html(obs, names: list[str]) -> str:
    """A readable rendering of any JSON-like observation (escaped: game data is never markup)."""
    lines: list[str] = []

    def esc(x) -> str:
        return html.escape(str(x), quote=False)

    def walk(value, depth: int) -> None:
        pad = "&nbsp;" * (4 * depth)
        if isinstance(value, dict):
            for k, v in value.items():
                if isinstance(v, (dict, list)) and v and not _flat_list(v):
                    lines.append(f"{pad}<b>{esc(_label(k))}</b>")
                    walk(v, depth + 1)
                else:
                    lines.append(f"{pad}<b>{esc(_label(k))}:</b> {esc(_inline(v, names))}")
        elif isinstance(value, list):
            if len(value) == len(names) and all(isinstance(v, dict) for v in value):
                for name, v in zip(names, value):  # a per-seat list: label each entry with its seat
                    lines.append(f"{pad}<b>{esc(name)}</b>")
                    walk(v, depth + 1)
            else:
                for v in value:
                    if isinstance(v, dict):
                        lines.append(f"{pad}• " + esc(", ".join(f"{_label(k)}: {_inline(x, names)}" for k, x in v.items())))
                    else:
                        lines.append(f"{pad}• {esc(_inline(v, names))}")
        else:
            lines.append(f"{pad}{esc(_scalar(value))}")

    walk(obs if isinstance(obs, dict) else {"observation": obs}, 0)
    return "<br>".join(lines) or html.escape(_("(nothing to show)"), quote=False)


def _flat_list(v) -> bool:
    return isinstance(v, list) and all(not isinstance(x, (dict, list)) for x in v)


def _inline(value, names: list[str]) -> str:
    if isinstance(value, list):
        if not value:
            return _("none")
        if len(value) == len(names) and len(names) > 1 and all(isinstance(x, (int, float)) for x in value):
            return " · ".join(f"{n} {_scalar(x)}" for n, x in zip(names, value))
        return ", ".join(_scalar(x) if not isinstance(x, (list, dict)) else str(x) for x in value)
    if isinstance(value, dict):
        return ", ".join(f"{_label(k)}: {_scalar(v)}" for k, v in value.items()) or _("none")
    return _scalar(value)


_SOUNDS = (("shuffl", "shuffle"), ("pour", "pour"), ("explo", "explosion"), ("boom", "explosion"),
           ("card", "card"), ("draw", "card"), ("play", "card"), ("deal", "card"), ("discard", "card"))


def sound_for(event) -> str:
    name = type(event).__name__.lower()
    return next((snd for key, snd in _SOUNDS if key in name), "click")


class GenericBoard(BoardScene):
    name = "generic"
    layout_name = "generic"

    def build(self) -> None:
        lay = self.layout
        self.title = _(games.GAMES[self.match.game_id].title)
        self.obs_box: pygame_gui.elements.UITextBox | None = None
        self._obs_html = None
        self.page = 0
        self.action_buttons: list[tuple[pygame_gui.elements.UIButton, object]] = []
        self._actions_key = None
        area = lay.rect("actions")
        self.btn_prev = pygame_gui.elements.UIButton(pygame.Rect(area.x + 16, area.bottom - 56, 130, 42), _("Previous"),
                                                     manager=self.app.manager, container=self.ui)
        self.btn_next = pygame_gui.elements.UIButton(pygame.Rect(area.right - 146, area.bottom - 56, 130, 42), _("Next"),
                                                     manager=self.app.manager, container=self.ui)
        self._background = self._render_background()

    def _render_background(self) -> pygame.Surface:
        lay = self.layout
        surf = pygame.Surface(self.app.size)
        surf.fill(theme.BG)
        theme.panel(surf, lay.rect("observation"), theme.BG_DARK)
        theme.panel(surf, lay.rect("actions"))
        return art.fast(surf)

    # --- view = observation --------------------------------------------------------------------------
    def sync(self) -> None:
        html_text = observation_html(self.obs, self.names)
        if html_text != self._obs_html:
            self._obs_html = html_text
            if self.obs_box is not None:
                self.obs_box.kill()
            rect = self.layout.rect("observation").inflate(-8, -8)
            rect.y += 28
            rect.height -= 28
            self.obs_box = pygame_gui.elements.UITextBox(html_text, rect, manager=self.app.manager, container=self.ui)
        self._rebuild_actions()

    def _rebuild_actions(self, force: bool = False) -> None:
        actions = self.match.legal_actions() if self.can_act() else []
        key = (tuple(str(a) for a in actions), self.page)
        if key == self._actions_key and not force:
            return
        if self._actions_key is None or key[0] != self._actions_key[0]:
            self.page = 0
            key = (key[0], 0)
        self._actions_key = key
        for btn, _action in self.action_buttons:
            btn.kill()
        self.action_buttons = []
        area = self.layout.rect("actions")
        per_page = PAGE_ROWS * PAGE_COLS
        pages = max(1, -(-len(actions) // per_page))
        self.page = min(self.page, pages - 1)
        col_w = (area.width - 48) // PAGE_COLS
        shown = actions[self.page * per_page:(self.page + 1) * per_page]
        for i, action in enumerate(shown):
            col, row = divmod(i, PAGE_ROWS)
            rect = pygame.Rect(area.x + 16 + col * (col_w + 16), area.y + 48 + row * 56, col_w, 46)
            label = self.action_label(action)
            btn = pygame_gui.elements.UIButton(
                rect, theme.fit(label, col_w - 24, 18), manager=self.app.manager, container=self.ui,
                object_id=pygame_gui.core.ObjectID(class_id="@action_button"),
                tool_tip_text=label if theme.font(18).size(label)[0] > col_w - 24 else None)
            self.action_buttons.append((btn, action))
        self.pages = pages
        for btn, show in ((self.btn_prev, pages > 1), (self.btn_next, pages > 1)):
            btn.show() if show else btn.hide()
        self.btn_prev.enable() if self.page > 0 else self.btn_prev.disable()
        self.btn_next.enable() if self.page < pages - 1 else self.btn_next.disable()

    def on_uncover(self) -> None:
        super().on_uncover()
        self._rebuild_actions(force=True)  # show() un-hid the pager; put the page back as it was

    # --- animation -------------------------------------------------------------------------------------
    def animate(self, event, actor):
        line = event.describe(self.names)
        if not line:
            return None
        return [Call(lambda: self.app.sound.play(sound_for(event)))] + self._slide_in(line, 0.55)

    def _slide_in(self, line: str, hold: float) -> list[Tween]:
        """The event's line slides up into the banner spot, holds and fades (an overlay piece)."""
        end = self.layout.point("banner")
        banner = CardSprite(label_box(theme.fit(line, 720, 20), 20, edge=theme.ACCENT, fill=(20, 26, 34, 235),
                                      bold=False), pos=(end[0], end[1] + 60))
        banner.alpha = 0.0
        return [self.overlay.show(banner),
                Tween(banner, 0.25, pos=(float(end[0]), float(end[1])), alpha=255.0, ease="easeOutCubic"),
                Tween(banner, 0.25, delay=hold, alpha=0.0, ease="easeInQuad")]

    def demo_animation(self):
        return self._slide_in(_("A sample event slides in"), 0.3)

    # --- input -----------------------------------------------------------------------------------------
    def board_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.btn_prev and self.page > 0:
            self.page -= 1
            self._rebuild_actions(force=True)
        elif event.ui_element is self.btn_next and self.page < self.pages - 1:
            self.page += 1
            self._rebuild_actions(force=True)
        else:
            for btn, action in self.action_buttons:
                if event.ui_element is btn:
                    self.submit(action)
                    return

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.anims.busy:
            self._rebuild_actions()  # the turn may have come back to the viewer

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_board(self, surface) -> None:
        lay = self.layout
        surface.blit(self._background, (0, 0))
        seat = self.match.current_seat()
        if seat is None:
            heading = _("{game} — game over").format(game=self.title)
        else:
            heading = _("{game} — {name} to play").format(game=self.title, name=self.seat_label(seat))
        size = theme.size_to_fit(heading, lay.rect("title").width, access.scaled(26), 26, True)
        theme.blit_text(surface, theme.fit(heading, lay.rect("title").width, size, True),
                        lay.rect("title").midleft, size, theme.TEXT, True, "midleft")
        obs_rect = lay.rect("observation")
        who = _("Public view") if self.viewer is None else _("What {name} sees").format(name=self.names[self.viewer])
        theme.blit_text(surface, who, (obs_rect.x + 14, obs_rect.y + 8), access.scaled(18), theme.TEXT_DIM, True)
        area = lay.rect("actions")
        if self.can_act():
            head = _("Your move, {name}").format(name=self.names[self.viewer])
            if getattr(self, "pages", 1) > 1:
                head = _("Your move, {name}   (page {page} of {pages})").format(
                    name=self.names[self.viewer], page=self.page + 1, pages=self.pages)
            theme.blit_text(surface, head, (area.x + 16, area.y + 12), access.scaled(20), theme.ACCENT, True)
        elif seat is not None:
            theme.blit_text(surface, _("Waiting for {name}…").format(name=self.names[seat]), (area.x + 16, area.y + 12),
                            access.scaled(20), theme.TEXT_DIM, True)
        if self.hint_action is not None:
            for btn, action in self.action_buttons:
                if action == self.hint_action:
                    pygame.draw.rect(surface, theme.WARN, btn.rect.inflate(8, 8), 3, border_radius=10)
