"""Card faces at the player's text size, on Experiment: at 150 % the words on the cards a player reads
(task names, amounts and points; influence numbers; the points reference card's rows) are larger
than at 100 %, the task cards grow where their area has room, and nothing on a face is cut,
overlapping or outside it. At 100 % every face and place is as it always was. (The kit's
``cardsize`` is checked here too.)"""
from __future__ import annotations

import pygame
import pytest

from helpers.text_size import text_size
from labdesk.engine.match import Match, Seat
from labdesk.settings import Settings
from labdesk.ui import access, art, theme
from labdesk.ui.table import cardsize


# --- the kit ------------------------------------------------------------------------------------------
def test_a_card_grows_by_the_text_factor_as_far_as_its_room_holds_it_and_not_at_100():
    with text_size(100):
        assert cardsize.grown((140, 118), (500, 500)) == (140, 118)
        assert cardsize.card_px(12, 17) == 12  # a small card's word stays its own size
    with text_size(150):
        assert cardsize.grown((100, 50)) == (150, 75)
        assert cardsize.grown((100, 50), (120, None)) == (120, 60)  # one factor: the shape kept
        assert cardsize.grown((100, 50), (120, None), each=True) == (120, 75)
        assert cardsize.grown((100, 50), (80, 40)) == (100, 50)  # never smaller than at 100 %
        assert cardsize.card_px(12, 17) == 26 and cardsize.card_px(30, 17) == 30


# --- Experiment ---------------------------------------------------------------------------------------
def experiment_areas(size: int):
    """The areas of Experiment's table laid out for text size ``size`` (its larger table may move them)."""
    from labdesk.ui.layout import Layout

    return Layout.load("experiment", size).rects("tasks", "me_tasks", "reference", "me_front")


def check_task_face(task_id: str, size, cut_at_100: bool = False) -> dict:
    """The task's layout at ``size``, checked: every part inside the card, the name whole (unless it
    was cut at 100 % on its card: the narrowest, eight tasks) and clear of the badge, the flasks at
    least ``TASK_FLASK_LEAST`` tall, the amounts under them."""
    from labdesk.games.experiment import faces

    lay = faces.task_layout(task_id, size)
    card = pygame.Rect((0, 0), size)
    title = lay["title"]
    badge = pygame.Rect(0, 0, 2 * lay["badge_r"], 2 * lay["badge_r"])
    badge.center = lay["badge"]
    assert card.contains(badge), (task_id, size)
    x, y = lay["name_at"]
    for line in title.lines:
        assert cut_at_100 or not line.endswith("…"), (task_id, size, line)
        box = pygame.Rect((x, y), theme.font(title.size, True).size(line))
        assert box.right <= card.right - 4, (task_id, size, line)
        if title.size > max(15, round(15 * min(lay["k"], size[1] / faces.TASK[1]))):  # grown: clear of the badge
            assert not box.inflate(0, -8).colliderect(badge), (task_id, size, line)
        y += title.size + 2
    for spot in lay["flasks"]:
        # the flasks give way below their least only to bring the words up to their floor
        assert (spot["picture"].height >= faces.TASK_FLASK_LEAST or title.size <= 15
                or (spot["picture"].height >= faces.TASK_FLASK_SMALL and title.size >= cardsize.floor_px(15))), (task_id, size)
        assert spot["picture"].top >= y - 2 and card.contains(spot["picture"]), (task_id, size)
        label = pygame.Rect((0, 0), theme.font(lay["label_size"], True).size(spot["label"]))
        label.midtop = spot["label_at"]
        assert label.bottom <= card.bottom + 1 and spot["picture"].bottom <= label.top + 1, (task_id, size)
    return lay


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_experiment_task_cards_words_grow_at_150_and_stay_whole_inside_the_card(lang):
    from labdesk.games.experiment import faces, panels
    from labdesk.games.experiment.content import content

    areas, areas100 = experiment_areas(150), experiment_areas(100)
    with text_size(100, lang):
        display100 = panels.display_size(areas100["tasks"])
        own100 = [panels.task_size(areas100["me_tasks"], n) for n in range(1, 8)]
        before = {t.id: faces.task_layout(t.id, display100) for t in content().tasks}
        cut = {(t.id, n): any(line.endswith("…") for line in faces.task_layout(t.id, size)["title"].lines)
               for t in content().tasks for n, size in enumerate(own100)}
    assert display100 == faces.TASK and own100[0] == faces.TASK and own100[-1][1] == faces.TASK[1]
    with text_size(150, lang):
        display = panels.display_size(areas["tasks"])
        own = [panels.task_size(areas["me_tasks"], n) for n in range(1, 8)]  # (eight and more: a list)
        assert display[1] > display100[1] and all(a[1] > b[1] for a, b in zip(own, own100))
        grown_names = grown_ids = 0
        for task in content().tasks:
            lay = check_task_face(task.id, display)
            for n, size in enumerate(own):
                check_task_face(task.id, size, cut[task.id, n])
            old = before[task.id]
            assert lay["label_size"] > old["label_size"] and lay["title"].size >= old["title"].size
            grown_names += lay["title"].size > old["title"].size
            assert lay["digit"] >= round(17 * 1)
            # the id above the name grows as far as the name at its size leaves it room, never past the name
            assert old["text"] <= lay["text"] <= max(old["text"], lay["title"].size), task.id
            grown_ids += lay["text"] > old["text"]
        assert grown_names >= len(content().tasks) * 2 // 3, grown_names
        assert grown_ids >= len(content().tasks) * 2 // 3, grown_ids
        # the cards checked by name: "Lime Water" (T17) and "Copper Glow" (T09) read larger on the display
        for tid in ("T17", "T09"):
            assert faces.task_layout(tid, display)["title"].size > before[tid]["title"].size


def floor_short(sizes: dict, percent: int, lang: str) -> dict:
    """The tasks whose name or id is drawn below ``cardsize.floor_px`` on a card of each size."""
    from labdesk.games.experiment import faces
    from labdesk.games.experiment.content import content

    with text_size(percent, lang):
        floor = cardsize.floor_px(15)
        return {name: [t.id for t in content().tasks
                       if min(faces.task_layout(t.id, size)["title"].size, faces.task_layout(t.id, size)["text"]) < floor]
                for name, size in sizes.items()}


def task_card_sizes(percent: int, counts) -> dict:
    """The display's task card and the viewer's with ``counts`` tasks held, at ``percent``."""
    from labdesk.games.experiment import panels

    areas = experiment_areas(percent)
    with text_size(percent):
        return {"display": panels.display_size(areas["tasks"])} | {
            n: panels.task_size(areas["me_tasks"], n) for n in counts}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("percent", [125, 150])
def test_every_tasks_name_and_id_reach_the_floor_on_the_display_and_up_to_seven_held(percent, lang):
    """Every one of the 57 tasks, its name and id at least 1.3 times their 100 % size at 150 % (1.12 at
    125 %): on the display and on the viewer's cards, one to seven held side by side."""
    short = floor_short(task_card_sizes(percent, range(1, 8)), percent, lang)
    assert not any(short.values()), short


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("percent", [125, 150])
def test_every_tasks_name_and_id_reach_the_floor_with_eight_to_ten_held(percent, lang):
    """Eight to ten held lie as a list, a task a line: every one of the 57 names and ids at the floor
    or above (as cards ten side by side, 'Ink Chromatography' needed four lines)."""
    short = floor_short(task_card_sizes(percent, (8, 9, 10)), percent, lang)
    assert not any(short.values()), short


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("percent", [125, 150])
def test_eight_to_ten_tasks_held_lie_as_a_list_of_whole_lines(percent, lang):
    """At a larger text size eight to ten open tasks lie two by two, a line each under the heading,
    inside the area and apart, in reading order; on each line the id, the name (whole, on one line),
    each need's amount and token and the points badge lie left to right inside it, every word at
    least at the floor and no taller than the line. At 100 % (and from one to seven held, and from
    eleven) they stay cards."""
    from labdesk.games.experiment import faces, panels
    from labdesk.games.experiment.content import content

    mine100 = experiment_areas(100)["me_tasks"]
    with text_size(100, lang):
        assert not any(panels.task_list(mine100, n) for n in range(1, 14))
        assert panels.task_size(mine100, 8) == (97, faces.TASK[1])
    mine = experiment_areas(percent)["me_tasks"]
    with text_size(percent, lang):
        floor = cardsize.floor_px(15)
        assert not panels.task_list(mine, 7) and not panels.task_list(mine, 11)
        for n in (8, 9, 10):
            assert panels.task_list(mine, n)
            size = panels.task_size(mine, n)
            assert faces.is_line(size)
            lines = [pygame.Rect((0, 0), size) for _ in range(n)]
            for line, centre in zip(lines, panels.task_slots(mine, n)):
                line.center = centre
                assert mine.contains(line) and line.top >= mine.y + panels.heading_room(), (n, line)
            assert not any(a.colliderect(b) for i, a in enumerate(lines) for b in lines[i + 1:]), n
            assert [(r.y, r.x) for r in lines] == sorted((r.y, r.x) for r in lines)  # left to right, then down
            assert len({r.y for r in lines}) == (n + 1) // 2
        size = panels.task_size(mine, 10)
        for task in content().tasks:
            lay = faces.task_layout(task.id, size)
            title, px = lay["title"], lay["text"]
            assert len(title.lines) == 1 and not title.lines[0].endswith("…"), task.id
            assert min(px, title.size, lay["label_size"], lay["digit"]) >= floor, task.id
            parts = [pygame.Rect(lay["id_at"], theme.font(px, True).size(task.id)),
                     pygame.Rect(lay["name_at"], theme.font(title.size, True).size(title.lines[0]))]
            for need in lay["needs"]:
                parts.append(pygame.Rect(need["label_at"], theme.font(px, True).size(need["label"])))
                token = pygame.Rect(0, 0, 2 * lay["token_r"], 2 * lay["token_r"])
                token.center = need["token"]
                parts.append(token)
            parts.append(lay["badge_rect"])
            assert all(pygame.Rect((0, 0), size).contains(part) for part in parts), task.id
            assert all(a.right <= b.x for a, b in zip(parts, parts[1:])), (task.id, parts)
        art.clear_cache()  # drawn afresh, so a cut would be recorded
        theme.forget_fonts()
        with theme.recording_cuts() as cuts:
            faces_drawn = [faces.task_face(task.id, size, symbols) for task in content().tasks for symbols in (True, False)]
        assert not list(cuts) and all(face.get_size() == size for face in faces_drawn)


def test_a_task_taken_onto_the_list_shrinks_to_a_lines_height():
    """A card flying onto the viewer's list lands as tall as a line (its width would make it several
    lines tall); onto cards, as wide as one."""
    from labdesk.games.experiment import faces, panels

    rects = {"me_tasks": experiment_areas(150)["me_tasks"]}
    with text_size(150):
        spot, scale = panels.bench_landing(rects, {"tasks": ["T01"] * 9}, "tasks", faces.TASK)
        assert spot == panels.task_slots(rects["me_tasks"], 9)[-1]
        assert scale == panels.task_size(rects["me_tasks"], 9)[1] / faces.TASK[1]
        _spot, scale = panels.bench_landing(rects, {"tasks": ["T01"] * 7}, "tasks", faces.TASK)
        assert scale == panels.task_size(rects["me_tasks"], 7)[0] / faces.TASK[0]


@pytest.mark.parametrize("percent", [125, 150])
def test_a_crowded_row_of_tasks_lies_as_at_100(percent):
    """Eleven tasks and more overflow the area even at their narrowest: each lies partly under the
    next, so they lie and read as at 100 % (the game's replay ended with thirteen: a grown badge, name
    or token would be half hidden under the next card). Ten still lie as a list, at the player's size."""
    from labdesk.games.experiment import faces, panels

    mine, mine100 = experiment_areas(percent)["me_tasks"], experiment_areas(100)["me_tasks"]
    with text_size(100):
        slots100 = {n: [x for x, _y in panels.task_slots(mine100, n)] for n in (11, 13)}
        layout100 = faces.task_layout("T55", (panels.TASK_LEAST, faces.TASK[1]))
    with text_size(percent):
        assert not panels.crowded(mine, 10) and panels.task_list(mine, 10)
        for n in (11, 13):
            assert panels.crowded(mine, n) and panels.task_size(mine, n) == (panels.TASK_LEAST, faces.TASK[1])
            assert [x for x, _y in panels.task_slots(mine, n)] == slots100[n]
        layout = faces.task_layout("T55", (panels.TASK_LEAST, faces.TASK[1]), grow=False)
        assert (layout["title"], layout["text"], layout["label_size"], layout["digit"]) == (
            layout100["title"], layout100["text"], layout100["label_size"], layout100["digit"])


def test_a_task_name_breaks_between_words_else_after_its_hyphen_else_before_a_syllable():
    """A name too wide for its card at the floor: 'Лакмус-тест' after its own hyphen, 'Хладопакет'
    before a syllable ('Хладо-' / 'пакет', not 'Хладоп-' / 'акет'), 'Cabbage Indicator' between words."""
    from labdesk.games.experiment import faces

    display = task_card_sizes(150, ())["display"]
    with text_size(150, "ru"):
        assert faces.task_layout("T01", display)["title"].lines == ("Лакмус-", "тест")
        assert faces.task_layout("T28", display)["title"].lines == ("Хладо-", "пакет")
        assert faces.task_layout("T53", display)["title"].lines == ("Ректи-", "фикация")
    with text_size(150, "en"):
        assert faces.task_layout("T20", display)["title"].lines == ("Cabbage", "Indicator")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_completed_tasks_lie_along_the_tasks_heading_at_a_larger_text_size(lang):
    """At 125/150 % the Completed heading, its four last chips and '+n more' lie in the Tasks heading's
    line after that heading, apart and inside the area, above the open tasks (which take the area's
    width); at 100 % a column at the right as before."""
    from labdesk.games.experiment import panels, words
    from labdesk.games.experiment.faces import task_chip

    done = ["T01", "T16", "T38", "T55", "T20"]
    for percent in (125, 150):
        mine = experiment_areas(percent)["me_tasks"]
        rects = {"me_tasks": mine}
        with text_size(percent, lang):
            line = pygame.Rect(mine.x, mine.y, mine.width, panels.heading_room())
            heading_x = panels.completed_heading_at(rects)[0]
            assert heading_x > mine.x + 8 + panels.tasks_heading_width(mine)
            places = panels.done_places(rects, done)
            chips = [task_chip(tid).get_rect(topleft=at) for tid, at in places]
            assert [tid for tid, _at in places] == done[-panels.DONE_SHOWN:]
            assert chips[0].x > heading_x and all(line.contains(c) for c in chips)
            assert all(a.right < b.x for a, b in zip(chips, chips[1:]))
            more = theme.font(access.scaled(16)).size(words.more_done(1))[0]
            assert chips[-1].right < panels.more_done_at(rects, places)[0] and panels.more_done_at(rects, places)[0] + more < line.right
            assert panels.task_slots(mine, 8)[0][1] - panels.task_size(mine, 8)[1] // 2 >= line.bottom
    mine = experiment_areas(100)["me_tasks"]
    with text_size(100, lang):
        places = panels.done_places({"me_tasks": mine}, done)
        assert [at for _tid, at in places] == [(mine.right - 220, mine.y + 24 + 30 * i) for i in range(4)]


def test_experiment_task_cards_lie_inside_their_areas_without_overlapping_at_150():
    """The display's three, and the viewer's up to ten (seven side by side, then a list) under the
    Tasks heading, whose line holds the Completed list at a larger text size (they take the area's width)."""
    from labdesk.games.experiment import panels

    areas = experiment_areas(150)
    with text_size(150):
        tasks = areas["tasks"]
        size = panels.display_size(tasks)
        deck, slots = panels.display_positions(tasks, 3)
        rects = [pygame.Rect((0, 0), size) for _ in slots]
        for rect, centre in zip(rects, slots):
            rect.center = centre
            assert tasks.contains(rect)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        mine = areas["me_tasks"]
        for n in range(1, 11):
            size = panels.task_size(mine, n)
            cards = [pygame.Rect((0, 0), size) for _ in range(n)]
            for rect, centre in zip(cards, panels.task_slots(mine, n)):
                rect.center = centre
                assert mine.contains(rect) and rect.right <= mine.x + 12 + panels.task_row_width(mine, n), (n, rect)
                assert rect.top >= mine.y + panels.heading_room(), (n, rect)  # under the heading and the Completed chips
            assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:]), n


@pytest.mark.parametrize("size_name", ["INF", "INF_SET", "INF_SMALL"])
def test_experiment_influence_numbers_grow_at_150_inside_the_card_that_may_lie_on_them(size_name):
    from labdesk.games.experiment import faces

    size = getattr(faces, size_name)
    with text_size(100):
        small = [faces.influence_px(v, size) for v in range(1, 7)]
        corner = faces.influence_px(6, (41, 58), corner=True)
    with text_size(150):
        large = [faces.influence_px(v, size) for v in range(1, 7)]
        assert faces.influence_px(6, (41, 58), corner=True) > corner
        for v, px in zip(range(1, 7), large):
            w, h = theme.font(px, True).size(str(v))
            assert w <= size[0] - 2 * max(4, size[0] // 8) and h <= size[1] - 2 * max(4, size[1] // 12)
    assert small == [max(16, int(size[1] * 0.5))] * 6
    assert all(b > a for a, b in zip(small, large)), (small, large)


def test_experiment_reference_card_rows_grow_at_150_inside_the_card():
    from labdesk.games.experiment import panels

    rect = experiment_areas(100)["reference"]
    with text_size(100):
        assert panels.reference_lines(rect) == (rect.y + 6, [rect.y + 32, rect.y + 54], 22, rect.bottom - 24)
    rect = experiment_areas(150)["reference"]
    with text_size(150):
        title, rows, height, note = panels.reference_lines(rect)
        assert height > 22 and rows[1] + height <= note and note + theme.font(16).get_linesize() <= rect.bottom
        surface = pygame.Surface((1600, 900))
        panels.draw_reference(surface, rect)  # draws without error at the grown size


def test_experiment_board_at_150_hits_and_focus_follow_the_grown_task_cards():
    from labdesk.games.experiment import panels
    from labdesk.ui.app import App, make_board

    app = App(headless=True, sound=False, settings=Settings(text_size=150, reduce_motion=True))
    try:
        seats = [Seat("human", "Ana"), Seat("ai", "Boris", "medium"), Seat("ai", "Chen", "medium")]
        match = Match("experiment", seats, 5, {"variant": "standard"})
        for _ in range(40):
            seat = match.current_seat()
            if seat is None or (seat == 0 and match.state.observation(0)["seats"][0]["tasks"]):
                break
            match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        board = make_board(app, match, autosave=False)
        app.push(board)
        app.update(0.1)
        shown = panels.display_size(board.rects["tasks"])
        assert shown[1] > 118
        display = [s for s in board.display_sprites if s.key[0] == "display"]
        assert display and all(s.rect.size == shown for s in display)
        for sprite in board.sprites:
            hit = board.hits.at(sprite.rect.center)
            assert hit is not None and hit.rect == sprite.rect, sprite.key
        mine = [s for s in board.task_sprites]
        for s in mine:
            assert s.rect.size == panels.task_size(board.rects["me_tasks"], len(mine))
    finally:
        access.apply(Settings())


def test_a_narrow_panels_chosen_joins_its_tags_where_it_would_crowd_the_hand():
    """Audit at 150 % in Russian at six seats: 'выбрано' beside the chosen card left the hand's three
    small cards so little room that they hid one another's numbers. There it joins the seat's tags
    (drawn on their line); on a wider panel, and at 100 %, it stays beside the card."""
    from labdesk.games.experiment import panels
    from labdesk.i18n import set_language

    info = {"committed": True, "influence": None, "hand": [1, 4, 7], "front": [4, None]}
    narrow, wide = pygame.Rect(20, 60, 304, 211), pygame.Rect(20, 60, 620, 211)
    try:
        set_language("ru")
        access.apply(Settings(text_size=150))
        assert not panels.chosen_beside(narrow, info) and panels.chosen_beside(wide, info)
        access.apply(Settings())
        assert panels.chosen_beside(narrow, info)
        assert not panels.chosen_beside(narrow, {**info, "committed": False})
    finally:
        set_language("en")
        access.apply(Settings())


def test_a_narrow_panel_says_an_ais_level_on_its_tags_line_where_the_name_line_would_cut_it():
    """Audit in Russian at six seats (100 % and 150 %): 'Boris · ИИ случайный' was cut to
    'Boris · ИИ случа…' between the pick-order badge and the score. There the name line says the name
    and the level leads the tags' line; a wider panel, and a person, keep the one line."""
    from labdesk.games.experiment import panels
    from labdesk.i18n import set_language

    boris = Seat("ai", "Boris", "random")
    narrow, wide = pygame.Rect(20, 60, 304, 211), pygame.Rect(20, 60, 620, 211)
    try:
        set_language("ru")
        for size in (100, 150):
            access.apply(Settings(text_size=size))
            assert panels.opponent_words(narrow, "Boris · ИИ случайный", ["активный"], boris, 1, 0) == (
                "Boris", ["ИИ случайный", "активный"])
            assert panels.opponent_words(wide, "Boris · ИИ случайный", [], boris, 1, 0) == ("Boris · ИИ случайный", [])
            ana = Seat("human", "Ana")
            assert panels.opponent_words(narrow, "Ana", [], ana, 1, 0) == ("Ana", [])
    finally:
        set_language("en")
        access.apply(Settings())


def test_a_narrow_panels_tags_keep_their_whole_line_and_the_done_count_moves_up_beside_the_name():
    """Audit at 150 % in Russian at six seats: 'ИИ случайный · активный' (the level among the tags)
    was cut beside 'готово 0'. Where the tags need the whole line, the count goes up beside the name;
    nothing is cut."""
    from labdesk.games.experiment import panels
    from labdesk.i18n import set_language

    boris = Seat("ai", "Boris", "random")
    names = ("Ana", "Boris", "Chen", "Dara", "Emil", "Fen")
    match = Match("experiment", [Seat("human", "Ana")] + [Seat("ai", n, "random") for n in names[1:]], 1)
    info = match.state.observation(0)["seats"][1]
    narrow = pygame.Rect(20, 60, 304, 211)
    try:
        set_language("ru")
        for size in (100, 150):
            access.apply(Settings(text_size=size))
            theme.forget_fonts()
            surface = pygame.Surface((1600, 900))
            with theme.recording_cuts() as cuts:
                panels.draw_opponent(surface, narrow, info, "Boris · ИИ случайный", ["активный"], [1], 0,
                                     False, boris)
            assert not [cut.text for cut in cuts], size
    finally:
        set_language("en")
        access.apply(Settings())
        theme.forget_fonts()


def test_experiment_board_at_150_hits_focus_and_magnifier_follow_the_list_of_tasks():
    """Nine tasks held at 150 % in the task phase (a seeded game, the viewer's turn): each lies on its
    line of the list, a click there and the keyboard's ring reach it, the magnifier shows it as a whole
    card, and it does not swell under the pointer."""
    from labdesk.games.experiment import faces, panels
    from labdesk.ui.app import App, demo_match, make_board

    app = App(headless=True, sound=False, settings=Settings(text_size=150, reduce_motion=True))
    try:
        match = demo_match("experiment", 4, 74, humans=1, players=2)
        board = make_board(app, match, autosave=False)
        app.push(board)
        app.update(0.1)
        mine, tasks = board.task_sprites, board.rects["me_tasks"]
        assert board.obs["decision"] == "tasks" and len(mine) == 9 and panels.task_list(tasks, 9)
        targets = {tuple(t.rect) for t in board.focus_targets()}
        for sprite, centre in zip(mine, panels.task_slots(tasks, 9)):
            assert sprite.rect.size == panels.task_size(tasks, 9) and sprite.rect.center == centre
            assert board.hits.at(sprite.rect.center).key == sprite.key and tuple(sprite.rect) in targets
            assert faces.zoom_face(sprite.key).get_width() >= faces.TASK_ZOOM[0]
            assert not sprite.hoverable  # a line does not swell over the next column under the pointer
        assert panels.task_lifts(panels.task_size(tasks, 7))  # a card does
    finally:
        access.apply(Settings())


def test_a_preview_tag_on_a_line_of_the_list_lies_on_that_line(monkeypatch):
    """With the odds shown, a lab card's tag on a task of the list lies on its own line (under a card
    it lies across the card's bottom edge: on a line, that would be over the line under it), standing
    in for the line's end: from its right edge leftwards, over the needs and points, never over the
    task's id or name (placed just before the needs, it covered the end of a long name)."""
    from labdesk.games.experiment import faces, panels
    from labdesk.ui.sprites import CardSprite

    drawn = []
    real = panels.draw_line_tag
    monkeypatch.setattr(panels, "draw_line_tag", lambda surf, text, line, start: drawn.append(
        (line, start, real(surf, text, line, start))))
    monkeypatch.setattr(panels, "draw_tags", lambda surf, tags, room=None: drawn.extend(("card", rect) for _t, rect in tags))
    mine = experiment_areas(150)["me_tasks"]
    held = ["T55", "T29", "T41", "T01", "T25", "T14", "T32", "T53"]
    with text_size(150):
        size = panels.task_size(mine, len(held))
        sprites = [CardSprite(pygame.Surface(size), pos=centre, key=("mytask", i, tid))
                   for i, (tid, centre) in enumerate(zip(held, panels.task_slots(mine, len(held))))]
        panels.draw_previews(pygame.Surface((1600, 900)), "red", [], sprites)
        name_ends = {}
        for s in sprites:
            lay = faces.task_line_layout(s.key[2], size)
            title = lay["title"]
            name_ends[tuple(s.rect)] = s.rect.x + lay["name_at"][0] + theme.font(title.size, True).size(title.lines[0])[0]
    assert len(drawn) >= 3 and all(item[0] != "card" for item in drawn), drawn
    for line, start, tag in drawn:
        assert tag.right == line.right and tag.x >= start > name_ends[tuple(line)], (line, tag)
        assert abs(tag.centery - line.centery) <= 1 and tag.height <= line.height + 2, (line, tag)


def test_an_opponents_ellipsis_after_its_chips_stays_inside_a_taller_panel(monkeypatch):
    """Audit at 150 % (seed 4, a two-seat game late on: Boris with ten tasks done): the '…' after the
    second line of task chips lay below the panel's foot. It stays inside the panel; at 100 % where it was."""
    from labdesk.games.experiment import panels
    from labdesk.games.experiment.content import content

    drawn = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surf, string, pos, *args, **kw: drawn.append(
        (string, real(surf, string, pos, *args, **kw))))
    tasks = [t.id for t in content().tasks[:16]]
    for percent, panel in ((100, pygame.Rect(20, 64, 560, 206)), (150, pygame.Rect(20, 60, 560, 211))):
        drawn.clear()
        with text_size(percent):
            assert panels.chip_places(panel, tasks, True)[1]  # some chips do not fit: the ellipsis ends the line
            panels._draw_chips(pygame.Surface((1600, 900)), panel, tasks, True)
        dots = [rect for string, rect in drawn if string == "…"]
        assert len(dots) == 1 and panel.contains(dots[0]), (percent, dots)
        if percent == 100:
            assert dots[0].topleft == (panel.right - 24, panel.y + 177)
