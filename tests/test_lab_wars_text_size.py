"""Lab Wars' card faces at the player's text size: at 150 % the viewer's items, characters and action
cards grow as far as their rows hold them, and the words on every face (names, marks, costs) are
drawn larger where the card holds them, never smaller than at 100 %, never cut; at 100 % every size
is what it was."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from helpers.text_size import in_each_language  # noqa: F401 (every test in English and Russian)
from labdesk.games.lab_wars import card_menu, faces, panels, words
from labdesk.games.lab_wars.content import content
from labdesk.i18n import _
from labdesk.settings import Settings
from labdesk.ui import access, theme
from labdesk.ui.layout import Layout
from labdesk.ui.table import cardsize

def rects(percent: int) -> dict:
    """The viewer's areas on the table for ``percent`` (the larger text's table is a layout of its own)."""
    return Layout.load("lab-wars", percent).rects("me_hand", "me_chars", "me_actions", "me_lab")


def at(percent: int):
    access.apply(Settings(text_size=percent))
    return panels.card_sizes(rects(percent))


def test_at_100_the_cards_keep_their_sizes_and_at_150_the_viewers_grow_within_their_rows():
    assert at(100) == panels.CardSizes(faces.ITEM, faces.CHAR, faces.ACTION)
    sizes = at(150)
    assert sizes.item[0] > faces.ITEM[0] and sizes.item[1] == faces.ITEM[1]  # the rows' heights are full
    chars = rects(150)["me_chars"]
    assert sizes.char[0] >= faces.CHAR[0] and sizes.char[1] > faces.CHAR[1]  # taller, and wider as five fit
    assert 5 * sizes.char[0] + 4 * 12 <= chars.width - 16
    assert sizes.action[0] > faces.ACTION[0] and sizes.action[1] > faces.ACTION[1]
    hand = rects(150)["me_hand"]
    assert 5 * sizes.item[0] + 4 * 8 > hand.width - 16  # five at the full size would overlap: they shrink
    five = cardsize.in_row(faces.ITEM, sizes.item, 5, hand.width - 16)
    assert faces.ITEM[0] < five[0] < sizes.item[0] and 5 * five[0] + 4 * 8 <= hand.width - 16
    assert cardsize.in_row(faces.ITEM, sizes.item, 7, hand.width - 16) == faces.ITEM  # crowded: as at 100 %
    chars, actions = rects(150)["me_chars"], rects(150)["me_actions"]
    assert chars.y + panels.title_room() + sizes.char[1] + panels.note_room() <= chars.bottom
    assert actions.y + panels.title_room() + sizes.action[1] <= actions.bottom
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


def test_the_faces_drawn_at_150_differ_and_the_enlargements_effects_reach_the_floor():
    at(100)
    small, zoom = faces.item("pipettes", faces.ITEM), faces.item("pipettes", faces.ZOOM)
    small_bytes, zoom_bytes = pygame.image.tobytes(small, "RGBA"), pygame.image.tobytes(zoom, "RGBA")
    sizes = at(150)
    assert faces.item("pipettes", sizes.item).get_size() == sizes.item
    assert pygame.image.tobytes(faces.item("pipettes", faces.ITEM), "RGBA") != small_bytes  # words larger
    # the magnifier can grow the enlargement only a little (1.15x at 150 %: the header row above, the
    # hand below), so the enlargement's effects and note are set at the floor themselves
    assert pygame.image.tobytes(faces.item("pipettes", faces.ZOOM), "RGBA") != zoom_bytes
    assert faces.big_px(16) == cardsize.floor_px(16) and faces.big_px(15) == cardsize.floor_px(15)
    at(100)
    assert faces.big_px(16) == 16


def test_every_items_effects_lie_whole_on_its_enlargement_the_picture_giving_way(language):
    """The enlargement's effect lines at 150 % all lie above its end-of-game note with the picture
    (at its least or more) above them: at the floor, a size less at a time where the picture would
    go, never below 100 %'s; most at the floor."""
    sizes = {}
    for percent in (100, 150):
        at(percent)
        for type_id in sorted(set(content().items)):
            text = words.item_text(content(), type_id)
            lay = faces.item_layout(text, faces.ZOOM)
            need = sum(faces._effect_step(effect, faces.ZOOM[0], lay.effect_px) for _kind, effect in text.effects)
            bottom = lay.note.y if lay.note else faces.ZOOM[1] - 10
            assert lay.picture is not None and lay.effects_y + need <= bottom, (percent, type_id)
            assert lay.effect_px >= 16 and (percent == 150 or lay.effect_px == 16)
            sizes.setdefault(percent, []).append(lay.effect_px)
        floor = cardsize.floor_px(16)
    at(100)
    assert sum(px == floor for px in sizes[150]) > len(sizes[150]) // 2, sizes[150]


def test_a_characters_mark_grows_alone_with_its_shape_on_a_badge_and_the_picture_stays(language):
    """The mark beside its shape had no room to grow on a card 64 pixels wide: at 150 % the shape sits
    on a badge over the picture's corner and the mark takes the width (at 100 % it is beside, as ever)."""
    small, large = layouts(100), layouts(150)
    for kind in ("char", "stage"):
        for cid in faces.CHAR_STYLE:
            assert not small[kind][cid].shape_corner
            lay = large[kind][cid]
            assert lay.picture is not None and lay.mark_size >= 1.3 * small[kind][cid].mark_size, (kind, cid)
            assert lay.picture.bottom <= lay.mark_y - lay.mark_size // 3
    sizes = at(150)
    for cid in faces.CHAR_STYLE:  # the drawn face reads the layout it was tested with
        assert faces.character(cid, sizes.char).get_size() == sizes.char


def test_the_news_articles_to_choose_from_say_their_words_larger_all_at_one_size(language):
    """Legends of Science: the articles a player chooses from lie on the stage as cards; at 150 % their
    names and goals are larger, every line inside the card, one size for all of them."""
    from labdesk.i18n import _

    news = content().news
    at(100)
    assert {faces._news_choice_text(_(n.name), _(n.text), faces.NEWS_CHOICE, 7) for n in news} == {15}
    at(150)
    sizes = [faces._news_choice_text(_(n.name), _(n.text), faces.NEWS_CHOICE, 7) for n in news]
    assert sum(px > 15 for px in sizes) >= len(news) - 1, sizes
    assert faces.news_choice(news[0].id).get_size() == faces.NEWS_CHOICE


def test_at_150_the_boards_clicks_keyboard_stops_and_enlargements_follow_the_grown_cards(app):
    """The grown cards are what the pointer and the keyboard reach: each of the viewer's cards is hit
    at its centre, its keyboard stop is its rectangle, the magnifier opens over it, and a click on a
    hand item buys it."""
    from labdesk.ai import RandomPlayer
    from labdesk.engine.match import Match, Seat
    from labdesk.games.lab_wars.rules import BuyItem
    from labdesk.ui.app import make_board, settle
    from labdesk.ui.table.magnifier import HOVER_DELAY

    app.set_text_size(150)
    match = Match("lab-wars", [Seat("human", "Ana", "random"), Seat("ai", "Boris", "random")], 1)
    player = RandomPlayer(1)
    while not (match.current_seat() == 0 and match.state.decision == "turn"
               and any(isinstance(a, BuyItem) for a in match.state.legal_actions())):
        match.apply(player.choose(match.state))
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    table = board.table
    assert table.hand_size()[0] > faces.ITEM[0] and table.sizes.char[1] > faces.CHAR[1]
    assert all(s.rect.size == table.hand_size() for s in board.hand_sprites)
    assert all(s.rect.size == table.sizes.char for s in board.char_sprites)
    assert table.chip_px(board.me) > 16 and table.chip_px(1) > 16  # the viewer's impact chips, a rival's
    assert all(board.rects["me_info"].contains(rect) for rect, _pile in table.impact_chip_rects(board.me))
    for sprite in board.hand_sprites + board.char_sprites + board.lab_sprites + board.action_sprites:
        assert board.hit(sprite.rect.center) is sprite, sprite.key
    stops = {target.key: target.rect for target in board.focus_targets()}
    for sprite in board.hand_sprites:
        if sprite.playable:
            assert stops[("hand", sprite.key)] == sprite.rect
    sprite = next(s for s in board.hand_sprites if s.playable)
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=sprite.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(round(HOVER_DELAY * 60) + 30):
        board.update(1 / 60)
    assert board.magnifier.rect() is not None
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    board.update(1 / 60)
    pos = sprite.rect.center
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    assert match.actions[-1] == str(BuyItem(sprite.key[1]))


def test_a_raised_price_lies_over_the_grown_cards_coin():
    """A sabotaged hand shows each price raised on a red coin over the card's own coin, at any size."""
    item = words.item_text(content(), "pipettes")
    for size in (faces.ITEM, at(150).item, cardsize.in_row(faces.ITEM, at(150).item, 5, 504)):
        lay = faces.item_layout(item, size)
        coin = faces.item_coin(size)
        assert coin.topleft == lay.coin_at and coin.size == (2 * lay.coin_r + 2,) * 2
        assert faces.raised_coin(7, coin.width // 2 - 1).get_size() == coin.size


def test_a_crowded_row_keeps_what_each_card_must_show_in_view_else_overlaps_all_alike():
    """``packed_lefts``: cards a gap apart when they fit; else each step at least what must stay in
    view of its card (the first list of leasts that fits), the rest shared; None when none fits."""
    assert panels.packed_lefts([88, 88, 88], [[80, 80, 80]], 400) == [0.0, 96.0, 192.0]
    widths, room = [88] * 8, 534
    seen, badges = [77] * 8, [92, 0, 0, 92, 0, 0, 0, 0]
    lefts = panels.packed_lefts(widths, [seen, badges], room)  # 7 × 77 is too long: the badges stay in view
    assert lefts is not None and lefts[-1] + widths[-1] <= room
    steps = [b - a for a, b in zip(lefts, lefts[1:])]
    assert all(step >= least for step, least in zip(steps, badges))
    assert panels.packed_lefts(widths, [[92] * 8], room) is None


def test_at_150_an_upright_pile_before_a_turned_one_keeps_its_icons_in_view(app):
    """Legends of Science late in a game: eight piles, some turned, in the lab beside the hand. A
    turned card lay over the icons (and their letters) of the upright pile before it."""
    from labdesk.ai import RandomPlayer
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.app import make_board, settle

    app.set_text_size(150)
    match = Match("lab-wars", [Seat("human", "Ana", "random"), Seat("ai", "Boris", "random")], 1, {"legends": True})
    for _ in range(80):
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    table = board.table
    placed = table.my_lab()
    assert table.lab_crowded() and any(not pile.ready for pile, _pos in placed)
    size = table.lab_size()
    for (pile, pos), (following, after) in zip(placed, placed[1:]):
        width = size[0] if pile.ready else size[1]
        left, next_left = pos[0] - width / 2, after[0] - (size[0] if following.ready else size[1]) / 2
        if pile.ready:
            assert next_left - left >= panels.pile_in_view(pile.item, len(pile.cards), size) - 1, pile.item


def test_lasting_effects_too_long_for_any_one_line_lie_whole_over_several_places():
    """Audit at 150 % in Russian: three long lasting effects ('... cheaper by 1 · an action card
    played · 2 RP from data must be spent this turn') were cut to 'карты приз…' on the lab's
    heading, as they split over two places at most. Each place now takes as many as it holds, in
    order, and where none holds them at the player's size they are set smaller, whole."""
    parts = ["a" * 30, "b" * 20, "c" * 40]
    fits = lambda text, place: len(text) <= place.width  # noqa: E731 (a letter a pixel)
    three = [pygame.Rect(0, 0, 35, 20), pygame.Rect(0, 30, 25, 20), pygame.Rect(0, 60, 45, 20)]
    assert panels._runs_over(parts, three, fits) == list(zip(parts, three))
    two = [pygame.Rect(0, 0, 10, 20), pygame.Rect(0, 30, 55, 20), pygame.Rect(0, 60, 40, 20)]
    assert panels._runs_over(parts, two, fits) == [("a" * 30 + " · " + "b" * 20, two[1]), ("c" * 40, two[2])]
    assert panels._runs_over(parts, three[:2], fits) is None
    notes = " · ".join(["карты признания дешевле на 1", "карта действия сыграна",
                        "2 ОИ от результатов надо потратить в этот ход"])
    wide = [pygame.Rect(0, 0, 40, 30), pygame.Rect(100, 0, 430, 30), pygame.Rect(100, 40, 470, 30)]
    for px in (21, 16):
        placed = panels._placed_notes(notes, px, wide, None)
        if placed is not None:
            break
    assert placed is not None and " · ".join(text for text, _rect in placed) == notes
    assert all("…" not in text for text, _rect in placed)


def test_a_rivals_data_line_ends_before_their_impact_chips(app, language):
    """Audit at 150 % in Russian at four seats: a rival's 'результаты за ход [C] 0 [D] 0' ran into
    their impact chips' letters. It is set as large as the panel's words where it ends before them,
    else smaller."""
    from labdesk.ai import RandomPlayer
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.app import make_board, settle

    app.set_language(language)
    app.set_text_size(150)
    match = Match("lab-wars", [Seat("human", "Ana")] + [Seat("ai", name, "random") for name in ("Boris", "Chen", "Dara")], 1)
    player = RandomPlayer(1)
    for _ in range(30):
        match.apply(player.choose(match.state))
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    table = board.table
    for seat in (1, 2, 3):
        px = table.data_px(seat)
        end = table.panel(seat).x + 12 + panels.data_line_width(px, 16)
        assert end <= table.impact_chip_rects(seat)[0][0].x - 8, (seat, px)
        assert px == panels.rival_rows().words_px or language == "ru"
    assert language == "en" or px < panels.rival_rows().words_px  # (the Russian words are longer)
    app.pop()
    app.set_language("en")


def many_discards(state) -> bool:
    """The viewer's turn, and one lab card's experiment may give up any of three hand items or more."""
    from labdesk.games.lab_wars.rules import Experiment

    items = [a.item for a in state.legal_actions() if isinstance(a, Experiment) and a.discard]
    return state.decision == "turn" and any(items.count(item) >= 3 for item in items)


def open_discard_menu(app, size: int):
    """A board at ``size`` % with the menu of the lab card whose experiment asks which item to discard."""
    from labdesk.games.lab_wars.rules import Experiment
    from test_lab_wars_board import board_at, click

    app.set_text_size(size)
    board = board_at(app, seed=1, until=many_discards)
    sprite = next(s for s in board.lab_sprites
                  if sum(isinstance(a, Experiment) and bool(a.discard) for a in board.actions_on(s.key)) >= 3)
    click(board, sprite)
    app.update(1 / 60)
    return board, sprite


@pytest.mark.parametrize("size, factor", [(150, 1.3), (125, 1.12)])
def test_a_lab_cards_discard_choices_lie_in_the_prompts_place_where_no_stretch_beside_it_holds_them(
        app, language, size, factor):
    """Audit at 150 % in Russian: a lab card's experiment needs a discard and four hand items could go;
    its menu ("Discard Cryogenic Freezer, experiment: 2 chemical data", ...) found no free stretch
    beside the card and lay over the viewer's characters. The choices go in the prompt's place
    instead (its text and buttons hidden meanwhile): what the experiment gives said once as the
    heading, each button naming only the item to discard, their words as large as the player's size
    allows there and grown like the board's; over no card and no word; the keyboard stops at them,
    the Hint points at its one, a press experiments, Esc brings the prompt back."""
    from test_lab_wars_board import click, press

    board, sprite = open_discard_menu(app, size)
    menu, actions = board.menu.heading, [a for _b, a in board.menu.choices()]
    assert menu is not None and len(actions) >= 3
    assert [b.text for b, _a in board.menu.buttons] == [words._discards(a, board.content) for a in actions]
    assert words.effect_words(board.content.item_types[actions[0].item].experiment) in " ".join(menu.lines)
    room = Layout.load("lab-wars", size).rect("prompt_room")
    buttons = [b.relative_rect for b, _a in board.menu.buttons]
    assert all(room.contains(rect) for rect in buttons)
    taken = [s.bounds for s in board.sprites if s.visible] + [r for _t, r, _px in panels.viewer_notes(board.table)]
    assert not any(rect.colliderect(other) for rect in buttons for other in taken)
    assert theme.font(menu.size).get_linesize() >= factor * theme.font(18).get_linesize()
    assert not any(b.visible for b in board.prompt.buttons)  # the turn's buttons make way
    stops = [t.rect for t in board.focus_targets()]
    assert all(rect in stops for rect in buttons)
    board.hint_action = actions[1]
    assert board.hint_rect() == buttons[1]
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.update(1 / 60)
    assert not board.menu and board.menu.heading is None and any(b.visible for b in board.prompt.buttons)
    click(board, sprite)
    press(board, board.menu.buttons[-1][0])
    assert board.match.actions[-1] == str(actions[-1]) and board.menu.heading is None


def test_at_100_the_same_choices_lie_in_the_prompts_row(app):
    """At 100 % the lab row is full too, and the prompt's row holds the four choices under their
    heading (the menu lay over the cards under the card). A menu that fits beside its card stays
    there: ``test_a_cards_menu_covers_no_card_and_not_the_header``."""
    board, sprite = open_discard_menu(app, 100)
    room = Layout.load("lab-wars", 100).rect("prompt_room")
    assert board.menu.heading is not None and board.menu.heading.size == 18 and not board.menu.steps
    assert all(room.contains(b.relative_rect) for b, _a in board.menu.buttons)
    wide = (board.menu.heading.area.width, 40)
    cards = [s.bounds for s in board.lab_sprites + board.hand_sprites + board.action_sprites]
    assert panels.menu_beside(board.table, cards, sprite.rect, wide) is None


def test_a_cards_menu_with_no_place_beside_it_stays_on_the_canvas(app):
    """Six or seven choices (an experiment giving up two items) under a card low on the table ran
    past the canvas's bottom: the menu keeps on it."""
    board, sprite = open_discard_menu(app, 150)
    for count in (4, 7, 9):
        size = (600, 40 * count)
        x, y = board._menu_place(sprite.rect, size)
        assert 0 <= x and x + size[0] <= app.size[0] and 0 <= y and y + size[1] <= app.size[1], count


def discards_of_one_card(players: int, seed: int, most: int, need: int):
    """A moment of the viewer's turn when one lab card's experiment, giving up ``need`` hand items,
    may do so in ``most`` ways or more (a seeded game of ``players``)."""
    from labdesk.games.lab_wars.rules import Experiment

    def found(state) -> bool:
        kinds = [a.item for a in state.legal_actions() if isinstance(a, Experiment) and len(a.discard) == need]
        return state.decision == "turn" and any(kinds.count(item) >= most for item in kinds)
    return dict(players=players, seed=seed, until=found)


def opened(app, size: int, moment: dict):
    """The board at ``moment`` at ``size`` %, the menu of its lab card with the most discard choices open."""
    from labdesk.games.lab_wars.rules import Experiment
    from test_lab_wars_board import board_at, click

    app.set_text_size(size)
    board = board_at(app, **moment)
    sprite = max(board.lab_sprites, key=lambda s: sum(isinstance(a, Experiment) and bool(a.discard)
                                                      for a in board.actions_on(s.key)))
    click(board, sprite)
    app.update(1 / 60)
    return board, sprite


def escape(board, app) -> None:
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.update(1 / 60)


def shown_words(board) -> list[pygame.Rect]:
    return [s.bounds for s in board.sprites if s.visible] + [r for _t, r, _px in panels.viewer_notes(board.table)]


@pytest.mark.parametrize("size", [150, 125])
def test_two_discards_too_many_for_the_prompts_place_are_asked_one_item_at_a_time(app, language, size):
    """Ten ways to give up two of five hand items (an Autoclave's experiment) do not fit the prompt's
    place at the floor (they floated over the lab cards at 18 px): the first step names each item
    that may go, the second the items that may go with the one chosen; both in the prompt's place
    at the floor or larger, over no card or word; the Hint marks the button on its way at each step,
    the keyboard's ring goes to the new step's first button; Esc goes back a step, then closes the
    menu; the steps end in the engine's own action."""
    from labdesk.games.lab_wars.rules import Experiment
    from test_lab_wars_board import press

    board, sprite = opened(app, size, discards_of_one_card(2, 1, 6, 2))
    actions = [a for a in board.actions_on(sprite.key) if isinstance(a, Experiment)]
    menu, room = board.menu, Layout.load("lab-wars", size).rect("prompt_room")
    assert menu.steps and len(actions) >= 6
    names = lambda: [b.text for b, _lead in menu.buttons]  # noqa: E731
    items = sorted({item for a in actions for item in a.discard})
    assert sorted(names()) == sorted(_(board.content.item_types[i].name) for i in items)
    floor = cardsize.floor_px(18)
    aim = actions[-1]
    board.hint_action = aim
    for step in (1, 2):
        heading = " ".join(menu.heading.lines)
        assert words.effect_words(board.content.item_types[aim.item].experiment) in heading
        assert menu.heading.size >= floor and not any(b.visible for b in board.prompt.buttons)
        rects = [b.relative_rect for b, _lead in menu.buttons]
        assert all(room.contains(r) for r in rects) and not any(r.collidelist(shown_words(board)) >= 0 for r in rects)
        towards = next(b for b, lead in menu.buttons if aim in lead.actions)
        assert board.hint_rect() == towards.relative_rect
        if step == 1:
            board.focus.visible = True
            press(board, towards)
            app.update(1 / 60)
            assert board.focus.key == ("widget", id(menu.buttons[0][0]))
            assert names() == [_(board.content.item_types[i].name)
                               for i in dict.fromkeys(d for a in actions if aim.discard[0] in a.discard
                                                      for d in words_without(a.discard, aim.discard[0]))]
    escape(board, app)
    assert sorted(names()) == sorted(_(board.content.item_types[i].name) for i in items)  # back a step
    assert board.focus.key == ("widget", id(menu.buttons[0][0]))  # the ring on the step shown
    escape(board, app)
    assert not board.menu and board.menu.heading is None and any(b.visible for b in board.prompt.buttons)
    from test_lab_wars_board import click

    click(board, sprite)
    for item in aim.discard:
        press(board, next(b for b, lead in menu.buttons if b.text == _(board.content.item_types[item].name)))
    assert board.match.actions[-1] == str(aim) and not board.menu


def words_without(discard: tuple, item: str) -> list:
    left = list(discard)
    left.remove(item)
    return left


def test_seven_choices_in_russian_at_150_lie_in_pages_each_at_the_floor(app):
    """An experiment giving up one of seven hand items in Russian at 150 %: the names do not fit the
    prompt's place at the floor (they were set at 22 px, 1.2x): the first page holds what it can
    and "More…", the next the rest; Esc goes back a page; every item is reached, at 24 px or more."""
    from test_lab_wars_board import press

    app.set_language("ru")
    try:
        board, sprite = opened(app, 150, discards_of_one_card(2, 8, 7, 1))
        menu, actions = board.menu, board.actions_on(sprite.key)
        assert menu.steps and menu.buttons[-1][0].text == _(card_menu.MORE)
        first = [b.text for b, _lead in menu.buttons[:-1]]
        assert menu.heading.size >= cardsize.floor_px(18)
        board.hint_action = actions[-1]
        assert board.hint_rect() == menu.buttons[-1][0].relative_rect  # on its way: the next page
        press(board, menu.buttons[-1][0])
        rest = [b.text for b, _lead in menu.buttons]
        assert board.hint_rect() in [b.relative_rect for b, _lead in menu.buttons]
        assert sorted(first + rest) == sorted(words._discards(a, board.content) for a in actions)
        assert "Esc — назад" in " ".join(menu.heading.lines)
        escape(board, app)
        assert [b.text for b, _lead in menu.buttons[:-1]] == first
    finally:
        app.set_language("en")


def test_at_100_a_two_discard_menu_is_one_menu_as_it_was(app):
    """The 100 % table keeps its menus: every pair of items on one menu (no steps, no pages)."""
    board, sprite = opened(app, 100, discards_of_one_card(2, 1, 6, 2))
    assert not board.menu.steps and [a for _b, a in board.menu.choices()] == board.actions_on(sprite.key)


def test_a_steps_buttons_are_the_items_that_may_go_next():
    """``discard_step``: each item once, in the actions' order; a pair of one item twice offers it
    again after it was chosen; the last item of a discard takes its action."""
    from labdesk.games.lab_wars.rules import Experiment

    pairs = [Experiment("autoclave", d) for d in (("gel-rig", "pipettes"), ("gel-rig", "gel-rig"),
                                                 ("pipettes", "secret-tech"))]
    first = card_menu.discard_step(pairs, ())
    assert [item for item, _lead in first] == ["gel-rig", "pipettes", "secret-tech"]
    assert dict(first)["pipettes"] == card_menu.Lead((pairs[0], pairs[2]), ("pipettes",))
    second = card_menu.discard_step(pairs, ("gel-rig",))
    assert second == [("pipettes", card_menu.Lead((pairs[0],))), ("gel-rig", card_menu.Lead((pairs[1],)))]
    singles = [Experiment("bunsen-burner", (item,)) for item in ("gel-rig", "pipettes")]
    assert card_menu.discard_step(singles, ()) == [("gel-rig", card_menu.Lead((singles[0],))),
                                                   ("pipettes", card_menu.Lead((singles[1],)))]


@pytest.mark.parametrize("percent", [125, 150])
def test_an_action_cards_name_keeps_its_margin_over_the_cards_lower_edge(language, percent):
    """'Одолженный прибор' at 150 %: the last line's descenders lay on the card's frame (its lines
    were counted a step each, not their whole height). Every action face's name ends the face's
    padding above its lower edge, at the viewer's and the 100 % card size."""
    c = content()
    try:
        for size in (at(percent).action, faces.ACTION):
            w, h = size
            pad = max(4, round(5 * min(w / faces.ACTION[0], 1.6)))
            for t in c.action_types:
                lay = faces.action_layout(words.action_text(c, t), size)
                bottom = (lay.name_y + (len(lay.name_lines) - 1) * (lay.name_size + 1)
                          + theme.font(lay.name_size, lay.name_bold).get_height())
                assert bottom <= h - pad, (t, size, lay.name_lines, bottom)
    finally:
        access.apply(Settings())


def rivals_table(players: int, seed: int, moves: int, percent: int) -> panels.Table:
    """The table seat 0 sees after ``moves`` seeded random moves, on the layout for ``percent``."""
    from labdesk.ai import RandomPlayer
    from labdesk.engine.match import Match, Seat

    names = ["Ana", "Boris", "Chen", "Dara"][:players]
    match = Match("lab-wars", [Seat("human" if i == 0 else "ai", n, "random") for i, n in enumerate(names)], seed)
    player = RandomPlayer(seed)
    for _ in range(moves):
        match.apply(player.choose(match.state))
    lay = Layout.load("lab-wars", percent)
    rects = {name: lay.rect(name) for name in ("opponents", "piles", "decks", "stage", "me_info", "me_lab", "me_hand",
                                               "me_chars", "me_actions", "prompt", "log", "aid")}
    titles = tuple(words.seat_title(s.name, s.kind, s.level) for s in match.seats)
    return panels.Table(rects, match.state.observation(0), 0, 0, tuple(names), titles, 0)


def test_a_rivals_three_long_effects_lie_whole_beside_the_piles_and_on_the_bottom_line(language):
    """Four seats in Russian at 150 %: Dara's 'предметы дороже на 2 · следующий бонус: взять 2 предмета
    и 1 ОИ · карта действия сыграна' fit neither the bottom line nor two lines beside her seven small
    piles and were cut ('…следующ…'). Her piles close up into the "+n" chip (its tip names them) and
    the effects lie whole beside it (and on the bottom line where her data this turn leaves room);
    nothing is cut. At 100 % no room is taken beside the piles, as before."""
    from labdesk.ui import audit

    access.apply(Settings(text_size=150))
    try:
        theme.forget_fonts()
        table, dara = rivals_table(4, 1, 141, 150), 3
        notes = words.effect_notes(table.obs, dara)
        assert notes.count(" · ") == 2 and table.notes_room(dara) > 0
        assert table.mini_line(dara).lab[-1].item == ""  # the "+n" chip
        with audit.recording() as rec, theme.recording_cuts() as cuts:
            canvas = pygame.Surface((1600, 900))
            rec.new_frame(canvas)
            for seat in table.others():
                panels._panel(canvas, table, seat)
            drawn = [n.text for n in rec.frame_notes() if n.kind == "text" and table.panel(dara).contains(n.rect)]
        assert cuts == []
        assert all(word in " ".join(drawn).split() for word in notes.split()), drawn
        access.apply(Settings(text_size=100))
        assert rivals_table(4, 1, 141, 100).notes_room(dara) == 0
    finally:
        access.apply(Settings())


def test_an_active_rivals_effects_too_long_for_the_panel_show_whole_under_the_pointer():
    """Four seats in Russian at 150 %: Dara to move, her data this turn on the bottom line and four
    long effects: no place of the panel holds them, even at 16 px beside the "+n" chip, and they
    are shortened; a tip over them says them whole. Where they lie whole there is no tip."""
    from labdesk.i18n import set_language

    set_language("ru")
    access.apply(Settings(text_size=150))
    try:
        table, dara = rivals_table(4, 5, 173, 150), 3
        notes = words.effect_notes(table.obs, dara)
        assert table.obs["active"] == dara and notes.count(" · ") == 3
        cut = table.notes_cut(dara)
        assert cut is not None and table.panel(dara).contains(cut)
        assert [tip.text for tip in table.tips() if tip.rect == cut] == [notes]
        assert all(table.notes_cut(seat) is None for seat in table.others() if seat != dara)
    finally:
        access.apply(Settings())
        set_language("en")


def test_choosing_in_an_empty_place_grows_inside_its_outline(language):
    """The stage's empty place says "choosing" while seats pick: at 150 % the word ("выбирает") is
    wider than the place, so it breaks before a syllable (an English ending whole: "choos-" / "ing")
    over two lines inside the outline, each 1.3 times as tall as the word at 100 %; at 100 % one line
    as ever."""
    from labdesk.ui import audit

    def drawn(percent: int) -> list:
        access.apply(Settings(text_size=percent))
        theme.forget_fonts()
        with audit.recording() as rec:
            canvas = pygame.Surface((400, 300))
            rec.new_frame(canvas)
            panels._draw_choosing(canvas, place)
            return [n for n in rec.frame_notes() if n.kind == "text"]

    place = pygame.Rect(100, 100, *panels.STAGE)
    try:
        small, large = drawn(100), drawn(150)
        assert [n.text for n in small] == [_("choosing")]
        assert len(large) == 2 and "".join(n.text for n in large).replace("-", "") == _("choosing")
        assert all(place.inflate(-4, -4).contains(n.rect) for n in large)
        assert all(n.rect.height >= 1.3 * small[0].rect.height for n in large)
        if language == "en":
            assert [n.text for n in large] == ["choos-", "ing"]
    finally:
        access.apply(Settings())
        theme.forget_fonts()
