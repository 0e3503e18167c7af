"""The Explosion in the Laboratory board (pygame).

Left: the three beakers as cards showing their bottom edge; scoring turns a card a quarter turn (and
flips it at the flip icon), and the fire level is counted under them. Centre: the six Lab cards,
shuffled into a row on every selection, the two outer edge numbers lit, their sum, and the fire-level
Lab card's 24 test tubes with the chosen one highlighted; below, the bench: the selected chemical and
the flasks, which fill as chemicals are poured (click a flask to choose it). Right: the players,
their scores, turn order and Process cards. Bottom: the log, the acting player's Process cards
(click one to play it in its phase) and the action buttons (Shuffle, Stop, Score...). Keys: Space
shuffles, S stops, Enter scores / is ready; the Hint button's advice is outlined.

The view is rebuilt from the observation in ``sync()``; animations only decorate the way there.
Chemicals carry their letter and shape as well as their colour while the colour-blind setting is on
(the default), as on the other boards; colour names are always written in the labels.
"""
from __future__ import annotations

import copy
import math

import pygame
import pygame_gui

from labdesk.games.explosion import rules as R
from labdesk.games.explosion.content import load
from labdesk.ui import art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, draw_sprites
from labdesk.ui.tween import Call, Tween, Wait

LAB_SIZE = (114, 160)
BEAKER_SIZE = (156, 156)
HAND_CARD = (130, 150)  # a Process card in a hand of three or more (full text on hover / when chosen)
WIDE_CARD = (264, 154)  # a Process card with its whole text: the side choice, and hands of one or two
WIDE_TEXT_TOP, WIDE_LINE, WIDE_LINES = 50, 19, 5  # where its text starts, the line step, the most lines
CHEM = {"B": "blue", "Y": "yellow", "R": "red", "K": "black"}
RESULT_PAINT = {"double-blue": "blue", "double-yellow": "yellow", "green": "green", "orange": "orange",
                "purple": "purple"}
RESULT_LABEL = {"half": "half-filled", "double-blue": "double blue (BB)", "double-yellow": "double yellow (YY)",
                "green": "green (G)", "orange": "orange (O)", "purple": "purple (P)"}
SIDE_RGB = {"blue": (70, 130, 230), "yellow": (235, 200, 60)}
PHASE_LABEL = {"planning": "Planning", "mixing": "Mixing", "scoring": "Scoring", "unstable": "Unstable"}
PAPER = (244, 242, 232)
INK = (34, 38, 46)
FIRE = (230, 90, 60)


def rgb(name: str):
    return theme.CHEMICALS[name][0]


def _ready(surf: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format (faster blits) once a window exists."""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


class Fx:
    """A bag of numbers for tweens to animate (tokens in flight, glows, the explosion)."""

    def __init__(self, **values):
        self.__dict__.update(values)


# ------------------------------------------------------------------------------------------------
# Card art (drawn once, cached)
# ------------------------------------------------------------------------------------------------
def _fire_icon(surf, center, size=9, colour=FIRE):
    """The fire-level icon: a red triangle with an exclamation mark."""
    cx, cy = center
    pts = [(cx, cy - size), (cx - size, cy + size * 0.8), (cx + size, cy + size * 0.8)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.line(surf, (255, 255, 255), (cx, cy - size * 0.35), (cx, cy + size * 0.25), 2)
    pygame.draw.circle(surf, (255, 255, 255), (cx, round(cy + size * 0.55)), 1)


def lab_face(number: int) -> pygame.Surface:
    content = load()

    def make():
        card = content.lab[number]
        s = pygame.Surface(LAB_SIZE, pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, PAPER, r, border_radius=10)
        pygame.draw.rect(s, (90, 100, 112), r, 2, border_radius=10)
        title = theme.text(f"Lab {number}", 18, INK, bold=True)
        s.blit(title, title.get_rect(midtop=(r.centerx, 6)))
        name = theme.text(content.lab_names[number], 16, (90, 96, 104))
        s.blit(name, name.get_rect(midtop=(r.centerx, 30)))
        for value, x in ((card["left"], 16), (card["right"], r.width - 16)):
            label = "X" if value is None else str(value)
            colour = (150, 150, 150) if value is None else INK
            t = theme.text(label, 22, colour, bold=True)
            s.blit(t, t.get_rect(center=(x, r.centery + 12)))
        # the 24 tubes in miniature (the large card on the table has letters)
        for i, chem in enumerate(card["tubes"].values()):
            x = 39 + (i % 4) * 9
            y = 58 + (i // 4) * 12
            pygame.draw.rect(s, rgb(CHEM[chem]), pygame.Rect(x, y, 6, 10), border_radius=3)
        for k in range(number):
            _fire_icon(s, (r.centerx - (number - 1) * 8 + k * 16, r.height - 18), 7)
        return _ready(s)
    return art.cached(("expl-lab", number), make)


def lab_back() -> pygame.Surface:
    return art.card_back(LAB_SIZE)


def _edge_label(edge, width: int) -> pygame.Surface:
    """One beaker edge, drawn upright (it is rotated into place on the card): index, Research, fire."""
    s = pygame.Surface((width, 30), pygame.SRCALPHA)
    if edge.flip:
        t = theme.text("FLIP", 18, INK, bold=True)
        s.blit(t, t.get_rect(center=(width // 2 - 8, 15)))
        pygame.draw.arc(s, INK, pygame.Rect(width // 2 + 20, 5, 18, 18), 0.6, 5.6, 3)
        return s
    if edge.x:
        t = theme.text("X", 26, (200, 40, 40), bold=True)
        s.blit(t, t.get_rect(center=(width // 2, 15)))
        return s
    idx = theme.text(str(edge.index), 16, (110, 116, 124))
    s.blit(idx, idx.get_rect(midleft=(0, 15)))
    art.draw_shape(s, "star", (30, 19), 8, (150, 90, 200))
    val = theme.text(str(edge.research), 20, INK, bold=True)
    s.blit(val, val.get_rect(midleft=(40, 15)))
    for k in range(edge.fire):
        _fire_icon(s, (width - 8 - k * 16, 15), 7)
    return s


def beaker_face(beaker_id: str, side: str, symbols: bool = True) -> pygame.Surface:
    content = load()

    def make():
        info = content.beakers[beaker_id]
        w, h = BEAKER_SIZE
        s = pygame.Surface(BEAKER_SIZE, pygame.SRCALPHA)
        r = s.get_rect()
        colour = rgb(info.compound)
        pygame.draw.rect(s, PAPER, r, border_radius=12)
        pygame.draw.rect(s, colour, r.inflate(-8, -8), 4, border_radius=10)
        # a beaker in the middle with the compound's token (shape + letter)
        body = pygame.Rect(0, 0, 46, 50)
        body.center = (w // 2, h // 2 + 2)
        fill = body.copy()
        fill.height = 30
        fill.bottom = body.bottom
        pygame.draw.rect(s, colour, fill, border_bottom_left_radius=8, border_bottom_right_radius=8)
        pygame.draw.lines(s, INK, False, [body.topleft, body.bottomleft, body.bottomright, body.topright], 3)
        token = art.chemical_token(info.compound, 13, symbols)
        s.blit(token, token.get_rect(center=(body.centerx, body.centery + 4)))
        tag = theme.text(f"side {side}", 16, (120, 120, 120), bold=True)
        s.blit(tag, tag.get_rect(center=(w // 2, 42)))
        for k, edge in enumerate(info.sides[side]):
            label = pygame.transform.rotate(_edge_label(edge, w - 72), 90 * k)
            # edge k sits where a clockwise quarter turn per step brings it to the bottom
            spots = {0: (w // 2, h - 20), 1: (w - 20, h // 2), 2: (w // 2, 20), 3: (20, h // 2)}
            s.blit(label, label.get_rect(center=spots[k]))
        return _ready(s)
    return art.cached(("expl-beaker", beaker_id, side, symbols), make)


def process_face(card: int, side: str, wide: bool = False) -> pygame.Surface:
    """A Process card. ``wide``: the whole effect text, wrapped (every effect fits in five lines);
    otherwise the narrow hand card, whose text may be cut (the board shows it whole elsewhere)."""
    content = load()

    def make():
        eff = content.cards[card][side]
        w, h = WIDE_CARD if wide else HAND_CARD
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, PAPER, r, border_radius=10)
        band = pygame.Rect(0, 0, w, 28 if wide else 30)
        pygame.draw.rect(s, SIDE_RGB[side], band, border_top_left_radius=10, border_top_right_radius=10)
        if wide:
            t = theme.text(eff.name, 18, INK, bold=True)
            s.blit(t, t.get_rect(midleft=(8, 14)))
            side_t = theme.text(f"{side} side", 16, INK)
            s.blit(side_t, side_t.get_rect(midright=(w - 8, 14)))
            s.blit(theme.text(f"{PHASE_LABEL[eff.phase]} phase", 16, (80, 60, 120), bold=True), (8, 29))
            for i, line in enumerate(theme.wrap(eff.text, w - 14, 16)):
                s.blit(theme.text(line, 16, INK), (7, WIDE_TEXT_TOP + i * WIDE_LINE))
        else:
            size = 18 if theme.font(18, True).size(eff.name)[0] <= w - 12 else 16
            t = theme.text(theme.fit(eff.name, w - 10, size, True), size, INK, bold=True)
            s.blit(t, t.get_rect(center=(w // 2, 15)))
            phase = theme.text(PHASE_LABEL[eff.phase], 16, (80, 60, 120), bold=True)
            s.blit(phase, (8, 33))
            side_t = theme.text(f"{side} side", 16, (110, 110, 110))
            s.blit(side_t, (8, 53))
            lines = theme.wrap(eff.text, w - 14, 16)
            for i, line in enumerate(lines[:3]):
                if i == 2 and len(lines) > 3:
                    line = theme.fit(line + " ...", w - 14, 16)
                s.blit(theme.text(line, 16, INK), (7, 76 + i * 22))
        pygame.draw.rect(s, (90, 100, 112), r, 2, border_radius=10)
        return _ready(s)
    return art.cached(("expl-process", card, side, wide), make)


def tube_surface(chem: str, number: int, lit: bool, symbols: bool = True) -> pygame.Surface:
    def make():
        s = pygame.Surface((58, 84), pygame.SRCALPHA)
        num = theme.text(str(number), 16, theme.TEXT if not lit else theme.WARN, bold=lit)
        s.blit(num, num.get_rect(midtop=(29, 0)))
        tube = pygame.Rect(17, 22, 24, 58)
        if lit:
            pygame.draw.rect(s, theme.WARN, tube.inflate(10, 8), 4, border_radius=14)
        pygame.draw.rect(s, rgb(CHEM[chem]), tube, border_radius=12)
        pygame.draw.rect(s, theme.TEXT, tube, 2, border_radius=12)
        if symbols:  # the colour-blind setting: letter and shape on every tube
            ink = (20, 20, 20) if sum(rgb(CHEM[chem])) > 400 else (250, 250, 250)
            letter = theme.text(chem, 16, ink, bold=True)
            s.blit(letter, letter.get_rect(center=(tube.centerx, tube.bottom - 14)))
            art.draw_shape(s, theme.CHEMICALS[CHEM[chem]][1], (tube.centerx, tube.y + 20), 6, ink)
        return _ready(s)
    return art.cached(("expl-tube", chem, number, lit, symbols), make)


def flask_surface(chemicals: tuple, result: str, level: float, target: bool, symbols: bool = True) -> pygame.Surface:
    """A flask holding 0-2 chemicals; ``level`` (0-2) is the fill height while pouring."""
    def make():
        w, h = 150, 170
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        cx, bottom = w // 2, h - 6
        neck_w, neck_h, body_h = 34, 46, 118
        top = bottom - body_h
        body = [(cx - neck_w / 2, top), (cx - 62, bottom), (cx + 62, bottom), (cx + neck_w / 2, top)]
        if level > 0 and chemicals:
            paint = RESULT_PAINT.get(result) if level > 1.01 else None
            colour = rgb(paint) if paint else rgb(CHEM[chemicals[0]])
            frac = min(1.0, level / 2.0)
            y = bottom - body_h * frac * 0.95
            half = 62 - (62 - neck_w / 2) * frac * 0.95
            pygame.draw.polygon(s, colour, [(cx - half, y), (cx - 62, bottom), (cx + 62, bottom), (cx + half, y)])
        outline = theme.ACCENT if target else theme.TEXT
        pygame.draw.lines(s, outline, False, [(cx - neck_w / 2, top - neck_h)] + body[:3] + [body[3], (cx + neck_w / 2, top - neck_h)], 4 if target else 3)
        pygame.draw.line(s, outline, (cx - neck_w / 2 - 8, top - neck_h), (cx + neck_w / 2 + 8, top - neck_h), 3)
        for i, chem in enumerate(chemicals[: max(0, round(level))]):
            token = art.chemical_token(CHEM[chem], 15, symbols)
            s.blit(token, token.get_rect(center=(cx - 20 + 40 * i if len(chemicals) > 1 else cx, bottom - 26)))
        return _ready(s)
    return art.cached(("expl-flask", chemicals, result, round(level, 2), target, symbols), make)


# ------------------------------------------------------------------------------------------------
# The board
# ------------------------------------------------------------------------------------------------
class Board(BoardScene):
    name = "explosion"
    layout_name = "explosion"

    # --- construction ---------------------------------------------------------------------------
    def build(self) -> None:
        self.content = load()
        self.symbols = self._symbols_setting()
        L = self.layout
        self.lab_slots = [L.rect(f"lab_{i}") for i in range(6)]
        self.beaker_rects = [L.rect(f"beaker_{i}") for i in range(3)]
        self.beaker_labels = [L.rect(f"beaker_label_{i}") for i in range(3)]
        self.flask_rects = [L.rect(f"flask_{i}") for i in range(4)]
        self.rect = {name: L.rect(name) for name in ("fire", "sum", "tubes", "pending", "players", "log", "hand",
                                                      "actions", "title", "round")}
        self.pile = L.point("lab_pile")
        self.banner_pos = L.point("banner")
        self.lab_sprites = {n: CardSprite(lab_face(n), lab_back(), pos=self.lab_slots[n - 1].center, key=n)
                            for n in range(1, 7)}
        state = self.state
        self.beaker_sprites = {}
        for i, b in enumerate(state.beakers):
            bid = b[0]
            self.beaker_sprites[bid] = CardSprite(beaker_face(bid, "A", self.symbols), beaker_face(bid, "B", self.symbols),
                                                  pos=self.beaker_rects[i].center, key=bid)
        self.beaker_order = [b[0] for b in state.beakers]
        self.background = self._background()
        self.buttons: list[tuple[pygame_gui.elements.UIButton, object]] = []
        self.choosing: int | None = None  # a Process card whose choices the buttons show
        self.hand_sprites: list[CardSprite] = []
        self.banner = Fx(text="", alpha=0.0, colour=theme.TEXT)
        self.boom = Fx(t=0.0, active=False, centre=(750, 560))
        self.glow = Fx(v=1.0)
        self.flying: list[Fx] = []
        self.floaters: list[Fx] = []
        self.flask_fx = [Fx(level=0.0) for _ in range(4)]
        self.view: dict = {}
        self._layer = pygame.Surface(self.app.size).convert()
        self._layer_key = None
        self._view_version = 0

    def _background(self) -> pygame.Surface:
        surf = pygame.Surface(self.app.size).convert()
        surf.fill(theme.BG)
        theme.panel(surf, pygame.Rect(20, 66, 320, 534), theme.BG_DARK)
        theme.panel(surf, self.rect["fire"], theme.BG_DARK)
        theme.panel(surf, pygame.Rect(350, 66, 800, 390), theme.BG_DARK)
        theme.panel(surf, pygame.Rect(350, 458, 800, 236), (30, 38, 46))
        theme.panel(surf, self.rect["players"], theme.BG_DARK)
        theme.panel(surf, self.rect["hand"], theme.BG_DARK)
        theme.panel(surf, self.rect["actions"], theme.BG_DARK)
        title = self.rect["title"]
        theme.blit_text(surf, theme.fit("Explosion in the Laboratory", title.width - 4, 28, True),
                        (title.x + 4, title.centery), 28, theme.TEXT, bold=True, anchor="midleft")
        # a thin rule between the title and the round line keeps them apart
        line = self.rect["round"]
        pygame.draw.line(surf, theme.LINE, (line.x - 8, line.y + 8), (line.x - 8, line.bottom - 8), 2)
        return surf

    # --- names -------------------------------------------------------------------------------------
    def who(self, p: int) -> str:
        if p < len(self.match.seats):
            return self.seat_label(p)
        return f"Robot ({self.view.get('robot', {}).get('level', 'normal') if self.view.get('robot') else 'normal'})"

    def action_label(self, action) -> str:
        if isinstance(action, R.Draw):
            return "Shuffle & select"
        if isinstance(action, R.Stop):
            return "Stop"
        if isinstance(action, R.Score):
            return "Score now"
        if isinstance(action, R.Explode):
            return "Let it explode"
        if isinstance(action, R.Ready):
            return "Ready"
        if isinstance(action, R.Pour):
            flasks = self.state.flasks
            name = R.colour(action.chemical)
            if self.state.pending_source == "black":
                return f"Use the black as {name} ({action.chemical})"
            if action.flask > len(flasks):
                return f"Pour {name} into new flask {action.flask}"
            result = R.mix_result(self.content, flasks[action.flask - 1] + [action.chemical])
            return f"Pour {name} into flask {action.flask} ({result.replace('-', ' ')})"
        if isinstance(action, R.TakeSide):
            return f"Keep {action.effect} ({action.side})"
        if isinstance(action, R.Keep):
            return f"Keep chemical {action.which + 1}: {R.colour(action.chemical)} ({action.chemical})"
        if isinstance(action, R.Play):
            return f"{action.effect}: {action.choice}" if action.choice else f"Play {action.effect}"
        return str(action)

    # --- the view from the observation -------------------------------------------------------------
    def _symbols_setting(self) -> bool:
        """The colour-blind setting: letters and shapes on chemicals (tubes, tokens, beakers)."""
        return bool(getattr(self.app.settings, "colourblind_symbols", True))

    def sync(self) -> None:
        obs = self.obs
        symbols = self._symbols_setting()
        if symbols != self.symbols:  # changed in the pause menu's settings: redraw the chemicals with it
            self.symbols = symbols
            for bid, sprite in self.beaker_sprites.items():
                sprite.front, sprite.back = beaker_face(bid, "A", symbols), beaker_face(bid, "B", symbols)
        self.view = copy.deepcopy(obs)
        self.flying.clear()
        self.floaters.clear()
        self.boom.active = False
        sel = obs["last_selection"]
        row = sel["row"] if sel else list(range(1, 7))
        for i, n in enumerate(row):
            sprite = self.lab_sprites[n]
            sprite.pos = self.lab_slots[i].center
            sprite.angle, sprite.scale, sprite.alpha, sprite.flip, sprite.face_up = 0.0, 1.0, 255.0, 0.0, True
        self.row = list(row)
        self.reveal = sel
        self.robot_numbers = obs["robot"]["last"]["numbers"] if obs.get("robot") and obs["robot"]["last"] else []
        self.glow.v = 1.0
        for b in obs["beakers"]:
            sprite = self.beaker_sprites[b["id"]]
            sprite.face_up = b["side"] == "A"
            sprite.flip = 0.0
            sprite.angle = -90.0 * b["edge"]
        for i, fx in enumerate(self.flask_fx):
            fx.level = float(len(obs["flasks"][i]["chemicals"])) if i < len(obs["flasks"]) else 0.0
        self._build_hand()
        self._build_buttons()
        self.touch()

    def _viewer_hand(self) -> list[dict]:
        seat = self.viewer if self.viewer is not None else self.view.get("to_act")
        if seat is None or seat >= len(self.view["held"]):
            return []
        return self.view["held"][seat]

    def _build_hand(self) -> None:
        rect = self.rect["hand"]
        top = rect.y + 28
        choice = self.view.get("side_choice")
        if choice:  # a drawn Process card waits for its side: both effects side by side, text in full
            self.hand_sprites = []
            for i, side in enumerate(("blue", "yellow")):
                pos = (rect.x + 12 + WIDE_CARD[0] / 2 + i * (WIDE_CARD[0] + 8), top + WIDE_CARD[1] / 2)
                sprite = CardSprite(process_face(choice["card"], side, wide=True), pos=pos, key=("side", side))
                if side in choice["sides"] and self.can_act():
                    sprite.highlight = theme.GOOD
                self.hand_sprites.append(sprite)
            return
        cards = self._viewer_hand()
        n = len(cards)
        wide = n <= 2  # one or two cards fit with their whole text; more are narrow (text on hover)
        size = WIDE_CARD if wide else HAND_CARD
        step = size[0] + 8 if n <= 4 else (rect.width - 24 - size[0]) / max(1, n - 1)
        playable = {a.card for a in self.legal_actions() if isinstance(a, R.Play)}
        self.hand_sprites = []
        for i, c in enumerate(cards):
            pos = (rect.x + 12 + size[0] / 2 + i * step, top + size[1] / 2)
            sprite = CardSprite(process_face(c["card"], c["side"], wide), pos=pos, key=c["card"], hoverable=not wide)
            if c["card"] in playable:
                sprite.highlight = theme.GOOD
            self.hand_sprites.append(sprite)

    def _build_buttons(self) -> None:
        for button, _ in self.buttons:
            button.kill()
        self.buttons = []
        acts = self.legal_actions()
        if self.choosing is not None:
            entries = [a for a in acts if isinstance(a, R.Play) and a.card == self.choosing] + ["cancel"]
            if len(entries) == 1:
                self.choosing = None
        if self.choosing is None:
            entries = [a for a in acts if not isinstance(a, R.Play)]
        rect = self.rect["actions"]
        cols = 2 if len(entries) > 3 else 1
        w = (rect.width - 24 - 8 * (cols - 1)) // cols
        h = 40
        for i, entry in enumerate(entries[:8]):
            col, row = i % cols, i // cols
            r = pygame.Rect(rect.x + 12 + col * (w + 8), rect.y + 34 + row * (h + 6), w, h)
            text = "Cancel" if entry == "cancel" else self.action_label(entry)
            if self.choosing is not None and isinstance(entry, R.Play) and entry.choice:
                text = entry.choice.replace("-", " ")  # the header names the card; the button its choice
            klass = "@primary_button" if isinstance(entry, (R.Draw, R.Score, R.Ready)) else (
                "@danger_button" if isinstance(entry, (R.Stop, R.Explode)) else "@action_button")
            button = pygame_gui.elements.UIButton(r, theme.fit(text, w - 12, 18), manager=self.app.manager,
                                                  container=self.ui,
                                                  object_id=pygame_gui.core.ObjectID(class_id=klass),
                                                  tool_tip_text=text)
            self.buttons.append((button, entry))

    # --- input -----------------------------------------------------------------------------------
    def board_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, entry in self.buttons:
                if event.ui_element is button:
                    if entry == "cancel":
                        self.choosing = None
                        self._build_buttons()
                    else:
                        self.choosing = None
                        self.submit(entry)
                    return
            return
        if event.type == pygame.KEYDOWN:
            # Space shuffles, S stops, Enter scores / says ready / lets it explode
            wanted = {pygame.K_SPACE: (R.Draw,), pygame.K_s: (R.Stop,),
                      pygame.K_RETURN: (R.Score, R.Ready, R.Explode)}.get(event.key)
            if wanted:
                match = [a for a in self.legal_actions() if isinstance(a, wanted)]
                if match:
                    self.submit(match[0])
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        acts = self.legal_actions()
        for i, rect in enumerate(self.flask_rects):
            if rect.collidepoint(event.pos):
                pours = [a for a in acts if isinstance(a, R.Pour) and a.flask == i + 1]
                if len(pours) == 1:
                    self.submit(pours[0])
                elif pours:
                    self.show_message("Choose the colour for the black chemical with the buttons")
                return
        for sprite in reversed(self.hand_sprites):
            if sprite.contains(event.pos) and isinstance(sprite.key, tuple):
                takes = [a for a in acts if isinstance(a, R.TakeSide) and a.side == sprite.key[1]]
                if takes:
                    self.submit(takes[0])
                return
            if sprite.contains(event.pos):
                plays = [a for a in acts if isinstance(a, R.Play) and a.card == sprite.key]
                if len(plays) == 1 and not plays[0].choice:
                    self.submit(plays[0])
                elif plays:
                    self.choosing = sprite.key
                    self._build_buttons()
                else:
                    self.show_message("That card cannot be played now: it works in its own phase")
                return
        lab_area = pygame.Rect(350, 66, 800, 190)
        if lab_area.collidepoint(event.pos):
            draw = [a for a in acts if isinstance(a, R.Draw)]
            if draw:
                self.submit(draw[0])

    def update(self, dt: float) -> None:
        super().update(dt)
        mouse = pygame.mouse.get_pos()
        for sprite in self.hand_sprites:
            sprite.update_hover(dt, mouse, enabled=True)

    def play_events(self, events, actor) -> None:
        """While a move animates, no stale buttons or playable highlights stay on screen."""
        for button, _ in self.buttons:
            button.kill()
        self.buttons = []
        self.choosing = None
        for sprite in self.hand_sprites:
            sprite.highlight = None
        super().play_events(events, actor)

    # --- animations ----------------------------------------------------------------------------------
    def _say(self, text: str, colour=theme.TEXT, seconds: float = 0.75):
        def start():
            self.banner.text, self.banner.colour = text, colour
        return [self._call(start), Tween(self.banner, seconds, alpha=(255.0, 0.0), ease="easeInQuad")]

    def _player_anchor(self, p: int) -> tuple[int, int]:
        rect = self.rect["players"]
        n = max(1, len(self.view.get("scores", [0])))
        h = min(150, (rect.height - 8) // n)
        return (rect.right - 60, rect.y + 8 + p * h + 30)

    def demo_animation(self):
        event = R.LabShuffled(0, (3, 1, 6, 2, 5, 4))
        return self._shuffle(event)

    def _shuffle(self, event) -> list:
        tweens = [self._call(lambda: self.app.sound.play("shuffle")), self._call(lambda: setattr(self, "reveal", None)),
                  self._call(lambda: setattr(self, "robot_numbers", []))]
        for i, n in enumerate(event.row):
            sprite = self.lab_sprites[n]
            tweens.append(Tween(sprite, 0.2, pos=self.pile, angle=(0.0, 8.0 * (i - 2.5)), ease="easeInQuad"))
            tweens.append(Tween(sprite, 0.32, delay=0.24 + 0.06 * i, pos=self.lab_slots[i].center, angle=0.0,
                                ease="easeOutBack"))
        tweens.insert(0, self._call(lambda: setattr(self, "row", list(event.row))))
        return tweens

    def animate(self, event, actor):
        if isinstance(event, R.TurnStarted):
            def start(e=event):
                self.view["current"], self.view["round"] = e.who, e.round
                self.view["flasks"] = []
                self.view["pending"] = None
                for fx in self.flask_fx:
                    fx.level = 0.0
            return [self._call(start)] + self._say(f"Round {event.round}: {self.who(event.who)}", theme.ACCENT)
        if isinstance(event, R.LabShuffled):
            return self._shuffle(event)
        if isinstance(event, R.ChemicalRevealed):
            def show(e=event):
                self.reveal = {"who": e.who, "left_card": e.left_card, "left_value": e.left_value, "right_card": e.right_card,
                               "right_value": e.right_value, "number": e.number, "lab_card": e.lab_card,
                               "chemical": e.chemical, "purpose": e.purpose}
                if e.purpose in ("select", "pipette"):
                    self.view["pending"] = e.chemical
                self.app.sound.play("card")
            return [self._call(show), Tween(self.glow, 0.6, v=(0.0, 1.0), ease="linear"), Wait(0.35)]
        if isinstance(event, R.Poured):
            return self._pour(event)
        if isinstance(event, R.UnstableMixture):
            return self._say("Unstable Mixture!", theme.BAD)
        if isinstance(event, R.Exploded):
            used = max(1, min(4, len(self.view.get("flasks", []))))
            first, last = self.flask_rects[0], self.flask_rects[used - 1]

            def blow():
                # the blast goes off over the flasks in use (the whole bench is lost)
                self.boom.centre = ((first.centerx + last.centerx) // 2, first.centery - 10)
                self.boom.active = True
                self.app.sound.play("explosion")

            def clear():
                self.view["flasks"] = []
                self.view["pending"] = None
                for fx in self.flask_fx:
                    fx.level = 0.0
            return [self._call(blow), Tween(self.boom, 1.0, t=(0.0, 1.0), ease="easeOutQuad",
                                      on_end=self._touched(lambda: setattr(self.boom, "active", False))),
                    self._call(clear, delay=0.3)] + self._say("BOOM!", theme.BAD, 1.0)
        if isinstance(event, R.FlaskScored):
            gain = event.intuition + event.research
            start = self.banner_pos if self.state.is_robot(event.who) else self._flask_centre(event.flask - 1)
            return self._float(f"+{gain}", start, event.who, gain)
        if isinstance(event, R.PointsGained):
            return self._float(f"+{event.points}", self.banner_pos, event.who, event.points)
        if isinstance(event, R.BeakerTurned):
            return self._turn_beaker(event)
        if isinstance(event, R.CardDrawn):
            return self._fly_card(self.banner_pos, self._player_anchor(event.seat), None)
        if isinstance(event, R.CardPlayed):
            return self._fly_card(self._player_anchor(event.seat), self.banner_pos, (event.card, event.effect)) + \
                self._say(f"{self.who(event.seat)} plays {event.effect}", theme.WARN)
        if isinstance(event, R.SideChosen):
            return self._say(f"{self.who(event.seat)} keeps {event.effect}", theme.TEXT, 0.7)
        if isinstance(event, R.RobotResult):
            def show(e=event):
                self.robot_numbers = list(e.numbers)
            text = "Robot: " + " ".join(e for e in event.chemicals) + " = " + ", ".join(event.flasks)
            return [self._call(show), Wait(0.5)] + self._say(text, theme.WARN, 1.1)
        if isinstance(event, R.ChemicalSetAside):
            return [self._call(lambda: self.view.__setitem__("pending", None))] + \
                self._say(f"{R.colour(event.chemical).capitalize()} set aside", theme.GOOD)
        if isinstance(event, R.FlasksPouredAway):
            def drop(gone=event.flasks):
                self.view["flasks"] = [f for i, f in enumerate(self.view["flasks"]) if i + 1 not in gone]
                for i, fx in enumerate(self.flask_fx):
                    fx.level = float(len(self.view["flasks"][i]["chemicals"])) if i < len(self.view["flasks"]) else 0.0
            return [self._call(drop)]
        if isinstance(event, R.Stopped):
            return self._say(f"{self.who(event.who)} stops", theme.GOOD, 0.6)
        if isinstance(event, R.RoundEnded):
            return self._say(f"End of round {event.round}", theme.ACCENT)
        if isinstance(event, R.GameOver):
            return self._say("Game over", theme.WARN, 1.2)
        return None

    def _flask_centre(self, i: int) -> tuple[int, int]:
        return self.flask_rects[min(i, 3)].center

    def _pour(self, event) -> list:
        i = event.flask - 1
        start = self.rect["pending"].center
        token = Fx(pos=(float(start[0]), float(start[1])), chem=event.chemical, alpha=255.0)

        def begin():
            self.flying.append(token)
            self.view["pending"] = None
            self.app.sound.play("pour")

        def land(e=event):
            if token in self.flying:
                self.flying.remove(token)
            flasks = self.view["flasks"]
            while len(flasks) < e.flask:
                flasks.append({"chemicals": [], "result": "half"})
            flasks[i]["chemicals"] = flasks[i]["chemicals"] + [e.chemical]
            flasks[i]["result"] = e.result
        target = self.flask_rects[min(i, 3)]
        level = float(len(self.view["flasks"][i]["chemicals"]) + 1) if i < len(self.view["flasks"]) else 1.0
        return [self._call(begin), Tween(token, 0.35, pos=(float(target.centerx), float(target.y + 40)), ease="easeInOutQuad",
                                   on_end=self._touched(land)),
                Tween(self.flask_fx[min(i, 3)], 0.35, delay=0.33, level=level, ease="easeOutCubic")]

    def _float(self, text, start, who, gain) -> list:
        f = Fx(text=text, pos=(float(start[0]), float(start[1])), alpha=255.0)
        end = self._player_anchor(who)

        def begin():
            self.floaters.append(f)

        def done():
            if f in self.floaters:
                self.floaters.remove(f)
            scores = self.view.get("scores")
            if scores and who < len(scores):
                scores[who] += gain
        return [self._call(begin), Tween(f, 0.45, pos=(float(end[0]), float(end[1])), ease="easeInOutCubic",
                                         on_end=self._touched(done))]

    def _fly_card(self, start, end, face) -> list:
        surf = process_face(face[0], "blue") if face else art.card_back(HAND_CARD)
        s = CardSprite(surf, pos=start)
        s.scale = 0.6
        fx = Fx(sprite=s)

        def begin():
            self.flying.append(fx)

        def done():
            if fx in self.flying:
                self.flying.remove(fx)
        return [self._call(begin), Tween(s, 0.45, pos=(float(end[0]), float(end[1])), scale=0.9, ease="easeOutCubic",
                                   on_end=self._touched(done))]

    def _turn_beaker(self, event) -> list:
        sprite = self.beaker_sprites.get(event.beaker)
        if sprite is None:
            return []
        base = sprite.angle
        tweens = [self._call(lambda: self.app.sound.play("card"))]

        def relabel(e=event):
            for b in self.view["beakers"]:
                if b["id"] == e.beaker:
                    b.update(self._edge_info(e.beaker, e.to_index, e.reached_x))
        if not event.flipped:
            tweens.append(Tween(sprite, 0.45, angle=base - 90.0, ease="easeInOutCubic", on_end=self._touched(relabel)))
        else:
            def settle():
                sprite.face_up = not sprite.face_up
                sprite.flip = 0.0
                sprite.angle = 0.0
                relabel()
            tweens.append(Tween(sprite, 0.4, angle=base - 90.0, ease="easeInOutCubic"))
            # one tween turns it over and on round: settle() runs after both have ended (upright, other side)
            tweens.append(Tween(sprite, 0.45, delay=0.45, flip=(0.0, 1.0), angle=base - 180.0, ease="linear",
                                on_end=self._touched(settle)))
        if event.reached_x:
            tweens += self._say(f"The {event.compound} beaker boils over!", theme.BAD, 1.2)
        return tweens

    def _edge_info(self, beaker_id: str, index: int, reached_x: bool) -> dict:
        info = self.content.beakers[beaker_id]
        for side in ("A", "B"):
            for k, e in enumerate(info.sides[side]):
                if (reached_x and e.x and side == "B") or (not reached_x and not e.flip and not e.x and e.index == index):
                    return {"side": side, "edge": k, "index": e.index, "research": e.research, "fire": e.fire,
                            "x": e.x}
        return {}

    # --- drawing --------------------------------------------------------------------------------------
    def _call(self, fn, delay: float = 0.0):
        """A Call that also marks the view changed (most animation callbacks edit the view)."""
        return Call(self._touched(fn), delay)

    def _touched(self, fn):
        def run():
            fn()
            self.touch()
        return run

    def touch(self) -> None:
        """The view changed: the static layer is redrawn on the next frame."""
        self._view_version += 1

    def draw_board(self, surface: pygame.Surface) -> None:
        v = self.view
        if not v:
            surface.blit(self.background, (0, 0))
            return
        # everything that changes only with the view is drawn once into a layer (frame time budget)
        key = (self._view_version, len(self.match.log), self.can_act(), self.anims.busy,
               self.match.current_seat(), self.choosing, self._summed())
        if key != self._layer_key:
            self._layer_key = key
            layer = self._layer
            layer.blit(self.background, (0, 0))
            self._draw_top(layer, v)
            self._draw_beakers(layer, v)
            self._draw_tubes(layer, v)
            self._draw_players(layer, v)
            self._draw_hand(layer, v)
            self._draw_actions(layer, v)
            self.draw_log(layer, self.rect["log"])
        surface.blit(self._layer, (0, 0))
        draw_sprites(surface, [self.beaker_sprites[b] for b in self.beaker_order])
        self._draw_lab(surface, v)
        self._draw_bench(surface, v)
        self._draw_hand_cards(surface, v)
        self._draw_hint(surface)
        self._draw_fx(surface)

    def _draw_hint(self, surface) -> None:
        """Outline what the Hint button suggested: a button, a flask or a Process card."""
        hint = self.hint_action
        if hint is None or not self.can_act():
            return
        rects = [button.get_abs_rect() for button, entry in self.buttons if entry == hint]
        if isinstance(hint, R.Pour) and hint.flask <= 4:
            rects.append(self.flask_rects[hint.flask - 1])
        if isinstance(hint, R.Play):
            rects += [sp.rect for sp in self.hand_sprites if sp.key == hint.card]
        for rect in rects:
            pygame.draw.rect(surface, theme.WARN, rect.inflate(8, 8), 3, border_radius=10)

    def _draw_top(self, surface, v) -> None:
        """The round line in its own anchor: "Round N" in bold, then who is mixing, cut to fit (a long
        name never reaches the thinking pill at the ``status`` anchor)."""
        rect = self.rect["round"]
        head = theme.text(f"Round {v['round']}", 20, theme.ACCENT, bold=True)
        surface.blit(head, head.get_rect(midleft=(rect.x + 4, rect.centery)))
        if v["over"] or v["current"] is None or v["phase"] == "side":
            return
        room = rect.width - head.get_width() - 8
        rest = theme.text(theme.fit(f"  ·  {self.who(v['current'])} is mixing", room, 20), 20, theme.TEXT_DIM)
        surface.blit(rest, rest.get_rect(midleft=(rect.x + 4 + head.get_width(), rect.centery)))

    def _draw_beakers(self, surface, v) -> None:
        """Static part: pointers, labels and the fire level (the cards are sprites, drawn per frame)."""
        for r in self.beaker_rects:  # the bottom edge is the one that counts
            x, y = r.centerx, r.bottom + 3
            pygame.draw.polygon(surface, theme.ACCENT, [(x, y), (x - 9, y + 9), (x + 9, y + 9)])
        for i, b in enumerate(v["beakers"]):
            r = self.beaker_labels[i]
            theme.blit_text(surface, f"{b['compound'].capitalize()} ({b['compound'][0].upper()})", (r.x, r.y + 14),
                            20, rgb(b["compound"]), bold=True)
            if b["x"]:
                theme.blit_text(surface, "X: boiled over", (r.x, r.y + 44), 18, theme.BAD, bold=True)
                continue
            theme.blit_text(surface, f"Research {b['research']}", (r.x, r.y + 44), 18)
            theme.blit_text(surface, f"Fire icons {b['fire']}", (r.x, r.y + 70), 18)
            for k in range(b["fire"]):
                _fire_icon(surface, (r.x + 12 + 22 * k, r.y + 112), 9)
            theme.blit_text(surface, f"index {b['index']}", (r.x, r.y + 126), 16, theme.TEXT_DIM)
        # the fire level, counted
        f = self.rect["fire"]
        fires = [b["fire"] for b in v["beakers"] if not b["x"]]
        # counted from the beakers as drawn, so it follows a beaker turning during an animation (at rest
        # this is the observation's fire level)
        level = R.clamp_fire(sum(fires) + v["fire_shift"])
        theme.blit_text(surface, f"Fire level {level}", (f.x + 12, f.y + 8), 22, FIRE, bold=True)
        for k in range(sum(fires)):
            _fire_icon(surface, (f.x + 180 + 20 * k, f.y + 22), 9)
        detail = " + ".join(str(x) for x in fires) + f" = {sum(fires)}"
        if v["fire_shift"]:
            detail += f", card shifts {v['fire_shift']:+d}"
        theme.blit_text(surface, theme.fit(f"{detail}  ->  Lab card {level}", 300, 16), (f.x + 12, f.y + 46),
                        16, theme.TEXT_DIM)

    def _draw_lab(self, surface, v) -> None:
        draw_sprites(surface, [self.lab_sprites[n] for n in self.row])
        sel = self.reveal
        s = self.rect["sum"]
        if not sel:
            msg = "Shuffle the Lab cards to select a chemical" if any(isinstance(a, R.Draw) for a in self.legal_actions()) \
                else ""
            theme.blit_text(surface, msg, s.center, 18, theme.TEXT_DIM, anchor="center")
            return
        earlier = "who" in sel and sel["who"] != v["current"]  # the previous player's selection
        glow = 0.0 if earlier else max(0.0, min(1.0, self.glow.v))
        lit = tuple(int(a + (b - a) * glow) for a, b in zip(theme.LINE, theme.WARN))
        for card, value, side in ((sel["left_card"], sel["left_value"], "left"),
                                  (sel["right_card"], sel["right_value"], "right")):
            sprite = self.lab_sprites[card]
            r = sprite.rect
            spot = pygame.Rect(0, 0, 30, 40)
            spot.center = (r.x + 16, r.centery + 12) if side == "left" else (r.right - 16, r.centery + 12)
            pygame.draw.rect(surface, lit, spot.inflate(8, 8), 4, border_radius=8)
        colour = CHEM[sel["chemical"]]
        whose = f"Last: {self.who(sel['who'])}, " if earlier else ""
        if not earlier and not self._summed():
            # the reveal in steps: the two edges light up first, then the sum and the tube it points to
            t = theme.text(f"{sel['left_value']} + {sel['right_value']} = ...", 20, theme.TEXT, bold=True)
            surface.blit(t, t.get_rect(center=s.center))
            return
        text = (f"{whose}{sel['left_value']} + {sel['right_value']} = {sel['number']}   on Lab card {sel['lab_card']}: "
                f"{colour} ({sel['chemical']})")
        if sel.get("purpose") in ("assay", "reveal"):
            text += "  (revealed only)"
        t = theme.text(text, 20, theme.TEXT_DIM if earlier else (theme.WARN if glow > 0.5 else theme.TEXT),
                       bold=not earlier)
        rect = t.get_rect(center=s.center)
        surface.blit(t, rect)
        token = art.chemical_token(colour, 14, self.symbols)
        surface.blit(token, token.get_rect(midleft=(rect.right + 10, rect.centery)))

    def _summed(self) -> bool:
        """Past the first half of a reveal's glow: the sum and the lit tube are shown."""
        return self.glow.v >= 0.5

    def _draw_tubes(self, surface, v) -> None:
        r = self.rect["tubes"]
        sel = self.reveal
        if sel and sel.get("who", v["current"]) != v["current"]:
            sel = None  # another participant's selection: show this turn's fire-level card
        card = sel["lab_card"] if sel else v["fire_level"]
        theme.blit_text(surface, f"Lab card {card} ({self.content.lab_names[card]}) - the fire-level card",
                        (r.x + 12, r.y), 16, theme.TEXT_DIM, bold=True)
        if sel and self.robot_numbers and self.state.is_robot(sel.get("who", -1)):
            lit = set(self.robot_numbers)
        else:
            lit = {sel["number"]} if sel and self._summed() else set()
        for i, (number, chem) in enumerate(self.content.lab[card]["tubes"].items()):
            x = r.x + 16 + (i % 12) * 64
            y = r.y + 22 + (i // 12) * 76
            surface.blit(tube_surface(chem, number, number in lit, self.symbols), (x, y - 4))

    def _draw_bench(self, surface, v) -> None:
        p = self.rect["pending"]
        theme.blit_text(surface, "Selected", (p.x + 12, p.y + 4), 16, theme.TEXT_DIM, bold=True)
        theme.blit_text(surface, f"Reds this turn: {v['reds']}", (p.x + 12, p.y + 26), 16,
                        theme.BAD if v["reds"] else theme.TEXT_DIM)
        if v["titrate"]:
            for i, chem in enumerate(v["titrate"]):
                token = art.chemical_token(CHEM[chem], 24, self.symbols)
                surface.blit(token, token.get_rect(center=(p.centerx, p.y + 70 + i * 70)))
            theme.blit_text(surface, "Titrate: keep one", (p.x + 10, p.bottom - 26), 16, theme.WARN)
        elif v["pending"]:
            chem = v["pending"]
            token = art.chemical_token(CHEM[chem], 32, self.symbols)
            surface.blit(token, token.get_rect(center=(p.centerx, p.y + 96)))
            label = f"{CHEM[chem]} ({chem})"
            theme.blit_text(surface, label, (p.centerx, p.y + 134), 18, theme.TEXT, bold=True, anchor="midtop")
            hint = ("first chemical:", "use it as B, Y or R") if v["pending_black"] else ("choose a flask",)
            if not any(isinstance(a, R.Pour) for a in self.legal_actions()):
                hint = ()  # e.g. the chemical that just made the mixture explode: nothing to choose
            for i, line in enumerate(hint):
                theme.blit_text(surface, line, (p.centerx, p.y + 162 + i * 22), 16, theme.WARN, anchor="midtop")
        targets = {a.flask for a in self.legal_actions() if isinstance(a, R.Pour)}
        for i in range(min(4, v["max_flasks"])):
            rect = self.flask_rects[i]
            flask = v["flasks"][i] if i < len(v["flasks"]) else None
            chems = tuple(flask["chemicals"]) if flask else ()
            result = flask["result"] if flask else "half"
            level = self.flask_fx[i].level if chems else 0.0
            surf = flask_surface(chems, result, level, (i + 1) in targets, self.symbols)
            surface.blit(surf, surf.get_rect(midtop=(rect.centerx, rect.y + 4)))
            if chems:
                label = RESULT_LABEL[result] if len(chems) == 2 else f"{CHEM[chems[0]]} ({chems[0]})"
            else:
                label = "new flask" if (i + 1) in targets else "empty"
            colour = theme.ACCENT if (i + 1) in targets else theme.TEXT
            theme.blit_text(surface, theme.fit(f"{i + 1}: {label}", rect.width, 16), (rect.centerx, rect.y + 180),
                            16, colour, anchor="midtop")
            if (i + 1) in targets:
                hint = "choose B, Y or R" if v["pending_black"] else "click to pour"
                theme.blit_text(surface, hint, (rect.centerx, rect.y + 202), 16, theme.ACCENT, anchor="midtop")

    def _draw_players(self, surface, v) -> None:
        rect = self.rect["players"]
        n = len(v["scores"])
        h = min(150, (rect.height - 8) // n)
        order = v["turn_order"]
        for p in range(n):
            box = pygame.Rect(rect.x + 8, rect.y + 8 + p * h, rect.width - 16, h - 8)
            current = p == v["current"] and not v["over"]
            # e.g. planning on another's turn (only once the animations have caught up with the state)
            asked = p == self.match.current_seat() and not current and not self.anims.busy
            theme.panel(surface, box, theme.PANEL_LIGHT if current else theme.PANEL,
                        theme.ACCENT if current else (theme.WARN if asked else theme.LINE), radius=10)
            place = order.index(p) + 1 if p in order else 0
            suffix = {1: "st", 2: "nd", 3: "rd"}.get(place, "th")
            theme.blit_text(surface, theme.fit(self.who(p), box.width - 110, 20), (box.x + 12, box.y + 8), 20,
                            theme.TEXT, bold=True)
            score = theme.text(str(v["scores"][p]), 30, theme.WARN, bold=True)
            surface.blit(score, score.get_rect(topright=(box.right - 12, box.y + 4)))
            status = f"{place}{suffix} this round"
            if p in v["played"]:
                status += " (played)"
            elif current:
                status += " (playing)"
            if asked:
                status += " - deciding now"
            theme.blit_text(surface, status, (box.x + 12, box.y + 34), 16, theme.ACCENT if current else theme.TEXT_DIM)
            detail = f"Intuition {v['intuition'][p]}  Research {v['research'][p]}"
            if v["bonus"][p]:
                detail += f"  Bonus {v['bonus'][p]}"
            theme.blit_text(surface, detail, (box.x + 12, box.y + 56), 16, theme.TEXT_DIM)
            y = box.y + 80
            if v.get("robot") and p == v["robot"]["seat"]:
                last = v["robot"]["last"]
                if last:
                    line = "Last: " + " ".join(last["chemicals"]) + " = " + ", ".join(last["flasks"])
                    theme.blit_text(surface, theme.fit(line, box.width - 24, 16), (box.x + 12, y), 16, theme.TEXT)
                continue
            x = box.x + 12
            for c in v["held"][p]:
                chip = theme.text(theme.fit(c["name"], 130, 16), 16, INK, bold=True)
                cr = chip.get_rect(topleft=(x + 6, y + 2)).inflate(12, 4)
                if cr.right > box.right - 8:
                    x = box.x + 12
                    y += 26
                    if y + 22 > box.bottom:
                        break
                    cr = chip.get_rect(topleft=(x + 6, y + 2)).inflate(12, 4)
                pygame.draw.rect(surface, SIDE_RGB[c["side"]], cr, border_radius=6)
                surface.blit(chip, chip.get_rect(center=cr.center))
                x = cr.right + 6

    def _draw_hand(self, surface, v) -> None:
        rect = self.rect["hand"]
        seat = self.viewer if self.viewer is not None else v.get("to_act")
        title = "Process cards" if seat is None else f"{self.who(seat)}'s Process cards"
        if v.get("side_choice"):
            title = f"New Process card for {self.who(v['side_choice']['seat'])}: keep the blue or the yellow effect"
        theme.blit_text(surface, theme.fit(title, rect.width - 24, 16, True), (rect.x + 12, rect.y + 6), 16,
                        theme.TEXT_DIM, bold=True)
        if not self.hand_sprites:
            theme.blit_text(surface, "none yet: double blue, double yellow or an explosion earns one",
                            (rect.x + 12, rect.y + 80), 16, theme.TEXT_DIM)

    def _draw_hand_cards(self, surface, v) -> None:
        draw_sprites(surface, self.hand_sprites)
        # a narrow card's whole text: while it is hovered, and pinned while its play is being chosen
        shown = [sp for sp in self.hand_sprites if sp.hover > 0.5 and sp.size == HAND_CARD]
        if self.choosing is not None and not shown:
            shown = [sp for sp in self.hand_sprites if sp.key == self.choosing and sp.size == HAND_CARD]
        for sprite in shown[:1]:
            card = next((c for c in self._viewer_hand() if c["card"] == sprite.key), None)
            if card:
                zoom = self._zoom_panel(card["card"], card["side"])
                # just above the hand panel, over the bench (nothing there needs reading meanwhile)
                surface.blit(zoom, zoom.get_rect(bottomleft=(self.rect["hand"].x, self.rect["hand"].y - 6)))

    @staticmethod
    def _zoom_panel(card: int, side: str) -> pygame.Surface:
        def make():
            face = process_face(card, side, wide=True)
            s = pygame.Surface((face.get_width() + 16, face.get_height() + 16), pygame.SRCALPHA)
            theme.panel(s, s.get_rect(), theme.BG_DARK, theme.ACCENT, radius=12)
            s.blit(face, (8, 8))
            return s
        return art.cached(("expl-zoom", card, side), make)

    def _draw_actions(self, surface, v) -> None:
        rect = self.rect["actions"]
        if v["over"]:
            label = "Game over"
        elif self.can_act():
            label = {"side": "Choose the side of your new Process card",
                     "planning": f"Planning before {self.who(v['current'])} mixes: a card, or ready",
                     "mixing": "Mixing: shuffle again or stop", "pour": "Pour: pick a flask",
                     "titrate": "Titrate: keep one chemical", "unstable": "Unstable Mixture!",
                     "scoring": "Scoring: play a card or score"}.get(v["phase"], "")
            if self.choosing is not None:
                name = next((c["name"] for c in self._viewer_hand() if c["card"] == self.choosing), "the card")
                label = f"Choose how to play {name}"
        elif self.anims.busy:
            label = ""
        else:
            seat = self.match.current_seat()
            label = f"{self.who(seat)} is deciding..." if seat is not None else ""
        theme.blit_text(surface, theme.fit(label, rect.width - 24, 18), (rect.x + 12, rect.y + 6), 18,
                        theme.BAD if v["phase"] == "unstable" else theme.TEXT_DIM, bold=True)

    def _draw_fx(self, surface) -> None:
        for f in self.flying:
            if hasattr(f, "sprite"):
                f.sprite.draw(surface)
            else:
                token = art.chemical_token(CHEM[f.chem], 20, self.symbols)
                surface.blit(token, token.get_rect(center=(round(f.pos[0]), round(f.pos[1]))))
        for f in self.floaters:
            t = theme.text(f.text, 28, theme.GOOD, bold=True)
            surface.blit(t, t.get_rect(center=(round(f.pos[0]), round(f.pos[1]))))
        if self.boom.active:
            t = self.boom.t
            centre = self.boom.centre
            # rings and sparks drawn straight on the screen (no per-frame alpha surfaces): they thin out
            # and fade toward the table colour, and are gone before the tween ends
            if t < 0.85:
                for k, colour in enumerate(((255, 230, 120), (250, 150, 60), (220, 60, 50))):
                    radius = int(40 + 260 * t * (1 - 0.22 * k))
                    fade = tuple(int(c + (b - c) * t / 0.85) for c, b in zip(colour, theme.BG_DARK))
                    pygame.draw.circle(surface, fade, centre, radius, max(2, int(24 * (1 - t / 0.85))))
            if t < 0.7:
                spark = tuple(int(c + (b - c) * t / 0.7) for c, b in zip((250, 170, 60), theme.BG_DARK))
                for k in range(12):
                    a = k * math.pi / 6 + t
                    r1, r2 = 60 + 200 * t, 90 + 300 * t
                    pygame.draw.line(surface, spark, (centre[0] + r1 * math.cos(a), centre[1] + r1 * math.sin(a)),
                                     (centre[0] + r2 * math.cos(a), centre[1] + r2 * math.sin(a)), 4)
        if self.banner.alpha > 1 and self.banner.text:
            img = self._banner_image(self.banner.text, self.banner.colour)
            img.set_alpha(int(self.banner.alpha))  # one surface per banner text, only its alpha changes
            surface.blit(img, img.get_rect(center=self.banner_pos))

    @staticmethod
    def _banner_image(text: str, colour) -> pygame.Surface:
        def make():
            t = theme.text(text, 40, colour, bold=True)
            box = t.get_rect().inflate(40, 20)
            s = pygame.Surface(box.size, pygame.SRCALPHA)
            s.fill((10, 12, 16, 204))
            s.blit(t, t.get_rect(center=s.get_rect().center))
            return s
        return art.cached(("expl-banner", text, tuple(colour)), make)
