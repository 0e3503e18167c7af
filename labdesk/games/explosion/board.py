"""The Explosion in the Laboratory board (pygame), composed from the table kit.

Left: the beakers as upright cards, the edge that counts at the bottom (scoring turns one to its next
edge, flipping it at the flip icon), and the fire level. Centre: the six Lab cards, shuffled into a row on every
selection, the two outer edge numbers lit, their sum and the fire-level card's 24 test tubes; below,
the bench: the selected chemical and the flasks, which fill as chemicals are poured (click a flask).
Right: the players. Bottom: the log, the viewer's Process cards (click to play; hover or right-click
a narrow one for its whole text; on the larger table two or more are tabs over the chosen card's
face, ``panels.TabbedHand``) and the prompt with its buttons. Keys: Space shuffles, S stops,
Enter scores / is ready; the Hint button's advice is outlined.

The view is rebuilt from the observation in ``sync()``; animations only decorate the way there.
Chemicals carry their letter and shape while the colour-blind setting is on (the default).
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass

import pygame

from labdesk.games.explosion import rules as R
from labdesk.games.explosion import words as W
from labdesk.games.explosion.content import load
from labdesk.games.explosion.hints import preview_lines
from labdesk.games.explosion.faces import (CHEM, LabKey, beaker_face, draw_blast, hand_face, is_wide, lab_back,
                                           lab_face, lab_value_spot, process_back, process_face)
from labdesk.games.explosion.panels import (UnderBoxes, aid_folds, aid_places, aid_tip_areas, aid_tips, coach_bench,
                                            coach_log, draw_background, draw_players, coach_side, draw_beaker_labels,
                                            draw_fire_level, draw_flasks, draw_hand_title, draw_odds,
                                            draw_order_note, draw_round_line, draw_selected, draw_tube_row,
                                            draw_tubes_title, hand_target, held_chips, held_hand, lesson_target,
                                            magnified_at, odds_rect, player_box_height, side_choice_hand, table_tips,
                                            tab_pressed, TabbedHand, tube_target, under_boxes_at, viewer_hand,
                                            zoom_face)
from labdesk.i18n import _
from labdesk.ui import access, art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, draw_sprites
from labdesk.ui.table import labels
from labdesk.ui.table.hand import HandCard
from labdesk.ui.table.hitmap import HitMap
from labdesk.ui.table.layers import CachedLayer
from labdesk.ui.table.magnifier import Magnifier
from labdesk.ui.table.overlay import Drawn
from labdesk.ui.table.prompt import Choice, PromptBar
from labdesk.ui.tween import Call, Tween, Wait

BANNER_SIZE = 40
# the colour and seconds of an event's headline (others: plain text for 0.75 s)
BANNER_LOOK = {R.TurnStarted: (theme.ACCENT, 0.75), R.UnstableMixture: (theme.BAD, 0.75), R.Exploded: (theme.BAD, 1.0),
               R.CardPlayed: (theme.WARN, 0.75), R.SideChosen: (theme.TEXT, 0.7), R.RobotResult: (theme.WARN, 1.1),
               R.ChemicalSetAside: (theme.GOOD, 0.75), R.BeakerTurned: (theme.BAD, 1.2), R.Stopped: (theme.GOOD, 0.6),
               R.RoundEnded: (theme.ACCENT, 0.75), R.GameOver: (theme.WARN, 1.2)}
BUTTON_LOOK = {R.Draw: "@primary_button", R.Score: "@primary_button", R.Ready: "@primary_button",
               R.Stop: "@danger_button", R.Explode: "@danger_button"}
# Space shuffles, S stops, Enter scores / says ready / asks whether to let it explode
KEYS = {pygame.K_SPACE: (R.Draw,), pygame.K_s: (R.Stop,), pygame.K_RETURN: (R.Score, R.Ready, R.Explode)}


@dataclass
class Level:
    """A number the tweens move: a reveal's glow (0..1), a flask's fill height (0..2)."""
    value: float = 0.0


@dataclass(frozen=True)
class Cancel:
    """The prompt's way back from choosing how to play a card."""


@dataclass(frozen=True)
class SideKey:
    """A hand card of the side choice: the drawn Process card with this side kept."""
    side: str


@dataclass(frozen=True)
class FlaskKey:
    number: int  # 1-based, as in the rules


LAB_ROW = "lab-row"


class Board(BoardScene):
    name = "explosion"
    layout_name = "explosion"
    toast_rather = ("beakers", "lab", "sum", "fire", "bench")  # what a toast keeps off: read while mixing

    def toast_keep_clear(self) -> list[pygame.Rect]:  # the tube row decides every pour: never under a toast
        return super().toast_keep_clear() + [self.rect["tubes"]]

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
                                                      "actions", "title", "round", "beaker_panel", "lab_panel",
                                                      "bench_panel", "lab_row_area")}
        self.pile = L.point("lab_pile")
        self.banner_pos = L.point("banner")
        self.lab_sprites = {n: CardSprite(lab_face(n), lab_back(), pos=self.lab_slots[n - 1].center, key=n)
                            for n in range(1, 7)}
        self.beaker_order = [b["id"] for b in self.obs["beakers"]]
        self.beaker_sprites = {
            bid: CardSprite(beaker_face(bid, "A", self.symbols), beaker_face(bid, "B", self.symbols),
                            pos=self.beaker_rects[i].center, key=bid)
            for i, bid in enumerate(self.beaker_order)}
        self.background = draw_background(self.app.size, self.rect)
        self.layer = CachedLayer(self.app.size)
        self.prompt = PromptBar(self.app.manager, self.ui, self.rect["actions"], stacked=True)
        # a narrow card's whole text just above the hand panel, over the bench (nothing there to read then)
        hand = self.rect["hand"]
        self.magnifier = Magnifier(self._zoom_face, bounds=pygame.Rect((0, 0), self.app.size),
                                   at=("bottomleft", (hand.x, hand.y - 6)))
        self.choosing: int | None = None  # a Process card whose choices the buttons show
        self.glow = Level(1.0)
        self.flask_levels = [Level() for _level in range(4)]
        self.animations = {
            R.TurnStarted: self._turn_started, R.LabShuffled: self._shuffle, R.ChemicalRevealed: self._revealed,
            R.Poured: self._pour, R.Exploded: self._exploded, R.FlaskScored: self._flask_scored,
            R.PointsGained: lambda e: self._gain(e.points, self.banner_pos, e.who),
            R.CardDrawn: lambda e: self._fly_card(process_back(), self.banner_pos, self._player_anchor(e.seat)),
            R.BeakerTurned: self._turn_beaker, R.CardPlayed: self._card_played,
            R.RobotResult: self._robot_result, R.ChemicalSetAside: self._set_aside,
            R.FlasksPouredAway: self._poured_away, R.SideChosen: self._side_chosen,
        }

    # --- names -------------------------------------------------------------------------------------
    def who(self, p: int, plain: bool = False) -> str:
        """A participant as the panels name it ("Boris · AI easy"); ``plain``: the name alone, for a
        line with little room (the panels say who is an AI)."""
        if p < len(self.match.seats):
            return self.names[p] if plain else self.seat_label(p)
        return W.robot_name(self.obs["robot"]["level"], plain)

    def is_robot(self, who: int) -> bool:
        return self.obs["robot"] is not None and who == self.obs["robot"]["seat"]

    def action_label(self, action) -> str:
        return W.action_label(action, self.obs)

    # --- layout (drawing, input and animations all use these) ----------------------------------------
    def _players_panel(self) -> tuple:
        """What the players' panel is laid out from (``player_box_height``, ``aid_folds``): its height,
        the seats, whether it grows (not in a lesson), the Robot, the order note under the boxes, the
        aids' line width."""
        rect = self.rect["players"]
        return (rect.height, len(self.obs["scores"]), self.coach is None, self.obs["robot"],
                not self.layout.has("order_note"), rect.width - 24)

    def player_box(self, p: int) -> pygame.Rect:
        """Participant ``p``'s box in the players' panel."""
        rect, h = self.rect["players"], player_box_height(*self._players_panel())
        return pygame.Rect(rect.x + 8, rect.y + 8 + p * h, rect.width - 16, h - 8)

    def folded_aids(self) -> tuple[str, ...]:
        """The aids under the boxes that fold into a heading (at 150 %, four seats and solo): their
        whole text is the heading's tip."""
        return aid_folds(*self._players_panel())

    seat_panel = player_box

    def order_note_rect(self) -> pygame.Rect:
        """Why the players play in this order: under the last player's box, or in its own panel."""
        return self.under_boxes().note

    def under_boxes(self) -> UnderBoxes:
        return under_boxes_at(self.player_box(len(self.obs["scores"]) - 1), self.rect["players"].bottom - 8,
                              self.obs["robot"], self.layout, self.folded_aids())

    def aid_headings(self) -> list[tuple[str, pygame.Rect]]:
        """The folded aids' headings (name, where): hovered, focused or clicked, each shows its aid whole."""
        under, robot = self.under_boxes(), self.obs["robot"]
        places = aid_places(under, robot["level"] if robot else None)
        return [(name, places[name]) for name in under.folded]

    def focus_areas(self) -> list:
        """A folded aid's heading: the ring on it shows its tip (Enter too), as the pointer's rest does."""
        return [(("aid", name), rect) for name, rect in self.aid_headings()]

    def shown_lab_card(self, v) -> int:
        """The Lab card whose tubes are shown: the one this turn's selection was read on, else the
        fire level's (another participant's selection does not count)."""
        sel = self.reveal
        if sel and sel.get("who", v["current"]) != v["current"]:
            sel = None
        return sel["lab_card"] if sel else v["fire_level"]

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Lesson targets: fire, lab-row, sum, tubes, tube:NUMBER, pending, flask:N (1-based),
        beaker:green|orange|purple, players, player:P, hand, hand:CARD, side:blue|yellow, actions,
        button:ACTION (a prompt button, by the action's text)."""
        if name == "lab-row":  # the six cards (the click area runs on to the sum line under them)
            cards = [self.layout.rect(f"lab_{i}") for i in range(6)]
            return cards[0].unionall(cards[1:])
        if name in ("fire", "sum", "tubes", "pending", "players", "hand", "actions"):
            return lesson_target(name, self.rect, self.hand.area, self.player_box(0),
                                 self.player_box(len(self.obs["scores"]) - 1))
        kind, _, arg = name.partition(":")
        if kind == "flask":
            return pygame.Rect(self.flask_rects[int(arg) - 1])
        if kind == "tube":
            numbers = list(self.content.lab[self.shown_lab_card(self.view)]["tubes"])
            return tube_target(self.rect["tubes"], numbers.index(int(arg))) if int(arg) in numbers else None
        if kind == "beaker":
            slot = next((i for i, b in enumerate(self.view["beakers"]) if b["compound"] == arg), None)
            return None if slot is None else self.beaker_rects[slot].union(self.beaker_labels[slot])
        if kind == "player":
            return self.player_box(int(arg)) if int(arg) < len(self.view["scores"]) else None
        if kind in ("hand", "side"):
            return hand_target(self.hand, SideKey(arg) if kind == "side" else int(arg))
        if kind == "button":
            return self.prompt.button_rect(arg)
        return None

    def coach_areas(self) -> dict[str, pygame.Rect]:
        """Below the players' boxes (over the order note, which no lesson step needs), the log, and the
        bench under the Lab cards (not while the side choice lies large over it)."""
        last = self.player_box(len(self.obs["scores"]) - 1)
        areas = {"side": coach_side(self.rect["players"], last, self.hand.area, self.rect["bench_panel"]),
                 "log": coach_log(self.rect["log"], self.layout),
                 "bench": coach_bench(self.rect["bench_panel"], self.hand.area)}
        return {name: rect for name, rect in areas.items() if rect}

    def _player_anchor(self, p: int) -> tuple[int, int]:
        box = self.player_box(p)
        return (box.right - 52, box.y + 30)

    # --- the view from the observation -------------------------------------------------------------
    def sync(self) -> None:
        obs = self.obs
        # the colour-blind setting (letters and shapes on chemicals), maybe changed in the pause menu
        self.symbols = symbols = self.app.settings.colourblind_symbols
        self.view = copy.deepcopy(obs)
        sel = obs["last_selection"]
        self.row = list(sel["row"] if sel else range(1, 7))
        for i, n in enumerate(self.row):
            sprite = self.lab_sprites[n]
            sprite.pos, sprite.angle, sprite.scale, sprite.alpha, sprite.flip, sprite.face_up = \
                self.lab_slots[i].center, 0.0, 1.0, 255.0, 0.0, True
        self.reveal = sel
        self.robot_numbers = obs["robot"]["last"]["numbers"] if obs["robot"] and obs["robot"]["last"] else []
        self.glow.value = 1.0
        for b in obs["beakers"]:  # upright, the edge that counts at the bottom, every number reading upright
            sprite = self.beaker_sprites[b["id"]]
            sprite.front, sprite.back = (beaker_face(b["id"], side, symbols, b["edge"] if b["side"] == side else 0)
                                         for side in ("A", "B"))
            sprite.face_up, sprite.flip, sprite.angle = b["side"] == "A", 0.0, 0.0
        self._level_flasks()
        self._build_hand()
        self._build_prompt()
        self.hits = HitMap()
        for i, rect in enumerate(self.flask_rects):
            self.hits.add(rect, FlaskKey(i + 1))
        self.hits.add(self.rect["lab_row_area"], LAB_ROW)
        self._point_spots()
        self.layer.invalidate()

    def _point_spots(self) -> None:
        """What the pointer (or the ring) shows where it rests: the chips' cards, the hover tips, a
        folded aid's whole text; laid out for the boxes as they are with or without a lesson."""
        obs = self.obs
        robot = obs["robot"]["seat"] if obs["robot"] else None
        boxes = [self.player_box(p) for p in range(len(obs["scores"]))]
        self.chips = held_chips(obs, boxes, robot)
        self.tips.set(table_tips(obs, boxes, robot, self.beaker_rects, self.rect["tubes"],
                                 self.content.lab[self.shown_lab_card(obs)]["tubes"], self.hand.area)
                      + aid_tips(self.under_boxes(), obs["robot"]["level"] if obs["robot"] else None,
                                 aid_tip_areas(self.rect, self.hand.area)))
        self.spots_coached = self.coach is not None

    def _level_flasks(self) -> None:
        """Each flask's fill height from the view's flasks (no animation)."""
        flasks = self.view["flasks"]
        for i, level in enumerate(self.flask_levels):
            level.value = float(len(flasks[i]["chemicals"])) if i < len(flasks) else 0.0

    def _build_hand(self) -> None:
        choice = self.view.get("side_choice")
        old = getattr(self, "hand", None)
        if choice:  # a drawn Process card waits for its side: both effects side by side, text in full
            self.hand = side_choice_hand(self.rect["hand"], self.layout, W.hand_title(None, self.who(
                choice["seat"], plain=True)), viewer_hand(self.view, self.viewer), self._hand_title())
            cards = [HandCard(SideKey(s), hand_face(choice["card"], s, self.hand.card_size)) for s in ("blue", "yellow")]
            usable = {SideKey(side) for side in choice["sides"]} if self.can_act() else set()
        else:  # (a steady hand keeps its cards' places; on the larger table two or more are tabs)
            self.hand, cards = held_hand(self.rect["hand"], viewer_hand(self.view, self.viewer), old,
                                         self.view["phase"], self._hand_title())
            usable = {a.card for a in self.legal_actions() if isinstance(a, R.Play)}
        self.hand.set_cards(cards)
        for sprite in self.hand.sprites:  # a wide card already shows its whole text, as the tab view does
            sprite.hoverable = not (is_wide(self.hand.card_size) or isinstance(self.hand, TabbedHand))
            if sprite.key in usable:
                sprite.highlight = theme.GOOD

    def _build_prompt(self) -> None:
        acts = self.legal_actions()
        if self.choosing is not None:
            plays = [a for a in acts if isinstance(a, R.Play) and a.card == self.choosing]
            if not plays:
                self.choosing = None
        if self.choosing is None:
            self.magnifier.close()
            choices = [Choice(self.action_label(a), a, look=BUTTON_LOOK.get(type(a), "@action_button"),
                              confirm=W.confirm_question(a)) for a in acts if not isinstance(a, R.Play)]
        else:  # the prompt names the card; each button one of its choices
            choices = [Choice(W.choice_button(a) if a.choice else self.action_label(a), a, look="@action_button")
                       for a in plays] + [Choice(_(W.CANCEL), Cancel(), look="@action_button")]
        self.prompt.set(self._prompt_text(), choices)

    def _prompt_text(self) -> str:
        v, choosing = self.view, None
        if self.choosing is not None:
            choosing = next((c["name"] for c in viewer_hand(self.view, self.viewer) if c["card"] == self.choosing), W.THE_CARD)
        return W.prompt(v["phase"], self.who(v["current"]) if v["current"] is not None else "", choosing)

    def _zoom_face(self, key) -> pygame.Surface | None:
        return zoom_face(key, self.hand, viewer_hand(self.view, self.viewer))

    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if tab_pressed(self.hand, event):  # a held card's tab shows its card, on anyone's turn
            self.focus.pointer_used(event)
        else:
            super().handle_event(event)

    def board_event(self, event) -> None:
        if self.magnifier.dismissed_by(event):
            return  # a press on the large card only closes it (a flask may lie under it)
        action = self.prompt.action_for(event)
        if isinstance(action, Cancel):
            self._choose(None)
        elif action is not None:
            self.choosing = None
            self.submit(action)
        elif event.type == pygame.KEYDOWN and event.key in KEYS:
            wanted = [a for a in self.legal_actions() if isinstance(a, KEYS[event.key])]
            if wanted and not self.prompt.asks_first(wanted[0]):  # Enter only asks before an explosion
                self.submit(wanted[0])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            sprite = self.hand.card_at(event.pos)
            if sprite is not None:
                self.magnifier.inspect(sprite.key, sprite.rect)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            sprite = self.hand.card_at(event.pos)
            if sprite is not None:
                self._click_card(sprite.key)
            elif any(rect.collidepoint(event.pos) for _name, rect in self.aid_headings()):
                self.tips.show_now(event.pos)  # a folded aid's heading: its whole text at once
            else:
                self._click_table(self.hits.key_at(event.pos))

    def _click_card(self, key) -> None:
        acts = self.legal_actions()
        if isinstance(key, SideKey):
            takes = [a for a in acts if isinstance(a, R.TakeSide) and a.side == key.side]
            if takes:
                self.submit(takes[0])
            return
        plays = [a for a in acts if isinstance(a, R.Play) and a.card == key]
        if len(plays) == 1 and not plays[0].choice:
            self.submit(plays[0])
        elif plays:
            self._choose(key)
        else:
            self.show_message(_(W.NOT_THIS_PHASE))

    def _choose(self, card: int | None) -> None:
        """Show (or, with None, drop) the choices of one Process card on the prompt's buttons; its
        whole text stays shown meanwhile."""
        self.choosing = card
        self.magnifier.close()
        sprite = self.hand.sprite(card) if card is not None else None
        if sprite is not None:
            self.magnifier.inspect(card, sprite.rect)
        self._build_prompt()

    def focus_hit(self, key, rect) -> bool:  # Tab stops only where Enter does something now, not at an unusable flask
        acts = self.legal_actions()
        return any(isinstance(a, R.Pour) and a.flask == key.number if isinstance(key, FlaskKey) else isinstance(a, R.Draw) for a in acts)

    def _click_table(self, key) -> None:
        acts = self.legal_actions()
        if isinstance(key, FlaskKey):
            pours = [a for a in acts if isinstance(a, R.Pour) and a.flask == key.number]
            if len(pours) == 1:
                self.submit(pours[0])
            elif pours:
                self.show_message(_(W.BLACK_NEEDS_COLOUR))
        elif key == LAB_ROW:
            draws = [a for a in acts if isinstance(a, R.Draw)]
            if draws:
                self.submit(draws[0])

    def update(self, dt: float) -> None:
        if self.spots_coached != (self.coach is not None):  # a lesson's coach came after the first sync:
            self._point_spots()  # the boxes keep their 100 % height, no aid folds
        super().update(dt)
        self.hand.update(dt, pygame.mouse.get_pos())
        hovered = self.hand.hovered
        if hovered is not None:
            self.magnifier.hover(dt, hovered.key, hovered.rect)
        else:  # a Lab card under the pointer shows its picture large, a held card's chip the card
            spots = [(LabKey(n), self.lab_sprites[n].rect) for n in self.row] + self.chips
            self.magnifier.hover(dt, *magnified_at(pygame.mouse.get_pos(), spots))
        self.prompt.update(hidden=not self.can_act())

    def on_play(self, events, actor) -> None:
        """While a move animates, no card menu or playable highlight stays on screen."""
        self.choosing = None
        self.magnifier.close()
        for sprite in self.hand.sprites:
            sprite.highlight = None

    # --- animations ----------------------------------------------------------------------------------
    def animate(self, event, actor):
        """The event's own tweens, and its headline fading out over the table, as one step."""
        handler = self.animations.get(type(event))
        tweens = handler(event) if handler else []
        text = W.headline(event, self.who)
        if text:
            colour, seconds = BANNER_LOOK.get(type(event), (theme.TEXT, 0.75))
            tweens += self.overlay.banner(text, self.banner_pos, seconds=seconds, colour=colour, size=BANNER_SIZE)
        return tweens or None

    def demo_animation(self):
        return self._shuffle(R.LabShuffled(0, (3, 1, 6, 2, 5, 4)))

    def _shuffle(self, event) -> list:
        def start():
            self.row, self.reveal, self.robot_numbers = list(event.row), None, []
            self.app.sound.play("shuffle")
        tweens = [self._call(start)]
        for i, n in enumerate(event.row):
            sprite = self.lab_sprites[n]
            tweens.append(Tween(sprite, 0.2, pos=self.pile, angle=(0.0, 8.0 * (i - 2.5)), ease="easeInQuad"))
            tweens.append(Tween(sprite, 0.32, delay=0.24 + 0.06 * i, pos=self.lab_slots[i].center, angle=0.0,
                                ease="easeOutBack"))
        return tweens

    def _turn_started(self, event) -> list:
        def start():
            self.view["current"], self.view["round"] = event.who, event.round
            self.view["flasks"], self.view["pending"] = [], None
            self._level_flasks()
        return [self._call(start)]

    def _side_chosen(self, event) -> list:
        def keep():  # the choice panel goes at once: the turns after it (the Robot's) play without it
            e = self.content.cards[event.card][event.side]
            self.view["side_choice"] = None
            self.view["held"][event.seat].append({"card": event.card, "side": event.side, "name": e.name,
                                                  "phase": e.phase, "text": e.text})
            self._build_hand()
        return [self._call(keep)]

    def _revealed(self, event) -> list:
        def show():
            self.reveal = asdict(event)  # the selection's figures, as the observation gives them
            if event.purpose in ("select", "pipette"):
                self.view["pending"] = event.chemical
            self.app.sound.play("card")
        return [self._call(show), Tween(self.glow, 0.6, value=(0.0, 1.0), ease="linear"), Wait(0.35)]

    def _pour(self, event) -> list:
        i = min(event.flask - 1, 3)
        target = self.flask_rects[i]
        flasks = self.view["flasks"]
        level = float(len(flasks[i]["chemicals"]) + 1) if i < len(flasks) else 1.0
        token = art.chemical_token(CHEM[event.chemical], 20, self.symbols)

        def begin():
            self.view["pending"] = None
            self.app.sound.play("pour")

        def land():
            while len(flasks) < event.flask:
                flasks.append({"chemicals": [], "result": "half"})
            flasks[event.flask - 1]["chemicals"] = flasks[event.flask - 1]["chemicals"] + [event.chemical]
            flasks[event.flask - 1]["result"] = event.result
        return [self._call(begin), *self.overlay.fly(token, self.rect["pending"].center, (target.centerx, target.y + 40),
                                                    keep=False),
                self._call(land, delay=0.35),
                Tween(self.flask_levels[i], 0.35, delay=0.33, value=level, ease="easeOutCubic")]

    def _exploded(self, event) -> list:
        used = max(1, min(4, len(self.view["flasks"])))
        first, last = self.flask_rects[0], self.flask_rects[used - 1]
        # the blast goes off over the flasks in use (the whole bench is lost)
        blast = Drawn(draw_blast, pos=((first.centerx + last.centerx) // 2, first.centery - 10), t=0.0)

        def clear():
            self.view["flasks"], self.view["pending"] = [], None
            self._level_flasks()
        return [self.overlay.show(blast), Call(lambda: self.app.sound.play("explosion")),
                Tween(blast, 1.0, t=(0.0, 1.0), ease="easeOutQuad", on_end=lambda: self.overlay.remove(blast)),
                self._call(clear, delay=0.3)]

    def _flask_scored(self, event) -> list:
        start = self.banner_pos if self.is_robot(event.who) else self.flask_rects[min(event.flask - 1, 3)].center
        return self._gain(event.intuition + event.research, start, event.who)

    def _gain(self, points: int, start, who: int) -> list:
        """The points fly to the player's score, which counts them on arrival."""
        def count():
            self.view["scores"][who] += points
        label = theme.text(W.gain(points), 28, theme.GOOD, bold=True)
        return [*self.overlay.fly(label, start, self._player_anchor(who), duration=0.45, keep=False),
                self._call(count, delay=0.45)]

    def _fly_card(self, face, start, end) -> list:
        return self.overlay.fly(face, start, end, duration=0.45, scale=0.6, end_scale=0.9, keep=False)

    def _card_played(self, event) -> list:
        return self._fly_card(process_face(event.card, "blue"), self._player_anchor(event.seat), self.banner_pos)

    def _robot_result(self, event) -> list:
        def show():
            self.robot_numbers = list(event.numbers)
        return [self._call(show), Wait(0.5)]

    def _set_aside(self, event) -> list:
        return [self._call(lambda: self.view.__setitem__("pending", None))]

    def _poured_away(self, event) -> list:
        def drop():
            self.view["flasks"] = [f for i, f in enumerate(self.view["flasks"]) if i + 1 not in event.flasks]
            self._level_flasks()
        return [self._call(drop)]

    def _turn_beaker(self, event) -> list:
        sprite = self.beaker_sprites[event.beaker]
        base = sprite.angle
        tweens = [Call(lambda: self.app.sound.play("card"))]

        def relabel():
            for b in self.view["beakers"]:
                if b["id"] == event.beaker:
                    b.update(R.beaker_view(self.content, event.beaker, event.side, event.edge))
        if not event.flipped:
            tweens.append(Tween(sprite, 0.45, angle=base - 90.0, ease="easeInOutCubic", on_end=self._touched(relabel)))
        else:
            def settle():
                sprite.face_up, sprite.flip, sprite.angle = not sprite.face_up, 0.0, 0.0
                relabel()
            tweens.append(Tween(sprite, 0.4, angle=base - 90.0, ease="easeInOutCubic"))
            # one tween turns it over and on round: settle() runs after both have ended (upright, other side)
            tweens.append(Tween(sprite, 0.45, delay=0.45, flip=(0.0, 1.0), angle=base - 180.0, ease="linear",
                                on_end=self._touched(settle)))
        return tweens

    def _call(self, fn, delay: float = 0.0):
        """A Call that also redraws the cached layer (most animation callbacks edit the view)."""
        return Call(self._touched(fn), delay)

    def _touched(self, fn):
        def run():
            fn()
            self.layer.invalidate()
        return run

    # --- drawing --------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        v = self.view
        # everything that changes only with the view is drawn once into a layer (frame time budget)
        key = (len(self.match.log), self.can_act(), self.anims.busy,
               self.match.current_seat(), self.choosing, self._summed())
        surface.blit(self.layer.get(key, self._draw_layer), (0, 0))
        draw_sprites(surface, [self.beaker_sprites[b] for b in self.beaker_order])
        self._draw_lab(surface, v)
        self._draw_bench(surface, v)
        self.hand.draw(surface)
        self._draw_hint(surface)
        self.magnifier.draw(surface)
        self.prompt.draw(surface)

    def _draw_layer(self, layer: pygame.Surface) -> None:
        v = self.view
        layer.blit(self.background, (0, 0))
        self._draw_top(layer, v)
        self._draw_beakers(layer, v)
        self._draw_tubes(layer, v)
        self._draw_players(layer, v)
        self._draw_hand(layer, v)
        self._draw_waiting(layer, v)

    def _draw_hint(self, surface) -> None:
        """Outline what the Hint button suggested: a button, a flask or a Process card."""
        hint = self.hint_action
        if hint is None or not self.can_act():
            return
        rects = [button.get_abs_rect() for button, choice in zip(self.prompt.buttons, self.prompt.choices)
                 if choice.action == hint]
        if isinstance(hint, R.Pour):
            rects.append(self.hits.rect_of(FlaskKey(hint.flask)))
        if isinstance(hint, R.Play):
            rects.append(self.hand.sprite(hint.card).rect if self.hand.sprite(hint.card) else None)
        for rect in filter(None, rects):
            pygame.draw.rect(surface, theme.WARN, rect.inflate(8, 8), 3, border_radius=10)

    def _draw_top(self, surface, v) -> None:
        mixing = not (v["over"] or v["current"] is None or v["phase"] == "side")
        draw_round_line(surface, self.rect["round"], v["round"], self.who(v["current"], plain=True) if mixing else None)

    def _draw_beakers(self, surface, v) -> None:
        draw_beaker_labels(surface, v["beakers"], self.beaker_rects, self.beaker_labels)
        draw_fire_level(surface, self.rect["fire"], v["beakers"], v["fire_shift"])

    def _draw_lab(self, surface, v) -> None:
        draw_sprites(surface, [self.lab_sprites[n] for n in self.row])
        sel = self.reveal
        s = self.rect["sum"]
        if not sel:
            msg = _(W.SHUFFLE_FIRST) if any(isinstance(a, R.Draw) for a in self.legal_actions()) else ""
            labels.draw(surface, msg, s.center, 18, theme.TEXT_DIM, anchor="center", width=s.width, height=s.height,
                        cut=False)
            return
        earlier = "who" in sel and sel["who"] != v["current"]  # the previous player's selection
        glow = 0.0 if earlier else max(0.0, min(1.0, self.glow.value))
        lit = tuple(int(a + (b - a) * glow) for a, b in zip(theme.LINE, theme.WARN))
        for card, side in ((sel["left_card"], "left"), (sel["right_card"], "right")):  # the edge numbers
            spot = lab_value_spot(self.lab_sprites[card].rect, side)
            pygame.draw.rect(surface, lit, spot, 4, border_radius=8)
        if not earlier and not self._summed():
            # the reveal in steps: the two edges light up first, then the sum and the tube it points to
            t = labels.text(W.sum_pending(sel), 20, theme.TEXT, True, s.width - 80, s.height)
            surface.blit(t, t.get_rect(center=s.center))
            return
        text = W.sum_line(sel, self.who(sel["who"], plain=access.text_scale() > 1) if earlier else None)
        t = labels.text(text, 20, theme.TEXT_DIM if earlier else (theme.WARN if glow > 0.5 else theme.TEXT),
                        not earlier, s.width - 80, s.height)  # room for the chemical's token after it
        rect = t.get_rect(center=s.center)
        surface.blit(t, rect)
        token = art.chemical_token(CHEM[sel["chemical"]], 14, self.symbols)
        surface.blit(token, token.get_rect(midleft=(rect.right + 10, rect.centery)))

    def _summed(self) -> bool:
        """Past the first half of a reveal's glow: the sum and the lit tube are shown."""
        return self.glow.value >= 0.5

    def _draw_tubes(self, surface, v) -> None:
        r = self.rect["tubes"]
        if self.hand.area.colliderect(r):
            return  # the side choice lies large over them (not read then): no words under it
        sel = self.reveal
        if sel and sel.get("who", v["current"]) != v["current"]:
            sel = None  # another participant's selection: show this turn's fire-level card
        card = self.shown_lab_card(v)
        draw_tubes_title(surface, r, W.tubes_title(card, self.content.lab_names[card]))
        robot = sel and self.robot_numbers and self.is_robot(sel.get("who", -1))
        lit = set(self.robot_numbers) if robot else ({sel["number"]} if sel and self._summed() else set())
        draw_tube_row(surface, r, self.content.lab[card]["tubes"], lit, self.symbols)

    def _draw_bench(self, surface, v) -> None:
        p = self.rect["pending"]
        if self.hand.area.colliderect(p):
            return  # under the side choice, as the tubes
        if self.show_odds and v["current"] == self.viewer and not (v["pending"] or v["titrate"]):
            # the odds of the next selection, while there is none to pour: the column is the chemical's then
            draw_odds(surface, preview_lines(v, self.content), odds_rect(p, self.flask_rects[0].x))
        pours = {a.flask for a in self.legal_actions() if isinstance(a, R.Pour)}
        draw_selected(surface, p, v, self.symbols, bool(pours))
        levels = [level.value for level in self.flask_levels]
        draw_flasks(surface, self.flask_rects, v, levels, pours, self.symbols)

    def _draw_players(self, surface, v) -> None:
        draw_players(surface, [self.player_box(p) for p in range(len(v["scores"]))], v, self.who, self.is_robot,
                     None if self.anims.busy else self.match.current_seat())
        draw_order_note(surface, self.under_boxes(), W.order_note(v, self.who),  # the aids yield to a lesson
                        v if self.coach is None else None)

    def _hand_title(self, choice: dict | None = None) -> str:
        seat = self.viewer if self.viewer is not None else self.view.get("to_act")
        return W.hand_title(None if seat is None else self.who(seat, plain=True),
                            self.who(choice["seat"], plain=True) if choice else None)

    def _draw_hand(self, surface, v) -> None:
        choice = v.get("side_choice") if self.hand.area == self.rect["hand"] else None  # (or titled over it)
        draw_hand_title(surface, self.rect["hand"], self._hand_title(choice),
                        empty=not getattr(self.hand, "held", self.hand).sprites)

    def _draw_waiting(self, surface, v) -> None:
        """While the prompt bar is hidden: the game is over, or who is deciding."""
        if self.can_act() or self.anims.busy:
            return
        seat = self.match.current_seat()
        label = _(W.GAME_OVER) if v["over"] else (W.deciding(self.who(seat)) if seat is not None else "")
        rect = self.rect["actions"]
        labels.draw(surface, label, (rect.x + 12, rect.y + 6), 18, theme.TEXT_DIM, True, width=rect.width - 24)
