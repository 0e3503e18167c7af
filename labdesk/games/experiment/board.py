"""The Experiment board.

Top: the phase banner (round, phase 1 influence / 2 choose / 3 tasks) and the other players' benches
(score, influence cards, lab cards as tokens, tasks, pick-order badge). Middle: influence deck and
discards, the lab row (open chemicals and face-down secret cards; the peeker sees the secret ones,
marked "only you"), the task deck and display. Bottom: the viewer's bench, the prompt and the log.

Input (only when the viewer may act):
- influence, standard game: drag a hand card onto one of the two cards in front (or click a hand card,
  then the card to lay it on); advanced and two-player games: click (or drag) a hand card to play it;
- picks: click a lab card in the row, the task deck or a displayed task;
- a discard after a broken flask or an explosion: click one of your lab cards;
- tasks: tasks you can carry out glow; click one and the cheapest set of cards is chosen for you;
  click lab cards to change the set, then Complete (or End task phase).

The board never changes the state: it draws ``self.obs`` and turns events into short animations with
pieces in the kit's overlay; ``sync()`` puts the view back to the truth afterwards. The banner, the
prompt and the frame of the seat to move are drawn each frame from the latest state, the moment the log
and the toolbar's "X is thinking" describe, while the pieces animate towards it. Cards in motion are
drawn above everything and land inside their panel (shrinking into an opponent's tokens and chips).
Card art is in ``faces``, words in ``words``, the table picture in ``panels``.
"""
from __future__ import annotations

import math

import pygame

from labdesk.games.experiment import motion, panels, reveal, words
from labdesk.games.experiment.chemistry import cheapest, makes
from labdesk.games.experiment.content import BROKEN, content
from labdesk.games.experiment.faces import (
    INF, INF_SET, INF_SMALL, LAB_ME, TASK, influence_back,
    influence_card, influence_face, lab_face, secret_back, task_back, task_face, zoom_face,
)
from labdesk.games.experiment.rules import (
    FACE_DOWN, FACE_UP, SECRET_SLOTS, BrokenFlask, CompleteTask, DiscardLab, DisplayRefilled, EndTasks,
    Explosion, HandsRevealed, InfluenceCommitted, InfluenceDealt, InfluencePlayed, InfluenceReturned,
    InfluenceRevealed, InfluenceShuffled, LabCardLost, OpenCardTaken, PickOrderSet, PlaceInfluence,
    PlayInfluence, RoundStarted, RowCleared, SecretCardTaken, SecretsPeeked, TakeLab, TakeTask,
    TaskCompleted, TaskTaken,
)
from labdesk.i18n import _
from labdesk.ui import audit, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, draw_sprites
from labdesk.ui.table import geometry
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.hitmap import HitMap
from labdesk.ui.table.layers import CachedLayer
from labdesk.ui.table.magnifier import HOVER_DELAY, Magnifier
from labdesk.ui.table.prompt import Choice, PromptBar
from labdesk.ui.table.tips import Tip
from labdesk.ui.table.words import round_label
from labdesk.ui.tween import Call, Tween, Wait

HAND_DECISIONS = ("commit", "play")  # the decisions made with a hand card
PANEL_WIDTH = 620  # at most, for an opponent's panel (two or three players)
SPRITE_ARG = {"secret": 1}  # which part of a card's key a lesson target names (others: the last)


class Board(BoardScene):
    name = "experiment"
    layout_name = "experiment"

    def build(self) -> None:
        self.rects = self.layout.rects(
            "banner", "opponents", "inf_deck", "inf_discard", "lab_deck", "secret_deck", "lab_discard", "row", "tasks",
            "reference", "me_info", "me_hand", "me_front", "me_lab", "me_tasks", "prompt", "log")
        self.centre = self.layout.point("centre")
        # the prompt's text on the left, its buttons where the layout puts Complete and End task phase
        first, last = self.layout.rect("btn_complete"), self.layout.rect("btn_end")
        bar = pygame.Rect(self.rects["prompt"].x, first.y, last.right - self.rects["prompt"].x, first.height)
        self.prompt = PromptBar(self.app.manager, self.ui, bar, colour=theme.ACCENT, idle_colour=theme.TEXT_DIM,
                                button_width=first.width, room=self.rects["prompt"])
        hand = self.rects["me_hand"]
        self.hand = HandView(pygame.Rect(hand.x + 6, hand.y + 26, hand.width - 12, INF[1]), INF, align="left")
        self.magnifier = Magnifier(lambda key: zoom_face(key, self.symbols()), bounds=pygame.Rect((0, 0), self.app.size),
                                   delay=HOVER_DELAY)
        self.table = CachedLayer(self.app.size)
        self.sprites: list[CardSprite] = []
        self.planned: dict | None = None  # the view the queued steps of a move end on
        self.hits = HitMap()
        self.panels: dict[int, pygame.Rect] = {}
        self.sel_hand: int | None = None
        self.sel_task: str | None = None
        self.sel_cards: set[int] = set()
        self.hint_targets = {  # the card a suggested action is about, by the action's type
            PlaceInfluence: self._hand_card, PlayInfluence: self._hand_card, TakeLab: self._row_card,
            TakeTask: self._task_source, DiscardLab: self._lab_card, CompleteTask: self._own_task,
        }
        self.clicks = {  # what a click on a table card does, by the card's kind (its key's first part)
            "front": self._click_front, "open": self._click_row, "secret": self._click_row,
            "taskdeck": self._click_task_source, "display": self._click_task_source, "lab": self._click_lab,
            "mytask": self._click_own_task,
        }
        self.animations = {
            RoundStarted: self._round_started, InfluenceShuffled: self._influence_shuffled,
            InfluenceDealt: self._influence_dealt, InfluenceCommitted: self._influence_committed,
            InfluenceRevealed: self._reveal, HandsRevealed: self._hands_revealed,
            InfluencePlayed: self._influence_played, PickOrderSet: self._pick_order_set,
            SecretsPeeked: self._peek, OpenCardTaken: self._open_card_taken,
            SecretCardTaken: self._secret_card_taken, BrokenFlask: self._broken_flask,
            Explosion: self._explosion, LabCardLost: self._lab_card_lost, RowCleared: self._row_cleared,
            TaskTaken: self._task_taken, DisplayRefilled: self._display_refilled,
            TaskCompleted: self._completed, InfluenceReturned: self._influence_returned,
        }
        self.background = audit.canvas(self.app.size)  # it keeps notes of where its headings are
        panels.draw_areas(self.background, self.rects)

    # ======================= geometry ==============================================================
    def seat_spot(self, seat: int, what: str) -> tuple[int, int]:
        """Where a seat's front / lab / tasks / score is on screen (for animations)."""
        return panels.bench_spot(self.rects, what) if seat == self.me else panels.panel_spot(self.panels[seat], what)

    def seat_panel(self, seat: int) -> pygame.Rect | None:
        return self.rects["me_info"] if seat == self.me else self.panels.get(seat)

    def front_slot(self, seat: int, i: int) -> tuple[int, int]:
        """Centre of a seat's i-th influence card in front (0: dealt face up / placed, 1: the other)."""
        return (panels.bench_front_slot(self.rects["me_front"], i) if seat == self.me
                else panels.panel_front_slot(self.panels[seat], i))

    def landing(self, seat: int, what: str, size) -> tuple[tuple[int, int], float, bool]:
        """Where a card of ``size`` taken by a seat comes to rest, at what scale, and whether it fades
        there. On the viewer's bench it lands in its slot; on an opponent's panel it shrinks into the
        line of lab tokens or task chips and fades, so it never hangs over the panel's edges."""
        info = self.obs["seats"][seat]
        if seat == self.me:
            return (*panels.bench_landing(self.rects, info, what, size), False)
        if what == "lab":  # onto the next token's place in the line of lab tokens
            return panels.panel_token_spot(self.panels[seat], max(0, len(info["lab"]) - 1)), 30 / size[1], True
        return self.seat_spot(seat, what), 34 / size[1], True  # about a chip's height

    # ======================= sync: the view from the observation ===================================
    def sync(self) -> None:
        obs, self.planned = self.obs, None
        self.row_size = panels.row_card(self.rects["row"], len(panels.row_slots(obs)))  # the animations' row cards
        self.panels = geometry.seat_panels(self.rects["opponents"], self.me, obs["players"], gap=10,
                                           max_width=PANEL_WIDTH)
        me = obs["seats"][self.me]
        decision = obs["decision"] if self.can_act() else ""
        if self.sel_task is not None and (decision != "tasks" or self.sel_task not in me["tasks"]):
            self.sel_task, self.sel_cards = None, set()
        if decision != "commit":
            self.sel_hand = None
        self._sync_hand(reveal.held(me), obs["variant"], decision)
        self.front_sprites = self._front_sprites(me["front"], me.get("commit"), decision)
        self.row_sprites = panels.row_sprites(self.rects["row"], panels.row_slots(obs), obs["row_secret"], decision,
                                              self.symbols())
        self.display_sprites = panels.display_sprites(self.rects["tasks"], obs["task_deck"], obs["display"], decision,
                                                      self.symbols())
        self.lab_sprites = self._lab_sprites(me["lab"], decision)
        self.task_sprites = self._task_sprites(me["tasks"], decision)
        self.sprites = (self.row_sprites + self.display_sprites + self.front_sprites + self.lab_sprites
                        + self.task_sprites)
        self.hits = HitMap()
        for sprite in self.sprites:
            self.hits.add(sprite.rect, sprite.key)
        self.tips.set(panels.pile_tips(self.rects, obs, pygame.Rect((0, 0), self.app.size)) + self._seat_tips())
        self.prompt.set(self.prompt_text(), self.choices(decision))
        self.table.get((self.shown_version, self.viewer, self.symbols()), self._draw_table)  # of this moment

    def _sync_hand(self, hand: list, variant: str, decision: str) -> None:
        size = INF if variant == "standard" else INF_SET
        self.hand.card_size = size
        # every hand card reads clearly; whether it may be played shows as its outline
        # keyed by the card (which copy of a value, the value), not its place: the cards kept keep their
        # places while the same person decides again (HandView.steady)
        self.hand.set_cards([HandCard(("hand", hand[:i].count(v), v), influence_card(v, size),
                                      back=influence_back(size)) for i, v in enumerate(hand)])
        if decision in HAND_DECISIONS:
            self._outline_hand()

    def _outline_hand(self) -> None:
        for s in self.hand.sprites:
            s.highlight = theme.WARN if s.key[2] == self.sel_hand else theme.GOOD

    def _front_sprites(self, front: list, commit: dict | None, decision: str) -> list[CardSprite]:
        """The viewer's two cards in front, and a card committed to one of them lying on it."""
        sprites = []
        for i, v in enumerate(front):
            s = CardSprite(influence_card(v, INF), influence_back(INF), pos=self.front_slot(self.me, i),
                           key=("front", FACE_UP if i == 0 else FACE_DOWN))
            s.highlight = theme.ACCENT if decision == "commit" else None
            sprites.append(s)
        if commit:
            laid = panels.laid_slot(self.rects["me_front"], commit["onto"])
            sprites.append(CardSprite(influence_face(commit["value"], INF), pos=laid, key=("front", commit["onto"])))
        return sprites

    def _lab_sprites(self, lab: list, decision: str) -> list[CardSprite]:
        sprites, size = [], panels.lab_size(self.rects["me_lab"], len(lab))
        for i, (kind, pos) in enumerate(zip(lab, panels.lab_slots(self.rects["me_lab"], len(lab)))):
            s = CardSprite(lab_face(kind, size, self.symbols()), pos=pos, key=("lab", i, kind),
                           hoverable=decision in ("discard", "tasks"))
            if decision == "discard" and kind != BROKEN:
                s.highlight = theme.BAD
            if i in self.sel_cards:
                s.highlight = theme.ACCENT
                s.pos = (s.pos[0], s.pos[1] - 10)  # lifted: chosen to be spent
            sprites.append(s)
        return sprites

    def _task_sprites(self, tasks: list, decision: str) -> list[CardSprite]:
        """The viewer's open tasks, with the completion helper's glow."""
        completable = self.completable_tasks() if decision == "tasks" else set()
        sprites = []
        faces = panels.own_task_faces(self.rects["me_tasks"], tasks, self.symbols())
        for i, (tid, pos) in enumerate(zip(tasks, panels.task_slots(self.rects["me_tasks"], len(tasks)))):
            s = CardSprite(faces[i], pos=pos, key=("mytask", i, tid), hoverable=panels.task_lifts(faces[i].get_size()))
            s.highlight = theme.WARN if tid == self.sel_task else theme.GOOD if tid in completable else None
            sprites.append(s)
        return sprites

    def choices(self, decision: str) -> list[Choice]:
        """The prompt's buttons: Complete (usable once the chosen cards make the chosen task) and End
        task phase, in the task phase."""
        if decision != "tasks":
            return []
        complete = CompleteTask(self.sel_task, self._selected_kinds()) if self.sel_task else None
        return [Choice(words.complete_button(self.sel_task), complete, primary=True,
                       enabled=complete in self.legal_actions(), tip=_(words.COMPLETE_TIP)),
                Choice(_(words.END_TASKS), EndTasks(), tip=_(words.END_TASKS_TIP))]

    def on_play(self, events, actor) -> None:
        self.prompt.update(hidden=True)  # no Complete / End task phase while the move animates
        self.planned = self.shown_obs  # the table's view as the move's steps so far leave it

    def symbols(self) -> bool:
        return self.app.settings.colourblind_symbols

    def completable_tasks(self) -> set[str]:
        return {a.task for a in self.legal_actions() if isinstance(a, CompleteTask)}

    def _selected_kinds(self) -> tuple[str, ...]:
        lab = self.obs["seats"][self.me]["lab"]
        return tuple(sorted(lab[i] for i in self.sel_cards if i < len(lab)))

    # ======================= words and the table picture ===========================================
    def badges(self, seat: int) -> list[int]:
        """Pick-order places of a seat this round (1-based)."""
        return [i + 1 for i, s in enumerate(self.obs["pick_order"]) if s == seat]

    def seat_tags(self, seat: int) -> list[str]:
        """What a seat is now, after its label: 'active', 'peeked'."""
        return words.seat_tags(self.obs, seat, None)

    def seat_title(self, seat: int) -> str:
        return words.seat_title(self.seat_label(seat), self.seat_tags(seat))

    def focus_hit(self, key, rect: pygame.Rect) -> bool:
        """The keyboard stops only in the areas of the decision now (the lab cards when an explosion
        makes the viewer give some up, not the row's cards that a press would only refuse)."""
        areas = panels.DECISION_AREAS.get(self.obs["decision"])
        return areas is None or any(self.rects[name].colliderect(rect) for name in areas)

    def _seat_tips(self) -> list[Tip]:
        """Hover text for every bench: a label cut to fit, pick-order badges, lab tokens, task chips."""
        obs, symbols = self.obs, self.symbols()
        found = panels.bench_tips(self.rects, obs["seats"][self.me], self.badges(self.me), obs["order_index"], symbols)
        for seat, rect in self.panels.items():
            found += panels.panel_tips(rect, obs["seats"][seat], self.seat_label(seat), self.badges(seat),
                                       obs["order_index"], symbols, self.match.seats[seat])
        return found

    def prompt_text(self) -> str:
        return words.prompt(self.latest_obs, self.names, self.can_act(), self.you)

    def shown_text(self) -> tuple[str, str, str]:
        """The banner, the prompt and the row's note as drawn now: from the latest state, the moment
        the toolbar's 'X is thinking' names, while the pieces animate towards it (from the table's
        moment the prompt would name the seat that just moved beside the next one thinking, and the
        note would lie under the next round's cards flying in)."""
        obs = self.latest_obs
        return words.headline(obs), self.prompt_text(), words.row_note(obs, bool(self.row_sprites))

    def _draw_table(self, surf: pygame.Surface) -> None:
        """The table picture as of the last sync: background, piles and every seat's bench."""
        surf.blit(self.background, (0, 0))
        obs = self.obs
        symbols = self.symbols()
        panels.draw_piles(surf, self.rects, obs)
        if self.you is not None:  # a replay's words address nobody
            panels.draw_secret_marker(surf, self.rects["row"], obs)
        for seat, rect in self.panels.items():
            panels.draw_opponent(surf, rect, obs["seats"][seat], self.seat_label(seat), self.seat_tags(seat),
                                 self.badges(seat), obs["order_index"], symbols, self.match.seats[seat])
        title = words.viewer_title(self.seat_title(self.me), self.viewer is None)
        panels.draw_bench(surf, self.rects, obs["seats"][self.me], title, self.badges(self.me), obs["order_index"],
                          symbols)

    # ======================= lesson targets ========================================================
    def element_rect(self, name: str) -> pygame.Rect | None:
        """Lesson targets: a layout area (row, tasks, me_hand, me_lab, me_tasks, me_info, ...), a card
        by its key (hand:VALUE, open:KIND, secret:INDEX, taskdeck, display:TASK, lab:KIND,
        mytask:TASK, front:face-up|face-down), panel:SEAT (an opponent's panel), button:ACTION."""
        kind, _, arg = name.partition(":")
        if not arg and name in self.rects:
            return pygame.Rect(self.rects[name])
        if kind == "panel":
            return pygame.Rect(self.panels[int(arg)]) if int(arg) in self.panels else None
        if kind == "button":
            return self.prompt.button_rect(arg)
        part = SPRITE_ARG.get(kind, -1)
        for sprite in self.hand.sprites + self.sprites:
            if sprite.key[0] == kind and (not arg or str(sprite.key[part]) == arg):
                return sprite.rect
        return None

    def coach_areas(self) -> dict[str, pygame.Rect]:
        return {"log": self.layout.rect("coach_log" if self.layout.has("coach_log") else "log")}

    def toast_keep_clear(self) -> list[pygame.Rect]:
        return super().toast_keep_clear() + [self.rects[n] for n in panels.DECISION_AREAS.get(self.obs["decision"], ())]

    # ======================= drawing ===============================================================
    def hint_sprite(self) -> CardSprite | None:
        """The card the Hint's suggested action is about (None for End task phase)."""
        find = self.hint_targets.get(type(self.hint_action))
        return find(self.hint_action) if find is not None else None

    def _hand_card(self, action: PlaceInfluence | PlayInfluence) -> CardSprite | None:
        return self._sprite(self.hand.sprites, lambda k: k[2] == action.value)

    def _row_card(self, action: TakeLab) -> CardSprite | None:
        if action.slot in SECRET_SLOTS:
            return self._sprite(self.row_sprites, lambda k: k[0] == "secret" and SECRET_SLOTS[k[1]] == action.slot)
        return self._sprite(self.row_sprites, lambda k: k[0] == "open" and k[2] == action.slot)

    def _task_source(self, action: TakeTask) -> CardSprite | None:
        if action.task is None:
            return self._sprite(self.display_sprites, lambda k: k[0] == "taskdeck")
        return self._sprite(self.display_sprites, lambda k: k[0] == "display" and k[2] == action.task)

    def _lab_card(self, action: DiscardLab) -> CardSprite | None:
        return self._sprite(self.lab_sprites, lambda k: k[2] == action.kind)

    def _own_task(self, action: CompleteTask) -> CardSprite | None:
        return self._sprite(self.task_sprites, lambda k: k[2] == action.task)

    def _sprite(self, sprites, match) -> CardSprite | None:
        return next((s for s in sprites if s.visible and match(s.key)), None)

    def draw_board(self, surface: pygame.Surface) -> None:
        surface.blit(self.table.surface, (0, 0))
        headline, _prompt, note = self.shown_text()
        panels.draw_headline(surface, self.rects, headline, note)
        seat = self.obs["to_move"]
        if seat is not None and seat != self.me:
            pygame.draw.rect(surface, theme.ACCENT, self.panels[seat], 2, border_radius=12)
        self.prompt.draw(surface)
        draw_sprites(surface, self.sprites)
        if self.hand.dragging:  # light up where the card would land
            area = self._drop_area(self.hand.drag.sprite.pos)
            if area is not None:
                pygame.draw.rect(surface, theme.GOOD, area.inflate(12, 12), 4, border_radius=12)
        self.hand.draw(surface)
        if self.show_odds:
            panels.draw_previews(surface, self.previewed_kind(), self.obs["seats"][self.me]["lab"], self.sprites,
                                 self.prompt.rect.top, self.rects["tasks"])
        hinted = self.hint_sprite() if self.hint_action is not None and self.can_act() else None
        if hinted is not None:  # a pulsing ring around the suggested card
            width = 3 + round(2 * (1 + math.sin(self.clock * 6)))
            pygame.draw.rect(surface, theme.WARN, panels.hint_ring(hinted.rect), width, border_radius=12)
        self.magnifier.draw(surface)

    def previewed_kind(self) -> str | None:
        """The lab card under the pointer in the row while picking (a secret one only if seen)."""
        hit = self.hits.at(self.mouse) if self.obs["decision"] == "pick" and self.can_act() else None
        return hit.key[2] if hit is not None and hit.key[0] in ("open", "secret") else None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.prompt.set(self.shown_text()[1], self.prompt.choices)  # the words of the latest state
        self.prompt.update(hidden=not self.can_act())
        mouse = pygame.mouse.get_pos()
        acting = self.can_act()
        self.hand.update(dt, mouse, enabled=acting and self.obs["decision"] in HAND_DECISIONS)
        # no lift while a card is dragged: a card rising under it would cover where it may land
        for s in self.sprites:
            s.update_hover(dt, mouse, enabled=acting and not self.hand.dragging)
        top = next((s for s in reversed(self.sprites) if s.key and s.contains(mouse)), None)
        self.magnifier.hover(dt, top.key if top else None, top.rect if top else None, enabled=not self.hand.dragging)

    # ======================= input =================================================================
    def cancel_selection(self) -> bool:
        """Esc drops a chosen hand card or a task being completed (then a second Esc pauses)."""
        if self.sel_hand is None and self.sel_task is None:
            return False
        self.sel_hand, self.sel_task, self.sel_cards = None, None, set()
        self.sync()
        return True

    def _front_at(self, pos) -> str | None:
        """Which card in front of the viewer (face up / face down) is at ``pos``, if one is."""
        hit = self.hits.at(pos)
        return hit.key[1] if hit is not None and hit.key[0] == "front" else None

    def _drop_area(self, pos) -> pygame.Rect | None:
        """Where a dragged hand card would be played if let go at ``pos``."""
        if self._front_at(pos) is not None:
            return self.hits.at(pos).rect
        return self.rects["me_front"] if self.obs["decision"] == "play" else None

    def board_event(self, event: pygame.event.Event) -> None:
        action = self.prompt.action_for(event)
        if action is not None:
            self.submit(action)
            return
        decision = self.obs["decision"]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and decision in HAND_DECISIONS:
            self.hand.press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.hand.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            release = self.hand.release(event.pos)
            if release is not None:
                self._drop(release.key[2], release.moved, release.pos, decision)
                return
            hit = self.hits.at(event.pos)
            if hit is not None:
                self.clicks[hit.key[0]](hit.key, decision)

    def _drop(self, value: int, moved: bool, pos, decision: str) -> None:
        if not moved:  # a click on a hand card
            if decision == "play":
                self.submit(PlayInfluence(value))
            else:
                self.sel_hand = value
                self._outline_hand()
            return
        if decision == "commit":
            onto = self._front_at(pos)
            if onto is None:
                self.show_message(_(words.DROP_ON_FRONT))
                return
            self.submit(PlaceInfluence(value, onto))
        elif self.rects["me_front"].collidepoint(pos) or self.rects["row"].collidepoint(pos):
            self.submit(PlayInfluence(value))
        else:
            self.show_message(_(words.DROP_TO_PLAY))

    def _click_front(self, key, decision: str) -> None:
        if decision != "commit":
            return
        if self.sel_hand is None:
            self.show_message(_(words.CHOOSE_HAND_FIRST))
        else:
            self.submit(PlaceInfluence(self.sel_hand, key[1]))

    def _click_row(self, key, decision: str) -> None:
        if decision == "pick":
            self.submit(TakeLab(key[2] if key[0] == "open" else SECRET_SLOTS[key[1]]))

    def _click_task_source(self, key, decision: str) -> None:
        if decision in ("pick", "new-task"):
            self.submit(TakeTask(None) if key[0] == "taskdeck" else TakeTask(key[2]))

    def _click_lab(self, key, decision: str) -> None:
        if decision == "discard":
            self.submit(DiscardLab(key[2]))
        elif decision == "tasks" and self.sel_task is not None:
            self.sel_cards ^= {key[1]}
            self.sync()
            if not makes(self._selected_kinds(), content().task_by_id[self.sel_task].need):
                self.show_message(_(words.NOT_EXACT), 2)

    def _click_own_task(self, key, decision: str) -> None:
        if decision != "tasks":
            return
        tid = key[2]
        options = [a.spend for a in self.legal_actions() if isinstance(a, CompleteTask) and a.task == tid]
        if not options:
            self.show_message(words.cannot_complete(tid))
            return
        self.sel_task = tid
        self.sel_cards = self._indices_for(cheapest(options))
        self.sync()

    def _indices_for(self, spend) -> set[int]:
        lab = self.obs["seats"][self.me]["lab"]
        chosen: set[int] = set()
        for kind in spend:
            chosen.add(next(i for i, k in enumerate(lab) if k == kind and i not in chosen))
        return chosen

    def action_label(self, action) -> str:
        return words.action_label(action)

    # ======================= animations ============================================================
    def animate(self, event, actor):
        handler = self.animations.get(type(event))
        return handler(event) if handler is not None else None  # no animation: sync() shows the result

    def _sound(self, name: str) -> Call:
        return Call(lambda: self.app.sound.play(name))

    def _pop(self, text: str, pos, colour=theme.TEXT, size: int = 26) -> list[Tween]:
        return self.overlay.pop(text, pos, colour=colour, size=size)

    def _lift(self, sprite: CardSprite) -> None:
        """Take a card off the table into the overlay: drawn above panels, labels and cards while it
        moves (sync puts the truth back afterwards)."""
        for group in (self.sprites, self.row_sprites, self.display_sprites):
            if sprite in group:
                group.remove(sprite)
        sprite.hoverable = False
        self.overlay.add(sprite)

    def _land(self, sprite: CardSprite, seat: int, what: str, size, duration=0.4, delay=0.0) -> list[Tween]:
        end, scale, fade = self.landing(seat, what, size)
        tweens = [sprite.move_to(end, duration, delay=delay), sprite.scale_to(scale, duration, delay=delay)]
        if fade:
            tweens.append(sprite.fade_to(0, 0.2, delay=delay + duration))
        return tweens

    def _round_started(self, event: RoundStarted) -> list[Tween]:
        row, n = self.rects["row"], len(event.open_cards)
        positions, size = panels.row_positions(row, n), panels.row_card(row, n)
        decks = [self.rects["lab_deck"].center] * n + [self.rects["secret_deck"].center] * 2
        faces = [lab_face(k, size, self.symbols()) for k in event.open_cards] + [secret_back(size)] * event.secret_count
        self.planned = reveal.new_round(self.planned or self.shown_obs, self.obs)  # last round's totals go
        tweens = [self._sound("card"), self.show_obs(self.planned)]
        tweens += self._pop(round_label(event.round), self.centre, theme.ACCENT, 34)
        for i, (face, deck, pos) in enumerate(zip(faces, decks, positions)):
            tweens += self.overlay.fly(face, deck, pos, delay=0.05 * i)
        return tweens

    def _influence_shuffled(self, event: InfluenceShuffled) -> list[Tween]:
        return [self._sound("shuffle")] + self._pop(_(words.RESHUFFLED), self.rects["inf_deck"].midright, size=20)

    def _influence_dealt(self, event: InfluenceDealt) -> list[Tween]:
        start = self.rects["inf_deck"].center
        size = INF if event.seat == self.me else INF_SMALL
        return (self.overlay.fly(influence_face(event.face_up, size), start, self.front_slot(event.seat, 0),
                                 duration=0.2)
                + self.overlay.fly(influence_back(size), start, self.front_slot(event.seat, 1), duration=0.2,
                                   delay=0.05))

    def _influence_committed(self, event: InfluenceCommitted) -> list[Tween]:
        commit = self.obs["seats"][event.seat].get("commit")  # the viewer's own only
        start = self.hand.take(self._hand_card(PlayInfluence(commit["value"])).key) if commit else None
        if start is not None:  # the card leaves the hand and lies on the chosen card
            laid = panels.laid_slot(self.rects["me_front"], commit["onto"])
            return self.overlay.fly(influence_face(commit["value"], INF), start, laid, duration=0.2)
        start = self.seat_spot(event.seat, "hand")
        return self.overlay.fly(influence_back(INF_SMALL), (start[0], start[1] + 30),
                                self.seat_spot(event.seat, "front"), duration=0.2, fade=True)

    def _hands_revealed(self, event: HandsRevealed) -> list[Tween]:
        return [self._sound("card")] + self._pop(_(words.HANDS_COUNT), self.centre, theme.WARN)

    def _influence_played(self, event: InfluencePlayed) -> list[Tween]:
        """The card leaves the hand as it flies and shows in front once it has landed (``reveal``)."""
        s = self._hand_card(event) if event.seat == self.me else None
        start = s.pos if s is not None else self.seat_spot(event.seat, "hand")
        view = self.planned or self.shown_obs
        self.planned = reveal.arrived(view, self.obs, event.seat)
        return [self._sound("card"), self.show_obs(reveal.leaving(view, self.obs, event.seat)),
                self.show_obs(self.planned, delay=0.35)] + self.overlay.fly(
            influence_face(event.value, INF if event.seat == self.me else INF_SMALL), start,
            self.front_slot(event.seat, 0), keep=False)

    def _pick_order_set(self, event: PickOrderSet) -> list[Tween]:
        return self._pop(words.most_influence(self.names[event.ranking[0]]), self.centre, theme.WARN, 24)

    def _open_card_taken(self, event: OpenCardTaken) -> list[Tween]:
        s = self._row_card(TakeLab(event.kind))
        if s is None:
            s = CardSprite(lab_face(event.kind, self.row_size, self.symbols()), pos=self.rects["row"].center)
        s.highlight = None
        self._lift(s)
        return [self._sound("card")] + self._land(s, event.seat, "lab", self.row_size)

    def _secret_card_taken(self, event: SecretCardTaken) -> list[Tween]:
        s = self._row_card(TakeLab(event.slot))
        start = s.pos if s is not None else self.rects["row"].center
        if s is not None:
            s.visible = False
        # the secret card turns over where it lay, then goes to its new owner
        card, tweens = motion.turn_over(self.overlay, lab_face(event.kind, self.row_size, self.symbols()),
                                        secret_back(self.row_size), start, 0.3)
        return [self._sound("card")] + tweens + self._land(card, event.seat, "lab", self.row_size, delay=0.45)

    def _broken_flask(self, event: BrokenFlask) -> list[Tween]:
        pos = self.seat_spot(event.seat, "lab")
        return ([self._sound("error")] + motion.breaking(self.overlay, BROKEN, pos, self.symbols())
                + self._pop(words.broken_flask(event.owes), (pos[0], pos[1] - 70), theme.BAD, 22))

    def _explosion(self, event: Explosion) -> list[Tween]:
        return [self._sound("explosion")] + motion.burst(self.overlay, self.centre) \
            + self._pop(_(words.EXPLOSION_ALL_ROUND), (self.centre[0], self.centre[1] + 40), theme.BAD, 22)

    def _lab_card_lost(self, event: LabCardLost) -> list[Tween]:
        start = self.seat_spot(event.seat, "lab")
        if event.reason == "debt":  # the card never reached the bench: it goes straight out
            start = self.rects["row"].center
        elif event.seat == self.me:
            s = self._lab_card(DiscardLab(event.kind))
            if s is not None:
                s.visible = False
                start = s.pos
        return self.overlay.fly(lab_face(event.kind, LAB_ME, self.symbols()), start, self.rects["lab_discard"].center,
                                duration=0.4, fade=True)

    def _row_cleared(self, event: RowCleared) -> list[Tween] | None:
        return [s.fade_to(0, 0.3) for s in self.row_sprites if s.visible] or None

    def _task_taken(self, event: TaskTaken) -> list[Tween]:
        s = self._task_source(TakeTask(event.task))
        if s is not None and not event.from_deck:
            s.highlight = None
            self._lift(s)
            return [self._sound("card")] + self._land(s, event.seat, "tasks", s.front.get_size())
        # from the deck: the card turns over on the deck (the taker sees it now), then goes
        deck, _slots = panels.display_positions(self.rects["tasks"], len(self.obs["display"]))
        card, tweens = motion.turn_over(self.overlay, task_face(event.task, self.shown_task(), self.symbols()),
                                        task_back(self.shown_task()), deck, 0.25)
        return [self._sound("card")] + tweens + self._land(card, event.seat, "tasks", self.shown_task(), delay=0.3)

    def shown_task(self) -> tuple[int, int]:
        return panels.display_size(self.rects["tasks"])  # a displayed task card, larger with the text

    def _display_refilled(self, event: DisplayRefilled) -> list[Tween] | None:
        deck, slots = panels.display_positions(self.rects["tasks"], len(self.obs["display"]))
        if event.slot >= len(slots):
            return None
        return self.overlay.fly(task_face(event.task, self.shown_task(), self.symbols()), deck, slots[event.slot],
                                back=task_back(self.shown_task()), flip=True, duration=0.3)

    def _influence_returned(self, event: InfluenceReturned) -> list[Tween]:
        return self._pop(_(words.INFLUENCE_RETURNS), self.centre, theme.ACCENT, 24)

    def _reveal(self, event: InfluenceRevealed) -> list[list[Tween]]:
        """The viewer's placed card leaves the hand face down and every seat's two cards turn over at
        once; then the card taken into the hand arrives. The hands follow these steps (``reveal``)."""
        before, after, me = self.planned or self.shown_obs, self.obs, self.me
        turn = [self.show_obs(reveal.turning(before, after)), self._sound("card")]
        placed, laid = self._hand_card(PlayInfluence(event.placed[me])), 0.0
        if placed is not None:  # it lands on the first card, which then turns over with the others
            laid = 0.15
            turn += self.overlay.fly(influence_back(INF), placed.pos, self.front_slot(me, 0), duration=laid,
                                     back=influence_face(event.placed[me], INF), flip=True, keep=False)
        for seat, values in enumerate(zip(event.placed, event.covered)):
            size = INF if seat == me else INF_SMALL
            for j, v in enumerate(values):  # the order the table shows them in afterwards
                delay = laid if (seat, j) == (me, 0) and laid else 0.1 + 0.05 * j
                turn += motion.turn_over(self.overlay, influence_face(v, size), influence_back(size),
                                         self.front_slot(seat, j), 0.35, delay=delay)[1]
        hand = after["seats"][me]["hand"]
        taken = self.hand.positions(len(hand))[-1].pos
        arrive = [self.show_obs(reveal.landed(before, after), then=lambda: self._show_last_card(False))]
        arrive += self.overlay.fly(influence_card(hand[-1], INF), self.front_slot(me, 2), taken,
                                   back=influence_back(INF), flip=hand[-1] is not None, duration=0.3, keep=False)
        return [turn + [Wait(1.0)], arrive + [Call(lambda: self._show_last_card(True), delay=0.3)]]

    def _show_last_card(self, shown: bool) -> None:
        if self.hand.sprites:
            self.hand.sprites[-1].visible = shown

    def _peek(self, event: SecretsPeeked) -> list[Tween]:
        if event.seat != self.viewer:
            p = self.seat_spot(event.seat, "front")
            return self._pop(words.peeks(self.names[event.seat]), (p[0] + 80, p[1]), theme.WARN, 20)
        # the viewer peeks: the two secret cards lift and turn over, for this seat's eyes only
        positions = panels.secret_positions(self.rects["row"], self.obs)
        tweens: list[Tween] = []
        for kind, pos in zip(self.obs["row_secret"], positions):
            if kind in (None, "hidden"):
                continue
            card, turn = motion.turn_over(self.overlay, lab_face(kind, self.row_size, self.symbols()),
                                          secret_back(self.row_size), pos, 0.35, delay=0.2)
            tweens += turn + [card.scale_to(1.15, 0.2), card.scale_to(1.0, 0.2, delay=0.55)]
        return tweens + self._pop(_(words.ONLY_YOU_SEE), (self.centre[0], self.rects["row"].y + 14), theme.WARN, 20)

    def _completed(self, event: TaskCompleted) -> list[Tween]:
        tweens: list[Tween] = [self._sound("pour")]
        score = self.seat_spot(event.seat, "score")
        if event.seat == self.me:
            s = self._own_task(event)
            if s is not None:
                s.highlight = theme.GOOD
                tweens += [s.move_to(score, 0.45, delay=0.3), s.scale_to(0.4, 0.45, delay=0.3),
                           s.fade_to(0, 0.2, delay=0.75)]
            used: set[int] = set()
            for kind in event.spent:
                card = next((x for x in self.lab_sprites if x.key[2] == kind and id(x) not in used), None)
                if card is not None:
                    used.add(id(card))
                    tweens += [card.move_to(self.rects["lab_discard"].center, 0.35), card.fade_to(0, 0.35)]
        else:  # chip-sized: it stays inside the opponent's panel
            tweens += self.overlay.fly(task_face(event.task, TASK, self.symbols()), self.seat_spot(event.seat, "tasks"),
                                       score, duration=0.45, fade=True, scale=0.45)
        return tweens + self._pop(words.points_gained(event.points), (score[0], score[1] + 30), theme.GOOD, 26)

    def demo_animation(self):
        deck, face = self.rects["lab_deck"].center, lab_face("red", panels.row_card(self.rects["row"], 3), True)
        return [tween for i, pos in enumerate(panels.row_positions(self.rects["row"], 3))
                for tween in self.overlay.fly(face, deck, pos, delay=0.05 * i)]
