"""Names and titles are not cut where there is room: a title takes a second line or a slightly
smaller size (never below the house minimum) before an ellipsis, on every card face and board."""
from __future__ import annotations

import pytest

from helpers.i18n_fit import language, showing_board


def test_a_title_takes_a_second_line_before_it_is_cut(app):
    from labdesk.ui import theme

    width = theme.font(15, True).size("Chlorophyll")[0] + 4
    with theme.recording_cuts() as cuts:
        title = theme.fit_title("Chlorophyll Split", width, 15, least=14)
    assert title.lines == ("Chlorophyll", "Split") and title.size == 15 and cuts == []
    assert title.height() == 2 * 17


def test_a_title_a_little_too_wide_is_set_a_size_smaller_never_below_the_least(app):
    from labdesk.ui import theme

    word = "Chromatography"
    title = theme.fit_title(word, theme.font(14, True).size(word)[0], 15, least=14)
    assert title == theme.Title((word,), 14)
    with theme.recording_cuts() as cuts:
        tiny = theme.fit_title(word, 40, 15, least=14)
    assert tiny.size == 14 and tiny.lines[0].endswith("…") and [c.text for c in cuts] == [word]
    assert cuts[0].width == 40 and cuts[0].size == 14  # the cut says the room it had


def test_a_long_hyphenated_word_breaks_after_its_hyphen(app):
    from labdesk.ui import theme

    width = theme.font(13, True).size("спектрометр")[0] + 2
    assert theme.fit_title("Масс-спектрометр", width, 13).lines == ("Масс-", "спектрометр")


def could_hold_on_two_lines(cut) -> bool:
    """Would the cut text have fitted its room on two lines at the size it was cut at?"""
    from labdesk.ui import theme

    lines = theme.wrap(cut.text, cut.width, cut.size, bold=cut.bold)
    return len(lines) <= 2 and all(theme.font(cut.size, cut.bold).size(line)[0] <= cut.width for line in lines)


def cut_with_room(draw) -> list[str]:
    """What ``draw()`` cuts in English and Russian (caches emptied first) that two lines would hold."""
    from labdesk.ui import art, theme

    found = []
    for lang in ("en", "ru"):
        with language(lang):
            art.clear_cache()
            theme.forget_fonts()
            with theme.recording_cuts() as cuts:
                draw()
            found += [f"{lang}: {c.text!r} shown as {c.shown!r}" for c in cuts if could_hold_on_two_lines(c)]
    return found


def test_every_experiment_task_name_shows_whole_on_its_card(app):
    from labdesk.games.experiment import faces
    from labdesk.games.experiment.content import content

    def draw():
        for task in content().tasks:
            for size in (faces.TASK, faces.TASK_ZOOM):
                faces.task_face(task.id, size)
                lay = faces.task_layout(task.id, size)
                title_end = lay["name_at"][1] + lay["title"].height()
                assert all(f["picture"].top >= title_end for f in lay["flasks"]), task.id  # flasks under the name
    assert cut_with_room(draw) == []


def test_every_lab_wars_card_name_shows_whole_on_the_viewers_cards(app):
    from labdesk.games.lab_wars import faces
    from labdesk.games.lab_wars.content import content

    def draw():
        for type_id in sorted(set(content().items)):
            for size in (faces.ITEM, faces.ZOOM):
                faces.item(type_id, size)
    assert cut_with_room(draw) == []


BOARDS = [("experiment", 2, 30), ("experiment", 3, 60), ("explosion", 3, 12), ("lab-wars", 3, 12),
          ("lab-wars", 4, 40), ("lab-chaos", 4, 14), ("wrong-chemistry", 2, 10)]


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("game,players,moves", BOARDS)
def test_boards_cut_no_card_title_or_seat_name_that_two_lines_would_hold(tmp_path, game, players, moves, percent):
    from labdesk.engine.match import seat_label
    from labdesk.settings import Settings
    from labdesk.ui import art, theme
    from labdesk.ui.app import App
    from labdesk.ui.scenes.common import level_name

    app = App(headless=True, sound=False, settings=Settings(text_size=percent))
    show = showing_board(game, 3, moves, players)
    found = []
    try:
        for lang in ("en", "ru"):
            app.set_language(lang)
            art.clear_cache()
            theme.forget_fonts()
            with theme.recording_cuts() as cuts:
                show(app)
            board = app.top
            names = {seat_label(s.name, s.level if s.kind == "ai" else None, level_name) for s in board.match.seats}
            names |= set(board.names) | set(board_titles(game))
            found += [f"{lang} {c.where}: {c.text!r} shown as {c.shown!r} in {c.width} px"
                      for c in cuts if c.text in names and could_hold_on_two_lines(c)]
    finally:
        app.set_language("en")
    assert found == []


def board_titles(game: str) -> list[str]:
    """The card titles of ``game`` in the current language (those the boards print on faces)."""
    if game == "experiment":
        from labdesk.games.experiment.content import content
        from labdesk.games.experiment.words import task_name
        return [task_name(t.id) for t in content().tasks]
    if game == "lab-wars":
        from labdesk.games.lab_wars import words
        from labdesk.games.lab_wars.content import content
        return [words.item_text(content(), type_id).name for type_id in sorted(set(content().items))]
    if game == "lab-chaos":
        from labdesk.games.lab_chaos.words import card_data, shown
        return [shown(card.get("title")) for card in card_data().values()]
    return []


# --- hover text for short codes ------------------------------------------------------------------
def test_a_tip_shows_after_the_pointer_rests_and_goes_above_its_region_inside_the_canvas():
    import pygame

    from labdesk.ui.table.tips import HoverTips, Tip, tip_box

    tips = HoverTips(delay=0.2)
    chip = pygame.Rect(100, 300, 34, 24)
    tips.set([Tip(chip, "Pipettes")])
    tips.update(0.0, chip.center)  # the pointer arrives
    tips.update(0.1, chip.center)
    assert tips.showing() is None  # not yet: a pointer passing over does not flash text
    tips.update(0.15, chip.center)
    assert tips.showing().text == "Pipettes"
    tips.update(0.01, (5, 5))
    assert tips.showing() is None
    canvas = pygame.Rect(0, 0, 1600, 900)
    assert tip_box((80, 20), chip, canvas).bottom <= chip.top
    top = pygame.Rect(0, 2, 34, 24)  # no room above: below it, and never off the canvas's left edge
    box = tip_box((80, 20), top, canvas)
    assert box.top >= top.bottom and canvas.contains(box)


def test_lab_wars_short_codes_have_their_full_names_as_hover_text(app):
    from labdesk.games.lab_wars import words
    from labdesk.games.lab_wars.content import content
    from labdesk.ui.app import make_scene, settle

    app.push(make_scene(app, "lab-wars", seed=3, moves=12, players=3))
    settle(app)
    board = app.top
    table = board.table
    shown = {(tuple(t.rect), t.text) for t in board.tips.tips}
    for seat in table.others():
        for rect, cid in table.chip_rects(seat):  # "PD", "PhD", a legend's "L"
            assert (tuple(rect), words.character_text(content(), cid).name) in shown
        for mini in table.mini_lab(seat):  # "Pi", "TC"
            assert (tuple(mini.rect), words.item_text(content(), mini.item).name) in shown
    for seat in [*table.others(), table.me]:  # "N ×0", "B ×1", "P ×0"
        for rect, pile in table.impact_chip_rects(seat):
            assert (tuple(rect), words.pile_name(pile)) in shown
    assert "Nurture paper" in {t.text for t in board.tips.tips}


# --- rows that grow stay readable ---------------------------------------------------------------
READABLE = 0.4  # of a card's width left uncovered by its neighbour: its corner symbol and the title's start


def uncovered(centres: list[int], width: int) -> list[int]:
    """How much of each card's width shows in a left-to-right row (the later card lies on top)."""
    return [min(width, b - a) for a, b in zip(centres, centres[1:])] + [width]


@pytest.mark.parametrize("game,players", [("lab-chaos", 3), ("lab-wars", 3), ("experiment", 2)])
def test_twelve_cards_in_a_row_stay_on_screen_each_with_its_title_strip_showing(app, game, players):
    import pygame

    from labdesk.ui.app import make_scene, settle

    app.push(make_scene(app, game, seed=3, moves=2, players=players))
    settle(app)
    board = app.top
    if game == "lab-chaos":  # the hand, fanned
        area, (w, h) = board.hand.area, board.hand.card_size
        centres = [s.pos for s in board.hand.positions(12)]
    elif game == "lab-wars":  # the hand, a row of item piles
        from labdesk.games.lab_wars.faces import ITEM
        area, (w, h) = board.rects["me_hand"], ITEM
        centres = board.table.row_slots(area, 12, ITEM)
    else:  # the lab cards in front of the viewer
        from labdesk.games.experiment import panels
        area, (w, h) = board.rects["me_lab"], panels.LAB_ME
        centres = panels.lab_slots(area, 12)
    screen = pygame.Rect((0, 0), app.size)
    for x, y in centres:
        card = pygame.Rect(0, 0, w, h)
        card.center = (x, y)
        assert screen.contains(card) and area.inflate(4, 40).contains(card), (game, card, area)
    assert min(uncovered([x for x, _ in centres], w)) >= READABLE * w, game


def test_a_toast_grows_with_the_text_size(app):
    from labdesk.ui.app import make_scene, settle

    app.push(make_scene(app, "lab-chaos", seed=3, moves=2, players=3))
    settle(app)
    message = "That card cannot be played now: it is not your turn"
    _text, normal = app.top._toast_box(message)
    app.set_text_size(150)
    _text, larger = app.top._toast_box(message)
    app.set_text_size(100)
    assert larger.height > normal.height and larger.width > normal.width


def test_a_word_wider_than_its_card_breaks_with_a_hyphen_before_it_is_cut():
    from labdesk.ui import theme

    title = theme.fit_title("Supercomputer", 80, 13, least=11)
    assert len(title.lines) == 2 and title.lines[0].endswith("-") and "…" not in "".join(title.lines)
    assert title.lines[0][:-1] + title.lines[1] == "Supercomputer"
    assert theme.fit_title("Lime Water", 200, 16).lines == ("Lime Water",)  # what fits is untouched


def test_a_russian_word_never_breaks_before_a_soft_sign():
    from labdesk.ui import theme

    for width in range(60, 100, 4):
        title = theme.fit_title("Суперкомпьютер", width, 13, least=11)
        assert not any(line[:1] in "ьъй" for line in title.lines[1:]), (width, title.lines)
