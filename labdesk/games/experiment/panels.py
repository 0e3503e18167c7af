"""Experiment's table: where its cards lie, and the picture of the piles, the other seats' panels and
the viewer's bench, painted from the observation into the board's cached table layer.

Where things sit is named once here (the lab row, the task display, the viewer's bench, the inside of
an opponent's panel): the board's sprites, its hit map, the painting and the animations that fly cards
into place all ask the same functions.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from labdesk.games.experiment import odds, words
from labdesk.games.experiment.content import content
from labdesk.games.experiment.rules import FACE_DOWN
from labdesk.games.experiment.spec import SPEC
from labdesk.engine.match import Seat, shown_name
from labdesk.games.experiment.faces import (
    INF, INF_SMALL, LAB_ME, LAB_ROW, TASK, TASK_DECK, basic_back, influence_back, influence_card, influence_face,
    is_line, kind_token, lab_face, secret_back, task_back, task_chip, task_face, task_line_layout, token,
)
from labdesk.i18n import _
from labdesk.ui import access, theme
from labdesk.ui.sprites import CardSprite
from labdesk.ui.table import cardsize, geometry, labels
from labdesk.ui.table.preview import draw_line_tag, draw_tags
from labdesk.ui.table.tips import Tip, tip_layout

TOKEN_RADIUS = 13
ROW_CARDS_TOP = 34  # the lab row's cards below its title line and the 'only you see these' caption
MARKER_TOP = 3
HINT_RING = 7  # the Hint's pulsing ring lies this far outside the card it means
TOKEN_STEP = 29  # a token's width and its gap
BADGE_STEP = 30  # from one pick-order badge to the next
DONE_SHOWN = 4  # completed tasks listed on the viewer's bench
PILE_DEPTH = 3  # the edges drawn under a pile's top card (fewer when it holds fewer)
PILE_NAME_WIDTH = 84  # the piles lie so that names this wide never meet
PILE_GROWN_WIDTH = 62  # a name grows with the text size only within this: the piles' centres lie 67 apart
PILE_NAME_ROOM = 25  # the line under a pile, above the next pile or the viewer's bench
PILE_COUNT_ROOM = 24  # a pile's count: its pill ends above the pile's name
TITLE_ROOM = 33  # an opponent's name line, above its influence cards
TAGS_ROOM = 26  # an opponent's tags line, above its lab tokens
CHIPS_TOP = 144  # an opponent's task chips, below its line of lab tokens
BENCH_TITLE_ROOM = 30  # the headings over the viewer's hand, cards in front and lab cards
TASKS_TITLE_ROOM = 24  # the heading over the viewer's tasks, whose cards lie close under it
TIP_WIDTH = 224  # the hover text over the piles: as wide as their column
# the areas each decision is made in (a toast stays off them)
DECISION_AREAS = {"commit": ("me_hand", "me_front"), "play": ("me_hand", "me_front"), "pick": ("row", "tasks"),
                  "new-task": ("tasks",), "discard": ("me_lab",), "tasks": ("me_lab", "me_tasks")}


# --- the middle of the table and the viewer's bench ---------------------------------------------------
def row_slots(obs: dict) -> list[str | None]:
    """The open cards in their dealt places (None: taken this round), so none moves when one goes."""
    return obs.get("row_slots", obs["row_open"])


def secret_positions(row: pygame.Rect, obs: dict) -> list[tuple[int, int]]:
    """Centres of the row's two secret cards, after its open places."""
    places = len(row_slots(obs))
    return row_positions(row, places)[places:]


ROW_GAP, SECRET_GAP = 10, 24  # between the row's cards, and before its secret cards


def row_card(row: pygame.Rect, n_open: int) -> tuple[int, int]:
    """The lab row's cards' size: at a larger text size wider as far as the row holds its open and
    secret cards side by side, and as tall as the row holds (their names grow, the flasks give way)."""
    large = cardsize.grown(LAB_ROW, (None, row.bottom - 4 - row.y - row_cards_top()), each=True)
    return cardsize.in_row(LAB_ROW, large, n_open + 2, row.width - 24 - SECRET_GAP, ROW_GAP)


def row_positions(row: pygame.Rect, n_open: int) -> list[tuple[int, int]]:
    """Centres of the lab row's open places, then (after a wider gap) its two secret cards."""
    width, height = row_card(row, n_open)
    total = (n_open + 2) * (width + ROW_GAP) - ROW_GAP + SECRET_GAP
    x = row.centerx - total // 2 + width // 2
    y = row.y + row_cards_top() + height // 2
    out = []
    for i in range(n_open + 2):
        out.append((x, y))
        x += width + ROW_GAP + (SECRET_GAP if i == n_open - 1 else 0)  # a gap before the secret cards
    return out


def row_sprites(row: pygame.Rect, slots: list, row_secret: list, decision: str, symbols: bool) -> list[CardSprite]:
    """The lab row's cards (``slots`` from ``row_slots``, None for a taken card): open ones
    face up, secret ones as backs (face up in the peeker's view), hoverable and outlined while picking."""
    pick = decision == "pick"
    positions, size = row_positions(row, len(slots)), row_card(row, len(slots))
    sprites = [CardSprite(lab_face(kind, size, symbols), pos=positions[i], key=("open", i, kind))
               for i, kind in enumerate(slots) if kind is not None]
    for k, kind in enumerate(row_secret):
        pos = positions[len(slots) + k]
        if kind == "hidden":
            sprites.append(CardSprite(secret_back(size), pos=pos, key=("secret", k, None)))
        elif kind is not None:  # the peeker's private view
            sprites.append(CardSprite(lab_face(kind, size, symbols), secret_back(size), pos=pos,
                                      key=("secret", k, kind)))
    for s in sprites:
        s.hoverable = pick
        s.highlight = theme.GOOD if pick else None
    return sprites


DISPLAY_TOP = 28  # the display's cards under the tasks' title and the colour mixing
DISPLAY_FOOT = 8  # below them, room for the outline of the cards one may take


def title_room() -> int:
    """The line of the lab row's and the tasks' titles (and the task deck's count): as at 100 %, or
    at a larger text size as tall as a title at the player's size."""
    room = ROW_CARDS_TOP - 8
    return room if access.text_scale() <= 1 else max(room, theme.font(access.scaled(16), True).get_linesize())


def row_cards_top() -> int:
    """The lab row's cards' top, under its title line."""
    return 8 + title_room()


def display_top() -> int:
    """The displayed tasks' top, under the tasks' title line."""
    return DISPLAY_TOP + title_room() - (ROW_CARDS_TOP - 8)



def display_size(tasks: pygame.Rect) -> tuple[int, int]:
    """The displayed tasks' size: as wide as three fit beside the deck, and taller at a larger text
    size as far as the area holds them (their words take the height)."""
    return cardsize.grown(TASK, (TASK[0], tasks.height - display_top() - DISPLAY_FOOT), each=True)


def display_positions(tasks: pygame.Rect, n: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """The task deck's centre and the n display slots' centres."""
    y = tasks.y + display_top() + display_size(tasks)[1] // 2  # under the title, leaving a line for the points table
    deck = (tasks.x + 14 + TASK_DECK[0] // 2, y)
    # deck, then the display with a margin on the right wide enough for the glow and the hover zoom
    x0 = tasks.x + 14 + TASK_DECK[0] + 14
    return deck, [(x0 + i * (TASK[0] + 8) + TASK[0] // 2, y) for i in range(n)]


def display_sprites(tasks: pygame.Rect, deck_count: int, display: list, decision: str,
                    symbols: bool) -> list[CardSprite]:
    """The task deck (while it has cards) and the displayed tasks, outlined while one may be taken."""
    deck_pos, slots = display_positions(tasks, len(display))
    take = decision in ("pick", "new-task")
    sprites = []
    if deck_count:
        sprites.append(CardSprite(task_back(TASK_DECK), pos=deck_pos, key=("taskdeck",), hoverable=take))
    size = display_size(tasks)
    sprites += [CardSprite(task_face(tid, size, symbols), pos=slots[slot], key=("display", slot, tid), hoverable=True)
                for slot, tid in enumerate(display) if tid is not None]
    for s in sprites:
        s.highlight = theme.GOOD if take else None
    return sprites


def bench_front_slot(front: pygame.Rect, i: int) -> tuple[int, int]:
    """Centre of the viewer's i-th influence card in front (0: dealt face up / placed, 1: the other)."""
    return (front.x + INF[0] // 2 + 10 + i * (INF[0] + 16), front.y + 26 + INF[1] // 2)


def laid_slot(front: pygame.Rect, onto: str) -> tuple[int, int]:
    """Where the viewer's committed card lies: on the card it covers (face up or face down), a little
    aside so that card still shows under it."""
    x, y = bench_front_slot(front, 1 if onto == FACE_DOWN else 0)
    return x + 8, y + 6


LAB_TOP = 32  # the viewer's lab cards under their heading


def lab_size(lab: pygame.Rect, n: int) -> tuple[int, int]:
    """The viewer's lab cards' size: at a larger text size wider as far as n lie side by side, and as
    tall as the area holds (their names grow)."""
    large = cardsize.grown(LAB_ME, (None, lab.height - LAB_TOP), each=True)
    return cardsize.in_row(LAB_ME, large, n, lab.width - 12, gap=6)


def lab_slots(lab: pygame.Rect, n: int) -> list[tuple[int, int]]:
    """Centres of the viewer's n lab cards (they close up when many)."""
    width, height = lab_size(lab, n)
    return geometry.row(pygame.Rect(lab.x + 6, lab.y + LAB_TOP, lab.width - 12, height), n, width, gap=6,
                        align="left")


TASK_LEAST = 96  # the narrowest open task card: its name on two lines, its flasks side by side
TASK_GAP = 10
DONE_ROOM = 240  # the right end of the viewer's task area that the Completed list keeps


def done_in_heading() -> bool:
    """At a larger text size the Completed list lies along the Tasks heading's line, so the open
    tasks take the area's whole width (eight side by side keep their names at the player's size)."""
    return access.text_scale() > 1


def crowded(tasks: pygame.Rect, n: int) -> bool:
    """At a larger text size: whether n open tasks at their narrowest overflow the area's width, so
    that each lies partly under the next (they then lie as at 100 %)."""
    return done_in_heading() and n * TASK_LEAST + TASK_GAP * (n - 1) > tasks.width - 24


LIST_FROM = 8  # at a larger text size this many open tasks (until crowded) lie as a list
LIST_GAP = 4  # between the list's lines, where their words leave room for it


def task_list(tasks: pygame.Rect, n: int) -> bool:
    """At a larger text size: whether n open tasks lie as a list, two lines side by side and each
    a task on one line, rather than as cards. Eight to ten cards side by side are too narrow for a
    long name at the floor ('Ink Chromatography' would need four lines at ten) and the bench has no
    room for taller ones; on a line every name is whole at the player's size or near it."""
    return done_in_heading() and n >= LIST_FROM and not crowded(tasks, n)


def list_pitch(tasks: pygame.Rect, n: int) -> int:
    """From one line of the list of n tasks to the next: the room under the heading shared by its rows."""
    return (tasks.height - heading_room()) // ((n + 1) // 2)


def task_row_width(tasks: pygame.Rect, n: int) -> int:
    """The width the viewer's n open tasks lie in (from 12 in): left of the Completed list, or all of
    the area but its margins where that list lies along the heading (unless they are crowded)."""
    return tasks.width - 24 if done_in_heading() and not crowded(tasks, n) else tasks.width - DONE_ROOM


def task_size(tasks: pygame.Rect, n: int) -> tuple[int, int]:
    """The viewer's open task cards narrow (down to ``TASK_LEAST``) as they grow in number, so that
    up to eight stand side by side with every name and flask whole; past that they overlap. At a
    larger text size they grow, wider while the row has room (a name on one line) and as tall as
    the area holds (their words take the height); eight to ten are lines of a list (``task_list``);
    crowded: as at 100 %."""
    if crowded(tasks, n):
        return TASK_LEAST, TASK[1]
    if task_list(tasks, n):  # a line of the list: half the row, its pitch less a gap the words leave
        pitch = list_pitch(tasks, n)
        least = theme.font(cardsize.floor_px(15), True).get_height()
        return (task_row_width(tasks, n) - TASK_GAP) // 2, min(pitch, max(least, pitch - LIST_GAP))
    room = task_row_width(tasks, n) - (0 if done_in_heading() else 12)  # (beside the column: its margin too)
    width = (room - TASK_GAP * (n - 1)) // max(1, n)
    return cardsize.grown((max(TASK_LEAST, min(TASK[0], width)), TASK[1]),
                          (max(TASK_LEAST, width), tasks.height - heading_room()), each=True)


def task_slots(tasks: pygame.Rect, n: int) -> list[tuple[int, int]]:
    """Centres of the viewer's n open tasks (left of the Completed list, or under it; a list's
    lines two by two)."""
    width, height = task_size(tasks, n)
    if task_list(tasks, n):  # reading order: left to right, then down
        pitch = list_pitch(tasks, n)
        return [(tasks.x + 12 + (i % 2) * (width + TASK_GAP) + width // 2,
                 tasks.y + heading_room() + (i // 2) * pitch + height // 2) for i in range(n)]
    return geometry.row(pygame.Rect(tasks.x + 12, tasks.y + heading_room(), task_row_width(tasks, n), height), n,
                        width, gap=TASK_GAP, align="left")


def task_lifts(size) -> bool:
    """Whether a viewer's task of ``size`` swells under the pointer: a card does; a line of the list
    does not (swollen as much, it would reach over the next column; the magnifier shows it whole)."""
    return not is_line(size)


def own_task_faces(tasks: pygame.Rect, held: list[str], symbols: bool) -> list[pygame.Surface]:
    """The faces of the viewer's open tasks: their words at the player's size while the cards lie
    side by side; in a crowded row, where each lies partly under the next, as at 100 % (a larger
    name, badge or token would be half hidden)."""
    size, grow = task_size(tasks, len(held)), not crowded(tasks, len(held))
    return [task_face(tid, size, symbols, grow=grow) for tid in held]


# --- inside an opponent's panel -------------------------------------------------------------------
def bench_spot(rects: dict[str, pygame.Rect], what: str) -> tuple[int, int]:
    """Where the viewer's front / hand / lab / tasks / score is on the bench (for animations)."""
    if what == "score":  # the points, at the right of the viewer's line
        r = rects["me_info"]
        return (r.right - 220, r.centery)
    return rects[{"front": "me_front", "lab": "me_lab", "tasks": "me_tasks", "hand": "me_hand"}[what]].center


def bench_landing(rects: dict[str, pygame.Rect], info: dict, what: str, size) -> tuple[tuple[int, int], float]:
    """Where a card of ``size`` the viewer takes comes to rest (the next lab or task slot of the
    bench), and at what scale."""
    if what == "lab":
        n = max(1, len(info["lab"]))
        return lab_slots(rects["me_lab"], n)[-1], lab_size(rects["me_lab"], n)[0] / size[0]
    n, tasks = max(1, len(info["tasks"])), rects["me_tasks"]
    width, height = task_size(tasks, n)
    # onto a line of the list a card shrinks to the line's height (as wide, it would be several lines tall)
    return task_slots(tasks, n)[-1], height / size[1] if task_list(tasks, n) else width / size[0]


def panel_spot(panel: pygame.Rect, what: str) -> tuple[int, int]:
    """Where a seat's front / hand / lab / tasks / score is in its panel (for animations)."""
    return {"front": (panel.x + 50, panel.y + 80), "hand": (panel.x + 50, panel.y + 80),
            "lab": (panel.centerx, panel.y + 126), "tasks": (panel.centerx, panel.y + 159),
            "score": (panel.right - 60, panel.y + 18)}[what]


def panel_front_slot(panel: pygame.Rect, i: int) -> tuple[int, int]:
    """Centre of the i-th small influence card in front of a seat (0: face up / placed)."""
    w, h = small_card(panel)
    return (panel.x + 12 + w // 2 + i * (w + 4), panel.y + 40 + drops()[0] + h // 2)


PANEL_ROOM = 206  # an opponent panel's height that its lines fill with the small cards at 100 %


def small_card(panel: pygame.Rect) -> tuple[int, int]:
    """An opponent's influence cards' size: larger with the text as far as a panel taller than
    ``PANEL_ROOM`` gives them the height (their numbers grow)."""
    return cardsize.grown(INF_SMALL, (None, INF_SMALL[1] + max(0, panel.height - PANEL_ROOM)))


def drops(panel: pygame.Rect | None = None) -> tuple[int, int]:
    """How far an opponent panel's lines move down at a larger text size, so its name line and its
    tags line are as tall as their words at 1.3 times: (the influence row's, the tags' and below;
    with the ``panel``, also below its larger influence cards). The panel's foot keeps the room (its
    second row of task chips ends a few pixels above it)."""
    if access.text_scale() <= 1:
        return 0, 0
    title = min(4, max(0, theme.font(access.scaled(18), True).get_linesize() - TITLE_ROOM))
    cards = 0 if panel is None else small_card(panel)[1] - INF_SMALL[1]
    return title, title + cards + min(3, max(0, theme.font(access.scaled(16)).get_linesize() - TAGS_ROOM))


def panel_token_spot(panel: pygame.Rect, i: int) -> tuple[int, int]:
    """Centre of the i-th lab token in a panel's line of tokens (kept inside the panel)."""
    return (min(panel.x + 26 + TOKEN_STEP * i, panel.right - 30), panel_spot(panel, "lab")[1])


# --- painting ---------------------------------------------------------------------------------------
def draw_headline(surf, rects: dict[str, pygame.Rect], headline: str, note: str) -> None:
    """The banner's line (round and phase) and a note across the lab row, as large as they fit."""
    banner, row = rects["banner"], rects["row"]
    labels.draw(surf, headline, (banner.x, banner.y + 8), 26, theme.TEXT, True, width=banner.width,
                height=banner.height - 8, cut=False)
    if note:
        labels.draw(surf, note, row.center, 18, theme.TEXT_DIM, anchor="center", width=row.width - 24, cut=False)


def badge_rects(places: list[int], x: int, y: int) -> list[tuple[int, pygame.Rect]]:
    """Each pick-order badge's place and circle's box, the first centred on (x, y) (hover text)."""
    return [(place, pygame.Rect(x + i * BADGE_STEP - 13, y - 13, 26, 26)) for i, place in enumerate(places)]


def draw_badges(surf, places: list[int], picked: int, x: int, y: int) -> int:
    """The seat's pick-order places (1-based) from ``x``; returns the x after them. A place already
    picked is a hollow ring, not only a greyer colour."""
    for place in places:
        if place - 1 < picked:
            pygame.draw.circle(surf, theme.LINE, (x, y), 13, 2)
            digit = theme.text(str(place), 16, theme.TEXT_DIM, bold=True)
        else:
            pygame.draw.circle(surf, theme.WARN, (x, y), 13)
            digit = theme.text(str(place), 16, theme.BG_DARK, bold=True)
        surf.blit(digit, digit.get_rect(center=(x, y)))
        x += BADGE_STEP
    return x


@dataclass(frozen=True)
class Pile:
    """A pile left of the lab row: its layout name (also its words' key), where it lies, its count."""
    name: str
    rect: pygame.Rect
    count: int


def piles(rects: dict[str, pygame.Rect], obs: dict) -> list[Pile]:
    """The piles shown: the influence deck and its used cards (standard game only), the chemicals
    and secret decks and the lab cards out of the game. Drawing and hover both ask this."""
    shown = [("lab_deck", obs["basic_deck"]), ("secret_deck", obs["secret_deck"]), ("lab_discard", obs["lab_discard"])]
    if obs["variant"] == "standard":
        shown = [("inf_deck", obs["influence_deck"]), ("inf_discard", len(obs["influence_discard"]))] + shown
    return [Pile(name, pygame.Rect(rects[name]), count) for name, count in shown]


def _pile_face(pile: Pile, obs: dict) -> pygame.Surface:
    size = pile.rect.size
    if pile.name == "inf_discard":
        return influence_face(obs["influence_discard"][-1], size)
    return {"inf_deck": influence_back, "secret_deck": secret_back}.get(pile.name, basic_back)(size)


def listed(rects: dict[str, pygame.Rect]) -> bool:
    """Whether the table lists the piles down one column, each pile's name and count beside it (the
    larger text's table: under the piles, names at the player's size would meet)."""
    return rects["inf_deck"].x == rects["inf_discard"].x


def column_right(rects: dict[str, pygame.Rect]) -> int:
    """The right end of the piles' column, clear of the lab row."""
    return rects["row"].x - 8


def personal_set_rect(rects: dict[str, pygame.Rect]) -> pygame.Rect:
    """Where the advanced and two-player games show the personal influence set: the places of the
    influence deck and its used pile, which those games do not have (listed: across the column)."""
    area = rects["inf_deck"].union(rects["inf_discard"])
    if listed(rects):
        area.width = column_right(rects) - area.x
    return area


def draw_personal_set(surf, rects: dict[str, pygame.Rect], values: list[int]) -> None:
    """Every player's own influence set, as its cards side by side in the piles' place, named under
    them like a pile: "1-6 sets" (listed: the cards and the name share the two piles' rows, the
    numbers in the middle of cards that lie apart)."""
    area = personal_set_rect(rects)
    name = words.personal_sets(values)
    if listed(rects):
        line = theme.font(labels.label_px(name, 16, area.width)).get_linesize()
        width = min(round((area.height - line) * 5 / 7), (area.width - 4 * (len(values) - 1)) // len(values))
        size = (width, round(width * 7 / 5))
        for i, value in enumerate(values):
            surf.blit(influence_face(value, size), (area.x + i * (size[0] + 4), area.y))
        labels.draw(surf, name, (area.x, area.bottom - line), 16, theme.TEXT_DIM, width=area.width, height=line)
        return
    size = (round(area.height * 5 / 7), area.height)  # an influence card's proportions, the piles' height
    step = geometry.row_step(area.width, len(values), size[0], gap=2)  # they overlap as a fan: each number shows
    for i, value in enumerate(values):
        surf.blit(influence_face(value, size, corner=True), (round(area.x + i * step), area.y))
    labels.draw(surf, name, (area.centerx, area.bottom + 10), 16, theme.TEXT_DIM,
                anchor="midtop", width=PILE_NAME_WIDTH * 2, height=PILE_NAME_ROOM)


def draw_pile(surf, pile: Pile, obs: dict, line: PileLine | None = None) -> None:
    """A pile as a stack (a few edges under its top card, an outline when empty), its count on a
    pill across its foot and its name under it; listed (``line``): its name and then its count on
    a pill beside it."""
    r = pile.rect
    if pile.count:
        face = _pile_face(pile, obs)
        for k in range(min(PILE_DEPTH, pile.count - 1), 0, -1):
            edge = r.move(2 * k, -2 * k)
            pygame.draw.rect(surf, theme.BG_DARK, edge, border_radius=6)
            pygame.draw.rect(surf, theme.LINE, edge, 1, border_radius=6)
        if pile.name == "lab_discard":  # out of the game: the backs lie greyed
            face = face.copy()
            face.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(face, r)
    else:
        pygame.draw.rect(surf, theme.LINE, r, 2, border_radius=6)
    if line is not None:
        theme.blit_text(surf, line.name, line.name_at.topleft, line.px, theme.TEXT_DIM)
        count = labels.text(str(pile.count), 16, theme.TEXT, True, height=line.pill.height)
        theme.panel(surf, line.pill, theme.BG_DARK, theme.LINE, radius=8, width=1)
        surf.blit(count, count.get_rect(center=line.pill.center))
        return
    count = labels.text(str(pile.count), 16, theme.TEXT, True, height=PILE_COUNT_ROOM)
    pill = count.get_rect(center=(r.centerx, r.bottom - 6)).inflate(12, 2)
    theme.panel(surf, pill, theme.BG_DARK, theme.LINE, radius=8, width=1)
    surf.blit(count, count.get_rect(center=pill.center))
    name, at = pile_name(pile)
    theme.blit_text(surf, name, at, labels.label_px(name, 16, PILE_GROWN_WIDTH, PILE_NAME_ROOM), theme.TEXT_DIM,
                    anchor="midtop")


PILE_LINE_GAP = 5  # between a listed pile's stack (its top edges) and its name, and its name and count


@dataclass(frozen=True)
class PileLine:
    """A listed pile's words beside it: its name at ``px`` in ``name_at``, its count's pill."""
    name: str
    px: int
    name_at: pygame.Rect
    pill: pygame.Rect


def pile_line(pile: Pile, right: int) -> PileLine:
    """A listed pile's line, from the pile's top edges to ``right`` (the column's end): its name as
    large as the line and the room before the count hold it, its count's pill at the end."""
    r, name = pile.rect, words.pile_name(pile.name)
    x = r.right + 2 * PILE_DEPTH + PILE_LINE_GAP
    line = r.height + 2 * PILE_DEPTH  # the pile's line: its stack and the edges above it
    count_px = labels.label_px("00", 16, height=line, bold=True)
    pill = pygame.Rect(0, 0, theme.font(count_px, True).size(str(max(10, pile.count)))[0] + 12,
                       theme.font(count_px, True).get_height() + 2)
    pill.midright = (right, r.centery)
    px = labels.label_px(name, 16, pill.x - PILE_LINE_GAP - x, line)
    at = pygame.Rect((x, 0), theme.font(px).size(name))
    at.centery = r.centery
    return PileLine(name, px, at, pill)


def pile_area(pile: Pile, rects: dict[str, pygame.Rect]) -> pygame.Rect:
    """Where a pile is hovered: the stack, and listed with its line beside it."""
    if not listed(rects):
        return pygame.Rect(pile.rect)
    line = pile_line(pile, column_right(rects))
    return pile.rect.union(line.name_at).union(line.pill)


def pile_name(pile: Pile) -> tuple[str, tuple[int, int]]:
    """A pile's name as drawn under it (cut only where it is too wide at 100 %), and where its top centre goes."""
    return labels.fitted(words.pile_name(pile.name), 16, PILE_NAME_WIDTH)[0], (pile.rect.centerx, pile.rect.bottom + 10)


def pile_tips(rects: dict[str, pygame.Rect], obs: dict, canvas: pygame.Rect) -> list[Tip]:
    """Each pile's hover text, its words wrapped in full: above the pile in the piles' column, left
    of the lab row (its cards may be choices); when large text makes it too tall for that, wider
    above the row's top edge, never down over the viewer's bench."""
    row = rects["row"]
    column = pygame.Rect(4, 4, row.x - 12, rects["prompt"].bottom)
    tips = []
    for pile in piles(rects, obs):
        tip = Tip(pile_area(pile, rects), " ".join(words.pile_tip(pile.name, pile.count)), width=TIP_WIDTH,
                  within=column)
        if tip_layout(tip, canvas)[1].top > pile.rect.top:  # it went below the pile
            tip = Tip(tip.rect, tip.text, width=2 * TIP_WIDTH, within=pygame.Rect(4, 4, row.right, row.y - 8))
        tips.append(tip)
    if obs["variant"] != "standard":  # the personal sets: what the variant says of them
        tips.append(Tip(personal_set_rect(rects), _(SPEC.variant(obs["variant"]).description), width=TIP_WIDTH,
                        within=column))
    return tips


def reference_columns(points: dict[int, int]) -> list[tuple[str, str]]:
    """The reference card's columns: (units, points), fewest units first."""
    return [(str(u), str(p)) for u, p in sorted(points.items())]


def reference_lines(rect: pygame.Rect) -> tuple[int, list[int], int, int]:
    """The reference card's lines: the title's top, the two rows' tops, a row's height and the
    note's top. At a larger text size the rows take the room the padding leaves (their words grow);
    a card made taller for that size (``roomy``) has a taller title line and the note on two lines,
    and one taller still the colour mixing's line above the note (``mixing_top``)."""
    if access.text_scale() <= 1:
        return rect.y + 6, [rect.y + 32, rect.y + 54], 22, rect.bottom - 24
    lines = len(reference_note_lines(rect))
    line = theme.font(access.scaled(16) if roomy(rect) else 16).get_linesize()
    note = rect.bottom - lines * line - (6 if lines > 1 else 1)
    rows = rect.y + 4 + reference_title_room(rect)
    height = (note - (mixing_line() + 2 if mixing_on_card(rect) else 0) - rows) // 2
    return rect.y + 4, [rows, rows + height], height, note


def mixing_line() -> int:
    """The colour mixing's line on the reference card: as tall as a word at the player's size."""
    return theme.font(access.scaled(16), True).get_linesize()


def mixing_on_card(rect: pygame.Rect) -> bool:
    """Whether the colour mixing lies on the reference card, above its note (a card made tall enough
    at a larger text size: beside the tasks' title its signs could not grow with the deck's count)."""
    line = theme.font(access.scaled(16)).get_linesize()
    return roomy(rect) and rect.height >= access.scaled(REFERENCE_TITLE_ROOM) + 4 * line + mixing_line() + 14


def mixing_top(rect: pygame.Rect) -> int:
    """The top of the colour mixing's line on the reference card (``mixing_on_card``)."""
    _title, rows, height, _note = reference_lines(rect)
    return rows[1] + height


REFERENCE_TITLE_ROOM = 26  # the reference card's title line at 100 %


def roomy(rect: pygame.Rect) -> bool:
    """Whether the reference card holds its title, its two rows and a two-line note at the player's size."""
    line = theme.font(access.scaled(16)).get_linesize()
    return access.text_scale() > 1 and rect.height >= access.scaled(REFERENCE_TITLE_ROOM) + 4 * line + 10


def reference_note_lines(rect: pygame.Rect) -> list[str]:
    """The reference card's note: on one line, or on a roomy card two where one holds it only smaller
    than the player's size."""
    if not roomy(rect):
        return [words.reference_note()]
    return theme.wrap(words.reference_note(), rect.width - 24, access.scaled(16), max_lines=2)


def reference_title_room(rect: pygame.Rect) -> int:
    """The reference card's title line: at the player's size on a roomy card."""
    return access.scaled(REFERENCE_TITLE_ROOM) if roomy(rect) else REFERENCE_TITLE_ROOM


def draw_reference(surf, rect: pygame.Rect) -> None:
    """The points reference card: points by the units a task needs, and how a secondary colour counts."""
    theme.panel(surf, rect, theme.CREAM, theme.ACCENT, radius=10, width=2)
    title_y, rows, height, note_y = reference_lines(rect)
    labels.draw(surf, _(words.REFERENCE_TITLE), (rect.x + 12, title_y), 18, theme.INK, True, width=rect.width - 24,
                height=reference_title_room(rect), cut=False)
    names = words.reference_labels()
    px = min(labels.label_px(t, 16, rect.width // 3, height, True) for t in names)  # both rows' names at one size
    label_width = max(theme.text(t, px, theme.INK, bold=True).get_width() for t in names) + 14
    columns = reference_columns(content().points)
    step = (rect.width - 24 - label_width) // len(columns)
    for row, (label, y) in enumerate(zip(names, rows)):
        theme.blit_text(surf, label, (rect.x + 12, y), px, theme.INK, bold=row == 1)
        for i, column in enumerate(columns):
            labels.draw(surf, column[row], (rect.x + 12 + label_width + i * step + step // 2, y), 16 + 2 * row,
                        theme.INK, row == 1, "midtop", width=step - 2, height=height, cut=False)
    if mixing_on_card(rect):
        draw_colour_mixing(surf, rect.x + 12, mixing_top(rect), theme.INK, mixing_line())
    if len(reference_note_lines(rect)) == 1:
        labels.draw(surf, words.reference_note(), (rect.x + 12, note_y), 16, theme.INK, width=rect.width - 24,
                    height=rect.bottom - note_y)
        return
    for line in reference_note_lines(rect):
        note_y = theme.blit_text(surf, line, (rect.x + 12, note_y), access.scaled(16), theme.INK).bottom


MIXES = (("yellow", "blue", "green"), ("yellow", "red", "orange"), ("red", "blue", "purple"))
MIX_TOKEN = 10


def draw_colour_mixing(surf: pygame.Surface | None, x: int, y: int, colour=theme.TEXT, line: int | None = None) -> int:
    """The colour mixing on one line of tokens (shape and letter on each): Y + B = G, Y + R = O,
    R + B = P. Returns where the line ends; with no surface it only measures. On a ``line`` that
    tall (the reference card's at a larger text size) the signs grow to the line, the tokens to it."""
    radius = MIX_TOKEN if line is None else max(MIX_TOKEN, (line - 4) // 2)
    px = 16 if line is None else labels.label_px("=", 16, height=line, bold=True)

    def put(kind: str) -> None:
        nonlocal x
        if surf is not None:
            surf.blit(token(kind, radius), (x, y + (0 if line is None else (line - 2 * radius - 2) // 2)))
        x += 2 * radius + 3

    def sign(text: str) -> None:
        nonlocal x
        if surf is not None:
            theme.blit_text(surf, text, (x, y - 1 if line is None else y), px, colour, bold=True)
        x += theme.font(px, True).size(text)[0] + 3
    for i, (a, b, mixed) in enumerate(MIXES):
        if i:
            x += 12
        put(a), sign("+"), put(b), sign("="), put(mixed)
    return x - 3


def draw_piles(surf, rects: dict[str, pygame.Rect], obs: dict) -> None:
    """The piles (or, in the advanced and two-player games, the personal influence sets), the task
    deck's count and the points reference card."""
    if obs["variant"] != "standard":
        draw_personal_set(surf, rects, obs["personal_set"])
    for pile in piles(rects, obs):
        draw_pile(surf, pile, obs, pile_line(pile, column_right(rects)) if listed(rects) else None)
    tasks = rects["tasks"]
    title = area_title(rects, "tasks")  # drawn with the areas
    on_card = mixing_on_card(rects["reference"])
    mixing = tasks.right - (0 if on_card else 12 + draw_colour_mixing(None, 0, 0))
    x = tasks.x + 12 + max(58, title.get_width() + 12)
    labels.draw(surf, words.tasks_in_deck(obs["task_deck"]), (x, tasks.y + 6), 16, theme.TEXT_DIM,
                width=mixing - 12 - x, height=title_room(), cut=False)
    if not on_card:  # right of the tasks' title: where the colours a task asks for are read
        draw_colour_mixing(surf, mixing, tasks.y + 6)
    draw_reference(surf, rects["reference"])


def draw_areas(surf, rects: dict[str, pygame.Rect]) -> None:
    """The table's fixed picture: the background, the row, task and bench panels and the area titles."""
    surf.fill(theme.BG)
    theme.panel(surf, rects["row"], theme.PANEL)
    theme.panel(surf, rects["tasks"], theme.PANEL)
    theme.panel(surf, pygame.Rect(rects["me_info"].x, rects["me_info"].y, rects["me_info"].width,
                                  rects["prompt"].bottom - rects["me_info"].y), theme.PANEL)
    for name in ("row", "tasks"):
        surf.blit(area_title(rects, name), (rects[name].x + 12, rects[name].y + 6))


def area_title(rects: dict[str, pygame.Rect], name: str) -> pygame.Surface:
    """The lab row's or the tasks' title, as large as the line above their cards holds."""
    return labels.text(_(words.AREA_TITLES[name]), 16, theme.TEXT_DIM, True, width=rects[name].width // 3,
                       height=title_room())


def hint_ring(card: pygame.Rect) -> pygame.Rect:
    """The outer edge of the Hint's ring around a card."""
    return card.inflate(2 * HINT_RING, 2 * HINT_RING)


def secret_marker(row: pygame.Rect, obs: dict) -> tuple[pygame.Surface, pygame.Rect] | None:
    """'only you see these' above the secret cards the viewer has peeked at, and where it goes (None
    when none are seen): in the gap over the cards that a ring around one of them leaves free."""
    if all(k in (None, "hidden") for k in obs["row_secret"]):
        return None
    first_secret = secret_positions(row, obs)[0]
    # over the two secret cards, or wider at a larger text size (kept inside the row), above the Hint's ring
    card = row_card(row, len(row_slots(obs)))[0]
    width = 2 * card if access.text_scale() <= 1 else row.width // 3
    caption = labels.text(_(words.ONLY_YOU), 16, theme.WARN, True, width=width,
                          height=row_cards_top() - MARKER_TOP - HINT_RING)
    place = caption.get_rect(midtop=(first_secret[0] + card // 2 + 5, row.y + MARKER_TOP))
    return caption, place.clamp(row.inflate(-16, 0))


def draw_secret_marker(surf, row: pygame.Rect, obs: dict) -> None:
    marker = secret_marker(row, obs)
    if marker is not None:
        surf.blit(*marker)


def _title_room(p: pygame.Rect, places: int, score: int) -> tuple[int, int]:
    """Where an opponent's name line starts, and how wide it may be (between its pick-order badges
    and its score)."""
    x = p.x + 18 + BADGE_STEP * places - 4
    return x, p.right - 12 - score_label(score, p).get_width() - 12 - x


def opponent_words(p: pygame.Rect, label: str, tags: list[str], seat: Seat, places: int,
                   score: int) -> tuple[str, list[str]]:
    """An opponent's name line and tags: where 'Boris · AI random' would be cut (six seats in
    Russian), the name alone, its AI level first on the tags' line."""
    if seat.kind != "ai" or theme.font(18, True).size(label)[0] <= _title_room(p, places, score)[1]:
        return label, tags
    return shown_name(seat.name), [words.ai_tag(seat.level)] + tags


def opponent_title(p: pygame.Rect, label: str, places: int, score: int) -> tuple[str, pygame.Rect]:
    """An opponent's name line as drawn ('Boris · AI medium', cut to fit between its pick-order
    badges and its score) and where it lies; drawing and the hover text of a cut name ask this."""
    x, room = _title_room(p, places, score)
    shown, px = labels.fitted(label, 18, room, TITLE_ROOM + drops()[0], True)
    width, height = theme.font(px, True).size(shown)
    return shown, pygame.Rect(x, p.y + 7, width, height)


def score_label(score: int, p: pygame.Rect) -> pygame.Surface:
    """An opponent's score at the top right of its panel."""
    return labels.text(words.short_score(score), 18, theme.WARN, True, width=p.width // 3,
                       height=TITLE_ROOM + drops()[0])


def draw_opponent(surf, p: pygame.Rect, info: dict, label: str, tags: list[str], places: list[int],
                  picked: int, symbols: bool, seat: Seat) -> None:
    """One other seat's panel: badges, its label (name, and its AI level for an AI), score, influence
    in front and in hand, its tags, lab tokens and task chips (the frame of the seat to move is drawn
    live by the board)."""
    label, tags = opponent_words(p, label, tags, seat, len(places), info["score"])
    if info["committed"] and info["influence"] is None and not chosen_beside(p, info):
        tags = tags + [_(words.CHOSEN)]
    theme.panel(surf, p, theme.PANEL)
    draw_badges(surf, places, picked, p.x + 18, p.y + 18)
    score = score_label(info["score"], p)
    surf.blit(score, score.get_rect(topright=(p.right - 12, p.y + 7)))
    # the label on the first line, the tags on their own line under the influence cards: a narrow
    # panel (six players) still shows them whole
    shown, where = opponent_title(p, label, len(places), info["score"])
    title_drop, tags_drop = drops()
    theme.blit_text(surf, shown, where.topleft, labels.label_px(shown, 18, where.width, TITLE_ROOM + title_drop, True),
                    theme.TEXT, bold=True)
    cards = drops(p)[1] - tags_drop  # below the larger influence cards
    tags_y, tags_room = p.y + 86 + title_drop + cards, TAGS_ROOM + tags_drop - title_drop
    done_text, tags_text = words.tasks_done(len(info["done"])), " · ".join(tags)
    done_px = labels.label_px(done_text, 16, p.width // 3, tags_room)
    done_at = (p.right - 12, tags_y)
    if theme.font(16).size(tags_text)[0] > p.width - 32 - theme.font(done_px).size(done_text)[0]:
        # the tags need the whole line (a narrow panel, the AI level among them): the count goes up to
        # the name's line where that holds it beside the name
        done_px, right = 16, p.right - 24 - score.get_width()
        if where.right + 12 + theme.font(16).size(done_text)[0] <= right:
            done_at = (right, where.y + (where.height - theme.font(16).get_linesize()) // 2)
    done = theme.blit_text(surf, done_text, done_at, done_px, theme.TEXT_DIM, anchor="topright")
    tags_end = done.x if done_at[1] == tags_y else p.right - 12
    labels.draw(surf, tags_text, (p.x + 12, tags_y), 16, theme.TEXT_DIM, width=tags_end - p.x - 20,
                height=tags_room)
    _draw_influence(surf, p, info)
    _draw_tokens(surf, p, info, symbols)
    _draw_chips(surf, p, info["tasks"], symbols)


def _draw_influence(surf, p: pygame.Rect, info: dict) -> None:
    y, small = p.y + 40 + drops()[0], small_card(p)
    for i, v in enumerate(info["front"]):
        face = influence_card(v, small)
        surf.blit(face, face.get_rect(center=panel_front_slot(p, i)))
    placed, hx, step = _influence_line(p, info, chosen_beside(p, info))
    for text, pos, px, colour, bold in placed:
        theme.blit_text(surf, text, pos, px, colour, bold)
    for i, v in enumerate(info["hand"]):  # overlapping: the numbers as at 100 %, clear of the next card
        surf.blit(influence_card(v, small, grow=step >= small[0]), (hx + i * step, y))


def _influence_line(p: pygame.Rect, info: dict, chosen: bool) -> tuple[list[tuple], int, int]:
    """An opponent's line after its influence cards in front: the words ('chosen' if ``chosen``, the
    revealed total, "hand") as (text, where, size, colour, bold), where its hand's cards start and
    the step between them."""
    y, small = p.y + 40 + drops()[0], small_card(p)
    cx = p.x + 12 + (small[0] + 4) * len(info["front"])
    # the words beside the cards grow only while the hand still lies after them side by side
    hand = info["hand"]
    span = (small[0] + 3) * max(0, len(hand) - 1) + small[0] + 8  # the hand, with its gap
    hand_word = theme.font(16).size(words.hand_title(bool(hand)))[0] + 20  # at 100 %, with its gaps
    placed = []
    for text, dy, base, colour, bold, shown in (
            (_(words.CHOSEN), 12, 16, theme.GOOD, False, chosen),
            (words.influence_total(info), 10, 18, theme.TEXT, True, info["influence"] is not None)):
        if shown:
            room = max(0, min(p.width // 4, p.right - 10 - span - hand_word - cx - 10))
            px = labels.label_px(text, base, room, bold=bold)
            placed.append((text, (cx + 2, y + dy), px, colour, bold))
            cx += theme.font(px, bold).size(text)[0] + 8
    hx = max(cx + 12, p.x + 110) if cx > p.x + 12 else p.x + 12  # nothing in front: the hand from the left
    room = max(0, min(p.right - 10 - hx - small[0] - 8 - 3 * len(hand), p.right - 10 - hx - span))
    title = words.hand_title(bool(hand))
    px = labels.label_px(title, 16, room)
    placed.append((title, (hx, y + 12), px, theme.TEXT_DIM, False))
    hx += theme.font(px).size(title)[0] + 8
    room = p.right - 10 - hx - small[0]  # the cards overlap when a whole set does not fit
    return placed, hx, min(small[0] + 3, room // max(1, len(hand) - 1))


def chosen_beside(p: pygame.Rect, info: dict) -> bool:
    """Whether an opponent's 'chosen' lies beside the influence card it chose: where it would crowd
    their hand's cards over one another's numbers (six seats in Russian at a larger size), it joins
    their tags instead."""
    if not (info["committed"] and info["influence"] is None):
        return False
    if access.text_scale() <= 1 or len(info["hand"]) < 2:
        return True
    return _influence_line(p, info, True)[2] >= small_card(p)[0] - 2  # (a card and its edge)


def token_places(p: pygame.Rect, lab: list[str]) -> tuple[list[pygame.Rect], bool]:
    """Where a panel's lab tokens go, in a line, and whether some did not fit (an ellipsis ends it)."""
    size, y, places, x = 2 * TOKEN_RADIUS, p.y + 112 + drops(p)[1], [], p.x + 12
    for kind in lab:
        width = kind_token(kind, TOKEN_RADIUS).get_width()  # a double is two tokens, overlapping
        if x + width > p.right - 8:
            return places, True
        places.append(pygame.Rect(x, y, width, size))
        x += width + 2
    return places, False


def _draw_tokens(surf, p: pygame.Rect, info: dict, symbols: bool) -> None:
    y = p.y + 112 + drops(p)[1]
    places, cut = token_places(p, info["lab"])
    for kind, place in zip(info["lab"], places):
        surf.blit(kind_token(kind, TOKEN_RADIUS, symbols), place)
    if cut:
        theme.blit_text(surf, "…", (places[-1].right + 3 if places else p.x + 12, y), 18, theme.TEXT)
    lift = 0 if access.text_scale() <= 1 else 2  # the notes' line a little taller: its words grow 1.3 times
    if not info["lab"]:
        labels.draw(surf, _(words.NO_LAB_CARDS), (p.x + 12, y + 4 - lift), 16, theme.TEXT_DIM,
                    width=p.width // 2 - 16, height=CHIPS_TOP - 116 + lift, cut=False)
    if info["owes"]:
        labels.draw(surf, words.owes(info["owes"]), (p.right - 10, y + 4 - lift), 16, theme.BAD, anchor="topright",
                    width=p.width // 2 - 16, height=CHIPS_TOP - 116 + lift, cut=False)


def chip_places(p: pygame.Rect, tasks: list[str], symbols: bool) -> tuple[list[pygame.Rect], bool]:
    """Where a panel's task chips go, on two lines when a narrow panel needs them, and whether some
    did not fit (an ellipsis ends the second line)."""
    rows = [p.y + CHIPS_TOP + drops(p)[1], p.y + 173 + drops(p)[1]]
    row, tx, places = 0, p.x + 12, []
    for tid in tasks:
        w, h = task_chip(tid, symbols).get_size()
        if tx + w > p.right - 8 and tx > p.x + 12:
            row, tx = row + 1, p.x + 12
            if row == len(rows):
                return places, True
        places.append(pygame.Rect(tx, rows[row], w, h))
        tx += w + 4
    return places, False


def _draw_chips(surf, p: pygame.Rect, tasks: list[str], symbols: bool) -> None:
    """Task chips with their needs, on two lines when a narrow panel needs them."""
    places, cut = chip_places(p, tasks, symbols)
    for tid, place in zip(tasks, places):
        surf.blit(task_chip(tid, symbols), place)
    if cut:  # kept inside the panel's foot, up to which a taller panel's second line of chips reaches
        y = min(p.y + 173 + drops(p)[1] + 4, p.bottom - theme.font(18).get_height() - 1)
        theme.blit_text(surf, "…", (p.right - 24, y), 18, theme.TEXT)


DONE_CHIP_GAP = 8  # between the completed tasks' chips in the heading's line


def completed_heading_at(rects: dict[str, pygame.Rect]) -> tuple[int, int]:
    """Where the Completed heading starts: over its column at the right of the viewer's tasks, or
    along the Tasks heading's line, after it."""
    tasks = rects["me_tasks"]
    if not done_in_heading():
        return tasks.right - 220, tasks.y
    return tasks.x + 8 + tasks_heading_width(tasks) + 40, tasks.y


def tasks_heading_width(tasks: pygame.Rect) -> int:
    """The Tasks heading's width as ``draw_bench`` sets it."""
    heading = _(words.BENCH_TITLES["me_tasks"])
    px = labels.label_px(heading, 16, tasks.width - 16, heading_room(), bold=True)
    return theme.font(px, True).size(heading)[0]


def completed_width() -> int | None:
    """The Completed heading's room: its column's, or the line's (no bound but its height)."""
    return None if done_in_heading() else 208


def done_places(rects: dict[str, pygame.Rect], done: list[str]) -> list[tuple[str, pygame.Point]]:
    """The viewer's completed tasks listed on the bench (the last ``DONE_SHOWN``) and where each goes:
    a column under the Completed heading, or at a larger text size a row after it in the heading's line."""
    tasks = rects["me_tasks"]
    shown = done[-DONE_SHOWN:]
    x, y = completed_heading_at(rects)
    if not done_in_heading():
        return [(tid, (x, tasks.y + heading_room() + 30 * i)) for i, tid in enumerate(shown)]
    px = labels.label_px(_(words.COMPLETED), 16, None, heading_room(), True)
    x += theme.font(px, True).size(_(words.COMPLETED))[0] + 12
    places = []
    for tid in shown:
        chip = task_chip(tid)
        places.append((tid, (x, y + (heading_room() - chip.get_height()) // 2)))
        x += chip.get_width() + DONE_CHIP_GAP
    return places


def more_done_at(rects: dict[str, pygame.Rect], shown: list[tuple[str, pygame.Point]]) -> tuple[int, int]:
    """Where the "+n more" after the completed tasks' chips goes: under the column, or after the row."""
    tasks = rects["me_tasks"]
    if not done_in_heading():
        return completed_heading_at(rects)[0], tasks.y + heading_room() + 30 * len(shown)
    tid, (x, _y) = shown[-1]
    return x + task_chip(tid).get_width() + DONE_CHIP_GAP, tasks.y


def heading_room() -> int:
    """The line of the Tasks and Completed headings over the viewer's tasks: as tall as their words
    at the player's size (the task cards under it a little shorter, the completed chips lower)."""
    if access.text_scale() <= 1:
        return TASKS_TITLE_ROOM
    return max(TASKS_TITLE_ROOM, theme.font(access.scaled(16), True).get_linesize())


def panel_tips(p: pygame.Rect, info: dict, label: str, places: list[int], picked: int, symbols: bool,
               seat: Seat) -> list[Tip]:
    """An opponent panel's hover text: its label when cut to fit, its pick-order badges, its line of
    lab tokens, each task chip."""
    label, _tags = opponent_words(p, label, [], seat, len(places), info["score"])
    shown, where = opponent_title(p, label, len(places), info["score"])
    tips = [Tip(where, label)] if shown != label else []
    badges = badge_rects(places, p.x + 18, p.y + 18)
    tips += [Tip(rect, words.place_tip(place, place - 1 < picked)) for place, rect in badges]
    tokens, _cut = token_places(p, info["lab"])
    if tokens:
        tips.append(Tip(tokens[0].unionall(tokens), words.lab_tokens_tip(info["lab"])))
    chips, _cut = chip_places(p, info["tasks"], symbols)
    tips += [Tip(rect, words.task_tip(tid)) for tid, rect in zip(info["tasks"], chips)]
    return tips


def bench_tips(rects: dict[str, pygame.Rect], info: dict, places: list[int], picked: int, symbols: bool) -> list[Tip]:
    """The viewer's bench's hover text: the pick-order badges and the completed tasks' chips."""
    r = rects["me_info"]
    badges = badge_rects(places, r.x + 20, r.centery)
    tips = [Tip(rect, words.place_tip(place, place - 1 < picked)) for place, rect in badges]
    for tid, at in done_places(rects, info["done"]):
        tips.append(Tip(task_chip(tid, symbols).get_rect(topleft=at), words.task_tip(tid)))
    return tips


def draw_bench(surf, rects: dict[str, pygame.Rect], info: dict, title: str, places: list[int], picked: int,
               symbols: bool) -> None:
    """The viewer's line (badges, title, figures), the bench's headings, the chosen commitment and
    the list of completed tasks."""
    r = rects["me_info"]
    x = draw_badges(surf, places, picked, r.x + 20, r.centery)
    room = r.width // 2 if access.text_scale() <= 1 else r.width * 2 // 3  # larger figures: more of the line
    # (but not so much that a long title, an AI's in a replay, no longer fits at its 100 % size)
    room = min(room, max(r.width // 3, r.right - 12 - (x - 4 + theme.font(20, True).size(title)[0] + 16)))
    summary = labels.draw(surf, words.bench_summary(info), (r.right - 12, r.y + 8), 18, theme.WARN, True, "topright",
                          width=room, height=r.height - 8, cut=False)
    labels.draw(surf, title, (x - 4, r.y + 6), 20, theme.TEXT, True, width=summary.x - 16 - x, height=r.height - 6,
                cut=False)
    for name, heading in words.BENCH_TITLES.items():
        labels.draw(surf, _(heading), (rects[name].x + 8, rects[name].y), 16, theme.TEXT_DIM, True,
                    width=rects[name].width - 16,
                    height=heading_room() if name == "me_tasks" else BENCH_TITLE_ROOM, cut=False)
    commit = info.get("commit")
    if commit:
        labels.draw(surf, words.commit_note(commit), (rects["me_front"].x + 8, rects["me_front"].bottom - 20), 16,
                    theme.GOOD, width=rects["me_front"].width - 16, height=20, cut=False)
    labels.draw(surf, _(words.COMPLETED), completed_heading_at(rects), 16, theme.TEXT_DIM, True,
                width=completed_width(), height=heading_room(), cut=False)
    shown = done_places(rects, info["done"])
    for tid, at in shown:
        surf.blit(task_chip(tid, symbols), at)
    if len(info["done"]) > DONE_SHOWN:
        labels.draw(surf, words.more_done(len(info["done"]) - DONE_SHOWN), more_done_at(rects, shown), 16,
                    theme.TEXT_DIM, width=208, height=24 if not done_in_heading() else heading_room(), cut=False)


def draw_previews(surf, kind: str | None, lab: list[str], task_sprites, prompt_top: int | None = None,
                  display: pygame.Rect | None = None) -> None:
    """Show odds: on each task card (the viewer's and the display's) that a lab card of ``kind``
    would bring closer, how far it would then be. A tag grown with the text stays above
    ``prompt_top`` on the viewer's tasks and inside ``display`` (the tasks panel) on the display's:
    it slides over its own card's flasks rather than over the words beyond."""
    if kind is None:
        return
    rooms = {"mytask": None if prompt_top is None else pygame.Rect(0, 0, surf.get_width(), prompt_top),
             "display": display}
    shown = [(s, s.key[2]) for s in task_sprites if s.visible and s.key[0] in ("mytask", "display")]
    found = odds.advances(lab, kind, [tid for _s, tid in shown])
    tags = [(odds.advance_words(found[tid]), s.rect, tid, s.key[0]) for s, tid in shown if tid in found]
    for text, rect, _tid, place in tags:
        if not is_line(rect.size):
            draw_tags(surf, [(text, rect)], room=rooms.get(place))
    for text, rect, tid, _place in tags:  # a line of the list: it stands in for the line's needs and points
        if is_line(rect.size):
            draw_line_tag(surf, text, rect, rect.x + line_words_end(tid, rect.size) + LINE_TAG_GAP)


LINE_TAG_GAP = 8  # between a list line's name and a tag standing in for the rest of the line


def line_words_end(task_id: str, size) -> int:
    """Where a task line's id and name end (from the line's left): a preview tag may take the rest."""
    lay = task_line_layout(task_id, size)
    title = lay["title"]
    return lay["name_at"][0] + theme.font(title.size, True).size(title.lines[0])[0]
