"""The Experiment board.

Top: the phase banner (round 1-12, phase 1 influence / 2 choose / 3 tasks) and the other players'
benches (score, influence cards, lab cards as tokens, tasks, pick-order badge). Middle: influence deck
and discards, the lab row (open chemicals and face-down secret cards; the peeker sees the secret ones,
marked "only you"), the task deck and display. Bottom: the viewer's bench and the log.

Input (only when the viewer may act):
- influence, standard game: drag a hand card onto one of the two cards in front (or click a hand card,
  then the card to lay it on); advanced and two-player games: click (or drag) a hand card to play it;
- picks: click a lab card in the row, the task deck or a displayed task;
- a discard after a broken flask or an explosion: click one of your lab cards;
- tasks: tasks you can carry out glow; click one and the cheapest set of cards is chosen for you;
  click lab cards to change the set, then Complete (or End task phase).

The board never changes the state: it draws ``self.obs`` and turns events into short animations with
temporary sprites; ``sync()`` puts the view back to the truth afterwards. The banner (round, phase), the
prompt and the frame of the seat to move are drawn each frame from the latest state, the moment the log
and the toolbar's "X is thinking" describe, while the pieces animate towards it. Cards in motion are
drawn above everything and land inside their panel (shrinking into an opponent's tokens and chips).
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from labdesk.games.experiment import panels, words
from labdesk.games.experiment.chemistry import cheapest, makes
from labdesk.games.experiment.content import content
from labdesk.games.experiment.faces import (
    INF, INF_SET, INF_SMALL, LAB_ME, LAB_ROW, TASK, TASK_DECK, boom, cracked_halves, influence_back,
    influence_card, influence_face, lab_face, label_box, secret_back, task_back, task_face,
)
from labdesk.games.experiment.rules import (
    FACE_DOWN, FACE_UP, SECRET_SLOTS, BrokenFlask, CompleteTask, DiscardLab, DisplayRefilled, EndTasks,
    Explosion, HandsRevealed, InfluenceCommitted, InfluenceDealt, InfluencePlayed, InfluenceReturned,
    InfluenceRevealed, InfluenceShuffled, LabCardLost, OpenCardTaken, PickOrderSet, PlaceInfluence,
    PlayInfluence, RoundStarted, RowCleared, SecretCardTaken, SecretsPeeked, TakeLab, TakeTask,
    TaskCompleted, TaskTaken,
)
from labdesk.ui import theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, SpriteDrag, draw_sprites, dragging
from labdesk.ui.tween import Call, Tween, Wait

DRAG_THRESHOLD = 6
BREAK_SCALE = 0.75  # the breaking flask, halves falling included, stays inside an opponent's panel
PROMPT_LINES = 2  # the prompt box holds two lines of 18 px text


class Board(BoardScene):
    name = "experiment"
    layout_name = "experiment"

    # ======================= construction ==========================================================
    def build(self) -> None:
        lay = self.layout
        self.rects = {name: lay.rect(name) for name in (
            "banner", "opponents", "inf_deck", "inf_discard", "lab_deck", "lab_discard", "row", "tasks",
            "me_info", "me_hand", "me_front", "me_lab", "me_tasks", "prompt", "log")}
        self.centre = lay.point("centre")
        self.btn_complete = pygame_gui.elements.UIButton(
            lay.rect("btn_complete"), words.COMPLETE, manager=self.app.manager, container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@primary_button"),
            tool_tip_text=words.COMPLETE_TIP)
        self.btn_end = pygame_gui.elements.UIButton(
            lay.rect("btn_end"), words.END_TASKS, manager=self.app.manager, container=self.ui,
            tool_tip_text=words.END_TASKS_TIP)
        self.flying: list[CardSprite] = []
        self.sprites: list[CardSprite] = []
        self.drag: SpriteDrag | None = None
        self.sel_hand: int | None = None
        self.sel_task: str | None = None
        self.sel_cards: set[int] = set()
        self.table = pygame.Surface(self.app.size).convert()
        self._live: tuple | None = None  # (key, (banner, prompt lines, row note)): see _live_text
        self.hint_targets = {  # the card a suggested action is about, by the action's type
            PlaceInfluence: self._hand_card, PlayInfluence: self._hand_card, TakeLab: self._row_card, TakeTask: self._task_source,
            DiscardLab: lambda a: self._sprite(self.lab_sprites, lambda k: k[2] == a.kind),
            CompleteTask: lambda a: self._sprite(self.task_sprites, lambda k: k[2] == a.task),
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
        self.background = self._background()

    def _background(self) -> pygame.Surface:
        bg = pygame.Surface(self.app.size).convert()
        bg.fill(theme.BG)
        r = self.rects
        theme.panel(bg, r["row"], theme.PANEL)
        theme.panel(bg, r["tasks"], theme.PANEL)
        theme.panel(bg, pygame.Rect(r["me_info"].x, r["me_info"].y, r["me_info"].width,
                                    r["prompt"].bottom - r["me_info"].y), theme.PANEL)
        for name in ("row", "tasks"):
            theme.blit_text(bg, words.AREA_TITLES[name], (r[name].x + 12, r[name].y + 6), 16, theme.TEXT_DIM, bold=True)
        for name in ("inf_deck", "lab_deck"):
            theme.blit_text(bg, words.AREA_TITLES[name], (r[name].x, r[name].y - 20), 16, theme.TEXT_DIM, bold=True)
        return bg

    # ======================= geometry ==============================================================
    def others(self) -> list[int]:
        n = self.obs["players"]
        return [(self.me + i) % n for i in range(1, n)]

    def panel_rect(self, seat: int) -> pygame.Rect:
        others = self.others()
        area = self.rects["opponents"]
        w = min(620, (area.width - 10 * (len(others) - 1)) // max(1, len(others)))
        i = others.index(seat)
        return pygame.Rect(area.x + i * (w + 10), area.y, w, area.height)

    def seat_spot(self, seat: int, what: str) -> tuple[int, int]:
        """Where a seat's front / lab / tasks / score is on screen (for animations)."""
        if seat == self.me:
            if what == "score":  # the points, at the right of the viewer's line
                r = self.rects["me_info"]
                return (r.right - 220, r.centery)
            r = self.rects[{"front": "me_front", "lab": "me_lab", "tasks": "me_tasks", "hand": "me_hand"}[what]]
            return r.center
        return panels.panel_spot(self.panel_rect(seat), what)

    def front_slot(self, seat: int, i: int) -> tuple[int, int]:
        """Centre of a seat's i-th influence card in front (0: dealt face up / placed, 1: the other)."""
        if seat == self.me:
            fr = self.rects["me_front"]
            return (fr.x + INF[0] // 2 + 10 + i * (INF[0] + 16), fr.y + 26 + INF[1] // 2)
        return panels.panel_front_slot(self.panel_rect(seat), i)

    def lab_slot(self, i: int, n: int) -> tuple[int, int]:
        """Centre of the viewer's i-th of n lab cards (they close up when many)."""
        lr = self.rects["me_lab"]
        step = min(LAB_ME[0] + 6, (lr.width - LAB_ME[0] - 12) // max(1, n - 1)) if n > 1 else 0
        return (lr.x + 6 + LAB_ME[0] // 2 + i * step, lr.y + 32 + LAB_ME[1] // 2)

    def task_slot(self, i: int, n: int) -> tuple[int, int]:
        """Centre of the viewer's i-th of n open tasks (left of the Completed list)."""
        tr = self.rects["me_tasks"]
        step = min(TASK[0] + 10, (tr.width - 240 - TASK[0]) // max(1, n - 1)) if n > 1 else 0
        return (tr.x + 12 + TASK[0] // 2 + i * step, tr.y + 24 + TASK[1] // 2)

    def landing(self, seat: int, what: str, size) -> tuple[tuple[int, int], float, bool]:
        """Where a card of ``size`` taken by a seat comes to rest, at what scale, and whether it fades
        there. On the viewer's bench it lands in its slot; on an opponent's panel it shrinks into the
        line of lab tokens or task chips and fades, so it never hangs over the panel's edges."""
        info = self.obs["seats"][seat]
        if seat == self.me:
            if what == "lab":
                n = max(1, len(info["lab"]))
                return self.lab_slot(n - 1, n), LAB_ME[0] / size[0], False
            n = max(1, len(info["tasks"]))
            return self.task_slot(n - 1, n), TASK[0] / size[0], False
        if what == "lab":  # onto the next token's place in the line of lab tokens
            return panels.panel_token_spot(self.panel_rect(seat), max(0, len(info["lab"]) - 1)), 30 / size[1], True
        return self.seat_spot(seat, what), 34 / size[1], True  # about a chip's height

    def _lift(self, sprite: CardSprite) -> None:
        """Take a card off the table into the flying layer: drawn above panels, labels and cards
        while it moves (sync puts the truth back afterwards)."""
        for group in (self.sprites, self.row_sprites, self.display_sprites):
            if sprite in group:
                group.remove(sprite)
        sprite.hoverable = False
        self.flying.append(sprite)

    def _land(self, sprite: CardSprite, seat: int, what: str, size, duration=0.4, delay=0.0) -> list[Tween]:
        end, scale, fade = self.landing(seat, what, size)
        tweens = [sprite.move_to(end, duration, delay=delay), sprite.scale_to(scale, duration, delay=delay)]
        if fade:
            tweens.append(sprite.fade_to(0, 0.2, delay=delay + duration))
        return tweens

    def row_positions(self, n_open: int) -> list[tuple[int, int]]:
        r = self.rects["row"]
        gap = 10
        total = (n_open + 2) * (LAB_ROW[0] + gap) + 24
        x = r.centerx - total // 2 + LAB_ROW[0] // 2
        y = r.y + 30 + LAB_ROW[1] // 2
        out = []
        for i in range(n_open + 2):
            out.append((x, y))
            x += LAB_ROW[0] + gap + (24 if i == n_open - 1 else 0)  # a gap before the secret cards
        return out

    def display_positions(self, n: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
        r = self.rects["tasks"]
        y = r.y + 28 + TASK[1] // 2  # under the title, leaving a line for the points table
        deck = (r.x + 14 + TASK_DECK[0] // 2, y)
        # deck, then the display with a margin on the right wide enough for the glow and the hover zoom
        x0 = r.x + 14 + TASK_DECK[0] + 14
        return deck, [(x0 + i * (TASK[0] + 8) + TASK[0] // 2, y) for i in range(n)]

    # ======================= sync: the view from the observation ===================================
    def sync(self) -> None:
        obs = self.obs
        symbols = self.symbols()
        self.flying.clear()
        self.drag = None
        self.sprites = []
        self.hand_sprites, self.front_sprites, self.row_sprites = [], [], []
        self.display_sprites, self.task_sprites, self.lab_sprites = [], [], []
        me = obs["seats"][self.me]
        acting = self.can_act()
        decision = obs["decision"] if acting else ""
        if self.sel_task is not None and (decision != "tasks" or self.sel_task not in me["tasks"]):
            self.sel_task, self.sel_cards = None, set()
        if decision != "commit":
            self.sel_hand = None

        # influence hand and front
        hr = self.rects["me_hand"]
        hand = me["hand"]
        size = INF if obs["variant"] == "standard" else INF_SET
        step = min(size[0] + 8, (hr.width - size[0] - 12) // max(1, len(hand) - 1)) if len(hand) > 1 else 0
        x0 = hr.x + size[0] // 2 + 6
        for i, v in enumerate(hand):
            face = influence_card(v, size)
            s = CardSprite(face, influence_back(size), pos=(x0 + i * step, hr.y + 26 + INF[1] // 2),
                           key=("hand", i, v), hoverable=decision in ("commit", "play"))
            if decision in ("commit", "play"):
                s.highlight = theme.WARN if v == self.sel_hand else theme.GOOD
            self.hand_sprites.append(s)
        fr = self.rects["me_front"]
        front = me["front"]
        for i, v in enumerate(front):
            pos = self.front_slot(self.me, i)
            face = influence_card(v, INF)
            onto = FACE_UP if i == 0 else FACE_DOWN
            s = CardSprite(face, influence_back(INF), pos=pos, key=("front", onto))
            if decision == "commit":
                s.highlight = theme.ACCENT
            self.front_sprites.append(s)

        # lab row
        positions = self.row_positions(len(obs["row_open"]))
        for i, kind in enumerate(obs["row_open"]):
            s = CardSprite(lab_face(kind, LAB_ROW, symbols), pos=positions[i], key=("open", i, kind),
                           hoverable=decision == "pick")
            if decision == "pick":
                s.highlight = theme.GOOD
            self.row_sprites.append(s)
        for k, kind in enumerate(obs["row_secret"]):
            if kind is None:
                continue
            pos = positions[len(obs["row_open"]) + k]
            if kind == "hidden":
                s = CardSprite(secret_back(LAB_ROW), pos=pos, key=("secret", k, None))
            else:  # the peeker's private view
                s = CardSprite(lab_face(kind, LAB_ROW, symbols), secret_back(LAB_ROW), pos=pos,
                               key=("secret", k, kind))
            s.hoverable = decision == "pick"
            if decision == "pick":
                s.highlight = theme.GOOD
            self.row_sprites.append(s)

        # tasks: deck and display
        deck_pos, slots = self.display_positions(len(obs["display"]))
        take_task = decision in ("pick", "new-task")
        if obs["task_deck"]:
            s = CardSprite(task_back(TASK_DECK), pos=deck_pos, key=("taskdeck",), hoverable=take_task)
            s.highlight = theme.GOOD if take_task else None
            self.display_sprites.append(s)
        for slot, tid in enumerate(obs["display"]):
            if tid is None:
                continue
            s = CardSprite(task_face(tid, TASK, symbols), pos=slots[slot], key=("display", slot, tid),
                           hoverable=True)
            s.highlight = theme.GOOD if take_task else None
            self.display_sprites.append(s)

        # own lab cards
        lab = me["lab"]
        for i, kind in enumerate(lab):
            s = CardSprite(lab_face(kind, LAB_ME, symbols), pos=self.lab_slot(i, len(lab)),
                           key=("lab", i, kind), hoverable=decision in ("discard", "tasks"))
            if decision == "discard" and kind != "broken-flask":
                s.highlight = theme.BAD
            if i in self.sel_cards:
                s.highlight = theme.ACCENT
                s.pos = (s.pos[0], s.pos[1] - 10)  # lifted: chosen to be spent
            self.lab_sprites.append(s)

        # own open tasks, with the completion helper's glow
        completable = self.completable_tasks() if decision == "tasks" else set()
        tasks = me["tasks"]
        for i, tid in enumerate(tasks):
            s = CardSprite(task_face(tid, TASK, symbols), pos=self.task_slot(i, len(tasks)),
                           key=("mytask", i, tid), hoverable=True)
            if tid == self.sel_task:
                s.highlight = theme.WARN
            elif tid in completable:
                s.highlight = theme.GOOD
            self.task_sprites.append(s)

        self.sprites = (self.row_sprites + self.display_sprites + self.front_sprites + self.lab_sprites
                        + self.task_sprites + self.hand_sprites)
        self._update_buttons()
        self._render_table()

    def symbols(self) -> bool:
        return bool(getattr(self.app.settings, "colourblind_symbols", True))

    def completable_tasks(self) -> set[str]:
        return {a.task for a in self.legal_actions() if isinstance(a, CompleteTask)}

    def _selected_kinds(self) -> tuple[str, ...]:
        lab = self.obs["seats"][self.me]["lab"]
        return tuple(sorted(lab[i] for i in self.sel_cards if i < len(lab)))

    def _update_buttons(self) -> None:
        decision = self.obs["decision"] if self.can_act() else ""
        if decision == "tasks":
            self.btn_end.show()
            self.btn_complete.show()
            ok = self.sel_task is not None and CompleteTask(self.sel_task, self._selected_kinds()) in self.legal_actions()
            self.btn_complete.set_text(words.complete_button(self.sel_task))
            self.btn_complete.enable() if ok else self.btn_complete.disable()
        else:
            self.btn_end.hide()
            self.btn_complete.hide()

    def play_events(self, events, actor) -> None:
        super().play_events(events, actor)
        self._update_buttons()  # no Complete / End task phase while the move animates (clicks are ignored)

    def on_uncover(self) -> None:
        super().on_uncover()
        self._update_buttons()  # showing the container showed every button: hide the idle ones

    # ======================= the table picture (rebuilt in sync) ====================================
    def _render_table(self) -> None:
        """The table picture: background, piles and every seat's bench (the banner, the prompt and
        the turn frame are drawn each frame from the latest state, in draw_board)."""
        surf = self.table
        surf.blit(self.background, (0, 0))
        obs = self.obs
        symbols = self.symbols()
        panels.draw_piles(surf, self.rects, obs)
        if any(k not in (None, "hidden") for k in obs["row_secret"]):
            panels.draw_secret_marker(surf, self.rects["row"], self.row_positions(len(obs["row_open"]))[len(obs["row_open"])])
        for seat in self.others():
            panels.draw_opponent(surf, self.panel_rect(seat), obs["seats"][seat], self.names[seat],
                                 self.seat_tags(seat), self.badges(seat), obs["order_index"], symbols)
        title = words.viewer_title(self.seat_title(self.me), self.viewer is None)
        panels.draw_bench(surf, self.rects, obs["seats"][self.me], title, self.badges(self.me), obs["order_index"],
                          symbols)

    def badges(self, seat: int) -> list[int]:
        """Pick-order places of a seat this round (1-based)."""
        return [i + 1 for i, s in enumerate(self.obs["pick_order"]) if s == seat]

    def seat_tags(self, seat: int) -> list[str]:
        player = self.match.seats[seat]
        return words.seat_tags(self.obs, seat, None if player.kind == "human" else player.level)

    def seat_title(self, seat: int) -> str:
        return words.seat_title(self.names[seat], self.seat_tags(seat))

    def prompt_text(self) -> str:
        return words.prompt(self.obs, self.names, self.can_act(), self.viewer)

    def _live_text(self) -> tuple[str, list[str], str]:
        """Banner, prompt lines and row note, from the latest state: the same moment the log and the
        toolbar's 'X is thinking' describe, while the pieces on the table animate towards it."""
        key = (self.version, self.viewer, self.can_act(), bool(self.row_sprites))
        if self._live is None or self._live[0] != key:
            lines = theme.wrap(self.prompt_text(), self.rects["prompt"].width - 20, 18)[:PROMPT_LINES]
            self._live = (key, (words.headline(self.obs), lines, words.row_note(self.obs, bool(self.row_sprites))))
        return self._live[1]

    def _draw_live(self, surface) -> None:
        headline, lines, note = self._live_text()
        r = self.rects
        theme.blit_text(surface, headline, (r["banner"].x, r["banner"].y + 8), 26, theme.TEXT, bold=True)
        colour = theme.ACCENT if self.can_act() else theme.TEXT_DIM
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (r["prompt"].x + 10, r["prompt"].y + 8 + i * 26), 18, colour)
        if note:
            theme.blit_text(surface, note, r["row"].center, 18, theme.TEXT_DIM, anchor="center")
        seat = self.obs["to_move"]
        if seat is not None and seat != self.me:
            pygame.draw.rect(surface, theme.ACCENT, self.panel_rect(seat), 2, border_radius=12)

    # ======================= drawing ===============================================================
    def hint_sprite(self) -> CardSprite | None:
        """The card the Hint's suggested action is about (None for End task phase)."""
        find = self.hint_targets.get(type(self.hint_action))
        return find(self.hint_action) if find is not None else None

    def _hand_card(self, action: PlaceInfluence | PlayInfluence) -> CardSprite | None:
        return self._sprite(self.hand_sprites, lambda k: k[2] == action.value)

    def _row_card(self, action: TakeLab) -> CardSprite | None:
        if action.slot in SECRET_SLOTS:
            return self._sprite(self.row_sprites, lambda k: k[0] == "secret" and SECRET_SLOTS[k[1]] == action.slot)
        return self._sprite(self.row_sprites, lambda k: k[0] == "open" and k[2] == action.slot)

    def _task_source(self, action: TakeTask) -> CardSprite | None:
        if action.task is None:
            return self._sprite(self.display_sprites, lambda k: k[0] == "taskdeck")
        return self._sprite(self.display_sprites, lambda k: k[0] == "display" and k[2] == action.task)

    def draw_board(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        self._draw_live(surface)
        draw_sprites(surface, self.sprites)
        hinted = self.hint_sprite() if self.hint_action is not None and self.can_act() else None
        if hinted is not None:  # a pulsing ring around the suggested card
            width = 3 + round(2 * (1 + math.sin(self.clock * 6)))
            pygame.draw.rect(surface, theme.WARN, hinted.rect.inflate(14, 14), width, border_radius=12)
        draw_sprites(surface, self.flying)
        if self.drag is not None:
            if self.drag.moved:  # light up where the card would land
                target = self.hit(self.front_sprites, self.drag.sprite.pos)
                area = target.rect if target is not None else (
                    self.rects["me_front"] if self.obs["decision"] == "play" else None)
                if area is not None:
                    pygame.draw.rect(surface, theme.GOOD, area.inflate(12, 12), 4, border_radius=12)
            self.drag.sprite.draw(surface)
        self.draw_log(surface, self.rects["log"])

    def update(self, dt: float) -> None:
        super().update(dt)
        mouse = pygame.mouse.get_pos()
        # no lift while a card is dragged: a card rising under it would cover where it may land
        enabled = self.can_act() and not dragging(self.drag)
        for s in self.sprites:
            s.update_hover(dt, mouse, enabled=enabled)

    # ======================= input =================================================================
    def hit(self, sprites, pos):
        for s in reversed(sprites):
            if s.contains(pos):
                return s
        return None

    def board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.btn_end:
                self.submit(EndTasks())
            elif event.ui_element is self.btn_complete and self.sel_task:
                self.submit(CompleteTask(self.sel_task, self._selected_kinds()))
            return
        decision = self.obs["decision"]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and decision in ("commit", "play"):
            s = self.hit(self.hand_sprites, event.pos)
            if s is not None:
                self.drag = SpriteDrag(s, event.pos, DRAG_THRESHOLD)
                return
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.follow(event.pos)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.drag is not None:
            self._drop(event.pos, decision)
            return
        pos = event.pos
        if decision == "commit":
            s = self.hit(self.front_sprites, pos)
            if s is not None:
                if self.sel_hand is None:
                    self.show_message(words.CHOOSE_HAND_FIRST)
                else:
                    self.submit(PlaceInfluence(self.sel_hand, s.key[1]))
        elif decision == "pick":
            s = self.hit(self.row_sprites, pos)
            if s is not None:
                slot = s.key[2] if s.key[0] == "open" else SECRET_SLOTS[s.key[1]]
                self.submit(TakeLab(slot))
                return
            self._click_task_source(pos)
        elif decision == "new-task":
            self._click_task_source(pos)
        elif decision == "discard":
            s = self.hit(self.lab_sprites, pos)
            if s is not None:
                self.submit(DiscardLab(s.key[2]))
        elif decision == "tasks":
            self._click_tasks_phase(pos)

    def _drop(self, pos, decision: str) -> None:
        d, self.drag = self.drag, None
        sprite = d.sprite
        value = sprite.key[2]
        d.release()
        if not d.moved:  # a click on a hand card
            if decision == "play":
                self.submit(PlayInfluence(value))
            else:
                self.sel_hand = value
                for s in self.hand_sprites:
                    s.highlight = theme.WARN if s is sprite else theme.GOOD
            return
        if decision == "commit":
            target = self.hit(self.front_sprites, pos)
            if target is None:
                self.show_message(words.DROP_ON_FRONT)
                return
            self.submit(PlaceInfluence(value, target.key[1]))
        elif self.rects["me_front"].collidepoint(pos) or self.rects["row"].collidepoint(pos):
            self.submit(PlayInfluence(value))
        else:
            self.show_message(words.DROP_TO_PLAY)

    def _click_task_source(self, pos) -> None:
        s = self.hit(self.display_sprites, pos)
        if s is None:
            return
        self.submit(TakeTask(None) if s.key[0] == "taskdeck" else TakeTask(s.key[2]))

    def _click_tasks_phase(self, pos) -> None:
        s = self.hit(self.task_sprites, pos)
        if s is not None:
            tid = s.key[2]
            options = [a.spend for a in self.legal_actions() if isinstance(a, CompleteTask) and a.task == tid]
            if not options:
                self.show_message(words.cannot_complete(tid))
                return
            self.sel_task = tid
            self.sel_cards = self._indices_for(cheapest(options))
            self.sync()
            return
        s = self.hit(self.lab_sprites, pos)
        if s is not None and self.sel_task is not None:
            i = s.key[1]
            self.sel_cards ^= {i}
            self.sync()
            if not makes(self._selected_kinds(), content().task_by_id[self.sel_task].need):
                self.show_message(words.NOT_EXACT, 2)

    def _indices_for(self, spend) -> set[int]:
        lab = self.obs["seats"][self.me]["lab"]
        chosen: set[int] = set()
        for kind in spend:
            i = next(i for i, k in enumerate(lab) if k == kind and i not in chosen)
            chosen.add(i)
        return chosen

    def action_label(self, action) -> str:
        return words.action_label(action)

    # ======================= animations ============================================================
    def _fly(self, front, start, end, back=None, face_up=True, flip=False, duration=0.35, delay=0.0,
             fade=False, scale=1.0) -> list[Tween]:
        s = CardSprite(front, back if back is not None else front, pos=start, face_up=face_up)
        s.visible = False
        s.scale = scale
        self.flying.append(s)

        def show():
            s.visible = True
        tweens = [Call(show, delay=delay), s.move_to(end, duration, delay=delay)]
        if flip:
            tweens += s.flip_over(0.25, delay=delay + duration)
        if fade:
            tweens.append(s.fade_to(0, 0.25, delay=delay + duration))
        return tweens

    def _pop_text(self, text: str, pos, colour=theme.TEXT, size=26) -> list[Tween]:
        s = CardSprite(label_box(text, size, colour), pos=pos)
        s.visible = False
        s.scale = 0.6
        self.flying.append(s)
        return [Call(lambda: setattr(s, "visible", True)), s.scale_to(1.0, 0.25, ease="easeOutBack"),
                s.fade_to(0, 0.3, delay=0.7)]

    def _sprite(self, sprites, match) -> CardSprite | None:
        for s in sprites:
            if s.visible and match(s.key):
                return s
        return None

    def animate(self, event, actor):
        handler = self.animations.get(type(event))
        return handler(event) if handler is not None else None  # no animation: sync() shows the result

    def _sound(self, name: str) -> Call:
        return Call(lambda: self.app.sound.play(name))

    def _round_started(self, event: RoundStarted) -> list[Tween]:
        symbols = self.symbols()
        positions = self.row_positions(len(event.open_cards))
        deck = self.rects["lab_deck"].center
        tweens = self._pop_text(words.round_banner(event.round), self.centre, theme.ACCENT, 34)
        for i, kind in enumerate(event.open_cards):
            tweens += self._fly(lab_face(kind, LAB_ROW, symbols), deck, positions[i], delay=0.05 * i)
        for k in range(event.secret_count):
            tweens += self._fly(secret_back(LAB_ROW), deck, positions[len(event.open_cards) + k],
                                delay=0.05 * (len(event.open_cards) + k))
        return [self._sound("card")] + tweens

    def _influence_shuffled(self, event: InfluenceShuffled) -> list[Tween]:
        return [self._sound("shuffle")] + self._pop_text(words.RESHUFFLED, self.rects["inf_deck"].midright, size=20)

    def _influence_dealt(self, event: InfluenceDealt) -> list[Tween]:
        start = self.rects["inf_deck"].center
        size = INF if event.seat == self.me else INF_SMALL
        return (self._fly(influence_face(event.face_up, size), start, self.front_slot(event.seat, 0), duration=0.2)
                + self._fly(influence_back(size), start, self.front_slot(event.seat, 1), duration=0.2, delay=0.05))

    def _influence_committed(self, event: InfluenceCommitted) -> list[Tween]:
        size = INF if event.seat == self.me else INF_SMALL
        start = self.seat_spot(event.seat, "hand")
        return self._fly(influence_back(size), (start[0], start[1] + 30), self.seat_spot(event.seat, "front"),
                         duration=0.2, fade=True)

    def _hands_revealed(self, event: HandsRevealed) -> list[Tween]:
        return [self._sound("card")] + self._pop_text(words.HANDS_COUNT, self.centre, theme.WARN)

    def _influence_played(self, event: InfluencePlayed) -> list[Tween]:
        if event.seat == self.me:
            s = self._sprite(self.hand_sprites, lambda k: k[2] == event.value)
            if s is not None:
                return [self._sound("card"), s.move_to(self.rects["me_front"].center, 0.3)]
        size = INF if event.seat == self.me else INF_SMALL
        return [self._sound("card")] + self._fly(influence_face(event.value, size), self.seat_spot(event.seat, "hand"),
                                                 self.seat_spot(event.seat, "front"))

    def _pick_order_set(self, event: PickOrderSet) -> list[Tween]:
        return self._pop_text(words.most_influence(self.names[event.ranking[0]]), self.centre, theme.WARN, 24)

    def _open_card_taken(self, event: OpenCardTaken) -> list[Tween]:
        s = self._sprite(self.row_sprites, lambda k: k[0] == "open" and k[2] == event.kind)
        if s is None:
            s = CardSprite(lab_face(event.kind, LAB_ROW, self.symbols()), pos=self.rects["row"].center)
        s.highlight = None
        self._lift(s)
        return [self._sound("card")] + self._land(s, event.seat, "lab", LAB_ROW)

    def _secret_card_taken(self, event: SecretCardTaken) -> list[Tween]:
        k = SECRET_SLOTS.index(event.slot)
        s = self._sprite(self.row_sprites, lambda key: key[0] == "secret" and key[1] == k)
        start = s.pos if s is not None else self.rects["row"].center
        if s is not None:
            s.visible = False
        # the secret card turns over where it lay, then goes to its new owner
        card = CardSprite(lab_face(event.kind, LAB_ROW, self.symbols()), secret_back(LAB_ROW), pos=start,
                          face_up=False)
        card.visible = False
        self.flying.append(card)
        return ([self._sound("card"), Call(lambda: setattr(card, "visible", True))] + card.flip_over(0.3)
                + self._land(card, event.seat, "lab", LAB_ROW, delay=0.45))

    def _broken_flask(self, event: BrokenFlask) -> list[Tween]:
        pos = self.seat_spot(event.seat, "lab")
        return ([self._sound("error")] + self._break("broken-flask", pos, self.symbols())
                + self._pop_text(words.broken_flask(event.owes), (pos[0], pos[1] - 70), theme.BAD, 22))

    def _explosion(self, event: Explosion) -> list[Tween]:
        s = CardSprite(boom(320), pos=self.centre)
        s.visible, s.scale = False, 0.2
        self.flying.append(s)
        return [self._sound("explosion"), Call(lambda: setattr(s, "visible", True)),
                s.scale_to(1.4, 0.45, ease="easeOutBack"), s.rotate_to(25, 0.6), s.fade_to(0, 0.35, delay=0.5)] \
            + self._pop_text(words.EXPLOSION_ALL_ROUND, (self.centre[0], self.centre[1] + 40), theme.BAD, 22)

    def _lab_card_lost(self, event: LabCardLost) -> list[Tween]:
        start = self.seat_spot(event.seat, "lab")
        if event.reason == "debt":  # the card never reached the bench: it goes straight out
            start = self.rects["row"].center
        elif event.seat == self.me:
            s = self._sprite(self.lab_sprites, lambda k: k[2] == event.kind)
            if s is not None:
                s.visible = False
                start = s.pos
        return self._fly(lab_face(event.kind, LAB_ME, self.symbols()), start, self.rects["lab_discard"].center,
                         duration=0.4, fade=True)

    def _row_cleared(self, event: RowCleared) -> list[Tween] | None:
        return [s.fade_to(0, 0.3) for s in self.row_sprites if s.visible] or None

    def _task_taken(self, event: TaskTaken) -> list[Tween]:
        s = self._sprite(self.display_sprites, lambda k: k[0] == "display" and k[2] == event.task)
        if s is not None and not event.from_deck:
            s.highlight = None
            self._lift(s)
            return [self._sound("card")] + self._land(s, event.seat, "tasks", TASK)
        # from the deck: the card turns over on the deck (the taker sees it now), then goes
        deck, _ = self.display_positions(len(self.obs["display"]))
        card = CardSprite(task_face(event.task, TASK, self.symbols()), task_back(), pos=deck, face_up=False)
        card.visible = False
        self.flying.append(card)
        return ([self._sound("card"), Call(lambda: setattr(card, "visible", True))]
                + card.flip_over(0.25) + self._land(card, event.seat, "tasks", TASK, delay=0.3))

    def _display_refilled(self, event: DisplayRefilled) -> list[Tween] | None:
        deck, slots = self.display_positions(len(self.obs["display"]))
        if event.slot >= len(slots):
            return None
        return self._fly(task_face(event.task, TASK, self.symbols()), deck, slots[event.slot], back=task_back(),
                         face_up=False, flip=True, duration=0.3)

    def _influence_returned(self, event: InfluenceReturned) -> list[Tween]:
        return self._pop_text(words.INFLUENCE_RETURNS, self.centre, theme.ACCENT, 24)

    def _break(self, kind: str, pos, symbols: bool) -> list[Tween]:
        """The card shakes where its owner keeps lab cards, cracks, and its two halves fall apart."""
        card = CardSprite(lab_face(kind, LAB_ROW, symbols), pos=pos)
        card.visible, card.scale = False, BREAK_SCALE
        self.flying.append(card)
        tweens = [Call(lambda: setattr(card, "visible", True)), card.rotate_to(12, 0.08),
                  card.rotate_to(-12, 0.12, delay=0.08), card.rotate_to(8, 0.1, delay=0.2),
                  card.rotate_to(0, 0.1, delay=0.3), Call(lambda: setattr(card, "visible", False), delay=0.45)]
        for half, dx, angle in zip(cracked_halves(kind, LAB_ROW, symbols), (-26, 26), (24, -24)):
            piece = CardSprite(half, pos=pos)
            piece.visible, piece.scale = False, BREAK_SCALE
            self.flying.append(piece)
            tweens += [Call(lambda piece=piece: setattr(piece, "visible", True), delay=0.45),
                       piece.move_to((pos[0] + dx, pos[1] + 18), 0.45, delay=0.45, ease="easeInQuad"),
                       piece.rotate_to(angle, 0.45, delay=0.45), piece.fade_to(0, 0.3, delay=0.65)]
        return tweens

    def _reveal(self, event: InfluenceRevealed) -> list[Tween]:
        """Every seat's two cards turn over at once."""
        tweens: list[Tween] = [Call(lambda: self.app.sound.play("card"))]
        for s in self.front_sprites:
            tweens.append(Call(lambda s=s: setattr(s, "visible", False)))
        for seat, (p, c) in enumerate(zip(event.placed, event.covered)):
            size = INF if seat == self.me else INF_SMALL
            for j, v in enumerate((p, c)):  # the order the table shows them in afterwards
                pos = self.front_slot(seat, j)
                s = CardSprite(influence_face(v, size), influence_back(size), pos=pos, face_up=False)
                s.visible = False
                self.flying.append(s)
                tweens.append(Call(lambda s=s: setattr(s, "visible", True)))
                tweens += s.flip_over(0.35, delay=0.1 + 0.05 * j)
        tweens.append(Wait(0.6))
        return tweens

    def _peek(self, event: SecretsPeeked) -> list[Tween]:
        seat, symbols = event.seat, self.symbols()
        if seat != self.viewer:
            p = self.seat_spot(seat, "front")
            return self._pop_text(words.peeks(self.names[seat]), (p[0] + 80, p[1]), theme.WARN, 20)
        # the viewer peeks: the two secret cards lift and turn over, for this seat's eyes only
        kinds = [k if k not in (None, "hidden") else None for k in self.obs["row_secret"]]
        positions = self.row_positions(len(self.obs["row_open"]))[len(self.obs["row_open"]):]
        tweens: list[Tween] = []
        for kind, pos in zip(kinds, positions):
            if kind is None:
                continue
            s = CardSprite(lab_face(kind, LAB_ROW, symbols), secret_back(LAB_ROW), pos=pos, face_up=False)
            s.visible = False
            self.flying.append(s)
            tweens += [Call(lambda s=s: setattr(s, "visible", True)), s.scale_to(1.15, 0.2)]
            tweens += s.flip_over(0.35, delay=0.2)
            tweens.append(s.scale_to(1.0, 0.2, delay=0.55))
        return tweens + self._pop_text(words.ONLY_YOU_SEE, (self.centre[0], self.rects["row"].y + 14),
                                       theme.WARN, 20)

    def _completed(self, event: TaskCompleted) -> list[Tween]:
        symbols = self.symbols()
        tweens: list[Tween] = [Call(lambda: self.app.sound.play("pour"))]
        score = self.seat_spot(event.seat, "score")
        if event.seat == self.me:
            s = self._sprite(self.task_sprites, lambda k: k[2] == event.task)
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
        else:
            start = self.seat_spot(event.seat, "tasks")
            tweens += self._fly(task_face(event.task, TASK, symbols), start, score, duration=0.45, fade=True,
                                scale=0.45)  # chip-sized: it stays inside the opponent's panel
        tweens += self._pop_text(words.points_gained(event.points), (score[0], score[1] + 30), theme.GOOD, 26)
        return tweens

    def demo_animation(self):
        deck = self.rects["lab_deck"].center
        positions = self.row_positions(3)
        tweens = []
        for i, pos in enumerate(positions):
            tweens += self._fly(lab_face("red", LAB_ROW, True), deck, pos, delay=0.05 * i)
        return tweens
