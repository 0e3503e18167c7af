"""Lab Chaos's layout-audit findings, mended (issue 26), each screen checked again by the audit's own
measure (``helpers.board.frame_findings``): a long toast covered the log; a robot card's text ended in
"…" on the small faces; the lesson's closing note left half a badge of the board to read; the real-life
question's dialog let a card show large under it and was not known to the audit as a dialog; a persona
sheet lay over the In force cards and the current player's header, under the log."""
from __future__ import annotations

import pygame
import pytest

from labdesk.games.lab_chaos import faces, panels, words
from labdesk.i18n import set_language
from labdesk.ui.table.tips import tip_layout
from helpers.board import frame_findings
from helpers.lab_chaos_board import asked_board, board_at, rest_pointer


@pytest.fixture(params=["en", "ru"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("players", [3, 6])
def test_a_persona_sheet_shows_whole_over_the_middle_of_the_table(app, lang, players):
    """Pointing at an AI seat's persona line shows its whole sheet in the table's middle: clear of
    every header, the In force cards, the piles, the log, the prompt and the hand, drawn after the
    log (it lay under it), and nothing half hidden under it."""
    board = board_at(app, players, seed=3, moves=6)
    area = panels.sheet_area(board.rects)
    canvas = pygame.Rect((0, 0), app.size)
    for seat, box in board.panels.items():
        rest_pointer(app, panels.persona_rect(box).center)
        tip = board.tips.showing()
        assert tip is not None and tip.picture is not None
        assert tip.text == words.persona_title(board.persona(seat))
        _lines, shown = tip_layout(tip, canvas)
        assert area.contains(shown)
        clear = [board.rects[name] for name in ("me", "log", "in_force", "discard", "deck", "prompt", "hand")]
        assert shown.collidelist(clear + list(board.panels.values())) < 0
        assert frame_findings(app) == [], (lang, players, seat)


def test_a_persona_sheet_wraps_a_long_question_instead_of_cutting_it(app, lang):
    persona = words.deck().personas[0]
    narrow = faces.persona_sheet(persona, words.question_texts(), 300)
    wide = faces.persona_sheet(persona, words.question_texts(), 700)
    assert narrow.get_width() == 300 and narrow.get_height() > wide.get_height()
    assert faces.persona_sheet(persona, words.question_texts(), 300, 900).get_height() == 900


def test_no_persona_sheet_over_the_dialog_of_a_real_life_question(app):
    board = asked_board(app)
    rest_pointer(app, panels.persona_rect(next(iter(board.panels.values()))).center)
    assert board.tips.showing() is None or board.tips.showing().picture is None


def test_the_question_dialog_is_modal_no_card_shows_large_over_or_under_it(app, lang):
    """The dialog of a real-life question lies over the middle of the table: a card under it, or in
    the hand, is not enlarged (a large card lay under the dialog, half out of it, and over its Yes),
    a right-click opens no zoom view, and the audit knows the dialog: its words stay inside it and
    the table's words under it overlap none of them."""
    board = asked_board(app)
    dialog = board.rects["dialog"]
    under = [hit.rect.center for hit in board.hits if hit.rect.colliderect(dialog) and hit.key[0] == "table"]
    for pos in [dialog.center, board.in_play_spot(0), board.hand.sprites[0].rect.center] + under:
        rest_pointer(app, pos)
        assert board.magnifier.showing() is None, pos
        assert frame_findings(app) == [], pos
    sprite = board.hand.sprites[0]
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=sprite.rect.center))
    assert board.magnifier.pinned is None


def test_a_long_toast_stays_left_of_the_log_and_the_viewers_panel(app, lang):
    """A Hint's reason in Russian ran two lines wide over the log: the toast has the table and the In
    force panel to itself."""
    board = board_at(app, 3, seed=3, moves=6)
    board.show_message(" ".join(["Сильный ИИ советует: сыграть карту «Звонок посреди совещания»."] * 3), 5)
    for percent in (100, 150):
        app.set_text_size(percent)
        try:
            _text, box = board._toast_box(board.toast[0])
            assert not box.colliderect(board.rects["log"]) and not box.colliderect(board.rects["me"])
            assert box.bottom <= board.rects["prompt"].top
            assert frame_findings(app) == []
        finally:
            app.set_text_size(100)


def test_every_card_face_shows_its_whole_text_on_the_small_faces_too(app, lang):
    """The hand card and the pile card (End, lasting, discard pile, a card being carried out) show
    every word of every card, in both languages (Surveillance Camera and Who Left the Room? ended in
    "…"); the text keeps its least size (14 px in the hand, 13 px on a pile)."""
    for size, least in ((faces.CARD, 14), (faces.PILE, 13), (faces.ZOOM, 16)):
        for card in words.card_data().values():
            lay = faces.card_text_layout(card, size)
            assert not lay["cut"] and not any(line.endswith("…") for line in lay["body"]), (lang, size, card["id"])
            assert lay["body_size"] >= least


def test_the_lessons_closing_note_dims_the_board_under_it(app):
    """The closing note is a dialog: the finished board dims under it, as under the pause menu, so
    no card or badge of the board half under the note (or under its buttons) is left to read."""
    from labdesk.ui import audit
    from labdesk.ui.scenes.lesson import check_lesson

    check_lesson("lab-chaos", app=app, part="full")
    board = app.top
    assert board.coach.run.finished
    with audit.recording() as rec:
        canvas = pygame.Surface(app.size)
        rec.new_frame(canvas)
        app.draw(canvas)
        notes = rec.frame_notes()
    note = next(n for n in notes if n.kind == "overlay" and n.role == "summary")
    assert all(n.order > note.order for n in notes if n.kind == "text")  # the board's words are under the shade
    corner = canvas.get_at((board.rects["table"].x + 4, board.rects["table"].bottom - 4))
    assert max(corner[:3]) < 40  # dimmed
    assert frame_findings(app) == []
