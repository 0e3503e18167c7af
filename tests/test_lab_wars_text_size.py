"""Lab Wars' card faces at the player's text size: at 150 % the viewer's items, characters and action
cards grow as far as their rows hold them, and the words on every face (names, marks, costs) are
drawn larger where the card holds them, never smaller than at 100 %, never cut; at 100 % every size
is what it was."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from labdesk import i18n
from labdesk.games.lab_wars import faces, panels, words
from labdesk.games.lab_wars.content import content
from labdesk.settings import Settings
from labdesk.ui import access
from labdesk.ui.layout import Layout
from labdesk.ui.table import cardsize

RECTS = {name: Layout.load("lab-wars").rect(name) for name in ("me_hand", "me_chars", "me_actions", "me_lab")}


@pytest.fixture(params=["en", "ru"], autouse=True)
def language(request):
    pygame.init()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")
    access.apply(Settings())


def at(percent: int):
    access.apply(Settings(text_size=percent))
    return panels.card_sizes(RECTS)


def test_at_100_the_cards_keep_their_sizes_and_at_150_the_viewers_grow_within_their_rows():
    assert at(100) == panels.CardSizes(faces.ITEM, faces.CHAR, faces.ACTION)
    sizes = at(150)
    assert sizes.item[0] > faces.ITEM[0] and sizes.item[1] == faces.ITEM[1]  # the rows' heights are full
    assert sizes.char[0] == faces.CHAR[0] and sizes.char[1] > faces.CHAR[1]  # five or six fill their row
    assert sizes.action[0] > faces.ACTION[0] and sizes.action[1] > faces.ACTION[1]
    hand = RECTS["me_hand"]
    assert 5 * sizes.item[0] + 4 * 8 > hand.width - 16  # five at the full size would overlap: they shrink
    five = cardsize.in_row(faces.ITEM, sizes.item, 5, hand.width - 16)
    assert faces.ITEM[0] < five[0] < sizes.item[0] and 5 * five[0] + 4 * 8 <= hand.width - 16
    assert cardsize.in_row(faces.ITEM, sizes.item, 7, hand.width - 16) == faces.ITEM  # crowded: as at 100 %
    chars, actions = RECTS["me_chars"], RECTS["me_actions"]
    assert chars.y + panels.AREA_TITLE_ROOM + sizes.char[1] + panels.NOTE_ROOM <= chars.bottom
    assert actions.y + panels.AREA_TITLE_ROOM + sizes.action[1] <= actions.bottom
    assert 2 * sizes.action[0] + 8 <= actions.width - 16  # two side by side


def layouts(percent: int) -> dict:
    """Each face's layout at the board's sizes for ``percent``, by kind and card id."""
    sizes, c = at(percent), content()
    return {
        "item": {t: faces.item_layout(words.item_text(c, t), sizes.item) for t in c.item_types},
        "char": {cid: faces.character_layout(words.character_text(c, cid), sizes.char) for cid in c.characters},
        "stage": {cid: faces.character_layout(words.character_text(c, cid), faces.STAGE) for cid in c.characters},
        "action": {t: faces.action_layout(words.action_text(c, t), sizes.action) for t in c.action_types},
        "impact": {card.id: faces.impact_layout(words.impact_text(c, card.id))
                   for cards in c.piles.values() for card in cards},
    }


def test_every_faces_words_are_no_smaller_at_150_and_the_named_cards_grow(language):
    small, large = layouts(100), layouts(150)
    for t, lay in small["item"].items():
        assert large["item"][t].name_size >= lay.name_size, t
        assert not any(line.endswith("…") for line in large["item"][t].name_lines), t
    for kind in ("char", "stage"):
        for cid, lay in small[kind].items():
            assert large[kind][cid].mark_size >= lay.mark_size and large[kind][cid].target_size >= lay.target_size
    assert all(large["char"][cid].picture is not None for cid in faces.CHAR_STYLE)  # the taller card keeps them
    for t, lay in small["action"].items():
        assert large["action"][t].name_size >= lay.name_size, t
    for cid, lay in small["impact"].items():
        assert (large["impact"][cid].name_size, large["impact"][cid].coin_r) >= (lay.name_size, lay.coin_r)
        assert large["impact"][cid].badge_r > lay.badge_r
    # named cards whose words grow in both languages
    assert large["item"]["pipettes"].name_size >= 1.3 * small["item"]["pipettes"].name_size
    assert large["item"]["fume-hood"].name_size > small["item"]["fume-hood"].name_size
    assert large["char"]["professor"].mark_size > small["char"]["professor"].mark_size
    assert large["stage"]["phd"].mark_size > small["stage"]["phd"].mark_size
    assert large["action"]["poisoned-tea"].name_size > small["action"]["poisoned-tea"].name_size
    nurture = content().piles["nurture"][0].id
    assert large["impact"][nurture].name_size >= 1.3 * small["impact"][nurture].name_size
    assert large["impact"][nurture].coin_r > small["impact"][nurture].coin_r


def test_a_characters_sabotage_row_and_no_one_grow_where_the_card_holds_them(language):
    c = content()
    at(100)
    before = {cid: faces.character_layout(words.character_text(c, cid), faces.STAGE).target_size
              for cid in faces.CHAR_STYLE}
    at(150)
    after = {cid: faces.character_layout(words.character_text(c, cid), faces.STAGE).target_size
             for cid in faces.CHAR_STYLE}
    assert sum(after[cid] > before[cid] for cid in before) >= 3, (before, after)


def test_the_faces_drawn_at_150_differ_and_the_enlargement_stays_as_it_was():
    at(100)
    small, zoom = faces.item("pipettes", faces.ITEM), faces.item("pipettes", faces.ZOOM)
    small_bytes, zoom_bytes = pygame.image.tobytes(small, "RGBA"), pygame.image.tobytes(zoom, "RGBA")
    sizes = at(150)
    assert faces.item("pipettes", sizes.item).get_size() == sizes.item
    assert pygame.image.tobytes(faces.item("pipettes", faces.ITEM), "RGBA") != small_bytes  # words larger
    # the magnifier grows the enlargement with the text size as a whole: its own words stay
    assert pygame.image.tobytes(faces.item("pipettes", faces.ZOOM), "RGBA") == zoom_bytes
