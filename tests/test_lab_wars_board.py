"""The Lab Wars board, headless: it builds and draws at every seat count and moment, clicks become the
right actions, a refused click changes nothing and says why, the secret pick stays secret in hot seat,
and events animate to the end."""
from __future__ import annotations

import math

import pygame
import pygame_gui
import pytest

from labdesk.ai import RandomPlayer
from labdesk.engine.match import Match, Seat
from labdesk.games.lab_wars import board as lw
from labdesk.games.lab_wars import faces
from labdesk.games.lab_wars.rules import (
    BuyImpact, BuyItem, ChooseTarget, EndTurn, Experiment, Pass, PickCharacter, PlayAction, React, SpendData,
)
from labdesk.ui.app import make_board, settle
from helpers.board import play_to_results

NAMES = ["Ana", "Boris", "Chen", "Dara"]


def board_at(app, players=3, seed=1, until=None, moves=0, humans=1):
    """A board where the first ``humans`` seats are human, after seeded random play (seat 0 too) up
    to the first state where ``until(state)`` holds with seat 0 to move, or ``moves`` moves."""
    seats = [Seat("human" if i < humans else "ai", NAMES[i], "random") for i in range(players)]
    match = Match("lab-wars", seats, seed)
    player = RandomPlayer(seed)
    for _ in range(3000 if until else moves):
        seat = match.current_seat()
        if seat is None:
            break
        if until and seat == 0 and until(match.state):
            break
        match.apply(player.choose(match.state))
    if until:
        assert match.current_seat() == 0 and until(match.state), "no such moment in this seeded game"
    board = make_board(app, match, autosave=False)
    assert isinstance(board, lw.Board)
    app.push(board)
    settle(app)
    return board


def draw(app):
    canvas = pygame.Surface(app.size)
    app.update(1 / 60)
    app.draw(canvas)
    return canvas


def click(board, sprite):
    pos = (int(sprite.pos[0]), int(sprite.pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def press(board, button):
    board.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def legal(state, cls):
    return [a for a in state.legal_actions() if isinstance(a, cls)]


@pytest.mark.parametrize("players, moves", [(2, 0), (2, 30), (3, 12), (3, 90), (4, 0), (4, 60), (4, 200)])
def test_board_builds_and_draws_at_every_seat_count(app, players, moves):
    board = board_at(app, players, seed=players, moves=moves)
    assert len(board.table.others()) == players - 1
    for _ in range(3):
        draw(app)
    # the opponents' panels sit side by side inside their strip
    rects = [board.table.panel(s) for s in board.table.others()]
    for a, b in zip(rects, rects[1:]):
        assert a.right < b.x
    assert all(board.rects["opponents"].contains(r) for r in rects)


def test_click_a_character_picks_it(app):
    board = board_at(app, until=lambda s: s.decision == "pick")
    sprite = next(s for s in board.char_sprites if s.playable)
    cid = sprite.key[1]
    click(board, sprite)
    assert board.match.actions[-1] == str(PickCharacter(cid))
    assert board.match.state.picks[0] == cid


def test_click_a_hand_item_buys_it(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    item = legal(board.match.state, BuyItem)[0].item
    before = len(board.match.state.labs[0])
    sprite = next(s for s in board.hand_sprites if s.key[1] == item)
    assert sprite.playable is not None  # buyable cards glow
    click(board, sprite)
    assert board.match.actions[-1] == f"buy {board.content.item_types[item].name}"
    assert len(board.match.state.labs[0]) == before + 1


def test_click_an_impact_pile_buys_its_top_card(app):
    board = board_at(app, seed=3, until=lambda s: s.decision == "turn" and legal(s, BuyImpact))
    pile = legal(board.match.state, BuyImpact)[0].pile
    before = len(board.match.state.impact[0])
    sprite = next(s for s in board.pile_sprites if s.key[1] == pile)
    click(board, sprite)
    assert board.match.actions[-1] == str(BuyImpact(pile))
    assert len(board.match.state.impact[0]) == before + 1


def test_a_lab_item_with_one_use_acts_at_once_and_with_more_opens_a_menu(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, Experiment))
    single = [s for s in board.lab_sprites if len(board.actions_on(s.key)) == 1]
    assert single
    action = board.actions_on(single[0].key)[0]
    click(board, single[0])
    assert board.match.actions[-1] == str(action)


def test_a_cards_menu_covers_no_card_and_not_the_header(app):
    """Playtest and audit: the menu of a lab card with two uses lay over the player's own header
    (research points, impact counts). It goes in the free stretch of the card's row."""
    def two_uses(s):
        cards = [a.item for a in s.legal_actions() if isinstance(a, (Experiment, SpendData))]
        return s.decision == "turn" and len(cards) > len(set(cards))

    board = board_at(app, seed=3, until=two_uses)
    sprite = next(s for s in board.lab_sprites if len(board.actions_on(s.key)) > 1)
    click(board, sprite)
    menu = board.menu.buttons[0][0].relative_rect.unionall([b.relative_rect for b, _ in board.menu.buttons])
    assert not menu.colliderect(board.rects["me_info"])
    assert not any(menu.colliderect(s.rect) for s in board.lab_sprites + board.hand_sprites + board.action_sprites)


def test_at_150_a_cards_menu_lies_in_its_own_areas_free_stretch_else_in_the_rows_other(app):
    """Audit at 150 %: the lab and the hand share a row there, and the hand's cards counted as the
    lab's, so the lab's stretch had no room and the menu went under the card, over the viewer's
    characters' marks. It takes the free stretch of the card's own area, else of the row's other
    area, level with the card, over no card and no word."""
    from labdesk.games.lab_wars import panels
    from labdesk.settings import Settings
    from labdesk.ui import access

    def two_uses(s):
        cards = [a.item for a in s.legal_actions() if isinstance(a, (Experiment, SpendData))]
        return s.decision == "turn" and len(cards) > len(set(cards))

    app.set_text_size(150)
    try:
        board = board_at(app, seed=3, until=two_uses)
        lab, hand = board.rects["me_lab"], board.rects["me_hand"]
        assert lab.y == hand.y  # one row
        card = next(s for s in board.lab_sprites if len(board.actions_on(s.key)) > 1).rect
        cards = [s.bounds for s in board.lab_sprites + board.hand_sprites + board.action_sprites]
        words = [rect for _text, rect, _px in panels.viewer_notes(board.table)]
        lab_room = lab.right - 8 - max(s.bounds.right for s in board.lab_sprites) - 16
        hand_room = hand.right - 8 - max(s.bounds.right for s in board.hand_sprites) - 16
        assert 0 < lab_room < hand_room
        for width, area in ((lab_room, lab), (hand_room, hand)):
            menu = pygame.Rect(board._menu_place(card, (width, 80)), (width, 80))
            assert area.contains(menu) and menu.y == card.y, (width, menu)
            assert not any(menu.colliderect(rect) for rect in cards + words)
    finally:
        access.apply(Settings())


def test_the_lab_keeps_its_places_while_the_turn_goes_on(app):
    """Experimenting turns a card (or splits a pile): the other piles stay where they lie until the
    turn is over (they re-sorted and moved under the pointer)."""
    def piles_to_experiment_with(s):
        lab = s.observation(0)["seats"][0]["lab"]
        return s.decision == "turn" and legal(s, Experiment) and len({e["item"] for e in lab}) >= 3

    board = board_at(app, until=piles_to_experiment_with)
    before = {s.key[2]: s.pos for s in board.lab_sprites}
    board.submit(legal(board.match.state, Experiment)[0])
    settle(app)
    if board.match.current_seat() != 0:
        pytest.skip("the experiment ended the turn")
    after = {s.key[2]: s.pos for s in board.lab_sprites}
    assert all(after[card] == pos for card, pos in before.items() if card in after)
    assert len(set(after.values())) == len(after)  # no two piles on one place


def test_a_pile_split_off_takes_a_free_place_and_moves_no_other(app):
    import copy
    import dataclasses

    board = board_at(app, until=lambda s: s.decision == "turn"
                     and len({e["item"] for e in s.observation(0)["seats"][0]["lab"]}) >= 2)
    table = board.table
    kept = {pile.cards[0]: pos for pile, pos in table.my_lab()}
    obs = copy.deepcopy(board.obs)
    lab = obs["seats"][0]["lab"]
    first = lab[0]
    lab.insert(1, {**first, "card": 999, "ready": not first["ready"]})  # the first pile splits in two
    fresh = dataclasses.replace(table, obs=obs, kept_lab={})
    steady = dataclasses.replace(table, obs=obs, kept_lab=kept)
    moved = {p.cards[0]: pos for p, pos in fresh.my_lab()}
    stayed = {p.cards[0]: pos for p, pos in steady.my_lab()}
    assert any(moved[card] != pos for card, pos in kept.items())  # laid out afresh, later piles shift
    assert all(stayed[card] == pos for card, pos in kept.items())
    assert stayed[999] not in kept.values()


def test_a_card_with_several_uses_asks_which(app):
    def several(s):
        seen = {}
        for a in s.legal_actions():
            if isinstance(a, (Experiment, SpendData, PlayAction)):
                seen[(type(a).__name__ == "PlayAction", a.item if hasattr(a, "item") else a.card)] = \
                    seen.get((type(a).__name__ == "PlayAction", a.item if hasattr(a, "item") else a.card), 0) + 1
        return s.decision == "turn" and any(n > 1 for n in seen.values())
    board = board_at(app, 4, seed=4, until=several)
    sprite = next(s for s in board.sprites if len(board.actions_on(s.key)) > 1)
    options = board.actions_on(sprite.key)
    click(board, sprite)
    assert [a for _, a in board.menu.choices()] == options
    press(board, board.menu.buttons[-1][0])
    assert board.match.actions[-1] == str(options[-1]) and not board.menu


def test_spending_data_on_a_card(app):
    board = board_at(app, seed=2, until=lambda s: s.decision == "turn" and legal(s, SpendData))
    action = legal(board.match.state, SpendData)[0]
    sprite = next(s for s in board.lab_sprites if board.fits(action, s.key))
    options = board.actions_on(sprite.key)
    click(board, sprite)
    if len(options) > 1:
        press(board, next(b for b, a in board.menu.choices() if a == action))
    assert board.match.actions[-1] == str(action)


def test_an_illegal_click_changes_nothing_and_says_why(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and any(
        s.item_cost(0, s.item_type(i).id) > s.rp[0] for i in s.hands[0]))
    state = board.match.state
    dear = next(s for s in board.hand_sprites if state.item_cost(0, s.key[1]) > state.rp[0])
    before = state.observation(0)
    actions = list(board.match.actions)
    click(board, dear)
    assert board.match.state.observation(0) == before and board.match.actions == actions
    assert board.toast is not None and "costs" in board.toast[0]


def test_a_click_on_a_character_during_a_turn_explains(app):
    board = board_at(app, until=lambda s: s.decision == "turn")
    before = board.match.state.observation(0)
    click(board, board.char_sprites[0])
    assert board.match.state.observation(0) == before
    assert board.toast is not None


def test_end_turn_is_the_eureka_button(app):
    board = board_at(app, until=lambda s: s.decision == "turn")
    main = board.prompt.buttons[0]
    assert main.visible and board.prompt.choices[0].action == EndTurn()
    press(board, main)
    assert board.match.actions[-1] == str(EndTurn())


def test_reaction_prompt_offers_pass_and_the_card(app):
    board = None
    for seed in range(1, 40):
        try:
            board = board_at(app, 4, seed=seed, until=lambda s: s.decision == "react")
            break
        except AssertionError:
            continue
    assert board is not None
    assert board.prompt.choices[0].action == Pass()
    reaction = legal(board.match.state, React)[0]
    sprite = next(s for s in board.action_sprites if s.key[1] == reaction.card)
    assert sprite.playable is not None
    assert "bought" in board.prompt.text
    click(board, sprite)
    assert board.match.actions[-1] == str(reaction)


def test_choose_a_sabotage_target_on_the_stage(app):
    board = None
    for seed in range(1, 60):
        try:
            board = board_at(app, 4, seed=seed, until=lambda s: s.decision == "target")
            break
        except AssertionError:
            continue
    assert board is not None
    choices = board.obs["sabotage_choices"]
    targets = [s for s in board.stage_sprites if s.playable]
    assert sorted(s.key[1] for s in targets) == sorted(choices)
    click(board, targets[0])
    assert board.match.actions[-1] == str(ChooseTarget(targets[0].key[1]))


def test_the_pick_is_hidden_from_the_other_seat_in_hot_seat(app):
    """Two people at one screen: each picks behind the hand-off, and the second never sees the first's
    character until the reveal."""
    from labdesk.ui.scenes.handoff import HandoffScene

    board = board_at(app, 3, seed=5, humans=2)
    assert isinstance(app.top, HandoffScene) and board.viewer is None
    app.top.confirm()
    app.update(1 / 60)
    app.update(1 / 60)
    assert board.viewer == 0
    ana = next(s for s in board.char_sprites if s.playable)
    click(board, ana)
    for _ in range(200):
        app.update(1 / 30)
        if isinstance(app.top, HandoffScene):
            break
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Boris"
    app.top.confirm()
    app.update(1 / 60)
    app.update(1 / 60)
    assert board.viewer == 1
    assert board.table.pick(0) == "hidden"
    ana_card = next(s for s in board.stage_sprites if s.key[1] == 0)
    assert ana_card.key[2] == "hidden" and ana_card.front is faces.character_back(faces.STAGE)
    assert board.zoom_face(ana_card.key) is None  # hovering does not show it either
    draw(app)


def test_the_reveal_after_the_last_pick_in_hot_seat_shows_no_hand(app):
    """The second person's pick reveals every character and plays the sabotages: all at the table
    watch that, so it plays in the public view, the picker's hand already gone (playtest: Boris's hand
    showed face up under the reveal before "Pass to Ana")."""
    from labdesk.ui.scenes.handoff import HandoffScene

    board = board_at(app, 2, seed=5, humans=2)
    for seat in (0, 1):  # each picks behind the hand-off
        if isinstance(app.top, HandoffScene):
            app.top.confirm()
        app.update(1 / 60)
        app.update(1 / 60)
        assert board.viewer == seat
        click(board, next(s for s in board.char_sprites if s.playable))
        if seat == 0:
            for _ in range(200):
                app.update(1 / 30)
                if isinstance(app.top, HandoffScene):
                    break
    assert board.viewer is None and board.anims.busy  # the reveal plays, nobody's hand on screen
    assert not any(s.visible for s in board.hand.sprites)
    draw(app)


def test_the_reveal_turns_every_character_over_together(app):
    from labdesk.games.lab_wars.rules import CharactersRevealed

    board = board_at(app, 3, until=lambda s: s.decision == "pick")
    picks = ("postdoc", "phd", "professor")
    tweens = board.animate(CharactersRevealed(picks), None)
    flips = [t for t in tweens if "flip" in t.props]
    assert len(flips) == 3 and len({t.delay for t in flips}) == 1  # at the same moment
    board.anims.add(tweens)
    for _ in range(120):
        app.update(1 / 30)
    assert not board.anims.busy


def test_a_whole_ai_game_animates_every_event_to_the_results(app):
    seats = [Seat("ai", NAMES[i], "random") for i in range(3)]
    match = Match("lab-wars", seats, 12)
    board = make_board(app, match, autosave=False)
    app.push(board)
    seen: dict[str, int] = {}
    animate = board.animate

    def counting(event, actor):
        result = animate(event, actor)
        if result is not None:
            seen[type(event).__name__] = seen.get(type(event).__name__, 0) + 1
        return result
    board.animate = counting
    play_to_results(app, match, step=1 / 10, draw_every=40)
    for name in ("CharacterChosen", "CharactersRevealed", "ItemBought", "ExperimentDone", "ImpactBought",
                 "Gained", "TurnEnded", "RoundStarted"):
        assert seen.get(name), f"{name} was never animated"


def test_hint_rings_the_suggested_card(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    board.hint_action = legal(board.match.state, BuyItem)[0]
    assert board.hint_sprite() in board.hand_sprites
    draw(app)


def test_hovering_a_card_shows_it_enlarged(app):
    board = board_at(app, until=lambda s: s.decision == "turn")
    sprite = board.hand_sprites[0] if board.hand_sprites else board.lab_sprites[0]
    target = board.hover_target(sprite.rect.center)
    assert target is not None and target.key == sprite.key
    assert board.zoom_face(sprite.key).get_size() == faces.ZOOM


def test_every_card_face_draws(app):
    from labdesk.games.lab_wars.content import content

    board_at(app, 2)
    c = content()
    for t in c.item_types:
        for size in (faces.ITEM, faces.ZOOM):
            assert faces.item(t, size).get_size() == size
    for cid in c.characters:
        for size in (faces.CHAR, faces.STAGE, faces.ZOOM):
            assert faces.character(cid, size).get_size() == size
    for a in c.action_types:
        assert faces.action(a, faces.ZOOM).get_size() == faces.ZOOM
    for cards in c.piles.values():
        for card in cards:
            assert faces.impact(card.id).get_size() == faces.IMPACT


def drag(board, sprite, to):
    start = (int(sprite.pos[0]), int(sprite.pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=to))


def test_drag_a_hand_item_onto_the_lab_buys_it(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    item = legal(board.match.state, BuyItem)[0].item
    sprite = next(s for s in board.hand_sprites if s.key[1] == item)
    drag(board, sprite, board.rects["me_lab"].center)
    assert board.match.actions[-1] == str(BuyItem(item))


def test_drag_an_action_card_onto_a_rival_plays_it_on_them(app):
    board = None
    for seed in range(1, 60):
        try:
            board = board_at(app, 3, seed=seed, until=lambda s: s.decision == "turn" and any(
                a.target is not None for a in legal(s, PlayAction)))
            break
        except AssertionError:
            continue
    assert board is not None
    action = next(a for a in legal(board.match.state, PlayAction) if a.target is not None)
    sprite = next(s for s in board.action_sprites if s.key[1] == action.card)
    drag(board, sprite, board.table.panel(action.target).center)
    assert board.match.actions[-1] == str(action)


def test_a_drop_in_the_wrong_place_changes_nothing(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    sprite = board.hand_sprites[0]
    home = sprite.pos
    before = board.match.state.observation(0)
    drag(board, sprite, board.rects["log"].center)
    assert board.match.state.observation(0) == before and sprite.pos == home
    assert board.toast is not None


def test_undo_takes_back_a_purchase_and_the_view_follows(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    hand = [s.key[1] for s in board.hand_sprites]
    item = legal(board.match.state, BuyItem)[0].item
    click(board, next(s for s in board.hand_sprites if s.key[1] == item))
    settle(app)
    assert board.match.can_undo()
    press(board, board.btn_undo)
    settle(app)
    assert [s.key[1] for s in board.hand_sprites] == hand


def test_a_click_skips_the_animation_and_its_labels(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyImpact))
    click(board, next(s for s in board.pile_sprites if s.playable))
    app.update(1 / 30)
    assert board.anims.busy
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert not board.anims.busy and not board.overlay.busy


def test_the_hint_button_asks_the_hard_ai_names_it_and_rings_its_card(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    press(board, board.btn_hint)
    assert board.hint_worker is not None
    board.hint_worker.wait(10)
    app.update(1 / 60)
    assert board.hint_action in board.match.legal_actions()
    assert board.toast is not None and board.toast[0].startswith("Hard AI suggests: ")
    if board.action_key(board.hint_action) is not None:
        assert board.hint_sprite() is not None
    draw(app)


def test_picking_a_used_character_is_refused_with_the_rules_reason(app):
    board = board_at(app, until=lambda s: s.decision == "pick" and s.used[0])
    used = next(s for s in board.char_sprites if s.key[1] in board.match.state.used[0])
    assert used.playable is None
    before = board.match.state.observation(0)
    click(board, used)
    assert board.match.state.observation(0) == before
    assert board.toast is not None and "used" in board.toast[0]


def test_a_dragged_card_shows_no_enlargement_until_the_drop(app, monkeypatch):
    # QA: the dragged card's enlarged copy followed the pointer and covered the lab and the rivals
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    shown = []
    zoom_face = board.zoom_face
    monkeypatch.setattr(board.magnifier, "face_for", lambda key: shown.append(key) or zoom_face(key))
    sprite = board.hand_sprites[0]
    pile = board.pile_sprites[0]  # a card that enlarges when pointed at: the hand item passes over it
    start, over = (int(sprite.pos[0]), int(sprite.pos[1])), (int(pile.pos[0]), int(pile.pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(20):
        draw(app)
    assert board.magnifier.key == sprite.key and shown  # pointed at, before the press: enlarged
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    for step in range(1, 11):
        to = (start[0] + (over[0] - start[0]) * step // 10, start[1] + (over[1] - start[1]) * step // 10)
        board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
        draw(app)
    shown.clear()
    for _ in range(30):
        draw(app)
    assert board.hand.dragging
    assert board.magnifier.key is None and not shown  # no enlargement of the dragged card or the pile under it
    assert all(s.hover == 0 for s in board.sprites)  # nothing lifts either
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=over))  # no place for it
    for _ in range(20):
        draw(app)
    assert board.hand.drag is None and sprite.pos != pile.pos
    assert board.magnifier.key == pile.key and pile.key in shown  # after the drop, hovering works again


def test_a_purchase_flies_in_the_overlay_and_the_overlay_is_cleared_after(app):
    board = board_at(app, seed=3, until=lambda s: s.decision == "turn" and legal(s, BuyImpact))
    assert not board.overlay.pieces
    click(board, next(s for s in board.pile_sprites if s.playable))
    assert board.anims.busy
    seen = 0
    for _ in range(10):
        app.update(1 / 30)
        seen = max(seen, len(board.overlay.pieces))
    assert seen >= 2  # the card and its coins in flight
    for _ in range(200):
        app.update(1 / 30)
        if not board.anims.busy and not board.overlay.busy:
            break
    app.update(1 / 30)
    assert not board.anims.busy and not board.overlay.pieces  # synced: the observation shows the result


def test_a_right_click_keeps_a_card_enlarged_until_the_next_click(app):
    board = board_at(app, until=lambda s: s.decision == "turn")
    sprite = board.pile_sprites[0]
    pos = (int(sprite.pos[0]), int(sprite.pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=pos))
    board.mouse = (5, 5)  # the pointer moves away: the inspection stays
    draw(app)
    assert board.magnifier.showing()[0] == sprite.key and board.magnifier.rect() is not None
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    draw(app)
    assert board.magnifier.showing() is None


def hover(app, board, pos, seconds):
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(round(seconds * 60)):
        app.update(1 / 60)


def test_the_enlargement_waits_a_moment_and_keeps_off_eureka_and_the_characters(app):
    from labdesk.ui.table.magnifier import HOVER_DELAY

    board = board_at(app, until=lambda s: s.decision == "turn")
    sprite = board.hand_sprites[0] if board.hand_sprites else board.lab_sprites[0]
    hover(app, board, sprite.rect.center, HOVER_DELAY / 2)
    assert board.magnifier.rect() is None  # passing over a card does not open it
    hover(app, board, sprite.rect.center, HOVER_DELAY)
    shown = board.magnifier.rect()
    assert shown is not None
    eureka = board.layout.rect("btn_main")
    assert not shown.colliderect(eureka) and not shown.colliderect(board.rects["me_chars"])
    hover(app, board, eureka.center, 1 / 60)
    assert board.magnifier.rect() is None  # gone as soon as the pointer leaves the card


def test_the_hint_points_at_its_card_or_at_the_eureka_button(app):
    board = board_at(app, until=lambda s: s.decision == "turn" and legal(s, BuyItem))
    board.hint_action = legal(board.match.state, BuyItem)[0]
    assert board.hint_rect() == board.hint_sprite().rect
    board.hint_action = EndTurn()
    draw(app)
    assert board.hint_rect() == board.prompt.button_rect(EndTurn())
    draw(app)


def test_legends_news_articles_show_their_goals_then_the_kept_ones_stay_in_view(app):
    from labdesk.games.lab_wars.rules import DropNews
    from labdesk.games.lab_wars.words import prompt

    match = Match("lab-wars", [Seat("human", "Ana", "random"), Seat("ai", "Boris", "random")], 3, {"legends": True})
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    assert "news article" in prompt(board.obs, board.names, acting=True)
    assert all(s.image().get_size() == faces.NEWS_CHOICE for s in board.news_sprites)
    assert faces.NEWS_CHOICE[0] * 3 <= board.rects["stage"].width
    put_back = board.news_sprites[0].key[1]
    board.submit(DropNews(put_back))
    settle(app)
    while match.state.decision == "news":
        settle(app)
    kept = board.obs["seats"][0]["news"]
    chips = board.table.news_chips()
    assert sorted(nid for _, nid, _ in chips) == sorted(kept) and put_back not in kept
    rect, nid, _ = chips[0]
    assert board.hover_target(rect.center).key == ("news", nid)  # enlarges to show its goal
    assert all(board.rects["me_info"].contains(r) for r, _, _ in chips)
    draw(app)


def test_kept_news_chips_show_whole_names_where_there_is_room_and_a_cut_one_has_it_on_hover(app):
    from labdesk.games.lab_wars.panels import share_widths

    match = Match("lab-wars", [Seat("human", "Ana", "random"), Seat("ai", "Boris", "random")], 3, {"legends": True})
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    while match.state.decision == "news":
        if match.current_seat() == 0:
            board.submit(match.legal_actions()[0])
        settle(app)
    chips = board.table.news_chips()
    assert chips and all(rect.width == faces.news_chip_width(nid, done) for rect, nid, done in chips)
    assert not any(tip.rect in [rect for rect, _, _ in chips] for tip in board.tips.tips)  # nothing to add
    seat = board.obs["seats"][0]
    every = [n.id for n in board.content.news if n.id not in seat["news"]]
    crowded = board.table.__class__(**{**board.table.__dict__, "obs": {
        **board.obs, "seats": [{**seat, "news_done": every[:5]}, *board.obs["seats"][1:]]}})
    chips = crowded.news_chips()
    assert len(chips) == len(seat["news"]) + 5 and all(board.rects["me_info"].contains(r) for r, _, _ in chips)
    cut = [(rect, nid, done) for rect, nid, done in chips if rect.width < faces.news_chip_width(nid, done)]
    assert cut and {tip.text for tip in crowded.tips()} >= {faces.news_chip_label(nid, done) for _, nid, done in cut}
    assert share_widths([50, 120, 200], 400) == [50, 120, 200]  # all whole when they fit
    assert share_widths([50, 120, 200], 300) == [50, 120, 130]  # else the widest first
    assert share_widths([50, 120, 200], 200) == [50, 75, 75]


def test_a_press_on_an_inspected_card_only_closes_it_and_beside_it_acts(app):
    board = board_at(app, seed=3, until=lambda s: s.decision == "turn" and legal(s, BuyImpact))
    pile = legal(board.match.state, BuyImpact)[0].pile
    sprite = next(s for s in board.pile_sprites if s.key[1] == pile)
    pos = (int(sprite.pos[0]), int(sprite.pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=pos))
    draw(app)
    zoom = board.magnifier.rect()
    before = list(board.match.actions)
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=zoom.center))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=zoom.center))
    assert board.magnifier.pinned is None and board.match.actions == before  # the press hit the zoom only
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=pos))
    assert board.magnifier.pinned is not None
    assert not board.magnifier.rect().collidepoint(pos)
    click(board, sprite)  # beside the zoom: it closes and the pile's card is bought
    assert board.magnifier.pinned is None and len(board.match.actions) == len(before) + 1


def test_reviewer_two_flies_from_the_card_to_its_target_and_the_points_to_the_supply(app):
    """Playtest: the card's arrow ran from the player's research points to Boris's, read as the RP
    going to Boris, while the rules return them to the supply."""
    from labdesk.games.lab_wars.rules import ActionPlayed, RPTaken

    board = board_at(app, until=lambda s: s.decision == "turn")
    target = next(s for s in range(len(board.names)) if s != board.me)
    board.overlay.finish()
    board._action_played(ActionPlayed(board.me, "reviewer-two", target, True))
    [arrow] = [p for p in board.overlay.pieces if isinstance(p, lw.Arrow)]
    card = pygame.Rect((0, 0), faces.ZOOM)
    card.center = board.centre
    assert arrow.end == board.spot(target, "rp")
    assert arrow.start != board.spot(board.me, "rp") and card.inflate(2, 2).collidepoint(arrow.start)
    flown = []
    board._coins = lambda n, start, end, delay=0.0: flown.append((n, start, end)) or []
    board._rp_taken(RPTaken(target, None, 3))  # what the rules do next: the points go to the supply
    assert flown == [(3, board.spot(target, "rp"), board.table.supply())]


def test_a_rivals_lasting_effects_are_whole_on_a_narrow_panel(app, monkeypatch):
    """Audit: with four players a rival's "items cost 2 more · data counts as either kind" was cut to
    "items cost 2 …" beside the data line; it goes right of the small lab piles, on two lines."""
    from labdesk.games.lab_wars import words
    from labdesk.ui import theme

    board = board_at(app, players=4, seed=1, moves=20)
    long = "items cost 2 more · data counts as either kind"
    monkeypatch.setattr(words, "effect_notes", lambda obs, seat: long if seat else "")
    with theme.recording_cuts() as cuts:
        draw(app)
    assert [cut.text for cut in cuts if cut.text == long] == []


def test_a_sabotage_shown_again_grows_its_own_arrow_not_a_twin(app):
    """Audit (replay): stepping onto a sabotage drew its arrow twice, the two "S" badges on top of
    each other."""
    from labdesk.games.lab_wars.rules import Sabotaged

    board = board_at(app, players=2, until=lambda s: s.decision == "turn" and s.observation(0).get("sabotages"))
    sab = board.obs["sabotages"][0]
    assert [a.pair for a in board.arrows] == [(sab["by"], sab["target"])]
    board._sabotaged(Sabotaged(sab["by"], sab["target"], "emeritus"))
    assert [a.pair for a in board.arrows] == [(sab["by"], sab["target"])]
    board.arrows[0].round -= 1  # the last round's arrow, still shown while a replay steps on fast
    board._sabotaged(Sabotaged(sab["target"], sab["by"], "emeritus"))
    assert [a.pair for a in board.arrows] == [(sab["target"], sab["by"])]


def test_a_long_hint_spreads_over_the_table_and_covers_no_header(app):
    """Audit (Russian, 150 %): the whole turn's plan took ten lines of the narrow toast and, lifted to the
    toolbar, lay over Ana's header. A long toast spreads over the table left of the log."""
    from labdesk.ui import access

    board = board_at(app, players=2, until=lambda s: s.decision == "turn")
    before = access._text_scale
    access._text_scale = 1.5
    try:
        plan = "Experiment: Pipettes, 1 chemical data, spend 2 chemical data on Pipettes: 2 RP, buy Centrifuge. " * 4
        _text, box = board._toast_box(plan)
    finally:
        access._text_scale = before
    assert box.width > board.layout.rect("toast").width and not box.colliderect(board.rects["log"])
    assert not box.colliderect(board.header_rect(board.viewer))


def test_two_seats_sabotaging_each_other_show_both_badges():
    """Audit (replay): Ana and Boris sabotaged each other; the two "S" badges sat one on the other."""
    a, b = lw.Arrow((100, 100), (200, 100), -32, pair=(0, 1)), lw.Arrow((200, 100), (100, 100), 48, pair=(1, 0))
    lw.spaced_badges([a, b])
    spots = [lw.arrow_points(x.start, x.end, x.bend)[round(len(lw.arrow_points(x.start, x.end, x.bend)) * x.badge_at)]
             for x in (a, b)]
    assert abs(spots[0][0] - spots[1][0]) >= 26  # a badge's width apart


@pytest.mark.parametrize("percent", [100, 150])
def test_badges_of_two_arcs_whose_middles_meet_lie_apart(percent):
    """Audit at 150 % (four seats): a long arc over four stage cards and a later short one over the
    middle two peaked over the same spot, one "S" badge on the other. The short arc keeps its badge
    in the middle; the long one's moves along its arc to where it clears it, at any text size (the
    badge grows with the text)."""
    from labdesk.games.lab_wars import panels
    from labdesk.settings import Settings
    from labdesk.ui import access

    access.apply(Settings(text_size=percent))
    try:
        long = lw.Arrow((100, 100), (400, 100), -48, pair=(3, 0))
        short = lw.Arrow((200, 100), (300, 100), -64, pair=(2, 1))
        lw.spaced_badges([long, short])
        assert short.badge_at == 0.5 and long.badge_at != 0.5
        assert math.dist(panels.badge_spot(long), panels.badge_spot(short)) >= 2 * panels.badge_radius()
    finally:
        access.apply(Settings())

def test_a_rivals_lab_chip_shown_large_has_no_name_tip_over_it(app):
    board = board_at(app, players=2, seed=3, until=lambda s: s.decision == "turn" and s.labs[1])
    chip = board.table.mini_lab(1)[0]
    assert board.tips.at(chip.rect.center) is not None  # the chip has a name tip ...
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=chip.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(90):
        draw(app)
    assert board.magnifier.rect() is not None  # ... but shown large it names itself
    assert board.tips.showing() is None


def test_a_toast_waits_unseen_while_a_card_shown_large_lies_over_its_place(app):
    board = board_at(app, until=lambda s: s.decision == "turn")
    board.show_message("Hard AI suggests: buy the top card", 10)
    sprite = board.hand_sprites[0]
    board.magnifier.inspect(sprite.key, sprite.rect)
    draw(app)
    large = board.magnifier.rect()
    assert large is not None and board.toast_waits(large)  # the card's words are read, not hidden by the toast
    assert board.toast_waits(sprite.rect)  # nor does it lie over the card pointed at (audit: toast over it)
    board.magnifier.close()
    draw(app)
    assert not board.toast_waits(large) and board.toast is not None  # the card gone, the toast shows again


@pytest.mark.parametrize("players", [2, 4])
def test_a_rival_holding_thirty_items_keeps_its_small_piles_apart(app, players):
    """A replay's end showed a rival's 29 items (lab and open hand) laid over each other: the piles
    stay apart and inside the panel at any count, the hand's after its label, the overflow in a
    "+n" chip that counts the rest."""
    board = board_at(app, players=players, seed=1, moves=20)
    s = board.match.state
    deck = s.item_deck.cards
    s.labs[1] += deck[:22]
    s.hands[1] += deck[22:38]
    del deck[:38]
    s.turned.update(s.labs[1][::3])  # sideways piles are wider
    for open_hands in (False, True):
        board.open_hands = open_hands
        board.version += 1
        board.sync()
        draw(app)
        table = board.table
        line = table.mini_line(1)
        panel = table.panel(1)
        piles = line.lab + line.hand
        assert all(panel.contains(m.rect) for m in piles)
        for i, a in enumerate(piles):
            assert not any(a.rect.colliderect(b.rect) for b in piles[i + 1:]), a
        assert sum(m.count for m in line.lab) == len(s.labs[1])
        if open_hands:
            assert sum(m.count for m in line.hand) == len(s.hands[1])
            assert max(m.rect.right for m in line.lab) < line.label_right - 40 < line.label_right \
                <= min(m.rect.x for m in line.hand)
        else:
            assert line.hand == [] and line.label_right is None
        chips = [m for m in piles if not m.item]
        assert all(m.rest for m in chips)
        assert chips or not open_hands  # no panel holds 38 items' piles side by side
        tips = {tuple(t.rect): t.text for t in board.tips.tips}
        assert all(tips[tuple(m.rect)].count("\n") == len(m.rest) - 1 for m in chips)  # a name a line


def test_the_focus_ring_and_the_pointer_take_a_sideways_card_as_it_lies(app):
    """The keyboard's ring stood upright round a sideways lab card (its unturned rectangle), and the
    card's wide ends did not answer the pointer."""
    board = board_at(app, players=2, seed=3, until=lambda s: s.decision == "turn" and s.turned & set(s.labs[0]))
    sideways = next(s for s in board.lab_sprites if s.angle)
    drawn = sideways.image().get_rect(center=sideways.rect.center)
    assert drawn.width > drawn.height
    assert sideways.bounds == drawn
    sideways.playable = (0, 200, 0)  # as when data may be spent on it: a keyboard stop
    ring = next(t.rect for t in board.focus_targets() if t.key == ("area", sideways.key))
    assert ring == drawn
    assert sideways.contains((drawn.right - 3, drawn.centery)) and not sideways.contains((drawn.centerx, drawn.top - 3))


def test_a_rules_refusal_shows_as_a_sentence_with_a_capital(app):
    """The rules' reasons are phrased lowercase (they follow a colon on the command line): the toast
    showed "верхняя карта «Статья в Nurture» стоит 6..."."""
    board = board_at(app, seed=3, until=lambda s: s.decision == "turn" and not legal(s, BuyImpact) and s.rp[0] < 5)
    sprite = next(s for s in board.pile_sprites if board.obs["piles"][s.key[1]]["left"])
    click(board, sprite)
    assert board.toast is not None and board.toast[0].startswith("The top ")


@pytest.mark.parametrize("decision", ["pick", "turn"])
def test_the_keyboard_stops_only_at_cards_that_can_be_used_now(app, decision):
    """Tab stopped at every card on the table, a rival's character chips and small piles too: Enter
    there said "Characters are picked at the start of a round" or "Now: take your turn"."""
    from helpers.board import dead_stops

    board = board_at(app, players=3, seed=2, until=lambda s: s.decision == decision and s.round >= 2)
    keys = [t.key for t in board.focus_targets()]
    assert keys and not any(k[0] == "hit" for k in keys)
    assert dead_stops(app, board) == []


def test_a_refusal_goes_when_the_game_moves_on(app):
    """Russian Lab Wars showed "Characters are picked at the start of a round" while the characters were
    being picked: the refusal, said in the turns, stayed on into the next round."""
    board = board_at(app, players=2, seed=1, until=lambda s: s.decision == "turn")
    chip, _cid = board.table.chip_rects(1)[0]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        board.handle_event(pygame.event.Event(kind, button=1, pos=chip.center))
    assert board.toast is not None and board.toast[0] == "Characters are picked at the start of a round"
    board.submit(legal(board.match.state, EndTurn)[0])
    draw(app)
    assert board.toast is None
