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
from labdesk.games.explosion import words as W
from labdesk.games.explosion.content import load
from labdesk.games.explosion.faces import (CHEM, FIRE, HAND_CARD, WIDE_CARD, SIDE_RGB, INK, beaker_face, draw_flask,
                                           fire_icon, lab_back, lab_face, process_back, process_face, rgb,
                                           tube_surface, zoom_panel)
from labdesk.ui import art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, draw_sprites
from labdesk.ui.tween import Call, Tween, Wait
BEAKER_PANEL = pygame.Rect(20, 66, 320, 534)
LAB_PANEL = pygame.Rect(350, 66, 800, 390)
BENCH_PANEL = pygame.Rect(350, 458, 800, 236)
BENCH_FILL = (30, 38, 46)
LAB_ROW_AREA = pygame.Rect(350, 66, 800, 190)  # a click on the Lab row shuffles
PLAYER_BOX_MAX = 150
BUTTON_CLASS = {R.Draw: "@primary_button", R.Score: "@primary_button", R.Ready: "@primary_button",
                R.Stop: "@danger_button", R.Explode: "@danger_button"}
# Space shuffles, S stops, Enter scores / says ready / lets it explode
KEYS = {pygame.K_SPACE: (R.Draw,), pygame.K_s: (R.Stop,), pygame.K_RETURN: (R.Score, R.Ready, R.Explode)}


def _banner_image(text: str, colour) -> pygame.Surface:
    """A headline on a dark box, made once when its banner starts (a message is not card art)."""
    t = theme.text(text, 40, colour, bold=True)
    box = t.get_rect().inflate(40, 20)
    s = pygame.Surface(box.size, pygame.SRCALPHA)
    s.fill((10, 12, 16, 204))
    s.blit(t, t.get_rect(center=s.get_rect().center))
    return art.fast(s)


class Fx:
    """A bag of numbers for tweens to animate (tokens in flight, glows, the explosion)."""

    def __init__(self, **values):
        self.__dict__.update(values)


# ------------------------------------------------------------------------------------------------
# The board
# ------------------------------------------------------------------------------------------------
class Board(BoardScene):
    name = "explosion"
    layout_name = "explosion"

    # --- construction ---------------------------------------------------------------------------
    def build(self) -> None:
        self.content = load()
        self.symbols = self.app.settings.colourblind_symbols
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
        self.beaker_order = [b["id"] for b in self.obs["beakers"]]
        self.beaker_sprites = {
            bid: CardSprite(beaker_face(bid, "A", self.symbols), beaker_face(bid, "B", self.symbols),
                            pos=self.beaker_rects[i].center, key=bid)
            for i, bid in enumerate(self.beaker_order)}
        self.background = self._background()
        self.buttons: list[tuple[pygame_gui.elements.UIButton, object]] = []
        self.choosing: int | None = None  # a Process card whose choices the buttons show
        self.hand_sprites: list[CardSprite] = []
        self.banner = Fx(image=None, alpha=0.0)
        self.boom = Fx(t=0.0, active=False, centre=(750, 560))
        self.glow = Fx(v=1.0)
        self.flying: list[Fx] = []
        self.floaters: list[Fx] = []
        self.flask_fx = [Fx(level=0.0) for _ in range(4)]
        self.view: dict = {}
        self._layer = pygame.Surface(self.app.size).convert()
        self._layer_key = None
        self._view_version = 0
        self.animations = {
            R.TurnStarted: self._turn_started, R.LabShuffled: self._shuffle, R.ChemicalRevealed: self._revealed,
            R.Poured: self._pour, R.UnstableMixture: lambda e: self._say(W.UNSTABLE, theme.BAD),
            R.Exploded: self._exploded, R.FlaskScored: self._flask_scored,
            R.PointsGained: lambda e: self._float(W.gain(e.points), self.banner_pos, e.who, e.points),
            R.BeakerTurned: self._turn_beaker,
            R.CardDrawn: lambda e: self._fly_card(self.banner_pos, self._player_anchor(e.seat), None),
            R.CardPlayed: self._card_played,
            R.SideChosen: lambda e: self._say(W.keeps_banner(self.who(e.seat), e.effect), theme.TEXT, 0.7),
            R.RobotResult: self._robot_result, R.ChemicalSetAside: self._set_aside,
            R.FlasksPouredAway: self._poured_away,
            R.Stopped: lambda e: self._say(W.stops_banner(self.who(e.who)), theme.GOOD, 0.6),
            R.RoundEnded: lambda e: self._say(W.round_end_banner(e.round), theme.ACCENT),
            R.GameOver: lambda e: self._say(W.GAME_OVER, theme.WARN, 1.2),
        }

    def _background(self) -> pygame.Surface:
        surf = pygame.Surface(self.app.size).convert()
        surf.fill(theme.BG)
        theme.panel(surf, BEAKER_PANEL, theme.BG_DARK)
        theme.panel(surf, self.rect["fire"], theme.BG_DARK)
        theme.panel(surf, LAB_PANEL, theme.BG_DARK)
        theme.panel(surf, BENCH_PANEL, BENCH_FILL)
        theme.panel(surf, self.rect["players"], theme.BG_DARK)
        theme.panel(surf, self.rect["hand"], theme.BG_DARK)
        theme.panel(surf, self.rect["actions"], theme.BG_DARK)
        title = self.rect["title"]
        theme.blit_text(surf, theme.fit(W.TITLE, title.width - 4, 28, True),
                        (title.x + 4, title.centery), 28, theme.TEXT, bold=True, anchor="midleft")
        # a thin rule between the title and the round line keeps them apart
        line = self.rect["round"]
        pygame.draw.line(surf, theme.LINE, (line.x - 8, line.y + 8), (line.x - 8, line.bottom - 8), 2)
        return surf

    # --- names -------------------------------------------------------------------------------------
    def who(self, p: int) -> str:
        if p < len(self.match.seats):
            return self.seat_label(p)
        robot = self.obs["robot"]
        return W.robot_name(robot["level"])

    def is_robot(self, who: int) -> bool:
        robot = self.obs["robot"]
        return robot is not None and who == robot["seat"]

    def action_label(self, action) -> str:
        return W.action_label(action, self.obs)

    # --- the view from the observation -------------------------------------------------------------
    def sync(self) -> None:
        obs = self.obs
        # the colour-blind setting: letters and shapes on chemicals (tubes, tokens, beakers)
        symbols = self.app.settings.colourblind_symbols
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

    def hand_slots(self, count: int) -> tuple[tuple[int, int], list[tuple[float, float]]]:
        """The card size and the card centres for ``count`` cards in the hand panel: one or two wide
        cards with their whole text, more as narrow cards (overlapping past four)."""
        rect = self.rect["hand"]
        size = WIDE_CARD if count <= 2 else HAND_CARD
        step = size[0] + 8 if count <= 4 else (rect.width - 24 - size[0]) / max(1, count - 1)
        top = rect.y + 28 + size[1] / 2
        return size, [(rect.x + 12 + size[0] / 2 + i * step, top) for i in range(count)]

    def _build_hand(self) -> None:
        choice = self.view.get("side_choice")
        if choice:  # a drawn Process card waits for its side: both effects side by side, text in full
            self.hand_sprites = []
            _, slots = self.hand_slots(2)
            for side, pos in zip(("blue", "yellow"), slots):
                sprite = CardSprite(process_face(choice["card"], side, wide=True), pos=pos, key=("side", side))
                if side in choice["sides"] and self.can_act():
                    sprite.highlight = theme.GOOD
                self.hand_sprites.append(sprite)
            return
        cards = self._viewer_hand()
        size, slots = self.hand_slots(len(cards))
        wide = size == WIDE_CARD
        playable = {a.card for a in self.legal_actions() if isinstance(a, R.Play)}
        self.hand_sprites = []
        for c, pos in zip(cards, slots):
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
                text = W.choice_button(entry)  # the prompt names the card; the button its choice
            klass = BUTTON_CLASS.get(type(entry), "@action_button")
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
            wanted = KEYS.get(event.key)
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
                    self.show_message(W.BLACK_NEEDS_COLOUR)
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
                    self.show_message(W.NOT_THIS_PHASE)
                return
        if LAB_ROW_AREA.collidepoint(event.pos):
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
            self.banner.image = _banner_image(text, colour)
        return [self._call(start), Tween(self.banner, seconds, alpha=(255.0, 0.0), ease="easeInQuad")]

    def player_box(self, p: int) -> pygame.Rect:
        """Participant ``p``'s box in the players' panel (drawing and animations both use it)."""
        rect = self.rect["players"]
        h = min(PLAYER_BOX_MAX, (rect.height - 8) // max(1, len(self.obs["scores"])))
        return pygame.Rect(rect.x + 8, rect.y + 8 + p * h, rect.width - 16, h - 8)

    def _player_anchor(self, p: int) -> tuple[int, int]:
        box = self.player_box(p)
        return (box.right - 52, box.y + 30)

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
        handler = self.animations.get(type(event))
        return handler(event) if handler else None

    def _turn_started(self, event) -> list:
        def start():
            self.view["current"], self.view["round"] = event.who, event.round
            self.view["flasks"] = []
            self.view["pending"] = None
            for fx in self.flask_fx:
                fx.level = 0.0
        return [self._call(start)] + self._say(W.round_banner(event.round, self.who(event.who)), theme.ACCENT)

    def _revealed(self, event) -> list:
        def show():
            self.reveal = {"who": event.who, "left_card": event.left_card, "left_value": event.left_value,
                           "right_card": event.right_card, "right_value": event.right_value, "number": event.number,
                           "lab_card": event.lab_card, "chemical": event.chemical, "purpose": event.purpose}
            if event.purpose in ("select", "pipette"):
                self.view["pending"] = event.chemical
            self.app.sound.play("card")
        return [self._call(show), Tween(self.glow, 0.6, v=(0.0, 1.0), ease="linear"), Wait(0.35)]

    def _exploded(self, event) -> list:
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
                self._call(clear, delay=0.3)] + self._say(W.BOOM, theme.BAD, 1.0)

    def _flask_scored(self, event) -> list:
        gain = event.intuition + event.research
        start = self.banner_pos if self.is_robot(event.who) else self._flask_centre(event.flask - 1)
        return self._float(W.gain(gain), start, event.who, gain)

    def _card_played(self, event) -> list:
        return self._fly_card(self._player_anchor(event.seat), self.banner_pos, (event.card, event.effect)) + \
            self._say(W.plays_banner(self.who(event.seat), event.effect), theme.WARN)

    def _robot_result(self, event) -> list:
        def show():
            self.robot_numbers = list(event.numbers)
        return [self._call(show), Wait(0.5)] + self._say(W.robot_banner(event.chemicals, event.flasks), theme.WARN, 1.1)

    def _set_aside(self, event) -> list:
        return [self._call(lambda: self.view.__setitem__("pending", None))] + \
            self._say(W.set_aside_banner(event.chemical), theme.GOOD)

    def _poured_away(self, event) -> list:
        def drop():
            self.view["flasks"] = [f for i, f in enumerate(self.view["flasks"]) if i + 1 not in event.flasks]
            for i, fx in enumerate(self.flask_fx):
                fx.level = float(len(self.view["flasks"][i]["chemicals"])) if i < len(self.view["flasks"]) else 0.0
        return [self._call(drop)]

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
        surf = process_face(face[0], "blue") if face else process_back()
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
            tweens += self._say(W.boils_over_banner(event.compound), theme.BAD, 1.2)
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
        head = theme.text(W.round_head(v["round"]), 20, theme.ACCENT, bold=True)
        surface.blit(head, head.get_rect(midleft=(rect.x + 4, rect.centery)))
        if v["over"] or v["current"] is None or v["phase"] == "side":
            return
        room = rect.width - head.get_width() - 8
        rest = theme.text(theme.fit(W.mixing_line(self.who(v["current"])), room, 20), 20, theme.TEXT_DIM)
        surface.blit(rest, rest.get_rect(midleft=(rect.x + 4 + head.get_width(), rect.centery)))

    def _draw_beakers(self, surface, v) -> None:
        """Static part: pointers, labels and the fire level (the cards are sprites, drawn per frame)."""
        for r in self.beaker_rects:  # the bottom edge is the one that counts
            x, y = r.centerx, r.bottom + 3
            pygame.draw.polygon(surface, theme.ACCENT, [(x, y), (x - 9, y + 9), (x + 9, y + 9)])
        for i, b in enumerate(v["beakers"]):
            r = self.beaker_labels[i]
            theme.blit_text(surface, W.compound_label(b["compound"]), (r.x, r.y + 14), 20, rgb(b["compound"]),
                            bold=True)
            if b["x"]:
                theme.blit_text(surface, W.BOILED_OVER, (r.x, r.y + 44), 18, theme.BAD, bold=True)
                continue
            research, fire, index = W.beaker_lines(b)
            theme.blit_text(surface, research, (r.x, r.y + 44), 18)
            theme.blit_text(surface, fire, (r.x, r.y + 70), 18)
            for k in range(b["fire"]):
                fire_icon(surface, (r.x + 12 + 22 * k, r.y + 112), 9)
            theme.blit_text(surface, index, (r.x, r.y + 126), 16, theme.TEXT_DIM)
        # the fire level, counted
        f = self.rect["fire"]
        fires = [b["fire"] for b in v["beakers"] if not b["x"]]
        # counted from the beakers as drawn, so it follows a beaker turning during an animation (at rest
        # this is the observation's fire level)
        level = R.clamp_fire(sum(fires) + v["fire_shift"])
        theme.blit_text(surface, W.fire_head(level), (f.x + 12, f.y + 8), 22, FIRE, bold=True)
        for k in range(sum(fires)):
            fire_icon(surface, (f.x + 180 + 20 * k, f.y + 22), 9)
        theme.blit_text(surface, theme.fit(W.fire_sum(fires, v["fire_shift"], level), 300, 16), (f.x + 12, f.y + 46),
                        16, theme.TEXT_DIM)

    def _draw_lab(self, surface, v) -> None:
        draw_sprites(surface, [self.lab_sprites[n] for n in self.row])
        sel = self.reveal
        s = self.rect["sum"]
        if not sel:
            msg = W.SHUFFLE_FIRST if any(isinstance(a, R.Draw) for a in self.legal_actions()) \
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
        if not earlier and not self._summed():
            # the reveal in steps: the two edges light up first, then the sum and the tube it points to
            t = theme.text(W.sum_pending(sel), 20, theme.TEXT, bold=True)
            surface.blit(t, t.get_rect(center=s.center))
            return
        text = W.sum_line(sel, self.who(sel["who"]) if earlier else None)
        t = theme.text(text, 20, theme.TEXT_DIM if earlier else (theme.WARN if glow > 0.5 else theme.TEXT),
                       bold=not earlier)
        rect = t.get_rect(center=s.center)
        surface.blit(t, rect)
        token = art.chemical_token(CHEM[sel["chemical"]], 14, self.symbols)
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
        theme.blit_text(surface, W.tubes_title(card, self.content.lab_names[card]),
                        (r.x + 12, r.y), 16, theme.TEXT_DIM, bold=True)
        if sel and self.robot_numbers and self.is_robot(sel.get("who", -1)):
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
        theme.blit_text(surface, W.reds_line(v["reds"]), (p.x + 12, p.y + 26), 16,
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
            theme.blit_text(surface, W.chemical(chem), (p.centerx, p.y + 134), 18, theme.TEXT, bold=True, anchor="midtop")
            hint = W.pending_hint(v["pending_black"])
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
            draw_flask(surface, (rect.centerx, rect.y + 4), chems, result, level, (i + 1) in targets, self.symbols)
            label = W.flask_label(i + 1, flask, (i + 1) in targets)
            colour = theme.ACCENT if (i + 1) in targets else theme.TEXT
            theme.blit_text(surface, theme.fit(label, rect.width, 16), (rect.centerx, rect.y + 180),
                            16, colour, anchor="midtop")
            if (i + 1) in targets:
                hint = W.flask_hint(v["pending_black"])
                theme.blit_text(surface, hint, (rect.centerx, rect.y + 202), 16, theme.ACCENT, anchor="midtop")

    def _draw_players(self, surface, v) -> None:
        order = v["turn_order"]
        for p in range(len(v["scores"])):
            box = self.player_box(p)
            current = p == v["current"] and not v["over"]
            # e.g. planning on another's turn (only once the animations have caught up with the state)
            asked = p == self.match.current_seat() and not current and not self.anims.busy
            theme.panel(surface, box, theme.PANEL_LIGHT if current else theme.PANEL,
                        theme.ACCENT if current else (theme.WARN if asked else theme.LINE), radius=10)
            place = order.index(p) + 1 if p in order else 0
            theme.blit_text(surface, theme.fit(self.who(p), box.width - 110, 20), (box.x + 12, box.y + 8), 20,
                            theme.TEXT, bold=True)
            score = theme.text(str(v["scores"][p]), 30, theme.WARN, bold=True)
            surface.blit(score, score.get_rect(topright=(box.right - 12, box.y + 4)))
            status = W.player_status(place, p in v["played"], current, asked)
            theme.blit_text(surface, status, (box.x + 12, box.y + 34), 16, theme.ACCENT if current else theme.TEXT_DIM)
            detail = W.player_detail(v["intuition"][p], v["research"][p], v["bonus"][p])
            theme.blit_text(surface, detail, (box.x + 12, box.y + 56), 16, theme.TEXT_DIM)
            y = box.y + 80
            if v.get("robot") and p == v["robot"]["seat"]:
                last = v["robot"]["last"]
                if last:
                    line = W.robot_last(last)
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
        choice = v.get("side_choice")
        title = W.hand_title(None if seat is None else self.who(seat), self.who(choice["seat"]) if choice else None)
        theme.blit_text(surface, theme.fit(title, rect.width - 24, 16, True), (rect.x + 12, rect.y + 6), 16,
                        theme.TEXT_DIM, bold=True)
        if not self.hand_sprites:
            theme.blit_text(surface, W.NO_CARDS,
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
                zoom = zoom_panel(card["card"], card["side"])
                # just above the hand panel, over the bench (nothing there needs reading meanwhile)
                surface.blit(zoom, zoom.get_rect(bottomleft=(self.rect["hand"].x, self.rect["hand"].y - 6)))

    def _draw_actions(self, surface, v) -> None:
        rect = self.rect["actions"]
        if v["over"]:
            label = W.GAME_OVER
        elif self.can_act():
            choosing = None
            if self.choosing is not None:
                choosing = next((c["name"] for c in self._viewer_hand() if c["card"] == self.choosing), "the card")
            current = self.who(v["current"]) if v["current"] is not None else ""
            label = W.prompt(v["phase"], current, choosing)
        elif self.anims.busy:
            label = ""
        else:
            seat = self.match.current_seat()
            label = W.deciding(self.who(seat)) if seat is not None else ""
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
        if self.banner.alpha > 1 and self.banner.image is not None:
            img = self.banner.image
            img.set_alpha(int(self.banner.alpha))  # one surface per banner, only its alpha changes
            surface.blit(img, img.get_rect(center=self.banner_pos))
