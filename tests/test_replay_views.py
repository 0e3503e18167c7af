"""The replay's two views of a finished game, in every game: "every hand" gives the board an
observation holding every seat's hidden cards, "as seat N saw it" none of the others'; and a board in
a replay addresses nobody ("Ana's turn", never "Your turn")."""
from __future__ import annotations

import pygame
import pytest

from labdesk.engine.match import Match, Seat
from labdesk.ui import theme
from labdesk.ui.scenes.replay import EVERY_HAND, replay_board

PLAYERS = {"experiment": 3, "explosion": 2, "lab-wars": 3, "lab-chaos": 3, "wrong-chemistry": 3}
HIDDEN = {"experiment", "lab-wars", "lab-chaos", "wrong-chemistry"}  # games whose hands are hidden


def own_cards(game_id: str, obs: dict, seat: int):
    """Everything of ``seat``'s that only it may see, as ``obs`` shows it (None: not shown)."""
    if game_id == "experiment":
        entry = obs["seats"][seat]
        return entry["hand"], entry.get("commit")
    if game_id == "lab-wars":
        entry = obs["seats"][seat]
        return entry["hand"], entry["actions"], entry["news"], entry["character"]
    if game_id == "lab-chaos":
        return obs["hand"] if obs["seat"] == seat else obs["revealed"].get(str(seat))
    if game_id == "wrong-chemistry":
        if obs["seat"] == seat:
            return [c["number"] for c in obs["hand"]], obs["start_card"]
        return (obs["open_hands"][seat], obs["start_cards"][seat]) if "open_hands" in obs else None
    return obs["held"][seat]  # Explosion: the Process cards held are public


def finished_save(game_id: str, seed: int = 3) -> dict:
    seats = [Seat("human" if i == 0 else "ai", f"P{i}", "random") for i in range(PLAYERS[game_id])]
    match = Match(game_id, seats, seed)
    while not match.state.is_over():
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    return match.to_save()


def points(replay, count: int = 6) -> list[int]:
    return sorted({round(k * len(replay) / count) for k in range(count + 1)})


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_every_hand_shows_every_seats_hidden_cards_and_a_seats_view_none_of_the_others(app, game_id):
    board = replay_board(app, finished_save(game_id), 0)
    controls = board.spectator
    assert controls.view is EVERY_HAND and controls.open_view()
    seats = len(board.match.seats)
    revealed = False  # at some point "every hand" showed what the bench's seat could not see
    for index in points(controls.replay):
        controls.view = EVERY_HAND
        controls.go(index)
        controls.show()
        state = controls.replay.state_at(index)
        for seat in range(seats):
            mine = own_cards(game_id, state.observation(seat), seat)
            assert own_cards(game_id, board.obs, seat) == mine, f"move {index}: seat {seat}'s cards"
            revealed |= own_cards(game_id, state.observation(board.viewer), seat) != mine
        for viewer in range(seats):
            controls.view = viewer
            controls.show()
            assert board.viewer == viewer and board.obs == state.observation(viewer)
            for seat in range(seats):
                if seat != viewer:
                    public = own_cards(game_id, state.observation(None), seat)
                    assert own_cards(game_id, board.obs, seat) == public, f"move {index}: {viewer} sees {seat}"
    assert revealed or game_id not in HIDDEN


def test_an_unfinished_game_replays_with_the_acting_hand_only(app):
    seats = [Seat("human", "Ana"), Seat("human", "Boris"), Seat("human", "Chen")]
    match = Match("lab-chaos", seats, 2)
    for _ in range(6):
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    board = replay_board(app, match.to_save())
    controls = board.spectator
    assert not controls.open_view() and not board.open_hands
    assert board.obs == match.state.observation(board.viewer)
    assert controls.view_text() == "Whoever acts"


def drawn_texts(monkeypatch) -> list[str]:
    """Every string drawn while the spy is on (both ways the kit draws text)."""
    seen: list[str] = []
    real_blit, real_text = theme.blit_text, theme.text

    def blit(surface, string, *args, **kwargs):
        seen.append(string)
        return real_blit(surface, string, *args, **kwargs)

    def text(string, *args, **kwargs):
        seen.append(string)
        return real_text(string, *args, **kwargs)
    monkeypatch.setattr(theme, "blit_text", blit)
    monkeypatch.setattr(theme, "text", text)
    return seen


def addresses_the_viewer(text: str) -> bool:
    low = text.casefold()
    return "your turn" in low or "since your last turn" in low or "(you" in low or text == "You"


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_a_board_in_a_replay_never_addresses_the_viewer_as_a_player(app, monkeypatch, game_id):
    seen = drawn_texts(monkeypatch)
    board = replay_board(app, finished_save(game_id, seed=5), 0)
    app.push(board)
    controls = board.spectator
    canvas = pygame.Surface(app.size)
    for index in points(controls.replay, 10):
        controls.go(index)
        for _view in range(len(board.match.seats) + 1):
            controls.next_view()
            for _ in range(3):
                board.skip_animations()
                app.update(1 / 60)
            app.draw(canvas)
    spoken = sorted({t for t in seen if addresses_the_viewer(t)})
    assert not spoken, spoken
    assert any("'s turn" in t or "is choosing" in t or "taking a turn" in t or "Waiting for" in t for t in seen)
