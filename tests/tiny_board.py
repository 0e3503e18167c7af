"""The tiny game's board (tests/tiny_game.py) built from the table kit: docs/ui.md's worked example.
The hand holds a mark card per mark left this turn (click one, or drag it onto the table); a click on
the deck draws; the prompt bar draws or ends the turn. Marks lie at each seat's place at the table."""
import pygame

from labdesk.ui import art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.table import geometry
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.hitmap import HitMap
from labdesk.ui.table.log import LogPanel
from labdesk.ui.table.magnifier import HOVER_DELAY, Magnifier
from labdesk.ui.table.prompt import Choice, PromptBar
from helpers.tiny_game import Draw, Drew, End, Ended, Mark, Marked

CARD, SMALL, LARGE = (110, 150), (44, 60), (220, 300)
OPPONENTS = pygame.Rect(20, 70, 1140, 120)  # the other seats' panels, in play order after the viewer
TABLE = pygame.Rect(250, 290, 680, 230)     # marks lie around this ellipse, the deck at its centre
HAND = pygame.Rect(20, 640, 560, 170)       # the viewer's mark cards
MINE = pygame.Rect(600, 640, 560, 170)      # the viewer's drawn cards, face up
LOG = pygame.Rect(1180, 70, 400, 740)
PROMPT = pygame.Rect(20, 830, 1140, 52)
LABELS = {Draw: "Draw a card", End: "End turn"}
PROMPT_TEXT = "Your turn: play mark cards (click, or drag one onto the table), draw from the deck, or end."


def number_face(card: int) -> pygame.Surface:
    return art.card_face(CARD, f"Worth {card}", "A card from the deck.", corner=str(card))


def large_face(key) -> pygame.Surface | None:
    if key[0] == "card":  # the magnifier shows a drawn card twice as large, the deck not at all
        return art.cached(("tiny-large", key[1]), lambda: pygame.transform.smoothscale(number_face(key[1]), LARGE))
    return None


def centred(pos, size) -> pygame.Rect:
    return pygame.Rect((0, 0), size).move_to(center=pos)


class Board(BoardScene):
    name = "tiny"

    def build(self):
        self.hand = HandView(HAND, CARD, lift=16)
        self.mark_face = art.card_face(CARD, "Mark", "One mark for you.", colour=theme.GOOD)
        self.magnifier = Magnifier(large_face, bounds=pygame.Rect(8, 64, 1160, 760), delay=HOVER_DELAY,
                                   keep_clear=[PROMPT])
        self.prompt = PromptBar(self.app.manager, self.ui, PROMPT)
        self.log = LogPanel(LOG)
        self.background = art.fast(pygame.Surface(self.app.size))  # what never changes, painted once
        self.background.fill(theme.BG)
        pygame.draw.ellipse(self.background, theme.PANEL, TABLE.inflate(160, 110))
        for rect, title in ((HAND, "Your mark cards"), (MINE, "Your cards")):
            theme.blit_text(self.background, title, (rect.x, rect.y - 30), 18, theme.TEXT_DIM, bold=True)
        self.log.draw_background(self.background)

    # --- where things are: drawing, hit-testing and animations all ask these -----------------------
    def panels(self) -> dict[int, pygame.Rect]:
        return geometry.seat_panels(OPPONENTS, self.me, len(self.names), gap=16, max_width=420, align="center")

    def spots(self) -> dict[int, tuple[int, int]]:
        return geometry.around_table(TABLE, self.me, len(self.names))

    def card_rects(self, cards) -> list[tuple[int, pygame.Rect]]:
        return [(card, centred(pos, CARD)) for card, pos in zip(cards, geometry.row(MINE, len(cards), CARD[0]))]

    def home(self, seat: int) -> tuple[int, int]:
        return self.panels().get(seat, MINE).center  # where a seat's cards come from and go to

    def sync(self):
        self.shown = obs = self.obs  # draw_board paints this: a change shows once its animation landed
        legal = self.legal_actions()
        marks = obs["marks_left"] if self.can_act() else obs["marks_per_turn"]
        self.hand.set_cards([HandCard(("mark", i), self.mark_face, usable=Mark() in legal) for i in range(marks)])
        self.cards = self.card_rects(obs["hand"] or [])  # a spectator has no hand
        self.hits = HitMap()
        self.hits.add(centred(TABLE.center, CARD), ("deck",))
        for card, rect in self.cards:
            self.hits.add(rect, ("card", card))
        self.prompt.set(PROMPT_TEXT, [Choice(LABELS[type(a)], a, primary=isinstance(a, End))
                                      for a in legal if type(a) in LABELS])

    def animate(self, event, actor):
        return ANIMATE[type(event)](self, event)

    def show_marked(self, event: Marked):
        spot = self.spots()[event.seat]
        played = self.hand.take(("mark", self.obs["marks_left"])) if event.seat == self.viewer else None
        to_table = self.overlay.fly(self.mark_face, played or self.home(event.seat), spot, end_scale=0.4, fade=True)
        return [to_table, self.overlay.pop("+1 mark", (spot[0], spot[1] - 50), colour=theme.GOOD)]  # two steps

    def show_drew(self, event: Drew):
        back = art.card_back(CARD)
        if event.seat != self.viewer:
            return self.overlay.fly(back, TABLE.center, self.home(event.seat), end_scale=0.4, fade=True)
        card, rect = self.card_rects(self.obs["hand"])[-1]  # the observation holds the new card already
        return self.overlay.fly(number_face(card), TABLE.center, rect.center, back=back, flip=True)

    def show_ended(self, event: Ended):
        seat = self.match.current_seat()
        return None if seat is None else self.overlay.banner(f"{self.names[seat]}'s turn", TABLE.center)

    def board_event(self, event):
        if (action := self.prompt.action_for(event)) is not None:
            self.submit(action)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.hand.press(event.pos) is None and self.hits.key_at(event.pos) == ("deck",):
                self.submit(Draw())
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            hit = self.hits.at(event.pos)
            self.magnifier.inspect(hit.key, hit.rect) if hit else self.magnifier.close()
        elif event.type == pygame.MOUSEMOTION:
            self.hand.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            release = self.hand.release(event.pos)
            if release and (not release.moved or TABLE.collidepoint(release.pos)):  # a click, or a drop
                self.submit(Mark())

    def update(self, dt):
        super().update(dt)
        self.hand.update(dt, self.mouse, enabled=self.can_act())
        hit = self.hits.at(self.mouse)
        self.magnifier.hover(dt, hit and hit.key, hit and hit.rect, enabled=not self.hand.dragging)
        self.prompt.update(hidden=not self.can_act())

    def draw_board(self, surface):
        obs = self.shown
        surface.blit(self.background, (0, 0))
        for seat, rect in self.panels().items():
            theme.panel(surface, rect, theme.PANEL_LIGHT if seat == self.match.current_seat() else theme.PANEL)
            label = theme.fit(f"{self.seat_label(seat)} · {obs['hand_sizes'][seat]} in hand", rect.width - 24, 18)
            theme.blit_text(surface, label, (rect.x + 12, rect.y + 8), 18)
            for pos in geometry.row(rect.inflate(-24, -40).move(0, 16), obs["hand_sizes"][seat], SMALL[0], gap=6):
                surface.blit(art.card_back(SMALL), centred(pos, SMALL))
        for seat, spot in self.spots().items():
            pygame.draw.circle(surface, theme.GOOD, spot, 26)
            theme.blit_text(surface, str(obs["marks"][seat]), spot, 22, theme.INK, bold=True, anchor="center")
            theme.blit_text(surface, self.names[seat], (spot[0], spot[1] + 30), 16, theme.TEXT_DIM, anchor="midtop")
        surface.blit(art.card_back(CARD), centred(TABLE.center, CARD))
        theme.blit_text(surface, f"{obs['deck']} left", (TABLE.centerx + 70, TABLE.centery), 16, anchor="midleft")
        for card, rect in self.cards:
            surface.blit(number_face(card), rect)
        self.hand.draw(surface)
        self.log.draw(surface, self.match.log)
        self.prompt.draw(surface)
        self.magnifier.draw(surface)


ANIMATE = {Marked: Board.show_marked, Drew: Board.show_drew, Ended: Board.show_ended}
