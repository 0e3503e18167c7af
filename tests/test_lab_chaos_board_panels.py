"""Lab Chaos seat panels and hand-offs: the panel's second line fits, its short words have hover text,
the waiting prompt names the decision really being made, and the hand-off note says why the screen
is passed (a turn, a reaction prompt, a choice asked on another player's turn)."""
from __future__ import annotations

import pytest

from labdesk.engine.match import Match, Seat
from labdesk.games.lab_chaos import content, panels, words
from labdesk.games.lab_chaos.rules import PlayCard
from labdesk.i18n import set_language
from labdesk.ui import theme
from labdesk.ui.app import make_board, settle
from labdesk.ui.scenes.handoff import NOTES, HandoffScene
from helpers.lab_chaos import table

NAMES = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]


def board_with(app, players: int, levels=("easy", "medium", "hard", "random", "medium")):
    seats = [Seat("human", NAMES[0])] + [Seat("ai", NAMES[i], levels[i - 1]) for i in range(1, players)]
    board = make_board(app, Match("lab-chaos", seats, 3), autosave=False)
    app.push(board)
    settle(app)
    return board


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_panel_line_fits_every_level_and_a_three_digit_penalty(app, lang):
    """"AI easy · penalty 0" was cut: the line has the panel's width right of the avatar, and the
    longest one (a hard or medium AI, a penalty of 188 after five bad deals) fits six panels."""
    set_language(lang)
    try:
        for players in (3, 6):
            board = board_with(app, players)
            for seat, box in board.panels.items():
                room = panels.line_rect(box).width
                for kind, level in [("human", None)] + [("ai", lv) for lv in ("random", "easy", "medium", "hard")]:
                    line = words.seat_kind_line(kind, level, 188)
                    assert theme.font(panels.LINE_SIZE).size(line)[0] <= room, (lang, players, line)
            app.pop()
    finally:
        set_language("en")


def test_panel_tags_and_penalties_have_hover_text_over_them(app):
    board = board_with(app, 4)
    obs = board.obs
    tips = {t.text: t.rect for t in board.tips.tips}
    nxt = obs["next_seat"]
    assert tips["Plays after this turn, in the direction of play"] == panels.tag_rect(
        board.panels[nxt], words.seat_tag(nxt, obs))
    assert tips["Playing this turn"].colliderect(board.rects["me"])  # the viewer's own panel (their turn)
    penalty = [t for t in board.tips.tips if t.text.startswith("Penalty:")]
    assert len(penalty) == 4 and all(any(box.contains(t.rect) for box in [*board.panels.values(), board.rects["me"]])
                                     for t in penalty)
    # the tip shows after the hover delay, with the pointer on the words
    board.tips.update(0.0, tips["Playing this turn"].center)
    board.tips.update(1.0, tips["Playing this turn"].center)
    assert board.tips.showing().text == "Playing this turn"


def test_hover_text_in_russian(app):
    set_language("ru")
    try:
        board = board_with(app, 4)
        texts = [t.text for t in board.tips.tips]
        assert "Ходит сейчас" in texts and any(t.startswith("Штраф:") for t in texts)
        assert not any(t.isascii() for t in texts)
    finally:
        set_language("en")


# --- the prompt while someone else decides, and the hand-off notes -----------------------------------
PLAIN = ["coffee-spill", "peer-review", "spring-cleaning", "grant-rejected", "safety-goggles", "overtime",
         "sample-mixup", "intern-day", "tenure-track", "missing-pipette", "budget-cut", "eureka"]


def seated(app, state, humans: int):
    seats = [Seat("human", NAMES[i]) if i < humans else Seat("ai", NAMES[i], "random") for i in range(state.players)]
    match = Match("lab-chaos", seats, 5, {})
    match.state = state
    board = make_board(app, match, autosave=False)
    app.push(board)
    for _ in range(5):
        app.update(1 / 60)
    if isinstance(app.top, HandoffScene):
        app.top.confirm()
        app.update(1 / 60)
    assert board.can_act() and board.viewer == 0
    return board


def test_the_waiting_prompt_names_the_decision_being_made(app):
    """While seat 0's reverse card plays out, the AI holding an Instant decides whether to react:
    the prompt says so (it said "to play a card", the decision before the move)."""
    hands = [["tail-swipe", *PLAIN[0:3]], PLAIN[3:6], PLAIN[6:9], [*PLAIN[9:12], "dizzy-spell"]]
    board = seated(app, table(content.load(), hands, options={"human_seats": [0]}), humans=1)
    assert board.submit(PlayCard("tail-swipe"))
    assert board.anims.busy and board.match.current_seat() == 3
    assert board.prompt_text()[0] == "Waiting for Dara to decide on a reaction"


def cards_numbered(deck, least: int, count: int) -> list[str]:
    """Plain cards of the real deck numbered ``least`` or more."""
    return [c.id for c in deck.cards.values() if c.number >= least and not (c.instant or c.end or c.lasting)
            and not c.condition][:count]


def test_a_choice_asked_on_another_players_turn_has_its_own_note(app):
    """Everyone discards a card numbered 7 or more: Boris, holding two, chooses on Ana's turn."""
    deck = content.load()
    cut = next(c.id for c in deck.cards.values() if any(
        op.get("op") == "discard" and op.get("who") == "all" and "number_min" in (op.get("filter") or {})
        for op in c.effect) and not c.condition)
    high = cards_numbered(deck, 7, 2)
    low = [c for c in PLAIN if deck.cards[c].number < 7 and c != cut]
    hands = [[cut, low[0]], [*high, low[1]], [low[2], low[3]]]
    board = seated(app, table(deck, hands, options={"human_seats": [0, 1, 2]}), humans=3)
    assert board.submit(PlayCard(cut))
    for _ in range(600):
        board.anims.skip()
        app.update(1 / 60)
        if isinstance(app.top, HandoffScene):
            break
    handoff = app.top
    assert handoff.player_name == "Boris" and handoff.case == "choice"
    assert board.match.state.pending["kind"] == "discard" and board.match.state.turn == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_hand_off_note_is_a_whole_translated_sentence(app, lang):
    set_language(lang)
    try:
        from labdesk.i18n import _
        shown = {_(text).format(name="Boris") for text in NOTES.values()}
        assert len(shown) == 3 and all("Boris" in s for s in shown)
        if lang == "ru":
            assert not any("should watch" in s for s in shown)
    finally:
        set_language("en")


def test_the_player_who_receives_the_given_cards_is_tagged_on_their_panel(app):
    """The "receives" tag hung under the receiver's panel and touched the panels below: it now
    takes the place of the panel's own tag, with hover text, and the name fits beside it."""
    seats = [Seat("human", NAMES[0])] + [Seat("ai", n, "random") for n in NAMES[1:4]]
    match = Match("lab-chaos", seats, 6)  # seed 6: Ana soon gives two cards to the next player
    for _ in range(3000):
        seat = match.current_seat()
        pending = match.state.observation(0).get("pending") or {}
        if seat == 0 and pending.get("kind") == "give":
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    else:
        pytest.fail("no give decision for seat 0")
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    to = pending["to"]
    assert board.receiver() == to
    tips = {t.text: t.rect for t in board.tips.tips}
    rect = tips["Gets the cards you are giving now"]
    assert rect == panels.tag_rect(board.panels[to], "receives") and board.panels[to].contains(rect)


def test_the_keyboard_stops_at_players_and_the_deck_only_when_they_can_be_used(app):
    """Tab went to every panel and the deck, and Enter there said "Nothing to do there now": a
    player is a stop when they may be chosen, the deck when a draw is legal; a face-up table card,
    only read, is no stop."""
    board = board_with(app, 4)
    kinds = board.actions_by_kind()
    stops = {t.key[1] for t in board.focus_targets() if t.key[0] == "hit"}
    seats = {key for key in stops if key[0] == "seat"}
    assert seats == {("seat", s) for s in kinds["seat"]}
    drawable = any(type(a).__name__ == "DrawCard" for a in kinds["button"])
    assert (("deck",) in stops) == drawable
    assert not any(key[0] == "table" for key in stops)


def test_enter_on_any_keyboard_stop_acts_rather_than_refuses(app):
    """Enter on a face-up card in mid-table said "Nothing to do there now" over the played card."""
    from helpers.board import dead_stops
    from labdesk.ui.app import make_scene

    for moves in (7, 25, 60):
        app.push(make_scene(app, "lab-chaos", seed=2, moves=moves))
        settle(app)
        assert dead_stops(app, app.top) == [], moves
        app.pop()
