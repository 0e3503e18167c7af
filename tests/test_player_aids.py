"""Player aids always in view: Lab Wars's sabotage chain, Explosion's flask scoring and the solo
Robot's table in plain words, Experiment's colour mixing. Each is drawn in its own place on the
board, inside it, and says what the game's own data says."""
import pygame
import pytest

from labdesk.engine.match import Match, Seat
from labdesk.ui.app import make_board, settle


def board(app, game, players, seed=3, options=None):
    seats = [Seat("human", "Ana")] + [Seat("ai", f"AI {i + 2}", "random") for i in range(players - 1)]
    b = make_board(app, Match(game, seats, seed, options or {}), autosave=False)
    app.push(b)
    settle(app)
    return b


def drawn(app) -> pygame.Surface:
    canvas = pygame.Surface(app.size)
    app.update(1 / 60)
    app.draw(canvas)
    return canvas


# --- Lab Wars ---------------------------------------------------------------------------------------
def test_the_sabotage_chain_follows_the_characters_targets():
    from labdesk.games.lab_wars.content import content
    from labdesk.games.lab_wars.pictures import sabotage_chain

    chain = sabotage_chain()
    assert chain == ["emeritus", "pi", "phd", "postdoc", "professor"]
    chars = content().characters
    assert all(chars[a].sabotages == b for a, b in zip(chain, chain[1:]))
    assert chars[chain[-1]].sabotages is None


@pytest.mark.parametrize("legends", [False, True])
def test_the_lab_wars_aid_sits_above_the_log_and_lists_the_legends_in_play(app, legends):
    from labdesk.games.lab_wars import panels

    b = board(app, "lab-wars", 3, options={"legends": legends})
    aid, log = b.rects["aid"], b.rects["log"]
    assert aid.bottom <= log.top and aid.left == log.left
    assert not any(aid.colliderect(r) for name, r in b.rects.items() if name not in ("aid",))
    rows = panels.sabotage_rows(b.table)
    assert rows[0] == ["emeritus", "pi", "phd", "postdoc", "professor"]
    assert (len(rows) > 1) == legends
    canvas = drawn(app)
    assert canvas.get_at((aid.x + 20, aid.y + 45)) != canvas.get_at((aid.x + 2, aid.y - 4))  # a chip is drawn


# --- Explosion --------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_robots_table_reads_as_plain_words(level):
    from labdesk.games.explosion.content import load
    from labdesk.games.explosion.words import ROBOT_MAKES, robot_table_lines

    table = load().robot["difficulties"][level]
    lines = robot_table_lines(level)
    assert len(lines) == len(table["rows"]) + 1 + bool(table["bonus"])
    for line, row in zip(lines, table["rows"]):
        assert ", any" not in line and " + " not in line, line  # no "Y R B = purple, any"
        result = row["result"] if row["result"] == "explode" else tuple(row["result"])
        assert line.endswith(ROBOT_MAKES[result]), line


def test_the_robots_table_speaks_russian():
    from labdesk.games.explosion.words import robot_table_lines
    from labdesk.i18n import set_language

    set_language("ru")
    assert robot_table_lines("hard")[1] == "три красных: взрыв"


@pytest.mark.parametrize("players, level", [(1, "hard"), (1, "easy"), (2, None), (4, None)])
def test_the_explosion_aids_fit_under_the_players(app, players, level):
    from labdesk.games.explosion import panels

    b = board(app, "explosion", players, options={"robot": level} if level else {})
    note = b.order_note_rect()
    bottom = b.rect["players"].bottom - 8
    flask_end = note.bottom + 4 + 22 + len(panels.FLASK_AID) * panels.AID_LINE
    assert flask_end <= bottom
    if level:
        from labdesk.games.explosion.words import robot_table_lines

        assert flask_end + 6 + 22 + len(robot_table_lines(level)) * panels.AID_LINE <= bottom
    # every player's box still holds a row of card chips
    assert b.player_box(0).height >= panels.CHIPS_Y + 22
    drawn(app)


# --- Experiment -------------------------------------------------------------------------------------
def test_the_colour_mixing_line_fits_beside_the_tasks_title(app):
    from labdesk.games.experiment import panels, words

    b = board(app, "experiment", 4)
    tasks = b.rects["tasks"]
    width = panels.draw_colour_mixing(None, 0, 0)
    title = panels.theme.font(16, True).size(panels._(words.AREA_TITLES["tasks"]))[0]
    count = panels.theme.font(16).size(words.tasks_in_deck(b.obs["task_deck"]))[0]
    assert tasks.x + 12 + max(58, title + 12) + count + 12 <= tasks.right - 12 - width
    assert 2 * panels.MIX_TOKEN + 2 <= 22  # one line, above the task cards
    drawn(app)


from helpers.take_game import app, ui_tiny_game  # noqa: E402,F401  (fixtures)


@pytest.mark.parametrize("players", [2, 4])
def test_every_chip_of_the_lab_wars_aid_stays_inside_it(app, players, monkeypatch):
    """Four legends in play take two more lines; nothing may spill onto the log."""
    from labdesk.games.lab_wars import panels

    b = board(app, "lab-wars", players, options={"legends": True})
    placed = []
    real_blit = pygame.Surface.blit

    class Recorder(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            rect = real_blit(self, source, dest, *args, **kwargs)
            placed.append(pygame.Rect(rect))
            return rect
    surf = Recorder(app.size)
    panels.draw_sabotage_aid(surf, b.table)
    aid = b.rects["aid"]
    assert placed and all(aid.contains(r) for r in placed), [r for r in placed if not aid.contains(r)]
