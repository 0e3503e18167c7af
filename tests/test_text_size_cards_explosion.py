"""Card faces at the player's text size, on Explosion: at 150 % the words on the cards a player reads
(Lab card titles and values; Process card names, phases and effects; the beaker column beside the
beaker cards) are larger than at 100 %, and nothing on a face is cut, overlapping or outside it. At
100 % every face and place is as it always was."""
from __future__ import annotations

import pygame
import pytest

from helpers.text_size import text_size
from labdesk.ui import theme


# --- Explosion ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_explosion_lab_cards_titles_and_values_grow_at_150_and_the_picture_makes_room(lang):
    from labdesk.games.explosion import faces

    with text_size(100, lang):
        before = faces.lab_layout()
        values = [faces.lab_value_px(v) for v in ("X", "9", "12")]
    assert before["picture"] == pygame.Rect(19, 26, 76, 48) and before["name_y"] == 76
    assert values == [22, 22, 18]
    with text_size(150, lang):
        lay = faces.lab_layout()  # a card whose name takes one line (a long one takes two, over less picture)
        assert lay["title_px"] > before["title_px"] and lay["name_px"] >= before["name_px"]
        title_bottom = lay["title_y"] + theme.font(lay["title_px"], True).get_height()
        assert lay["picture"].top >= title_bottom - 6 and lay["picture"].bottom <= lay["name_y"]
        assert lay["name_y"] + theme.font(lay["name_px"]).get_height() <= lay["tubes"][0].top + 4
        assert lay["picture"].height >= 20
        large = [faces.lab_value_px(v) for v in ("X", "9", "12")]
        assert large[0] > values[0] and large[1] > values[1] and large[2] > values[2]
        for v, px in zip(("X", "9", "12"), large):
            assert theme.font(px, True).size(v)[0] <= faces.LAB_LARGE[2][0]
        for n in range(1, 7):  # every card's name whole, on one line or two, over its tubes
            lay = faces.lab_layout(n)
            assert 1 <= len(lay["name_lines"]) <= 2
            assert all(theme.font(lay["name_px"]).size(line)[0] <= faces.lab_size()[0] - 8 for line in lay["name_lines"])
            assert lay["name_y"] + len(lay["name_lines"]) * lay["name_step"] <= lay["tubes"][0].top


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_explosion_process_cards_words_grow_at_150_and_fit_the_card(lang):
    from labdesk.games.explosion import faces, words
    from labdesk.games.explosion.content import load
    from labdesk.i18n import _

    grown = phases = 0
    for card, sides in load().cards.items():
        for side, eff in sides.items():
            with text_size(100, lang):
                name, text = _(eff.name), _(eff.text)
                old = faces.wide_lines(name, words.card_side(side), text)
                look = faces._line_look(_(words.PHASE_LABEL[eff.phase]), faces.HAND_CARD[0] - 14, True)
            assert (old.band, old.text_top, old.step, old.text_px) == (28, faces.WIDE_TEXT_TOP, faces.WIDE_LINE, 16)
            with text_size(150, lang):
                lay = faces.wide_lines(name, words.card_side(side), text)
                assert lay.text_top + len(lay.lines) * lay.step <= faces.WIDE_CARD[1] - 4
                assert all(theme.font(lay.text_px).size(line)[0] <= faces.WIDE_CARD[0] - 14 for line in lay.lines)
                grown += lay.text_px > 16
                large = faces._line_look(_(words.PHASE_LABEL[eff.phase]), faces.HAND_CARD[0] - 14, True)
                phases += large[0] > look[0]
                for face in (faces.process_face(card, side), faces.process_face(card, side, wide=True),
                             faces.compact_face(card, side)):
                    assert face.get_size() in (faces.HAND_CARD, faces.WIDE_CARD, faces.COMPACT_CARD)
    assert grown >= 3 and phases >= 3, (grown, phases)


def test_explosion_narrow_process_card_gives_its_picture_top_to_larger_lines():
    from labdesk.games.explosion import faces

    area = faces._picture_under(95, faces.HAND_PICTURE)
    assert area.top == 95 and area.bottom == faces.HAND_PICTURE.bottom and area.centerx == faces.HAND_PICTURE.centerx
    assert abs(area.width / area.height - faces.HAND_PICTURE.width / faces.HAND_PICTURE.height) < 0.05


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_explosion_beaker_column_grows_at_150_inside_its_place(lang):
    from labdesk.games.explosion import panels
    from labdesk.games.explosion import words as W
    from labdesk.ui.layout import Layout

    r = Layout.load("explosion").rect("beaker_label_0")
    beaker = {"compound": "purple", "research": 12, "fire": 2, "index": 23, "x": False}
    with text_size(100, lang):
        label, texts = W.compound_label("purple"), W.beaker_lines(beaker)
        old = panels.beaker_lines(r, label, texts)
    assert (old.compound[1], old.research[1], old.fire[1], old.icons_y, old.index[1]) == (14, 44, 70, 112, 126)
    with text_size(150, lang):
        label, texts = W.compound_label("purple"), W.beaker_lines(beaker)
        new = panels.beaker_lines(r, label, texts)
        assert new.compound[0] >= old.compound[0] and new.research[0] > old.research[0]
        assert new.index[1] + theme.font(new.index[0]).get_linesize() <= r.height
        for (px, _y), words, bold in zip((new.compound, new.research, new.fire, new.index), (label,) + texts,
                                         (True, False, False, False)):
            assert theme.font(px, bold).size(words)[0] <= r.width - 4


def test_explosion_a_process_card_held_alone_is_wider_at_150_and_its_whole_text_larger():
    from labdesk.games.explosion import faces, panels
    from labdesk.ui.layout import Layout

    hand = Layout.load("explosion").rect("hand")
    with text_size(100):
        assert panels.hand_slots(hand, 1)[0] == faces.WIDE_CARD
        small = faces.wide_lines("Distill", "blue side", "Name a compound or a double mixture.", faces.WIDE_CARD)
    with text_size(150):
        size, slots = panels.hand_slots(hand, 1)
        assert size[0] > faces.WIDE_CARD[0] and size[1] == faces.WIDE_CARD[1] and faces.is_wide(size)
        card = pygame.Rect((0, 0), size)
        card.center = slots[0]
        assert hand.contains(card)
        assert panels.hand_slots(hand, 2)[0] == faces.WIDE_CARD  # two side by side: the width they share
        assert faces.hand_face(1, "blue", size).get_size() == size
        large = faces.wide_lines("Distill", "blue side", "Name a compound or a double mixture.", size)
        assert large.text_px > small.text_px and large.name_px > small.name_px
    assert not faces.is_wide(faces.HAND_CARD) and not faces.is_wide(faces.COMPACT_CARD)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_explosion_solo_boxes_leave_the_robot_table_its_room_at_150(level):
    from labdesk.games.explosion import panels
    from labdesk.games.explosion import words as W
    from labdesk.ui.layout import Layout

    players = Layout.load("explosion").rect("players")
    robot = {"level": level}
    with text_size(100):
        assert panels.player_box_height(players.height, 2, True, robot) == min(
            panels.player_box_most(True), (players.height - 8 - panels.ORDER_ROOM) // 2)
    with text_size(150):
        # on the 150 % table (the order note in a panel of its own) the flask aid folds into its
        # heading (its tip holds it) and the Robot's table stays whole under it, at least as large as
        # at 100 %; the hard Robot's longer table folds instead, the flask aid whole
        large = Layout.load("explosion")
        players, note, width = large.rect("players"), not large.has("order_note"), large.rect("players").width - 24
        h = panels.player_box_height(players.height, 2, True, robot, note, width)
        folded = panels.aid_folds(players.height, 2, True, robot, note, width)
        assert folded == (("robot",) if level == "hard" else ("flask",))
        room = players.height - 8 - 2 * h
        scale = panels.aid_scale(room, level, note, width, folded)
        assert panels.under_boxes(scale, level, note, width, folded) <= room and scale >= panels.aid_floor()
        table = 6 + 22 + panels.AID_LINE * len(W.robot_table_lines(level))
        assert level == "hard" or panels.fold_room() + 4 + table <= room
        assert h >= panels.PLAYER_BOX_MAX
        assert panels.player_box_height(players.height, 2, True, None) >= h  # two people: as before
