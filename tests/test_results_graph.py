"""The results screen's score by round (or turn) and each player's points by source: the timeline
is read from the replayed game, its last point is the final score, and every game's score parts
add up to its score."""
import pytest

from labdesk import games
from labdesk.engine.history import progress
from labdesk.engine.match import Match, Seat
from labdesk.engine.timeline import score_timeline

GAMES = list(games.GAMES)
PLAYERS = {"lab-chaos": 3}


def finished_match(game: str, seed: int, players: int | None = None) -> Match:
    n = players or PLAYERS.get(game, 2)
    match = Match(game, [Seat(name=f"AI {i + 1}", kind="ai", level="random") for i in range(n)], seed)
    while not match.state.is_over():
        match.apply(match.ai_player(match.state.current_player()).choose(match.state.clone()))
    return match


@pytest.mark.parametrize("game", GAMES)
def test_the_timeline_ends_on_the_final_scores_in_the_round_the_game_ended(game):
    match = finished_match(game, 11)
    line = score_timeline(match.to_save())
    assert line is not None
    assert list(line.scores[-1]) == [float(s) for s in match.state.scores()]
    assert line.numbers[-1] == progress(match.state.observation(None)).number
    assert list(line.numbers) == sorted(set(line.numbers))  # one point per round, in order
    assert all(len(row) == len(match.state.scores()) for row in line.scores)


@pytest.mark.parametrize("game", ["experiment", "lab-chaos"])
def test_scores_that_only_grow_never_fall_on_the_graph(game):
    """Experiment's task points and Lab Chaos's penalties are only ever added."""
    line = score_timeline(finished_match(game, 5).to_save())
    for seat in range(len(line.scores[0])):
        points = line.of(seat)
        assert points == sorted(points)


def test_each_round_point_is_the_score_when_that_round_closed():
    """Checked against a second, step-by-step replay of the same Experiment game."""
    match = finished_match("experiment", 3)
    line = score_timeline(match.to_save())
    state = Match("experiment", match.seats, match.seed, match.options).state
    at_round_end = {}
    for text in match.actions:
        before = progress(state.observation(None)).number
        state.apply(state.find_action(text))
        at_round_end[before] = list(state.scores())
    assert line.unit == "round" and list(line.numbers) == list(range(1, 13))
    assert [list(row) for row in line.scores] == [at_round_end[n] for n in line.numbers]


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game", GAMES)
def test_every_players_points_by_source_add_up_to_the_score(game, seed):
    match = finished_match(game, seed)
    for seat, score in enumerate(match.state.scores()):
        parts = match.state.score_parts(seat)
        assert parts and sum(p.points for p in parts) == score, (game, seat, parts)
        assert all(p.text() for p in parts)


def test_solo_explosion_breaks_down_the_robots_points_too():
    match = finished_match("explosion", 4, players=1)
    robot = match.state.score_parts(1)
    assert sum(p.points for p in robot) == match.state.scores()[1]


def test_the_results_screen_draws_the_graph_and_the_parts(app):
    from labdesk.ui.scenes.results import ResultsScene

    match = finished_match("lab-wars", 2)
    scene = ResultsScene(app, match)
    assert scene.timeline is not None and scene._graph is not None
    assert scene._graph.get_size() == scene.graph_rect.size
    assert not scene.graph_rect.colliderect(scene.breakdown_rect)
    assert "impact cards" in scene.parts_line(0) and "lab value" in scene.parts_line(0)


from helpers.take_game import app, ui_tiny_game  # noqa: E402,F401  (fixtures)


def test_a_game_that_does_not_replay_gets_no_graph_and_no_crash(app, monkeypatch):
    from labdesk.engine.match import SaveError
    from labdesk.ui.scenes import results

    def broken(save):
        raise SaveError("move 3 cannot be replayed")
    monkeypatch.setattr(results, "score_timeline", broken)
    scene = results.ResultsScene(app, finished_match("wrong-chemistry", 1))
    assert scene.timeline is None and scene._graph is None
    assert scene.breakdown_rect.width == results.layout("results").rect("breakdown").width


@pytest.mark.parametrize("text_size, lang, players", [(100, "en", 2), (150, "ru", 2), (150, "ru", 4), (100, "en", 4)])
def test_every_rows_parts_line_lies_inside_the_winners_band(app, monkeypatch, text_size, lang, players):
    """The winner's breakdown line ("impact cards: 16 · most Nurture papers: 0 · lab value: 8") ran
    past the bottom of its green band."""
    import pygame

    from labdesk import i18n
    from labdesk.ui import access, theme
    from labdesk.ui.scenes import results

    monkeypatch.setattr(access, "text_scale", lambda: text_size / 100)
    i18n.set_language(lang)
    try:
        scene = results.ResultsScene(app, finished_match("lab-wars", 2, players))
        bands, lines = [], []
        draw_rect, blit_text = pygame.draw.rect, theme.blit_text

        def band(surf, colour, rect, *args, **kw):
            if tuple(colour) == (40, 70, 60):
                bands.append(pygame.Rect(rect))
            return draw_rect(surf, colour, rect, *args, **kw)

        def text(surf, string, pos, size=22, *args, **kw):
            drawn = blit_text(surf, string, pos, size, *args, **kw)
            lines.append((string, drawn))  # the whole line box: its descenders crossed the band's foot
            return drawn

        monkeypatch.setattr(pygame.draw, "rect", band)
        monkeypatch.setattr(theme, "blit_text", text)
        scene._render_table()
        start = scene.parts_line(scene.row_order()[0])[:12]
    finally:
        i18n.set_language("en")
    assert bands, "the winner's row has its band"
    inside = [rect for string, rect in lines if string.startswith(start) and bands[0].colliderect(rect)]
    assert inside and all(bands[0].contains(rect) for rect in inside), (bands[0], inside)


def test_each_players_line_carries_a_mark_of_its_own_shape_not_only_a_colour():
    """Six players' lines are told apart by their marks' shapes too (on the line and in the legend):
    drawn in one colour, no two marks cover the same pixels."""
    import pygame

    from labdesk.ui.table import diagram

    shapes = set()
    for k in range(len(diagram.MARKS)):
        canvas = pygame.Surface((20, 20), pygame.SRCALPHA)
        diagram.mark(canvas, k, (10, 10), 5, (255, 255, 255))
        shapes.add(pygame.image.tobytes(canvas, "RGBA"))
    assert len(shapes) == len(diagram.MARKS) == 6
