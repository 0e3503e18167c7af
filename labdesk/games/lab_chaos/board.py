"""The Lab Chaos board.

Top: the turn banner (with the direction of play as a turning arrow) and the other players left to
right in seat order from the viewer, arrows between them pointing the way play goes; each panel has
the hand size (backs, or the cards themselves while a reveal lasts), the match penalty, and for AI
seats the persona line (hover it: the whole sheet, every real-life question and that character's
answer, shows over the middle of the table).
Middle: deck and discard pile; the spot where each played card is shown large long enough to read
and then lies while its effect is carried out; the "In force" panel with the End card and the
lasting card. Bottom: the prompt line with its buttons, and the viewer's hand, fanned when it is long
(hover a card: it rises and a large copy shows in the middle). Right: the viewer's seat and the log.

Input (only when the viewer may act): click a glowing hand card to play / discard / give / hand it
over / react with it (the engine asks for cards one at a time); click a glowing player panel (or Me)
to choose a player; Draw a card / No (a reaction prompt counts down and says no by itself); Yes / No
in the dialog of a real-life question (honour system). A refused click leaves the state as it was
and shows the rules' reason. Right-click any card for the zoom view: the card large and its ruling.

At 125 and 150 % text the map's "larger text" layer lays out a roomier table (taller opponent
panels, the direction of play across the table's top, the reading note by the viewer's seat, a
narrower log) and ``panels.py`` sets the panels' rows from their words' heights (``panels.larger``);
the hand's cards are as wide as their texts need, and a long hand overlaps in a level row: each
covered card shows its title and badges in its strip (``faces.covered_layout``) and rises whole.

Card faces are drawn in ``faces.py``, every sentence comes from ``words.py`` (translated when drawn); the table kit
(``labdesk.ui.table``) places the seats and the fan, holds the hand, the hit map, the magnifier (the
hover preview and the right-click zoom view), the prompt bar, the cached layers, the log and the
overlay of animated pieces. The board never changes the state and shows only the observation:
events become animation steps (dispatched by event type, ``ANIMATE``) and ``sync()`` redraws the truth.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from labdesk.games.lab_chaos.events import (
    CardDiscarded, CardsDrawn, CardsGiven, CardsTaken, DeckReshuffled, DirectionReversed, EndCardCleared,
    EndCardSet, HandsPassed, HandsSwapped, LastingCardCleared, LastingCardSet, PlayerChosen, PlayersSkipped,
    QuestionAnswered, ReactionOffered, ReactionPassed)
from labdesk.games.lab_chaos import panels, rules
from labdesk.games.lab_chaos.bench import bench_hover
from labdesk.games.lab_chaos import words
from labdesk.games.lab_chaos.faces import (
    CAPTION_WIDTH, CARD, PILE, ZOOM, card_back, card_face, card_placeholder, card_text_layout, chevron,
    hand_card_size, hand_strip, draw_turn_arrow, inspect_sheet, persona_sheet, summary_box, turn_arrow_surface,
)
from labdesk.games.lab_chaos.words import card_data, question_of
from labdesk.i18n import _, language
from labdesk.ui import audit, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite
from labdesk.ui.table import geometry, labels
from labdesk.ui.table.coach import RING_OUT
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.hitmap import HitMap
from labdesk.ui.table.layers import CachedLayer
from labdesk.ui.table.magnifier import Magnifier
from labdesk.ui.table.prompt import Choice, PromptBar
from labdesk.ui.tween import Call, Tween, Wait

READ_SECONDS = 1.2  # a played card stays large at least this long (at speed 1) before its effect plays,
READ_PER_LINE = 0.25  # ... and this much longer for each line of its text
OWN_READ_SECONDS = 0.5  # ... shorter for the viewer's own card: they have just read it
TOO_LATE_SECONDS = 1.5  # "Too late" stays for the person who ran out of time before the screen passes on
PANEL_GAP = 40  # between opponent panels: room for the direction arrow
PANEL_WIDTH, PANEL_SPREAD = 330, 140  # an opponent panel's widest, and the widest gap between two
HOVER_LIFT = 16  # pixels a hovered hand card rises out of the fan

# What a click means for each kind of action: a hand card, a player, yes/no, or a button.
CARD_ACTIONS = (rules.PlayCard, rules.DiscardCard, rules.GiveCard, rules.HandOver, rules.React)
CLICKS = {**{kind: lambda a: ("card", a.card) for kind in CARD_ACTIONS},
          rules.ChoosePlayer: lambda a: ("seat", a.seat), rules.Answer: lambda a: ("answer", a.yes),
          rules.DrawCard: lambda a: ("button", None), rules.Pass: lambda a: ("button", None)}


def card_action_for(cid, pending: dict | None):
    """What a click on hand card ``cid`` means in this decision (play it, discard it, give it,
    hand it over, react with it, or - when the decision is not about cards - play it): used to let
    the rules explain why a click is refused."""
    kind = (pending or {}).get("kind")
    if kind in rules.CARD_DECISIONS:
        return rules.CARD_DECISIONS[kind](cid)
    if kind == "react":
        return rules.React(cid)
    return rules.PlayCard(cid)


def read_seconds(card: dict) -> float:
    """How long a played card stays large to be read (at speed 1): longer for a longer text."""
    return READ_SECONDS + READ_PER_LINE * len(card_text_layout(card, ZOOM)["body"])


class Board(BoardScene):
    name = "lab-chaos"
    layout_name = "lab-chaos"

    # ======================= construction ==========================================================
    def build(self) -> None:
        lay = self.layout
        self.rects = {**lay.layer("table"), **lay.layer("seat")}  # every anchor of the map but the toolbar
        self.zoom_point = lay.point("zoom")
        # the prompt's text 12 px into its panel at the left, its buttons at the right up to btn_3's end
        bar = self.rects["prompt"].move(4, 0).union(self.rects["btn_3"])
        self.prompt = PromptBar(self.app.manager, self.ui, bar, size=20,
                                lines=1, bold=True, max_text_width=self.rects["prompt"].width - 24)
        d = self.rects["dialog"]
        self.dlg_yes = pygame_gui.elements.UIButton(
            pygame.Rect(d.right - 300, d.bottom - 64, 130, 46), _("Yes"), manager=self.app.manager, container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@primary_button"))
        self.dlg_no = pygame_gui.elements.UIButton(
            pygame.Rect(d.right - 156, d.bottom - 64, 130, 46), _("No"), manager=self.app.manager, container=self.ui)
        self.hand = HandView(self.rects["hand"], CARD, fan=True, lift=HOVER_LIFT)
        # at a larger text size a long hand overlaps in a straight row (its cards' words stay level) and
        # the pointer finds cards where they rest (a risen wide card would hide the next cards' strips)
        self.hand.bend, self.hand.hits_at_rest = not panels.larger(), panels.larger()
        self.strip: int | None = None  # how much of an overlapped hand card shows (``hand_strip``)
        self.hits = HitMap()  # seats and face-up table cards, filled in sync()
        self.magnifier = Magnifier(self.large_face, bounds=pygame.Rect((0, 0), self.app.size),
                                   at=("center", self.zoom_point), inspect_face_for=self.zoom_view)
        self.panels: dict[int, pygame.Rect] = {}
        self.in_play_sprites: dict = {}  # card id -> its sprite in the middle while it resolves
        # the cards resolving when the view was synced (a choice was pending), as sprites: when the
        # card is done it moves on from where it lies
        self.resting: list[CardSprite] = []
        self.asked_card = None  # the robo card whose real-life question is being asked
        self.reaction_left: float | None = None  # seconds left on a human's reaction prompt
        self.handed_at: int | None = None  # the match version when the screen was last handed over
        self._reaction_key = None
        self._kinds: tuple | None = None  # (match version, viewer, may act) -> the actions by kind
        self.glow_clock = 0.0
        self.mouse = (-1, -1)
        self.syncs = 0  # the table layer is redrawn once per sync
        self.table_layer = CachedLayer(self.app.size)
        self.background = self._background()

    def _background(self) -> pygame.Surface:
        bg = audit.canvas(self.app.size)  # it keeps notes of where its headings are
        bg.fill(theme.BG)
        r = self.rects
        theme.panel(bg, r["table"], (30, 44, 40), (60, 90, 80))  # the green baize of the lab table
        theme.panel(bg, r["in_force"], theme.PANEL)
        panels.draw_table_titles(bg, r)
        return bg

    # ======================= geometry ==============================================================
    def seat_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel: the viewer's own at the right, the others across the top (click to choose)."""
        return self.rects["me"] if seat == self.me else self.panels[seat]

    def seat_panel(self, seat: int) -> pygame.Rect | None:
        return self.seat_rect(seat) if (seat == self.me or seat in self.panels) else None

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where cards fly to and from for a seat."""
        if seat == self.me and self.viewer is not None:
            return self.rects["hand"].center
        if seat == self.me:
            return self.rects["me"].center
        p = self.panels[seat]
        return (p.x + 100, p.y + 100)

    def in_play_spot(self, i: int) -> tuple[int, int]:
        """Centre of the i-th card being carried out, in the middle of the table."""
        x, y = panels.in_play_rect(self.rects, self.zoom_point).center
        return (x + 28 * i, y)

    def pile_size(self, name: str) -> tuple[int, int]:
        return panels.pile_size(self.rects, name, self.zoom_point)

    def table_face(self, cid, name: str) -> pygame.Surface:
        """Card ``cid`` face up in table place ``name`` (its words at least their floor against a pile's at 100 %)."""
        return card_face(self.card(cid), self.pile_size(name), plain=PILE)

    def to_pile_scale(self, name: str) -> float:
        """The scale that brings a zoomed card down to table place ``name``'s size."""
        w, h = self.pile_size(name)
        return min(w / ZOOM[0], h / ZOOM[1])

    def caption_spot(self) -> tuple[int, int]:
        """Where event captions appear: low on the table under the card in the middle, clear of
        the piles and the direction of play."""
        return (self.zoom_point[0], self.rects["table"].bottom - 40)

    def chip_rects(self, seat: int, shown: list) -> list[tuple[str, pygame.Rect]]:
        """Where a revealed hand's cards lie on an opponent's panel (hover or right-click one)."""
        return panels.chip_rects(self.panels[seat], shown, self.kind_rows(seat))

    def kind_line(self, seat: int) -> str:
        """A seat's line under its name: "AI easy · penalty 0", the viewer's "7 cards · penalty 0"."""
        if seat == self.me:
            return words.me_line(self.hand_size(seat), self.scores()[seat], hidden=self.viewer is None)
        s = self.match.seats[seat]
        return words.seat_kind_line(s.kind, s.level, self.scores()[seat])

    def kind_rows(self, seat: int) -> int:
        return len(panels.kind_lines(self.seat_rect(seat), self.kind_line(seat)))

    def _map_hits(self) -> None:
        """What lies where: the seats, then the face-up cards on the table (on top of them)."""
        self.hits.clear()
        self.hits.add(self.rects["me"], ("seat", self.me))
        for seat, rect in self.panels.items():
            self.hits.add(rect, ("seat", seat))
        self.hits.add(self.rects["deck"], ("deck",))
        for name, key in (("discard", "discard_top"), ("end_slot", "end_card"), ("lasting_slot", "lasting_card")):
            if self.obs.get(key) is not None:
                self.hits.add(self.rects[name], ("table", self.obs[key]))
        for i, cid in enumerate(self.obs.get("in_play") or []):
            self.hits.add(pygame.Rect((0, 0), self.pile_size("in_play")).move_to(center=self.in_play_spot(i)),
                          ("table", cid))
        for seat in self.panels:
            for cid, rect in self.chip_rects(seat, self.revealed(seat) or []):
                self.hits.add(rect, ("table", cid))

    def focus_hit(self, key, rect: pygame.Rect) -> bool:
        """The keyboard stops only where Enter does something now: at a player when they may be chosen,
        at the deck when a draw is legal; never at a face-up table card, which is only read under
        the pointer (Enter on one answered "Nothing to do there now" in mid-table)."""
        kinds = self.actions_by_kind()
        if key[0] == "seat":
            return key[1] in kinds["seat"]
        if key == ("deck",):
            return any(isinstance(a, rules.DrawCard) for a in kinds["button"])
        return key[0] != "table"

    # ======================= reading the observation ===============================================
    # (one place that knows the observation's keys and the action classes)
    def n_players(self) -> int:
        return self.obs["players"]

    def card(self, cid) -> dict:
        return card_data()[cid]

    def hand_ids(self) -> list:
        return list(self.obs["hand"]) if self.viewer is not None else []

    def hand_size(self, seat: int) -> int:
        return self.obs["hand_sizes"][seat]

    def revealed(self, seat: int) -> list | None:
        """A hand shown to everyone (a reveal effect), or None while it is hidden."""
        ids = (self.obs.get("revealed") or {}).get(str(seat))
        return list(ids) if ids is not None else None

    def persona(self, seat: int) -> dict | None:
        personas = self.obs.get("personas") or []
        return words.persona_by_id(personas[seat]) if seat < len(personas) else None

    def questions(self) -> dict:
        return words.question_texts()

    def turn_seat(self) -> int | None:
        return None if self.obs.get("phase") == "over" else self.obs.get("turn")

    def direction(self) -> int:
        return self.obs.get("direction", 1)

    def pending(self) -> dict | None:
        return self.obs.get("pending")

    def scores(self) -> list:
        return self.obs.get("match_scores") or [0] * self.n_players()

    def resolving_card(self) -> str | None:
        """The card whose effect is being carried out (it lies in the middle of the table)."""
        in_play = self.obs.get("in_play") or []
        return in_play[-1] if in_play else None

    # ======================= actions: what a click means ============================================
    @staticmethod
    def classify(action) -> tuple:
        """("card", id) for an action about one hand card (play, react, discard, give, hand over:
        the engine asks for cards one at a time), ("seat", s) for choosing a player, ("answer",
        bool) for yes/no, ("button", None) for the rest (draw, pass), which become buttons."""
        return CLICKS[type(action)](action)

    def actions_by_kind(self) -> dict:
        """The viewer's legal actions sorted by what a click means (cached per change of the match)."""
        key = (self.version, self.viewer, self.can_act())
        if self._kinds is not None and self._kinds[0] == key:
            return self._kinds[1]
        out: dict = {"card": {}, "seat": {}, "answer": {}, "button": []}
        self._kinds = (key, out)
        for action in self.legal_actions():
            kind, value = self.classify(action)
            if kind == "card":
                out["card"].setdefault(value, action)
            elif kind == "seat":
                out["seat"].setdefault(value, action)
            elif kind == "answer":
                out["answer"][value] = action
            else:
                out[kind].append(action)
        return out

    def action_label(self, action) -> str:
        return words.action_label(action, self.names)

    # ======================= sync: the view from the observation ===================================
    def sync(self) -> None:
        self.syncs += 1
        n = self.n_players()
        gap = PANEL_GAP if not panels.larger() else panels.LARGER_GAP
        self.panels = geometry.seat_panels(self.rects["opponents"], self.me, n, gap=gap, max_width=PANEL_WIDTH,
                                           align="center", max_gap=PANEL_SPREAD)
        self.in_play_sprites.clear()
        self.resting = []
        for i, cid in enumerate(self.obs.get("in_play") or []):
            rest = CardSprite(self.table_face(cid, "in_play"), pos=self.in_play_spot(i), key=("in_play", i, cid))
            self.resting.append(rest)
            self.in_play_sprites[cid] = rest
        p = self.pending()
        if not (p and p.get("kind") == "question"):
            self.asked_card = None
        kinds = self.actions_by_kind() if self.can_act() else None
        # while the viewer chooses, the cards that cannot be used now are dimmed (they still lift
        # to be read) and the usable ones get a halo: brightness and shape, not only a colour
        ids = self.hand_ids()  # keyed by the card, not its place: kept cards keep their keys (HandView.steady)
        # the same person deciding again keeps the cards as they lie (a board made afresh, e.g. at
        # another text size, lays its hand out anew)
        if not (self.hand.steady and self.hand.sprites):
            self.hand.card_size = hand_card_size(self.rects["hand"], len(ids), cards=[self.card(cid) for cid in ids])
            # (a grown card overlaps its neighbour sooner: its title stays in the edge that shows)
            self.strip = hand_strip(self.rects["hand"], len(ids), self.hand.card_size)
        keys = [("hand", ids[:i].count(cid), cid) for i, cid in enumerate(ids)]
        covered = set(keys[:-1]) if self.strip else set()  # each but the rightmost shows its strip, rises whole
        for _again in range(2):  # (again where a steady hand's gaps leave other cards whole)
            self.hand.set_cards([self._hand_card(key, key in covered, kinds) for key in keys])
            laid, covered = covered, self.hand.covered()
            if covered == laid:
                break
        asking = kinds is not None and bool(kinds["answer"])
        self._show_dialog(asking)
        self._update_reaction_timer(kinds)
        self._map_hits()
        area = panels.sheet_area(self.rects)  # the sheets lie where the question's dialog does: not while it shows
        personas = {s: p for s in self.panels if (p := self.persona(s)) is not None and not asking}
        sheets = {s: persona_sheet(p, self.questions(), area.width, area.height) for s, p in personas.items()}
        self.tips.set(panels.persona_tips(sheets, {s: words.persona_title(p) for s, p in personas.items()},
                                          self.panels, area, {s: self.kind_rows(s) for s in personas})
                      + panels.panel_tips(self.obs, {**self.panels, self.me: self.rects["me"]},
                                          {s for s in self.panels if self.revealed(s) is not None}, self.receiver(),
                                          {s: self.kind_rows(s) for s in [*self.panels, self.me]}, self.names))
        # drawn now: the next move may be applied before the next frame, and the table must show
        # this moment until that move's animations end
        self.table_layer.get(self.syncs, self._draw_table)

    def _show_dialog(self, shown: bool) -> None:
        """The yes / no of a real-life question, in its dialog."""
        for button in (self.dlg_yes, self.dlg_no):
            button.show() if shown else button.hide()

    def _hand_card(self, key, covered: bool, kinds) -> HandCard:
        """A hand card (its face grown with the text size): whole, or on the larger table where the next
        card covers it, its strip's face (``faces.card_face``) and the whole one while it rises."""
        card, size = self.card(key[2]), self.hand.card_size
        whole = card_face(card, size)
        face = card_face(card, size, self.strip) if covered and self.strip and panels.larger() else whole
        return HandCard(key, face, back=card_back(size), hoverable=True, raised=whole if face is not whole else None,
                        usable=kinds is None or key[2] in kinds["card"])

    def on_play(self, events, actor) -> None:
        self._show_dialog(False)  # no answer buttons while the move plays (clicks would be ignored)

    def prompt_choices(self) -> list[Choice]:
        """The prompt line's buttons: whatever is legal now and is not a click on a card or a
        player (draw, "No" to a reaction, counting down, "Me" when the player may choose
        themselves); the yes/no of a real-life question go in its dialog."""
        if not self.can_act():
            return []
        kinds = self.actions_by_kind()
        choices = []
        for action in kinds["button"]:
            label = words.button_text(action)
            if isinstance(action, rules.Pass) and self.reaction_left is not None:
                label = words.countdown_text(max(0, math.ceil(self.reaction_left)))
            choices.append(Choice(label, action))
        if self.me in kinds["seat"] and self.viewer is not None:
            choices.append(Choice(_(words.ME), kinds["seat"][self.me]))
        return choices

    def reaction_pending(self) -> bool:
        p = self.pending()
        return bool(p) and p.get("kind") == "react"

    def _update_reaction_timer(self, kinds) -> None:
        if kinds is not None and self.reaction_pending() and self.app.settings.reaction_countdown:
            key = (self.version, self.viewer)
            if self._reaction_key != key:
                self._reaction_key = key
                self.reaction_left = self.app.settings.reaction_seconds  # real time (Settings)
        else:
            self.reaction_left = None
            self._reaction_key = None

    def pass_action(self):
        """The "No, I do not react" action of a reaction prompt."""
        return next((a for a in self.legal_actions() if isinstance(a, rules.Pass)), None)

    # ======================= the table picture (redrawn once per sync) ==============================
    def _draw_table(self, surf) -> None:
        surf.blit(self.background, (0, 0))
        obs = self.obs
        rect = self.rects
        # deck and discard pile
        deck_n, discard_n = obs.get("deck_count", 0), len(obs.get("discard") or [])
        if deck_n:
            for k in range(min(3, deck_n) - 1, -1, -1):  # a little depth
                surf.blit(card_back(rect["deck"].size), rect["deck"].move(-2 * k, -2 * k))
        else:
            surf.blit(self.empty_slot("deck", rect["deck"].size), rect["deck"])
        self._slot_card(surf, "discard", obs.get("discard_top"))
        for name, n in (("deck", deck_n), ("discard", discard_n)):
            panels.draw_pile_count(surf, name, rect, words.count_words(n))
        # cards still resolving (a choice is pending) lie in the middle
        if obs.get("in_play"):  # their faces are sprites (self.resting): they move on
            panels.draw_in_play_title(surf, panels.in_play_rect(rect, self.zoom_point), rect)
        # in force: the End card and the lasting card
        self._slot_card(surf, "end_slot", obs.get("end_card"))
        self._slot_card(surf, "lasting_slot", obs.get("lasting_card"))
        panels.draw_table_notes(surf, rect)
        self._draw_direction(surf)
        for seat in self.panels:
            self._draw_panel(surf, seat)
        self._draw_me(surf)

    @staticmethod
    def empty_slot(name: str, size=PILE, fill=None) -> pygame.Surface:
        """A table slot with no card: a dashed outline and what its emptiness means."""
        return card_placeholder(size, *words.empty_slot_words(name), fill=fill)

    def _slot_card(self, surf, name: str, cid) -> None:
        face = self.table_face(cid, name) if cid is not None else self.empty_slot(name, self.pile_size(name))
        surf.blit(face, self.rects[name])

    def _draw_direction(self, surf) -> None:
        """A circular arrow (clockwise = increasing seat order, left to right across the top) and
        the next few seats in the order of play; arrows between the opponent panels too."""
        forward = self.direction() >= 0
        panels.draw_direction(surf, self.rects["direction"], forward,
                              [words.play_order_line(self.obs["play_order"], self.names, most) for most in (4, 3, 2)])
        others = list(self.panels)
        for a, b in zip(others, others[1:]):
            ra, rb = self.panels[a], self.panels[b]
            centre = ((ra.right + rb.x) // 2, ra.centery)
            chevron(surf, centre, 11, 1 if forward else -1, theme.ACCENT)

    def _seat_header(self, surf, box: pygame.Rect, seat: int) -> None:
        """A seat's panel, avatar, name and its TURN / next tag."""
        turn = seat == self.turn_seat()
        receives = seat == self.receiver()  # while the viewer gives: who gets the cards says more than "next"
        tag_text = _(words.RECEIVES) if receives else words.seat_tag(seat, self.obs)
        skipped = seat in self.obs.get("skipped", ())
        colour = theme.ACCENT if turn else theme.WARN if skipped or receives else theme.PANEL_LIGHT
        panels.draw_header(surf, box, seat, self.names, tag_text, colour, theme.ACCENT if turn else theme.LINE,
                           4 if turn else 2)

    def _draw_panel(self, surf, seat: int) -> None:
        p = self.panels[seat]
        self._seat_header(surf, p, seat)
        rows = panels.draw_kind_line(surf, p, self.kind_line(seat))
        shown = self.revealed(seat)
        chips = [(self.card(cid), rect) for cid, rect in self.chip_rects(seat, shown or [])]
        panels.draw_hand_row(surf, p, self.hand_size(seat), shown, chips, rows)
        # the persona sheet (AI seats) or a person's public answers so far; hovering shows the whole sheet
        said = (self.obs.get("answers") or {}).get(str(seat)) or {}
        panels.draw_persona_lines(surf, p, words.answers_line(self.persona(seat), said), rows)

    def _draw_me(self, surf) -> None:
        box = self.rects["me"]
        self._seat_header(surf, box, self.me)
        rows = panels.draw_kind_line(surf, box, self.kind_line(self.me))
        match_line = words.match_line(self.obs)
        if match_line:
            panels.draw_match_line(surf, box, match_line, rows)

    # ======================= every frame ===========================================================
    def _set_viewer(self, seat: int) -> None:
        super()._set_viewer(seat)
        self.handed_at = self.version

    def handoff_case(self, seat: int) -> str:
        """A reaction prompt, or a choice asked on another player's turn, holds the screen for that alone."""
        p = self.latest_obs.get("pending")
        if p is not None and p.get("kind") == "react":
            return "reaction"
        return "turn" if seat == self.latest_obs.get("turn") else "choice"

    def nothing_to_react_at_once(self) -> bool:
        """A reaction prompt for the person already at the screen, who holds no card that can react:
        it is answered "No" at once. When several people share the screen the engine asks each of
        them in every reaction window (so the hand-off screens do not show who holds an Instant);
        only a prompt that needed a hand-off is shown with its "No" (and its timer) like any other."""
        return (self.can_act() and self.reaction_pending() and not self.actions_by_kind()["card"]
                and self.handed_at != self.version)

    def busy(self) -> bool:
        counting = self.reaction_left is not None and self.can_act() and not self.in_lesson
        return super().busy() or counting  # the countdown runs

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.pinned = self._lesson_card()
        if self.nothing_to_react_at_once():
            action = self.pass_action()
            if action is not None:
                self.submit(action)
        self.glow_clock += dt
        enabled = not self.anims.busy
        # a hovered card grows into the room under the prompt, inside the window
        top = self.prompt.rect.bottom + 2
        self.hand.room = pygame.Rect(0, top, self.app.size[0], self.app.size[1] - top - 2)
        self.hand.update(dt, self.mouse, enabled)
        asking = self.answer_pending()  # the question's dialog is modal: no card shows large over or under it
        if asking:
            self.magnifier.close()
        key, anchor = self.pointed_card(self.mouse) if not asking else (None, None)
        self.magnifier.hover(dt, key, anchor, enabled)
        # the reaction prompt counts real seconds, not while a zoomed card is read nor in a lesson's steps
        if self.reaction_left is not None and self.can_act() and not (self.magnifier.pinned or self.in_lesson):
            self.reaction_left -= dt
            if self.reaction_left <= 0:
                self.reaction_left = None
                action = self.pass_action()
                if action is not None:
                    self.show_message(_(words.TOO_LATE), 2)
                    self.submit(action)
                    self.anims.add(Wait(TOO_LATE_SECONDS))
        text, colour = self.prompt_text()
        self.prompt.colour = colour
        self.prompt.set(text, self.prompt_choices())
        self.prompt.update(hidden=False)

    def pointed_card(self, pos) -> tuple[tuple | None, pygame.Rect | None]:
        """The card under the pointer (a hand card, or a face-up card on the table) as a magnifier
        key, and where it lies."""
        sprite = self.hand.card_at(pos)
        if sprite is not None:
            return sprite.key, sprite.rect
        hit = self.hits.at(pos)
        if hit is not None and hit.key[0] == "table":
            return hit.key, hit.rect
        return None, None

    def large_face(self, key) -> pygame.Surface:
        """A pointed card (hand or table key: the card id last), large."""
        return card_face(self.card(key[-1]), ZOOM)

    def zoom_view(self, key) -> pygame.Surface:
        """A right-clicked card: large, with its ruling beside it."""
        return inspect_sheet(key[-1], language())

    def table_card_at(self, pos) -> str | None:
        """A face-up card on the table under the mouse: discard pile, End, lasting, a card being
        carried out, a revealed hand's card."""
        hit = self.hits.at(pos)
        return hit.key[1] if hit is not None and hit.key[0] == "table" else None

    def draw_board(self, surface) -> None:
        surface.blit(self.table_layer.get(self.syncs, self._draw_table), (0, 0))
        for s in self.resting:
            s.draw(surface)
        self._draw_banner(surface)
        self._draw_choices(surface)
        self._draw_prompt(surface)
        self._draw_halos(surface)
        self.hand.draw(surface)
        if not self.hand.sprites and self.viewer is None:
            note = words.hidden_hand_note(any(s.kind == "human" for s in self.match.seats))
            labels.draw(surface, note, self.rects["hand"].center, 20, theme.TEXT_DIM, anchor="center",
                        width=self.rects["hand"].width - 40, cut=False)
        self.magnifier.draw(surface)
        if self.answer_pending():
            card, question = self.question_card_and_text()
            panels.draw_question(surface, self.rects["dialog"], card, words.question_heading(card), question,
                                 self.pile_size("in_play"))

    def _draw_halos(self, surface) -> None:
        """A soft pulsing frame behind each hand card the viewer may use now; a thick ring round
        the one the Hint suggests (or round the player or button it suggests)."""
        if not self.can_act():
            return
        glow = 0.5 + 0.5 * math.sin(self.glow_clock * 4)
        hint = self.classify(self.hint_action) if self.hint_action is not None else (None, None)
        for s in self.hand.sprites:
            if self.hand.usable(s.key) and s.visible and s.hover < 0.5:
                halo = s.rect.inflate(10 + 6 * glow, 10 + 6 * glow)
                pygame.draw.rect(surface, theme.WARN, halo, 4, border_radius=14)
            if hint == ("card", s.key[2]):
                pygame.draw.rect(surface, theme.ACCENT, s.rect.move(0, -HOVER_LIFT * s.hover).inflate(20, 20), 6,
                                 border_radius=16)
        if hint[0] == "seat":
            rect = self.seat_rect(hint[1])
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(14, 14), 6, border_radius=16)

    def _draw_banner(self, surface) -> None:
        """Whose turn it is and whom the table waits for: the newest moment, as the prompt says it."""
        box = self.rects["banner"]
        text = words.headline(self.latest_obs, self.you, self.names)
        labels.draw(surface, text, (box.x + 50, box.centery), 26, theme.TEXT, True, "midleft", box.width - 60,
                    box.height)
        draw_turn_arrow(surface, (box.x + 22, box.centery), 14, self.direction() >= 0, theme.ACCENT, 4)

    def receiver(self) -> int | None:
        """The other player who receives the cards the viewer is giving or handing over now."""
        if not self.can_act():
            return None
        p = self.pending() or {}
        if p.get("kind") in ("give", "hand_over") and isinstance(p.get("to"), int) and p["to"] != self.me:
            return p["to"] if p["to"] in self.panels else None
        return None

    def _draw_choices(self, surface) -> None:
        """Players that may be chosen now glow; click one. The player who receives the cards the
        viewer is giving or handing over is marked."""
        if not self.can_act():
            return
        if (to := self.receiver()) is not None:  # its panel's tag says "receives" (``_seat_header``)
            pygame.draw.rect(surface, theme.WARN, self.panels[to].inflate(8, 8), 4, border_radius=14)
        seats = self.actions_by_kind()["seat"]
        if not seats:
            return
        glow = 0.5 + 0.5 * math.sin(self.glow_clock * 4)
        for seat in seats:
            rect = self.seat_rect(seat)
            pygame.draw.rect(surface, theme.GOOD, rect.inflate(6 + 6 * glow, 6 + 6 * glow), 4, border_radius=14)

    def prompt_text(self) -> tuple[str, tuple]:
        """The line under the table: what the viewer may do now, or whom the table waits for."""
        p = self.pending()
        if self.obs.get("phase") == "over":
            return _(words.MATCH_OVER), theme.TEXT_DIM
        seat = self.match.current_seat()
        if seat is None:
            return "", theme.TEXT_DIM
        if seat == self.viewer and not self.finished and self.anims.busy:
            return "", theme.TEXT_DIM  # the viewer's own move is still playing out
        if not self.can_act():  # the seat and its decision both from the newest move
            return words.waiting_prompt(self.names[seat], self.latest_obs.get("pending"), self.names), theme.TEXT_DIM
        can_click_a_card = bool(self.actions_by_kind()["card"])
        if p is None:
            return words.turn_prompt(can_click_a_card), theme.WARN
        return words.decision_words(p, self.names, can_react=can_click_a_card), theme.WARN

    def _draw_prompt(self, surface) -> None:
        """The prompt's panel (its text and buttons are the prompt bar's) and the reaction countdown."""
        box = self.rects["prompt"]
        colour = self.prompt.colour
        theme.panel(surface, box, theme.BG_DARK, colour if colour == theme.WARN else theme.LINE, radius=10)
        self.prompt.draw(surface)
        if self.reaction_left is not None:
            frac = max(0.0, self.reaction_left / self.app.settings.reaction_seconds)
            bar = pygame.Rect(box.x + 10, box.bottom - 7, round((box.width - 20) * frac), 4)
            pygame.draw.rect(surface, theme.WARN, bar, border_radius=2)

    def answer_pending(self) -> bool:
        return self.can_act() and bool(self.actions_by_kind()["answer"])

    # ======================= dialogs drawn on the table =============================================
    def question_card_and_text(self) -> tuple[dict | None, str]:
        """The card a real-life question is about (the robo card just played, the card resolving,
        or the End card whose condition asks) and the question."""
        p = self.pending() or {}
        cid = p.get("card") or self.asked_card or self.resolving_card() or self.obs.get("end_card")
        card = self.card(cid) if cid in card_data() else None
        return card, words.question_text(p.get("question"))

    # ======================= input ==================================================================
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos  # kept for hover (also while no motion arrives)
        if self.magnifier.dismissed_by(event):
            return  # a left press on the zoom view closes it; elsewhere it closes it and acts
        if self.magnifier.pinned is not None and (event.type == pygame.KEYDOWN or (
                event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button != 1)):
            if event.type != pygame.MOUSEBUTTONDOWN:
                self.magnifier.close()  # a key or another button closes the zoom view
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and not self.anims.busy and not self.answer_pending():
            key, anchor = self.pointed_card(event.pos)
            if key is not None:
                self.magnifier.inspect(key, anchor)
            return
        super().handle_event(event)

    def on_uncover(self) -> None:
        super().on_uncover()
        self._show_dialog(self.answer_pending())  # show() showed every widget

    def board_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.answer_pending():
            return  # answer with the dialog's buttons
        kinds = self.actions_by_kind()
        sprite = self.hand.card_at(event.pos)
        if sprite is not None:
            self.click_card(sprite.key[2], kinds)
            return
        hit = self.hits.at(event.pos)
        if hit is None:
            return
        if hit.key[0] == "seat" and hit.key[1] in kinds["seat"]:
            self.submit(kinds["seat"][hit.key[1]])
        elif hit.key == ("deck",):
            draw = next((a for a in kinds["button"] if isinstance(a, rules.DrawCard)), None)
            if draw is not None:
                self.submit(draw)

    def click_card(self, cid, kinds) -> None:
        action = kinds["card"].get(cid)
        if action is None:
            # not usable now: send what the click would mean anyway, so the rules say why (submit
            # refuses it with the reason and the state is not touched)
            self.submit(card_action_for(cid, self.pending()))
            return
        if question_of(self.card(cid)) is not None:
            self.asked_card = cid  # the question dialog shows the card it is about
        self.submit(action)

    def _button(self, event) -> None:
        if event.ui_element in (self.dlg_yes, self.dlg_no):
            yes = event.ui_element is self.dlg_yes
            answers = self.actions_by_kind()["answer"]
            if yes in answers:
                self.submit(answers[yes])
            return
        action = self.prompt.action_for(event)
        if action is not None:
            self.submit(action)

    # ======================= animations ============================================================
    def _pop_text(self, text: str, pos, colour=theme.TEXT, size=24, hold=0.7) -> list[Tween]:
        # up to four lines: a shown hand names every card in it
        return self.overlay.pop(text, pos, colour=colour, size=size, hold=hold, width=CAPTION_WIDTH, most=4)

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Lesson targets: a layout area (deck, discard, end_slot, lasting_slot, hand, me, log,
        opponents...), hand:CARD, seat:SEAT, button:ACTION."""
        kind, _sep, arg = name.partition(":")
        if not arg and name in self.rects:
            return pygame.Rect(self.rects[name])
        if kind == "hand":
            sprite = self._hand_sprite(arg)
            if sprite is not None and sprite.key == self.hand.pinned:  # risen over its neighbours: the
                return self.hand.showing(sprite).inflate(-2 * RING_OUT, -2 * RING_OUT)  # ring on its edge
            return sprite.rect if sprite is not None else None
        if kind == "seat":
            return pygame.Rect(self.seat_rect(int(arg))) if int(arg) == self.me or int(arg) in self.panels else None
        if kind == "button":
            return self.prompt.button_rect(arg)
        return None

    def arrow_to(self, name: str) -> bool:
        kind, _sep, cid = name.partition(":")
        sprite = self._hand_sprite(cid) if kind == "hand" and cid else None
        return sprite is None or sprite.key != self.hand.pinned

    def coach_areas(self) -> dict[str, pygame.Rect]:
        """The table right of the piles while no card resolves there, the top row left of the
        opponents' panels, and the log."""
        table, discard, top = self.rects["table"], self.rects["discard"], self.rects["opponents"]
        left = min((p.x for p in self.panels.values()), default=top.right) - 16
        log = self.rects["log"]  # (on the larger text's table with the reading note over it: both)
        areas = {"beside": pygame.Rect(top.x, top.y, left - top.x, top.height),
                 "log": log.union(self.rects["table_note"]) if "table_note" in self.rects else pygame.Rect(log)}
        if not self.obs.get("in_play"):
            areas["table"] = pygame.Rect(discard.right + 16, table.y, table.right - discard.right - 16, table.height)
            if panels.larger():  # a long step at the player's size: over the opponents' panels too
                areas["middle"] = areas["table"].union(pygame.Rect(areas["table"].x, top.y, 1, 1))
        return areas

    def _lesson_card(self):
        """The hand card a lesson's step points at where a neighbour covers it (a larger text's
        overlapping hand), held risen whole: the step's ring goes round the whole card, on its edge
        (not over the neighbours' strips), and a click anywhere on it finds it. None otherwise."""
        step = self.coach.run.step if self.coach is not None and self.strip else None
        for name in step.targets if step else ():
            kind, _sep, cid = name.partition(":")
            sprite = self._hand_sprite(cid) if kind == "hand" and cid else None
            if sprite is not None and (sprite.key == self.hand.pinned or sprite.key in self.hand.covered()):
                return sprite.key
        return None

    def _hand_sprite(self, cid) -> CardSprite | None:
        return next((s for s in self.hand.sprites if s.visible and s.key[2] == cid), None)

    def _leaving_hand(self, seat: int, cid) -> tuple[float, float]:
        """Where a card leaving ``seat`` starts: the viewer's own hand card (hidden from now on,
        the card is on its way), else the seat's spot."""
        mine = self._hand_sprite(cid) if seat == self.viewer else None
        if mine is None:
            return self.seat_spot(seat)
        mine.visible = False
        return mine.pos

    def _zoom_played(self, seat: int, cid) -> list[list[Tween]]:
        """A played card: from its player to the middle of the table, large, long enough to read;
        then it shrinks and stays there while its effect plays (CardSettled moves it on)."""
        s = CardSprite(card_face(self.card(cid), ZOOM), pos=self._leaving_hand(seat, cid))
        s.scale = self.hand.card_size[0] / ZOOM[0]
        rest = self.in_play_spot(len(self.in_play_sprites))
        self.in_play_sprites[cid] = s
        return [
            [self._sound("card")] + self.overlay.move(s, self.zoom_point, duration=0.35, ease="easeOutCubic",
                                                      scale=1.0),
            [Wait(read_seconds(self.card(cid)) if seat != self.viewer else OWN_READ_SECONDS)],
            [s.move_to(rest, 0.25), s.scale_to(self.to_pile_scale("in_play"), 0.25)],
        ]

    def _to_pile(self, cid, dest: str) -> list[Tween]:
        """The card in the middle goes to the discard pile or its slot on the table."""
        s = self.in_play_sprites.pop(cid, None)
        target = self.rects[dest].center
        if s is None:
            return self.overlay.fly(card_face(self.card(cid), ZOOM), self.zoom_point, target,
                                    scale=self.to_pile_scale(dest), duration=0.3)
        if s in self.resting:  # already pile-sized, where it lay while its choice was made
            return [s.move_to(target, 0.3)]
        return [s.move_to(target, 0.3), s.scale_to(self.to_pile_scale(dest), 0.3)]

    def _spin_arrow(self, clockwise: bool) -> list[Tween]:
        """A large turning arrow over the table spins round to the new direction of play."""
        s = CardSprite(turn_arrow_surface(90, clockwise), pos=self.zoom_point)
        return self.overlay.move(s, self.zoom_point, duration=0.6, ease="easeOutCubic",
                                 angle=(180.0 if clockwise else -180.0, 0.0)) + [s.fade_to(0, 0.3, delay=0.7)]

    def _empty_slot(self, slot: str) -> list[Tween]:
        """Cover a table slot with its empty look while its card flies away (sync redraws it)."""
        empty = self.empty_slot(slot, self.pile_size(slot), fill=theme.PANEL)
        return [self.overlay.show(CardSprite(empty, pos=self.rects[slot].center))]

    def _backs(self, start, end, n: int, *, delay=0.0, stagger=0.06) -> list[Tween]:
        tweens: list[Tween] = []
        for k in range(min(n, 6)):
            tweens += self.overlay.fly(card_back(CARD), start, end, scale=0.5, end_scale=0.5, duration=0.3,
                                       delay=delay + k * stagger, fade=True)
        return tweens

    def _face_from_seat(self, seat: int, cid, dest) -> list[Tween]:
        """A public card (a discard) goes from a seat (the viewer's own hand card) to ``dest``."""
        return self.overlay.fly(card_face(self.card(cid), ZOOM), self._leaving_hand(seat, cid), dest,
                                scale=self.hand.card_size[0] / ZOOM[0], end_scale=self.to_pile_scale("discard"),
                                duration=0.35)

    def animate(self, event, actor) -> list[list[Tween]]:
        """Event -> queue steps (each a list of tweens played together), by the event's type; an
        event with no entry shows its log sentence, if it has one; a QUIET one shows nothing."""
        return [] if type(event) in QUIET else ANIMATE.get(type(event), Board._caption_of)(self, event)

    def _caption(self, text: str, colour=theme.ACCENT, size: int = 20, hold: float = 0.7) -> list[Tween]:
        return self._pop_text(text, self.caption_spot(), colour, size, hold)

    def _caption_of(self, event) -> list[list[Tween]]:
        line = getattr(event, "caption", event.describe)(self.names)  # a short caption where the log's is long
        return [self._caption(line, theme.TEXT)] if line else []

    def _sound(self, name: str) -> Call:
        sound = self.app.sound
        return Call(lambda: sound.play(name))

    def _played(self, event) -> list[list[Tween]]:
        return self._zoom_played(event.seat, event.card)

    def _settled(self, event) -> list[list[Tween]]:
        card = self.card(event.card)
        dest = ("end_slot" if card["end"] else "lasting_slot") if event.to_table else "discard"
        return [self._to_pile(event.card, dest)]

    def _to_discard_from(self, slot: str, cid) -> list[Tween]:
        """The card in a table slot goes to the discard pile; the slot shows its empty look."""
        return self._empty_slot(slot) + self.overlay.fly(self.table_face(cid, slot), self.rects[slot].center,
                                                         self.rects["discard"].center, duration=0.35)

    def _table_card_set(self, event) -> list[list[Tween]]:
        slot = SLOT_OF[type(event)]
        text = words.end_card_set(event.card) if slot == "end_slot" else words.lasting_card_set(event.card)
        tweens = self._caption(text, theme.WARN, hold=1.0)
        if event.replaced is not None:  # the card it replaces goes to the discard pile
            tweens += self._to_discard_from(slot, event.replaced)
        return [tweens]

    def _table_card_cleared(self, event) -> list[list[Tween]]:
        if event.card is None:
            return []
        return [self._to_discard_from(SLOT_OF[type(event)], event.card) + self._caption(event.describe(self.names))]

    def _drawn(self, event) -> list[list[Tween]]:
        if not event.count:
            return [self._caption(event.describe(self.names), theme.TEXT)]
        return [[self._sound("card")] + self._backs(self.rects["deck"].center, self.seat_spot(event.seat), event.count)]

    def _reshuffled(self, event) -> list[list[Tween]]:
        return [[self._sound("shuffle")] + self._backs(self.rects["discard"].center, self.rects["deck"].center, 5)
                + self._caption(_(words.RESHUFFLED))]

    def _discarded(self, event) -> list[list[Tween]]:
        return [[self._sound("card")] + self._face_from_seat(event.seat, event.card, self.rects["discard"].center)]

    def _given(self, event) -> list[list[Tween]]:
        return [self._backs(self.seat_spot(event.seat), self.seat_spot(event.to), event.count)]

    def _taken(self, event) -> list[list[Tween]]:
        return [self._backs(self.seat_spot(event.source), self.seat_spot(event.seat), event.count)]

    def _swapped(self, event) -> list[list[Tween]]:
        a, b = self.seat_spot(event.seat), self.seat_spot(event.other)
        return [self._backs(a, b, 4) + self._backs(b, a, 4) + self._caption(event.describe(self.names))]

    def _passed_on(self, event) -> list[list[Tween]]:
        n = self.n_players()
        tweens = []
        for seat in range(n):
            tweens += self._backs(self.seat_spot(seat), self.seat_spot((seat + event.step) % n), 3)
        return [tweens + self._caption(_(words.HANDS_PASSED))]

    def _reversed(self, event) -> list[list[Tween]]:
        return [self._spin_arrow(event.direction > 0) + self._caption(words.direction_reversed(event.direction),
                                                                      size=22)]

    def _skipped(self, event) -> list[list[Tween]]:
        tweens = self._caption(event.describe(self.names), theme.WARN)
        seat = event.seat
        for _step in range(min(event.count, self.n_players() - 1)):  # mark each player who loses a turn
            seat = (seat + self.direction()) % self.n_players()
            spot = self.seat_spot(seat)
            tweens += self._pop_text(_(words.LOSES_A_TURN), (spot[0], spot[1] - 40), theme.WARN, 18)
        return [tweens]

    def _chosen(self, event) -> list[list[Tween]]:
        spot = self.seat_spot(event.target)
        return [self._pop_text(words.player_chosen(event.seat, event.target, self.names), (spot[0], spot[1] - 30),
                               theme.GOOD, 20, hold=0.6)]

    def _answered(self, event) -> list[list[Tween]]:
        text = words.question_answered(event.question, event.yes, self.names[event.seat], event.persona)
        return [self._caption(text, theme.WARN, hold=1.2)]

    def _won(self, event) -> list[list[Tween]]:
        return [[self._sound("win")] + self._deal_summary(event)]

    def _new_deal(self, event) -> list[list[Tween]]:
        if event.game <= 1:
            return []
        return [[self._sound("shuffle")] + self._caption(words.new_deal(event.game, event.starter, self.names),
                                                          size=24)]

    def _deal_summary(self, event) -> list[Tween]:
        """The end of a deal: who finished, and each seat's penalty and match total, held to read."""
        names = self.names
        title = words.deal_won(event.winners, event.reason, names)
        totals = self.obs["match_scores"]  # the match totals with this deal counted
        hands = event.hands or [()] * len(event.penalties)
        rows = tuple((names[seat], tuple(hands[seat]), penalty, int(totals[seat]))
                     for seat, penalty in enumerate(event.penalties))
        s = CardSprite(summary_box(title, rows), pos=self.zoom_point)
        return [self.overlay.show(s), Wait(2.8), s.fade_to(0, 0.3, delay=2.8)]

    def demo_animation(self):
        ids = list(card_data())[:1]
        if not ids:
            return Wait(0.5)
        # a card zooming to the middle while three cards are dealt out: the busiest moment
        steps = self._zoom_played(next(iter(self.panels)), ids[0])
        return steps[0] + self._backs(self.rects["deck"].center, self.seat_spot(self.me), 3)


SLOT_OF = {EndCardSet: "end_slot", EndCardCleared: "end_slot",
           LastingCardSet: "lasting_slot", LastingCardCleared: "lasting_slot"}
# Event type -> its animation (queue steps); any other event shows its log sentence.
ANIMATE = {
    rules.CardPlayed: Board._played, rules.CardSettled: Board._settled,
    EndCardSet: Board._table_card_set, LastingCardSet: Board._table_card_set,
    EndCardCleared: Board._table_card_cleared, LastingCardCleared: Board._table_card_cleared,
    CardsDrawn: Board._drawn, DeckReshuffled: Board._reshuffled, CardDiscarded: Board._discarded,
    CardsGiven: Board._given, CardsTaken: Board._taken, HandsSwapped: Board._swapped,
    HandsPassed: Board._passed_on, DirectionReversed: Board._reversed, PlayersSkipped: Board._skipped,
    PlayerChosen: Board._chosen, QuestionAnswered: Board._answered, rules.GameWon: Board._won,
    rules.NewDeal: Board._new_deal,
}
QUIET = (rules.TurnStarted, ReactionOffered, ReactionPassed, rules.MatchOver)  # no animation, no caption


# What `labdesk bench` times on this board besides idle animation frames (see bench_frames).
BENCH_INTERACTIONS = {"hover": bench_hover}
