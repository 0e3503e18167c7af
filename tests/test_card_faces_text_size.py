"""Card faces at the player's text size (issue 28): at 150 % the cards a player reads grow where the
board has room and their words are drawn larger, whole, inside the card; at 100 % every card is as
it was. The kit's sizing (``labdesk.ui.table.cardsize``) and Lab Chaos: the hand and the table's
cards (discard pile, End card, lasting card, a card being carried out); Wrong Chemistry's are in
test_wc_card_faces_text_size.py."""
from __future__ import annotations

import pygame
import pytest

from helpers.text_size import assert_words_grow, card_faces_app, faces_drawn  # noqa: F401 (the app fixture)
from labdesk.i18n import set_language
from labdesk.settings import Settings
from labdesk.ui import access, theme
from labdesk.ui.table import cardsize


# --- the kit ----------------------------------------------------------------------------------------
def test_a_card_grows_with_the_text_only_as_far_as_its_room_and_never_shrinks():
    try:
        access.apply(Settings(text_size=100))
        assert cardsize.grown((160, 224), (240, 232), each=True) == (160, 224)
        assert cardsize.top(0.9) == 0.9  # at 100 % a face keeps its own words
        access.apply(Settings(text_size=150))
        assert cardsize.grown((160, 224), (240, 232), each=True) == (240, 232)
        assert cardsize.grown((160, 224), (150, 200), each=True) == (160, 224)  # no room: as at 100 %
        assert cardsize.grown((160, 224)) == (240, 336)
        assert cardsize.top(0.9) == 1.5 and cardsize.top(2.0) == 2.0  # a large view keeps its own
        tried = []
        assert cardsize.largest(lambda s: tried.append(s) or (s if s <= 1.2 else None), 1.5, above=1.0) == 1.2
        assert tried == [1.5, 1.45, 1.4, 1.35, 1.3, 1.25, 1.2]
        assert cardsize.largest(lambda s: None, 1.5, above=1.0) is None
    finally:
        access.apply(Settings(text_size=100))


def lab_chaos_places(board) -> dict:
    places = {f"hand {s.key[2]}": (s.key[2], s.rect) for s in board.hand.sprites if s.visible}
    for slot, key in (("discard", "discard_top"), ("end_slot", "end_card"), ("lasting_slot", "lasting_card")):
        if board.obs.get(key) is not None:
            places[slot] = (board.obs[key], board.rects[slot])
    return places


# seed 1 after 30 moves, three seats: Ana holds Hibernation; Tar Pit on the discard pile, Night at the
# Robot Zoo the End card. Seed 1 after 8 moves, four seats: a hand of seven (Grant Rejected, Peer
# Review, Robot Ethics Board...), a lasting card too.
LAB_CHAOS_TABLES = [(30, 3, {"hand hibernation", "discard", "end_slot"}, 0.5),
                    (8, 4, {"hand grant-rejected", "hand robot-ethics", "discard", "end_slot", "lasting_slot"}, 0.3)]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("moves, players, expected, most", LAB_CHAOS_TABLES)
def test_lab_chaos_hand_and_table_cards_show_their_words_larger_at_150(app, lang, moves, players, expected, most):
    small, problems100 = faces_drawn(app, "lab-chaos", 100, lang, moves, players, lab_chaos_places)
    large, problems150 = faces_drawn(app, "lab-chaos", 150, lang, moves, players, lab_chaos_places)
    assert not problems150, [p.text for p in problems150]
    assert_words_grow(small, large, expected, most)
    hand = [place for place in large if place.startswith("hand")]
    assert hand
    rects = sorted((large[place][1] for place in hand), key=lambda r: r.x)
    # one level row of cards as large as the band holds them; a long hand overlaps, each card
    # showing the strip its title and badges were set in
    assert len({(r.y, r.size) for r in rects}) == 1 and rects[0].width > small[hand[0]][1].width
    from labdesk.games.lab_chaos import faces
    strip = faces.hand_strip(pygame.Rect(20, 658, 1240, 236), len(rects), rects[0].size)
    assert all(b.x - a.x >= (strip + 6 if strip else a.width) for a, b in zip(rects, rects[1:]))


def test_every_lab_chaos_face_is_whole_at_150_and_no_word_smaller_than_at_100(app):
    """Every card on every small face (the hand card for one to nine cards, the pile card), in both
    languages: nothing cut that is whole at 100 %, the title and the text no smaller, the title and
    the text of most cards larger; the large views are as at 100 % (the magnifier grows them)."""
    from labdesk.games.lab_chaos import faces, words

    band = pygame.Rect(20, 658, 1200, 236)
    for lang in ("en", "ru"):
        set_language(lang)
        access.apply(Settings(text_size=150))
        hands = {faces.hand_card_size(band, n) for n in range(1, 10)}
        access.apply(Settings(text_size=100))
        sizes = {faces.PILE, faces.ZOOM} | hands
        before = {size: {c: faces.card_text_layout(card, size) for c, card in words.card_data().items()}
                  for size in sizes}
        access.apply(Settings(text_size=150))
        try:
            grown = 0
            for n in range(1, 10):  # a long hand overlaps (``hand_strip``), as much of each in view as at 100 %
                size = faces.hand_card_size(band, n)
                assert size[1] == faces.hand_card_size(band, 1)[1] <= band.height - 4 and size[0] >= faces.CARD[0]
                assert size[0] > faces.CARD[0] or n > 8
                fits = size[0] * n + 8 * (n - 1) <= band.width - 20
                strip = faces.hand_strip(band, n, size)
                assert (strip is None) == fits and (fits or strip >= faces.LEAST_STRIP - 6 or size[0] == faces.CARD[0])
            for size in sizes:
                for cid, card in words.card_data().items():
                    lay, old = faces.card_text_layout(card, size), before[size][cid]
                    assert lay["cut"] <= old["cut"], (lang, size, cid)
                    for part in ("title_size", "body_size", "badge_size", "type_size"):
                        assert lay[part] >= old[part], (lang, size, cid, part)
                    if size == faces.ZOOM:
                        assert lay == old
                    else:
                        grown += lay["title_size"] > old["title_size"] and lay["body_size"] > old["body_size"]
            assert grown > 0.6 * len(words.card_data()) * (len(sizes) - 1), grown
        finally:
            access.apply(Settings(text_size=100))
    set_language("en")


def test_an_enlargement_with_no_clear_spot_beside_its_card_slides_sideways_off_what_it_meets():
    """A hovered hand card's large copy at 150 % text: beside, above and below the card a lesson's
    panel or the prompt is in the way; slid left of the panel and above the prompt it hides nothing."""
    from labdesk.ui.table.magnifier import place

    bounds = pygame.Rect(0, 0, 1600, 900)
    hand, prompt, panel = pygame.Rect(20, 658, 1200, 236), pygame.Rect(24, 604, 1196, 46), pygame.Rect(392, 266, 468, 296)
    card = pygame.Rect(426, 659, 190, 232)
    rect = place((240, 336), card, bounds, [hand, prompt, panel])
    assert rect.collidelist([hand, prompt, panel]) < 0 and not rect.colliderect(card)
    assert rect.right <= panel.x


def test_lab_chaos_table_notes_and_the_carried_out_label_grow_where_their_place_has_room(app):
    """The two lines under the In force slots (by the viewer's seat on the 150 % table) and "Being
    carried out" over a card resolving in mid-table (seed 1 after 3 moves, five seats: Robot Ethics
    Board) are larger at 150 %."""
    def places(board) -> dict:
        r = board.rects
        notes = r.get("table_note") or pygame.Rect(r["in_force"].x, r["end_slot"].bottom, r["in_force"].width,
                                                   r["in_force"].bottom - r["end_slot"].bottom)
        x, y = board.in_play_spot(0)
        label = pygame.Rect(r["table"].x, r["table"].y, r["table"].width, y - 105 - r["table"].y)
        return {"notes": (board.obs.get("in_play"), notes), "carried out": (board.obs.get("in_play"), label)}

    small, _problems = faces_drawn(app, "lab-chaos", 100, "en", 3, 5, places)
    large, problems = faces_drawn(app, "lab-chaos", 150, "en", 3, 5, places)
    assert not problems, [p.text for p in problems]
    assert small["carried out"][0] == ["robot-ethics"]
    for place in ("notes", "carried out"):
        assert min(large[place][2]) > max(small[place][2]), (place, small[place][2], large[place][2])


def test_an_overlapped_hand_cards_title_and_badges_lie_in_the_strip_that_shows(app):
    """At 125 % and 150 %, every card of the deck covered in a hand of seven and of nine cards as
    wide as their longest text needs (``hand_card_size`` with the whole deck): its number in its
    seal, its title lines and its badges lie within the strip the next card leaves, each at its floor
    against the hand card at 100 % (a badge whose word the strip cannot hold at its floor as large as
    it holds it, else its icon: none in an English hand of seven); no text under the next card."""
    from labdesk.games.lab_chaos import faces, words

    band = pygame.Rect(20, 656, 1240, 236)
    deck = list(words.card_data().values())
    try:
        for lang in ("en", "ru"):
            set_language(lang)
            for percent in (125, 150):
                access.apply(Settings(text_size=percent))
                for n in (7, 9):
                    size = faces.hand_card_size(band, n, cards=deck)
                    strip = faces.hand_strip(band, n, size)
                    assert strip is not None and size[0] > faces.LEAST_STRIP
                    icons = 0
                    for card in deck:
                        lay = faces.covered_layout(card, size, strip)
                        floors = faces._floors(card, faces.CARD)
                        rest = {key: px for key, px in floors.items() if key != "badge_size"}  # (the badges below)
                        assert lay["body"] == [] and faces.at_floors(lay, rest), (lang, percent, n, card["id"])
                        room = strip - lay["pad"]
                        bold = theme.font(lay["title_size"], True)
                        assert all(bold.size(line)[0] <= room for line in lay["title"]), card["id"]
                        assert lay["pad"] + 2 * lay["icon_r"] + 2 * lay["seal_r"] < strip, card["id"]
                        flags, shown = words.card_flags(card), lay["badge_words"]
                        gaps = round(4 * lay["k"]) * max(0, len(flags) - 1)

                        def pills(px: int, word: bool = True) -> int:
                            return sum(faces.badge_surface(f, round(21 * px / 14), px, word).get_width()
                                       for f in flags) + gaps
                        assert pills(lay["badge_size"], shown) <= room, card["id"]
                        if not shown or lay["badge_size"] < floors["badge_size"]:  # (the floor's pill is too wide)
                            assert pills(floors["badge_size"]) > room and (shown or pills(14) > room), card["id"]
                        icons += not shown
                    if lang == "en" and n == 7:
                        assert icons == 0
    finally:
        access.apply(Settings(text_size=100))
        set_language("en")


def test_a_long_title_word_breaks_after_a_hyphen_before_a_syllable():
    """``theme.syllable_pieces``: each piece fits and all but the last end in a hyphen, three letters
    at least; the pieces make the word again; a word that fits stays whole; a compound breaks at its
    own hyphen first; a covered Lab Chaos card's title lines use it."""
    from labdesk.games.lab_chaos import faces

    pygame.init()
    bold = theme.font(22, True)
    for word in ("Ключеискатель", "Робот-переадресатор", "Assessment", "Сверхурочные", "Overqualified"):
        pieces = theme.syllable_pieces(word, 100, 22)
        assert len(pieces) > 1 and all(bold.size(p)[0] <= 100 for p in pieces), pieces
        assert all(p.endswith("-") for p in pieces[:-1]) and all(len(p.rstrip("-")) >= 3 for p in pieces)
        assert "".join(pieces).replace("-", "") == word.replace("-", "")
    assert theme.syllable_pieces("Робот-переадресатор", 100, 22)[0] == "Робот-"
    assert theme.syllable_pieces("Assessment", 100, 22) == ["Assess-", "ment"]
    assert theme.syllable_pieces("choosing", 74, 24, bold=False) == ["choos-", "ing"]  # its ending whole
    assert theme.syllable_pieces("Ключеискатель", 100, 22)[-1] == "тель"
    assert theme.syllable_pieces("Unit", 100, 22) == ["Unit"]
    assert faces.strip_title_lines("Fashion Assessment Unit", 100, 22) == ["Fashion", "Assess-", "ment", "Unit"]
