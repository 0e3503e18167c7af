"""The Lab Wars board.

Top: the round banner and the other players' labs at a glance (research points, impact, characters
used or not, hand and action-card counts, lab items as small cards, sideways when used, piles of the
same item shown as one card with "×n"). Middle: the three impact piles with their top card (cost coin,
impact shield), the lab item and action decks, and the stage: this round's characters in turn order
from the genius card, face down until the simultaneous reveal, with the sabotage arrows between
them. Bottom: the viewer's lab, hand, characters and action cards, the prompt and its buttons; the
third-person log on the right. Every card enlarges under the pointer so its text can be read.

Input (only when the viewer may act): click a glowing card. Hand item: buy it (or put it back when the
hand is over its limit); lab item: experiment or spend data (a card with several uses opens a small
menu); impact pile: buy its top card; action card: play it (a menu asks for the target); character:
pick it; a red character on the stage: sabotage that player. "Eureka! End turn" and "Let it pass" are
buttons. A click the rules refuse shows their reason and changes nothing.

The board never changes the state: it draws ``self.obs`` and turns events into short animations with
temporary sprites (``self.flying``); ``sync()`` puts the view back to the truth afterwards. In hot
seat, other seats' picks are only what the observation shows (face down) until the reveal.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from labdesk.games.lab_wars import faces, panels, words
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.faces import DECK, IMPACT, ITEM, MINI, STAGE, ZOOM
from labdesk.games.lab_wars.rules import (
    ActionPlayed, ActionsShuffled, BuyImpact, BuyItem, CharacterChosen, CharactersRecalled, CharactersRevealed,
    ChooseTarget, CostRaised, DataSpent, DiscardItem, EffectDelayed, Experiment, ExperimentDone, Gained,
    GameEnded, ImpactBought, ItemBought, ItemDisabled, ItemDiscarded, ItemsLost, ItemsReadied, ItemTaken,
    PaperTaken, PickCharacter, PlayAction, React, ResearchCollected, RoundStarted, RPTaken, Sabotaged,
    SpendData, TurnEnded, TurnStarted,
)
from labdesk.ui import art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, SpriteDrag, draw_sprites, dragging
from labdesk.ui.tween import AnimationQueue, Call, Tween, Wait


def banner_surface(string: str, size: int, colour=theme.TEXT, edge=theme.ACCENT) -> pygame.Surface:
    """A popped label's box (rendered once per label: its text is a message, not a face to cache)."""
    label = theme.text(string, size, colour, bold=True)
    box = pygame.Surface((label.get_width() + 40, label.get_height() + 16), pygame.SRCALPHA)
    pygame.draw.rect(box, (*theme.BG_DARK, 235), box.get_rect(), border_radius=12)
    pygame.draw.rect(box, edge, box.get_rect(), 3, border_radius=12)
    box.blit(label, label.get_rect(center=box.get_rect().center))
    return art.fast(box)


def arrow_points(start, end, bend: float, steps: int = 24) -> list[tuple[float, float]]:
    """A curved arrow's path (a quadratic curve bulging ``bend`` pixels to the left of start->end)."""
    (x0, y0), (x1, y1) = start, end
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    cx, cy = mx - dy / length * bend, my + dx / length * bend
    pts = []
    for i in range(steps + 1):
        t = i / steps
        pts.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1))
    return pts


class Arrow:
    """A sabotage arrow from one stage card to another; ``progress`` (0..1) grows it, ``alpha`` fades it."""

    def __init__(self, start, end, bend=-60.0, colour=(220, 70, 64), label: str = ""):
        self.start, self.end, self.bend = start, end, bend
        self.colour = colour
        self.label = label
        self.progress = 0.0
        self.alpha = 255.0

    def draw(self, surface) -> None:
        if self.progress <= 0 or self.alpha <= 0:
            return
        pts = arrow_points(self.start, self.end, self.bend)
        n = max(2, round(len(pts) * self.progress))
        shown = pts[:n]
        colour = self.colour if self.alpha >= 255 else tuple(
            round(c * self.alpha / 255 + b * (1 - self.alpha / 255)) for c, b in zip(self.colour, theme.PANEL))
        pygame.draw.lines(surface, theme.BG_DARK, False, shown, 9)
        pygame.draw.lines(surface, colour, False, shown, 5)
        (ax, ay), (bx, by) = shown[-2], shown[-1]
        angle = math.atan2(by - ay, bx - ax)
        head = [(bx + 4 * math.cos(angle), by + 4 * math.sin(angle)),
                (bx - 18 * math.cos(angle - 0.5), by - 18 * math.sin(angle - 0.5)),
                (bx - 18 * math.cos(angle + 0.5), by - 18 * math.sin(angle + 0.5))]
        pygame.draw.polygon(surface, colour, head)
        pygame.draw.polygon(surface, theme.BG_DARK, head, 2)
        if self.progress >= 1 and self.label:
            mid = pts[len(pts) // 2]
            ic = faces.icon("sabotage", 13)
            surface.blit(ic, ic.get_rect(center=mid))


class Floating:
    """A picture drawn over the table during an animation (a coin, a data token, a label)."""

    def __init__(self, surface: pygame.Surface, pos):
        self.surface = surface
        self.pos = (float(pos[0]), float(pos[1]))
        self.alpha = 255.0
        self.scale = 1.0
        self.visible = True

    def draw(self, target) -> None:
        if not self.visible or self.alpha <= 0:
            return
        img = self.surface
        if self.scale != 1.0:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, round(w * self.scale)), max(1, round(h * self.scale))))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(int(self.alpha))
        target.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


def key_matches(action_key: tuple | None, sprite_key: tuple) -> bool:
    """An action is about a card when its key is the start of the card's key (kind, identity, ...)."""
    return action_key is not None and tuple(sprite_key[:len(action_key)]) == tuple(action_key)


PROMPT_LINES = 2
HOVER_DELAY = 0.18  # seconds over a card before its enlargement shows
DRAG_THRESHOLD = 8  # pixels a pressed card must move before it is dragged (less: a click)


class SkippableQueue(AnimationQueue):
    """The animation queue, telling the board when a click skipped it (the labels beside the queue
    are finished too)."""

    def __init__(self, speed: float, on_skip):
        super().__init__(speed)
        self.on_skip = on_skip

    def skip(self) -> None:
        super().skip()
        self.on_skip()


class Board(BoardScene):
    name = "lab-wars"
    layout_name = "lab-wars"

    # ======================= construction ==========================================================
    def build(self) -> None:
        lay = self.layout
        self.content = content()
        self.rects = {name: lay.rect(name) for name in (
            "banner", "opponents", "piles", "decks", "stage", "me_info", "me_lab", "me_hand", "me_chars",
            "me_actions", "prompt", "log")}
        self.centre = lay.point("centre")
        primary = pygame_gui.core.ObjectID(class_id="@primary_button")
        self.btn_main = pygame_gui.elements.UIButton(lay.rect("btn_main"), "Eureka! End turn", manager=self.app.manager,
                                                     container=self.ui, object_id=primary)
        self.btn_alt = pygame_gui.elements.UIButton(lay.rect("btn_alt"), "Pass", manager=self.app.manager,
                                                    container=self.ui)
        self.btn_main.hide()
        self.btn_alt.hide()
        self.main_action = None
        self.alt_action = None
        self.menu: list[tuple[pygame_gui.elements.UIButton, object]] = []  # a card's choice of actions
        self.sprites: list[CardSprite] = []
        self.flying: list = []       # temporary sprites and pictures of animations
        self.arrows: list[Arrow] = []
        self.zoomables: list[tuple[pygame.Rect, tuple]] = []  # table-drawn cards that enlarge on hover
        self.hovered: tuple | None = None
        self.hover_time = 0.0
        self.mouse = (-1, -1)
        self.decor: list[tuple[Floating, list[Tween]]] = []  # labels fading on their own (see _pop)
        self.anims = SkippableQueue(self.anims.speed, self.decor.clear)
        self.drag: SpriteDrag | None = None  # a hand item or action card pressed or being dragged
        # a new game opens with its first round's start ("Round 1", the genius card to its holder)
        self.opening = list(self.obs["opening"])
        self.titles = tuple(words.seat_title(name, seat.kind, seat.level)
                            for name, seat in zip(self.names, self.match.seats))
        self.picture = pygame.Surface(self.app.size).convert()  # the background and the painted table
        self.background = self._background()
        self._live = None

    def _background(self) -> pygame.Surface:
        bg = pygame.Surface(self.app.size).convert()
        bg.fill(theme.BG)
        r = self.rects
        for name in ("piles", "decks", "stage"):
            theme.panel(bg, r[name], theme.PANEL)
        me = pygame.Rect(r["me_info"].x, r["me_info"].y, r["me_info"].width, r["me_hand"].bottom - r["me_info"].y)
        theme.panel(bg, me.inflate(8, 6), theme.PANEL)
        for name, title in (("piles", "Impact piles"), ("decks", "Decks"), ("stage", "Characters")):
            theme.blit_text(bg, title, (r[name].x + 12, r[name].y + 6), 16, theme.TEXT_DIM, bold=True)
        for name, title in (("me_lab", "Your lab"), ("me_hand", "Hand"), ("me_chars", "Characters"),
                            ("me_actions", "Action cards")):
            theme.blit_text(bg, title, (r[name].x + 8, r[name].y), 16, theme.TEXT_DIM, bold=True)
        self.draw_log_panel(bg, r["log"])
        return bg

    @property
    def table(self) -> panels.Table:
        """Where everything lies for the latest observation (sprites, painting, hover, animations)."""
        return panels.Table(self.rects, self.obs, self.me, self.viewer, tuple(self.names), self.titles)

    def spot(self, seat: int, what: str) -> tuple[int, int]:
        return self.table.seat_spot(seat, what)

    def zoom_face(self, key: tuple) -> pygame.Surface | None:
        """The big readable face of whatever ``key`` names (hand/lab item, character, action, impact)."""
        kind = key[0]
        if kind in ("hand", "lab", "opp-lab"):
            return faces.item(key[1], ZOOM)
        if kind == "char" and key[1] in self.content.characters:
            return faces.character(key[1], ZOOM)
        if kind == "stage" and key[2] in self.content.characters:
            return faces.character(key[2], ZOOM)
        if kind == "action":
            return faces.action(key[1], ZOOM)
        if kind == "pile":
            return faces.impact(key[2], (ZOOM[0] - 40, round((ZOOM[0] - 40) * IMPACT[1] / IMPACT[0])))
        return None

    # ======================= sync: the view from the observation ===================================
    def sync(self) -> None:
        self.flying.clear()
        self.drag = None
        self.arrows = self.round_arrows()
        self._close_menu()
        table = self.table
        # the hand as piles too: items of one type on one card with "×n" (a big hand stays readable)
        self.hand_sprites = [CardSprite(faces.item_pile(t, n), faces.item_back(), pos=pos, key=("hand", t, n),
                                        hoverable=True) for t, n, pos in table.my_hand()]
        self.lab_sprites = []
        for pile, pos in table.my_lab():
            s = CardSprite(faces.item_pile(pile.item, len(pile.cards)), faces.item_back(), pos=pos,
                           key=("lab", pile.item, pile.cards[0], len(pile.cards)), hoverable=True)
            s.angle = 0.0 if pile.ready else -90.0
            s.cards = pile.cards
            self.lab_sprites.append(s)
        used, picked = table.seat(self.me)["used"], table.pick(self.me)
        self.char_sprites = []
        for cid, pos in table.my_characters():
            s = CardSprite(faces.character(cid), faces.character_back(), pos=pos, key=("char", cid), hoverable=True)
            if cid in used and cid != picked:
                s.alpha = 110.0  # set aside: dimmed, and labelled "used" under it
            self.char_sprites.append(s)
        self.action_sprites = [CardSprite(faces.action(t), faces.action_back(), pos=pos, key=("action", t, i),
                                          hoverable=True) for i, (t, pos) in enumerate(table.my_actions())]
        self.pile_sprites = []
        for pile in faces.IMPACT_STYLE:
            top = self.obs["piles"][pile]["top"]
            if top is not None:
                self.pile_sprites.append(CardSprite(faces.impact(top["id"]), pos=table.pile_slot(pile),
                                                    key=("pile", pile, top["id"]), hoverable=True))
        self.stage_sprites = []
        for seat in table.stage_order():
            cid = table.pick(seat)
            if cid is None:
                continue
            known = cid in self.content.characters
            face = faces.character(cid, STAGE) if known else faces.character_back(STAGE)
            self.stage_sprites.append(CardSprite(face, faces.character_back(STAGE), pos=table.stage_slot(seat),
                                                 key=("stage", seat, cid), hoverable=known))
        self.sprites = (self.pile_sprites + self.stage_sprites + self.lab_sprites + self.char_sprites
                        + self.action_sprites + self.hand_sprites)
        self._live = None
        self.zoomables = table.zoom_regions()
        self._mark_playable()
        self._update_buttons()
        self.picture.blit(self.background, (0, 0))
        panels.paint(self.picture, table)

    # ======================= what can be clicked ====================================================
    def free_actions(self) -> list:
        """Legal actions that belong to no card (end turn, pass): the prompt's buttons."""
        return [a for a in self.legal_actions() if self.action_key(a) is None]

    def _update_buttons(self) -> None:
        free = self.free_actions() if not self.anims.busy else []
        free.sort(key=words.button_rank)
        self.main_action = free[0] if free else None
        self.alt_action = free[1] if len(free) > 1 else None
        for button, action in ((self.btn_main, self.main_action), (self.btn_alt, self.alt_action)):
            if action is None:
                button.hide()
            else:
                button.set_text(words.BUTTONS.get(type(action)) or theme.fit(self.action_label(action), 180, 20))
                button.show()

    def play_events(self, events, actor) -> None:
        # A run of gains (the bonus phase: every seat's character and items at once) plays as one
        # step; everything else one event after another.
        step: list[Tween] = []
        for i, event in enumerate(events):
            tweens = self.animate(event, actor)
            if isinstance(tweens, Tween):
                tweens = [tweens]
            if isinstance(event, (Gained, EffectDelayed)):
                step += tweens or []
                if i + 1 < len(events) and isinstance(events[i + 1], (Gained, EffectDelayed)):
                    continue
                tweens, step = step, []
            self.anims.add(tweens)
        self._stale = True
        self._close_menu()
        self._update_buttons()  # no buttons while the move animates (clicks are ignored anyway)

    def on_uncover(self) -> None:
        super().on_uncover()
        self._update_buttons()  # showing the container showed every button: hide the idle ones

    # --- the choice menu: a card that allows several actions -----------------------------------------
    def _open_menu(self, actions: list, near: pygame.Rect) -> None:
        self._close_menu()
        labels = [words.menu_label(a, self.content, self.names, self.obs) for a in actions]
        width = min(max(260, max(theme.font(18).size(label)[0] for label in labels) + 30), 720)
        height = 40
        x = min(max(10, near.centerx - width // 2), self.app.size[0] - width - 10)
        y = near.y - 8 - height * len(actions)
        if y < 70:
            y = near.bottom + 8
        cls = pygame_gui.core.ObjectID(class_id="@action_button")
        for i, (action, label) in enumerate(zip(actions, labels)):
            rect = pygame.Rect(x, y + i * height, width, height - 4)
            button = pygame_gui.elements.UIButton(rect, theme.fit(label, width - 24, 18),
                                                  manager=self.app.manager, container=self.ui, object_id=cls)
            self.menu.append((button, action))

    def _close_menu(self) -> None:
        for button, _ in self.menu:
            button.kill()
        self.menu = []

    # ======================= drawing ===============================================================
    def draw_board(self, surface: pygame.Surface) -> None:
        surface.blit(self.picture, (0, 0))
        self._draw_live(surface)
        if self.can_act():  # what may be used now glows (outside the card: its own frame stays)
            for s in self.sprites:
                if getattr(s, "playable", None) and s.visible:
                    pygame.draw.rect(surface, s.playable, s.image().get_rect(center=s.pos).inflate(10, 10), 3,
                                     border_radius=12)
        dragged = self.drag.sprite if dragging(self.drag) else None
        draw_sprites(surface, [s for s in self.sprites if s is not dragged])
        extra = self.table.seat(self.me).get("cost_up", 0) if self.viewer is not None else 0
        if extra:  # sabotaged: the hand's prices are higher this round, on each card
            tag = faces.cost_tag(extra)
            for s in self.hand_sprites:
                if s.visible and s is not dragged:
                    surface.blit(tag, tag.get_rect(midleft=(s.rect.x + 33, s.rect.y + 17)))
        for arrow in self.arrows:
            arrow.draw(surface)
        hinted = self.hint_sprite() if self.hint_action is not None and self.can_act() else None
        if hinted is not None:  # a pulsing ring around the suggested card
            width = 3 + round(2 * (1 + math.sin(self.clock * 6)))
            pygame.draw.rect(surface, theme.WARN, hinted.rect.inflate(14, 14), width, border_radius=12)
        for thing in self.flying:
            thing.draw(surface)
        for thing, _ in self.decor:
            thing.draw(surface)
        if dragging(self.drag):
            sprite = self.drag.sprite
            target = self.drop_target(sprite, sprite.pos)
            zone = None
            if target == ("lab",):
                zone = self.rects["me_lab"]
            elif target and target[0] == "seat":
                zone = self.table.panel(target[1])
            if zone is not None:
                pygame.draw.rect(surface, theme.GOOD, zone.inflate(6, 6), 4, border_radius=12)
            sprite.draw(surface)
        self.draw_log(surface, self.rects["log"], panel=False)
        self._draw_zoom(surface)

    def _draw_live(self, surface) -> None:
        """Banner, prompt and the frame of the seat to move: from the latest state, each frame (the same
        moment the log and the 'thinking' pill describe, while pieces still animate towards it)."""
        key = (self.version, self.viewer, self.can_act())
        if self._live is None or self._live[0] != key:
            prompt = words.prompt(self.obs, self.names, acting=self.can_act(), animating=self.anims.busy)
            lines = theme.wrap(prompt, self.rects["prompt"].width - 20, 18)[:PROMPT_LINES]
            self._live = (key, (words.headline(self.obs), lines))
        headline, lines = self._live[1]
        r = self.rects
        theme.blit_text(surface, headline, (r["banner"].x, r["banner"].y + 8), 26, theme.TEXT, bold=True)
        colour = theme.ACCENT if self.can_act() else theme.TEXT_DIM
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (r["prompt"].x + 10, r["prompt"].y + 2 + i * 24), 18, colour)
        seat = self.match.current_seat()
        if seat is not None and seat != self.me and seat in self.table.others():
            pygame.draw.rect(surface, theme.ACCENT, self.table.panel(seat), 3, border_radius=12)
        if seat is not None and seat in self.table.stage_order():
            cx, cy = self.table.stage_slot(seat)
            rect = pygame.Rect(0, 0, STAGE[0] + 12, STAGE[1] + 34)
            rect.midtop = (cx, cy - STAGE[1] // 2 - 6)
            pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=10)

    def _hover_target(self, pos) -> tuple[tuple, pygame.Rect] | None:
        for s in sorted(self.sprites, key=lambda s: s.hover, reverse=True):
            if s.contains(pos) and s.hoverable:
                return s.key, s.rect
        for rect, key in reversed(self.zoomables):
            if rect.collidepoint(pos):
                return key, rect
        return None

    def _draw_zoom(self, surface) -> None:
        if self.hovered is None or self.hover_time < HOVER_DELAY or self.menu:
            return
        key, rect = self.hovered
        face = faces.genius_card((150, 210)) if key[0] == "genius" else self.zoom_face(key)
        if face is None:
            return
        w, h = face.get_size()
        # beside the card, on the side with more room, never off the canvas
        x = rect.right + 12 if rect.centerx < self.app.size[0] / 2 else rect.x - 12 - w
        # above the prompt's row: its buttons are widgets, drawn over anything on the table
        y = min(max(64, rect.centery - h // 2), self.rects["prompt"].y - 6 - h)
        x = min(max(8, x), self.app.size[0] - w - 8)
        shadow = pygame.Rect(x, y, w, h).inflate(10, 10)
        pygame.draw.rect(surface, theme.BG_DARK, shadow, border_radius=14)
        surface.blit(face, (x, y))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos  # hover follows the pointer even while it is not our turn
        if self.menu and ((event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
                          or (event.type == pygame.MOUSEBUTTONUP and event.button == 3)):
            self._close_menu()  # Esc or a right-click closes a card's menu (not the game)
            return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.opening:
            events, self.opening = self.opening, []
            self.play_events(events, None)
        super().update(dt)
        self._update_decor(dt)
        mouse = self.mouse
        # no lift and no enlargement while a card is dragged: they would cover where it may land
        enabled = not self.anims.busy and not dragging(self.drag)
        for s in self.sprites:
            s.update_hover(dt, mouse, enabled=enabled)
        target = self._hover_target(mouse) if enabled else None
        if target is None or self.hovered is None or target[0] != self.hovered[0]:
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        self.hovered = target

    # ======================= input =================================================================
    def hit(self, pos) -> CardSprite | None:
        # the last drawn is on top, and a lifted (hovered) card above the rest
        for s in reversed(sorted(self.sprites, key=lambda s: s.hover > 0)):
            if s.contains(pos):
                return s
        return None

    def board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, action in self.menu:
                if event.ui_element is button:
                    self._close_menu()
                    self.submit(action)
                    return
            if event.ui_element is self.btn_main and self.main_action is not None:
                self.submit(self.main_action)
            elif event.ui_element is self.btn_alt and self.alt_action is not None:
                self.submit(self.alt_action)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.menu:
            sprite = self.hit(event.pos)
            if sprite is not None and sprite.key[0] in ("hand", "action"):
                self.drag = SpriteDrag(sprite, event.pos, DRAG_THRESHOLD)
            return
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.follow(event.pos)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.menu:  # a click beside the menu closes it
            self._close_menu()
            return
        if self.drag is not None:
            d, self.drag = self.drag, None
            d.release()
            if d.moved:
                self.drop(d.sprite, event.pos)
                return
        sprite = self.hit(event.pos)
        if sprite is None:
            return
        self.click_card(sprite)

    def drop_target(self, sprite: CardSprite, pos) -> tuple | None:
        """Where a dragged card would land: ("lab",) for a hand item over the viewer's lab,
        ("seat", s) for an action card over a rival's panel or stage card, ("table",) elsewhere in the
        middle; None: nowhere useful."""
        if sprite.key[0] == "hand":
            return ("lab",) if self.rects["me_lab"].collidepoint(pos) else None
        for seat in self.table.others():
            if self.table.panel(seat).collidepoint(pos):
                return ("seat", seat)
        for s in self.stage_sprites:
            if s.contains(pos) and s.key[1] != self.me:
                return ("seat", s.key[1])
        middle = self.rects["piles"].union(self.rects["stage"])
        return ("table",) if middle.collidepoint(pos) else None

    def drop(self, sprite: CardSprite, pos) -> None:
        """A dragged hand item dropped on the lab buys it; an action card dropped on a rival is
        played on them (dropped on the table: played, or its menu opens)."""
        target = self.drop_target(sprite, pos)
        kind, t = sprite.key[0], sprite.key[1]
        if target is None:
            self.show_message("Drop a hand item on your lab to buy it, an action card on a rival to play it", 3)
            return
        if kind == "hand":
            action = BuyItem(t) if self.obs.get("decision") == "turn" else None
            if action is None:
                self.click_card(sprite)
            else:
                self.submit(action)
            return
        if target[0] == "seat":
            options = [a for a in self.actions_on(sprite.key) if isinstance(a, PlayAction) and a.target == target[1]]
            self.submit(options[0] if options else PlayAction(t, target[1]))
            return
        self.click_card(sprite)

    def click_card(self, sprite: CardSprite) -> None:
        actions = self.actions_on(sprite.key)
        if len(actions) == 1:
            self.submit(actions[0])
        elif actions:
            self._open_menu(actions, sprite.rect)
        else:
            attempt = self.attempt_for(sprite.key)
            if attempt is not None:
                self.submit(attempt)  # refused by the rules: their reason shows, nothing changes
            else:
                self.show_message(self.why_not(sprite.key))
                self.app.sound.play("error")

    # ======================= actions <-> cards ======================================================
    def action_key(self, action) -> tuple | None:
        """The card an action is about, as the start of that card's sprite key (None: no card)."""
        if isinstance(action, (BuyItem, DiscardItem)):
            return ("hand", action.item)
        if isinstance(action, (Experiment, SpendData)):
            return ("lab", action.item)
        if isinstance(action, PickCharacter):
            return ("char", action.character)
        if isinstance(action, ChooseTarget):
            return ("stage", action.seat)
        if isinstance(action, BuyImpact):
            return ("pile", action.pile)
        if isinstance(action, (PlayAction, React)):
            return ("action", action.card)
        return None

    def lab_entry(self, card: int) -> dict | None:
        return next((e for e in self.table.seat(self.me)["lab"] if e["card"] == card), None)

    def fits(self, action, key: tuple) -> bool:
        """Does ``action`` apply to this very card? (A sideways Pipettes cannot experiment even when
        another Pipettes can; a card whose data was used cannot take more.)"""
        if not key_matches(self.action_key(action), key):
            return False
        if key[0] == "lab":
            entry = self.lab_entry(key[2])
            if entry is None:
                return False
            if isinstance(action, Experiment):
                return entry["ready"]
            if isinstance(action, SpendData):
                return not entry["data_used"]
        return True

    def actions_on(self, key: tuple) -> list:
        return [a for a in self.legal_actions() if self.fits(a, key)]

    def _mark_playable(self) -> None:
        """``sprite.playable``: the colour of the glow around a card that may be used now (green; red
        for a player to sabotage; amber for an item to put back)."""
        legal = self.legal_actions()
        colour = {"target": theme.BAD, "discard": theme.WARN}.get(self.obs.get("decision"), theme.GOOD)
        for s in self.sprites:
            s.playable = colour if any(self.fits(a, s.key) for a in legal) else None

    def attempt_for(self, key: tuple):
        """The action a click on ``key`` asks for even when it is not legal: submitting it shows the
        rules' reason (and changes nothing)."""
        decision = self.obs.get("decision")
        kind = key[0]
        if decision == "pick" and kind == "char":
            return PickCharacter(key[1])
        if decision == "discard" and kind == "hand":
            return DiscardItem(key[1])
        if decision == "react" and kind == "action":
            return React(key[1])
        if decision == "turn":
            if kind == "hand":
                return BuyItem(key[1])
            if kind == "lab":
                entry = self.lab_entry(key[2])
                item = self.content.item_types[key[1]]
                if entry is not None and not entry["ready"] and item.trigger:
                    return SpendData(key[1], item.trigger.tiers[0][0])
                return Experiment(key[1])
            if kind == "pile":
                return BuyImpact(key[1])
            if kind == "action":
                return PlayAction(key[1])
        return None

    def why_not(self, key: tuple) -> str:
        entry = self.lab_entry(key[2]) if key[0] == "lab" else None
        sideways = entry is not None and not entry["ready"]
        return words.refusal(key[0], sideways, self.obs["decision_text"] if self.obs.get("decision") else None)

    def action_label(self, action) -> str:
        return words.action_label(action, self.content, self.names, self.obs)

    def hint_sprite(self) -> CardSprite | None:
        a = self.hint_action
        if a is None:
            return None
        return next((s for s in self.sprites if self.fits(a, s.key)), None)

    def round_arrows(self) -> list[Arrow]:
        """This round's sabotages as arrows on the stage (after the reveal)."""
        if self.obs.get("phase") not in ("bonus", "sabotage", "turns"):
            return []
        arrows = []
        for k, sab in enumerate(self.obs.get("sabotages", [])):
            arrow = self.stage_arrow(sab["by"], sab["target"], k)
            arrow.progress = 1.0
            arrows.append(arrow)
        return arrows

    def stage_arrow(self, by: int, target: int, k: int = 0) -> Arrow:
        """The ``k``-th sabotage of the round as an arc over the stage cards: longer and later arcs
        rise higher, so arrows between the same cards nest instead of covering each other."""
        (x0, y0), (x1, y1) = self.table.stage_slot(by), self.table.stage_slot(target)
        top = y0 - STAGE[1] // 2 - 2
        distance = abs(self.table.stage_order().index(by) - self.table.stage_order().index(target))
        lift = 24 + 8 * distance + 16 * k  # the curve peaks at half of this
        start, end = (x0 + (12 if x1 > x0 else -12), top), (x1 - (12 if x1 > x0 else -12), top)
        return Arrow(start, end, bend=-lift if x1 > x0 else lift, label="S")

    # ======================= animations ============================================================
    def _fly(self, face, start, end, duration=0.35, delay=0.0, scale=(1.0, 1.0), fade=False, angle=None,
             back=None, flip=False) -> list[Tween]:
        """A temporary card that appears at ``start`` and flies to ``end`` (optionally shrinking, fading,
        turning over on the way)."""
        s = CardSprite(face, back if back is not None else face, pos=start, face_up=not flip)
        s.visible = False
        s.scale = scale[0]
        self.flying.append(s)
        tweens = [Call(lambda: setattr(s, "visible", True), delay=delay),
                  s.move_to(end, duration, delay=delay)]
        if scale[1] != scale[0]:
            tweens.append(s.scale_to(scale[1], duration, delay=delay))
        if angle is not None:
            tweens.append(s.rotate_to(angle, duration, delay=delay))
        if flip:
            tweens += s.flip_over(duration * 0.6, delay=delay + duration * 0.2)
        if fade:
            tweens.append(s.fade_to(0, 0.2, delay=delay + duration))
        return tweens

    def _pop(self, text: str, pos, colour=theme.TEXT, size=22, delay=0.0, hold=0.7, edge=theme.ACCENT,
             blocking: bool = False) -> list[Tween]:
        """A label that pops up at ``pos`` and fades (gains, sabotage, round). It lives beside the
        queue: the step it starts in does not wait for it to fade, so a run of gains stays quick
        (``blocking`` makes the step wait, for words that must be read before the next move)."""
        box = banner_surface(text, size, colour, edge)
        x = min(max(pos[0], box.get_width() / 2 + 6), self.app.size[0] - box.get_width() / 2 - 6)
        f = Floating(box, (x, pos[1]))
        f.scale = 0.6
        tweens = [Tween(f, 0.2, scale=1.0, ease="easeOutBack"), Tween(f, 0.25, delay=0.2 + hold, alpha=0.0)]

        def spawn():
            # labels arriving at the same spot while earlier ones still show stack downwards
            while any(abs(o.pos[0] - f.pos[0]) < 120 and abs(o.pos[1] - f.pos[1]) < 30 for o, _ in self.decor):
                f.pos = (f.pos[0], f.pos[1] + box.get_height() + 4)
            self.decor.append((f, tweens))
        steps = [Call(spawn, delay=delay)]
        if blocking:
            steps.append(Wait(delay + 0.2 + hold))
        return steps

    def _update_decor(self, dt: float) -> None:
        dt *= self.anims.speed
        alive = []
        for thing, tweens in self.decor:
            for t in tweens:
                t.update(dt)
            if not all(t.done for t in tweens):
                alive.append((thing, tweens))
        self.decor[:] = alive

    def _coins(self, n: int, start, end, delay=0.0) -> list[Tween]:
        """Research point coins flying (at most five drawn, one per point)."""
        tweens: list[Tween] = []
        for k in range(min(n, 5)):
            f = Floating(faces.rp_coin("", 11), start)
            f.visible = False
            self.flying.append(f)
            d = delay + 0.06 * k
            tweens += [Call(lambda f=f: setattr(f, "visible", True), delay=d),
                       Tween(f, 0.35, delay=d, pos=(float(end[0]), float(end[1])), ease="easeInOutQuad"),
                       Tween(f, 0.1, delay=d + 0.35, alpha=0.0)]
        return tweens

    def supply_pos(self) -> tuple[int, int]:
        r = self.rects["decks"]
        return (r.centerx, r.bottom - 40)

    def _sprite(self, sprites, match) -> CardSprite | None:
        return next((s for s in sprites if s.visible and match(s.key)), None)

    def animate(self, event, actor):
        handler = self.ANIMATE.get(type(event))
        return handler(self, event) if handler is not None else None

    def _sound(self, name: str) -> Call:
        return Call(lambda: self.app.sound.play(name))

    def _round_started(self, event: RoundStarted) -> list[Tween]:
        tweens = [self._sound("shuffle")] + self._pop(words.round_started(event.round), self.centre, theme.ACCENT,
                                                      34, hold=0.5, blocking=True)
        g = self.spot(event.genius, "genius")
        return tweens + self._fly(faces.genius_card((40, 56)), self.centre, g, duration=0.45, delay=0.3, fade=True)

    def _research_collected(self, event: ResearchCollected) -> list[Tween]:
        tweens: list[Tween] = [self._sound("card")]
        for seat in range(len(event.drawn)):
            tweens += self._coins(event.rp, self.table.supply(), self.spot(seat, "rp"), delay=0.05 * seat)
            if event.drawn[seat]:
                tweens += self._fly(faces.item_back(DECK), self.table.deck_slot("lab"), self.spot(seat, "hand"),
                                    duration=0.4, delay=0.05 * seat, fade=True, scale=(1.0, 0.8))
        return tweens

    def _item_discarded(self, event: ItemDiscarded) -> list[Tween]:
        start = self.spot(event.seat, "hand")
        return [self._sound("card")] + self._fly(faces.item_back(DECK), start, self.table.deck_slot("lab"), fade=True)

    def _character_chosen(self, event: CharacterChosen) -> list[Tween]:
        start = self.spot(event.seat, "hand") if event.seat != self.me else self.rects["me_chars"].center
        return [self._sound("card")] + self._fly(faces.character_back(STAGE), start, self.table.stage_slot(event.seat),
                                                 duration=0.35, scale=(0.6, 1.0))

    def _items_readied(self, event: ItemsReadied) -> list[Tween] | None:
        return [s.rotate_to(0.0, 0.3) for s in self.lab_sprites if s.angle] or None

    def _effect_delayed(self, event: EffectDelayed) -> list[Tween]:
        pos = self.spot(event.seat, "rp")
        return self._pop(words.delayed(dict(event.gains)), (pos[0], pos[1] + 34), theme.TEXT_DIM, 18, hold=0.5)

    def _rp_taken(self, event: RPTaken) -> list[Tween]:
        end = self.table.supply() if event.to is None else self.spot(event.to, "rp")
        start = self.spot(event.seat, "rp")
        return (self._coins(event.amount, start, end)
                + self._pop(words.rp_lost(event.amount), (start[0], start[1] + 30), theme.BAD, 20, edge=theme.BAD))

    def _item_taken(self, event: ItemTaken) -> list[Tween]:
        return self._fly(faces.item_back(DECK), self.spot(event.seat, "hand"), self.spot(event.to, "hand"),
                         duration=0.45, fade=True)

    def _items_lost(self, event: ItemsLost) -> list[Tween]:
        start = self.spot(event.seat, "hand")
        tweens: list[Tween] = []
        for k in range(event.count):
            tweens += self._fly(faces.item_back(DECK), start, self.table.deck_slot("lab"), delay=0.08 * k, fade=True)
        return tweens

    def _cost_raised(self, event: CostRaised) -> list[Tween]:
        pos = self.spot(event.seat, "lab")
        return self._pop(words.cost_raised(event.amount), pos, theme.BAD, 20, edge=theme.BAD)

    def _item_disabled(self, event: ItemDisabled) -> list[Tween]:
        if event.seat == self.me:
            turn = self._turn_sideways(event.card, event.item)
            if turn:
                return [self._sound("error")] + turn
        pos = self.spot(event.seat, "lab")
        return self._fly(faces.item(event.item, MINI), pos, pos, duration=0.4, angle=-90, scale=(1.4, 1.4), fade=True)

    def _paper_taken(self, event: PaperTaken) -> list[Tween]:
        return self._fly(faces.impact(event.card), self.spot(event.seat, "impact"),
                         self.spot(event.to, "impact"), duration=0.5, scale=(0.5, 0.5), fade=True)

    def _turn_started(self, event: TurnStarted) -> list[Tween] | None:
        if event.seat == self.me and self.viewer is not None:
            return self._pop("Your turn", self.centre, theme.ACCENT, 28, hold=0.4)
        return None

    def _data_spent(self, event: DataSpent) -> list[Tween]:
        item = self.content.item_types[event.item]
        kind = item.trigger.data if item.trigger else "chemical"
        end = self.spot(event.seat, "lab")
        if event.seat == self.me:
            s = self.lab_sprite_of(event.card)
            end = s.pos if s is not None else end
        tweens: list[Tween] = [self._sound("pour")]
        for k in range(min(event.amount, 5)):
            f = Floating(faces.icon(kind, 12), self.spot(event.seat, "data"))
            f.visible = False
            self.flying.append(f)
            d = 0.06 * k
            tweens += [Call(lambda f=f: setattr(f, "visible", True), delay=d),
                       Tween(f, 0.35, delay=d, pos=(float(end[0]), float(end[1]))),
                       Tween(f, 0.1, delay=d + 0.35, alpha=0.0)]
        return tweens

    def _impact_bought(self, event: ImpactBought) -> list[Tween]:
        start = self.table.pile_slot(event.pile)
        end = self.spot(event.seat, "impact")
        return ([self._sound("card")]
                + self._coins(event.cost, self.spot(event.seat, "rp"), self.table.supply())
                + self._fly(faces.impact(event.card), start, end, duration=0.5, scale=(1.0, 0.35), fade=True)
                + self._pop(words.impact_won(event.value), (end[0], end[1] + 30), theme.GOOD, 20, delay=0.4))

    def _actions_shuffled(self, event: ActionsShuffled) -> list[Tween]:
        return [self._sound("shuffle")] + self._pop("Action cards reshuffled", self.table.deck_slot("action"), size=18)

    def _turn_ended(self, event: TurnEnded) -> list[Tween]:
        pos = self.spot(event.seat, "rp")
        return self._pop("Eureka!", (pos[0], pos[1] + 30), theme.WARN, 22, hold=0.3)

    def _characters_recalled(self, event: CharactersRecalled) -> list[Tween]:
        return self._pop(words.RECALLED, (self.centre[0], self.centre[1] + 40), theme.ACCENT, 20)

    def _game_ended(self, event: GameEnded) -> list[Tween]:
        return [self._sound("win")] + self._pop("Game over", self.centre, theme.WARN, 34, hold=1.0, blocking=True)

    def _reveal(self, event: CharactersRevealed) -> list[Tween]:
        """Every seat's character turns over at the same moment."""
        picks = event.picks
        tweens: list[Tween] = [self._sound("card")]
        for s in self.stage_sprites:
            tweens.append(Call(lambda s=s: setattr(s, "visible", False)))
        for seat, cid in enumerate(picks):
            if cid not in self.content.characters:
                continue
            card = CardSprite(faces.character(cid, STAGE), faces.character_back(STAGE), pos=self.table.stage_slot(seat),
                              face_up=False)
            self.flying.append(card)
            tweens += [card.scale_to(1.15, 0.18)] + card.flip_over(0.4, delay=0.18) + [
                card.scale_to(1.0, 0.2, delay=0.6)]
        tweens += self._pop("Revealed!", (self.rects["stage"].centerx, self.rects["stage"].y + 20), theme.WARN, 22,
                            delay=0.5, hold=0.5)
        return tweens

    def _gained(self, event: Gained) -> list[Tween] | None:
        gains = dict(event.gains)
        seat = event.seat
        pos = self.spot(seat, "rp")
        tweens: list[Tween] = []
        if gains.get("rp"):
            tweens += self._coins(gains["rp"], self.table.supply(), pos)
        if gains.get("draw"):
            for k in range(min(gains["draw"], 5)):
                tweens += self._fly(faces.item_back(DECK), self.table.deck_slot("lab"), self.spot(seat, "hand"),
                                    delay=0.07 * k, fade=True, scale=(1.0, 0.8))
        if gains.get("action"):
            tweens += self._fly(faces.action_back(DECK), self.table.deck_slot("action"), self.spot(seat, "actions"),
                                fade=True, scale=(1.0, 0.8))
        text = words.gained(gains, event.source)
        if text:
            where = (pos[0], pos[1] + 30) if seat != self.me else (pos[0] + 140, pos[1] - 30)
            tweens += self._pop(text, where, theme.GOOD, 18, hold=0.5, edge=theme.GOOD)
        return tweens or None

    def _sabotaged(self, event: Sabotaged) -> list[Tween]:
        arrow = self.stage_arrow(event.by, event.target, sum(isinstance(a, Arrow) for a in self.arrows))
        self.arrows.append(arrow)
        name = self.content.characters[event.character].name
        return ([self._sound("explosion"), Tween(arrow, 0.45, progress=(0.0, 1.0))]
                + self._pop(words.sabotage(self.names, event.by, name, event.target),
                            (self.rects["stage"].centerx, self.rects["stage"].bottom - 40), theme.BAD, 20,
                            delay=0.3, hold=0.8, edge=theme.BAD, blocking=True))

    def lab_sprite_of(self, card: int) -> CardSprite | None:
        """The viewer's lab pile sprite that holds this item card."""
        return next((s for s in self.lab_sprites if card in getattr(s, "cards", ())), None)

    def _take_from_hand(self, type_id: str) -> CardSprite | None:
        """A card leaving the viewer's hand, to animate: the hand's own sprite when it was the last
        of its type, else a copy lifted off the pile (sync shows the smaller pile afterwards)."""
        s = self._sprite(self.hand_sprites, lambda k: k[1] == type_id)
        if s is None:
            return None
        if s.key[2] > 1:
            card = CardSprite(faces.item(type_id), pos=s.pos)
        else:
            card = s
            self.hand_sprites.remove(s)
            self.sprites.remove(s)
        self.flying.append(card)
        return card

    def _bought(self, event: ItemBought) -> list[Tween]:
        tweens: list[Tween] = [self._sound("card")]
        tweens += self._coins(event.cost, self.spot(event.seat, "rp"), self.table.supply())
        if event.seat == self.me:
            end = self.table.lab_target(event.card)  # the observation already has the item in the lab
            card = self._take_from_hand(event.item)
            if card is not None:
                return tweens + [card.move_to(end, 0.4)]
            return tweens + self._fly(faces.item(event.item), self.rects["me_hand"].center, end)
        start = self.spot(event.seat, "hand")
        return tweens + self._fly(faces.item(event.item), start, self.spot(event.seat, "lab"),
                                  duration=0.45, scale=(0.6, MINI[0] / ITEM[0]), fade=True)

    def _experimented(self, event: ExperimentDone) -> list[Tween]:
        tweens: list[Tween] = [self._sound("click")]
        if event.seat == self.me:
            tweens += self._turn_sideways(event.card, event.item)
            for k, t in enumerate(event.discarded):
                h = self._take_from_hand(t)
                if h is not None:
                    tweens += [h.move_to(self.table.deck_slot("lab"), 0.4, delay=0.05 * k),
                               h.fade_to(0, 0.2, delay=0.4)]
            return tweens
        pos = self.spot(event.seat, "lab")
        return tweens + self._fly(faces.item(event.item, MINI), pos, pos, duration=0.35, angle=-90,
                                  scale=(1.5, 1.5), fade=True)

    def _turn_sideways(self, card: int, item: str) -> list[Tween]:
        """One of the viewer's items turns sideways: alone on its pile the pile turns; from a bigger
        pile a copy turns and moves to the pile of sideways ones."""
        s = self.lab_sprite_of(card)
        if s is None:
            return []
        if len(s.cards) == 1:
            return [s.rotate_to(-90.0, 0.3), s.move_to(self.table.lab_target(card), 0.3)]
        return self._fly(faces.item(item), s.pos, self.table.lab_target(card), duration=0.35, angle=-90.0)

    def _action_played(self, event: ActionPlayed) -> list[Tween]:
        """The card flies to the middle at a readable size, then to its target."""
        start = self.spot(event.seat, "actions")
        if event.seat == self.me:
            s = self._sprite(self.action_sprites, lambda k: k[1] == event.card)
            if s is not None:
                s.visible = False
                start = s.pos
        face = faces.action(event.card, ZOOM)
        mid = self.centre
        card = CardSprite(face, pos=start)
        card.scale = 0.3
        self.flying.append(card)
        tweens: list[Tween] = [self._sound("card"), card.move_to(mid, 0.4),
                               card.scale_to(1.0, 0.4)]
        hold = 0.4 + 1.0  # long enough to read it
        if event.target is not None:
            end = self.spot(event.target, "rp")
            arrow = Arrow(self.spot(event.seat, "rp"), end, bend=80, colour=faces.ACTION_TEAL)
            self.flying.append(arrow)
            tweens += [Tween(arrow, 0.4, delay=0.4, progress=(0.0, 1.0)),
                       card.move_to(end, 0.35, delay=hold), card.scale_to(0.2, 0.35, delay=hold),
                       card.fade_to(0, 0.2, delay=hold + 0.35), Tween(arrow, 0.3, delay=hold + 0.35, alpha=0.0),
                       Call(lambda: self.app.sound.play("explosion"), delay=hold + 0.3)]
        else:
            tweens += [card.move_to(self.table.deck_slot("action"), 0.35, delay=hold),
                       card.scale_to(0.2, 0.35, delay=hold), card.fade_to(0, 0.2, delay=hold + 0.35)]
        return tweens

    ANIMATE = {
        RoundStarted: _round_started, ResearchCollected: _research_collected, ItemDiscarded: _item_discarded,
        CharacterChosen: _character_chosen, CharactersRevealed: _reveal, ItemsReadied: _items_readied,
        Gained: _gained, EffectDelayed: _effect_delayed, Sabotaged: _sabotaged, RPTaken: _rp_taken,
        ItemTaken: _item_taken, ItemsLost: _items_lost, CostRaised: _cost_raised, ItemDisabled: _item_disabled,
        PaperTaken: _paper_taken, TurnStarted: _turn_started, ItemBought: _bought, ExperimentDone: _experimented,
        DataSpent: _data_spent, ImpactBought: _impact_bought, ActionPlayed: _action_played,
        ActionsShuffled: _actions_shuffled, TurnEnded: _turn_ended, CharactersRecalled: _characters_recalled,
        GameEnded: _game_ended,
    }

    def demo_animation(self):
        """What `labdesk bench` plays: items drawn from the deck to the hand, a coin shower, a pop."""
        tweens: list[Tween] = []
        for k in range(3):
            tweens += self._fly(faces.item_back(DECK), self.table.deck_slot("lab"), self.rects["me_hand"].center,
                                delay=0.07 * k)
        tweens += self._coins(3, self.table.supply(), self.spot(self.me, "rp"))
        tweens += self._pop("+3 RP", self.centre, theme.GOOD, 20)
        return tweens


def bench_hover(app, frames: int = 120) -> float:
    """Median update+draw milliseconds at 1600x900 while the pointer wanders over the viewer's hand
    and lab (cards lift, their enlargement follows) with the demo animation running."""
    import statistics
    import time

    from labdesk.ui.app import make_scene, settle

    board = make_scene(app, "lab-wars", seed=1, moves=20)
    app.push(board)
    settle(app)
    spots = [s.rect.center for s in board.hand_sprites + board.lab_sprites] or [board.centre]
    times = []
    for i in range(frames):
        if i % 30 == 0:
            board.anims.add(board.demo_animation())
        t0 = time.perf_counter()
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spots[(i // 10) % len(spots)], rel=(1, 1),
                                      buttons=(0, 0, 0)))
        app.update(1 / 60)
        app.draw(app.screen)
        times.append((time.perf_counter() - t0) * 1000)
    app.pop()
    return round(statistics.median(times[5:]), 3)


# What `labdesk bench` times on this board besides idle animation frames (see bench_frames).
BENCH_INTERACTIONS = {"hover": bench_hover}
