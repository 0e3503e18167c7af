"""The Wrong Chemistry board: the molecule large in the middle, worked by dragging.

- Discs are dragged supply -> hex, hex -> hex and hex -> supply; an empty yellow hex is dragged to
  one of the free cells that light up. A drop the rules refuse springs back with the reason.
- Hand cards show their molecule diagram; the one matching the molecule glows: click it to claim.
  Drag a hand card onto the discard pile to throw it away (1 energy). Right-click any card to zoom.
- Restartium and Extraxodium are table cards to click (Extraxodium then asks which scored card to
  give up). Energy pips, the supply, every seat's scored pile with its score and sequence bonus,
  deck and discard are always in view.

The board never changes the state: it draws ``self.obs`` and a small view model of the molecule
(``self.view``) that animations edit event by event, so an AI turn plays out action by action;
``sync()`` then puts the view back to the truth.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.cards import load as load_deck
from labdesk.games.wrong_chemistry.rules import (
    CardClaimed, CardDiscarded, CardsDrawn, ChooseStartCard, ClaimCard, DiscardCard, DiscMoved,
    DiscPlaced, DiscTaken, EndTurn, EnergyGained, GameOver, HexMoved, MoveDisc, MoveHex, PlaceDisc,
    Restarted, StartReveal, TakeDisc, TurnStarted, UseExtraxodium, UseRestartium, action_words, card_title,
)
from labdesk.ui import art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, draw_sprites
from labdesk.ui.tween import Call, Tween, Wait

SQ3 = math.sqrt(3.0)
CARD = (165, 232)
ZOOM_CARD = (330, 464)
MAX_HEX = 58  # hex radius on the board, shrunk when the molecule sprawls

BLUE_HEX = (72, 124, 226)
YELLOW_HEX = (238, 200, 76)
HEX_EDGE = (28, 32, 40)
CARD_HEX = (236, 222, 170)
WHITE_DISC = (244, 244, 240)
BLACK_DISC = (34, 34, 40)
CREAM = (246, 244, 236)
INK = (30, 30, 36)
VALUE_COLOURS = {1: (70, 160, 90), 2: (140, 90, 190), 3: (206, 70, 64)}  # green, purple, red
GHOST = (110, 200, 120)
DISC_COLOUR = {"white": WHITE_DISC, "black": BLACK_DISC}
DRAG_THRESHOLD = 8


# --- hex geometry (pointy-top axial) ----------------------------------------------------------------
def hex_corners(center, size: float) -> list[tuple[float, float]]:
    cx, cy = center
    return [(cx + size * math.cos(math.radians(30 + 60 * k)), cy + size * math.sin(math.radians(30 + 60 * k)))
            for k in range(6)]


def unit_pixel(q: int, r: int) -> tuple[float, float]:
    """Centre of axial (q, r) for hexes of radius 1."""
    return (SQ3 * (q + r / 2), 1.5 * r)


def draw_disc(surface, colour: str, center, radius: float) -> None:
    """A disc with an outline in the opposite shade, so white and black read without colour."""
    radius = max(3, round(radius))
    fill = DISC_COLOUR[colour]
    edge = HEX_EDGE if colour == "white" else (236, 236, 236)
    pygame.draw.circle(surface, fill, center, radius)
    pygame.draw.circle(surface, edge, center, radius, max(2, radius // 7))
    if colour == "black" and radius >= 10:  # a light inner ring: black is never just "dark"
        pygame.draw.circle(surface, (120, 120, 130), center, max(2, radius // 2), 1)


def draw_pattern(surface, pattern: list[dict], rect: pygame.Rect, max_size: float) -> None:
    """A card's molecule diagram fitted into ``rect``."""
    pts = [unit_pixel(h["q"], h["r"]) for h in pattern]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    width = (max(xs) - min(xs)) + SQ3
    height = (max(ys) - min(ys)) + 2
    size = min(max_size, rect.width / width, rect.height / height)
    ox = rect.centerx - (max(xs) + min(xs)) / 2 * size
    oy = rect.centery - (max(ys) + min(ys)) / 2 * size
    for h, (px, py) in zip(pattern, pts):
        c = (ox + px * size, oy + py * size)
        pygame.draw.polygon(surface, CARD_HEX, hex_corners(c, size - 1))
        pygame.draw.polygon(surface, HEX_EDGE, hex_corners(c, size - 1), max(1, round(size / 9)))
        if h["disc"] != "empty":
            draw_disc(surface, h["disc"], (round(c[0]), round(c[1])), size * 0.55)


def card_face(card: dict, size=CARD) -> pygame.Surface:
    """An element card: number, symbol, name, value badge (colour and digit), molecule diagram."""
    def make():
        w, h = size
        k = w / CARD[0]
        s = pygame.Surface(size, pygame.SRCALPHA)
        edge = VALUE_COLOURS[card["value"]]
        pygame.draw.rect(s, CREAM, s.get_rect(), border_radius=round(10 * k))
        pygame.draw.rect(s, edge, s.get_rect(), round(5 * k), border_radius=round(10 * k))
        s.blit(theme.text(str(card["number"]), round(22 * k), INK, bold=True), (round(12 * k), round(8 * k)))
        badge = (w - round(26 * k), round(26 * k))
        pygame.draw.circle(s, edge, badge, round(17 * k))
        pygame.draw.circle(s, INK, badge, round(17 * k), max(1, round(2 * k)))
        digit = theme.text(str(card["value"]), round(22 * k), (255, 255, 255), bold=True)
        s.blit(digit, digit.get_rect(center=badge))
        symbol = theme.text(card["symbol"], round(40 * k), INK, bold=True)
        s.blit(symbol, symbol.get_rect(center=(w / 2, round(52 * k))))
        name = theme.text(theme.fit(card["name"], w - round(14 * k), round(17 * k), bold=True),
                          round(17 * k), (60, 52, 80), bold=True)
        s.blit(name, name.get_rect(center=(w / 2, round(90 * k))))
        box = pygame.Rect(round(8 * k), round(106 * k), w - round(16 * k), h - round(114 * k))
        pygame.draw.rect(s, (232, 230, 220), box, border_radius=round(8 * k))
        draw_pattern(s, card["pattern"], box.inflate(-round(6 * k), -round(6 * k)), 20 * k)
        return s
    return art.cached(("wc-card", card["number"], tuple(size)), make)


def table_card(title: str, line: str, size, active: bool) -> pygame.Surface:
    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        fill = (52, 70, 92) if active else (40, 46, 56)
        border = theme.ACCENT if active else theme.LINE
        theme.panel(s, s.get_rect(), fill, border, radius=12, width=3)
        label = theme.text(title, 24, theme.TEXT if active else theme.TEXT_DIM, bold=True)
        s.blit(label, label.get_rect(midtop=(size[0] / 2, 14)))
        y = 54
        for text_line in theme.wrap(line, size[0] - 28, 17)[:4]:
            t = theme.text(text_line, 17, theme.TEXT if active else theme.TEXT_DIM)
            s.blit(t, t.get_rect(midtop=(size[0] / 2, y)))
            y += 22
        return s
    return art.cached(("wc-table", title, line, tuple(size), active), make)


class Floating:
    """Something drawn over the table for the length of an animation (a disc, a hex, a card)."""

    def __init__(self, kind: str, pos, *, colour: str = "", surface=None, size: float = 20, text: str = ""):
        self.kind = kind
        self.pos = (float(pos[0]), float(pos[1]))
        self.colour = colour
        self.surface = surface
        self.size = float(size)
        self.scale = 1.0
        self.alpha = 255.0
        self.text = text

    def draw(self, surface) -> None:
        p = (round(self.pos[0]), round(self.pos[1]))
        if self.kind == "disc":
            draw_disc(surface, self.colour, p, self.size * self.scale)
        elif self.kind == "hex":
            pts = hex_corners(p, self.size * self.scale - 2)
            pygame.draw.polygon(surface, YELLOW_HEX, pts)
            pygame.draw.polygon(surface, HEX_EDGE, pts, 3)
        elif self.kind == "card" and self.surface is not None:
            img = self.surface
            if self.scale != 1.0:
                w, h = img.get_size()
                img = pygame.transform.smoothscale(img, (max(1, round(w * self.scale)), max(1, round(h * self.scale))))
            surface.blit(img, img.get_rect(center=p))
        elif self.kind == "banner":
            label = theme.text(self.text, 26, theme.TEXT, bold=True)
            box = label.get_rect(center=p).inflate(48, 26)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            theme.panel(layer, layer.get_rect(), (*theme.BG_DARK, 235), theme.ACCENT, radius=14)
            layer.blit(label, label.get_rect(center=(box.width / 2, box.height / 2)))
            layer.set_alpha(int(self.alpha))
            surface.blit(layer, box)
        elif self.kind == "flash":  # ``surface`` holds the rectangle to light up
            area = self.surface
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            layer.fill((255, 255, 255, int(self.alpha * 0.35)))
            surface.blit(layer, area)


class Board(BoardScene):
    name = "wrong-chemistry"
    layout_name = "wrong-chemistry"

    # ======================= set-up ================================================================
    def build(self) -> None:
        lay = self.layout
        self.deck_data = load_deck()
        self.r_players = lay.rect("players")
        self.r_deck = lay.rect("deck")
        self.r_discard = lay.rect("discard")
        self.r_molecule = lay.rect("molecule")
        self.r_hand = list(lay.objects("hand_").values())
        self.r_zoom = lay.rect("zoom")
        self.r_energy = lay.rect("energy")
        self.r_supply = lay.rect("supply")
        self.r_restart = lay.rect("restartium")
        self.r_extra = lay.rect("extraxodium")
        self.r_log = lay.rect("log")
        self.title_pos = lay.rect("title").topleft
        self.banner_pos = lay.point("banner")
        self.end_button = pygame_gui.elements.UIButton(
            lay.rect("end_turn"), "End turn (draw up to 4)", manager=self.app.manager, container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@primary_button"),
            tool_tip_text="Finish your turn and draw back up to four cards")
        self.background = self._make_background()
        self.flying: list[Floating] = []
        self.springs: list[tuple[object, Tween]] = []  # snap-back tweens, outside the input lock
        self.hand_sprites: list[CardSprite] = []
        self.drag: dict | None = None
        self.press: dict | None = None  # a button press on a hand card, not yet a click or a drag
        self.zoom: int | None = None  # element number shown large
        self.picking_extra = False
        self.pile_chips: list[tuple[pygame.Rect, int, int]] = []  # (rect, seat, number)
        self.view: dict[tuple[int, int], str] = {}
        self.view_supply = {"white": 0, "black": 0}
        self.hex_size = MAX_HEX
        self.origin_px = self.r_molecule.center
        self._mol_layer: pygame.Surface | None = None
        self._panel_layer: pygame.Surface | None = None
        self._panel_key = None
        self._log_layer: pygame.Surface | None = None
        self._log_key = None
        self._button_state = None
        self.glow_clock = 0.0

    def _make_background(self) -> pygame.Surface:
        bg = pygame.Surface(self.app.size).convert()
        bg.fill(theme.BG)
        theme.panel(bg, self.r_molecule, (30, 38, 48), theme.LINE, radius=16)
        # faint bench grid under the molecule
        for x in range(self.r_molecule.left + 20, self.r_molecule.right, 28):
            pygame.draw.line(bg, (36, 45, 56), (x, self.r_molecule.top + 4), (x, self.r_molecule.bottom - 4))
        for y in range(self.r_molecule.top + 20, self.r_molecule.bottom, 28):
            pygame.draw.line(bg, (36, 45, 56), (self.r_molecule.left + 4, y), (self.r_molecule.right - 4, y))
        theme.panel(bg, self.r_energy, theme.PANEL)
        theme.panel(bg, self.r_supply, theme.PANEL)
        theme.blit_text(bg, "Energy", (self.r_energy.x + 14, self.r_energy.y + 8), 18, theme.TEXT_DIM, bold=True)
        theme.blit_text(bg, "Supply (drag a disc here to take it off)",
                        (self.r_supply.x + 14, self.r_supply.y + 8), 16, theme.TEXT_DIM, bold=True)
        return bg

    # ======================= the view from the observation ========================================
    def sync(self) -> None:
        obs = self.obs
        self.flying.clear()
        self.springs.clear()
        self.drag = None
        self.press = None
        self.picking_extra = False
        self.view = {(h["q"], h["r"]): h["disc"] for h in obs["molecule"]}
        self.view_supply = dict(obs["supply"])
        self._fit_view()
        self._mol_layer = None
        self._panel_key = None
        self.hand_sprites = []
        matching = set(obs["matching_hand_cards"])
        for i, card in enumerate(obs["hand"][:len(self.r_hand)]):
            sprite = CardSprite(card_face(card), art.card_back(CARD), pos=self.r_hand[i].center,
                                key=card["number"], hoverable=True)
            if card["number"] in matching and obs["current"] == self.viewer and obs["phase"] == "play":
                sprite.highlight = theme.GOOD
            self.hand_sprites.append(sprite)
        self._refresh_button()

    def _fit_view(self) -> None:
        """Hex size and position so the molecule and every free cell next to it fit the panel."""
        cells = set(self.view)
        around = {(q + dq, r + dr) for q, r in cells for dq, dr in mol.RING_DIRECTIONS}
        pts = [unit_pixel(q, r) for q, r in cells | around]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        width = max(xs) - min(xs) + SQ3
        height = max(ys) - min(ys) + 2
        area = self.r_molecule.inflate(-24, -24)
        self.hex_size = min(MAX_HEX, area.width / width, area.height / height)
        inner = {unit_pixel(q, r) for q, r in cells}
        mx = (max(p[0] for p in inner) + min(p[0] for p in inner)) / 2
        my = (max(p[1] for p in inner) + min(p[1] for p in inner)) / 2
        # keep the whole neighbourhood inside the panel while centring the molecule itself
        cx = area.centerx - mx * self.hex_size
        cy = area.centery - my * self.hex_size
        cx = min(max(cx, area.left - min(xs) * self.hex_size + SQ3 / 2 * self.hex_size),
                 area.right - max(xs) * self.hex_size - SQ3 / 2 * self.hex_size)
        cy = min(max(cy, area.top - min(ys) * self.hex_size + self.hex_size),
                 area.bottom - max(ys) * self.hex_size - self.hex_size)
        self.origin_px = (cx, cy)

    def cell_px(self, cell) -> tuple[int, int]:
        ux, uy = unit_pixel(*cell)
        return (round(self.origin_px[0] + ux * self.hex_size), round(self.origin_px[1] + uy * self.hex_size))

    def px_cell(self, pos) -> tuple[int, int] | None:
        """The cell under a canvas point (None outside the molecule panel)."""
        if not self.r_molecule.collidepoint(pos):
            return None
        x = (pos[0] - self.origin_px[0]) / self.hex_size
        y = (pos[1] - self.origin_px[1]) / self.hex_size
        qf = SQ3 / 3 * x - y / 3
        rf = 2 / 3 * y
        sf = -qf - rf
        q, r, s = round(qf), round(rf), round(sf)
        dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
        if dq > dr and dq > ds:
            q = -r - s
        elif dr > ds:
            r = -q - s
        return (q, r)

    def supply_slots(self) -> list[tuple[str, tuple[int, int]]]:
        """Where each supply disc sits: whites on the left, blacks on the right."""
        out = []
        y = self.r_supply.y + 60
        radius = 22
        for i in range(self.view_supply["white"]):
            out.append(("white", (self.r_supply.x + 48 + i * (radius * 2 + 12), y)))
        for i in range(self.view_supply["black"]):
            out.append(("black", (self.r_supply.centerx + 48 + i * (radius * 2 + 12), y)))
        return out

    def supply_home(self, colour: str) -> tuple[int, int]:
        base = self.r_supply.x + 48 if colour == "white" else self.r_supply.centerx + 48
        return (base + self.view_supply[colour] * 56, self.r_supply.y + 60)

    # ======================= animations ===========================================================
    def _fly(self, item: Floating, dest, duration=0.32, on_start=None, on_end=None, **extra) -> Tween:
        def start():
            self.flying.append(item)
            if on_start:
                on_start()

        def end():
            if item in self.flying:
                self.flying.remove(item)
            if on_end:
                on_end()
        return Tween(item, duration, pos=(float(dest[0]), float(dest[1])), ease="easeInOutCubic",
                     on_start=start, on_end=end, **extra)

    def _set_cell(self, cell, disc) -> None:
        if disc is None:
            self.view.pop(cell, None)
        else:
            self.view[cell] = disc
        self._mol_layer = None

    def _supply_add(self, colour: str, n: int) -> None:
        self.view_supply[colour] = max(0, self.view_supply[colour] + n)

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        boxes = self._seat_boxes()
        return boxes[seat].center if seat < len(boxes) else self.r_players.center

    def animate(self, event, actor):
        radius = self.hex_size * 0.52
        if isinstance(event, DiscTaken):
            disc = Floating("disc", self.cell_px(event.cell), colour=event.colour, size=radius)
            return self._fly(disc, self.supply_home(event.colour),
                             on_start=lambda: self._set_cell(event.cell, "empty"),
                             on_end=lambda: self._supply_add(event.colour, 1))
        if isinstance(event, DiscPlaced):
            disc = Floating("disc", self.supply_home(event.colour), colour=event.colour, size=radius)
            return self._fly(disc, self.cell_px(event.cell),
                             on_start=lambda: self._supply_add(event.colour, -1),
                             on_end=lambda: self._set_cell(event.cell, event.colour))
        if isinstance(event, DiscMoved):
            disc = Floating("disc", self.cell_px(event.src), colour=event.colour, size=radius)
            return self._fly(disc, self.cell_px(event.dst),
                             on_start=lambda: self._set_cell(event.src, "empty"),
                             on_end=lambda: self._set_cell(event.dst, event.colour))
        if isinstance(event, HexMoved):
            piece = Floating("hex", self.cell_px(event.src), size=self.hex_size)
            return self._fly(piece, self.cell_px(event.dst), 0.4,
                             on_start=lambda: self._set_cell(event.src, None),
                             on_end=lambda: self._set_cell(event.dst, "empty"))
        if isinstance(event, Restarted):
            flash = Floating("flash", (0, 0), surface=self.r_molecule.copy())

            def reset():
                self.view = {cell: mol.DISC_NAMES[d] for cell, d in mol.items(mol.START)}
                white, black = mol.supply(mol.START)
                self.view_supply = {"white": white, "black": black}
                self._mol_layer = None
                self.flying.append(flash)
            return [Tween(flash, 0.45, alpha=(255.0, 0.0), on_start=reset,
                          on_end=lambda: flash in self.flying and self.flying.remove(flash))]
        if isinstance(event, CardClaimed):
            card = self.deck_data.elements[event.card]
            face = card_face(self._card_dict(card))
            start = self._hand_pos(event.card) if event.seat == self.viewer else self._seat_anchor(event.seat)
            item = Floating("card", start, surface=face)
            return [Call(lambda: self.app.sound.play("card")),
                    self._fly(item, self._seat_anchor(event.seat), 0.45,
                              on_start=lambda: self._hide_hand(event.card), scale=0.3)]
        if isinstance(event, CardDiscarded):
            card = self.deck_data.elements[event.card]
            start = self._hand_pos(event.card) if event.seat == self.viewer else self._seat_anchor(event.seat)
            item = Floating("card", start, surface=card_face(self._card_dict(card)))
            return self._fly(item, self.r_discard.center, 0.35, on_start=lambda: self._hide_hand(event.card),
                             scale=0.8)
        if isinstance(event, EnergyGained):
            card = self.deck_data.elements[event.card]
            item = Floating("card", self._seat_anchor(event.seat), surface=card_face(self._card_dict(card)),
                            size=0)
            item.scale = 0.3
            return self._fly(item, self.r_discard.center, 0.4, scale=0.8)
        if isinstance(event, CardsDrawn) and event.count:
            back = art.card_back(CARD)
            tweens = []
            for i in range(event.count):
                dest = (self.r_hand[min(3, 4 - event.count + i)].center if event.seat == self.viewer
                        else self._seat_anchor(event.seat))
                item = Floating("card", self.r_deck.center, surface=back)
                item.scale = 0.85
                tweens.append(self._fly(item, dest, 0.3, delay=0.08 * i))
            return [Call(lambda: self.app.sound.play("card"))] + tweens
        if isinstance(event, StartReveal):
            shown = ", ".join(f"{self.names[s]} {self.deck_data.elements[c].label}" for s, c in enumerate(event.cards))
            text = f"Start cards: {shown}. {self.names[event.first]} goes first"
            return self._banner(theme.fit(text, 900, 26, bold=True), 2.2)
        if isinstance(event, TurnStarted) and self.match.seats[event.seat].kind == "ai":
            return self._banner(f"{self.names[event.seat]}'s turn", 0.7)
        if isinstance(event, GameOver):
            return Wait(0.6)
        return None

    def _banner(self, text: str, seconds: float):
        banner = Floating("banner", self.banner_pos, text=text)
        return [Tween(banner, seconds, alpha=(255.0, 0.0), ease="easeInQuart",
                      on_start=lambda: self.flying.append(banner),
                      on_end=lambda: banner in self.flying and self.flying.remove(banner))]

    def demo_animation(self):
        disc = Floating("disc", self.cell_px((1, 0)), colour="white", size=self.hex_size * 0.52)
        return self._fly(disc, self.cell_px((-1, 0)), 0.5)

    def _card_dict(self, card) -> dict:
        return {"number": card.number, "symbol": card.symbol, "name": card.name, "value": card.value,
                "pattern": card.pattern_cells()}

    def _hand_pos(self, number: int):
        for sprite in self.hand_sprites:
            if sprite.key == number:
                return sprite.pos
        return self.r_hand[0].center

    def _hide_hand(self, number: int) -> None:
        for sprite in self.hand_sprites:
            if sprite.key == number:
                sprite.visible = False

    # ======================= input ================================================================
    def board_event(self, event) -> None:
        obs = self.obs
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.end_button:
            self.submit(EndTurn())
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.zoom = self._card_at(event.pos) if self.zoom is None else None
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.zoom is not None:
                self.zoom = None
                return
            self._press(event.pos, obs)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos, obs)

    def _card_at(self, pos) -> int | None:
        for sprite in reversed(self.hand_sprites):
            if sprite.contains(pos):
                return sprite.key
        for rect, _seat, number in self.pile_chips:
            if rect.collidepoint(pos):
                return number
        if self.r_discard.collidepoint(pos) and self.obs["discard_top"] is not None:
            return self.obs["discard_top"]
        return None

    def _press(self, pos, obs) -> None:
        if self.picking_extra:
            self.picking_extra = False
            self._panel_key = None
            for rect, seat, number in self.pile_chips:
                if seat == self.viewer and rect.collidepoint(pos):
                    self.submit(UseExtraxodium(number))
                    return
            return
        for sprite in reversed(self.hand_sprites):
            if sprite.visible and sprite.contains(pos):
                self.press = {"sprite": sprite, "start": pos, "home": sprite.pos}
                return
        if obs["phase"] != "play":
            return
        if self.r_restart.collidepoint(pos):
            self.submit(UseRestartium())
            return
        if self.r_extra.collidepoint(pos):
            if not obs["piles"][self.viewer]["cards"]:
                self.show_message("Extraxodium needs a card in your scored pile")
            else:
                self.picking_extra = True
                self._panel_key = None
                self.show_message("Click a card of your scored pile to give up for 3 energy", 5)
            return
        for colour, centre in reversed(self.supply_slots()):
            if math.dist(pos, centre) <= 24:
                self._start_drag("disc", ("supply", colour), colour, centre, pos)
                return
        cell = self.px_cell(pos)
        if cell in self.view:
            disc = self.view[cell]
            if disc != "empty":
                self._start_drag("disc", ("hex", cell), disc, self.cell_px(cell), pos)
            elif cell != (0, 0):
                self._start_drag("hex", ("hex", cell), "", self.cell_px(cell), pos)
            else:
                self.show_message("The blue hex never moves")

    def _start_drag(self, kind, src, colour, home, pos) -> None:
        size = self.hex_size * 0.52 if kind == "disc" else self.hex_size
        item = Floating(kind, pos, colour=colour, size=size)
        self.drag = {"kind": kind, "src": src, "colour": colour, "home": home, "item": item,
                     "offset": (home[0] - pos[0], home[1] - pos[1]), "targets": self._targets_for(kind, src)}
        item.pos = (float(home[0]), float(home[1]))
        if src[0] == "hex":
            self._mol_layer = None  # redraw the molecule without the lifted piece

    def _targets_for(self, kind, src) -> dict:
        """Legal drop places for what is being dragged: {'cells': set, 'supply': bool}."""
        cells, supply = set(), False
        for action in self.match.legal_actions():
            if kind == "disc" and src[0] == "supply" and isinstance(action, PlaceDisc) and action.colour == src[1]:
                cells.add(action.cell)
            elif kind == "disc" and src[0] == "hex":
                if isinstance(action, MoveDisc) and action.src == src[1]:
                    cells.add(action.dst)
                elif isinstance(action, TakeDisc) and action.cell == src[1]:
                    supply = True
            elif kind == "hex" and isinstance(action, MoveHex) and action.src == src[1]:
                cells.add(action.dst)
        return {"cells": cells, "supply": supply}

    def _motion(self, pos) -> None:
        if self.drag:
            ox, oy = self.drag["offset"]
            self.drag["item"].pos = (float(pos[0] + ox), float(pos[1] + oy))
            self.drag["over"] = pos
        elif self.press:
            if math.dist(pos, self.press["start"]) > DRAG_THRESHOLD:
                self.press["dragging"] = True
            if self.press.get("dragging"):
                sprite = self.press["sprite"]
                hx, hy = self.press["home"]
                sx, sy = self.press["start"]
                sprite.pos = (hx + pos[0] - sx, hy + pos[1] - sy)

    def _release(self, pos, obs) -> None:
        if self.press:
            press, self.press = self.press, None
            sprite = press["sprite"]
            number = sprite.key
            if not press.get("dragging"):
                self._click_card(number, obs)
                return
            if self.r_discard.collidepoint(pos) and obs["phase"] == "play":
                if self.submit(DiscardCard(number)):
                    return
            elif obs["phase"] == "play":
                self.show_message("Drop a card on the discard pile to throw it away (1 energy)")
            self._spring(sprite, press["home"])
            return
        if not self.drag:
            return
        drag, self.drag = self.drag, None
        self._mol_layer = None
        action = self._drop_action(drag, pos)
        if action is not None and self.submit(action):
            return
        if action is None and drag["src"] != self._drop_place(pos):
            self.show_message("Drop it on a lit hex" + (" or on the supply" if drag["kind"] == "disc" else ""))
        self._spring(drag["item"], drag["home"], temporary=True)

    def _drop_place(self, pos):
        if self.r_supply.collidepoint(pos):
            return ("supply", None)
        cell = self.px_cell(pos)
        return ("hex", cell) if cell is not None else None

    def _drop_action(self, drag, pos):
        """The action a drop means (legal or not: the rules judge it), or None for no action."""
        place = self._drop_place(pos)
        if place is None:
            return None
        src_kind, src = drag["src"]
        if drag["kind"] == "hex":
            if place[0] != "hex" or place[1] == src:
                return None
            return MoveHex(src, place[1])
        if src_kind == "supply":
            return PlaceDisc(src, place[1]) if place[0] == "hex" else None
        if place[0] == "supply":
            return TakeDisc(src)
        if place[1] == src:
            return None
        return MoveDisc(src, place[1])

    def _spring(self, item, home, temporary: bool = False) -> None:
        """Send a dragged piece back where it came from (outside the input lock: it is cosmetic)."""
        if temporary:
            self.flying.append(item)

        def done():
            if temporary and item in self.flying:
                self.flying.remove(item)
            self._mol_layer = None
        tween = Tween(item, 0.18, pos=(float(home[0]), float(home[1])), ease="easeOutCubic", on_end=done)
        self.springs.append((item, tween))

    def _click_card(self, number: int, obs) -> None:
        if obs["phase"] == "choose":
            self.submit(ChooseStartCard(number))
            return
        if obs["phase"] != "play":
            return
        if number in obs["matching_hand_cards"]:
            self.submit(ClaimCard(number))
        else:
            self.show_message(f"The molecule does not look like {card_title(number)} yet "
                              "(right-click to zoom; drag to the discard pile to throw away)")

    # ======================= per frame ============================================================
    def update(self, dt: float) -> None:
        super().update(dt)
        self.glow_clock += dt
        for item, tween in list(self.springs):
            tween.update(dt)
            if tween.done:
                self.springs.remove((item, tween))
        mouse = pygame.mouse.get_pos()
        for sprite in self.hand_sprites:
            sprite.update_hover(dt, mouse, enabled=self.can_act() and self.press is None and self.drag is None)
        self._refresh_button()

    def _refresh_button(self) -> None:
        obs = self.obs
        enabled = self.can_act() and obs["phase"] == "play"
        if enabled != self._button_state:
            self._button_state = enabled
            self.end_button.enable() if enabled else self.end_button.disable()

    def action_label(self, action) -> str:
        return action_words(action)

    # ======================= drawing ==============================================================
    def draw_board(self, surface) -> None:
        held = self._held()
        if held is not None and not self.flying and self.zoom is None:
            # While something is dragged nothing else on the table changes: the whole table without
            # the dragged piece is rendered once per drag, then a frame is one blit plus the piece.
            if held.get("backdrop") is None:
                backdrop = pygame.Surface(self.app.size).convert()
                self._draw_table(backdrop, moving=False)
                held["backdrop"] = backdrop
            surface.blit(held["backdrop"], (0, 0))
            self._draw_moving(surface)
            return
        self._draw_table(surface, moving=True)

    def _held(self) -> dict | None:
        """The drag in progress (a disc or hex, or a hand card), if any."""
        if self.drag:
            return self.drag
        if self.press and self.press.get("dragging"):
            return self.press
        return None

    def _draw_moving(self, surface) -> None:
        """What moves during a drag: the lit cell under the pointer and the dragged piece."""
        self._draw_pulse(surface)
        if self.drag:
            self.drag["item"].draw(surface)
        if self.press and self.press.get("dragging"):
            self.press["sprite"].draw(surface)

    def _draw_table(self, surface, moving: bool) -> None:
        """The whole table; ``moving=False`` leaves out what follows the pointer during a drag."""
        obs = self.obs
        # Opaque layers, rebuilt only when what they show changes: a frame is a few plain blits.
        key = (self.version, self.viewer, self.picking_extra)
        if self._panel_key != key or self._panel_layer is None:
            self._panel_key = key
            self._panel_layer = self._render_panels(obs)
        surface.blit(self._panel_layer, (0, 0))
        self._draw_title(surface, obs)
        if self._mol_layer is None:
            self._mol_layer = self._render_molecule()
        surface.blit(self._mol_layer, self.r_molecule.topleft)
        self._draw_drag_targets(surface)
        self._draw_hint(surface)
        self._draw_energy(surface, obs)
        self._draw_supply(surface)
        self._draw_table_cards(surface, obs)
        self._draw_hand(surface, obs)
        for item in self.flying:
            item.draw(surface)
        if moving:
            self._draw_moving(surface)
        log_key = (len(self.match.log), self.match.log[-1] if self.match.log else "")
        if self._log_key != log_key:
            self._log_key = log_key
            self._log_layer = pygame.Surface(self.r_log.size).convert()
            self._log_layer.fill(theme.BG)
            self.draw_log(self._log_layer, self._log_layer.get_rect(), size=16)
        surface.blit(self._log_layer, self.r_log)
        if self.zoom is not None:
            card = self.deck_data.elements[self.zoom]
            face = card_face(self._card_dict(card), ZOOM_CARD)
            shadow = self.r_zoom.inflate(16, 16)
            theme.panel(surface, shadow, theme.BG_DARK, theme.ACCENT, radius=14)
            surface.blit(face, self.r_zoom)

    def _draw_title(self, surface, obs) -> None:
        x, y = self.title_pos
        theme.blit_text(surface, "Wrong Chemistry", (x, y + 6), 26, theme.TEXT, bold=True)
        if obs["phase"] == "choose":
            line = "Pick a start card: the lowest number goes first"
        elif obs["phase"] == "over":
            line = "Game over"
        else:
            seat = obs["current"]
            line = "Your turn" if seat == self.viewer else f"{self.names[seat]}'s turn"
            if obs["matches_card"] is not None:
                line += f" · molecule = {self.deck_data.elements[obs['matches_card']].label}"
        theme.blit_text(surface, theme.fit(line, 560, 20), (x + 250, y + 12), 20, theme.ACCENT)

    def _seat_boxes(self) -> list[pygame.Rect]:
        n = self.match.state.players
        gap = 10
        h = (self.r_players.height - gap * (n - 1)) // n
        return [pygame.Rect(self.r_players.x, self.r_players.y + i * (h + gap), self.r_players.width, h)
                for i in range(n)]

    def seat_tag(self, seat: int) -> str:
        """"(you)", "(AI medium)", "(you, AI easy)"… : what kind of seat this is."""
        s = self.match.seats[seat]
        parts = (["you"] if seat == self.viewer else []) + ([f"AI {s.level}"] if s.kind == "ai" else [])
        return f"({', '.join(parts)})" if parts else ""

    def _draw_seat_name(self, layer, seat: int, box: pygame.Rect) -> None:
        """The name, shortened with an ellipsis if need be, then the tag, which always shows whole."""
        room = box.width - 90  # the score sits at the right
        tag = self.seat_tag(seat)
        tag_w = theme.font(18, False).size(tag)[0] + 8 if tag else 0
        name = theme.fit(self.match.seats[seat].name, max(40, room - tag_w), 18, True)
        drawn = theme.blit_text(layer, name, (box.x + 12, box.y + 8), 18, theme.TEXT, bold=True)
        if tag:
            theme.blit_text(layer, tag, (drawn.right + 8, box.y + 8), 18, theme.TEXT_DIM)

    def _render_panels(self, obs) -> pygame.Surface:
        """Players, their piles and scores, deck and discard: redrawn only when the state changes."""
        layer = self.background.copy()
        self.pile_chips = []
        elements = self.deck_data.elements
        for seat, box in enumerate(self._seat_boxes()):
            current = obs["current"] == seat
            theme.panel(layer, box, theme.PANEL_LIGHT if current else theme.PANEL,
                        theme.ACCENT if current else theme.LINE, radius=12, width=3 if current else 2)
            self._draw_seat_name(layer, seat, box)
            pile = obs["piles"][seat]
            score = pile["score"]
            total = theme.text(f"{score['total']}", 26, theme.WARN, bold=True)
            layer.blit(total, total.get_rect(topright=(box.right - 14, box.y + 4)))
            cards = score["cards"]
            detail = f"{score['base']} card value + {score['bonus']} run · {cards} card{'s' if cards != 1 else ''}"
            theme.blit_text(layer, detail, (box.x + 12, box.y + 34), 16, theme.TEXT_DIM)
            # hand size as little card backs
            hand_n = obs["hand_sizes"][seat]
            for i in range(hand_n):
                r = pygame.Rect(box.right - 16 - (hand_n - i) * 14, box.y + 36, 12, 17)
                pygame.draw.rect(layer, (46, 86, 110), r, border_radius=3)
                pygame.draw.rect(layer, theme.TEXT_DIM, r, 1, border_radius=3)
            in_run = {n for run in score["runs"] for n in run}
            if not pile["cards"]:
                theme.blit_text(layer, "No cards scored yet", (box.x + 12, box.y + 64), 16, theme.TEXT_DIM)
            x0, y = box.x + 10, box.y + 60
            x = x0
            for n in sorted(pile["cards"]):
                chip = pygame.Rect(x, y, 68, 26)
                if chip.bottom > box.bottom - 4:
                    theme.blit_text(layer, f"+{len(pile['cards']) - len([c for c in self.pile_chips if c[1] == seat])} more",
                                    (x, y - 2), 16, theme.TEXT_DIM)
                    break
                card = elements[n]
                pickable = self.picking_extra and seat == self.viewer
                pygame.draw.rect(layer, VALUE_COLOURS[card.value], chip, border_radius=6)
                pygame.draw.rect(layer, theme.WARN if pickable else (20, 20, 24), chip, 3 if pickable else 1,
                                 border_radius=6)
                label = theme.text(f"{n} {card.symbol}", 16, (255, 255, 255), bold=True)
                layer.blit(label, label.get_rect(center=chip.center))
                if n in in_run:  # the run bonus shows as a bar under the chip
                    pygame.draw.line(layer, theme.WARN, (chip.x + 4, chip.bottom + 2), (chip.right - 4, chip.bottom + 2), 3)
                self.pile_chips.append((chip, seat, n))
                x += 74
                if x + 68 > box.right - 6:
                    x, y = x0, y + 32
        # deck and discard
        back = art.card_back(CARD)
        deck_img = pygame.transform.smoothscale(back, (self.r_deck.width - 20, self.r_deck.height - 44))
        theme.panel(layer, self.r_deck, theme.PANEL)
        if obs["deck_count"]:
            layer.blit(deck_img, (self.r_deck.x + 10, self.r_deck.y + 8))
        theme.blit_text(layer, f"Deck {obs['deck_count']}", (self.r_deck.centerx, self.r_deck.bottom - 30), 18,
                        theme.TEXT, bold=True, anchor="midtop")
        theme.panel(layer, self.r_discard, theme.PANEL)
        top = obs["discard_top"]
        if top is not None:
            face = card_face(self._card_dict(elements[top]))
            small = pygame.transform.smoothscale(face, (self.r_discard.width - 20, self.r_discard.height - 44))
            layer.blit(small, (self.r_discard.x + 10, self.r_discard.y + 8))
        theme.blit_text(layer, f"Discard {obs['discard_count']}", (self.r_discard.centerx, self.r_discard.bottom - 30),
                        18, theme.TEXT, bold=True, anchor="midtop")
        return layer

    def _render_molecule(self) -> pygame.Surface:
        layer = self.background.subsurface(self.r_molecule).copy()
        ox, oy = self.r_molecule.topleft
        lifted = self.drag["src"][1] if self.drag and self.drag["src"][0] == "hex" else None
        lifted_kind = self.drag["kind"] if self.drag else None
        for cell, disc in self.view.items():
            cx, cy = self.cell_px(cell)
            centre = (cx - ox, cy - oy)
            if cell == lifted and lifted_kind == "hex":
                pygame.draw.polygon(layer, (60, 70, 84), hex_corners(centre, self.hex_size - 2), 2)
                continue
            fill = BLUE_HEX if cell == (0, 0) else YELLOW_HEX
            pts = hex_corners(centre, self.hex_size - 2)
            pygame.draw.polygon(layer, fill, pts)
            pygame.draw.polygon(layer, HEX_EDGE, pts, 3)
            if cell == (0, 0):  # the blue hex also carries an inner ring: not colour alone
                pygame.draw.polygon(layer, (200, 220, 255), hex_corners(centre, self.hex_size * 0.8), 2)
            if disc != "empty" and not (cell == lifted and lifted_kind == "disc"):
                draw_disc(layer, disc, centre, self.hex_size * 0.52)
        return layer

    def _draw_drag_targets(self, surface) -> None:
        if not self.drag:
            return
        if self.drag.get("overlay") is None:  # made once per drag: the targets do not change
            overlay = pygame.Surface(self.r_molecule.size, pygame.SRCALPHA)
            ox, oy = self.r_molecule.topleft
            for cell in self.drag["targets"]["cells"]:
                cx, cy = self.cell_px(cell)
                pts = hex_corners((cx - ox, cy - oy), self.hex_size - 5)
                pygame.draw.polygon(overlay, (*GHOST, 70), pts)
                pygame.draw.polygon(overlay, (*GHOST, 255), pts, 3)
            self.drag["overlay"] = overlay
        surface.blit(self.drag["overlay"], self.r_molecule.topleft)
        if self.drag["targets"]["supply"]:
            pygame.draw.rect(surface, GHOST, self.r_supply, 4, border_radius=12)

    def _draw_pulse(self, surface) -> None:
        """The lit cell under the pointer pulses while a piece hangs over it."""
        if not self.drag or not self.drag.get("over"):
            return
        over_cell = self.px_cell(self.drag["over"])
        if over_cell in self.drag["targets"]["cells"]:
            pulse = 0.5 + 0.5 * math.sin(self.glow_clock * 6)
            colour = [int(a + (b - a) * pulse) for a, b in zip(GHOST, (220, 255, 220))]
            pygame.draw.polygon(surface, colour, hex_corners(self.cell_px(over_cell), self.hex_size - 4), 6)

    def _draw_hint(self, surface) -> None:
        """Outline what the Hint suggests: the cells of a molecule action, or the card to use."""
        hint = self.hint_action
        if hint is None or self.anims.busy:
            return
        cells = []
        if isinstance(hint, (MoveDisc, MoveHex)):
            cells = [hint.src, hint.dst]
        elif isinstance(hint, (TakeDisc, PlaceDisc)):
            cells = [hint.cell]
        for cell in cells:
            pygame.draw.polygon(surface, theme.WARN, hex_corners(self.cell_px(cell), self.hex_size - 3), 4)
        if isinstance(hint, TakeDisc):
            pygame.draw.rect(surface, theme.WARN, self.r_supply, 3, border_radius=12)
        number = getattr(hint, "card", None)
        if isinstance(hint, (ClaimCard, DiscardCard, ChooseStartCard)):
            for sprite in self.hand_sprites:
                if sprite.key == number:
                    pygame.draw.rect(surface, theme.WARN, sprite.rect.inflate(10, 10), 4, border_radius=12)
        elif isinstance(hint, UseRestartium):
            pygame.draw.rect(surface, theme.WARN, self.r_restart, 4, border_radius=12)
        elif isinstance(hint, UseExtraxodium):
            pygame.draw.rect(surface, theme.WARN, self.r_extra, 4, border_radius=12)

    def _draw_energy(self, surface, obs) -> None:
        if obs["phase"] != "play":
            return
        total = 4 + 3 * obs["extraxodium_uses"] if obs["current"] is not None else 4
        left = obs["energy"]
        total = max(total, left)
        x0, y = self.r_energy.x + 110, self.r_energy.y + 50
        for i in range(total):
            x = x0 + (i % 12) * 30
            yy = y + (i // 12) * 30
            if i < left:
                pygame.draw.circle(surface, theme.WARN, (x, yy), 11)
                pygame.draw.circle(surface, (60, 40, 10), (x, yy), 11, 2)
            else:
                pygame.draw.circle(surface, theme.LINE, (x, yy), 11, 2)
        label = theme.text(f"{left} left", 18, theme.TEXT, bold=True)
        surface.blit(label, label.get_rect(midleft=(self.r_energy.x + 16, y)))

    def _draw_supply(self, surface) -> None:
        dragging = self.drag["src"] if self.drag else None
        for colour, centre in self.supply_slots():
            if dragging == ("supply", colour) and centre == self.drag["home"]:
                pygame.draw.circle(surface, theme.LINE, centre, 22, 2)
                continue
            draw_disc(surface, colour, centre, 22)
        theme.blit_text(surface, f"white: {self.view_supply['white']}", (self.r_supply.x + 26, self.r_supply.bottom - 6),
                        16, theme.TEXT_DIM, anchor="bottomleft")
        theme.blit_text(surface, f"black: {self.view_supply['black']}", (self.r_supply.centerx + 26, self.r_supply.bottom - 6),
                        16, theme.TEXT_DIM, anchor="bottomleft")

    def _draw_table_cards(self, surface, obs) -> None:
        mine = self.viewer is not None and obs["current"] == self.viewer and obs["phase"] == "play"
        used = obs["restartium_used"]
        line = ("Used this turn" if used and obs["phase"] == "play"
                else "Once a turn, free: back to the starting layout")
        surface.blit(table_card("Restartium", line, self.r_restart.size, mine and not used), self.r_restart)
        pile = obs["piles"][self.viewer]["cards"] if self.viewer is not None else []
        if self.picking_extra:
            line = "Click a card of your scored pile (left) to give it up"
        elif mine and not pile:
            line = "Needs a card in your scored pile"
        else:
            line = "Give up a scored card: +3 energy (again and again)"
        surface.blit(table_card("Extraxodium", line, self.r_extra.size, mine and bool(pile)), self.r_extra)

    def _draw_hand(self, surface, obs) -> None:
        if not self.hand_sprites:
            if self.viewer is None:
                theme.blit_text(surface, "Hands are hidden", (self.r_hand[0].x, self.r_hand[0].centery), 20,
                                theme.TEXT_DIM)
            return
        glow = 0.5 + 0.5 * math.sin(self.glow_clock * 4)
        for sprite in self.hand_sprites:
            if sprite.highlight and sprite.visible and not (self.press and self.press["sprite"] is sprite
                                                             and self.press.get("dragging")):
                halo = sprite.rect.inflate(14 + 8 * glow, 14 + 8 * glow)
                pygame.draw.rect(surface, theme.GOOD, halo, 5, border_radius=14)
        dragged = self.press["sprite"] if self.press and self.press.get("dragging") else None
        draw_sprites(surface, [s for s in self.hand_sprites if s is not dragged])
        if obs["phase"] == "choose" and obs.get("start_card") is None and obs["current"] == self.viewer:
            theme.blit_text(surface, "Click a card to pick it as your start card",
                            (self.r_molecule.centerx, self.r_molecule.bottom - 30), 20, theme.WARN, bold=True,
                            anchor="center")


def bench_drag(app, frames: int = 120, kind: str = "disc") -> dict[str, float]:
    """Median update+draw milliseconds (wall clock and CPU) while a disc (``kind="disc"``) or a
    hand card (``"card"``) is dragged round the table at 1600x900: the figure the issue asks for,
    ready for ``labdesk bench`` to report as "wrong-chemistry-drag" once the kit has a hook."""
    import statistics
    import time

    from labdesk.ui.app import make_scene, settle

    board = make_scene(app, "wrong-chemistry", seed=1, moves=4)
    app.push(board)
    settle(app)
    if kind == "card":
        start = tuple(round(v) for v in board.hand_sprites[0].pos)
    else:
        start = next(board.cell_px(c) for c, d in board.view.items() if d != "empty")
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    wall, cpu = [], []
    for i in range(frames):
        pos = (round(start[0] + 150 * math.cos(i / 20)), round(start[1] + 120 * math.sin(i / 20)))
        t0, c0 = time.perf_counter(), time.process_time()
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        app.update(1 / 60)
        app.draw(app.screen)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    app.pop()
    skip = min(5, frames // 4)  # the first frames build the drag's backdrop
    return {"wall_ms": round(statistics.median(wall[skip:]), 3), "cpu_ms": round(statistics.median(cpu[skip:]), 3)}


# What `labdesk bench` times on this board besides idle animation frames (see bench_frames).
BENCH_INTERACTIONS = {"drag": lambda app, frames: bench_drag(app, frames)["wall_ms"]}
