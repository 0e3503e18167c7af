"""The Lab Wars board.

Top: the round banner and the other players' labs at a glance (research points, impact, characters
used or not, hand and action-card counts, lab items as small cards, sideways when used, piles of the
same item shown as one card with "×n"). Middle: the three impact piles with their top card (cost coin,
impact shield), the lab item and action decks, and the stage: this round's characters in turn order
from the genius card, face down until the simultaneous reveal, with the sabotage arrows between
them. Bottom: the viewer's lab, hand, characters and action cards, the prompt and its buttons; the
third-person log on the right. Every card enlarges under the pointer so its text can be read (a
right-click keeps it enlarged until the next click).

Input (only when the viewer may act): click a glowing card. Hand item: buy it (or put it back when the
hand is over its limit); lab item: experiment or spend data (a card with several uses opens a small
menu); impact pile: buy its top card; action card: play it (a menu asks for the target); character:
pick it; a red character on the stage: sabotage that player. "Eureka! End turn" and "Let it pass" are
buttons. A click the rules refuse shows their reason and changes nothing.

The board never changes the state: it shows ``self.obs`` and turns events into short animations with
temporary pieces in the kit's overlay; ``sync()`` puts the view back to the truth afterwards. In hot
seat, other seats' picks are only what the observation shows (face down) until the reveal. Card art
is ``faces``, every sentence ``words``, the painted table and where things lie ``panels``.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from labdesk.games.lab_wars import faces, odds, panels, words
from labdesk.games.lab_wars.card_menu import CardMenu
from labdesk.games.lab_wars.panels import arrow_points, badge_spot, spaced_badges
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.faces import DECK, ITEM, MINI, STAGE, ZOOM
from labdesk.games.lab_wars.rules import (
    ActionPlayed, ActionsShuffled, BuyImpact, BuyItem, CharacterChosen, CharactersRecalled, CharactersRevealed,
    ChooseTarget, CostRaised, DataSpent, DiscardItem, DropNews, EffectDelayed, Experiment, ExperimentDone, Gained,
    GameEnded, ImpactBought, ItemBought, ItemDisabled, ItemDiscarded, ItemsLost, ItemsReadied, ItemTaken,
    PaperTaken, PickCharacter, PlayAction, React, ResearchCollected, RoundStarted, RPTaken, Sabotaged,
    SpendData, TurnEnded, TurnStarted,
)
from labdesk.i18n import N_, _, language
from labdesk.ui import access, audit, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import CardSprite, draw_sprites
from labdesk.ui.table import labels
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.hitmap import Hit, HitMap
from labdesk.ui.table.layers import CachedLayer, PerLanguage
from labdesk.ui.table.magnifier import HOVER_DELAY, Magnifier
from labdesk.ui.table.prompt import PROMPT_LINES, Choice, PromptBar
from labdesk.ui.table.preview import draw_tag, tag_rect
from labdesk.ui.table.words import round_label
from labdesk.ui.tween import Call, Tween


class Arrow:
    """A sabotage arrow from one stage card to another; ``progress`` (0..1) grows it, ``alpha`` fades it."""

    def __init__(self, start, end, bend=-60.0, colour=(220, 70, 64), label: str = "", pair=None):
        self.start, self.end, self.bend = start, end, bend
        self.pair = pair  # (by, target): the seats it joins
        self.badge_at = 0.5  # how far along the arc its "S" badge sits
        self.round = 0  # the round of the sabotage it shows
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
            ic = faces.icon("sabotage", panels.badge_radius())  # its letter grows
            surface.blit(ic, ic.get_rect(center=badge_spot(self)))


def key_matches(action_key: tuple | None, sprite_key: tuple) -> bool:
    """An action is about a card when its key is the start of the card's key (kind, identity, ...)."""
    return action_key is not None and tuple(sprite_key[:len(action_key)]) == tuple(action_key)


class Board(BoardScene):
    name = "lab-wars"
    layout_name = "lab-wars"
    # a run of gains (the bonus phase: every seat's character and items at once) plays as one step
    MERGED = (Gained, EffectDelayed)

    # the card an action is about, as the start of that card's sprite key
    CARD_OF = {
        BuyItem: lambda a: ("hand", a.item), DiscardItem: lambda a: ("hand", a.item),
        Experiment: lambda a: ("lab", a.item), SpendData: lambda a: ("lab", a.item),
        PickCharacter: lambda a: ("char", a.character), ChooseTarget: lambda a: ("stage", a.seat),
        BuyImpact: lambda a: ("pile", a.pile), PlayAction: lambda a: ("action", a.card),
        React: lambda a: ("action", a.card), DropNews: lambda a: ("news", a.news),
    }

    # ======================= construction ==========================================================
    def build(self) -> None:
        lay = self.layout
        self.content = content()
        self.rects = {name: lay.rect(name) for name in (
            "banner", "opponents", "piles", "decks", "stage", "me_info", "me_lab", "me_hand", "me_chars",
            "me_actions", "prompt", "log", "aid")}
        self.centre = lay.point("centre")
        # the text left of the buttons' places, and across them while they are empty
        # (its lines: two left of the buttons at 100 %; more on the larger text's table, buttons stacked)
        self.prompt = PromptBar(self.app.manager, self.ui, self.rects["prompt"].union(lay.rect("btn_alt")),
                                slots=[lay.rect("btn_main"), lay.rect("btn_alt")], room=lay.rect("prompt_room"),
                                lines=lay.props("prompt").get("lines", PROMPT_LINES))
        self.menu = CardMenu(self.app.manager, self.ui, lay.rect("prompt_room"))  # a card's choice of actions
        self.hand = HandView(self.rects["me_hand"], self.sizes.item)  # lab items in hand: buy, or drag to the lab
        self.hand_counts: dict[str, int] = {}  # item type -> how many the viewer holds (a pile shows one card)
        self.lab_places: dict[int, tuple[int, int]] = {}  # the viewer's piles' places, by first card
        self.held = HandView(self.rects["me_actions"], self.sizes.action)  # action cards: click, or drag onto a rival
        self.sprites: list[CardSprite] = []
        self.news_sprites: list[CardSprite] = []  # Legends of Science: the news articles to choose from
        self.arrows: list[Arrow] = []  # this round's sabotages on the stage
        self.hits = HitMap()  # cards painted on the table that enlarge under the pointer
        # enlargements stay above the prompt's row: its buttons are widgets, drawn over the table
        self.magnifier = Magnifier(self.zoom_face, delay=HOVER_DELAY,
                                   bounds=pygame.Rect(8, 64, self.app.size[0] - 16, self.rects["prompt"].y - 70),
                                   keep_clear=[self.rects["me_chars"], lay.rect("btn_main"), lay.rect("btn_alt")])
        self.mouse = (-1, -1)
        # a new game opens with its first round's start ("Round 1", the genius card to its holder)
        self.opening = list(self.obs["opening"])
        self.layer = CachedLayer(self.app.size)  # the background and the painted table, per sync
        self.syncs = 0
        self.painted: panels.Table | None = None
        self.background = PerLanguage(self._background)  # the panel headings are words
        self.shown_language = (language(), access.text_scale())

    @property
    def sizes(self) -> panels.CardSizes:
        """The viewer's cards at the player's text size."""
        return panels.card_sizes(self.rects)

    def _background(self) -> pygame.Surface:
        """The table under everything, with its headings in the current language."""
        bg = audit.canvas(self.app.size)  # it keeps notes of where its headings are
        bg.fill(theme.BG)
        r = self.rects
        for name in ("piles", "decks", "stage"):
            theme.panel(bg, r[name], theme.PANEL)
        me = r["me_info"].unionall([r[name] for name in ("me_lab", "me_hand", "me_chars", "me_actions")])
        theme.panel(bg, me.inflate(8, 6), theme.PANEL)
        for name, title in (("piles", N_("Impact piles")), ("decks", N_("Decks")), ("stage", N_("Characters"))):
            labels.draw(bg, _(title), (r[name].x + 12, r[name].y + 6), 16, theme.TEXT_DIM, True,
                        width=r[name].width - 24, height=panels.title_room(), cut=False)
        for name, title in (("me_lab", N_("Lab")), ("me_hand", N_("Hand")), ("me_chars", N_("Characters")),
                            ("me_actions", N_("Action cards"))):
            labels.draw(bg, _(title), (r[name].x + 8, r[name].y), 16, theme.TEXT_DIM, True,
                        width=panels.heading_width(name, r[name]), height=panels.title_room(), cut=False)
        return bg

    @property
    def table(self) -> panels.Table:
        """Where everything lies for the latest observation (sprites, painting, hover, animations)."""
        return panels.Table(self.rects, self.obs, self.me, self.viewer, tuple(self.names), self.titles, self.you,
                            self.lab_places)

    def spot(self, seat: int, what: str) -> tuple[int, int]:
        return self.table.seat_spot(seat, what)

    def seat_panel(self, seat: int) -> pygame.Rect | None:
        return self.rects["me_info"] if seat == self.me else self.table.panels().get(seat)

    def zoom_face(self, key: tuple) -> pygame.Surface | None:
        """The big readable face of whatever ``key`` names (hand/lab item, character, action, impact)."""
        kind = key[0]
        if kind == "genius":
            return faces.genius_card((150, 210))
        if kind in ("hand", "lab", "opp-lab"):
            return faces.item(key[1], ZOOM)
        if kind == "char" and key[1] in self.content.characters:
            return faces.character(key[1], ZOOM)
        if kind == "stage" and key[2] in self.content.characters:
            return faces.character(key[2], ZOOM)
        if kind == "action":
            return faces.action(key[1], ZOOM)
        if kind == "news":
            return faces.news(key[1], ZOOM)
        if kind == "pile":
            return faces.impact(key[2], faces.IMPACT_ZOOM)
        return None

    # ======================= sync: the view from the observation ===================================
    @property
    def titles(self) -> tuple[str, ...]:
        """'Boris · AI easy' per seat, in the current language."""
        return tuple(words.seat_title(seat.name, seat.kind, seat.level) for seat in self.match.seats)

    def sync(self) -> None:
        self.arrows = self.round_arrows()
        self.menu.close()
        self.magnifier.close()
        if not self.hand.steady:
            self.lab_places = {}  # a new decision: the lab is laid out afresh
        table = self.table
        # the hand as piles too: items of one type on one card with "×n" (a big hand stays readable)
        hand, held = table.my_hand(), table.my_actions()
        self.hand.slots = [pos for _, _, pos in hand]
        self.hand_counts = {t: n for t, n, _ in hand}  # keyed by type alone: a pile keeps its place as it grows
        item, action = table.hand_size(), table.actions_size()
        self.hand.card_size, self.held.card_size = item, action
        self.hand.set_cards([HandCard(("hand", t), faces.item_pile(t, n, item), back=faces.item_back(item))
                             for t, n, _ in hand])
        self.held.slots = [pos for _, pos in held]
        self.held.set_cards([HandCard(("action", t, i), faces.action(t, action), back=faces.action_back(action))
                             for i, (t, _) in enumerate(held)])
        self.hand_sprites, self.action_sprites = self.hand.sprites, self.held.sprites
        self.lab_sprites = []
        self.lab_places = {}  # (the table above read the places kept from the last sync, if steady)
        for pile, pos in table.my_lab():
            self.lab_places[pile.cards[0]] = pos
            s = CardSprite(faces.item_pile(pile.item, len(pile.cards), table.lab_size()),
                           faces.item_back(table.lab_size()), pos=pos,
                           key=("lab", pile.item, pile.cards[0], len(pile.cards)), hoverable=True)
            s.angle = 0.0 if pile.ready else -90.0
            s.cards = pile.cards
            self.lab_sprites.append(s)
        used, picked = table.seat(self.me)["used"], table.pick(self.me)
        self.char_sprites = []
        for cid, pos in table.my_characters():
            s = CardSprite(faces.character(cid, table.sizes.char), faces.character_back(table.sizes.char), pos=pos,
                           key=("char", cid), hoverable=True)
            if cid in used and cid != picked:
                s.alpha = 110.0  # set aside: dimmed, and labelled "used" under it
            self.char_sprites.append(s)
        self.pile_sprites = []
        for pile in faces.IMPACT_STYLE:
            top = self.obs["piles"][pile]["top"]
            if top is not None:
                self.pile_sprites.append(CardSprite(faces.impact(top["id"], panels.impact_size(self.rects)),
                                                    pos=table.pile_slot(pile),
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
        self.news_sprites = [CardSprite(faces.news_choice(nid), pos=pos, key=("news", nid), hoverable=True)
                             for nid, pos in table.my_news()]
        self.sprites = (self.pile_sprites + self.stage_sprites + self.news_sprites + self.lab_sprites
                        + self.char_sprites + self.action_sprites + self.hand_sprites)
        self.hits.clear()
        for rect, key in table.zoom_regions():
            self.hits.add(rect, key)
        self.tips.set(table.tips())
        self._mark_playable()
        acting = self.can_act()
        self.prompt.set(words.prompt(self.obs, self.names, acting=acting), self.choices(),
                        colour=theme.ACCENT if acting else theme.TEXT_DIM)
        self.painted, self.syncs = table, self.syncs + 1

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(self.background.get(), (0, 0))
        panels.paint(surface, self.painted)

    # ======================= what can be clicked ====================================================
    def choices(self) -> list[Choice]:
        """The prompt's buttons: legal actions that belong to no card (end the turn, let it pass)."""
        free = sorted((a for a in self.legal_actions() if self.action_key(a) is None), key=words.button_rank)
        return [Choice(_(words.BUTTONS[type(a)]) if type(a) in words.BUTTONS else theme.fit(self.action_label(a), 180, 20), a,
                       primary=i == 0, short=_(words.SHORT_BUTTONS[type(a)]) if type(a) in words.SHORT_BUTTONS else None)
                for i, a in enumerate(free[:2])]

    def on_play(self, events, actor) -> None:
        self.menu.close()

    # --- the choice menu: a card that allows several actions (``card_menu``) ----------------------
    def _open_menu(self, actions: list, near: pygame.Rect) -> None:
        self.menu.open(actions, self.table, self._menu_cards(), near, self.app.size, self.names)
        self._focus_menu()

    def _focus_menu(self) -> None:
        """The keyboard's ring, where it shows, goes to the menu's first button (its next step's)."""
        if self.focus.visible and self.menu:
            self.focus.key = ("widget", id(self.menu.buttons[0][0]))

    def _menu_place(self, near: pygame.Rect, size) -> tuple[int, int]:
        """Top-left of a card's menu (``panels.menu_place``: beside the cards, else above or below)."""
        return panels.menu_place(self.table, self._menu_cards(), near, size, self.app.size)

    def _menu_cards(self) -> list[pygame.Rect]:
        return [s.bounds for s in self.lab_sprites + self.hand_sprites + self.action_sprites]

    # ======================= drawing ===============================================================
    def draw_board(self, surface: pygame.Surface) -> None:
        surface.blit(self.layer.get((self.syncs, language()), self._paint), (0, 0))
        banner = self.rects["banner"]
        # from the latest observation, each frame: the same moment the log and the 'thinking' pill describe
        labels.draw(surface, words.headline(self.obs), (banner.x, banner.y + 8), 26, theme.TEXT, True,
                    width=banner.width, height=banner.height - 8, cut=False)
        self._draw_turn_frame(surface)
        if self.can_act():  # what may be used now glows (outside the card: its own frame stays)
            for s in self.sprites:
                if s.playable and s.visible:
                    pygame.draw.rect(surface, s.playable, s.image().get_rect(center=s.pos).inflate(10, 10), 3,
                                     border_radius=12)
        dragged = self.dragged()
        draw_sprites(surface, [s for s in self.sprites if s is not dragged])
        extra = self.table.seat(self.me).get("cost_up", 0) if self.viewer is not None else 0
        if extra:  # sabotaged: the hand's prices are higher this round, on each card
            for s in self.hand_sprites:
                if s.visible and s is not dragged:
                    coin = faces.item_coin(self.hand.card_size)
                    surface.blit(faces.raised_coin(self.content.item_types[s.key[1]].cost + extra, coin.width // 2 - 1),
                                 (s.rect.x + coin.x, s.rect.y + coin.y))
        for arrow in self.arrows:
            arrow.draw(surface)
        hinted = self.hint_rect() if self.hint_action is not None and self.can_act() else None
        if hinted is not None:
            panels.draw_hint_mark(surface, hinted, self.clock)
        if dragged is not None:
            target = self.drop_target(dragged, dragged.pos)
            zone = None
            if target == ("lab",):
                zone = self.rects["me_lab"]
            elif target and target[0] == "seat":
                zone = self.table.panel(target[1])
            if zone is not None:
                pygame.draw.rect(surface, theme.GOOD, zone.inflate(6, 6), 4, border_radius=12)
            dragged.draw(surface)
        self.prompt.draw(surface)
        self.menu.draw(surface)
        self.magnifier.draw(surface)
        self._draw_purchase(surface)

    def _draw_purchase(self, surface) -> None:
        """Show odds: what buying the hovered hand item or impact card yields now and at the end."""
        hit = self.hover_target(self.mouse) if self.show_odds and self.can_act() and not self.menu else None
        if hit is None or hit.key[0] not in ("hand", "pile"):
            return
        item = hit.key[0] == "hand"
        if (BuyItem(hit.key[1]) if item else BuyImpact(hit.key[1])) in self.legal_actions():
            found = odds.item_yield(self.obs, hit.key[1]) if item else odds.impact_yield(self.obs, hit.key[1])
            lines = odds.yield_lines(found, item)
            zoom = self.magnifier.rect() or hit.rect  # on the enlarged card's edge: under it, else over it
            width = access.scaled(400)  # its lines as long as the text is large: no more of them to stack
            under = tag_rect(lines, (zoom.centerx, zoom.bottom - 6), width, where="midtop")
            if under.bottom > self.app.size[1] or under.colliderect(self.prompt.rect):
                draw_tag(surface, lines, (zoom.centerx, zoom.top + 6), width)
            elif zoom != hit.rect and (under.colliderect(hit.rect) or under.colliderect(self.rects["me_hand"])):
                # grown with the text, it would reach down over the hand: it lies beside the enlarged card,
                # its foot level with the card's (over the table the card hides part of already, for as
                # long as the card is pointed at), never over the card's own words nor the hand
                side = access.scaled(260)
                left = zoom.x - 8 - side >= 0
                draw_tag(surface, lines, (zoom.x - 8, zoom.bottom) if left else (zoom.right + 8, zoom.bottom), side,
                         where="bottomright" if left else "bottomleft", over="magnifier",
                         room=pygame.Rect(0, 0, zoom.x - 8, zoom.bottom) if left
                         else pygame.Rect(zoom.right + 8, 0, self.app.size[0] - zoom.right - 8, zoom.bottom))
            else:
                draw_tag(surface, lines, under.midtop, width, where="midtop")

    def _draw_turn_frame(self, surface) -> None:
        """A frame around the seat to move: their panel, and their place on the stage."""
        seat = self.match.current_seat()
        if seat is None:
            return
        if seat != self.me:
            pygame.draw.rect(surface, theme.ACCENT, self.table.panel(seat), 3, border_radius=12)
        if self.news_sprites:  # the news articles lie on the stage: no places there yet
            return
        pygame.draw.rect(surface, theme.ACCENT, self.table.stage_frame(seat), 2, border_radius=10)

    def hover_target(self, pos) -> Hit | None:
        """What the pointer is over: a card sprite (a lifted one first), else a card painted on the table."""
        for s in sorted(self.sprites, key=lambda s: s.hover, reverse=True):
            if s.hoverable and s.contains(pos):
                return Hit(s.key, s.rect)
        return self.hits.at(pos)

    def dragged(self) -> CardSprite | None:
        """The hand item or action card being dragged, if any."""
        view = self.hand if self.hand.dragging else self.held if self.held.dragging else None
        return view.drag.sprite if view is not None else None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos  # hover follows the pointer even while it is not our turn
        if self.menu and ((event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
                          or (event.type == pygame.MOUSEBUTTONUP and event.button == 3)):
            self.menu.back()  # Esc or a right-click: a card's menu's step before, else it closes (not the game)
            self._focus_menu()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:  # inspect a card until the next click
            hit = self.hover_target(event.pos)
            if hit is None:
                self.magnifier.close()
            else:
                self.magnifier.inspect(hit.key, hit.rect)
            return
        if self.magnifier.dismissed_by(event):
            return  # a press on the large card only closes it; elsewhere it closes it and acts
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.magnifier.close()  # a hover enlargement goes with the press too
        super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.opening:
            events, self.opening = self.opening, []
            self.play_events(events, None)
        super().update(dt)
        if self.shown_language != (language(), access.text_scale()) and not self.anims.busy:
            self.shown_language = (language(), access.text_scale())  # card sprites carry their words
            self.sync()
        busy = self.anims.busy
        self.prompt.update(hidden=busy or self.menu.heading is not None)  # a card's choices in its place
        # no lift and no enlargement while a card is dragged: they would cover where it may land
        enabled = not busy and self.dragged() is None
        self.hand.update(dt, self.mouse, enabled=enabled)
        self.held.update(dt, self.mouse, enabled=enabled)
        for s in self.sprites:
            if s not in self.hand.sprites and s not in self.held.sprites:
                s.update_hover(dt, self.mouse, enabled=enabled)
        hit = self.hover_target(self.mouse) if enabled and not self.menu else None
        self.magnifier.hover(dt, hit.key if hit else None, hit.rect if hit else None)

    # ======================= input =================================================================
    def hit(self, pos) -> CardSprite | None:
        # the last drawn is on top, and a lifted (hovered) card above the rest
        for s in reversed(sorted(self.sprites, key=lambda s: s.hover > 0)):
            if s.contains(pos):
                return s
        return None

    def board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.menu.owns(event.ui_element):
                action = self.menu.press(event.ui_element)  # None: its next step or page shows
                if action is None:
                    self._focus_menu()
                else:
                    self.submit(action)
                return
            action = self.prompt.action_for(event)
            if action is not None:
                self.submit(action)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.menu:
            if self.hand.press(event.pos) is None:
                self.held.press(event.pos)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hand.motion(event.pos)
            self.held.motion(event.pos)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.menu:  # a click beside the menu closes it
            self.menu.close()
            return
        release = self.hand.release(event.pos) or self.held.release(event.pos)
        if release is not None and release.moved:
            self.drop(self.hand.sprite(release.key) or self.held.sprite(release.key), event.pos)
            return
        sprite = self.hit(event.pos)
        if sprite is not None:
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
            self.show_message(_(words.DROP_HINT), 3)
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
        """The card an action is about (None: no card, e.g. ending the turn: a prompt button)."""
        card_of = self.CARD_OF.get(type(action))
        return card_of(action) if card_of is not None else None

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
        decision = self.obs.get("decision")
        return words.refusal(key[0], sideways, self.obs["decision_text"] if decision else None, decision == "pick")

    def action_label(self, action) -> str:
        return words.action_label(action, self.content, self.names, self.obs)

    def focus_areas(self) -> list:
        """The cards on the table the keyboard may use now, those that glow (the kit adds the buttons
        and the hand): a stop where Enter only refuses is a dead end for who plays by keys."""
        return [(s.key, s.bounds) for s in self.sprites if s.visible and s.playable]

    def focus_targets(self) -> list:
        """The kit's targets, the hand's items only while they glow (bought, or put back over the
        limit): the hand is never dimmed, so the kit takes every item for usable."""
        glowing = {s.key for s in self.hand_sprites if s.playable}
        return [t for t in super().focus_targets() if t.key[0] != "hand" or t.key[1] in glowing]

    def focus_hit(self, key, rect: pygame.Rect) -> bool:
        """The hit map holds the cards painted on the table (rivals' chips and small piles, the genius
        card, news): they are read under the pointer and never used, so Tab passes them by."""
        return False

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Lesson targets: a layout area (piles, stage, me_lab, me_hand, me_chars, me_actions,
        me_info, opponents...), a card by kind and id (hand:ITEM, lab:ITEM, pile:nurture|book|nobel,
        char:CHARACTER, action:CARD, stage:SEAT), button:ACTION."""
        kind, _, arg = name.partition(":")
        if not arg and name in self.rects:
            return pygame.Rect(self.rects[name])
        if kind == "button":
            return self.prompt.button_rect(arg)
        named = [s for s in self.sprites if s.key[0] == kind and str(s.key[1]) == arg]
        # of several (a ready and a sideways pile of one item) the one that may be used now
        named.sort(key=lambda s: s.playable is None)
        return named[0].rect if named else None

    def coach_areas(self) -> dict[str, pygame.Rect]:
        areas = {"log": pygame.Rect(self.rects["log"])}
        if access.text_scale() > 1:  # the narrower log of the larger text's table, with the aid above it
            areas["aid and log"] = self.rects["aid"].union(self.rects["log"])
        return areas

    def toast_keep_clear(self) -> list[pygame.Rect]:
        lab = [s.bounds for s in self.lab_sprites if s.visible]  # the lab row's free end is the toast's place
        return super().toast_keep_clear() + lab + [self.rects["me_info"], self.rects["me_chars"]]

    def hint_sprite(self) -> CardSprite | None:
        a = self.hint_action
        if a is None:
            return None
        return next((s for s in self.sprites if self.fits(a, s.key)), None)

    def hint_rect(self) -> pygame.Rect | None:
        """What the Hint points at: the card its action uses, else the button that takes it (Eureka)."""
        sprite = self.hint_sprite()
        choice = self.menu.rect_towards(self.hint_action)  # in an open menu: the button on the way to it
        return choice or (sprite.rect if sprite is not None else self.prompt.button_rect(self.hint_action))

    def round_arrows(self) -> list[Arrow]:
        """This round's sabotages as arrows on the stage (after the reveal)."""
        if self.obs.get("phase") not in ("bonus", "sabotage", "turns"):
            return []
        arrows = []
        for k, sab in enumerate(self.obs.get("sabotages", [])):
            arrow = self.stage_arrow(sab["by"], sab["target"], k)
            arrow.progress = 1.0
            arrows.append(arrow)
        return spaced_badges(arrows)

    def stage_arrow(self, by: int, target: int, k: int = 0) -> Arrow:
        """The ``k``-th sabotage of the round as an arc over the stage cards: longer and later arcs
        rise higher, so arrows between the same cards nest instead of covering each other."""
        (x0, y0), (x1, y1) = self.table.stage_slot(by), self.table.stage_slot(target)
        top = y0 - STAGE[1] // 2 - 2
        distance = abs(self.table.stage_order().index(by) - self.table.stage_order().index(target))
        lift = 24 + 8 * distance + 16 * k  # the curve peaks at half of this
        start, end = (x0 + (12 if x1 > x0 else -12), top), (x1 - (12 if x1 > x0 else -12), top)
        arrow = Arrow(start, end, bend=-lift if x1 > x0 else lift, label="S", pair=(by, target))
        arrow.round = self.obs.get("round", 0)
        return arrow

    # ======================= animations ============================================================
    def animate(self, event, actor):
        handler = self.ANIMATE.get(type(event))
        return handler(self, event) if handler is not None else None

    def _sound(self, name: str) -> Call:
        return Call(lambda: self.app.sound.play(name))

    def _fly(self, face, start, end, *, scale=(1.0, 1.0), **kw) -> list[Tween]:
        """A card (or picture) in flight; ``scale`` is (at the start, at the end)."""
        return self.overlay.fly(face, start, end, scale=scale[0], end_scale=scale[1] if scale[1] != scale[0] else None,
                                **kw)

    def _tokens(self, face, n: int, start, end, delay=0.0) -> list[Tween]:
        """Tokens flying one after another (research point coins, data): at most five, one per point."""
        return [t for k in range(min(n, 5))
                for t in self.overlay.fly(face, start, end, delay=delay + 0.06 * k, fade=True)]

    def _coins(self, n: int, start, end, delay=0.0) -> list[Tween]:
        return self._tokens(faces.rp_coin("", 11), n, start, end, delay)

    def _round_started(self, event: RoundStarted) -> list[Tween]:
        tweens = [self._sound("shuffle")] + self.overlay.pop(round_label(event.round), self.centre,
                                                             colour=theme.ACCENT, size=34, hold=0.5)
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
        return self.overlay.pop(words.delayed(dict(event.gains)), (pos[0], pos[1] + 34), colour=theme.TEXT_DIM,
                                size=18, hold=0.5, wait=False)

    def _rp_taken(self, event: RPTaken) -> list[Tween]:
        end = self.table.supply() if event.to is None else self.spot(event.to, "rp")
        start = self.spot(event.seat, "rp")
        return (self._coins(event.amount, start, end)
                + self.overlay.pop(words.rp_lost(event.amount), (start[0], start[1] + 30), colour=theme.BAD, size=20,
                                   edge=theme.BAD, wait=False))

    def _item_taken(self, event: ItemTaken) -> list[Tween]:
        return self._fly(faces.item_back(DECK), self.spot(event.seat, "hand"), self.spot(event.to, "hand"),
                         duration=0.45, fade=True)

    def _items_lost(self, event: ItemsLost) -> list[Tween]:
        start, deck = self.spot(event.seat, "hand"), self.table.deck_slot("lab")
        return [t for k in range(event.count)
                for t in self._fly(faces.item_back(DECK), start, deck, delay=0.08 * k, fade=True)]

    def _cost_raised(self, event: CostRaised) -> list[Tween]:
        return self.overlay.pop(words.cost_raised(event.amount), self.spot(event.seat, "lab"), colour=theme.BAD,
                                size=20, edge=theme.BAD, wait=False)

    def _item_disabled(self, event: ItemDisabled) -> list[Tween]:
        if event.seat == self.me:
            turn = self._turn_sideways(event.card, event.item)
            if turn:
                return [self._sound("error")] + turn
        pos = self.spot(event.seat, "lab")
        return self._fly(faces.mini(event.item), pos, pos, duration=0.4, angle=-90, scale=(1.4, 1.4), fade=True)

    def _paper_taken(self, event: PaperTaken) -> list[Tween]:
        return self._fly(faces.impact(event.card), self.spot(event.seat, "impact"),
                         self.spot(event.to, "impact"), duration=0.5, scale=(0.5, 0.5), fade=True)

    def _turn_started(self, event: TurnStarted) -> list[Tween] | None:
        if event.seat == self.me and self.you is not None:
            return self.overlay.pop(_("Your turn"), self.centre, colour=theme.ACCENT, size=28, hold=0.4, wait=False)
        return None

    def _data_spent(self, event: DataSpent) -> list[Tween]:
        item = self.content.item_types[event.item]
        kind = item.trigger.data if item.trigger else "chemical"
        end = self.spot(event.seat, "lab")
        if event.seat == self.me:
            s = self.lab_sprite_of(event.card)
            end = s.pos if s is not None else end
        return [self._sound("pour")] + self._tokens(faces.icon(kind, 12), event.amount,
                                                    self.spot(event.seat, "data"), end)

    def _impact_bought(self, event: ImpactBought) -> list[Tween]:
        start = self.table.pile_slot(event.pile)
        end = self.spot(event.seat, "impact")
        return ([self._sound("card")]
                + self._coins(event.cost, self.spot(event.seat, "rp"), self.table.supply())
                + self._fly(faces.impact(event.card), start, end, duration=0.5, scale=(1.0, 0.35), fade=True)
                + self.overlay.pop(words.impact_won(event.value), (end[0], end[1] + 30), colour=theme.GOOD, size=20,
                                   delay=0.4, wait=False))

    def _actions_shuffled(self, event: ActionsShuffled) -> list[Tween]:
        return [self._sound("shuffle")] + self.overlay.pop(_("Action cards reshuffled"), self.table.deck_slot("action"),
                                                           size=18, wait=False)

    def _turn_ended(self, event: TurnEnded) -> list[Tween]:
        pos = self.spot(event.seat, "rp")
        return self.overlay.pop(_("Eureka!"), (pos[0], pos[1] + 30), colour=theme.WARN, size=22, hold=0.3, wait=False)

    def _characters_recalled(self, event: CharactersRecalled) -> list[Tween]:
        return self.overlay.pop(_(words.RECALLED), (self.centre[0], self.centre[1] + 40), colour=theme.ACCENT, size=20,
                                wait=False)

    def _game_ended(self, event: GameEnded) -> list[Tween]:
        return [self._sound("win")] + self.overlay.pop(_("Game over"), self.centre, colour=theme.WARN, size=34, hold=1.0)

    def _reveal(self, event: CharactersRevealed) -> list[Tween]:
        """Every seat's character turns over at the same moment."""
        tweens = [self._sound("card")] + [Call(lambda s=s: setattr(s, "visible", False)) for s in self.stage_sprites]
        for seat, cid in enumerate(event.picks):
            if cid not in self.content.characters:
                continue
            card = CardSprite(faces.character(cid, STAGE), faces.character_back(STAGE), pos=self.table.stage_slot(seat),
                              face_up=False)
            tweens += [self.overlay.show(card), card.scale_to(1.15, 0.18)] + card.flip_over(0.4, delay=0.18) + [
                card.scale_to(1.0, 0.2, delay=0.6)]
        stage = self.rects["stage"]
        return tweens + self.overlay.pop(_("Revealed!"), (stage.centerx, stage.y + 20), colour=theme.WARN, size=22,
                                         delay=0.5, hold=0.5, wait=False)

    def _gained(self, event: Gained) -> list[Tween] | None:
        gains = dict(event.gains)
        seat = event.seat
        pos = self.spot(seat, "rp")
        tweens: list[Tween] = []
        if gains.get("rp"):
            tweens += self._coins(gains["rp"], self.table.supply(), pos)
        for k in range(min(gains.get("draw", 0), 5)):
            tweens += self._fly(faces.item_back(DECK), self.table.deck_slot("lab"), self.spot(seat, "hand"),
                                delay=0.07 * k, fade=True, scale=(1.0, 0.8))
        if gains.get("action"):
            tweens += self._fly(faces.action_back(DECK), self.table.deck_slot("action"), self.spot(seat, "actions"),
                                fade=True, scale=(1.0, 0.8))
        text = words.gained(gains, event.source)
        if text:
            where = (pos[0], pos[1] + 30) if seat != self.me else (pos[0] + 140, pos[1] - 30)
            tweens += self.overlay.pop(text, where, colour=theme.GOOD, size=18, hold=0.5, edge=theme.GOOD, wait=False)
        return tweens or None

    def _sabotaged(self, event: Sabotaged) -> list[Tween]:
        # a new round's sabotage clears the last round's arrows (the board still shows that round while the
        # steps play); a replay step may show this round's arrows already: it grows its own again, not a twin
        now = self.obs.get("round", 0)
        self.arrows = [a for a in self.arrows if a.pair != (event.by, event.target) and a.round == now]
        arrow = self.stage_arrow(event.by, event.target, len(self.arrows))
        self.arrows = spaced_badges(self.arrows + [arrow])
        name = _(self.content.characters[event.character].name)
        stage = self.rects["stage"]
        return ([self._sound("explosion"), Tween(arrow, 0.45, progress=(0.0, 1.0))]
                + self.overlay.pop(words.sabotage(self.names, event.by, name, event.target),
                                   (stage.centerx, stage.bottom - 40), colour=theme.BAD, size=20, delay=0.3, hold=0.8,
                                   edge=theme.BAD))

    def lab_sprite_of(self, card: int) -> CardSprite | None:
        """The viewer's lab pile sprite that holds this item card."""
        return next((s for s in self.lab_sprites if card in s.cards), None)

    def _lift_from_hand(self, type_id: str) -> CardSprite | None:
        """A card leaving the viewer's hand, to animate: a copy lifted off its pile into the overlay (the
        pile hides when it was the last of its type; sync shows the smaller hand afterwards)."""
        s = next((s for s in self.hand.sprites if s.visible and s.key[1] == type_id), None)
        if s is None:
            return None
        if self.hand_counts.get(type_id, 1) == 1:
            s.visible = False
        return self.overlay.add(CardSprite(faces.item(type_id, self.hand.card_size), pos=s.pos))

    def _bought(self, event: ItemBought) -> list[Tween]:
        tweens: list[Tween] = [self._sound("card")]
        tweens += self._coins(event.cost, self.spot(event.seat, "rp"), self.table.supply())
        if event.seat == self.me:
            end = self.table.lab_target(event.card)  # the observation already has the item in the lab
            card = self._lift_from_hand(event.item)
            if card is not None:
                return tweens + [card.move_to(end, 0.4)]
            return tweens + self._fly(faces.item(event.item, self.hand.card_size), self.rects["me_hand"].center, end)
        start = self.spot(event.seat, "hand")
        return tweens + self._fly(faces.item(event.item), start, self.spot(event.seat, "lab"),
                                  duration=0.45, scale=(0.6, MINI[0] / ITEM[0]), fade=True)

    def _experimented(self, event: ExperimentDone) -> list[Tween]:
        tweens: list[Tween] = [self._sound("click")]
        if event.seat == self.me:
            tweens += self._turn_sideways(event.card, event.item)
            for k, t in enumerate(event.discarded):
                card = self._lift_from_hand(t)
                if card is not None:
                    tweens += [card.move_to(self.table.deck_slot("lab"), 0.4, delay=0.05 * k),
                               card.fade_to(0, 0.2, delay=0.4)]
            return tweens
        pos = self.spot(event.seat, "lab")
        return tweens + self._fly(faces.mini(event.item), pos, pos, duration=0.35, angle=-90,
                                  scale=(1.5, 1.5), fade=True)

    def _turn_sideways(self, card: int, item: str) -> list[Tween]:
        """One of the viewer's items turns sideways: alone on its pile the pile turns; from a bigger
        pile a copy turns and moves to the pile of sideways ones."""
        s = self.lab_sprite_of(card)
        if s is None:
            return []
        if len(s.cards) == 1:
            return [s.rotate_to(-90.0, 0.3), s.move_to(self.table.lab_target(card), 0.3)]
        return self._fly(faces.item(item, self.table.lab_size()), s.pos, self.table.lab_target(card), duration=0.35,
                         angle=-90.0)

    def _action_played(self, event: ActionPlayed) -> list[Tween]:
        """The card flies to the middle at a readable size, then to its target."""
        start = self.spot(event.seat, "actions")
        if event.seat == self.me:
            s = next((s for s in self.held.sprites if s.visible and s.key[1] == event.card), None)
            if s is not None:
                s.visible = False
                start = s.pos
        card = self.overlay.add(CardSprite(faces.action(event.card, ZOOM), pos=start))
        card.scale = 0.3
        tweens: list[Tween] = [self._sound("card"), card.move_to(self.centre, 0.4), card.scale_to(1.0, 0.4)]
        hold = 0.4 + 1.0  # long enough to read it
        if event.target is not None:
            # from the card, not from the player's research points: what it takes is the rules' own
            # events' to show (Reviewer Two's points go to the supply, a theft's to the thief)
            end = self.spot(event.target, "rp")
            shown = pygame.Rect((0, 0), faces.ZOOM)
            shown.center = self.centre
            edge = shown.clipline(self.centre, end)
            arrow = self.overlay.add(Arrow(edge[1] if edge else self.centre, end, bend=80, colour=faces.ACTION_TEAL))
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
        return tweens + self.overlay.pop("+3 RP", self.centre, colour=theme.GOOD, size=20, wait=False)


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
