"""'Is it fair?': a game's balance in a few sentences and a small table, opened from its rules page.

The figures are ``labdesk/games/<game>/fairness.json``, written by ``tools/balance.py`` from self-play
(medium on every seat); the words are translated here, when drawn.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

import pygame

from labdesk import games
from labdesk.i18n import N_, _, ngettext, pgettext
from labdesk.resources import package_text
from labdesk.ui import access, theme
from labdesk.ui.layout import layout
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, pressed

FAIR_SPREAD = 0.05  # the first seat within 5 points of its fair share counts as fair (issue 13)
BODY_PX = 20
LINE_GAP = 1.25  # line height as a multiple of the text size
COLUMN_MIN = 150

# the balance tool's strategy names (each game's ai.py STYLES), as players read them
STYLE_WORDS = {
    "research": N_("research first"), "sabotage": N_("sabotage the leader"), "cards": N_("action cards"),
    "rush": N_("rush to publish"), "tasks": N_("hoard tasks"), "chemicals": N_("lab cards first"),
    "gambler": N_("gamble on secret cards"), "daring": N_("daring pours"), "cautious": N_("cautious pours"),
    "ender": N_("End cards first"), "reactor": N_("react to everything"), "rule-maker": N_("keep changing rules"),
    "cycler": N_("cycle the hand"),
}


def fairness_data(game_id: str) -> dict | None:
    """The game's balance figures, or None when it has none (or they do not read as figures)."""
    text = package_text(f"labdesk/games/{games.package(game_id)}/fairness.json")
    if not text:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data if isinstance(data, dict) and isinstance(data.get("seat_counts"), list) else None


def percent(share: float) -> str:
    return pgettext("percent", "{value}%").format(value=round(100 * share))


@dataclass(frozen=True)
class Table:
    """The seat table: column headings and rows of cells, all text."""
    headings: list[str]
    rows: list[list[str]]


def seat_sentences(data: dict) -> list[str]:
    """Seat fairness in one or two sentences."""
    rows = data["seat_counts"]
    if not rows:
        return [_("No table size has been measured yet.")]
    worst = max(rows, key=lambda r: abs(r["shares"][0] - 1 / r["players"]))
    gap = abs(worst["shares"][0] - 1 / worst["players"])
    fewest = min(r["games"] for r in rows)
    how = ngettext("Measured by the computer playing itself (medium level on every seat), at least {games} "
                   "game for each number of players.",
                   "Measured by the computer playing itself (medium level on every seat), at least {games} "
                   "games for each number of players.", fewest).format(games=fewest)
    if gap <= FAIR_SPREAD:
        verdict = _("The seat order hardly matters: the first player's share of wins stays within {points} "
                    "points of a fair share at every table size.").format(points=round(100 * FAIR_SPREAD))
    else:
        verdict = ngettext("The seat order matters: with {n} player the first one wins {share} of the games, "
                           "where a fair share is {fair}.",
                           "The seat order matters: with {n} players the first one wins {share} of the games, "
                           "where a fair share is {fair}.", worst["players"]).format(
            n=worst["players"], share=percent(worst["shares"][0]), fair=percent(1 / worst["players"]))
    return [verdict, how]


def seat_table(data: dict) -> Table:
    """Per seat count, each seat's share of wins (Lab Chaos: and the deals End cards decide)."""
    rows = data["seat_counts"]
    seats = max((len(r["shares"]) for r in rows), default=0)
    ends = {e["players"]: e["share"] for e in data.get("end_card_share", [])}
    headings = [_("Players")] + [_("Seat {n}").format(n=i + 1) for i in range(seats)] + [_("Fair share")]
    if ends:
        headings.append(_("Ended by an End card"))
    body = []
    for r in rows:
        cells = [str(r["players"])] + [percent(s) for s in r["shares"]] + [""] * (seats - len(r["shares"]))
        cells.append(percent(1 / r["players"]))
        if ends:
            cells.append(percent(ends[r["players"]]) if r["players"] in ends else "–")
        body.append(cells)
    return Table(headings, body)


def other_sentences(data: dict) -> list[str]:
    """The strongest strategy, Lab Chaos' End cards, solo Explosion's Robot."""
    from labdesk.games.explosion.rules import robot_level_word

    out = []
    best = data.get("strongest_strategy")
    if best:
        style = _(STYLE_WORDS[best["style"]]) if best["style"] in STYLE_WORDS else best["style"]
        out.append(ngettext("Strongest single-minded strategy: “{style}” wins {share} of {games} game with "
                            "{n} players against the medium computer (fair share {fair}).",
                            "Strongest single-minded strategy: “{style}” wins {share} of {games} games with "
                            "{n} players against the medium computer (fair share {fair}).", best["games"]).format(
            style=style, share=percent(best["share"]), games=best["games"], n=best["players"],
            fair=percent(1 / best["players"])))
    ends = data.get("end_card_share")
    if ends:
        high = max(ends, key=lambda e: e["share"])
        out.append(_("End cards decide up to {share} of the deals (at {n} players); emptying the hand is meant "
                     "to stay the main way to win.").format(share=percent(high["share"]), n=high["players"]))
    for solo in data.get("solo", []):
        out.append(_("Alone against the {level} Robot, the medium computer player wins {share} of the games.")
                   .format(level=robot_level_word(solo["robot"]), share=percent(solo["share"])))
    return out


def column_widths(table: Table, room: int, size: int) -> list[int]:
    """Column widths in pixels: each heading on one line when that fits in ``room``; else every column
    as wide as its longest word or cell, the room left shared among the headings that wrap."""
    bold, plain = theme.font(size, True), theme.font(size)
    gap = size
    columns = list(zip(table.headings, *table.rows))
    natural = [max(access.scaled(COLUMN_MIN), bold.size(h)[0] + gap) for h in table.headings]
    if sum(natural) <= room:
        return natural
    least = [max([bold.size(w)[0] for w in column[0].split()] + [plain.size(c)[0] for c in column[1:]]) + gap
             for column in columns]
    spare, wanted = max(0, room - sum(least)), [n - m for n, m in zip(natural, least)]
    total = sum(wanted) or 1
    return [m + spare * w // total for m, w in zip(least, wanted)]


class FairnessScene(Scene):
    name = "fairness"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.lay = layout("fairness")
        self.game_id = game_id
        self.data = fairness_data(game_id)
        self.drawn = pygame.Rect(0, 0, 0, 0)
        self.table_width = 0
        self.make_widgets()

    def make_widgets(self) -> None:
        self.back = button(self, self.lay.rect("back"), _("Back"), "@primary_button")

    def handle_event(self, event) -> None:
        if pressed(event) is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def paragraphs(self) -> list[str]:
        if self.data is None:
            return [_("This game has no balance figures yet.")]
        return seat_sentences(self.data)

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        area = self.lay.rect("title")
        title = _("Is it fair? — {game}").format(game=_(games.GAMES[self.game_id].title))
        size = min(theme.size_to_fit(title, area.width, access.scaled(36), 36, True),
                   theme.size_for_height(area.height, access.scaled(36), 36, True))
        theme.blit_text(surface, theme.fit(title, area.width, size, True), area.midleft, size, theme.TEXT, True, "midleft")
        box = self.lay.rect("text")
        y = self._paragraphs(surface, box, box.y, self.paragraphs())
        if self.data is not None:
            y = self._table(surface, box, y + access.scaled(BODY_PX) // 2, seat_table(self.data))
            y = self._paragraphs(surface, box, y + access.scaled(BODY_PX) // 2, other_sentences(self.data))
        self.drawn = pygame.Rect(box.x, box.y, self.table_width or box.width, y - box.y)  # the fit tests read it

    def _paragraphs(self, surface, box, y: int, texts: list[str]) -> int:
        size = access.scaled(BODY_PX)
        step = round(size * LINE_GAP)
        for text in texts:
            for line in theme.wrap(text, box.width, size):
                theme.blit_text(surface, line, (box.x, y), size, theme.TEXT)
                y += step
            y += step // 3
        return y

    def _table(self, surface, box, y: int, table: Table) -> int:
        """The table from ``y`` down; headings wrap when the columns would not fit side by side."""
        size = access.scaled(BODY_PX)
        step = round(size * LINE_GAP)
        widths = column_widths(table, box.width, size)
        self.table_width = sum(widths)
        headings = [theme.wrap(h, w - size // 2, size, True) for h, w in zip(table.headings, widths)]
        x = box.x
        for lines, width in zip(headings, widths):
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, (x, y + i * step), size, theme.TEXT_DIM, True)
            x += width
        y += step * max(len(lines) for lines in headings) + 2
        pygame.draw.line(surface, theme.LINE, (box.x, y), (box.x + sum(widths), y), 1)
        y += 6
        for row in table.rows:
            x = box.x
            for cell, width in zip(row, widths):
                theme.blit_text(surface, cell, (x, y), size, theme.TEXT)
                x += width
            y += step
        return y
