"""Lab Wars' faces give each card's picture its place through their layout functions (the drawing reads
the same layouts): inside the card, clear of the words, in every language; the enlargement always
shows it, and the small faces keep their text sizes."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from helpers.text_size import in_each_language  # noqa: F401 (every test in English and Russian)
from labdesk.games.lab_wars import faces, words
from labdesk.games.lab_wars.content import content

def _placed(ids, text_of, layout, sizes):
    """Each card's layout at each size, once its picture is checked to be there and inside the card."""
    for card_id in ids:
        text = text_of(content(), card_id)
        for size in sizes:
            lay = layout(text, size)
            assert lay.picture is not None, (card_id, size)
            assert pygame.Rect((0, 0), size).contains(lay.picture), (card_id, size)
            yield card_id, size, lay


def test_item_pictures_sit_between_the_name_and_the_effects():
    for type_id, size, lay in _placed(content().item_types, words.item_text, faces.item_layout, (faces.ITEM, faces.ZOOM)):
        assert lay.picture.top >= lay.name_y + len(lay.name_lines) * (lay.name_size + 2), type_id
        assert lay.picture.bottom <= lay.effects_y, type_id
        if lay.note:
            assert lay.picture.bottom < lay.note.top
        if size == faces.ITEM:
            assert lay.name_size >= faces.NAME_LEAST


def test_character_pictures_sit_on_the_band_above_the_mark_and_texts():
    sizes = (faces.CHAR, faces.STAGE, faces.ZOOM)
    for cid, size, lay in _placed(content().characters, words.character_text, faces.character_layout, sizes):
        assert lay.picture.bottom <= lay.band.bottom
        assert lay.picture.bottom <= lay.mark_y - lay.mark_size // 3, (cid, size)
        assert lay.text_y >= lay.band.bottom


def test_action_pictures_leave_the_name_and_text_their_room():
    sizes = (faces.ACTION, faces.ZOOM)
    for type_id, size, lay in _placed(content().action_types, words.action_text, faces.action_layout, sizes):
        assert lay.picture.bottom <= lay.text_y, type_id
        if size == faces.ACTION:
            assert lay.picture.bottom <= lay.name_y


def test_impact_pictures_sit_above_the_badge():
    ids = [card.id for cards in content().piles.values() for card in cards]
    for card_id, size, lay in _placed(ids, words.impact_text, faces.impact_layout, (faces.IMPACT, faces.IMPACT_ZOOM)):
        assert lay.picture.bottom <= lay.badge_bottom - round(lay.badge_r * 2.3), card_id


def test_the_enlargement_shows_the_picture_larger_than_the_face():
    c = content()
    item = words.item_text(c, "pipettes")
    assert faces.item_layout(item, faces.ZOOM).picture.width > 2 * faces.item_layout(item, faces.ITEM).picture.width
    char = words.character_text(c, "professor")
    assert faces.character_layout(char, faces.ZOOM).picture.width > 2 * faces.character_layout(char, faces.CHAR).picture.width


def test_the_news_articles_lie_on_the_stage_with_their_pictures_and_a_click_puts_one_back(app):
    """Legends of Science: the viewer's dealt news articles are cards (picture, name, impact) that
    enlarge, and clicking one is the choice which to put back (every one of them, not two buttons)."""
    from labdesk.engine.match import Match, Seat
    from labdesk.games.lab_wars.rules import DropNews
    from labdesk.ui.app import make_board, settle

    match = Match("lab-wars", [Seat("human", "Ana", "random"), Seat("ai", "Boris", "random")], 3, {"legends": True})
    assert match.state.decision == "news" and match.current_seat() == 0
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    dealt = sorted(a.news for a in match.state.legal_actions() if isinstance(a, DropNews))
    assert sorted(s.key[1] for s in board.news_sprites) == dealt and len(dealt) == 3
    first = board.news_sprites[0]
    assert board.zoom_face(first.key).get_size() == faces.ZOOM
    assert faces.news_layout("x", "y", faces.ZOOM).picture is not None
    pos = (int(first.pos[0]), int(first.pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    settle(app)
    assert first.key[1] not in match.state.observation(0)["seats"][0]["news"]


def test_no_item_name_is_cut_and_a_big_action_face_shows_its_whole_footer():
    """"Gel Electrophore…" and "Supercompu…" were cut on the small item face (the first is now the
    Gel Chamber, the second breaks with a hyphen), and Reviewer Two's enlarged face lost the second
    line of its "Reaction: when…" footer."""
    from labdesk.games.lab_wars import faces, words
    from labdesk.games.lab_wars.content import content
    from labdesk.i18n import set_language

    try:
        for lang in ("en", "ru"):
            set_language(lang)
            c = content()
            for tid in c.item_types:
                for size in (faces.ITEM, faces.ZOOM):
                    lines = faces.item_layout(words.item_text(c, tid), size).name_lines
                    assert not any(line.endswith("…") for line in lines), (lang, tid, lines)
            card = words.action_text(c, "reviewer-two")
            lay = faces.action_layout(card, faces.ZOOM)
            assert faces._when_height(card, faces.ZOOM[0]) >= 2 * (15 + 4)  # two lines of footer
            assert lay.picture.bottom < faces.ZOOM[1] - faces._when_height(card, faces.ZOOM[0])
    finally:
        set_language("en")
    assert faces.item_layout(words.item_text(content(), "supercomputer")).name_lines[0].endswith("-")


def test_a_rivals_used_item_lies_wide_with_its_words_upright():
    """Playtest: opponents' turned cards showed their mark and cost sideways."""
    for item_id in list(content().items)[:5]:
        upright, turned = faces.mini(item_id), faces.mini(item_id, sideways=True)
        assert turned.get_size() == (faces.MINI[1], faces.MINI[0])
        rotated = pygame.transform.rotate(upright, -90)
        assert pygame.image.tobytes(turned, "RGBA") != pygame.image.tobytes(rotated, "RGBA")


def test_a_raised_price_lies_over_the_coin_clear_of_the_pile_badge():
    """Audit: the red "+2" beside the coin lay over a pile's "×2" badge. The raised price is a red coin
    over the card's own coin."""
    coin = faces.raised_coin(5)
    lay = faces.item_layout(words.item_text(content(), "pipettes"))
    assert coin.get_size() == (2 * lay.coin_r + 2, 2 * lay.coin_r + 2)
    badge_left = 38 - 5  # item_pile's "×n" box
    assert lay.coin_at[0] + coin.get_width() <= badge_left
    middle = (coin.get_width() // 2, 6)  # the coin's colour, between its rim and its number
    assert coin.get_at(middle)[:3] != faces.rp_coin(5, 13).get_at(middle)[:3]
