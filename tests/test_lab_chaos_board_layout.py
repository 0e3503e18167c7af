"""Lab Chaos's layout-audit findings, mended (issue 26), each screen checked again by the audit's own
measure (``helpers.board.frame_findings``): a long toast covered the log."""
from __future__ import annotations

import pytest

from labdesk.i18n import set_language
from helpers.board import frame_findings
from helpers.lab_chaos_board import board_at


@pytest.fixture(params=["en", "ru"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


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
