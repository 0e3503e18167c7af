"""The Wrong Chemistry board: the molecule large in the middle, worked by dragging.

- Discs are dragged supply -> hex, hex -> hex and hex -> supply; an empty yellow hex is dragged to
  one of the free cells that light up. A drop the rules refuse springs back with the reason.
- Hand cards show their molecule diagram; the one matching the molecule glows: click it to claim.
  Drag a hand card onto the discard pile to throw it away. Right-click any card to see it large.
- Restartium and Extraxodium are table cards to click (Extraxodium then asks which scored card to
  give up). Energy pips, the supply, every seat's scored pile with its score and sequence bonus,
  deck and discard are always in view.

The board never changes the state: it draws ``self.obs`` and a small view model of the molecule
(``self.view``) that animations edit event by event, so an AI turn plays out action by action;
``sync()`` then puts the view back to the truth. Art is in ``faces.py``, texts in ``words.py``; the
table mechanics (overlay, hand, hit map, magnifier, cached layers, log, hex geometry) are the kit's.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry import words
from labdesk.games.wrong_chemistry.bench import bench_drag
from labdesk.games.wrong_chemistry.drag import PieceDrag, drop_action, is_home, keyboard_stop, liftable, targets_for
from labdesk.games.wrong_chemistry.faces import (
    GHOST, MORE_TEXT, SUPPLY_DISC, SUPPLY_STEP, Chip, Overflow, card_back, card_face, disc, draw_background, draw_chips,
    draw_deck, draw_discard, draw_energy, draw_halo, draw_marks, draw_molecule, draw_needs, draw_open_hand, draw_pulse,
    draw_seat_panel, draw_supply, draw_targets, draw_title, hint_outline, loose_hex, supply_row_y, table_card,
)
from labdesk.games.wrong_chemistry.panels import draw_molecule_now, hover_tips, pile_chips
from labdesk.games.wrong_chemistry.rules import (
    CardClaimed, CardDiscarded, CardsDrawn, ChooseStartCard, ClaimCard, DiscardCard, DiscMoved, DiscPlaced,
    DiscTaken, EndTurn, EnergyGained, GameOver, HexMoved, Restarted, StartReveal, TurnStarted, UseExtraxodium,
    UseRestartium,
)
from labdesk.i18n import _, language
from labdesk.ui import audit, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, SpriteDrag
from labdesk.ui.table.geometry import (
    column_rects, fit_hexes, hex_neighbours, hex_shows, hexes_fit, hex_to_pixel, pixel_to_hex,
)
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.hitmap import HitMap
from labdesk.ui.table.layers import CachedLayer, PerLanguage
from labdesk.ui.table import labels
from labdesk.ui.table.magnifier import Magnifier
from labdesk.ui.tween import Call, Tween, Wait

MAX_HEX = 62  # hex radius: the start molecule with its free cells fills the panel's height; less when it sprawls


class Board(BoardScene):
    name = "wrong-chemistry"
    layout_name = "wrong-chemistry"
    log_size = 16

    # ======================= set-up ================================================================
    def build(self) -> None:
        lay = self.layout
        self.r_players = lay.rect("players")
        self.r_deck = lay.rect("deck")
        self.r_discard = lay.rect("discard")
        self.r_bench = lay.rect("bench")  # the molecule's panel: the hexes, then the line saying what they make
        self.r_molecule = lay.rect("molecule")
        self.r_now = lay.rect("molecule_now")
        self.r_hand = list(lay.objects("hand_").values())
        self.r_energy = lay.rect("energy")
        self.r_supply = lay.rect("supply")
        self.r_restart = lay.rect("restartium")
        self.r_extra = lay.rect("extraxodium")
        self.title_pos = lay.rect("title")  # the title and its status line (ending 10 px short of its edge)
        self.banner_pos = lay.point("banner")
        self.end_button = pygame_gui.elements.UIButton(
            lay.rect("end_turn"), words.end_turn(), manager=self.app.manager, container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@primary_button"), tool_tip_text=words.end_turn_tip())
        self.background = PerLanguage(self._make_background)  # the headings are words
        self.shown_language = language()
        self.hand = HandView(self.r_hand[0], self.r_hand[0].size, slots=[r.center for r in self.r_hand])
        self.hits = HitMap()
        zoom = lay.rect("zoom")  # the large card shows on its place over the molecule
        self.magnifier = Magnifier(lambda n: card_face(n, zoom.size), bounds=self.app.screen.get_rect(),
                                   at=("topleft", zoom.topleft))
        self.drag: PieceDrag | None = None
        self.arriving: set[int] = set()  # scored cards still flying to their chip: not drawn yet
        self.picking_extra = False
        self.view: dict[tuple[int, int], str] = {}
        self.view_supply = {"white": 0, "black": 0}
        self.hex_size = MAX_HEX
        self.origin_px = self.r_molecule.center
        self.table_layer = CachedLayer(self.app.size)  # players, piles, deck, discard, log
        self.molecule_layer = CachedLayer(self.r_molecule.size)
        self.targets_layer = CachedLayer(self.r_molecule.size, alpha=True)  # the cells a drag may use
        self.drag_layer = CachedLayer(self.app.size)  # the whole table under a drag
        self._button_state = None
        self.glow_clock = 0.0

    def _make_background(self) -> pygame.Surface:
        """The table under everything, with its headings in the current language."""
        bg = audit.canvas(self.app.size)  # it keeps notes of where its headings are
        draw_background(bg, self.r_bench, self.r_energy, self.r_supply, _(words.ENERGY_HEADING),
                        _(words.SUPPLY_HEADING))
        return bg

    # ======================= the view from the observation ========================================
    def sync(self) -> None:
        obs = self.obs
        self.drag = None
        self.arriving = set()
        self.picking_extra = False
        self.magnifier.close()
        self.view = {(h["q"], h["r"]): h["disc"] for h in obs["molecule"]}
        self.view_supply = dict(obs["supply"])
        self._fit_view()
        self.molecule_layer.invalidate()
        self.table_layer.invalidate()
        self.hand.set_cards([HandCard(c["number"], card_face(c["number"], self.hand.card_size),
                                      back=card_back(self.hand.card_size)) for c in obs["hand"][:len(self.r_hand)]])
        if obs["current"] == self.viewer and obs["phase"] == "play":
            for sprite in self.hand.sprites:
                if sprite.key in obs["matching_hand_cards"]:
                    sprite.highlight = theme.GOOD
        self._map_hits(obs)
        self.tips.set(hover_tips(obs, self._seat_boxes(), self.pile_chips(obs)[0], self.r_hand))
        self._refresh_button()

    def _map_hits(self, obs) -> None:
        """What a click may land on besides the hand, the supply and the molecule."""
        self.hits.clear()
        for rect, name in ((self.r_discard, "discard"), (self.r_restart, "restartium"), (self.r_extra, "extraxodium")):
            self.hits.add(rect, (name,))
        for chip in self.pile_chips(obs)[0]:
            self.hits.add(chip.rect, ("chip", chip.seat, chip.number))

    def _fit_view(self) -> None:
        """Hex size and position so the molecule and every free cell next to it fit the panel. While the
        same person goes on reshaping it (``hand.steady``), pieces do not jump: the molecule stays while its
        hexes fit whole and a third of each free cell shows (that part takes a drop); the next turn refits."""
        around = {n for cell in self.view for n in hex_neighbours(*cell)} - set(self.view)
        area = self.r_molecule.inflate(-24, -24)
        if (self.hand.steady and hexes_fit(self.view, self.hex_size, self.origin_px, area)
                and all(hex_shows(cell, self.hex_size, self.origin_px, self.r_molecule) for cell in around)):
            return
        self.hex_size, self.origin_px = fit_hexes(self.view, area, MAX_HEX, around)

    def cell_px(self, cell) -> tuple[int, int]:
        x, y = hex_to_pixel(*cell, self.hex_size, self.origin_px)
        return (round(x), round(y))

    def px_cell(self, pos) -> tuple[int, int] | None:
        """The cell under a canvas point (None outside the molecule panel)."""
        if not self.r_molecule.collidepoint(pos):
            return None
        return pixel_to_hex(pos[0], pos[1], self.hex_size, self.origin_px)

    def supply_slots(self) -> list[tuple[str, tuple[int, int]]]:
        """Where each supply disc sits: whites on the left, blacks on the right."""
        return [(colour, self.supply_home(colour, i)) for colour in ("white", "black")
                for i in range(self.view_supply[colour])]

    def supply_home(self, colour: str, i: int | None = None) -> tuple[int, int]:
        """The ``i``th disc's place of ``colour`` (by default the next one's, where a disc returns)."""
        base = self.r_supply.x + 48 if colour == "white" else self.r_supply.centerx + 48
        return (base + (self.view_supply[colour] if i is None else i) * SUPPLY_STEP, supply_row_y(self.r_supply))

    def _seat_boxes(self) -> list[pygame.Rect]:
        return column_rects(self.r_players, self.obs["players"], gap=self.layout.props("players").get("gap", 10))

    def seat_panel(self, seat: int) -> pygame.Rect | None:
        boxes = self._seat_boxes()
        return boxes[seat] if seat < len(boxes) else None

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        return (self.seat_panel(seat) or self.r_players).center

    def pile_chips(self, obs) -> tuple[list[Chip], dict[int, Overflow]]:
        """Where each seat's scored cards sit, and where a pile that does not fit says how many more."""
        return pile_chips(self._seat_boxes(), obs)

    # ======================= animations ===========================================================
    def animate(self, event, actor):
        show = ANIMATE.get(type(event))
        return show(self, event) if show else None

    def _slide(self, picture, start, end, duration=0.32, on_start=None, on_end=None) -> list[Tween]:
        """A molecule piece moving; ``on_start``/``on_end`` edit the view as it leaves and lands."""
        tweens = self.overlay.move(CardSprite(picture, pos=start), end, duration=duration, keep=False)
        if on_start:
            tweens.insert(0, Call(on_start))
        if on_end:
            tweens.append(Call(on_end, delay=duration))
        return tweens

    def _set_cell(self, cell, held) -> None:
        if held is None:
            self.view.pop(cell, None)
        else:
            self.view[cell] = held
        self.molecule_layer.invalidate()

    def _supply_add(self, colour: str, n: int) -> None:
        self.view_supply[colour] = max(0, self.view_supply[colour] + n)

    def _disc_radius(self) -> float:
        return self.hex_size * 0.52

    def _show_disc_taken(self, event: DiscTaken):
        return self._slide(disc(event.colour, self._disc_radius()), self.cell_px(event.cell),
                           self.supply_home(event.colour),
                           on_start=lambda: self._set_cell(event.cell, "empty"),
                           on_end=lambda: self._supply_add(event.colour, 1))

    def _show_disc_placed(self, event: DiscPlaced):
        return self._slide(disc(event.colour, self._disc_radius()), self.supply_home(event.colour),
                           self.cell_px(event.cell),
                           on_start=lambda: self._supply_add(event.colour, -1),
                           on_end=lambda: self._set_cell(event.cell, event.colour))

    def _show_disc_moved(self, event: DiscMoved):
        return self._slide(disc(event.colour, self._disc_radius()), self.cell_px(event.src), self.cell_px(event.dst),
                           on_start=lambda: self._set_cell(event.src, "empty"),
                           on_end=lambda: self._set_cell(event.dst, event.colour))

    def _show_hex_moved(self, event: HexMoved):
        return self._slide(loose_hex(self.hex_size), self.cell_px(event.src), self.cell_px(event.dst), 0.4,
                           on_start=lambda: self._set_cell(event.src, None),
                           on_end=lambda: self._set_cell(event.dst, "empty"))

    def _show_restarted(self, event: Restarted):
        def reset():
            self.view = {cell: mol.DISC_NAMES[d] for cell, d in mol.items(mol.START)}
            white, black = mol.supply(mol.START)
            self.view_supply = {"white": white, "black": black}
            self.molecule_layer.invalidate()
        return [Call(reset), *self.overlay.flash(self.r_molecule, strength=89, seconds=0.45)]

    def _card_start(self, seat: int, number: int):
        """Where a card leaves from: the viewer's hand card (it leaves the hand), or the seat's panel."""
        start = self.hand.take(number) if seat == self.viewer else None
        return start or self._seat_anchor(seat)

    def _show_card_claimed(self, event: CardClaimed):
        """The card flies into its place in the seat's scored pile (its chip waits for it), then a
        grown sequence pops its bonus there."""
        start = self._card_start(event.seat, event.card)
        spot = self._pile_spot(event.seat, event.card)
        self.arriving.add(event.card)

        def landed():
            self.arriving.discard(event.card)
            self.table_layer.invalidate()
        tweens = [Call(lambda: self.app.sound.play("card")),
                  *self.overlay.fly(card_face(event.card), start, spot, duration=0.45, end_scale=0.25, keep=False),
                  Call(landed, delay=0.45)]
        if not event.run_bonus:
            return tweens
        return [tweens, self.overlay.pop(words.run_bonus_pop(event.run_bonus), spot, colour=theme.WARN, hold=0.5)]

    def _pile_spot(self, seat: int, number: int) -> tuple[int, int]:
        """Where a scored card sits in its seat's panel: its chip, else the "+N more" line."""
        chips, overflow = self.pile_chips(self.obs)
        chip = next((c for c in chips if c.seat == seat and c.number == number), None)
        if chip is not None:
            return chip.rect.center
        return overflow[seat].pos if seat in overflow else self._seat_anchor(seat)

    def _show_card_discarded(self, event: CardDiscarded):
        start = self._card_start(event.seat, event.card)
        return self.overlay.fly(card_face(event.card), start, self.r_discard.center, end_scale=0.8, keep=False)

    def _show_energy_gained(self, event: EnergyGained):
        return self.overlay.fly(card_face(event.card), self._seat_anchor(event.seat), self.r_discard.center,
                                duration=0.4, scale=0.3, end_scale=0.8, keep=False)

    def _show_cards_drawn(self, event: CardsDrawn):
        if not event.count:
            return None
        tweens = [Call(lambda: self.app.sound.play("card"))]
        for i in range(event.count):
            # the hand fills up again: new cards take the last slots
            slot = self.r_hand[max(0, len(self.r_hand) - event.count + i)]
            dest = slot.center if event.seat == self.viewer else self._seat_anchor(event.seat)
            tweens += self.overlay.fly(card_back(self.hand.card_size), self.r_deck.center, dest, duration=0.3,
                                       delay=0.08 * i, scale=0.85, keep=False)
        return tweens

    def _show_start_reveal(self, event: StartReveal):
        return self.overlay.banner(words.start_reveal(event.cards, event.first, self.names), self.banner_pos,
                                   seconds=2.2, width=900)

    def _show_turn_started(self, event: TurnStarted):
        if self.match.seats[event.seat].kind != "ai":
            return None
        return self.overlay.banner(words.turn_banner(self.names[event.seat]), self.banner_pos, seconds=0.7)

    def _show_game_over(self, event: GameOver):
        return Wait(0.6)

    def demo_animation(self):
        return self._slide(disc("white", self._disc_radius()), self.cell_px((1, 0)), self.cell_px((-1, 0)), 0.5)

    # ======================= input ================================================================
    def board_event(self, event) -> None:
        obs = self.obs
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.end_button:
            self.submit(EndTurn())
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._inspect(event.pos)
            return
        if self.magnifier.dismissed_by(event):
            return  # a press on the large card only closes it; elsewhere it closes it and acts
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos, obs)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos, obs)

    def _inspect(self, pos) -> None:
        """Right-click: the card under the pointer large, or the large card away again."""
        if self.magnifier.showing():
            self.magnifier.close()
            return
        sprite = self.hand.card_at(pos)
        hit = self.hits.at(pos)
        if sprite is not None:
            self.magnifier.inspect(sprite.key, sprite.rect)
        elif hit is not None and hit.key[0] == "chip":
            self.magnifier.inspect(hit.key[2], hit.rect)
        elif hit is not None and hit.key[0] == "discard" and self.obs["discard_top"] is not None:
            self.magnifier.inspect(self.obs["discard_top"], hit.rect)

    def _press(self, pos, obs) -> None:
        hit = self.hits.at(pos)
        if self.picking_extra:
            self.picking_extra = False
            if hit is not None and hit.key[0] == "chip" and hit.key[1] == self.viewer:
                self.submit(UseExtraxodium(hit.key[2]))
            return
        if self.hand.press(pos) is not None:
            return
        if obs["phase"] != "play":
            return
        if hit is not None and hit.key[0] == "restartium":
            self.submit(UseRestartium())
            return
        if hit is not None and hit.key[0] == "extraxodium":
            if not obs["piles"][self.viewer]["cards"]:
                self.show_message(_(words.EXTRAXODIUM_NEEDS_CARD))
            else:
                self.picking_extra = True
                self.show_message(words.extraxodium_pick(), 5)
            return
        for colour, centre in reversed(self.supply_slots()):
            if math.dist(pos, centre) <= SUPPLY_DISC + 2:
                self._lift("disc", ("supply", colour), disc(colour, self._disc_radius()), centre, pos)
                return
        cell = self.px_cell(pos)
        if cell in self.view:
            held = self.view[cell]
            if held != "empty":
                self._lift("disc", ("hex", cell), disc(held, self._disc_radius()), self.cell_px(cell), pos)
            elif cell != (0, 0):
                self._lift("hex", ("hex", cell), loose_hex(self.hex_size), self.cell_px(cell), pos)
            else:
                self.show_message(_(words.BLUE_HEX_FIXED))

    def _lift(self, kind, src, picture, home, pos) -> None:
        grip = SpriteDrag(CardSprite(picture, pos=home), pos, threshold=0)
        self.drag = PieceDrag(kind, src, grip, targets_for(kind, src, self.match.legal_actions()))
        if src[0] == "hex":
            self.molecule_layer.invalidate()  # redraw the molecule without the lifted piece

    def _motion(self, pos) -> None:
        if self.drag:
            self.drag.grip.follow(pos)
            self.drag.over = pos
        else:
            self.hand.motion(pos)

    def _release(self, pos, obs) -> None:
        released = self.hand.release(pos)
        if released is not None:
            if not released.moved:
                self._click_card(released.key, obs)
            elif self.r_discard.collidepoint(pos) and obs["phase"] == "play":
                self.submit(DiscardCard(released.key))
            elif obs["phase"] == "play":
                self.show_message(words.drop_on_discard())
            return
        if not self.drag:
            return
        drag, self.drag = self.drag, None
        self.molecule_layer.invalidate()
        action = self._drop_action(drag, pos)
        if action is not None and self.submit(action):
            return
        if action is None and not is_home(drag, self._drop_place(pos)):
            self.show_message(words.drop_refused(drag.kind))
        self.overlay.spring_back(drag.grip.sprite, drag.grip.home)

    def _drop_place(self, pos):
        if self.r_supply.collidepoint(pos):
            return ("supply", None)
        cell = self.px_cell(pos)
        return ("hex", cell) if cell is not None else None

    def _drop_action(self, drag: PieceDrag, pos):
        return drop_action(drag, self._drop_place(pos))

    def _click_card(self, number: int, obs) -> None:
        if obs["phase"] == "choose":
            self.submit(ChooseStartCard(number))
            return
        if obs["phase"] != "play":
            return
        if number in obs["matching_hand_cards"]:
            self.submit(ClaimCard(number))
        else:
            self.show_message(words.not_matching(number))

    # ======================= per frame ============================================================
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.shown_language != language() and not self.anims.busy:  # hand cards carry their names
            self.shown_language = language()
            self.sync()
        self.glow_clock += dt
        idle = self.drag is None and self.hand.drag is None  # no lift under a pressed piece
        self.hand.update(dt, pygame.mouse.get_pos(), enabled=self.can_act() and idle)
        if not idle:
            self.tips.update(dt, None)  # no hover text under a dragged piece
        self._refresh_button()

    def _refresh_button(self) -> None:
        if self.end_button.text != words.end_turn():  # the language changed
            self.end_button.set_text(words.end_turn())
            self.end_button.set_tooltip(words.end_turn_tip())
        enabled = self.can_act() and self.obs["phase"] == "play"
        if enabled != self._button_state:
            self._button_state = enabled
            self.end_button.enable() if enabled else self.end_button.disable()

    def action_label(self, action) -> str:
        return words.action_label(action)

    def holding(self) -> bool:
        """A disc or hex picked up, or a hand card to throw away (keys carry it; one to claim is claimed)."""
        card, legal = self.hand.drag.sprite.key if self.hand.drag else None, self.legal_actions()
        return self.drag is not None or (DiscardCard(card) in legal and ClaimCard(card) not in legal)

    def cancel_selection(self) -> bool:
        """Esc: a dragged disc, hex or card goes home, or the Extraxodium pick is called off."""
        if self.drag is not None:
            drag, self.drag = self.drag, None
            self.molecule_layer.invalidate()
            self.overlay.spring_back(drag.grip.sprite, drag.grip.home)
        elif self.hand.drag is not None:
            self.hand.release(self.mouse)
        elif self.picking_extra:
            self.picking_extra = False
        else:
            return False
        return True

    def focus_targets(self) -> list:
        """While a piece is held, only the places it may go (and its own, to put it back)."""
        targets = super().focus_targets()
        if self.hand.drag is not None and self.holding():  # a hand card on its way out: Esc puts it back
            return [t for t in targets if t.key == ("hit", ("discard",))]
        return targets if self.drag is None else [t for t in targets if t.key[0] == "area"]

    def focus_hit(self, key, rect: pygame.Rect) -> bool:
        picking = self.viewer if self.picking_extra else None  # Extraxodium asks for one of the viewer's chips
        return keyboard_stop(key, self.legal_actions(), picking, self.hand.drag is not None)

    def focus_areas(self) -> list:
        """Keyboard stops in play: the supply's discs, the cells to lift from; with a piece held, where it may go."""
        if self.obs["phase"] != "play":
            return []
        if self.drag is None:
            names = [f"supply:{colour}" for colour, _ in self.supply_slots()] + [f"hex:{q},{r}" for q, r in liftable(self.view)]
        else:
            kind, place = self.drag.src
            names = [f"supply:{place}" if kind == "supply" else "hex:{},{}".format(*place)]
            names += ["supply"] if self.drag.targets.supply else []
            names += [f"hex:{q},{r}" for q, r in self.drag.targets.cells]
        return [(name, self.element_rect(name)) for name in names]

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Lesson targets: molecule, energy, supply, supply:white|black, deck, discard, restartium,
        extraxodium, end_turn, hand, hand:NUMBER, hex:Q,R (on the molecule or a free spot), pile:SEAT."""
        fixed = {"molecule": self.r_molecule, "energy": self.r_energy, "supply": self.r_supply,
                 "deck": self.r_deck, "discard": self.r_discard, "restartium": self.r_restart,
                 "extraxodium": self.r_extra, "end_turn": self.layout.rect("end_turn"),
                 "hand": self.r_hand[0].unionall(self.r_hand[1:])}
        if name in fixed:
            return pygame.Rect(fixed[name])
        kind, _, arg = name.partition(":")
        if kind == "hand":
            sprite = self.hand.sprite(int(arg))
            return sprite.rect if sprite is not None and sprite.visible else None
        if kind == "hex":
            q, r = (int(v) for v in arg.split(","))
            rect = pygame.Rect(0, 0, round(self.hex_size * math.sqrt(3)), self.hex_size * 2)
            rect.center = self.cell_px((q, r))
            return rect
        if kind == "supply":
            slot = next((centre for colour, centre in self.supply_slots() if colour == arg), None)
            return pygame.Rect(slot[0] - SUPPLY_DISC, slot[1] - SUPPLY_DISC, 2 * SUPPLY_DISC,
                               2 * SUPPLY_DISC) if slot else None
        if kind == "pile":
            boxes = self._seat_boxes()
            return pygame.Rect(boxes[int(arg)]) if int(arg) < len(boxes) else None
        return None

    def coach_areas(self) -> dict[str, pygame.Rect]:
        """The log and the controls column, never over the molecule or the hand; a layout's coach_* too."""
        controls = self.r_energy.unionall([self.r_supply, self.r_restart, self.r_extra])
        return {"log": self.layout.rect("log"), "controls": controls} | {
            name.removeprefix("coach_"): rect for name, rect in self.layout.objects("coach_").items()}

    # ======================= drawing ==============================================================
    def draw_board(self, surface) -> None:
        held = self._held()
        if held is not None and not self.overlay.pieces and not self.magnifier.showing():
            # While something is dragged nothing else on the table changes: the whole table without
            # the dragged piece is drawn once per drag, then a frame is one blit plus the piece.
            surface.blit(self.drag_layer.get(held, lambda layer: self._draw_table(layer, moving=False)), (0, 0))
            self._draw_moving(surface)
            return
        self._draw_table(surface, moving=True)

    def _held(self) -> PieceDrag | SpriteDrag | None:
        """The drag in progress (a disc or hex, or a hand card), if any."""
        if self.drag:
            return self.drag
        return self.hand.drag if self.hand.dragging else None

    def _draw_moving(self, surface) -> None:
        """What moves during a drag: the lit cell under the pointer and the dragged piece."""
        self._draw_pulse(surface)
        self._draw_needs(surface)
        if self.drag:
            self.drag.grip.sprite.draw(surface)
        if self.hand.dragging:
            self.hand.drag.sprite.draw(surface)

    def _draw_table(self, surface, moving: bool) -> None:
        """The whole table; ``moving=False`` leaves out what follows the pointer during a drag."""
        obs = self.obs
        # Opaque layers, redrawn only when what they show changes: a frame is a few plain blits.
        key = (self.version, self.viewer, self.picking_extra, language(), frozenset(self.arriving))
        surface.blit(self.table_layer.get(key, lambda layer: self._render_panels(obs, layer)), (0, 0))
        draw_title(surface, self.title_pos, _(words.TITLE), words.status_line(self.latest_obs, self.you, self.names))
        lifted = (self.drag.kind, self.drag.src) if self.drag else None
        molecule = self.molecule_layer.get((self.hex_size, self.origin_px, lifted), self._render_molecule)
        surface.blit(molecule, self.r_molecule.topleft)
        self._draw_drag_targets(surface)
        self._draw_hint(surface)
        self._draw_energy(surface, obs)
        self._draw_supply(surface)
        self._draw_table_cards(surface, obs)
        self._draw_hand(surface, obs, moving)
        if moving:
            self._draw_moving(surface)
        self.magnifier.draw(surface)

    def seat_tag(self, seat: int) -> str:
        """"(you)", "(AI medium)", "(you, AI easy)"… : what kind of seat this is."""
        s = self.match.seats[seat]
        return words.seat_tag(seat == self.you, s.level if s.kind == "ai" else None)

    def _render_panels(self, obs, layer: pygame.Surface | None = None) -> pygame.Surface:
        """Players, their piles and scores, deck, discard and the log, over the background: redrawn
        only when the match changes."""
        layer = layer if layer is not None else pygame.Surface(self.app.size)
        layer.blit(self.background.get(), (0, 0))
        for seat, box in enumerate(self._seat_boxes()):
            score = obs["piles"][seat]["score"]
            draw_seat_panel(layer, box, obs["current"] == seat, self.names[seat], self.seat_tag(seat),
                            score["total"], words.score_detail(score), obs["hand_sizes"][seat],
                            empty=not obs["piles"][seat]["cards"])
            if "open_hands" in obs:  # every hand shown (a finished game's replay)
                draw_open_hand(layer, box, words.open_hand(obs["open_hands"][seat]))
        chips, overflow = self.pile_chips(obs)
        chips = [chip for chip in chips if chip.number not in self.arriving]
        for more in overflow.values():
            labels.draw(layer, words.more_chips(more.hidden), more.pos, MORE_TEXT, theme.TEXT_DIM)
        runs = [pile["score"]["runs"] for pile in obs["piles"]]
        draw_chips(layer, chips, runs, self.viewer if self.picking_extra else None)
        draw_deck(layer, self.r_deck, obs["deck_count"], words.deck_label(obs["deck_count"]))
        draw_discard(layer, self.r_discard, obs["discard_top"], words.discard_label(obs["discard_count"]))
        draw_molecule_now(layer, self.r_now, obs, self.viewer, self.names)
        return layer

    def _render_molecule(self, layer: pygame.Surface) -> None:
        layer.blit(self.background.get(), (0, 0), self.r_molecule)
        lifted = (self.drag.kind, self.drag.src[1]) if self.drag and self.drag.src[0] == "hex" else None
        draw_molecule(layer, self.view, self._layer_px, self.hex_size, lifted)

    def _layer_px(self, cell) -> tuple[int, int]:
        """A cell's centre on the molecule panel's own layers."""
        x, y = self.cell_px(cell)
        return (x - self.r_molecule.x, y - self.r_molecule.y)

    def _draw_drag_targets(self, surface) -> None:
        if not self.drag:
            return
        surface.blit(self.targets_layer.get(self.drag, self._render_targets), self.r_molecule.topleft)
        if self.drag.targets.supply:
            pygame.draw.rect(surface, GHOST, self.r_supply, 4, border_radius=12)

    def _render_targets(self, layer: pygame.Surface) -> None:
        draw_targets(layer, [self._layer_px(cell) for cell in self.drag.targets.cells], self.hex_size)

    def _draw_pulse(self, surface) -> None:
        """The lit cell under the pointer pulses while a piece hangs over it."""
        if not self.drag or not self.drag.over:
            return
        over_cell = self.px_cell(self.drag.over)
        if over_cell in self.drag.targets.cells:
            draw_pulse(surface, self.cell_px(over_cell), self.hex_size, self.glow_clock)

    def _draw_needs(self, surface) -> None:
        """Show odds: the actions each hand card would still need after the hovered drop (or now)."""
        if self.drag and self.show_odds and self.viewer is not None:
            move = self._drop_action(self.drag, self.drag.over) if self.drag.over else None
            draw_needs(surface, self.obs, move if move in self.legal_actions() else None, self.hand.sprites,
                       self.r_now)

    def coach_obstacles(self) -> list[pygame.Rect]:
        """The kit's, and every hex: a lesson's arrow crosses the molecule between them."""
        return super().coach_obstacles() + [self.element_rect(f"hex:{q},{r}") for q, r in self.view]

    def _draw_hint(self, surface) -> None:
        """Outline what the Hint suggests: the cells of a molecule action, or the card to use."""
        if self.hint_action is None or self.anims.busy:
            return
        cells, rects = hint_outline(self.hint_action, self.hand.sprites, {
            "supply": self.r_supply, "restartium": self.r_restart, "extraxodium": self.r_extra})
        draw_marks(surface, [self.cell_px(cell) for cell in cells], self.hex_size, rects)

    def _draw_energy(self, surface, obs) -> None:
        if obs["phase"] == "play":
            left = obs["energy"]
            draw_energy(surface, self.r_energy, left, max(obs["energy_total"], left), words.energy_left(left))

    def _draw_supply(self, surface) -> None:
        lifted = self.drag.grip.home if self.drag and self.drag.src[0] == "supply" else None
        counts = {colour: words.supply_count(colour, n) for colour, n in self.view_supply.items()}
        draw_supply(surface, self.r_supply, self.supply_slots(), lifted, counts)

    def _draw_table_cards(self, surface, obs) -> None:
        playing = obs["phase"] == "play"
        mine = self.viewer is not None and obs["current"] == self.viewer and playing
        used = obs["restartium_used"]
        has_pile = self.viewer is not None and bool(obs["piles"][self.viewer]["cards"])
        extra_line = words.extraxodium_line(self.picking_extra, mine, has_pile)
        for sid, rect, line, active in (
                ("restartium", self.r_restart, words.restartium_line(used, playing), mine and not used),
                ("extraxodium", self.r_extra, extra_line, mine and has_pile)):
            surface.blit(table_card(sid, words.special_name(sid), line, rect.size, active), rect)

    def _draw_hand(self, surface, obs, moving: bool) -> None:
        if not self.hand.sprites:
            if self.viewer is None:
                theme.blit_text(surface, _(words.HANDS_HIDDEN), (self.r_hand[0].x, self.r_hand[0].centery), 20,
                                theme.TEXT_DIM)
            return
        glow = 0.5 + 0.5 * math.sin(self.glow_clock * 4)
        dragged = self.hand.drag.sprite if self.hand.dragging else None
        for sprite in self.hand.sprites:
            if sprite.highlight and sprite.visible and sprite is not dragged:
                draw_halo(surface, sprite.rect, glow)
        self.hand.draw(surface, held=False)  # a dragged card is drawn with what moves


# How each event shows on the table (an event type missing here has no animation: sync shows it).
ANIMATE = {
    DiscTaken: Board._show_disc_taken,
    DiscPlaced: Board._show_disc_placed,
    DiscMoved: Board._show_disc_moved,
    HexMoved: Board._show_hex_moved,
    Restarted: Board._show_restarted,
    CardClaimed: Board._show_card_claimed,
    CardDiscarded: Board._show_card_discarded,
    EnergyGained: Board._show_energy_gained,
    CardsDrawn: Board._show_cards_drawn,
    StartReveal: Board._show_start_reveal,
    TurnStarted: Board._show_turn_started,
    GameOver: Board._show_game_over,
}


# What `labdesk bench` times on this board besides idle animation frames (see bench_frames).
BENCH_INTERACTIONS = {"drag": lambda app, frames: bench_drag(app, frames)["wall_ms"]}
