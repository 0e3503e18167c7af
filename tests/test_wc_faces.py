"""Wrong Chemistry's card faces give the picture its place by their layout functions: the text stays
at the house minimum, the molecule diagram keeps readable hexes and nothing overlaps."""
from __future__ import annotations

import itertools

import pygame

from labdesk import i18n
from labdesk.games.wrong_chemistry import faces, words
from labdesk.games.wrong_chemistry.cards import load
from labdesk.ui import art, theme
from labdesk.ui.scenes.common import layout
from labdesk.ui.table.geometry import SQ3, hex_to_pixel


def _zoom_card() -> tuple[int, int]:
    """The magnifier's card: the size of the layout's "zoom" rect."""
    return layout("wrong-chemistry").rect("zoom").size


def _centred(w: int, h: int, centre) -> pygame.Rect:
    r = pygame.Rect(0, 0, w, h)
    r.center = centre
    return r


def _ink(text: str, size: int, **anchor) -> pygame.Rect:
    """The pixels a bold label covers when placed as the face places it (what the eye sees)."""
    label = theme.text(text, size, theme.INK, bold=True)
    return label.get_bounding_rect().move(label.get_rect(**anchor).topleft)


def _parts(card, size) -> dict[str, pygame.Rect]:
    """The rects one element card's face covers, as card_layout places them."""
    lay = faces.card_layout(size)
    badge = _centred(2 * lay.badge_r, 2 * lay.badge_r, lay.badge_centre)
    return {"number": _ink(str(card.number), lay.number_size, topleft=lay.number_topleft), "badge": badge,
            "symbol": _ink(card.symbol, lay.symbol_size, center=lay.symbol_centre), "picture": lay.picture,
            "name": _ink(card.name, lay.name_size, center=lay.name_centre), "pattern": lay.pattern}


def _hex_size(pattern: list[dict], rect: pygame.Rect) -> float:
    """The hex radius draw_pattern fits ``pattern`` into ``rect`` with (its own formula)."""
    pts = [hex_to_pixel(h["q"], h["r"]) for h in pattern]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(rect.width / (max(xs) - min(xs) + SQ3), rect.height / (max(ys) - min(ys) + 2))


def test_the_hand_card_keeps_its_words_at_the_house_minimum():
    lay = faces.card_layout(faces.CARD)
    assert min(lay.number_size, lay.name_size, lay.symbol_size) >= faces.LEAST_TEXT


def test_no_part_of_an_element_face_overlaps_another_and_all_stay_on_the_card():
    for size in (faces.CARD, _zoom_card()):
        card_rect = pygame.Rect((0, 0), size)
        for card in load().elements.values():
            parts = _parts(card, size)
            for name, rect in parts.items():
                assert card_rect.contains(rect), (card.number, size, name)
            for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
                assert not ra.colliderect(rb), (card.number, size, a, b)


def test_the_picture_keeps_its_view_box_and_the_magnifier_shows_it_twice_as_large():
    small, large = faces.card_layout(faces.CARD).picture, faces.card_layout(_zoom_card()).picture
    assert abs(small.height / small.width - art.PICTURE_RATIO) < 0.02
    assert large.width >= 2 * small.width - 2 and large.height >= 2 * small.height - 2


def test_every_element_name_fits_its_line_and_every_pattern_keeps_readable_hexes():
    lay = faces.card_layout(faces.CARD)
    inner = lay.pattern.inflate(-6, -6)
    for card in load().elements.values():
        assert theme.font(lay.name_size, True).size(card.name)[0] <= lay.name_width, card.name
        assert _hex_size(card.pattern_cells(), inner) >= 9.5, card.number  # discs of 5 px radius or more


def test_a_table_card_picture_leaves_its_title_whole_and_four_text_rows_free():
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        try:
            for sid in load().specials:
                size = layout("wrong-chemistry").rect(sid).size
                name = words.special_name(sid)
                lay = faces.table_card_layout(size, name)
                title = _ink(name, lay.title_size, center=lay.title_centre)
                text = pygame.Rect(14, lay.text_top, lay.text_width, lay.text_step * lay.text_rows)
                assert lay.picture.width / lay.picture.height == 1.6
                assert lay.title_size >= faces.LEAST_TEXT and title.width <= lay.title_width, (lang, name)
                assert not lay.picture.colliderect(title) and not lay.picture.colliderect(text)
                assert pygame.Rect((0, 0), size).contains(text.union(lay.picture).union(title))
        finally:
            i18n.set_language("en")


def test_faces_and_backs_draw_at_their_sizes():
    for size in (faces.CARD, _zoom_card(), (125, 162)):
        assert faces.card_face(26, size).get_size() == size
    assert faces.card_back(faces.CARD).get_size() == faces.CARD
    assert faces.table_card("restartium", "Restartium", "Used this turn", (240, 150), True).get_size() == (240, 150)


def test_a_long_pile_in_a_four_player_panel_takes_tighter_rows_before_hiding_any_card():
    from labdesk.games.wrong_chemistry.faces import CHIP, lay_chips
    from labdesk.ui.table.geometry import column_rects
    four = column_rects(pygame.Rect(20, 66, 310, 600), 4)[0]
    chips, more = lay_chips(four, 0, list(range(1, 9)))
    assert more is None and {c.rect.size for c in chips} == {CHIP}  # eight fit the roomy rows
    chips, more = lay_chips(four, 0, list(range(1, 13)))
    assert more is None and len(chips) == 12 and all(four.contains(c.rect) for c in chips)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(chips) for b in chips[i + 1:])
    chips, more = lay_chips(four, 0, list(range(1, 16)))
    assert more is not None and more.hidden == 15 - len(chips)
