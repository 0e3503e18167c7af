"""Lab Chaos hand cards readable at 1600x900 (QA: their text was 12-16 px): 14 px at least, no
overlaps, and what the small card leaves out is in the zoom view."""
from __future__ import annotations


def test_hand_card_text_is_at_least_14_px_and_nothing_overlaps(app):
    """Every hand card: the title 14 px or more (17), the text, badges and the symbol's word 14 px
    or more; the text ends above the badges, the rule under the title sits between title and text,
    the badges fit the card's width. Pile cards (slightly smaller) keep 13 px at least."""
    from labdesk.games.lab_chaos.faces import CARD, PILE, badge_surface, card_text_layout
    from labdesk.games.lab_chaos.words import card_data, card_flags
    from labdesk.ui import theme

    for size, least in ((CARD, 14), (PILE, 13)):
        w, h = size
        for card in card_data().values():
            lay = card_text_layout(card, size)
            assert lay["title_size"] >= 14 and min(lay["body_size"], lay["badge_size"], lay["type_size"]) >= least
            title_end = lay["top_h"] + (len(lay["title"]) - 1) * lay["title_step"] + \
                theme.font(lay["title_size"], True).get_ascent()
            assert title_end < lay["rule_y"] < lay["body_y"], card["id"]
            body_end = lay["body_y"] + len(lay["body"]) * round(lay["body_size"] * 1.15)
            floor = h - lay["pad"] - (lay["badge_h"] if card_flags(card) else 0)
            assert body_end <= floor, (card["id"], size)
            badges = sum(badge_surface(f, lay["badge_h"], lay["badge_size"]).get_width() for f in card_flags(card))
            assert badges <= w - 2 * lay["pad"]
            assert all(theme.font(lay["body_size"]).size(line)[0] <= w - 2 * lay["pad"] for line in lay["body"])


def test_small_cards_leave_out_the_word_the_badge_already_says(app):
    from labdesk.games.lab_chaos.faces import CARD, INSPECT, face_text
    from labdesk.games.lab_chaos.words import card_data, shown

    for card in card_data().values():
        full = shown(card["text"])
        small = face_text(card, CARD)
        assert face_text(card, INSPECT) == full  # the zoom view has every word
        if small != full:
            assert card["instant"] or card["end"]
            assert full.lower().endswith(small[1:].lower()) and not small.lower().startswith(("instant", "end:"))
