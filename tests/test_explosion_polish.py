"""Explosion's board explains itself: the turn order's reason under the players, names and scores
lowest first; the note fits under the last player's box at every player count."""
from __future__ import annotations

import pytest

import pygame

from labdesk.engine.match import Match, Seat
from labdesk.games.explosion import words as W
from labdesk.ui import theme
from helpers.i18n_fit import language
from test_explosion_board import frames, settle


def match_at_a_round_start(players: int, seed: int, round_number: int) -> Match:
    """An AI game stopped at the start of a round (nobody has played in it yet)."""
    seats = [Seat("ai", f"P{i + 1}", "easy") for i in range(players)]
    match = Match("explosion", seats, seed, {})
    while not (match.state.round == round_number and not match.state.played):
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    return match


@pytest.mark.parametrize("players", [2, 4])
def test_from_round_two_the_order_note_names_the_lowest_score_first(players):
    match = match_at_a_round_start(players, seed=5, round_number=2)
    view = match.state.observation(0)
    names = [seat.name for seat in match.seats]
    note = W.order_note(view, names.__getitem__)
    spots = [note.index(f"{names[p]} {view['scores'][p]}") for p in range(players)]
    by_spot = [p for _spot, p in sorted(zip(spots, range(players)))]
    assert [view["scores"][p] for p in by_spot] == sorted(view["scores"])
    assert by_spot[0] == match.current_seat()


def test_round_one_says_it_goes_round_the_table_from_the_start_player():
    match = match_at_a_round_start(3, seed=2, round_number=1)
    assert "P1" in W.order_note(match.state.observation(0), lambda p: match.seats[p].name)


@pytest.mark.parametrize("players", [1, 4])
def test_the_order_note_fits_under_the_last_players_box(app, players):
    from labdesk.ui.app import make_board

    seats = [Seat("human", "Ana")] + [Seat("ai", f"AI {i}", "easy") for i in range(1, players)]
    board = make_board(app, Match("explosion", seats, 3, {}), autosave=False)
    app.push(board)
    settle(app, board)
    frames(app)
    note = board.order_note_rect()
    last = board.player_box(len(board.obs["scores"]) - 1)
    assert note.top > last.bottom and board.rect["players"].contains(note)


def test_the_new_card_panel_goes_when_its_side_is_kept_before_the_robots_turn_plays(app):
    from labdesk.ui.app import make_board

    seats = [Seat("human", "Ana")]
    for seed in range(1, 40):  # a solo game where Ana is asked to keep a side
        match = Match("explosion", seats, seed, {})
        while match.current_seat() is not None and not match.state.observation(0)["side_choice"]:
            match.apply(match.ai_player(0).choose(match.state.clone()))
        if match.current_seat() is not None:
            break
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    assert board.view["side_choice"]
    board.submit(match.legal_actions()[0])
    for _ in range(600):
        frames(app)
        if board.view["side_choice"] is None:
            break
    assert board.view["side_choice"] is None
    assert board.anims.busy  # the rest of the move (the Robot's turn) is still playing


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_flask_label_is_shown_whole_under_its_flask(lang):
    from labdesk.games.explosion.panels import flask_label_lines
    from labdesk.ui.layout import layout

    rect = layout("explosion").rect("flask_1")
    with language(lang):
        labels = [W.flask_label(2, {"chemicals": ["Y", "Y"], "result": result}, False) for result in W.RESULT_LABEL]
        labels += [W.flask_label(4, {"chemicals": [c], "result": "half"}, True) for c in W.CHEM]
        labels += [W.flask_label(3, None, True), W.flask_label(4, None, False)]
        for label in labels:
            lines = flask_label_lines(label, rect)
            assert " ".join(lines) == label, label  # nothing cut
            assert all(theme.text(line, 16).get_width() <= rect.width + 8 for line in lines)


def test_beakers_lie_upright_at_rest_with_every_edges_numbers_reading_upright(app):
    from labdesk.games.explosion.faces import beaker_face
    from labdesk.ui.app import demo_match, make_board

    for moves in (0, 60):
        board = make_board(app, demo_match("explosion", 3, moves), autosave=False)
        app.push(board)
        settle(app, board)
        for b in board.obs["beakers"]:
            sprite = board.beaker_sprites[b["id"]]
            assert sprite.angle == 0.0
            face = sprite.front if sprite.face_up else sprite.back
            assert face is beaker_face(b["id"], b["side"], board.symbols, b["edge"])
        app.pop()


def test_mid_round_the_order_note_lists_only_who_is_still_to_play():
    match = match_at_a_round_start(3, seed=5, round_number=2)
    first = match.current_seat()
    while match.current_seat() == first:
        match.apply(match.ai_player(first).choose(match.state.clone()))
    view = match.state.observation(0)
    if view["round"] != 2:
        return  # the round ended with that turn
    note = W.order_note(view, lambda p: match.seats[p].name)
    assert f"{match.seats[first].name} " not in note
    waiting = [p for p in view["turn_order"] if p not in view["played"]]
    spots = [note.index(f"{match.seats[p].name} {view['scores'][p]}") for p in waiting]
    assert spots == sorted(spots)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("count", range(1, 9))
def test_every_held_card_name_shows_whole_in_the_hand_up_to_the_eight_the_rules_allow(app, lang, count):
    """A hand of five or more turns into two rows of compact cards: no card covers another, all lie in
    the hand panel, and no name, phase or side is cut (every card and side of the deck is drawn)."""
    from labdesk.games.explosion import faces as F
    from labdesk.games.explosion.content import load
    from labdesk.games.explosion.panels import hand_slots
    from labdesk.ui import art
    from labdesk.ui.layout import layout

    hand = layout("explosion").rect("hand")
    size, centres = hand_slots(hand, count)
    rects = [pygame.Rect(0, 0, *size) for _c in centres]
    for rect, centre in zip(rects, centres):
        rect.center = (round(centre[0]), round(centre[1]))
        assert hand.contains(rect)
    if count >= 5:  # the overlapping row cut the names at six ("Calibra", "Disti")
        assert size == F.COMPACT_CARD
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    with language(lang):
        art.clear_cache()
        with theme.recording_cuts() as cuts:
            for card, sides in load().cards.items():
                for side in sides:
                    face = F.hand_face(card, side, size)
                    assert face.get_size() == size
        assert cuts == []


def test_phase_and_side_lines_stay_inside_a_narrow_card():
    from labdesk.games.explosion import faces as F
    from labdesk.games.explosion.content import load
    from labdesk.i18n import _

    with language("ru"):
        for sides in load().cards.values():
            for side, eff in sides.items():
                for text, bold in ((_(W.PHASE_LABEL[eff.phase]), True), (W.card_side(side), False)):
                    size, weight = F._line_look(text, F.COMPACT_CARD[0] - 14, bold)
                    assert size >= 14 and theme.font(size, weight).size(text)[0] <= F.COMPACT_CARD[0] - 14, text


def order_view(played: list[int]) -> dict:
    return {"round": 2, "turn_order": [1, 2, 0], "played": played, "scores": [9, 2, 5]}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_order_note_reads_naturally_with_one_two_or_all_names_left(lang):
    names = ["Ana", "Boris", "Chen"].__getitem__
    with language(lang):
        whole, two, one = (W.order_note(order_view(played), names) for played in ([], [1], [1, 2]))
    assert whole.endswith("Boris 2, Chen 5, Ana 9") and two.endswith("Chen 5, Ana 9") and one.endswith(": Ana 9")
    assert len({whole.split(":")[0], two.split(":")[0], one.split(":")[0]}) == 3  # three wordings
    if lang == "en":
        assert one == "Last to play this round: Ana 9"
        assert two == "Still to play, lowest score first: Chen 5, Ana 9"


def test_short_codes_on_the_table_have_hover_text(app):
    """Beaker cards' corner numbers, the tubes' letters and the Robot's letters explain themselves on
    hover; a held card's chip shows the card itself (picture and whole text) in the magnifier."""
    from labdesk.games.explosion.panels import magnified_at
    from labdesk.ui.app import make_board

    for seats in ([Seat("human", "Ana")], [Seat("human", "Ana"), Seat("ai", "Boris", "easy")]):
        match = Match("explosion", seats, 5, {})
        while not (match.state.turns >= 3 and match.current_seat() == 0):
            match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        board = make_board(app, match, autosave=False)
        app.push(board)
        settle(app, board)
        tips = board.tips.tips
        for rect in board.beaker_rects:
            assert "Research" in board.tips.at(rect.center).text
        assert board.tips.at(board.rect["tubes"].move(40, 40).topleft).text.startswith("Tube ")
        for p, held in enumerate(board.obs["held"]):  # a held card's chip shows the card large
            chips = [key for key, rect in board.chips if board.player_box(p).contains(rect)]
            assert [(k.card, k.side) for k in chips] == [(c["card"], c["side"]) for c in held]
            assert all(board._zoom_face(key) is not None for key in chips)
            assert all(magnified_at(rect.center, board.chips) == (key, rect) for key, rect in board.chips)
        if board.obs["robot"] and board.obs["robot"]["last"]:
            assert any(t.text.startswith("The Robot's last turn") for t in tips)
        assert all(app.screen.get_rect().contains(t.rect) for t in tips)
        app.pop()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_prompt_heading_fits_two_lines_of_the_stacked_panel_at_125_percent(lang):
    """The stacked prompt's heading wraps (the kit's PromptBar); Explosion's own words keep every
    phase's heading, with a long seat name, within two lines of the panel at 125 % text."""
    from labdesk.ui.layout import layout

    width = layout("explosion").rect("actions").width - 24
    with language(lang):
        name = W.robot_name("normal") if lang == "en" else "ИИ 3 · средний"
        for phase in W.PROMPTS:
            text = W.prompt(phase, name)
            assert len(theme.wrap(text, width, 22, bold=True)) <= 2, text


def test_the_round_line_names_the_solo_robot_without_its_level_so_it_fits_at_150_in_russian():
    """Audit at 150 % in Russian: '· смешивает Робот (обычный)' was cut on the round line. The line
    names every mixer plainly (the players' panel gives the Robot's level), and whole there."""
    from labdesk.i18n import set_language
    from labdesk.settings import Settings
    from labdesk.ui import access
    from labdesk.ui.layout import Layout
    from labdesk.ui.table import labels
    from labdesk.ui.table.words import round_label

    pygame.init()
    try:
        set_language("ru")
        access.apply(Settings(text_size=150))
        assert W.robot_name("normal", plain=True) == "Робот" and "обычн" in W.robot_name("normal")
        rect = Layout.load("explosion", 150).rect("round")
        whole = round_label(12) + W.mixing_line(W.robot_name("normal", plain=True))
        px = labels.label_px(whole, 20, rect.width - 8, rect.height - 8, True)
        assert theme.font(px, True).size(whole)[0] <= rect.width - 8
    finally:
        set_language("en")
        access.apply(Settings())
