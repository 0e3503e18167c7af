"""Wrong Chemistry's card faces at the player's text size (issue 28): at 150 % the hand cards, the
discard pile's card, Restartium and Extraxodium and the scored chips show their words larger, whole
and apart, on the board's own places (the hand's slots are fixed: the picture gives up room, the
molecule's box keeps its own); at 100 % they are as they were."""
from __future__ import annotations

import itertools

import pygame
import pytest

from helpers.text_size import assert_words_grow, card_faces_app, faces_drawn  # noqa: F401 (the app fixture)
from labdesk.games.wrong_chemistry import faces, words
from labdesk.games.wrong_chemistry.cards import load
from labdesk.i18n import _, set_language
from labdesk.settings import Settings
from labdesk.ui import access, theme

PILE = (125, 162)  # the discard pile's card (faces.pile_picture_size of the layout's discard rect)


def wrong_chemistry_places(board) -> dict:
    places = {f"hand {s.key}": (s.key, s.rect) for s in board.hand.sprites if s.visible}
    if board.obs["discard_top"] is not None:
        places["discard"] = (board.obs["discard_top"], board.r_discard)
    places["restartium"] = ("restartium", board.r_restart)
    places["extraxodium"] = ("extraxodium", board.r_extra)
    for chip in board.pile_chips(board.obs)[0]:
        places[f"chip {chip.number}"] = (chip.number, chip.rect)
    return places


def scored(board) -> None:
    """Boris has scored Calcium and Scandium (20, 21: a run of two): chips on his panel."""
    board.state.piles[1] = [20, 21]
    board.version += 1
    board.sync()


# seed 1 after 30 moves, two seats: Ana holds Uraniyawn (92), Germinatium (32), Gallopium (31) and
# Siliconfetti (14), Copperstition (29) tops the discard pile; Boris's scored chips 20 and 21.
EXPECTED = {"hand 92", "hand 32", "hand 31", "hand 14", "discard", "restartium", "extraxodium", "chip 20", "chip 21"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hand_pile_table_cards_and_chips_show_their_words_larger_at_150(app, lang):
    small, _problems = faces_drawn(app, "wrong-chemistry", 100, lang, 30, 2, wrong_chemistry_places, scored)
    large, problems150 = faces_drawn(app, "wrong-chemistry", 150, lang, 30, 2, wrong_chemistry_places, scored)
    assert not problems150, [p.text for p in problems150]
    assert_words_grow(small, large, EXPECTED, 0.9)


def _parts(card, size) -> dict[str, pygame.Rect]:
    """What a face shows where: the words' ink (as the face places them) and the picture and box."""
    lay = faces.card_layout(size)

    def ink(text: str, px: int, **anchor) -> pygame.Rect:
        label = theme.text(text, px, theme.INK, bold=True)
        return label.get_bounding_rect().move(label.get_rect(**anchor).topleft)
    badge = pygame.Rect(0, 0, 2 * lay.badge_r, 2 * lay.badge_r)
    badge.center = lay.badge_centre
    name = _(card.name)
    return {"number": ink(str(card.number), lay.number_size, topleft=lay.number_topleft), "badge": badge,
            "symbol": ink(card.symbol, lay.symbol_size, center=lay.symbol_centre), "picture": lay.picture,
            "name": ink(name, faces.name_px(name, lay), center=lay.name_centre), "pattern": lay.pattern}


def test_every_element_face_at_150_keeps_its_parts_apart_on_the_card_and_no_word_smaller():
    for lang in ("en", "ru"):
        set_language(lang)
        try:
            for size in (faces.CARD, PILE):
                access.apply(Settings())  # (whatever an earlier test in this process left)
                before = faces.card_layout(size)
                access.apply(Settings(text_size=150))
                lay = faces.card_layout(size)
                assert lay.pattern == before.pattern  # the molecule a player matches keeps its box
                assert lay.picture.height >= before.picture.height // 2
                for part in ("number_size", "symbol_size", "name_size", "badge_r"):
                    assert getattr(lay, part) > getattr(before, part), (size, part)
                for card in load().elements.values():
                    name = _(card.name)
                    assert faces.name_px(name, lay) >= before.name_size
                    whole = theme.font(before.name_size, True).size(name)[0] <= before.name_width
                    if whole:  # shortened at 150 % only where it was at 100 %
                        assert theme.font(faces.name_px(name, lay), True).size(name)[0] <= lay.name_width, name
                    parts = _parts(card, size)
                    face = pygame.Rect((0, 0), size)
                    for part, rect in parts.items():
                        assert face.contains(rect), (lang, size, card.number, part)
                    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
                        if not (a == "name" and not whole):
                            assert not ra.colliderect(rb), (lang, size, card.number, a, b)
                access.apply(Settings(text_size=100))
        finally:
            access.apply(Settings(text_size=100))
            set_language("en")


def test_a_table_card_sets_its_line_larger_at_150_and_whole():
    rect = (240, 150)
    for lang in ("en", "ru"):
        set_language(lang)
        try:
            for sid in load().specials:
                name = words.special_name(sid)
                for line in (words.restartium_line(False, True), words.restartium_line(True, True),
                             words.extraxodium_line(False, True, True), words.extraxodium_line(False, True, False)):
                    before = faces.table_card_layout(rect, name, line)
                    access.apply(Settings(text_size=150))
                    lay = faces.table_card_layout(rect, name, line)
                    access.apply(Settings(text_size=100))
                    assert lay.title_size >= before.title_size and lay.text_size >= before.text_size
                    lines = theme.wrap(line, lay.text_width, lay.text_size)
                    assert len(lines) <= lay.text_rows
                    assert lay.text_top + lay.text_step * len(lines) <= rect[1] - 4
                    assert theme.font(lay.title_size, True).size(name)[0] <= lay.title_width
                assert lay.title_size > before.title_size, (lang, sid)
        finally:
            access.apply(Settings(text_size=100))
            set_language("en")


def test_scored_chips_grow_where_the_panel_has_room_and_keep_every_card_in_view_as_at_100():
    from labdesk.ui.table.geometry import column_rects

    two = column_rects(pygame.Rect(20, 66, 310, 600), 2)[0]
    four = column_rects(pygame.Rect(20, 66, 310, 600), 4)[0]
    try:
        for box, count in ((two, 6), (four, 8), (four, 15)):
            chips100, more100 = faces.lay_chips(box, 0, list(range(1, count + 1)))
            access.apply(Settings(text_size=150))
            chips, more = faces.lay_chips(box, 0, list(range(1, count + 1)))
            access.apply(Settings(text_size=100))
            assert all(box.contains(c.rect) for c in chips)
            assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(chips) for b in chips[i + 1:])
            if more is not None:
                assert more.hidden == count - len(chips)
                line = pygame.Rect(more.pos, theme.font(16).size(words.more_chips(more.hidden)))
                assert box.contains(line) and line.collidelist([c.rect for c in chips]) < 0
            if count == 6:
                assert more is None and chips[0].rect.height > chips100[0].rect.height  # grown in a roomy panel
    finally:
        access.apply(Settings(text_size=100))


def test_a_long_element_name_breaks_in_two_hyphenated_at_a_larger_size_only():
    assert faces.hyphenated("Mendelevitation", 400, 26) == ["Mendele-", "vitation"]
    assert faces.hyphenated("Ртутти-фрутти", 400, 26) == ["Ртутти-", "фрутти"]  # at its own hyphen
    assert faces.hyphenated("Мендельсоний", 400, 26) == ["Мендельсо-", "ний"]  # never before "ь"
    assert faces.hyphenated("Mendelevitation", 20, 26) is None  # no break fits
    for lang in ("en", "ru"):
        set_language(lang)
        try:
            plain = faces.card_layout(faces.CARD)
            assert all(len(faces.name_lines(_(c.name), plain)[0]) == 1 for c in load().elements.values())
        finally:
            set_language("en")


@pytest.mark.parametrize("lang, number", [("en", 101), ("ru", 101), ("ru", 80)])
def test_a_name_on_two_lines_lies_between_the_top_row_and_the_molecule_at_its_faces_size(lang, number):
    """Mendelevitation / Мендельсоний and Ртутти-фрутти on the 150 % table's hand card: two lines at
    the face's name size, whole, apart from each other, the top row and the molecule's box, the
    picture (if any) above them."""
    from labdesk.ui import art, audit
    from labdesk.ui.layout import Layout

    set_language(lang)
    access.apply(Settings(text_size=150))
    try:
        size = Layout.load("wrong-chemistry", 150).rect("hand_0").size
        lay = faces.card_layout(size)
        name = _(load().elements[number].name)
        lines, px = faces.name_lines(name, lay)
        assert len(lines) == 2 and px == lay.name_size and "".join(lines).replace("-", "") == name.replace("-", "")
        art.clear_cache()
        with audit.recording():
            face = faces.card_face(number, size)
            notes = {n.text: n.rect for n in face.notes if n.kind == "text"}
        art.clear_cache()
        first, second = notes[lines[0]], notes[lines[1]]
        top_row = [notes[str(number)], notes[load().elements[number].symbol]]
        assert pygame.Rect((0, 0), size).contains(first.union(second))
        assert first.bottom <= second.bottom and not audit.shared(audit.ink(first), audit.ink(second), 3)
        assert all(not audit.ink(line).colliderect(mark) for line in (first, second) for mark in top_row)
        assert audit.ink(second).bottom <= lay.pattern.top
    finally:
        access.apply(Settings(text_size=100))
        set_language("en")


def test_the_last_row_of_scored_chips_keeps_its_run_bar_inside_its_panel_at_four_seats():
    """At 125 % and 150 % the four seats' panels lie closer (the map's ``gap``): a long pile's third
    row of chips and the run bar under it (3 px, 2 px below a chip) stay clear of the panel's edge."""
    from labdesk.ui.layout import Layout
    from labdesk.ui.table.geometry import column_rects

    try:
        for size in (125, 150):
            access.apply(Settings(text_size=size))
            layout = Layout.load("wrong-chemistry", size)
            box = column_rects(layout.rect("players"), 4, gap=layout.props("players").get("gap", 10))[0]
            chips, more = faces.lay_chips(box, 0, list(range(1, 18)))
            assert more is not None and len({c.rect.y for c in chips}) == 3
            assert max(c.rect.bottom for c in chips) + 2 + 3 <= box.bottom - 3, (size, box)
    finally:
        access.apply(Settings(text_size=100))
