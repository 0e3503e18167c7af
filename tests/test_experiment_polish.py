"""Experiment's board explains itself: Esc backs out of a half-made choice, the reveal shows every
seat's cards turning over, the piles carry their names, and the 'only you' caption stays clear of
the Hint's ring."""
from __future__ import annotations

import pygame
import pytest

from labdesk.games.experiment import panels, words
from labdesk.games.experiment.content import content
from labdesk.games.experiment.rules import InfluenceRevealed
from labdesk.ui import theme
from labdesk.ui.scenes.pause import PauseScene
from labdesk.ui.table.tips import tip_layout
from labdesk.ui.tween import as_steps
from helpers.i18n_fit import language
from test_experiment_board import app, board_at, click, draw  # noqa: F401  (app is a fixture)


def press_escape(board):
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))


def test_escape_drops_a_chosen_hand_card_and_a_second_escape_pauses(app):
    board = board_at(app, until=lambda s: s.decision == "commit")
    click(board, board.hand.sprites[0])
    assert board.sel_hand is not None
    press_escape(board)
    assert board.sel_hand is None and not isinstance(app.top, PauseScene)
    press_escape(board)
    assert isinstance(app.top, PauseScene)


def test_escape_drops_a_task_being_completed(app):
    board = board_at(app, until=lambda s: s.decision == "tasks" and bool(s.legal_actions()[:-1]))
    glowing = [s for s in board.task_sprites if s.highlight is not None]
    if not glowing:  # no completable task at this seed: nothing to select
        return
    click(board, glowing[0])
    assert board.sel_task is not None and board.sel_cards
    press_escape(board)
    assert board.sel_task is None and not board.sel_cards
    assert not any(s.pos[1] < other.pos[1] for s in board.lab_sprites for other in board.lab_sprites)  # none lifted


def name_boxes(board):
    boxes = []
    for pile in panels.piles(board.rects, board.obs):
        name, (x, y) = panels.pile_name(pile)
        width = theme.text(name, 16, theme.TEXT_DIM).get_width()
        boxes.append(pygame.Rect(x - width // 2, y, width, 22))
    return boxes


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_pile_is_drawn_with_its_name_and_count_and_explains_itself_on_hover(app, lang):
    board = board_at(app, 4, moves=25)
    obs = board.obs
    with language(lang):
        shown = {p.name: p.count for p in panels.piles(board.rects, obs)}
        assert shown == {"inf_deck": obs["influence_deck"], "inf_discard": len(obs["influence_discard"]),
                         "lab_deck": obs["basic_deck"], "secret_deck": obs["secret_deck"],
                         "lab_discard": obs["lab_discard"]}
        boxes = name_boxes(board)
        piles = [p.rect for p in panels.piles(board.rects, obs)]
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])  # names never meet
        assert not any(box.colliderect(pile) for box in boxes for pile in piles)
        board.sync()  # the hover texts in this language
        for pile in panels.piles(board.rects, obs):
            shown = board.tips.at(pile.rect.center)  # the board's one hover-text mechanism
            assert shown.text == " ".join(words.pile_tip(pile.name, pile.count))
            assert str(pile.count) in " ".join(words.pile_tip(pile.name, pile.count))
            lines, tip = tip_layout(shown, pygame.Rect((0, 0), app.size))
            assert tip.right < board.rects["row"].x and not tip.colliderect(pile.rect)  # the row's choices stay clear
            assert all(line.get_width() <= tip.width for line in lines) and len(lines) >= 2  # wrapped in full
        draw(app)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("percent", [125, 150])
def test_pile_tips_at_large_text_stay_off_the_row_and_the_bench(app, lang, percent):
    board = board_at(app, 4, moves=25)
    bench = pygame.Rect(board.rects["me_info"].topleft, (board.rects["me_info"].width, 900))
    app.set_text_size(percent)
    try:
        with language(lang):
            board.sync()
            for pile in panels.piles(board.rects, board.obs):
                lines, box = tip_layout(board.tips.at(pile.rect.center), pygame.Rect((0, 0), app.size))
                assert not box.colliderect(board.rects["row"]) and not box.colliderect(bench), pile.name
                assert not box.colliderect(pile.rect) and all(line.get_width() <= box.width for line in lines)
    finally:
        app.set_text_size(100)


def test_the_two_player_game_shows_the_lab_piles_only(app):
    board = board_at(app, 2, "two-player", moves=4)
    assert [p.name for p in panels.piles(board.rects, board.obs)] == ["lab_deck", "secret_deck", "lab_discard"]


def test_the_reference_card_lists_every_task_size_and_fits_its_box(app):
    board = board_at(app, 3, moves=3)
    columns = panels.reference_columns(content().points)
    assert [int(u) for u, _p in columns] == sorted(content().points)
    for lang in ("en", "ru"):
        with language(lang):
            assert theme.text(words.reference_note(), 16, theme.INK).get_width() <= board.rects["reference"].width - 24
    assert not board.rects["reference"].colliderect(board.rects["log"])


def test_the_only_you_caption_stays_clear_of_the_hint_ring_round_a_secret_card(app):
    board = board_at(app, 4, until=lambda s: s.decision == "pick" and s.peeker == 0)
    marker = panels.secret_marker(board.rects["row"], board.obs)
    assert marker is not None
    secrets = [s for s in board.row_sprites if s.key[0] == "secret"]
    assert secrets
    for card in secrets:
        assert not panels.hint_ring(card.rect).colliderect(marker[1])
    assert board.rects["row"].contains(marker[1])


def test_the_influence_reveal_turns_over_every_seats_two_cards(app):
    board = board_at(app, 3, until=lambda s: s.decision == "commit")
    placed, covered = (4, 2, 6), (5, 1, 3)
    for step in as_steps(board.animate(InfluenceRevealed(placed, covered, (9, 3, 9)), None)):
        board.anims.add(step)
    for _ in range(15):  # the cards appear and start turning
        app.update(1 / 60)
    spots = {tuple(map(round, piece.pos)) for piece in board.overlay.pieces}
    for seat in range(3):
        for j in range(2):
            assert tuple(map(round, board.front_slot(seat, j))) in spots, (seat, j)


def test_a_card_shown_large_keeps_off_the_log_drawn_after_it(app):
    board = board_at(app, 2, moves=0)
    app.set_text_size(150)
    try:
        with language("ru"):
            board.sync()
            draw(app)
            log = pygame.Rect(board.log_view.rect)
            tasks = [s for s in board.display_sprites + board.task_sprites if board.magnifier.face_for(s.key) is not None]
            assert len(tasks) >= 3
            for sprite in tasks:
                board.magnifier.inspect(sprite.key, sprite.rect)
                draw(app)
                large = board.magnifier.rect()
                assert large is not None and not large.colliderect(log), sprite.key  # its caption would go under the log
                board.magnifier.close()
    finally:
        app.set_text_size(100)
