"""Experiment's table: where its cards lie, and the picture of the piles, the other seats' panels and
the viewer's bench, painted from the observation into the board's cached table layer.

Where things sit is named once here (the lab row, the task display, the viewer's bench, the inside of
an opponent's panel): the board's sprites, its hit map, the painting and the animations that fly cards
into place all ask the same functions.
"""
from __future__ import annotations

import pygame

from labdesk.games.experiment import odds, words
from labdesk.games.experiment.content import content
from labdesk.games.experiment.faces import (
    INF, INF_SMALL, LAB_ME, LAB_ROW, TASK, TASK_DECK, influence_back, influence_card, influence_face, kind_token,
    lab_face, secret_back, task_chip,
)
from labdesk.i18n import _
from labdesk.ui import theme
from labdesk.ui.sprites import CardSprite
from labdesk.ui.table import geometry
from labdesk.ui.table.preview import draw_tags

TOKEN_RADIUS = 13
TOKEN_STEP = 29  # a token's width and its gap
DONE_SHOWN = 4  # completed tasks listed on the viewer's bench
# the areas each decision is made in (a toast stays off them)
DECISION_AREAS = {"commit": ("me_hand", "me_front"), "play": ("me_hand", "me_front"), "pick": ("row", "tasks"),
                  "new-task": ("tasks",), "discard": ("me_lab",), "tasks": ("me_lab", "me_tasks")}


# --- the middle of the table and the viewer's bench ---------------------------------------------------
def row_positions(row: pygame.Rect, n_open: int) -> list[tuple[int, int]]:
    """Centres of the lab row's open cards, then (after a wider gap) its two secret cards."""
    gap = 10
    total = (n_open + 2) * (LAB_ROW[0] + gap) + 24
    x = row.centerx - total // 2 + LAB_ROW[0] // 2
    y = row.y + 30 + LAB_ROW[1] // 2
    out = []
    for i in range(n_open + 2):
        out.append((x, y))
        x += LAB_ROW[0] + gap + (24 if i == n_open - 1 else 0)  # a gap before the secret cards
    return out


def row_sprites(row: pygame.Rect, row_open: list, row_secret: list, decision: str, symbols: bool) -> list[CardSprite]:
    """The lab row's cards: open ones face up, secret ones as backs (face up in the peeker's view),
    hoverable and outlined while picking."""
    pick = decision == "pick"
    positions = row_positions(row, len(row_open))
    sprites = [CardSprite(lab_face(kind, LAB_ROW, symbols), pos=positions[i], key=("open", i, kind))
               for i, kind in enumerate(row_open)]
    for k, kind in enumerate(row_secret):
        pos = positions[len(row_open) + k]
        if kind == "hidden":
            sprites.append(CardSprite(secret_back(LAB_ROW), pos=pos, key=("secret", k, None)))
        elif kind is not None:  # the peeker's private view
            sprites.append(CardSprite(lab_face(kind, LAB_ROW, symbols), secret_back(LAB_ROW), pos=pos,
                                      key=("secret", k, kind)))
    for s in sprites:
        s.hoverable = pick
        s.highlight = theme.GOOD if pick else None
    return sprites


def display_positions(tasks: pygame.Rect, n: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """The task deck's centre and the n display slots' centres."""
    y = tasks.y + 28 + TASK[1] // 2  # under the title, leaving a line for the points table
    deck = (tasks.x + 14 + TASK_DECK[0] // 2, y)
    # deck, then the display with a margin on the right wide enough for the glow and the hover zoom
    x0 = tasks.x + 14 + TASK_DECK[0] + 14
    return deck, [(x0 + i * (TASK[0] + 8) + TASK[0] // 2, y) for i in range(n)]


def bench_front_slot(front: pygame.Rect, i: int) -> tuple[int, int]:
    """Centre of the viewer's i-th influence card in front (0: dealt face up / placed, 1: the other)."""
    return (front.x + INF[0] // 2 + 10 + i * (INF[0] + 16), front.y + 26 + INF[1] // 2)


def lab_slots(lab: pygame.Rect, n: int) -> list[tuple[int, int]]:
    """Centres of the viewer's n lab cards (they close up when many)."""
    return geometry.row(pygame.Rect(lab.x + 6, lab.y + 32, lab.width - 12, LAB_ME[1]), n, LAB_ME[0], gap=6,
                        align="left")


def task_slots(tasks: pygame.Rect, n: int) -> list[tuple[int, int]]:
    """Centres of the viewer's n open tasks (left of the Completed list)."""
    return geometry.row(pygame.Rect(tasks.x + 12, tasks.y + 24, tasks.width - 240, TASK[1]), n, TASK[0], gap=10,
                        align="left")


# --- inside an opponent's panel -------------------------------------------------------------------
def panel_spot(panel: pygame.Rect, what: str) -> tuple[int, int]:
    """Where a seat's front / hand / lab / tasks / score is in its panel (for animations)."""
    return {"front": (panel.x + 50, panel.y + 80), "hand": (panel.x + 50, panel.y + 80),
            "lab": (panel.centerx, panel.y + 126), "tasks": (panel.centerx, panel.y + 159),
            "score": (panel.right - 60, panel.y + 18)}[what]


def panel_front_slot(panel: pygame.Rect, i: int) -> tuple[int, int]:
    """Centre of the i-th small influence card in front of a seat (0: face up / placed)."""
    return (panel.x + 12 + INF_SMALL[0] // 2 + i * (INF_SMALL[0] + 4), panel.y + 40 + INF_SMALL[1] // 2)


def panel_token_spot(panel: pygame.Rect, i: int) -> tuple[int, int]:
    """Centre of the i-th lab token in a panel's line of tokens (kept inside the panel)."""
    return (min(panel.x + 26 + TOKEN_STEP * i, panel.right - 30), panel_spot(panel, "lab")[1])


# --- painting ---------------------------------------------------------------------------------------
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
        x += 30
    return x


def draw_piles(surf, rects: dict[str, pygame.Rect], obs: dict) -> None:
    """The influence deck and discards, the lab decks and discard pile, the task deck's count and the
    points key, and the peeker's private marker on the lab row."""
    inf, used = rects["inf_deck"], rects["inf_discard"]
    if obs["variant"] == "standard":
        surf.blit(influence_back(inf.size), inf)
        theme.blit_text(surf, str(obs["influence_deck"]), (inf.centerx, inf.bottom + 2), 16, theme.TEXT_DIM,
                        anchor="midtop")
        discards = obs["influence_discard"]
        if discards:
            surf.blit(influence_face(discards[-1], used.size), used)
        pygame.draw.rect(surf, theme.LINE, used, 2, border_radius=8)
        theme.blit_text(surf, words.influence_used(len(discards)), (used.centerx, used.bottom + 2), 16,
                        theme.TEXT_DIM, anchor="midtop")
    else:
        theme.blit_text(surf, _(words.PERSONAL), (inf.x, inf.y + 10), 16, theme.TEXT_DIM)
        theme.blit_text(surf, words.personal_sets(obs["personal_set"]), (inf.x, inf.y + 32), 16, theme.TEXT_DIM)
    theme.panel(surf, rects["lab_deck"], (46, 60, 70), radius=6)
    theme.blit_text(surf, words.lab_decks(obs["basic_deck"], obs["secret_deck"]), rects["lab_deck"].center, 16,
                    theme.TEXT, anchor="center")
    theme.panel(surf, rects["lab_discard"], theme.BG_DARK, radius=6)
    theme.blit_text(surf, words.lab_out(obs["lab_discard"]), rects["lab_discard"].center, 16,
                    theme.TEXT_DIM, anchor="center")
    tasks = rects["tasks"]
    title = theme.text(_(words.AREA_TITLES["tasks"]), 16, theme.TEXT_DIM, bold=True)  # drawn with the areas
    theme.blit_text(surf, words.tasks_in_deck(obs["task_deck"]), (tasks.x + 12 + max(58, title.get_width() + 12),
                                                                 tasks.y + 6), 16, theme.TEXT_DIM)
    theme.blit_text(surf, words.points_key(content().points), (tasks.x + 12, tasks.bottom - 25), 16, theme.TEXT_DIM)


def draw_areas(surf, rects: dict[str, pygame.Rect]) -> None:
    """The table's fixed picture: the background, the row, task and bench panels and the area titles."""
    surf.fill(theme.BG)
    theme.panel(surf, rects["row"], theme.PANEL)
    theme.panel(surf, rects["tasks"], theme.PANEL)
    theme.panel(surf, pygame.Rect(rects["me_info"].x, rects["me_info"].y, rects["me_info"].width,
                                  rects["prompt"].bottom - rects["me_info"].y), theme.PANEL)
    for name in ("row", "tasks"):
        theme.blit_text(surf, _(words.AREA_TITLES[name]), (rects[name].x + 12, rects[name].y + 6), 16, theme.TEXT_DIM,
                        bold=True)
    for name in ("inf_deck", "lab_deck"):
        theme.blit_text(surf, _(words.AREA_TITLES[name]), (rects[name].x, rects[name].y - 20), 16, theme.TEXT_DIM,
                        bold=True)


def draw_secret_marker(surf, row: pygame.Rect, obs: dict) -> None:
    """'only you see these' above the secret cards the viewer has peeked at (nothing when none are seen)."""
    if all(k in (None, "hidden") for k in obs["row_secret"]):
        return
    first_secret = row_positions(row, len(obs["row_open"]))[len(obs["row_open"])]
    theme.blit_text(surf, _(words.ONLY_YOU), (first_secret[0] + LAB_ROW[0] // 2 + 5, row.y + 8), 16, theme.WARN,
                    bold=True, anchor="midtop")


def draw_opponent(surf, p: pygame.Rect, info: dict, name: str, kind: str, tags: list[str], places: list[int],
                  picked: int, symbols: bool) -> None:
    """One other seat's panel: badges, name and what the seat is ('AI medium', '' for a person), score,
    influence in front and in hand, its tags, lab tokens and task chips (the frame of the seat to move
    is drawn live by the board)."""
    theme.panel(surf, p, theme.PANEL)
    x = draw_badges(surf, places, picked, p.x + 18, p.y + 18)
    score = theme.blit_text(surf, words.short_score(info["score"]), (p.right - 12, p.y + 7), 18, theme.WARN,
                            bold=True, anchor="topright")
    # the name and its kind on the first line, the tags on their own line under the influence cards:
    # a narrow panel (six players) still shows them whole
    room = score.x - x - 8
    kind_width = theme.text(kind, 16, theme.TEXT_DIM).get_width() + 10 if kind else 0
    shown = theme.fit(name, max(room - kind_width, room // 2), 18, bold=True)
    drawn = theme.blit_text(surf, shown, (x - 4, p.y + 7), 18, theme.TEXT, bold=True)
    if kind:
        theme.blit_text(surf, theme.fit(kind, score.x - drawn.right - 18, 16), (drawn.right + 10, p.y + 9), 16,
                        theme.TEXT_DIM)
    done = theme.blit_text(surf, words.tasks_done(len(info["done"])), (p.right - 12, p.y + 86), 16,
                           theme.TEXT_DIM, anchor="topright")
    theme.blit_text(surf, theme.fit(" · ".join(tags), done.x - p.x - 20, 16), (p.x + 12, p.y + 86), 16, theme.TEXT_DIM)
    _draw_influence(surf, p, info)
    _draw_tokens(surf, p, info, symbols)
    _draw_chips(surf, p, info["tasks"], symbols)


def _draw_influence(surf, p: pygame.Rect, info: dict) -> None:
    y = p.y + 40
    cx = p.x + 12
    for i, v in enumerate(info["front"]):
        face = influence_card(v, INF_SMALL)
        surf.blit(face, face.get_rect(center=panel_front_slot(p, i)))
        cx += INF_SMALL[0] + 4
    if info["committed"] and info["influence"] is None:
        cx += theme.blit_text(surf, _(words.CHOSEN), (cx + 2, y + 12), 16, theme.GOOD).width + 8
    if info["influence"] is not None:
        cx += theme.blit_text(surf, words.influence_total(info), (cx + 2, y + 10), 18, theme.TEXT, bold=True).width + 8
    hx = max(cx + 12, p.x + 110) if cx > p.x + 12 else p.x + 12  # nothing in front: the hand from the left
    hand = info["hand"]
    hx += theme.blit_text(surf, words.hand_title(bool(hand)), (hx, y + 12), 16, theme.TEXT_DIM).width + 8
    room = p.right - 10 - hx - INF_SMALL[0]  # the cards overlap when a whole set does not fit
    step = min(INF_SMALL[0] + 3, room // max(1, len(hand) - 1))
    for i, v in enumerate(hand):
        surf.blit(influence_card(v, INF_SMALL), (hx + i * step, y))


def _draw_tokens(surf, p: pygame.Rect, info: dict, symbols: bool) -> None:
    y = p.y + 112
    lx = p.x + 12
    for kind in info["lab"]:
        t = kind_token(kind, TOKEN_RADIUS, symbols)
        if lx + t.get_width() > p.right - 8:
            theme.blit_text(surf, "…", (lx, y), 18, theme.TEXT)
            break
        surf.blit(t, (lx, y))
        lx += t.get_width() + 3
    if not info["lab"]:
        theme.blit_text(surf, _(words.NO_LAB_CARDS), (lx, y + 4), 16, theme.TEXT_DIM)
    if info["owes"]:
        theme.blit_text(surf, words.owes(info["owes"]), (p.right - 10, y + 4), 16, theme.BAD, anchor="topright")


def _draw_chips(surf, p: pygame.Rect, tasks: list[str], symbols: bool) -> None:
    """Task chips with their needs, on two lines when a narrow panel needs them."""
    rows = [p.y + 144, p.y + 173]
    row, tx = 0, p.x + 12
    for tid in tasks:
        chip = task_chip(tid, symbols)
        if tx + chip.get_width() > p.right - 8 and tx > p.x + 12:
            row, tx = row + 1, p.x + 12
            if row == len(rows):
                theme.blit_text(surf, "…", (p.right - 24, rows[-1] + 4), 18, theme.TEXT)
                break
        surf.blit(chip, (tx, rows[row]))
        tx += chip.get_width() + 4


def draw_bench(surf, rects: dict[str, pygame.Rect], info: dict, title: str, places: list[int], picked: int,
               symbols: bool) -> None:
    """The viewer's line (badges, title, figures), the bench's headings, the chosen commitment and
    the list of completed tasks."""
    r = rects["me_info"]
    x = draw_badges(surf, places, picked, r.x + 20, r.centery)
    theme.blit_text(surf, title, (x - 4, r.y + 6), 20, theme.TEXT, bold=True)
    theme.blit_text(surf, words.bench_summary(info), (r.right - 12, r.y + 8), 18, theme.WARN, bold=True,
                    anchor="topright")
    for name, heading in words.BENCH_TITLES.items():
        theme.blit_text(surf, _(heading), (rects[name].x + 8, rects[name].y), 16, theme.TEXT_DIM, bold=True)
    commit = info.get("commit")
    if commit:
        theme.blit_text(surf, words.commit_note(commit), (rects["me_front"].x + 8, rects["me_front"].bottom - 20), 16,
                        theme.GOOD)
    tasks = rects["me_tasks"]
    x = tasks.right - 220
    theme.blit_text(surf, _(words.COMPLETED), (x, tasks.y), 16, theme.TEXT_DIM, bold=True)
    y = tasks.y + 24
    for tid in info["done"][-DONE_SHOWN:]:
        surf.blit(task_chip(tid, symbols), (x, y))
        y += 30
    if len(info["done"]) > DONE_SHOWN:
        theme.blit_text(surf, words.more_done(len(info["done"]) - DONE_SHOWN), (x, y), 16, theme.TEXT_DIM)


def draw_previews(surf, kind: str | None, lab: list[str], task_sprites) -> None:
    """Show odds: on each task card (the viewer's and the display's) that a lab card of ``kind``
    would bring closer, how far it would then be."""
    if kind is None:
        return
    shown = [(s, s.key[2]) for s in task_sprites if s.visible and s.key[0] in ("mytask", "display")]
    found = odds.advances(lab, kind, [tid for _s, tid in shown])
    draw_tags(surf, [(odds.advance_words(found[tid]), s.rect) for s, tid in shown if tid in found])
