"""The layout audit (``labdesk audit``): each kind of fault is caught on a layout broken on purpose,
the click guard refuses a click on a target that just came under the pointer, and the sweep runs
through real boards and reports in the documented shape."""
from __future__ import annotations

import json
import sys

import pygame
import pytest

from labdesk.ui import audit, theme
from labdesk.ui.audit_run import Auditor, Run, sweep
from labdesk.ui.board import CLICK_SETTLE

CANVAS = pygame.Rect(0, 0, 1600, 900)


def kinds(problems) -> set[str]:
    return {p.kind for p in problems}


def drawn(paint) -> list[audit.Note]:
    """The notes of one frame ``paint(canvas)`` draws, as the sweep records them."""
    with audit.recording() as rec:
        canvas = pygame.Surface(CANVAS.size)
        rec.new_frame(canvas)
        paint(canvas)
        return rec.frame_notes()


def test_a_word_drawn_past_its_panel_is_clipped():
    def paint(canvas):
        theme.panel(canvas, pygame.Rect(100, 100, 80, 40))
        theme.blit_text(canvas, "Electron Microscope", (110, 108), 20)

    problems = audit.check(drawn(paint), CANVAS, "test")
    assert kinds(problems) == {"clipped"} and "Electron Microscope" in problems[0].text


def test_a_word_that_fits_its_panel_is_not_a_fault():
    def paint(canvas):
        theme.panel(canvas, pygame.Rect(100, 100, 300, 40))
        theme.blit_text(canvas, "Centrifuge", (110, 108), 20)

    assert audit.check(drawn(paint), CANVAS, "test") == []


def test_an_ellipsis_is_recorded_as_a_cut():
    with audit.recording(), theme.recording_cuts() as cuts:
        theme.fit("Incubator with a very long name", 60, 20)
    assert cuts and cuts[0].shown.endswith("…")


def test_two_labels_on_one_spot_overlap_but_lines_set_close_do_not():
    def clash(canvas):
        theme.blit_text(canvas, "Boris's turn", (200, 200), 22)
        theme.blit_text(canvas, "Chen", (230, 204), 22)

    def stacked(canvas):  # line boxes touch, letters do not
        theme.blit_text(canvas, "first line", (200, 200), 22)
        theme.blit_text(canvas, "second line", (200, 200 + theme.font(22).get_linesize() - 4), 22)

    assert kinds(audit.check(drawn(clash), CANVAS, "test")) == {"overlap"}
    assert audit.check(drawn(stacked), CANVAS, "test") == []


def test_words_past_the_screen_edge_are_offscreen():
    def paint(canvas):
        theme.blit_text(canvas, "Let it explode", (1560, 40), 22)

    assert kinds(audit.check(drawn(paint), CANVAS, "test")) == {"offscreen"}


def test_an_overlay_over_the_prompt_or_an_arrow_over_words_is_covered():
    def toast_on_prompt(canvas):
        audit.protect(pygame.Rect(20, 830, 800, 50), "prompt", "Choose a card")
        audit.overlay(pygame.Rect(300, 800, 400, 60), "toast", "Hint: play Titrate")

    def arrow_over_words(canvas):
        theme.blit_text(canvas, "Next selection explodes", (400, 300), 20)
        audit.overlay(pygame.Rect(380, 305, 300, 8), "arrow")

    problems = audit.check(drawn(toast_on_prompt), CANVAS, "test")
    assert kinds(problems) == {"covered"} and "toast over prompt" in problems[0].text
    assert kinds(audit.check(drawn(arrow_over_words), CANVAS, "test")) == {"covered"}


def test_a_lessons_ring_may_lie_on_the_edge_of_the_card_it_points_at_never_on_a_neighbour():
    """A hand card risen over its neighbours carries the lesson's ring on its own edge; the same ring
    over the next card of the hand is a fault."""
    card, neighbour = pygame.Rect(300, 600, 300, 230), pygame.Rect(560, 610, 200, 220)

    def ring_on(protected):
        def paint(canvas):
            audit.protect(protected, "hand")
            target = card.inflate(-6, -6)
            audit.protect(target, "target", "the lesson's element")
            audit.ring(target.inflate(6, 6), 5)
        return paint

    assert not audit.check(drawn(ring_on(card)), CANVAS, "test")
    problems = audit.check(drawn(ring_on(neighbour)), CANVAS, "test")
    assert kinds(problems) == {"covered"} and "ring over hand" in problems[0].text


def test_a_toast_over_what_it_speaks_of_or_over_a_usable_card_is_covered_but_a_magnifier_may_be():
    def toast_on(role):
        def paint(canvas):
            audit.protect(pygame.Rect(600, 300, 90, 130), role, "Titrate")
            audit.overlay(pygame.Rect(500, 380, 500, 80), "toast", "That card can't be used now")
        return paint

    def magnifier_on_usable(canvas):
        audit.protect(pygame.Rect(600, 300, 90, 130), "usable", "Titrate")
        audit.overlay(pygame.Rect(500, 380, 300, 400), "magnifier")

    for role in ("spoken", "usable"):
        problems = audit.check(drawn(toast_on(role)), CANVAS, "test")
        assert kinds(problems) == {"covered"} and f"toast over {role}" in problems[0].text
    assert not audit.check(drawn(magnifier_on_usable), CANVAS, "test")


def test_a_cached_layer_brings_its_words_to_the_screen_where_it_is_blitted():
    def paint(canvas):
        layer = pygame.Surface((400, 200))
        theme.panel(layer, pygame.Rect(0, 0, 60, 30))
        theme.blit_text(layer, "Thermal Cycler", (4, 4), 20)
        canvas.blit(layer, (500, 500))

    notes = drawn(paint)
    words = [n for n in notes if n.kind == "text"]
    assert words and words[0].rect.topleft == (504, 504)
    assert kinds(audit.check(notes, CANVAS, "test")) == {"clipped"}


def test_a_fan_may_hide_a_cards_words_but_never_half_its_name():
    """Lab Chaos's eight-card hand showed "Haire" and "wearing somethin": the next card lay over the
    names. A card laid over another's body text is a fan; over its name, a fault."""
    def card(name):
        face = pygame.Surface((120, 160))
        face.fill((240, 240, 230))
        theme.blit_text(face, name, (6, 4), 18, (0, 0, 0), True)
        theme.blit_text(face, "Discard two cards", (6, 90), 14, (0, 0, 0))
        return face

    def fanned(gap):
        def paint(canvas):
            canvas.blit(card("Hairnet"), (100, 100))
            canvas.blit(card("Goggles"), (100 + gap, 100))
        return paint

    assert audit.check(drawn(fanned(110)), CANVAS, "test") == []  # the names whole, the words overlaid
    problems = audit.check(drawn(fanned(40)), CANVAS, "test")
    assert kinds(problems) == {"clipped"} and "Hairnet" in problems[0].text


def test_the_recorder_leaves_nothing_behind():
    with audit.recording():
        assert pygame.Surface is audit.AuditCanvas
    assert pygame.Surface is not audit.AuditCanvas and not audit.active()


# --- the click guard and the moved kind on a real board -----------------------------------------
@pytest.fixture
def tiny_board(tiny_game, monkeypatch):
    import tiny_board as module

    monkeypatch.setitem(sys.modules, "labdesk.games.tiny.board", module)
    return module


def test_a_click_right_after_a_click_never_lands_on_what_came_under_the_pointer(app, tiny_board):
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.app import make_board, settle

    board = make_board(app, Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=4),
                       autosave=False)
    app.push(board)
    settle(app)
    first = board.hand.sprites[0]
    pos = first.rect.center
    before = board.identity_at(pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, pos=pos, button=1))
    app.update(1 / 60)
    board.anims.skip()
    app.update(1 / 60)
    now = board.identity_at(pos)
    if now is not None and now != before:  # the next card slid under the pointer
        assert not board.click_live(pos)
        version = board.version
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.handle(pygame.event.Event(kind, pos=pos, button=1))
        assert board.version == version  # refused
    board.clock += CLICK_SETTLE
    assert board.click_live(pos)


def test_the_sweep_finds_a_target_that_moves_under_the_pointer_when_the_guard_is_off(tiny_board, monkeypatch):
    """Broken on purpose: no click guard, and a hand that closes up after every card played (the
    next mark card slides under the pointer)."""
    from labdesk.ui.board import BoardScene
    from labdesk.ui.table.hand import HandView

    monkeypatch.setattr(BoardScene, "click_live", lambda self, pos: True)
    monkeypatch.setattr(HandView, "steady", property(lambda self: False, lambda self, value: None), raising=False)
    auditor = Auditor()
    auditor.run(Run("tiny", 2, "ai", frames=200, seed=4))
    assert auditor.report.frames > 50
    assert auditor.report.problems["moved"] >= 1, auditor.report.examples


def test_the_sweep_reports_in_the_documented_shape(tmp_path):
    runs = [r for r in sweep("wrong-chemistry", "en", 100, (1600, 900), short=True) if r.mode in ("ai", "lesson")][:2]
    auditor = Auditor(shots=tmp_path)
    for run in runs:
        auditor.run(run)
    result = json.loads(json.dumps(auditor.report.as_json()))
    assert result["frames"] >= 60
    assert set(result["problems"]) == {"clipped", "covered", "overlap", "offscreen", "moved"}
    for example in result["examples"]:
        assert {"kind", "game", "where", "text", "screenshot"} <= set(example)
        assert (tmp_path / example["screenshot"].split("/")[-1]).exists()


def test_a_hand_keeps_its_places_while_the_same_person_decides_again(app):
    """Lab Chaos's hand re-centred after each discard, so the second click of "discard 2" landed in a
    gap: while the same person goes on deciding, the cards left stay where they lay."""
    from labdesk.ui.table.hand import HandCard, HandView

    face = pygame.Surface((80, 110))
    hand = HandView(pygame.Rect(100, 600, 900, 200), (80, 110))
    hand.set_cards([HandCard(k, face) for k in "abcd"])
    where = {s.key: s.pos for s in hand.sprites}
    hand.steady = True
    hand.set_cards([HandCard(k, face) for k in "acd"])
    assert {s.key: s.pos for s in hand.sprites} == {k: where[k] for k in "acd"}
    hand.set_cards([HandCard(k, face) for k in "dxca"])  # a card came in: it takes the gap
    assert {s.key: s.pos for s in hand.sprites} == {**{k: where[k] for k in "acd"}, "x": where["b"]}
    assert [s.key for s in hand.sprites] == list("axcd")  # left to right, as they lie
    assert hand.regrown == 0
    hand.set_cards([HandCard(k, face) for k in "axcdy"])  # more came in than left, and a centred row of
    assert len({s.pos for s in hand.sprites}) == 5      # five has no place where four lay: laid out afresh
    assert hand.regrown == 1  # the audit knows the person watched this hand dealt anew
    hand.steady = False  # the turn is over: the hand closes up
    hand.set_cards([HandCard(k, face) for k in "ac"])
    assert hand.sprites[0].pos != where["a"]
    assert hand.regrown == 1  # a new decision's layout is not a steady hand regrown


def test_the_moved_check_leaves_out_only_the_cards_of_a_hand_dealt_afresh():
    """Lab Wars's lesson spends 4 data to draw five items: a hand of three piles becomes six and is laid
    out again as the cards fly in. Its cards are a new layout, not targets that slid away; the other
    hand's cards, and this hand's when it only lost cards, are still held to their places."""
    from types import SimpleNamespace

    from labdesk.ui.audit_run import dealt_afresh, regrown
    from labdesk.ui.table.hand import HandCard, HandView

    face = pygame.Surface((80, 110))
    items, actions = HandView(pygame.Rect(0, 600, 300, 120), (80, 110)), HandView(pygame.Rect(400, 600, 300, 120), (80, 110))
    board = SimpleNamespace(kit_parts=lambda kind: [items, actions])
    items.set_cards([HandCard(k, face) for k in "abc"])
    actions.set_cards([HandCard(k, face) for k in "pq"])
    items.steady = actions.steady = True
    then = regrown(board)
    items.set_cards([HandCard(k, face) for k in "ab"])  # one bought: a gap, nothing dealt anew
    actions.set_cards([HandCard(k, face) for k in "pq"])
    assert dealt_afresh(board, then) == set()
    items.set_cards([HandCard(k, face) for k in "abdefg"])  # four drawn into one gap
    assert dealt_afresh(board, then) == {("hand", k) for k in "abdefg"}


def test_a_left_aligned_hand_that_grows_keeps_the_places_of_the_cards_held():
    """Audit (Lab Wars): two items drawn mid-turn came in sorted among the others, pushing Research
    Grant one place right under the pointer. New cards take the gaps, then the places the row adds."""
    from labdesk.ui.table.hand import HandCard, HandView

    face = pygame.Surface((80, 110))
    hand = HandView(pygame.Rect(100, 600, 900, 200), (80, 110), align="left")
    hand.set_cards([HandCard(k, face) for k in "ac"])
    where = {s.key: s.pos for s in hand.sprites}
    hand.steady = True
    hand.set_cards([HandCard(k, face) for k in "abc"])
    assert {s.key: s.pos for s in hand.sprites if s.key != "b"} == where
    assert hand.sprites[-1].key == "b" and hand.sprites[-1].pos[0] > where["c"][0] and hand.regrown == 0
    hand.set_cards([HandCard(k, face) for k in "abcdefghijklmn"])  # more than the row holds: dealt afresh
    assert hand.regrown == 1


def test_a_card_in_flight_passes_over_a_panel_without_a_fault():
    """A card a tween carries across the table is drawn in the animation layer (its words are not
    labels out of their panel); at rest it is judged again like any word."""
    from labdesk.ui.sprites import CardSprite

    card = CardSprite(pygame.Surface((80, 40)), pos=(190, 120))
    flight = card.move_to((400, 400), 1.0)

    def paint(canvas):
        theme.panel(canvas, pygame.Rect(100, 100, 80, 40))
        card.draw(canvas)

    with audit.recording():
        face = pygame.Surface((80, 40))  # a face with word notes, as the boards' faces are
        theme.blit_text(face, "joker", (4, 4), 20)
        card.front = card.back = face
        flight.update(0.5)
        assert card.moving
        card.pos = (190, 120)  # mid-flight, across the panel's edge
        assert audit.check(drawn(paint), CANVAS, "test") == []
        flight.finish()
        card.pos = (190, 120)  # came to rest there: now a fault
        assert not card.moving and kinds(audit.check(drawn(paint), CANVAS, "test")) == {"clipped"}


def test_a_card_fading_where_it_landed_is_still_passing():
    """Audit (Experiment): a lab card shrank onto an opponent's tokens and faded there; while it faded
    it was judged as a picture at rest hiding the token's letter."""
    from labdesk.ui.sprites import CardSprite

    card = CardSprite(pygame.Surface((30, 40)), pos=(50, 50))
    fade = card.fade_to(0, 0.3)
    fade.update(0.1)
    assert card.moving
    fade.update(0.3)
    assert not card.moving


def test_widgets_made_during_an_update_are_drawn_in_that_frame():
    """pygame_gui draws only what its last update saw; the app refreshes that list before drawing, so
    a lesson's button made in the scene's update is not drawn a frame late (where the old one was)."""
    import pygame_gui

    from labdesk.settings import Settings
    from labdesk.ui.app import App
    from labdesk.ui.scenes.menu import MenuScene

    app = App(headless=True, sound=False, settings=Settings())
    app.reset(MenuScene(app))
    app.update(1 / 60)
    button = pygame_gui.elements.UIButton(pygame.Rect(5, 850, 200, 40), "Leave lesson", manager=app.manager)

    def drawn_widgets() -> list:
        app.draw(pygame.Surface(app.size))
        return [entry[0] for entry in app.manager.get_sprite_group().visible]

    assert any(image is button.image for image in drawn_widgets())
    button.kill()
    assert all(image is not button.image for image in drawn_widgets())


def test_the_lessons_closing_note_keeps_the_pointer_off_the_board(app):
    """The closing note is a dialog over the finished board: a hand card under the pointer shows no
    tip or enlargement over it (a Wrong Chemistry hover tip lay over the note)."""
    from labdesk.ui.scenes.lesson import check_lesson, open_lesson
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    open_lesson(app, "wrong-chemistry")
    check_lesson("wrong-chemistry", app=app)
    board = app.top
    assert board.coach.run.finished
    card = board.hand.sprites[0]
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(card.pos[0]), int(card.pos[1])), rel=(0, 0),
                                  buttons=(0, 0, 0)))
    assert board.mouse == (-1, -1)
    board.show_message("The molecule does not look like Ironicum (26 Fe) yet", 30)  # a refusal from before it
    assert board.toast_waits(board._toast_box(board.toast[0])[1])  # waits unseen: the note is read


def test_a_word_wider_than_the_log_is_broken_after_its_hyphen():
    """A long card name in the log at 150 % ran off the screen: lines that break words keep inside."""
    width = theme.font(33).size("«Робот-переадресатор»,")[0] - 20
    lines = theme.wrap("Борис показывает карты: «Робот-переадресатор», «Чайная пауза»", width, 33, break_words=True)
    assert "«Робот-" in lines and all(theme.font(33).size(line)[0] <= width for line in lines)
    long = theme.wrap("Supercalifragilisticexpialidocious", 120, 22, break_words=True)
    assert len(long) > 1 and "".join(long) == "Supercalifragilisticexpialidocious"
    assert theme.wrap("Supercalifragilisticexpialidocious", 120, 22) == ["Supercalifragilisticexpialidocious"]


def test_a_hand_off_between_two_steps_ends_the_watch_on_a_click(app):
    """Audit (Experiment hot seat): Boris's hand closed up after the public reveal and the "Pass to
    Boris" screen; that screen is confirmed in between, so no click carries over to the new places."""
    import random

    from labdesk.engine.match import Match, Seat
    from labdesk.ui.audit_run import Auditor, Driver, Run, Watch
    from labdesk.ui.boards import make_board
    from labdesk.ui.scenes.handoff import HandoffScene

    board = make_board(app, Match("experiment", [Seat("human", "Ana"), Seat("human", "Boris")], 1), autosave=False)
    app.push(board)
    driver = Driver(app, board, Run("experiment", 2, "hot"), random.Random(1), Auditor())
    driver.watch = Watch((10, 10), None, 0.0, board.viewer, {}, board.version, 0)
    app.push(HandoffScene(app, "Boris", lambda: None, board=board))
    driver.after_frame()
    assert driver.watch is None


def test_a_card_name_under_a_dialog_is_not_half_hidden_by_the_dialogs_button():
    """Audit (Explosion lesson): the closing note lay over a hand card, and its "Back to the menu"
    button over the card's name: that name is not on screen, so it is not "partly hidden"."""
    def paint(canvas, dialog=True):
        with audit.recording(fresh=False):
            face = audit.canvas((120, 160))
            theme.blit_text(face, "Stock Bottle", (8, 8), 18)
            canvas.blit(face, (600, 700))
            if dialog:
                audit.overlay(pygame.Rect(400, 100, 700, 700), "summary", "Lesson complete")
            canvas.blit(pygame.Surface((200, 40)), (560, 690))  # a button, drawn last

    assert audit.check(drawn(paint), CANVAS, "test") == []
    assert kinds(audit.check(drawn(lambda c: paint(c, dialog=False)), CANVAS, "test")) == {"clipped"}


def test_a_dialogs_buttons_lie_over_the_board_without_half_hiding_a_card_name():
    """Lab Wars's closing note: its "Back to the menu" button lay over a lab card's cost, reported as a
    name half hidden. While a scene's own dialog is open (``dialog_open``) the board under it is out
    of play; without one, the same button over the same card is still a fault."""
    import pygame_gui

    from labdesk.settings import Settings
    from labdesk.ui.app import App
    from labdesk.ui.scene import Scene

    class Table(Scene):
        note_open = False

        def draw(self, surface):
            face = pygame.Surface((120, 160))
            face.fill((240, 240, 230))
            theme.blit_text(face, "Pipettes", (6, 4), 18, (0, 0, 0), True)
            surface.blit(face, (100, 100))

        def dialog_open(self):
            return self.note_open

    app = App(headless=True, sound=False, settings=Settings())
    table = Table(app)
    app.reset(table)
    app.update(1 / 60)
    pygame_gui.elements.UIButton(pygame.Rect(60, 70, 120, 44), "Back to the menu", manager=app.manager)
    app.update(1 / 60)

    def problems():
        with audit.recording() as rec:
            canvas = pygame.Surface(CANVAS.size)
            rec.new_frame(canvas)
            app.draw(canvas)
            return [p for p in audit.check(rec.frame_notes(), CANVAS, "test") if "Pipettes" in p.text]

    assert kinds(problems()) == {"clipped"}
    table.note_open = True
    assert problems() == []


def test_the_sweep_shared_among_processes_finds_what_one_process_finds(tmp_path):
    """``labdesk audit --jobs 2``: the runs dealt to two processes, the figures merged, each finding once."""
    from labdesk.ui.audit import Problem
    from labdesk.ui.audit_run import Report, audit_all

    runs = [r for r in sweep("wrong-chemistry", "en", 100, (1600, 900), short=True) if r.mode == "ai"][:2]
    alone, shared = audit_all(runs), audit_all(runs, shots=tmp_path, jobs=2)
    assert shared.frames == alone.frames and shared.problems == alone.problems
    assert shared.smallest_text == alone.smallest_text
    part = Report(frames=10)
    part.add(Run("wrong-chemistry", 2), Problem("clipped", "turn 3", "'Hydrogiggle' cut to 'Hydrog…'"))
    merged = Report()
    for each in (part, part):  # the same finding in two parts counts once
        merged.merge(each)
    assert merged.problems == {"clipped": 1} and len(merged.examples) == 1 and merged.frames == 20
